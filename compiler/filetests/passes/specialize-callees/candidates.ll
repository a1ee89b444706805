; specialize-callees (seed 000): the candidate filter. Every call below passes a global
; pointer, but only @plain enters the worklist (size 1): a declaration has no body, a kernel
; is excluded, optnone, noinline and naked opt out, "seam-specialized" was specialized
; already, @no_ptr has no generic pointer parameter, @specific's pointer is specific already,
; and a byval pointer is the callee's own copy, not the caller's pointer.
; test: opt specialize-callees

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @decl(ptr)

define internal i32 @plain(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @opt_none(ptr %p) noinline optnone {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @no_inline(ptr %p) noinline {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal void @bare(ptr %p) naked {
  ret void
}

define internal i32 @done(ptr %p) "seam-specialized" {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @no_ptr(i32 %x) {
  ret i32 %x
}

define internal i32 @specific(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v
}

define internal i32 @copy(ptr byval(i32) %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr %out, ptr addrspace(1) %in) {
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %a = call i32 @decl(ptr %g)
  %b = call i32 @plain(ptr %g)
  %c = call i32 @opt_none(ptr %g)
  %d = call i32 @no_inline(ptr %g)
  call void @bare(ptr %g)
  %e = call i32 @done(ptr %g)
  %f = call i32 @no_ptr(i32 1)
  %h = call i32 @specific(ptr addrspace(1) %in)
  %i = call i32 @copy(ptr byval(i32) %g)
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=1
; remark: specialize-callees: @plain: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @plain: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=0 attempts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; declare i32 @decl(ptr)
;
; define internal i32 @plain(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define internal i32 @opt_none(ptr %p) #1 {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @no_inline(ptr %p) #2 {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal void @bare(ptr %p) #3 {
;   ret void
; }
;
; define internal i32 @done(ptr %p) #0 {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @no_ptr(i32 %x) {
;   ret i32 %x
; }
;
; define internal i32 @specific(ptr addrspace(1) %p) {
;   %v = load i32, ptr addrspace(1) %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @copy(ptr byval(i32) %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr %out, ptr addrspace(1) %in) {
;   %g = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @decl(ptr %g)
;   %b = call i32 @plain(ptr addrspace(1) %in)
;   %c = call i32 @opt_none(ptr %g)
;   %d = call i32 @no_inline(ptr %g)
;   call void @bare(ptr %g)
;   %e = call i32 @done(ptr %g)
;   %f = call i32 @no_ptr(i32 1)
;   %h = call i32 @specific(ptr addrspace(1) %in)
;   %i = call i32 @copy(ptr byval(i32) %g)
;   ret void
; }
;
; attributes #0 = { "seam-specialized" }
; attributes #1 = { noinline optnone }
; attributes #2 = { noinline }
; attributes #3 = { naked }
