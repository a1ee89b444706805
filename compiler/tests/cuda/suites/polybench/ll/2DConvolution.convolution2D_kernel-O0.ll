; ModuleID = '2DConvolution.convolution2D_kernel.cu'
source_filename = "2DConvolution.convolution2D_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z20convolution2D_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  store i32 %24, ptr %9, align 4
  %25 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %27 = mul i32 %25, %26
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %29 = add i32 %27, %28
  store i32 %29, ptr %10, align 4
  store float 0x3FC99999A0000000, ptr %11, align 4
  store float 5.000000e-01, ptr %14, align 4
  store float 0xBFE99999A0000000, ptr %17, align 4
  store float 0xBFD3333340000000, ptr %12, align 4
  store float 0x3FE3333340000000, ptr %15, align 4
  store float 0xBFECCCCCC0000000, ptr %18, align 4
  store float 0x3FD99999A0000000, ptr %13, align 4
  store float 0x3FE6666660000000, ptr %16, align 4
  store float 0x3FB99999A0000000, ptr %19, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp slt i32 %30, 19
  br i1 %31, label %32, label %165

32:                                               ; preds = %4
  %33 = load i32, ptr %9, align 4
  %34 = icmp slt i32 %33, 19
  br i1 %34, label %35, label %165

35:                                               ; preds = %32
  %36 = load i32, ptr %10, align 4
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %38, label %165

38:                                               ; preds = %35
  %39 = load i32, ptr %9, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %165

41:                                               ; preds = %38
  %42 = load float, ptr %11, align 4
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %10, align 4
  %45 = sub nsw i32 %44, 1
  %46 = mul nsw i32 %45, 20
  %47 = load i32, ptr %9, align 4
  %48 = sub nsw i32 %47, 1
  %49 = add nsw i32 %46, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %43, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %42, %52
  %54 = load float, ptr %14, align 4
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %10, align 4
  %57 = sub nsw i32 %56, 1
  %58 = mul nsw i32 %57, 20
  %59 = load i32, ptr %9, align 4
  %60 = add nsw i32 %59, 0
  %61 = add nsw i32 %58, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %55, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %54, %64
  %66 = fadd contract float %53, %65
  %67 = load float, ptr %17, align 4
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %10, align 4
  %70 = sub nsw i32 %69, 1
  %71 = mul nsw i32 %70, 20
  %72 = load i32, ptr %9, align 4
  %73 = add nsw i32 %72, 1
  %74 = add nsw i32 %71, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %68, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fmul contract float %67, %77
  %79 = fadd contract float %66, %78
  %80 = load float, ptr %12, align 4
  %81 = load ptr, ptr %7, align 8
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, 0
  %84 = mul nsw i32 %83, 20
  %85 = load i32, ptr %9, align 4
  %86 = sub nsw i32 %85, 1
  %87 = add nsw i32 %84, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %81, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fmul contract float %80, %90
  %92 = fadd contract float %79, %91
  %93 = load float, ptr %15, align 4
  %94 = load ptr, ptr %7, align 8
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 0
  %97 = mul nsw i32 %96, 20
  %98 = load i32, ptr %9, align 4
  %99 = add nsw i32 %98, 0
  %100 = add nsw i32 %97, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %94, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fmul contract float %93, %103
  %105 = fadd contract float %92, %104
  %106 = load float, ptr %18, align 4
  %107 = load ptr, ptr %7, align 8
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 0
  %110 = mul nsw i32 %109, 20
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, 1
  %113 = add nsw i32 %110, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr %107, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = fmul contract float %106, %116
  %118 = fadd contract float %105, %117
  %119 = load float, ptr %13, align 4
  %120 = load ptr, ptr %7, align 8
  %121 = load i32, ptr %10, align 4
  %122 = add nsw i32 %121, 1
  %123 = mul nsw i32 %122, 20
  %124 = load i32, ptr %9, align 4
  %125 = sub nsw i32 %124, 1
  %126 = add nsw i32 %123, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %120, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = fmul contract float %119, %129
  %131 = fadd contract float %118, %130
  %132 = load float, ptr %16, align 4
  %133 = load ptr, ptr %7, align 8
  %134 = load i32, ptr %10, align 4
  %135 = add nsw i32 %134, 1
  %136 = mul nsw i32 %135, 20
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, 0
  %139 = add nsw i32 %136, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %133, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = fmul contract float %132, %142
  %144 = fadd contract float %131, %143
  %145 = load float, ptr %19, align 4
  %146 = load ptr, ptr %7, align 8
  %147 = load i32, ptr %10, align 4
  %148 = add nsw i32 %147, 1
  %149 = mul nsw i32 %148, 20
  %150 = load i32, ptr %9, align 4
  %151 = add nsw i32 %150, 1
  %152 = add nsw i32 %149, %151
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %146, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = fmul contract float %145, %155
  %157 = fadd contract float %144, %156
  %158 = load ptr, ptr %8, align 8
  %159 = load i32, ptr %10, align 4
  %160 = mul nsw i32 %159, 20
  %161 = load i32, ptr %9, align 4
  %162 = add nsw i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %158, i64 %163
  store float %157, ptr %164, align 4
  br label %165

165:                                              ; preds = %41, %38, %35, %32, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20convolution2D_kerneliiPfS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
