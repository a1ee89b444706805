; ModuleID = 'stencil.cu'
source_filename = "stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@coeff = dso_local addrspace(4) externally_initialized global [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4
@_ZZ9stencil1dPKfPfiE1s = internal addrspace(3) global [68 x float] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeff to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9stencil1dPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, 64
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %17, 2
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  br label %29

28:                                               ; preds = %3
  br label %29

29:                                               ; preds = %28, %22
  %30 = phi float [ %27, %22 ], [ 0.000000e+00, %28 ]
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %32
  store float %30, ptr %33, align 4
  %34 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = icmp ult i32 %34, 2
  br i1 %35, label %36, label %76

36:                                               ; preds = %29
  %37 = load i32, ptr %7, align 4
  %38 = sub nsw i32 %37, 2
  store i32 %38, ptr %9, align 4
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 64
  store i32 %40, ptr %10, align 4
  %41 = load i32, ptr %9, align 4
  %42 = icmp sge i32 %41, 0
  br i1 %42, label %43, label %53

43:                                               ; preds = %36
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %43
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  %52 = load float, ptr %51, align 4
  br label %54

53:                                               ; preds = %43, %36
  br label %54

54:                                               ; preds = %53, %47
  %55 = phi float [ %52, %47 ], [ 0.000000e+00, %53 ]
  %56 = load i32, ptr %8, align 4
  %57 = sub nsw i32 %56, 2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %58
  store float %55, ptr %59, align 4
  %60 = load i32, ptr %10, align 4
  %61 = load i32, ptr %6, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %69

63:                                               ; preds = %54
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  %68 = load float, ptr %67, align 4
  br label %70

69:                                               ; preds = %54
  br label %70

70:                                               ; preds = %69, %63
  %71 = phi float [ %68, %63 ], [ 0.000000e+00, %69 ]
  %72 = load i32, ptr %8, align 4
  %73 = add nsw i32 %72, 64
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %74
  store float %71, ptr %75, align 4
  br label %76

76:                                               ; preds = %70, %29
  call void @llvm.nvvm.barrier0()
  %77 = load i32, ptr %7, align 4
  %78 = load i32, ptr %6, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %108

80:                                               ; preds = %76
  store float 0.000000e+00, ptr %11, align 4
  store i32 -2, ptr %12, align 4
  br label %81

81:                                               ; preds = %99, %80
  %82 = load i32, ptr %12, align 4
  %83 = icmp sle i32 %82, 2
  br i1 %83, label %84, label %102

84:                                               ; preds = %81
  %85 = load i32, ptr %12, align 4
  %86 = add nsw i32 %85, 2
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [5 x float], ptr addrspacecast (ptr addrspace(4) @coeff to ptr), i64 0, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = load i32, ptr %8, align 4
  %91 = load i32, ptr %12, align 4
  %92 = add nsw i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [68 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil1dPKfPfiE1s to ptr), i64 0, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fmul float %89, %95
  %97 = load float, ptr %11, align 4
  %98 = fadd float %97, %96
  store float %98, ptr %11, align 4
  br label %99

99:                                               ; preds = %84
  %100 = load i32, ptr %12, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %12, align 4
  br label %81, !llvm.loop !5

102:                                              ; preds = %81
  %103 = load float, ptr %11, align 4
  %104 = load ptr, ptr %5, align 8
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %104, i64 %106
  store float %103, ptr %107, align 4
  br label %108

108:                                              ; preds = %102, %76
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9stencil1dPKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
