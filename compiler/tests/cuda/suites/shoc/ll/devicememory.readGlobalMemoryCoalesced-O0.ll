; ModuleID = 'devicememory.readGlobalMemoryCoalesced.cu'
source_filename = "devicememory.readGlobalMemoryCoalesced.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

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
  br label %35, !llvm.loop !5

225:                                              ; preds = %35
  %226 = load float, ptr %11, align 4
  %227 = load ptr, ptr %6, align 8
  %228 = load i32, ptr %9, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds float, ptr %227, i64 %229
  store float %226, ptr %230, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z25readGlobalMemoryCoalescedPfS_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
