; propagate-arg-spaces (seed 001): every caller passes an addrspacecast from the same space
; (here Metal's constant space 2, the seed's example: any specific space counts): the
; parameter narrows, keeping its attributes (nonnull, noundef) and the function's (nounwind),
; name, linkage and calling convention. A new entry block "conversion" recreates the generic
; pointer; the callers pass the cast's source, keeping their call-site attributes, and a
; cast instruction left without uses is deleted.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g1 = private addrspace(2) constant i8 1
@g2 = private addrspace(2) constant i8 2

define internal fastcc i8 @callee(ptr nonnull noundef %p) #0 {
entry:
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @caller1() {
  %r = call fastcc i8 @callee(ptr nonnull addrspacecast (ptr addrspace(2) @g1 to ptr))
  ret i8 %r
}

define internal i8 @caller2() {
  %c = addrspacecast ptr addrspace(2) @g2 to ptr
  %r = tail call fastcc noundef i8 @callee(ptr noundef %c) #0
  ret i8 %r
}

attributes #0 = { nounwind }

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: narrowed (callers-agree) arg0=addrspace(2) calls=2 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g1 = private addrspace(2) constant i8 1
; @g2 = private addrspace(2) constant i8 2
;
; define internal fastcc i8 @callee(ptr addrspace(2) noundef nonnull %p) #0 {
; conversion:
;   %0 = addrspacecast ptr addrspace(2) %p to ptr
;   br label %entry
;
; entry:
;   %v = load i8, ptr %0, align 1
;   ret i8 %v
; }
;
; define internal i8 @caller1() {
;   %r = call fastcc i8 @callee(ptr addrspace(2) nonnull @g1)
;   ret i8 %r
; }
;
; define internal i8 @caller2() {
;   %r = tail call fastcc noundef i8 @callee(ptr addrspace(2) noundef @g2) #0
;   ret i8 %r
; }
;
; attributes #0 = { nounwind }
