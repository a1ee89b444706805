; inline, model=llvm: LLVM 19 inlines when cost < max(1, threshold), strictly. Both callees
; have two calls, so the first gets no last-call bonus (the second does, once the first is
; inlined).
; @g is one block of 13 instructions that cost 5 each (the ret is free): 65, minus the call
; site's 35 (one argument 5, the call 5, the call penalty 25) = 30. Its threshold is the base
; times the multiplier (here 1) plus the single-block bonus of 50%: with inline-threshold=20
; it is 20 + 10 = 30 = the cost: not inlined; with 21 it is 21 + 10 = 31 > 30: inlined.
; @h has two blocks (no single-block bonus): icmp, br, and 2 + 3 instructions, the second ret
; 5: 40 - 35 = 5. Threshold 5: not inlined; 6: inlined.
; test: opt inline<model=llvm;inline-threshold=20;threshold-multiplier=1>
; test: opt inline<model=llvm;inline-threshold=21;threshold-multiplier=1>
; test: opt inline<model=llvm;inline-threshold=5;threshold-multiplier=1>
; test: opt inline<model=llvm;inline-threshold=6;threshold-multiplier=1>
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @g(i32 %x) {
  %a1 = mul i32 %x, 3
  %a2 = xor i32 %a1, 2
  %a3 = add i32 %a2, 3
  %a4 = xor i32 %a3, 4
  %a5 = add i32 %a4, 5
  %a6 = xor i32 %a5, 6
  %a7 = add i32 %a6, 7
  %a8 = xor i32 %a7, 8
  %a9 = add i32 %a8, 9
  %a10 = xor i32 %a9, 10
  %a11 = add i32 %a10, 11
  %a12 = xor i32 %a11, 12
  %a13 = add i32 %a12, 13
  ret i32 %a13
}

define internal i32 @h(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %pos

neg:
  %n1 = sub i32 0, %x
  %n2 = mul i32 %n1, 5
  ret i32 %n2

pos:
  %p1 = add i32 %x, 9
  %p2 = mul i32 %p1, 7
  %p3 = xor i32 %p2, 3
  ret i32 %p3
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sub i32 %tid, 2
  %a = call i32 @g(i32 %x)
  %b = call i32 @g(i32 %a)
  %c = call i32 @h(i32 %b)
  %d = call i32 @h(i32 %x)
  %s = add i32 %c, %d
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm;inline-threshold=20;threshold-multiplier=1>
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=30
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=30
; remark: inline: @k: inlined (cost) callee=@h cost=5 threshold=20 growth=9
; remark: inline: @k: inlined (cost) callee=@h cost=-14995 threshold=20 static-bonus=15000 growth=9
; remark: inline: @h: deleted (dead) insts=9
; remark: inline: summary (llvm) call-sites=4 inlined=2 deleted=1 insts-before=34 insts-after=43
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @g(i32 %x) {
;   %a1 = mul i32 %x, 3
;   %a2 = xor i32 %a1, 2
;   %a3 = add i32 %a2, 3
;   %a4 = xor i32 %a3, 4
;   %a5 = add i32 %a4, 5
;   %a6 = xor i32 %a5, 6
;   %a7 = add i32 %a6, 7
;   %a8 = xor i32 %a7, 8
;   %a9 = add i32 %a8, 9
;   %a10 = xor i32 %a9, 10
;   %a11 = add i32 %a10, 11
;   %a12 = xor i32 %a11, 12
;   %a13 = add i32 %a12, 13
;   ret i32 %a13
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = sub i32 %tid, 2
;   %a = call i32 @g(i32 %x)
;   %b = call i32 @g(i32 %a)
;   %c.i = icmp slt i32 %b, 0
;   br i1 %c.i, label %neg.i, label %pos.i
;
; neg.i:
;   %n1.i = sub i32 0, %b
;   %n2.i = mul i32 %n1.i, 5
;   br label %h.exit
;
; pos.i:
;   %p1.i = add i32 %b, 9
;   %p2.i = mul i32 %p1.i, 7
;   %p3.i = xor i32 %p2.i, 3
;   br label %h.exit
;
; h.exit:
;   %c = phi i32 [ %n2.i, %neg.i ], [ %p3.i, %pos.i ]
;   %c.i.1 = icmp slt i32 %x, 0
;   br i1 %c.i.1, label %neg.i.1, label %pos.i.1
;
; neg.i.1:
;   %n1.i.1 = sub i32 0, %x
;   %n2.i.1 = mul i32 %n1.i.1, 5
;   br label %h.exit.1
;
; pos.i.1:
;   %p1.i.1 = add i32 %x, 9
;   %p2.i.1 = mul i32 %p1.i.1, 7
;   %p3.i.1 = xor i32 %p2.i.1, 3
;   br label %h.exit.1
;
; h.exit.1:
;   %d = phi i32 [ %n2.i.1, %neg.i.1 ], [ %p3.i.1, %pos.i.1 ]
;   %s = add i32 %c, %d
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %s, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=llvm;inline-threshold=21;threshold-multiplier=1>
; remark: inline: @k: inlined (cost) callee=@g cost=30 threshold=31 growth=12
; remark: inline: @k: inlined (cost) callee=@g cost=-14970 threshold=31 static-bonus=15000 growth=12
; remark: inline: @g: deleted (dead) insts=14
; remark: inline: @k: inlined (cost) callee=@h cost=5 threshold=21 growth=9
; remark: inline: @k: inlined (cost) callee=@h cost=-14995 threshold=21 static-bonus=15000 growth=9
; remark: inline: @h: deleted (dead) insts=9
; remark: inline: summary (llvm) call-sites=4 inlined=4 deleted=2 insts-before=34 insts-after=53
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = sub i32 %tid, 2
;   %a1.i = mul i32 %x, 3
;   %a2.i = xor i32 %a1.i, 2
;   %a3.i = add i32 %a2.i, 3
;   %a4.i = xor i32 %a3.i, 4
;   %a5.i = add i32 %a4.i, 5
;   %a6.i = xor i32 %a5.i, 6
;   %a7.i = add i32 %a6.i, 7
;   %a8.i = xor i32 %a7.i, 8
;   %a9.i = add i32 %a8.i, 9
;   %a10.i = xor i32 %a9.i, 10
;   %a11.i = add i32 %a10.i, 11
;   %a12.i = xor i32 %a11.i, 12
;   %a13.i = add i32 %a12.i, 13
;   %a1.i.1 = mul i32 %a13.i, 3
;   %a2.i.1 = xor i32 %a1.i.1, 2
;   %a3.i.1 = add i32 %a2.i.1, 3
;   %a4.i.1 = xor i32 %a3.i.1, 4
;   %a5.i.1 = add i32 %a4.i.1, 5
;   %a6.i.1 = xor i32 %a5.i.1, 6
;   %a7.i.1 = add i32 %a6.i.1, 7
;   %a8.i.1 = xor i32 %a7.i.1, 8
;   %a9.i.1 = add i32 %a8.i.1, 9
;   %a10.i.1 = xor i32 %a9.i.1, 10
;   %a11.i.1 = add i32 %a10.i.1, 11
;   %a12.i.1 = xor i32 %a11.i.1, 12
;   %a13.i.1 = add i32 %a12.i.1, 13
;   %c.i = icmp slt i32 %a13.i.1, 0
;   br i1 %c.i, label %neg.i, label %pos.i
;
; neg.i:
;   %n1.i = sub i32 0, %a13.i.1
;   %n2.i = mul i32 %n1.i, 5
;   br label %h.exit
;
; pos.i:
;   %p1.i = add i32 %a13.i.1, 9
;   %p2.i = mul i32 %p1.i, 7
;   %p3.i = xor i32 %p2.i, 3
;   br label %h.exit
;
; h.exit:
;   %c = phi i32 [ %n2.i, %neg.i ], [ %p3.i, %pos.i ]
;   %c.i.1 = icmp slt i32 %x, 0
;   br i1 %c.i.1, label %neg.i.1, label %pos.i.1
;
; neg.i.1:
;   %n1.i.1 = sub i32 0, %x
;   %n2.i.1 = mul i32 %n1.i.1, 5
;   br label %h.exit.1
;
; pos.i.1:
;   %p1.i.1 = add i32 %x, 9
;   %p2.i.1 = mul i32 %p1.i.1, 7
;   %p3.i.1 = xor i32 %p2.i.1, 3
;   br label %h.exit.1
;
; h.exit.1:
;   %d = phi i32 [ %n2.i.1, %neg.i.1 ], [ %p3.i.1, %pos.i.1 ]
;   %s = add i32 %c, %d
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %s, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=llvm;inline-threshold=5;threshold-multiplier=1>
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=7
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=7
; remark: inline: @k: not-inlined (cost) callee=@h cost=5 threshold=5
; remark: inline: @k: not-inlined (cost) callee=@h cost=5 threshold=5
; remark: inline: summary (llvm) call-sites=4 inlined=0 deleted=0 insts-before=34 insts-after=34
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @g(i32 %x) {
;   %a1 = mul i32 %x, 3
;   %a2 = xor i32 %a1, 2
;   %a3 = add i32 %a2, 3
;   %a4 = xor i32 %a3, 4
;   %a5 = add i32 %a4, 5
;   %a6 = xor i32 %a5, 6
;   %a7 = add i32 %a6, 7
;   %a8 = xor i32 %a7, 8
;   %a9 = add i32 %a8, 9
;   %a10 = xor i32 %a9, 10
;   %a11 = add i32 %a10, 11
;   %a12 = xor i32 %a11, 12
;   %a13 = add i32 %a12, 13
;   ret i32 %a13
; }
;
; define internal i32 @h(i32 %x) {
; entry:
;   %c = icmp slt i32 %x, 0
;   br i1 %c, label %neg, label %pos
;
; neg:
;   %n1 = sub i32 0, %x
;   %n2 = mul i32 %n1, 5
;   ret i32 %n2
;
; pos:
;   %p1 = add i32 %x, 9
;   %p2 = mul i32 %p1, 7
;   %p3 = xor i32 %p2, 3
;   ret i32 %p3
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = sub i32 %tid, 2
;   %a = call i32 @g(i32 %x)
;   %b = call i32 @g(i32 %a)
;   %c = call i32 @h(i32 %b)
;   %d = call i32 @h(i32 %x)
;   %s = add i32 %c, %d
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %s, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=llvm;inline-threshold=6;threshold-multiplier=1>
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=9
; remark: inline: @k: not-inlined (cost) callee=@g cost=30 threshold=9
; remark: inline: @k: inlined (cost) callee=@h cost=5 threshold=6 growth=9
; remark: inline: @k: inlined (cost) callee=@h cost=-14995 threshold=6 static-bonus=15000 growth=9
; remark: inline: @h: deleted (dead) insts=9
; remark: inline: summary (llvm) call-sites=4 inlined=2 deleted=1 insts-before=34 insts-after=43
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @g(i32 %x) {
;   %a1 = mul i32 %x, 3
;   %a2 = xor i32 %a1, 2
;   %a3 = add i32 %a2, 3
;   %a4 = xor i32 %a3, 4
;   %a5 = add i32 %a4, 5
;   %a6 = xor i32 %a5, 6
;   %a7 = add i32 %a6, 7
;   %a8 = xor i32 %a7, 8
;   %a9 = add i32 %a8, 9
;   %a10 = xor i32 %a9, 10
;   %a11 = add i32 %a10, 11
;   %a12 = xor i32 %a11, 12
;   %a13 = add i32 %a12, 13
;   ret i32 %a13
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = sub i32 %tid, 2
;   %a = call i32 @g(i32 %x)
;   %b = call i32 @g(i32 %a)
;   %c.i = icmp slt i32 %b, 0
;   br i1 %c.i, label %neg.i, label %pos.i
;
; neg.i:
;   %n1.i = sub i32 0, %b
;   %n2.i = mul i32 %n1.i, 5
;   br label %h.exit
;
; pos.i:
;   %p1.i = add i32 %b, 9
;   %p2.i = mul i32 %p1.i, 7
;   %p3.i = xor i32 %p2.i, 3
;   br label %h.exit
;
; h.exit:
;   %c = phi i32 [ %n2.i, %neg.i ], [ %p3.i, %pos.i ]
;   %c.i.1 = icmp slt i32 %x, 0
;   br i1 %c.i.1, label %neg.i.1, label %pos.i.1
;
; neg.i.1:
;   %n1.i.1 = sub i32 0, %x
;   %n2.i.1 = mul i32 %n1.i.1, 5
;   br label %h.exit.1
;
; pos.i.1:
;   %p1.i.1 = add i32 %x, 9
;   %p2.i.1 = mul i32 %p1.i.1, 7
;   %p3.i.1 = xor i32 %p2.i.1, 3
;   br label %h.exit.1
;
; h.exit.1:
;   %d = phi i32 [ %n2.i.1, %neg.i.1 ], [ %p3.i.1, %pos.i.1 ]
;   %s = add i32 %c, %d
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %s, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
