; ModuleID = 'grid_stride.cu'
source_filename = "grid_stride.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i64 noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = mul nuw nsw i64 %6, %8
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %11, %8
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %2
  br i1 %16, label %18, label %17

17:                                               ; preds = %18, %4
  ret void

18:                                               ; preds = %4, %18
  %19 = phi i64 [ %26, %18 ], [ %15, %4 ]
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !6
  %22 = fmul float %21, %3
  %23 = getelementptr inbounds float, ptr %1, i64 %19
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = fadd float %22, %24
  store float %25, ptr %23, align 4, !tbaa !6
  %26 = add nuw nsw i64 %19, %9
  %27 = icmp slt i64 %26, %2
  br i1 %27, label %18, label %17, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride_count(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
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
  br label %18

14:                                               ; preds = %18, %4
  %15 = phi i32 [ 0, %4 ], [ %27, %18 ]
  %16 = zext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !12
  ret void

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %9, %11 ], [ %28, %18 ]
  %20 = phi i32 [ 0, %11 ], [ %27, %18 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !12
  %24 = and i32 %23, 7
  %25 = icmp eq i32 %24, %3
  %26 = zext i1 %25 to i32
  %27 = add nuw nsw i32 %20, %26
  %28 = add i32 %19, %13
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %18, label %14, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @grid_stride, !"kernel", i32 1}
!1 = !{ptr @grid_stride_count, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
