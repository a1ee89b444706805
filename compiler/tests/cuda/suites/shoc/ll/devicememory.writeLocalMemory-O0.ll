; ModuleID = 'devicememory.writeLocalMemory.cu'
source_filename = "devicememory.writeLocalMemory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@_ZZ16writeLocalMemoryPfiiE4lbuf = internal addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16writeLocalMemoryPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %13, %16
  store i32 %17, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %18, ptr %9, align 4
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %19, ptr %10, align 4
  %20 = load i32, ptr %10, align 4
  %21 = sdiv i32 2048, %20
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %9, align 4
  store i32 %22, ptr %12, align 4
  store i32 0, ptr %8, align 4
  br label %23

23:                                               ; preds = %143, %3
  %24 = load i32, ptr %8, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %146

27:                                               ; preds = %23
  %28 = load i32, ptr %7, align 4
  %29 = sitofp i32 %28 to float
  %30 = load i32, ptr %12, align 4
  %31 = add nsw i32 %30, 0
  %32 = and i32 %31, 2047
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %33
  store float %29, ptr %34, align 4
  %35 = load i32, ptr %7, align 4
  %36 = sitofp i32 %35 to float
  %37 = load i32, ptr %12, align 4
  %38 = add nsw i32 %37, 1
  %39 = and i32 %38, 2047
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %40
  store float %36, ptr %41, align 4
  %42 = load i32, ptr %7, align 4
  %43 = sitofp i32 %42 to float
  %44 = load i32, ptr %12, align 4
  %45 = add nsw i32 %44, 2
  %46 = and i32 %45, 2047
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %47
  store float %43, ptr %48, align 4
  %49 = load i32, ptr %7, align 4
  %50 = sitofp i32 %49 to float
  %51 = load i32, ptr %12, align 4
  %52 = add nsw i32 %51, 3
  %53 = and i32 %52, 2047
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %54
  store float %50, ptr %55, align 4
  %56 = load i32, ptr %7, align 4
  %57 = sitofp i32 %56 to float
  %58 = load i32, ptr %12, align 4
  %59 = add nsw i32 %58, 4
  %60 = and i32 %59, 2047
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %61
  store float %57, ptr %62, align 4
  %63 = load i32, ptr %7, align 4
  %64 = sitofp i32 %63 to float
  %65 = load i32, ptr %12, align 4
  %66 = add nsw i32 %65, 5
  %67 = and i32 %66, 2047
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %68
  store float %64, ptr %69, align 4
  %70 = load i32, ptr %7, align 4
  %71 = sitofp i32 %70 to float
  %72 = load i32, ptr %12, align 4
  %73 = add nsw i32 %72, 6
  %74 = and i32 %73, 2047
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %75
  store float %71, ptr %76, align 4
  %77 = load i32, ptr %7, align 4
  %78 = sitofp i32 %77 to float
  %79 = load i32, ptr %12, align 4
  %80 = add nsw i32 %79, 7
  %81 = and i32 %80, 2047
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %82
  store float %78, ptr %83, align 4
  %84 = load i32, ptr %7, align 4
  %85 = sitofp i32 %84 to float
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, 8
  %88 = and i32 %87, 2047
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %89
  store float %85, ptr %90, align 4
  %91 = load i32, ptr %7, align 4
  %92 = sitofp i32 %91 to float
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %93, 9
  %95 = and i32 %94, 2047
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %96
  store float %92, ptr %97, align 4
  %98 = load i32, ptr %7, align 4
  %99 = sitofp i32 %98 to float
  %100 = load i32, ptr %12, align 4
  %101 = add nsw i32 %100, 10
  %102 = and i32 %101, 2047
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %103
  store float %99, ptr %104, align 4
  %105 = load i32, ptr %7, align 4
  %106 = sitofp i32 %105 to float
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 11
  %109 = and i32 %108, 2047
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %110
  store float %106, ptr %111, align 4
  %112 = load i32, ptr %7, align 4
  %113 = sitofp i32 %112 to float
  %114 = load i32, ptr %12, align 4
  %115 = add nsw i32 %114, 12
  %116 = and i32 %115, 2047
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %117
  store float %113, ptr %118, align 4
  %119 = load i32, ptr %7, align 4
  %120 = sitofp i32 %119 to float
  %121 = load i32, ptr %12, align 4
  %122 = add nsw i32 %121, 13
  %123 = and i32 %122, 2047
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %124
  store float %120, ptr %125, align 4
  %126 = load i32, ptr %7, align 4
  %127 = sitofp i32 %126 to float
  %128 = load i32, ptr %12, align 4
  %129 = add nsw i32 %128, 14
  %130 = and i32 %129, 2047
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %131
  store float %127, ptr %132, align 4
  %133 = load i32, ptr %7, align 4
  %134 = sitofp i32 %133 to float
  %135 = load i32, ptr %12, align 4
  %136 = add nsw i32 %135, 15
  %137 = and i32 %136, 2047
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %138
  store float %134, ptr %139, align 4
  %140 = load i32, ptr %12, align 4
  %141 = add nsw i32 %140, 16
  %142 = and i32 %141, 2047
  store i32 %142, ptr %12, align 4
  br label %143

143:                                              ; preds = %27
  %144 = load i32, ptr %8, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %8, align 4
  br label %23, !llvm.loop !5

146:                                              ; preds = %23
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %8, align 4
  br label %147

147:                                              ; preds = %160, %146
  %148 = load i32, ptr %8, align 4
  %149 = load i32, ptr %11, align 4
  %150 = icmp slt i32 %148, %149
  br i1 %150, label %151, label %163

151:                                              ; preds = %147
  %152 = load i32, ptr %9, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = load ptr, ptr %4, align 8
  %157 = load i32, ptr %7, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %156, i64 %158
  store float %155, ptr %159, align 4
  br label %160

160:                                              ; preds = %151
  %161 = load i32, ptr %8, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %8, align 4
  br label %147, !llvm.loop !7

163:                                              ; preds = %147
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

!0 = !{ptr @_Z16writeLocalMemoryPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
