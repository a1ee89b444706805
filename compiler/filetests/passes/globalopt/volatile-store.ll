; GlobalOpt reasons only about plain stores: a volatile store keeps its variable. @s, never
; read but stored volatile, stays with its store, where @n, never read and stored plainly, goes
; (rule 1); @u, stored volatile with its own initializer, is not made constant, where @i, stored
; plainly with its initializer, is (rule 2) and then promoted into its load (rule 3).
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(1) global i32 0, align 4
@n = internal addrspace(1) global i32 0, align 4
@u = internal addrspace(1) global i32 3, align 4
@i = internal addrspace(1) global i32 4, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  store volatile i32 5, ptr addrspace(1) @s, align 4
  store i32 5, ptr addrspace(1) @n, align 4
  store volatile i32 3, ptr addrspace(1) @u, align 4
  store i32 4, ptr addrspace(1) @i, align 4
  %a = load i32, ptr addrspace(1) @u, align 4
  %b = load i32, ptr addrspace(1) @i, align 4
  store i32 %a, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @n: deleted (never-read) stores=1
; remark: globalopt: @i: marked-constant (stores-of-initializer) stores=1
; remark: globalopt: @i: promoted (small-constant) bits=32 loads=1 deleted=true
; target triple = "nvptx64-nvidia-cuda"
;
; @s = internal addrspace(1) global i32 0, align 4
; @u = internal addrspace(1) global i32 3, align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   store volatile i32 5, ptr addrspace(1) @s, align 4
;   store volatile i32 3, ptr addrspace(1) @u, align 4
;   %a = load i32, ptr addrspace(1) @u, align 4
;   store i32 %a, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 4, ptr addrspace(1) %o1, align 4
;   ret void
; }
