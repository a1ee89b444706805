; ModuleID = 'maxflops.MulMAdd4.cu'
source_filename = "maxflops.MulMAdd4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z8MulMAdd4IfEvPT_iS0_S0_ = comdat any

$_Z8MulMAdd4IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd4IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %9, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  store float %24, ptr %10, align 4
  %25 = load float, ptr %10, align 4
  %26 = fsub contract float 1.000000e+01, %25
  store float %26, ptr %11, align 4
  %27 = load float, ptr %10, align 4
  %28 = fsub contract float 9.000000e+00, %27
  store float %28, ptr %12, align 4
  %29 = load float, ptr %11, align 4
  %30 = fsub contract float 9.000000e+00, %29
  store float %30, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %31

31:                                               ; preds = %1156, %4
  %32 = load i32, ptr %14, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %1159

35:                                               ; preds = %31
  %36 = load float, ptr %7, align 4
  %37 = load float, ptr %8, align 4
  %38 = load float, ptr %10, align 4
  %39 = fmul contract float %37, %38
  %40 = fsub contract float %36, %39
  %41 = load float, ptr %10, align 4
  %42 = fmul contract float %40, %41
  store float %42, ptr %10, align 4
  %43 = load float, ptr %7, align 4
  %44 = load float, ptr %8, align 4
  %45 = load float, ptr %11, align 4
  %46 = fmul contract float %44, %45
  %47 = fsub contract float %43, %46
  %48 = load float, ptr %11, align 4
  %49 = fmul contract float %47, %48
  store float %49, ptr %11, align 4
  %50 = load float, ptr %7, align 4
  %51 = load float, ptr %8, align 4
  %52 = load float, ptr %12, align 4
  %53 = fmul contract float %51, %52
  %54 = fsub contract float %50, %53
  %55 = load float, ptr %12, align 4
  %56 = fmul contract float %54, %55
  store float %56, ptr %12, align 4
  %57 = load float, ptr %7, align 4
  %58 = load float, ptr %8, align 4
  %59 = load float, ptr %13, align 4
  %60 = fmul contract float %58, %59
  %61 = fsub contract float %57, %60
  %62 = load float, ptr %13, align 4
  %63 = fmul contract float %61, %62
  store float %63, ptr %13, align 4
  %64 = load float, ptr %7, align 4
  %65 = load float, ptr %8, align 4
  %66 = load float, ptr %10, align 4
  %67 = fmul contract float %65, %66
  %68 = fsub contract float %64, %67
  %69 = load float, ptr %10, align 4
  %70 = fmul contract float %68, %69
  store float %70, ptr %10, align 4
  %71 = load float, ptr %7, align 4
  %72 = load float, ptr %8, align 4
  %73 = load float, ptr %11, align 4
  %74 = fmul contract float %72, %73
  %75 = fsub contract float %71, %74
  %76 = load float, ptr %11, align 4
  %77 = fmul contract float %75, %76
  store float %77, ptr %11, align 4
  %78 = load float, ptr %7, align 4
  %79 = load float, ptr %8, align 4
  %80 = load float, ptr %12, align 4
  %81 = fmul contract float %79, %80
  %82 = fsub contract float %78, %81
  %83 = load float, ptr %12, align 4
  %84 = fmul contract float %82, %83
  store float %84, ptr %12, align 4
  %85 = load float, ptr %7, align 4
  %86 = load float, ptr %8, align 4
  %87 = load float, ptr %13, align 4
  %88 = fmul contract float %86, %87
  %89 = fsub contract float %85, %88
  %90 = load float, ptr %13, align 4
  %91 = fmul contract float %89, %90
  store float %91, ptr %13, align 4
  %92 = load float, ptr %7, align 4
  %93 = load float, ptr %8, align 4
  %94 = load float, ptr %10, align 4
  %95 = fmul contract float %93, %94
  %96 = fsub contract float %92, %95
  %97 = load float, ptr %10, align 4
  %98 = fmul contract float %96, %97
  store float %98, ptr %10, align 4
  %99 = load float, ptr %7, align 4
  %100 = load float, ptr %8, align 4
  %101 = load float, ptr %11, align 4
  %102 = fmul contract float %100, %101
  %103 = fsub contract float %99, %102
  %104 = load float, ptr %11, align 4
  %105 = fmul contract float %103, %104
  store float %105, ptr %11, align 4
  %106 = load float, ptr %7, align 4
  %107 = load float, ptr %8, align 4
  %108 = load float, ptr %12, align 4
  %109 = fmul contract float %107, %108
  %110 = fsub contract float %106, %109
  %111 = load float, ptr %12, align 4
  %112 = fmul contract float %110, %111
  store float %112, ptr %12, align 4
  %113 = load float, ptr %7, align 4
  %114 = load float, ptr %8, align 4
  %115 = load float, ptr %13, align 4
  %116 = fmul contract float %114, %115
  %117 = fsub contract float %113, %116
  %118 = load float, ptr %13, align 4
  %119 = fmul contract float %117, %118
  store float %119, ptr %13, align 4
  %120 = load float, ptr %7, align 4
  %121 = load float, ptr %8, align 4
  %122 = load float, ptr %10, align 4
  %123 = fmul contract float %121, %122
  %124 = fsub contract float %120, %123
  %125 = load float, ptr %10, align 4
  %126 = fmul contract float %124, %125
  store float %126, ptr %10, align 4
  %127 = load float, ptr %7, align 4
  %128 = load float, ptr %8, align 4
  %129 = load float, ptr %11, align 4
  %130 = fmul contract float %128, %129
  %131 = fsub contract float %127, %130
  %132 = load float, ptr %11, align 4
  %133 = fmul contract float %131, %132
  store float %133, ptr %11, align 4
  %134 = load float, ptr %7, align 4
  %135 = load float, ptr %8, align 4
  %136 = load float, ptr %12, align 4
  %137 = fmul contract float %135, %136
  %138 = fsub contract float %134, %137
  %139 = load float, ptr %12, align 4
  %140 = fmul contract float %138, %139
  store float %140, ptr %12, align 4
  %141 = load float, ptr %7, align 4
  %142 = load float, ptr %8, align 4
  %143 = load float, ptr %13, align 4
  %144 = fmul contract float %142, %143
  %145 = fsub contract float %141, %144
  %146 = load float, ptr %13, align 4
  %147 = fmul contract float %145, %146
  store float %147, ptr %13, align 4
  %148 = load float, ptr %7, align 4
  %149 = load float, ptr %8, align 4
  %150 = load float, ptr %10, align 4
  %151 = fmul contract float %149, %150
  %152 = fsub contract float %148, %151
  %153 = load float, ptr %10, align 4
  %154 = fmul contract float %152, %153
  store float %154, ptr %10, align 4
  %155 = load float, ptr %7, align 4
  %156 = load float, ptr %8, align 4
  %157 = load float, ptr %11, align 4
  %158 = fmul contract float %156, %157
  %159 = fsub contract float %155, %158
  %160 = load float, ptr %11, align 4
  %161 = fmul contract float %159, %160
  store float %161, ptr %11, align 4
  %162 = load float, ptr %7, align 4
  %163 = load float, ptr %8, align 4
  %164 = load float, ptr %12, align 4
  %165 = fmul contract float %163, %164
  %166 = fsub contract float %162, %165
  %167 = load float, ptr %12, align 4
  %168 = fmul contract float %166, %167
  store float %168, ptr %12, align 4
  %169 = load float, ptr %7, align 4
  %170 = load float, ptr %8, align 4
  %171 = load float, ptr %13, align 4
  %172 = fmul contract float %170, %171
  %173 = fsub contract float %169, %172
  %174 = load float, ptr %13, align 4
  %175 = fmul contract float %173, %174
  store float %175, ptr %13, align 4
  %176 = load float, ptr %7, align 4
  %177 = load float, ptr %8, align 4
  %178 = load float, ptr %10, align 4
  %179 = fmul contract float %177, %178
  %180 = fsub contract float %176, %179
  %181 = load float, ptr %10, align 4
  %182 = fmul contract float %180, %181
  store float %182, ptr %10, align 4
  %183 = load float, ptr %7, align 4
  %184 = load float, ptr %8, align 4
  %185 = load float, ptr %11, align 4
  %186 = fmul contract float %184, %185
  %187 = fsub contract float %183, %186
  %188 = load float, ptr %11, align 4
  %189 = fmul contract float %187, %188
  store float %189, ptr %11, align 4
  %190 = load float, ptr %7, align 4
  %191 = load float, ptr %8, align 4
  %192 = load float, ptr %12, align 4
  %193 = fmul contract float %191, %192
  %194 = fsub contract float %190, %193
  %195 = load float, ptr %12, align 4
  %196 = fmul contract float %194, %195
  store float %196, ptr %12, align 4
  %197 = load float, ptr %7, align 4
  %198 = load float, ptr %8, align 4
  %199 = load float, ptr %13, align 4
  %200 = fmul contract float %198, %199
  %201 = fsub contract float %197, %200
  %202 = load float, ptr %13, align 4
  %203 = fmul contract float %201, %202
  store float %203, ptr %13, align 4
  %204 = load float, ptr %7, align 4
  %205 = load float, ptr %8, align 4
  %206 = load float, ptr %10, align 4
  %207 = fmul contract float %205, %206
  %208 = fsub contract float %204, %207
  %209 = load float, ptr %10, align 4
  %210 = fmul contract float %208, %209
  store float %210, ptr %10, align 4
  %211 = load float, ptr %7, align 4
  %212 = load float, ptr %8, align 4
  %213 = load float, ptr %11, align 4
  %214 = fmul contract float %212, %213
  %215 = fsub contract float %211, %214
  %216 = load float, ptr %11, align 4
  %217 = fmul contract float %215, %216
  store float %217, ptr %11, align 4
  %218 = load float, ptr %7, align 4
  %219 = load float, ptr %8, align 4
  %220 = load float, ptr %12, align 4
  %221 = fmul contract float %219, %220
  %222 = fsub contract float %218, %221
  %223 = load float, ptr %12, align 4
  %224 = fmul contract float %222, %223
  store float %224, ptr %12, align 4
  %225 = load float, ptr %7, align 4
  %226 = load float, ptr %8, align 4
  %227 = load float, ptr %13, align 4
  %228 = fmul contract float %226, %227
  %229 = fsub contract float %225, %228
  %230 = load float, ptr %13, align 4
  %231 = fmul contract float %229, %230
  store float %231, ptr %13, align 4
  %232 = load float, ptr %7, align 4
  %233 = load float, ptr %8, align 4
  %234 = load float, ptr %10, align 4
  %235 = fmul contract float %233, %234
  %236 = fsub contract float %232, %235
  %237 = load float, ptr %10, align 4
  %238 = fmul contract float %236, %237
  store float %238, ptr %10, align 4
  %239 = load float, ptr %7, align 4
  %240 = load float, ptr %8, align 4
  %241 = load float, ptr %11, align 4
  %242 = fmul contract float %240, %241
  %243 = fsub contract float %239, %242
  %244 = load float, ptr %11, align 4
  %245 = fmul contract float %243, %244
  store float %245, ptr %11, align 4
  %246 = load float, ptr %7, align 4
  %247 = load float, ptr %8, align 4
  %248 = load float, ptr %12, align 4
  %249 = fmul contract float %247, %248
  %250 = fsub contract float %246, %249
  %251 = load float, ptr %12, align 4
  %252 = fmul contract float %250, %251
  store float %252, ptr %12, align 4
  %253 = load float, ptr %7, align 4
  %254 = load float, ptr %8, align 4
  %255 = load float, ptr %13, align 4
  %256 = fmul contract float %254, %255
  %257 = fsub contract float %253, %256
  %258 = load float, ptr %13, align 4
  %259 = fmul contract float %257, %258
  store float %259, ptr %13, align 4
  %260 = load float, ptr %7, align 4
  %261 = load float, ptr %8, align 4
  %262 = load float, ptr %10, align 4
  %263 = fmul contract float %261, %262
  %264 = fsub contract float %260, %263
  %265 = load float, ptr %10, align 4
  %266 = fmul contract float %264, %265
  store float %266, ptr %10, align 4
  %267 = load float, ptr %7, align 4
  %268 = load float, ptr %8, align 4
  %269 = load float, ptr %11, align 4
  %270 = fmul contract float %268, %269
  %271 = fsub contract float %267, %270
  %272 = load float, ptr %11, align 4
  %273 = fmul contract float %271, %272
  store float %273, ptr %11, align 4
  %274 = load float, ptr %7, align 4
  %275 = load float, ptr %8, align 4
  %276 = load float, ptr %12, align 4
  %277 = fmul contract float %275, %276
  %278 = fsub contract float %274, %277
  %279 = load float, ptr %12, align 4
  %280 = fmul contract float %278, %279
  store float %280, ptr %12, align 4
  %281 = load float, ptr %7, align 4
  %282 = load float, ptr %8, align 4
  %283 = load float, ptr %13, align 4
  %284 = fmul contract float %282, %283
  %285 = fsub contract float %281, %284
  %286 = load float, ptr %13, align 4
  %287 = fmul contract float %285, %286
  store float %287, ptr %13, align 4
  %288 = load float, ptr %7, align 4
  %289 = load float, ptr %8, align 4
  %290 = load float, ptr %10, align 4
  %291 = fmul contract float %289, %290
  %292 = fsub contract float %288, %291
  %293 = load float, ptr %10, align 4
  %294 = fmul contract float %292, %293
  store float %294, ptr %10, align 4
  %295 = load float, ptr %7, align 4
  %296 = load float, ptr %8, align 4
  %297 = load float, ptr %11, align 4
  %298 = fmul contract float %296, %297
  %299 = fsub contract float %295, %298
  %300 = load float, ptr %11, align 4
  %301 = fmul contract float %299, %300
  store float %301, ptr %11, align 4
  %302 = load float, ptr %7, align 4
  %303 = load float, ptr %8, align 4
  %304 = load float, ptr %12, align 4
  %305 = fmul contract float %303, %304
  %306 = fsub contract float %302, %305
  %307 = load float, ptr %12, align 4
  %308 = fmul contract float %306, %307
  store float %308, ptr %12, align 4
  %309 = load float, ptr %7, align 4
  %310 = load float, ptr %8, align 4
  %311 = load float, ptr %13, align 4
  %312 = fmul contract float %310, %311
  %313 = fsub contract float %309, %312
  %314 = load float, ptr %13, align 4
  %315 = fmul contract float %313, %314
  store float %315, ptr %13, align 4
  %316 = load float, ptr %7, align 4
  %317 = load float, ptr %8, align 4
  %318 = load float, ptr %10, align 4
  %319 = fmul contract float %317, %318
  %320 = fsub contract float %316, %319
  %321 = load float, ptr %10, align 4
  %322 = fmul contract float %320, %321
  store float %322, ptr %10, align 4
  %323 = load float, ptr %7, align 4
  %324 = load float, ptr %8, align 4
  %325 = load float, ptr %11, align 4
  %326 = fmul contract float %324, %325
  %327 = fsub contract float %323, %326
  %328 = load float, ptr %11, align 4
  %329 = fmul contract float %327, %328
  store float %329, ptr %11, align 4
  %330 = load float, ptr %7, align 4
  %331 = load float, ptr %8, align 4
  %332 = load float, ptr %12, align 4
  %333 = fmul contract float %331, %332
  %334 = fsub contract float %330, %333
  %335 = load float, ptr %12, align 4
  %336 = fmul contract float %334, %335
  store float %336, ptr %12, align 4
  %337 = load float, ptr %7, align 4
  %338 = load float, ptr %8, align 4
  %339 = load float, ptr %13, align 4
  %340 = fmul contract float %338, %339
  %341 = fsub contract float %337, %340
  %342 = load float, ptr %13, align 4
  %343 = fmul contract float %341, %342
  store float %343, ptr %13, align 4
  %344 = load float, ptr %7, align 4
  %345 = load float, ptr %8, align 4
  %346 = load float, ptr %10, align 4
  %347 = fmul contract float %345, %346
  %348 = fsub contract float %344, %347
  %349 = load float, ptr %10, align 4
  %350 = fmul contract float %348, %349
  store float %350, ptr %10, align 4
  %351 = load float, ptr %7, align 4
  %352 = load float, ptr %8, align 4
  %353 = load float, ptr %11, align 4
  %354 = fmul contract float %352, %353
  %355 = fsub contract float %351, %354
  %356 = load float, ptr %11, align 4
  %357 = fmul contract float %355, %356
  store float %357, ptr %11, align 4
  %358 = load float, ptr %7, align 4
  %359 = load float, ptr %8, align 4
  %360 = load float, ptr %12, align 4
  %361 = fmul contract float %359, %360
  %362 = fsub contract float %358, %361
  %363 = load float, ptr %12, align 4
  %364 = fmul contract float %362, %363
  store float %364, ptr %12, align 4
  %365 = load float, ptr %7, align 4
  %366 = load float, ptr %8, align 4
  %367 = load float, ptr %13, align 4
  %368 = fmul contract float %366, %367
  %369 = fsub contract float %365, %368
  %370 = load float, ptr %13, align 4
  %371 = fmul contract float %369, %370
  store float %371, ptr %13, align 4
  %372 = load float, ptr %7, align 4
  %373 = load float, ptr %8, align 4
  %374 = load float, ptr %10, align 4
  %375 = fmul contract float %373, %374
  %376 = fsub contract float %372, %375
  %377 = load float, ptr %10, align 4
  %378 = fmul contract float %376, %377
  store float %378, ptr %10, align 4
  %379 = load float, ptr %7, align 4
  %380 = load float, ptr %8, align 4
  %381 = load float, ptr %11, align 4
  %382 = fmul contract float %380, %381
  %383 = fsub contract float %379, %382
  %384 = load float, ptr %11, align 4
  %385 = fmul contract float %383, %384
  store float %385, ptr %11, align 4
  %386 = load float, ptr %7, align 4
  %387 = load float, ptr %8, align 4
  %388 = load float, ptr %12, align 4
  %389 = fmul contract float %387, %388
  %390 = fsub contract float %386, %389
  %391 = load float, ptr %12, align 4
  %392 = fmul contract float %390, %391
  store float %392, ptr %12, align 4
  %393 = load float, ptr %7, align 4
  %394 = load float, ptr %8, align 4
  %395 = load float, ptr %13, align 4
  %396 = fmul contract float %394, %395
  %397 = fsub contract float %393, %396
  %398 = load float, ptr %13, align 4
  %399 = fmul contract float %397, %398
  store float %399, ptr %13, align 4
  %400 = load float, ptr %7, align 4
  %401 = load float, ptr %8, align 4
  %402 = load float, ptr %10, align 4
  %403 = fmul contract float %401, %402
  %404 = fsub contract float %400, %403
  %405 = load float, ptr %10, align 4
  %406 = fmul contract float %404, %405
  store float %406, ptr %10, align 4
  %407 = load float, ptr %7, align 4
  %408 = load float, ptr %8, align 4
  %409 = load float, ptr %11, align 4
  %410 = fmul contract float %408, %409
  %411 = fsub contract float %407, %410
  %412 = load float, ptr %11, align 4
  %413 = fmul contract float %411, %412
  store float %413, ptr %11, align 4
  %414 = load float, ptr %7, align 4
  %415 = load float, ptr %8, align 4
  %416 = load float, ptr %12, align 4
  %417 = fmul contract float %415, %416
  %418 = fsub contract float %414, %417
  %419 = load float, ptr %12, align 4
  %420 = fmul contract float %418, %419
  store float %420, ptr %12, align 4
  %421 = load float, ptr %7, align 4
  %422 = load float, ptr %8, align 4
  %423 = load float, ptr %13, align 4
  %424 = fmul contract float %422, %423
  %425 = fsub contract float %421, %424
  %426 = load float, ptr %13, align 4
  %427 = fmul contract float %425, %426
  store float %427, ptr %13, align 4
  %428 = load float, ptr %7, align 4
  %429 = load float, ptr %8, align 4
  %430 = load float, ptr %10, align 4
  %431 = fmul contract float %429, %430
  %432 = fsub contract float %428, %431
  %433 = load float, ptr %10, align 4
  %434 = fmul contract float %432, %433
  store float %434, ptr %10, align 4
  %435 = load float, ptr %7, align 4
  %436 = load float, ptr %8, align 4
  %437 = load float, ptr %11, align 4
  %438 = fmul contract float %436, %437
  %439 = fsub contract float %435, %438
  %440 = load float, ptr %11, align 4
  %441 = fmul contract float %439, %440
  store float %441, ptr %11, align 4
  %442 = load float, ptr %7, align 4
  %443 = load float, ptr %8, align 4
  %444 = load float, ptr %12, align 4
  %445 = fmul contract float %443, %444
  %446 = fsub contract float %442, %445
  %447 = load float, ptr %12, align 4
  %448 = fmul contract float %446, %447
  store float %448, ptr %12, align 4
  %449 = load float, ptr %7, align 4
  %450 = load float, ptr %8, align 4
  %451 = load float, ptr %13, align 4
  %452 = fmul contract float %450, %451
  %453 = fsub contract float %449, %452
  %454 = load float, ptr %13, align 4
  %455 = fmul contract float %453, %454
  store float %455, ptr %13, align 4
  %456 = load float, ptr %7, align 4
  %457 = load float, ptr %8, align 4
  %458 = load float, ptr %10, align 4
  %459 = fmul contract float %457, %458
  %460 = fsub contract float %456, %459
  %461 = load float, ptr %10, align 4
  %462 = fmul contract float %460, %461
  store float %462, ptr %10, align 4
  %463 = load float, ptr %7, align 4
  %464 = load float, ptr %8, align 4
  %465 = load float, ptr %11, align 4
  %466 = fmul contract float %464, %465
  %467 = fsub contract float %463, %466
  %468 = load float, ptr %11, align 4
  %469 = fmul contract float %467, %468
  store float %469, ptr %11, align 4
  %470 = load float, ptr %7, align 4
  %471 = load float, ptr %8, align 4
  %472 = load float, ptr %12, align 4
  %473 = fmul contract float %471, %472
  %474 = fsub contract float %470, %473
  %475 = load float, ptr %12, align 4
  %476 = fmul contract float %474, %475
  store float %476, ptr %12, align 4
  %477 = load float, ptr %7, align 4
  %478 = load float, ptr %8, align 4
  %479 = load float, ptr %13, align 4
  %480 = fmul contract float %478, %479
  %481 = fsub contract float %477, %480
  %482 = load float, ptr %13, align 4
  %483 = fmul contract float %481, %482
  store float %483, ptr %13, align 4
  %484 = load float, ptr %7, align 4
  %485 = load float, ptr %8, align 4
  %486 = load float, ptr %10, align 4
  %487 = fmul contract float %485, %486
  %488 = fsub contract float %484, %487
  %489 = load float, ptr %10, align 4
  %490 = fmul contract float %488, %489
  store float %490, ptr %10, align 4
  %491 = load float, ptr %7, align 4
  %492 = load float, ptr %8, align 4
  %493 = load float, ptr %11, align 4
  %494 = fmul contract float %492, %493
  %495 = fsub contract float %491, %494
  %496 = load float, ptr %11, align 4
  %497 = fmul contract float %495, %496
  store float %497, ptr %11, align 4
  %498 = load float, ptr %7, align 4
  %499 = load float, ptr %8, align 4
  %500 = load float, ptr %12, align 4
  %501 = fmul contract float %499, %500
  %502 = fsub contract float %498, %501
  %503 = load float, ptr %12, align 4
  %504 = fmul contract float %502, %503
  store float %504, ptr %12, align 4
  %505 = load float, ptr %7, align 4
  %506 = load float, ptr %8, align 4
  %507 = load float, ptr %13, align 4
  %508 = fmul contract float %506, %507
  %509 = fsub contract float %505, %508
  %510 = load float, ptr %13, align 4
  %511 = fmul contract float %509, %510
  store float %511, ptr %13, align 4
  %512 = load float, ptr %7, align 4
  %513 = load float, ptr %8, align 4
  %514 = load float, ptr %10, align 4
  %515 = fmul contract float %513, %514
  %516 = fsub contract float %512, %515
  %517 = load float, ptr %10, align 4
  %518 = fmul contract float %516, %517
  store float %518, ptr %10, align 4
  %519 = load float, ptr %7, align 4
  %520 = load float, ptr %8, align 4
  %521 = load float, ptr %11, align 4
  %522 = fmul contract float %520, %521
  %523 = fsub contract float %519, %522
  %524 = load float, ptr %11, align 4
  %525 = fmul contract float %523, %524
  store float %525, ptr %11, align 4
  %526 = load float, ptr %7, align 4
  %527 = load float, ptr %8, align 4
  %528 = load float, ptr %12, align 4
  %529 = fmul contract float %527, %528
  %530 = fsub contract float %526, %529
  %531 = load float, ptr %12, align 4
  %532 = fmul contract float %530, %531
  store float %532, ptr %12, align 4
  %533 = load float, ptr %7, align 4
  %534 = load float, ptr %8, align 4
  %535 = load float, ptr %13, align 4
  %536 = fmul contract float %534, %535
  %537 = fsub contract float %533, %536
  %538 = load float, ptr %13, align 4
  %539 = fmul contract float %537, %538
  store float %539, ptr %13, align 4
  %540 = load float, ptr %7, align 4
  %541 = load float, ptr %8, align 4
  %542 = load float, ptr %10, align 4
  %543 = fmul contract float %541, %542
  %544 = fsub contract float %540, %543
  %545 = load float, ptr %10, align 4
  %546 = fmul contract float %544, %545
  store float %546, ptr %10, align 4
  %547 = load float, ptr %7, align 4
  %548 = load float, ptr %8, align 4
  %549 = load float, ptr %11, align 4
  %550 = fmul contract float %548, %549
  %551 = fsub contract float %547, %550
  %552 = load float, ptr %11, align 4
  %553 = fmul contract float %551, %552
  store float %553, ptr %11, align 4
  %554 = load float, ptr %7, align 4
  %555 = load float, ptr %8, align 4
  %556 = load float, ptr %12, align 4
  %557 = fmul contract float %555, %556
  %558 = fsub contract float %554, %557
  %559 = load float, ptr %12, align 4
  %560 = fmul contract float %558, %559
  store float %560, ptr %12, align 4
  %561 = load float, ptr %7, align 4
  %562 = load float, ptr %8, align 4
  %563 = load float, ptr %13, align 4
  %564 = fmul contract float %562, %563
  %565 = fsub contract float %561, %564
  %566 = load float, ptr %13, align 4
  %567 = fmul contract float %565, %566
  store float %567, ptr %13, align 4
  %568 = load float, ptr %7, align 4
  %569 = load float, ptr %8, align 4
  %570 = load float, ptr %10, align 4
  %571 = fmul contract float %569, %570
  %572 = fsub contract float %568, %571
  %573 = load float, ptr %10, align 4
  %574 = fmul contract float %572, %573
  store float %574, ptr %10, align 4
  %575 = load float, ptr %7, align 4
  %576 = load float, ptr %8, align 4
  %577 = load float, ptr %11, align 4
  %578 = fmul contract float %576, %577
  %579 = fsub contract float %575, %578
  %580 = load float, ptr %11, align 4
  %581 = fmul contract float %579, %580
  store float %581, ptr %11, align 4
  %582 = load float, ptr %7, align 4
  %583 = load float, ptr %8, align 4
  %584 = load float, ptr %12, align 4
  %585 = fmul contract float %583, %584
  %586 = fsub contract float %582, %585
  %587 = load float, ptr %12, align 4
  %588 = fmul contract float %586, %587
  store float %588, ptr %12, align 4
  %589 = load float, ptr %7, align 4
  %590 = load float, ptr %8, align 4
  %591 = load float, ptr %13, align 4
  %592 = fmul contract float %590, %591
  %593 = fsub contract float %589, %592
  %594 = load float, ptr %13, align 4
  %595 = fmul contract float %593, %594
  store float %595, ptr %13, align 4
  %596 = load float, ptr %7, align 4
  %597 = load float, ptr %8, align 4
  %598 = load float, ptr %10, align 4
  %599 = fmul contract float %597, %598
  %600 = fsub contract float %596, %599
  %601 = load float, ptr %10, align 4
  %602 = fmul contract float %600, %601
  store float %602, ptr %10, align 4
  %603 = load float, ptr %7, align 4
  %604 = load float, ptr %8, align 4
  %605 = load float, ptr %11, align 4
  %606 = fmul contract float %604, %605
  %607 = fsub contract float %603, %606
  %608 = load float, ptr %11, align 4
  %609 = fmul contract float %607, %608
  store float %609, ptr %11, align 4
  %610 = load float, ptr %7, align 4
  %611 = load float, ptr %8, align 4
  %612 = load float, ptr %12, align 4
  %613 = fmul contract float %611, %612
  %614 = fsub contract float %610, %613
  %615 = load float, ptr %12, align 4
  %616 = fmul contract float %614, %615
  store float %616, ptr %12, align 4
  %617 = load float, ptr %7, align 4
  %618 = load float, ptr %8, align 4
  %619 = load float, ptr %13, align 4
  %620 = fmul contract float %618, %619
  %621 = fsub contract float %617, %620
  %622 = load float, ptr %13, align 4
  %623 = fmul contract float %621, %622
  store float %623, ptr %13, align 4
  %624 = load float, ptr %7, align 4
  %625 = load float, ptr %8, align 4
  %626 = load float, ptr %10, align 4
  %627 = fmul contract float %625, %626
  %628 = fsub contract float %624, %627
  %629 = load float, ptr %10, align 4
  %630 = fmul contract float %628, %629
  store float %630, ptr %10, align 4
  %631 = load float, ptr %7, align 4
  %632 = load float, ptr %8, align 4
  %633 = load float, ptr %11, align 4
  %634 = fmul contract float %632, %633
  %635 = fsub contract float %631, %634
  %636 = load float, ptr %11, align 4
  %637 = fmul contract float %635, %636
  store float %637, ptr %11, align 4
  %638 = load float, ptr %7, align 4
  %639 = load float, ptr %8, align 4
  %640 = load float, ptr %12, align 4
  %641 = fmul contract float %639, %640
  %642 = fsub contract float %638, %641
  %643 = load float, ptr %12, align 4
  %644 = fmul contract float %642, %643
  store float %644, ptr %12, align 4
  %645 = load float, ptr %7, align 4
  %646 = load float, ptr %8, align 4
  %647 = load float, ptr %13, align 4
  %648 = fmul contract float %646, %647
  %649 = fsub contract float %645, %648
  %650 = load float, ptr %13, align 4
  %651 = fmul contract float %649, %650
  store float %651, ptr %13, align 4
  %652 = load float, ptr %7, align 4
  %653 = load float, ptr %8, align 4
  %654 = load float, ptr %10, align 4
  %655 = fmul contract float %653, %654
  %656 = fsub contract float %652, %655
  %657 = load float, ptr %10, align 4
  %658 = fmul contract float %656, %657
  store float %658, ptr %10, align 4
  %659 = load float, ptr %7, align 4
  %660 = load float, ptr %8, align 4
  %661 = load float, ptr %11, align 4
  %662 = fmul contract float %660, %661
  %663 = fsub contract float %659, %662
  %664 = load float, ptr %11, align 4
  %665 = fmul contract float %663, %664
  store float %665, ptr %11, align 4
  %666 = load float, ptr %7, align 4
  %667 = load float, ptr %8, align 4
  %668 = load float, ptr %12, align 4
  %669 = fmul contract float %667, %668
  %670 = fsub contract float %666, %669
  %671 = load float, ptr %12, align 4
  %672 = fmul contract float %670, %671
  store float %672, ptr %12, align 4
  %673 = load float, ptr %7, align 4
  %674 = load float, ptr %8, align 4
  %675 = load float, ptr %13, align 4
  %676 = fmul contract float %674, %675
  %677 = fsub contract float %673, %676
  %678 = load float, ptr %13, align 4
  %679 = fmul contract float %677, %678
  store float %679, ptr %13, align 4
  %680 = load float, ptr %7, align 4
  %681 = load float, ptr %8, align 4
  %682 = load float, ptr %10, align 4
  %683 = fmul contract float %681, %682
  %684 = fsub contract float %680, %683
  %685 = load float, ptr %10, align 4
  %686 = fmul contract float %684, %685
  store float %686, ptr %10, align 4
  %687 = load float, ptr %7, align 4
  %688 = load float, ptr %8, align 4
  %689 = load float, ptr %11, align 4
  %690 = fmul contract float %688, %689
  %691 = fsub contract float %687, %690
  %692 = load float, ptr %11, align 4
  %693 = fmul contract float %691, %692
  store float %693, ptr %11, align 4
  %694 = load float, ptr %7, align 4
  %695 = load float, ptr %8, align 4
  %696 = load float, ptr %12, align 4
  %697 = fmul contract float %695, %696
  %698 = fsub contract float %694, %697
  %699 = load float, ptr %12, align 4
  %700 = fmul contract float %698, %699
  store float %700, ptr %12, align 4
  %701 = load float, ptr %7, align 4
  %702 = load float, ptr %8, align 4
  %703 = load float, ptr %13, align 4
  %704 = fmul contract float %702, %703
  %705 = fsub contract float %701, %704
  %706 = load float, ptr %13, align 4
  %707 = fmul contract float %705, %706
  store float %707, ptr %13, align 4
  %708 = load float, ptr %7, align 4
  %709 = load float, ptr %8, align 4
  %710 = load float, ptr %10, align 4
  %711 = fmul contract float %709, %710
  %712 = fsub contract float %708, %711
  %713 = load float, ptr %10, align 4
  %714 = fmul contract float %712, %713
  store float %714, ptr %10, align 4
  %715 = load float, ptr %7, align 4
  %716 = load float, ptr %8, align 4
  %717 = load float, ptr %11, align 4
  %718 = fmul contract float %716, %717
  %719 = fsub contract float %715, %718
  %720 = load float, ptr %11, align 4
  %721 = fmul contract float %719, %720
  store float %721, ptr %11, align 4
  %722 = load float, ptr %7, align 4
  %723 = load float, ptr %8, align 4
  %724 = load float, ptr %12, align 4
  %725 = fmul contract float %723, %724
  %726 = fsub contract float %722, %725
  %727 = load float, ptr %12, align 4
  %728 = fmul contract float %726, %727
  store float %728, ptr %12, align 4
  %729 = load float, ptr %7, align 4
  %730 = load float, ptr %8, align 4
  %731 = load float, ptr %13, align 4
  %732 = fmul contract float %730, %731
  %733 = fsub contract float %729, %732
  %734 = load float, ptr %13, align 4
  %735 = fmul contract float %733, %734
  store float %735, ptr %13, align 4
  %736 = load float, ptr %7, align 4
  %737 = load float, ptr %8, align 4
  %738 = load float, ptr %10, align 4
  %739 = fmul contract float %737, %738
  %740 = fsub contract float %736, %739
  %741 = load float, ptr %10, align 4
  %742 = fmul contract float %740, %741
  store float %742, ptr %10, align 4
  %743 = load float, ptr %7, align 4
  %744 = load float, ptr %8, align 4
  %745 = load float, ptr %11, align 4
  %746 = fmul contract float %744, %745
  %747 = fsub contract float %743, %746
  %748 = load float, ptr %11, align 4
  %749 = fmul contract float %747, %748
  store float %749, ptr %11, align 4
  %750 = load float, ptr %7, align 4
  %751 = load float, ptr %8, align 4
  %752 = load float, ptr %12, align 4
  %753 = fmul contract float %751, %752
  %754 = fsub contract float %750, %753
  %755 = load float, ptr %12, align 4
  %756 = fmul contract float %754, %755
  store float %756, ptr %12, align 4
  %757 = load float, ptr %7, align 4
  %758 = load float, ptr %8, align 4
  %759 = load float, ptr %13, align 4
  %760 = fmul contract float %758, %759
  %761 = fsub contract float %757, %760
  %762 = load float, ptr %13, align 4
  %763 = fmul contract float %761, %762
  store float %763, ptr %13, align 4
  %764 = load float, ptr %7, align 4
  %765 = load float, ptr %8, align 4
  %766 = load float, ptr %10, align 4
  %767 = fmul contract float %765, %766
  %768 = fsub contract float %764, %767
  %769 = load float, ptr %10, align 4
  %770 = fmul contract float %768, %769
  store float %770, ptr %10, align 4
  %771 = load float, ptr %7, align 4
  %772 = load float, ptr %8, align 4
  %773 = load float, ptr %11, align 4
  %774 = fmul contract float %772, %773
  %775 = fsub contract float %771, %774
  %776 = load float, ptr %11, align 4
  %777 = fmul contract float %775, %776
  store float %777, ptr %11, align 4
  %778 = load float, ptr %7, align 4
  %779 = load float, ptr %8, align 4
  %780 = load float, ptr %12, align 4
  %781 = fmul contract float %779, %780
  %782 = fsub contract float %778, %781
  %783 = load float, ptr %12, align 4
  %784 = fmul contract float %782, %783
  store float %784, ptr %12, align 4
  %785 = load float, ptr %7, align 4
  %786 = load float, ptr %8, align 4
  %787 = load float, ptr %13, align 4
  %788 = fmul contract float %786, %787
  %789 = fsub contract float %785, %788
  %790 = load float, ptr %13, align 4
  %791 = fmul contract float %789, %790
  store float %791, ptr %13, align 4
  %792 = load float, ptr %7, align 4
  %793 = load float, ptr %8, align 4
  %794 = load float, ptr %10, align 4
  %795 = fmul contract float %793, %794
  %796 = fsub contract float %792, %795
  %797 = load float, ptr %10, align 4
  %798 = fmul contract float %796, %797
  store float %798, ptr %10, align 4
  %799 = load float, ptr %7, align 4
  %800 = load float, ptr %8, align 4
  %801 = load float, ptr %11, align 4
  %802 = fmul contract float %800, %801
  %803 = fsub contract float %799, %802
  %804 = load float, ptr %11, align 4
  %805 = fmul contract float %803, %804
  store float %805, ptr %11, align 4
  %806 = load float, ptr %7, align 4
  %807 = load float, ptr %8, align 4
  %808 = load float, ptr %12, align 4
  %809 = fmul contract float %807, %808
  %810 = fsub contract float %806, %809
  %811 = load float, ptr %12, align 4
  %812 = fmul contract float %810, %811
  store float %812, ptr %12, align 4
  %813 = load float, ptr %7, align 4
  %814 = load float, ptr %8, align 4
  %815 = load float, ptr %13, align 4
  %816 = fmul contract float %814, %815
  %817 = fsub contract float %813, %816
  %818 = load float, ptr %13, align 4
  %819 = fmul contract float %817, %818
  store float %819, ptr %13, align 4
  %820 = load float, ptr %7, align 4
  %821 = load float, ptr %8, align 4
  %822 = load float, ptr %10, align 4
  %823 = fmul contract float %821, %822
  %824 = fsub contract float %820, %823
  %825 = load float, ptr %10, align 4
  %826 = fmul contract float %824, %825
  store float %826, ptr %10, align 4
  %827 = load float, ptr %7, align 4
  %828 = load float, ptr %8, align 4
  %829 = load float, ptr %11, align 4
  %830 = fmul contract float %828, %829
  %831 = fsub contract float %827, %830
  %832 = load float, ptr %11, align 4
  %833 = fmul contract float %831, %832
  store float %833, ptr %11, align 4
  %834 = load float, ptr %7, align 4
  %835 = load float, ptr %8, align 4
  %836 = load float, ptr %12, align 4
  %837 = fmul contract float %835, %836
  %838 = fsub contract float %834, %837
  %839 = load float, ptr %12, align 4
  %840 = fmul contract float %838, %839
  store float %840, ptr %12, align 4
  %841 = load float, ptr %7, align 4
  %842 = load float, ptr %8, align 4
  %843 = load float, ptr %13, align 4
  %844 = fmul contract float %842, %843
  %845 = fsub contract float %841, %844
  %846 = load float, ptr %13, align 4
  %847 = fmul contract float %845, %846
  store float %847, ptr %13, align 4
  %848 = load float, ptr %7, align 4
  %849 = load float, ptr %8, align 4
  %850 = load float, ptr %10, align 4
  %851 = fmul contract float %849, %850
  %852 = fsub contract float %848, %851
  %853 = load float, ptr %10, align 4
  %854 = fmul contract float %852, %853
  store float %854, ptr %10, align 4
  %855 = load float, ptr %7, align 4
  %856 = load float, ptr %8, align 4
  %857 = load float, ptr %11, align 4
  %858 = fmul contract float %856, %857
  %859 = fsub contract float %855, %858
  %860 = load float, ptr %11, align 4
  %861 = fmul contract float %859, %860
  store float %861, ptr %11, align 4
  %862 = load float, ptr %7, align 4
  %863 = load float, ptr %8, align 4
  %864 = load float, ptr %12, align 4
  %865 = fmul contract float %863, %864
  %866 = fsub contract float %862, %865
  %867 = load float, ptr %12, align 4
  %868 = fmul contract float %866, %867
  store float %868, ptr %12, align 4
  %869 = load float, ptr %7, align 4
  %870 = load float, ptr %8, align 4
  %871 = load float, ptr %13, align 4
  %872 = fmul contract float %870, %871
  %873 = fsub contract float %869, %872
  %874 = load float, ptr %13, align 4
  %875 = fmul contract float %873, %874
  store float %875, ptr %13, align 4
  %876 = load float, ptr %7, align 4
  %877 = load float, ptr %8, align 4
  %878 = load float, ptr %10, align 4
  %879 = fmul contract float %877, %878
  %880 = fsub contract float %876, %879
  %881 = load float, ptr %10, align 4
  %882 = fmul contract float %880, %881
  store float %882, ptr %10, align 4
  %883 = load float, ptr %7, align 4
  %884 = load float, ptr %8, align 4
  %885 = load float, ptr %11, align 4
  %886 = fmul contract float %884, %885
  %887 = fsub contract float %883, %886
  %888 = load float, ptr %11, align 4
  %889 = fmul contract float %887, %888
  store float %889, ptr %11, align 4
  %890 = load float, ptr %7, align 4
  %891 = load float, ptr %8, align 4
  %892 = load float, ptr %12, align 4
  %893 = fmul contract float %891, %892
  %894 = fsub contract float %890, %893
  %895 = load float, ptr %12, align 4
  %896 = fmul contract float %894, %895
  store float %896, ptr %12, align 4
  %897 = load float, ptr %7, align 4
  %898 = load float, ptr %8, align 4
  %899 = load float, ptr %13, align 4
  %900 = fmul contract float %898, %899
  %901 = fsub contract float %897, %900
  %902 = load float, ptr %13, align 4
  %903 = fmul contract float %901, %902
  store float %903, ptr %13, align 4
  %904 = load float, ptr %7, align 4
  %905 = load float, ptr %8, align 4
  %906 = load float, ptr %10, align 4
  %907 = fmul contract float %905, %906
  %908 = fsub contract float %904, %907
  %909 = load float, ptr %10, align 4
  %910 = fmul contract float %908, %909
  store float %910, ptr %10, align 4
  %911 = load float, ptr %7, align 4
  %912 = load float, ptr %8, align 4
  %913 = load float, ptr %11, align 4
  %914 = fmul contract float %912, %913
  %915 = fsub contract float %911, %914
  %916 = load float, ptr %11, align 4
  %917 = fmul contract float %915, %916
  store float %917, ptr %11, align 4
  %918 = load float, ptr %7, align 4
  %919 = load float, ptr %8, align 4
  %920 = load float, ptr %12, align 4
  %921 = fmul contract float %919, %920
  %922 = fsub contract float %918, %921
  %923 = load float, ptr %12, align 4
  %924 = fmul contract float %922, %923
  store float %924, ptr %12, align 4
  %925 = load float, ptr %7, align 4
  %926 = load float, ptr %8, align 4
  %927 = load float, ptr %13, align 4
  %928 = fmul contract float %926, %927
  %929 = fsub contract float %925, %928
  %930 = load float, ptr %13, align 4
  %931 = fmul contract float %929, %930
  store float %931, ptr %13, align 4
  %932 = load float, ptr %7, align 4
  %933 = load float, ptr %8, align 4
  %934 = load float, ptr %10, align 4
  %935 = fmul contract float %933, %934
  %936 = fsub contract float %932, %935
  %937 = load float, ptr %10, align 4
  %938 = fmul contract float %936, %937
  store float %938, ptr %10, align 4
  %939 = load float, ptr %7, align 4
  %940 = load float, ptr %8, align 4
  %941 = load float, ptr %11, align 4
  %942 = fmul contract float %940, %941
  %943 = fsub contract float %939, %942
  %944 = load float, ptr %11, align 4
  %945 = fmul contract float %943, %944
  store float %945, ptr %11, align 4
  %946 = load float, ptr %7, align 4
  %947 = load float, ptr %8, align 4
  %948 = load float, ptr %12, align 4
  %949 = fmul contract float %947, %948
  %950 = fsub contract float %946, %949
  %951 = load float, ptr %12, align 4
  %952 = fmul contract float %950, %951
  store float %952, ptr %12, align 4
  %953 = load float, ptr %7, align 4
  %954 = load float, ptr %8, align 4
  %955 = load float, ptr %13, align 4
  %956 = fmul contract float %954, %955
  %957 = fsub contract float %953, %956
  %958 = load float, ptr %13, align 4
  %959 = fmul contract float %957, %958
  store float %959, ptr %13, align 4
  %960 = load float, ptr %7, align 4
  %961 = load float, ptr %8, align 4
  %962 = load float, ptr %10, align 4
  %963 = fmul contract float %961, %962
  %964 = fsub contract float %960, %963
  %965 = load float, ptr %10, align 4
  %966 = fmul contract float %964, %965
  store float %966, ptr %10, align 4
  %967 = load float, ptr %7, align 4
  %968 = load float, ptr %8, align 4
  %969 = load float, ptr %11, align 4
  %970 = fmul contract float %968, %969
  %971 = fsub contract float %967, %970
  %972 = load float, ptr %11, align 4
  %973 = fmul contract float %971, %972
  store float %973, ptr %11, align 4
  %974 = load float, ptr %7, align 4
  %975 = load float, ptr %8, align 4
  %976 = load float, ptr %12, align 4
  %977 = fmul contract float %975, %976
  %978 = fsub contract float %974, %977
  %979 = load float, ptr %12, align 4
  %980 = fmul contract float %978, %979
  store float %980, ptr %12, align 4
  %981 = load float, ptr %7, align 4
  %982 = load float, ptr %8, align 4
  %983 = load float, ptr %13, align 4
  %984 = fmul contract float %982, %983
  %985 = fsub contract float %981, %984
  %986 = load float, ptr %13, align 4
  %987 = fmul contract float %985, %986
  store float %987, ptr %13, align 4
  %988 = load float, ptr %7, align 4
  %989 = load float, ptr %8, align 4
  %990 = load float, ptr %10, align 4
  %991 = fmul contract float %989, %990
  %992 = fsub contract float %988, %991
  %993 = load float, ptr %10, align 4
  %994 = fmul contract float %992, %993
  store float %994, ptr %10, align 4
  %995 = load float, ptr %7, align 4
  %996 = load float, ptr %8, align 4
  %997 = load float, ptr %11, align 4
  %998 = fmul contract float %996, %997
  %999 = fsub contract float %995, %998
  %1000 = load float, ptr %11, align 4
  %1001 = fmul contract float %999, %1000
  store float %1001, ptr %11, align 4
  %1002 = load float, ptr %7, align 4
  %1003 = load float, ptr %8, align 4
  %1004 = load float, ptr %12, align 4
  %1005 = fmul contract float %1003, %1004
  %1006 = fsub contract float %1002, %1005
  %1007 = load float, ptr %12, align 4
  %1008 = fmul contract float %1006, %1007
  store float %1008, ptr %12, align 4
  %1009 = load float, ptr %7, align 4
  %1010 = load float, ptr %8, align 4
  %1011 = load float, ptr %13, align 4
  %1012 = fmul contract float %1010, %1011
  %1013 = fsub contract float %1009, %1012
  %1014 = load float, ptr %13, align 4
  %1015 = fmul contract float %1013, %1014
  store float %1015, ptr %13, align 4
  %1016 = load float, ptr %7, align 4
  %1017 = load float, ptr %8, align 4
  %1018 = load float, ptr %10, align 4
  %1019 = fmul contract float %1017, %1018
  %1020 = fsub contract float %1016, %1019
  %1021 = load float, ptr %10, align 4
  %1022 = fmul contract float %1020, %1021
  store float %1022, ptr %10, align 4
  %1023 = load float, ptr %7, align 4
  %1024 = load float, ptr %8, align 4
  %1025 = load float, ptr %11, align 4
  %1026 = fmul contract float %1024, %1025
  %1027 = fsub contract float %1023, %1026
  %1028 = load float, ptr %11, align 4
  %1029 = fmul contract float %1027, %1028
  store float %1029, ptr %11, align 4
  %1030 = load float, ptr %7, align 4
  %1031 = load float, ptr %8, align 4
  %1032 = load float, ptr %12, align 4
  %1033 = fmul contract float %1031, %1032
  %1034 = fsub contract float %1030, %1033
  %1035 = load float, ptr %12, align 4
  %1036 = fmul contract float %1034, %1035
  store float %1036, ptr %12, align 4
  %1037 = load float, ptr %7, align 4
  %1038 = load float, ptr %8, align 4
  %1039 = load float, ptr %13, align 4
  %1040 = fmul contract float %1038, %1039
  %1041 = fsub contract float %1037, %1040
  %1042 = load float, ptr %13, align 4
  %1043 = fmul contract float %1041, %1042
  store float %1043, ptr %13, align 4
  %1044 = load float, ptr %7, align 4
  %1045 = load float, ptr %8, align 4
  %1046 = load float, ptr %10, align 4
  %1047 = fmul contract float %1045, %1046
  %1048 = fsub contract float %1044, %1047
  %1049 = load float, ptr %10, align 4
  %1050 = fmul contract float %1048, %1049
  store float %1050, ptr %10, align 4
  %1051 = load float, ptr %7, align 4
  %1052 = load float, ptr %8, align 4
  %1053 = load float, ptr %11, align 4
  %1054 = fmul contract float %1052, %1053
  %1055 = fsub contract float %1051, %1054
  %1056 = load float, ptr %11, align 4
  %1057 = fmul contract float %1055, %1056
  store float %1057, ptr %11, align 4
  %1058 = load float, ptr %7, align 4
  %1059 = load float, ptr %8, align 4
  %1060 = load float, ptr %12, align 4
  %1061 = fmul contract float %1059, %1060
  %1062 = fsub contract float %1058, %1061
  %1063 = load float, ptr %12, align 4
  %1064 = fmul contract float %1062, %1063
  store float %1064, ptr %12, align 4
  %1065 = load float, ptr %7, align 4
  %1066 = load float, ptr %8, align 4
  %1067 = load float, ptr %13, align 4
  %1068 = fmul contract float %1066, %1067
  %1069 = fsub contract float %1065, %1068
  %1070 = load float, ptr %13, align 4
  %1071 = fmul contract float %1069, %1070
  store float %1071, ptr %13, align 4
  %1072 = load float, ptr %7, align 4
  %1073 = load float, ptr %8, align 4
  %1074 = load float, ptr %10, align 4
  %1075 = fmul contract float %1073, %1074
  %1076 = fsub contract float %1072, %1075
  %1077 = load float, ptr %10, align 4
  %1078 = fmul contract float %1076, %1077
  store float %1078, ptr %10, align 4
  %1079 = load float, ptr %7, align 4
  %1080 = load float, ptr %8, align 4
  %1081 = load float, ptr %11, align 4
  %1082 = fmul contract float %1080, %1081
  %1083 = fsub contract float %1079, %1082
  %1084 = load float, ptr %11, align 4
  %1085 = fmul contract float %1083, %1084
  store float %1085, ptr %11, align 4
  %1086 = load float, ptr %7, align 4
  %1087 = load float, ptr %8, align 4
  %1088 = load float, ptr %12, align 4
  %1089 = fmul contract float %1087, %1088
  %1090 = fsub contract float %1086, %1089
  %1091 = load float, ptr %12, align 4
  %1092 = fmul contract float %1090, %1091
  store float %1092, ptr %12, align 4
  %1093 = load float, ptr %7, align 4
  %1094 = load float, ptr %8, align 4
  %1095 = load float, ptr %13, align 4
  %1096 = fmul contract float %1094, %1095
  %1097 = fsub contract float %1093, %1096
  %1098 = load float, ptr %13, align 4
  %1099 = fmul contract float %1097, %1098
  store float %1099, ptr %13, align 4
  %1100 = load float, ptr %7, align 4
  %1101 = load float, ptr %8, align 4
  %1102 = load float, ptr %10, align 4
  %1103 = fmul contract float %1101, %1102
  %1104 = fsub contract float %1100, %1103
  %1105 = load float, ptr %10, align 4
  %1106 = fmul contract float %1104, %1105
  store float %1106, ptr %10, align 4
  %1107 = load float, ptr %7, align 4
  %1108 = load float, ptr %8, align 4
  %1109 = load float, ptr %11, align 4
  %1110 = fmul contract float %1108, %1109
  %1111 = fsub contract float %1107, %1110
  %1112 = load float, ptr %11, align 4
  %1113 = fmul contract float %1111, %1112
  store float %1113, ptr %11, align 4
  %1114 = load float, ptr %7, align 4
  %1115 = load float, ptr %8, align 4
  %1116 = load float, ptr %12, align 4
  %1117 = fmul contract float %1115, %1116
  %1118 = fsub contract float %1114, %1117
  %1119 = load float, ptr %12, align 4
  %1120 = fmul contract float %1118, %1119
  store float %1120, ptr %12, align 4
  %1121 = load float, ptr %7, align 4
  %1122 = load float, ptr %8, align 4
  %1123 = load float, ptr %13, align 4
  %1124 = fmul contract float %1122, %1123
  %1125 = fsub contract float %1121, %1124
  %1126 = load float, ptr %13, align 4
  %1127 = fmul contract float %1125, %1126
  store float %1127, ptr %13, align 4
  %1128 = load float, ptr %7, align 4
  %1129 = load float, ptr %8, align 4
  %1130 = load float, ptr %10, align 4
  %1131 = fmul contract float %1129, %1130
  %1132 = fsub contract float %1128, %1131
  %1133 = load float, ptr %10, align 4
  %1134 = fmul contract float %1132, %1133
  store float %1134, ptr %10, align 4
  %1135 = load float, ptr %7, align 4
  %1136 = load float, ptr %8, align 4
  %1137 = load float, ptr %11, align 4
  %1138 = fmul contract float %1136, %1137
  %1139 = fsub contract float %1135, %1138
  %1140 = load float, ptr %11, align 4
  %1141 = fmul contract float %1139, %1140
  store float %1141, ptr %11, align 4
  %1142 = load float, ptr %7, align 4
  %1143 = load float, ptr %8, align 4
  %1144 = load float, ptr %12, align 4
  %1145 = fmul contract float %1143, %1144
  %1146 = fsub contract float %1142, %1145
  %1147 = load float, ptr %12, align 4
  %1148 = fmul contract float %1146, %1147
  store float %1148, ptr %12, align 4
  %1149 = load float, ptr %7, align 4
  %1150 = load float, ptr %8, align 4
  %1151 = load float, ptr %13, align 4
  %1152 = fmul contract float %1150, %1151
  %1153 = fsub contract float %1149, %1152
  %1154 = load float, ptr %13, align 4
  %1155 = fmul contract float %1153, %1154
  store float %1155, ptr %13, align 4
  br label %1156

1156:                                             ; preds = %35
  %1157 = load i32, ptr %14, align 4
  %1158 = add nsw i32 %1157, 1
  store i32 %1158, ptr %14, align 4
  br label %31, !llvm.loop !6

1159:                                             ; preds = %31
  %1160 = load float, ptr %10, align 4
  %1161 = load float, ptr %11, align 4
  %1162 = fadd contract float %1160, %1161
  %1163 = load float, ptr %12, align 4
  %1164 = load float, ptr %13, align 4
  %1165 = fadd contract float %1163, %1164
  %1166 = fadd contract float %1162, %1165
  %1167 = load ptr, ptr %5, align 8
  %1168 = load i32, ptr %9, align 4
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr inbounds float, ptr %1167, i64 %1169
  store float %1166, ptr %1170, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd4IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %9, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %10, align 8
  %25 = load double, ptr %10, align 8
  %26 = fsub contract double 1.000000e+01, %25
  store double %26, ptr %11, align 8
  %27 = load double, ptr %10, align 8
  %28 = fsub contract double 9.000000e+00, %27
  store double %28, ptr %12, align 8
  %29 = load double, ptr %11, align 8
  %30 = fsub contract double 9.000000e+00, %29
  store double %30, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %31

31:                                               ; preds = %1156, %4
  %32 = load i32, ptr %14, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %1159

35:                                               ; preds = %31
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %8, align 8
  %38 = load double, ptr %10, align 8
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %36, %39
  %41 = load double, ptr %10, align 8
  %42 = fmul contract double %40, %41
  store double %42, ptr %10, align 8
  %43 = load double, ptr %7, align 8
  %44 = load double, ptr %8, align 8
  %45 = load double, ptr %11, align 8
  %46 = fmul contract double %44, %45
  %47 = fsub contract double %43, %46
  %48 = load double, ptr %11, align 8
  %49 = fmul contract double %47, %48
  store double %49, ptr %11, align 8
  %50 = load double, ptr %7, align 8
  %51 = load double, ptr %8, align 8
  %52 = load double, ptr %12, align 8
  %53 = fmul contract double %51, %52
  %54 = fsub contract double %50, %53
  %55 = load double, ptr %12, align 8
  %56 = fmul contract double %54, %55
  store double %56, ptr %12, align 8
  %57 = load double, ptr %7, align 8
  %58 = load double, ptr %8, align 8
  %59 = load double, ptr %13, align 8
  %60 = fmul contract double %58, %59
  %61 = fsub contract double %57, %60
  %62 = load double, ptr %13, align 8
  %63 = fmul contract double %61, %62
  store double %63, ptr %13, align 8
  %64 = load double, ptr %7, align 8
  %65 = load double, ptr %8, align 8
  %66 = load double, ptr %10, align 8
  %67 = fmul contract double %65, %66
  %68 = fsub contract double %64, %67
  %69 = load double, ptr %10, align 8
  %70 = fmul contract double %68, %69
  store double %70, ptr %10, align 8
  %71 = load double, ptr %7, align 8
  %72 = load double, ptr %8, align 8
  %73 = load double, ptr %11, align 8
  %74 = fmul contract double %72, %73
  %75 = fsub contract double %71, %74
  %76 = load double, ptr %11, align 8
  %77 = fmul contract double %75, %76
  store double %77, ptr %11, align 8
  %78 = load double, ptr %7, align 8
  %79 = load double, ptr %8, align 8
  %80 = load double, ptr %12, align 8
  %81 = fmul contract double %79, %80
  %82 = fsub contract double %78, %81
  %83 = load double, ptr %12, align 8
  %84 = fmul contract double %82, %83
  store double %84, ptr %12, align 8
  %85 = load double, ptr %7, align 8
  %86 = load double, ptr %8, align 8
  %87 = load double, ptr %13, align 8
  %88 = fmul contract double %86, %87
  %89 = fsub contract double %85, %88
  %90 = load double, ptr %13, align 8
  %91 = fmul contract double %89, %90
  store double %91, ptr %13, align 8
  %92 = load double, ptr %7, align 8
  %93 = load double, ptr %8, align 8
  %94 = load double, ptr %10, align 8
  %95 = fmul contract double %93, %94
  %96 = fsub contract double %92, %95
  %97 = load double, ptr %10, align 8
  %98 = fmul contract double %96, %97
  store double %98, ptr %10, align 8
  %99 = load double, ptr %7, align 8
  %100 = load double, ptr %8, align 8
  %101 = load double, ptr %11, align 8
  %102 = fmul contract double %100, %101
  %103 = fsub contract double %99, %102
  %104 = load double, ptr %11, align 8
  %105 = fmul contract double %103, %104
  store double %105, ptr %11, align 8
  %106 = load double, ptr %7, align 8
  %107 = load double, ptr %8, align 8
  %108 = load double, ptr %12, align 8
  %109 = fmul contract double %107, %108
  %110 = fsub contract double %106, %109
  %111 = load double, ptr %12, align 8
  %112 = fmul contract double %110, %111
  store double %112, ptr %12, align 8
  %113 = load double, ptr %7, align 8
  %114 = load double, ptr %8, align 8
  %115 = load double, ptr %13, align 8
  %116 = fmul contract double %114, %115
  %117 = fsub contract double %113, %116
  %118 = load double, ptr %13, align 8
  %119 = fmul contract double %117, %118
  store double %119, ptr %13, align 8
  %120 = load double, ptr %7, align 8
  %121 = load double, ptr %8, align 8
  %122 = load double, ptr %10, align 8
  %123 = fmul contract double %121, %122
  %124 = fsub contract double %120, %123
  %125 = load double, ptr %10, align 8
  %126 = fmul contract double %124, %125
  store double %126, ptr %10, align 8
  %127 = load double, ptr %7, align 8
  %128 = load double, ptr %8, align 8
  %129 = load double, ptr %11, align 8
  %130 = fmul contract double %128, %129
  %131 = fsub contract double %127, %130
  %132 = load double, ptr %11, align 8
  %133 = fmul contract double %131, %132
  store double %133, ptr %11, align 8
  %134 = load double, ptr %7, align 8
  %135 = load double, ptr %8, align 8
  %136 = load double, ptr %12, align 8
  %137 = fmul contract double %135, %136
  %138 = fsub contract double %134, %137
  %139 = load double, ptr %12, align 8
  %140 = fmul contract double %138, %139
  store double %140, ptr %12, align 8
  %141 = load double, ptr %7, align 8
  %142 = load double, ptr %8, align 8
  %143 = load double, ptr %13, align 8
  %144 = fmul contract double %142, %143
  %145 = fsub contract double %141, %144
  %146 = load double, ptr %13, align 8
  %147 = fmul contract double %145, %146
  store double %147, ptr %13, align 8
  %148 = load double, ptr %7, align 8
  %149 = load double, ptr %8, align 8
  %150 = load double, ptr %10, align 8
  %151 = fmul contract double %149, %150
  %152 = fsub contract double %148, %151
  %153 = load double, ptr %10, align 8
  %154 = fmul contract double %152, %153
  store double %154, ptr %10, align 8
  %155 = load double, ptr %7, align 8
  %156 = load double, ptr %8, align 8
  %157 = load double, ptr %11, align 8
  %158 = fmul contract double %156, %157
  %159 = fsub contract double %155, %158
  %160 = load double, ptr %11, align 8
  %161 = fmul contract double %159, %160
  store double %161, ptr %11, align 8
  %162 = load double, ptr %7, align 8
  %163 = load double, ptr %8, align 8
  %164 = load double, ptr %12, align 8
  %165 = fmul contract double %163, %164
  %166 = fsub contract double %162, %165
  %167 = load double, ptr %12, align 8
  %168 = fmul contract double %166, %167
  store double %168, ptr %12, align 8
  %169 = load double, ptr %7, align 8
  %170 = load double, ptr %8, align 8
  %171 = load double, ptr %13, align 8
  %172 = fmul contract double %170, %171
  %173 = fsub contract double %169, %172
  %174 = load double, ptr %13, align 8
  %175 = fmul contract double %173, %174
  store double %175, ptr %13, align 8
  %176 = load double, ptr %7, align 8
  %177 = load double, ptr %8, align 8
  %178 = load double, ptr %10, align 8
  %179 = fmul contract double %177, %178
  %180 = fsub contract double %176, %179
  %181 = load double, ptr %10, align 8
  %182 = fmul contract double %180, %181
  store double %182, ptr %10, align 8
  %183 = load double, ptr %7, align 8
  %184 = load double, ptr %8, align 8
  %185 = load double, ptr %11, align 8
  %186 = fmul contract double %184, %185
  %187 = fsub contract double %183, %186
  %188 = load double, ptr %11, align 8
  %189 = fmul contract double %187, %188
  store double %189, ptr %11, align 8
  %190 = load double, ptr %7, align 8
  %191 = load double, ptr %8, align 8
  %192 = load double, ptr %12, align 8
  %193 = fmul contract double %191, %192
  %194 = fsub contract double %190, %193
  %195 = load double, ptr %12, align 8
  %196 = fmul contract double %194, %195
  store double %196, ptr %12, align 8
  %197 = load double, ptr %7, align 8
  %198 = load double, ptr %8, align 8
  %199 = load double, ptr %13, align 8
  %200 = fmul contract double %198, %199
  %201 = fsub contract double %197, %200
  %202 = load double, ptr %13, align 8
  %203 = fmul contract double %201, %202
  store double %203, ptr %13, align 8
  %204 = load double, ptr %7, align 8
  %205 = load double, ptr %8, align 8
  %206 = load double, ptr %10, align 8
  %207 = fmul contract double %205, %206
  %208 = fsub contract double %204, %207
  %209 = load double, ptr %10, align 8
  %210 = fmul contract double %208, %209
  store double %210, ptr %10, align 8
  %211 = load double, ptr %7, align 8
  %212 = load double, ptr %8, align 8
  %213 = load double, ptr %11, align 8
  %214 = fmul contract double %212, %213
  %215 = fsub contract double %211, %214
  %216 = load double, ptr %11, align 8
  %217 = fmul contract double %215, %216
  store double %217, ptr %11, align 8
  %218 = load double, ptr %7, align 8
  %219 = load double, ptr %8, align 8
  %220 = load double, ptr %12, align 8
  %221 = fmul contract double %219, %220
  %222 = fsub contract double %218, %221
  %223 = load double, ptr %12, align 8
  %224 = fmul contract double %222, %223
  store double %224, ptr %12, align 8
  %225 = load double, ptr %7, align 8
  %226 = load double, ptr %8, align 8
  %227 = load double, ptr %13, align 8
  %228 = fmul contract double %226, %227
  %229 = fsub contract double %225, %228
  %230 = load double, ptr %13, align 8
  %231 = fmul contract double %229, %230
  store double %231, ptr %13, align 8
  %232 = load double, ptr %7, align 8
  %233 = load double, ptr %8, align 8
  %234 = load double, ptr %10, align 8
  %235 = fmul contract double %233, %234
  %236 = fsub contract double %232, %235
  %237 = load double, ptr %10, align 8
  %238 = fmul contract double %236, %237
  store double %238, ptr %10, align 8
  %239 = load double, ptr %7, align 8
  %240 = load double, ptr %8, align 8
  %241 = load double, ptr %11, align 8
  %242 = fmul contract double %240, %241
  %243 = fsub contract double %239, %242
  %244 = load double, ptr %11, align 8
  %245 = fmul contract double %243, %244
  store double %245, ptr %11, align 8
  %246 = load double, ptr %7, align 8
  %247 = load double, ptr %8, align 8
  %248 = load double, ptr %12, align 8
  %249 = fmul contract double %247, %248
  %250 = fsub contract double %246, %249
  %251 = load double, ptr %12, align 8
  %252 = fmul contract double %250, %251
  store double %252, ptr %12, align 8
  %253 = load double, ptr %7, align 8
  %254 = load double, ptr %8, align 8
  %255 = load double, ptr %13, align 8
  %256 = fmul contract double %254, %255
  %257 = fsub contract double %253, %256
  %258 = load double, ptr %13, align 8
  %259 = fmul contract double %257, %258
  store double %259, ptr %13, align 8
  %260 = load double, ptr %7, align 8
  %261 = load double, ptr %8, align 8
  %262 = load double, ptr %10, align 8
  %263 = fmul contract double %261, %262
  %264 = fsub contract double %260, %263
  %265 = load double, ptr %10, align 8
  %266 = fmul contract double %264, %265
  store double %266, ptr %10, align 8
  %267 = load double, ptr %7, align 8
  %268 = load double, ptr %8, align 8
  %269 = load double, ptr %11, align 8
  %270 = fmul contract double %268, %269
  %271 = fsub contract double %267, %270
  %272 = load double, ptr %11, align 8
  %273 = fmul contract double %271, %272
  store double %273, ptr %11, align 8
  %274 = load double, ptr %7, align 8
  %275 = load double, ptr %8, align 8
  %276 = load double, ptr %12, align 8
  %277 = fmul contract double %275, %276
  %278 = fsub contract double %274, %277
  %279 = load double, ptr %12, align 8
  %280 = fmul contract double %278, %279
  store double %280, ptr %12, align 8
  %281 = load double, ptr %7, align 8
  %282 = load double, ptr %8, align 8
  %283 = load double, ptr %13, align 8
  %284 = fmul contract double %282, %283
  %285 = fsub contract double %281, %284
  %286 = load double, ptr %13, align 8
  %287 = fmul contract double %285, %286
  store double %287, ptr %13, align 8
  %288 = load double, ptr %7, align 8
  %289 = load double, ptr %8, align 8
  %290 = load double, ptr %10, align 8
  %291 = fmul contract double %289, %290
  %292 = fsub contract double %288, %291
  %293 = load double, ptr %10, align 8
  %294 = fmul contract double %292, %293
  store double %294, ptr %10, align 8
  %295 = load double, ptr %7, align 8
  %296 = load double, ptr %8, align 8
  %297 = load double, ptr %11, align 8
  %298 = fmul contract double %296, %297
  %299 = fsub contract double %295, %298
  %300 = load double, ptr %11, align 8
  %301 = fmul contract double %299, %300
  store double %301, ptr %11, align 8
  %302 = load double, ptr %7, align 8
  %303 = load double, ptr %8, align 8
  %304 = load double, ptr %12, align 8
  %305 = fmul contract double %303, %304
  %306 = fsub contract double %302, %305
  %307 = load double, ptr %12, align 8
  %308 = fmul contract double %306, %307
  store double %308, ptr %12, align 8
  %309 = load double, ptr %7, align 8
  %310 = load double, ptr %8, align 8
  %311 = load double, ptr %13, align 8
  %312 = fmul contract double %310, %311
  %313 = fsub contract double %309, %312
  %314 = load double, ptr %13, align 8
  %315 = fmul contract double %313, %314
  store double %315, ptr %13, align 8
  %316 = load double, ptr %7, align 8
  %317 = load double, ptr %8, align 8
  %318 = load double, ptr %10, align 8
  %319 = fmul contract double %317, %318
  %320 = fsub contract double %316, %319
  %321 = load double, ptr %10, align 8
  %322 = fmul contract double %320, %321
  store double %322, ptr %10, align 8
  %323 = load double, ptr %7, align 8
  %324 = load double, ptr %8, align 8
  %325 = load double, ptr %11, align 8
  %326 = fmul contract double %324, %325
  %327 = fsub contract double %323, %326
  %328 = load double, ptr %11, align 8
  %329 = fmul contract double %327, %328
  store double %329, ptr %11, align 8
  %330 = load double, ptr %7, align 8
  %331 = load double, ptr %8, align 8
  %332 = load double, ptr %12, align 8
  %333 = fmul contract double %331, %332
  %334 = fsub contract double %330, %333
  %335 = load double, ptr %12, align 8
  %336 = fmul contract double %334, %335
  store double %336, ptr %12, align 8
  %337 = load double, ptr %7, align 8
  %338 = load double, ptr %8, align 8
  %339 = load double, ptr %13, align 8
  %340 = fmul contract double %338, %339
  %341 = fsub contract double %337, %340
  %342 = load double, ptr %13, align 8
  %343 = fmul contract double %341, %342
  store double %343, ptr %13, align 8
  %344 = load double, ptr %7, align 8
  %345 = load double, ptr %8, align 8
  %346 = load double, ptr %10, align 8
  %347 = fmul contract double %345, %346
  %348 = fsub contract double %344, %347
  %349 = load double, ptr %10, align 8
  %350 = fmul contract double %348, %349
  store double %350, ptr %10, align 8
  %351 = load double, ptr %7, align 8
  %352 = load double, ptr %8, align 8
  %353 = load double, ptr %11, align 8
  %354 = fmul contract double %352, %353
  %355 = fsub contract double %351, %354
  %356 = load double, ptr %11, align 8
  %357 = fmul contract double %355, %356
  store double %357, ptr %11, align 8
  %358 = load double, ptr %7, align 8
  %359 = load double, ptr %8, align 8
  %360 = load double, ptr %12, align 8
  %361 = fmul contract double %359, %360
  %362 = fsub contract double %358, %361
  %363 = load double, ptr %12, align 8
  %364 = fmul contract double %362, %363
  store double %364, ptr %12, align 8
  %365 = load double, ptr %7, align 8
  %366 = load double, ptr %8, align 8
  %367 = load double, ptr %13, align 8
  %368 = fmul contract double %366, %367
  %369 = fsub contract double %365, %368
  %370 = load double, ptr %13, align 8
  %371 = fmul contract double %369, %370
  store double %371, ptr %13, align 8
  %372 = load double, ptr %7, align 8
  %373 = load double, ptr %8, align 8
  %374 = load double, ptr %10, align 8
  %375 = fmul contract double %373, %374
  %376 = fsub contract double %372, %375
  %377 = load double, ptr %10, align 8
  %378 = fmul contract double %376, %377
  store double %378, ptr %10, align 8
  %379 = load double, ptr %7, align 8
  %380 = load double, ptr %8, align 8
  %381 = load double, ptr %11, align 8
  %382 = fmul contract double %380, %381
  %383 = fsub contract double %379, %382
  %384 = load double, ptr %11, align 8
  %385 = fmul contract double %383, %384
  store double %385, ptr %11, align 8
  %386 = load double, ptr %7, align 8
  %387 = load double, ptr %8, align 8
  %388 = load double, ptr %12, align 8
  %389 = fmul contract double %387, %388
  %390 = fsub contract double %386, %389
  %391 = load double, ptr %12, align 8
  %392 = fmul contract double %390, %391
  store double %392, ptr %12, align 8
  %393 = load double, ptr %7, align 8
  %394 = load double, ptr %8, align 8
  %395 = load double, ptr %13, align 8
  %396 = fmul contract double %394, %395
  %397 = fsub contract double %393, %396
  %398 = load double, ptr %13, align 8
  %399 = fmul contract double %397, %398
  store double %399, ptr %13, align 8
  %400 = load double, ptr %7, align 8
  %401 = load double, ptr %8, align 8
  %402 = load double, ptr %10, align 8
  %403 = fmul contract double %401, %402
  %404 = fsub contract double %400, %403
  %405 = load double, ptr %10, align 8
  %406 = fmul contract double %404, %405
  store double %406, ptr %10, align 8
  %407 = load double, ptr %7, align 8
  %408 = load double, ptr %8, align 8
  %409 = load double, ptr %11, align 8
  %410 = fmul contract double %408, %409
  %411 = fsub contract double %407, %410
  %412 = load double, ptr %11, align 8
  %413 = fmul contract double %411, %412
  store double %413, ptr %11, align 8
  %414 = load double, ptr %7, align 8
  %415 = load double, ptr %8, align 8
  %416 = load double, ptr %12, align 8
  %417 = fmul contract double %415, %416
  %418 = fsub contract double %414, %417
  %419 = load double, ptr %12, align 8
  %420 = fmul contract double %418, %419
  store double %420, ptr %12, align 8
  %421 = load double, ptr %7, align 8
  %422 = load double, ptr %8, align 8
  %423 = load double, ptr %13, align 8
  %424 = fmul contract double %422, %423
  %425 = fsub contract double %421, %424
  %426 = load double, ptr %13, align 8
  %427 = fmul contract double %425, %426
  store double %427, ptr %13, align 8
  %428 = load double, ptr %7, align 8
  %429 = load double, ptr %8, align 8
  %430 = load double, ptr %10, align 8
  %431 = fmul contract double %429, %430
  %432 = fsub contract double %428, %431
  %433 = load double, ptr %10, align 8
  %434 = fmul contract double %432, %433
  store double %434, ptr %10, align 8
  %435 = load double, ptr %7, align 8
  %436 = load double, ptr %8, align 8
  %437 = load double, ptr %11, align 8
  %438 = fmul contract double %436, %437
  %439 = fsub contract double %435, %438
  %440 = load double, ptr %11, align 8
  %441 = fmul contract double %439, %440
  store double %441, ptr %11, align 8
  %442 = load double, ptr %7, align 8
  %443 = load double, ptr %8, align 8
  %444 = load double, ptr %12, align 8
  %445 = fmul contract double %443, %444
  %446 = fsub contract double %442, %445
  %447 = load double, ptr %12, align 8
  %448 = fmul contract double %446, %447
  store double %448, ptr %12, align 8
  %449 = load double, ptr %7, align 8
  %450 = load double, ptr %8, align 8
  %451 = load double, ptr %13, align 8
  %452 = fmul contract double %450, %451
  %453 = fsub contract double %449, %452
  %454 = load double, ptr %13, align 8
  %455 = fmul contract double %453, %454
  store double %455, ptr %13, align 8
  %456 = load double, ptr %7, align 8
  %457 = load double, ptr %8, align 8
  %458 = load double, ptr %10, align 8
  %459 = fmul contract double %457, %458
  %460 = fsub contract double %456, %459
  %461 = load double, ptr %10, align 8
  %462 = fmul contract double %460, %461
  store double %462, ptr %10, align 8
  %463 = load double, ptr %7, align 8
  %464 = load double, ptr %8, align 8
  %465 = load double, ptr %11, align 8
  %466 = fmul contract double %464, %465
  %467 = fsub contract double %463, %466
  %468 = load double, ptr %11, align 8
  %469 = fmul contract double %467, %468
  store double %469, ptr %11, align 8
  %470 = load double, ptr %7, align 8
  %471 = load double, ptr %8, align 8
  %472 = load double, ptr %12, align 8
  %473 = fmul contract double %471, %472
  %474 = fsub contract double %470, %473
  %475 = load double, ptr %12, align 8
  %476 = fmul contract double %474, %475
  store double %476, ptr %12, align 8
  %477 = load double, ptr %7, align 8
  %478 = load double, ptr %8, align 8
  %479 = load double, ptr %13, align 8
  %480 = fmul contract double %478, %479
  %481 = fsub contract double %477, %480
  %482 = load double, ptr %13, align 8
  %483 = fmul contract double %481, %482
  store double %483, ptr %13, align 8
  %484 = load double, ptr %7, align 8
  %485 = load double, ptr %8, align 8
  %486 = load double, ptr %10, align 8
  %487 = fmul contract double %485, %486
  %488 = fsub contract double %484, %487
  %489 = load double, ptr %10, align 8
  %490 = fmul contract double %488, %489
  store double %490, ptr %10, align 8
  %491 = load double, ptr %7, align 8
  %492 = load double, ptr %8, align 8
  %493 = load double, ptr %11, align 8
  %494 = fmul contract double %492, %493
  %495 = fsub contract double %491, %494
  %496 = load double, ptr %11, align 8
  %497 = fmul contract double %495, %496
  store double %497, ptr %11, align 8
  %498 = load double, ptr %7, align 8
  %499 = load double, ptr %8, align 8
  %500 = load double, ptr %12, align 8
  %501 = fmul contract double %499, %500
  %502 = fsub contract double %498, %501
  %503 = load double, ptr %12, align 8
  %504 = fmul contract double %502, %503
  store double %504, ptr %12, align 8
  %505 = load double, ptr %7, align 8
  %506 = load double, ptr %8, align 8
  %507 = load double, ptr %13, align 8
  %508 = fmul contract double %506, %507
  %509 = fsub contract double %505, %508
  %510 = load double, ptr %13, align 8
  %511 = fmul contract double %509, %510
  store double %511, ptr %13, align 8
  %512 = load double, ptr %7, align 8
  %513 = load double, ptr %8, align 8
  %514 = load double, ptr %10, align 8
  %515 = fmul contract double %513, %514
  %516 = fsub contract double %512, %515
  %517 = load double, ptr %10, align 8
  %518 = fmul contract double %516, %517
  store double %518, ptr %10, align 8
  %519 = load double, ptr %7, align 8
  %520 = load double, ptr %8, align 8
  %521 = load double, ptr %11, align 8
  %522 = fmul contract double %520, %521
  %523 = fsub contract double %519, %522
  %524 = load double, ptr %11, align 8
  %525 = fmul contract double %523, %524
  store double %525, ptr %11, align 8
  %526 = load double, ptr %7, align 8
  %527 = load double, ptr %8, align 8
  %528 = load double, ptr %12, align 8
  %529 = fmul contract double %527, %528
  %530 = fsub contract double %526, %529
  %531 = load double, ptr %12, align 8
  %532 = fmul contract double %530, %531
  store double %532, ptr %12, align 8
  %533 = load double, ptr %7, align 8
  %534 = load double, ptr %8, align 8
  %535 = load double, ptr %13, align 8
  %536 = fmul contract double %534, %535
  %537 = fsub contract double %533, %536
  %538 = load double, ptr %13, align 8
  %539 = fmul contract double %537, %538
  store double %539, ptr %13, align 8
  %540 = load double, ptr %7, align 8
  %541 = load double, ptr %8, align 8
  %542 = load double, ptr %10, align 8
  %543 = fmul contract double %541, %542
  %544 = fsub contract double %540, %543
  %545 = load double, ptr %10, align 8
  %546 = fmul contract double %544, %545
  store double %546, ptr %10, align 8
  %547 = load double, ptr %7, align 8
  %548 = load double, ptr %8, align 8
  %549 = load double, ptr %11, align 8
  %550 = fmul contract double %548, %549
  %551 = fsub contract double %547, %550
  %552 = load double, ptr %11, align 8
  %553 = fmul contract double %551, %552
  store double %553, ptr %11, align 8
  %554 = load double, ptr %7, align 8
  %555 = load double, ptr %8, align 8
  %556 = load double, ptr %12, align 8
  %557 = fmul contract double %555, %556
  %558 = fsub contract double %554, %557
  %559 = load double, ptr %12, align 8
  %560 = fmul contract double %558, %559
  store double %560, ptr %12, align 8
  %561 = load double, ptr %7, align 8
  %562 = load double, ptr %8, align 8
  %563 = load double, ptr %13, align 8
  %564 = fmul contract double %562, %563
  %565 = fsub contract double %561, %564
  %566 = load double, ptr %13, align 8
  %567 = fmul contract double %565, %566
  store double %567, ptr %13, align 8
  %568 = load double, ptr %7, align 8
  %569 = load double, ptr %8, align 8
  %570 = load double, ptr %10, align 8
  %571 = fmul contract double %569, %570
  %572 = fsub contract double %568, %571
  %573 = load double, ptr %10, align 8
  %574 = fmul contract double %572, %573
  store double %574, ptr %10, align 8
  %575 = load double, ptr %7, align 8
  %576 = load double, ptr %8, align 8
  %577 = load double, ptr %11, align 8
  %578 = fmul contract double %576, %577
  %579 = fsub contract double %575, %578
  %580 = load double, ptr %11, align 8
  %581 = fmul contract double %579, %580
  store double %581, ptr %11, align 8
  %582 = load double, ptr %7, align 8
  %583 = load double, ptr %8, align 8
  %584 = load double, ptr %12, align 8
  %585 = fmul contract double %583, %584
  %586 = fsub contract double %582, %585
  %587 = load double, ptr %12, align 8
  %588 = fmul contract double %586, %587
  store double %588, ptr %12, align 8
  %589 = load double, ptr %7, align 8
  %590 = load double, ptr %8, align 8
  %591 = load double, ptr %13, align 8
  %592 = fmul contract double %590, %591
  %593 = fsub contract double %589, %592
  %594 = load double, ptr %13, align 8
  %595 = fmul contract double %593, %594
  store double %595, ptr %13, align 8
  %596 = load double, ptr %7, align 8
  %597 = load double, ptr %8, align 8
  %598 = load double, ptr %10, align 8
  %599 = fmul contract double %597, %598
  %600 = fsub contract double %596, %599
  %601 = load double, ptr %10, align 8
  %602 = fmul contract double %600, %601
  store double %602, ptr %10, align 8
  %603 = load double, ptr %7, align 8
  %604 = load double, ptr %8, align 8
  %605 = load double, ptr %11, align 8
  %606 = fmul contract double %604, %605
  %607 = fsub contract double %603, %606
  %608 = load double, ptr %11, align 8
  %609 = fmul contract double %607, %608
  store double %609, ptr %11, align 8
  %610 = load double, ptr %7, align 8
  %611 = load double, ptr %8, align 8
  %612 = load double, ptr %12, align 8
  %613 = fmul contract double %611, %612
  %614 = fsub contract double %610, %613
  %615 = load double, ptr %12, align 8
  %616 = fmul contract double %614, %615
  store double %616, ptr %12, align 8
  %617 = load double, ptr %7, align 8
  %618 = load double, ptr %8, align 8
  %619 = load double, ptr %13, align 8
  %620 = fmul contract double %618, %619
  %621 = fsub contract double %617, %620
  %622 = load double, ptr %13, align 8
  %623 = fmul contract double %621, %622
  store double %623, ptr %13, align 8
  %624 = load double, ptr %7, align 8
  %625 = load double, ptr %8, align 8
  %626 = load double, ptr %10, align 8
  %627 = fmul contract double %625, %626
  %628 = fsub contract double %624, %627
  %629 = load double, ptr %10, align 8
  %630 = fmul contract double %628, %629
  store double %630, ptr %10, align 8
  %631 = load double, ptr %7, align 8
  %632 = load double, ptr %8, align 8
  %633 = load double, ptr %11, align 8
  %634 = fmul contract double %632, %633
  %635 = fsub contract double %631, %634
  %636 = load double, ptr %11, align 8
  %637 = fmul contract double %635, %636
  store double %637, ptr %11, align 8
  %638 = load double, ptr %7, align 8
  %639 = load double, ptr %8, align 8
  %640 = load double, ptr %12, align 8
  %641 = fmul contract double %639, %640
  %642 = fsub contract double %638, %641
  %643 = load double, ptr %12, align 8
  %644 = fmul contract double %642, %643
  store double %644, ptr %12, align 8
  %645 = load double, ptr %7, align 8
  %646 = load double, ptr %8, align 8
  %647 = load double, ptr %13, align 8
  %648 = fmul contract double %646, %647
  %649 = fsub contract double %645, %648
  %650 = load double, ptr %13, align 8
  %651 = fmul contract double %649, %650
  store double %651, ptr %13, align 8
  %652 = load double, ptr %7, align 8
  %653 = load double, ptr %8, align 8
  %654 = load double, ptr %10, align 8
  %655 = fmul contract double %653, %654
  %656 = fsub contract double %652, %655
  %657 = load double, ptr %10, align 8
  %658 = fmul contract double %656, %657
  store double %658, ptr %10, align 8
  %659 = load double, ptr %7, align 8
  %660 = load double, ptr %8, align 8
  %661 = load double, ptr %11, align 8
  %662 = fmul contract double %660, %661
  %663 = fsub contract double %659, %662
  %664 = load double, ptr %11, align 8
  %665 = fmul contract double %663, %664
  store double %665, ptr %11, align 8
  %666 = load double, ptr %7, align 8
  %667 = load double, ptr %8, align 8
  %668 = load double, ptr %12, align 8
  %669 = fmul contract double %667, %668
  %670 = fsub contract double %666, %669
  %671 = load double, ptr %12, align 8
  %672 = fmul contract double %670, %671
  store double %672, ptr %12, align 8
  %673 = load double, ptr %7, align 8
  %674 = load double, ptr %8, align 8
  %675 = load double, ptr %13, align 8
  %676 = fmul contract double %674, %675
  %677 = fsub contract double %673, %676
  %678 = load double, ptr %13, align 8
  %679 = fmul contract double %677, %678
  store double %679, ptr %13, align 8
  %680 = load double, ptr %7, align 8
  %681 = load double, ptr %8, align 8
  %682 = load double, ptr %10, align 8
  %683 = fmul contract double %681, %682
  %684 = fsub contract double %680, %683
  %685 = load double, ptr %10, align 8
  %686 = fmul contract double %684, %685
  store double %686, ptr %10, align 8
  %687 = load double, ptr %7, align 8
  %688 = load double, ptr %8, align 8
  %689 = load double, ptr %11, align 8
  %690 = fmul contract double %688, %689
  %691 = fsub contract double %687, %690
  %692 = load double, ptr %11, align 8
  %693 = fmul contract double %691, %692
  store double %693, ptr %11, align 8
  %694 = load double, ptr %7, align 8
  %695 = load double, ptr %8, align 8
  %696 = load double, ptr %12, align 8
  %697 = fmul contract double %695, %696
  %698 = fsub contract double %694, %697
  %699 = load double, ptr %12, align 8
  %700 = fmul contract double %698, %699
  store double %700, ptr %12, align 8
  %701 = load double, ptr %7, align 8
  %702 = load double, ptr %8, align 8
  %703 = load double, ptr %13, align 8
  %704 = fmul contract double %702, %703
  %705 = fsub contract double %701, %704
  %706 = load double, ptr %13, align 8
  %707 = fmul contract double %705, %706
  store double %707, ptr %13, align 8
  %708 = load double, ptr %7, align 8
  %709 = load double, ptr %8, align 8
  %710 = load double, ptr %10, align 8
  %711 = fmul contract double %709, %710
  %712 = fsub contract double %708, %711
  %713 = load double, ptr %10, align 8
  %714 = fmul contract double %712, %713
  store double %714, ptr %10, align 8
  %715 = load double, ptr %7, align 8
  %716 = load double, ptr %8, align 8
  %717 = load double, ptr %11, align 8
  %718 = fmul contract double %716, %717
  %719 = fsub contract double %715, %718
  %720 = load double, ptr %11, align 8
  %721 = fmul contract double %719, %720
  store double %721, ptr %11, align 8
  %722 = load double, ptr %7, align 8
  %723 = load double, ptr %8, align 8
  %724 = load double, ptr %12, align 8
  %725 = fmul contract double %723, %724
  %726 = fsub contract double %722, %725
  %727 = load double, ptr %12, align 8
  %728 = fmul contract double %726, %727
  store double %728, ptr %12, align 8
  %729 = load double, ptr %7, align 8
  %730 = load double, ptr %8, align 8
  %731 = load double, ptr %13, align 8
  %732 = fmul contract double %730, %731
  %733 = fsub contract double %729, %732
  %734 = load double, ptr %13, align 8
  %735 = fmul contract double %733, %734
  store double %735, ptr %13, align 8
  %736 = load double, ptr %7, align 8
  %737 = load double, ptr %8, align 8
  %738 = load double, ptr %10, align 8
  %739 = fmul contract double %737, %738
  %740 = fsub contract double %736, %739
  %741 = load double, ptr %10, align 8
  %742 = fmul contract double %740, %741
  store double %742, ptr %10, align 8
  %743 = load double, ptr %7, align 8
  %744 = load double, ptr %8, align 8
  %745 = load double, ptr %11, align 8
  %746 = fmul contract double %744, %745
  %747 = fsub contract double %743, %746
  %748 = load double, ptr %11, align 8
  %749 = fmul contract double %747, %748
  store double %749, ptr %11, align 8
  %750 = load double, ptr %7, align 8
  %751 = load double, ptr %8, align 8
  %752 = load double, ptr %12, align 8
  %753 = fmul contract double %751, %752
  %754 = fsub contract double %750, %753
  %755 = load double, ptr %12, align 8
  %756 = fmul contract double %754, %755
  store double %756, ptr %12, align 8
  %757 = load double, ptr %7, align 8
  %758 = load double, ptr %8, align 8
  %759 = load double, ptr %13, align 8
  %760 = fmul contract double %758, %759
  %761 = fsub contract double %757, %760
  %762 = load double, ptr %13, align 8
  %763 = fmul contract double %761, %762
  store double %763, ptr %13, align 8
  %764 = load double, ptr %7, align 8
  %765 = load double, ptr %8, align 8
  %766 = load double, ptr %10, align 8
  %767 = fmul contract double %765, %766
  %768 = fsub contract double %764, %767
  %769 = load double, ptr %10, align 8
  %770 = fmul contract double %768, %769
  store double %770, ptr %10, align 8
  %771 = load double, ptr %7, align 8
  %772 = load double, ptr %8, align 8
  %773 = load double, ptr %11, align 8
  %774 = fmul contract double %772, %773
  %775 = fsub contract double %771, %774
  %776 = load double, ptr %11, align 8
  %777 = fmul contract double %775, %776
  store double %777, ptr %11, align 8
  %778 = load double, ptr %7, align 8
  %779 = load double, ptr %8, align 8
  %780 = load double, ptr %12, align 8
  %781 = fmul contract double %779, %780
  %782 = fsub contract double %778, %781
  %783 = load double, ptr %12, align 8
  %784 = fmul contract double %782, %783
  store double %784, ptr %12, align 8
  %785 = load double, ptr %7, align 8
  %786 = load double, ptr %8, align 8
  %787 = load double, ptr %13, align 8
  %788 = fmul contract double %786, %787
  %789 = fsub contract double %785, %788
  %790 = load double, ptr %13, align 8
  %791 = fmul contract double %789, %790
  store double %791, ptr %13, align 8
  %792 = load double, ptr %7, align 8
  %793 = load double, ptr %8, align 8
  %794 = load double, ptr %10, align 8
  %795 = fmul contract double %793, %794
  %796 = fsub contract double %792, %795
  %797 = load double, ptr %10, align 8
  %798 = fmul contract double %796, %797
  store double %798, ptr %10, align 8
  %799 = load double, ptr %7, align 8
  %800 = load double, ptr %8, align 8
  %801 = load double, ptr %11, align 8
  %802 = fmul contract double %800, %801
  %803 = fsub contract double %799, %802
  %804 = load double, ptr %11, align 8
  %805 = fmul contract double %803, %804
  store double %805, ptr %11, align 8
  %806 = load double, ptr %7, align 8
  %807 = load double, ptr %8, align 8
  %808 = load double, ptr %12, align 8
  %809 = fmul contract double %807, %808
  %810 = fsub contract double %806, %809
  %811 = load double, ptr %12, align 8
  %812 = fmul contract double %810, %811
  store double %812, ptr %12, align 8
  %813 = load double, ptr %7, align 8
  %814 = load double, ptr %8, align 8
  %815 = load double, ptr %13, align 8
  %816 = fmul contract double %814, %815
  %817 = fsub contract double %813, %816
  %818 = load double, ptr %13, align 8
  %819 = fmul contract double %817, %818
  store double %819, ptr %13, align 8
  %820 = load double, ptr %7, align 8
  %821 = load double, ptr %8, align 8
  %822 = load double, ptr %10, align 8
  %823 = fmul contract double %821, %822
  %824 = fsub contract double %820, %823
  %825 = load double, ptr %10, align 8
  %826 = fmul contract double %824, %825
  store double %826, ptr %10, align 8
  %827 = load double, ptr %7, align 8
  %828 = load double, ptr %8, align 8
  %829 = load double, ptr %11, align 8
  %830 = fmul contract double %828, %829
  %831 = fsub contract double %827, %830
  %832 = load double, ptr %11, align 8
  %833 = fmul contract double %831, %832
  store double %833, ptr %11, align 8
  %834 = load double, ptr %7, align 8
  %835 = load double, ptr %8, align 8
  %836 = load double, ptr %12, align 8
  %837 = fmul contract double %835, %836
  %838 = fsub contract double %834, %837
  %839 = load double, ptr %12, align 8
  %840 = fmul contract double %838, %839
  store double %840, ptr %12, align 8
  %841 = load double, ptr %7, align 8
  %842 = load double, ptr %8, align 8
  %843 = load double, ptr %13, align 8
  %844 = fmul contract double %842, %843
  %845 = fsub contract double %841, %844
  %846 = load double, ptr %13, align 8
  %847 = fmul contract double %845, %846
  store double %847, ptr %13, align 8
  %848 = load double, ptr %7, align 8
  %849 = load double, ptr %8, align 8
  %850 = load double, ptr %10, align 8
  %851 = fmul contract double %849, %850
  %852 = fsub contract double %848, %851
  %853 = load double, ptr %10, align 8
  %854 = fmul contract double %852, %853
  store double %854, ptr %10, align 8
  %855 = load double, ptr %7, align 8
  %856 = load double, ptr %8, align 8
  %857 = load double, ptr %11, align 8
  %858 = fmul contract double %856, %857
  %859 = fsub contract double %855, %858
  %860 = load double, ptr %11, align 8
  %861 = fmul contract double %859, %860
  store double %861, ptr %11, align 8
  %862 = load double, ptr %7, align 8
  %863 = load double, ptr %8, align 8
  %864 = load double, ptr %12, align 8
  %865 = fmul contract double %863, %864
  %866 = fsub contract double %862, %865
  %867 = load double, ptr %12, align 8
  %868 = fmul contract double %866, %867
  store double %868, ptr %12, align 8
  %869 = load double, ptr %7, align 8
  %870 = load double, ptr %8, align 8
  %871 = load double, ptr %13, align 8
  %872 = fmul contract double %870, %871
  %873 = fsub contract double %869, %872
  %874 = load double, ptr %13, align 8
  %875 = fmul contract double %873, %874
  store double %875, ptr %13, align 8
  %876 = load double, ptr %7, align 8
  %877 = load double, ptr %8, align 8
  %878 = load double, ptr %10, align 8
  %879 = fmul contract double %877, %878
  %880 = fsub contract double %876, %879
  %881 = load double, ptr %10, align 8
  %882 = fmul contract double %880, %881
  store double %882, ptr %10, align 8
  %883 = load double, ptr %7, align 8
  %884 = load double, ptr %8, align 8
  %885 = load double, ptr %11, align 8
  %886 = fmul contract double %884, %885
  %887 = fsub contract double %883, %886
  %888 = load double, ptr %11, align 8
  %889 = fmul contract double %887, %888
  store double %889, ptr %11, align 8
  %890 = load double, ptr %7, align 8
  %891 = load double, ptr %8, align 8
  %892 = load double, ptr %12, align 8
  %893 = fmul contract double %891, %892
  %894 = fsub contract double %890, %893
  %895 = load double, ptr %12, align 8
  %896 = fmul contract double %894, %895
  store double %896, ptr %12, align 8
  %897 = load double, ptr %7, align 8
  %898 = load double, ptr %8, align 8
  %899 = load double, ptr %13, align 8
  %900 = fmul contract double %898, %899
  %901 = fsub contract double %897, %900
  %902 = load double, ptr %13, align 8
  %903 = fmul contract double %901, %902
  store double %903, ptr %13, align 8
  %904 = load double, ptr %7, align 8
  %905 = load double, ptr %8, align 8
  %906 = load double, ptr %10, align 8
  %907 = fmul contract double %905, %906
  %908 = fsub contract double %904, %907
  %909 = load double, ptr %10, align 8
  %910 = fmul contract double %908, %909
  store double %910, ptr %10, align 8
  %911 = load double, ptr %7, align 8
  %912 = load double, ptr %8, align 8
  %913 = load double, ptr %11, align 8
  %914 = fmul contract double %912, %913
  %915 = fsub contract double %911, %914
  %916 = load double, ptr %11, align 8
  %917 = fmul contract double %915, %916
  store double %917, ptr %11, align 8
  %918 = load double, ptr %7, align 8
  %919 = load double, ptr %8, align 8
  %920 = load double, ptr %12, align 8
  %921 = fmul contract double %919, %920
  %922 = fsub contract double %918, %921
  %923 = load double, ptr %12, align 8
  %924 = fmul contract double %922, %923
  store double %924, ptr %12, align 8
  %925 = load double, ptr %7, align 8
  %926 = load double, ptr %8, align 8
  %927 = load double, ptr %13, align 8
  %928 = fmul contract double %926, %927
  %929 = fsub contract double %925, %928
  %930 = load double, ptr %13, align 8
  %931 = fmul contract double %929, %930
  store double %931, ptr %13, align 8
  %932 = load double, ptr %7, align 8
  %933 = load double, ptr %8, align 8
  %934 = load double, ptr %10, align 8
  %935 = fmul contract double %933, %934
  %936 = fsub contract double %932, %935
  %937 = load double, ptr %10, align 8
  %938 = fmul contract double %936, %937
  store double %938, ptr %10, align 8
  %939 = load double, ptr %7, align 8
  %940 = load double, ptr %8, align 8
  %941 = load double, ptr %11, align 8
  %942 = fmul contract double %940, %941
  %943 = fsub contract double %939, %942
  %944 = load double, ptr %11, align 8
  %945 = fmul contract double %943, %944
  store double %945, ptr %11, align 8
  %946 = load double, ptr %7, align 8
  %947 = load double, ptr %8, align 8
  %948 = load double, ptr %12, align 8
  %949 = fmul contract double %947, %948
  %950 = fsub contract double %946, %949
  %951 = load double, ptr %12, align 8
  %952 = fmul contract double %950, %951
  store double %952, ptr %12, align 8
  %953 = load double, ptr %7, align 8
  %954 = load double, ptr %8, align 8
  %955 = load double, ptr %13, align 8
  %956 = fmul contract double %954, %955
  %957 = fsub contract double %953, %956
  %958 = load double, ptr %13, align 8
  %959 = fmul contract double %957, %958
  store double %959, ptr %13, align 8
  %960 = load double, ptr %7, align 8
  %961 = load double, ptr %8, align 8
  %962 = load double, ptr %10, align 8
  %963 = fmul contract double %961, %962
  %964 = fsub contract double %960, %963
  %965 = load double, ptr %10, align 8
  %966 = fmul contract double %964, %965
  store double %966, ptr %10, align 8
  %967 = load double, ptr %7, align 8
  %968 = load double, ptr %8, align 8
  %969 = load double, ptr %11, align 8
  %970 = fmul contract double %968, %969
  %971 = fsub contract double %967, %970
  %972 = load double, ptr %11, align 8
  %973 = fmul contract double %971, %972
  store double %973, ptr %11, align 8
  %974 = load double, ptr %7, align 8
  %975 = load double, ptr %8, align 8
  %976 = load double, ptr %12, align 8
  %977 = fmul contract double %975, %976
  %978 = fsub contract double %974, %977
  %979 = load double, ptr %12, align 8
  %980 = fmul contract double %978, %979
  store double %980, ptr %12, align 8
  %981 = load double, ptr %7, align 8
  %982 = load double, ptr %8, align 8
  %983 = load double, ptr %13, align 8
  %984 = fmul contract double %982, %983
  %985 = fsub contract double %981, %984
  %986 = load double, ptr %13, align 8
  %987 = fmul contract double %985, %986
  store double %987, ptr %13, align 8
  %988 = load double, ptr %7, align 8
  %989 = load double, ptr %8, align 8
  %990 = load double, ptr %10, align 8
  %991 = fmul contract double %989, %990
  %992 = fsub contract double %988, %991
  %993 = load double, ptr %10, align 8
  %994 = fmul contract double %992, %993
  store double %994, ptr %10, align 8
  %995 = load double, ptr %7, align 8
  %996 = load double, ptr %8, align 8
  %997 = load double, ptr %11, align 8
  %998 = fmul contract double %996, %997
  %999 = fsub contract double %995, %998
  %1000 = load double, ptr %11, align 8
  %1001 = fmul contract double %999, %1000
  store double %1001, ptr %11, align 8
  %1002 = load double, ptr %7, align 8
  %1003 = load double, ptr %8, align 8
  %1004 = load double, ptr %12, align 8
  %1005 = fmul contract double %1003, %1004
  %1006 = fsub contract double %1002, %1005
  %1007 = load double, ptr %12, align 8
  %1008 = fmul contract double %1006, %1007
  store double %1008, ptr %12, align 8
  %1009 = load double, ptr %7, align 8
  %1010 = load double, ptr %8, align 8
  %1011 = load double, ptr %13, align 8
  %1012 = fmul contract double %1010, %1011
  %1013 = fsub contract double %1009, %1012
  %1014 = load double, ptr %13, align 8
  %1015 = fmul contract double %1013, %1014
  store double %1015, ptr %13, align 8
  %1016 = load double, ptr %7, align 8
  %1017 = load double, ptr %8, align 8
  %1018 = load double, ptr %10, align 8
  %1019 = fmul contract double %1017, %1018
  %1020 = fsub contract double %1016, %1019
  %1021 = load double, ptr %10, align 8
  %1022 = fmul contract double %1020, %1021
  store double %1022, ptr %10, align 8
  %1023 = load double, ptr %7, align 8
  %1024 = load double, ptr %8, align 8
  %1025 = load double, ptr %11, align 8
  %1026 = fmul contract double %1024, %1025
  %1027 = fsub contract double %1023, %1026
  %1028 = load double, ptr %11, align 8
  %1029 = fmul contract double %1027, %1028
  store double %1029, ptr %11, align 8
  %1030 = load double, ptr %7, align 8
  %1031 = load double, ptr %8, align 8
  %1032 = load double, ptr %12, align 8
  %1033 = fmul contract double %1031, %1032
  %1034 = fsub contract double %1030, %1033
  %1035 = load double, ptr %12, align 8
  %1036 = fmul contract double %1034, %1035
  store double %1036, ptr %12, align 8
  %1037 = load double, ptr %7, align 8
  %1038 = load double, ptr %8, align 8
  %1039 = load double, ptr %13, align 8
  %1040 = fmul contract double %1038, %1039
  %1041 = fsub contract double %1037, %1040
  %1042 = load double, ptr %13, align 8
  %1043 = fmul contract double %1041, %1042
  store double %1043, ptr %13, align 8
  %1044 = load double, ptr %7, align 8
  %1045 = load double, ptr %8, align 8
  %1046 = load double, ptr %10, align 8
  %1047 = fmul contract double %1045, %1046
  %1048 = fsub contract double %1044, %1047
  %1049 = load double, ptr %10, align 8
  %1050 = fmul contract double %1048, %1049
  store double %1050, ptr %10, align 8
  %1051 = load double, ptr %7, align 8
  %1052 = load double, ptr %8, align 8
  %1053 = load double, ptr %11, align 8
  %1054 = fmul contract double %1052, %1053
  %1055 = fsub contract double %1051, %1054
  %1056 = load double, ptr %11, align 8
  %1057 = fmul contract double %1055, %1056
  store double %1057, ptr %11, align 8
  %1058 = load double, ptr %7, align 8
  %1059 = load double, ptr %8, align 8
  %1060 = load double, ptr %12, align 8
  %1061 = fmul contract double %1059, %1060
  %1062 = fsub contract double %1058, %1061
  %1063 = load double, ptr %12, align 8
  %1064 = fmul contract double %1062, %1063
  store double %1064, ptr %12, align 8
  %1065 = load double, ptr %7, align 8
  %1066 = load double, ptr %8, align 8
  %1067 = load double, ptr %13, align 8
  %1068 = fmul contract double %1066, %1067
  %1069 = fsub contract double %1065, %1068
  %1070 = load double, ptr %13, align 8
  %1071 = fmul contract double %1069, %1070
  store double %1071, ptr %13, align 8
  %1072 = load double, ptr %7, align 8
  %1073 = load double, ptr %8, align 8
  %1074 = load double, ptr %10, align 8
  %1075 = fmul contract double %1073, %1074
  %1076 = fsub contract double %1072, %1075
  %1077 = load double, ptr %10, align 8
  %1078 = fmul contract double %1076, %1077
  store double %1078, ptr %10, align 8
  %1079 = load double, ptr %7, align 8
  %1080 = load double, ptr %8, align 8
  %1081 = load double, ptr %11, align 8
  %1082 = fmul contract double %1080, %1081
  %1083 = fsub contract double %1079, %1082
  %1084 = load double, ptr %11, align 8
  %1085 = fmul contract double %1083, %1084
  store double %1085, ptr %11, align 8
  %1086 = load double, ptr %7, align 8
  %1087 = load double, ptr %8, align 8
  %1088 = load double, ptr %12, align 8
  %1089 = fmul contract double %1087, %1088
  %1090 = fsub contract double %1086, %1089
  %1091 = load double, ptr %12, align 8
  %1092 = fmul contract double %1090, %1091
  store double %1092, ptr %12, align 8
  %1093 = load double, ptr %7, align 8
  %1094 = load double, ptr %8, align 8
  %1095 = load double, ptr %13, align 8
  %1096 = fmul contract double %1094, %1095
  %1097 = fsub contract double %1093, %1096
  %1098 = load double, ptr %13, align 8
  %1099 = fmul contract double %1097, %1098
  store double %1099, ptr %13, align 8
  %1100 = load double, ptr %7, align 8
  %1101 = load double, ptr %8, align 8
  %1102 = load double, ptr %10, align 8
  %1103 = fmul contract double %1101, %1102
  %1104 = fsub contract double %1100, %1103
  %1105 = load double, ptr %10, align 8
  %1106 = fmul contract double %1104, %1105
  store double %1106, ptr %10, align 8
  %1107 = load double, ptr %7, align 8
  %1108 = load double, ptr %8, align 8
  %1109 = load double, ptr %11, align 8
  %1110 = fmul contract double %1108, %1109
  %1111 = fsub contract double %1107, %1110
  %1112 = load double, ptr %11, align 8
  %1113 = fmul contract double %1111, %1112
  store double %1113, ptr %11, align 8
  %1114 = load double, ptr %7, align 8
  %1115 = load double, ptr %8, align 8
  %1116 = load double, ptr %12, align 8
  %1117 = fmul contract double %1115, %1116
  %1118 = fsub contract double %1114, %1117
  %1119 = load double, ptr %12, align 8
  %1120 = fmul contract double %1118, %1119
  store double %1120, ptr %12, align 8
  %1121 = load double, ptr %7, align 8
  %1122 = load double, ptr %8, align 8
  %1123 = load double, ptr %13, align 8
  %1124 = fmul contract double %1122, %1123
  %1125 = fsub contract double %1121, %1124
  %1126 = load double, ptr %13, align 8
  %1127 = fmul contract double %1125, %1126
  store double %1127, ptr %13, align 8
  %1128 = load double, ptr %7, align 8
  %1129 = load double, ptr %8, align 8
  %1130 = load double, ptr %10, align 8
  %1131 = fmul contract double %1129, %1130
  %1132 = fsub contract double %1128, %1131
  %1133 = load double, ptr %10, align 8
  %1134 = fmul contract double %1132, %1133
  store double %1134, ptr %10, align 8
  %1135 = load double, ptr %7, align 8
  %1136 = load double, ptr %8, align 8
  %1137 = load double, ptr %11, align 8
  %1138 = fmul contract double %1136, %1137
  %1139 = fsub contract double %1135, %1138
  %1140 = load double, ptr %11, align 8
  %1141 = fmul contract double %1139, %1140
  store double %1141, ptr %11, align 8
  %1142 = load double, ptr %7, align 8
  %1143 = load double, ptr %8, align 8
  %1144 = load double, ptr %12, align 8
  %1145 = fmul contract double %1143, %1144
  %1146 = fsub contract double %1142, %1145
  %1147 = load double, ptr %12, align 8
  %1148 = fmul contract double %1146, %1147
  store double %1148, ptr %12, align 8
  %1149 = load double, ptr %7, align 8
  %1150 = load double, ptr %8, align 8
  %1151 = load double, ptr %13, align 8
  %1152 = fmul contract double %1150, %1151
  %1153 = fsub contract double %1149, %1152
  %1154 = load double, ptr %13, align 8
  %1155 = fmul contract double %1153, %1154
  store double %1155, ptr %13, align 8
  br label %1156

1156:                                             ; preds = %35
  %1157 = load i32, ptr %14, align 4
  %1158 = add nsw i32 %1157, 1
  store i32 %1158, ptr %14, align 4
  br label %31, !llvm.loop !8

1159:                                             ; preds = %31
  %1160 = load double, ptr %10, align 8
  %1161 = load double, ptr %11, align 8
  %1162 = fadd contract double %1160, %1161
  %1163 = load double, ptr %12, align 8
  %1164 = load double, ptr %13, align 8
  %1165 = fadd contract double %1163, %1164
  %1166 = fadd contract double %1162, %1165
  %1167 = load ptr, ptr %5, align 8
  %1168 = load i32, ptr %9, align 4
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr inbounds double, ptr %1167, i64 %1169
  store double %1166, ptr %1170, align 8
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

!0 = !{ptr @_Z8MulMAdd4IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z8MulMAdd4IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
