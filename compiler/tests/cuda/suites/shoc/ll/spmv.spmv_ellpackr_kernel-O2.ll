; ModuleID = 'spmv.spmv_ellpackr_kernel.cu'
source_filename = "spmv.spmv_ellpackr_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z20spmv_ellpackr_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ = comdat any

$_Z20spmv_ellpackr_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ = comdat any

@vecTexData = dso_local addrspace(1) externally_initialized global [12 x float] [float 5.000000e-01, float 1.000000e+00, float 1.500000e+00, float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00, float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00, float 6.000000e+00], align 4
@vecTexDataD = dso_local addrspace(1) externally_initialized global [12 x double] [double 5.000000e-01, double 1.000000e+00, double 1.500000e+00, double 2.000000e+00, double 2.500000e+00, double 3.000000e+00, double 3.500000e+00, double 4.000000e+00, double 4.500000e+00, double 5.000000e+00, double 5.500000e+00, double 6.000000e+00], align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z20spmv_ellpackr_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %75

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %40

17:                                               ; preds = %12
  %18 = and i32 %15, 1
  %19 = icmp eq i32 %15, 1
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = and i32 %15, 2147483646
  br label %43

22:                                               ; preds = %43, %17
  %23 = phi float [ poison, %17 ], [ %71, %43 ]
  %24 = phi float [ 0.000000e+00, %17 ], [ %71, %43 ]
  %25 = phi i32 [ 0, %17 ], [ %72, %43 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %40, label %27

27:                                               ; preds = %22
  %28 = mul nsw i32 %25, %3
  %29 = add nsw i32 %28, %10
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !10
  %33 = getelementptr inbounds i32, ptr %1, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !10
  %38 = fmul contract float %32, %37
  %39 = fadd contract float %24, %38
  br label %40

40:                                               ; preds = %27, %22, %12
  %41 = phi float [ 0.000000e+00, %12 ], [ %23, %22 ], [ %39, %27 ]
  %42 = getelementptr inbounds float, ptr %4, i64 %13
  store float %41, ptr %42, align 4, !tbaa !10
  br label %75

43:                                               ; preds = %43, %20
  %44 = phi float [ 0.000000e+00, %20 ], [ %71, %43 ]
  %45 = phi i32 [ 0, %20 ], [ %72, %43 ]
  %46 = phi i32 [ 0, %20 ], [ %73, %43 ]
  %47 = mul nsw i32 %45, %3
  %48 = add nsw i32 %47, %10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !10
  %52 = getelementptr inbounds i32, ptr %1, i64 %49
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !10
  %57 = fmul contract float %51, %56
  %58 = fadd contract float %44, %57
  %59 = or disjoint i32 %45, 1
  %60 = mul nsw i32 %59, %3
  %61 = add nsw i32 %60, %10
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !10
  %65 = getelementptr inbounds i32, ptr %1, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !10
  %70 = fmul contract float %64, %69
  %71 = fadd contract float %58, %70
  %72 = add nuw nsw i32 %45, 2
  %73 = add i32 %46, 2
  %74 = icmp eq i32 %73, %21
  br i1 %74, label %22, label %43, !llvm.loop !12

75:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z20spmv_ellpackr_kernelId11texReaderDPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %75

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %40

17:                                               ; preds = %12
  %18 = and i32 %15, 1
  %19 = icmp eq i32 %15, 1
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = and i32 %15, 2147483646
  br label %43

22:                                               ; preds = %43, %17
  %23 = phi double [ poison, %17 ], [ %71, %43 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %71, %43 ]
  %25 = phi i32 [ 0, %17 ], [ %72, %43 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %40, label %27

27:                                               ; preds = %22
  %28 = mul nsw i32 %25, %3
  %29 = add nsw i32 %28, %10
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !14
  %33 = getelementptr inbounds i32, ptr %1, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !14
  %38 = fmul contract double %32, %37
  %39 = fadd contract double %24, %38
  br label %40

40:                                               ; preds = %27, %22, %12
  %41 = phi double [ 0.000000e+00, %12 ], [ %23, %22 ], [ %39, %27 ]
  %42 = getelementptr inbounds double, ptr %4, i64 %13
  store double %41, ptr %42, align 8, !tbaa !14
  br label %75

43:                                               ; preds = %43, %20
  %44 = phi double [ 0.000000e+00, %20 ], [ %71, %43 ]
  %45 = phi i32 [ 0, %20 ], [ %72, %43 ]
  %46 = phi i32 [ 0, %20 ], [ %73, %43 ]
  %47 = mul nsw i32 %45, %3
  %48 = add nsw i32 %47, %10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !14
  %52 = getelementptr inbounds i32, ptr %1, i64 %49
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !14
  %57 = fmul contract double %51, %56
  %58 = fadd contract double %44, %57
  %59 = or disjoint i32 %45, 1
  %60 = mul nsw i32 %59, %3
  %61 = add nsw i32 %60, %10
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !14
  %65 = getelementptr inbounds i32, ptr %1, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !14
  %70 = fmul contract double %64, %69
  %71 = fadd contract double %58, %70
  %72 = add nuw nsw i32 %45, 2
  %73 = add i32 %46, 2
  %74 = icmp eq i32 %73, %21
  br i1 %74, label %22, label %43, !llvm.loop !16

75:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z20spmv_ellpackr_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!1 = !{ptr @_Z20spmv_ellpackr_kernelId11texReaderDPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !13}
