; ModuleID = 'bitops.cu'
source_filename = "bitops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitops(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store i32 %3, ptr %16, align 4
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %17, align 4
  %25 = load i32, ptr %17, align 4
  %26 = load i32, ptr %16, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %4
  br label %131

29:                                               ; preds = %4
  %30 = load ptr, ptr %13, align 8
  %31 = load i32, ptr %17, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %18, align 4
  %35 = load i32, ptr %18, align 4
  store i32 %35, ptr %12, align 4
  %36 = load i32, ptr %12, align 4
  %37 = call noundef i32 @llvm.ctpop.i32(i32 %36)
  %38 = load ptr, ptr %14, align 8
  %39 = load i32, ptr %17, align 4
  %40 = mul nsw i32 3, %39
  %41 = add nsw i32 %40, 0
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %38, i64 %42
  store i32 %37, ptr %43, align 4
  %44 = load i32, ptr %18, align 4
  store i32 %44, ptr %11, align 4
  %45 = load i32, ptr %11, align 4
  %46 = call i32 @llvm.cttz.i32(i32 %45, i1 true)
  %47 = add i32 %46, 1
  %48 = icmp eq i32 %45, 0
  %49 = select i1 %48, i32 0, i32 %47
  %50 = load ptr, ptr %14, align 8
  %51 = load i32, ptr %17, align 4
  %52 = mul nsw i32 3, %51
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %50, i64 %54
  store i32 %49, ptr %55, align 4
  %56 = load i32, ptr %18, align 4
  store i32 %56, ptr %10, align 4
  %57 = load i32, ptr %10, align 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %60

59:                                               ; preds = %29
  br label %63

60:                                               ; preds = %29
  %61 = load i32, ptr %10, align 4
  %62 = call i32 @llvm.ctlz.i32(i32 %61, i1 true)
  br label %63

63:                                               ; preds = %59, %60
  %64 = phi i32 [ 32, %59 ], [ %62, %60 ]
  %65 = load ptr, ptr %14, align 8
  %66 = load i32, ptr %17, align 4
  %67 = mul nsw i32 3, %66
  %68 = add nsw i32 %67, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %65, i64 %69
  store i32 %64, ptr %70, align 4
  %71 = load i32, ptr %17, align 4
  %72 = and i32 %71, 31
  store i32 %72, ptr %19, align 4
  %73 = load i32, ptr %18, align 4
  store i32 %73, ptr %9, align 4
  %74 = load i32, ptr %9, align 4
  %75 = call noundef i32 @llvm.bitreverse.i32(i32 %74)
  %76 = load ptr, ptr %15, align 8
  %77 = load i32, ptr %17, align 4
  %78 = mul nsw i32 5, %77
  %79 = add nsw i32 %78, 0
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %76, i64 %80
  store i32 %75, ptr %81, align 4
  %82 = load i32, ptr %18, align 4
  store i32 %82, ptr %7, align 4
  store i32 305419895, ptr %8, align 4
  %83 = load i32, ptr %7, align 4
  %84 = load i32, ptr %8, align 4
  %85 = call noundef i32 @llvm.nvvm.mulhi.i(i32 %83, i32 %84)
  %86 = load ptr, ptr %15, align 8
  %87 = load i32, ptr %17, align 4
  %88 = mul nsw i32 5, %87
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %86, i64 %90
  store i32 %85, ptr %91, align 4
  %92 = load i32, ptr %18, align 4
  %93 = and i32 %92, 8388607
  store i32 %93, ptr %5, align 4
  store i32 1000, ptr %6, align 4
  %94 = load i32, ptr %5, align 4
  %95 = load i32, ptr %6, align 4
  %96 = call noundef i32 @llvm.nvvm.mul24.i(i32 %94, i32 %95)
  %97 = load ptr, ptr %15, align 8
  %98 = load i32, ptr %17, align 4
  %99 = mul nsw i32 5, %98
  %100 = add nsw i32 %99, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %97, i64 %101
  store i32 %96, ptr %102, align 4
  %103 = load i32, ptr %18, align 4
  %104 = load i32, ptr %19, align 4
  %105 = shl i32 %103, %104
  %106 = load i32, ptr %18, align 4
  %107 = load i32, ptr %19, align 4
  %108 = sub i32 32, %107
  %109 = and i32 %108, 31
  %110 = lshr i32 %106, %109
  %111 = or i32 %105, %110
  %112 = load ptr, ptr %15, align 8
  %113 = load i32, ptr %17, align 4
  %114 = mul nsw i32 5, %113
  %115 = add nsw i32 %114, 3
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %112, i64 %116
  store i32 %111, ptr %117, align 4
  %118 = load i32, ptr %18, align 4
  %119 = call i32 @llvm.bswap.i32(i32 %118)
  %120 = load i32, ptr %18, align 4
  %121 = load i32, ptr %18, align 4
  %122 = sub i32 %121, 1
  %123 = and i32 %120, %122
  %124 = xor i32 %119, %123
  %125 = load ptr, ptr %15, align 8
  %126 = load i32, ptr %17, align 4
  %127 = mul nsw i32 5, %126
  %128 = add nsw i32 %127, 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %125, i64 %129
  store i32 %124, ptr %130, align 4
  br label %131

131:                                              ; preds = %63, %28
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @bitops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
