; ModuleID = 'ldg.cu'
source_filename = "ldg.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gather_ldg(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %4, ptr %16, align 8
  store ptr %5, ptr %17, align 8
  store i32 %6, ptr %18, align 4
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %19, align 4
  %26 = load i32, ptr %19, align 4
  %27 = load i32, ptr %18, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %7
  %30 = load ptr, ptr %13, align 8
  %31 = load i32, ptr %19, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  store ptr %33, ptr %11, align 8
  %34 = load ptr, ptr %11, align 8
  %35 = call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %34, i32 4)
  store i32 %35, ptr %20, align 4
  %36 = load ptr, ptr %12, align 8
  %37 = load i32, ptr %20, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %36, i64 %38
  store ptr %39, ptr %10, align 8
  %40 = load ptr, ptr %10, align 8
  %41 = call noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %40, i32 4)
  %42 = fmul float %41, 2.000000e+00
  %43 = load ptr, ptr %16, align 8
  %44 = load i32, ptr %19, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %43, i64 %45
  store float %42, ptr %46, align 4
  %47 = load ptr, ptr %14, align 8
  %48 = load i32, ptr %20, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store ptr %50, ptr %9, align 8
  %51 = load ptr, ptr %9, align 8
  %52 = call noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %51, i32 8)
  %53 = load ptr, ptr %15, align 8
  %54 = load i32, ptr %19, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, ptr %53, i64 %55
  store ptr %56, ptr %8, align 8
  %57 = load ptr, ptr %8, align 8
  %58 = call noundef i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr %57, i32 8)
  %59 = sitofp i64 %58 to double
  %60 = fadd double %52, %59
  %61 = load ptr, ptr %17, align 8
  %62 = load i32, ptr %19, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  store double %60, ptr %64, align 8
  br label %65

65:                                               ; preds = %29, %7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @ldg_vec(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x i32>, align 16
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %11, align 4
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %66

22:                                               ; preds = %4
  %23 = load ptr, ptr %7, align 8
  %24 = load i32, ptr %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds <4 x float>, ptr %23, i64 %25
  store ptr %26, ptr %6, align 8
  %27 = load ptr, ptr %6, align 8
  %28 = call noundef <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %27, i32 16)
  store <4 x float> %28, ptr %12, align 16
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <4 x i32>, ptr %29, i64 %31
  store ptr %32, ptr %5, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = call noundef <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0(ptr %33, i32 16)
  store <4 x i32> %34, ptr %13, align 16
  %35 = load <4 x float>, ptr %12, align 16
  %36 = extractelement <4 x float> %35, i64 0
  %37 = load <4 x i32>, ptr %13, align 16
  %38 = extractelement <4 x i32> %37, i64 0
  %39 = sitofp i32 %38 to float
  %40 = fmul float %36, %39
  %41 = load <4 x float>, ptr %12, align 16
  %42 = extractelement <4 x float> %41, i64 1
  %43 = load <4 x i32>, ptr %13, align 16
  %44 = extractelement <4 x i32> %43, i64 1
  %45 = sitofp i32 %44 to float
  %46 = fmul float %42, %45
  %47 = fadd float %40, %46
  %48 = load <4 x float>, ptr %12, align 16
  %49 = extractelement <4 x float> %48, i64 2
  %50 = load <4 x i32>, ptr %13, align 16
  %51 = extractelement <4 x i32> %50, i64 2
  %52 = sitofp i32 %51 to float
  %53 = fmul float %49, %52
  %54 = fadd float %47, %53
  %55 = load <4 x float>, ptr %12, align 16
  %56 = extractelement <4 x float> %55, i64 3
  %57 = load <4 x i32>, ptr %13, align 16
  %58 = extractelement <4 x i32> %57, i64 3
  %59 = sitofp i32 %58 to float
  %60 = fmul float %56, %59
  %61 = fadd float %54, %60
  %62 = load ptr, ptr %9, align 8
  %63 = load i32, ptr %11, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  store float %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %22, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare double @llvm.nvvm.ldg.global.f.f64.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0(ptr nocapture, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: read) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @gather_ldg, !"kernel", i32 1}
!1 = !{ptr @ldg_vec, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
