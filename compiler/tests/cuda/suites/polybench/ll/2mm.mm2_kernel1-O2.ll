; ModuleID = '2mm.mm2_kernel1.cu'
source_filename = "2mm.mm2_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mm2_kernel1iiiiffPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp ult i32 %19, 20
  %21 = icmp slt i32 %14, 20
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %58

23:                                               ; preds = %9
  %24 = mul nuw nsw i32 %19, 20
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %6, i64 %26
  store float 0.000000e+00, ptr %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %28, %23
  %29 = phi i32 [ 0, %23 ], [ %56, %28 ]
  %30 = phi float [ 0.000000e+00, %23 ], [ %55, %28 ]
  %31 = add nuw nsw i32 %29, %24
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %7, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = fmul contract float %34, %4
  %36 = mul nuw nsw i32 %29, 20
  %37 = add nsw i32 %36, %14
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %8, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %35, %40
  %42 = fadd contract float %30, %41
  store float %42, ptr %27, align 4, !tbaa !5
  %43 = or disjoint i32 %29, 1
  %44 = add nuw nsw i32 %43, %24
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %7, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul contract float %47, %4
  %49 = mul nuw nsw i32 %43, 20
  %50 = add nsw i32 %49, %14
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %8, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fmul contract float %48, %53
  %55 = fadd contract float %42, %54
  store float %55, ptr %27, align 4, !tbaa !5
  %56 = add nuw nsw i32 %29, 2
  %57 = icmp eq i32 %56, 20
  br i1 %57, label %58, label %28, !llvm.loop !9

58:                                               ; preds = %28, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11mm2_kernel1iiiiffPfS_S_, !"kernel", i32 1}
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
