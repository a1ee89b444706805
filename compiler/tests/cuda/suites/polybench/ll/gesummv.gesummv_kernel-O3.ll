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
  br i1 %14, label %15, label %62

15:                                               ; preds = %8
  %16 = mul nsw i32 %13, 40
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds float, ptr %5, i64 %17
  %19 = getelementptr inbounds float, ptr %7, i64 %17
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi i32 [ 0, %15 ], [ %55, %20 ]
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
  %38 = or disjoint i32 %21, 1
  %39 = add nsw i32 %38, %16
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = zext nneg i32 %38 to i64
  %44 = getelementptr inbounds float, ptr %6, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %42, %45
  %47 = load float, ptr %18, align 4, !tbaa !5
  %48 = fadd contract float %47, %46
  store float %48, ptr %18, align 4, !tbaa !5
  %49 = getelementptr inbounds float, ptr %4, i64 %40
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = load float, ptr %44, align 4, !tbaa !5
  %52 = fmul contract float %50, %51
  %53 = load float, ptr %19, align 4, !tbaa !5
  %54 = fadd contract float %53, %52
  store float %54, ptr %19, align 4, !tbaa !5
  %55 = add nuw nsw i32 %21, 2
  %56 = icmp eq i32 %55, 40
  br i1 %56, label %57, label %20, !llvm.loop !9

57:                                               ; preds = %20
  %58 = load float, ptr %18, align 4, !tbaa !5
  %59 = fmul contract float %58, %1
  %60 = fmul contract float %54, %2
  %61 = fadd contract float %59, %60
  store float %61, ptr %19, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %57, %8
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
