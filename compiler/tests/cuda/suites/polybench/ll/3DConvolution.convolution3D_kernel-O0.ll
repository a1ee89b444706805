; ModuleID = '3DConvolution.convolution3D_kernel.cu'
source_filename = "3DConvolution.convolution3D_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z20convolution3D_kerneliiiPfS_i(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %13, align 4
  %29 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %31 = mul i32 %29, %30
  %32 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %33 = add i32 %31, %32
  store i32 %33, ptr %14, align 4
  store float 2.000000e+00, ptr %15, align 4
  store float 5.000000e+00, ptr %18, align 4
  store float -8.000000e+00, ptr %21, align 4
  store float -3.000000e+00, ptr %16, align 4
  store float 6.000000e+00, ptr %19, align 4
  store float -9.000000e+00, ptr %22, align 4
  store float 4.000000e+00, ptr %17, align 4
  store float 7.000000e+00, ptr %20, align 4
  store float 1.000000e+01, ptr %23, align 4
  %34 = load i32, ptr %12, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %316

36:                                               ; preds = %6
  %37 = load i32, ptr %14, align 4
  %38 = icmp slt i32 %37, 9
  br i1 %38, label %39, label %316

39:                                               ; preds = %36
  %40 = load i32, ptr %13, align 4
  %41 = icmp slt i32 %40, 11
  br i1 %41, label %42, label %316

42:                                               ; preds = %39
  %43 = load i32, ptr %12, align 4
  %44 = icmp sgt i32 %43, 0
  br i1 %44, label %45, label %316

45:                                               ; preds = %42
  %46 = load i32, ptr %14, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %316

48:                                               ; preds = %45
  %49 = load i32, ptr %13, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %316

51:                                               ; preds = %48
  %52 = load float, ptr %15, align 4
  %53 = load ptr, ptr %10, align 8
  %54 = load i32, ptr %12, align 4
  %55 = sub nsw i32 %54, 1
  %56 = mul nsw i32 %55, 120
  %57 = load i32, ptr %14, align 4
  %58 = sub nsw i32 %57, 1
  %59 = mul nsw i32 %58, 12
  %60 = add nsw i32 %56, %59
  %61 = load i32, ptr %13, align 4
  %62 = sub nsw i32 %61, 1
  %63 = add nsw i32 %60, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %53, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fmul contract float %52, %66
  %68 = load float, ptr %17, align 4
  %69 = load ptr, ptr %10, align 8
  %70 = load i32, ptr %12, align 4
  %71 = add nsw i32 %70, 1
  %72 = mul nsw i32 %71, 120
  %73 = load i32, ptr %14, align 4
  %74 = sub nsw i32 %73, 1
  %75 = mul nsw i32 %74, 12
  %76 = add nsw i32 %72, %75
  %77 = load i32, ptr %13, align 4
  %78 = sub nsw i32 %77, 1
  %79 = add nsw i32 %76, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %69, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fmul contract float %68, %82
  %84 = fadd contract float %67, %83
  %85 = load float, ptr %18, align 4
  %86 = load ptr, ptr %10, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sub nsw i32 %87, 1
  %89 = mul nsw i32 %88, 120
  %90 = load i32, ptr %14, align 4
  %91 = sub nsw i32 %90, 1
  %92 = mul nsw i32 %91, 12
  %93 = add nsw i32 %89, %92
  %94 = load i32, ptr %13, align 4
  %95 = sub nsw i32 %94, 1
  %96 = add nsw i32 %93, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %86, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = fmul contract float %85, %99
  %101 = fadd contract float %84, %100
  %102 = load float, ptr %20, align 4
  %103 = load ptr, ptr %10, align 8
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 1
  %106 = mul nsw i32 %105, 120
  %107 = load i32, ptr %14, align 4
  %108 = sub nsw i32 %107, 1
  %109 = mul nsw i32 %108, 12
  %110 = add nsw i32 %106, %109
  %111 = load i32, ptr %13, align 4
  %112 = sub nsw i32 %111, 1
  %113 = add nsw i32 %110, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr %103, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = fmul contract float %102, %116
  %118 = fadd contract float %101, %117
  %119 = load float, ptr %21, align 4
  %120 = load ptr, ptr %10, align 8
  %121 = load i32, ptr %12, align 4
  %122 = sub nsw i32 %121, 1
  %123 = mul nsw i32 %122, 120
  %124 = load i32, ptr %14, align 4
  %125 = sub nsw i32 %124, 1
  %126 = mul nsw i32 %125, 12
  %127 = add nsw i32 %123, %126
  %128 = load i32, ptr %13, align 4
  %129 = sub nsw i32 %128, 1
  %130 = add nsw i32 %127, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %120, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = fmul contract float %119, %133
  %135 = fadd contract float %118, %134
  %136 = load float, ptr %23, align 4
  %137 = load ptr, ptr %10, align 8
  %138 = load i32, ptr %12, align 4
  %139 = add nsw i32 %138, 1
  %140 = mul nsw i32 %139, 120
  %141 = load i32, ptr %14, align 4
  %142 = sub nsw i32 %141, 1
  %143 = mul nsw i32 %142, 12
  %144 = add nsw i32 %140, %143
  %145 = load i32, ptr %13, align 4
  %146 = sub nsw i32 %145, 1
  %147 = add nsw i32 %144, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %137, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fmul contract float %136, %150
  %152 = fadd contract float %135, %151
  %153 = load float, ptr %16, align 4
  %154 = load ptr, ptr %10, align 8
  %155 = load i32, ptr %12, align 4
  %156 = add nsw i32 %155, 0
  %157 = mul nsw i32 %156, 120
  %158 = load i32, ptr %14, align 4
  %159 = sub nsw i32 %158, 1
  %160 = mul nsw i32 %159, 12
  %161 = add nsw i32 %157, %160
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 0
  %164 = add nsw i32 %161, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %154, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fmul contract float %153, %167
  %169 = fadd contract float %152, %168
  %170 = load float, ptr %19, align 4
  %171 = load ptr, ptr %10, align 8
  %172 = load i32, ptr %12, align 4
  %173 = add nsw i32 %172, 0
  %174 = mul nsw i32 %173, 120
  %175 = load i32, ptr %14, align 4
  %176 = add nsw i32 %175, 0
  %177 = mul nsw i32 %176, 12
  %178 = add nsw i32 %174, %177
  %179 = load i32, ptr %13, align 4
  %180 = add nsw i32 %179, 0
  %181 = add nsw i32 %178, %180
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds float, ptr %171, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = fmul contract float %170, %184
  %186 = fadd contract float %169, %185
  %187 = load float, ptr %22, align 4
  %188 = load ptr, ptr %10, align 8
  %189 = load i32, ptr %12, align 4
  %190 = add nsw i32 %189, 0
  %191 = mul nsw i32 %190, 120
  %192 = load i32, ptr %14, align 4
  %193 = add nsw i32 %192, 1
  %194 = mul nsw i32 %193, 12
  %195 = add nsw i32 %191, %194
  %196 = load i32, ptr %13, align 4
  %197 = add nsw i32 %196, 0
  %198 = add nsw i32 %195, %197
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %188, i64 %199
  %201 = load float, ptr %200, align 4
  %202 = fmul contract float %187, %201
  %203 = fadd contract float %186, %202
  %204 = load float, ptr %15, align 4
  %205 = load ptr, ptr %10, align 8
  %206 = load i32, ptr %12, align 4
  %207 = sub nsw i32 %206, 1
  %208 = mul nsw i32 %207, 120
  %209 = load i32, ptr %14, align 4
  %210 = sub nsw i32 %209, 1
  %211 = mul nsw i32 %210, 12
  %212 = add nsw i32 %208, %211
  %213 = load i32, ptr %13, align 4
  %214 = add nsw i32 %213, 1
  %215 = add nsw i32 %212, %214
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr %205, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = fmul contract float %204, %218
  %220 = fadd contract float %203, %219
  %221 = load float, ptr %17, align 4
  %222 = load ptr, ptr %10, align 8
  %223 = load i32, ptr %12, align 4
  %224 = add nsw i32 %223, 1
  %225 = mul nsw i32 %224, 120
  %226 = load i32, ptr %14, align 4
  %227 = sub nsw i32 %226, 1
  %228 = mul nsw i32 %227, 12
  %229 = add nsw i32 %225, %228
  %230 = load i32, ptr %13, align 4
  %231 = add nsw i32 %230, 1
  %232 = add nsw i32 %229, %231
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr %222, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = fmul contract float %221, %235
  %237 = fadd contract float %220, %236
  %238 = load float, ptr %18, align 4
  %239 = load ptr, ptr %10, align 8
  %240 = load i32, ptr %12, align 4
  %241 = sub nsw i32 %240, 1
  %242 = mul nsw i32 %241, 120
  %243 = load i32, ptr %14, align 4
  %244 = add nsw i32 %243, 0
  %245 = mul nsw i32 %244, 12
  %246 = add nsw i32 %242, %245
  %247 = load i32, ptr %13, align 4
  %248 = add nsw i32 %247, 1
  %249 = add nsw i32 %246, %248
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %239, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = fmul contract float %238, %252
  %254 = fadd contract float %237, %253
  %255 = load float, ptr %20, align 4
  %256 = load ptr, ptr %10, align 8
  %257 = load i32, ptr %12, align 4
  %258 = add nsw i32 %257, 1
  %259 = mul nsw i32 %258, 120
  %260 = load i32, ptr %14, align 4
  %261 = add nsw i32 %260, 0
  %262 = mul nsw i32 %261, 12
  %263 = add nsw i32 %259, %262
  %264 = load i32, ptr %13, align 4
  %265 = add nsw i32 %264, 1
  %266 = add nsw i32 %263, %265
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr %256, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fmul contract float %255, %269
  %271 = fadd contract float %254, %270
  %272 = load float, ptr %21, align 4
  %273 = load ptr, ptr %10, align 8
  %274 = load i32, ptr %12, align 4
  %275 = sub nsw i32 %274, 1
  %276 = mul nsw i32 %275, 120
  %277 = load i32, ptr %14, align 4
  %278 = add nsw i32 %277, 1
  %279 = mul nsw i32 %278, 12
  %280 = add nsw i32 %276, %279
  %281 = load i32, ptr %13, align 4
  %282 = add nsw i32 %281, 1
  %283 = add nsw i32 %280, %282
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr %273, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = fmul contract float %272, %286
  %288 = fadd contract float %271, %287
  %289 = load float, ptr %23, align 4
  %290 = load ptr, ptr %10, align 8
  %291 = load i32, ptr %12, align 4
  %292 = add nsw i32 %291, 1
  %293 = mul nsw i32 %292, 120
  %294 = load i32, ptr %14, align 4
  %295 = add nsw i32 %294, 1
  %296 = mul nsw i32 %295, 12
  %297 = add nsw i32 %293, %296
  %298 = load i32, ptr %13, align 4
  %299 = add nsw i32 %298, 1
  %300 = add nsw i32 %297, %299
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds float, ptr %290, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = fmul contract float %289, %303
  %305 = fadd contract float %288, %304
  %306 = load ptr, ptr %11, align 8
  %307 = load i32, ptr %12, align 4
  %308 = mul nsw i32 %307, 120
  %309 = load i32, ptr %14, align 4
  %310 = mul nsw i32 %309, 12
  %311 = add nsw i32 %308, %310
  %312 = load i32, ptr %13, align 4
  %313 = add nsw i32 %311, %312
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds float, ptr %306, i64 %314
  store float %305, ptr %315, align 4
  br label %316

316:                                              ; preds = %51, %48, %45, %42, %39, %36, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20convolution3D_kerneliiiPfS_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
