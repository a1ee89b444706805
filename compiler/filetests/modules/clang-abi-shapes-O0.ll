; Made by Debian clang 19.1.7 from cuda/abi_shapes.cu:
;   clang-19 -include cuda/cuda_min.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O0 cuda/abi_shapes.cu
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
@_ZZ6reducePKfPfiE3buf = internal addrspace(3) global [256 x float] undef, align 4
@.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float 0.000000e+00, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 100
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = load float, ptr %2, align 4
  %14 = fadd contract float %13, %12
  store float %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !8

18:                                               ; preds = %4
  %19 = load float, ptr %2, align 4
  ret float %19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Ret @_Z8make_retd(double noundef %0) #0 {
  %2 = alloca %struct.Ret, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 20
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to double
  %12 = fmul contract double %9, %11
  %13 = getelementptr inbounds %struct.Ret, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [20 x double], ptr %13, i64 0, i64 %15
  store double %12, ptr %16, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !10

20:                                               ; preds = %5
  %21 = load %struct.Ret, ptr %2, align 8
  ret %struct.Ret %21
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5twicef(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fmul contract float 2.000000e+00, %3
  ret float %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6thricef(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fmul contract float 3.000000e+00, %3
  ret float %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %7, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul nsw i32 %13, %14
  %16 = load i32, ptr %7, align 4
  %17 = add i32 %15, %16
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp ult i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  br label %28

27:                                               ; preds = %3
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi contract float [ %26, %21 ], [ 0.000000e+00, %27 ]
  %30 = load i32, ptr %7, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %31
  store float %29, ptr %32, align 4
  call void @llvm.nvvm.barrier0()
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = sdiv i32 %33, 2
  store i32 %34, ptr %9, align 4
  br label %35

35:                                               ; preds = %55, %28
  %36 = load i32, ptr %9, align 4
  %37 = icmp ugt i32 %36, 0
  br i1 %37, label %38, label %58

38:                                               ; preds = %35
  %39 = load i32, ptr %7, align 4
  %40 = load i32, ptr %9, align 4
  %41 = icmp ult i32 %39, %40
  br i1 %41, label %42, label %54

42:                                               ; preds = %38
  %43 = load i32, ptr %7, align 4
  %44 = load i32, ptr %9, align 4
  %45 = add i32 %43, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = load i32, ptr %7, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %48
  store float %53, ptr %51, align 4
  br label %54

54:                                               ; preds = %42, %38
  call void @llvm.nvvm.barrier0()
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %9, align 4
  %57 = lshr i32 %56, 1
  store i32 %57, ptr %9, align 4
  br label %35, !llvm.loop !11

58:                                               ; preds = %35
  %59 = load i32, ptr %7, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %67

61:                                               ; preds = %58
  %62 = load ptr, ptr %5, align 8
  %63 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4
  store float %63, ptr %10, align 4
  %64 = load float, ptr %10, align 4
  %65 = atomicrmw fadd ptr %62, float %64 monotonic, align 4
  store float %65, ptr %11, align 4
  %66 = load float, ptr %11, align 4
  br label %67

67:                                               ; preds = %61, %58
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4miscP3BigPdPfPii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ret, align 8
  %12 = alloca %struct.Big, align 4
  %13 = alloca %printf_args, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %14 = load i32, ptr %10, align 4
  %15 = sitofp i32 %14 to double
  %16 = call %struct.Ret @_Z8make_retd(double noundef %15) #5
  %17 = getelementptr inbounds %struct.Ret, ptr %11, i32 0, i32 0
  %18 = extractvalue %struct.Ret %16, 0
  store [20 x double] %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Ret, ptr %11, i32 0, i32 0
  %20 = load i32, ptr %10, align 4
  %21 = and i32 %20, 15
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20 x double], ptr %19, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %7, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  store double %24, ptr %26, align 8
  %27 = load ptr, ptr %6, align 8
  %28 = getelementptr inbounds %struct.Big, ptr %27, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %28, i64 400, i1 false)
  %29 = call contract noundef float @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %12) #5
  %30 = load i32, ptr %10, align 4
  %31 = and i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = call contract noundef float %34(float noundef 1.500000e+00) #5
  %36 = fadd contract float %29, %35
  %37 = load ptr, ptr %8, align 8
  %38 = getelementptr inbounds float, ptr %37, i64 0
  store float %36, ptr %38, align 4
  %39 = load ptr, ptr %9, align 8
  %40 = getelementptr inbounds i32, ptr %39, i64 1
  %41 = load i32, ptr %10, align 4
  %42 = call noundef i32 @_ZL6helperPKii(ptr noundef %40, i32 noundef %41) #5
  %43 = load ptr, ptr %9, align 8
  %44 = getelementptr inbounds i32, ptr %43, i64 0
  store i32 %42, ptr %44, align 4
  %45 = load i32, ptr %10, align 4
  %46 = icmp eq i32 %45, 42
  br i1 %46, label %47, label %51

47:                                               ; preds = %5
  %48 = load i32, ptr %10, align 4
  %49 = getelementptr inbounds %printf_args, ptr %13, i32 0, i32 0
  store i32 %48, ptr %49, align 4
  %50 = call i32 @vprintf(ptr @.str, ptr %13)
  br label %51

51:                                               ; preds = %47, %5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6helperPKii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4fillIfEvPT_S0_(ptr noundef %0, float noundef %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %6, i64 %8
  store float %5, ptr %9, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4fillIlEvPT_S0_(ptr noundef %0, i64 noundef %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i64, ptr %6, i64 %8
  store i64 %5, ptr %9, align 8
  ret void
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}

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
; @_ZZ6reducePKfPfiE3buf = internal addrspace(3) global [256 x float] undef, align 4
; @.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
; @llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"
;
; define dso_local noundef float @_Z7sum_big3Big(ptr noundef align 4 byval(%struct.Big) %0) #0 {
;   %2 = alloca float, align 4
;   %3 = alloca i32, align 4
;   store float 0.000000e+00, ptr %2, align 4
;   store i32 0, ptr %3, align 4
;   br label %4
;
; 4:
;   %5 = load i32, ptr %3, align 4
;   %6 = icmp slt i32 %5, 100
;   br i1 %6, label %7, label %18
;
; 7:
;   %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
;   %9 = load i32, ptr %3, align 4
;   %10 = sext i32 %9 to i64
;   %11 = getelementptr inbounds [100 x float], ptr %8, i64 0, i64 %10
;   %12 = load float, ptr %11, align 4
;   %13 = load float, ptr %2, align 4
;   %14 = fadd contract float %13, %12
;   store float %14, ptr %2, align 4
;   br label %15
;
; 15:
;   %16 = load i32, ptr %3, align 4
;   %17 = add nsw i32 %16, 1
;   store i32 %17, ptr %3, align 4
;   br label %4
;
; 18:
;   %19 = load float, ptr %2, align 4
;   ret float %19
; }
;
; define dso_local %struct.Ret @_Z8make_retd(double noundef %0) #0 {
;   %2 = alloca %struct.Ret, align 8
;   %3 = alloca double, align 8
;   %4 = alloca i32, align 4
;   store double %0, ptr %3, align 8
;   store i32 0, ptr %4, align 4
;   br label %5
;
; 5:
;   %6 = load i32, ptr %4, align 4
;   %7 = icmp slt i32 %6, 20
;   br i1 %7, label %8, label %20
;
; 8:
;   %9 = load double, ptr %3, align 8
;   %10 = load i32, ptr %4, align 4
;   %11 = sitofp i32 %10 to double
;   %12 = fmul contract double %9, %11
;   %13 = getelementptr inbounds %struct.Ret, ptr %2, i32 0, i32 0
;   %14 = load i32, ptr %4, align 4
;   %15 = sext i32 %14 to i64
;   %16 = getelementptr inbounds [20 x double], ptr %13, i64 0, i64 %15
;   store double %12, ptr %16, align 8
;   br label %17
;
; 17:
;   %18 = load i32, ptr %4, align 4
;   %19 = add nsw i32 %18, 1
;   store i32 %19, ptr %4, align 4
;   br label %5
;
; 20:
;   %21 = load %struct.Ret, ptr %2, align 8
;   ret %struct.Ret %21
; }
;
; define dso_local noundef float @_Z5twicef(float noundef %0) #0 {
;   %2 = alloca float, align 4
;   store float %0, ptr %2, align 4
;   %3 = load float, ptr %2, align 4
;   %4 = fmul contract float 2.000000e+00, %3
;   ret float %4
; }
;
; define dso_local noundef float @_Z6thricef(float noundef %0) #0 {
;   %2 = alloca float, align 4
;   store float %0, ptr %2, align 4
;   %3 = load float, ptr %2, align 4
;   %4 = fmul contract float 3.000000e+00, %3
;   ret float %4
; }
;
; define dso_local void @_Z6reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
;   %4 = alloca ptr, align 8
;   %5 = alloca ptr, align 8
;   %6 = alloca i32, align 4
;   %7 = alloca i32, align 4
;   %8 = alloca i32, align 4
;   %9 = alloca i32, align 4
;   %10 = alloca float, align 4
;   %11 = alloca float, align 4
;   store ptr %0, ptr %4, align 8
;   store ptr %1, ptr %5, align 8
;   store i32 %2, ptr %6, align 4
;   %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   store i32 %12, ptr %7, align 4
;   %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %15 = mul nsw i32 %13, %14
;   %16 = load i32, ptr %7, align 4
;   %17 = add i32 %15, %16
;   store i32 %17, ptr %8, align 4
;   %18 = load i32, ptr %8, align 4
;   %19 = load i32, ptr %6, align 4
;   %20 = icmp ult i32 %18, %19
;   br i1 %20, label %21, label %27
;
; 21:
;   %22 = load ptr, ptr %4, align 8
;   %23 = load i32, ptr %8, align 4
;   %24 = zext i32 %23 to i64
;   %25 = getelementptr inbounds float, ptr %22, i64 %24
;   %26 = load float, ptr %25, align 4
;   br label %28
;
; 27:
;   br label %28
;
; 28:
;   %29 = phi contract float [ %26, %21 ], [ 0.000000e+00, %27 ]
;   %30 = load i32, ptr %7, align 4
;   %31 = zext i32 %30 to i64
;   %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %31
;   store float %29, ptr %32, align 4
;   call void @llvm.nvvm.barrier0()
;   %33 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %34 = sdiv i32 %33, 2
;   store i32 %34, ptr %9, align 4
;   br label %35
;
; 35:
;   %36 = load i32, ptr %9, align 4
;   %37 = icmp ugt i32 %36, 0
;   br i1 %37, label %38, label %58
;
; 38:
;   %39 = load i32, ptr %7, align 4
;   %40 = load i32, ptr %9, align 4
;   %41 = icmp ult i32 %39, %40
;   br i1 %41, label %42, label %54
;
; 42:
;   %43 = load i32, ptr %7, align 4
;   %44 = load i32, ptr %9, align 4
;   %45 = add i32 %43, %44
;   %46 = zext i32 %45 to i64
;   %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %46
;   %48 = load float, ptr %47, align 4
;   %49 = load i32, ptr %7, align 4
;   %50 = zext i32 %49 to i64
;   %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %50
;   %52 = load float, ptr %51, align 4
;   %53 = fadd contract float %52, %48
;   store float %53, ptr %51, align 4
;   br label %54
;
; 54:
;   call void @llvm.nvvm.barrier0()
;   br label %55
;
; 55:
;   %56 = load i32, ptr %9, align 4
;   %57 = lshr i32 %56, 1
;   store i32 %57, ptr %9, align 4
;   br label %35
;
; 58:
;   %59 = load i32, ptr %7, align 4
;   %60 = icmp eq i32 %59, 0
;   br i1 %60, label %61, label %67
;
; 61:
;   %62 = load ptr, ptr %5, align 8
;   %63 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4
;   store float %63, ptr %10, align 4
;   %64 = load float, ptr %10, align 4
;   %65 = atomicrmw fadd ptr %62, float %64 monotonic, align 4
;   store float %65, ptr %11, align 4
;   %66 = load float, ptr %11, align 4
;   br label %67
;
; 67:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
;
; declare void @llvm.nvvm.barrier0() #3
;
; define dso_local void @_Z4miscP3BigPdPfPii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 {
;   %6 = alloca ptr, align 8
;   %7 = alloca ptr, align 8
;   %8 = alloca ptr, align 8
;   %9 = alloca ptr, align 8
;   %10 = alloca i32, align 4
;   %11 = alloca %struct.Ret, align 8
;   %12 = alloca %struct.Big, align 4
;   %13 = alloca %printf_args, align 8
;   store ptr %0, ptr %6, align 8
;   store ptr %1, ptr %7, align 8
;   store ptr %2, ptr %8, align 8
;   store ptr %3, ptr %9, align 8
;   store i32 %4, ptr %10, align 4
;   %14 = load i32, ptr %10, align 4
;   %15 = sitofp i32 %14 to double
;   %16 = call %struct.Ret @_Z8make_retd(double noundef %15) #5
;   %17 = getelementptr inbounds %struct.Ret, ptr %11, i32 0, i32 0
;   %18 = extractvalue %struct.Ret %16, 0
;   store [20 x double] %18, ptr %17, align 8
;   %19 = getelementptr inbounds %struct.Ret, ptr %11, i32 0, i32 0
;   %20 = load i32, ptr %10, align 4
;   %21 = and i32 %20, 15
;   %22 = sext i32 %21 to i64
;   %23 = getelementptr inbounds [20 x double], ptr %19, i64 0, i64 %22
;   %24 = load double, ptr %23, align 8
;   %25 = load ptr, ptr %7, align 8
;   %26 = getelementptr inbounds double, ptr %25, i64 0
;   store double %24, ptr %26, align 8
;   %27 = load ptr, ptr %6, align 8
;   %28 = getelementptr inbounds %struct.Big, ptr %27, i64 0
;   call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %28, i64 400, i1 false)
;   %29 = call contract noundef float @_Z7sum_big3Big(ptr noundef align 4 byval(%struct.Big) %12) #5
;   %30 = load i32, ptr %10, align 4
;   %31 = and i32 %30, 1
;   %32 = sext i32 %31 to i64
;   %33 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %32
;   %34 = load ptr, ptr %33, align 8
;   %35 = call contract noundef float %34(float noundef 1.500000e+00) #5
;   %36 = fadd contract float %29, %35
;   %37 = load ptr, ptr %8, align 8
;   %38 = getelementptr inbounds float, ptr %37, i64 0
;   store float %36, ptr %38, align 4
;   %39 = load ptr, ptr %9, align 8
;   %40 = getelementptr inbounds i32, ptr %39, i64 1
;   %41 = load i32, ptr %10, align 4
;   %42 = call noundef i32 @_ZL6helperPKii(ptr noundef %40, i32 noundef %41) #5
;   %43 = load ptr, ptr %9, align 8
;   %44 = getelementptr inbounds i32, ptr %43, i64 0
;   store i32 %42, ptr %44, align 4
;   %45 = load i32, ptr %10, align 4
;   %46 = icmp eq i32 %45, 42
;   br i1 %46, label %47, label %51
;
; 47:
;   %48 = load i32, ptr %10, align 4
;   %49 = getelementptr inbounds %printf_args, ptr %13, i32 0, i32 0
;   store i32 %48, ptr %49, align 4
;   %50 = call i32 @vprintf(ptr @.str, ptr %13)
;   br label %51
;
; 51:
;   ret void
; }
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4
;
; define internal noundef i32 @_ZL6helperPKii(ptr noundef %0, i32 noundef %1) #0 {
;   %3 = alloca ptr, align 8
;   %4 = alloca i32, align 4
;   %5 = alloca i32, align 4
;   %6 = alloca i32, align 4
;   store ptr %0, ptr %3, align 8
;   store i32 %1, ptr %4, align 4
;   store i32 0, ptr %5, align 4
;   store i32 0, ptr %6, align 4
;   br label %7
;
; 7:
;   %8 = load i32, ptr %6, align 4
;   %9 = load i32, ptr %4, align 4
;   %10 = icmp slt i32 %8, %9
;   br i1 %10, label %11, label %22
;
; 11:
;   %12 = load ptr, ptr %3, align 8
;   %13 = load i32, ptr %6, align 4
;   %14 = sext i32 %13 to i64
;   %15 = getelementptr inbounds i32, ptr %12, i64 %14
;   %16 = load i32, ptr %15, align 4
;   %17 = load i32, ptr %5, align 4
;   %18 = add nsw i32 %17, %16
;   store i32 %18, ptr %5, align 4
;   br label %19
;
; 19:
;   %20 = load i32, ptr %6, align 4
;   %21 = add nsw i32 %20, 1
;   store i32 %21, ptr %6, align 4
;   br label %7
;
; 22:
;   %23 = load i32, ptr %5, align 4
;   ret i32 %23
; }
;
; declare i32 @vprintf(ptr, ptr)
;
; define dso_local void @_Z4fillIfEvPT_S0_(ptr noundef %0, float noundef %1) #1 comdat {
;   %3 = alloca ptr, align 8
;   %4 = alloca float, align 4
;   store ptr %0, ptr %3, align 8
;   store float %1, ptr %4, align 4
;   %5 = load float, ptr %4, align 4
;   %6 = load ptr, ptr %3, align 8
;   %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %8 = sext i32 %7 to i64
;   %9 = getelementptr inbounds float, ptr %6, i64 %8
;   store float %5, ptr %9, align 4
;   ret void
; }
;
; define dso_local void @_Z4fillIlEvPT_S0_(ptr noundef %0, i64 noundef %1) #1 comdat {
;   %3 = alloca ptr, align 8
;   %4 = alloca i64, align 8
;   store ptr %0, ptr %3, align 8
;   store i64 %1, ptr %4, align 8
;   %5 = load i64, ptr %4, align 8
;   %6 = load ptr, ptr %3, align 8
;   %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %8 = sext i32 %7 to i64
;   %9 = getelementptr inbounds i64, ptr %6, i64 %8
;   store i64 %5, ptr %9, align 8
;   ret void
; }
;
; attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
; attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
; attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #3 = { convergent nocallback nounwind }
; attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #5 = { convergent nounwind }
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
