; ModuleID = 'mvt.cu'
source_filename = "mvt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mvt_kernel1iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 40
  br i1 %10, label %11, label %40

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 40
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !6
  br label %16

16:                                               ; preds = %16, %11
  %17 = phi i32 [ 0, %11 ], [ %38, %16 ]
  %18 = phi float [ %15, %11 ], [ %37, %16 ]
  %19 = add nsw i32 %17, %12
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = zext nneg i32 %17 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !6
  %26 = fmul contract float %22, %25
  %27 = fadd contract float %18, %26
  store float %27, ptr %14, align 4, !tbaa !6
  %28 = or disjoint i32 %17, 1
  %29 = add nsw i32 %28, %12
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = zext nneg i32 %28 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !6
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %27, %36
  store float %37, ptr %14, align 4, !tbaa !6
  %38 = add nuw nsw i32 %17, 2
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %16, !llvm.loop !10

40:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mvt_kernel2iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 40
  br i1 %10, label %11, label %41

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ 0, %11 ], [ %39, %15 ]
  %17 = phi float [ %14, %11 ], [ %38, %15 ]
  %18 = mul nuw nsw i32 %16, 40
  %19 = add nsw i32 %18, %9
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = zext nneg i32 %16 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !6
  %26 = fmul contract float %22, %25
  %27 = fadd contract float %17, %26
  store float %27, ptr %13, align 4, !tbaa !6
  %28 = or disjoint i32 %16, 1
  %29 = mul nuw nsw i32 %28, 40
  %30 = add nsw i32 %29, %9
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !6
  %34 = zext nneg i32 %28 to i64
  %35 = getelementptr inbounds float, ptr %3, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = fmul contract float %33, %36
  %38 = fadd contract float %27, %37
  store float %38, ptr %13, align 4, !tbaa !6
  %39 = add nuw nsw i32 %16, 2
  %40 = icmp eq i32 %39, 40
  br i1 %40, label %41, label %15, !llvm.loop !12

41:                                               ; preds = %15, %4
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z11mvt_kernel1iPfS_S_, !"kernel", i32 1}
!1 = !{ptr @_Z11mvt_kernel2iPfS_S_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
