; ModuleID = 'math_builtin.cu'
source_filename = "math_builtin.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @math_f32(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %64

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !5
  %14 = tail call noundef float @llvm.fabs.f32(float %13)
  %15 = fadd float %14, 1.000000e+00
  %16 = shl nsw i32 %8, 3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = tail call noundef float @llvm.nvvm.sqrt.rn.f(float %15)
  %20 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %15)
  %21 = fadd float %19, %20
  store float %21, ptr %18, align 4, !tbaa !5
  %22 = tail call noundef float @llvm.fma.f32(float %13, float 5.000000e-01, float -1.000000e+00)
  %23 = getelementptr inbounds i8, ptr %18, i64 4
  store float %22, ptr %23, align 4, !tbaa !5
  %24 = tail call noundef float @llvm.minnum.f32(float %13, float 3.000000e+00)
  %25 = tail call noundef float @llvm.maxnum.f32(float %13, float -3.000000e+00)
  %26 = fadd float %24, %25
  %27 = getelementptr inbounds i8, ptr %18, i64 8
  store float %26, ptr %27, align 4, !tbaa !5
  %28 = fmul float %13, 0x3FD3333340000000
  %29 = tail call noundef float @llvm.floor.f32(float %28)
  %30 = tail call noundef float @llvm.ceil.f32(float %28)
  %31 = fadd float %29, %30
  %32 = fneg float %13
  %33 = fmul float %13, 0xBFE6666660000000
  %34 = tail call noundef float @llvm.trunc.f32(float %33)
  %35 = fadd float %34, %31
  %36 = fmul float %13, 2.500000e-01
  %37 = tail call noundef float @llvm.round.f32(float %36)
  %38 = fadd float %37, %35
  %39 = getelementptr inbounds i8, ptr %18, i64 12
  store float %38, ptr %39, align 4, !tbaa !5
  %40 = tail call noundef float @llvm.copysign.f32(float %15, float %32)
  %41 = fmul float %13, 0x3FB99999A0000000
  %42 = tail call noundef float @llvm.nvvm.saturate.f(float %41)
  %43 = fadd float %42, %40
  %44 = getelementptr inbounds i8, ptr %18, i64 16
  store float %43, ptr %44, align 4, !tbaa !5
  %45 = tail call noundef float @llvm.nvvm.div.approx.f(float %13, float %15)
  %46 = tail call noundef float @llvm.nvvm.rcp.rn.f(float %15)
  %47 = fadd float %45, %46
  %48 = getelementptr inbounds i8, ptr %18, i64 20
  store float %47, ptr %48, align 4, !tbaa !5
  %49 = fmul float %13, 0x3F847AE140000000
  %50 = fmul float %49, 0x3FF7154760000000
  %51 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %50)
  %52 = tail call float @llvm.nvvm.lg2.approx.f(float %15)
  %53 = fmul float %52, 0x3FE62E4300000000
  %54 = fadd float %51, %53
  %55 = getelementptr inbounds i8, ptr %18, i64 24
  store float %54, ptr %55, align 4, !tbaa !5
  %56 = tail call noundef float @llvm.nvvm.sin.approx.f(float %41)
  %57 = tail call noundef float @llvm.nvvm.cos.approx.f(float %41)
  %58 = fadd float %56, %57
  %59 = fmul float %13, 1.500000e+00
  %60 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %59)
  %61 = sitofp i32 %60 to float
  %62 = fadd float %58, %61
  %63 = getelementptr inbounds i8, ptr %18, i64 28
  store float %62, ptr %63, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @math_f32, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
