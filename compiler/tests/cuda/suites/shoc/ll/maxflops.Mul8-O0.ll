; ModuleID = 'maxflops.Mul8.cu'
source_filename = "maxflops.Mul8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z4Mul8IfEvPT_iS0_ = comdat any

$_Z4Mul8IdEvPT_iS0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul8IfEvPT_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %7, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fsub contract float %26, %31
  %33 = fadd contract float %32, 0x3FEFF7CEE0000000
  store float %33, ptr %8, align 4
  %34 = load float, ptr %8, align 4
  %35 = fsub contract float %34, 0x3F1A36E2E0000000
  store float %35, ptr %9, align 4
  %36 = load float, ptr %8, align 4
  %37 = fsub contract float %36, 0x3F2A36E2E0000000
  store float %37, ptr %10, align 4
  %38 = load float, ptr %8, align 4
  %39 = fsub contract float %38, 0x3F33A92A40000000
  store float %39, ptr %11, align 4
  %40 = load float, ptr %8, align 4
  %41 = fsub contract float %40, 0x3F3A36E2E0000000
  store float %41, ptr %12, align 4
  %42 = load float, ptr %8, align 4
  %43 = fsub contract float %42, 0x3F40624DE0000000
  store float %43, ptr %13, align 4
  %44 = load float, ptr %8, align 4
  %45 = fsub contract float %44, 0x3F43A92A40000000
  store float %45, ptr %14, align 4
  %46 = load float, ptr %8, align 4
  %47 = fsub contract float %46, 0x3F46F00680000000
  store float %47, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %48

48:                                               ; preds = %1053, %3
  %49 = load i32, ptr %16, align 4
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %1056

52:                                               ; preds = %48
  %53 = load float, ptr %8, align 4
  %54 = load float, ptr %8, align 4
  %55 = fmul contract float %53, %54
  %56 = load float, ptr %6, align 4
  %57 = fmul contract float %55, %56
  store float %57, ptr %8, align 4
  %58 = load float, ptr %9, align 4
  %59 = load float, ptr %9, align 4
  %60 = fmul contract float %58, %59
  %61 = load float, ptr %6, align 4
  %62 = fmul contract float %60, %61
  store float %62, ptr %9, align 4
  %63 = load float, ptr %10, align 4
  %64 = load float, ptr %10, align 4
  %65 = fmul contract float %63, %64
  %66 = load float, ptr %6, align 4
  %67 = fmul contract float %65, %66
  store float %67, ptr %10, align 4
  %68 = load float, ptr %11, align 4
  %69 = load float, ptr %11, align 4
  %70 = fmul contract float %68, %69
  %71 = load float, ptr %6, align 4
  %72 = fmul contract float %70, %71
  store float %72, ptr %11, align 4
  %73 = load float, ptr %12, align 4
  %74 = load float, ptr %12, align 4
  %75 = fmul contract float %73, %74
  %76 = load float, ptr %6, align 4
  %77 = fmul contract float %75, %76
  store float %77, ptr %12, align 4
  %78 = load float, ptr %13, align 4
  %79 = load float, ptr %13, align 4
  %80 = fmul contract float %78, %79
  %81 = load float, ptr %6, align 4
  %82 = fmul contract float %80, %81
  store float %82, ptr %13, align 4
  %83 = load float, ptr %14, align 4
  %84 = load float, ptr %14, align 4
  %85 = fmul contract float %83, %84
  %86 = load float, ptr %6, align 4
  %87 = fmul contract float %85, %86
  store float %87, ptr %14, align 4
  %88 = load float, ptr %15, align 4
  %89 = load float, ptr %15, align 4
  %90 = fmul contract float %88, %89
  %91 = load float, ptr %6, align 4
  %92 = fmul contract float %90, %91
  store float %92, ptr %15, align 4
  %93 = load float, ptr %8, align 4
  %94 = load float, ptr %8, align 4
  %95 = fmul contract float %93, %94
  %96 = load float, ptr %6, align 4
  %97 = fmul contract float %95, %96
  store float %97, ptr %8, align 4
  %98 = load float, ptr %9, align 4
  %99 = load float, ptr %9, align 4
  %100 = fmul contract float %98, %99
  %101 = load float, ptr %6, align 4
  %102 = fmul contract float %100, %101
  store float %102, ptr %9, align 4
  %103 = load float, ptr %10, align 4
  %104 = load float, ptr %10, align 4
  %105 = fmul contract float %103, %104
  %106 = load float, ptr %6, align 4
  %107 = fmul contract float %105, %106
  store float %107, ptr %10, align 4
  %108 = load float, ptr %11, align 4
  %109 = load float, ptr %11, align 4
  %110 = fmul contract float %108, %109
  %111 = load float, ptr %6, align 4
  %112 = fmul contract float %110, %111
  store float %112, ptr %11, align 4
  %113 = load float, ptr %12, align 4
  %114 = load float, ptr %12, align 4
  %115 = fmul contract float %113, %114
  %116 = load float, ptr %6, align 4
  %117 = fmul contract float %115, %116
  store float %117, ptr %12, align 4
  %118 = load float, ptr %13, align 4
  %119 = load float, ptr %13, align 4
  %120 = fmul contract float %118, %119
  %121 = load float, ptr %6, align 4
  %122 = fmul contract float %120, %121
  store float %122, ptr %13, align 4
  %123 = load float, ptr %14, align 4
  %124 = load float, ptr %14, align 4
  %125 = fmul contract float %123, %124
  %126 = load float, ptr %6, align 4
  %127 = fmul contract float %125, %126
  store float %127, ptr %14, align 4
  %128 = load float, ptr %15, align 4
  %129 = load float, ptr %15, align 4
  %130 = fmul contract float %128, %129
  %131 = load float, ptr %6, align 4
  %132 = fmul contract float %130, %131
  store float %132, ptr %15, align 4
  %133 = load float, ptr %8, align 4
  %134 = load float, ptr %8, align 4
  %135 = fmul contract float %133, %134
  %136 = load float, ptr %6, align 4
  %137 = fmul contract float %135, %136
  store float %137, ptr %8, align 4
  %138 = load float, ptr %9, align 4
  %139 = load float, ptr %9, align 4
  %140 = fmul contract float %138, %139
  %141 = load float, ptr %6, align 4
  %142 = fmul contract float %140, %141
  store float %142, ptr %9, align 4
  %143 = load float, ptr %10, align 4
  %144 = load float, ptr %10, align 4
  %145 = fmul contract float %143, %144
  %146 = load float, ptr %6, align 4
  %147 = fmul contract float %145, %146
  store float %147, ptr %10, align 4
  %148 = load float, ptr %11, align 4
  %149 = load float, ptr %11, align 4
  %150 = fmul contract float %148, %149
  %151 = load float, ptr %6, align 4
  %152 = fmul contract float %150, %151
  store float %152, ptr %11, align 4
  %153 = load float, ptr %12, align 4
  %154 = load float, ptr %12, align 4
  %155 = fmul contract float %153, %154
  %156 = load float, ptr %6, align 4
  %157 = fmul contract float %155, %156
  store float %157, ptr %12, align 4
  %158 = load float, ptr %13, align 4
  %159 = load float, ptr %13, align 4
  %160 = fmul contract float %158, %159
  %161 = load float, ptr %6, align 4
  %162 = fmul contract float %160, %161
  store float %162, ptr %13, align 4
  %163 = load float, ptr %14, align 4
  %164 = load float, ptr %14, align 4
  %165 = fmul contract float %163, %164
  %166 = load float, ptr %6, align 4
  %167 = fmul contract float %165, %166
  store float %167, ptr %14, align 4
  %168 = load float, ptr %15, align 4
  %169 = load float, ptr %15, align 4
  %170 = fmul contract float %168, %169
  %171 = load float, ptr %6, align 4
  %172 = fmul contract float %170, %171
  store float %172, ptr %15, align 4
  %173 = load float, ptr %8, align 4
  %174 = load float, ptr %8, align 4
  %175 = fmul contract float %173, %174
  %176 = load float, ptr %6, align 4
  %177 = fmul contract float %175, %176
  store float %177, ptr %8, align 4
  %178 = load float, ptr %9, align 4
  %179 = load float, ptr %9, align 4
  %180 = fmul contract float %178, %179
  %181 = load float, ptr %6, align 4
  %182 = fmul contract float %180, %181
  store float %182, ptr %9, align 4
  %183 = load float, ptr %10, align 4
  %184 = load float, ptr %10, align 4
  %185 = fmul contract float %183, %184
  %186 = load float, ptr %6, align 4
  %187 = fmul contract float %185, %186
  store float %187, ptr %10, align 4
  %188 = load float, ptr %11, align 4
  %189 = load float, ptr %11, align 4
  %190 = fmul contract float %188, %189
  %191 = load float, ptr %6, align 4
  %192 = fmul contract float %190, %191
  store float %192, ptr %11, align 4
  %193 = load float, ptr %12, align 4
  %194 = load float, ptr %12, align 4
  %195 = fmul contract float %193, %194
  %196 = load float, ptr %6, align 4
  %197 = fmul contract float %195, %196
  store float %197, ptr %12, align 4
  %198 = load float, ptr %13, align 4
  %199 = load float, ptr %13, align 4
  %200 = fmul contract float %198, %199
  %201 = load float, ptr %6, align 4
  %202 = fmul contract float %200, %201
  store float %202, ptr %13, align 4
  %203 = load float, ptr %14, align 4
  %204 = load float, ptr %14, align 4
  %205 = fmul contract float %203, %204
  %206 = load float, ptr %6, align 4
  %207 = fmul contract float %205, %206
  store float %207, ptr %14, align 4
  %208 = load float, ptr %15, align 4
  %209 = load float, ptr %15, align 4
  %210 = fmul contract float %208, %209
  %211 = load float, ptr %6, align 4
  %212 = fmul contract float %210, %211
  store float %212, ptr %15, align 4
  %213 = load float, ptr %8, align 4
  %214 = load float, ptr %8, align 4
  %215 = fmul contract float %213, %214
  %216 = load float, ptr %6, align 4
  %217 = fmul contract float %215, %216
  store float %217, ptr %8, align 4
  %218 = load float, ptr %9, align 4
  %219 = load float, ptr %9, align 4
  %220 = fmul contract float %218, %219
  %221 = load float, ptr %6, align 4
  %222 = fmul contract float %220, %221
  store float %222, ptr %9, align 4
  %223 = load float, ptr %10, align 4
  %224 = load float, ptr %10, align 4
  %225 = fmul contract float %223, %224
  %226 = load float, ptr %6, align 4
  %227 = fmul contract float %225, %226
  store float %227, ptr %10, align 4
  %228 = load float, ptr %11, align 4
  %229 = load float, ptr %11, align 4
  %230 = fmul contract float %228, %229
  %231 = load float, ptr %6, align 4
  %232 = fmul contract float %230, %231
  store float %232, ptr %11, align 4
  %233 = load float, ptr %12, align 4
  %234 = load float, ptr %12, align 4
  %235 = fmul contract float %233, %234
  %236 = load float, ptr %6, align 4
  %237 = fmul contract float %235, %236
  store float %237, ptr %12, align 4
  %238 = load float, ptr %13, align 4
  %239 = load float, ptr %13, align 4
  %240 = fmul contract float %238, %239
  %241 = load float, ptr %6, align 4
  %242 = fmul contract float %240, %241
  store float %242, ptr %13, align 4
  %243 = load float, ptr %14, align 4
  %244 = load float, ptr %14, align 4
  %245 = fmul contract float %243, %244
  %246 = load float, ptr %6, align 4
  %247 = fmul contract float %245, %246
  store float %247, ptr %14, align 4
  %248 = load float, ptr %15, align 4
  %249 = load float, ptr %15, align 4
  %250 = fmul contract float %248, %249
  %251 = load float, ptr %6, align 4
  %252 = fmul contract float %250, %251
  store float %252, ptr %15, align 4
  %253 = load float, ptr %8, align 4
  %254 = load float, ptr %8, align 4
  %255 = fmul contract float %253, %254
  %256 = load float, ptr %6, align 4
  %257 = fmul contract float %255, %256
  store float %257, ptr %8, align 4
  %258 = load float, ptr %9, align 4
  %259 = load float, ptr %9, align 4
  %260 = fmul contract float %258, %259
  %261 = load float, ptr %6, align 4
  %262 = fmul contract float %260, %261
  store float %262, ptr %9, align 4
  %263 = load float, ptr %10, align 4
  %264 = load float, ptr %10, align 4
  %265 = fmul contract float %263, %264
  %266 = load float, ptr %6, align 4
  %267 = fmul contract float %265, %266
  store float %267, ptr %10, align 4
  %268 = load float, ptr %11, align 4
  %269 = load float, ptr %11, align 4
  %270 = fmul contract float %268, %269
  %271 = load float, ptr %6, align 4
  %272 = fmul contract float %270, %271
  store float %272, ptr %11, align 4
  %273 = load float, ptr %12, align 4
  %274 = load float, ptr %12, align 4
  %275 = fmul contract float %273, %274
  %276 = load float, ptr %6, align 4
  %277 = fmul contract float %275, %276
  store float %277, ptr %12, align 4
  %278 = load float, ptr %13, align 4
  %279 = load float, ptr %13, align 4
  %280 = fmul contract float %278, %279
  %281 = load float, ptr %6, align 4
  %282 = fmul contract float %280, %281
  store float %282, ptr %13, align 4
  %283 = load float, ptr %14, align 4
  %284 = load float, ptr %14, align 4
  %285 = fmul contract float %283, %284
  %286 = load float, ptr %6, align 4
  %287 = fmul contract float %285, %286
  store float %287, ptr %14, align 4
  %288 = load float, ptr %15, align 4
  %289 = load float, ptr %15, align 4
  %290 = fmul contract float %288, %289
  %291 = load float, ptr %6, align 4
  %292 = fmul contract float %290, %291
  store float %292, ptr %15, align 4
  %293 = load float, ptr %8, align 4
  %294 = load float, ptr %8, align 4
  %295 = fmul contract float %293, %294
  %296 = load float, ptr %6, align 4
  %297 = fmul contract float %295, %296
  store float %297, ptr %8, align 4
  %298 = load float, ptr %9, align 4
  %299 = load float, ptr %9, align 4
  %300 = fmul contract float %298, %299
  %301 = load float, ptr %6, align 4
  %302 = fmul contract float %300, %301
  store float %302, ptr %9, align 4
  %303 = load float, ptr %10, align 4
  %304 = load float, ptr %10, align 4
  %305 = fmul contract float %303, %304
  %306 = load float, ptr %6, align 4
  %307 = fmul contract float %305, %306
  store float %307, ptr %10, align 4
  %308 = load float, ptr %11, align 4
  %309 = load float, ptr %11, align 4
  %310 = fmul contract float %308, %309
  %311 = load float, ptr %6, align 4
  %312 = fmul contract float %310, %311
  store float %312, ptr %11, align 4
  %313 = load float, ptr %12, align 4
  %314 = load float, ptr %12, align 4
  %315 = fmul contract float %313, %314
  %316 = load float, ptr %6, align 4
  %317 = fmul contract float %315, %316
  store float %317, ptr %12, align 4
  %318 = load float, ptr %13, align 4
  %319 = load float, ptr %13, align 4
  %320 = fmul contract float %318, %319
  %321 = load float, ptr %6, align 4
  %322 = fmul contract float %320, %321
  store float %322, ptr %13, align 4
  %323 = load float, ptr %14, align 4
  %324 = load float, ptr %14, align 4
  %325 = fmul contract float %323, %324
  %326 = load float, ptr %6, align 4
  %327 = fmul contract float %325, %326
  store float %327, ptr %14, align 4
  %328 = load float, ptr %15, align 4
  %329 = load float, ptr %15, align 4
  %330 = fmul contract float %328, %329
  %331 = load float, ptr %6, align 4
  %332 = fmul contract float %330, %331
  store float %332, ptr %15, align 4
  %333 = load float, ptr %8, align 4
  %334 = load float, ptr %8, align 4
  %335 = fmul contract float %333, %334
  %336 = load float, ptr %6, align 4
  %337 = fmul contract float %335, %336
  store float %337, ptr %8, align 4
  %338 = load float, ptr %9, align 4
  %339 = load float, ptr %9, align 4
  %340 = fmul contract float %338, %339
  %341 = load float, ptr %6, align 4
  %342 = fmul contract float %340, %341
  store float %342, ptr %9, align 4
  %343 = load float, ptr %10, align 4
  %344 = load float, ptr %10, align 4
  %345 = fmul contract float %343, %344
  %346 = load float, ptr %6, align 4
  %347 = fmul contract float %345, %346
  store float %347, ptr %10, align 4
  %348 = load float, ptr %11, align 4
  %349 = load float, ptr %11, align 4
  %350 = fmul contract float %348, %349
  %351 = load float, ptr %6, align 4
  %352 = fmul contract float %350, %351
  store float %352, ptr %11, align 4
  %353 = load float, ptr %12, align 4
  %354 = load float, ptr %12, align 4
  %355 = fmul contract float %353, %354
  %356 = load float, ptr %6, align 4
  %357 = fmul contract float %355, %356
  store float %357, ptr %12, align 4
  %358 = load float, ptr %13, align 4
  %359 = load float, ptr %13, align 4
  %360 = fmul contract float %358, %359
  %361 = load float, ptr %6, align 4
  %362 = fmul contract float %360, %361
  store float %362, ptr %13, align 4
  %363 = load float, ptr %14, align 4
  %364 = load float, ptr %14, align 4
  %365 = fmul contract float %363, %364
  %366 = load float, ptr %6, align 4
  %367 = fmul contract float %365, %366
  store float %367, ptr %14, align 4
  %368 = load float, ptr %15, align 4
  %369 = load float, ptr %15, align 4
  %370 = fmul contract float %368, %369
  %371 = load float, ptr %6, align 4
  %372 = fmul contract float %370, %371
  store float %372, ptr %15, align 4
  %373 = load float, ptr %8, align 4
  %374 = load float, ptr %8, align 4
  %375 = fmul contract float %373, %374
  %376 = load float, ptr %6, align 4
  %377 = fmul contract float %375, %376
  store float %377, ptr %8, align 4
  %378 = load float, ptr %9, align 4
  %379 = load float, ptr %9, align 4
  %380 = fmul contract float %378, %379
  %381 = load float, ptr %6, align 4
  %382 = fmul contract float %380, %381
  store float %382, ptr %9, align 4
  %383 = load float, ptr %10, align 4
  %384 = load float, ptr %10, align 4
  %385 = fmul contract float %383, %384
  %386 = load float, ptr %6, align 4
  %387 = fmul contract float %385, %386
  store float %387, ptr %10, align 4
  %388 = load float, ptr %11, align 4
  %389 = load float, ptr %11, align 4
  %390 = fmul contract float %388, %389
  %391 = load float, ptr %6, align 4
  %392 = fmul contract float %390, %391
  store float %392, ptr %11, align 4
  %393 = load float, ptr %12, align 4
  %394 = load float, ptr %12, align 4
  %395 = fmul contract float %393, %394
  %396 = load float, ptr %6, align 4
  %397 = fmul contract float %395, %396
  store float %397, ptr %12, align 4
  %398 = load float, ptr %13, align 4
  %399 = load float, ptr %13, align 4
  %400 = fmul contract float %398, %399
  %401 = load float, ptr %6, align 4
  %402 = fmul contract float %400, %401
  store float %402, ptr %13, align 4
  %403 = load float, ptr %14, align 4
  %404 = load float, ptr %14, align 4
  %405 = fmul contract float %403, %404
  %406 = load float, ptr %6, align 4
  %407 = fmul contract float %405, %406
  store float %407, ptr %14, align 4
  %408 = load float, ptr %15, align 4
  %409 = load float, ptr %15, align 4
  %410 = fmul contract float %408, %409
  %411 = load float, ptr %6, align 4
  %412 = fmul contract float %410, %411
  store float %412, ptr %15, align 4
  %413 = load float, ptr %8, align 4
  %414 = load float, ptr %8, align 4
  %415 = fmul contract float %413, %414
  %416 = load float, ptr %6, align 4
  %417 = fmul contract float %415, %416
  store float %417, ptr %8, align 4
  %418 = load float, ptr %9, align 4
  %419 = load float, ptr %9, align 4
  %420 = fmul contract float %418, %419
  %421 = load float, ptr %6, align 4
  %422 = fmul contract float %420, %421
  store float %422, ptr %9, align 4
  %423 = load float, ptr %10, align 4
  %424 = load float, ptr %10, align 4
  %425 = fmul contract float %423, %424
  %426 = load float, ptr %6, align 4
  %427 = fmul contract float %425, %426
  store float %427, ptr %10, align 4
  %428 = load float, ptr %11, align 4
  %429 = load float, ptr %11, align 4
  %430 = fmul contract float %428, %429
  %431 = load float, ptr %6, align 4
  %432 = fmul contract float %430, %431
  store float %432, ptr %11, align 4
  %433 = load float, ptr %12, align 4
  %434 = load float, ptr %12, align 4
  %435 = fmul contract float %433, %434
  %436 = load float, ptr %6, align 4
  %437 = fmul contract float %435, %436
  store float %437, ptr %12, align 4
  %438 = load float, ptr %13, align 4
  %439 = load float, ptr %13, align 4
  %440 = fmul contract float %438, %439
  %441 = load float, ptr %6, align 4
  %442 = fmul contract float %440, %441
  store float %442, ptr %13, align 4
  %443 = load float, ptr %14, align 4
  %444 = load float, ptr %14, align 4
  %445 = fmul contract float %443, %444
  %446 = load float, ptr %6, align 4
  %447 = fmul contract float %445, %446
  store float %447, ptr %14, align 4
  %448 = load float, ptr %15, align 4
  %449 = load float, ptr %15, align 4
  %450 = fmul contract float %448, %449
  %451 = load float, ptr %6, align 4
  %452 = fmul contract float %450, %451
  store float %452, ptr %15, align 4
  %453 = load float, ptr %8, align 4
  %454 = load float, ptr %8, align 4
  %455 = fmul contract float %453, %454
  %456 = load float, ptr %6, align 4
  %457 = fmul contract float %455, %456
  store float %457, ptr %8, align 4
  %458 = load float, ptr %9, align 4
  %459 = load float, ptr %9, align 4
  %460 = fmul contract float %458, %459
  %461 = load float, ptr %6, align 4
  %462 = fmul contract float %460, %461
  store float %462, ptr %9, align 4
  %463 = load float, ptr %10, align 4
  %464 = load float, ptr %10, align 4
  %465 = fmul contract float %463, %464
  %466 = load float, ptr %6, align 4
  %467 = fmul contract float %465, %466
  store float %467, ptr %10, align 4
  %468 = load float, ptr %11, align 4
  %469 = load float, ptr %11, align 4
  %470 = fmul contract float %468, %469
  %471 = load float, ptr %6, align 4
  %472 = fmul contract float %470, %471
  store float %472, ptr %11, align 4
  %473 = load float, ptr %12, align 4
  %474 = load float, ptr %12, align 4
  %475 = fmul contract float %473, %474
  %476 = load float, ptr %6, align 4
  %477 = fmul contract float %475, %476
  store float %477, ptr %12, align 4
  %478 = load float, ptr %13, align 4
  %479 = load float, ptr %13, align 4
  %480 = fmul contract float %478, %479
  %481 = load float, ptr %6, align 4
  %482 = fmul contract float %480, %481
  store float %482, ptr %13, align 4
  %483 = load float, ptr %14, align 4
  %484 = load float, ptr %14, align 4
  %485 = fmul contract float %483, %484
  %486 = load float, ptr %6, align 4
  %487 = fmul contract float %485, %486
  store float %487, ptr %14, align 4
  %488 = load float, ptr %15, align 4
  %489 = load float, ptr %15, align 4
  %490 = fmul contract float %488, %489
  %491 = load float, ptr %6, align 4
  %492 = fmul contract float %490, %491
  store float %492, ptr %15, align 4
  %493 = load float, ptr %8, align 4
  %494 = load float, ptr %8, align 4
  %495 = fmul contract float %493, %494
  %496 = load float, ptr %6, align 4
  %497 = fmul contract float %495, %496
  store float %497, ptr %8, align 4
  %498 = load float, ptr %9, align 4
  %499 = load float, ptr %9, align 4
  %500 = fmul contract float %498, %499
  %501 = load float, ptr %6, align 4
  %502 = fmul contract float %500, %501
  store float %502, ptr %9, align 4
  %503 = load float, ptr %10, align 4
  %504 = load float, ptr %10, align 4
  %505 = fmul contract float %503, %504
  %506 = load float, ptr %6, align 4
  %507 = fmul contract float %505, %506
  store float %507, ptr %10, align 4
  %508 = load float, ptr %11, align 4
  %509 = load float, ptr %11, align 4
  %510 = fmul contract float %508, %509
  %511 = load float, ptr %6, align 4
  %512 = fmul contract float %510, %511
  store float %512, ptr %11, align 4
  %513 = load float, ptr %12, align 4
  %514 = load float, ptr %12, align 4
  %515 = fmul contract float %513, %514
  %516 = load float, ptr %6, align 4
  %517 = fmul contract float %515, %516
  store float %517, ptr %12, align 4
  %518 = load float, ptr %13, align 4
  %519 = load float, ptr %13, align 4
  %520 = fmul contract float %518, %519
  %521 = load float, ptr %6, align 4
  %522 = fmul contract float %520, %521
  store float %522, ptr %13, align 4
  %523 = load float, ptr %14, align 4
  %524 = load float, ptr %14, align 4
  %525 = fmul contract float %523, %524
  %526 = load float, ptr %6, align 4
  %527 = fmul contract float %525, %526
  store float %527, ptr %14, align 4
  %528 = load float, ptr %15, align 4
  %529 = load float, ptr %15, align 4
  %530 = fmul contract float %528, %529
  %531 = load float, ptr %6, align 4
  %532 = fmul contract float %530, %531
  store float %532, ptr %15, align 4
  %533 = load float, ptr %8, align 4
  %534 = load float, ptr %8, align 4
  %535 = fmul contract float %533, %534
  %536 = load float, ptr %6, align 4
  %537 = fmul contract float %535, %536
  store float %537, ptr %8, align 4
  %538 = load float, ptr %9, align 4
  %539 = load float, ptr %9, align 4
  %540 = fmul contract float %538, %539
  %541 = load float, ptr %6, align 4
  %542 = fmul contract float %540, %541
  store float %542, ptr %9, align 4
  %543 = load float, ptr %10, align 4
  %544 = load float, ptr %10, align 4
  %545 = fmul contract float %543, %544
  %546 = load float, ptr %6, align 4
  %547 = fmul contract float %545, %546
  store float %547, ptr %10, align 4
  %548 = load float, ptr %11, align 4
  %549 = load float, ptr %11, align 4
  %550 = fmul contract float %548, %549
  %551 = load float, ptr %6, align 4
  %552 = fmul contract float %550, %551
  store float %552, ptr %11, align 4
  %553 = load float, ptr %12, align 4
  %554 = load float, ptr %12, align 4
  %555 = fmul contract float %553, %554
  %556 = load float, ptr %6, align 4
  %557 = fmul contract float %555, %556
  store float %557, ptr %12, align 4
  %558 = load float, ptr %13, align 4
  %559 = load float, ptr %13, align 4
  %560 = fmul contract float %558, %559
  %561 = load float, ptr %6, align 4
  %562 = fmul contract float %560, %561
  store float %562, ptr %13, align 4
  %563 = load float, ptr %14, align 4
  %564 = load float, ptr %14, align 4
  %565 = fmul contract float %563, %564
  %566 = load float, ptr %6, align 4
  %567 = fmul contract float %565, %566
  store float %567, ptr %14, align 4
  %568 = load float, ptr %15, align 4
  %569 = load float, ptr %15, align 4
  %570 = fmul contract float %568, %569
  %571 = load float, ptr %6, align 4
  %572 = fmul contract float %570, %571
  store float %572, ptr %15, align 4
  %573 = load float, ptr %8, align 4
  %574 = load float, ptr %8, align 4
  %575 = fmul contract float %573, %574
  %576 = load float, ptr %6, align 4
  %577 = fmul contract float %575, %576
  store float %577, ptr %8, align 4
  %578 = load float, ptr %9, align 4
  %579 = load float, ptr %9, align 4
  %580 = fmul contract float %578, %579
  %581 = load float, ptr %6, align 4
  %582 = fmul contract float %580, %581
  store float %582, ptr %9, align 4
  %583 = load float, ptr %10, align 4
  %584 = load float, ptr %10, align 4
  %585 = fmul contract float %583, %584
  %586 = load float, ptr %6, align 4
  %587 = fmul contract float %585, %586
  store float %587, ptr %10, align 4
  %588 = load float, ptr %11, align 4
  %589 = load float, ptr %11, align 4
  %590 = fmul contract float %588, %589
  %591 = load float, ptr %6, align 4
  %592 = fmul contract float %590, %591
  store float %592, ptr %11, align 4
  %593 = load float, ptr %12, align 4
  %594 = load float, ptr %12, align 4
  %595 = fmul contract float %593, %594
  %596 = load float, ptr %6, align 4
  %597 = fmul contract float %595, %596
  store float %597, ptr %12, align 4
  %598 = load float, ptr %13, align 4
  %599 = load float, ptr %13, align 4
  %600 = fmul contract float %598, %599
  %601 = load float, ptr %6, align 4
  %602 = fmul contract float %600, %601
  store float %602, ptr %13, align 4
  %603 = load float, ptr %14, align 4
  %604 = load float, ptr %14, align 4
  %605 = fmul contract float %603, %604
  %606 = load float, ptr %6, align 4
  %607 = fmul contract float %605, %606
  store float %607, ptr %14, align 4
  %608 = load float, ptr %15, align 4
  %609 = load float, ptr %15, align 4
  %610 = fmul contract float %608, %609
  %611 = load float, ptr %6, align 4
  %612 = fmul contract float %610, %611
  store float %612, ptr %15, align 4
  %613 = load float, ptr %8, align 4
  %614 = load float, ptr %8, align 4
  %615 = fmul contract float %613, %614
  %616 = load float, ptr %6, align 4
  %617 = fmul contract float %615, %616
  store float %617, ptr %8, align 4
  %618 = load float, ptr %9, align 4
  %619 = load float, ptr %9, align 4
  %620 = fmul contract float %618, %619
  %621 = load float, ptr %6, align 4
  %622 = fmul contract float %620, %621
  store float %622, ptr %9, align 4
  %623 = load float, ptr %10, align 4
  %624 = load float, ptr %10, align 4
  %625 = fmul contract float %623, %624
  %626 = load float, ptr %6, align 4
  %627 = fmul contract float %625, %626
  store float %627, ptr %10, align 4
  %628 = load float, ptr %11, align 4
  %629 = load float, ptr %11, align 4
  %630 = fmul contract float %628, %629
  %631 = load float, ptr %6, align 4
  %632 = fmul contract float %630, %631
  store float %632, ptr %11, align 4
  %633 = load float, ptr %12, align 4
  %634 = load float, ptr %12, align 4
  %635 = fmul contract float %633, %634
  %636 = load float, ptr %6, align 4
  %637 = fmul contract float %635, %636
  store float %637, ptr %12, align 4
  %638 = load float, ptr %13, align 4
  %639 = load float, ptr %13, align 4
  %640 = fmul contract float %638, %639
  %641 = load float, ptr %6, align 4
  %642 = fmul contract float %640, %641
  store float %642, ptr %13, align 4
  %643 = load float, ptr %14, align 4
  %644 = load float, ptr %14, align 4
  %645 = fmul contract float %643, %644
  %646 = load float, ptr %6, align 4
  %647 = fmul contract float %645, %646
  store float %647, ptr %14, align 4
  %648 = load float, ptr %15, align 4
  %649 = load float, ptr %15, align 4
  %650 = fmul contract float %648, %649
  %651 = load float, ptr %6, align 4
  %652 = fmul contract float %650, %651
  store float %652, ptr %15, align 4
  %653 = load float, ptr %8, align 4
  %654 = load float, ptr %8, align 4
  %655 = fmul contract float %653, %654
  %656 = load float, ptr %6, align 4
  %657 = fmul contract float %655, %656
  store float %657, ptr %8, align 4
  %658 = load float, ptr %9, align 4
  %659 = load float, ptr %9, align 4
  %660 = fmul contract float %658, %659
  %661 = load float, ptr %6, align 4
  %662 = fmul contract float %660, %661
  store float %662, ptr %9, align 4
  %663 = load float, ptr %10, align 4
  %664 = load float, ptr %10, align 4
  %665 = fmul contract float %663, %664
  %666 = load float, ptr %6, align 4
  %667 = fmul contract float %665, %666
  store float %667, ptr %10, align 4
  %668 = load float, ptr %11, align 4
  %669 = load float, ptr %11, align 4
  %670 = fmul contract float %668, %669
  %671 = load float, ptr %6, align 4
  %672 = fmul contract float %670, %671
  store float %672, ptr %11, align 4
  %673 = load float, ptr %12, align 4
  %674 = load float, ptr %12, align 4
  %675 = fmul contract float %673, %674
  %676 = load float, ptr %6, align 4
  %677 = fmul contract float %675, %676
  store float %677, ptr %12, align 4
  %678 = load float, ptr %13, align 4
  %679 = load float, ptr %13, align 4
  %680 = fmul contract float %678, %679
  %681 = load float, ptr %6, align 4
  %682 = fmul contract float %680, %681
  store float %682, ptr %13, align 4
  %683 = load float, ptr %14, align 4
  %684 = load float, ptr %14, align 4
  %685 = fmul contract float %683, %684
  %686 = load float, ptr %6, align 4
  %687 = fmul contract float %685, %686
  store float %687, ptr %14, align 4
  %688 = load float, ptr %15, align 4
  %689 = load float, ptr %15, align 4
  %690 = fmul contract float %688, %689
  %691 = load float, ptr %6, align 4
  %692 = fmul contract float %690, %691
  store float %692, ptr %15, align 4
  %693 = load float, ptr %8, align 4
  %694 = load float, ptr %8, align 4
  %695 = fmul contract float %693, %694
  %696 = load float, ptr %6, align 4
  %697 = fmul contract float %695, %696
  store float %697, ptr %8, align 4
  %698 = load float, ptr %9, align 4
  %699 = load float, ptr %9, align 4
  %700 = fmul contract float %698, %699
  %701 = load float, ptr %6, align 4
  %702 = fmul contract float %700, %701
  store float %702, ptr %9, align 4
  %703 = load float, ptr %10, align 4
  %704 = load float, ptr %10, align 4
  %705 = fmul contract float %703, %704
  %706 = load float, ptr %6, align 4
  %707 = fmul contract float %705, %706
  store float %707, ptr %10, align 4
  %708 = load float, ptr %11, align 4
  %709 = load float, ptr %11, align 4
  %710 = fmul contract float %708, %709
  %711 = load float, ptr %6, align 4
  %712 = fmul contract float %710, %711
  store float %712, ptr %11, align 4
  %713 = load float, ptr %12, align 4
  %714 = load float, ptr %12, align 4
  %715 = fmul contract float %713, %714
  %716 = load float, ptr %6, align 4
  %717 = fmul contract float %715, %716
  store float %717, ptr %12, align 4
  %718 = load float, ptr %13, align 4
  %719 = load float, ptr %13, align 4
  %720 = fmul contract float %718, %719
  %721 = load float, ptr %6, align 4
  %722 = fmul contract float %720, %721
  store float %722, ptr %13, align 4
  %723 = load float, ptr %14, align 4
  %724 = load float, ptr %14, align 4
  %725 = fmul contract float %723, %724
  %726 = load float, ptr %6, align 4
  %727 = fmul contract float %725, %726
  store float %727, ptr %14, align 4
  %728 = load float, ptr %15, align 4
  %729 = load float, ptr %15, align 4
  %730 = fmul contract float %728, %729
  %731 = load float, ptr %6, align 4
  %732 = fmul contract float %730, %731
  store float %732, ptr %15, align 4
  %733 = load float, ptr %8, align 4
  %734 = load float, ptr %8, align 4
  %735 = fmul contract float %733, %734
  %736 = load float, ptr %6, align 4
  %737 = fmul contract float %735, %736
  store float %737, ptr %8, align 4
  %738 = load float, ptr %9, align 4
  %739 = load float, ptr %9, align 4
  %740 = fmul contract float %738, %739
  %741 = load float, ptr %6, align 4
  %742 = fmul contract float %740, %741
  store float %742, ptr %9, align 4
  %743 = load float, ptr %10, align 4
  %744 = load float, ptr %10, align 4
  %745 = fmul contract float %743, %744
  %746 = load float, ptr %6, align 4
  %747 = fmul contract float %745, %746
  store float %747, ptr %10, align 4
  %748 = load float, ptr %11, align 4
  %749 = load float, ptr %11, align 4
  %750 = fmul contract float %748, %749
  %751 = load float, ptr %6, align 4
  %752 = fmul contract float %750, %751
  store float %752, ptr %11, align 4
  %753 = load float, ptr %12, align 4
  %754 = load float, ptr %12, align 4
  %755 = fmul contract float %753, %754
  %756 = load float, ptr %6, align 4
  %757 = fmul contract float %755, %756
  store float %757, ptr %12, align 4
  %758 = load float, ptr %13, align 4
  %759 = load float, ptr %13, align 4
  %760 = fmul contract float %758, %759
  %761 = load float, ptr %6, align 4
  %762 = fmul contract float %760, %761
  store float %762, ptr %13, align 4
  %763 = load float, ptr %14, align 4
  %764 = load float, ptr %14, align 4
  %765 = fmul contract float %763, %764
  %766 = load float, ptr %6, align 4
  %767 = fmul contract float %765, %766
  store float %767, ptr %14, align 4
  %768 = load float, ptr %15, align 4
  %769 = load float, ptr %15, align 4
  %770 = fmul contract float %768, %769
  %771 = load float, ptr %6, align 4
  %772 = fmul contract float %770, %771
  store float %772, ptr %15, align 4
  %773 = load float, ptr %8, align 4
  %774 = load float, ptr %8, align 4
  %775 = fmul contract float %773, %774
  %776 = load float, ptr %6, align 4
  %777 = fmul contract float %775, %776
  store float %777, ptr %8, align 4
  %778 = load float, ptr %9, align 4
  %779 = load float, ptr %9, align 4
  %780 = fmul contract float %778, %779
  %781 = load float, ptr %6, align 4
  %782 = fmul contract float %780, %781
  store float %782, ptr %9, align 4
  %783 = load float, ptr %10, align 4
  %784 = load float, ptr %10, align 4
  %785 = fmul contract float %783, %784
  %786 = load float, ptr %6, align 4
  %787 = fmul contract float %785, %786
  store float %787, ptr %10, align 4
  %788 = load float, ptr %11, align 4
  %789 = load float, ptr %11, align 4
  %790 = fmul contract float %788, %789
  %791 = load float, ptr %6, align 4
  %792 = fmul contract float %790, %791
  store float %792, ptr %11, align 4
  %793 = load float, ptr %12, align 4
  %794 = load float, ptr %12, align 4
  %795 = fmul contract float %793, %794
  %796 = load float, ptr %6, align 4
  %797 = fmul contract float %795, %796
  store float %797, ptr %12, align 4
  %798 = load float, ptr %13, align 4
  %799 = load float, ptr %13, align 4
  %800 = fmul contract float %798, %799
  %801 = load float, ptr %6, align 4
  %802 = fmul contract float %800, %801
  store float %802, ptr %13, align 4
  %803 = load float, ptr %14, align 4
  %804 = load float, ptr %14, align 4
  %805 = fmul contract float %803, %804
  %806 = load float, ptr %6, align 4
  %807 = fmul contract float %805, %806
  store float %807, ptr %14, align 4
  %808 = load float, ptr %15, align 4
  %809 = load float, ptr %15, align 4
  %810 = fmul contract float %808, %809
  %811 = load float, ptr %6, align 4
  %812 = fmul contract float %810, %811
  store float %812, ptr %15, align 4
  %813 = load float, ptr %8, align 4
  %814 = load float, ptr %8, align 4
  %815 = fmul contract float %813, %814
  %816 = load float, ptr %6, align 4
  %817 = fmul contract float %815, %816
  store float %817, ptr %8, align 4
  %818 = load float, ptr %9, align 4
  %819 = load float, ptr %9, align 4
  %820 = fmul contract float %818, %819
  %821 = load float, ptr %6, align 4
  %822 = fmul contract float %820, %821
  store float %822, ptr %9, align 4
  %823 = load float, ptr %10, align 4
  %824 = load float, ptr %10, align 4
  %825 = fmul contract float %823, %824
  %826 = load float, ptr %6, align 4
  %827 = fmul contract float %825, %826
  store float %827, ptr %10, align 4
  %828 = load float, ptr %11, align 4
  %829 = load float, ptr %11, align 4
  %830 = fmul contract float %828, %829
  %831 = load float, ptr %6, align 4
  %832 = fmul contract float %830, %831
  store float %832, ptr %11, align 4
  %833 = load float, ptr %12, align 4
  %834 = load float, ptr %12, align 4
  %835 = fmul contract float %833, %834
  %836 = load float, ptr %6, align 4
  %837 = fmul contract float %835, %836
  store float %837, ptr %12, align 4
  %838 = load float, ptr %13, align 4
  %839 = load float, ptr %13, align 4
  %840 = fmul contract float %838, %839
  %841 = load float, ptr %6, align 4
  %842 = fmul contract float %840, %841
  store float %842, ptr %13, align 4
  %843 = load float, ptr %14, align 4
  %844 = load float, ptr %14, align 4
  %845 = fmul contract float %843, %844
  %846 = load float, ptr %6, align 4
  %847 = fmul contract float %845, %846
  store float %847, ptr %14, align 4
  %848 = load float, ptr %15, align 4
  %849 = load float, ptr %15, align 4
  %850 = fmul contract float %848, %849
  %851 = load float, ptr %6, align 4
  %852 = fmul contract float %850, %851
  store float %852, ptr %15, align 4
  %853 = load float, ptr %8, align 4
  %854 = load float, ptr %8, align 4
  %855 = fmul contract float %853, %854
  %856 = load float, ptr %6, align 4
  %857 = fmul contract float %855, %856
  store float %857, ptr %8, align 4
  %858 = load float, ptr %9, align 4
  %859 = load float, ptr %9, align 4
  %860 = fmul contract float %858, %859
  %861 = load float, ptr %6, align 4
  %862 = fmul contract float %860, %861
  store float %862, ptr %9, align 4
  %863 = load float, ptr %10, align 4
  %864 = load float, ptr %10, align 4
  %865 = fmul contract float %863, %864
  %866 = load float, ptr %6, align 4
  %867 = fmul contract float %865, %866
  store float %867, ptr %10, align 4
  %868 = load float, ptr %11, align 4
  %869 = load float, ptr %11, align 4
  %870 = fmul contract float %868, %869
  %871 = load float, ptr %6, align 4
  %872 = fmul contract float %870, %871
  store float %872, ptr %11, align 4
  %873 = load float, ptr %12, align 4
  %874 = load float, ptr %12, align 4
  %875 = fmul contract float %873, %874
  %876 = load float, ptr %6, align 4
  %877 = fmul contract float %875, %876
  store float %877, ptr %12, align 4
  %878 = load float, ptr %13, align 4
  %879 = load float, ptr %13, align 4
  %880 = fmul contract float %878, %879
  %881 = load float, ptr %6, align 4
  %882 = fmul contract float %880, %881
  store float %882, ptr %13, align 4
  %883 = load float, ptr %14, align 4
  %884 = load float, ptr %14, align 4
  %885 = fmul contract float %883, %884
  %886 = load float, ptr %6, align 4
  %887 = fmul contract float %885, %886
  store float %887, ptr %14, align 4
  %888 = load float, ptr %15, align 4
  %889 = load float, ptr %15, align 4
  %890 = fmul contract float %888, %889
  %891 = load float, ptr %6, align 4
  %892 = fmul contract float %890, %891
  store float %892, ptr %15, align 4
  %893 = load float, ptr %8, align 4
  %894 = load float, ptr %8, align 4
  %895 = fmul contract float %893, %894
  %896 = load float, ptr %6, align 4
  %897 = fmul contract float %895, %896
  store float %897, ptr %8, align 4
  %898 = load float, ptr %9, align 4
  %899 = load float, ptr %9, align 4
  %900 = fmul contract float %898, %899
  %901 = load float, ptr %6, align 4
  %902 = fmul contract float %900, %901
  store float %902, ptr %9, align 4
  %903 = load float, ptr %10, align 4
  %904 = load float, ptr %10, align 4
  %905 = fmul contract float %903, %904
  %906 = load float, ptr %6, align 4
  %907 = fmul contract float %905, %906
  store float %907, ptr %10, align 4
  %908 = load float, ptr %11, align 4
  %909 = load float, ptr %11, align 4
  %910 = fmul contract float %908, %909
  %911 = load float, ptr %6, align 4
  %912 = fmul contract float %910, %911
  store float %912, ptr %11, align 4
  %913 = load float, ptr %12, align 4
  %914 = load float, ptr %12, align 4
  %915 = fmul contract float %913, %914
  %916 = load float, ptr %6, align 4
  %917 = fmul contract float %915, %916
  store float %917, ptr %12, align 4
  %918 = load float, ptr %13, align 4
  %919 = load float, ptr %13, align 4
  %920 = fmul contract float %918, %919
  %921 = load float, ptr %6, align 4
  %922 = fmul contract float %920, %921
  store float %922, ptr %13, align 4
  %923 = load float, ptr %14, align 4
  %924 = load float, ptr %14, align 4
  %925 = fmul contract float %923, %924
  %926 = load float, ptr %6, align 4
  %927 = fmul contract float %925, %926
  store float %927, ptr %14, align 4
  %928 = load float, ptr %15, align 4
  %929 = load float, ptr %15, align 4
  %930 = fmul contract float %928, %929
  %931 = load float, ptr %6, align 4
  %932 = fmul contract float %930, %931
  store float %932, ptr %15, align 4
  %933 = load float, ptr %8, align 4
  %934 = load float, ptr %8, align 4
  %935 = fmul contract float %933, %934
  %936 = load float, ptr %6, align 4
  %937 = fmul contract float %935, %936
  store float %937, ptr %8, align 4
  %938 = load float, ptr %9, align 4
  %939 = load float, ptr %9, align 4
  %940 = fmul contract float %938, %939
  %941 = load float, ptr %6, align 4
  %942 = fmul contract float %940, %941
  store float %942, ptr %9, align 4
  %943 = load float, ptr %10, align 4
  %944 = load float, ptr %10, align 4
  %945 = fmul contract float %943, %944
  %946 = load float, ptr %6, align 4
  %947 = fmul contract float %945, %946
  store float %947, ptr %10, align 4
  %948 = load float, ptr %11, align 4
  %949 = load float, ptr %11, align 4
  %950 = fmul contract float %948, %949
  %951 = load float, ptr %6, align 4
  %952 = fmul contract float %950, %951
  store float %952, ptr %11, align 4
  %953 = load float, ptr %12, align 4
  %954 = load float, ptr %12, align 4
  %955 = fmul contract float %953, %954
  %956 = load float, ptr %6, align 4
  %957 = fmul contract float %955, %956
  store float %957, ptr %12, align 4
  %958 = load float, ptr %13, align 4
  %959 = load float, ptr %13, align 4
  %960 = fmul contract float %958, %959
  %961 = load float, ptr %6, align 4
  %962 = fmul contract float %960, %961
  store float %962, ptr %13, align 4
  %963 = load float, ptr %14, align 4
  %964 = load float, ptr %14, align 4
  %965 = fmul contract float %963, %964
  %966 = load float, ptr %6, align 4
  %967 = fmul contract float %965, %966
  store float %967, ptr %14, align 4
  %968 = load float, ptr %15, align 4
  %969 = load float, ptr %15, align 4
  %970 = fmul contract float %968, %969
  %971 = load float, ptr %6, align 4
  %972 = fmul contract float %970, %971
  store float %972, ptr %15, align 4
  %973 = load float, ptr %8, align 4
  %974 = load float, ptr %8, align 4
  %975 = fmul contract float %973, %974
  %976 = load float, ptr %6, align 4
  %977 = fmul contract float %975, %976
  store float %977, ptr %8, align 4
  %978 = load float, ptr %9, align 4
  %979 = load float, ptr %9, align 4
  %980 = fmul contract float %978, %979
  %981 = load float, ptr %6, align 4
  %982 = fmul contract float %980, %981
  store float %982, ptr %9, align 4
  %983 = load float, ptr %10, align 4
  %984 = load float, ptr %10, align 4
  %985 = fmul contract float %983, %984
  %986 = load float, ptr %6, align 4
  %987 = fmul contract float %985, %986
  store float %987, ptr %10, align 4
  %988 = load float, ptr %11, align 4
  %989 = load float, ptr %11, align 4
  %990 = fmul contract float %988, %989
  %991 = load float, ptr %6, align 4
  %992 = fmul contract float %990, %991
  store float %992, ptr %11, align 4
  %993 = load float, ptr %12, align 4
  %994 = load float, ptr %12, align 4
  %995 = fmul contract float %993, %994
  %996 = load float, ptr %6, align 4
  %997 = fmul contract float %995, %996
  store float %997, ptr %12, align 4
  %998 = load float, ptr %13, align 4
  %999 = load float, ptr %13, align 4
  %1000 = fmul contract float %998, %999
  %1001 = load float, ptr %6, align 4
  %1002 = fmul contract float %1000, %1001
  store float %1002, ptr %13, align 4
  %1003 = load float, ptr %14, align 4
  %1004 = load float, ptr %14, align 4
  %1005 = fmul contract float %1003, %1004
  %1006 = load float, ptr %6, align 4
  %1007 = fmul contract float %1005, %1006
  store float %1007, ptr %14, align 4
  %1008 = load float, ptr %15, align 4
  %1009 = load float, ptr %15, align 4
  %1010 = fmul contract float %1008, %1009
  %1011 = load float, ptr %6, align 4
  %1012 = fmul contract float %1010, %1011
  store float %1012, ptr %15, align 4
  %1013 = load float, ptr %8, align 4
  %1014 = load float, ptr %8, align 4
  %1015 = fmul contract float %1013, %1014
  %1016 = load float, ptr %6, align 4
  %1017 = fmul contract float %1015, %1016
  store float %1017, ptr %8, align 4
  %1018 = load float, ptr %9, align 4
  %1019 = load float, ptr %9, align 4
  %1020 = fmul contract float %1018, %1019
  %1021 = load float, ptr %6, align 4
  %1022 = fmul contract float %1020, %1021
  store float %1022, ptr %9, align 4
  %1023 = load float, ptr %10, align 4
  %1024 = load float, ptr %10, align 4
  %1025 = fmul contract float %1023, %1024
  %1026 = load float, ptr %6, align 4
  %1027 = fmul contract float %1025, %1026
  store float %1027, ptr %10, align 4
  %1028 = load float, ptr %11, align 4
  %1029 = load float, ptr %11, align 4
  %1030 = fmul contract float %1028, %1029
  %1031 = load float, ptr %6, align 4
  %1032 = fmul contract float %1030, %1031
  store float %1032, ptr %11, align 4
  %1033 = load float, ptr %12, align 4
  %1034 = load float, ptr %12, align 4
  %1035 = fmul contract float %1033, %1034
  %1036 = load float, ptr %6, align 4
  %1037 = fmul contract float %1035, %1036
  store float %1037, ptr %12, align 4
  %1038 = load float, ptr %13, align 4
  %1039 = load float, ptr %13, align 4
  %1040 = fmul contract float %1038, %1039
  %1041 = load float, ptr %6, align 4
  %1042 = fmul contract float %1040, %1041
  store float %1042, ptr %13, align 4
  %1043 = load float, ptr %14, align 4
  %1044 = load float, ptr %14, align 4
  %1045 = fmul contract float %1043, %1044
  %1046 = load float, ptr %6, align 4
  %1047 = fmul contract float %1045, %1046
  store float %1047, ptr %14, align 4
  %1048 = load float, ptr %15, align 4
  %1049 = load float, ptr %15, align 4
  %1050 = fmul contract float %1048, %1049
  %1051 = load float, ptr %6, align 4
  %1052 = fmul contract float %1050, %1051
  store float %1052, ptr %15, align 4
  br label %1053

1053:                                             ; preds = %52
  %1054 = load i32, ptr %16, align 4
  %1055 = add nsw i32 %1054, 1
  store i32 %1055, ptr %16, align 4
  br label %48, !llvm.loop !6

1056:                                             ; preds = %48
  %1057 = load float, ptr %8, align 4
  %1058 = load float, ptr %9, align 4
  %1059 = fadd contract float %1057, %1058
  %1060 = load float, ptr %10, align 4
  %1061 = load float, ptr %11, align 4
  %1062 = fadd contract float %1060, %1061
  %1063 = fadd contract float %1059, %1062
  %1064 = load float, ptr %12, align 4
  %1065 = load float, ptr %13, align 4
  %1066 = fadd contract float %1064, %1065
  %1067 = load float, ptr %14, align 4
  %1068 = load float, ptr %15, align 4
  %1069 = fadd contract float %1067, %1068
  %1070 = fadd contract float %1066, %1069
  %1071 = fadd contract float %1063, %1070
  %1072 = load ptr, ptr %4, align 8
  %1073 = load i32, ptr %7, align 4
  %1074 = sext i32 %1073 to i64
  %1075 = getelementptr inbounds float, ptr %1072, i64 %1074
  store float %1071, ptr %1075, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul8IdEvPT_iS0_(ptr noundef %0, i32 noundef %1, double noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %7, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fsub contract double %26, %31
  %33 = fadd contract double %32, 0x3FEFF7CEE0000000
  store double %33, ptr %8, align 8
  %34 = load double, ptr %8, align 8
  %35 = fsub contract double %34, 0x3F1A36E2E0000000
  store double %35, ptr %9, align 8
  %36 = load double, ptr %8, align 8
  %37 = fsub contract double %36, 0x3F2A36E2E0000000
  store double %37, ptr %10, align 8
  %38 = load double, ptr %8, align 8
  %39 = fsub contract double %38, 0x3F33A92A40000000
  store double %39, ptr %11, align 8
  %40 = load double, ptr %8, align 8
  %41 = fsub contract double %40, 0x3F3A36E2E0000000
  store double %41, ptr %12, align 8
  %42 = load double, ptr %8, align 8
  %43 = fsub contract double %42, 0x3F40624DE0000000
  store double %43, ptr %13, align 8
  %44 = load double, ptr %8, align 8
  %45 = fsub contract double %44, 0x3F43A92A40000000
  store double %45, ptr %14, align 8
  %46 = load double, ptr %8, align 8
  %47 = fsub contract double %46, 0x3F46F00680000000
  store double %47, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %48

48:                                               ; preds = %1053, %3
  %49 = load i32, ptr %16, align 4
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %1056

52:                                               ; preds = %48
  %53 = load double, ptr %8, align 8
  %54 = load double, ptr %8, align 8
  %55 = fmul contract double %53, %54
  %56 = load double, ptr %6, align 8
  %57 = fmul contract double %55, %56
  store double %57, ptr %8, align 8
  %58 = load double, ptr %9, align 8
  %59 = load double, ptr %9, align 8
  %60 = fmul contract double %58, %59
  %61 = load double, ptr %6, align 8
  %62 = fmul contract double %60, %61
  store double %62, ptr %9, align 8
  %63 = load double, ptr %10, align 8
  %64 = load double, ptr %10, align 8
  %65 = fmul contract double %63, %64
  %66 = load double, ptr %6, align 8
  %67 = fmul contract double %65, %66
  store double %67, ptr %10, align 8
  %68 = load double, ptr %11, align 8
  %69 = load double, ptr %11, align 8
  %70 = fmul contract double %68, %69
  %71 = load double, ptr %6, align 8
  %72 = fmul contract double %70, %71
  store double %72, ptr %11, align 8
  %73 = load double, ptr %12, align 8
  %74 = load double, ptr %12, align 8
  %75 = fmul contract double %73, %74
  %76 = load double, ptr %6, align 8
  %77 = fmul contract double %75, %76
  store double %77, ptr %12, align 8
  %78 = load double, ptr %13, align 8
  %79 = load double, ptr %13, align 8
  %80 = fmul contract double %78, %79
  %81 = load double, ptr %6, align 8
  %82 = fmul contract double %80, %81
  store double %82, ptr %13, align 8
  %83 = load double, ptr %14, align 8
  %84 = load double, ptr %14, align 8
  %85 = fmul contract double %83, %84
  %86 = load double, ptr %6, align 8
  %87 = fmul contract double %85, %86
  store double %87, ptr %14, align 8
  %88 = load double, ptr %15, align 8
  %89 = load double, ptr %15, align 8
  %90 = fmul contract double %88, %89
  %91 = load double, ptr %6, align 8
  %92 = fmul contract double %90, %91
  store double %92, ptr %15, align 8
  %93 = load double, ptr %8, align 8
  %94 = load double, ptr %8, align 8
  %95 = fmul contract double %93, %94
  %96 = load double, ptr %6, align 8
  %97 = fmul contract double %95, %96
  store double %97, ptr %8, align 8
  %98 = load double, ptr %9, align 8
  %99 = load double, ptr %9, align 8
  %100 = fmul contract double %98, %99
  %101 = load double, ptr %6, align 8
  %102 = fmul contract double %100, %101
  store double %102, ptr %9, align 8
  %103 = load double, ptr %10, align 8
  %104 = load double, ptr %10, align 8
  %105 = fmul contract double %103, %104
  %106 = load double, ptr %6, align 8
  %107 = fmul contract double %105, %106
  store double %107, ptr %10, align 8
  %108 = load double, ptr %11, align 8
  %109 = load double, ptr %11, align 8
  %110 = fmul contract double %108, %109
  %111 = load double, ptr %6, align 8
  %112 = fmul contract double %110, %111
  store double %112, ptr %11, align 8
  %113 = load double, ptr %12, align 8
  %114 = load double, ptr %12, align 8
  %115 = fmul contract double %113, %114
  %116 = load double, ptr %6, align 8
  %117 = fmul contract double %115, %116
  store double %117, ptr %12, align 8
  %118 = load double, ptr %13, align 8
  %119 = load double, ptr %13, align 8
  %120 = fmul contract double %118, %119
  %121 = load double, ptr %6, align 8
  %122 = fmul contract double %120, %121
  store double %122, ptr %13, align 8
  %123 = load double, ptr %14, align 8
  %124 = load double, ptr %14, align 8
  %125 = fmul contract double %123, %124
  %126 = load double, ptr %6, align 8
  %127 = fmul contract double %125, %126
  store double %127, ptr %14, align 8
  %128 = load double, ptr %15, align 8
  %129 = load double, ptr %15, align 8
  %130 = fmul contract double %128, %129
  %131 = load double, ptr %6, align 8
  %132 = fmul contract double %130, %131
  store double %132, ptr %15, align 8
  %133 = load double, ptr %8, align 8
  %134 = load double, ptr %8, align 8
  %135 = fmul contract double %133, %134
  %136 = load double, ptr %6, align 8
  %137 = fmul contract double %135, %136
  store double %137, ptr %8, align 8
  %138 = load double, ptr %9, align 8
  %139 = load double, ptr %9, align 8
  %140 = fmul contract double %138, %139
  %141 = load double, ptr %6, align 8
  %142 = fmul contract double %140, %141
  store double %142, ptr %9, align 8
  %143 = load double, ptr %10, align 8
  %144 = load double, ptr %10, align 8
  %145 = fmul contract double %143, %144
  %146 = load double, ptr %6, align 8
  %147 = fmul contract double %145, %146
  store double %147, ptr %10, align 8
  %148 = load double, ptr %11, align 8
  %149 = load double, ptr %11, align 8
  %150 = fmul contract double %148, %149
  %151 = load double, ptr %6, align 8
  %152 = fmul contract double %150, %151
  store double %152, ptr %11, align 8
  %153 = load double, ptr %12, align 8
  %154 = load double, ptr %12, align 8
  %155 = fmul contract double %153, %154
  %156 = load double, ptr %6, align 8
  %157 = fmul contract double %155, %156
  store double %157, ptr %12, align 8
  %158 = load double, ptr %13, align 8
  %159 = load double, ptr %13, align 8
  %160 = fmul contract double %158, %159
  %161 = load double, ptr %6, align 8
  %162 = fmul contract double %160, %161
  store double %162, ptr %13, align 8
  %163 = load double, ptr %14, align 8
  %164 = load double, ptr %14, align 8
  %165 = fmul contract double %163, %164
  %166 = load double, ptr %6, align 8
  %167 = fmul contract double %165, %166
  store double %167, ptr %14, align 8
  %168 = load double, ptr %15, align 8
  %169 = load double, ptr %15, align 8
  %170 = fmul contract double %168, %169
  %171 = load double, ptr %6, align 8
  %172 = fmul contract double %170, %171
  store double %172, ptr %15, align 8
  %173 = load double, ptr %8, align 8
  %174 = load double, ptr %8, align 8
  %175 = fmul contract double %173, %174
  %176 = load double, ptr %6, align 8
  %177 = fmul contract double %175, %176
  store double %177, ptr %8, align 8
  %178 = load double, ptr %9, align 8
  %179 = load double, ptr %9, align 8
  %180 = fmul contract double %178, %179
  %181 = load double, ptr %6, align 8
  %182 = fmul contract double %180, %181
  store double %182, ptr %9, align 8
  %183 = load double, ptr %10, align 8
  %184 = load double, ptr %10, align 8
  %185 = fmul contract double %183, %184
  %186 = load double, ptr %6, align 8
  %187 = fmul contract double %185, %186
  store double %187, ptr %10, align 8
  %188 = load double, ptr %11, align 8
  %189 = load double, ptr %11, align 8
  %190 = fmul contract double %188, %189
  %191 = load double, ptr %6, align 8
  %192 = fmul contract double %190, %191
  store double %192, ptr %11, align 8
  %193 = load double, ptr %12, align 8
  %194 = load double, ptr %12, align 8
  %195 = fmul contract double %193, %194
  %196 = load double, ptr %6, align 8
  %197 = fmul contract double %195, %196
  store double %197, ptr %12, align 8
  %198 = load double, ptr %13, align 8
  %199 = load double, ptr %13, align 8
  %200 = fmul contract double %198, %199
  %201 = load double, ptr %6, align 8
  %202 = fmul contract double %200, %201
  store double %202, ptr %13, align 8
  %203 = load double, ptr %14, align 8
  %204 = load double, ptr %14, align 8
  %205 = fmul contract double %203, %204
  %206 = load double, ptr %6, align 8
  %207 = fmul contract double %205, %206
  store double %207, ptr %14, align 8
  %208 = load double, ptr %15, align 8
  %209 = load double, ptr %15, align 8
  %210 = fmul contract double %208, %209
  %211 = load double, ptr %6, align 8
  %212 = fmul contract double %210, %211
  store double %212, ptr %15, align 8
  %213 = load double, ptr %8, align 8
  %214 = load double, ptr %8, align 8
  %215 = fmul contract double %213, %214
  %216 = load double, ptr %6, align 8
  %217 = fmul contract double %215, %216
  store double %217, ptr %8, align 8
  %218 = load double, ptr %9, align 8
  %219 = load double, ptr %9, align 8
  %220 = fmul contract double %218, %219
  %221 = load double, ptr %6, align 8
  %222 = fmul contract double %220, %221
  store double %222, ptr %9, align 8
  %223 = load double, ptr %10, align 8
  %224 = load double, ptr %10, align 8
  %225 = fmul contract double %223, %224
  %226 = load double, ptr %6, align 8
  %227 = fmul contract double %225, %226
  store double %227, ptr %10, align 8
  %228 = load double, ptr %11, align 8
  %229 = load double, ptr %11, align 8
  %230 = fmul contract double %228, %229
  %231 = load double, ptr %6, align 8
  %232 = fmul contract double %230, %231
  store double %232, ptr %11, align 8
  %233 = load double, ptr %12, align 8
  %234 = load double, ptr %12, align 8
  %235 = fmul contract double %233, %234
  %236 = load double, ptr %6, align 8
  %237 = fmul contract double %235, %236
  store double %237, ptr %12, align 8
  %238 = load double, ptr %13, align 8
  %239 = load double, ptr %13, align 8
  %240 = fmul contract double %238, %239
  %241 = load double, ptr %6, align 8
  %242 = fmul contract double %240, %241
  store double %242, ptr %13, align 8
  %243 = load double, ptr %14, align 8
  %244 = load double, ptr %14, align 8
  %245 = fmul contract double %243, %244
  %246 = load double, ptr %6, align 8
  %247 = fmul contract double %245, %246
  store double %247, ptr %14, align 8
  %248 = load double, ptr %15, align 8
  %249 = load double, ptr %15, align 8
  %250 = fmul contract double %248, %249
  %251 = load double, ptr %6, align 8
  %252 = fmul contract double %250, %251
  store double %252, ptr %15, align 8
  %253 = load double, ptr %8, align 8
  %254 = load double, ptr %8, align 8
  %255 = fmul contract double %253, %254
  %256 = load double, ptr %6, align 8
  %257 = fmul contract double %255, %256
  store double %257, ptr %8, align 8
  %258 = load double, ptr %9, align 8
  %259 = load double, ptr %9, align 8
  %260 = fmul contract double %258, %259
  %261 = load double, ptr %6, align 8
  %262 = fmul contract double %260, %261
  store double %262, ptr %9, align 8
  %263 = load double, ptr %10, align 8
  %264 = load double, ptr %10, align 8
  %265 = fmul contract double %263, %264
  %266 = load double, ptr %6, align 8
  %267 = fmul contract double %265, %266
  store double %267, ptr %10, align 8
  %268 = load double, ptr %11, align 8
  %269 = load double, ptr %11, align 8
  %270 = fmul contract double %268, %269
  %271 = load double, ptr %6, align 8
  %272 = fmul contract double %270, %271
  store double %272, ptr %11, align 8
  %273 = load double, ptr %12, align 8
  %274 = load double, ptr %12, align 8
  %275 = fmul contract double %273, %274
  %276 = load double, ptr %6, align 8
  %277 = fmul contract double %275, %276
  store double %277, ptr %12, align 8
  %278 = load double, ptr %13, align 8
  %279 = load double, ptr %13, align 8
  %280 = fmul contract double %278, %279
  %281 = load double, ptr %6, align 8
  %282 = fmul contract double %280, %281
  store double %282, ptr %13, align 8
  %283 = load double, ptr %14, align 8
  %284 = load double, ptr %14, align 8
  %285 = fmul contract double %283, %284
  %286 = load double, ptr %6, align 8
  %287 = fmul contract double %285, %286
  store double %287, ptr %14, align 8
  %288 = load double, ptr %15, align 8
  %289 = load double, ptr %15, align 8
  %290 = fmul contract double %288, %289
  %291 = load double, ptr %6, align 8
  %292 = fmul contract double %290, %291
  store double %292, ptr %15, align 8
  %293 = load double, ptr %8, align 8
  %294 = load double, ptr %8, align 8
  %295 = fmul contract double %293, %294
  %296 = load double, ptr %6, align 8
  %297 = fmul contract double %295, %296
  store double %297, ptr %8, align 8
  %298 = load double, ptr %9, align 8
  %299 = load double, ptr %9, align 8
  %300 = fmul contract double %298, %299
  %301 = load double, ptr %6, align 8
  %302 = fmul contract double %300, %301
  store double %302, ptr %9, align 8
  %303 = load double, ptr %10, align 8
  %304 = load double, ptr %10, align 8
  %305 = fmul contract double %303, %304
  %306 = load double, ptr %6, align 8
  %307 = fmul contract double %305, %306
  store double %307, ptr %10, align 8
  %308 = load double, ptr %11, align 8
  %309 = load double, ptr %11, align 8
  %310 = fmul contract double %308, %309
  %311 = load double, ptr %6, align 8
  %312 = fmul contract double %310, %311
  store double %312, ptr %11, align 8
  %313 = load double, ptr %12, align 8
  %314 = load double, ptr %12, align 8
  %315 = fmul contract double %313, %314
  %316 = load double, ptr %6, align 8
  %317 = fmul contract double %315, %316
  store double %317, ptr %12, align 8
  %318 = load double, ptr %13, align 8
  %319 = load double, ptr %13, align 8
  %320 = fmul contract double %318, %319
  %321 = load double, ptr %6, align 8
  %322 = fmul contract double %320, %321
  store double %322, ptr %13, align 8
  %323 = load double, ptr %14, align 8
  %324 = load double, ptr %14, align 8
  %325 = fmul contract double %323, %324
  %326 = load double, ptr %6, align 8
  %327 = fmul contract double %325, %326
  store double %327, ptr %14, align 8
  %328 = load double, ptr %15, align 8
  %329 = load double, ptr %15, align 8
  %330 = fmul contract double %328, %329
  %331 = load double, ptr %6, align 8
  %332 = fmul contract double %330, %331
  store double %332, ptr %15, align 8
  %333 = load double, ptr %8, align 8
  %334 = load double, ptr %8, align 8
  %335 = fmul contract double %333, %334
  %336 = load double, ptr %6, align 8
  %337 = fmul contract double %335, %336
  store double %337, ptr %8, align 8
  %338 = load double, ptr %9, align 8
  %339 = load double, ptr %9, align 8
  %340 = fmul contract double %338, %339
  %341 = load double, ptr %6, align 8
  %342 = fmul contract double %340, %341
  store double %342, ptr %9, align 8
  %343 = load double, ptr %10, align 8
  %344 = load double, ptr %10, align 8
  %345 = fmul contract double %343, %344
  %346 = load double, ptr %6, align 8
  %347 = fmul contract double %345, %346
  store double %347, ptr %10, align 8
  %348 = load double, ptr %11, align 8
  %349 = load double, ptr %11, align 8
  %350 = fmul contract double %348, %349
  %351 = load double, ptr %6, align 8
  %352 = fmul contract double %350, %351
  store double %352, ptr %11, align 8
  %353 = load double, ptr %12, align 8
  %354 = load double, ptr %12, align 8
  %355 = fmul contract double %353, %354
  %356 = load double, ptr %6, align 8
  %357 = fmul contract double %355, %356
  store double %357, ptr %12, align 8
  %358 = load double, ptr %13, align 8
  %359 = load double, ptr %13, align 8
  %360 = fmul contract double %358, %359
  %361 = load double, ptr %6, align 8
  %362 = fmul contract double %360, %361
  store double %362, ptr %13, align 8
  %363 = load double, ptr %14, align 8
  %364 = load double, ptr %14, align 8
  %365 = fmul contract double %363, %364
  %366 = load double, ptr %6, align 8
  %367 = fmul contract double %365, %366
  store double %367, ptr %14, align 8
  %368 = load double, ptr %15, align 8
  %369 = load double, ptr %15, align 8
  %370 = fmul contract double %368, %369
  %371 = load double, ptr %6, align 8
  %372 = fmul contract double %370, %371
  store double %372, ptr %15, align 8
  %373 = load double, ptr %8, align 8
  %374 = load double, ptr %8, align 8
  %375 = fmul contract double %373, %374
  %376 = load double, ptr %6, align 8
  %377 = fmul contract double %375, %376
  store double %377, ptr %8, align 8
  %378 = load double, ptr %9, align 8
  %379 = load double, ptr %9, align 8
  %380 = fmul contract double %378, %379
  %381 = load double, ptr %6, align 8
  %382 = fmul contract double %380, %381
  store double %382, ptr %9, align 8
  %383 = load double, ptr %10, align 8
  %384 = load double, ptr %10, align 8
  %385 = fmul contract double %383, %384
  %386 = load double, ptr %6, align 8
  %387 = fmul contract double %385, %386
  store double %387, ptr %10, align 8
  %388 = load double, ptr %11, align 8
  %389 = load double, ptr %11, align 8
  %390 = fmul contract double %388, %389
  %391 = load double, ptr %6, align 8
  %392 = fmul contract double %390, %391
  store double %392, ptr %11, align 8
  %393 = load double, ptr %12, align 8
  %394 = load double, ptr %12, align 8
  %395 = fmul contract double %393, %394
  %396 = load double, ptr %6, align 8
  %397 = fmul contract double %395, %396
  store double %397, ptr %12, align 8
  %398 = load double, ptr %13, align 8
  %399 = load double, ptr %13, align 8
  %400 = fmul contract double %398, %399
  %401 = load double, ptr %6, align 8
  %402 = fmul contract double %400, %401
  store double %402, ptr %13, align 8
  %403 = load double, ptr %14, align 8
  %404 = load double, ptr %14, align 8
  %405 = fmul contract double %403, %404
  %406 = load double, ptr %6, align 8
  %407 = fmul contract double %405, %406
  store double %407, ptr %14, align 8
  %408 = load double, ptr %15, align 8
  %409 = load double, ptr %15, align 8
  %410 = fmul contract double %408, %409
  %411 = load double, ptr %6, align 8
  %412 = fmul contract double %410, %411
  store double %412, ptr %15, align 8
  %413 = load double, ptr %8, align 8
  %414 = load double, ptr %8, align 8
  %415 = fmul contract double %413, %414
  %416 = load double, ptr %6, align 8
  %417 = fmul contract double %415, %416
  store double %417, ptr %8, align 8
  %418 = load double, ptr %9, align 8
  %419 = load double, ptr %9, align 8
  %420 = fmul contract double %418, %419
  %421 = load double, ptr %6, align 8
  %422 = fmul contract double %420, %421
  store double %422, ptr %9, align 8
  %423 = load double, ptr %10, align 8
  %424 = load double, ptr %10, align 8
  %425 = fmul contract double %423, %424
  %426 = load double, ptr %6, align 8
  %427 = fmul contract double %425, %426
  store double %427, ptr %10, align 8
  %428 = load double, ptr %11, align 8
  %429 = load double, ptr %11, align 8
  %430 = fmul contract double %428, %429
  %431 = load double, ptr %6, align 8
  %432 = fmul contract double %430, %431
  store double %432, ptr %11, align 8
  %433 = load double, ptr %12, align 8
  %434 = load double, ptr %12, align 8
  %435 = fmul contract double %433, %434
  %436 = load double, ptr %6, align 8
  %437 = fmul contract double %435, %436
  store double %437, ptr %12, align 8
  %438 = load double, ptr %13, align 8
  %439 = load double, ptr %13, align 8
  %440 = fmul contract double %438, %439
  %441 = load double, ptr %6, align 8
  %442 = fmul contract double %440, %441
  store double %442, ptr %13, align 8
  %443 = load double, ptr %14, align 8
  %444 = load double, ptr %14, align 8
  %445 = fmul contract double %443, %444
  %446 = load double, ptr %6, align 8
  %447 = fmul contract double %445, %446
  store double %447, ptr %14, align 8
  %448 = load double, ptr %15, align 8
  %449 = load double, ptr %15, align 8
  %450 = fmul contract double %448, %449
  %451 = load double, ptr %6, align 8
  %452 = fmul contract double %450, %451
  store double %452, ptr %15, align 8
  %453 = load double, ptr %8, align 8
  %454 = load double, ptr %8, align 8
  %455 = fmul contract double %453, %454
  %456 = load double, ptr %6, align 8
  %457 = fmul contract double %455, %456
  store double %457, ptr %8, align 8
  %458 = load double, ptr %9, align 8
  %459 = load double, ptr %9, align 8
  %460 = fmul contract double %458, %459
  %461 = load double, ptr %6, align 8
  %462 = fmul contract double %460, %461
  store double %462, ptr %9, align 8
  %463 = load double, ptr %10, align 8
  %464 = load double, ptr %10, align 8
  %465 = fmul contract double %463, %464
  %466 = load double, ptr %6, align 8
  %467 = fmul contract double %465, %466
  store double %467, ptr %10, align 8
  %468 = load double, ptr %11, align 8
  %469 = load double, ptr %11, align 8
  %470 = fmul contract double %468, %469
  %471 = load double, ptr %6, align 8
  %472 = fmul contract double %470, %471
  store double %472, ptr %11, align 8
  %473 = load double, ptr %12, align 8
  %474 = load double, ptr %12, align 8
  %475 = fmul contract double %473, %474
  %476 = load double, ptr %6, align 8
  %477 = fmul contract double %475, %476
  store double %477, ptr %12, align 8
  %478 = load double, ptr %13, align 8
  %479 = load double, ptr %13, align 8
  %480 = fmul contract double %478, %479
  %481 = load double, ptr %6, align 8
  %482 = fmul contract double %480, %481
  store double %482, ptr %13, align 8
  %483 = load double, ptr %14, align 8
  %484 = load double, ptr %14, align 8
  %485 = fmul contract double %483, %484
  %486 = load double, ptr %6, align 8
  %487 = fmul contract double %485, %486
  store double %487, ptr %14, align 8
  %488 = load double, ptr %15, align 8
  %489 = load double, ptr %15, align 8
  %490 = fmul contract double %488, %489
  %491 = load double, ptr %6, align 8
  %492 = fmul contract double %490, %491
  store double %492, ptr %15, align 8
  %493 = load double, ptr %8, align 8
  %494 = load double, ptr %8, align 8
  %495 = fmul contract double %493, %494
  %496 = load double, ptr %6, align 8
  %497 = fmul contract double %495, %496
  store double %497, ptr %8, align 8
  %498 = load double, ptr %9, align 8
  %499 = load double, ptr %9, align 8
  %500 = fmul contract double %498, %499
  %501 = load double, ptr %6, align 8
  %502 = fmul contract double %500, %501
  store double %502, ptr %9, align 8
  %503 = load double, ptr %10, align 8
  %504 = load double, ptr %10, align 8
  %505 = fmul contract double %503, %504
  %506 = load double, ptr %6, align 8
  %507 = fmul contract double %505, %506
  store double %507, ptr %10, align 8
  %508 = load double, ptr %11, align 8
  %509 = load double, ptr %11, align 8
  %510 = fmul contract double %508, %509
  %511 = load double, ptr %6, align 8
  %512 = fmul contract double %510, %511
  store double %512, ptr %11, align 8
  %513 = load double, ptr %12, align 8
  %514 = load double, ptr %12, align 8
  %515 = fmul contract double %513, %514
  %516 = load double, ptr %6, align 8
  %517 = fmul contract double %515, %516
  store double %517, ptr %12, align 8
  %518 = load double, ptr %13, align 8
  %519 = load double, ptr %13, align 8
  %520 = fmul contract double %518, %519
  %521 = load double, ptr %6, align 8
  %522 = fmul contract double %520, %521
  store double %522, ptr %13, align 8
  %523 = load double, ptr %14, align 8
  %524 = load double, ptr %14, align 8
  %525 = fmul contract double %523, %524
  %526 = load double, ptr %6, align 8
  %527 = fmul contract double %525, %526
  store double %527, ptr %14, align 8
  %528 = load double, ptr %15, align 8
  %529 = load double, ptr %15, align 8
  %530 = fmul contract double %528, %529
  %531 = load double, ptr %6, align 8
  %532 = fmul contract double %530, %531
  store double %532, ptr %15, align 8
  %533 = load double, ptr %8, align 8
  %534 = load double, ptr %8, align 8
  %535 = fmul contract double %533, %534
  %536 = load double, ptr %6, align 8
  %537 = fmul contract double %535, %536
  store double %537, ptr %8, align 8
  %538 = load double, ptr %9, align 8
  %539 = load double, ptr %9, align 8
  %540 = fmul contract double %538, %539
  %541 = load double, ptr %6, align 8
  %542 = fmul contract double %540, %541
  store double %542, ptr %9, align 8
  %543 = load double, ptr %10, align 8
  %544 = load double, ptr %10, align 8
  %545 = fmul contract double %543, %544
  %546 = load double, ptr %6, align 8
  %547 = fmul contract double %545, %546
  store double %547, ptr %10, align 8
  %548 = load double, ptr %11, align 8
  %549 = load double, ptr %11, align 8
  %550 = fmul contract double %548, %549
  %551 = load double, ptr %6, align 8
  %552 = fmul contract double %550, %551
  store double %552, ptr %11, align 8
  %553 = load double, ptr %12, align 8
  %554 = load double, ptr %12, align 8
  %555 = fmul contract double %553, %554
  %556 = load double, ptr %6, align 8
  %557 = fmul contract double %555, %556
  store double %557, ptr %12, align 8
  %558 = load double, ptr %13, align 8
  %559 = load double, ptr %13, align 8
  %560 = fmul contract double %558, %559
  %561 = load double, ptr %6, align 8
  %562 = fmul contract double %560, %561
  store double %562, ptr %13, align 8
  %563 = load double, ptr %14, align 8
  %564 = load double, ptr %14, align 8
  %565 = fmul contract double %563, %564
  %566 = load double, ptr %6, align 8
  %567 = fmul contract double %565, %566
  store double %567, ptr %14, align 8
  %568 = load double, ptr %15, align 8
  %569 = load double, ptr %15, align 8
  %570 = fmul contract double %568, %569
  %571 = load double, ptr %6, align 8
  %572 = fmul contract double %570, %571
  store double %572, ptr %15, align 8
  %573 = load double, ptr %8, align 8
  %574 = load double, ptr %8, align 8
  %575 = fmul contract double %573, %574
  %576 = load double, ptr %6, align 8
  %577 = fmul contract double %575, %576
  store double %577, ptr %8, align 8
  %578 = load double, ptr %9, align 8
  %579 = load double, ptr %9, align 8
  %580 = fmul contract double %578, %579
  %581 = load double, ptr %6, align 8
  %582 = fmul contract double %580, %581
  store double %582, ptr %9, align 8
  %583 = load double, ptr %10, align 8
  %584 = load double, ptr %10, align 8
  %585 = fmul contract double %583, %584
  %586 = load double, ptr %6, align 8
  %587 = fmul contract double %585, %586
  store double %587, ptr %10, align 8
  %588 = load double, ptr %11, align 8
  %589 = load double, ptr %11, align 8
  %590 = fmul contract double %588, %589
  %591 = load double, ptr %6, align 8
  %592 = fmul contract double %590, %591
  store double %592, ptr %11, align 8
  %593 = load double, ptr %12, align 8
  %594 = load double, ptr %12, align 8
  %595 = fmul contract double %593, %594
  %596 = load double, ptr %6, align 8
  %597 = fmul contract double %595, %596
  store double %597, ptr %12, align 8
  %598 = load double, ptr %13, align 8
  %599 = load double, ptr %13, align 8
  %600 = fmul contract double %598, %599
  %601 = load double, ptr %6, align 8
  %602 = fmul contract double %600, %601
  store double %602, ptr %13, align 8
  %603 = load double, ptr %14, align 8
  %604 = load double, ptr %14, align 8
  %605 = fmul contract double %603, %604
  %606 = load double, ptr %6, align 8
  %607 = fmul contract double %605, %606
  store double %607, ptr %14, align 8
  %608 = load double, ptr %15, align 8
  %609 = load double, ptr %15, align 8
  %610 = fmul contract double %608, %609
  %611 = load double, ptr %6, align 8
  %612 = fmul contract double %610, %611
  store double %612, ptr %15, align 8
  %613 = load double, ptr %8, align 8
  %614 = load double, ptr %8, align 8
  %615 = fmul contract double %613, %614
  %616 = load double, ptr %6, align 8
  %617 = fmul contract double %615, %616
  store double %617, ptr %8, align 8
  %618 = load double, ptr %9, align 8
  %619 = load double, ptr %9, align 8
  %620 = fmul contract double %618, %619
  %621 = load double, ptr %6, align 8
  %622 = fmul contract double %620, %621
  store double %622, ptr %9, align 8
  %623 = load double, ptr %10, align 8
  %624 = load double, ptr %10, align 8
  %625 = fmul contract double %623, %624
  %626 = load double, ptr %6, align 8
  %627 = fmul contract double %625, %626
  store double %627, ptr %10, align 8
  %628 = load double, ptr %11, align 8
  %629 = load double, ptr %11, align 8
  %630 = fmul contract double %628, %629
  %631 = load double, ptr %6, align 8
  %632 = fmul contract double %630, %631
  store double %632, ptr %11, align 8
  %633 = load double, ptr %12, align 8
  %634 = load double, ptr %12, align 8
  %635 = fmul contract double %633, %634
  %636 = load double, ptr %6, align 8
  %637 = fmul contract double %635, %636
  store double %637, ptr %12, align 8
  %638 = load double, ptr %13, align 8
  %639 = load double, ptr %13, align 8
  %640 = fmul contract double %638, %639
  %641 = load double, ptr %6, align 8
  %642 = fmul contract double %640, %641
  store double %642, ptr %13, align 8
  %643 = load double, ptr %14, align 8
  %644 = load double, ptr %14, align 8
  %645 = fmul contract double %643, %644
  %646 = load double, ptr %6, align 8
  %647 = fmul contract double %645, %646
  store double %647, ptr %14, align 8
  %648 = load double, ptr %15, align 8
  %649 = load double, ptr %15, align 8
  %650 = fmul contract double %648, %649
  %651 = load double, ptr %6, align 8
  %652 = fmul contract double %650, %651
  store double %652, ptr %15, align 8
  %653 = load double, ptr %8, align 8
  %654 = load double, ptr %8, align 8
  %655 = fmul contract double %653, %654
  %656 = load double, ptr %6, align 8
  %657 = fmul contract double %655, %656
  store double %657, ptr %8, align 8
  %658 = load double, ptr %9, align 8
  %659 = load double, ptr %9, align 8
  %660 = fmul contract double %658, %659
  %661 = load double, ptr %6, align 8
  %662 = fmul contract double %660, %661
  store double %662, ptr %9, align 8
  %663 = load double, ptr %10, align 8
  %664 = load double, ptr %10, align 8
  %665 = fmul contract double %663, %664
  %666 = load double, ptr %6, align 8
  %667 = fmul contract double %665, %666
  store double %667, ptr %10, align 8
  %668 = load double, ptr %11, align 8
  %669 = load double, ptr %11, align 8
  %670 = fmul contract double %668, %669
  %671 = load double, ptr %6, align 8
  %672 = fmul contract double %670, %671
  store double %672, ptr %11, align 8
  %673 = load double, ptr %12, align 8
  %674 = load double, ptr %12, align 8
  %675 = fmul contract double %673, %674
  %676 = load double, ptr %6, align 8
  %677 = fmul contract double %675, %676
  store double %677, ptr %12, align 8
  %678 = load double, ptr %13, align 8
  %679 = load double, ptr %13, align 8
  %680 = fmul contract double %678, %679
  %681 = load double, ptr %6, align 8
  %682 = fmul contract double %680, %681
  store double %682, ptr %13, align 8
  %683 = load double, ptr %14, align 8
  %684 = load double, ptr %14, align 8
  %685 = fmul contract double %683, %684
  %686 = load double, ptr %6, align 8
  %687 = fmul contract double %685, %686
  store double %687, ptr %14, align 8
  %688 = load double, ptr %15, align 8
  %689 = load double, ptr %15, align 8
  %690 = fmul contract double %688, %689
  %691 = load double, ptr %6, align 8
  %692 = fmul contract double %690, %691
  store double %692, ptr %15, align 8
  %693 = load double, ptr %8, align 8
  %694 = load double, ptr %8, align 8
  %695 = fmul contract double %693, %694
  %696 = load double, ptr %6, align 8
  %697 = fmul contract double %695, %696
  store double %697, ptr %8, align 8
  %698 = load double, ptr %9, align 8
  %699 = load double, ptr %9, align 8
  %700 = fmul contract double %698, %699
  %701 = load double, ptr %6, align 8
  %702 = fmul contract double %700, %701
  store double %702, ptr %9, align 8
  %703 = load double, ptr %10, align 8
  %704 = load double, ptr %10, align 8
  %705 = fmul contract double %703, %704
  %706 = load double, ptr %6, align 8
  %707 = fmul contract double %705, %706
  store double %707, ptr %10, align 8
  %708 = load double, ptr %11, align 8
  %709 = load double, ptr %11, align 8
  %710 = fmul contract double %708, %709
  %711 = load double, ptr %6, align 8
  %712 = fmul contract double %710, %711
  store double %712, ptr %11, align 8
  %713 = load double, ptr %12, align 8
  %714 = load double, ptr %12, align 8
  %715 = fmul contract double %713, %714
  %716 = load double, ptr %6, align 8
  %717 = fmul contract double %715, %716
  store double %717, ptr %12, align 8
  %718 = load double, ptr %13, align 8
  %719 = load double, ptr %13, align 8
  %720 = fmul contract double %718, %719
  %721 = load double, ptr %6, align 8
  %722 = fmul contract double %720, %721
  store double %722, ptr %13, align 8
  %723 = load double, ptr %14, align 8
  %724 = load double, ptr %14, align 8
  %725 = fmul contract double %723, %724
  %726 = load double, ptr %6, align 8
  %727 = fmul contract double %725, %726
  store double %727, ptr %14, align 8
  %728 = load double, ptr %15, align 8
  %729 = load double, ptr %15, align 8
  %730 = fmul contract double %728, %729
  %731 = load double, ptr %6, align 8
  %732 = fmul contract double %730, %731
  store double %732, ptr %15, align 8
  %733 = load double, ptr %8, align 8
  %734 = load double, ptr %8, align 8
  %735 = fmul contract double %733, %734
  %736 = load double, ptr %6, align 8
  %737 = fmul contract double %735, %736
  store double %737, ptr %8, align 8
  %738 = load double, ptr %9, align 8
  %739 = load double, ptr %9, align 8
  %740 = fmul contract double %738, %739
  %741 = load double, ptr %6, align 8
  %742 = fmul contract double %740, %741
  store double %742, ptr %9, align 8
  %743 = load double, ptr %10, align 8
  %744 = load double, ptr %10, align 8
  %745 = fmul contract double %743, %744
  %746 = load double, ptr %6, align 8
  %747 = fmul contract double %745, %746
  store double %747, ptr %10, align 8
  %748 = load double, ptr %11, align 8
  %749 = load double, ptr %11, align 8
  %750 = fmul contract double %748, %749
  %751 = load double, ptr %6, align 8
  %752 = fmul contract double %750, %751
  store double %752, ptr %11, align 8
  %753 = load double, ptr %12, align 8
  %754 = load double, ptr %12, align 8
  %755 = fmul contract double %753, %754
  %756 = load double, ptr %6, align 8
  %757 = fmul contract double %755, %756
  store double %757, ptr %12, align 8
  %758 = load double, ptr %13, align 8
  %759 = load double, ptr %13, align 8
  %760 = fmul contract double %758, %759
  %761 = load double, ptr %6, align 8
  %762 = fmul contract double %760, %761
  store double %762, ptr %13, align 8
  %763 = load double, ptr %14, align 8
  %764 = load double, ptr %14, align 8
  %765 = fmul contract double %763, %764
  %766 = load double, ptr %6, align 8
  %767 = fmul contract double %765, %766
  store double %767, ptr %14, align 8
  %768 = load double, ptr %15, align 8
  %769 = load double, ptr %15, align 8
  %770 = fmul contract double %768, %769
  %771 = load double, ptr %6, align 8
  %772 = fmul contract double %770, %771
  store double %772, ptr %15, align 8
  %773 = load double, ptr %8, align 8
  %774 = load double, ptr %8, align 8
  %775 = fmul contract double %773, %774
  %776 = load double, ptr %6, align 8
  %777 = fmul contract double %775, %776
  store double %777, ptr %8, align 8
  %778 = load double, ptr %9, align 8
  %779 = load double, ptr %9, align 8
  %780 = fmul contract double %778, %779
  %781 = load double, ptr %6, align 8
  %782 = fmul contract double %780, %781
  store double %782, ptr %9, align 8
  %783 = load double, ptr %10, align 8
  %784 = load double, ptr %10, align 8
  %785 = fmul contract double %783, %784
  %786 = load double, ptr %6, align 8
  %787 = fmul contract double %785, %786
  store double %787, ptr %10, align 8
  %788 = load double, ptr %11, align 8
  %789 = load double, ptr %11, align 8
  %790 = fmul contract double %788, %789
  %791 = load double, ptr %6, align 8
  %792 = fmul contract double %790, %791
  store double %792, ptr %11, align 8
  %793 = load double, ptr %12, align 8
  %794 = load double, ptr %12, align 8
  %795 = fmul contract double %793, %794
  %796 = load double, ptr %6, align 8
  %797 = fmul contract double %795, %796
  store double %797, ptr %12, align 8
  %798 = load double, ptr %13, align 8
  %799 = load double, ptr %13, align 8
  %800 = fmul contract double %798, %799
  %801 = load double, ptr %6, align 8
  %802 = fmul contract double %800, %801
  store double %802, ptr %13, align 8
  %803 = load double, ptr %14, align 8
  %804 = load double, ptr %14, align 8
  %805 = fmul contract double %803, %804
  %806 = load double, ptr %6, align 8
  %807 = fmul contract double %805, %806
  store double %807, ptr %14, align 8
  %808 = load double, ptr %15, align 8
  %809 = load double, ptr %15, align 8
  %810 = fmul contract double %808, %809
  %811 = load double, ptr %6, align 8
  %812 = fmul contract double %810, %811
  store double %812, ptr %15, align 8
  %813 = load double, ptr %8, align 8
  %814 = load double, ptr %8, align 8
  %815 = fmul contract double %813, %814
  %816 = load double, ptr %6, align 8
  %817 = fmul contract double %815, %816
  store double %817, ptr %8, align 8
  %818 = load double, ptr %9, align 8
  %819 = load double, ptr %9, align 8
  %820 = fmul contract double %818, %819
  %821 = load double, ptr %6, align 8
  %822 = fmul contract double %820, %821
  store double %822, ptr %9, align 8
  %823 = load double, ptr %10, align 8
  %824 = load double, ptr %10, align 8
  %825 = fmul contract double %823, %824
  %826 = load double, ptr %6, align 8
  %827 = fmul contract double %825, %826
  store double %827, ptr %10, align 8
  %828 = load double, ptr %11, align 8
  %829 = load double, ptr %11, align 8
  %830 = fmul contract double %828, %829
  %831 = load double, ptr %6, align 8
  %832 = fmul contract double %830, %831
  store double %832, ptr %11, align 8
  %833 = load double, ptr %12, align 8
  %834 = load double, ptr %12, align 8
  %835 = fmul contract double %833, %834
  %836 = load double, ptr %6, align 8
  %837 = fmul contract double %835, %836
  store double %837, ptr %12, align 8
  %838 = load double, ptr %13, align 8
  %839 = load double, ptr %13, align 8
  %840 = fmul contract double %838, %839
  %841 = load double, ptr %6, align 8
  %842 = fmul contract double %840, %841
  store double %842, ptr %13, align 8
  %843 = load double, ptr %14, align 8
  %844 = load double, ptr %14, align 8
  %845 = fmul contract double %843, %844
  %846 = load double, ptr %6, align 8
  %847 = fmul contract double %845, %846
  store double %847, ptr %14, align 8
  %848 = load double, ptr %15, align 8
  %849 = load double, ptr %15, align 8
  %850 = fmul contract double %848, %849
  %851 = load double, ptr %6, align 8
  %852 = fmul contract double %850, %851
  store double %852, ptr %15, align 8
  %853 = load double, ptr %8, align 8
  %854 = load double, ptr %8, align 8
  %855 = fmul contract double %853, %854
  %856 = load double, ptr %6, align 8
  %857 = fmul contract double %855, %856
  store double %857, ptr %8, align 8
  %858 = load double, ptr %9, align 8
  %859 = load double, ptr %9, align 8
  %860 = fmul contract double %858, %859
  %861 = load double, ptr %6, align 8
  %862 = fmul contract double %860, %861
  store double %862, ptr %9, align 8
  %863 = load double, ptr %10, align 8
  %864 = load double, ptr %10, align 8
  %865 = fmul contract double %863, %864
  %866 = load double, ptr %6, align 8
  %867 = fmul contract double %865, %866
  store double %867, ptr %10, align 8
  %868 = load double, ptr %11, align 8
  %869 = load double, ptr %11, align 8
  %870 = fmul contract double %868, %869
  %871 = load double, ptr %6, align 8
  %872 = fmul contract double %870, %871
  store double %872, ptr %11, align 8
  %873 = load double, ptr %12, align 8
  %874 = load double, ptr %12, align 8
  %875 = fmul contract double %873, %874
  %876 = load double, ptr %6, align 8
  %877 = fmul contract double %875, %876
  store double %877, ptr %12, align 8
  %878 = load double, ptr %13, align 8
  %879 = load double, ptr %13, align 8
  %880 = fmul contract double %878, %879
  %881 = load double, ptr %6, align 8
  %882 = fmul contract double %880, %881
  store double %882, ptr %13, align 8
  %883 = load double, ptr %14, align 8
  %884 = load double, ptr %14, align 8
  %885 = fmul contract double %883, %884
  %886 = load double, ptr %6, align 8
  %887 = fmul contract double %885, %886
  store double %887, ptr %14, align 8
  %888 = load double, ptr %15, align 8
  %889 = load double, ptr %15, align 8
  %890 = fmul contract double %888, %889
  %891 = load double, ptr %6, align 8
  %892 = fmul contract double %890, %891
  store double %892, ptr %15, align 8
  %893 = load double, ptr %8, align 8
  %894 = load double, ptr %8, align 8
  %895 = fmul contract double %893, %894
  %896 = load double, ptr %6, align 8
  %897 = fmul contract double %895, %896
  store double %897, ptr %8, align 8
  %898 = load double, ptr %9, align 8
  %899 = load double, ptr %9, align 8
  %900 = fmul contract double %898, %899
  %901 = load double, ptr %6, align 8
  %902 = fmul contract double %900, %901
  store double %902, ptr %9, align 8
  %903 = load double, ptr %10, align 8
  %904 = load double, ptr %10, align 8
  %905 = fmul contract double %903, %904
  %906 = load double, ptr %6, align 8
  %907 = fmul contract double %905, %906
  store double %907, ptr %10, align 8
  %908 = load double, ptr %11, align 8
  %909 = load double, ptr %11, align 8
  %910 = fmul contract double %908, %909
  %911 = load double, ptr %6, align 8
  %912 = fmul contract double %910, %911
  store double %912, ptr %11, align 8
  %913 = load double, ptr %12, align 8
  %914 = load double, ptr %12, align 8
  %915 = fmul contract double %913, %914
  %916 = load double, ptr %6, align 8
  %917 = fmul contract double %915, %916
  store double %917, ptr %12, align 8
  %918 = load double, ptr %13, align 8
  %919 = load double, ptr %13, align 8
  %920 = fmul contract double %918, %919
  %921 = load double, ptr %6, align 8
  %922 = fmul contract double %920, %921
  store double %922, ptr %13, align 8
  %923 = load double, ptr %14, align 8
  %924 = load double, ptr %14, align 8
  %925 = fmul contract double %923, %924
  %926 = load double, ptr %6, align 8
  %927 = fmul contract double %925, %926
  store double %927, ptr %14, align 8
  %928 = load double, ptr %15, align 8
  %929 = load double, ptr %15, align 8
  %930 = fmul contract double %928, %929
  %931 = load double, ptr %6, align 8
  %932 = fmul contract double %930, %931
  store double %932, ptr %15, align 8
  %933 = load double, ptr %8, align 8
  %934 = load double, ptr %8, align 8
  %935 = fmul contract double %933, %934
  %936 = load double, ptr %6, align 8
  %937 = fmul contract double %935, %936
  store double %937, ptr %8, align 8
  %938 = load double, ptr %9, align 8
  %939 = load double, ptr %9, align 8
  %940 = fmul contract double %938, %939
  %941 = load double, ptr %6, align 8
  %942 = fmul contract double %940, %941
  store double %942, ptr %9, align 8
  %943 = load double, ptr %10, align 8
  %944 = load double, ptr %10, align 8
  %945 = fmul contract double %943, %944
  %946 = load double, ptr %6, align 8
  %947 = fmul contract double %945, %946
  store double %947, ptr %10, align 8
  %948 = load double, ptr %11, align 8
  %949 = load double, ptr %11, align 8
  %950 = fmul contract double %948, %949
  %951 = load double, ptr %6, align 8
  %952 = fmul contract double %950, %951
  store double %952, ptr %11, align 8
  %953 = load double, ptr %12, align 8
  %954 = load double, ptr %12, align 8
  %955 = fmul contract double %953, %954
  %956 = load double, ptr %6, align 8
  %957 = fmul contract double %955, %956
  store double %957, ptr %12, align 8
  %958 = load double, ptr %13, align 8
  %959 = load double, ptr %13, align 8
  %960 = fmul contract double %958, %959
  %961 = load double, ptr %6, align 8
  %962 = fmul contract double %960, %961
  store double %962, ptr %13, align 8
  %963 = load double, ptr %14, align 8
  %964 = load double, ptr %14, align 8
  %965 = fmul contract double %963, %964
  %966 = load double, ptr %6, align 8
  %967 = fmul contract double %965, %966
  store double %967, ptr %14, align 8
  %968 = load double, ptr %15, align 8
  %969 = load double, ptr %15, align 8
  %970 = fmul contract double %968, %969
  %971 = load double, ptr %6, align 8
  %972 = fmul contract double %970, %971
  store double %972, ptr %15, align 8
  %973 = load double, ptr %8, align 8
  %974 = load double, ptr %8, align 8
  %975 = fmul contract double %973, %974
  %976 = load double, ptr %6, align 8
  %977 = fmul contract double %975, %976
  store double %977, ptr %8, align 8
  %978 = load double, ptr %9, align 8
  %979 = load double, ptr %9, align 8
  %980 = fmul contract double %978, %979
  %981 = load double, ptr %6, align 8
  %982 = fmul contract double %980, %981
  store double %982, ptr %9, align 8
  %983 = load double, ptr %10, align 8
  %984 = load double, ptr %10, align 8
  %985 = fmul contract double %983, %984
  %986 = load double, ptr %6, align 8
  %987 = fmul contract double %985, %986
  store double %987, ptr %10, align 8
  %988 = load double, ptr %11, align 8
  %989 = load double, ptr %11, align 8
  %990 = fmul contract double %988, %989
  %991 = load double, ptr %6, align 8
  %992 = fmul contract double %990, %991
  store double %992, ptr %11, align 8
  %993 = load double, ptr %12, align 8
  %994 = load double, ptr %12, align 8
  %995 = fmul contract double %993, %994
  %996 = load double, ptr %6, align 8
  %997 = fmul contract double %995, %996
  store double %997, ptr %12, align 8
  %998 = load double, ptr %13, align 8
  %999 = load double, ptr %13, align 8
  %1000 = fmul contract double %998, %999
  %1001 = load double, ptr %6, align 8
  %1002 = fmul contract double %1000, %1001
  store double %1002, ptr %13, align 8
  %1003 = load double, ptr %14, align 8
  %1004 = load double, ptr %14, align 8
  %1005 = fmul contract double %1003, %1004
  %1006 = load double, ptr %6, align 8
  %1007 = fmul contract double %1005, %1006
  store double %1007, ptr %14, align 8
  %1008 = load double, ptr %15, align 8
  %1009 = load double, ptr %15, align 8
  %1010 = fmul contract double %1008, %1009
  %1011 = load double, ptr %6, align 8
  %1012 = fmul contract double %1010, %1011
  store double %1012, ptr %15, align 8
  %1013 = load double, ptr %8, align 8
  %1014 = load double, ptr %8, align 8
  %1015 = fmul contract double %1013, %1014
  %1016 = load double, ptr %6, align 8
  %1017 = fmul contract double %1015, %1016
  store double %1017, ptr %8, align 8
  %1018 = load double, ptr %9, align 8
  %1019 = load double, ptr %9, align 8
  %1020 = fmul contract double %1018, %1019
  %1021 = load double, ptr %6, align 8
  %1022 = fmul contract double %1020, %1021
  store double %1022, ptr %9, align 8
  %1023 = load double, ptr %10, align 8
  %1024 = load double, ptr %10, align 8
  %1025 = fmul contract double %1023, %1024
  %1026 = load double, ptr %6, align 8
  %1027 = fmul contract double %1025, %1026
  store double %1027, ptr %10, align 8
  %1028 = load double, ptr %11, align 8
  %1029 = load double, ptr %11, align 8
  %1030 = fmul contract double %1028, %1029
  %1031 = load double, ptr %6, align 8
  %1032 = fmul contract double %1030, %1031
  store double %1032, ptr %11, align 8
  %1033 = load double, ptr %12, align 8
  %1034 = load double, ptr %12, align 8
  %1035 = fmul contract double %1033, %1034
  %1036 = load double, ptr %6, align 8
  %1037 = fmul contract double %1035, %1036
  store double %1037, ptr %12, align 8
  %1038 = load double, ptr %13, align 8
  %1039 = load double, ptr %13, align 8
  %1040 = fmul contract double %1038, %1039
  %1041 = load double, ptr %6, align 8
  %1042 = fmul contract double %1040, %1041
  store double %1042, ptr %13, align 8
  %1043 = load double, ptr %14, align 8
  %1044 = load double, ptr %14, align 8
  %1045 = fmul contract double %1043, %1044
  %1046 = load double, ptr %6, align 8
  %1047 = fmul contract double %1045, %1046
  store double %1047, ptr %14, align 8
  %1048 = load double, ptr %15, align 8
  %1049 = load double, ptr %15, align 8
  %1050 = fmul contract double %1048, %1049
  %1051 = load double, ptr %6, align 8
  %1052 = fmul contract double %1050, %1051
  store double %1052, ptr %15, align 8
  br label %1053

1053:                                             ; preds = %52
  %1054 = load i32, ptr %16, align 4
  %1055 = add nsw i32 %1054, 1
  store i32 %1055, ptr %16, align 4
  br label %48, !llvm.loop !8

1056:                                             ; preds = %48
  %1057 = load double, ptr %8, align 8
  %1058 = load double, ptr %9, align 8
  %1059 = fadd contract double %1057, %1058
  %1060 = load double, ptr %10, align 8
  %1061 = load double, ptr %11, align 8
  %1062 = fadd contract double %1060, %1061
  %1063 = fadd contract double %1059, %1062
  %1064 = load double, ptr %12, align 8
  %1065 = load double, ptr %13, align 8
  %1066 = fadd contract double %1064, %1065
  %1067 = load double, ptr %14, align 8
  %1068 = load double, ptr %15, align 8
  %1069 = fadd contract double %1067, %1068
  %1070 = fadd contract double %1066, %1069
  %1071 = fadd contract double %1063, %1070
  %1072 = load ptr, ptr %4, align 8
  %1073 = load i32, ptr %7, align 4
  %1074 = sext i32 %1073 to i64
  %1075 = getelementptr inbounds double, ptr %1072, i64 %1074
  store double %1071, ptr %1075, align 8
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

!0 = !{ptr @_Z4Mul8IfEvPT_iS0_, !"kernel", i32 1}
!1 = !{ptr @_Z4Mul8IdEvPT_iS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
