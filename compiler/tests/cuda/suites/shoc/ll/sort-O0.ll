; ModuleID = 'sort.cu'
source_filename = "sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem = internal addrspace(3) global [512 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue = internal addrspace(3) global i32 undef, align 4
@_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers = internal addrspace(3) global [16 x i32] undef, align 4
@sRadix1 = external dso_local addrspace(3) global [0 x i32], align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 = internal addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 = internal addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ4scanPjS_S_ibbE6s_data = internal addrspace(3) global [512 x i32] undef, align 4
@_ZZ17vectorAddUniform4PjPKjiE3uni = internal addrspace(3) global [1 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7scanLSBjPj(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %8, i64 %10
  store i32 0, ptr %11, align 4
  call void @llvm.nvvm.barrier0()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = load i32, ptr %5, align 4
  %14 = add i32 %13, %12
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %3, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4
  call void @llvm.nvvm.barrier0()
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sub nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %26 = load i32, ptr %6, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = add i32 %31, %26
  store i32 %32, ptr %30, align 4
  call void @llvm.nvvm.barrier0()
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %39 = load i32, ptr %6, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = add i32 %44, %39
  store i32 %45, ptr %43, align 4
  call void @llvm.nvvm.barrier0()
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %5, align 4
  %48 = sub nsw i32 %47, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %46, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %52 = load i32, ptr %6, align 4
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = add i32 %57, %52
  store i32 %58, ptr %56, align 4
  call void @llvm.nvvm.barrier0()
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %5, align 4
  %61 = sub nsw i32 %60, 8
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %59, i64 %62
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %65 = load i32, ptr %6, align 4
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, %65
  store i32 %71, ptr %69, align 4
  call void @llvm.nvvm.barrier0()
  %72 = load ptr, ptr %4, align 8
  %73 = load i32, ptr %5, align 4
  %74 = sub nsw i32 %73, 16
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %72, i64 %75
  %77 = load i32, ptr %76, align 4
  store i32 %77, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %6, align 4
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %5, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %79, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = add i32 %83, %78
  store i32 %84, ptr %82, align 4
  call void @llvm.nvvm.barrier0()
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %5, align 4
  %87 = sub nsw i32 %86, 32
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %85, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %91 = load i32, ptr %6, align 4
  %92 = load ptr, ptr %4, align 8
  %93 = load i32, ptr %5, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = add i32 %96, %91
  store i32 %97, ptr %95, align 4
  call void @llvm.nvvm.barrier0()
  %98 = load ptr, ptr %4, align 8
  %99 = load i32, ptr %5, align 4
  %100 = sub nsw i32 %99, 64
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %98, i64 %101
  %103 = load i32, ptr %102, align 4
  store i32 %103, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %104 = load i32, ptr %6, align 4
  %105 = load ptr, ptr %4, align 8
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = add i32 %109, %104
  store i32 %110, ptr %108, align 4
  call void @llvm.nvvm.barrier0()
  %111 = load ptr, ptr %4, align 8
  %112 = load i32, ptr %5, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %111, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = load i32, ptr %3, align 4
  %117 = sub i32 %115, %116
  ret i32 %117
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef <4 x i32> @_Z5scan4Dv4_jPj(<4 x i32> noundef %0, ptr noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca ptr, align 8
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca i32, align 4
  store <4 x i32> %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  %8 = load <4 x i32>, ptr %3, align 16
  store <4 x i32> %8, ptr %5, align 16
  %9 = load <4 x i32>, ptr %5, align 16
  %10 = extractelement <4 x i32> %9, i64 0
  %11 = load <4 x i32>, ptr %6, align 16
  %12 = insertelement <4 x i32> %11, i32 %10, i64 0
  store <4 x i32> %12, ptr %6, align 16
  %13 = load <4 x i32>, ptr %5, align 16
  %14 = extractelement <4 x i32> %13, i64 1
  %15 = load <4 x i32>, ptr %6, align 16
  %16 = extractelement <4 x i32> %15, i64 0
  %17 = add i32 %14, %16
  %18 = load <4 x i32>, ptr %6, align 16
  %19 = insertelement <4 x i32> %18, i32 %17, i64 1
  store <4 x i32> %19, ptr %6, align 16
  %20 = load <4 x i32>, ptr %5, align 16
  %21 = extractelement <4 x i32> %20, i64 2
  %22 = load <4 x i32>, ptr %6, align 16
  %23 = extractelement <4 x i32> %22, i64 1
  %24 = add i32 %21, %23
  %25 = load <4 x i32>, ptr %6, align 16
  %26 = insertelement <4 x i32> %25, i32 %24, i64 2
  store <4 x i32> %26, ptr %6, align 16
  %27 = load <4 x i32>, ptr %5, align 16
  %28 = extractelement <4 x i32> %27, i64 3
  %29 = load <4 x i32>, ptr %6, align 16
  %30 = extractelement <4 x i32> %29, i64 2
  %31 = add i32 %28, %30
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %7, align 4
  %33 = load ptr, ptr %4, align 8
  %34 = call noundef i32 @_Z7scanLSBjPj(i32 noundef %32, ptr noundef %33) #4
  store i32 %34, ptr %7, align 4
  %35 = load i32, ptr %7, align 4
  %36 = load <4 x i32>, ptr %5, align 16
  %37 = insertelement <4 x i32> %36, i32 %35, i64 0
  store <4 x i32> %37, ptr %5, align 16
  %38 = load i32, ptr %7, align 4
  %39 = load <4 x i32>, ptr %6, align 16
  %40 = extractelement <4 x i32> %39, i64 0
  %41 = add i32 %38, %40
  %42 = load <4 x i32>, ptr %5, align 16
  %43 = insertelement <4 x i32> %42, i32 %41, i64 1
  store <4 x i32> %43, ptr %5, align 16
  %44 = load i32, ptr %7, align 4
  %45 = load <4 x i32>, ptr %6, align 16
  %46 = extractelement <4 x i32> %45, i64 1
  %47 = add i32 %44, %46
  %48 = load <4 x i32>, ptr %5, align 16
  %49 = insertelement <4 x i32> %48, i32 %47, i64 2
  store <4 x i32> %49, ptr %5, align 16
  %50 = load i32, ptr %7, align 4
  %51 = load <4 x i32>, ptr %6, align 16
  %52 = extractelement <4 x i32> %51, i64 2
  %53 = add i32 %50, %52
  %54 = load <4 x i32>, ptr %5, align 16
  %55 = insertelement <4 x i32> %54, i32 %53, i64 3
  store <4 x i32> %55, ptr %5, align 16
  %56 = load <4 x i32>, ptr %5, align 16
  ret <4 x i32> %56
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca i32, align 4
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = add i32 %23, %26
  store i32 %27, ptr %13, align 4
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %28, ptr %14, align 4
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %29, ptr %15, align 4
  %30 = load ptr, ptr %11, align 8
  %31 = load i32, ptr %13, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds <4 x i32>, ptr %30, i64 %32
  %34 = load <4 x i32>, ptr %33, align 16
  store <4 x i32> %34, ptr %16, align 16
  %35 = load ptr, ptr %12, align 8
  %36 = load i32, ptr %13, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds <4 x i32>, ptr %35, i64 %37
  %39 = load <4 x i32>, ptr %38, align 16
  store <4 x i32> %39, ptr %17, align 16
  %40 = load i32, ptr %8, align 4
  store i32 %40, ptr %18, align 4
  br label %41

41:                                               ; preds = %342, %6
  %42 = load i32, ptr %18, align 4
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %7, align 4
  %45 = add i32 %43, %44
  %46 = icmp ult i32 %42, %45
  br i1 %46, label %47, label %345

47:                                               ; preds = %41
  %48 = load <4 x i32>, ptr %16, align 16
  %49 = extractelement <4 x i32> %48, i64 0
  %50 = load i32, ptr %18, align 4
  %51 = lshr i32 %49, %50
  %52 = and i32 %51, 1
  %53 = icmp ne i32 %52, 0
  %54 = xor i1 %53, true
  %55 = zext i1 %54 to i32
  %56 = load <4 x i32>, ptr %19, align 16
  %57 = insertelement <4 x i32> %56, i32 %55, i64 0
  store <4 x i32> %57, ptr %19, align 16
  %58 = load <4 x i32>, ptr %16, align 16
  %59 = extractelement <4 x i32> %58, i64 1
  %60 = load i32, ptr %18, align 4
  %61 = lshr i32 %59, %60
  %62 = and i32 %61, 1
  %63 = icmp ne i32 %62, 0
  %64 = xor i1 %63, true
  %65 = zext i1 %64 to i32
  %66 = load <4 x i32>, ptr %19, align 16
  %67 = insertelement <4 x i32> %66, i32 %65, i64 1
  store <4 x i32> %67, ptr %19, align 16
  %68 = load <4 x i32>, ptr %16, align 16
  %69 = extractelement <4 x i32> %68, i64 2
  %70 = load i32, ptr %18, align 4
  %71 = lshr i32 %69, %70
  %72 = and i32 %71, 1
  %73 = icmp ne i32 %72, 0
  %74 = xor i1 %73, true
  %75 = zext i1 %74 to i32
  %76 = load <4 x i32>, ptr %19, align 16
  %77 = insertelement <4 x i32> %76, i32 %75, i64 2
  store <4 x i32> %77, ptr %19, align 16
  %78 = load <4 x i32>, ptr %16, align 16
  %79 = extractelement <4 x i32> %78, i64 3
  %80 = load i32, ptr %18, align 4
  %81 = lshr i32 %79, %80
  %82 = and i32 %81, 1
  %83 = icmp ne i32 %82, 0
  %84 = xor i1 %83, true
  %85 = zext i1 %84 to i32
  %86 = load <4 x i32>, ptr %19, align 16
  %87 = insertelement <4 x i32> %86, i32 %85, i64 3
  store <4 x i32> %87, ptr %19, align 16
  %88 = load <4 x i32>, ptr %19, align 16
  %89 = call noundef <4 x i32> @_Z5scan4Dv4_jPj(<4 x i32> noundef %88, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr)) #4
  store <4 x i32> %89, ptr %20, align 16
  %90 = load i32, ptr %14, align 4
  %91 = load i32, ptr %15, align 4
  %92 = sub i32 %91, 1
  %93 = icmp eq i32 %90, %92
  br i1 %93, label %94, label %100

94:                                               ; preds = %47
  %95 = load <4 x i32>, ptr %20, align 16
  %96 = extractelement <4 x i32> %95, i64 3
  %97 = load <4 x i32>, ptr %19, align 16
  %98 = extractelement <4 x i32> %97, i64 3
  %99 = add i32 %96, %98
  store i32 %99, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  br label %100

100:                                              ; preds = %94, %47
  call void @llvm.nvvm.barrier0()
  %101 = load i32, ptr %14, align 4
  %102 = mul i32 %101, 4
  store i32 %102, ptr %22, align 4
  %103 = load <4 x i32>, ptr %19, align 16
  %104 = extractelement <4 x i32> %103, i64 0
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %100
  %107 = load <4 x i32>, ptr %20, align 16
  %108 = extractelement <4 x i32> %107, i64 0
  br label %116

109:                                              ; preds = %100
  %110 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  %111 = load i32, ptr %22, align 4
  %112 = add i32 %110, %111
  %113 = load <4 x i32>, ptr %20, align 16
  %114 = extractelement <4 x i32> %113, i64 0
  %115 = sub i32 %112, %114
  br label %116

116:                                              ; preds = %109, %106
  %117 = phi i32 [ %108, %106 ], [ %115, %109 ]
  %118 = load <4 x i32>, ptr %21, align 16
  %119 = insertelement <4 x i32> %118, i32 %117, i64 0
  store <4 x i32> %119, ptr %21, align 16
  %120 = load <4 x i32>, ptr %19, align 16
  %121 = extractelement <4 x i32> %120, i64 1
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %126

123:                                              ; preds = %116
  %124 = load <4 x i32>, ptr %20, align 16
  %125 = extractelement <4 x i32> %124, i64 1
  br label %134

126:                                              ; preds = %116
  %127 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  %128 = load i32, ptr %22, align 4
  %129 = add i32 %127, %128
  %130 = add i32 %129, 1
  %131 = load <4 x i32>, ptr %20, align 16
  %132 = extractelement <4 x i32> %131, i64 1
  %133 = sub i32 %130, %132
  br label %134

134:                                              ; preds = %126, %123
  %135 = phi i32 [ %125, %123 ], [ %133, %126 ]
  %136 = load <4 x i32>, ptr %21, align 16
  %137 = insertelement <4 x i32> %136, i32 %135, i64 1
  store <4 x i32> %137, ptr %21, align 16
  %138 = load <4 x i32>, ptr %19, align 16
  %139 = extractelement <4 x i32> %138, i64 2
  %140 = icmp ne i32 %139, 0
  br i1 %140, label %141, label %144

141:                                              ; preds = %134
  %142 = load <4 x i32>, ptr %20, align 16
  %143 = extractelement <4 x i32> %142, i64 2
  br label %152

144:                                              ; preds = %134
  %145 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  %146 = load i32, ptr %22, align 4
  %147 = add i32 %145, %146
  %148 = add i32 %147, 2
  %149 = load <4 x i32>, ptr %20, align 16
  %150 = extractelement <4 x i32> %149, i64 2
  %151 = sub i32 %148, %150
  br label %152

152:                                              ; preds = %144, %141
  %153 = phi i32 [ %143, %141 ], [ %151, %144 ]
  %154 = load <4 x i32>, ptr %21, align 16
  %155 = insertelement <4 x i32> %154, i32 %153, i64 2
  store <4 x i32> %155, ptr %21, align 16
  %156 = load <4 x i32>, ptr %19, align 16
  %157 = extractelement <4 x i32> %156, i64 3
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %159, label %162

159:                                              ; preds = %152
  %160 = load <4 x i32>, ptr %20, align 16
  %161 = extractelement <4 x i32> %160, i64 3
  br label %170

162:                                              ; preds = %152
  %163 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E7numtrue to ptr), align 4
  %164 = load i32, ptr %22, align 4
  %165 = add i32 %163, %164
  %166 = add i32 %165, 3
  %167 = load <4 x i32>, ptr %20, align 16
  %168 = extractelement <4 x i32> %167, i64 3
  %169 = sub i32 %166, %168
  br label %170

170:                                              ; preds = %162, %159
  %171 = phi i32 [ %161, %159 ], [ %169, %162 ]
  %172 = load <4 x i32>, ptr %21, align 16
  %173 = insertelement <4 x i32> %172, i32 %171, i64 3
  store <4 x i32> %173, ptr %21, align 16
  %174 = load <4 x i32>, ptr %16, align 16
  %175 = extractelement <4 x i32> %174, i64 0
  %176 = load <4 x i32>, ptr %21, align 16
  %177 = extractelement <4 x i32> %176, i64 0
  %178 = and i32 %177, 3
  %179 = load i32, ptr %15, align 4
  %180 = mul i32 %178, %179
  %181 = load <4 x i32>, ptr %21, align 16
  %182 = extractelement <4 x i32> %181, i64 0
  %183 = lshr i32 %182, 2
  %184 = add i32 %180, %183
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %185
  store i32 %175, ptr %186, align 4
  %187 = load <4 x i32>, ptr %16, align 16
  %188 = extractelement <4 x i32> %187, i64 1
  %189 = load <4 x i32>, ptr %21, align 16
  %190 = extractelement <4 x i32> %189, i64 1
  %191 = and i32 %190, 3
  %192 = load i32, ptr %15, align 4
  %193 = mul i32 %191, %192
  %194 = load <4 x i32>, ptr %21, align 16
  %195 = extractelement <4 x i32> %194, i64 1
  %196 = lshr i32 %195, 2
  %197 = add i32 %193, %196
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %198
  store i32 %188, ptr %199, align 4
  %200 = load <4 x i32>, ptr %16, align 16
  %201 = extractelement <4 x i32> %200, i64 2
  %202 = load <4 x i32>, ptr %21, align 16
  %203 = extractelement <4 x i32> %202, i64 2
  %204 = and i32 %203, 3
  %205 = load i32, ptr %15, align 4
  %206 = mul i32 %204, %205
  %207 = load <4 x i32>, ptr %21, align 16
  %208 = extractelement <4 x i32> %207, i64 2
  %209 = lshr i32 %208, 2
  %210 = add i32 %206, %209
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %211
  store i32 %201, ptr %212, align 4
  %213 = load <4 x i32>, ptr %16, align 16
  %214 = extractelement <4 x i32> %213, i64 3
  %215 = load <4 x i32>, ptr %21, align 16
  %216 = extractelement <4 x i32> %215, i64 3
  %217 = and i32 %216, 3
  %218 = load i32, ptr %15, align 4
  %219 = mul i32 %217, %218
  %220 = load <4 x i32>, ptr %21, align 16
  %221 = extractelement <4 x i32> %220, i64 3
  %222 = lshr i32 %221, 2
  %223 = add i32 %219, %222
  %224 = zext i32 %223 to i64
  %225 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %224
  store i32 %214, ptr %225, align 4
  call void @llvm.nvvm.barrier0()
  %226 = load i32, ptr %14, align 4
  %227 = zext i32 %226 to i64
  %228 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = load <4 x i32>, ptr %16, align 16
  %231 = insertelement <4 x i32> %230, i32 %229, i64 0
  store <4 x i32> %231, ptr %16, align 16
  %232 = load i32, ptr %14, align 4
  %233 = load i32, ptr %15, align 4
  %234 = add i32 %232, %233
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %235
  %237 = load i32, ptr %236, align 4
  %238 = load <4 x i32>, ptr %16, align 16
  %239 = insertelement <4 x i32> %238, i32 %237, i64 1
  store <4 x i32> %239, ptr %16, align 16
  %240 = load i32, ptr %14, align 4
  %241 = load i32, ptr %15, align 4
  %242 = mul i32 2, %241
  %243 = add i32 %240, %242
  %244 = zext i32 %243 to i64
  %245 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = load <4 x i32>, ptr %16, align 16
  %248 = insertelement <4 x i32> %247, i32 %246, i64 2
  store <4 x i32> %248, ptr %16, align 16
  %249 = load i32, ptr %14, align 4
  %250 = load i32, ptr %15, align 4
  %251 = mul i32 3, %250
  %252 = add i32 %249, %251
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %253
  %255 = load i32, ptr %254, align 4
  %256 = load <4 x i32>, ptr %16, align 16
  %257 = insertelement <4 x i32> %256, i32 %255, i64 3
  store <4 x i32> %257, ptr %16, align 16
  call void @llvm.nvvm.barrier0()
  %258 = load <4 x i32>, ptr %17, align 16
  %259 = extractelement <4 x i32> %258, i64 0
  %260 = load <4 x i32>, ptr %21, align 16
  %261 = extractelement <4 x i32> %260, i64 0
  %262 = and i32 %261, 3
  %263 = load i32, ptr %15, align 4
  %264 = mul i32 %262, %263
  %265 = load <4 x i32>, ptr %21, align 16
  %266 = extractelement <4 x i32> %265, i64 0
  %267 = lshr i32 %266, 2
  %268 = add i32 %264, %267
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %269
  store i32 %259, ptr %270, align 4
  %271 = load <4 x i32>, ptr %17, align 16
  %272 = extractelement <4 x i32> %271, i64 1
  %273 = load <4 x i32>, ptr %21, align 16
  %274 = extractelement <4 x i32> %273, i64 1
  %275 = and i32 %274, 3
  %276 = load i32, ptr %15, align 4
  %277 = mul i32 %275, %276
  %278 = load <4 x i32>, ptr %21, align 16
  %279 = extractelement <4 x i32> %278, i64 1
  %280 = lshr i32 %279, 2
  %281 = add i32 %277, %280
  %282 = zext i32 %281 to i64
  %283 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %282
  store i32 %272, ptr %283, align 4
  %284 = load <4 x i32>, ptr %17, align 16
  %285 = extractelement <4 x i32> %284, i64 2
  %286 = load <4 x i32>, ptr %21, align 16
  %287 = extractelement <4 x i32> %286, i64 2
  %288 = and i32 %287, 3
  %289 = load i32, ptr %15, align 4
  %290 = mul i32 %288, %289
  %291 = load <4 x i32>, ptr %21, align 16
  %292 = extractelement <4 x i32> %291, i64 2
  %293 = lshr i32 %292, 2
  %294 = add i32 %290, %293
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %295
  store i32 %285, ptr %296, align 4
  %297 = load <4 x i32>, ptr %17, align 16
  %298 = extractelement <4 x i32> %297, i64 3
  %299 = load <4 x i32>, ptr %21, align 16
  %300 = extractelement <4 x i32> %299, i64 3
  %301 = and i32 %300, 3
  %302 = load i32, ptr %15, align 4
  %303 = mul i32 %301, %302
  %304 = load <4 x i32>, ptr %21, align 16
  %305 = extractelement <4 x i32> %304, i64 3
  %306 = lshr i32 %305, 2
  %307 = add i32 %303, %306
  %308 = zext i32 %307 to i64
  %309 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %308
  store i32 %298, ptr %309, align 4
  call void @llvm.nvvm.barrier0()
  %310 = load i32, ptr %14, align 4
  %311 = zext i32 %310 to i64
  %312 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = load <4 x i32>, ptr %17, align 16
  %315 = insertelement <4 x i32> %314, i32 %313, i64 0
  store <4 x i32> %315, ptr %17, align 16
  %316 = load i32, ptr %14, align 4
  %317 = load i32, ptr %15, align 4
  %318 = add i32 %316, %317
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %319
  %321 = load i32, ptr %320, align 4
  %322 = load <4 x i32>, ptr %17, align 16
  %323 = insertelement <4 x i32> %322, i32 %321, i64 1
  store <4 x i32> %323, ptr %17, align 16
  %324 = load i32, ptr %14, align 4
  %325 = load i32, ptr %15, align 4
  %326 = mul i32 2, %325
  %327 = add i32 %324, %326
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %328
  %330 = load i32, ptr %329, align 4
  %331 = load <4 x i32>, ptr %17, align 16
  %332 = insertelement <4 x i32> %331, i32 %330, i64 2
  store <4 x i32> %332, ptr %17, align 16
  %333 = load i32, ptr %14, align 4
  %334 = load i32, ptr %15, align 4
  %335 = mul i32 3, %334
  %336 = add i32 %333, %335
  %337 = zext i32 %336 to i64
  %338 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjPDv4_jS0_S0_S0_E4sMem to ptr), i64 0, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = load <4 x i32>, ptr %17, align 16
  %341 = insertelement <4 x i32> %340, i32 %339, i64 3
  store <4 x i32> %341, ptr %17, align 16
  call void @llvm.nvvm.barrier0()
  br label %342

342:                                              ; preds = %170
  %343 = load i32, ptr %18, align 4
  %344 = add i32 %343, 1
  store i32 %344, ptr %18, align 4
  br label %41, !llvm.loop !9

345:                                              ; preds = %41
  %346 = load <4 x i32>, ptr %16, align 16
  %347 = load ptr, ptr %9, align 8
  %348 = load i32, ptr %13, align 4
  %349 = zext i32 %348 to i64
  %350 = getelementptr inbounds <4 x i32>, ptr %347, i64 %349
  store <4 x i32> %346, ptr %350, align 16
  %351 = load <4 x i32>, ptr %17, align 16
  %352 = load ptr, ptr %10, align 8
  %353 = load i32, ptr %13, align 4
  %354 = zext i32 %353 to i64
  %355 = getelementptr inbounds <4 x i32>, ptr %352, i64 %354
  store <4 x i32> %351, ptr %355, align 16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16findRadixOffsetsPDv2_jPjS1_jjj(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca <2 x i32>, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %17, ptr %13, align 4
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %18, ptr %14, align 4
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %19, ptr %15, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = add i32 %21, %24
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds <2 x i32>, ptr %20, i64 %26
  %28 = load <2 x i32>, ptr %27, align 8
  store <2 x i32> %28, ptr %16, align 8
  %29 = load <2 x i32>, ptr %16, align 8
  %30 = extractelement <2 x i32> %29, i64 0
  %31 = load i32, ptr %10, align 4
  %32 = lshr i32 %30, %31
  %33 = and i32 %32, 15
  %34 = load i32, ptr %14, align 4
  %35 = mul i32 2, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %36
  store i32 %33, ptr %37, align 4
  %38 = load <2 x i32>, ptr %16, align 8
  %39 = extractelement <2 x i32> %38, i64 1
  %40 = load i32, ptr %10, align 4
  %41 = lshr i32 %39, %40
  %42 = and i32 %41, 15
  %43 = load i32, ptr %14, align 4
  %44 = mul i32 2, %43
  %45 = add i32 %44, 1
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %46
  store i32 %42, ptr %47, align 4
  %48 = load i32, ptr %14, align 4
  %49 = icmp ult i32 %48, 16
  br i1 %49, label %50, label %54

50:                                               ; preds = %6
  %51 = load i32, ptr %14, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %52
  store i32 0, ptr %53, align 4
  br label %54

54:                                               ; preds = %50, %6
  call void @llvm.nvvm.barrier0()
  %55 = load i32, ptr %14, align 4
  %56 = icmp ugt i32 %55, 0
  br i1 %56, label %57, label %76

57:                                               ; preds = %54
  %58 = load i32, ptr %14, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load i32, ptr %14, align 4
  %63 = sub i32 %62, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = icmp ne i32 %61, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %57
  %69 = load i32, ptr %14, align 4
  %70 = load i32, ptr %14, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %74
  store i32 %69, ptr %75, align 4
  br label %76

76:                                               ; preds = %68, %57, %54
  %77 = load i32, ptr %14, align 4
  %78 = load i32, ptr %15, align 4
  %79 = add i32 %77, %78
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load i32, ptr %14, align 4
  %84 = load i32, ptr %15, align 4
  %85 = add i32 %83, %84
  %86 = sub i32 %85, 1
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = icmp ne i32 %82, %89
  br i1 %90, label %91, label %103

91:                                               ; preds = %76
  %92 = load i32, ptr %14, align 4
  %93 = load i32, ptr %15, align 4
  %94 = add i32 %92, %93
  %95 = load i32, ptr %14, align 4
  %96 = load i32, ptr %15, align 4
  %97 = add i32 %95, %96
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %101
  store i32 %94, ptr %102, align 4
  br label %103

103:                                              ; preds = %91, %76
  call void @llvm.nvvm.barrier0()
  %104 = load i32, ptr %14, align 4
  %105 = icmp ult i32 %104, 16
  br i1 %105, label %106, label %118

106:                                              ; preds = %103
  %107 = load i32, ptr %14, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %13, align 4
  %113 = mul i32 %112, 16
  %114 = load i32, ptr %14, align 4
  %115 = add i32 %113, %114
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %111, i64 %116
  store i32 %110, ptr %117, align 4
  br label %118

118:                                              ; preds = %106, %103
  call void @llvm.nvvm.barrier0()
  %119 = load i32, ptr %14, align 4
  %120 = icmp ugt i32 %119, 0
  br i1 %120, label %121, label %150

121:                                              ; preds = %118
  %122 = load i32, ptr %14, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %14, align 4
  %127 = sub i32 %126, 1
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = icmp ne i32 %125, %130
  br i1 %131, label %132, label %150

132:                                              ; preds = %121
  %133 = load i32, ptr %14, align 4
  %134 = load i32, ptr %14, align 4
  %135 = sub i32 %134, 1
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = sub i32 %133, %141
  %143 = load i32, ptr %14, align 4
  %144 = sub i32 %143, 1
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %148
  store i32 %142, ptr %149, align 4
  br label %150

150:                                              ; preds = %132, %121, %118
  %151 = load i32, ptr %14, align 4
  %152 = load i32, ptr %15, align 4
  %153 = add i32 %151, %152
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = load i32, ptr %14, align 4
  %158 = load i32, ptr %15, align 4
  %159 = add i32 %157, %158
  %160 = sub i32 %159, 1
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %161
  %163 = load i32, ptr %162, align 4
  %164 = icmp ne i32 %156, %163
  br i1 %164, label %165, label %189

165:                                              ; preds = %150
  %166 = load i32, ptr %14, align 4
  %167 = load i32, ptr %15, align 4
  %168 = add i32 %166, %167
  %169 = load i32, ptr %14, align 4
  %170 = load i32, ptr %15, align 4
  %171 = add i32 %169, %170
  %172 = sub i32 %171, 1
  %173 = zext i32 %172 to i64
  %174 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %173
  %175 = load i32, ptr %174, align 4
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = sub i32 %168, %178
  %180 = load i32, ptr %14, align 4
  %181 = load i32, ptr %15, align 4
  %182 = add i32 %180, %181
  %183 = sub i32 %182, 1
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %187
  store i32 %179, ptr %188, align 4
  br label %189

189:                                              ; preds = %165, %150
  %190 = load i32, ptr %14, align 4
  %191 = load i32, ptr %15, align 4
  %192 = sub i32 %191, 1
  %193 = icmp eq i32 %190, %192
  br i1 %193, label %194, label %215

194:                                              ; preds = %189
  %195 = load i32, ptr %15, align 4
  %196 = mul i32 2, %195
  %197 = load i32, ptr %15, align 4
  %198 = mul i32 2, %197
  %199 = sub i32 %198, 1
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %200
  %202 = load i32, ptr %201, align 4
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %203
  %205 = load i32, ptr %204, align 4
  %206 = sub i32 %196, %205
  %207 = load i32, ptr %15, align 4
  %208 = mul i32 2, %207
  %209 = sub i32 %208, 1
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %213
  store i32 %206, ptr %214, align 4
  br label %215

215:                                              ; preds = %194, %189
  call void @llvm.nvvm.barrier0()
  %216 = load i32, ptr %14, align 4
  %217 = icmp ult i32 %216, 16
  br i1 %217, label %218, label %231

218:                                              ; preds = %215
  %219 = load i32, ptr %14, align 4
  %220 = zext i32 %219 to i64
  %221 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsPDv2_jPjS1_jjjE14sStartPointers to ptr), i64 0, i64 %220
  %222 = load i32, ptr %221, align 4
  %223 = load ptr, ptr %8, align 8
  %224 = load i32, ptr %14, align 4
  %225 = load i32, ptr %12, align 4
  %226 = mul i32 %224, %225
  %227 = load i32, ptr %13, align 4
  %228 = add i32 %226, %227
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr %223, i64 %229
  store i32 %222, ptr %230, align 4
  br label %231

231:                                              ; preds = %218, %215
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) #2 {
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store i32 %8, ptr %18, align 4
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %26, ptr %19, align 4
  store ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), ptr %20, align 8
  store ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), ptr %21, align 8
  %27 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %27, ptr %22, align 4
  %28 = load i32, ptr %22, align 4
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %23, align 4
  %33 = load ptr, ptr %13, align 8
  %34 = load i32, ptr %23, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds <2 x i32>, ptr %33, i64 %35
  %37 = load <2 x i32>, ptr %36, align 8
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 0, i64 %39
  store <2 x i32> %37, ptr %40, align 8
  %41 = load ptr, ptr %14, align 8
  %42 = load i32, ptr %23, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds <2 x i32>, ptr %41, i64 %43
  %45 = load <2 x i32>, ptr %44, align 8
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 0, i64 %47
  store <2 x i32> %45, ptr %48, align 8
  %49 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %50 = icmp ult i32 %49, 16
  br i1 %50, label %51, label %75

51:                                               ; preds = %9
  %52 = load ptr, ptr %16, align 8
  %53 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = load i32, ptr %18, align 4
  %55 = mul i32 %53, %54
  %56 = load i32, ptr %22, align 4
  %57 = add i32 %55, %56
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %52, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %62
  store i32 %60, ptr %63, align 4
  %64 = load ptr, ptr %15, align 8
  %65 = load i32, ptr %22, align 4
  %66 = mul i32 %65, 16
  %67 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %68 = add i32 %66, %67
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %64, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %73
  store i32 %71, ptr %74, align 4
  br label %75

75:                                               ; preds = %51, %9
  call void @llvm.nvvm.barrier0()
  %76 = load ptr, ptr %20, align 8
  %77 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %10, align 4
  %82 = lshr i32 %80, %81
  %83 = and i32 %82, 15
  store i32 %83, ptr %24, align 4
  %84 = load i32, ptr %24, align 4
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %89 = add i32 %87, %88
  %90 = load i32, ptr %24, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = sub i32 %89, %93
  store i32 %94, ptr %25, align 4
  %95 = load ptr, ptr %20, align 8
  %96 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %95, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = load ptr, ptr %11, align 8
  %101 = load i32, ptr %25, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %100, i64 %102
  store i32 %99, ptr %103, align 4
  %104 = load ptr, ptr %21, align 8
  %105 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load ptr, ptr %12, align 8
  %110 = load i32, ptr %25, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  store i32 %108, ptr %112, align 4
  %113 = load ptr, ptr %20, align 8
  %114 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %115 = load i32, ptr %19, align 4
  %116 = add i32 %114, %115
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %113, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = load i32, ptr %10, align 4
  %121 = lshr i32 %119, %120
  %122 = and i32 %121, 15
  store i32 %122, ptr %24, align 4
  %123 = load i32, ptr %24, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %128 = add i32 %126, %127
  %129 = load i32, ptr %19, align 4
  %130 = add i32 %128, %129
  %131 = load i32, ptr %24, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = sub i32 %130, %134
  store i32 %135, ptr %25, align 4
  %136 = load ptr, ptr %20, align 8
  %137 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %138 = load i32, ptr %19, align 4
  %139 = add i32 %137, %138
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %136, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = load ptr, ptr %11, align 8
  %144 = load i32, ptr %25, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %143, i64 %145
  store i32 %142, ptr %146, align 4
  %147 = load ptr, ptr %21, align 8
  %148 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %149 = load i32, ptr %19, align 4
  %150 = add i32 %148, %149
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %147, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = load ptr, ptr %12, align 8
  %155 = load i32, ptr %25, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %154, i64 %156
  store i32 %153, ptr %157, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z12scanLocalMemjPj(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %8, i64 %10
  store i32 0, ptr %11, align 4
  call void @llvm.nvvm.barrier0()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = load i32, ptr %5, align 4
  %14 = add i32 %13, %12
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %3, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4
  call void @llvm.nvvm.barrier0()
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sub nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %26 = load i32, ptr %6, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = add i32 %31, %26
  store i32 %32, ptr %30, align 4
  call void @llvm.nvvm.barrier0()
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %39 = load i32, ptr %6, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = add i32 %44, %39
  store i32 %45, ptr %43, align 4
  call void @llvm.nvvm.barrier0()
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %5, align 4
  %48 = sub nsw i32 %47, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %46, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %52 = load i32, ptr %6, align 4
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = add i32 %57, %52
  store i32 %58, ptr %56, align 4
  call void @llvm.nvvm.barrier0()
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %5, align 4
  %61 = sub nsw i32 %60, 8
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %59, i64 %62
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %65 = load i32, ptr %6, align 4
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add i32 %70, %65
  store i32 %71, ptr %69, align 4
  call void @llvm.nvvm.barrier0()
  %72 = load ptr, ptr %4, align 8
  %73 = load i32, ptr %5, align 4
  %74 = sub nsw i32 %73, 16
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %72, i64 %75
  %77 = load i32, ptr %76, align 4
  store i32 %77, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %6, align 4
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %5, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %79, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = add i32 %83, %78
  store i32 %84, ptr %82, align 4
  call void @llvm.nvvm.barrier0()
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %5, align 4
  %87 = sub nsw i32 %86, 32
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %85, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %91 = load i32, ptr %6, align 4
  %92 = load ptr, ptr %4, align 8
  %93 = load i32, ptr %5, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = add i32 %96, %91
  store i32 %97, ptr %95, align 4
  call void @llvm.nvvm.barrier0()
  %98 = load ptr, ptr %4, align 8
  %99 = load i32, ptr %5, align 4
  %100 = sub nsw i32 %99, 64
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %98, i64 %101
  %103 = load i32, ptr %102, align 4
  store i32 %103, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %104 = load i32, ptr %6, align 4
  %105 = load ptr, ptr %4, align 8
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = add i32 %109, %104
  store i32 %110, ptr %108, align 4
  call void @llvm.nvvm.barrier0()
  %111 = load ptr, ptr %4, align 8
  %112 = load i32, ptr %5, align 4
  %113 = sub nsw i32 %112, 128
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %111, i64 %114
  %116 = load i32, ptr %115, align 4
  store i32 %116, ptr %6, align 4
  call void @llvm.nvvm.barrier0()
  %117 = load i32, ptr %6, align 4
  %118 = load ptr, ptr %4, align 8
  %119 = load i32, ptr %5, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %118, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = add i32 %122, %117
  store i32 %123, ptr %121, align 4
  call void @llvm.nvvm.barrier0()
  %124 = load ptr, ptr %4, align 8
  %125 = load i32, ptr %5, align 4
  %126 = sub nsw i32 %125, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %124, i64 %127
  %129 = load i32, ptr %128, align 4
  ret i32 %129
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4scanPjS_S_ibb(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i1 noundef zeroext %4, i1 noundef zeroext %5) #2 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  %21 = zext i1 %4 to i8
  store i8 %21, ptr %11, align 1
  %22 = zext i1 %5 to i8
  store i8 %22, ptr %12, align 1
  %23 = load ptr, ptr %8, align 8
  store ptr %23, ptr %16, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %17, align 4
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %29, ptr %18, align 4
  %30 = load i32, ptr %17, align 4
  %31 = mul nsw i32 %30, 4
  store i32 %31, ptr %19, align 4
  %32 = load i8, ptr %11, align 1
  %33 = trunc i8 %32 to i1
  br i1 %33, label %39, label %34

34:                                               ; preds = %6
  %35 = load i32, ptr %19, align 4
  %36 = add nsw i32 %35, 3
  %37 = load i32, ptr %10, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %72

39:                                               ; preds = %34, %6
  %40 = load ptr, ptr %16, align 8
  %41 = load i32, ptr %17, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds <4 x i32>, ptr %40, i64 %42
  %44 = load <4 x i32>, ptr %43, align 16
  store <4 x i32> %44, ptr %13, align 16
  %45 = load <4 x i32>, ptr %13, align 16
  %46 = extractelement <4 x i32> %45, i64 0
  %47 = load <4 x i32>, ptr %14, align 16
  %48 = insertelement <4 x i32> %47, i32 %46, i64 0
  store <4 x i32> %48, ptr %14, align 16
  %49 = load <4 x i32>, ptr %13, align 16
  %50 = extractelement <4 x i32> %49, i64 1
  %51 = load <4 x i32>, ptr %14, align 16
  %52 = extractelement <4 x i32> %51, i64 0
  %53 = add i32 %50, %52
  %54 = load <4 x i32>, ptr %14, align 16
  %55 = insertelement <4 x i32> %54, i32 %53, i64 1
  store <4 x i32> %55, ptr %14, align 16
  %56 = load <4 x i32>, ptr %13, align 16
  %57 = extractelement <4 x i32> %56, i64 2
  %58 = load <4 x i32>, ptr %14, align 16
  %59 = extractelement <4 x i32> %58, i64 1
  %60 = add i32 %57, %59
  %61 = load <4 x i32>, ptr %14, align 16
  %62 = insertelement <4 x i32> %61, i32 %60, i64 2
  store <4 x i32> %62, ptr %14, align 16
  %63 = load <4 x i32>, ptr %13, align 16
  %64 = extractelement <4 x i32> %63, i64 3
  %65 = load <4 x i32>, ptr %14, align 16
  %66 = extractelement <4 x i32> %65, i64 2
  %67 = add i32 %64, %66
  %68 = load <4 x i32>, ptr %14, align 16
  %69 = insertelement <4 x i32> %68, i32 %67, i64 3
  store <4 x i32> %69, ptr %14, align 16
  %70 = load <4 x i32>, ptr %14, align 16
  %71 = extractelement <4 x i32> %70, i64 3
  store i32 %71, ptr %15, align 4
  br label %157

72:                                               ; preds = %34
  %73 = load i32, ptr %19, align 4
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %83

76:                                               ; preds = %72
  %77 = load ptr, ptr %8, align 8
  %78 = load i32, ptr %19, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %77, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = uitofp i32 %81 to float
  br label %84

83:                                               ; preds = %72
  br label %84

84:                                               ; preds = %83, %76
  %85 = phi contract float [ %82, %76 ], [ 0.000000e+00, %83 ]
  %86 = fptoui float %85 to i32
  %87 = load <4 x i32>, ptr %14, align 16
  %88 = insertelement <4 x i32> %87, i32 %86, i64 0
  store <4 x i32> %88, ptr %14, align 16
  %89 = load i32, ptr %19, align 4
  %90 = add nsw i32 %89, 1
  %91 = load i32, ptr %10, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %101

93:                                               ; preds = %84
  %94 = load ptr, ptr %8, align 8
  %95 = load i32, ptr %19, align 4
  %96 = add nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %94, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = uitofp i32 %99 to float
  br label %102

101:                                              ; preds = %84
  br label %102

102:                                              ; preds = %101, %93
  %103 = phi contract float [ %100, %93 ], [ 0.000000e+00, %101 ]
  %104 = load <4 x i32>, ptr %14, align 16
  %105 = extractelement <4 x i32> %104, i64 0
  %106 = uitofp i32 %105 to float
  %107 = fadd contract float %103, %106
  %108 = fptoui float %107 to i32
  %109 = load <4 x i32>, ptr %14, align 16
  %110 = insertelement <4 x i32> %109, i32 %108, i64 1
  store <4 x i32> %110, ptr %14, align 16
  %111 = load i32, ptr %19, align 4
  %112 = add nsw i32 %111, 2
  %113 = load i32, ptr %10, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %115, label %123

115:                                              ; preds = %102
  %116 = load ptr, ptr %8, align 8
  %117 = load i32, ptr %19, align 4
  %118 = add nsw i32 %117, 2
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, ptr %116, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = uitofp i32 %121 to float
  br label %124

123:                                              ; preds = %102
  br label %124

124:                                              ; preds = %123, %115
  %125 = phi contract float [ %122, %115 ], [ 0.000000e+00, %123 ]
  %126 = load <4 x i32>, ptr %14, align 16
  %127 = extractelement <4 x i32> %126, i64 1
  %128 = uitofp i32 %127 to float
  %129 = fadd contract float %125, %128
  %130 = fptoui float %129 to i32
  %131 = load <4 x i32>, ptr %14, align 16
  %132 = insertelement <4 x i32> %131, i32 %130, i64 2
  store <4 x i32> %132, ptr %14, align 16
  %133 = load i32, ptr %19, align 4
  %134 = add nsw i32 %133, 3
  %135 = load i32, ptr %10, align 4
  %136 = icmp slt i32 %134, %135
  br i1 %136, label %137, label %145

137:                                              ; preds = %124
  %138 = load ptr, ptr %8, align 8
  %139 = load i32, ptr %19, align 4
  %140 = add nsw i32 %139, 3
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %138, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = uitofp i32 %143 to float
  br label %146

145:                                              ; preds = %124
  br label %146

146:                                              ; preds = %145, %137
  %147 = phi contract float [ %144, %137 ], [ 0.000000e+00, %145 ]
  %148 = load <4 x i32>, ptr %14, align 16
  %149 = extractelement <4 x i32> %148, i64 2
  %150 = uitofp i32 %149 to float
  %151 = fadd contract float %147, %150
  %152 = fptoui float %151 to i32
  %153 = load <4 x i32>, ptr %14, align 16
  %154 = insertelement <4 x i32> %153, i32 %152, i64 3
  store <4 x i32> %154, ptr %14, align 16
  %155 = load <4 x i32>, ptr %14, align 16
  %156 = extractelement <4 x i32> %155, i64 3
  store i32 %156, ptr %15, align 4
  br label %157

157:                                              ; preds = %146, %39
  %158 = load i32, ptr %15, align 4
  %159 = call noundef i32 @_Z12scanLocalMemjPj(i32 noundef %158, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr)) #4
  store i32 %159, ptr %15, align 4
  call void @llvm.nvvm.barrier0()
  %160 = load i8, ptr %12, align 1
  %161 = trunc i8 %160 to i1
  br i1 %161, label %162, label %176

162:                                              ; preds = %157
  %163 = load i32, ptr %18, align 4
  %164 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %165 = sub i32 %164, 1
  %166 = icmp eq i32 %163, %165
  br i1 %166, label %167, label %176

167:                                              ; preds = %162
  %168 = load i32, ptr %15, align 4
  %169 = load <4 x i32>, ptr %14, align 16
  %170 = extractelement <4 x i32> %169, i64 3
  %171 = add i32 %168, %170
  %172 = load ptr, ptr %9, align 8
  %173 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds i32, ptr %172, i64 %174
  store i32 %171, ptr %175, align 4
  br label %176

176:                                              ; preds = %167, %162, %157
  %177 = load ptr, ptr %7, align 8
  store ptr %177, ptr %20, align 8
  %178 = load i32, ptr %15, align 4
  %179 = load <4 x i32>, ptr %13, align 16
  %180 = insertelement <4 x i32> %179, i32 %178, i64 0
  store <4 x i32> %180, ptr %13, align 16
  %181 = load i32, ptr %15, align 4
  %182 = load <4 x i32>, ptr %14, align 16
  %183 = extractelement <4 x i32> %182, i64 0
  %184 = add i32 %181, %183
  %185 = load <4 x i32>, ptr %13, align 16
  %186 = insertelement <4 x i32> %185, i32 %184, i64 1
  store <4 x i32> %186, ptr %13, align 16
  %187 = load i32, ptr %15, align 4
  %188 = load <4 x i32>, ptr %14, align 16
  %189 = extractelement <4 x i32> %188, i64 1
  %190 = add i32 %187, %189
  %191 = load <4 x i32>, ptr %13, align 16
  %192 = insertelement <4 x i32> %191, i32 %190, i64 2
  store <4 x i32> %192, ptr %13, align 16
  %193 = load i32, ptr %15, align 4
  %194 = load <4 x i32>, ptr %14, align 16
  %195 = extractelement <4 x i32> %194, i64 2
  %196 = add i32 %193, %195
  %197 = load <4 x i32>, ptr %13, align 16
  %198 = insertelement <4 x i32> %197, i32 %196, i64 3
  store <4 x i32> %198, ptr %13, align 16
  %199 = load i8, ptr %11, align 1
  %200 = trunc i8 %199 to i1
  br i1 %200, label %206, label %201

201:                                              ; preds = %176
  %202 = load i32, ptr %19, align 4
  %203 = add nsw i32 %202, 3
  %204 = load i32, ptr %10, align 4
  %205 = icmp slt i32 %203, %204
  br i1 %205, label %206, label %212

206:                                              ; preds = %201, %176
  %207 = load <4 x i32>, ptr %13, align 16
  %208 = load ptr, ptr %20, align 8
  %209 = load i32, ptr %17, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds <4 x i32>, ptr %208, i64 %210
  store <4 x i32> %207, ptr %211, align 16
  br label %250

212:                                              ; preds = %201
  %213 = load i32, ptr %19, align 4
  %214 = load i32, ptr %10, align 4
  %215 = icmp slt i32 %213, %214
  br i1 %215, label %216, label %249

216:                                              ; preds = %212
  %217 = load <4 x i32>, ptr %13, align 16
  %218 = extractelement <4 x i32> %217, i64 0
  %219 = load ptr, ptr %7, align 8
  %220 = load i32, ptr %19, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %219, i64 %221
  store i32 %218, ptr %222, align 4
  %223 = load i32, ptr %19, align 4
  %224 = add nsw i32 %223, 1
  %225 = load i32, ptr %10, align 4
  %226 = icmp slt i32 %224, %225
  br i1 %226, label %227, label %248

227:                                              ; preds = %216
  %228 = load <4 x i32>, ptr %13, align 16
  %229 = extractelement <4 x i32> %228, i64 1
  %230 = load ptr, ptr %7, align 8
  %231 = load i32, ptr %19, align 4
  %232 = add nsw i32 %231, 1
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr %230, i64 %233
  store i32 %229, ptr %234, align 4
  %235 = load i32, ptr %19, align 4
  %236 = add nsw i32 %235, 2
  %237 = load i32, ptr %10, align 4
  %238 = icmp slt i32 %236, %237
  br i1 %238, label %239, label %247

239:                                              ; preds = %227
  %240 = load <4 x i32>, ptr %13, align 16
  %241 = extractelement <4 x i32> %240, i64 2
  %242 = load ptr, ptr %7, align 8
  %243 = load i32, ptr %19, align 4
  %244 = add nsw i32 %243, 2
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i32, ptr %242, i64 %245
  store i32 %241, ptr %246, align 4
  br label %247

247:                                              ; preds = %239, %227
  br label %248

248:                                              ; preds = %247, %216
  br label %249

249:                                              ; preds = %248, %212
  br label %250

250:                                              ; preds = %249, %206
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z17vectorAddUniform4PjPKji(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr addrspacecast (ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni to ptr), align 4
  br label %17

17:                                               ; preds = %11, %3
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = mul i32 %21, 4
  %23 = add i32 %18, %22
  store i32 %23, ptr %7, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %8, align 4
  br label %24

24:                                               ; preds = %44, %17
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp ult i32 %28, %29
  br label %31

31:                                               ; preds = %27, %24
  %32 = phi i1 [ false, %24 ], [ %30, %27 ]
  br i1 %32, label %33, label %47

33:                                               ; preds = %31
  %34 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni to ptr), align 4
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %7, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = add i32 %39, %34
  store i32 %40, ptr %38, align 4
  %41 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = load i32, ptr %7, align 4
  %43 = add i32 %42, %41
  store i32 %43, ptr %7, align 4
  br label %44

44:                                               ; preds = %33
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %8, align 4
  br label %24, !llvm.loop !11

47:                                               ; preds = %31
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z16findRadixOffsetsPDv2_jPjS1_jjj, !"kernel", i32 1}
!2 = !{ptr @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j, !"kernel", i32 1}
!3 = !{ptr @_Z4scanPjS_S_ibb, !"kernel", i32 1}
!4 = !{ptr @_Z17vectorAddUniform4PjPKji, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
