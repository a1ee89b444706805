; Made by Debian clang 19.1.7 from cuda/stencil.cu:
;   clang-19 -include cuda/cuda_more.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O3 cuda/stencil.cu
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

%struct.Particle = type { float, float, float, float, i32 }
%struct.Stats = type { float, i32 }

@weights = dso_local addrspace(4) externally_initialized global [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ9histogramPKiiPiE5local = internal addrspace(3) global [16 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(4) @weights to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10accumulateP5StatsPKfi(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %0, align 4, !tbaa !9
  %8 = load i32, ptr %6, align 4, !tbaa !15
  %9 = and i32 %2, 7
  %10 = icmp ult i32 %2, 8
  br i1 %10, label %13, label %11

11:                                               ; preds = %5
  %12 = and i32 %2, 2147483640
  br label %31

13:                                               ; preds = %31, %5
  %14 = phi float [ %7, %5 ], [ %73, %31 ]
  %15 = phi i32 [ 0, %5 ], [ %74, %31 ]
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %28, label %17

17:                                               ; preds = %13, %17
  %18 = phi float [ %24, %17 ], [ %14, %13 ]
  %19 = phi i32 [ %25, %17 ], [ %15, %13 ]
  %20 = phi i32 [ %26, %17 ], [ 0, %13 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = fadd contract float %23, %18
  store float %24, ptr %0, align 4, !tbaa !9
  %25 = add nuw nsw i32 %19, 1
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %9
  br i1 %27, label %28, label %17, !llvm.loop !17

28:                                               ; preds = %17, %13
  %29 = add i32 %8, %2
  store i32 %29, ptr %6, align 4, !tbaa !15
  br label %30

30:                                               ; preds = %28, %3
  ret void

31:                                               ; preds = %31, %11
  %32 = phi float [ %7, %11 ], [ %73, %31 ]
  %33 = phi i32 [ 0, %11 ], [ %74, %31 ]
  %34 = phi i32 [ 0, %11 ], [ %75, %31 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = fadd contract float %37, %32
  store float %38, ptr %0, align 4, !tbaa !9
  %39 = or disjoint i32 %33, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !16
  %43 = fadd contract float %42, %38
  store float %43, ptr %0, align 4, !tbaa !9
  %44 = or disjoint i32 %33, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !16
  %48 = fadd contract float %47, %43
  store float %48, ptr %0, align 4, !tbaa !9
  %49 = or disjoint i32 %33, 3
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !16
  %53 = fadd contract float %52, %48
  store float %53, ptr %0, align 4, !tbaa !9
  %54 = or disjoint i32 %33, 4
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !16
  %58 = fadd contract float %57, %53
  store float %58, ptr %0, align 4, !tbaa !9
  %59 = or disjoint i32 %33, 5
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !16
  %63 = fadd contract float %62, %58
  store float %63, ptr %0, align 4, !tbaa !9
  %64 = or disjoint i32 %33, 6
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !16
  %68 = fadd contract float %67, %63
  store float %68, ptr %0, align 4, !tbaa !9
  %69 = or disjoint i32 %33, 7
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !16
  %73 = fadd contract float %72, %68
  store float %73, ptr %0, align 4, !tbaa !9
  %74 = add nuw nsw i32 %33, 8
  %75 = add i32 %34, 8
  %76 = icmp eq i32 %75, %12
  br i1 %76, label %13, label %31, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z3dotPKfS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %31

10:                                               ; preds = %31, %5
  %11 = phi float [ poison, %5 ], [ %97, %31 ]
  %12 = phi i32 [ 0, %5 ], [ %98, %31 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %97, %31 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %29, label %15

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %26, %15 ], [ %12, %10 ]
  %17 = phi float [ %25, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %27, %15 ], [ 0, %10 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = getelementptr inbounds float, ptr %1, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = fmul contract float %21, %23
  %25 = fadd contract float %17, %24
  %26 = add nuw nsw i32 %16, 1
  %27 = add i32 %18, 1
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %15, !llvm.loop !21

29:                                               ; preds = %10, %15, %3
  %30 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %25, %15 ]
  ret float %30

31:                                               ; preds = %31, %8
  %32 = phi i32 [ 0, %8 ], [ %98, %31 ]
  %33 = phi float [ 0.000000e+00, %8 ], [ %97, %31 ]
  %34 = phi i32 [ 0, %8 ], [ %99, %31 ]
  %35 = zext nneg i32 %32 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = getelementptr inbounds float, ptr %1, i64 %35
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = fmul contract float %37, %39
  %41 = fadd contract float %33, %40
  %42 = or disjoint i32 %32, 1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = getelementptr inbounds float, ptr %1, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !16
  %48 = fmul contract float %45, %47
  %49 = fadd contract float %41, %48
  %50 = or disjoint i32 %32, 2
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !16
  %54 = getelementptr inbounds float, ptr %1, i64 %51
  %55 = load float, ptr %54, align 4, !tbaa !16
  %56 = fmul contract float %53, %55
  %57 = fadd contract float %49, %56
  %58 = or disjoint i32 %32, 3
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !16
  %62 = getelementptr inbounds float, ptr %1, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !16
  %64 = fmul contract float %61, %63
  %65 = fadd contract float %57, %64
  %66 = or disjoint i32 %32, 4
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !16
  %70 = getelementptr inbounds float, ptr %1, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !16
  %72 = fmul contract float %69, %71
  %73 = fadd contract float %65, %72
  %74 = or disjoint i32 %32, 5
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !16
  %78 = getelementptr inbounds float, ptr %1, i64 %75
  %79 = load float, ptr %78, align 4, !tbaa !16
  %80 = fmul contract float %77, %79
  %81 = fadd contract float %73, %80
  %82 = or disjoint i32 %32, 6
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !16
  %86 = getelementptr inbounds float, ptr %1, i64 %83
  %87 = load float, ptr %86, align 4, !tbaa !16
  %88 = fmul contract float %85, %87
  %89 = fadd contract float %81, %88
  %90 = or disjoint i32 %32, 7
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !16
  %94 = getelementptr inbounds float, ptr %1, i64 %91
  %95 = load float, ptr %94, align 4, !tbaa !16
  %96 = fmul contract float %93, %95
  %97 = fadd contract float %89, %96
  %98 = add nuw nsw i32 %32, 8
  %99 = add i32 %34, 8
  %100 = icmp eq i32 %99, %9
  br i1 %100, label %10, label %31, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %58, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 7
  %8 = icmp ult i32 %4, 14
  br i1 %8, label %42, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %36, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %39, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %40, %11 ]
  %15 = add nsw i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #12
  %17 = add nsw i32 %16, %13
  %18 = add nsw i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibi(i32 noundef %18) #12
  %20 = add nsw i32 %19, %17
  %21 = add nsw i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibi(i32 noundef %21) #12
  %23 = add nsw i32 %22, %20
  %24 = add nsw i32 %12, -7
  %25 = tail call noundef i32 @_Z3fibi(i32 noundef %24) #12
  %26 = add nsw i32 %25, %23
  %27 = add nsw i32 %12, -9
  %28 = tail call noundef i32 @_Z3fibi(i32 noundef %27) #12
  %29 = add nsw i32 %28, %26
  %30 = add nsw i32 %12, -11
  %31 = tail call noundef i32 @_Z3fibi(i32 noundef %30) #12
  %32 = add nsw i32 %31, %29
  %33 = add nsw i32 %12, -13
  %34 = tail call noundef i32 @_Z3fibi(i32 noundef %33) #12
  %35 = add nsw i32 %34, %32
  %36 = add nsw i32 %12, -16
  %37 = add nsw i32 %12, -15
  %38 = tail call noundef i32 @_Z3fibi(i32 noundef %37) #12
  %39 = add nsw i32 %38, %35
  %40 = add i32 %14, 8
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %42, label %11

42:                                               ; preds = %11, %3
  %43 = phi i32 [ poison, %3 ], [ %36, %11 ]
  %44 = phi i32 [ poison, %3 ], [ %39, %11 ]
  %45 = phi i32 [ %0, %3 ], [ %36, %11 ]
  %46 = phi i32 [ 0, %3 ], [ %39, %11 ]
  %47 = icmp eq i32 %7, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ %45, %42 ]
  %50 = phi i32 [ %55, %48 ], [ %46, %42 ]
  %51 = phi i32 [ %56, %48 ], [ 0, %42 ]
  %52 = add nsw i32 %49, -2
  %53 = add nsw i32 %49, -1
  %54 = tail call noundef i32 @_Z3fibi(i32 noundef %53) #12
  %55 = add nsw i32 %54, %50
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %56, %7
  br i1 %57, label %58, label %48, !llvm.loop !23

58:                                               ; preds = %42, %48, %1
  %59 = phi i32 [ 0, %1 ], [ %44, %42 ], [ %55, %48 ]
  %60 = phi i32 [ %0, %1 ], [ %43, %42 ], [ %52, %48 ]
  %61 = add nsw i32 %60, %59
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Particle @_Z4step8Particlef(ptr nocapture noundef readonly byval(%struct.Particle) align 4 %0, float noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load float, ptr %3, align 4, !tbaa !16
  %5 = fmul contract float %4, %1
  %6 = load float, ptr %0, align 4, !tbaa !24
  %7 = fadd contract float %6, %5
  %8 = getelementptr inbounds i8, ptr %0, i64 12
  %9 = load float, ptr %8, align 4, !tbaa !16
  %10 = fmul contract float %9, %1
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !26
  %13 = fadd contract float %12, %10
  %14 = fcmp contract olt float %7, 0.000000e+00
  %15 = fcmp contract ogt float %7, 1.000000e+00
  %16 = or i1 %14, %15
  %17 = fneg contract float %4
  %18 = select i1 %16, float %17, float %4
  %19 = fcmp contract olt float %13, 0.000000e+00
  %20 = fcmp contract ogt float %13, 1.000000e+00
  %21 = or i1 %19, %20
  %22 = fneg contract float %9
  %23 = select i1 %21, float %22, float %9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load i32, ptr %24, align 4, !tbaa !27
  %26 = insertvalue %struct.Particle poison, float %7, 0
  %27 = insertvalue %struct.Particle %26, float %13, 1
  %28 = insertvalue %struct.Particle %27, float %18, 2
  %29 = insertvalue %struct.Particle %28, float %23, 3
  %30 = insertvalue %struct.Particle %29, i32 %25, 4
  ret %struct.Particle %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9stencil2dPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %69

18:                                               ; preds = %4
  %19 = add nsw i32 %2, -1
  %20 = mul nsw i32 %14, %2
  %21 = add nsw i32 %9, -2
  %22 = icmp ult i32 %9, 2
  %23 = icmp ult i32 %21, %2
  %24 = select i1 %23, i32 %21, i32 %19
  %25 = select i1 %22, i32 0, i32 %24
  %26 = load float, ptr addrspacecast (ptr addrspace(4) @weights to ptr), align 4, !tbaa !16
  %27 = add nuw nsw i32 %25, %20
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = fmul contract float %26, %30
  %32 = fadd contract float %31, 0.000000e+00
  %33 = tail call i32 @llvm.usub.sat.i32(i32 %9, i32 1)
  %34 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @weights to ptr), i64 4), align 4, !tbaa !16
  %35 = add nuw nsw i32 %33, %20
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !16
  %39 = fmul contract float %34, %38
  %40 = fadd contract float %32, %39
  %41 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @weights to ptr), i64 8), align 4, !tbaa !16
  %42 = add nuw nsw i32 %9, %20
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %40, %46
  %48 = add nuw nsw i32 %9, 1
  %49 = icmp ult i32 %48, %2
  %50 = select i1 %49, i32 %48, i32 %19
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @weights to ptr), i64 12), align 4, !tbaa !16
  %52 = add nuw nsw i32 %50, %20
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !16
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %47, %56
  %58 = add nuw nsw i32 %9, 2
  %59 = icmp ult i32 %58, %2
  %60 = select i1 %59, i32 %58, i32 %19
  %61 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @weights to ptr), i64 16), align 4, !tbaa !16
  %62 = add nuw nsw i32 %60, %20
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = fmul contract float %61, %65
  %67 = fadd contract float %57, %66
  %68 = getelementptr inbounds float, ptr %1, i64 %43
  store float %67, ptr %68, align 4, !tbaa !16
  br label %69

69:                                               ; preds = %4, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9particlesP8Particleif(ptr nocapture noundef %0, i32 noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds %struct.Particle, ptr %0, i64 %11
  %13 = tail call %struct.Particle @_Z4step8Particlef(ptr noundef nonnull byval(%struct.Particle) align 4 %12, float noundef %2) #12
  %14 = extractvalue %struct.Particle %13, 0
  %15 = extractvalue %struct.Particle %13, 1
  %16 = extractvalue %struct.Particle %13, 2
  %17 = extractvalue %struct.Particle %13, 3
  %18 = extractvalue %struct.Particle %13, 4
  store float %14, ptr %12, align 4, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %12, i64 4
  store float %15, ptr %19, align 4, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %12, i64 8
  store float %16, ptr %20, align 4, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %12, i64 12
  store float %17, ptr %21, align 4, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 %18, ptr %22, align 4, !tbaa !27
  br label %23

23:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9histogramPKiiPi(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #6 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %7
  store i32 0, ptr %8, align 4, !tbaa !27
  br label %9

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nuw nsw i32 %10, %11
  %13 = add nuw nsw i32 %12, %4
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %17

15:                                               ; preds = %9
  %16 = shl nuw nsw i32 %11, 2
  br label %18

17:                                               ; preds = %18, %9
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %29, label %35

18:                                               ; preds = %15, %18
  %19 = phi i32 [ %13, %15 ], [ %27, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !27
  %23 = and i32 %22, 15
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %24
  %26 = atomicrmw add ptr %25, i32 1 monotonic, align 4
  %27 = add nuw nsw i32 %19, %16
  %28 = icmp slt i32 %27, %1
  br i1 %28, label %18, label %17, !llvm.loop !28

29:                                               ; preds = %17
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKiiPiE5local to ptr), i64 0, i64 %30
  %32 = getelementptr inbounds i32, ptr %2, i64 %30
  %33 = load i32, ptr %31, align 4, !tbaa !27
  %34 = atomicrmw add ptr %32, i32 %33 monotonic, align 4
  br label %35

35:                                               ; preds = %29, %17
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11local_statsPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = alloca %struct.Stats, align 8
  %5 = alloca [8 x float], align 4
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %72

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  store i64 0, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  %13 = urem i32 %10, %2
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !16
  store float %16, ptr %5, align 4, !tbaa !16
  %17 = add nuw nsw i32 %10, 1
  %18 = urem i32 %17, %2
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %5, i64 4
  store float %21, ptr %22, align 4, !tbaa !16
  %23 = add nuw nsw i32 %10, 2
  %24 = urem i32 %23, %2
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = getelementptr inbounds i8, ptr %5, i64 8
  store float %27, ptr %28, align 4, !tbaa !16
  %29 = add nuw nsw i32 %10, 3
  %30 = urem i32 %29, %2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %5, i64 12
  store float %33, ptr %34, align 4, !tbaa !16
  %35 = add nuw nsw i32 %10, 4
  %36 = urem i32 %35, %2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds i8, ptr %5, i64 16
  store float %39, ptr %40, align 4, !tbaa !16
  %41 = add nuw nsw i32 %10, 5
  %42 = urem i32 %41, %2
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = getelementptr inbounds i8, ptr %5, i64 20
  store float %45, ptr %46, align 4, !tbaa !16
  %47 = add nuw nsw i32 %10, 6
  %48 = urem i32 %47, %2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !16
  %52 = getelementptr inbounds i8, ptr %5, i64 24
  store float %51, ptr %52, align 4, !tbaa !16
  %53 = add nuw nsw i32 %10, 7
  %54 = urem i32 %53, %2
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !16
  %58 = getelementptr inbounds i8, ptr %5, i64 28
  store float %57, ptr %58, align 4, !tbaa !16
  call void @_Z10accumulateP5StatsPKfi(ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 8) #12
  %59 = load float, ptr %4, align 8, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %4, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !15
  %62 = sitofp i32 %61 to float
  %63 = fdiv contract float %59, %62
  %64 = call contract noundef float @_Z3dotPKfS0_i(ptr noundef nonnull %5, ptr noundef nonnull %5, i32 noundef 8) #12
  %65 = fadd contract float %64, %63
  %66 = and i32 %10, 7
  %67 = tail call noundef i32 @_Z3fibi(i32 noundef %66) #12
  %68 = sitofp i32 %67 to float
  %69 = fadd contract float %65, %68
  %70 = zext nneg i32 %10 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  store float %69, ptr %71, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %72

72:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z7cas_maxPiPKii(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %24

10:                                               ; preds = %3
  %11 = load atomic i32, ptr %0 monotonic, align 4
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  br label %14

14:                                               ; preds = %18, %10
  %15 = phi i32 [ %11, %10 ], [ %21, %18 ]
  %16 = load i32, ptr %13, align 4, !tbaa !27
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = cmpxchg ptr %0, i32 %15, i32 %16 monotonic monotonic, align 4
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  br i1 %20, label %22, label %14, !llvm.loop !29

22:                                               ; preds = %14, %18
  tail call void @llvm.nvvm.membar.gl()
  %23 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 1 monotonic, align 4
  br label %24

24:                                               ; preds = %3, %22
  ret void
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { convergent nocallback nounwind }
attributes #8 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #9 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #10 = { nocallback nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS5Stats", !11, i64 0, !14, i64 4}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!"int", !12, i64 0}
!15 = !{!10, !14, i64 4}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !18}
!24 = !{!25, !11, i64 0}
!25 = !{!"_ZTS8Particle", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !14, i64 16}
!26 = !{!25, !11, i64 4}
!27 = !{!14, !14, i64 0}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}

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
