; ModuleID = 'functor.cu'
source_filename = "functor.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Affine = type { float, float, i32 }
%struct.Square = type { i8 }

$_Z9transformI6AffineEvPKfPfiT_ = comdat any

$_Z9transformI6SquareEvPKfPfiT_ = comdat any

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9transformI6AffineEvPKfPfiT_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, ptr nocapture noundef readonly byval(%struct.Affine) align 4 %3) local_unnamed_addr #0 comdat {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = load float, ptr %3, align 4, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %3, i64 4
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i32, ptr %15, align 4, !tbaa !13
  %17 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %6
  br label %20

19:                                               ; preds = %20, %4
  ret void

20:                                               ; preds = %11, %20
  %21 = phi i32 [ %9, %11 ], [ %31, %20 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !14
  %25 = fmul float %24, %12
  %26 = fadd float %25, %14
  %27 = ashr i32 %21, %16
  %28 = sitofp i32 %27 to float
  %29 = fadd float %26, %28
  %30 = getelementptr inbounds float, ptr %1, i64 %22
  store float %29, ptr %30, align 4, !tbaa !14
  %31 = add i32 %21, %18
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %20, label %19, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9transformI6SquareEvPKfPfiT_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, ptr nocapture noundef readnone byval(%struct.Square) align 1 %3) local_unnamed_addr #0 comdat {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %12, %6
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %22, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %17
  store float %20, ptr %21, align 4, !tbaa !14
  %22 = add i32 %16, %13
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %15, label %14, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z9transformI6AffineEvPKfPfiT_, !"kernel", i32 1}
!1 = !{ptr @_Z9transformI6SquareEvPKfPfiT_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Affine", !8, i64 0, !8, i64 4, !11, i64 8}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !8, i64 4}
!13 = !{!7, !11, i64 8}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
