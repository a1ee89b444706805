; Made by Debian clang 19.1.7 from cuda/kernels.cu:
;   clang-19 -include cuda/cuda_min.h -S -emit-llvm --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O0 cuda/kernels.cu
; test: roundtrip
; test: verify
; test: interpret
; launch: @_Z4kernPfPKfi grid=2 block=128 (out=f32[200] zero, in=f32[200] iota, i32 200)
; expect: @gcount: i32[1] = {200}
; launch: @_Z2tkIiEvPT_ block=4 (p=i32[4] iota)
; expect: p: i32[4] = {1, 2, 3, 4}

; ModuleID = 'k.cu'
source_filename = "k.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [40 x float] }

$_Z2tkIiEvPT_ = comdat any

@gcount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@coeffs = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 4
@_ZZ4kernPfPKfiE4tile = internal addrspace(3) global [128 x float] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @gcount to ptr), ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6helperPKfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %5, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %9, %14
  ret float %15
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6sumbig3Big(ptr noundef byval(%struct.Big) align 4 %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float 0.000000e+00, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 40
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [40 x float], ptr %8, i64 0, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = load float, ptr %2, align 4
  %14 = fadd contract float %13, %12
  store float %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !7

18:                                               ; preds = %4
  %19 = load float, ptr %2, align 4
  ret float %19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4kernPfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  br label %25

24:                                               ; preds = %3
  br label %25

25:                                               ; preds = %24, %18
  %26 = phi contract float [ %23, %18 ], [ 0.000000e+00, %24 ]
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4kernPfPKfiE4tile to ptr), i64 0, i64 %28
  store float %26, ptr %29, align 4
  call void @llvm.nvvm.barrier0()
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %25
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = call contract noundef float @_Z6helperPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4kernPfPKfiE4tile to ptr), i32 noundef %34) #4
  store i32 1, ptr %8, align 4
  %36 = load i32, ptr %8, align 4
  %37 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @gcount to ptr), i32 %36 monotonic, align 4
  store i32 %37, ptr %9, align 4
  %38 = load i32, ptr %9, align 4
  %39 = sitofp i32 %38 to float
  %40 = fadd contract float %35, %39
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  store float %40, ptr %44, align 4
  br label %45

45:                                               ; preds = %33, %25
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z2tkIiEvPT_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4kernPfPKfi, !"kernel", i32 1}
!1 = !{ptr @_Z4kernPfPKfi, !"maxntidx", i32 128}
!2 = !{ptr @_Z2tkIiEvPT_, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}

; ==== expected output ====
; source_filename = "k.cu"
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; %struct.Big = type { [40 x float] }
;
; $_Z2tkIiEvPT_ = comdat any
;
; @gcount = dso_local addrspace(1) externally_initialized global i32 0, align 4
; @coeffs = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 4
; @_ZZ4kernPfPKfiE4tile = internal addrspace(3) global [128 x float] undef, align 4
; @llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @gcount to ptr), ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)], section "llvm.metadata"
;
; define dso_local noundef float @_Z6helperPKfi(ptr noundef %0, i32 noundef %1) #0 {
;   %3 = alloca ptr, align 8
;   %4 = alloca i32, align 4
;   store ptr %0, ptr %3, align 8
;   store i32 %1, ptr %4, align 4
;   %5 = load ptr, ptr %3, align 8
;   %6 = load i32, ptr %4, align 4
;   %7 = sext i32 %6 to i64
;   %8 = getelementptr inbounds float, ptr %5, i64 %7
;   %9 = load float, ptr %8, align 4
;   %10 = load i32, ptr %4, align 4
;   %11 = and i32 %10, 3
;   %12 = sext i32 %11 to i64
;   %13 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 0, i64 %12
;   %14 = load float, ptr %13, align 4
;   %15 = fmul contract float %9, %14
;   ret float %15
; }
;
; define dso_local noundef float @_Z6sumbig3Big(ptr noundef align 4 byval(%struct.Big) %0) #0 {
;   %2 = alloca float, align 4
;   %3 = alloca i32, align 4
;   store float 0.000000e+00, ptr %2, align 4
;   store i32 0, ptr %3, align 4
;   br label %4
;
; 4:
;   %5 = load i32, ptr %3, align 4
;   %6 = icmp slt i32 %5, 40
;   br i1 %6, label %7, label %18
;
; 7:
;   %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
;   %9 = load i32, ptr %3, align 4
;   %10 = sext i32 %9 to i64
;   %11 = getelementptr inbounds [40 x float], ptr %8, i64 0, i64 %10
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
; define dso_local void @_Z4kernPfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
;   %4 = alloca ptr, align 8
;   %5 = alloca ptr, align 8
;   %6 = alloca i32, align 4
;   %7 = alloca i32, align 4
;   %8 = alloca i32, align 4
;   %9 = alloca i32, align 4
;   store ptr %0, ptr %4, align 8
;   store ptr %1, ptr %5, align 8
;   store i32 %2, ptr %6, align 4
;   %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
;   %12 = mul nsw i32 %10, %11
;   %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %14 = add nsw i32 %12, %13
;   store i32 %14, ptr %7, align 4
;   %15 = load i32, ptr %7, align 4
;   %16 = load i32, ptr %6, align 4
;   %17 = icmp slt i32 %15, %16
;   br i1 %17, label %18, label %24
;
; 18:
;   %19 = load ptr, ptr %5, align 8
;   %20 = load i32, ptr %7, align 4
;   %21 = sext i32 %20 to i64
;   %22 = getelementptr inbounds float, ptr %19, i64 %21
;   %23 = load float, ptr %22, align 4
;   br label %25
;
; 24:
;   br label %25
;
; 25:
;   %26 = phi contract float [ %23, %18 ], [ 0.000000e+00, %24 ]
;   %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %28 = sext i32 %27 to i64
;   %29 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4kernPfPKfiE4tile to ptr), i64 0, i64 %28
;   store float %26, ptr %29, align 4
;   call void @llvm.nvvm.barrier0()
;   %30 = load i32, ptr %7, align 4
;   %31 = load i32, ptr %6, align 4
;   %32 = icmp slt i32 %30, %31
;   br i1 %32, label %33, label %45
;
; 33:
;   %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %35 = call contract noundef float @_Z6helperPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4kernPfPKfiE4tile to ptr), i32 noundef %34) #4
;   store i32 1, ptr %8, align 4
;   %36 = load i32, ptr %8, align 4
;   %37 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @gcount to ptr), i32 %36 monotonic, align 4
;   store i32 %37, ptr %9, align 4
;   %38 = load i32, ptr %9, align 4
;   %39 = sitofp i32 %38 to float
;   %40 = fadd contract float %35, %39
;   %41 = load ptr, ptr %4, align 8
;   %42 = load i32, ptr %7, align 4
;   %43 = sext i32 %42 to i64
;   %44 = getelementptr inbounds float, ptr %41, i64 %43
;   store float %40, ptr %44, align 4
;   br label %45
;
; 45:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
;
; declare void @llvm.nvvm.barrier0() #3
;
; define dso_local void @_Z2tkIiEvPT_(ptr noundef %0) #1 comdat {
;   %2 = alloca ptr, align 8
;   store ptr %0, ptr %2, align 8
;   %3 = load ptr, ptr %2, align 8
;   %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %5 = sext i32 %4 to i64
;   %6 = getelementptr inbounds i32, ptr %3, i64 %5
;   %7 = load i32, ptr %6, align 4
;   %8 = add nsw i32 %7, 1
;   store i32 %8, ptr %6, align 4
;   ret void
; }
;
; attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" }
; attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+sm_90" "uniform-work-group-size"="true" }
; attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #3 = { convergent nocallback nounwind }
; attributes #4 = { convergent nounwind }
;
; !nvvm.annotations = !{!0, !1, !2}
; !llvm.module.flags = !{!3, !4, !5}
; !llvm.ident = !{!6}
;
; !0 = !{ptr @_Z4kernPfPKfi, !"kernel", i32 1}
; !1 = !{ptr @_Z4kernPfPKfi, !"maxntidx", i32 128}
; !2 = !{ptr @_Z2tkIiEvPT_, !"kernel", i32 1}
; !3 = !{i32 1, !"wchar_size", i32 4}
; !4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; !5 = !{i32 7, !"frame-pointer", i32 2}
; !6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
; launch at line 6:
;   @gcount: i32[1] = {200}
;   in: f32[200] = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0, 108.0, 109.0, 110.0, 111.0, 112.0, 113.0, 114.0, 115.0, 116.0, 117.0, 118.0, 119.0, 120.0, 121.0, 122.0, 123.0, 124.0, 125.0, 126.0, 127.0, 128.0, 129.0, 130.0, 131.0, 132.0, 133.0, 134.0, 135.0, 136.0, 137.0, 138.0, 139.0, 140.0, 141.0, 142.0, 143.0, 144.0, 145.0, 146.0, 147.0, 148.0, 149.0, 150.0, 151.0, 152.0, 153.0, 154.0, 155.0, 156.0, 157.0, 158.0, 159.0, 160.0, 161.0, 162.0, 163.0, 164.0, 165.0, 166.0, 167.0, 168.0, 169.0, 170.0, 171.0, 172.0, 173.0, 174.0, 175.0, 176.0, 177.0, 178.0, 179.0, 180.0, 181.0, 182.0, 183.0, 184.0, 185.0, 186.0, 187.0, 188.0, 189.0, 190.0, 191.0, 192.0, 193.0, 194.0, 195.0, 196.0, 197.0, 198.0, 199.0}
;   out: f32[200] = {0.0, 3.0, 8.0, 15.0, 8.0, 15.0, 24.0, 35.0, 16.0, 27.0, 40.0, 55.0, 24.0, 39.0, 56.0, 75.0, 32.0, 51.0, 72.0, 95.0, 40.0, 63.0, 88.0, 115.0, 48.0, 75.0, 104.0, 135.0, 56.0, 87.0, 120.0, 155.0, 64.0, 99.0, 136.0, 175.0, 72.0, 111.0, 152.0, 195.0, 80.0, 123.0, 168.0, 215.0, 88.0, 135.0, 184.0, 235.0, 96.0, 147.0, 200.0, 255.0, 104.0, 159.0, 216.0, 275.0, 112.0, 171.0, 232.0, 295.0, 120.0, 183.0, 248.0, 315.0, 128.0, 195.0, 264.0, 335.0, 136.0, 207.0, 280.0, 355.0, 144.0, 219.0, 296.0, 375.0, 152.0, 231.0, 312.0, 395.0, 160.0, 243.0, 328.0, 415.0, 168.0, 255.0, 344.0, 435.0, 176.0, 267.0, 360.0, 455.0, 184.0, 279.0, 376.0, 475.0, 192.0, 291.0, 392.0, 495.0, 200.0, 303.0, 408.0, 515.0, 208.0, 315.0, 424.0, 535.0, 216.0, 327.0, 440.0, 555.0, 224.0, 339.0, 456.0, 575.0, 232.0, 351.0, 472.0, 595.0, 240.0, 363.0, 488.0, 615.0, 248.0, 375.0, 504.0, 635.0, 256.0, 387.0, 520.0, 655.0, 264.0, 399.0, 536.0, 675.0, 272.0, 411.0, 552.0, 695.0, 280.0, 423.0, 568.0, 715.0, 288.0, 435.0, 584.0, 735.0, 296.0, 447.0, 600.0, 755.0, 304.0, 459.0, 616.0, 775.0, 312.0, 471.0, 632.0, 795.0, 320.0, 483.0, 648.0, 815.0, 328.0, 495.0, 664.0, 835.0, 336.0, 507.0, 680.0, 855.0, 344.0, 519.0, 696.0, 875.0, 352.0, 531.0, 712.0, 895.0, 360.0, 543.0, 728.0, 915.0, 368.0, 555.0, 744.0, 935.0, 376.0, 567.0, 760.0, 955.0, 384.0, 579.0, 776.0, 975.0, 392.0, 591.0, 792.0, 995.0}
; launch at line 8:
;   @gcount: i32[1] = {0}
;   p: i32[4] = {1, 2, 3, 4}
