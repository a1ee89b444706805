; instsimplify: constants fold through arithmetic, comparisons, casts and selects; `add nsw`
; overflowing folds to poison; identities (x+0, x*1, x^x, x&-1, x|x) take their operand;
; an addrspacecast pair that cancels goes (the copy propagation inlining leaves); an
; extractvalue of an insertvalue at the same place takes the inserted value; a phi of one
; value folds. Division by zero and a NaN-producing fdiv are left for the run.
; test: opt instsimplify
; launch: @k grid=1 block=4 (out=i32[16] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = add i32 20, 22
  %c2 = mul i32 %c1, 2
  %c3 = icmp sgt i32 %c2, 80
  %c4 = select i1 %c3, i32 %c2, i32 0
  %c5 = zext i32 %c4 to i64
  %c6 = trunc i64 %c5 to i32
  %ov = add nsw i32 2147483647, 1
  %i1 = add i32 %tid, 0
  %i2 = mul i32 %i1, 1
  %i3 = xor i32 %i2, %i2
  %i4 = and i32 %i2, -1
  %i5 = or i32 %i4, %i4
  %f = sitofp i32 %c6 to float
  %f2 = fadd float %f, 0.5
  %nan = fdiv float 0.0, 0.0
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %back = addrspacecast ptr %g to ptr addrspace(1)
  %agg = insertvalue { i32, i32 } poison, i32 %i5, 1
  %ext = extractvalue { i32, i32 } %agg, 1
  br label %next

next:
  %ph = phi i32 [ %ext, %entry ]
  %s = add i32 %ph, %c6
  %s2 = add i32 %s, %i3
  %fi = fptosi float %f2 to i32
  %s3 = add i32 %s2, %fi
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %back, i64 %idx
  store i32 %s3, ptr addrspace(1) %q, align 4
  %r = fcmp uno float %nan, %nan
  %rz = zext i1 %r to i32
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %back, i64 8
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %q4, i64 %idx
  store i32 %rz, ptr addrspace(1) %q5, align 4
  %unused = add i32 %tid, %ov
  %never = icmp eq i32 %tid, 1000
  br i1 %never, label %trap, label %done

trap:
  %div = udiv i32 %c6, 0
  store i32 %div, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: instsimplify
; remark: instsimplify: @k: folded insts=20
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %nan = fdiv float 0.000000e+00, 0.000000e+00
;   %g = addrspacecast ptr addrspace(1) %out to ptr
;   %agg = insertvalue { i32, i32 } poison, i32 %tid, 1
;   br label %next
;
; next:
;   %s = add i32 %tid, 84
;   %s3 = add i32 %s, 84
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %s3, ptr addrspace(1) %q, align 4
;   %r = fcmp uno float %nan, %nan
;   %rz = zext i1 %r to i32
;   %q4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
;   %q5 = getelementptr inbounds i32, ptr addrspace(1) %q4, i64 %idx
;   store i32 %rz, ptr addrspace(1) %q5, align 4
;   %never = icmp eq i32 %tid, 1000
;   br i1 %never, label %trap, label %done
;
; trap:
;   %div = udiv i32 84, 0
;   store i32 %div, ptr addrspace(1) %out, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
