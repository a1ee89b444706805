; propagate-arg-spaces (seed 001): caller -> mid -> leaf. The first sweep narrows @mid (its
; caller passes a constant global cast to generic), which only then passes @leaf its entry
; cast; the second sweep narrows @leaf; the third changes nothing. Both narrow, whatever the
; module order (here the leaf comes first, as in the seed's test).
; test: opt propagate-arg-spaces
; launch: @k (out=i32[1] zero, in=i32[1] zero, i32 0)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant i32 42

define internal i32 @leaf(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @mid(ptr %p) {
  %v = call i32 @leaf(ptr %p)
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %v = call i32 @mid(ptr addrspacecast (ptr addrspace(4) @c to ptr))
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @mid: narrowed (callers-agree) arg0=const calls=1 sweep=1
; remark: propagate-arg-spaces: @leaf: narrowed (callers-agree) arg0=const calls=1 sweep=2
; remark: propagate-arg-spaces: fixpoint sweeps=3
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @c = internal addrspace(4) constant i32 42
;
; define internal i32 @leaf(ptr addrspace(4) %p) {
; conversion:
;   %0 = addrspacecast ptr addrspace(4) %p to ptr
;   br label %1
;
; 1:
;   %v = load i32, ptr %0, align 4
;   ret i32 %v
; }
;
; define internal i32 @mid(ptr addrspace(4) %p) {
; conversion:
;   br label %0
;
; 0:
;   %v = call i32 @leaf(ptr addrspace(4) %p)
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %v = call i32 @mid(ptr addrspace(4) @c)
;   store i32 %v, ptr addrspace(1) %out, align 4
;   ret void
; }
