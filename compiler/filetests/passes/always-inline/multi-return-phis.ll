; always-inline: a callee with two returns is merged through a phi named as the call was; the
; phi of the callee's loop is cloned with its blocks renamed `.i`; the callee's parameter and
; return attributes (noundef, range, nonnull) and the call's own are dropped; the code after
; the call moves to `@clamp.exit`, and the caller's phi that named the call's block now names
; the exit block. @clamp is then dead and deleted.
; test: opt always-inline
; launch: @k grid=1 block=8 (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal noundef range(i32 0, 100) i32 @clamp(i32 noundef %x, ptr nonnull %p) alwaysinline {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %zero, label %loop

zero:
  ret i32 0

loop:
  %i = phi i32 [ %x, %entry ], [ %next, %loop ]
  %next = sub i32 %i, 7
  %big = icmp sgt i32 %next, 99
  br i1 %big, label %loop, label %done

done:
  store i32 %next, ptr %p, align 4
  ret i32 %next
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %tid, 61
  %x2 = sub i32 %x, 100
  %slot = alloca i32, align 4
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join

even:
  %r = call noundef i32 @clamp(i32 noundef %x2, ptr nonnull %slot)
  br label %join

join:
  %v = phi i32 [ %r, %even ], [ -1, %entry ]
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: always-inline
; remark: always-inline: @k: inlined (always-inline) callee=@clamp growth=9
; remark: always-inline: @clamp: deleted (dead) insts=9
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = mul i32 %tid, 61
;   %x2 = sub i32 %x, 100
;   %slot = alloca i32, align 4
;   %odd = and i32 %tid, 1
;   %c = icmp eq i32 %odd, 0
;   br i1 %c, label %even, label %join
;
; even:
;   %neg.i = icmp slt i32 %x2, 0
;   br i1 %neg.i, label %zero.i, label %loop.i
;
; zero.i:
;   br label %clamp.exit
;
; loop.i:
;   %i.i = phi i32 [ %x2, %even ], [ %next.i, %loop.i ]
;   %next.i = sub i32 %i.i, 7
;   %big.i = icmp sgt i32 %next.i, 99
;   br i1 %big.i, label %loop.i, label %done.i
;
; done.i:
;   store i32 %next.i, ptr %slot, align 4
;   br label %clamp.exit
;
; clamp.exit:
;   %r = phi i32 [ 0, %zero.i ], [ %next.i, %done.i ]
;   br label %join
;
; join:
;   %v = phi i32 [ %r, %clamp.exit ], [ -1, %entry ]
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %v, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
