; ModuleID = 'syrk.syrk_kernel.cu'
source_filename = "syrk.syrk_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11syrk_kerneliiffPfS_(i32 noundef %0, i32 noundef %1, float noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp ult i32 %16, 20
  %18 = icmp slt i32 %11, 20
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %57

20:                                               ; preds = %6
  %21 = mul nuw nsw i32 %16, 20
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %5, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %25, %3
  store float %26, ptr %24, align 4, !tbaa !5
  %27 = shl nuw nsw i32 %16, 4
  %28 = shl nsw i32 %11, 4
  br label %29

29:                                               ; preds = %29, %20
  %30 = phi i32 [ 0, %20 ], [ %55, %29 ]
  %31 = phi float [ %26, %20 ], [ %54, %29 ]
  %32 = add nuw nsw i32 %30, %27
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %4, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %35, %2
  %37 = add nuw nsw i32 %30, %28
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %4, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %36, %40
  %42 = fadd contract float %31, %41
  store float %42, ptr %24, align 4, !tbaa !5
  %43 = or disjoint i32 %30, 1
  %44 = add nuw nsw i32 %43, %27
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %4, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul contract float %47, %2
  %49 = add nuw nsw i32 %43, %28
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %4, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %48, %52
  %54 = fadd contract float %42, %53
  store float %54, ptr %24, align 4, !tbaa !5
  %55 = add nuw nsw i32 %30, 2
  %56 = icmp eq i32 %55, 16
  br i1 %56, label %57, label %29, !llvm.loop !9

57:                                               ; preds = %29, %6
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

!0 = !{ptr @_Z11syrk_kerneliiffPfS_, !"kernel", i32 1}
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
