; launch: @k block=32 (out=i32[32] zero, i32 200)
; seam-gpu plant: recursion 200 calls deep with a 64-byte local array in every frame (about
; 13 KiB of stack per thread: over the driver's default 1 KiB, under the oracle's 32 KiB).

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @rec(i32 %n, i32 %t) noinline {
entry:
  %buf = alloca [16 x i32], align 4
  %i = and i32 %n, 15
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %i64
  %nt = add i32 %n, %t
  store volatile i32 %nt, ptr %p, align 4
  %stop = icmp eq i32 %n, 0
  br i1 %stop, label %base, label %more

base:
  ret i32 %t

more:
  %n1 = sub i32 %n, 1
  %r = call i32 @rec(i32 %n1, i32 %t)
  %back = load volatile i32, ptr %p, align 4
  %s = add i32 %r, %back
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %depth) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @rec(i32 %depth, i32 %t)
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
