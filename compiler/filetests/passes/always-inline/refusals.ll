; always-inline: a noinline call site, a call through a function type that is not the
; callee's, and an indirect call are left alone; a call inside an inlined body keeps pointing
; at its function (@leaf, which is not alwaysinline, is still called); tail markers follow
; LLVM (a `tail` call in the callee under a plain call loses `tail`; `notail` stays); a callee
; that never returns leaves its result poison and the code after it unreachable.
; test: opt always-inline
; launch: @k grid=1 block=2 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal constant [1 x ptr] [ptr @twice], align 8

define internal i32 @leaf(i32 %x) {
  %y = add i32 %x, 5
  ret i32 %y
}

define internal i32 @twice(i32 %x) alwaysinline {
  %a = tail call i32 @leaf(i32 %x)
  %b = notail call i32 @leaf(i32 %a)
  ret i32 %b
}

define internal i32 @stop(i32 %x) alwaysinline {
  call void @llvm.trap()
  unreachable
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @twice(i32 %tid)
  %b = call i32 @twice(i32 %a) #0
  %f = load ptr, ptr addrspace(4) addrspacecast (ptr @table to ptr addrspace(4)), align 8
  %c = call i32 %f(i32 %b)
  %never = icmp eq i32 %tid, 100
  br i1 %never, label %dead, label %ok

dead:
  %d = call i32 @stop(i32 %c)
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %ok

ok:
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %c, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()

attributes #0 = { noinline }

; ==== expected output ====
; pipeline: always-inline
; remark: always-inline: @k: inlined (always-inline) callee=@twice growth=1
; remark: always-inline: @k: not-inlined (noinline-call-site) callee=@twice
; remark: always-inline: @k: inlined (always-inline) callee=@stop growth=1
; remark: always-inline: @stop: deleted (dead) insts=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @table = internal constant [1 x ptr] [ptr @twice], align 8
;
; define internal i32 @leaf(i32 %x) {
;   %y = add i32 %x, 5
;   ret i32 %y
; }
;
; define internal i32 @twice(i32 %x) #0 {
;   %a = tail call i32 @leaf(i32 %x)
;   %b = notail call i32 @leaf(i32 %a)
;   ret i32 %b
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = call i32 @leaf(i32 %tid)
;   %b.i = notail call i32 @leaf(i32 %a.i)
;   %b = call i32 @twice(i32 %b.i) #3
;   %f = load ptr, ptr addrspace(4) addrspacecast (ptr @table to ptr addrspace(4)), align 8
;   %c = call i32 %f(i32 %b)
;   %never = icmp eq i32 %tid, 100
;   br i1 %never, label %dead, label %ok
;
; dead:
;   call void @llvm.trap()
;   unreachable
;
; stop.exit:
;   store i32 poison, ptr addrspace(1) %out, align 4
;   br label %ok
;
; ok:
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %c, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
;
; declare void @llvm.trap() #2
;
; attributes #0 = { alwaysinline }
; attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
; attributes #3 = { noinline }
