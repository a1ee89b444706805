; ModuleID = 'select_minmax.cu'
source_filename = "select_minmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @select_minmax(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca float, align 4
  store ptr %0, ptr %24, align 8
  store ptr %1, ptr %25, align 8
  store ptr %2, ptr %26, align 8
  store ptr %3, ptr %27, align 8
  store ptr %4, ptr %28, align 8
  store ptr %5, ptr %29, align 8
  store i32 %6, ptr %30, align 4
  %35 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = add i32 %37, %38
  store i32 %39, ptr %31, align 4
  %40 = load i32, ptr %31, align 4
  %41 = load i32, ptr %30, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %7
  br label %234

44:                                               ; preds = %7
  %45 = load ptr, ptr %24, align 8
  %46 = load i32, ptr %31, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = ashr i32 %49, 1
  store i32 %50, ptr %32, align 4
  %51 = load ptr, ptr %25, align 8
  %52 = load i32, ptr %31, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = ashr i32 %55, 1
  store i32 %56, ptr %33, align 4
  %57 = load i32, ptr %32, align 4
  %58 = load i32, ptr %33, align 4
  store i32 %57, ptr %22, align 4
  store i32 %58, ptr %23, align 4
  %59 = load i32, ptr %22, align 4
  %60 = load i32, ptr %23, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %44
  %63 = load i32, ptr %22, align 4
  br label %66

64:                                               ; preds = %44
  %65 = load i32, ptr %23, align 4
  br label %66

66:                                               ; preds = %62, %64
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ]
  %68 = load ptr, ptr %27, align 8
  %69 = load i32, ptr %31, align 4
  %70 = mul nsw i32 6, %69
  %71 = add nsw i32 %70, 0
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %68, i64 %72
  store i32 %67, ptr %73, align 4
  %74 = load i32, ptr %32, align 4
  %75 = load i32, ptr %33, align 4
  store i32 %74, ptr %20, align 4
  store i32 %75, ptr %21, align 4
  %76 = load i32, ptr %20, align 4
  %77 = load i32, ptr %21, align 4
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %20, align 4
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %21, align 4
  br label %83

83:                                               ; preds = %79, %81
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  %85 = load ptr, ptr %27, align 8
  %86 = load i32, ptr %31, align 4
  %87 = mul nsw i32 6, %86
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %85, i64 %89
  store i32 %84, ptr %90, align 4
  %91 = load i32, ptr %32, align 4
  %92 = load i32, ptr %33, align 4
  store i32 %91, ptr %18, align 4
  store i32 %92, ptr %19, align 4
  %93 = load i32, ptr %18, align 4
  %94 = load i32, ptr %19, align 4
  %95 = icmp ult i32 %93, %94
  br i1 %95, label %96, label %98

96:                                               ; preds = %83
  %97 = load i32, ptr %18, align 4
  br label %100

98:                                               ; preds = %83
  %99 = load i32, ptr %19, align 4
  br label %100

100:                                              ; preds = %96, %98
  %101 = phi i32 [ %97, %96 ], [ %99, %98 ]
  %102 = load i32, ptr %32, align 4
  %103 = load i32, ptr %33, align 4
  store i32 %102, ptr %16, align 4
  store i32 %103, ptr %17, align 4
  %104 = load i32, ptr %16, align 4
  %105 = load i32, ptr %17, align 4
  %106 = icmp ugt i32 %104, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %100
  %108 = load i32, ptr %16, align 4
  br label %111

109:                                              ; preds = %100
  %110 = load i32, ptr %17, align 4
  br label %111

111:                                              ; preds = %107, %109
  %112 = phi i32 [ %108, %107 ], [ %110, %109 ]
  %113 = xor i32 %101, %112
  %114 = load ptr, ptr %27, align 8
  %115 = load i32, ptr %31, align 4
  %116 = mul nsw i32 6, %115
  %117 = add nsw i32 %116, 2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %114, i64 %118
  store i32 %113, ptr %119, align 4
  %120 = load i32, ptr %32, align 4
  %121 = icmp slt i32 %120, -100
  br i1 %121, label %122, label %123

122:                                              ; preds = %111
  br label %131

123:                                              ; preds = %111
  %124 = load i32, ptr %32, align 4
  %125 = icmp sgt i32 %124, 100
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  br label %129

127:                                              ; preds = %123
  %128 = load i32, ptr %32, align 4
  br label %129

129:                                              ; preds = %127, %126
  %130 = phi i32 [ 100, %126 ], [ %128, %127 ]
  br label %131

131:                                              ; preds = %129, %122
  %132 = phi i32 [ -100, %122 ], [ %130, %129 ]
  %133 = load ptr, ptr %27, align 8
  %134 = load i32, ptr %31, align 4
  %135 = mul nsw i32 6, %134
  %136 = add nsw i32 %135, 3
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %133, i64 %137
  store i32 %132, ptr %138, align 4
  %139 = load i32, ptr %32, align 4
  %140 = icmp slt i32 %139, 0
  br i1 %140, label %141, label %144

141:                                              ; preds = %131
  %142 = load i32, ptr %32, align 4
  %143 = sub nsw i32 0, %142
  br label %146

144:                                              ; preds = %131
  %145 = load i32, ptr %32, align 4
  br label %146

146:                                              ; preds = %144, %141
  %147 = phi i32 [ %143, %141 ], [ %145, %144 ]
  %148 = load ptr, ptr %27, align 8
  %149 = load i32, ptr %31, align 4
  %150 = mul nsw i32 6, %149
  %151 = add nsw i32 %150, 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %148, i64 %152
  store i32 %147, ptr %153, align 4
  %154 = load i32, ptr %32, align 4
  %155 = icmp sgt i32 %154, 0
  %156 = zext i1 %155 to i32
  %157 = load i32, ptr %32, align 4
  %158 = icmp slt i32 %157, 0
  %159 = zext i1 %158 to i32
  %160 = sub nsw i32 %156, %159
  %161 = load ptr, ptr %27, align 8
  %162 = load i32, ptr %31, align 4
  %163 = mul nsw i32 6, %162
  %164 = add nsw i32 %163, 5
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, ptr %161, i64 %165
  store i32 %160, ptr %166, align 4
  %167 = load i32, ptr %32, align 4
  %168 = sext i32 %167 to i64
  %169 = load i32, ptr %33, align 4
  %170 = sext i32 %169 to i64
  %171 = mul nsw i64 %168, %170
  %172 = load i32, ptr %33, align 4
  %173 = sext i32 %172 to i64
  store i64 %171, ptr %14, align 8
  store i64 %173, ptr %15, align 8
  %174 = load i64, ptr %14, align 8
  %175 = load i64, ptr %15, align 8
  %176 = icmp sgt i64 %174, %175
  br i1 %176, label %177, label %179

177:                                              ; preds = %146
  %178 = load i64, ptr %14, align 8
  br label %181

179:                                              ; preds = %146
  %180 = load i64, ptr %15, align 8
  br label %181

181:                                              ; preds = %177, %179
  %182 = phi i64 [ %178, %177 ], [ %180, %179 ]
  %183 = load i32, ptr %32, align 4
  %184 = sext i32 %183 to i64
  %185 = load i32, ptr %33, align 4
  %186 = sext i32 %185 to i64
  %187 = sub nsw i64 0, %186
  store i64 %184, ptr %12, align 8
  store i64 %187, ptr %13, align 8
  %188 = load i64, ptr %12, align 8
  %189 = load i64, ptr %13, align 8
  %190 = icmp slt i64 %188, %189
  br i1 %190, label %191, label %193

191:                                              ; preds = %181
  %192 = load i64, ptr %12, align 8
  br label %195

193:                                              ; preds = %181
  %194 = load i64, ptr %13, align 8
  br label %195

195:                                              ; preds = %191, %193
  %196 = phi i64 [ %192, %191 ], [ %194, %193 ]
  %197 = sub nsw i64 %182, %196
  %198 = load ptr, ptr %29, align 8
  %199 = load i32, ptr %31, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds i64, ptr %198, i64 %200
  store i64 %197, ptr %201, align 8
  %202 = load ptr, ptr %26, align 8
  %203 = load i32, ptr %31, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr %202, i64 %204
  %206 = load float, ptr %205, align 4
  store float %206, ptr %34, align 4
  %207 = load float, ptr %34, align 4
  %208 = fcmp ogt float %207, 0.000000e+00
  br i1 %208, label %209, label %211

209:                                              ; preds = %195
  %210 = load float, ptr %34, align 4
  br label %214

211:                                              ; preds = %195
  %212 = load float, ptr %34, align 4
  %213 = fmul float 0x3F847AE140000000, %212
  br label %214

214:                                              ; preds = %211, %209
  %215 = phi float [ %210, %209 ], [ %213, %211 ]
  %216 = load ptr, ptr %28, align 8
  %217 = load i32, ptr %31, align 4
  %218 = mul nsw i32 2, %217
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %216, i64 %219
  store float %215, ptr %220, align 4
  %221 = load float, ptr %34, align 4
  store float %221, ptr %8, align 4
  store float -1.000000e+00, ptr %9, align 4
  %222 = load float, ptr %8, align 4
  %223 = load float, ptr %9, align 4
  %224 = call noundef float @llvm.nvvm.fmax.f(float %222, float %223)
  store float %224, ptr %10, align 4
  store float 1.000000e+00, ptr %11, align 4
  %225 = load float, ptr %10, align 4
  %226 = load float, ptr %11, align 4
  %227 = call noundef float @llvm.nvvm.fmin.f(float %225, float %226)
  %228 = load ptr, ptr %28, align 8
  %229 = load i32, ptr %31, align 4
  %230 = mul nsw i32 2, %229
  %231 = add nsw i32 %230, 1
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr %228, i64 %232
  store float %227, ptr %233, align 4
  br label %234

234:                                              ; preds = %214, %43
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @select_minmax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
