; ModuleID = 'devicememory.cu'
source_filename = "devicememory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@_ZZ15readLocalMemoryPKfPfiiE4lbuf = internal addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z25readGlobalMemoryCoalescedPfS_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = mul i32 %30, %31
  %33 = add i32 %29, %32
  store i32 %33, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  %34 = load i32, ptr %9, align 4
  store i32 %34, ptr %12, align 4
  store i32 0, ptr %10, align 4
  br label %35

35:                                               ; preds = %222, %4
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %8, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %225

39:                                               ; preds = %35
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %12, align 4
  %42 = add nsw i32 %41, 0
  %43 = load i32, ptr %7, align 4
  %44 = sub nsw i32 %43, 1
  %45 = and i32 %42, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %40, i64 %46
  %48 = load float, ptr %47, align 4
  store float %48, ptr %13, align 4
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 32768
  %52 = load i32, ptr %7, align 4
  %53 = sub nsw i32 %52, 1
  %54 = and i32 %51, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4
  store float %57, ptr %14, align 4
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %12, align 4
  %60 = add nsw i32 %59, 65536
  %61 = load i32, ptr %7, align 4
  %62 = sub nsw i32 %61, 1
  %63 = and i32 %60, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %58, i64 %64
  %66 = load float, ptr %65, align 4
  store float %66, ptr %15, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %12, align 4
  %69 = add nsw i32 %68, 98304
  %70 = load i32, ptr %7, align 4
  %71 = sub nsw i32 %70, 1
  %72 = and i32 %69, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %67, i64 %73
  %75 = load float, ptr %74, align 4
  store float %75, ptr %16, align 4
  %76 = load ptr, ptr %5, align 8
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %77, 131072
  %79 = load i32, ptr %7, align 4
  %80 = sub nsw i32 %79, 1
  %81 = and i32 %78, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %76, i64 %82
  %84 = load float, ptr %83, align 4
  store float %84, ptr %17, align 4
  %85 = load ptr, ptr %5, align 8
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, 163840
  %88 = load i32, ptr %7, align 4
  %89 = sub nsw i32 %88, 1
  %90 = and i32 %87, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %85, i64 %91
  %93 = load float, ptr %92, align 4
  store float %93, ptr %18, align 4
  %94 = load ptr, ptr %5, align 8
  %95 = load i32, ptr %12, align 4
  %96 = add nsw i32 %95, 196608
  %97 = load i32, ptr %7, align 4
  %98 = sub nsw i32 %97, 1
  %99 = and i32 %96, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %94, i64 %100
  %102 = load float, ptr %101, align 4
  store float %102, ptr %19, align 4
  %103 = load ptr, ptr %5, align 8
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 229376
  %106 = load i32, ptr %7, align 4
  %107 = sub nsw i32 %106, 1
  %108 = and i32 %105, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %103, i64 %109
  %111 = load float, ptr %110, align 4
  store float %111, ptr %20, align 4
  %112 = load ptr, ptr %5, align 8
  %113 = load i32, ptr %12, align 4
  %114 = add nsw i32 %113, 262144
  %115 = load i32, ptr %7, align 4
  %116 = sub nsw i32 %115, 1
  %117 = and i32 %114, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %112, i64 %118
  %120 = load float, ptr %119, align 4
  store float %120, ptr %21, align 4
  %121 = load ptr, ptr %5, align 8
  %122 = load i32, ptr %12, align 4
  %123 = add nsw i32 %122, 294912
  %124 = load i32, ptr %7, align 4
  %125 = sub nsw i32 %124, 1
  %126 = and i32 %123, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %121, i64 %127
  %129 = load float, ptr %128, align 4
  store float %129, ptr %22, align 4
  %130 = load ptr, ptr %5, align 8
  %131 = load i32, ptr %12, align 4
  %132 = add nsw i32 %131, 327680
  %133 = load i32, ptr %7, align 4
  %134 = sub nsw i32 %133, 1
  %135 = and i32 %132, %134
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %130, i64 %136
  %138 = load float, ptr %137, align 4
  store float %138, ptr %23, align 4
  %139 = load ptr, ptr %5, align 8
  %140 = load i32, ptr %12, align 4
  %141 = add nsw i32 %140, 360448
  %142 = load i32, ptr %7, align 4
  %143 = sub nsw i32 %142, 1
  %144 = and i32 %141, %143
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %139, i64 %145
  %147 = load float, ptr %146, align 4
  store float %147, ptr %24, align 4
  %148 = load ptr, ptr %5, align 8
  %149 = load i32, ptr %12, align 4
  %150 = add nsw i32 %149, 393216
  %151 = load i32, ptr %7, align 4
  %152 = sub nsw i32 %151, 1
  %153 = and i32 %150, %152
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %148, i64 %154
  %156 = load float, ptr %155, align 4
  store float %156, ptr %25, align 4
  %157 = load ptr, ptr %5, align 8
  %158 = load i32, ptr %12, align 4
  %159 = add nsw i32 %158, 425984
  %160 = load i32, ptr %7, align 4
  %161 = sub nsw i32 %160, 1
  %162 = and i32 %159, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %157, i64 %163
  %165 = load float, ptr %164, align 4
  store float %165, ptr %26, align 4
  %166 = load ptr, ptr %5, align 8
  %167 = load i32, ptr %12, align 4
  %168 = add nsw i32 %167, 458752
  %169 = load i32, ptr %7, align 4
  %170 = sub nsw i32 %169, 1
  %171 = and i32 %168, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %166, i64 %172
  %174 = load float, ptr %173, align 4
  store float %174, ptr %27, align 4
  %175 = load ptr, ptr %5, align 8
  %176 = load i32, ptr %12, align 4
  %177 = add nsw i32 %176, 491520
  %178 = load i32, ptr %7, align 4
  %179 = sub nsw i32 %178, 1
  %180 = and i32 %177, %179
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %175, i64 %181
  %183 = load float, ptr %182, align 4
  store float %183, ptr %28, align 4
  %184 = load float, ptr %13, align 4
  %185 = load float, ptr %14, align 4
  %186 = fadd contract float %184, %185
  %187 = load float, ptr %15, align 4
  %188 = fadd contract float %186, %187
  %189 = load float, ptr %16, align 4
  %190 = fadd contract float %188, %189
  %191 = load float, ptr %17, align 4
  %192 = fadd contract float %190, %191
  %193 = load float, ptr %18, align 4
  %194 = fadd contract float %192, %193
  %195 = load float, ptr %19, align 4
  %196 = fadd contract float %194, %195
  %197 = load float, ptr %20, align 4
  %198 = fadd contract float %196, %197
  %199 = load float, ptr %21, align 4
  %200 = fadd contract float %198, %199
  %201 = load float, ptr %22, align 4
  %202 = fadd contract float %200, %201
  %203 = load float, ptr %23, align 4
  %204 = fadd contract float %202, %203
  %205 = load float, ptr %24, align 4
  %206 = fadd contract float %204, %205
  %207 = load float, ptr %25, align 4
  %208 = fadd contract float %206, %207
  %209 = load float, ptr %26, align 4
  %210 = fadd contract float %208, %209
  %211 = load float, ptr %27, align 4
  %212 = fadd contract float %210, %211
  %213 = load float, ptr %28, align 4
  %214 = fadd contract float %212, %213
  %215 = load float, ptr %11, align 4
  %216 = fadd contract float %215, %214
  store float %216, ptr %11, align 4
  %217 = load i32, ptr %12, align 4
  %218 = add nsw i32 %217, 524288
  %219 = load i32, ptr %7, align 4
  %220 = sub nsw i32 %219, 1
  %221 = and i32 %218, %220
  store i32 %221, ptr %12, align 4
  br label %222

222:                                              ; preds = %39
  %223 = load i32, ptr %10, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %10, align 4
  br label %35, !llvm.loop !9

225:                                              ; preds = %35
  %226 = load float, ptr %11, align 4
  %227 = load ptr, ptr %6, align 8
  %228 = load i32, ptr %9, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds float, ptr %227, i64 %229
  store float %226, ptr %230, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z20readGlobalMemoryUnitPfS_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = mul i32 %30, %31
  %33 = add i32 %29, %32
  store i32 %33, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  %34 = load i32, ptr %9, align 4
  %35 = mul nsw i32 %34, 512
  store i32 %35, ptr %12, align 4
  store i32 0, ptr %10, align 4
  br label %36

36:                                               ; preds = %223, %4
  %37 = load i32, ptr %10, align 4
  %38 = load i32, ptr %8, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %226

40:                                               ; preds = %36
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %12, align 4
  %43 = add nsw i32 %42, 0
  %44 = load i32, ptr %7, align 4
  %45 = sub nsw i32 %44, 1
  %46 = and i32 %43, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %41, i64 %47
  %49 = load float, ptr %48, align 4
  store float %49, ptr %13, align 4
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %12, align 4
  %52 = add nsw i32 %51, 1
  %53 = load i32, ptr %7, align 4
  %54 = sub nsw i32 %53, 1
  %55 = and i32 %52, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %50, i64 %56
  %58 = load float, ptr %57, align 4
  store float %58, ptr %14, align 4
  %59 = load ptr, ptr %5, align 8
  %60 = load i32, ptr %12, align 4
  %61 = add nsw i32 %60, 2
  %62 = load i32, ptr %7, align 4
  %63 = sub nsw i32 %62, 1
  %64 = and i32 %61, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %59, i64 %65
  %67 = load float, ptr %66, align 4
  store float %67, ptr %15, align 4
  %68 = load ptr, ptr %5, align 8
  %69 = load i32, ptr %12, align 4
  %70 = add nsw i32 %69, 3
  %71 = load i32, ptr %7, align 4
  %72 = sub nsw i32 %71, 1
  %73 = and i32 %70, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %68, i64 %74
  %76 = load float, ptr %75, align 4
  store float %76, ptr %16, align 4
  %77 = load ptr, ptr %5, align 8
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, 4
  %80 = load i32, ptr %7, align 4
  %81 = sub nsw i32 %80, 1
  %82 = and i32 %79, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %77, i64 %83
  %85 = load float, ptr %84, align 4
  store float %85, ptr %17, align 4
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %12, align 4
  %88 = add nsw i32 %87, 5
  %89 = load i32, ptr %7, align 4
  %90 = sub nsw i32 %89, 1
  %91 = and i32 %88, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %86, i64 %92
  %94 = load float, ptr %93, align 4
  store float %94, ptr %18, align 4
  %95 = load ptr, ptr %5, align 8
  %96 = load i32, ptr %12, align 4
  %97 = add nsw i32 %96, 6
  %98 = load i32, ptr %7, align 4
  %99 = sub nsw i32 %98, 1
  %100 = and i32 %97, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %95, i64 %101
  %103 = load float, ptr %102, align 4
  store float %103, ptr %19, align 4
  %104 = load ptr, ptr %5, align 8
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 7
  %107 = load i32, ptr %7, align 4
  %108 = sub nsw i32 %107, 1
  %109 = and i32 %106, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %104, i64 %110
  %112 = load float, ptr %111, align 4
  store float %112, ptr %20, align 4
  %113 = load ptr, ptr %5, align 8
  %114 = load i32, ptr %12, align 4
  %115 = add nsw i32 %114, 8
  %116 = load i32, ptr %7, align 4
  %117 = sub nsw i32 %116, 1
  %118 = and i32 %115, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %113, i64 %119
  %121 = load float, ptr %120, align 4
  store float %121, ptr %21, align 4
  %122 = load ptr, ptr %5, align 8
  %123 = load i32, ptr %12, align 4
  %124 = add nsw i32 %123, 9
  %125 = load i32, ptr %7, align 4
  %126 = sub nsw i32 %125, 1
  %127 = and i32 %124, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %122, i64 %128
  %130 = load float, ptr %129, align 4
  store float %130, ptr %22, align 4
  %131 = load ptr, ptr %5, align 8
  %132 = load i32, ptr %12, align 4
  %133 = add nsw i32 %132, 10
  %134 = load i32, ptr %7, align 4
  %135 = sub nsw i32 %134, 1
  %136 = and i32 %133, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr %131, i64 %137
  %139 = load float, ptr %138, align 4
  store float %139, ptr %23, align 4
  %140 = load ptr, ptr %5, align 8
  %141 = load i32, ptr %12, align 4
  %142 = add nsw i32 %141, 11
  %143 = load i32, ptr %7, align 4
  %144 = sub nsw i32 %143, 1
  %145 = and i32 %142, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %140, i64 %146
  %148 = load float, ptr %147, align 4
  store float %148, ptr %24, align 4
  %149 = load ptr, ptr %5, align 8
  %150 = load i32, ptr %12, align 4
  %151 = add nsw i32 %150, 12
  %152 = load i32, ptr %7, align 4
  %153 = sub nsw i32 %152, 1
  %154 = and i32 %151, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr %149, i64 %155
  %157 = load float, ptr %156, align 4
  store float %157, ptr %25, align 4
  %158 = load ptr, ptr %5, align 8
  %159 = load i32, ptr %12, align 4
  %160 = add nsw i32 %159, 13
  %161 = load i32, ptr %7, align 4
  %162 = sub nsw i32 %161, 1
  %163 = and i32 %160, %162
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds float, ptr %158, i64 %164
  %166 = load float, ptr %165, align 4
  store float %166, ptr %26, align 4
  %167 = load ptr, ptr %5, align 8
  %168 = load i32, ptr %12, align 4
  %169 = add nsw i32 %168, 14
  %170 = load i32, ptr %7, align 4
  %171 = sub nsw i32 %170, 1
  %172 = and i32 %169, %171
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %167, i64 %173
  %175 = load float, ptr %174, align 4
  store float %175, ptr %27, align 4
  %176 = load ptr, ptr %5, align 8
  %177 = load i32, ptr %12, align 4
  %178 = add nsw i32 %177, 15
  %179 = load i32, ptr %7, align 4
  %180 = sub nsw i32 %179, 1
  %181 = and i32 %178, %180
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds float, ptr %176, i64 %182
  %184 = load float, ptr %183, align 4
  store float %184, ptr %28, align 4
  %185 = load float, ptr %13, align 4
  %186 = load float, ptr %14, align 4
  %187 = fadd contract float %185, %186
  %188 = load float, ptr %15, align 4
  %189 = fadd contract float %187, %188
  %190 = load float, ptr %16, align 4
  %191 = fadd contract float %189, %190
  %192 = load float, ptr %17, align 4
  %193 = fadd contract float %191, %192
  %194 = load float, ptr %18, align 4
  %195 = fadd contract float %193, %194
  %196 = load float, ptr %19, align 4
  %197 = fadd contract float %195, %196
  %198 = load float, ptr %20, align 4
  %199 = fadd contract float %197, %198
  %200 = load float, ptr %21, align 4
  %201 = fadd contract float %199, %200
  %202 = load float, ptr %22, align 4
  %203 = fadd contract float %201, %202
  %204 = load float, ptr %23, align 4
  %205 = fadd contract float %203, %204
  %206 = load float, ptr %24, align 4
  %207 = fadd contract float %205, %206
  %208 = load float, ptr %25, align 4
  %209 = fadd contract float %207, %208
  %210 = load float, ptr %26, align 4
  %211 = fadd contract float %209, %210
  %212 = load float, ptr %27, align 4
  %213 = fadd contract float %211, %212
  %214 = load float, ptr %28, align 4
  %215 = fadd contract float %213, %214
  %216 = load float, ptr %11, align 4
  %217 = fadd contract float %216, %215
  store float %217, ptr %11, align 4
  %218 = load i32, ptr %12, align 4
  %219 = add nsw i32 %218, 16
  %220 = load i32, ptr %7, align 4
  %221 = sub nsw i32 %220, 1
  %222 = and i32 %219, %221
  store i32 %222, ptr %12, align 4
  br label %223

223:                                              ; preds = %40
  %224 = load i32, ptr %10, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %10, align 4
  br label %36, !llvm.loop !11

226:                                              ; preds = %36
  %227 = load float, ptr %11, align 4
  %228 = load ptr, ptr %6, align 8
  %229 = load i32, ptr %9, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds float, ptr %228, i64 %230
  store float %227, ptr %231, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15readLocalMemoryPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %36, %37
  %39 = add i32 %35, %38
  store i32 %39, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  %40 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %40, ptr %12, align 4
  %41 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %41, ptr %13, align 4
  %42 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %42, ptr %14, align 4
  %43 = load i32, ptr %13, align 4
  %44 = sdiv i32 2048, %43
  store i32 %44, ptr %15, align 4
  %45 = load i32, ptr %13, align 4
  %46 = load i32, ptr %14, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr %12, align 4
  %49 = load i32, ptr %15, align 4
  %50 = mul nsw i32 %48, %49
  %51 = add nsw i32 %47, %50
  store i32 %51, ptr %16, align 4
  %52 = load i32, ptr %12, align 4
  store i32 %52, ptr %17, align 4
  br label %53

53:                                               ; preds = %80, %4
  %54 = load i32, ptr %10, align 4
  %55 = load i32, ptr %15, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %63

57:                                               ; preds = %53
  %58 = load i32, ptr %10, align 4
  %59 = load i32, ptr %7, align 4
  %60 = load i32, ptr %16, align 4
  %61 = sub nsw i32 %59, %60
  %62 = icmp slt i32 %58, %61
  br label %63

63:                                               ; preds = %57, %53
  %64 = phi i1 [ false, %53 ], [ %62, %57 ]
  br i1 %64, label %65, label %83

65:                                               ; preds = %63
  %66 = load ptr, ptr %5, align 8
  %67 = load i32, ptr %16, align 4
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %66, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = load i32, ptr %12, align 4
  %74 = load i32, ptr %15, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %78
  store float %72, ptr %79, align 4
  br label %80

80:                                               ; preds = %65
  %81 = load i32, ptr %10, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %10, align 4
  br label %53, !llvm.loop !12

83:                                               ; preds = %63
  store i32 0, ptr %18, align 4
  br label %84

84:                                               ; preds = %101, %83
  %85 = load i32, ptr %10, align 4
  %86 = load i32, ptr %15, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %106

88:                                               ; preds = %84
  %89 = load ptr, ptr %5, align 8
  %90 = load i32, ptr %18, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %89, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = load i32, ptr %12, align 4
  %95 = load i32, ptr %15, align 4
  %96 = mul nsw i32 %94, %95
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %96, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %99
  store float %93, ptr %100, align 4
  br label %101

101:                                              ; preds = %88
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  %104 = load i32, ptr %18, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %18, align 4
  br label %84, !llvm.loop !13

106:                                              ; preds = %84
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %10, align 4
  br label %107

107:                                              ; preds = %244, %106
  %108 = load i32, ptr %10, align 4
  %109 = load i32, ptr %8, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %247

111:                                              ; preds = %107
  %112 = load i32, ptr %17, align 4
  %113 = add nsw i32 %112, 0
  %114 = and i32 %113, 2047
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %115
  %117 = load float, ptr %116, align 4
  store float %117, ptr %19, align 4
  %118 = load i32, ptr %17, align 4
  %119 = add nsw i32 %118, 1
  %120 = and i32 %119, 2047
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %121
  %123 = load float, ptr %122, align 4
  store float %123, ptr %20, align 4
  %124 = load i32, ptr %17, align 4
  %125 = add nsw i32 %124, 2
  %126 = and i32 %125, 2047
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %127
  %129 = load float, ptr %128, align 4
  store float %129, ptr %21, align 4
  %130 = load i32, ptr %17, align 4
  %131 = add nsw i32 %130, 3
  %132 = and i32 %131, 2047
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %133
  %135 = load float, ptr %134, align 4
  store float %135, ptr %22, align 4
  %136 = load i32, ptr %17, align 4
  %137 = add nsw i32 %136, 4
  %138 = and i32 %137, 2047
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %139
  %141 = load float, ptr %140, align 4
  store float %141, ptr %23, align 4
  %142 = load i32, ptr %17, align 4
  %143 = add nsw i32 %142, 5
  %144 = and i32 %143, 2047
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %145
  %147 = load float, ptr %146, align 4
  store float %147, ptr %24, align 4
  %148 = load i32, ptr %17, align 4
  %149 = add nsw i32 %148, 6
  %150 = and i32 %149, 2047
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %151
  %153 = load float, ptr %152, align 4
  store float %153, ptr %25, align 4
  %154 = load i32, ptr %17, align 4
  %155 = add nsw i32 %154, 7
  %156 = and i32 %155, 2047
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %157
  %159 = load float, ptr %158, align 4
  store float %159, ptr %26, align 4
  %160 = load i32, ptr %17, align 4
  %161 = add nsw i32 %160, 8
  %162 = and i32 %161, 2047
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %163
  %165 = load float, ptr %164, align 4
  store float %165, ptr %27, align 4
  %166 = load i32, ptr %17, align 4
  %167 = add nsw i32 %166, 9
  %168 = and i32 %167, 2047
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %169
  %171 = load float, ptr %170, align 4
  store float %171, ptr %28, align 4
  %172 = load i32, ptr %17, align 4
  %173 = add nsw i32 %172, 10
  %174 = and i32 %173, 2047
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %175
  %177 = load float, ptr %176, align 4
  store float %177, ptr %29, align 4
  %178 = load i32, ptr %17, align 4
  %179 = add nsw i32 %178, 11
  %180 = and i32 %179, 2047
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %181
  %183 = load float, ptr %182, align 4
  store float %183, ptr %30, align 4
  %184 = load i32, ptr %17, align 4
  %185 = add nsw i32 %184, 12
  %186 = and i32 %185, 2047
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %187
  %189 = load float, ptr %188, align 4
  store float %189, ptr %31, align 4
  %190 = load i32, ptr %17, align 4
  %191 = add nsw i32 %190, 13
  %192 = and i32 %191, 2047
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %193
  %195 = load float, ptr %194, align 4
  store float %195, ptr %32, align 4
  %196 = load i32, ptr %17, align 4
  %197 = add nsw i32 %196, 14
  %198 = and i32 %197, 2047
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %199
  %201 = load float, ptr %200, align 4
  store float %201, ptr %33, align 4
  %202 = load i32, ptr %17, align 4
  %203 = add nsw i32 %202, 15
  %204 = and i32 %203, 2047
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %205
  %207 = load float, ptr %206, align 4
  store float %207, ptr %34, align 4
  %208 = load float, ptr %19, align 4
  %209 = load float, ptr %20, align 4
  %210 = fadd contract float %208, %209
  %211 = load float, ptr %21, align 4
  %212 = fadd contract float %210, %211
  %213 = load float, ptr %22, align 4
  %214 = fadd contract float %212, %213
  %215 = load float, ptr %23, align 4
  %216 = fadd contract float %214, %215
  %217 = load float, ptr %24, align 4
  %218 = fadd contract float %216, %217
  %219 = load float, ptr %25, align 4
  %220 = fadd contract float %218, %219
  %221 = load float, ptr %26, align 4
  %222 = fadd contract float %220, %221
  %223 = load float, ptr %27, align 4
  %224 = fadd contract float %222, %223
  %225 = load float, ptr %28, align 4
  %226 = fadd contract float %224, %225
  %227 = load float, ptr %29, align 4
  %228 = fadd contract float %226, %227
  %229 = load float, ptr %30, align 4
  %230 = fadd contract float %228, %229
  %231 = load float, ptr %31, align 4
  %232 = fadd contract float %230, %231
  %233 = load float, ptr %32, align 4
  %234 = fadd contract float %232, %233
  %235 = load float, ptr %33, align 4
  %236 = fadd contract float %234, %235
  %237 = load float, ptr %34, align 4
  %238 = fadd contract float %236, %237
  %239 = load float, ptr %11, align 4
  %240 = fadd contract float %239, %238
  store float %240, ptr %11, align 4
  %241 = load i32, ptr %17, align 4
  %242 = add nsw i32 %241, 16
  %243 = and i32 %242, 2047
  store i32 %243, ptr %17, align 4
  br label %244

244:                                              ; preds = %111
  %245 = load i32, ptr %10, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %10, align 4
  br label %107, !llvm.loop !14

247:                                              ; preds = %107
  %248 = load float, ptr %11, align 4
  %249 = load ptr, ptr %6, align 8
  %250 = load i32, ptr %9, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr %249, i64 %251
  store float %248, ptr %252, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z26writeGlobalMemoryCoalescedPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %10, %13
  store i32 %14, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  store i32 %15, ptr %9, align 4
  store i32 0, ptr %8, align 4
  br label %16

16:                                               ; preds = %186, %3
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %189

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  %22 = sitofp i32 %21 to float
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 0
  %26 = load i32, ptr %5, align 4
  %27 = sub nsw i32 %26, 1
  %28 = and i32 %25, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %23, i64 %29
  store float %22, ptr %30, align 4
  %31 = load i32, ptr %7, align 4
  %32 = sitofp i32 %31 to float
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 32768
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  %38 = and i32 %35, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  store float %32, ptr %40, align 4
  %41 = load i32, ptr %7, align 4
  %42 = sitofp i32 %41 to float
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %9, align 4
  %45 = add nsw i32 %44, 65536
  %46 = load i32, ptr %5, align 4
  %47 = sub nsw i32 %46, 1
  %48 = and i32 %45, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %43, i64 %49
  store float %42, ptr %50, align 4
  %51 = load i32, ptr %7, align 4
  %52 = sitofp i32 %51 to float
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 98304
  %56 = load i32, ptr %5, align 4
  %57 = sub nsw i32 %56, 1
  %58 = and i32 %55, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %53, i64 %59
  store float %52, ptr %60, align 4
  %61 = load i32, ptr %7, align 4
  %62 = sitofp i32 %61 to float
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %9, align 4
  %65 = add nsw i32 %64, 131072
  %66 = load i32, ptr %5, align 4
  %67 = sub nsw i32 %66, 1
  %68 = and i32 %65, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %63, i64 %69
  store float %62, ptr %70, align 4
  %71 = load i32, ptr %7, align 4
  %72 = sitofp i32 %71 to float
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %9, align 4
  %75 = add nsw i32 %74, 163840
  %76 = load i32, ptr %5, align 4
  %77 = sub nsw i32 %76, 1
  %78 = and i32 %75, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %73, i64 %79
  store float %72, ptr %80, align 4
  %81 = load i32, ptr %7, align 4
  %82 = sitofp i32 %81 to float
  %83 = load ptr, ptr %4, align 8
  %84 = load i32, ptr %9, align 4
  %85 = add nsw i32 %84, 196608
  %86 = load i32, ptr %5, align 4
  %87 = sub nsw i32 %86, 1
  %88 = and i32 %85, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %83, i64 %89
  store float %82, ptr %90, align 4
  %91 = load i32, ptr %7, align 4
  %92 = sitofp i32 %91 to float
  %93 = load ptr, ptr %4, align 8
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 229376
  %96 = load i32, ptr %5, align 4
  %97 = sub nsw i32 %96, 1
  %98 = and i32 %95, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %93, i64 %99
  store float %92, ptr %100, align 4
  %101 = load i32, ptr %7, align 4
  %102 = sitofp i32 %101 to float
  %103 = load ptr, ptr %4, align 8
  %104 = load i32, ptr %9, align 4
  %105 = add nsw i32 %104, 262144
  %106 = load i32, ptr %5, align 4
  %107 = sub nsw i32 %106, 1
  %108 = and i32 %105, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %103, i64 %109
  store float %102, ptr %110, align 4
  %111 = load i32, ptr %7, align 4
  %112 = sitofp i32 %111 to float
  %113 = load ptr, ptr %4, align 8
  %114 = load i32, ptr %9, align 4
  %115 = add nsw i32 %114, 294912
  %116 = load i32, ptr %5, align 4
  %117 = sub nsw i32 %116, 1
  %118 = and i32 %115, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %113, i64 %119
  store float %112, ptr %120, align 4
  %121 = load i32, ptr %7, align 4
  %122 = sitofp i32 %121 to float
  %123 = load ptr, ptr %4, align 8
  %124 = load i32, ptr %9, align 4
  %125 = add nsw i32 %124, 327680
  %126 = load i32, ptr %5, align 4
  %127 = sub nsw i32 %126, 1
  %128 = and i32 %125, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %123, i64 %129
  store float %122, ptr %130, align 4
  %131 = load i32, ptr %7, align 4
  %132 = sitofp i32 %131 to float
  %133 = load ptr, ptr %4, align 8
  %134 = load i32, ptr %9, align 4
  %135 = add nsw i32 %134, 360448
  %136 = load i32, ptr %5, align 4
  %137 = sub nsw i32 %136, 1
  %138 = and i32 %135, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %133, i64 %139
  store float %132, ptr %140, align 4
  %141 = load i32, ptr %7, align 4
  %142 = sitofp i32 %141 to float
  %143 = load ptr, ptr %4, align 8
  %144 = load i32, ptr %9, align 4
  %145 = add nsw i32 %144, 393216
  %146 = load i32, ptr %5, align 4
  %147 = sub nsw i32 %146, 1
  %148 = and i32 %145, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %143, i64 %149
  store float %142, ptr %150, align 4
  %151 = load i32, ptr %7, align 4
  %152 = sitofp i32 %151 to float
  %153 = load ptr, ptr %4, align 8
  %154 = load i32, ptr %9, align 4
  %155 = add nsw i32 %154, 425984
  %156 = load i32, ptr %5, align 4
  %157 = sub nsw i32 %156, 1
  %158 = and i32 %155, %157
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %153, i64 %159
  store float %152, ptr %160, align 4
  %161 = load i32, ptr %7, align 4
  %162 = sitofp i32 %161 to float
  %163 = load ptr, ptr %4, align 8
  %164 = load i32, ptr %9, align 4
  %165 = add nsw i32 %164, 458752
  %166 = load i32, ptr %5, align 4
  %167 = sub nsw i32 %166, 1
  %168 = and i32 %165, %167
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr %163, i64 %169
  store float %162, ptr %170, align 4
  %171 = load i32, ptr %7, align 4
  %172 = sitofp i32 %171 to float
  %173 = load ptr, ptr %4, align 8
  %174 = load i32, ptr %9, align 4
  %175 = add nsw i32 %174, 491520
  %176 = load i32, ptr %5, align 4
  %177 = sub nsw i32 %176, 1
  %178 = and i32 %175, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr %173, i64 %179
  store float %172, ptr %180, align 4
  %181 = load i32, ptr %9, align 4
  %182 = add nsw i32 %181, 524288
  %183 = load i32, ptr %5, align 4
  %184 = sub nsw i32 %183, 1
  %185 = and i32 %182, %184
  store i32 %185, ptr %9, align 4
  br label %186

186:                                              ; preds = %20
  %187 = load i32, ptr %8, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %8, align 4
  br label %16, !llvm.loop !15

189:                                              ; preds = %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z21writeGlobalMemoryUnitPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %10, %13
  store i32 %14, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  %16 = mul nsw i32 %15, 512
  store i32 %16, ptr %9, align 4
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %187, %3
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %190

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4
  %23 = sitofp i32 %22 to float
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %9, align 4
  %26 = add nsw i32 %25, 0
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 %27, 1
  %29 = and i32 %26, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %24, i64 %30
  store float %23, ptr %31, align 4
  %32 = load i32, ptr %7, align 4
  %33 = sitofp i32 %32 to float
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  %37 = load i32, ptr %5, align 4
  %38 = sub nsw i32 %37, 1
  %39 = and i32 %36, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %34, i64 %40
  store float %33, ptr %41, align 4
  %42 = load i32, ptr %7, align 4
  %43 = sitofp i32 %42 to float
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 2
  %47 = load i32, ptr %5, align 4
  %48 = sub nsw i32 %47, 1
  %49 = and i32 %46, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %44, i64 %50
  store float %43, ptr %51, align 4
  %52 = load i32, ptr %7, align 4
  %53 = sitofp i32 %52 to float
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %9, align 4
  %56 = add nsw i32 %55, 3
  %57 = load i32, ptr %5, align 4
  %58 = sub nsw i32 %57, 1
  %59 = and i32 %56, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %54, i64 %60
  store float %53, ptr %61, align 4
  %62 = load i32, ptr %7, align 4
  %63 = sitofp i32 %62 to float
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %9, align 4
  %66 = add nsw i32 %65, 4
  %67 = load i32, ptr %5, align 4
  %68 = sub nsw i32 %67, 1
  %69 = and i32 %66, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %64, i64 %70
  store float %63, ptr %71, align 4
  %72 = load i32, ptr %7, align 4
  %73 = sitofp i32 %72 to float
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %9, align 4
  %76 = add nsw i32 %75, 5
  %77 = load i32, ptr %5, align 4
  %78 = sub nsw i32 %77, 1
  %79 = and i32 %76, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %74, i64 %80
  store float %73, ptr %81, align 4
  %82 = load i32, ptr %7, align 4
  %83 = sitofp i32 %82 to float
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 6
  %87 = load i32, ptr %5, align 4
  %88 = sub nsw i32 %87, 1
  %89 = and i32 %86, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %84, i64 %90
  store float %83, ptr %91, align 4
  %92 = load i32, ptr %7, align 4
  %93 = sitofp i32 %92 to float
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %9, align 4
  %96 = add nsw i32 %95, 7
  %97 = load i32, ptr %5, align 4
  %98 = sub nsw i32 %97, 1
  %99 = and i32 %96, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %94, i64 %100
  store float %93, ptr %101, align 4
  %102 = load i32, ptr %7, align 4
  %103 = sitofp i32 %102 to float
  %104 = load ptr, ptr %4, align 8
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %105, 8
  %107 = load i32, ptr %5, align 4
  %108 = sub nsw i32 %107, 1
  %109 = and i32 %106, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %104, i64 %110
  store float %103, ptr %111, align 4
  %112 = load i32, ptr %7, align 4
  %113 = sitofp i32 %112 to float
  %114 = load ptr, ptr %4, align 8
  %115 = load i32, ptr %9, align 4
  %116 = add nsw i32 %115, 9
  %117 = load i32, ptr %5, align 4
  %118 = sub nsw i32 %117, 1
  %119 = and i32 %116, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %114, i64 %120
  store float %113, ptr %121, align 4
  %122 = load i32, ptr %7, align 4
  %123 = sitofp i32 %122 to float
  %124 = load ptr, ptr %4, align 8
  %125 = load i32, ptr %9, align 4
  %126 = add nsw i32 %125, 10
  %127 = load i32, ptr %5, align 4
  %128 = sub nsw i32 %127, 1
  %129 = and i32 %126, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr %124, i64 %130
  store float %123, ptr %131, align 4
  %132 = load i32, ptr %7, align 4
  %133 = sitofp i32 %132 to float
  %134 = load ptr, ptr %4, align 8
  %135 = load i32, ptr %9, align 4
  %136 = add nsw i32 %135, 11
  %137 = load i32, ptr %5, align 4
  %138 = sub nsw i32 %137, 1
  %139 = and i32 %136, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %134, i64 %140
  store float %133, ptr %141, align 4
  %142 = load i32, ptr %7, align 4
  %143 = sitofp i32 %142 to float
  %144 = load ptr, ptr %4, align 8
  %145 = load i32, ptr %9, align 4
  %146 = add nsw i32 %145, 12
  %147 = load i32, ptr %5, align 4
  %148 = sub nsw i32 %147, 1
  %149 = and i32 %146, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr %144, i64 %150
  store float %143, ptr %151, align 4
  %152 = load i32, ptr %7, align 4
  %153 = sitofp i32 %152 to float
  %154 = load ptr, ptr %4, align 8
  %155 = load i32, ptr %9, align 4
  %156 = add nsw i32 %155, 13
  %157 = load i32, ptr %5, align 4
  %158 = sub nsw i32 %157, 1
  %159 = and i32 %156, %158
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %154, i64 %160
  store float %153, ptr %161, align 4
  %162 = load i32, ptr %7, align 4
  %163 = sitofp i32 %162 to float
  %164 = load ptr, ptr %4, align 8
  %165 = load i32, ptr %9, align 4
  %166 = add nsw i32 %165, 14
  %167 = load i32, ptr %5, align 4
  %168 = sub nsw i32 %167, 1
  %169 = and i32 %166, %168
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds float, ptr %164, i64 %170
  store float %163, ptr %171, align 4
  %172 = load i32, ptr %7, align 4
  %173 = sitofp i32 %172 to float
  %174 = load ptr, ptr %4, align 8
  %175 = load i32, ptr %9, align 4
  %176 = add nsw i32 %175, 15
  %177 = load i32, ptr %5, align 4
  %178 = sub nsw i32 %177, 1
  %179 = and i32 %176, %178
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %174, i64 %180
  store float %173, ptr %181, align 4
  %182 = load i32, ptr %9, align 4
  %183 = add nsw i32 %182, 16
  %184 = load i32, ptr %5, align 4
  %185 = sub nsw i32 %184, 1
  %186 = and i32 %183, %185
  store i32 %186, ptr %9, align 4
  br label %187

187:                                              ; preds = %21
  %188 = load i32, ptr %8, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %8, align 4
  br label %17, !llvm.loop !16

190:                                              ; preds = %17
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z25readGlobalMemoryCoalescedPfS_ii, !"kernel", i32 1}
!1 = !{ptr @_Z20readGlobalMemoryUnitPfS_ii, !"kernel", i32 1}
!2 = !{ptr @_Z15readLocalMemoryPKfPfii, !"kernel", i32 1}
!3 = !{ptr @_Z26writeGlobalMemoryCoalescedPfii, !"kernel", i32 1}
!4 = !{ptr @_Z21writeGlobalMemoryUnitPfii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
