; ModuleID = 'adi.cu'
source_filename = "adi.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel1iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %78

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = add i32 %12, -1
  %14 = sext i32 %12 to i64
  %15 = shl nsw i64 %14, 2
  %16 = getelementptr i8, ptr %3, i64 %15
  %17 = add nsw i64 %15, 48
  %18 = getelementptr i8, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %2, i64 %15
  %20 = getelementptr i8, ptr %2, i64 %17
  %21 = icmp ult ptr %16, %20
  %22 = icmp ult ptr %19, %18
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %50

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %48, %24 ], [ 1, %11 ]
  %26 = add nsw i32 %25, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = add i32 %13, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !10
  %34 = getelementptr inbounds float, ptr %1, i64 %27
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = fmul contract float %33, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %31
  %38 = load float, ptr %37, align 4, !tbaa !10
  %39 = fdiv contract float %36, %38
  %40 = fsub contract float %29, %39
  store float %40, ptr %28, align 4, !tbaa !10
  %41 = getelementptr inbounds float, ptr %2, i64 %27
  %42 = load float, ptr %41, align 4, !tbaa !10
  %43 = load float, ptr %34, align 4, !tbaa !10
  %44 = fmul contract float %43, %43
  %45 = load float, ptr %37, align 4, !tbaa !10
  %46 = fdiv contract float %44, %45
  %47 = fsub contract float %42, %46
  store float %47, ptr %41, align 4, !tbaa !10
  %48 = add nuw nsw i32 %25, 1
  %49 = icmp eq i32 %48, 12
  br i1 %49, label %78, label %24, !llvm.loop !14

50:                                               ; preds = %11
  %51 = sext i32 %12 to i64
  %52 = shl nsw i64 %51, 2
  %53 = getelementptr i8, ptr %3, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = getelementptr i8, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4
  br label %57

57:                                               ; preds = %50, %57
  %58 = phi float [ %56, %50 ], [ %75, %57 ]
  %59 = phi float [ %54, %50 ], [ %69, %57 ]
  %60 = phi i32 [ 1, %50 ], [ %76, %57 ]
  %61 = add nsw i32 %60, %12
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %3, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !10
  %65 = getelementptr inbounds float, ptr %1, i64 %62
  %66 = load float, ptr %65, align 4, !tbaa !10
  %67 = fmul contract float %59, %66
  %68 = fdiv contract float %67, %58
  %69 = fsub contract float %64, %68
  store float %69, ptr %63, align 4, !tbaa !10
  %70 = getelementptr inbounds float, ptr %2, i64 %62
  %71 = load float, ptr %70, align 4, !tbaa !10
  %72 = load float, ptr %65, align 4, !tbaa !10
  %73 = fmul contract float %72, %72
  %74 = fdiv contract float %73, %58
  %75 = fsub contract float %71, %74
  store float %75, ptr %70, align 4, !tbaa !10
  %76 = add nuw nsw i32 %60, 1
  %77 = icmp eq i32 %76, 12
  br i1 %77, label %78, label %57, !llvm.loop !14

78:                                               ; preds = %57, %24, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel2iPfS_S_(i32 noundef %0, ptr nocapture noundef readnone %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = add nsw i32 %12, 11
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = getelementptr inbounds float, ptr %3, i64 %14
  %17 = load float, ptr %16, align 4, !tbaa !10
  %18 = load float, ptr %15, align 4, !tbaa !10
  %19 = fdiv contract float %17, %18
  store float %19, ptr %16, align 4, !tbaa !10
  br label %20

20:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel3iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %33

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  br label %13

13:                                               ; preds = %11, %13
  %14 = phi i32 [ 0, %11 ], [ %31, %13 ]
  %15 = sub i32 %12, %14
  %16 = add i32 %15, 10
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %3, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !10
  %20 = add i32 %15, 9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %3, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !10
  %24 = getelementptr inbounds float, ptr %1, i64 %21
  %25 = load float, ptr %24, align 4, !tbaa !10
  %26 = fmul contract float %23, %25
  %27 = fsub contract float %19, %26
  %28 = getelementptr inbounds float, ptr %2, i64 %21
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = fdiv contract float %27, %29
  store float %30, ptr %18, align 4, !tbaa !10
  %31 = add nuw nsw i32 %14, 1
  %32 = icmp eq i32 %31, 10
  br i1 %32, label %33, label %13, !llvm.loop !16

33:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel4iPfS_S_i(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %37

12:                                               ; preds = %5
  %13 = mul nsw i32 %4, 12
  %14 = add nsw i32 %13, %10
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %3, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !10
  %18 = add i32 %10, -12
  %19 = add i32 %18, %13
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %3, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !10
  %23 = getelementptr inbounds float, ptr %1, i64 %15
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = fmul contract float %22, %24
  %26 = getelementptr inbounds float, ptr %2, i64 %20
  %27 = load float, ptr %26, align 4, !tbaa !10
  %28 = fdiv contract float %25, %27
  %29 = fsub contract float %17, %28
  store float %29, ptr %16, align 4, !tbaa !10
  %30 = getelementptr inbounds float, ptr %2, i64 %15
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = load float, ptr %23, align 4, !tbaa !10
  %33 = fmul contract float %32, %32
  %34 = load float, ptr %26, align 4, !tbaa !10
  %35 = fdiv contract float %33, %34
  %36 = fsub contract float %31, %35
  store float %36, ptr %30, align 4, !tbaa !10
  br label %37

37:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel5iPfS_S_(i32 noundef %0, ptr nocapture noundef readnone %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = add nsw i32 %9, 132
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = getelementptr inbounds float, ptr %3, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !10
  %17 = load float, ptr %14, align 4, !tbaa !10
  %18 = fdiv contract float %16, %17
  store float %18, ptr %15, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel6iPfS_S_i(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %32

12:                                               ; preds = %5
  %13 = sub nsw i32 10, %4
  %14 = mul nsw i32 %13, 12
  %15 = add nsw i32 %14, %10
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %3, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  %19 = sub i32 9, %4
  %20 = mul nsw i32 %19, 12
  %21 = add nsw i32 %20, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %3, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds float, ptr %1, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fmul contract float %24, %26
  %28 = fsub contract float %18, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %16
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fdiv contract float %28, %30
  store float %31, ptr %17, align 4, !tbaa !10
  br label %32

32:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @_Z11adi_kernel1iPfS_S_, !"kernel", i32 1}
!1 = !{ptr @_Z11adi_kernel2iPfS_S_, !"kernel", i32 1}
!2 = !{ptr @_Z11adi_kernel3iPfS_S_, !"kernel", i32 1}
!3 = !{ptr @_Z11adi_kernel4iPfS_S_i, !"kernel", i32 1}
!4 = !{ptr @_Z11adi_kernel5iPfS_S_, !"kernel", i32 1}
!5 = !{ptr @_Z11adi_kernel6iPfS_S_i, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
