; ModuleID = 'double_math.cu'
source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @double_math(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %18, align 4
  %30 = load i32, ptr %18, align 4
  %31 = load i32, ptr %16, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %6
  br label %121

34:                                               ; preds = %6
  %35 = load ptr, ptr %12, align 8
  %36 = load i32, ptr %18, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  store double %39, ptr %19, align 8
  %40 = load double, ptr %19, align 8
  %41 = load double, ptr %19, align 8
  store double %41, ptr %7, align 8
  %42 = load double, ptr %7, align 8
  %43 = call noundef double @llvm.fabs.f64(double %42)
  store double %43, ptr %8, align 8
  %44 = load double, ptr %8, align 8
  %45 = call noundef double @llvm.nvvm.sqrt.rn.d(double %44)
  store double %40, ptr %9, align 8
  store double 0x3FD5555555555555, ptr %10, align 8
  store double %45, ptr %11, align 8
  %46 = load double, ptr %9, align 8
  %47 = load double, ptr %10, align 8
  %48 = load double, ptr %11, align 8
  %49 = call noundef double @llvm.fma.f64(double %46, double %47, double %48)
  %50 = load ptr, ptr %13, align 8
  %51 = load i32, ptr %18, align 4
  %52 = mul nsw i32 3, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %50, i64 %53
  store double %49, ptr %54, align 8
  store double 0.000000e+00, ptr %20, align 8
  store double 0.000000e+00, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %55

55:                                               ; preds = %81, %34
  %56 = load i32, ptr %22, align 4
  %57 = load i32, ptr %17, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %84

59:                                               ; preds = %55
  %60 = load ptr, ptr %12, align 8
  %61 = load i32, ptr %18, align 4
  %62 = load i32, ptr %22, align 4
  %63 = add nsw i32 %61, %62
  %64 = load i32, ptr %16, align 4
  %65 = srem i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %60, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = fmul double %68, 1.000000e-01
  %70 = load double, ptr %21, align 8
  %71 = fsub double %69, %70
  store double %71, ptr %23, align 8
  %72 = load double, ptr %20, align 8
  %73 = load double, ptr %23, align 8
  %74 = fadd double %72, %73
  store double %74, ptr %24, align 8
  %75 = load double, ptr %24, align 8
  %76 = load double, ptr %20, align 8
  %77 = fsub double %75, %76
  %78 = load double, ptr %23, align 8
  %79 = fsub double %77, %78
  store double %79, ptr %21, align 8
  %80 = load double, ptr %24, align 8
  store double %80, ptr %20, align 8
  br label %81

81:                                               ; preds = %59
  %82 = load i32, ptr %22, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %22, align 4
  br label %55, !llvm.loop !5

84:                                               ; preds = %55
  %85 = load double, ptr %20, align 8
  %86 = load ptr, ptr %13, align 8
  %87 = load i32, ptr %18, align 4
  %88 = mul nsw i32 3, %87
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %86, i64 %90
  store double %85, ptr %91, align 8
  %92 = load double, ptr %19, align 8
  %93 = fptrunc double %92 to float
  %94 = fpext float %93 to double
  %95 = load double, ptr %19, align 8
  %96 = fsub double %94, %95
  %97 = load ptr, ptr %13, align 8
  %98 = load i32, ptr %18, align 4
  %99 = mul nsw i32 3, %98
  %100 = add nsw i32 %99, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %97, i64 %101
  store double %96, ptr %102, align 8
  %103 = load double, ptr %19, align 8
  %104 = fmul double %103, 1.000000e-03
  %105 = fptrunc double %104 to float
  %106 = load ptr, ptr %14, align 8
  %107 = load i32, ptr %18, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %106, i64 %108
  store float %105, ptr %109, align 4
  %110 = load double, ptr %19, align 8
  %111 = fmul double %110, 1.024000e+03
  %112 = fptosi double %111 to i64
  %113 = load i32, ptr %18, align 4
  %114 = mul nsw i32 %113, 3
  %115 = zext i32 %114 to i64
  %116 = add nsw i64 %112, %115
  %117 = load ptr, ptr %15, align 8
  %118 = load i32, ptr %18, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i64, ptr %117, i64 %119
  store i64 %116, ptr %120, align 8
  br label %121

121:                                              ; preds = %84, %33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rn.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @double_math, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
