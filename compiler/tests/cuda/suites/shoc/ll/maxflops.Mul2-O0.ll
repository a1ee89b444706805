; ModuleID = 'maxflops.Mul2.cu'
source_filename = "maxflops.Mul2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z4Mul2IfEvPT_iS0_ = comdat any

$_Z4Mul2IdEvPT_iS0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul2IfEvPT_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fsub contract float %20, %25
  %27 = fadd contract float %26, 0x3FEFF7CEE0000000
  store float %27, ptr %8, align 4
  %28 = load float, ptr %8, align 4
  %29 = fsub contract float %28, 0x3F1A36E2E0000000
  store float %29, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %1035, %3
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %5, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %1038

34:                                               ; preds = %30
  %35 = load float, ptr %8, align 4
  %36 = load float, ptr %8, align 4
  %37 = fmul contract float %35, %36
  %38 = load float, ptr %6, align 4
  %39 = fmul contract float %37, %38
  store float %39, ptr %8, align 4
  %40 = load float, ptr %9, align 4
  %41 = load float, ptr %9, align 4
  %42 = fmul contract float %40, %41
  %43 = load float, ptr %6, align 4
  %44 = fmul contract float %42, %43
  store float %44, ptr %9, align 4
  %45 = load float, ptr %8, align 4
  %46 = load float, ptr %8, align 4
  %47 = fmul contract float %45, %46
  %48 = load float, ptr %6, align 4
  %49 = fmul contract float %47, %48
  store float %49, ptr %8, align 4
  %50 = load float, ptr %9, align 4
  %51 = load float, ptr %9, align 4
  %52 = fmul contract float %50, %51
  %53 = load float, ptr %6, align 4
  %54 = fmul contract float %52, %53
  store float %54, ptr %9, align 4
  %55 = load float, ptr %8, align 4
  %56 = load float, ptr %8, align 4
  %57 = fmul contract float %55, %56
  %58 = load float, ptr %6, align 4
  %59 = fmul contract float %57, %58
  store float %59, ptr %8, align 4
  %60 = load float, ptr %9, align 4
  %61 = load float, ptr %9, align 4
  %62 = fmul contract float %60, %61
  %63 = load float, ptr %6, align 4
  %64 = fmul contract float %62, %63
  store float %64, ptr %9, align 4
  %65 = load float, ptr %8, align 4
  %66 = load float, ptr %8, align 4
  %67 = fmul contract float %65, %66
  %68 = load float, ptr %6, align 4
  %69 = fmul contract float %67, %68
  store float %69, ptr %8, align 4
  %70 = load float, ptr %9, align 4
  %71 = load float, ptr %9, align 4
  %72 = fmul contract float %70, %71
  %73 = load float, ptr %6, align 4
  %74 = fmul contract float %72, %73
  store float %74, ptr %9, align 4
  %75 = load float, ptr %8, align 4
  %76 = load float, ptr %8, align 4
  %77 = fmul contract float %75, %76
  %78 = load float, ptr %6, align 4
  %79 = fmul contract float %77, %78
  store float %79, ptr %8, align 4
  %80 = load float, ptr %9, align 4
  %81 = load float, ptr %9, align 4
  %82 = fmul contract float %80, %81
  %83 = load float, ptr %6, align 4
  %84 = fmul contract float %82, %83
  store float %84, ptr %9, align 4
  %85 = load float, ptr %8, align 4
  %86 = load float, ptr %8, align 4
  %87 = fmul contract float %85, %86
  %88 = load float, ptr %6, align 4
  %89 = fmul contract float %87, %88
  store float %89, ptr %8, align 4
  %90 = load float, ptr %9, align 4
  %91 = load float, ptr %9, align 4
  %92 = fmul contract float %90, %91
  %93 = load float, ptr %6, align 4
  %94 = fmul contract float %92, %93
  store float %94, ptr %9, align 4
  %95 = load float, ptr %8, align 4
  %96 = load float, ptr %8, align 4
  %97 = fmul contract float %95, %96
  %98 = load float, ptr %6, align 4
  %99 = fmul contract float %97, %98
  store float %99, ptr %8, align 4
  %100 = load float, ptr %9, align 4
  %101 = load float, ptr %9, align 4
  %102 = fmul contract float %100, %101
  %103 = load float, ptr %6, align 4
  %104 = fmul contract float %102, %103
  store float %104, ptr %9, align 4
  %105 = load float, ptr %8, align 4
  %106 = load float, ptr %8, align 4
  %107 = fmul contract float %105, %106
  %108 = load float, ptr %6, align 4
  %109 = fmul contract float %107, %108
  store float %109, ptr %8, align 4
  %110 = load float, ptr %9, align 4
  %111 = load float, ptr %9, align 4
  %112 = fmul contract float %110, %111
  %113 = load float, ptr %6, align 4
  %114 = fmul contract float %112, %113
  store float %114, ptr %9, align 4
  %115 = load float, ptr %8, align 4
  %116 = load float, ptr %8, align 4
  %117 = fmul contract float %115, %116
  %118 = load float, ptr %6, align 4
  %119 = fmul contract float %117, %118
  store float %119, ptr %8, align 4
  %120 = load float, ptr %9, align 4
  %121 = load float, ptr %9, align 4
  %122 = fmul contract float %120, %121
  %123 = load float, ptr %6, align 4
  %124 = fmul contract float %122, %123
  store float %124, ptr %9, align 4
  %125 = load float, ptr %8, align 4
  %126 = load float, ptr %8, align 4
  %127 = fmul contract float %125, %126
  %128 = load float, ptr %6, align 4
  %129 = fmul contract float %127, %128
  store float %129, ptr %8, align 4
  %130 = load float, ptr %9, align 4
  %131 = load float, ptr %9, align 4
  %132 = fmul contract float %130, %131
  %133 = load float, ptr %6, align 4
  %134 = fmul contract float %132, %133
  store float %134, ptr %9, align 4
  %135 = load float, ptr %8, align 4
  %136 = load float, ptr %8, align 4
  %137 = fmul contract float %135, %136
  %138 = load float, ptr %6, align 4
  %139 = fmul contract float %137, %138
  store float %139, ptr %8, align 4
  %140 = load float, ptr %9, align 4
  %141 = load float, ptr %9, align 4
  %142 = fmul contract float %140, %141
  %143 = load float, ptr %6, align 4
  %144 = fmul contract float %142, %143
  store float %144, ptr %9, align 4
  %145 = load float, ptr %8, align 4
  %146 = load float, ptr %8, align 4
  %147 = fmul contract float %145, %146
  %148 = load float, ptr %6, align 4
  %149 = fmul contract float %147, %148
  store float %149, ptr %8, align 4
  %150 = load float, ptr %9, align 4
  %151 = load float, ptr %9, align 4
  %152 = fmul contract float %150, %151
  %153 = load float, ptr %6, align 4
  %154 = fmul contract float %152, %153
  store float %154, ptr %9, align 4
  %155 = load float, ptr %8, align 4
  %156 = load float, ptr %8, align 4
  %157 = fmul contract float %155, %156
  %158 = load float, ptr %6, align 4
  %159 = fmul contract float %157, %158
  store float %159, ptr %8, align 4
  %160 = load float, ptr %9, align 4
  %161 = load float, ptr %9, align 4
  %162 = fmul contract float %160, %161
  %163 = load float, ptr %6, align 4
  %164 = fmul contract float %162, %163
  store float %164, ptr %9, align 4
  %165 = load float, ptr %8, align 4
  %166 = load float, ptr %8, align 4
  %167 = fmul contract float %165, %166
  %168 = load float, ptr %6, align 4
  %169 = fmul contract float %167, %168
  store float %169, ptr %8, align 4
  %170 = load float, ptr %9, align 4
  %171 = load float, ptr %9, align 4
  %172 = fmul contract float %170, %171
  %173 = load float, ptr %6, align 4
  %174 = fmul contract float %172, %173
  store float %174, ptr %9, align 4
  %175 = load float, ptr %8, align 4
  %176 = load float, ptr %8, align 4
  %177 = fmul contract float %175, %176
  %178 = load float, ptr %6, align 4
  %179 = fmul contract float %177, %178
  store float %179, ptr %8, align 4
  %180 = load float, ptr %9, align 4
  %181 = load float, ptr %9, align 4
  %182 = fmul contract float %180, %181
  %183 = load float, ptr %6, align 4
  %184 = fmul contract float %182, %183
  store float %184, ptr %9, align 4
  %185 = load float, ptr %8, align 4
  %186 = load float, ptr %8, align 4
  %187 = fmul contract float %185, %186
  %188 = load float, ptr %6, align 4
  %189 = fmul contract float %187, %188
  store float %189, ptr %8, align 4
  %190 = load float, ptr %9, align 4
  %191 = load float, ptr %9, align 4
  %192 = fmul contract float %190, %191
  %193 = load float, ptr %6, align 4
  %194 = fmul contract float %192, %193
  store float %194, ptr %9, align 4
  %195 = load float, ptr %8, align 4
  %196 = load float, ptr %8, align 4
  %197 = fmul contract float %195, %196
  %198 = load float, ptr %6, align 4
  %199 = fmul contract float %197, %198
  store float %199, ptr %8, align 4
  %200 = load float, ptr %9, align 4
  %201 = load float, ptr %9, align 4
  %202 = fmul contract float %200, %201
  %203 = load float, ptr %6, align 4
  %204 = fmul contract float %202, %203
  store float %204, ptr %9, align 4
  %205 = load float, ptr %8, align 4
  %206 = load float, ptr %8, align 4
  %207 = fmul contract float %205, %206
  %208 = load float, ptr %6, align 4
  %209 = fmul contract float %207, %208
  store float %209, ptr %8, align 4
  %210 = load float, ptr %9, align 4
  %211 = load float, ptr %9, align 4
  %212 = fmul contract float %210, %211
  %213 = load float, ptr %6, align 4
  %214 = fmul contract float %212, %213
  store float %214, ptr %9, align 4
  %215 = load float, ptr %8, align 4
  %216 = load float, ptr %8, align 4
  %217 = fmul contract float %215, %216
  %218 = load float, ptr %6, align 4
  %219 = fmul contract float %217, %218
  store float %219, ptr %8, align 4
  %220 = load float, ptr %9, align 4
  %221 = load float, ptr %9, align 4
  %222 = fmul contract float %220, %221
  %223 = load float, ptr %6, align 4
  %224 = fmul contract float %222, %223
  store float %224, ptr %9, align 4
  %225 = load float, ptr %8, align 4
  %226 = load float, ptr %8, align 4
  %227 = fmul contract float %225, %226
  %228 = load float, ptr %6, align 4
  %229 = fmul contract float %227, %228
  store float %229, ptr %8, align 4
  %230 = load float, ptr %9, align 4
  %231 = load float, ptr %9, align 4
  %232 = fmul contract float %230, %231
  %233 = load float, ptr %6, align 4
  %234 = fmul contract float %232, %233
  store float %234, ptr %9, align 4
  %235 = load float, ptr %8, align 4
  %236 = load float, ptr %8, align 4
  %237 = fmul contract float %235, %236
  %238 = load float, ptr %6, align 4
  %239 = fmul contract float %237, %238
  store float %239, ptr %8, align 4
  %240 = load float, ptr %9, align 4
  %241 = load float, ptr %9, align 4
  %242 = fmul contract float %240, %241
  %243 = load float, ptr %6, align 4
  %244 = fmul contract float %242, %243
  store float %244, ptr %9, align 4
  %245 = load float, ptr %8, align 4
  %246 = load float, ptr %8, align 4
  %247 = fmul contract float %245, %246
  %248 = load float, ptr %6, align 4
  %249 = fmul contract float %247, %248
  store float %249, ptr %8, align 4
  %250 = load float, ptr %9, align 4
  %251 = load float, ptr %9, align 4
  %252 = fmul contract float %250, %251
  %253 = load float, ptr %6, align 4
  %254 = fmul contract float %252, %253
  store float %254, ptr %9, align 4
  %255 = load float, ptr %8, align 4
  %256 = load float, ptr %8, align 4
  %257 = fmul contract float %255, %256
  %258 = load float, ptr %6, align 4
  %259 = fmul contract float %257, %258
  store float %259, ptr %8, align 4
  %260 = load float, ptr %9, align 4
  %261 = load float, ptr %9, align 4
  %262 = fmul contract float %260, %261
  %263 = load float, ptr %6, align 4
  %264 = fmul contract float %262, %263
  store float %264, ptr %9, align 4
  %265 = load float, ptr %8, align 4
  %266 = load float, ptr %8, align 4
  %267 = fmul contract float %265, %266
  %268 = load float, ptr %6, align 4
  %269 = fmul contract float %267, %268
  store float %269, ptr %8, align 4
  %270 = load float, ptr %9, align 4
  %271 = load float, ptr %9, align 4
  %272 = fmul contract float %270, %271
  %273 = load float, ptr %6, align 4
  %274 = fmul contract float %272, %273
  store float %274, ptr %9, align 4
  %275 = load float, ptr %8, align 4
  %276 = load float, ptr %8, align 4
  %277 = fmul contract float %275, %276
  %278 = load float, ptr %6, align 4
  %279 = fmul contract float %277, %278
  store float %279, ptr %8, align 4
  %280 = load float, ptr %9, align 4
  %281 = load float, ptr %9, align 4
  %282 = fmul contract float %280, %281
  %283 = load float, ptr %6, align 4
  %284 = fmul contract float %282, %283
  store float %284, ptr %9, align 4
  %285 = load float, ptr %8, align 4
  %286 = load float, ptr %8, align 4
  %287 = fmul contract float %285, %286
  %288 = load float, ptr %6, align 4
  %289 = fmul contract float %287, %288
  store float %289, ptr %8, align 4
  %290 = load float, ptr %9, align 4
  %291 = load float, ptr %9, align 4
  %292 = fmul contract float %290, %291
  %293 = load float, ptr %6, align 4
  %294 = fmul contract float %292, %293
  store float %294, ptr %9, align 4
  %295 = load float, ptr %8, align 4
  %296 = load float, ptr %8, align 4
  %297 = fmul contract float %295, %296
  %298 = load float, ptr %6, align 4
  %299 = fmul contract float %297, %298
  store float %299, ptr %8, align 4
  %300 = load float, ptr %9, align 4
  %301 = load float, ptr %9, align 4
  %302 = fmul contract float %300, %301
  %303 = load float, ptr %6, align 4
  %304 = fmul contract float %302, %303
  store float %304, ptr %9, align 4
  %305 = load float, ptr %8, align 4
  %306 = load float, ptr %8, align 4
  %307 = fmul contract float %305, %306
  %308 = load float, ptr %6, align 4
  %309 = fmul contract float %307, %308
  store float %309, ptr %8, align 4
  %310 = load float, ptr %9, align 4
  %311 = load float, ptr %9, align 4
  %312 = fmul contract float %310, %311
  %313 = load float, ptr %6, align 4
  %314 = fmul contract float %312, %313
  store float %314, ptr %9, align 4
  %315 = load float, ptr %8, align 4
  %316 = load float, ptr %8, align 4
  %317 = fmul contract float %315, %316
  %318 = load float, ptr %6, align 4
  %319 = fmul contract float %317, %318
  store float %319, ptr %8, align 4
  %320 = load float, ptr %9, align 4
  %321 = load float, ptr %9, align 4
  %322 = fmul contract float %320, %321
  %323 = load float, ptr %6, align 4
  %324 = fmul contract float %322, %323
  store float %324, ptr %9, align 4
  %325 = load float, ptr %8, align 4
  %326 = load float, ptr %8, align 4
  %327 = fmul contract float %325, %326
  %328 = load float, ptr %6, align 4
  %329 = fmul contract float %327, %328
  store float %329, ptr %8, align 4
  %330 = load float, ptr %9, align 4
  %331 = load float, ptr %9, align 4
  %332 = fmul contract float %330, %331
  %333 = load float, ptr %6, align 4
  %334 = fmul contract float %332, %333
  store float %334, ptr %9, align 4
  %335 = load float, ptr %8, align 4
  %336 = load float, ptr %8, align 4
  %337 = fmul contract float %335, %336
  %338 = load float, ptr %6, align 4
  %339 = fmul contract float %337, %338
  store float %339, ptr %8, align 4
  %340 = load float, ptr %9, align 4
  %341 = load float, ptr %9, align 4
  %342 = fmul contract float %340, %341
  %343 = load float, ptr %6, align 4
  %344 = fmul contract float %342, %343
  store float %344, ptr %9, align 4
  %345 = load float, ptr %8, align 4
  %346 = load float, ptr %8, align 4
  %347 = fmul contract float %345, %346
  %348 = load float, ptr %6, align 4
  %349 = fmul contract float %347, %348
  store float %349, ptr %8, align 4
  %350 = load float, ptr %9, align 4
  %351 = load float, ptr %9, align 4
  %352 = fmul contract float %350, %351
  %353 = load float, ptr %6, align 4
  %354 = fmul contract float %352, %353
  store float %354, ptr %9, align 4
  %355 = load float, ptr %8, align 4
  %356 = load float, ptr %8, align 4
  %357 = fmul contract float %355, %356
  %358 = load float, ptr %6, align 4
  %359 = fmul contract float %357, %358
  store float %359, ptr %8, align 4
  %360 = load float, ptr %9, align 4
  %361 = load float, ptr %9, align 4
  %362 = fmul contract float %360, %361
  %363 = load float, ptr %6, align 4
  %364 = fmul contract float %362, %363
  store float %364, ptr %9, align 4
  %365 = load float, ptr %8, align 4
  %366 = load float, ptr %8, align 4
  %367 = fmul contract float %365, %366
  %368 = load float, ptr %6, align 4
  %369 = fmul contract float %367, %368
  store float %369, ptr %8, align 4
  %370 = load float, ptr %9, align 4
  %371 = load float, ptr %9, align 4
  %372 = fmul contract float %370, %371
  %373 = load float, ptr %6, align 4
  %374 = fmul contract float %372, %373
  store float %374, ptr %9, align 4
  %375 = load float, ptr %8, align 4
  %376 = load float, ptr %8, align 4
  %377 = fmul contract float %375, %376
  %378 = load float, ptr %6, align 4
  %379 = fmul contract float %377, %378
  store float %379, ptr %8, align 4
  %380 = load float, ptr %9, align 4
  %381 = load float, ptr %9, align 4
  %382 = fmul contract float %380, %381
  %383 = load float, ptr %6, align 4
  %384 = fmul contract float %382, %383
  store float %384, ptr %9, align 4
  %385 = load float, ptr %8, align 4
  %386 = load float, ptr %8, align 4
  %387 = fmul contract float %385, %386
  %388 = load float, ptr %6, align 4
  %389 = fmul contract float %387, %388
  store float %389, ptr %8, align 4
  %390 = load float, ptr %9, align 4
  %391 = load float, ptr %9, align 4
  %392 = fmul contract float %390, %391
  %393 = load float, ptr %6, align 4
  %394 = fmul contract float %392, %393
  store float %394, ptr %9, align 4
  %395 = load float, ptr %8, align 4
  %396 = load float, ptr %8, align 4
  %397 = fmul contract float %395, %396
  %398 = load float, ptr %6, align 4
  %399 = fmul contract float %397, %398
  store float %399, ptr %8, align 4
  %400 = load float, ptr %9, align 4
  %401 = load float, ptr %9, align 4
  %402 = fmul contract float %400, %401
  %403 = load float, ptr %6, align 4
  %404 = fmul contract float %402, %403
  store float %404, ptr %9, align 4
  %405 = load float, ptr %8, align 4
  %406 = load float, ptr %8, align 4
  %407 = fmul contract float %405, %406
  %408 = load float, ptr %6, align 4
  %409 = fmul contract float %407, %408
  store float %409, ptr %8, align 4
  %410 = load float, ptr %9, align 4
  %411 = load float, ptr %9, align 4
  %412 = fmul contract float %410, %411
  %413 = load float, ptr %6, align 4
  %414 = fmul contract float %412, %413
  store float %414, ptr %9, align 4
  %415 = load float, ptr %8, align 4
  %416 = load float, ptr %8, align 4
  %417 = fmul contract float %415, %416
  %418 = load float, ptr %6, align 4
  %419 = fmul contract float %417, %418
  store float %419, ptr %8, align 4
  %420 = load float, ptr %9, align 4
  %421 = load float, ptr %9, align 4
  %422 = fmul contract float %420, %421
  %423 = load float, ptr %6, align 4
  %424 = fmul contract float %422, %423
  store float %424, ptr %9, align 4
  %425 = load float, ptr %8, align 4
  %426 = load float, ptr %8, align 4
  %427 = fmul contract float %425, %426
  %428 = load float, ptr %6, align 4
  %429 = fmul contract float %427, %428
  store float %429, ptr %8, align 4
  %430 = load float, ptr %9, align 4
  %431 = load float, ptr %9, align 4
  %432 = fmul contract float %430, %431
  %433 = load float, ptr %6, align 4
  %434 = fmul contract float %432, %433
  store float %434, ptr %9, align 4
  %435 = load float, ptr %8, align 4
  %436 = load float, ptr %8, align 4
  %437 = fmul contract float %435, %436
  %438 = load float, ptr %6, align 4
  %439 = fmul contract float %437, %438
  store float %439, ptr %8, align 4
  %440 = load float, ptr %9, align 4
  %441 = load float, ptr %9, align 4
  %442 = fmul contract float %440, %441
  %443 = load float, ptr %6, align 4
  %444 = fmul contract float %442, %443
  store float %444, ptr %9, align 4
  %445 = load float, ptr %8, align 4
  %446 = load float, ptr %8, align 4
  %447 = fmul contract float %445, %446
  %448 = load float, ptr %6, align 4
  %449 = fmul contract float %447, %448
  store float %449, ptr %8, align 4
  %450 = load float, ptr %9, align 4
  %451 = load float, ptr %9, align 4
  %452 = fmul contract float %450, %451
  %453 = load float, ptr %6, align 4
  %454 = fmul contract float %452, %453
  store float %454, ptr %9, align 4
  %455 = load float, ptr %8, align 4
  %456 = load float, ptr %8, align 4
  %457 = fmul contract float %455, %456
  %458 = load float, ptr %6, align 4
  %459 = fmul contract float %457, %458
  store float %459, ptr %8, align 4
  %460 = load float, ptr %9, align 4
  %461 = load float, ptr %9, align 4
  %462 = fmul contract float %460, %461
  %463 = load float, ptr %6, align 4
  %464 = fmul contract float %462, %463
  store float %464, ptr %9, align 4
  %465 = load float, ptr %8, align 4
  %466 = load float, ptr %8, align 4
  %467 = fmul contract float %465, %466
  %468 = load float, ptr %6, align 4
  %469 = fmul contract float %467, %468
  store float %469, ptr %8, align 4
  %470 = load float, ptr %9, align 4
  %471 = load float, ptr %9, align 4
  %472 = fmul contract float %470, %471
  %473 = load float, ptr %6, align 4
  %474 = fmul contract float %472, %473
  store float %474, ptr %9, align 4
  %475 = load float, ptr %8, align 4
  %476 = load float, ptr %8, align 4
  %477 = fmul contract float %475, %476
  %478 = load float, ptr %6, align 4
  %479 = fmul contract float %477, %478
  store float %479, ptr %8, align 4
  %480 = load float, ptr %9, align 4
  %481 = load float, ptr %9, align 4
  %482 = fmul contract float %480, %481
  %483 = load float, ptr %6, align 4
  %484 = fmul contract float %482, %483
  store float %484, ptr %9, align 4
  %485 = load float, ptr %8, align 4
  %486 = load float, ptr %8, align 4
  %487 = fmul contract float %485, %486
  %488 = load float, ptr %6, align 4
  %489 = fmul contract float %487, %488
  store float %489, ptr %8, align 4
  %490 = load float, ptr %9, align 4
  %491 = load float, ptr %9, align 4
  %492 = fmul contract float %490, %491
  %493 = load float, ptr %6, align 4
  %494 = fmul contract float %492, %493
  store float %494, ptr %9, align 4
  %495 = load float, ptr %8, align 4
  %496 = load float, ptr %8, align 4
  %497 = fmul contract float %495, %496
  %498 = load float, ptr %6, align 4
  %499 = fmul contract float %497, %498
  store float %499, ptr %8, align 4
  %500 = load float, ptr %9, align 4
  %501 = load float, ptr %9, align 4
  %502 = fmul contract float %500, %501
  %503 = load float, ptr %6, align 4
  %504 = fmul contract float %502, %503
  store float %504, ptr %9, align 4
  %505 = load float, ptr %8, align 4
  %506 = load float, ptr %8, align 4
  %507 = fmul contract float %505, %506
  %508 = load float, ptr %6, align 4
  %509 = fmul contract float %507, %508
  store float %509, ptr %8, align 4
  %510 = load float, ptr %9, align 4
  %511 = load float, ptr %9, align 4
  %512 = fmul contract float %510, %511
  %513 = load float, ptr %6, align 4
  %514 = fmul contract float %512, %513
  store float %514, ptr %9, align 4
  %515 = load float, ptr %8, align 4
  %516 = load float, ptr %8, align 4
  %517 = fmul contract float %515, %516
  %518 = load float, ptr %6, align 4
  %519 = fmul contract float %517, %518
  store float %519, ptr %8, align 4
  %520 = load float, ptr %9, align 4
  %521 = load float, ptr %9, align 4
  %522 = fmul contract float %520, %521
  %523 = load float, ptr %6, align 4
  %524 = fmul contract float %522, %523
  store float %524, ptr %9, align 4
  %525 = load float, ptr %8, align 4
  %526 = load float, ptr %8, align 4
  %527 = fmul contract float %525, %526
  %528 = load float, ptr %6, align 4
  %529 = fmul contract float %527, %528
  store float %529, ptr %8, align 4
  %530 = load float, ptr %9, align 4
  %531 = load float, ptr %9, align 4
  %532 = fmul contract float %530, %531
  %533 = load float, ptr %6, align 4
  %534 = fmul contract float %532, %533
  store float %534, ptr %9, align 4
  %535 = load float, ptr %8, align 4
  %536 = load float, ptr %8, align 4
  %537 = fmul contract float %535, %536
  %538 = load float, ptr %6, align 4
  %539 = fmul contract float %537, %538
  store float %539, ptr %8, align 4
  %540 = load float, ptr %9, align 4
  %541 = load float, ptr %9, align 4
  %542 = fmul contract float %540, %541
  %543 = load float, ptr %6, align 4
  %544 = fmul contract float %542, %543
  store float %544, ptr %9, align 4
  %545 = load float, ptr %8, align 4
  %546 = load float, ptr %8, align 4
  %547 = fmul contract float %545, %546
  %548 = load float, ptr %6, align 4
  %549 = fmul contract float %547, %548
  store float %549, ptr %8, align 4
  %550 = load float, ptr %9, align 4
  %551 = load float, ptr %9, align 4
  %552 = fmul contract float %550, %551
  %553 = load float, ptr %6, align 4
  %554 = fmul contract float %552, %553
  store float %554, ptr %9, align 4
  %555 = load float, ptr %8, align 4
  %556 = load float, ptr %8, align 4
  %557 = fmul contract float %555, %556
  %558 = load float, ptr %6, align 4
  %559 = fmul contract float %557, %558
  store float %559, ptr %8, align 4
  %560 = load float, ptr %9, align 4
  %561 = load float, ptr %9, align 4
  %562 = fmul contract float %560, %561
  %563 = load float, ptr %6, align 4
  %564 = fmul contract float %562, %563
  store float %564, ptr %9, align 4
  %565 = load float, ptr %8, align 4
  %566 = load float, ptr %8, align 4
  %567 = fmul contract float %565, %566
  %568 = load float, ptr %6, align 4
  %569 = fmul contract float %567, %568
  store float %569, ptr %8, align 4
  %570 = load float, ptr %9, align 4
  %571 = load float, ptr %9, align 4
  %572 = fmul contract float %570, %571
  %573 = load float, ptr %6, align 4
  %574 = fmul contract float %572, %573
  store float %574, ptr %9, align 4
  %575 = load float, ptr %8, align 4
  %576 = load float, ptr %8, align 4
  %577 = fmul contract float %575, %576
  %578 = load float, ptr %6, align 4
  %579 = fmul contract float %577, %578
  store float %579, ptr %8, align 4
  %580 = load float, ptr %9, align 4
  %581 = load float, ptr %9, align 4
  %582 = fmul contract float %580, %581
  %583 = load float, ptr %6, align 4
  %584 = fmul contract float %582, %583
  store float %584, ptr %9, align 4
  %585 = load float, ptr %8, align 4
  %586 = load float, ptr %8, align 4
  %587 = fmul contract float %585, %586
  %588 = load float, ptr %6, align 4
  %589 = fmul contract float %587, %588
  store float %589, ptr %8, align 4
  %590 = load float, ptr %9, align 4
  %591 = load float, ptr %9, align 4
  %592 = fmul contract float %590, %591
  %593 = load float, ptr %6, align 4
  %594 = fmul contract float %592, %593
  store float %594, ptr %9, align 4
  %595 = load float, ptr %8, align 4
  %596 = load float, ptr %8, align 4
  %597 = fmul contract float %595, %596
  %598 = load float, ptr %6, align 4
  %599 = fmul contract float %597, %598
  store float %599, ptr %8, align 4
  %600 = load float, ptr %9, align 4
  %601 = load float, ptr %9, align 4
  %602 = fmul contract float %600, %601
  %603 = load float, ptr %6, align 4
  %604 = fmul contract float %602, %603
  store float %604, ptr %9, align 4
  %605 = load float, ptr %8, align 4
  %606 = load float, ptr %8, align 4
  %607 = fmul contract float %605, %606
  %608 = load float, ptr %6, align 4
  %609 = fmul contract float %607, %608
  store float %609, ptr %8, align 4
  %610 = load float, ptr %9, align 4
  %611 = load float, ptr %9, align 4
  %612 = fmul contract float %610, %611
  %613 = load float, ptr %6, align 4
  %614 = fmul contract float %612, %613
  store float %614, ptr %9, align 4
  %615 = load float, ptr %8, align 4
  %616 = load float, ptr %8, align 4
  %617 = fmul contract float %615, %616
  %618 = load float, ptr %6, align 4
  %619 = fmul contract float %617, %618
  store float %619, ptr %8, align 4
  %620 = load float, ptr %9, align 4
  %621 = load float, ptr %9, align 4
  %622 = fmul contract float %620, %621
  %623 = load float, ptr %6, align 4
  %624 = fmul contract float %622, %623
  store float %624, ptr %9, align 4
  %625 = load float, ptr %8, align 4
  %626 = load float, ptr %8, align 4
  %627 = fmul contract float %625, %626
  %628 = load float, ptr %6, align 4
  %629 = fmul contract float %627, %628
  store float %629, ptr %8, align 4
  %630 = load float, ptr %9, align 4
  %631 = load float, ptr %9, align 4
  %632 = fmul contract float %630, %631
  %633 = load float, ptr %6, align 4
  %634 = fmul contract float %632, %633
  store float %634, ptr %9, align 4
  %635 = load float, ptr %8, align 4
  %636 = load float, ptr %8, align 4
  %637 = fmul contract float %635, %636
  %638 = load float, ptr %6, align 4
  %639 = fmul contract float %637, %638
  store float %639, ptr %8, align 4
  %640 = load float, ptr %9, align 4
  %641 = load float, ptr %9, align 4
  %642 = fmul contract float %640, %641
  %643 = load float, ptr %6, align 4
  %644 = fmul contract float %642, %643
  store float %644, ptr %9, align 4
  %645 = load float, ptr %8, align 4
  %646 = load float, ptr %8, align 4
  %647 = fmul contract float %645, %646
  %648 = load float, ptr %6, align 4
  %649 = fmul contract float %647, %648
  store float %649, ptr %8, align 4
  %650 = load float, ptr %9, align 4
  %651 = load float, ptr %9, align 4
  %652 = fmul contract float %650, %651
  %653 = load float, ptr %6, align 4
  %654 = fmul contract float %652, %653
  store float %654, ptr %9, align 4
  %655 = load float, ptr %8, align 4
  %656 = load float, ptr %8, align 4
  %657 = fmul contract float %655, %656
  %658 = load float, ptr %6, align 4
  %659 = fmul contract float %657, %658
  store float %659, ptr %8, align 4
  %660 = load float, ptr %9, align 4
  %661 = load float, ptr %9, align 4
  %662 = fmul contract float %660, %661
  %663 = load float, ptr %6, align 4
  %664 = fmul contract float %662, %663
  store float %664, ptr %9, align 4
  %665 = load float, ptr %8, align 4
  %666 = load float, ptr %8, align 4
  %667 = fmul contract float %665, %666
  %668 = load float, ptr %6, align 4
  %669 = fmul contract float %667, %668
  store float %669, ptr %8, align 4
  %670 = load float, ptr %9, align 4
  %671 = load float, ptr %9, align 4
  %672 = fmul contract float %670, %671
  %673 = load float, ptr %6, align 4
  %674 = fmul contract float %672, %673
  store float %674, ptr %9, align 4
  %675 = load float, ptr %8, align 4
  %676 = load float, ptr %8, align 4
  %677 = fmul contract float %675, %676
  %678 = load float, ptr %6, align 4
  %679 = fmul contract float %677, %678
  store float %679, ptr %8, align 4
  %680 = load float, ptr %9, align 4
  %681 = load float, ptr %9, align 4
  %682 = fmul contract float %680, %681
  %683 = load float, ptr %6, align 4
  %684 = fmul contract float %682, %683
  store float %684, ptr %9, align 4
  %685 = load float, ptr %8, align 4
  %686 = load float, ptr %8, align 4
  %687 = fmul contract float %685, %686
  %688 = load float, ptr %6, align 4
  %689 = fmul contract float %687, %688
  store float %689, ptr %8, align 4
  %690 = load float, ptr %9, align 4
  %691 = load float, ptr %9, align 4
  %692 = fmul contract float %690, %691
  %693 = load float, ptr %6, align 4
  %694 = fmul contract float %692, %693
  store float %694, ptr %9, align 4
  %695 = load float, ptr %8, align 4
  %696 = load float, ptr %8, align 4
  %697 = fmul contract float %695, %696
  %698 = load float, ptr %6, align 4
  %699 = fmul contract float %697, %698
  store float %699, ptr %8, align 4
  %700 = load float, ptr %9, align 4
  %701 = load float, ptr %9, align 4
  %702 = fmul contract float %700, %701
  %703 = load float, ptr %6, align 4
  %704 = fmul contract float %702, %703
  store float %704, ptr %9, align 4
  %705 = load float, ptr %8, align 4
  %706 = load float, ptr %8, align 4
  %707 = fmul contract float %705, %706
  %708 = load float, ptr %6, align 4
  %709 = fmul contract float %707, %708
  store float %709, ptr %8, align 4
  %710 = load float, ptr %9, align 4
  %711 = load float, ptr %9, align 4
  %712 = fmul contract float %710, %711
  %713 = load float, ptr %6, align 4
  %714 = fmul contract float %712, %713
  store float %714, ptr %9, align 4
  %715 = load float, ptr %8, align 4
  %716 = load float, ptr %8, align 4
  %717 = fmul contract float %715, %716
  %718 = load float, ptr %6, align 4
  %719 = fmul contract float %717, %718
  store float %719, ptr %8, align 4
  %720 = load float, ptr %9, align 4
  %721 = load float, ptr %9, align 4
  %722 = fmul contract float %720, %721
  %723 = load float, ptr %6, align 4
  %724 = fmul contract float %722, %723
  store float %724, ptr %9, align 4
  %725 = load float, ptr %8, align 4
  %726 = load float, ptr %8, align 4
  %727 = fmul contract float %725, %726
  %728 = load float, ptr %6, align 4
  %729 = fmul contract float %727, %728
  store float %729, ptr %8, align 4
  %730 = load float, ptr %9, align 4
  %731 = load float, ptr %9, align 4
  %732 = fmul contract float %730, %731
  %733 = load float, ptr %6, align 4
  %734 = fmul contract float %732, %733
  store float %734, ptr %9, align 4
  %735 = load float, ptr %8, align 4
  %736 = load float, ptr %8, align 4
  %737 = fmul contract float %735, %736
  %738 = load float, ptr %6, align 4
  %739 = fmul contract float %737, %738
  store float %739, ptr %8, align 4
  %740 = load float, ptr %9, align 4
  %741 = load float, ptr %9, align 4
  %742 = fmul contract float %740, %741
  %743 = load float, ptr %6, align 4
  %744 = fmul contract float %742, %743
  store float %744, ptr %9, align 4
  %745 = load float, ptr %8, align 4
  %746 = load float, ptr %8, align 4
  %747 = fmul contract float %745, %746
  %748 = load float, ptr %6, align 4
  %749 = fmul contract float %747, %748
  store float %749, ptr %8, align 4
  %750 = load float, ptr %9, align 4
  %751 = load float, ptr %9, align 4
  %752 = fmul contract float %750, %751
  %753 = load float, ptr %6, align 4
  %754 = fmul contract float %752, %753
  store float %754, ptr %9, align 4
  %755 = load float, ptr %8, align 4
  %756 = load float, ptr %8, align 4
  %757 = fmul contract float %755, %756
  %758 = load float, ptr %6, align 4
  %759 = fmul contract float %757, %758
  store float %759, ptr %8, align 4
  %760 = load float, ptr %9, align 4
  %761 = load float, ptr %9, align 4
  %762 = fmul contract float %760, %761
  %763 = load float, ptr %6, align 4
  %764 = fmul contract float %762, %763
  store float %764, ptr %9, align 4
  %765 = load float, ptr %8, align 4
  %766 = load float, ptr %8, align 4
  %767 = fmul contract float %765, %766
  %768 = load float, ptr %6, align 4
  %769 = fmul contract float %767, %768
  store float %769, ptr %8, align 4
  %770 = load float, ptr %9, align 4
  %771 = load float, ptr %9, align 4
  %772 = fmul contract float %770, %771
  %773 = load float, ptr %6, align 4
  %774 = fmul contract float %772, %773
  store float %774, ptr %9, align 4
  %775 = load float, ptr %8, align 4
  %776 = load float, ptr %8, align 4
  %777 = fmul contract float %775, %776
  %778 = load float, ptr %6, align 4
  %779 = fmul contract float %777, %778
  store float %779, ptr %8, align 4
  %780 = load float, ptr %9, align 4
  %781 = load float, ptr %9, align 4
  %782 = fmul contract float %780, %781
  %783 = load float, ptr %6, align 4
  %784 = fmul contract float %782, %783
  store float %784, ptr %9, align 4
  %785 = load float, ptr %8, align 4
  %786 = load float, ptr %8, align 4
  %787 = fmul contract float %785, %786
  %788 = load float, ptr %6, align 4
  %789 = fmul contract float %787, %788
  store float %789, ptr %8, align 4
  %790 = load float, ptr %9, align 4
  %791 = load float, ptr %9, align 4
  %792 = fmul contract float %790, %791
  %793 = load float, ptr %6, align 4
  %794 = fmul contract float %792, %793
  store float %794, ptr %9, align 4
  %795 = load float, ptr %8, align 4
  %796 = load float, ptr %8, align 4
  %797 = fmul contract float %795, %796
  %798 = load float, ptr %6, align 4
  %799 = fmul contract float %797, %798
  store float %799, ptr %8, align 4
  %800 = load float, ptr %9, align 4
  %801 = load float, ptr %9, align 4
  %802 = fmul contract float %800, %801
  %803 = load float, ptr %6, align 4
  %804 = fmul contract float %802, %803
  store float %804, ptr %9, align 4
  %805 = load float, ptr %8, align 4
  %806 = load float, ptr %8, align 4
  %807 = fmul contract float %805, %806
  %808 = load float, ptr %6, align 4
  %809 = fmul contract float %807, %808
  store float %809, ptr %8, align 4
  %810 = load float, ptr %9, align 4
  %811 = load float, ptr %9, align 4
  %812 = fmul contract float %810, %811
  %813 = load float, ptr %6, align 4
  %814 = fmul contract float %812, %813
  store float %814, ptr %9, align 4
  %815 = load float, ptr %8, align 4
  %816 = load float, ptr %8, align 4
  %817 = fmul contract float %815, %816
  %818 = load float, ptr %6, align 4
  %819 = fmul contract float %817, %818
  store float %819, ptr %8, align 4
  %820 = load float, ptr %9, align 4
  %821 = load float, ptr %9, align 4
  %822 = fmul contract float %820, %821
  %823 = load float, ptr %6, align 4
  %824 = fmul contract float %822, %823
  store float %824, ptr %9, align 4
  %825 = load float, ptr %8, align 4
  %826 = load float, ptr %8, align 4
  %827 = fmul contract float %825, %826
  %828 = load float, ptr %6, align 4
  %829 = fmul contract float %827, %828
  store float %829, ptr %8, align 4
  %830 = load float, ptr %9, align 4
  %831 = load float, ptr %9, align 4
  %832 = fmul contract float %830, %831
  %833 = load float, ptr %6, align 4
  %834 = fmul contract float %832, %833
  store float %834, ptr %9, align 4
  %835 = load float, ptr %8, align 4
  %836 = load float, ptr %8, align 4
  %837 = fmul contract float %835, %836
  %838 = load float, ptr %6, align 4
  %839 = fmul contract float %837, %838
  store float %839, ptr %8, align 4
  %840 = load float, ptr %9, align 4
  %841 = load float, ptr %9, align 4
  %842 = fmul contract float %840, %841
  %843 = load float, ptr %6, align 4
  %844 = fmul contract float %842, %843
  store float %844, ptr %9, align 4
  %845 = load float, ptr %8, align 4
  %846 = load float, ptr %8, align 4
  %847 = fmul contract float %845, %846
  %848 = load float, ptr %6, align 4
  %849 = fmul contract float %847, %848
  store float %849, ptr %8, align 4
  %850 = load float, ptr %9, align 4
  %851 = load float, ptr %9, align 4
  %852 = fmul contract float %850, %851
  %853 = load float, ptr %6, align 4
  %854 = fmul contract float %852, %853
  store float %854, ptr %9, align 4
  %855 = load float, ptr %8, align 4
  %856 = load float, ptr %8, align 4
  %857 = fmul contract float %855, %856
  %858 = load float, ptr %6, align 4
  %859 = fmul contract float %857, %858
  store float %859, ptr %8, align 4
  %860 = load float, ptr %9, align 4
  %861 = load float, ptr %9, align 4
  %862 = fmul contract float %860, %861
  %863 = load float, ptr %6, align 4
  %864 = fmul contract float %862, %863
  store float %864, ptr %9, align 4
  %865 = load float, ptr %8, align 4
  %866 = load float, ptr %8, align 4
  %867 = fmul contract float %865, %866
  %868 = load float, ptr %6, align 4
  %869 = fmul contract float %867, %868
  store float %869, ptr %8, align 4
  %870 = load float, ptr %9, align 4
  %871 = load float, ptr %9, align 4
  %872 = fmul contract float %870, %871
  %873 = load float, ptr %6, align 4
  %874 = fmul contract float %872, %873
  store float %874, ptr %9, align 4
  %875 = load float, ptr %8, align 4
  %876 = load float, ptr %8, align 4
  %877 = fmul contract float %875, %876
  %878 = load float, ptr %6, align 4
  %879 = fmul contract float %877, %878
  store float %879, ptr %8, align 4
  %880 = load float, ptr %9, align 4
  %881 = load float, ptr %9, align 4
  %882 = fmul contract float %880, %881
  %883 = load float, ptr %6, align 4
  %884 = fmul contract float %882, %883
  store float %884, ptr %9, align 4
  %885 = load float, ptr %8, align 4
  %886 = load float, ptr %8, align 4
  %887 = fmul contract float %885, %886
  %888 = load float, ptr %6, align 4
  %889 = fmul contract float %887, %888
  store float %889, ptr %8, align 4
  %890 = load float, ptr %9, align 4
  %891 = load float, ptr %9, align 4
  %892 = fmul contract float %890, %891
  %893 = load float, ptr %6, align 4
  %894 = fmul contract float %892, %893
  store float %894, ptr %9, align 4
  %895 = load float, ptr %8, align 4
  %896 = load float, ptr %8, align 4
  %897 = fmul contract float %895, %896
  %898 = load float, ptr %6, align 4
  %899 = fmul contract float %897, %898
  store float %899, ptr %8, align 4
  %900 = load float, ptr %9, align 4
  %901 = load float, ptr %9, align 4
  %902 = fmul contract float %900, %901
  %903 = load float, ptr %6, align 4
  %904 = fmul contract float %902, %903
  store float %904, ptr %9, align 4
  %905 = load float, ptr %8, align 4
  %906 = load float, ptr %8, align 4
  %907 = fmul contract float %905, %906
  %908 = load float, ptr %6, align 4
  %909 = fmul contract float %907, %908
  store float %909, ptr %8, align 4
  %910 = load float, ptr %9, align 4
  %911 = load float, ptr %9, align 4
  %912 = fmul contract float %910, %911
  %913 = load float, ptr %6, align 4
  %914 = fmul contract float %912, %913
  store float %914, ptr %9, align 4
  %915 = load float, ptr %8, align 4
  %916 = load float, ptr %8, align 4
  %917 = fmul contract float %915, %916
  %918 = load float, ptr %6, align 4
  %919 = fmul contract float %917, %918
  store float %919, ptr %8, align 4
  %920 = load float, ptr %9, align 4
  %921 = load float, ptr %9, align 4
  %922 = fmul contract float %920, %921
  %923 = load float, ptr %6, align 4
  %924 = fmul contract float %922, %923
  store float %924, ptr %9, align 4
  %925 = load float, ptr %8, align 4
  %926 = load float, ptr %8, align 4
  %927 = fmul contract float %925, %926
  %928 = load float, ptr %6, align 4
  %929 = fmul contract float %927, %928
  store float %929, ptr %8, align 4
  %930 = load float, ptr %9, align 4
  %931 = load float, ptr %9, align 4
  %932 = fmul contract float %930, %931
  %933 = load float, ptr %6, align 4
  %934 = fmul contract float %932, %933
  store float %934, ptr %9, align 4
  %935 = load float, ptr %8, align 4
  %936 = load float, ptr %8, align 4
  %937 = fmul contract float %935, %936
  %938 = load float, ptr %6, align 4
  %939 = fmul contract float %937, %938
  store float %939, ptr %8, align 4
  %940 = load float, ptr %9, align 4
  %941 = load float, ptr %9, align 4
  %942 = fmul contract float %940, %941
  %943 = load float, ptr %6, align 4
  %944 = fmul contract float %942, %943
  store float %944, ptr %9, align 4
  %945 = load float, ptr %8, align 4
  %946 = load float, ptr %8, align 4
  %947 = fmul contract float %945, %946
  %948 = load float, ptr %6, align 4
  %949 = fmul contract float %947, %948
  store float %949, ptr %8, align 4
  %950 = load float, ptr %9, align 4
  %951 = load float, ptr %9, align 4
  %952 = fmul contract float %950, %951
  %953 = load float, ptr %6, align 4
  %954 = fmul contract float %952, %953
  store float %954, ptr %9, align 4
  %955 = load float, ptr %8, align 4
  %956 = load float, ptr %8, align 4
  %957 = fmul contract float %955, %956
  %958 = load float, ptr %6, align 4
  %959 = fmul contract float %957, %958
  store float %959, ptr %8, align 4
  %960 = load float, ptr %9, align 4
  %961 = load float, ptr %9, align 4
  %962 = fmul contract float %960, %961
  %963 = load float, ptr %6, align 4
  %964 = fmul contract float %962, %963
  store float %964, ptr %9, align 4
  %965 = load float, ptr %8, align 4
  %966 = load float, ptr %8, align 4
  %967 = fmul contract float %965, %966
  %968 = load float, ptr %6, align 4
  %969 = fmul contract float %967, %968
  store float %969, ptr %8, align 4
  %970 = load float, ptr %9, align 4
  %971 = load float, ptr %9, align 4
  %972 = fmul contract float %970, %971
  %973 = load float, ptr %6, align 4
  %974 = fmul contract float %972, %973
  store float %974, ptr %9, align 4
  %975 = load float, ptr %8, align 4
  %976 = load float, ptr %8, align 4
  %977 = fmul contract float %975, %976
  %978 = load float, ptr %6, align 4
  %979 = fmul contract float %977, %978
  store float %979, ptr %8, align 4
  %980 = load float, ptr %9, align 4
  %981 = load float, ptr %9, align 4
  %982 = fmul contract float %980, %981
  %983 = load float, ptr %6, align 4
  %984 = fmul contract float %982, %983
  store float %984, ptr %9, align 4
  %985 = load float, ptr %8, align 4
  %986 = load float, ptr %8, align 4
  %987 = fmul contract float %985, %986
  %988 = load float, ptr %6, align 4
  %989 = fmul contract float %987, %988
  store float %989, ptr %8, align 4
  %990 = load float, ptr %9, align 4
  %991 = load float, ptr %9, align 4
  %992 = fmul contract float %990, %991
  %993 = load float, ptr %6, align 4
  %994 = fmul contract float %992, %993
  store float %994, ptr %9, align 4
  %995 = load float, ptr %8, align 4
  %996 = load float, ptr %8, align 4
  %997 = fmul contract float %995, %996
  %998 = load float, ptr %6, align 4
  %999 = fmul contract float %997, %998
  store float %999, ptr %8, align 4
  %1000 = load float, ptr %9, align 4
  %1001 = load float, ptr %9, align 4
  %1002 = fmul contract float %1000, %1001
  %1003 = load float, ptr %6, align 4
  %1004 = fmul contract float %1002, %1003
  store float %1004, ptr %9, align 4
  %1005 = load float, ptr %8, align 4
  %1006 = load float, ptr %8, align 4
  %1007 = fmul contract float %1005, %1006
  %1008 = load float, ptr %6, align 4
  %1009 = fmul contract float %1007, %1008
  store float %1009, ptr %8, align 4
  %1010 = load float, ptr %9, align 4
  %1011 = load float, ptr %9, align 4
  %1012 = fmul contract float %1010, %1011
  %1013 = load float, ptr %6, align 4
  %1014 = fmul contract float %1012, %1013
  store float %1014, ptr %9, align 4
  %1015 = load float, ptr %8, align 4
  %1016 = load float, ptr %8, align 4
  %1017 = fmul contract float %1015, %1016
  %1018 = load float, ptr %6, align 4
  %1019 = fmul contract float %1017, %1018
  store float %1019, ptr %8, align 4
  %1020 = load float, ptr %9, align 4
  %1021 = load float, ptr %9, align 4
  %1022 = fmul contract float %1020, %1021
  %1023 = load float, ptr %6, align 4
  %1024 = fmul contract float %1022, %1023
  store float %1024, ptr %9, align 4
  %1025 = load float, ptr %8, align 4
  %1026 = load float, ptr %8, align 4
  %1027 = fmul contract float %1025, %1026
  %1028 = load float, ptr %6, align 4
  %1029 = fmul contract float %1027, %1028
  store float %1029, ptr %8, align 4
  %1030 = load float, ptr %9, align 4
  %1031 = load float, ptr %9, align 4
  %1032 = fmul contract float %1030, %1031
  %1033 = load float, ptr %6, align 4
  %1034 = fmul contract float %1032, %1033
  store float %1034, ptr %9, align 4
  br label %1035

1035:                                             ; preds = %34
  %1036 = load i32, ptr %10, align 4
  %1037 = add nsw i32 %1036, 1
  store i32 %1037, ptr %10, align 4
  br label %30, !llvm.loop !6

1038:                                             ; preds = %30
  %1039 = load float, ptr %8, align 4
  %1040 = load float, ptr %9, align 4
  %1041 = fadd contract float %1039, %1040
  %1042 = load ptr, ptr %4, align 8
  %1043 = load i32, ptr %7, align 4
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds float, ptr %1042, i64 %1044
  store float %1041, ptr %1045, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul2IdEvPT_iS0_(ptr noundef %0, i32 noundef %1, double noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fsub contract double %20, %25
  %27 = fadd contract double %26, 0x3FEFF7CEE0000000
  store double %27, ptr %8, align 8
  %28 = load double, ptr %8, align 8
  %29 = fsub contract double %28, 0x3F1A36E2E0000000
  store double %29, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %1035, %3
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %5, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %1038

34:                                               ; preds = %30
  %35 = load double, ptr %8, align 8
  %36 = load double, ptr %8, align 8
  %37 = fmul contract double %35, %36
  %38 = load double, ptr %6, align 8
  %39 = fmul contract double %37, %38
  store double %39, ptr %8, align 8
  %40 = load double, ptr %9, align 8
  %41 = load double, ptr %9, align 8
  %42 = fmul contract double %40, %41
  %43 = load double, ptr %6, align 8
  %44 = fmul contract double %42, %43
  store double %44, ptr %9, align 8
  %45 = load double, ptr %8, align 8
  %46 = load double, ptr %8, align 8
  %47 = fmul contract double %45, %46
  %48 = load double, ptr %6, align 8
  %49 = fmul contract double %47, %48
  store double %49, ptr %8, align 8
  %50 = load double, ptr %9, align 8
  %51 = load double, ptr %9, align 8
  %52 = fmul contract double %50, %51
  %53 = load double, ptr %6, align 8
  %54 = fmul contract double %52, %53
  store double %54, ptr %9, align 8
  %55 = load double, ptr %8, align 8
  %56 = load double, ptr %8, align 8
  %57 = fmul contract double %55, %56
  %58 = load double, ptr %6, align 8
  %59 = fmul contract double %57, %58
  store double %59, ptr %8, align 8
  %60 = load double, ptr %9, align 8
  %61 = load double, ptr %9, align 8
  %62 = fmul contract double %60, %61
  %63 = load double, ptr %6, align 8
  %64 = fmul contract double %62, %63
  store double %64, ptr %9, align 8
  %65 = load double, ptr %8, align 8
  %66 = load double, ptr %8, align 8
  %67 = fmul contract double %65, %66
  %68 = load double, ptr %6, align 8
  %69 = fmul contract double %67, %68
  store double %69, ptr %8, align 8
  %70 = load double, ptr %9, align 8
  %71 = load double, ptr %9, align 8
  %72 = fmul contract double %70, %71
  %73 = load double, ptr %6, align 8
  %74 = fmul contract double %72, %73
  store double %74, ptr %9, align 8
  %75 = load double, ptr %8, align 8
  %76 = load double, ptr %8, align 8
  %77 = fmul contract double %75, %76
  %78 = load double, ptr %6, align 8
  %79 = fmul contract double %77, %78
  store double %79, ptr %8, align 8
  %80 = load double, ptr %9, align 8
  %81 = load double, ptr %9, align 8
  %82 = fmul contract double %80, %81
  %83 = load double, ptr %6, align 8
  %84 = fmul contract double %82, %83
  store double %84, ptr %9, align 8
  %85 = load double, ptr %8, align 8
  %86 = load double, ptr %8, align 8
  %87 = fmul contract double %85, %86
  %88 = load double, ptr %6, align 8
  %89 = fmul contract double %87, %88
  store double %89, ptr %8, align 8
  %90 = load double, ptr %9, align 8
  %91 = load double, ptr %9, align 8
  %92 = fmul contract double %90, %91
  %93 = load double, ptr %6, align 8
  %94 = fmul contract double %92, %93
  store double %94, ptr %9, align 8
  %95 = load double, ptr %8, align 8
  %96 = load double, ptr %8, align 8
  %97 = fmul contract double %95, %96
  %98 = load double, ptr %6, align 8
  %99 = fmul contract double %97, %98
  store double %99, ptr %8, align 8
  %100 = load double, ptr %9, align 8
  %101 = load double, ptr %9, align 8
  %102 = fmul contract double %100, %101
  %103 = load double, ptr %6, align 8
  %104 = fmul contract double %102, %103
  store double %104, ptr %9, align 8
  %105 = load double, ptr %8, align 8
  %106 = load double, ptr %8, align 8
  %107 = fmul contract double %105, %106
  %108 = load double, ptr %6, align 8
  %109 = fmul contract double %107, %108
  store double %109, ptr %8, align 8
  %110 = load double, ptr %9, align 8
  %111 = load double, ptr %9, align 8
  %112 = fmul contract double %110, %111
  %113 = load double, ptr %6, align 8
  %114 = fmul contract double %112, %113
  store double %114, ptr %9, align 8
  %115 = load double, ptr %8, align 8
  %116 = load double, ptr %8, align 8
  %117 = fmul contract double %115, %116
  %118 = load double, ptr %6, align 8
  %119 = fmul contract double %117, %118
  store double %119, ptr %8, align 8
  %120 = load double, ptr %9, align 8
  %121 = load double, ptr %9, align 8
  %122 = fmul contract double %120, %121
  %123 = load double, ptr %6, align 8
  %124 = fmul contract double %122, %123
  store double %124, ptr %9, align 8
  %125 = load double, ptr %8, align 8
  %126 = load double, ptr %8, align 8
  %127 = fmul contract double %125, %126
  %128 = load double, ptr %6, align 8
  %129 = fmul contract double %127, %128
  store double %129, ptr %8, align 8
  %130 = load double, ptr %9, align 8
  %131 = load double, ptr %9, align 8
  %132 = fmul contract double %130, %131
  %133 = load double, ptr %6, align 8
  %134 = fmul contract double %132, %133
  store double %134, ptr %9, align 8
  %135 = load double, ptr %8, align 8
  %136 = load double, ptr %8, align 8
  %137 = fmul contract double %135, %136
  %138 = load double, ptr %6, align 8
  %139 = fmul contract double %137, %138
  store double %139, ptr %8, align 8
  %140 = load double, ptr %9, align 8
  %141 = load double, ptr %9, align 8
  %142 = fmul contract double %140, %141
  %143 = load double, ptr %6, align 8
  %144 = fmul contract double %142, %143
  store double %144, ptr %9, align 8
  %145 = load double, ptr %8, align 8
  %146 = load double, ptr %8, align 8
  %147 = fmul contract double %145, %146
  %148 = load double, ptr %6, align 8
  %149 = fmul contract double %147, %148
  store double %149, ptr %8, align 8
  %150 = load double, ptr %9, align 8
  %151 = load double, ptr %9, align 8
  %152 = fmul contract double %150, %151
  %153 = load double, ptr %6, align 8
  %154 = fmul contract double %152, %153
  store double %154, ptr %9, align 8
  %155 = load double, ptr %8, align 8
  %156 = load double, ptr %8, align 8
  %157 = fmul contract double %155, %156
  %158 = load double, ptr %6, align 8
  %159 = fmul contract double %157, %158
  store double %159, ptr %8, align 8
  %160 = load double, ptr %9, align 8
  %161 = load double, ptr %9, align 8
  %162 = fmul contract double %160, %161
  %163 = load double, ptr %6, align 8
  %164 = fmul contract double %162, %163
  store double %164, ptr %9, align 8
  %165 = load double, ptr %8, align 8
  %166 = load double, ptr %8, align 8
  %167 = fmul contract double %165, %166
  %168 = load double, ptr %6, align 8
  %169 = fmul contract double %167, %168
  store double %169, ptr %8, align 8
  %170 = load double, ptr %9, align 8
  %171 = load double, ptr %9, align 8
  %172 = fmul contract double %170, %171
  %173 = load double, ptr %6, align 8
  %174 = fmul contract double %172, %173
  store double %174, ptr %9, align 8
  %175 = load double, ptr %8, align 8
  %176 = load double, ptr %8, align 8
  %177 = fmul contract double %175, %176
  %178 = load double, ptr %6, align 8
  %179 = fmul contract double %177, %178
  store double %179, ptr %8, align 8
  %180 = load double, ptr %9, align 8
  %181 = load double, ptr %9, align 8
  %182 = fmul contract double %180, %181
  %183 = load double, ptr %6, align 8
  %184 = fmul contract double %182, %183
  store double %184, ptr %9, align 8
  %185 = load double, ptr %8, align 8
  %186 = load double, ptr %8, align 8
  %187 = fmul contract double %185, %186
  %188 = load double, ptr %6, align 8
  %189 = fmul contract double %187, %188
  store double %189, ptr %8, align 8
  %190 = load double, ptr %9, align 8
  %191 = load double, ptr %9, align 8
  %192 = fmul contract double %190, %191
  %193 = load double, ptr %6, align 8
  %194 = fmul contract double %192, %193
  store double %194, ptr %9, align 8
  %195 = load double, ptr %8, align 8
  %196 = load double, ptr %8, align 8
  %197 = fmul contract double %195, %196
  %198 = load double, ptr %6, align 8
  %199 = fmul contract double %197, %198
  store double %199, ptr %8, align 8
  %200 = load double, ptr %9, align 8
  %201 = load double, ptr %9, align 8
  %202 = fmul contract double %200, %201
  %203 = load double, ptr %6, align 8
  %204 = fmul contract double %202, %203
  store double %204, ptr %9, align 8
  %205 = load double, ptr %8, align 8
  %206 = load double, ptr %8, align 8
  %207 = fmul contract double %205, %206
  %208 = load double, ptr %6, align 8
  %209 = fmul contract double %207, %208
  store double %209, ptr %8, align 8
  %210 = load double, ptr %9, align 8
  %211 = load double, ptr %9, align 8
  %212 = fmul contract double %210, %211
  %213 = load double, ptr %6, align 8
  %214 = fmul contract double %212, %213
  store double %214, ptr %9, align 8
  %215 = load double, ptr %8, align 8
  %216 = load double, ptr %8, align 8
  %217 = fmul contract double %215, %216
  %218 = load double, ptr %6, align 8
  %219 = fmul contract double %217, %218
  store double %219, ptr %8, align 8
  %220 = load double, ptr %9, align 8
  %221 = load double, ptr %9, align 8
  %222 = fmul contract double %220, %221
  %223 = load double, ptr %6, align 8
  %224 = fmul contract double %222, %223
  store double %224, ptr %9, align 8
  %225 = load double, ptr %8, align 8
  %226 = load double, ptr %8, align 8
  %227 = fmul contract double %225, %226
  %228 = load double, ptr %6, align 8
  %229 = fmul contract double %227, %228
  store double %229, ptr %8, align 8
  %230 = load double, ptr %9, align 8
  %231 = load double, ptr %9, align 8
  %232 = fmul contract double %230, %231
  %233 = load double, ptr %6, align 8
  %234 = fmul contract double %232, %233
  store double %234, ptr %9, align 8
  %235 = load double, ptr %8, align 8
  %236 = load double, ptr %8, align 8
  %237 = fmul contract double %235, %236
  %238 = load double, ptr %6, align 8
  %239 = fmul contract double %237, %238
  store double %239, ptr %8, align 8
  %240 = load double, ptr %9, align 8
  %241 = load double, ptr %9, align 8
  %242 = fmul contract double %240, %241
  %243 = load double, ptr %6, align 8
  %244 = fmul contract double %242, %243
  store double %244, ptr %9, align 8
  %245 = load double, ptr %8, align 8
  %246 = load double, ptr %8, align 8
  %247 = fmul contract double %245, %246
  %248 = load double, ptr %6, align 8
  %249 = fmul contract double %247, %248
  store double %249, ptr %8, align 8
  %250 = load double, ptr %9, align 8
  %251 = load double, ptr %9, align 8
  %252 = fmul contract double %250, %251
  %253 = load double, ptr %6, align 8
  %254 = fmul contract double %252, %253
  store double %254, ptr %9, align 8
  %255 = load double, ptr %8, align 8
  %256 = load double, ptr %8, align 8
  %257 = fmul contract double %255, %256
  %258 = load double, ptr %6, align 8
  %259 = fmul contract double %257, %258
  store double %259, ptr %8, align 8
  %260 = load double, ptr %9, align 8
  %261 = load double, ptr %9, align 8
  %262 = fmul contract double %260, %261
  %263 = load double, ptr %6, align 8
  %264 = fmul contract double %262, %263
  store double %264, ptr %9, align 8
  %265 = load double, ptr %8, align 8
  %266 = load double, ptr %8, align 8
  %267 = fmul contract double %265, %266
  %268 = load double, ptr %6, align 8
  %269 = fmul contract double %267, %268
  store double %269, ptr %8, align 8
  %270 = load double, ptr %9, align 8
  %271 = load double, ptr %9, align 8
  %272 = fmul contract double %270, %271
  %273 = load double, ptr %6, align 8
  %274 = fmul contract double %272, %273
  store double %274, ptr %9, align 8
  %275 = load double, ptr %8, align 8
  %276 = load double, ptr %8, align 8
  %277 = fmul contract double %275, %276
  %278 = load double, ptr %6, align 8
  %279 = fmul contract double %277, %278
  store double %279, ptr %8, align 8
  %280 = load double, ptr %9, align 8
  %281 = load double, ptr %9, align 8
  %282 = fmul contract double %280, %281
  %283 = load double, ptr %6, align 8
  %284 = fmul contract double %282, %283
  store double %284, ptr %9, align 8
  %285 = load double, ptr %8, align 8
  %286 = load double, ptr %8, align 8
  %287 = fmul contract double %285, %286
  %288 = load double, ptr %6, align 8
  %289 = fmul contract double %287, %288
  store double %289, ptr %8, align 8
  %290 = load double, ptr %9, align 8
  %291 = load double, ptr %9, align 8
  %292 = fmul contract double %290, %291
  %293 = load double, ptr %6, align 8
  %294 = fmul contract double %292, %293
  store double %294, ptr %9, align 8
  %295 = load double, ptr %8, align 8
  %296 = load double, ptr %8, align 8
  %297 = fmul contract double %295, %296
  %298 = load double, ptr %6, align 8
  %299 = fmul contract double %297, %298
  store double %299, ptr %8, align 8
  %300 = load double, ptr %9, align 8
  %301 = load double, ptr %9, align 8
  %302 = fmul contract double %300, %301
  %303 = load double, ptr %6, align 8
  %304 = fmul contract double %302, %303
  store double %304, ptr %9, align 8
  %305 = load double, ptr %8, align 8
  %306 = load double, ptr %8, align 8
  %307 = fmul contract double %305, %306
  %308 = load double, ptr %6, align 8
  %309 = fmul contract double %307, %308
  store double %309, ptr %8, align 8
  %310 = load double, ptr %9, align 8
  %311 = load double, ptr %9, align 8
  %312 = fmul contract double %310, %311
  %313 = load double, ptr %6, align 8
  %314 = fmul contract double %312, %313
  store double %314, ptr %9, align 8
  %315 = load double, ptr %8, align 8
  %316 = load double, ptr %8, align 8
  %317 = fmul contract double %315, %316
  %318 = load double, ptr %6, align 8
  %319 = fmul contract double %317, %318
  store double %319, ptr %8, align 8
  %320 = load double, ptr %9, align 8
  %321 = load double, ptr %9, align 8
  %322 = fmul contract double %320, %321
  %323 = load double, ptr %6, align 8
  %324 = fmul contract double %322, %323
  store double %324, ptr %9, align 8
  %325 = load double, ptr %8, align 8
  %326 = load double, ptr %8, align 8
  %327 = fmul contract double %325, %326
  %328 = load double, ptr %6, align 8
  %329 = fmul contract double %327, %328
  store double %329, ptr %8, align 8
  %330 = load double, ptr %9, align 8
  %331 = load double, ptr %9, align 8
  %332 = fmul contract double %330, %331
  %333 = load double, ptr %6, align 8
  %334 = fmul contract double %332, %333
  store double %334, ptr %9, align 8
  %335 = load double, ptr %8, align 8
  %336 = load double, ptr %8, align 8
  %337 = fmul contract double %335, %336
  %338 = load double, ptr %6, align 8
  %339 = fmul contract double %337, %338
  store double %339, ptr %8, align 8
  %340 = load double, ptr %9, align 8
  %341 = load double, ptr %9, align 8
  %342 = fmul contract double %340, %341
  %343 = load double, ptr %6, align 8
  %344 = fmul contract double %342, %343
  store double %344, ptr %9, align 8
  %345 = load double, ptr %8, align 8
  %346 = load double, ptr %8, align 8
  %347 = fmul contract double %345, %346
  %348 = load double, ptr %6, align 8
  %349 = fmul contract double %347, %348
  store double %349, ptr %8, align 8
  %350 = load double, ptr %9, align 8
  %351 = load double, ptr %9, align 8
  %352 = fmul contract double %350, %351
  %353 = load double, ptr %6, align 8
  %354 = fmul contract double %352, %353
  store double %354, ptr %9, align 8
  %355 = load double, ptr %8, align 8
  %356 = load double, ptr %8, align 8
  %357 = fmul contract double %355, %356
  %358 = load double, ptr %6, align 8
  %359 = fmul contract double %357, %358
  store double %359, ptr %8, align 8
  %360 = load double, ptr %9, align 8
  %361 = load double, ptr %9, align 8
  %362 = fmul contract double %360, %361
  %363 = load double, ptr %6, align 8
  %364 = fmul contract double %362, %363
  store double %364, ptr %9, align 8
  %365 = load double, ptr %8, align 8
  %366 = load double, ptr %8, align 8
  %367 = fmul contract double %365, %366
  %368 = load double, ptr %6, align 8
  %369 = fmul contract double %367, %368
  store double %369, ptr %8, align 8
  %370 = load double, ptr %9, align 8
  %371 = load double, ptr %9, align 8
  %372 = fmul contract double %370, %371
  %373 = load double, ptr %6, align 8
  %374 = fmul contract double %372, %373
  store double %374, ptr %9, align 8
  %375 = load double, ptr %8, align 8
  %376 = load double, ptr %8, align 8
  %377 = fmul contract double %375, %376
  %378 = load double, ptr %6, align 8
  %379 = fmul contract double %377, %378
  store double %379, ptr %8, align 8
  %380 = load double, ptr %9, align 8
  %381 = load double, ptr %9, align 8
  %382 = fmul contract double %380, %381
  %383 = load double, ptr %6, align 8
  %384 = fmul contract double %382, %383
  store double %384, ptr %9, align 8
  %385 = load double, ptr %8, align 8
  %386 = load double, ptr %8, align 8
  %387 = fmul contract double %385, %386
  %388 = load double, ptr %6, align 8
  %389 = fmul contract double %387, %388
  store double %389, ptr %8, align 8
  %390 = load double, ptr %9, align 8
  %391 = load double, ptr %9, align 8
  %392 = fmul contract double %390, %391
  %393 = load double, ptr %6, align 8
  %394 = fmul contract double %392, %393
  store double %394, ptr %9, align 8
  %395 = load double, ptr %8, align 8
  %396 = load double, ptr %8, align 8
  %397 = fmul contract double %395, %396
  %398 = load double, ptr %6, align 8
  %399 = fmul contract double %397, %398
  store double %399, ptr %8, align 8
  %400 = load double, ptr %9, align 8
  %401 = load double, ptr %9, align 8
  %402 = fmul contract double %400, %401
  %403 = load double, ptr %6, align 8
  %404 = fmul contract double %402, %403
  store double %404, ptr %9, align 8
  %405 = load double, ptr %8, align 8
  %406 = load double, ptr %8, align 8
  %407 = fmul contract double %405, %406
  %408 = load double, ptr %6, align 8
  %409 = fmul contract double %407, %408
  store double %409, ptr %8, align 8
  %410 = load double, ptr %9, align 8
  %411 = load double, ptr %9, align 8
  %412 = fmul contract double %410, %411
  %413 = load double, ptr %6, align 8
  %414 = fmul contract double %412, %413
  store double %414, ptr %9, align 8
  %415 = load double, ptr %8, align 8
  %416 = load double, ptr %8, align 8
  %417 = fmul contract double %415, %416
  %418 = load double, ptr %6, align 8
  %419 = fmul contract double %417, %418
  store double %419, ptr %8, align 8
  %420 = load double, ptr %9, align 8
  %421 = load double, ptr %9, align 8
  %422 = fmul contract double %420, %421
  %423 = load double, ptr %6, align 8
  %424 = fmul contract double %422, %423
  store double %424, ptr %9, align 8
  %425 = load double, ptr %8, align 8
  %426 = load double, ptr %8, align 8
  %427 = fmul contract double %425, %426
  %428 = load double, ptr %6, align 8
  %429 = fmul contract double %427, %428
  store double %429, ptr %8, align 8
  %430 = load double, ptr %9, align 8
  %431 = load double, ptr %9, align 8
  %432 = fmul contract double %430, %431
  %433 = load double, ptr %6, align 8
  %434 = fmul contract double %432, %433
  store double %434, ptr %9, align 8
  %435 = load double, ptr %8, align 8
  %436 = load double, ptr %8, align 8
  %437 = fmul contract double %435, %436
  %438 = load double, ptr %6, align 8
  %439 = fmul contract double %437, %438
  store double %439, ptr %8, align 8
  %440 = load double, ptr %9, align 8
  %441 = load double, ptr %9, align 8
  %442 = fmul contract double %440, %441
  %443 = load double, ptr %6, align 8
  %444 = fmul contract double %442, %443
  store double %444, ptr %9, align 8
  %445 = load double, ptr %8, align 8
  %446 = load double, ptr %8, align 8
  %447 = fmul contract double %445, %446
  %448 = load double, ptr %6, align 8
  %449 = fmul contract double %447, %448
  store double %449, ptr %8, align 8
  %450 = load double, ptr %9, align 8
  %451 = load double, ptr %9, align 8
  %452 = fmul contract double %450, %451
  %453 = load double, ptr %6, align 8
  %454 = fmul contract double %452, %453
  store double %454, ptr %9, align 8
  %455 = load double, ptr %8, align 8
  %456 = load double, ptr %8, align 8
  %457 = fmul contract double %455, %456
  %458 = load double, ptr %6, align 8
  %459 = fmul contract double %457, %458
  store double %459, ptr %8, align 8
  %460 = load double, ptr %9, align 8
  %461 = load double, ptr %9, align 8
  %462 = fmul contract double %460, %461
  %463 = load double, ptr %6, align 8
  %464 = fmul contract double %462, %463
  store double %464, ptr %9, align 8
  %465 = load double, ptr %8, align 8
  %466 = load double, ptr %8, align 8
  %467 = fmul contract double %465, %466
  %468 = load double, ptr %6, align 8
  %469 = fmul contract double %467, %468
  store double %469, ptr %8, align 8
  %470 = load double, ptr %9, align 8
  %471 = load double, ptr %9, align 8
  %472 = fmul contract double %470, %471
  %473 = load double, ptr %6, align 8
  %474 = fmul contract double %472, %473
  store double %474, ptr %9, align 8
  %475 = load double, ptr %8, align 8
  %476 = load double, ptr %8, align 8
  %477 = fmul contract double %475, %476
  %478 = load double, ptr %6, align 8
  %479 = fmul contract double %477, %478
  store double %479, ptr %8, align 8
  %480 = load double, ptr %9, align 8
  %481 = load double, ptr %9, align 8
  %482 = fmul contract double %480, %481
  %483 = load double, ptr %6, align 8
  %484 = fmul contract double %482, %483
  store double %484, ptr %9, align 8
  %485 = load double, ptr %8, align 8
  %486 = load double, ptr %8, align 8
  %487 = fmul contract double %485, %486
  %488 = load double, ptr %6, align 8
  %489 = fmul contract double %487, %488
  store double %489, ptr %8, align 8
  %490 = load double, ptr %9, align 8
  %491 = load double, ptr %9, align 8
  %492 = fmul contract double %490, %491
  %493 = load double, ptr %6, align 8
  %494 = fmul contract double %492, %493
  store double %494, ptr %9, align 8
  %495 = load double, ptr %8, align 8
  %496 = load double, ptr %8, align 8
  %497 = fmul contract double %495, %496
  %498 = load double, ptr %6, align 8
  %499 = fmul contract double %497, %498
  store double %499, ptr %8, align 8
  %500 = load double, ptr %9, align 8
  %501 = load double, ptr %9, align 8
  %502 = fmul contract double %500, %501
  %503 = load double, ptr %6, align 8
  %504 = fmul contract double %502, %503
  store double %504, ptr %9, align 8
  %505 = load double, ptr %8, align 8
  %506 = load double, ptr %8, align 8
  %507 = fmul contract double %505, %506
  %508 = load double, ptr %6, align 8
  %509 = fmul contract double %507, %508
  store double %509, ptr %8, align 8
  %510 = load double, ptr %9, align 8
  %511 = load double, ptr %9, align 8
  %512 = fmul contract double %510, %511
  %513 = load double, ptr %6, align 8
  %514 = fmul contract double %512, %513
  store double %514, ptr %9, align 8
  %515 = load double, ptr %8, align 8
  %516 = load double, ptr %8, align 8
  %517 = fmul contract double %515, %516
  %518 = load double, ptr %6, align 8
  %519 = fmul contract double %517, %518
  store double %519, ptr %8, align 8
  %520 = load double, ptr %9, align 8
  %521 = load double, ptr %9, align 8
  %522 = fmul contract double %520, %521
  %523 = load double, ptr %6, align 8
  %524 = fmul contract double %522, %523
  store double %524, ptr %9, align 8
  %525 = load double, ptr %8, align 8
  %526 = load double, ptr %8, align 8
  %527 = fmul contract double %525, %526
  %528 = load double, ptr %6, align 8
  %529 = fmul contract double %527, %528
  store double %529, ptr %8, align 8
  %530 = load double, ptr %9, align 8
  %531 = load double, ptr %9, align 8
  %532 = fmul contract double %530, %531
  %533 = load double, ptr %6, align 8
  %534 = fmul contract double %532, %533
  store double %534, ptr %9, align 8
  %535 = load double, ptr %8, align 8
  %536 = load double, ptr %8, align 8
  %537 = fmul contract double %535, %536
  %538 = load double, ptr %6, align 8
  %539 = fmul contract double %537, %538
  store double %539, ptr %8, align 8
  %540 = load double, ptr %9, align 8
  %541 = load double, ptr %9, align 8
  %542 = fmul contract double %540, %541
  %543 = load double, ptr %6, align 8
  %544 = fmul contract double %542, %543
  store double %544, ptr %9, align 8
  %545 = load double, ptr %8, align 8
  %546 = load double, ptr %8, align 8
  %547 = fmul contract double %545, %546
  %548 = load double, ptr %6, align 8
  %549 = fmul contract double %547, %548
  store double %549, ptr %8, align 8
  %550 = load double, ptr %9, align 8
  %551 = load double, ptr %9, align 8
  %552 = fmul contract double %550, %551
  %553 = load double, ptr %6, align 8
  %554 = fmul contract double %552, %553
  store double %554, ptr %9, align 8
  %555 = load double, ptr %8, align 8
  %556 = load double, ptr %8, align 8
  %557 = fmul contract double %555, %556
  %558 = load double, ptr %6, align 8
  %559 = fmul contract double %557, %558
  store double %559, ptr %8, align 8
  %560 = load double, ptr %9, align 8
  %561 = load double, ptr %9, align 8
  %562 = fmul contract double %560, %561
  %563 = load double, ptr %6, align 8
  %564 = fmul contract double %562, %563
  store double %564, ptr %9, align 8
  %565 = load double, ptr %8, align 8
  %566 = load double, ptr %8, align 8
  %567 = fmul contract double %565, %566
  %568 = load double, ptr %6, align 8
  %569 = fmul contract double %567, %568
  store double %569, ptr %8, align 8
  %570 = load double, ptr %9, align 8
  %571 = load double, ptr %9, align 8
  %572 = fmul contract double %570, %571
  %573 = load double, ptr %6, align 8
  %574 = fmul contract double %572, %573
  store double %574, ptr %9, align 8
  %575 = load double, ptr %8, align 8
  %576 = load double, ptr %8, align 8
  %577 = fmul contract double %575, %576
  %578 = load double, ptr %6, align 8
  %579 = fmul contract double %577, %578
  store double %579, ptr %8, align 8
  %580 = load double, ptr %9, align 8
  %581 = load double, ptr %9, align 8
  %582 = fmul contract double %580, %581
  %583 = load double, ptr %6, align 8
  %584 = fmul contract double %582, %583
  store double %584, ptr %9, align 8
  %585 = load double, ptr %8, align 8
  %586 = load double, ptr %8, align 8
  %587 = fmul contract double %585, %586
  %588 = load double, ptr %6, align 8
  %589 = fmul contract double %587, %588
  store double %589, ptr %8, align 8
  %590 = load double, ptr %9, align 8
  %591 = load double, ptr %9, align 8
  %592 = fmul contract double %590, %591
  %593 = load double, ptr %6, align 8
  %594 = fmul contract double %592, %593
  store double %594, ptr %9, align 8
  %595 = load double, ptr %8, align 8
  %596 = load double, ptr %8, align 8
  %597 = fmul contract double %595, %596
  %598 = load double, ptr %6, align 8
  %599 = fmul contract double %597, %598
  store double %599, ptr %8, align 8
  %600 = load double, ptr %9, align 8
  %601 = load double, ptr %9, align 8
  %602 = fmul contract double %600, %601
  %603 = load double, ptr %6, align 8
  %604 = fmul contract double %602, %603
  store double %604, ptr %9, align 8
  %605 = load double, ptr %8, align 8
  %606 = load double, ptr %8, align 8
  %607 = fmul contract double %605, %606
  %608 = load double, ptr %6, align 8
  %609 = fmul contract double %607, %608
  store double %609, ptr %8, align 8
  %610 = load double, ptr %9, align 8
  %611 = load double, ptr %9, align 8
  %612 = fmul contract double %610, %611
  %613 = load double, ptr %6, align 8
  %614 = fmul contract double %612, %613
  store double %614, ptr %9, align 8
  %615 = load double, ptr %8, align 8
  %616 = load double, ptr %8, align 8
  %617 = fmul contract double %615, %616
  %618 = load double, ptr %6, align 8
  %619 = fmul contract double %617, %618
  store double %619, ptr %8, align 8
  %620 = load double, ptr %9, align 8
  %621 = load double, ptr %9, align 8
  %622 = fmul contract double %620, %621
  %623 = load double, ptr %6, align 8
  %624 = fmul contract double %622, %623
  store double %624, ptr %9, align 8
  %625 = load double, ptr %8, align 8
  %626 = load double, ptr %8, align 8
  %627 = fmul contract double %625, %626
  %628 = load double, ptr %6, align 8
  %629 = fmul contract double %627, %628
  store double %629, ptr %8, align 8
  %630 = load double, ptr %9, align 8
  %631 = load double, ptr %9, align 8
  %632 = fmul contract double %630, %631
  %633 = load double, ptr %6, align 8
  %634 = fmul contract double %632, %633
  store double %634, ptr %9, align 8
  %635 = load double, ptr %8, align 8
  %636 = load double, ptr %8, align 8
  %637 = fmul contract double %635, %636
  %638 = load double, ptr %6, align 8
  %639 = fmul contract double %637, %638
  store double %639, ptr %8, align 8
  %640 = load double, ptr %9, align 8
  %641 = load double, ptr %9, align 8
  %642 = fmul contract double %640, %641
  %643 = load double, ptr %6, align 8
  %644 = fmul contract double %642, %643
  store double %644, ptr %9, align 8
  %645 = load double, ptr %8, align 8
  %646 = load double, ptr %8, align 8
  %647 = fmul contract double %645, %646
  %648 = load double, ptr %6, align 8
  %649 = fmul contract double %647, %648
  store double %649, ptr %8, align 8
  %650 = load double, ptr %9, align 8
  %651 = load double, ptr %9, align 8
  %652 = fmul contract double %650, %651
  %653 = load double, ptr %6, align 8
  %654 = fmul contract double %652, %653
  store double %654, ptr %9, align 8
  %655 = load double, ptr %8, align 8
  %656 = load double, ptr %8, align 8
  %657 = fmul contract double %655, %656
  %658 = load double, ptr %6, align 8
  %659 = fmul contract double %657, %658
  store double %659, ptr %8, align 8
  %660 = load double, ptr %9, align 8
  %661 = load double, ptr %9, align 8
  %662 = fmul contract double %660, %661
  %663 = load double, ptr %6, align 8
  %664 = fmul contract double %662, %663
  store double %664, ptr %9, align 8
  %665 = load double, ptr %8, align 8
  %666 = load double, ptr %8, align 8
  %667 = fmul contract double %665, %666
  %668 = load double, ptr %6, align 8
  %669 = fmul contract double %667, %668
  store double %669, ptr %8, align 8
  %670 = load double, ptr %9, align 8
  %671 = load double, ptr %9, align 8
  %672 = fmul contract double %670, %671
  %673 = load double, ptr %6, align 8
  %674 = fmul contract double %672, %673
  store double %674, ptr %9, align 8
  %675 = load double, ptr %8, align 8
  %676 = load double, ptr %8, align 8
  %677 = fmul contract double %675, %676
  %678 = load double, ptr %6, align 8
  %679 = fmul contract double %677, %678
  store double %679, ptr %8, align 8
  %680 = load double, ptr %9, align 8
  %681 = load double, ptr %9, align 8
  %682 = fmul contract double %680, %681
  %683 = load double, ptr %6, align 8
  %684 = fmul contract double %682, %683
  store double %684, ptr %9, align 8
  %685 = load double, ptr %8, align 8
  %686 = load double, ptr %8, align 8
  %687 = fmul contract double %685, %686
  %688 = load double, ptr %6, align 8
  %689 = fmul contract double %687, %688
  store double %689, ptr %8, align 8
  %690 = load double, ptr %9, align 8
  %691 = load double, ptr %9, align 8
  %692 = fmul contract double %690, %691
  %693 = load double, ptr %6, align 8
  %694 = fmul contract double %692, %693
  store double %694, ptr %9, align 8
  %695 = load double, ptr %8, align 8
  %696 = load double, ptr %8, align 8
  %697 = fmul contract double %695, %696
  %698 = load double, ptr %6, align 8
  %699 = fmul contract double %697, %698
  store double %699, ptr %8, align 8
  %700 = load double, ptr %9, align 8
  %701 = load double, ptr %9, align 8
  %702 = fmul contract double %700, %701
  %703 = load double, ptr %6, align 8
  %704 = fmul contract double %702, %703
  store double %704, ptr %9, align 8
  %705 = load double, ptr %8, align 8
  %706 = load double, ptr %8, align 8
  %707 = fmul contract double %705, %706
  %708 = load double, ptr %6, align 8
  %709 = fmul contract double %707, %708
  store double %709, ptr %8, align 8
  %710 = load double, ptr %9, align 8
  %711 = load double, ptr %9, align 8
  %712 = fmul contract double %710, %711
  %713 = load double, ptr %6, align 8
  %714 = fmul contract double %712, %713
  store double %714, ptr %9, align 8
  %715 = load double, ptr %8, align 8
  %716 = load double, ptr %8, align 8
  %717 = fmul contract double %715, %716
  %718 = load double, ptr %6, align 8
  %719 = fmul contract double %717, %718
  store double %719, ptr %8, align 8
  %720 = load double, ptr %9, align 8
  %721 = load double, ptr %9, align 8
  %722 = fmul contract double %720, %721
  %723 = load double, ptr %6, align 8
  %724 = fmul contract double %722, %723
  store double %724, ptr %9, align 8
  %725 = load double, ptr %8, align 8
  %726 = load double, ptr %8, align 8
  %727 = fmul contract double %725, %726
  %728 = load double, ptr %6, align 8
  %729 = fmul contract double %727, %728
  store double %729, ptr %8, align 8
  %730 = load double, ptr %9, align 8
  %731 = load double, ptr %9, align 8
  %732 = fmul contract double %730, %731
  %733 = load double, ptr %6, align 8
  %734 = fmul contract double %732, %733
  store double %734, ptr %9, align 8
  %735 = load double, ptr %8, align 8
  %736 = load double, ptr %8, align 8
  %737 = fmul contract double %735, %736
  %738 = load double, ptr %6, align 8
  %739 = fmul contract double %737, %738
  store double %739, ptr %8, align 8
  %740 = load double, ptr %9, align 8
  %741 = load double, ptr %9, align 8
  %742 = fmul contract double %740, %741
  %743 = load double, ptr %6, align 8
  %744 = fmul contract double %742, %743
  store double %744, ptr %9, align 8
  %745 = load double, ptr %8, align 8
  %746 = load double, ptr %8, align 8
  %747 = fmul contract double %745, %746
  %748 = load double, ptr %6, align 8
  %749 = fmul contract double %747, %748
  store double %749, ptr %8, align 8
  %750 = load double, ptr %9, align 8
  %751 = load double, ptr %9, align 8
  %752 = fmul contract double %750, %751
  %753 = load double, ptr %6, align 8
  %754 = fmul contract double %752, %753
  store double %754, ptr %9, align 8
  %755 = load double, ptr %8, align 8
  %756 = load double, ptr %8, align 8
  %757 = fmul contract double %755, %756
  %758 = load double, ptr %6, align 8
  %759 = fmul contract double %757, %758
  store double %759, ptr %8, align 8
  %760 = load double, ptr %9, align 8
  %761 = load double, ptr %9, align 8
  %762 = fmul contract double %760, %761
  %763 = load double, ptr %6, align 8
  %764 = fmul contract double %762, %763
  store double %764, ptr %9, align 8
  %765 = load double, ptr %8, align 8
  %766 = load double, ptr %8, align 8
  %767 = fmul contract double %765, %766
  %768 = load double, ptr %6, align 8
  %769 = fmul contract double %767, %768
  store double %769, ptr %8, align 8
  %770 = load double, ptr %9, align 8
  %771 = load double, ptr %9, align 8
  %772 = fmul contract double %770, %771
  %773 = load double, ptr %6, align 8
  %774 = fmul contract double %772, %773
  store double %774, ptr %9, align 8
  %775 = load double, ptr %8, align 8
  %776 = load double, ptr %8, align 8
  %777 = fmul contract double %775, %776
  %778 = load double, ptr %6, align 8
  %779 = fmul contract double %777, %778
  store double %779, ptr %8, align 8
  %780 = load double, ptr %9, align 8
  %781 = load double, ptr %9, align 8
  %782 = fmul contract double %780, %781
  %783 = load double, ptr %6, align 8
  %784 = fmul contract double %782, %783
  store double %784, ptr %9, align 8
  %785 = load double, ptr %8, align 8
  %786 = load double, ptr %8, align 8
  %787 = fmul contract double %785, %786
  %788 = load double, ptr %6, align 8
  %789 = fmul contract double %787, %788
  store double %789, ptr %8, align 8
  %790 = load double, ptr %9, align 8
  %791 = load double, ptr %9, align 8
  %792 = fmul contract double %790, %791
  %793 = load double, ptr %6, align 8
  %794 = fmul contract double %792, %793
  store double %794, ptr %9, align 8
  %795 = load double, ptr %8, align 8
  %796 = load double, ptr %8, align 8
  %797 = fmul contract double %795, %796
  %798 = load double, ptr %6, align 8
  %799 = fmul contract double %797, %798
  store double %799, ptr %8, align 8
  %800 = load double, ptr %9, align 8
  %801 = load double, ptr %9, align 8
  %802 = fmul contract double %800, %801
  %803 = load double, ptr %6, align 8
  %804 = fmul contract double %802, %803
  store double %804, ptr %9, align 8
  %805 = load double, ptr %8, align 8
  %806 = load double, ptr %8, align 8
  %807 = fmul contract double %805, %806
  %808 = load double, ptr %6, align 8
  %809 = fmul contract double %807, %808
  store double %809, ptr %8, align 8
  %810 = load double, ptr %9, align 8
  %811 = load double, ptr %9, align 8
  %812 = fmul contract double %810, %811
  %813 = load double, ptr %6, align 8
  %814 = fmul contract double %812, %813
  store double %814, ptr %9, align 8
  %815 = load double, ptr %8, align 8
  %816 = load double, ptr %8, align 8
  %817 = fmul contract double %815, %816
  %818 = load double, ptr %6, align 8
  %819 = fmul contract double %817, %818
  store double %819, ptr %8, align 8
  %820 = load double, ptr %9, align 8
  %821 = load double, ptr %9, align 8
  %822 = fmul contract double %820, %821
  %823 = load double, ptr %6, align 8
  %824 = fmul contract double %822, %823
  store double %824, ptr %9, align 8
  %825 = load double, ptr %8, align 8
  %826 = load double, ptr %8, align 8
  %827 = fmul contract double %825, %826
  %828 = load double, ptr %6, align 8
  %829 = fmul contract double %827, %828
  store double %829, ptr %8, align 8
  %830 = load double, ptr %9, align 8
  %831 = load double, ptr %9, align 8
  %832 = fmul contract double %830, %831
  %833 = load double, ptr %6, align 8
  %834 = fmul contract double %832, %833
  store double %834, ptr %9, align 8
  %835 = load double, ptr %8, align 8
  %836 = load double, ptr %8, align 8
  %837 = fmul contract double %835, %836
  %838 = load double, ptr %6, align 8
  %839 = fmul contract double %837, %838
  store double %839, ptr %8, align 8
  %840 = load double, ptr %9, align 8
  %841 = load double, ptr %9, align 8
  %842 = fmul contract double %840, %841
  %843 = load double, ptr %6, align 8
  %844 = fmul contract double %842, %843
  store double %844, ptr %9, align 8
  %845 = load double, ptr %8, align 8
  %846 = load double, ptr %8, align 8
  %847 = fmul contract double %845, %846
  %848 = load double, ptr %6, align 8
  %849 = fmul contract double %847, %848
  store double %849, ptr %8, align 8
  %850 = load double, ptr %9, align 8
  %851 = load double, ptr %9, align 8
  %852 = fmul contract double %850, %851
  %853 = load double, ptr %6, align 8
  %854 = fmul contract double %852, %853
  store double %854, ptr %9, align 8
  %855 = load double, ptr %8, align 8
  %856 = load double, ptr %8, align 8
  %857 = fmul contract double %855, %856
  %858 = load double, ptr %6, align 8
  %859 = fmul contract double %857, %858
  store double %859, ptr %8, align 8
  %860 = load double, ptr %9, align 8
  %861 = load double, ptr %9, align 8
  %862 = fmul contract double %860, %861
  %863 = load double, ptr %6, align 8
  %864 = fmul contract double %862, %863
  store double %864, ptr %9, align 8
  %865 = load double, ptr %8, align 8
  %866 = load double, ptr %8, align 8
  %867 = fmul contract double %865, %866
  %868 = load double, ptr %6, align 8
  %869 = fmul contract double %867, %868
  store double %869, ptr %8, align 8
  %870 = load double, ptr %9, align 8
  %871 = load double, ptr %9, align 8
  %872 = fmul contract double %870, %871
  %873 = load double, ptr %6, align 8
  %874 = fmul contract double %872, %873
  store double %874, ptr %9, align 8
  %875 = load double, ptr %8, align 8
  %876 = load double, ptr %8, align 8
  %877 = fmul contract double %875, %876
  %878 = load double, ptr %6, align 8
  %879 = fmul contract double %877, %878
  store double %879, ptr %8, align 8
  %880 = load double, ptr %9, align 8
  %881 = load double, ptr %9, align 8
  %882 = fmul contract double %880, %881
  %883 = load double, ptr %6, align 8
  %884 = fmul contract double %882, %883
  store double %884, ptr %9, align 8
  %885 = load double, ptr %8, align 8
  %886 = load double, ptr %8, align 8
  %887 = fmul contract double %885, %886
  %888 = load double, ptr %6, align 8
  %889 = fmul contract double %887, %888
  store double %889, ptr %8, align 8
  %890 = load double, ptr %9, align 8
  %891 = load double, ptr %9, align 8
  %892 = fmul contract double %890, %891
  %893 = load double, ptr %6, align 8
  %894 = fmul contract double %892, %893
  store double %894, ptr %9, align 8
  %895 = load double, ptr %8, align 8
  %896 = load double, ptr %8, align 8
  %897 = fmul contract double %895, %896
  %898 = load double, ptr %6, align 8
  %899 = fmul contract double %897, %898
  store double %899, ptr %8, align 8
  %900 = load double, ptr %9, align 8
  %901 = load double, ptr %9, align 8
  %902 = fmul contract double %900, %901
  %903 = load double, ptr %6, align 8
  %904 = fmul contract double %902, %903
  store double %904, ptr %9, align 8
  %905 = load double, ptr %8, align 8
  %906 = load double, ptr %8, align 8
  %907 = fmul contract double %905, %906
  %908 = load double, ptr %6, align 8
  %909 = fmul contract double %907, %908
  store double %909, ptr %8, align 8
  %910 = load double, ptr %9, align 8
  %911 = load double, ptr %9, align 8
  %912 = fmul contract double %910, %911
  %913 = load double, ptr %6, align 8
  %914 = fmul contract double %912, %913
  store double %914, ptr %9, align 8
  %915 = load double, ptr %8, align 8
  %916 = load double, ptr %8, align 8
  %917 = fmul contract double %915, %916
  %918 = load double, ptr %6, align 8
  %919 = fmul contract double %917, %918
  store double %919, ptr %8, align 8
  %920 = load double, ptr %9, align 8
  %921 = load double, ptr %9, align 8
  %922 = fmul contract double %920, %921
  %923 = load double, ptr %6, align 8
  %924 = fmul contract double %922, %923
  store double %924, ptr %9, align 8
  %925 = load double, ptr %8, align 8
  %926 = load double, ptr %8, align 8
  %927 = fmul contract double %925, %926
  %928 = load double, ptr %6, align 8
  %929 = fmul contract double %927, %928
  store double %929, ptr %8, align 8
  %930 = load double, ptr %9, align 8
  %931 = load double, ptr %9, align 8
  %932 = fmul contract double %930, %931
  %933 = load double, ptr %6, align 8
  %934 = fmul contract double %932, %933
  store double %934, ptr %9, align 8
  %935 = load double, ptr %8, align 8
  %936 = load double, ptr %8, align 8
  %937 = fmul contract double %935, %936
  %938 = load double, ptr %6, align 8
  %939 = fmul contract double %937, %938
  store double %939, ptr %8, align 8
  %940 = load double, ptr %9, align 8
  %941 = load double, ptr %9, align 8
  %942 = fmul contract double %940, %941
  %943 = load double, ptr %6, align 8
  %944 = fmul contract double %942, %943
  store double %944, ptr %9, align 8
  %945 = load double, ptr %8, align 8
  %946 = load double, ptr %8, align 8
  %947 = fmul contract double %945, %946
  %948 = load double, ptr %6, align 8
  %949 = fmul contract double %947, %948
  store double %949, ptr %8, align 8
  %950 = load double, ptr %9, align 8
  %951 = load double, ptr %9, align 8
  %952 = fmul contract double %950, %951
  %953 = load double, ptr %6, align 8
  %954 = fmul contract double %952, %953
  store double %954, ptr %9, align 8
  %955 = load double, ptr %8, align 8
  %956 = load double, ptr %8, align 8
  %957 = fmul contract double %955, %956
  %958 = load double, ptr %6, align 8
  %959 = fmul contract double %957, %958
  store double %959, ptr %8, align 8
  %960 = load double, ptr %9, align 8
  %961 = load double, ptr %9, align 8
  %962 = fmul contract double %960, %961
  %963 = load double, ptr %6, align 8
  %964 = fmul contract double %962, %963
  store double %964, ptr %9, align 8
  %965 = load double, ptr %8, align 8
  %966 = load double, ptr %8, align 8
  %967 = fmul contract double %965, %966
  %968 = load double, ptr %6, align 8
  %969 = fmul contract double %967, %968
  store double %969, ptr %8, align 8
  %970 = load double, ptr %9, align 8
  %971 = load double, ptr %9, align 8
  %972 = fmul contract double %970, %971
  %973 = load double, ptr %6, align 8
  %974 = fmul contract double %972, %973
  store double %974, ptr %9, align 8
  %975 = load double, ptr %8, align 8
  %976 = load double, ptr %8, align 8
  %977 = fmul contract double %975, %976
  %978 = load double, ptr %6, align 8
  %979 = fmul contract double %977, %978
  store double %979, ptr %8, align 8
  %980 = load double, ptr %9, align 8
  %981 = load double, ptr %9, align 8
  %982 = fmul contract double %980, %981
  %983 = load double, ptr %6, align 8
  %984 = fmul contract double %982, %983
  store double %984, ptr %9, align 8
  %985 = load double, ptr %8, align 8
  %986 = load double, ptr %8, align 8
  %987 = fmul contract double %985, %986
  %988 = load double, ptr %6, align 8
  %989 = fmul contract double %987, %988
  store double %989, ptr %8, align 8
  %990 = load double, ptr %9, align 8
  %991 = load double, ptr %9, align 8
  %992 = fmul contract double %990, %991
  %993 = load double, ptr %6, align 8
  %994 = fmul contract double %992, %993
  store double %994, ptr %9, align 8
  %995 = load double, ptr %8, align 8
  %996 = load double, ptr %8, align 8
  %997 = fmul contract double %995, %996
  %998 = load double, ptr %6, align 8
  %999 = fmul contract double %997, %998
  store double %999, ptr %8, align 8
  %1000 = load double, ptr %9, align 8
  %1001 = load double, ptr %9, align 8
  %1002 = fmul contract double %1000, %1001
  %1003 = load double, ptr %6, align 8
  %1004 = fmul contract double %1002, %1003
  store double %1004, ptr %9, align 8
  %1005 = load double, ptr %8, align 8
  %1006 = load double, ptr %8, align 8
  %1007 = fmul contract double %1005, %1006
  %1008 = load double, ptr %6, align 8
  %1009 = fmul contract double %1007, %1008
  store double %1009, ptr %8, align 8
  %1010 = load double, ptr %9, align 8
  %1011 = load double, ptr %9, align 8
  %1012 = fmul contract double %1010, %1011
  %1013 = load double, ptr %6, align 8
  %1014 = fmul contract double %1012, %1013
  store double %1014, ptr %9, align 8
  %1015 = load double, ptr %8, align 8
  %1016 = load double, ptr %8, align 8
  %1017 = fmul contract double %1015, %1016
  %1018 = load double, ptr %6, align 8
  %1019 = fmul contract double %1017, %1018
  store double %1019, ptr %8, align 8
  %1020 = load double, ptr %9, align 8
  %1021 = load double, ptr %9, align 8
  %1022 = fmul contract double %1020, %1021
  %1023 = load double, ptr %6, align 8
  %1024 = fmul contract double %1022, %1023
  store double %1024, ptr %9, align 8
  %1025 = load double, ptr %8, align 8
  %1026 = load double, ptr %8, align 8
  %1027 = fmul contract double %1025, %1026
  %1028 = load double, ptr %6, align 8
  %1029 = fmul contract double %1027, %1028
  store double %1029, ptr %8, align 8
  %1030 = load double, ptr %9, align 8
  %1031 = load double, ptr %9, align 8
  %1032 = fmul contract double %1030, %1031
  %1033 = load double, ptr %6, align 8
  %1034 = fmul contract double %1032, %1033
  store double %1034, ptr %9, align 8
  br label %1035

1035:                                             ; preds = %34
  %1036 = load i32, ptr %10, align 4
  %1037 = add nsw i32 %1036, 1
  store i32 %1037, ptr %10, align 4
  br label %30, !llvm.loop !8

1038:                                             ; preds = %30
  %1039 = load double, ptr %8, align 8
  %1040 = load double, ptr %9, align 8
  %1041 = fadd contract double %1039, %1040
  %1042 = load ptr, ptr %4, align 8
  %1043 = load i32, ptr %7, align 4
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds double, ptr %1042, i64 %1044
  store double %1041, ptr %1045, align 8
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

!0 = !{ptr @_Z4Mul2IfEvPT_iS0_, !"kernel", i32 1}
!1 = !{ptr @_Z4Mul2IdEvPT_iS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
