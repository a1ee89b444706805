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
  br i1 %11, label %12, label %107

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %46

17:                                               ; preds = %12
  %18 = and i32 %15, 3
  %19 = icmp ult i32 %15, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = and i32 %15, 2147483644
  br label %49

22:                                               ; preds = %49, %17
  %23 = phi float [ poison, %17 ], [ %103, %49 ]
  %24 = phi float [ 0.000000e+00, %17 ], [ %103, %49 ]
  %25 = phi i32 [ 0, %17 ], [ %104, %49 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %46, label %27

27:                                               ; preds = %22, %27
  %28 = phi float [ %42, %27 ], [ %24, %22 ]
  %29 = phi i32 [ %43, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %44, %27 ], [ 0, %22 ]
  %31 = mul nsw i32 %29, %3
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = getelementptr inbounds i32, ptr %1, i64 %33
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !10
  %41 = fmul contract float %35, %40
  %42 = fadd contract float %28, %41
  %43 = add nuw nsw i32 %29, 1
  %44 = add i32 %30, 1
  %45 = icmp eq i32 %44, %18
  br i1 %45, label %46, label %27, !llvm.loop !12

46:                                               ; preds = %22, %27, %12
  %47 = phi float [ 0.000000e+00, %12 ], [ %23, %22 ], [ %42, %27 ]
  %48 = getelementptr inbounds float, ptr %4, i64 %13
  store float %47, ptr %48, align 4, !tbaa !10
  br label %107

49:                                               ; preds = %49, %20
  %50 = phi float [ 0.000000e+00, %20 ], [ %103, %49 ]
  %51 = phi i32 [ 0, %20 ], [ %104, %49 ]
  %52 = phi i32 [ 0, %20 ], [ %105, %49 ]
  %53 = mul nsw i32 %51, %3
  %54 = add nsw i32 %53, %10
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !10
  %58 = getelementptr inbounds i32, ptr %1, i64 %55
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !10
  %63 = fmul contract float %57, %62
  %64 = fadd contract float %50, %63
  %65 = or disjoint i32 %51, 1
  %66 = mul nsw i32 %65, %3
  %67 = add nsw i32 %66, %10
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !10
  %71 = getelementptr inbounds i32, ptr %1, i64 %68
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !10
  %76 = fmul contract float %70, %75
  %77 = fadd contract float %64, %76
  %78 = or disjoint i32 %51, 2
  %79 = mul nsw i32 %78, %3
  %80 = add nsw i32 %79, %10
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !10
  %84 = getelementptr inbounds i32, ptr %1, i64 %81
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !10
  %89 = fmul contract float %83, %88
  %90 = fadd contract float %77, %89
  %91 = or disjoint i32 %51, 3
  %92 = mul nsw i32 %91, %3
  %93 = add nsw i32 %92, %10
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !10
  %97 = getelementptr inbounds i32, ptr %1, i64 %94
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !10
  %102 = fmul contract float %96, %101
  %103 = fadd contract float %90, %102
  %104 = add nuw nsw i32 %51, 4
  %105 = add i32 %52, 4
  %106 = icmp eq i32 %105, %21
  br i1 %106, label %22, label %49, !llvm.loop !14

107:                                              ; preds = %46, %5
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
  br i1 %11, label %12, label %107

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %46

17:                                               ; preds = %12
  %18 = and i32 %15, 3
  %19 = icmp ult i32 %15, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = and i32 %15, 2147483644
  br label %49

22:                                               ; preds = %49, %17
  %23 = phi double [ poison, %17 ], [ %103, %49 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %103, %49 ]
  %25 = phi i32 [ 0, %17 ], [ %104, %49 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %46, label %27

27:                                               ; preds = %22, %27
  %28 = phi double [ %42, %27 ], [ %24, %22 ]
  %29 = phi i32 [ %43, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %44, %27 ], [ 0, %22 ]
  %31 = mul nsw i32 %29, %3
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !16
  %36 = getelementptr inbounds i32, ptr %1, i64 %33
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !16
  %41 = fmul contract double %35, %40
  %42 = fadd contract double %28, %41
  %43 = add nuw nsw i32 %29, 1
  %44 = add i32 %30, 1
  %45 = icmp eq i32 %44, %18
  br i1 %45, label %46, label %27, !llvm.loop !18

46:                                               ; preds = %22, %27, %12
  %47 = phi double [ 0.000000e+00, %12 ], [ %23, %22 ], [ %42, %27 ]
  %48 = getelementptr inbounds double, ptr %4, i64 %13
  store double %47, ptr %48, align 8, !tbaa !16
  br label %107

49:                                               ; preds = %49, %20
  %50 = phi double [ 0.000000e+00, %20 ], [ %103, %49 ]
  %51 = phi i32 [ 0, %20 ], [ %104, %49 ]
  %52 = phi i32 [ 0, %20 ], [ %105, %49 ]
  %53 = mul nsw i32 %51, %3
  %54 = add nsw i32 %53, %10
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !16
  %58 = getelementptr inbounds i32, ptr %1, i64 %55
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !16
  %63 = fmul contract double %57, %62
  %64 = fadd contract double %50, %63
  %65 = or disjoint i32 %51, 1
  %66 = mul nsw i32 %65, %3
  %67 = add nsw i32 %66, %10
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !16
  %71 = getelementptr inbounds i32, ptr %1, i64 %68
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !16
  %76 = fmul contract double %70, %75
  %77 = fadd contract double %64, %76
  %78 = or disjoint i32 %51, 2
  %79 = mul nsw i32 %78, %3
  %80 = add nsw i32 %79, %10
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !16
  %84 = getelementptr inbounds i32, ptr %1, i64 %81
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !16
  %89 = fmul contract double %83, %88
  %90 = fadd contract double %77, %89
  %91 = or disjoint i32 %51, 3
  %92 = mul nsw i32 %91, %3
  %93 = add nsw i32 %92, %10
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !16
  %97 = getelementptr inbounds i32, ptr %1, i64 %94
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !16
  %102 = fmul contract double %96, %101
  %103 = fadd contract double %90, %102
  %104 = add nuw nsw i32 %51, 4
  %105 = add i32 %52, 4
  %106 = icmp eq i32 %105, %21
  br i1 %106, label %22, label %49, !llvm.loop !19

107:                                              ; preds = %46, %5
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
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !15}
