; ModuleID = 'covariance.covar_kernel.cu'
source_filename = "covariance.covar_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12covar_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %53

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  br label %13

13:                                               ; preds = %11, %46
  %14 = phi i32 [ %9, %11 ], [ %51, %46 ]
  %15 = add nsw i32 %14, %12
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float 0.000000e+00, ptr %17, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %18, %13
  %19 = phi i32 [ 0, %13 ], [ %44, %18 ]
  %20 = phi float [ 0.000000e+00, %13 ], [ %43, %18 ]
  %21 = mul nuw nsw i32 %19, 24
  %22 = add nsw i32 %21, %9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = add nsw i32 %21, %14
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fmul contract float %25, %29
  %31 = fadd contract float %20, %30
  store float %31, ptr %17, align 4, !tbaa !5
  %32 = mul nuw i32 %19, 24
  %33 = add nuw i32 %32, 24
  %34 = add nsw i32 %33, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = add nsw i32 %33, %14
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %3, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul contract float %37, %41
  %43 = fadd contract float %31, %42
  store float %43, ptr %17, align 4, !tbaa !5
  %44 = add nuw nsw i32 %19, 2
  %45 = icmp eq i32 %44, 20
  br i1 %45, label %46, label %18, !llvm.loop !9

46:                                               ; preds = %18
  %47 = mul nsw i32 %14, 24
  %48 = add nsw i32 %47, %9
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %2, i64 %49
  store float %43, ptr %50, align 4, !tbaa !5
  %51 = add i32 %14, 1
  %52 = icmp eq i32 %51, 24
  br i1 %52, label %53, label %13, !llvm.loop !11

53:                                               ; preds = %46, %4
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

!0 = !{ptr @_Z12covar_kerneliiPfS_, !"kernel", i32 1}
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
