; ModuleID = 'nw.needle_cuda_shared_2.cu'
source_filename = "nw.needle_cuda_shared_2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@_ZZ20needle_cuda_shared_2PiS_iiiiE4temp = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_2PiS_iiiiE3ref = internal addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7maximumiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load i32, ptr %6, align 4
  store i32 %13, ptr %8, align 4
  br label %16

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %8, align 4
  br label %16

16:                                               ; preds = %14, %12
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %7, align 4
  %19 = icmp sle i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  store i32 %21, ptr %4, align 4
  br label %24

22:                                               ; preds = %16
  %23 = load i32, ptr %8, align 4
  store i32 %23, ptr %4, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z20needle_cuda_shared_2PiS_iiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %29 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %29, ptr %13, align 4
  %30 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %30, ptr %14, align 4
  %31 = load i32, ptr %13, align 4
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr %11, align 4
  %35 = sub nsw i32 %33, %34
  store i32 %35, ptr %15, align 4
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %13, align 4
  %38 = sub nsw i32 %36, %37
  %39 = sub nsw i32 %38, 1
  store i32 %39, ptr %16, align 4
  %40 = load i32, ptr %9, align 4
  %41 = mul nsw i32 %40, 16
  %42 = load i32, ptr %16, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %15, align 4
  %45 = mul nsw i32 16, %44
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %14, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 1
  %51 = add nsw i32 %48, %50
  store i32 %51, ptr %17, align 4
  %52 = load i32, ptr %9, align 4
  %53 = mul nsw i32 %52, 16
  %54 = load i32, ptr %16, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %15, align 4
  %57 = mul nsw i32 16, %56
  %58 = add nsw i32 %55, %57
  %59 = load i32, ptr %14, align 4
  %60 = add nsw i32 %58, %59
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %18, align 4
  %62 = load i32, ptr %9, align 4
  %63 = mul nsw i32 %62, 16
  %64 = load i32, ptr %16, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr %15, align 4
  %67 = mul nsw i32 16, %66
  %68 = add nsw i32 %65, %67
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %68, %69
  store i32 %70, ptr %19, align 4
  %71 = load i32, ptr %9, align 4
  %72 = mul nsw i32 %71, 16
  %73 = load i32, ptr %16, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr %15, align 4
  %76 = mul nsw i32 16, %75
  %77 = add nsw i32 %74, %76
  store i32 %77, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %78

78:                                               ; preds = %97, %6
  %79 = load i32, ptr %21, align 4
  %80 = icmp slt i32 %79, 16
  br i1 %80, label %81, label %100

81:                                               ; preds = %78
  %82 = load ptr, ptr %7, align 8
  %83 = load i32, ptr %17, align 4
  %84 = load i32, ptr %9, align 4
  %85 = load i32, ptr %21, align 4
  %86 = mul nsw i32 %84, %85
  %87 = add nsw i32 %83, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %82, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = load i32, ptr %21, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 %92
  %94 = load i32, ptr %14, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [16 x i32], ptr %93, i64 0, i64 %95
  store i32 %90, ptr %96, align 4
  br label %97

97:                                               ; preds = %81
  %98 = load i32, ptr %21, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %21, align 4
  br label %78, !llvm.loop !5

100:                                              ; preds = %78
  call void @llvm.nvvm.barrier0()
  %101 = load i32, ptr %14, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %113

103:                                              ; preds = %100
  %104 = load ptr, ptr %8, align 8
  %105 = load i32, ptr %20, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load i32, ptr %14, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %110
  %112 = getelementptr inbounds [17 x i32], ptr %111, i64 0, i64 0
  store i32 %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %103, %100
  %114 = load ptr, ptr %8, align 8
  %115 = load i32, ptr %19, align 4
  %116 = load i32, ptr %9, align 4
  %117 = load i32, ptr %14, align 4
  %118 = mul nsw i32 %116, %117
  %119 = add nsw i32 %115, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %114, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %14, align 4
  %124 = add nsw i32 %123, 1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %125
  %127 = getelementptr inbounds [17 x i32], ptr %126, i64 0, i64 0
  store i32 %122, ptr %127, align 4
  call void @llvm.nvvm.barrier0()
  %128 = load ptr, ptr %8, align 8
  %129 = load i32, ptr %18, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %128, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = load i32, ptr %14, align 4
  %134 = add nsw i32 %133, 1
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %135
  store i32 %132, ptr %136, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %22, align 4
  br label %137

137:                                              ; preds = %198, %113
  %138 = load i32, ptr %22, align 4
  %139 = icmp slt i32 %138, 16
  br i1 %139, label %140, label %201

140:                                              ; preds = %137
  %141 = load i32, ptr %14, align 4
  %142 = load i32, ptr %22, align 4
  %143 = icmp sle i32 %141, %142
  br i1 %143, label %144, label %197

144:                                              ; preds = %140
  %145 = load i32, ptr %14, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %23, align 4
  %147 = load i32, ptr %22, align 4
  %148 = load i32, ptr %14, align 4
  %149 = sub nsw i32 %147, %148
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %24, align 4
  %151 = load i32, ptr %24, align 4
  %152 = sub nsw i32 %151, 1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %153
  %155 = load i32, ptr %23, align 4
  %156 = sub nsw i32 %155, 1
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [17 x i32], ptr %154, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4
  %160 = load i32, ptr %24, align 4
  %161 = sub nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 %162
  %164 = load i32, ptr %23, align 4
  %165 = sub nsw i32 %164, 1
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [16 x i32], ptr %163, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4
  %169 = add nsw i32 %159, %168
  %170 = load i32, ptr %24, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %171
  %173 = load i32, ptr %23, align 4
  %174 = sub nsw i32 %173, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [17 x i32], ptr %172, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4
  %178 = load i32, ptr %10, align 4
  %179 = sub nsw i32 %177, %178
  %180 = load i32, ptr %24, align 4
  %181 = sub nsw i32 %180, 1
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %182
  %184 = load i32, ptr %23, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [17 x i32], ptr %183, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = load i32, ptr %10, align 4
  %189 = sub nsw i32 %187, %188
  %190 = call noundef i32 @_Z7maximumiii(i32 noundef %169, i32 noundef %179, i32 noundef %189) #4
  %191 = load i32, ptr %24, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %192
  %194 = load i32, ptr %23, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [17 x i32], ptr %193, i64 0, i64 %195
  store i32 %190, ptr %196, align 4
  br label %197

197:                                              ; preds = %144, %140
  call void @llvm.nvvm.barrier0()
  br label %198

198:                                              ; preds = %197
  %199 = load i32, ptr %22, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %22, align 4
  br label %137, !llvm.loop !7

201:                                              ; preds = %137
  store i32 14, ptr %25, align 4
  br label %202

202:                                              ; preds = %263, %201
  %203 = load i32, ptr %25, align 4
  %204 = icmp sge i32 %203, 0
  br i1 %204, label %205, label %266

205:                                              ; preds = %202
  %206 = load i32, ptr %14, align 4
  %207 = load i32, ptr %25, align 4
  %208 = icmp sle i32 %206, %207
  br i1 %208, label %209, label %262

209:                                              ; preds = %205
  %210 = load i32, ptr %14, align 4
  %211 = add nsw i32 %210, 16
  %212 = load i32, ptr %25, align 4
  %213 = sub nsw i32 %211, %212
  store i32 %213, ptr %26, align 4
  %214 = load i32, ptr %14, align 4
  %215 = sub nsw i32 16, %214
  store i32 %215, ptr %27, align 4
  %216 = load i32, ptr %27, align 4
  %217 = sub nsw i32 %216, 1
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %218
  %220 = load i32, ptr %26, align 4
  %221 = sub nsw i32 %220, 1
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [17 x i32], ptr %219, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4
  %225 = load i32, ptr %27, align 4
  %226 = sub nsw i32 %225, 1
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 0, i64 %227
  %229 = load i32, ptr %26, align 4
  %230 = sub nsw i32 %229, 1
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [16 x i32], ptr %228, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = add nsw i32 %224, %233
  %235 = load i32, ptr %27, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %236
  %238 = load i32, ptr %26, align 4
  %239 = sub nsw i32 %238, 1
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [17 x i32], ptr %237, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = load i32, ptr %10, align 4
  %244 = sub nsw i32 %242, %243
  %245 = load i32, ptr %27, align 4
  %246 = sub nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %247
  %249 = load i32, ptr %26, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [17 x i32], ptr %248, i64 0, i64 %250
  %252 = load i32, ptr %251, align 4
  %253 = load i32, ptr %10, align 4
  %254 = sub nsw i32 %252, %253
  %255 = call noundef i32 @_Z7maximumiii(i32 noundef %234, i32 noundef %244, i32 noundef %254) #4
  %256 = load i32, ptr %27, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %257
  %259 = load i32, ptr %26, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [17 x i32], ptr %258, i64 0, i64 %260
  store i32 %255, ptr %261, align 4
  br label %262

262:                                              ; preds = %209, %205
  call void @llvm.nvvm.barrier0()
  br label %263

263:                                              ; preds = %262
  %264 = load i32, ptr %25, align 4
  %265 = add nsw i32 %264, -1
  store i32 %265, ptr %25, align 4
  br label %202, !llvm.loop !8

266:                                              ; preds = %202
  store i32 0, ptr %28, align 4
  br label %267

267:                                              ; preds = %288, %266
  %268 = load i32, ptr %28, align 4
  %269 = icmp slt i32 %268, 16
  br i1 %269, label %270, label %291

270:                                              ; preds = %267
  %271 = load i32, ptr %28, align 4
  %272 = add nsw i32 %271, 1
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 0, i64 %273
  %275 = load i32, ptr %14, align 4
  %276 = add nsw i32 %275, 1
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [17 x i32], ptr %274, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4
  %280 = load ptr, ptr %8, align 8
  %281 = load i32, ptr %17, align 4
  %282 = load i32, ptr %28, align 4
  %283 = load i32, ptr %9, align 4
  %284 = mul nsw i32 %282, %283
  %285 = add nsw i32 %281, %284
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds i32, ptr %280, i64 %286
  store i32 %279, ptr %287, align 4
  br label %288

288:                                              ; preds = %270
  %289 = load i32, ptr %28, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %28, align 4
  br label %267, !llvm.loop !9

291:                                              ; preds = %267
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20needle_cuda_shared_2PiS_iiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
