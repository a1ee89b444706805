; ModuleID = 'devicememory.readGlobalMemoryUnit.cu'
source_filename = "devicememory.readGlobalMemoryUnit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

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
  br label %36, !llvm.loop !5

226:                                              ; preds = %36
  %227 = load float, ptr %11, align 4
  %228 = load ptr, ptr %6, align 8
  %229 = load i32, ptr %9, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds float, ptr %228, i64 %230
  store float %227, ptr %231, align 4
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

!0 = !{ptr @_Z20readGlobalMemoryUnitPfS_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
