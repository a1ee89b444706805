; propagate-arg-spaces (seed 001): the callers cast from different spaces (2 and 1): the
; parameter is left generic. A caller passing something other than an addrspacecast (a
; phi of casts) blocks narrowing too: the pass looks at the argument itself, nothing more.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g1 = private addrspace(2) constant i8 1
@g2 = private addrspace(1) global i8 2

define internal i8 @callee(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @other(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define internal i8 @caller1(i1 %c) {
entry:
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g1 to ptr))
  br i1 %c, label %a, label %b

a:
  br label %b

b:
  %p = phi ptr [ addrspacecast (ptr addrspace(1) @g2 to ptr), %entry ], [ addrspacecast (ptr addrspace(1) @g2 to ptr), %a ]
  %s = call i8 @other(ptr %p)
  ret i8 %r
}

define internal i8 @caller2() {
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(1) @g2 to ptr))
  ret i8 %r
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: kept (callers) arg0=disagree
; remark: propagate-arg-spaces: @other: kept (callers) arg0=not-a-cast
; remark: propagate-arg-spaces: fixpoint sweeps=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g1 = private addrspace(2) constant i8 1
; @g2 = private addrspace(1) global i8 2
;
; define internal i8 @callee(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define internal i8 @other(ptr %p) {
;   %v = load i8, ptr %p, align 1
;   ret i8 %v
; }
;
; define internal i8 @caller1(i1 %c) {
; entry:
;   %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g1 to ptr))
;   br i1 %c, label %a, label %b
;
; a:
;   br label %b
;
; b:
;   %p = phi ptr [ addrspacecast (ptr addrspace(1) @g2 to ptr), %entry ], [ addrspacecast (ptr addrspace(1) @g2 to ptr), %a ]
;   %s = call i8 @other(ptr %p)
;   ret i8 %r
; }
;
; define internal i8 @caller2() {
;   %r = call i8 @callee(ptr addrspacecast (ptr addrspace(1) @g2 to ptr))
;   ret i8 %r
; }
