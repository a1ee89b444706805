; ModuleID = 'warp_idx_width.cu'
source_filename = "warp_idx_width.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_idx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store ptr %0, ptr %18, align 8
  store ptr %1, ptr %19, align 8
  store ptr %2, ptr %20, align 8
  store ptr %3, ptr %21, align 8
  store ptr %4, ptr %22, align 8
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %23, align 4
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = and i32 %31, 31
  store i32 %32, ptr %24, align 4
  %33 = load ptr, ptr %18, align 8
  %34 = load i32, ptr %23, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %25, align 4
  %38 = load i32, ptr %25, align 4
  store i32 -1, ptr %10, align 4
  store i32 %38, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i32 8, ptr %13, align 4
  %39 = load i32, ptr %10, align 4
  %40 = load i32, ptr %11, align 4
  %41 = load i32, ptr %12, align 4
  %42 = load i32, ptr %13, align 4
  %43 = sub nsw i32 32, %42
  %44 = shl i32 %43, 8
  %45 = or i32 %44, 31
  %46 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %39, i32 %40, i32 %41, i32 %45)
  %47 = load ptr, ptr %19, align 8
  %48 = load i32, ptr %23, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  store i32 %46, ptr %50, align 4
  %51 = load i32, ptr %25, align 4
  %52 = load i32, ptr %24, align 4
  %53 = add nsw i32 %52, 1
  %54 = and i32 %53, 7
  store i32 -1, ptr %14, align 4
  store i32 %51, ptr %15, align 4
  store i32 %54, ptr %16, align 4
  store i32 8, ptr %17, align 4
  %55 = load i32, ptr %14, align 4
  %56 = load i32, ptr %15, align 4
  %57 = load i32, ptr %16, align 4
  %58 = load i32, ptr %17, align 4
  %59 = sub nsw i32 32, %58
  %60 = shl i32 %59, 8
  %61 = or i32 %60, 31
  %62 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %55, i32 %56, i32 %57, i32 %61)
  %63 = load ptr, ptr %20, align 8
  %64 = load i32, ptr %23, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  store i32 %62, ptr %66, align 4
  %67 = load ptr, ptr %21, align 8
  %68 = load i32, ptr %23, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %67, i64 %69
  %71 = load float, ptr %70, align 4
  store i32 -1, ptr %6, align 4
  store float %71, ptr %7, align 4
  store i32 2, ptr %8, align 4
  store i32 16, ptr %9, align 4
  %72 = load i32, ptr %6, align 4
  %73 = load float, ptr %7, align 4
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %9, align 4
  %76 = sub nsw i32 32, %75
  %77 = shl i32 %76, 8
  %78 = call noundef float @llvm.nvvm.shfl.sync.up.f32(i32 %72, float %73, i32 %74, i32 %77)
  %79 = load ptr, ptr %22, align 8
  %80 = load i32, ptr %23, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %79, i64 %81
  store float %78, ptr %82, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_sum64(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  store ptr %0, ptr %17, align 8
  store ptr %1, ptr %18, align 8
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  store i32 %26, ptr %19, align 4
  %27 = load ptr, ptr %17, align 8
  %28 = load i32, ptr %19, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %27, i64 %29
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %20, align 8
  store i32 16, ptr %21, align 4
  br label %32

32:                                               ; preds = %73, %2
  %33 = load i32, ptr %21, align 4
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %76

35:                                               ; preds = %32
  %36 = load i64, ptr %20, align 8
  %37 = load i32, ptr %21, align 4
  store i32 -1, ptr %11, align 4
  store i64 %36, ptr %12, align 8
  store i32 %37, ptr %13, align 4
  store i32 32, ptr %14, align 4
  %38 = load i32, ptr %11, align 4
  %39 = load i64, ptr %12, align 8
  %40 = trunc i64 %39 to i32
  %41 = load i32, ptr %13, align 4
  %42 = load i32, ptr %14, align 4
  store i32 %38, ptr %3, align 4
  store i32 %40, ptr %4, align 4
  store i32 %41, ptr %5, align 4
  store i32 %42, ptr %6, align 4
  %43 = load i32, ptr %3, align 4
  %44 = load i32, ptr %4, align 4
  %45 = load i32, ptr %5, align 4
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 32, %46
  %48 = shl i32 %47, 8
  %49 = or i32 %48, 31
  %50 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %43, i32 %44, i32 %45, i32 %49)
  store i32 %50, ptr %15, align 4
  %51 = load i32, ptr %11, align 4
  %52 = load i64, ptr %12, align 8
  %53 = ashr i64 %52, 32
  %54 = trunc i64 %53 to i32
  %55 = load i32, ptr %13, align 4
  %56 = load i32, ptr %14, align 4
  store i32 %51, ptr %7, align 4
  store i32 %54, ptr %8, align 4
  store i32 %55, ptr %9, align 4
  store i32 %56, ptr %10, align 4
  %57 = load i32, ptr %7, align 4
  %58 = load i32, ptr %8, align 4
  %59 = load i32, ptr %9, align 4
  %60 = load i32, ptr %10, align 4
  %61 = sub nsw i32 32, %60
  %62 = shl i32 %61, 8
  %63 = or i32 %62, 31
  %64 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %57, i32 %58, i32 %59, i32 %63)
  store i32 %64, ptr %16, align 4
  %65 = load i32, ptr %16, align 4
  %66 = zext i32 %65 to i64
  %67 = shl i64 %66, 32
  %68 = load i32, ptr %15, align 4
  %69 = zext i32 %68 to i64
  %70 = or i64 %67, %69
  %71 = load i64, ptr %20, align 8
  %72 = add nsw i64 %71, %70
  store i64 %72, ptr %20, align 8
  br label %73

73:                                               ; preds = %35
  %74 = load i32, ptr %21, align 4
  %75 = ashr i32 %74, 1
  store i32 %75, ptr %21, align 4
  br label %32, !llvm.loop !6

76:                                               ; preds = %32
  %77 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %78 = and i32 %77, 31
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %87

80:                                               ; preds = %76
  %81 = load i64, ptr %20, align 8
  %82 = load ptr, ptr %18, align 8
  %83 = load i32, ptr %19, align 4
  %84 = sdiv i32 %83, 32
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i64, ptr %82, i64 %85
  store i64 %81, ptr %86, align 8
  br label %87

87:                                               ; preds = %80, %76
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @warp_idx, !"kernel", i32 1}
!1 = !{ptr @warp_sum64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
