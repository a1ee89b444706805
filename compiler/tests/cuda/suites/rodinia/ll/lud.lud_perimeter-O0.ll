; ModuleID = 'lud.lud_perimeter.cu'
source_filename = "lud.lud_perimeter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@_ZZ13lud_perimeterPfiiE3dia = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_row = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_col = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13lud_perimeterPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp ult i32 %11, 16
  br i1 %12, label %13, label %77

13:                                               ; preds = %3
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %14, ptr %10, align 4
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = mul nsw i32 %15, %16
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  store i32 %19, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %40, %13
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %43

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %24, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %32
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [16 x float], ptr %33, i64 0, i64 %35
  store float %30, ptr %36, align 4
  %37 = load i32, ptr %5, align 4
  %38 = load i32, ptr %9, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %9, align 4
  br label %40

40:                                               ; preds = %23
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %20, !llvm.loop !5

43:                                               ; preds = %20
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr %5, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %46, %47
  store i32 %48, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %49

49:                                               ; preds = %73, %43
  %50 = load i32, ptr %7, align 4
  %51 = icmp slt i32 %50, 16
  br i1 %51, label %52, label %76

52:                                               ; preds = %49
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %9, align 4
  %55 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %56 = add i32 %55, 1
  %57 = mul i32 %56, 16
  %58 = add i32 %54, %57
  %59 = load i32, ptr %10, align 4
  %60 = add i32 %58, %59
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %53, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %65
  %67 = load i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x float], ptr %66, i64 0, i64 %68
  store float %63, ptr %69, align 4
  %70 = load i32, ptr %5, align 4
  %71 = load i32, ptr %9, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %9, align 4
  br label %73

73:                                               ; preds = %52
  %74 = load i32, ptr %7, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %7, align 4
  br label %49, !llvm.loop !7

76:                                               ; preds = %49
  br label %143

77:                                               ; preds = %3
  %78 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %79 = sub i32 %78, 16
  store i32 %79, ptr %10, align 4
  %80 = load i32, ptr %6, align 4
  %81 = add nsw i32 %80, 8
  %82 = load i32, ptr %5, align 4
  %83 = mul nsw i32 %81, %82
  %84 = load i32, ptr %6, align 4
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %9, align 4
  store i32 8, ptr %7, align 4
  br label %86

86:                                               ; preds = %106, %77
  %87 = load i32, ptr %7, align 4
  %88 = icmp slt i32 %87, 16
  br i1 %88, label %89, label %109

89:                                               ; preds = %86
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %10, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %90, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %98
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x float], ptr %99, i64 0, i64 %101
  store float %96, ptr %102, align 4
  %103 = load i32, ptr %5, align 4
  %104 = load i32, ptr %9, align 4
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr %9, align 4
  br label %106

106:                                              ; preds = %89
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %7, align 4
  br label %86, !llvm.loop !8

109:                                              ; preds = %86
  %110 = load i32, ptr %6, align 4
  %111 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %112 = add i32 %111, 1
  %113 = mul i32 %112, 16
  %114 = add i32 %110, %113
  %115 = load i32, ptr %5, align 4
  %116 = mul i32 %114, %115
  %117 = load i32, ptr %6, align 4
  %118 = add i32 %116, %117
  store i32 %118, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %119

119:                                              ; preds = %139, %109
  %120 = load i32, ptr %7, align 4
  %121 = icmp slt i32 %120, 16
  br i1 %121, label %122, label %142

122:                                              ; preds = %119
  %123 = load ptr, ptr %4, align 8
  %124 = load i32, ptr %9, align 4
  %125 = load i32, ptr %10, align 4
  %126 = add nsw i32 %124, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %123, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = load i32, ptr %7, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %131
  %133 = load i32, ptr %10, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [16 x float], ptr %132, i64 0, i64 %134
  store float %129, ptr %135, align 4
  %136 = load i32, ptr %5, align 4
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr %9, align 4
  br label %139

139:                                              ; preds = %122
  %140 = load i32, ptr %7, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %7, align 4
  br label %119, !llvm.loop !9

142:                                              ; preds = %119
  br label %143

143:                                              ; preds = %142, %76
  call void @llvm.nvvm.barrier0()
  %144 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %145 = icmp ult i32 %144, 16
  br i1 %145, label %146, label %188

146:                                              ; preds = %143
  %147 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %147, ptr %10, align 4
  store i32 1, ptr %7, align 4
  br label %148

148:                                              ; preds = %184, %146
  %149 = load i32, ptr %7, align 4
  %150 = icmp slt i32 %149, 16
  br i1 %150, label %151, label %187

151:                                              ; preds = %148
  store i32 0, ptr %8, align 4
  br label %152

152:                                              ; preds = %180, %151
  %153 = load i32, ptr %8, align 4
  %154 = load i32, ptr %7, align 4
  %155 = icmp slt i32 %153, %154
  br i1 %155, label %156, label %183

156:                                              ; preds = %152
  %157 = load i32, ptr %7, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %158
  %160 = load i32, ptr %8, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [16 x float], ptr %159, i64 0, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = load i32, ptr %8, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %165
  %167 = load i32, ptr %10, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [16 x float], ptr %166, i64 0, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fmul contract float %163, %170
  %172 = load i32, ptr %7, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %173
  %175 = load i32, ptr %10, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [16 x float], ptr %174, i64 0, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = fsub contract float %178, %171
  store float %179, ptr %177, align 4
  br label %180

180:                                              ; preds = %156
  %181 = load i32, ptr %8, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %8, align 4
  br label %152, !llvm.loop !10

183:                                              ; preds = %152
  br label %184

184:                                              ; preds = %183
  %185 = load i32, ptr %7, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %7, align 4
  br label %148, !llvm.loop !11

187:                                              ; preds = %148
  br label %246

188:                                              ; preds = %143
  %189 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %190 = sub i32 %189, 16
  store i32 %190, ptr %10, align 4
  store i32 0, ptr %7, align 4
  br label %191

191:                                              ; preds = %242, %188
  %192 = load i32, ptr %7, align 4
  %193 = icmp slt i32 %192, 16
  br i1 %193, label %194, label %245

194:                                              ; preds = %191
  store i32 0, ptr %8, align 4
  br label %195

195:                                              ; preds = %223, %194
  %196 = load i32, ptr %8, align 4
  %197 = load i32, ptr %7, align 4
  %198 = icmp slt i32 %196, %197
  br i1 %198, label %199, label %226

199:                                              ; preds = %195
  %200 = load i32, ptr %10, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %201
  %203 = load i32, ptr %8, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [16 x float], ptr %202, i64 0, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = load i32, ptr %8, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %208
  %210 = load i32, ptr %7, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [16 x float], ptr %209, i64 0, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = fmul contract float %206, %213
  %215 = load i32, ptr %10, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %216
  %218 = load i32, ptr %7, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [16 x float], ptr %217, i64 0, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fsub contract float %221, %214
  store float %222, ptr %220, align 4
  br label %223

223:                                              ; preds = %199
  %224 = load i32, ptr %8, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %8, align 4
  br label %195, !llvm.loop !12

226:                                              ; preds = %195
  %227 = load i32, ptr %7, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %228
  %230 = load i32, ptr %7, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [16 x float], ptr %229, i64 0, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = load i32, ptr %10, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %235
  %237 = load i32, ptr %7, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [16 x float], ptr %236, i64 0, i64 %238
  %240 = load float, ptr %239, align 4
  %241 = fdiv contract float %240, %233
  store float %241, ptr %239, align 4
  br label %242

242:                                              ; preds = %226
  %243 = load i32, ptr %7, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %7, align 4
  br label %191, !llvm.loop !13

245:                                              ; preds = %191
  br label %246

246:                                              ; preds = %245, %187
  call void @llvm.nvvm.barrier0()
  %247 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %248 = icmp ult i32 %247, 16
  br i1 %248, label %249, label %285

249:                                              ; preds = %246
  %250 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %250, ptr %10, align 4
  %251 = load i32, ptr %6, align 4
  %252 = add nsw i32 %251, 1
  %253 = load i32, ptr %5, align 4
  %254 = mul nsw i32 %252, %253
  %255 = load i32, ptr %6, align 4
  %256 = add nsw i32 %254, %255
  store i32 %256, ptr %9, align 4
  store i32 1, ptr %7, align 4
  br label %257

257:                                              ; preds = %281, %249
  %258 = load i32, ptr %7, align 4
  %259 = icmp slt i32 %258, 16
  br i1 %259, label %260, label %284

260:                                              ; preds = %257
  %261 = load i32, ptr %7, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %262
  %264 = load i32, ptr %10, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [16 x float], ptr %263, i64 0, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = load ptr, ptr %4, align 8
  %269 = load i32, ptr %9, align 4
  %270 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %271 = add i32 %270, 1
  %272 = mul i32 %271, 16
  %273 = add i32 %269, %272
  %274 = load i32, ptr %10, align 4
  %275 = add i32 %273, %274
  %276 = zext i32 %275 to i64
  %277 = getelementptr inbounds float, ptr %268, i64 %276
  store float %267, ptr %277, align 4
  %278 = load i32, ptr %5, align 4
  %279 = load i32, ptr %9, align 4
  %280 = add nsw i32 %279, %278
  store i32 %280, ptr %9, align 4
  br label %281

281:                                              ; preds = %260
  %282 = load i32, ptr %7, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %7, align 4
  br label %257, !llvm.loop !14

284:                                              ; preds = %257
  br label %321

285:                                              ; preds = %246
  %286 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %287 = sub i32 %286, 16
  store i32 %287, ptr %10, align 4
  %288 = load i32, ptr %6, align 4
  %289 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %290 = add i32 %289, 1
  %291 = mul i32 %290, 16
  %292 = add i32 %288, %291
  %293 = load i32, ptr %5, align 4
  %294 = mul i32 %292, %293
  %295 = load i32, ptr %6, align 4
  %296 = add i32 %294, %295
  store i32 %296, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %297

297:                                              ; preds = %317, %285
  %298 = load i32, ptr %7, align 4
  %299 = icmp slt i32 %298, 16
  br i1 %299, label %300, label %320

300:                                              ; preds = %297
  %301 = load i32, ptr %7, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %302
  %304 = load i32, ptr %10, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [16 x float], ptr %303, i64 0, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = load ptr, ptr %4, align 8
  %309 = load i32, ptr %9, align 4
  %310 = load i32, ptr %10, align 4
  %311 = add nsw i32 %309, %310
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr %308, i64 %312
  store float %307, ptr %313, align 4
  %314 = load i32, ptr %5, align 4
  %315 = load i32, ptr %9, align 4
  %316 = add nsw i32 %315, %314
  store i32 %316, ptr %9, align 4
  br label %317

317:                                              ; preds = %300
  %318 = load i32, ptr %7, align 4
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %7, align 4
  br label %297, !llvm.loop !15

320:                                              ; preds = %297
  br label %321

321:                                              ; preds = %320, %284
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13lud_perimeterPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
