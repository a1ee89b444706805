; ModuleID = 'gemver.gemver_kernel2.cu'
source_filename = "gemver.gemver_kernel2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel2iffPfS_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %74

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %4, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i32 [ 0, %14 ], [ %68, %18 ]
  %20 = phi float [ %17, %14 ], [ %67, %18 ]
  %21 = mul nuw nsw i32 %19, 24
  %22 = add nsw i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %25, %2
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds float, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %20, %30
  store float %31, ptr %16, align 4, !tbaa !5
  %32 = or disjoint i32 %19, 1
  %33 = mul nuw nsw i32 %32, 24
  %34 = add nsw i32 %33, %12
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %37, %2
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul contract float %38, %41
  %43 = fadd contract float %31, %42
  store float %43, ptr %16, align 4, !tbaa !5
  %44 = or disjoint i32 %19, 2
  %45 = mul nuw nsw i32 %44, 24
  %46 = add nsw i32 %45, %12
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %3, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fmul contract float %49, %2
  %51 = zext nneg i32 %44 to i64
  %52 = getelementptr inbounds float, ptr %5, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fmul contract float %50, %53
  %55 = fadd contract float %43, %54
  store float %55, ptr %16, align 4, !tbaa !5
  %56 = or disjoint i32 %19, 3
  %57 = mul nuw nsw i32 %56, 24
  %58 = add nsw i32 %57, %12
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %3, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = fmul contract float %61, %2
  %63 = zext nneg i32 %56 to i64
  %64 = getelementptr inbounds float, ptr %5, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %62, %65
  %67 = fadd contract float %55, %66
  store float %67, ptr %16, align 4, !tbaa !5
  %68 = add nuw nsw i32 %19, 4
  %69 = icmp eq i32 %68, 24
  br i1 %69, label %70, label %18, !llvm.loop !9

70:                                               ; preds = %18
  %71 = getelementptr inbounds float, ptr %6, i64 %15
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = fadd contract float %72, %67
  store float %73, ptr %16, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %70, %7
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

!0 = !{ptr @_Z14gemver_kernel2iffPfS_S_S_, !"kernel", i32 1}
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
