; ModuleID = 'matmul_tile.cu'
source_filename = "matmul_tile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@_ZZ6matmulPKfS0_PfiE2As = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ6matmulPKfS0_PfiE2Bs = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6matmulPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %19, ptr %12, align 4
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %20, ptr %13, align 4
  %21 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = mul i32 %21, 8
  %23 = load i32, ptr %13, align 4
  %24 = add i32 %22, %23
  store i32 %24, ptr %14, align 4
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, 8
  %27 = load i32, ptr %12, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %15, align 4
  store float 0.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %29

29:                                               ; preds = %95, %4
  %30 = load i32, ptr %17, align 4
  %31 = load i32, ptr %11, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %98

33:                                               ; preds = %29
  %34 = load ptr, ptr %8, align 8
  %35 = load i32, ptr %14, align 4
  %36 = load i32, ptr %11, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, ptr %17, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %34, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPKfS0_PfiE2As to ptr), i64 0, i64 %46
  %48 = load i32, ptr %12, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x float], ptr %47, i64 0, i64 %49
  store float %44, ptr %50, align 4
  %51 = load ptr, ptr %9, align 8
  %52 = load i32, ptr %17, align 4
  %53 = load i32, ptr %13, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %11, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %15, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %51, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = load i32, ptr %13, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPKfS0_PfiE2Bs to ptr), i64 0, i64 %63
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8 x float], ptr %64, i64 0, i64 %66
  store float %61, ptr %67, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %18, align 4
  br label %68

68:                                               ; preds = %91, %33
  %69 = load i32, ptr %18, align 4
  %70 = icmp slt i32 %69, 8
  br i1 %70, label %71, label %94

71:                                               ; preds = %68
  %72 = load i32, ptr %13, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPKfS0_PfiE2As to ptr), i64 0, i64 %73
  %75 = load i32, ptr %18, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8 x float], ptr %74, i64 0, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = load i32, ptr %18, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPKfS0_PfiE2Bs to ptr), i64 0, i64 %80
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [8 x float], ptr %81, i64 0, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = load float, ptr %16, align 4
  store float %78, ptr %5, align 4
  store float %85, ptr %6, align 4
  store float %86, ptr %7, align 4
  %87 = load float, ptr %5, align 4
  %88 = load float, ptr %6, align 4
  %89 = load float, ptr %7, align 4
  %90 = call noundef float @llvm.fma.f32(float %87, float %88, float %89)
  store float %90, ptr %16, align 4
  br label %91

91:                                               ; preds = %71
  %92 = load i32, ptr %18, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %18, align 4
  br label %68, !llvm.loop !5

94:                                               ; preds = %68
  call void @llvm.nvvm.barrier0()
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %17, align 4
  %97 = add nsw i32 %96, 8
  store i32 %97, ptr %17, align 4
  br label %29, !llvm.loop !8

98:                                               ; preds = %29
  %99 = load float, ptr %16, align 4
  %100 = load ptr, ptr %10, align 8
  %101 = load i32, ptr %14, align 4
  %102 = load i32, ptr %11, align 4
  %103 = mul nsw i32 %101, %102
  %104 = load i32, ptr %15, align 4
  %105 = add nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %100, i64 %106
  store float %99, ptr %107, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6matmulPKfS0_Pfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.enable"}
!8 = distinct !{!8, !6}
