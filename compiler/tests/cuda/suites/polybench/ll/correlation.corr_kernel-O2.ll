; ModuleID = 'correlation.corr_kernel.cu'
source_filename = "correlation.corr_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11corr_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 23
  br i1 %10, label %11, label %56

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  %13 = mul i32 %9, 25
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float 1.000000e+00, ptr %15, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %11, %50
  %17 = phi i32 [ %9, %11 ], [ %18, %50 ]
  %18 = add nsw i32 %17, 1
  %19 = add nsw i32 %18, %12
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %22, %16
  %23 = phi i32 [ 0, %16 ], [ %48, %22 ]
  %24 = phi float [ 0.000000e+00, %16 ], [ %47, %22 ]
  %25 = mul nuw nsw i32 %23, 24
  %26 = add nsw i32 %25, %9
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = add nsw i32 %25, %18
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fmul contract float %29, %33
  %35 = fadd contract float %24, %34
  store float %35, ptr %21, align 4, !tbaa !5
  %36 = mul nuw i32 %23, 24
  %37 = add nuw i32 %36, 24
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %3, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %37, %18
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %35, %46
  store float %47, ptr %21, align 4, !tbaa !5
  %48 = add nuw nsw i32 %23, 2
  %49 = icmp eq i32 %48, 20
  br i1 %49, label %50, label %22, !llvm.loop !9

50:                                               ; preds = %22
  %51 = mul nsw i32 %18, 24
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  store float %47, ptr %54, align 4, !tbaa !5
  %55 = icmp eq i32 %18, 23
  br i1 %55, label %56, label %16, !llvm.loop !11

56:                                               ; preds = %50, %4
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

!0 = !{ptr @_Z11corr_kerneliiPfS_, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
