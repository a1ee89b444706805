; ModuleID = 'struct_vec.cu'
source_filename = "struct_vec.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.F4 = type { float, float, float, float }
%struct.F2 = type { float, float }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.F4 @_Z4add42F4S_(ptr noundef byval(%struct.F4) align 16 %0, ptr noundef byval(%struct.F4) align 16 %1) #0 {
  %3 = alloca %struct.F4, align 16
  %4 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 0
  %6 = load float, ptr %5, align 16
  %7 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 16
  %9 = fadd float %6, %8
  store float %9, ptr %4, align 16
  %10 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fadd float %12, %14
  store float %15, ptr %10, align 4
  %16 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 2
  %18 = load float, ptr %17, align 8
  %19 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 2
  %20 = load float, ptr %19, align 8
  %21 = fadd float %18, %20
  store float %21, ptr %16, align 8
  %22 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 3
  %23 = getelementptr inbounds %struct.F4, ptr %0, i32 0, i32 3
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.F4, ptr %1, i32 0, i32 3
  %26 = load float, ptr %25, align 4
  %27 = fadd float %24, %26
  store float %27, ptr %22, align 4
  %28 = load %struct.F4, ptr %3, align 16
  ret %struct.F4 %28
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10struct_vecP2F4PKS_P2F2i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.F4, align 16
  %11 = alloca %struct.F4, align 16
  %12 = alloca %struct.F4, align 16
  %13 = alloca %struct.F4, align 16
  %14 = alloca %struct.F4, align 16
  %15 = alloca %struct.F2, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %65

24:                                               ; preds = %4
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.F4, ptr %25, i64 %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %28, i64 16, i1 false)
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, ptr %9, align 4
  %33 = sub nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.F4, ptr %29, i64 %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 %35, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 %10, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %11, i64 16, i1 false)
  %36 = call %struct.F4 @_Z4add42F4S_(ptr noundef byval(%struct.F4) align 16 %13, ptr noundef byval(%struct.F4) align 16 %14) #4
  %37 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 0
  %38 = extractvalue %struct.F4 %36, 0
  store float %38, ptr %37, align 16
  %39 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 1
  %40 = extractvalue %struct.F4 %36, 1
  store float %40, ptr %39, align 4
  %41 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 2
  %42 = extractvalue %struct.F4 %36, 2
  store float %42, ptr %41, align 8
  %43 = getelementptr inbounds %struct.F4, ptr %12, i32 0, i32 3
  %44 = extractvalue %struct.F4 %36, 3
  store float %44, ptr %43, align 4
  %45 = load ptr, ptr %5, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.F4, ptr %45, i64 %47
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 %12, i64 16, i1 false)
  %49 = getelementptr inbounds %struct.F2, ptr %15, i32 0, i32 0
  %50 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 0
  %51 = load float, ptr %50, align 16
  %52 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 3
  %53 = load float, ptr %52, align 4
  %54 = fadd float %51, %53
  store float %54, ptr %49, align 8
  %55 = getelementptr inbounds %struct.F2, ptr %15, i32 0, i32 1
  %56 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 2
  %59 = load float, ptr %58, align 8
  %60 = fmul float %57, %59
  store float %60, ptr %55, align 4
  %61 = load ptr, ptr %7, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.F2, ptr %61, i64 %63
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %64, ptr align 8 %15, i64 8, i1 false)
  br label %65

65:                                               ; preds = %24, %4
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

!0 = !{ptr @_Z10struct_vecP2F4PKS_P2F2i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
