; ModuleID = 'half2_vec.cu'
source_filename = "half2_vec.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @half2_dot(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca <2 x half>, align 4
  %9 = alloca <2 x half>, align 4
  %10 = alloca <2 x half>, align 4
  %11 = alloca <2 x half>, align 4
  %12 = alloca <2 x half>, align 4
  %13 = alloca <2 x half>, align 4
  %14 = alloca <2 x half>, align 4
  %15 = alloca float, align 4
  %16 = alloca <2 x half>, align 4
  %17 = alloca <2 x half>, align 4
  %18 = alloca <2 x half>, align 4
  %19 = alloca <2 x half>, align 4
  %20 = alloca <2 x half>, align 4
  %21 = alloca <2 x half>, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca <2 x half>, align 4
  %29 = alloca <2 x half>, align 4
  %30 = alloca <2 x half>, align 4
  %31 = alloca <2 x half>, align 4
  %32 = alloca <2 x half>, align 4
  store ptr %0, ptr %22, align 8
  store ptr %1, ptr %23, align 8
  store ptr %2, ptr %24, align 8
  store ptr %3, ptr %25, align 8
  store i32 %4, ptr %26, align 4
  %33 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = mul i32 %33, %34
  %36 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = add i32 %35, %36
  store i32 %37, ptr %27, align 4
  %38 = load i32, ptr %27, align 4
  %39 = load i32, ptr %26, align 4
  %40 = icmp sge i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %5
  br label %118

42:                                               ; preds = %5
  %43 = load ptr, ptr %23, align 8
  %44 = load i32, ptr %27, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds <2 x half>, ptr %43, i64 %45
  %47 = load <2 x half>, ptr %46, align 4
  store <2 x half> %47, ptr %28, align 4
  %48 = load ptr, ptr %24, align 8
  %49 = load i32, ptr %27, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds <2 x half>, ptr %48, i64 %50
  %52 = load <2 x half>, ptr %51, align 4
  store <2 x half> %52, ptr %29, align 4
  %53 = load <2 x half>, ptr %28, align 4
  %54 = load <2 x half>, ptr %29, align 4
  store <2 x half> %53, ptr %20, align 4
  store <2 x half> %54, ptr %21, align 4
  %55 = load <2 x half>, ptr %20, align 4
  %56 = load <2 x half>, ptr %21, align 4
  %57 = fmul <2 x half> %55, %56
  store <2 x half> %57, ptr %30, align 4
  %58 = load <2 x half>, ptr %28, align 4
  %59 = load <2 x half>, ptr %29, align 4
  store float 1.000000e+00, ptr %15, align 4
  %60 = load float, ptr %15, align 4
  %61 = fptrunc float %60 to half
  %62 = insertelement <2 x half> poison, half %61, i32 0
  %63 = load float, ptr %15, align 4
  %64 = fptrunc float %63 to half
  %65 = insertelement <2 x half> %62, half %64, i32 1
  store <2 x half> %65, ptr %16, align 4
  %66 = load <2 x half>, ptr %16, align 4
  store <2 x half> %58, ptr %17, align 4
  store <2 x half> %59, ptr %18, align 4
  store <2 x half> %66, ptr %19, align 4
  %67 = load <2 x half>, ptr %17, align 4
  %68 = load <2 x half>, ptr %18, align 4
  %69 = fmul <2 x half> %67, %68
  %70 = load <2 x half>, ptr %19, align 4
  %71 = fadd <2 x half> %69, %70
  store <2 x half> %71, ptr %31, align 4
  %72 = load <2 x half>, ptr %30, align 4
  %73 = load <2 x half>, ptr %31, align 4
  %74 = shufflevector <2 x half> %73, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  store <2 x half> %72, ptr %13, align 4
  store <2 x half> %74, ptr %14, align 4
  %75 = load <2 x half>, ptr %13, align 4
  %76 = load <2 x half>, ptr %14, align 4
  %77 = fadd <2 x half> %75, %76
  store <2 x half> %77, ptr %32, align 4
  %78 = load <2 x half>, ptr %32, align 4
  %79 = load ptr, ptr %22, align 8
  %80 = load i32, ptr %27, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds <2 x half>, ptr %79, i64 %81
  store <2 x half> %78, ptr %82, align 4
  %83 = load <2 x half>, ptr %30, align 4
  store <2 x half> %83, ptr %11, align 4
  %84 = load <2 x half>, ptr %11, align 4
  %85 = extractelement <2 x half> %84, i64 0
  %86 = fpext half %85 to float
  %87 = load <2 x half>, ptr %30, align 4
  store <2 x half> %87, ptr %9, align 4
  %88 = load <2 x half>, ptr %9, align 4
  %89 = extractelement <2 x half> %88, i64 1
  %90 = fpext half %89 to float
  %91 = fadd float %86, %90
  %92 = load ptr, ptr %25, align 8
  %93 = load i32, ptr %27, align 4
  %94 = mul nsw i32 2, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %92, i64 %95
  store float %91, ptr %96, align 4
  %97 = load <2 x half>, ptr %32, align 4
  store <2 x half> %97, ptr %12, align 4
  %98 = load <2 x half>, ptr %12, align 4
  %99 = extractelement <2 x half> %98, i64 0
  %100 = fpext half %99 to float
  store float 5.000000e-01, ptr %6, align 4
  store float 2.000000e+00, ptr %7, align 4
  %101 = load float, ptr %6, align 4
  %102 = fptrunc float %101 to half
  %103 = insertelement <2 x half> poison, half %102, i32 0
  %104 = load float, ptr %7, align 4
  %105 = fptrunc float %104 to half
  %106 = insertelement <2 x half> %103, half %105, i32 1
  store <2 x half> %106, ptr %8, align 4
  %107 = load <2 x half>, ptr %8, align 4
  store <2 x half> %107, ptr %10, align 4
  %108 = load <2 x half>, ptr %10, align 4
  %109 = extractelement <2 x half> %108, i64 1
  %110 = fpext half %109 to float
  %111 = fmul float %100, %110
  %112 = load ptr, ptr %25, align 8
  %113 = load i32, ptr %27, align 4
  %114 = mul nsw i32 2, %113
  %115 = add nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %112, i64 %116
  store float %111, ptr %117, align 4
  br label %118

118:                                              ; preds = %42, %41
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

!0 = !{ptr @half2_dot, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
