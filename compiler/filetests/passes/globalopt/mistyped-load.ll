; Small-constant promotion folds a load only where a value of the load's own type starts in the
; initializer, even when the initializer is uniform: @z's loads of an i32 at bytes 0 and 4
; are folded, but its load of an i64 at byte 0 (two i32 elements) is not, so @z stays for
; that load (`left=1`). @w has only well-typed loads and goes.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i64[3] zero)

target triple = "nvptx64-nvidia-cuda"

@z = internal addrspace(4) constant [4 x i32] zeroinitializer, align 8
@w = internal addrspace(4) constant [2 x i32] zeroinitializer, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(4) @z, align 8
  %a64 = zext i32 %a to i64
  %pb = getelementptr inbounds [4 x i32], ptr addrspace(4) @z, i64 0, i64 1
  %b = load i32, ptr addrspace(4) %pb, align 4
  %b64 = zext i32 %b to i64
  %c = load i64, ptr addrspace(4) @z, align 8
  %pw = getelementptr inbounds [2 x i32], ptr addrspace(4) @w, i64 0, i64 1
  %w = load i32, ptr addrspace(4) %pw, align 4
  %w64 = zext i32 %w to i64
  %ab = add i64 %a64, %b64
  store i64 %ab, ptr addrspace(1) %out, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 1
  store i64 %c, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 2
  store i64 %w64, ptr addrspace(1) %o2, align 8
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @z: promoted (small-constant) bits=128 loads=2 left=1
; remark: globalopt: @w: promoted (small-constant) bits=64 loads=1 deleted=true
; target triple = "nvptx64-nvidia-cuda"
;
; @z = internal addrspace(4) constant [4 x i32] zeroinitializer, align 8
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %a64 = zext i32 0 to i64
;   %b64 = zext i32 0 to i64
;   %c = load i64, ptr addrspace(4) @z, align 8
;   %w64 = zext i32 0 to i64
;   %ab = add i64 %a64, %b64
;   store i64 %ab, ptr addrspace(1) %out, align 8
;   %o1 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 1
;   store i64 %c, ptr addrspace(1) %o1, align 8
;   %o2 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 2
;   store i64 %w64, ptr addrspace(1) %o2, align 8
;   ret void
; }
