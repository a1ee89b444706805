; inline, model=llvm, LLVM's threshold adjustments and bonuses (NVPTX multiplier 11): the base
; 225 is 2475, plus 1237 for a single block; an inlinehint callee gets 325 (3575 + 1787); a
; cold callee 45 (495) and no bonus at all; a minsize caller 5 (55) and no single-block bonus;
; an optsize caller 50 (550 + 275), though an inlinehint callee still raises it to 325 (LLVM
; applies the cap first); a call whose block ends in `unreachable` 0. A local callee
; whose only reference is this call gets 15000 off its cost (static-bonus); a coldcc callee
; costs 2000 more. A constant argument folds the callee's branch: the untaken block is not
; counted and the single-block bonus stays.
; test: opt inline<model=llvm>
; launch: @k grid=1 block=4 (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @plain(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define internal i32 @hinted(i32 %x) inlinehint {
  %a = add i32 %x, 2
  ret i32 %a
}

define internal i32 @chilly(i32 %x) cold {
  %a = add i32 %x, 3
  ret i32 %a
}

define internal coldcc i32 @coldconv(i32 %x) {
  %a = add i32 %x, 4
  ret i32 %a
}

define internal i32 @once(i32 %x) {
  %a = add i32 %x, 5
  ret i32 %a
}

define internal i32 @select(i32 %x, i32 %mode) {
entry:
  %z = icmp eq i32 %mode, 0
  br i1 %z, label %cheap, label %dear

cheap:
  %c = add i32 %x, 1
  ret i32 %c

dear:
  %d1 = mul i32 %x, %x
  %d2 = mul i32 %d1, %x
  ret i32 %d2
}

define internal i32 @small(i32 %x) minsize {
  %a = call i32 @plain(i32 %x)
  %b = call i32 @plain(i32 %a)
  ret i32 %b
}

define internal i32 @sized(i32 %x) optsize {
  %a = call i32 @hinted(i32 %x)
  %b = call i32 @plain(i32 %a)
  ret i32 %b
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @plain(i32 %tid)
  %b = call i32 @hinted(i32 %a)
  %c = call i32 @chilly(i32 %b)
  %d = call i32 @chilly(i32 %c)
  %e = call coldcc i32 @coldconv(i32 %d)
  %f = call coldcc i32 @coldconv(i32 %e)
  %g = call i32 @once(i32 %f)
  %h = call i32 @select(i32 %g, i32 0)
  %i = call i32 @select(i32 %h, i32 %tid)
  %j = call i32 @small(i32 %i)
  %l = call i32 @sized(i32 %j)
  %big = icmp ugt i32 %tid, 1000
  br i1 %big, label %never, label %ok

never:
  %n = call i32 @plain(i32 %l)
  store i32 %n, ptr addrspace(1) %out, align 4
  unreachable

ok:
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %l, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @small: inlined (cost) callee=@plain cost=-30 threshold=55 growth=0
; remark: inline: @small: inlined (cost) callee=@plain cost=-30 threshold=55 growth=0
; remark: inline: @sized: inlined (cost) callee=@hinted cost=-30 threshold=5362 growth=0
; remark: inline: @sized: inlined (cost) callee=@plain cost=-30 threshold=825 growth=0
; remark: inline: @k: inlined (cost) callee=@plain cost=-30 threshold=3712 growth=0
; remark: inline: @k: inlined (cost) callee=@hinted cost=-15030 threshold=5362 static-bonus=15000 growth=0
; remark: inline: @hinted: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@chilly cost=-30 threshold=495 growth=0
; remark: inline: @k: inlined (cost) callee=@chilly cost=-30 threshold=495 growth=0
; remark: inline: @chilly: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@coldconv cost=1970 threshold=3712 growth=0
; remark: inline: @k: inlined (cost) callee=@coldconv cost=-13030 threshold=3712 static-bonus=15000 growth=0
; remark: inline: @coldconv: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@once cost=-15030 threshold=3712 static-bonus=15000 growth=0
; remark: inline: @once: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@select cost=-35 threshold=3712 growth=7
; remark: inline: @k: inlined (cost) callee=@select cost=-15010 threshold=2475 static-bonus=15000 growth=7
; remark: inline: @select: deleted (dead) insts=7
; remark: inline: @k: inlined (cost) callee=@small cost=-15025 threshold=3712 static-bonus=15000 growth=1
; remark: inline: @small: deleted (dead) insts=3
; remark: inline: @k: inlined (cost) callee=@sized cost=-15025 threshold=3712 static-bonus=15000 growth=1
; remark: inline: @sized: deleted (dead) insts=3
; remark: inline: @k: inlined (cost) callee=@plain cost=-30 threshold=0 growth=0
; remark: inline: @plain: deleted (dead) insts=2
; remark: inline: summary (llvm) call-sites=16 inlined=16 deleted=8 insts-before=44 insts-after=37
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = add i32 %tid, 1
;   %a.i.1 = add i32 %a.i, 2
;   %a.i.2 = add i32 %a.i.1, 3
;   %a.i.3 = add i32 %a.i.2, 3
;   %a.i.4 = add i32 %a.i.3, 4
;   %a.i.5 = add i32 %a.i.4, 4
;   %a.i.6 = add i32 %a.i.5, 5
;   %z.i = icmp eq i32 0, 0
;   br i1 %z.i, label %cheap.i, label %dear.i
;
; cheap.i:
;   %c.i = add i32 %a.i.6, 1
;   br label %select.exit
;
; dear.i:
;   %d1.i = mul i32 %a.i.6, %a.i.6
;   %d2.i = mul i32 %d1.i, %a.i.6
;   br label %select.exit
;
; select.exit:
;   %h = phi i32 [ %c.i, %cheap.i ], [ %d2.i, %dear.i ]
;   %z.i.1 = icmp eq i32 %tid, 0
;   br i1 %z.i.1, label %cheap.i.1, label %dear.i.1
;
; cheap.i.1:
;   %c.i.1 = add i32 %h, 1
;   br label %select.exit.1
;
; dear.i.1:
;   %d1.i.1 = mul i32 %h, %h
;   %d2.i.1 = mul i32 %d1.i.1, %h
;   br label %select.exit.1
;
; select.exit.1:
;   %i = phi i32 [ %c.i.1, %cheap.i.1 ], [ %d2.i.1, %dear.i.1 ]
;   %a.i.i = add i32 %i, 1
;   %a.i.1.i = add i32 %a.i.i, 1
;   %a.i.i.1 = add i32 %a.i.1.i, 2
;   %a.i.1.i.1 = add i32 %a.i.i.1, 1
;   %big = icmp ugt i32 %tid, 1000
;   br i1 %big, label %never, label %ok
;
; never:
;   %a.i.7 = add i32 %a.i.1.i.1, 1
;   store i32 %a.i.7, ptr addrspace(1) %out, align 4
;   unreachable
;
; ok:
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %a.i.1.i.1, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
