; infer-address-spaces, rules 1, 2 and 4 (GEP chains): getelementptrs on an addrspacecast from a
; specific space are retyped in place into that space, keeping their names and `inbounds` (LLVM
; 19 drops `nusw` and `nuw`), and the cast dies. A GEP whose only user is a call is not
; collected: it stays generic, on a cast back of its moved base (@pass_on). The base of every
; GEP is collected, even of a GEP left generic. Same output as opt-19.
; test: opt infer-address-spaces
; launch: @k block=4 (out=i32[16] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] undef

define internal void @fill(ptr addrspace(1) %out, i32 %t) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %row = getelementptr inbounds [4 x i32], ptr %o, i64 1
  %i = sext i32 %t to i64
  %elt = getelementptr inbounds nuw i32, ptr %row, i64 %i
  store i32 %t, ptr %elt, align 4
  %lo = getelementptr nusw i32, ptr %o, i64 %i
  store i32 7, ptr %lo, align 4
  ret void
}

define internal void @sink(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define internal void @pass_on(ptr addrspace(1) %out, i32 %t) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %a = getelementptr i32, ptr %o, i64 8
  %i = sext i32 %t to i64
  %b = getelementptr i32, ptr %a, i64 %i
  call void @sink(ptr %b, i32 3)
  ret void
}

define internal i32 @shared_chain(i32 %t) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  %i = sext i32 %t to i64
  %p = getelementptr inbounds [8 x i32], ptr %s, i64 0, i64 %i
  store i32 %t, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 4
  store i32 100, ptr %q, align 4
  call void @llvm.nvvm.barrier0()
  %n = xor i64 %i, 1
  %r = getelementptr inbounds [8 x i32], ptr %s, i64 0, i64 %n
  %v = load i32, ptr %r, align 4
  %w = load i32, ptr %q, align 4
  %sum = add i32 %v, %w
  ret i32 %sum
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @fill(ptr addrspace(1) %out, i32 %t)
  call void @pass_on(ptr addrspace(1) %out, i32 %t)
  %v = call i32 @shared_chain(i32 %t)
  %i = add i32 %t, 12
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @fill: rewrote (global) accesses=2 generic-left=0 exprs=3 casts=0
; remark: infer-address-spaces: @pass_on: rewrote (global) accesses=0 generic-left=0 exprs=1 casts=1
; remark: infer-address-spaces: @shared_chain: rewrote (shared) accesses=4 generic-left=0 exprs=3 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [8 x i32] undef
;
; define internal void @fill(ptr addrspace(1) %out, i32 %t) {
; entry:
;   %row = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 1
;   %i = sext i32 %t to i64
;   %elt = getelementptr inbounds i32, ptr addrspace(1) %row, i64 %i
;   store i32 %t, ptr addrspace(1) %elt, align 4
;   %lo = getelementptr i32, ptr addrspace(1) %out, i64 %i
;   store i32 7, ptr addrspace(1) %lo, align 4
;   ret void
; }
;
; define internal void @sink(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define internal void @pass_on(ptr addrspace(1) %out, i32 %t) {
; entry:
;   %a = getelementptr i32, ptr addrspace(1) %out, i64 8
;   %0 = addrspacecast ptr addrspace(1) %a to ptr
;   %i = sext i32 %t to i64
;   %b = getelementptr i32, ptr %0, i64 %i
;   call void @sink(ptr %b, i32 3)
;   ret void
; }
;
; define internal i32 @shared_chain(i32 %t) {
; entry:
;   %i = sext i32 %t to i64
;   %p = getelementptr inbounds [8 x i32], ptr addrspace(3) @tile, i64 0, i64 %i
;   store i32 %t, ptr addrspace(3) %p, align 4
;   %q = getelementptr inbounds i32, ptr addrspace(3) %p, i64 4
;   store i32 100, ptr addrspace(3) %q, align 4
;   call void @llvm.nvvm.barrier0()
;   %n = xor i64 %i, 1
;   %r = getelementptr inbounds [8 x i32], ptr addrspace(3) @tile, i64 0, i64 %n
;   %v = load i32, ptr addrspace(3) %r, align 4
;   %w = load i32, ptr addrspace(3) %q, align 4
;   %sum = add i32 %v, %w
;   ret i32 %sum
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   call void @fill(ptr addrspace(1) %out, i32 %t)
;   call void @pass_on(ptr addrspace(1) %out, i32 %t)
;   %v = call i32 @shared_chain(i32 %t)
;   %i = add i32 %t, 12
;   %slot = getelementptr i32, ptr addrspace(1) %out, i32 %i
;   store i32 %v, ptr addrspace(1) %slot, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare void @llvm.nvvm.barrier0() #1
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { convergent nocallback nounwind }
