; ModuleID = 'maxflops.MulMAdd2.cu'
source_filename = "maxflops.MulMAdd2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z8MulMAdd2IfEvPT_iS0_S0_ = comdat any

$_Z8MulMAdd2IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd2IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  store float %22, ptr %10, align 4
  %23 = load float, ptr %10, align 4
  %24 = fsub contract float 1.000000e+01, %23
  store float %24, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %25

25:                                               ; preds = %1150, %4
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %1153

29:                                               ; preds = %25
  %30 = load float, ptr %7, align 4
  %31 = load float, ptr %8, align 4
  %32 = load float, ptr %10, align 4
  %33 = fmul contract float %31, %32
  %34 = fsub contract float %30, %33
  %35 = load float, ptr %10, align 4
  %36 = fmul contract float %34, %35
  store float %36, ptr %10, align 4
  %37 = load float, ptr %7, align 4
  %38 = load float, ptr %8, align 4
  %39 = load float, ptr %11, align 4
  %40 = fmul contract float %38, %39
  %41 = fsub contract float %37, %40
  %42 = load float, ptr %11, align 4
  %43 = fmul contract float %41, %42
  store float %43, ptr %11, align 4
  %44 = load float, ptr %7, align 4
  %45 = load float, ptr %8, align 4
  %46 = load float, ptr %10, align 4
  %47 = fmul contract float %45, %46
  %48 = fsub contract float %44, %47
  %49 = load float, ptr %10, align 4
  %50 = fmul contract float %48, %49
  store float %50, ptr %10, align 4
  %51 = load float, ptr %7, align 4
  %52 = load float, ptr %8, align 4
  %53 = load float, ptr %11, align 4
  %54 = fmul contract float %52, %53
  %55 = fsub contract float %51, %54
  %56 = load float, ptr %11, align 4
  %57 = fmul contract float %55, %56
  store float %57, ptr %11, align 4
  %58 = load float, ptr %7, align 4
  %59 = load float, ptr %8, align 4
  %60 = load float, ptr %10, align 4
  %61 = fmul contract float %59, %60
  %62 = fsub contract float %58, %61
  %63 = load float, ptr %10, align 4
  %64 = fmul contract float %62, %63
  store float %64, ptr %10, align 4
  %65 = load float, ptr %7, align 4
  %66 = load float, ptr %8, align 4
  %67 = load float, ptr %11, align 4
  %68 = fmul contract float %66, %67
  %69 = fsub contract float %65, %68
  %70 = load float, ptr %11, align 4
  %71 = fmul contract float %69, %70
  store float %71, ptr %11, align 4
  %72 = load float, ptr %7, align 4
  %73 = load float, ptr %8, align 4
  %74 = load float, ptr %10, align 4
  %75 = fmul contract float %73, %74
  %76 = fsub contract float %72, %75
  %77 = load float, ptr %10, align 4
  %78 = fmul contract float %76, %77
  store float %78, ptr %10, align 4
  %79 = load float, ptr %7, align 4
  %80 = load float, ptr %8, align 4
  %81 = load float, ptr %11, align 4
  %82 = fmul contract float %80, %81
  %83 = fsub contract float %79, %82
  %84 = load float, ptr %11, align 4
  %85 = fmul contract float %83, %84
  store float %85, ptr %11, align 4
  %86 = load float, ptr %7, align 4
  %87 = load float, ptr %8, align 4
  %88 = load float, ptr %10, align 4
  %89 = fmul contract float %87, %88
  %90 = fsub contract float %86, %89
  %91 = load float, ptr %10, align 4
  %92 = fmul contract float %90, %91
  store float %92, ptr %10, align 4
  %93 = load float, ptr %7, align 4
  %94 = load float, ptr %8, align 4
  %95 = load float, ptr %11, align 4
  %96 = fmul contract float %94, %95
  %97 = fsub contract float %93, %96
  %98 = load float, ptr %11, align 4
  %99 = fmul contract float %97, %98
  store float %99, ptr %11, align 4
  %100 = load float, ptr %7, align 4
  %101 = load float, ptr %8, align 4
  %102 = load float, ptr %10, align 4
  %103 = fmul contract float %101, %102
  %104 = fsub contract float %100, %103
  %105 = load float, ptr %10, align 4
  %106 = fmul contract float %104, %105
  store float %106, ptr %10, align 4
  %107 = load float, ptr %7, align 4
  %108 = load float, ptr %8, align 4
  %109 = load float, ptr %11, align 4
  %110 = fmul contract float %108, %109
  %111 = fsub contract float %107, %110
  %112 = load float, ptr %11, align 4
  %113 = fmul contract float %111, %112
  store float %113, ptr %11, align 4
  %114 = load float, ptr %7, align 4
  %115 = load float, ptr %8, align 4
  %116 = load float, ptr %10, align 4
  %117 = fmul contract float %115, %116
  %118 = fsub contract float %114, %117
  %119 = load float, ptr %10, align 4
  %120 = fmul contract float %118, %119
  store float %120, ptr %10, align 4
  %121 = load float, ptr %7, align 4
  %122 = load float, ptr %8, align 4
  %123 = load float, ptr %11, align 4
  %124 = fmul contract float %122, %123
  %125 = fsub contract float %121, %124
  %126 = load float, ptr %11, align 4
  %127 = fmul contract float %125, %126
  store float %127, ptr %11, align 4
  %128 = load float, ptr %7, align 4
  %129 = load float, ptr %8, align 4
  %130 = load float, ptr %10, align 4
  %131 = fmul contract float %129, %130
  %132 = fsub contract float %128, %131
  %133 = load float, ptr %10, align 4
  %134 = fmul contract float %132, %133
  store float %134, ptr %10, align 4
  %135 = load float, ptr %7, align 4
  %136 = load float, ptr %8, align 4
  %137 = load float, ptr %11, align 4
  %138 = fmul contract float %136, %137
  %139 = fsub contract float %135, %138
  %140 = load float, ptr %11, align 4
  %141 = fmul contract float %139, %140
  store float %141, ptr %11, align 4
  %142 = load float, ptr %7, align 4
  %143 = load float, ptr %8, align 4
  %144 = load float, ptr %10, align 4
  %145 = fmul contract float %143, %144
  %146 = fsub contract float %142, %145
  %147 = load float, ptr %10, align 4
  %148 = fmul contract float %146, %147
  store float %148, ptr %10, align 4
  %149 = load float, ptr %7, align 4
  %150 = load float, ptr %8, align 4
  %151 = load float, ptr %11, align 4
  %152 = fmul contract float %150, %151
  %153 = fsub contract float %149, %152
  %154 = load float, ptr %11, align 4
  %155 = fmul contract float %153, %154
  store float %155, ptr %11, align 4
  %156 = load float, ptr %7, align 4
  %157 = load float, ptr %8, align 4
  %158 = load float, ptr %10, align 4
  %159 = fmul contract float %157, %158
  %160 = fsub contract float %156, %159
  %161 = load float, ptr %10, align 4
  %162 = fmul contract float %160, %161
  store float %162, ptr %10, align 4
  %163 = load float, ptr %7, align 4
  %164 = load float, ptr %8, align 4
  %165 = load float, ptr %11, align 4
  %166 = fmul contract float %164, %165
  %167 = fsub contract float %163, %166
  %168 = load float, ptr %11, align 4
  %169 = fmul contract float %167, %168
  store float %169, ptr %11, align 4
  %170 = load float, ptr %7, align 4
  %171 = load float, ptr %8, align 4
  %172 = load float, ptr %10, align 4
  %173 = fmul contract float %171, %172
  %174 = fsub contract float %170, %173
  %175 = load float, ptr %10, align 4
  %176 = fmul contract float %174, %175
  store float %176, ptr %10, align 4
  %177 = load float, ptr %7, align 4
  %178 = load float, ptr %8, align 4
  %179 = load float, ptr %11, align 4
  %180 = fmul contract float %178, %179
  %181 = fsub contract float %177, %180
  %182 = load float, ptr %11, align 4
  %183 = fmul contract float %181, %182
  store float %183, ptr %11, align 4
  %184 = load float, ptr %7, align 4
  %185 = load float, ptr %8, align 4
  %186 = load float, ptr %10, align 4
  %187 = fmul contract float %185, %186
  %188 = fsub contract float %184, %187
  %189 = load float, ptr %10, align 4
  %190 = fmul contract float %188, %189
  store float %190, ptr %10, align 4
  %191 = load float, ptr %7, align 4
  %192 = load float, ptr %8, align 4
  %193 = load float, ptr %11, align 4
  %194 = fmul contract float %192, %193
  %195 = fsub contract float %191, %194
  %196 = load float, ptr %11, align 4
  %197 = fmul contract float %195, %196
  store float %197, ptr %11, align 4
  %198 = load float, ptr %7, align 4
  %199 = load float, ptr %8, align 4
  %200 = load float, ptr %10, align 4
  %201 = fmul contract float %199, %200
  %202 = fsub contract float %198, %201
  %203 = load float, ptr %10, align 4
  %204 = fmul contract float %202, %203
  store float %204, ptr %10, align 4
  %205 = load float, ptr %7, align 4
  %206 = load float, ptr %8, align 4
  %207 = load float, ptr %11, align 4
  %208 = fmul contract float %206, %207
  %209 = fsub contract float %205, %208
  %210 = load float, ptr %11, align 4
  %211 = fmul contract float %209, %210
  store float %211, ptr %11, align 4
  %212 = load float, ptr %7, align 4
  %213 = load float, ptr %8, align 4
  %214 = load float, ptr %10, align 4
  %215 = fmul contract float %213, %214
  %216 = fsub contract float %212, %215
  %217 = load float, ptr %10, align 4
  %218 = fmul contract float %216, %217
  store float %218, ptr %10, align 4
  %219 = load float, ptr %7, align 4
  %220 = load float, ptr %8, align 4
  %221 = load float, ptr %11, align 4
  %222 = fmul contract float %220, %221
  %223 = fsub contract float %219, %222
  %224 = load float, ptr %11, align 4
  %225 = fmul contract float %223, %224
  store float %225, ptr %11, align 4
  %226 = load float, ptr %7, align 4
  %227 = load float, ptr %8, align 4
  %228 = load float, ptr %10, align 4
  %229 = fmul contract float %227, %228
  %230 = fsub contract float %226, %229
  %231 = load float, ptr %10, align 4
  %232 = fmul contract float %230, %231
  store float %232, ptr %10, align 4
  %233 = load float, ptr %7, align 4
  %234 = load float, ptr %8, align 4
  %235 = load float, ptr %11, align 4
  %236 = fmul contract float %234, %235
  %237 = fsub contract float %233, %236
  %238 = load float, ptr %11, align 4
  %239 = fmul contract float %237, %238
  store float %239, ptr %11, align 4
  %240 = load float, ptr %7, align 4
  %241 = load float, ptr %8, align 4
  %242 = load float, ptr %10, align 4
  %243 = fmul contract float %241, %242
  %244 = fsub contract float %240, %243
  %245 = load float, ptr %10, align 4
  %246 = fmul contract float %244, %245
  store float %246, ptr %10, align 4
  %247 = load float, ptr %7, align 4
  %248 = load float, ptr %8, align 4
  %249 = load float, ptr %11, align 4
  %250 = fmul contract float %248, %249
  %251 = fsub contract float %247, %250
  %252 = load float, ptr %11, align 4
  %253 = fmul contract float %251, %252
  store float %253, ptr %11, align 4
  %254 = load float, ptr %7, align 4
  %255 = load float, ptr %8, align 4
  %256 = load float, ptr %10, align 4
  %257 = fmul contract float %255, %256
  %258 = fsub contract float %254, %257
  %259 = load float, ptr %10, align 4
  %260 = fmul contract float %258, %259
  store float %260, ptr %10, align 4
  %261 = load float, ptr %7, align 4
  %262 = load float, ptr %8, align 4
  %263 = load float, ptr %11, align 4
  %264 = fmul contract float %262, %263
  %265 = fsub contract float %261, %264
  %266 = load float, ptr %11, align 4
  %267 = fmul contract float %265, %266
  store float %267, ptr %11, align 4
  %268 = load float, ptr %7, align 4
  %269 = load float, ptr %8, align 4
  %270 = load float, ptr %10, align 4
  %271 = fmul contract float %269, %270
  %272 = fsub contract float %268, %271
  %273 = load float, ptr %10, align 4
  %274 = fmul contract float %272, %273
  store float %274, ptr %10, align 4
  %275 = load float, ptr %7, align 4
  %276 = load float, ptr %8, align 4
  %277 = load float, ptr %11, align 4
  %278 = fmul contract float %276, %277
  %279 = fsub contract float %275, %278
  %280 = load float, ptr %11, align 4
  %281 = fmul contract float %279, %280
  store float %281, ptr %11, align 4
  %282 = load float, ptr %7, align 4
  %283 = load float, ptr %8, align 4
  %284 = load float, ptr %10, align 4
  %285 = fmul contract float %283, %284
  %286 = fsub contract float %282, %285
  %287 = load float, ptr %10, align 4
  %288 = fmul contract float %286, %287
  store float %288, ptr %10, align 4
  %289 = load float, ptr %7, align 4
  %290 = load float, ptr %8, align 4
  %291 = load float, ptr %11, align 4
  %292 = fmul contract float %290, %291
  %293 = fsub contract float %289, %292
  %294 = load float, ptr %11, align 4
  %295 = fmul contract float %293, %294
  store float %295, ptr %11, align 4
  %296 = load float, ptr %7, align 4
  %297 = load float, ptr %8, align 4
  %298 = load float, ptr %10, align 4
  %299 = fmul contract float %297, %298
  %300 = fsub contract float %296, %299
  %301 = load float, ptr %10, align 4
  %302 = fmul contract float %300, %301
  store float %302, ptr %10, align 4
  %303 = load float, ptr %7, align 4
  %304 = load float, ptr %8, align 4
  %305 = load float, ptr %11, align 4
  %306 = fmul contract float %304, %305
  %307 = fsub contract float %303, %306
  %308 = load float, ptr %11, align 4
  %309 = fmul contract float %307, %308
  store float %309, ptr %11, align 4
  %310 = load float, ptr %7, align 4
  %311 = load float, ptr %8, align 4
  %312 = load float, ptr %10, align 4
  %313 = fmul contract float %311, %312
  %314 = fsub contract float %310, %313
  %315 = load float, ptr %10, align 4
  %316 = fmul contract float %314, %315
  store float %316, ptr %10, align 4
  %317 = load float, ptr %7, align 4
  %318 = load float, ptr %8, align 4
  %319 = load float, ptr %11, align 4
  %320 = fmul contract float %318, %319
  %321 = fsub contract float %317, %320
  %322 = load float, ptr %11, align 4
  %323 = fmul contract float %321, %322
  store float %323, ptr %11, align 4
  %324 = load float, ptr %7, align 4
  %325 = load float, ptr %8, align 4
  %326 = load float, ptr %10, align 4
  %327 = fmul contract float %325, %326
  %328 = fsub contract float %324, %327
  %329 = load float, ptr %10, align 4
  %330 = fmul contract float %328, %329
  store float %330, ptr %10, align 4
  %331 = load float, ptr %7, align 4
  %332 = load float, ptr %8, align 4
  %333 = load float, ptr %11, align 4
  %334 = fmul contract float %332, %333
  %335 = fsub contract float %331, %334
  %336 = load float, ptr %11, align 4
  %337 = fmul contract float %335, %336
  store float %337, ptr %11, align 4
  %338 = load float, ptr %7, align 4
  %339 = load float, ptr %8, align 4
  %340 = load float, ptr %10, align 4
  %341 = fmul contract float %339, %340
  %342 = fsub contract float %338, %341
  %343 = load float, ptr %10, align 4
  %344 = fmul contract float %342, %343
  store float %344, ptr %10, align 4
  %345 = load float, ptr %7, align 4
  %346 = load float, ptr %8, align 4
  %347 = load float, ptr %11, align 4
  %348 = fmul contract float %346, %347
  %349 = fsub contract float %345, %348
  %350 = load float, ptr %11, align 4
  %351 = fmul contract float %349, %350
  store float %351, ptr %11, align 4
  %352 = load float, ptr %7, align 4
  %353 = load float, ptr %8, align 4
  %354 = load float, ptr %10, align 4
  %355 = fmul contract float %353, %354
  %356 = fsub contract float %352, %355
  %357 = load float, ptr %10, align 4
  %358 = fmul contract float %356, %357
  store float %358, ptr %10, align 4
  %359 = load float, ptr %7, align 4
  %360 = load float, ptr %8, align 4
  %361 = load float, ptr %11, align 4
  %362 = fmul contract float %360, %361
  %363 = fsub contract float %359, %362
  %364 = load float, ptr %11, align 4
  %365 = fmul contract float %363, %364
  store float %365, ptr %11, align 4
  %366 = load float, ptr %7, align 4
  %367 = load float, ptr %8, align 4
  %368 = load float, ptr %10, align 4
  %369 = fmul contract float %367, %368
  %370 = fsub contract float %366, %369
  %371 = load float, ptr %10, align 4
  %372 = fmul contract float %370, %371
  store float %372, ptr %10, align 4
  %373 = load float, ptr %7, align 4
  %374 = load float, ptr %8, align 4
  %375 = load float, ptr %11, align 4
  %376 = fmul contract float %374, %375
  %377 = fsub contract float %373, %376
  %378 = load float, ptr %11, align 4
  %379 = fmul contract float %377, %378
  store float %379, ptr %11, align 4
  %380 = load float, ptr %7, align 4
  %381 = load float, ptr %8, align 4
  %382 = load float, ptr %10, align 4
  %383 = fmul contract float %381, %382
  %384 = fsub contract float %380, %383
  %385 = load float, ptr %10, align 4
  %386 = fmul contract float %384, %385
  store float %386, ptr %10, align 4
  %387 = load float, ptr %7, align 4
  %388 = load float, ptr %8, align 4
  %389 = load float, ptr %11, align 4
  %390 = fmul contract float %388, %389
  %391 = fsub contract float %387, %390
  %392 = load float, ptr %11, align 4
  %393 = fmul contract float %391, %392
  store float %393, ptr %11, align 4
  %394 = load float, ptr %7, align 4
  %395 = load float, ptr %8, align 4
  %396 = load float, ptr %10, align 4
  %397 = fmul contract float %395, %396
  %398 = fsub contract float %394, %397
  %399 = load float, ptr %10, align 4
  %400 = fmul contract float %398, %399
  store float %400, ptr %10, align 4
  %401 = load float, ptr %7, align 4
  %402 = load float, ptr %8, align 4
  %403 = load float, ptr %11, align 4
  %404 = fmul contract float %402, %403
  %405 = fsub contract float %401, %404
  %406 = load float, ptr %11, align 4
  %407 = fmul contract float %405, %406
  store float %407, ptr %11, align 4
  %408 = load float, ptr %7, align 4
  %409 = load float, ptr %8, align 4
  %410 = load float, ptr %10, align 4
  %411 = fmul contract float %409, %410
  %412 = fsub contract float %408, %411
  %413 = load float, ptr %10, align 4
  %414 = fmul contract float %412, %413
  store float %414, ptr %10, align 4
  %415 = load float, ptr %7, align 4
  %416 = load float, ptr %8, align 4
  %417 = load float, ptr %11, align 4
  %418 = fmul contract float %416, %417
  %419 = fsub contract float %415, %418
  %420 = load float, ptr %11, align 4
  %421 = fmul contract float %419, %420
  store float %421, ptr %11, align 4
  %422 = load float, ptr %7, align 4
  %423 = load float, ptr %8, align 4
  %424 = load float, ptr %10, align 4
  %425 = fmul contract float %423, %424
  %426 = fsub contract float %422, %425
  %427 = load float, ptr %10, align 4
  %428 = fmul contract float %426, %427
  store float %428, ptr %10, align 4
  %429 = load float, ptr %7, align 4
  %430 = load float, ptr %8, align 4
  %431 = load float, ptr %11, align 4
  %432 = fmul contract float %430, %431
  %433 = fsub contract float %429, %432
  %434 = load float, ptr %11, align 4
  %435 = fmul contract float %433, %434
  store float %435, ptr %11, align 4
  %436 = load float, ptr %7, align 4
  %437 = load float, ptr %8, align 4
  %438 = load float, ptr %10, align 4
  %439 = fmul contract float %437, %438
  %440 = fsub contract float %436, %439
  %441 = load float, ptr %10, align 4
  %442 = fmul contract float %440, %441
  store float %442, ptr %10, align 4
  %443 = load float, ptr %7, align 4
  %444 = load float, ptr %8, align 4
  %445 = load float, ptr %11, align 4
  %446 = fmul contract float %444, %445
  %447 = fsub contract float %443, %446
  %448 = load float, ptr %11, align 4
  %449 = fmul contract float %447, %448
  store float %449, ptr %11, align 4
  %450 = load float, ptr %7, align 4
  %451 = load float, ptr %8, align 4
  %452 = load float, ptr %10, align 4
  %453 = fmul contract float %451, %452
  %454 = fsub contract float %450, %453
  %455 = load float, ptr %10, align 4
  %456 = fmul contract float %454, %455
  store float %456, ptr %10, align 4
  %457 = load float, ptr %7, align 4
  %458 = load float, ptr %8, align 4
  %459 = load float, ptr %11, align 4
  %460 = fmul contract float %458, %459
  %461 = fsub contract float %457, %460
  %462 = load float, ptr %11, align 4
  %463 = fmul contract float %461, %462
  store float %463, ptr %11, align 4
  %464 = load float, ptr %7, align 4
  %465 = load float, ptr %8, align 4
  %466 = load float, ptr %10, align 4
  %467 = fmul contract float %465, %466
  %468 = fsub contract float %464, %467
  %469 = load float, ptr %10, align 4
  %470 = fmul contract float %468, %469
  store float %470, ptr %10, align 4
  %471 = load float, ptr %7, align 4
  %472 = load float, ptr %8, align 4
  %473 = load float, ptr %11, align 4
  %474 = fmul contract float %472, %473
  %475 = fsub contract float %471, %474
  %476 = load float, ptr %11, align 4
  %477 = fmul contract float %475, %476
  store float %477, ptr %11, align 4
  %478 = load float, ptr %7, align 4
  %479 = load float, ptr %8, align 4
  %480 = load float, ptr %10, align 4
  %481 = fmul contract float %479, %480
  %482 = fsub contract float %478, %481
  %483 = load float, ptr %10, align 4
  %484 = fmul contract float %482, %483
  store float %484, ptr %10, align 4
  %485 = load float, ptr %7, align 4
  %486 = load float, ptr %8, align 4
  %487 = load float, ptr %11, align 4
  %488 = fmul contract float %486, %487
  %489 = fsub contract float %485, %488
  %490 = load float, ptr %11, align 4
  %491 = fmul contract float %489, %490
  store float %491, ptr %11, align 4
  %492 = load float, ptr %7, align 4
  %493 = load float, ptr %8, align 4
  %494 = load float, ptr %10, align 4
  %495 = fmul contract float %493, %494
  %496 = fsub contract float %492, %495
  %497 = load float, ptr %10, align 4
  %498 = fmul contract float %496, %497
  store float %498, ptr %10, align 4
  %499 = load float, ptr %7, align 4
  %500 = load float, ptr %8, align 4
  %501 = load float, ptr %11, align 4
  %502 = fmul contract float %500, %501
  %503 = fsub contract float %499, %502
  %504 = load float, ptr %11, align 4
  %505 = fmul contract float %503, %504
  store float %505, ptr %11, align 4
  %506 = load float, ptr %7, align 4
  %507 = load float, ptr %8, align 4
  %508 = load float, ptr %10, align 4
  %509 = fmul contract float %507, %508
  %510 = fsub contract float %506, %509
  %511 = load float, ptr %10, align 4
  %512 = fmul contract float %510, %511
  store float %512, ptr %10, align 4
  %513 = load float, ptr %7, align 4
  %514 = load float, ptr %8, align 4
  %515 = load float, ptr %11, align 4
  %516 = fmul contract float %514, %515
  %517 = fsub contract float %513, %516
  %518 = load float, ptr %11, align 4
  %519 = fmul contract float %517, %518
  store float %519, ptr %11, align 4
  %520 = load float, ptr %7, align 4
  %521 = load float, ptr %8, align 4
  %522 = load float, ptr %10, align 4
  %523 = fmul contract float %521, %522
  %524 = fsub contract float %520, %523
  %525 = load float, ptr %10, align 4
  %526 = fmul contract float %524, %525
  store float %526, ptr %10, align 4
  %527 = load float, ptr %7, align 4
  %528 = load float, ptr %8, align 4
  %529 = load float, ptr %11, align 4
  %530 = fmul contract float %528, %529
  %531 = fsub contract float %527, %530
  %532 = load float, ptr %11, align 4
  %533 = fmul contract float %531, %532
  store float %533, ptr %11, align 4
  %534 = load float, ptr %7, align 4
  %535 = load float, ptr %8, align 4
  %536 = load float, ptr %10, align 4
  %537 = fmul contract float %535, %536
  %538 = fsub contract float %534, %537
  %539 = load float, ptr %10, align 4
  %540 = fmul contract float %538, %539
  store float %540, ptr %10, align 4
  %541 = load float, ptr %7, align 4
  %542 = load float, ptr %8, align 4
  %543 = load float, ptr %11, align 4
  %544 = fmul contract float %542, %543
  %545 = fsub contract float %541, %544
  %546 = load float, ptr %11, align 4
  %547 = fmul contract float %545, %546
  store float %547, ptr %11, align 4
  %548 = load float, ptr %7, align 4
  %549 = load float, ptr %8, align 4
  %550 = load float, ptr %10, align 4
  %551 = fmul contract float %549, %550
  %552 = fsub contract float %548, %551
  %553 = load float, ptr %10, align 4
  %554 = fmul contract float %552, %553
  store float %554, ptr %10, align 4
  %555 = load float, ptr %7, align 4
  %556 = load float, ptr %8, align 4
  %557 = load float, ptr %11, align 4
  %558 = fmul contract float %556, %557
  %559 = fsub contract float %555, %558
  %560 = load float, ptr %11, align 4
  %561 = fmul contract float %559, %560
  store float %561, ptr %11, align 4
  %562 = load float, ptr %7, align 4
  %563 = load float, ptr %8, align 4
  %564 = load float, ptr %10, align 4
  %565 = fmul contract float %563, %564
  %566 = fsub contract float %562, %565
  %567 = load float, ptr %10, align 4
  %568 = fmul contract float %566, %567
  store float %568, ptr %10, align 4
  %569 = load float, ptr %7, align 4
  %570 = load float, ptr %8, align 4
  %571 = load float, ptr %11, align 4
  %572 = fmul contract float %570, %571
  %573 = fsub contract float %569, %572
  %574 = load float, ptr %11, align 4
  %575 = fmul contract float %573, %574
  store float %575, ptr %11, align 4
  %576 = load float, ptr %7, align 4
  %577 = load float, ptr %8, align 4
  %578 = load float, ptr %10, align 4
  %579 = fmul contract float %577, %578
  %580 = fsub contract float %576, %579
  %581 = load float, ptr %10, align 4
  %582 = fmul contract float %580, %581
  store float %582, ptr %10, align 4
  %583 = load float, ptr %7, align 4
  %584 = load float, ptr %8, align 4
  %585 = load float, ptr %11, align 4
  %586 = fmul contract float %584, %585
  %587 = fsub contract float %583, %586
  %588 = load float, ptr %11, align 4
  %589 = fmul contract float %587, %588
  store float %589, ptr %11, align 4
  %590 = load float, ptr %7, align 4
  %591 = load float, ptr %8, align 4
  %592 = load float, ptr %10, align 4
  %593 = fmul contract float %591, %592
  %594 = fsub contract float %590, %593
  %595 = load float, ptr %10, align 4
  %596 = fmul contract float %594, %595
  store float %596, ptr %10, align 4
  %597 = load float, ptr %7, align 4
  %598 = load float, ptr %8, align 4
  %599 = load float, ptr %11, align 4
  %600 = fmul contract float %598, %599
  %601 = fsub contract float %597, %600
  %602 = load float, ptr %11, align 4
  %603 = fmul contract float %601, %602
  store float %603, ptr %11, align 4
  %604 = load float, ptr %7, align 4
  %605 = load float, ptr %8, align 4
  %606 = load float, ptr %10, align 4
  %607 = fmul contract float %605, %606
  %608 = fsub contract float %604, %607
  %609 = load float, ptr %10, align 4
  %610 = fmul contract float %608, %609
  store float %610, ptr %10, align 4
  %611 = load float, ptr %7, align 4
  %612 = load float, ptr %8, align 4
  %613 = load float, ptr %11, align 4
  %614 = fmul contract float %612, %613
  %615 = fsub contract float %611, %614
  %616 = load float, ptr %11, align 4
  %617 = fmul contract float %615, %616
  store float %617, ptr %11, align 4
  %618 = load float, ptr %7, align 4
  %619 = load float, ptr %8, align 4
  %620 = load float, ptr %10, align 4
  %621 = fmul contract float %619, %620
  %622 = fsub contract float %618, %621
  %623 = load float, ptr %10, align 4
  %624 = fmul contract float %622, %623
  store float %624, ptr %10, align 4
  %625 = load float, ptr %7, align 4
  %626 = load float, ptr %8, align 4
  %627 = load float, ptr %11, align 4
  %628 = fmul contract float %626, %627
  %629 = fsub contract float %625, %628
  %630 = load float, ptr %11, align 4
  %631 = fmul contract float %629, %630
  store float %631, ptr %11, align 4
  %632 = load float, ptr %7, align 4
  %633 = load float, ptr %8, align 4
  %634 = load float, ptr %10, align 4
  %635 = fmul contract float %633, %634
  %636 = fsub contract float %632, %635
  %637 = load float, ptr %10, align 4
  %638 = fmul contract float %636, %637
  store float %638, ptr %10, align 4
  %639 = load float, ptr %7, align 4
  %640 = load float, ptr %8, align 4
  %641 = load float, ptr %11, align 4
  %642 = fmul contract float %640, %641
  %643 = fsub contract float %639, %642
  %644 = load float, ptr %11, align 4
  %645 = fmul contract float %643, %644
  store float %645, ptr %11, align 4
  %646 = load float, ptr %7, align 4
  %647 = load float, ptr %8, align 4
  %648 = load float, ptr %10, align 4
  %649 = fmul contract float %647, %648
  %650 = fsub contract float %646, %649
  %651 = load float, ptr %10, align 4
  %652 = fmul contract float %650, %651
  store float %652, ptr %10, align 4
  %653 = load float, ptr %7, align 4
  %654 = load float, ptr %8, align 4
  %655 = load float, ptr %11, align 4
  %656 = fmul contract float %654, %655
  %657 = fsub contract float %653, %656
  %658 = load float, ptr %11, align 4
  %659 = fmul contract float %657, %658
  store float %659, ptr %11, align 4
  %660 = load float, ptr %7, align 4
  %661 = load float, ptr %8, align 4
  %662 = load float, ptr %10, align 4
  %663 = fmul contract float %661, %662
  %664 = fsub contract float %660, %663
  %665 = load float, ptr %10, align 4
  %666 = fmul contract float %664, %665
  store float %666, ptr %10, align 4
  %667 = load float, ptr %7, align 4
  %668 = load float, ptr %8, align 4
  %669 = load float, ptr %11, align 4
  %670 = fmul contract float %668, %669
  %671 = fsub contract float %667, %670
  %672 = load float, ptr %11, align 4
  %673 = fmul contract float %671, %672
  store float %673, ptr %11, align 4
  %674 = load float, ptr %7, align 4
  %675 = load float, ptr %8, align 4
  %676 = load float, ptr %10, align 4
  %677 = fmul contract float %675, %676
  %678 = fsub contract float %674, %677
  %679 = load float, ptr %10, align 4
  %680 = fmul contract float %678, %679
  store float %680, ptr %10, align 4
  %681 = load float, ptr %7, align 4
  %682 = load float, ptr %8, align 4
  %683 = load float, ptr %11, align 4
  %684 = fmul contract float %682, %683
  %685 = fsub contract float %681, %684
  %686 = load float, ptr %11, align 4
  %687 = fmul contract float %685, %686
  store float %687, ptr %11, align 4
  %688 = load float, ptr %7, align 4
  %689 = load float, ptr %8, align 4
  %690 = load float, ptr %10, align 4
  %691 = fmul contract float %689, %690
  %692 = fsub contract float %688, %691
  %693 = load float, ptr %10, align 4
  %694 = fmul contract float %692, %693
  store float %694, ptr %10, align 4
  %695 = load float, ptr %7, align 4
  %696 = load float, ptr %8, align 4
  %697 = load float, ptr %11, align 4
  %698 = fmul contract float %696, %697
  %699 = fsub contract float %695, %698
  %700 = load float, ptr %11, align 4
  %701 = fmul contract float %699, %700
  store float %701, ptr %11, align 4
  %702 = load float, ptr %7, align 4
  %703 = load float, ptr %8, align 4
  %704 = load float, ptr %10, align 4
  %705 = fmul contract float %703, %704
  %706 = fsub contract float %702, %705
  %707 = load float, ptr %10, align 4
  %708 = fmul contract float %706, %707
  store float %708, ptr %10, align 4
  %709 = load float, ptr %7, align 4
  %710 = load float, ptr %8, align 4
  %711 = load float, ptr %11, align 4
  %712 = fmul contract float %710, %711
  %713 = fsub contract float %709, %712
  %714 = load float, ptr %11, align 4
  %715 = fmul contract float %713, %714
  store float %715, ptr %11, align 4
  %716 = load float, ptr %7, align 4
  %717 = load float, ptr %8, align 4
  %718 = load float, ptr %10, align 4
  %719 = fmul contract float %717, %718
  %720 = fsub contract float %716, %719
  %721 = load float, ptr %10, align 4
  %722 = fmul contract float %720, %721
  store float %722, ptr %10, align 4
  %723 = load float, ptr %7, align 4
  %724 = load float, ptr %8, align 4
  %725 = load float, ptr %11, align 4
  %726 = fmul contract float %724, %725
  %727 = fsub contract float %723, %726
  %728 = load float, ptr %11, align 4
  %729 = fmul contract float %727, %728
  store float %729, ptr %11, align 4
  %730 = load float, ptr %7, align 4
  %731 = load float, ptr %8, align 4
  %732 = load float, ptr %10, align 4
  %733 = fmul contract float %731, %732
  %734 = fsub contract float %730, %733
  %735 = load float, ptr %10, align 4
  %736 = fmul contract float %734, %735
  store float %736, ptr %10, align 4
  %737 = load float, ptr %7, align 4
  %738 = load float, ptr %8, align 4
  %739 = load float, ptr %11, align 4
  %740 = fmul contract float %738, %739
  %741 = fsub contract float %737, %740
  %742 = load float, ptr %11, align 4
  %743 = fmul contract float %741, %742
  store float %743, ptr %11, align 4
  %744 = load float, ptr %7, align 4
  %745 = load float, ptr %8, align 4
  %746 = load float, ptr %10, align 4
  %747 = fmul contract float %745, %746
  %748 = fsub contract float %744, %747
  %749 = load float, ptr %10, align 4
  %750 = fmul contract float %748, %749
  store float %750, ptr %10, align 4
  %751 = load float, ptr %7, align 4
  %752 = load float, ptr %8, align 4
  %753 = load float, ptr %11, align 4
  %754 = fmul contract float %752, %753
  %755 = fsub contract float %751, %754
  %756 = load float, ptr %11, align 4
  %757 = fmul contract float %755, %756
  store float %757, ptr %11, align 4
  %758 = load float, ptr %7, align 4
  %759 = load float, ptr %8, align 4
  %760 = load float, ptr %10, align 4
  %761 = fmul contract float %759, %760
  %762 = fsub contract float %758, %761
  %763 = load float, ptr %10, align 4
  %764 = fmul contract float %762, %763
  store float %764, ptr %10, align 4
  %765 = load float, ptr %7, align 4
  %766 = load float, ptr %8, align 4
  %767 = load float, ptr %11, align 4
  %768 = fmul contract float %766, %767
  %769 = fsub contract float %765, %768
  %770 = load float, ptr %11, align 4
  %771 = fmul contract float %769, %770
  store float %771, ptr %11, align 4
  %772 = load float, ptr %7, align 4
  %773 = load float, ptr %8, align 4
  %774 = load float, ptr %10, align 4
  %775 = fmul contract float %773, %774
  %776 = fsub contract float %772, %775
  %777 = load float, ptr %10, align 4
  %778 = fmul contract float %776, %777
  store float %778, ptr %10, align 4
  %779 = load float, ptr %7, align 4
  %780 = load float, ptr %8, align 4
  %781 = load float, ptr %11, align 4
  %782 = fmul contract float %780, %781
  %783 = fsub contract float %779, %782
  %784 = load float, ptr %11, align 4
  %785 = fmul contract float %783, %784
  store float %785, ptr %11, align 4
  %786 = load float, ptr %7, align 4
  %787 = load float, ptr %8, align 4
  %788 = load float, ptr %10, align 4
  %789 = fmul contract float %787, %788
  %790 = fsub contract float %786, %789
  %791 = load float, ptr %10, align 4
  %792 = fmul contract float %790, %791
  store float %792, ptr %10, align 4
  %793 = load float, ptr %7, align 4
  %794 = load float, ptr %8, align 4
  %795 = load float, ptr %11, align 4
  %796 = fmul contract float %794, %795
  %797 = fsub contract float %793, %796
  %798 = load float, ptr %11, align 4
  %799 = fmul contract float %797, %798
  store float %799, ptr %11, align 4
  %800 = load float, ptr %7, align 4
  %801 = load float, ptr %8, align 4
  %802 = load float, ptr %10, align 4
  %803 = fmul contract float %801, %802
  %804 = fsub contract float %800, %803
  %805 = load float, ptr %10, align 4
  %806 = fmul contract float %804, %805
  store float %806, ptr %10, align 4
  %807 = load float, ptr %7, align 4
  %808 = load float, ptr %8, align 4
  %809 = load float, ptr %11, align 4
  %810 = fmul contract float %808, %809
  %811 = fsub contract float %807, %810
  %812 = load float, ptr %11, align 4
  %813 = fmul contract float %811, %812
  store float %813, ptr %11, align 4
  %814 = load float, ptr %7, align 4
  %815 = load float, ptr %8, align 4
  %816 = load float, ptr %10, align 4
  %817 = fmul contract float %815, %816
  %818 = fsub contract float %814, %817
  %819 = load float, ptr %10, align 4
  %820 = fmul contract float %818, %819
  store float %820, ptr %10, align 4
  %821 = load float, ptr %7, align 4
  %822 = load float, ptr %8, align 4
  %823 = load float, ptr %11, align 4
  %824 = fmul contract float %822, %823
  %825 = fsub contract float %821, %824
  %826 = load float, ptr %11, align 4
  %827 = fmul contract float %825, %826
  store float %827, ptr %11, align 4
  %828 = load float, ptr %7, align 4
  %829 = load float, ptr %8, align 4
  %830 = load float, ptr %10, align 4
  %831 = fmul contract float %829, %830
  %832 = fsub contract float %828, %831
  %833 = load float, ptr %10, align 4
  %834 = fmul contract float %832, %833
  store float %834, ptr %10, align 4
  %835 = load float, ptr %7, align 4
  %836 = load float, ptr %8, align 4
  %837 = load float, ptr %11, align 4
  %838 = fmul contract float %836, %837
  %839 = fsub contract float %835, %838
  %840 = load float, ptr %11, align 4
  %841 = fmul contract float %839, %840
  store float %841, ptr %11, align 4
  %842 = load float, ptr %7, align 4
  %843 = load float, ptr %8, align 4
  %844 = load float, ptr %10, align 4
  %845 = fmul contract float %843, %844
  %846 = fsub contract float %842, %845
  %847 = load float, ptr %10, align 4
  %848 = fmul contract float %846, %847
  store float %848, ptr %10, align 4
  %849 = load float, ptr %7, align 4
  %850 = load float, ptr %8, align 4
  %851 = load float, ptr %11, align 4
  %852 = fmul contract float %850, %851
  %853 = fsub contract float %849, %852
  %854 = load float, ptr %11, align 4
  %855 = fmul contract float %853, %854
  store float %855, ptr %11, align 4
  %856 = load float, ptr %7, align 4
  %857 = load float, ptr %8, align 4
  %858 = load float, ptr %10, align 4
  %859 = fmul contract float %857, %858
  %860 = fsub contract float %856, %859
  %861 = load float, ptr %10, align 4
  %862 = fmul contract float %860, %861
  store float %862, ptr %10, align 4
  %863 = load float, ptr %7, align 4
  %864 = load float, ptr %8, align 4
  %865 = load float, ptr %11, align 4
  %866 = fmul contract float %864, %865
  %867 = fsub contract float %863, %866
  %868 = load float, ptr %11, align 4
  %869 = fmul contract float %867, %868
  store float %869, ptr %11, align 4
  %870 = load float, ptr %7, align 4
  %871 = load float, ptr %8, align 4
  %872 = load float, ptr %10, align 4
  %873 = fmul contract float %871, %872
  %874 = fsub contract float %870, %873
  %875 = load float, ptr %10, align 4
  %876 = fmul contract float %874, %875
  store float %876, ptr %10, align 4
  %877 = load float, ptr %7, align 4
  %878 = load float, ptr %8, align 4
  %879 = load float, ptr %11, align 4
  %880 = fmul contract float %878, %879
  %881 = fsub contract float %877, %880
  %882 = load float, ptr %11, align 4
  %883 = fmul contract float %881, %882
  store float %883, ptr %11, align 4
  %884 = load float, ptr %7, align 4
  %885 = load float, ptr %8, align 4
  %886 = load float, ptr %10, align 4
  %887 = fmul contract float %885, %886
  %888 = fsub contract float %884, %887
  %889 = load float, ptr %10, align 4
  %890 = fmul contract float %888, %889
  store float %890, ptr %10, align 4
  %891 = load float, ptr %7, align 4
  %892 = load float, ptr %8, align 4
  %893 = load float, ptr %11, align 4
  %894 = fmul contract float %892, %893
  %895 = fsub contract float %891, %894
  %896 = load float, ptr %11, align 4
  %897 = fmul contract float %895, %896
  store float %897, ptr %11, align 4
  %898 = load float, ptr %7, align 4
  %899 = load float, ptr %8, align 4
  %900 = load float, ptr %10, align 4
  %901 = fmul contract float %899, %900
  %902 = fsub contract float %898, %901
  %903 = load float, ptr %10, align 4
  %904 = fmul contract float %902, %903
  store float %904, ptr %10, align 4
  %905 = load float, ptr %7, align 4
  %906 = load float, ptr %8, align 4
  %907 = load float, ptr %11, align 4
  %908 = fmul contract float %906, %907
  %909 = fsub contract float %905, %908
  %910 = load float, ptr %11, align 4
  %911 = fmul contract float %909, %910
  store float %911, ptr %11, align 4
  %912 = load float, ptr %7, align 4
  %913 = load float, ptr %8, align 4
  %914 = load float, ptr %10, align 4
  %915 = fmul contract float %913, %914
  %916 = fsub contract float %912, %915
  %917 = load float, ptr %10, align 4
  %918 = fmul contract float %916, %917
  store float %918, ptr %10, align 4
  %919 = load float, ptr %7, align 4
  %920 = load float, ptr %8, align 4
  %921 = load float, ptr %11, align 4
  %922 = fmul contract float %920, %921
  %923 = fsub contract float %919, %922
  %924 = load float, ptr %11, align 4
  %925 = fmul contract float %923, %924
  store float %925, ptr %11, align 4
  %926 = load float, ptr %7, align 4
  %927 = load float, ptr %8, align 4
  %928 = load float, ptr %10, align 4
  %929 = fmul contract float %927, %928
  %930 = fsub contract float %926, %929
  %931 = load float, ptr %10, align 4
  %932 = fmul contract float %930, %931
  store float %932, ptr %10, align 4
  %933 = load float, ptr %7, align 4
  %934 = load float, ptr %8, align 4
  %935 = load float, ptr %11, align 4
  %936 = fmul contract float %934, %935
  %937 = fsub contract float %933, %936
  %938 = load float, ptr %11, align 4
  %939 = fmul contract float %937, %938
  store float %939, ptr %11, align 4
  %940 = load float, ptr %7, align 4
  %941 = load float, ptr %8, align 4
  %942 = load float, ptr %10, align 4
  %943 = fmul contract float %941, %942
  %944 = fsub contract float %940, %943
  %945 = load float, ptr %10, align 4
  %946 = fmul contract float %944, %945
  store float %946, ptr %10, align 4
  %947 = load float, ptr %7, align 4
  %948 = load float, ptr %8, align 4
  %949 = load float, ptr %11, align 4
  %950 = fmul contract float %948, %949
  %951 = fsub contract float %947, %950
  %952 = load float, ptr %11, align 4
  %953 = fmul contract float %951, %952
  store float %953, ptr %11, align 4
  %954 = load float, ptr %7, align 4
  %955 = load float, ptr %8, align 4
  %956 = load float, ptr %10, align 4
  %957 = fmul contract float %955, %956
  %958 = fsub contract float %954, %957
  %959 = load float, ptr %10, align 4
  %960 = fmul contract float %958, %959
  store float %960, ptr %10, align 4
  %961 = load float, ptr %7, align 4
  %962 = load float, ptr %8, align 4
  %963 = load float, ptr %11, align 4
  %964 = fmul contract float %962, %963
  %965 = fsub contract float %961, %964
  %966 = load float, ptr %11, align 4
  %967 = fmul contract float %965, %966
  store float %967, ptr %11, align 4
  %968 = load float, ptr %7, align 4
  %969 = load float, ptr %8, align 4
  %970 = load float, ptr %10, align 4
  %971 = fmul contract float %969, %970
  %972 = fsub contract float %968, %971
  %973 = load float, ptr %10, align 4
  %974 = fmul contract float %972, %973
  store float %974, ptr %10, align 4
  %975 = load float, ptr %7, align 4
  %976 = load float, ptr %8, align 4
  %977 = load float, ptr %11, align 4
  %978 = fmul contract float %976, %977
  %979 = fsub contract float %975, %978
  %980 = load float, ptr %11, align 4
  %981 = fmul contract float %979, %980
  store float %981, ptr %11, align 4
  %982 = load float, ptr %7, align 4
  %983 = load float, ptr %8, align 4
  %984 = load float, ptr %10, align 4
  %985 = fmul contract float %983, %984
  %986 = fsub contract float %982, %985
  %987 = load float, ptr %10, align 4
  %988 = fmul contract float %986, %987
  store float %988, ptr %10, align 4
  %989 = load float, ptr %7, align 4
  %990 = load float, ptr %8, align 4
  %991 = load float, ptr %11, align 4
  %992 = fmul contract float %990, %991
  %993 = fsub contract float %989, %992
  %994 = load float, ptr %11, align 4
  %995 = fmul contract float %993, %994
  store float %995, ptr %11, align 4
  %996 = load float, ptr %7, align 4
  %997 = load float, ptr %8, align 4
  %998 = load float, ptr %10, align 4
  %999 = fmul contract float %997, %998
  %1000 = fsub contract float %996, %999
  %1001 = load float, ptr %10, align 4
  %1002 = fmul contract float %1000, %1001
  store float %1002, ptr %10, align 4
  %1003 = load float, ptr %7, align 4
  %1004 = load float, ptr %8, align 4
  %1005 = load float, ptr %11, align 4
  %1006 = fmul contract float %1004, %1005
  %1007 = fsub contract float %1003, %1006
  %1008 = load float, ptr %11, align 4
  %1009 = fmul contract float %1007, %1008
  store float %1009, ptr %11, align 4
  %1010 = load float, ptr %7, align 4
  %1011 = load float, ptr %8, align 4
  %1012 = load float, ptr %10, align 4
  %1013 = fmul contract float %1011, %1012
  %1014 = fsub contract float %1010, %1013
  %1015 = load float, ptr %10, align 4
  %1016 = fmul contract float %1014, %1015
  store float %1016, ptr %10, align 4
  %1017 = load float, ptr %7, align 4
  %1018 = load float, ptr %8, align 4
  %1019 = load float, ptr %11, align 4
  %1020 = fmul contract float %1018, %1019
  %1021 = fsub contract float %1017, %1020
  %1022 = load float, ptr %11, align 4
  %1023 = fmul contract float %1021, %1022
  store float %1023, ptr %11, align 4
  %1024 = load float, ptr %7, align 4
  %1025 = load float, ptr %8, align 4
  %1026 = load float, ptr %10, align 4
  %1027 = fmul contract float %1025, %1026
  %1028 = fsub contract float %1024, %1027
  %1029 = load float, ptr %10, align 4
  %1030 = fmul contract float %1028, %1029
  store float %1030, ptr %10, align 4
  %1031 = load float, ptr %7, align 4
  %1032 = load float, ptr %8, align 4
  %1033 = load float, ptr %11, align 4
  %1034 = fmul contract float %1032, %1033
  %1035 = fsub contract float %1031, %1034
  %1036 = load float, ptr %11, align 4
  %1037 = fmul contract float %1035, %1036
  store float %1037, ptr %11, align 4
  %1038 = load float, ptr %7, align 4
  %1039 = load float, ptr %8, align 4
  %1040 = load float, ptr %10, align 4
  %1041 = fmul contract float %1039, %1040
  %1042 = fsub contract float %1038, %1041
  %1043 = load float, ptr %10, align 4
  %1044 = fmul contract float %1042, %1043
  store float %1044, ptr %10, align 4
  %1045 = load float, ptr %7, align 4
  %1046 = load float, ptr %8, align 4
  %1047 = load float, ptr %11, align 4
  %1048 = fmul contract float %1046, %1047
  %1049 = fsub contract float %1045, %1048
  %1050 = load float, ptr %11, align 4
  %1051 = fmul contract float %1049, %1050
  store float %1051, ptr %11, align 4
  %1052 = load float, ptr %7, align 4
  %1053 = load float, ptr %8, align 4
  %1054 = load float, ptr %10, align 4
  %1055 = fmul contract float %1053, %1054
  %1056 = fsub contract float %1052, %1055
  %1057 = load float, ptr %10, align 4
  %1058 = fmul contract float %1056, %1057
  store float %1058, ptr %10, align 4
  %1059 = load float, ptr %7, align 4
  %1060 = load float, ptr %8, align 4
  %1061 = load float, ptr %11, align 4
  %1062 = fmul contract float %1060, %1061
  %1063 = fsub contract float %1059, %1062
  %1064 = load float, ptr %11, align 4
  %1065 = fmul contract float %1063, %1064
  store float %1065, ptr %11, align 4
  %1066 = load float, ptr %7, align 4
  %1067 = load float, ptr %8, align 4
  %1068 = load float, ptr %10, align 4
  %1069 = fmul contract float %1067, %1068
  %1070 = fsub contract float %1066, %1069
  %1071 = load float, ptr %10, align 4
  %1072 = fmul contract float %1070, %1071
  store float %1072, ptr %10, align 4
  %1073 = load float, ptr %7, align 4
  %1074 = load float, ptr %8, align 4
  %1075 = load float, ptr %11, align 4
  %1076 = fmul contract float %1074, %1075
  %1077 = fsub contract float %1073, %1076
  %1078 = load float, ptr %11, align 4
  %1079 = fmul contract float %1077, %1078
  store float %1079, ptr %11, align 4
  %1080 = load float, ptr %7, align 4
  %1081 = load float, ptr %8, align 4
  %1082 = load float, ptr %10, align 4
  %1083 = fmul contract float %1081, %1082
  %1084 = fsub contract float %1080, %1083
  %1085 = load float, ptr %10, align 4
  %1086 = fmul contract float %1084, %1085
  store float %1086, ptr %10, align 4
  %1087 = load float, ptr %7, align 4
  %1088 = load float, ptr %8, align 4
  %1089 = load float, ptr %11, align 4
  %1090 = fmul contract float %1088, %1089
  %1091 = fsub contract float %1087, %1090
  %1092 = load float, ptr %11, align 4
  %1093 = fmul contract float %1091, %1092
  store float %1093, ptr %11, align 4
  %1094 = load float, ptr %7, align 4
  %1095 = load float, ptr %8, align 4
  %1096 = load float, ptr %10, align 4
  %1097 = fmul contract float %1095, %1096
  %1098 = fsub contract float %1094, %1097
  %1099 = load float, ptr %10, align 4
  %1100 = fmul contract float %1098, %1099
  store float %1100, ptr %10, align 4
  %1101 = load float, ptr %7, align 4
  %1102 = load float, ptr %8, align 4
  %1103 = load float, ptr %11, align 4
  %1104 = fmul contract float %1102, %1103
  %1105 = fsub contract float %1101, %1104
  %1106 = load float, ptr %11, align 4
  %1107 = fmul contract float %1105, %1106
  store float %1107, ptr %11, align 4
  %1108 = load float, ptr %7, align 4
  %1109 = load float, ptr %8, align 4
  %1110 = load float, ptr %10, align 4
  %1111 = fmul contract float %1109, %1110
  %1112 = fsub contract float %1108, %1111
  %1113 = load float, ptr %10, align 4
  %1114 = fmul contract float %1112, %1113
  store float %1114, ptr %10, align 4
  %1115 = load float, ptr %7, align 4
  %1116 = load float, ptr %8, align 4
  %1117 = load float, ptr %11, align 4
  %1118 = fmul contract float %1116, %1117
  %1119 = fsub contract float %1115, %1118
  %1120 = load float, ptr %11, align 4
  %1121 = fmul contract float %1119, %1120
  store float %1121, ptr %11, align 4
  %1122 = load float, ptr %7, align 4
  %1123 = load float, ptr %8, align 4
  %1124 = load float, ptr %10, align 4
  %1125 = fmul contract float %1123, %1124
  %1126 = fsub contract float %1122, %1125
  %1127 = load float, ptr %10, align 4
  %1128 = fmul contract float %1126, %1127
  store float %1128, ptr %10, align 4
  %1129 = load float, ptr %7, align 4
  %1130 = load float, ptr %8, align 4
  %1131 = load float, ptr %11, align 4
  %1132 = fmul contract float %1130, %1131
  %1133 = fsub contract float %1129, %1132
  %1134 = load float, ptr %11, align 4
  %1135 = fmul contract float %1133, %1134
  store float %1135, ptr %11, align 4
  %1136 = load float, ptr %7, align 4
  %1137 = load float, ptr %8, align 4
  %1138 = load float, ptr %10, align 4
  %1139 = fmul contract float %1137, %1138
  %1140 = fsub contract float %1136, %1139
  %1141 = load float, ptr %10, align 4
  %1142 = fmul contract float %1140, %1141
  store float %1142, ptr %10, align 4
  %1143 = load float, ptr %7, align 4
  %1144 = load float, ptr %8, align 4
  %1145 = load float, ptr %11, align 4
  %1146 = fmul contract float %1144, %1145
  %1147 = fsub contract float %1143, %1146
  %1148 = load float, ptr %11, align 4
  %1149 = fmul contract float %1147, %1148
  store float %1149, ptr %11, align 4
  br label %1150

1150:                                             ; preds = %29
  %1151 = load i32, ptr %12, align 4
  %1152 = add nsw i32 %1151, 1
  store i32 %1152, ptr %12, align 4
  br label %25, !llvm.loop !6

1153:                                             ; preds = %25
  %1154 = load float, ptr %10, align 4
  %1155 = load float, ptr %11, align 4
  %1156 = fadd contract float %1154, %1155
  %1157 = load ptr, ptr %5, align 8
  %1158 = load i32, ptr %9, align 4
  %1159 = sext i32 %1158 to i64
  %1160 = getelementptr inbounds float, ptr %1157, i64 %1159
  store float %1156, ptr %1160, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd2IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  store double %22, ptr %10, align 8
  %23 = load double, ptr %10, align 8
  %24 = fsub contract double 1.000000e+01, %23
  store double %24, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %25

25:                                               ; preds = %1150, %4
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %1153

29:                                               ; preds = %25
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %8, align 8
  %32 = load double, ptr %10, align 8
  %33 = fmul contract double %31, %32
  %34 = fsub contract double %30, %33
  %35 = load double, ptr %10, align 8
  %36 = fmul contract double %34, %35
  store double %36, ptr %10, align 8
  %37 = load double, ptr %7, align 8
  %38 = load double, ptr %8, align 8
  %39 = load double, ptr %11, align 8
  %40 = fmul contract double %38, %39
  %41 = fsub contract double %37, %40
  %42 = load double, ptr %11, align 8
  %43 = fmul contract double %41, %42
  store double %43, ptr %11, align 8
  %44 = load double, ptr %7, align 8
  %45 = load double, ptr %8, align 8
  %46 = load double, ptr %10, align 8
  %47 = fmul contract double %45, %46
  %48 = fsub contract double %44, %47
  %49 = load double, ptr %10, align 8
  %50 = fmul contract double %48, %49
  store double %50, ptr %10, align 8
  %51 = load double, ptr %7, align 8
  %52 = load double, ptr %8, align 8
  %53 = load double, ptr %11, align 8
  %54 = fmul contract double %52, %53
  %55 = fsub contract double %51, %54
  %56 = load double, ptr %11, align 8
  %57 = fmul contract double %55, %56
  store double %57, ptr %11, align 8
  %58 = load double, ptr %7, align 8
  %59 = load double, ptr %8, align 8
  %60 = load double, ptr %10, align 8
  %61 = fmul contract double %59, %60
  %62 = fsub contract double %58, %61
  %63 = load double, ptr %10, align 8
  %64 = fmul contract double %62, %63
  store double %64, ptr %10, align 8
  %65 = load double, ptr %7, align 8
  %66 = load double, ptr %8, align 8
  %67 = load double, ptr %11, align 8
  %68 = fmul contract double %66, %67
  %69 = fsub contract double %65, %68
  %70 = load double, ptr %11, align 8
  %71 = fmul contract double %69, %70
  store double %71, ptr %11, align 8
  %72 = load double, ptr %7, align 8
  %73 = load double, ptr %8, align 8
  %74 = load double, ptr %10, align 8
  %75 = fmul contract double %73, %74
  %76 = fsub contract double %72, %75
  %77 = load double, ptr %10, align 8
  %78 = fmul contract double %76, %77
  store double %78, ptr %10, align 8
  %79 = load double, ptr %7, align 8
  %80 = load double, ptr %8, align 8
  %81 = load double, ptr %11, align 8
  %82 = fmul contract double %80, %81
  %83 = fsub contract double %79, %82
  %84 = load double, ptr %11, align 8
  %85 = fmul contract double %83, %84
  store double %85, ptr %11, align 8
  %86 = load double, ptr %7, align 8
  %87 = load double, ptr %8, align 8
  %88 = load double, ptr %10, align 8
  %89 = fmul contract double %87, %88
  %90 = fsub contract double %86, %89
  %91 = load double, ptr %10, align 8
  %92 = fmul contract double %90, %91
  store double %92, ptr %10, align 8
  %93 = load double, ptr %7, align 8
  %94 = load double, ptr %8, align 8
  %95 = load double, ptr %11, align 8
  %96 = fmul contract double %94, %95
  %97 = fsub contract double %93, %96
  %98 = load double, ptr %11, align 8
  %99 = fmul contract double %97, %98
  store double %99, ptr %11, align 8
  %100 = load double, ptr %7, align 8
  %101 = load double, ptr %8, align 8
  %102 = load double, ptr %10, align 8
  %103 = fmul contract double %101, %102
  %104 = fsub contract double %100, %103
  %105 = load double, ptr %10, align 8
  %106 = fmul contract double %104, %105
  store double %106, ptr %10, align 8
  %107 = load double, ptr %7, align 8
  %108 = load double, ptr %8, align 8
  %109 = load double, ptr %11, align 8
  %110 = fmul contract double %108, %109
  %111 = fsub contract double %107, %110
  %112 = load double, ptr %11, align 8
  %113 = fmul contract double %111, %112
  store double %113, ptr %11, align 8
  %114 = load double, ptr %7, align 8
  %115 = load double, ptr %8, align 8
  %116 = load double, ptr %10, align 8
  %117 = fmul contract double %115, %116
  %118 = fsub contract double %114, %117
  %119 = load double, ptr %10, align 8
  %120 = fmul contract double %118, %119
  store double %120, ptr %10, align 8
  %121 = load double, ptr %7, align 8
  %122 = load double, ptr %8, align 8
  %123 = load double, ptr %11, align 8
  %124 = fmul contract double %122, %123
  %125 = fsub contract double %121, %124
  %126 = load double, ptr %11, align 8
  %127 = fmul contract double %125, %126
  store double %127, ptr %11, align 8
  %128 = load double, ptr %7, align 8
  %129 = load double, ptr %8, align 8
  %130 = load double, ptr %10, align 8
  %131 = fmul contract double %129, %130
  %132 = fsub contract double %128, %131
  %133 = load double, ptr %10, align 8
  %134 = fmul contract double %132, %133
  store double %134, ptr %10, align 8
  %135 = load double, ptr %7, align 8
  %136 = load double, ptr %8, align 8
  %137 = load double, ptr %11, align 8
  %138 = fmul contract double %136, %137
  %139 = fsub contract double %135, %138
  %140 = load double, ptr %11, align 8
  %141 = fmul contract double %139, %140
  store double %141, ptr %11, align 8
  %142 = load double, ptr %7, align 8
  %143 = load double, ptr %8, align 8
  %144 = load double, ptr %10, align 8
  %145 = fmul contract double %143, %144
  %146 = fsub contract double %142, %145
  %147 = load double, ptr %10, align 8
  %148 = fmul contract double %146, %147
  store double %148, ptr %10, align 8
  %149 = load double, ptr %7, align 8
  %150 = load double, ptr %8, align 8
  %151 = load double, ptr %11, align 8
  %152 = fmul contract double %150, %151
  %153 = fsub contract double %149, %152
  %154 = load double, ptr %11, align 8
  %155 = fmul contract double %153, %154
  store double %155, ptr %11, align 8
  %156 = load double, ptr %7, align 8
  %157 = load double, ptr %8, align 8
  %158 = load double, ptr %10, align 8
  %159 = fmul contract double %157, %158
  %160 = fsub contract double %156, %159
  %161 = load double, ptr %10, align 8
  %162 = fmul contract double %160, %161
  store double %162, ptr %10, align 8
  %163 = load double, ptr %7, align 8
  %164 = load double, ptr %8, align 8
  %165 = load double, ptr %11, align 8
  %166 = fmul contract double %164, %165
  %167 = fsub contract double %163, %166
  %168 = load double, ptr %11, align 8
  %169 = fmul contract double %167, %168
  store double %169, ptr %11, align 8
  %170 = load double, ptr %7, align 8
  %171 = load double, ptr %8, align 8
  %172 = load double, ptr %10, align 8
  %173 = fmul contract double %171, %172
  %174 = fsub contract double %170, %173
  %175 = load double, ptr %10, align 8
  %176 = fmul contract double %174, %175
  store double %176, ptr %10, align 8
  %177 = load double, ptr %7, align 8
  %178 = load double, ptr %8, align 8
  %179 = load double, ptr %11, align 8
  %180 = fmul contract double %178, %179
  %181 = fsub contract double %177, %180
  %182 = load double, ptr %11, align 8
  %183 = fmul contract double %181, %182
  store double %183, ptr %11, align 8
  %184 = load double, ptr %7, align 8
  %185 = load double, ptr %8, align 8
  %186 = load double, ptr %10, align 8
  %187 = fmul contract double %185, %186
  %188 = fsub contract double %184, %187
  %189 = load double, ptr %10, align 8
  %190 = fmul contract double %188, %189
  store double %190, ptr %10, align 8
  %191 = load double, ptr %7, align 8
  %192 = load double, ptr %8, align 8
  %193 = load double, ptr %11, align 8
  %194 = fmul contract double %192, %193
  %195 = fsub contract double %191, %194
  %196 = load double, ptr %11, align 8
  %197 = fmul contract double %195, %196
  store double %197, ptr %11, align 8
  %198 = load double, ptr %7, align 8
  %199 = load double, ptr %8, align 8
  %200 = load double, ptr %10, align 8
  %201 = fmul contract double %199, %200
  %202 = fsub contract double %198, %201
  %203 = load double, ptr %10, align 8
  %204 = fmul contract double %202, %203
  store double %204, ptr %10, align 8
  %205 = load double, ptr %7, align 8
  %206 = load double, ptr %8, align 8
  %207 = load double, ptr %11, align 8
  %208 = fmul contract double %206, %207
  %209 = fsub contract double %205, %208
  %210 = load double, ptr %11, align 8
  %211 = fmul contract double %209, %210
  store double %211, ptr %11, align 8
  %212 = load double, ptr %7, align 8
  %213 = load double, ptr %8, align 8
  %214 = load double, ptr %10, align 8
  %215 = fmul contract double %213, %214
  %216 = fsub contract double %212, %215
  %217 = load double, ptr %10, align 8
  %218 = fmul contract double %216, %217
  store double %218, ptr %10, align 8
  %219 = load double, ptr %7, align 8
  %220 = load double, ptr %8, align 8
  %221 = load double, ptr %11, align 8
  %222 = fmul contract double %220, %221
  %223 = fsub contract double %219, %222
  %224 = load double, ptr %11, align 8
  %225 = fmul contract double %223, %224
  store double %225, ptr %11, align 8
  %226 = load double, ptr %7, align 8
  %227 = load double, ptr %8, align 8
  %228 = load double, ptr %10, align 8
  %229 = fmul contract double %227, %228
  %230 = fsub contract double %226, %229
  %231 = load double, ptr %10, align 8
  %232 = fmul contract double %230, %231
  store double %232, ptr %10, align 8
  %233 = load double, ptr %7, align 8
  %234 = load double, ptr %8, align 8
  %235 = load double, ptr %11, align 8
  %236 = fmul contract double %234, %235
  %237 = fsub contract double %233, %236
  %238 = load double, ptr %11, align 8
  %239 = fmul contract double %237, %238
  store double %239, ptr %11, align 8
  %240 = load double, ptr %7, align 8
  %241 = load double, ptr %8, align 8
  %242 = load double, ptr %10, align 8
  %243 = fmul contract double %241, %242
  %244 = fsub contract double %240, %243
  %245 = load double, ptr %10, align 8
  %246 = fmul contract double %244, %245
  store double %246, ptr %10, align 8
  %247 = load double, ptr %7, align 8
  %248 = load double, ptr %8, align 8
  %249 = load double, ptr %11, align 8
  %250 = fmul contract double %248, %249
  %251 = fsub contract double %247, %250
  %252 = load double, ptr %11, align 8
  %253 = fmul contract double %251, %252
  store double %253, ptr %11, align 8
  %254 = load double, ptr %7, align 8
  %255 = load double, ptr %8, align 8
  %256 = load double, ptr %10, align 8
  %257 = fmul contract double %255, %256
  %258 = fsub contract double %254, %257
  %259 = load double, ptr %10, align 8
  %260 = fmul contract double %258, %259
  store double %260, ptr %10, align 8
  %261 = load double, ptr %7, align 8
  %262 = load double, ptr %8, align 8
  %263 = load double, ptr %11, align 8
  %264 = fmul contract double %262, %263
  %265 = fsub contract double %261, %264
  %266 = load double, ptr %11, align 8
  %267 = fmul contract double %265, %266
  store double %267, ptr %11, align 8
  %268 = load double, ptr %7, align 8
  %269 = load double, ptr %8, align 8
  %270 = load double, ptr %10, align 8
  %271 = fmul contract double %269, %270
  %272 = fsub contract double %268, %271
  %273 = load double, ptr %10, align 8
  %274 = fmul contract double %272, %273
  store double %274, ptr %10, align 8
  %275 = load double, ptr %7, align 8
  %276 = load double, ptr %8, align 8
  %277 = load double, ptr %11, align 8
  %278 = fmul contract double %276, %277
  %279 = fsub contract double %275, %278
  %280 = load double, ptr %11, align 8
  %281 = fmul contract double %279, %280
  store double %281, ptr %11, align 8
  %282 = load double, ptr %7, align 8
  %283 = load double, ptr %8, align 8
  %284 = load double, ptr %10, align 8
  %285 = fmul contract double %283, %284
  %286 = fsub contract double %282, %285
  %287 = load double, ptr %10, align 8
  %288 = fmul contract double %286, %287
  store double %288, ptr %10, align 8
  %289 = load double, ptr %7, align 8
  %290 = load double, ptr %8, align 8
  %291 = load double, ptr %11, align 8
  %292 = fmul contract double %290, %291
  %293 = fsub contract double %289, %292
  %294 = load double, ptr %11, align 8
  %295 = fmul contract double %293, %294
  store double %295, ptr %11, align 8
  %296 = load double, ptr %7, align 8
  %297 = load double, ptr %8, align 8
  %298 = load double, ptr %10, align 8
  %299 = fmul contract double %297, %298
  %300 = fsub contract double %296, %299
  %301 = load double, ptr %10, align 8
  %302 = fmul contract double %300, %301
  store double %302, ptr %10, align 8
  %303 = load double, ptr %7, align 8
  %304 = load double, ptr %8, align 8
  %305 = load double, ptr %11, align 8
  %306 = fmul contract double %304, %305
  %307 = fsub contract double %303, %306
  %308 = load double, ptr %11, align 8
  %309 = fmul contract double %307, %308
  store double %309, ptr %11, align 8
  %310 = load double, ptr %7, align 8
  %311 = load double, ptr %8, align 8
  %312 = load double, ptr %10, align 8
  %313 = fmul contract double %311, %312
  %314 = fsub contract double %310, %313
  %315 = load double, ptr %10, align 8
  %316 = fmul contract double %314, %315
  store double %316, ptr %10, align 8
  %317 = load double, ptr %7, align 8
  %318 = load double, ptr %8, align 8
  %319 = load double, ptr %11, align 8
  %320 = fmul contract double %318, %319
  %321 = fsub contract double %317, %320
  %322 = load double, ptr %11, align 8
  %323 = fmul contract double %321, %322
  store double %323, ptr %11, align 8
  %324 = load double, ptr %7, align 8
  %325 = load double, ptr %8, align 8
  %326 = load double, ptr %10, align 8
  %327 = fmul contract double %325, %326
  %328 = fsub contract double %324, %327
  %329 = load double, ptr %10, align 8
  %330 = fmul contract double %328, %329
  store double %330, ptr %10, align 8
  %331 = load double, ptr %7, align 8
  %332 = load double, ptr %8, align 8
  %333 = load double, ptr %11, align 8
  %334 = fmul contract double %332, %333
  %335 = fsub contract double %331, %334
  %336 = load double, ptr %11, align 8
  %337 = fmul contract double %335, %336
  store double %337, ptr %11, align 8
  %338 = load double, ptr %7, align 8
  %339 = load double, ptr %8, align 8
  %340 = load double, ptr %10, align 8
  %341 = fmul contract double %339, %340
  %342 = fsub contract double %338, %341
  %343 = load double, ptr %10, align 8
  %344 = fmul contract double %342, %343
  store double %344, ptr %10, align 8
  %345 = load double, ptr %7, align 8
  %346 = load double, ptr %8, align 8
  %347 = load double, ptr %11, align 8
  %348 = fmul contract double %346, %347
  %349 = fsub contract double %345, %348
  %350 = load double, ptr %11, align 8
  %351 = fmul contract double %349, %350
  store double %351, ptr %11, align 8
  %352 = load double, ptr %7, align 8
  %353 = load double, ptr %8, align 8
  %354 = load double, ptr %10, align 8
  %355 = fmul contract double %353, %354
  %356 = fsub contract double %352, %355
  %357 = load double, ptr %10, align 8
  %358 = fmul contract double %356, %357
  store double %358, ptr %10, align 8
  %359 = load double, ptr %7, align 8
  %360 = load double, ptr %8, align 8
  %361 = load double, ptr %11, align 8
  %362 = fmul contract double %360, %361
  %363 = fsub contract double %359, %362
  %364 = load double, ptr %11, align 8
  %365 = fmul contract double %363, %364
  store double %365, ptr %11, align 8
  %366 = load double, ptr %7, align 8
  %367 = load double, ptr %8, align 8
  %368 = load double, ptr %10, align 8
  %369 = fmul contract double %367, %368
  %370 = fsub contract double %366, %369
  %371 = load double, ptr %10, align 8
  %372 = fmul contract double %370, %371
  store double %372, ptr %10, align 8
  %373 = load double, ptr %7, align 8
  %374 = load double, ptr %8, align 8
  %375 = load double, ptr %11, align 8
  %376 = fmul contract double %374, %375
  %377 = fsub contract double %373, %376
  %378 = load double, ptr %11, align 8
  %379 = fmul contract double %377, %378
  store double %379, ptr %11, align 8
  %380 = load double, ptr %7, align 8
  %381 = load double, ptr %8, align 8
  %382 = load double, ptr %10, align 8
  %383 = fmul contract double %381, %382
  %384 = fsub contract double %380, %383
  %385 = load double, ptr %10, align 8
  %386 = fmul contract double %384, %385
  store double %386, ptr %10, align 8
  %387 = load double, ptr %7, align 8
  %388 = load double, ptr %8, align 8
  %389 = load double, ptr %11, align 8
  %390 = fmul contract double %388, %389
  %391 = fsub contract double %387, %390
  %392 = load double, ptr %11, align 8
  %393 = fmul contract double %391, %392
  store double %393, ptr %11, align 8
  %394 = load double, ptr %7, align 8
  %395 = load double, ptr %8, align 8
  %396 = load double, ptr %10, align 8
  %397 = fmul contract double %395, %396
  %398 = fsub contract double %394, %397
  %399 = load double, ptr %10, align 8
  %400 = fmul contract double %398, %399
  store double %400, ptr %10, align 8
  %401 = load double, ptr %7, align 8
  %402 = load double, ptr %8, align 8
  %403 = load double, ptr %11, align 8
  %404 = fmul contract double %402, %403
  %405 = fsub contract double %401, %404
  %406 = load double, ptr %11, align 8
  %407 = fmul contract double %405, %406
  store double %407, ptr %11, align 8
  %408 = load double, ptr %7, align 8
  %409 = load double, ptr %8, align 8
  %410 = load double, ptr %10, align 8
  %411 = fmul contract double %409, %410
  %412 = fsub contract double %408, %411
  %413 = load double, ptr %10, align 8
  %414 = fmul contract double %412, %413
  store double %414, ptr %10, align 8
  %415 = load double, ptr %7, align 8
  %416 = load double, ptr %8, align 8
  %417 = load double, ptr %11, align 8
  %418 = fmul contract double %416, %417
  %419 = fsub contract double %415, %418
  %420 = load double, ptr %11, align 8
  %421 = fmul contract double %419, %420
  store double %421, ptr %11, align 8
  %422 = load double, ptr %7, align 8
  %423 = load double, ptr %8, align 8
  %424 = load double, ptr %10, align 8
  %425 = fmul contract double %423, %424
  %426 = fsub contract double %422, %425
  %427 = load double, ptr %10, align 8
  %428 = fmul contract double %426, %427
  store double %428, ptr %10, align 8
  %429 = load double, ptr %7, align 8
  %430 = load double, ptr %8, align 8
  %431 = load double, ptr %11, align 8
  %432 = fmul contract double %430, %431
  %433 = fsub contract double %429, %432
  %434 = load double, ptr %11, align 8
  %435 = fmul contract double %433, %434
  store double %435, ptr %11, align 8
  %436 = load double, ptr %7, align 8
  %437 = load double, ptr %8, align 8
  %438 = load double, ptr %10, align 8
  %439 = fmul contract double %437, %438
  %440 = fsub contract double %436, %439
  %441 = load double, ptr %10, align 8
  %442 = fmul contract double %440, %441
  store double %442, ptr %10, align 8
  %443 = load double, ptr %7, align 8
  %444 = load double, ptr %8, align 8
  %445 = load double, ptr %11, align 8
  %446 = fmul contract double %444, %445
  %447 = fsub contract double %443, %446
  %448 = load double, ptr %11, align 8
  %449 = fmul contract double %447, %448
  store double %449, ptr %11, align 8
  %450 = load double, ptr %7, align 8
  %451 = load double, ptr %8, align 8
  %452 = load double, ptr %10, align 8
  %453 = fmul contract double %451, %452
  %454 = fsub contract double %450, %453
  %455 = load double, ptr %10, align 8
  %456 = fmul contract double %454, %455
  store double %456, ptr %10, align 8
  %457 = load double, ptr %7, align 8
  %458 = load double, ptr %8, align 8
  %459 = load double, ptr %11, align 8
  %460 = fmul contract double %458, %459
  %461 = fsub contract double %457, %460
  %462 = load double, ptr %11, align 8
  %463 = fmul contract double %461, %462
  store double %463, ptr %11, align 8
  %464 = load double, ptr %7, align 8
  %465 = load double, ptr %8, align 8
  %466 = load double, ptr %10, align 8
  %467 = fmul contract double %465, %466
  %468 = fsub contract double %464, %467
  %469 = load double, ptr %10, align 8
  %470 = fmul contract double %468, %469
  store double %470, ptr %10, align 8
  %471 = load double, ptr %7, align 8
  %472 = load double, ptr %8, align 8
  %473 = load double, ptr %11, align 8
  %474 = fmul contract double %472, %473
  %475 = fsub contract double %471, %474
  %476 = load double, ptr %11, align 8
  %477 = fmul contract double %475, %476
  store double %477, ptr %11, align 8
  %478 = load double, ptr %7, align 8
  %479 = load double, ptr %8, align 8
  %480 = load double, ptr %10, align 8
  %481 = fmul contract double %479, %480
  %482 = fsub contract double %478, %481
  %483 = load double, ptr %10, align 8
  %484 = fmul contract double %482, %483
  store double %484, ptr %10, align 8
  %485 = load double, ptr %7, align 8
  %486 = load double, ptr %8, align 8
  %487 = load double, ptr %11, align 8
  %488 = fmul contract double %486, %487
  %489 = fsub contract double %485, %488
  %490 = load double, ptr %11, align 8
  %491 = fmul contract double %489, %490
  store double %491, ptr %11, align 8
  %492 = load double, ptr %7, align 8
  %493 = load double, ptr %8, align 8
  %494 = load double, ptr %10, align 8
  %495 = fmul contract double %493, %494
  %496 = fsub contract double %492, %495
  %497 = load double, ptr %10, align 8
  %498 = fmul contract double %496, %497
  store double %498, ptr %10, align 8
  %499 = load double, ptr %7, align 8
  %500 = load double, ptr %8, align 8
  %501 = load double, ptr %11, align 8
  %502 = fmul contract double %500, %501
  %503 = fsub contract double %499, %502
  %504 = load double, ptr %11, align 8
  %505 = fmul contract double %503, %504
  store double %505, ptr %11, align 8
  %506 = load double, ptr %7, align 8
  %507 = load double, ptr %8, align 8
  %508 = load double, ptr %10, align 8
  %509 = fmul contract double %507, %508
  %510 = fsub contract double %506, %509
  %511 = load double, ptr %10, align 8
  %512 = fmul contract double %510, %511
  store double %512, ptr %10, align 8
  %513 = load double, ptr %7, align 8
  %514 = load double, ptr %8, align 8
  %515 = load double, ptr %11, align 8
  %516 = fmul contract double %514, %515
  %517 = fsub contract double %513, %516
  %518 = load double, ptr %11, align 8
  %519 = fmul contract double %517, %518
  store double %519, ptr %11, align 8
  %520 = load double, ptr %7, align 8
  %521 = load double, ptr %8, align 8
  %522 = load double, ptr %10, align 8
  %523 = fmul contract double %521, %522
  %524 = fsub contract double %520, %523
  %525 = load double, ptr %10, align 8
  %526 = fmul contract double %524, %525
  store double %526, ptr %10, align 8
  %527 = load double, ptr %7, align 8
  %528 = load double, ptr %8, align 8
  %529 = load double, ptr %11, align 8
  %530 = fmul contract double %528, %529
  %531 = fsub contract double %527, %530
  %532 = load double, ptr %11, align 8
  %533 = fmul contract double %531, %532
  store double %533, ptr %11, align 8
  %534 = load double, ptr %7, align 8
  %535 = load double, ptr %8, align 8
  %536 = load double, ptr %10, align 8
  %537 = fmul contract double %535, %536
  %538 = fsub contract double %534, %537
  %539 = load double, ptr %10, align 8
  %540 = fmul contract double %538, %539
  store double %540, ptr %10, align 8
  %541 = load double, ptr %7, align 8
  %542 = load double, ptr %8, align 8
  %543 = load double, ptr %11, align 8
  %544 = fmul contract double %542, %543
  %545 = fsub contract double %541, %544
  %546 = load double, ptr %11, align 8
  %547 = fmul contract double %545, %546
  store double %547, ptr %11, align 8
  %548 = load double, ptr %7, align 8
  %549 = load double, ptr %8, align 8
  %550 = load double, ptr %10, align 8
  %551 = fmul contract double %549, %550
  %552 = fsub contract double %548, %551
  %553 = load double, ptr %10, align 8
  %554 = fmul contract double %552, %553
  store double %554, ptr %10, align 8
  %555 = load double, ptr %7, align 8
  %556 = load double, ptr %8, align 8
  %557 = load double, ptr %11, align 8
  %558 = fmul contract double %556, %557
  %559 = fsub contract double %555, %558
  %560 = load double, ptr %11, align 8
  %561 = fmul contract double %559, %560
  store double %561, ptr %11, align 8
  %562 = load double, ptr %7, align 8
  %563 = load double, ptr %8, align 8
  %564 = load double, ptr %10, align 8
  %565 = fmul contract double %563, %564
  %566 = fsub contract double %562, %565
  %567 = load double, ptr %10, align 8
  %568 = fmul contract double %566, %567
  store double %568, ptr %10, align 8
  %569 = load double, ptr %7, align 8
  %570 = load double, ptr %8, align 8
  %571 = load double, ptr %11, align 8
  %572 = fmul contract double %570, %571
  %573 = fsub contract double %569, %572
  %574 = load double, ptr %11, align 8
  %575 = fmul contract double %573, %574
  store double %575, ptr %11, align 8
  %576 = load double, ptr %7, align 8
  %577 = load double, ptr %8, align 8
  %578 = load double, ptr %10, align 8
  %579 = fmul contract double %577, %578
  %580 = fsub contract double %576, %579
  %581 = load double, ptr %10, align 8
  %582 = fmul contract double %580, %581
  store double %582, ptr %10, align 8
  %583 = load double, ptr %7, align 8
  %584 = load double, ptr %8, align 8
  %585 = load double, ptr %11, align 8
  %586 = fmul contract double %584, %585
  %587 = fsub contract double %583, %586
  %588 = load double, ptr %11, align 8
  %589 = fmul contract double %587, %588
  store double %589, ptr %11, align 8
  %590 = load double, ptr %7, align 8
  %591 = load double, ptr %8, align 8
  %592 = load double, ptr %10, align 8
  %593 = fmul contract double %591, %592
  %594 = fsub contract double %590, %593
  %595 = load double, ptr %10, align 8
  %596 = fmul contract double %594, %595
  store double %596, ptr %10, align 8
  %597 = load double, ptr %7, align 8
  %598 = load double, ptr %8, align 8
  %599 = load double, ptr %11, align 8
  %600 = fmul contract double %598, %599
  %601 = fsub contract double %597, %600
  %602 = load double, ptr %11, align 8
  %603 = fmul contract double %601, %602
  store double %603, ptr %11, align 8
  %604 = load double, ptr %7, align 8
  %605 = load double, ptr %8, align 8
  %606 = load double, ptr %10, align 8
  %607 = fmul contract double %605, %606
  %608 = fsub contract double %604, %607
  %609 = load double, ptr %10, align 8
  %610 = fmul contract double %608, %609
  store double %610, ptr %10, align 8
  %611 = load double, ptr %7, align 8
  %612 = load double, ptr %8, align 8
  %613 = load double, ptr %11, align 8
  %614 = fmul contract double %612, %613
  %615 = fsub contract double %611, %614
  %616 = load double, ptr %11, align 8
  %617 = fmul contract double %615, %616
  store double %617, ptr %11, align 8
  %618 = load double, ptr %7, align 8
  %619 = load double, ptr %8, align 8
  %620 = load double, ptr %10, align 8
  %621 = fmul contract double %619, %620
  %622 = fsub contract double %618, %621
  %623 = load double, ptr %10, align 8
  %624 = fmul contract double %622, %623
  store double %624, ptr %10, align 8
  %625 = load double, ptr %7, align 8
  %626 = load double, ptr %8, align 8
  %627 = load double, ptr %11, align 8
  %628 = fmul contract double %626, %627
  %629 = fsub contract double %625, %628
  %630 = load double, ptr %11, align 8
  %631 = fmul contract double %629, %630
  store double %631, ptr %11, align 8
  %632 = load double, ptr %7, align 8
  %633 = load double, ptr %8, align 8
  %634 = load double, ptr %10, align 8
  %635 = fmul contract double %633, %634
  %636 = fsub contract double %632, %635
  %637 = load double, ptr %10, align 8
  %638 = fmul contract double %636, %637
  store double %638, ptr %10, align 8
  %639 = load double, ptr %7, align 8
  %640 = load double, ptr %8, align 8
  %641 = load double, ptr %11, align 8
  %642 = fmul contract double %640, %641
  %643 = fsub contract double %639, %642
  %644 = load double, ptr %11, align 8
  %645 = fmul contract double %643, %644
  store double %645, ptr %11, align 8
  %646 = load double, ptr %7, align 8
  %647 = load double, ptr %8, align 8
  %648 = load double, ptr %10, align 8
  %649 = fmul contract double %647, %648
  %650 = fsub contract double %646, %649
  %651 = load double, ptr %10, align 8
  %652 = fmul contract double %650, %651
  store double %652, ptr %10, align 8
  %653 = load double, ptr %7, align 8
  %654 = load double, ptr %8, align 8
  %655 = load double, ptr %11, align 8
  %656 = fmul contract double %654, %655
  %657 = fsub contract double %653, %656
  %658 = load double, ptr %11, align 8
  %659 = fmul contract double %657, %658
  store double %659, ptr %11, align 8
  %660 = load double, ptr %7, align 8
  %661 = load double, ptr %8, align 8
  %662 = load double, ptr %10, align 8
  %663 = fmul contract double %661, %662
  %664 = fsub contract double %660, %663
  %665 = load double, ptr %10, align 8
  %666 = fmul contract double %664, %665
  store double %666, ptr %10, align 8
  %667 = load double, ptr %7, align 8
  %668 = load double, ptr %8, align 8
  %669 = load double, ptr %11, align 8
  %670 = fmul contract double %668, %669
  %671 = fsub contract double %667, %670
  %672 = load double, ptr %11, align 8
  %673 = fmul contract double %671, %672
  store double %673, ptr %11, align 8
  %674 = load double, ptr %7, align 8
  %675 = load double, ptr %8, align 8
  %676 = load double, ptr %10, align 8
  %677 = fmul contract double %675, %676
  %678 = fsub contract double %674, %677
  %679 = load double, ptr %10, align 8
  %680 = fmul contract double %678, %679
  store double %680, ptr %10, align 8
  %681 = load double, ptr %7, align 8
  %682 = load double, ptr %8, align 8
  %683 = load double, ptr %11, align 8
  %684 = fmul contract double %682, %683
  %685 = fsub contract double %681, %684
  %686 = load double, ptr %11, align 8
  %687 = fmul contract double %685, %686
  store double %687, ptr %11, align 8
  %688 = load double, ptr %7, align 8
  %689 = load double, ptr %8, align 8
  %690 = load double, ptr %10, align 8
  %691 = fmul contract double %689, %690
  %692 = fsub contract double %688, %691
  %693 = load double, ptr %10, align 8
  %694 = fmul contract double %692, %693
  store double %694, ptr %10, align 8
  %695 = load double, ptr %7, align 8
  %696 = load double, ptr %8, align 8
  %697 = load double, ptr %11, align 8
  %698 = fmul contract double %696, %697
  %699 = fsub contract double %695, %698
  %700 = load double, ptr %11, align 8
  %701 = fmul contract double %699, %700
  store double %701, ptr %11, align 8
  %702 = load double, ptr %7, align 8
  %703 = load double, ptr %8, align 8
  %704 = load double, ptr %10, align 8
  %705 = fmul contract double %703, %704
  %706 = fsub contract double %702, %705
  %707 = load double, ptr %10, align 8
  %708 = fmul contract double %706, %707
  store double %708, ptr %10, align 8
  %709 = load double, ptr %7, align 8
  %710 = load double, ptr %8, align 8
  %711 = load double, ptr %11, align 8
  %712 = fmul contract double %710, %711
  %713 = fsub contract double %709, %712
  %714 = load double, ptr %11, align 8
  %715 = fmul contract double %713, %714
  store double %715, ptr %11, align 8
  %716 = load double, ptr %7, align 8
  %717 = load double, ptr %8, align 8
  %718 = load double, ptr %10, align 8
  %719 = fmul contract double %717, %718
  %720 = fsub contract double %716, %719
  %721 = load double, ptr %10, align 8
  %722 = fmul contract double %720, %721
  store double %722, ptr %10, align 8
  %723 = load double, ptr %7, align 8
  %724 = load double, ptr %8, align 8
  %725 = load double, ptr %11, align 8
  %726 = fmul contract double %724, %725
  %727 = fsub contract double %723, %726
  %728 = load double, ptr %11, align 8
  %729 = fmul contract double %727, %728
  store double %729, ptr %11, align 8
  %730 = load double, ptr %7, align 8
  %731 = load double, ptr %8, align 8
  %732 = load double, ptr %10, align 8
  %733 = fmul contract double %731, %732
  %734 = fsub contract double %730, %733
  %735 = load double, ptr %10, align 8
  %736 = fmul contract double %734, %735
  store double %736, ptr %10, align 8
  %737 = load double, ptr %7, align 8
  %738 = load double, ptr %8, align 8
  %739 = load double, ptr %11, align 8
  %740 = fmul contract double %738, %739
  %741 = fsub contract double %737, %740
  %742 = load double, ptr %11, align 8
  %743 = fmul contract double %741, %742
  store double %743, ptr %11, align 8
  %744 = load double, ptr %7, align 8
  %745 = load double, ptr %8, align 8
  %746 = load double, ptr %10, align 8
  %747 = fmul contract double %745, %746
  %748 = fsub contract double %744, %747
  %749 = load double, ptr %10, align 8
  %750 = fmul contract double %748, %749
  store double %750, ptr %10, align 8
  %751 = load double, ptr %7, align 8
  %752 = load double, ptr %8, align 8
  %753 = load double, ptr %11, align 8
  %754 = fmul contract double %752, %753
  %755 = fsub contract double %751, %754
  %756 = load double, ptr %11, align 8
  %757 = fmul contract double %755, %756
  store double %757, ptr %11, align 8
  %758 = load double, ptr %7, align 8
  %759 = load double, ptr %8, align 8
  %760 = load double, ptr %10, align 8
  %761 = fmul contract double %759, %760
  %762 = fsub contract double %758, %761
  %763 = load double, ptr %10, align 8
  %764 = fmul contract double %762, %763
  store double %764, ptr %10, align 8
  %765 = load double, ptr %7, align 8
  %766 = load double, ptr %8, align 8
  %767 = load double, ptr %11, align 8
  %768 = fmul contract double %766, %767
  %769 = fsub contract double %765, %768
  %770 = load double, ptr %11, align 8
  %771 = fmul contract double %769, %770
  store double %771, ptr %11, align 8
  %772 = load double, ptr %7, align 8
  %773 = load double, ptr %8, align 8
  %774 = load double, ptr %10, align 8
  %775 = fmul contract double %773, %774
  %776 = fsub contract double %772, %775
  %777 = load double, ptr %10, align 8
  %778 = fmul contract double %776, %777
  store double %778, ptr %10, align 8
  %779 = load double, ptr %7, align 8
  %780 = load double, ptr %8, align 8
  %781 = load double, ptr %11, align 8
  %782 = fmul contract double %780, %781
  %783 = fsub contract double %779, %782
  %784 = load double, ptr %11, align 8
  %785 = fmul contract double %783, %784
  store double %785, ptr %11, align 8
  %786 = load double, ptr %7, align 8
  %787 = load double, ptr %8, align 8
  %788 = load double, ptr %10, align 8
  %789 = fmul contract double %787, %788
  %790 = fsub contract double %786, %789
  %791 = load double, ptr %10, align 8
  %792 = fmul contract double %790, %791
  store double %792, ptr %10, align 8
  %793 = load double, ptr %7, align 8
  %794 = load double, ptr %8, align 8
  %795 = load double, ptr %11, align 8
  %796 = fmul contract double %794, %795
  %797 = fsub contract double %793, %796
  %798 = load double, ptr %11, align 8
  %799 = fmul contract double %797, %798
  store double %799, ptr %11, align 8
  %800 = load double, ptr %7, align 8
  %801 = load double, ptr %8, align 8
  %802 = load double, ptr %10, align 8
  %803 = fmul contract double %801, %802
  %804 = fsub contract double %800, %803
  %805 = load double, ptr %10, align 8
  %806 = fmul contract double %804, %805
  store double %806, ptr %10, align 8
  %807 = load double, ptr %7, align 8
  %808 = load double, ptr %8, align 8
  %809 = load double, ptr %11, align 8
  %810 = fmul contract double %808, %809
  %811 = fsub contract double %807, %810
  %812 = load double, ptr %11, align 8
  %813 = fmul contract double %811, %812
  store double %813, ptr %11, align 8
  %814 = load double, ptr %7, align 8
  %815 = load double, ptr %8, align 8
  %816 = load double, ptr %10, align 8
  %817 = fmul contract double %815, %816
  %818 = fsub contract double %814, %817
  %819 = load double, ptr %10, align 8
  %820 = fmul contract double %818, %819
  store double %820, ptr %10, align 8
  %821 = load double, ptr %7, align 8
  %822 = load double, ptr %8, align 8
  %823 = load double, ptr %11, align 8
  %824 = fmul contract double %822, %823
  %825 = fsub contract double %821, %824
  %826 = load double, ptr %11, align 8
  %827 = fmul contract double %825, %826
  store double %827, ptr %11, align 8
  %828 = load double, ptr %7, align 8
  %829 = load double, ptr %8, align 8
  %830 = load double, ptr %10, align 8
  %831 = fmul contract double %829, %830
  %832 = fsub contract double %828, %831
  %833 = load double, ptr %10, align 8
  %834 = fmul contract double %832, %833
  store double %834, ptr %10, align 8
  %835 = load double, ptr %7, align 8
  %836 = load double, ptr %8, align 8
  %837 = load double, ptr %11, align 8
  %838 = fmul contract double %836, %837
  %839 = fsub contract double %835, %838
  %840 = load double, ptr %11, align 8
  %841 = fmul contract double %839, %840
  store double %841, ptr %11, align 8
  %842 = load double, ptr %7, align 8
  %843 = load double, ptr %8, align 8
  %844 = load double, ptr %10, align 8
  %845 = fmul contract double %843, %844
  %846 = fsub contract double %842, %845
  %847 = load double, ptr %10, align 8
  %848 = fmul contract double %846, %847
  store double %848, ptr %10, align 8
  %849 = load double, ptr %7, align 8
  %850 = load double, ptr %8, align 8
  %851 = load double, ptr %11, align 8
  %852 = fmul contract double %850, %851
  %853 = fsub contract double %849, %852
  %854 = load double, ptr %11, align 8
  %855 = fmul contract double %853, %854
  store double %855, ptr %11, align 8
  %856 = load double, ptr %7, align 8
  %857 = load double, ptr %8, align 8
  %858 = load double, ptr %10, align 8
  %859 = fmul contract double %857, %858
  %860 = fsub contract double %856, %859
  %861 = load double, ptr %10, align 8
  %862 = fmul contract double %860, %861
  store double %862, ptr %10, align 8
  %863 = load double, ptr %7, align 8
  %864 = load double, ptr %8, align 8
  %865 = load double, ptr %11, align 8
  %866 = fmul contract double %864, %865
  %867 = fsub contract double %863, %866
  %868 = load double, ptr %11, align 8
  %869 = fmul contract double %867, %868
  store double %869, ptr %11, align 8
  %870 = load double, ptr %7, align 8
  %871 = load double, ptr %8, align 8
  %872 = load double, ptr %10, align 8
  %873 = fmul contract double %871, %872
  %874 = fsub contract double %870, %873
  %875 = load double, ptr %10, align 8
  %876 = fmul contract double %874, %875
  store double %876, ptr %10, align 8
  %877 = load double, ptr %7, align 8
  %878 = load double, ptr %8, align 8
  %879 = load double, ptr %11, align 8
  %880 = fmul contract double %878, %879
  %881 = fsub contract double %877, %880
  %882 = load double, ptr %11, align 8
  %883 = fmul contract double %881, %882
  store double %883, ptr %11, align 8
  %884 = load double, ptr %7, align 8
  %885 = load double, ptr %8, align 8
  %886 = load double, ptr %10, align 8
  %887 = fmul contract double %885, %886
  %888 = fsub contract double %884, %887
  %889 = load double, ptr %10, align 8
  %890 = fmul contract double %888, %889
  store double %890, ptr %10, align 8
  %891 = load double, ptr %7, align 8
  %892 = load double, ptr %8, align 8
  %893 = load double, ptr %11, align 8
  %894 = fmul contract double %892, %893
  %895 = fsub contract double %891, %894
  %896 = load double, ptr %11, align 8
  %897 = fmul contract double %895, %896
  store double %897, ptr %11, align 8
  %898 = load double, ptr %7, align 8
  %899 = load double, ptr %8, align 8
  %900 = load double, ptr %10, align 8
  %901 = fmul contract double %899, %900
  %902 = fsub contract double %898, %901
  %903 = load double, ptr %10, align 8
  %904 = fmul contract double %902, %903
  store double %904, ptr %10, align 8
  %905 = load double, ptr %7, align 8
  %906 = load double, ptr %8, align 8
  %907 = load double, ptr %11, align 8
  %908 = fmul contract double %906, %907
  %909 = fsub contract double %905, %908
  %910 = load double, ptr %11, align 8
  %911 = fmul contract double %909, %910
  store double %911, ptr %11, align 8
  %912 = load double, ptr %7, align 8
  %913 = load double, ptr %8, align 8
  %914 = load double, ptr %10, align 8
  %915 = fmul contract double %913, %914
  %916 = fsub contract double %912, %915
  %917 = load double, ptr %10, align 8
  %918 = fmul contract double %916, %917
  store double %918, ptr %10, align 8
  %919 = load double, ptr %7, align 8
  %920 = load double, ptr %8, align 8
  %921 = load double, ptr %11, align 8
  %922 = fmul contract double %920, %921
  %923 = fsub contract double %919, %922
  %924 = load double, ptr %11, align 8
  %925 = fmul contract double %923, %924
  store double %925, ptr %11, align 8
  %926 = load double, ptr %7, align 8
  %927 = load double, ptr %8, align 8
  %928 = load double, ptr %10, align 8
  %929 = fmul contract double %927, %928
  %930 = fsub contract double %926, %929
  %931 = load double, ptr %10, align 8
  %932 = fmul contract double %930, %931
  store double %932, ptr %10, align 8
  %933 = load double, ptr %7, align 8
  %934 = load double, ptr %8, align 8
  %935 = load double, ptr %11, align 8
  %936 = fmul contract double %934, %935
  %937 = fsub contract double %933, %936
  %938 = load double, ptr %11, align 8
  %939 = fmul contract double %937, %938
  store double %939, ptr %11, align 8
  %940 = load double, ptr %7, align 8
  %941 = load double, ptr %8, align 8
  %942 = load double, ptr %10, align 8
  %943 = fmul contract double %941, %942
  %944 = fsub contract double %940, %943
  %945 = load double, ptr %10, align 8
  %946 = fmul contract double %944, %945
  store double %946, ptr %10, align 8
  %947 = load double, ptr %7, align 8
  %948 = load double, ptr %8, align 8
  %949 = load double, ptr %11, align 8
  %950 = fmul contract double %948, %949
  %951 = fsub contract double %947, %950
  %952 = load double, ptr %11, align 8
  %953 = fmul contract double %951, %952
  store double %953, ptr %11, align 8
  %954 = load double, ptr %7, align 8
  %955 = load double, ptr %8, align 8
  %956 = load double, ptr %10, align 8
  %957 = fmul contract double %955, %956
  %958 = fsub contract double %954, %957
  %959 = load double, ptr %10, align 8
  %960 = fmul contract double %958, %959
  store double %960, ptr %10, align 8
  %961 = load double, ptr %7, align 8
  %962 = load double, ptr %8, align 8
  %963 = load double, ptr %11, align 8
  %964 = fmul contract double %962, %963
  %965 = fsub contract double %961, %964
  %966 = load double, ptr %11, align 8
  %967 = fmul contract double %965, %966
  store double %967, ptr %11, align 8
  %968 = load double, ptr %7, align 8
  %969 = load double, ptr %8, align 8
  %970 = load double, ptr %10, align 8
  %971 = fmul contract double %969, %970
  %972 = fsub contract double %968, %971
  %973 = load double, ptr %10, align 8
  %974 = fmul contract double %972, %973
  store double %974, ptr %10, align 8
  %975 = load double, ptr %7, align 8
  %976 = load double, ptr %8, align 8
  %977 = load double, ptr %11, align 8
  %978 = fmul contract double %976, %977
  %979 = fsub contract double %975, %978
  %980 = load double, ptr %11, align 8
  %981 = fmul contract double %979, %980
  store double %981, ptr %11, align 8
  %982 = load double, ptr %7, align 8
  %983 = load double, ptr %8, align 8
  %984 = load double, ptr %10, align 8
  %985 = fmul contract double %983, %984
  %986 = fsub contract double %982, %985
  %987 = load double, ptr %10, align 8
  %988 = fmul contract double %986, %987
  store double %988, ptr %10, align 8
  %989 = load double, ptr %7, align 8
  %990 = load double, ptr %8, align 8
  %991 = load double, ptr %11, align 8
  %992 = fmul contract double %990, %991
  %993 = fsub contract double %989, %992
  %994 = load double, ptr %11, align 8
  %995 = fmul contract double %993, %994
  store double %995, ptr %11, align 8
  %996 = load double, ptr %7, align 8
  %997 = load double, ptr %8, align 8
  %998 = load double, ptr %10, align 8
  %999 = fmul contract double %997, %998
  %1000 = fsub contract double %996, %999
  %1001 = load double, ptr %10, align 8
  %1002 = fmul contract double %1000, %1001
  store double %1002, ptr %10, align 8
  %1003 = load double, ptr %7, align 8
  %1004 = load double, ptr %8, align 8
  %1005 = load double, ptr %11, align 8
  %1006 = fmul contract double %1004, %1005
  %1007 = fsub contract double %1003, %1006
  %1008 = load double, ptr %11, align 8
  %1009 = fmul contract double %1007, %1008
  store double %1009, ptr %11, align 8
  %1010 = load double, ptr %7, align 8
  %1011 = load double, ptr %8, align 8
  %1012 = load double, ptr %10, align 8
  %1013 = fmul contract double %1011, %1012
  %1014 = fsub contract double %1010, %1013
  %1015 = load double, ptr %10, align 8
  %1016 = fmul contract double %1014, %1015
  store double %1016, ptr %10, align 8
  %1017 = load double, ptr %7, align 8
  %1018 = load double, ptr %8, align 8
  %1019 = load double, ptr %11, align 8
  %1020 = fmul contract double %1018, %1019
  %1021 = fsub contract double %1017, %1020
  %1022 = load double, ptr %11, align 8
  %1023 = fmul contract double %1021, %1022
  store double %1023, ptr %11, align 8
  %1024 = load double, ptr %7, align 8
  %1025 = load double, ptr %8, align 8
  %1026 = load double, ptr %10, align 8
  %1027 = fmul contract double %1025, %1026
  %1028 = fsub contract double %1024, %1027
  %1029 = load double, ptr %10, align 8
  %1030 = fmul contract double %1028, %1029
  store double %1030, ptr %10, align 8
  %1031 = load double, ptr %7, align 8
  %1032 = load double, ptr %8, align 8
  %1033 = load double, ptr %11, align 8
  %1034 = fmul contract double %1032, %1033
  %1035 = fsub contract double %1031, %1034
  %1036 = load double, ptr %11, align 8
  %1037 = fmul contract double %1035, %1036
  store double %1037, ptr %11, align 8
  %1038 = load double, ptr %7, align 8
  %1039 = load double, ptr %8, align 8
  %1040 = load double, ptr %10, align 8
  %1041 = fmul contract double %1039, %1040
  %1042 = fsub contract double %1038, %1041
  %1043 = load double, ptr %10, align 8
  %1044 = fmul contract double %1042, %1043
  store double %1044, ptr %10, align 8
  %1045 = load double, ptr %7, align 8
  %1046 = load double, ptr %8, align 8
  %1047 = load double, ptr %11, align 8
  %1048 = fmul contract double %1046, %1047
  %1049 = fsub contract double %1045, %1048
  %1050 = load double, ptr %11, align 8
  %1051 = fmul contract double %1049, %1050
  store double %1051, ptr %11, align 8
  %1052 = load double, ptr %7, align 8
  %1053 = load double, ptr %8, align 8
  %1054 = load double, ptr %10, align 8
  %1055 = fmul contract double %1053, %1054
  %1056 = fsub contract double %1052, %1055
  %1057 = load double, ptr %10, align 8
  %1058 = fmul contract double %1056, %1057
  store double %1058, ptr %10, align 8
  %1059 = load double, ptr %7, align 8
  %1060 = load double, ptr %8, align 8
  %1061 = load double, ptr %11, align 8
  %1062 = fmul contract double %1060, %1061
  %1063 = fsub contract double %1059, %1062
  %1064 = load double, ptr %11, align 8
  %1065 = fmul contract double %1063, %1064
  store double %1065, ptr %11, align 8
  %1066 = load double, ptr %7, align 8
  %1067 = load double, ptr %8, align 8
  %1068 = load double, ptr %10, align 8
  %1069 = fmul contract double %1067, %1068
  %1070 = fsub contract double %1066, %1069
  %1071 = load double, ptr %10, align 8
  %1072 = fmul contract double %1070, %1071
  store double %1072, ptr %10, align 8
  %1073 = load double, ptr %7, align 8
  %1074 = load double, ptr %8, align 8
  %1075 = load double, ptr %11, align 8
  %1076 = fmul contract double %1074, %1075
  %1077 = fsub contract double %1073, %1076
  %1078 = load double, ptr %11, align 8
  %1079 = fmul contract double %1077, %1078
  store double %1079, ptr %11, align 8
  %1080 = load double, ptr %7, align 8
  %1081 = load double, ptr %8, align 8
  %1082 = load double, ptr %10, align 8
  %1083 = fmul contract double %1081, %1082
  %1084 = fsub contract double %1080, %1083
  %1085 = load double, ptr %10, align 8
  %1086 = fmul contract double %1084, %1085
  store double %1086, ptr %10, align 8
  %1087 = load double, ptr %7, align 8
  %1088 = load double, ptr %8, align 8
  %1089 = load double, ptr %11, align 8
  %1090 = fmul contract double %1088, %1089
  %1091 = fsub contract double %1087, %1090
  %1092 = load double, ptr %11, align 8
  %1093 = fmul contract double %1091, %1092
  store double %1093, ptr %11, align 8
  %1094 = load double, ptr %7, align 8
  %1095 = load double, ptr %8, align 8
  %1096 = load double, ptr %10, align 8
  %1097 = fmul contract double %1095, %1096
  %1098 = fsub contract double %1094, %1097
  %1099 = load double, ptr %10, align 8
  %1100 = fmul contract double %1098, %1099
  store double %1100, ptr %10, align 8
  %1101 = load double, ptr %7, align 8
  %1102 = load double, ptr %8, align 8
  %1103 = load double, ptr %11, align 8
  %1104 = fmul contract double %1102, %1103
  %1105 = fsub contract double %1101, %1104
  %1106 = load double, ptr %11, align 8
  %1107 = fmul contract double %1105, %1106
  store double %1107, ptr %11, align 8
  %1108 = load double, ptr %7, align 8
  %1109 = load double, ptr %8, align 8
  %1110 = load double, ptr %10, align 8
  %1111 = fmul contract double %1109, %1110
  %1112 = fsub contract double %1108, %1111
  %1113 = load double, ptr %10, align 8
  %1114 = fmul contract double %1112, %1113
  store double %1114, ptr %10, align 8
  %1115 = load double, ptr %7, align 8
  %1116 = load double, ptr %8, align 8
  %1117 = load double, ptr %11, align 8
  %1118 = fmul contract double %1116, %1117
  %1119 = fsub contract double %1115, %1118
  %1120 = load double, ptr %11, align 8
  %1121 = fmul contract double %1119, %1120
  store double %1121, ptr %11, align 8
  %1122 = load double, ptr %7, align 8
  %1123 = load double, ptr %8, align 8
  %1124 = load double, ptr %10, align 8
  %1125 = fmul contract double %1123, %1124
  %1126 = fsub contract double %1122, %1125
  %1127 = load double, ptr %10, align 8
  %1128 = fmul contract double %1126, %1127
  store double %1128, ptr %10, align 8
  %1129 = load double, ptr %7, align 8
  %1130 = load double, ptr %8, align 8
  %1131 = load double, ptr %11, align 8
  %1132 = fmul contract double %1130, %1131
  %1133 = fsub contract double %1129, %1132
  %1134 = load double, ptr %11, align 8
  %1135 = fmul contract double %1133, %1134
  store double %1135, ptr %11, align 8
  %1136 = load double, ptr %7, align 8
  %1137 = load double, ptr %8, align 8
  %1138 = load double, ptr %10, align 8
  %1139 = fmul contract double %1137, %1138
  %1140 = fsub contract double %1136, %1139
  %1141 = load double, ptr %10, align 8
  %1142 = fmul contract double %1140, %1141
  store double %1142, ptr %10, align 8
  %1143 = load double, ptr %7, align 8
  %1144 = load double, ptr %8, align 8
  %1145 = load double, ptr %11, align 8
  %1146 = fmul contract double %1144, %1145
  %1147 = fsub contract double %1143, %1146
  %1148 = load double, ptr %11, align 8
  %1149 = fmul contract double %1147, %1148
  store double %1149, ptr %11, align 8
  br label %1150

1150:                                             ; preds = %29
  %1151 = load i32, ptr %12, align 4
  %1152 = add nsw i32 %1151, 1
  store i32 %1152, ptr %12, align 4
  br label %25, !llvm.loop !8

1153:                                             ; preds = %25
  %1154 = load double, ptr %10, align 8
  %1155 = load double, ptr %11, align 8
  %1156 = fadd contract double %1154, %1155
  %1157 = load ptr, ptr %5, align 8
  %1158 = load i32, ptr %9, align 4
  %1159 = sext i32 %1158 to i64
  %1160 = getelementptr inbounds double, ptr %1157, i64 %1159
  store double %1156, ptr %1160, align 8
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

!0 = !{ptr @_Z8MulMAdd2IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z8MulMAdd2IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
