; always-inline: a byval argument becomes a copy in the caller (an alloca hoisted to the entry
; block, scoped by lifetime markers, filled by llvm.memcpy at the call); the callee's static
; alloca moves to the caller's entry block with lifetime markers around the inlined code; a
; dynamic alloca (variable count) stays in place, bracketed by stacksave/stackrestore. The
; callee writes its byval copy: the caller's array must not change.
; test: opt always-inline
; launch: @k grid=1 block=4 (out=i32[8] zero, i32 3)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @sum(ptr byval([4 x i32]) align 4 %arr, i32 %n) alwaysinline {
entry:
  %tmp = alloca [2 x i32], align 4
  %dyn = alloca i32, i32 %n, align 4
  %p0 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0
  %a = load i32, ptr %p0, align 4
  store i32 100, ptr %p0, align 4
  %p3 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 3
  %b = load i32, ptr %p3, align 4
  %t1 = getelementptr inbounds [2 x i32], ptr %tmp, i64 0, i64 1
  store i32 %b, ptr %t1, align 4
  store i32 %a, ptr %dyn, align 4
  %c = load i32, ptr %t1, align 4
  %d = load i32, ptr %dyn, align 4
  %s = add i32 %c, %d
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %arr = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e0 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0
  store i32 %tid, ptr %e0, align 4
  %e1 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 1
  store i32 1, ptr %e1, align 4
  %e2 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
  store i32 2, ptr %e2, align 4
  %e3 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 3
  %t10 = mul i32 %tid, 10
  store i32 %t10, ptr %e3, align 4
  %s = call i32 @sum(ptr byval([4 x i32]) align 4 %arr, i32 %n)
  %after = load i32, ptr %e0, align 4
  %i = zext i32 %tid to i64
  %i2 = shl i64 %i, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
  store i32 %s, ptr addrspace(1) %q, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
  store i32 %after, ptr addrspace(1) %q1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: always-inline
; remark: always-inline: @k: inlined (always-inline) callee=@sum growth=20
; remark: always-inline: @sum: deleted (dead) insts=14
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
; entry:
;   %arr.i = alloca [4 x i32], align 4
;   %tmp.i = alloca [2 x i32], align 4
;   %arr = alloca [4 x i32], align 4
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %e0 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 0
;   store i32 %tid, ptr %e0, align 4
;   %e1 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 1
;   store i32 1, ptr %e1, align 4
;   %e2 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
;   store i32 2, ptr %e2, align 4
;   %e3 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 3
;   %t10 = mul i32 %tid, 10
;   store i32 %t10, ptr %e3, align 4
;   call void @llvm.lifetime.start.p0(i64 16, ptr %arr.i)
;   call void @llvm.memcpy.p0.p0.i64(ptr %arr.i, ptr %arr, i64 16, i1 false)
;   %0 = call ptr @llvm.stacksave.p0()
;   call void @llvm.lifetime.start.p0(i64 8, ptr %tmp.i)
;   %dyn.i = alloca i32, i32 %n, align 4
;   %p0.i = getelementptr inbounds [4 x i32], ptr %arr.i, i64 0, i64 0
;   %a.i = load i32, ptr %p0.i, align 4
;   store i32 100, ptr %p0.i, align 4
;   %p3.i = getelementptr inbounds [4 x i32], ptr %arr.i, i64 0, i64 3
;   %b.i = load i32, ptr %p3.i, align 4
;   %t1.i = getelementptr inbounds [2 x i32], ptr %tmp.i, i64 0, i64 1
;   store i32 %b.i, ptr %t1.i, align 4
;   store i32 %a.i, ptr %dyn.i, align 4
;   %c.i = load i32, ptr %t1.i, align 4
;   %d.i = load i32, ptr %dyn.i, align 4
;   %s.i = add i32 %c.i, %d.i
;   call void @llvm.lifetime.end.p0(i64 16, ptr %arr.i)
;   call void @llvm.lifetime.end.p0(i64 8, ptr %tmp.i)
;   call void @llvm.stackrestore.p0(ptr %0)
;   %after = load i32, ptr %e0, align 4
;   %i = zext i32 %tid to i64
;   %i2 = shl i64 %i, 1
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
;   store i32 %s.i, ptr addrspace(1) %q, align 4
;   %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
;   store i32 %after, ptr addrspace(1) %q1, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2
;
; declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2
;
; declare ptr @llvm.stacksave.p0() #3
;
; declare void @llvm.stackrestore.p0(ptr) #3
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; attributes #3 = { nocallback nofree nosync nounwind willreturn }
