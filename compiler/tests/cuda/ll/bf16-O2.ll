; ModuleID = 'bf16.cu'
source_filename = "bf16.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bf16_ops(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %38

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds bfloat, ptr %1, i64 %15
  %17 = load bfloat, ptr %16, align 2, !tbaa !5
  %18 = getelementptr inbounds bfloat, ptr %2, i64 %15
  %19 = load bfloat, ptr %18, align 2, !tbaa !5
  %20 = fadd bfloat %17, %19
  %21 = fmul bfloat %17, %19
  %22 = tail call noundef bfloat @llvm.fma.bf16(bfloat %20, bfloat %21, bfloat 0xR3E80)
  %23 = getelementptr inbounds bfloat, ptr %0, i64 %15
  store bfloat %22, ptr %23, align 2, !tbaa !5
  %24 = getelementptr inbounds <2 x bfloat>, ptr %4, i64 %15
  %25 = load <2 x bfloat>, ptr %24, align 4, !tbaa !9
  %26 = shufflevector <2 x bfloat> %25, <2 x bfloat> poison, <2 x i32> <i32 1, i32 0>
  %27 = fadd <2 x bfloat> %25, %26
  %28 = fmul <2 x bfloat> %25, %27
  %29 = getelementptr inbounds <2 x bfloat>, ptr %3, i64 %15
  store <2 x bfloat> %28, ptr %29, align 4, !tbaa !9
  %30 = fpext bfloat %20 to float
  %31 = fpext bfloat %21 to float
  %32 = fsub float %30, %31
  %33 = bitcast bfloat %17 to i16
  %34 = and i16 %33, 255
  %35 = uitofp nneg i16 %34 to float
  %36 = fadd float %32, %35
  %37 = getelementptr inbounds float, ptr %5, i64 %15
  store float %36, ptr %37, align 4, !tbaa !10
  br label %38

38:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @bf16_ops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"__bf16", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
