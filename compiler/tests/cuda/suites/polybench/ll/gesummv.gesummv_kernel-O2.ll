; ModuleID = 'gesummv.gesummv_kernel.cu'
source_filename = "gesummv.gesummv_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gesummv_kerneliffPfS_S_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, 40
  br i1 %14, label %15, label %45

15:                                               ; preds = %8
  %16 = mul nsw i32 %13, 40
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds float, ptr %5, i64 %17
  %19 = getelementptr inbounds float, ptr %7, i64 %17
  br label %20

20:                                               ; preds = %15, %20
  %21 = phi i32 [ 0, %15 ], [ %38, %20 ]
  %22 = add nsw i32 %21, %16
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = zext nneg i32 %21 to i64
  %27 = getelementptr inbounds float, ptr %6, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fmul contract float %25, %28
  %30 = load float, ptr %18, align 4, !tbaa !5
  %31 = fadd contract float %30, %29
  store float %31, ptr %18, align 4, !tbaa !5
  %32 = getelementptr inbounds float, ptr %4, i64 %23
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = load float, ptr %27, align 4, !tbaa !5
  %35 = fmul contract float %33, %34
  %36 = load float, ptr %19, align 4, !tbaa !5
  %37 = fadd contract float %36, %35
  store float %37, ptr %19, align 4, !tbaa !5
  %38 = add nuw nsw i32 %21, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %20, !llvm.loop !9

40:                                               ; preds = %20
  %41 = load float, ptr %18, align 4, !tbaa !5
  %42 = fmul contract float %41, %1
  %43 = fmul contract float %37, %2
  %44 = fadd contract float %42, %43
  store float %44, ptr %19, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14gesummv_kerneliffPfS_S_S_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
