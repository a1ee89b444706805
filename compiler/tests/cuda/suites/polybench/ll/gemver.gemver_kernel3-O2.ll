; ModuleID = 'gemver.gemver_kernel3.cu'
source_filename = "gemver.gemver_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel3iffPfS_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, 24
  br i1 %12, label %13, label %44

13:                                               ; preds = %6
  %14 = mul nuw nsw i32 %11, 24
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds float, ptr %5, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %18, %13
  %19 = phi i32 [ 0, %13 ], [ %42, %18 ]
  %20 = phi float [ %17, %13 ], [ %41, %18 ]
  %21 = add nuw nsw i32 %19, %14
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %3, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fmul contract float %24, %1
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds float, ptr %4, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fmul contract float %25, %28
  %30 = fadd contract float %20, %29
  store float %30, ptr %16, align 4, !tbaa !5
  %31 = or disjoint i32 %19, 1
  %32 = add nuw nsw i32 %31, %14
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %35, %1
  %37 = zext nneg i32 %31 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = fmul contract float %36, %39
  %41 = fadd contract float %30, %40
  store float %41, ptr %16, align 4, !tbaa !5
  %42 = add nuw nsw i32 %19, 2
  %43 = icmp eq i32 %42, 24
  br i1 %43, label %44, label %18, !llvm.loop !9

44:                                               ; preds = %18, %6
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

!0 = !{ptr @_Z14gemver_kernel3iffPfS_S_, !"kernel", i32 1}
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
