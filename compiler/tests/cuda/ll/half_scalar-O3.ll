; ModuleID = 'half_scalar.cu'
source_filename = "half_scalar.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @half_axpy(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, float noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %39

13:                                               ; preds = %6
  %14 = fptrunc float %4 to half
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds half, ptr %1, i64 %15
  %17 = load half, ptr %16, align 2, !tbaa !5
  %18 = getelementptr inbounds half, ptr %0, i64 %15
  %19 = load half, ptr %18, align 2, !tbaa !5
  %20 = tail call noundef half @llvm.fma.f16(half %14, half %17, half %19)
  %21 = and i32 %11, 7
  %22 = uitofp nneg i32 %21 to half
  %23 = fadd half %20, %22
  store half %23, ptr %18, align 2, !tbaa !5
  %24 = fpext half %23 to float
  %25 = tail call noundef half @llvm.maxnum.f16(half %17, half %19)
  %26 = fpext half %25 to float
  %27 = fadd float %26, %24
  %28 = getelementptr inbounds float, ptr %2, i64 %15
  store float %27, ptr %28, align 4, !tbaa !9
  %29 = fmul half %17, %23
  %30 = fptosi half %29 to i32
  %31 = fcmp olt half %17, %23
  %32 = select i1 %31, i32 1000, i32 0
  %33 = bitcast half %17 to i16
  %34 = lshr i16 %33, 10
  %35 = zext nneg i16 %34 to i32
  %36 = add nsw i32 %30, %35
  %37 = add i32 %36, %32
  %38 = getelementptr inbounds i32, ptr %3, i64 %15
  store i32 %37, ptr %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @half_axpy, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_Float16", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
