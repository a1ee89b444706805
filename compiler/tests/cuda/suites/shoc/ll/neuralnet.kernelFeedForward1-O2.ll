; ModuleID = 'neuralnet.kernelFeedForward1.cu'
source_filename = "neuralnet.kernelFeedForward1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z18kernelFeedForward1PfiS_iS_(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  store float 0.000000e+00, ptr %8, align 4, !tbaa !5
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %57

10:                                               ; preds = %5
  %11 = mul i32 %6, %1
  %12 = add i32 %11, %3
  %13 = and i32 %1, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %43, label %15

15:                                               ; preds = %10
  %16 = and i32 %1, 2147483646
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi float [ 0.000000e+00, %15 ], [ %39, %17 ]
  %19 = phi i32 [ 0, %15 ], [ %40, %17 ]
  %20 = phi i32 [ 0, %15 ], [ %41, %17 ]
  %21 = add i32 %12, %19
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %24, %27
  %29 = fadd contract float %18, %28
  store float %29, ptr %8, align 4, !tbaa !5
  %30 = or disjoint i32 %19, 1
  %31 = add i32 %12, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = zext nneg i32 %30 to i64
  %36 = getelementptr inbounds float, ptr %4, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %34, %37
  %39 = fadd contract float %29, %38
  store float %39, ptr %8, align 4, !tbaa !5
  %40 = add nuw nsw i32 %19, 2
  %41 = add i32 %20, 2
  %42 = icmp eq i32 %41, %16
  br i1 %42, label %43, label %17, !llvm.loop !9

43:                                               ; preds = %17, %10
  %44 = phi float [ 0.000000e+00, %10 ], [ %39, %17 ]
  %45 = phi i32 [ 0, %10 ], [ %40, %17 ]
  %46 = icmp eq i32 %13, 0
  br i1 %46, label %57, label %47

47:                                               ; preds = %43
  %48 = add i32 %12, %45
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr inbounds float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = fmul contract float %51, %54
  %56 = fadd contract float %44, %55
  store float %56, ptr %8, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %47, %43, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18kernelFeedForward1PfiS_iS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
