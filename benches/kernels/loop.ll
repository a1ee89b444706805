; A loop-heavy kernel: each thread runs a hash loop over a table in global memory, keeps a
; window in local memory, and writes one result.
; launch: @loop grid=4 block=64 (table=i32[256] iota, out=i32[256] zero, i32 2000)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop(ptr addrspace(1) noalias %table, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %nt
  %gid = add i32 %base, %t
  %window = alloca [4 x i32], align 4
  store i32 0, ptr %window, align 4
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ %gid, %entry ], [ %acc.next, %latch ]
  %k = and i32 %i, 255
  %p = getelementptr inbounds i32, ptr addrspace(1) %table, i32 %k
  %v = load i32, ptr addrspace(1) %p, align 4
  %m = mul i32 %acc, 31
  %x = xor i32 %v, %i
  %s = add i32 %m, %x
  %odd = and i32 %s, 1
  %is.odd = icmp ne i32 %odd, 0
  br i1 %is.odd, label %odd.path, label %latch

odd.path:
  %slot = and i32 %i, 3
  %w = getelementptr inbounds [4 x i32], ptr %window, i32 0, i32 %slot
  store i32 %s, ptr %w, align 4
  br label %latch

latch:
  %acc.next = phi i32 [ %s, %body ], [ %x, %odd.path ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %exit

exit:
  %first = load i32, ptr %window, align 4
  %r = add i32 %acc.next, %first
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
