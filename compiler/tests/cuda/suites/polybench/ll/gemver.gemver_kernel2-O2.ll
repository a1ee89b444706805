; ModuleID = 'gemver.gemver_kernel2.cu'
source_filename = "gemver.gemver_kernel2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel2iffPfS_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %50

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %4, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i32 [ 0, %14 ], [ %44, %18 ]
  %20 = phi float [ %17, %14 ], [ %43, %18 ]
  %21 = mul nuw nsw i32 %19, 24
  %22 = add nsw i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %25, %2
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds float, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %20, %30
  store float %31, ptr %16, align 4, !tbaa !5
  %32 = or disjoint i32 %19, 1
  %33 = mul nuw nsw i32 %32, 24
  %34 = add nsw i32 %33, %12
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %37, %2
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul contract float %38, %41
  %43 = fadd contract float %31, %42
  store float %43, ptr %16, align 4, !tbaa !5
  %44 = add nuw nsw i32 %19, 2
  %45 = icmp eq i32 %44, 24
  br i1 %45, label %46, label %18, !llvm.loop !9

46:                                               ; preds = %18
  %47 = getelementptr inbounds float, ptr %6, i64 %15
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fadd contract float %48, %43
  store float %49, ptr %16, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %46, %7
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

!0 = !{ptr @_Z14gemver_kernel2iffPfS_S_S_, !"kernel", i32 1}
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
