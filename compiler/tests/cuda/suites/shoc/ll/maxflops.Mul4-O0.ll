; ModuleID = 'maxflops.Mul4.cu'
source_filename = "maxflops.Mul4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z4Mul4IfEvPT_iS0_ = comdat any

$_Z4Mul4IdEvPT_iS0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul4IfEvPT_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %22, %27
  %29 = fadd contract float %28, 0x3FEFF7CEE0000000
  store float %29, ptr %8, align 4
  %30 = load float, ptr %8, align 4
  %31 = fsub contract float %30, 0x3F1A36E2E0000000
  store float %31, ptr %9, align 4
  %32 = load float, ptr %8, align 4
  %33 = fsub contract float %32, 0x3F2A36E2E0000000
  store float %33, ptr %10, align 4
  %34 = load float, ptr %8, align 4
  %35 = fsub contract float %34, 0x3F33A92A40000000
  store float %35, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %36

36:                                               ; preds = %1041, %3
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %1044

40:                                               ; preds = %36
  %41 = load float, ptr %8, align 4
  %42 = load float, ptr %8, align 4
  %43 = fmul contract float %41, %42
  %44 = load float, ptr %6, align 4
  %45 = fmul contract float %43, %44
  store float %45, ptr %8, align 4
  %46 = load float, ptr %9, align 4
  %47 = load float, ptr %9, align 4
  %48 = fmul contract float %46, %47
  %49 = load float, ptr %6, align 4
  %50 = fmul contract float %48, %49
  store float %50, ptr %9, align 4
  %51 = load float, ptr %10, align 4
  %52 = load float, ptr %10, align 4
  %53 = fmul contract float %51, %52
  %54 = load float, ptr %6, align 4
  %55 = fmul contract float %53, %54
  store float %55, ptr %10, align 4
  %56 = load float, ptr %11, align 4
  %57 = load float, ptr %11, align 4
  %58 = fmul contract float %56, %57
  %59 = load float, ptr %6, align 4
  %60 = fmul contract float %58, %59
  store float %60, ptr %11, align 4
  %61 = load float, ptr %8, align 4
  %62 = load float, ptr %8, align 4
  %63 = fmul contract float %61, %62
  %64 = load float, ptr %6, align 4
  %65 = fmul contract float %63, %64
  store float %65, ptr %8, align 4
  %66 = load float, ptr %9, align 4
  %67 = load float, ptr %9, align 4
  %68 = fmul contract float %66, %67
  %69 = load float, ptr %6, align 4
  %70 = fmul contract float %68, %69
  store float %70, ptr %9, align 4
  %71 = load float, ptr %10, align 4
  %72 = load float, ptr %10, align 4
  %73 = fmul contract float %71, %72
  %74 = load float, ptr %6, align 4
  %75 = fmul contract float %73, %74
  store float %75, ptr %10, align 4
  %76 = load float, ptr %11, align 4
  %77 = load float, ptr %11, align 4
  %78 = fmul contract float %76, %77
  %79 = load float, ptr %6, align 4
  %80 = fmul contract float %78, %79
  store float %80, ptr %11, align 4
  %81 = load float, ptr %8, align 4
  %82 = load float, ptr %8, align 4
  %83 = fmul contract float %81, %82
  %84 = load float, ptr %6, align 4
  %85 = fmul contract float %83, %84
  store float %85, ptr %8, align 4
  %86 = load float, ptr %9, align 4
  %87 = load float, ptr %9, align 4
  %88 = fmul contract float %86, %87
  %89 = load float, ptr %6, align 4
  %90 = fmul contract float %88, %89
  store float %90, ptr %9, align 4
  %91 = load float, ptr %10, align 4
  %92 = load float, ptr %10, align 4
  %93 = fmul contract float %91, %92
  %94 = load float, ptr %6, align 4
  %95 = fmul contract float %93, %94
  store float %95, ptr %10, align 4
  %96 = load float, ptr %11, align 4
  %97 = load float, ptr %11, align 4
  %98 = fmul contract float %96, %97
  %99 = load float, ptr %6, align 4
  %100 = fmul contract float %98, %99
  store float %100, ptr %11, align 4
  %101 = load float, ptr %8, align 4
  %102 = load float, ptr %8, align 4
  %103 = fmul contract float %101, %102
  %104 = load float, ptr %6, align 4
  %105 = fmul contract float %103, %104
  store float %105, ptr %8, align 4
  %106 = load float, ptr %9, align 4
  %107 = load float, ptr %9, align 4
  %108 = fmul contract float %106, %107
  %109 = load float, ptr %6, align 4
  %110 = fmul contract float %108, %109
  store float %110, ptr %9, align 4
  %111 = load float, ptr %10, align 4
  %112 = load float, ptr %10, align 4
  %113 = fmul contract float %111, %112
  %114 = load float, ptr %6, align 4
  %115 = fmul contract float %113, %114
  store float %115, ptr %10, align 4
  %116 = load float, ptr %11, align 4
  %117 = load float, ptr %11, align 4
  %118 = fmul contract float %116, %117
  %119 = load float, ptr %6, align 4
  %120 = fmul contract float %118, %119
  store float %120, ptr %11, align 4
  %121 = load float, ptr %8, align 4
  %122 = load float, ptr %8, align 4
  %123 = fmul contract float %121, %122
  %124 = load float, ptr %6, align 4
  %125 = fmul contract float %123, %124
  store float %125, ptr %8, align 4
  %126 = load float, ptr %9, align 4
  %127 = load float, ptr %9, align 4
  %128 = fmul contract float %126, %127
  %129 = load float, ptr %6, align 4
  %130 = fmul contract float %128, %129
  store float %130, ptr %9, align 4
  %131 = load float, ptr %10, align 4
  %132 = load float, ptr %10, align 4
  %133 = fmul contract float %131, %132
  %134 = load float, ptr %6, align 4
  %135 = fmul contract float %133, %134
  store float %135, ptr %10, align 4
  %136 = load float, ptr %11, align 4
  %137 = load float, ptr %11, align 4
  %138 = fmul contract float %136, %137
  %139 = load float, ptr %6, align 4
  %140 = fmul contract float %138, %139
  store float %140, ptr %11, align 4
  %141 = load float, ptr %8, align 4
  %142 = load float, ptr %8, align 4
  %143 = fmul contract float %141, %142
  %144 = load float, ptr %6, align 4
  %145 = fmul contract float %143, %144
  store float %145, ptr %8, align 4
  %146 = load float, ptr %9, align 4
  %147 = load float, ptr %9, align 4
  %148 = fmul contract float %146, %147
  %149 = load float, ptr %6, align 4
  %150 = fmul contract float %148, %149
  store float %150, ptr %9, align 4
  %151 = load float, ptr %10, align 4
  %152 = load float, ptr %10, align 4
  %153 = fmul contract float %151, %152
  %154 = load float, ptr %6, align 4
  %155 = fmul contract float %153, %154
  store float %155, ptr %10, align 4
  %156 = load float, ptr %11, align 4
  %157 = load float, ptr %11, align 4
  %158 = fmul contract float %156, %157
  %159 = load float, ptr %6, align 4
  %160 = fmul contract float %158, %159
  store float %160, ptr %11, align 4
  %161 = load float, ptr %8, align 4
  %162 = load float, ptr %8, align 4
  %163 = fmul contract float %161, %162
  %164 = load float, ptr %6, align 4
  %165 = fmul contract float %163, %164
  store float %165, ptr %8, align 4
  %166 = load float, ptr %9, align 4
  %167 = load float, ptr %9, align 4
  %168 = fmul contract float %166, %167
  %169 = load float, ptr %6, align 4
  %170 = fmul contract float %168, %169
  store float %170, ptr %9, align 4
  %171 = load float, ptr %10, align 4
  %172 = load float, ptr %10, align 4
  %173 = fmul contract float %171, %172
  %174 = load float, ptr %6, align 4
  %175 = fmul contract float %173, %174
  store float %175, ptr %10, align 4
  %176 = load float, ptr %11, align 4
  %177 = load float, ptr %11, align 4
  %178 = fmul contract float %176, %177
  %179 = load float, ptr %6, align 4
  %180 = fmul contract float %178, %179
  store float %180, ptr %11, align 4
  %181 = load float, ptr %8, align 4
  %182 = load float, ptr %8, align 4
  %183 = fmul contract float %181, %182
  %184 = load float, ptr %6, align 4
  %185 = fmul contract float %183, %184
  store float %185, ptr %8, align 4
  %186 = load float, ptr %9, align 4
  %187 = load float, ptr %9, align 4
  %188 = fmul contract float %186, %187
  %189 = load float, ptr %6, align 4
  %190 = fmul contract float %188, %189
  store float %190, ptr %9, align 4
  %191 = load float, ptr %10, align 4
  %192 = load float, ptr %10, align 4
  %193 = fmul contract float %191, %192
  %194 = load float, ptr %6, align 4
  %195 = fmul contract float %193, %194
  store float %195, ptr %10, align 4
  %196 = load float, ptr %11, align 4
  %197 = load float, ptr %11, align 4
  %198 = fmul contract float %196, %197
  %199 = load float, ptr %6, align 4
  %200 = fmul contract float %198, %199
  store float %200, ptr %11, align 4
  %201 = load float, ptr %8, align 4
  %202 = load float, ptr %8, align 4
  %203 = fmul contract float %201, %202
  %204 = load float, ptr %6, align 4
  %205 = fmul contract float %203, %204
  store float %205, ptr %8, align 4
  %206 = load float, ptr %9, align 4
  %207 = load float, ptr %9, align 4
  %208 = fmul contract float %206, %207
  %209 = load float, ptr %6, align 4
  %210 = fmul contract float %208, %209
  store float %210, ptr %9, align 4
  %211 = load float, ptr %10, align 4
  %212 = load float, ptr %10, align 4
  %213 = fmul contract float %211, %212
  %214 = load float, ptr %6, align 4
  %215 = fmul contract float %213, %214
  store float %215, ptr %10, align 4
  %216 = load float, ptr %11, align 4
  %217 = load float, ptr %11, align 4
  %218 = fmul contract float %216, %217
  %219 = load float, ptr %6, align 4
  %220 = fmul contract float %218, %219
  store float %220, ptr %11, align 4
  %221 = load float, ptr %8, align 4
  %222 = load float, ptr %8, align 4
  %223 = fmul contract float %221, %222
  %224 = load float, ptr %6, align 4
  %225 = fmul contract float %223, %224
  store float %225, ptr %8, align 4
  %226 = load float, ptr %9, align 4
  %227 = load float, ptr %9, align 4
  %228 = fmul contract float %226, %227
  %229 = load float, ptr %6, align 4
  %230 = fmul contract float %228, %229
  store float %230, ptr %9, align 4
  %231 = load float, ptr %10, align 4
  %232 = load float, ptr %10, align 4
  %233 = fmul contract float %231, %232
  %234 = load float, ptr %6, align 4
  %235 = fmul contract float %233, %234
  store float %235, ptr %10, align 4
  %236 = load float, ptr %11, align 4
  %237 = load float, ptr %11, align 4
  %238 = fmul contract float %236, %237
  %239 = load float, ptr %6, align 4
  %240 = fmul contract float %238, %239
  store float %240, ptr %11, align 4
  %241 = load float, ptr %8, align 4
  %242 = load float, ptr %8, align 4
  %243 = fmul contract float %241, %242
  %244 = load float, ptr %6, align 4
  %245 = fmul contract float %243, %244
  store float %245, ptr %8, align 4
  %246 = load float, ptr %9, align 4
  %247 = load float, ptr %9, align 4
  %248 = fmul contract float %246, %247
  %249 = load float, ptr %6, align 4
  %250 = fmul contract float %248, %249
  store float %250, ptr %9, align 4
  %251 = load float, ptr %10, align 4
  %252 = load float, ptr %10, align 4
  %253 = fmul contract float %251, %252
  %254 = load float, ptr %6, align 4
  %255 = fmul contract float %253, %254
  store float %255, ptr %10, align 4
  %256 = load float, ptr %11, align 4
  %257 = load float, ptr %11, align 4
  %258 = fmul contract float %256, %257
  %259 = load float, ptr %6, align 4
  %260 = fmul contract float %258, %259
  store float %260, ptr %11, align 4
  %261 = load float, ptr %8, align 4
  %262 = load float, ptr %8, align 4
  %263 = fmul contract float %261, %262
  %264 = load float, ptr %6, align 4
  %265 = fmul contract float %263, %264
  store float %265, ptr %8, align 4
  %266 = load float, ptr %9, align 4
  %267 = load float, ptr %9, align 4
  %268 = fmul contract float %266, %267
  %269 = load float, ptr %6, align 4
  %270 = fmul contract float %268, %269
  store float %270, ptr %9, align 4
  %271 = load float, ptr %10, align 4
  %272 = load float, ptr %10, align 4
  %273 = fmul contract float %271, %272
  %274 = load float, ptr %6, align 4
  %275 = fmul contract float %273, %274
  store float %275, ptr %10, align 4
  %276 = load float, ptr %11, align 4
  %277 = load float, ptr %11, align 4
  %278 = fmul contract float %276, %277
  %279 = load float, ptr %6, align 4
  %280 = fmul contract float %278, %279
  store float %280, ptr %11, align 4
  %281 = load float, ptr %8, align 4
  %282 = load float, ptr %8, align 4
  %283 = fmul contract float %281, %282
  %284 = load float, ptr %6, align 4
  %285 = fmul contract float %283, %284
  store float %285, ptr %8, align 4
  %286 = load float, ptr %9, align 4
  %287 = load float, ptr %9, align 4
  %288 = fmul contract float %286, %287
  %289 = load float, ptr %6, align 4
  %290 = fmul contract float %288, %289
  store float %290, ptr %9, align 4
  %291 = load float, ptr %10, align 4
  %292 = load float, ptr %10, align 4
  %293 = fmul contract float %291, %292
  %294 = load float, ptr %6, align 4
  %295 = fmul contract float %293, %294
  store float %295, ptr %10, align 4
  %296 = load float, ptr %11, align 4
  %297 = load float, ptr %11, align 4
  %298 = fmul contract float %296, %297
  %299 = load float, ptr %6, align 4
  %300 = fmul contract float %298, %299
  store float %300, ptr %11, align 4
  %301 = load float, ptr %8, align 4
  %302 = load float, ptr %8, align 4
  %303 = fmul contract float %301, %302
  %304 = load float, ptr %6, align 4
  %305 = fmul contract float %303, %304
  store float %305, ptr %8, align 4
  %306 = load float, ptr %9, align 4
  %307 = load float, ptr %9, align 4
  %308 = fmul contract float %306, %307
  %309 = load float, ptr %6, align 4
  %310 = fmul contract float %308, %309
  store float %310, ptr %9, align 4
  %311 = load float, ptr %10, align 4
  %312 = load float, ptr %10, align 4
  %313 = fmul contract float %311, %312
  %314 = load float, ptr %6, align 4
  %315 = fmul contract float %313, %314
  store float %315, ptr %10, align 4
  %316 = load float, ptr %11, align 4
  %317 = load float, ptr %11, align 4
  %318 = fmul contract float %316, %317
  %319 = load float, ptr %6, align 4
  %320 = fmul contract float %318, %319
  store float %320, ptr %11, align 4
  %321 = load float, ptr %8, align 4
  %322 = load float, ptr %8, align 4
  %323 = fmul contract float %321, %322
  %324 = load float, ptr %6, align 4
  %325 = fmul contract float %323, %324
  store float %325, ptr %8, align 4
  %326 = load float, ptr %9, align 4
  %327 = load float, ptr %9, align 4
  %328 = fmul contract float %326, %327
  %329 = load float, ptr %6, align 4
  %330 = fmul contract float %328, %329
  store float %330, ptr %9, align 4
  %331 = load float, ptr %10, align 4
  %332 = load float, ptr %10, align 4
  %333 = fmul contract float %331, %332
  %334 = load float, ptr %6, align 4
  %335 = fmul contract float %333, %334
  store float %335, ptr %10, align 4
  %336 = load float, ptr %11, align 4
  %337 = load float, ptr %11, align 4
  %338 = fmul contract float %336, %337
  %339 = load float, ptr %6, align 4
  %340 = fmul contract float %338, %339
  store float %340, ptr %11, align 4
  %341 = load float, ptr %8, align 4
  %342 = load float, ptr %8, align 4
  %343 = fmul contract float %341, %342
  %344 = load float, ptr %6, align 4
  %345 = fmul contract float %343, %344
  store float %345, ptr %8, align 4
  %346 = load float, ptr %9, align 4
  %347 = load float, ptr %9, align 4
  %348 = fmul contract float %346, %347
  %349 = load float, ptr %6, align 4
  %350 = fmul contract float %348, %349
  store float %350, ptr %9, align 4
  %351 = load float, ptr %10, align 4
  %352 = load float, ptr %10, align 4
  %353 = fmul contract float %351, %352
  %354 = load float, ptr %6, align 4
  %355 = fmul contract float %353, %354
  store float %355, ptr %10, align 4
  %356 = load float, ptr %11, align 4
  %357 = load float, ptr %11, align 4
  %358 = fmul contract float %356, %357
  %359 = load float, ptr %6, align 4
  %360 = fmul contract float %358, %359
  store float %360, ptr %11, align 4
  %361 = load float, ptr %8, align 4
  %362 = load float, ptr %8, align 4
  %363 = fmul contract float %361, %362
  %364 = load float, ptr %6, align 4
  %365 = fmul contract float %363, %364
  store float %365, ptr %8, align 4
  %366 = load float, ptr %9, align 4
  %367 = load float, ptr %9, align 4
  %368 = fmul contract float %366, %367
  %369 = load float, ptr %6, align 4
  %370 = fmul contract float %368, %369
  store float %370, ptr %9, align 4
  %371 = load float, ptr %10, align 4
  %372 = load float, ptr %10, align 4
  %373 = fmul contract float %371, %372
  %374 = load float, ptr %6, align 4
  %375 = fmul contract float %373, %374
  store float %375, ptr %10, align 4
  %376 = load float, ptr %11, align 4
  %377 = load float, ptr %11, align 4
  %378 = fmul contract float %376, %377
  %379 = load float, ptr %6, align 4
  %380 = fmul contract float %378, %379
  store float %380, ptr %11, align 4
  %381 = load float, ptr %8, align 4
  %382 = load float, ptr %8, align 4
  %383 = fmul contract float %381, %382
  %384 = load float, ptr %6, align 4
  %385 = fmul contract float %383, %384
  store float %385, ptr %8, align 4
  %386 = load float, ptr %9, align 4
  %387 = load float, ptr %9, align 4
  %388 = fmul contract float %386, %387
  %389 = load float, ptr %6, align 4
  %390 = fmul contract float %388, %389
  store float %390, ptr %9, align 4
  %391 = load float, ptr %10, align 4
  %392 = load float, ptr %10, align 4
  %393 = fmul contract float %391, %392
  %394 = load float, ptr %6, align 4
  %395 = fmul contract float %393, %394
  store float %395, ptr %10, align 4
  %396 = load float, ptr %11, align 4
  %397 = load float, ptr %11, align 4
  %398 = fmul contract float %396, %397
  %399 = load float, ptr %6, align 4
  %400 = fmul contract float %398, %399
  store float %400, ptr %11, align 4
  %401 = load float, ptr %8, align 4
  %402 = load float, ptr %8, align 4
  %403 = fmul contract float %401, %402
  %404 = load float, ptr %6, align 4
  %405 = fmul contract float %403, %404
  store float %405, ptr %8, align 4
  %406 = load float, ptr %9, align 4
  %407 = load float, ptr %9, align 4
  %408 = fmul contract float %406, %407
  %409 = load float, ptr %6, align 4
  %410 = fmul contract float %408, %409
  store float %410, ptr %9, align 4
  %411 = load float, ptr %10, align 4
  %412 = load float, ptr %10, align 4
  %413 = fmul contract float %411, %412
  %414 = load float, ptr %6, align 4
  %415 = fmul contract float %413, %414
  store float %415, ptr %10, align 4
  %416 = load float, ptr %11, align 4
  %417 = load float, ptr %11, align 4
  %418 = fmul contract float %416, %417
  %419 = load float, ptr %6, align 4
  %420 = fmul contract float %418, %419
  store float %420, ptr %11, align 4
  %421 = load float, ptr %8, align 4
  %422 = load float, ptr %8, align 4
  %423 = fmul contract float %421, %422
  %424 = load float, ptr %6, align 4
  %425 = fmul contract float %423, %424
  store float %425, ptr %8, align 4
  %426 = load float, ptr %9, align 4
  %427 = load float, ptr %9, align 4
  %428 = fmul contract float %426, %427
  %429 = load float, ptr %6, align 4
  %430 = fmul contract float %428, %429
  store float %430, ptr %9, align 4
  %431 = load float, ptr %10, align 4
  %432 = load float, ptr %10, align 4
  %433 = fmul contract float %431, %432
  %434 = load float, ptr %6, align 4
  %435 = fmul contract float %433, %434
  store float %435, ptr %10, align 4
  %436 = load float, ptr %11, align 4
  %437 = load float, ptr %11, align 4
  %438 = fmul contract float %436, %437
  %439 = load float, ptr %6, align 4
  %440 = fmul contract float %438, %439
  store float %440, ptr %11, align 4
  %441 = load float, ptr %8, align 4
  %442 = load float, ptr %8, align 4
  %443 = fmul contract float %441, %442
  %444 = load float, ptr %6, align 4
  %445 = fmul contract float %443, %444
  store float %445, ptr %8, align 4
  %446 = load float, ptr %9, align 4
  %447 = load float, ptr %9, align 4
  %448 = fmul contract float %446, %447
  %449 = load float, ptr %6, align 4
  %450 = fmul contract float %448, %449
  store float %450, ptr %9, align 4
  %451 = load float, ptr %10, align 4
  %452 = load float, ptr %10, align 4
  %453 = fmul contract float %451, %452
  %454 = load float, ptr %6, align 4
  %455 = fmul contract float %453, %454
  store float %455, ptr %10, align 4
  %456 = load float, ptr %11, align 4
  %457 = load float, ptr %11, align 4
  %458 = fmul contract float %456, %457
  %459 = load float, ptr %6, align 4
  %460 = fmul contract float %458, %459
  store float %460, ptr %11, align 4
  %461 = load float, ptr %8, align 4
  %462 = load float, ptr %8, align 4
  %463 = fmul contract float %461, %462
  %464 = load float, ptr %6, align 4
  %465 = fmul contract float %463, %464
  store float %465, ptr %8, align 4
  %466 = load float, ptr %9, align 4
  %467 = load float, ptr %9, align 4
  %468 = fmul contract float %466, %467
  %469 = load float, ptr %6, align 4
  %470 = fmul contract float %468, %469
  store float %470, ptr %9, align 4
  %471 = load float, ptr %10, align 4
  %472 = load float, ptr %10, align 4
  %473 = fmul contract float %471, %472
  %474 = load float, ptr %6, align 4
  %475 = fmul contract float %473, %474
  store float %475, ptr %10, align 4
  %476 = load float, ptr %11, align 4
  %477 = load float, ptr %11, align 4
  %478 = fmul contract float %476, %477
  %479 = load float, ptr %6, align 4
  %480 = fmul contract float %478, %479
  store float %480, ptr %11, align 4
  %481 = load float, ptr %8, align 4
  %482 = load float, ptr %8, align 4
  %483 = fmul contract float %481, %482
  %484 = load float, ptr %6, align 4
  %485 = fmul contract float %483, %484
  store float %485, ptr %8, align 4
  %486 = load float, ptr %9, align 4
  %487 = load float, ptr %9, align 4
  %488 = fmul contract float %486, %487
  %489 = load float, ptr %6, align 4
  %490 = fmul contract float %488, %489
  store float %490, ptr %9, align 4
  %491 = load float, ptr %10, align 4
  %492 = load float, ptr %10, align 4
  %493 = fmul contract float %491, %492
  %494 = load float, ptr %6, align 4
  %495 = fmul contract float %493, %494
  store float %495, ptr %10, align 4
  %496 = load float, ptr %11, align 4
  %497 = load float, ptr %11, align 4
  %498 = fmul contract float %496, %497
  %499 = load float, ptr %6, align 4
  %500 = fmul contract float %498, %499
  store float %500, ptr %11, align 4
  %501 = load float, ptr %8, align 4
  %502 = load float, ptr %8, align 4
  %503 = fmul contract float %501, %502
  %504 = load float, ptr %6, align 4
  %505 = fmul contract float %503, %504
  store float %505, ptr %8, align 4
  %506 = load float, ptr %9, align 4
  %507 = load float, ptr %9, align 4
  %508 = fmul contract float %506, %507
  %509 = load float, ptr %6, align 4
  %510 = fmul contract float %508, %509
  store float %510, ptr %9, align 4
  %511 = load float, ptr %10, align 4
  %512 = load float, ptr %10, align 4
  %513 = fmul contract float %511, %512
  %514 = load float, ptr %6, align 4
  %515 = fmul contract float %513, %514
  store float %515, ptr %10, align 4
  %516 = load float, ptr %11, align 4
  %517 = load float, ptr %11, align 4
  %518 = fmul contract float %516, %517
  %519 = load float, ptr %6, align 4
  %520 = fmul contract float %518, %519
  store float %520, ptr %11, align 4
  %521 = load float, ptr %8, align 4
  %522 = load float, ptr %8, align 4
  %523 = fmul contract float %521, %522
  %524 = load float, ptr %6, align 4
  %525 = fmul contract float %523, %524
  store float %525, ptr %8, align 4
  %526 = load float, ptr %9, align 4
  %527 = load float, ptr %9, align 4
  %528 = fmul contract float %526, %527
  %529 = load float, ptr %6, align 4
  %530 = fmul contract float %528, %529
  store float %530, ptr %9, align 4
  %531 = load float, ptr %10, align 4
  %532 = load float, ptr %10, align 4
  %533 = fmul contract float %531, %532
  %534 = load float, ptr %6, align 4
  %535 = fmul contract float %533, %534
  store float %535, ptr %10, align 4
  %536 = load float, ptr %11, align 4
  %537 = load float, ptr %11, align 4
  %538 = fmul contract float %536, %537
  %539 = load float, ptr %6, align 4
  %540 = fmul contract float %538, %539
  store float %540, ptr %11, align 4
  %541 = load float, ptr %8, align 4
  %542 = load float, ptr %8, align 4
  %543 = fmul contract float %541, %542
  %544 = load float, ptr %6, align 4
  %545 = fmul contract float %543, %544
  store float %545, ptr %8, align 4
  %546 = load float, ptr %9, align 4
  %547 = load float, ptr %9, align 4
  %548 = fmul contract float %546, %547
  %549 = load float, ptr %6, align 4
  %550 = fmul contract float %548, %549
  store float %550, ptr %9, align 4
  %551 = load float, ptr %10, align 4
  %552 = load float, ptr %10, align 4
  %553 = fmul contract float %551, %552
  %554 = load float, ptr %6, align 4
  %555 = fmul contract float %553, %554
  store float %555, ptr %10, align 4
  %556 = load float, ptr %11, align 4
  %557 = load float, ptr %11, align 4
  %558 = fmul contract float %556, %557
  %559 = load float, ptr %6, align 4
  %560 = fmul contract float %558, %559
  store float %560, ptr %11, align 4
  %561 = load float, ptr %8, align 4
  %562 = load float, ptr %8, align 4
  %563 = fmul contract float %561, %562
  %564 = load float, ptr %6, align 4
  %565 = fmul contract float %563, %564
  store float %565, ptr %8, align 4
  %566 = load float, ptr %9, align 4
  %567 = load float, ptr %9, align 4
  %568 = fmul contract float %566, %567
  %569 = load float, ptr %6, align 4
  %570 = fmul contract float %568, %569
  store float %570, ptr %9, align 4
  %571 = load float, ptr %10, align 4
  %572 = load float, ptr %10, align 4
  %573 = fmul contract float %571, %572
  %574 = load float, ptr %6, align 4
  %575 = fmul contract float %573, %574
  store float %575, ptr %10, align 4
  %576 = load float, ptr %11, align 4
  %577 = load float, ptr %11, align 4
  %578 = fmul contract float %576, %577
  %579 = load float, ptr %6, align 4
  %580 = fmul contract float %578, %579
  store float %580, ptr %11, align 4
  %581 = load float, ptr %8, align 4
  %582 = load float, ptr %8, align 4
  %583 = fmul contract float %581, %582
  %584 = load float, ptr %6, align 4
  %585 = fmul contract float %583, %584
  store float %585, ptr %8, align 4
  %586 = load float, ptr %9, align 4
  %587 = load float, ptr %9, align 4
  %588 = fmul contract float %586, %587
  %589 = load float, ptr %6, align 4
  %590 = fmul contract float %588, %589
  store float %590, ptr %9, align 4
  %591 = load float, ptr %10, align 4
  %592 = load float, ptr %10, align 4
  %593 = fmul contract float %591, %592
  %594 = load float, ptr %6, align 4
  %595 = fmul contract float %593, %594
  store float %595, ptr %10, align 4
  %596 = load float, ptr %11, align 4
  %597 = load float, ptr %11, align 4
  %598 = fmul contract float %596, %597
  %599 = load float, ptr %6, align 4
  %600 = fmul contract float %598, %599
  store float %600, ptr %11, align 4
  %601 = load float, ptr %8, align 4
  %602 = load float, ptr %8, align 4
  %603 = fmul contract float %601, %602
  %604 = load float, ptr %6, align 4
  %605 = fmul contract float %603, %604
  store float %605, ptr %8, align 4
  %606 = load float, ptr %9, align 4
  %607 = load float, ptr %9, align 4
  %608 = fmul contract float %606, %607
  %609 = load float, ptr %6, align 4
  %610 = fmul contract float %608, %609
  store float %610, ptr %9, align 4
  %611 = load float, ptr %10, align 4
  %612 = load float, ptr %10, align 4
  %613 = fmul contract float %611, %612
  %614 = load float, ptr %6, align 4
  %615 = fmul contract float %613, %614
  store float %615, ptr %10, align 4
  %616 = load float, ptr %11, align 4
  %617 = load float, ptr %11, align 4
  %618 = fmul contract float %616, %617
  %619 = load float, ptr %6, align 4
  %620 = fmul contract float %618, %619
  store float %620, ptr %11, align 4
  %621 = load float, ptr %8, align 4
  %622 = load float, ptr %8, align 4
  %623 = fmul contract float %621, %622
  %624 = load float, ptr %6, align 4
  %625 = fmul contract float %623, %624
  store float %625, ptr %8, align 4
  %626 = load float, ptr %9, align 4
  %627 = load float, ptr %9, align 4
  %628 = fmul contract float %626, %627
  %629 = load float, ptr %6, align 4
  %630 = fmul contract float %628, %629
  store float %630, ptr %9, align 4
  %631 = load float, ptr %10, align 4
  %632 = load float, ptr %10, align 4
  %633 = fmul contract float %631, %632
  %634 = load float, ptr %6, align 4
  %635 = fmul contract float %633, %634
  store float %635, ptr %10, align 4
  %636 = load float, ptr %11, align 4
  %637 = load float, ptr %11, align 4
  %638 = fmul contract float %636, %637
  %639 = load float, ptr %6, align 4
  %640 = fmul contract float %638, %639
  store float %640, ptr %11, align 4
  %641 = load float, ptr %8, align 4
  %642 = load float, ptr %8, align 4
  %643 = fmul contract float %641, %642
  %644 = load float, ptr %6, align 4
  %645 = fmul contract float %643, %644
  store float %645, ptr %8, align 4
  %646 = load float, ptr %9, align 4
  %647 = load float, ptr %9, align 4
  %648 = fmul contract float %646, %647
  %649 = load float, ptr %6, align 4
  %650 = fmul contract float %648, %649
  store float %650, ptr %9, align 4
  %651 = load float, ptr %10, align 4
  %652 = load float, ptr %10, align 4
  %653 = fmul contract float %651, %652
  %654 = load float, ptr %6, align 4
  %655 = fmul contract float %653, %654
  store float %655, ptr %10, align 4
  %656 = load float, ptr %11, align 4
  %657 = load float, ptr %11, align 4
  %658 = fmul contract float %656, %657
  %659 = load float, ptr %6, align 4
  %660 = fmul contract float %658, %659
  store float %660, ptr %11, align 4
  %661 = load float, ptr %8, align 4
  %662 = load float, ptr %8, align 4
  %663 = fmul contract float %661, %662
  %664 = load float, ptr %6, align 4
  %665 = fmul contract float %663, %664
  store float %665, ptr %8, align 4
  %666 = load float, ptr %9, align 4
  %667 = load float, ptr %9, align 4
  %668 = fmul contract float %666, %667
  %669 = load float, ptr %6, align 4
  %670 = fmul contract float %668, %669
  store float %670, ptr %9, align 4
  %671 = load float, ptr %10, align 4
  %672 = load float, ptr %10, align 4
  %673 = fmul contract float %671, %672
  %674 = load float, ptr %6, align 4
  %675 = fmul contract float %673, %674
  store float %675, ptr %10, align 4
  %676 = load float, ptr %11, align 4
  %677 = load float, ptr %11, align 4
  %678 = fmul contract float %676, %677
  %679 = load float, ptr %6, align 4
  %680 = fmul contract float %678, %679
  store float %680, ptr %11, align 4
  %681 = load float, ptr %8, align 4
  %682 = load float, ptr %8, align 4
  %683 = fmul contract float %681, %682
  %684 = load float, ptr %6, align 4
  %685 = fmul contract float %683, %684
  store float %685, ptr %8, align 4
  %686 = load float, ptr %9, align 4
  %687 = load float, ptr %9, align 4
  %688 = fmul contract float %686, %687
  %689 = load float, ptr %6, align 4
  %690 = fmul contract float %688, %689
  store float %690, ptr %9, align 4
  %691 = load float, ptr %10, align 4
  %692 = load float, ptr %10, align 4
  %693 = fmul contract float %691, %692
  %694 = load float, ptr %6, align 4
  %695 = fmul contract float %693, %694
  store float %695, ptr %10, align 4
  %696 = load float, ptr %11, align 4
  %697 = load float, ptr %11, align 4
  %698 = fmul contract float %696, %697
  %699 = load float, ptr %6, align 4
  %700 = fmul contract float %698, %699
  store float %700, ptr %11, align 4
  %701 = load float, ptr %8, align 4
  %702 = load float, ptr %8, align 4
  %703 = fmul contract float %701, %702
  %704 = load float, ptr %6, align 4
  %705 = fmul contract float %703, %704
  store float %705, ptr %8, align 4
  %706 = load float, ptr %9, align 4
  %707 = load float, ptr %9, align 4
  %708 = fmul contract float %706, %707
  %709 = load float, ptr %6, align 4
  %710 = fmul contract float %708, %709
  store float %710, ptr %9, align 4
  %711 = load float, ptr %10, align 4
  %712 = load float, ptr %10, align 4
  %713 = fmul contract float %711, %712
  %714 = load float, ptr %6, align 4
  %715 = fmul contract float %713, %714
  store float %715, ptr %10, align 4
  %716 = load float, ptr %11, align 4
  %717 = load float, ptr %11, align 4
  %718 = fmul contract float %716, %717
  %719 = load float, ptr %6, align 4
  %720 = fmul contract float %718, %719
  store float %720, ptr %11, align 4
  %721 = load float, ptr %8, align 4
  %722 = load float, ptr %8, align 4
  %723 = fmul contract float %721, %722
  %724 = load float, ptr %6, align 4
  %725 = fmul contract float %723, %724
  store float %725, ptr %8, align 4
  %726 = load float, ptr %9, align 4
  %727 = load float, ptr %9, align 4
  %728 = fmul contract float %726, %727
  %729 = load float, ptr %6, align 4
  %730 = fmul contract float %728, %729
  store float %730, ptr %9, align 4
  %731 = load float, ptr %10, align 4
  %732 = load float, ptr %10, align 4
  %733 = fmul contract float %731, %732
  %734 = load float, ptr %6, align 4
  %735 = fmul contract float %733, %734
  store float %735, ptr %10, align 4
  %736 = load float, ptr %11, align 4
  %737 = load float, ptr %11, align 4
  %738 = fmul contract float %736, %737
  %739 = load float, ptr %6, align 4
  %740 = fmul contract float %738, %739
  store float %740, ptr %11, align 4
  %741 = load float, ptr %8, align 4
  %742 = load float, ptr %8, align 4
  %743 = fmul contract float %741, %742
  %744 = load float, ptr %6, align 4
  %745 = fmul contract float %743, %744
  store float %745, ptr %8, align 4
  %746 = load float, ptr %9, align 4
  %747 = load float, ptr %9, align 4
  %748 = fmul contract float %746, %747
  %749 = load float, ptr %6, align 4
  %750 = fmul contract float %748, %749
  store float %750, ptr %9, align 4
  %751 = load float, ptr %10, align 4
  %752 = load float, ptr %10, align 4
  %753 = fmul contract float %751, %752
  %754 = load float, ptr %6, align 4
  %755 = fmul contract float %753, %754
  store float %755, ptr %10, align 4
  %756 = load float, ptr %11, align 4
  %757 = load float, ptr %11, align 4
  %758 = fmul contract float %756, %757
  %759 = load float, ptr %6, align 4
  %760 = fmul contract float %758, %759
  store float %760, ptr %11, align 4
  %761 = load float, ptr %8, align 4
  %762 = load float, ptr %8, align 4
  %763 = fmul contract float %761, %762
  %764 = load float, ptr %6, align 4
  %765 = fmul contract float %763, %764
  store float %765, ptr %8, align 4
  %766 = load float, ptr %9, align 4
  %767 = load float, ptr %9, align 4
  %768 = fmul contract float %766, %767
  %769 = load float, ptr %6, align 4
  %770 = fmul contract float %768, %769
  store float %770, ptr %9, align 4
  %771 = load float, ptr %10, align 4
  %772 = load float, ptr %10, align 4
  %773 = fmul contract float %771, %772
  %774 = load float, ptr %6, align 4
  %775 = fmul contract float %773, %774
  store float %775, ptr %10, align 4
  %776 = load float, ptr %11, align 4
  %777 = load float, ptr %11, align 4
  %778 = fmul contract float %776, %777
  %779 = load float, ptr %6, align 4
  %780 = fmul contract float %778, %779
  store float %780, ptr %11, align 4
  %781 = load float, ptr %8, align 4
  %782 = load float, ptr %8, align 4
  %783 = fmul contract float %781, %782
  %784 = load float, ptr %6, align 4
  %785 = fmul contract float %783, %784
  store float %785, ptr %8, align 4
  %786 = load float, ptr %9, align 4
  %787 = load float, ptr %9, align 4
  %788 = fmul contract float %786, %787
  %789 = load float, ptr %6, align 4
  %790 = fmul contract float %788, %789
  store float %790, ptr %9, align 4
  %791 = load float, ptr %10, align 4
  %792 = load float, ptr %10, align 4
  %793 = fmul contract float %791, %792
  %794 = load float, ptr %6, align 4
  %795 = fmul contract float %793, %794
  store float %795, ptr %10, align 4
  %796 = load float, ptr %11, align 4
  %797 = load float, ptr %11, align 4
  %798 = fmul contract float %796, %797
  %799 = load float, ptr %6, align 4
  %800 = fmul contract float %798, %799
  store float %800, ptr %11, align 4
  %801 = load float, ptr %8, align 4
  %802 = load float, ptr %8, align 4
  %803 = fmul contract float %801, %802
  %804 = load float, ptr %6, align 4
  %805 = fmul contract float %803, %804
  store float %805, ptr %8, align 4
  %806 = load float, ptr %9, align 4
  %807 = load float, ptr %9, align 4
  %808 = fmul contract float %806, %807
  %809 = load float, ptr %6, align 4
  %810 = fmul contract float %808, %809
  store float %810, ptr %9, align 4
  %811 = load float, ptr %10, align 4
  %812 = load float, ptr %10, align 4
  %813 = fmul contract float %811, %812
  %814 = load float, ptr %6, align 4
  %815 = fmul contract float %813, %814
  store float %815, ptr %10, align 4
  %816 = load float, ptr %11, align 4
  %817 = load float, ptr %11, align 4
  %818 = fmul contract float %816, %817
  %819 = load float, ptr %6, align 4
  %820 = fmul contract float %818, %819
  store float %820, ptr %11, align 4
  %821 = load float, ptr %8, align 4
  %822 = load float, ptr %8, align 4
  %823 = fmul contract float %821, %822
  %824 = load float, ptr %6, align 4
  %825 = fmul contract float %823, %824
  store float %825, ptr %8, align 4
  %826 = load float, ptr %9, align 4
  %827 = load float, ptr %9, align 4
  %828 = fmul contract float %826, %827
  %829 = load float, ptr %6, align 4
  %830 = fmul contract float %828, %829
  store float %830, ptr %9, align 4
  %831 = load float, ptr %10, align 4
  %832 = load float, ptr %10, align 4
  %833 = fmul contract float %831, %832
  %834 = load float, ptr %6, align 4
  %835 = fmul contract float %833, %834
  store float %835, ptr %10, align 4
  %836 = load float, ptr %11, align 4
  %837 = load float, ptr %11, align 4
  %838 = fmul contract float %836, %837
  %839 = load float, ptr %6, align 4
  %840 = fmul contract float %838, %839
  store float %840, ptr %11, align 4
  %841 = load float, ptr %8, align 4
  %842 = load float, ptr %8, align 4
  %843 = fmul contract float %841, %842
  %844 = load float, ptr %6, align 4
  %845 = fmul contract float %843, %844
  store float %845, ptr %8, align 4
  %846 = load float, ptr %9, align 4
  %847 = load float, ptr %9, align 4
  %848 = fmul contract float %846, %847
  %849 = load float, ptr %6, align 4
  %850 = fmul contract float %848, %849
  store float %850, ptr %9, align 4
  %851 = load float, ptr %10, align 4
  %852 = load float, ptr %10, align 4
  %853 = fmul contract float %851, %852
  %854 = load float, ptr %6, align 4
  %855 = fmul contract float %853, %854
  store float %855, ptr %10, align 4
  %856 = load float, ptr %11, align 4
  %857 = load float, ptr %11, align 4
  %858 = fmul contract float %856, %857
  %859 = load float, ptr %6, align 4
  %860 = fmul contract float %858, %859
  store float %860, ptr %11, align 4
  %861 = load float, ptr %8, align 4
  %862 = load float, ptr %8, align 4
  %863 = fmul contract float %861, %862
  %864 = load float, ptr %6, align 4
  %865 = fmul contract float %863, %864
  store float %865, ptr %8, align 4
  %866 = load float, ptr %9, align 4
  %867 = load float, ptr %9, align 4
  %868 = fmul contract float %866, %867
  %869 = load float, ptr %6, align 4
  %870 = fmul contract float %868, %869
  store float %870, ptr %9, align 4
  %871 = load float, ptr %10, align 4
  %872 = load float, ptr %10, align 4
  %873 = fmul contract float %871, %872
  %874 = load float, ptr %6, align 4
  %875 = fmul contract float %873, %874
  store float %875, ptr %10, align 4
  %876 = load float, ptr %11, align 4
  %877 = load float, ptr %11, align 4
  %878 = fmul contract float %876, %877
  %879 = load float, ptr %6, align 4
  %880 = fmul contract float %878, %879
  store float %880, ptr %11, align 4
  %881 = load float, ptr %8, align 4
  %882 = load float, ptr %8, align 4
  %883 = fmul contract float %881, %882
  %884 = load float, ptr %6, align 4
  %885 = fmul contract float %883, %884
  store float %885, ptr %8, align 4
  %886 = load float, ptr %9, align 4
  %887 = load float, ptr %9, align 4
  %888 = fmul contract float %886, %887
  %889 = load float, ptr %6, align 4
  %890 = fmul contract float %888, %889
  store float %890, ptr %9, align 4
  %891 = load float, ptr %10, align 4
  %892 = load float, ptr %10, align 4
  %893 = fmul contract float %891, %892
  %894 = load float, ptr %6, align 4
  %895 = fmul contract float %893, %894
  store float %895, ptr %10, align 4
  %896 = load float, ptr %11, align 4
  %897 = load float, ptr %11, align 4
  %898 = fmul contract float %896, %897
  %899 = load float, ptr %6, align 4
  %900 = fmul contract float %898, %899
  store float %900, ptr %11, align 4
  %901 = load float, ptr %8, align 4
  %902 = load float, ptr %8, align 4
  %903 = fmul contract float %901, %902
  %904 = load float, ptr %6, align 4
  %905 = fmul contract float %903, %904
  store float %905, ptr %8, align 4
  %906 = load float, ptr %9, align 4
  %907 = load float, ptr %9, align 4
  %908 = fmul contract float %906, %907
  %909 = load float, ptr %6, align 4
  %910 = fmul contract float %908, %909
  store float %910, ptr %9, align 4
  %911 = load float, ptr %10, align 4
  %912 = load float, ptr %10, align 4
  %913 = fmul contract float %911, %912
  %914 = load float, ptr %6, align 4
  %915 = fmul contract float %913, %914
  store float %915, ptr %10, align 4
  %916 = load float, ptr %11, align 4
  %917 = load float, ptr %11, align 4
  %918 = fmul contract float %916, %917
  %919 = load float, ptr %6, align 4
  %920 = fmul contract float %918, %919
  store float %920, ptr %11, align 4
  %921 = load float, ptr %8, align 4
  %922 = load float, ptr %8, align 4
  %923 = fmul contract float %921, %922
  %924 = load float, ptr %6, align 4
  %925 = fmul contract float %923, %924
  store float %925, ptr %8, align 4
  %926 = load float, ptr %9, align 4
  %927 = load float, ptr %9, align 4
  %928 = fmul contract float %926, %927
  %929 = load float, ptr %6, align 4
  %930 = fmul contract float %928, %929
  store float %930, ptr %9, align 4
  %931 = load float, ptr %10, align 4
  %932 = load float, ptr %10, align 4
  %933 = fmul contract float %931, %932
  %934 = load float, ptr %6, align 4
  %935 = fmul contract float %933, %934
  store float %935, ptr %10, align 4
  %936 = load float, ptr %11, align 4
  %937 = load float, ptr %11, align 4
  %938 = fmul contract float %936, %937
  %939 = load float, ptr %6, align 4
  %940 = fmul contract float %938, %939
  store float %940, ptr %11, align 4
  %941 = load float, ptr %8, align 4
  %942 = load float, ptr %8, align 4
  %943 = fmul contract float %941, %942
  %944 = load float, ptr %6, align 4
  %945 = fmul contract float %943, %944
  store float %945, ptr %8, align 4
  %946 = load float, ptr %9, align 4
  %947 = load float, ptr %9, align 4
  %948 = fmul contract float %946, %947
  %949 = load float, ptr %6, align 4
  %950 = fmul contract float %948, %949
  store float %950, ptr %9, align 4
  %951 = load float, ptr %10, align 4
  %952 = load float, ptr %10, align 4
  %953 = fmul contract float %951, %952
  %954 = load float, ptr %6, align 4
  %955 = fmul contract float %953, %954
  store float %955, ptr %10, align 4
  %956 = load float, ptr %11, align 4
  %957 = load float, ptr %11, align 4
  %958 = fmul contract float %956, %957
  %959 = load float, ptr %6, align 4
  %960 = fmul contract float %958, %959
  store float %960, ptr %11, align 4
  %961 = load float, ptr %8, align 4
  %962 = load float, ptr %8, align 4
  %963 = fmul contract float %961, %962
  %964 = load float, ptr %6, align 4
  %965 = fmul contract float %963, %964
  store float %965, ptr %8, align 4
  %966 = load float, ptr %9, align 4
  %967 = load float, ptr %9, align 4
  %968 = fmul contract float %966, %967
  %969 = load float, ptr %6, align 4
  %970 = fmul contract float %968, %969
  store float %970, ptr %9, align 4
  %971 = load float, ptr %10, align 4
  %972 = load float, ptr %10, align 4
  %973 = fmul contract float %971, %972
  %974 = load float, ptr %6, align 4
  %975 = fmul contract float %973, %974
  store float %975, ptr %10, align 4
  %976 = load float, ptr %11, align 4
  %977 = load float, ptr %11, align 4
  %978 = fmul contract float %976, %977
  %979 = load float, ptr %6, align 4
  %980 = fmul contract float %978, %979
  store float %980, ptr %11, align 4
  %981 = load float, ptr %8, align 4
  %982 = load float, ptr %8, align 4
  %983 = fmul contract float %981, %982
  %984 = load float, ptr %6, align 4
  %985 = fmul contract float %983, %984
  store float %985, ptr %8, align 4
  %986 = load float, ptr %9, align 4
  %987 = load float, ptr %9, align 4
  %988 = fmul contract float %986, %987
  %989 = load float, ptr %6, align 4
  %990 = fmul contract float %988, %989
  store float %990, ptr %9, align 4
  %991 = load float, ptr %10, align 4
  %992 = load float, ptr %10, align 4
  %993 = fmul contract float %991, %992
  %994 = load float, ptr %6, align 4
  %995 = fmul contract float %993, %994
  store float %995, ptr %10, align 4
  %996 = load float, ptr %11, align 4
  %997 = load float, ptr %11, align 4
  %998 = fmul contract float %996, %997
  %999 = load float, ptr %6, align 4
  %1000 = fmul contract float %998, %999
  store float %1000, ptr %11, align 4
  %1001 = load float, ptr %8, align 4
  %1002 = load float, ptr %8, align 4
  %1003 = fmul contract float %1001, %1002
  %1004 = load float, ptr %6, align 4
  %1005 = fmul contract float %1003, %1004
  store float %1005, ptr %8, align 4
  %1006 = load float, ptr %9, align 4
  %1007 = load float, ptr %9, align 4
  %1008 = fmul contract float %1006, %1007
  %1009 = load float, ptr %6, align 4
  %1010 = fmul contract float %1008, %1009
  store float %1010, ptr %9, align 4
  %1011 = load float, ptr %10, align 4
  %1012 = load float, ptr %10, align 4
  %1013 = fmul contract float %1011, %1012
  %1014 = load float, ptr %6, align 4
  %1015 = fmul contract float %1013, %1014
  store float %1015, ptr %10, align 4
  %1016 = load float, ptr %11, align 4
  %1017 = load float, ptr %11, align 4
  %1018 = fmul contract float %1016, %1017
  %1019 = load float, ptr %6, align 4
  %1020 = fmul contract float %1018, %1019
  store float %1020, ptr %11, align 4
  %1021 = load float, ptr %8, align 4
  %1022 = load float, ptr %8, align 4
  %1023 = fmul contract float %1021, %1022
  %1024 = load float, ptr %6, align 4
  %1025 = fmul contract float %1023, %1024
  store float %1025, ptr %8, align 4
  %1026 = load float, ptr %9, align 4
  %1027 = load float, ptr %9, align 4
  %1028 = fmul contract float %1026, %1027
  %1029 = load float, ptr %6, align 4
  %1030 = fmul contract float %1028, %1029
  store float %1030, ptr %9, align 4
  %1031 = load float, ptr %10, align 4
  %1032 = load float, ptr %10, align 4
  %1033 = fmul contract float %1031, %1032
  %1034 = load float, ptr %6, align 4
  %1035 = fmul contract float %1033, %1034
  store float %1035, ptr %10, align 4
  %1036 = load float, ptr %11, align 4
  %1037 = load float, ptr %11, align 4
  %1038 = fmul contract float %1036, %1037
  %1039 = load float, ptr %6, align 4
  %1040 = fmul contract float %1038, %1039
  store float %1040, ptr %11, align 4
  br label %1041

1041:                                             ; preds = %40
  %1042 = load i32, ptr %12, align 4
  %1043 = add nsw i32 %1042, 1
  store i32 %1043, ptr %12, align 4
  br label %36, !llvm.loop !6

1044:                                             ; preds = %36
  %1045 = load float, ptr %8, align 4
  %1046 = load float, ptr %9, align 4
  %1047 = fadd contract float %1045, %1046
  %1048 = load float, ptr %10, align 4
  %1049 = load float, ptr %11, align 4
  %1050 = fadd contract float %1048, %1049
  %1051 = fadd contract float %1047, %1050
  %1052 = load ptr, ptr %4, align 8
  %1053 = load i32, ptr %7, align 4
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds float, ptr %1052, i64 %1054
  store float %1051, ptr %1055, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul4IdEvPT_iS0_(ptr noundef %0, i32 noundef %1, double noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %7, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = fsub contract double %22, %27
  %29 = fadd contract double %28, 0x3FEFF7CEE0000000
  store double %29, ptr %8, align 8
  %30 = load double, ptr %8, align 8
  %31 = fsub contract double %30, 0x3F1A36E2E0000000
  store double %31, ptr %9, align 8
  %32 = load double, ptr %8, align 8
  %33 = fsub contract double %32, 0x3F2A36E2E0000000
  store double %33, ptr %10, align 8
  %34 = load double, ptr %8, align 8
  %35 = fsub contract double %34, 0x3F33A92A40000000
  store double %35, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %36

36:                                               ; preds = %1041, %3
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %1044

40:                                               ; preds = %36
  %41 = load double, ptr %8, align 8
  %42 = load double, ptr %8, align 8
  %43 = fmul contract double %41, %42
  %44 = load double, ptr %6, align 8
  %45 = fmul contract double %43, %44
  store double %45, ptr %8, align 8
  %46 = load double, ptr %9, align 8
  %47 = load double, ptr %9, align 8
  %48 = fmul contract double %46, %47
  %49 = load double, ptr %6, align 8
  %50 = fmul contract double %48, %49
  store double %50, ptr %9, align 8
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %10, align 8
  %53 = fmul contract double %51, %52
  %54 = load double, ptr %6, align 8
  %55 = fmul contract double %53, %54
  store double %55, ptr %10, align 8
  %56 = load double, ptr %11, align 8
  %57 = load double, ptr %11, align 8
  %58 = fmul contract double %56, %57
  %59 = load double, ptr %6, align 8
  %60 = fmul contract double %58, %59
  store double %60, ptr %11, align 8
  %61 = load double, ptr %8, align 8
  %62 = load double, ptr %8, align 8
  %63 = fmul contract double %61, %62
  %64 = load double, ptr %6, align 8
  %65 = fmul contract double %63, %64
  store double %65, ptr %8, align 8
  %66 = load double, ptr %9, align 8
  %67 = load double, ptr %9, align 8
  %68 = fmul contract double %66, %67
  %69 = load double, ptr %6, align 8
  %70 = fmul contract double %68, %69
  store double %70, ptr %9, align 8
  %71 = load double, ptr %10, align 8
  %72 = load double, ptr %10, align 8
  %73 = fmul contract double %71, %72
  %74 = load double, ptr %6, align 8
  %75 = fmul contract double %73, %74
  store double %75, ptr %10, align 8
  %76 = load double, ptr %11, align 8
  %77 = load double, ptr %11, align 8
  %78 = fmul contract double %76, %77
  %79 = load double, ptr %6, align 8
  %80 = fmul contract double %78, %79
  store double %80, ptr %11, align 8
  %81 = load double, ptr %8, align 8
  %82 = load double, ptr %8, align 8
  %83 = fmul contract double %81, %82
  %84 = load double, ptr %6, align 8
  %85 = fmul contract double %83, %84
  store double %85, ptr %8, align 8
  %86 = load double, ptr %9, align 8
  %87 = load double, ptr %9, align 8
  %88 = fmul contract double %86, %87
  %89 = load double, ptr %6, align 8
  %90 = fmul contract double %88, %89
  store double %90, ptr %9, align 8
  %91 = load double, ptr %10, align 8
  %92 = load double, ptr %10, align 8
  %93 = fmul contract double %91, %92
  %94 = load double, ptr %6, align 8
  %95 = fmul contract double %93, %94
  store double %95, ptr %10, align 8
  %96 = load double, ptr %11, align 8
  %97 = load double, ptr %11, align 8
  %98 = fmul contract double %96, %97
  %99 = load double, ptr %6, align 8
  %100 = fmul contract double %98, %99
  store double %100, ptr %11, align 8
  %101 = load double, ptr %8, align 8
  %102 = load double, ptr %8, align 8
  %103 = fmul contract double %101, %102
  %104 = load double, ptr %6, align 8
  %105 = fmul contract double %103, %104
  store double %105, ptr %8, align 8
  %106 = load double, ptr %9, align 8
  %107 = load double, ptr %9, align 8
  %108 = fmul contract double %106, %107
  %109 = load double, ptr %6, align 8
  %110 = fmul contract double %108, %109
  store double %110, ptr %9, align 8
  %111 = load double, ptr %10, align 8
  %112 = load double, ptr %10, align 8
  %113 = fmul contract double %111, %112
  %114 = load double, ptr %6, align 8
  %115 = fmul contract double %113, %114
  store double %115, ptr %10, align 8
  %116 = load double, ptr %11, align 8
  %117 = load double, ptr %11, align 8
  %118 = fmul contract double %116, %117
  %119 = load double, ptr %6, align 8
  %120 = fmul contract double %118, %119
  store double %120, ptr %11, align 8
  %121 = load double, ptr %8, align 8
  %122 = load double, ptr %8, align 8
  %123 = fmul contract double %121, %122
  %124 = load double, ptr %6, align 8
  %125 = fmul contract double %123, %124
  store double %125, ptr %8, align 8
  %126 = load double, ptr %9, align 8
  %127 = load double, ptr %9, align 8
  %128 = fmul contract double %126, %127
  %129 = load double, ptr %6, align 8
  %130 = fmul contract double %128, %129
  store double %130, ptr %9, align 8
  %131 = load double, ptr %10, align 8
  %132 = load double, ptr %10, align 8
  %133 = fmul contract double %131, %132
  %134 = load double, ptr %6, align 8
  %135 = fmul contract double %133, %134
  store double %135, ptr %10, align 8
  %136 = load double, ptr %11, align 8
  %137 = load double, ptr %11, align 8
  %138 = fmul contract double %136, %137
  %139 = load double, ptr %6, align 8
  %140 = fmul contract double %138, %139
  store double %140, ptr %11, align 8
  %141 = load double, ptr %8, align 8
  %142 = load double, ptr %8, align 8
  %143 = fmul contract double %141, %142
  %144 = load double, ptr %6, align 8
  %145 = fmul contract double %143, %144
  store double %145, ptr %8, align 8
  %146 = load double, ptr %9, align 8
  %147 = load double, ptr %9, align 8
  %148 = fmul contract double %146, %147
  %149 = load double, ptr %6, align 8
  %150 = fmul contract double %148, %149
  store double %150, ptr %9, align 8
  %151 = load double, ptr %10, align 8
  %152 = load double, ptr %10, align 8
  %153 = fmul contract double %151, %152
  %154 = load double, ptr %6, align 8
  %155 = fmul contract double %153, %154
  store double %155, ptr %10, align 8
  %156 = load double, ptr %11, align 8
  %157 = load double, ptr %11, align 8
  %158 = fmul contract double %156, %157
  %159 = load double, ptr %6, align 8
  %160 = fmul contract double %158, %159
  store double %160, ptr %11, align 8
  %161 = load double, ptr %8, align 8
  %162 = load double, ptr %8, align 8
  %163 = fmul contract double %161, %162
  %164 = load double, ptr %6, align 8
  %165 = fmul contract double %163, %164
  store double %165, ptr %8, align 8
  %166 = load double, ptr %9, align 8
  %167 = load double, ptr %9, align 8
  %168 = fmul contract double %166, %167
  %169 = load double, ptr %6, align 8
  %170 = fmul contract double %168, %169
  store double %170, ptr %9, align 8
  %171 = load double, ptr %10, align 8
  %172 = load double, ptr %10, align 8
  %173 = fmul contract double %171, %172
  %174 = load double, ptr %6, align 8
  %175 = fmul contract double %173, %174
  store double %175, ptr %10, align 8
  %176 = load double, ptr %11, align 8
  %177 = load double, ptr %11, align 8
  %178 = fmul contract double %176, %177
  %179 = load double, ptr %6, align 8
  %180 = fmul contract double %178, %179
  store double %180, ptr %11, align 8
  %181 = load double, ptr %8, align 8
  %182 = load double, ptr %8, align 8
  %183 = fmul contract double %181, %182
  %184 = load double, ptr %6, align 8
  %185 = fmul contract double %183, %184
  store double %185, ptr %8, align 8
  %186 = load double, ptr %9, align 8
  %187 = load double, ptr %9, align 8
  %188 = fmul contract double %186, %187
  %189 = load double, ptr %6, align 8
  %190 = fmul contract double %188, %189
  store double %190, ptr %9, align 8
  %191 = load double, ptr %10, align 8
  %192 = load double, ptr %10, align 8
  %193 = fmul contract double %191, %192
  %194 = load double, ptr %6, align 8
  %195 = fmul contract double %193, %194
  store double %195, ptr %10, align 8
  %196 = load double, ptr %11, align 8
  %197 = load double, ptr %11, align 8
  %198 = fmul contract double %196, %197
  %199 = load double, ptr %6, align 8
  %200 = fmul contract double %198, %199
  store double %200, ptr %11, align 8
  %201 = load double, ptr %8, align 8
  %202 = load double, ptr %8, align 8
  %203 = fmul contract double %201, %202
  %204 = load double, ptr %6, align 8
  %205 = fmul contract double %203, %204
  store double %205, ptr %8, align 8
  %206 = load double, ptr %9, align 8
  %207 = load double, ptr %9, align 8
  %208 = fmul contract double %206, %207
  %209 = load double, ptr %6, align 8
  %210 = fmul contract double %208, %209
  store double %210, ptr %9, align 8
  %211 = load double, ptr %10, align 8
  %212 = load double, ptr %10, align 8
  %213 = fmul contract double %211, %212
  %214 = load double, ptr %6, align 8
  %215 = fmul contract double %213, %214
  store double %215, ptr %10, align 8
  %216 = load double, ptr %11, align 8
  %217 = load double, ptr %11, align 8
  %218 = fmul contract double %216, %217
  %219 = load double, ptr %6, align 8
  %220 = fmul contract double %218, %219
  store double %220, ptr %11, align 8
  %221 = load double, ptr %8, align 8
  %222 = load double, ptr %8, align 8
  %223 = fmul contract double %221, %222
  %224 = load double, ptr %6, align 8
  %225 = fmul contract double %223, %224
  store double %225, ptr %8, align 8
  %226 = load double, ptr %9, align 8
  %227 = load double, ptr %9, align 8
  %228 = fmul contract double %226, %227
  %229 = load double, ptr %6, align 8
  %230 = fmul contract double %228, %229
  store double %230, ptr %9, align 8
  %231 = load double, ptr %10, align 8
  %232 = load double, ptr %10, align 8
  %233 = fmul contract double %231, %232
  %234 = load double, ptr %6, align 8
  %235 = fmul contract double %233, %234
  store double %235, ptr %10, align 8
  %236 = load double, ptr %11, align 8
  %237 = load double, ptr %11, align 8
  %238 = fmul contract double %236, %237
  %239 = load double, ptr %6, align 8
  %240 = fmul contract double %238, %239
  store double %240, ptr %11, align 8
  %241 = load double, ptr %8, align 8
  %242 = load double, ptr %8, align 8
  %243 = fmul contract double %241, %242
  %244 = load double, ptr %6, align 8
  %245 = fmul contract double %243, %244
  store double %245, ptr %8, align 8
  %246 = load double, ptr %9, align 8
  %247 = load double, ptr %9, align 8
  %248 = fmul contract double %246, %247
  %249 = load double, ptr %6, align 8
  %250 = fmul contract double %248, %249
  store double %250, ptr %9, align 8
  %251 = load double, ptr %10, align 8
  %252 = load double, ptr %10, align 8
  %253 = fmul contract double %251, %252
  %254 = load double, ptr %6, align 8
  %255 = fmul contract double %253, %254
  store double %255, ptr %10, align 8
  %256 = load double, ptr %11, align 8
  %257 = load double, ptr %11, align 8
  %258 = fmul contract double %256, %257
  %259 = load double, ptr %6, align 8
  %260 = fmul contract double %258, %259
  store double %260, ptr %11, align 8
  %261 = load double, ptr %8, align 8
  %262 = load double, ptr %8, align 8
  %263 = fmul contract double %261, %262
  %264 = load double, ptr %6, align 8
  %265 = fmul contract double %263, %264
  store double %265, ptr %8, align 8
  %266 = load double, ptr %9, align 8
  %267 = load double, ptr %9, align 8
  %268 = fmul contract double %266, %267
  %269 = load double, ptr %6, align 8
  %270 = fmul contract double %268, %269
  store double %270, ptr %9, align 8
  %271 = load double, ptr %10, align 8
  %272 = load double, ptr %10, align 8
  %273 = fmul contract double %271, %272
  %274 = load double, ptr %6, align 8
  %275 = fmul contract double %273, %274
  store double %275, ptr %10, align 8
  %276 = load double, ptr %11, align 8
  %277 = load double, ptr %11, align 8
  %278 = fmul contract double %276, %277
  %279 = load double, ptr %6, align 8
  %280 = fmul contract double %278, %279
  store double %280, ptr %11, align 8
  %281 = load double, ptr %8, align 8
  %282 = load double, ptr %8, align 8
  %283 = fmul contract double %281, %282
  %284 = load double, ptr %6, align 8
  %285 = fmul contract double %283, %284
  store double %285, ptr %8, align 8
  %286 = load double, ptr %9, align 8
  %287 = load double, ptr %9, align 8
  %288 = fmul contract double %286, %287
  %289 = load double, ptr %6, align 8
  %290 = fmul contract double %288, %289
  store double %290, ptr %9, align 8
  %291 = load double, ptr %10, align 8
  %292 = load double, ptr %10, align 8
  %293 = fmul contract double %291, %292
  %294 = load double, ptr %6, align 8
  %295 = fmul contract double %293, %294
  store double %295, ptr %10, align 8
  %296 = load double, ptr %11, align 8
  %297 = load double, ptr %11, align 8
  %298 = fmul contract double %296, %297
  %299 = load double, ptr %6, align 8
  %300 = fmul contract double %298, %299
  store double %300, ptr %11, align 8
  %301 = load double, ptr %8, align 8
  %302 = load double, ptr %8, align 8
  %303 = fmul contract double %301, %302
  %304 = load double, ptr %6, align 8
  %305 = fmul contract double %303, %304
  store double %305, ptr %8, align 8
  %306 = load double, ptr %9, align 8
  %307 = load double, ptr %9, align 8
  %308 = fmul contract double %306, %307
  %309 = load double, ptr %6, align 8
  %310 = fmul contract double %308, %309
  store double %310, ptr %9, align 8
  %311 = load double, ptr %10, align 8
  %312 = load double, ptr %10, align 8
  %313 = fmul contract double %311, %312
  %314 = load double, ptr %6, align 8
  %315 = fmul contract double %313, %314
  store double %315, ptr %10, align 8
  %316 = load double, ptr %11, align 8
  %317 = load double, ptr %11, align 8
  %318 = fmul contract double %316, %317
  %319 = load double, ptr %6, align 8
  %320 = fmul contract double %318, %319
  store double %320, ptr %11, align 8
  %321 = load double, ptr %8, align 8
  %322 = load double, ptr %8, align 8
  %323 = fmul contract double %321, %322
  %324 = load double, ptr %6, align 8
  %325 = fmul contract double %323, %324
  store double %325, ptr %8, align 8
  %326 = load double, ptr %9, align 8
  %327 = load double, ptr %9, align 8
  %328 = fmul contract double %326, %327
  %329 = load double, ptr %6, align 8
  %330 = fmul contract double %328, %329
  store double %330, ptr %9, align 8
  %331 = load double, ptr %10, align 8
  %332 = load double, ptr %10, align 8
  %333 = fmul contract double %331, %332
  %334 = load double, ptr %6, align 8
  %335 = fmul contract double %333, %334
  store double %335, ptr %10, align 8
  %336 = load double, ptr %11, align 8
  %337 = load double, ptr %11, align 8
  %338 = fmul contract double %336, %337
  %339 = load double, ptr %6, align 8
  %340 = fmul contract double %338, %339
  store double %340, ptr %11, align 8
  %341 = load double, ptr %8, align 8
  %342 = load double, ptr %8, align 8
  %343 = fmul contract double %341, %342
  %344 = load double, ptr %6, align 8
  %345 = fmul contract double %343, %344
  store double %345, ptr %8, align 8
  %346 = load double, ptr %9, align 8
  %347 = load double, ptr %9, align 8
  %348 = fmul contract double %346, %347
  %349 = load double, ptr %6, align 8
  %350 = fmul contract double %348, %349
  store double %350, ptr %9, align 8
  %351 = load double, ptr %10, align 8
  %352 = load double, ptr %10, align 8
  %353 = fmul contract double %351, %352
  %354 = load double, ptr %6, align 8
  %355 = fmul contract double %353, %354
  store double %355, ptr %10, align 8
  %356 = load double, ptr %11, align 8
  %357 = load double, ptr %11, align 8
  %358 = fmul contract double %356, %357
  %359 = load double, ptr %6, align 8
  %360 = fmul contract double %358, %359
  store double %360, ptr %11, align 8
  %361 = load double, ptr %8, align 8
  %362 = load double, ptr %8, align 8
  %363 = fmul contract double %361, %362
  %364 = load double, ptr %6, align 8
  %365 = fmul contract double %363, %364
  store double %365, ptr %8, align 8
  %366 = load double, ptr %9, align 8
  %367 = load double, ptr %9, align 8
  %368 = fmul contract double %366, %367
  %369 = load double, ptr %6, align 8
  %370 = fmul contract double %368, %369
  store double %370, ptr %9, align 8
  %371 = load double, ptr %10, align 8
  %372 = load double, ptr %10, align 8
  %373 = fmul contract double %371, %372
  %374 = load double, ptr %6, align 8
  %375 = fmul contract double %373, %374
  store double %375, ptr %10, align 8
  %376 = load double, ptr %11, align 8
  %377 = load double, ptr %11, align 8
  %378 = fmul contract double %376, %377
  %379 = load double, ptr %6, align 8
  %380 = fmul contract double %378, %379
  store double %380, ptr %11, align 8
  %381 = load double, ptr %8, align 8
  %382 = load double, ptr %8, align 8
  %383 = fmul contract double %381, %382
  %384 = load double, ptr %6, align 8
  %385 = fmul contract double %383, %384
  store double %385, ptr %8, align 8
  %386 = load double, ptr %9, align 8
  %387 = load double, ptr %9, align 8
  %388 = fmul contract double %386, %387
  %389 = load double, ptr %6, align 8
  %390 = fmul contract double %388, %389
  store double %390, ptr %9, align 8
  %391 = load double, ptr %10, align 8
  %392 = load double, ptr %10, align 8
  %393 = fmul contract double %391, %392
  %394 = load double, ptr %6, align 8
  %395 = fmul contract double %393, %394
  store double %395, ptr %10, align 8
  %396 = load double, ptr %11, align 8
  %397 = load double, ptr %11, align 8
  %398 = fmul contract double %396, %397
  %399 = load double, ptr %6, align 8
  %400 = fmul contract double %398, %399
  store double %400, ptr %11, align 8
  %401 = load double, ptr %8, align 8
  %402 = load double, ptr %8, align 8
  %403 = fmul contract double %401, %402
  %404 = load double, ptr %6, align 8
  %405 = fmul contract double %403, %404
  store double %405, ptr %8, align 8
  %406 = load double, ptr %9, align 8
  %407 = load double, ptr %9, align 8
  %408 = fmul contract double %406, %407
  %409 = load double, ptr %6, align 8
  %410 = fmul contract double %408, %409
  store double %410, ptr %9, align 8
  %411 = load double, ptr %10, align 8
  %412 = load double, ptr %10, align 8
  %413 = fmul contract double %411, %412
  %414 = load double, ptr %6, align 8
  %415 = fmul contract double %413, %414
  store double %415, ptr %10, align 8
  %416 = load double, ptr %11, align 8
  %417 = load double, ptr %11, align 8
  %418 = fmul contract double %416, %417
  %419 = load double, ptr %6, align 8
  %420 = fmul contract double %418, %419
  store double %420, ptr %11, align 8
  %421 = load double, ptr %8, align 8
  %422 = load double, ptr %8, align 8
  %423 = fmul contract double %421, %422
  %424 = load double, ptr %6, align 8
  %425 = fmul contract double %423, %424
  store double %425, ptr %8, align 8
  %426 = load double, ptr %9, align 8
  %427 = load double, ptr %9, align 8
  %428 = fmul contract double %426, %427
  %429 = load double, ptr %6, align 8
  %430 = fmul contract double %428, %429
  store double %430, ptr %9, align 8
  %431 = load double, ptr %10, align 8
  %432 = load double, ptr %10, align 8
  %433 = fmul contract double %431, %432
  %434 = load double, ptr %6, align 8
  %435 = fmul contract double %433, %434
  store double %435, ptr %10, align 8
  %436 = load double, ptr %11, align 8
  %437 = load double, ptr %11, align 8
  %438 = fmul contract double %436, %437
  %439 = load double, ptr %6, align 8
  %440 = fmul contract double %438, %439
  store double %440, ptr %11, align 8
  %441 = load double, ptr %8, align 8
  %442 = load double, ptr %8, align 8
  %443 = fmul contract double %441, %442
  %444 = load double, ptr %6, align 8
  %445 = fmul contract double %443, %444
  store double %445, ptr %8, align 8
  %446 = load double, ptr %9, align 8
  %447 = load double, ptr %9, align 8
  %448 = fmul contract double %446, %447
  %449 = load double, ptr %6, align 8
  %450 = fmul contract double %448, %449
  store double %450, ptr %9, align 8
  %451 = load double, ptr %10, align 8
  %452 = load double, ptr %10, align 8
  %453 = fmul contract double %451, %452
  %454 = load double, ptr %6, align 8
  %455 = fmul contract double %453, %454
  store double %455, ptr %10, align 8
  %456 = load double, ptr %11, align 8
  %457 = load double, ptr %11, align 8
  %458 = fmul contract double %456, %457
  %459 = load double, ptr %6, align 8
  %460 = fmul contract double %458, %459
  store double %460, ptr %11, align 8
  %461 = load double, ptr %8, align 8
  %462 = load double, ptr %8, align 8
  %463 = fmul contract double %461, %462
  %464 = load double, ptr %6, align 8
  %465 = fmul contract double %463, %464
  store double %465, ptr %8, align 8
  %466 = load double, ptr %9, align 8
  %467 = load double, ptr %9, align 8
  %468 = fmul contract double %466, %467
  %469 = load double, ptr %6, align 8
  %470 = fmul contract double %468, %469
  store double %470, ptr %9, align 8
  %471 = load double, ptr %10, align 8
  %472 = load double, ptr %10, align 8
  %473 = fmul contract double %471, %472
  %474 = load double, ptr %6, align 8
  %475 = fmul contract double %473, %474
  store double %475, ptr %10, align 8
  %476 = load double, ptr %11, align 8
  %477 = load double, ptr %11, align 8
  %478 = fmul contract double %476, %477
  %479 = load double, ptr %6, align 8
  %480 = fmul contract double %478, %479
  store double %480, ptr %11, align 8
  %481 = load double, ptr %8, align 8
  %482 = load double, ptr %8, align 8
  %483 = fmul contract double %481, %482
  %484 = load double, ptr %6, align 8
  %485 = fmul contract double %483, %484
  store double %485, ptr %8, align 8
  %486 = load double, ptr %9, align 8
  %487 = load double, ptr %9, align 8
  %488 = fmul contract double %486, %487
  %489 = load double, ptr %6, align 8
  %490 = fmul contract double %488, %489
  store double %490, ptr %9, align 8
  %491 = load double, ptr %10, align 8
  %492 = load double, ptr %10, align 8
  %493 = fmul contract double %491, %492
  %494 = load double, ptr %6, align 8
  %495 = fmul contract double %493, %494
  store double %495, ptr %10, align 8
  %496 = load double, ptr %11, align 8
  %497 = load double, ptr %11, align 8
  %498 = fmul contract double %496, %497
  %499 = load double, ptr %6, align 8
  %500 = fmul contract double %498, %499
  store double %500, ptr %11, align 8
  %501 = load double, ptr %8, align 8
  %502 = load double, ptr %8, align 8
  %503 = fmul contract double %501, %502
  %504 = load double, ptr %6, align 8
  %505 = fmul contract double %503, %504
  store double %505, ptr %8, align 8
  %506 = load double, ptr %9, align 8
  %507 = load double, ptr %9, align 8
  %508 = fmul contract double %506, %507
  %509 = load double, ptr %6, align 8
  %510 = fmul contract double %508, %509
  store double %510, ptr %9, align 8
  %511 = load double, ptr %10, align 8
  %512 = load double, ptr %10, align 8
  %513 = fmul contract double %511, %512
  %514 = load double, ptr %6, align 8
  %515 = fmul contract double %513, %514
  store double %515, ptr %10, align 8
  %516 = load double, ptr %11, align 8
  %517 = load double, ptr %11, align 8
  %518 = fmul contract double %516, %517
  %519 = load double, ptr %6, align 8
  %520 = fmul contract double %518, %519
  store double %520, ptr %11, align 8
  %521 = load double, ptr %8, align 8
  %522 = load double, ptr %8, align 8
  %523 = fmul contract double %521, %522
  %524 = load double, ptr %6, align 8
  %525 = fmul contract double %523, %524
  store double %525, ptr %8, align 8
  %526 = load double, ptr %9, align 8
  %527 = load double, ptr %9, align 8
  %528 = fmul contract double %526, %527
  %529 = load double, ptr %6, align 8
  %530 = fmul contract double %528, %529
  store double %530, ptr %9, align 8
  %531 = load double, ptr %10, align 8
  %532 = load double, ptr %10, align 8
  %533 = fmul contract double %531, %532
  %534 = load double, ptr %6, align 8
  %535 = fmul contract double %533, %534
  store double %535, ptr %10, align 8
  %536 = load double, ptr %11, align 8
  %537 = load double, ptr %11, align 8
  %538 = fmul contract double %536, %537
  %539 = load double, ptr %6, align 8
  %540 = fmul contract double %538, %539
  store double %540, ptr %11, align 8
  %541 = load double, ptr %8, align 8
  %542 = load double, ptr %8, align 8
  %543 = fmul contract double %541, %542
  %544 = load double, ptr %6, align 8
  %545 = fmul contract double %543, %544
  store double %545, ptr %8, align 8
  %546 = load double, ptr %9, align 8
  %547 = load double, ptr %9, align 8
  %548 = fmul contract double %546, %547
  %549 = load double, ptr %6, align 8
  %550 = fmul contract double %548, %549
  store double %550, ptr %9, align 8
  %551 = load double, ptr %10, align 8
  %552 = load double, ptr %10, align 8
  %553 = fmul contract double %551, %552
  %554 = load double, ptr %6, align 8
  %555 = fmul contract double %553, %554
  store double %555, ptr %10, align 8
  %556 = load double, ptr %11, align 8
  %557 = load double, ptr %11, align 8
  %558 = fmul contract double %556, %557
  %559 = load double, ptr %6, align 8
  %560 = fmul contract double %558, %559
  store double %560, ptr %11, align 8
  %561 = load double, ptr %8, align 8
  %562 = load double, ptr %8, align 8
  %563 = fmul contract double %561, %562
  %564 = load double, ptr %6, align 8
  %565 = fmul contract double %563, %564
  store double %565, ptr %8, align 8
  %566 = load double, ptr %9, align 8
  %567 = load double, ptr %9, align 8
  %568 = fmul contract double %566, %567
  %569 = load double, ptr %6, align 8
  %570 = fmul contract double %568, %569
  store double %570, ptr %9, align 8
  %571 = load double, ptr %10, align 8
  %572 = load double, ptr %10, align 8
  %573 = fmul contract double %571, %572
  %574 = load double, ptr %6, align 8
  %575 = fmul contract double %573, %574
  store double %575, ptr %10, align 8
  %576 = load double, ptr %11, align 8
  %577 = load double, ptr %11, align 8
  %578 = fmul contract double %576, %577
  %579 = load double, ptr %6, align 8
  %580 = fmul contract double %578, %579
  store double %580, ptr %11, align 8
  %581 = load double, ptr %8, align 8
  %582 = load double, ptr %8, align 8
  %583 = fmul contract double %581, %582
  %584 = load double, ptr %6, align 8
  %585 = fmul contract double %583, %584
  store double %585, ptr %8, align 8
  %586 = load double, ptr %9, align 8
  %587 = load double, ptr %9, align 8
  %588 = fmul contract double %586, %587
  %589 = load double, ptr %6, align 8
  %590 = fmul contract double %588, %589
  store double %590, ptr %9, align 8
  %591 = load double, ptr %10, align 8
  %592 = load double, ptr %10, align 8
  %593 = fmul contract double %591, %592
  %594 = load double, ptr %6, align 8
  %595 = fmul contract double %593, %594
  store double %595, ptr %10, align 8
  %596 = load double, ptr %11, align 8
  %597 = load double, ptr %11, align 8
  %598 = fmul contract double %596, %597
  %599 = load double, ptr %6, align 8
  %600 = fmul contract double %598, %599
  store double %600, ptr %11, align 8
  %601 = load double, ptr %8, align 8
  %602 = load double, ptr %8, align 8
  %603 = fmul contract double %601, %602
  %604 = load double, ptr %6, align 8
  %605 = fmul contract double %603, %604
  store double %605, ptr %8, align 8
  %606 = load double, ptr %9, align 8
  %607 = load double, ptr %9, align 8
  %608 = fmul contract double %606, %607
  %609 = load double, ptr %6, align 8
  %610 = fmul contract double %608, %609
  store double %610, ptr %9, align 8
  %611 = load double, ptr %10, align 8
  %612 = load double, ptr %10, align 8
  %613 = fmul contract double %611, %612
  %614 = load double, ptr %6, align 8
  %615 = fmul contract double %613, %614
  store double %615, ptr %10, align 8
  %616 = load double, ptr %11, align 8
  %617 = load double, ptr %11, align 8
  %618 = fmul contract double %616, %617
  %619 = load double, ptr %6, align 8
  %620 = fmul contract double %618, %619
  store double %620, ptr %11, align 8
  %621 = load double, ptr %8, align 8
  %622 = load double, ptr %8, align 8
  %623 = fmul contract double %621, %622
  %624 = load double, ptr %6, align 8
  %625 = fmul contract double %623, %624
  store double %625, ptr %8, align 8
  %626 = load double, ptr %9, align 8
  %627 = load double, ptr %9, align 8
  %628 = fmul contract double %626, %627
  %629 = load double, ptr %6, align 8
  %630 = fmul contract double %628, %629
  store double %630, ptr %9, align 8
  %631 = load double, ptr %10, align 8
  %632 = load double, ptr %10, align 8
  %633 = fmul contract double %631, %632
  %634 = load double, ptr %6, align 8
  %635 = fmul contract double %633, %634
  store double %635, ptr %10, align 8
  %636 = load double, ptr %11, align 8
  %637 = load double, ptr %11, align 8
  %638 = fmul contract double %636, %637
  %639 = load double, ptr %6, align 8
  %640 = fmul contract double %638, %639
  store double %640, ptr %11, align 8
  %641 = load double, ptr %8, align 8
  %642 = load double, ptr %8, align 8
  %643 = fmul contract double %641, %642
  %644 = load double, ptr %6, align 8
  %645 = fmul contract double %643, %644
  store double %645, ptr %8, align 8
  %646 = load double, ptr %9, align 8
  %647 = load double, ptr %9, align 8
  %648 = fmul contract double %646, %647
  %649 = load double, ptr %6, align 8
  %650 = fmul contract double %648, %649
  store double %650, ptr %9, align 8
  %651 = load double, ptr %10, align 8
  %652 = load double, ptr %10, align 8
  %653 = fmul contract double %651, %652
  %654 = load double, ptr %6, align 8
  %655 = fmul contract double %653, %654
  store double %655, ptr %10, align 8
  %656 = load double, ptr %11, align 8
  %657 = load double, ptr %11, align 8
  %658 = fmul contract double %656, %657
  %659 = load double, ptr %6, align 8
  %660 = fmul contract double %658, %659
  store double %660, ptr %11, align 8
  %661 = load double, ptr %8, align 8
  %662 = load double, ptr %8, align 8
  %663 = fmul contract double %661, %662
  %664 = load double, ptr %6, align 8
  %665 = fmul contract double %663, %664
  store double %665, ptr %8, align 8
  %666 = load double, ptr %9, align 8
  %667 = load double, ptr %9, align 8
  %668 = fmul contract double %666, %667
  %669 = load double, ptr %6, align 8
  %670 = fmul contract double %668, %669
  store double %670, ptr %9, align 8
  %671 = load double, ptr %10, align 8
  %672 = load double, ptr %10, align 8
  %673 = fmul contract double %671, %672
  %674 = load double, ptr %6, align 8
  %675 = fmul contract double %673, %674
  store double %675, ptr %10, align 8
  %676 = load double, ptr %11, align 8
  %677 = load double, ptr %11, align 8
  %678 = fmul contract double %676, %677
  %679 = load double, ptr %6, align 8
  %680 = fmul contract double %678, %679
  store double %680, ptr %11, align 8
  %681 = load double, ptr %8, align 8
  %682 = load double, ptr %8, align 8
  %683 = fmul contract double %681, %682
  %684 = load double, ptr %6, align 8
  %685 = fmul contract double %683, %684
  store double %685, ptr %8, align 8
  %686 = load double, ptr %9, align 8
  %687 = load double, ptr %9, align 8
  %688 = fmul contract double %686, %687
  %689 = load double, ptr %6, align 8
  %690 = fmul contract double %688, %689
  store double %690, ptr %9, align 8
  %691 = load double, ptr %10, align 8
  %692 = load double, ptr %10, align 8
  %693 = fmul contract double %691, %692
  %694 = load double, ptr %6, align 8
  %695 = fmul contract double %693, %694
  store double %695, ptr %10, align 8
  %696 = load double, ptr %11, align 8
  %697 = load double, ptr %11, align 8
  %698 = fmul contract double %696, %697
  %699 = load double, ptr %6, align 8
  %700 = fmul contract double %698, %699
  store double %700, ptr %11, align 8
  %701 = load double, ptr %8, align 8
  %702 = load double, ptr %8, align 8
  %703 = fmul contract double %701, %702
  %704 = load double, ptr %6, align 8
  %705 = fmul contract double %703, %704
  store double %705, ptr %8, align 8
  %706 = load double, ptr %9, align 8
  %707 = load double, ptr %9, align 8
  %708 = fmul contract double %706, %707
  %709 = load double, ptr %6, align 8
  %710 = fmul contract double %708, %709
  store double %710, ptr %9, align 8
  %711 = load double, ptr %10, align 8
  %712 = load double, ptr %10, align 8
  %713 = fmul contract double %711, %712
  %714 = load double, ptr %6, align 8
  %715 = fmul contract double %713, %714
  store double %715, ptr %10, align 8
  %716 = load double, ptr %11, align 8
  %717 = load double, ptr %11, align 8
  %718 = fmul contract double %716, %717
  %719 = load double, ptr %6, align 8
  %720 = fmul contract double %718, %719
  store double %720, ptr %11, align 8
  %721 = load double, ptr %8, align 8
  %722 = load double, ptr %8, align 8
  %723 = fmul contract double %721, %722
  %724 = load double, ptr %6, align 8
  %725 = fmul contract double %723, %724
  store double %725, ptr %8, align 8
  %726 = load double, ptr %9, align 8
  %727 = load double, ptr %9, align 8
  %728 = fmul contract double %726, %727
  %729 = load double, ptr %6, align 8
  %730 = fmul contract double %728, %729
  store double %730, ptr %9, align 8
  %731 = load double, ptr %10, align 8
  %732 = load double, ptr %10, align 8
  %733 = fmul contract double %731, %732
  %734 = load double, ptr %6, align 8
  %735 = fmul contract double %733, %734
  store double %735, ptr %10, align 8
  %736 = load double, ptr %11, align 8
  %737 = load double, ptr %11, align 8
  %738 = fmul contract double %736, %737
  %739 = load double, ptr %6, align 8
  %740 = fmul contract double %738, %739
  store double %740, ptr %11, align 8
  %741 = load double, ptr %8, align 8
  %742 = load double, ptr %8, align 8
  %743 = fmul contract double %741, %742
  %744 = load double, ptr %6, align 8
  %745 = fmul contract double %743, %744
  store double %745, ptr %8, align 8
  %746 = load double, ptr %9, align 8
  %747 = load double, ptr %9, align 8
  %748 = fmul contract double %746, %747
  %749 = load double, ptr %6, align 8
  %750 = fmul contract double %748, %749
  store double %750, ptr %9, align 8
  %751 = load double, ptr %10, align 8
  %752 = load double, ptr %10, align 8
  %753 = fmul contract double %751, %752
  %754 = load double, ptr %6, align 8
  %755 = fmul contract double %753, %754
  store double %755, ptr %10, align 8
  %756 = load double, ptr %11, align 8
  %757 = load double, ptr %11, align 8
  %758 = fmul contract double %756, %757
  %759 = load double, ptr %6, align 8
  %760 = fmul contract double %758, %759
  store double %760, ptr %11, align 8
  %761 = load double, ptr %8, align 8
  %762 = load double, ptr %8, align 8
  %763 = fmul contract double %761, %762
  %764 = load double, ptr %6, align 8
  %765 = fmul contract double %763, %764
  store double %765, ptr %8, align 8
  %766 = load double, ptr %9, align 8
  %767 = load double, ptr %9, align 8
  %768 = fmul contract double %766, %767
  %769 = load double, ptr %6, align 8
  %770 = fmul contract double %768, %769
  store double %770, ptr %9, align 8
  %771 = load double, ptr %10, align 8
  %772 = load double, ptr %10, align 8
  %773 = fmul contract double %771, %772
  %774 = load double, ptr %6, align 8
  %775 = fmul contract double %773, %774
  store double %775, ptr %10, align 8
  %776 = load double, ptr %11, align 8
  %777 = load double, ptr %11, align 8
  %778 = fmul contract double %776, %777
  %779 = load double, ptr %6, align 8
  %780 = fmul contract double %778, %779
  store double %780, ptr %11, align 8
  %781 = load double, ptr %8, align 8
  %782 = load double, ptr %8, align 8
  %783 = fmul contract double %781, %782
  %784 = load double, ptr %6, align 8
  %785 = fmul contract double %783, %784
  store double %785, ptr %8, align 8
  %786 = load double, ptr %9, align 8
  %787 = load double, ptr %9, align 8
  %788 = fmul contract double %786, %787
  %789 = load double, ptr %6, align 8
  %790 = fmul contract double %788, %789
  store double %790, ptr %9, align 8
  %791 = load double, ptr %10, align 8
  %792 = load double, ptr %10, align 8
  %793 = fmul contract double %791, %792
  %794 = load double, ptr %6, align 8
  %795 = fmul contract double %793, %794
  store double %795, ptr %10, align 8
  %796 = load double, ptr %11, align 8
  %797 = load double, ptr %11, align 8
  %798 = fmul contract double %796, %797
  %799 = load double, ptr %6, align 8
  %800 = fmul contract double %798, %799
  store double %800, ptr %11, align 8
  %801 = load double, ptr %8, align 8
  %802 = load double, ptr %8, align 8
  %803 = fmul contract double %801, %802
  %804 = load double, ptr %6, align 8
  %805 = fmul contract double %803, %804
  store double %805, ptr %8, align 8
  %806 = load double, ptr %9, align 8
  %807 = load double, ptr %9, align 8
  %808 = fmul contract double %806, %807
  %809 = load double, ptr %6, align 8
  %810 = fmul contract double %808, %809
  store double %810, ptr %9, align 8
  %811 = load double, ptr %10, align 8
  %812 = load double, ptr %10, align 8
  %813 = fmul contract double %811, %812
  %814 = load double, ptr %6, align 8
  %815 = fmul contract double %813, %814
  store double %815, ptr %10, align 8
  %816 = load double, ptr %11, align 8
  %817 = load double, ptr %11, align 8
  %818 = fmul contract double %816, %817
  %819 = load double, ptr %6, align 8
  %820 = fmul contract double %818, %819
  store double %820, ptr %11, align 8
  %821 = load double, ptr %8, align 8
  %822 = load double, ptr %8, align 8
  %823 = fmul contract double %821, %822
  %824 = load double, ptr %6, align 8
  %825 = fmul contract double %823, %824
  store double %825, ptr %8, align 8
  %826 = load double, ptr %9, align 8
  %827 = load double, ptr %9, align 8
  %828 = fmul contract double %826, %827
  %829 = load double, ptr %6, align 8
  %830 = fmul contract double %828, %829
  store double %830, ptr %9, align 8
  %831 = load double, ptr %10, align 8
  %832 = load double, ptr %10, align 8
  %833 = fmul contract double %831, %832
  %834 = load double, ptr %6, align 8
  %835 = fmul contract double %833, %834
  store double %835, ptr %10, align 8
  %836 = load double, ptr %11, align 8
  %837 = load double, ptr %11, align 8
  %838 = fmul contract double %836, %837
  %839 = load double, ptr %6, align 8
  %840 = fmul contract double %838, %839
  store double %840, ptr %11, align 8
  %841 = load double, ptr %8, align 8
  %842 = load double, ptr %8, align 8
  %843 = fmul contract double %841, %842
  %844 = load double, ptr %6, align 8
  %845 = fmul contract double %843, %844
  store double %845, ptr %8, align 8
  %846 = load double, ptr %9, align 8
  %847 = load double, ptr %9, align 8
  %848 = fmul contract double %846, %847
  %849 = load double, ptr %6, align 8
  %850 = fmul contract double %848, %849
  store double %850, ptr %9, align 8
  %851 = load double, ptr %10, align 8
  %852 = load double, ptr %10, align 8
  %853 = fmul contract double %851, %852
  %854 = load double, ptr %6, align 8
  %855 = fmul contract double %853, %854
  store double %855, ptr %10, align 8
  %856 = load double, ptr %11, align 8
  %857 = load double, ptr %11, align 8
  %858 = fmul contract double %856, %857
  %859 = load double, ptr %6, align 8
  %860 = fmul contract double %858, %859
  store double %860, ptr %11, align 8
  %861 = load double, ptr %8, align 8
  %862 = load double, ptr %8, align 8
  %863 = fmul contract double %861, %862
  %864 = load double, ptr %6, align 8
  %865 = fmul contract double %863, %864
  store double %865, ptr %8, align 8
  %866 = load double, ptr %9, align 8
  %867 = load double, ptr %9, align 8
  %868 = fmul contract double %866, %867
  %869 = load double, ptr %6, align 8
  %870 = fmul contract double %868, %869
  store double %870, ptr %9, align 8
  %871 = load double, ptr %10, align 8
  %872 = load double, ptr %10, align 8
  %873 = fmul contract double %871, %872
  %874 = load double, ptr %6, align 8
  %875 = fmul contract double %873, %874
  store double %875, ptr %10, align 8
  %876 = load double, ptr %11, align 8
  %877 = load double, ptr %11, align 8
  %878 = fmul contract double %876, %877
  %879 = load double, ptr %6, align 8
  %880 = fmul contract double %878, %879
  store double %880, ptr %11, align 8
  %881 = load double, ptr %8, align 8
  %882 = load double, ptr %8, align 8
  %883 = fmul contract double %881, %882
  %884 = load double, ptr %6, align 8
  %885 = fmul contract double %883, %884
  store double %885, ptr %8, align 8
  %886 = load double, ptr %9, align 8
  %887 = load double, ptr %9, align 8
  %888 = fmul contract double %886, %887
  %889 = load double, ptr %6, align 8
  %890 = fmul contract double %888, %889
  store double %890, ptr %9, align 8
  %891 = load double, ptr %10, align 8
  %892 = load double, ptr %10, align 8
  %893 = fmul contract double %891, %892
  %894 = load double, ptr %6, align 8
  %895 = fmul contract double %893, %894
  store double %895, ptr %10, align 8
  %896 = load double, ptr %11, align 8
  %897 = load double, ptr %11, align 8
  %898 = fmul contract double %896, %897
  %899 = load double, ptr %6, align 8
  %900 = fmul contract double %898, %899
  store double %900, ptr %11, align 8
  %901 = load double, ptr %8, align 8
  %902 = load double, ptr %8, align 8
  %903 = fmul contract double %901, %902
  %904 = load double, ptr %6, align 8
  %905 = fmul contract double %903, %904
  store double %905, ptr %8, align 8
  %906 = load double, ptr %9, align 8
  %907 = load double, ptr %9, align 8
  %908 = fmul contract double %906, %907
  %909 = load double, ptr %6, align 8
  %910 = fmul contract double %908, %909
  store double %910, ptr %9, align 8
  %911 = load double, ptr %10, align 8
  %912 = load double, ptr %10, align 8
  %913 = fmul contract double %911, %912
  %914 = load double, ptr %6, align 8
  %915 = fmul contract double %913, %914
  store double %915, ptr %10, align 8
  %916 = load double, ptr %11, align 8
  %917 = load double, ptr %11, align 8
  %918 = fmul contract double %916, %917
  %919 = load double, ptr %6, align 8
  %920 = fmul contract double %918, %919
  store double %920, ptr %11, align 8
  %921 = load double, ptr %8, align 8
  %922 = load double, ptr %8, align 8
  %923 = fmul contract double %921, %922
  %924 = load double, ptr %6, align 8
  %925 = fmul contract double %923, %924
  store double %925, ptr %8, align 8
  %926 = load double, ptr %9, align 8
  %927 = load double, ptr %9, align 8
  %928 = fmul contract double %926, %927
  %929 = load double, ptr %6, align 8
  %930 = fmul contract double %928, %929
  store double %930, ptr %9, align 8
  %931 = load double, ptr %10, align 8
  %932 = load double, ptr %10, align 8
  %933 = fmul contract double %931, %932
  %934 = load double, ptr %6, align 8
  %935 = fmul contract double %933, %934
  store double %935, ptr %10, align 8
  %936 = load double, ptr %11, align 8
  %937 = load double, ptr %11, align 8
  %938 = fmul contract double %936, %937
  %939 = load double, ptr %6, align 8
  %940 = fmul contract double %938, %939
  store double %940, ptr %11, align 8
  %941 = load double, ptr %8, align 8
  %942 = load double, ptr %8, align 8
  %943 = fmul contract double %941, %942
  %944 = load double, ptr %6, align 8
  %945 = fmul contract double %943, %944
  store double %945, ptr %8, align 8
  %946 = load double, ptr %9, align 8
  %947 = load double, ptr %9, align 8
  %948 = fmul contract double %946, %947
  %949 = load double, ptr %6, align 8
  %950 = fmul contract double %948, %949
  store double %950, ptr %9, align 8
  %951 = load double, ptr %10, align 8
  %952 = load double, ptr %10, align 8
  %953 = fmul contract double %951, %952
  %954 = load double, ptr %6, align 8
  %955 = fmul contract double %953, %954
  store double %955, ptr %10, align 8
  %956 = load double, ptr %11, align 8
  %957 = load double, ptr %11, align 8
  %958 = fmul contract double %956, %957
  %959 = load double, ptr %6, align 8
  %960 = fmul contract double %958, %959
  store double %960, ptr %11, align 8
  %961 = load double, ptr %8, align 8
  %962 = load double, ptr %8, align 8
  %963 = fmul contract double %961, %962
  %964 = load double, ptr %6, align 8
  %965 = fmul contract double %963, %964
  store double %965, ptr %8, align 8
  %966 = load double, ptr %9, align 8
  %967 = load double, ptr %9, align 8
  %968 = fmul contract double %966, %967
  %969 = load double, ptr %6, align 8
  %970 = fmul contract double %968, %969
  store double %970, ptr %9, align 8
  %971 = load double, ptr %10, align 8
  %972 = load double, ptr %10, align 8
  %973 = fmul contract double %971, %972
  %974 = load double, ptr %6, align 8
  %975 = fmul contract double %973, %974
  store double %975, ptr %10, align 8
  %976 = load double, ptr %11, align 8
  %977 = load double, ptr %11, align 8
  %978 = fmul contract double %976, %977
  %979 = load double, ptr %6, align 8
  %980 = fmul contract double %978, %979
  store double %980, ptr %11, align 8
  %981 = load double, ptr %8, align 8
  %982 = load double, ptr %8, align 8
  %983 = fmul contract double %981, %982
  %984 = load double, ptr %6, align 8
  %985 = fmul contract double %983, %984
  store double %985, ptr %8, align 8
  %986 = load double, ptr %9, align 8
  %987 = load double, ptr %9, align 8
  %988 = fmul contract double %986, %987
  %989 = load double, ptr %6, align 8
  %990 = fmul contract double %988, %989
  store double %990, ptr %9, align 8
  %991 = load double, ptr %10, align 8
  %992 = load double, ptr %10, align 8
  %993 = fmul contract double %991, %992
  %994 = load double, ptr %6, align 8
  %995 = fmul contract double %993, %994
  store double %995, ptr %10, align 8
  %996 = load double, ptr %11, align 8
  %997 = load double, ptr %11, align 8
  %998 = fmul contract double %996, %997
  %999 = load double, ptr %6, align 8
  %1000 = fmul contract double %998, %999
  store double %1000, ptr %11, align 8
  %1001 = load double, ptr %8, align 8
  %1002 = load double, ptr %8, align 8
  %1003 = fmul contract double %1001, %1002
  %1004 = load double, ptr %6, align 8
  %1005 = fmul contract double %1003, %1004
  store double %1005, ptr %8, align 8
  %1006 = load double, ptr %9, align 8
  %1007 = load double, ptr %9, align 8
  %1008 = fmul contract double %1006, %1007
  %1009 = load double, ptr %6, align 8
  %1010 = fmul contract double %1008, %1009
  store double %1010, ptr %9, align 8
  %1011 = load double, ptr %10, align 8
  %1012 = load double, ptr %10, align 8
  %1013 = fmul contract double %1011, %1012
  %1014 = load double, ptr %6, align 8
  %1015 = fmul contract double %1013, %1014
  store double %1015, ptr %10, align 8
  %1016 = load double, ptr %11, align 8
  %1017 = load double, ptr %11, align 8
  %1018 = fmul contract double %1016, %1017
  %1019 = load double, ptr %6, align 8
  %1020 = fmul contract double %1018, %1019
  store double %1020, ptr %11, align 8
  %1021 = load double, ptr %8, align 8
  %1022 = load double, ptr %8, align 8
  %1023 = fmul contract double %1021, %1022
  %1024 = load double, ptr %6, align 8
  %1025 = fmul contract double %1023, %1024
  store double %1025, ptr %8, align 8
  %1026 = load double, ptr %9, align 8
  %1027 = load double, ptr %9, align 8
  %1028 = fmul contract double %1026, %1027
  %1029 = load double, ptr %6, align 8
  %1030 = fmul contract double %1028, %1029
  store double %1030, ptr %9, align 8
  %1031 = load double, ptr %10, align 8
  %1032 = load double, ptr %10, align 8
  %1033 = fmul contract double %1031, %1032
  %1034 = load double, ptr %6, align 8
  %1035 = fmul contract double %1033, %1034
  store double %1035, ptr %10, align 8
  %1036 = load double, ptr %11, align 8
  %1037 = load double, ptr %11, align 8
  %1038 = fmul contract double %1036, %1037
  %1039 = load double, ptr %6, align 8
  %1040 = fmul contract double %1038, %1039
  store double %1040, ptr %11, align 8
  br label %1041

1041:                                             ; preds = %40
  %1042 = load i32, ptr %12, align 4
  %1043 = add nsw i32 %1042, 1
  store i32 %1043, ptr %12, align 4
  br label %36, !llvm.loop !8

1044:                                             ; preds = %36
  %1045 = load double, ptr %8, align 8
  %1046 = load double, ptr %9, align 8
  %1047 = fadd contract double %1045, %1046
  %1048 = load double, ptr %10, align 8
  %1049 = load double, ptr %11, align 8
  %1050 = fadd contract double %1048, %1049
  %1051 = fadd contract double %1047, %1050
  %1052 = load ptr, ptr %4, align 8
  %1053 = load i32, ptr %7, align 4
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds double, ptr %1052, i64 %1054
  store double %1051, ptr %1055, align 8
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z4Mul4IfEvPT_iS0_, !"kernel", i32 1}
!1 = !{ptr @_Z4Mul4IdEvPT_iS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
