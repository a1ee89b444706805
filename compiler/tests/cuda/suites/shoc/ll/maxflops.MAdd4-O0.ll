; ModuleID = 'maxflops.MAdd4.cu'
source_filename = "maxflops.MAdd4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z5MAdd4IfEvPT_iS0_S0_ = comdat any

$_Z5MAdd4IdEvPT_iS0_S0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd4IfEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #0 comdat {
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

31:                                               ; preds = %1236, %4
  %32 = load i32, ptr %14, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %1239

35:                                               ; preds = %31
  %36 = load float, ptr %7, align 4
  %37 = load float, ptr %10, align 4
  %38 = load float, ptr %8, align 4
  %39 = fmul contract float %37, %38
  %40 = fsub contract float %36, %39
  store float %40, ptr %10, align 4
  %41 = load float, ptr %7, align 4
  %42 = load float, ptr %11, align 4
  %43 = load float, ptr %8, align 4
  %44 = fmul contract float %42, %43
  %45 = fsub contract float %41, %44
  store float %45, ptr %11, align 4
  %46 = load float, ptr %7, align 4
  %47 = load float, ptr %12, align 4
  %48 = load float, ptr %8, align 4
  %49 = fmul contract float %47, %48
  %50 = fsub contract float %46, %49
  store float %50, ptr %12, align 4
  %51 = load float, ptr %7, align 4
  %52 = load float, ptr %13, align 4
  %53 = load float, ptr %8, align 4
  %54 = fmul contract float %52, %53
  %55 = fsub contract float %51, %54
  store float %55, ptr %13, align 4
  %56 = load float, ptr %7, align 4
  %57 = load float, ptr %10, align 4
  %58 = load float, ptr %8, align 4
  %59 = fmul contract float %57, %58
  %60 = fsub contract float %56, %59
  store float %60, ptr %10, align 4
  %61 = load float, ptr %7, align 4
  %62 = load float, ptr %11, align 4
  %63 = load float, ptr %8, align 4
  %64 = fmul contract float %62, %63
  %65 = fsub contract float %61, %64
  store float %65, ptr %11, align 4
  %66 = load float, ptr %7, align 4
  %67 = load float, ptr %12, align 4
  %68 = load float, ptr %8, align 4
  %69 = fmul contract float %67, %68
  %70 = fsub contract float %66, %69
  store float %70, ptr %12, align 4
  %71 = load float, ptr %7, align 4
  %72 = load float, ptr %13, align 4
  %73 = load float, ptr %8, align 4
  %74 = fmul contract float %72, %73
  %75 = fsub contract float %71, %74
  store float %75, ptr %13, align 4
  %76 = load float, ptr %7, align 4
  %77 = load float, ptr %10, align 4
  %78 = load float, ptr %8, align 4
  %79 = fmul contract float %77, %78
  %80 = fsub contract float %76, %79
  store float %80, ptr %10, align 4
  %81 = load float, ptr %7, align 4
  %82 = load float, ptr %11, align 4
  %83 = load float, ptr %8, align 4
  %84 = fmul contract float %82, %83
  %85 = fsub contract float %81, %84
  store float %85, ptr %11, align 4
  %86 = load float, ptr %7, align 4
  %87 = load float, ptr %12, align 4
  %88 = load float, ptr %8, align 4
  %89 = fmul contract float %87, %88
  %90 = fsub contract float %86, %89
  store float %90, ptr %12, align 4
  %91 = load float, ptr %7, align 4
  %92 = load float, ptr %13, align 4
  %93 = load float, ptr %8, align 4
  %94 = fmul contract float %92, %93
  %95 = fsub contract float %91, %94
  store float %95, ptr %13, align 4
  %96 = load float, ptr %7, align 4
  %97 = load float, ptr %10, align 4
  %98 = load float, ptr %8, align 4
  %99 = fmul contract float %97, %98
  %100 = fsub contract float %96, %99
  store float %100, ptr %10, align 4
  %101 = load float, ptr %7, align 4
  %102 = load float, ptr %11, align 4
  %103 = load float, ptr %8, align 4
  %104 = fmul contract float %102, %103
  %105 = fsub contract float %101, %104
  store float %105, ptr %11, align 4
  %106 = load float, ptr %7, align 4
  %107 = load float, ptr %12, align 4
  %108 = load float, ptr %8, align 4
  %109 = fmul contract float %107, %108
  %110 = fsub contract float %106, %109
  store float %110, ptr %12, align 4
  %111 = load float, ptr %7, align 4
  %112 = load float, ptr %13, align 4
  %113 = load float, ptr %8, align 4
  %114 = fmul contract float %112, %113
  %115 = fsub contract float %111, %114
  store float %115, ptr %13, align 4
  %116 = load float, ptr %7, align 4
  %117 = load float, ptr %10, align 4
  %118 = load float, ptr %8, align 4
  %119 = fmul contract float %117, %118
  %120 = fsub contract float %116, %119
  store float %120, ptr %10, align 4
  %121 = load float, ptr %7, align 4
  %122 = load float, ptr %11, align 4
  %123 = load float, ptr %8, align 4
  %124 = fmul contract float %122, %123
  %125 = fsub contract float %121, %124
  store float %125, ptr %11, align 4
  %126 = load float, ptr %7, align 4
  %127 = load float, ptr %12, align 4
  %128 = load float, ptr %8, align 4
  %129 = fmul contract float %127, %128
  %130 = fsub contract float %126, %129
  store float %130, ptr %12, align 4
  %131 = load float, ptr %7, align 4
  %132 = load float, ptr %13, align 4
  %133 = load float, ptr %8, align 4
  %134 = fmul contract float %132, %133
  %135 = fsub contract float %131, %134
  store float %135, ptr %13, align 4
  %136 = load float, ptr %7, align 4
  %137 = load float, ptr %10, align 4
  %138 = load float, ptr %8, align 4
  %139 = fmul contract float %137, %138
  %140 = fsub contract float %136, %139
  store float %140, ptr %10, align 4
  %141 = load float, ptr %7, align 4
  %142 = load float, ptr %11, align 4
  %143 = load float, ptr %8, align 4
  %144 = fmul contract float %142, %143
  %145 = fsub contract float %141, %144
  store float %145, ptr %11, align 4
  %146 = load float, ptr %7, align 4
  %147 = load float, ptr %12, align 4
  %148 = load float, ptr %8, align 4
  %149 = fmul contract float %147, %148
  %150 = fsub contract float %146, %149
  store float %150, ptr %12, align 4
  %151 = load float, ptr %7, align 4
  %152 = load float, ptr %13, align 4
  %153 = load float, ptr %8, align 4
  %154 = fmul contract float %152, %153
  %155 = fsub contract float %151, %154
  store float %155, ptr %13, align 4
  %156 = load float, ptr %7, align 4
  %157 = load float, ptr %10, align 4
  %158 = load float, ptr %8, align 4
  %159 = fmul contract float %157, %158
  %160 = fsub contract float %156, %159
  store float %160, ptr %10, align 4
  %161 = load float, ptr %7, align 4
  %162 = load float, ptr %11, align 4
  %163 = load float, ptr %8, align 4
  %164 = fmul contract float %162, %163
  %165 = fsub contract float %161, %164
  store float %165, ptr %11, align 4
  %166 = load float, ptr %7, align 4
  %167 = load float, ptr %12, align 4
  %168 = load float, ptr %8, align 4
  %169 = fmul contract float %167, %168
  %170 = fsub contract float %166, %169
  store float %170, ptr %12, align 4
  %171 = load float, ptr %7, align 4
  %172 = load float, ptr %13, align 4
  %173 = load float, ptr %8, align 4
  %174 = fmul contract float %172, %173
  %175 = fsub contract float %171, %174
  store float %175, ptr %13, align 4
  %176 = load float, ptr %7, align 4
  %177 = load float, ptr %10, align 4
  %178 = load float, ptr %8, align 4
  %179 = fmul contract float %177, %178
  %180 = fsub contract float %176, %179
  store float %180, ptr %10, align 4
  %181 = load float, ptr %7, align 4
  %182 = load float, ptr %11, align 4
  %183 = load float, ptr %8, align 4
  %184 = fmul contract float %182, %183
  %185 = fsub contract float %181, %184
  store float %185, ptr %11, align 4
  %186 = load float, ptr %7, align 4
  %187 = load float, ptr %12, align 4
  %188 = load float, ptr %8, align 4
  %189 = fmul contract float %187, %188
  %190 = fsub contract float %186, %189
  store float %190, ptr %12, align 4
  %191 = load float, ptr %7, align 4
  %192 = load float, ptr %13, align 4
  %193 = load float, ptr %8, align 4
  %194 = fmul contract float %192, %193
  %195 = fsub contract float %191, %194
  store float %195, ptr %13, align 4
  %196 = load float, ptr %7, align 4
  %197 = load float, ptr %10, align 4
  %198 = load float, ptr %8, align 4
  %199 = fmul contract float %197, %198
  %200 = fsub contract float %196, %199
  store float %200, ptr %10, align 4
  %201 = load float, ptr %7, align 4
  %202 = load float, ptr %11, align 4
  %203 = load float, ptr %8, align 4
  %204 = fmul contract float %202, %203
  %205 = fsub contract float %201, %204
  store float %205, ptr %11, align 4
  %206 = load float, ptr %7, align 4
  %207 = load float, ptr %12, align 4
  %208 = load float, ptr %8, align 4
  %209 = fmul contract float %207, %208
  %210 = fsub contract float %206, %209
  store float %210, ptr %12, align 4
  %211 = load float, ptr %7, align 4
  %212 = load float, ptr %13, align 4
  %213 = load float, ptr %8, align 4
  %214 = fmul contract float %212, %213
  %215 = fsub contract float %211, %214
  store float %215, ptr %13, align 4
  %216 = load float, ptr %7, align 4
  %217 = load float, ptr %10, align 4
  %218 = load float, ptr %8, align 4
  %219 = fmul contract float %217, %218
  %220 = fsub contract float %216, %219
  store float %220, ptr %10, align 4
  %221 = load float, ptr %7, align 4
  %222 = load float, ptr %11, align 4
  %223 = load float, ptr %8, align 4
  %224 = fmul contract float %222, %223
  %225 = fsub contract float %221, %224
  store float %225, ptr %11, align 4
  %226 = load float, ptr %7, align 4
  %227 = load float, ptr %12, align 4
  %228 = load float, ptr %8, align 4
  %229 = fmul contract float %227, %228
  %230 = fsub contract float %226, %229
  store float %230, ptr %12, align 4
  %231 = load float, ptr %7, align 4
  %232 = load float, ptr %13, align 4
  %233 = load float, ptr %8, align 4
  %234 = fmul contract float %232, %233
  %235 = fsub contract float %231, %234
  store float %235, ptr %13, align 4
  %236 = load float, ptr %7, align 4
  %237 = load float, ptr %10, align 4
  %238 = load float, ptr %8, align 4
  %239 = fmul contract float %237, %238
  %240 = fsub contract float %236, %239
  store float %240, ptr %10, align 4
  %241 = load float, ptr %7, align 4
  %242 = load float, ptr %11, align 4
  %243 = load float, ptr %8, align 4
  %244 = fmul contract float %242, %243
  %245 = fsub contract float %241, %244
  store float %245, ptr %11, align 4
  %246 = load float, ptr %7, align 4
  %247 = load float, ptr %12, align 4
  %248 = load float, ptr %8, align 4
  %249 = fmul contract float %247, %248
  %250 = fsub contract float %246, %249
  store float %250, ptr %12, align 4
  %251 = load float, ptr %7, align 4
  %252 = load float, ptr %13, align 4
  %253 = load float, ptr %8, align 4
  %254 = fmul contract float %252, %253
  %255 = fsub contract float %251, %254
  store float %255, ptr %13, align 4
  %256 = load float, ptr %7, align 4
  %257 = load float, ptr %10, align 4
  %258 = load float, ptr %8, align 4
  %259 = fmul contract float %257, %258
  %260 = fsub contract float %256, %259
  store float %260, ptr %10, align 4
  %261 = load float, ptr %7, align 4
  %262 = load float, ptr %11, align 4
  %263 = load float, ptr %8, align 4
  %264 = fmul contract float %262, %263
  %265 = fsub contract float %261, %264
  store float %265, ptr %11, align 4
  %266 = load float, ptr %7, align 4
  %267 = load float, ptr %12, align 4
  %268 = load float, ptr %8, align 4
  %269 = fmul contract float %267, %268
  %270 = fsub contract float %266, %269
  store float %270, ptr %12, align 4
  %271 = load float, ptr %7, align 4
  %272 = load float, ptr %13, align 4
  %273 = load float, ptr %8, align 4
  %274 = fmul contract float %272, %273
  %275 = fsub contract float %271, %274
  store float %275, ptr %13, align 4
  %276 = load float, ptr %7, align 4
  %277 = load float, ptr %10, align 4
  %278 = load float, ptr %8, align 4
  %279 = fmul contract float %277, %278
  %280 = fsub contract float %276, %279
  store float %280, ptr %10, align 4
  %281 = load float, ptr %7, align 4
  %282 = load float, ptr %11, align 4
  %283 = load float, ptr %8, align 4
  %284 = fmul contract float %282, %283
  %285 = fsub contract float %281, %284
  store float %285, ptr %11, align 4
  %286 = load float, ptr %7, align 4
  %287 = load float, ptr %12, align 4
  %288 = load float, ptr %8, align 4
  %289 = fmul contract float %287, %288
  %290 = fsub contract float %286, %289
  store float %290, ptr %12, align 4
  %291 = load float, ptr %7, align 4
  %292 = load float, ptr %13, align 4
  %293 = load float, ptr %8, align 4
  %294 = fmul contract float %292, %293
  %295 = fsub contract float %291, %294
  store float %295, ptr %13, align 4
  %296 = load float, ptr %7, align 4
  %297 = load float, ptr %10, align 4
  %298 = load float, ptr %8, align 4
  %299 = fmul contract float %297, %298
  %300 = fsub contract float %296, %299
  store float %300, ptr %10, align 4
  %301 = load float, ptr %7, align 4
  %302 = load float, ptr %11, align 4
  %303 = load float, ptr %8, align 4
  %304 = fmul contract float %302, %303
  %305 = fsub contract float %301, %304
  store float %305, ptr %11, align 4
  %306 = load float, ptr %7, align 4
  %307 = load float, ptr %12, align 4
  %308 = load float, ptr %8, align 4
  %309 = fmul contract float %307, %308
  %310 = fsub contract float %306, %309
  store float %310, ptr %12, align 4
  %311 = load float, ptr %7, align 4
  %312 = load float, ptr %13, align 4
  %313 = load float, ptr %8, align 4
  %314 = fmul contract float %312, %313
  %315 = fsub contract float %311, %314
  store float %315, ptr %13, align 4
  %316 = load float, ptr %7, align 4
  %317 = load float, ptr %10, align 4
  %318 = load float, ptr %8, align 4
  %319 = fmul contract float %317, %318
  %320 = fsub contract float %316, %319
  store float %320, ptr %10, align 4
  %321 = load float, ptr %7, align 4
  %322 = load float, ptr %11, align 4
  %323 = load float, ptr %8, align 4
  %324 = fmul contract float %322, %323
  %325 = fsub contract float %321, %324
  store float %325, ptr %11, align 4
  %326 = load float, ptr %7, align 4
  %327 = load float, ptr %12, align 4
  %328 = load float, ptr %8, align 4
  %329 = fmul contract float %327, %328
  %330 = fsub contract float %326, %329
  store float %330, ptr %12, align 4
  %331 = load float, ptr %7, align 4
  %332 = load float, ptr %13, align 4
  %333 = load float, ptr %8, align 4
  %334 = fmul contract float %332, %333
  %335 = fsub contract float %331, %334
  store float %335, ptr %13, align 4
  %336 = load float, ptr %7, align 4
  %337 = load float, ptr %10, align 4
  %338 = load float, ptr %8, align 4
  %339 = fmul contract float %337, %338
  %340 = fsub contract float %336, %339
  store float %340, ptr %10, align 4
  %341 = load float, ptr %7, align 4
  %342 = load float, ptr %11, align 4
  %343 = load float, ptr %8, align 4
  %344 = fmul contract float %342, %343
  %345 = fsub contract float %341, %344
  store float %345, ptr %11, align 4
  %346 = load float, ptr %7, align 4
  %347 = load float, ptr %12, align 4
  %348 = load float, ptr %8, align 4
  %349 = fmul contract float %347, %348
  %350 = fsub contract float %346, %349
  store float %350, ptr %12, align 4
  %351 = load float, ptr %7, align 4
  %352 = load float, ptr %13, align 4
  %353 = load float, ptr %8, align 4
  %354 = fmul contract float %352, %353
  %355 = fsub contract float %351, %354
  store float %355, ptr %13, align 4
  %356 = load float, ptr %7, align 4
  %357 = load float, ptr %10, align 4
  %358 = load float, ptr %8, align 4
  %359 = fmul contract float %357, %358
  %360 = fsub contract float %356, %359
  store float %360, ptr %10, align 4
  %361 = load float, ptr %7, align 4
  %362 = load float, ptr %11, align 4
  %363 = load float, ptr %8, align 4
  %364 = fmul contract float %362, %363
  %365 = fsub contract float %361, %364
  store float %365, ptr %11, align 4
  %366 = load float, ptr %7, align 4
  %367 = load float, ptr %12, align 4
  %368 = load float, ptr %8, align 4
  %369 = fmul contract float %367, %368
  %370 = fsub contract float %366, %369
  store float %370, ptr %12, align 4
  %371 = load float, ptr %7, align 4
  %372 = load float, ptr %13, align 4
  %373 = load float, ptr %8, align 4
  %374 = fmul contract float %372, %373
  %375 = fsub contract float %371, %374
  store float %375, ptr %13, align 4
  %376 = load float, ptr %7, align 4
  %377 = load float, ptr %10, align 4
  %378 = load float, ptr %8, align 4
  %379 = fmul contract float %377, %378
  %380 = fsub contract float %376, %379
  store float %380, ptr %10, align 4
  %381 = load float, ptr %7, align 4
  %382 = load float, ptr %11, align 4
  %383 = load float, ptr %8, align 4
  %384 = fmul contract float %382, %383
  %385 = fsub contract float %381, %384
  store float %385, ptr %11, align 4
  %386 = load float, ptr %7, align 4
  %387 = load float, ptr %12, align 4
  %388 = load float, ptr %8, align 4
  %389 = fmul contract float %387, %388
  %390 = fsub contract float %386, %389
  store float %390, ptr %12, align 4
  %391 = load float, ptr %7, align 4
  %392 = load float, ptr %13, align 4
  %393 = load float, ptr %8, align 4
  %394 = fmul contract float %392, %393
  %395 = fsub contract float %391, %394
  store float %395, ptr %13, align 4
  %396 = load float, ptr %7, align 4
  %397 = load float, ptr %10, align 4
  %398 = load float, ptr %8, align 4
  %399 = fmul contract float %397, %398
  %400 = fsub contract float %396, %399
  store float %400, ptr %10, align 4
  %401 = load float, ptr %7, align 4
  %402 = load float, ptr %11, align 4
  %403 = load float, ptr %8, align 4
  %404 = fmul contract float %402, %403
  %405 = fsub contract float %401, %404
  store float %405, ptr %11, align 4
  %406 = load float, ptr %7, align 4
  %407 = load float, ptr %12, align 4
  %408 = load float, ptr %8, align 4
  %409 = fmul contract float %407, %408
  %410 = fsub contract float %406, %409
  store float %410, ptr %12, align 4
  %411 = load float, ptr %7, align 4
  %412 = load float, ptr %13, align 4
  %413 = load float, ptr %8, align 4
  %414 = fmul contract float %412, %413
  %415 = fsub contract float %411, %414
  store float %415, ptr %13, align 4
  %416 = load float, ptr %7, align 4
  %417 = load float, ptr %10, align 4
  %418 = load float, ptr %8, align 4
  %419 = fmul contract float %417, %418
  %420 = fsub contract float %416, %419
  store float %420, ptr %10, align 4
  %421 = load float, ptr %7, align 4
  %422 = load float, ptr %11, align 4
  %423 = load float, ptr %8, align 4
  %424 = fmul contract float %422, %423
  %425 = fsub contract float %421, %424
  store float %425, ptr %11, align 4
  %426 = load float, ptr %7, align 4
  %427 = load float, ptr %12, align 4
  %428 = load float, ptr %8, align 4
  %429 = fmul contract float %427, %428
  %430 = fsub contract float %426, %429
  store float %430, ptr %12, align 4
  %431 = load float, ptr %7, align 4
  %432 = load float, ptr %13, align 4
  %433 = load float, ptr %8, align 4
  %434 = fmul contract float %432, %433
  %435 = fsub contract float %431, %434
  store float %435, ptr %13, align 4
  %436 = load float, ptr %7, align 4
  %437 = load float, ptr %10, align 4
  %438 = load float, ptr %8, align 4
  %439 = fmul contract float %437, %438
  %440 = fsub contract float %436, %439
  store float %440, ptr %10, align 4
  %441 = load float, ptr %7, align 4
  %442 = load float, ptr %11, align 4
  %443 = load float, ptr %8, align 4
  %444 = fmul contract float %442, %443
  %445 = fsub contract float %441, %444
  store float %445, ptr %11, align 4
  %446 = load float, ptr %7, align 4
  %447 = load float, ptr %12, align 4
  %448 = load float, ptr %8, align 4
  %449 = fmul contract float %447, %448
  %450 = fsub contract float %446, %449
  store float %450, ptr %12, align 4
  %451 = load float, ptr %7, align 4
  %452 = load float, ptr %13, align 4
  %453 = load float, ptr %8, align 4
  %454 = fmul contract float %452, %453
  %455 = fsub contract float %451, %454
  store float %455, ptr %13, align 4
  %456 = load float, ptr %7, align 4
  %457 = load float, ptr %10, align 4
  %458 = load float, ptr %8, align 4
  %459 = fmul contract float %457, %458
  %460 = fsub contract float %456, %459
  store float %460, ptr %10, align 4
  %461 = load float, ptr %7, align 4
  %462 = load float, ptr %11, align 4
  %463 = load float, ptr %8, align 4
  %464 = fmul contract float %462, %463
  %465 = fsub contract float %461, %464
  store float %465, ptr %11, align 4
  %466 = load float, ptr %7, align 4
  %467 = load float, ptr %12, align 4
  %468 = load float, ptr %8, align 4
  %469 = fmul contract float %467, %468
  %470 = fsub contract float %466, %469
  store float %470, ptr %12, align 4
  %471 = load float, ptr %7, align 4
  %472 = load float, ptr %13, align 4
  %473 = load float, ptr %8, align 4
  %474 = fmul contract float %472, %473
  %475 = fsub contract float %471, %474
  store float %475, ptr %13, align 4
  %476 = load float, ptr %7, align 4
  %477 = load float, ptr %10, align 4
  %478 = load float, ptr %8, align 4
  %479 = fmul contract float %477, %478
  %480 = fsub contract float %476, %479
  store float %480, ptr %10, align 4
  %481 = load float, ptr %7, align 4
  %482 = load float, ptr %11, align 4
  %483 = load float, ptr %8, align 4
  %484 = fmul contract float %482, %483
  %485 = fsub contract float %481, %484
  store float %485, ptr %11, align 4
  %486 = load float, ptr %7, align 4
  %487 = load float, ptr %12, align 4
  %488 = load float, ptr %8, align 4
  %489 = fmul contract float %487, %488
  %490 = fsub contract float %486, %489
  store float %490, ptr %12, align 4
  %491 = load float, ptr %7, align 4
  %492 = load float, ptr %13, align 4
  %493 = load float, ptr %8, align 4
  %494 = fmul contract float %492, %493
  %495 = fsub contract float %491, %494
  store float %495, ptr %13, align 4
  %496 = load float, ptr %7, align 4
  %497 = load float, ptr %10, align 4
  %498 = load float, ptr %8, align 4
  %499 = fmul contract float %497, %498
  %500 = fsub contract float %496, %499
  store float %500, ptr %10, align 4
  %501 = load float, ptr %7, align 4
  %502 = load float, ptr %11, align 4
  %503 = load float, ptr %8, align 4
  %504 = fmul contract float %502, %503
  %505 = fsub contract float %501, %504
  store float %505, ptr %11, align 4
  %506 = load float, ptr %7, align 4
  %507 = load float, ptr %12, align 4
  %508 = load float, ptr %8, align 4
  %509 = fmul contract float %507, %508
  %510 = fsub contract float %506, %509
  store float %510, ptr %12, align 4
  %511 = load float, ptr %7, align 4
  %512 = load float, ptr %13, align 4
  %513 = load float, ptr %8, align 4
  %514 = fmul contract float %512, %513
  %515 = fsub contract float %511, %514
  store float %515, ptr %13, align 4
  %516 = load float, ptr %7, align 4
  %517 = load float, ptr %10, align 4
  %518 = load float, ptr %8, align 4
  %519 = fmul contract float %517, %518
  %520 = fsub contract float %516, %519
  store float %520, ptr %10, align 4
  %521 = load float, ptr %7, align 4
  %522 = load float, ptr %11, align 4
  %523 = load float, ptr %8, align 4
  %524 = fmul contract float %522, %523
  %525 = fsub contract float %521, %524
  store float %525, ptr %11, align 4
  %526 = load float, ptr %7, align 4
  %527 = load float, ptr %12, align 4
  %528 = load float, ptr %8, align 4
  %529 = fmul contract float %527, %528
  %530 = fsub contract float %526, %529
  store float %530, ptr %12, align 4
  %531 = load float, ptr %7, align 4
  %532 = load float, ptr %13, align 4
  %533 = load float, ptr %8, align 4
  %534 = fmul contract float %532, %533
  %535 = fsub contract float %531, %534
  store float %535, ptr %13, align 4
  %536 = load float, ptr %7, align 4
  %537 = load float, ptr %10, align 4
  %538 = load float, ptr %8, align 4
  %539 = fmul contract float %537, %538
  %540 = fsub contract float %536, %539
  store float %540, ptr %10, align 4
  %541 = load float, ptr %7, align 4
  %542 = load float, ptr %11, align 4
  %543 = load float, ptr %8, align 4
  %544 = fmul contract float %542, %543
  %545 = fsub contract float %541, %544
  store float %545, ptr %11, align 4
  %546 = load float, ptr %7, align 4
  %547 = load float, ptr %12, align 4
  %548 = load float, ptr %8, align 4
  %549 = fmul contract float %547, %548
  %550 = fsub contract float %546, %549
  store float %550, ptr %12, align 4
  %551 = load float, ptr %7, align 4
  %552 = load float, ptr %13, align 4
  %553 = load float, ptr %8, align 4
  %554 = fmul contract float %552, %553
  %555 = fsub contract float %551, %554
  store float %555, ptr %13, align 4
  %556 = load float, ptr %7, align 4
  %557 = load float, ptr %10, align 4
  %558 = load float, ptr %8, align 4
  %559 = fmul contract float %557, %558
  %560 = fsub contract float %556, %559
  store float %560, ptr %10, align 4
  %561 = load float, ptr %7, align 4
  %562 = load float, ptr %11, align 4
  %563 = load float, ptr %8, align 4
  %564 = fmul contract float %562, %563
  %565 = fsub contract float %561, %564
  store float %565, ptr %11, align 4
  %566 = load float, ptr %7, align 4
  %567 = load float, ptr %12, align 4
  %568 = load float, ptr %8, align 4
  %569 = fmul contract float %567, %568
  %570 = fsub contract float %566, %569
  store float %570, ptr %12, align 4
  %571 = load float, ptr %7, align 4
  %572 = load float, ptr %13, align 4
  %573 = load float, ptr %8, align 4
  %574 = fmul contract float %572, %573
  %575 = fsub contract float %571, %574
  store float %575, ptr %13, align 4
  %576 = load float, ptr %7, align 4
  %577 = load float, ptr %10, align 4
  %578 = load float, ptr %8, align 4
  %579 = fmul contract float %577, %578
  %580 = fsub contract float %576, %579
  store float %580, ptr %10, align 4
  %581 = load float, ptr %7, align 4
  %582 = load float, ptr %11, align 4
  %583 = load float, ptr %8, align 4
  %584 = fmul contract float %582, %583
  %585 = fsub contract float %581, %584
  store float %585, ptr %11, align 4
  %586 = load float, ptr %7, align 4
  %587 = load float, ptr %12, align 4
  %588 = load float, ptr %8, align 4
  %589 = fmul contract float %587, %588
  %590 = fsub contract float %586, %589
  store float %590, ptr %12, align 4
  %591 = load float, ptr %7, align 4
  %592 = load float, ptr %13, align 4
  %593 = load float, ptr %8, align 4
  %594 = fmul contract float %592, %593
  %595 = fsub contract float %591, %594
  store float %595, ptr %13, align 4
  %596 = load float, ptr %7, align 4
  %597 = load float, ptr %10, align 4
  %598 = load float, ptr %8, align 4
  %599 = fmul contract float %597, %598
  %600 = fsub contract float %596, %599
  store float %600, ptr %10, align 4
  %601 = load float, ptr %7, align 4
  %602 = load float, ptr %11, align 4
  %603 = load float, ptr %8, align 4
  %604 = fmul contract float %602, %603
  %605 = fsub contract float %601, %604
  store float %605, ptr %11, align 4
  %606 = load float, ptr %7, align 4
  %607 = load float, ptr %12, align 4
  %608 = load float, ptr %8, align 4
  %609 = fmul contract float %607, %608
  %610 = fsub contract float %606, %609
  store float %610, ptr %12, align 4
  %611 = load float, ptr %7, align 4
  %612 = load float, ptr %13, align 4
  %613 = load float, ptr %8, align 4
  %614 = fmul contract float %612, %613
  %615 = fsub contract float %611, %614
  store float %615, ptr %13, align 4
  %616 = load float, ptr %7, align 4
  %617 = load float, ptr %10, align 4
  %618 = load float, ptr %8, align 4
  %619 = fmul contract float %617, %618
  %620 = fsub contract float %616, %619
  store float %620, ptr %10, align 4
  %621 = load float, ptr %7, align 4
  %622 = load float, ptr %11, align 4
  %623 = load float, ptr %8, align 4
  %624 = fmul contract float %622, %623
  %625 = fsub contract float %621, %624
  store float %625, ptr %11, align 4
  %626 = load float, ptr %7, align 4
  %627 = load float, ptr %12, align 4
  %628 = load float, ptr %8, align 4
  %629 = fmul contract float %627, %628
  %630 = fsub contract float %626, %629
  store float %630, ptr %12, align 4
  %631 = load float, ptr %7, align 4
  %632 = load float, ptr %13, align 4
  %633 = load float, ptr %8, align 4
  %634 = fmul contract float %632, %633
  %635 = fsub contract float %631, %634
  store float %635, ptr %13, align 4
  %636 = load float, ptr %7, align 4
  %637 = load float, ptr %10, align 4
  %638 = load float, ptr %8, align 4
  %639 = fmul contract float %637, %638
  %640 = fsub contract float %636, %639
  store float %640, ptr %10, align 4
  %641 = load float, ptr %7, align 4
  %642 = load float, ptr %11, align 4
  %643 = load float, ptr %8, align 4
  %644 = fmul contract float %642, %643
  %645 = fsub contract float %641, %644
  store float %645, ptr %11, align 4
  %646 = load float, ptr %7, align 4
  %647 = load float, ptr %12, align 4
  %648 = load float, ptr %8, align 4
  %649 = fmul contract float %647, %648
  %650 = fsub contract float %646, %649
  store float %650, ptr %12, align 4
  %651 = load float, ptr %7, align 4
  %652 = load float, ptr %13, align 4
  %653 = load float, ptr %8, align 4
  %654 = fmul contract float %652, %653
  %655 = fsub contract float %651, %654
  store float %655, ptr %13, align 4
  %656 = load float, ptr %7, align 4
  %657 = load float, ptr %10, align 4
  %658 = load float, ptr %8, align 4
  %659 = fmul contract float %657, %658
  %660 = fsub contract float %656, %659
  store float %660, ptr %10, align 4
  %661 = load float, ptr %7, align 4
  %662 = load float, ptr %11, align 4
  %663 = load float, ptr %8, align 4
  %664 = fmul contract float %662, %663
  %665 = fsub contract float %661, %664
  store float %665, ptr %11, align 4
  %666 = load float, ptr %7, align 4
  %667 = load float, ptr %12, align 4
  %668 = load float, ptr %8, align 4
  %669 = fmul contract float %667, %668
  %670 = fsub contract float %666, %669
  store float %670, ptr %12, align 4
  %671 = load float, ptr %7, align 4
  %672 = load float, ptr %13, align 4
  %673 = load float, ptr %8, align 4
  %674 = fmul contract float %672, %673
  %675 = fsub contract float %671, %674
  store float %675, ptr %13, align 4
  %676 = load float, ptr %7, align 4
  %677 = load float, ptr %10, align 4
  %678 = load float, ptr %8, align 4
  %679 = fmul contract float %677, %678
  %680 = fsub contract float %676, %679
  store float %680, ptr %10, align 4
  %681 = load float, ptr %7, align 4
  %682 = load float, ptr %11, align 4
  %683 = load float, ptr %8, align 4
  %684 = fmul contract float %682, %683
  %685 = fsub contract float %681, %684
  store float %685, ptr %11, align 4
  %686 = load float, ptr %7, align 4
  %687 = load float, ptr %12, align 4
  %688 = load float, ptr %8, align 4
  %689 = fmul contract float %687, %688
  %690 = fsub contract float %686, %689
  store float %690, ptr %12, align 4
  %691 = load float, ptr %7, align 4
  %692 = load float, ptr %13, align 4
  %693 = load float, ptr %8, align 4
  %694 = fmul contract float %692, %693
  %695 = fsub contract float %691, %694
  store float %695, ptr %13, align 4
  %696 = load float, ptr %7, align 4
  %697 = load float, ptr %10, align 4
  %698 = load float, ptr %8, align 4
  %699 = fmul contract float %697, %698
  %700 = fsub contract float %696, %699
  store float %700, ptr %10, align 4
  %701 = load float, ptr %7, align 4
  %702 = load float, ptr %11, align 4
  %703 = load float, ptr %8, align 4
  %704 = fmul contract float %702, %703
  %705 = fsub contract float %701, %704
  store float %705, ptr %11, align 4
  %706 = load float, ptr %7, align 4
  %707 = load float, ptr %12, align 4
  %708 = load float, ptr %8, align 4
  %709 = fmul contract float %707, %708
  %710 = fsub contract float %706, %709
  store float %710, ptr %12, align 4
  %711 = load float, ptr %7, align 4
  %712 = load float, ptr %13, align 4
  %713 = load float, ptr %8, align 4
  %714 = fmul contract float %712, %713
  %715 = fsub contract float %711, %714
  store float %715, ptr %13, align 4
  %716 = load float, ptr %7, align 4
  %717 = load float, ptr %10, align 4
  %718 = load float, ptr %8, align 4
  %719 = fmul contract float %717, %718
  %720 = fsub contract float %716, %719
  store float %720, ptr %10, align 4
  %721 = load float, ptr %7, align 4
  %722 = load float, ptr %11, align 4
  %723 = load float, ptr %8, align 4
  %724 = fmul contract float %722, %723
  %725 = fsub contract float %721, %724
  store float %725, ptr %11, align 4
  %726 = load float, ptr %7, align 4
  %727 = load float, ptr %12, align 4
  %728 = load float, ptr %8, align 4
  %729 = fmul contract float %727, %728
  %730 = fsub contract float %726, %729
  store float %730, ptr %12, align 4
  %731 = load float, ptr %7, align 4
  %732 = load float, ptr %13, align 4
  %733 = load float, ptr %8, align 4
  %734 = fmul contract float %732, %733
  %735 = fsub contract float %731, %734
  store float %735, ptr %13, align 4
  %736 = load float, ptr %7, align 4
  %737 = load float, ptr %10, align 4
  %738 = load float, ptr %8, align 4
  %739 = fmul contract float %737, %738
  %740 = fsub contract float %736, %739
  store float %740, ptr %10, align 4
  %741 = load float, ptr %7, align 4
  %742 = load float, ptr %11, align 4
  %743 = load float, ptr %8, align 4
  %744 = fmul contract float %742, %743
  %745 = fsub contract float %741, %744
  store float %745, ptr %11, align 4
  %746 = load float, ptr %7, align 4
  %747 = load float, ptr %12, align 4
  %748 = load float, ptr %8, align 4
  %749 = fmul contract float %747, %748
  %750 = fsub contract float %746, %749
  store float %750, ptr %12, align 4
  %751 = load float, ptr %7, align 4
  %752 = load float, ptr %13, align 4
  %753 = load float, ptr %8, align 4
  %754 = fmul contract float %752, %753
  %755 = fsub contract float %751, %754
  store float %755, ptr %13, align 4
  %756 = load float, ptr %7, align 4
  %757 = load float, ptr %10, align 4
  %758 = load float, ptr %8, align 4
  %759 = fmul contract float %757, %758
  %760 = fsub contract float %756, %759
  store float %760, ptr %10, align 4
  %761 = load float, ptr %7, align 4
  %762 = load float, ptr %11, align 4
  %763 = load float, ptr %8, align 4
  %764 = fmul contract float %762, %763
  %765 = fsub contract float %761, %764
  store float %765, ptr %11, align 4
  %766 = load float, ptr %7, align 4
  %767 = load float, ptr %12, align 4
  %768 = load float, ptr %8, align 4
  %769 = fmul contract float %767, %768
  %770 = fsub contract float %766, %769
  store float %770, ptr %12, align 4
  %771 = load float, ptr %7, align 4
  %772 = load float, ptr %13, align 4
  %773 = load float, ptr %8, align 4
  %774 = fmul contract float %772, %773
  %775 = fsub contract float %771, %774
  store float %775, ptr %13, align 4
  %776 = load float, ptr %7, align 4
  %777 = load float, ptr %10, align 4
  %778 = load float, ptr %8, align 4
  %779 = fmul contract float %777, %778
  %780 = fsub contract float %776, %779
  store float %780, ptr %10, align 4
  %781 = load float, ptr %7, align 4
  %782 = load float, ptr %11, align 4
  %783 = load float, ptr %8, align 4
  %784 = fmul contract float %782, %783
  %785 = fsub contract float %781, %784
  store float %785, ptr %11, align 4
  %786 = load float, ptr %7, align 4
  %787 = load float, ptr %12, align 4
  %788 = load float, ptr %8, align 4
  %789 = fmul contract float %787, %788
  %790 = fsub contract float %786, %789
  store float %790, ptr %12, align 4
  %791 = load float, ptr %7, align 4
  %792 = load float, ptr %13, align 4
  %793 = load float, ptr %8, align 4
  %794 = fmul contract float %792, %793
  %795 = fsub contract float %791, %794
  store float %795, ptr %13, align 4
  %796 = load float, ptr %7, align 4
  %797 = load float, ptr %10, align 4
  %798 = load float, ptr %8, align 4
  %799 = fmul contract float %797, %798
  %800 = fsub contract float %796, %799
  store float %800, ptr %10, align 4
  %801 = load float, ptr %7, align 4
  %802 = load float, ptr %11, align 4
  %803 = load float, ptr %8, align 4
  %804 = fmul contract float %802, %803
  %805 = fsub contract float %801, %804
  store float %805, ptr %11, align 4
  %806 = load float, ptr %7, align 4
  %807 = load float, ptr %12, align 4
  %808 = load float, ptr %8, align 4
  %809 = fmul contract float %807, %808
  %810 = fsub contract float %806, %809
  store float %810, ptr %12, align 4
  %811 = load float, ptr %7, align 4
  %812 = load float, ptr %13, align 4
  %813 = load float, ptr %8, align 4
  %814 = fmul contract float %812, %813
  %815 = fsub contract float %811, %814
  store float %815, ptr %13, align 4
  %816 = load float, ptr %7, align 4
  %817 = load float, ptr %10, align 4
  %818 = load float, ptr %8, align 4
  %819 = fmul contract float %817, %818
  %820 = fsub contract float %816, %819
  store float %820, ptr %10, align 4
  %821 = load float, ptr %7, align 4
  %822 = load float, ptr %11, align 4
  %823 = load float, ptr %8, align 4
  %824 = fmul contract float %822, %823
  %825 = fsub contract float %821, %824
  store float %825, ptr %11, align 4
  %826 = load float, ptr %7, align 4
  %827 = load float, ptr %12, align 4
  %828 = load float, ptr %8, align 4
  %829 = fmul contract float %827, %828
  %830 = fsub contract float %826, %829
  store float %830, ptr %12, align 4
  %831 = load float, ptr %7, align 4
  %832 = load float, ptr %13, align 4
  %833 = load float, ptr %8, align 4
  %834 = fmul contract float %832, %833
  %835 = fsub contract float %831, %834
  store float %835, ptr %13, align 4
  %836 = load float, ptr %7, align 4
  %837 = load float, ptr %10, align 4
  %838 = load float, ptr %8, align 4
  %839 = fmul contract float %837, %838
  %840 = fsub contract float %836, %839
  store float %840, ptr %10, align 4
  %841 = load float, ptr %7, align 4
  %842 = load float, ptr %11, align 4
  %843 = load float, ptr %8, align 4
  %844 = fmul contract float %842, %843
  %845 = fsub contract float %841, %844
  store float %845, ptr %11, align 4
  %846 = load float, ptr %7, align 4
  %847 = load float, ptr %12, align 4
  %848 = load float, ptr %8, align 4
  %849 = fmul contract float %847, %848
  %850 = fsub contract float %846, %849
  store float %850, ptr %12, align 4
  %851 = load float, ptr %7, align 4
  %852 = load float, ptr %13, align 4
  %853 = load float, ptr %8, align 4
  %854 = fmul contract float %852, %853
  %855 = fsub contract float %851, %854
  store float %855, ptr %13, align 4
  %856 = load float, ptr %7, align 4
  %857 = load float, ptr %10, align 4
  %858 = load float, ptr %8, align 4
  %859 = fmul contract float %857, %858
  %860 = fsub contract float %856, %859
  store float %860, ptr %10, align 4
  %861 = load float, ptr %7, align 4
  %862 = load float, ptr %11, align 4
  %863 = load float, ptr %8, align 4
  %864 = fmul contract float %862, %863
  %865 = fsub contract float %861, %864
  store float %865, ptr %11, align 4
  %866 = load float, ptr %7, align 4
  %867 = load float, ptr %12, align 4
  %868 = load float, ptr %8, align 4
  %869 = fmul contract float %867, %868
  %870 = fsub contract float %866, %869
  store float %870, ptr %12, align 4
  %871 = load float, ptr %7, align 4
  %872 = load float, ptr %13, align 4
  %873 = load float, ptr %8, align 4
  %874 = fmul contract float %872, %873
  %875 = fsub contract float %871, %874
  store float %875, ptr %13, align 4
  %876 = load float, ptr %7, align 4
  %877 = load float, ptr %10, align 4
  %878 = load float, ptr %8, align 4
  %879 = fmul contract float %877, %878
  %880 = fsub contract float %876, %879
  store float %880, ptr %10, align 4
  %881 = load float, ptr %7, align 4
  %882 = load float, ptr %11, align 4
  %883 = load float, ptr %8, align 4
  %884 = fmul contract float %882, %883
  %885 = fsub contract float %881, %884
  store float %885, ptr %11, align 4
  %886 = load float, ptr %7, align 4
  %887 = load float, ptr %12, align 4
  %888 = load float, ptr %8, align 4
  %889 = fmul contract float %887, %888
  %890 = fsub contract float %886, %889
  store float %890, ptr %12, align 4
  %891 = load float, ptr %7, align 4
  %892 = load float, ptr %13, align 4
  %893 = load float, ptr %8, align 4
  %894 = fmul contract float %892, %893
  %895 = fsub contract float %891, %894
  store float %895, ptr %13, align 4
  %896 = load float, ptr %7, align 4
  %897 = load float, ptr %10, align 4
  %898 = load float, ptr %8, align 4
  %899 = fmul contract float %897, %898
  %900 = fsub contract float %896, %899
  store float %900, ptr %10, align 4
  %901 = load float, ptr %7, align 4
  %902 = load float, ptr %11, align 4
  %903 = load float, ptr %8, align 4
  %904 = fmul contract float %902, %903
  %905 = fsub contract float %901, %904
  store float %905, ptr %11, align 4
  %906 = load float, ptr %7, align 4
  %907 = load float, ptr %12, align 4
  %908 = load float, ptr %8, align 4
  %909 = fmul contract float %907, %908
  %910 = fsub contract float %906, %909
  store float %910, ptr %12, align 4
  %911 = load float, ptr %7, align 4
  %912 = load float, ptr %13, align 4
  %913 = load float, ptr %8, align 4
  %914 = fmul contract float %912, %913
  %915 = fsub contract float %911, %914
  store float %915, ptr %13, align 4
  %916 = load float, ptr %7, align 4
  %917 = load float, ptr %10, align 4
  %918 = load float, ptr %8, align 4
  %919 = fmul contract float %917, %918
  %920 = fsub contract float %916, %919
  store float %920, ptr %10, align 4
  %921 = load float, ptr %7, align 4
  %922 = load float, ptr %11, align 4
  %923 = load float, ptr %8, align 4
  %924 = fmul contract float %922, %923
  %925 = fsub contract float %921, %924
  store float %925, ptr %11, align 4
  %926 = load float, ptr %7, align 4
  %927 = load float, ptr %12, align 4
  %928 = load float, ptr %8, align 4
  %929 = fmul contract float %927, %928
  %930 = fsub contract float %926, %929
  store float %930, ptr %12, align 4
  %931 = load float, ptr %7, align 4
  %932 = load float, ptr %13, align 4
  %933 = load float, ptr %8, align 4
  %934 = fmul contract float %932, %933
  %935 = fsub contract float %931, %934
  store float %935, ptr %13, align 4
  %936 = load float, ptr %7, align 4
  %937 = load float, ptr %10, align 4
  %938 = load float, ptr %8, align 4
  %939 = fmul contract float %937, %938
  %940 = fsub contract float %936, %939
  store float %940, ptr %10, align 4
  %941 = load float, ptr %7, align 4
  %942 = load float, ptr %11, align 4
  %943 = load float, ptr %8, align 4
  %944 = fmul contract float %942, %943
  %945 = fsub contract float %941, %944
  store float %945, ptr %11, align 4
  %946 = load float, ptr %7, align 4
  %947 = load float, ptr %12, align 4
  %948 = load float, ptr %8, align 4
  %949 = fmul contract float %947, %948
  %950 = fsub contract float %946, %949
  store float %950, ptr %12, align 4
  %951 = load float, ptr %7, align 4
  %952 = load float, ptr %13, align 4
  %953 = load float, ptr %8, align 4
  %954 = fmul contract float %952, %953
  %955 = fsub contract float %951, %954
  store float %955, ptr %13, align 4
  %956 = load float, ptr %7, align 4
  %957 = load float, ptr %10, align 4
  %958 = load float, ptr %8, align 4
  %959 = fmul contract float %957, %958
  %960 = fsub contract float %956, %959
  store float %960, ptr %10, align 4
  %961 = load float, ptr %7, align 4
  %962 = load float, ptr %11, align 4
  %963 = load float, ptr %8, align 4
  %964 = fmul contract float %962, %963
  %965 = fsub contract float %961, %964
  store float %965, ptr %11, align 4
  %966 = load float, ptr %7, align 4
  %967 = load float, ptr %12, align 4
  %968 = load float, ptr %8, align 4
  %969 = fmul contract float %967, %968
  %970 = fsub contract float %966, %969
  store float %970, ptr %12, align 4
  %971 = load float, ptr %7, align 4
  %972 = load float, ptr %13, align 4
  %973 = load float, ptr %8, align 4
  %974 = fmul contract float %972, %973
  %975 = fsub contract float %971, %974
  store float %975, ptr %13, align 4
  %976 = load float, ptr %7, align 4
  %977 = load float, ptr %10, align 4
  %978 = load float, ptr %8, align 4
  %979 = fmul contract float %977, %978
  %980 = fsub contract float %976, %979
  store float %980, ptr %10, align 4
  %981 = load float, ptr %7, align 4
  %982 = load float, ptr %11, align 4
  %983 = load float, ptr %8, align 4
  %984 = fmul contract float %982, %983
  %985 = fsub contract float %981, %984
  store float %985, ptr %11, align 4
  %986 = load float, ptr %7, align 4
  %987 = load float, ptr %12, align 4
  %988 = load float, ptr %8, align 4
  %989 = fmul contract float %987, %988
  %990 = fsub contract float %986, %989
  store float %990, ptr %12, align 4
  %991 = load float, ptr %7, align 4
  %992 = load float, ptr %13, align 4
  %993 = load float, ptr %8, align 4
  %994 = fmul contract float %992, %993
  %995 = fsub contract float %991, %994
  store float %995, ptr %13, align 4
  %996 = load float, ptr %7, align 4
  %997 = load float, ptr %10, align 4
  %998 = load float, ptr %8, align 4
  %999 = fmul contract float %997, %998
  %1000 = fsub contract float %996, %999
  store float %1000, ptr %10, align 4
  %1001 = load float, ptr %7, align 4
  %1002 = load float, ptr %11, align 4
  %1003 = load float, ptr %8, align 4
  %1004 = fmul contract float %1002, %1003
  %1005 = fsub contract float %1001, %1004
  store float %1005, ptr %11, align 4
  %1006 = load float, ptr %7, align 4
  %1007 = load float, ptr %12, align 4
  %1008 = load float, ptr %8, align 4
  %1009 = fmul contract float %1007, %1008
  %1010 = fsub contract float %1006, %1009
  store float %1010, ptr %12, align 4
  %1011 = load float, ptr %7, align 4
  %1012 = load float, ptr %13, align 4
  %1013 = load float, ptr %8, align 4
  %1014 = fmul contract float %1012, %1013
  %1015 = fsub contract float %1011, %1014
  store float %1015, ptr %13, align 4
  %1016 = load float, ptr %7, align 4
  %1017 = load float, ptr %10, align 4
  %1018 = load float, ptr %8, align 4
  %1019 = fmul contract float %1017, %1018
  %1020 = fsub contract float %1016, %1019
  store float %1020, ptr %10, align 4
  %1021 = load float, ptr %7, align 4
  %1022 = load float, ptr %11, align 4
  %1023 = load float, ptr %8, align 4
  %1024 = fmul contract float %1022, %1023
  %1025 = fsub contract float %1021, %1024
  store float %1025, ptr %11, align 4
  %1026 = load float, ptr %7, align 4
  %1027 = load float, ptr %12, align 4
  %1028 = load float, ptr %8, align 4
  %1029 = fmul contract float %1027, %1028
  %1030 = fsub contract float %1026, %1029
  store float %1030, ptr %12, align 4
  %1031 = load float, ptr %7, align 4
  %1032 = load float, ptr %13, align 4
  %1033 = load float, ptr %8, align 4
  %1034 = fmul contract float %1032, %1033
  %1035 = fsub contract float %1031, %1034
  store float %1035, ptr %13, align 4
  %1036 = load float, ptr %7, align 4
  %1037 = load float, ptr %10, align 4
  %1038 = load float, ptr %8, align 4
  %1039 = fmul contract float %1037, %1038
  %1040 = fsub contract float %1036, %1039
  store float %1040, ptr %10, align 4
  %1041 = load float, ptr %7, align 4
  %1042 = load float, ptr %11, align 4
  %1043 = load float, ptr %8, align 4
  %1044 = fmul contract float %1042, %1043
  %1045 = fsub contract float %1041, %1044
  store float %1045, ptr %11, align 4
  %1046 = load float, ptr %7, align 4
  %1047 = load float, ptr %12, align 4
  %1048 = load float, ptr %8, align 4
  %1049 = fmul contract float %1047, %1048
  %1050 = fsub contract float %1046, %1049
  store float %1050, ptr %12, align 4
  %1051 = load float, ptr %7, align 4
  %1052 = load float, ptr %13, align 4
  %1053 = load float, ptr %8, align 4
  %1054 = fmul contract float %1052, %1053
  %1055 = fsub contract float %1051, %1054
  store float %1055, ptr %13, align 4
  %1056 = load float, ptr %7, align 4
  %1057 = load float, ptr %10, align 4
  %1058 = load float, ptr %8, align 4
  %1059 = fmul contract float %1057, %1058
  %1060 = fsub contract float %1056, %1059
  store float %1060, ptr %10, align 4
  %1061 = load float, ptr %7, align 4
  %1062 = load float, ptr %11, align 4
  %1063 = load float, ptr %8, align 4
  %1064 = fmul contract float %1062, %1063
  %1065 = fsub contract float %1061, %1064
  store float %1065, ptr %11, align 4
  %1066 = load float, ptr %7, align 4
  %1067 = load float, ptr %12, align 4
  %1068 = load float, ptr %8, align 4
  %1069 = fmul contract float %1067, %1068
  %1070 = fsub contract float %1066, %1069
  store float %1070, ptr %12, align 4
  %1071 = load float, ptr %7, align 4
  %1072 = load float, ptr %13, align 4
  %1073 = load float, ptr %8, align 4
  %1074 = fmul contract float %1072, %1073
  %1075 = fsub contract float %1071, %1074
  store float %1075, ptr %13, align 4
  %1076 = load float, ptr %7, align 4
  %1077 = load float, ptr %10, align 4
  %1078 = load float, ptr %8, align 4
  %1079 = fmul contract float %1077, %1078
  %1080 = fsub contract float %1076, %1079
  store float %1080, ptr %10, align 4
  %1081 = load float, ptr %7, align 4
  %1082 = load float, ptr %11, align 4
  %1083 = load float, ptr %8, align 4
  %1084 = fmul contract float %1082, %1083
  %1085 = fsub contract float %1081, %1084
  store float %1085, ptr %11, align 4
  %1086 = load float, ptr %7, align 4
  %1087 = load float, ptr %12, align 4
  %1088 = load float, ptr %8, align 4
  %1089 = fmul contract float %1087, %1088
  %1090 = fsub contract float %1086, %1089
  store float %1090, ptr %12, align 4
  %1091 = load float, ptr %7, align 4
  %1092 = load float, ptr %13, align 4
  %1093 = load float, ptr %8, align 4
  %1094 = fmul contract float %1092, %1093
  %1095 = fsub contract float %1091, %1094
  store float %1095, ptr %13, align 4
  %1096 = load float, ptr %7, align 4
  %1097 = load float, ptr %10, align 4
  %1098 = load float, ptr %8, align 4
  %1099 = fmul contract float %1097, %1098
  %1100 = fsub contract float %1096, %1099
  store float %1100, ptr %10, align 4
  %1101 = load float, ptr %7, align 4
  %1102 = load float, ptr %11, align 4
  %1103 = load float, ptr %8, align 4
  %1104 = fmul contract float %1102, %1103
  %1105 = fsub contract float %1101, %1104
  store float %1105, ptr %11, align 4
  %1106 = load float, ptr %7, align 4
  %1107 = load float, ptr %12, align 4
  %1108 = load float, ptr %8, align 4
  %1109 = fmul contract float %1107, %1108
  %1110 = fsub contract float %1106, %1109
  store float %1110, ptr %12, align 4
  %1111 = load float, ptr %7, align 4
  %1112 = load float, ptr %13, align 4
  %1113 = load float, ptr %8, align 4
  %1114 = fmul contract float %1112, %1113
  %1115 = fsub contract float %1111, %1114
  store float %1115, ptr %13, align 4
  %1116 = load float, ptr %7, align 4
  %1117 = load float, ptr %10, align 4
  %1118 = load float, ptr %8, align 4
  %1119 = fmul contract float %1117, %1118
  %1120 = fsub contract float %1116, %1119
  store float %1120, ptr %10, align 4
  %1121 = load float, ptr %7, align 4
  %1122 = load float, ptr %11, align 4
  %1123 = load float, ptr %8, align 4
  %1124 = fmul contract float %1122, %1123
  %1125 = fsub contract float %1121, %1124
  store float %1125, ptr %11, align 4
  %1126 = load float, ptr %7, align 4
  %1127 = load float, ptr %12, align 4
  %1128 = load float, ptr %8, align 4
  %1129 = fmul contract float %1127, %1128
  %1130 = fsub contract float %1126, %1129
  store float %1130, ptr %12, align 4
  %1131 = load float, ptr %7, align 4
  %1132 = load float, ptr %13, align 4
  %1133 = load float, ptr %8, align 4
  %1134 = fmul contract float %1132, %1133
  %1135 = fsub contract float %1131, %1134
  store float %1135, ptr %13, align 4
  %1136 = load float, ptr %7, align 4
  %1137 = load float, ptr %10, align 4
  %1138 = load float, ptr %8, align 4
  %1139 = fmul contract float %1137, %1138
  %1140 = fsub contract float %1136, %1139
  store float %1140, ptr %10, align 4
  %1141 = load float, ptr %7, align 4
  %1142 = load float, ptr %11, align 4
  %1143 = load float, ptr %8, align 4
  %1144 = fmul contract float %1142, %1143
  %1145 = fsub contract float %1141, %1144
  store float %1145, ptr %11, align 4
  %1146 = load float, ptr %7, align 4
  %1147 = load float, ptr %12, align 4
  %1148 = load float, ptr %8, align 4
  %1149 = fmul contract float %1147, %1148
  %1150 = fsub contract float %1146, %1149
  store float %1150, ptr %12, align 4
  %1151 = load float, ptr %7, align 4
  %1152 = load float, ptr %13, align 4
  %1153 = load float, ptr %8, align 4
  %1154 = fmul contract float %1152, %1153
  %1155 = fsub contract float %1151, %1154
  store float %1155, ptr %13, align 4
  %1156 = load float, ptr %7, align 4
  %1157 = load float, ptr %10, align 4
  %1158 = load float, ptr %8, align 4
  %1159 = fmul contract float %1157, %1158
  %1160 = fsub contract float %1156, %1159
  store float %1160, ptr %10, align 4
  %1161 = load float, ptr %7, align 4
  %1162 = load float, ptr %11, align 4
  %1163 = load float, ptr %8, align 4
  %1164 = fmul contract float %1162, %1163
  %1165 = fsub contract float %1161, %1164
  store float %1165, ptr %11, align 4
  %1166 = load float, ptr %7, align 4
  %1167 = load float, ptr %12, align 4
  %1168 = load float, ptr %8, align 4
  %1169 = fmul contract float %1167, %1168
  %1170 = fsub contract float %1166, %1169
  store float %1170, ptr %12, align 4
  %1171 = load float, ptr %7, align 4
  %1172 = load float, ptr %13, align 4
  %1173 = load float, ptr %8, align 4
  %1174 = fmul contract float %1172, %1173
  %1175 = fsub contract float %1171, %1174
  store float %1175, ptr %13, align 4
  %1176 = load float, ptr %7, align 4
  %1177 = load float, ptr %10, align 4
  %1178 = load float, ptr %8, align 4
  %1179 = fmul contract float %1177, %1178
  %1180 = fsub contract float %1176, %1179
  store float %1180, ptr %10, align 4
  %1181 = load float, ptr %7, align 4
  %1182 = load float, ptr %11, align 4
  %1183 = load float, ptr %8, align 4
  %1184 = fmul contract float %1182, %1183
  %1185 = fsub contract float %1181, %1184
  store float %1185, ptr %11, align 4
  %1186 = load float, ptr %7, align 4
  %1187 = load float, ptr %12, align 4
  %1188 = load float, ptr %8, align 4
  %1189 = fmul contract float %1187, %1188
  %1190 = fsub contract float %1186, %1189
  store float %1190, ptr %12, align 4
  %1191 = load float, ptr %7, align 4
  %1192 = load float, ptr %13, align 4
  %1193 = load float, ptr %8, align 4
  %1194 = fmul contract float %1192, %1193
  %1195 = fsub contract float %1191, %1194
  store float %1195, ptr %13, align 4
  %1196 = load float, ptr %7, align 4
  %1197 = load float, ptr %10, align 4
  %1198 = load float, ptr %8, align 4
  %1199 = fmul contract float %1197, %1198
  %1200 = fsub contract float %1196, %1199
  store float %1200, ptr %10, align 4
  %1201 = load float, ptr %7, align 4
  %1202 = load float, ptr %11, align 4
  %1203 = load float, ptr %8, align 4
  %1204 = fmul contract float %1202, %1203
  %1205 = fsub contract float %1201, %1204
  store float %1205, ptr %11, align 4
  %1206 = load float, ptr %7, align 4
  %1207 = load float, ptr %12, align 4
  %1208 = load float, ptr %8, align 4
  %1209 = fmul contract float %1207, %1208
  %1210 = fsub contract float %1206, %1209
  store float %1210, ptr %12, align 4
  %1211 = load float, ptr %7, align 4
  %1212 = load float, ptr %13, align 4
  %1213 = load float, ptr %8, align 4
  %1214 = fmul contract float %1212, %1213
  %1215 = fsub contract float %1211, %1214
  store float %1215, ptr %13, align 4
  %1216 = load float, ptr %7, align 4
  %1217 = load float, ptr %10, align 4
  %1218 = load float, ptr %8, align 4
  %1219 = fmul contract float %1217, %1218
  %1220 = fsub contract float %1216, %1219
  store float %1220, ptr %10, align 4
  %1221 = load float, ptr %7, align 4
  %1222 = load float, ptr %11, align 4
  %1223 = load float, ptr %8, align 4
  %1224 = fmul contract float %1222, %1223
  %1225 = fsub contract float %1221, %1224
  store float %1225, ptr %11, align 4
  %1226 = load float, ptr %7, align 4
  %1227 = load float, ptr %12, align 4
  %1228 = load float, ptr %8, align 4
  %1229 = fmul contract float %1227, %1228
  %1230 = fsub contract float %1226, %1229
  store float %1230, ptr %12, align 4
  %1231 = load float, ptr %7, align 4
  %1232 = load float, ptr %13, align 4
  %1233 = load float, ptr %8, align 4
  %1234 = fmul contract float %1232, %1233
  %1235 = fsub contract float %1231, %1234
  store float %1235, ptr %13, align 4
  br label %1236

1236:                                             ; preds = %35
  %1237 = load i32, ptr %14, align 4
  %1238 = add nsw i32 %1237, 1
  store i32 %1238, ptr %14, align 4
  br label %31, !llvm.loop !6

1239:                                             ; preds = %31
  %1240 = load float, ptr %10, align 4
  %1241 = load float, ptr %11, align 4
  %1242 = fadd contract float %1240, %1241
  %1243 = load float, ptr %12, align 4
  %1244 = load float, ptr %13, align 4
  %1245 = fadd contract float %1243, %1244
  %1246 = fadd contract float %1242, %1245
  %1247 = load ptr, ptr %5, align 8
  %1248 = load i32, ptr %9, align 4
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr inbounds float, ptr %1247, i64 %1249
  store float %1246, ptr %1250, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5MAdd4IdEvPT_iS0_S0_(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 comdat {
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

31:                                               ; preds = %1236, %4
  %32 = load i32, ptr %14, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %1239

35:                                               ; preds = %31
  %36 = load double, ptr %7, align 8
  %37 = load double, ptr %10, align 8
  %38 = load double, ptr %8, align 8
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %36, %39
  store double %40, ptr %10, align 8
  %41 = load double, ptr %7, align 8
  %42 = load double, ptr %11, align 8
  %43 = load double, ptr %8, align 8
  %44 = fmul contract double %42, %43
  %45 = fsub contract double %41, %44
  store double %45, ptr %11, align 8
  %46 = load double, ptr %7, align 8
  %47 = load double, ptr %12, align 8
  %48 = load double, ptr %8, align 8
  %49 = fmul contract double %47, %48
  %50 = fsub contract double %46, %49
  store double %50, ptr %12, align 8
  %51 = load double, ptr %7, align 8
  %52 = load double, ptr %13, align 8
  %53 = load double, ptr %8, align 8
  %54 = fmul contract double %52, %53
  %55 = fsub contract double %51, %54
  store double %55, ptr %13, align 8
  %56 = load double, ptr %7, align 8
  %57 = load double, ptr %10, align 8
  %58 = load double, ptr %8, align 8
  %59 = fmul contract double %57, %58
  %60 = fsub contract double %56, %59
  store double %60, ptr %10, align 8
  %61 = load double, ptr %7, align 8
  %62 = load double, ptr %11, align 8
  %63 = load double, ptr %8, align 8
  %64 = fmul contract double %62, %63
  %65 = fsub contract double %61, %64
  store double %65, ptr %11, align 8
  %66 = load double, ptr %7, align 8
  %67 = load double, ptr %12, align 8
  %68 = load double, ptr %8, align 8
  %69 = fmul contract double %67, %68
  %70 = fsub contract double %66, %69
  store double %70, ptr %12, align 8
  %71 = load double, ptr %7, align 8
  %72 = load double, ptr %13, align 8
  %73 = load double, ptr %8, align 8
  %74 = fmul contract double %72, %73
  %75 = fsub contract double %71, %74
  store double %75, ptr %13, align 8
  %76 = load double, ptr %7, align 8
  %77 = load double, ptr %10, align 8
  %78 = load double, ptr %8, align 8
  %79 = fmul contract double %77, %78
  %80 = fsub contract double %76, %79
  store double %80, ptr %10, align 8
  %81 = load double, ptr %7, align 8
  %82 = load double, ptr %11, align 8
  %83 = load double, ptr %8, align 8
  %84 = fmul contract double %82, %83
  %85 = fsub contract double %81, %84
  store double %85, ptr %11, align 8
  %86 = load double, ptr %7, align 8
  %87 = load double, ptr %12, align 8
  %88 = load double, ptr %8, align 8
  %89 = fmul contract double %87, %88
  %90 = fsub contract double %86, %89
  store double %90, ptr %12, align 8
  %91 = load double, ptr %7, align 8
  %92 = load double, ptr %13, align 8
  %93 = load double, ptr %8, align 8
  %94 = fmul contract double %92, %93
  %95 = fsub contract double %91, %94
  store double %95, ptr %13, align 8
  %96 = load double, ptr %7, align 8
  %97 = load double, ptr %10, align 8
  %98 = load double, ptr %8, align 8
  %99 = fmul contract double %97, %98
  %100 = fsub contract double %96, %99
  store double %100, ptr %10, align 8
  %101 = load double, ptr %7, align 8
  %102 = load double, ptr %11, align 8
  %103 = load double, ptr %8, align 8
  %104 = fmul contract double %102, %103
  %105 = fsub contract double %101, %104
  store double %105, ptr %11, align 8
  %106 = load double, ptr %7, align 8
  %107 = load double, ptr %12, align 8
  %108 = load double, ptr %8, align 8
  %109 = fmul contract double %107, %108
  %110 = fsub contract double %106, %109
  store double %110, ptr %12, align 8
  %111 = load double, ptr %7, align 8
  %112 = load double, ptr %13, align 8
  %113 = load double, ptr %8, align 8
  %114 = fmul contract double %112, %113
  %115 = fsub contract double %111, %114
  store double %115, ptr %13, align 8
  %116 = load double, ptr %7, align 8
  %117 = load double, ptr %10, align 8
  %118 = load double, ptr %8, align 8
  %119 = fmul contract double %117, %118
  %120 = fsub contract double %116, %119
  store double %120, ptr %10, align 8
  %121 = load double, ptr %7, align 8
  %122 = load double, ptr %11, align 8
  %123 = load double, ptr %8, align 8
  %124 = fmul contract double %122, %123
  %125 = fsub contract double %121, %124
  store double %125, ptr %11, align 8
  %126 = load double, ptr %7, align 8
  %127 = load double, ptr %12, align 8
  %128 = load double, ptr %8, align 8
  %129 = fmul contract double %127, %128
  %130 = fsub contract double %126, %129
  store double %130, ptr %12, align 8
  %131 = load double, ptr %7, align 8
  %132 = load double, ptr %13, align 8
  %133 = load double, ptr %8, align 8
  %134 = fmul contract double %132, %133
  %135 = fsub contract double %131, %134
  store double %135, ptr %13, align 8
  %136 = load double, ptr %7, align 8
  %137 = load double, ptr %10, align 8
  %138 = load double, ptr %8, align 8
  %139 = fmul contract double %137, %138
  %140 = fsub contract double %136, %139
  store double %140, ptr %10, align 8
  %141 = load double, ptr %7, align 8
  %142 = load double, ptr %11, align 8
  %143 = load double, ptr %8, align 8
  %144 = fmul contract double %142, %143
  %145 = fsub contract double %141, %144
  store double %145, ptr %11, align 8
  %146 = load double, ptr %7, align 8
  %147 = load double, ptr %12, align 8
  %148 = load double, ptr %8, align 8
  %149 = fmul contract double %147, %148
  %150 = fsub contract double %146, %149
  store double %150, ptr %12, align 8
  %151 = load double, ptr %7, align 8
  %152 = load double, ptr %13, align 8
  %153 = load double, ptr %8, align 8
  %154 = fmul contract double %152, %153
  %155 = fsub contract double %151, %154
  store double %155, ptr %13, align 8
  %156 = load double, ptr %7, align 8
  %157 = load double, ptr %10, align 8
  %158 = load double, ptr %8, align 8
  %159 = fmul contract double %157, %158
  %160 = fsub contract double %156, %159
  store double %160, ptr %10, align 8
  %161 = load double, ptr %7, align 8
  %162 = load double, ptr %11, align 8
  %163 = load double, ptr %8, align 8
  %164 = fmul contract double %162, %163
  %165 = fsub contract double %161, %164
  store double %165, ptr %11, align 8
  %166 = load double, ptr %7, align 8
  %167 = load double, ptr %12, align 8
  %168 = load double, ptr %8, align 8
  %169 = fmul contract double %167, %168
  %170 = fsub contract double %166, %169
  store double %170, ptr %12, align 8
  %171 = load double, ptr %7, align 8
  %172 = load double, ptr %13, align 8
  %173 = load double, ptr %8, align 8
  %174 = fmul contract double %172, %173
  %175 = fsub contract double %171, %174
  store double %175, ptr %13, align 8
  %176 = load double, ptr %7, align 8
  %177 = load double, ptr %10, align 8
  %178 = load double, ptr %8, align 8
  %179 = fmul contract double %177, %178
  %180 = fsub contract double %176, %179
  store double %180, ptr %10, align 8
  %181 = load double, ptr %7, align 8
  %182 = load double, ptr %11, align 8
  %183 = load double, ptr %8, align 8
  %184 = fmul contract double %182, %183
  %185 = fsub contract double %181, %184
  store double %185, ptr %11, align 8
  %186 = load double, ptr %7, align 8
  %187 = load double, ptr %12, align 8
  %188 = load double, ptr %8, align 8
  %189 = fmul contract double %187, %188
  %190 = fsub contract double %186, %189
  store double %190, ptr %12, align 8
  %191 = load double, ptr %7, align 8
  %192 = load double, ptr %13, align 8
  %193 = load double, ptr %8, align 8
  %194 = fmul contract double %192, %193
  %195 = fsub contract double %191, %194
  store double %195, ptr %13, align 8
  %196 = load double, ptr %7, align 8
  %197 = load double, ptr %10, align 8
  %198 = load double, ptr %8, align 8
  %199 = fmul contract double %197, %198
  %200 = fsub contract double %196, %199
  store double %200, ptr %10, align 8
  %201 = load double, ptr %7, align 8
  %202 = load double, ptr %11, align 8
  %203 = load double, ptr %8, align 8
  %204 = fmul contract double %202, %203
  %205 = fsub contract double %201, %204
  store double %205, ptr %11, align 8
  %206 = load double, ptr %7, align 8
  %207 = load double, ptr %12, align 8
  %208 = load double, ptr %8, align 8
  %209 = fmul contract double %207, %208
  %210 = fsub contract double %206, %209
  store double %210, ptr %12, align 8
  %211 = load double, ptr %7, align 8
  %212 = load double, ptr %13, align 8
  %213 = load double, ptr %8, align 8
  %214 = fmul contract double %212, %213
  %215 = fsub contract double %211, %214
  store double %215, ptr %13, align 8
  %216 = load double, ptr %7, align 8
  %217 = load double, ptr %10, align 8
  %218 = load double, ptr %8, align 8
  %219 = fmul contract double %217, %218
  %220 = fsub contract double %216, %219
  store double %220, ptr %10, align 8
  %221 = load double, ptr %7, align 8
  %222 = load double, ptr %11, align 8
  %223 = load double, ptr %8, align 8
  %224 = fmul contract double %222, %223
  %225 = fsub contract double %221, %224
  store double %225, ptr %11, align 8
  %226 = load double, ptr %7, align 8
  %227 = load double, ptr %12, align 8
  %228 = load double, ptr %8, align 8
  %229 = fmul contract double %227, %228
  %230 = fsub contract double %226, %229
  store double %230, ptr %12, align 8
  %231 = load double, ptr %7, align 8
  %232 = load double, ptr %13, align 8
  %233 = load double, ptr %8, align 8
  %234 = fmul contract double %232, %233
  %235 = fsub contract double %231, %234
  store double %235, ptr %13, align 8
  %236 = load double, ptr %7, align 8
  %237 = load double, ptr %10, align 8
  %238 = load double, ptr %8, align 8
  %239 = fmul contract double %237, %238
  %240 = fsub contract double %236, %239
  store double %240, ptr %10, align 8
  %241 = load double, ptr %7, align 8
  %242 = load double, ptr %11, align 8
  %243 = load double, ptr %8, align 8
  %244 = fmul contract double %242, %243
  %245 = fsub contract double %241, %244
  store double %245, ptr %11, align 8
  %246 = load double, ptr %7, align 8
  %247 = load double, ptr %12, align 8
  %248 = load double, ptr %8, align 8
  %249 = fmul contract double %247, %248
  %250 = fsub contract double %246, %249
  store double %250, ptr %12, align 8
  %251 = load double, ptr %7, align 8
  %252 = load double, ptr %13, align 8
  %253 = load double, ptr %8, align 8
  %254 = fmul contract double %252, %253
  %255 = fsub contract double %251, %254
  store double %255, ptr %13, align 8
  %256 = load double, ptr %7, align 8
  %257 = load double, ptr %10, align 8
  %258 = load double, ptr %8, align 8
  %259 = fmul contract double %257, %258
  %260 = fsub contract double %256, %259
  store double %260, ptr %10, align 8
  %261 = load double, ptr %7, align 8
  %262 = load double, ptr %11, align 8
  %263 = load double, ptr %8, align 8
  %264 = fmul contract double %262, %263
  %265 = fsub contract double %261, %264
  store double %265, ptr %11, align 8
  %266 = load double, ptr %7, align 8
  %267 = load double, ptr %12, align 8
  %268 = load double, ptr %8, align 8
  %269 = fmul contract double %267, %268
  %270 = fsub contract double %266, %269
  store double %270, ptr %12, align 8
  %271 = load double, ptr %7, align 8
  %272 = load double, ptr %13, align 8
  %273 = load double, ptr %8, align 8
  %274 = fmul contract double %272, %273
  %275 = fsub contract double %271, %274
  store double %275, ptr %13, align 8
  %276 = load double, ptr %7, align 8
  %277 = load double, ptr %10, align 8
  %278 = load double, ptr %8, align 8
  %279 = fmul contract double %277, %278
  %280 = fsub contract double %276, %279
  store double %280, ptr %10, align 8
  %281 = load double, ptr %7, align 8
  %282 = load double, ptr %11, align 8
  %283 = load double, ptr %8, align 8
  %284 = fmul contract double %282, %283
  %285 = fsub contract double %281, %284
  store double %285, ptr %11, align 8
  %286 = load double, ptr %7, align 8
  %287 = load double, ptr %12, align 8
  %288 = load double, ptr %8, align 8
  %289 = fmul contract double %287, %288
  %290 = fsub contract double %286, %289
  store double %290, ptr %12, align 8
  %291 = load double, ptr %7, align 8
  %292 = load double, ptr %13, align 8
  %293 = load double, ptr %8, align 8
  %294 = fmul contract double %292, %293
  %295 = fsub contract double %291, %294
  store double %295, ptr %13, align 8
  %296 = load double, ptr %7, align 8
  %297 = load double, ptr %10, align 8
  %298 = load double, ptr %8, align 8
  %299 = fmul contract double %297, %298
  %300 = fsub contract double %296, %299
  store double %300, ptr %10, align 8
  %301 = load double, ptr %7, align 8
  %302 = load double, ptr %11, align 8
  %303 = load double, ptr %8, align 8
  %304 = fmul contract double %302, %303
  %305 = fsub contract double %301, %304
  store double %305, ptr %11, align 8
  %306 = load double, ptr %7, align 8
  %307 = load double, ptr %12, align 8
  %308 = load double, ptr %8, align 8
  %309 = fmul contract double %307, %308
  %310 = fsub contract double %306, %309
  store double %310, ptr %12, align 8
  %311 = load double, ptr %7, align 8
  %312 = load double, ptr %13, align 8
  %313 = load double, ptr %8, align 8
  %314 = fmul contract double %312, %313
  %315 = fsub contract double %311, %314
  store double %315, ptr %13, align 8
  %316 = load double, ptr %7, align 8
  %317 = load double, ptr %10, align 8
  %318 = load double, ptr %8, align 8
  %319 = fmul contract double %317, %318
  %320 = fsub contract double %316, %319
  store double %320, ptr %10, align 8
  %321 = load double, ptr %7, align 8
  %322 = load double, ptr %11, align 8
  %323 = load double, ptr %8, align 8
  %324 = fmul contract double %322, %323
  %325 = fsub contract double %321, %324
  store double %325, ptr %11, align 8
  %326 = load double, ptr %7, align 8
  %327 = load double, ptr %12, align 8
  %328 = load double, ptr %8, align 8
  %329 = fmul contract double %327, %328
  %330 = fsub contract double %326, %329
  store double %330, ptr %12, align 8
  %331 = load double, ptr %7, align 8
  %332 = load double, ptr %13, align 8
  %333 = load double, ptr %8, align 8
  %334 = fmul contract double %332, %333
  %335 = fsub contract double %331, %334
  store double %335, ptr %13, align 8
  %336 = load double, ptr %7, align 8
  %337 = load double, ptr %10, align 8
  %338 = load double, ptr %8, align 8
  %339 = fmul contract double %337, %338
  %340 = fsub contract double %336, %339
  store double %340, ptr %10, align 8
  %341 = load double, ptr %7, align 8
  %342 = load double, ptr %11, align 8
  %343 = load double, ptr %8, align 8
  %344 = fmul contract double %342, %343
  %345 = fsub contract double %341, %344
  store double %345, ptr %11, align 8
  %346 = load double, ptr %7, align 8
  %347 = load double, ptr %12, align 8
  %348 = load double, ptr %8, align 8
  %349 = fmul contract double %347, %348
  %350 = fsub contract double %346, %349
  store double %350, ptr %12, align 8
  %351 = load double, ptr %7, align 8
  %352 = load double, ptr %13, align 8
  %353 = load double, ptr %8, align 8
  %354 = fmul contract double %352, %353
  %355 = fsub contract double %351, %354
  store double %355, ptr %13, align 8
  %356 = load double, ptr %7, align 8
  %357 = load double, ptr %10, align 8
  %358 = load double, ptr %8, align 8
  %359 = fmul contract double %357, %358
  %360 = fsub contract double %356, %359
  store double %360, ptr %10, align 8
  %361 = load double, ptr %7, align 8
  %362 = load double, ptr %11, align 8
  %363 = load double, ptr %8, align 8
  %364 = fmul contract double %362, %363
  %365 = fsub contract double %361, %364
  store double %365, ptr %11, align 8
  %366 = load double, ptr %7, align 8
  %367 = load double, ptr %12, align 8
  %368 = load double, ptr %8, align 8
  %369 = fmul contract double %367, %368
  %370 = fsub contract double %366, %369
  store double %370, ptr %12, align 8
  %371 = load double, ptr %7, align 8
  %372 = load double, ptr %13, align 8
  %373 = load double, ptr %8, align 8
  %374 = fmul contract double %372, %373
  %375 = fsub contract double %371, %374
  store double %375, ptr %13, align 8
  %376 = load double, ptr %7, align 8
  %377 = load double, ptr %10, align 8
  %378 = load double, ptr %8, align 8
  %379 = fmul contract double %377, %378
  %380 = fsub contract double %376, %379
  store double %380, ptr %10, align 8
  %381 = load double, ptr %7, align 8
  %382 = load double, ptr %11, align 8
  %383 = load double, ptr %8, align 8
  %384 = fmul contract double %382, %383
  %385 = fsub contract double %381, %384
  store double %385, ptr %11, align 8
  %386 = load double, ptr %7, align 8
  %387 = load double, ptr %12, align 8
  %388 = load double, ptr %8, align 8
  %389 = fmul contract double %387, %388
  %390 = fsub contract double %386, %389
  store double %390, ptr %12, align 8
  %391 = load double, ptr %7, align 8
  %392 = load double, ptr %13, align 8
  %393 = load double, ptr %8, align 8
  %394 = fmul contract double %392, %393
  %395 = fsub contract double %391, %394
  store double %395, ptr %13, align 8
  %396 = load double, ptr %7, align 8
  %397 = load double, ptr %10, align 8
  %398 = load double, ptr %8, align 8
  %399 = fmul contract double %397, %398
  %400 = fsub contract double %396, %399
  store double %400, ptr %10, align 8
  %401 = load double, ptr %7, align 8
  %402 = load double, ptr %11, align 8
  %403 = load double, ptr %8, align 8
  %404 = fmul contract double %402, %403
  %405 = fsub contract double %401, %404
  store double %405, ptr %11, align 8
  %406 = load double, ptr %7, align 8
  %407 = load double, ptr %12, align 8
  %408 = load double, ptr %8, align 8
  %409 = fmul contract double %407, %408
  %410 = fsub contract double %406, %409
  store double %410, ptr %12, align 8
  %411 = load double, ptr %7, align 8
  %412 = load double, ptr %13, align 8
  %413 = load double, ptr %8, align 8
  %414 = fmul contract double %412, %413
  %415 = fsub contract double %411, %414
  store double %415, ptr %13, align 8
  %416 = load double, ptr %7, align 8
  %417 = load double, ptr %10, align 8
  %418 = load double, ptr %8, align 8
  %419 = fmul contract double %417, %418
  %420 = fsub contract double %416, %419
  store double %420, ptr %10, align 8
  %421 = load double, ptr %7, align 8
  %422 = load double, ptr %11, align 8
  %423 = load double, ptr %8, align 8
  %424 = fmul contract double %422, %423
  %425 = fsub contract double %421, %424
  store double %425, ptr %11, align 8
  %426 = load double, ptr %7, align 8
  %427 = load double, ptr %12, align 8
  %428 = load double, ptr %8, align 8
  %429 = fmul contract double %427, %428
  %430 = fsub contract double %426, %429
  store double %430, ptr %12, align 8
  %431 = load double, ptr %7, align 8
  %432 = load double, ptr %13, align 8
  %433 = load double, ptr %8, align 8
  %434 = fmul contract double %432, %433
  %435 = fsub contract double %431, %434
  store double %435, ptr %13, align 8
  %436 = load double, ptr %7, align 8
  %437 = load double, ptr %10, align 8
  %438 = load double, ptr %8, align 8
  %439 = fmul contract double %437, %438
  %440 = fsub contract double %436, %439
  store double %440, ptr %10, align 8
  %441 = load double, ptr %7, align 8
  %442 = load double, ptr %11, align 8
  %443 = load double, ptr %8, align 8
  %444 = fmul contract double %442, %443
  %445 = fsub contract double %441, %444
  store double %445, ptr %11, align 8
  %446 = load double, ptr %7, align 8
  %447 = load double, ptr %12, align 8
  %448 = load double, ptr %8, align 8
  %449 = fmul contract double %447, %448
  %450 = fsub contract double %446, %449
  store double %450, ptr %12, align 8
  %451 = load double, ptr %7, align 8
  %452 = load double, ptr %13, align 8
  %453 = load double, ptr %8, align 8
  %454 = fmul contract double %452, %453
  %455 = fsub contract double %451, %454
  store double %455, ptr %13, align 8
  %456 = load double, ptr %7, align 8
  %457 = load double, ptr %10, align 8
  %458 = load double, ptr %8, align 8
  %459 = fmul contract double %457, %458
  %460 = fsub contract double %456, %459
  store double %460, ptr %10, align 8
  %461 = load double, ptr %7, align 8
  %462 = load double, ptr %11, align 8
  %463 = load double, ptr %8, align 8
  %464 = fmul contract double %462, %463
  %465 = fsub contract double %461, %464
  store double %465, ptr %11, align 8
  %466 = load double, ptr %7, align 8
  %467 = load double, ptr %12, align 8
  %468 = load double, ptr %8, align 8
  %469 = fmul contract double %467, %468
  %470 = fsub contract double %466, %469
  store double %470, ptr %12, align 8
  %471 = load double, ptr %7, align 8
  %472 = load double, ptr %13, align 8
  %473 = load double, ptr %8, align 8
  %474 = fmul contract double %472, %473
  %475 = fsub contract double %471, %474
  store double %475, ptr %13, align 8
  %476 = load double, ptr %7, align 8
  %477 = load double, ptr %10, align 8
  %478 = load double, ptr %8, align 8
  %479 = fmul contract double %477, %478
  %480 = fsub contract double %476, %479
  store double %480, ptr %10, align 8
  %481 = load double, ptr %7, align 8
  %482 = load double, ptr %11, align 8
  %483 = load double, ptr %8, align 8
  %484 = fmul contract double %482, %483
  %485 = fsub contract double %481, %484
  store double %485, ptr %11, align 8
  %486 = load double, ptr %7, align 8
  %487 = load double, ptr %12, align 8
  %488 = load double, ptr %8, align 8
  %489 = fmul contract double %487, %488
  %490 = fsub contract double %486, %489
  store double %490, ptr %12, align 8
  %491 = load double, ptr %7, align 8
  %492 = load double, ptr %13, align 8
  %493 = load double, ptr %8, align 8
  %494 = fmul contract double %492, %493
  %495 = fsub contract double %491, %494
  store double %495, ptr %13, align 8
  %496 = load double, ptr %7, align 8
  %497 = load double, ptr %10, align 8
  %498 = load double, ptr %8, align 8
  %499 = fmul contract double %497, %498
  %500 = fsub contract double %496, %499
  store double %500, ptr %10, align 8
  %501 = load double, ptr %7, align 8
  %502 = load double, ptr %11, align 8
  %503 = load double, ptr %8, align 8
  %504 = fmul contract double %502, %503
  %505 = fsub contract double %501, %504
  store double %505, ptr %11, align 8
  %506 = load double, ptr %7, align 8
  %507 = load double, ptr %12, align 8
  %508 = load double, ptr %8, align 8
  %509 = fmul contract double %507, %508
  %510 = fsub contract double %506, %509
  store double %510, ptr %12, align 8
  %511 = load double, ptr %7, align 8
  %512 = load double, ptr %13, align 8
  %513 = load double, ptr %8, align 8
  %514 = fmul contract double %512, %513
  %515 = fsub contract double %511, %514
  store double %515, ptr %13, align 8
  %516 = load double, ptr %7, align 8
  %517 = load double, ptr %10, align 8
  %518 = load double, ptr %8, align 8
  %519 = fmul contract double %517, %518
  %520 = fsub contract double %516, %519
  store double %520, ptr %10, align 8
  %521 = load double, ptr %7, align 8
  %522 = load double, ptr %11, align 8
  %523 = load double, ptr %8, align 8
  %524 = fmul contract double %522, %523
  %525 = fsub contract double %521, %524
  store double %525, ptr %11, align 8
  %526 = load double, ptr %7, align 8
  %527 = load double, ptr %12, align 8
  %528 = load double, ptr %8, align 8
  %529 = fmul contract double %527, %528
  %530 = fsub contract double %526, %529
  store double %530, ptr %12, align 8
  %531 = load double, ptr %7, align 8
  %532 = load double, ptr %13, align 8
  %533 = load double, ptr %8, align 8
  %534 = fmul contract double %532, %533
  %535 = fsub contract double %531, %534
  store double %535, ptr %13, align 8
  %536 = load double, ptr %7, align 8
  %537 = load double, ptr %10, align 8
  %538 = load double, ptr %8, align 8
  %539 = fmul contract double %537, %538
  %540 = fsub contract double %536, %539
  store double %540, ptr %10, align 8
  %541 = load double, ptr %7, align 8
  %542 = load double, ptr %11, align 8
  %543 = load double, ptr %8, align 8
  %544 = fmul contract double %542, %543
  %545 = fsub contract double %541, %544
  store double %545, ptr %11, align 8
  %546 = load double, ptr %7, align 8
  %547 = load double, ptr %12, align 8
  %548 = load double, ptr %8, align 8
  %549 = fmul contract double %547, %548
  %550 = fsub contract double %546, %549
  store double %550, ptr %12, align 8
  %551 = load double, ptr %7, align 8
  %552 = load double, ptr %13, align 8
  %553 = load double, ptr %8, align 8
  %554 = fmul contract double %552, %553
  %555 = fsub contract double %551, %554
  store double %555, ptr %13, align 8
  %556 = load double, ptr %7, align 8
  %557 = load double, ptr %10, align 8
  %558 = load double, ptr %8, align 8
  %559 = fmul contract double %557, %558
  %560 = fsub contract double %556, %559
  store double %560, ptr %10, align 8
  %561 = load double, ptr %7, align 8
  %562 = load double, ptr %11, align 8
  %563 = load double, ptr %8, align 8
  %564 = fmul contract double %562, %563
  %565 = fsub contract double %561, %564
  store double %565, ptr %11, align 8
  %566 = load double, ptr %7, align 8
  %567 = load double, ptr %12, align 8
  %568 = load double, ptr %8, align 8
  %569 = fmul contract double %567, %568
  %570 = fsub contract double %566, %569
  store double %570, ptr %12, align 8
  %571 = load double, ptr %7, align 8
  %572 = load double, ptr %13, align 8
  %573 = load double, ptr %8, align 8
  %574 = fmul contract double %572, %573
  %575 = fsub contract double %571, %574
  store double %575, ptr %13, align 8
  %576 = load double, ptr %7, align 8
  %577 = load double, ptr %10, align 8
  %578 = load double, ptr %8, align 8
  %579 = fmul contract double %577, %578
  %580 = fsub contract double %576, %579
  store double %580, ptr %10, align 8
  %581 = load double, ptr %7, align 8
  %582 = load double, ptr %11, align 8
  %583 = load double, ptr %8, align 8
  %584 = fmul contract double %582, %583
  %585 = fsub contract double %581, %584
  store double %585, ptr %11, align 8
  %586 = load double, ptr %7, align 8
  %587 = load double, ptr %12, align 8
  %588 = load double, ptr %8, align 8
  %589 = fmul contract double %587, %588
  %590 = fsub contract double %586, %589
  store double %590, ptr %12, align 8
  %591 = load double, ptr %7, align 8
  %592 = load double, ptr %13, align 8
  %593 = load double, ptr %8, align 8
  %594 = fmul contract double %592, %593
  %595 = fsub contract double %591, %594
  store double %595, ptr %13, align 8
  %596 = load double, ptr %7, align 8
  %597 = load double, ptr %10, align 8
  %598 = load double, ptr %8, align 8
  %599 = fmul contract double %597, %598
  %600 = fsub contract double %596, %599
  store double %600, ptr %10, align 8
  %601 = load double, ptr %7, align 8
  %602 = load double, ptr %11, align 8
  %603 = load double, ptr %8, align 8
  %604 = fmul contract double %602, %603
  %605 = fsub contract double %601, %604
  store double %605, ptr %11, align 8
  %606 = load double, ptr %7, align 8
  %607 = load double, ptr %12, align 8
  %608 = load double, ptr %8, align 8
  %609 = fmul contract double %607, %608
  %610 = fsub contract double %606, %609
  store double %610, ptr %12, align 8
  %611 = load double, ptr %7, align 8
  %612 = load double, ptr %13, align 8
  %613 = load double, ptr %8, align 8
  %614 = fmul contract double %612, %613
  %615 = fsub contract double %611, %614
  store double %615, ptr %13, align 8
  %616 = load double, ptr %7, align 8
  %617 = load double, ptr %10, align 8
  %618 = load double, ptr %8, align 8
  %619 = fmul contract double %617, %618
  %620 = fsub contract double %616, %619
  store double %620, ptr %10, align 8
  %621 = load double, ptr %7, align 8
  %622 = load double, ptr %11, align 8
  %623 = load double, ptr %8, align 8
  %624 = fmul contract double %622, %623
  %625 = fsub contract double %621, %624
  store double %625, ptr %11, align 8
  %626 = load double, ptr %7, align 8
  %627 = load double, ptr %12, align 8
  %628 = load double, ptr %8, align 8
  %629 = fmul contract double %627, %628
  %630 = fsub contract double %626, %629
  store double %630, ptr %12, align 8
  %631 = load double, ptr %7, align 8
  %632 = load double, ptr %13, align 8
  %633 = load double, ptr %8, align 8
  %634 = fmul contract double %632, %633
  %635 = fsub contract double %631, %634
  store double %635, ptr %13, align 8
  %636 = load double, ptr %7, align 8
  %637 = load double, ptr %10, align 8
  %638 = load double, ptr %8, align 8
  %639 = fmul contract double %637, %638
  %640 = fsub contract double %636, %639
  store double %640, ptr %10, align 8
  %641 = load double, ptr %7, align 8
  %642 = load double, ptr %11, align 8
  %643 = load double, ptr %8, align 8
  %644 = fmul contract double %642, %643
  %645 = fsub contract double %641, %644
  store double %645, ptr %11, align 8
  %646 = load double, ptr %7, align 8
  %647 = load double, ptr %12, align 8
  %648 = load double, ptr %8, align 8
  %649 = fmul contract double %647, %648
  %650 = fsub contract double %646, %649
  store double %650, ptr %12, align 8
  %651 = load double, ptr %7, align 8
  %652 = load double, ptr %13, align 8
  %653 = load double, ptr %8, align 8
  %654 = fmul contract double %652, %653
  %655 = fsub contract double %651, %654
  store double %655, ptr %13, align 8
  %656 = load double, ptr %7, align 8
  %657 = load double, ptr %10, align 8
  %658 = load double, ptr %8, align 8
  %659 = fmul contract double %657, %658
  %660 = fsub contract double %656, %659
  store double %660, ptr %10, align 8
  %661 = load double, ptr %7, align 8
  %662 = load double, ptr %11, align 8
  %663 = load double, ptr %8, align 8
  %664 = fmul contract double %662, %663
  %665 = fsub contract double %661, %664
  store double %665, ptr %11, align 8
  %666 = load double, ptr %7, align 8
  %667 = load double, ptr %12, align 8
  %668 = load double, ptr %8, align 8
  %669 = fmul contract double %667, %668
  %670 = fsub contract double %666, %669
  store double %670, ptr %12, align 8
  %671 = load double, ptr %7, align 8
  %672 = load double, ptr %13, align 8
  %673 = load double, ptr %8, align 8
  %674 = fmul contract double %672, %673
  %675 = fsub contract double %671, %674
  store double %675, ptr %13, align 8
  %676 = load double, ptr %7, align 8
  %677 = load double, ptr %10, align 8
  %678 = load double, ptr %8, align 8
  %679 = fmul contract double %677, %678
  %680 = fsub contract double %676, %679
  store double %680, ptr %10, align 8
  %681 = load double, ptr %7, align 8
  %682 = load double, ptr %11, align 8
  %683 = load double, ptr %8, align 8
  %684 = fmul contract double %682, %683
  %685 = fsub contract double %681, %684
  store double %685, ptr %11, align 8
  %686 = load double, ptr %7, align 8
  %687 = load double, ptr %12, align 8
  %688 = load double, ptr %8, align 8
  %689 = fmul contract double %687, %688
  %690 = fsub contract double %686, %689
  store double %690, ptr %12, align 8
  %691 = load double, ptr %7, align 8
  %692 = load double, ptr %13, align 8
  %693 = load double, ptr %8, align 8
  %694 = fmul contract double %692, %693
  %695 = fsub contract double %691, %694
  store double %695, ptr %13, align 8
  %696 = load double, ptr %7, align 8
  %697 = load double, ptr %10, align 8
  %698 = load double, ptr %8, align 8
  %699 = fmul contract double %697, %698
  %700 = fsub contract double %696, %699
  store double %700, ptr %10, align 8
  %701 = load double, ptr %7, align 8
  %702 = load double, ptr %11, align 8
  %703 = load double, ptr %8, align 8
  %704 = fmul contract double %702, %703
  %705 = fsub contract double %701, %704
  store double %705, ptr %11, align 8
  %706 = load double, ptr %7, align 8
  %707 = load double, ptr %12, align 8
  %708 = load double, ptr %8, align 8
  %709 = fmul contract double %707, %708
  %710 = fsub contract double %706, %709
  store double %710, ptr %12, align 8
  %711 = load double, ptr %7, align 8
  %712 = load double, ptr %13, align 8
  %713 = load double, ptr %8, align 8
  %714 = fmul contract double %712, %713
  %715 = fsub contract double %711, %714
  store double %715, ptr %13, align 8
  %716 = load double, ptr %7, align 8
  %717 = load double, ptr %10, align 8
  %718 = load double, ptr %8, align 8
  %719 = fmul contract double %717, %718
  %720 = fsub contract double %716, %719
  store double %720, ptr %10, align 8
  %721 = load double, ptr %7, align 8
  %722 = load double, ptr %11, align 8
  %723 = load double, ptr %8, align 8
  %724 = fmul contract double %722, %723
  %725 = fsub contract double %721, %724
  store double %725, ptr %11, align 8
  %726 = load double, ptr %7, align 8
  %727 = load double, ptr %12, align 8
  %728 = load double, ptr %8, align 8
  %729 = fmul contract double %727, %728
  %730 = fsub contract double %726, %729
  store double %730, ptr %12, align 8
  %731 = load double, ptr %7, align 8
  %732 = load double, ptr %13, align 8
  %733 = load double, ptr %8, align 8
  %734 = fmul contract double %732, %733
  %735 = fsub contract double %731, %734
  store double %735, ptr %13, align 8
  %736 = load double, ptr %7, align 8
  %737 = load double, ptr %10, align 8
  %738 = load double, ptr %8, align 8
  %739 = fmul contract double %737, %738
  %740 = fsub contract double %736, %739
  store double %740, ptr %10, align 8
  %741 = load double, ptr %7, align 8
  %742 = load double, ptr %11, align 8
  %743 = load double, ptr %8, align 8
  %744 = fmul contract double %742, %743
  %745 = fsub contract double %741, %744
  store double %745, ptr %11, align 8
  %746 = load double, ptr %7, align 8
  %747 = load double, ptr %12, align 8
  %748 = load double, ptr %8, align 8
  %749 = fmul contract double %747, %748
  %750 = fsub contract double %746, %749
  store double %750, ptr %12, align 8
  %751 = load double, ptr %7, align 8
  %752 = load double, ptr %13, align 8
  %753 = load double, ptr %8, align 8
  %754 = fmul contract double %752, %753
  %755 = fsub contract double %751, %754
  store double %755, ptr %13, align 8
  %756 = load double, ptr %7, align 8
  %757 = load double, ptr %10, align 8
  %758 = load double, ptr %8, align 8
  %759 = fmul contract double %757, %758
  %760 = fsub contract double %756, %759
  store double %760, ptr %10, align 8
  %761 = load double, ptr %7, align 8
  %762 = load double, ptr %11, align 8
  %763 = load double, ptr %8, align 8
  %764 = fmul contract double %762, %763
  %765 = fsub contract double %761, %764
  store double %765, ptr %11, align 8
  %766 = load double, ptr %7, align 8
  %767 = load double, ptr %12, align 8
  %768 = load double, ptr %8, align 8
  %769 = fmul contract double %767, %768
  %770 = fsub contract double %766, %769
  store double %770, ptr %12, align 8
  %771 = load double, ptr %7, align 8
  %772 = load double, ptr %13, align 8
  %773 = load double, ptr %8, align 8
  %774 = fmul contract double %772, %773
  %775 = fsub contract double %771, %774
  store double %775, ptr %13, align 8
  %776 = load double, ptr %7, align 8
  %777 = load double, ptr %10, align 8
  %778 = load double, ptr %8, align 8
  %779 = fmul contract double %777, %778
  %780 = fsub contract double %776, %779
  store double %780, ptr %10, align 8
  %781 = load double, ptr %7, align 8
  %782 = load double, ptr %11, align 8
  %783 = load double, ptr %8, align 8
  %784 = fmul contract double %782, %783
  %785 = fsub contract double %781, %784
  store double %785, ptr %11, align 8
  %786 = load double, ptr %7, align 8
  %787 = load double, ptr %12, align 8
  %788 = load double, ptr %8, align 8
  %789 = fmul contract double %787, %788
  %790 = fsub contract double %786, %789
  store double %790, ptr %12, align 8
  %791 = load double, ptr %7, align 8
  %792 = load double, ptr %13, align 8
  %793 = load double, ptr %8, align 8
  %794 = fmul contract double %792, %793
  %795 = fsub contract double %791, %794
  store double %795, ptr %13, align 8
  %796 = load double, ptr %7, align 8
  %797 = load double, ptr %10, align 8
  %798 = load double, ptr %8, align 8
  %799 = fmul contract double %797, %798
  %800 = fsub contract double %796, %799
  store double %800, ptr %10, align 8
  %801 = load double, ptr %7, align 8
  %802 = load double, ptr %11, align 8
  %803 = load double, ptr %8, align 8
  %804 = fmul contract double %802, %803
  %805 = fsub contract double %801, %804
  store double %805, ptr %11, align 8
  %806 = load double, ptr %7, align 8
  %807 = load double, ptr %12, align 8
  %808 = load double, ptr %8, align 8
  %809 = fmul contract double %807, %808
  %810 = fsub contract double %806, %809
  store double %810, ptr %12, align 8
  %811 = load double, ptr %7, align 8
  %812 = load double, ptr %13, align 8
  %813 = load double, ptr %8, align 8
  %814 = fmul contract double %812, %813
  %815 = fsub contract double %811, %814
  store double %815, ptr %13, align 8
  %816 = load double, ptr %7, align 8
  %817 = load double, ptr %10, align 8
  %818 = load double, ptr %8, align 8
  %819 = fmul contract double %817, %818
  %820 = fsub contract double %816, %819
  store double %820, ptr %10, align 8
  %821 = load double, ptr %7, align 8
  %822 = load double, ptr %11, align 8
  %823 = load double, ptr %8, align 8
  %824 = fmul contract double %822, %823
  %825 = fsub contract double %821, %824
  store double %825, ptr %11, align 8
  %826 = load double, ptr %7, align 8
  %827 = load double, ptr %12, align 8
  %828 = load double, ptr %8, align 8
  %829 = fmul contract double %827, %828
  %830 = fsub contract double %826, %829
  store double %830, ptr %12, align 8
  %831 = load double, ptr %7, align 8
  %832 = load double, ptr %13, align 8
  %833 = load double, ptr %8, align 8
  %834 = fmul contract double %832, %833
  %835 = fsub contract double %831, %834
  store double %835, ptr %13, align 8
  %836 = load double, ptr %7, align 8
  %837 = load double, ptr %10, align 8
  %838 = load double, ptr %8, align 8
  %839 = fmul contract double %837, %838
  %840 = fsub contract double %836, %839
  store double %840, ptr %10, align 8
  %841 = load double, ptr %7, align 8
  %842 = load double, ptr %11, align 8
  %843 = load double, ptr %8, align 8
  %844 = fmul contract double %842, %843
  %845 = fsub contract double %841, %844
  store double %845, ptr %11, align 8
  %846 = load double, ptr %7, align 8
  %847 = load double, ptr %12, align 8
  %848 = load double, ptr %8, align 8
  %849 = fmul contract double %847, %848
  %850 = fsub contract double %846, %849
  store double %850, ptr %12, align 8
  %851 = load double, ptr %7, align 8
  %852 = load double, ptr %13, align 8
  %853 = load double, ptr %8, align 8
  %854 = fmul contract double %852, %853
  %855 = fsub contract double %851, %854
  store double %855, ptr %13, align 8
  %856 = load double, ptr %7, align 8
  %857 = load double, ptr %10, align 8
  %858 = load double, ptr %8, align 8
  %859 = fmul contract double %857, %858
  %860 = fsub contract double %856, %859
  store double %860, ptr %10, align 8
  %861 = load double, ptr %7, align 8
  %862 = load double, ptr %11, align 8
  %863 = load double, ptr %8, align 8
  %864 = fmul contract double %862, %863
  %865 = fsub contract double %861, %864
  store double %865, ptr %11, align 8
  %866 = load double, ptr %7, align 8
  %867 = load double, ptr %12, align 8
  %868 = load double, ptr %8, align 8
  %869 = fmul contract double %867, %868
  %870 = fsub contract double %866, %869
  store double %870, ptr %12, align 8
  %871 = load double, ptr %7, align 8
  %872 = load double, ptr %13, align 8
  %873 = load double, ptr %8, align 8
  %874 = fmul contract double %872, %873
  %875 = fsub contract double %871, %874
  store double %875, ptr %13, align 8
  %876 = load double, ptr %7, align 8
  %877 = load double, ptr %10, align 8
  %878 = load double, ptr %8, align 8
  %879 = fmul contract double %877, %878
  %880 = fsub contract double %876, %879
  store double %880, ptr %10, align 8
  %881 = load double, ptr %7, align 8
  %882 = load double, ptr %11, align 8
  %883 = load double, ptr %8, align 8
  %884 = fmul contract double %882, %883
  %885 = fsub contract double %881, %884
  store double %885, ptr %11, align 8
  %886 = load double, ptr %7, align 8
  %887 = load double, ptr %12, align 8
  %888 = load double, ptr %8, align 8
  %889 = fmul contract double %887, %888
  %890 = fsub contract double %886, %889
  store double %890, ptr %12, align 8
  %891 = load double, ptr %7, align 8
  %892 = load double, ptr %13, align 8
  %893 = load double, ptr %8, align 8
  %894 = fmul contract double %892, %893
  %895 = fsub contract double %891, %894
  store double %895, ptr %13, align 8
  %896 = load double, ptr %7, align 8
  %897 = load double, ptr %10, align 8
  %898 = load double, ptr %8, align 8
  %899 = fmul contract double %897, %898
  %900 = fsub contract double %896, %899
  store double %900, ptr %10, align 8
  %901 = load double, ptr %7, align 8
  %902 = load double, ptr %11, align 8
  %903 = load double, ptr %8, align 8
  %904 = fmul contract double %902, %903
  %905 = fsub contract double %901, %904
  store double %905, ptr %11, align 8
  %906 = load double, ptr %7, align 8
  %907 = load double, ptr %12, align 8
  %908 = load double, ptr %8, align 8
  %909 = fmul contract double %907, %908
  %910 = fsub contract double %906, %909
  store double %910, ptr %12, align 8
  %911 = load double, ptr %7, align 8
  %912 = load double, ptr %13, align 8
  %913 = load double, ptr %8, align 8
  %914 = fmul contract double %912, %913
  %915 = fsub contract double %911, %914
  store double %915, ptr %13, align 8
  %916 = load double, ptr %7, align 8
  %917 = load double, ptr %10, align 8
  %918 = load double, ptr %8, align 8
  %919 = fmul contract double %917, %918
  %920 = fsub contract double %916, %919
  store double %920, ptr %10, align 8
  %921 = load double, ptr %7, align 8
  %922 = load double, ptr %11, align 8
  %923 = load double, ptr %8, align 8
  %924 = fmul contract double %922, %923
  %925 = fsub contract double %921, %924
  store double %925, ptr %11, align 8
  %926 = load double, ptr %7, align 8
  %927 = load double, ptr %12, align 8
  %928 = load double, ptr %8, align 8
  %929 = fmul contract double %927, %928
  %930 = fsub contract double %926, %929
  store double %930, ptr %12, align 8
  %931 = load double, ptr %7, align 8
  %932 = load double, ptr %13, align 8
  %933 = load double, ptr %8, align 8
  %934 = fmul contract double %932, %933
  %935 = fsub contract double %931, %934
  store double %935, ptr %13, align 8
  %936 = load double, ptr %7, align 8
  %937 = load double, ptr %10, align 8
  %938 = load double, ptr %8, align 8
  %939 = fmul contract double %937, %938
  %940 = fsub contract double %936, %939
  store double %940, ptr %10, align 8
  %941 = load double, ptr %7, align 8
  %942 = load double, ptr %11, align 8
  %943 = load double, ptr %8, align 8
  %944 = fmul contract double %942, %943
  %945 = fsub contract double %941, %944
  store double %945, ptr %11, align 8
  %946 = load double, ptr %7, align 8
  %947 = load double, ptr %12, align 8
  %948 = load double, ptr %8, align 8
  %949 = fmul contract double %947, %948
  %950 = fsub contract double %946, %949
  store double %950, ptr %12, align 8
  %951 = load double, ptr %7, align 8
  %952 = load double, ptr %13, align 8
  %953 = load double, ptr %8, align 8
  %954 = fmul contract double %952, %953
  %955 = fsub contract double %951, %954
  store double %955, ptr %13, align 8
  %956 = load double, ptr %7, align 8
  %957 = load double, ptr %10, align 8
  %958 = load double, ptr %8, align 8
  %959 = fmul contract double %957, %958
  %960 = fsub contract double %956, %959
  store double %960, ptr %10, align 8
  %961 = load double, ptr %7, align 8
  %962 = load double, ptr %11, align 8
  %963 = load double, ptr %8, align 8
  %964 = fmul contract double %962, %963
  %965 = fsub contract double %961, %964
  store double %965, ptr %11, align 8
  %966 = load double, ptr %7, align 8
  %967 = load double, ptr %12, align 8
  %968 = load double, ptr %8, align 8
  %969 = fmul contract double %967, %968
  %970 = fsub contract double %966, %969
  store double %970, ptr %12, align 8
  %971 = load double, ptr %7, align 8
  %972 = load double, ptr %13, align 8
  %973 = load double, ptr %8, align 8
  %974 = fmul contract double %972, %973
  %975 = fsub contract double %971, %974
  store double %975, ptr %13, align 8
  %976 = load double, ptr %7, align 8
  %977 = load double, ptr %10, align 8
  %978 = load double, ptr %8, align 8
  %979 = fmul contract double %977, %978
  %980 = fsub contract double %976, %979
  store double %980, ptr %10, align 8
  %981 = load double, ptr %7, align 8
  %982 = load double, ptr %11, align 8
  %983 = load double, ptr %8, align 8
  %984 = fmul contract double %982, %983
  %985 = fsub contract double %981, %984
  store double %985, ptr %11, align 8
  %986 = load double, ptr %7, align 8
  %987 = load double, ptr %12, align 8
  %988 = load double, ptr %8, align 8
  %989 = fmul contract double %987, %988
  %990 = fsub contract double %986, %989
  store double %990, ptr %12, align 8
  %991 = load double, ptr %7, align 8
  %992 = load double, ptr %13, align 8
  %993 = load double, ptr %8, align 8
  %994 = fmul contract double %992, %993
  %995 = fsub contract double %991, %994
  store double %995, ptr %13, align 8
  %996 = load double, ptr %7, align 8
  %997 = load double, ptr %10, align 8
  %998 = load double, ptr %8, align 8
  %999 = fmul contract double %997, %998
  %1000 = fsub contract double %996, %999
  store double %1000, ptr %10, align 8
  %1001 = load double, ptr %7, align 8
  %1002 = load double, ptr %11, align 8
  %1003 = load double, ptr %8, align 8
  %1004 = fmul contract double %1002, %1003
  %1005 = fsub contract double %1001, %1004
  store double %1005, ptr %11, align 8
  %1006 = load double, ptr %7, align 8
  %1007 = load double, ptr %12, align 8
  %1008 = load double, ptr %8, align 8
  %1009 = fmul contract double %1007, %1008
  %1010 = fsub contract double %1006, %1009
  store double %1010, ptr %12, align 8
  %1011 = load double, ptr %7, align 8
  %1012 = load double, ptr %13, align 8
  %1013 = load double, ptr %8, align 8
  %1014 = fmul contract double %1012, %1013
  %1015 = fsub contract double %1011, %1014
  store double %1015, ptr %13, align 8
  %1016 = load double, ptr %7, align 8
  %1017 = load double, ptr %10, align 8
  %1018 = load double, ptr %8, align 8
  %1019 = fmul contract double %1017, %1018
  %1020 = fsub contract double %1016, %1019
  store double %1020, ptr %10, align 8
  %1021 = load double, ptr %7, align 8
  %1022 = load double, ptr %11, align 8
  %1023 = load double, ptr %8, align 8
  %1024 = fmul contract double %1022, %1023
  %1025 = fsub contract double %1021, %1024
  store double %1025, ptr %11, align 8
  %1026 = load double, ptr %7, align 8
  %1027 = load double, ptr %12, align 8
  %1028 = load double, ptr %8, align 8
  %1029 = fmul contract double %1027, %1028
  %1030 = fsub contract double %1026, %1029
  store double %1030, ptr %12, align 8
  %1031 = load double, ptr %7, align 8
  %1032 = load double, ptr %13, align 8
  %1033 = load double, ptr %8, align 8
  %1034 = fmul contract double %1032, %1033
  %1035 = fsub contract double %1031, %1034
  store double %1035, ptr %13, align 8
  %1036 = load double, ptr %7, align 8
  %1037 = load double, ptr %10, align 8
  %1038 = load double, ptr %8, align 8
  %1039 = fmul contract double %1037, %1038
  %1040 = fsub contract double %1036, %1039
  store double %1040, ptr %10, align 8
  %1041 = load double, ptr %7, align 8
  %1042 = load double, ptr %11, align 8
  %1043 = load double, ptr %8, align 8
  %1044 = fmul contract double %1042, %1043
  %1045 = fsub contract double %1041, %1044
  store double %1045, ptr %11, align 8
  %1046 = load double, ptr %7, align 8
  %1047 = load double, ptr %12, align 8
  %1048 = load double, ptr %8, align 8
  %1049 = fmul contract double %1047, %1048
  %1050 = fsub contract double %1046, %1049
  store double %1050, ptr %12, align 8
  %1051 = load double, ptr %7, align 8
  %1052 = load double, ptr %13, align 8
  %1053 = load double, ptr %8, align 8
  %1054 = fmul contract double %1052, %1053
  %1055 = fsub contract double %1051, %1054
  store double %1055, ptr %13, align 8
  %1056 = load double, ptr %7, align 8
  %1057 = load double, ptr %10, align 8
  %1058 = load double, ptr %8, align 8
  %1059 = fmul contract double %1057, %1058
  %1060 = fsub contract double %1056, %1059
  store double %1060, ptr %10, align 8
  %1061 = load double, ptr %7, align 8
  %1062 = load double, ptr %11, align 8
  %1063 = load double, ptr %8, align 8
  %1064 = fmul contract double %1062, %1063
  %1065 = fsub contract double %1061, %1064
  store double %1065, ptr %11, align 8
  %1066 = load double, ptr %7, align 8
  %1067 = load double, ptr %12, align 8
  %1068 = load double, ptr %8, align 8
  %1069 = fmul contract double %1067, %1068
  %1070 = fsub contract double %1066, %1069
  store double %1070, ptr %12, align 8
  %1071 = load double, ptr %7, align 8
  %1072 = load double, ptr %13, align 8
  %1073 = load double, ptr %8, align 8
  %1074 = fmul contract double %1072, %1073
  %1075 = fsub contract double %1071, %1074
  store double %1075, ptr %13, align 8
  %1076 = load double, ptr %7, align 8
  %1077 = load double, ptr %10, align 8
  %1078 = load double, ptr %8, align 8
  %1079 = fmul contract double %1077, %1078
  %1080 = fsub contract double %1076, %1079
  store double %1080, ptr %10, align 8
  %1081 = load double, ptr %7, align 8
  %1082 = load double, ptr %11, align 8
  %1083 = load double, ptr %8, align 8
  %1084 = fmul contract double %1082, %1083
  %1085 = fsub contract double %1081, %1084
  store double %1085, ptr %11, align 8
  %1086 = load double, ptr %7, align 8
  %1087 = load double, ptr %12, align 8
  %1088 = load double, ptr %8, align 8
  %1089 = fmul contract double %1087, %1088
  %1090 = fsub contract double %1086, %1089
  store double %1090, ptr %12, align 8
  %1091 = load double, ptr %7, align 8
  %1092 = load double, ptr %13, align 8
  %1093 = load double, ptr %8, align 8
  %1094 = fmul contract double %1092, %1093
  %1095 = fsub contract double %1091, %1094
  store double %1095, ptr %13, align 8
  %1096 = load double, ptr %7, align 8
  %1097 = load double, ptr %10, align 8
  %1098 = load double, ptr %8, align 8
  %1099 = fmul contract double %1097, %1098
  %1100 = fsub contract double %1096, %1099
  store double %1100, ptr %10, align 8
  %1101 = load double, ptr %7, align 8
  %1102 = load double, ptr %11, align 8
  %1103 = load double, ptr %8, align 8
  %1104 = fmul contract double %1102, %1103
  %1105 = fsub contract double %1101, %1104
  store double %1105, ptr %11, align 8
  %1106 = load double, ptr %7, align 8
  %1107 = load double, ptr %12, align 8
  %1108 = load double, ptr %8, align 8
  %1109 = fmul contract double %1107, %1108
  %1110 = fsub contract double %1106, %1109
  store double %1110, ptr %12, align 8
  %1111 = load double, ptr %7, align 8
  %1112 = load double, ptr %13, align 8
  %1113 = load double, ptr %8, align 8
  %1114 = fmul contract double %1112, %1113
  %1115 = fsub contract double %1111, %1114
  store double %1115, ptr %13, align 8
  %1116 = load double, ptr %7, align 8
  %1117 = load double, ptr %10, align 8
  %1118 = load double, ptr %8, align 8
  %1119 = fmul contract double %1117, %1118
  %1120 = fsub contract double %1116, %1119
  store double %1120, ptr %10, align 8
  %1121 = load double, ptr %7, align 8
  %1122 = load double, ptr %11, align 8
  %1123 = load double, ptr %8, align 8
  %1124 = fmul contract double %1122, %1123
  %1125 = fsub contract double %1121, %1124
  store double %1125, ptr %11, align 8
  %1126 = load double, ptr %7, align 8
  %1127 = load double, ptr %12, align 8
  %1128 = load double, ptr %8, align 8
  %1129 = fmul contract double %1127, %1128
  %1130 = fsub contract double %1126, %1129
  store double %1130, ptr %12, align 8
  %1131 = load double, ptr %7, align 8
  %1132 = load double, ptr %13, align 8
  %1133 = load double, ptr %8, align 8
  %1134 = fmul contract double %1132, %1133
  %1135 = fsub contract double %1131, %1134
  store double %1135, ptr %13, align 8
  %1136 = load double, ptr %7, align 8
  %1137 = load double, ptr %10, align 8
  %1138 = load double, ptr %8, align 8
  %1139 = fmul contract double %1137, %1138
  %1140 = fsub contract double %1136, %1139
  store double %1140, ptr %10, align 8
  %1141 = load double, ptr %7, align 8
  %1142 = load double, ptr %11, align 8
  %1143 = load double, ptr %8, align 8
  %1144 = fmul contract double %1142, %1143
  %1145 = fsub contract double %1141, %1144
  store double %1145, ptr %11, align 8
  %1146 = load double, ptr %7, align 8
  %1147 = load double, ptr %12, align 8
  %1148 = load double, ptr %8, align 8
  %1149 = fmul contract double %1147, %1148
  %1150 = fsub contract double %1146, %1149
  store double %1150, ptr %12, align 8
  %1151 = load double, ptr %7, align 8
  %1152 = load double, ptr %13, align 8
  %1153 = load double, ptr %8, align 8
  %1154 = fmul contract double %1152, %1153
  %1155 = fsub contract double %1151, %1154
  store double %1155, ptr %13, align 8
  %1156 = load double, ptr %7, align 8
  %1157 = load double, ptr %10, align 8
  %1158 = load double, ptr %8, align 8
  %1159 = fmul contract double %1157, %1158
  %1160 = fsub contract double %1156, %1159
  store double %1160, ptr %10, align 8
  %1161 = load double, ptr %7, align 8
  %1162 = load double, ptr %11, align 8
  %1163 = load double, ptr %8, align 8
  %1164 = fmul contract double %1162, %1163
  %1165 = fsub contract double %1161, %1164
  store double %1165, ptr %11, align 8
  %1166 = load double, ptr %7, align 8
  %1167 = load double, ptr %12, align 8
  %1168 = load double, ptr %8, align 8
  %1169 = fmul contract double %1167, %1168
  %1170 = fsub contract double %1166, %1169
  store double %1170, ptr %12, align 8
  %1171 = load double, ptr %7, align 8
  %1172 = load double, ptr %13, align 8
  %1173 = load double, ptr %8, align 8
  %1174 = fmul contract double %1172, %1173
  %1175 = fsub contract double %1171, %1174
  store double %1175, ptr %13, align 8
  %1176 = load double, ptr %7, align 8
  %1177 = load double, ptr %10, align 8
  %1178 = load double, ptr %8, align 8
  %1179 = fmul contract double %1177, %1178
  %1180 = fsub contract double %1176, %1179
  store double %1180, ptr %10, align 8
  %1181 = load double, ptr %7, align 8
  %1182 = load double, ptr %11, align 8
  %1183 = load double, ptr %8, align 8
  %1184 = fmul contract double %1182, %1183
  %1185 = fsub contract double %1181, %1184
  store double %1185, ptr %11, align 8
  %1186 = load double, ptr %7, align 8
  %1187 = load double, ptr %12, align 8
  %1188 = load double, ptr %8, align 8
  %1189 = fmul contract double %1187, %1188
  %1190 = fsub contract double %1186, %1189
  store double %1190, ptr %12, align 8
  %1191 = load double, ptr %7, align 8
  %1192 = load double, ptr %13, align 8
  %1193 = load double, ptr %8, align 8
  %1194 = fmul contract double %1192, %1193
  %1195 = fsub contract double %1191, %1194
  store double %1195, ptr %13, align 8
  %1196 = load double, ptr %7, align 8
  %1197 = load double, ptr %10, align 8
  %1198 = load double, ptr %8, align 8
  %1199 = fmul contract double %1197, %1198
  %1200 = fsub contract double %1196, %1199
  store double %1200, ptr %10, align 8
  %1201 = load double, ptr %7, align 8
  %1202 = load double, ptr %11, align 8
  %1203 = load double, ptr %8, align 8
  %1204 = fmul contract double %1202, %1203
  %1205 = fsub contract double %1201, %1204
  store double %1205, ptr %11, align 8
  %1206 = load double, ptr %7, align 8
  %1207 = load double, ptr %12, align 8
  %1208 = load double, ptr %8, align 8
  %1209 = fmul contract double %1207, %1208
  %1210 = fsub contract double %1206, %1209
  store double %1210, ptr %12, align 8
  %1211 = load double, ptr %7, align 8
  %1212 = load double, ptr %13, align 8
  %1213 = load double, ptr %8, align 8
  %1214 = fmul contract double %1212, %1213
  %1215 = fsub contract double %1211, %1214
  store double %1215, ptr %13, align 8
  %1216 = load double, ptr %7, align 8
  %1217 = load double, ptr %10, align 8
  %1218 = load double, ptr %8, align 8
  %1219 = fmul contract double %1217, %1218
  %1220 = fsub contract double %1216, %1219
  store double %1220, ptr %10, align 8
  %1221 = load double, ptr %7, align 8
  %1222 = load double, ptr %11, align 8
  %1223 = load double, ptr %8, align 8
  %1224 = fmul contract double %1222, %1223
  %1225 = fsub contract double %1221, %1224
  store double %1225, ptr %11, align 8
  %1226 = load double, ptr %7, align 8
  %1227 = load double, ptr %12, align 8
  %1228 = load double, ptr %8, align 8
  %1229 = fmul contract double %1227, %1228
  %1230 = fsub contract double %1226, %1229
  store double %1230, ptr %12, align 8
  %1231 = load double, ptr %7, align 8
  %1232 = load double, ptr %13, align 8
  %1233 = load double, ptr %8, align 8
  %1234 = fmul contract double %1232, %1233
  %1235 = fsub contract double %1231, %1234
  store double %1235, ptr %13, align 8
  br label %1236

1236:                                             ; preds = %35
  %1237 = load i32, ptr %14, align 4
  %1238 = add nsw i32 %1237, 1
  store i32 %1238, ptr %14, align 4
  br label %31, !llvm.loop !8

1239:                                             ; preds = %31
  %1240 = load double, ptr %10, align 8
  %1241 = load double, ptr %11, align 8
  %1242 = fadd contract double %1240, %1241
  %1243 = load double, ptr %12, align 8
  %1244 = load double, ptr %13, align 8
  %1245 = fadd contract double %1243, %1244
  %1246 = fadd contract double %1242, %1245
  %1247 = load ptr, ptr %5, align 8
  %1248 = load i32, ptr %9, align 4
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr inbounds double, ptr %1247, i64 %1249
  store double %1246, ptr %1250, align 8
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

!0 = !{ptr @_Z5MAdd4IfEvPT_iS0_S0_, !"kernel", i32 1}
!1 = !{ptr @_Z5MAdd4IdEvPT_iS0_S0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
