; propagate-arg-spaces (seed 001): the new entry block is named "conversion" unless a block or
; a value already has that name (block labels and values share one namespace in a function):
; here a block is named %conversion and a value %conversion1, so the new block is
; %conversion2. (A check that took the name when only one of the two kinds held it would give
; two blocks one label, which neither seam's parser nor LLVM's reads back.)
; test: opt propagate-arg-spaces

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g1 = private addrspace(1) global i32 1
@g2 = private addrspace(1) global i32 2

define internal i32 @callee(ptr %p, i1 %c) {
entry:
  br i1 %c, label %conversion, label %out

conversion:
  %conversion1 = load i32, ptr %p, align 4
  br label %out

out:
  %r = phi i32 [ %conversion1, %conversion ], [ 0, %entry ]
  ret i32 %r
}

define i32 @caller(i1 %c) {
  %a = call i32 @callee(ptr addrspacecast (ptr addrspace(1) @g1 to ptr), i1 %c)
  %b = call i32 @callee(ptr addrspacecast (ptr addrspace(1) @g2 to ptr), i1 %c)
  %s = add i32 %a, %b
  ret i32 %s
}

; ==== expected output ====
; pipeline: propagate-arg-spaces
; remark: propagate-arg-spaces: @callee: narrowed (callers-agree) arg0=global calls=2 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g1 = private addrspace(1) global i32 1
; @g2 = private addrspace(1) global i32 2
;
; define internal i32 @callee(ptr addrspace(1) %p, i1 %c) {
; conversion2:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   br label %entry
;
; entry:
;   br i1 %c, label %conversion, label %out
;
; conversion:
;   %conversion1 = load i32, ptr %0, align 4
;   br label %out
;
; out:
;   %r = phi i32 [ %conversion1, %conversion ], [ 0, %entry ]
;   ret i32 %r
; }
;
; define i32 @caller(i1 %c) {
;   %a = call i32 @callee(ptr addrspace(1) @g1, i1 %c)
;   %b = call i32 @callee(ptr addrspace(1) @g2, i1 %c)
;   %s = add i32 %a, %b
;   ret i32 %s
; }
