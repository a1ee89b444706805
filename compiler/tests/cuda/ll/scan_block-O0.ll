; ModuleID = 'scan_block.cu'
source_filename = "scan_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }

@_ZZ10scan_blockPKiPiS1_S1_E3buf = internal addrspace(3) global [2 x [256 x i32]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10scan_blockPKiPiS1_S1_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %14, ptr %9, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = load i32, ptr %9, align 4
  %19 = add i32 %17, %18
  store i32 %19, ptr %10, align 4
  store i32 0, ptr %11, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %11, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %26
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %29
  store i32 %24, ptr %30, align 4
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %12, align 4
  br label %31

31:                                               ; preds = %69, %4
  %32 = load i32, ptr %12, align 4
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %72

35:                                               ; preds = %31
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %37
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [256 x i32], ptr %38, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %13, align 4
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr %12, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %58

46:                                               ; preds = %35
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %48
  %50 = load i32, ptr %9, align 4
  %51 = load i32, ptr %12, align 4
  %52 = sub nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %13, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %13, align 4
  br label %58

58:                                               ; preds = %46, %35
  %59 = load i32, ptr %13, align 4
  %60 = load i32, ptr %11, align 4
  %61 = sub nsw i32 1, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %62
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [256 x i32], ptr %63, i64 0, i64 %65
  store i32 %59, ptr %66, align 4
  %67 = load i32, ptr %11, align 4
  %68 = sub nsw i32 1, %67
  store i32 %68, ptr %11, align 4
  call void @llvm.nvvm.barrier0()
  br label %69

69:                                               ; preds = %58
  %70 = load i32, ptr %12, align 4
  %71 = shl i32 %70, 1
  store i32 %71, ptr %12, align 4
  br label %31, !llvm.loop !5

72:                                               ; preds = %31
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %74
  %76 = load i32, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [256 x i32], ptr %75, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = load ptr, ptr %6, align 8
  %81 = load i32, ptr %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %80, i64 %82
  store i32 %79, ptr %83, align 4
  %84 = load i32, ptr %9, align 4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %87

86:                                               ; preds = %72
  br label %96

87:                                               ; preds = %72
  %88 = load i32, ptr %11, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %89
  %91 = load i32, ptr %9, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr %90, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  br label %96

96:                                               ; preds = %87, %86
  %97 = phi i32 [ 0, %86 ], [ %95, %87 ]
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  store i32 %97, ptr %101, align 4
  %102 = load i32, ptr %9, align 4
  %103 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %104 = sub nsw i32 %103, 1
  %105 = icmp eq i32 %102, %104
  br i1 %105, label %106, label %118

106:                                              ; preds = %96
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockPKiPiS1_S1_E3buf to ptr), i64 0, i64 %108
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [256 x i32], ptr %109, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = load ptr, ptr %8, align 8
  %115 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %114, i64 %116
  store i32 %113, ptr %117, align 4
  br label %118

118:                                              ; preds = %106, %96
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10scan_blockPKiPiS1_S1_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
