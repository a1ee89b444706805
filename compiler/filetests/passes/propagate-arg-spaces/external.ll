; propagate-arg-spaces (seed 001): an externally visible callee (external, linkonce_odr) may
; be called from another module with the old signature: left alone. A function nobody calls
; has no evidence: left alone.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = private addrspace(2) constant i8 1

define i8 @callee(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define linkonce_odr i8 @odr(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @uncalled(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @caller() {
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g to ptr))
  %s = call i8 @odr(ptr addrspacecast (ptr addrspace(2) @g to ptr))
  ret i8 %r
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: kept (external-linkage)
; remark: propagate-arg-spaces: @odr: kept (external-linkage)
; remark: propagate-arg-spaces: @uncalled: kept (no-calls)
; remark: propagate-arg-spaces: fixpoint sweeps=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = private addrspace(2) constant i8 1
;
; define i8 @callee(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define linkonce_odr i8 @odr(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define internal i8 @uncalled(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define internal i8 @caller() {
;   %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g to ptr))
;   %s = call i8 @odr(ptr addrspacecast (ptr addrspace(2) @g to ptr))
;   ret i8 %r
; }
