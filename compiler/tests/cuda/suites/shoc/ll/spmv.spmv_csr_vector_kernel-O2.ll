; ModuleID = 'spmv.spmv_csr_vector_kernel.cu'
source_filename = "spmv.spmv_csr_vector_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ = comdat any

$_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ = comdat any

$_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums = comdat any

$_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums = comdat any

@vecTexData = dso_local addrspace(1) externally_initialized global [12 x float] [float 5.000000e-01, float 1.000000e+00, float 1.500000e+00, float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00, float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00, float 6.000000e+00], align 4
@vecTexDataD = dso_local addrspace(1) externally_initialized global [12 x double] [double 5.000000e-01, double 1.000000e+00, double 1.500000e+00, double 2.000000e+00, double 2.500000e+00, double 3.000000e+00, double 3.500000e+00, double 4.000000e+00, double 4.500000e+00, double 5.000000e+00, double 5.500000e+00, double 6.000000e+00], align 8
@_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums = linkonce_odr dso_local addrspace(3) global [128 x float] undef, comdat, align 4
@_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums = linkonce_odr dso_local addrspace(3) global [128 x double] undef, comdat, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = lshr i32 %8, 5
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul i32 %9, %10
  %12 = lshr i32 %6, 5
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %88

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = add nsw i32 %18, %7
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %28, label %23

23:                                               ; preds = %28, %15
  %24 = phi float [ 0.000000e+00, %15 ], [ %40, %28 ]
  %25 = zext nneg i32 %6 to i64
  %26 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %25
  store volatile float %24, ptr %26, align 4, !tbaa !10
  %27 = icmp ult i32 %7, 16
  br i1 %27, label %43, label %50

28:                                               ; preds = %15, %28
  %29 = phi float [ %40, %28 ], [ 0.000000e+00, %15 ]
  %30 = phi i32 [ %41, %28 ], [ %21, %15 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds float, ptr %0, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !10
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %29, %39
  %41 = add nsw i32 %30, 32
  %42 = icmp slt i32 %41, %20
  br i1 %42, label %28, label %23, !llvm.loop !12

43:                                               ; preds = %23
  %44 = add nuw nsw i32 %6, 16
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %45
  %47 = load volatile float, ptr %46, align 4, !tbaa !10
  %48 = load volatile float, ptr %26, align 4, !tbaa !10
  %49 = fadd contract float %47, %48
  store volatile float %49, ptr %26, align 4, !tbaa !10
  br label %50

50:                                               ; preds = %43, %23
  %51 = icmp ult i32 %7, 8
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = add nuw nsw i32 %6, 8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %54
  %56 = load volatile float, ptr %55, align 4, !tbaa !10
  %57 = load volatile float, ptr %26, align 4, !tbaa !10
  %58 = fadd contract float %56, %57
  store volatile float %58, ptr %26, align 4, !tbaa !10
  br label %59

59:                                               ; preds = %52, %50
  %60 = icmp ult i32 %7, 4
  br i1 %60, label %61, label %68

61:                                               ; preds = %59
  %62 = add nuw nsw i32 %6, 4
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %63
  %65 = load volatile float, ptr %64, align 4, !tbaa !10
  %66 = load volatile float, ptr %26, align 4, !tbaa !10
  %67 = fadd contract float %65, %66
  store volatile float %67, ptr %26, align 4, !tbaa !10
  br label %68

68:                                               ; preds = %61, %59
  %69 = icmp ult i32 %7, 2
  br i1 %69, label %70, label %77

70:                                               ; preds = %68
  %71 = add nuw nsw i32 %6, 2
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %72
  %74 = load volatile float, ptr %73, align 4, !tbaa !10
  %75 = load volatile float, ptr %26, align 4, !tbaa !10
  %76 = fadd contract float %74, %75
  store volatile float %76, ptr %26, align 4, !tbaa !10
  br label %77

77:                                               ; preds = %70, %68
  %78 = icmp eq i32 %7, 0
  br i1 %78, label %79, label %88

79:                                               ; preds = %77
  %80 = or disjoint i32 %6, 1
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %81
  %83 = load volatile float, ptr %82, align 4, !tbaa !10
  %84 = load volatile float, ptr %26, align 4, !tbaa !10
  %85 = fadd contract float %83, %84
  store volatile float %85, ptr %26, align 4, !tbaa !10
  %86 = load volatile float, ptr %26, align 4, !tbaa !10
  %87 = getelementptr inbounds float, ptr %4, i64 %16
  store float %86, ptr %87, align 4, !tbaa !10
  br label %88

88:                                               ; preds = %77, %79, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 comdat {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = lshr i32 %8, 5
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul i32 %9, %10
  %12 = lshr i32 %6, 5
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %88

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = add nsw i32 %18, %7
  %22 = icmp slt i32 %21, %20
  br i1 %22, label %28, label %23

23:                                               ; preds = %28, %15
  %24 = phi double [ 0.000000e+00, %15 ], [ %40, %28 ]
  %25 = zext nneg i32 %6 to i64
  %26 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %25
  store volatile double %24, ptr %26, align 8, !tbaa !14
  %27 = icmp ult i32 %7, 16
  br i1 %27, label %43, label %50

28:                                               ; preds = %15, %28
  %29 = phi double [ %40, %28 ], [ 0.000000e+00, %15 ]
  %30 = phi i32 [ %41, %28 ], [ %21, %15 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !14
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !14
  %39 = fmul contract double %35, %38
  %40 = fadd contract double %29, %39
  %41 = add nsw i32 %30, 32
  %42 = icmp slt i32 %41, %20
  br i1 %42, label %28, label %23, !llvm.loop !16

43:                                               ; preds = %23
  %44 = add nuw nsw i32 %6, 16
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %45
  %47 = load volatile double, ptr %46, align 8, !tbaa !14
  %48 = load volatile double, ptr %26, align 8, !tbaa !14
  %49 = fadd contract double %47, %48
  store volatile double %49, ptr %26, align 8, !tbaa !14
  br label %50

50:                                               ; preds = %43, %23
  %51 = icmp ult i32 %7, 8
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = add nuw nsw i32 %6, 8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %54
  %56 = load volatile double, ptr %55, align 8, !tbaa !14
  %57 = load volatile double, ptr %26, align 8, !tbaa !14
  %58 = fadd contract double %56, %57
  store volatile double %58, ptr %26, align 8, !tbaa !14
  br label %59

59:                                               ; preds = %52, %50
  %60 = icmp ult i32 %7, 4
  br i1 %60, label %61, label %68

61:                                               ; preds = %59
  %62 = add nuw nsw i32 %6, 4
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %63
  %65 = load volatile double, ptr %64, align 8, !tbaa !14
  %66 = load volatile double, ptr %26, align 8, !tbaa !14
  %67 = fadd contract double %65, %66
  store volatile double %67, ptr %26, align 8, !tbaa !14
  br label %68

68:                                               ; preds = %61, %59
  %69 = icmp ult i32 %7, 2
  br i1 %69, label %70, label %77

70:                                               ; preds = %68
  %71 = add nuw nsw i32 %6, 2
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %72
  %74 = load volatile double, ptr %73, align 8, !tbaa !14
  %75 = load volatile double, ptr %26, align 8, !tbaa !14
  %76 = fadd contract double %74, %75
  store volatile double %76, ptr %26, align 8, !tbaa !14
  br label %77

77:                                               ; preds = %70, %68
  %78 = icmp eq i32 %7, 0
  br i1 %78, label %79, label %88

79:                                               ; preds = %77
  %80 = or disjoint i32 %6, 1
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %81
  %83 = load volatile double, ptr %82, align 8, !tbaa !14
  %84 = load volatile double, ptr %26, align 8, !tbaa !14
  %85 = fadd contract double %83, %84
  store volatile double %85, ptr %26, align 8, !tbaa !14
  %86 = load volatile double, ptr %26, align 8, !tbaa !14
  %87 = getelementptr inbounds double, ptr %4, i64 %16
  store double %86, ptr %87, align 8, !tbaa !14
  br label %88

88:                                               ; preds = %77, %79, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!1 = !{ptr @_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
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
