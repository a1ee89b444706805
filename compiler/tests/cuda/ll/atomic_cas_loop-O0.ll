; ModuleID = 'atomic_cas_loop.cu'
source_filename = "atomic_cas_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7sat_incPjj(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  %12 = load ptr, ptr %6, align 8
  %13 = load atomic i32, ptr %12 monotonic, align 4
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %9, align 4
  store i32 %14, ptr %8, align 4
  br label %15

15:                                               ; preds = %35, %2
  %16 = load i32, ptr %8, align 4
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %7, align 4
  %19 = icmp uge i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4
  br label %25

22:                                               ; preds = %15
  %23 = load i32, ptr %10, align 4
  %24 = add i32 %23, 1
  br label %25

25:                                               ; preds = %22, %20
  %26 = phi i32 [ %21, %20 ], [ %24, %22 ]
  store i32 %26, ptr %11, align 4
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %11, align 4
  store ptr %27, ptr %3, align 8
  store i32 %28, ptr %4, align 4
  store i32 %29, ptr %5, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %4, align 4
  %32 = load i32, ptr %5, align 4
  %33 = cmpxchg ptr %30, i32 %31, i32 %32 seq_cst seq_cst, align 4
  %34 = extractvalue { i32, i1 } %33, 0
  store i32 %34, ptr %8, align 4
  br label %35

35:                                               ; preds = %25
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %10, align 4
  %38 = icmp ne i32 %36, %37
  br i1 %38, label %15, label %39, !llvm.loop !5

39:                                               ; preds = %35
  %40 = load i32, ptr %8, align 4
  ret i32 %40
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z11atomic_fmaxPff(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca float, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store float %1, ptr %12, align 4
  %16 = load ptr, ptr %11, align 8
  store ptr %16, ptr %13, align 8
  %17 = load ptr, ptr %13, align 8
  store ptr %17, ptr %9, align 8
  store i32 0, ptr %10, align 4
  %18 = load ptr, ptr %9, align 8
  %19 = load i32, ptr %10, align 4
  %20 = atomicrmw or ptr %18, i32 %19 seq_cst, align 4
  store i32 %20, ptr %14, align 4
  br label %21

21:                                               ; preds = %38, %2
  %22 = load i32, ptr %14, align 4
  store i32 %22, ptr %15, align 4
  %23 = load i32, ptr %15, align 4
  store i32 %23, ptr %7, align 4
  %24 = load float, ptr %7, align 4
  %25 = load float, ptr %12, align 4
  %26 = fcmp oge float %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %21
  br label %42

28:                                               ; preds = %21
  %29 = load ptr, ptr %13, align 8
  %30 = load i32, ptr %15, align 4
  %31 = load float, ptr %12, align 4
  store float %31, ptr %3, align 4
  %32 = load i32, ptr %3, align 4
  store ptr %29, ptr %4, align 8
  store i32 %30, ptr %5, align 4
  store i32 %32, ptr %6, align 4
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %6, align 4
  %36 = cmpxchg ptr %33, i32 %34, i32 %35 seq_cst seq_cst, align 4
  %37 = extractvalue { i32, i1 } %36, 0
  store i32 %37, ptr %14, align 4
  br label %38

38:                                               ; preds = %28
  %39 = load i32, ptr %14, align 4
  %40 = load i32, ptr %15, align 4
  %41 = icmp ne i32 %39, %40
  br i1 %41, label %21, label %42, !llvm.loop !7

42:                                               ; preds = %38, %27
  %43 = load i32, ptr %14, align 4
  store i32 %43, ptr %8, align 4
  %44 = load float, ptr %8, align 4
  ret float %44
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9cas_loopsPjPfPKf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 0
  %15 = call noundef i32 @_Z7sat_incPjj(ptr noundef %14, i32 noundef 50) #3
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds i32, ptr %16, i64 1
  %18 = call noundef i32 @_Z7sat_incPjj(ptr noundef %17, i32 noundef 1000) #3
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = call noundef float @_Z11atomic_fmaxPff(ptr noundef %19, float noundef %24) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9cas_loopsPjPfPKf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
