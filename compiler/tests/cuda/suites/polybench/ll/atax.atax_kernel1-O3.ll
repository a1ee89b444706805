; ModuleID = 'atax.atax_kernel1.cu'
source_filename = "atax.atax_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12atax_kernel1iiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 40
  br i1 %11, label %12, label %70

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %4, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !5
  %15 = mul nsw i32 %10, 40
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ 0, %12 ], [ %68, %16 ]
  %18 = phi float [ 0.000000e+00, %12 ], [ %67, %16 ]
  %19 = add nsw i32 %17, %15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = zext nneg i32 %17 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %22, %25
  %27 = fadd contract float %18, %26
  store float %27, ptr %14, align 4, !tbaa !5
  %28 = add nuw nsw i32 %17, 1
  %29 = add nsw i32 %28, %15
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = zext nneg i32 %28 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %27, %36
  store float %37, ptr %14, align 4, !tbaa !5
  %38 = add nuw nsw i32 %17, 2
  %39 = add nsw i32 %38, %15
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = zext nneg i32 %38 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %42, %45
  %47 = fadd contract float %37, %46
  store float %47, ptr %14, align 4, !tbaa !5
  %48 = add nuw nsw i32 %17, 3
  %49 = add nsw i32 %48, %15
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %2, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = zext nneg i32 %48 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %52, %55
  %57 = fadd contract float %47, %56
  store float %57, ptr %14, align 4, !tbaa !5
  %58 = add nuw nsw i32 %17, 4
  %59 = add nsw i32 %58, %15
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = zext nneg i32 %58 to i64
  %64 = getelementptr inbounds float, ptr %3, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %62, %65
  %67 = fadd contract float %57, %66
  store float %67, ptr %14, align 4, !tbaa !5
  %68 = add nuw nsw i32 %17, 5
  %69 = icmp eq i32 %68, 40
  br i1 %69, label %70, label %16, !llvm.loop !9

70:                                               ; preds = %16, %5
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

!0 = !{ptr @_Z12atax_kernel1iiPfS_S_, !"kernel", i32 1}
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
