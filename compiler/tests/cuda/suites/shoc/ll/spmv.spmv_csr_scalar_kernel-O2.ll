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
  br i1 %11, label %12, label %70

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr i8, ptr %14, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %41

19:                                               ; preds = %12
  %20 = sub i32 %17, %15
  %21 = add i32 %15, 1
  %22 = and i32 %20, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19
  %25 = sext i32 %15 to i64
  %26 = getelementptr inbounds i32, ptr %1, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds float, ptr %0, i64 %25
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !10
  %33 = fmul contract float %29, %32
  %34 = fadd contract float %33, 0.000000e+00
  %35 = add nsw i32 %15, 1
  br label %36

36:                                               ; preds = %24, %19
  %37 = phi float [ poison, %19 ], [ %34, %24 ]
  %38 = phi float [ 0.000000e+00, %19 ], [ %34, %24 ]
  %39 = phi i32 [ %15, %19 ], [ %35, %24 ]
  %40 = icmp eq i32 %17, %21
  br i1 %40, label %41, label %44

41:                                               ; preds = %36, %44, %12
  %42 = phi float [ 0.000000e+00, %12 ], [ %37, %36 ], [ %67, %44 ]
  %43 = getelementptr inbounds float, ptr %4, i64 %13
  store float %42, ptr %43, align 4, !tbaa !10
  br label %70

44:                                               ; preds = %36, %44
  %45 = phi float [ %67, %44 ], [ %38, %36 ]
  %46 = phi i32 [ %68, %44 ], [ %39, %36 ]
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr inbounds float, ptr %0, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !10
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !10
  %55 = fmul contract float %51, %54
  %56 = fadd contract float %45, %55
  %57 = add nsw i32 %46, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %1, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds float, ptr %0, i64 %58
  %62 = load float, ptr %61, align 4, !tbaa !10
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = fmul contract float %62, %65
  %67 = fadd contract float %56, %66
  %68 = add nsw i32 %46, 2
  %69 = icmp eq i32 %68, %17
  br i1 %69, label %41, label %44, !llvm.loop !12

70:                                               ; preds = %41, %5
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
  br i1 %11, label %12, label %70

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr i8, ptr %14, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp slt i32 %15, %17
  br i1 %18, label %19, label %41

19:                                               ; preds = %12
  %20 = sub i32 %17, %15
  %21 = add i32 %15, 1
  %22 = and i32 %20, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19
  %25 = sext i32 %15 to i64
  %26 = getelementptr inbounds i32, ptr %1, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds double, ptr %0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !14
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !14
  %33 = fmul contract double %29, %32
  %34 = fadd contract double %33, 0.000000e+00
  %35 = add nsw i32 %15, 1
  br label %36

36:                                               ; preds = %24, %19
  %37 = phi double [ poison, %19 ], [ %34, %24 ]
  %38 = phi double [ 0.000000e+00, %19 ], [ %34, %24 ]
  %39 = phi i32 [ %15, %19 ], [ %35, %24 ]
  %40 = icmp eq i32 %17, %21
  br i1 %40, label %41, label %44

41:                                               ; preds = %36, %44, %12
  %42 = phi double [ 0.000000e+00, %12 ], [ %37, %36 ], [ %67, %44 ]
  %43 = getelementptr inbounds double, ptr %4, i64 %13
  store double %42, ptr %43, align 8, !tbaa !14
  br label %70

44:                                               ; preds = %36, %44
  %45 = phi double [ %67, %44 ], [ %38, %36 ]
  %46 = phi i32 [ %68, %44 ], [ %39, %36 ]
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr inbounds double, ptr %0, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !14
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !14
  %55 = fmul contract double %51, %54
  %56 = fadd contract double %45, %55
  %57 = add nsw i32 %46, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %1, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds double, ptr %0, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !14
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !14
  %66 = fmul contract double %62, %65
  %67 = fadd contract double %56, %66
  %68 = add nsw i32 %46, 2
  %69 = icmp eq i32 %68, %17
  br i1 %69, label %41, label %44, !llvm.loop !16

70:                                               ; preds = %41, %5
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
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !13}
