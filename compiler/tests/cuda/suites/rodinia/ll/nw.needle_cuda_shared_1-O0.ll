; ModuleID = 'nw.needle_cuda_shared_1.cu'
source_filename = "nw.needle_cuda_shared_1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@_ZZ20needle_cuda_shared_1PiS_iiiiE4temp = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_1PiS_iiiiE3ref = internal addrspace(3) global [16 x [16 x i32]] undef, align 4

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
define dso_local void @_Z20needle_cuda_shared_1PiS_iiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 {
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
  store i32 %31, ptr %15, align 4
  %32 = load i32, ptr %11, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %13, align 4
  %35 = sub nsw i32 %33, %34
  store i32 %35, ptr %16, align 4
  %36 = load i32, ptr %9, align 4
  %37 = mul nsw i32 %36, 16
  %38 = load i32, ptr %16, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %15, align 4
  %41 = mul nsw i32 16, %40
  %42 = add nsw i32 %39, %41
  %43 = load i32, ptr %14, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  %47 = add nsw i32 %44, %46
  store i32 %47, ptr %17, align 4
  %48 = load i32, ptr %9, align 4
  %49 = mul nsw i32 %48, 16
  %50 = load i32, ptr %16, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %15, align 4
  %53 = mul nsw i32 16, %52
  %54 = add nsw i32 %51, %53
  %55 = load i32, ptr %14, align 4
  %56 = add nsw i32 %54, %55
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %18, align 4
  %58 = load i32, ptr %9, align 4
  %59 = mul nsw i32 %58, 16
  %60 = load i32, ptr %16, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %15, align 4
  %63 = mul nsw i32 16, %62
  %64 = add nsw i32 %61, %63
  %65 = load i32, ptr %9, align 4
  %66 = add nsw i32 %64, %65
  store i32 %66, ptr %19, align 4
  %67 = load i32, ptr %9, align 4
  %68 = mul nsw i32 %67, 16
  %69 = load i32, ptr %16, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %15, align 4
  %72 = mul nsw i32 16, %71
  %73 = add nsw i32 %70, %72
  store i32 %73, ptr %20, align 4
  %74 = load i32, ptr %14, align 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %86

76:                                               ; preds = %6
  %77 = load ptr, ptr %8, align 8
  %78 = load i32, ptr %20, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %77, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = load i32, ptr %14, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %83
  %85 = getelementptr inbounds [17 x i32], ptr %84, i64 0, i64 0
  store i32 %81, ptr %85, align 4
  br label %86

86:                                               ; preds = %76, %6
  store i32 0, ptr %21, align 4
  br label %87

87:                                               ; preds = %106, %86
  %88 = load i32, ptr %21, align 4
  %89 = icmp slt i32 %88, 16
  br i1 %89, label %90, label %109

90:                                               ; preds = %87
  %91 = load ptr, ptr %7, align 8
  %92 = load i32, ptr %17, align 4
  %93 = load i32, ptr %9, align 4
  %94 = load i32, ptr %21, align 4
  %95 = mul nsw i32 %93, %94
  %96 = add nsw i32 %92, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %91, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = load i32, ptr %21, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 %101
  %103 = load i32, ptr %14, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x i32], ptr %102, i64 0, i64 %104
  store i32 %99, ptr %105, align 4
  br label %106

106:                                              ; preds = %90
  %107 = load i32, ptr %21, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %21, align 4
  br label %87, !llvm.loop !5

109:                                              ; preds = %87
  call void @llvm.nvvm.barrier0()
  %110 = load ptr, ptr %8, align 8
  %111 = load i32, ptr %19, align 4
  %112 = load i32, ptr %9, align 4
  %113 = load i32, ptr %14, align 4
  %114 = mul nsw i32 %112, %113
  %115 = add nsw i32 %111, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %110, i64 %116
  %118 = load i32, ptr %117, align 4
  %119 = load i32, ptr %14, align 4
  %120 = add nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %121
  %123 = getelementptr inbounds [17 x i32], ptr %122, i64 0, i64 0
  store i32 %118, ptr %123, align 4
  call void @llvm.nvvm.barrier0()
  %124 = load ptr, ptr %8, align 8
  %125 = load i32, ptr %18, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %124, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = load i32, ptr %14, align 4
  %130 = add nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %131
  store i32 %128, ptr %132, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %22, align 4
  br label %133

133:                                              ; preds = %194, %109
  %134 = load i32, ptr %22, align 4
  %135 = icmp slt i32 %134, 16
  br i1 %135, label %136, label %197

136:                                              ; preds = %133
  %137 = load i32, ptr %14, align 4
  %138 = load i32, ptr %22, align 4
  %139 = icmp sle i32 %137, %138
  br i1 %139, label %140, label %193

140:                                              ; preds = %136
  %141 = load i32, ptr %14, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %23, align 4
  %143 = load i32, ptr %22, align 4
  %144 = load i32, ptr %14, align 4
  %145 = sub nsw i32 %143, %144
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %24, align 4
  %147 = load i32, ptr %24, align 4
  %148 = sub nsw i32 %147, 1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %149
  %151 = load i32, ptr %23, align 4
  %152 = sub nsw i32 %151, 1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [17 x i32], ptr %150, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4
  %156 = load i32, ptr %24, align 4
  %157 = sub nsw i32 %156, 1
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 %158
  %160 = load i32, ptr %23, align 4
  %161 = sub nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [16 x i32], ptr %159, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = add nsw i32 %155, %164
  %166 = load i32, ptr %24, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %167
  %169 = load i32, ptr %23, align 4
  %170 = sub nsw i32 %169, 1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [17 x i32], ptr %168, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4
  %174 = load i32, ptr %10, align 4
  %175 = sub nsw i32 %173, %174
  %176 = load i32, ptr %24, align 4
  %177 = sub nsw i32 %176, 1
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %178
  %180 = load i32, ptr %23, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [17 x i32], ptr %179, i64 0, i64 %181
  %183 = load i32, ptr %182, align 4
  %184 = load i32, ptr %10, align 4
  %185 = sub nsw i32 %183, %184
  %186 = call noundef i32 @_Z7maximumiii(i32 noundef %165, i32 noundef %175, i32 noundef %185) #4
  %187 = load i32, ptr %24, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %188
  %190 = load i32, ptr %23, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [17 x i32], ptr %189, i64 0, i64 %191
  store i32 %186, ptr %192, align 4
  br label %193

193:                                              ; preds = %140, %136
  call void @llvm.nvvm.barrier0()
  br label %194

194:                                              ; preds = %193
  %195 = load i32, ptr %22, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %22, align 4
  br label %133, !llvm.loop !7

197:                                              ; preds = %133
  store i32 14, ptr %25, align 4
  br label %198

198:                                              ; preds = %259, %197
  %199 = load i32, ptr %25, align 4
  %200 = icmp sge i32 %199, 0
  br i1 %200, label %201, label %262

201:                                              ; preds = %198
  %202 = load i32, ptr %14, align 4
  %203 = load i32, ptr %25, align 4
  %204 = icmp sle i32 %202, %203
  br i1 %204, label %205, label %258

205:                                              ; preds = %201
  %206 = load i32, ptr %14, align 4
  %207 = add nsw i32 %206, 16
  %208 = load i32, ptr %25, align 4
  %209 = sub nsw i32 %207, %208
  store i32 %209, ptr %26, align 4
  %210 = load i32, ptr %14, align 4
  %211 = sub nsw i32 16, %210
  store i32 %211, ptr %27, align 4
  %212 = load i32, ptr %27, align 4
  %213 = sub nsw i32 %212, 1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %214
  %216 = load i32, ptr %26, align 4
  %217 = sub nsw i32 %216, 1
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [17 x i32], ptr %215, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4
  %221 = load i32, ptr %27, align 4
  %222 = sub nsw i32 %221, 1
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 0, i64 %223
  %225 = load i32, ptr %26, align 4
  %226 = sub nsw i32 %225, 1
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [16 x i32], ptr %224, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = add nsw i32 %220, %229
  %231 = load i32, ptr %27, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %232
  %234 = load i32, ptr %26, align 4
  %235 = sub nsw i32 %234, 1
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [17 x i32], ptr %233, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = load i32, ptr %10, align 4
  %240 = sub nsw i32 %238, %239
  %241 = load i32, ptr %27, align 4
  %242 = sub nsw i32 %241, 1
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %243
  %245 = load i32, ptr %26, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [17 x i32], ptr %244, i64 0, i64 %246
  %248 = load i32, ptr %247, align 4
  %249 = load i32, ptr %10, align 4
  %250 = sub nsw i32 %248, %249
  %251 = call noundef i32 @_Z7maximumiii(i32 noundef %230, i32 noundef %240, i32 noundef %250) #4
  %252 = load i32, ptr %27, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %253
  %255 = load i32, ptr %26, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [17 x i32], ptr %254, i64 0, i64 %256
  store i32 %251, ptr %257, align 4
  br label %258

258:                                              ; preds = %205, %201
  call void @llvm.nvvm.barrier0()
  br label %259

259:                                              ; preds = %258
  %260 = load i32, ptr %25, align 4
  %261 = add nsw i32 %260, -1
  store i32 %261, ptr %25, align 4
  br label %198, !llvm.loop !8

262:                                              ; preds = %198
  store i32 0, ptr %28, align 4
  br label %263

263:                                              ; preds = %284, %262
  %264 = load i32, ptr %28, align 4
  %265 = icmp slt i32 %264, 16
  br i1 %265, label %266, label %287

266:                                              ; preds = %263
  %267 = load i32, ptr %28, align 4
  %268 = add nsw i32 %267, 1
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 0, i64 %269
  %271 = load i32, ptr %14, align 4
  %272 = add nsw i32 %271, 1
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [17 x i32], ptr %270, i64 0, i64 %273
  %275 = load i32, ptr %274, align 4
  %276 = load ptr, ptr %8, align 8
  %277 = load i32, ptr %17, align 4
  %278 = load i32, ptr %28, align 4
  %279 = load i32, ptr %9, align 4
  %280 = mul nsw i32 %278, %279
  %281 = add nsw i32 %277, %280
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds i32, ptr %276, i64 %282
  store i32 %275, ptr %283, align 4
  br label %284

284:                                              ; preds = %266
  %285 = load i32, ptr %28, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %28, align 4
  br label %263, !llvm.loop !9

287:                                              ; preds = %263
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

!0 = !{ptr @_Z20needle_cuda_shared_1PiS_iiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
