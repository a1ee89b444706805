; ModuleID = 'maxflops.Mul1.cu'
source_filename = "maxflops.Mul1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z4Mul1IfEvPT_iS0_ = comdat any

$_Z4Mul1IdEvPT_iS0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul1IfEvPT_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fsub contract float %19, %24
  %26 = fadd contract float %25, 0x3FEFF7CEE0000000
  store float %26, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %1032, %3
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %1035

31:                                               ; preds = %27
  %32 = load float, ptr %8, align 4
  %33 = load float, ptr %8, align 4
  %34 = fmul contract float %32, %33
  %35 = load float, ptr %6, align 4
  %36 = fmul contract float %34, %35
  store float %36, ptr %8, align 4
  %37 = load float, ptr %8, align 4
  %38 = load float, ptr %8, align 4
  %39 = fmul contract float %37, %38
  %40 = load float, ptr %6, align 4
  %41 = fmul contract float %39, %40
  store float %41, ptr %8, align 4
  %42 = load float, ptr %8, align 4
  %43 = load float, ptr %8, align 4
  %44 = fmul contract float %42, %43
  %45 = load float, ptr %6, align 4
  %46 = fmul contract float %44, %45
  store float %46, ptr %8, align 4
  %47 = load float, ptr %8, align 4
  %48 = load float, ptr %8, align 4
  %49 = fmul contract float %47, %48
  %50 = load float, ptr %6, align 4
  %51 = fmul contract float %49, %50
  store float %51, ptr %8, align 4
  %52 = load float, ptr %8, align 4
  %53 = load float, ptr %8, align 4
  %54 = fmul contract float %52, %53
  %55 = load float, ptr %6, align 4
  %56 = fmul contract float %54, %55
  store float %56, ptr %8, align 4
  %57 = load float, ptr %8, align 4
  %58 = load float, ptr %8, align 4
  %59 = fmul contract float %57, %58
  %60 = load float, ptr %6, align 4
  %61 = fmul contract float %59, %60
  store float %61, ptr %8, align 4
  %62 = load float, ptr %8, align 4
  %63 = load float, ptr %8, align 4
  %64 = fmul contract float %62, %63
  %65 = load float, ptr %6, align 4
  %66 = fmul contract float %64, %65
  store float %66, ptr %8, align 4
  %67 = load float, ptr %8, align 4
  %68 = load float, ptr %8, align 4
  %69 = fmul contract float %67, %68
  %70 = load float, ptr %6, align 4
  %71 = fmul contract float %69, %70
  store float %71, ptr %8, align 4
  %72 = load float, ptr %8, align 4
  %73 = load float, ptr %8, align 4
  %74 = fmul contract float %72, %73
  %75 = load float, ptr %6, align 4
  %76 = fmul contract float %74, %75
  store float %76, ptr %8, align 4
  %77 = load float, ptr %8, align 4
  %78 = load float, ptr %8, align 4
  %79 = fmul contract float %77, %78
  %80 = load float, ptr %6, align 4
  %81 = fmul contract float %79, %80
  store float %81, ptr %8, align 4
  %82 = load float, ptr %8, align 4
  %83 = load float, ptr %8, align 4
  %84 = fmul contract float %82, %83
  %85 = load float, ptr %6, align 4
  %86 = fmul contract float %84, %85
  store float %86, ptr %8, align 4
  %87 = load float, ptr %8, align 4
  %88 = load float, ptr %8, align 4
  %89 = fmul contract float %87, %88
  %90 = load float, ptr %6, align 4
  %91 = fmul contract float %89, %90
  store float %91, ptr %8, align 4
  %92 = load float, ptr %8, align 4
  %93 = load float, ptr %8, align 4
  %94 = fmul contract float %92, %93
  %95 = load float, ptr %6, align 4
  %96 = fmul contract float %94, %95
  store float %96, ptr %8, align 4
  %97 = load float, ptr %8, align 4
  %98 = load float, ptr %8, align 4
  %99 = fmul contract float %97, %98
  %100 = load float, ptr %6, align 4
  %101 = fmul contract float %99, %100
  store float %101, ptr %8, align 4
  %102 = load float, ptr %8, align 4
  %103 = load float, ptr %8, align 4
  %104 = fmul contract float %102, %103
  %105 = load float, ptr %6, align 4
  %106 = fmul contract float %104, %105
  store float %106, ptr %8, align 4
  %107 = load float, ptr %8, align 4
  %108 = load float, ptr %8, align 4
  %109 = fmul contract float %107, %108
  %110 = load float, ptr %6, align 4
  %111 = fmul contract float %109, %110
  store float %111, ptr %8, align 4
  %112 = load float, ptr %8, align 4
  %113 = load float, ptr %8, align 4
  %114 = fmul contract float %112, %113
  %115 = load float, ptr %6, align 4
  %116 = fmul contract float %114, %115
  store float %116, ptr %8, align 4
  %117 = load float, ptr %8, align 4
  %118 = load float, ptr %8, align 4
  %119 = fmul contract float %117, %118
  %120 = load float, ptr %6, align 4
  %121 = fmul contract float %119, %120
  store float %121, ptr %8, align 4
  %122 = load float, ptr %8, align 4
  %123 = load float, ptr %8, align 4
  %124 = fmul contract float %122, %123
  %125 = load float, ptr %6, align 4
  %126 = fmul contract float %124, %125
  store float %126, ptr %8, align 4
  %127 = load float, ptr %8, align 4
  %128 = load float, ptr %8, align 4
  %129 = fmul contract float %127, %128
  %130 = load float, ptr %6, align 4
  %131 = fmul contract float %129, %130
  store float %131, ptr %8, align 4
  %132 = load float, ptr %8, align 4
  %133 = load float, ptr %8, align 4
  %134 = fmul contract float %132, %133
  %135 = load float, ptr %6, align 4
  %136 = fmul contract float %134, %135
  store float %136, ptr %8, align 4
  %137 = load float, ptr %8, align 4
  %138 = load float, ptr %8, align 4
  %139 = fmul contract float %137, %138
  %140 = load float, ptr %6, align 4
  %141 = fmul contract float %139, %140
  store float %141, ptr %8, align 4
  %142 = load float, ptr %8, align 4
  %143 = load float, ptr %8, align 4
  %144 = fmul contract float %142, %143
  %145 = load float, ptr %6, align 4
  %146 = fmul contract float %144, %145
  store float %146, ptr %8, align 4
  %147 = load float, ptr %8, align 4
  %148 = load float, ptr %8, align 4
  %149 = fmul contract float %147, %148
  %150 = load float, ptr %6, align 4
  %151 = fmul contract float %149, %150
  store float %151, ptr %8, align 4
  %152 = load float, ptr %8, align 4
  %153 = load float, ptr %8, align 4
  %154 = fmul contract float %152, %153
  %155 = load float, ptr %6, align 4
  %156 = fmul contract float %154, %155
  store float %156, ptr %8, align 4
  %157 = load float, ptr %8, align 4
  %158 = load float, ptr %8, align 4
  %159 = fmul contract float %157, %158
  %160 = load float, ptr %6, align 4
  %161 = fmul contract float %159, %160
  store float %161, ptr %8, align 4
  %162 = load float, ptr %8, align 4
  %163 = load float, ptr %8, align 4
  %164 = fmul contract float %162, %163
  %165 = load float, ptr %6, align 4
  %166 = fmul contract float %164, %165
  store float %166, ptr %8, align 4
  %167 = load float, ptr %8, align 4
  %168 = load float, ptr %8, align 4
  %169 = fmul contract float %167, %168
  %170 = load float, ptr %6, align 4
  %171 = fmul contract float %169, %170
  store float %171, ptr %8, align 4
  %172 = load float, ptr %8, align 4
  %173 = load float, ptr %8, align 4
  %174 = fmul contract float %172, %173
  %175 = load float, ptr %6, align 4
  %176 = fmul contract float %174, %175
  store float %176, ptr %8, align 4
  %177 = load float, ptr %8, align 4
  %178 = load float, ptr %8, align 4
  %179 = fmul contract float %177, %178
  %180 = load float, ptr %6, align 4
  %181 = fmul contract float %179, %180
  store float %181, ptr %8, align 4
  %182 = load float, ptr %8, align 4
  %183 = load float, ptr %8, align 4
  %184 = fmul contract float %182, %183
  %185 = load float, ptr %6, align 4
  %186 = fmul contract float %184, %185
  store float %186, ptr %8, align 4
  %187 = load float, ptr %8, align 4
  %188 = load float, ptr %8, align 4
  %189 = fmul contract float %187, %188
  %190 = load float, ptr %6, align 4
  %191 = fmul contract float %189, %190
  store float %191, ptr %8, align 4
  %192 = load float, ptr %8, align 4
  %193 = load float, ptr %8, align 4
  %194 = fmul contract float %192, %193
  %195 = load float, ptr %6, align 4
  %196 = fmul contract float %194, %195
  store float %196, ptr %8, align 4
  %197 = load float, ptr %8, align 4
  %198 = load float, ptr %8, align 4
  %199 = fmul contract float %197, %198
  %200 = load float, ptr %6, align 4
  %201 = fmul contract float %199, %200
  store float %201, ptr %8, align 4
  %202 = load float, ptr %8, align 4
  %203 = load float, ptr %8, align 4
  %204 = fmul contract float %202, %203
  %205 = load float, ptr %6, align 4
  %206 = fmul contract float %204, %205
  store float %206, ptr %8, align 4
  %207 = load float, ptr %8, align 4
  %208 = load float, ptr %8, align 4
  %209 = fmul contract float %207, %208
  %210 = load float, ptr %6, align 4
  %211 = fmul contract float %209, %210
  store float %211, ptr %8, align 4
  %212 = load float, ptr %8, align 4
  %213 = load float, ptr %8, align 4
  %214 = fmul contract float %212, %213
  %215 = load float, ptr %6, align 4
  %216 = fmul contract float %214, %215
  store float %216, ptr %8, align 4
  %217 = load float, ptr %8, align 4
  %218 = load float, ptr %8, align 4
  %219 = fmul contract float %217, %218
  %220 = load float, ptr %6, align 4
  %221 = fmul contract float %219, %220
  store float %221, ptr %8, align 4
  %222 = load float, ptr %8, align 4
  %223 = load float, ptr %8, align 4
  %224 = fmul contract float %222, %223
  %225 = load float, ptr %6, align 4
  %226 = fmul contract float %224, %225
  store float %226, ptr %8, align 4
  %227 = load float, ptr %8, align 4
  %228 = load float, ptr %8, align 4
  %229 = fmul contract float %227, %228
  %230 = load float, ptr %6, align 4
  %231 = fmul contract float %229, %230
  store float %231, ptr %8, align 4
  %232 = load float, ptr %8, align 4
  %233 = load float, ptr %8, align 4
  %234 = fmul contract float %232, %233
  %235 = load float, ptr %6, align 4
  %236 = fmul contract float %234, %235
  store float %236, ptr %8, align 4
  %237 = load float, ptr %8, align 4
  %238 = load float, ptr %8, align 4
  %239 = fmul contract float %237, %238
  %240 = load float, ptr %6, align 4
  %241 = fmul contract float %239, %240
  store float %241, ptr %8, align 4
  %242 = load float, ptr %8, align 4
  %243 = load float, ptr %8, align 4
  %244 = fmul contract float %242, %243
  %245 = load float, ptr %6, align 4
  %246 = fmul contract float %244, %245
  store float %246, ptr %8, align 4
  %247 = load float, ptr %8, align 4
  %248 = load float, ptr %8, align 4
  %249 = fmul contract float %247, %248
  %250 = load float, ptr %6, align 4
  %251 = fmul contract float %249, %250
  store float %251, ptr %8, align 4
  %252 = load float, ptr %8, align 4
  %253 = load float, ptr %8, align 4
  %254 = fmul contract float %252, %253
  %255 = load float, ptr %6, align 4
  %256 = fmul contract float %254, %255
  store float %256, ptr %8, align 4
  %257 = load float, ptr %8, align 4
  %258 = load float, ptr %8, align 4
  %259 = fmul contract float %257, %258
  %260 = load float, ptr %6, align 4
  %261 = fmul contract float %259, %260
  store float %261, ptr %8, align 4
  %262 = load float, ptr %8, align 4
  %263 = load float, ptr %8, align 4
  %264 = fmul contract float %262, %263
  %265 = load float, ptr %6, align 4
  %266 = fmul contract float %264, %265
  store float %266, ptr %8, align 4
  %267 = load float, ptr %8, align 4
  %268 = load float, ptr %8, align 4
  %269 = fmul contract float %267, %268
  %270 = load float, ptr %6, align 4
  %271 = fmul contract float %269, %270
  store float %271, ptr %8, align 4
  %272 = load float, ptr %8, align 4
  %273 = load float, ptr %8, align 4
  %274 = fmul contract float %272, %273
  %275 = load float, ptr %6, align 4
  %276 = fmul contract float %274, %275
  store float %276, ptr %8, align 4
  %277 = load float, ptr %8, align 4
  %278 = load float, ptr %8, align 4
  %279 = fmul contract float %277, %278
  %280 = load float, ptr %6, align 4
  %281 = fmul contract float %279, %280
  store float %281, ptr %8, align 4
  %282 = load float, ptr %8, align 4
  %283 = load float, ptr %8, align 4
  %284 = fmul contract float %282, %283
  %285 = load float, ptr %6, align 4
  %286 = fmul contract float %284, %285
  store float %286, ptr %8, align 4
  %287 = load float, ptr %8, align 4
  %288 = load float, ptr %8, align 4
  %289 = fmul contract float %287, %288
  %290 = load float, ptr %6, align 4
  %291 = fmul contract float %289, %290
  store float %291, ptr %8, align 4
  %292 = load float, ptr %8, align 4
  %293 = load float, ptr %8, align 4
  %294 = fmul contract float %292, %293
  %295 = load float, ptr %6, align 4
  %296 = fmul contract float %294, %295
  store float %296, ptr %8, align 4
  %297 = load float, ptr %8, align 4
  %298 = load float, ptr %8, align 4
  %299 = fmul contract float %297, %298
  %300 = load float, ptr %6, align 4
  %301 = fmul contract float %299, %300
  store float %301, ptr %8, align 4
  %302 = load float, ptr %8, align 4
  %303 = load float, ptr %8, align 4
  %304 = fmul contract float %302, %303
  %305 = load float, ptr %6, align 4
  %306 = fmul contract float %304, %305
  store float %306, ptr %8, align 4
  %307 = load float, ptr %8, align 4
  %308 = load float, ptr %8, align 4
  %309 = fmul contract float %307, %308
  %310 = load float, ptr %6, align 4
  %311 = fmul contract float %309, %310
  store float %311, ptr %8, align 4
  %312 = load float, ptr %8, align 4
  %313 = load float, ptr %8, align 4
  %314 = fmul contract float %312, %313
  %315 = load float, ptr %6, align 4
  %316 = fmul contract float %314, %315
  store float %316, ptr %8, align 4
  %317 = load float, ptr %8, align 4
  %318 = load float, ptr %8, align 4
  %319 = fmul contract float %317, %318
  %320 = load float, ptr %6, align 4
  %321 = fmul contract float %319, %320
  store float %321, ptr %8, align 4
  %322 = load float, ptr %8, align 4
  %323 = load float, ptr %8, align 4
  %324 = fmul contract float %322, %323
  %325 = load float, ptr %6, align 4
  %326 = fmul contract float %324, %325
  store float %326, ptr %8, align 4
  %327 = load float, ptr %8, align 4
  %328 = load float, ptr %8, align 4
  %329 = fmul contract float %327, %328
  %330 = load float, ptr %6, align 4
  %331 = fmul contract float %329, %330
  store float %331, ptr %8, align 4
  %332 = load float, ptr %8, align 4
  %333 = load float, ptr %8, align 4
  %334 = fmul contract float %332, %333
  %335 = load float, ptr %6, align 4
  %336 = fmul contract float %334, %335
  store float %336, ptr %8, align 4
  %337 = load float, ptr %8, align 4
  %338 = load float, ptr %8, align 4
  %339 = fmul contract float %337, %338
  %340 = load float, ptr %6, align 4
  %341 = fmul contract float %339, %340
  store float %341, ptr %8, align 4
  %342 = load float, ptr %8, align 4
  %343 = load float, ptr %8, align 4
  %344 = fmul contract float %342, %343
  %345 = load float, ptr %6, align 4
  %346 = fmul contract float %344, %345
  store float %346, ptr %8, align 4
  %347 = load float, ptr %8, align 4
  %348 = load float, ptr %8, align 4
  %349 = fmul contract float %347, %348
  %350 = load float, ptr %6, align 4
  %351 = fmul contract float %349, %350
  store float %351, ptr %8, align 4
  %352 = load float, ptr %8, align 4
  %353 = load float, ptr %8, align 4
  %354 = fmul contract float %352, %353
  %355 = load float, ptr %6, align 4
  %356 = fmul contract float %354, %355
  store float %356, ptr %8, align 4
  %357 = load float, ptr %8, align 4
  %358 = load float, ptr %8, align 4
  %359 = fmul contract float %357, %358
  %360 = load float, ptr %6, align 4
  %361 = fmul contract float %359, %360
  store float %361, ptr %8, align 4
  %362 = load float, ptr %8, align 4
  %363 = load float, ptr %8, align 4
  %364 = fmul contract float %362, %363
  %365 = load float, ptr %6, align 4
  %366 = fmul contract float %364, %365
  store float %366, ptr %8, align 4
  %367 = load float, ptr %8, align 4
  %368 = load float, ptr %8, align 4
  %369 = fmul contract float %367, %368
  %370 = load float, ptr %6, align 4
  %371 = fmul contract float %369, %370
  store float %371, ptr %8, align 4
  %372 = load float, ptr %8, align 4
  %373 = load float, ptr %8, align 4
  %374 = fmul contract float %372, %373
  %375 = load float, ptr %6, align 4
  %376 = fmul contract float %374, %375
  store float %376, ptr %8, align 4
  %377 = load float, ptr %8, align 4
  %378 = load float, ptr %8, align 4
  %379 = fmul contract float %377, %378
  %380 = load float, ptr %6, align 4
  %381 = fmul contract float %379, %380
  store float %381, ptr %8, align 4
  %382 = load float, ptr %8, align 4
  %383 = load float, ptr %8, align 4
  %384 = fmul contract float %382, %383
  %385 = load float, ptr %6, align 4
  %386 = fmul contract float %384, %385
  store float %386, ptr %8, align 4
  %387 = load float, ptr %8, align 4
  %388 = load float, ptr %8, align 4
  %389 = fmul contract float %387, %388
  %390 = load float, ptr %6, align 4
  %391 = fmul contract float %389, %390
  store float %391, ptr %8, align 4
  %392 = load float, ptr %8, align 4
  %393 = load float, ptr %8, align 4
  %394 = fmul contract float %392, %393
  %395 = load float, ptr %6, align 4
  %396 = fmul contract float %394, %395
  store float %396, ptr %8, align 4
  %397 = load float, ptr %8, align 4
  %398 = load float, ptr %8, align 4
  %399 = fmul contract float %397, %398
  %400 = load float, ptr %6, align 4
  %401 = fmul contract float %399, %400
  store float %401, ptr %8, align 4
  %402 = load float, ptr %8, align 4
  %403 = load float, ptr %8, align 4
  %404 = fmul contract float %402, %403
  %405 = load float, ptr %6, align 4
  %406 = fmul contract float %404, %405
  store float %406, ptr %8, align 4
  %407 = load float, ptr %8, align 4
  %408 = load float, ptr %8, align 4
  %409 = fmul contract float %407, %408
  %410 = load float, ptr %6, align 4
  %411 = fmul contract float %409, %410
  store float %411, ptr %8, align 4
  %412 = load float, ptr %8, align 4
  %413 = load float, ptr %8, align 4
  %414 = fmul contract float %412, %413
  %415 = load float, ptr %6, align 4
  %416 = fmul contract float %414, %415
  store float %416, ptr %8, align 4
  %417 = load float, ptr %8, align 4
  %418 = load float, ptr %8, align 4
  %419 = fmul contract float %417, %418
  %420 = load float, ptr %6, align 4
  %421 = fmul contract float %419, %420
  store float %421, ptr %8, align 4
  %422 = load float, ptr %8, align 4
  %423 = load float, ptr %8, align 4
  %424 = fmul contract float %422, %423
  %425 = load float, ptr %6, align 4
  %426 = fmul contract float %424, %425
  store float %426, ptr %8, align 4
  %427 = load float, ptr %8, align 4
  %428 = load float, ptr %8, align 4
  %429 = fmul contract float %427, %428
  %430 = load float, ptr %6, align 4
  %431 = fmul contract float %429, %430
  store float %431, ptr %8, align 4
  %432 = load float, ptr %8, align 4
  %433 = load float, ptr %8, align 4
  %434 = fmul contract float %432, %433
  %435 = load float, ptr %6, align 4
  %436 = fmul contract float %434, %435
  store float %436, ptr %8, align 4
  %437 = load float, ptr %8, align 4
  %438 = load float, ptr %8, align 4
  %439 = fmul contract float %437, %438
  %440 = load float, ptr %6, align 4
  %441 = fmul contract float %439, %440
  store float %441, ptr %8, align 4
  %442 = load float, ptr %8, align 4
  %443 = load float, ptr %8, align 4
  %444 = fmul contract float %442, %443
  %445 = load float, ptr %6, align 4
  %446 = fmul contract float %444, %445
  store float %446, ptr %8, align 4
  %447 = load float, ptr %8, align 4
  %448 = load float, ptr %8, align 4
  %449 = fmul contract float %447, %448
  %450 = load float, ptr %6, align 4
  %451 = fmul contract float %449, %450
  store float %451, ptr %8, align 4
  %452 = load float, ptr %8, align 4
  %453 = load float, ptr %8, align 4
  %454 = fmul contract float %452, %453
  %455 = load float, ptr %6, align 4
  %456 = fmul contract float %454, %455
  store float %456, ptr %8, align 4
  %457 = load float, ptr %8, align 4
  %458 = load float, ptr %8, align 4
  %459 = fmul contract float %457, %458
  %460 = load float, ptr %6, align 4
  %461 = fmul contract float %459, %460
  store float %461, ptr %8, align 4
  %462 = load float, ptr %8, align 4
  %463 = load float, ptr %8, align 4
  %464 = fmul contract float %462, %463
  %465 = load float, ptr %6, align 4
  %466 = fmul contract float %464, %465
  store float %466, ptr %8, align 4
  %467 = load float, ptr %8, align 4
  %468 = load float, ptr %8, align 4
  %469 = fmul contract float %467, %468
  %470 = load float, ptr %6, align 4
  %471 = fmul contract float %469, %470
  store float %471, ptr %8, align 4
  %472 = load float, ptr %8, align 4
  %473 = load float, ptr %8, align 4
  %474 = fmul contract float %472, %473
  %475 = load float, ptr %6, align 4
  %476 = fmul contract float %474, %475
  store float %476, ptr %8, align 4
  %477 = load float, ptr %8, align 4
  %478 = load float, ptr %8, align 4
  %479 = fmul contract float %477, %478
  %480 = load float, ptr %6, align 4
  %481 = fmul contract float %479, %480
  store float %481, ptr %8, align 4
  %482 = load float, ptr %8, align 4
  %483 = load float, ptr %8, align 4
  %484 = fmul contract float %482, %483
  %485 = load float, ptr %6, align 4
  %486 = fmul contract float %484, %485
  store float %486, ptr %8, align 4
  %487 = load float, ptr %8, align 4
  %488 = load float, ptr %8, align 4
  %489 = fmul contract float %487, %488
  %490 = load float, ptr %6, align 4
  %491 = fmul contract float %489, %490
  store float %491, ptr %8, align 4
  %492 = load float, ptr %8, align 4
  %493 = load float, ptr %8, align 4
  %494 = fmul contract float %492, %493
  %495 = load float, ptr %6, align 4
  %496 = fmul contract float %494, %495
  store float %496, ptr %8, align 4
  %497 = load float, ptr %8, align 4
  %498 = load float, ptr %8, align 4
  %499 = fmul contract float %497, %498
  %500 = load float, ptr %6, align 4
  %501 = fmul contract float %499, %500
  store float %501, ptr %8, align 4
  %502 = load float, ptr %8, align 4
  %503 = load float, ptr %8, align 4
  %504 = fmul contract float %502, %503
  %505 = load float, ptr %6, align 4
  %506 = fmul contract float %504, %505
  store float %506, ptr %8, align 4
  %507 = load float, ptr %8, align 4
  %508 = load float, ptr %8, align 4
  %509 = fmul contract float %507, %508
  %510 = load float, ptr %6, align 4
  %511 = fmul contract float %509, %510
  store float %511, ptr %8, align 4
  %512 = load float, ptr %8, align 4
  %513 = load float, ptr %8, align 4
  %514 = fmul contract float %512, %513
  %515 = load float, ptr %6, align 4
  %516 = fmul contract float %514, %515
  store float %516, ptr %8, align 4
  %517 = load float, ptr %8, align 4
  %518 = load float, ptr %8, align 4
  %519 = fmul contract float %517, %518
  %520 = load float, ptr %6, align 4
  %521 = fmul contract float %519, %520
  store float %521, ptr %8, align 4
  %522 = load float, ptr %8, align 4
  %523 = load float, ptr %8, align 4
  %524 = fmul contract float %522, %523
  %525 = load float, ptr %6, align 4
  %526 = fmul contract float %524, %525
  store float %526, ptr %8, align 4
  %527 = load float, ptr %8, align 4
  %528 = load float, ptr %8, align 4
  %529 = fmul contract float %527, %528
  %530 = load float, ptr %6, align 4
  %531 = fmul contract float %529, %530
  store float %531, ptr %8, align 4
  %532 = load float, ptr %8, align 4
  %533 = load float, ptr %8, align 4
  %534 = fmul contract float %532, %533
  %535 = load float, ptr %6, align 4
  %536 = fmul contract float %534, %535
  store float %536, ptr %8, align 4
  %537 = load float, ptr %8, align 4
  %538 = load float, ptr %8, align 4
  %539 = fmul contract float %537, %538
  %540 = load float, ptr %6, align 4
  %541 = fmul contract float %539, %540
  store float %541, ptr %8, align 4
  %542 = load float, ptr %8, align 4
  %543 = load float, ptr %8, align 4
  %544 = fmul contract float %542, %543
  %545 = load float, ptr %6, align 4
  %546 = fmul contract float %544, %545
  store float %546, ptr %8, align 4
  %547 = load float, ptr %8, align 4
  %548 = load float, ptr %8, align 4
  %549 = fmul contract float %547, %548
  %550 = load float, ptr %6, align 4
  %551 = fmul contract float %549, %550
  store float %551, ptr %8, align 4
  %552 = load float, ptr %8, align 4
  %553 = load float, ptr %8, align 4
  %554 = fmul contract float %552, %553
  %555 = load float, ptr %6, align 4
  %556 = fmul contract float %554, %555
  store float %556, ptr %8, align 4
  %557 = load float, ptr %8, align 4
  %558 = load float, ptr %8, align 4
  %559 = fmul contract float %557, %558
  %560 = load float, ptr %6, align 4
  %561 = fmul contract float %559, %560
  store float %561, ptr %8, align 4
  %562 = load float, ptr %8, align 4
  %563 = load float, ptr %8, align 4
  %564 = fmul contract float %562, %563
  %565 = load float, ptr %6, align 4
  %566 = fmul contract float %564, %565
  store float %566, ptr %8, align 4
  %567 = load float, ptr %8, align 4
  %568 = load float, ptr %8, align 4
  %569 = fmul contract float %567, %568
  %570 = load float, ptr %6, align 4
  %571 = fmul contract float %569, %570
  store float %571, ptr %8, align 4
  %572 = load float, ptr %8, align 4
  %573 = load float, ptr %8, align 4
  %574 = fmul contract float %572, %573
  %575 = load float, ptr %6, align 4
  %576 = fmul contract float %574, %575
  store float %576, ptr %8, align 4
  %577 = load float, ptr %8, align 4
  %578 = load float, ptr %8, align 4
  %579 = fmul contract float %577, %578
  %580 = load float, ptr %6, align 4
  %581 = fmul contract float %579, %580
  store float %581, ptr %8, align 4
  %582 = load float, ptr %8, align 4
  %583 = load float, ptr %8, align 4
  %584 = fmul contract float %582, %583
  %585 = load float, ptr %6, align 4
  %586 = fmul contract float %584, %585
  store float %586, ptr %8, align 4
  %587 = load float, ptr %8, align 4
  %588 = load float, ptr %8, align 4
  %589 = fmul contract float %587, %588
  %590 = load float, ptr %6, align 4
  %591 = fmul contract float %589, %590
  store float %591, ptr %8, align 4
  %592 = load float, ptr %8, align 4
  %593 = load float, ptr %8, align 4
  %594 = fmul contract float %592, %593
  %595 = load float, ptr %6, align 4
  %596 = fmul contract float %594, %595
  store float %596, ptr %8, align 4
  %597 = load float, ptr %8, align 4
  %598 = load float, ptr %8, align 4
  %599 = fmul contract float %597, %598
  %600 = load float, ptr %6, align 4
  %601 = fmul contract float %599, %600
  store float %601, ptr %8, align 4
  %602 = load float, ptr %8, align 4
  %603 = load float, ptr %8, align 4
  %604 = fmul contract float %602, %603
  %605 = load float, ptr %6, align 4
  %606 = fmul contract float %604, %605
  store float %606, ptr %8, align 4
  %607 = load float, ptr %8, align 4
  %608 = load float, ptr %8, align 4
  %609 = fmul contract float %607, %608
  %610 = load float, ptr %6, align 4
  %611 = fmul contract float %609, %610
  store float %611, ptr %8, align 4
  %612 = load float, ptr %8, align 4
  %613 = load float, ptr %8, align 4
  %614 = fmul contract float %612, %613
  %615 = load float, ptr %6, align 4
  %616 = fmul contract float %614, %615
  store float %616, ptr %8, align 4
  %617 = load float, ptr %8, align 4
  %618 = load float, ptr %8, align 4
  %619 = fmul contract float %617, %618
  %620 = load float, ptr %6, align 4
  %621 = fmul contract float %619, %620
  store float %621, ptr %8, align 4
  %622 = load float, ptr %8, align 4
  %623 = load float, ptr %8, align 4
  %624 = fmul contract float %622, %623
  %625 = load float, ptr %6, align 4
  %626 = fmul contract float %624, %625
  store float %626, ptr %8, align 4
  %627 = load float, ptr %8, align 4
  %628 = load float, ptr %8, align 4
  %629 = fmul contract float %627, %628
  %630 = load float, ptr %6, align 4
  %631 = fmul contract float %629, %630
  store float %631, ptr %8, align 4
  %632 = load float, ptr %8, align 4
  %633 = load float, ptr %8, align 4
  %634 = fmul contract float %632, %633
  %635 = load float, ptr %6, align 4
  %636 = fmul contract float %634, %635
  store float %636, ptr %8, align 4
  %637 = load float, ptr %8, align 4
  %638 = load float, ptr %8, align 4
  %639 = fmul contract float %637, %638
  %640 = load float, ptr %6, align 4
  %641 = fmul contract float %639, %640
  store float %641, ptr %8, align 4
  %642 = load float, ptr %8, align 4
  %643 = load float, ptr %8, align 4
  %644 = fmul contract float %642, %643
  %645 = load float, ptr %6, align 4
  %646 = fmul contract float %644, %645
  store float %646, ptr %8, align 4
  %647 = load float, ptr %8, align 4
  %648 = load float, ptr %8, align 4
  %649 = fmul contract float %647, %648
  %650 = load float, ptr %6, align 4
  %651 = fmul contract float %649, %650
  store float %651, ptr %8, align 4
  %652 = load float, ptr %8, align 4
  %653 = load float, ptr %8, align 4
  %654 = fmul contract float %652, %653
  %655 = load float, ptr %6, align 4
  %656 = fmul contract float %654, %655
  store float %656, ptr %8, align 4
  %657 = load float, ptr %8, align 4
  %658 = load float, ptr %8, align 4
  %659 = fmul contract float %657, %658
  %660 = load float, ptr %6, align 4
  %661 = fmul contract float %659, %660
  store float %661, ptr %8, align 4
  %662 = load float, ptr %8, align 4
  %663 = load float, ptr %8, align 4
  %664 = fmul contract float %662, %663
  %665 = load float, ptr %6, align 4
  %666 = fmul contract float %664, %665
  store float %666, ptr %8, align 4
  %667 = load float, ptr %8, align 4
  %668 = load float, ptr %8, align 4
  %669 = fmul contract float %667, %668
  %670 = load float, ptr %6, align 4
  %671 = fmul contract float %669, %670
  store float %671, ptr %8, align 4
  %672 = load float, ptr %8, align 4
  %673 = load float, ptr %8, align 4
  %674 = fmul contract float %672, %673
  %675 = load float, ptr %6, align 4
  %676 = fmul contract float %674, %675
  store float %676, ptr %8, align 4
  %677 = load float, ptr %8, align 4
  %678 = load float, ptr %8, align 4
  %679 = fmul contract float %677, %678
  %680 = load float, ptr %6, align 4
  %681 = fmul contract float %679, %680
  store float %681, ptr %8, align 4
  %682 = load float, ptr %8, align 4
  %683 = load float, ptr %8, align 4
  %684 = fmul contract float %682, %683
  %685 = load float, ptr %6, align 4
  %686 = fmul contract float %684, %685
  store float %686, ptr %8, align 4
  %687 = load float, ptr %8, align 4
  %688 = load float, ptr %8, align 4
  %689 = fmul contract float %687, %688
  %690 = load float, ptr %6, align 4
  %691 = fmul contract float %689, %690
  store float %691, ptr %8, align 4
  %692 = load float, ptr %8, align 4
  %693 = load float, ptr %8, align 4
  %694 = fmul contract float %692, %693
  %695 = load float, ptr %6, align 4
  %696 = fmul contract float %694, %695
  store float %696, ptr %8, align 4
  %697 = load float, ptr %8, align 4
  %698 = load float, ptr %8, align 4
  %699 = fmul contract float %697, %698
  %700 = load float, ptr %6, align 4
  %701 = fmul contract float %699, %700
  store float %701, ptr %8, align 4
  %702 = load float, ptr %8, align 4
  %703 = load float, ptr %8, align 4
  %704 = fmul contract float %702, %703
  %705 = load float, ptr %6, align 4
  %706 = fmul contract float %704, %705
  store float %706, ptr %8, align 4
  %707 = load float, ptr %8, align 4
  %708 = load float, ptr %8, align 4
  %709 = fmul contract float %707, %708
  %710 = load float, ptr %6, align 4
  %711 = fmul contract float %709, %710
  store float %711, ptr %8, align 4
  %712 = load float, ptr %8, align 4
  %713 = load float, ptr %8, align 4
  %714 = fmul contract float %712, %713
  %715 = load float, ptr %6, align 4
  %716 = fmul contract float %714, %715
  store float %716, ptr %8, align 4
  %717 = load float, ptr %8, align 4
  %718 = load float, ptr %8, align 4
  %719 = fmul contract float %717, %718
  %720 = load float, ptr %6, align 4
  %721 = fmul contract float %719, %720
  store float %721, ptr %8, align 4
  %722 = load float, ptr %8, align 4
  %723 = load float, ptr %8, align 4
  %724 = fmul contract float %722, %723
  %725 = load float, ptr %6, align 4
  %726 = fmul contract float %724, %725
  store float %726, ptr %8, align 4
  %727 = load float, ptr %8, align 4
  %728 = load float, ptr %8, align 4
  %729 = fmul contract float %727, %728
  %730 = load float, ptr %6, align 4
  %731 = fmul contract float %729, %730
  store float %731, ptr %8, align 4
  %732 = load float, ptr %8, align 4
  %733 = load float, ptr %8, align 4
  %734 = fmul contract float %732, %733
  %735 = load float, ptr %6, align 4
  %736 = fmul contract float %734, %735
  store float %736, ptr %8, align 4
  %737 = load float, ptr %8, align 4
  %738 = load float, ptr %8, align 4
  %739 = fmul contract float %737, %738
  %740 = load float, ptr %6, align 4
  %741 = fmul contract float %739, %740
  store float %741, ptr %8, align 4
  %742 = load float, ptr %8, align 4
  %743 = load float, ptr %8, align 4
  %744 = fmul contract float %742, %743
  %745 = load float, ptr %6, align 4
  %746 = fmul contract float %744, %745
  store float %746, ptr %8, align 4
  %747 = load float, ptr %8, align 4
  %748 = load float, ptr %8, align 4
  %749 = fmul contract float %747, %748
  %750 = load float, ptr %6, align 4
  %751 = fmul contract float %749, %750
  store float %751, ptr %8, align 4
  %752 = load float, ptr %8, align 4
  %753 = load float, ptr %8, align 4
  %754 = fmul contract float %752, %753
  %755 = load float, ptr %6, align 4
  %756 = fmul contract float %754, %755
  store float %756, ptr %8, align 4
  %757 = load float, ptr %8, align 4
  %758 = load float, ptr %8, align 4
  %759 = fmul contract float %757, %758
  %760 = load float, ptr %6, align 4
  %761 = fmul contract float %759, %760
  store float %761, ptr %8, align 4
  %762 = load float, ptr %8, align 4
  %763 = load float, ptr %8, align 4
  %764 = fmul contract float %762, %763
  %765 = load float, ptr %6, align 4
  %766 = fmul contract float %764, %765
  store float %766, ptr %8, align 4
  %767 = load float, ptr %8, align 4
  %768 = load float, ptr %8, align 4
  %769 = fmul contract float %767, %768
  %770 = load float, ptr %6, align 4
  %771 = fmul contract float %769, %770
  store float %771, ptr %8, align 4
  %772 = load float, ptr %8, align 4
  %773 = load float, ptr %8, align 4
  %774 = fmul contract float %772, %773
  %775 = load float, ptr %6, align 4
  %776 = fmul contract float %774, %775
  store float %776, ptr %8, align 4
  %777 = load float, ptr %8, align 4
  %778 = load float, ptr %8, align 4
  %779 = fmul contract float %777, %778
  %780 = load float, ptr %6, align 4
  %781 = fmul contract float %779, %780
  store float %781, ptr %8, align 4
  %782 = load float, ptr %8, align 4
  %783 = load float, ptr %8, align 4
  %784 = fmul contract float %782, %783
  %785 = load float, ptr %6, align 4
  %786 = fmul contract float %784, %785
  store float %786, ptr %8, align 4
  %787 = load float, ptr %8, align 4
  %788 = load float, ptr %8, align 4
  %789 = fmul contract float %787, %788
  %790 = load float, ptr %6, align 4
  %791 = fmul contract float %789, %790
  store float %791, ptr %8, align 4
  %792 = load float, ptr %8, align 4
  %793 = load float, ptr %8, align 4
  %794 = fmul contract float %792, %793
  %795 = load float, ptr %6, align 4
  %796 = fmul contract float %794, %795
  store float %796, ptr %8, align 4
  %797 = load float, ptr %8, align 4
  %798 = load float, ptr %8, align 4
  %799 = fmul contract float %797, %798
  %800 = load float, ptr %6, align 4
  %801 = fmul contract float %799, %800
  store float %801, ptr %8, align 4
  %802 = load float, ptr %8, align 4
  %803 = load float, ptr %8, align 4
  %804 = fmul contract float %802, %803
  %805 = load float, ptr %6, align 4
  %806 = fmul contract float %804, %805
  store float %806, ptr %8, align 4
  %807 = load float, ptr %8, align 4
  %808 = load float, ptr %8, align 4
  %809 = fmul contract float %807, %808
  %810 = load float, ptr %6, align 4
  %811 = fmul contract float %809, %810
  store float %811, ptr %8, align 4
  %812 = load float, ptr %8, align 4
  %813 = load float, ptr %8, align 4
  %814 = fmul contract float %812, %813
  %815 = load float, ptr %6, align 4
  %816 = fmul contract float %814, %815
  store float %816, ptr %8, align 4
  %817 = load float, ptr %8, align 4
  %818 = load float, ptr %8, align 4
  %819 = fmul contract float %817, %818
  %820 = load float, ptr %6, align 4
  %821 = fmul contract float %819, %820
  store float %821, ptr %8, align 4
  %822 = load float, ptr %8, align 4
  %823 = load float, ptr %8, align 4
  %824 = fmul contract float %822, %823
  %825 = load float, ptr %6, align 4
  %826 = fmul contract float %824, %825
  store float %826, ptr %8, align 4
  %827 = load float, ptr %8, align 4
  %828 = load float, ptr %8, align 4
  %829 = fmul contract float %827, %828
  %830 = load float, ptr %6, align 4
  %831 = fmul contract float %829, %830
  store float %831, ptr %8, align 4
  %832 = load float, ptr %8, align 4
  %833 = load float, ptr %8, align 4
  %834 = fmul contract float %832, %833
  %835 = load float, ptr %6, align 4
  %836 = fmul contract float %834, %835
  store float %836, ptr %8, align 4
  %837 = load float, ptr %8, align 4
  %838 = load float, ptr %8, align 4
  %839 = fmul contract float %837, %838
  %840 = load float, ptr %6, align 4
  %841 = fmul contract float %839, %840
  store float %841, ptr %8, align 4
  %842 = load float, ptr %8, align 4
  %843 = load float, ptr %8, align 4
  %844 = fmul contract float %842, %843
  %845 = load float, ptr %6, align 4
  %846 = fmul contract float %844, %845
  store float %846, ptr %8, align 4
  %847 = load float, ptr %8, align 4
  %848 = load float, ptr %8, align 4
  %849 = fmul contract float %847, %848
  %850 = load float, ptr %6, align 4
  %851 = fmul contract float %849, %850
  store float %851, ptr %8, align 4
  %852 = load float, ptr %8, align 4
  %853 = load float, ptr %8, align 4
  %854 = fmul contract float %852, %853
  %855 = load float, ptr %6, align 4
  %856 = fmul contract float %854, %855
  store float %856, ptr %8, align 4
  %857 = load float, ptr %8, align 4
  %858 = load float, ptr %8, align 4
  %859 = fmul contract float %857, %858
  %860 = load float, ptr %6, align 4
  %861 = fmul contract float %859, %860
  store float %861, ptr %8, align 4
  %862 = load float, ptr %8, align 4
  %863 = load float, ptr %8, align 4
  %864 = fmul contract float %862, %863
  %865 = load float, ptr %6, align 4
  %866 = fmul contract float %864, %865
  store float %866, ptr %8, align 4
  %867 = load float, ptr %8, align 4
  %868 = load float, ptr %8, align 4
  %869 = fmul contract float %867, %868
  %870 = load float, ptr %6, align 4
  %871 = fmul contract float %869, %870
  store float %871, ptr %8, align 4
  %872 = load float, ptr %8, align 4
  %873 = load float, ptr %8, align 4
  %874 = fmul contract float %872, %873
  %875 = load float, ptr %6, align 4
  %876 = fmul contract float %874, %875
  store float %876, ptr %8, align 4
  %877 = load float, ptr %8, align 4
  %878 = load float, ptr %8, align 4
  %879 = fmul contract float %877, %878
  %880 = load float, ptr %6, align 4
  %881 = fmul contract float %879, %880
  store float %881, ptr %8, align 4
  %882 = load float, ptr %8, align 4
  %883 = load float, ptr %8, align 4
  %884 = fmul contract float %882, %883
  %885 = load float, ptr %6, align 4
  %886 = fmul contract float %884, %885
  store float %886, ptr %8, align 4
  %887 = load float, ptr %8, align 4
  %888 = load float, ptr %8, align 4
  %889 = fmul contract float %887, %888
  %890 = load float, ptr %6, align 4
  %891 = fmul contract float %889, %890
  store float %891, ptr %8, align 4
  %892 = load float, ptr %8, align 4
  %893 = load float, ptr %8, align 4
  %894 = fmul contract float %892, %893
  %895 = load float, ptr %6, align 4
  %896 = fmul contract float %894, %895
  store float %896, ptr %8, align 4
  %897 = load float, ptr %8, align 4
  %898 = load float, ptr %8, align 4
  %899 = fmul contract float %897, %898
  %900 = load float, ptr %6, align 4
  %901 = fmul contract float %899, %900
  store float %901, ptr %8, align 4
  %902 = load float, ptr %8, align 4
  %903 = load float, ptr %8, align 4
  %904 = fmul contract float %902, %903
  %905 = load float, ptr %6, align 4
  %906 = fmul contract float %904, %905
  store float %906, ptr %8, align 4
  %907 = load float, ptr %8, align 4
  %908 = load float, ptr %8, align 4
  %909 = fmul contract float %907, %908
  %910 = load float, ptr %6, align 4
  %911 = fmul contract float %909, %910
  store float %911, ptr %8, align 4
  %912 = load float, ptr %8, align 4
  %913 = load float, ptr %8, align 4
  %914 = fmul contract float %912, %913
  %915 = load float, ptr %6, align 4
  %916 = fmul contract float %914, %915
  store float %916, ptr %8, align 4
  %917 = load float, ptr %8, align 4
  %918 = load float, ptr %8, align 4
  %919 = fmul contract float %917, %918
  %920 = load float, ptr %6, align 4
  %921 = fmul contract float %919, %920
  store float %921, ptr %8, align 4
  %922 = load float, ptr %8, align 4
  %923 = load float, ptr %8, align 4
  %924 = fmul contract float %922, %923
  %925 = load float, ptr %6, align 4
  %926 = fmul contract float %924, %925
  store float %926, ptr %8, align 4
  %927 = load float, ptr %8, align 4
  %928 = load float, ptr %8, align 4
  %929 = fmul contract float %927, %928
  %930 = load float, ptr %6, align 4
  %931 = fmul contract float %929, %930
  store float %931, ptr %8, align 4
  %932 = load float, ptr %8, align 4
  %933 = load float, ptr %8, align 4
  %934 = fmul contract float %932, %933
  %935 = load float, ptr %6, align 4
  %936 = fmul contract float %934, %935
  store float %936, ptr %8, align 4
  %937 = load float, ptr %8, align 4
  %938 = load float, ptr %8, align 4
  %939 = fmul contract float %937, %938
  %940 = load float, ptr %6, align 4
  %941 = fmul contract float %939, %940
  store float %941, ptr %8, align 4
  %942 = load float, ptr %8, align 4
  %943 = load float, ptr %8, align 4
  %944 = fmul contract float %942, %943
  %945 = load float, ptr %6, align 4
  %946 = fmul contract float %944, %945
  store float %946, ptr %8, align 4
  %947 = load float, ptr %8, align 4
  %948 = load float, ptr %8, align 4
  %949 = fmul contract float %947, %948
  %950 = load float, ptr %6, align 4
  %951 = fmul contract float %949, %950
  store float %951, ptr %8, align 4
  %952 = load float, ptr %8, align 4
  %953 = load float, ptr %8, align 4
  %954 = fmul contract float %952, %953
  %955 = load float, ptr %6, align 4
  %956 = fmul contract float %954, %955
  store float %956, ptr %8, align 4
  %957 = load float, ptr %8, align 4
  %958 = load float, ptr %8, align 4
  %959 = fmul contract float %957, %958
  %960 = load float, ptr %6, align 4
  %961 = fmul contract float %959, %960
  store float %961, ptr %8, align 4
  %962 = load float, ptr %8, align 4
  %963 = load float, ptr %8, align 4
  %964 = fmul contract float %962, %963
  %965 = load float, ptr %6, align 4
  %966 = fmul contract float %964, %965
  store float %966, ptr %8, align 4
  %967 = load float, ptr %8, align 4
  %968 = load float, ptr %8, align 4
  %969 = fmul contract float %967, %968
  %970 = load float, ptr %6, align 4
  %971 = fmul contract float %969, %970
  store float %971, ptr %8, align 4
  %972 = load float, ptr %8, align 4
  %973 = load float, ptr %8, align 4
  %974 = fmul contract float %972, %973
  %975 = load float, ptr %6, align 4
  %976 = fmul contract float %974, %975
  store float %976, ptr %8, align 4
  %977 = load float, ptr %8, align 4
  %978 = load float, ptr %8, align 4
  %979 = fmul contract float %977, %978
  %980 = load float, ptr %6, align 4
  %981 = fmul contract float %979, %980
  store float %981, ptr %8, align 4
  %982 = load float, ptr %8, align 4
  %983 = load float, ptr %8, align 4
  %984 = fmul contract float %982, %983
  %985 = load float, ptr %6, align 4
  %986 = fmul contract float %984, %985
  store float %986, ptr %8, align 4
  %987 = load float, ptr %8, align 4
  %988 = load float, ptr %8, align 4
  %989 = fmul contract float %987, %988
  %990 = load float, ptr %6, align 4
  %991 = fmul contract float %989, %990
  store float %991, ptr %8, align 4
  %992 = load float, ptr %8, align 4
  %993 = load float, ptr %8, align 4
  %994 = fmul contract float %992, %993
  %995 = load float, ptr %6, align 4
  %996 = fmul contract float %994, %995
  store float %996, ptr %8, align 4
  %997 = load float, ptr %8, align 4
  %998 = load float, ptr %8, align 4
  %999 = fmul contract float %997, %998
  %1000 = load float, ptr %6, align 4
  %1001 = fmul contract float %999, %1000
  store float %1001, ptr %8, align 4
  %1002 = load float, ptr %8, align 4
  %1003 = load float, ptr %8, align 4
  %1004 = fmul contract float %1002, %1003
  %1005 = load float, ptr %6, align 4
  %1006 = fmul contract float %1004, %1005
  store float %1006, ptr %8, align 4
  %1007 = load float, ptr %8, align 4
  %1008 = load float, ptr %8, align 4
  %1009 = fmul contract float %1007, %1008
  %1010 = load float, ptr %6, align 4
  %1011 = fmul contract float %1009, %1010
  store float %1011, ptr %8, align 4
  %1012 = load float, ptr %8, align 4
  %1013 = load float, ptr %8, align 4
  %1014 = fmul contract float %1012, %1013
  %1015 = load float, ptr %6, align 4
  %1016 = fmul contract float %1014, %1015
  store float %1016, ptr %8, align 4
  %1017 = load float, ptr %8, align 4
  %1018 = load float, ptr %8, align 4
  %1019 = fmul contract float %1017, %1018
  %1020 = load float, ptr %6, align 4
  %1021 = fmul contract float %1019, %1020
  store float %1021, ptr %8, align 4
  %1022 = load float, ptr %8, align 4
  %1023 = load float, ptr %8, align 4
  %1024 = fmul contract float %1022, %1023
  %1025 = load float, ptr %6, align 4
  %1026 = fmul contract float %1024, %1025
  store float %1026, ptr %8, align 4
  %1027 = load float, ptr %8, align 4
  %1028 = load float, ptr %8, align 4
  %1029 = fmul contract float %1027, %1028
  %1030 = load float, ptr %6, align 4
  %1031 = fmul contract float %1029, %1030
  store float %1031, ptr %8, align 4
  br label %1032

1032:                                             ; preds = %31
  %1033 = load i32, ptr %9, align 4
  %1034 = add nsw i32 %1033, 1
  store i32 %1034, ptr %9, align 4
  br label %27, !llvm.loop !6

1035:                                             ; preds = %27
  %1036 = load float, ptr %8, align 4
  %1037 = load ptr, ptr %4, align 8
  %1038 = load i32, ptr %7, align 4
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr inbounds float, ptr %1037, i64 %1039
  store float %1036, ptr %1040, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Mul1IdEvPT_iS0_(ptr noundef %0, i32 noundef %1, double noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fsub contract double %19, %24
  %26 = fadd contract double %25, 0x3FEFF7CEE0000000
  store double %26, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %1032, %3
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %1035

31:                                               ; preds = %27
  %32 = load double, ptr %8, align 8
  %33 = load double, ptr %8, align 8
  %34 = fmul contract double %32, %33
  %35 = load double, ptr %6, align 8
  %36 = fmul contract double %34, %35
  store double %36, ptr %8, align 8
  %37 = load double, ptr %8, align 8
  %38 = load double, ptr %8, align 8
  %39 = fmul contract double %37, %38
  %40 = load double, ptr %6, align 8
  %41 = fmul contract double %39, %40
  store double %41, ptr %8, align 8
  %42 = load double, ptr %8, align 8
  %43 = load double, ptr %8, align 8
  %44 = fmul contract double %42, %43
  %45 = load double, ptr %6, align 8
  %46 = fmul contract double %44, %45
  store double %46, ptr %8, align 8
  %47 = load double, ptr %8, align 8
  %48 = load double, ptr %8, align 8
  %49 = fmul contract double %47, %48
  %50 = load double, ptr %6, align 8
  %51 = fmul contract double %49, %50
  store double %51, ptr %8, align 8
  %52 = load double, ptr %8, align 8
  %53 = load double, ptr %8, align 8
  %54 = fmul contract double %52, %53
  %55 = load double, ptr %6, align 8
  %56 = fmul contract double %54, %55
  store double %56, ptr %8, align 8
  %57 = load double, ptr %8, align 8
  %58 = load double, ptr %8, align 8
  %59 = fmul contract double %57, %58
  %60 = load double, ptr %6, align 8
  %61 = fmul contract double %59, %60
  store double %61, ptr %8, align 8
  %62 = load double, ptr %8, align 8
  %63 = load double, ptr %8, align 8
  %64 = fmul contract double %62, %63
  %65 = load double, ptr %6, align 8
  %66 = fmul contract double %64, %65
  store double %66, ptr %8, align 8
  %67 = load double, ptr %8, align 8
  %68 = load double, ptr %8, align 8
  %69 = fmul contract double %67, %68
  %70 = load double, ptr %6, align 8
  %71 = fmul contract double %69, %70
  store double %71, ptr %8, align 8
  %72 = load double, ptr %8, align 8
  %73 = load double, ptr %8, align 8
  %74 = fmul contract double %72, %73
  %75 = load double, ptr %6, align 8
  %76 = fmul contract double %74, %75
  store double %76, ptr %8, align 8
  %77 = load double, ptr %8, align 8
  %78 = load double, ptr %8, align 8
  %79 = fmul contract double %77, %78
  %80 = load double, ptr %6, align 8
  %81 = fmul contract double %79, %80
  store double %81, ptr %8, align 8
  %82 = load double, ptr %8, align 8
  %83 = load double, ptr %8, align 8
  %84 = fmul contract double %82, %83
  %85 = load double, ptr %6, align 8
  %86 = fmul contract double %84, %85
  store double %86, ptr %8, align 8
  %87 = load double, ptr %8, align 8
  %88 = load double, ptr %8, align 8
  %89 = fmul contract double %87, %88
  %90 = load double, ptr %6, align 8
  %91 = fmul contract double %89, %90
  store double %91, ptr %8, align 8
  %92 = load double, ptr %8, align 8
  %93 = load double, ptr %8, align 8
  %94 = fmul contract double %92, %93
  %95 = load double, ptr %6, align 8
  %96 = fmul contract double %94, %95
  store double %96, ptr %8, align 8
  %97 = load double, ptr %8, align 8
  %98 = load double, ptr %8, align 8
  %99 = fmul contract double %97, %98
  %100 = load double, ptr %6, align 8
  %101 = fmul contract double %99, %100
  store double %101, ptr %8, align 8
  %102 = load double, ptr %8, align 8
  %103 = load double, ptr %8, align 8
  %104 = fmul contract double %102, %103
  %105 = load double, ptr %6, align 8
  %106 = fmul contract double %104, %105
  store double %106, ptr %8, align 8
  %107 = load double, ptr %8, align 8
  %108 = load double, ptr %8, align 8
  %109 = fmul contract double %107, %108
  %110 = load double, ptr %6, align 8
  %111 = fmul contract double %109, %110
  store double %111, ptr %8, align 8
  %112 = load double, ptr %8, align 8
  %113 = load double, ptr %8, align 8
  %114 = fmul contract double %112, %113
  %115 = load double, ptr %6, align 8
  %116 = fmul contract double %114, %115
  store double %116, ptr %8, align 8
  %117 = load double, ptr %8, align 8
  %118 = load double, ptr %8, align 8
  %119 = fmul contract double %117, %118
  %120 = load double, ptr %6, align 8
  %121 = fmul contract double %119, %120
  store double %121, ptr %8, align 8
  %122 = load double, ptr %8, align 8
  %123 = load double, ptr %8, align 8
  %124 = fmul contract double %122, %123
  %125 = load double, ptr %6, align 8
  %126 = fmul contract double %124, %125
  store double %126, ptr %8, align 8
  %127 = load double, ptr %8, align 8
  %128 = load double, ptr %8, align 8
  %129 = fmul contract double %127, %128
  %130 = load double, ptr %6, align 8
  %131 = fmul contract double %129, %130
  store double %131, ptr %8, align 8
  %132 = load double, ptr %8, align 8
  %133 = load double, ptr %8, align 8
  %134 = fmul contract double %132, %133
  %135 = load double, ptr %6, align 8
  %136 = fmul contract double %134, %135
  store double %136, ptr %8, align 8
  %137 = load double, ptr %8, align 8
  %138 = load double, ptr %8, align 8
  %139 = fmul contract double %137, %138
  %140 = load double, ptr %6, align 8
  %141 = fmul contract double %139, %140
  store double %141, ptr %8, align 8
  %142 = load double, ptr %8, align 8
  %143 = load double, ptr %8, align 8
  %144 = fmul contract double %142, %143
  %145 = load double, ptr %6, align 8
  %146 = fmul contract double %144, %145
  store double %146, ptr %8, align 8
  %147 = load double, ptr %8, align 8
  %148 = load double, ptr %8, align 8
  %149 = fmul contract double %147, %148
  %150 = load double, ptr %6, align 8
  %151 = fmul contract double %149, %150
  store double %151, ptr %8, align 8
  %152 = load double, ptr %8, align 8
  %153 = load double, ptr %8, align 8
  %154 = fmul contract double %152, %153
  %155 = load double, ptr %6, align 8
  %156 = fmul contract double %154, %155
  store double %156, ptr %8, align 8
  %157 = load double, ptr %8, align 8
  %158 = load double, ptr %8, align 8
  %159 = fmul contract double %157, %158
  %160 = load double, ptr %6, align 8
  %161 = fmul contract double %159, %160
  store double %161, ptr %8, align 8
  %162 = load double, ptr %8, align 8
  %163 = load double, ptr %8, align 8
  %164 = fmul contract double %162, %163
  %165 = load double, ptr %6, align 8
  %166 = fmul contract double %164, %165
  store double %166, ptr %8, align 8
  %167 = load double, ptr %8, align 8
  %168 = load double, ptr %8, align 8
  %169 = fmul contract double %167, %168
  %170 = load double, ptr %6, align 8
  %171 = fmul contract double %169, %170
  store double %171, ptr %8, align 8
  %172 = load double, ptr %8, align 8
  %173 = load double, ptr %8, align 8
  %174 = fmul contract double %172, %173
  %175 = load double, ptr %6, align 8
  %176 = fmul contract double %174, %175
  store double %176, ptr %8, align 8
  %177 = load double, ptr %8, align 8
  %178 = load double, ptr %8, align 8
  %179 = fmul contract double %177, %178
  %180 = load double, ptr %6, align 8
  %181 = fmul contract double %179, %180
  store double %181, ptr %8, align 8
  %182 = load double, ptr %8, align 8
  %183 = load double, ptr %8, align 8
  %184 = fmul contract double %182, %183
  %185 = load double, ptr %6, align 8
  %186 = fmul contract double %184, %185
  store double %186, ptr %8, align 8
  %187 = load double, ptr %8, align 8
  %188 = load double, ptr %8, align 8
  %189 = fmul contract double %187, %188
  %190 = load double, ptr %6, align 8
  %191 = fmul contract double %189, %190
  store double %191, ptr %8, align 8
  %192 = load double, ptr %8, align 8
  %193 = load double, ptr %8, align 8
  %194 = fmul contract double %192, %193
  %195 = load double, ptr %6, align 8
  %196 = fmul contract double %194, %195
  store double %196, ptr %8, align 8
  %197 = load double, ptr %8, align 8
  %198 = load double, ptr %8, align 8
  %199 = fmul contract double %197, %198
  %200 = load double, ptr %6, align 8
  %201 = fmul contract double %199, %200
  store double %201, ptr %8, align 8
  %202 = load double, ptr %8, align 8
  %203 = load double, ptr %8, align 8
  %204 = fmul contract double %202, %203
  %205 = load double, ptr %6, align 8
  %206 = fmul contract double %204, %205
  store double %206, ptr %8, align 8
  %207 = load double, ptr %8, align 8
  %208 = load double, ptr %8, align 8
  %209 = fmul contract double %207, %208
  %210 = load double, ptr %6, align 8
  %211 = fmul contract double %209, %210
  store double %211, ptr %8, align 8
  %212 = load double, ptr %8, align 8
  %213 = load double, ptr %8, align 8
  %214 = fmul contract double %212, %213
  %215 = load double, ptr %6, align 8
  %216 = fmul contract double %214, %215
  store double %216, ptr %8, align 8
  %217 = load double, ptr %8, align 8
  %218 = load double, ptr %8, align 8
  %219 = fmul contract double %217, %218
  %220 = load double, ptr %6, align 8
  %221 = fmul contract double %219, %220
  store double %221, ptr %8, align 8
  %222 = load double, ptr %8, align 8
  %223 = load double, ptr %8, align 8
  %224 = fmul contract double %222, %223
  %225 = load double, ptr %6, align 8
  %226 = fmul contract double %224, %225
  store double %226, ptr %8, align 8
  %227 = load double, ptr %8, align 8
  %228 = load double, ptr %8, align 8
  %229 = fmul contract double %227, %228
  %230 = load double, ptr %6, align 8
  %231 = fmul contract double %229, %230
  store double %231, ptr %8, align 8
  %232 = load double, ptr %8, align 8
  %233 = load double, ptr %8, align 8
  %234 = fmul contract double %232, %233
  %235 = load double, ptr %6, align 8
  %236 = fmul contract double %234, %235
  store double %236, ptr %8, align 8
  %237 = load double, ptr %8, align 8
  %238 = load double, ptr %8, align 8
  %239 = fmul contract double %237, %238
  %240 = load double, ptr %6, align 8
  %241 = fmul contract double %239, %240
  store double %241, ptr %8, align 8
  %242 = load double, ptr %8, align 8
  %243 = load double, ptr %8, align 8
  %244 = fmul contract double %242, %243
  %245 = load double, ptr %6, align 8
  %246 = fmul contract double %244, %245
  store double %246, ptr %8, align 8
  %247 = load double, ptr %8, align 8
  %248 = load double, ptr %8, align 8
  %249 = fmul contract double %247, %248
  %250 = load double, ptr %6, align 8
  %251 = fmul contract double %249, %250
  store double %251, ptr %8, align 8
  %252 = load double, ptr %8, align 8
  %253 = load double, ptr %8, align 8
  %254 = fmul contract double %252, %253
  %255 = load double, ptr %6, align 8
  %256 = fmul contract double %254, %255
  store double %256, ptr %8, align 8
  %257 = load double, ptr %8, align 8
  %258 = load double, ptr %8, align 8
  %259 = fmul contract double %257, %258
  %260 = load double, ptr %6, align 8
  %261 = fmul contract double %259, %260
  store double %261, ptr %8, align 8
  %262 = load double, ptr %8, align 8
  %263 = load double, ptr %8, align 8
  %264 = fmul contract double %262, %263
  %265 = load double, ptr %6, align 8
  %266 = fmul contract double %264, %265
  store double %266, ptr %8, align 8
  %267 = load double, ptr %8, align 8
  %268 = load double, ptr %8, align 8
  %269 = fmul contract double %267, %268
  %270 = load double, ptr %6, align 8
  %271 = fmul contract double %269, %270
  store double %271, ptr %8, align 8
  %272 = load double, ptr %8, align 8
  %273 = load double, ptr %8, align 8
  %274 = fmul contract double %272, %273
  %275 = load double, ptr %6, align 8
  %276 = fmul contract double %274, %275
  store double %276, ptr %8, align 8
  %277 = load double, ptr %8, align 8
  %278 = load double, ptr %8, align 8
  %279 = fmul contract double %277, %278
  %280 = load double, ptr %6, align 8
  %281 = fmul contract double %279, %280
  store double %281, ptr %8, align 8
  %282 = load double, ptr %8, align 8
  %283 = load double, ptr %8, align 8
  %284 = fmul contract double %282, %283
  %285 = load double, ptr %6, align 8
  %286 = fmul contract double %284, %285
  store double %286, ptr %8, align 8
  %287 = load double, ptr %8, align 8
  %288 = load double, ptr %8, align 8
  %289 = fmul contract double %287, %288
  %290 = load double, ptr %6, align 8
  %291 = fmul contract double %289, %290
  store double %291, ptr %8, align 8
  %292 = load double, ptr %8, align 8
  %293 = load double, ptr %8, align 8
  %294 = fmul contract double %292, %293
  %295 = load double, ptr %6, align 8
  %296 = fmul contract double %294, %295
  store double %296, ptr %8, align 8
  %297 = load double, ptr %8, align 8
  %298 = load double, ptr %8, align 8
  %299 = fmul contract double %297, %298
  %300 = load double, ptr %6, align 8
  %301 = fmul contract double %299, %300
  store double %301, ptr %8, align 8
  %302 = load double, ptr %8, align 8
  %303 = load double, ptr %8, align 8
  %304 = fmul contract double %302, %303
  %305 = load double, ptr %6, align 8
  %306 = fmul contract double %304, %305
  store double %306, ptr %8, align 8
  %307 = load double, ptr %8, align 8
  %308 = load double, ptr %8, align 8
  %309 = fmul contract double %307, %308
  %310 = load double, ptr %6, align 8
  %311 = fmul contract double %309, %310
  store double %311, ptr %8, align 8
  %312 = load double, ptr %8, align 8
  %313 = load double, ptr %8, align 8
  %314 = fmul contract double %312, %313
  %315 = load double, ptr %6, align 8
  %316 = fmul contract double %314, %315
  store double %316, ptr %8, align 8
  %317 = load double, ptr %8, align 8
  %318 = load double, ptr %8, align 8
  %319 = fmul contract double %317, %318
  %320 = load double, ptr %6, align 8
  %321 = fmul contract double %319, %320
  store double %321, ptr %8, align 8
  %322 = load double, ptr %8, align 8
  %323 = load double, ptr %8, align 8
  %324 = fmul contract double %322, %323
  %325 = load double, ptr %6, align 8
  %326 = fmul contract double %324, %325
  store double %326, ptr %8, align 8
  %327 = load double, ptr %8, align 8
  %328 = load double, ptr %8, align 8
  %329 = fmul contract double %327, %328
  %330 = load double, ptr %6, align 8
  %331 = fmul contract double %329, %330
  store double %331, ptr %8, align 8
  %332 = load double, ptr %8, align 8
  %333 = load double, ptr %8, align 8
  %334 = fmul contract double %332, %333
  %335 = load double, ptr %6, align 8
  %336 = fmul contract double %334, %335
  store double %336, ptr %8, align 8
  %337 = load double, ptr %8, align 8
  %338 = load double, ptr %8, align 8
  %339 = fmul contract double %337, %338
  %340 = load double, ptr %6, align 8
  %341 = fmul contract double %339, %340
  store double %341, ptr %8, align 8
  %342 = load double, ptr %8, align 8
  %343 = load double, ptr %8, align 8
  %344 = fmul contract double %342, %343
  %345 = load double, ptr %6, align 8
  %346 = fmul contract double %344, %345
  store double %346, ptr %8, align 8
  %347 = load double, ptr %8, align 8
  %348 = load double, ptr %8, align 8
  %349 = fmul contract double %347, %348
  %350 = load double, ptr %6, align 8
  %351 = fmul contract double %349, %350
  store double %351, ptr %8, align 8
  %352 = load double, ptr %8, align 8
  %353 = load double, ptr %8, align 8
  %354 = fmul contract double %352, %353
  %355 = load double, ptr %6, align 8
  %356 = fmul contract double %354, %355
  store double %356, ptr %8, align 8
  %357 = load double, ptr %8, align 8
  %358 = load double, ptr %8, align 8
  %359 = fmul contract double %357, %358
  %360 = load double, ptr %6, align 8
  %361 = fmul contract double %359, %360
  store double %361, ptr %8, align 8
  %362 = load double, ptr %8, align 8
  %363 = load double, ptr %8, align 8
  %364 = fmul contract double %362, %363
  %365 = load double, ptr %6, align 8
  %366 = fmul contract double %364, %365
  store double %366, ptr %8, align 8
  %367 = load double, ptr %8, align 8
  %368 = load double, ptr %8, align 8
  %369 = fmul contract double %367, %368
  %370 = load double, ptr %6, align 8
  %371 = fmul contract double %369, %370
  store double %371, ptr %8, align 8
  %372 = load double, ptr %8, align 8
  %373 = load double, ptr %8, align 8
  %374 = fmul contract double %372, %373
  %375 = load double, ptr %6, align 8
  %376 = fmul contract double %374, %375
  store double %376, ptr %8, align 8
  %377 = load double, ptr %8, align 8
  %378 = load double, ptr %8, align 8
  %379 = fmul contract double %377, %378
  %380 = load double, ptr %6, align 8
  %381 = fmul contract double %379, %380
  store double %381, ptr %8, align 8
  %382 = load double, ptr %8, align 8
  %383 = load double, ptr %8, align 8
  %384 = fmul contract double %382, %383
  %385 = load double, ptr %6, align 8
  %386 = fmul contract double %384, %385
  store double %386, ptr %8, align 8
  %387 = load double, ptr %8, align 8
  %388 = load double, ptr %8, align 8
  %389 = fmul contract double %387, %388
  %390 = load double, ptr %6, align 8
  %391 = fmul contract double %389, %390
  store double %391, ptr %8, align 8
  %392 = load double, ptr %8, align 8
  %393 = load double, ptr %8, align 8
  %394 = fmul contract double %392, %393
  %395 = load double, ptr %6, align 8
  %396 = fmul contract double %394, %395
  store double %396, ptr %8, align 8
  %397 = load double, ptr %8, align 8
  %398 = load double, ptr %8, align 8
  %399 = fmul contract double %397, %398
  %400 = load double, ptr %6, align 8
  %401 = fmul contract double %399, %400
  store double %401, ptr %8, align 8
  %402 = load double, ptr %8, align 8
  %403 = load double, ptr %8, align 8
  %404 = fmul contract double %402, %403
  %405 = load double, ptr %6, align 8
  %406 = fmul contract double %404, %405
  store double %406, ptr %8, align 8
  %407 = load double, ptr %8, align 8
  %408 = load double, ptr %8, align 8
  %409 = fmul contract double %407, %408
  %410 = load double, ptr %6, align 8
  %411 = fmul contract double %409, %410
  store double %411, ptr %8, align 8
  %412 = load double, ptr %8, align 8
  %413 = load double, ptr %8, align 8
  %414 = fmul contract double %412, %413
  %415 = load double, ptr %6, align 8
  %416 = fmul contract double %414, %415
  store double %416, ptr %8, align 8
  %417 = load double, ptr %8, align 8
  %418 = load double, ptr %8, align 8
  %419 = fmul contract double %417, %418
  %420 = load double, ptr %6, align 8
  %421 = fmul contract double %419, %420
  store double %421, ptr %8, align 8
  %422 = load double, ptr %8, align 8
  %423 = load double, ptr %8, align 8
  %424 = fmul contract double %422, %423
  %425 = load double, ptr %6, align 8
  %426 = fmul contract double %424, %425
  store double %426, ptr %8, align 8
  %427 = load double, ptr %8, align 8
  %428 = load double, ptr %8, align 8
  %429 = fmul contract double %427, %428
  %430 = load double, ptr %6, align 8
  %431 = fmul contract double %429, %430
  store double %431, ptr %8, align 8
  %432 = load double, ptr %8, align 8
  %433 = load double, ptr %8, align 8
  %434 = fmul contract double %432, %433
  %435 = load double, ptr %6, align 8
  %436 = fmul contract double %434, %435
  store double %436, ptr %8, align 8
  %437 = load double, ptr %8, align 8
  %438 = load double, ptr %8, align 8
  %439 = fmul contract double %437, %438
  %440 = load double, ptr %6, align 8
  %441 = fmul contract double %439, %440
  store double %441, ptr %8, align 8
  %442 = load double, ptr %8, align 8
  %443 = load double, ptr %8, align 8
  %444 = fmul contract double %442, %443
  %445 = load double, ptr %6, align 8
  %446 = fmul contract double %444, %445
  store double %446, ptr %8, align 8
  %447 = load double, ptr %8, align 8
  %448 = load double, ptr %8, align 8
  %449 = fmul contract double %447, %448
  %450 = load double, ptr %6, align 8
  %451 = fmul contract double %449, %450
  store double %451, ptr %8, align 8
  %452 = load double, ptr %8, align 8
  %453 = load double, ptr %8, align 8
  %454 = fmul contract double %452, %453
  %455 = load double, ptr %6, align 8
  %456 = fmul contract double %454, %455
  store double %456, ptr %8, align 8
  %457 = load double, ptr %8, align 8
  %458 = load double, ptr %8, align 8
  %459 = fmul contract double %457, %458
  %460 = load double, ptr %6, align 8
  %461 = fmul contract double %459, %460
  store double %461, ptr %8, align 8
  %462 = load double, ptr %8, align 8
  %463 = load double, ptr %8, align 8
  %464 = fmul contract double %462, %463
  %465 = load double, ptr %6, align 8
  %466 = fmul contract double %464, %465
  store double %466, ptr %8, align 8
  %467 = load double, ptr %8, align 8
  %468 = load double, ptr %8, align 8
  %469 = fmul contract double %467, %468
  %470 = load double, ptr %6, align 8
  %471 = fmul contract double %469, %470
  store double %471, ptr %8, align 8
  %472 = load double, ptr %8, align 8
  %473 = load double, ptr %8, align 8
  %474 = fmul contract double %472, %473
  %475 = load double, ptr %6, align 8
  %476 = fmul contract double %474, %475
  store double %476, ptr %8, align 8
  %477 = load double, ptr %8, align 8
  %478 = load double, ptr %8, align 8
  %479 = fmul contract double %477, %478
  %480 = load double, ptr %6, align 8
  %481 = fmul contract double %479, %480
  store double %481, ptr %8, align 8
  %482 = load double, ptr %8, align 8
  %483 = load double, ptr %8, align 8
  %484 = fmul contract double %482, %483
  %485 = load double, ptr %6, align 8
  %486 = fmul contract double %484, %485
  store double %486, ptr %8, align 8
  %487 = load double, ptr %8, align 8
  %488 = load double, ptr %8, align 8
  %489 = fmul contract double %487, %488
  %490 = load double, ptr %6, align 8
  %491 = fmul contract double %489, %490
  store double %491, ptr %8, align 8
  %492 = load double, ptr %8, align 8
  %493 = load double, ptr %8, align 8
  %494 = fmul contract double %492, %493
  %495 = load double, ptr %6, align 8
  %496 = fmul contract double %494, %495
  store double %496, ptr %8, align 8
  %497 = load double, ptr %8, align 8
  %498 = load double, ptr %8, align 8
  %499 = fmul contract double %497, %498
  %500 = load double, ptr %6, align 8
  %501 = fmul contract double %499, %500
  store double %501, ptr %8, align 8
  %502 = load double, ptr %8, align 8
  %503 = load double, ptr %8, align 8
  %504 = fmul contract double %502, %503
  %505 = load double, ptr %6, align 8
  %506 = fmul contract double %504, %505
  store double %506, ptr %8, align 8
  %507 = load double, ptr %8, align 8
  %508 = load double, ptr %8, align 8
  %509 = fmul contract double %507, %508
  %510 = load double, ptr %6, align 8
  %511 = fmul contract double %509, %510
  store double %511, ptr %8, align 8
  %512 = load double, ptr %8, align 8
  %513 = load double, ptr %8, align 8
  %514 = fmul contract double %512, %513
  %515 = load double, ptr %6, align 8
  %516 = fmul contract double %514, %515
  store double %516, ptr %8, align 8
  %517 = load double, ptr %8, align 8
  %518 = load double, ptr %8, align 8
  %519 = fmul contract double %517, %518
  %520 = load double, ptr %6, align 8
  %521 = fmul contract double %519, %520
  store double %521, ptr %8, align 8
  %522 = load double, ptr %8, align 8
  %523 = load double, ptr %8, align 8
  %524 = fmul contract double %522, %523
  %525 = load double, ptr %6, align 8
  %526 = fmul contract double %524, %525
  store double %526, ptr %8, align 8
  %527 = load double, ptr %8, align 8
  %528 = load double, ptr %8, align 8
  %529 = fmul contract double %527, %528
  %530 = load double, ptr %6, align 8
  %531 = fmul contract double %529, %530
  store double %531, ptr %8, align 8
  %532 = load double, ptr %8, align 8
  %533 = load double, ptr %8, align 8
  %534 = fmul contract double %532, %533
  %535 = load double, ptr %6, align 8
  %536 = fmul contract double %534, %535
  store double %536, ptr %8, align 8
  %537 = load double, ptr %8, align 8
  %538 = load double, ptr %8, align 8
  %539 = fmul contract double %537, %538
  %540 = load double, ptr %6, align 8
  %541 = fmul contract double %539, %540
  store double %541, ptr %8, align 8
  %542 = load double, ptr %8, align 8
  %543 = load double, ptr %8, align 8
  %544 = fmul contract double %542, %543
  %545 = load double, ptr %6, align 8
  %546 = fmul contract double %544, %545
  store double %546, ptr %8, align 8
  %547 = load double, ptr %8, align 8
  %548 = load double, ptr %8, align 8
  %549 = fmul contract double %547, %548
  %550 = load double, ptr %6, align 8
  %551 = fmul contract double %549, %550
  store double %551, ptr %8, align 8
  %552 = load double, ptr %8, align 8
  %553 = load double, ptr %8, align 8
  %554 = fmul contract double %552, %553
  %555 = load double, ptr %6, align 8
  %556 = fmul contract double %554, %555
  store double %556, ptr %8, align 8
  %557 = load double, ptr %8, align 8
  %558 = load double, ptr %8, align 8
  %559 = fmul contract double %557, %558
  %560 = load double, ptr %6, align 8
  %561 = fmul contract double %559, %560
  store double %561, ptr %8, align 8
  %562 = load double, ptr %8, align 8
  %563 = load double, ptr %8, align 8
  %564 = fmul contract double %562, %563
  %565 = load double, ptr %6, align 8
  %566 = fmul contract double %564, %565
  store double %566, ptr %8, align 8
  %567 = load double, ptr %8, align 8
  %568 = load double, ptr %8, align 8
  %569 = fmul contract double %567, %568
  %570 = load double, ptr %6, align 8
  %571 = fmul contract double %569, %570
  store double %571, ptr %8, align 8
  %572 = load double, ptr %8, align 8
  %573 = load double, ptr %8, align 8
  %574 = fmul contract double %572, %573
  %575 = load double, ptr %6, align 8
  %576 = fmul contract double %574, %575
  store double %576, ptr %8, align 8
  %577 = load double, ptr %8, align 8
  %578 = load double, ptr %8, align 8
  %579 = fmul contract double %577, %578
  %580 = load double, ptr %6, align 8
  %581 = fmul contract double %579, %580
  store double %581, ptr %8, align 8
  %582 = load double, ptr %8, align 8
  %583 = load double, ptr %8, align 8
  %584 = fmul contract double %582, %583
  %585 = load double, ptr %6, align 8
  %586 = fmul contract double %584, %585
  store double %586, ptr %8, align 8
  %587 = load double, ptr %8, align 8
  %588 = load double, ptr %8, align 8
  %589 = fmul contract double %587, %588
  %590 = load double, ptr %6, align 8
  %591 = fmul contract double %589, %590
  store double %591, ptr %8, align 8
  %592 = load double, ptr %8, align 8
  %593 = load double, ptr %8, align 8
  %594 = fmul contract double %592, %593
  %595 = load double, ptr %6, align 8
  %596 = fmul contract double %594, %595
  store double %596, ptr %8, align 8
  %597 = load double, ptr %8, align 8
  %598 = load double, ptr %8, align 8
  %599 = fmul contract double %597, %598
  %600 = load double, ptr %6, align 8
  %601 = fmul contract double %599, %600
  store double %601, ptr %8, align 8
  %602 = load double, ptr %8, align 8
  %603 = load double, ptr %8, align 8
  %604 = fmul contract double %602, %603
  %605 = load double, ptr %6, align 8
  %606 = fmul contract double %604, %605
  store double %606, ptr %8, align 8
  %607 = load double, ptr %8, align 8
  %608 = load double, ptr %8, align 8
  %609 = fmul contract double %607, %608
  %610 = load double, ptr %6, align 8
  %611 = fmul contract double %609, %610
  store double %611, ptr %8, align 8
  %612 = load double, ptr %8, align 8
  %613 = load double, ptr %8, align 8
  %614 = fmul contract double %612, %613
  %615 = load double, ptr %6, align 8
  %616 = fmul contract double %614, %615
  store double %616, ptr %8, align 8
  %617 = load double, ptr %8, align 8
  %618 = load double, ptr %8, align 8
  %619 = fmul contract double %617, %618
  %620 = load double, ptr %6, align 8
  %621 = fmul contract double %619, %620
  store double %621, ptr %8, align 8
  %622 = load double, ptr %8, align 8
  %623 = load double, ptr %8, align 8
  %624 = fmul contract double %622, %623
  %625 = load double, ptr %6, align 8
  %626 = fmul contract double %624, %625
  store double %626, ptr %8, align 8
  %627 = load double, ptr %8, align 8
  %628 = load double, ptr %8, align 8
  %629 = fmul contract double %627, %628
  %630 = load double, ptr %6, align 8
  %631 = fmul contract double %629, %630
  store double %631, ptr %8, align 8
  %632 = load double, ptr %8, align 8
  %633 = load double, ptr %8, align 8
  %634 = fmul contract double %632, %633
  %635 = load double, ptr %6, align 8
  %636 = fmul contract double %634, %635
  store double %636, ptr %8, align 8
  %637 = load double, ptr %8, align 8
  %638 = load double, ptr %8, align 8
  %639 = fmul contract double %637, %638
  %640 = load double, ptr %6, align 8
  %641 = fmul contract double %639, %640
  store double %641, ptr %8, align 8
  %642 = load double, ptr %8, align 8
  %643 = load double, ptr %8, align 8
  %644 = fmul contract double %642, %643
  %645 = load double, ptr %6, align 8
  %646 = fmul contract double %644, %645
  store double %646, ptr %8, align 8
  %647 = load double, ptr %8, align 8
  %648 = load double, ptr %8, align 8
  %649 = fmul contract double %647, %648
  %650 = load double, ptr %6, align 8
  %651 = fmul contract double %649, %650
  store double %651, ptr %8, align 8
  %652 = load double, ptr %8, align 8
  %653 = load double, ptr %8, align 8
  %654 = fmul contract double %652, %653
  %655 = load double, ptr %6, align 8
  %656 = fmul contract double %654, %655
  store double %656, ptr %8, align 8
  %657 = load double, ptr %8, align 8
  %658 = load double, ptr %8, align 8
  %659 = fmul contract double %657, %658
  %660 = load double, ptr %6, align 8
  %661 = fmul contract double %659, %660
  store double %661, ptr %8, align 8
  %662 = load double, ptr %8, align 8
  %663 = load double, ptr %8, align 8
  %664 = fmul contract double %662, %663
  %665 = load double, ptr %6, align 8
  %666 = fmul contract double %664, %665
  store double %666, ptr %8, align 8
  %667 = load double, ptr %8, align 8
  %668 = load double, ptr %8, align 8
  %669 = fmul contract double %667, %668
  %670 = load double, ptr %6, align 8
  %671 = fmul contract double %669, %670
  store double %671, ptr %8, align 8
  %672 = load double, ptr %8, align 8
  %673 = load double, ptr %8, align 8
  %674 = fmul contract double %672, %673
  %675 = load double, ptr %6, align 8
  %676 = fmul contract double %674, %675
  store double %676, ptr %8, align 8
  %677 = load double, ptr %8, align 8
  %678 = load double, ptr %8, align 8
  %679 = fmul contract double %677, %678
  %680 = load double, ptr %6, align 8
  %681 = fmul contract double %679, %680
  store double %681, ptr %8, align 8
  %682 = load double, ptr %8, align 8
  %683 = load double, ptr %8, align 8
  %684 = fmul contract double %682, %683
  %685 = load double, ptr %6, align 8
  %686 = fmul contract double %684, %685
  store double %686, ptr %8, align 8
  %687 = load double, ptr %8, align 8
  %688 = load double, ptr %8, align 8
  %689 = fmul contract double %687, %688
  %690 = load double, ptr %6, align 8
  %691 = fmul contract double %689, %690
  store double %691, ptr %8, align 8
  %692 = load double, ptr %8, align 8
  %693 = load double, ptr %8, align 8
  %694 = fmul contract double %692, %693
  %695 = load double, ptr %6, align 8
  %696 = fmul contract double %694, %695
  store double %696, ptr %8, align 8
  %697 = load double, ptr %8, align 8
  %698 = load double, ptr %8, align 8
  %699 = fmul contract double %697, %698
  %700 = load double, ptr %6, align 8
  %701 = fmul contract double %699, %700
  store double %701, ptr %8, align 8
  %702 = load double, ptr %8, align 8
  %703 = load double, ptr %8, align 8
  %704 = fmul contract double %702, %703
  %705 = load double, ptr %6, align 8
  %706 = fmul contract double %704, %705
  store double %706, ptr %8, align 8
  %707 = load double, ptr %8, align 8
  %708 = load double, ptr %8, align 8
  %709 = fmul contract double %707, %708
  %710 = load double, ptr %6, align 8
  %711 = fmul contract double %709, %710
  store double %711, ptr %8, align 8
  %712 = load double, ptr %8, align 8
  %713 = load double, ptr %8, align 8
  %714 = fmul contract double %712, %713
  %715 = load double, ptr %6, align 8
  %716 = fmul contract double %714, %715
  store double %716, ptr %8, align 8
  %717 = load double, ptr %8, align 8
  %718 = load double, ptr %8, align 8
  %719 = fmul contract double %717, %718
  %720 = load double, ptr %6, align 8
  %721 = fmul contract double %719, %720
  store double %721, ptr %8, align 8
  %722 = load double, ptr %8, align 8
  %723 = load double, ptr %8, align 8
  %724 = fmul contract double %722, %723
  %725 = load double, ptr %6, align 8
  %726 = fmul contract double %724, %725
  store double %726, ptr %8, align 8
  %727 = load double, ptr %8, align 8
  %728 = load double, ptr %8, align 8
  %729 = fmul contract double %727, %728
  %730 = load double, ptr %6, align 8
  %731 = fmul contract double %729, %730
  store double %731, ptr %8, align 8
  %732 = load double, ptr %8, align 8
  %733 = load double, ptr %8, align 8
  %734 = fmul contract double %732, %733
  %735 = load double, ptr %6, align 8
  %736 = fmul contract double %734, %735
  store double %736, ptr %8, align 8
  %737 = load double, ptr %8, align 8
  %738 = load double, ptr %8, align 8
  %739 = fmul contract double %737, %738
  %740 = load double, ptr %6, align 8
  %741 = fmul contract double %739, %740
  store double %741, ptr %8, align 8
  %742 = load double, ptr %8, align 8
  %743 = load double, ptr %8, align 8
  %744 = fmul contract double %742, %743
  %745 = load double, ptr %6, align 8
  %746 = fmul contract double %744, %745
  store double %746, ptr %8, align 8
  %747 = load double, ptr %8, align 8
  %748 = load double, ptr %8, align 8
  %749 = fmul contract double %747, %748
  %750 = load double, ptr %6, align 8
  %751 = fmul contract double %749, %750
  store double %751, ptr %8, align 8
  %752 = load double, ptr %8, align 8
  %753 = load double, ptr %8, align 8
  %754 = fmul contract double %752, %753
  %755 = load double, ptr %6, align 8
  %756 = fmul contract double %754, %755
  store double %756, ptr %8, align 8
  %757 = load double, ptr %8, align 8
  %758 = load double, ptr %8, align 8
  %759 = fmul contract double %757, %758
  %760 = load double, ptr %6, align 8
  %761 = fmul contract double %759, %760
  store double %761, ptr %8, align 8
  %762 = load double, ptr %8, align 8
  %763 = load double, ptr %8, align 8
  %764 = fmul contract double %762, %763
  %765 = load double, ptr %6, align 8
  %766 = fmul contract double %764, %765
  store double %766, ptr %8, align 8
  %767 = load double, ptr %8, align 8
  %768 = load double, ptr %8, align 8
  %769 = fmul contract double %767, %768
  %770 = load double, ptr %6, align 8
  %771 = fmul contract double %769, %770
  store double %771, ptr %8, align 8
  %772 = load double, ptr %8, align 8
  %773 = load double, ptr %8, align 8
  %774 = fmul contract double %772, %773
  %775 = load double, ptr %6, align 8
  %776 = fmul contract double %774, %775
  store double %776, ptr %8, align 8
  %777 = load double, ptr %8, align 8
  %778 = load double, ptr %8, align 8
  %779 = fmul contract double %777, %778
  %780 = load double, ptr %6, align 8
  %781 = fmul contract double %779, %780
  store double %781, ptr %8, align 8
  %782 = load double, ptr %8, align 8
  %783 = load double, ptr %8, align 8
  %784 = fmul contract double %782, %783
  %785 = load double, ptr %6, align 8
  %786 = fmul contract double %784, %785
  store double %786, ptr %8, align 8
  %787 = load double, ptr %8, align 8
  %788 = load double, ptr %8, align 8
  %789 = fmul contract double %787, %788
  %790 = load double, ptr %6, align 8
  %791 = fmul contract double %789, %790
  store double %791, ptr %8, align 8
  %792 = load double, ptr %8, align 8
  %793 = load double, ptr %8, align 8
  %794 = fmul contract double %792, %793
  %795 = load double, ptr %6, align 8
  %796 = fmul contract double %794, %795
  store double %796, ptr %8, align 8
  %797 = load double, ptr %8, align 8
  %798 = load double, ptr %8, align 8
  %799 = fmul contract double %797, %798
  %800 = load double, ptr %6, align 8
  %801 = fmul contract double %799, %800
  store double %801, ptr %8, align 8
  %802 = load double, ptr %8, align 8
  %803 = load double, ptr %8, align 8
  %804 = fmul contract double %802, %803
  %805 = load double, ptr %6, align 8
  %806 = fmul contract double %804, %805
  store double %806, ptr %8, align 8
  %807 = load double, ptr %8, align 8
  %808 = load double, ptr %8, align 8
  %809 = fmul contract double %807, %808
  %810 = load double, ptr %6, align 8
  %811 = fmul contract double %809, %810
  store double %811, ptr %8, align 8
  %812 = load double, ptr %8, align 8
  %813 = load double, ptr %8, align 8
  %814 = fmul contract double %812, %813
  %815 = load double, ptr %6, align 8
  %816 = fmul contract double %814, %815
  store double %816, ptr %8, align 8
  %817 = load double, ptr %8, align 8
  %818 = load double, ptr %8, align 8
  %819 = fmul contract double %817, %818
  %820 = load double, ptr %6, align 8
  %821 = fmul contract double %819, %820
  store double %821, ptr %8, align 8
  %822 = load double, ptr %8, align 8
  %823 = load double, ptr %8, align 8
  %824 = fmul contract double %822, %823
  %825 = load double, ptr %6, align 8
  %826 = fmul contract double %824, %825
  store double %826, ptr %8, align 8
  %827 = load double, ptr %8, align 8
  %828 = load double, ptr %8, align 8
  %829 = fmul contract double %827, %828
  %830 = load double, ptr %6, align 8
  %831 = fmul contract double %829, %830
  store double %831, ptr %8, align 8
  %832 = load double, ptr %8, align 8
  %833 = load double, ptr %8, align 8
  %834 = fmul contract double %832, %833
  %835 = load double, ptr %6, align 8
  %836 = fmul contract double %834, %835
  store double %836, ptr %8, align 8
  %837 = load double, ptr %8, align 8
  %838 = load double, ptr %8, align 8
  %839 = fmul contract double %837, %838
  %840 = load double, ptr %6, align 8
  %841 = fmul contract double %839, %840
  store double %841, ptr %8, align 8
  %842 = load double, ptr %8, align 8
  %843 = load double, ptr %8, align 8
  %844 = fmul contract double %842, %843
  %845 = load double, ptr %6, align 8
  %846 = fmul contract double %844, %845
  store double %846, ptr %8, align 8
  %847 = load double, ptr %8, align 8
  %848 = load double, ptr %8, align 8
  %849 = fmul contract double %847, %848
  %850 = load double, ptr %6, align 8
  %851 = fmul contract double %849, %850
  store double %851, ptr %8, align 8
  %852 = load double, ptr %8, align 8
  %853 = load double, ptr %8, align 8
  %854 = fmul contract double %852, %853
  %855 = load double, ptr %6, align 8
  %856 = fmul contract double %854, %855
  store double %856, ptr %8, align 8
  %857 = load double, ptr %8, align 8
  %858 = load double, ptr %8, align 8
  %859 = fmul contract double %857, %858
  %860 = load double, ptr %6, align 8
  %861 = fmul contract double %859, %860
  store double %861, ptr %8, align 8
  %862 = load double, ptr %8, align 8
  %863 = load double, ptr %8, align 8
  %864 = fmul contract double %862, %863
  %865 = load double, ptr %6, align 8
  %866 = fmul contract double %864, %865
  store double %866, ptr %8, align 8
  %867 = load double, ptr %8, align 8
  %868 = load double, ptr %8, align 8
  %869 = fmul contract double %867, %868
  %870 = load double, ptr %6, align 8
  %871 = fmul contract double %869, %870
  store double %871, ptr %8, align 8
  %872 = load double, ptr %8, align 8
  %873 = load double, ptr %8, align 8
  %874 = fmul contract double %872, %873
  %875 = load double, ptr %6, align 8
  %876 = fmul contract double %874, %875
  store double %876, ptr %8, align 8
  %877 = load double, ptr %8, align 8
  %878 = load double, ptr %8, align 8
  %879 = fmul contract double %877, %878
  %880 = load double, ptr %6, align 8
  %881 = fmul contract double %879, %880
  store double %881, ptr %8, align 8
  %882 = load double, ptr %8, align 8
  %883 = load double, ptr %8, align 8
  %884 = fmul contract double %882, %883
  %885 = load double, ptr %6, align 8
  %886 = fmul contract double %884, %885
  store double %886, ptr %8, align 8
  %887 = load double, ptr %8, align 8
  %888 = load double, ptr %8, align 8
  %889 = fmul contract double %887, %888
  %890 = load double, ptr %6, align 8
  %891 = fmul contract double %889, %890
  store double %891, ptr %8, align 8
  %892 = load double, ptr %8, align 8
  %893 = load double, ptr %8, align 8
  %894 = fmul contract double %892, %893
  %895 = load double, ptr %6, align 8
  %896 = fmul contract double %894, %895
  store double %896, ptr %8, align 8
  %897 = load double, ptr %8, align 8
  %898 = load double, ptr %8, align 8
  %899 = fmul contract double %897, %898
  %900 = load double, ptr %6, align 8
  %901 = fmul contract double %899, %900
  store double %901, ptr %8, align 8
  %902 = load double, ptr %8, align 8
  %903 = load double, ptr %8, align 8
  %904 = fmul contract double %902, %903
  %905 = load double, ptr %6, align 8
  %906 = fmul contract double %904, %905
  store double %906, ptr %8, align 8
  %907 = load double, ptr %8, align 8
  %908 = load double, ptr %8, align 8
  %909 = fmul contract double %907, %908
  %910 = load double, ptr %6, align 8
  %911 = fmul contract double %909, %910
  store double %911, ptr %8, align 8
  %912 = load double, ptr %8, align 8
  %913 = load double, ptr %8, align 8
  %914 = fmul contract double %912, %913
  %915 = load double, ptr %6, align 8
  %916 = fmul contract double %914, %915
  store double %916, ptr %8, align 8
  %917 = load double, ptr %8, align 8
  %918 = load double, ptr %8, align 8
  %919 = fmul contract double %917, %918
  %920 = load double, ptr %6, align 8
  %921 = fmul contract double %919, %920
  store double %921, ptr %8, align 8
  %922 = load double, ptr %8, align 8
  %923 = load double, ptr %8, align 8
  %924 = fmul contract double %922, %923
  %925 = load double, ptr %6, align 8
  %926 = fmul contract double %924, %925
  store double %926, ptr %8, align 8
  %927 = load double, ptr %8, align 8
  %928 = load double, ptr %8, align 8
  %929 = fmul contract double %927, %928
  %930 = load double, ptr %6, align 8
  %931 = fmul contract double %929, %930
  store double %931, ptr %8, align 8
  %932 = load double, ptr %8, align 8
  %933 = load double, ptr %8, align 8
  %934 = fmul contract double %932, %933
  %935 = load double, ptr %6, align 8
  %936 = fmul contract double %934, %935
  store double %936, ptr %8, align 8
  %937 = load double, ptr %8, align 8
  %938 = load double, ptr %8, align 8
  %939 = fmul contract double %937, %938
  %940 = load double, ptr %6, align 8
  %941 = fmul contract double %939, %940
  store double %941, ptr %8, align 8
  %942 = load double, ptr %8, align 8
  %943 = load double, ptr %8, align 8
  %944 = fmul contract double %942, %943
  %945 = load double, ptr %6, align 8
  %946 = fmul contract double %944, %945
  store double %946, ptr %8, align 8
  %947 = load double, ptr %8, align 8
  %948 = load double, ptr %8, align 8
  %949 = fmul contract double %947, %948
  %950 = load double, ptr %6, align 8
  %951 = fmul contract double %949, %950
  store double %951, ptr %8, align 8
  %952 = load double, ptr %8, align 8
  %953 = load double, ptr %8, align 8
  %954 = fmul contract double %952, %953
  %955 = load double, ptr %6, align 8
  %956 = fmul contract double %954, %955
  store double %956, ptr %8, align 8
  %957 = load double, ptr %8, align 8
  %958 = load double, ptr %8, align 8
  %959 = fmul contract double %957, %958
  %960 = load double, ptr %6, align 8
  %961 = fmul contract double %959, %960
  store double %961, ptr %8, align 8
  %962 = load double, ptr %8, align 8
  %963 = load double, ptr %8, align 8
  %964 = fmul contract double %962, %963
  %965 = load double, ptr %6, align 8
  %966 = fmul contract double %964, %965
  store double %966, ptr %8, align 8
  %967 = load double, ptr %8, align 8
  %968 = load double, ptr %8, align 8
  %969 = fmul contract double %967, %968
  %970 = load double, ptr %6, align 8
  %971 = fmul contract double %969, %970
  store double %971, ptr %8, align 8
  %972 = load double, ptr %8, align 8
  %973 = load double, ptr %8, align 8
  %974 = fmul contract double %972, %973
  %975 = load double, ptr %6, align 8
  %976 = fmul contract double %974, %975
  store double %976, ptr %8, align 8
  %977 = load double, ptr %8, align 8
  %978 = load double, ptr %8, align 8
  %979 = fmul contract double %977, %978
  %980 = load double, ptr %6, align 8
  %981 = fmul contract double %979, %980
  store double %981, ptr %8, align 8
  %982 = load double, ptr %8, align 8
  %983 = load double, ptr %8, align 8
  %984 = fmul contract double %982, %983
  %985 = load double, ptr %6, align 8
  %986 = fmul contract double %984, %985
  store double %986, ptr %8, align 8
  %987 = load double, ptr %8, align 8
  %988 = load double, ptr %8, align 8
  %989 = fmul contract double %987, %988
  %990 = load double, ptr %6, align 8
  %991 = fmul contract double %989, %990
  store double %991, ptr %8, align 8
  %992 = load double, ptr %8, align 8
  %993 = load double, ptr %8, align 8
  %994 = fmul contract double %992, %993
  %995 = load double, ptr %6, align 8
  %996 = fmul contract double %994, %995
  store double %996, ptr %8, align 8
  %997 = load double, ptr %8, align 8
  %998 = load double, ptr %8, align 8
  %999 = fmul contract double %997, %998
  %1000 = load double, ptr %6, align 8
  %1001 = fmul contract double %999, %1000
  store double %1001, ptr %8, align 8
  %1002 = load double, ptr %8, align 8
  %1003 = load double, ptr %8, align 8
  %1004 = fmul contract double %1002, %1003
  %1005 = load double, ptr %6, align 8
  %1006 = fmul contract double %1004, %1005
  store double %1006, ptr %8, align 8
  %1007 = load double, ptr %8, align 8
  %1008 = load double, ptr %8, align 8
  %1009 = fmul contract double %1007, %1008
  %1010 = load double, ptr %6, align 8
  %1011 = fmul contract double %1009, %1010
  store double %1011, ptr %8, align 8
  %1012 = load double, ptr %8, align 8
  %1013 = load double, ptr %8, align 8
  %1014 = fmul contract double %1012, %1013
  %1015 = load double, ptr %6, align 8
  %1016 = fmul contract double %1014, %1015
  store double %1016, ptr %8, align 8
  %1017 = load double, ptr %8, align 8
  %1018 = load double, ptr %8, align 8
  %1019 = fmul contract double %1017, %1018
  %1020 = load double, ptr %6, align 8
  %1021 = fmul contract double %1019, %1020
  store double %1021, ptr %8, align 8
  %1022 = load double, ptr %8, align 8
  %1023 = load double, ptr %8, align 8
  %1024 = fmul contract double %1022, %1023
  %1025 = load double, ptr %6, align 8
  %1026 = fmul contract double %1024, %1025
  store double %1026, ptr %8, align 8
  %1027 = load double, ptr %8, align 8
  %1028 = load double, ptr %8, align 8
  %1029 = fmul contract double %1027, %1028
  %1030 = load double, ptr %6, align 8
  %1031 = fmul contract double %1029, %1030
  store double %1031, ptr %8, align 8
  br label %1032

1032:                                             ; preds = %31
  %1033 = load i32, ptr %9, align 4
  %1034 = add nsw i32 %1033, 1
  store i32 %1034, ptr %9, align 4
  br label %27, !llvm.loop !8

1035:                                             ; preds = %27
  %1036 = load double, ptr %8, align 8
  %1037 = load ptr, ptr %4, align 8
  %1038 = load i32, ptr %7, align 4
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr inbounds double, ptr %1037, i64 %1039
  store double %1036, ptr %1040, align 8
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

!0 = !{ptr @_Z4Mul1IfEvPT_iS0_, !"kernel", i32 1}
!1 = !{ptr @_Z4Mul1IdEvPT_iS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
