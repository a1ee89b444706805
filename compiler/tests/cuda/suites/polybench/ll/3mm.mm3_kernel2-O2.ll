; ModuleID = '3mm.mm3_kernel2.cu'
source_filename = "3mm.mm3_kernel2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mm3_kernel2iiiiiPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp ult i32 %18, 12
  %20 = icmp slt i32 %13, 12
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %55

22:                                               ; preds = %8
  %23 = mul nuw nsw i32 %18, 12
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %7, i64 %25
  store float 0.000000e+00, ptr %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %27, %22
  %28 = phi i32 [ 0, %22 ], [ %53, %27 ]
  %29 = phi float [ 0.000000e+00, %22 ], [ %52, %27 ]
  %30 = add nuw nsw i32 %28, %23
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %5, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = mul nuw nsw i32 %28, 12
  %35 = add nsw i32 %34, %13
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %6, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fmul contract float %33, %38
  %40 = fadd contract float %29, %39
  store float %40, ptr %26, align 4, !tbaa !5
  %41 = or disjoint i32 %28, 1
  %42 = add nuw nsw i32 %41, %23
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %5, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = mul nuw nsw i32 %41, 12
  %47 = add nsw i32 %46, %13
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %6, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = fmul contract float %45, %50
  %52 = fadd contract float %40, %51
  store float %52, ptr %26, align 4, !tbaa !5
  %53 = add nuw nsw i32 %28, 2
  %54 = icmp eq i32 %53, 12
  br i1 %54, label %55, label %27, !llvm.loop !9

55:                                               ; preds = %27, %8
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

!0 = !{ptr @_Z11mm3_kernel2iiiiiPfS_S_, !"kernel", i32 1}
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
