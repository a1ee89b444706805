; ModuleID = 'vec_float4.cu'
source_filename = "vec_float4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vadd4(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, float noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store float %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %13, align 4
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %63

25:                                               ; preds = %6
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <4 x float>, ptr %26, i64 %28
  %30 = load <4 x float>, ptr %29, align 16
  store <4 x float> %30, ptr %14, align 16
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds <4 x float>, ptr %31, i64 %33
  %35 = load <4 x float>, ptr %34, align 16
  store <4 x float> %35, ptr %15, align 16
  %36 = load <4 x float>, ptr %14, align 16
  %37 = load float, ptr %11, align 4
  %38 = insertelement <4 x float> poison, float %37, i64 0
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <4 x i32> zeroinitializer
  %40 = fmul <4 x float> %36, %39
  %41 = load <4 x float>, ptr %15, align 16
  %42 = fadd <4 x float> %40, %41
  store <4 x float> %42, ptr %16, align 16
  %43 = load <4 x float>, ptr %16, align 16
  %44 = load ptr, ptr %7, align 8
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds <4 x float>, ptr %44, i64 %46
  store <4 x float> %43, ptr %47, align 16
  %48 = load <4 x float>, ptr %16, align 16
  %49 = extractelement <4 x float> %48, i64 0
  %50 = load <4 x float>, ptr %16, align 16
  %51 = extractelement <4 x float> %50, i64 1
  %52 = fadd float %49, %51
  %53 = load <4 x float>, ptr %16, align 16
  %54 = extractelement <4 x float> %53, i64 2
  %55 = fadd float %52, %54
  %56 = load <4 x float>, ptr %16, align 16
  %57 = extractelement <4 x float> %56, i64 3
  %58 = fadd float %55, %57
  %59 = load ptr, ptr %10, align 8
  %60 = load i32, ptr %13, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %59, i64 %61
  store float %58, ptr %62, align 4
  br label %63

63:                                               ; preds = %25, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scale_cast4(ptr noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca <4 x float>, align 16
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca <4 x float>, align 16
  %14 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store float %2, ptr %11, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load i32, ptr %12, align 4
  %21 = mul nsw i32 4, %20
  %22 = add nsw i32 %21, 3
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %61

25:                                               ; preds = %3
  %26 = load ptr, ptr %9, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <4 x float>, ptr %26, i64 %28
  %30 = load <4 x float>, ptr %29, align 16
  store <4 x float> %30, ptr %13, align 16
  %31 = load <4 x float>, ptr %13, align 16
  %32 = extractelement <4 x float> %31, i64 3
  %33 = load float, ptr %11, align 4
  %34 = fmul float %32, %33
  %35 = load <4 x float>, ptr %13, align 16
  %36 = extractelement <4 x float> %35, i64 2
  %37 = load float, ptr %11, align 4
  %38 = fmul float %36, %37
  %39 = load <4 x float>, ptr %13, align 16
  %40 = extractelement <4 x float> %39, i64 1
  %41 = load float, ptr %11, align 4
  %42 = fmul float %40, %41
  %43 = load <4 x float>, ptr %13, align 16
  %44 = extractelement <4 x float> %43, i64 0
  %45 = load float, ptr %11, align 4
  %46 = fmul float %44, %45
  store float %34, ptr %4, align 4
  store float %38, ptr %5, align 4
  store float %42, ptr %6, align 4
  store float %46, ptr %7, align 4
  %47 = load float, ptr %4, align 4
  %48 = insertelement <4 x float> poison, float %47, i32 0
  %49 = load float, ptr %5, align 4
  %50 = insertelement <4 x float> %48, float %49, i32 1
  %51 = load float, ptr %6, align 4
  %52 = insertelement <4 x float> %50, float %51, i32 2
  %53 = load float, ptr %7, align 4
  %54 = insertelement <4 x float> %52, float %53, i32 3
  store <4 x float> %54, ptr %8, align 16
  %55 = load <4 x float>, ptr %8, align 16
  store <4 x float> %55, ptr %13, align 16
  %56 = load <4 x float>, ptr %13, align 16
  %57 = load ptr, ptr %9, align 8
  %58 = load i32, ptr %12, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds <4 x float>, ptr %57, i64 %59
  store <4 x float> %56, ptr %60, align 16
  br label %80

61:                                               ; preds = %3
  %62 = load i32, ptr %12, align 4
  %63 = mul nsw i32 4, %62
  store i32 %63, ptr %14, align 4
  br label %64

64:                                               ; preds = %76, %61
  %65 = load i32, ptr %14, align 4
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %79

68:                                               ; preds = %64
  %69 = load float, ptr %11, align 4
  %70 = load ptr, ptr %9, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %70, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fmul float %74, %69
  store float %75, ptr %73, align 4
  br label %76

76:                                               ; preds = %68
  %77 = load i32, ptr %14, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %14, align 4
  br label %64, !llvm.loop !6

79:                                               ; preds = %64
  br label %80

80:                                               ; preds = %79, %25
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @vadd4, !"kernel", i32 1}
!1 = !{ptr @scale_cast4, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
