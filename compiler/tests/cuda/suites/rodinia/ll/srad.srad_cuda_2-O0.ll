; ModuleID = 'srad.srad_cuda_2.cu'
source_filename = "srad.srad_cuda_2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_gridDim_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11srad_cuda_2PfS_S_S_S_S_iiff(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9) #0 {
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store float %8, ptr %19, align 4
  store float %9, ptr %20, align 4
  %34 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %34, ptr %21, align 4
  %35 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  store i32 %35, ptr %22, align 4
  %36 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %36, ptr %23, align 4
  %37 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %37, ptr %24, align 4
  %38 = load i32, ptr %17, align 4
  %39 = mul nsw i32 %38, 16
  %40 = load i32, ptr %22, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, ptr %21, align 4
  %43 = mul nsw i32 16, %42
  %44 = add nsw i32 %41, %43
  %45 = load i32, ptr %17, align 4
  %46 = load i32, ptr %24, align 4
  %47 = mul nsw i32 %45, %46
  %48 = add nsw i32 %44, %47
  %49 = load i32, ptr %23, align 4
  %50 = add nsw i32 %48, %49
  store i32 %50, ptr %25, align 4
  %51 = load i32, ptr %17, align 4
  %52 = mul nsw i32 %51, 16
  %53 = load i32, ptr %22, align 4
  %54 = mul nsw i32 %52, %53
  %55 = load i32, ptr %21, align 4
  %56 = mul nsw i32 16, %55
  %57 = add nsw i32 %54, %56
  %58 = load i32, ptr %17, align 4
  %59 = mul nsw i32 %58, 16
  %60 = add nsw i32 %57, %59
  %61 = load i32, ptr %23, align 4
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %26, align 4
  %63 = load i32, ptr %17, align 4
  %64 = mul nsw i32 %63, 16
  %65 = load i32, ptr %22, align 4
  %66 = mul nsw i32 %64, %65
  %67 = load i32, ptr %21, align 4
  %68 = mul nsw i32 16, %67
  %69 = add nsw i32 %66, %68
  %70 = load i32, ptr %17, align 4
  %71 = load i32, ptr %24, align 4
  %72 = mul nsw i32 %70, %71
  %73 = add nsw i32 %69, %72
  %74 = add nsw i32 %73, 16
  store i32 %74, ptr %27, align 4
  %75 = load ptr, ptr %15, align 8
  %76 = load i32, ptr %25, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %75, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = load i32, ptr %24, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp to ptr), i64 0, i64 %81
  %83 = load i32, ptr %23, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [16 x float], ptr %82, i64 0, i64 %84
  store float %79, ptr %85, align 4
  call void @llvm.nvvm.barrier0()
  %86 = load ptr, ptr %16, align 8
  %87 = load i32, ptr %26, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %86, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = load i32, ptr %24, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 0, i64 %92
  %94 = load i32, ptr %23, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [16 x float], ptr %93, i64 0, i64 %95
  store float %90, ptr %96, align 4
  %97 = load i32, ptr %22, align 4
  %98 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %99 = sub i32 %98, 1
  %100 = icmp eq i32 %97, %99
  br i1 %100, label %101, label %125

101:                                              ; preds = %10
  %102 = load ptr, ptr %16, align 8
  %103 = load i32, ptr %17, align 4
  %104 = mul nsw i32 %103, 16
  %105 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %106 = sub i32 %105, 1
  %107 = mul i32 %104, %106
  %108 = load i32, ptr %21, align 4
  %109 = mul nsw i32 16, %108
  %110 = add i32 %107, %109
  %111 = load i32, ptr %17, align 4
  %112 = mul nsw i32 %111, 15
  %113 = add i32 %110, %112
  %114 = load i32, ptr %23, align 4
  %115 = add i32 %113, %114
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %102, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = load i32, ptr %24, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 0, i64 %120
  %122 = load i32, ptr %23, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x float], ptr %121, i64 0, i64 %123
  store float %118, ptr %124, align 4
  br label %125

125:                                              ; preds = %101, %10
  call void @llvm.nvvm.barrier0()
  %126 = load ptr, ptr %16, align 8
  %127 = load i32, ptr %27, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %126, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = load i32, ptr %24, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 0, i64 %132
  %134 = load i32, ptr %23, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [16 x float], ptr %133, i64 0, i64 %135
  store float %130, ptr %136, align 4
  %137 = load i32, ptr %21, align 4
  %138 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %139 = sub i32 %138, 1
  %140 = icmp eq i32 %137, %139
  br i1 %140, label %141, label %166

141:                                              ; preds = %125
  %142 = load ptr, ptr %16, align 8
  %143 = load i32, ptr %17, align 4
  %144 = mul nsw i32 %143, 16
  %145 = load i32, ptr %22, align 4
  %146 = mul nsw i32 %144, %145
  %147 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %148 = sub i32 %147, 1
  %149 = mul i32 16, %148
  %150 = add i32 %146, %149
  %151 = load i32, ptr %17, align 4
  %152 = load i32, ptr %24, align 4
  %153 = mul nsw i32 %151, %152
  %154 = add i32 %150, %153
  %155 = add i32 %154, 16
  %156 = sub i32 %155, 1
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %142, i64 %157
  %159 = load float, ptr %158, align 4
  %160 = load i32, ptr %24, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 0, i64 %161
  %163 = load i32, ptr %23, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [16 x float], ptr %162, i64 0, i64 %164
  store float %159, ptr %165, align 4
  br label %166

166:                                              ; preds = %141, %125
  call void @llvm.nvvm.barrier0()
  %167 = load ptr, ptr %16, align 8
  %168 = load i32, ptr %25, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr %167, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = load i32, ptr %24, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %173
  %175 = load i32, ptr %23, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [16 x float], ptr %174, i64 0, i64 %176
  store float %171, ptr %177, align 4
  call void @llvm.nvvm.barrier0()
  %178 = load i32, ptr %24, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %179
  %181 = load i32, ptr %23, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [16 x float], ptr %180, i64 0, i64 %182
  %184 = load float, ptr %183, align 4
  store float %184, ptr %28, align 4
  %185 = load i32, ptr %24, align 4
  %186 = icmp eq i32 %185, 15
  br i1 %186, label %187, label %207

187:                                              ; preds = %166
  %188 = load i32, ptr %23, align 4
  %189 = icmp eq i32 %188, 15
  br i1 %189, label %190, label %207

190:                                              ; preds = %187
  %191 = load float, ptr %28, align 4
  store float %191, ptr %29, align 4
  %192 = load i32, ptr %24, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 0, i64 %193
  %195 = load i32, ptr %23, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [16 x float], ptr %194, i64 0, i64 %196
  %198 = load float, ptr %197, align 4
  store float %198, ptr %30, align 4
  %199 = load float, ptr %28, align 4
  store float %199, ptr %32, align 4
  %200 = load i32, ptr %24, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 0, i64 %201
  %203 = load i32, ptr %23, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [16 x float], ptr %202, i64 0, i64 %204
  %206 = load float, ptr %205, align 4
  store float %206, ptr %31, align 4
  br label %270

207:                                              ; preds = %187, %166
  %208 = load i32, ptr %23, align 4
  %209 = icmp eq i32 %208, 15
  br i1 %209, label %210, label %228

210:                                              ; preds = %207
  %211 = load float, ptr %28, align 4
  store float %211, ptr %29, align 4
  %212 = load i32, ptr %24, align 4
  %213 = add nsw i32 %212, 1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %214
  %216 = load i32, ptr %23, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [16 x float], ptr %215, i64 0, i64 %217
  %219 = load float, ptr %218, align 4
  store float %219, ptr %30, align 4
  %220 = load float, ptr %28, align 4
  store float %220, ptr %32, align 4
  %221 = load i32, ptr %24, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 0, i64 %222
  %224 = load i32, ptr %23, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [16 x float], ptr %223, i64 0, i64 %225
  %227 = load float, ptr %226, align 4
  store float %227, ptr %31, align 4
  br label %269

228:                                              ; preds = %207
  %229 = load i32, ptr %24, align 4
  %230 = icmp eq i32 %229, 15
  br i1 %230, label %231, label %249

231:                                              ; preds = %228
  %232 = load float, ptr %28, align 4
  store float %232, ptr %29, align 4
  %233 = load i32, ptr %24, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 0, i64 %234
  %236 = load i32, ptr %23, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [16 x float], ptr %235, i64 0, i64 %237
  %239 = load float, ptr %238, align 4
  store float %239, ptr %30, align 4
  %240 = load float, ptr %28, align 4
  store float %240, ptr %32, align 4
  %241 = load i32, ptr %24, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %242
  %244 = load i32, ptr %23, align 4
  %245 = add nsw i32 %244, 1
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [16 x float], ptr %243, i64 0, i64 %246
  %248 = load float, ptr %247, align 4
  store float %248, ptr %31, align 4
  br label %268

249:                                              ; preds = %228
  %250 = load float, ptr %28, align 4
  store float %250, ptr %29, align 4
  %251 = load i32, ptr %24, align 4
  %252 = add nsw i32 %251, 1
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %253
  %255 = load i32, ptr %23, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [16 x float], ptr %254, i64 0, i64 %256
  %258 = load float, ptr %257, align 4
  store float %258, ptr %30, align 4
  %259 = load float, ptr %28, align 4
  store float %259, ptr %32, align 4
  %260 = load i32, ptr %24, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %261
  %263 = load i32, ptr %23, align 4
  %264 = add nsw i32 %263, 1
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [16 x float], ptr %262, i64 0, i64 %265
  %267 = load float, ptr %266, align 4
  store float %267, ptr %31, align 4
  br label %268

268:                                              ; preds = %249, %231
  br label %269

269:                                              ; preds = %268, %210
  br label %270

270:                                              ; preds = %269, %190
  %271 = load float, ptr %29, align 4
  %272 = load ptr, ptr %13, align 8
  %273 = load i32, ptr %25, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr %272, i64 %274
  %276 = load float, ptr %275, align 4
  %277 = fmul contract float %271, %276
  %278 = load float, ptr %30, align 4
  %279 = load ptr, ptr %14, align 8
  %280 = load i32, ptr %25, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds float, ptr %279, i64 %281
  %283 = load float, ptr %282, align 4
  %284 = fmul contract float %278, %283
  %285 = fadd contract float %277, %284
  %286 = load float, ptr %32, align 4
  %287 = load ptr, ptr %12, align 8
  %288 = load i32, ptr %25, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr %287, i64 %289
  %291 = load float, ptr %290, align 4
  %292 = fmul contract float %286, %291
  %293 = fadd contract float %285, %292
  %294 = load float, ptr %31, align 4
  %295 = load ptr, ptr %11, align 8
  %296 = load i32, ptr %25, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds float, ptr %295, i64 %297
  %299 = load float, ptr %298, align 4
  %300 = fmul contract float %294, %299
  %301 = fadd contract float %293, %300
  store float %301, ptr %33, align 4
  %302 = load i32, ptr %24, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp to ptr), i64 0, i64 %303
  %305 = load i32, ptr %23, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [16 x float], ptr %304, i64 0, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = fpext float %308 to double
  %310 = load float, ptr %19, align 4
  %311 = fpext float %310 to double
  %312 = fmul contract double 2.500000e-01, %311
  %313 = load float, ptr %33, align 4
  %314 = fpext float %313 to double
  %315 = fmul contract double %312, %314
  %316 = fadd contract double %309, %315
  %317 = fptrunc double %316 to float
  %318 = load i32, ptr %24, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result to ptr), i64 0, i64 %319
  %321 = load i32, ptr %23, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [16 x float], ptr %320, i64 0, i64 %322
  store float %317, ptr %323, align 4
  call void @llvm.nvvm.barrier0()
  %324 = load i32, ptr %24, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result to ptr), i64 0, i64 %325
  %327 = load i32, ptr %23, align 4
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [16 x float], ptr %326, i64 0, i64 %328
  %330 = load float, ptr %329, align 4
  %331 = load ptr, ptr %15, align 8
  %332 = load i32, ptr %25, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds float, ptr %331, i64 %333
  store float %330, ptr %334, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11srad_cuda_2PfS_S_S_S_S_iiff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
