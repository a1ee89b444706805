; ModuleID = 'devicememory.readLocalMemory.cu'
source_filename = "devicememory.readLocalMemory.cu"
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
  br label %53, !llvm.loop !5

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
  br label %84, !llvm.loop !7

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
  br label %107, !llvm.loop !8

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15readLocalMemoryPKfPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
