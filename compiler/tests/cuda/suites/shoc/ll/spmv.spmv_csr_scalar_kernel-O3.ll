; ModuleID = 'spmv.spmv_csr_scalar_kernel.cu'
source_filename = "spmv.spmv_csr_scalar_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z22spmv_csr_scalar_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ = comdat any

$_Z22spmv_csr_scalar_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ = comdat any

@vecTexData = dso_local addrspace(1) externally_initialized global [12 x float] [float 5.000000e-01, float 1.000000e+00, float 1.500000e+00, float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00, float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00, float 6.000000e+00], align 4
@vecTexDataD = dso_local addrspace(1) externally_initialized global [12 x double] [double 5.000000e-01, double 1.000000e+00, double 1.500000e+00, double 2.000000e+00, double 2.500000e+00, double 3.000000e+00, double 3.500000e+00, double 4.000000e+00, double 4.500000e+00, double 5.000000e+00, double 5.500000e+00, double 6.000000e+00], align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z22spmv_csr_scalar_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %97

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr i8, ptr %14, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %12
  %20 = sub i32 %17, %15
  %21 = and i32 %20, 3
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %40, label %23

23:                                               ; preds = %19, %23
  %24 = phi float [ %36, %23 ], [ 0.000000e+00, %19 ]
  %25 = phi i32 [ %37, %23 ], [ %15, %19 ]
  %26 = phi i32 [ %38, %23 ], [ 0, %19 ]
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds float, ptr %0, i64 %27
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !10
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %24, %35
  %37 = add nsw i32 %25, 1
  %38 = add i32 %26, 1
  %39 = icmp eq i32 %38, %21
  br i1 %39, label %40, label %23, !llvm.loop !12

40:                                               ; preds = %23, %19
  %41 = phi float [ poison, %19 ], [ %36, %23 ]
  %42 = phi float [ 0.000000e+00, %19 ], [ %36, %23 ]
  %43 = phi i32 [ %15, %19 ], [ %37, %23 ]
  %44 = sub i32 %15, %17
  %45 = icmp ugt i32 %44, -4
  br i1 %45, label %46, label %49

46:                                               ; preds = %40, %49, %12
  %47 = phi float [ 0.000000e+00, %12 ], [ %41, %40 ], [ %94, %49 ]
  %48 = getelementptr inbounds float, ptr %4, i64 %13
  store float %47, ptr %48, align 4, !tbaa !10
  br label %97

49:                                               ; preds = %40, %49
  %50 = phi float [ %94, %49 ], [ %42, %40 ]
  %51 = phi i32 [ %95, %49 ], [ %43, %40 ]
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %1, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds float, ptr %0, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !10
  %57 = sext i32 %54 to i64
  %58 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !10
  %60 = fmul contract float %56, %59
  %61 = fadd contract float %50, %60
  %62 = add nsw i32 %51, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %1, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds float, ptr %0, i64 %63
  %67 = load float, ptr %66, align 4, !tbaa !10
  %68 = sext i32 %65 to i64
  %69 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !10
  %71 = fmul contract float %67, %70
  %72 = fadd contract float %61, %71
  %73 = add nsw i32 %51, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds float, ptr %0, i64 %74
  %78 = load float, ptr %77, align 4, !tbaa !10
  %79 = sext i32 %76 to i64
  %80 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !10
  %82 = fmul contract float %78, %81
  %83 = fadd contract float %72, %82
  %84 = add nsw i32 %51, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %1, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = getelementptr inbounds float, ptr %0, i64 %85
  %89 = load float, ptr %88, align 4, !tbaa !10
  %90 = sext i32 %87 to i64
  %91 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !10
  %93 = fmul contract float %89, %92
  %94 = fadd contract float %83, %93
  %95 = add nsw i32 %51, 4
  %96 = icmp eq i32 %95, %17
  br i1 %96, label %46, label %49, !llvm.loop !14

97:                                               ; preds = %46, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z22spmv_csr_scalar_kernelId11texReaderDPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %97

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr i8, ptr %14, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %12
  %20 = sub i32 %17, %15
  %21 = and i32 %20, 3
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %40, label %23

23:                                               ; preds = %19, %23
  %24 = phi double [ %36, %23 ], [ 0.000000e+00, %19 ]
  %25 = phi i32 [ %37, %23 ], [ %15, %19 ]
  %26 = phi i32 [ %38, %23 ], [ 0, %19 ]
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !16
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !16
  %35 = fmul contract double %31, %34
  %36 = fadd contract double %24, %35
  %37 = add nsw i32 %25, 1
  %38 = add i32 %26, 1
  %39 = icmp eq i32 %38, %21
  br i1 %39, label %40, label %23, !llvm.loop !18

40:                                               ; preds = %23, %19
  %41 = phi double [ poison, %19 ], [ %36, %23 ]
  %42 = phi double [ 0.000000e+00, %19 ], [ %36, %23 ]
  %43 = phi i32 [ %15, %19 ], [ %37, %23 ]
  %44 = sub i32 %15, %17
  %45 = icmp ugt i32 %44, -4
  br i1 %45, label %46, label %49

46:                                               ; preds = %40, %49, %12
  %47 = phi double [ 0.000000e+00, %12 ], [ %41, %40 ], [ %94, %49 ]
  %48 = getelementptr inbounds double, ptr %4, i64 %13
  store double %47, ptr %48, align 8, !tbaa !16
  br label %97

49:                                               ; preds = %40, %49
  %50 = phi double [ %94, %49 ], [ %42, %40 ]
  %51 = phi i32 [ %95, %49 ], [ %43, %40 ]
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %1, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds double, ptr %0, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !16
  %57 = sext i32 %54 to i64
  %58 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !16
  %60 = fmul contract double %56, %59
  %61 = fadd contract double %50, %60
  %62 = add nsw i32 %51, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %1, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds double, ptr %0, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !16
  %68 = sext i32 %65 to i64
  %69 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !16
  %71 = fmul contract double %67, %70
  %72 = fadd contract double %61, %71
  %73 = add nsw i32 %51, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds double, ptr %0, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !16
  %79 = sext i32 %76 to i64
  %80 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !16
  %82 = fmul contract double %78, %81
  %83 = fadd contract double %72, %82
  %84 = add nsw i32 %51, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %1, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = getelementptr inbounds double, ptr %0, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !16
  %90 = sext i32 %87 to i64
  %91 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !16
  %93 = fmul contract double %89, %92
  %94 = fadd contract double %83, %93
  %95 = add nsw i32 %51, 4
  %96 = icmp eq i32 %95, %17
  br i1 %96, label %46, label %49, !llvm.loop !19

97:                                               ; preds = %46, %5
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

!0 = !{ptr @_Z22spmv_csr_scalar_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!1 = !{ptr @_Z22spmv_csr_scalar_kernelId11texReaderDPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
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
