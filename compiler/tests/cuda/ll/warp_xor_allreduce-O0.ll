; ModuleID = 'warp_xor_allreduce.cu'
source_filename = "warp_xor_allreduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14warp_allreducePKfPfPKdPd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca float, align 4
  %33 = alloca double, align 8
  %34 = alloca i32, align 4
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  store ptr %2, ptr %29, align 8
  store ptr %3, ptr %30, align 8
  %35 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = add i32 %37, %38
  store i32 %39, ptr %31, align 4
  %40 = load ptr, ptr %27, align 8
  %41 = load i32, ptr %31, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %40, i64 %42
  %44 = load float, ptr %43, align 4
  store float %44, ptr %32, align 4
  %45 = load ptr, ptr %29, align 8
  %46 = load i32, ptr %31, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  store double %49, ptr %33, align 8
  store i32 16, ptr %34, align 4
  br label %50

50:                                               ; preds = %107, %4
  %51 = load i32, ptr %34, align 4
  %52 = icmp sge i32 %51, 1
  br i1 %52, label %53, label %110

53:                                               ; preds = %50
  %54 = load float, ptr %32, align 4
  %55 = load float, ptr %32, align 4
  %56 = load i32, ptr %34, align 4
  store i32 -1, ptr %21, align 4
  store float %55, ptr %22, align 4
  store i32 %56, ptr %23, align 4
  store i32 32, ptr %24, align 4
  %57 = load i32, ptr %21, align 4
  %58 = load float, ptr %22, align 4
  %59 = load i32, ptr %23, align 4
  %60 = load i32, ptr %24, align 4
  %61 = sub nsw i32 32, %60
  %62 = shl i32 %61, 8
  %63 = or i32 %62, 31
  %64 = call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %57, float %58, i32 %59, i32 %63)
  store float %54, ptr %25, align 4
  store float %64, ptr %26, align 4
  %65 = load float, ptr %25, align 4
  %66 = load float, ptr %26, align 4
  %67 = call noundef float @llvm.nvvm.fmax.f(float %65, float %66)
  store float %67, ptr %32, align 4
  %68 = load double, ptr %33, align 8
  %69 = load i32, ptr %34, align 4
  store i32 -1, ptr %13, align 4
  store double %68, ptr %14, align 8
  store i32 %69, ptr %15, align 4
  store i32 32, ptr %16, align 4
  %70 = load i64, ptr %14, align 8
  store i64 %70, ptr %17, align 8
  %71 = load i32, ptr %13, align 4
  %72 = load i64, ptr %17, align 8
  %73 = trunc i64 %72 to i32
  %74 = load i32, ptr %15, align 4
  %75 = load i32, ptr %16, align 4
  store i32 %71, ptr %5, align 4
  store i32 %73, ptr %6, align 4
  store i32 %74, ptr %7, align 4
  store i32 %75, ptr %8, align 4
  %76 = load i32, ptr %5, align 4
  %77 = load i32, ptr %6, align 4
  %78 = load i32, ptr %7, align 4
  %79 = load i32, ptr %8, align 4
  %80 = sub nsw i32 32, %79
  %81 = shl i32 %80, 8
  %82 = or i32 %81, 31
  %83 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %76, i32 %77, i32 %78, i32 %82)
  store i32 %83, ptr %18, align 4
  %84 = load i32, ptr %13, align 4
  %85 = load i64, ptr %17, align 8
  %86 = ashr i64 %85, 32
  %87 = trunc i64 %86 to i32
  %88 = load i32, ptr %15, align 4
  %89 = load i32, ptr %16, align 4
  store i32 %84, ptr %9, align 4
  store i32 %87, ptr %10, align 4
  store i32 %88, ptr %11, align 4
  store i32 %89, ptr %12, align 4
  %90 = load i32, ptr %9, align 4
  %91 = load i32, ptr %10, align 4
  %92 = load i32, ptr %11, align 4
  %93 = load i32, ptr %12, align 4
  %94 = sub nsw i32 32, %93
  %95 = shl i32 %94, 8
  %96 = or i32 %95, 31
  %97 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %90, i32 %91, i32 %92, i32 %96)
  store i32 %97, ptr %19, align 4
  %98 = load i32, ptr %19, align 4
  %99 = zext i32 %98 to i64
  %100 = shl i64 %99, 32
  %101 = load i32, ptr %18, align 4
  %102 = zext i32 %101 to i64
  %103 = or i64 %100, %102
  store i64 %103, ptr %20, align 8
  %104 = load double, ptr %20, align 8
  %105 = load double, ptr %33, align 8
  %106 = fadd double %105, %104
  store double %106, ptr %33, align 8
  br label %107

107:                                              ; preds = %53
  %108 = load i32, ptr %34, align 4
  %109 = sdiv i32 %108, 2
  store i32 %109, ptr %34, align 4
  br label %50, !llvm.loop !5

110:                                              ; preds = %50
  %111 = load float, ptr %32, align 4
  %112 = load ptr, ptr %28, align 8
  %113 = load i32, ptr %31, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr %112, i64 %114
  store float %111, ptr %115, align 4
  %116 = load double, ptr %33, align 8
  %117 = load ptr, ptr %30, align 8
  %118 = load i32, ptr %31, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds double, ptr %117, i64 %119
  store double %116, ptr %120, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14warp_allreducePKfPfPKdPd, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.enable"}
