; ModuleID = 'correlation.cu'
source_filename = "correlation.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mean_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %48

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  store float 0.000000e+00, ptr %13, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i32 [ 0, %11 ], [ %44, %14 ]
  %16 = phi float [ 0.000000e+00, %11 ], [ %43, %14 ]
  %17 = mul nuw nsw i32 %15, 24
  %18 = add nsw i32 %17, %9
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %3, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = fadd contract float %21, %16
  store float %22, ptr %13, align 4, !tbaa !8
  %23 = mul nuw i32 %15, 24
  %24 = or disjoint i32 %23, 24
  %25 = add nsw i32 %24, %9
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %3, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = fadd contract float %28, %22
  store float %29, ptr %13, align 4, !tbaa !8
  %30 = mul nuw i32 %15, 24
  %31 = add nuw i32 %30, 48
  %32 = add nsw i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fadd contract float %35, %29
  store float %36, ptr %13, align 4, !tbaa !8
  %37 = mul nuw i32 %15, 24
  %38 = add nuw i32 %37, 72
  %39 = add nsw i32 %38, %9
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fadd contract float %42, %36
  store float %43, ptr %13, align 4, !tbaa !8
  %44 = add nuw nsw i32 %15, 4
  %45 = icmp eq i32 %44, 20
  br i1 %45, label %46, label %14, !llvm.loop !12

46:                                               ; preds = %14
  %47 = fdiv contract float %43, 0x414885C200000000
  store float %47, ptr %13, align 4, !tbaa !8
  br label %48

48:                                               ; preds = %46, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10std_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %45

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !8
  %15 = getelementptr inbounds float, ptr %2, i64 %13
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi float [ 0.000000e+00, %12 ], [ %37, %16 ]
  %18 = phi i32 [ 0, %12 ], [ %38, %16 ]
  %19 = mul nuw nsw i32 %18, 24
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %4, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = load float, ptr %15, align 4, !tbaa !8
  %25 = fsub contract float %23, %24
  %26 = fmul contract float %25, %25
  %27 = fadd contract float %17, %26
  store float %27, ptr %14, align 4, !tbaa !8
  %28 = mul nuw i32 %18, 24
  %29 = add nuw i32 %28, 24
  %30 = add nsw i32 %29, %10
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = load float, ptr %15, align 4, !tbaa !8
  %35 = fsub contract float %33, %34
  %36 = fmul contract float %35, %35
  %37 = fadd contract float %27, %36
  store float %37, ptr %14, align 4, !tbaa !8
  %38 = add nuw nsw i32 %18, 2
  %39 = icmp eq i32 %38, 20
  br i1 %39, label %40, label %16, !llvm.loop !14

40:                                               ; preds = %16
  %41 = fdiv contract float %37, 0x414885C200000000
  %42 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %41)
  %43 = fcmp contract ugt float %42, 0x3F747AE140000000
  %44 = select i1 %43, float %42, float 1.000000e+00
  store float %44, ptr %14, align 4, !tbaa !8
  br label %45

45:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13reduce_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp ult i32 %15, 20
  %17 = icmp slt i32 %10, 24
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %34

19:                                               ; preds = %5
  %20 = sext i32 %10 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = mul nuw nsw i32 %15, 24
  %24 = add nsw i32 %23, %10
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = fsub contract float %27, %22
  store float %28, ptr %26, align 4, !tbaa !8
  %29 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float 0x414885C200000000)
  %30 = getelementptr inbounds float, ptr %3, i64 %20
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fmul contract float %29, %31
  %33 = fdiv contract float %28, %32
  store float %33, ptr %26, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %19, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11corr_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 23
  br i1 %10, label %11, label %56

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  %13 = mul i32 %9, 25
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float 1.000000e+00, ptr %15, align 4, !tbaa !8
  br label %16

16:                                               ; preds = %11, %50
  %17 = phi i32 [ %9, %11 ], [ %18, %50 ]
  %18 = add nsw i32 %17, 1
  %19 = add nsw i32 %18, %12
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %22, %16
  %23 = phi i32 [ 0, %16 ], [ %48, %22 ]
  %24 = phi float [ 0.000000e+00, %16 ], [ %47, %22 ]
  %25 = mul nuw nsw i32 %23, 24
  %26 = add nsw i32 %25, %9
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = add nsw i32 %25, %18
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = fmul contract float %29, %33
  %35 = fadd contract float %24, %34
  store float %35, ptr %21, align 4, !tbaa !8
  %36 = mul nuw i32 %23, 24
  %37 = add nuw i32 %36, 24
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %3, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = add nsw i32 %37, %18
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %35, %46
  store float %47, ptr %21, align 4, !tbaa !8
  %48 = add nuw nsw i32 %23, 2
  %49 = icmp eq i32 %48, 20
  br i1 %49, label %50, label %22, !llvm.loop !15

50:                                               ; preds = %22
  %51 = mul nsw i32 %18, 24
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  store float %47, ptr %54, align 4, !tbaa !8
  %55 = icmp eq i32 %18, 23
  br i1 %55, label %56, label %16, !llvm.loop !16

56:                                               ; preds = %50, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z11mean_kerneliiPfS_, !"kernel", i32 1}
!1 = !{ptr @_Z10std_kerneliiPfS_S_, !"kernel", i32 1}
!2 = !{ptr @_Z13reduce_kerneliiPfS_S_, !"kernel", i32 1}
!3 = !{ptr @_Z11corr_kerneliiPfS_, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
