; Made by Debian clang 19.1.7 from cuda/stencil.cu:
;   clang-19 -include cuda/cuda_more.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O0 cuda/stencil.cu
; 2D indexing, __constant__ weights, structs by value (byval) and by pointer, local arrays
; passed as generic pointers, recursion, shared and global atomics, a CAS loop, membar.gl.
; test: verify
; test: interpret
; launch: @_Z9stencil2dPKfPfii grid=2,2 block=4,4 (in=f32[64] iota, out=f32[64] zero, i32 8, i32 8)
; expect: @counter: i32[1] = {0}
; expect: out: f32[64] = {0.4000000059604645, 1.100000023841858, 2.0, 3.0, 4.0, 5.0, 5.900000095367432, 6.599999904632568, 8.40000057220459, 9.100000381469727, 10.0, 11.000000953674316, 12.0, 13.000000953674316, 13.899999618530273, 14.600000381469727, 16.399999618530273, 17.100000381469727, 18.0, 19.0, 20.000001907348633, 21.0, 21.899999618530273, 22.599998474121094, 24.400001525878906, 25.10000228881836, 26.0, 27.0, 28.0, 29.000001907348633, 29.900001525878906, 30.600000381469727, 32.400001525878906, 33.099998474121094, 34.0, 35.0, 36.0, 37.0, 37.900001525878906, 38.60000228881836, 40.400001525878906, 41.099998474121094, 42.0, 43.0, 44.0, 45.0, 45.900001525878906, 46.60000228881836, 48.400001525878906, 49.099998474121094, 50.0, 51.0, 52.0, 53.0, 53.900001525878906, 54.599998474121094, 56.39999771118164, 57.099998474121094, 58.0, 59.0, 60.0, 61.0, 61.89999771118164, 62.60000228881836}
; launch: @_Z9particlesP8Particleif block=8 (ps=f32[40] iota, i32 8, float 0.5)
; expect: @counter: i32[1] = {0}
; expect: ps: f32[40] = {1.0, 2.5, 2.0, -3.0, 4.0, 8.5, 10.0, -7.0, -8.0, 9.0, 16.0, 17.5, -12.0, -13.0, 14.0, 23.5, 25.0, -17.0, -18.0, 19.0, 31.0, 32.5, -22.0, -23.0, 24.0, 38.5, 40.0, -27.0, -28.0, 29.0, 46.0, 47.5, -32.0, -33.0, 34.0, 53.5, 55.0, -37.0, -38.0, 39.0}
; launch: @_Z9histogramPKiiPi grid=2 block=32 (data=i32[64] iota, i32 64, bins=i32[16] zero)
; expect: @counter: i32[1] = {0}
; expect: bins: i32[16] = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
; launch: @_Z11local_statsPKfPfi block=8 (in=f32[8] iota, out=f32[8] zero, i32 8)
; expect: @counter: i32[1] = {0}
; expect: out: f32[8] = {143.5, 144.5, 144.5, 145.5, 146.5, 148.5, 151.5, 156.5}
; launch: @_Z7cas_maxPiPKii block=16 (m=i32[1] zero, v=i32[16] iota, i32 16)
; expect: @counter: i32[1] = {16}
; expect: m: i32[1] = {15}

; ModuleID = 'cuda/stencil.cu'
source_filename = "cuda/stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Stats = type { float, i32 }
%struct.Particle = type { float, float, float, float, i32 }

@weights = dso_local addrspace(4) externally_initialized global [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ9histogramPKiiPiE5local = internal addrspace(3) global [16 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @weights to ptr), ptr addrspacecast (ptr addrspace(1) @counter to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z10accumulateP5StatsPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %26, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Stats, ptr %18, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %17
  store float %21, ptr %19, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.Stats, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %8, !llvm.loop !9

29:                                               ; preds = %8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z3dotPKfS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fmul contract float %18, %23
  %25 = load float, ptr %7, align 4
  %26 = fadd contract float %25, %24
  store float %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !11

30:                                               ; preds = %9
  %31 = load float, ptr %7, align 4
  ret float %31
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9) #7
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12) #7
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 4 %0, float noundef %1) #0 {
  %3 = alloca %struct.Particle, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 2
  %6 = load float, ptr %5, align 4
  %7 = load float, ptr %4, align 4
  %8 = fmul contract float %6, %7
  %9 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %8
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 3
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %4, align 4
  %15 = fmul contract float %13, %14
  %16 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %15
  store float %18, ptr %16, align 4
  %19 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = fcmp contract olt float %20, 0.000000e+00
  br i1 %21, label %26, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 0
  %24 = load float, ptr %23, align 4
  %25 = fcmp contract ogt float %24, 1.000000e+00
  br i1 %25, label %26, label %31

26:                                               ; preds = %22, %2
  %27 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = fneg contract float %28
  %30 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 2
  store float %29, ptr %30, align 4
  br label %31

31:                                               ; preds = %26, %22
  %32 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fcmp contract olt float %33, 0.000000e+00
  br i1 %34, label %39, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = fcmp contract ogt float %37, 1.000000e+00
  br i1 %38, label %39, label %44

39:                                               ; preds = %35, %31
  %40 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 3
  %41 = load float, ptr %40, align 4
  %42 = fneg contract float %41
  %43 = getelementptr inbounds %struct.Particle, ptr %0, i32 0, i32 3
  store float %42, ptr %43, align 4
  br label %44

44:                                               ; preds = %39, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 20, i1 false)
  %45 = load %struct.Particle, ptr %3, align 4
  ret %struct.Particle %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9stencil2dPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nsw i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %9, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nsw i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %23 = add nsw i32 %21, %22
  store i32 %23, ptr %10, align 4
  %24 = load i32, ptr %9, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %4
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %8, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27, %4
  br label %89

32:                                               ; preds = %27
  store float 0.000000e+00, ptr %11, align 4
  store i32 -2, ptr %12, align 4
  br label %33

33:                                               ; preds = %76, %32
  %34 = load i32, ptr %12, align 4
  %35 = icmp sle i32 %34, 2
  br i1 %35, label %36, label %79

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %12, align 4
  %39 = add nsw i32 %37, %38
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %36
  br label %57

42:                                               ; preds = %36
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr %12, align 4
  %45 = add nsw i32 %43, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp sge i32 %45, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %42
  %49 = load i32, ptr %7, align 4
  %50 = sub nsw i32 %49, 1
  br label %55

51:                                               ; preds = %42
  %52 = load i32, ptr %9, align 4
  %53 = load i32, ptr %12, align 4
  %54 = add nsw i32 %52, %53
  br label %55

55:                                               ; preds = %51, %48
  %56 = phi i32 [ %50, %48 ], [ %54, %51 ]
  br label %57

57:                                               ; preds = %55, %41
  %58 = phi i32 [ 0, %41 ], [ %56, %55 ]
  store i32 %58, ptr %13, align 4
  %59 = load i32, ptr %12, align 4
  %60 = add nsw i32 %59, 2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x float], ptr addrspacecast (ptr addrspace(4) @weights to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %7, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %13, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %64, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul contract float %63, %72
  %74 = load float, ptr %11, align 4
  %75 = fadd contract float %74, %73
  store float %75, ptr %11, align 4
  br label %76

76:                                               ; preds = %57
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %12, align 4
  br label %33, !llvm.loop !12

79:                                               ; preds = %33
  %80 = load float, ptr %11, align 4
  %81 = load ptr, ptr %6, align 8
  %82 = load i32, ptr %10, align 4
  %83 = load i32, ptr %7, align 4
  %84 = mul nsw i32 %82, %83
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %81, i64 %87
  store float %80, ptr %88, align 4
  br label %89

89:                                               ; preds = %79, %31
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9particlesP8Particleif(ptr noundef %0, i32 noundef %1, float noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 4
  %9 = alloca %struct.Particle, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Particle, ptr %19, i64 %21
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %22, i64 20, i1 false)
  %23 = load float, ptr %6, align 4
  %24 = call %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 4 %9, float noundef %23) #7
  %25 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 0
  %26 = extractvalue %struct.Particle %24, 0
  store float %26, ptr %25, align 4
  %27 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 1
  %28 = extractvalue %struct.Particle %24, 1
  store float %28, ptr %27, align 4
  %29 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 2
  %30 = extractvalue %struct.Particle %24, 2
  store float %30, ptr %29, align 4
  %31 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 3
  %32 = extractvalue %struct.Particle %24, 3
  store float %32, ptr %31, align 4
  %33 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 4
  %34 = extractvalue %struct.Particle %24, 4
  store i32 %34, ptr %33, align 4
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.Particle, ptr %35, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %8, i64 20, i1 false)
  br label %39

39:                                               ; preds = %18, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9histogramPKiiPi(ptr noundef %0, i32 noundef %1, ptr noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp slt i32 %12, 16
  br i1 %13, label %14, label %18

14:                                               ; preds = %3
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %16
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %14, %3
  call void @llvm.nvvm.barrier0()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul nsw i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add nsw i32 %21, %22
  store i32 %23, ptr %7, align 4
  br label %24

24:                                               ; preds = %40, %18
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %5, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %45

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = and i32 %33, 15
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %35
  store i32 1, ptr %8, align 4
  %37 = load i32, ptr %8, align 4
  %38 = atomicrmw add ptr %36, i32 %37 monotonic, align 4
  store i32 %38, ptr %9, align 4
  %39 = load i32, ptr %9, align 4
  br label %40

40:                                               ; preds = %28
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul nsw i32 %41, 4
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %7, align 4
  br label %24, !llvm.loop !13

45:                                               ; preds = %24
  call void @llvm.nvvm.barrier0()
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = icmp slt i32 %46, 16
  br i1 %47, label %48, label %60

48:                                               ; preds = %45
  %49 = load ptr, ptr %6, align 8
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %10, align 4
  %57 = load i32, ptr %10, align 4
  %58 = atomicrmw add ptr %52, i32 %57 monotonic, align 4
  store i32 %58, ptr %11, align 4
  %59 = load i32, ptr %11, align 4
  br label %60

60:                                               ; preds = %48, %45
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11local_statsPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Stats, align 4
  %9 = alloca [8 x float], align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nsw i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %3
  br label %61

20:                                               ; preds = %3
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 8, i1 false)
  store i32 0, ptr %10, align 4
  br label %21

21:                                               ; preds = %37, %20
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %40

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %10, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, ptr %6, align 4
  %30 = srem i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %25, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x float], ptr %9, i64 0, i64 %35
  store float %33, ptr %36, align 4
  br label %37

37:                                               ; preds = %24
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  br label %21, !llvm.loop !14

40:                                               ; preds = %21
  %41 = getelementptr inbounds [8 x float], ptr %9, i64 0, i64 0
  call void @_Z10accumulateP5StatsPKfi(ptr noundef %8, ptr noundef %41, i32 noundef 8) #7
  %42 = getelementptr inbounds %struct.Stats, ptr %8, i32 0, i32 0
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Stats, ptr %8, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = sitofp i32 %45 to float
  %47 = fdiv contract float %43, %46
  %48 = getelementptr inbounds [8 x float], ptr %9, i64 0, i64 0
  %49 = getelementptr inbounds [8 x float], ptr %9, i64 0, i64 0
  %50 = call contract noundef float @_Z3dotPKfS0_i(ptr noundef %48, ptr noundef %49, i32 noundef 8) #7
  %51 = fadd contract float %47, %50
  %52 = load i32, ptr %7, align 4
  %53 = and i32 %52, 7
  %54 = call noundef i32 @_Z3fibi(i32 noundef %53) #7
  %55 = sitofp i32 %54 to float
  %56 = fadd contract float %51, %55
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %57, i64 %59
  store float %56, ptr %60, align 4
  br label %61

61:                                               ; preds = %40, %19
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7cas_maxPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nsw i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %7, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %3
  br label %60

23:                                               ; preds = %3
  %24 = load ptr, ptr %4, align 8
  %25 = load atomic i32, ptr %24 monotonic, align 4
  store i32 %25, ptr %9, align 4
  %26 = load i32, ptr %9, align 4
  store i32 %26, ptr %8, align 4
  br label %27

27:                                               ; preds = %55, %23
  %28 = load i32, ptr %8, align 4
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = icmp slt i32 %28, %33
  br i1 %34, label %35, label %53

35:                                               ; preds = %27
  %36 = load ptr, ptr %4, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %10, align 4
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %10, align 4
  %44 = cmpxchg ptr %36, i32 %42, i32 %43 monotonic monotonic, align 4
  %45 = extractvalue { i32, i1 } %44, 0
  %46 = extractvalue { i32, i1 } %44, 1
  br i1 %46, label %48, label %47

47:                                               ; preds = %35
  store i32 %45, ptr %8, align 4
  br label %48

48:                                               ; preds = %47, %35
  %49 = zext i1 %46 to i8
  store i8 %49, ptr %11, align 1
  %50 = load i8, ptr %11, align 1
  %51 = trunc i8 %50 to i1
  %52 = xor i1 %51, true
  br label %53

53:                                               ; preds = %48, %27
  %54 = phi i1 [ false, %27 ], [ %52, %48 ]
  br i1 %54, label %55, label %56

55:                                               ; preds = %53
  br label %27, !llvm.loop !15

56:                                               ; preds = %53
  call void @llvm.nvvm.membar.gl()
  store i32 1, ptr %12, align 4
  %57 = load i32, ptr %12, align 4
  %58 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 %57 monotonic, align 4
  store i32 %58, ptr %13, align 4
  %59 = load i32, ptr %13, align 4
  br label %60

60:                                               ; preds = %56, %22
  ret void
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #6

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z9stencil2dPKfPfii, !"kernel", i32 1}
!1 = !{ptr @_Z9particlesP8Particleif, !"kernel", i32 1}
!2 = !{ptr @_Z9histogramPKiiPi, !"kernel", i32 1}
!3 = !{ptr @_Z11local_statsPKfPfi, !"kernel", i32 1}
!4 = !{ptr @_Z7cas_maxPiPKii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}

; ==== expected output ====
; launch at line 7:
;   @counter: i32[1] = {0}
;   in: f32[64] = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0}
;   out: f32[64] = {0.4000000059604645, 1.100000023841858, 2.0, 3.0, 4.0, 5.0, 5.900000095367432, 6.599999904632568, 8.40000057220459, 9.100000381469727, 10.0, 11.000000953674316, 12.0, 13.000000953674316, 13.899999618530273, 14.600000381469727, 16.399999618530273, 17.100000381469727, 18.0, 19.0, 20.000001907348633, 21.0, 21.899999618530273, 22.599998474121094, 24.400001525878906, 25.10000228881836, 26.0, 27.0, 28.0, 29.000001907348633, 29.900001525878906, 30.600000381469727, 32.400001525878906, 33.099998474121094, 34.0, 35.0, 36.0, 37.0, 37.900001525878906, 38.60000228881836, 40.400001525878906, 41.099998474121094, 42.0, 43.0, 44.0, 45.0, 45.900001525878906, 46.60000228881836, 48.400001525878906, 49.099998474121094, 50.0, 51.0, 52.0, 53.0, 53.900001525878906, 54.599998474121094, 56.39999771118164, 57.099998474121094, 58.0, 59.0, 60.0, 61.0, 61.89999771118164, 62.60000228881836}
; launch at line 10:
;   @counter: i32[1] = {0}
;   ps: f32[40] = {1.0, 2.5, 2.0, -3.0, 4.0, 8.5, 10.0, -7.0, -8.0, 9.0, 16.0, 17.5, -12.0, -13.0, 14.0, 23.5, 25.0, -17.0, -18.0, 19.0, 31.0, 32.5, -22.0, -23.0, 24.0, 38.5, 40.0, -27.0, -28.0, 29.0, 46.0, 47.5, -32.0, -33.0, 34.0, 53.5, 55.0, -37.0, -38.0, 39.0}
; launch at line 13:
;   @counter: i32[1] = {0}
;   bins: i32[16] = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}
;   data: i32[64] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63}
; launch at line 16:
;   @counter: i32[1] = {0}
;   in: f32[8] = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0}
;   out: f32[8] = {143.5, 144.5, 144.5, 145.5, 146.5, 148.5, 151.5, 156.5}
; launch at line 19:
;   @counter: i32[1] = {16}
;   m: i32[1] = {15}
;   v: i32[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
