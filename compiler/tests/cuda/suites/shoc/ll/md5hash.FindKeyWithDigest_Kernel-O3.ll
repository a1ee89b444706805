; ModuleID = 'md5hash.FindKeyWithDigest_Kernel.cu'
source_filename = "md5hash.FindKeyWithDigest_Kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z10IndexToKeyjiiPh(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = udiv i32 %0, %2
  %6 = mul i32 %5, %2
  %7 = sub i32 %0, %6
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %3, align 1, !tbaa !5
  %9 = udiv i32 %5, %2
  %10 = mul i32 %9, %2
  %11 = sub i32 %5, %10
  %12 = trunc i32 %11 to i8
  %13 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 %12, ptr %13, align 1, !tbaa !5
  %14 = udiv i32 %9, %2
  %15 = mul i32 %14, %2
  %16 = sub i32 %9, %15
  %17 = trunc i32 %16 to i8
  %18 = getelementptr inbounds i8, ptr %3, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = udiv i32 %14, %2
  %20 = mul i32 %19, %2
  %21 = sub i32 %14, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds i8, ptr %3, i64 3
  store i8 %22, ptr %23, align 1, !tbaa !5
  %24 = udiv i32 %19, %2
  %25 = mul i32 %24, %2
  %26 = sub i32 %19, %25
  %27 = trunc i32 %26 to i8
  %28 = getelementptr inbounds i8, ptr %3, i64 4
  store i8 %27, ptr %28, align 1, !tbaa !5
  %29 = udiv i32 %24, %2
  %30 = mul i32 %29, %2
  %31 = sub i32 %24, %30
  %32 = trunc i32 %31 to i8
  %33 = getelementptr inbounds i8, ptr %3, i64 5
  store i8 %32, ptr %33, align 1, !tbaa !5
  %34 = freeze i32 %29
  %35 = udiv i32 %34, %2
  %36 = mul i32 %35, %2
  %37 = sub i32 %34, %36
  %38 = trunc i32 %37 to i8
  %39 = getelementptr inbounds i8, ptr %3, i64 6
  store i8 %38, ptr %39, align 1, !tbaa !5
  %40 = urem i32 %35, %2
  %41 = trunc i32 %40 to i8
  %42 = getelementptr inbounds i8, ptr %3, i64 7
  store i8 %41, ptr %42, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z24FindKeyWithDigest_KerneljjjjiiiPiPhPj(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, ptr nocapture noundef writeonly %9) local_unnamed_addr #1 {
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = mul nsw i32 %15, %6
  %17 = udiv i32 %16, %6
  %18 = udiv i32 %17, %6
  %19 = mul i32 %18, %6
  %20 = sub i32 %17, %19
  %21 = trunc i32 %20 to i8
  %22 = udiv i32 %18, %6
  %23 = mul i32 %22, %6
  %24 = sub i32 %18, %23
  %25 = trunc i32 %24 to i8
  %26 = freeze i32 %22
  %27 = udiv i32 %26, %6
  %28 = mul i32 %27, %6
  %29 = sub i32 %26, %28
  %30 = trunc i32 %29 to i8
  %31 = udiv i32 %27, %6
  %32 = mul i32 %31, %6
  %33 = sub i32 %27, %32
  %34 = trunc i32 %33 to i8
  %35 = udiv i32 %31, %6
  %36 = mul i32 %35, %6
  %37 = sub i32 %31, %36
  %38 = trunc i32 %37 to i8
  %39 = udiv i32 %35, %6
  %40 = mul i32 %39, %6
  %41 = sub i32 %35, %40
  %42 = trunc i32 %41 to i8
  %43 = urem i32 %39, %6
  %44 = trunc i32 %43 to i8
  %45 = icmp sgt i32 %6, 0
  br i1 %45, label %46, label %90

46:                                               ; preds = %10
  %47 = mul i32 %17, %6
  %48 = sub i32 %16, %47
  %49 = trunc i32 %48 to i8
  %50 = shl i32 %29, 24
  %51 = shl i32 %24, 16
  %52 = and i32 %51, 16711680
  %53 = or disjoint i32 %50, %52
  %54 = shl i32 %20, 8
  %55 = and i32 %54, 65280
  %56 = or disjoint i32 %53, %55
  %57 = shl i32 %43, 24
  %58 = shl i32 %41, 16
  %59 = and i32 %58, 16711680
  %60 = or disjoint i32 %57, %59
  %61 = shl i32 %37, 8
  %62 = and i32 %61, 65280
  %63 = or disjoint i32 %60, %62
  %64 = and i32 %33, 255
  %65 = or disjoint i32 %63, %64
  %66 = or i32 %65, -2147483648
  %67 = or i32 %65, 8388608
  %68 = or i32 %65, 32768
  %69 = or i32 %65, 128
  %70 = shl i32 %5, 3
  %71 = add i32 %70, -1502002290
  %72 = add i32 %70, -1019803690
  %73 = add i32 %70, -35309556
  %74 = add i32 %70, -1416354905
  %75 = getelementptr inbounds i8, ptr %8, i64 1
  %76 = getelementptr inbounds i8, ptr %8, i64 2
  %77 = getelementptr inbounds i8, ptr %8, i64 3
  %78 = getelementptr inbounds i8, ptr %8, i64 4
  %79 = getelementptr inbounds i8, ptr %8, i64 5
  %80 = getelementptr inbounds i8, ptr %8, i64 6
  %81 = getelementptr inbounds i8, ptr %8, i64 7
  %82 = getelementptr inbounds i8, ptr %9, i64 4
  %83 = getelementptr inbounds i8, ptr %9, i64 8
  %84 = getelementptr inbounds i8, ptr %9, i64 12
  br label %85

85:                                               ; preds = %46, %580
  %86 = phi i32 [ 0, %46 ], [ %582, %580 ]
  %87 = phi i8 [ %49, %46 ], [ %581, %580 ]
  %88 = add nsw i32 %86, %16
  %89 = icmp slt i32 %88, %4
  br i1 %89, label %91, label %90

90:                                               ; preds = %85, %580, %10
  ret void

91:                                               ; preds = %85
  %92 = zext i8 %87 to i32
  %93 = or disjoint i32 %56, %92
  switch i32 %5, label %106 [
    i32 0, label %94
    i32 1, label %96
    i32 2, label %98
    i32 3, label %100
    i32 4, label %102
    i32 5, label %103
    i32 6, label %104
    i32 7, label %105
  ]

94:                                               ; preds = %91
  %95 = or i32 %93, 128
  br label %106

96:                                               ; preds = %91
  %97 = or i32 %93, 32768
  br label %106

98:                                               ; preds = %91
  %99 = or i32 %93, 8388608
  br label %106

100:                                              ; preds = %91
  %101 = or i32 %93, -2147483648
  br label %106

102:                                              ; preds = %91
  br label %106

103:                                              ; preds = %91
  br label %106

104:                                              ; preds = %91
  br label %106

105:                                              ; preds = %91
  br label %106

106:                                              ; preds = %91, %94, %96, %98, %100, %102, %103, %104, %105
  %107 = phi i32 [ %65, %91 ], [ %66, %105 ], [ %67, %104 ], [ %68, %103 ], [ %69, %102 ], [ %65, %100 ], [ %65, %98 ], [ %65, %96 ], [ %65, %94 ]
  %108 = phi i32 [ %93, %91 ], [ %93, %105 ], [ %93, %104 ], [ %93, %103 ], [ %93, %102 ], [ %101, %100 ], [ %99, %98 ], [ %97, %96 ], [ %95, %94 ]
  %109 = add i32 %108, -680876937
  %110 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 7)
  %111 = add i32 %110, -271733879
  %112 = and i32 %111, -271733879
  %113 = sub i32 271733878, %110
  %114 = and i32 %113, -1732584194
  %115 = or i32 %112, %114
  %116 = add i32 %107, -117830708
  %117 = add i32 %116, %115
  %118 = tail call i32 @llvm.fshl.i32(i32 %117, i32 %117, i32 12)
  %119 = add i32 %118, %111
  %120 = and i32 %119, %111
  %121 = and i32 %119, -271733879
  %122 = xor i32 %121, -271733879
  %123 = or i32 %122, %120
  %124 = add i32 %123, -1126478375
  %125 = tail call i32 @llvm.fshl.i32(i32 %124, i32 %124, i32 17)
  %126 = add i32 %125, %119
  %127 = and i32 %126, %119
  %128 = xor i32 %126, -1
  %129 = and i32 %111, %128
  %130 = or i32 %127, %129
  %131 = add i32 %130, -1316259209
  %132 = tail call i32 @llvm.fshl.i32(i32 %131, i32 %131, i32 22)
  %133 = add i32 %132, %126
  %134 = and i32 %133, %126
  %135 = xor i32 %133, -1
  %136 = and i32 %119, %135
  %137 = or i32 %134, %136
  %138 = add i32 %110, -448152776
  %139 = add i32 %138, %137
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 7)
  %141 = add i32 %140, %133
  %142 = and i32 %141, %133
  %143 = xor i32 %141, -1
  %144 = and i32 %126, %143
  %145 = or i32 %142, %144
  %146 = add i32 %119, 1200080426
  %147 = add i32 %146, %145
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %147, i32 12)
  %149 = add i32 %148, %141
  %150 = and i32 %149, %141
  %151 = xor i32 %149, -1
  %152 = and i32 %133, %151
  %153 = or i32 %150, %152
  %154 = add i32 %126, -1473231341
  %155 = add i32 %154, %153
  %156 = tail call i32 @llvm.fshl.i32(i32 %155, i32 %155, i32 17)
  %157 = add i32 %156, %149
  %158 = and i32 %157, %149
  %159 = xor i32 %157, -1
  %160 = and i32 %141, %159
  %161 = or i32 %158, %160
  %162 = add i32 %133, -45705983
  %163 = add i32 %162, %161
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 22)
  %165 = add i32 %164, %157
  %166 = and i32 %165, %157
  %167 = xor i32 %165, -1
  %168 = and i32 %149, %167
  %169 = or i32 %166, %168
  %170 = add i32 %141, 1770035416
  %171 = add i32 %170, %169
  %172 = tail call i32 @llvm.fshl.i32(i32 %171, i32 %171, i32 7)
  %173 = add i32 %172, %165
  %174 = and i32 %173, %165
  %175 = xor i32 %173, -1
  %176 = and i32 %157, %175
  %177 = or i32 %174, %176
  %178 = add i32 %149, -1958414417
  %179 = add i32 %178, %177
  %180 = tail call i32 @llvm.fshl.i32(i32 %179, i32 %179, i32 12)
  %181 = add i32 %180, %173
  %182 = and i32 %181, %173
  %183 = xor i32 %181, -1
  %184 = and i32 %165, %183
  %185 = or i32 %182, %184
  %186 = add i32 %157, -42063
  %187 = add i32 %186, %185
  %188 = tail call i32 @llvm.fshl.i32(i32 %187, i32 %187, i32 17)
  %189 = add i32 %188, %181
  %190 = and i32 %189, %181
  %191 = xor i32 %189, -1
  %192 = and i32 %173, %191
  %193 = or i32 %190, %192
  %194 = add i32 %165, -1990404162
  %195 = add i32 %194, %193
  %196 = tail call i32 @llvm.fshl.i32(i32 %195, i32 %195, i32 22)
  %197 = add i32 %196, %189
  %198 = and i32 %197, %189
  %199 = xor i32 %197, -1
  %200 = and i32 %181, %199
  %201 = or i32 %198, %200
  %202 = add i32 %173, 1804603682
  %203 = add i32 %202, %201
  %204 = tail call i32 @llvm.fshl.i32(i32 %203, i32 %203, i32 7)
  %205 = add i32 %204, %197
  %206 = and i32 %205, %197
  %207 = xor i32 %205, -1
  %208 = and i32 %189, %207
  %209 = or i32 %206, %208
  %210 = add i32 %181, -40341101
  %211 = add i32 %210, %209
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 12)
  %213 = add i32 %212, %205
  %214 = and i32 %213, %205
  %215 = xor i32 %213, -1
  %216 = and i32 %197, %215
  %217 = or i32 %214, %216
  %218 = add i32 %71, %189
  %219 = add i32 %218, %217
  %220 = tail call i32 @llvm.fshl.i32(i32 %219, i32 %219, i32 17)
  %221 = add i32 %220, %213
  %222 = and i32 %221, %213
  %223 = xor i32 %221, -1
  %224 = and i32 %205, %223
  %225 = or i32 %222, %224
  %226 = add i32 %197, 1236535329
  %227 = add i32 %226, %225
  %228 = tail call i32 @llvm.fshl.i32(i32 %227, i32 %227, i32 22)
  %229 = add i32 %228, %221
  %230 = and i32 %229, %213
  %231 = and i32 %221, %215
  %232 = or i32 %230, %231
  %233 = add i32 %107, -165796510
  %234 = add i32 %233, %205
  %235 = add i32 %234, %232
  %236 = tail call i32 @llvm.fshl.i32(i32 %235, i32 %235, i32 5)
  %237 = add i32 %236, %229
  %238 = and i32 %237, %221
  %239 = and i32 %229, %223
  %240 = or i32 %238, %239
  %241 = add i32 %213, -1069501632
  %242 = add i32 %241, %240
  %243 = tail call i32 @llvm.fshl.i32(i32 %242, i32 %242, i32 9)
  %244 = add i32 %243, %237
  %245 = and i32 %244, %229
  %246 = xor i32 %229, -1
  %247 = and i32 %237, %246
  %248 = or i32 %245, %247
  %249 = add i32 %221, 643717713
  %250 = add i32 %249, %248
  %251 = tail call i32 @llvm.fshl.i32(i32 %250, i32 %250, i32 14)
  %252 = add i32 %251, %244
  %253 = and i32 %252, %237
  %254 = xor i32 %237, -1
  %255 = and i32 %244, %254
  %256 = or i32 %253, %255
  %257 = add i32 %108, -373897302
  %258 = add i32 %257, %229
  %259 = add i32 %258, %256
  %260 = tail call i32 @llvm.fshl.i32(i32 %259, i32 %259, i32 20)
  %261 = add i32 %260, %252
  %262 = and i32 %261, %244
  %263 = xor i32 %244, -1
  %264 = and i32 %252, %263
  %265 = or i32 %262, %264
  %266 = add i32 %237, -701558691
  %267 = add i32 %266, %265
  %268 = tail call i32 @llvm.fshl.i32(i32 %267, i32 %267, i32 5)
  %269 = add i32 %268, %261
  %270 = and i32 %269, %252
  %271 = xor i32 %252, -1
  %272 = and i32 %261, %271
  %273 = or i32 %270, %272
  %274 = add i32 %244, 38016083
  %275 = add i32 %274, %273
  %276 = tail call i32 @llvm.fshl.i32(i32 %275, i32 %275, i32 9)
  %277 = add i32 %276, %269
  %278 = and i32 %277, %261
  %279 = xor i32 %261, -1
  %280 = and i32 %269, %279
  %281 = or i32 %278, %280
  %282 = add i32 %252, -660478335
  %283 = add i32 %282, %281
  %284 = tail call i32 @llvm.fshl.i32(i32 %283, i32 %283, i32 14)
  %285 = add i32 %284, %277
  %286 = and i32 %285, %269
  %287 = xor i32 %269, -1
  %288 = and i32 %277, %287
  %289 = or i32 %286, %288
  %290 = add i32 %261, -405537848
  %291 = add i32 %290, %289
  %292 = tail call i32 @llvm.fshl.i32(i32 %291, i32 %291, i32 20)
  %293 = add i32 %292, %285
  %294 = and i32 %293, %277
  %295 = xor i32 %277, -1
  %296 = and i32 %285, %295
  %297 = or i32 %294, %296
  %298 = add i32 %269, 568446438
  %299 = add i32 %298, %297
  %300 = tail call i32 @llvm.fshl.i32(i32 %299, i32 %299, i32 5)
  %301 = add i32 %300, %293
  %302 = and i32 %301, %285
  %303 = xor i32 %285, -1
  %304 = and i32 %293, %303
  %305 = or i32 %302, %304
  %306 = add i32 %72, %277
  %307 = add i32 %306, %305
  %308 = tail call i32 @llvm.fshl.i32(i32 %307, i32 %307, i32 9)
  %309 = add i32 %308, %301
  %310 = and i32 %309, %293
  %311 = xor i32 %293, -1
  %312 = and i32 %301, %311
  %313 = or i32 %310, %312
  %314 = add i32 %285, -187363961
  %315 = add i32 %314, %313
  %316 = tail call i32 @llvm.fshl.i32(i32 %315, i32 %315, i32 14)
  %317 = add i32 %316, %309
  %318 = and i32 %317, %301
  %319 = xor i32 %301, -1
  %320 = and i32 %309, %319
  %321 = or i32 %318, %320
  %322 = add i32 %293, 1163531501
  %323 = add i32 %322, %321
  %324 = tail call i32 @llvm.fshl.i32(i32 %323, i32 %323, i32 20)
  %325 = add i32 %324, %317
  %326 = and i32 %325, %309
  %327 = xor i32 %309, -1
  %328 = and i32 %317, %327
  %329 = or i32 %326, %328
  %330 = add i32 %301, -1444681467
  %331 = add i32 %330, %329
  %332 = tail call i32 @llvm.fshl.i32(i32 %331, i32 %331, i32 5)
  %333 = add i32 %332, %325
  %334 = and i32 %333, %317
  %335 = xor i32 %317, -1
  %336 = and i32 %325, %335
  %337 = or i32 %334, %336
  %338 = add i32 %309, -51403784
  %339 = add i32 %338, %337
  %340 = tail call i32 @llvm.fshl.i32(i32 %339, i32 %339, i32 9)
  %341 = add i32 %340, %333
  %342 = and i32 %341, %325
  %343 = xor i32 %325, -1
  %344 = and i32 %333, %343
  %345 = or i32 %342, %344
  %346 = add i32 %317, 1735328473
  %347 = add i32 %346, %345
  %348 = tail call i32 @llvm.fshl.i32(i32 %347, i32 %347, i32 14)
  %349 = add i32 %348, %341
  %350 = and i32 %349, %333
  %351 = xor i32 %333, -1
  %352 = and i32 %341, %351
  %353 = or i32 %350, %352
  %354 = add i32 %325, -1926607734
  %355 = add i32 %354, %353
  %356 = tail call i32 @llvm.fshl.i32(i32 %355, i32 %355, i32 20)
  %357 = add i32 %356, %349
  %358 = xor i32 %357, %349
  %359 = xor i32 %358, %341
  %360 = add i32 %333, -378558
  %361 = add i32 %360, %359
  %362 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 4)
  %363 = add i32 %362, %357
  %364 = xor i32 %363, %358
  %365 = add i32 %341, -2022574463
  %366 = add i32 %365, %364
  %367 = tail call i32 @llvm.fshl.i32(i32 %366, i32 %366, i32 11)
  %368 = add i32 %367, %363
  %369 = xor i32 %368, %363
  %370 = xor i32 %369, %357
  %371 = add i32 %349, 1839030562
  %372 = add i32 %371, %370
  %373 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %372, i32 16)
  %374 = add i32 %373, %368
  %375 = xor i32 %369, %374
  %376 = add i32 %73, %357
  %377 = add i32 %376, %375
  %378 = tail call i32 @llvm.fshl.i32(i32 %377, i32 %377, i32 23)
  %379 = add i32 %378, %374
  %380 = xor i32 %374, %368
  %381 = xor i32 %380, %379
  %382 = add i32 %107, -1530992060
  %383 = add i32 %382, %363
  %384 = add i32 %383, %381
  %385 = tail call i32 @llvm.fshl.i32(i32 %384, i32 %384, i32 4)
  %386 = add i32 %385, %379
  %387 = xor i32 %379, %374
  %388 = xor i32 %387, %386
  %389 = add i32 %368, 1272893353
  %390 = add i32 %389, %388
  %391 = tail call i32 @llvm.fshl.i32(i32 %390, i32 %390, i32 11)
  %392 = add i32 %391, %386
  %393 = xor i32 %386, %379
  %394 = xor i32 %393, %392
  %395 = add i32 %374, -155497632
  %396 = add i32 %395, %394
  %397 = tail call i32 @llvm.fshl.i32(i32 %396, i32 %396, i32 16)
  %398 = add i32 %397, %392
  %399 = xor i32 %392, %386
  %400 = xor i32 %399, %398
  %401 = add i32 %379, -1094730640
  %402 = add i32 %401, %400
  %403 = tail call i32 @llvm.fshl.i32(i32 %402, i32 %402, i32 23)
  %404 = add i32 %403, %398
  %405 = xor i32 %398, %392
  %406 = xor i32 %405, %404
  %407 = add i32 %386, 681279174
  %408 = add i32 %407, %406
  %409 = tail call i32 @llvm.fshl.i32(i32 %408, i32 %408, i32 4)
  %410 = add i32 %409, %404
  %411 = xor i32 %404, %398
  %412 = xor i32 %411, %410
  %413 = add i32 %108, -358537222
  %414 = add i32 %413, %392
  %415 = add i32 %414, %412
  %416 = tail call i32 @llvm.fshl.i32(i32 %415, i32 %415, i32 11)
  %417 = add i32 %416, %410
  %418 = xor i32 %410, %404
  %419 = xor i32 %418, %417
  %420 = add i32 %398, -722521979
  %421 = add i32 %420, %419
  %422 = tail call i32 @llvm.fshl.i32(i32 %421, i32 %421, i32 16)
  %423 = add i32 %422, %417
  %424 = xor i32 %417, %410
  %425 = xor i32 %424, %423
  %426 = add i32 %404, 76029189
  %427 = add i32 %426, %425
  %428 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 23)
  %429 = add i32 %428, %423
  %430 = xor i32 %423, %417
  %431 = xor i32 %430, %429
  %432 = add i32 %410, -640364487
  %433 = add i32 %432, %431
  %434 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 4)
  %435 = add i32 %434, %429
  %436 = xor i32 %429, %423
  %437 = xor i32 %436, %435
  %438 = add i32 %417, -421815835
  %439 = add i32 %438, %437
  %440 = tail call i32 @llvm.fshl.i32(i32 %439, i32 %439, i32 11)
  %441 = add i32 %440, %435
  %442 = xor i32 %435, %429
  %443 = xor i32 %442, %441
  %444 = add i32 %423, 530742520
  %445 = add i32 %444, %443
  %446 = tail call i32 @llvm.fshl.i32(i32 %445, i32 %445, i32 16)
  %447 = add i32 %446, %441
  %448 = xor i32 %441, %435
  %449 = xor i32 %448, %447
  %450 = add i32 %429, -995338651
  %451 = add i32 %450, %449
  %452 = tail call i32 @llvm.fshl.i32(i32 %451, i32 %451, i32 23)
  %453 = add i32 %452, %447
  %454 = xor i32 %441, -1
  %455 = or i32 %453, %454
  %456 = xor i32 %455, %447
  %457 = add i32 %108, -198630844
  %458 = add i32 %457, %435
  %459 = add i32 %458, %456
  %460 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 6)
  %461 = add i32 %460, %453
  %462 = xor i32 %447, -1
  %463 = or i32 %461, %462
  %464 = xor i32 %463, %453
  %465 = add i32 %441, 1126891415
  %466 = add i32 %465, %464
  %467 = tail call i32 @llvm.fshl.i32(i32 %466, i32 %466, i32 10)
  %468 = add i32 %467, %461
  %469 = xor i32 %453, -1
  %470 = or i32 %468, %469
  %471 = xor i32 %470, %461
  %472 = add i32 %74, %447
  %473 = add i32 %472, %471
  %474 = tail call i32 @llvm.fshl.i32(i32 %473, i32 %473, i32 15)
  %475 = add i32 %474, %468
  %476 = xor i32 %461, -1
  %477 = or i32 %475, %476
  %478 = xor i32 %477, %468
  %479 = add i32 %453, -57434055
  %480 = add i32 %479, %478
  %481 = tail call i32 @llvm.fshl.i32(i32 %480, i32 %480, i32 21)
  %482 = add i32 %481, %475
  %483 = xor i32 %468, -1
  %484 = or i32 %482, %483
  %485 = xor i32 %484, %475
  %486 = add i32 %461, 1700485571
  %487 = add i32 %486, %485
  %488 = tail call i32 @llvm.fshl.i32(i32 %487, i32 %487, i32 6)
  %489 = add i32 %488, %482
  %490 = xor i32 %475, -1
  %491 = or i32 %489, %490
  %492 = xor i32 %491, %482
  %493 = add i32 %468, -1894986606
  %494 = add i32 %493, %492
  %495 = tail call i32 @llvm.fshl.i32(i32 %494, i32 %494, i32 10)
  %496 = add i32 %495, %489
  %497 = xor i32 %482, -1
  %498 = or i32 %496, %497
  %499 = xor i32 %498, %489
  %500 = add i32 %475, -1051523
  %501 = add i32 %500, %499
  %502 = tail call i32 @llvm.fshl.i32(i32 %501, i32 %501, i32 15)
  %503 = add i32 %502, %496
  %504 = xor i32 %489, -1
  %505 = or i32 %503, %504
  %506 = xor i32 %505, %496
  %507 = add i32 %107, -2054922799
  %508 = add i32 %507, %482
  %509 = add i32 %508, %506
  %510 = tail call i32 @llvm.fshl.i32(i32 %509, i32 %509, i32 21)
  %511 = add i32 %510, %503
  %512 = xor i32 %496, -1
  %513 = or i32 %511, %512
  %514 = xor i32 %513, %503
  %515 = add i32 %489, 1873313359
  %516 = add i32 %515, %514
  %517 = tail call i32 @llvm.fshl.i32(i32 %516, i32 %516, i32 6)
  %518 = add i32 %517, %511
  %519 = xor i32 %503, -1
  %520 = or i32 %518, %519
  %521 = xor i32 %520, %511
  %522 = add i32 %496, -30611744
  %523 = add i32 %522, %521
  %524 = tail call i32 @llvm.fshl.i32(i32 %523, i32 %523, i32 10)
  %525 = add i32 %524, %518
  %526 = xor i32 %511, -1
  %527 = or i32 %525, %526
  %528 = xor i32 %527, %518
  %529 = add i32 %503, -1560198380
  %530 = add i32 %529, %528
  %531 = tail call i32 @llvm.fshl.i32(i32 %530, i32 %530, i32 15)
  %532 = add i32 %531, %525
  %533 = xor i32 %518, -1
  %534 = or i32 %532, %533
  %535 = xor i32 %534, %525
  %536 = add i32 %511, 1309151649
  %537 = add i32 %536, %535
  %538 = tail call i32 @llvm.fshl.i32(i32 %537, i32 %537, i32 21)
  %539 = add i32 %538, %532
  %540 = xor i32 %525, -1
  %541 = or i32 %539, %540
  %542 = xor i32 %541, %532
  %543 = add i32 %518, -145523070
  %544 = add i32 %543, %542
  %545 = tail call i32 @llvm.fshl.i32(i32 %544, i32 %544, i32 6)
  %546 = add i32 %545, %539
  %547 = xor i32 %532, -1
  %548 = or i32 %546, %547
  %549 = xor i32 %548, %539
  %550 = add i32 %525, -1120210379
  %551 = add i32 %550, %549
  %552 = tail call i32 @llvm.fshl.i32(i32 %551, i32 %551, i32 10)
  %553 = add i32 %552, %546
  %554 = xor i32 %539, -1
  %555 = or i32 %553, %554
  %556 = xor i32 %555, %546
  %557 = add i32 %532, 718787259
  %558 = add i32 %557, %556
  %559 = tail call i32 @llvm.fshl.i32(i32 %558, i32 %558, i32 15)
  %560 = add i32 %559, %553
  %561 = xor i32 %546, -1
  %562 = or i32 %560, %561
  %563 = xor i32 %562, %553
  %564 = add i32 %539, -343485551
  %565 = add i32 %564, %563
  %566 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 21)
  %567 = add i32 %546, 1732584193
  %568 = add i32 %560, -271733879
  %569 = add i32 %568, %566
  %570 = add i32 %560, -1732584194
  %571 = add i32 %553, 271733878
  %572 = icmp eq i32 %567, %0
  %573 = icmp eq i32 %569, %1
  %574 = select i1 %572, i1 %573, i1 false
  %575 = icmp eq i32 %570, %2
  %576 = select i1 %574, i1 %575, i1 false
  %577 = icmp eq i32 %571, %3
  %578 = select i1 %576, i1 %577, i1 false
  br i1 %578, label %579, label %580

579:                                              ; preds = %106
  store i32 %88, ptr %7, align 4, !tbaa !8
  store i8 %87, ptr %8, align 1, !tbaa !5
  store i8 %21, ptr %75, align 1, !tbaa !5
  store i8 %25, ptr %76, align 1, !tbaa !5
  store i8 %30, ptr %77, align 1, !tbaa !5
  store i8 %34, ptr %78, align 1, !tbaa !5
  store i8 %38, ptr %79, align 1, !tbaa !5
  store i8 %42, ptr %80, align 1, !tbaa !5
  store i8 %44, ptr %81, align 1, !tbaa !5
  store i32 %0, ptr %9, align 4, !tbaa !8
  store i32 %1, ptr %82, align 4, !tbaa !8
  store i32 %2, ptr %83, align 4, !tbaa !8
  store i32 %3, ptr %84, align 4, !tbaa !8
  br label %580

580:                                              ; preds = %579, %106
  %581 = add i8 %87, 1
  %582 = add nuw nsw i32 %86, 1
  %583 = icmp eq i32 %582, %6
  br i1 %583, label %90, label %85, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z24FindKeyWithDigest_KerneljjjjiiiPiPhPj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
