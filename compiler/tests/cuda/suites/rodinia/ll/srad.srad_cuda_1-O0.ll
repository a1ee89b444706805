; ModuleID = 'srad.srad_cuda_1.cu'
source_filename = "srad.srad_cuda_1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_gridDim_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11srad_cuda_1PfS_S_S_S_S_iif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  %38 = alloca float, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i32 %6, ptr %16, align 4
  store i32 %7, ptr %17, align 4
  store float %8, ptr %18, align 4
  %39 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %39, ptr %19, align 4
  %40 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  store i32 %40, ptr %20, align 4
  %41 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %41, ptr %21, align 4
  %42 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %42, ptr %22, align 4
  %43 = load i32, ptr %16, align 4
  %44 = mul nsw i32 %43, 16
  %45 = load i32, ptr %20, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %19, align 4
  %48 = mul nsw i32 16, %47
  %49 = add nsw i32 %46, %48
  %50 = load i32, ptr %16, align 4
  %51 = load i32, ptr %22, align 4
  %52 = mul nsw i32 %50, %51
  %53 = add nsw i32 %49, %52
  %54 = load i32, ptr %21, align 4
  %55 = add nsw i32 %53, %54
  store i32 %55, ptr %23, align 4
  %56 = load i32, ptr %16, align 4
  %57 = mul nsw i32 %56, 16
  %58 = load i32, ptr %20, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %19, align 4
  %61 = mul nsw i32 16, %60
  %62 = add nsw i32 %59, %61
  %63 = load i32, ptr %21, align 4
  %64 = add nsw i32 %62, %63
  %65 = load i32, ptr %16, align 4
  %66 = sub nsw i32 %64, %65
  store i32 %66, ptr %24, align 4
  %67 = load i32, ptr %16, align 4
  %68 = mul nsw i32 %67, 16
  %69 = load i32, ptr %20, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %19, align 4
  %72 = mul nsw i32 16, %71
  %73 = add nsw i32 %70, %72
  %74 = load i32, ptr %16, align 4
  %75 = mul nsw i32 %74, 16
  %76 = add nsw i32 %73, %75
  %77 = load i32, ptr %21, align 4
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %25, align 4
  %79 = load i32, ptr %16, align 4
  %80 = mul nsw i32 %79, 16
  %81 = load i32, ptr %20, align 4
  %82 = mul nsw i32 %80, %81
  %83 = load i32, ptr %19, align 4
  %84 = mul nsw i32 16, %83
  %85 = add nsw i32 %82, %84
  %86 = load i32, ptr %16, align 4
  %87 = load i32, ptr %22, align 4
  %88 = mul nsw i32 %86, %87
  %89 = add nsw i32 %85, %88
  %90 = sub nsw i32 %89, 1
  store i32 %90, ptr %26, align 4
  %91 = load i32, ptr %16, align 4
  %92 = mul nsw i32 %91, 16
  %93 = load i32, ptr %20, align 4
  %94 = mul nsw i32 %92, %93
  %95 = load i32, ptr %19, align 4
  %96 = mul nsw i32 16, %95
  %97 = add nsw i32 %94, %96
  %98 = load i32, ptr %16, align 4
  %99 = load i32, ptr %22, align 4
  %100 = mul nsw i32 %98, %99
  %101 = add nsw i32 %97, %100
  %102 = add nsw i32 %101, 16
  store i32 %102, ptr %27, align 4
  %103 = load ptr, ptr %14, align 8
  %104 = load i32, ptr %24, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %103, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = load i32, ptr %22, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %109
  %111 = load i32, ptr %21, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [16 x float], ptr %110, i64 0, i64 %112
  store float %107, ptr %113, align 4
  %114 = load ptr, ptr %14, align 8
  %115 = load i32, ptr %25, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %114, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = load i32, ptr %22, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %120
  %122 = load i32, ptr %21, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x float], ptr %121, i64 0, i64 %123
  store float %118, ptr %124, align 4
  %125 = load i32, ptr %20, align 4
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %142

127:                                              ; preds = %9
  %128 = load ptr, ptr %14, align 8
  %129 = load i32, ptr %19, align 4
  %130 = mul nsw i32 16, %129
  %131 = load i32, ptr %21, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr %128, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = load i32, ptr %22, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %137
  %139 = load i32, ptr %21, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [16 x float], ptr %138, i64 0, i64 %140
  store float %135, ptr %141, align 4
  br label %172

142:                                              ; preds = %9
  %143 = load i32, ptr %20, align 4
  %144 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %145 = sub i32 %144, 1
  %146 = icmp eq i32 %143, %145
  br i1 %146, label %147, label %171

147:                                              ; preds = %142
  %148 = load ptr, ptr %14, align 8
  %149 = load i32, ptr %16, align 4
  %150 = mul nsw i32 %149, 16
  %151 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %152 = sub i32 %151, 1
  %153 = mul i32 %150, %152
  %154 = load i32, ptr %19, align 4
  %155 = mul nsw i32 16, %154
  %156 = add i32 %153, %155
  %157 = load i32, ptr %16, align 4
  %158 = mul nsw i32 %157, 15
  %159 = add i32 %156, %158
  %160 = load i32, ptr %21, align 4
  %161 = add i32 %159, %160
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr %148, i64 %162
  %164 = load float, ptr %163, align 4
  %165 = load i32, ptr %22, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %166
  %168 = load i32, ptr %21, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [16 x float], ptr %167, i64 0, i64 %169
  store float %164, ptr %170, align 4
  br label %171

171:                                              ; preds = %147, %142
  br label %172

172:                                              ; preds = %171, %127
  call void @llvm.nvvm.barrier0()
  %173 = load ptr, ptr %14, align 8
  %174 = load i32, ptr %26, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %173, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = load i32, ptr %22, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %179
  %181 = load i32, ptr %21, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [16 x float], ptr %180, i64 0, i64 %182
  store float %177, ptr %183, align 4
  %184 = load ptr, ptr %14, align 8
  %185 = load i32, ptr %27, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %184, i64 %186
  %188 = load float, ptr %187, align 4
  %189 = load i32, ptr %22, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %190
  %192 = load i32, ptr %21, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [16 x float], ptr %191, i64 0, i64 %193
  store float %188, ptr %194, align 4
  %195 = load i32, ptr %19, align 4
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %197, label %216

197:                                              ; preds = %172
  %198 = load ptr, ptr %14, align 8
  %199 = load i32, ptr %16, align 4
  %200 = mul nsw i32 %199, 16
  %201 = load i32, ptr %20, align 4
  %202 = mul nsw i32 %200, %201
  %203 = load i32, ptr %16, align 4
  %204 = load i32, ptr %22, align 4
  %205 = mul nsw i32 %203, %204
  %206 = add nsw i32 %202, %205
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %198, i64 %207
  %209 = load float, ptr %208, align 4
  %210 = load i32, ptr %22, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %211
  %213 = load i32, ptr %21, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [16 x float], ptr %212, i64 0, i64 %214
  store float %209, ptr %215, align 4
  br label %247

216:                                              ; preds = %172
  %217 = load i32, ptr %19, align 4
  %218 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %219 = sub i32 %218, 1
  %220 = icmp eq i32 %217, %219
  br i1 %220, label %221, label %246

221:                                              ; preds = %216
  %222 = load ptr, ptr %14, align 8
  %223 = load i32, ptr %16, align 4
  %224 = mul nsw i32 %223, 16
  %225 = load i32, ptr %20, align 4
  %226 = mul nsw i32 %224, %225
  %227 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %228 = sub i32 %227, 1
  %229 = mul i32 16, %228
  %230 = add i32 %226, %229
  %231 = load i32, ptr %16, align 4
  %232 = load i32, ptr %22, align 4
  %233 = mul nsw i32 %231, %232
  %234 = add i32 %230, %233
  %235 = add i32 %234, 16
  %236 = sub i32 %235, 1
  %237 = zext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr %222, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = load i32, ptr %22, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %241
  %243 = load i32, ptr %21, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [16 x float], ptr %242, i64 0, i64 %244
  store float %239, ptr %245, align 4
  br label %246

246:                                              ; preds = %221, %216
  br label %247

247:                                              ; preds = %246, %197
  call void @llvm.nvvm.barrier0()
  %248 = load ptr, ptr %14, align 8
  %249 = load i32, ptr %23, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %248, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = load i32, ptr %22, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %254
  %256 = load i32, ptr %21, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [16 x float], ptr %255, i64 0, i64 %257
  store float %252, ptr %258, align 4
  call void @llvm.nvvm.barrier0()
  %259 = load i32, ptr %22, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %260
  %262 = load i32, ptr %21, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [16 x float], ptr %261, i64 0, i64 %263
  %265 = load float, ptr %264, align 4
  store float %265, ptr %32, align 4
  %266 = load i32, ptr %22, align 4
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %268, label %310

268:                                              ; preds = %247
  %269 = load i32, ptr %21, align 4
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %271, label %310

271:                                              ; preds = %268
  %272 = load i32, ptr %22, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %273
  %275 = load i32, ptr %21, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [16 x float], ptr %274, i64 0, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = load float, ptr %32, align 4
  %280 = fsub contract float %278, %279
  store float %280, ptr %28, align 4
  %281 = load i32, ptr %22, align 4
  %282 = add nsw i32 %281, 1
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %283
  %285 = load i32, ptr %21, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [16 x float], ptr %284, i64 0, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = load float, ptr %32, align 4
  %290 = fsub contract float %288, %289
  store float %290, ptr %31, align 4
  %291 = load i32, ptr %22, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %292
  %294 = load i32, ptr %21, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [16 x float], ptr %293, i64 0, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = load float, ptr %32, align 4
  %299 = fsub contract float %297, %298
  store float %299, ptr %29, align 4
  %300 = load i32, ptr %22, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %301
  %303 = load i32, ptr %21, align 4
  %304 = add nsw i32 %303, 1
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [16 x float], ptr %302, i64 0, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = load float, ptr %32, align 4
  %309 = fsub contract float %307, %308
  store float %309, ptr %30, align 4
  br label %665

310:                                              ; preds = %268, %247
  %311 = load i32, ptr %22, align 4
  %312 = icmp eq i32 %311, 0
  br i1 %312, label %313, label %355

313:                                              ; preds = %310
  %314 = load i32, ptr %21, align 4
  %315 = icmp eq i32 %314, 15
  br i1 %315, label %316, label %355

316:                                              ; preds = %313
  %317 = load i32, ptr %22, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %318
  %320 = load i32, ptr %21, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [16 x float], ptr %319, i64 0, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = load float, ptr %32, align 4
  %325 = fsub contract float %323, %324
  store float %325, ptr %28, align 4
  %326 = load i32, ptr %22, align 4
  %327 = add nsw i32 %326, 1
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %328
  %330 = load i32, ptr %21, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [16 x float], ptr %329, i64 0, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = load float, ptr %32, align 4
  %335 = fsub contract float %333, %334
  store float %335, ptr %31, align 4
  %336 = load i32, ptr %22, align 4
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %337
  %339 = load i32, ptr %21, align 4
  %340 = sub nsw i32 %339, 1
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds [16 x float], ptr %338, i64 0, i64 %341
  %343 = load float, ptr %342, align 4
  %344 = load float, ptr %32, align 4
  %345 = fsub contract float %343, %344
  store float %345, ptr %29, align 4
  %346 = load i32, ptr %22, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %347
  %349 = load i32, ptr %21, align 4
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds [16 x float], ptr %348, i64 0, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = load float, ptr %32, align 4
  %354 = fsub contract float %352, %353
  store float %354, ptr %30, align 4
  br label %664

355:                                              ; preds = %313, %310
  %356 = load i32, ptr %22, align 4
  %357 = icmp eq i32 %356, 15
  br i1 %357, label %358, label %400

358:                                              ; preds = %355
  %359 = load i32, ptr %21, align 4
  %360 = icmp eq i32 %359, 15
  br i1 %360, label %361, label %400

361:                                              ; preds = %358
  %362 = load i32, ptr %22, align 4
  %363 = sub nsw i32 %362, 1
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %364
  %366 = load i32, ptr %21, align 4
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds [16 x float], ptr %365, i64 0, i64 %367
  %369 = load float, ptr %368, align 4
  %370 = load float, ptr %32, align 4
  %371 = fsub contract float %369, %370
  store float %371, ptr %28, align 4
  %372 = load i32, ptr %22, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %373
  %375 = load i32, ptr %21, align 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds [16 x float], ptr %374, i64 0, i64 %376
  %378 = load float, ptr %377, align 4
  %379 = load float, ptr %32, align 4
  %380 = fsub contract float %378, %379
  store float %380, ptr %31, align 4
  %381 = load i32, ptr %22, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %382
  %384 = load i32, ptr %21, align 4
  %385 = sub nsw i32 %384, 1
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds [16 x float], ptr %383, i64 0, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = load float, ptr %32, align 4
  %390 = fsub contract float %388, %389
  store float %390, ptr %29, align 4
  %391 = load i32, ptr %22, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %392
  %394 = load i32, ptr %21, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [16 x float], ptr %393, i64 0, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = load float, ptr %32, align 4
  %399 = fsub contract float %397, %398
  store float %399, ptr %30, align 4
  br label %663

400:                                              ; preds = %358, %355
  %401 = load i32, ptr %22, align 4
  %402 = icmp eq i32 %401, 15
  br i1 %402, label %403, label %445

403:                                              ; preds = %400
  %404 = load i32, ptr %21, align 4
  %405 = icmp eq i32 %404, 0
  br i1 %405, label %406, label %445

406:                                              ; preds = %403
  %407 = load i32, ptr %22, align 4
  %408 = sub nsw i32 %407, 1
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %409
  %411 = load i32, ptr %21, align 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds [16 x float], ptr %410, i64 0, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = load float, ptr %32, align 4
  %416 = fsub contract float %414, %415
  store float %416, ptr %28, align 4
  %417 = load i32, ptr %22, align 4
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %418
  %420 = load i32, ptr %21, align 4
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds [16 x float], ptr %419, i64 0, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = load float, ptr %32, align 4
  %425 = fsub contract float %423, %424
  store float %425, ptr %31, align 4
  %426 = load i32, ptr %22, align 4
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %427
  %429 = load i32, ptr %21, align 4
  %430 = sext i32 %429 to i64
  %431 = getelementptr inbounds [16 x float], ptr %428, i64 0, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = load float, ptr %32, align 4
  %434 = fsub contract float %432, %433
  store float %434, ptr %29, align 4
  %435 = load i32, ptr %22, align 4
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %436
  %438 = load i32, ptr %21, align 4
  %439 = add nsw i32 %438, 1
  %440 = sext i32 %439 to i64
  %441 = getelementptr inbounds [16 x float], ptr %437, i64 0, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = load float, ptr %32, align 4
  %444 = fsub contract float %442, %443
  store float %444, ptr %30, align 4
  br label %662

445:                                              ; preds = %403, %400
  %446 = load i32, ptr %22, align 4
  %447 = icmp eq i32 %446, 0
  br i1 %447, label %448, label %488

448:                                              ; preds = %445
  %449 = load i32, ptr %22, align 4
  %450 = sext i32 %449 to i64
  %451 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 0, i64 %450
  %452 = load i32, ptr %21, align 4
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds [16 x float], ptr %451, i64 0, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = load float, ptr %32, align 4
  %457 = fsub contract float %455, %456
  store float %457, ptr %28, align 4
  %458 = load i32, ptr %22, align 4
  %459 = add nsw i32 %458, 1
  %460 = sext i32 %459 to i64
  %461 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %460
  %462 = load i32, ptr %21, align 4
  %463 = sext i32 %462 to i64
  %464 = getelementptr inbounds [16 x float], ptr %461, i64 0, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = load float, ptr %32, align 4
  %467 = fsub contract float %465, %466
  store float %467, ptr %31, align 4
  %468 = load i32, ptr %22, align 4
  %469 = sext i32 %468 to i64
  %470 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %469
  %471 = load i32, ptr %21, align 4
  %472 = sub nsw i32 %471, 1
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds [16 x float], ptr %470, i64 0, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = load float, ptr %32, align 4
  %477 = fsub contract float %475, %476
  store float %477, ptr %29, align 4
  %478 = load i32, ptr %22, align 4
  %479 = sext i32 %478 to i64
  %480 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %479
  %481 = load i32, ptr %21, align 4
  %482 = add nsw i32 %481, 1
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [16 x float], ptr %480, i64 0, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = load float, ptr %32, align 4
  %487 = fsub contract float %485, %486
  store float %487, ptr %30, align 4
  br label %661

488:                                              ; preds = %445
  %489 = load i32, ptr %21, align 4
  %490 = icmp eq i32 %489, 15
  br i1 %490, label %491, label %531

491:                                              ; preds = %488
  %492 = load i32, ptr %22, align 4
  %493 = sub nsw i32 %492, 1
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %494
  %496 = load i32, ptr %21, align 4
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds [16 x float], ptr %495, i64 0, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = load float, ptr %32, align 4
  %501 = fsub contract float %499, %500
  store float %501, ptr %28, align 4
  %502 = load i32, ptr %22, align 4
  %503 = add nsw i32 %502, 1
  %504 = sext i32 %503 to i64
  %505 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %504
  %506 = load i32, ptr %21, align 4
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds [16 x float], ptr %505, i64 0, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = load float, ptr %32, align 4
  %511 = fsub contract float %509, %510
  store float %511, ptr %31, align 4
  %512 = load i32, ptr %22, align 4
  %513 = sext i32 %512 to i64
  %514 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %513
  %515 = load i32, ptr %21, align 4
  %516 = sub nsw i32 %515, 1
  %517 = sext i32 %516 to i64
  %518 = getelementptr inbounds [16 x float], ptr %514, i64 0, i64 %517
  %519 = load float, ptr %518, align 4
  %520 = load float, ptr %32, align 4
  %521 = fsub contract float %519, %520
  store float %521, ptr %29, align 4
  %522 = load i32, ptr %22, align 4
  %523 = sext i32 %522 to i64
  %524 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 0, i64 %523
  %525 = load i32, ptr %21, align 4
  %526 = sext i32 %525 to i64
  %527 = getelementptr inbounds [16 x float], ptr %524, i64 0, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = load float, ptr %32, align 4
  %530 = fsub contract float %528, %529
  store float %530, ptr %30, align 4
  br label %660

531:                                              ; preds = %488
  %532 = load i32, ptr %22, align 4
  %533 = icmp eq i32 %532, 15
  br i1 %533, label %534, label %574

534:                                              ; preds = %531
  %535 = load i32, ptr %22, align 4
  %536 = sub nsw i32 %535, 1
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %537
  %539 = load i32, ptr %21, align 4
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds [16 x float], ptr %538, i64 0, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = load float, ptr %32, align 4
  %544 = fsub contract float %542, %543
  store float %544, ptr %28, align 4
  %545 = load i32, ptr %22, align 4
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 0, i64 %546
  %548 = load i32, ptr %21, align 4
  %549 = sext i32 %548 to i64
  %550 = getelementptr inbounds [16 x float], ptr %547, i64 0, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = load float, ptr %32, align 4
  %553 = fsub contract float %551, %552
  store float %553, ptr %31, align 4
  %554 = load i32, ptr %22, align 4
  %555 = sext i32 %554 to i64
  %556 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %555
  %557 = load i32, ptr %21, align 4
  %558 = sub nsw i32 %557, 1
  %559 = sext i32 %558 to i64
  %560 = getelementptr inbounds [16 x float], ptr %556, i64 0, i64 %559
  %561 = load float, ptr %560, align 4
  %562 = load float, ptr %32, align 4
  %563 = fsub contract float %561, %562
  store float %563, ptr %29, align 4
  %564 = load i32, ptr %22, align 4
  %565 = sext i32 %564 to i64
  %566 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %565
  %567 = load i32, ptr %21, align 4
  %568 = add nsw i32 %567, 1
  %569 = sext i32 %568 to i64
  %570 = getelementptr inbounds [16 x float], ptr %566, i64 0, i64 %569
  %571 = load float, ptr %570, align 4
  %572 = load float, ptr %32, align 4
  %573 = fsub contract float %571, %572
  store float %573, ptr %30, align 4
  br label %659

574:                                              ; preds = %531
  %575 = load i32, ptr %21, align 4
  %576 = icmp eq i32 %575, 0
  br i1 %576, label %577, label %617

577:                                              ; preds = %574
  %578 = load i32, ptr %22, align 4
  %579 = sub nsw i32 %578, 1
  %580 = sext i32 %579 to i64
  %581 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %580
  %582 = load i32, ptr %21, align 4
  %583 = sext i32 %582 to i64
  %584 = getelementptr inbounds [16 x float], ptr %581, i64 0, i64 %583
  %585 = load float, ptr %584, align 4
  %586 = load float, ptr %32, align 4
  %587 = fsub contract float %585, %586
  store float %587, ptr %28, align 4
  %588 = load i32, ptr %22, align 4
  %589 = add nsw i32 %588, 1
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %590
  %592 = load i32, ptr %21, align 4
  %593 = sext i32 %592 to i64
  %594 = getelementptr inbounds [16 x float], ptr %591, i64 0, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = load float, ptr %32, align 4
  %597 = fsub contract float %595, %596
  store float %597, ptr %31, align 4
  %598 = load i32, ptr %22, align 4
  %599 = sext i32 %598 to i64
  %600 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 0, i64 %599
  %601 = load i32, ptr %21, align 4
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds [16 x float], ptr %600, i64 0, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = load float, ptr %32, align 4
  %606 = fsub contract float %604, %605
  store float %606, ptr %29, align 4
  %607 = load i32, ptr %22, align 4
  %608 = sext i32 %607 to i64
  %609 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %608
  %610 = load i32, ptr %21, align 4
  %611 = add nsw i32 %610, 1
  %612 = sext i32 %611 to i64
  %613 = getelementptr inbounds [16 x float], ptr %609, i64 0, i64 %612
  %614 = load float, ptr %613, align 4
  %615 = load float, ptr %32, align 4
  %616 = fsub contract float %614, %615
  store float %616, ptr %30, align 4
  br label %658

617:                                              ; preds = %574
  %618 = load i32, ptr %22, align 4
  %619 = sub nsw i32 %618, 1
  %620 = sext i32 %619 to i64
  %621 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %620
  %622 = load i32, ptr %21, align 4
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds [16 x float], ptr %621, i64 0, i64 %623
  %625 = load float, ptr %624, align 4
  %626 = load float, ptr %32, align 4
  %627 = fsub contract float %625, %626
  store float %627, ptr %28, align 4
  %628 = load i32, ptr %22, align 4
  %629 = add nsw i32 %628, 1
  %630 = sext i32 %629 to i64
  %631 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %630
  %632 = load i32, ptr %21, align 4
  %633 = sext i32 %632 to i64
  %634 = getelementptr inbounds [16 x float], ptr %631, i64 0, i64 %633
  %635 = load float, ptr %634, align 4
  %636 = load float, ptr %32, align 4
  %637 = fsub contract float %635, %636
  store float %637, ptr %31, align 4
  %638 = load i32, ptr %22, align 4
  %639 = sext i32 %638 to i64
  %640 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %639
  %641 = load i32, ptr %21, align 4
  %642 = sub nsw i32 %641, 1
  %643 = sext i32 %642 to i64
  %644 = getelementptr inbounds [16 x float], ptr %640, i64 0, i64 %643
  %645 = load float, ptr %644, align 4
  %646 = load float, ptr %32, align 4
  %647 = fsub contract float %645, %646
  store float %647, ptr %29, align 4
  %648 = load i32, ptr %22, align 4
  %649 = sext i32 %648 to i64
  %650 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 0, i64 %649
  %651 = load i32, ptr %21, align 4
  %652 = add nsw i32 %651, 1
  %653 = sext i32 %652 to i64
  %654 = getelementptr inbounds [16 x float], ptr %650, i64 0, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = load float, ptr %32, align 4
  %657 = fsub contract float %655, %656
  store float %657, ptr %30, align 4
  br label %658

658:                                              ; preds = %617, %577
  br label %659

659:                                              ; preds = %658, %534
  br label %660

660:                                              ; preds = %659, %491
  br label %661

661:                                              ; preds = %660, %448
  br label %662

662:                                              ; preds = %661, %406
  br label %663

663:                                              ; preds = %662, %361
  br label %664

664:                                              ; preds = %663, %316
  br label %665

665:                                              ; preds = %664, %271
  %666 = load float, ptr %28, align 4
  %667 = load float, ptr %28, align 4
  %668 = fmul contract float %666, %667
  %669 = load float, ptr %31, align 4
  %670 = load float, ptr %31, align 4
  %671 = fmul contract float %669, %670
  %672 = fadd contract float %668, %671
  %673 = load float, ptr %29, align 4
  %674 = load float, ptr %29, align 4
  %675 = fmul contract float %673, %674
  %676 = fadd contract float %672, %675
  %677 = load float, ptr %30, align 4
  %678 = load float, ptr %30, align 4
  %679 = fmul contract float %677, %678
  %680 = fadd contract float %676, %679
  %681 = load float, ptr %32, align 4
  %682 = load float, ptr %32, align 4
  %683 = fmul contract float %681, %682
  %684 = fdiv contract float %680, %683
  store float %684, ptr %33, align 4
  %685 = load float, ptr %28, align 4
  %686 = load float, ptr %31, align 4
  %687 = fadd contract float %685, %686
  %688 = load float, ptr %29, align 4
  %689 = fadd contract float %687, %688
  %690 = load float, ptr %30, align 4
  %691 = fadd contract float %689, %690
  %692 = load float, ptr %32, align 4
  %693 = fdiv contract float %691, %692
  store float %693, ptr %34, align 4
  %694 = load float, ptr %33, align 4
  %695 = fpext float %694 to double
  %696 = fmul contract double 5.000000e-01, %695
  %697 = load float, ptr %34, align 4
  %698 = load float, ptr %34, align 4
  %699 = fmul contract float %697, %698
  %700 = fpext float %699 to double
  %701 = fmul contract double 6.250000e-02, %700
  %702 = fsub contract double %696, %701
  %703 = fptrunc double %702 to float
  store float %703, ptr %35, align 4
  %704 = load float, ptr %34, align 4
  %705 = fpext float %704 to double
  %706 = fmul contract double 2.500000e-01, %705
  %707 = fadd contract double 1.000000e+00, %706
  %708 = fptrunc double %707 to float
  store float %708, ptr %36, align 4
  %709 = load float, ptr %35, align 4
  %710 = load float, ptr %36, align 4
  %711 = load float, ptr %36, align 4
  %712 = fmul contract float %710, %711
  %713 = fdiv contract float %709, %712
  store float %713, ptr %37, align 4
  %714 = load float, ptr %37, align 4
  %715 = load float, ptr %18, align 4
  %716 = fsub contract float %714, %715
  %717 = load float, ptr %18, align 4
  %718 = load float, ptr %18, align 4
  %719 = fadd contract float 1.000000e+00, %718
  %720 = fmul contract float %717, %719
  %721 = fdiv contract float %716, %720
  store float %721, ptr %36, align 4
  %722 = load float, ptr %36, align 4
  %723 = fpext float %722 to double
  %724 = fadd contract double 1.000000e+00, %723
  %725 = fdiv contract double 1.000000e+00, %724
  %726 = fptrunc double %725 to float
  store float %726, ptr %38, align 4
  %727 = load float, ptr %38, align 4
  %728 = fcmp contract olt float %727, 0.000000e+00
  br i1 %728, label %729, label %736

729:                                              ; preds = %665
  %730 = load i32, ptr %22, align 4
  %731 = sext i32 %730 to i64
  %732 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %731
  %733 = load i32, ptr %21, align 4
  %734 = sext i32 %733 to i64
  %735 = getelementptr inbounds [16 x float], ptr %732, i64 0, i64 %734
  store float 0.000000e+00, ptr %735, align 4
  br label %755

736:                                              ; preds = %665
  %737 = load float, ptr %38, align 4
  %738 = fcmp contract ogt float %737, 1.000000e+00
  br i1 %738, label %739, label %746

739:                                              ; preds = %736
  %740 = load i32, ptr %22, align 4
  %741 = sext i32 %740 to i64
  %742 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %741
  %743 = load i32, ptr %21, align 4
  %744 = sext i32 %743 to i64
  %745 = getelementptr inbounds [16 x float], ptr %742, i64 0, i64 %744
  store float 1.000000e+00, ptr %745, align 4
  br label %754

746:                                              ; preds = %736
  %747 = load float, ptr %38, align 4
  %748 = load i32, ptr %22, align 4
  %749 = sext i32 %748 to i64
  %750 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %749
  %751 = load i32, ptr %21, align 4
  %752 = sext i32 %751 to i64
  %753 = getelementptr inbounds [16 x float], ptr %750, i64 0, i64 %752
  store float %747, ptr %753, align 4
  br label %754

754:                                              ; preds = %746, %739
  br label %755

755:                                              ; preds = %754, %729
  call void @llvm.nvvm.barrier0()
  %756 = load i32, ptr %22, align 4
  %757 = sext i32 %756 to i64
  %758 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 0, i64 %757
  %759 = load i32, ptr %21, align 4
  %760 = sext i32 %759 to i64
  %761 = getelementptr inbounds [16 x float], ptr %758, i64 0, i64 %760
  %762 = load float, ptr %761, align 4
  %763 = load ptr, ptr %15, align 8
  %764 = load i32, ptr %23, align 4
  %765 = sext i32 %764 to i64
  %766 = getelementptr inbounds float, ptr %763, i64 %765
  store float %762, ptr %766, align 4
  %767 = load float, ptr %30, align 4
  %768 = load ptr, ptr %10, align 8
  %769 = load i32, ptr %23, align 4
  %770 = sext i32 %769 to i64
  %771 = getelementptr inbounds float, ptr %768, i64 %770
  store float %767, ptr %771, align 4
  %772 = load float, ptr %29, align 4
  %773 = load ptr, ptr %11, align 8
  %774 = load i32, ptr %23, align 4
  %775 = sext i32 %774 to i64
  %776 = getelementptr inbounds float, ptr %773, i64 %775
  store float %772, ptr %776, align 4
  %777 = load float, ptr %31, align 4
  %778 = load ptr, ptr %13, align 8
  %779 = load i32, ptr %23, align 4
  %780 = sext i32 %779 to i64
  %781 = getelementptr inbounds float, ptr %778, i64 %780
  store float %777, ptr %781, align 4
  %782 = load float, ptr %28, align 4
  %783 = load ptr, ptr %12, align 8
  %784 = load i32, ptr %23, align 4
  %785 = sext i32 %784 to i64
  %786 = getelementptr inbounds float, ptr %783, i64 %785
  store float %782, ptr %786, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11srad_cuda_1PfS_S_S_S_S_iif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
