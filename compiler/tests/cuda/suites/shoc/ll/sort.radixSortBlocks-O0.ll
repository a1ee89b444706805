; ModuleID = 'sort.radixSortBlocks.cu'
source_filename = "sort.radixSortBlocks.cu"
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
  br label %41, !llvm.loop !5

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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15radixSortBlocksjjPDv4_jS0_S0_S0_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
