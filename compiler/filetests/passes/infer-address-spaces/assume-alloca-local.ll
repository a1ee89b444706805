; infer-address-spaces, option assume-alloca-local (default false): a generic `alloca` is a
; local-memory address, as NVPTX's alloca lowering makes it: its accesses go through one
; `addrspacecast ptr %a to ptr addrspace(5)` placed after it, GEPs on it move to space 5, its
; other uses (a call argument) keep the alloca, and a later cast of it to space 5 is replaced by
; the new one. A cast to space 5 right after the alloca, as NVPTX's lowering leaves it, is taken
; as the alloca's value (@lowered), so a second run changes nothing (third test line: no second
; remark). An alloca already in space 5 is an ordinary source.
; Differs from opt-19 by the option: LLVM 19 assumes nothing about allocas (opt-19 leaves this
; module unchanged); the second test line runs the default, which leaves @scratch alone.
; test: opt infer-address-spaces<assume-alloca-local=true>
; test: opt infer-address-spaces
; test: opt infer-address-spaces<assume-alloca-local=true>,infer-address-spaces<assume-alloca-local=true>
; launch: @k block=2 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal void @bump(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 100
  store i32 %w, ptr %p, align 4
  ret void
}

define internal i32 @scratch(i32 %t) {
entry:
  %a = alloca [4 x i32], align 4
  %i = sext i32 %t to i64
  %e = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  store i32 %t, ptr %e, align 4
  store i32 5, ptr %a, align 4
  call void @bump(ptr %a)
  %l = addrspacecast ptr %a to ptr addrspace(5)
  %x = load i32, ptr addrspace(5) %l, align 4
  %y = load i32, ptr %e, align 4
  %r = add i32 %x, %y
  ret i32 %r
}

define internal i32 @already_local() {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %p = addrspacecast ptr addrspace(5) %a to ptr
  store i32 9, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @lowered() {
entry:
  %a = alloca i32, align 4
  %l = addrspacecast ptr %a to ptr addrspace(5)
  %g = addrspacecast ptr addrspace(5) %l to ptr
  store i32 3, ptr %g, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @scratch(i32 %t)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  %u = call i32 @lowered()
  %w0 = call i32 @already_local()
  %w = add i32 %w0, %u
  %t2 = add i32 %t, 2
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %w, ptr addrspace(1) %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: infer-address-spaces<assume-alloca-local=true>
; remark: infer-address-spaces: @scratch: rewrote (local) accesses=3 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @already_local: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @lowered: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @bump(ptr %p) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %w = add i32 %v, 100
;   store i32 %w, ptr %p, align 4
;   ret void
; }
;
; define internal i32 @scratch(i32 %t) {
; entry:
;   %a = alloca [4 x i32], align 4
;   %0 = addrspacecast ptr %a to ptr addrspace(5)
;   %i = sext i32 %t to i64
;   %e = getelementptr [4 x i32], ptr addrspace(5) %0, i64 0, i64 %i
;   store i32 %t, ptr addrspace(5) %e, align 4
;   store i32 5, ptr addrspace(5) %0, align 4
;   call void @bump(ptr %a)
;   %x = load i32, ptr addrspace(5) %0, align 4
;   %y = load i32, ptr addrspace(5) %e, align 4
;   %r = add i32 %x, %y
;   ret i32 %r
; }
;
; define internal i32 @already_local() {
; entry:
;   %a = alloca i32, align 4, addrspace(5)
;   store i32 9, ptr addrspace(5) %a, align 4
;   %v = load i32, ptr addrspace(5) %a, align 4
;   ret i32 %v
; }
;
; define internal i32 @lowered() {
; entry:
;   %a = alloca i32, align 4
;   %l = addrspacecast ptr %a to ptr addrspace(5)
;   store i32 3, ptr addrspace(5) %l, align 4
;   %v = load i32, ptr addrspace(5) %l, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @scratch(i32 %t)
;   %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
;   store i32 %v, ptr addrspace(1) %o, align 4
;   %u = call i32 @lowered()
;   %w0 = call i32 @already_local()
;   %w = add i32 %w0, %u
;   %t2 = add i32 %t, 2
;   %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
;   store i32 %w, ptr addrspace(1) %o2, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @already_local: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @lowered: rewrote (local) accesses=1 generic-left=1 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @bump(ptr %p) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %w = add i32 %v, 100
;   store i32 %w, ptr %p, align 4
;   ret void
; }
;
; define internal i32 @scratch(i32 %t) {
; entry:
;   %a = alloca [4 x i32], align 4
;   %i = sext i32 %t to i64
;   %e = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
;   store i32 %t, ptr %e, align 4
;   store i32 5, ptr %a, align 4
;   call void @bump(ptr %a)
;   %l = addrspacecast ptr %a to ptr addrspace(5)
;   %x = load i32, ptr addrspace(5) %l, align 4
;   %y = load i32, ptr %e, align 4
;   %r = add i32 %x, %y
;   ret i32 %r
; }
;
; define internal i32 @already_local() {
; entry:
;   %a = alloca i32, align 4, addrspace(5)
;   store i32 9, ptr addrspace(5) %a, align 4
;   %v = load i32, ptr addrspace(5) %a, align 4
;   ret i32 %v
; }
;
; define internal i32 @lowered() {
; entry:
;   %a = alloca i32, align 4
;   %l = addrspacecast ptr %a to ptr addrspace(5)
;   store i32 3, ptr addrspace(5) %l, align 4
;   %v = load i32, ptr %a, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @scratch(i32 %t)
;   %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
;   store i32 %v, ptr addrspace(1) %o, align 4
;   %u = call i32 @lowered()
;   %w0 = call i32 @already_local()
;   %w = add i32 %w0, %u
;   %t2 = add i32 %t, 2
;   %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
;   store i32 %w, ptr addrspace(1) %o2, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: infer-address-spaces<assume-alloca-local=true>,infer-address-spaces<assume-alloca-local=true>
; remark: infer-address-spaces: @scratch: rewrote (local) accesses=3 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @already_local: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @lowered: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @bump(ptr %p) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %w = add i32 %v, 100
;   store i32 %w, ptr %p, align 4
;   ret void
; }
;
; define internal i32 @scratch(i32 %t) {
; entry:
;   %a = alloca [4 x i32], align 4
;   %0 = addrspacecast ptr %a to ptr addrspace(5)
;   %i = sext i32 %t to i64
;   %e = getelementptr [4 x i32], ptr addrspace(5) %0, i64 0, i64 %i
;   store i32 %t, ptr addrspace(5) %e, align 4
;   store i32 5, ptr addrspace(5) %0, align 4
;   call void @bump(ptr %a)
;   %x = load i32, ptr addrspace(5) %0, align 4
;   %y = load i32, ptr addrspace(5) %e, align 4
;   %r = add i32 %x, %y
;   ret i32 %r
; }
;
; define internal i32 @already_local() {
; entry:
;   %a = alloca i32, align 4, addrspace(5)
;   store i32 9, ptr addrspace(5) %a, align 4
;   %v = load i32, ptr addrspace(5) %a, align 4
;   ret i32 %v
; }
;
; define internal i32 @lowered() {
; entry:
;   %a = alloca i32, align 4
;   %l = addrspacecast ptr %a to ptr addrspace(5)
;   store i32 3, ptr addrspace(5) %l, align 4
;   %v = load i32, ptr addrspace(5) %l, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @scratch(i32 %t)
;   %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
;   store i32 %v, ptr addrspace(1) %o, align 4
;   %u = call i32 @lowered()
;   %w0 = call i32 @already_local()
;   %w = add i32 %w0, %u
;   %t2 = add i32 %t, 2
;   %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
;   store i32 %w, ptr addrspace(1) %o2, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
