; inline, model=llvm: what a `switch` on an unknown value costs (LLVM's InlineCost): with at
; most 3 cases, 2 instructions per case (one fewer case when the default block is
; `unreachable`); with more, a balanced tree's (3n/2 - 1) * 2. @two (2 cases) and @five (5
; cases) differ by the formula, @two_unreachable by the default. The remarks' `cost` values
; show each. The third call of @five passes a constant: the switch goes to its case (3, to
; %b, the costlier), the other successors are dead and not counted.
; test: opt inline<model=llvm>
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @two(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b ]
a:
  ret i32 10
b:
  ret i32 11
d:
  ret i32 12
}

define internal i32 @two_unreachable(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b ]
a:
  ret i32 20
b:
  ret i32 21
d:
  unreachable
}

define internal i32 @five(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %a
                            i32 2, label %b
                            i32 3, label %b
                            i32 4, label %a ]
a:
  ret i32 30
b:
  %m = mul i32 %y, 7
  %m2 = mul i32 %m, %y
  ret i32 %m2
d:
  ret i32 32
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r1 = call i32 @two(i32 %tid)
  %t = and i32 %tid, 1
  %r2 = call i32 @two_unreachable(i32 %t)
  %r3 = call i32 @five(i32 %tid, i32 %tid)
  %r4 = call i32 @five(i32 3, i32 %tid)
  %s = add i32 %r1, %r2
  %s1 = add i32 %s, %r3
  %s2 = add i32 %s1, %r4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @k: inlined (cost) callee=@two cost=-15000 threshold=2475 static-bonus=15000 growth=4
; remark: inline: @two: deleted (dead) insts=4
; remark: inline: @k: inlined (cost) callee=@two_unreachable cost=-15015 threshold=2475 static-bonus=15000 growth=4
; remark: inline: @two_unreachable: deleted (dead) insts=4
; remark: inline: @k: inlined (cost) callee=@five cost=45 threshold=2475 growth=6
; remark: inline: @k: inlined (cost) callee=@five cost=-15030 threshold=3712 static-bonus=15000 growth=6
; remark: inline: @five: deleted (dead) insts=6
; remark: inline: summary (llvm) call-sites=4 inlined=4 deleted=3 insts-before=26 insts-after=32
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   switch i32 %tid, label %d.i [
;     i32 0, label %a.i
;     i32 1, label %b.i
;   ]
;
; a.i:
;   br label %two.exit
;
; b.i:
;   br label %two.exit
;
; d.i:
;   br label %two.exit
;
; two.exit:
;   %r1 = phi i32 [ 10, %a.i ], [ 11, %b.i ], [ 12, %d.i ]
;   %t = and i32 %tid, 1
;   switch i32 %t, label %d.i.1 [
;     i32 0, label %a.i.1
;     i32 1, label %b.i.1
;   ]
;
; a.i.1:
;   br label %two_unreachable.exit
;
; b.i.1:
;   br label %two_unreachable.exit
;
; d.i.1:
;   unreachable
;
; two_unreachable.exit:
;   %r2 = phi i32 [ 20, %a.i.1 ], [ 21, %b.i.1 ]
;   switch i32 %tid, label %d.i.2 [
;     i32 0, label %a.i.2
;     i32 1, label %a.i.2
;     i32 2, label %b.i.2
;     i32 3, label %b.i.2
;     i32 4, label %a.i.2
;   ]
;
; a.i.2:
;   br label %five.exit
;
; b.i.2:
;   %m.i = mul i32 %tid, 7
;   %m2.i = mul i32 %m.i, %tid
;   br label %five.exit
;
; d.i.2:
;   br label %five.exit
;
; five.exit:
;   %r3 = phi i32 [ 30, %a.i.2 ], [ %m2.i, %b.i.2 ], [ 32, %d.i.2 ]
;   switch i32 3, label %d.i.3 [
;     i32 0, label %a.i.3
;     i32 1, label %a.i.3
;     i32 2, label %b.i.3
;     i32 3, label %b.i.3
;     i32 4, label %a.i.3
;   ]
;
; a.i.3:
;   br label %five.exit.1
;
; b.i.3:
;   %m.i.1 = mul i32 %tid, 7
;   %m2.i.1 = mul i32 %m.i.1, %tid
;   br label %five.exit.1
;
; d.i.3:
;   br label %five.exit.1
;
; five.exit.1:
;   %r4 = phi i32 [ 30, %a.i.3 ], [ %m2.i.1, %b.i.3 ], [ 32, %d.i.3 ]
;   %s = add i32 %r1, %r2
;   %s1 = add i32 %s, %r3
;   %s2 = add i32 %s1, %r4
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %s2, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
