; ModuleID = 'devicememory.writeGlobalMemoryCoalesced.cu'
source_filename = "devicememory.writeGlobalMemoryCoalesced.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

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
  br label %16, !llvm.loop !5

189:                                              ; preds = %16
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

!0 = !{ptr @_Z26writeGlobalMemoryCoalescedPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
