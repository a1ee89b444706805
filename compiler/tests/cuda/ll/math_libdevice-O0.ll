; ModuleID = 'math_libdevice.cu'
source_filename = "math_libdevice.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13softplus_geluPKfPfS1_Pdi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  store ptr %0, ptr %16, align 8
  store ptr %1, ptr %17, align 8
  store ptr %2, ptr %18, align 8
  store ptr %3, ptr %19, align 8
  store i32 %4, ptr %20, align 4
  %23 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add i32 %25, %26
  store i32 %27, ptr %21, align 4
  %28 = load i32, ptr %21, align 4
  %29 = load i32, ptr %20, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %5
  br label %91

32:                                               ; preds = %5
  %33 = load ptr, ptr %16, align 8
  %34 = load i32, ptr %21, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  store float %37, ptr %22, align 4
  %38 = load float, ptr %22, align 4
  store float %38, ptr %14, align 4
  %39 = load float, ptr %14, align 4
  %40 = call noundef float @__nv_expf(float noundef %39) #4
  %41 = fadd float 1.000000e+00, %40
  store float %41, ptr %15, align 4
  %42 = load float, ptr %15, align 4
  %43 = call noundef float @__nv_logf(float noundef %42) #4
  %44 = load ptr, ptr %17, align 8
  %45 = load i32, ptr %21, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %44, i64 %46
  store float %43, ptr %47, align 4
  %48 = load float, ptr %22, align 4
  %49 = fmul float 5.000000e-01, %48
  %50 = load float, ptr %22, align 4
  %51 = load float, ptr %22, align 4
  store float %51, ptr %11, align 4
  store float 3.000000e+00, ptr %12, align 4
  %52 = load float, ptr %11, align 4
  %53 = load float, ptr %12, align 4
  %54 = call noundef float @__nv_powf(float noundef %52, float noundef %53) #4
  %55 = fmul float 0x3FA6E4E260000000, %54
  %56 = fadd float %50, %55
  %57 = fmul float 0x3FE9884540000000, %56
  store float %57, ptr %13, align 4
  %58 = load float, ptr %13, align 4
  %59 = call noundef float @__nv_tanhf(float noundef %58) #4
  %60 = fadd float 1.000000e+00, %59
  %61 = fmul float %49, %60
  %62 = load ptr, ptr %18, align 8
  %63 = load i32, ptr %21, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  store float %61, ptr %65, align 4
  %66 = load float, ptr %22, align 4
  %67 = fpext float %66 to double
  store double %67, ptr %9, align 8
  %68 = load double, ptr %9, align 8
  %69 = call noundef double @__nv_exp(double noundef %68) #4
  %70 = fadd double %69, 1.000000e+00
  store double %70, ptr %10, align 8
  %71 = load double, ptr %10, align 8
  %72 = call noundef double @__nv_log(double noundef %71) #4
  %73 = load float, ptr %22, align 4
  store float %73, ptr %8, align 4
  %74 = load float, ptr %8, align 4
  %75 = call noundef float @__nv_erff(float noundef %74) #4
  %76 = fpext float %75 to double
  %77 = fadd double %72, %76
  %78 = load float, ptr %22, align 4
  store float %78, ptr %7, align 4
  %79 = load float, ptr %7, align 4
  %80 = call noundef float @__nv_sinf(float noundef %79) #4
  %81 = load float, ptr %22, align 4
  store float %81, ptr %6, align 4
  %82 = load float, ptr %6, align 4
  %83 = call noundef float @__nv_cosf(float noundef %82) #4
  %84 = fmul float %80, %83
  %85 = fpext float %84 to double
  %86 = fadd double %77, %85
  %87 = load ptr, ptr %19, align 8
  %88 = load i32, ptr %21, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, ptr %87, i64 %89
  store double %86, ptr %90, align 8
  br label %91

91:                                               ; preds = %32, %31
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7row_maxPKfi(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds float, ptr %9, i64 0
  %11 = load float, ptr %10, align 4
  store float %11, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %12

12:                                               ; preds = %26, %2
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %12
  %17 = load float, ptr %7, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  store float %17, ptr %3, align 4
  store float %22, ptr %4, align 4
  %23 = load float, ptr %3, align 4
  %24 = load float, ptr %4, align 4
  %25 = call noundef float @llvm.nvvm.fmax.f(float %23, float %24)
  store float %25, ptr %7, align 4
  br label %26

26:                                               ; preds = %16
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %8, align 4
  br label %12, !llvm.loop !6

29:                                               ; preds = %12
  %30 = load float, ptr %7, align 4
  ret float %30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @softmax_rows(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %9, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %4
  br label %83

26:                                               ; preds = %4
  %27 = load ptr, ptr %7, align 8
  %28 = load i32, ptr %11, align 4
  %29 = load i32, ptr %10, align 4
  %30 = mul nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %27, i64 %31
  store ptr %32, ptr %12, align 8
  %33 = load ptr, ptr %12, align 8
  %34 = load i32, ptr %10, align 4
  %35 = call noundef float @_Z7row_maxPKfi(ptr noundef %33, i32 noundef %34) #4
  store float %35, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %36

36:                                               ; preds = %52, %26
  %37 = load i32, ptr %15, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %55

40:                                               ; preds = %36
  %41 = load ptr, ptr %12, align 8
  %42 = load i32, ptr %15, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = load float, ptr %13, align 4
  %47 = fsub float %45, %46
  store float %47, ptr %5, align 4
  %48 = load float, ptr %5, align 4
  %49 = call noundef float @__nv_expf(float noundef %48) #4
  %50 = load float, ptr %14, align 4
  %51 = fadd float %50, %49
  store float %51, ptr %14, align 4
  br label %52

52:                                               ; preds = %40
  %53 = load i32, ptr %15, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %15, align 4
  br label %36, !llvm.loop !8

55:                                               ; preds = %36
  store i32 0, ptr %16, align 4
  br label %56

56:                                               ; preds = %80, %55
  %57 = load i32, ptr %16, align 4
  %58 = load i32, ptr %10, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %83

60:                                               ; preds = %56
  %61 = load ptr, ptr %12, align 8
  %62 = load i32, ptr %16, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %61, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = load float, ptr %13, align 4
  %67 = fsub float %65, %66
  store float %67, ptr %6, align 4
  %68 = load float, ptr %6, align 4
  %69 = call noundef float @__nv_expf(float noundef %68) #4
  %70 = load float, ptr %14, align 4
  %71 = fdiv float %69, %70
  %72 = load ptr, ptr %8, align 8
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %10, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr %16, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %72, i64 %78
  store float %71, ptr %79, align 4
  br label %80

80:                                               ; preds = %60
  %81 = load i32, ptr %16, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %16, align 4
  br label %56, !llvm.loop !9

83:                                               ; preds = %25, %56
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z13softplus_geluPKfPfS1_Pdi, !"kernel", i32 1}
!1 = !{ptr @softmax_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
