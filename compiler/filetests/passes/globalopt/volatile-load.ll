; GlobalOpt reads only plain accesses: a volatile load of a constant is not folded (LLVM keeps
; every volatile access), so @v, read once plainly and once volatile, keeps its volatile load
; and stays; @p, read only plainly, is promoted into its load and goes.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

@v = internal addrspace(1) constant [2 x i32] [i32 7, i32 9], align 4
@p = internal addrspace(1) constant [2 x i32] [i32 3, i32 5], align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) @v, align 4
  %pv = getelementptr inbounds [2 x i32], ptr addrspace(1) @v, i64 0, i64 1
  %b = load volatile i32, ptr addrspace(1) %pv, align 4
  %pp = getelementptr inbounds [2 x i32], ptr addrspace(1) @p, i64 0, i64 1
  %c = load i32, ptr addrspace(1) %pp, align 4
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %c, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @v: promoted (small-constant) bits=64 loads=1 left=1
; remark: globalopt: @p: promoted (small-constant) bits=64 loads=1 deleted=true
; target triple = "nvptx64-nvidia-cuda"
;
; @v = internal addrspace(1) constant [2 x i32] [i32 7, i32 9], align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %pv = getelementptr inbounds [2 x i32], ptr addrspace(1) @v, i64 0, i64 1
;   %b = load volatile i32, ptr addrspace(1) %pv, align 4
;   %ab = add i32 7, %b
;   store i32 %ab, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 5, ptr addrspace(1) %o1, align 4
;   ret void
; }
