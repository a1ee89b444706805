; ModuleID = 'maxflops.MAdd2.cu'
source_filename = "maxflops.MAdd2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z5MAdd2IfEvPT_iS0_S0_ = comdat any

$_Z5MAdd2IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd2IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
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

25:                                               ; preds = %1230, %4
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %1233

29:                                               ; preds = %25
  %30 = load float, ptr %7, align 4
  %31 = load float, ptr %10, align 4
  %32 = load float, ptr %8, align 4
  %33 = fmul contract float %31, %32
  %34 = fsub contract float %30, %33
  store float %34, ptr %10, align 4
  %35 = load float, ptr %7, align 4
  %36 = load float, ptr %11, align 4
  %37 = load float, ptr %8, align 4
  %38 = fmul contract float %36, %37
  %39 = fsub contract float %35, %38
  store float %39, ptr %11, align 4
  %40 = load float, ptr %7, align 4
  %41 = load float, ptr %10, align 4
  %42 = load float, ptr %8, align 4
  %43 = fmul contract float %41, %42
  %44 = fsub contract float %40, %43
  store float %44, ptr %10, align 4
  %45 = load float, ptr %7, align 4
  %46 = load float, ptr %11, align 4
  %47 = load float, ptr %8, align 4
  %48 = fmul contract float %46, %47
  %49 = fsub contract float %45, %48
  store float %49, ptr %11, align 4
  %50 = load float, ptr %7, align 4
  %51 = load float, ptr %10, align 4
  %52 = load float, ptr %8, align 4
  %53 = fmul contract float %51, %52
  %54 = fsub contract float %50, %53
  store float %54, ptr %10, align 4
  %55 = load float, ptr %7, align 4
  %56 = load float, ptr %11, align 4
  %57 = load float, ptr %8, align 4
  %58 = fmul contract float %56, %57
  %59 = fsub contract float %55, %58
  store float %59, ptr %11, align 4
  %60 = load float, ptr %7, align 4
  %61 = load float, ptr %10, align 4
  %62 = load float, ptr %8, align 4
  %63 = fmul contract float %61, %62
  %64 = fsub contract float %60, %63
  store float %64, ptr %10, align 4
  %65 = load float, ptr %7, align 4
  %66 = load float, ptr %11, align 4
  %67 = load float, ptr %8, align 4
  %68 = fmul contract float %66, %67
  %69 = fsub contract float %65, %68
  store float %69, ptr %11, align 4
  %70 = load float, ptr %7, align 4
  %71 = load float, ptr %10, align 4
  %72 = load float, ptr %8, align 4
  %73 = fmul contract float %71, %72
  %74 = fsub contract float %70, %73
  store float %74, ptr %10, align 4
  %75 = load float, ptr %7, align 4
  %76 = load float, ptr %11, align 4
  %77 = load float, ptr %8, align 4
  %78 = fmul contract float %76, %77
  %79 = fsub contract float %75, %78
  store float %79, ptr %11, align 4
  %80 = load float, ptr %7, align 4
  %81 = load float, ptr %10, align 4
  %82 = load float, ptr %8, align 4
  %83 = fmul contract float %81, %82
  %84 = fsub contract float %80, %83
  store float %84, ptr %10, align 4
  %85 = load float, ptr %7, align 4
  %86 = load float, ptr %11, align 4
  %87 = load float, ptr %8, align 4
  %88 = fmul contract float %86, %87
  %89 = fsub contract float %85, %88
  store float %89, ptr %11, align 4
  %90 = load float, ptr %7, align 4
  %91 = load float, ptr %10, align 4
  %92 = load float, ptr %8, align 4
  %93 = fmul contract float %91, %92
  %94 = fsub contract float %90, %93
  store float %94, ptr %10, align 4
  %95 = load float, ptr %7, align 4
  %96 = load float, ptr %11, align 4
  %97 = load float, ptr %8, align 4
  %98 = fmul contract float %96, %97
  %99 = fsub contract float %95, %98
  store float %99, ptr %11, align 4
  %100 = load float, ptr %7, align 4
  %101 = load float, ptr %10, align 4
  %102 = load float, ptr %8, align 4
  %103 = fmul contract float %101, %102
  %104 = fsub contract float %100, %103
  store float %104, ptr %10, align 4
  %105 = load float, ptr %7, align 4
  %106 = load float, ptr %11, align 4
  %107 = load float, ptr %8, align 4
  %108 = fmul contract float %106, %107
  %109 = fsub contract float %105, %108
  store float %109, ptr %11, align 4
  %110 = load float, ptr %7, align 4
  %111 = load float, ptr %10, align 4
  %112 = load float, ptr %8, align 4
  %113 = fmul contract float %111, %112
  %114 = fsub contract float %110, %113
  store float %114, ptr %10, align 4
  %115 = load float, ptr %7, align 4
  %116 = load float, ptr %11, align 4
  %117 = load float, ptr %8, align 4
  %118 = fmul contract float %116, %117
  %119 = fsub contract float %115, %118
  store float %119, ptr %11, align 4
  %120 = load float, ptr %7, align 4
  %121 = load float, ptr %10, align 4
  %122 = load float, ptr %8, align 4
  %123 = fmul contract float %121, %122
  %124 = fsub contract float %120, %123
  store float %124, ptr %10, align 4
  %125 = load float, ptr %7, align 4
  %126 = load float, ptr %11, align 4
  %127 = load float, ptr %8, align 4
  %128 = fmul contract float %126, %127
  %129 = fsub contract float %125, %128
  store float %129, ptr %11, align 4
  %130 = load float, ptr %7, align 4
  %131 = load float, ptr %10, align 4
  %132 = load float, ptr %8, align 4
  %133 = fmul contract float %131, %132
  %134 = fsub contract float %130, %133
  store float %134, ptr %10, align 4
  %135 = load float, ptr %7, align 4
  %136 = load float, ptr %11, align 4
  %137 = load float, ptr %8, align 4
  %138 = fmul contract float %136, %137
  %139 = fsub contract float %135, %138
  store float %139, ptr %11, align 4
  %140 = load float, ptr %7, align 4
  %141 = load float, ptr %10, align 4
  %142 = load float, ptr %8, align 4
  %143 = fmul contract float %141, %142
  %144 = fsub contract float %140, %143
  store float %144, ptr %10, align 4
  %145 = load float, ptr %7, align 4
  %146 = load float, ptr %11, align 4
  %147 = load float, ptr %8, align 4
  %148 = fmul contract float %146, %147
  %149 = fsub contract float %145, %148
  store float %149, ptr %11, align 4
  %150 = load float, ptr %7, align 4
  %151 = load float, ptr %10, align 4
  %152 = load float, ptr %8, align 4
  %153 = fmul contract float %151, %152
  %154 = fsub contract float %150, %153
  store float %154, ptr %10, align 4
  %155 = load float, ptr %7, align 4
  %156 = load float, ptr %11, align 4
  %157 = load float, ptr %8, align 4
  %158 = fmul contract float %156, %157
  %159 = fsub contract float %155, %158
  store float %159, ptr %11, align 4
  %160 = load float, ptr %7, align 4
  %161 = load float, ptr %10, align 4
  %162 = load float, ptr %8, align 4
  %163 = fmul contract float %161, %162
  %164 = fsub contract float %160, %163
  store float %164, ptr %10, align 4
  %165 = load float, ptr %7, align 4
  %166 = load float, ptr %11, align 4
  %167 = load float, ptr %8, align 4
  %168 = fmul contract float %166, %167
  %169 = fsub contract float %165, %168
  store float %169, ptr %11, align 4
  %170 = load float, ptr %7, align 4
  %171 = load float, ptr %10, align 4
  %172 = load float, ptr %8, align 4
  %173 = fmul contract float %171, %172
  %174 = fsub contract float %170, %173
  store float %174, ptr %10, align 4
  %175 = load float, ptr %7, align 4
  %176 = load float, ptr %11, align 4
  %177 = load float, ptr %8, align 4
  %178 = fmul contract float %176, %177
  %179 = fsub contract float %175, %178
  store float %179, ptr %11, align 4
  %180 = load float, ptr %7, align 4
  %181 = load float, ptr %10, align 4
  %182 = load float, ptr %8, align 4
  %183 = fmul contract float %181, %182
  %184 = fsub contract float %180, %183
  store float %184, ptr %10, align 4
  %185 = load float, ptr %7, align 4
  %186 = load float, ptr %11, align 4
  %187 = load float, ptr %8, align 4
  %188 = fmul contract float %186, %187
  %189 = fsub contract float %185, %188
  store float %189, ptr %11, align 4
  %190 = load float, ptr %7, align 4
  %191 = load float, ptr %10, align 4
  %192 = load float, ptr %8, align 4
  %193 = fmul contract float %191, %192
  %194 = fsub contract float %190, %193
  store float %194, ptr %10, align 4
  %195 = load float, ptr %7, align 4
  %196 = load float, ptr %11, align 4
  %197 = load float, ptr %8, align 4
  %198 = fmul contract float %196, %197
  %199 = fsub contract float %195, %198
  store float %199, ptr %11, align 4
  %200 = load float, ptr %7, align 4
  %201 = load float, ptr %10, align 4
  %202 = load float, ptr %8, align 4
  %203 = fmul contract float %201, %202
  %204 = fsub contract float %200, %203
  store float %204, ptr %10, align 4
  %205 = load float, ptr %7, align 4
  %206 = load float, ptr %11, align 4
  %207 = load float, ptr %8, align 4
  %208 = fmul contract float %206, %207
  %209 = fsub contract float %205, %208
  store float %209, ptr %11, align 4
  %210 = load float, ptr %7, align 4
  %211 = load float, ptr %10, align 4
  %212 = load float, ptr %8, align 4
  %213 = fmul contract float %211, %212
  %214 = fsub contract float %210, %213
  store float %214, ptr %10, align 4
  %215 = load float, ptr %7, align 4
  %216 = load float, ptr %11, align 4
  %217 = load float, ptr %8, align 4
  %218 = fmul contract float %216, %217
  %219 = fsub contract float %215, %218
  store float %219, ptr %11, align 4
  %220 = load float, ptr %7, align 4
  %221 = load float, ptr %10, align 4
  %222 = load float, ptr %8, align 4
  %223 = fmul contract float %221, %222
  %224 = fsub contract float %220, %223
  store float %224, ptr %10, align 4
  %225 = load float, ptr %7, align 4
  %226 = load float, ptr %11, align 4
  %227 = load float, ptr %8, align 4
  %228 = fmul contract float %226, %227
  %229 = fsub contract float %225, %228
  store float %229, ptr %11, align 4
  %230 = load float, ptr %7, align 4
  %231 = load float, ptr %10, align 4
  %232 = load float, ptr %8, align 4
  %233 = fmul contract float %231, %232
  %234 = fsub contract float %230, %233
  store float %234, ptr %10, align 4
  %235 = load float, ptr %7, align 4
  %236 = load float, ptr %11, align 4
  %237 = load float, ptr %8, align 4
  %238 = fmul contract float %236, %237
  %239 = fsub contract float %235, %238
  store float %239, ptr %11, align 4
  %240 = load float, ptr %7, align 4
  %241 = load float, ptr %10, align 4
  %242 = load float, ptr %8, align 4
  %243 = fmul contract float %241, %242
  %244 = fsub contract float %240, %243
  store float %244, ptr %10, align 4
  %245 = load float, ptr %7, align 4
  %246 = load float, ptr %11, align 4
  %247 = load float, ptr %8, align 4
  %248 = fmul contract float %246, %247
  %249 = fsub contract float %245, %248
  store float %249, ptr %11, align 4
  %250 = load float, ptr %7, align 4
  %251 = load float, ptr %10, align 4
  %252 = load float, ptr %8, align 4
  %253 = fmul contract float %251, %252
  %254 = fsub contract float %250, %253
  store float %254, ptr %10, align 4
  %255 = load float, ptr %7, align 4
  %256 = load float, ptr %11, align 4
  %257 = load float, ptr %8, align 4
  %258 = fmul contract float %256, %257
  %259 = fsub contract float %255, %258
  store float %259, ptr %11, align 4
  %260 = load float, ptr %7, align 4
  %261 = load float, ptr %10, align 4
  %262 = load float, ptr %8, align 4
  %263 = fmul contract float %261, %262
  %264 = fsub contract float %260, %263
  store float %264, ptr %10, align 4
  %265 = load float, ptr %7, align 4
  %266 = load float, ptr %11, align 4
  %267 = load float, ptr %8, align 4
  %268 = fmul contract float %266, %267
  %269 = fsub contract float %265, %268
  store float %269, ptr %11, align 4
  %270 = load float, ptr %7, align 4
  %271 = load float, ptr %10, align 4
  %272 = load float, ptr %8, align 4
  %273 = fmul contract float %271, %272
  %274 = fsub contract float %270, %273
  store float %274, ptr %10, align 4
  %275 = load float, ptr %7, align 4
  %276 = load float, ptr %11, align 4
  %277 = load float, ptr %8, align 4
  %278 = fmul contract float %276, %277
  %279 = fsub contract float %275, %278
  store float %279, ptr %11, align 4
  %280 = load float, ptr %7, align 4
  %281 = load float, ptr %10, align 4
  %282 = load float, ptr %8, align 4
  %283 = fmul contract float %281, %282
  %284 = fsub contract float %280, %283
  store float %284, ptr %10, align 4
  %285 = load float, ptr %7, align 4
  %286 = load float, ptr %11, align 4
  %287 = load float, ptr %8, align 4
  %288 = fmul contract float %286, %287
  %289 = fsub contract float %285, %288
  store float %289, ptr %11, align 4
  %290 = load float, ptr %7, align 4
  %291 = load float, ptr %10, align 4
  %292 = load float, ptr %8, align 4
  %293 = fmul contract float %291, %292
  %294 = fsub contract float %290, %293
  store float %294, ptr %10, align 4
  %295 = load float, ptr %7, align 4
  %296 = load float, ptr %11, align 4
  %297 = load float, ptr %8, align 4
  %298 = fmul contract float %296, %297
  %299 = fsub contract float %295, %298
  store float %299, ptr %11, align 4
  %300 = load float, ptr %7, align 4
  %301 = load float, ptr %10, align 4
  %302 = load float, ptr %8, align 4
  %303 = fmul contract float %301, %302
  %304 = fsub contract float %300, %303
  store float %304, ptr %10, align 4
  %305 = load float, ptr %7, align 4
  %306 = load float, ptr %11, align 4
  %307 = load float, ptr %8, align 4
  %308 = fmul contract float %306, %307
  %309 = fsub contract float %305, %308
  store float %309, ptr %11, align 4
  %310 = load float, ptr %7, align 4
  %311 = load float, ptr %10, align 4
  %312 = load float, ptr %8, align 4
  %313 = fmul contract float %311, %312
  %314 = fsub contract float %310, %313
  store float %314, ptr %10, align 4
  %315 = load float, ptr %7, align 4
  %316 = load float, ptr %11, align 4
  %317 = load float, ptr %8, align 4
  %318 = fmul contract float %316, %317
  %319 = fsub contract float %315, %318
  store float %319, ptr %11, align 4
  %320 = load float, ptr %7, align 4
  %321 = load float, ptr %10, align 4
  %322 = load float, ptr %8, align 4
  %323 = fmul contract float %321, %322
  %324 = fsub contract float %320, %323
  store float %324, ptr %10, align 4
  %325 = load float, ptr %7, align 4
  %326 = load float, ptr %11, align 4
  %327 = load float, ptr %8, align 4
  %328 = fmul contract float %326, %327
  %329 = fsub contract float %325, %328
  store float %329, ptr %11, align 4
  %330 = load float, ptr %7, align 4
  %331 = load float, ptr %10, align 4
  %332 = load float, ptr %8, align 4
  %333 = fmul contract float %331, %332
  %334 = fsub contract float %330, %333
  store float %334, ptr %10, align 4
  %335 = load float, ptr %7, align 4
  %336 = load float, ptr %11, align 4
  %337 = load float, ptr %8, align 4
  %338 = fmul contract float %336, %337
  %339 = fsub contract float %335, %338
  store float %339, ptr %11, align 4
  %340 = load float, ptr %7, align 4
  %341 = load float, ptr %10, align 4
  %342 = load float, ptr %8, align 4
  %343 = fmul contract float %341, %342
  %344 = fsub contract float %340, %343
  store float %344, ptr %10, align 4
  %345 = load float, ptr %7, align 4
  %346 = load float, ptr %11, align 4
  %347 = load float, ptr %8, align 4
  %348 = fmul contract float %346, %347
  %349 = fsub contract float %345, %348
  store float %349, ptr %11, align 4
  %350 = load float, ptr %7, align 4
  %351 = load float, ptr %10, align 4
  %352 = load float, ptr %8, align 4
  %353 = fmul contract float %351, %352
  %354 = fsub contract float %350, %353
  store float %354, ptr %10, align 4
  %355 = load float, ptr %7, align 4
  %356 = load float, ptr %11, align 4
  %357 = load float, ptr %8, align 4
  %358 = fmul contract float %356, %357
  %359 = fsub contract float %355, %358
  store float %359, ptr %11, align 4
  %360 = load float, ptr %7, align 4
  %361 = load float, ptr %10, align 4
  %362 = load float, ptr %8, align 4
  %363 = fmul contract float %361, %362
  %364 = fsub contract float %360, %363
  store float %364, ptr %10, align 4
  %365 = load float, ptr %7, align 4
  %366 = load float, ptr %11, align 4
  %367 = load float, ptr %8, align 4
  %368 = fmul contract float %366, %367
  %369 = fsub contract float %365, %368
  store float %369, ptr %11, align 4
  %370 = load float, ptr %7, align 4
  %371 = load float, ptr %10, align 4
  %372 = load float, ptr %8, align 4
  %373 = fmul contract float %371, %372
  %374 = fsub contract float %370, %373
  store float %374, ptr %10, align 4
  %375 = load float, ptr %7, align 4
  %376 = load float, ptr %11, align 4
  %377 = load float, ptr %8, align 4
  %378 = fmul contract float %376, %377
  %379 = fsub contract float %375, %378
  store float %379, ptr %11, align 4
  %380 = load float, ptr %7, align 4
  %381 = load float, ptr %10, align 4
  %382 = load float, ptr %8, align 4
  %383 = fmul contract float %381, %382
  %384 = fsub contract float %380, %383
  store float %384, ptr %10, align 4
  %385 = load float, ptr %7, align 4
  %386 = load float, ptr %11, align 4
  %387 = load float, ptr %8, align 4
  %388 = fmul contract float %386, %387
  %389 = fsub contract float %385, %388
  store float %389, ptr %11, align 4
  %390 = load float, ptr %7, align 4
  %391 = load float, ptr %10, align 4
  %392 = load float, ptr %8, align 4
  %393 = fmul contract float %391, %392
  %394 = fsub contract float %390, %393
  store float %394, ptr %10, align 4
  %395 = load float, ptr %7, align 4
  %396 = load float, ptr %11, align 4
  %397 = load float, ptr %8, align 4
  %398 = fmul contract float %396, %397
  %399 = fsub contract float %395, %398
  store float %399, ptr %11, align 4
  %400 = load float, ptr %7, align 4
  %401 = load float, ptr %10, align 4
  %402 = load float, ptr %8, align 4
  %403 = fmul contract float %401, %402
  %404 = fsub contract float %400, %403
  store float %404, ptr %10, align 4
  %405 = load float, ptr %7, align 4
  %406 = load float, ptr %11, align 4
  %407 = load float, ptr %8, align 4
  %408 = fmul contract float %406, %407
  %409 = fsub contract float %405, %408
  store float %409, ptr %11, align 4
  %410 = load float, ptr %7, align 4
  %411 = load float, ptr %10, align 4
  %412 = load float, ptr %8, align 4
  %413 = fmul contract float %411, %412
  %414 = fsub contract float %410, %413
  store float %414, ptr %10, align 4
  %415 = load float, ptr %7, align 4
  %416 = load float, ptr %11, align 4
  %417 = load float, ptr %8, align 4
  %418 = fmul contract float %416, %417
  %419 = fsub contract float %415, %418
  store float %419, ptr %11, align 4
  %420 = load float, ptr %7, align 4
  %421 = load float, ptr %10, align 4
  %422 = load float, ptr %8, align 4
  %423 = fmul contract float %421, %422
  %424 = fsub contract float %420, %423
  store float %424, ptr %10, align 4
  %425 = load float, ptr %7, align 4
  %426 = load float, ptr %11, align 4
  %427 = load float, ptr %8, align 4
  %428 = fmul contract float %426, %427
  %429 = fsub contract float %425, %428
  store float %429, ptr %11, align 4
  %430 = load float, ptr %7, align 4
  %431 = load float, ptr %10, align 4
  %432 = load float, ptr %8, align 4
  %433 = fmul contract float %431, %432
  %434 = fsub contract float %430, %433
  store float %434, ptr %10, align 4
  %435 = load float, ptr %7, align 4
  %436 = load float, ptr %11, align 4
  %437 = load float, ptr %8, align 4
  %438 = fmul contract float %436, %437
  %439 = fsub contract float %435, %438
  store float %439, ptr %11, align 4
  %440 = load float, ptr %7, align 4
  %441 = load float, ptr %10, align 4
  %442 = load float, ptr %8, align 4
  %443 = fmul contract float %441, %442
  %444 = fsub contract float %440, %443
  store float %444, ptr %10, align 4
  %445 = load float, ptr %7, align 4
  %446 = load float, ptr %11, align 4
  %447 = load float, ptr %8, align 4
  %448 = fmul contract float %446, %447
  %449 = fsub contract float %445, %448
  store float %449, ptr %11, align 4
  %450 = load float, ptr %7, align 4
  %451 = load float, ptr %10, align 4
  %452 = load float, ptr %8, align 4
  %453 = fmul contract float %451, %452
  %454 = fsub contract float %450, %453
  store float %454, ptr %10, align 4
  %455 = load float, ptr %7, align 4
  %456 = load float, ptr %11, align 4
  %457 = load float, ptr %8, align 4
  %458 = fmul contract float %456, %457
  %459 = fsub contract float %455, %458
  store float %459, ptr %11, align 4
  %460 = load float, ptr %7, align 4
  %461 = load float, ptr %10, align 4
  %462 = load float, ptr %8, align 4
  %463 = fmul contract float %461, %462
  %464 = fsub contract float %460, %463
  store float %464, ptr %10, align 4
  %465 = load float, ptr %7, align 4
  %466 = load float, ptr %11, align 4
  %467 = load float, ptr %8, align 4
  %468 = fmul contract float %466, %467
  %469 = fsub contract float %465, %468
  store float %469, ptr %11, align 4
  %470 = load float, ptr %7, align 4
  %471 = load float, ptr %10, align 4
  %472 = load float, ptr %8, align 4
  %473 = fmul contract float %471, %472
  %474 = fsub contract float %470, %473
  store float %474, ptr %10, align 4
  %475 = load float, ptr %7, align 4
  %476 = load float, ptr %11, align 4
  %477 = load float, ptr %8, align 4
  %478 = fmul contract float %476, %477
  %479 = fsub contract float %475, %478
  store float %479, ptr %11, align 4
  %480 = load float, ptr %7, align 4
  %481 = load float, ptr %10, align 4
  %482 = load float, ptr %8, align 4
  %483 = fmul contract float %481, %482
  %484 = fsub contract float %480, %483
  store float %484, ptr %10, align 4
  %485 = load float, ptr %7, align 4
  %486 = load float, ptr %11, align 4
  %487 = load float, ptr %8, align 4
  %488 = fmul contract float %486, %487
  %489 = fsub contract float %485, %488
  store float %489, ptr %11, align 4
  %490 = load float, ptr %7, align 4
  %491 = load float, ptr %10, align 4
  %492 = load float, ptr %8, align 4
  %493 = fmul contract float %491, %492
  %494 = fsub contract float %490, %493
  store float %494, ptr %10, align 4
  %495 = load float, ptr %7, align 4
  %496 = load float, ptr %11, align 4
  %497 = load float, ptr %8, align 4
  %498 = fmul contract float %496, %497
  %499 = fsub contract float %495, %498
  store float %499, ptr %11, align 4
  %500 = load float, ptr %7, align 4
  %501 = load float, ptr %10, align 4
  %502 = load float, ptr %8, align 4
  %503 = fmul contract float %501, %502
  %504 = fsub contract float %500, %503
  store float %504, ptr %10, align 4
  %505 = load float, ptr %7, align 4
  %506 = load float, ptr %11, align 4
  %507 = load float, ptr %8, align 4
  %508 = fmul contract float %506, %507
  %509 = fsub contract float %505, %508
  store float %509, ptr %11, align 4
  %510 = load float, ptr %7, align 4
  %511 = load float, ptr %10, align 4
  %512 = load float, ptr %8, align 4
  %513 = fmul contract float %511, %512
  %514 = fsub contract float %510, %513
  store float %514, ptr %10, align 4
  %515 = load float, ptr %7, align 4
  %516 = load float, ptr %11, align 4
  %517 = load float, ptr %8, align 4
  %518 = fmul contract float %516, %517
  %519 = fsub contract float %515, %518
  store float %519, ptr %11, align 4
  %520 = load float, ptr %7, align 4
  %521 = load float, ptr %10, align 4
  %522 = load float, ptr %8, align 4
  %523 = fmul contract float %521, %522
  %524 = fsub contract float %520, %523
  store float %524, ptr %10, align 4
  %525 = load float, ptr %7, align 4
  %526 = load float, ptr %11, align 4
  %527 = load float, ptr %8, align 4
  %528 = fmul contract float %526, %527
  %529 = fsub contract float %525, %528
  store float %529, ptr %11, align 4
  %530 = load float, ptr %7, align 4
  %531 = load float, ptr %10, align 4
  %532 = load float, ptr %8, align 4
  %533 = fmul contract float %531, %532
  %534 = fsub contract float %530, %533
  store float %534, ptr %10, align 4
  %535 = load float, ptr %7, align 4
  %536 = load float, ptr %11, align 4
  %537 = load float, ptr %8, align 4
  %538 = fmul contract float %536, %537
  %539 = fsub contract float %535, %538
  store float %539, ptr %11, align 4
  %540 = load float, ptr %7, align 4
  %541 = load float, ptr %10, align 4
  %542 = load float, ptr %8, align 4
  %543 = fmul contract float %541, %542
  %544 = fsub contract float %540, %543
  store float %544, ptr %10, align 4
  %545 = load float, ptr %7, align 4
  %546 = load float, ptr %11, align 4
  %547 = load float, ptr %8, align 4
  %548 = fmul contract float %546, %547
  %549 = fsub contract float %545, %548
  store float %549, ptr %11, align 4
  %550 = load float, ptr %7, align 4
  %551 = load float, ptr %10, align 4
  %552 = load float, ptr %8, align 4
  %553 = fmul contract float %551, %552
  %554 = fsub contract float %550, %553
  store float %554, ptr %10, align 4
  %555 = load float, ptr %7, align 4
  %556 = load float, ptr %11, align 4
  %557 = load float, ptr %8, align 4
  %558 = fmul contract float %556, %557
  %559 = fsub contract float %555, %558
  store float %559, ptr %11, align 4
  %560 = load float, ptr %7, align 4
  %561 = load float, ptr %10, align 4
  %562 = load float, ptr %8, align 4
  %563 = fmul contract float %561, %562
  %564 = fsub contract float %560, %563
  store float %564, ptr %10, align 4
  %565 = load float, ptr %7, align 4
  %566 = load float, ptr %11, align 4
  %567 = load float, ptr %8, align 4
  %568 = fmul contract float %566, %567
  %569 = fsub contract float %565, %568
  store float %569, ptr %11, align 4
  %570 = load float, ptr %7, align 4
  %571 = load float, ptr %10, align 4
  %572 = load float, ptr %8, align 4
  %573 = fmul contract float %571, %572
  %574 = fsub contract float %570, %573
  store float %574, ptr %10, align 4
  %575 = load float, ptr %7, align 4
  %576 = load float, ptr %11, align 4
  %577 = load float, ptr %8, align 4
  %578 = fmul contract float %576, %577
  %579 = fsub contract float %575, %578
  store float %579, ptr %11, align 4
  %580 = load float, ptr %7, align 4
  %581 = load float, ptr %10, align 4
  %582 = load float, ptr %8, align 4
  %583 = fmul contract float %581, %582
  %584 = fsub contract float %580, %583
  store float %584, ptr %10, align 4
  %585 = load float, ptr %7, align 4
  %586 = load float, ptr %11, align 4
  %587 = load float, ptr %8, align 4
  %588 = fmul contract float %586, %587
  %589 = fsub contract float %585, %588
  store float %589, ptr %11, align 4
  %590 = load float, ptr %7, align 4
  %591 = load float, ptr %10, align 4
  %592 = load float, ptr %8, align 4
  %593 = fmul contract float %591, %592
  %594 = fsub contract float %590, %593
  store float %594, ptr %10, align 4
  %595 = load float, ptr %7, align 4
  %596 = load float, ptr %11, align 4
  %597 = load float, ptr %8, align 4
  %598 = fmul contract float %596, %597
  %599 = fsub contract float %595, %598
  store float %599, ptr %11, align 4
  %600 = load float, ptr %7, align 4
  %601 = load float, ptr %10, align 4
  %602 = load float, ptr %8, align 4
  %603 = fmul contract float %601, %602
  %604 = fsub contract float %600, %603
  store float %604, ptr %10, align 4
  %605 = load float, ptr %7, align 4
  %606 = load float, ptr %11, align 4
  %607 = load float, ptr %8, align 4
  %608 = fmul contract float %606, %607
  %609 = fsub contract float %605, %608
  store float %609, ptr %11, align 4
  %610 = load float, ptr %7, align 4
  %611 = load float, ptr %10, align 4
  %612 = load float, ptr %8, align 4
  %613 = fmul contract float %611, %612
  %614 = fsub contract float %610, %613
  store float %614, ptr %10, align 4
  %615 = load float, ptr %7, align 4
  %616 = load float, ptr %11, align 4
  %617 = load float, ptr %8, align 4
  %618 = fmul contract float %616, %617
  %619 = fsub contract float %615, %618
  store float %619, ptr %11, align 4
  %620 = load float, ptr %7, align 4
  %621 = load float, ptr %10, align 4
  %622 = load float, ptr %8, align 4
  %623 = fmul contract float %621, %622
  %624 = fsub contract float %620, %623
  store float %624, ptr %10, align 4
  %625 = load float, ptr %7, align 4
  %626 = load float, ptr %11, align 4
  %627 = load float, ptr %8, align 4
  %628 = fmul contract float %626, %627
  %629 = fsub contract float %625, %628
  store float %629, ptr %11, align 4
  %630 = load float, ptr %7, align 4
  %631 = load float, ptr %10, align 4
  %632 = load float, ptr %8, align 4
  %633 = fmul contract float %631, %632
  %634 = fsub contract float %630, %633
  store float %634, ptr %10, align 4
  %635 = load float, ptr %7, align 4
  %636 = load float, ptr %11, align 4
  %637 = load float, ptr %8, align 4
  %638 = fmul contract float %636, %637
  %639 = fsub contract float %635, %638
  store float %639, ptr %11, align 4
  %640 = load float, ptr %7, align 4
  %641 = load float, ptr %10, align 4
  %642 = load float, ptr %8, align 4
  %643 = fmul contract float %641, %642
  %644 = fsub contract float %640, %643
  store float %644, ptr %10, align 4
  %645 = load float, ptr %7, align 4
  %646 = load float, ptr %11, align 4
  %647 = load float, ptr %8, align 4
  %648 = fmul contract float %646, %647
  %649 = fsub contract float %645, %648
  store float %649, ptr %11, align 4
  %650 = load float, ptr %7, align 4
  %651 = load float, ptr %10, align 4
  %652 = load float, ptr %8, align 4
  %653 = fmul contract float %651, %652
  %654 = fsub contract float %650, %653
  store float %654, ptr %10, align 4
  %655 = load float, ptr %7, align 4
  %656 = load float, ptr %11, align 4
  %657 = load float, ptr %8, align 4
  %658 = fmul contract float %656, %657
  %659 = fsub contract float %655, %658
  store float %659, ptr %11, align 4
  %660 = load float, ptr %7, align 4
  %661 = load float, ptr %10, align 4
  %662 = load float, ptr %8, align 4
  %663 = fmul contract float %661, %662
  %664 = fsub contract float %660, %663
  store float %664, ptr %10, align 4
  %665 = load float, ptr %7, align 4
  %666 = load float, ptr %11, align 4
  %667 = load float, ptr %8, align 4
  %668 = fmul contract float %666, %667
  %669 = fsub contract float %665, %668
  store float %669, ptr %11, align 4
  %670 = load float, ptr %7, align 4
  %671 = load float, ptr %10, align 4
  %672 = load float, ptr %8, align 4
  %673 = fmul contract float %671, %672
  %674 = fsub contract float %670, %673
  store float %674, ptr %10, align 4
  %675 = load float, ptr %7, align 4
  %676 = load float, ptr %11, align 4
  %677 = load float, ptr %8, align 4
  %678 = fmul contract float %676, %677
  %679 = fsub contract float %675, %678
  store float %679, ptr %11, align 4
  %680 = load float, ptr %7, align 4
  %681 = load float, ptr %10, align 4
  %682 = load float, ptr %8, align 4
  %683 = fmul contract float %681, %682
  %684 = fsub contract float %680, %683
  store float %684, ptr %10, align 4
  %685 = load float, ptr %7, align 4
  %686 = load float, ptr %11, align 4
  %687 = load float, ptr %8, align 4
  %688 = fmul contract float %686, %687
  %689 = fsub contract float %685, %688
  store float %689, ptr %11, align 4
  %690 = load float, ptr %7, align 4
  %691 = load float, ptr %10, align 4
  %692 = load float, ptr %8, align 4
  %693 = fmul contract float %691, %692
  %694 = fsub contract float %690, %693
  store float %694, ptr %10, align 4
  %695 = load float, ptr %7, align 4
  %696 = load float, ptr %11, align 4
  %697 = load float, ptr %8, align 4
  %698 = fmul contract float %696, %697
  %699 = fsub contract float %695, %698
  store float %699, ptr %11, align 4
  %700 = load float, ptr %7, align 4
  %701 = load float, ptr %10, align 4
  %702 = load float, ptr %8, align 4
  %703 = fmul contract float %701, %702
  %704 = fsub contract float %700, %703
  store float %704, ptr %10, align 4
  %705 = load float, ptr %7, align 4
  %706 = load float, ptr %11, align 4
  %707 = load float, ptr %8, align 4
  %708 = fmul contract float %706, %707
  %709 = fsub contract float %705, %708
  store float %709, ptr %11, align 4
  %710 = load float, ptr %7, align 4
  %711 = load float, ptr %10, align 4
  %712 = load float, ptr %8, align 4
  %713 = fmul contract float %711, %712
  %714 = fsub contract float %710, %713
  store float %714, ptr %10, align 4
  %715 = load float, ptr %7, align 4
  %716 = load float, ptr %11, align 4
  %717 = load float, ptr %8, align 4
  %718 = fmul contract float %716, %717
  %719 = fsub contract float %715, %718
  store float %719, ptr %11, align 4
  %720 = load float, ptr %7, align 4
  %721 = load float, ptr %10, align 4
  %722 = load float, ptr %8, align 4
  %723 = fmul contract float %721, %722
  %724 = fsub contract float %720, %723
  store float %724, ptr %10, align 4
  %725 = load float, ptr %7, align 4
  %726 = load float, ptr %11, align 4
  %727 = load float, ptr %8, align 4
  %728 = fmul contract float %726, %727
  %729 = fsub contract float %725, %728
  store float %729, ptr %11, align 4
  %730 = load float, ptr %7, align 4
  %731 = load float, ptr %10, align 4
  %732 = load float, ptr %8, align 4
  %733 = fmul contract float %731, %732
  %734 = fsub contract float %730, %733
  store float %734, ptr %10, align 4
  %735 = load float, ptr %7, align 4
  %736 = load float, ptr %11, align 4
  %737 = load float, ptr %8, align 4
  %738 = fmul contract float %736, %737
  %739 = fsub contract float %735, %738
  store float %739, ptr %11, align 4
  %740 = load float, ptr %7, align 4
  %741 = load float, ptr %10, align 4
  %742 = load float, ptr %8, align 4
  %743 = fmul contract float %741, %742
  %744 = fsub contract float %740, %743
  store float %744, ptr %10, align 4
  %745 = load float, ptr %7, align 4
  %746 = load float, ptr %11, align 4
  %747 = load float, ptr %8, align 4
  %748 = fmul contract float %746, %747
  %749 = fsub contract float %745, %748
  store float %749, ptr %11, align 4
  %750 = load float, ptr %7, align 4
  %751 = load float, ptr %10, align 4
  %752 = load float, ptr %8, align 4
  %753 = fmul contract float %751, %752
  %754 = fsub contract float %750, %753
  store float %754, ptr %10, align 4
  %755 = load float, ptr %7, align 4
  %756 = load float, ptr %11, align 4
  %757 = load float, ptr %8, align 4
  %758 = fmul contract float %756, %757
  %759 = fsub contract float %755, %758
  store float %759, ptr %11, align 4
  %760 = load float, ptr %7, align 4
  %761 = load float, ptr %10, align 4
  %762 = load float, ptr %8, align 4
  %763 = fmul contract float %761, %762
  %764 = fsub contract float %760, %763
  store float %764, ptr %10, align 4
  %765 = load float, ptr %7, align 4
  %766 = load float, ptr %11, align 4
  %767 = load float, ptr %8, align 4
  %768 = fmul contract float %766, %767
  %769 = fsub contract float %765, %768
  store float %769, ptr %11, align 4
  %770 = load float, ptr %7, align 4
  %771 = load float, ptr %10, align 4
  %772 = load float, ptr %8, align 4
  %773 = fmul contract float %771, %772
  %774 = fsub contract float %770, %773
  store float %774, ptr %10, align 4
  %775 = load float, ptr %7, align 4
  %776 = load float, ptr %11, align 4
  %777 = load float, ptr %8, align 4
  %778 = fmul contract float %776, %777
  %779 = fsub contract float %775, %778
  store float %779, ptr %11, align 4
  %780 = load float, ptr %7, align 4
  %781 = load float, ptr %10, align 4
  %782 = load float, ptr %8, align 4
  %783 = fmul contract float %781, %782
  %784 = fsub contract float %780, %783
  store float %784, ptr %10, align 4
  %785 = load float, ptr %7, align 4
  %786 = load float, ptr %11, align 4
  %787 = load float, ptr %8, align 4
  %788 = fmul contract float %786, %787
  %789 = fsub contract float %785, %788
  store float %789, ptr %11, align 4
  %790 = load float, ptr %7, align 4
  %791 = load float, ptr %10, align 4
  %792 = load float, ptr %8, align 4
  %793 = fmul contract float %791, %792
  %794 = fsub contract float %790, %793
  store float %794, ptr %10, align 4
  %795 = load float, ptr %7, align 4
  %796 = load float, ptr %11, align 4
  %797 = load float, ptr %8, align 4
  %798 = fmul contract float %796, %797
  %799 = fsub contract float %795, %798
  store float %799, ptr %11, align 4
  %800 = load float, ptr %7, align 4
  %801 = load float, ptr %10, align 4
  %802 = load float, ptr %8, align 4
  %803 = fmul contract float %801, %802
  %804 = fsub contract float %800, %803
  store float %804, ptr %10, align 4
  %805 = load float, ptr %7, align 4
  %806 = load float, ptr %11, align 4
  %807 = load float, ptr %8, align 4
  %808 = fmul contract float %806, %807
  %809 = fsub contract float %805, %808
  store float %809, ptr %11, align 4
  %810 = load float, ptr %7, align 4
  %811 = load float, ptr %10, align 4
  %812 = load float, ptr %8, align 4
  %813 = fmul contract float %811, %812
  %814 = fsub contract float %810, %813
  store float %814, ptr %10, align 4
  %815 = load float, ptr %7, align 4
  %816 = load float, ptr %11, align 4
  %817 = load float, ptr %8, align 4
  %818 = fmul contract float %816, %817
  %819 = fsub contract float %815, %818
  store float %819, ptr %11, align 4
  %820 = load float, ptr %7, align 4
  %821 = load float, ptr %10, align 4
  %822 = load float, ptr %8, align 4
  %823 = fmul contract float %821, %822
  %824 = fsub contract float %820, %823
  store float %824, ptr %10, align 4
  %825 = load float, ptr %7, align 4
  %826 = load float, ptr %11, align 4
  %827 = load float, ptr %8, align 4
  %828 = fmul contract float %826, %827
  %829 = fsub contract float %825, %828
  store float %829, ptr %11, align 4
  %830 = load float, ptr %7, align 4
  %831 = load float, ptr %10, align 4
  %832 = load float, ptr %8, align 4
  %833 = fmul contract float %831, %832
  %834 = fsub contract float %830, %833
  store float %834, ptr %10, align 4
  %835 = load float, ptr %7, align 4
  %836 = load float, ptr %11, align 4
  %837 = load float, ptr %8, align 4
  %838 = fmul contract float %836, %837
  %839 = fsub contract float %835, %838
  store float %839, ptr %11, align 4
  %840 = load float, ptr %7, align 4
  %841 = load float, ptr %10, align 4
  %842 = load float, ptr %8, align 4
  %843 = fmul contract float %841, %842
  %844 = fsub contract float %840, %843
  store float %844, ptr %10, align 4
  %845 = load float, ptr %7, align 4
  %846 = load float, ptr %11, align 4
  %847 = load float, ptr %8, align 4
  %848 = fmul contract float %846, %847
  %849 = fsub contract float %845, %848
  store float %849, ptr %11, align 4
  %850 = load float, ptr %7, align 4
  %851 = load float, ptr %10, align 4
  %852 = load float, ptr %8, align 4
  %853 = fmul contract float %851, %852
  %854 = fsub contract float %850, %853
  store float %854, ptr %10, align 4
  %855 = load float, ptr %7, align 4
  %856 = load float, ptr %11, align 4
  %857 = load float, ptr %8, align 4
  %858 = fmul contract float %856, %857
  %859 = fsub contract float %855, %858
  store float %859, ptr %11, align 4
  %860 = load float, ptr %7, align 4
  %861 = load float, ptr %10, align 4
  %862 = load float, ptr %8, align 4
  %863 = fmul contract float %861, %862
  %864 = fsub contract float %860, %863
  store float %864, ptr %10, align 4
  %865 = load float, ptr %7, align 4
  %866 = load float, ptr %11, align 4
  %867 = load float, ptr %8, align 4
  %868 = fmul contract float %866, %867
  %869 = fsub contract float %865, %868
  store float %869, ptr %11, align 4
  %870 = load float, ptr %7, align 4
  %871 = load float, ptr %10, align 4
  %872 = load float, ptr %8, align 4
  %873 = fmul contract float %871, %872
  %874 = fsub contract float %870, %873
  store float %874, ptr %10, align 4
  %875 = load float, ptr %7, align 4
  %876 = load float, ptr %11, align 4
  %877 = load float, ptr %8, align 4
  %878 = fmul contract float %876, %877
  %879 = fsub contract float %875, %878
  store float %879, ptr %11, align 4
  %880 = load float, ptr %7, align 4
  %881 = load float, ptr %10, align 4
  %882 = load float, ptr %8, align 4
  %883 = fmul contract float %881, %882
  %884 = fsub contract float %880, %883
  store float %884, ptr %10, align 4
  %885 = load float, ptr %7, align 4
  %886 = load float, ptr %11, align 4
  %887 = load float, ptr %8, align 4
  %888 = fmul contract float %886, %887
  %889 = fsub contract float %885, %888
  store float %889, ptr %11, align 4
  %890 = load float, ptr %7, align 4
  %891 = load float, ptr %10, align 4
  %892 = load float, ptr %8, align 4
  %893 = fmul contract float %891, %892
  %894 = fsub contract float %890, %893
  store float %894, ptr %10, align 4
  %895 = load float, ptr %7, align 4
  %896 = load float, ptr %11, align 4
  %897 = load float, ptr %8, align 4
  %898 = fmul contract float %896, %897
  %899 = fsub contract float %895, %898
  store float %899, ptr %11, align 4
  %900 = load float, ptr %7, align 4
  %901 = load float, ptr %10, align 4
  %902 = load float, ptr %8, align 4
  %903 = fmul contract float %901, %902
  %904 = fsub contract float %900, %903
  store float %904, ptr %10, align 4
  %905 = load float, ptr %7, align 4
  %906 = load float, ptr %11, align 4
  %907 = load float, ptr %8, align 4
  %908 = fmul contract float %906, %907
  %909 = fsub contract float %905, %908
  store float %909, ptr %11, align 4
  %910 = load float, ptr %7, align 4
  %911 = load float, ptr %10, align 4
  %912 = load float, ptr %8, align 4
  %913 = fmul contract float %911, %912
  %914 = fsub contract float %910, %913
  store float %914, ptr %10, align 4
  %915 = load float, ptr %7, align 4
  %916 = load float, ptr %11, align 4
  %917 = load float, ptr %8, align 4
  %918 = fmul contract float %916, %917
  %919 = fsub contract float %915, %918
  store float %919, ptr %11, align 4
  %920 = load float, ptr %7, align 4
  %921 = load float, ptr %10, align 4
  %922 = load float, ptr %8, align 4
  %923 = fmul contract float %921, %922
  %924 = fsub contract float %920, %923
  store float %924, ptr %10, align 4
  %925 = load float, ptr %7, align 4
  %926 = load float, ptr %11, align 4
  %927 = load float, ptr %8, align 4
  %928 = fmul contract float %926, %927
  %929 = fsub contract float %925, %928
  store float %929, ptr %11, align 4
  %930 = load float, ptr %7, align 4
  %931 = load float, ptr %10, align 4
  %932 = load float, ptr %8, align 4
  %933 = fmul contract float %931, %932
  %934 = fsub contract float %930, %933
  store float %934, ptr %10, align 4
  %935 = load float, ptr %7, align 4
  %936 = load float, ptr %11, align 4
  %937 = load float, ptr %8, align 4
  %938 = fmul contract float %936, %937
  %939 = fsub contract float %935, %938
  store float %939, ptr %11, align 4
  %940 = load float, ptr %7, align 4
  %941 = load float, ptr %10, align 4
  %942 = load float, ptr %8, align 4
  %943 = fmul contract float %941, %942
  %944 = fsub contract float %940, %943
  store float %944, ptr %10, align 4
  %945 = load float, ptr %7, align 4
  %946 = load float, ptr %11, align 4
  %947 = load float, ptr %8, align 4
  %948 = fmul contract float %946, %947
  %949 = fsub contract float %945, %948
  store float %949, ptr %11, align 4
  %950 = load float, ptr %7, align 4
  %951 = load float, ptr %10, align 4
  %952 = load float, ptr %8, align 4
  %953 = fmul contract float %951, %952
  %954 = fsub contract float %950, %953
  store float %954, ptr %10, align 4
  %955 = load float, ptr %7, align 4
  %956 = load float, ptr %11, align 4
  %957 = load float, ptr %8, align 4
  %958 = fmul contract float %956, %957
  %959 = fsub contract float %955, %958
  store float %959, ptr %11, align 4
  %960 = load float, ptr %7, align 4
  %961 = load float, ptr %10, align 4
  %962 = load float, ptr %8, align 4
  %963 = fmul contract float %961, %962
  %964 = fsub contract float %960, %963
  store float %964, ptr %10, align 4
  %965 = load float, ptr %7, align 4
  %966 = load float, ptr %11, align 4
  %967 = load float, ptr %8, align 4
  %968 = fmul contract float %966, %967
  %969 = fsub contract float %965, %968
  store float %969, ptr %11, align 4
  %970 = load float, ptr %7, align 4
  %971 = load float, ptr %10, align 4
  %972 = load float, ptr %8, align 4
  %973 = fmul contract float %971, %972
  %974 = fsub contract float %970, %973
  store float %974, ptr %10, align 4
  %975 = load float, ptr %7, align 4
  %976 = load float, ptr %11, align 4
  %977 = load float, ptr %8, align 4
  %978 = fmul contract float %976, %977
  %979 = fsub contract float %975, %978
  store float %979, ptr %11, align 4
  %980 = load float, ptr %7, align 4
  %981 = load float, ptr %10, align 4
  %982 = load float, ptr %8, align 4
  %983 = fmul contract float %981, %982
  %984 = fsub contract float %980, %983
  store float %984, ptr %10, align 4
  %985 = load float, ptr %7, align 4
  %986 = load float, ptr %11, align 4
  %987 = load float, ptr %8, align 4
  %988 = fmul contract float %986, %987
  %989 = fsub contract float %985, %988
  store float %989, ptr %11, align 4
  %990 = load float, ptr %7, align 4
  %991 = load float, ptr %10, align 4
  %992 = load float, ptr %8, align 4
  %993 = fmul contract float %991, %992
  %994 = fsub contract float %990, %993
  store float %994, ptr %10, align 4
  %995 = load float, ptr %7, align 4
  %996 = load float, ptr %11, align 4
  %997 = load float, ptr %8, align 4
  %998 = fmul contract float %996, %997
  %999 = fsub contract float %995, %998
  store float %999, ptr %11, align 4
  %1000 = load float, ptr %7, align 4
  %1001 = load float, ptr %10, align 4
  %1002 = load float, ptr %8, align 4
  %1003 = fmul contract float %1001, %1002
  %1004 = fsub contract float %1000, %1003
  store float %1004, ptr %10, align 4
  %1005 = load float, ptr %7, align 4
  %1006 = load float, ptr %11, align 4
  %1007 = load float, ptr %8, align 4
  %1008 = fmul contract float %1006, %1007
  %1009 = fsub contract float %1005, %1008
  store float %1009, ptr %11, align 4
  %1010 = load float, ptr %7, align 4
  %1011 = load float, ptr %10, align 4
  %1012 = load float, ptr %8, align 4
  %1013 = fmul contract float %1011, %1012
  %1014 = fsub contract float %1010, %1013
  store float %1014, ptr %10, align 4
  %1015 = load float, ptr %7, align 4
  %1016 = load float, ptr %11, align 4
  %1017 = load float, ptr %8, align 4
  %1018 = fmul contract float %1016, %1017
  %1019 = fsub contract float %1015, %1018
  store float %1019, ptr %11, align 4
  %1020 = load float, ptr %7, align 4
  %1021 = load float, ptr %10, align 4
  %1022 = load float, ptr %8, align 4
  %1023 = fmul contract float %1021, %1022
  %1024 = fsub contract float %1020, %1023
  store float %1024, ptr %10, align 4
  %1025 = load float, ptr %7, align 4
  %1026 = load float, ptr %11, align 4
  %1027 = load float, ptr %8, align 4
  %1028 = fmul contract float %1026, %1027
  %1029 = fsub contract float %1025, %1028
  store float %1029, ptr %11, align 4
  %1030 = load float, ptr %7, align 4
  %1031 = load float, ptr %10, align 4
  %1032 = load float, ptr %8, align 4
  %1033 = fmul contract float %1031, %1032
  %1034 = fsub contract float %1030, %1033
  store float %1034, ptr %10, align 4
  %1035 = load float, ptr %7, align 4
  %1036 = load float, ptr %11, align 4
  %1037 = load float, ptr %8, align 4
  %1038 = fmul contract float %1036, %1037
  %1039 = fsub contract float %1035, %1038
  store float %1039, ptr %11, align 4
  %1040 = load float, ptr %7, align 4
  %1041 = load float, ptr %10, align 4
  %1042 = load float, ptr %8, align 4
  %1043 = fmul contract float %1041, %1042
  %1044 = fsub contract float %1040, %1043
  store float %1044, ptr %10, align 4
  %1045 = load float, ptr %7, align 4
  %1046 = load float, ptr %11, align 4
  %1047 = load float, ptr %8, align 4
  %1048 = fmul contract float %1046, %1047
  %1049 = fsub contract float %1045, %1048
  store float %1049, ptr %11, align 4
  %1050 = load float, ptr %7, align 4
  %1051 = load float, ptr %10, align 4
  %1052 = load float, ptr %8, align 4
  %1053 = fmul contract float %1051, %1052
  %1054 = fsub contract float %1050, %1053
  store float %1054, ptr %10, align 4
  %1055 = load float, ptr %7, align 4
  %1056 = load float, ptr %11, align 4
  %1057 = load float, ptr %8, align 4
  %1058 = fmul contract float %1056, %1057
  %1059 = fsub contract float %1055, %1058
  store float %1059, ptr %11, align 4
  %1060 = load float, ptr %7, align 4
  %1061 = load float, ptr %10, align 4
  %1062 = load float, ptr %8, align 4
  %1063 = fmul contract float %1061, %1062
  %1064 = fsub contract float %1060, %1063
  store float %1064, ptr %10, align 4
  %1065 = load float, ptr %7, align 4
  %1066 = load float, ptr %11, align 4
  %1067 = load float, ptr %8, align 4
  %1068 = fmul contract float %1066, %1067
  %1069 = fsub contract float %1065, %1068
  store float %1069, ptr %11, align 4
  %1070 = load float, ptr %7, align 4
  %1071 = load float, ptr %10, align 4
  %1072 = load float, ptr %8, align 4
  %1073 = fmul contract float %1071, %1072
  %1074 = fsub contract float %1070, %1073
  store float %1074, ptr %10, align 4
  %1075 = load float, ptr %7, align 4
  %1076 = load float, ptr %11, align 4
  %1077 = load float, ptr %8, align 4
  %1078 = fmul contract float %1076, %1077
  %1079 = fsub contract float %1075, %1078
  store float %1079, ptr %11, align 4
  %1080 = load float, ptr %7, align 4
  %1081 = load float, ptr %10, align 4
  %1082 = load float, ptr %8, align 4
  %1083 = fmul contract float %1081, %1082
  %1084 = fsub contract float %1080, %1083
  store float %1084, ptr %10, align 4
  %1085 = load float, ptr %7, align 4
  %1086 = load float, ptr %11, align 4
  %1087 = load float, ptr %8, align 4
  %1088 = fmul contract float %1086, %1087
  %1089 = fsub contract float %1085, %1088
  store float %1089, ptr %11, align 4
  %1090 = load float, ptr %7, align 4
  %1091 = load float, ptr %10, align 4
  %1092 = load float, ptr %8, align 4
  %1093 = fmul contract float %1091, %1092
  %1094 = fsub contract float %1090, %1093
  store float %1094, ptr %10, align 4
  %1095 = load float, ptr %7, align 4
  %1096 = load float, ptr %11, align 4
  %1097 = load float, ptr %8, align 4
  %1098 = fmul contract float %1096, %1097
  %1099 = fsub contract float %1095, %1098
  store float %1099, ptr %11, align 4
  %1100 = load float, ptr %7, align 4
  %1101 = load float, ptr %10, align 4
  %1102 = load float, ptr %8, align 4
  %1103 = fmul contract float %1101, %1102
  %1104 = fsub contract float %1100, %1103
  store float %1104, ptr %10, align 4
  %1105 = load float, ptr %7, align 4
  %1106 = load float, ptr %11, align 4
  %1107 = load float, ptr %8, align 4
  %1108 = fmul contract float %1106, %1107
  %1109 = fsub contract float %1105, %1108
  store float %1109, ptr %11, align 4
  %1110 = load float, ptr %7, align 4
  %1111 = load float, ptr %10, align 4
  %1112 = load float, ptr %8, align 4
  %1113 = fmul contract float %1111, %1112
  %1114 = fsub contract float %1110, %1113
  store float %1114, ptr %10, align 4
  %1115 = load float, ptr %7, align 4
  %1116 = load float, ptr %11, align 4
  %1117 = load float, ptr %8, align 4
  %1118 = fmul contract float %1116, %1117
  %1119 = fsub contract float %1115, %1118
  store float %1119, ptr %11, align 4
  %1120 = load float, ptr %7, align 4
  %1121 = load float, ptr %10, align 4
  %1122 = load float, ptr %8, align 4
  %1123 = fmul contract float %1121, %1122
  %1124 = fsub contract float %1120, %1123
  store float %1124, ptr %10, align 4
  %1125 = load float, ptr %7, align 4
  %1126 = load float, ptr %11, align 4
  %1127 = load float, ptr %8, align 4
  %1128 = fmul contract float %1126, %1127
  %1129 = fsub contract float %1125, %1128
  store float %1129, ptr %11, align 4
  %1130 = load float, ptr %7, align 4
  %1131 = load float, ptr %10, align 4
  %1132 = load float, ptr %8, align 4
  %1133 = fmul contract float %1131, %1132
  %1134 = fsub contract float %1130, %1133
  store float %1134, ptr %10, align 4
  %1135 = load float, ptr %7, align 4
  %1136 = load float, ptr %11, align 4
  %1137 = load float, ptr %8, align 4
  %1138 = fmul contract float %1136, %1137
  %1139 = fsub contract float %1135, %1138
  store float %1139, ptr %11, align 4
  %1140 = load float, ptr %7, align 4
  %1141 = load float, ptr %10, align 4
  %1142 = load float, ptr %8, align 4
  %1143 = fmul contract float %1141, %1142
  %1144 = fsub contract float %1140, %1143
  store float %1144, ptr %10, align 4
  %1145 = load float, ptr %7, align 4
  %1146 = load float, ptr %11, align 4
  %1147 = load float, ptr %8, align 4
  %1148 = fmul contract float %1146, %1147
  %1149 = fsub contract float %1145, %1148
  store float %1149, ptr %11, align 4
  %1150 = load float, ptr %7, align 4
  %1151 = load float, ptr %10, align 4
  %1152 = load float, ptr %8, align 4
  %1153 = fmul contract float %1151, %1152
  %1154 = fsub contract float %1150, %1153
  store float %1154, ptr %10, align 4
  %1155 = load float, ptr %7, align 4
  %1156 = load float, ptr %11, align 4
  %1157 = load float, ptr %8, align 4
  %1158 = fmul contract float %1156, %1157
  %1159 = fsub contract float %1155, %1158
  store float %1159, ptr %11, align 4
  %1160 = load float, ptr %7, align 4
  %1161 = load float, ptr %10, align 4
  %1162 = load float, ptr %8, align 4
  %1163 = fmul contract float %1161, %1162
  %1164 = fsub contract float %1160, %1163
  store float %1164, ptr %10, align 4
  %1165 = load float, ptr %7, align 4
  %1166 = load float, ptr %11, align 4
  %1167 = load float, ptr %8, align 4
  %1168 = fmul contract float %1166, %1167
  %1169 = fsub contract float %1165, %1168
  store float %1169, ptr %11, align 4
  %1170 = load float, ptr %7, align 4
  %1171 = load float, ptr %10, align 4
  %1172 = load float, ptr %8, align 4
  %1173 = fmul contract float %1171, %1172
  %1174 = fsub contract float %1170, %1173
  store float %1174, ptr %10, align 4
  %1175 = load float, ptr %7, align 4
  %1176 = load float, ptr %11, align 4
  %1177 = load float, ptr %8, align 4
  %1178 = fmul contract float %1176, %1177
  %1179 = fsub contract float %1175, %1178
  store float %1179, ptr %11, align 4
  %1180 = load float, ptr %7, align 4
  %1181 = load float, ptr %10, align 4
  %1182 = load float, ptr %8, align 4
  %1183 = fmul contract float %1181, %1182
  %1184 = fsub contract float %1180, %1183
  store float %1184, ptr %10, align 4
  %1185 = load float, ptr %7, align 4
  %1186 = load float, ptr %11, align 4
  %1187 = load float, ptr %8, align 4
  %1188 = fmul contract float %1186, %1187
  %1189 = fsub contract float %1185, %1188
  store float %1189, ptr %11, align 4
  %1190 = load float, ptr %7, align 4
  %1191 = load float, ptr %10, align 4
  %1192 = load float, ptr %8, align 4
  %1193 = fmul contract float %1191, %1192
  %1194 = fsub contract float %1190, %1193
  store float %1194, ptr %10, align 4
  %1195 = load float, ptr %7, align 4
  %1196 = load float, ptr %11, align 4
  %1197 = load float, ptr %8, align 4
  %1198 = fmul contract float %1196, %1197
  %1199 = fsub contract float %1195, %1198
  store float %1199, ptr %11, align 4
  %1200 = load float, ptr %7, align 4
  %1201 = load float, ptr %10, align 4
  %1202 = load float, ptr %8, align 4
  %1203 = fmul contract float %1201, %1202
  %1204 = fsub contract float %1200, %1203
  store float %1204, ptr %10, align 4
  %1205 = load float, ptr %7, align 4
  %1206 = load float, ptr %11, align 4
  %1207 = load float, ptr %8, align 4
  %1208 = fmul contract float %1206, %1207
  %1209 = fsub contract float %1205, %1208
  store float %1209, ptr %11, align 4
  %1210 = load float, ptr %7, align 4
  %1211 = load float, ptr %10, align 4
  %1212 = load float, ptr %8, align 4
  %1213 = fmul contract float %1211, %1212
  %1214 = fsub contract float %1210, %1213
  store float %1214, ptr %10, align 4
  %1215 = load float, ptr %7, align 4
  %1216 = load float, ptr %11, align 4
  %1217 = load float, ptr %8, align 4
  %1218 = fmul contract float %1216, %1217
  %1219 = fsub contract float %1215, %1218
  store float %1219, ptr %11, align 4
  %1220 = load float, ptr %7, align 4
  %1221 = load float, ptr %10, align 4
  %1222 = load float, ptr %8, align 4
  %1223 = fmul contract float %1221, %1222
  %1224 = fsub contract float %1220, %1223
  store float %1224, ptr %10, align 4
  %1225 = load float, ptr %7, align 4
  %1226 = load float, ptr %11, align 4
  %1227 = load float, ptr %8, align 4
  %1228 = fmul contract float %1226, %1227
  %1229 = fsub contract float %1225, %1228
  store float %1229, ptr %11, align 4
  br label %1230

1230:                                             ; preds = %29
  %1231 = load i32, ptr %12, align 4
  %1232 = add nsw i32 %1231, 1
  store i32 %1232, ptr %12, align 4
  br label %25, !llvm.loop !6

1233:                                             ; preds = %25
  %1234 = load float, ptr %10, align 4
  %1235 = load float, ptr %11, align 4
  %1236 = fadd contract float %1234, %1235
  %1237 = load ptr, ptr %5, align 8
  %1238 = load i32, ptr %9, align 4
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr inbounds float, ptr %1237, i64 %1239
  store float %1236, ptr %1240, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd2IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
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

25:                                               ; preds = %1230, %4
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %1233

29:                                               ; preds = %25
  %30 = load double, ptr %7, align 8
  %31 = load double, ptr %10, align 8
  %32 = load double, ptr %8, align 8
  %33 = fmul contract double %31, %32
  %34 = fsub contract double %30, %33
  store double %34, ptr %10, align 8
  %35 = load double, ptr %7, align 8
  %36 = load double, ptr %11, align 8
  %37 = load double, ptr %8, align 8
  %38 = fmul contract double %36, %37
  %39 = fsub contract double %35, %38
  store double %39, ptr %11, align 8
  %40 = load double, ptr %7, align 8
  %41 = load double, ptr %10, align 8
  %42 = load double, ptr %8, align 8
  %43 = fmul contract double %41, %42
  %44 = fsub contract double %40, %43
  store double %44, ptr %10, align 8
  %45 = load double, ptr %7, align 8
  %46 = load double, ptr %11, align 8
  %47 = load double, ptr %8, align 8
  %48 = fmul contract double %46, %47
  %49 = fsub contract double %45, %48
  store double %49, ptr %11, align 8
  %50 = load double, ptr %7, align 8
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %8, align 8
  %53 = fmul contract double %51, %52
  %54 = fsub contract double %50, %53
  store double %54, ptr %10, align 8
  %55 = load double, ptr %7, align 8
  %56 = load double, ptr %11, align 8
  %57 = load double, ptr %8, align 8
  %58 = fmul contract double %56, %57
  %59 = fsub contract double %55, %58
  store double %59, ptr %11, align 8
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %10, align 8
  %62 = load double, ptr %8, align 8
  %63 = fmul contract double %61, %62
  %64 = fsub contract double %60, %63
  store double %64, ptr %10, align 8
  %65 = load double, ptr %7, align 8
  %66 = load double, ptr %11, align 8
  %67 = load double, ptr %8, align 8
  %68 = fmul contract double %66, %67
  %69 = fsub contract double %65, %68
  store double %69, ptr %11, align 8
  %70 = load double, ptr %7, align 8
  %71 = load double, ptr %10, align 8
  %72 = load double, ptr %8, align 8
  %73 = fmul contract double %71, %72
  %74 = fsub contract double %70, %73
  store double %74, ptr %10, align 8
  %75 = load double, ptr %7, align 8
  %76 = load double, ptr %11, align 8
  %77 = load double, ptr %8, align 8
  %78 = fmul contract double %76, %77
  %79 = fsub contract double %75, %78
  store double %79, ptr %11, align 8
  %80 = load double, ptr %7, align 8
  %81 = load double, ptr %10, align 8
  %82 = load double, ptr %8, align 8
  %83 = fmul contract double %81, %82
  %84 = fsub contract double %80, %83
  store double %84, ptr %10, align 8
  %85 = load double, ptr %7, align 8
  %86 = load double, ptr %11, align 8
  %87 = load double, ptr %8, align 8
  %88 = fmul contract double %86, %87
  %89 = fsub contract double %85, %88
  store double %89, ptr %11, align 8
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %10, align 8
  %92 = load double, ptr %8, align 8
  %93 = fmul contract double %91, %92
  %94 = fsub contract double %90, %93
  store double %94, ptr %10, align 8
  %95 = load double, ptr %7, align 8
  %96 = load double, ptr %11, align 8
  %97 = load double, ptr %8, align 8
  %98 = fmul contract double %96, %97
  %99 = fsub contract double %95, %98
  store double %99, ptr %11, align 8
  %100 = load double, ptr %7, align 8
  %101 = load double, ptr %10, align 8
  %102 = load double, ptr %8, align 8
  %103 = fmul contract double %101, %102
  %104 = fsub contract double %100, %103
  store double %104, ptr %10, align 8
  %105 = load double, ptr %7, align 8
  %106 = load double, ptr %11, align 8
  %107 = load double, ptr %8, align 8
  %108 = fmul contract double %106, %107
  %109 = fsub contract double %105, %108
  store double %109, ptr %11, align 8
  %110 = load double, ptr %7, align 8
  %111 = load double, ptr %10, align 8
  %112 = load double, ptr %8, align 8
  %113 = fmul contract double %111, %112
  %114 = fsub contract double %110, %113
  store double %114, ptr %10, align 8
  %115 = load double, ptr %7, align 8
  %116 = load double, ptr %11, align 8
  %117 = load double, ptr %8, align 8
  %118 = fmul contract double %116, %117
  %119 = fsub contract double %115, %118
  store double %119, ptr %11, align 8
  %120 = load double, ptr %7, align 8
  %121 = load double, ptr %10, align 8
  %122 = load double, ptr %8, align 8
  %123 = fmul contract double %121, %122
  %124 = fsub contract double %120, %123
  store double %124, ptr %10, align 8
  %125 = load double, ptr %7, align 8
  %126 = load double, ptr %11, align 8
  %127 = load double, ptr %8, align 8
  %128 = fmul contract double %126, %127
  %129 = fsub contract double %125, %128
  store double %129, ptr %11, align 8
  %130 = load double, ptr %7, align 8
  %131 = load double, ptr %10, align 8
  %132 = load double, ptr %8, align 8
  %133 = fmul contract double %131, %132
  %134 = fsub contract double %130, %133
  store double %134, ptr %10, align 8
  %135 = load double, ptr %7, align 8
  %136 = load double, ptr %11, align 8
  %137 = load double, ptr %8, align 8
  %138 = fmul contract double %136, %137
  %139 = fsub contract double %135, %138
  store double %139, ptr %11, align 8
  %140 = load double, ptr %7, align 8
  %141 = load double, ptr %10, align 8
  %142 = load double, ptr %8, align 8
  %143 = fmul contract double %141, %142
  %144 = fsub contract double %140, %143
  store double %144, ptr %10, align 8
  %145 = load double, ptr %7, align 8
  %146 = load double, ptr %11, align 8
  %147 = load double, ptr %8, align 8
  %148 = fmul contract double %146, %147
  %149 = fsub contract double %145, %148
  store double %149, ptr %11, align 8
  %150 = load double, ptr %7, align 8
  %151 = load double, ptr %10, align 8
  %152 = load double, ptr %8, align 8
  %153 = fmul contract double %151, %152
  %154 = fsub contract double %150, %153
  store double %154, ptr %10, align 8
  %155 = load double, ptr %7, align 8
  %156 = load double, ptr %11, align 8
  %157 = load double, ptr %8, align 8
  %158 = fmul contract double %156, %157
  %159 = fsub contract double %155, %158
  store double %159, ptr %11, align 8
  %160 = load double, ptr %7, align 8
  %161 = load double, ptr %10, align 8
  %162 = load double, ptr %8, align 8
  %163 = fmul contract double %161, %162
  %164 = fsub contract double %160, %163
  store double %164, ptr %10, align 8
  %165 = load double, ptr %7, align 8
  %166 = load double, ptr %11, align 8
  %167 = load double, ptr %8, align 8
  %168 = fmul contract double %166, %167
  %169 = fsub contract double %165, %168
  store double %169, ptr %11, align 8
  %170 = load double, ptr %7, align 8
  %171 = load double, ptr %10, align 8
  %172 = load double, ptr %8, align 8
  %173 = fmul contract double %171, %172
  %174 = fsub contract double %170, %173
  store double %174, ptr %10, align 8
  %175 = load double, ptr %7, align 8
  %176 = load double, ptr %11, align 8
  %177 = load double, ptr %8, align 8
  %178 = fmul contract double %176, %177
  %179 = fsub contract double %175, %178
  store double %179, ptr %11, align 8
  %180 = load double, ptr %7, align 8
  %181 = load double, ptr %10, align 8
  %182 = load double, ptr %8, align 8
  %183 = fmul contract double %181, %182
  %184 = fsub contract double %180, %183
  store double %184, ptr %10, align 8
  %185 = load double, ptr %7, align 8
  %186 = load double, ptr %11, align 8
  %187 = load double, ptr %8, align 8
  %188 = fmul contract double %186, %187
  %189 = fsub contract double %185, %188
  store double %189, ptr %11, align 8
  %190 = load double, ptr %7, align 8
  %191 = load double, ptr %10, align 8
  %192 = load double, ptr %8, align 8
  %193 = fmul contract double %191, %192
  %194 = fsub contract double %190, %193
  store double %194, ptr %10, align 8
  %195 = load double, ptr %7, align 8
  %196 = load double, ptr %11, align 8
  %197 = load double, ptr %8, align 8
  %198 = fmul contract double %196, %197
  %199 = fsub contract double %195, %198
  store double %199, ptr %11, align 8
  %200 = load double, ptr %7, align 8
  %201 = load double, ptr %10, align 8
  %202 = load double, ptr %8, align 8
  %203 = fmul contract double %201, %202
  %204 = fsub contract double %200, %203
  store double %204, ptr %10, align 8
  %205 = load double, ptr %7, align 8
  %206 = load double, ptr %11, align 8
  %207 = load double, ptr %8, align 8
  %208 = fmul contract double %206, %207
  %209 = fsub contract double %205, %208
  store double %209, ptr %11, align 8
  %210 = load double, ptr %7, align 8
  %211 = load double, ptr %10, align 8
  %212 = load double, ptr %8, align 8
  %213 = fmul contract double %211, %212
  %214 = fsub contract double %210, %213
  store double %214, ptr %10, align 8
  %215 = load double, ptr %7, align 8
  %216 = load double, ptr %11, align 8
  %217 = load double, ptr %8, align 8
  %218 = fmul contract double %216, %217
  %219 = fsub contract double %215, %218
  store double %219, ptr %11, align 8
  %220 = load double, ptr %7, align 8
  %221 = load double, ptr %10, align 8
  %222 = load double, ptr %8, align 8
  %223 = fmul contract double %221, %222
  %224 = fsub contract double %220, %223
  store double %224, ptr %10, align 8
  %225 = load double, ptr %7, align 8
  %226 = load double, ptr %11, align 8
  %227 = load double, ptr %8, align 8
  %228 = fmul contract double %226, %227
  %229 = fsub contract double %225, %228
  store double %229, ptr %11, align 8
  %230 = load double, ptr %7, align 8
  %231 = load double, ptr %10, align 8
  %232 = load double, ptr %8, align 8
  %233 = fmul contract double %231, %232
  %234 = fsub contract double %230, %233
  store double %234, ptr %10, align 8
  %235 = load double, ptr %7, align 8
  %236 = load double, ptr %11, align 8
  %237 = load double, ptr %8, align 8
  %238 = fmul contract double %236, %237
  %239 = fsub contract double %235, %238
  store double %239, ptr %11, align 8
  %240 = load double, ptr %7, align 8
  %241 = load double, ptr %10, align 8
  %242 = load double, ptr %8, align 8
  %243 = fmul contract double %241, %242
  %244 = fsub contract double %240, %243
  store double %244, ptr %10, align 8
  %245 = load double, ptr %7, align 8
  %246 = load double, ptr %11, align 8
  %247 = load double, ptr %8, align 8
  %248 = fmul contract double %246, %247
  %249 = fsub contract double %245, %248
  store double %249, ptr %11, align 8
  %250 = load double, ptr %7, align 8
  %251 = load double, ptr %10, align 8
  %252 = load double, ptr %8, align 8
  %253 = fmul contract double %251, %252
  %254 = fsub contract double %250, %253
  store double %254, ptr %10, align 8
  %255 = load double, ptr %7, align 8
  %256 = load double, ptr %11, align 8
  %257 = load double, ptr %8, align 8
  %258 = fmul contract double %256, %257
  %259 = fsub contract double %255, %258
  store double %259, ptr %11, align 8
  %260 = load double, ptr %7, align 8
  %261 = load double, ptr %10, align 8
  %262 = load double, ptr %8, align 8
  %263 = fmul contract double %261, %262
  %264 = fsub contract double %260, %263
  store double %264, ptr %10, align 8
  %265 = load double, ptr %7, align 8
  %266 = load double, ptr %11, align 8
  %267 = load double, ptr %8, align 8
  %268 = fmul contract double %266, %267
  %269 = fsub contract double %265, %268
  store double %269, ptr %11, align 8
  %270 = load double, ptr %7, align 8
  %271 = load double, ptr %10, align 8
  %272 = load double, ptr %8, align 8
  %273 = fmul contract double %271, %272
  %274 = fsub contract double %270, %273
  store double %274, ptr %10, align 8
  %275 = load double, ptr %7, align 8
  %276 = load double, ptr %11, align 8
  %277 = load double, ptr %8, align 8
  %278 = fmul contract double %276, %277
  %279 = fsub contract double %275, %278
  store double %279, ptr %11, align 8
  %280 = load double, ptr %7, align 8
  %281 = load double, ptr %10, align 8
  %282 = load double, ptr %8, align 8
  %283 = fmul contract double %281, %282
  %284 = fsub contract double %280, %283
  store double %284, ptr %10, align 8
  %285 = load double, ptr %7, align 8
  %286 = load double, ptr %11, align 8
  %287 = load double, ptr %8, align 8
  %288 = fmul contract double %286, %287
  %289 = fsub contract double %285, %288
  store double %289, ptr %11, align 8
  %290 = load double, ptr %7, align 8
  %291 = load double, ptr %10, align 8
  %292 = load double, ptr %8, align 8
  %293 = fmul contract double %291, %292
  %294 = fsub contract double %290, %293
  store double %294, ptr %10, align 8
  %295 = load double, ptr %7, align 8
  %296 = load double, ptr %11, align 8
  %297 = load double, ptr %8, align 8
  %298 = fmul contract double %296, %297
  %299 = fsub contract double %295, %298
  store double %299, ptr %11, align 8
  %300 = load double, ptr %7, align 8
  %301 = load double, ptr %10, align 8
  %302 = load double, ptr %8, align 8
  %303 = fmul contract double %301, %302
  %304 = fsub contract double %300, %303
  store double %304, ptr %10, align 8
  %305 = load double, ptr %7, align 8
  %306 = load double, ptr %11, align 8
  %307 = load double, ptr %8, align 8
  %308 = fmul contract double %306, %307
  %309 = fsub contract double %305, %308
  store double %309, ptr %11, align 8
  %310 = load double, ptr %7, align 8
  %311 = load double, ptr %10, align 8
  %312 = load double, ptr %8, align 8
  %313 = fmul contract double %311, %312
  %314 = fsub contract double %310, %313
  store double %314, ptr %10, align 8
  %315 = load double, ptr %7, align 8
  %316 = load double, ptr %11, align 8
  %317 = load double, ptr %8, align 8
  %318 = fmul contract double %316, %317
  %319 = fsub contract double %315, %318
  store double %319, ptr %11, align 8
  %320 = load double, ptr %7, align 8
  %321 = load double, ptr %10, align 8
  %322 = load double, ptr %8, align 8
  %323 = fmul contract double %321, %322
  %324 = fsub contract double %320, %323
  store double %324, ptr %10, align 8
  %325 = load double, ptr %7, align 8
  %326 = load double, ptr %11, align 8
  %327 = load double, ptr %8, align 8
  %328 = fmul contract double %326, %327
  %329 = fsub contract double %325, %328
  store double %329, ptr %11, align 8
  %330 = load double, ptr %7, align 8
  %331 = load double, ptr %10, align 8
  %332 = load double, ptr %8, align 8
  %333 = fmul contract double %331, %332
  %334 = fsub contract double %330, %333
  store double %334, ptr %10, align 8
  %335 = load double, ptr %7, align 8
  %336 = load double, ptr %11, align 8
  %337 = load double, ptr %8, align 8
  %338 = fmul contract double %336, %337
  %339 = fsub contract double %335, %338
  store double %339, ptr %11, align 8
  %340 = load double, ptr %7, align 8
  %341 = load double, ptr %10, align 8
  %342 = load double, ptr %8, align 8
  %343 = fmul contract double %341, %342
  %344 = fsub contract double %340, %343
  store double %344, ptr %10, align 8
  %345 = load double, ptr %7, align 8
  %346 = load double, ptr %11, align 8
  %347 = load double, ptr %8, align 8
  %348 = fmul contract double %346, %347
  %349 = fsub contract double %345, %348
  store double %349, ptr %11, align 8
  %350 = load double, ptr %7, align 8
  %351 = load double, ptr %10, align 8
  %352 = load double, ptr %8, align 8
  %353 = fmul contract double %351, %352
  %354 = fsub contract double %350, %353
  store double %354, ptr %10, align 8
  %355 = load double, ptr %7, align 8
  %356 = load double, ptr %11, align 8
  %357 = load double, ptr %8, align 8
  %358 = fmul contract double %356, %357
  %359 = fsub contract double %355, %358
  store double %359, ptr %11, align 8
  %360 = load double, ptr %7, align 8
  %361 = load double, ptr %10, align 8
  %362 = load double, ptr %8, align 8
  %363 = fmul contract double %361, %362
  %364 = fsub contract double %360, %363
  store double %364, ptr %10, align 8
  %365 = load double, ptr %7, align 8
  %366 = load double, ptr %11, align 8
  %367 = load double, ptr %8, align 8
  %368 = fmul contract double %366, %367
  %369 = fsub contract double %365, %368
  store double %369, ptr %11, align 8
  %370 = load double, ptr %7, align 8
  %371 = load double, ptr %10, align 8
  %372 = load double, ptr %8, align 8
  %373 = fmul contract double %371, %372
  %374 = fsub contract double %370, %373
  store double %374, ptr %10, align 8
  %375 = load double, ptr %7, align 8
  %376 = load double, ptr %11, align 8
  %377 = load double, ptr %8, align 8
  %378 = fmul contract double %376, %377
  %379 = fsub contract double %375, %378
  store double %379, ptr %11, align 8
  %380 = load double, ptr %7, align 8
  %381 = load double, ptr %10, align 8
  %382 = load double, ptr %8, align 8
  %383 = fmul contract double %381, %382
  %384 = fsub contract double %380, %383
  store double %384, ptr %10, align 8
  %385 = load double, ptr %7, align 8
  %386 = load double, ptr %11, align 8
  %387 = load double, ptr %8, align 8
  %388 = fmul contract double %386, %387
  %389 = fsub contract double %385, %388
  store double %389, ptr %11, align 8
  %390 = load double, ptr %7, align 8
  %391 = load double, ptr %10, align 8
  %392 = load double, ptr %8, align 8
  %393 = fmul contract double %391, %392
  %394 = fsub contract double %390, %393
  store double %394, ptr %10, align 8
  %395 = load double, ptr %7, align 8
  %396 = load double, ptr %11, align 8
  %397 = load double, ptr %8, align 8
  %398 = fmul contract double %396, %397
  %399 = fsub contract double %395, %398
  store double %399, ptr %11, align 8
  %400 = load double, ptr %7, align 8
  %401 = load double, ptr %10, align 8
  %402 = load double, ptr %8, align 8
  %403 = fmul contract double %401, %402
  %404 = fsub contract double %400, %403
  store double %404, ptr %10, align 8
  %405 = load double, ptr %7, align 8
  %406 = load double, ptr %11, align 8
  %407 = load double, ptr %8, align 8
  %408 = fmul contract double %406, %407
  %409 = fsub contract double %405, %408
  store double %409, ptr %11, align 8
  %410 = load double, ptr %7, align 8
  %411 = load double, ptr %10, align 8
  %412 = load double, ptr %8, align 8
  %413 = fmul contract double %411, %412
  %414 = fsub contract double %410, %413
  store double %414, ptr %10, align 8
  %415 = load double, ptr %7, align 8
  %416 = load double, ptr %11, align 8
  %417 = load double, ptr %8, align 8
  %418 = fmul contract double %416, %417
  %419 = fsub contract double %415, %418
  store double %419, ptr %11, align 8
  %420 = load double, ptr %7, align 8
  %421 = load double, ptr %10, align 8
  %422 = load double, ptr %8, align 8
  %423 = fmul contract double %421, %422
  %424 = fsub contract double %420, %423
  store double %424, ptr %10, align 8
  %425 = load double, ptr %7, align 8
  %426 = load double, ptr %11, align 8
  %427 = load double, ptr %8, align 8
  %428 = fmul contract double %426, %427
  %429 = fsub contract double %425, %428
  store double %429, ptr %11, align 8
  %430 = load double, ptr %7, align 8
  %431 = load double, ptr %10, align 8
  %432 = load double, ptr %8, align 8
  %433 = fmul contract double %431, %432
  %434 = fsub contract double %430, %433
  store double %434, ptr %10, align 8
  %435 = load double, ptr %7, align 8
  %436 = load double, ptr %11, align 8
  %437 = load double, ptr %8, align 8
  %438 = fmul contract double %436, %437
  %439 = fsub contract double %435, %438
  store double %439, ptr %11, align 8
  %440 = load double, ptr %7, align 8
  %441 = load double, ptr %10, align 8
  %442 = load double, ptr %8, align 8
  %443 = fmul contract double %441, %442
  %444 = fsub contract double %440, %443
  store double %444, ptr %10, align 8
  %445 = load double, ptr %7, align 8
  %446 = load double, ptr %11, align 8
  %447 = load double, ptr %8, align 8
  %448 = fmul contract double %446, %447
  %449 = fsub contract double %445, %448
  store double %449, ptr %11, align 8
  %450 = load double, ptr %7, align 8
  %451 = load double, ptr %10, align 8
  %452 = load double, ptr %8, align 8
  %453 = fmul contract double %451, %452
  %454 = fsub contract double %450, %453
  store double %454, ptr %10, align 8
  %455 = load double, ptr %7, align 8
  %456 = load double, ptr %11, align 8
  %457 = load double, ptr %8, align 8
  %458 = fmul contract double %456, %457
  %459 = fsub contract double %455, %458
  store double %459, ptr %11, align 8
  %460 = load double, ptr %7, align 8
  %461 = load double, ptr %10, align 8
  %462 = load double, ptr %8, align 8
  %463 = fmul contract double %461, %462
  %464 = fsub contract double %460, %463
  store double %464, ptr %10, align 8
  %465 = load double, ptr %7, align 8
  %466 = load double, ptr %11, align 8
  %467 = load double, ptr %8, align 8
  %468 = fmul contract double %466, %467
  %469 = fsub contract double %465, %468
  store double %469, ptr %11, align 8
  %470 = load double, ptr %7, align 8
  %471 = load double, ptr %10, align 8
  %472 = load double, ptr %8, align 8
  %473 = fmul contract double %471, %472
  %474 = fsub contract double %470, %473
  store double %474, ptr %10, align 8
  %475 = load double, ptr %7, align 8
  %476 = load double, ptr %11, align 8
  %477 = load double, ptr %8, align 8
  %478 = fmul contract double %476, %477
  %479 = fsub contract double %475, %478
  store double %479, ptr %11, align 8
  %480 = load double, ptr %7, align 8
  %481 = load double, ptr %10, align 8
  %482 = load double, ptr %8, align 8
  %483 = fmul contract double %481, %482
  %484 = fsub contract double %480, %483
  store double %484, ptr %10, align 8
  %485 = load double, ptr %7, align 8
  %486 = load double, ptr %11, align 8
  %487 = load double, ptr %8, align 8
  %488 = fmul contract double %486, %487
  %489 = fsub contract double %485, %488
  store double %489, ptr %11, align 8
  %490 = load double, ptr %7, align 8
  %491 = load double, ptr %10, align 8
  %492 = load double, ptr %8, align 8
  %493 = fmul contract double %491, %492
  %494 = fsub contract double %490, %493
  store double %494, ptr %10, align 8
  %495 = load double, ptr %7, align 8
  %496 = load double, ptr %11, align 8
  %497 = load double, ptr %8, align 8
  %498 = fmul contract double %496, %497
  %499 = fsub contract double %495, %498
  store double %499, ptr %11, align 8
  %500 = load double, ptr %7, align 8
  %501 = load double, ptr %10, align 8
  %502 = load double, ptr %8, align 8
  %503 = fmul contract double %501, %502
  %504 = fsub contract double %500, %503
  store double %504, ptr %10, align 8
  %505 = load double, ptr %7, align 8
  %506 = load double, ptr %11, align 8
  %507 = load double, ptr %8, align 8
  %508 = fmul contract double %506, %507
  %509 = fsub contract double %505, %508
  store double %509, ptr %11, align 8
  %510 = load double, ptr %7, align 8
  %511 = load double, ptr %10, align 8
  %512 = load double, ptr %8, align 8
  %513 = fmul contract double %511, %512
  %514 = fsub contract double %510, %513
  store double %514, ptr %10, align 8
  %515 = load double, ptr %7, align 8
  %516 = load double, ptr %11, align 8
  %517 = load double, ptr %8, align 8
  %518 = fmul contract double %516, %517
  %519 = fsub contract double %515, %518
  store double %519, ptr %11, align 8
  %520 = load double, ptr %7, align 8
  %521 = load double, ptr %10, align 8
  %522 = load double, ptr %8, align 8
  %523 = fmul contract double %521, %522
  %524 = fsub contract double %520, %523
  store double %524, ptr %10, align 8
  %525 = load double, ptr %7, align 8
  %526 = load double, ptr %11, align 8
  %527 = load double, ptr %8, align 8
  %528 = fmul contract double %526, %527
  %529 = fsub contract double %525, %528
  store double %529, ptr %11, align 8
  %530 = load double, ptr %7, align 8
  %531 = load double, ptr %10, align 8
  %532 = load double, ptr %8, align 8
  %533 = fmul contract double %531, %532
  %534 = fsub contract double %530, %533
  store double %534, ptr %10, align 8
  %535 = load double, ptr %7, align 8
  %536 = load double, ptr %11, align 8
  %537 = load double, ptr %8, align 8
  %538 = fmul contract double %536, %537
  %539 = fsub contract double %535, %538
  store double %539, ptr %11, align 8
  %540 = load double, ptr %7, align 8
  %541 = load double, ptr %10, align 8
  %542 = load double, ptr %8, align 8
  %543 = fmul contract double %541, %542
  %544 = fsub contract double %540, %543
  store double %544, ptr %10, align 8
  %545 = load double, ptr %7, align 8
  %546 = load double, ptr %11, align 8
  %547 = load double, ptr %8, align 8
  %548 = fmul contract double %546, %547
  %549 = fsub contract double %545, %548
  store double %549, ptr %11, align 8
  %550 = load double, ptr %7, align 8
  %551 = load double, ptr %10, align 8
  %552 = load double, ptr %8, align 8
  %553 = fmul contract double %551, %552
  %554 = fsub contract double %550, %553
  store double %554, ptr %10, align 8
  %555 = load double, ptr %7, align 8
  %556 = load double, ptr %11, align 8
  %557 = load double, ptr %8, align 8
  %558 = fmul contract double %556, %557
  %559 = fsub contract double %555, %558
  store double %559, ptr %11, align 8
  %560 = load double, ptr %7, align 8
  %561 = load double, ptr %10, align 8
  %562 = load double, ptr %8, align 8
  %563 = fmul contract double %561, %562
  %564 = fsub contract double %560, %563
  store double %564, ptr %10, align 8
  %565 = load double, ptr %7, align 8
  %566 = load double, ptr %11, align 8
  %567 = load double, ptr %8, align 8
  %568 = fmul contract double %566, %567
  %569 = fsub contract double %565, %568
  store double %569, ptr %11, align 8
  %570 = load double, ptr %7, align 8
  %571 = load double, ptr %10, align 8
  %572 = load double, ptr %8, align 8
  %573 = fmul contract double %571, %572
  %574 = fsub contract double %570, %573
  store double %574, ptr %10, align 8
  %575 = load double, ptr %7, align 8
  %576 = load double, ptr %11, align 8
  %577 = load double, ptr %8, align 8
  %578 = fmul contract double %576, %577
  %579 = fsub contract double %575, %578
  store double %579, ptr %11, align 8
  %580 = load double, ptr %7, align 8
  %581 = load double, ptr %10, align 8
  %582 = load double, ptr %8, align 8
  %583 = fmul contract double %581, %582
  %584 = fsub contract double %580, %583
  store double %584, ptr %10, align 8
  %585 = load double, ptr %7, align 8
  %586 = load double, ptr %11, align 8
  %587 = load double, ptr %8, align 8
  %588 = fmul contract double %586, %587
  %589 = fsub contract double %585, %588
  store double %589, ptr %11, align 8
  %590 = load double, ptr %7, align 8
  %591 = load double, ptr %10, align 8
  %592 = load double, ptr %8, align 8
  %593 = fmul contract double %591, %592
  %594 = fsub contract double %590, %593
  store double %594, ptr %10, align 8
  %595 = load double, ptr %7, align 8
  %596 = load double, ptr %11, align 8
  %597 = load double, ptr %8, align 8
  %598 = fmul contract double %596, %597
  %599 = fsub contract double %595, %598
  store double %599, ptr %11, align 8
  %600 = load double, ptr %7, align 8
  %601 = load double, ptr %10, align 8
  %602 = load double, ptr %8, align 8
  %603 = fmul contract double %601, %602
  %604 = fsub contract double %600, %603
  store double %604, ptr %10, align 8
  %605 = load double, ptr %7, align 8
  %606 = load double, ptr %11, align 8
  %607 = load double, ptr %8, align 8
  %608 = fmul contract double %606, %607
  %609 = fsub contract double %605, %608
  store double %609, ptr %11, align 8
  %610 = load double, ptr %7, align 8
  %611 = load double, ptr %10, align 8
  %612 = load double, ptr %8, align 8
  %613 = fmul contract double %611, %612
  %614 = fsub contract double %610, %613
  store double %614, ptr %10, align 8
  %615 = load double, ptr %7, align 8
  %616 = load double, ptr %11, align 8
  %617 = load double, ptr %8, align 8
  %618 = fmul contract double %616, %617
  %619 = fsub contract double %615, %618
  store double %619, ptr %11, align 8
  %620 = load double, ptr %7, align 8
  %621 = load double, ptr %10, align 8
  %622 = load double, ptr %8, align 8
  %623 = fmul contract double %621, %622
  %624 = fsub contract double %620, %623
  store double %624, ptr %10, align 8
  %625 = load double, ptr %7, align 8
  %626 = load double, ptr %11, align 8
  %627 = load double, ptr %8, align 8
  %628 = fmul contract double %626, %627
  %629 = fsub contract double %625, %628
  store double %629, ptr %11, align 8
  %630 = load double, ptr %7, align 8
  %631 = load double, ptr %10, align 8
  %632 = load double, ptr %8, align 8
  %633 = fmul contract double %631, %632
  %634 = fsub contract double %630, %633
  store double %634, ptr %10, align 8
  %635 = load double, ptr %7, align 8
  %636 = load double, ptr %11, align 8
  %637 = load double, ptr %8, align 8
  %638 = fmul contract double %636, %637
  %639 = fsub contract double %635, %638
  store double %639, ptr %11, align 8
  %640 = load double, ptr %7, align 8
  %641 = load double, ptr %10, align 8
  %642 = load double, ptr %8, align 8
  %643 = fmul contract double %641, %642
  %644 = fsub contract double %640, %643
  store double %644, ptr %10, align 8
  %645 = load double, ptr %7, align 8
  %646 = load double, ptr %11, align 8
  %647 = load double, ptr %8, align 8
  %648 = fmul contract double %646, %647
  %649 = fsub contract double %645, %648
  store double %649, ptr %11, align 8
  %650 = load double, ptr %7, align 8
  %651 = load double, ptr %10, align 8
  %652 = load double, ptr %8, align 8
  %653 = fmul contract double %651, %652
  %654 = fsub contract double %650, %653
  store double %654, ptr %10, align 8
  %655 = load double, ptr %7, align 8
  %656 = load double, ptr %11, align 8
  %657 = load double, ptr %8, align 8
  %658 = fmul contract double %656, %657
  %659 = fsub contract double %655, %658
  store double %659, ptr %11, align 8
  %660 = load double, ptr %7, align 8
  %661 = load double, ptr %10, align 8
  %662 = load double, ptr %8, align 8
  %663 = fmul contract double %661, %662
  %664 = fsub contract double %660, %663
  store double %664, ptr %10, align 8
  %665 = load double, ptr %7, align 8
  %666 = load double, ptr %11, align 8
  %667 = load double, ptr %8, align 8
  %668 = fmul contract double %666, %667
  %669 = fsub contract double %665, %668
  store double %669, ptr %11, align 8
  %670 = load double, ptr %7, align 8
  %671 = load double, ptr %10, align 8
  %672 = load double, ptr %8, align 8
  %673 = fmul contract double %671, %672
  %674 = fsub contract double %670, %673
  store double %674, ptr %10, align 8
  %675 = load double, ptr %7, align 8
  %676 = load double, ptr %11, align 8
  %677 = load double, ptr %8, align 8
  %678 = fmul contract double %676, %677
  %679 = fsub contract double %675, %678
  store double %679, ptr %11, align 8
  %680 = load double, ptr %7, align 8
  %681 = load double, ptr %10, align 8
  %682 = load double, ptr %8, align 8
  %683 = fmul contract double %681, %682
  %684 = fsub contract double %680, %683
  store double %684, ptr %10, align 8
  %685 = load double, ptr %7, align 8
  %686 = load double, ptr %11, align 8
  %687 = load double, ptr %8, align 8
  %688 = fmul contract double %686, %687
  %689 = fsub contract double %685, %688
  store double %689, ptr %11, align 8
  %690 = load double, ptr %7, align 8
  %691 = load double, ptr %10, align 8
  %692 = load double, ptr %8, align 8
  %693 = fmul contract double %691, %692
  %694 = fsub contract double %690, %693
  store double %694, ptr %10, align 8
  %695 = load double, ptr %7, align 8
  %696 = load double, ptr %11, align 8
  %697 = load double, ptr %8, align 8
  %698 = fmul contract double %696, %697
  %699 = fsub contract double %695, %698
  store double %699, ptr %11, align 8
  %700 = load double, ptr %7, align 8
  %701 = load double, ptr %10, align 8
  %702 = load double, ptr %8, align 8
  %703 = fmul contract double %701, %702
  %704 = fsub contract double %700, %703
  store double %704, ptr %10, align 8
  %705 = load double, ptr %7, align 8
  %706 = load double, ptr %11, align 8
  %707 = load double, ptr %8, align 8
  %708 = fmul contract double %706, %707
  %709 = fsub contract double %705, %708
  store double %709, ptr %11, align 8
  %710 = load double, ptr %7, align 8
  %711 = load double, ptr %10, align 8
  %712 = load double, ptr %8, align 8
  %713 = fmul contract double %711, %712
  %714 = fsub contract double %710, %713
  store double %714, ptr %10, align 8
  %715 = load double, ptr %7, align 8
  %716 = load double, ptr %11, align 8
  %717 = load double, ptr %8, align 8
  %718 = fmul contract double %716, %717
  %719 = fsub contract double %715, %718
  store double %719, ptr %11, align 8
  %720 = load double, ptr %7, align 8
  %721 = load double, ptr %10, align 8
  %722 = load double, ptr %8, align 8
  %723 = fmul contract double %721, %722
  %724 = fsub contract double %720, %723
  store double %724, ptr %10, align 8
  %725 = load double, ptr %7, align 8
  %726 = load double, ptr %11, align 8
  %727 = load double, ptr %8, align 8
  %728 = fmul contract double %726, %727
  %729 = fsub contract double %725, %728
  store double %729, ptr %11, align 8
  %730 = load double, ptr %7, align 8
  %731 = load double, ptr %10, align 8
  %732 = load double, ptr %8, align 8
  %733 = fmul contract double %731, %732
  %734 = fsub contract double %730, %733
  store double %734, ptr %10, align 8
  %735 = load double, ptr %7, align 8
  %736 = load double, ptr %11, align 8
  %737 = load double, ptr %8, align 8
  %738 = fmul contract double %736, %737
  %739 = fsub contract double %735, %738
  store double %739, ptr %11, align 8
  %740 = load double, ptr %7, align 8
  %741 = load double, ptr %10, align 8
  %742 = load double, ptr %8, align 8
  %743 = fmul contract double %741, %742
  %744 = fsub contract double %740, %743
  store double %744, ptr %10, align 8
  %745 = load double, ptr %7, align 8
  %746 = load double, ptr %11, align 8
  %747 = load double, ptr %8, align 8
  %748 = fmul contract double %746, %747
  %749 = fsub contract double %745, %748
  store double %749, ptr %11, align 8
  %750 = load double, ptr %7, align 8
  %751 = load double, ptr %10, align 8
  %752 = load double, ptr %8, align 8
  %753 = fmul contract double %751, %752
  %754 = fsub contract double %750, %753
  store double %754, ptr %10, align 8
  %755 = load double, ptr %7, align 8
  %756 = load double, ptr %11, align 8
  %757 = load double, ptr %8, align 8
  %758 = fmul contract double %756, %757
  %759 = fsub contract double %755, %758
  store double %759, ptr %11, align 8
  %760 = load double, ptr %7, align 8
  %761 = load double, ptr %10, align 8
  %762 = load double, ptr %8, align 8
  %763 = fmul contract double %761, %762
  %764 = fsub contract double %760, %763
  store double %764, ptr %10, align 8
  %765 = load double, ptr %7, align 8
  %766 = load double, ptr %11, align 8
  %767 = load double, ptr %8, align 8
  %768 = fmul contract double %766, %767
  %769 = fsub contract double %765, %768
  store double %769, ptr %11, align 8
  %770 = load double, ptr %7, align 8
  %771 = load double, ptr %10, align 8
  %772 = load double, ptr %8, align 8
  %773 = fmul contract double %771, %772
  %774 = fsub contract double %770, %773
  store double %774, ptr %10, align 8
  %775 = load double, ptr %7, align 8
  %776 = load double, ptr %11, align 8
  %777 = load double, ptr %8, align 8
  %778 = fmul contract double %776, %777
  %779 = fsub contract double %775, %778
  store double %779, ptr %11, align 8
  %780 = load double, ptr %7, align 8
  %781 = load double, ptr %10, align 8
  %782 = load double, ptr %8, align 8
  %783 = fmul contract double %781, %782
  %784 = fsub contract double %780, %783
  store double %784, ptr %10, align 8
  %785 = load double, ptr %7, align 8
  %786 = load double, ptr %11, align 8
  %787 = load double, ptr %8, align 8
  %788 = fmul contract double %786, %787
  %789 = fsub contract double %785, %788
  store double %789, ptr %11, align 8
  %790 = load double, ptr %7, align 8
  %791 = load double, ptr %10, align 8
  %792 = load double, ptr %8, align 8
  %793 = fmul contract double %791, %792
  %794 = fsub contract double %790, %793
  store double %794, ptr %10, align 8
  %795 = load double, ptr %7, align 8
  %796 = load double, ptr %11, align 8
  %797 = load double, ptr %8, align 8
  %798 = fmul contract double %796, %797
  %799 = fsub contract double %795, %798
  store double %799, ptr %11, align 8
  %800 = load double, ptr %7, align 8
  %801 = load double, ptr %10, align 8
  %802 = load double, ptr %8, align 8
  %803 = fmul contract double %801, %802
  %804 = fsub contract double %800, %803
  store double %804, ptr %10, align 8
  %805 = load double, ptr %7, align 8
  %806 = load double, ptr %11, align 8
  %807 = load double, ptr %8, align 8
  %808 = fmul contract double %806, %807
  %809 = fsub contract double %805, %808
  store double %809, ptr %11, align 8
  %810 = load double, ptr %7, align 8
  %811 = load double, ptr %10, align 8
  %812 = load double, ptr %8, align 8
  %813 = fmul contract double %811, %812
  %814 = fsub contract double %810, %813
  store double %814, ptr %10, align 8
  %815 = load double, ptr %7, align 8
  %816 = load double, ptr %11, align 8
  %817 = load double, ptr %8, align 8
  %818 = fmul contract double %816, %817
  %819 = fsub contract double %815, %818
  store double %819, ptr %11, align 8
  %820 = load double, ptr %7, align 8
  %821 = load double, ptr %10, align 8
  %822 = load double, ptr %8, align 8
  %823 = fmul contract double %821, %822
  %824 = fsub contract double %820, %823
  store double %824, ptr %10, align 8
  %825 = load double, ptr %7, align 8
  %826 = load double, ptr %11, align 8
  %827 = load double, ptr %8, align 8
  %828 = fmul contract double %826, %827
  %829 = fsub contract double %825, %828
  store double %829, ptr %11, align 8
  %830 = load double, ptr %7, align 8
  %831 = load double, ptr %10, align 8
  %832 = load double, ptr %8, align 8
  %833 = fmul contract double %831, %832
  %834 = fsub contract double %830, %833
  store double %834, ptr %10, align 8
  %835 = load double, ptr %7, align 8
  %836 = load double, ptr %11, align 8
  %837 = load double, ptr %8, align 8
  %838 = fmul contract double %836, %837
  %839 = fsub contract double %835, %838
  store double %839, ptr %11, align 8
  %840 = load double, ptr %7, align 8
  %841 = load double, ptr %10, align 8
  %842 = load double, ptr %8, align 8
  %843 = fmul contract double %841, %842
  %844 = fsub contract double %840, %843
  store double %844, ptr %10, align 8
  %845 = load double, ptr %7, align 8
  %846 = load double, ptr %11, align 8
  %847 = load double, ptr %8, align 8
  %848 = fmul contract double %846, %847
  %849 = fsub contract double %845, %848
  store double %849, ptr %11, align 8
  %850 = load double, ptr %7, align 8
  %851 = load double, ptr %10, align 8
  %852 = load double, ptr %8, align 8
  %853 = fmul contract double %851, %852
  %854 = fsub contract double %850, %853
  store double %854, ptr %10, align 8
  %855 = load double, ptr %7, align 8
  %856 = load double, ptr %11, align 8
  %857 = load double, ptr %8, align 8
  %858 = fmul contract double %856, %857
  %859 = fsub contract double %855, %858
  store double %859, ptr %11, align 8
  %860 = load double, ptr %7, align 8
  %861 = load double, ptr %10, align 8
  %862 = load double, ptr %8, align 8
  %863 = fmul contract double %861, %862
  %864 = fsub contract double %860, %863
  store double %864, ptr %10, align 8
  %865 = load double, ptr %7, align 8
  %866 = load double, ptr %11, align 8
  %867 = load double, ptr %8, align 8
  %868 = fmul contract double %866, %867
  %869 = fsub contract double %865, %868
  store double %869, ptr %11, align 8
  %870 = load double, ptr %7, align 8
  %871 = load double, ptr %10, align 8
  %872 = load double, ptr %8, align 8
  %873 = fmul contract double %871, %872
  %874 = fsub contract double %870, %873
  store double %874, ptr %10, align 8
  %875 = load double, ptr %7, align 8
  %876 = load double, ptr %11, align 8
  %877 = load double, ptr %8, align 8
  %878 = fmul contract double %876, %877
  %879 = fsub contract double %875, %878
  store double %879, ptr %11, align 8
  %880 = load double, ptr %7, align 8
  %881 = load double, ptr %10, align 8
  %882 = load double, ptr %8, align 8
  %883 = fmul contract double %881, %882
  %884 = fsub contract double %880, %883
  store double %884, ptr %10, align 8
  %885 = load double, ptr %7, align 8
  %886 = load double, ptr %11, align 8
  %887 = load double, ptr %8, align 8
  %888 = fmul contract double %886, %887
  %889 = fsub contract double %885, %888
  store double %889, ptr %11, align 8
  %890 = load double, ptr %7, align 8
  %891 = load double, ptr %10, align 8
  %892 = load double, ptr %8, align 8
  %893 = fmul contract double %891, %892
  %894 = fsub contract double %890, %893
  store double %894, ptr %10, align 8
  %895 = load double, ptr %7, align 8
  %896 = load double, ptr %11, align 8
  %897 = load double, ptr %8, align 8
  %898 = fmul contract double %896, %897
  %899 = fsub contract double %895, %898
  store double %899, ptr %11, align 8
  %900 = load double, ptr %7, align 8
  %901 = load double, ptr %10, align 8
  %902 = load double, ptr %8, align 8
  %903 = fmul contract double %901, %902
  %904 = fsub contract double %900, %903
  store double %904, ptr %10, align 8
  %905 = load double, ptr %7, align 8
  %906 = load double, ptr %11, align 8
  %907 = load double, ptr %8, align 8
  %908 = fmul contract double %906, %907
  %909 = fsub contract double %905, %908
  store double %909, ptr %11, align 8
  %910 = load double, ptr %7, align 8
  %911 = load double, ptr %10, align 8
  %912 = load double, ptr %8, align 8
  %913 = fmul contract double %911, %912
  %914 = fsub contract double %910, %913
  store double %914, ptr %10, align 8
  %915 = load double, ptr %7, align 8
  %916 = load double, ptr %11, align 8
  %917 = load double, ptr %8, align 8
  %918 = fmul contract double %916, %917
  %919 = fsub contract double %915, %918
  store double %919, ptr %11, align 8
  %920 = load double, ptr %7, align 8
  %921 = load double, ptr %10, align 8
  %922 = load double, ptr %8, align 8
  %923 = fmul contract double %921, %922
  %924 = fsub contract double %920, %923
  store double %924, ptr %10, align 8
  %925 = load double, ptr %7, align 8
  %926 = load double, ptr %11, align 8
  %927 = load double, ptr %8, align 8
  %928 = fmul contract double %926, %927
  %929 = fsub contract double %925, %928
  store double %929, ptr %11, align 8
  %930 = load double, ptr %7, align 8
  %931 = load double, ptr %10, align 8
  %932 = load double, ptr %8, align 8
  %933 = fmul contract double %931, %932
  %934 = fsub contract double %930, %933
  store double %934, ptr %10, align 8
  %935 = load double, ptr %7, align 8
  %936 = load double, ptr %11, align 8
  %937 = load double, ptr %8, align 8
  %938 = fmul contract double %936, %937
  %939 = fsub contract double %935, %938
  store double %939, ptr %11, align 8
  %940 = load double, ptr %7, align 8
  %941 = load double, ptr %10, align 8
  %942 = load double, ptr %8, align 8
  %943 = fmul contract double %941, %942
  %944 = fsub contract double %940, %943
  store double %944, ptr %10, align 8
  %945 = load double, ptr %7, align 8
  %946 = load double, ptr %11, align 8
  %947 = load double, ptr %8, align 8
  %948 = fmul contract double %946, %947
  %949 = fsub contract double %945, %948
  store double %949, ptr %11, align 8
  %950 = load double, ptr %7, align 8
  %951 = load double, ptr %10, align 8
  %952 = load double, ptr %8, align 8
  %953 = fmul contract double %951, %952
  %954 = fsub contract double %950, %953
  store double %954, ptr %10, align 8
  %955 = load double, ptr %7, align 8
  %956 = load double, ptr %11, align 8
  %957 = load double, ptr %8, align 8
  %958 = fmul contract double %956, %957
  %959 = fsub contract double %955, %958
  store double %959, ptr %11, align 8
  %960 = load double, ptr %7, align 8
  %961 = load double, ptr %10, align 8
  %962 = load double, ptr %8, align 8
  %963 = fmul contract double %961, %962
  %964 = fsub contract double %960, %963
  store double %964, ptr %10, align 8
  %965 = load double, ptr %7, align 8
  %966 = load double, ptr %11, align 8
  %967 = load double, ptr %8, align 8
  %968 = fmul contract double %966, %967
  %969 = fsub contract double %965, %968
  store double %969, ptr %11, align 8
  %970 = load double, ptr %7, align 8
  %971 = load double, ptr %10, align 8
  %972 = load double, ptr %8, align 8
  %973 = fmul contract double %971, %972
  %974 = fsub contract double %970, %973
  store double %974, ptr %10, align 8
  %975 = load double, ptr %7, align 8
  %976 = load double, ptr %11, align 8
  %977 = load double, ptr %8, align 8
  %978 = fmul contract double %976, %977
  %979 = fsub contract double %975, %978
  store double %979, ptr %11, align 8
  %980 = load double, ptr %7, align 8
  %981 = load double, ptr %10, align 8
  %982 = load double, ptr %8, align 8
  %983 = fmul contract double %981, %982
  %984 = fsub contract double %980, %983
  store double %984, ptr %10, align 8
  %985 = load double, ptr %7, align 8
  %986 = load double, ptr %11, align 8
  %987 = load double, ptr %8, align 8
  %988 = fmul contract double %986, %987
  %989 = fsub contract double %985, %988
  store double %989, ptr %11, align 8
  %990 = load double, ptr %7, align 8
  %991 = load double, ptr %10, align 8
  %992 = load double, ptr %8, align 8
  %993 = fmul contract double %991, %992
  %994 = fsub contract double %990, %993
  store double %994, ptr %10, align 8
  %995 = load double, ptr %7, align 8
  %996 = load double, ptr %11, align 8
  %997 = load double, ptr %8, align 8
  %998 = fmul contract double %996, %997
  %999 = fsub contract double %995, %998
  store double %999, ptr %11, align 8
  %1000 = load double, ptr %7, align 8
  %1001 = load double, ptr %10, align 8
  %1002 = load double, ptr %8, align 8
  %1003 = fmul contract double %1001, %1002
  %1004 = fsub contract double %1000, %1003
  store double %1004, ptr %10, align 8
  %1005 = load double, ptr %7, align 8
  %1006 = load double, ptr %11, align 8
  %1007 = load double, ptr %8, align 8
  %1008 = fmul contract double %1006, %1007
  %1009 = fsub contract double %1005, %1008
  store double %1009, ptr %11, align 8
  %1010 = load double, ptr %7, align 8
  %1011 = load double, ptr %10, align 8
  %1012 = load double, ptr %8, align 8
  %1013 = fmul contract double %1011, %1012
  %1014 = fsub contract double %1010, %1013
  store double %1014, ptr %10, align 8
  %1015 = load double, ptr %7, align 8
  %1016 = load double, ptr %11, align 8
  %1017 = load double, ptr %8, align 8
  %1018 = fmul contract double %1016, %1017
  %1019 = fsub contract double %1015, %1018
  store double %1019, ptr %11, align 8
  %1020 = load double, ptr %7, align 8
  %1021 = load double, ptr %10, align 8
  %1022 = load double, ptr %8, align 8
  %1023 = fmul contract double %1021, %1022
  %1024 = fsub contract double %1020, %1023
  store double %1024, ptr %10, align 8
  %1025 = load double, ptr %7, align 8
  %1026 = load double, ptr %11, align 8
  %1027 = load double, ptr %8, align 8
  %1028 = fmul contract double %1026, %1027
  %1029 = fsub contract double %1025, %1028
  store double %1029, ptr %11, align 8
  %1030 = load double, ptr %7, align 8
  %1031 = load double, ptr %10, align 8
  %1032 = load double, ptr %8, align 8
  %1033 = fmul contract double %1031, %1032
  %1034 = fsub contract double %1030, %1033
  store double %1034, ptr %10, align 8
  %1035 = load double, ptr %7, align 8
  %1036 = load double, ptr %11, align 8
  %1037 = load double, ptr %8, align 8
  %1038 = fmul contract double %1036, %1037
  %1039 = fsub contract double %1035, %1038
  store double %1039, ptr %11, align 8
  %1040 = load double, ptr %7, align 8
  %1041 = load double, ptr %10, align 8
  %1042 = load double, ptr %8, align 8
  %1043 = fmul contract double %1041, %1042
  %1044 = fsub contract double %1040, %1043
  store double %1044, ptr %10, align 8
  %1045 = load double, ptr %7, align 8
  %1046 = load double, ptr %11, align 8
  %1047 = load double, ptr %8, align 8
  %1048 = fmul contract double %1046, %1047
  %1049 = fsub contract double %1045, %1048
  store double %1049, ptr %11, align 8
  %1050 = load double, ptr %7, align 8
  %1051 = load double, ptr %10, align 8
  %1052 = load double, ptr %8, align 8
  %1053 = fmul contract double %1051, %1052
  %1054 = fsub contract double %1050, %1053
  store double %1054, ptr %10, align 8
  %1055 = load double, ptr %7, align 8
  %1056 = load double, ptr %11, align 8
  %1057 = load double, ptr %8, align 8
  %1058 = fmul contract double %1056, %1057
  %1059 = fsub contract double %1055, %1058
  store double %1059, ptr %11, align 8
  %1060 = load double, ptr %7, align 8
  %1061 = load double, ptr %10, align 8
  %1062 = load double, ptr %8, align 8
  %1063 = fmul contract double %1061, %1062
  %1064 = fsub contract double %1060, %1063
  store double %1064, ptr %10, align 8
  %1065 = load double, ptr %7, align 8
  %1066 = load double, ptr %11, align 8
  %1067 = load double, ptr %8, align 8
  %1068 = fmul contract double %1066, %1067
  %1069 = fsub contract double %1065, %1068
  store double %1069, ptr %11, align 8
  %1070 = load double, ptr %7, align 8
  %1071 = load double, ptr %10, align 8
  %1072 = load double, ptr %8, align 8
  %1073 = fmul contract double %1071, %1072
  %1074 = fsub contract double %1070, %1073
  store double %1074, ptr %10, align 8
  %1075 = load double, ptr %7, align 8
  %1076 = load double, ptr %11, align 8
  %1077 = load double, ptr %8, align 8
  %1078 = fmul contract double %1076, %1077
  %1079 = fsub contract double %1075, %1078
  store double %1079, ptr %11, align 8
  %1080 = load double, ptr %7, align 8
  %1081 = load double, ptr %10, align 8
  %1082 = load double, ptr %8, align 8
  %1083 = fmul contract double %1081, %1082
  %1084 = fsub contract double %1080, %1083
  store double %1084, ptr %10, align 8
  %1085 = load double, ptr %7, align 8
  %1086 = load double, ptr %11, align 8
  %1087 = load double, ptr %8, align 8
  %1088 = fmul contract double %1086, %1087
  %1089 = fsub contract double %1085, %1088
  store double %1089, ptr %11, align 8
  %1090 = load double, ptr %7, align 8
  %1091 = load double, ptr %10, align 8
  %1092 = load double, ptr %8, align 8
  %1093 = fmul contract double %1091, %1092
  %1094 = fsub contract double %1090, %1093
  store double %1094, ptr %10, align 8
  %1095 = load double, ptr %7, align 8
  %1096 = load double, ptr %11, align 8
  %1097 = load double, ptr %8, align 8
  %1098 = fmul contract double %1096, %1097
  %1099 = fsub contract double %1095, %1098
  store double %1099, ptr %11, align 8
  %1100 = load double, ptr %7, align 8
  %1101 = load double, ptr %10, align 8
  %1102 = load double, ptr %8, align 8
  %1103 = fmul contract double %1101, %1102
  %1104 = fsub contract double %1100, %1103
  store double %1104, ptr %10, align 8
  %1105 = load double, ptr %7, align 8
  %1106 = load double, ptr %11, align 8
  %1107 = load double, ptr %8, align 8
  %1108 = fmul contract double %1106, %1107
  %1109 = fsub contract double %1105, %1108
  store double %1109, ptr %11, align 8
  %1110 = load double, ptr %7, align 8
  %1111 = load double, ptr %10, align 8
  %1112 = load double, ptr %8, align 8
  %1113 = fmul contract double %1111, %1112
  %1114 = fsub contract double %1110, %1113
  store double %1114, ptr %10, align 8
  %1115 = load double, ptr %7, align 8
  %1116 = load double, ptr %11, align 8
  %1117 = load double, ptr %8, align 8
  %1118 = fmul contract double %1116, %1117
  %1119 = fsub contract double %1115, %1118
  store double %1119, ptr %11, align 8
  %1120 = load double, ptr %7, align 8
  %1121 = load double, ptr %10, align 8
  %1122 = load double, ptr %8, align 8
  %1123 = fmul contract double %1121, %1122
  %1124 = fsub contract double %1120, %1123
  store double %1124, ptr %10, align 8
  %1125 = load double, ptr %7, align 8
  %1126 = load double, ptr %11, align 8
  %1127 = load double, ptr %8, align 8
  %1128 = fmul contract double %1126, %1127
  %1129 = fsub contract double %1125, %1128
  store double %1129, ptr %11, align 8
  %1130 = load double, ptr %7, align 8
  %1131 = load double, ptr %10, align 8
  %1132 = load double, ptr %8, align 8
  %1133 = fmul contract double %1131, %1132
  %1134 = fsub contract double %1130, %1133
  store double %1134, ptr %10, align 8
  %1135 = load double, ptr %7, align 8
  %1136 = load double, ptr %11, align 8
  %1137 = load double, ptr %8, align 8
  %1138 = fmul contract double %1136, %1137
  %1139 = fsub contract double %1135, %1138
  store double %1139, ptr %11, align 8
  %1140 = load double, ptr %7, align 8
  %1141 = load double, ptr %10, align 8
  %1142 = load double, ptr %8, align 8
  %1143 = fmul contract double %1141, %1142
  %1144 = fsub contract double %1140, %1143
  store double %1144, ptr %10, align 8
  %1145 = load double, ptr %7, align 8
  %1146 = load double, ptr %11, align 8
  %1147 = load double, ptr %8, align 8
  %1148 = fmul contract double %1146, %1147
  %1149 = fsub contract double %1145, %1148
  store double %1149, ptr %11, align 8
  %1150 = load double, ptr %7, align 8
  %1151 = load double, ptr %10, align 8
  %1152 = load double, ptr %8, align 8
  %1153 = fmul contract double %1151, %1152
  %1154 = fsub contract double %1150, %1153
  store double %1154, ptr %10, align 8
  %1155 = load double, ptr %7, align 8
  %1156 = load double, ptr %11, align 8
  %1157 = load double, ptr %8, align 8
  %1158 = fmul contract double %1156, %1157
  %1159 = fsub contract double %1155, %1158
  store double %1159, ptr %11, align 8
  %1160 = load double, ptr %7, align 8
  %1161 = load double, ptr %10, align 8
  %1162 = load double, ptr %8, align 8
  %1163 = fmul contract double %1161, %1162
  %1164 = fsub contract double %1160, %1163
  store double %1164, ptr %10, align 8
  %1165 = load double, ptr %7, align 8
  %1166 = load double, ptr %11, align 8
  %1167 = load double, ptr %8, align 8
  %1168 = fmul contract double %1166, %1167
  %1169 = fsub contract double %1165, %1168
  store double %1169, ptr %11, align 8
  %1170 = load double, ptr %7, align 8
  %1171 = load double, ptr %10, align 8
  %1172 = load double, ptr %8, align 8
  %1173 = fmul contract double %1171, %1172
  %1174 = fsub contract double %1170, %1173
  store double %1174, ptr %10, align 8
  %1175 = load double, ptr %7, align 8
  %1176 = load double, ptr %11, align 8
  %1177 = load double, ptr %8, align 8
  %1178 = fmul contract double %1176, %1177
  %1179 = fsub contract double %1175, %1178
  store double %1179, ptr %11, align 8
  %1180 = load double, ptr %7, align 8
  %1181 = load double, ptr %10, align 8
  %1182 = load double, ptr %8, align 8
  %1183 = fmul contract double %1181, %1182
  %1184 = fsub contract double %1180, %1183
  store double %1184, ptr %10, align 8
  %1185 = load double, ptr %7, align 8
  %1186 = load double, ptr %11, align 8
  %1187 = load double, ptr %8, align 8
  %1188 = fmul contract double %1186, %1187
  %1189 = fsub contract double %1185, %1188
  store double %1189, ptr %11, align 8
  %1190 = load double, ptr %7, align 8
  %1191 = load double, ptr %10, align 8
  %1192 = load double, ptr %8, align 8
  %1193 = fmul contract double %1191, %1192
  %1194 = fsub contract double %1190, %1193
  store double %1194, ptr %10, align 8
  %1195 = load double, ptr %7, align 8
  %1196 = load double, ptr %11, align 8
  %1197 = load double, ptr %8, align 8
  %1198 = fmul contract double %1196, %1197
  %1199 = fsub contract double %1195, %1198
  store double %1199, ptr %11, align 8
  %1200 = load double, ptr %7, align 8
  %1201 = load double, ptr %10, align 8
  %1202 = load double, ptr %8, align 8
  %1203 = fmul contract double %1201, %1202
  %1204 = fsub contract double %1200, %1203
  store double %1204, ptr %10, align 8
  %1205 = load double, ptr %7, align 8
  %1206 = load double, ptr %11, align 8
  %1207 = load double, ptr %8, align 8
  %1208 = fmul contract double %1206, %1207
  %1209 = fsub contract double %1205, %1208
  store double %1209, ptr %11, align 8
  %1210 = load double, ptr %7, align 8
  %1211 = load double, ptr %10, align 8
  %1212 = load double, ptr %8, align 8
  %1213 = fmul contract double %1211, %1212
  %1214 = fsub contract double %1210, %1213
  store double %1214, ptr %10, align 8
  %1215 = load double, ptr %7, align 8
  %1216 = load double, ptr %11, align 8
  %1217 = load double, ptr %8, align 8
  %1218 = fmul contract double %1216, %1217
  %1219 = fsub contract double %1215, %1218
  store double %1219, ptr %11, align 8
  %1220 = load double, ptr %7, align 8
  %1221 = load double, ptr %10, align 8
  %1222 = load double, ptr %8, align 8
  %1223 = fmul contract double %1221, %1222
  %1224 = fsub contract double %1220, %1223
  store double %1224, ptr %10, align 8
  %1225 = load double, ptr %7, align 8
  %1226 = load double, ptr %11, align 8
  %1227 = load double, ptr %8, align 8
  %1228 = fmul contract double %1226, %1227
  %1229 = fsub contract double %1225, %1228
  store double %1229, ptr %11, align 8
  br label %1230

1230:                                             ; preds = %29
  %1231 = load i32, ptr %12, align 4
  %1232 = add nsw i32 %1231, 1
  store i32 %1232, ptr %12, align 4
  br label %25, !llvm.loop !8

1233:                                             ; preds = %25
  %1234 = load double, ptr %10, align 8
  %1235 = load double, ptr %11, align 8
  %1236 = fadd contract double %1234, %1235
  %1237 = load ptr, ptr %5, align 8
  %1238 = load i32, ptr %9, align 4
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr inbounds double, ptr %1237, i64 %1239
  store double %1236, ptr %1240, align 8
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

!0 = !{ptr @_Z5MAdd2IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z5MAdd2IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
