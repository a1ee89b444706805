; A call-heavy kernel: each iteration makes three calls to small device functions, one of them
; through a function pointer, and recursion a few levels deep.
; launch: @calls grid=4 block=64 (out=i32[256] zero, i32 400)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ops = internal addrspace(4) constant [2 x ptr] [ptr @mix, ptr @unmix], align 8

define internal i32 @mix(i32 %a, i32 %b) {
entry:
  %x = xor i32 %a, %b
  %y = mul i32 %x, 16777619
  ret i32 %y
}

define internal i32 @unmix(i32 %a, i32 %b) {
entry:
  %x = sub i32 %a, %b
  %y = lshr i32 %x, 3
  ret i32 %y
}

define internal i32 @clamp(i32 %x) {
entry:
  %lo = call i32 @llvm.smax.i32(i32 %x, i32 -1000000)
  %hi = call i32 @llvm.smin.i32(i32 %lo, i32 1000000)
  ret i32 %hi
}

define internal i32 @depth(i32 %x, i32 %d) {
entry:
  %done = icmp eq i32 %d, 0
  br i1 %done, label %leaf, label %rec

leaf:
  ret i32 %x

rec:
  %d1 = sub i32 %d, 1
  %x1 = add i32 %x, %d
  %r = call i32 @depth(i32 %x1, i32 %d1)
  ret i32 %r
}

define ptx_kernel void @calls(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %nt
  %gid = add i32 %base, %t
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ %gid, %entry ], [ %acc.next, %body ]
  %m = call i32 @mix(i32 %acc, i32 %i)
  %sel = and i32 %i, 1
  %slot = getelementptr inbounds [2 x ptr], ptr addrspace(4) @ops, i32 0, i32 %sel
  %f = load ptr, ptr addrspace(4) %slot, align 8
  %u = call i32 %f(i32 %m, i32 %i)
  %c = call i32 @clamp(i32 %u)
  %d = and i32 %i, 3
  %acc.next = call i32 @depth(i32 %c, i32 %d)
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %exit

exit:
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  store i32 %acc.next, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
