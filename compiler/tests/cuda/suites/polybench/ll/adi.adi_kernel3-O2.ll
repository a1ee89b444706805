; ModuleID = 'adi.adi_kernel3.cu'
source_filename = "adi.adi_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel3iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %33

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  br label %13

13:                                               ; preds = %11, %13
  %14 = phi i32 [ 0, %11 ], [ %31, %13 ]
  %15 = sub i32 %12, %14
  %16 = add i32 %15, 10
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %3, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = add i32 %15, 9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %3, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds float, ptr %1, i64 %21
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %23, %25
  %27 = fsub contract float %19, %26
  %28 = getelementptr inbounds float, ptr %2, i64 %21
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fdiv contract float %27, %29
  store float %30, ptr %18, align 4, !tbaa !5
  %31 = add nuw nsw i32 %14, 1
  %32 = icmp eq i32 %31, 10
  br i1 %32, label %33, label %13, !llvm.loop !9

33:                                               ; preds = %13, %4
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

!0 = !{ptr @_Z11adi_kernel3iPfS_S_, !"kernel", i32 1}
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
