; ModuleID = 'atomics_wide.cu'
source_filename = "atomics_wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12atomics_widePyPxPfPdPi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca float, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca float, align 4
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  store ptr %2, ptr %29, align 8
  store ptr %3, ptr %30, align 8
  store ptr %4, ptr %31, align 8
  %34 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  store i32 %38, ptr %32, align 4
  %39 = load ptr, ptr %27, align 8
  %40 = getelementptr inbounds i64, ptr %39, i64 0
  %41 = load i32, ptr %32, align 4
  %42 = sext i32 %41 to i64
  %43 = shl i64 %42, 33
  store ptr %40, ptr %23, align 8
  store i64 %43, ptr %24, align 8
  %44 = load ptr, ptr %23, align 8
  %45 = load i64, ptr %24, align 8
  %46 = atomicrmw add ptr %44, i64 %45 seq_cst, align 8
  %47 = load ptr, ptr %27, align 8
  %48 = getelementptr inbounds i64, ptr %47, i64 1
  %49 = load i32, ptr %32, align 4
  %50 = and i32 %49, 63
  %51 = zext i32 %50 to i64
  %52 = shl i64 1, %51
  store ptr %48, ptr %21, align 8
  store i64 %52, ptr %22, align 8
  %53 = load ptr, ptr %21, align 8
  %54 = load i64, ptr %22, align 8
  %55 = atomicrmw or ptr %53, i64 %54 seq_cst, align 8
  %56 = load ptr, ptr %28, align 8
  %57 = getelementptr inbounds i64, ptr %56, i64 0
  %58 = load i32, ptr %32, align 4
  %59 = sext i32 %58 to i64
  %60 = mul nsw i64 %59, -1000000007
  store ptr %57, ptr %19, align 8
  store i64 %60, ptr %20, align 8
  %61 = load ptr, ptr %19, align 8
  %62 = load i64, ptr %20, align 8
  %63 = atomicrmw max ptr %61, i64 %62 seq_cst, align 8
  %64 = load ptr, ptr %28, align 8
  %65 = getelementptr inbounds i64, ptr %64, i64 1
  %66 = load i32, ptr %32, align 4
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, -1000000007
  store ptr %65, ptr %17, align 8
  store i64 %68, ptr %18, align 8
  %69 = load ptr, ptr %17, align 8
  %70 = load i64, ptr %18, align 8
  %71 = atomicrmw min ptr %69, i64 %70 seq_cst, align 8
  %72 = load ptr, ptr %29, align 8
  %73 = getelementptr inbounds float, ptr %72, i64 0
  %74 = load i32, ptr %32, align 4
  %75 = and i32 %74, 7
  %76 = sitofp i32 %75 to float
  %77 = fmul float %76, 5.000000e-01
  store ptr %73, ptr %15, align 8
  store float %77, ptr %16, align 4
  %78 = load ptr, ptr %15, align 8
  %79 = load float, ptr %16, align 4
  %80 = atomicrmw fadd ptr %78, float %79 seq_cst, align 4
  %81 = load ptr, ptr %30, align 8
  %82 = getelementptr inbounds double, ptr %81, i64 0
  %83 = load i32, ptr %32, align 4
  %84 = sitofp i32 %83 to double
  %85 = fadd double %84, 2.500000e-01
  store ptr %82, ptr %13, align 8
  store double %85, ptr %14, align 8
  %86 = load ptr, ptr %13, align 8
  %87 = load double, ptr %14, align 8
  %88 = atomicrmw fadd ptr %86, double %87 seq_cst, align 8
  %89 = load ptr, ptr %29, align 8
  %90 = getelementptr inbounds float, ptr %89, i64 1
  store ptr %90, ptr %10, align 8
  store float 1.000000e+00, ptr %11, align 4
  %91 = load ptr, ptr %10, align 8
  %92 = load i32, ptr %11, align 4
  %93 = atomicrmw xchg ptr %91, i32 %92 seq_cst, align 4
  store i32 %93, ptr %12, align 4
  %94 = load float, ptr %12, align 4
  store float %94, ptr %33, align 4
  %95 = load float, ptr %33, align 4
  %96 = fcmp une float %95, 1.000000e+00
  br i1 %96, label %97, label %102

97:                                               ; preds = %5
  %98 = load float, ptr %33, align 4
  store float %98, ptr %9, align 4
  %99 = load i32, ptr %9, align 4
  %100 = load ptr, ptr %31, align 8
  %101 = getelementptr inbounds i32, ptr %100, i64 0
  store i32 %99, ptr %101, align 4
  br label %102

102:                                              ; preds = %97, %5
  %103 = load ptr, ptr %27, align 8
  %104 = getelementptr inbounds i64, ptr %103, i64 2
  store ptr %104, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 99, ptr %8, align 8
  %105 = load ptr, ptr %6, align 8
  %106 = load i64, ptr %7, align 8
  %107 = load i64, ptr %8, align 8
  %108 = cmpxchg ptr %105, i64 %106, i64 %107 seq_cst seq_cst, align 8
  %109 = extractvalue { i64, i1 } %108, 0
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %111, label %117

111:                                              ; preds = %102
  %112 = load ptr, ptr %27, align 8
  %113 = getelementptr inbounds i64, ptr %112, i64 3
  store ptr %113, ptr %25, align 8
  store i64 1, ptr %26, align 8
  %114 = load ptr, ptr %25, align 8
  %115 = load i64, ptr %26, align 8
  %116 = atomicrmw add ptr %114, i64 %115 seq_cst, align 8
  br label %117

117:                                              ; preds = %111, %102
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

!0 = !{ptr @_Z12atomics_widePyPxPfPdPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
