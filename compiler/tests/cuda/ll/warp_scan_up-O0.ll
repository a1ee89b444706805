; ModuleID = 'warp_scan_up.cu'
source_filename = "warp_scan_up.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_scan(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %15, align 4
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = and i32 %26, 31
  store i32 %27, ptr %16, align 4
  %28 = load ptr, ptr %12, align 8
  %29 = load i32, ptr %15, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %17, align 4
  store i32 1, ptr %18, align 4
  br label %33

33:                                               ; preds = %54, %3
  %34 = load i32, ptr %18, align 4
  %35 = icmp slt i32 %34, 32
  br i1 %35, label %36, label %57

36:                                               ; preds = %33
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %18, align 4
  store i32 -1, ptr %8, align 4
  store i32 %37, ptr %9, align 4
  store i32 %38, ptr %10, align 4
  store i32 32, ptr %11, align 4
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %11, align 4
  %43 = sub nsw i32 32, %42
  %44 = shl i32 %43, 8
  %45 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %39, i32 %40, i32 %41, i32 %44)
  store i32 %45, ptr %19, align 4
  %46 = load i32, ptr %16, align 4
  %47 = load i32, ptr %18, align 4
  %48 = icmp sge i32 %46, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %36
  %50 = load i32, ptr %19, align 4
  %51 = load i32, ptr %17, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %17, align 4
  br label %53

53:                                               ; preds = %49, %36
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %18, align 4
  %56 = shl i32 %55, 1
  store i32 %56, ptr %18, align 4
  br label %33, !llvm.loop !5

57:                                               ; preds = %33
  %58 = load i32, ptr %17, align 4
  %59 = load ptr, ptr %13, align 8
  %60 = load i32, ptr %15, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4
  %63 = load i32, ptr %17, align 4
  store i32 -1, ptr %4, align 4
  store i32 %63, ptr %5, align 4
  store i32 31, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %64 = load i32, ptr %4, align 4
  %65 = load i32, ptr %5, align 4
  %66 = load i32, ptr %6, align 4
  %67 = load i32, ptr %7, align 4
  %68 = sub nsw i32 32, %67
  %69 = shl i32 %68, 8
  %70 = or i32 %69, 31
  %71 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %64, i32 %65, i32 %66, i32 %70)
  store i32 %71, ptr %20, align 4
  %72 = load i32, ptr %16, align 4
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %81

74:                                               ; preds = %57
  %75 = load i32, ptr %20, align 4
  %76 = load ptr, ptr %14, align 8
  %77 = load i32, ptr %15, align 4
  %78 = sdiv i32 %77, 32
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %76, i64 %79
  store i32 %75, ptr %80, align 4
  br label %81

81:                                               ; preds = %74, %57
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
