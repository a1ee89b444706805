; ModuleID = 'block_reduce_warp.cu'
source_filename = "block_reduce_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }

$_Z12block_reduceIiEvPKT_PS0_ = comdat any

$_Z12block_reduceIfEvPKT_PS0_ = comdat any

@warp_totals = external dso_local addrspace(3) global [0 x i32], align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12block_reduceIiEvPKT_PS0_(ptr noundef %0, ptr noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), ptr %17, align 8
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %24, ptr %18, align 4
  %25 = load i32, ptr %18, align 4
  %26 = and i32 %25, 31
  store i32 %26, ptr %19, align 4
  %27 = load i32, ptr %18, align 4
  %28 = ashr i32 %27, 5
  store i32 %28, ptr %20, align 4
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = lshr i32 %29, 5
  store i32 %30, ptr %21, align 4
  %31 = load ptr, ptr %15, align 8
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = load i32, ptr %18, align 4
  %36 = add i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %31, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %11, align 4
  store i32 16, ptr %12, align 4
  br label %40

40:                                               ; preds = %43, %2
  %41 = load i32, ptr %12, align 4
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %58

43:                                               ; preds = %40
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr %12, align 4
  store i32 -1, ptr %7, align 4
  store i32 %44, ptr %8, align 4
  store i32 %45, ptr %9, align 4
  store i32 32, ptr %10, align 4
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr %8, align 4
  %48 = load i32, ptr %9, align 4
  %49 = load i32, ptr %10, align 4
  %50 = sub nsw i32 32, %49
  %51 = shl i32 %50, 8
  %52 = or i32 %51, 31
  %53 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %46, i32 %47, i32 %48, i32 %52)
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %11, align 4
  %56 = load i32, ptr %12, align 4
  %57 = ashr i32 %56, 1
  store i32 %57, ptr %12, align 4
  br label %40, !llvm.loop !6

58:                                               ; preds = %40
  %59 = load i32, ptr %11, align 4
  store i32 %59, ptr %22, align 4
  %60 = load i32, ptr %19, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %68

62:                                               ; preds = %58
  %63 = load i32, ptr %22, align 4
  %64 = load ptr, ptr %17, align 8
  %65 = load i32, ptr %20, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  store i32 %63, ptr %67, align 4
  br label %68

68:                                               ; preds = %62, %58
  call void @llvm.nvvm.barrier0()
  %69 = load i32, ptr %20, align 4
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %114

71:                                               ; preds = %68
  %72 = load i32, ptr %19, align 4
  %73 = load i32, ptr %21, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %71
  %76 = load ptr, ptr %17, align 8
  %77 = load i32, ptr %19, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  %80 = load i32, ptr %79, align 4
  br label %82

81:                                               ; preds = %71
  br label %82

82:                                               ; preds = %81, %75
  %83 = phi i32 [ %80, %75 ], [ 0, %81 ]
  store i32 %83, ptr %23, align 4
  %84 = load i32, ptr %23, align 4
  store i32 %84, ptr %13, align 4
  store i32 16, ptr %14, align 4
  br label %85

85:                                               ; preds = %88, %82
  %86 = load i32, ptr %14, align 4
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %88, label %103

88:                                               ; preds = %85
  %89 = load i32, ptr %13, align 4
  %90 = load i32, ptr %14, align 4
  store i32 -1, ptr %3, align 4
  store i32 %89, ptr %4, align 4
  store i32 %90, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %91 = load i32, ptr %3, align 4
  %92 = load i32, ptr %4, align 4
  %93 = load i32, ptr %5, align 4
  %94 = load i32, ptr %6, align 4
  %95 = sub nsw i32 32, %94
  %96 = shl i32 %95, 8
  %97 = or i32 %96, 31
  %98 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %91, i32 %92, i32 %93, i32 %97)
  %99 = load i32, ptr %13, align 4
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr %13, align 4
  %101 = load i32, ptr %14, align 4
  %102 = ashr i32 %101, 1
  store i32 %102, ptr %14, align 4
  br label %85, !llvm.loop !6

103:                                              ; preds = %85
  %104 = load i32, ptr %13, align 4
  store i32 %104, ptr %23, align 4
  %105 = load i32, ptr %19, align 4
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %113

107:                                              ; preds = %103
  %108 = load i32, ptr %23, align 4
  %109 = load ptr, ptr %16, align 8
  %110 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  store i32 %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %107, %103
  br label %114

114:                                              ; preds = %113, %68
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12block_reduceIfEvPKT_PS0_(ptr noundef %0, ptr noundef %1) #0 comdat {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr addrspacecast (ptr addrspace(3) @warp_totals to ptr), ptr %17, align 8
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %24, ptr %18, align 4
  %25 = load i32, ptr %18, align 4
  %26 = and i32 %25, 31
  store i32 %26, ptr %19, align 4
  %27 = load i32, ptr %18, align 4
  %28 = ashr i32 %27, 5
  store i32 %28, ptr %20, align 4
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = lshr i32 %29, 5
  store i32 %30, ptr %21, align 4
  %31 = load ptr, ptr %15, align 8
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = load i32, ptr %18, align 4
  %36 = add i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %31, i64 %37
  %39 = load float, ptr %38, align 4
  store float %39, ptr %11, align 4
  store i32 16, ptr %12, align 4
  br label %40

40:                                               ; preds = %43, %2
  %41 = load i32, ptr %12, align 4
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %58

43:                                               ; preds = %40
  %44 = load float, ptr %11, align 4
  %45 = load i32, ptr %12, align 4
  store i32 -1, ptr %7, align 4
  store float %44, ptr %8, align 4
  store i32 %45, ptr %9, align 4
  store i32 32, ptr %10, align 4
  %46 = load i32, ptr %7, align 4
  %47 = load float, ptr %8, align 4
  %48 = load i32, ptr %9, align 4
  %49 = load i32, ptr %10, align 4
  %50 = sub nsw i32 32, %49
  %51 = shl i32 %50, 8
  %52 = or i32 %51, 31
  %53 = call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %46, float %47, i32 %48, i32 %52)
  %54 = load float, ptr %11, align 4
  %55 = fadd float %54, %53
  store float %55, ptr %11, align 4
  %56 = load i32, ptr %12, align 4
  %57 = ashr i32 %56, 1
  store i32 %57, ptr %12, align 4
  br label %40, !llvm.loop !8

58:                                               ; preds = %40
  %59 = load float, ptr %11, align 4
  store float %59, ptr %22, align 4
  %60 = load i32, ptr %19, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %68

62:                                               ; preds = %58
  %63 = load float, ptr %22, align 4
  %64 = load ptr, ptr %17, align 8
  %65 = load i32, ptr %20, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  store float %63, ptr %67, align 4
  br label %68

68:                                               ; preds = %62, %58
  call void @llvm.nvvm.barrier0()
  %69 = load i32, ptr %20, align 4
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %114

71:                                               ; preds = %68
  %72 = load i32, ptr %19, align 4
  %73 = load i32, ptr %21, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %71
  %76 = load ptr, ptr %17, align 8
  %77 = load i32, ptr %19, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %76, i64 %78
  %80 = load float, ptr %79, align 4
  br label %82

81:                                               ; preds = %71
  br label %82

82:                                               ; preds = %81, %75
  %83 = phi float [ %80, %75 ], [ 0.000000e+00, %81 ]
  store float %83, ptr %23, align 4
  %84 = load float, ptr %23, align 4
  store float %84, ptr %13, align 4
  store i32 16, ptr %14, align 4
  br label %85

85:                                               ; preds = %88, %82
  %86 = load i32, ptr %14, align 4
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %88, label %103

88:                                               ; preds = %85
  %89 = load float, ptr %13, align 4
  %90 = load i32, ptr %14, align 4
  store i32 -1, ptr %3, align 4
  store float %89, ptr %4, align 4
  store i32 %90, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %91 = load i32, ptr %3, align 4
  %92 = load float, ptr %4, align 4
  %93 = load i32, ptr %5, align 4
  %94 = load i32, ptr %6, align 4
  %95 = sub nsw i32 32, %94
  %96 = shl i32 %95, 8
  %97 = or i32 %96, 31
  %98 = call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %91, float %92, i32 %93, i32 %97)
  %99 = load float, ptr %13, align 4
  %100 = fadd float %99, %98
  store float %100, ptr %13, align 4
  %101 = load i32, ptr %14, align 4
  %102 = ashr i32 %101, 1
  store i32 %102, ptr %14, align 4
  br label %85, !llvm.loop !8

103:                                              ; preds = %85
  %104 = load float, ptr %13, align 4
  store float %104, ptr %23, align 4
  %105 = load i32, ptr %19, align 4
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %113

107:                                              ; preds = %103
  %108 = load float, ptr %23, align 4
  %109 = load ptr, ptr %16, align 8
  %110 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %109, i64 %111
  store float %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %107, %103
  br label %114

114:                                              ; preds = %113, %68
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z12block_reduceIiEvPKT_PS0_, !"kernel", i32 1}
!1 = !{ptr @_Z12block_reduceIfEvPKT_PS0_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
