; ModuleID = 'vec_int4_swizzle.cu'
source_filename = "vec_int4_swizzle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @swizzle(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca <2 x float>, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <2 x i32>, align 8
  %18 = alloca <2 x float>, align 8
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %14, align 4
  %24 = load i32, ptr %14, align 4
  %25 = load i32, ptr %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %5
  br label %85

28:                                               ; preds = %5
  %29 = load ptr, ptr %10, align 8
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <4 x i32>, ptr %29, i64 %31
  %33 = load <4 x i32>, ptr %32, align 16
  store <4 x i32> %33, ptr %15, align 16
  %34 = load <4 x i32>, ptr %15, align 16
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %36 = load <4 x i32>, ptr %15, align 16
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %38 = mul <4 x i32> %37, <i32 2, i32 2, i32 2, i32 2>
  %39 = add <4 x i32> %35, %38
  store <4 x i32> %39, ptr %16, align 16
  %40 = load i32, ptr %14, align 4
  %41 = load <4 x i32>, ptr %16, align 16
  %42 = extractelement <4 x i32> %41, i64 0
  %43 = xor i32 %42, %40
  %44 = load <4 x i32>, ptr %16, align 16
  %45 = insertelement <4 x i32> %44, i32 %43, i64 0
  store <4 x i32> %45, ptr %16, align 16
  %46 = load <4 x i32>, ptr %16, align 16
  %47 = extractelement <4 x i32> %46, i64 1
  %48 = load <4 x i32>, ptr %16, align 16
  %49 = extractelement <4 x i32> %48, i64 2
  %50 = icmp sgt i32 %47, %49
  br i1 %50, label %51, label %54

51:                                               ; preds = %28
  %52 = load <4 x i32>, ptr %16, align 16
  %53 = extractelement <4 x i32> %52, i64 1
  br label %57

54:                                               ; preds = %28
  %55 = load <4 x i32>, ptr %16, align 16
  %56 = extractelement <4 x i32> %55, i64 2
  br label %57

57:                                               ; preds = %54, %51
  %58 = phi i32 [ %53, %51 ], [ %56, %54 ]
  %59 = load <4 x i32>, ptr %16, align 16
  %60 = insertelement <4 x i32> %59, i32 %58, i64 3
  store <4 x i32> %60, ptr %16, align 16
  %61 = load <4 x i32>, ptr %16, align 16
  %62 = load ptr, ptr %9, align 8
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <4 x i32>, ptr %62, i64 %64
  store <4 x i32> %61, ptr %65, align 16
  %66 = load ptr, ptr %12, align 8
  %67 = load i32, ptr %14, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds <2 x i32>, ptr %66, i64 %68
  %70 = load <2 x i32>, ptr %69, align 8
  store <2 x i32> %70, ptr %17, align 8
  %71 = load <2 x i32>, ptr %17, align 8
  %72 = sitofp <2 x i32> %71 to <2 x float>
  store <2 x float> %72, ptr %18, align 8
  %73 = load <2 x float>, ptr %18, align 8
  %74 = fmul <2 x float> %73, <float 5.000000e-01, float 5.000000e-01>
  store float 1.000000e+00, ptr %6, align 4
  store float -1.000000e+00, ptr %7, align 4
  %75 = load float, ptr %6, align 4
  %76 = insertelement <2 x float> poison, float %75, i32 0
  %77 = load float, ptr %7, align 4
  %78 = insertelement <2 x float> %76, float %77, i32 1
  store <2 x float> %78, ptr %8, align 8
  %79 = load <2 x float>, ptr %8, align 8
  %80 = fadd <2 x float> %74, %79
  %81 = load ptr, ptr %11, align 8
  %82 = load i32, ptr %14, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds <2 x float>, ptr %81, i64 %83
  store <2 x float> %80, ptr %84, align 8
  br label %85

85:                                               ; preds = %57, %27
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @swizzle, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
