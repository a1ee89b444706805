; Made by Debian clang 19.1.7 from cuda/abi_shapes.cu:
;   clang-19 -include cuda/cuda_min.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O3 cuda/abi_shapes.cu
; test: roundtrip
; test: verify
; test: interpret
; launch: @_Z6reducePKfPfi grid=2 block=256 (in=f32[512] iota, out=f32[1] zero, i32 500)
; expect: out: f32[1] = {124750.0}
; launch: @_Z4miscP3BigPdPfPii (bigs=f32[100] iota, outd=f64[1] zero, outf=f32[1] zero, outi=i32[8] iota, i32 5)
; expect: outd: f64[1] = {25.0}
; expect: outf: f32[1] = {4954.5}
; expect: outi: i32[8] = {15, 1, 2, 3, 4, 5, 6, 7}
; launch: @_Z4fillIfEvPT_S0_ block=4 (p=f32[4] zero, float 2.5)
; expect: p: f32[4] = {2.5, 2.5, 2.5, 2.5}
; launch: @_Z4fillIlEvPT_S0_ block=3 (p=i64[3] zero, i64 -7)
; expect: p: i64[3] = {-7, -7, -7}

; ModuleID = 'k3.cu'
source_filename = "k3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [100 x float] }
%struct.Ret = type { [20 x double] }
%printf_args = type { i32 }

$_Z4fillIfEvPT_S0_ = comdat any

$_Z4fillIlEvPT_S0_ = comdat any

@table = dso_local addrspace(1) externally_initialized global [2 x ptr] [ptr @_Z5twicef, ptr @_Z6thricef], align 8
@_ZZ6reducePKfPfiE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7sum_big3Big(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0) local_unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret float %54

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %55, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %54, %3 ]
  %6 = zext nneg i32 %4 to i64
  %7 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = fadd contract float %5, %8
  %10 = or disjoint i32 %4, 1
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = fadd contract float %9, %13
  %15 = add nuw nsw i32 %4, 2
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fadd contract float %14, %18
  %20 = add nuw nsw i32 %4, 3
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fadd contract float %19, %23
  %25 = add nuw nsw i32 %4, 4
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = fadd contract float %24, %28
  %30 = add nuw nsw i32 %4, 5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = fadd contract float %29, %33
  %35 = add nuw nsw i32 %4, 6
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fadd contract float %34, %38
  %40 = add nuw nsw i32 %4, 7
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = fadd contract float %39, %43
  %45 = add nuw nsw i32 %4, 8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = fadd contract float %44, %48
  %50 = add nuw nsw i32 %4, 9
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fadd contract float %49, %53
  %55 = add nuw nsw i32 %4, 10
  %56 = icmp eq i32 %55, 100
  br i1 %56, label %2, label %3, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.Ret @_Z8make_retd(double noundef %0) local_unnamed_addr #2 {
  %2 = fmul contract double %0, 0.000000e+00
  %3 = fmul contract double %0, 2.000000e+00
  %4 = fmul contract double %0, 3.000000e+00
  %5 = fmul contract double %0, 4.000000e+00
  %6 = fmul contract double %0, 5.000000e+00
  %7 = fmul contract double %0, 6.000000e+00
  %8 = fmul contract double %0, 7.000000e+00
  %9 = fmul contract double %0, 8.000000e+00
  %10 = fmul contract double %0, 9.000000e+00
  %11 = fmul contract double %0, 1.000000e+01
  %12 = fmul contract double %0, 1.100000e+01
  %13 = fmul contract double %0, 1.200000e+01
  %14 = fmul contract double %0, 1.300000e+01
  %15 = fmul contract double %0, 1.400000e+01
  %16 = fmul contract double %0, 1.500000e+01
  %17 = fmul contract double %0, 1.600000e+01
  %18 = fmul contract double %0, 1.700000e+01
  %19 = fmul contract double %0, 1.800000e+01
  %20 = fmul contract double %0, 1.900000e+01
  %21 = insertvalue %struct.Ret poison, double %2, 0, 0
  %22 = insertvalue %struct.Ret %21, double %0, 0, 1
  %23 = insertvalue %struct.Ret %22, double %3, 0, 2
  %24 = insertvalue %struct.Ret %23, double %4, 0, 3
  %25 = insertvalue %struct.Ret %24, double %5, 0, 4
  %26 = insertvalue %struct.Ret %25, double %6, 0, 5
  %27 = insertvalue %struct.Ret %26, double %7, 0, 6
  %28 = insertvalue %struct.Ret %27, double %8, 0, 7
  %29 = insertvalue %struct.Ret %28, double %9, 0, 8
  %30 = insertvalue %struct.Ret %29, double %10, 0, 9
  %31 = insertvalue %struct.Ret %30, double %11, 0, 10
  %32 = insertvalue %struct.Ret %31, double %12, 0, 11
  %33 = insertvalue %struct.Ret %32, double %13, 0, 12
  %34 = insertvalue %struct.Ret %33, double %14, 0, 13
  %35 = insertvalue %struct.Ret %34, double %15, 0, 14
  %36 = insertvalue %struct.Ret %35, double %16, 0, 15
  %37 = insertvalue %struct.Ret %36, double %17, 0, 16
  %38 = insertvalue %struct.Ret %37, double %18, 0, 17
  %39 = insertvalue %struct.Ret %38, double %19, 0, 18
  %40 = insertvalue %struct.Ret %39, double %20, 0, 19
  ret %struct.Ret %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z5twicef(float noundef %0) #3 {
  %2 = fmul contract float %0, 2.000000e+00
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6thricef(float noundef %0) #3 {
  %2 = fmul contract float %0, 3.000000e+00
  ret float %2
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = add nuw i32 %7, %4
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %6, 2
  br i1 %18, label %19, label %21

19:                                               ; preds = %32, %14
  %20 = icmp eq i32 %4, 0
  br i1 %20, label %34, label %37

21:                                               ; preds = %14, %32
  %22 = phi i32 [ %23, %32 ], [ %6, %14 ]
  %23 = lshr i32 %22, 1
  %24 = icmp ult i32 %4, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = add nuw nsw i32 %23, %4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = load float, ptr %17, align 4, !tbaa !8
  %31 = fadd contract float %29, %30
  store float %31, ptr %17, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %25, %21
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %22, 4
  br i1 %33, label %19, label %21, !llvm.loop !14

34:                                               ; preds = %19
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4, !tbaa !8
  %36 = atomicrmw fadd ptr %1, float %35 monotonic, align 4
  br label %37

37:                                               ; preds = %34, %19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #6

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4miscP3BigPdPfPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = alloca %struct.Ret, align 8
  %7 = alloca %printf_args, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #8
  %8 = sitofp i32 %4 to double
  %9 = tail call %struct.Ret @_Z8make_retd(double noundef %8) #8
  %10 = extractvalue %struct.Ret %9, 0
  %11 = extractvalue [20 x double] %10, 0
  store double %11, ptr %6, align 8
  %12 = extractvalue [20 x double] %10, 1
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store double %12, ptr %13, align 8
  %14 = extractvalue [20 x double] %10, 2
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store double %14, ptr %15, align 8
  %16 = extractvalue [20 x double] %10, 3
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  store double %16, ptr %17, align 8
  %18 = extractvalue [20 x double] %10, 4
  %19 = getelementptr inbounds i8, ptr %6, i64 32
  store double %18, ptr %19, align 8
  %20 = extractvalue [20 x double] %10, 5
  %21 = getelementptr inbounds i8, ptr %6, i64 40
  store double %20, ptr %21, align 8
  %22 = extractvalue [20 x double] %10, 6
  %23 = getelementptr inbounds i8, ptr %6, i64 48
  store double %22, ptr %23, align 8
  %24 = extractvalue [20 x double] %10, 7
  %25 = getelementptr inbounds i8, ptr %6, i64 56
  store double %24, ptr %25, align 8
  %26 = extractvalue [20 x double] %10, 8
  %27 = getelementptr inbounds i8, ptr %6, i64 64
  store double %26, ptr %27, align 8
  %28 = extractvalue [20 x double] %10, 9
  %29 = getelementptr inbounds i8, ptr %6, i64 72
  store double %28, ptr %29, align 8
  %30 = extractvalue [20 x double] %10, 10
  %31 = getelementptr inbounds i8, ptr %6, i64 80
  store double %30, ptr %31, align 8
  %32 = extractvalue [20 x double] %10, 11
  %33 = getelementptr inbounds i8, ptr %6, i64 88
  store double %32, ptr %33, align 8
  %34 = extractvalue [20 x double] %10, 12
  %35 = getelementptr inbounds i8, ptr %6, i64 96
  store double %34, ptr %35, align 8
  %36 = extractvalue [20 x double] %10, 13
  %37 = getelementptr inbounds i8, ptr %6, i64 104
  store double %36, ptr %37, align 8
  %38 = extractvalue [20 x double] %10, 14
  %39 = getelementptr inbounds i8, ptr %6, i64 112
  store double %38, ptr %39, align 8
  %40 = extractvalue [20 x double] %10, 15
  %41 = getelementptr inbounds i8, ptr %6, i64 120
  store double %40, ptr %41, align 8
  %42 = and i32 %4, 15
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !15
  store double %45, ptr %1, align 8, !tbaa !15
  %46 = tail call contract noundef float @_Z7sum_big3Big(ptr noundef nonnull byval(%struct.Big) align 4 %0) #8
  %47 = and i32 %4, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8, !tbaa !17
  %51 = tail call contract noundef float %50(float noundef 1.500000e+00) #9
  %52 = fadd contract float %46, %51
  store float %52, ptr %2, align 4, !tbaa !8
  %53 = getelementptr inbounds i8, ptr %3, i64 4
  %54 = tail call fastcc noundef i32 @_ZL6helperPKii(ptr noundef nonnull %53, i32 noundef %4) #8
  store i32 %54, ptr %3, align 4, !tbaa !19
  %55 = icmp eq i32 %4, 42
  br i1 %55, label %56, label %58

56:                                               ; preds = %5
  store i32 42, ptr %7, align 8
  %57 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %7) #8
  br label %58

58:                                               ; preds = %56, %5
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_ZL6helperPKii(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %27

9:                                                ; preds = %27, %4
  %10 = phi i32 [ poison, %4 ], [ %69, %27 ]
  %11 = phi i32 [ 0, %4 ], [ %70, %27 ]
  %12 = phi i32 [ 0, %4 ], [ %69, %27 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !19
  %21 = add nsw i32 %20, %16
  %22 = add nuw nsw i32 %15, 1
  %23 = add i32 %17, 1
  %24 = icmp eq i32 %23, %5
  br i1 %24, label %25, label %14, !llvm.loop !21

25:                                               ; preds = %9, %14, %2
  %26 = phi i32 [ 0, %2 ], [ %10, %9 ], [ %21, %14 ]
  ret i32 %26

27:                                               ; preds = %27, %7
  %28 = phi i32 [ 0, %7 ], [ %70, %27 ]
  %29 = phi i32 [ 0, %7 ], [ %69, %27 ]
  %30 = phi i32 [ 0, %7 ], [ %71, %27 ]
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = add nsw i32 %33, %29
  %35 = or disjoint i32 %28, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !19
  %39 = add nsw i32 %38, %34
  %40 = or disjoint i32 %28, 2
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !19
  %44 = add nsw i32 %43, %39
  %45 = or disjoint i32 %28, 3
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !19
  %49 = add nsw i32 %48, %44
  %50 = or disjoint i32 %28, 4
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !19
  %54 = add nsw i32 %53, %49
  %55 = or disjoint i32 %28, 5
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !19
  %59 = add nsw i32 %58, %54
  %60 = or disjoint i32 %28, 6
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !19
  %64 = add nsw i32 %63, %59
  %65 = or disjoint i32 %28, 7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !19
  %69 = add nsw i32 %68, %64
  %70 = add nuw nsw i32 %28, 8
  %71 = add i32 %30, 8
  %72 = icmp eq i32 %71, %8
  br i1 %72, label %9, label %27, !llvm.loop !23
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z4fillIfEvPT_S0_(ptr nocapture noundef writeonly %0, float noundef %1) local_unnamed_addr #7 comdat {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  store float %1, ptr %5, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z4fillIlEvPT_S0_(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #7 comdat {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i64, ptr %0, i64 %4
  store i64 %1, ptr %5, align 8, !tbaa !24
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z6reducePKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z4miscP3BigPdPfPii, !"kernel", i32 1}
!2 = !{ptr @_Z4fillIfEvPT_S0_, !"kernel", i32 1}
!3 = !{ptr @_Z4fillIlEvPT_S0_, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !10, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !10, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !10, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !13}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !10, i64 0}

; ==== expected output ====
; source_filename = "k3.cu"
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; %printf_args = type { i32 }
; %struct.Big = type { [100 x float] }
; %struct.Ret = type { [20 x double] }
;
; $_Z4fillIfEvPT_S0_ = comdat any
; $_Z4fillIlEvPT_S0_ = comdat any
;
; @table = dso_local addrspace(1) externally_initialized global [2 x ptr] [ptr @_Z5twicef, ptr @_Z6thricef], align 8
; @_ZZ6reducePKfPfiE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
; @.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
; @llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"
;
; define dso_local noundef float @_Z7sum_big3Big(ptr nocapture noundef readonly align 4 byval(%struct.Big) %0) local_unnamed_addr #0 {
;   br label %3
;
; 2:
;   ret float %54
;
; 3:
;   %4 = phi i32 [ 0, %1 ], [ %55, %3 ]
;   %5 = phi float [ 0.000000e+00, %1 ], [ %54, %3 ]
;   %6 = zext nneg i32 %4 to i64
;   %7 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %6
;   %8 = load float, ptr %7, align 4
;   %9 = fadd contract float %5, %8
;   %10 = or disjoint i32 %4, 1
;   %11 = zext nneg i32 %10 to i64
;   %12 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %11
;   %13 = load float, ptr %12, align 4
;   %14 = fadd contract float %9, %13
;   %15 = add nuw nsw i32 %4, 2
;   %16 = zext nneg i32 %15 to i64
;   %17 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %16
;   %18 = load float, ptr %17, align 4
;   %19 = fadd contract float %14, %18
;   %20 = add nuw nsw i32 %4, 3
;   %21 = zext nneg i32 %20 to i64
;   %22 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %21
;   %23 = load float, ptr %22, align 4
;   %24 = fadd contract float %19, %23
;   %25 = add nuw nsw i32 %4, 4
;   %26 = zext nneg i32 %25 to i64
;   %27 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %26
;   %28 = load float, ptr %27, align 4
;   %29 = fadd contract float %24, %28
;   %30 = add nuw nsw i32 %4, 5
;   %31 = zext nneg i32 %30 to i64
;   %32 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %31
;   %33 = load float, ptr %32, align 4
;   %34 = fadd contract float %29, %33
;   %35 = add nuw nsw i32 %4, 6
;   %36 = zext nneg i32 %35 to i64
;   %37 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %36
;   %38 = load float, ptr %37, align 4
;   %39 = fadd contract float %34, %38
;   %40 = add nuw nsw i32 %4, 7
;   %41 = zext nneg i32 %40 to i64
;   %42 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %41
;   %43 = load float, ptr %42, align 4
;   %44 = fadd contract float %39, %43
;   %45 = add nuw nsw i32 %4, 8
;   %46 = zext nneg i32 %45 to i64
;   %47 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %46
;   %48 = load float, ptr %47, align 4
;   %49 = fadd contract float %44, %48
;   %50 = add nuw nsw i32 %4, 9
;   %51 = zext nneg i32 %50 to i64
;   %52 = getelementptr inbounds [100 x float], ptr %0, i64 0, i64 %51
;   %53 = load float, ptr %52, align 4
;   %54 = fadd contract float %49, %53
;   %55 = add nuw nsw i32 %4, 10
;   %56 = icmp eq i32 %55, 100
;   br i1 %56, label %2, label %3
; }
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1
;
; declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1
;
; define dso_local %struct.Ret @_Z8make_retd(double noundef %0) local_unnamed_addr #2 {
;   %2 = fmul contract double %0, 0.000000e+00
;   %3 = fmul contract double %0, 2.000000e+00
;   %4 = fmul contract double %0, 3.000000e+00
;   %5 = fmul contract double %0, 4.000000e+00
;   %6 = fmul contract double %0, 5.000000e+00
;   %7 = fmul contract double %0, 6.000000e+00
;   %8 = fmul contract double %0, 7.000000e+00
;   %9 = fmul contract double %0, 8.000000e+00
;   %10 = fmul contract double %0, 9.000000e+00
;   %11 = fmul contract double %0, 1.000000e+01
;   %12 = fmul contract double %0, 1.100000e+01
;   %13 = fmul contract double %0, 1.200000e+01
;   %14 = fmul contract double %0, 1.300000e+01
;   %15 = fmul contract double %0, 1.400000e+01
;   %16 = fmul contract double %0, 1.500000e+01
;   %17 = fmul contract double %0, 1.600000e+01
;   %18 = fmul contract double %0, 1.700000e+01
;   %19 = fmul contract double %0, 1.800000e+01
;   %20 = fmul contract double %0, 1.900000e+01
;   %21 = insertvalue %struct.Ret poison, double %2, 0, 0
;   %22 = insertvalue %struct.Ret %21, double %0, 0, 1
;   %23 = insertvalue %struct.Ret %22, double %3, 0, 2
;   %24 = insertvalue %struct.Ret %23, double %4, 0, 3
;   %25 = insertvalue %struct.Ret %24, double %5, 0, 4
;   %26 = insertvalue %struct.Ret %25, double %6, 0, 5
;   %27 = insertvalue %struct.Ret %26, double %7, 0, 6
;   %28 = insertvalue %struct.Ret %27, double %8, 0, 7
;   %29 = insertvalue %struct.Ret %28, double %9, 0, 8
;   %30 = insertvalue %struct.Ret %29, double %10, 0, 9
;   %31 = insertvalue %struct.Ret %30, double %11, 0, 10
;   %32 = insertvalue %struct.Ret %31, double %12, 0, 11
;   %33 = insertvalue %struct.Ret %32, double %13, 0, 12
;   %34 = insertvalue %struct.Ret %33, double %14, 0, 13
;   %35 = insertvalue %struct.Ret %34, double %15, 0, 14
;   %36 = insertvalue %struct.Ret %35, double %16, 0, 15
;   %37 = insertvalue %struct.Ret %36, double %17, 0, 16
;   %38 = insertvalue %struct.Ret %37, double %18, 0, 17
;   %39 = insertvalue %struct.Ret %38, double %19, 0, 18
;   %40 = insertvalue %struct.Ret %39, double %20, 0, 19
;   ret %struct.Ret %40
; }
;
; define dso_local noundef float @_Z5twicef(float noundef %0) #3 {
;   %2 = fmul contract float %0, 2.000000e+00
;   ret float %2
; }
;
; define dso_local noundef float @_Z6thricef(float noundef %0) #3 {
;   %2 = fmul contract float %0, 3.000000e+00
;   ret float %2
; }
;
; define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
;   %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %7 = mul nuw nsw i32 %5, %6
;   %8 = add nuw i32 %7, %4
;   %9 = icmp ult i32 %8, %2
;   br i1 %9, label %10, label %14
;
; 10:
;   %11 = zext i32 %8 to i64
;   %12 = getelementptr inbounds float, ptr %0, i64 %11
;   %13 = load float, ptr %12, align 4
;   br label %14
;
; 14:
;   %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
;   %16 = zext nneg i32 %4 to i64
;   %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %16
;   store float %15, ptr %17, align 4
;   tail call void @llvm.nvvm.barrier0()
;   %18 = icmp ult i32 %6, 2
;   br i1 %18, label %19, label %21
;
; 19:
;   %20 = icmp eq i32 %4, 0
;   br i1 %20, label %34, label %37
;
; 21:
;   %22 = phi i32 [ %23, %32 ], [ %6, %14 ]
;   %23 = lshr i32 %22, 1
;   %24 = icmp ult i32 %4, %23
;   br i1 %24, label %25, label %32
;
; 25:
;   %26 = add nuw nsw i32 %23, %4
;   %27 = zext nneg i32 %26 to i64
;   %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %27
;   %29 = load float, ptr %28, align 4
;   %30 = load float, ptr %17, align 4
;   %31 = fadd contract float %29, %30
;   store float %31, ptr %17, align 4
;   br label %32
;
; 32:
;   tail call void @llvm.nvvm.barrier0()
;   %33 = icmp ult i32 %22, 4
;   br i1 %33, label %19, label %21
;
; 34:
;   %35 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4
;   %36 = atomicrmw fadd ptr %1, float %35 monotonic, align 4
;   br label %37
;
; 37:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
;
; declare void @llvm.nvvm.barrier0() #6
;
; define dso_local void @_Z4miscP3BigPdPfPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #4 {
;   %6 = alloca %struct.Ret, align 8
;   %7 = alloca %printf_args, align 8
;   call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #8
;   %8 = sitofp i32 %4 to double
;   %9 = tail call %struct.Ret @_Z8make_retd(double noundef %8) #8
;   %10 = extractvalue %struct.Ret %9, 0
;   %11 = extractvalue [20 x double] %10, 0
;   store double %11, ptr %6, align 8
;   %12 = extractvalue [20 x double] %10, 1
;   %13 = getelementptr inbounds i8, ptr %6, i64 8
;   store double %12, ptr %13, align 8
;   %14 = extractvalue [20 x double] %10, 2
;   %15 = getelementptr inbounds i8, ptr %6, i64 16
;   store double %14, ptr %15, align 8
;   %16 = extractvalue [20 x double] %10, 3
;   %17 = getelementptr inbounds i8, ptr %6, i64 24
;   store double %16, ptr %17, align 8
;   %18 = extractvalue [20 x double] %10, 4
;   %19 = getelementptr inbounds i8, ptr %6, i64 32
;   store double %18, ptr %19, align 8
;   %20 = extractvalue [20 x double] %10, 5
;   %21 = getelementptr inbounds i8, ptr %6, i64 40
;   store double %20, ptr %21, align 8
;   %22 = extractvalue [20 x double] %10, 6
;   %23 = getelementptr inbounds i8, ptr %6, i64 48
;   store double %22, ptr %23, align 8
;   %24 = extractvalue [20 x double] %10, 7
;   %25 = getelementptr inbounds i8, ptr %6, i64 56
;   store double %24, ptr %25, align 8
;   %26 = extractvalue [20 x double] %10, 8
;   %27 = getelementptr inbounds i8, ptr %6, i64 64
;   store double %26, ptr %27, align 8
;   %28 = extractvalue [20 x double] %10, 9
;   %29 = getelementptr inbounds i8, ptr %6, i64 72
;   store double %28, ptr %29, align 8
;   %30 = extractvalue [20 x double] %10, 10
;   %31 = getelementptr inbounds i8, ptr %6, i64 80
;   store double %30, ptr %31, align 8
;   %32 = extractvalue [20 x double] %10, 11
;   %33 = getelementptr inbounds i8, ptr %6, i64 88
;   store double %32, ptr %33, align 8
;   %34 = extractvalue [20 x double] %10, 12
;   %35 = getelementptr inbounds i8, ptr %6, i64 96
;   store double %34, ptr %35, align 8
;   %36 = extractvalue [20 x double] %10, 13
;   %37 = getelementptr inbounds i8, ptr %6, i64 104
;   store double %36, ptr %37, align 8
;   %38 = extractvalue [20 x double] %10, 14
;   %39 = getelementptr inbounds i8, ptr %6, i64 112
;   store double %38, ptr %39, align 8
;   %40 = extractvalue [20 x double] %10, 15
;   %41 = getelementptr inbounds i8, ptr %6, i64 120
;   store double %40, ptr %41, align 8
;   %42 = and i32 %4, 15
;   %43 = zext nneg i32 %42 to i64
;   %44 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %43
;   %45 = load double, ptr %44, align 8
;   store double %45, ptr %1, align 8
;   %46 = tail call contract noundef float @_Z7sum_big3Big(ptr noundef nonnull align 4 byval(%struct.Big) %0) #8
;   %47 = and i32 %4, 1
;   %48 = zext nneg i32 %47 to i64
;   %49 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %48
;   %50 = load ptr, ptr %49, align 8
;   %51 = tail call contract noundef float %50(float noundef 1.500000e+00) #9
;   %52 = fadd contract float %46, %51
;   store float %52, ptr %2, align 4
;   %53 = getelementptr inbounds i8, ptr %3, i64 4
;   %54 = tail call fastcc noundef i32 @_ZL6helperPKii(ptr noundef nonnull %53, i32 noundef %4) #8
;   store i32 %54, ptr %3, align 4
;   %55 = icmp eq i32 %4, 42
;   br i1 %55, label %56, label %58
;
; 56:
;   store i32 42, ptr %7, align 8
;   %57 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %7) #8
;   br label %58
;
; 58:
;   call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #8
;   ret void
; }
;
; define internal fastcc noundef i32 @_ZL6helperPKii(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
;   %3 = icmp sgt i32 %1, 0
;   br i1 %3, label %4, label %25
;
; 4:
;   %5 = and i32 %1, 7
;   %6 = icmp ult i32 %1, 8
;   br i1 %6, label %9, label %7
;
; 7:
;   %8 = and i32 %1, 2147483640
;   br label %27
;
; 9:
;   %10 = phi i32 [ poison, %4 ], [ %69, %27 ]
;   %11 = phi i32 [ 0, %4 ], [ %70, %27 ]
;   %12 = phi i32 [ 0, %4 ], [ %69, %27 ]
;   %13 = icmp eq i32 %5, 0
;   br i1 %13, label %25, label %14
;
; 14:
;   %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
;   %16 = phi i32 [ %21, %14 ], [ %12, %9 ]
;   %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
;   %18 = zext nneg i32 %15 to i64
;   %19 = getelementptr inbounds i32, ptr %0, i64 %18
;   %20 = load i32, ptr %19, align 4
;   %21 = add nsw i32 %20, %16
;   %22 = add nuw nsw i32 %15, 1
;   %23 = add i32 %17, 1
;   %24 = icmp eq i32 %23, %5
;   br i1 %24, label %25, label %14
;
; 25:
;   %26 = phi i32 [ 0, %2 ], [ %10, %9 ], [ %21, %14 ]
;   ret i32 %26
;
; 27:
;   %28 = phi i32 [ 0, %7 ], [ %70, %27 ]
;   %29 = phi i32 [ 0, %7 ], [ %69, %27 ]
;   %30 = phi i32 [ 0, %7 ], [ %71, %27 ]
;   %31 = zext nneg i32 %28 to i64
;   %32 = getelementptr inbounds i32, ptr %0, i64 %31
;   %33 = load i32, ptr %32, align 4
;   %34 = add nsw i32 %33, %29
;   %35 = or disjoint i32 %28, 1
;   %36 = zext nneg i32 %35 to i64
;   %37 = getelementptr inbounds i32, ptr %0, i64 %36
;   %38 = load i32, ptr %37, align 4
;   %39 = add nsw i32 %38, %34
;   %40 = or disjoint i32 %28, 2
;   %41 = zext nneg i32 %40 to i64
;   %42 = getelementptr inbounds i32, ptr %0, i64 %41
;   %43 = load i32, ptr %42, align 4
;   %44 = add nsw i32 %43, %39
;   %45 = or disjoint i32 %28, 3
;   %46 = zext nneg i32 %45 to i64
;   %47 = getelementptr inbounds i32, ptr %0, i64 %46
;   %48 = load i32, ptr %47, align 4
;   %49 = add nsw i32 %48, %44
;   %50 = or disjoint i32 %28, 4
;   %51 = zext nneg i32 %50 to i64
;   %52 = getelementptr inbounds i32, ptr %0, i64 %51
;   %53 = load i32, ptr %52, align 4
;   %54 = add nsw i32 %53, %49
;   %55 = or disjoint i32 %28, 5
;   %56 = zext nneg i32 %55 to i64
;   %57 = getelementptr inbounds i32, ptr %0, i64 %56
;   %58 = load i32, ptr %57, align 4
;   %59 = add nsw i32 %58, %54
;   %60 = or disjoint i32 %28, 6
;   %61 = zext nneg i32 %60 to i64
;   %62 = getelementptr inbounds i32, ptr %0, i64 %61
;   %63 = load i32, ptr %62, align 4
;   %64 = add nsw i32 %63, %59
;   %65 = or disjoint i32 %28, 7
;   %66 = zext nneg i32 %65 to i64
;   %67 = getelementptr inbounds i32, ptr %0, i64 %66
;   %68 = load i32, ptr %67, align 4
;   %69 = add nsw i32 %68, %64
;   %70 = add nuw nsw i32 %28, 8
;   %71 = add i32 %30, 8
;   %72 = icmp eq i32 %71, %8
;   br i1 %72, label %9, label %27
; }
;
; declare i32 @vprintf(ptr, ptr) local_unnamed_addr
;
; define dso_local void @_Z4fillIfEvPT_S0_(ptr nocapture noundef writeonly %0, float noundef %1) local_unnamed_addr #7 comdat {
;   %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %4 = zext nneg i32 %3 to i64
;   %5 = getelementptr inbounds float, ptr %0, i64 %4
;   store float %1, ptr %5, align 4
;   ret void
; }
;
; define dso_local void @_Z4fillIlEvPT_S0_(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #7 comdat {
;   %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %4 = zext nneg i32 %3 to i64
;   %5 = getelementptr inbounds i64, ptr %0, i64 %4
;   store i64 %1, ptr %5, align 8
;   ret void
; }
;
; attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
; attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
; attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
; attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #6 = { convergent nocallback nounwind }
; attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
; attributes #8 = { nounwind }
; attributes #9 = { convergent nounwind }
;
; !nvvm.annotations = !{!0, !1, !2, !3}
; !llvm.module.flags = !{!4, !5, !6}
; !llvm.ident = !{!7}
;
; !0 = !{ptr @_Z6reducePKfPfi, !"kernel", i32 1}
; !1 = !{ptr @_Z4miscP3BigPdPfPii, !"kernel", i32 1}
; !2 = !{ptr @_Z4fillIfEvPT_S0_, !"kernel", i32 1}
; !3 = !{ptr @_Z4fillIlEvPT_S0_, !"kernel", i32 1}
; !4 = !{i32 1, !"wchar_size", i32 4}
; !5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; !6 = !{i32 7, !"frame-pointer", i32 2}
; !7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
; launch at line 6:
;   in: f32[512] = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0, 108.0, 109.0, 110.0, 111.0, 112.0, 113.0, 114.0, 115.0, 116.0, 117.0, 118.0, 119.0, 120.0, 121.0, 122.0, 123.0, 124.0, 125.0, 126.0, 127.0, 128.0, 129.0, 130.0, 131.0, 132.0, 133.0, 134.0, 135.0, 136.0, 137.0, 138.0, 139.0, 140.0, 141.0, 142.0, 143.0, 144.0, 145.0, 146.0, 147.0, 148.0, 149.0, 150.0, 151.0, 152.0, 153.0, 154.0, 155.0, 156.0, 157.0, 158.0, 159.0, 160.0, 161.0, 162.0, 163.0, 164.0, 165.0, 166.0, 167.0, 168.0, 169.0, 170.0, 171.0, 172.0, 173.0, 174.0, 175.0, 176.0, 177.0, 178.0, 179.0, 180.0, 181.0, 182.0, 183.0, 184.0, 185.0, 186.0, 187.0, 188.0, 189.0, 190.0, 191.0, 192.0, 193.0, 194.0, 195.0, 196.0, 197.0, 198.0, 199.0, 200.0, 201.0, 202.0, 203.0, 204.0, 205.0, 206.0, 207.0, 208.0, 209.0, 210.0, 211.0, 212.0, 213.0, 214.0, 215.0, 216.0, 217.0, 218.0, 219.0, 220.0, 221.0, 222.0, 223.0, 224.0, 225.0, 226.0, 227.0, 228.0, 229.0, 230.0, 231.0, 232.0, 233.0, 234.0, 235.0, 236.0, 237.0, 238.0, 239.0, 240.0, 241.0, 242.0, 243.0, 244.0, 245.0, 246.0, 247.0, 248.0, 249.0, 250.0, 251.0, 252.0, 253.0, 254.0, 255.0, 256.0, 257.0, 258.0, 259.0, 260.0, 261.0, 262.0, 263.0, 264.0, 265.0, 266.0, 267.0, 268.0, 269.0, 270.0, 271.0, 272.0, 273.0, 274.0, 275.0, 276.0, 277.0, 278.0, 279.0, 280.0, 281.0, 282.0, 283.0, 284.0, 285.0, 286.0, 287.0, 288.0, 289.0, 290.0, 291.0, 292.0, 293.0, 294.0, 295.0, 296.0, 297.0, 298.0, 299.0, 300.0, 301.0, 302.0, 303.0, 304.0, 305.0, 306.0, 307.0, 308.0, 309.0, 310.0, 311.0, 312.0, 313.0, 314.0, 315.0, 316.0, 317.0, 318.0, 319.0, 320.0, 321.0, 322.0, 323.0, 324.0, 325.0, 326.0, 327.0, 328.0, 329.0, 330.0, 331.0, 332.0, 333.0, 334.0, 335.0, 336.0, 337.0, 338.0, 339.0, 340.0, 341.0, 342.0, 343.0, 344.0, 345.0, 346.0, 347.0, 348.0, 349.0, 350.0, 351.0, 352.0, 353.0, 354.0, 355.0, 356.0, 357.0, 358.0, 359.0, 360.0, 361.0, 362.0, 363.0, 364.0, 365.0, 366.0, 367.0, 368.0, 369.0, 370.0, 371.0, 372.0, 373.0, 374.0, 375.0, 376.0, 377.0, 378.0, 379.0, 380.0, 381.0, 382.0, 383.0, 384.0, 385.0, 386.0, 387.0, 388.0, 389.0, 390.0, 391.0, 392.0, 393.0, 394.0, 395.0, 396.0, 397.0, 398.0, 399.0, 400.0, 401.0, 402.0, 403.0, 404.0, 405.0, 406.0, 407.0, 408.0, 409.0, 410.0, 411.0, 412.0, 413.0, 414.0, 415.0, 416.0, 417.0, 418.0, 419.0, 420.0, 421.0, 422.0, 423.0, 424.0, 425.0, 426.0, 427.0, 428.0, 429.0, 430.0, 431.0, 432.0, 433.0, 434.0, 435.0, 436.0, 437.0, 438.0, 439.0, 440.0, 441.0, 442.0, 443.0, 444.0, 445.0, 446.0, 447.0, 448.0, 449.0, 450.0, 451.0, 452.0, 453.0, 454.0, 455.0, 456.0, 457.0, 458.0, 459.0, 460.0, 461.0, 462.0, 463.0, 464.0, 465.0, 466.0, 467.0, 468.0, 469.0, 470.0, 471.0, 472.0, 473.0, 474.0, 475.0, 476.0, 477.0, 478.0, 479.0, 480.0, 481.0, 482.0, 483.0, 484.0, 485.0, 486.0, 487.0, 488.0, 489.0, 490.0, 491.0, 492.0, 493.0, 494.0, 495.0, 496.0, 497.0, 498.0, 499.0, 500.0, 501.0, 502.0, 503.0, 504.0, 505.0, 506.0, 507.0, 508.0, 509.0, 510.0, 511.0}
;   out: f32[1] = {124750.0}
; launch at line 8:
;   bigs: f32[100] = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0}
;   outd: f64[1] = {25.0}
;   outf: f32[1] = {4954.5}
;   outi: i32[8] = {15, 1, 2, 3, 4, 5, 6, 7}
; launch at line 12:
;   p: f32[4] = {2.5, 2.5, 2.5, 2.5}
; launch at line 14:
;   p: i64[3] = {-7, -7, -7}
