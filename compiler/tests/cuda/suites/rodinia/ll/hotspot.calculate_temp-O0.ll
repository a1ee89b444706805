; ModuleID = 'hotspot.calculate_temp.cu'
source_filename = "hotspot.calculate_temp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14calculate_tempiPfS_S_iiiiffffff(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13) #0 {
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i8, align 1
  %58 = alloca i32, align 4
  store i32 %0, ptr %15, align 4
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store i32 %4, ptr %19, align 4
  store i32 %5, ptr %20, align 4
  store i32 %6, ptr %21, align 4
  store i32 %7, ptr %22, align 4
  store float %8, ptr %23, align 4
  store float %9, ptr %24, align 4
  store float %10, ptr %25, align 4
  store float %11, ptr %26, align 4
  store float %12, ptr %27, align 4
  store float %13, ptr %28, align 4
  store float 8.000000e+01, ptr %29, align 4
  %59 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %59, ptr %34, align 4
  %60 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  store i32 %60, ptr %35, align 4
  %61 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %61, ptr %36, align 4
  %62 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %62, ptr %37, align 4
  %63 = load float, ptr %27, align 4
  %64 = load float, ptr %23, align 4
  %65 = fdiv contract float %63, %64
  store float %65, ptr %30, align 4
  %66 = load float, ptr %24, align 4
  %67 = fdiv contract float 1.000000e+00, %66
  store float %67, ptr %31, align 4
  %68 = load float, ptr %25, align 4
  %69 = fdiv contract float 1.000000e+00, %68
  store float %69, ptr %32, align 4
  %70 = load float, ptr %26, align 4
  %71 = fdiv contract float 1.000000e+00, %70
  store float %71, ptr %33, align 4
  %72 = load i32, ptr %15, align 4
  %73 = mul nsw i32 %72, 2
  %74 = sub nsw i32 16, %73
  store i32 %74, ptr %38, align 4
  %75 = load i32, ptr %15, align 4
  %76 = mul nsw i32 %75, 2
  %77 = sub nsw i32 16, %76
  store i32 %77, ptr %39, align 4
  %78 = load i32, ptr %38, align 4
  %79 = load i32, ptr %35, align 4
  %80 = mul nsw i32 %78, %79
  %81 = load i32, ptr %22, align 4
  %82 = sub nsw i32 %80, %81
  store i32 %82, ptr %40, align 4
  %83 = load i32, ptr %39, align 4
  %84 = load i32, ptr %34, align 4
  %85 = mul nsw i32 %83, %84
  %86 = load i32, ptr %21, align 4
  %87 = sub nsw i32 %85, %86
  store i32 %87, ptr %41, align 4
  %88 = load i32, ptr %40, align 4
  %89 = add nsw i32 %88, 16
  %90 = sub nsw i32 %89, 1
  store i32 %90, ptr %42, align 4
  %91 = load i32, ptr %41, align 4
  %92 = add nsw i32 %91, 16
  %93 = sub nsw i32 %92, 1
  store i32 %93, ptr %43, align 4
  %94 = load i32, ptr %40, align 4
  %95 = load i32, ptr %37, align 4
  %96 = add nsw i32 %94, %95
  store i32 %96, ptr %44, align 4
  %97 = load i32, ptr %41, align 4
  %98 = load i32, ptr %36, align 4
  %99 = add nsw i32 %97, %98
  store i32 %99, ptr %45, align 4
  %100 = load i32, ptr %44, align 4
  store i32 %100, ptr %46, align 4
  %101 = load i32, ptr %45, align 4
  store i32 %101, ptr %47, align 4
  %102 = load i32, ptr %19, align 4
  %103 = load i32, ptr %46, align 4
  %104 = mul nsw i32 %102, %103
  %105 = load i32, ptr %47, align 4
  %106 = add nsw i32 %104, %105
  store i32 %106, ptr %48, align 4
  %107 = load i32, ptr %46, align 4
  %108 = icmp sge i32 %107, 0
  br i1 %108, label %109, label %145

109:                                              ; preds = %14
  %110 = load i32, ptr %46, align 4
  %111 = load i32, ptr %20, align 4
  %112 = sub nsw i32 %111, 1
  %113 = icmp sle i32 %110, %112
  br i1 %113, label %114, label %145

114:                                              ; preds = %109
  %115 = load i32, ptr %47, align 4
  %116 = icmp sge i32 %115, 0
  br i1 %116, label %117, label %145

117:                                              ; preds = %114
  %118 = load i32, ptr %47, align 4
  %119 = load i32, ptr %19, align 4
  %120 = sub nsw i32 %119, 1
  %121 = icmp sle i32 %118, %120
  br i1 %121, label %122, label %145

122:                                              ; preds = %117
  %123 = load ptr, ptr %17, align 8
  %124 = load i32, ptr %48, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %123, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = load i32, ptr %37, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %129
  %131 = load i32, ptr %36, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [16 x float], ptr %130, i64 0, i64 %132
  store float %127, ptr %133, align 4
  %134 = load ptr, ptr %16, align 8
  %135 = load i32, ptr %48, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %134, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = load i32, ptr %37, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 0, i64 %140
  %142 = load i32, ptr %36, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [16 x float], ptr %141, i64 0, i64 %143
  store float %138, ptr %144, align 4
  br label %145

145:                                              ; preds = %122, %117, %114, %109, %14
  call void @llvm.nvvm.barrier0()
  %146 = load i32, ptr %40, align 4
  %147 = icmp slt i32 %146, 0
  br i1 %147, label %148, label %151

148:                                              ; preds = %145
  %149 = load i32, ptr %40, align 4
  %150 = sub nsw i32 0, %149
  br label %152

151:                                              ; preds = %145
  br label %152

152:                                              ; preds = %151, %148
  %153 = phi i32 [ %150, %148 ], [ 0, %151 ]
  store i32 %153, ptr %49, align 4
  %154 = load i32, ptr %42, align 4
  %155 = load i32, ptr %20, align 4
  %156 = sub nsw i32 %155, 1
  %157 = icmp sgt i32 %154, %156
  br i1 %157, label %158, label %164

158:                                              ; preds = %152
  %159 = load i32, ptr %42, align 4
  %160 = load i32, ptr %20, align 4
  %161 = sub nsw i32 %159, %160
  %162 = add nsw i32 %161, 1
  %163 = sub nsw i32 15, %162
  br label %165

164:                                              ; preds = %152
  br label %165

165:                                              ; preds = %164, %158
  %166 = phi i32 [ %163, %158 ], [ 15, %164 ]
  store i32 %166, ptr %50, align 4
  %167 = load i32, ptr %41, align 4
  %168 = icmp slt i32 %167, 0
  br i1 %168, label %169, label %172

169:                                              ; preds = %165
  %170 = load i32, ptr %41, align 4
  %171 = sub nsw i32 0, %170
  br label %173

172:                                              ; preds = %165
  br label %173

173:                                              ; preds = %172, %169
  %174 = phi i32 [ %171, %169 ], [ 0, %172 ]
  store i32 %174, ptr %51, align 4
  %175 = load i32, ptr %43, align 4
  %176 = load i32, ptr %19, align 4
  %177 = sub nsw i32 %176, 1
  %178 = icmp sgt i32 %175, %177
  br i1 %178, label %179, label %185

179:                                              ; preds = %173
  %180 = load i32, ptr %43, align 4
  %181 = load i32, ptr %19, align 4
  %182 = sub nsw i32 %180, %181
  %183 = add nsw i32 %182, 1
  %184 = sub nsw i32 15, %183
  br label %186

185:                                              ; preds = %173
  br label %186

186:                                              ; preds = %185, %179
  %187 = phi i32 [ %184, %179 ], [ 15, %185 ]
  store i32 %187, ptr %52, align 4
  %188 = load i32, ptr %37, align 4
  %189 = sub nsw i32 %188, 1
  store i32 %189, ptr %53, align 4
  %190 = load i32, ptr %37, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %54, align 4
  %192 = load i32, ptr %36, align 4
  %193 = sub nsw i32 %192, 1
  store i32 %193, ptr %55, align 4
  %194 = load i32, ptr %36, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %56, align 4
  %196 = load i32, ptr %53, align 4
  %197 = load i32, ptr %49, align 4
  %198 = icmp slt i32 %196, %197
  br i1 %198, label %199, label %201

199:                                              ; preds = %186
  %200 = load i32, ptr %49, align 4
  br label %203

201:                                              ; preds = %186
  %202 = load i32, ptr %53, align 4
  br label %203

203:                                              ; preds = %201, %199
  %204 = phi i32 [ %200, %199 ], [ %202, %201 ]
  store i32 %204, ptr %53, align 4
  %205 = load i32, ptr %54, align 4
  %206 = load i32, ptr %50, align 4
  %207 = icmp sgt i32 %205, %206
  br i1 %207, label %208, label %210

208:                                              ; preds = %203
  %209 = load i32, ptr %50, align 4
  br label %212

210:                                              ; preds = %203
  %211 = load i32, ptr %54, align 4
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %209, %208 ], [ %211, %210 ]
  store i32 %213, ptr %54, align 4
  %214 = load i32, ptr %55, align 4
  %215 = load i32, ptr %51, align 4
  %216 = icmp slt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %212
  %218 = load i32, ptr %51, align 4
  br label %221

219:                                              ; preds = %212
  %220 = load i32, ptr %55, align 4
  br label %221

221:                                              ; preds = %219, %217
  %222 = phi i32 [ %218, %217 ], [ %220, %219 ]
  store i32 %222, ptr %55, align 4
  %223 = load i32, ptr %56, align 4
  %224 = load i32, ptr %52, align 4
  %225 = icmp sgt i32 %223, %224
  br i1 %225, label %226, label %228

226:                                              ; preds = %221
  %227 = load i32, ptr %52, align 4
  br label %230

228:                                              ; preds = %221
  %229 = load i32, ptr %56, align 4
  br label %230

230:                                              ; preds = %228, %226
  %231 = phi i32 [ %227, %226 ], [ %229, %228 ]
  store i32 %231, ptr %56, align 4
  store i32 0, ptr %58, align 4
  br label %232

232:                                              ; preds = %399, %230
  %233 = load i32, ptr %58, align 4
  %234 = load i32, ptr %15, align 4
  %235 = icmp slt i32 %233, %234
  br i1 %235, label %236, label %402

236:                                              ; preds = %232
  store i8 0, ptr %57, align 1
  %237 = load i32, ptr %36, align 4
  %238 = load i32, ptr %58, align 4
  %239 = add nsw i32 %238, 1
  %240 = icmp sge i32 %237, %239
  br i1 %240, label %241, label %375

241:                                              ; preds = %236
  %242 = load i32, ptr %36, align 4
  %243 = load i32, ptr %58, align 4
  %244 = sub nsw i32 16, %243
  %245 = sub nsw i32 %244, 2
  %246 = icmp sle i32 %242, %245
  br i1 %246, label %247, label %375

247:                                              ; preds = %241
  %248 = load i32, ptr %37, align 4
  %249 = load i32, ptr %58, align 4
  %250 = add nsw i32 %249, 1
  %251 = icmp sge i32 %248, %250
  br i1 %251, label %252, label %375

252:                                              ; preds = %247
  %253 = load i32, ptr %37, align 4
  %254 = load i32, ptr %58, align 4
  %255 = sub nsw i32 16, %254
  %256 = sub nsw i32 %255, 2
  %257 = icmp sle i32 %253, %256
  br i1 %257, label %258, label %375

258:                                              ; preds = %252
  %259 = load i32, ptr %36, align 4
  %260 = load i32, ptr %51, align 4
  %261 = icmp sge i32 %259, %260
  br i1 %261, label %262, label %375

262:                                              ; preds = %258
  %263 = load i32, ptr %36, align 4
  %264 = load i32, ptr %52, align 4
  %265 = icmp sle i32 %263, %264
  br i1 %265, label %266, label %375

266:                                              ; preds = %262
  %267 = load i32, ptr %37, align 4
  %268 = load i32, ptr %49, align 4
  %269 = icmp sge i32 %267, %268
  br i1 %269, label %270, label %375

270:                                              ; preds = %266
  %271 = load i32, ptr %37, align 4
  %272 = load i32, ptr %50, align 4
  %273 = icmp sle i32 %271, %272
  br i1 %273, label %274, label %375

274:                                              ; preds = %270
  store i8 1, ptr %57, align 1
  %275 = load i32, ptr %37, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %276
  %278 = load i32, ptr %36, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [16 x float], ptr %277, i64 0, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fpext float %281 to double
  %283 = load float, ptr %30, align 4
  %284 = fpext float %283 to double
  %285 = load i32, ptr %37, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 0, i64 %286
  %288 = load i32, ptr %36, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [16 x float], ptr %287, i64 0, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = fpext float %291 to double
  %293 = load i32, ptr %54, align 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %294
  %296 = load i32, ptr %36, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [16 x float], ptr %295, i64 0, i64 %297
  %299 = load float, ptr %298, align 4
  %300 = load i32, ptr %53, align 4
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %301
  %303 = load i32, ptr %36, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [16 x float], ptr %302, i64 0, i64 %304
  %306 = load float, ptr %305, align 4
  %307 = fadd contract float %299, %306
  %308 = fpext float %307 to double
  %309 = load i32, ptr %37, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %310
  %312 = load i32, ptr %36, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [16 x float], ptr %311, i64 0, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = fpext float %315 to double
  %317 = fmul contract double 2.000000e+00, %316
  %318 = fsub contract double %308, %317
  %319 = load float, ptr %32, align 4
  %320 = fpext float %319 to double
  %321 = fmul contract double %318, %320
  %322 = fadd contract double %292, %321
  %323 = load i32, ptr %37, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %324
  %326 = load i32, ptr %56, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [16 x float], ptr %325, i64 0, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = load i32, ptr %37, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %331
  %333 = load i32, ptr %55, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [16 x float], ptr %332, i64 0, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fadd contract float %329, %336
  %338 = fpext float %337 to double
  %339 = load i32, ptr %37, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %340
  %342 = load i32, ptr %36, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [16 x float], ptr %341, i64 0, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = fpext float %345 to double
  %347 = fmul contract double 2.000000e+00, %346
  %348 = fsub contract double %338, %347
  %349 = load float, ptr %31, align 4
  %350 = fpext float %349 to double
  %351 = fmul contract double %348, %350
  %352 = fadd contract double %322, %351
  %353 = load float, ptr %29, align 4
  %354 = load i32, ptr %37, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %355
  %357 = load i32, ptr %36, align 4
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [16 x float], ptr %356, i64 0, i64 %358
  %360 = load float, ptr %359, align 4
  %361 = fsub contract float %353, %360
  %362 = load float, ptr %33, align 4
  %363 = fmul contract float %361, %362
  %364 = fpext float %363 to double
  %365 = fadd contract double %352, %364
  %366 = fmul contract double %284, %365
  %367 = fadd contract double %282, %366
  %368 = fptrunc double %367 to float
  %369 = load i32, ptr %37, align 4
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 0, i64 %370
  %372 = load i32, ptr %36, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [16 x float], ptr %371, i64 0, i64 %373
  store float %368, ptr %374, align 4
  br label %375

375:                                              ; preds = %274, %270, %266, %262, %258, %252, %247, %241, %236
  call void @llvm.nvvm.barrier0()
  %376 = load i32, ptr %58, align 4
  %377 = load i32, ptr %15, align 4
  %378 = sub nsw i32 %377, 1
  %379 = icmp eq i32 %376, %378
  br i1 %379, label %380, label %381

380:                                              ; preds = %375
  br label %402

381:                                              ; preds = %375
  %382 = load i8, ptr %57, align 1
  %383 = trunc i8 %382 to i1
  br i1 %383, label %384, label %398

384:                                              ; preds = %381
  %385 = load i32, ptr %37, align 4
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 0, i64 %386
  %388 = load i32, ptr %36, align 4
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [16 x float], ptr %387, i64 0, i64 %389
  %391 = load float, ptr %390, align 4
  %392 = load i32, ptr %37, align 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 0, i64 %393
  %395 = load i32, ptr %36, align 4
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds [16 x float], ptr %394, i64 0, i64 %396
  store float %391, ptr %397, align 4
  br label %398

398:                                              ; preds = %384, %381
  call void @llvm.nvvm.barrier0()
  br label %399

399:                                              ; preds = %398
  %400 = load i32, ptr %58, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %58, align 4
  br label %232, !llvm.loop !5

402:                                              ; preds = %380, %232
  %403 = load i8, ptr %57, align 1
  %404 = trunc i8 %403 to i1
  br i1 %404, label %405, label %417

405:                                              ; preds = %402
  %406 = load i32, ptr %37, align 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 0, i64 %407
  %409 = load i32, ptr %36, align 4
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [16 x float], ptr %408, i64 0, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = load ptr, ptr %18, align 8
  %414 = load i32, ptr %48, align 4
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds float, ptr %413, i64 %415
  store float %412, ptr %416, align 4
  br label %417

417:                                              ; preds = %405, %402
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14calculate_tempiPfS_S_iiiiffffff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
