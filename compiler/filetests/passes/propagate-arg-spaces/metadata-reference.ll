; propagate-arg-spaces (seed 001): a reference from metadata (`!nvvm.annotations`, here the
; image-handle annotation of a parameter) is not a use of the function, as in LLVM, whose use
; lists the seeds walk: the callee still narrows, and the annotation follows it.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global i32 7

define internal i32 @callee(ptr %p, i64 %img) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %r = call i32 @callee(ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 0)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @callee, !"rdoimage", i32 1}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: narrowed (callers-agree) arg0=global calls=1 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = internal addrspace(1) global i32 7
;
; define internal i32 @callee(ptr addrspace(1) %p, i64 %img) {
; conversion:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   br label %1
;
; 1:
;   %v = load i32, ptr %0, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %r = call i32 @callee(ptr addrspace(1) @g, i64 0)
;   store i32 %r, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; !nvvm.annotations = !{!0}
;
; !0 = !{ptr @callee, !"rdoimage", i32 1}
