; propagate-arg-spaces (seed 001): the source need not be a global: a device pointer
; (addrspace 1, a kernel parameter) cast to generic in the kernel and passed to a helper
; narrows the helper's parameter to addrspace 1. The kernel's launch observes the same.
; test: opt propagate-arg-spaces
; launch: @k (out=i32[2] zero, in=i32[2] random 4, i32 0)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @helper(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %v = call i32 @helper(ptr %g)
  %w = load i32, ptr %g, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %w, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @helper: narrowed (callers-agree) arg0=global calls=1 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @helper(ptr addrspace(1) %p) {
; conversion:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   br label %1
;
; 1:
;   %v = load i32, ptr %0, align 4
;   %w = add i32 %v, 1
;   store i32 %w, ptr %0, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %g = addrspacecast ptr addrspace(1) %in to ptr
;   %v = call i32 @helper(ptr addrspace(1) %in)
;   %w = load i32, ptr %g, align 4
;   store i32 %v, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %w, ptr addrspace(1) %o1, align 4
;   ret void
; }
