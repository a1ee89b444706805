; ModuleID = 'const_table.cu'
source_filename = "const_table.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@crc_table = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@poly = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float -5.000000e-01, float 2.500000e-01, float -1.250000e-01], align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), ptr addrspacecast (ptr addrspace(4) @poly to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @crc_poly(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %10, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %5
  br label %85

27:                                               ; preds = %5
  store i32 -1, ptr %12, align 4
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %33

33:                                               ; preds = %49, %27
  %34 = load i32, ptr %14, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %52

36:                                               ; preds = %33
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %13, align 4
  %39 = xor i32 %37, %38
  %40 = and i32 %39, 15
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %12, align 4
  %45 = lshr i32 %44, 4
  %46 = xor i32 %43, %45
  store i32 %46, ptr %12, align 4
  %47 = load i32, ptr %13, align 4
  %48 = lshr i32 %47, 4
  store i32 %48, ptr %13, align 4
  br label %49

49:                                               ; preds = %36
  %50 = load i32, ptr %14, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %14, align 4
  br label %33, !llvm.loop !5

52:                                               ; preds = %33
  %53 = load i32, ptr %12, align 4
  %54 = xor i32 %53, -1
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %11, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  store i32 %54, ptr %58, align 4
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %59, i64 %61
  %63 = load float, ptr %62, align 4
  store float %63, ptr %15, align 4
  store float 0.000000e+00, ptr %16, align 4
  store i32 3, ptr %17, align 4
  br label %64

64:                                               ; preds = %76, %52
  %65 = load i32, ptr %17, align 4
  %66 = icmp sge i32 %65, 0
  br i1 %66, label %67, label %79

67:                                               ; preds = %64
  %68 = load float, ptr %16, align 4
  %69 = load float, ptr %15, align 4
  %70 = fmul float %68, %69
  %71 = load i32, ptr %17, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(4) @poly to ptr), i64 0, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fadd float %70, %74
  store float %75, ptr %16, align 4
  br label %76

76:                                               ; preds = %67
  %77 = load i32, ptr %17, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %17, align 4
  br label %64, !llvm.loop !7

79:                                               ; preds = %64
  %80 = load float, ptr %16, align 4
  %81 = load ptr, ptr %9, align 8
  %82 = load i32, ptr %11, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %81, i64 %83
  store float %80, ptr %84, align 4
  br label %85

85:                                               ; preds = %79, %26
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

!0 = !{ptr @crc_poly, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
