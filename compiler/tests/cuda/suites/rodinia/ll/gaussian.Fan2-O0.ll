; ModuleID = 'gaussian.Fan2.cu'
source_filename = "gaussian.Fan2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Fan2PfS_S_iii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %15, %18
  %20 = load i32, ptr %10, align 4
  %21 = sub nsw i32 %20, 1
  %22 = load i32, ptr %12, align 4
  %23 = sub nsw i32 %21, %22
  %24 = icmp uge i32 %19, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %6
  br label %119

26:                                               ; preds = %6
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %28 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %30 = mul i32 %28, %29
  %31 = add i32 %27, %30
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %12, align 4
  %34 = sub nsw i32 %32, %33
  %35 = icmp uge i32 %31, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %26
  br label %119

37:                                               ; preds = %26
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = add i32 %40, %41
  store i32 %42, ptr %13, align 4
  %43 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %45 = mul i32 %43, %44
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %47 = add i32 %45, %46
  store i32 %47, ptr %14, align 4
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %10, align 4
  %50 = load i32, ptr %13, align 4
  %51 = add nsw i32 %50, 1
  %52 = load i32, ptr %12, align 4
  %53 = add nsw i32 %51, %52
  %54 = mul nsw i32 %49, %53
  %55 = load i32, ptr %12, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %48, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = load ptr, ptr %8, align 8
  %61 = load i32, ptr %10, align 4
  %62 = load i32, ptr %12, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr %14, align 4
  %65 = load i32, ptr %12, align 4
  %66 = add nsw i32 %64, %65
  %67 = add nsw i32 %63, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %60, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fmul contract float %59, %70
  %72 = load ptr, ptr %8, align 8
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %13, align 4
  %75 = add nsw i32 %74, 1
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %75, %76
  %78 = mul nsw i32 %73, %77
  %79 = load i32, ptr %14, align 4
  %80 = load i32, ptr %12, align 4
  %81 = add nsw i32 %79, %80
  %82 = add nsw i32 %78, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %72, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fsub contract float %85, %71
  store float %86, ptr %84, align 4
  %87 = load i32, ptr %14, align 4
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %119

89:                                               ; preds = %37
  %90 = load ptr, ptr %7, align 8
  %91 = load i32, ptr %10, align 4
  %92 = load i32, ptr %13, align 4
  %93 = add nsw i32 %92, 1
  %94 = load i32, ptr %12, align 4
  %95 = add nsw i32 %93, %94
  %96 = mul nsw i32 %91, %95
  %97 = load i32, ptr %14, align 4
  %98 = load i32, ptr %12, align 4
  %99 = add nsw i32 %97, %98
  %100 = add nsw i32 %96, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %90, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = load ptr, ptr %9, align 8
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %104, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %103, %108
  %110 = load ptr, ptr %9, align 8
  %111 = load i32, ptr %13, align 4
  %112 = add nsw i32 %111, 1
  %113 = load i32, ptr %12, align 4
  %114 = add nsw i32 %112, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %110, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fsub contract float %117, %109
  store float %118, ptr %116, align 4
  br label %119

119:                                              ; preds = %25, %36, %89, %37
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4Fan2PfS_S_iii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
