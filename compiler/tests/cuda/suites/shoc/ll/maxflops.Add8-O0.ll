; ModuleID = 'maxflops.Add8.cu'
source_filename = "maxflops.Add8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z4Add8IfEvPT_iS0_ = comdat any

$_Z4Add8IdEvPT_iS0_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Add8IfEvPT_iS0_(ptr noundef %0, i32 noundef %1, float noundef %2) #0 comdat {
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
  store float %26, ptr %8, align 4
  %27 = load float, ptr %8, align 4
  %28 = fsub contract float 1.000000e+01, %27
  store float %28, ptr %9, align 4
  %29 = load float, ptr %8, align 4
  %30 = fsub contract float 9.000000e+00, %29
  store float %30, ptr %10, align 4
  %31 = load float, ptr %9, align 4
  %32 = fsub contract float 9.000000e+00, %31
  store float %32, ptr %11, align 4
  %33 = load float, ptr %8, align 4
  %34 = fsub contract float 8.000000e+00, %33
  store float %34, ptr %12, align 4
  %35 = load float, ptr %9, align 4
  %36 = fsub contract float 8.000000e+00, %35
  store float %36, ptr %13, align 4
  %37 = load float, ptr %8, align 4
  %38 = fsub contract float 7.000000e+00, %37
  store float %38, ptr %14, align 4
  %39 = load float, ptr %9, align 4
  %40 = fsub contract float 7.000000e+00, %39
  store float %40, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %41

41:                                               ; preds = %766, %3
  %42 = load i32, ptr %16, align 4
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %769

45:                                               ; preds = %41
  %46 = load float, ptr %6, align 4
  %47 = load float, ptr %8, align 4
  %48 = fsub contract float %46, %47
  store float %48, ptr %8, align 4
  %49 = load float, ptr %6, align 4
  %50 = load float, ptr %9, align 4
  %51 = fsub contract float %49, %50
  store float %51, ptr %9, align 4
  %52 = load float, ptr %6, align 4
  %53 = load float, ptr %10, align 4
  %54 = fsub contract float %52, %53
  store float %54, ptr %10, align 4
  %55 = load float, ptr %6, align 4
  %56 = load float, ptr %11, align 4
  %57 = fsub contract float %55, %56
  store float %57, ptr %11, align 4
  %58 = load float, ptr %6, align 4
  %59 = load float, ptr %12, align 4
  %60 = fsub contract float %58, %59
  store float %60, ptr %12, align 4
  %61 = load float, ptr %6, align 4
  %62 = load float, ptr %13, align 4
  %63 = fsub contract float %61, %62
  store float %63, ptr %13, align 4
  %64 = load float, ptr %6, align 4
  %65 = load float, ptr %14, align 4
  %66 = fsub contract float %64, %65
  store float %66, ptr %14, align 4
  %67 = load float, ptr %6, align 4
  %68 = load float, ptr %15, align 4
  %69 = fsub contract float %67, %68
  store float %69, ptr %15, align 4
  %70 = load float, ptr %6, align 4
  %71 = load float, ptr %8, align 4
  %72 = fsub contract float %70, %71
  store float %72, ptr %8, align 4
  %73 = load float, ptr %6, align 4
  %74 = load float, ptr %9, align 4
  %75 = fsub contract float %73, %74
  store float %75, ptr %9, align 4
  %76 = load float, ptr %6, align 4
  %77 = load float, ptr %10, align 4
  %78 = fsub contract float %76, %77
  store float %78, ptr %10, align 4
  %79 = load float, ptr %6, align 4
  %80 = load float, ptr %11, align 4
  %81 = fsub contract float %79, %80
  store float %81, ptr %11, align 4
  %82 = load float, ptr %6, align 4
  %83 = load float, ptr %12, align 4
  %84 = fsub contract float %82, %83
  store float %84, ptr %12, align 4
  %85 = load float, ptr %6, align 4
  %86 = load float, ptr %13, align 4
  %87 = fsub contract float %85, %86
  store float %87, ptr %13, align 4
  %88 = load float, ptr %6, align 4
  %89 = load float, ptr %14, align 4
  %90 = fsub contract float %88, %89
  store float %90, ptr %14, align 4
  %91 = load float, ptr %6, align 4
  %92 = load float, ptr %15, align 4
  %93 = fsub contract float %91, %92
  store float %93, ptr %15, align 4
  %94 = load float, ptr %6, align 4
  %95 = load float, ptr %8, align 4
  %96 = fsub contract float %94, %95
  store float %96, ptr %8, align 4
  %97 = load float, ptr %6, align 4
  %98 = load float, ptr %9, align 4
  %99 = fsub contract float %97, %98
  store float %99, ptr %9, align 4
  %100 = load float, ptr %6, align 4
  %101 = load float, ptr %10, align 4
  %102 = fsub contract float %100, %101
  store float %102, ptr %10, align 4
  %103 = load float, ptr %6, align 4
  %104 = load float, ptr %11, align 4
  %105 = fsub contract float %103, %104
  store float %105, ptr %11, align 4
  %106 = load float, ptr %6, align 4
  %107 = load float, ptr %12, align 4
  %108 = fsub contract float %106, %107
  store float %108, ptr %12, align 4
  %109 = load float, ptr %6, align 4
  %110 = load float, ptr %13, align 4
  %111 = fsub contract float %109, %110
  store float %111, ptr %13, align 4
  %112 = load float, ptr %6, align 4
  %113 = load float, ptr %14, align 4
  %114 = fsub contract float %112, %113
  store float %114, ptr %14, align 4
  %115 = load float, ptr %6, align 4
  %116 = load float, ptr %15, align 4
  %117 = fsub contract float %115, %116
  store float %117, ptr %15, align 4
  %118 = load float, ptr %6, align 4
  %119 = load float, ptr %8, align 4
  %120 = fsub contract float %118, %119
  store float %120, ptr %8, align 4
  %121 = load float, ptr %6, align 4
  %122 = load float, ptr %9, align 4
  %123 = fsub contract float %121, %122
  store float %123, ptr %9, align 4
  %124 = load float, ptr %6, align 4
  %125 = load float, ptr %10, align 4
  %126 = fsub contract float %124, %125
  store float %126, ptr %10, align 4
  %127 = load float, ptr %6, align 4
  %128 = load float, ptr %11, align 4
  %129 = fsub contract float %127, %128
  store float %129, ptr %11, align 4
  %130 = load float, ptr %6, align 4
  %131 = load float, ptr %12, align 4
  %132 = fsub contract float %130, %131
  store float %132, ptr %12, align 4
  %133 = load float, ptr %6, align 4
  %134 = load float, ptr %13, align 4
  %135 = fsub contract float %133, %134
  store float %135, ptr %13, align 4
  %136 = load float, ptr %6, align 4
  %137 = load float, ptr %14, align 4
  %138 = fsub contract float %136, %137
  store float %138, ptr %14, align 4
  %139 = load float, ptr %6, align 4
  %140 = load float, ptr %15, align 4
  %141 = fsub contract float %139, %140
  store float %141, ptr %15, align 4
  %142 = load float, ptr %6, align 4
  %143 = load float, ptr %8, align 4
  %144 = fsub contract float %142, %143
  store float %144, ptr %8, align 4
  %145 = load float, ptr %6, align 4
  %146 = load float, ptr %9, align 4
  %147 = fsub contract float %145, %146
  store float %147, ptr %9, align 4
  %148 = load float, ptr %6, align 4
  %149 = load float, ptr %10, align 4
  %150 = fsub contract float %148, %149
  store float %150, ptr %10, align 4
  %151 = load float, ptr %6, align 4
  %152 = load float, ptr %11, align 4
  %153 = fsub contract float %151, %152
  store float %153, ptr %11, align 4
  %154 = load float, ptr %6, align 4
  %155 = load float, ptr %12, align 4
  %156 = fsub contract float %154, %155
  store float %156, ptr %12, align 4
  %157 = load float, ptr %6, align 4
  %158 = load float, ptr %13, align 4
  %159 = fsub contract float %157, %158
  store float %159, ptr %13, align 4
  %160 = load float, ptr %6, align 4
  %161 = load float, ptr %14, align 4
  %162 = fsub contract float %160, %161
  store float %162, ptr %14, align 4
  %163 = load float, ptr %6, align 4
  %164 = load float, ptr %15, align 4
  %165 = fsub contract float %163, %164
  store float %165, ptr %15, align 4
  %166 = load float, ptr %6, align 4
  %167 = load float, ptr %8, align 4
  %168 = fsub contract float %166, %167
  store float %168, ptr %8, align 4
  %169 = load float, ptr %6, align 4
  %170 = load float, ptr %9, align 4
  %171 = fsub contract float %169, %170
  store float %171, ptr %9, align 4
  %172 = load float, ptr %6, align 4
  %173 = load float, ptr %10, align 4
  %174 = fsub contract float %172, %173
  store float %174, ptr %10, align 4
  %175 = load float, ptr %6, align 4
  %176 = load float, ptr %11, align 4
  %177 = fsub contract float %175, %176
  store float %177, ptr %11, align 4
  %178 = load float, ptr %6, align 4
  %179 = load float, ptr %12, align 4
  %180 = fsub contract float %178, %179
  store float %180, ptr %12, align 4
  %181 = load float, ptr %6, align 4
  %182 = load float, ptr %13, align 4
  %183 = fsub contract float %181, %182
  store float %183, ptr %13, align 4
  %184 = load float, ptr %6, align 4
  %185 = load float, ptr %14, align 4
  %186 = fsub contract float %184, %185
  store float %186, ptr %14, align 4
  %187 = load float, ptr %6, align 4
  %188 = load float, ptr %15, align 4
  %189 = fsub contract float %187, %188
  store float %189, ptr %15, align 4
  %190 = load float, ptr %6, align 4
  %191 = load float, ptr %8, align 4
  %192 = fsub contract float %190, %191
  store float %192, ptr %8, align 4
  %193 = load float, ptr %6, align 4
  %194 = load float, ptr %9, align 4
  %195 = fsub contract float %193, %194
  store float %195, ptr %9, align 4
  %196 = load float, ptr %6, align 4
  %197 = load float, ptr %10, align 4
  %198 = fsub contract float %196, %197
  store float %198, ptr %10, align 4
  %199 = load float, ptr %6, align 4
  %200 = load float, ptr %11, align 4
  %201 = fsub contract float %199, %200
  store float %201, ptr %11, align 4
  %202 = load float, ptr %6, align 4
  %203 = load float, ptr %12, align 4
  %204 = fsub contract float %202, %203
  store float %204, ptr %12, align 4
  %205 = load float, ptr %6, align 4
  %206 = load float, ptr %13, align 4
  %207 = fsub contract float %205, %206
  store float %207, ptr %13, align 4
  %208 = load float, ptr %6, align 4
  %209 = load float, ptr %14, align 4
  %210 = fsub contract float %208, %209
  store float %210, ptr %14, align 4
  %211 = load float, ptr %6, align 4
  %212 = load float, ptr %15, align 4
  %213 = fsub contract float %211, %212
  store float %213, ptr %15, align 4
  %214 = load float, ptr %6, align 4
  %215 = load float, ptr %8, align 4
  %216 = fsub contract float %214, %215
  store float %216, ptr %8, align 4
  %217 = load float, ptr %6, align 4
  %218 = load float, ptr %9, align 4
  %219 = fsub contract float %217, %218
  store float %219, ptr %9, align 4
  %220 = load float, ptr %6, align 4
  %221 = load float, ptr %10, align 4
  %222 = fsub contract float %220, %221
  store float %222, ptr %10, align 4
  %223 = load float, ptr %6, align 4
  %224 = load float, ptr %11, align 4
  %225 = fsub contract float %223, %224
  store float %225, ptr %11, align 4
  %226 = load float, ptr %6, align 4
  %227 = load float, ptr %12, align 4
  %228 = fsub contract float %226, %227
  store float %228, ptr %12, align 4
  %229 = load float, ptr %6, align 4
  %230 = load float, ptr %13, align 4
  %231 = fsub contract float %229, %230
  store float %231, ptr %13, align 4
  %232 = load float, ptr %6, align 4
  %233 = load float, ptr %14, align 4
  %234 = fsub contract float %232, %233
  store float %234, ptr %14, align 4
  %235 = load float, ptr %6, align 4
  %236 = load float, ptr %15, align 4
  %237 = fsub contract float %235, %236
  store float %237, ptr %15, align 4
  %238 = load float, ptr %6, align 4
  %239 = load float, ptr %8, align 4
  %240 = fsub contract float %238, %239
  store float %240, ptr %8, align 4
  %241 = load float, ptr %6, align 4
  %242 = load float, ptr %9, align 4
  %243 = fsub contract float %241, %242
  store float %243, ptr %9, align 4
  %244 = load float, ptr %6, align 4
  %245 = load float, ptr %10, align 4
  %246 = fsub contract float %244, %245
  store float %246, ptr %10, align 4
  %247 = load float, ptr %6, align 4
  %248 = load float, ptr %11, align 4
  %249 = fsub contract float %247, %248
  store float %249, ptr %11, align 4
  %250 = load float, ptr %6, align 4
  %251 = load float, ptr %12, align 4
  %252 = fsub contract float %250, %251
  store float %252, ptr %12, align 4
  %253 = load float, ptr %6, align 4
  %254 = load float, ptr %13, align 4
  %255 = fsub contract float %253, %254
  store float %255, ptr %13, align 4
  %256 = load float, ptr %6, align 4
  %257 = load float, ptr %14, align 4
  %258 = fsub contract float %256, %257
  store float %258, ptr %14, align 4
  %259 = load float, ptr %6, align 4
  %260 = load float, ptr %15, align 4
  %261 = fsub contract float %259, %260
  store float %261, ptr %15, align 4
  %262 = load float, ptr %6, align 4
  %263 = load float, ptr %8, align 4
  %264 = fsub contract float %262, %263
  store float %264, ptr %8, align 4
  %265 = load float, ptr %6, align 4
  %266 = load float, ptr %9, align 4
  %267 = fsub contract float %265, %266
  store float %267, ptr %9, align 4
  %268 = load float, ptr %6, align 4
  %269 = load float, ptr %10, align 4
  %270 = fsub contract float %268, %269
  store float %270, ptr %10, align 4
  %271 = load float, ptr %6, align 4
  %272 = load float, ptr %11, align 4
  %273 = fsub contract float %271, %272
  store float %273, ptr %11, align 4
  %274 = load float, ptr %6, align 4
  %275 = load float, ptr %12, align 4
  %276 = fsub contract float %274, %275
  store float %276, ptr %12, align 4
  %277 = load float, ptr %6, align 4
  %278 = load float, ptr %13, align 4
  %279 = fsub contract float %277, %278
  store float %279, ptr %13, align 4
  %280 = load float, ptr %6, align 4
  %281 = load float, ptr %14, align 4
  %282 = fsub contract float %280, %281
  store float %282, ptr %14, align 4
  %283 = load float, ptr %6, align 4
  %284 = load float, ptr %15, align 4
  %285 = fsub contract float %283, %284
  store float %285, ptr %15, align 4
  %286 = load float, ptr %6, align 4
  %287 = load float, ptr %8, align 4
  %288 = fsub contract float %286, %287
  store float %288, ptr %8, align 4
  %289 = load float, ptr %6, align 4
  %290 = load float, ptr %9, align 4
  %291 = fsub contract float %289, %290
  store float %291, ptr %9, align 4
  %292 = load float, ptr %6, align 4
  %293 = load float, ptr %10, align 4
  %294 = fsub contract float %292, %293
  store float %294, ptr %10, align 4
  %295 = load float, ptr %6, align 4
  %296 = load float, ptr %11, align 4
  %297 = fsub contract float %295, %296
  store float %297, ptr %11, align 4
  %298 = load float, ptr %6, align 4
  %299 = load float, ptr %12, align 4
  %300 = fsub contract float %298, %299
  store float %300, ptr %12, align 4
  %301 = load float, ptr %6, align 4
  %302 = load float, ptr %13, align 4
  %303 = fsub contract float %301, %302
  store float %303, ptr %13, align 4
  %304 = load float, ptr %6, align 4
  %305 = load float, ptr %14, align 4
  %306 = fsub contract float %304, %305
  store float %306, ptr %14, align 4
  %307 = load float, ptr %6, align 4
  %308 = load float, ptr %15, align 4
  %309 = fsub contract float %307, %308
  store float %309, ptr %15, align 4
  %310 = load float, ptr %6, align 4
  %311 = load float, ptr %8, align 4
  %312 = fsub contract float %310, %311
  store float %312, ptr %8, align 4
  %313 = load float, ptr %6, align 4
  %314 = load float, ptr %9, align 4
  %315 = fsub contract float %313, %314
  store float %315, ptr %9, align 4
  %316 = load float, ptr %6, align 4
  %317 = load float, ptr %10, align 4
  %318 = fsub contract float %316, %317
  store float %318, ptr %10, align 4
  %319 = load float, ptr %6, align 4
  %320 = load float, ptr %11, align 4
  %321 = fsub contract float %319, %320
  store float %321, ptr %11, align 4
  %322 = load float, ptr %6, align 4
  %323 = load float, ptr %12, align 4
  %324 = fsub contract float %322, %323
  store float %324, ptr %12, align 4
  %325 = load float, ptr %6, align 4
  %326 = load float, ptr %13, align 4
  %327 = fsub contract float %325, %326
  store float %327, ptr %13, align 4
  %328 = load float, ptr %6, align 4
  %329 = load float, ptr %14, align 4
  %330 = fsub contract float %328, %329
  store float %330, ptr %14, align 4
  %331 = load float, ptr %6, align 4
  %332 = load float, ptr %15, align 4
  %333 = fsub contract float %331, %332
  store float %333, ptr %15, align 4
  %334 = load float, ptr %6, align 4
  %335 = load float, ptr %8, align 4
  %336 = fsub contract float %334, %335
  store float %336, ptr %8, align 4
  %337 = load float, ptr %6, align 4
  %338 = load float, ptr %9, align 4
  %339 = fsub contract float %337, %338
  store float %339, ptr %9, align 4
  %340 = load float, ptr %6, align 4
  %341 = load float, ptr %10, align 4
  %342 = fsub contract float %340, %341
  store float %342, ptr %10, align 4
  %343 = load float, ptr %6, align 4
  %344 = load float, ptr %11, align 4
  %345 = fsub contract float %343, %344
  store float %345, ptr %11, align 4
  %346 = load float, ptr %6, align 4
  %347 = load float, ptr %12, align 4
  %348 = fsub contract float %346, %347
  store float %348, ptr %12, align 4
  %349 = load float, ptr %6, align 4
  %350 = load float, ptr %13, align 4
  %351 = fsub contract float %349, %350
  store float %351, ptr %13, align 4
  %352 = load float, ptr %6, align 4
  %353 = load float, ptr %14, align 4
  %354 = fsub contract float %352, %353
  store float %354, ptr %14, align 4
  %355 = load float, ptr %6, align 4
  %356 = load float, ptr %15, align 4
  %357 = fsub contract float %355, %356
  store float %357, ptr %15, align 4
  %358 = load float, ptr %6, align 4
  %359 = load float, ptr %8, align 4
  %360 = fsub contract float %358, %359
  store float %360, ptr %8, align 4
  %361 = load float, ptr %6, align 4
  %362 = load float, ptr %9, align 4
  %363 = fsub contract float %361, %362
  store float %363, ptr %9, align 4
  %364 = load float, ptr %6, align 4
  %365 = load float, ptr %10, align 4
  %366 = fsub contract float %364, %365
  store float %366, ptr %10, align 4
  %367 = load float, ptr %6, align 4
  %368 = load float, ptr %11, align 4
  %369 = fsub contract float %367, %368
  store float %369, ptr %11, align 4
  %370 = load float, ptr %6, align 4
  %371 = load float, ptr %12, align 4
  %372 = fsub contract float %370, %371
  store float %372, ptr %12, align 4
  %373 = load float, ptr %6, align 4
  %374 = load float, ptr %13, align 4
  %375 = fsub contract float %373, %374
  store float %375, ptr %13, align 4
  %376 = load float, ptr %6, align 4
  %377 = load float, ptr %14, align 4
  %378 = fsub contract float %376, %377
  store float %378, ptr %14, align 4
  %379 = load float, ptr %6, align 4
  %380 = load float, ptr %15, align 4
  %381 = fsub contract float %379, %380
  store float %381, ptr %15, align 4
  %382 = load float, ptr %6, align 4
  %383 = load float, ptr %8, align 4
  %384 = fsub contract float %382, %383
  store float %384, ptr %8, align 4
  %385 = load float, ptr %6, align 4
  %386 = load float, ptr %9, align 4
  %387 = fsub contract float %385, %386
  store float %387, ptr %9, align 4
  %388 = load float, ptr %6, align 4
  %389 = load float, ptr %10, align 4
  %390 = fsub contract float %388, %389
  store float %390, ptr %10, align 4
  %391 = load float, ptr %6, align 4
  %392 = load float, ptr %11, align 4
  %393 = fsub contract float %391, %392
  store float %393, ptr %11, align 4
  %394 = load float, ptr %6, align 4
  %395 = load float, ptr %12, align 4
  %396 = fsub contract float %394, %395
  store float %396, ptr %12, align 4
  %397 = load float, ptr %6, align 4
  %398 = load float, ptr %13, align 4
  %399 = fsub contract float %397, %398
  store float %399, ptr %13, align 4
  %400 = load float, ptr %6, align 4
  %401 = load float, ptr %14, align 4
  %402 = fsub contract float %400, %401
  store float %402, ptr %14, align 4
  %403 = load float, ptr %6, align 4
  %404 = load float, ptr %15, align 4
  %405 = fsub contract float %403, %404
  store float %405, ptr %15, align 4
  %406 = load float, ptr %6, align 4
  %407 = load float, ptr %8, align 4
  %408 = fsub contract float %406, %407
  store float %408, ptr %8, align 4
  %409 = load float, ptr %6, align 4
  %410 = load float, ptr %9, align 4
  %411 = fsub contract float %409, %410
  store float %411, ptr %9, align 4
  %412 = load float, ptr %6, align 4
  %413 = load float, ptr %10, align 4
  %414 = fsub contract float %412, %413
  store float %414, ptr %10, align 4
  %415 = load float, ptr %6, align 4
  %416 = load float, ptr %11, align 4
  %417 = fsub contract float %415, %416
  store float %417, ptr %11, align 4
  %418 = load float, ptr %6, align 4
  %419 = load float, ptr %12, align 4
  %420 = fsub contract float %418, %419
  store float %420, ptr %12, align 4
  %421 = load float, ptr %6, align 4
  %422 = load float, ptr %13, align 4
  %423 = fsub contract float %421, %422
  store float %423, ptr %13, align 4
  %424 = load float, ptr %6, align 4
  %425 = load float, ptr %14, align 4
  %426 = fsub contract float %424, %425
  store float %426, ptr %14, align 4
  %427 = load float, ptr %6, align 4
  %428 = load float, ptr %15, align 4
  %429 = fsub contract float %427, %428
  store float %429, ptr %15, align 4
  %430 = load float, ptr %6, align 4
  %431 = load float, ptr %8, align 4
  %432 = fsub contract float %430, %431
  store float %432, ptr %8, align 4
  %433 = load float, ptr %6, align 4
  %434 = load float, ptr %9, align 4
  %435 = fsub contract float %433, %434
  store float %435, ptr %9, align 4
  %436 = load float, ptr %6, align 4
  %437 = load float, ptr %10, align 4
  %438 = fsub contract float %436, %437
  store float %438, ptr %10, align 4
  %439 = load float, ptr %6, align 4
  %440 = load float, ptr %11, align 4
  %441 = fsub contract float %439, %440
  store float %441, ptr %11, align 4
  %442 = load float, ptr %6, align 4
  %443 = load float, ptr %12, align 4
  %444 = fsub contract float %442, %443
  store float %444, ptr %12, align 4
  %445 = load float, ptr %6, align 4
  %446 = load float, ptr %13, align 4
  %447 = fsub contract float %445, %446
  store float %447, ptr %13, align 4
  %448 = load float, ptr %6, align 4
  %449 = load float, ptr %14, align 4
  %450 = fsub contract float %448, %449
  store float %450, ptr %14, align 4
  %451 = load float, ptr %6, align 4
  %452 = load float, ptr %15, align 4
  %453 = fsub contract float %451, %452
  store float %453, ptr %15, align 4
  %454 = load float, ptr %6, align 4
  %455 = load float, ptr %8, align 4
  %456 = fsub contract float %454, %455
  store float %456, ptr %8, align 4
  %457 = load float, ptr %6, align 4
  %458 = load float, ptr %9, align 4
  %459 = fsub contract float %457, %458
  store float %459, ptr %9, align 4
  %460 = load float, ptr %6, align 4
  %461 = load float, ptr %10, align 4
  %462 = fsub contract float %460, %461
  store float %462, ptr %10, align 4
  %463 = load float, ptr %6, align 4
  %464 = load float, ptr %11, align 4
  %465 = fsub contract float %463, %464
  store float %465, ptr %11, align 4
  %466 = load float, ptr %6, align 4
  %467 = load float, ptr %12, align 4
  %468 = fsub contract float %466, %467
  store float %468, ptr %12, align 4
  %469 = load float, ptr %6, align 4
  %470 = load float, ptr %13, align 4
  %471 = fsub contract float %469, %470
  store float %471, ptr %13, align 4
  %472 = load float, ptr %6, align 4
  %473 = load float, ptr %14, align 4
  %474 = fsub contract float %472, %473
  store float %474, ptr %14, align 4
  %475 = load float, ptr %6, align 4
  %476 = load float, ptr %15, align 4
  %477 = fsub contract float %475, %476
  store float %477, ptr %15, align 4
  %478 = load float, ptr %6, align 4
  %479 = load float, ptr %8, align 4
  %480 = fsub contract float %478, %479
  store float %480, ptr %8, align 4
  %481 = load float, ptr %6, align 4
  %482 = load float, ptr %9, align 4
  %483 = fsub contract float %481, %482
  store float %483, ptr %9, align 4
  %484 = load float, ptr %6, align 4
  %485 = load float, ptr %10, align 4
  %486 = fsub contract float %484, %485
  store float %486, ptr %10, align 4
  %487 = load float, ptr %6, align 4
  %488 = load float, ptr %11, align 4
  %489 = fsub contract float %487, %488
  store float %489, ptr %11, align 4
  %490 = load float, ptr %6, align 4
  %491 = load float, ptr %12, align 4
  %492 = fsub contract float %490, %491
  store float %492, ptr %12, align 4
  %493 = load float, ptr %6, align 4
  %494 = load float, ptr %13, align 4
  %495 = fsub contract float %493, %494
  store float %495, ptr %13, align 4
  %496 = load float, ptr %6, align 4
  %497 = load float, ptr %14, align 4
  %498 = fsub contract float %496, %497
  store float %498, ptr %14, align 4
  %499 = load float, ptr %6, align 4
  %500 = load float, ptr %15, align 4
  %501 = fsub contract float %499, %500
  store float %501, ptr %15, align 4
  %502 = load float, ptr %6, align 4
  %503 = load float, ptr %8, align 4
  %504 = fsub contract float %502, %503
  store float %504, ptr %8, align 4
  %505 = load float, ptr %6, align 4
  %506 = load float, ptr %9, align 4
  %507 = fsub contract float %505, %506
  store float %507, ptr %9, align 4
  %508 = load float, ptr %6, align 4
  %509 = load float, ptr %10, align 4
  %510 = fsub contract float %508, %509
  store float %510, ptr %10, align 4
  %511 = load float, ptr %6, align 4
  %512 = load float, ptr %11, align 4
  %513 = fsub contract float %511, %512
  store float %513, ptr %11, align 4
  %514 = load float, ptr %6, align 4
  %515 = load float, ptr %12, align 4
  %516 = fsub contract float %514, %515
  store float %516, ptr %12, align 4
  %517 = load float, ptr %6, align 4
  %518 = load float, ptr %13, align 4
  %519 = fsub contract float %517, %518
  store float %519, ptr %13, align 4
  %520 = load float, ptr %6, align 4
  %521 = load float, ptr %14, align 4
  %522 = fsub contract float %520, %521
  store float %522, ptr %14, align 4
  %523 = load float, ptr %6, align 4
  %524 = load float, ptr %15, align 4
  %525 = fsub contract float %523, %524
  store float %525, ptr %15, align 4
  %526 = load float, ptr %6, align 4
  %527 = load float, ptr %8, align 4
  %528 = fsub contract float %526, %527
  store float %528, ptr %8, align 4
  %529 = load float, ptr %6, align 4
  %530 = load float, ptr %9, align 4
  %531 = fsub contract float %529, %530
  store float %531, ptr %9, align 4
  %532 = load float, ptr %6, align 4
  %533 = load float, ptr %10, align 4
  %534 = fsub contract float %532, %533
  store float %534, ptr %10, align 4
  %535 = load float, ptr %6, align 4
  %536 = load float, ptr %11, align 4
  %537 = fsub contract float %535, %536
  store float %537, ptr %11, align 4
  %538 = load float, ptr %6, align 4
  %539 = load float, ptr %12, align 4
  %540 = fsub contract float %538, %539
  store float %540, ptr %12, align 4
  %541 = load float, ptr %6, align 4
  %542 = load float, ptr %13, align 4
  %543 = fsub contract float %541, %542
  store float %543, ptr %13, align 4
  %544 = load float, ptr %6, align 4
  %545 = load float, ptr %14, align 4
  %546 = fsub contract float %544, %545
  store float %546, ptr %14, align 4
  %547 = load float, ptr %6, align 4
  %548 = load float, ptr %15, align 4
  %549 = fsub contract float %547, %548
  store float %549, ptr %15, align 4
  %550 = load float, ptr %6, align 4
  %551 = load float, ptr %8, align 4
  %552 = fsub contract float %550, %551
  store float %552, ptr %8, align 4
  %553 = load float, ptr %6, align 4
  %554 = load float, ptr %9, align 4
  %555 = fsub contract float %553, %554
  store float %555, ptr %9, align 4
  %556 = load float, ptr %6, align 4
  %557 = load float, ptr %10, align 4
  %558 = fsub contract float %556, %557
  store float %558, ptr %10, align 4
  %559 = load float, ptr %6, align 4
  %560 = load float, ptr %11, align 4
  %561 = fsub contract float %559, %560
  store float %561, ptr %11, align 4
  %562 = load float, ptr %6, align 4
  %563 = load float, ptr %12, align 4
  %564 = fsub contract float %562, %563
  store float %564, ptr %12, align 4
  %565 = load float, ptr %6, align 4
  %566 = load float, ptr %13, align 4
  %567 = fsub contract float %565, %566
  store float %567, ptr %13, align 4
  %568 = load float, ptr %6, align 4
  %569 = load float, ptr %14, align 4
  %570 = fsub contract float %568, %569
  store float %570, ptr %14, align 4
  %571 = load float, ptr %6, align 4
  %572 = load float, ptr %15, align 4
  %573 = fsub contract float %571, %572
  store float %573, ptr %15, align 4
  %574 = load float, ptr %6, align 4
  %575 = load float, ptr %8, align 4
  %576 = fsub contract float %574, %575
  store float %576, ptr %8, align 4
  %577 = load float, ptr %6, align 4
  %578 = load float, ptr %9, align 4
  %579 = fsub contract float %577, %578
  store float %579, ptr %9, align 4
  %580 = load float, ptr %6, align 4
  %581 = load float, ptr %10, align 4
  %582 = fsub contract float %580, %581
  store float %582, ptr %10, align 4
  %583 = load float, ptr %6, align 4
  %584 = load float, ptr %11, align 4
  %585 = fsub contract float %583, %584
  store float %585, ptr %11, align 4
  %586 = load float, ptr %6, align 4
  %587 = load float, ptr %12, align 4
  %588 = fsub contract float %586, %587
  store float %588, ptr %12, align 4
  %589 = load float, ptr %6, align 4
  %590 = load float, ptr %13, align 4
  %591 = fsub contract float %589, %590
  store float %591, ptr %13, align 4
  %592 = load float, ptr %6, align 4
  %593 = load float, ptr %14, align 4
  %594 = fsub contract float %592, %593
  store float %594, ptr %14, align 4
  %595 = load float, ptr %6, align 4
  %596 = load float, ptr %15, align 4
  %597 = fsub contract float %595, %596
  store float %597, ptr %15, align 4
  %598 = load float, ptr %6, align 4
  %599 = load float, ptr %8, align 4
  %600 = fsub contract float %598, %599
  store float %600, ptr %8, align 4
  %601 = load float, ptr %6, align 4
  %602 = load float, ptr %9, align 4
  %603 = fsub contract float %601, %602
  store float %603, ptr %9, align 4
  %604 = load float, ptr %6, align 4
  %605 = load float, ptr %10, align 4
  %606 = fsub contract float %604, %605
  store float %606, ptr %10, align 4
  %607 = load float, ptr %6, align 4
  %608 = load float, ptr %11, align 4
  %609 = fsub contract float %607, %608
  store float %609, ptr %11, align 4
  %610 = load float, ptr %6, align 4
  %611 = load float, ptr %12, align 4
  %612 = fsub contract float %610, %611
  store float %612, ptr %12, align 4
  %613 = load float, ptr %6, align 4
  %614 = load float, ptr %13, align 4
  %615 = fsub contract float %613, %614
  store float %615, ptr %13, align 4
  %616 = load float, ptr %6, align 4
  %617 = load float, ptr %14, align 4
  %618 = fsub contract float %616, %617
  store float %618, ptr %14, align 4
  %619 = load float, ptr %6, align 4
  %620 = load float, ptr %15, align 4
  %621 = fsub contract float %619, %620
  store float %621, ptr %15, align 4
  %622 = load float, ptr %6, align 4
  %623 = load float, ptr %8, align 4
  %624 = fsub contract float %622, %623
  store float %624, ptr %8, align 4
  %625 = load float, ptr %6, align 4
  %626 = load float, ptr %9, align 4
  %627 = fsub contract float %625, %626
  store float %627, ptr %9, align 4
  %628 = load float, ptr %6, align 4
  %629 = load float, ptr %10, align 4
  %630 = fsub contract float %628, %629
  store float %630, ptr %10, align 4
  %631 = load float, ptr %6, align 4
  %632 = load float, ptr %11, align 4
  %633 = fsub contract float %631, %632
  store float %633, ptr %11, align 4
  %634 = load float, ptr %6, align 4
  %635 = load float, ptr %12, align 4
  %636 = fsub contract float %634, %635
  store float %636, ptr %12, align 4
  %637 = load float, ptr %6, align 4
  %638 = load float, ptr %13, align 4
  %639 = fsub contract float %637, %638
  store float %639, ptr %13, align 4
  %640 = load float, ptr %6, align 4
  %641 = load float, ptr %14, align 4
  %642 = fsub contract float %640, %641
  store float %642, ptr %14, align 4
  %643 = load float, ptr %6, align 4
  %644 = load float, ptr %15, align 4
  %645 = fsub contract float %643, %644
  store float %645, ptr %15, align 4
  %646 = load float, ptr %6, align 4
  %647 = load float, ptr %8, align 4
  %648 = fsub contract float %646, %647
  store float %648, ptr %8, align 4
  %649 = load float, ptr %6, align 4
  %650 = load float, ptr %9, align 4
  %651 = fsub contract float %649, %650
  store float %651, ptr %9, align 4
  %652 = load float, ptr %6, align 4
  %653 = load float, ptr %10, align 4
  %654 = fsub contract float %652, %653
  store float %654, ptr %10, align 4
  %655 = load float, ptr %6, align 4
  %656 = load float, ptr %11, align 4
  %657 = fsub contract float %655, %656
  store float %657, ptr %11, align 4
  %658 = load float, ptr %6, align 4
  %659 = load float, ptr %12, align 4
  %660 = fsub contract float %658, %659
  store float %660, ptr %12, align 4
  %661 = load float, ptr %6, align 4
  %662 = load float, ptr %13, align 4
  %663 = fsub contract float %661, %662
  store float %663, ptr %13, align 4
  %664 = load float, ptr %6, align 4
  %665 = load float, ptr %14, align 4
  %666 = fsub contract float %664, %665
  store float %666, ptr %14, align 4
  %667 = load float, ptr %6, align 4
  %668 = load float, ptr %15, align 4
  %669 = fsub contract float %667, %668
  store float %669, ptr %15, align 4
  %670 = load float, ptr %6, align 4
  %671 = load float, ptr %8, align 4
  %672 = fsub contract float %670, %671
  store float %672, ptr %8, align 4
  %673 = load float, ptr %6, align 4
  %674 = load float, ptr %9, align 4
  %675 = fsub contract float %673, %674
  store float %675, ptr %9, align 4
  %676 = load float, ptr %6, align 4
  %677 = load float, ptr %10, align 4
  %678 = fsub contract float %676, %677
  store float %678, ptr %10, align 4
  %679 = load float, ptr %6, align 4
  %680 = load float, ptr %11, align 4
  %681 = fsub contract float %679, %680
  store float %681, ptr %11, align 4
  %682 = load float, ptr %6, align 4
  %683 = load float, ptr %12, align 4
  %684 = fsub contract float %682, %683
  store float %684, ptr %12, align 4
  %685 = load float, ptr %6, align 4
  %686 = load float, ptr %13, align 4
  %687 = fsub contract float %685, %686
  store float %687, ptr %13, align 4
  %688 = load float, ptr %6, align 4
  %689 = load float, ptr %14, align 4
  %690 = fsub contract float %688, %689
  store float %690, ptr %14, align 4
  %691 = load float, ptr %6, align 4
  %692 = load float, ptr %15, align 4
  %693 = fsub contract float %691, %692
  store float %693, ptr %15, align 4
  %694 = load float, ptr %6, align 4
  %695 = load float, ptr %8, align 4
  %696 = fsub contract float %694, %695
  store float %696, ptr %8, align 4
  %697 = load float, ptr %6, align 4
  %698 = load float, ptr %9, align 4
  %699 = fsub contract float %697, %698
  store float %699, ptr %9, align 4
  %700 = load float, ptr %6, align 4
  %701 = load float, ptr %10, align 4
  %702 = fsub contract float %700, %701
  store float %702, ptr %10, align 4
  %703 = load float, ptr %6, align 4
  %704 = load float, ptr %11, align 4
  %705 = fsub contract float %703, %704
  store float %705, ptr %11, align 4
  %706 = load float, ptr %6, align 4
  %707 = load float, ptr %12, align 4
  %708 = fsub contract float %706, %707
  store float %708, ptr %12, align 4
  %709 = load float, ptr %6, align 4
  %710 = load float, ptr %13, align 4
  %711 = fsub contract float %709, %710
  store float %711, ptr %13, align 4
  %712 = load float, ptr %6, align 4
  %713 = load float, ptr %14, align 4
  %714 = fsub contract float %712, %713
  store float %714, ptr %14, align 4
  %715 = load float, ptr %6, align 4
  %716 = load float, ptr %15, align 4
  %717 = fsub contract float %715, %716
  store float %717, ptr %15, align 4
  %718 = load float, ptr %6, align 4
  %719 = load float, ptr %8, align 4
  %720 = fsub contract float %718, %719
  store float %720, ptr %8, align 4
  %721 = load float, ptr %6, align 4
  %722 = load float, ptr %9, align 4
  %723 = fsub contract float %721, %722
  store float %723, ptr %9, align 4
  %724 = load float, ptr %6, align 4
  %725 = load float, ptr %10, align 4
  %726 = fsub contract float %724, %725
  store float %726, ptr %10, align 4
  %727 = load float, ptr %6, align 4
  %728 = load float, ptr %11, align 4
  %729 = fsub contract float %727, %728
  store float %729, ptr %11, align 4
  %730 = load float, ptr %6, align 4
  %731 = load float, ptr %12, align 4
  %732 = fsub contract float %730, %731
  store float %732, ptr %12, align 4
  %733 = load float, ptr %6, align 4
  %734 = load float, ptr %13, align 4
  %735 = fsub contract float %733, %734
  store float %735, ptr %13, align 4
  %736 = load float, ptr %6, align 4
  %737 = load float, ptr %14, align 4
  %738 = fsub contract float %736, %737
  store float %738, ptr %14, align 4
  %739 = load float, ptr %6, align 4
  %740 = load float, ptr %15, align 4
  %741 = fsub contract float %739, %740
  store float %741, ptr %15, align 4
  %742 = load float, ptr %6, align 4
  %743 = load float, ptr %8, align 4
  %744 = fsub contract float %742, %743
  store float %744, ptr %8, align 4
  %745 = load float, ptr %6, align 4
  %746 = load float, ptr %9, align 4
  %747 = fsub contract float %745, %746
  store float %747, ptr %9, align 4
  %748 = load float, ptr %6, align 4
  %749 = load float, ptr %10, align 4
  %750 = fsub contract float %748, %749
  store float %750, ptr %10, align 4
  %751 = load float, ptr %6, align 4
  %752 = load float, ptr %11, align 4
  %753 = fsub contract float %751, %752
  store float %753, ptr %11, align 4
  %754 = load float, ptr %6, align 4
  %755 = load float, ptr %12, align 4
  %756 = fsub contract float %754, %755
  store float %756, ptr %12, align 4
  %757 = load float, ptr %6, align 4
  %758 = load float, ptr %13, align 4
  %759 = fsub contract float %757, %758
  store float %759, ptr %13, align 4
  %760 = load float, ptr %6, align 4
  %761 = load float, ptr %14, align 4
  %762 = fsub contract float %760, %761
  store float %762, ptr %14, align 4
  %763 = load float, ptr %6, align 4
  %764 = load float, ptr %15, align 4
  %765 = fsub contract float %763, %764
  store float %765, ptr %15, align 4
  br label %766

766:                                              ; preds = %45
  %767 = load i32, ptr %16, align 4
  %768 = add nsw i32 %767, 1
  store i32 %768, ptr %16, align 4
  br label %41, !llvm.loop !6

769:                                              ; preds = %41
  %770 = load float, ptr %8, align 4
  %771 = load float, ptr %9, align 4
  %772 = fadd contract float %770, %771
  %773 = load float, ptr %10, align 4
  %774 = load float, ptr %11, align 4
  %775 = fadd contract float %773, %774
  %776 = fadd contract float %772, %775
  %777 = load float, ptr %12, align 4
  %778 = load float, ptr %13, align 4
  %779 = fadd contract float %777, %778
  %780 = load float, ptr %14, align 4
  %781 = load float, ptr %15, align 4
  %782 = fadd contract float %780, %781
  %783 = fadd contract float %779, %782
  %784 = fadd contract float %776, %783
  %785 = load ptr, ptr %4, align 8
  %786 = load i32, ptr %7, align 4
  %787 = sext i32 %786 to i64
  %788 = getelementptr inbounds float, ptr %785, i64 %787
  store float %784, ptr %788, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4Add8IdEvPT_iS0_(ptr noundef %0, i32 noundef %1, double noundef %2) #0 comdat {
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
  store double %26, ptr %8, align 8
  %27 = load double, ptr %8, align 8
  %28 = fsub contract double 1.000000e+01, %27
  store double %28, ptr %9, align 8
  %29 = load double, ptr %8, align 8
  %30 = fsub contract double 9.000000e+00, %29
  store double %30, ptr %10, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub contract double 9.000000e+00, %31
  store double %32, ptr %11, align 8
  %33 = load double, ptr %8, align 8
  %34 = fsub contract double 8.000000e+00, %33
  store double %34, ptr %12, align 8
  %35 = load double, ptr %9, align 8
  %36 = fsub contract double 8.000000e+00, %35
  store double %36, ptr %13, align 8
  %37 = load double, ptr %8, align 8
  %38 = fsub contract double 7.000000e+00, %37
  store double %38, ptr %14, align 8
  %39 = load double, ptr %9, align 8
  %40 = fsub contract double 7.000000e+00, %39
  store double %40, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %41

41:                                               ; preds = %766, %3
  %42 = load i32, ptr %16, align 4
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %769

45:                                               ; preds = %41
  %46 = load double, ptr %6, align 8
  %47 = load double, ptr %8, align 8
  %48 = fsub contract double %46, %47
  store double %48, ptr %8, align 8
  %49 = load double, ptr %6, align 8
  %50 = load double, ptr %9, align 8
  %51 = fsub contract double %49, %50
  store double %51, ptr %9, align 8
  %52 = load double, ptr %6, align 8
  %53 = load double, ptr %10, align 8
  %54 = fsub contract double %52, %53
  store double %54, ptr %10, align 8
  %55 = load double, ptr %6, align 8
  %56 = load double, ptr %11, align 8
  %57 = fsub contract double %55, %56
  store double %57, ptr %11, align 8
  %58 = load double, ptr %6, align 8
  %59 = load double, ptr %12, align 8
  %60 = fsub contract double %58, %59
  store double %60, ptr %12, align 8
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %13, align 8
  %63 = fsub contract double %61, %62
  store double %63, ptr %13, align 8
  %64 = load double, ptr %6, align 8
  %65 = load double, ptr %14, align 8
  %66 = fsub contract double %64, %65
  store double %66, ptr %14, align 8
  %67 = load double, ptr %6, align 8
  %68 = load double, ptr %15, align 8
  %69 = fsub contract double %67, %68
  store double %69, ptr %15, align 8
  %70 = load double, ptr %6, align 8
  %71 = load double, ptr %8, align 8
  %72 = fsub contract double %70, %71
  store double %72, ptr %8, align 8
  %73 = load double, ptr %6, align 8
  %74 = load double, ptr %9, align 8
  %75 = fsub contract double %73, %74
  store double %75, ptr %9, align 8
  %76 = load double, ptr %6, align 8
  %77 = load double, ptr %10, align 8
  %78 = fsub contract double %76, %77
  store double %78, ptr %10, align 8
  %79 = load double, ptr %6, align 8
  %80 = load double, ptr %11, align 8
  %81 = fsub contract double %79, %80
  store double %81, ptr %11, align 8
  %82 = load double, ptr %6, align 8
  %83 = load double, ptr %12, align 8
  %84 = fsub contract double %82, %83
  store double %84, ptr %12, align 8
  %85 = load double, ptr %6, align 8
  %86 = load double, ptr %13, align 8
  %87 = fsub contract double %85, %86
  store double %87, ptr %13, align 8
  %88 = load double, ptr %6, align 8
  %89 = load double, ptr %14, align 8
  %90 = fsub contract double %88, %89
  store double %90, ptr %14, align 8
  %91 = load double, ptr %6, align 8
  %92 = load double, ptr %15, align 8
  %93 = fsub contract double %91, %92
  store double %93, ptr %15, align 8
  %94 = load double, ptr %6, align 8
  %95 = load double, ptr %8, align 8
  %96 = fsub contract double %94, %95
  store double %96, ptr %8, align 8
  %97 = load double, ptr %6, align 8
  %98 = load double, ptr %9, align 8
  %99 = fsub contract double %97, %98
  store double %99, ptr %9, align 8
  %100 = load double, ptr %6, align 8
  %101 = load double, ptr %10, align 8
  %102 = fsub contract double %100, %101
  store double %102, ptr %10, align 8
  %103 = load double, ptr %6, align 8
  %104 = load double, ptr %11, align 8
  %105 = fsub contract double %103, %104
  store double %105, ptr %11, align 8
  %106 = load double, ptr %6, align 8
  %107 = load double, ptr %12, align 8
  %108 = fsub contract double %106, %107
  store double %108, ptr %12, align 8
  %109 = load double, ptr %6, align 8
  %110 = load double, ptr %13, align 8
  %111 = fsub contract double %109, %110
  store double %111, ptr %13, align 8
  %112 = load double, ptr %6, align 8
  %113 = load double, ptr %14, align 8
  %114 = fsub contract double %112, %113
  store double %114, ptr %14, align 8
  %115 = load double, ptr %6, align 8
  %116 = load double, ptr %15, align 8
  %117 = fsub contract double %115, %116
  store double %117, ptr %15, align 8
  %118 = load double, ptr %6, align 8
  %119 = load double, ptr %8, align 8
  %120 = fsub contract double %118, %119
  store double %120, ptr %8, align 8
  %121 = load double, ptr %6, align 8
  %122 = load double, ptr %9, align 8
  %123 = fsub contract double %121, %122
  store double %123, ptr %9, align 8
  %124 = load double, ptr %6, align 8
  %125 = load double, ptr %10, align 8
  %126 = fsub contract double %124, %125
  store double %126, ptr %10, align 8
  %127 = load double, ptr %6, align 8
  %128 = load double, ptr %11, align 8
  %129 = fsub contract double %127, %128
  store double %129, ptr %11, align 8
  %130 = load double, ptr %6, align 8
  %131 = load double, ptr %12, align 8
  %132 = fsub contract double %130, %131
  store double %132, ptr %12, align 8
  %133 = load double, ptr %6, align 8
  %134 = load double, ptr %13, align 8
  %135 = fsub contract double %133, %134
  store double %135, ptr %13, align 8
  %136 = load double, ptr %6, align 8
  %137 = load double, ptr %14, align 8
  %138 = fsub contract double %136, %137
  store double %138, ptr %14, align 8
  %139 = load double, ptr %6, align 8
  %140 = load double, ptr %15, align 8
  %141 = fsub contract double %139, %140
  store double %141, ptr %15, align 8
  %142 = load double, ptr %6, align 8
  %143 = load double, ptr %8, align 8
  %144 = fsub contract double %142, %143
  store double %144, ptr %8, align 8
  %145 = load double, ptr %6, align 8
  %146 = load double, ptr %9, align 8
  %147 = fsub contract double %145, %146
  store double %147, ptr %9, align 8
  %148 = load double, ptr %6, align 8
  %149 = load double, ptr %10, align 8
  %150 = fsub contract double %148, %149
  store double %150, ptr %10, align 8
  %151 = load double, ptr %6, align 8
  %152 = load double, ptr %11, align 8
  %153 = fsub contract double %151, %152
  store double %153, ptr %11, align 8
  %154 = load double, ptr %6, align 8
  %155 = load double, ptr %12, align 8
  %156 = fsub contract double %154, %155
  store double %156, ptr %12, align 8
  %157 = load double, ptr %6, align 8
  %158 = load double, ptr %13, align 8
  %159 = fsub contract double %157, %158
  store double %159, ptr %13, align 8
  %160 = load double, ptr %6, align 8
  %161 = load double, ptr %14, align 8
  %162 = fsub contract double %160, %161
  store double %162, ptr %14, align 8
  %163 = load double, ptr %6, align 8
  %164 = load double, ptr %15, align 8
  %165 = fsub contract double %163, %164
  store double %165, ptr %15, align 8
  %166 = load double, ptr %6, align 8
  %167 = load double, ptr %8, align 8
  %168 = fsub contract double %166, %167
  store double %168, ptr %8, align 8
  %169 = load double, ptr %6, align 8
  %170 = load double, ptr %9, align 8
  %171 = fsub contract double %169, %170
  store double %171, ptr %9, align 8
  %172 = load double, ptr %6, align 8
  %173 = load double, ptr %10, align 8
  %174 = fsub contract double %172, %173
  store double %174, ptr %10, align 8
  %175 = load double, ptr %6, align 8
  %176 = load double, ptr %11, align 8
  %177 = fsub contract double %175, %176
  store double %177, ptr %11, align 8
  %178 = load double, ptr %6, align 8
  %179 = load double, ptr %12, align 8
  %180 = fsub contract double %178, %179
  store double %180, ptr %12, align 8
  %181 = load double, ptr %6, align 8
  %182 = load double, ptr %13, align 8
  %183 = fsub contract double %181, %182
  store double %183, ptr %13, align 8
  %184 = load double, ptr %6, align 8
  %185 = load double, ptr %14, align 8
  %186 = fsub contract double %184, %185
  store double %186, ptr %14, align 8
  %187 = load double, ptr %6, align 8
  %188 = load double, ptr %15, align 8
  %189 = fsub contract double %187, %188
  store double %189, ptr %15, align 8
  %190 = load double, ptr %6, align 8
  %191 = load double, ptr %8, align 8
  %192 = fsub contract double %190, %191
  store double %192, ptr %8, align 8
  %193 = load double, ptr %6, align 8
  %194 = load double, ptr %9, align 8
  %195 = fsub contract double %193, %194
  store double %195, ptr %9, align 8
  %196 = load double, ptr %6, align 8
  %197 = load double, ptr %10, align 8
  %198 = fsub contract double %196, %197
  store double %198, ptr %10, align 8
  %199 = load double, ptr %6, align 8
  %200 = load double, ptr %11, align 8
  %201 = fsub contract double %199, %200
  store double %201, ptr %11, align 8
  %202 = load double, ptr %6, align 8
  %203 = load double, ptr %12, align 8
  %204 = fsub contract double %202, %203
  store double %204, ptr %12, align 8
  %205 = load double, ptr %6, align 8
  %206 = load double, ptr %13, align 8
  %207 = fsub contract double %205, %206
  store double %207, ptr %13, align 8
  %208 = load double, ptr %6, align 8
  %209 = load double, ptr %14, align 8
  %210 = fsub contract double %208, %209
  store double %210, ptr %14, align 8
  %211 = load double, ptr %6, align 8
  %212 = load double, ptr %15, align 8
  %213 = fsub contract double %211, %212
  store double %213, ptr %15, align 8
  %214 = load double, ptr %6, align 8
  %215 = load double, ptr %8, align 8
  %216 = fsub contract double %214, %215
  store double %216, ptr %8, align 8
  %217 = load double, ptr %6, align 8
  %218 = load double, ptr %9, align 8
  %219 = fsub contract double %217, %218
  store double %219, ptr %9, align 8
  %220 = load double, ptr %6, align 8
  %221 = load double, ptr %10, align 8
  %222 = fsub contract double %220, %221
  store double %222, ptr %10, align 8
  %223 = load double, ptr %6, align 8
  %224 = load double, ptr %11, align 8
  %225 = fsub contract double %223, %224
  store double %225, ptr %11, align 8
  %226 = load double, ptr %6, align 8
  %227 = load double, ptr %12, align 8
  %228 = fsub contract double %226, %227
  store double %228, ptr %12, align 8
  %229 = load double, ptr %6, align 8
  %230 = load double, ptr %13, align 8
  %231 = fsub contract double %229, %230
  store double %231, ptr %13, align 8
  %232 = load double, ptr %6, align 8
  %233 = load double, ptr %14, align 8
  %234 = fsub contract double %232, %233
  store double %234, ptr %14, align 8
  %235 = load double, ptr %6, align 8
  %236 = load double, ptr %15, align 8
  %237 = fsub contract double %235, %236
  store double %237, ptr %15, align 8
  %238 = load double, ptr %6, align 8
  %239 = load double, ptr %8, align 8
  %240 = fsub contract double %238, %239
  store double %240, ptr %8, align 8
  %241 = load double, ptr %6, align 8
  %242 = load double, ptr %9, align 8
  %243 = fsub contract double %241, %242
  store double %243, ptr %9, align 8
  %244 = load double, ptr %6, align 8
  %245 = load double, ptr %10, align 8
  %246 = fsub contract double %244, %245
  store double %246, ptr %10, align 8
  %247 = load double, ptr %6, align 8
  %248 = load double, ptr %11, align 8
  %249 = fsub contract double %247, %248
  store double %249, ptr %11, align 8
  %250 = load double, ptr %6, align 8
  %251 = load double, ptr %12, align 8
  %252 = fsub contract double %250, %251
  store double %252, ptr %12, align 8
  %253 = load double, ptr %6, align 8
  %254 = load double, ptr %13, align 8
  %255 = fsub contract double %253, %254
  store double %255, ptr %13, align 8
  %256 = load double, ptr %6, align 8
  %257 = load double, ptr %14, align 8
  %258 = fsub contract double %256, %257
  store double %258, ptr %14, align 8
  %259 = load double, ptr %6, align 8
  %260 = load double, ptr %15, align 8
  %261 = fsub contract double %259, %260
  store double %261, ptr %15, align 8
  %262 = load double, ptr %6, align 8
  %263 = load double, ptr %8, align 8
  %264 = fsub contract double %262, %263
  store double %264, ptr %8, align 8
  %265 = load double, ptr %6, align 8
  %266 = load double, ptr %9, align 8
  %267 = fsub contract double %265, %266
  store double %267, ptr %9, align 8
  %268 = load double, ptr %6, align 8
  %269 = load double, ptr %10, align 8
  %270 = fsub contract double %268, %269
  store double %270, ptr %10, align 8
  %271 = load double, ptr %6, align 8
  %272 = load double, ptr %11, align 8
  %273 = fsub contract double %271, %272
  store double %273, ptr %11, align 8
  %274 = load double, ptr %6, align 8
  %275 = load double, ptr %12, align 8
  %276 = fsub contract double %274, %275
  store double %276, ptr %12, align 8
  %277 = load double, ptr %6, align 8
  %278 = load double, ptr %13, align 8
  %279 = fsub contract double %277, %278
  store double %279, ptr %13, align 8
  %280 = load double, ptr %6, align 8
  %281 = load double, ptr %14, align 8
  %282 = fsub contract double %280, %281
  store double %282, ptr %14, align 8
  %283 = load double, ptr %6, align 8
  %284 = load double, ptr %15, align 8
  %285 = fsub contract double %283, %284
  store double %285, ptr %15, align 8
  %286 = load double, ptr %6, align 8
  %287 = load double, ptr %8, align 8
  %288 = fsub contract double %286, %287
  store double %288, ptr %8, align 8
  %289 = load double, ptr %6, align 8
  %290 = load double, ptr %9, align 8
  %291 = fsub contract double %289, %290
  store double %291, ptr %9, align 8
  %292 = load double, ptr %6, align 8
  %293 = load double, ptr %10, align 8
  %294 = fsub contract double %292, %293
  store double %294, ptr %10, align 8
  %295 = load double, ptr %6, align 8
  %296 = load double, ptr %11, align 8
  %297 = fsub contract double %295, %296
  store double %297, ptr %11, align 8
  %298 = load double, ptr %6, align 8
  %299 = load double, ptr %12, align 8
  %300 = fsub contract double %298, %299
  store double %300, ptr %12, align 8
  %301 = load double, ptr %6, align 8
  %302 = load double, ptr %13, align 8
  %303 = fsub contract double %301, %302
  store double %303, ptr %13, align 8
  %304 = load double, ptr %6, align 8
  %305 = load double, ptr %14, align 8
  %306 = fsub contract double %304, %305
  store double %306, ptr %14, align 8
  %307 = load double, ptr %6, align 8
  %308 = load double, ptr %15, align 8
  %309 = fsub contract double %307, %308
  store double %309, ptr %15, align 8
  %310 = load double, ptr %6, align 8
  %311 = load double, ptr %8, align 8
  %312 = fsub contract double %310, %311
  store double %312, ptr %8, align 8
  %313 = load double, ptr %6, align 8
  %314 = load double, ptr %9, align 8
  %315 = fsub contract double %313, %314
  store double %315, ptr %9, align 8
  %316 = load double, ptr %6, align 8
  %317 = load double, ptr %10, align 8
  %318 = fsub contract double %316, %317
  store double %318, ptr %10, align 8
  %319 = load double, ptr %6, align 8
  %320 = load double, ptr %11, align 8
  %321 = fsub contract double %319, %320
  store double %321, ptr %11, align 8
  %322 = load double, ptr %6, align 8
  %323 = load double, ptr %12, align 8
  %324 = fsub contract double %322, %323
  store double %324, ptr %12, align 8
  %325 = load double, ptr %6, align 8
  %326 = load double, ptr %13, align 8
  %327 = fsub contract double %325, %326
  store double %327, ptr %13, align 8
  %328 = load double, ptr %6, align 8
  %329 = load double, ptr %14, align 8
  %330 = fsub contract double %328, %329
  store double %330, ptr %14, align 8
  %331 = load double, ptr %6, align 8
  %332 = load double, ptr %15, align 8
  %333 = fsub contract double %331, %332
  store double %333, ptr %15, align 8
  %334 = load double, ptr %6, align 8
  %335 = load double, ptr %8, align 8
  %336 = fsub contract double %334, %335
  store double %336, ptr %8, align 8
  %337 = load double, ptr %6, align 8
  %338 = load double, ptr %9, align 8
  %339 = fsub contract double %337, %338
  store double %339, ptr %9, align 8
  %340 = load double, ptr %6, align 8
  %341 = load double, ptr %10, align 8
  %342 = fsub contract double %340, %341
  store double %342, ptr %10, align 8
  %343 = load double, ptr %6, align 8
  %344 = load double, ptr %11, align 8
  %345 = fsub contract double %343, %344
  store double %345, ptr %11, align 8
  %346 = load double, ptr %6, align 8
  %347 = load double, ptr %12, align 8
  %348 = fsub contract double %346, %347
  store double %348, ptr %12, align 8
  %349 = load double, ptr %6, align 8
  %350 = load double, ptr %13, align 8
  %351 = fsub contract double %349, %350
  store double %351, ptr %13, align 8
  %352 = load double, ptr %6, align 8
  %353 = load double, ptr %14, align 8
  %354 = fsub contract double %352, %353
  store double %354, ptr %14, align 8
  %355 = load double, ptr %6, align 8
  %356 = load double, ptr %15, align 8
  %357 = fsub contract double %355, %356
  store double %357, ptr %15, align 8
  %358 = load double, ptr %6, align 8
  %359 = load double, ptr %8, align 8
  %360 = fsub contract double %358, %359
  store double %360, ptr %8, align 8
  %361 = load double, ptr %6, align 8
  %362 = load double, ptr %9, align 8
  %363 = fsub contract double %361, %362
  store double %363, ptr %9, align 8
  %364 = load double, ptr %6, align 8
  %365 = load double, ptr %10, align 8
  %366 = fsub contract double %364, %365
  store double %366, ptr %10, align 8
  %367 = load double, ptr %6, align 8
  %368 = load double, ptr %11, align 8
  %369 = fsub contract double %367, %368
  store double %369, ptr %11, align 8
  %370 = load double, ptr %6, align 8
  %371 = load double, ptr %12, align 8
  %372 = fsub contract double %370, %371
  store double %372, ptr %12, align 8
  %373 = load double, ptr %6, align 8
  %374 = load double, ptr %13, align 8
  %375 = fsub contract double %373, %374
  store double %375, ptr %13, align 8
  %376 = load double, ptr %6, align 8
  %377 = load double, ptr %14, align 8
  %378 = fsub contract double %376, %377
  store double %378, ptr %14, align 8
  %379 = load double, ptr %6, align 8
  %380 = load double, ptr %15, align 8
  %381 = fsub contract double %379, %380
  store double %381, ptr %15, align 8
  %382 = load double, ptr %6, align 8
  %383 = load double, ptr %8, align 8
  %384 = fsub contract double %382, %383
  store double %384, ptr %8, align 8
  %385 = load double, ptr %6, align 8
  %386 = load double, ptr %9, align 8
  %387 = fsub contract double %385, %386
  store double %387, ptr %9, align 8
  %388 = load double, ptr %6, align 8
  %389 = load double, ptr %10, align 8
  %390 = fsub contract double %388, %389
  store double %390, ptr %10, align 8
  %391 = load double, ptr %6, align 8
  %392 = load double, ptr %11, align 8
  %393 = fsub contract double %391, %392
  store double %393, ptr %11, align 8
  %394 = load double, ptr %6, align 8
  %395 = load double, ptr %12, align 8
  %396 = fsub contract double %394, %395
  store double %396, ptr %12, align 8
  %397 = load double, ptr %6, align 8
  %398 = load double, ptr %13, align 8
  %399 = fsub contract double %397, %398
  store double %399, ptr %13, align 8
  %400 = load double, ptr %6, align 8
  %401 = load double, ptr %14, align 8
  %402 = fsub contract double %400, %401
  store double %402, ptr %14, align 8
  %403 = load double, ptr %6, align 8
  %404 = load double, ptr %15, align 8
  %405 = fsub contract double %403, %404
  store double %405, ptr %15, align 8
  %406 = load double, ptr %6, align 8
  %407 = load double, ptr %8, align 8
  %408 = fsub contract double %406, %407
  store double %408, ptr %8, align 8
  %409 = load double, ptr %6, align 8
  %410 = load double, ptr %9, align 8
  %411 = fsub contract double %409, %410
  store double %411, ptr %9, align 8
  %412 = load double, ptr %6, align 8
  %413 = load double, ptr %10, align 8
  %414 = fsub contract double %412, %413
  store double %414, ptr %10, align 8
  %415 = load double, ptr %6, align 8
  %416 = load double, ptr %11, align 8
  %417 = fsub contract double %415, %416
  store double %417, ptr %11, align 8
  %418 = load double, ptr %6, align 8
  %419 = load double, ptr %12, align 8
  %420 = fsub contract double %418, %419
  store double %420, ptr %12, align 8
  %421 = load double, ptr %6, align 8
  %422 = load double, ptr %13, align 8
  %423 = fsub contract double %421, %422
  store double %423, ptr %13, align 8
  %424 = load double, ptr %6, align 8
  %425 = load double, ptr %14, align 8
  %426 = fsub contract double %424, %425
  store double %426, ptr %14, align 8
  %427 = load double, ptr %6, align 8
  %428 = load double, ptr %15, align 8
  %429 = fsub contract double %427, %428
  store double %429, ptr %15, align 8
  %430 = load double, ptr %6, align 8
  %431 = load double, ptr %8, align 8
  %432 = fsub contract double %430, %431
  store double %432, ptr %8, align 8
  %433 = load double, ptr %6, align 8
  %434 = load double, ptr %9, align 8
  %435 = fsub contract double %433, %434
  store double %435, ptr %9, align 8
  %436 = load double, ptr %6, align 8
  %437 = load double, ptr %10, align 8
  %438 = fsub contract double %436, %437
  store double %438, ptr %10, align 8
  %439 = load double, ptr %6, align 8
  %440 = load double, ptr %11, align 8
  %441 = fsub contract double %439, %440
  store double %441, ptr %11, align 8
  %442 = load double, ptr %6, align 8
  %443 = load double, ptr %12, align 8
  %444 = fsub contract double %442, %443
  store double %444, ptr %12, align 8
  %445 = load double, ptr %6, align 8
  %446 = load double, ptr %13, align 8
  %447 = fsub contract double %445, %446
  store double %447, ptr %13, align 8
  %448 = load double, ptr %6, align 8
  %449 = load double, ptr %14, align 8
  %450 = fsub contract double %448, %449
  store double %450, ptr %14, align 8
  %451 = load double, ptr %6, align 8
  %452 = load double, ptr %15, align 8
  %453 = fsub contract double %451, %452
  store double %453, ptr %15, align 8
  %454 = load double, ptr %6, align 8
  %455 = load double, ptr %8, align 8
  %456 = fsub contract double %454, %455
  store double %456, ptr %8, align 8
  %457 = load double, ptr %6, align 8
  %458 = load double, ptr %9, align 8
  %459 = fsub contract double %457, %458
  store double %459, ptr %9, align 8
  %460 = load double, ptr %6, align 8
  %461 = load double, ptr %10, align 8
  %462 = fsub contract double %460, %461
  store double %462, ptr %10, align 8
  %463 = load double, ptr %6, align 8
  %464 = load double, ptr %11, align 8
  %465 = fsub contract double %463, %464
  store double %465, ptr %11, align 8
  %466 = load double, ptr %6, align 8
  %467 = load double, ptr %12, align 8
  %468 = fsub contract double %466, %467
  store double %468, ptr %12, align 8
  %469 = load double, ptr %6, align 8
  %470 = load double, ptr %13, align 8
  %471 = fsub contract double %469, %470
  store double %471, ptr %13, align 8
  %472 = load double, ptr %6, align 8
  %473 = load double, ptr %14, align 8
  %474 = fsub contract double %472, %473
  store double %474, ptr %14, align 8
  %475 = load double, ptr %6, align 8
  %476 = load double, ptr %15, align 8
  %477 = fsub contract double %475, %476
  store double %477, ptr %15, align 8
  %478 = load double, ptr %6, align 8
  %479 = load double, ptr %8, align 8
  %480 = fsub contract double %478, %479
  store double %480, ptr %8, align 8
  %481 = load double, ptr %6, align 8
  %482 = load double, ptr %9, align 8
  %483 = fsub contract double %481, %482
  store double %483, ptr %9, align 8
  %484 = load double, ptr %6, align 8
  %485 = load double, ptr %10, align 8
  %486 = fsub contract double %484, %485
  store double %486, ptr %10, align 8
  %487 = load double, ptr %6, align 8
  %488 = load double, ptr %11, align 8
  %489 = fsub contract double %487, %488
  store double %489, ptr %11, align 8
  %490 = load double, ptr %6, align 8
  %491 = load double, ptr %12, align 8
  %492 = fsub contract double %490, %491
  store double %492, ptr %12, align 8
  %493 = load double, ptr %6, align 8
  %494 = load double, ptr %13, align 8
  %495 = fsub contract double %493, %494
  store double %495, ptr %13, align 8
  %496 = load double, ptr %6, align 8
  %497 = load double, ptr %14, align 8
  %498 = fsub contract double %496, %497
  store double %498, ptr %14, align 8
  %499 = load double, ptr %6, align 8
  %500 = load double, ptr %15, align 8
  %501 = fsub contract double %499, %500
  store double %501, ptr %15, align 8
  %502 = load double, ptr %6, align 8
  %503 = load double, ptr %8, align 8
  %504 = fsub contract double %502, %503
  store double %504, ptr %8, align 8
  %505 = load double, ptr %6, align 8
  %506 = load double, ptr %9, align 8
  %507 = fsub contract double %505, %506
  store double %507, ptr %9, align 8
  %508 = load double, ptr %6, align 8
  %509 = load double, ptr %10, align 8
  %510 = fsub contract double %508, %509
  store double %510, ptr %10, align 8
  %511 = load double, ptr %6, align 8
  %512 = load double, ptr %11, align 8
  %513 = fsub contract double %511, %512
  store double %513, ptr %11, align 8
  %514 = load double, ptr %6, align 8
  %515 = load double, ptr %12, align 8
  %516 = fsub contract double %514, %515
  store double %516, ptr %12, align 8
  %517 = load double, ptr %6, align 8
  %518 = load double, ptr %13, align 8
  %519 = fsub contract double %517, %518
  store double %519, ptr %13, align 8
  %520 = load double, ptr %6, align 8
  %521 = load double, ptr %14, align 8
  %522 = fsub contract double %520, %521
  store double %522, ptr %14, align 8
  %523 = load double, ptr %6, align 8
  %524 = load double, ptr %15, align 8
  %525 = fsub contract double %523, %524
  store double %525, ptr %15, align 8
  %526 = load double, ptr %6, align 8
  %527 = load double, ptr %8, align 8
  %528 = fsub contract double %526, %527
  store double %528, ptr %8, align 8
  %529 = load double, ptr %6, align 8
  %530 = load double, ptr %9, align 8
  %531 = fsub contract double %529, %530
  store double %531, ptr %9, align 8
  %532 = load double, ptr %6, align 8
  %533 = load double, ptr %10, align 8
  %534 = fsub contract double %532, %533
  store double %534, ptr %10, align 8
  %535 = load double, ptr %6, align 8
  %536 = load double, ptr %11, align 8
  %537 = fsub contract double %535, %536
  store double %537, ptr %11, align 8
  %538 = load double, ptr %6, align 8
  %539 = load double, ptr %12, align 8
  %540 = fsub contract double %538, %539
  store double %540, ptr %12, align 8
  %541 = load double, ptr %6, align 8
  %542 = load double, ptr %13, align 8
  %543 = fsub contract double %541, %542
  store double %543, ptr %13, align 8
  %544 = load double, ptr %6, align 8
  %545 = load double, ptr %14, align 8
  %546 = fsub contract double %544, %545
  store double %546, ptr %14, align 8
  %547 = load double, ptr %6, align 8
  %548 = load double, ptr %15, align 8
  %549 = fsub contract double %547, %548
  store double %549, ptr %15, align 8
  %550 = load double, ptr %6, align 8
  %551 = load double, ptr %8, align 8
  %552 = fsub contract double %550, %551
  store double %552, ptr %8, align 8
  %553 = load double, ptr %6, align 8
  %554 = load double, ptr %9, align 8
  %555 = fsub contract double %553, %554
  store double %555, ptr %9, align 8
  %556 = load double, ptr %6, align 8
  %557 = load double, ptr %10, align 8
  %558 = fsub contract double %556, %557
  store double %558, ptr %10, align 8
  %559 = load double, ptr %6, align 8
  %560 = load double, ptr %11, align 8
  %561 = fsub contract double %559, %560
  store double %561, ptr %11, align 8
  %562 = load double, ptr %6, align 8
  %563 = load double, ptr %12, align 8
  %564 = fsub contract double %562, %563
  store double %564, ptr %12, align 8
  %565 = load double, ptr %6, align 8
  %566 = load double, ptr %13, align 8
  %567 = fsub contract double %565, %566
  store double %567, ptr %13, align 8
  %568 = load double, ptr %6, align 8
  %569 = load double, ptr %14, align 8
  %570 = fsub contract double %568, %569
  store double %570, ptr %14, align 8
  %571 = load double, ptr %6, align 8
  %572 = load double, ptr %15, align 8
  %573 = fsub contract double %571, %572
  store double %573, ptr %15, align 8
  %574 = load double, ptr %6, align 8
  %575 = load double, ptr %8, align 8
  %576 = fsub contract double %574, %575
  store double %576, ptr %8, align 8
  %577 = load double, ptr %6, align 8
  %578 = load double, ptr %9, align 8
  %579 = fsub contract double %577, %578
  store double %579, ptr %9, align 8
  %580 = load double, ptr %6, align 8
  %581 = load double, ptr %10, align 8
  %582 = fsub contract double %580, %581
  store double %582, ptr %10, align 8
  %583 = load double, ptr %6, align 8
  %584 = load double, ptr %11, align 8
  %585 = fsub contract double %583, %584
  store double %585, ptr %11, align 8
  %586 = load double, ptr %6, align 8
  %587 = load double, ptr %12, align 8
  %588 = fsub contract double %586, %587
  store double %588, ptr %12, align 8
  %589 = load double, ptr %6, align 8
  %590 = load double, ptr %13, align 8
  %591 = fsub contract double %589, %590
  store double %591, ptr %13, align 8
  %592 = load double, ptr %6, align 8
  %593 = load double, ptr %14, align 8
  %594 = fsub contract double %592, %593
  store double %594, ptr %14, align 8
  %595 = load double, ptr %6, align 8
  %596 = load double, ptr %15, align 8
  %597 = fsub contract double %595, %596
  store double %597, ptr %15, align 8
  %598 = load double, ptr %6, align 8
  %599 = load double, ptr %8, align 8
  %600 = fsub contract double %598, %599
  store double %600, ptr %8, align 8
  %601 = load double, ptr %6, align 8
  %602 = load double, ptr %9, align 8
  %603 = fsub contract double %601, %602
  store double %603, ptr %9, align 8
  %604 = load double, ptr %6, align 8
  %605 = load double, ptr %10, align 8
  %606 = fsub contract double %604, %605
  store double %606, ptr %10, align 8
  %607 = load double, ptr %6, align 8
  %608 = load double, ptr %11, align 8
  %609 = fsub contract double %607, %608
  store double %609, ptr %11, align 8
  %610 = load double, ptr %6, align 8
  %611 = load double, ptr %12, align 8
  %612 = fsub contract double %610, %611
  store double %612, ptr %12, align 8
  %613 = load double, ptr %6, align 8
  %614 = load double, ptr %13, align 8
  %615 = fsub contract double %613, %614
  store double %615, ptr %13, align 8
  %616 = load double, ptr %6, align 8
  %617 = load double, ptr %14, align 8
  %618 = fsub contract double %616, %617
  store double %618, ptr %14, align 8
  %619 = load double, ptr %6, align 8
  %620 = load double, ptr %15, align 8
  %621 = fsub contract double %619, %620
  store double %621, ptr %15, align 8
  %622 = load double, ptr %6, align 8
  %623 = load double, ptr %8, align 8
  %624 = fsub contract double %622, %623
  store double %624, ptr %8, align 8
  %625 = load double, ptr %6, align 8
  %626 = load double, ptr %9, align 8
  %627 = fsub contract double %625, %626
  store double %627, ptr %9, align 8
  %628 = load double, ptr %6, align 8
  %629 = load double, ptr %10, align 8
  %630 = fsub contract double %628, %629
  store double %630, ptr %10, align 8
  %631 = load double, ptr %6, align 8
  %632 = load double, ptr %11, align 8
  %633 = fsub contract double %631, %632
  store double %633, ptr %11, align 8
  %634 = load double, ptr %6, align 8
  %635 = load double, ptr %12, align 8
  %636 = fsub contract double %634, %635
  store double %636, ptr %12, align 8
  %637 = load double, ptr %6, align 8
  %638 = load double, ptr %13, align 8
  %639 = fsub contract double %637, %638
  store double %639, ptr %13, align 8
  %640 = load double, ptr %6, align 8
  %641 = load double, ptr %14, align 8
  %642 = fsub contract double %640, %641
  store double %642, ptr %14, align 8
  %643 = load double, ptr %6, align 8
  %644 = load double, ptr %15, align 8
  %645 = fsub contract double %643, %644
  store double %645, ptr %15, align 8
  %646 = load double, ptr %6, align 8
  %647 = load double, ptr %8, align 8
  %648 = fsub contract double %646, %647
  store double %648, ptr %8, align 8
  %649 = load double, ptr %6, align 8
  %650 = load double, ptr %9, align 8
  %651 = fsub contract double %649, %650
  store double %651, ptr %9, align 8
  %652 = load double, ptr %6, align 8
  %653 = load double, ptr %10, align 8
  %654 = fsub contract double %652, %653
  store double %654, ptr %10, align 8
  %655 = load double, ptr %6, align 8
  %656 = load double, ptr %11, align 8
  %657 = fsub contract double %655, %656
  store double %657, ptr %11, align 8
  %658 = load double, ptr %6, align 8
  %659 = load double, ptr %12, align 8
  %660 = fsub contract double %658, %659
  store double %660, ptr %12, align 8
  %661 = load double, ptr %6, align 8
  %662 = load double, ptr %13, align 8
  %663 = fsub contract double %661, %662
  store double %663, ptr %13, align 8
  %664 = load double, ptr %6, align 8
  %665 = load double, ptr %14, align 8
  %666 = fsub contract double %664, %665
  store double %666, ptr %14, align 8
  %667 = load double, ptr %6, align 8
  %668 = load double, ptr %15, align 8
  %669 = fsub contract double %667, %668
  store double %669, ptr %15, align 8
  %670 = load double, ptr %6, align 8
  %671 = load double, ptr %8, align 8
  %672 = fsub contract double %670, %671
  store double %672, ptr %8, align 8
  %673 = load double, ptr %6, align 8
  %674 = load double, ptr %9, align 8
  %675 = fsub contract double %673, %674
  store double %675, ptr %9, align 8
  %676 = load double, ptr %6, align 8
  %677 = load double, ptr %10, align 8
  %678 = fsub contract double %676, %677
  store double %678, ptr %10, align 8
  %679 = load double, ptr %6, align 8
  %680 = load double, ptr %11, align 8
  %681 = fsub contract double %679, %680
  store double %681, ptr %11, align 8
  %682 = load double, ptr %6, align 8
  %683 = load double, ptr %12, align 8
  %684 = fsub contract double %682, %683
  store double %684, ptr %12, align 8
  %685 = load double, ptr %6, align 8
  %686 = load double, ptr %13, align 8
  %687 = fsub contract double %685, %686
  store double %687, ptr %13, align 8
  %688 = load double, ptr %6, align 8
  %689 = load double, ptr %14, align 8
  %690 = fsub contract double %688, %689
  store double %690, ptr %14, align 8
  %691 = load double, ptr %6, align 8
  %692 = load double, ptr %15, align 8
  %693 = fsub contract double %691, %692
  store double %693, ptr %15, align 8
  %694 = load double, ptr %6, align 8
  %695 = load double, ptr %8, align 8
  %696 = fsub contract double %694, %695
  store double %696, ptr %8, align 8
  %697 = load double, ptr %6, align 8
  %698 = load double, ptr %9, align 8
  %699 = fsub contract double %697, %698
  store double %699, ptr %9, align 8
  %700 = load double, ptr %6, align 8
  %701 = load double, ptr %10, align 8
  %702 = fsub contract double %700, %701
  store double %702, ptr %10, align 8
  %703 = load double, ptr %6, align 8
  %704 = load double, ptr %11, align 8
  %705 = fsub contract double %703, %704
  store double %705, ptr %11, align 8
  %706 = load double, ptr %6, align 8
  %707 = load double, ptr %12, align 8
  %708 = fsub contract double %706, %707
  store double %708, ptr %12, align 8
  %709 = load double, ptr %6, align 8
  %710 = load double, ptr %13, align 8
  %711 = fsub contract double %709, %710
  store double %711, ptr %13, align 8
  %712 = load double, ptr %6, align 8
  %713 = load double, ptr %14, align 8
  %714 = fsub contract double %712, %713
  store double %714, ptr %14, align 8
  %715 = load double, ptr %6, align 8
  %716 = load double, ptr %15, align 8
  %717 = fsub contract double %715, %716
  store double %717, ptr %15, align 8
  %718 = load double, ptr %6, align 8
  %719 = load double, ptr %8, align 8
  %720 = fsub contract double %718, %719
  store double %720, ptr %8, align 8
  %721 = load double, ptr %6, align 8
  %722 = load double, ptr %9, align 8
  %723 = fsub contract double %721, %722
  store double %723, ptr %9, align 8
  %724 = load double, ptr %6, align 8
  %725 = load double, ptr %10, align 8
  %726 = fsub contract double %724, %725
  store double %726, ptr %10, align 8
  %727 = load double, ptr %6, align 8
  %728 = load double, ptr %11, align 8
  %729 = fsub contract double %727, %728
  store double %729, ptr %11, align 8
  %730 = load double, ptr %6, align 8
  %731 = load double, ptr %12, align 8
  %732 = fsub contract double %730, %731
  store double %732, ptr %12, align 8
  %733 = load double, ptr %6, align 8
  %734 = load double, ptr %13, align 8
  %735 = fsub contract double %733, %734
  store double %735, ptr %13, align 8
  %736 = load double, ptr %6, align 8
  %737 = load double, ptr %14, align 8
  %738 = fsub contract double %736, %737
  store double %738, ptr %14, align 8
  %739 = load double, ptr %6, align 8
  %740 = load double, ptr %15, align 8
  %741 = fsub contract double %739, %740
  store double %741, ptr %15, align 8
  %742 = load double, ptr %6, align 8
  %743 = load double, ptr %8, align 8
  %744 = fsub contract double %742, %743
  store double %744, ptr %8, align 8
  %745 = load double, ptr %6, align 8
  %746 = load double, ptr %9, align 8
  %747 = fsub contract double %745, %746
  store double %747, ptr %9, align 8
  %748 = load double, ptr %6, align 8
  %749 = load double, ptr %10, align 8
  %750 = fsub contract double %748, %749
  store double %750, ptr %10, align 8
  %751 = load double, ptr %6, align 8
  %752 = load double, ptr %11, align 8
  %753 = fsub contract double %751, %752
  store double %753, ptr %11, align 8
  %754 = load double, ptr %6, align 8
  %755 = load double, ptr %12, align 8
  %756 = fsub contract double %754, %755
  store double %756, ptr %12, align 8
  %757 = load double, ptr %6, align 8
  %758 = load double, ptr %13, align 8
  %759 = fsub contract double %757, %758
  store double %759, ptr %13, align 8
  %760 = load double, ptr %6, align 8
  %761 = load double, ptr %14, align 8
  %762 = fsub contract double %760, %761
  store double %762, ptr %14, align 8
  %763 = load double, ptr %6, align 8
  %764 = load double, ptr %15, align 8
  %765 = fsub contract double %763, %764
  store double %765, ptr %15, align 8
  br label %766

766:                                              ; preds = %45
  %767 = load i32, ptr %16, align 4
  %768 = add nsw i32 %767, 1
  store i32 %768, ptr %16, align 4
  br label %41, !llvm.loop !8

769:                                              ; preds = %41
  %770 = load double, ptr %8, align 8
  %771 = load double, ptr %9, align 8
  %772 = fadd contract double %770, %771
  %773 = load double, ptr %10, align 8
  %774 = load double, ptr %11, align 8
  %775 = fadd contract double %773, %774
  %776 = fadd contract double %772, %775
  %777 = load double, ptr %12, align 8
  %778 = load double, ptr %13, align 8
  %779 = fadd contract double %777, %778
  %780 = load double, ptr %14, align 8
  %781 = load double, ptr %15, align 8
  %782 = fadd contract double %780, %781
  %783 = fadd contract double %779, %782
  %784 = fadd contract double %776, %783
  %785 = load ptr, ptr %4, align 8
  %786 = load i32, ptr %7, align 4
  %787 = sext i32 %786 to i64
  %788 = getelementptr inbounds double, ptr %785, i64 %787
  store double %784, ptr %788, align 8
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

!0 = !{ptr @_Z4Add8IfEvPT_iS0_, !"kernel", i32 1}
!1 = !{ptr @_Z4Add8IdEvPT_iS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
