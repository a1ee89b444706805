; ModuleID = 'half_scalar.cu'
source_filename = "half_scalar.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @half_axpy(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, float noundef %4, i32 noundef %5) #0 {
  %7 = alloca half, align 2
  %8 = alloca half, align 2
  %9 = alloca half, align 2
  %10 = alloca half, align 2
  %11 = alloca half, align 2
  %12 = alloca half, align 2
  %13 = alloca half, align 2
  %14 = alloca half, align 2
  %15 = alloca half, align 2
  %16 = alloca half, align 2
  %17 = alloca i32, align 4
  %18 = alloca half, align 2
  %19 = alloca half, align 2
  %20 = alloca half, align 2
  %21 = alloca half, align 2
  %22 = alloca half, align 2
  %23 = alloca float, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca float, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca half, align 2
  %32 = alloca half, align 2
  %33 = alloca half, align 2
  %34 = alloca half, align 2
  store ptr %0, ptr %24, align 8
  store ptr %1, ptr %25, align 8
  store ptr %2, ptr %26, align 8
  store ptr %3, ptr %27, align 8
  store float %4, ptr %28, align 4
  store i32 %5, ptr %29, align 4
  %35 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = add i32 %37, %38
  store i32 %39, ptr %30, align 4
  %40 = load i32, ptr %30, align 4
  %41 = load i32, ptr %29, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %6
  br label %117

44:                                               ; preds = %6
  %45 = load float, ptr %28, align 4
  store float %45, ptr %23, align 4
  %46 = load float, ptr %23, align 4
  %47 = fptrunc float %46 to half
  store half %47, ptr %31, align 2
  %48 = load ptr, ptr %25, align 8
  %49 = load i32, ptr %30, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds half, ptr %48, i64 %50
  %52 = load half, ptr %51, align 2
  store half %52, ptr %32, align 2
  %53 = load ptr, ptr %24, align 8
  %54 = load i32, ptr %30, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds half, ptr %53, i64 %55
  %57 = load half, ptr %56, align 2
  store half %57, ptr %33, align 2
  %58 = load half, ptr %31, align 2
  %59 = load half, ptr %32, align 2
  %60 = load half, ptr %33, align 2
  store half %58, ptr %20, align 2
  store half %59, ptr %21, align 2
  store half %60, ptr %22, align 2
  %61 = load half, ptr %20, align 2
  %62 = load half, ptr %21, align 2
  %63 = load half, ptr %22, align 2
  %64 = call noundef half @llvm.fma.f16(half %61, half %62, half %63)
  store half %64, ptr %34, align 2
  %65 = load half, ptr %34, align 2
  %66 = load i32, ptr %30, align 4
  %67 = and i32 %66, 7
  store i32 %67, ptr %17, align 4
  %68 = load i32, ptr %17, align 4
  %69 = sitofp i32 %68 to half
  store half %65, ptr %18, align 2
  store half %69, ptr %19, align 2
  %70 = load half, ptr %18, align 2
  %71 = load half, ptr %19, align 2
  %72 = fadd half %70, %71
  store half %72, ptr %34, align 2
  %73 = load half, ptr %34, align 2
  %74 = load ptr, ptr %24, align 8
  %75 = load i32, ptr %30, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds half, ptr %74, i64 %76
  store half %73, ptr %77, align 2
  %78 = load half, ptr %34, align 2
  store half %78, ptr %15, align 2
  %79 = load half, ptr %15, align 2
  %80 = fpext half %79 to float
  %81 = load half, ptr %32, align 2
  %82 = load half, ptr %33, align 2
  store half %81, ptr %13, align 2
  store half %82, ptr %14, align 2
  %83 = load half, ptr %13, align 2
  %84 = load half, ptr %14, align 2
  %85 = call noundef half @llvm.nvvm.fmax.f16(half %83, half %84)
  store half %85, ptr %16, align 2
  %86 = load half, ptr %16, align 2
  %87 = fpext half %86 to float
  %88 = fadd float %80, %87
  %89 = load ptr, ptr %26, align 8
  %90 = load i32, ptr %30, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %89, i64 %91
  store float %88, ptr %92, align 4
  %93 = load half, ptr %34, align 2
  %94 = load half, ptr %32, align 2
  store half %93, ptr %10, align 2
  store half %94, ptr %11, align 2
  %95 = load half, ptr %10, align 2
  %96 = load half, ptr %11, align 2
  %97 = fmul half %95, %96
  store half %97, ptr %12, align 2
  %98 = load half, ptr %12, align 2
  %99 = fptosi half %98 to i32
  %100 = load half, ptr %32, align 2
  %101 = load half, ptr %34, align 2
  store half %100, ptr %8, align 2
  store half %101, ptr %9, align 2
  %102 = load half, ptr %8, align 2
  %103 = load half, ptr %9, align 2
  %104 = fcmp olt half %102, %103
  %105 = zext i1 %104 to i64
  %106 = select i1 %104, i32 1000, i32 0
  %107 = add nsw i32 %99, %106
  %108 = load half, ptr %32, align 2
  store half %108, ptr %7, align 2
  %109 = load i16, ptr %7, align 2
  %110 = zext i16 %109 to i32
  %111 = ashr i32 %110, 10
  %112 = add nsw i32 %107, %111
  %113 = load ptr, ptr %27, align 8
  %114 = load i32, ptr %30, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  store i32 %112, ptr %116, align 4
  br label %117

117:                                              ; preds = %44, %43
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.f16(half, half) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @half_axpy, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
