; propagate-arg-spaces (seed 001): a self-recursive callee whose every call, the recursive
; one included, passes a cast from space 2: narrowed, and the recursive call is rewritten with
; the others so the module stays well typed.
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = private addrspace(2) constant i8 1
@gself = private addrspace(2) constant i8 7

define internal i8 @callee(ptr %p, i32 %n) {
entry:
  %v = load i8, ptr %p, align 1
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more

more:
  %m = sub i32 %n, 1
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @gself to ptr), i32 %m)
  %s = add i8 %v, %r
  ret i8 %s

done:
  ret i8 %v
}

define internal i8 @caller() {
  %r = call i8 @callee(ptr addrspacecast (ptr addrspace(2) @g to ptr), i32 3)
  ret i8 %r
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: narrowed (callers-agree) arg0=addrspace(2) calls=2 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = private addrspace(2) constant i8 1
; @gself = private addrspace(2) constant i8 7
;
; define internal i8 @callee(ptr addrspace(2) %p, i32 %n) {
; conversion:
;   %0 = addrspacecast ptr addrspace(2) %p to ptr
;   br label %entry
;
; entry:
;   %v = load i8, ptr %0, align 1
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i8 @callee(ptr addrspace(2) @gself, i32 %m)
;   %s = add i8 %v, %r
;   ret i8 %s
;
; done:
;   ret i8 %v
; }
;
; define internal i8 @caller() {
;   %r = call i8 @callee(ptr addrspace(2) @g, i32 3)
;   ret i8 %r
; }
