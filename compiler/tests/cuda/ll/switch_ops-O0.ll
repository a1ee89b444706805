; ModuleID = 'switch_ops.cu'
source_filename = "switch_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z12sparse_classi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 1, label %5
    i32 7, label %6
    i32 100, label %7
    i32 1000, label %8
    i32 -5, label %9
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %11

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 40, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6interpPKiiS0_Pi(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %9, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = and i32 %23, 16777215
  store i32 %24, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %25

25:                                               ; preds = %86, %4
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %89

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = and i32 %34, 7
  store i32 %35, ptr %12, align 4
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = ashr i32 %40, 3
  store i32 %41, ptr %13, align 4
  %42 = load i32, ptr %12, align 4
  switch i32 %42, label %80 [
    i32 0, label %43
    i32 1, label %47
    i32 2, label %51
    i32 3, label %55
    i32 4, label %62
    i32 5, label %72
    i32 6, label %75
  ]

43:                                               ; preds = %29
  %44 = load i32, ptr %13, align 4
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %10, align 4
  br label %83

47:                                               ; preds = %29
  %48 = load i32, ptr %13, align 4
  %49 = load i32, ptr %10, align 4
  %50 = sub nsw i32 %49, %48
  store i32 %50, ptr %10, align 4
  br label %83

51:                                               ; preds = %29
  %52 = load i32, ptr %13, align 4
  %53 = load i32, ptr %10, align 4
  %54 = xor i32 %53, %52
  store i32 %54, ptr %10, align 4
  br label %83

55:                                               ; preds = %29
  %56 = load i32, ptr %10, align 4
  %57 = shl i32 %56, 1
  %58 = load i32, ptr %10, align 4
  %59 = icmp slt i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = or i32 %57, %60
  store i32 %61, ptr %10, align 4
  br label %83

62:                                               ; preds = %29
  %63 = load i32, ptr %10, align 4
  %64 = load i32, ptr %13, align 4
  %65 = icmp sgt i32 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load i32, ptr %10, align 4
  br label %70

68:                                               ; preds = %62
  %69 = load i32, ptr %13, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ]
  store i32 %71, ptr %10, align 4
  br label %83

72:                                               ; preds = %29
  %73 = load i32, ptr %10, align 4
  %74 = and i32 %73, 65535
  store i32 %74, ptr %10, align 4
  br label %83

75:                                               ; preds = %29
  %76 = load i32, ptr %13, align 4
  %77 = call noundef i32 @_Z12sparse_classi(i32 noundef %76) #3
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr %10, align 4
  br label %83

80:                                               ; preds = %29
  %81 = load i32, ptr %10, align 4
  %82 = xor i32 %81, -1
  store i32 %82, ptr %10, align 4
  br label %83

83:                                               ; preds = %80, %75, %72, %70, %55, %51, %47, %43
  %84 = load i32, ptr %10, align 4
  %85 = and i32 %84, 268435455
  store i32 %85, ptr %10, align 4
  br label %86

86:                                               ; preds = %83
  %87 = load i32, ptr %11, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %11, align 4
  br label %25, !llvm.loop !5

89:                                               ; preds = %25
  %90 = load i32, ptr %10, align 4
  %91 = load ptr, ptr %8, align 8
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %91, i64 %93
  store i32 %90, ptr %94, align 4
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

!0 = !{ptr @_Z6interpPKiiS0_Pi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
