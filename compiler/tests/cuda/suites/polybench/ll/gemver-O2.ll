; ModuleID = 'gemver.cu'
source_filename = "gemver.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel1iffPfS_S_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp ult i32 %18, 24
  %20 = icmp slt i32 %13, 24
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %42

22:                                               ; preds = %8
  %23 = zext nneg i32 %18 to i64
  %24 = getelementptr inbounds float, ptr %6, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = sext i32 %13 to i64
  %27 = getelementptr inbounds float, ptr %4, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = fmul contract float %25, %28
  %30 = getelementptr inbounds float, ptr %7, i64 %23
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = getelementptr inbounds float, ptr %5, i64 %26
  %33 = load float, ptr %32, align 4, !tbaa !7
  %34 = fmul contract float %31, %33
  %35 = fadd contract float %29, %34
  %36 = mul nuw nsw i32 %18, 24
  %37 = add nsw i32 %36, %13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %3, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !7
  %41 = fadd contract float %40, %35
  store float %41, ptr %39, align 4, !tbaa !7
  br label %42

42:                                               ; preds = %22, %8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel2iffPfS_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6) local_unnamed_addr #1 {
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
  %17 = load float, ptr %16, align 4, !tbaa !7
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i32 [ 0, %14 ], [ %44, %18 ]
  %20 = phi float [ %17, %14 ], [ %43, %18 ]
  %21 = mul nuw nsw i32 %19, 24
  %22 = add nsw i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = fmul contract float %25, %2
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds float, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !7
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %20, %30
  store float %31, ptr %16, align 4, !tbaa !7
  %32 = or disjoint i32 %19, 1
  %33 = mul nuw nsw i32 %32, 24
  %34 = add nsw i32 %33, %12
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !7
  %38 = fmul contract float %37, %2
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !7
  %42 = fmul contract float %38, %41
  %43 = fadd contract float %31, %42
  store float %43, ptr %16, align 4, !tbaa !7
  %44 = add nuw nsw i32 %19, 2
  %45 = icmp eq i32 %44, 24
  br i1 %45, label %46, label %18, !llvm.loop !11

46:                                               ; preds = %18
  %47 = getelementptr inbounds float, ptr %6, i64 %15
  %48 = load float, ptr %47, align 4, !tbaa !7
  %49 = fadd contract float %48, %43
  store float %49, ptr %16, align 4, !tbaa !7
  br label %50

50:                                               ; preds = %46, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel3iffPfS_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, 24
  br i1 %12, label %13, label %44

13:                                               ; preds = %6
  %14 = mul nuw nsw i32 %11, 24
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds float, ptr %5, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !7
  br label %18

18:                                               ; preds = %18, %13
  %19 = phi i32 [ 0, %13 ], [ %42, %18 ]
  %20 = phi float [ %17, %13 ], [ %41, %18 ]
  %21 = add nuw nsw i32 %19, %14
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %3, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !7
  %25 = fmul contract float %24, %1
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds float, ptr %4, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = fmul contract float %25, %28
  %30 = fadd contract float %20, %29
  store float %30, ptr %16, align 4, !tbaa !7
  %31 = or disjoint i32 %19, 1
  %32 = add nuw nsw i32 %31, %14
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !7
  %36 = fmul contract float %35, %1
  %37 = zext nneg i32 %31 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !7
  %40 = fmul contract float %36, %39
  %41 = fadd contract float %30, %40
  store float %41, ptr %16, align 4, !tbaa !7
  %42 = add nuw nsw i32 %19, 2
  %43 = icmp eq i32 %42, 24
  br i1 %43, label %44, label %18, !llvm.loop !13

44:                                               ; preds = %18, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z14gemver_kernel1iffPfS_S_S_S_, !"kernel", i32 1}
!1 = !{ptr @_Z14gemver_kernel2iffPfS_S_S_, !"kernel", i32 1}
!2 = !{ptr @_Z14gemver_kernel3iffPfS_S_, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
