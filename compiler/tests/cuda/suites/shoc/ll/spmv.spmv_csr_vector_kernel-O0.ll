; ModuleID = 'spmv.spmv_csr_vector_kernel.cu'
source_filename = "spmv.spmv_csr_vector_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.texReaderSP = type { i8 }
%struct.texReaderDP = type { i8 }

$_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ = comdat any

$_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ = comdat any

$_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums = comdat any

$_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums = comdat any

@vecTexData = dso_local addrspace(1) externally_initialized global [12 x float] [float 5.000000e-01, float 1.000000e+00, float 1.500000e+00, float 2.000000e+00, float 2.500000e+00, float 3.000000e+00, float 3.500000e+00, float 4.000000e+00, float 4.500000e+00, float 5.000000e+00, float 5.500000e+00, float 6.000000e+00], align 4
@vecTexDataD = dso_local addrspace(1) externally_initialized global [12 x double] [double 5.000000e-01, double 1.000000e+00, double 1.500000e+00, double 2.000000e+00, double 2.500000e+00, double 3.000000e+00, double 3.500000e+00, double 4.000000e+00, double 4.500000e+00, double 5.000000e+00, double 5.500000e+00, double 6.000000e+00], align 8
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums = linkonce_odr dso_local addrspace(3) global [128 x float] undef, comdat, align 4
@_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums = linkonce_odr dso_local addrspace(3) global [128 x double] undef, comdat, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, ptr noalias noundef %4) #0 comdat {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.texReaderSP, align 1
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = and i32 %24, 31
  store i32 %25, ptr %14, align 4
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = udiv i32 %26, 32
  store i32 %27, ptr %15, align 4
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = load i32, ptr %15, align 4
  %30 = mul i32 %28, %29
  %31 = load i32, ptr %13, align 4
  %32 = sdiv i32 %31, 32
  %33 = add i32 %30, %32
  store i32 %33, ptr %16, align 4
  %34 = load i32, ptr %16, align 4
  %35 = load i32, ptr %11, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %166

37:                                               ; preds = %5
  %38 = load ptr, ptr %10, align 8
  %39 = load i32, ptr %16, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %18, align 4
  %43 = load ptr, ptr %10, align 8
  %44 = load i32, ptr %16, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %43, i64 %46
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %19, align 4
  store float 0.000000e+00, ptr %20, align 4
  %49 = load i32, ptr %18, align 4
  %50 = load i32, ptr %14, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr %21, align 4
  br label %52

52:                                               ; preds = %76, %37
  %53 = load i32, ptr %21, align 4
  %54 = load i32, ptr %19, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %79

56:                                               ; preds = %52
  %57 = load ptr, ptr %9, align 8
  %58 = load i32, ptr %21, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %22, align 4
  %62 = load ptr, ptr %8, align 8
  %63 = load i32, ptr %21, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = load i32, ptr %22, align 4
  store ptr %17, ptr %6, align 8
  store i32 %67, ptr %7, align 4
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %7, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [12 x float], ptr addrspacecast (ptr addrspace(1) @vecTexData to ptr), i64 0, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul contract float %66, %72
  %74 = load float, ptr %20, align 4
  %75 = fadd contract float %74, %73
  store float %75, ptr %20, align 4
  br label %76

76:                                               ; preds = %56
  %77 = load i32, ptr %21, align 4
  %78 = add nsw i32 %77, 32
  store i32 %78, ptr %21, align 4
  br label %52, !llvm.loop !6

79:                                               ; preds = %52
  %80 = load float, ptr %20, align 4
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %82
  store volatile float %80, ptr %83, align 4
  %84 = load i32, ptr %14, align 4
  %85 = icmp slt i32 %84, 16
  br i1 %85, label %86, label %97

86:                                               ; preds = %79
  %87 = load i32, ptr %13, align 4
  %88 = add nsw i32 %87, 16
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %89
  %91 = load volatile float, ptr %90, align 4
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %93
  %95 = load volatile float, ptr %94, align 4
  %96 = fadd contract float %95, %91
  store volatile float %96, ptr %94, align 4
  br label %97

97:                                               ; preds = %86, %79
  %98 = load i32, ptr %14, align 4
  %99 = icmp slt i32 %98, 8
  br i1 %99, label %100, label %111

100:                                              ; preds = %97
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 8
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %103
  %105 = load volatile float, ptr %104, align 4
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %107
  %109 = load volatile float, ptr %108, align 4
  %110 = fadd contract float %109, %105
  store volatile float %110, ptr %108, align 4
  br label %111

111:                                              ; preds = %100, %97
  %112 = load i32, ptr %14, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %125

114:                                              ; preds = %111
  %115 = load i32, ptr %13, align 4
  %116 = add nsw i32 %115, 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %117
  %119 = load volatile float, ptr %118, align 4
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %121
  %123 = load volatile float, ptr %122, align 4
  %124 = fadd contract float %123, %119
  store volatile float %124, ptr %122, align 4
  br label %125

125:                                              ; preds = %114, %111
  %126 = load i32, ptr %14, align 4
  %127 = icmp slt i32 %126, 2
  br i1 %127, label %128, label %139

128:                                              ; preds = %125
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %131
  %133 = load volatile float, ptr %132, align 4
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %135
  %137 = load volatile float, ptr %136, align 4
  %138 = fadd contract float %137, %133
  store volatile float %138, ptr %136, align 4
  br label %139

139:                                              ; preds = %128, %125
  %140 = load i32, ptr %14, align 4
  %141 = icmp slt i32 %140, 1
  br i1 %141, label %142, label %153

142:                                              ; preds = %139
  %143 = load i32, ptr %13, align 4
  %144 = add nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %145
  %147 = load volatile float, ptr %146, align 4
  %148 = load i32, ptr %13, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %149
  %151 = load volatile float, ptr %150, align 4
  %152 = fadd contract float %151, %147
  store volatile float %152, ptr %150, align 4
  br label %153

153:                                              ; preds = %142, %139
  %154 = load i32, ptr %14, align 4
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %156, label %165

156:                                              ; preds = %153
  %157 = load i32, ptr %13, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %158
  %160 = load volatile float, ptr %159, align 4
  %161 = load ptr, ptr %12, align 8
  %162 = load i32, ptr %16, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %161, i64 %163
  store float %160, ptr %164, align 4
  br label %165

165:                                              ; preds = %156, %153
  br label %166

166:                                              ; preds = %165, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, ptr noalias noundef %4) #0 comdat {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.texReaderDP, align 1
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = and i32 %24, 31
  store i32 %25, ptr %14, align 4
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = udiv i32 %26, 32
  store i32 %27, ptr %15, align 4
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = load i32, ptr %15, align 4
  %30 = mul i32 %28, %29
  %31 = load i32, ptr %13, align 4
  %32 = sdiv i32 %31, 32
  %33 = add i32 %30, %32
  store i32 %33, ptr %16, align 4
  %34 = load i32, ptr %16, align 4
  %35 = load i32, ptr %11, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %166

37:                                               ; preds = %5
  %38 = load ptr, ptr %10, align 8
  %39 = load i32, ptr %16, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %18, align 4
  %43 = load ptr, ptr %10, align 8
  %44 = load i32, ptr %16, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %43, i64 %46
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %19, align 4
  store double 0.000000e+00, ptr %20, align 8
  %49 = load i32, ptr %18, align 4
  %50 = load i32, ptr %14, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr %21, align 4
  br label %52

52:                                               ; preds = %76, %37
  %53 = load i32, ptr %21, align 4
  %54 = load i32, ptr %19, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %79

56:                                               ; preds = %52
  %57 = load ptr, ptr %9, align 8
  %58 = load i32, ptr %21, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %22, align 4
  %62 = load ptr, ptr %8, align 8
  %63 = load i32, ptr %21, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = load i32, ptr %22, align 4
  store ptr %17, ptr %6, align 8
  store i32 %67, ptr %7, align 4
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %7, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [12 x double], ptr addrspacecast (ptr addrspace(1) @vecTexDataD to ptr), i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = fmul contract double %66, %72
  %74 = load double, ptr %20, align 8
  %75 = fadd contract double %74, %73
  store double %75, ptr %20, align 8
  br label %76

76:                                               ; preds = %56
  %77 = load i32, ptr %21, align 4
  %78 = add nsw i32 %77, 32
  store i32 %78, ptr %21, align 4
  br label %52, !llvm.loop !8

79:                                               ; preds = %52
  %80 = load double, ptr %20, align 8
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %82
  store volatile double %80, ptr %83, align 8
  %84 = load i32, ptr %14, align 4
  %85 = icmp slt i32 %84, 16
  br i1 %85, label %86, label %97

86:                                               ; preds = %79
  %87 = load i32, ptr %13, align 4
  %88 = add nsw i32 %87, 16
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %89
  %91 = load volatile double, ptr %90, align 8
  %92 = load i32, ptr %13, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %93
  %95 = load volatile double, ptr %94, align 8
  %96 = fadd contract double %95, %91
  store volatile double %96, ptr %94, align 8
  br label %97

97:                                               ; preds = %86, %79
  %98 = load i32, ptr %14, align 4
  %99 = icmp slt i32 %98, 8
  br i1 %99, label %100, label %111

100:                                              ; preds = %97
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 8
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %103
  %105 = load volatile double, ptr %104, align 8
  %106 = load i32, ptr %13, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %107
  %109 = load volatile double, ptr %108, align 8
  %110 = fadd contract double %109, %105
  store volatile double %110, ptr %108, align 8
  br label %111

111:                                              ; preds = %100, %97
  %112 = load i32, ptr %14, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %125

114:                                              ; preds = %111
  %115 = load i32, ptr %13, align 4
  %116 = add nsw i32 %115, 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %117
  %119 = load volatile double, ptr %118, align 8
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %121
  %123 = load volatile double, ptr %122, align 8
  %124 = fadd contract double %123, %119
  store volatile double %124, ptr %122, align 8
  br label %125

125:                                              ; preds = %114, %111
  %126 = load i32, ptr %14, align 4
  %127 = icmp slt i32 %126, 2
  br i1 %127, label %128, label %139

128:                                              ; preds = %125
  %129 = load i32, ptr %13, align 4
  %130 = add nsw i32 %129, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %131
  %133 = load volatile double, ptr %132, align 8
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %135
  %137 = load volatile double, ptr %136, align 8
  %138 = fadd contract double %137, %133
  store volatile double %138, ptr %136, align 8
  br label %139

139:                                              ; preds = %128, %125
  %140 = load i32, ptr %14, align 4
  %141 = icmp slt i32 %140, 1
  br i1 %141, label %142, label %153

142:                                              ; preds = %139
  %143 = load i32, ptr %13, align 4
  %144 = add nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %145
  %147 = load volatile double, ptr %146, align 8
  %148 = load i32, ptr %13, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %149
  %151 = load volatile double, ptr %150, align 8
  %152 = fadd contract double %151, %147
  store volatile double %152, ptr %150, align 8
  br label %153

153:                                              ; preds = %142, %139
  %154 = load i32, ptr %14, align 4
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %156, label %165

156:                                              ; preds = %153
  %157 = load i32, ptr %13, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_E11partialSums to ptr), i64 0, i64 %158
  %160 = load volatile double, ptr %159, align 8
  %161 = load ptr, ptr %12, align 8
  %162 = load i32, ptr %16, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds double, ptr %161, i64 %163
  store double %160, ptr %164, align 8
  br label %165

165:                                              ; preds = %156, %153
  br label %166

166:                                              ; preds = %165, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!1 = !{ptr @_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
