; ModuleID = 'bf16.cu'
source_filename = "bf16.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bf16_ops(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca bfloat, align 2
  %9 = alloca bfloat, align 2
  %10 = alloca bfloat, align 2
  %11 = alloca <2 x bfloat>, align 4
  %12 = alloca <2 x bfloat>, align 4
  %13 = alloca <2 x bfloat>, align 4
  %14 = alloca <2 x bfloat>, align 4
  %15 = alloca float, align 4
  %16 = alloca bfloat, align 2
  %17 = alloca bfloat, align 2
  %18 = alloca bfloat, align 2
  %19 = alloca bfloat, align 2
  %20 = alloca bfloat, align 2
  %21 = alloca bfloat, align 2
  %22 = alloca bfloat, align 2
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca bfloat, align 2
  %32 = alloca bfloat, align 2
  %33 = alloca bfloat, align 2
  %34 = alloca bfloat, align 2
  %35 = alloca <2 x bfloat>, align 4
  store ptr %0, ptr %23, align 8
  store ptr %1, ptr %24, align 8
  store ptr %2, ptr %25, align 8
  store ptr %3, ptr %26, align 8
  store ptr %4, ptr %27, align 8
  store ptr %5, ptr %28, align 8
  store i32 %6, ptr %29, align 4
  %36 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = add i32 %38, %39
  store i32 %40, ptr %30, align 4
  %41 = load i32, ptr %30, align 4
  %42 = load i32, ptr %29, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %7
  br label %126

45:                                               ; preds = %7
  %46 = load ptr, ptr %24, align 8
  %47 = load i32, ptr %30, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds bfloat, ptr %46, i64 %48
  %50 = load bfloat, ptr %49, align 2
  store bfloat %50, ptr %31, align 2
  %51 = load ptr, ptr %25, align 8
  %52 = load i32, ptr %30, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds bfloat, ptr %51, i64 %53
  %55 = load bfloat, ptr %54, align 2
  store bfloat %55, ptr %32, align 2
  %56 = load bfloat, ptr %31, align 2
  %57 = load bfloat, ptr %32, align 2
  store bfloat %56, ptr %21, align 2
  store bfloat %57, ptr %22, align 2
  %58 = load bfloat, ptr %21, align 2
  %59 = fpext bfloat %58 to float
  %60 = load bfloat, ptr %22, align 2
  %61 = fpext bfloat %60 to float
  %62 = fadd float %59, %61
  %63 = fptrunc float %62 to bfloat
  store bfloat %63, ptr %33, align 2
  %64 = load bfloat, ptr %31, align 2
  %65 = load bfloat, ptr %32, align 2
  store bfloat %64, ptr %19, align 2
  store bfloat %65, ptr %20, align 2
  %66 = load bfloat, ptr %19, align 2
  %67 = fpext bfloat %66 to float
  %68 = load bfloat, ptr %20, align 2
  %69 = fpext bfloat %68 to float
  %70 = fmul float %67, %69
  %71 = fptrunc float %70 to bfloat
  store bfloat %71, ptr %34, align 2
  %72 = load bfloat, ptr %33, align 2
  %73 = load bfloat, ptr %34, align 2
  store float 2.500000e-01, ptr %15, align 4
  %74 = load float, ptr %15, align 4
  %75 = fptrunc float %74 to bfloat
  store bfloat %72, ptr %16, align 2
  store bfloat %73, ptr %17, align 2
  store bfloat %75, ptr %18, align 2
  %76 = load bfloat, ptr %16, align 2
  %77 = load bfloat, ptr %17, align 2
  %78 = load bfloat, ptr %18, align 2
  %79 = call noundef bfloat @llvm.nvvm.fma.rn.bf16(bfloat %76, bfloat %77, bfloat %78)
  %80 = load ptr, ptr %23, align 8
  %81 = load i32, ptr %30, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds bfloat, ptr %80, i64 %82
  store bfloat %79, ptr %83, align 2
  %84 = load ptr, ptr %27, align 8
  %85 = load i32, ptr %30, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds <2 x bfloat>, ptr %84, i64 %86
  %88 = load <2 x bfloat>, ptr %87, align 4
  store <2 x bfloat> %88, ptr %35, align 4
  %89 = load <2 x bfloat>, ptr %35, align 4
  %90 = load <2 x bfloat>, ptr %35, align 4
  %91 = shufflevector <2 x bfloat> %90, <2 x bfloat> poison, <2 x i32> <i32 1, i32 0>
  store <2 x bfloat> %89, ptr %11, align 4
  store <2 x bfloat> %91, ptr %12, align 4
  %92 = load <2 x bfloat>, ptr %11, align 4
  %93 = fpext <2 x bfloat> %92 to <2 x float>
  %94 = load <2 x bfloat>, ptr %12, align 4
  %95 = fpext <2 x bfloat> %94 to <2 x float>
  %96 = fadd <2 x float> %93, %95
  %97 = fptrunc <2 x float> %96 to <2 x bfloat>
  %98 = load <2 x bfloat>, ptr %35, align 4
  store <2 x bfloat> %97, ptr %13, align 4
  store <2 x bfloat> %98, ptr %14, align 4
  %99 = load <2 x bfloat>, ptr %13, align 4
  %100 = fpext <2 x bfloat> %99 to <2 x float>
  %101 = load <2 x bfloat>, ptr %14, align 4
  %102 = fpext <2 x bfloat> %101 to <2 x float>
  %103 = fmul <2 x float> %100, %102
  %104 = fptrunc <2 x float> %103 to <2 x bfloat>
  %105 = load ptr, ptr %26, align 8
  %106 = load i32, ptr %30, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds <2 x bfloat>, ptr %105, i64 %107
  store <2 x bfloat> %104, ptr %108, align 4
  %109 = load bfloat, ptr %33, align 2
  store bfloat %109, ptr %9, align 2
  %110 = load bfloat, ptr %9, align 2
  %111 = fpext bfloat %110 to float
  %112 = load bfloat, ptr %34, align 2
  store bfloat %112, ptr %10, align 2
  %113 = load bfloat, ptr %10, align 2
  %114 = fpext bfloat %113 to float
  %115 = fsub float %111, %114
  %116 = load bfloat, ptr %31, align 2
  store bfloat %116, ptr %8, align 2
  %117 = load i16, ptr %8, align 2
  %118 = zext i16 %117 to i32
  %119 = and i32 %118, 255
  %120 = sitofp i32 %119 to float
  %121 = fadd float %115, %120
  %122 = load ptr, ptr %28, align 8
  %123 = load i32, ptr %30, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %122, i64 %124
  store float %121, ptr %125, align 4
  br label %126

126:                                              ; preds = %45, %44
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @bf16_ops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
