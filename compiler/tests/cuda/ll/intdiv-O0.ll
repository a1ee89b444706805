; ModuleID = 'intdiv.cu'
source_filename = "intdiv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @intdiv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %12, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %6
  br label %140

28:                                               ; preds = %6
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %14, align 4
  %34 = load ptr, ptr %8, align 8
  %35 = load i32, ptr %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %28
  br label %47

41:                                               ; preds = %28
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  br label %47

47:                                               ; preds = %41, %40
  %48 = phi i32 [ 1, %40 ], [ %46, %41 ]
  store i32 %48, ptr %15, align 4
  %49 = load i32, ptr %15, align 4
  %50 = icmp eq i32 %49, -1
  br i1 %50, label %51, label %52

51:                                               ; preds = %47
  store i32 3, ptr %15, align 4
  br label %52

52:                                               ; preds = %51, %47
  %53 = load i32, ptr %14, align 4
  %54 = load i32, ptr %15, align 4
  %55 = sdiv i32 %53, %54
  %56 = load ptr, ptr %9, align 8
  %57 = load i32, ptr %13, align 4
  %58 = mul nsw i32 4, %57
  %59 = add nsw i32 %58, 0
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %56, i64 %60
  store i32 %55, ptr %61, align 4
  %62 = load i32, ptr %14, align 4
  %63 = load i32, ptr %15, align 4
  %64 = srem i32 %62, %63
  %65 = load ptr, ptr %9, align 8
  %66 = load i32, ptr %13, align 4
  %67 = mul nsw i32 4, %66
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %65, i64 %69
  store i32 %64, ptr %70, align 4
  %71 = load i32, ptr %14, align 4
  %72 = sdiv i32 %71, 7
  %73 = load i32, ptr %14, align 4
  %74 = srem i32 %73, 10
  %75 = add nsw i32 %72, %74
  %76 = load ptr, ptr %9, align 8
  %77 = load i32, ptr %13, align 4
  %78 = mul nsw i32 4, %77
  %79 = add nsw i32 %78, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %76, i64 %80
  store i32 %75, ptr %81, align 4
  %82 = load i32, ptr %14, align 4
  %83 = ashr i32 %82, 1
  %84 = sdiv i32 %83, 4
  %85 = load i32, ptr %14, align 4
  %86 = srem i32 %85, -6
  %87 = sub nsw i32 %84, %86
  %88 = load ptr, ptr %9, align 8
  %89 = load i32, ptr %13, align 4
  %90 = mul nsw i32 4, %89
  %91 = add nsw i32 %90, 3
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %88, i64 %92
  store i32 %87, ptr %93, align 4
  %94 = load i32, ptr %14, align 4
  store i32 %94, ptr %16, align 4
  %95 = load i32, ptr %15, align 4
  store i32 %95, ptr %17, align 4
  %96 = load i32, ptr %16, align 4
  %97 = load i32, ptr %17, align 4
  %98 = udiv i32 %96, %97
  %99 = load i32, ptr %16, align 4
  %100 = urem i32 %99, 1000
  %101 = add i32 %98, %100
  %102 = load ptr, ptr %10, align 8
  %103 = load i32, ptr %13, align 4
  %104 = mul nsw i32 2, %103
  %105 = add nsw i32 %104, 0
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %102, i64 %106
  store i32 %101, ptr %107, align 4
  %108 = load i32, ptr %16, align 4
  %109 = udiv i32 %108, 3
  %110 = load i32, ptr %16, align 4
  %111 = urem i32 %110, 16
  %112 = sub i32 %109, %111
  %113 = load ptr, ptr %10, align 8
  %114 = load i32, ptr %13, align 4
  %115 = mul nsw i32 2, %114
  %116 = add nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %113, i64 %117
  store i32 %112, ptr %118, align 4
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = mul nsw i64 %120, 1000003
  store i64 %121, ptr %18, align 8
  %122 = load i64, ptr %18, align 8
  %123 = load i32, ptr %15, align 4
  %124 = sext i32 %123 to i64
  %125 = sdiv i64 %122, %124
  %126 = load ptr, ptr %11, align 8
  %127 = load i32, ptr %13, align 4
  %128 = mul nsw i32 2, %127
  %129 = add nsw i32 %128, 0
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i64, ptr %126, i64 %130
  store i64 %125, ptr %131, align 8
  %132 = load i64, ptr %18, align 8
  %133 = urem i64 %132, 1000000007
  %134 = load ptr, ptr %11, align 8
  %135 = load i32, ptr %13, align 4
  %136 = mul nsw i32 2, %135
  %137 = add nsw i32 %136, 1
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i64, ptr %134, i64 %138
  store i64 %133, ptr %139, align 8
  br label %140

140:                                              ; preds = %52, %27
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

!0 = !{ptr @intdiv, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
