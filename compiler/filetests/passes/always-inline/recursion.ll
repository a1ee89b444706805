; always-inline: recursive components are reported once (`cycle`), and calls inside one are
; not inlined. @outer calls into the cycle @ping <-> @pong from outside: @ping is inlined
; once, the call to @pong it brings in is inlined once, and the call to @ping that brings in
; is refused (it was already inlined along that chain), so inlining ends. @self calls itself.
; test: opt always-inline
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @ping(i32 %n) alwaysinline {
entry:
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec

base:
  ret i32 1

rec:
  %m = sub i32 %n, 1
  %r = call i32 @pong(i32 %m)
  %s = add i32 %r, 2
  ret i32 %s
}

define internal i32 @pong(i32 %n) alwaysinline {
entry:
  %r = call i32 @ping(i32 %n)
  %s = mul i32 %r, 3
  ret i32 %s
}

define internal i32 @self(i32 %n) alwaysinline {
entry:
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @self(i32 %m)
  %s = add i32 %r, %n
  ret i32 %s
}

define internal i32 @outer(i32 %n) {
entry:
  %a = call i32 @ping(i32 %n)
  %b = call i32 @self(i32 %n)
  %s = add i32 %a, %b
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @outer(i32 %tid)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: always-inline
; remark: always-inline: @ping: cycle (recursive) members=@ping,@pong
; remark: always-inline: @self: cycle (recursive) members=@self
; remark: always-inline: @pong: not-inlined (recursive) callee=@ping
; remark: always-inline: @ping: not-inlined (recursive) callee=@pong
; remark: always-inline: @self: not-inlined (recursive) callee=@self
; remark: always-inline: @outer: inlined (always-inline) callee=@ping growth=7
; remark: always-inline: @outer: inlined (always-inline) callee=@self growth=7
; remark: always-inline: @outer: inlined (always-inline) callee=@pong growth=1
; remark: always-inline: @outer: not-inlined (recursive) callee=@self
; remark: always-inline: @outer: not-inlined (recursive) callee=@ping
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @ping(i32 %n) #0 {
; entry:
;   %stop = icmp sle i32 %n, 0
;   br i1 %stop, label %base, label %rec
;
; base:
;   ret i32 1
;
; rec:
;   %m = sub i32 %n, 1
;   %r = call i32 @pong(i32 %m)
;   %s = add i32 %r, 2
;   ret i32 %s
; }
;
; define internal i32 @pong(i32 %n) #0 {
; entry:
;   %r = call i32 @ping(i32 %n)
;   %s = mul i32 %r, 3
;   ret i32 %s
; }
;
; define internal i32 @self(i32 %n) #0 {
; entry:
;   %stop = icmp sle i32 %n, 0
;   br i1 %stop, label %base, label %rec
;
; base:
;   ret i32 0
;
; rec:
;   %m = sub i32 %n, 1
;   %r = call i32 @self(i32 %m)
;   %s = add i32 %r, %n
;   ret i32 %s
; }
;
; define internal i32 @outer(i32 %n) {
; entry:
;   %stop.i = icmp sle i32 %n, 0
;   br i1 %stop.i, label %base.i, label %rec.i
;
; base.i:
;   br label %ping.exit
;
; rec.i:
;   %m.i = sub i32 %n, 1
;   %r.i.2 = call i32 @ping(i32 %m.i)
;   %s.i.2 = mul i32 %r.i.2, 3
;   %s.i = add i32 %s.i.2, 2
;   br label %ping.exit
;
; ping.exit:
;   %a = phi i32 [ 1, %base.i ], [ %s.i, %rec.i ]
;   %stop.i.1 = icmp sle i32 %n, 0
;   br i1 %stop.i.1, label %base.i.1, label %rec.i.1
;
; base.i.1:
;   br label %self.exit
;
; rec.i.1:
;   %m.i.1 = sub i32 %n, 1
;   %r.i.1 = call i32 @self(i32 %m.i.1)
;   %s.i.1 = add i32 %r.i.1, %n
;   br label %self.exit
;
; self.exit:
;   %b = phi i32 [ 0, %base.i.1 ], [ %s.i.1, %rec.i.1 ]
;   %s = add i32 %a, %b
;   ret i32 %s
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %v = call i32 @outer(i32 %tid)
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %v, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
;
; attributes #0 = { alwaysinline }
; attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
