; dce: unused pure instructions go, with the chains that only feed them, a dead cycle of phis,
; an unused alloca and an unused call of a function that returns, does not unwind and writes
; no memory (the special-register read, @pure); stores, the barrier, a volatile load, an
; unused call that may write (@writes) and atomics stay.
; test: opt dce
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global i32 0, align 4

define internal i32 @pure(i32 %x) nounwind willreturn memory(none) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @writes(i32 %x) {
  store i32 %x, ptr addrspace(1) @g, align 4
  ret i32 %x
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %slot = alloca [4 x i32], align 4
  %a = mul i32 %tid, 3
  %b = add i32 %a, 7
  %p = call i32 @pure(i32 %b)
  %w = call i32 @writes(i32 %tid)
  %vl = load volatile i32, ptr addrspace(1) %out, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %dead = phi i32 [ 0, %entry ], [ %dead2, %loop ]
  %dead2 = add i32 %dead, %i
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, 3
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.nvvm.barrier0()
  %old = atomicrmw add ptr addrspace(1) %out, i32 0 monotonic, align 4
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %i2, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; pipeline: dce
; remark: dce: @k: removed (dead) insts=7
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = internal addrspace(1) global i32 0, align 4
;
; define internal i32 @pure(i32 %x) #0 {
;   %y = add i32 %x, 1
;   ret i32 %y
; }
;
; define internal i32 @writes(i32 %x) {
;   store i32 %x, ptr addrspace(1) @g, align 4
;   ret i32 %x
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %w = call i32 @writes(i32 %tid)
;   %vl = load volatile i32, ptr addrspace(1) %out, align 4
;   br label %loop
;
; loop:
;   %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
;   %i2 = add i32 %i, 1
;   %more = icmp ult i32 %i2, 3
;   br i1 %more, label %loop, label %exit
;
; exit:
;   call void @llvm.nvvm.barrier0()
;   %old = atomicrmw add ptr addrspace(1) %out, i32 0 monotonic, align 4
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %i2, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1
;
; declare void @llvm.nvvm.barrier0() #2
;
; attributes #0 = { nounwind willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #2 = { convergent nocallback nounwind }
