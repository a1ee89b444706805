; inline, both models: what is never inlined, whatever the cost or budget. An indirect call
; and a call to a declaration are left alone (remarked); a noinline callee, a noinline call
; site, an optnone caller, a weak (interposable) callee, calls inside a recursive component
; (@even <-> @odd), and a callee that calls itself (@fact, anywhere: as in LLVM) are refused. A
; call from outside into a recursive component is inlined once, and so is each call that
; brings in, until one would inline a function already inlined along the chain (LLVM's inline
; history). An alwaysinline callee is inlined without weighing. nv-inline-all inlines every
; call that is not refused. @frozen is internal but called: the call graph visits it.
; test: opt inline<model=llvm>
; test: opt inline<model=nvidia;nv-inline-all=true>
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fp = internal constant ptr @helper, align 8

declare i32 @external(i32)

define internal i32 @helper(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define internal i32 @stubborn(i32 %x) noinline {
  %a = add i32 %x, 2
  ret i32 %a
}

define weak i32 @replaceable(i32 %x) {
  %a = add i32 %x, 3
  ret i32 %a
}

define internal i32 @forced(i32 %x) alwaysinline {
  %a = add i32 %x, 4
  ret i32 %a
}

define internal i32 @even(i32 %n) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %yes, label %more

yes:
  ret i32 1

more:
  %m = sub i32 %n, 1
  %r = call i32 @odd(i32 %m)
  ret i32 %r
}

define internal i32 @odd(i32 %n) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %no, label %more

no:
  ret i32 0

more:
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}

define internal i32 @fact(i32 %n) {
entry:
  %z = icmp sle i32 %n, 1
  br i1 %z, label %one, label %more

one:
  ret i32 1

more:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %r, %n
  ret i32 %p
}

define internal i32 @frozen(i32 %x) noinline optnone {
  %a = call i32 @helper(i32 %x)
  ret i32 %a
}

define internal i32 @narrow(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = load ptr, ptr addrspace(4) addrspacecast (ptr @fp to ptr addrspace(4)), align 8
  %a = call i32 %f(i32 %tid)
  %b = call i32 @stubborn(i32 %a)
  %c = call i32 @helper(i32 %b) #0
  %d = call i32 @replaceable(i32 %c)
  %e = call i32 @forced(i32 %d)
  %g = call i32 @even(i32 %e)
  %h = call i32 @fact(i32 %tid)
  %i = call i32 @frozen(i32 %h)
  %w = zext i32 %i to i64
  %j = call i32 @narrow(i64 %w)
  %s = add i32 %g, %j
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s, ptr addrspace(1) %q, align 4
  %skip = icmp eq i32 %tid, 99
  br i1 %skip, label %ext, label %done

ext:
  %x = call i32 @external(i32 %s)
  store i32 %x, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @odd: not-inlined (recursive) callee=@even
; remark: inline: @even: not-inlined (recursive) callee=@odd
; remark: inline: @fact: not-inlined (recursive) callee=@fact
; remark: inline: @frozen: not-inlined (optnone-caller) callee=@helper
; remark: inline: @k: not-inlined (indirect)
; remark: inline: @k: not-inlined (noinline) callee=@stubborn
; remark: inline: @k: not-inlined (noinline-call-site) callee=@helper
; remark: inline: @k: not-inlined (interposable) callee=@replaceable
; remark: inline: @k: inlined (always-inline) callee=@forced growth=0
; remark: inline: @forced: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@even cost=20 threshold=2475 growth=6
; remark: inline: @k: not-inlined (recursive) callee=@fact
; remark: inline: @k: not-inlined (noinline) callee=@frozen
; remark: inline: @k: inlined (cost) callee=@narrow cost=-15035 threshold=3712 static-bonus=15000 growth=0
; remark: inline: @narrow: deleted (dead) insts=2
; remark: inline: @k: not-inlined (declaration) callee=@external
; remark: inline: @k: inlined (cost) callee=@odd cost=20 threshold=2475 growth=6
; remark: inline: @k: not-inlined (recursive) callee=@even
; remark: inline: summary (llvm) call-sites=16 inlined=4 deleted=2 insts-before=53 insts-after=61
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @fp = internal constant ptr @helper, align 8
;
; declare i32 @external(i32)
;
; define internal i32 @helper(i32 %x) {
;   %a = add i32 %x, 1
;   ret i32 %a
; }
;
; define internal i32 @stubborn(i32 %x) #0 {
;   %a = add i32 %x, 2
;   ret i32 %a
; }
;
; define weak i32 @replaceable(i32 %x) {
;   %a = add i32 %x, 3
;   ret i32 %a
; }
;
; define internal i32 @even(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 0
;   br i1 %z, label %yes, label %more
;
; yes:
;   ret i32 1
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @odd(i32 %m)
;   ret i32 %r
; }
;
; define internal i32 @odd(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 0
;   br i1 %z, label %no, label %more
;
; no:
;   ret i32 0
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @even(i32 %m)
;   ret i32 %r
; }
;
; define internal i32 @fact(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 1
;   br i1 %z, label %one, label %more
;
; one:
;   ret i32 1
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @fact(i32 %m)
;   %p = mul i32 %r, %n
;   ret i32 %p
; }
;
; define internal i32 @frozen(i32 %x) #1 {
;   %a = call i32 @helper(i32 %x)
;   ret i32 %a
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %f = load ptr, ptr addrspace(4) addrspacecast (ptr @fp to ptr addrspace(4)), align 8
;   %a = call i32 %f(i32 %tid)
;   %b = call i32 @stubborn(i32 %a)
;   %c = call i32 @helper(i32 %b) #0
;   %d = call i32 @replaceable(i32 %c)
;   %a.i = add i32 %d, 4
;   %z.i = icmp sle i32 %a.i, 0
;   br i1 %z.i, label %yes.i, label %more.i
;
; yes.i:
;   br label %even.exit
;
; more.i:
;   %m.i = sub i32 %a.i, 1
;   %z.i.1 = icmp sle i32 %m.i, 0
;   br i1 %z.i.1, label %no.i, label %more.i.1
;
; no.i:
;   br label %odd.exit
;
; more.i.1:
;   %m.i.1 = sub i32 %m.i, 1
;   %r.i.1 = call i32 @even(i32 %m.i.1)
;   br label %odd.exit
;
; odd.exit:
;   %r.i = phi i32 [ 0, %no.i ], [ %r.i.1, %more.i.1 ]
;   br label %even.exit
;
; even.exit:
;   %g = phi i32 [ 1, %yes.i ], [ %r.i, %odd.exit ]
;   %h = call i32 @fact(i32 %tid)
;   %i = call i32 @frozen(i32 %h)
;   %w = zext i32 %i to i64
;   %t.i = trunc i64 %w to i32
;   %s = add i32 %g, %t.i
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %s, ptr addrspace(1) %q, align 4
;   %skip = icmp eq i32 %tid, 99
;   br i1 %skip, label %ext, label %done
;
; ext:
;   %x = call i32 @external(i32 %s)
;   store i32 %x, ptr addrspace(1) %out, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
;
; attributes #0 = { noinline }
; attributes #1 = { noinline optnone }
; attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;nv-inline-all=true>
; remark: inline: @odd: not-inlined (recursive) callee=@even
; remark: inline: @even: not-inlined (recursive) callee=@odd
; remark: inline: @fact: not-inlined (recursive) callee=@fact
; remark: inline: @frozen: not-inlined (optnone-caller) callee=@helper
; remark: inline: @k: not-inlined (indirect)
; remark: inline: @k: not-inlined (noinline) callee=@stubborn
; remark: inline: @k: not-inlined (noinline-call-site) callee=@helper
; remark: inline: @k: not-inlined (interposable) callee=@replaceable
; remark: inline: @k: inlined (always-inline) callee=@forced growth=0
; remark: inline: @forced: deleted (dead) insts=2
; remark: inline: @k: inlined (nv-inline-all) callee=@even growth=6
; remark: inline: @k: not-inlined (recursive) callee=@fact
; remark: inline: @k: not-inlined (noinline) callee=@frozen
; remark: inline: @k: inlined (nv-inline-all) callee=@narrow growth=0
; remark: inline: @narrow: deleted (dead) insts=2
; remark: inline: @k: not-inlined (declaration) callee=@external
; remark: inline: @k: inlined (nv-inline-all) callee=@odd growth=6
; remark: inline: @k: not-inlined (recursive) callee=@even
; remark: inline: summary (nvidia) call-sites=16 inlined=4 deleted=2 insts-before=53 insts-after=61
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @fp = internal constant ptr @helper, align 8
;
; declare i32 @external(i32)
;
; define internal i32 @helper(i32 %x) {
;   %a = add i32 %x, 1
;   ret i32 %a
; }
;
; define internal i32 @stubborn(i32 %x) #0 {
;   %a = add i32 %x, 2
;   ret i32 %a
; }
;
; define weak i32 @replaceable(i32 %x) {
;   %a = add i32 %x, 3
;   ret i32 %a
; }
;
; define internal i32 @even(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 0
;   br i1 %z, label %yes, label %more
;
; yes:
;   ret i32 1
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @odd(i32 %m)
;   ret i32 %r
; }
;
; define internal i32 @odd(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 0
;   br i1 %z, label %no, label %more
;
; no:
;   ret i32 0
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @even(i32 %m)
;   ret i32 %r
; }
;
; define internal i32 @fact(i32 %n) {
; entry:
;   %z = icmp sle i32 %n, 1
;   br i1 %z, label %one, label %more
;
; one:
;   ret i32 1
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @fact(i32 %m)
;   %p = mul i32 %r, %n
;   ret i32 %p
; }
;
; define internal i32 @frozen(i32 %x) #1 {
;   %a = call i32 @helper(i32 %x)
;   ret i32 %a
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %f = load ptr, ptr addrspace(4) addrspacecast (ptr @fp to ptr addrspace(4)), align 8
;   %a = call i32 %f(i32 %tid)
;   %b = call i32 @stubborn(i32 %a)
;   %c = call i32 @helper(i32 %b) #0
;   %d = call i32 @replaceable(i32 %c)
;   %a.i = add i32 %d, 4
;   %z.i = icmp sle i32 %a.i, 0
;   br i1 %z.i, label %yes.i, label %more.i
;
; yes.i:
;   br label %even.exit
;
; more.i:
;   %m.i = sub i32 %a.i, 1
;   %z.i.1 = icmp sle i32 %m.i, 0
;   br i1 %z.i.1, label %no.i, label %more.i.1
;
; no.i:
;   br label %odd.exit
;
; more.i.1:
;   %m.i.1 = sub i32 %m.i, 1
;   %r.i.1 = call i32 @even(i32 %m.i.1)
;   br label %odd.exit
;
; odd.exit:
;   %r.i = phi i32 [ 0, %no.i ], [ %r.i.1, %more.i.1 ]
;   br label %even.exit
;
; even.exit:
;   %g = phi i32 [ 1, %yes.i ], [ %r.i, %odd.exit ]
;   %h = call i32 @fact(i32 %tid)
;   %i = call i32 @frozen(i32 %h)
;   %w = zext i32 %i to i64
;   %t.i = trunc i64 %w to i32
;   %s = add i32 %g, %t.i
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %s, ptr addrspace(1) %q, align 4
;   %skip = icmp eq i32 %tid, 99
;   br i1 %skip, label %ext, label %done
;
; ext:
;   %x = call i32 @external(i32 %s)
;   store i32 %x, ptr addrspace(1) %out, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
;
; attributes #0 = { noinline }
; attributes #1 = { noinline optnone }
; attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
