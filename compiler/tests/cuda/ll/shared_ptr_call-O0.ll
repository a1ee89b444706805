; ModuleID = 'shared_ptr_call.cu'
source_filename = "shared_ptr_call.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@_ZZ6spacesPKfPfE4tile = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z10sum_scaledPKfif(ptr noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %23, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %6, align 4
  %20 = fmul float %18, %19
  %21 = load float, ptr %7, align 4
  %22 = fadd float %21, %20
  store float %22, ptr %7, align 4
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %8, align 4
  br label %9, !llvm.loop !5

26:                                               ; preds = %9
  %27 = load float, ptr %7, align 4
  ret float %27
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4fillPfif(ptr noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %21, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load float, ptr %6, align 4
  %14 = load i32, ptr %7, align 4
  %15 = sitofp i32 %14 to float
  %16 = fadd float %13, %15
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  store float %16, ptr %20, align 4
  br label %21

21:                                               ; preds = %12
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %8, !llvm.loop !7

24:                                               ; preds = %8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6spacesPKfPf(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [4 x float], align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %3, align 8
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, 64
  %14 = load i32, ptr %6, align 4
  %15 = add i32 %13, %14
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %11, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6spacesPKfPfE4tile to ptr), i64 0, i64 %20
  store float %18, ptr %21, align 4
  call void @llvm.nvvm.barrier0()
  %22 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  %23 = load i32, ptr %6, align 4
  %24 = sitofp i32 %23 to float
  call void @_Z4fillPfif(ptr noundef %22, i32 noundef 4, float noundef %24) #4
  %25 = load i32, ptr %6, align 4
  %26 = and i32 %25, -8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6spacesPKfPfE4tile to ptr), i64 0, i64 %27
  %29 = call noundef float @_Z10sum_scaledPKfif(ptr noundef %28, i32 noundef 8, float noundef 5.000000e-01) #4
  store float %29, ptr %7, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = mul i32 %31, 64
  %33 = load i32, ptr %6, align 4
  %34 = and i32 %33, -4
  %35 = add i32 %32, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %30, i64 %36
  %38 = call noundef float @_Z10sum_scaledPKfif(ptr noundef %37, i32 noundef 4, float noundef 2.000000e+00) #4
  store float %38, ptr %8, align 4
  %39 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  %40 = call noundef float @_Z10sum_scaledPKfif(ptr noundef %39, i32 noundef 4, float noundef 1.000000e+00) #4
  store float %40, ptr %9, align 4
  %41 = load float, ptr %7, align 4
  %42 = load float, ptr %8, align 4
  %43 = fadd float %41, %42
  %44 = load float, ptr %9, align 4
  %45 = fadd float %43, %44
  %46 = load ptr, ptr %4, align 8
  %47 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %48 = mul i32 %47, 64
  %49 = load i32, ptr %6, align 4
  %50 = add i32 %48, %49
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %46, i64 %51
  store float %45, ptr %52, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6spacesPKfPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
