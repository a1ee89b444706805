; ModuleID = 'struct_byval.cu'
source_filename = "struct_byval.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.Params = type { i32, float, float, i32 }
%struct.Extent = type { i16, i16 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6affine6Paramsf(ptr noundef byval(%struct.Params) align 4 %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  store float %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 1
  %5 = load float, ptr %4, align 4
  %6 = load float, ptr %3, align 4
  %7 = fmul float %5, %6
  %8 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2
  %9 = load float, ptr %8, align 4
  %10 = fadd float %7, %9
  ret float %10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12apply_paramsPKfPf6Params6ExtentPi(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Params) align 4 %2, ptr noundef byval(%struct.Extent) align 2 %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Params, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %4, ptr %8, align 8
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %9, align 4
  %16 = load i32, ptr %9, align 4
  %17 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %34

20:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %2, i64 16, i1 false)
  %21 = load ptr, ptr %6, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = call noundef float @_Z6affine6Paramsf(ptr noundef byval(%struct.Params) align 4 %10, float noundef %25) #4
  %27 = load ptr, ptr %7, align 8
  %28 = load i32, ptr %9, align 4
  %29 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 3
  %30 = load i32, ptr %29, align 4
  %31 = mul nsw i32 %28, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %27, i64 %32
  store float %26, ptr %33, align 4
  br label %34

34:                                               ; preds = %20, %5
  %35 = load i32, ptr %9, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %47

37:                                               ; preds = %34
  %38 = getelementptr inbounds %struct.Extent, ptr %3, i32 0, i32 0
  %39 = load i16, ptr %38, align 2
  %40 = sext i16 %39 to i32
  %41 = getelementptr inbounds %struct.Extent, ptr %3, i32 0, i32 1
  %42 = load i16, ptr %41, align 2
  %43 = sext i16 %42 to i32
  %44 = mul nsw i32 %40, %43
  %45 = load ptr, ptr %8, align 8
  %46 = getelementptr inbounds i32, ptr %45, i64 0
  store i32 %44, ptr %46, align 4
  br label %47

47:                                               ; preds = %37, %34
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12apply_paramsPKfPf6Params6ExtentPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
