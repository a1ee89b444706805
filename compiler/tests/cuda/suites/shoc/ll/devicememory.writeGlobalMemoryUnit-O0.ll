; ModuleID = 'devicememory.writeGlobalMemoryUnit.cu'
source_filename = "devicememory.writeGlobalMemoryUnit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

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
  br label %17, !llvm.loop !5

190:                                              ; preds = %17
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

!0 = !{ptr @_Z21writeGlobalMemoryUnitPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
