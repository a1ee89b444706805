; ModuleID = 'sort.scan.cu'
source_filename = "sort.scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@_ZZ4scanPjS_S_ibbE6s_data = internal addrspace(3) global [512 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

!0 = !{ptr @_Z4scanPjS_S_ibb, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
