; propagate-arg-spaces (seed 001): the callee's address is stored in a global (a non-call
; use), so an unknown caller could pass any generic pointer: left alone. Passing the function
; as an argument of a call is a non-call use too.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = private addrspace(2) constant i8 1
@fp = internal global ptr @callee

define internal i8 @callee(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @passed(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

declare void @sink(ptr)

define internal i8 @caller() {
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g to ptr))
  %s = call i8 @passed(ptr addrspacecast (ptr addrspace(2) @g to ptr))
  call void @sink(ptr @passed)
  ret i8 %r
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: kept (address-taken)
; remark: propagate-arg-spaces: @passed: kept (address-taken)
; remark: propagate-arg-spaces: fixpoint sweeps=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = private addrspace(2) constant i8 1
; @fp = internal global ptr @callee
;
; define internal i8 @callee(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define internal i8 @passed(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; declare void @sink(ptr)
;
; define internal i8 @caller() {
;   %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g to ptr))
;   %s = call i8 @passed(ptr addrspacecast (ptr addrspace(2) @g to ptr))
;   call void @sink(ptr @passed)
;   ret i8 %r
; }
