; ModuleID = 'neuralnet.kernelFeedForward1b.cu'
source_filename = "neuralnet.kernelFeedForward1b.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19kernelFeedForward1bPfiS_iS_(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  store float 0.000000e+00, ptr %12, align 4, !tbaa !5
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %93

14:                                               ; preds = %5
  %15 = mul i32 %9, %1
  %16 = add i32 %15, %3
  %17 = mul i32 %6, %1
  %18 = and i32 %1, 3
  %19 = icmp ult i32 %1, 4
  br i1 %19, label %72, label %20

20:                                               ; preds = %14
  %21 = and i32 %1, 2147483644
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi float [ 0.000000e+00, %20 ], [ %68, %22 ]
  %24 = phi i32 [ 0, %20 ], [ %69, %22 ]
  %25 = phi i32 [ 0, %20 ], [ %70, %22 ]
  %26 = add i32 %16, %24
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = add i32 %24, %17
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fmul contract float %29, %33
  %35 = fadd contract float %23, %34
  store float %35, ptr %12, align 4, !tbaa !5
  %36 = or disjoint i32 %24, 1
  %37 = add i32 %16, %36
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = add i32 %36, %17
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %4, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %40, %44
  %46 = fadd contract float %35, %45
  store float %46, ptr %12, align 4, !tbaa !5
  %47 = or disjoint i32 %24, 2
  %48 = add i32 %16, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = add i32 %47, %17
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %4, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %46, %56
  store float %57, ptr %12, align 4, !tbaa !5
  %58 = or disjoint i32 %24, 3
  %59 = add i32 %16, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = add i32 %58, %17
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %4, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %62, %66
  %68 = fadd contract float %57, %67
  store float %68, ptr %12, align 4, !tbaa !5
  %69 = add nuw nsw i32 %24, 4
  %70 = add i32 %25, 4
  %71 = icmp eq i32 %70, %21
  br i1 %71, label %72, label %22, !llvm.loop !9

72:                                               ; preds = %22, %14
  %73 = phi float [ 0.000000e+00, %14 ], [ %68, %22 ]
  %74 = phi i32 [ 0, %14 ], [ %69, %22 ]
  %75 = icmp eq i32 %18, 0
  br i1 %75, label %93, label %76

76:                                               ; preds = %72, %76
  %77 = phi float [ %89, %76 ], [ %73, %72 ]
  %78 = phi i32 [ %90, %76 ], [ %74, %72 ]
  %79 = phi i32 [ %91, %76 ], [ 0, %72 ]
  %80 = add i32 %16, %78
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %2, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = add i32 %78, %17
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %4, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = fmul contract float %83, %87
  %89 = fadd contract float %77, %88
  store float %89, ptr %12, align 4, !tbaa !5
  %90 = add nuw nsw i32 %78, 1
  %91 = add i32 %79, 1
  %92 = icmp eq i32 %91, %18
  br i1 %92, label %93, label %76, !llvm.loop !11

93:                                               ; preds = %72, %76, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z19kernelFeedForward1bPfiS_iS_, !"kernel", i32 1}
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
