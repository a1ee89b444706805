; ModuleID = 'math_builtin.cu'
source_filename = "math_builtin.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @math_f32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca ptr, align 8
  store ptr %0, ptr %29, align 8
  store ptr %1, ptr %30, align 8
  store i32 %2, ptr %31, align 4
  %36 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = add i32 %38, %39
  store i32 %40, ptr %32, align 4
  %41 = load i32, ptr %32, align 4
  %42 = load i32, ptr %31, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %3
  br label %162

45:                                               ; preds = %3
  %46 = load ptr, ptr %29, align 8
  %47 = load i32, ptr %32, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %46, i64 %48
  %50 = load float, ptr %49, align 4
  store float %50, ptr %33, align 4
  %51 = load float, ptr %33, align 4
  store float %51, ptr %28, align 4
  %52 = load float, ptr %28, align 4
  %53 = call noundef float @llvm.fabs.f32(float %52)
  %54 = fadd float %53, 1.000000e+00
  store float %54, ptr %34, align 4
  %55 = load ptr, ptr %30, align 8
  %56 = load i32, ptr %32, align 4
  %57 = mul nsw i32 8, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %55, i64 %58
  store ptr %59, ptr %35, align 8
  %60 = load float, ptr %34, align 4
  store float %60, ptr %27, align 4
  %61 = load float, ptr %27, align 4
  %62 = call noundef float @llvm.nvvm.sqrt.rn.f(float %61)
  %63 = load float, ptr %34, align 4
  store float %63, ptr %26, align 4
  %64 = load float, ptr %26, align 4
  %65 = call noundef float @llvm.nvvm.rsqrt.approx.f(float %64)
  %66 = fadd float %62, %65
  %67 = load ptr, ptr %35, align 8
  %68 = getelementptr inbounds float, ptr %67, i64 0
  store float %66, ptr %68, align 4
  %69 = load float, ptr %33, align 4
  store float %69, ptr %23, align 4
  store float 5.000000e-01, ptr %24, align 4
  store float -1.000000e+00, ptr %25, align 4
  %70 = load float, ptr %23, align 4
  %71 = load float, ptr %24, align 4
  %72 = load float, ptr %25, align 4
  %73 = call noundef float @llvm.fma.f32(float %70, float %71, float %72)
  %74 = load ptr, ptr %35, align 8
  %75 = getelementptr inbounds float, ptr %74, i64 1
  store float %73, ptr %75, align 4
  %76 = load float, ptr %33, align 4
  store float %76, ptr %21, align 4
  store float 3.000000e+00, ptr %22, align 4
  %77 = load float, ptr %21, align 4
  %78 = load float, ptr %22, align 4
  %79 = call noundef float @llvm.nvvm.fmin.f(float %77, float %78)
  %80 = load float, ptr %33, align 4
  store float %80, ptr %19, align 4
  store float -3.000000e+00, ptr %20, align 4
  %81 = load float, ptr %19, align 4
  %82 = load float, ptr %20, align 4
  %83 = call noundef float @llvm.nvvm.fmax.f(float %81, float %82)
  %84 = fadd float %79, %83
  %85 = load ptr, ptr %35, align 8
  %86 = getelementptr inbounds float, ptr %85, i64 2
  store float %84, ptr %86, align 4
  %87 = load float, ptr %33, align 4
  %88 = fmul float %87, 0x3FD3333340000000
  store float %88, ptr %18, align 4
  %89 = load float, ptr %18, align 4
  %90 = call noundef float @llvm.floor.f32(float %89)
  %91 = load float, ptr %33, align 4
  %92 = fmul float %91, 0x3FD3333340000000
  store float %92, ptr %17, align 4
  %93 = load float, ptr %17, align 4
  %94 = call noundef float @llvm.ceil.f32(float %93)
  %95 = fadd float %90, %94
  %96 = load float, ptr %33, align 4
  %97 = fneg float %96
  %98 = fmul float %97, 0x3FE6666660000000
  store float %98, ptr %16, align 4
  %99 = load float, ptr %16, align 4
  %100 = call noundef float @llvm.trunc.f32(float %99)
  %101 = fadd float %95, %100
  %102 = load float, ptr %33, align 4
  %103 = fmul float %102, 2.500000e-01
  store float %103, ptr %15, align 4
  %104 = load float, ptr %15, align 4
  %105 = call noundef float @llvm.round.f32(float %104)
  %106 = fadd float %101, %105
  %107 = load ptr, ptr %35, align 8
  %108 = getelementptr inbounds float, ptr %107, i64 3
  store float %106, ptr %108, align 4
  %109 = load float, ptr %34, align 4
  %110 = load float, ptr %33, align 4
  %111 = fneg float %110
  store float %109, ptr %13, align 4
  store float %111, ptr %14, align 4
  %112 = load float, ptr %13, align 4
  %113 = load float, ptr %14, align 4
  %114 = call noundef float @llvm.copysign.f32(float %112, float %113)
  %115 = load float, ptr %33, align 4
  %116 = fmul float %115, 0x3FB99999A0000000
  store float %116, ptr %12, align 4
  %117 = load float, ptr %12, align 4
  %118 = call noundef float @llvm.nvvm.saturate.f(float %117)
  %119 = fadd float %114, %118
  %120 = load ptr, ptr %35, align 8
  %121 = getelementptr inbounds float, ptr %120, i64 4
  store float %119, ptr %121, align 4
  %122 = load float, ptr %33, align 4
  %123 = load float, ptr %34, align 4
  store float %122, ptr %10, align 4
  store float %123, ptr %11, align 4
  %124 = load float, ptr %10, align 4
  %125 = load float, ptr %11, align 4
  %126 = call noundef float @llvm.nvvm.div.approx.f(float %124, float %125)
  %127 = load float, ptr %34, align 4
  store float %127, ptr %9, align 4
  %128 = load float, ptr %9, align 4
  %129 = call noundef float @llvm.nvvm.rcp.rn.f(float %128)
  %130 = fadd float %126, %129
  %131 = load ptr, ptr %35, align 8
  %132 = getelementptr inbounds float, ptr %131, i64 5
  store float %130, ptr %132, align 4
  %133 = load float, ptr %33, align 4
  %134 = fmul float %133, 0x3F847AE140000000
  store float %134, ptr %8, align 4
  %135 = load float, ptr %8, align 4
  %136 = fmul float %135, 0x3FF7154760000000
  %137 = call noundef float @llvm.nvvm.ex2.approx.f(float %136)
  %138 = load float, ptr %34, align 4
  store float %138, ptr %7, align 4
  %139 = load float, ptr %7, align 4
  %140 = call float @llvm.nvvm.lg2.approx.f(float %139)
  %141 = fmul float %140, 0x3FE62E4300000000
  %142 = fadd float %137, %141
  %143 = load ptr, ptr %35, align 8
  %144 = getelementptr inbounds float, ptr %143, i64 6
  store float %142, ptr %144, align 4
  %145 = load float, ptr %33, align 4
  %146 = fmul float %145, 0x3FB99999A0000000
  store float %146, ptr %6, align 4
  %147 = load float, ptr %6, align 4
  %148 = call noundef float @llvm.nvvm.sin.approx.f(float %147)
  %149 = load float, ptr %33, align 4
  %150 = fmul float %149, 0x3FB99999A0000000
  store float %150, ptr %5, align 4
  %151 = load float, ptr %5, align 4
  %152 = call noundef float @llvm.nvvm.cos.approx.f(float %151)
  %153 = fadd float %148, %152
  %154 = load float, ptr %33, align 4
  %155 = fmul float %154, 1.500000e+00
  store float %155, ptr %4, align 4
  %156 = load float, ptr %4, align 4
  %157 = call noundef i32 @llvm.nvvm.f2i.rn(float %156)
  %158 = sitofp i32 %157 to float
  %159 = fadd float %153, %158
  %160 = load ptr, ptr %35, align 8
  %161 = getelementptr inbounds float, ptr %160, i64 7
  store float %159, ptr %161, align 4
  br label %162

162:                                              ; preds = %45, %44
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @math_f32, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
