; ModuleID = 'maxflops.MulMAdd8.cu'
source_filename = "maxflops.MulMAdd8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z8MulMAdd8IfEvPT_iS0_S0_ = comdat any

$_Z8MulMAdd8IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd8IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %9, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4
  store float %28, ptr %10, align 4
  %29 = load float, ptr %10, align 4
  %30 = fsub contract float 1.000000e+01, %29
  store float %30, ptr %11, align 4
  %31 = load float, ptr %10, align 4
  %32 = fsub contract float 9.000000e+00, %31
  store float %32, ptr %12, align 4
  %33 = load float, ptr %11, align 4
  %34 = fsub contract float 9.000000e+00, %33
  store float %34, ptr %13, align 4
  %35 = load float, ptr %10, align 4
  %36 = fsub contract float 8.000000e+00, %35
  store float %36, ptr %14, align 4
  %37 = load float, ptr %11, align 4
  %38 = fsub contract float 8.000000e+00, %37
  store float %38, ptr %15, align 4
  %39 = load float, ptr %10, align 4
  %40 = fsub contract float 7.000000e+00, %39
  store float %40, ptr %16, align 4
  %41 = load float, ptr %11, align 4
  %42 = fsub contract float 7.000000e+00, %41
  store float %42, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %43

43:                                               ; preds = %1168, %4
  %44 = load i32, ptr %18, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %1171

47:                                               ; preds = %43
  %48 = load float, ptr %7, align 4
  %49 = load float, ptr %8, align 4
  %50 = load float, ptr %10, align 4
  %51 = fmul contract float %49, %50
  %52 = fsub contract float %48, %51
  %53 = load float, ptr %10, align 4
  %54 = fmul contract float %52, %53
  store float %54, ptr %10, align 4
  %55 = load float, ptr %7, align 4
  %56 = load float, ptr %8, align 4
  %57 = load float, ptr %11, align 4
  %58 = fmul contract float %56, %57
  %59 = fsub contract float %55, %58
  %60 = load float, ptr %11, align 4
  %61 = fmul contract float %59, %60
  store float %61, ptr %11, align 4
  %62 = load float, ptr %7, align 4
  %63 = load float, ptr %8, align 4
  %64 = load float, ptr %12, align 4
  %65 = fmul contract float %63, %64
  %66 = fsub contract float %62, %65
  %67 = load float, ptr %12, align 4
  %68 = fmul contract float %66, %67
  store float %68, ptr %12, align 4
  %69 = load float, ptr %7, align 4
  %70 = load float, ptr %8, align 4
  %71 = load float, ptr %13, align 4
  %72 = fmul contract float %70, %71
  %73 = fsub contract float %69, %72
  %74 = load float, ptr %13, align 4
  %75 = fmul contract float %73, %74
  store float %75, ptr %13, align 4
  %76 = load float, ptr %7, align 4
  %77 = load float, ptr %8, align 4
  %78 = load float, ptr %14, align 4
  %79 = fmul contract float %77, %78
  %80 = fsub contract float %76, %79
  %81 = load float, ptr %14, align 4
  %82 = fmul contract float %80, %81
  store float %82, ptr %14, align 4
  %83 = load float, ptr %7, align 4
  %84 = load float, ptr %8, align 4
  %85 = load float, ptr %15, align 4
  %86 = fmul contract float %84, %85
  %87 = fsub contract float %83, %86
  %88 = load float, ptr %15, align 4
  %89 = fmul contract float %87, %88
  store float %89, ptr %15, align 4
  %90 = load float, ptr %7, align 4
  %91 = load float, ptr %8, align 4
  %92 = load float, ptr %16, align 4
  %93 = fmul contract float %91, %92
  %94 = fsub contract float %90, %93
  %95 = load float, ptr %16, align 4
  %96 = fmul contract float %94, %95
  store float %96, ptr %16, align 4
  %97 = load float, ptr %7, align 4
  %98 = load float, ptr %8, align 4
  %99 = load float, ptr %17, align 4
  %100 = fmul contract float %98, %99
  %101 = fsub contract float %97, %100
  %102 = load float, ptr %17, align 4
  %103 = fmul contract float %101, %102
  store float %103, ptr %17, align 4
  %104 = load float, ptr %7, align 4
  %105 = load float, ptr %8, align 4
  %106 = load float, ptr %10, align 4
  %107 = fmul contract float %105, %106
  %108 = fsub contract float %104, %107
  %109 = load float, ptr %10, align 4
  %110 = fmul contract float %108, %109
  store float %110, ptr %10, align 4
  %111 = load float, ptr %7, align 4
  %112 = load float, ptr %8, align 4
  %113 = load float, ptr %11, align 4
  %114 = fmul contract float %112, %113
  %115 = fsub contract float %111, %114
  %116 = load float, ptr %11, align 4
  %117 = fmul contract float %115, %116
  store float %117, ptr %11, align 4
  %118 = load float, ptr %7, align 4
  %119 = load float, ptr %8, align 4
  %120 = load float, ptr %12, align 4
  %121 = fmul contract float %119, %120
  %122 = fsub contract float %118, %121
  %123 = load float, ptr %12, align 4
  %124 = fmul contract float %122, %123
  store float %124, ptr %12, align 4
  %125 = load float, ptr %7, align 4
  %126 = load float, ptr %8, align 4
  %127 = load float, ptr %13, align 4
  %128 = fmul contract float %126, %127
  %129 = fsub contract float %125, %128
  %130 = load float, ptr %13, align 4
  %131 = fmul contract float %129, %130
  store float %131, ptr %13, align 4
  %132 = load float, ptr %7, align 4
  %133 = load float, ptr %8, align 4
  %134 = load float, ptr %14, align 4
  %135 = fmul contract float %133, %134
  %136 = fsub contract float %132, %135
  %137 = load float, ptr %14, align 4
  %138 = fmul contract float %136, %137
  store float %138, ptr %14, align 4
  %139 = load float, ptr %7, align 4
  %140 = load float, ptr %8, align 4
  %141 = load float, ptr %15, align 4
  %142 = fmul contract float %140, %141
  %143 = fsub contract float %139, %142
  %144 = load float, ptr %15, align 4
  %145 = fmul contract float %143, %144
  store float %145, ptr %15, align 4
  %146 = load float, ptr %7, align 4
  %147 = load float, ptr %8, align 4
  %148 = load float, ptr %16, align 4
  %149 = fmul contract float %147, %148
  %150 = fsub contract float %146, %149
  %151 = load float, ptr %16, align 4
  %152 = fmul contract float %150, %151
  store float %152, ptr %16, align 4
  %153 = load float, ptr %7, align 4
  %154 = load float, ptr %8, align 4
  %155 = load float, ptr %17, align 4
  %156 = fmul contract float %154, %155
  %157 = fsub contract float %153, %156
  %158 = load float, ptr %17, align 4
  %159 = fmul contract float %157, %158
  store float %159, ptr %17, align 4
  %160 = load float, ptr %7, align 4
  %161 = load float, ptr %8, align 4
  %162 = load float, ptr %10, align 4
  %163 = fmul contract float %161, %162
  %164 = fsub contract float %160, %163
  %165 = load float, ptr %10, align 4
  %166 = fmul contract float %164, %165
  store float %166, ptr %10, align 4
  %167 = load float, ptr %7, align 4
  %168 = load float, ptr %8, align 4
  %169 = load float, ptr %11, align 4
  %170 = fmul contract float %168, %169
  %171 = fsub contract float %167, %170
  %172 = load float, ptr %11, align 4
  %173 = fmul contract float %171, %172
  store float %173, ptr %11, align 4
  %174 = load float, ptr %7, align 4
  %175 = load float, ptr %8, align 4
  %176 = load float, ptr %12, align 4
  %177 = fmul contract float %175, %176
  %178 = fsub contract float %174, %177
  %179 = load float, ptr %12, align 4
  %180 = fmul contract float %178, %179
  store float %180, ptr %12, align 4
  %181 = load float, ptr %7, align 4
  %182 = load float, ptr %8, align 4
  %183 = load float, ptr %13, align 4
  %184 = fmul contract float %182, %183
  %185 = fsub contract float %181, %184
  %186 = load float, ptr %13, align 4
  %187 = fmul contract float %185, %186
  store float %187, ptr %13, align 4
  %188 = load float, ptr %7, align 4
  %189 = load float, ptr %8, align 4
  %190 = load float, ptr %14, align 4
  %191 = fmul contract float %189, %190
  %192 = fsub contract float %188, %191
  %193 = load float, ptr %14, align 4
  %194 = fmul contract float %192, %193
  store float %194, ptr %14, align 4
  %195 = load float, ptr %7, align 4
  %196 = load float, ptr %8, align 4
  %197 = load float, ptr %15, align 4
  %198 = fmul contract float %196, %197
  %199 = fsub contract float %195, %198
  %200 = load float, ptr %15, align 4
  %201 = fmul contract float %199, %200
  store float %201, ptr %15, align 4
  %202 = load float, ptr %7, align 4
  %203 = load float, ptr %8, align 4
  %204 = load float, ptr %16, align 4
  %205 = fmul contract float %203, %204
  %206 = fsub contract float %202, %205
  %207 = load float, ptr %16, align 4
  %208 = fmul contract float %206, %207
  store float %208, ptr %16, align 4
  %209 = load float, ptr %7, align 4
  %210 = load float, ptr %8, align 4
  %211 = load float, ptr %17, align 4
  %212 = fmul contract float %210, %211
  %213 = fsub contract float %209, %212
  %214 = load float, ptr %17, align 4
  %215 = fmul contract float %213, %214
  store float %215, ptr %17, align 4
  %216 = load float, ptr %7, align 4
  %217 = load float, ptr %8, align 4
  %218 = load float, ptr %10, align 4
  %219 = fmul contract float %217, %218
  %220 = fsub contract float %216, %219
  %221 = load float, ptr %10, align 4
  %222 = fmul contract float %220, %221
  store float %222, ptr %10, align 4
  %223 = load float, ptr %7, align 4
  %224 = load float, ptr %8, align 4
  %225 = load float, ptr %11, align 4
  %226 = fmul contract float %224, %225
  %227 = fsub contract float %223, %226
  %228 = load float, ptr %11, align 4
  %229 = fmul contract float %227, %228
  store float %229, ptr %11, align 4
  %230 = load float, ptr %7, align 4
  %231 = load float, ptr %8, align 4
  %232 = load float, ptr %12, align 4
  %233 = fmul contract float %231, %232
  %234 = fsub contract float %230, %233
  %235 = load float, ptr %12, align 4
  %236 = fmul contract float %234, %235
  store float %236, ptr %12, align 4
  %237 = load float, ptr %7, align 4
  %238 = load float, ptr %8, align 4
  %239 = load float, ptr %13, align 4
  %240 = fmul contract float %238, %239
  %241 = fsub contract float %237, %240
  %242 = load float, ptr %13, align 4
  %243 = fmul contract float %241, %242
  store float %243, ptr %13, align 4
  %244 = load float, ptr %7, align 4
  %245 = load float, ptr %8, align 4
  %246 = load float, ptr %14, align 4
  %247 = fmul contract float %245, %246
  %248 = fsub contract float %244, %247
  %249 = load float, ptr %14, align 4
  %250 = fmul contract float %248, %249
  store float %250, ptr %14, align 4
  %251 = load float, ptr %7, align 4
  %252 = load float, ptr %8, align 4
  %253 = load float, ptr %15, align 4
  %254 = fmul contract float %252, %253
  %255 = fsub contract float %251, %254
  %256 = load float, ptr %15, align 4
  %257 = fmul contract float %255, %256
  store float %257, ptr %15, align 4
  %258 = load float, ptr %7, align 4
  %259 = load float, ptr %8, align 4
  %260 = load float, ptr %16, align 4
  %261 = fmul contract float %259, %260
  %262 = fsub contract float %258, %261
  %263 = load float, ptr %16, align 4
  %264 = fmul contract float %262, %263
  store float %264, ptr %16, align 4
  %265 = load float, ptr %7, align 4
  %266 = load float, ptr %8, align 4
  %267 = load float, ptr %17, align 4
  %268 = fmul contract float %266, %267
  %269 = fsub contract float %265, %268
  %270 = load float, ptr %17, align 4
  %271 = fmul contract float %269, %270
  store float %271, ptr %17, align 4
  %272 = load float, ptr %7, align 4
  %273 = load float, ptr %8, align 4
  %274 = load float, ptr %10, align 4
  %275 = fmul contract float %273, %274
  %276 = fsub contract float %272, %275
  %277 = load float, ptr %10, align 4
  %278 = fmul contract float %276, %277
  store float %278, ptr %10, align 4
  %279 = load float, ptr %7, align 4
  %280 = load float, ptr %8, align 4
  %281 = load float, ptr %11, align 4
  %282 = fmul contract float %280, %281
  %283 = fsub contract float %279, %282
  %284 = load float, ptr %11, align 4
  %285 = fmul contract float %283, %284
  store float %285, ptr %11, align 4
  %286 = load float, ptr %7, align 4
  %287 = load float, ptr %8, align 4
  %288 = load float, ptr %12, align 4
  %289 = fmul contract float %287, %288
  %290 = fsub contract float %286, %289
  %291 = load float, ptr %12, align 4
  %292 = fmul contract float %290, %291
  store float %292, ptr %12, align 4
  %293 = load float, ptr %7, align 4
  %294 = load float, ptr %8, align 4
  %295 = load float, ptr %13, align 4
  %296 = fmul contract float %294, %295
  %297 = fsub contract float %293, %296
  %298 = load float, ptr %13, align 4
  %299 = fmul contract float %297, %298
  store float %299, ptr %13, align 4
  %300 = load float, ptr %7, align 4
  %301 = load float, ptr %8, align 4
  %302 = load float, ptr %14, align 4
  %303 = fmul contract float %301, %302
  %304 = fsub contract float %300, %303
  %305 = load float, ptr %14, align 4
  %306 = fmul contract float %304, %305
  store float %306, ptr %14, align 4
  %307 = load float, ptr %7, align 4
  %308 = load float, ptr %8, align 4
  %309 = load float, ptr %15, align 4
  %310 = fmul contract float %308, %309
  %311 = fsub contract float %307, %310
  %312 = load float, ptr %15, align 4
  %313 = fmul contract float %311, %312
  store float %313, ptr %15, align 4
  %314 = load float, ptr %7, align 4
  %315 = load float, ptr %8, align 4
  %316 = load float, ptr %16, align 4
  %317 = fmul contract float %315, %316
  %318 = fsub contract float %314, %317
  %319 = load float, ptr %16, align 4
  %320 = fmul contract float %318, %319
  store float %320, ptr %16, align 4
  %321 = load float, ptr %7, align 4
  %322 = load float, ptr %8, align 4
  %323 = load float, ptr %17, align 4
  %324 = fmul contract float %322, %323
  %325 = fsub contract float %321, %324
  %326 = load float, ptr %17, align 4
  %327 = fmul contract float %325, %326
  store float %327, ptr %17, align 4
  %328 = load float, ptr %7, align 4
  %329 = load float, ptr %8, align 4
  %330 = load float, ptr %10, align 4
  %331 = fmul contract float %329, %330
  %332 = fsub contract float %328, %331
  %333 = load float, ptr %10, align 4
  %334 = fmul contract float %332, %333
  store float %334, ptr %10, align 4
  %335 = load float, ptr %7, align 4
  %336 = load float, ptr %8, align 4
  %337 = load float, ptr %11, align 4
  %338 = fmul contract float %336, %337
  %339 = fsub contract float %335, %338
  %340 = load float, ptr %11, align 4
  %341 = fmul contract float %339, %340
  store float %341, ptr %11, align 4
  %342 = load float, ptr %7, align 4
  %343 = load float, ptr %8, align 4
  %344 = load float, ptr %12, align 4
  %345 = fmul contract float %343, %344
  %346 = fsub contract float %342, %345
  %347 = load float, ptr %12, align 4
  %348 = fmul contract float %346, %347
  store float %348, ptr %12, align 4
  %349 = load float, ptr %7, align 4
  %350 = load float, ptr %8, align 4
  %351 = load float, ptr %13, align 4
  %352 = fmul contract float %350, %351
  %353 = fsub contract float %349, %352
  %354 = load float, ptr %13, align 4
  %355 = fmul contract float %353, %354
  store float %355, ptr %13, align 4
  %356 = load float, ptr %7, align 4
  %357 = load float, ptr %8, align 4
  %358 = load float, ptr %14, align 4
  %359 = fmul contract float %357, %358
  %360 = fsub contract float %356, %359
  %361 = load float, ptr %14, align 4
  %362 = fmul contract float %360, %361
  store float %362, ptr %14, align 4
  %363 = load float, ptr %7, align 4
  %364 = load float, ptr %8, align 4
  %365 = load float, ptr %15, align 4
  %366 = fmul contract float %364, %365
  %367 = fsub contract float %363, %366
  %368 = load float, ptr %15, align 4
  %369 = fmul contract float %367, %368
  store float %369, ptr %15, align 4
  %370 = load float, ptr %7, align 4
  %371 = load float, ptr %8, align 4
  %372 = load float, ptr %16, align 4
  %373 = fmul contract float %371, %372
  %374 = fsub contract float %370, %373
  %375 = load float, ptr %16, align 4
  %376 = fmul contract float %374, %375
  store float %376, ptr %16, align 4
  %377 = load float, ptr %7, align 4
  %378 = load float, ptr %8, align 4
  %379 = load float, ptr %17, align 4
  %380 = fmul contract float %378, %379
  %381 = fsub contract float %377, %380
  %382 = load float, ptr %17, align 4
  %383 = fmul contract float %381, %382
  store float %383, ptr %17, align 4
  %384 = load float, ptr %7, align 4
  %385 = load float, ptr %8, align 4
  %386 = load float, ptr %10, align 4
  %387 = fmul contract float %385, %386
  %388 = fsub contract float %384, %387
  %389 = load float, ptr %10, align 4
  %390 = fmul contract float %388, %389
  store float %390, ptr %10, align 4
  %391 = load float, ptr %7, align 4
  %392 = load float, ptr %8, align 4
  %393 = load float, ptr %11, align 4
  %394 = fmul contract float %392, %393
  %395 = fsub contract float %391, %394
  %396 = load float, ptr %11, align 4
  %397 = fmul contract float %395, %396
  store float %397, ptr %11, align 4
  %398 = load float, ptr %7, align 4
  %399 = load float, ptr %8, align 4
  %400 = load float, ptr %12, align 4
  %401 = fmul contract float %399, %400
  %402 = fsub contract float %398, %401
  %403 = load float, ptr %12, align 4
  %404 = fmul contract float %402, %403
  store float %404, ptr %12, align 4
  %405 = load float, ptr %7, align 4
  %406 = load float, ptr %8, align 4
  %407 = load float, ptr %13, align 4
  %408 = fmul contract float %406, %407
  %409 = fsub contract float %405, %408
  %410 = load float, ptr %13, align 4
  %411 = fmul contract float %409, %410
  store float %411, ptr %13, align 4
  %412 = load float, ptr %7, align 4
  %413 = load float, ptr %8, align 4
  %414 = load float, ptr %14, align 4
  %415 = fmul contract float %413, %414
  %416 = fsub contract float %412, %415
  %417 = load float, ptr %14, align 4
  %418 = fmul contract float %416, %417
  store float %418, ptr %14, align 4
  %419 = load float, ptr %7, align 4
  %420 = load float, ptr %8, align 4
  %421 = load float, ptr %15, align 4
  %422 = fmul contract float %420, %421
  %423 = fsub contract float %419, %422
  %424 = load float, ptr %15, align 4
  %425 = fmul contract float %423, %424
  store float %425, ptr %15, align 4
  %426 = load float, ptr %7, align 4
  %427 = load float, ptr %8, align 4
  %428 = load float, ptr %16, align 4
  %429 = fmul contract float %427, %428
  %430 = fsub contract float %426, %429
  %431 = load float, ptr %16, align 4
  %432 = fmul contract float %430, %431
  store float %432, ptr %16, align 4
  %433 = load float, ptr %7, align 4
  %434 = load float, ptr %8, align 4
  %435 = load float, ptr %17, align 4
  %436 = fmul contract float %434, %435
  %437 = fsub contract float %433, %436
  %438 = load float, ptr %17, align 4
  %439 = fmul contract float %437, %438
  store float %439, ptr %17, align 4
  %440 = load float, ptr %7, align 4
  %441 = load float, ptr %8, align 4
  %442 = load float, ptr %10, align 4
  %443 = fmul contract float %441, %442
  %444 = fsub contract float %440, %443
  %445 = load float, ptr %10, align 4
  %446 = fmul contract float %444, %445
  store float %446, ptr %10, align 4
  %447 = load float, ptr %7, align 4
  %448 = load float, ptr %8, align 4
  %449 = load float, ptr %11, align 4
  %450 = fmul contract float %448, %449
  %451 = fsub contract float %447, %450
  %452 = load float, ptr %11, align 4
  %453 = fmul contract float %451, %452
  store float %453, ptr %11, align 4
  %454 = load float, ptr %7, align 4
  %455 = load float, ptr %8, align 4
  %456 = load float, ptr %12, align 4
  %457 = fmul contract float %455, %456
  %458 = fsub contract float %454, %457
  %459 = load float, ptr %12, align 4
  %460 = fmul contract float %458, %459
  store float %460, ptr %12, align 4
  %461 = load float, ptr %7, align 4
  %462 = load float, ptr %8, align 4
  %463 = load float, ptr %13, align 4
  %464 = fmul contract float %462, %463
  %465 = fsub contract float %461, %464
  %466 = load float, ptr %13, align 4
  %467 = fmul contract float %465, %466
  store float %467, ptr %13, align 4
  %468 = load float, ptr %7, align 4
  %469 = load float, ptr %8, align 4
  %470 = load float, ptr %14, align 4
  %471 = fmul contract float %469, %470
  %472 = fsub contract float %468, %471
  %473 = load float, ptr %14, align 4
  %474 = fmul contract float %472, %473
  store float %474, ptr %14, align 4
  %475 = load float, ptr %7, align 4
  %476 = load float, ptr %8, align 4
  %477 = load float, ptr %15, align 4
  %478 = fmul contract float %476, %477
  %479 = fsub contract float %475, %478
  %480 = load float, ptr %15, align 4
  %481 = fmul contract float %479, %480
  store float %481, ptr %15, align 4
  %482 = load float, ptr %7, align 4
  %483 = load float, ptr %8, align 4
  %484 = load float, ptr %16, align 4
  %485 = fmul contract float %483, %484
  %486 = fsub contract float %482, %485
  %487 = load float, ptr %16, align 4
  %488 = fmul contract float %486, %487
  store float %488, ptr %16, align 4
  %489 = load float, ptr %7, align 4
  %490 = load float, ptr %8, align 4
  %491 = load float, ptr %17, align 4
  %492 = fmul contract float %490, %491
  %493 = fsub contract float %489, %492
  %494 = load float, ptr %17, align 4
  %495 = fmul contract float %493, %494
  store float %495, ptr %17, align 4
  %496 = load float, ptr %7, align 4
  %497 = load float, ptr %8, align 4
  %498 = load float, ptr %10, align 4
  %499 = fmul contract float %497, %498
  %500 = fsub contract float %496, %499
  %501 = load float, ptr %10, align 4
  %502 = fmul contract float %500, %501
  store float %502, ptr %10, align 4
  %503 = load float, ptr %7, align 4
  %504 = load float, ptr %8, align 4
  %505 = load float, ptr %11, align 4
  %506 = fmul contract float %504, %505
  %507 = fsub contract float %503, %506
  %508 = load float, ptr %11, align 4
  %509 = fmul contract float %507, %508
  store float %509, ptr %11, align 4
  %510 = load float, ptr %7, align 4
  %511 = load float, ptr %8, align 4
  %512 = load float, ptr %12, align 4
  %513 = fmul contract float %511, %512
  %514 = fsub contract float %510, %513
  %515 = load float, ptr %12, align 4
  %516 = fmul contract float %514, %515
  store float %516, ptr %12, align 4
  %517 = load float, ptr %7, align 4
  %518 = load float, ptr %8, align 4
  %519 = load float, ptr %13, align 4
  %520 = fmul contract float %518, %519
  %521 = fsub contract float %517, %520
  %522 = load float, ptr %13, align 4
  %523 = fmul contract float %521, %522
  store float %523, ptr %13, align 4
  %524 = load float, ptr %7, align 4
  %525 = load float, ptr %8, align 4
  %526 = load float, ptr %14, align 4
  %527 = fmul contract float %525, %526
  %528 = fsub contract float %524, %527
  %529 = load float, ptr %14, align 4
  %530 = fmul contract float %528, %529
  store float %530, ptr %14, align 4
  %531 = load float, ptr %7, align 4
  %532 = load float, ptr %8, align 4
  %533 = load float, ptr %15, align 4
  %534 = fmul contract float %532, %533
  %535 = fsub contract float %531, %534
  %536 = load float, ptr %15, align 4
  %537 = fmul contract float %535, %536
  store float %537, ptr %15, align 4
  %538 = load float, ptr %7, align 4
  %539 = load float, ptr %8, align 4
  %540 = load float, ptr %16, align 4
  %541 = fmul contract float %539, %540
  %542 = fsub contract float %538, %541
  %543 = load float, ptr %16, align 4
  %544 = fmul contract float %542, %543
  store float %544, ptr %16, align 4
  %545 = load float, ptr %7, align 4
  %546 = load float, ptr %8, align 4
  %547 = load float, ptr %17, align 4
  %548 = fmul contract float %546, %547
  %549 = fsub contract float %545, %548
  %550 = load float, ptr %17, align 4
  %551 = fmul contract float %549, %550
  store float %551, ptr %17, align 4
  %552 = load float, ptr %7, align 4
  %553 = load float, ptr %8, align 4
  %554 = load float, ptr %10, align 4
  %555 = fmul contract float %553, %554
  %556 = fsub contract float %552, %555
  %557 = load float, ptr %10, align 4
  %558 = fmul contract float %556, %557
  store float %558, ptr %10, align 4
  %559 = load float, ptr %7, align 4
  %560 = load float, ptr %8, align 4
  %561 = load float, ptr %11, align 4
  %562 = fmul contract float %560, %561
  %563 = fsub contract float %559, %562
  %564 = load float, ptr %11, align 4
  %565 = fmul contract float %563, %564
  store float %565, ptr %11, align 4
  %566 = load float, ptr %7, align 4
  %567 = load float, ptr %8, align 4
  %568 = load float, ptr %12, align 4
  %569 = fmul contract float %567, %568
  %570 = fsub contract float %566, %569
  %571 = load float, ptr %12, align 4
  %572 = fmul contract float %570, %571
  store float %572, ptr %12, align 4
  %573 = load float, ptr %7, align 4
  %574 = load float, ptr %8, align 4
  %575 = load float, ptr %13, align 4
  %576 = fmul contract float %574, %575
  %577 = fsub contract float %573, %576
  %578 = load float, ptr %13, align 4
  %579 = fmul contract float %577, %578
  store float %579, ptr %13, align 4
  %580 = load float, ptr %7, align 4
  %581 = load float, ptr %8, align 4
  %582 = load float, ptr %14, align 4
  %583 = fmul contract float %581, %582
  %584 = fsub contract float %580, %583
  %585 = load float, ptr %14, align 4
  %586 = fmul contract float %584, %585
  store float %586, ptr %14, align 4
  %587 = load float, ptr %7, align 4
  %588 = load float, ptr %8, align 4
  %589 = load float, ptr %15, align 4
  %590 = fmul contract float %588, %589
  %591 = fsub contract float %587, %590
  %592 = load float, ptr %15, align 4
  %593 = fmul contract float %591, %592
  store float %593, ptr %15, align 4
  %594 = load float, ptr %7, align 4
  %595 = load float, ptr %8, align 4
  %596 = load float, ptr %16, align 4
  %597 = fmul contract float %595, %596
  %598 = fsub contract float %594, %597
  %599 = load float, ptr %16, align 4
  %600 = fmul contract float %598, %599
  store float %600, ptr %16, align 4
  %601 = load float, ptr %7, align 4
  %602 = load float, ptr %8, align 4
  %603 = load float, ptr %17, align 4
  %604 = fmul contract float %602, %603
  %605 = fsub contract float %601, %604
  %606 = load float, ptr %17, align 4
  %607 = fmul contract float %605, %606
  store float %607, ptr %17, align 4
  %608 = load float, ptr %7, align 4
  %609 = load float, ptr %8, align 4
  %610 = load float, ptr %10, align 4
  %611 = fmul contract float %609, %610
  %612 = fsub contract float %608, %611
  %613 = load float, ptr %10, align 4
  %614 = fmul contract float %612, %613
  store float %614, ptr %10, align 4
  %615 = load float, ptr %7, align 4
  %616 = load float, ptr %8, align 4
  %617 = load float, ptr %11, align 4
  %618 = fmul contract float %616, %617
  %619 = fsub contract float %615, %618
  %620 = load float, ptr %11, align 4
  %621 = fmul contract float %619, %620
  store float %621, ptr %11, align 4
  %622 = load float, ptr %7, align 4
  %623 = load float, ptr %8, align 4
  %624 = load float, ptr %12, align 4
  %625 = fmul contract float %623, %624
  %626 = fsub contract float %622, %625
  %627 = load float, ptr %12, align 4
  %628 = fmul contract float %626, %627
  store float %628, ptr %12, align 4
  %629 = load float, ptr %7, align 4
  %630 = load float, ptr %8, align 4
  %631 = load float, ptr %13, align 4
  %632 = fmul contract float %630, %631
  %633 = fsub contract float %629, %632
  %634 = load float, ptr %13, align 4
  %635 = fmul contract float %633, %634
  store float %635, ptr %13, align 4
  %636 = load float, ptr %7, align 4
  %637 = load float, ptr %8, align 4
  %638 = load float, ptr %14, align 4
  %639 = fmul contract float %637, %638
  %640 = fsub contract float %636, %639
  %641 = load float, ptr %14, align 4
  %642 = fmul contract float %640, %641
  store float %642, ptr %14, align 4
  %643 = load float, ptr %7, align 4
  %644 = load float, ptr %8, align 4
  %645 = load float, ptr %15, align 4
  %646 = fmul contract float %644, %645
  %647 = fsub contract float %643, %646
  %648 = load float, ptr %15, align 4
  %649 = fmul contract float %647, %648
  store float %649, ptr %15, align 4
  %650 = load float, ptr %7, align 4
  %651 = load float, ptr %8, align 4
  %652 = load float, ptr %16, align 4
  %653 = fmul contract float %651, %652
  %654 = fsub contract float %650, %653
  %655 = load float, ptr %16, align 4
  %656 = fmul contract float %654, %655
  store float %656, ptr %16, align 4
  %657 = load float, ptr %7, align 4
  %658 = load float, ptr %8, align 4
  %659 = load float, ptr %17, align 4
  %660 = fmul contract float %658, %659
  %661 = fsub contract float %657, %660
  %662 = load float, ptr %17, align 4
  %663 = fmul contract float %661, %662
  store float %663, ptr %17, align 4
  %664 = load float, ptr %7, align 4
  %665 = load float, ptr %8, align 4
  %666 = load float, ptr %10, align 4
  %667 = fmul contract float %665, %666
  %668 = fsub contract float %664, %667
  %669 = load float, ptr %10, align 4
  %670 = fmul contract float %668, %669
  store float %670, ptr %10, align 4
  %671 = load float, ptr %7, align 4
  %672 = load float, ptr %8, align 4
  %673 = load float, ptr %11, align 4
  %674 = fmul contract float %672, %673
  %675 = fsub contract float %671, %674
  %676 = load float, ptr %11, align 4
  %677 = fmul contract float %675, %676
  store float %677, ptr %11, align 4
  %678 = load float, ptr %7, align 4
  %679 = load float, ptr %8, align 4
  %680 = load float, ptr %12, align 4
  %681 = fmul contract float %679, %680
  %682 = fsub contract float %678, %681
  %683 = load float, ptr %12, align 4
  %684 = fmul contract float %682, %683
  store float %684, ptr %12, align 4
  %685 = load float, ptr %7, align 4
  %686 = load float, ptr %8, align 4
  %687 = load float, ptr %13, align 4
  %688 = fmul contract float %686, %687
  %689 = fsub contract float %685, %688
  %690 = load float, ptr %13, align 4
  %691 = fmul contract float %689, %690
  store float %691, ptr %13, align 4
  %692 = load float, ptr %7, align 4
  %693 = load float, ptr %8, align 4
  %694 = load float, ptr %14, align 4
  %695 = fmul contract float %693, %694
  %696 = fsub contract float %692, %695
  %697 = load float, ptr %14, align 4
  %698 = fmul contract float %696, %697
  store float %698, ptr %14, align 4
  %699 = load float, ptr %7, align 4
  %700 = load float, ptr %8, align 4
  %701 = load float, ptr %15, align 4
  %702 = fmul contract float %700, %701
  %703 = fsub contract float %699, %702
  %704 = load float, ptr %15, align 4
  %705 = fmul contract float %703, %704
  store float %705, ptr %15, align 4
  %706 = load float, ptr %7, align 4
  %707 = load float, ptr %8, align 4
  %708 = load float, ptr %16, align 4
  %709 = fmul contract float %707, %708
  %710 = fsub contract float %706, %709
  %711 = load float, ptr %16, align 4
  %712 = fmul contract float %710, %711
  store float %712, ptr %16, align 4
  %713 = load float, ptr %7, align 4
  %714 = load float, ptr %8, align 4
  %715 = load float, ptr %17, align 4
  %716 = fmul contract float %714, %715
  %717 = fsub contract float %713, %716
  %718 = load float, ptr %17, align 4
  %719 = fmul contract float %717, %718
  store float %719, ptr %17, align 4
  %720 = load float, ptr %7, align 4
  %721 = load float, ptr %8, align 4
  %722 = load float, ptr %10, align 4
  %723 = fmul contract float %721, %722
  %724 = fsub contract float %720, %723
  %725 = load float, ptr %10, align 4
  %726 = fmul contract float %724, %725
  store float %726, ptr %10, align 4
  %727 = load float, ptr %7, align 4
  %728 = load float, ptr %8, align 4
  %729 = load float, ptr %11, align 4
  %730 = fmul contract float %728, %729
  %731 = fsub contract float %727, %730
  %732 = load float, ptr %11, align 4
  %733 = fmul contract float %731, %732
  store float %733, ptr %11, align 4
  %734 = load float, ptr %7, align 4
  %735 = load float, ptr %8, align 4
  %736 = load float, ptr %12, align 4
  %737 = fmul contract float %735, %736
  %738 = fsub contract float %734, %737
  %739 = load float, ptr %12, align 4
  %740 = fmul contract float %738, %739
  store float %740, ptr %12, align 4
  %741 = load float, ptr %7, align 4
  %742 = load float, ptr %8, align 4
  %743 = load float, ptr %13, align 4
  %744 = fmul contract float %742, %743
  %745 = fsub contract float %741, %744
  %746 = load float, ptr %13, align 4
  %747 = fmul contract float %745, %746
  store float %747, ptr %13, align 4
  %748 = load float, ptr %7, align 4
  %749 = load float, ptr %8, align 4
  %750 = load float, ptr %14, align 4
  %751 = fmul contract float %749, %750
  %752 = fsub contract float %748, %751
  %753 = load float, ptr %14, align 4
  %754 = fmul contract float %752, %753
  store float %754, ptr %14, align 4
  %755 = load float, ptr %7, align 4
  %756 = load float, ptr %8, align 4
  %757 = load float, ptr %15, align 4
  %758 = fmul contract float %756, %757
  %759 = fsub contract float %755, %758
  %760 = load float, ptr %15, align 4
  %761 = fmul contract float %759, %760
  store float %761, ptr %15, align 4
  %762 = load float, ptr %7, align 4
  %763 = load float, ptr %8, align 4
  %764 = load float, ptr %16, align 4
  %765 = fmul contract float %763, %764
  %766 = fsub contract float %762, %765
  %767 = load float, ptr %16, align 4
  %768 = fmul contract float %766, %767
  store float %768, ptr %16, align 4
  %769 = load float, ptr %7, align 4
  %770 = load float, ptr %8, align 4
  %771 = load float, ptr %17, align 4
  %772 = fmul contract float %770, %771
  %773 = fsub contract float %769, %772
  %774 = load float, ptr %17, align 4
  %775 = fmul contract float %773, %774
  store float %775, ptr %17, align 4
  %776 = load float, ptr %7, align 4
  %777 = load float, ptr %8, align 4
  %778 = load float, ptr %10, align 4
  %779 = fmul contract float %777, %778
  %780 = fsub contract float %776, %779
  %781 = load float, ptr %10, align 4
  %782 = fmul contract float %780, %781
  store float %782, ptr %10, align 4
  %783 = load float, ptr %7, align 4
  %784 = load float, ptr %8, align 4
  %785 = load float, ptr %11, align 4
  %786 = fmul contract float %784, %785
  %787 = fsub contract float %783, %786
  %788 = load float, ptr %11, align 4
  %789 = fmul contract float %787, %788
  store float %789, ptr %11, align 4
  %790 = load float, ptr %7, align 4
  %791 = load float, ptr %8, align 4
  %792 = load float, ptr %12, align 4
  %793 = fmul contract float %791, %792
  %794 = fsub contract float %790, %793
  %795 = load float, ptr %12, align 4
  %796 = fmul contract float %794, %795
  store float %796, ptr %12, align 4
  %797 = load float, ptr %7, align 4
  %798 = load float, ptr %8, align 4
  %799 = load float, ptr %13, align 4
  %800 = fmul contract float %798, %799
  %801 = fsub contract float %797, %800
  %802 = load float, ptr %13, align 4
  %803 = fmul contract float %801, %802
  store float %803, ptr %13, align 4
  %804 = load float, ptr %7, align 4
  %805 = load float, ptr %8, align 4
  %806 = load float, ptr %14, align 4
  %807 = fmul contract float %805, %806
  %808 = fsub contract float %804, %807
  %809 = load float, ptr %14, align 4
  %810 = fmul contract float %808, %809
  store float %810, ptr %14, align 4
  %811 = load float, ptr %7, align 4
  %812 = load float, ptr %8, align 4
  %813 = load float, ptr %15, align 4
  %814 = fmul contract float %812, %813
  %815 = fsub contract float %811, %814
  %816 = load float, ptr %15, align 4
  %817 = fmul contract float %815, %816
  store float %817, ptr %15, align 4
  %818 = load float, ptr %7, align 4
  %819 = load float, ptr %8, align 4
  %820 = load float, ptr %16, align 4
  %821 = fmul contract float %819, %820
  %822 = fsub contract float %818, %821
  %823 = load float, ptr %16, align 4
  %824 = fmul contract float %822, %823
  store float %824, ptr %16, align 4
  %825 = load float, ptr %7, align 4
  %826 = load float, ptr %8, align 4
  %827 = load float, ptr %17, align 4
  %828 = fmul contract float %826, %827
  %829 = fsub contract float %825, %828
  %830 = load float, ptr %17, align 4
  %831 = fmul contract float %829, %830
  store float %831, ptr %17, align 4
  %832 = load float, ptr %7, align 4
  %833 = load float, ptr %8, align 4
  %834 = load float, ptr %10, align 4
  %835 = fmul contract float %833, %834
  %836 = fsub contract float %832, %835
  %837 = load float, ptr %10, align 4
  %838 = fmul contract float %836, %837
  store float %838, ptr %10, align 4
  %839 = load float, ptr %7, align 4
  %840 = load float, ptr %8, align 4
  %841 = load float, ptr %11, align 4
  %842 = fmul contract float %840, %841
  %843 = fsub contract float %839, %842
  %844 = load float, ptr %11, align 4
  %845 = fmul contract float %843, %844
  store float %845, ptr %11, align 4
  %846 = load float, ptr %7, align 4
  %847 = load float, ptr %8, align 4
  %848 = load float, ptr %12, align 4
  %849 = fmul contract float %847, %848
  %850 = fsub contract float %846, %849
  %851 = load float, ptr %12, align 4
  %852 = fmul contract float %850, %851
  store float %852, ptr %12, align 4
  %853 = load float, ptr %7, align 4
  %854 = load float, ptr %8, align 4
  %855 = load float, ptr %13, align 4
  %856 = fmul contract float %854, %855
  %857 = fsub contract float %853, %856
  %858 = load float, ptr %13, align 4
  %859 = fmul contract float %857, %858
  store float %859, ptr %13, align 4
  %860 = load float, ptr %7, align 4
  %861 = load float, ptr %8, align 4
  %862 = load float, ptr %14, align 4
  %863 = fmul contract float %861, %862
  %864 = fsub contract float %860, %863
  %865 = load float, ptr %14, align 4
  %866 = fmul contract float %864, %865
  store float %866, ptr %14, align 4
  %867 = load float, ptr %7, align 4
  %868 = load float, ptr %8, align 4
  %869 = load float, ptr %15, align 4
  %870 = fmul contract float %868, %869
  %871 = fsub contract float %867, %870
  %872 = load float, ptr %15, align 4
  %873 = fmul contract float %871, %872
  store float %873, ptr %15, align 4
  %874 = load float, ptr %7, align 4
  %875 = load float, ptr %8, align 4
  %876 = load float, ptr %16, align 4
  %877 = fmul contract float %875, %876
  %878 = fsub contract float %874, %877
  %879 = load float, ptr %16, align 4
  %880 = fmul contract float %878, %879
  store float %880, ptr %16, align 4
  %881 = load float, ptr %7, align 4
  %882 = load float, ptr %8, align 4
  %883 = load float, ptr %17, align 4
  %884 = fmul contract float %882, %883
  %885 = fsub contract float %881, %884
  %886 = load float, ptr %17, align 4
  %887 = fmul contract float %885, %886
  store float %887, ptr %17, align 4
  %888 = load float, ptr %7, align 4
  %889 = load float, ptr %8, align 4
  %890 = load float, ptr %10, align 4
  %891 = fmul contract float %889, %890
  %892 = fsub contract float %888, %891
  %893 = load float, ptr %10, align 4
  %894 = fmul contract float %892, %893
  store float %894, ptr %10, align 4
  %895 = load float, ptr %7, align 4
  %896 = load float, ptr %8, align 4
  %897 = load float, ptr %11, align 4
  %898 = fmul contract float %896, %897
  %899 = fsub contract float %895, %898
  %900 = load float, ptr %11, align 4
  %901 = fmul contract float %899, %900
  store float %901, ptr %11, align 4
  %902 = load float, ptr %7, align 4
  %903 = load float, ptr %8, align 4
  %904 = load float, ptr %12, align 4
  %905 = fmul contract float %903, %904
  %906 = fsub contract float %902, %905
  %907 = load float, ptr %12, align 4
  %908 = fmul contract float %906, %907
  store float %908, ptr %12, align 4
  %909 = load float, ptr %7, align 4
  %910 = load float, ptr %8, align 4
  %911 = load float, ptr %13, align 4
  %912 = fmul contract float %910, %911
  %913 = fsub contract float %909, %912
  %914 = load float, ptr %13, align 4
  %915 = fmul contract float %913, %914
  store float %915, ptr %13, align 4
  %916 = load float, ptr %7, align 4
  %917 = load float, ptr %8, align 4
  %918 = load float, ptr %14, align 4
  %919 = fmul contract float %917, %918
  %920 = fsub contract float %916, %919
  %921 = load float, ptr %14, align 4
  %922 = fmul contract float %920, %921
  store float %922, ptr %14, align 4
  %923 = load float, ptr %7, align 4
  %924 = load float, ptr %8, align 4
  %925 = load float, ptr %15, align 4
  %926 = fmul contract float %924, %925
  %927 = fsub contract float %923, %926
  %928 = load float, ptr %15, align 4
  %929 = fmul contract float %927, %928
  store float %929, ptr %15, align 4
  %930 = load float, ptr %7, align 4
  %931 = load float, ptr %8, align 4
  %932 = load float, ptr %16, align 4
  %933 = fmul contract float %931, %932
  %934 = fsub contract float %930, %933
  %935 = load float, ptr %16, align 4
  %936 = fmul contract float %934, %935
  store float %936, ptr %16, align 4
  %937 = load float, ptr %7, align 4
  %938 = load float, ptr %8, align 4
  %939 = load float, ptr %17, align 4
  %940 = fmul contract float %938, %939
  %941 = fsub contract float %937, %940
  %942 = load float, ptr %17, align 4
  %943 = fmul contract float %941, %942
  store float %943, ptr %17, align 4
  %944 = load float, ptr %7, align 4
  %945 = load float, ptr %8, align 4
  %946 = load float, ptr %10, align 4
  %947 = fmul contract float %945, %946
  %948 = fsub contract float %944, %947
  %949 = load float, ptr %10, align 4
  %950 = fmul contract float %948, %949
  store float %950, ptr %10, align 4
  %951 = load float, ptr %7, align 4
  %952 = load float, ptr %8, align 4
  %953 = load float, ptr %11, align 4
  %954 = fmul contract float %952, %953
  %955 = fsub contract float %951, %954
  %956 = load float, ptr %11, align 4
  %957 = fmul contract float %955, %956
  store float %957, ptr %11, align 4
  %958 = load float, ptr %7, align 4
  %959 = load float, ptr %8, align 4
  %960 = load float, ptr %12, align 4
  %961 = fmul contract float %959, %960
  %962 = fsub contract float %958, %961
  %963 = load float, ptr %12, align 4
  %964 = fmul contract float %962, %963
  store float %964, ptr %12, align 4
  %965 = load float, ptr %7, align 4
  %966 = load float, ptr %8, align 4
  %967 = load float, ptr %13, align 4
  %968 = fmul contract float %966, %967
  %969 = fsub contract float %965, %968
  %970 = load float, ptr %13, align 4
  %971 = fmul contract float %969, %970
  store float %971, ptr %13, align 4
  %972 = load float, ptr %7, align 4
  %973 = load float, ptr %8, align 4
  %974 = load float, ptr %14, align 4
  %975 = fmul contract float %973, %974
  %976 = fsub contract float %972, %975
  %977 = load float, ptr %14, align 4
  %978 = fmul contract float %976, %977
  store float %978, ptr %14, align 4
  %979 = load float, ptr %7, align 4
  %980 = load float, ptr %8, align 4
  %981 = load float, ptr %15, align 4
  %982 = fmul contract float %980, %981
  %983 = fsub contract float %979, %982
  %984 = load float, ptr %15, align 4
  %985 = fmul contract float %983, %984
  store float %985, ptr %15, align 4
  %986 = load float, ptr %7, align 4
  %987 = load float, ptr %8, align 4
  %988 = load float, ptr %16, align 4
  %989 = fmul contract float %987, %988
  %990 = fsub contract float %986, %989
  %991 = load float, ptr %16, align 4
  %992 = fmul contract float %990, %991
  store float %992, ptr %16, align 4
  %993 = load float, ptr %7, align 4
  %994 = load float, ptr %8, align 4
  %995 = load float, ptr %17, align 4
  %996 = fmul contract float %994, %995
  %997 = fsub contract float %993, %996
  %998 = load float, ptr %17, align 4
  %999 = fmul contract float %997, %998
  store float %999, ptr %17, align 4
  %1000 = load float, ptr %7, align 4
  %1001 = load float, ptr %8, align 4
  %1002 = load float, ptr %10, align 4
  %1003 = fmul contract float %1001, %1002
  %1004 = fsub contract float %1000, %1003
  %1005 = load float, ptr %10, align 4
  %1006 = fmul contract float %1004, %1005
  store float %1006, ptr %10, align 4
  %1007 = load float, ptr %7, align 4
  %1008 = load float, ptr %8, align 4
  %1009 = load float, ptr %11, align 4
  %1010 = fmul contract float %1008, %1009
  %1011 = fsub contract float %1007, %1010
  %1012 = load float, ptr %11, align 4
  %1013 = fmul contract float %1011, %1012
  store float %1013, ptr %11, align 4
  %1014 = load float, ptr %7, align 4
  %1015 = load float, ptr %8, align 4
  %1016 = load float, ptr %12, align 4
  %1017 = fmul contract float %1015, %1016
  %1018 = fsub contract float %1014, %1017
  %1019 = load float, ptr %12, align 4
  %1020 = fmul contract float %1018, %1019
  store float %1020, ptr %12, align 4
  %1021 = load float, ptr %7, align 4
  %1022 = load float, ptr %8, align 4
  %1023 = load float, ptr %13, align 4
  %1024 = fmul contract float %1022, %1023
  %1025 = fsub contract float %1021, %1024
  %1026 = load float, ptr %13, align 4
  %1027 = fmul contract float %1025, %1026
  store float %1027, ptr %13, align 4
  %1028 = load float, ptr %7, align 4
  %1029 = load float, ptr %8, align 4
  %1030 = load float, ptr %14, align 4
  %1031 = fmul contract float %1029, %1030
  %1032 = fsub contract float %1028, %1031
  %1033 = load float, ptr %14, align 4
  %1034 = fmul contract float %1032, %1033
  store float %1034, ptr %14, align 4
  %1035 = load float, ptr %7, align 4
  %1036 = load float, ptr %8, align 4
  %1037 = load float, ptr %15, align 4
  %1038 = fmul contract float %1036, %1037
  %1039 = fsub contract float %1035, %1038
  %1040 = load float, ptr %15, align 4
  %1041 = fmul contract float %1039, %1040
  store float %1041, ptr %15, align 4
  %1042 = load float, ptr %7, align 4
  %1043 = load float, ptr %8, align 4
  %1044 = load float, ptr %16, align 4
  %1045 = fmul contract float %1043, %1044
  %1046 = fsub contract float %1042, %1045
  %1047 = load float, ptr %16, align 4
  %1048 = fmul contract float %1046, %1047
  store float %1048, ptr %16, align 4
  %1049 = load float, ptr %7, align 4
  %1050 = load float, ptr %8, align 4
  %1051 = load float, ptr %17, align 4
  %1052 = fmul contract float %1050, %1051
  %1053 = fsub contract float %1049, %1052
  %1054 = load float, ptr %17, align 4
  %1055 = fmul contract float %1053, %1054
  store float %1055, ptr %17, align 4
  %1056 = load float, ptr %7, align 4
  %1057 = load float, ptr %8, align 4
  %1058 = load float, ptr %10, align 4
  %1059 = fmul contract float %1057, %1058
  %1060 = fsub contract float %1056, %1059
  %1061 = load float, ptr %10, align 4
  %1062 = fmul contract float %1060, %1061
  store float %1062, ptr %10, align 4
  %1063 = load float, ptr %7, align 4
  %1064 = load float, ptr %8, align 4
  %1065 = load float, ptr %11, align 4
  %1066 = fmul contract float %1064, %1065
  %1067 = fsub contract float %1063, %1066
  %1068 = load float, ptr %11, align 4
  %1069 = fmul contract float %1067, %1068
  store float %1069, ptr %11, align 4
  %1070 = load float, ptr %7, align 4
  %1071 = load float, ptr %8, align 4
  %1072 = load float, ptr %12, align 4
  %1073 = fmul contract float %1071, %1072
  %1074 = fsub contract float %1070, %1073
  %1075 = load float, ptr %12, align 4
  %1076 = fmul contract float %1074, %1075
  store float %1076, ptr %12, align 4
  %1077 = load float, ptr %7, align 4
  %1078 = load float, ptr %8, align 4
  %1079 = load float, ptr %13, align 4
  %1080 = fmul contract float %1078, %1079
  %1081 = fsub contract float %1077, %1080
  %1082 = load float, ptr %13, align 4
  %1083 = fmul contract float %1081, %1082
  store float %1083, ptr %13, align 4
  %1084 = load float, ptr %7, align 4
  %1085 = load float, ptr %8, align 4
  %1086 = load float, ptr %14, align 4
  %1087 = fmul contract float %1085, %1086
  %1088 = fsub contract float %1084, %1087
  %1089 = load float, ptr %14, align 4
  %1090 = fmul contract float %1088, %1089
  store float %1090, ptr %14, align 4
  %1091 = load float, ptr %7, align 4
  %1092 = load float, ptr %8, align 4
  %1093 = load float, ptr %15, align 4
  %1094 = fmul contract float %1092, %1093
  %1095 = fsub contract float %1091, %1094
  %1096 = load float, ptr %15, align 4
  %1097 = fmul contract float %1095, %1096
  store float %1097, ptr %15, align 4
  %1098 = load float, ptr %7, align 4
  %1099 = load float, ptr %8, align 4
  %1100 = load float, ptr %16, align 4
  %1101 = fmul contract float %1099, %1100
  %1102 = fsub contract float %1098, %1101
  %1103 = load float, ptr %16, align 4
  %1104 = fmul contract float %1102, %1103
  store float %1104, ptr %16, align 4
  %1105 = load float, ptr %7, align 4
  %1106 = load float, ptr %8, align 4
  %1107 = load float, ptr %17, align 4
  %1108 = fmul contract float %1106, %1107
  %1109 = fsub contract float %1105, %1108
  %1110 = load float, ptr %17, align 4
  %1111 = fmul contract float %1109, %1110
  store float %1111, ptr %17, align 4
  %1112 = load float, ptr %7, align 4
  %1113 = load float, ptr %8, align 4
  %1114 = load float, ptr %10, align 4
  %1115 = fmul contract float %1113, %1114
  %1116 = fsub contract float %1112, %1115
  %1117 = load float, ptr %10, align 4
  %1118 = fmul contract float %1116, %1117
  store float %1118, ptr %10, align 4
  %1119 = load float, ptr %7, align 4
  %1120 = load float, ptr %8, align 4
  %1121 = load float, ptr %11, align 4
  %1122 = fmul contract float %1120, %1121
  %1123 = fsub contract float %1119, %1122
  %1124 = load float, ptr %11, align 4
  %1125 = fmul contract float %1123, %1124
  store float %1125, ptr %11, align 4
  %1126 = load float, ptr %7, align 4
  %1127 = load float, ptr %8, align 4
  %1128 = load float, ptr %12, align 4
  %1129 = fmul contract float %1127, %1128
  %1130 = fsub contract float %1126, %1129
  %1131 = load float, ptr %12, align 4
  %1132 = fmul contract float %1130, %1131
  store float %1132, ptr %12, align 4
  %1133 = load float, ptr %7, align 4
  %1134 = load float, ptr %8, align 4
  %1135 = load float, ptr %13, align 4
  %1136 = fmul contract float %1134, %1135
  %1137 = fsub contract float %1133, %1136
  %1138 = load float, ptr %13, align 4
  %1139 = fmul contract float %1137, %1138
  store float %1139, ptr %13, align 4
  %1140 = load float, ptr %7, align 4
  %1141 = load float, ptr %8, align 4
  %1142 = load float, ptr %14, align 4
  %1143 = fmul contract float %1141, %1142
  %1144 = fsub contract float %1140, %1143
  %1145 = load float, ptr %14, align 4
  %1146 = fmul contract float %1144, %1145
  store float %1146, ptr %14, align 4
  %1147 = load float, ptr %7, align 4
  %1148 = load float, ptr %8, align 4
  %1149 = load float, ptr %15, align 4
  %1150 = fmul contract float %1148, %1149
  %1151 = fsub contract float %1147, %1150
  %1152 = load float, ptr %15, align 4
  %1153 = fmul contract float %1151, %1152
  store float %1153, ptr %15, align 4
  %1154 = load float, ptr %7, align 4
  %1155 = load float, ptr %8, align 4
  %1156 = load float, ptr %16, align 4
  %1157 = fmul contract float %1155, %1156
  %1158 = fsub contract float %1154, %1157
  %1159 = load float, ptr %16, align 4
  %1160 = fmul contract float %1158, %1159
  store float %1160, ptr %16, align 4
  %1161 = load float, ptr %7, align 4
  %1162 = load float, ptr %8, align 4
  %1163 = load float, ptr %17, align 4
  %1164 = fmul contract float %1162, %1163
  %1165 = fsub contract float %1161, %1164
  %1166 = load float, ptr %17, align 4
  %1167 = fmul contract float %1165, %1166
  store float %1167, ptr %17, align 4
  br label %1168

1168:                                             ; preds = %47
  %1169 = load i32, ptr %18, align 4
  %1170 = add nsw i32 %1169, 1
  store i32 %1170, ptr %18, align 4
  br label %43, !llvm.loop !6

1171:                                             ; preds = %43
  %1172 = load float, ptr %10, align 4
  %1173 = load float, ptr %11, align 4
  %1174 = fadd contract float %1172, %1173
  %1175 = load float, ptr %12, align 4
  %1176 = load float, ptr %13, align 4
  %1177 = fadd contract float %1175, %1176
  %1178 = fadd contract float %1174, %1177
  %1179 = load float, ptr %14, align 4
  %1180 = load float, ptr %15, align 4
  %1181 = fadd contract float %1179, %1180
  %1182 = load float, ptr %16, align 4
  %1183 = load float, ptr %17, align 4
  %1184 = fadd contract float %1182, %1183
  %1185 = fadd contract float %1181, %1184
  %1186 = fadd contract float %1178, %1185
  %1187 = load ptr, ptr %5, align 8
  %1188 = load i32, ptr %9, align 4
  %1189 = sext i32 %1188 to i64
  %1190 = getelementptr inbounds float, ptr %1187, i64 %1189
  store float %1186, ptr %1190, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8MulMAdd8IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %9, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  store double %28, ptr %10, align 8
  %29 = load double, ptr %10, align 8
  %30 = fsub contract double 1.000000e+01, %29
  store double %30, ptr %11, align 8
  %31 = load double, ptr %10, align 8
  %32 = fsub contract double 9.000000e+00, %31
  store double %32, ptr %12, align 8
  %33 = load double, ptr %11, align 8
  %34 = fsub contract double 9.000000e+00, %33
  store double %34, ptr %13, align 8
  %35 = load double, ptr %10, align 8
  %36 = fsub contract double 8.000000e+00, %35
  store double %36, ptr %14, align 8
  %37 = load double, ptr %11, align 8
  %38 = fsub contract double 8.000000e+00, %37
  store double %38, ptr %15, align 8
  %39 = load double, ptr %10, align 8
  %40 = fsub contract double 7.000000e+00, %39
  store double %40, ptr %16, align 8
  %41 = load double, ptr %11, align 8
  %42 = fsub contract double 7.000000e+00, %41
  store double %42, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %43

43:                                               ; preds = %1168, %4
  %44 = load i32, ptr %18, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %1171

47:                                               ; preds = %43
  %48 = load double, ptr %7, align 8
  %49 = load double, ptr %8, align 8
  %50 = load double, ptr %10, align 8
  %51 = fmul contract double %49, %50
  %52 = fsub contract double %48, %51
  %53 = load double, ptr %10, align 8
  %54 = fmul contract double %52, %53
  store double %54, ptr %10, align 8
  %55 = load double, ptr %7, align 8
  %56 = load double, ptr %8, align 8
  %57 = load double, ptr %11, align 8
  %58 = fmul contract double %56, %57
  %59 = fsub contract double %55, %58
  %60 = load double, ptr %11, align 8
  %61 = fmul contract double %59, %60
  store double %61, ptr %11, align 8
  %62 = load double, ptr %7, align 8
  %63 = load double, ptr %8, align 8
  %64 = load double, ptr %12, align 8
  %65 = fmul contract double %63, %64
  %66 = fsub contract double %62, %65
  %67 = load double, ptr %12, align 8
  %68 = fmul contract double %66, %67
  store double %68, ptr %12, align 8
  %69 = load double, ptr %7, align 8
  %70 = load double, ptr %8, align 8
  %71 = load double, ptr %13, align 8
  %72 = fmul contract double %70, %71
  %73 = fsub contract double %69, %72
  %74 = load double, ptr %13, align 8
  %75 = fmul contract double %73, %74
  store double %75, ptr %13, align 8
  %76 = load double, ptr %7, align 8
  %77 = load double, ptr %8, align 8
  %78 = load double, ptr %14, align 8
  %79 = fmul contract double %77, %78
  %80 = fsub contract double %76, %79
  %81 = load double, ptr %14, align 8
  %82 = fmul contract double %80, %81
  store double %82, ptr %14, align 8
  %83 = load double, ptr %7, align 8
  %84 = load double, ptr %8, align 8
  %85 = load double, ptr %15, align 8
  %86 = fmul contract double %84, %85
  %87 = fsub contract double %83, %86
  %88 = load double, ptr %15, align 8
  %89 = fmul contract double %87, %88
  store double %89, ptr %15, align 8
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %8, align 8
  %92 = load double, ptr %16, align 8
  %93 = fmul contract double %91, %92
  %94 = fsub contract double %90, %93
  %95 = load double, ptr %16, align 8
  %96 = fmul contract double %94, %95
  store double %96, ptr %16, align 8
  %97 = load double, ptr %7, align 8
  %98 = load double, ptr %8, align 8
  %99 = load double, ptr %17, align 8
  %100 = fmul contract double %98, %99
  %101 = fsub contract double %97, %100
  %102 = load double, ptr %17, align 8
  %103 = fmul contract double %101, %102
  store double %103, ptr %17, align 8
  %104 = load double, ptr %7, align 8
  %105 = load double, ptr %8, align 8
  %106 = load double, ptr %10, align 8
  %107 = fmul contract double %105, %106
  %108 = fsub contract double %104, %107
  %109 = load double, ptr %10, align 8
  %110 = fmul contract double %108, %109
  store double %110, ptr %10, align 8
  %111 = load double, ptr %7, align 8
  %112 = load double, ptr %8, align 8
  %113 = load double, ptr %11, align 8
  %114 = fmul contract double %112, %113
  %115 = fsub contract double %111, %114
  %116 = load double, ptr %11, align 8
  %117 = fmul contract double %115, %116
  store double %117, ptr %11, align 8
  %118 = load double, ptr %7, align 8
  %119 = load double, ptr %8, align 8
  %120 = load double, ptr %12, align 8
  %121 = fmul contract double %119, %120
  %122 = fsub contract double %118, %121
  %123 = load double, ptr %12, align 8
  %124 = fmul contract double %122, %123
  store double %124, ptr %12, align 8
  %125 = load double, ptr %7, align 8
  %126 = load double, ptr %8, align 8
  %127 = load double, ptr %13, align 8
  %128 = fmul contract double %126, %127
  %129 = fsub contract double %125, %128
  %130 = load double, ptr %13, align 8
  %131 = fmul contract double %129, %130
  store double %131, ptr %13, align 8
  %132 = load double, ptr %7, align 8
  %133 = load double, ptr %8, align 8
  %134 = load double, ptr %14, align 8
  %135 = fmul contract double %133, %134
  %136 = fsub contract double %132, %135
  %137 = load double, ptr %14, align 8
  %138 = fmul contract double %136, %137
  store double %138, ptr %14, align 8
  %139 = load double, ptr %7, align 8
  %140 = load double, ptr %8, align 8
  %141 = load double, ptr %15, align 8
  %142 = fmul contract double %140, %141
  %143 = fsub contract double %139, %142
  %144 = load double, ptr %15, align 8
  %145 = fmul contract double %143, %144
  store double %145, ptr %15, align 8
  %146 = load double, ptr %7, align 8
  %147 = load double, ptr %8, align 8
  %148 = load double, ptr %16, align 8
  %149 = fmul contract double %147, %148
  %150 = fsub contract double %146, %149
  %151 = load double, ptr %16, align 8
  %152 = fmul contract double %150, %151
  store double %152, ptr %16, align 8
  %153 = load double, ptr %7, align 8
  %154 = load double, ptr %8, align 8
  %155 = load double, ptr %17, align 8
  %156 = fmul contract double %154, %155
  %157 = fsub contract double %153, %156
  %158 = load double, ptr %17, align 8
  %159 = fmul contract double %157, %158
  store double %159, ptr %17, align 8
  %160 = load double, ptr %7, align 8
  %161 = load double, ptr %8, align 8
  %162 = load double, ptr %10, align 8
  %163 = fmul contract double %161, %162
  %164 = fsub contract double %160, %163
  %165 = load double, ptr %10, align 8
  %166 = fmul contract double %164, %165
  store double %166, ptr %10, align 8
  %167 = load double, ptr %7, align 8
  %168 = load double, ptr %8, align 8
  %169 = load double, ptr %11, align 8
  %170 = fmul contract double %168, %169
  %171 = fsub contract double %167, %170
  %172 = load double, ptr %11, align 8
  %173 = fmul contract double %171, %172
  store double %173, ptr %11, align 8
  %174 = load double, ptr %7, align 8
  %175 = load double, ptr %8, align 8
  %176 = load double, ptr %12, align 8
  %177 = fmul contract double %175, %176
  %178 = fsub contract double %174, %177
  %179 = load double, ptr %12, align 8
  %180 = fmul contract double %178, %179
  store double %180, ptr %12, align 8
  %181 = load double, ptr %7, align 8
  %182 = load double, ptr %8, align 8
  %183 = load double, ptr %13, align 8
  %184 = fmul contract double %182, %183
  %185 = fsub contract double %181, %184
  %186 = load double, ptr %13, align 8
  %187 = fmul contract double %185, %186
  store double %187, ptr %13, align 8
  %188 = load double, ptr %7, align 8
  %189 = load double, ptr %8, align 8
  %190 = load double, ptr %14, align 8
  %191 = fmul contract double %189, %190
  %192 = fsub contract double %188, %191
  %193 = load double, ptr %14, align 8
  %194 = fmul contract double %192, %193
  store double %194, ptr %14, align 8
  %195 = load double, ptr %7, align 8
  %196 = load double, ptr %8, align 8
  %197 = load double, ptr %15, align 8
  %198 = fmul contract double %196, %197
  %199 = fsub contract double %195, %198
  %200 = load double, ptr %15, align 8
  %201 = fmul contract double %199, %200
  store double %201, ptr %15, align 8
  %202 = load double, ptr %7, align 8
  %203 = load double, ptr %8, align 8
  %204 = load double, ptr %16, align 8
  %205 = fmul contract double %203, %204
  %206 = fsub contract double %202, %205
  %207 = load double, ptr %16, align 8
  %208 = fmul contract double %206, %207
  store double %208, ptr %16, align 8
  %209 = load double, ptr %7, align 8
  %210 = load double, ptr %8, align 8
  %211 = load double, ptr %17, align 8
  %212 = fmul contract double %210, %211
  %213 = fsub contract double %209, %212
  %214 = load double, ptr %17, align 8
  %215 = fmul contract double %213, %214
  store double %215, ptr %17, align 8
  %216 = load double, ptr %7, align 8
  %217 = load double, ptr %8, align 8
  %218 = load double, ptr %10, align 8
  %219 = fmul contract double %217, %218
  %220 = fsub contract double %216, %219
  %221 = load double, ptr %10, align 8
  %222 = fmul contract double %220, %221
  store double %222, ptr %10, align 8
  %223 = load double, ptr %7, align 8
  %224 = load double, ptr %8, align 8
  %225 = load double, ptr %11, align 8
  %226 = fmul contract double %224, %225
  %227 = fsub contract double %223, %226
  %228 = load double, ptr %11, align 8
  %229 = fmul contract double %227, %228
  store double %229, ptr %11, align 8
  %230 = load double, ptr %7, align 8
  %231 = load double, ptr %8, align 8
  %232 = load double, ptr %12, align 8
  %233 = fmul contract double %231, %232
  %234 = fsub contract double %230, %233
  %235 = load double, ptr %12, align 8
  %236 = fmul contract double %234, %235
  store double %236, ptr %12, align 8
  %237 = load double, ptr %7, align 8
  %238 = load double, ptr %8, align 8
  %239 = load double, ptr %13, align 8
  %240 = fmul contract double %238, %239
  %241 = fsub contract double %237, %240
  %242 = load double, ptr %13, align 8
  %243 = fmul contract double %241, %242
  store double %243, ptr %13, align 8
  %244 = load double, ptr %7, align 8
  %245 = load double, ptr %8, align 8
  %246 = load double, ptr %14, align 8
  %247 = fmul contract double %245, %246
  %248 = fsub contract double %244, %247
  %249 = load double, ptr %14, align 8
  %250 = fmul contract double %248, %249
  store double %250, ptr %14, align 8
  %251 = load double, ptr %7, align 8
  %252 = load double, ptr %8, align 8
  %253 = load double, ptr %15, align 8
  %254 = fmul contract double %252, %253
  %255 = fsub contract double %251, %254
  %256 = load double, ptr %15, align 8
  %257 = fmul contract double %255, %256
  store double %257, ptr %15, align 8
  %258 = load double, ptr %7, align 8
  %259 = load double, ptr %8, align 8
  %260 = load double, ptr %16, align 8
  %261 = fmul contract double %259, %260
  %262 = fsub contract double %258, %261
  %263 = load double, ptr %16, align 8
  %264 = fmul contract double %262, %263
  store double %264, ptr %16, align 8
  %265 = load double, ptr %7, align 8
  %266 = load double, ptr %8, align 8
  %267 = load double, ptr %17, align 8
  %268 = fmul contract double %266, %267
  %269 = fsub contract double %265, %268
  %270 = load double, ptr %17, align 8
  %271 = fmul contract double %269, %270
  store double %271, ptr %17, align 8
  %272 = load double, ptr %7, align 8
  %273 = load double, ptr %8, align 8
  %274 = load double, ptr %10, align 8
  %275 = fmul contract double %273, %274
  %276 = fsub contract double %272, %275
  %277 = load double, ptr %10, align 8
  %278 = fmul contract double %276, %277
  store double %278, ptr %10, align 8
  %279 = load double, ptr %7, align 8
  %280 = load double, ptr %8, align 8
  %281 = load double, ptr %11, align 8
  %282 = fmul contract double %280, %281
  %283 = fsub contract double %279, %282
  %284 = load double, ptr %11, align 8
  %285 = fmul contract double %283, %284
  store double %285, ptr %11, align 8
  %286 = load double, ptr %7, align 8
  %287 = load double, ptr %8, align 8
  %288 = load double, ptr %12, align 8
  %289 = fmul contract double %287, %288
  %290 = fsub contract double %286, %289
  %291 = load double, ptr %12, align 8
  %292 = fmul contract double %290, %291
  store double %292, ptr %12, align 8
  %293 = load double, ptr %7, align 8
  %294 = load double, ptr %8, align 8
  %295 = load double, ptr %13, align 8
  %296 = fmul contract double %294, %295
  %297 = fsub contract double %293, %296
  %298 = load double, ptr %13, align 8
  %299 = fmul contract double %297, %298
  store double %299, ptr %13, align 8
  %300 = load double, ptr %7, align 8
  %301 = load double, ptr %8, align 8
  %302 = load double, ptr %14, align 8
  %303 = fmul contract double %301, %302
  %304 = fsub contract double %300, %303
  %305 = load double, ptr %14, align 8
  %306 = fmul contract double %304, %305
  store double %306, ptr %14, align 8
  %307 = load double, ptr %7, align 8
  %308 = load double, ptr %8, align 8
  %309 = load double, ptr %15, align 8
  %310 = fmul contract double %308, %309
  %311 = fsub contract double %307, %310
  %312 = load double, ptr %15, align 8
  %313 = fmul contract double %311, %312
  store double %313, ptr %15, align 8
  %314 = load double, ptr %7, align 8
  %315 = load double, ptr %8, align 8
  %316 = load double, ptr %16, align 8
  %317 = fmul contract double %315, %316
  %318 = fsub contract double %314, %317
  %319 = load double, ptr %16, align 8
  %320 = fmul contract double %318, %319
  store double %320, ptr %16, align 8
  %321 = load double, ptr %7, align 8
  %322 = load double, ptr %8, align 8
  %323 = load double, ptr %17, align 8
  %324 = fmul contract double %322, %323
  %325 = fsub contract double %321, %324
  %326 = load double, ptr %17, align 8
  %327 = fmul contract double %325, %326
  store double %327, ptr %17, align 8
  %328 = load double, ptr %7, align 8
  %329 = load double, ptr %8, align 8
  %330 = load double, ptr %10, align 8
  %331 = fmul contract double %329, %330
  %332 = fsub contract double %328, %331
  %333 = load double, ptr %10, align 8
  %334 = fmul contract double %332, %333
  store double %334, ptr %10, align 8
  %335 = load double, ptr %7, align 8
  %336 = load double, ptr %8, align 8
  %337 = load double, ptr %11, align 8
  %338 = fmul contract double %336, %337
  %339 = fsub contract double %335, %338
  %340 = load double, ptr %11, align 8
  %341 = fmul contract double %339, %340
  store double %341, ptr %11, align 8
  %342 = load double, ptr %7, align 8
  %343 = load double, ptr %8, align 8
  %344 = load double, ptr %12, align 8
  %345 = fmul contract double %343, %344
  %346 = fsub contract double %342, %345
  %347 = load double, ptr %12, align 8
  %348 = fmul contract double %346, %347
  store double %348, ptr %12, align 8
  %349 = load double, ptr %7, align 8
  %350 = load double, ptr %8, align 8
  %351 = load double, ptr %13, align 8
  %352 = fmul contract double %350, %351
  %353 = fsub contract double %349, %352
  %354 = load double, ptr %13, align 8
  %355 = fmul contract double %353, %354
  store double %355, ptr %13, align 8
  %356 = load double, ptr %7, align 8
  %357 = load double, ptr %8, align 8
  %358 = load double, ptr %14, align 8
  %359 = fmul contract double %357, %358
  %360 = fsub contract double %356, %359
  %361 = load double, ptr %14, align 8
  %362 = fmul contract double %360, %361
  store double %362, ptr %14, align 8
  %363 = load double, ptr %7, align 8
  %364 = load double, ptr %8, align 8
  %365 = load double, ptr %15, align 8
  %366 = fmul contract double %364, %365
  %367 = fsub contract double %363, %366
  %368 = load double, ptr %15, align 8
  %369 = fmul contract double %367, %368
  store double %369, ptr %15, align 8
  %370 = load double, ptr %7, align 8
  %371 = load double, ptr %8, align 8
  %372 = load double, ptr %16, align 8
  %373 = fmul contract double %371, %372
  %374 = fsub contract double %370, %373
  %375 = load double, ptr %16, align 8
  %376 = fmul contract double %374, %375
  store double %376, ptr %16, align 8
  %377 = load double, ptr %7, align 8
  %378 = load double, ptr %8, align 8
  %379 = load double, ptr %17, align 8
  %380 = fmul contract double %378, %379
  %381 = fsub contract double %377, %380
  %382 = load double, ptr %17, align 8
  %383 = fmul contract double %381, %382
  store double %383, ptr %17, align 8
  %384 = load double, ptr %7, align 8
  %385 = load double, ptr %8, align 8
  %386 = load double, ptr %10, align 8
  %387 = fmul contract double %385, %386
  %388 = fsub contract double %384, %387
  %389 = load double, ptr %10, align 8
  %390 = fmul contract double %388, %389
  store double %390, ptr %10, align 8
  %391 = load double, ptr %7, align 8
  %392 = load double, ptr %8, align 8
  %393 = load double, ptr %11, align 8
  %394 = fmul contract double %392, %393
  %395 = fsub contract double %391, %394
  %396 = load double, ptr %11, align 8
  %397 = fmul contract double %395, %396
  store double %397, ptr %11, align 8
  %398 = load double, ptr %7, align 8
  %399 = load double, ptr %8, align 8
  %400 = load double, ptr %12, align 8
  %401 = fmul contract double %399, %400
  %402 = fsub contract double %398, %401
  %403 = load double, ptr %12, align 8
  %404 = fmul contract double %402, %403
  store double %404, ptr %12, align 8
  %405 = load double, ptr %7, align 8
  %406 = load double, ptr %8, align 8
  %407 = load double, ptr %13, align 8
  %408 = fmul contract double %406, %407
  %409 = fsub contract double %405, %408
  %410 = load double, ptr %13, align 8
  %411 = fmul contract double %409, %410
  store double %411, ptr %13, align 8
  %412 = load double, ptr %7, align 8
  %413 = load double, ptr %8, align 8
  %414 = load double, ptr %14, align 8
  %415 = fmul contract double %413, %414
  %416 = fsub contract double %412, %415
  %417 = load double, ptr %14, align 8
  %418 = fmul contract double %416, %417
  store double %418, ptr %14, align 8
  %419 = load double, ptr %7, align 8
  %420 = load double, ptr %8, align 8
  %421 = load double, ptr %15, align 8
  %422 = fmul contract double %420, %421
  %423 = fsub contract double %419, %422
  %424 = load double, ptr %15, align 8
  %425 = fmul contract double %423, %424
  store double %425, ptr %15, align 8
  %426 = load double, ptr %7, align 8
  %427 = load double, ptr %8, align 8
  %428 = load double, ptr %16, align 8
  %429 = fmul contract double %427, %428
  %430 = fsub contract double %426, %429
  %431 = load double, ptr %16, align 8
  %432 = fmul contract double %430, %431
  store double %432, ptr %16, align 8
  %433 = load double, ptr %7, align 8
  %434 = load double, ptr %8, align 8
  %435 = load double, ptr %17, align 8
  %436 = fmul contract double %434, %435
  %437 = fsub contract double %433, %436
  %438 = load double, ptr %17, align 8
  %439 = fmul contract double %437, %438
  store double %439, ptr %17, align 8
  %440 = load double, ptr %7, align 8
  %441 = load double, ptr %8, align 8
  %442 = load double, ptr %10, align 8
  %443 = fmul contract double %441, %442
  %444 = fsub contract double %440, %443
  %445 = load double, ptr %10, align 8
  %446 = fmul contract double %444, %445
  store double %446, ptr %10, align 8
  %447 = load double, ptr %7, align 8
  %448 = load double, ptr %8, align 8
  %449 = load double, ptr %11, align 8
  %450 = fmul contract double %448, %449
  %451 = fsub contract double %447, %450
  %452 = load double, ptr %11, align 8
  %453 = fmul contract double %451, %452
  store double %453, ptr %11, align 8
  %454 = load double, ptr %7, align 8
  %455 = load double, ptr %8, align 8
  %456 = load double, ptr %12, align 8
  %457 = fmul contract double %455, %456
  %458 = fsub contract double %454, %457
  %459 = load double, ptr %12, align 8
  %460 = fmul contract double %458, %459
  store double %460, ptr %12, align 8
  %461 = load double, ptr %7, align 8
  %462 = load double, ptr %8, align 8
  %463 = load double, ptr %13, align 8
  %464 = fmul contract double %462, %463
  %465 = fsub contract double %461, %464
  %466 = load double, ptr %13, align 8
  %467 = fmul contract double %465, %466
  store double %467, ptr %13, align 8
  %468 = load double, ptr %7, align 8
  %469 = load double, ptr %8, align 8
  %470 = load double, ptr %14, align 8
  %471 = fmul contract double %469, %470
  %472 = fsub contract double %468, %471
  %473 = load double, ptr %14, align 8
  %474 = fmul contract double %472, %473
  store double %474, ptr %14, align 8
  %475 = load double, ptr %7, align 8
  %476 = load double, ptr %8, align 8
  %477 = load double, ptr %15, align 8
  %478 = fmul contract double %476, %477
  %479 = fsub contract double %475, %478
  %480 = load double, ptr %15, align 8
  %481 = fmul contract double %479, %480
  store double %481, ptr %15, align 8
  %482 = load double, ptr %7, align 8
  %483 = load double, ptr %8, align 8
  %484 = load double, ptr %16, align 8
  %485 = fmul contract double %483, %484
  %486 = fsub contract double %482, %485
  %487 = load double, ptr %16, align 8
  %488 = fmul contract double %486, %487
  store double %488, ptr %16, align 8
  %489 = load double, ptr %7, align 8
  %490 = load double, ptr %8, align 8
  %491 = load double, ptr %17, align 8
  %492 = fmul contract double %490, %491
  %493 = fsub contract double %489, %492
  %494 = load double, ptr %17, align 8
  %495 = fmul contract double %493, %494
  store double %495, ptr %17, align 8
  %496 = load double, ptr %7, align 8
  %497 = load double, ptr %8, align 8
  %498 = load double, ptr %10, align 8
  %499 = fmul contract double %497, %498
  %500 = fsub contract double %496, %499
  %501 = load double, ptr %10, align 8
  %502 = fmul contract double %500, %501
  store double %502, ptr %10, align 8
  %503 = load double, ptr %7, align 8
  %504 = load double, ptr %8, align 8
  %505 = load double, ptr %11, align 8
  %506 = fmul contract double %504, %505
  %507 = fsub contract double %503, %506
  %508 = load double, ptr %11, align 8
  %509 = fmul contract double %507, %508
  store double %509, ptr %11, align 8
  %510 = load double, ptr %7, align 8
  %511 = load double, ptr %8, align 8
  %512 = load double, ptr %12, align 8
  %513 = fmul contract double %511, %512
  %514 = fsub contract double %510, %513
  %515 = load double, ptr %12, align 8
  %516 = fmul contract double %514, %515
  store double %516, ptr %12, align 8
  %517 = load double, ptr %7, align 8
  %518 = load double, ptr %8, align 8
  %519 = load double, ptr %13, align 8
  %520 = fmul contract double %518, %519
  %521 = fsub contract double %517, %520
  %522 = load double, ptr %13, align 8
  %523 = fmul contract double %521, %522
  store double %523, ptr %13, align 8
  %524 = load double, ptr %7, align 8
  %525 = load double, ptr %8, align 8
  %526 = load double, ptr %14, align 8
  %527 = fmul contract double %525, %526
  %528 = fsub contract double %524, %527
  %529 = load double, ptr %14, align 8
  %530 = fmul contract double %528, %529
  store double %530, ptr %14, align 8
  %531 = load double, ptr %7, align 8
  %532 = load double, ptr %8, align 8
  %533 = load double, ptr %15, align 8
  %534 = fmul contract double %532, %533
  %535 = fsub contract double %531, %534
  %536 = load double, ptr %15, align 8
  %537 = fmul contract double %535, %536
  store double %537, ptr %15, align 8
  %538 = load double, ptr %7, align 8
  %539 = load double, ptr %8, align 8
  %540 = load double, ptr %16, align 8
  %541 = fmul contract double %539, %540
  %542 = fsub contract double %538, %541
  %543 = load double, ptr %16, align 8
  %544 = fmul contract double %542, %543
  store double %544, ptr %16, align 8
  %545 = load double, ptr %7, align 8
  %546 = load double, ptr %8, align 8
  %547 = load double, ptr %17, align 8
  %548 = fmul contract double %546, %547
  %549 = fsub contract double %545, %548
  %550 = load double, ptr %17, align 8
  %551 = fmul contract double %549, %550
  store double %551, ptr %17, align 8
  %552 = load double, ptr %7, align 8
  %553 = load double, ptr %8, align 8
  %554 = load double, ptr %10, align 8
  %555 = fmul contract double %553, %554
  %556 = fsub contract double %552, %555
  %557 = load double, ptr %10, align 8
  %558 = fmul contract double %556, %557
  store double %558, ptr %10, align 8
  %559 = load double, ptr %7, align 8
  %560 = load double, ptr %8, align 8
  %561 = load double, ptr %11, align 8
  %562 = fmul contract double %560, %561
  %563 = fsub contract double %559, %562
  %564 = load double, ptr %11, align 8
  %565 = fmul contract double %563, %564
  store double %565, ptr %11, align 8
  %566 = load double, ptr %7, align 8
  %567 = load double, ptr %8, align 8
  %568 = load double, ptr %12, align 8
  %569 = fmul contract double %567, %568
  %570 = fsub contract double %566, %569
  %571 = load double, ptr %12, align 8
  %572 = fmul contract double %570, %571
  store double %572, ptr %12, align 8
  %573 = load double, ptr %7, align 8
  %574 = load double, ptr %8, align 8
  %575 = load double, ptr %13, align 8
  %576 = fmul contract double %574, %575
  %577 = fsub contract double %573, %576
  %578 = load double, ptr %13, align 8
  %579 = fmul contract double %577, %578
  store double %579, ptr %13, align 8
  %580 = load double, ptr %7, align 8
  %581 = load double, ptr %8, align 8
  %582 = load double, ptr %14, align 8
  %583 = fmul contract double %581, %582
  %584 = fsub contract double %580, %583
  %585 = load double, ptr %14, align 8
  %586 = fmul contract double %584, %585
  store double %586, ptr %14, align 8
  %587 = load double, ptr %7, align 8
  %588 = load double, ptr %8, align 8
  %589 = load double, ptr %15, align 8
  %590 = fmul contract double %588, %589
  %591 = fsub contract double %587, %590
  %592 = load double, ptr %15, align 8
  %593 = fmul contract double %591, %592
  store double %593, ptr %15, align 8
  %594 = load double, ptr %7, align 8
  %595 = load double, ptr %8, align 8
  %596 = load double, ptr %16, align 8
  %597 = fmul contract double %595, %596
  %598 = fsub contract double %594, %597
  %599 = load double, ptr %16, align 8
  %600 = fmul contract double %598, %599
  store double %600, ptr %16, align 8
  %601 = load double, ptr %7, align 8
  %602 = load double, ptr %8, align 8
  %603 = load double, ptr %17, align 8
  %604 = fmul contract double %602, %603
  %605 = fsub contract double %601, %604
  %606 = load double, ptr %17, align 8
  %607 = fmul contract double %605, %606
  store double %607, ptr %17, align 8
  %608 = load double, ptr %7, align 8
  %609 = load double, ptr %8, align 8
  %610 = load double, ptr %10, align 8
  %611 = fmul contract double %609, %610
  %612 = fsub contract double %608, %611
  %613 = load double, ptr %10, align 8
  %614 = fmul contract double %612, %613
  store double %614, ptr %10, align 8
  %615 = load double, ptr %7, align 8
  %616 = load double, ptr %8, align 8
  %617 = load double, ptr %11, align 8
  %618 = fmul contract double %616, %617
  %619 = fsub contract double %615, %618
  %620 = load double, ptr %11, align 8
  %621 = fmul contract double %619, %620
  store double %621, ptr %11, align 8
  %622 = load double, ptr %7, align 8
  %623 = load double, ptr %8, align 8
  %624 = load double, ptr %12, align 8
  %625 = fmul contract double %623, %624
  %626 = fsub contract double %622, %625
  %627 = load double, ptr %12, align 8
  %628 = fmul contract double %626, %627
  store double %628, ptr %12, align 8
  %629 = load double, ptr %7, align 8
  %630 = load double, ptr %8, align 8
  %631 = load double, ptr %13, align 8
  %632 = fmul contract double %630, %631
  %633 = fsub contract double %629, %632
  %634 = load double, ptr %13, align 8
  %635 = fmul contract double %633, %634
  store double %635, ptr %13, align 8
  %636 = load double, ptr %7, align 8
  %637 = load double, ptr %8, align 8
  %638 = load double, ptr %14, align 8
  %639 = fmul contract double %637, %638
  %640 = fsub contract double %636, %639
  %641 = load double, ptr %14, align 8
  %642 = fmul contract double %640, %641
  store double %642, ptr %14, align 8
  %643 = load double, ptr %7, align 8
  %644 = load double, ptr %8, align 8
  %645 = load double, ptr %15, align 8
  %646 = fmul contract double %644, %645
  %647 = fsub contract double %643, %646
  %648 = load double, ptr %15, align 8
  %649 = fmul contract double %647, %648
  store double %649, ptr %15, align 8
  %650 = load double, ptr %7, align 8
  %651 = load double, ptr %8, align 8
  %652 = load double, ptr %16, align 8
  %653 = fmul contract double %651, %652
  %654 = fsub contract double %650, %653
  %655 = load double, ptr %16, align 8
  %656 = fmul contract double %654, %655
  store double %656, ptr %16, align 8
  %657 = load double, ptr %7, align 8
  %658 = load double, ptr %8, align 8
  %659 = load double, ptr %17, align 8
  %660 = fmul contract double %658, %659
  %661 = fsub contract double %657, %660
  %662 = load double, ptr %17, align 8
  %663 = fmul contract double %661, %662
  store double %663, ptr %17, align 8
  %664 = load double, ptr %7, align 8
  %665 = load double, ptr %8, align 8
  %666 = load double, ptr %10, align 8
  %667 = fmul contract double %665, %666
  %668 = fsub contract double %664, %667
  %669 = load double, ptr %10, align 8
  %670 = fmul contract double %668, %669
  store double %670, ptr %10, align 8
  %671 = load double, ptr %7, align 8
  %672 = load double, ptr %8, align 8
  %673 = load double, ptr %11, align 8
  %674 = fmul contract double %672, %673
  %675 = fsub contract double %671, %674
  %676 = load double, ptr %11, align 8
  %677 = fmul contract double %675, %676
  store double %677, ptr %11, align 8
  %678 = load double, ptr %7, align 8
  %679 = load double, ptr %8, align 8
  %680 = load double, ptr %12, align 8
  %681 = fmul contract double %679, %680
  %682 = fsub contract double %678, %681
  %683 = load double, ptr %12, align 8
  %684 = fmul contract double %682, %683
  store double %684, ptr %12, align 8
  %685 = load double, ptr %7, align 8
  %686 = load double, ptr %8, align 8
  %687 = load double, ptr %13, align 8
  %688 = fmul contract double %686, %687
  %689 = fsub contract double %685, %688
  %690 = load double, ptr %13, align 8
  %691 = fmul contract double %689, %690
  store double %691, ptr %13, align 8
  %692 = load double, ptr %7, align 8
  %693 = load double, ptr %8, align 8
  %694 = load double, ptr %14, align 8
  %695 = fmul contract double %693, %694
  %696 = fsub contract double %692, %695
  %697 = load double, ptr %14, align 8
  %698 = fmul contract double %696, %697
  store double %698, ptr %14, align 8
  %699 = load double, ptr %7, align 8
  %700 = load double, ptr %8, align 8
  %701 = load double, ptr %15, align 8
  %702 = fmul contract double %700, %701
  %703 = fsub contract double %699, %702
  %704 = load double, ptr %15, align 8
  %705 = fmul contract double %703, %704
  store double %705, ptr %15, align 8
  %706 = load double, ptr %7, align 8
  %707 = load double, ptr %8, align 8
  %708 = load double, ptr %16, align 8
  %709 = fmul contract double %707, %708
  %710 = fsub contract double %706, %709
  %711 = load double, ptr %16, align 8
  %712 = fmul contract double %710, %711
  store double %712, ptr %16, align 8
  %713 = load double, ptr %7, align 8
  %714 = load double, ptr %8, align 8
  %715 = load double, ptr %17, align 8
  %716 = fmul contract double %714, %715
  %717 = fsub contract double %713, %716
  %718 = load double, ptr %17, align 8
  %719 = fmul contract double %717, %718
  store double %719, ptr %17, align 8
  %720 = load double, ptr %7, align 8
  %721 = load double, ptr %8, align 8
  %722 = load double, ptr %10, align 8
  %723 = fmul contract double %721, %722
  %724 = fsub contract double %720, %723
  %725 = load double, ptr %10, align 8
  %726 = fmul contract double %724, %725
  store double %726, ptr %10, align 8
  %727 = load double, ptr %7, align 8
  %728 = load double, ptr %8, align 8
  %729 = load double, ptr %11, align 8
  %730 = fmul contract double %728, %729
  %731 = fsub contract double %727, %730
  %732 = load double, ptr %11, align 8
  %733 = fmul contract double %731, %732
  store double %733, ptr %11, align 8
  %734 = load double, ptr %7, align 8
  %735 = load double, ptr %8, align 8
  %736 = load double, ptr %12, align 8
  %737 = fmul contract double %735, %736
  %738 = fsub contract double %734, %737
  %739 = load double, ptr %12, align 8
  %740 = fmul contract double %738, %739
  store double %740, ptr %12, align 8
  %741 = load double, ptr %7, align 8
  %742 = load double, ptr %8, align 8
  %743 = load double, ptr %13, align 8
  %744 = fmul contract double %742, %743
  %745 = fsub contract double %741, %744
  %746 = load double, ptr %13, align 8
  %747 = fmul contract double %745, %746
  store double %747, ptr %13, align 8
  %748 = load double, ptr %7, align 8
  %749 = load double, ptr %8, align 8
  %750 = load double, ptr %14, align 8
  %751 = fmul contract double %749, %750
  %752 = fsub contract double %748, %751
  %753 = load double, ptr %14, align 8
  %754 = fmul contract double %752, %753
  store double %754, ptr %14, align 8
  %755 = load double, ptr %7, align 8
  %756 = load double, ptr %8, align 8
  %757 = load double, ptr %15, align 8
  %758 = fmul contract double %756, %757
  %759 = fsub contract double %755, %758
  %760 = load double, ptr %15, align 8
  %761 = fmul contract double %759, %760
  store double %761, ptr %15, align 8
  %762 = load double, ptr %7, align 8
  %763 = load double, ptr %8, align 8
  %764 = load double, ptr %16, align 8
  %765 = fmul contract double %763, %764
  %766 = fsub contract double %762, %765
  %767 = load double, ptr %16, align 8
  %768 = fmul contract double %766, %767
  store double %768, ptr %16, align 8
  %769 = load double, ptr %7, align 8
  %770 = load double, ptr %8, align 8
  %771 = load double, ptr %17, align 8
  %772 = fmul contract double %770, %771
  %773 = fsub contract double %769, %772
  %774 = load double, ptr %17, align 8
  %775 = fmul contract double %773, %774
  store double %775, ptr %17, align 8
  %776 = load double, ptr %7, align 8
  %777 = load double, ptr %8, align 8
  %778 = load double, ptr %10, align 8
  %779 = fmul contract double %777, %778
  %780 = fsub contract double %776, %779
  %781 = load double, ptr %10, align 8
  %782 = fmul contract double %780, %781
  store double %782, ptr %10, align 8
  %783 = load double, ptr %7, align 8
  %784 = load double, ptr %8, align 8
  %785 = load double, ptr %11, align 8
  %786 = fmul contract double %784, %785
  %787 = fsub contract double %783, %786
  %788 = load double, ptr %11, align 8
  %789 = fmul contract double %787, %788
  store double %789, ptr %11, align 8
  %790 = load double, ptr %7, align 8
  %791 = load double, ptr %8, align 8
  %792 = load double, ptr %12, align 8
  %793 = fmul contract double %791, %792
  %794 = fsub contract double %790, %793
  %795 = load double, ptr %12, align 8
  %796 = fmul contract double %794, %795
  store double %796, ptr %12, align 8
  %797 = load double, ptr %7, align 8
  %798 = load double, ptr %8, align 8
  %799 = load double, ptr %13, align 8
  %800 = fmul contract double %798, %799
  %801 = fsub contract double %797, %800
  %802 = load double, ptr %13, align 8
  %803 = fmul contract double %801, %802
  store double %803, ptr %13, align 8
  %804 = load double, ptr %7, align 8
  %805 = load double, ptr %8, align 8
  %806 = load double, ptr %14, align 8
  %807 = fmul contract double %805, %806
  %808 = fsub contract double %804, %807
  %809 = load double, ptr %14, align 8
  %810 = fmul contract double %808, %809
  store double %810, ptr %14, align 8
  %811 = load double, ptr %7, align 8
  %812 = load double, ptr %8, align 8
  %813 = load double, ptr %15, align 8
  %814 = fmul contract double %812, %813
  %815 = fsub contract double %811, %814
  %816 = load double, ptr %15, align 8
  %817 = fmul contract double %815, %816
  store double %817, ptr %15, align 8
  %818 = load double, ptr %7, align 8
  %819 = load double, ptr %8, align 8
  %820 = load double, ptr %16, align 8
  %821 = fmul contract double %819, %820
  %822 = fsub contract double %818, %821
  %823 = load double, ptr %16, align 8
  %824 = fmul contract double %822, %823
  store double %824, ptr %16, align 8
  %825 = load double, ptr %7, align 8
  %826 = load double, ptr %8, align 8
  %827 = load double, ptr %17, align 8
  %828 = fmul contract double %826, %827
  %829 = fsub contract double %825, %828
  %830 = load double, ptr %17, align 8
  %831 = fmul contract double %829, %830
  store double %831, ptr %17, align 8
  %832 = load double, ptr %7, align 8
  %833 = load double, ptr %8, align 8
  %834 = load double, ptr %10, align 8
  %835 = fmul contract double %833, %834
  %836 = fsub contract double %832, %835
  %837 = load double, ptr %10, align 8
  %838 = fmul contract double %836, %837
  store double %838, ptr %10, align 8
  %839 = load double, ptr %7, align 8
  %840 = load double, ptr %8, align 8
  %841 = load double, ptr %11, align 8
  %842 = fmul contract double %840, %841
  %843 = fsub contract double %839, %842
  %844 = load double, ptr %11, align 8
  %845 = fmul contract double %843, %844
  store double %845, ptr %11, align 8
  %846 = load double, ptr %7, align 8
  %847 = load double, ptr %8, align 8
  %848 = load double, ptr %12, align 8
  %849 = fmul contract double %847, %848
  %850 = fsub contract double %846, %849
  %851 = load double, ptr %12, align 8
  %852 = fmul contract double %850, %851
  store double %852, ptr %12, align 8
  %853 = load double, ptr %7, align 8
  %854 = load double, ptr %8, align 8
  %855 = load double, ptr %13, align 8
  %856 = fmul contract double %854, %855
  %857 = fsub contract double %853, %856
  %858 = load double, ptr %13, align 8
  %859 = fmul contract double %857, %858
  store double %859, ptr %13, align 8
  %860 = load double, ptr %7, align 8
  %861 = load double, ptr %8, align 8
  %862 = load double, ptr %14, align 8
  %863 = fmul contract double %861, %862
  %864 = fsub contract double %860, %863
  %865 = load double, ptr %14, align 8
  %866 = fmul contract double %864, %865
  store double %866, ptr %14, align 8
  %867 = load double, ptr %7, align 8
  %868 = load double, ptr %8, align 8
  %869 = load double, ptr %15, align 8
  %870 = fmul contract double %868, %869
  %871 = fsub contract double %867, %870
  %872 = load double, ptr %15, align 8
  %873 = fmul contract double %871, %872
  store double %873, ptr %15, align 8
  %874 = load double, ptr %7, align 8
  %875 = load double, ptr %8, align 8
  %876 = load double, ptr %16, align 8
  %877 = fmul contract double %875, %876
  %878 = fsub contract double %874, %877
  %879 = load double, ptr %16, align 8
  %880 = fmul contract double %878, %879
  store double %880, ptr %16, align 8
  %881 = load double, ptr %7, align 8
  %882 = load double, ptr %8, align 8
  %883 = load double, ptr %17, align 8
  %884 = fmul contract double %882, %883
  %885 = fsub contract double %881, %884
  %886 = load double, ptr %17, align 8
  %887 = fmul contract double %885, %886
  store double %887, ptr %17, align 8
  %888 = load double, ptr %7, align 8
  %889 = load double, ptr %8, align 8
  %890 = load double, ptr %10, align 8
  %891 = fmul contract double %889, %890
  %892 = fsub contract double %888, %891
  %893 = load double, ptr %10, align 8
  %894 = fmul contract double %892, %893
  store double %894, ptr %10, align 8
  %895 = load double, ptr %7, align 8
  %896 = load double, ptr %8, align 8
  %897 = load double, ptr %11, align 8
  %898 = fmul contract double %896, %897
  %899 = fsub contract double %895, %898
  %900 = load double, ptr %11, align 8
  %901 = fmul contract double %899, %900
  store double %901, ptr %11, align 8
  %902 = load double, ptr %7, align 8
  %903 = load double, ptr %8, align 8
  %904 = load double, ptr %12, align 8
  %905 = fmul contract double %903, %904
  %906 = fsub contract double %902, %905
  %907 = load double, ptr %12, align 8
  %908 = fmul contract double %906, %907
  store double %908, ptr %12, align 8
  %909 = load double, ptr %7, align 8
  %910 = load double, ptr %8, align 8
  %911 = load double, ptr %13, align 8
  %912 = fmul contract double %910, %911
  %913 = fsub contract double %909, %912
  %914 = load double, ptr %13, align 8
  %915 = fmul contract double %913, %914
  store double %915, ptr %13, align 8
  %916 = load double, ptr %7, align 8
  %917 = load double, ptr %8, align 8
  %918 = load double, ptr %14, align 8
  %919 = fmul contract double %917, %918
  %920 = fsub contract double %916, %919
  %921 = load double, ptr %14, align 8
  %922 = fmul contract double %920, %921
  store double %922, ptr %14, align 8
  %923 = load double, ptr %7, align 8
  %924 = load double, ptr %8, align 8
  %925 = load double, ptr %15, align 8
  %926 = fmul contract double %924, %925
  %927 = fsub contract double %923, %926
  %928 = load double, ptr %15, align 8
  %929 = fmul contract double %927, %928
  store double %929, ptr %15, align 8
  %930 = load double, ptr %7, align 8
  %931 = load double, ptr %8, align 8
  %932 = load double, ptr %16, align 8
  %933 = fmul contract double %931, %932
  %934 = fsub contract double %930, %933
  %935 = load double, ptr %16, align 8
  %936 = fmul contract double %934, %935
  store double %936, ptr %16, align 8
  %937 = load double, ptr %7, align 8
  %938 = load double, ptr %8, align 8
  %939 = load double, ptr %17, align 8
  %940 = fmul contract double %938, %939
  %941 = fsub contract double %937, %940
  %942 = load double, ptr %17, align 8
  %943 = fmul contract double %941, %942
  store double %943, ptr %17, align 8
  %944 = load double, ptr %7, align 8
  %945 = load double, ptr %8, align 8
  %946 = load double, ptr %10, align 8
  %947 = fmul contract double %945, %946
  %948 = fsub contract double %944, %947
  %949 = load double, ptr %10, align 8
  %950 = fmul contract double %948, %949
  store double %950, ptr %10, align 8
  %951 = load double, ptr %7, align 8
  %952 = load double, ptr %8, align 8
  %953 = load double, ptr %11, align 8
  %954 = fmul contract double %952, %953
  %955 = fsub contract double %951, %954
  %956 = load double, ptr %11, align 8
  %957 = fmul contract double %955, %956
  store double %957, ptr %11, align 8
  %958 = load double, ptr %7, align 8
  %959 = load double, ptr %8, align 8
  %960 = load double, ptr %12, align 8
  %961 = fmul contract double %959, %960
  %962 = fsub contract double %958, %961
  %963 = load double, ptr %12, align 8
  %964 = fmul contract double %962, %963
  store double %964, ptr %12, align 8
  %965 = load double, ptr %7, align 8
  %966 = load double, ptr %8, align 8
  %967 = load double, ptr %13, align 8
  %968 = fmul contract double %966, %967
  %969 = fsub contract double %965, %968
  %970 = load double, ptr %13, align 8
  %971 = fmul contract double %969, %970
  store double %971, ptr %13, align 8
  %972 = load double, ptr %7, align 8
  %973 = load double, ptr %8, align 8
  %974 = load double, ptr %14, align 8
  %975 = fmul contract double %973, %974
  %976 = fsub contract double %972, %975
  %977 = load double, ptr %14, align 8
  %978 = fmul contract double %976, %977
  store double %978, ptr %14, align 8
  %979 = load double, ptr %7, align 8
  %980 = load double, ptr %8, align 8
  %981 = load double, ptr %15, align 8
  %982 = fmul contract double %980, %981
  %983 = fsub contract double %979, %982
  %984 = load double, ptr %15, align 8
  %985 = fmul contract double %983, %984
  store double %985, ptr %15, align 8
  %986 = load double, ptr %7, align 8
  %987 = load double, ptr %8, align 8
  %988 = load double, ptr %16, align 8
  %989 = fmul contract double %987, %988
  %990 = fsub contract double %986, %989
  %991 = load double, ptr %16, align 8
  %992 = fmul contract double %990, %991
  store double %992, ptr %16, align 8
  %993 = load double, ptr %7, align 8
  %994 = load double, ptr %8, align 8
  %995 = load double, ptr %17, align 8
  %996 = fmul contract double %994, %995
  %997 = fsub contract double %993, %996
  %998 = load double, ptr %17, align 8
  %999 = fmul contract double %997, %998
  store double %999, ptr %17, align 8
  %1000 = load double, ptr %7, align 8
  %1001 = load double, ptr %8, align 8
  %1002 = load double, ptr %10, align 8
  %1003 = fmul contract double %1001, %1002
  %1004 = fsub contract double %1000, %1003
  %1005 = load double, ptr %10, align 8
  %1006 = fmul contract double %1004, %1005
  store double %1006, ptr %10, align 8
  %1007 = load double, ptr %7, align 8
  %1008 = load double, ptr %8, align 8
  %1009 = load double, ptr %11, align 8
  %1010 = fmul contract double %1008, %1009
  %1011 = fsub contract double %1007, %1010
  %1012 = load double, ptr %11, align 8
  %1013 = fmul contract double %1011, %1012
  store double %1013, ptr %11, align 8
  %1014 = load double, ptr %7, align 8
  %1015 = load double, ptr %8, align 8
  %1016 = load double, ptr %12, align 8
  %1017 = fmul contract double %1015, %1016
  %1018 = fsub contract double %1014, %1017
  %1019 = load double, ptr %12, align 8
  %1020 = fmul contract double %1018, %1019
  store double %1020, ptr %12, align 8
  %1021 = load double, ptr %7, align 8
  %1022 = load double, ptr %8, align 8
  %1023 = load double, ptr %13, align 8
  %1024 = fmul contract double %1022, %1023
  %1025 = fsub contract double %1021, %1024
  %1026 = load double, ptr %13, align 8
  %1027 = fmul contract double %1025, %1026
  store double %1027, ptr %13, align 8
  %1028 = load double, ptr %7, align 8
  %1029 = load double, ptr %8, align 8
  %1030 = load double, ptr %14, align 8
  %1031 = fmul contract double %1029, %1030
  %1032 = fsub contract double %1028, %1031
  %1033 = load double, ptr %14, align 8
  %1034 = fmul contract double %1032, %1033
  store double %1034, ptr %14, align 8
  %1035 = load double, ptr %7, align 8
  %1036 = load double, ptr %8, align 8
  %1037 = load double, ptr %15, align 8
  %1038 = fmul contract double %1036, %1037
  %1039 = fsub contract double %1035, %1038
  %1040 = load double, ptr %15, align 8
  %1041 = fmul contract double %1039, %1040
  store double %1041, ptr %15, align 8
  %1042 = load double, ptr %7, align 8
  %1043 = load double, ptr %8, align 8
  %1044 = load double, ptr %16, align 8
  %1045 = fmul contract double %1043, %1044
  %1046 = fsub contract double %1042, %1045
  %1047 = load double, ptr %16, align 8
  %1048 = fmul contract double %1046, %1047
  store double %1048, ptr %16, align 8
  %1049 = load double, ptr %7, align 8
  %1050 = load double, ptr %8, align 8
  %1051 = load double, ptr %17, align 8
  %1052 = fmul contract double %1050, %1051
  %1053 = fsub contract double %1049, %1052
  %1054 = load double, ptr %17, align 8
  %1055 = fmul contract double %1053, %1054
  store double %1055, ptr %17, align 8
  %1056 = load double, ptr %7, align 8
  %1057 = load double, ptr %8, align 8
  %1058 = load double, ptr %10, align 8
  %1059 = fmul contract double %1057, %1058
  %1060 = fsub contract double %1056, %1059
  %1061 = load double, ptr %10, align 8
  %1062 = fmul contract double %1060, %1061
  store double %1062, ptr %10, align 8
  %1063 = load double, ptr %7, align 8
  %1064 = load double, ptr %8, align 8
  %1065 = load double, ptr %11, align 8
  %1066 = fmul contract double %1064, %1065
  %1067 = fsub contract double %1063, %1066
  %1068 = load double, ptr %11, align 8
  %1069 = fmul contract double %1067, %1068
  store double %1069, ptr %11, align 8
  %1070 = load double, ptr %7, align 8
  %1071 = load double, ptr %8, align 8
  %1072 = load double, ptr %12, align 8
  %1073 = fmul contract double %1071, %1072
  %1074 = fsub contract double %1070, %1073
  %1075 = load double, ptr %12, align 8
  %1076 = fmul contract double %1074, %1075
  store double %1076, ptr %12, align 8
  %1077 = load double, ptr %7, align 8
  %1078 = load double, ptr %8, align 8
  %1079 = load double, ptr %13, align 8
  %1080 = fmul contract double %1078, %1079
  %1081 = fsub contract double %1077, %1080
  %1082 = load double, ptr %13, align 8
  %1083 = fmul contract double %1081, %1082
  store double %1083, ptr %13, align 8
  %1084 = load double, ptr %7, align 8
  %1085 = load double, ptr %8, align 8
  %1086 = load double, ptr %14, align 8
  %1087 = fmul contract double %1085, %1086
  %1088 = fsub contract double %1084, %1087
  %1089 = load double, ptr %14, align 8
  %1090 = fmul contract double %1088, %1089
  store double %1090, ptr %14, align 8
  %1091 = load double, ptr %7, align 8
  %1092 = load double, ptr %8, align 8
  %1093 = load double, ptr %15, align 8
  %1094 = fmul contract double %1092, %1093
  %1095 = fsub contract double %1091, %1094
  %1096 = load double, ptr %15, align 8
  %1097 = fmul contract double %1095, %1096
  store double %1097, ptr %15, align 8
  %1098 = load double, ptr %7, align 8
  %1099 = load double, ptr %8, align 8
  %1100 = load double, ptr %16, align 8
  %1101 = fmul contract double %1099, %1100
  %1102 = fsub contract double %1098, %1101
  %1103 = load double, ptr %16, align 8
  %1104 = fmul contract double %1102, %1103
  store double %1104, ptr %16, align 8
  %1105 = load double, ptr %7, align 8
  %1106 = load double, ptr %8, align 8
  %1107 = load double, ptr %17, align 8
  %1108 = fmul contract double %1106, %1107
  %1109 = fsub contract double %1105, %1108
  %1110 = load double, ptr %17, align 8
  %1111 = fmul contract double %1109, %1110
  store double %1111, ptr %17, align 8
  %1112 = load double, ptr %7, align 8
  %1113 = load double, ptr %8, align 8
  %1114 = load double, ptr %10, align 8
  %1115 = fmul contract double %1113, %1114
  %1116 = fsub contract double %1112, %1115
  %1117 = load double, ptr %10, align 8
  %1118 = fmul contract double %1116, %1117
  store double %1118, ptr %10, align 8
  %1119 = load double, ptr %7, align 8
  %1120 = load double, ptr %8, align 8
  %1121 = load double, ptr %11, align 8
  %1122 = fmul contract double %1120, %1121
  %1123 = fsub contract double %1119, %1122
  %1124 = load double, ptr %11, align 8
  %1125 = fmul contract double %1123, %1124
  store double %1125, ptr %11, align 8
  %1126 = load double, ptr %7, align 8
  %1127 = load double, ptr %8, align 8
  %1128 = load double, ptr %12, align 8
  %1129 = fmul contract double %1127, %1128
  %1130 = fsub contract double %1126, %1129
  %1131 = load double, ptr %12, align 8
  %1132 = fmul contract double %1130, %1131
  store double %1132, ptr %12, align 8
  %1133 = load double, ptr %7, align 8
  %1134 = load double, ptr %8, align 8
  %1135 = load double, ptr %13, align 8
  %1136 = fmul contract double %1134, %1135
  %1137 = fsub contract double %1133, %1136
  %1138 = load double, ptr %13, align 8
  %1139 = fmul contract double %1137, %1138
  store double %1139, ptr %13, align 8
  %1140 = load double, ptr %7, align 8
  %1141 = load double, ptr %8, align 8
  %1142 = load double, ptr %14, align 8
  %1143 = fmul contract double %1141, %1142
  %1144 = fsub contract double %1140, %1143
  %1145 = load double, ptr %14, align 8
  %1146 = fmul contract double %1144, %1145
  store double %1146, ptr %14, align 8
  %1147 = load double, ptr %7, align 8
  %1148 = load double, ptr %8, align 8
  %1149 = load double, ptr %15, align 8
  %1150 = fmul contract double %1148, %1149
  %1151 = fsub contract double %1147, %1150
  %1152 = load double, ptr %15, align 8
  %1153 = fmul contract double %1151, %1152
  store double %1153, ptr %15, align 8
  %1154 = load double, ptr %7, align 8
  %1155 = load double, ptr %8, align 8
  %1156 = load double, ptr %16, align 8
  %1157 = fmul contract double %1155, %1156
  %1158 = fsub contract double %1154, %1157
  %1159 = load double, ptr %16, align 8
  %1160 = fmul contract double %1158, %1159
  store double %1160, ptr %16, align 8
  %1161 = load double, ptr %7, align 8
  %1162 = load double, ptr %8, align 8
  %1163 = load double, ptr %17, align 8
  %1164 = fmul contract double %1162, %1163
  %1165 = fsub contract double %1161, %1164
  %1166 = load double, ptr %17, align 8
  %1167 = fmul contract double %1165, %1166
  store double %1167, ptr %17, align 8
  br label %1168

1168:                                             ; preds = %47
  %1169 = load i32, ptr %18, align 4
  %1170 = add nsw i32 %1169, 1
  store i32 %1170, ptr %18, align 4
  br label %43, !llvm.loop !8

1171:                                             ; preds = %43
  %1172 = load double, ptr %10, align 8
  %1173 = load double, ptr %11, align 8
  %1174 = fadd contract double %1172, %1173
  %1175 = load double, ptr %12, align 8
  %1176 = load double, ptr %13, align 8
  %1177 = fadd contract double %1175, %1176
  %1178 = fadd contract double %1174, %1177
  %1179 = load double, ptr %14, align 8
  %1180 = load double, ptr %15, align 8
  %1181 = fadd contract double %1179, %1180
  %1182 = load double, ptr %16, align 8
  %1183 = load double, ptr %17, align 8
  %1184 = fadd contract double %1182, %1183
  %1185 = fadd contract double %1181, %1184
  %1186 = fadd contract double %1178, %1185
  %1187 = load ptr, ptr %5, align 8
  %1188 = load i32, ptr %9, align 4
  %1189 = sext i32 %1188 to i64
  %1190 = getelementptr inbounds double, ptr %1187, i64 %1189
  store double %1186, ptr %1190, align 8
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

!0 = !{ptr @_Z8MulMAdd8IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z8MulMAdd8IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
