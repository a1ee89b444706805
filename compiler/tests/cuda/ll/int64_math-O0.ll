; ModuleID = 'int64_math.cu'
source_filename = "int64_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z10splitmix64y(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = add i64 %3, -7046029254386353131
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = load i64, ptr %2, align 8
  %7 = lshr i64 %6, 30
  %8 = xor i64 %5, %7
  %9 = mul i64 %8, -4658895280553007687
  store i64 %9, ptr %2, align 8
  %10 = load i64, ptr %2, align 8
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 27
  %13 = xor i64 %10, %12
  %14 = mul i64 %13, -7723592293110705685
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = lshr i64 %16, 31
  %18 = xor i64 %15, %17
  ret i64 %18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10int64_mathPKyPyPii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %12, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %11, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %122

25:                                               ; preds = %4
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %26, i64 %28
  %30 = load i64, ptr %29, align 8
  store i64 %30, ptr %13, align 8
  %31 = load i64, ptr %13, align 8
  %32 = trunc i64 %31 to i32
  %33 = and i32 %32, 63
  store i32 %33, ptr %14, align 4
  %34 = load i64, ptr %13, align 8
  %35 = call noundef i64 @_Z10splitmix64y(i64 noundef %34) #3
  store i64 %35, ptr %15, align 8
  %36 = load i64, ptr %15, align 8
  %37 = load ptr, ptr %9, align 8
  %38 = load i32, ptr %12, align 4
  %39 = mul nsw i32 4, %38
  %40 = add nsw i32 %39, 0
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i64, ptr %37, i64 %41
  store i64 %36, ptr %42, align 8
  %43 = load i64, ptr %15, align 8
  %44 = load i64, ptr %13, align 8
  %45 = or i64 %44, 1
  store i64 %43, ptr %6, align 8
  store i64 %45, ptr %7, align 8
  %46 = load i64, ptr %6, align 8
  %47 = load i64, ptr %7, align 8
  %48 = call noundef i64 @llvm.nvvm.mulhi.ull(i64 %46, i64 %47)
  %49 = load i64, ptr %13, align 8
  %50 = load i32, ptr %14, align 4
  %51 = zext i32 %50 to i64
  %52 = shl i64 %49, %51
  %53 = add i64 %48, %52
  %54 = load i64, ptr %13, align 8
  %55 = load i32, ptr %14, align 4
  %56 = sub i32 63, %55
  %57 = zext i32 %56 to i64
  %58 = lshr i64 %54, %57
  %59 = add i64 %53, %58
  %60 = load ptr, ptr %9, align 8
  %61 = load i32, ptr %12, align 4
  %62 = mul nsw i32 4, %61
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i64, ptr %60, i64 %64
  store i64 %59, ptr %65, align 8
  %66 = load i64, ptr %13, align 8
  %67 = load i32, ptr %14, align 4
  %68 = zext i32 %67 to i64
  %69 = shl i64 %66, %68
  %70 = load i64, ptr %13, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sub i32 64, %71
  %73 = and i32 %72, 63
  %74 = zext i32 %73 to i64
  %75 = lshr i64 %70, %74
  %76 = or i64 %69, %75
  %77 = load ptr, ptr %9, align 8
  %78 = load i32, ptr %12, align 4
  %79 = mul nsw i32 4, %78
  %80 = add nsw i32 %79, 2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i64, ptr %77, i64 %81
  store i64 %76, ptr %82, align 8
  %83 = load i64, ptr %13, align 8
  %84 = ashr i64 %83, 7
  %85 = mul i64 %84, 3
  %86 = load i64, ptr %13, align 8
  %87 = and i64 %86, 4294967295
  %88 = load i64, ptr %13, align 8
  %89 = lshr i64 %88, 32
  %90 = mul i64 %87, %89
  %91 = sub i64 %85, %90
  %92 = load ptr, ptr %9, align 8
  %93 = load i32, ptr %12, align 4
  %94 = mul nsw i32 4, %93
  %95 = add nsw i32 %94, 3
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i64, ptr %92, i64 %96
  store i64 %91, ptr %97, align 8
  %98 = load i64, ptr %15, align 8
  store i64 %98, ptr %5, align 8
  %99 = load i64, ptr %5, align 8
  %100 = call i64 @llvm.ctpop.i64(i64 %99)
  %101 = trunc i64 %100 to i32
  %102 = load ptr, ptr %10, align 8
  %103 = load i32, ptr %12, align 4
  %104 = mul nsw i32 2, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %102, i64 %105
  store i32 %101, ptr %106, align 4
  %107 = load i64, ptr %15, align 8
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %109, label %110

109:                                              ; preds = %25
  br label %114

110:                                              ; preds = %25
  %111 = load i64, ptr %15, align 8
  %112 = call i64 @llvm.ctlz.i64(i64 %111, i1 true)
  %113 = trunc i64 %112 to i32
  br label %114

114:                                              ; preds = %110, %109
  %115 = phi i32 [ 64, %109 ], [ %113, %110 ]
  %116 = load ptr, ptr %10, align 8
  %117 = load i32, ptr %12, align 4
  %118 = mul nsw i32 2, %117
  %119 = add nsw i32 %118, 1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %116, i64 %120
  store i32 %115, ptr %121, align 4
  br label %122

122:                                              ; preds = %114, %24
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10int64_mathPKyPyPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
