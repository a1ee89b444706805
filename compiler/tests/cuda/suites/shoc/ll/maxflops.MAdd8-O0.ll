; ModuleID = 'maxflops.MAdd8.cu'
source_filename = "maxflops.MAdd8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z5MAdd8IfEvPT_iS0_S0_ = comdat any

$_Z5MAdd8IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd8IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
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

43:                                               ; preds = %1248, %4
  %44 = load i32, ptr %18, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %1251

47:                                               ; preds = %43
  %48 = load float, ptr %7, align 4
  %49 = load float, ptr %10, align 4
  %50 = load float, ptr %8, align 4
  %51 = fmul contract float %49, %50
  %52 = fsub contract float %48, %51
  store float %52, ptr %10, align 4
  %53 = load float, ptr %7, align 4
  %54 = load float, ptr %11, align 4
  %55 = load float, ptr %8, align 4
  %56 = fmul contract float %54, %55
  %57 = fsub contract float %53, %56
  store float %57, ptr %11, align 4
  %58 = load float, ptr %7, align 4
  %59 = load float, ptr %12, align 4
  %60 = load float, ptr %8, align 4
  %61 = fmul contract float %59, %60
  %62 = fsub contract float %58, %61
  store float %62, ptr %12, align 4
  %63 = load float, ptr %7, align 4
  %64 = load float, ptr %13, align 4
  %65 = load float, ptr %8, align 4
  %66 = fmul contract float %64, %65
  %67 = fsub contract float %63, %66
  store float %67, ptr %13, align 4
  %68 = load float, ptr %7, align 4
  %69 = load float, ptr %14, align 4
  %70 = load float, ptr %8, align 4
  %71 = fmul contract float %69, %70
  %72 = fsub contract float %68, %71
  store float %72, ptr %14, align 4
  %73 = load float, ptr %7, align 4
  %74 = load float, ptr %15, align 4
  %75 = load float, ptr %8, align 4
  %76 = fmul contract float %74, %75
  %77 = fsub contract float %73, %76
  store float %77, ptr %15, align 4
  %78 = load float, ptr %7, align 4
  %79 = load float, ptr %16, align 4
  %80 = load float, ptr %8, align 4
  %81 = fmul contract float %79, %80
  %82 = fsub contract float %78, %81
  store float %82, ptr %16, align 4
  %83 = load float, ptr %7, align 4
  %84 = load float, ptr %17, align 4
  %85 = load float, ptr %8, align 4
  %86 = fmul contract float %84, %85
  %87 = fsub contract float %83, %86
  store float %87, ptr %17, align 4
  %88 = load float, ptr %7, align 4
  %89 = load float, ptr %10, align 4
  %90 = load float, ptr %8, align 4
  %91 = fmul contract float %89, %90
  %92 = fsub contract float %88, %91
  store float %92, ptr %10, align 4
  %93 = load float, ptr %7, align 4
  %94 = load float, ptr %11, align 4
  %95 = load float, ptr %8, align 4
  %96 = fmul contract float %94, %95
  %97 = fsub contract float %93, %96
  store float %97, ptr %11, align 4
  %98 = load float, ptr %7, align 4
  %99 = load float, ptr %12, align 4
  %100 = load float, ptr %8, align 4
  %101 = fmul contract float %99, %100
  %102 = fsub contract float %98, %101
  store float %102, ptr %12, align 4
  %103 = load float, ptr %7, align 4
  %104 = load float, ptr %13, align 4
  %105 = load float, ptr %8, align 4
  %106 = fmul contract float %104, %105
  %107 = fsub contract float %103, %106
  store float %107, ptr %13, align 4
  %108 = load float, ptr %7, align 4
  %109 = load float, ptr %14, align 4
  %110 = load float, ptr %8, align 4
  %111 = fmul contract float %109, %110
  %112 = fsub contract float %108, %111
  store float %112, ptr %14, align 4
  %113 = load float, ptr %7, align 4
  %114 = load float, ptr %15, align 4
  %115 = load float, ptr %8, align 4
  %116 = fmul contract float %114, %115
  %117 = fsub contract float %113, %116
  store float %117, ptr %15, align 4
  %118 = load float, ptr %7, align 4
  %119 = load float, ptr %16, align 4
  %120 = load float, ptr %8, align 4
  %121 = fmul contract float %119, %120
  %122 = fsub contract float %118, %121
  store float %122, ptr %16, align 4
  %123 = load float, ptr %7, align 4
  %124 = load float, ptr %17, align 4
  %125 = load float, ptr %8, align 4
  %126 = fmul contract float %124, %125
  %127 = fsub contract float %123, %126
  store float %127, ptr %17, align 4
  %128 = load float, ptr %7, align 4
  %129 = load float, ptr %10, align 4
  %130 = load float, ptr %8, align 4
  %131 = fmul contract float %129, %130
  %132 = fsub contract float %128, %131
  store float %132, ptr %10, align 4
  %133 = load float, ptr %7, align 4
  %134 = load float, ptr %11, align 4
  %135 = load float, ptr %8, align 4
  %136 = fmul contract float %134, %135
  %137 = fsub contract float %133, %136
  store float %137, ptr %11, align 4
  %138 = load float, ptr %7, align 4
  %139 = load float, ptr %12, align 4
  %140 = load float, ptr %8, align 4
  %141 = fmul contract float %139, %140
  %142 = fsub contract float %138, %141
  store float %142, ptr %12, align 4
  %143 = load float, ptr %7, align 4
  %144 = load float, ptr %13, align 4
  %145 = load float, ptr %8, align 4
  %146 = fmul contract float %144, %145
  %147 = fsub contract float %143, %146
  store float %147, ptr %13, align 4
  %148 = load float, ptr %7, align 4
  %149 = load float, ptr %14, align 4
  %150 = load float, ptr %8, align 4
  %151 = fmul contract float %149, %150
  %152 = fsub contract float %148, %151
  store float %152, ptr %14, align 4
  %153 = load float, ptr %7, align 4
  %154 = load float, ptr %15, align 4
  %155 = load float, ptr %8, align 4
  %156 = fmul contract float %154, %155
  %157 = fsub contract float %153, %156
  store float %157, ptr %15, align 4
  %158 = load float, ptr %7, align 4
  %159 = load float, ptr %16, align 4
  %160 = load float, ptr %8, align 4
  %161 = fmul contract float %159, %160
  %162 = fsub contract float %158, %161
  store float %162, ptr %16, align 4
  %163 = load float, ptr %7, align 4
  %164 = load float, ptr %17, align 4
  %165 = load float, ptr %8, align 4
  %166 = fmul contract float %164, %165
  %167 = fsub contract float %163, %166
  store float %167, ptr %17, align 4
  %168 = load float, ptr %7, align 4
  %169 = load float, ptr %10, align 4
  %170 = load float, ptr %8, align 4
  %171 = fmul contract float %169, %170
  %172 = fsub contract float %168, %171
  store float %172, ptr %10, align 4
  %173 = load float, ptr %7, align 4
  %174 = load float, ptr %11, align 4
  %175 = load float, ptr %8, align 4
  %176 = fmul contract float %174, %175
  %177 = fsub contract float %173, %176
  store float %177, ptr %11, align 4
  %178 = load float, ptr %7, align 4
  %179 = load float, ptr %12, align 4
  %180 = load float, ptr %8, align 4
  %181 = fmul contract float %179, %180
  %182 = fsub contract float %178, %181
  store float %182, ptr %12, align 4
  %183 = load float, ptr %7, align 4
  %184 = load float, ptr %13, align 4
  %185 = load float, ptr %8, align 4
  %186 = fmul contract float %184, %185
  %187 = fsub contract float %183, %186
  store float %187, ptr %13, align 4
  %188 = load float, ptr %7, align 4
  %189 = load float, ptr %14, align 4
  %190 = load float, ptr %8, align 4
  %191 = fmul contract float %189, %190
  %192 = fsub contract float %188, %191
  store float %192, ptr %14, align 4
  %193 = load float, ptr %7, align 4
  %194 = load float, ptr %15, align 4
  %195 = load float, ptr %8, align 4
  %196 = fmul contract float %194, %195
  %197 = fsub contract float %193, %196
  store float %197, ptr %15, align 4
  %198 = load float, ptr %7, align 4
  %199 = load float, ptr %16, align 4
  %200 = load float, ptr %8, align 4
  %201 = fmul contract float %199, %200
  %202 = fsub contract float %198, %201
  store float %202, ptr %16, align 4
  %203 = load float, ptr %7, align 4
  %204 = load float, ptr %17, align 4
  %205 = load float, ptr %8, align 4
  %206 = fmul contract float %204, %205
  %207 = fsub contract float %203, %206
  store float %207, ptr %17, align 4
  %208 = load float, ptr %7, align 4
  %209 = load float, ptr %10, align 4
  %210 = load float, ptr %8, align 4
  %211 = fmul contract float %209, %210
  %212 = fsub contract float %208, %211
  store float %212, ptr %10, align 4
  %213 = load float, ptr %7, align 4
  %214 = load float, ptr %11, align 4
  %215 = load float, ptr %8, align 4
  %216 = fmul contract float %214, %215
  %217 = fsub contract float %213, %216
  store float %217, ptr %11, align 4
  %218 = load float, ptr %7, align 4
  %219 = load float, ptr %12, align 4
  %220 = load float, ptr %8, align 4
  %221 = fmul contract float %219, %220
  %222 = fsub contract float %218, %221
  store float %222, ptr %12, align 4
  %223 = load float, ptr %7, align 4
  %224 = load float, ptr %13, align 4
  %225 = load float, ptr %8, align 4
  %226 = fmul contract float %224, %225
  %227 = fsub contract float %223, %226
  store float %227, ptr %13, align 4
  %228 = load float, ptr %7, align 4
  %229 = load float, ptr %14, align 4
  %230 = load float, ptr %8, align 4
  %231 = fmul contract float %229, %230
  %232 = fsub contract float %228, %231
  store float %232, ptr %14, align 4
  %233 = load float, ptr %7, align 4
  %234 = load float, ptr %15, align 4
  %235 = load float, ptr %8, align 4
  %236 = fmul contract float %234, %235
  %237 = fsub contract float %233, %236
  store float %237, ptr %15, align 4
  %238 = load float, ptr %7, align 4
  %239 = load float, ptr %16, align 4
  %240 = load float, ptr %8, align 4
  %241 = fmul contract float %239, %240
  %242 = fsub contract float %238, %241
  store float %242, ptr %16, align 4
  %243 = load float, ptr %7, align 4
  %244 = load float, ptr %17, align 4
  %245 = load float, ptr %8, align 4
  %246 = fmul contract float %244, %245
  %247 = fsub contract float %243, %246
  store float %247, ptr %17, align 4
  %248 = load float, ptr %7, align 4
  %249 = load float, ptr %10, align 4
  %250 = load float, ptr %8, align 4
  %251 = fmul contract float %249, %250
  %252 = fsub contract float %248, %251
  store float %252, ptr %10, align 4
  %253 = load float, ptr %7, align 4
  %254 = load float, ptr %11, align 4
  %255 = load float, ptr %8, align 4
  %256 = fmul contract float %254, %255
  %257 = fsub contract float %253, %256
  store float %257, ptr %11, align 4
  %258 = load float, ptr %7, align 4
  %259 = load float, ptr %12, align 4
  %260 = load float, ptr %8, align 4
  %261 = fmul contract float %259, %260
  %262 = fsub contract float %258, %261
  store float %262, ptr %12, align 4
  %263 = load float, ptr %7, align 4
  %264 = load float, ptr %13, align 4
  %265 = load float, ptr %8, align 4
  %266 = fmul contract float %264, %265
  %267 = fsub contract float %263, %266
  store float %267, ptr %13, align 4
  %268 = load float, ptr %7, align 4
  %269 = load float, ptr %14, align 4
  %270 = load float, ptr %8, align 4
  %271 = fmul contract float %269, %270
  %272 = fsub contract float %268, %271
  store float %272, ptr %14, align 4
  %273 = load float, ptr %7, align 4
  %274 = load float, ptr %15, align 4
  %275 = load float, ptr %8, align 4
  %276 = fmul contract float %274, %275
  %277 = fsub contract float %273, %276
  store float %277, ptr %15, align 4
  %278 = load float, ptr %7, align 4
  %279 = load float, ptr %16, align 4
  %280 = load float, ptr %8, align 4
  %281 = fmul contract float %279, %280
  %282 = fsub contract float %278, %281
  store float %282, ptr %16, align 4
  %283 = load float, ptr %7, align 4
  %284 = load float, ptr %17, align 4
  %285 = load float, ptr %8, align 4
  %286 = fmul contract float %284, %285
  %287 = fsub contract float %283, %286
  store float %287, ptr %17, align 4
  %288 = load float, ptr %7, align 4
  %289 = load float, ptr %10, align 4
  %290 = load float, ptr %8, align 4
  %291 = fmul contract float %289, %290
  %292 = fsub contract float %288, %291
  store float %292, ptr %10, align 4
  %293 = load float, ptr %7, align 4
  %294 = load float, ptr %11, align 4
  %295 = load float, ptr %8, align 4
  %296 = fmul contract float %294, %295
  %297 = fsub contract float %293, %296
  store float %297, ptr %11, align 4
  %298 = load float, ptr %7, align 4
  %299 = load float, ptr %12, align 4
  %300 = load float, ptr %8, align 4
  %301 = fmul contract float %299, %300
  %302 = fsub contract float %298, %301
  store float %302, ptr %12, align 4
  %303 = load float, ptr %7, align 4
  %304 = load float, ptr %13, align 4
  %305 = load float, ptr %8, align 4
  %306 = fmul contract float %304, %305
  %307 = fsub contract float %303, %306
  store float %307, ptr %13, align 4
  %308 = load float, ptr %7, align 4
  %309 = load float, ptr %14, align 4
  %310 = load float, ptr %8, align 4
  %311 = fmul contract float %309, %310
  %312 = fsub contract float %308, %311
  store float %312, ptr %14, align 4
  %313 = load float, ptr %7, align 4
  %314 = load float, ptr %15, align 4
  %315 = load float, ptr %8, align 4
  %316 = fmul contract float %314, %315
  %317 = fsub contract float %313, %316
  store float %317, ptr %15, align 4
  %318 = load float, ptr %7, align 4
  %319 = load float, ptr %16, align 4
  %320 = load float, ptr %8, align 4
  %321 = fmul contract float %319, %320
  %322 = fsub contract float %318, %321
  store float %322, ptr %16, align 4
  %323 = load float, ptr %7, align 4
  %324 = load float, ptr %17, align 4
  %325 = load float, ptr %8, align 4
  %326 = fmul contract float %324, %325
  %327 = fsub contract float %323, %326
  store float %327, ptr %17, align 4
  %328 = load float, ptr %7, align 4
  %329 = load float, ptr %10, align 4
  %330 = load float, ptr %8, align 4
  %331 = fmul contract float %329, %330
  %332 = fsub contract float %328, %331
  store float %332, ptr %10, align 4
  %333 = load float, ptr %7, align 4
  %334 = load float, ptr %11, align 4
  %335 = load float, ptr %8, align 4
  %336 = fmul contract float %334, %335
  %337 = fsub contract float %333, %336
  store float %337, ptr %11, align 4
  %338 = load float, ptr %7, align 4
  %339 = load float, ptr %12, align 4
  %340 = load float, ptr %8, align 4
  %341 = fmul contract float %339, %340
  %342 = fsub contract float %338, %341
  store float %342, ptr %12, align 4
  %343 = load float, ptr %7, align 4
  %344 = load float, ptr %13, align 4
  %345 = load float, ptr %8, align 4
  %346 = fmul contract float %344, %345
  %347 = fsub contract float %343, %346
  store float %347, ptr %13, align 4
  %348 = load float, ptr %7, align 4
  %349 = load float, ptr %14, align 4
  %350 = load float, ptr %8, align 4
  %351 = fmul contract float %349, %350
  %352 = fsub contract float %348, %351
  store float %352, ptr %14, align 4
  %353 = load float, ptr %7, align 4
  %354 = load float, ptr %15, align 4
  %355 = load float, ptr %8, align 4
  %356 = fmul contract float %354, %355
  %357 = fsub contract float %353, %356
  store float %357, ptr %15, align 4
  %358 = load float, ptr %7, align 4
  %359 = load float, ptr %16, align 4
  %360 = load float, ptr %8, align 4
  %361 = fmul contract float %359, %360
  %362 = fsub contract float %358, %361
  store float %362, ptr %16, align 4
  %363 = load float, ptr %7, align 4
  %364 = load float, ptr %17, align 4
  %365 = load float, ptr %8, align 4
  %366 = fmul contract float %364, %365
  %367 = fsub contract float %363, %366
  store float %367, ptr %17, align 4
  %368 = load float, ptr %7, align 4
  %369 = load float, ptr %10, align 4
  %370 = load float, ptr %8, align 4
  %371 = fmul contract float %369, %370
  %372 = fsub contract float %368, %371
  store float %372, ptr %10, align 4
  %373 = load float, ptr %7, align 4
  %374 = load float, ptr %11, align 4
  %375 = load float, ptr %8, align 4
  %376 = fmul contract float %374, %375
  %377 = fsub contract float %373, %376
  store float %377, ptr %11, align 4
  %378 = load float, ptr %7, align 4
  %379 = load float, ptr %12, align 4
  %380 = load float, ptr %8, align 4
  %381 = fmul contract float %379, %380
  %382 = fsub contract float %378, %381
  store float %382, ptr %12, align 4
  %383 = load float, ptr %7, align 4
  %384 = load float, ptr %13, align 4
  %385 = load float, ptr %8, align 4
  %386 = fmul contract float %384, %385
  %387 = fsub contract float %383, %386
  store float %387, ptr %13, align 4
  %388 = load float, ptr %7, align 4
  %389 = load float, ptr %14, align 4
  %390 = load float, ptr %8, align 4
  %391 = fmul contract float %389, %390
  %392 = fsub contract float %388, %391
  store float %392, ptr %14, align 4
  %393 = load float, ptr %7, align 4
  %394 = load float, ptr %15, align 4
  %395 = load float, ptr %8, align 4
  %396 = fmul contract float %394, %395
  %397 = fsub contract float %393, %396
  store float %397, ptr %15, align 4
  %398 = load float, ptr %7, align 4
  %399 = load float, ptr %16, align 4
  %400 = load float, ptr %8, align 4
  %401 = fmul contract float %399, %400
  %402 = fsub contract float %398, %401
  store float %402, ptr %16, align 4
  %403 = load float, ptr %7, align 4
  %404 = load float, ptr %17, align 4
  %405 = load float, ptr %8, align 4
  %406 = fmul contract float %404, %405
  %407 = fsub contract float %403, %406
  store float %407, ptr %17, align 4
  %408 = load float, ptr %7, align 4
  %409 = load float, ptr %10, align 4
  %410 = load float, ptr %8, align 4
  %411 = fmul contract float %409, %410
  %412 = fsub contract float %408, %411
  store float %412, ptr %10, align 4
  %413 = load float, ptr %7, align 4
  %414 = load float, ptr %11, align 4
  %415 = load float, ptr %8, align 4
  %416 = fmul contract float %414, %415
  %417 = fsub contract float %413, %416
  store float %417, ptr %11, align 4
  %418 = load float, ptr %7, align 4
  %419 = load float, ptr %12, align 4
  %420 = load float, ptr %8, align 4
  %421 = fmul contract float %419, %420
  %422 = fsub contract float %418, %421
  store float %422, ptr %12, align 4
  %423 = load float, ptr %7, align 4
  %424 = load float, ptr %13, align 4
  %425 = load float, ptr %8, align 4
  %426 = fmul contract float %424, %425
  %427 = fsub contract float %423, %426
  store float %427, ptr %13, align 4
  %428 = load float, ptr %7, align 4
  %429 = load float, ptr %14, align 4
  %430 = load float, ptr %8, align 4
  %431 = fmul contract float %429, %430
  %432 = fsub contract float %428, %431
  store float %432, ptr %14, align 4
  %433 = load float, ptr %7, align 4
  %434 = load float, ptr %15, align 4
  %435 = load float, ptr %8, align 4
  %436 = fmul contract float %434, %435
  %437 = fsub contract float %433, %436
  store float %437, ptr %15, align 4
  %438 = load float, ptr %7, align 4
  %439 = load float, ptr %16, align 4
  %440 = load float, ptr %8, align 4
  %441 = fmul contract float %439, %440
  %442 = fsub contract float %438, %441
  store float %442, ptr %16, align 4
  %443 = load float, ptr %7, align 4
  %444 = load float, ptr %17, align 4
  %445 = load float, ptr %8, align 4
  %446 = fmul contract float %444, %445
  %447 = fsub contract float %443, %446
  store float %447, ptr %17, align 4
  %448 = load float, ptr %7, align 4
  %449 = load float, ptr %10, align 4
  %450 = load float, ptr %8, align 4
  %451 = fmul contract float %449, %450
  %452 = fsub contract float %448, %451
  store float %452, ptr %10, align 4
  %453 = load float, ptr %7, align 4
  %454 = load float, ptr %11, align 4
  %455 = load float, ptr %8, align 4
  %456 = fmul contract float %454, %455
  %457 = fsub contract float %453, %456
  store float %457, ptr %11, align 4
  %458 = load float, ptr %7, align 4
  %459 = load float, ptr %12, align 4
  %460 = load float, ptr %8, align 4
  %461 = fmul contract float %459, %460
  %462 = fsub contract float %458, %461
  store float %462, ptr %12, align 4
  %463 = load float, ptr %7, align 4
  %464 = load float, ptr %13, align 4
  %465 = load float, ptr %8, align 4
  %466 = fmul contract float %464, %465
  %467 = fsub contract float %463, %466
  store float %467, ptr %13, align 4
  %468 = load float, ptr %7, align 4
  %469 = load float, ptr %14, align 4
  %470 = load float, ptr %8, align 4
  %471 = fmul contract float %469, %470
  %472 = fsub contract float %468, %471
  store float %472, ptr %14, align 4
  %473 = load float, ptr %7, align 4
  %474 = load float, ptr %15, align 4
  %475 = load float, ptr %8, align 4
  %476 = fmul contract float %474, %475
  %477 = fsub contract float %473, %476
  store float %477, ptr %15, align 4
  %478 = load float, ptr %7, align 4
  %479 = load float, ptr %16, align 4
  %480 = load float, ptr %8, align 4
  %481 = fmul contract float %479, %480
  %482 = fsub contract float %478, %481
  store float %482, ptr %16, align 4
  %483 = load float, ptr %7, align 4
  %484 = load float, ptr %17, align 4
  %485 = load float, ptr %8, align 4
  %486 = fmul contract float %484, %485
  %487 = fsub contract float %483, %486
  store float %487, ptr %17, align 4
  %488 = load float, ptr %7, align 4
  %489 = load float, ptr %10, align 4
  %490 = load float, ptr %8, align 4
  %491 = fmul contract float %489, %490
  %492 = fsub contract float %488, %491
  store float %492, ptr %10, align 4
  %493 = load float, ptr %7, align 4
  %494 = load float, ptr %11, align 4
  %495 = load float, ptr %8, align 4
  %496 = fmul contract float %494, %495
  %497 = fsub contract float %493, %496
  store float %497, ptr %11, align 4
  %498 = load float, ptr %7, align 4
  %499 = load float, ptr %12, align 4
  %500 = load float, ptr %8, align 4
  %501 = fmul contract float %499, %500
  %502 = fsub contract float %498, %501
  store float %502, ptr %12, align 4
  %503 = load float, ptr %7, align 4
  %504 = load float, ptr %13, align 4
  %505 = load float, ptr %8, align 4
  %506 = fmul contract float %504, %505
  %507 = fsub contract float %503, %506
  store float %507, ptr %13, align 4
  %508 = load float, ptr %7, align 4
  %509 = load float, ptr %14, align 4
  %510 = load float, ptr %8, align 4
  %511 = fmul contract float %509, %510
  %512 = fsub contract float %508, %511
  store float %512, ptr %14, align 4
  %513 = load float, ptr %7, align 4
  %514 = load float, ptr %15, align 4
  %515 = load float, ptr %8, align 4
  %516 = fmul contract float %514, %515
  %517 = fsub contract float %513, %516
  store float %517, ptr %15, align 4
  %518 = load float, ptr %7, align 4
  %519 = load float, ptr %16, align 4
  %520 = load float, ptr %8, align 4
  %521 = fmul contract float %519, %520
  %522 = fsub contract float %518, %521
  store float %522, ptr %16, align 4
  %523 = load float, ptr %7, align 4
  %524 = load float, ptr %17, align 4
  %525 = load float, ptr %8, align 4
  %526 = fmul contract float %524, %525
  %527 = fsub contract float %523, %526
  store float %527, ptr %17, align 4
  %528 = load float, ptr %7, align 4
  %529 = load float, ptr %10, align 4
  %530 = load float, ptr %8, align 4
  %531 = fmul contract float %529, %530
  %532 = fsub contract float %528, %531
  store float %532, ptr %10, align 4
  %533 = load float, ptr %7, align 4
  %534 = load float, ptr %11, align 4
  %535 = load float, ptr %8, align 4
  %536 = fmul contract float %534, %535
  %537 = fsub contract float %533, %536
  store float %537, ptr %11, align 4
  %538 = load float, ptr %7, align 4
  %539 = load float, ptr %12, align 4
  %540 = load float, ptr %8, align 4
  %541 = fmul contract float %539, %540
  %542 = fsub contract float %538, %541
  store float %542, ptr %12, align 4
  %543 = load float, ptr %7, align 4
  %544 = load float, ptr %13, align 4
  %545 = load float, ptr %8, align 4
  %546 = fmul contract float %544, %545
  %547 = fsub contract float %543, %546
  store float %547, ptr %13, align 4
  %548 = load float, ptr %7, align 4
  %549 = load float, ptr %14, align 4
  %550 = load float, ptr %8, align 4
  %551 = fmul contract float %549, %550
  %552 = fsub contract float %548, %551
  store float %552, ptr %14, align 4
  %553 = load float, ptr %7, align 4
  %554 = load float, ptr %15, align 4
  %555 = load float, ptr %8, align 4
  %556 = fmul contract float %554, %555
  %557 = fsub contract float %553, %556
  store float %557, ptr %15, align 4
  %558 = load float, ptr %7, align 4
  %559 = load float, ptr %16, align 4
  %560 = load float, ptr %8, align 4
  %561 = fmul contract float %559, %560
  %562 = fsub contract float %558, %561
  store float %562, ptr %16, align 4
  %563 = load float, ptr %7, align 4
  %564 = load float, ptr %17, align 4
  %565 = load float, ptr %8, align 4
  %566 = fmul contract float %564, %565
  %567 = fsub contract float %563, %566
  store float %567, ptr %17, align 4
  %568 = load float, ptr %7, align 4
  %569 = load float, ptr %10, align 4
  %570 = load float, ptr %8, align 4
  %571 = fmul contract float %569, %570
  %572 = fsub contract float %568, %571
  store float %572, ptr %10, align 4
  %573 = load float, ptr %7, align 4
  %574 = load float, ptr %11, align 4
  %575 = load float, ptr %8, align 4
  %576 = fmul contract float %574, %575
  %577 = fsub contract float %573, %576
  store float %577, ptr %11, align 4
  %578 = load float, ptr %7, align 4
  %579 = load float, ptr %12, align 4
  %580 = load float, ptr %8, align 4
  %581 = fmul contract float %579, %580
  %582 = fsub contract float %578, %581
  store float %582, ptr %12, align 4
  %583 = load float, ptr %7, align 4
  %584 = load float, ptr %13, align 4
  %585 = load float, ptr %8, align 4
  %586 = fmul contract float %584, %585
  %587 = fsub contract float %583, %586
  store float %587, ptr %13, align 4
  %588 = load float, ptr %7, align 4
  %589 = load float, ptr %14, align 4
  %590 = load float, ptr %8, align 4
  %591 = fmul contract float %589, %590
  %592 = fsub contract float %588, %591
  store float %592, ptr %14, align 4
  %593 = load float, ptr %7, align 4
  %594 = load float, ptr %15, align 4
  %595 = load float, ptr %8, align 4
  %596 = fmul contract float %594, %595
  %597 = fsub contract float %593, %596
  store float %597, ptr %15, align 4
  %598 = load float, ptr %7, align 4
  %599 = load float, ptr %16, align 4
  %600 = load float, ptr %8, align 4
  %601 = fmul contract float %599, %600
  %602 = fsub contract float %598, %601
  store float %602, ptr %16, align 4
  %603 = load float, ptr %7, align 4
  %604 = load float, ptr %17, align 4
  %605 = load float, ptr %8, align 4
  %606 = fmul contract float %604, %605
  %607 = fsub contract float %603, %606
  store float %607, ptr %17, align 4
  %608 = load float, ptr %7, align 4
  %609 = load float, ptr %10, align 4
  %610 = load float, ptr %8, align 4
  %611 = fmul contract float %609, %610
  %612 = fsub contract float %608, %611
  store float %612, ptr %10, align 4
  %613 = load float, ptr %7, align 4
  %614 = load float, ptr %11, align 4
  %615 = load float, ptr %8, align 4
  %616 = fmul contract float %614, %615
  %617 = fsub contract float %613, %616
  store float %617, ptr %11, align 4
  %618 = load float, ptr %7, align 4
  %619 = load float, ptr %12, align 4
  %620 = load float, ptr %8, align 4
  %621 = fmul contract float %619, %620
  %622 = fsub contract float %618, %621
  store float %622, ptr %12, align 4
  %623 = load float, ptr %7, align 4
  %624 = load float, ptr %13, align 4
  %625 = load float, ptr %8, align 4
  %626 = fmul contract float %624, %625
  %627 = fsub contract float %623, %626
  store float %627, ptr %13, align 4
  %628 = load float, ptr %7, align 4
  %629 = load float, ptr %14, align 4
  %630 = load float, ptr %8, align 4
  %631 = fmul contract float %629, %630
  %632 = fsub contract float %628, %631
  store float %632, ptr %14, align 4
  %633 = load float, ptr %7, align 4
  %634 = load float, ptr %15, align 4
  %635 = load float, ptr %8, align 4
  %636 = fmul contract float %634, %635
  %637 = fsub contract float %633, %636
  store float %637, ptr %15, align 4
  %638 = load float, ptr %7, align 4
  %639 = load float, ptr %16, align 4
  %640 = load float, ptr %8, align 4
  %641 = fmul contract float %639, %640
  %642 = fsub contract float %638, %641
  store float %642, ptr %16, align 4
  %643 = load float, ptr %7, align 4
  %644 = load float, ptr %17, align 4
  %645 = load float, ptr %8, align 4
  %646 = fmul contract float %644, %645
  %647 = fsub contract float %643, %646
  store float %647, ptr %17, align 4
  %648 = load float, ptr %7, align 4
  %649 = load float, ptr %10, align 4
  %650 = load float, ptr %8, align 4
  %651 = fmul contract float %649, %650
  %652 = fsub contract float %648, %651
  store float %652, ptr %10, align 4
  %653 = load float, ptr %7, align 4
  %654 = load float, ptr %11, align 4
  %655 = load float, ptr %8, align 4
  %656 = fmul contract float %654, %655
  %657 = fsub contract float %653, %656
  store float %657, ptr %11, align 4
  %658 = load float, ptr %7, align 4
  %659 = load float, ptr %12, align 4
  %660 = load float, ptr %8, align 4
  %661 = fmul contract float %659, %660
  %662 = fsub contract float %658, %661
  store float %662, ptr %12, align 4
  %663 = load float, ptr %7, align 4
  %664 = load float, ptr %13, align 4
  %665 = load float, ptr %8, align 4
  %666 = fmul contract float %664, %665
  %667 = fsub contract float %663, %666
  store float %667, ptr %13, align 4
  %668 = load float, ptr %7, align 4
  %669 = load float, ptr %14, align 4
  %670 = load float, ptr %8, align 4
  %671 = fmul contract float %669, %670
  %672 = fsub contract float %668, %671
  store float %672, ptr %14, align 4
  %673 = load float, ptr %7, align 4
  %674 = load float, ptr %15, align 4
  %675 = load float, ptr %8, align 4
  %676 = fmul contract float %674, %675
  %677 = fsub contract float %673, %676
  store float %677, ptr %15, align 4
  %678 = load float, ptr %7, align 4
  %679 = load float, ptr %16, align 4
  %680 = load float, ptr %8, align 4
  %681 = fmul contract float %679, %680
  %682 = fsub contract float %678, %681
  store float %682, ptr %16, align 4
  %683 = load float, ptr %7, align 4
  %684 = load float, ptr %17, align 4
  %685 = load float, ptr %8, align 4
  %686 = fmul contract float %684, %685
  %687 = fsub contract float %683, %686
  store float %687, ptr %17, align 4
  %688 = load float, ptr %7, align 4
  %689 = load float, ptr %10, align 4
  %690 = load float, ptr %8, align 4
  %691 = fmul contract float %689, %690
  %692 = fsub contract float %688, %691
  store float %692, ptr %10, align 4
  %693 = load float, ptr %7, align 4
  %694 = load float, ptr %11, align 4
  %695 = load float, ptr %8, align 4
  %696 = fmul contract float %694, %695
  %697 = fsub contract float %693, %696
  store float %697, ptr %11, align 4
  %698 = load float, ptr %7, align 4
  %699 = load float, ptr %12, align 4
  %700 = load float, ptr %8, align 4
  %701 = fmul contract float %699, %700
  %702 = fsub contract float %698, %701
  store float %702, ptr %12, align 4
  %703 = load float, ptr %7, align 4
  %704 = load float, ptr %13, align 4
  %705 = load float, ptr %8, align 4
  %706 = fmul contract float %704, %705
  %707 = fsub contract float %703, %706
  store float %707, ptr %13, align 4
  %708 = load float, ptr %7, align 4
  %709 = load float, ptr %14, align 4
  %710 = load float, ptr %8, align 4
  %711 = fmul contract float %709, %710
  %712 = fsub contract float %708, %711
  store float %712, ptr %14, align 4
  %713 = load float, ptr %7, align 4
  %714 = load float, ptr %15, align 4
  %715 = load float, ptr %8, align 4
  %716 = fmul contract float %714, %715
  %717 = fsub contract float %713, %716
  store float %717, ptr %15, align 4
  %718 = load float, ptr %7, align 4
  %719 = load float, ptr %16, align 4
  %720 = load float, ptr %8, align 4
  %721 = fmul contract float %719, %720
  %722 = fsub contract float %718, %721
  store float %722, ptr %16, align 4
  %723 = load float, ptr %7, align 4
  %724 = load float, ptr %17, align 4
  %725 = load float, ptr %8, align 4
  %726 = fmul contract float %724, %725
  %727 = fsub contract float %723, %726
  store float %727, ptr %17, align 4
  %728 = load float, ptr %7, align 4
  %729 = load float, ptr %10, align 4
  %730 = load float, ptr %8, align 4
  %731 = fmul contract float %729, %730
  %732 = fsub contract float %728, %731
  store float %732, ptr %10, align 4
  %733 = load float, ptr %7, align 4
  %734 = load float, ptr %11, align 4
  %735 = load float, ptr %8, align 4
  %736 = fmul contract float %734, %735
  %737 = fsub contract float %733, %736
  store float %737, ptr %11, align 4
  %738 = load float, ptr %7, align 4
  %739 = load float, ptr %12, align 4
  %740 = load float, ptr %8, align 4
  %741 = fmul contract float %739, %740
  %742 = fsub contract float %738, %741
  store float %742, ptr %12, align 4
  %743 = load float, ptr %7, align 4
  %744 = load float, ptr %13, align 4
  %745 = load float, ptr %8, align 4
  %746 = fmul contract float %744, %745
  %747 = fsub contract float %743, %746
  store float %747, ptr %13, align 4
  %748 = load float, ptr %7, align 4
  %749 = load float, ptr %14, align 4
  %750 = load float, ptr %8, align 4
  %751 = fmul contract float %749, %750
  %752 = fsub contract float %748, %751
  store float %752, ptr %14, align 4
  %753 = load float, ptr %7, align 4
  %754 = load float, ptr %15, align 4
  %755 = load float, ptr %8, align 4
  %756 = fmul contract float %754, %755
  %757 = fsub contract float %753, %756
  store float %757, ptr %15, align 4
  %758 = load float, ptr %7, align 4
  %759 = load float, ptr %16, align 4
  %760 = load float, ptr %8, align 4
  %761 = fmul contract float %759, %760
  %762 = fsub contract float %758, %761
  store float %762, ptr %16, align 4
  %763 = load float, ptr %7, align 4
  %764 = load float, ptr %17, align 4
  %765 = load float, ptr %8, align 4
  %766 = fmul contract float %764, %765
  %767 = fsub contract float %763, %766
  store float %767, ptr %17, align 4
  %768 = load float, ptr %7, align 4
  %769 = load float, ptr %10, align 4
  %770 = load float, ptr %8, align 4
  %771 = fmul contract float %769, %770
  %772 = fsub contract float %768, %771
  store float %772, ptr %10, align 4
  %773 = load float, ptr %7, align 4
  %774 = load float, ptr %11, align 4
  %775 = load float, ptr %8, align 4
  %776 = fmul contract float %774, %775
  %777 = fsub contract float %773, %776
  store float %777, ptr %11, align 4
  %778 = load float, ptr %7, align 4
  %779 = load float, ptr %12, align 4
  %780 = load float, ptr %8, align 4
  %781 = fmul contract float %779, %780
  %782 = fsub contract float %778, %781
  store float %782, ptr %12, align 4
  %783 = load float, ptr %7, align 4
  %784 = load float, ptr %13, align 4
  %785 = load float, ptr %8, align 4
  %786 = fmul contract float %784, %785
  %787 = fsub contract float %783, %786
  store float %787, ptr %13, align 4
  %788 = load float, ptr %7, align 4
  %789 = load float, ptr %14, align 4
  %790 = load float, ptr %8, align 4
  %791 = fmul contract float %789, %790
  %792 = fsub contract float %788, %791
  store float %792, ptr %14, align 4
  %793 = load float, ptr %7, align 4
  %794 = load float, ptr %15, align 4
  %795 = load float, ptr %8, align 4
  %796 = fmul contract float %794, %795
  %797 = fsub contract float %793, %796
  store float %797, ptr %15, align 4
  %798 = load float, ptr %7, align 4
  %799 = load float, ptr %16, align 4
  %800 = load float, ptr %8, align 4
  %801 = fmul contract float %799, %800
  %802 = fsub contract float %798, %801
  store float %802, ptr %16, align 4
  %803 = load float, ptr %7, align 4
  %804 = load float, ptr %17, align 4
  %805 = load float, ptr %8, align 4
  %806 = fmul contract float %804, %805
  %807 = fsub contract float %803, %806
  store float %807, ptr %17, align 4
  %808 = load float, ptr %7, align 4
  %809 = load float, ptr %10, align 4
  %810 = load float, ptr %8, align 4
  %811 = fmul contract float %809, %810
  %812 = fsub contract float %808, %811
  store float %812, ptr %10, align 4
  %813 = load float, ptr %7, align 4
  %814 = load float, ptr %11, align 4
  %815 = load float, ptr %8, align 4
  %816 = fmul contract float %814, %815
  %817 = fsub contract float %813, %816
  store float %817, ptr %11, align 4
  %818 = load float, ptr %7, align 4
  %819 = load float, ptr %12, align 4
  %820 = load float, ptr %8, align 4
  %821 = fmul contract float %819, %820
  %822 = fsub contract float %818, %821
  store float %822, ptr %12, align 4
  %823 = load float, ptr %7, align 4
  %824 = load float, ptr %13, align 4
  %825 = load float, ptr %8, align 4
  %826 = fmul contract float %824, %825
  %827 = fsub contract float %823, %826
  store float %827, ptr %13, align 4
  %828 = load float, ptr %7, align 4
  %829 = load float, ptr %14, align 4
  %830 = load float, ptr %8, align 4
  %831 = fmul contract float %829, %830
  %832 = fsub contract float %828, %831
  store float %832, ptr %14, align 4
  %833 = load float, ptr %7, align 4
  %834 = load float, ptr %15, align 4
  %835 = load float, ptr %8, align 4
  %836 = fmul contract float %834, %835
  %837 = fsub contract float %833, %836
  store float %837, ptr %15, align 4
  %838 = load float, ptr %7, align 4
  %839 = load float, ptr %16, align 4
  %840 = load float, ptr %8, align 4
  %841 = fmul contract float %839, %840
  %842 = fsub contract float %838, %841
  store float %842, ptr %16, align 4
  %843 = load float, ptr %7, align 4
  %844 = load float, ptr %17, align 4
  %845 = load float, ptr %8, align 4
  %846 = fmul contract float %844, %845
  %847 = fsub contract float %843, %846
  store float %847, ptr %17, align 4
  %848 = load float, ptr %7, align 4
  %849 = load float, ptr %10, align 4
  %850 = load float, ptr %8, align 4
  %851 = fmul contract float %849, %850
  %852 = fsub contract float %848, %851
  store float %852, ptr %10, align 4
  %853 = load float, ptr %7, align 4
  %854 = load float, ptr %11, align 4
  %855 = load float, ptr %8, align 4
  %856 = fmul contract float %854, %855
  %857 = fsub contract float %853, %856
  store float %857, ptr %11, align 4
  %858 = load float, ptr %7, align 4
  %859 = load float, ptr %12, align 4
  %860 = load float, ptr %8, align 4
  %861 = fmul contract float %859, %860
  %862 = fsub contract float %858, %861
  store float %862, ptr %12, align 4
  %863 = load float, ptr %7, align 4
  %864 = load float, ptr %13, align 4
  %865 = load float, ptr %8, align 4
  %866 = fmul contract float %864, %865
  %867 = fsub contract float %863, %866
  store float %867, ptr %13, align 4
  %868 = load float, ptr %7, align 4
  %869 = load float, ptr %14, align 4
  %870 = load float, ptr %8, align 4
  %871 = fmul contract float %869, %870
  %872 = fsub contract float %868, %871
  store float %872, ptr %14, align 4
  %873 = load float, ptr %7, align 4
  %874 = load float, ptr %15, align 4
  %875 = load float, ptr %8, align 4
  %876 = fmul contract float %874, %875
  %877 = fsub contract float %873, %876
  store float %877, ptr %15, align 4
  %878 = load float, ptr %7, align 4
  %879 = load float, ptr %16, align 4
  %880 = load float, ptr %8, align 4
  %881 = fmul contract float %879, %880
  %882 = fsub contract float %878, %881
  store float %882, ptr %16, align 4
  %883 = load float, ptr %7, align 4
  %884 = load float, ptr %17, align 4
  %885 = load float, ptr %8, align 4
  %886 = fmul contract float %884, %885
  %887 = fsub contract float %883, %886
  store float %887, ptr %17, align 4
  %888 = load float, ptr %7, align 4
  %889 = load float, ptr %10, align 4
  %890 = load float, ptr %8, align 4
  %891 = fmul contract float %889, %890
  %892 = fsub contract float %888, %891
  store float %892, ptr %10, align 4
  %893 = load float, ptr %7, align 4
  %894 = load float, ptr %11, align 4
  %895 = load float, ptr %8, align 4
  %896 = fmul contract float %894, %895
  %897 = fsub contract float %893, %896
  store float %897, ptr %11, align 4
  %898 = load float, ptr %7, align 4
  %899 = load float, ptr %12, align 4
  %900 = load float, ptr %8, align 4
  %901 = fmul contract float %899, %900
  %902 = fsub contract float %898, %901
  store float %902, ptr %12, align 4
  %903 = load float, ptr %7, align 4
  %904 = load float, ptr %13, align 4
  %905 = load float, ptr %8, align 4
  %906 = fmul contract float %904, %905
  %907 = fsub contract float %903, %906
  store float %907, ptr %13, align 4
  %908 = load float, ptr %7, align 4
  %909 = load float, ptr %14, align 4
  %910 = load float, ptr %8, align 4
  %911 = fmul contract float %909, %910
  %912 = fsub contract float %908, %911
  store float %912, ptr %14, align 4
  %913 = load float, ptr %7, align 4
  %914 = load float, ptr %15, align 4
  %915 = load float, ptr %8, align 4
  %916 = fmul contract float %914, %915
  %917 = fsub contract float %913, %916
  store float %917, ptr %15, align 4
  %918 = load float, ptr %7, align 4
  %919 = load float, ptr %16, align 4
  %920 = load float, ptr %8, align 4
  %921 = fmul contract float %919, %920
  %922 = fsub contract float %918, %921
  store float %922, ptr %16, align 4
  %923 = load float, ptr %7, align 4
  %924 = load float, ptr %17, align 4
  %925 = load float, ptr %8, align 4
  %926 = fmul contract float %924, %925
  %927 = fsub contract float %923, %926
  store float %927, ptr %17, align 4
  %928 = load float, ptr %7, align 4
  %929 = load float, ptr %10, align 4
  %930 = load float, ptr %8, align 4
  %931 = fmul contract float %929, %930
  %932 = fsub contract float %928, %931
  store float %932, ptr %10, align 4
  %933 = load float, ptr %7, align 4
  %934 = load float, ptr %11, align 4
  %935 = load float, ptr %8, align 4
  %936 = fmul contract float %934, %935
  %937 = fsub contract float %933, %936
  store float %937, ptr %11, align 4
  %938 = load float, ptr %7, align 4
  %939 = load float, ptr %12, align 4
  %940 = load float, ptr %8, align 4
  %941 = fmul contract float %939, %940
  %942 = fsub contract float %938, %941
  store float %942, ptr %12, align 4
  %943 = load float, ptr %7, align 4
  %944 = load float, ptr %13, align 4
  %945 = load float, ptr %8, align 4
  %946 = fmul contract float %944, %945
  %947 = fsub contract float %943, %946
  store float %947, ptr %13, align 4
  %948 = load float, ptr %7, align 4
  %949 = load float, ptr %14, align 4
  %950 = load float, ptr %8, align 4
  %951 = fmul contract float %949, %950
  %952 = fsub contract float %948, %951
  store float %952, ptr %14, align 4
  %953 = load float, ptr %7, align 4
  %954 = load float, ptr %15, align 4
  %955 = load float, ptr %8, align 4
  %956 = fmul contract float %954, %955
  %957 = fsub contract float %953, %956
  store float %957, ptr %15, align 4
  %958 = load float, ptr %7, align 4
  %959 = load float, ptr %16, align 4
  %960 = load float, ptr %8, align 4
  %961 = fmul contract float %959, %960
  %962 = fsub contract float %958, %961
  store float %962, ptr %16, align 4
  %963 = load float, ptr %7, align 4
  %964 = load float, ptr %17, align 4
  %965 = load float, ptr %8, align 4
  %966 = fmul contract float %964, %965
  %967 = fsub contract float %963, %966
  store float %967, ptr %17, align 4
  %968 = load float, ptr %7, align 4
  %969 = load float, ptr %10, align 4
  %970 = load float, ptr %8, align 4
  %971 = fmul contract float %969, %970
  %972 = fsub contract float %968, %971
  store float %972, ptr %10, align 4
  %973 = load float, ptr %7, align 4
  %974 = load float, ptr %11, align 4
  %975 = load float, ptr %8, align 4
  %976 = fmul contract float %974, %975
  %977 = fsub contract float %973, %976
  store float %977, ptr %11, align 4
  %978 = load float, ptr %7, align 4
  %979 = load float, ptr %12, align 4
  %980 = load float, ptr %8, align 4
  %981 = fmul contract float %979, %980
  %982 = fsub contract float %978, %981
  store float %982, ptr %12, align 4
  %983 = load float, ptr %7, align 4
  %984 = load float, ptr %13, align 4
  %985 = load float, ptr %8, align 4
  %986 = fmul contract float %984, %985
  %987 = fsub contract float %983, %986
  store float %987, ptr %13, align 4
  %988 = load float, ptr %7, align 4
  %989 = load float, ptr %14, align 4
  %990 = load float, ptr %8, align 4
  %991 = fmul contract float %989, %990
  %992 = fsub contract float %988, %991
  store float %992, ptr %14, align 4
  %993 = load float, ptr %7, align 4
  %994 = load float, ptr %15, align 4
  %995 = load float, ptr %8, align 4
  %996 = fmul contract float %994, %995
  %997 = fsub contract float %993, %996
  store float %997, ptr %15, align 4
  %998 = load float, ptr %7, align 4
  %999 = load float, ptr %16, align 4
  %1000 = load float, ptr %8, align 4
  %1001 = fmul contract float %999, %1000
  %1002 = fsub contract float %998, %1001
  store float %1002, ptr %16, align 4
  %1003 = load float, ptr %7, align 4
  %1004 = load float, ptr %17, align 4
  %1005 = load float, ptr %8, align 4
  %1006 = fmul contract float %1004, %1005
  %1007 = fsub contract float %1003, %1006
  store float %1007, ptr %17, align 4
  %1008 = load float, ptr %7, align 4
  %1009 = load float, ptr %10, align 4
  %1010 = load float, ptr %8, align 4
  %1011 = fmul contract float %1009, %1010
  %1012 = fsub contract float %1008, %1011
  store float %1012, ptr %10, align 4
  %1013 = load float, ptr %7, align 4
  %1014 = load float, ptr %11, align 4
  %1015 = load float, ptr %8, align 4
  %1016 = fmul contract float %1014, %1015
  %1017 = fsub contract float %1013, %1016
  store float %1017, ptr %11, align 4
  %1018 = load float, ptr %7, align 4
  %1019 = load float, ptr %12, align 4
  %1020 = load float, ptr %8, align 4
  %1021 = fmul contract float %1019, %1020
  %1022 = fsub contract float %1018, %1021
  store float %1022, ptr %12, align 4
  %1023 = load float, ptr %7, align 4
  %1024 = load float, ptr %13, align 4
  %1025 = load float, ptr %8, align 4
  %1026 = fmul contract float %1024, %1025
  %1027 = fsub contract float %1023, %1026
  store float %1027, ptr %13, align 4
  %1028 = load float, ptr %7, align 4
  %1029 = load float, ptr %14, align 4
  %1030 = load float, ptr %8, align 4
  %1031 = fmul contract float %1029, %1030
  %1032 = fsub contract float %1028, %1031
  store float %1032, ptr %14, align 4
  %1033 = load float, ptr %7, align 4
  %1034 = load float, ptr %15, align 4
  %1035 = load float, ptr %8, align 4
  %1036 = fmul contract float %1034, %1035
  %1037 = fsub contract float %1033, %1036
  store float %1037, ptr %15, align 4
  %1038 = load float, ptr %7, align 4
  %1039 = load float, ptr %16, align 4
  %1040 = load float, ptr %8, align 4
  %1041 = fmul contract float %1039, %1040
  %1042 = fsub contract float %1038, %1041
  store float %1042, ptr %16, align 4
  %1043 = load float, ptr %7, align 4
  %1044 = load float, ptr %17, align 4
  %1045 = load float, ptr %8, align 4
  %1046 = fmul contract float %1044, %1045
  %1047 = fsub contract float %1043, %1046
  store float %1047, ptr %17, align 4
  %1048 = load float, ptr %7, align 4
  %1049 = load float, ptr %10, align 4
  %1050 = load float, ptr %8, align 4
  %1051 = fmul contract float %1049, %1050
  %1052 = fsub contract float %1048, %1051
  store float %1052, ptr %10, align 4
  %1053 = load float, ptr %7, align 4
  %1054 = load float, ptr %11, align 4
  %1055 = load float, ptr %8, align 4
  %1056 = fmul contract float %1054, %1055
  %1057 = fsub contract float %1053, %1056
  store float %1057, ptr %11, align 4
  %1058 = load float, ptr %7, align 4
  %1059 = load float, ptr %12, align 4
  %1060 = load float, ptr %8, align 4
  %1061 = fmul contract float %1059, %1060
  %1062 = fsub contract float %1058, %1061
  store float %1062, ptr %12, align 4
  %1063 = load float, ptr %7, align 4
  %1064 = load float, ptr %13, align 4
  %1065 = load float, ptr %8, align 4
  %1066 = fmul contract float %1064, %1065
  %1067 = fsub contract float %1063, %1066
  store float %1067, ptr %13, align 4
  %1068 = load float, ptr %7, align 4
  %1069 = load float, ptr %14, align 4
  %1070 = load float, ptr %8, align 4
  %1071 = fmul contract float %1069, %1070
  %1072 = fsub contract float %1068, %1071
  store float %1072, ptr %14, align 4
  %1073 = load float, ptr %7, align 4
  %1074 = load float, ptr %15, align 4
  %1075 = load float, ptr %8, align 4
  %1076 = fmul contract float %1074, %1075
  %1077 = fsub contract float %1073, %1076
  store float %1077, ptr %15, align 4
  %1078 = load float, ptr %7, align 4
  %1079 = load float, ptr %16, align 4
  %1080 = load float, ptr %8, align 4
  %1081 = fmul contract float %1079, %1080
  %1082 = fsub contract float %1078, %1081
  store float %1082, ptr %16, align 4
  %1083 = load float, ptr %7, align 4
  %1084 = load float, ptr %17, align 4
  %1085 = load float, ptr %8, align 4
  %1086 = fmul contract float %1084, %1085
  %1087 = fsub contract float %1083, %1086
  store float %1087, ptr %17, align 4
  %1088 = load float, ptr %7, align 4
  %1089 = load float, ptr %10, align 4
  %1090 = load float, ptr %8, align 4
  %1091 = fmul contract float %1089, %1090
  %1092 = fsub contract float %1088, %1091
  store float %1092, ptr %10, align 4
  %1093 = load float, ptr %7, align 4
  %1094 = load float, ptr %11, align 4
  %1095 = load float, ptr %8, align 4
  %1096 = fmul contract float %1094, %1095
  %1097 = fsub contract float %1093, %1096
  store float %1097, ptr %11, align 4
  %1098 = load float, ptr %7, align 4
  %1099 = load float, ptr %12, align 4
  %1100 = load float, ptr %8, align 4
  %1101 = fmul contract float %1099, %1100
  %1102 = fsub contract float %1098, %1101
  store float %1102, ptr %12, align 4
  %1103 = load float, ptr %7, align 4
  %1104 = load float, ptr %13, align 4
  %1105 = load float, ptr %8, align 4
  %1106 = fmul contract float %1104, %1105
  %1107 = fsub contract float %1103, %1106
  store float %1107, ptr %13, align 4
  %1108 = load float, ptr %7, align 4
  %1109 = load float, ptr %14, align 4
  %1110 = load float, ptr %8, align 4
  %1111 = fmul contract float %1109, %1110
  %1112 = fsub contract float %1108, %1111
  store float %1112, ptr %14, align 4
  %1113 = load float, ptr %7, align 4
  %1114 = load float, ptr %15, align 4
  %1115 = load float, ptr %8, align 4
  %1116 = fmul contract float %1114, %1115
  %1117 = fsub contract float %1113, %1116
  store float %1117, ptr %15, align 4
  %1118 = load float, ptr %7, align 4
  %1119 = load float, ptr %16, align 4
  %1120 = load float, ptr %8, align 4
  %1121 = fmul contract float %1119, %1120
  %1122 = fsub contract float %1118, %1121
  store float %1122, ptr %16, align 4
  %1123 = load float, ptr %7, align 4
  %1124 = load float, ptr %17, align 4
  %1125 = load float, ptr %8, align 4
  %1126 = fmul contract float %1124, %1125
  %1127 = fsub contract float %1123, %1126
  store float %1127, ptr %17, align 4
  %1128 = load float, ptr %7, align 4
  %1129 = load float, ptr %10, align 4
  %1130 = load float, ptr %8, align 4
  %1131 = fmul contract float %1129, %1130
  %1132 = fsub contract float %1128, %1131
  store float %1132, ptr %10, align 4
  %1133 = load float, ptr %7, align 4
  %1134 = load float, ptr %11, align 4
  %1135 = load float, ptr %8, align 4
  %1136 = fmul contract float %1134, %1135
  %1137 = fsub contract float %1133, %1136
  store float %1137, ptr %11, align 4
  %1138 = load float, ptr %7, align 4
  %1139 = load float, ptr %12, align 4
  %1140 = load float, ptr %8, align 4
  %1141 = fmul contract float %1139, %1140
  %1142 = fsub contract float %1138, %1141
  store float %1142, ptr %12, align 4
  %1143 = load float, ptr %7, align 4
  %1144 = load float, ptr %13, align 4
  %1145 = load float, ptr %8, align 4
  %1146 = fmul contract float %1144, %1145
  %1147 = fsub contract float %1143, %1146
  store float %1147, ptr %13, align 4
  %1148 = load float, ptr %7, align 4
  %1149 = load float, ptr %14, align 4
  %1150 = load float, ptr %8, align 4
  %1151 = fmul contract float %1149, %1150
  %1152 = fsub contract float %1148, %1151
  store float %1152, ptr %14, align 4
  %1153 = load float, ptr %7, align 4
  %1154 = load float, ptr %15, align 4
  %1155 = load float, ptr %8, align 4
  %1156 = fmul contract float %1154, %1155
  %1157 = fsub contract float %1153, %1156
  store float %1157, ptr %15, align 4
  %1158 = load float, ptr %7, align 4
  %1159 = load float, ptr %16, align 4
  %1160 = load float, ptr %8, align 4
  %1161 = fmul contract float %1159, %1160
  %1162 = fsub contract float %1158, %1161
  store float %1162, ptr %16, align 4
  %1163 = load float, ptr %7, align 4
  %1164 = load float, ptr %17, align 4
  %1165 = load float, ptr %8, align 4
  %1166 = fmul contract float %1164, %1165
  %1167 = fsub contract float %1163, %1166
  store float %1167, ptr %17, align 4
  %1168 = load float, ptr %7, align 4
  %1169 = load float, ptr %10, align 4
  %1170 = load float, ptr %8, align 4
  %1171 = fmul contract float %1169, %1170
  %1172 = fsub contract float %1168, %1171
  store float %1172, ptr %10, align 4
  %1173 = load float, ptr %7, align 4
  %1174 = load float, ptr %11, align 4
  %1175 = load float, ptr %8, align 4
  %1176 = fmul contract float %1174, %1175
  %1177 = fsub contract float %1173, %1176
  store float %1177, ptr %11, align 4
  %1178 = load float, ptr %7, align 4
  %1179 = load float, ptr %12, align 4
  %1180 = load float, ptr %8, align 4
  %1181 = fmul contract float %1179, %1180
  %1182 = fsub contract float %1178, %1181
  store float %1182, ptr %12, align 4
  %1183 = load float, ptr %7, align 4
  %1184 = load float, ptr %13, align 4
  %1185 = load float, ptr %8, align 4
  %1186 = fmul contract float %1184, %1185
  %1187 = fsub contract float %1183, %1186
  store float %1187, ptr %13, align 4
  %1188 = load float, ptr %7, align 4
  %1189 = load float, ptr %14, align 4
  %1190 = load float, ptr %8, align 4
  %1191 = fmul contract float %1189, %1190
  %1192 = fsub contract float %1188, %1191
  store float %1192, ptr %14, align 4
  %1193 = load float, ptr %7, align 4
  %1194 = load float, ptr %15, align 4
  %1195 = load float, ptr %8, align 4
  %1196 = fmul contract float %1194, %1195
  %1197 = fsub contract float %1193, %1196
  store float %1197, ptr %15, align 4
  %1198 = load float, ptr %7, align 4
  %1199 = load float, ptr %16, align 4
  %1200 = load float, ptr %8, align 4
  %1201 = fmul contract float %1199, %1200
  %1202 = fsub contract float %1198, %1201
  store float %1202, ptr %16, align 4
  %1203 = load float, ptr %7, align 4
  %1204 = load float, ptr %17, align 4
  %1205 = load float, ptr %8, align 4
  %1206 = fmul contract float %1204, %1205
  %1207 = fsub contract float %1203, %1206
  store float %1207, ptr %17, align 4
  %1208 = load float, ptr %7, align 4
  %1209 = load float, ptr %10, align 4
  %1210 = load float, ptr %8, align 4
  %1211 = fmul contract float %1209, %1210
  %1212 = fsub contract float %1208, %1211
  store float %1212, ptr %10, align 4
  %1213 = load float, ptr %7, align 4
  %1214 = load float, ptr %11, align 4
  %1215 = load float, ptr %8, align 4
  %1216 = fmul contract float %1214, %1215
  %1217 = fsub contract float %1213, %1216
  store float %1217, ptr %11, align 4
  %1218 = load float, ptr %7, align 4
  %1219 = load float, ptr %12, align 4
  %1220 = load float, ptr %8, align 4
  %1221 = fmul contract float %1219, %1220
  %1222 = fsub contract float %1218, %1221
  store float %1222, ptr %12, align 4
  %1223 = load float, ptr %7, align 4
  %1224 = load float, ptr %13, align 4
  %1225 = load float, ptr %8, align 4
  %1226 = fmul contract float %1224, %1225
  %1227 = fsub contract float %1223, %1226
  store float %1227, ptr %13, align 4
  %1228 = load float, ptr %7, align 4
  %1229 = load float, ptr %14, align 4
  %1230 = load float, ptr %8, align 4
  %1231 = fmul contract float %1229, %1230
  %1232 = fsub contract float %1228, %1231
  store float %1232, ptr %14, align 4
  %1233 = load float, ptr %7, align 4
  %1234 = load float, ptr %15, align 4
  %1235 = load float, ptr %8, align 4
  %1236 = fmul contract float %1234, %1235
  %1237 = fsub contract float %1233, %1236
  store float %1237, ptr %15, align 4
  %1238 = load float, ptr %7, align 4
  %1239 = load float, ptr %16, align 4
  %1240 = load float, ptr %8, align 4
  %1241 = fmul contract float %1239, %1240
  %1242 = fsub contract float %1238, %1241
  store float %1242, ptr %16, align 4
  %1243 = load float, ptr %7, align 4
  %1244 = load float, ptr %17, align 4
  %1245 = load float, ptr %8, align 4
  %1246 = fmul contract float %1244, %1245
  %1247 = fsub contract float %1243, %1246
  store float %1247, ptr %17, align 4
  br label %1248

1248:                                             ; preds = %47
  %1249 = load i32, ptr %18, align 4
  %1250 = add nsw i32 %1249, 1
  store i32 %1250, ptr %18, align 4
  br label %43, !llvm.loop !6

1251:                                             ; preds = %43
  %1252 = load float, ptr %10, align 4
  %1253 = load float, ptr %11, align 4
  %1254 = fadd contract float %1252, %1253
  %1255 = load float, ptr %12, align 4
  %1256 = load float, ptr %13, align 4
  %1257 = fadd contract float %1255, %1256
  %1258 = fadd contract float %1254, %1257
  %1259 = load float, ptr %14, align 4
  %1260 = load float, ptr %15, align 4
  %1261 = fadd contract float %1259, %1260
  %1262 = load float, ptr %16, align 4
  %1263 = load float, ptr %17, align 4
  %1264 = fadd contract float %1262, %1263
  %1265 = fadd contract float %1261, %1264
  %1266 = fadd contract float %1258, %1265
  %1267 = load ptr, ptr %5, align 8
  %1268 = load i32, ptr %9, align 4
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr inbounds float, ptr %1267, i64 %1269
  store float %1266, ptr %1270, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd8IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
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

43:                                               ; preds = %1248, %4
  %44 = load i32, ptr %18, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %1251

47:                                               ; preds = %43
  %48 = load double, ptr %7, align 8
  %49 = load double, ptr %10, align 8
  %50 = load double, ptr %8, align 8
  %51 = fmul contract double %49, %50
  %52 = fsub contract double %48, %51
  store double %52, ptr %10, align 8
  %53 = load double, ptr %7, align 8
  %54 = load double, ptr %11, align 8
  %55 = load double, ptr %8, align 8
  %56 = fmul contract double %54, %55
  %57 = fsub contract double %53, %56
  store double %57, ptr %11, align 8
  %58 = load double, ptr %7, align 8
  %59 = load double, ptr %12, align 8
  %60 = load double, ptr %8, align 8
  %61 = fmul contract double %59, %60
  %62 = fsub contract double %58, %61
  store double %62, ptr %12, align 8
  %63 = load double, ptr %7, align 8
  %64 = load double, ptr %13, align 8
  %65 = load double, ptr %8, align 8
  %66 = fmul contract double %64, %65
  %67 = fsub contract double %63, %66
  store double %67, ptr %13, align 8
  %68 = load double, ptr %7, align 8
  %69 = load double, ptr %14, align 8
  %70 = load double, ptr %8, align 8
  %71 = fmul contract double %69, %70
  %72 = fsub contract double %68, %71
  store double %72, ptr %14, align 8
  %73 = load double, ptr %7, align 8
  %74 = load double, ptr %15, align 8
  %75 = load double, ptr %8, align 8
  %76 = fmul contract double %74, %75
  %77 = fsub contract double %73, %76
  store double %77, ptr %15, align 8
  %78 = load double, ptr %7, align 8
  %79 = load double, ptr %16, align 8
  %80 = load double, ptr %8, align 8
  %81 = fmul contract double %79, %80
  %82 = fsub contract double %78, %81
  store double %82, ptr %16, align 8
  %83 = load double, ptr %7, align 8
  %84 = load double, ptr %17, align 8
  %85 = load double, ptr %8, align 8
  %86 = fmul contract double %84, %85
  %87 = fsub contract double %83, %86
  store double %87, ptr %17, align 8
  %88 = load double, ptr %7, align 8
  %89 = load double, ptr %10, align 8
  %90 = load double, ptr %8, align 8
  %91 = fmul contract double %89, %90
  %92 = fsub contract double %88, %91
  store double %92, ptr %10, align 8
  %93 = load double, ptr %7, align 8
  %94 = load double, ptr %11, align 8
  %95 = load double, ptr %8, align 8
  %96 = fmul contract double %94, %95
  %97 = fsub contract double %93, %96
  store double %97, ptr %11, align 8
  %98 = load double, ptr %7, align 8
  %99 = load double, ptr %12, align 8
  %100 = load double, ptr %8, align 8
  %101 = fmul contract double %99, %100
  %102 = fsub contract double %98, %101
  store double %102, ptr %12, align 8
  %103 = load double, ptr %7, align 8
  %104 = load double, ptr %13, align 8
  %105 = load double, ptr %8, align 8
  %106 = fmul contract double %104, %105
  %107 = fsub contract double %103, %106
  store double %107, ptr %13, align 8
  %108 = load double, ptr %7, align 8
  %109 = load double, ptr %14, align 8
  %110 = load double, ptr %8, align 8
  %111 = fmul contract double %109, %110
  %112 = fsub contract double %108, %111
  store double %112, ptr %14, align 8
  %113 = load double, ptr %7, align 8
  %114 = load double, ptr %15, align 8
  %115 = load double, ptr %8, align 8
  %116 = fmul contract double %114, %115
  %117 = fsub contract double %113, %116
  store double %117, ptr %15, align 8
  %118 = load double, ptr %7, align 8
  %119 = load double, ptr %16, align 8
  %120 = load double, ptr %8, align 8
  %121 = fmul contract double %119, %120
  %122 = fsub contract double %118, %121
  store double %122, ptr %16, align 8
  %123 = load double, ptr %7, align 8
  %124 = load double, ptr %17, align 8
  %125 = load double, ptr %8, align 8
  %126 = fmul contract double %124, %125
  %127 = fsub contract double %123, %126
  store double %127, ptr %17, align 8
  %128 = load double, ptr %7, align 8
  %129 = load double, ptr %10, align 8
  %130 = load double, ptr %8, align 8
  %131 = fmul contract double %129, %130
  %132 = fsub contract double %128, %131
  store double %132, ptr %10, align 8
  %133 = load double, ptr %7, align 8
  %134 = load double, ptr %11, align 8
  %135 = load double, ptr %8, align 8
  %136 = fmul contract double %134, %135
  %137 = fsub contract double %133, %136
  store double %137, ptr %11, align 8
  %138 = load double, ptr %7, align 8
  %139 = load double, ptr %12, align 8
  %140 = load double, ptr %8, align 8
  %141 = fmul contract double %139, %140
  %142 = fsub contract double %138, %141
  store double %142, ptr %12, align 8
  %143 = load double, ptr %7, align 8
  %144 = load double, ptr %13, align 8
  %145 = load double, ptr %8, align 8
  %146 = fmul contract double %144, %145
  %147 = fsub contract double %143, %146
  store double %147, ptr %13, align 8
  %148 = load double, ptr %7, align 8
  %149 = load double, ptr %14, align 8
  %150 = load double, ptr %8, align 8
  %151 = fmul contract double %149, %150
  %152 = fsub contract double %148, %151
  store double %152, ptr %14, align 8
  %153 = load double, ptr %7, align 8
  %154 = load double, ptr %15, align 8
  %155 = load double, ptr %8, align 8
  %156 = fmul contract double %154, %155
  %157 = fsub contract double %153, %156
  store double %157, ptr %15, align 8
  %158 = load double, ptr %7, align 8
  %159 = load double, ptr %16, align 8
  %160 = load double, ptr %8, align 8
  %161 = fmul contract double %159, %160
  %162 = fsub contract double %158, %161
  store double %162, ptr %16, align 8
  %163 = load double, ptr %7, align 8
  %164 = load double, ptr %17, align 8
  %165 = load double, ptr %8, align 8
  %166 = fmul contract double %164, %165
  %167 = fsub contract double %163, %166
  store double %167, ptr %17, align 8
  %168 = load double, ptr %7, align 8
  %169 = load double, ptr %10, align 8
  %170 = load double, ptr %8, align 8
  %171 = fmul contract double %169, %170
  %172 = fsub contract double %168, %171
  store double %172, ptr %10, align 8
  %173 = load double, ptr %7, align 8
  %174 = load double, ptr %11, align 8
  %175 = load double, ptr %8, align 8
  %176 = fmul contract double %174, %175
  %177 = fsub contract double %173, %176
  store double %177, ptr %11, align 8
  %178 = load double, ptr %7, align 8
  %179 = load double, ptr %12, align 8
  %180 = load double, ptr %8, align 8
  %181 = fmul contract double %179, %180
  %182 = fsub contract double %178, %181
  store double %182, ptr %12, align 8
  %183 = load double, ptr %7, align 8
  %184 = load double, ptr %13, align 8
  %185 = load double, ptr %8, align 8
  %186 = fmul contract double %184, %185
  %187 = fsub contract double %183, %186
  store double %187, ptr %13, align 8
  %188 = load double, ptr %7, align 8
  %189 = load double, ptr %14, align 8
  %190 = load double, ptr %8, align 8
  %191 = fmul contract double %189, %190
  %192 = fsub contract double %188, %191
  store double %192, ptr %14, align 8
  %193 = load double, ptr %7, align 8
  %194 = load double, ptr %15, align 8
  %195 = load double, ptr %8, align 8
  %196 = fmul contract double %194, %195
  %197 = fsub contract double %193, %196
  store double %197, ptr %15, align 8
  %198 = load double, ptr %7, align 8
  %199 = load double, ptr %16, align 8
  %200 = load double, ptr %8, align 8
  %201 = fmul contract double %199, %200
  %202 = fsub contract double %198, %201
  store double %202, ptr %16, align 8
  %203 = load double, ptr %7, align 8
  %204 = load double, ptr %17, align 8
  %205 = load double, ptr %8, align 8
  %206 = fmul contract double %204, %205
  %207 = fsub contract double %203, %206
  store double %207, ptr %17, align 8
  %208 = load double, ptr %7, align 8
  %209 = load double, ptr %10, align 8
  %210 = load double, ptr %8, align 8
  %211 = fmul contract double %209, %210
  %212 = fsub contract double %208, %211
  store double %212, ptr %10, align 8
  %213 = load double, ptr %7, align 8
  %214 = load double, ptr %11, align 8
  %215 = load double, ptr %8, align 8
  %216 = fmul contract double %214, %215
  %217 = fsub contract double %213, %216
  store double %217, ptr %11, align 8
  %218 = load double, ptr %7, align 8
  %219 = load double, ptr %12, align 8
  %220 = load double, ptr %8, align 8
  %221 = fmul contract double %219, %220
  %222 = fsub contract double %218, %221
  store double %222, ptr %12, align 8
  %223 = load double, ptr %7, align 8
  %224 = load double, ptr %13, align 8
  %225 = load double, ptr %8, align 8
  %226 = fmul contract double %224, %225
  %227 = fsub contract double %223, %226
  store double %227, ptr %13, align 8
  %228 = load double, ptr %7, align 8
  %229 = load double, ptr %14, align 8
  %230 = load double, ptr %8, align 8
  %231 = fmul contract double %229, %230
  %232 = fsub contract double %228, %231
  store double %232, ptr %14, align 8
  %233 = load double, ptr %7, align 8
  %234 = load double, ptr %15, align 8
  %235 = load double, ptr %8, align 8
  %236 = fmul contract double %234, %235
  %237 = fsub contract double %233, %236
  store double %237, ptr %15, align 8
  %238 = load double, ptr %7, align 8
  %239 = load double, ptr %16, align 8
  %240 = load double, ptr %8, align 8
  %241 = fmul contract double %239, %240
  %242 = fsub contract double %238, %241
  store double %242, ptr %16, align 8
  %243 = load double, ptr %7, align 8
  %244 = load double, ptr %17, align 8
  %245 = load double, ptr %8, align 8
  %246 = fmul contract double %244, %245
  %247 = fsub contract double %243, %246
  store double %247, ptr %17, align 8
  %248 = load double, ptr %7, align 8
  %249 = load double, ptr %10, align 8
  %250 = load double, ptr %8, align 8
  %251 = fmul contract double %249, %250
  %252 = fsub contract double %248, %251
  store double %252, ptr %10, align 8
  %253 = load double, ptr %7, align 8
  %254 = load double, ptr %11, align 8
  %255 = load double, ptr %8, align 8
  %256 = fmul contract double %254, %255
  %257 = fsub contract double %253, %256
  store double %257, ptr %11, align 8
  %258 = load double, ptr %7, align 8
  %259 = load double, ptr %12, align 8
  %260 = load double, ptr %8, align 8
  %261 = fmul contract double %259, %260
  %262 = fsub contract double %258, %261
  store double %262, ptr %12, align 8
  %263 = load double, ptr %7, align 8
  %264 = load double, ptr %13, align 8
  %265 = load double, ptr %8, align 8
  %266 = fmul contract double %264, %265
  %267 = fsub contract double %263, %266
  store double %267, ptr %13, align 8
  %268 = load double, ptr %7, align 8
  %269 = load double, ptr %14, align 8
  %270 = load double, ptr %8, align 8
  %271 = fmul contract double %269, %270
  %272 = fsub contract double %268, %271
  store double %272, ptr %14, align 8
  %273 = load double, ptr %7, align 8
  %274 = load double, ptr %15, align 8
  %275 = load double, ptr %8, align 8
  %276 = fmul contract double %274, %275
  %277 = fsub contract double %273, %276
  store double %277, ptr %15, align 8
  %278 = load double, ptr %7, align 8
  %279 = load double, ptr %16, align 8
  %280 = load double, ptr %8, align 8
  %281 = fmul contract double %279, %280
  %282 = fsub contract double %278, %281
  store double %282, ptr %16, align 8
  %283 = load double, ptr %7, align 8
  %284 = load double, ptr %17, align 8
  %285 = load double, ptr %8, align 8
  %286 = fmul contract double %284, %285
  %287 = fsub contract double %283, %286
  store double %287, ptr %17, align 8
  %288 = load double, ptr %7, align 8
  %289 = load double, ptr %10, align 8
  %290 = load double, ptr %8, align 8
  %291 = fmul contract double %289, %290
  %292 = fsub contract double %288, %291
  store double %292, ptr %10, align 8
  %293 = load double, ptr %7, align 8
  %294 = load double, ptr %11, align 8
  %295 = load double, ptr %8, align 8
  %296 = fmul contract double %294, %295
  %297 = fsub contract double %293, %296
  store double %297, ptr %11, align 8
  %298 = load double, ptr %7, align 8
  %299 = load double, ptr %12, align 8
  %300 = load double, ptr %8, align 8
  %301 = fmul contract double %299, %300
  %302 = fsub contract double %298, %301
  store double %302, ptr %12, align 8
  %303 = load double, ptr %7, align 8
  %304 = load double, ptr %13, align 8
  %305 = load double, ptr %8, align 8
  %306 = fmul contract double %304, %305
  %307 = fsub contract double %303, %306
  store double %307, ptr %13, align 8
  %308 = load double, ptr %7, align 8
  %309 = load double, ptr %14, align 8
  %310 = load double, ptr %8, align 8
  %311 = fmul contract double %309, %310
  %312 = fsub contract double %308, %311
  store double %312, ptr %14, align 8
  %313 = load double, ptr %7, align 8
  %314 = load double, ptr %15, align 8
  %315 = load double, ptr %8, align 8
  %316 = fmul contract double %314, %315
  %317 = fsub contract double %313, %316
  store double %317, ptr %15, align 8
  %318 = load double, ptr %7, align 8
  %319 = load double, ptr %16, align 8
  %320 = load double, ptr %8, align 8
  %321 = fmul contract double %319, %320
  %322 = fsub contract double %318, %321
  store double %322, ptr %16, align 8
  %323 = load double, ptr %7, align 8
  %324 = load double, ptr %17, align 8
  %325 = load double, ptr %8, align 8
  %326 = fmul contract double %324, %325
  %327 = fsub contract double %323, %326
  store double %327, ptr %17, align 8
  %328 = load double, ptr %7, align 8
  %329 = load double, ptr %10, align 8
  %330 = load double, ptr %8, align 8
  %331 = fmul contract double %329, %330
  %332 = fsub contract double %328, %331
  store double %332, ptr %10, align 8
  %333 = load double, ptr %7, align 8
  %334 = load double, ptr %11, align 8
  %335 = load double, ptr %8, align 8
  %336 = fmul contract double %334, %335
  %337 = fsub contract double %333, %336
  store double %337, ptr %11, align 8
  %338 = load double, ptr %7, align 8
  %339 = load double, ptr %12, align 8
  %340 = load double, ptr %8, align 8
  %341 = fmul contract double %339, %340
  %342 = fsub contract double %338, %341
  store double %342, ptr %12, align 8
  %343 = load double, ptr %7, align 8
  %344 = load double, ptr %13, align 8
  %345 = load double, ptr %8, align 8
  %346 = fmul contract double %344, %345
  %347 = fsub contract double %343, %346
  store double %347, ptr %13, align 8
  %348 = load double, ptr %7, align 8
  %349 = load double, ptr %14, align 8
  %350 = load double, ptr %8, align 8
  %351 = fmul contract double %349, %350
  %352 = fsub contract double %348, %351
  store double %352, ptr %14, align 8
  %353 = load double, ptr %7, align 8
  %354 = load double, ptr %15, align 8
  %355 = load double, ptr %8, align 8
  %356 = fmul contract double %354, %355
  %357 = fsub contract double %353, %356
  store double %357, ptr %15, align 8
  %358 = load double, ptr %7, align 8
  %359 = load double, ptr %16, align 8
  %360 = load double, ptr %8, align 8
  %361 = fmul contract double %359, %360
  %362 = fsub contract double %358, %361
  store double %362, ptr %16, align 8
  %363 = load double, ptr %7, align 8
  %364 = load double, ptr %17, align 8
  %365 = load double, ptr %8, align 8
  %366 = fmul contract double %364, %365
  %367 = fsub contract double %363, %366
  store double %367, ptr %17, align 8
  %368 = load double, ptr %7, align 8
  %369 = load double, ptr %10, align 8
  %370 = load double, ptr %8, align 8
  %371 = fmul contract double %369, %370
  %372 = fsub contract double %368, %371
  store double %372, ptr %10, align 8
  %373 = load double, ptr %7, align 8
  %374 = load double, ptr %11, align 8
  %375 = load double, ptr %8, align 8
  %376 = fmul contract double %374, %375
  %377 = fsub contract double %373, %376
  store double %377, ptr %11, align 8
  %378 = load double, ptr %7, align 8
  %379 = load double, ptr %12, align 8
  %380 = load double, ptr %8, align 8
  %381 = fmul contract double %379, %380
  %382 = fsub contract double %378, %381
  store double %382, ptr %12, align 8
  %383 = load double, ptr %7, align 8
  %384 = load double, ptr %13, align 8
  %385 = load double, ptr %8, align 8
  %386 = fmul contract double %384, %385
  %387 = fsub contract double %383, %386
  store double %387, ptr %13, align 8
  %388 = load double, ptr %7, align 8
  %389 = load double, ptr %14, align 8
  %390 = load double, ptr %8, align 8
  %391 = fmul contract double %389, %390
  %392 = fsub contract double %388, %391
  store double %392, ptr %14, align 8
  %393 = load double, ptr %7, align 8
  %394 = load double, ptr %15, align 8
  %395 = load double, ptr %8, align 8
  %396 = fmul contract double %394, %395
  %397 = fsub contract double %393, %396
  store double %397, ptr %15, align 8
  %398 = load double, ptr %7, align 8
  %399 = load double, ptr %16, align 8
  %400 = load double, ptr %8, align 8
  %401 = fmul contract double %399, %400
  %402 = fsub contract double %398, %401
  store double %402, ptr %16, align 8
  %403 = load double, ptr %7, align 8
  %404 = load double, ptr %17, align 8
  %405 = load double, ptr %8, align 8
  %406 = fmul contract double %404, %405
  %407 = fsub contract double %403, %406
  store double %407, ptr %17, align 8
  %408 = load double, ptr %7, align 8
  %409 = load double, ptr %10, align 8
  %410 = load double, ptr %8, align 8
  %411 = fmul contract double %409, %410
  %412 = fsub contract double %408, %411
  store double %412, ptr %10, align 8
  %413 = load double, ptr %7, align 8
  %414 = load double, ptr %11, align 8
  %415 = load double, ptr %8, align 8
  %416 = fmul contract double %414, %415
  %417 = fsub contract double %413, %416
  store double %417, ptr %11, align 8
  %418 = load double, ptr %7, align 8
  %419 = load double, ptr %12, align 8
  %420 = load double, ptr %8, align 8
  %421 = fmul contract double %419, %420
  %422 = fsub contract double %418, %421
  store double %422, ptr %12, align 8
  %423 = load double, ptr %7, align 8
  %424 = load double, ptr %13, align 8
  %425 = load double, ptr %8, align 8
  %426 = fmul contract double %424, %425
  %427 = fsub contract double %423, %426
  store double %427, ptr %13, align 8
  %428 = load double, ptr %7, align 8
  %429 = load double, ptr %14, align 8
  %430 = load double, ptr %8, align 8
  %431 = fmul contract double %429, %430
  %432 = fsub contract double %428, %431
  store double %432, ptr %14, align 8
  %433 = load double, ptr %7, align 8
  %434 = load double, ptr %15, align 8
  %435 = load double, ptr %8, align 8
  %436 = fmul contract double %434, %435
  %437 = fsub contract double %433, %436
  store double %437, ptr %15, align 8
  %438 = load double, ptr %7, align 8
  %439 = load double, ptr %16, align 8
  %440 = load double, ptr %8, align 8
  %441 = fmul contract double %439, %440
  %442 = fsub contract double %438, %441
  store double %442, ptr %16, align 8
  %443 = load double, ptr %7, align 8
  %444 = load double, ptr %17, align 8
  %445 = load double, ptr %8, align 8
  %446 = fmul contract double %444, %445
  %447 = fsub contract double %443, %446
  store double %447, ptr %17, align 8
  %448 = load double, ptr %7, align 8
  %449 = load double, ptr %10, align 8
  %450 = load double, ptr %8, align 8
  %451 = fmul contract double %449, %450
  %452 = fsub contract double %448, %451
  store double %452, ptr %10, align 8
  %453 = load double, ptr %7, align 8
  %454 = load double, ptr %11, align 8
  %455 = load double, ptr %8, align 8
  %456 = fmul contract double %454, %455
  %457 = fsub contract double %453, %456
  store double %457, ptr %11, align 8
  %458 = load double, ptr %7, align 8
  %459 = load double, ptr %12, align 8
  %460 = load double, ptr %8, align 8
  %461 = fmul contract double %459, %460
  %462 = fsub contract double %458, %461
  store double %462, ptr %12, align 8
  %463 = load double, ptr %7, align 8
  %464 = load double, ptr %13, align 8
  %465 = load double, ptr %8, align 8
  %466 = fmul contract double %464, %465
  %467 = fsub contract double %463, %466
  store double %467, ptr %13, align 8
  %468 = load double, ptr %7, align 8
  %469 = load double, ptr %14, align 8
  %470 = load double, ptr %8, align 8
  %471 = fmul contract double %469, %470
  %472 = fsub contract double %468, %471
  store double %472, ptr %14, align 8
  %473 = load double, ptr %7, align 8
  %474 = load double, ptr %15, align 8
  %475 = load double, ptr %8, align 8
  %476 = fmul contract double %474, %475
  %477 = fsub contract double %473, %476
  store double %477, ptr %15, align 8
  %478 = load double, ptr %7, align 8
  %479 = load double, ptr %16, align 8
  %480 = load double, ptr %8, align 8
  %481 = fmul contract double %479, %480
  %482 = fsub contract double %478, %481
  store double %482, ptr %16, align 8
  %483 = load double, ptr %7, align 8
  %484 = load double, ptr %17, align 8
  %485 = load double, ptr %8, align 8
  %486 = fmul contract double %484, %485
  %487 = fsub contract double %483, %486
  store double %487, ptr %17, align 8
  %488 = load double, ptr %7, align 8
  %489 = load double, ptr %10, align 8
  %490 = load double, ptr %8, align 8
  %491 = fmul contract double %489, %490
  %492 = fsub contract double %488, %491
  store double %492, ptr %10, align 8
  %493 = load double, ptr %7, align 8
  %494 = load double, ptr %11, align 8
  %495 = load double, ptr %8, align 8
  %496 = fmul contract double %494, %495
  %497 = fsub contract double %493, %496
  store double %497, ptr %11, align 8
  %498 = load double, ptr %7, align 8
  %499 = load double, ptr %12, align 8
  %500 = load double, ptr %8, align 8
  %501 = fmul contract double %499, %500
  %502 = fsub contract double %498, %501
  store double %502, ptr %12, align 8
  %503 = load double, ptr %7, align 8
  %504 = load double, ptr %13, align 8
  %505 = load double, ptr %8, align 8
  %506 = fmul contract double %504, %505
  %507 = fsub contract double %503, %506
  store double %507, ptr %13, align 8
  %508 = load double, ptr %7, align 8
  %509 = load double, ptr %14, align 8
  %510 = load double, ptr %8, align 8
  %511 = fmul contract double %509, %510
  %512 = fsub contract double %508, %511
  store double %512, ptr %14, align 8
  %513 = load double, ptr %7, align 8
  %514 = load double, ptr %15, align 8
  %515 = load double, ptr %8, align 8
  %516 = fmul contract double %514, %515
  %517 = fsub contract double %513, %516
  store double %517, ptr %15, align 8
  %518 = load double, ptr %7, align 8
  %519 = load double, ptr %16, align 8
  %520 = load double, ptr %8, align 8
  %521 = fmul contract double %519, %520
  %522 = fsub contract double %518, %521
  store double %522, ptr %16, align 8
  %523 = load double, ptr %7, align 8
  %524 = load double, ptr %17, align 8
  %525 = load double, ptr %8, align 8
  %526 = fmul contract double %524, %525
  %527 = fsub contract double %523, %526
  store double %527, ptr %17, align 8
  %528 = load double, ptr %7, align 8
  %529 = load double, ptr %10, align 8
  %530 = load double, ptr %8, align 8
  %531 = fmul contract double %529, %530
  %532 = fsub contract double %528, %531
  store double %532, ptr %10, align 8
  %533 = load double, ptr %7, align 8
  %534 = load double, ptr %11, align 8
  %535 = load double, ptr %8, align 8
  %536 = fmul contract double %534, %535
  %537 = fsub contract double %533, %536
  store double %537, ptr %11, align 8
  %538 = load double, ptr %7, align 8
  %539 = load double, ptr %12, align 8
  %540 = load double, ptr %8, align 8
  %541 = fmul contract double %539, %540
  %542 = fsub contract double %538, %541
  store double %542, ptr %12, align 8
  %543 = load double, ptr %7, align 8
  %544 = load double, ptr %13, align 8
  %545 = load double, ptr %8, align 8
  %546 = fmul contract double %544, %545
  %547 = fsub contract double %543, %546
  store double %547, ptr %13, align 8
  %548 = load double, ptr %7, align 8
  %549 = load double, ptr %14, align 8
  %550 = load double, ptr %8, align 8
  %551 = fmul contract double %549, %550
  %552 = fsub contract double %548, %551
  store double %552, ptr %14, align 8
  %553 = load double, ptr %7, align 8
  %554 = load double, ptr %15, align 8
  %555 = load double, ptr %8, align 8
  %556 = fmul contract double %554, %555
  %557 = fsub contract double %553, %556
  store double %557, ptr %15, align 8
  %558 = load double, ptr %7, align 8
  %559 = load double, ptr %16, align 8
  %560 = load double, ptr %8, align 8
  %561 = fmul contract double %559, %560
  %562 = fsub contract double %558, %561
  store double %562, ptr %16, align 8
  %563 = load double, ptr %7, align 8
  %564 = load double, ptr %17, align 8
  %565 = load double, ptr %8, align 8
  %566 = fmul contract double %564, %565
  %567 = fsub contract double %563, %566
  store double %567, ptr %17, align 8
  %568 = load double, ptr %7, align 8
  %569 = load double, ptr %10, align 8
  %570 = load double, ptr %8, align 8
  %571 = fmul contract double %569, %570
  %572 = fsub contract double %568, %571
  store double %572, ptr %10, align 8
  %573 = load double, ptr %7, align 8
  %574 = load double, ptr %11, align 8
  %575 = load double, ptr %8, align 8
  %576 = fmul contract double %574, %575
  %577 = fsub contract double %573, %576
  store double %577, ptr %11, align 8
  %578 = load double, ptr %7, align 8
  %579 = load double, ptr %12, align 8
  %580 = load double, ptr %8, align 8
  %581 = fmul contract double %579, %580
  %582 = fsub contract double %578, %581
  store double %582, ptr %12, align 8
  %583 = load double, ptr %7, align 8
  %584 = load double, ptr %13, align 8
  %585 = load double, ptr %8, align 8
  %586 = fmul contract double %584, %585
  %587 = fsub contract double %583, %586
  store double %587, ptr %13, align 8
  %588 = load double, ptr %7, align 8
  %589 = load double, ptr %14, align 8
  %590 = load double, ptr %8, align 8
  %591 = fmul contract double %589, %590
  %592 = fsub contract double %588, %591
  store double %592, ptr %14, align 8
  %593 = load double, ptr %7, align 8
  %594 = load double, ptr %15, align 8
  %595 = load double, ptr %8, align 8
  %596 = fmul contract double %594, %595
  %597 = fsub contract double %593, %596
  store double %597, ptr %15, align 8
  %598 = load double, ptr %7, align 8
  %599 = load double, ptr %16, align 8
  %600 = load double, ptr %8, align 8
  %601 = fmul contract double %599, %600
  %602 = fsub contract double %598, %601
  store double %602, ptr %16, align 8
  %603 = load double, ptr %7, align 8
  %604 = load double, ptr %17, align 8
  %605 = load double, ptr %8, align 8
  %606 = fmul contract double %604, %605
  %607 = fsub contract double %603, %606
  store double %607, ptr %17, align 8
  %608 = load double, ptr %7, align 8
  %609 = load double, ptr %10, align 8
  %610 = load double, ptr %8, align 8
  %611 = fmul contract double %609, %610
  %612 = fsub contract double %608, %611
  store double %612, ptr %10, align 8
  %613 = load double, ptr %7, align 8
  %614 = load double, ptr %11, align 8
  %615 = load double, ptr %8, align 8
  %616 = fmul contract double %614, %615
  %617 = fsub contract double %613, %616
  store double %617, ptr %11, align 8
  %618 = load double, ptr %7, align 8
  %619 = load double, ptr %12, align 8
  %620 = load double, ptr %8, align 8
  %621 = fmul contract double %619, %620
  %622 = fsub contract double %618, %621
  store double %622, ptr %12, align 8
  %623 = load double, ptr %7, align 8
  %624 = load double, ptr %13, align 8
  %625 = load double, ptr %8, align 8
  %626 = fmul contract double %624, %625
  %627 = fsub contract double %623, %626
  store double %627, ptr %13, align 8
  %628 = load double, ptr %7, align 8
  %629 = load double, ptr %14, align 8
  %630 = load double, ptr %8, align 8
  %631 = fmul contract double %629, %630
  %632 = fsub contract double %628, %631
  store double %632, ptr %14, align 8
  %633 = load double, ptr %7, align 8
  %634 = load double, ptr %15, align 8
  %635 = load double, ptr %8, align 8
  %636 = fmul contract double %634, %635
  %637 = fsub contract double %633, %636
  store double %637, ptr %15, align 8
  %638 = load double, ptr %7, align 8
  %639 = load double, ptr %16, align 8
  %640 = load double, ptr %8, align 8
  %641 = fmul contract double %639, %640
  %642 = fsub contract double %638, %641
  store double %642, ptr %16, align 8
  %643 = load double, ptr %7, align 8
  %644 = load double, ptr %17, align 8
  %645 = load double, ptr %8, align 8
  %646 = fmul contract double %644, %645
  %647 = fsub contract double %643, %646
  store double %647, ptr %17, align 8
  %648 = load double, ptr %7, align 8
  %649 = load double, ptr %10, align 8
  %650 = load double, ptr %8, align 8
  %651 = fmul contract double %649, %650
  %652 = fsub contract double %648, %651
  store double %652, ptr %10, align 8
  %653 = load double, ptr %7, align 8
  %654 = load double, ptr %11, align 8
  %655 = load double, ptr %8, align 8
  %656 = fmul contract double %654, %655
  %657 = fsub contract double %653, %656
  store double %657, ptr %11, align 8
  %658 = load double, ptr %7, align 8
  %659 = load double, ptr %12, align 8
  %660 = load double, ptr %8, align 8
  %661 = fmul contract double %659, %660
  %662 = fsub contract double %658, %661
  store double %662, ptr %12, align 8
  %663 = load double, ptr %7, align 8
  %664 = load double, ptr %13, align 8
  %665 = load double, ptr %8, align 8
  %666 = fmul contract double %664, %665
  %667 = fsub contract double %663, %666
  store double %667, ptr %13, align 8
  %668 = load double, ptr %7, align 8
  %669 = load double, ptr %14, align 8
  %670 = load double, ptr %8, align 8
  %671 = fmul contract double %669, %670
  %672 = fsub contract double %668, %671
  store double %672, ptr %14, align 8
  %673 = load double, ptr %7, align 8
  %674 = load double, ptr %15, align 8
  %675 = load double, ptr %8, align 8
  %676 = fmul contract double %674, %675
  %677 = fsub contract double %673, %676
  store double %677, ptr %15, align 8
  %678 = load double, ptr %7, align 8
  %679 = load double, ptr %16, align 8
  %680 = load double, ptr %8, align 8
  %681 = fmul contract double %679, %680
  %682 = fsub contract double %678, %681
  store double %682, ptr %16, align 8
  %683 = load double, ptr %7, align 8
  %684 = load double, ptr %17, align 8
  %685 = load double, ptr %8, align 8
  %686 = fmul contract double %684, %685
  %687 = fsub contract double %683, %686
  store double %687, ptr %17, align 8
  %688 = load double, ptr %7, align 8
  %689 = load double, ptr %10, align 8
  %690 = load double, ptr %8, align 8
  %691 = fmul contract double %689, %690
  %692 = fsub contract double %688, %691
  store double %692, ptr %10, align 8
  %693 = load double, ptr %7, align 8
  %694 = load double, ptr %11, align 8
  %695 = load double, ptr %8, align 8
  %696 = fmul contract double %694, %695
  %697 = fsub contract double %693, %696
  store double %697, ptr %11, align 8
  %698 = load double, ptr %7, align 8
  %699 = load double, ptr %12, align 8
  %700 = load double, ptr %8, align 8
  %701 = fmul contract double %699, %700
  %702 = fsub contract double %698, %701
  store double %702, ptr %12, align 8
  %703 = load double, ptr %7, align 8
  %704 = load double, ptr %13, align 8
  %705 = load double, ptr %8, align 8
  %706 = fmul contract double %704, %705
  %707 = fsub contract double %703, %706
  store double %707, ptr %13, align 8
  %708 = load double, ptr %7, align 8
  %709 = load double, ptr %14, align 8
  %710 = load double, ptr %8, align 8
  %711 = fmul contract double %709, %710
  %712 = fsub contract double %708, %711
  store double %712, ptr %14, align 8
  %713 = load double, ptr %7, align 8
  %714 = load double, ptr %15, align 8
  %715 = load double, ptr %8, align 8
  %716 = fmul contract double %714, %715
  %717 = fsub contract double %713, %716
  store double %717, ptr %15, align 8
  %718 = load double, ptr %7, align 8
  %719 = load double, ptr %16, align 8
  %720 = load double, ptr %8, align 8
  %721 = fmul contract double %719, %720
  %722 = fsub contract double %718, %721
  store double %722, ptr %16, align 8
  %723 = load double, ptr %7, align 8
  %724 = load double, ptr %17, align 8
  %725 = load double, ptr %8, align 8
  %726 = fmul contract double %724, %725
  %727 = fsub contract double %723, %726
  store double %727, ptr %17, align 8
  %728 = load double, ptr %7, align 8
  %729 = load double, ptr %10, align 8
  %730 = load double, ptr %8, align 8
  %731 = fmul contract double %729, %730
  %732 = fsub contract double %728, %731
  store double %732, ptr %10, align 8
  %733 = load double, ptr %7, align 8
  %734 = load double, ptr %11, align 8
  %735 = load double, ptr %8, align 8
  %736 = fmul contract double %734, %735
  %737 = fsub contract double %733, %736
  store double %737, ptr %11, align 8
  %738 = load double, ptr %7, align 8
  %739 = load double, ptr %12, align 8
  %740 = load double, ptr %8, align 8
  %741 = fmul contract double %739, %740
  %742 = fsub contract double %738, %741
  store double %742, ptr %12, align 8
  %743 = load double, ptr %7, align 8
  %744 = load double, ptr %13, align 8
  %745 = load double, ptr %8, align 8
  %746 = fmul contract double %744, %745
  %747 = fsub contract double %743, %746
  store double %747, ptr %13, align 8
  %748 = load double, ptr %7, align 8
  %749 = load double, ptr %14, align 8
  %750 = load double, ptr %8, align 8
  %751 = fmul contract double %749, %750
  %752 = fsub contract double %748, %751
  store double %752, ptr %14, align 8
  %753 = load double, ptr %7, align 8
  %754 = load double, ptr %15, align 8
  %755 = load double, ptr %8, align 8
  %756 = fmul contract double %754, %755
  %757 = fsub contract double %753, %756
  store double %757, ptr %15, align 8
  %758 = load double, ptr %7, align 8
  %759 = load double, ptr %16, align 8
  %760 = load double, ptr %8, align 8
  %761 = fmul contract double %759, %760
  %762 = fsub contract double %758, %761
  store double %762, ptr %16, align 8
  %763 = load double, ptr %7, align 8
  %764 = load double, ptr %17, align 8
  %765 = load double, ptr %8, align 8
  %766 = fmul contract double %764, %765
  %767 = fsub contract double %763, %766
  store double %767, ptr %17, align 8
  %768 = load double, ptr %7, align 8
  %769 = load double, ptr %10, align 8
  %770 = load double, ptr %8, align 8
  %771 = fmul contract double %769, %770
  %772 = fsub contract double %768, %771
  store double %772, ptr %10, align 8
  %773 = load double, ptr %7, align 8
  %774 = load double, ptr %11, align 8
  %775 = load double, ptr %8, align 8
  %776 = fmul contract double %774, %775
  %777 = fsub contract double %773, %776
  store double %777, ptr %11, align 8
  %778 = load double, ptr %7, align 8
  %779 = load double, ptr %12, align 8
  %780 = load double, ptr %8, align 8
  %781 = fmul contract double %779, %780
  %782 = fsub contract double %778, %781
  store double %782, ptr %12, align 8
  %783 = load double, ptr %7, align 8
  %784 = load double, ptr %13, align 8
  %785 = load double, ptr %8, align 8
  %786 = fmul contract double %784, %785
  %787 = fsub contract double %783, %786
  store double %787, ptr %13, align 8
  %788 = load double, ptr %7, align 8
  %789 = load double, ptr %14, align 8
  %790 = load double, ptr %8, align 8
  %791 = fmul contract double %789, %790
  %792 = fsub contract double %788, %791
  store double %792, ptr %14, align 8
  %793 = load double, ptr %7, align 8
  %794 = load double, ptr %15, align 8
  %795 = load double, ptr %8, align 8
  %796 = fmul contract double %794, %795
  %797 = fsub contract double %793, %796
  store double %797, ptr %15, align 8
  %798 = load double, ptr %7, align 8
  %799 = load double, ptr %16, align 8
  %800 = load double, ptr %8, align 8
  %801 = fmul contract double %799, %800
  %802 = fsub contract double %798, %801
  store double %802, ptr %16, align 8
  %803 = load double, ptr %7, align 8
  %804 = load double, ptr %17, align 8
  %805 = load double, ptr %8, align 8
  %806 = fmul contract double %804, %805
  %807 = fsub contract double %803, %806
  store double %807, ptr %17, align 8
  %808 = load double, ptr %7, align 8
  %809 = load double, ptr %10, align 8
  %810 = load double, ptr %8, align 8
  %811 = fmul contract double %809, %810
  %812 = fsub contract double %808, %811
  store double %812, ptr %10, align 8
  %813 = load double, ptr %7, align 8
  %814 = load double, ptr %11, align 8
  %815 = load double, ptr %8, align 8
  %816 = fmul contract double %814, %815
  %817 = fsub contract double %813, %816
  store double %817, ptr %11, align 8
  %818 = load double, ptr %7, align 8
  %819 = load double, ptr %12, align 8
  %820 = load double, ptr %8, align 8
  %821 = fmul contract double %819, %820
  %822 = fsub contract double %818, %821
  store double %822, ptr %12, align 8
  %823 = load double, ptr %7, align 8
  %824 = load double, ptr %13, align 8
  %825 = load double, ptr %8, align 8
  %826 = fmul contract double %824, %825
  %827 = fsub contract double %823, %826
  store double %827, ptr %13, align 8
  %828 = load double, ptr %7, align 8
  %829 = load double, ptr %14, align 8
  %830 = load double, ptr %8, align 8
  %831 = fmul contract double %829, %830
  %832 = fsub contract double %828, %831
  store double %832, ptr %14, align 8
  %833 = load double, ptr %7, align 8
  %834 = load double, ptr %15, align 8
  %835 = load double, ptr %8, align 8
  %836 = fmul contract double %834, %835
  %837 = fsub contract double %833, %836
  store double %837, ptr %15, align 8
  %838 = load double, ptr %7, align 8
  %839 = load double, ptr %16, align 8
  %840 = load double, ptr %8, align 8
  %841 = fmul contract double %839, %840
  %842 = fsub contract double %838, %841
  store double %842, ptr %16, align 8
  %843 = load double, ptr %7, align 8
  %844 = load double, ptr %17, align 8
  %845 = load double, ptr %8, align 8
  %846 = fmul contract double %844, %845
  %847 = fsub contract double %843, %846
  store double %847, ptr %17, align 8
  %848 = load double, ptr %7, align 8
  %849 = load double, ptr %10, align 8
  %850 = load double, ptr %8, align 8
  %851 = fmul contract double %849, %850
  %852 = fsub contract double %848, %851
  store double %852, ptr %10, align 8
  %853 = load double, ptr %7, align 8
  %854 = load double, ptr %11, align 8
  %855 = load double, ptr %8, align 8
  %856 = fmul contract double %854, %855
  %857 = fsub contract double %853, %856
  store double %857, ptr %11, align 8
  %858 = load double, ptr %7, align 8
  %859 = load double, ptr %12, align 8
  %860 = load double, ptr %8, align 8
  %861 = fmul contract double %859, %860
  %862 = fsub contract double %858, %861
  store double %862, ptr %12, align 8
  %863 = load double, ptr %7, align 8
  %864 = load double, ptr %13, align 8
  %865 = load double, ptr %8, align 8
  %866 = fmul contract double %864, %865
  %867 = fsub contract double %863, %866
  store double %867, ptr %13, align 8
  %868 = load double, ptr %7, align 8
  %869 = load double, ptr %14, align 8
  %870 = load double, ptr %8, align 8
  %871 = fmul contract double %869, %870
  %872 = fsub contract double %868, %871
  store double %872, ptr %14, align 8
  %873 = load double, ptr %7, align 8
  %874 = load double, ptr %15, align 8
  %875 = load double, ptr %8, align 8
  %876 = fmul contract double %874, %875
  %877 = fsub contract double %873, %876
  store double %877, ptr %15, align 8
  %878 = load double, ptr %7, align 8
  %879 = load double, ptr %16, align 8
  %880 = load double, ptr %8, align 8
  %881 = fmul contract double %879, %880
  %882 = fsub contract double %878, %881
  store double %882, ptr %16, align 8
  %883 = load double, ptr %7, align 8
  %884 = load double, ptr %17, align 8
  %885 = load double, ptr %8, align 8
  %886 = fmul contract double %884, %885
  %887 = fsub contract double %883, %886
  store double %887, ptr %17, align 8
  %888 = load double, ptr %7, align 8
  %889 = load double, ptr %10, align 8
  %890 = load double, ptr %8, align 8
  %891 = fmul contract double %889, %890
  %892 = fsub contract double %888, %891
  store double %892, ptr %10, align 8
  %893 = load double, ptr %7, align 8
  %894 = load double, ptr %11, align 8
  %895 = load double, ptr %8, align 8
  %896 = fmul contract double %894, %895
  %897 = fsub contract double %893, %896
  store double %897, ptr %11, align 8
  %898 = load double, ptr %7, align 8
  %899 = load double, ptr %12, align 8
  %900 = load double, ptr %8, align 8
  %901 = fmul contract double %899, %900
  %902 = fsub contract double %898, %901
  store double %902, ptr %12, align 8
  %903 = load double, ptr %7, align 8
  %904 = load double, ptr %13, align 8
  %905 = load double, ptr %8, align 8
  %906 = fmul contract double %904, %905
  %907 = fsub contract double %903, %906
  store double %907, ptr %13, align 8
  %908 = load double, ptr %7, align 8
  %909 = load double, ptr %14, align 8
  %910 = load double, ptr %8, align 8
  %911 = fmul contract double %909, %910
  %912 = fsub contract double %908, %911
  store double %912, ptr %14, align 8
  %913 = load double, ptr %7, align 8
  %914 = load double, ptr %15, align 8
  %915 = load double, ptr %8, align 8
  %916 = fmul contract double %914, %915
  %917 = fsub contract double %913, %916
  store double %917, ptr %15, align 8
  %918 = load double, ptr %7, align 8
  %919 = load double, ptr %16, align 8
  %920 = load double, ptr %8, align 8
  %921 = fmul contract double %919, %920
  %922 = fsub contract double %918, %921
  store double %922, ptr %16, align 8
  %923 = load double, ptr %7, align 8
  %924 = load double, ptr %17, align 8
  %925 = load double, ptr %8, align 8
  %926 = fmul contract double %924, %925
  %927 = fsub contract double %923, %926
  store double %927, ptr %17, align 8
  %928 = load double, ptr %7, align 8
  %929 = load double, ptr %10, align 8
  %930 = load double, ptr %8, align 8
  %931 = fmul contract double %929, %930
  %932 = fsub contract double %928, %931
  store double %932, ptr %10, align 8
  %933 = load double, ptr %7, align 8
  %934 = load double, ptr %11, align 8
  %935 = load double, ptr %8, align 8
  %936 = fmul contract double %934, %935
  %937 = fsub contract double %933, %936
  store double %937, ptr %11, align 8
  %938 = load double, ptr %7, align 8
  %939 = load double, ptr %12, align 8
  %940 = load double, ptr %8, align 8
  %941 = fmul contract double %939, %940
  %942 = fsub contract double %938, %941
  store double %942, ptr %12, align 8
  %943 = load double, ptr %7, align 8
  %944 = load double, ptr %13, align 8
  %945 = load double, ptr %8, align 8
  %946 = fmul contract double %944, %945
  %947 = fsub contract double %943, %946
  store double %947, ptr %13, align 8
  %948 = load double, ptr %7, align 8
  %949 = load double, ptr %14, align 8
  %950 = load double, ptr %8, align 8
  %951 = fmul contract double %949, %950
  %952 = fsub contract double %948, %951
  store double %952, ptr %14, align 8
  %953 = load double, ptr %7, align 8
  %954 = load double, ptr %15, align 8
  %955 = load double, ptr %8, align 8
  %956 = fmul contract double %954, %955
  %957 = fsub contract double %953, %956
  store double %957, ptr %15, align 8
  %958 = load double, ptr %7, align 8
  %959 = load double, ptr %16, align 8
  %960 = load double, ptr %8, align 8
  %961 = fmul contract double %959, %960
  %962 = fsub contract double %958, %961
  store double %962, ptr %16, align 8
  %963 = load double, ptr %7, align 8
  %964 = load double, ptr %17, align 8
  %965 = load double, ptr %8, align 8
  %966 = fmul contract double %964, %965
  %967 = fsub contract double %963, %966
  store double %967, ptr %17, align 8
  %968 = load double, ptr %7, align 8
  %969 = load double, ptr %10, align 8
  %970 = load double, ptr %8, align 8
  %971 = fmul contract double %969, %970
  %972 = fsub contract double %968, %971
  store double %972, ptr %10, align 8
  %973 = load double, ptr %7, align 8
  %974 = load double, ptr %11, align 8
  %975 = load double, ptr %8, align 8
  %976 = fmul contract double %974, %975
  %977 = fsub contract double %973, %976
  store double %977, ptr %11, align 8
  %978 = load double, ptr %7, align 8
  %979 = load double, ptr %12, align 8
  %980 = load double, ptr %8, align 8
  %981 = fmul contract double %979, %980
  %982 = fsub contract double %978, %981
  store double %982, ptr %12, align 8
  %983 = load double, ptr %7, align 8
  %984 = load double, ptr %13, align 8
  %985 = load double, ptr %8, align 8
  %986 = fmul contract double %984, %985
  %987 = fsub contract double %983, %986
  store double %987, ptr %13, align 8
  %988 = load double, ptr %7, align 8
  %989 = load double, ptr %14, align 8
  %990 = load double, ptr %8, align 8
  %991 = fmul contract double %989, %990
  %992 = fsub contract double %988, %991
  store double %992, ptr %14, align 8
  %993 = load double, ptr %7, align 8
  %994 = load double, ptr %15, align 8
  %995 = load double, ptr %8, align 8
  %996 = fmul contract double %994, %995
  %997 = fsub contract double %993, %996
  store double %997, ptr %15, align 8
  %998 = load double, ptr %7, align 8
  %999 = load double, ptr %16, align 8
  %1000 = load double, ptr %8, align 8
  %1001 = fmul contract double %999, %1000
  %1002 = fsub contract double %998, %1001
  store double %1002, ptr %16, align 8
  %1003 = load double, ptr %7, align 8
  %1004 = load double, ptr %17, align 8
  %1005 = load double, ptr %8, align 8
  %1006 = fmul contract double %1004, %1005
  %1007 = fsub contract double %1003, %1006
  store double %1007, ptr %17, align 8
  %1008 = load double, ptr %7, align 8
  %1009 = load double, ptr %10, align 8
  %1010 = load double, ptr %8, align 8
  %1011 = fmul contract double %1009, %1010
  %1012 = fsub contract double %1008, %1011
  store double %1012, ptr %10, align 8
  %1013 = load double, ptr %7, align 8
  %1014 = load double, ptr %11, align 8
  %1015 = load double, ptr %8, align 8
  %1016 = fmul contract double %1014, %1015
  %1017 = fsub contract double %1013, %1016
  store double %1017, ptr %11, align 8
  %1018 = load double, ptr %7, align 8
  %1019 = load double, ptr %12, align 8
  %1020 = load double, ptr %8, align 8
  %1021 = fmul contract double %1019, %1020
  %1022 = fsub contract double %1018, %1021
  store double %1022, ptr %12, align 8
  %1023 = load double, ptr %7, align 8
  %1024 = load double, ptr %13, align 8
  %1025 = load double, ptr %8, align 8
  %1026 = fmul contract double %1024, %1025
  %1027 = fsub contract double %1023, %1026
  store double %1027, ptr %13, align 8
  %1028 = load double, ptr %7, align 8
  %1029 = load double, ptr %14, align 8
  %1030 = load double, ptr %8, align 8
  %1031 = fmul contract double %1029, %1030
  %1032 = fsub contract double %1028, %1031
  store double %1032, ptr %14, align 8
  %1033 = load double, ptr %7, align 8
  %1034 = load double, ptr %15, align 8
  %1035 = load double, ptr %8, align 8
  %1036 = fmul contract double %1034, %1035
  %1037 = fsub contract double %1033, %1036
  store double %1037, ptr %15, align 8
  %1038 = load double, ptr %7, align 8
  %1039 = load double, ptr %16, align 8
  %1040 = load double, ptr %8, align 8
  %1041 = fmul contract double %1039, %1040
  %1042 = fsub contract double %1038, %1041
  store double %1042, ptr %16, align 8
  %1043 = load double, ptr %7, align 8
  %1044 = load double, ptr %17, align 8
  %1045 = load double, ptr %8, align 8
  %1046 = fmul contract double %1044, %1045
  %1047 = fsub contract double %1043, %1046
  store double %1047, ptr %17, align 8
  %1048 = load double, ptr %7, align 8
  %1049 = load double, ptr %10, align 8
  %1050 = load double, ptr %8, align 8
  %1051 = fmul contract double %1049, %1050
  %1052 = fsub contract double %1048, %1051
  store double %1052, ptr %10, align 8
  %1053 = load double, ptr %7, align 8
  %1054 = load double, ptr %11, align 8
  %1055 = load double, ptr %8, align 8
  %1056 = fmul contract double %1054, %1055
  %1057 = fsub contract double %1053, %1056
  store double %1057, ptr %11, align 8
  %1058 = load double, ptr %7, align 8
  %1059 = load double, ptr %12, align 8
  %1060 = load double, ptr %8, align 8
  %1061 = fmul contract double %1059, %1060
  %1062 = fsub contract double %1058, %1061
  store double %1062, ptr %12, align 8
  %1063 = load double, ptr %7, align 8
  %1064 = load double, ptr %13, align 8
  %1065 = load double, ptr %8, align 8
  %1066 = fmul contract double %1064, %1065
  %1067 = fsub contract double %1063, %1066
  store double %1067, ptr %13, align 8
  %1068 = load double, ptr %7, align 8
  %1069 = load double, ptr %14, align 8
  %1070 = load double, ptr %8, align 8
  %1071 = fmul contract double %1069, %1070
  %1072 = fsub contract double %1068, %1071
  store double %1072, ptr %14, align 8
  %1073 = load double, ptr %7, align 8
  %1074 = load double, ptr %15, align 8
  %1075 = load double, ptr %8, align 8
  %1076 = fmul contract double %1074, %1075
  %1077 = fsub contract double %1073, %1076
  store double %1077, ptr %15, align 8
  %1078 = load double, ptr %7, align 8
  %1079 = load double, ptr %16, align 8
  %1080 = load double, ptr %8, align 8
  %1081 = fmul contract double %1079, %1080
  %1082 = fsub contract double %1078, %1081
  store double %1082, ptr %16, align 8
  %1083 = load double, ptr %7, align 8
  %1084 = load double, ptr %17, align 8
  %1085 = load double, ptr %8, align 8
  %1086 = fmul contract double %1084, %1085
  %1087 = fsub contract double %1083, %1086
  store double %1087, ptr %17, align 8
  %1088 = load double, ptr %7, align 8
  %1089 = load double, ptr %10, align 8
  %1090 = load double, ptr %8, align 8
  %1091 = fmul contract double %1089, %1090
  %1092 = fsub contract double %1088, %1091
  store double %1092, ptr %10, align 8
  %1093 = load double, ptr %7, align 8
  %1094 = load double, ptr %11, align 8
  %1095 = load double, ptr %8, align 8
  %1096 = fmul contract double %1094, %1095
  %1097 = fsub contract double %1093, %1096
  store double %1097, ptr %11, align 8
  %1098 = load double, ptr %7, align 8
  %1099 = load double, ptr %12, align 8
  %1100 = load double, ptr %8, align 8
  %1101 = fmul contract double %1099, %1100
  %1102 = fsub contract double %1098, %1101
  store double %1102, ptr %12, align 8
  %1103 = load double, ptr %7, align 8
  %1104 = load double, ptr %13, align 8
  %1105 = load double, ptr %8, align 8
  %1106 = fmul contract double %1104, %1105
  %1107 = fsub contract double %1103, %1106
  store double %1107, ptr %13, align 8
  %1108 = load double, ptr %7, align 8
  %1109 = load double, ptr %14, align 8
  %1110 = load double, ptr %8, align 8
  %1111 = fmul contract double %1109, %1110
  %1112 = fsub contract double %1108, %1111
  store double %1112, ptr %14, align 8
  %1113 = load double, ptr %7, align 8
  %1114 = load double, ptr %15, align 8
  %1115 = load double, ptr %8, align 8
  %1116 = fmul contract double %1114, %1115
  %1117 = fsub contract double %1113, %1116
  store double %1117, ptr %15, align 8
  %1118 = load double, ptr %7, align 8
  %1119 = load double, ptr %16, align 8
  %1120 = load double, ptr %8, align 8
  %1121 = fmul contract double %1119, %1120
  %1122 = fsub contract double %1118, %1121
  store double %1122, ptr %16, align 8
  %1123 = load double, ptr %7, align 8
  %1124 = load double, ptr %17, align 8
  %1125 = load double, ptr %8, align 8
  %1126 = fmul contract double %1124, %1125
  %1127 = fsub contract double %1123, %1126
  store double %1127, ptr %17, align 8
  %1128 = load double, ptr %7, align 8
  %1129 = load double, ptr %10, align 8
  %1130 = load double, ptr %8, align 8
  %1131 = fmul contract double %1129, %1130
  %1132 = fsub contract double %1128, %1131
  store double %1132, ptr %10, align 8
  %1133 = load double, ptr %7, align 8
  %1134 = load double, ptr %11, align 8
  %1135 = load double, ptr %8, align 8
  %1136 = fmul contract double %1134, %1135
  %1137 = fsub contract double %1133, %1136
  store double %1137, ptr %11, align 8
  %1138 = load double, ptr %7, align 8
  %1139 = load double, ptr %12, align 8
  %1140 = load double, ptr %8, align 8
  %1141 = fmul contract double %1139, %1140
  %1142 = fsub contract double %1138, %1141
  store double %1142, ptr %12, align 8
  %1143 = load double, ptr %7, align 8
  %1144 = load double, ptr %13, align 8
  %1145 = load double, ptr %8, align 8
  %1146 = fmul contract double %1144, %1145
  %1147 = fsub contract double %1143, %1146
  store double %1147, ptr %13, align 8
  %1148 = load double, ptr %7, align 8
  %1149 = load double, ptr %14, align 8
  %1150 = load double, ptr %8, align 8
  %1151 = fmul contract double %1149, %1150
  %1152 = fsub contract double %1148, %1151
  store double %1152, ptr %14, align 8
  %1153 = load double, ptr %7, align 8
  %1154 = load double, ptr %15, align 8
  %1155 = load double, ptr %8, align 8
  %1156 = fmul contract double %1154, %1155
  %1157 = fsub contract double %1153, %1156
  store double %1157, ptr %15, align 8
  %1158 = load double, ptr %7, align 8
  %1159 = load double, ptr %16, align 8
  %1160 = load double, ptr %8, align 8
  %1161 = fmul contract double %1159, %1160
  %1162 = fsub contract double %1158, %1161
  store double %1162, ptr %16, align 8
  %1163 = load double, ptr %7, align 8
  %1164 = load double, ptr %17, align 8
  %1165 = load double, ptr %8, align 8
  %1166 = fmul contract double %1164, %1165
  %1167 = fsub contract double %1163, %1166
  store double %1167, ptr %17, align 8
  %1168 = load double, ptr %7, align 8
  %1169 = load double, ptr %10, align 8
  %1170 = load double, ptr %8, align 8
  %1171 = fmul contract double %1169, %1170
  %1172 = fsub contract double %1168, %1171
  store double %1172, ptr %10, align 8
  %1173 = load double, ptr %7, align 8
  %1174 = load double, ptr %11, align 8
  %1175 = load double, ptr %8, align 8
  %1176 = fmul contract double %1174, %1175
  %1177 = fsub contract double %1173, %1176
  store double %1177, ptr %11, align 8
  %1178 = load double, ptr %7, align 8
  %1179 = load double, ptr %12, align 8
  %1180 = load double, ptr %8, align 8
  %1181 = fmul contract double %1179, %1180
  %1182 = fsub contract double %1178, %1181
  store double %1182, ptr %12, align 8
  %1183 = load double, ptr %7, align 8
  %1184 = load double, ptr %13, align 8
  %1185 = load double, ptr %8, align 8
  %1186 = fmul contract double %1184, %1185
  %1187 = fsub contract double %1183, %1186
  store double %1187, ptr %13, align 8
  %1188 = load double, ptr %7, align 8
  %1189 = load double, ptr %14, align 8
  %1190 = load double, ptr %8, align 8
  %1191 = fmul contract double %1189, %1190
  %1192 = fsub contract double %1188, %1191
  store double %1192, ptr %14, align 8
  %1193 = load double, ptr %7, align 8
  %1194 = load double, ptr %15, align 8
  %1195 = load double, ptr %8, align 8
  %1196 = fmul contract double %1194, %1195
  %1197 = fsub contract double %1193, %1196
  store double %1197, ptr %15, align 8
  %1198 = load double, ptr %7, align 8
  %1199 = load double, ptr %16, align 8
  %1200 = load double, ptr %8, align 8
  %1201 = fmul contract double %1199, %1200
  %1202 = fsub contract double %1198, %1201
  store double %1202, ptr %16, align 8
  %1203 = load double, ptr %7, align 8
  %1204 = load double, ptr %17, align 8
  %1205 = load double, ptr %8, align 8
  %1206 = fmul contract double %1204, %1205
  %1207 = fsub contract double %1203, %1206
  store double %1207, ptr %17, align 8
  %1208 = load double, ptr %7, align 8
  %1209 = load double, ptr %10, align 8
  %1210 = load double, ptr %8, align 8
  %1211 = fmul contract double %1209, %1210
  %1212 = fsub contract double %1208, %1211
  store double %1212, ptr %10, align 8
  %1213 = load double, ptr %7, align 8
  %1214 = load double, ptr %11, align 8
  %1215 = load double, ptr %8, align 8
  %1216 = fmul contract double %1214, %1215
  %1217 = fsub contract double %1213, %1216
  store double %1217, ptr %11, align 8
  %1218 = load double, ptr %7, align 8
  %1219 = load double, ptr %12, align 8
  %1220 = load double, ptr %8, align 8
  %1221 = fmul contract double %1219, %1220
  %1222 = fsub contract double %1218, %1221
  store double %1222, ptr %12, align 8
  %1223 = load double, ptr %7, align 8
  %1224 = load double, ptr %13, align 8
  %1225 = load double, ptr %8, align 8
  %1226 = fmul contract double %1224, %1225
  %1227 = fsub contract double %1223, %1226
  store double %1227, ptr %13, align 8
  %1228 = load double, ptr %7, align 8
  %1229 = load double, ptr %14, align 8
  %1230 = load double, ptr %8, align 8
  %1231 = fmul contract double %1229, %1230
  %1232 = fsub contract double %1228, %1231
  store double %1232, ptr %14, align 8
  %1233 = load double, ptr %7, align 8
  %1234 = load double, ptr %15, align 8
  %1235 = load double, ptr %8, align 8
  %1236 = fmul contract double %1234, %1235
  %1237 = fsub contract double %1233, %1236
  store double %1237, ptr %15, align 8
  %1238 = load double, ptr %7, align 8
  %1239 = load double, ptr %16, align 8
  %1240 = load double, ptr %8, align 8
  %1241 = fmul contract double %1239, %1240
  %1242 = fsub contract double %1238, %1241
  store double %1242, ptr %16, align 8
  %1243 = load double, ptr %7, align 8
  %1244 = load double, ptr %17, align 8
  %1245 = load double, ptr %8, align 8
  %1246 = fmul contract double %1244, %1245
  %1247 = fsub contract double %1243, %1246
  store double %1247, ptr %17, align 8
  br label %1248

1248:                                             ; preds = %47
  %1249 = load i32, ptr %18, align 4
  %1250 = add nsw i32 %1249, 1
  store i32 %1250, ptr %18, align 4
  br label %43, !llvm.loop !8

1251:                                             ; preds = %43
  %1252 = load double, ptr %10, align 8
  %1253 = load double, ptr %11, align 8
  %1254 = fadd contract double %1252, %1253
  %1255 = load double, ptr %12, align 8
  %1256 = load double, ptr %13, align 8
  %1257 = fadd contract double %1255, %1256
  %1258 = fadd contract double %1254, %1257
  %1259 = load double, ptr %14, align 8
  %1260 = load double, ptr %15, align 8
  %1261 = fadd contract double %1259, %1260
  %1262 = load double, ptr %16, align 8
  %1263 = load double, ptr %17, align 8
  %1264 = fadd contract double %1262, %1263
  %1265 = fadd contract double %1261, %1264
  %1266 = fadd contract double %1258, %1265
  %1267 = load ptr, ptr %5, align 8
  %1268 = load i32, ptr %9, align 4
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr inbounds double, ptr %1267, i64 %1269
  store double %1266, ptr %1270, align 8
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

!0 = !{ptr @_Z5MAdd8IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z5MAdd8IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
