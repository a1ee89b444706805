; ModuleID = 'reduction.reduce.cu'
source_filename = "reduction.reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_gridDim_t = type { i8 }
%class.SharedMem = type { i8 }
%class.SharedMem.0 = type { i8 }

$_Z6reduceIfLi256EEvPKT_PS0_j = comdat any

$_ZN9SharedMemIfE10getPointerEv = comdat any

$_Z6reduceIdLi256EEvPKT_PS0_j = comdat any

$_ZN9SharedMemIdE10getPointerEv = comdat any

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1
@s_float = external dso_local addrspace(3) global [0 x float], align 4
@s_double = external dso_local addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6reduceIfLi256EEvPKT_PS0_j(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.SharedMem, align 1
  %11 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %7, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %14, 2
  %16 = mul i32 %13, %15
  %17 = load i32, ptr %7, align 4
  %18 = add i32 %16, %17
  store i32 %18, ptr %8, align 4
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %19, 2
  %21 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = mul i32 %20, %21
  store i32 %22, ptr %9, align 4
  %23 = call noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #4
  store ptr %23, ptr %11, align 8
  %24 = load ptr, ptr %11, align 8
  %25 = load i32, ptr %7, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  store volatile float 0.000000e+00, ptr %27, align 4
  br label %28

28:                                               ; preds = %32, %3
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp ult i32 %29, %30
  br i1 %31, label %32, label %54

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %8, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %8, align 4
  %40 = add i32 %39, 256
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %38, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fadd contract float %37, %43
  %45 = load ptr, ptr %11, align 8
  %46 = load i32, ptr %7, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %45, i64 %47
  %49 = load volatile float, ptr %48, align 4
  %50 = fadd contract float %49, %44
  store volatile float %50, ptr %48, align 4
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %8, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr %8, align 4
  br label %28, !llvm.loop !6

54:                                               ; preds = %28
  call void @llvm.nvvm.barrier0()
  %55 = load i32, ptr %7, align 4
  %56 = icmp ult i32 %55, 128
  br i1 %56, label %57, label %70

57:                                               ; preds = %54
  %58 = load ptr, ptr %11, align 8
  %59 = load i32, ptr %7, align 4
  %60 = add i32 %59, 128
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %58, i64 %61
  %63 = load volatile float, ptr %62, align 4
  %64 = load ptr, ptr %11, align 8
  %65 = load i32, ptr %7, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  %68 = load volatile float, ptr %67, align 4
  %69 = fadd contract float %68, %63
  store volatile float %69, ptr %67, align 4
  br label %70

70:                                               ; preds = %57, %54
  call void @llvm.nvvm.barrier0()
  %71 = load i32, ptr %7, align 4
  %72 = icmp ult i32 %71, 64
  br i1 %72, label %73, label %86

73:                                               ; preds = %70
  %74 = load ptr, ptr %11, align 8
  %75 = load i32, ptr %7, align 4
  %76 = add i32 %75, 64
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %74, i64 %77
  %79 = load volatile float, ptr %78, align 4
  %80 = load ptr, ptr %11, align 8
  %81 = load i32, ptr %7, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %80, i64 %82
  %84 = load volatile float, ptr %83, align 4
  %85 = fadd contract float %84, %79
  store volatile float %85, ptr %83, align 4
  br label %86

86:                                               ; preds = %73, %70
  call void @llvm.nvvm.barrier0()
  %87 = load i32, ptr %7, align 4
  %88 = icmp ult i32 %87, 32
  br i1 %88, label %89, label %162

89:                                               ; preds = %86
  %90 = load ptr, ptr %11, align 8
  %91 = load i32, ptr %7, align 4
  %92 = add i32 %91, 32
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %90, i64 %93
  %95 = load volatile float, ptr %94, align 4
  %96 = load ptr, ptr %11, align 8
  %97 = load i32, ptr %7, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %96, i64 %98
  %100 = load volatile float, ptr %99, align 4
  %101 = fadd contract float %100, %95
  store volatile float %101, ptr %99, align 4
  %102 = load ptr, ptr %11, align 8
  %103 = load i32, ptr %7, align 4
  %104 = add i32 %103, 16
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %102, i64 %105
  %107 = load volatile float, ptr %106, align 4
  %108 = load ptr, ptr %11, align 8
  %109 = load i32, ptr %7, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %108, i64 %110
  %112 = load volatile float, ptr %111, align 4
  %113 = fadd contract float %112, %107
  store volatile float %113, ptr %111, align 4
  %114 = load ptr, ptr %11, align 8
  %115 = load i32, ptr %7, align 4
  %116 = add i32 %115, 8
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %114, i64 %117
  %119 = load volatile float, ptr %118, align 4
  %120 = load ptr, ptr %11, align 8
  %121 = load i32, ptr %7, align 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %120, i64 %122
  %124 = load volatile float, ptr %123, align 4
  %125 = fadd contract float %124, %119
  store volatile float %125, ptr %123, align 4
  %126 = load ptr, ptr %11, align 8
  %127 = load i32, ptr %7, align 4
  %128 = add i32 %127, 4
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %126, i64 %129
  %131 = load volatile float, ptr %130, align 4
  %132 = load ptr, ptr %11, align 8
  %133 = load i32, ptr %7, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %132, i64 %134
  %136 = load volatile float, ptr %135, align 4
  %137 = fadd contract float %136, %131
  store volatile float %137, ptr %135, align 4
  %138 = load ptr, ptr %11, align 8
  %139 = load i32, ptr %7, align 4
  %140 = add i32 %139, 2
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr %138, i64 %141
  %143 = load volatile float, ptr %142, align 4
  %144 = load ptr, ptr %11, align 8
  %145 = load i32, ptr %7, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %144, i64 %146
  %148 = load volatile float, ptr %147, align 4
  %149 = fadd contract float %148, %143
  store volatile float %149, ptr %147, align 4
  %150 = load ptr, ptr %11, align 8
  %151 = load i32, ptr %7, align 4
  %152 = add i32 %151, 1
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %150, i64 %153
  %155 = load volatile float, ptr %154, align 4
  %156 = load ptr, ptr %11, align 8
  %157 = load i32, ptr %7, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %156, i64 %158
  %160 = load volatile float, ptr %159, align 4
  %161 = fadd contract float %160, %155
  store volatile float %161, ptr %159, align 4
  br label %162

162:                                              ; preds = %89, %86
  %163 = load i32, ptr %7, align 4
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %173

165:                                              ; preds = %162
  %166 = load ptr, ptr %11, align 8
  %167 = getelementptr inbounds float, ptr %166, i64 0
  %168 = load volatile float, ptr %167, align 4
  %169 = load ptr, ptr %5, align 8
  %170 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds float, ptr %169, i64 %171
  store float %168, ptr %172, align 4
  br label %173

173:                                              ; preds = %165, %162
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr addrspacecast (ptr addrspace(3) @s_float to ptr)
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6reduceIdLi256EEvPKT_PS0_j(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.SharedMem.0, align 1
  %11 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %7, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %14, 2
  %16 = mul i32 %13, %15
  %17 = load i32, ptr %7, align 4
  %18 = add i32 %16, %17
  store i32 %18, ptr %8, align 4
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %19, 2
  %21 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = mul i32 %20, %21
  store i32 %22, ptr %9, align 4
  %23 = call noundef ptr @_ZN9SharedMemIdE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #4
  store ptr %23, ptr %11, align 8
  %24 = load ptr, ptr %11, align 8
  %25 = load i32, ptr %7, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  store volatile double 0.000000e+00, ptr %27, align 8
  br label %28

28:                                               ; preds = %32, %3
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp ult i32 %29, %30
  br i1 %31, label %32, label %54

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %8, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %8, align 4
  %40 = add i32 %39, 256
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %38, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fadd contract double %37, %43
  %45 = load ptr, ptr %11, align 8
  %46 = load i32, ptr %7, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load volatile double, ptr %48, align 8
  %50 = fadd contract double %49, %44
  store volatile double %50, ptr %48, align 8
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %8, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr %8, align 4
  br label %28, !llvm.loop !8

54:                                               ; preds = %28
  call void @llvm.nvvm.barrier0()
  %55 = load i32, ptr %7, align 4
  %56 = icmp ult i32 %55, 128
  br i1 %56, label %57, label %70

57:                                               ; preds = %54
  %58 = load ptr, ptr %11, align 8
  %59 = load i32, ptr %7, align 4
  %60 = add i32 %59, 128
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %58, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = load ptr, ptr %11, align 8
  %65 = load i32, ptr %7, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load volatile double, ptr %67, align 8
  %69 = fadd contract double %68, %63
  store volatile double %69, ptr %67, align 8
  br label %70

70:                                               ; preds = %57, %54
  call void @llvm.nvvm.barrier0()
  %71 = load i32, ptr %7, align 4
  %72 = icmp ult i32 %71, 64
  br i1 %72, label %73, label %86

73:                                               ; preds = %70
  %74 = load ptr, ptr %11, align 8
  %75 = load i32, ptr %7, align 4
  %76 = add i32 %75, 64
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %74, i64 %77
  %79 = load volatile double, ptr %78, align 8
  %80 = load ptr, ptr %11, align 8
  %81 = load i32, ptr %7, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %80, i64 %82
  %84 = load volatile double, ptr %83, align 8
  %85 = fadd contract double %84, %79
  store volatile double %85, ptr %83, align 8
  br label %86

86:                                               ; preds = %73, %70
  call void @llvm.nvvm.barrier0()
  %87 = load i32, ptr %7, align 4
  %88 = icmp ult i32 %87, 32
  br i1 %88, label %89, label %162

89:                                               ; preds = %86
  %90 = load ptr, ptr %11, align 8
  %91 = load i32, ptr %7, align 4
  %92 = add i32 %91, 32
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %90, i64 %93
  %95 = load volatile double, ptr %94, align 8
  %96 = load ptr, ptr %11, align 8
  %97 = load i32, ptr %7, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds double, ptr %96, i64 %98
  %100 = load volatile double, ptr %99, align 8
  %101 = fadd contract double %100, %95
  store volatile double %101, ptr %99, align 8
  %102 = load ptr, ptr %11, align 8
  %103 = load i32, ptr %7, align 4
  %104 = add i32 %103, 16
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds double, ptr %102, i64 %105
  %107 = load volatile double, ptr %106, align 8
  %108 = load ptr, ptr %11, align 8
  %109 = load i32, ptr %7, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds double, ptr %108, i64 %110
  %112 = load volatile double, ptr %111, align 8
  %113 = fadd contract double %112, %107
  store volatile double %113, ptr %111, align 8
  %114 = load ptr, ptr %11, align 8
  %115 = load i32, ptr %7, align 4
  %116 = add i32 %115, 8
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %114, i64 %117
  %119 = load volatile double, ptr %118, align 8
  %120 = load ptr, ptr %11, align 8
  %121 = load i32, ptr %7, align 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %120, i64 %122
  %124 = load volatile double, ptr %123, align 8
  %125 = fadd contract double %124, %119
  store volatile double %125, ptr %123, align 8
  %126 = load ptr, ptr %11, align 8
  %127 = load i32, ptr %7, align 4
  %128 = add i32 %127, 4
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %126, i64 %129
  %131 = load volatile double, ptr %130, align 8
  %132 = load ptr, ptr %11, align 8
  %133 = load i32, ptr %7, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds double, ptr %132, i64 %134
  %136 = load volatile double, ptr %135, align 8
  %137 = fadd contract double %136, %131
  store volatile double %137, ptr %135, align 8
  %138 = load ptr, ptr %11, align 8
  %139 = load i32, ptr %7, align 4
  %140 = add i32 %139, 2
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds double, ptr %138, i64 %141
  %143 = load volatile double, ptr %142, align 8
  %144 = load ptr, ptr %11, align 8
  %145 = load i32, ptr %7, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %144, i64 %146
  %148 = load volatile double, ptr %147, align 8
  %149 = fadd contract double %148, %143
  store volatile double %149, ptr %147, align 8
  %150 = load ptr, ptr %11, align 8
  %151 = load i32, ptr %7, align 4
  %152 = add i32 %151, 1
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %150, i64 %153
  %155 = load volatile double, ptr %154, align 8
  %156 = load ptr, ptr %11, align 8
  %157 = load i32, ptr %7, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds double, ptr %156, i64 %158
  %160 = load volatile double, ptr %159, align 8
  %161 = fadd contract double %160, %155
  store volatile double %161, ptr %159, align 8
  br label %162

162:                                              ; preds = %89, %86
  %163 = load i32, ptr %7, align 4
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %173

165:                                              ; preds = %162
  %166 = load ptr, ptr %11, align 8
  %167 = getelementptr inbounds double, ptr %166, i64 0
  %168 = load volatile double, ptr %167, align 8
  %169 = load ptr, ptr %5, align 8
  %170 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds double, ptr %169, i64 %171
  store double %168, ptr %172, align 8
  br label %173

173:                                              ; preds = %165, %162
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN9SharedMemIdE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr addrspacecast (ptr addrspace(3) @s_double to ptr)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z6reduceIfLi256EEvPKT_PS0_j, !"kernel", i32 1}
!1 = !{ptr @_Z6reduceIdLi256EEvPKT_PS0_j, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
