; ModuleID = 'nn.euclid.cu'
source_filename = "nn.euclid.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_gridDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.latLong = type { float, float }

@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6euclidP7latLongPfiff(ptr noundef %0, ptr noundef %1, i32 noundef %2, float noundef %3, float noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store float %3, ptr %11, align 4
  store float %4, ptr %12, align 4
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = add i32 %19, %20
  %22 = mul i32 %16, %21
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %13, align 4
  %25 = load ptr, ptr %8, align 8
  %26 = load i32, ptr %13, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.latLong, ptr %25, i64 %27
  store ptr %28, ptr %14, align 8
  %29 = load i32, ptr %13, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %64

32:                                               ; preds = %5
  %33 = load ptr, ptr %9, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  store ptr %36, ptr %15, align 8
  %37 = load float, ptr %11, align 4
  %38 = load ptr, ptr %14, align 8
  %39 = getelementptr inbounds %struct.latLong, ptr %38, i32 0, i32 0
  %40 = load float, ptr %39, align 4
  %41 = fsub contract float %37, %40
  %42 = load float, ptr %11, align 4
  %43 = load ptr, ptr %14, align 8
  %44 = getelementptr inbounds %struct.latLong, ptr %43, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fsub contract float %42, %45
  %47 = fmul contract float %41, %46
  %48 = load float, ptr %12, align 4
  %49 = load ptr, ptr %14, align 8
  %50 = getelementptr inbounds %struct.latLong, ptr %49, i32 0, i32 1
  %51 = load float, ptr %50, align 4
  %52 = fsub contract float %48, %51
  %53 = load float, ptr %12, align 4
  %54 = load ptr, ptr %14, align 8
  %55 = getelementptr inbounds %struct.latLong, ptr %54, i32 0, i32 1
  %56 = load float, ptr %55, align 4
  %57 = fsub contract float %53, %56
  %58 = fmul contract float %52, %57
  %59 = fadd contract float %47, %58
  store float %59, ptr %7, align 4
  %60 = load float, ptr %7, align 4
  store float %60, ptr %6, align 4
  %61 = load float, ptr %6, align 4
  %62 = call contract noundef float @llvm.nvvm.sqrt.rn.f(float %61)
  %63 = load ptr, ptr %15, align 8
  store float %62, ptr %63, align 4
  br label %64

64:                                               ; preds = %32, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6euclidP7latLongPfiff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
