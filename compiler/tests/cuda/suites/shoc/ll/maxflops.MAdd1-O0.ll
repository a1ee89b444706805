; ModuleID = 'maxflops.MAdd1.cu'
source_filename = "maxflops.MAdd1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z5MAdd1IfEvPT_iS0_S0_ = comdat any

$_Z5MAdd1IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd1IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %9, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  store float %21, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %22

22:                                               ; preds = %1227, %4
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %1230

26:                                               ; preds = %22
  %27 = load float, ptr %7, align 4
  %28 = load float, ptr %10, align 4
  %29 = load float, ptr %8, align 4
  %30 = fmul contract float %28, %29
  %31 = fsub contract float %27, %30
  store float %31, ptr %10, align 4
  %32 = load float, ptr %7, align 4
  %33 = load float, ptr %10, align 4
  %34 = load float, ptr %8, align 4
  %35 = fmul contract float %33, %34
  %36 = fsub contract float %32, %35
  store float %36, ptr %10, align 4
  %37 = load float, ptr %7, align 4
  %38 = load float, ptr %10, align 4
  %39 = load float, ptr %8, align 4
  %40 = fmul contract float %38, %39
  %41 = fsub contract float %37, %40
  store float %41, ptr %10, align 4
  %42 = load float, ptr %7, align 4
  %43 = load float, ptr %10, align 4
  %44 = load float, ptr %8, align 4
  %45 = fmul contract float %43, %44
  %46 = fsub contract float %42, %45
  store float %46, ptr %10, align 4
  %47 = load float, ptr %7, align 4
  %48 = load float, ptr %10, align 4
  %49 = load float, ptr %8, align 4
  %50 = fmul contract float %48, %49
  %51 = fsub contract float %47, %50
  store float %51, ptr %10, align 4
  %52 = load float, ptr %7, align 4
  %53 = load float, ptr %10, align 4
  %54 = load float, ptr %8, align 4
  %55 = fmul contract float %53, %54
  %56 = fsub contract float %52, %55
  store float %56, ptr %10, align 4
  %57 = load float, ptr %7, align 4
  %58 = load float, ptr %10, align 4
  %59 = load float, ptr %8, align 4
  %60 = fmul contract float %58, %59
  %61 = fsub contract float %57, %60
  store float %61, ptr %10, align 4
  %62 = load float, ptr %7, align 4
  %63 = load float, ptr %10, align 4
  %64 = load float, ptr %8, align 4
  %65 = fmul contract float %63, %64
  %66 = fsub contract float %62, %65
  store float %66, ptr %10, align 4
  %67 = load float, ptr %7, align 4
  %68 = load float, ptr %10, align 4
  %69 = load float, ptr %8, align 4
  %70 = fmul contract float %68, %69
  %71 = fsub contract float %67, %70
  store float %71, ptr %10, align 4
  %72 = load float, ptr %7, align 4
  %73 = load float, ptr %10, align 4
  %74 = load float, ptr %8, align 4
  %75 = fmul contract float %73, %74
  %76 = fsub contract float %72, %75
  store float %76, ptr %10, align 4
  %77 = load float, ptr %7, align 4
  %78 = load float, ptr %10, align 4
  %79 = load float, ptr %8, align 4
  %80 = fmul contract float %78, %79
  %81 = fsub contract float %77, %80
  store float %81, ptr %10, align 4
  %82 = load float, ptr %7, align 4
  %83 = load float, ptr %10, align 4
  %84 = load float, ptr %8, align 4
  %85 = fmul contract float %83, %84
  %86 = fsub contract float %82, %85
  store float %86, ptr %10, align 4
  %87 = load float, ptr %7, align 4
  %88 = load float, ptr %10, align 4
  %89 = load float, ptr %8, align 4
  %90 = fmul contract float %88, %89
  %91 = fsub contract float %87, %90
  store float %91, ptr %10, align 4
  %92 = load float, ptr %7, align 4
  %93 = load float, ptr %10, align 4
  %94 = load float, ptr %8, align 4
  %95 = fmul contract float %93, %94
  %96 = fsub contract float %92, %95
  store float %96, ptr %10, align 4
  %97 = load float, ptr %7, align 4
  %98 = load float, ptr %10, align 4
  %99 = load float, ptr %8, align 4
  %100 = fmul contract float %98, %99
  %101 = fsub contract float %97, %100
  store float %101, ptr %10, align 4
  %102 = load float, ptr %7, align 4
  %103 = load float, ptr %10, align 4
  %104 = load float, ptr %8, align 4
  %105 = fmul contract float %103, %104
  %106 = fsub contract float %102, %105
  store float %106, ptr %10, align 4
  %107 = load float, ptr %7, align 4
  %108 = load float, ptr %10, align 4
  %109 = load float, ptr %8, align 4
  %110 = fmul contract float %108, %109
  %111 = fsub contract float %107, %110
  store float %111, ptr %10, align 4
  %112 = load float, ptr %7, align 4
  %113 = load float, ptr %10, align 4
  %114 = load float, ptr %8, align 4
  %115 = fmul contract float %113, %114
  %116 = fsub contract float %112, %115
  store float %116, ptr %10, align 4
  %117 = load float, ptr %7, align 4
  %118 = load float, ptr %10, align 4
  %119 = load float, ptr %8, align 4
  %120 = fmul contract float %118, %119
  %121 = fsub contract float %117, %120
  store float %121, ptr %10, align 4
  %122 = load float, ptr %7, align 4
  %123 = load float, ptr %10, align 4
  %124 = load float, ptr %8, align 4
  %125 = fmul contract float %123, %124
  %126 = fsub contract float %122, %125
  store float %126, ptr %10, align 4
  %127 = load float, ptr %7, align 4
  %128 = load float, ptr %10, align 4
  %129 = load float, ptr %8, align 4
  %130 = fmul contract float %128, %129
  %131 = fsub contract float %127, %130
  store float %131, ptr %10, align 4
  %132 = load float, ptr %7, align 4
  %133 = load float, ptr %10, align 4
  %134 = load float, ptr %8, align 4
  %135 = fmul contract float %133, %134
  %136 = fsub contract float %132, %135
  store float %136, ptr %10, align 4
  %137 = load float, ptr %7, align 4
  %138 = load float, ptr %10, align 4
  %139 = load float, ptr %8, align 4
  %140 = fmul contract float %138, %139
  %141 = fsub contract float %137, %140
  store float %141, ptr %10, align 4
  %142 = load float, ptr %7, align 4
  %143 = load float, ptr %10, align 4
  %144 = load float, ptr %8, align 4
  %145 = fmul contract float %143, %144
  %146 = fsub contract float %142, %145
  store float %146, ptr %10, align 4
  %147 = load float, ptr %7, align 4
  %148 = load float, ptr %10, align 4
  %149 = load float, ptr %8, align 4
  %150 = fmul contract float %148, %149
  %151 = fsub contract float %147, %150
  store float %151, ptr %10, align 4
  %152 = load float, ptr %7, align 4
  %153 = load float, ptr %10, align 4
  %154 = load float, ptr %8, align 4
  %155 = fmul contract float %153, %154
  %156 = fsub contract float %152, %155
  store float %156, ptr %10, align 4
  %157 = load float, ptr %7, align 4
  %158 = load float, ptr %10, align 4
  %159 = load float, ptr %8, align 4
  %160 = fmul contract float %158, %159
  %161 = fsub contract float %157, %160
  store float %161, ptr %10, align 4
  %162 = load float, ptr %7, align 4
  %163 = load float, ptr %10, align 4
  %164 = load float, ptr %8, align 4
  %165 = fmul contract float %163, %164
  %166 = fsub contract float %162, %165
  store float %166, ptr %10, align 4
  %167 = load float, ptr %7, align 4
  %168 = load float, ptr %10, align 4
  %169 = load float, ptr %8, align 4
  %170 = fmul contract float %168, %169
  %171 = fsub contract float %167, %170
  store float %171, ptr %10, align 4
  %172 = load float, ptr %7, align 4
  %173 = load float, ptr %10, align 4
  %174 = load float, ptr %8, align 4
  %175 = fmul contract float %173, %174
  %176 = fsub contract float %172, %175
  store float %176, ptr %10, align 4
  %177 = load float, ptr %7, align 4
  %178 = load float, ptr %10, align 4
  %179 = load float, ptr %8, align 4
  %180 = fmul contract float %178, %179
  %181 = fsub contract float %177, %180
  store float %181, ptr %10, align 4
  %182 = load float, ptr %7, align 4
  %183 = load float, ptr %10, align 4
  %184 = load float, ptr %8, align 4
  %185 = fmul contract float %183, %184
  %186 = fsub contract float %182, %185
  store float %186, ptr %10, align 4
  %187 = load float, ptr %7, align 4
  %188 = load float, ptr %10, align 4
  %189 = load float, ptr %8, align 4
  %190 = fmul contract float %188, %189
  %191 = fsub contract float %187, %190
  store float %191, ptr %10, align 4
  %192 = load float, ptr %7, align 4
  %193 = load float, ptr %10, align 4
  %194 = load float, ptr %8, align 4
  %195 = fmul contract float %193, %194
  %196 = fsub contract float %192, %195
  store float %196, ptr %10, align 4
  %197 = load float, ptr %7, align 4
  %198 = load float, ptr %10, align 4
  %199 = load float, ptr %8, align 4
  %200 = fmul contract float %198, %199
  %201 = fsub contract float %197, %200
  store float %201, ptr %10, align 4
  %202 = load float, ptr %7, align 4
  %203 = load float, ptr %10, align 4
  %204 = load float, ptr %8, align 4
  %205 = fmul contract float %203, %204
  %206 = fsub contract float %202, %205
  store float %206, ptr %10, align 4
  %207 = load float, ptr %7, align 4
  %208 = load float, ptr %10, align 4
  %209 = load float, ptr %8, align 4
  %210 = fmul contract float %208, %209
  %211 = fsub contract float %207, %210
  store float %211, ptr %10, align 4
  %212 = load float, ptr %7, align 4
  %213 = load float, ptr %10, align 4
  %214 = load float, ptr %8, align 4
  %215 = fmul contract float %213, %214
  %216 = fsub contract float %212, %215
  store float %216, ptr %10, align 4
  %217 = load float, ptr %7, align 4
  %218 = load float, ptr %10, align 4
  %219 = load float, ptr %8, align 4
  %220 = fmul contract float %218, %219
  %221 = fsub contract float %217, %220
  store float %221, ptr %10, align 4
  %222 = load float, ptr %7, align 4
  %223 = load float, ptr %10, align 4
  %224 = load float, ptr %8, align 4
  %225 = fmul contract float %223, %224
  %226 = fsub contract float %222, %225
  store float %226, ptr %10, align 4
  %227 = load float, ptr %7, align 4
  %228 = load float, ptr %10, align 4
  %229 = load float, ptr %8, align 4
  %230 = fmul contract float %228, %229
  %231 = fsub contract float %227, %230
  store float %231, ptr %10, align 4
  %232 = load float, ptr %7, align 4
  %233 = load float, ptr %10, align 4
  %234 = load float, ptr %8, align 4
  %235 = fmul contract float %233, %234
  %236 = fsub contract float %232, %235
  store float %236, ptr %10, align 4
  %237 = load float, ptr %7, align 4
  %238 = load float, ptr %10, align 4
  %239 = load float, ptr %8, align 4
  %240 = fmul contract float %238, %239
  %241 = fsub contract float %237, %240
  store float %241, ptr %10, align 4
  %242 = load float, ptr %7, align 4
  %243 = load float, ptr %10, align 4
  %244 = load float, ptr %8, align 4
  %245 = fmul contract float %243, %244
  %246 = fsub contract float %242, %245
  store float %246, ptr %10, align 4
  %247 = load float, ptr %7, align 4
  %248 = load float, ptr %10, align 4
  %249 = load float, ptr %8, align 4
  %250 = fmul contract float %248, %249
  %251 = fsub contract float %247, %250
  store float %251, ptr %10, align 4
  %252 = load float, ptr %7, align 4
  %253 = load float, ptr %10, align 4
  %254 = load float, ptr %8, align 4
  %255 = fmul contract float %253, %254
  %256 = fsub contract float %252, %255
  store float %256, ptr %10, align 4
  %257 = load float, ptr %7, align 4
  %258 = load float, ptr %10, align 4
  %259 = load float, ptr %8, align 4
  %260 = fmul contract float %258, %259
  %261 = fsub contract float %257, %260
  store float %261, ptr %10, align 4
  %262 = load float, ptr %7, align 4
  %263 = load float, ptr %10, align 4
  %264 = load float, ptr %8, align 4
  %265 = fmul contract float %263, %264
  %266 = fsub contract float %262, %265
  store float %266, ptr %10, align 4
  %267 = load float, ptr %7, align 4
  %268 = load float, ptr %10, align 4
  %269 = load float, ptr %8, align 4
  %270 = fmul contract float %268, %269
  %271 = fsub contract float %267, %270
  store float %271, ptr %10, align 4
  %272 = load float, ptr %7, align 4
  %273 = load float, ptr %10, align 4
  %274 = load float, ptr %8, align 4
  %275 = fmul contract float %273, %274
  %276 = fsub contract float %272, %275
  store float %276, ptr %10, align 4
  %277 = load float, ptr %7, align 4
  %278 = load float, ptr %10, align 4
  %279 = load float, ptr %8, align 4
  %280 = fmul contract float %278, %279
  %281 = fsub contract float %277, %280
  store float %281, ptr %10, align 4
  %282 = load float, ptr %7, align 4
  %283 = load float, ptr %10, align 4
  %284 = load float, ptr %8, align 4
  %285 = fmul contract float %283, %284
  %286 = fsub contract float %282, %285
  store float %286, ptr %10, align 4
  %287 = load float, ptr %7, align 4
  %288 = load float, ptr %10, align 4
  %289 = load float, ptr %8, align 4
  %290 = fmul contract float %288, %289
  %291 = fsub contract float %287, %290
  store float %291, ptr %10, align 4
  %292 = load float, ptr %7, align 4
  %293 = load float, ptr %10, align 4
  %294 = load float, ptr %8, align 4
  %295 = fmul contract float %293, %294
  %296 = fsub contract float %292, %295
  store float %296, ptr %10, align 4
  %297 = load float, ptr %7, align 4
  %298 = load float, ptr %10, align 4
  %299 = load float, ptr %8, align 4
  %300 = fmul contract float %298, %299
  %301 = fsub contract float %297, %300
  store float %301, ptr %10, align 4
  %302 = load float, ptr %7, align 4
  %303 = load float, ptr %10, align 4
  %304 = load float, ptr %8, align 4
  %305 = fmul contract float %303, %304
  %306 = fsub contract float %302, %305
  store float %306, ptr %10, align 4
  %307 = load float, ptr %7, align 4
  %308 = load float, ptr %10, align 4
  %309 = load float, ptr %8, align 4
  %310 = fmul contract float %308, %309
  %311 = fsub contract float %307, %310
  store float %311, ptr %10, align 4
  %312 = load float, ptr %7, align 4
  %313 = load float, ptr %10, align 4
  %314 = load float, ptr %8, align 4
  %315 = fmul contract float %313, %314
  %316 = fsub contract float %312, %315
  store float %316, ptr %10, align 4
  %317 = load float, ptr %7, align 4
  %318 = load float, ptr %10, align 4
  %319 = load float, ptr %8, align 4
  %320 = fmul contract float %318, %319
  %321 = fsub contract float %317, %320
  store float %321, ptr %10, align 4
  %322 = load float, ptr %7, align 4
  %323 = load float, ptr %10, align 4
  %324 = load float, ptr %8, align 4
  %325 = fmul contract float %323, %324
  %326 = fsub contract float %322, %325
  store float %326, ptr %10, align 4
  %327 = load float, ptr %7, align 4
  %328 = load float, ptr %10, align 4
  %329 = load float, ptr %8, align 4
  %330 = fmul contract float %328, %329
  %331 = fsub contract float %327, %330
  store float %331, ptr %10, align 4
  %332 = load float, ptr %7, align 4
  %333 = load float, ptr %10, align 4
  %334 = load float, ptr %8, align 4
  %335 = fmul contract float %333, %334
  %336 = fsub contract float %332, %335
  store float %336, ptr %10, align 4
  %337 = load float, ptr %7, align 4
  %338 = load float, ptr %10, align 4
  %339 = load float, ptr %8, align 4
  %340 = fmul contract float %338, %339
  %341 = fsub contract float %337, %340
  store float %341, ptr %10, align 4
  %342 = load float, ptr %7, align 4
  %343 = load float, ptr %10, align 4
  %344 = load float, ptr %8, align 4
  %345 = fmul contract float %343, %344
  %346 = fsub contract float %342, %345
  store float %346, ptr %10, align 4
  %347 = load float, ptr %7, align 4
  %348 = load float, ptr %10, align 4
  %349 = load float, ptr %8, align 4
  %350 = fmul contract float %348, %349
  %351 = fsub contract float %347, %350
  store float %351, ptr %10, align 4
  %352 = load float, ptr %7, align 4
  %353 = load float, ptr %10, align 4
  %354 = load float, ptr %8, align 4
  %355 = fmul contract float %353, %354
  %356 = fsub contract float %352, %355
  store float %356, ptr %10, align 4
  %357 = load float, ptr %7, align 4
  %358 = load float, ptr %10, align 4
  %359 = load float, ptr %8, align 4
  %360 = fmul contract float %358, %359
  %361 = fsub contract float %357, %360
  store float %361, ptr %10, align 4
  %362 = load float, ptr %7, align 4
  %363 = load float, ptr %10, align 4
  %364 = load float, ptr %8, align 4
  %365 = fmul contract float %363, %364
  %366 = fsub contract float %362, %365
  store float %366, ptr %10, align 4
  %367 = load float, ptr %7, align 4
  %368 = load float, ptr %10, align 4
  %369 = load float, ptr %8, align 4
  %370 = fmul contract float %368, %369
  %371 = fsub contract float %367, %370
  store float %371, ptr %10, align 4
  %372 = load float, ptr %7, align 4
  %373 = load float, ptr %10, align 4
  %374 = load float, ptr %8, align 4
  %375 = fmul contract float %373, %374
  %376 = fsub contract float %372, %375
  store float %376, ptr %10, align 4
  %377 = load float, ptr %7, align 4
  %378 = load float, ptr %10, align 4
  %379 = load float, ptr %8, align 4
  %380 = fmul contract float %378, %379
  %381 = fsub contract float %377, %380
  store float %381, ptr %10, align 4
  %382 = load float, ptr %7, align 4
  %383 = load float, ptr %10, align 4
  %384 = load float, ptr %8, align 4
  %385 = fmul contract float %383, %384
  %386 = fsub contract float %382, %385
  store float %386, ptr %10, align 4
  %387 = load float, ptr %7, align 4
  %388 = load float, ptr %10, align 4
  %389 = load float, ptr %8, align 4
  %390 = fmul contract float %388, %389
  %391 = fsub contract float %387, %390
  store float %391, ptr %10, align 4
  %392 = load float, ptr %7, align 4
  %393 = load float, ptr %10, align 4
  %394 = load float, ptr %8, align 4
  %395 = fmul contract float %393, %394
  %396 = fsub contract float %392, %395
  store float %396, ptr %10, align 4
  %397 = load float, ptr %7, align 4
  %398 = load float, ptr %10, align 4
  %399 = load float, ptr %8, align 4
  %400 = fmul contract float %398, %399
  %401 = fsub contract float %397, %400
  store float %401, ptr %10, align 4
  %402 = load float, ptr %7, align 4
  %403 = load float, ptr %10, align 4
  %404 = load float, ptr %8, align 4
  %405 = fmul contract float %403, %404
  %406 = fsub contract float %402, %405
  store float %406, ptr %10, align 4
  %407 = load float, ptr %7, align 4
  %408 = load float, ptr %10, align 4
  %409 = load float, ptr %8, align 4
  %410 = fmul contract float %408, %409
  %411 = fsub contract float %407, %410
  store float %411, ptr %10, align 4
  %412 = load float, ptr %7, align 4
  %413 = load float, ptr %10, align 4
  %414 = load float, ptr %8, align 4
  %415 = fmul contract float %413, %414
  %416 = fsub contract float %412, %415
  store float %416, ptr %10, align 4
  %417 = load float, ptr %7, align 4
  %418 = load float, ptr %10, align 4
  %419 = load float, ptr %8, align 4
  %420 = fmul contract float %418, %419
  %421 = fsub contract float %417, %420
  store float %421, ptr %10, align 4
  %422 = load float, ptr %7, align 4
  %423 = load float, ptr %10, align 4
  %424 = load float, ptr %8, align 4
  %425 = fmul contract float %423, %424
  %426 = fsub contract float %422, %425
  store float %426, ptr %10, align 4
  %427 = load float, ptr %7, align 4
  %428 = load float, ptr %10, align 4
  %429 = load float, ptr %8, align 4
  %430 = fmul contract float %428, %429
  %431 = fsub contract float %427, %430
  store float %431, ptr %10, align 4
  %432 = load float, ptr %7, align 4
  %433 = load float, ptr %10, align 4
  %434 = load float, ptr %8, align 4
  %435 = fmul contract float %433, %434
  %436 = fsub contract float %432, %435
  store float %436, ptr %10, align 4
  %437 = load float, ptr %7, align 4
  %438 = load float, ptr %10, align 4
  %439 = load float, ptr %8, align 4
  %440 = fmul contract float %438, %439
  %441 = fsub contract float %437, %440
  store float %441, ptr %10, align 4
  %442 = load float, ptr %7, align 4
  %443 = load float, ptr %10, align 4
  %444 = load float, ptr %8, align 4
  %445 = fmul contract float %443, %444
  %446 = fsub contract float %442, %445
  store float %446, ptr %10, align 4
  %447 = load float, ptr %7, align 4
  %448 = load float, ptr %10, align 4
  %449 = load float, ptr %8, align 4
  %450 = fmul contract float %448, %449
  %451 = fsub contract float %447, %450
  store float %451, ptr %10, align 4
  %452 = load float, ptr %7, align 4
  %453 = load float, ptr %10, align 4
  %454 = load float, ptr %8, align 4
  %455 = fmul contract float %453, %454
  %456 = fsub contract float %452, %455
  store float %456, ptr %10, align 4
  %457 = load float, ptr %7, align 4
  %458 = load float, ptr %10, align 4
  %459 = load float, ptr %8, align 4
  %460 = fmul contract float %458, %459
  %461 = fsub contract float %457, %460
  store float %461, ptr %10, align 4
  %462 = load float, ptr %7, align 4
  %463 = load float, ptr %10, align 4
  %464 = load float, ptr %8, align 4
  %465 = fmul contract float %463, %464
  %466 = fsub contract float %462, %465
  store float %466, ptr %10, align 4
  %467 = load float, ptr %7, align 4
  %468 = load float, ptr %10, align 4
  %469 = load float, ptr %8, align 4
  %470 = fmul contract float %468, %469
  %471 = fsub contract float %467, %470
  store float %471, ptr %10, align 4
  %472 = load float, ptr %7, align 4
  %473 = load float, ptr %10, align 4
  %474 = load float, ptr %8, align 4
  %475 = fmul contract float %473, %474
  %476 = fsub contract float %472, %475
  store float %476, ptr %10, align 4
  %477 = load float, ptr %7, align 4
  %478 = load float, ptr %10, align 4
  %479 = load float, ptr %8, align 4
  %480 = fmul contract float %478, %479
  %481 = fsub contract float %477, %480
  store float %481, ptr %10, align 4
  %482 = load float, ptr %7, align 4
  %483 = load float, ptr %10, align 4
  %484 = load float, ptr %8, align 4
  %485 = fmul contract float %483, %484
  %486 = fsub contract float %482, %485
  store float %486, ptr %10, align 4
  %487 = load float, ptr %7, align 4
  %488 = load float, ptr %10, align 4
  %489 = load float, ptr %8, align 4
  %490 = fmul contract float %488, %489
  %491 = fsub contract float %487, %490
  store float %491, ptr %10, align 4
  %492 = load float, ptr %7, align 4
  %493 = load float, ptr %10, align 4
  %494 = load float, ptr %8, align 4
  %495 = fmul contract float %493, %494
  %496 = fsub contract float %492, %495
  store float %496, ptr %10, align 4
  %497 = load float, ptr %7, align 4
  %498 = load float, ptr %10, align 4
  %499 = load float, ptr %8, align 4
  %500 = fmul contract float %498, %499
  %501 = fsub contract float %497, %500
  store float %501, ptr %10, align 4
  %502 = load float, ptr %7, align 4
  %503 = load float, ptr %10, align 4
  %504 = load float, ptr %8, align 4
  %505 = fmul contract float %503, %504
  %506 = fsub contract float %502, %505
  store float %506, ptr %10, align 4
  %507 = load float, ptr %7, align 4
  %508 = load float, ptr %10, align 4
  %509 = load float, ptr %8, align 4
  %510 = fmul contract float %508, %509
  %511 = fsub contract float %507, %510
  store float %511, ptr %10, align 4
  %512 = load float, ptr %7, align 4
  %513 = load float, ptr %10, align 4
  %514 = load float, ptr %8, align 4
  %515 = fmul contract float %513, %514
  %516 = fsub contract float %512, %515
  store float %516, ptr %10, align 4
  %517 = load float, ptr %7, align 4
  %518 = load float, ptr %10, align 4
  %519 = load float, ptr %8, align 4
  %520 = fmul contract float %518, %519
  %521 = fsub contract float %517, %520
  store float %521, ptr %10, align 4
  %522 = load float, ptr %7, align 4
  %523 = load float, ptr %10, align 4
  %524 = load float, ptr %8, align 4
  %525 = fmul contract float %523, %524
  %526 = fsub contract float %522, %525
  store float %526, ptr %10, align 4
  %527 = load float, ptr %7, align 4
  %528 = load float, ptr %10, align 4
  %529 = load float, ptr %8, align 4
  %530 = fmul contract float %528, %529
  %531 = fsub contract float %527, %530
  store float %531, ptr %10, align 4
  %532 = load float, ptr %7, align 4
  %533 = load float, ptr %10, align 4
  %534 = load float, ptr %8, align 4
  %535 = fmul contract float %533, %534
  %536 = fsub contract float %532, %535
  store float %536, ptr %10, align 4
  %537 = load float, ptr %7, align 4
  %538 = load float, ptr %10, align 4
  %539 = load float, ptr %8, align 4
  %540 = fmul contract float %538, %539
  %541 = fsub contract float %537, %540
  store float %541, ptr %10, align 4
  %542 = load float, ptr %7, align 4
  %543 = load float, ptr %10, align 4
  %544 = load float, ptr %8, align 4
  %545 = fmul contract float %543, %544
  %546 = fsub contract float %542, %545
  store float %546, ptr %10, align 4
  %547 = load float, ptr %7, align 4
  %548 = load float, ptr %10, align 4
  %549 = load float, ptr %8, align 4
  %550 = fmul contract float %548, %549
  %551 = fsub contract float %547, %550
  store float %551, ptr %10, align 4
  %552 = load float, ptr %7, align 4
  %553 = load float, ptr %10, align 4
  %554 = load float, ptr %8, align 4
  %555 = fmul contract float %553, %554
  %556 = fsub contract float %552, %555
  store float %556, ptr %10, align 4
  %557 = load float, ptr %7, align 4
  %558 = load float, ptr %10, align 4
  %559 = load float, ptr %8, align 4
  %560 = fmul contract float %558, %559
  %561 = fsub contract float %557, %560
  store float %561, ptr %10, align 4
  %562 = load float, ptr %7, align 4
  %563 = load float, ptr %10, align 4
  %564 = load float, ptr %8, align 4
  %565 = fmul contract float %563, %564
  %566 = fsub contract float %562, %565
  store float %566, ptr %10, align 4
  %567 = load float, ptr %7, align 4
  %568 = load float, ptr %10, align 4
  %569 = load float, ptr %8, align 4
  %570 = fmul contract float %568, %569
  %571 = fsub contract float %567, %570
  store float %571, ptr %10, align 4
  %572 = load float, ptr %7, align 4
  %573 = load float, ptr %10, align 4
  %574 = load float, ptr %8, align 4
  %575 = fmul contract float %573, %574
  %576 = fsub contract float %572, %575
  store float %576, ptr %10, align 4
  %577 = load float, ptr %7, align 4
  %578 = load float, ptr %10, align 4
  %579 = load float, ptr %8, align 4
  %580 = fmul contract float %578, %579
  %581 = fsub contract float %577, %580
  store float %581, ptr %10, align 4
  %582 = load float, ptr %7, align 4
  %583 = load float, ptr %10, align 4
  %584 = load float, ptr %8, align 4
  %585 = fmul contract float %583, %584
  %586 = fsub contract float %582, %585
  store float %586, ptr %10, align 4
  %587 = load float, ptr %7, align 4
  %588 = load float, ptr %10, align 4
  %589 = load float, ptr %8, align 4
  %590 = fmul contract float %588, %589
  %591 = fsub contract float %587, %590
  store float %591, ptr %10, align 4
  %592 = load float, ptr %7, align 4
  %593 = load float, ptr %10, align 4
  %594 = load float, ptr %8, align 4
  %595 = fmul contract float %593, %594
  %596 = fsub contract float %592, %595
  store float %596, ptr %10, align 4
  %597 = load float, ptr %7, align 4
  %598 = load float, ptr %10, align 4
  %599 = load float, ptr %8, align 4
  %600 = fmul contract float %598, %599
  %601 = fsub contract float %597, %600
  store float %601, ptr %10, align 4
  %602 = load float, ptr %7, align 4
  %603 = load float, ptr %10, align 4
  %604 = load float, ptr %8, align 4
  %605 = fmul contract float %603, %604
  %606 = fsub contract float %602, %605
  store float %606, ptr %10, align 4
  %607 = load float, ptr %7, align 4
  %608 = load float, ptr %10, align 4
  %609 = load float, ptr %8, align 4
  %610 = fmul contract float %608, %609
  %611 = fsub contract float %607, %610
  store float %611, ptr %10, align 4
  %612 = load float, ptr %7, align 4
  %613 = load float, ptr %10, align 4
  %614 = load float, ptr %8, align 4
  %615 = fmul contract float %613, %614
  %616 = fsub contract float %612, %615
  store float %616, ptr %10, align 4
  %617 = load float, ptr %7, align 4
  %618 = load float, ptr %10, align 4
  %619 = load float, ptr %8, align 4
  %620 = fmul contract float %618, %619
  %621 = fsub contract float %617, %620
  store float %621, ptr %10, align 4
  %622 = load float, ptr %7, align 4
  %623 = load float, ptr %10, align 4
  %624 = load float, ptr %8, align 4
  %625 = fmul contract float %623, %624
  %626 = fsub contract float %622, %625
  store float %626, ptr %10, align 4
  %627 = load float, ptr %7, align 4
  %628 = load float, ptr %10, align 4
  %629 = load float, ptr %8, align 4
  %630 = fmul contract float %628, %629
  %631 = fsub contract float %627, %630
  store float %631, ptr %10, align 4
  %632 = load float, ptr %7, align 4
  %633 = load float, ptr %10, align 4
  %634 = load float, ptr %8, align 4
  %635 = fmul contract float %633, %634
  %636 = fsub contract float %632, %635
  store float %636, ptr %10, align 4
  %637 = load float, ptr %7, align 4
  %638 = load float, ptr %10, align 4
  %639 = load float, ptr %8, align 4
  %640 = fmul contract float %638, %639
  %641 = fsub contract float %637, %640
  store float %641, ptr %10, align 4
  %642 = load float, ptr %7, align 4
  %643 = load float, ptr %10, align 4
  %644 = load float, ptr %8, align 4
  %645 = fmul contract float %643, %644
  %646 = fsub contract float %642, %645
  store float %646, ptr %10, align 4
  %647 = load float, ptr %7, align 4
  %648 = load float, ptr %10, align 4
  %649 = load float, ptr %8, align 4
  %650 = fmul contract float %648, %649
  %651 = fsub contract float %647, %650
  store float %651, ptr %10, align 4
  %652 = load float, ptr %7, align 4
  %653 = load float, ptr %10, align 4
  %654 = load float, ptr %8, align 4
  %655 = fmul contract float %653, %654
  %656 = fsub contract float %652, %655
  store float %656, ptr %10, align 4
  %657 = load float, ptr %7, align 4
  %658 = load float, ptr %10, align 4
  %659 = load float, ptr %8, align 4
  %660 = fmul contract float %658, %659
  %661 = fsub contract float %657, %660
  store float %661, ptr %10, align 4
  %662 = load float, ptr %7, align 4
  %663 = load float, ptr %10, align 4
  %664 = load float, ptr %8, align 4
  %665 = fmul contract float %663, %664
  %666 = fsub contract float %662, %665
  store float %666, ptr %10, align 4
  %667 = load float, ptr %7, align 4
  %668 = load float, ptr %10, align 4
  %669 = load float, ptr %8, align 4
  %670 = fmul contract float %668, %669
  %671 = fsub contract float %667, %670
  store float %671, ptr %10, align 4
  %672 = load float, ptr %7, align 4
  %673 = load float, ptr %10, align 4
  %674 = load float, ptr %8, align 4
  %675 = fmul contract float %673, %674
  %676 = fsub contract float %672, %675
  store float %676, ptr %10, align 4
  %677 = load float, ptr %7, align 4
  %678 = load float, ptr %10, align 4
  %679 = load float, ptr %8, align 4
  %680 = fmul contract float %678, %679
  %681 = fsub contract float %677, %680
  store float %681, ptr %10, align 4
  %682 = load float, ptr %7, align 4
  %683 = load float, ptr %10, align 4
  %684 = load float, ptr %8, align 4
  %685 = fmul contract float %683, %684
  %686 = fsub contract float %682, %685
  store float %686, ptr %10, align 4
  %687 = load float, ptr %7, align 4
  %688 = load float, ptr %10, align 4
  %689 = load float, ptr %8, align 4
  %690 = fmul contract float %688, %689
  %691 = fsub contract float %687, %690
  store float %691, ptr %10, align 4
  %692 = load float, ptr %7, align 4
  %693 = load float, ptr %10, align 4
  %694 = load float, ptr %8, align 4
  %695 = fmul contract float %693, %694
  %696 = fsub contract float %692, %695
  store float %696, ptr %10, align 4
  %697 = load float, ptr %7, align 4
  %698 = load float, ptr %10, align 4
  %699 = load float, ptr %8, align 4
  %700 = fmul contract float %698, %699
  %701 = fsub contract float %697, %700
  store float %701, ptr %10, align 4
  %702 = load float, ptr %7, align 4
  %703 = load float, ptr %10, align 4
  %704 = load float, ptr %8, align 4
  %705 = fmul contract float %703, %704
  %706 = fsub contract float %702, %705
  store float %706, ptr %10, align 4
  %707 = load float, ptr %7, align 4
  %708 = load float, ptr %10, align 4
  %709 = load float, ptr %8, align 4
  %710 = fmul contract float %708, %709
  %711 = fsub contract float %707, %710
  store float %711, ptr %10, align 4
  %712 = load float, ptr %7, align 4
  %713 = load float, ptr %10, align 4
  %714 = load float, ptr %8, align 4
  %715 = fmul contract float %713, %714
  %716 = fsub contract float %712, %715
  store float %716, ptr %10, align 4
  %717 = load float, ptr %7, align 4
  %718 = load float, ptr %10, align 4
  %719 = load float, ptr %8, align 4
  %720 = fmul contract float %718, %719
  %721 = fsub contract float %717, %720
  store float %721, ptr %10, align 4
  %722 = load float, ptr %7, align 4
  %723 = load float, ptr %10, align 4
  %724 = load float, ptr %8, align 4
  %725 = fmul contract float %723, %724
  %726 = fsub contract float %722, %725
  store float %726, ptr %10, align 4
  %727 = load float, ptr %7, align 4
  %728 = load float, ptr %10, align 4
  %729 = load float, ptr %8, align 4
  %730 = fmul contract float %728, %729
  %731 = fsub contract float %727, %730
  store float %731, ptr %10, align 4
  %732 = load float, ptr %7, align 4
  %733 = load float, ptr %10, align 4
  %734 = load float, ptr %8, align 4
  %735 = fmul contract float %733, %734
  %736 = fsub contract float %732, %735
  store float %736, ptr %10, align 4
  %737 = load float, ptr %7, align 4
  %738 = load float, ptr %10, align 4
  %739 = load float, ptr %8, align 4
  %740 = fmul contract float %738, %739
  %741 = fsub contract float %737, %740
  store float %741, ptr %10, align 4
  %742 = load float, ptr %7, align 4
  %743 = load float, ptr %10, align 4
  %744 = load float, ptr %8, align 4
  %745 = fmul contract float %743, %744
  %746 = fsub contract float %742, %745
  store float %746, ptr %10, align 4
  %747 = load float, ptr %7, align 4
  %748 = load float, ptr %10, align 4
  %749 = load float, ptr %8, align 4
  %750 = fmul contract float %748, %749
  %751 = fsub contract float %747, %750
  store float %751, ptr %10, align 4
  %752 = load float, ptr %7, align 4
  %753 = load float, ptr %10, align 4
  %754 = load float, ptr %8, align 4
  %755 = fmul contract float %753, %754
  %756 = fsub contract float %752, %755
  store float %756, ptr %10, align 4
  %757 = load float, ptr %7, align 4
  %758 = load float, ptr %10, align 4
  %759 = load float, ptr %8, align 4
  %760 = fmul contract float %758, %759
  %761 = fsub contract float %757, %760
  store float %761, ptr %10, align 4
  %762 = load float, ptr %7, align 4
  %763 = load float, ptr %10, align 4
  %764 = load float, ptr %8, align 4
  %765 = fmul contract float %763, %764
  %766 = fsub contract float %762, %765
  store float %766, ptr %10, align 4
  %767 = load float, ptr %7, align 4
  %768 = load float, ptr %10, align 4
  %769 = load float, ptr %8, align 4
  %770 = fmul contract float %768, %769
  %771 = fsub contract float %767, %770
  store float %771, ptr %10, align 4
  %772 = load float, ptr %7, align 4
  %773 = load float, ptr %10, align 4
  %774 = load float, ptr %8, align 4
  %775 = fmul contract float %773, %774
  %776 = fsub contract float %772, %775
  store float %776, ptr %10, align 4
  %777 = load float, ptr %7, align 4
  %778 = load float, ptr %10, align 4
  %779 = load float, ptr %8, align 4
  %780 = fmul contract float %778, %779
  %781 = fsub contract float %777, %780
  store float %781, ptr %10, align 4
  %782 = load float, ptr %7, align 4
  %783 = load float, ptr %10, align 4
  %784 = load float, ptr %8, align 4
  %785 = fmul contract float %783, %784
  %786 = fsub contract float %782, %785
  store float %786, ptr %10, align 4
  %787 = load float, ptr %7, align 4
  %788 = load float, ptr %10, align 4
  %789 = load float, ptr %8, align 4
  %790 = fmul contract float %788, %789
  %791 = fsub contract float %787, %790
  store float %791, ptr %10, align 4
  %792 = load float, ptr %7, align 4
  %793 = load float, ptr %10, align 4
  %794 = load float, ptr %8, align 4
  %795 = fmul contract float %793, %794
  %796 = fsub contract float %792, %795
  store float %796, ptr %10, align 4
  %797 = load float, ptr %7, align 4
  %798 = load float, ptr %10, align 4
  %799 = load float, ptr %8, align 4
  %800 = fmul contract float %798, %799
  %801 = fsub contract float %797, %800
  store float %801, ptr %10, align 4
  %802 = load float, ptr %7, align 4
  %803 = load float, ptr %10, align 4
  %804 = load float, ptr %8, align 4
  %805 = fmul contract float %803, %804
  %806 = fsub contract float %802, %805
  store float %806, ptr %10, align 4
  %807 = load float, ptr %7, align 4
  %808 = load float, ptr %10, align 4
  %809 = load float, ptr %8, align 4
  %810 = fmul contract float %808, %809
  %811 = fsub contract float %807, %810
  store float %811, ptr %10, align 4
  %812 = load float, ptr %7, align 4
  %813 = load float, ptr %10, align 4
  %814 = load float, ptr %8, align 4
  %815 = fmul contract float %813, %814
  %816 = fsub contract float %812, %815
  store float %816, ptr %10, align 4
  %817 = load float, ptr %7, align 4
  %818 = load float, ptr %10, align 4
  %819 = load float, ptr %8, align 4
  %820 = fmul contract float %818, %819
  %821 = fsub contract float %817, %820
  store float %821, ptr %10, align 4
  %822 = load float, ptr %7, align 4
  %823 = load float, ptr %10, align 4
  %824 = load float, ptr %8, align 4
  %825 = fmul contract float %823, %824
  %826 = fsub contract float %822, %825
  store float %826, ptr %10, align 4
  %827 = load float, ptr %7, align 4
  %828 = load float, ptr %10, align 4
  %829 = load float, ptr %8, align 4
  %830 = fmul contract float %828, %829
  %831 = fsub contract float %827, %830
  store float %831, ptr %10, align 4
  %832 = load float, ptr %7, align 4
  %833 = load float, ptr %10, align 4
  %834 = load float, ptr %8, align 4
  %835 = fmul contract float %833, %834
  %836 = fsub contract float %832, %835
  store float %836, ptr %10, align 4
  %837 = load float, ptr %7, align 4
  %838 = load float, ptr %10, align 4
  %839 = load float, ptr %8, align 4
  %840 = fmul contract float %838, %839
  %841 = fsub contract float %837, %840
  store float %841, ptr %10, align 4
  %842 = load float, ptr %7, align 4
  %843 = load float, ptr %10, align 4
  %844 = load float, ptr %8, align 4
  %845 = fmul contract float %843, %844
  %846 = fsub contract float %842, %845
  store float %846, ptr %10, align 4
  %847 = load float, ptr %7, align 4
  %848 = load float, ptr %10, align 4
  %849 = load float, ptr %8, align 4
  %850 = fmul contract float %848, %849
  %851 = fsub contract float %847, %850
  store float %851, ptr %10, align 4
  %852 = load float, ptr %7, align 4
  %853 = load float, ptr %10, align 4
  %854 = load float, ptr %8, align 4
  %855 = fmul contract float %853, %854
  %856 = fsub contract float %852, %855
  store float %856, ptr %10, align 4
  %857 = load float, ptr %7, align 4
  %858 = load float, ptr %10, align 4
  %859 = load float, ptr %8, align 4
  %860 = fmul contract float %858, %859
  %861 = fsub contract float %857, %860
  store float %861, ptr %10, align 4
  %862 = load float, ptr %7, align 4
  %863 = load float, ptr %10, align 4
  %864 = load float, ptr %8, align 4
  %865 = fmul contract float %863, %864
  %866 = fsub contract float %862, %865
  store float %866, ptr %10, align 4
  %867 = load float, ptr %7, align 4
  %868 = load float, ptr %10, align 4
  %869 = load float, ptr %8, align 4
  %870 = fmul contract float %868, %869
  %871 = fsub contract float %867, %870
  store float %871, ptr %10, align 4
  %872 = load float, ptr %7, align 4
  %873 = load float, ptr %10, align 4
  %874 = load float, ptr %8, align 4
  %875 = fmul contract float %873, %874
  %876 = fsub contract float %872, %875
  store float %876, ptr %10, align 4
  %877 = load float, ptr %7, align 4
  %878 = load float, ptr %10, align 4
  %879 = load float, ptr %8, align 4
  %880 = fmul contract float %878, %879
  %881 = fsub contract float %877, %880
  store float %881, ptr %10, align 4
  %882 = load float, ptr %7, align 4
  %883 = load float, ptr %10, align 4
  %884 = load float, ptr %8, align 4
  %885 = fmul contract float %883, %884
  %886 = fsub contract float %882, %885
  store float %886, ptr %10, align 4
  %887 = load float, ptr %7, align 4
  %888 = load float, ptr %10, align 4
  %889 = load float, ptr %8, align 4
  %890 = fmul contract float %888, %889
  %891 = fsub contract float %887, %890
  store float %891, ptr %10, align 4
  %892 = load float, ptr %7, align 4
  %893 = load float, ptr %10, align 4
  %894 = load float, ptr %8, align 4
  %895 = fmul contract float %893, %894
  %896 = fsub contract float %892, %895
  store float %896, ptr %10, align 4
  %897 = load float, ptr %7, align 4
  %898 = load float, ptr %10, align 4
  %899 = load float, ptr %8, align 4
  %900 = fmul contract float %898, %899
  %901 = fsub contract float %897, %900
  store float %901, ptr %10, align 4
  %902 = load float, ptr %7, align 4
  %903 = load float, ptr %10, align 4
  %904 = load float, ptr %8, align 4
  %905 = fmul contract float %903, %904
  %906 = fsub contract float %902, %905
  store float %906, ptr %10, align 4
  %907 = load float, ptr %7, align 4
  %908 = load float, ptr %10, align 4
  %909 = load float, ptr %8, align 4
  %910 = fmul contract float %908, %909
  %911 = fsub contract float %907, %910
  store float %911, ptr %10, align 4
  %912 = load float, ptr %7, align 4
  %913 = load float, ptr %10, align 4
  %914 = load float, ptr %8, align 4
  %915 = fmul contract float %913, %914
  %916 = fsub contract float %912, %915
  store float %916, ptr %10, align 4
  %917 = load float, ptr %7, align 4
  %918 = load float, ptr %10, align 4
  %919 = load float, ptr %8, align 4
  %920 = fmul contract float %918, %919
  %921 = fsub contract float %917, %920
  store float %921, ptr %10, align 4
  %922 = load float, ptr %7, align 4
  %923 = load float, ptr %10, align 4
  %924 = load float, ptr %8, align 4
  %925 = fmul contract float %923, %924
  %926 = fsub contract float %922, %925
  store float %926, ptr %10, align 4
  %927 = load float, ptr %7, align 4
  %928 = load float, ptr %10, align 4
  %929 = load float, ptr %8, align 4
  %930 = fmul contract float %928, %929
  %931 = fsub contract float %927, %930
  store float %931, ptr %10, align 4
  %932 = load float, ptr %7, align 4
  %933 = load float, ptr %10, align 4
  %934 = load float, ptr %8, align 4
  %935 = fmul contract float %933, %934
  %936 = fsub contract float %932, %935
  store float %936, ptr %10, align 4
  %937 = load float, ptr %7, align 4
  %938 = load float, ptr %10, align 4
  %939 = load float, ptr %8, align 4
  %940 = fmul contract float %938, %939
  %941 = fsub contract float %937, %940
  store float %941, ptr %10, align 4
  %942 = load float, ptr %7, align 4
  %943 = load float, ptr %10, align 4
  %944 = load float, ptr %8, align 4
  %945 = fmul contract float %943, %944
  %946 = fsub contract float %942, %945
  store float %946, ptr %10, align 4
  %947 = load float, ptr %7, align 4
  %948 = load float, ptr %10, align 4
  %949 = load float, ptr %8, align 4
  %950 = fmul contract float %948, %949
  %951 = fsub contract float %947, %950
  store float %951, ptr %10, align 4
  %952 = load float, ptr %7, align 4
  %953 = load float, ptr %10, align 4
  %954 = load float, ptr %8, align 4
  %955 = fmul contract float %953, %954
  %956 = fsub contract float %952, %955
  store float %956, ptr %10, align 4
  %957 = load float, ptr %7, align 4
  %958 = load float, ptr %10, align 4
  %959 = load float, ptr %8, align 4
  %960 = fmul contract float %958, %959
  %961 = fsub contract float %957, %960
  store float %961, ptr %10, align 4
  %962 = load float, ptr %7, align 4
  %963 = load float, ptr %10, align 4
  %964 = load float, ptr %8, align 4
  %965 = fmul contract float %963, %964
  %966 = fsub contract float %962, %965
  store float %966, ptr %10, align 4
  %967 = load float, ptr %7, align 4
  %968 = load float, ptr %10, align 4
  %969 = load float, ptr %8, align 4
  %970 = fmul contract float %968, %969
  %971 = fsub contract float %967, %970
  store float %971, ptr %10, align 4
  %972 = load float, ptr %7, align 4
  %973 = load float, ptr %10, align 4
  %974 = load float, ptr %8, align 4
  %975 = fmul contract float %973, %974
  %976 = fsub contract float %972, %975
  store float %976, ptr %10, align 4
  %977 = load float, ptr %7, align 4
  %978 = load float, ptr %10, align 4
  %979 = load float, ptr %8, align 4
  %980 = fmul contract float %978, %979
  %981 = fsub contract float %977, %980
  store float %981, ptr %10, align 4
  %982 = load float, ptr %7, align 4
  %983 = load float, ptr %10, align 4
  %984 = load float, ptr %8, align 4
  %985 = fmul contract float %983, %984
  %986 = fsub contract float %982, %985
  store float %986, ptr %10, align 4
  %987 = load float, ptr %7, align 4
  %988 = load float, ptr %10, align 4
  %989 = load float, ptr %8, align 4
  %990 = fmul contract float %988, %989
  %991 = fsub contract float %987, %990
  store float %991, ptr %10, align 4
  %992 = load float, ptr %7, align 4
  %993 = load float, ptr %10, align 4
  %994 = load float, ptr %8, align 4
  %995 = fmul contract float %993, %994
  %996 = fsub contract float %992, %995
  store float %996, ptr %10, align 4
  %997 = load float, ptr %7, align 4
  %998 = load float, ptr %10, align 4
  %999 = load float, ptr %8, align 4
  %1000 = fmul contract float %998, %999
  %1001 = fsub contract float %997, %1000
  store float %1001, ptr %10, align 4
  %1002 = load float, ptr %7, align 4
  %1003 = load float, ptr %10, align 4
  %1004 = load float, ptr %8, align 4
  %1005 = fmul contract float %1003, %1004
  %1006 = fsub contract float %1002, %1005
  store float %1006, ptr %10, align 4
  %1007 = load float, ptr %7, align 4
  %1008 = load float, ptr %10, align 4
  %1009 = load float, ptr %8, align 4
  %1010 = fmul contract float %1008, %1009
  %1011 = fsub contract float %1007, %1010
  store float %1011, ptr %10, align 4
  %1012 = load float, ptr %7, align 4
  %1013 = load float, ptr %10, align 4
  %1014 = load float, ptr %8, align 4
  %1015 = fmul contract float %1013, %1014
  %1016 = fsub contract float %1012, %1015
  store float %1016, ptr %10, align 4
  %1017 = load float, ptr %7, align 4
  %1018 = load float, ptr %10, align 4
  %1019 = load float, ptr %8, align 4
  %1020 = fmul contract float %1018, %1019
  %1021 = fsub contract float %1017, %1020
  store float %1021, ptr %10, align 4
  %1022 = load float, ptr %7, align 4
  %1023 = load float, ptr %10, align 4
  %1024 = load float, ptr %8, align 4
  %1025 = fmul contract float %1023, %1024
  %1026 = fsub contract float %1022, %1025
  store float %1026, ptr %10, align 4
  %1027 = load float, ptr %7, align 4
  %1028 = load float, ptr %10, align 4
  %1029 = load float, ptr %8, align 4
  %1030 = fmul contract float %1028, %1029
  %1031 = fsub contract float %1027, %1030
  store float %1031, ptr %10, align 4
  %1032 = load float, ptr %7, align 4
  %1033 = load float, ptr %10, align 4
  %1034 = load float, ptr %8, align 4
  %1035 = fmul contract float %1033, %1034
  %1036 = fsub contract float %1032, %1035
  store float %1036, ptr %10, align 4
  %1037 = load float, ptr %7, align 4
  %1038 = load float, ptr %10, align 4
  %1039 = load float, ptr %8, align 4
  %1040 = fmul contract float %1038, %1039
  %1041 = fsub contract float %1037, %1040
  store float %1041, ptr %10, align 4
  %1042 = load float, ptr %7, align 4
  %1043 = load float, ptr %10, align 4
  %1044 = load float, ptr %8, align 4
  %1045 = fmul contract float %1043, %1044
  %1046 = fsub contract float %1042, %1045
  store float %1046, ptr %10, align 4
  %1047 = load float, ptr %7, align 4
  %1048 = load float, ptr %10, align 4
  %1049 = load float, ptr %8, align 4
  %1050 = fmul contract float %1048, %1049
  %1051 = fsub contract float %1047, %1050
  store float %1051, ptr %10, align 4
  %1052 = load float, ptr %7, align 4
  %1053 = load float, ptr %10, align 4
  %1054 = load float, ptr %8, align 4
  %1055 = fmul contract float %1053, %1054
  %1056 = fsub contract float %1052, %1055
  store float %1056, ptr %10, align 4
  %1057 = load float, ptr %7, align 4
  %1058 = load float, ptr %10, align 4
  %1059 = load float, ptr %8, align 4
  %1060 = fmul contract float %1058, %1059
  %1061 = fsub contract float %1057, %1060
  store float %1061, ptr %10, align 4
  %1062 = load float, ptr %7, align 4
  %1063 = load float, ptr %10, align 4
  %1064 = load float, ptr %8, align 4
  %1065 = fmul contract float %1063, %1064
  %1066 = fsub contract float %1062, %1065
  store float %1066, ptr %10, align 4
  %1067 = load float, ptr %7, align 4
  %1068 = load float, ptr %10, align 4
  %1069 = load float, ptr %8, align 4
  %1070 = fmul contract float %1068, %1069
  %1071 = fsub contract float %1067, %1070
  store float %1071, ptr %10, align 4
  %1072 = load float, ptr %7, align 4
  %1073 = load float, ptr %10, align 4
  %1074 = load float, ptr %8, align 4
  %1075 = fmul contract float %1073, %1074
  %1076 = fsub contract float %1072, %1075
  store float %1076, ptr %10, align 4
  %1077 = load float, ptr %7, align 4
  %1078 = load float, ptr %10, align 4
  %1079 = load float, ptr %8, align 4
  %1080 = fmul contract float %1078, %1079
  %1081 = fsub contract float %1077, %1080
  store float %1081, ptr %10, align 4
  %1082 = load float, ptr %7, align 4
  %1083 = load float, ptr %10, align 4
  %1084 = load float, ptr %8, align 4
  %1085 = fmul contract float %1083, %1084
  %1086 = fsub contract float %1082, %1085
  store float %1086, ptr %10, align 4
  %1087 = load float, ptr %7, align 4
  %1088 = load float, ptr %10, align 4
  %1089 = load float, ptr %8, align 4
  %1090 = fmul contract float %1088, %1089
  %1091 = fsub contract float %1087, %1090
  store float %1091, ptr %10, align 4
  %1092 = load float, ptr %7, align 4
  %1093 = load float, ptr %10, align 4
  %1094 = load float, ptr %8, align 4
  %1095 = fmul contract float %1093, %1094
  %1096 = fsub contract float %1092, %1095
  store float %1096, ptr %10, align 4
  %1097 = load float, ptr %7, align 4
  %1098 = load float, ptr %10, align 4
  %1099 = load float, ptr %8, align 4
  %1100 = fmul contract float %1098, %1099
  %1101 = fsub contract float %1097, %1100
  store float %1101, ptr %10, align 4
  %1102 = load float, ptr %7, align 4
  %1103 = load float, ptr %10, align 4
  %1104 = load float, ptr %8, align 4
  %1105 = fmul contract float %1103, %1104
  %1106 = fsub contract float %1102, %1105
  store float %1106, ptr %10, align 4
  %1107 = load float, ptr %7, align 4
  %1108 = load float, ptr %10, align 4
  %1109 = load float, ptr %8, align 4
  %1110 = fmul contract float %1108, %1109
  %1111 = fsub contract float %1107, %1110
  store float %1111, ptr %10, align 4
  %1112 = load float, ptr %7, align 4
  %1113 = load float, ptr %10, align 4
  %1114 = load float, ptr %8, align 4
  %1115 = fmul contract float %1113, %1114
  %1116 = fsub contract float %1112, %1115
  store float %1116, ptr %10, align 4
  %1117 = load float, ptr %7, align 4
  %1118 = load float, ptr %10, align 4
  %1119 = load float, ptr %8, align 4
  %1120 = fmul contract float %1118, %1119
  %1121 = fsub contract float %1117, %1120
  store float %1121, ptr %10, align 4
  %1122 = load float, ptr %7, align 4
  %1123 = load float, ptr %10, align 4
  %1124 = load float, ptr %8, align 4
  %1125 = fmul contract float %1123, %1124
  %1126 = fsub contract float %1122, %1125
  store float %1126, ptr %10, align 4
  %1127 = load float, ptr %7, align 4
  %1128 = load float, ptr %10, align 4
  %1129 = load float, ptr %8, align 4
  %1130 = fmul contract float %1128, %1129
  %1131 = fsub contract float %1127, %1130
  store float %1131, ptr %10, align 4
  %1132 = load float, ptr %7, align 4
  %1133 = load float, ptr %10, align 4
  %1134 = load float, ptr %8, align 4
  %1135 = fmul contract float %1133, %1134
  %1136 = fsub contract float %1132, %1135
  store float %1136, ptr %10, align 4
  %1137 = load float, ptr %7, align 4
  %1138 = load float, ptr %10, align 4
  %1139 = load float, ptr %8, align 4
  %1140 = fmul contract float %1138, %1139
  %1141 = fsub contract float %1137, %1140
  store float %1141, ptr %10, align 4
  %1142 = load float, ptr %7, align 4
  %1143 = load float, ptr %10, align 4
  %1144 = load float, ptr %8, align 4
  %1145 = fmul contract float %1143, %1144
  %1146 = fsub contract float %1142, %1145
  store float %1146, ptr %10, align 4
  %1147 = load float, ptr %7, align 4
  %1148 = load float, ptr %10, align 4
  %1149 = load float, ptr %8, align 4
  %1150 = fmul contract float %1148, %1149
  %1151 = fsub contract float %1147, %1150
  store float %1151, ptr %10, align 4
  %1152 = load float, ptr %7, align 4
  %1153 = load float, ptr %10, align 4
  %1154 = load float, ptr %8, align 4
  %1155 = fmul contract float %1153, %1154
  %1156 = fsub contract float %1152, %1155
  store float %1156, ptr %10, align 4
  %1157 = load float, ptr %7, align 4
  %1158 = load float, ptr %10, align 4
  %1159 = load float, ptr %8, align 4
  %1160 = fmul contract float %1158, %1159
  %1161 = fsub contract float %1157, %1160
  store float %1161, ptr %10, align 4
  %1162 = load float, ptr %7, align 4
  %1163 = load float, ptr %10, align 4
  %1164 = load float, ptr %8, align 4
  %1165 = fmul contract float %1163, %1164
  %1166 = fsub contract float %1162, %1165
  store float %1166, ptr %10, align 4
  %1167 = load float, ptr %7, align 4
  %1168 = load float, ptr %10, align 4
  %1169 = load float, ptr %8, align 4
  %1170 = fmul contract float %1168, %1169
  %1171 = fsub contract float %1167, %1170
  store float %1171, ptr %10, align 4
  %1172 = load float, ptr %7, align 4
  %1173 = load float, ptr %10, align 4
  %1174 = load float, ptr %8, align 4
  %1175 = fmul contract float %1173, %1174
  %1176 = fsub contract float %1172, %1175
  store float %1176, ptr %10, align 4
  %1177 = load float, ptr %7, align 4
  %1178 = load float, ptr %10, align 4
  %1179 = load float, ptr %8, align 4
  %1180 = fmul contract float %1178, %1179
  %1181 = fsub contract float %1177, %1180
  store float %1181, ptr %10, align 4
  %1182 = load float, ptr %7, align 4
  %1183 = load float, ptr %10, align 4
  %1184 = load float, ptr %8, align 4
  %1185 = fmul contract float %1183, %1184
  %1186 = fsub contract float %1182, %1185
  store float %1186, ptr %10, align 4
  %1187 = load float, ptr %7, align 4
  %1188 = load float, ptr %10, align 4
  %1189 = load float, ptr %8, align 4
  %1190 = fmul contract float %1188, %1189
  %1191 = fsub contract float %1187, %1190
  store float %1191, ptr %10, align 4
  %1192 = load float, ptr %7, align 4
  %1193 = load float, ptr %10, align 4
  %1194 = load float, ptr %8, align 4
  %1195 = fmul contract float %1193, %1194
  %1196 = fsub contract float %1192, %1195
  store float %1196, ptr %10, align 4
  %1197 = load float, ptr %7, align 4
  %1198 = load float, ptr %10, align 4
  %1199 = load float, ptr %8, align 4
  %1200 = fmul contract float %1198, %1199
  %1201 = fsub contract float %1197, %1200
  store float %1201, ptr %10, align 4
  %1202 = load float, ptr %7, align 4
  %1203 = load float, ptr %10, align 4
  %1204 = load float, ptr %8, align 4
  %1205 = fmul contract float %1203, %1204
  %1206 = fsub contract float %1202, %1205
  store float %1206, ptr %10, align 4
  %1207 = load float, ptr %7, align 4
  %1208 = load float, ptr %10, align 4
  %1209 = load float, ptr %8, align 4
  %1210 = fmul contract float %1208, %1209
  %1211 = fsub contract float %1207, %1210
  store float %1211, ptr %10, align 4
  %1212 = load float, ptr %7, align 4
  %1213 = load float, ptr %10, align 4
  %1214 = load float, ptr %8, align 4
  %1215 = fmul contract float %1213, %1214
  %1216 = fsub contract float %1212, %1215
  store float %1216, ptr %10, align 4
  %1217 = load float, ptr %7, align 4
  %1218 = load float, ptr %10, align 4
  %1219 = load float, ptr %8, align 4
  %1220 = fmul contract float %1218, %1219
  %1221 = fsub contract float %1217, %1220
  store float %1221, ptr %10, align 4
  %1222 = load float, ptr %7, align 4
  %1223 = load float, ptr %10, align 4
  %1224 = load float, ptr %8, align 4
  %1225 = fmul contract float %1223, %1224
  %1226 = fsub contract float %1222, %1225
  store float %1226, ptr %10, align 4
  br label %1227

1227:                                             ; preds = %26
  %1228 = load i32, ptr %11, align 4
  %1229 = add nsw i32 %1228, 1
  store i32 %1229, ptr %11, align 4
  br label %22, !llvm.loop !6

1230:                                             ; preds = %22
  %1231 = load float, ptr %10, align 4
  %1232 = load ptr, ptr %5, align 8
  %1233 = load i32, ptr %9, align 4
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr inbounds float, ptr %1232, i64 %1234
  store float %1231, ptr %1235, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd1IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %9, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %22

22:                                               ; preds = %1227, %4
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %1230

26:                                               ; preds = %22
  %27 = load double, ptr %7, align 8
  %28 = load double, ptr %10, align 8
  %29 = load double, ptr %8, align 8
  %30 = fmul contract double %28, %29
  %31 = fsub contract double %27, %30
  store double %31, ptr %10, align 8
  %32 = load double, ptr %7, align 8
  %33 = load double, ptr %10, align 8
  %34 = load double, ptr %8, align 8
  %35 = fmul contract double %33, %34
  %36 = fsub contract double %32, %35
  store double %36, ptr %10, align 8
  %37 = load double, ptr %7, align 8
  %38 = load double, ptr %10, align 8
  %39 = load double, ptr %8, align 8
  %40 = fmul contract double %38, %39
  %41 = fsub contract double %37, %40
  store double %41, ptr %10, align 8
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %10, align 8
  %44 = load double, ptr %8, align 8
  %45 = fmul contract double %43, %44
  %46 = fsub contract double %42, %45
  store double %46, ptr %10, align 8
  %47 = load double, ptr %7, align 8
  %48 = load double, ptr %10, align 8
  %49 = load double, ptr %8, align 8
  %50 = fmul contract double %48, %49
  %51 = fsub contract double %47, %50
  store double %51, ptr %10, align 8
  %52 = load double, ptr %7, align 8
  %53 = load double, ptr %10, align 8
  %54 = load double, ptr %8, align 8
  %55 = fmul contract double %53, %54
  %56 = fsub contract double %52, %55
  store double %56, ptr %10, align 8
  %57 = load double, ptr %7, align 8
  %58 = load double, ptr %10, align 8
  %59 = load double, ptr %8, align 8
  %60 = fmul contract double %58, %59
  %61 = fsub contract double %57, %60
  store double %61, ptr %10, align 8
  %62 = load double, ptr %7, align 8
  %63 = load double, ptr %10, align 8
  %64 = load double, ptr %8, align 8
  %65 = fmul contract double %63, %64
  %66 = fsub contract double %62, %65
  store double %66, ptr %10, align 8
  %67 = load double, ptr %7, align 8
  %68 = load double, ptr %10, align 8
  %69 = load double, ptr %8, align 8
  %70 = fmul contract double %68, %69
  %71 = fsub contract double %67, %70
  store double %71, ptr %10, align 8
  %72 = load double, ptr %7, align 8
  %73 = load double, ptr %10, align 8
  %74 = load double, ptr %8, align 8
  %75 = fmul contract double %73, %74
  %76 = fsub contract double %72, %75
  store double %76, ptr %10, align 8
  %77 = load double, ptr %7, align 8
  %78 = load double, ptr %10, align 8
  %79 = load double, ptr %8, align 8
  %80 = fmul contract double %78, %79
  %81 = fsub contract double %77, %80
  store double %81, ptr %10, align 8
  %82 = load double, ptr %7, align 8
  %83 = load double, ptr %10, align 8
  %84 = load double, ptr %8, align 8
  %85 = fmul contract double %83, %84
  %86 = fsub contract double %82, %85
  store double %86, ptr %10, align 8
  %87 = load double, ptr %7, align 8
  %88 = load double, ptr %10, align 8
  %89 = load double, ptr %8, align 8
  %90 = fmul contract double %88, %89
  %91 = fsub contract double %87, %90
  store double %91, ptr %10, align 8
  %92 = load double, ptr %7, align 8
  %93 = load double, ptr %10, align 8
  %94 = load double, ptr %8, align 8
  %95 = fmul contract double %93, %94
  %96 = fsub contract double %92, %95
  store double %96, ptr %10, align 8
  %97 = load double, ptr %7, align 8
  %98 = load double, ptr %10, align 8
  %99 = load double, ptr %8, align 8
  %100 = fmul contract double %98, %99
  %101 = fsub contract double %97, %100
  store double %101, ptr %10, align 8
  %102 = load double, ptr %7, align 8
  %103 = load double, ptr %10, align 8
  %104 = load double, ptr %8, align 8
  %105 = fmul contract double %103, %104
  %106 = fsub contract double %102, %105
  store double %106, ptr %10, align 8
  %107 = load double, ptr %7, align 8
  %108 = load double, ptr %10, align 8
  %109 = load double, ptr %8, align 8
  %110 = fmul contract double %108, %109
  %111 = fsub contract double %107, %110
  store double %111, ptr %10, align 8
  %112 = load double, ptr %7, align 8
  %113 = load double, ptr %10, align 8
  %114 = load double, ptr %8, align 8
  %115 = fmul contract double %113, %114
  %116 = fsub contract double %112, %115
  store double %116, ptr %10, align 8
  %117 = load double, ptr %7, align 8
  %118 = load double, ptr %10, align 8
  %119 = load double, ptr %8, align 8
  %120 = fmul contract double %118, %119
  %121 = fsub contract double %117, %120
  store double %121, ptr %10, align 8
  %122 = load double, ptr %7, align 8
  %123 = load double, ptr %10, align 8
  %124 = load double, ptr %8, align 8
  %125 = fmul contract double %123, %124
  %126 = fsub contract double %122, %125
  store double %126, ptr %10, align 8
  %127 = load double, ptr %7, align 8
  %128 = load double, ptr %10, align 8
  %129 = load double, ptr %8, align 8
  %130 = fmul contract double %128, %129
  %131 = fsub contract double %127, %130
  store double %131, ptr %10, align 8
  %132 = load double, ptr %7, align 8
  %133 = load double, ptr %10, align 8
  %134 = load double, ptr %8, align 8
  %135 = fmul contract double %133, %134
  %136 = fsub contract double %132, %135
  store double %136, ptr %10, align 8
  %137 = load double, ptr %7, align 8
  %138 = load double, ptr %10, align 8
  %139 = load double, ptr %8, align 8
  %140 = fmul contract double %138, %139
  %141 = fsub contract double %137, %140
  store double %141, ptr %10, align 8
  %142 = load double, ptr %7, align 8
  %143 = load double, ptr %10, align 8
  %144 = load double, ptr %8, align 8
  %145 = fmul contract double %143, %144
  %146 = fsub contract double %142, %145
  store double %146, ptr %10, align 8
  %147 = load double, ptr %7, align 8
  %148 = load double, ptr %10, align 8
  %149 = load double, ptr %8, align 8
  %150 = fmul contract double %148, %149
  %151 = fsub contract double %147, %150
  store double %151, ptr %10, align 8
  %152 = load double, ptr %7, align 8
  %153 = load double, ptr %10, align 8
  %154 = load double, ptr %8, align 8
  %155 = fmul contract double %153, %154
  %156 = fsub contract double %152, %155
  store double %156, ptr %10, align 8
  %157 = load double, ptr %7, align 8
  %158 = load double, ptr %10, align 8
  %159 = load double, ptr %8, align 8
  %160 = fmul contract double %158, %159
  %161 = fsub contract double %157, %160
  store double %161, ptr %10, align 8
  %162 = load double, ptr %7, align 8
  %163 = load double, ptr %10, align 8
  %164 = load double, ptr %8, align 8
  %165 = fmul contract double %163, %164
  %166 = fsub contract double %162, %165
  store double %166, ptr %10, align 8
  %167 = load double, ptr %7, align 8
  %168 = load double, ptr %10, align 8
  %169 = load double, ptr %8, align 8
  %170 = fmul contract double %168, %169
  %171 = fsub contract double %167, %170
  store double %171, ptr %10, align 8
  %172 = load double, ptr %7, align 8
  %173 = load double, ptr %10, align 8
  %174 = load double, ptr %8, align 8
  %175 = fmul contract double %173, %174
  %176 = fsub contract double %172, %175
  store double %176, ptr %10, align 8
  %177 = load double, ptr %7, align 8
  %178 = load double, ptr %10, align 8
  %179 = load double, ptr %8, align 8
  %180 = fmul contract double %178, %179
  %181 = fsub contract double %177, %180
  store double %181, ptr %10, align 8
  %182 = load double, ptr %7, align 8
  %183 = load double, ptr %10, align 8
  %184 = load double, ptr %8, align 8
  %185 = fmul contract double %183, %184
  %186 = fsub contract double %182, %185
  store double %186, ptr %10, align 8
  %187 = load double, ptr %7, align 8
  %188 = load double, ptr %10, align 8
  %189 = load double, ptr %8, align 8
  %190 = fmul contract double %188, %189
  %191 = fsub contract double %187, %190
  store double %191, ptr %10, align 8
  %192 = load double, ptr %7, align 8
  %193 = load double, ptr %10, align 8
  %194 = load double, ptr %8, align 8
  %195 = fmul contract double %193, %194
  %196 = fsub contract double %192, %195
  store double %196, ptr %10, align 8
  %197 = load double, ptr %7, align 8
  %198 = load double, ptr %10, align 8
  %199 = load double, ptr %8, align 8
  %200 = fmul contract double %198, %199
  %201 = fsub contract double %197, %200
  store double %201, ptr %10, align 8
  %202 = load double, ptr %7, align 8
  %203 = load double, ptr %10, align 8
  %204 = load double, ptr %8, align 8
  %205 = fmul contract double %203, %204
  %206 = fsub contract double %202, %205
  store double %206, ptr %10, align 8
  %207 = load double, ptr %7, align 8
  %208 = load double, ptr %10, align 8
  %209 = load double, ptr %8, align 8
  %210 = fmul contract double %208, %209
  %211 = fsub contract double %207, %210
  store double %211, ptr %10, align 8
  %212 = load double, ptr %7, align 8
  %213 = load double, ptr %10, align 8
  %214 = load double, ptr %8, align 8
  %215 = fmul contract double %213, %214
  %216 = fsub contract double %212, %215
  store double %216, ptr %10, align 8
  %217 = load double, ptr %7, align 8
  %218 = load double, ptr %10, align 8
  %219 = load double, ptr %8, align 8
  %220 = fmul contract double %218, %219
  %221 = fsub contract double %217, %220
  store double %221, ptr %10, align 8
  %222 = load double, ptr %7, align 8
  %223 = load double, ptr %10, align 8
  %224 = load double, ptr %8, align 8
  %225 = fmul contract double %223, %224
  %226 = fsub contract double %222, %225
  store double %226, ptr %10, align 8
  %227 = load double, ptr %7, align 8
  %228 = load double, ptr %10, align 8
  %229 = load double, ptr %8, align 8
  %230 = fmul contract double %228, %229
  %231 = fsub contract double %227, %230
  store double %231, ptr %10, align 8
  %232 = load double, ptr %7, align 8
  %233 = load double, ptr %10, align 8
  %234 = load double, ptr %8, align 8
  %235 = fmul contract double %233, %234
  %236 = fsub contract double %232, %235
  store double %236, ptr %10, align 8
  %237 = load double, ptr %7, align 8
  %238 = load double, ptr %10, align 8
  %239 = load double, ptr %8, align 8
  %240 = fmul contract double %238, %239
  %241 = fsub contract double %237, %240
  store double %241, ptr %10, align 8
  %242 = load double, ptr %7, align 8
  %243 = load double, ptr %10, align 8
  %244 = load double, ptr %8, align 8
  %245 = fmul contract double %243, %244
  %246 = fsub contract double %242, %245
  store double %246, ptr %10, align 8
  %247 = load double, ptr %7, align 8
  %248 = load double, ptr %10, align 8
  %249 = load double, ptr %8, align 8
  %250 = fmul contract double %248, %249
  %251 = fsub contract double %247, %250
  store double %251, ptr %10, align 8
  %252 = load double, ptr %7, align 8
  %253 = load double, ptr %10, align 8
  %254 = load double, ptr %8, align 8
  %255 = fmul contract double %253, %254
  %256 = fsub contract double %252, %255
  store double %256, ptr %10, align 8
  %257 = load double, ptr %7, align 8
  %258 = load double, ptr %10, align 8
  %259 = load double, ptr %8, align 8
  %260 = fmul contract double %258, %259
  %261 = fsub contract double %257, %260
  store double %261, ptr %10, align 8
  %262 = load double, ptr %7, align 8
  %263 = load double, ptr %10, align 8
  %264 = load double, ptr %8, align 8
  %265 = fmul contract double %263, %264
  %266 = fsub contract double %262, %265
  store double %266, ptr %10, align 8
  %267 = load double, ptr %7, align 8
  %268 = load double, ptr %10, align 8
  %269 = load double, ptr %8, align 8
  %270 = fmul contract double %268, %269
  %271 = fsub contract double %267, %270
  store double %271, ptr %10, align 8
  %272 = load double, ptr %7, align 8
  %273 = load double, ptr %10, align 8
  %274 = load double, ptr %8, align 8
  %275 = fmul contract double %273, %274
  %276 = fsub contract double %272, %275
  store double %276, ptr %10, align 8
  %277 = load double, ptr %7, align 8
  %278 = load double, ptr %10, align 8
  %279 = load double, ptr %8, align 8
  %280 = fmul contract double %278, %279
  %281 = fsub contract double %277, %280
  store double %281, ptr %10, align 8
  %282 = load double, ptr %7, align 8
  %283 = load double, ptr %10, align 8
  %284 = load double, ptr %8, align 8
  %285 = fmul contract double %283, %284
  %286 = fsub contract double %282, %285
  store double %286, ptr %10, align 8
  %287 = load double, ptr %7, align 8
  %288 = load double, ptr %10, align 8
  %289 = load double, ptr %8, align 8
  %290 = fmul contract double %288, %289
  %291 = fsub contract double %287, %290
  store double %291, ptr %10, align 8
  %292 = load double, ptr %7, align 8
  %293 = load double, ptr %10, align 8
  %294 = load double, ptr %8, align 8
  %295 = fmul contract double %293, %294
  %296 = fsub contract double %292, %295
  store double %296, ptr %10, align 8
  %297 = load double, ptr %7, align 8
  %298 = load double, ptr %10, align 8
  %299 = load double, ptr %8, align 8
  %300 = fmul contract double %298, %299
  %301 = fsub contract double %297, %300
  store double %301, ptr %10, align 8
  %302 = load double, ptr %7, align 8
  %303 = load double, ptr %10, align 8
  %304 = load double, ptr %8, align 8
  %305 = fmul contract double %303, %304
  %306 = fsub contract double %302, %305
  store double %306, ptr %10, align 8
  %307 = load double, ptr %7, align 8
  %308 = load double, ptr %10, align 8
  %309 = load double, ptr %8, align 8
  %310 = fmul contract double %308, %309
  %311 = fsub contract double %307, %310
  store double %311, ptr %10, align 8
  %312 = load double, ptr %7, align 8
  %313 = load double, ptr %10, align 8
  %314 = load double, ptr %8, align 8
  %315 = fmul contract double %313, %314
  %316 = fsub contract double %312, %315
  store double %316, ptr %10, align 8
  %317 = load double, ptr %7, align 8
  %318 = load double, ptr %10, align 8
  %319 = load double, ptr %8, align 8
  %320 = fmul contract double %318, %319
  %321 = fsub contract double %317, %320
  store double %321, ptr %10, align 8
  %322 = load double, ptr %7, align 8
  %323 = load double, ptr %10, align 8
  %324 = load double, ptr %8, align 8
  %325 = fmul contract double %323, %324
  %326 = fsub contract double %322, %325
  store double %326, ptr %10, align 8
  %327 = load double, ptr %7, align 8
  %328 = load double, ptr %10, align 8
  %329 = load double, ptr %8, align 8
  %330 = fmul contract double %328, %329
  %331 = fsub contract double %327, %330
  store double %331, ptr %10, align 8
  %332 = load double, ptr %7, align 8
  %333 = load double, ptr %10, align 8
  %334 = load double, ptr %8, align 8
  %335 = fmul contract double %333, %334
  %336 = fsub contract double %332, %335
  store double %336, ptr %10, align 8
  %337 = load double, ptr %7, align 8
  %338 = load double, ptr %10, align 8
  %339 = load double, ptr %8, align 8
  %340 = fmul contract double %338, %339
  %341 = fsub contract double %337, %340
  store double %341, ptr %10, align 8
  %342 = load double, ptr %7, align 8
  %343 = load double, ptr %10, align 8
  %344 = load double, ptr %8, align 8
  %345 = fmul contract double %343, %344
  %346 = fsub contract double %342, %345
  store double %346, ptr %10, align 8
  %347 = load double, ptr %7, align 8
  %348 = load double, ptr %10, align 8
  %349 = load double, ptr %8, align 8
  %350 = fmul contract double %348, %349
  %351 = fsub contract double %347, %350
  store double %351, ptr %10, align 8
  %352 = load double, ptr %7, align 8
  %353 = load double, ptr %10, align 8
  %354 = load double, ptr %8, align 8
  %355 = fmul contract double %353, %354
  %356 = fsub contract double %352, %355
  store double %356, ptr %10, align 8
  %357 = load double, ptr %7, align 8
  %358 = load double, ptr %10, align 8
  %359 = load double, ptr %8, align 8
  %360 = fmul contract double %358, %359
  %361 = fsub contract double %357, %360
  store double %361, ptr %10, align 8
  %362 = load double, ptr %7, align 8
  %363 = load double, ptr %10, align 8
  %364 = load double, ptr %8, align 8
  %365 = fmul contract double %363, %364
  %366 = fsub contract double %362, %365
  store double %366, ptr %10, align 8
  %367 = load double, ptr %7, align 8
  %368 = load double, ptr %10, align 8
  %369 = load double, ptr %8, align 8
  %370 = fmul contract double %368, %369
  %371 = fsub contract double %367, %370
  store double %371, ptr %10, align 8
  %372 = load double, ptr %7, align 8
  %373 = load double, ptr %10, align 8
  %374 = load double, ptr %8, align 8
  %375 = fmul contract double %373, %374
  %376 = fsub contract double %372, %375
  store double %376, ptr %10, align 8
  %377 = load double, ptr %7, align 8
  %378 = load double, ptr %10, align 8
  %379 = load double, ptr %8, align 8
  %380 = fmul contract double %378, %379
  %381 = fsub contract double %377, %380
  store double %381, ptr %10, align 8
  %382 = load double, ptr %7, align 8
  %383 = load double, ptr %10, align 8
  %384 = load double, ptr %8, align 8
  %385 = fmul contract double %383, %384
  %386 = fsub contract double %382, %385
  store double %386, ptr %10, align 8
  %387 = load double, ptr %7, align 8
  %388 = load double, ptr %10, align 8
  %389 = load double, ptr %8, align 8
  %390 = fmul contract double %388, %389
  %391 = fsub contract double %387, %390
  store double %391, ptr %10, align 8
  %392 = load double, ptr %7, align 8
  %393 = load double, ptr %10, align 8
  %394 = load double, ptr %8, align 8
  %395 = fmul contract double %393, %394
  %396 = fsub contract double %392, %395
  store double %396, ptr %10, align 8
  %397 = load double, ptr %7, align 8
  %398 = load double, ptr %10, align 8
  %399 = load double, ptr %8, align 8
  %400 = fmul contract double %398, %399
  %401 = fsub contract double %397, %400
  store double %401, ptr %10, align 8
  %402 = load double, ptr %7, align 8
  %403 = load double, ptr %10, align 8
  %404 = load double, ptr %8, align 8
  %405 = fmul contract double %403, %404
  %406 = fsub contract double %402, %405
  store double %406, ptr %10, align 8
  %407 = load double, ptr %7, align 8
  %408 = load double, ptr %10, align 8
  %409 = load double, ptr %8, align 8
  %410 = fmul contract double %408, %409
  %411 = fsub contract double %407, %410
  store double %411, ptr %10, align 8
  %412 = load double, ptr %7, align 8
  %413 = load double, ptr %10, align 8
  %414 = load double, ptr %8, align 8
  %415 = fmul contract double %413, %414
  %416 = fsub contract double %412, %415
  store double %416, ptr %10, align 8
  %417 = load double, ptr %7, align 8
  %418 = load double, ptr %10, align 8
  %419 = load double, ptr %8, align 8
  %420 = fmul contract double %418, %419
  %421 = fsub contract double %417, %420
  store double %421, ptr %10, align 8
  %422 = load double, ptr %7, align 8
  %423 = load double, ptr %10, align 8
  %424 = load double, ptr %8, align 8
  %425 = fmul contract double %423, %424
  %426 = fsub contract double %422, %425
  store double %426, ptr %10, align 8
  %427 = load double, ptr %7, align 8
  %428 = load double, ptr %10, align 8
  %429 = load double, ptr %8, align 8
  %430 = fmul contract double %428, %429
  %431 = fsub contract double %427, %430
  store double %431, ptr %10, align 8
  %432 = load double, ptr %7, align 8
  %433 = load double, ptr %10, align 8
  %434 = load double, ptr %8, align 8
  %435 = fmul contract double %433, %434
  %436 = fsub contract double %432, %435
  store double %436, ptr %10, align 8
  %437 = load double, ptr %7, align 8
  %438 = load double, ptr %10, align 8
  %439 = load double, ptr %8, align 8
  %440 = fmul contract double %438, %439
  %441 = fsub contract double %437, %440
  store double %441, ptr %10, align 8
  %442 = load double, ptr %7, align 8
  %443 = load double, ptr %10, align 8
  %444 = load double, ptr %8, align 8
  %445 = fmul contract double %443, %444
  %446 = fsub contract double %442, %445
  store double %446, ptr %10, align 8
  %447 = load double, ptr %7, align 8
  %448 = load double, ptr %10, align 8
  %449 = load double, ptr %8, align 8
  %450 = fmul contract double %448, %449
  %451 = fsub contract double %447, %450
  store double %451, ptr %10, align 8
  %452 = load double, ptr %7, align 8
  %453 = load double, ptr %10, align 8
  %454 = load double, ptr %8, align 8
  %455 = fmul contract double %453, %454
  %456 = fsub contract double %452, %455
  store double %456, ptr %10, align 8
  %457 = load double, ptr %7, align 8
  %458 = load double, ptr %10, align 8
  %459 = load double, ptr %8, align 8
  %460 = fmul contract double %458, %459
  %461 = fsub contract double %457, %460
  store double %461, ptr %10, align 8
  %462 = load double, ptr %7, align 8
  %463 = load double, ptr %10, align 8
  %464 = load double, ptr %8, align 8
  %465 = fmul contract double %463, %464
  %466 = fsub contract double %462, %465
  store double %466, ptr %10, align 8
  %467 = load double, ptr %7, align 8
  %468 = load double, ptr %10, align 8
  %469 = load double, ptr %8, align 8
  %470 = fmul contract double %468, %469
  %471 = fsub contract double %467, %470
  store double %471, ptr %10, align 8
  %472 = load double, ptr %7, align 8
  %473 = load double, ptr %10, align 8
  %474 = load double, ptr %8, align 8
  %475 = fmul contract double %473, %474
  %476 = fsub contract double %472, %475
  store double %476, ptr %10, align 8
  %477 = load double, ptr %7, align 8
  %478 = load double, ptr %10, align 8
  %479 = load double, ptr %8, align 8
  %480 = fmul contract double %478, %479
  %481 = fsub contract double %477, %480
  store double %481, ptr %10, align 8
  %482 = load double, ptr %7, align 8
  %483 = load double, ptr %10, align 8
  %484 = load double, ptr %8, align 8
  %485 = fmul contract double %483, %484
  %486 = fsub contract double %482, %485
  store double %486, ptr %10, align 8
  %487 = load double, ptr %7, align 8
  %488 = load double, ptr %10, align 8
  %489 = load double, ptr %8, align 8
  %490 = fmul contract double %488, %489
  %491 = fsub contract double %487, %490
  store double %491, ptr %10, align 8
  %492 = load double, ptr %7, align 8
  %493 = load double, ptr %10, align 8
  %494 = load double, ptr %8, align 8
  %495 = fmul contract double %493, %494
  %496 = fsub contract double %492, %495
  store double %496, ptr %10, align 8
  %497 = load double, ptr %7, align 8
  %498 = load double, ptr %10, align 8
  %499 = load double, ptr %8, align 8
  %500 = fmul contract double %498, %499
  %501 = fsub contract double %497, %500
  store double %501, ptr %10, align 8
  %502 = load double, ptr %7, align 8
  %503 = load double, ptr %10, align 8
  %504 = load double, ptr %8, align 8
  %505 = fmul contract double %503, %504
  %506 = fsub contract double %502, %505
  store double %506, ptr %10, align 8
  %507 = load double, ptr %7, align 8
  %508 = load double, ptr %10, align 8
  %509 = load double, ptr %8, align 8
  %510 = fmul contract double %508, %509
  %511 = fsub contract double %507, %510
  store double %511, ptr %10, align 8
  %512 = load double, ptr %7, align 8
  %513 = load double, ptr %10, align 8
  %514 = load double, ptr %8, align 8
  %515 = fmul contract double %513, %514
  %516 = fsub contract double %512, %515
  store double %516, ptr %10, align 8
  %517 = load double, ptr %7, align 8
  %518 = load double, ptr %10, align 8
  %519 = load double, ptr %8, align 8
  %520 = fmul contract double %518, %519
  %521 = fsub contract double %517, %520
  store double %521, ptr %10, align 8
  %522 = load double, ptr %7, align 8
  %523 = load double, ptr %10, align 8
  %524 = load double, ptr %8, align 8
  %525 = fmul contract double %523, %524
  %526 = fsub contract double %522, %525
  store double %526, ptr %10, align 8
  %527 = load double, ptr %7, align 8
  %528 = load double, ptr %10, align 8
  %529 = load double, ptr %8, align 8
  %530 = fmul contract double %528, %529
  %531 = fsub contract double %527, %530
  store double %531, ptr %10, align 8
  %532 = load double, ptr %7, align 8
  %533 = load double, ptr %10, align 8
  %534 = load double, ptr %8, align 8
  %535 = fmul contract double %533, %534
  %536 = fsub contract double %532, %535
  store double %536, ptr %10, align 8
  %537 = load double, ptr %7, align 8
  %538 = load double, ptr %10, align 8
  %539 = load double, ptr %8, align 8
  %540 = fmul contract double %538, %539
  %541 = fsub contract double %537, %540
  store double %541, ptr %10, align 8
  %542 = load double, ptr %7, align 8
  %543 = load double, ptr %10, align 8
  %544 = load double, ptr %8, align 8
  %545 = fmul contract double %543, %544
  %546 = fsub contract double %542, %545
  store double %546, ptr %10, align 8
  %547 = load double, ptr %7, align 8
  %548 = load double, ptr %10, align 8
  %549 = load double, ptr %8, align 8
  %550 = fmul contract double %548, %549
  %551 = fsub contract double %547, %550
  store double %551, ptr %10, align 8
  %552 = load double, ptr %7, align 8
  %553 = load double, ptr %10, align 8
  %554 = load double, ptr %8, align 8
  %555 = fmul contract double %553, %554
  %556 = fsub contract double %552, %555
  store double %556, ptr %10, align 8
  %557 = load double, ptr %7, align 8
  %558 = load double, ptr %10, align 8
  %559 = load double, ptr %8, align 8
  %560 = fmul contract double %558, %559
  %561 = fsub contract double %557, %560
  store double %561, ptr %10, align 8
  %562 = load double, ptr %7, align 8
  %563 = load double, ptr %10, align 8
  %564 = load double, ptr %8, align 8
  %565 = fmul contract double %563, %564
  %566 = fsub contract double %562, %565
  store double %566, ptr %10, align 8
  %567 = load double, ptr %7, align 8
  %568 = load double, ptr %10, align 8
  %569 = load double, ptr %8, align 8
  %570 = fmul contract double %568, %569
  %571 = fsub contract double %567, %570
  store double %571, ptr %10, align 8
  %572 = load double, ptr %7, align 8
  %573 = load double, ptr %10, align 8
  %574 = load double, ptr %8, align 8
  %575 = fmul contract double %573, %574
  %576 = fsub contract double %572, %575
  store double %576, ptr %10, align 8
  %577 = load double, ptr %7, align 8
  %578 = load double, ptr %10, align 8
  %579 = load double, ptr %8, align 8
  %580 = fmul contract double %578, %579
  %581 = fsub contract double %577, %580
  store double %581, ptr %10, align 8
  %582 = load double, ptr %7, align 8
  %583 = load double, ptr %10, align 8
  %584 = load double, ptr %8, align 8
  %585 = fmul contract double %583, %584
  %586 = fsub contract double %582, %585
  store double %586, ptr %10, align 8
  %587 = load double, ptr %7, align 8
  %588 = load double, ptr %10, align 8
  %589 = load double, ptr %8, align 8
  %590 = fmul contract double %588, %589
  %591 = fsub contract double %587, %590
  store double %591, ptr %10, align 8
  %592 = load double, ptr %7, align 8
  %593 = load double, ptr %10, align 8
  %594 = load double, ptr %8, align 8
  %595 = fmul contract double %593, %594
  %596 = fsub contract double %592, %595
  store double %596, ptr %10, align 8
  %597 = load double, ptr %7, align 8
  %598 = load double, ptr %10, align 8
  %599 = load double, ptr %8, align 8
  %600 = fmul contract double %598, %599
  %601 = fsub contract double %597, %600
  store double %601, ptr %10, align 8
  %602 = load double, ptr %7, align 8
  %603 = load double, ptr %10, align 8
  %604 = load double, ptr %8, align 8
  %605 = fmul contract double %603, %604
  %606 = fsub contract double %602, %605
  store double %606, ptr %10, align 8
  %607 = load double, ptr %7, align 8
  %608 = load double, ptr %10, align 8
  %609 = load double, ptr %8, align 8
  %610 = fmul contract double %608, %609
  %611 = fsub contract double %607, %610
  store double %611, ptr %10, align 8
  %612 = load double, ptr %7, align 8
  %613 = load double, ptr %10, align 8
  %614 = load double, ptr %8, align 8
  %615 = fmul contract double %613, %614
  %616 = fsub contract double %612, %615
  store double %616, ptr %10, align 8
  %617 = load double, ptr %7, align 8
  %618 = load double, ptr %10, align 8
  %619 = load double, ptr %8, align 8
  %620 = fmul contract double %618, %619
  %621 = fsub contract double %617, %620
  store double %621, ptr %10, align 8
  %622 = load double, ptr %7, align 8
  %623 = load double, ptr %10, align 8
  %624 = load double, ptr %8, align 8
  %625 = fmul contract double %623, %624
  %626 = fsub contract double %622, %625
  store double %626, ptr %10, align 8
  %627 = load double, ptr %7, align 8
  %628 = load double, ptr %10, align 8
  %629 = load double, ptr %8, align 8
  %630 = fmul contract double %628, %629
  %631 = fsub contract double %627, %630
  store double %631, ptr %10, align 8
  %632 = load double, ptr %7, align 8
  %633 = load double, ptr %10, align 8
  %634 = load double, ptr %8, align 8
  %635 = fmul contract double %633, %634
  %636 = fsub contract double %632, %635
  store double %636, ptr %10, align 8
  %637 = load double, ptr %7, align 8
  %638 = load double, ptr %10, align 8
  %639 = load double, ptr %8, align 8
  %640 = fmul contract double %638, %639
  %641 = fsub contract double %637, %640
  store double %641, ptr %10, align 8
  %642 = load double, ptr %7, align 8
  %643 = load double, ptr %10, align 8
  %644 = load double, ptr %8, align 8
  %645 = fmul contract double %643, %644
  %646 = fsub contract double %642, %645
  store double %646, ptr %10, align 8
  %647 = load double, ptr %7, align 8
  %648 = load double, ptr %10, align 8
  %649 = load double, ptr %8, align 8
  %650 = fmul contract double %648, %649
  %651 = fsub contract double %647, %650
  store double %651, ptr %10, align 8
  %652 = load double, ptr %7, align 8
  %653 = load double, ptr %10, align 8
  %654 = load double, ptr %8, align 8
  %655 = fmul contract double %653, %654
  %656 = fsub contract double %652, %655
  store double %656, ptr %10, align 8
  %657 = load double, ptr %7, align 8
  %658 = load double, ptr %10, align 8
  %659 = load double, ptr %8, align 8
  %660 = fmul contract double %658, %659
  %661 = fsub contract double %657, %660
  store double %661, ptr %10, align 8
  %662 = load double, ptr %7, align 8
  %663 = load double, ptr %10, align 8
  %664 = load double, ptr %8, align 8
  %665 = fmul contract double %663, %664
  %666 = fsub contract double %662, %665
  store double %666, ptr %10, align 8
  %667 = load double, ptr %7, align 8
  %668 = load double, ptr %10, align 8
  %669 = load double, ptr %8, align 8
  %670 = fmul contract double %668, %669
  %671 = fsub contract double %667, %670
  store double %671, ptr %10, align 8
  %672 = load double, ptr %7, align 8
  %673 = load double, ptr %10, align 8
  %674 = load double, ptr %8, align 8
  %675 = fmul contract double %673, %674
  %676 = fsub contract double %672, %675
  store double %676, ptr %10, align 8
  %677 = load double, ptr %7, align 8
  %678 = load double, ptr %10, align 8
  %679 = load double, ptr %8, align 8
  %680 = fmul contract double %678, %679
  %681 = fsub contract double %677, %680
  store double %681, ptr %10, align 8
  %682 = load double, ptr %7, align 8
  %683 = load double, ptr %10, align 8
  %684 = load double, ptr %8, align 8
  %685 = fmul contract double %683, %684
  %686 = fsub contract double %682, %685
  store double %686, ptr %10, align 8
  %687 = load double, ptr %7, align 8
  %688 = load double, ptr %10, align 8
  %689 = load double, ptr %8, align 8
  %690 = fmul contract double %688, %689
  %691 = fsub contract double %687, %690
  store double %691, ptr %10, align 8
  %692 = load double, ptr %7, align 8
  %693 = load double, ptr %10, align 8
  %694 = load double, ptr %8, align 8
  %695 = fmul contract double %693, %694
  %696 = fsub contract double %692, %695
  store double %696, ptr %10, align 8
  %697 = load double, ptr %7, align 8
  %698 = load double, ptr %10, align 8
  %699 = load double, ptr %8, align 8
  %700 = fmul contract double %698, %699
  %701 = fsub contract double %697, %700
  store double %701, ptr %10, align 8
  %702 = load double, ptr %7, align 8
  %703 = load double, ptr %10, align 8
  %704 = load double, ptr %8, align 8
  %705 = fmul contract double %703, %704
  %706 = fsub contract double %702, %705
  store double %706, ptr %10, align 8
  %707 = load double, ptr %7, align 8
  %708 = load double, ptr %10, align 8
  %709 = load double, ptr %8, align 8
  %710 = fmul contract double %708, %709
  %711 = fsub contract double %707, %710
  store double %711, ptr %10, align 8
  %712 = load double, ptr %7, align 8
  %713 = load double, ptr %10, align 8
  %714 = load double, ptr %8, align 8
  %715 = fmul contract double %713, %714
  %716 = fsub contract double %712, %715
  store double %716, ptr %10, align 8
  %717 = load double, ptr %7, align 8
  %718 = load double, ptr %10, align 8
  %719 = load double, ptr %8, align 8
  %720 = fmul contract double %718, %719
  %721 = fsub contract double %717, %720
  store double %721, ptr %10, align 8
  %722 = load double, ptr %7, align 8
  %723 = load double, ptr %10, align 8
  %724 = load double, ptr %8, align 8
  %725 = fmul contract double %723, %724
  %726 = fsub contract double %722, %725
  store double %726, ptr %10, align 8
  %727 = load double, ptr %7, align 8
  %728 = load double, ptr %10, align 8
  %729 = load double, ptr %8, align 8
  %730 = fmul contract double %728, %729
  %731 = fsub contract double %727, %730
  store double %731, ptr %10, align 8
  %732 = load double, ptr %7, align 8
  %733 = load double, ptr %10, align 8
  %734 = load double, ptr %8, align 8
  %735 = fmul contract double %733, %734
  %736 = fsub contract double %732, %735
  store double %736, ptr %10, align 8
  %737 = load double, ptr %7, align 8
  %738 = load double, ptr %10, align 8
  %739 = load double, ptr %8, align 8
  %740 = fmul contract double %738, %739
  %741 = fsub contract double %737, %740
  store double %741, ptr %10, align 8
  %742 = load double, ptr %7, align 8
  %743 = load double, ptr %10, align 8
  %744 = load double, ptr %8, align 8
  %745 = fmul contract double %743, %744
  %746 = fsub contract double %742, %745
  store double %746, ptr %10, align 8
  %747 = load double, ptr %7, align 8
  %748 = load double, ptr %10, align 8
  %749 = load double, ptr %8, align 8
  %750 = fmul contract double %748, %749
  %751 = fsub contract double %747, %750
  store double %751, ptr %10, align 8
  %752 = load double, ptr %7, align 8
  %753 = load double, ptr %10, align 8
  %754 = load double, ptr %8, align 8
  %755 = fmul contract double %753, %754
  %756 = fsub contract double %752, %755
  store double %756, ptr %10, align 8
  %757 = load double, ptr %7, align 8
  %758 = load double, ptr %10, align 8
  %759 = load double, ptr %8, align 8
  %760 = fmul contract double %758, %759
  %761 = fsub contract double %757, %760
  store double %761, ptr %10, align 8
  %762 = load double, ptr %7, align 8
  %763 = load double, ptr %10, align 8
  %764 = load double, ptr %8, align 8
  %765 = fmul contract double %763, %764
  %766 = fsub contract double %762, %765
  store double %766, ptr %10, align 8
  %767 = load double, ptr %7, align 8
  %768 = load double, ptr %10, align 8
  %769 = load double, ptr %8, align 8
  %770 = fmul contract double %768, %769
  %771 = fsub contract double %767, %770
  store double %771, ptr %10, align 8
  %772 = load double, ptr %7, align 8
  %773 = load double, ptr %10, align 8
  %774 = load double, ptr %8, align 8
  %775 = fmul contract double %773, %774
  %776 = fsub contract double %772, %775
  store double %776, ptr %10, align 8
  %777 = load double, ptr %7, align 8
  %778 = load double, ptr %10, align 8
  %779 = load double, ptr %8, align 8
  %780 = fmul contract double %778, %779
  %781 = fsub contract double %777, %780
  store double %781, ptr %10, align 8
  %782 = load double, ptr %7, align 8
  %783 = load double, ptr %10, align 8
  %784 = load double, ptr %8, align 8
  %785 = fmul contract double %783, %784
  %786 = fsub contract double %782, %785
  store double %786, ptr %10, align 8
  %787 = load double, ptr %7, align 8
  %788 = load double, ptr %10, align 8
  %789 = load double, ptr %8, align 8
  %790 = fmul contract double %788, %789
  %791 = fsub contract double %787, %790
  store double %791, ptr %10, align 8
  %792 = load double, ptr %7, align 8
  %793 = load double, ptr %10, align 8
  %794 = load double, ptr %8, align 8
  %795 = fmul contract double %793, %794
  %796 = fsub contract double %792, %795
  store double %796, ptr %10, align 8
  %797 = load double, ptr %7, align 8
  %798 = load double, ptr %10, align 8
  %799 = load double, ptr %8, align 8
  %800 = fmul contract double %798, %799
  %801 = fsub contract double %797, %800
  store double %801, ptr %10, align 8
  %802 = load double, ptr %7, align 8
  %803 = load double, ptr %10, align 8
  %804 = load double, ptr %8, align 8
  %805 = fmul contract double %803, %804
  %806 = fsub contract double %802, %805
  store double %806, ptr %10, align 8
  %807 = load double, ptr %7, align 8
  %808 = load double, ptr %10, align 8
  %809 = load double, ptr %8, align 8
  %810 = fmul contract double %808, %809
  %811 = fsub contract double %807, %810
  store double %811, ptr %10, align 8
  %812 = load double, ptr %7, align 8
  %813 = load double, ptr %10, align 8
  %814 = load double, ptr %8, align 8
  %815 = fmul contract double %813, %814
  %816 = fsub contract double %812, %815
  store double %816, ptr %10, align 8
  %817 = load double, ptr %7, align 8
  %818 = load double, ptr %10, align 8
  %819 = load double, ptr %8, align 8
  %820 = fmul contract double %818, %819
  %821 = fsub contract double %817, %820
  store double %821, ptr %10, align 8
  %822 = load double, ptr %7, align 8
  %823 = load double, ptr %10, align 8
  %824 = load double, ptr %8, align 8
  %825 = fmul contract double %823, %824
  %826 = fsub contract double %822, %825
  store double %826, ptr %10, align 8
  %827 = load double, ptr %7, align 8
  %828 = load double, ptr %10, align 8
  %829 = load double, ptr %8, align 8
  %830 = fmul contract double %828, %829
  %831 = fsub contract double %827, %830
  store double %831, ptr %10, align 8
  %832 = load double, ptr %7, align 8
  %833 = load double, ptr %10, align 8
  %834 = load double, ptr %8, align 8
  %835 = fmul contract double %833, %834
  %836 = fsub contract double %832, %835
  store double %836, ptr %10, align 8
  %837 = load double, ptr %7, align 8
  %838 = load double, ptr %10, align 8
  %839 = load double, ptr %8, align 8
  %840 = fmul contract double %838, %839
  %841 = fsub contract double %837, %840
  store double %841, ptr %10, align 8
  %842 = load double, ptr %7, align 8
  %843 = load double, ptr %10, align 8
  %844 = load double, ptr %8, align 8
  %845 = fmul contract double %843, %844
  %846 = fsub contract double %842, %845
  store double %846, ptr %10, align 8
  %847 = load double, ptr %7, align 8
  %848 = load double, ptr %10, align 8
  %849 = load double, ptr %8, align 8
  %850 = fmul contract double %848, %849
  %851 = fsub contract double %847, %850
  store double %851, ptr %10, align 8
  %852 = load double, ptr %7, align 8
  %853 = load double, ptr %10, align 8
  %854 = load double, ptr %8, align 8
  %855 = fmul contract double %853, %854
  %856 = fsub contract double %852, %855
  store double %856, ptr %10, align 8
  %857 = load double, ptr %7, align 8
  %858 = load double, ptr %10, align 8
  %859 = load double, ptr %8, align 8
  %860 = fmul contract double %858, %859
  %861 = fsub contract double %857, %860
  store double %861, ptr %10, align 8
  %862 = load double, ptr %7, align 8
  %863 = load double, ptr %10, align 8
  %864 = load double, ptr %8, align 8
  %865 = fmul contract double %863, %864
  %866 = fsub contract double %862, %865
  store double %866, ptr %10, align 8
  %867 = load double, ptr %7, align 8
  %868 = load double, ptr %10, align 8
  %869 = load double, ptr %8, align 8
  %870 = fmul contract double %868, %869
  %871 = fsub contract double %867, %870
  store double %871, ptr %10, align 8
  %872 = load double, ptr %7, align 8
  %873 = load double, ptr %10, align 8
  %874 = load double, ptr %8, align 8
  %875 = fmul contract double %873, %874
  %876 = fsub contract double %872, %875
  store double %876, ptr %10, align 8
  %877 = load double, ptr %7, align 8
  %878 = load double, ptr %10, align 8
  %879 = load double, ptr %8, align 8
  %880 = fmul contract double %878, %879
  %881 = fsub contract double %877, %880
  store double %881, ptr %10, align 8
  %882 = load double, ptr %7, align 8
  %883 = load double, ptr %10, align 8
  %884 = load double, ptr %8, align 8
  %885 = fmul contract double %883, %884
  %886 = fsub contract double %882, %885
  store double %886, ptr %10, align 8
  %887 = load double, ptr %7, align 8
  %888 = load double, ptr %10, align 8
  %889 = load double, ptr %8, align 8
  %890 = fmul contract double %888, %889
  %891 = fsub contract double %887, %890
  store double %891, ptr %10, align 8
  %892 = load double, ptr %7, align 8
  %893 = load double, ptr %10, align 8
  %894 = load double, ptr %8, align 8
  %895 = fmul contract double %893, %894
  %896 = fsub contract double %892, %895
  store double %896, ptr %10, align 8
  %897 = load double, ptr %7, align 8
  %898 = load double, ptr %10, align 8
  %899 = load double, ptr %8, align 8
  %900 = fmul contract double %898, %899
  %901 = fsub contract double %897, %900
  store double %901, ptr %10, align 8
  %902 = load double, ptr %7, align 8
  %903 = load double, ptr %10, align 8
  %904 = load double, ptr %8, align 8
  %905 = fmul contract double %903, %904
  %906 = fsub contract double %902, %905
  store double %906, ptr %10, align 8
  %907 = load double, ptr %7, align 8
  %908 = load double, ptr %10, align 8
  %909 = load double, ptr %8, align 8
  %910 = fmul contract double %908, %909
  %911 = fsub contract double %907, %910
  store double %911, ptr %10, align 8
  %912 = load double, ptr %7, align 8
  %913 = load double, ptr %10, align 8
  %914 = load double, ptr %8, align 8
  %915 = fmul contract double %913, %914
  %916 = fsub contract double %912, %915
  store double %916, ptr %10, align 8
  %917 = load double, ptr %7, align 8
  %918 = load double, ptr %10, align 8
  %919 = load double, ptr %8, align 8
  %920 = fmul contract double %918, %919
  %921 = fsub contract double %917, %920
  store double %921, ptr %10, align 8
  %922 = load double, ptr %7, align 8
  %923 = load double, ptr %10, align 8
  %924 = load double, ptr %8, align 8
  %925 = fmul contract double %923, %924
  %926 = fsub contract double %922, %925
  store double %926, ptr %10, align 8
  %927 = load double, ptr %7, align 8
  %928 = load double, ptr %10, align 8
  %929 = load double, ptr %8, align 8
  %930 = fmul contract double %928, %929
  %931 = fsub contract double %927, %930
  store double %931, ptr %10, align 8
  %932 = load double, ptr %7, align 8
  %933 = load double, ptr %10, align 8
  %934 = load double, ptr %8, align 8
  %935 = fmul contract double %933, %934
  %936 = fsub contract double %932, %935
  store double %936, ptr %10, align 8
  %937 = load double, ptr %7, align 8
  %938 = load double, ptr %10, align 8
  %939 = load double, ptr %8, align 8
  %940 = fmul contract double %938, %939
  %941 = fsub contract double %937, %940
  store double %941, ptr %10, align 8
  %942 = load double, ptr %7, align 8
  %943 = load double, ptr %10, align 8
  %944 = load double, ptr %8, align 8
  %945 = fmul contract double %943, %944
  %946 = fsub contract double %942, %945
  store double %946, ptr %10, align 8
  %947 = load double, ptr %7, align 8
  %948 = load double, ptr %10, align 8
  %949 = load double, ptr %8, align 8
  %950 = fmul contract double %948, %949
  %951 = fsub contract double %947, %950
  store double %951, ptr %10, align 8
  %952 = load double, ptr %7, align 8
  %953 = load double, ptr %10, align 8
  %954 = load double, ptr %8, align 8
  %955 = fmul contract double %953, %954
  %956 = fsub contract double %952, %955
  store double %956, ptr %10, align 8
  %957 = load double, ptr %7, align 8
  %958 = load double, ptr %10, align 8
  %959 = load double, ptr %8, align 8
  %960 = fmul contract double %958, %959
  %961 = fsub contract double %957, %960
  store double %961, ptr %10, align 8
  %962 = load double, ptr %7, align 8
  %963 = load double, ptr %10, align 8
  %964 = load double, ptr %8, align 8
  %965 = fmul contract double %963, %964
  %966 = fsub contract double %962, %965
  store double %966, ptr %10, align 8
  %967 = load double, ptr %7, align 8
  %968 = load double, ptr %10, align 8
  %969 = load double, ptr %8, align 8
  %970 = fmul contract double %968, %969
  %971 = fsub contract double %967, %970
  store double %971, ptr %10, align 8
  %972 = load double, ptr %7, align 8
  %973 = load double, ptr %10, align 8
  %974 = load double, ptr %8, align 8
  %975 = fmul contract double %973, %974
  %976 = fsub contract double %972, %975
  store double %976, ptr %10, align 8
  %977 = load double, ptr %7, align 8
  %978 = load double, ptr %10, align 8
  %979 = load double, ptr %8, align 8
  %980 = fmul contract double %978, %979
  %981 = fsub contract double %977, %980
  store double %981, ptr %10, align 8
  %982 = load double, ptr %7, align 8
  %983 = load double, ptr %10, align 8
  %984 = load double, ptr %8, align 8
  %985 = fmul contract double %983, %984
  %986 = fsub contract double %982, %985
  store double %986, ptr %10, align 8
  %987 = load double, ptr %7, align 8
  %988 = load double, ptr %10, align 8
  %989 = load double, ptr %8, align 8
  %990 = fmul contract double %988, %989
  %991 = fsub contract double %987, %990
  store double %991, ptr %10, align 8
  %992 = load double, ptr %7, align 8
  %993 = load double, ptr %10, align 8
  %994 = load double, ptr %8, align 8
  %995 = fmul contract double %993, %994
  %996 = fsub contract double %992, %995
  store double %996, ptr %10, align 8
  %997 = load double, ptr %7, align 8
  %998 = load double, ptr %10, align 8
  %999 = load double, ptr %8, align 8
  %1000 = fmul contract double %998, %999
  %1001 = fsub contract double %997, %1000
  store double %1001, ptr %10, align 8
  %1002 = load double, ptr %7, align 8
  %1003 = load double, ptr %10, align 8
  %1004 = load double, ptr %8, align 8
  %1005 = fmul contract double %1003, %1004
  %1006 = fsub contract double %1002, %1005
  store double %1006, ptr %10, align 8
  %1007 = load double, ptr %7, align 8
  %1008 = load double, ptr %10, align 8
  %1009 = load double, ptr %8, align 8
  %1010 = fmul contract double %1008, %1009
  %1011 = fsub contract double %1007, %1010
  store double %1011, ptr %10, align 8
  %1012 = load double, ptr %7, align 8
  %1013 = load double, ptr %10, align 8
  %1014 = load double, ptr %8, align 8
  %1015 = fmul contract double %1013, %1014
  %1016 = fsub contract double %1012, %1015
  store double %1016, ptr %10, align 8
  %1017 = load double, ptr %7, align 8
  %1018 = load double, ptr %10, align 8
  %1019 = load double, ptr %8, align 8
  %1020 = fmul contract double %1018, %1019
  %1021 = fsub contract double %1017, %1020
  store double %1021, ptr %10, align 8
  %1022 = load double, ptr %7, align 8
  %1023 = load double, ptr %10, align 8
  %1024 = load double, ptr %8, align 8
  %1025 = fmul contract double %1023, %1024
  %1026 = fsub contract double %1022, %1025
  store double %1026, ptr %10, align 8
  %1027 = load double, ptr %7, align 8
  %1028 = load double, ptr %10, align 8
  %1029 = load double, ptr %8, align 8
  %1030 = fmul contract double %1028, %1029
  %1031 = fsub contract double %1027, %1030
  store double %1031, ptr %10, align 8
  %1032 = load double, ptr %7, align 8
  %1033 = load double, ptr %10, align 8
  %1034 = load double, ptr %8, align 8
  %1035 = fmul contract double %1033, %1034
  %1036 = fsub contract double %1032, %1035
  store double %1036, ptr %10, align 8
  %1037 = load double, ptr %7, align 8
  %1038 = load double, ptr %10, align 8
  %1039 = load double, ptr %8, align 8
  %1040 = fmul contract double %1038, %1039
  %1041 = fsub contract double %1037, %1040
  store double %1041, ptr %10, align 8
  %1042 = load double, ptr %7, align 8
  %1043 = load double, ptr %10, align 8
  %1044 = load double, ptr %8, align 8
  %1045 = fmul contract double %1043, %1044
  %1046 = fsub contract double %1042, %1045
  store double %1046, ptr %10, align 8
  %1047 = load double, ptr %7, align 8
  %1048 = load double, ptr %10, align 8
  %1049 = load double, ptr %8, align 8
  %1050 = fmul contract double %1048, %1049
  %1051 = fsub contract double %1047, %1050
  store double %1051, ptr %10, align 8
  %1052 = load double, ptr %7, align 8
  %1053 = load double, ptr %10, align 8
  %1054 = load double, ptr %8, align 8
  %1055 = fmul contract double %1053, %1054
  %1056 = fsub contract double %1052, %1055
  store double %1056, ptr %10, align 8
  %1057 = load double, ptr %7, align 8
  %1058 = load double, ptr %10, align 8
  %1059 = load double, ptr %8, align 8
  %1060 = fmul contract double %1058, %1059
  %1061 = fsub contract double %1057, %1060
  store double %1061, ptr %10, align 8
  %1062 = load double, ptr %7, align 8
  %1063 = load double, ptr %10, align 8
  %1064 = load double, ptr %8, align 8
  %1065 = fmul contract double %1063, %1064
  %1066 = fsub contract double %1062, %1065
  store double %1066, ptr %10, align 8
  %1067 = load double, ptr %7, align 8
  %1068 = load double, ptr %10, align 8
  %1069 = load double, ptr %8, align 8
  %1070 = fmul contract double %1068, %1069
  %1071 = fsub contract double %1067, %1070
  store double %1071, ptr %10, align 8
  %1072 = load double, ptr %7, align 8
  %1073 = load double, ptr %10, align 8
  %1074 = load double, ptr %8, align 8
  %1075 = fmul contract double %1073, %1074
  %1076 = fsub contract double %1072, %1075
  store double %1076, ptr %10, align 8
  %1077 = load double, ptr %7, align 8
  %1078 = load double, ptr %10, align 8
  %1079 = load double, ptr %8, align 8
  %1080 = fmul contract double %1078, %1079
  %1081 = fsub contract double %1077, %1080
  store double %1081, ptr %10, align 8
  %1082 = load double, ptr %7, align 8
  %1083 = load double, ptr %10, align 8
  %1084 = load double, ptr %8, align 8
  %1085 = fmul contract double %1083, %1084
  %1086 = fsub contract double %1082, %1085
  store double %1086, ptr %10, align 8
  %1087 = load double, ptr %7, align 8
  %1088 = load double, ptr %10, align 8
  %1089 = load double, ptr %8, align 8
  %1090 = fmul contract double %1088, %1089
  %1091 = fsub contract double %1087, %1090
  store double %1091, ptr %10, align 8
  %1092 = load double, ptr %7, align 8
  %1093 = load double, ptr %10, align 8
  %1094 = load double, ptr %8, align 8
  %1095 = fmul contract double %1093, %1094
  %1096 = fsub contract double %1092, %1095
  store double %1096, ptr %10, align 8
  %1097 = load double, ptr %7, align 8
  %1098 = load double, ptr %10, align 8
  %1099 = load double, ptr %8, align 8
  %1100 = fmul contract double %1098, %1099
  %1101 = fsub contract double %1097, %1100
  store double %1101, ptr %10, align 8
  %1102 = load double, ptr %7, align 8
  %1103 = load double, ptr %10, align 8
  %1104 = load double, ptr %8, align 8
  %1105 = fmul contract double %1103, %1104
  %1106 = fsub contract double %1102, %1105
  store double %1106, ptr %10, align 8
  %1107 = load double, ptr %7, align 8
  %1108 = load double, ptr %10, align 8
  %1109 = load double, ptr %8, align 8
  %1110 = fmul contract double %1108, %1109
  %1111 = fsub contract double %1107, %1110
  store double %1111, ptr %10, align 8
  %1112 = load double, ptr %7, align 8
  %1113 = load double, ptr %10, align 8
  %1114 = load double, ptr %8, align 8
  %1115 = fmul contract double %1113, %1114
  %1116 = fsub contract double %1112, %1115
  store double %1116, ptr %10, align 8
  %1117 = load double, ptr %7, align 8
  %1118 = load double, ptr %10, align 8
  %1119 = load double, ptr %8, align 8
  %1120 = fmul contract double %1118, %1119
  %1121 = fsub contract double %1117, %1120
  store double %1121, ptr %10, align 8
  %1122 = load double, ptr %7, align 8
  %1123 = load double, ptr %10, align 8
  %1124 = load double, ptr %8, align 8
  %1125 = fmul contract double %1123, %1124
  %1126 = fsub contract double %1122, %1125
  store double %1126, ptr %10, align 8
  %1127 = load double, ptr %7, align 8
  %1128 = load double, ptr %10, align 8
  %1129 = load double, ptr %8, align 8
  %1130 = fmul contract double %1128, %1129
  %1131 = fsub contract double %1127, %1130
  store double %1131, ptr %10, align 8
  %1132 = load double, ptr %7, align 8
  %1133 = load double, ptr %10, align 8
  %1134 = load double, ptr %8, align 8
  %1135 = fmul contract double %1133, %1134
  %1136 = fsub contract double %1132, %1135
  store double %1136, ptr %10, align 8
  %1137 = load double, ptr %7, align 8
  %1138 = load double, ptr %10, align 8
  %1139 = load double, ptr %8, align 8
  %1140 = fmul contract double %1138, %1139
  %1141 = fsub contract double %1137, %1140
  store double %1141, ptr %10, align 8
  %1142 = load double, ptr %7, align 8
  %1143 = load double, ptr %10, align 8
  %1144 = load double, ptr %8, align 8
  %1145 = fmul contract double %1143, %1144
  %1146 = fsub contract double %1142, %1145
  store double %1146, ptr %10, align 8
  %1147 = load double, ptr %7, align 8
  %1148 = load double, ptr %10, align 8
  %1149 = load double, ptr %8, align 8
  %1150 = fmul contract double %1148, %1149
  %1151 = fsub contract double %1147, %1150
  store double %1151, ptr %10, align 8
  %1152 = load double, ptr %7, align 8
  %1153 = load double, ptr %10, align 8
  %1154 = load double, ptr %8, align 8
  %1155 = fmul contract double %1153, %1154
  %1156 = fsub contract double %1152, %1155
  store double %1156, ptr %10, align 8
  %1157 = load double, ptr %7, align 8
  %1158 = load double, ptr %10, align 8
  %1159 = load double, ptr %8, align 8
  %1160 = fmul contract double %1158, %1159
  %1161 = fsub contract double %1157, %1160
  store double %1161, ptr %10, align 8
  %1162 = load double, ptr %7, align 8
  %1163 = load double, ptr %10, align 8
  %1164 = load double, ptr %8, align 8
  %1165 = fmul contract double %1163, %1164
  %1166 = fsub contract double %1162, %1165
  store double %1166, ptr %10, align 8
  %1167 = load double, ptr %7, align 8
  %1168 = load double, ptr %10, align 8
  %1169 = load double, ptr %8, align 8
  %1170 = fmul contract double %1168, %1169
  %1171 = fsub contract double %1167, %1170
  store double %1171, ptr %10, align 8
  %1172 = load double, ptr %7, align 8
  %1173 = load double, ptr %10, align 8
  %1174 = load double, ptr %8, align 8
  %1175 = fmul contract double %1173, %1174
  %1176 = fsub contract double %1172, %1175
  store double %1176, ptr %10, align 8
  %1177 = load double, ptr %7, align 8
  %1178 = load double, ptr %10, align 8
  %1179 = load double, ptr %8, align 8
  %1180 = fmul contract double %1178, %1179
  %1181 = fsub contract double %1177, %1180
  store double %1181, ptr %10, align 8
  %1182 = load double, ptr %7, align 8
  %1183 = load double, ptr %10, align 8
  %1184 = load double, ptr %8, align 8
  %1185 = fmul contract double %1183, %1184
  %1186 = fsub contract double %1182, %1185
  store double %1186, ptr %10, align 8
  %1187 = load double, ptr %7, align 8
  %1188 = load double, ptr %10, align 8
  %1189 = load double, ptr %8, align 8
  %1190 = fmul contract double %1188, %1189
  %1191 = fsub contract double %1187, %1190
  store double %1191, ptr %10, align 8
  %1192 = load double, ptr %7, align 8
  %1193 = load double, ptr %10, align 8
  %1194 = load double, ptr %8, align 8
  %1195 = fmul contract double %1193, %1194
  %1196 = fsub contract double %1192, %1195
  store double %1196, ptr %10, align 8
  %1197 = load double, ptr %7, align 8
  %1198 = load double, ptr %10, align 8
  %1199 = load double, ptr %8, align 8
  %1200 = fmul contract double %1198, %1199
  %1201 = fsub contract double %1197, %1200
  store double %1201, ptr %10, align 8
  %1202 = load double, ptr %7, align 8
  %1203 = load double, ptr %10, align 8
  %1204 = load double, ptr %8, align 8
  %1205 = fmul contract double %1203, %1204
  %1206 = fsub contract double %1202, %1205
  store double %1206, ptr %10, align 8
  %1207 = load double, ptr %7, align 8
  %1208 = load double, ptr %10, align 8
  %1209 = load double, ptr %8, align 8
  %1210 = fmul contract double %1208, %1209
  %1211 = fsub contract double %1207, %1210
  store double %1211, ptr %10, align 8
  %1212 = load double, ptr %7, align 8
  %1213 = load double, ptr %10, align 8
  %1214 = load double, ptr %8, align 8
  %1215 = fmul contract double %1213, %1214
  %1216 = fsub contract double %1212, %1215
  store double %1216, ptr %10, align 8
  %1217 = load double, ptr %7, align 8
  %1218 = load double, ptr %10, align 8
  %1219 = load double, ptr %8, align 8
  %1220 = fmul contract double %1218, %1219
  %1221 = fsub contract double %1217, %1220
  store double %1221, ptr %10, align 8
  %1222 = load double, ptr %7, align 8
  %1223 = load double, ptr %10, align 8
  %1224 = load double, ptr %8, align 8
  %1225 = fmul contract double %1223, %1224
  %1226 = fsub contract double %1222, %1225
  store double %1226, ptr %10, align 8
  br label %1227

1227:                                             ; preds = %26
  %1228 = load i32, ptr %11, align 4
  %1229 = add nsw i32 %1228, 1
  store i32 %1229, ptr %11, align 4
  br label %22, !llvm.loop !8

1230:                                             ; preds = %22
  %1231 = load double, ptr %10, align 8
  %1232 = load ptr, ptr %5, align 8
  %1233 = load i32, ptr %9, align 4
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr inbounds double, ptr %1232, i64 %1234
  store double %1231, ptr %1235, align 8
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

!0 = !{ptr @_Z5MAdd1IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z5MAdd1IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
