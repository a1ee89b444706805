; ModuleID = 'sort.reorderData.cu'
source_filename = "sort.reorderData.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 = internal addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 = internal addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets = internal addrspace(3) global [16 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store i32 %8, ptr %18, align 4
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %26, ptr %19, align 4
  store ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), ptr %20, align 8
  store ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), ptr %21, align 8
  %27 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %27, ptr %22, align 4
  %28 = load i32, ptr %22, align 4
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %23, align 4
  %33 = load ptr, ptr %13, align 8
  %34 = load i32, ptr %23, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds <2 x i32>, ptr %33, i64 %35
  %37 = load <2 x i32>, ptr %36, align 8
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 0, i64 %39
  store <2 x i32> %37, ptr %40, align 8
  %41 = load ptr, ptr %14, align 8
  %42 = load i32, ptr %23, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds <2 x i32>, ptr %41, i64 %43
  %45 = load <2 x i32>, ptr %44, align 8
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 0, i64 %47
  store <2 x i32> %45, ptr %48, align 8
  %49 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %50 = icmp ult i32 %49, 16
  br i1 %50, label %51, label %75

51:                                               ; preds = %9
  %52 = load ptr, ptr %16, align 8
  %53 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = load i32, ptr %18, align 4
  %55 = mul i32 %53, %54
  %56 = load i32, ptr %22, align 4
  %57 = add i32 %55, %56
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %52, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %62
  store i32 %60, ptr %63, align 4
  %64 = load ptr, ptr %15, align 8
  %65 = load i32, ptr %22, align 4
  %66 = mul i32 %65, 16
  %67 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %68 = add i32 %66, %67
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %64, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %73
  store i32 %71, ptr %74, align 4
  br label %75

75:                                               ; preds = %51, %9
  call void @llvm.nvvm.barrier0()
  %76 = load ptr, ptr %20, align 8
  %77 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %10, align 4
  %82 = lshr i32 %80, %81
  %83 = and i32 %82, 15
  store i32 %83, ptr %24, align 4
  %84 = load i32, ptr %24, align 4
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %89 = add i32 %87, %88
  %90 = load i32, ptr %24, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = sub i32 %89, %93
  store i32 %94, ptr %25, align 4
  %95 = load ptr, ptr %20, align 8
  %96 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %95, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = load ptr, ptr %11, align 8
  %101 = load i32, ptr %25, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %100, i64 %102
  store i32 %99, ptr %103, align 4
  %104 = load ptr, ptr %21, align 8
  %105 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load ptr, ptr %12, align 8
  %110 = load i32, ptr %25, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  store i32 %108, ptr %112, align 4
  %113 = load ptr, ptr %20, align 8
  %114 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %115 = load i32, ptr %19, align 4
  %116 = add i32 %114, %115
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %113, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = load i32, ptr %10, align 4
  %121 = lshr i32 %119, %120
  %122 = and i32 %121, 15
  store i32 %122, ptr %24, align 4
  %123 = load i32, ptr %24, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %128 = add i32 %126, %127
  %129 = load i32, ptr %19, align 4
  %130 = add i32 %128, %129
  %131 = load i32, ptr %24, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = sub i32 %130, %134
  store i32 %135, ptr %25, align 4
  %136 = load ptr, ptr %20, align 8
  %137 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %138 = load i32, ptr %19, align 4
  %139 = add i32 %137, %138
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %136, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = load ptr, ptr %11, align 8
  %144 = load i32, ptr %25, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %143, i64 %145
  store i32 %142, ptr %146, align 4
  %147 = load ptr, ptr %21, align 8
  %148 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %149 = load i32, ptr %19, align 4
  %150 = add i32 %148, %149
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %147, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = load ptr, ptr %12, align 8
  %155 = load i32, ptr %25, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %154, i64 %156
  store i32 %153, ptr %157, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
