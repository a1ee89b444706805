; inline, model=llvm: a constant argument decides the callee's first branch; the blocks then
; reached from nowhere else are dead, transitively (LLVM's findDeadBlocks): %slow and the
; %slow2 it alone leads to are not counted, while %join, reached from the live side too, is.
; The `cost` value shows it (the same callee with an unknown argument, @k's second call,
; counts them all).
; test: opt inline<model=llvm>
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @pick(i1 %c, i32 %x) {
entry:
  br i1 %c, label %fast, label %slow

fast:
  %f = add i32 %x, 1
  br label %join

slow:
  %s1 = mul i32 %x, 3
  %s2 = mul i32 %s1, 5
  br label %slow2

slow2:
  %s3 = mul i32 %s2, 7
  %s4 = mul i32 %s3, 11
  br label %join

join:
  %r = phi i32 [ %f, %fast ], [ %s4, %slow2 ]
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @pick(i1 true, i32 %tid)
  %odd = icmp ne i32 %tid, 0
  %b = call i32 @pick(i1 %odd, i32 %tid)
  %s = add i32 %a, %b
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @k: inlined (cost) callee=@pick cost=-35 threshold=3712 growth=9
; remark: inline: @k: inlined (cost) callee=@pick cost=-10 threshold=2475 growth=9
; remark: inline: summary (llvm) call-sites=2 inlined=2 deleted=0 insts-before=19 insts-after=37
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @pick(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %fast, label %slow
;
; fast:
;   %f = add i32 %x, 1
;   br label %join
;
; slow:
;   %s1 = mul i32 %x, 3
;   %s2 = mul i32 %s1, 5
;   br label %slow2
;
; slow2:
;   %s3 = mul i32 %s2, 7
;   %s4 = mul i32 %s3, 11
;   br label %join
;
; join:
;   %r = phi i32 [ %f, %fast ], [ %s4, %slow2 ]
;   ret i32 %r
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   br i1 true, label %fast.i, label %slow.i
;
; fast.i:
;   %f.i = add i32 %tid, 1
;   br label %join.i
;
; slow.i:
;   %s1.i = mul i32 %tid, 3
;   %s2.i = mul i32 %s1.i, 5
;   br label %slow2.i
;
; slow2.i:
;   %s3.i = mul i32 %s2.i, 7
;   %s4.i = mul i32 %s3.i, 11
;   br label %join.i
;
; join.i:
;   %r.i = phi i32 [ %f.i, %fast.i ], [ %s4.i, %slow2.i ]
;   %odd = icmp ne i32 %tid, 0
;   br i1 %odd, label %fast.i.1, label %slow.i.1
;
; fast.i.1:
;   %f.i.1 = add i32 %tid, 1
;   br label %join.i.1
;
; slow.i.1:
;   %s1.i.1 = mul i32 %tid, 3
;   %s2.i.1 = mul i32 %s1.i.1, 5
;   br label %slow2.i.1
;
; slow2.i.1:
;   %s3.i.1 = mul i32 %s2.i.1, 7
;   %s4.i.1 = mul i32 %s3.i.1, 11
;   br label %join.i.1
;
; join.i.1:
;   %r.i.1 = phi i32 [ %f.i.1, %fast.i.1 ], [ %s4.i.1, %slow2.i.1 ]
;   %s = add i32 %r.i, %r.i.1
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %s, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
