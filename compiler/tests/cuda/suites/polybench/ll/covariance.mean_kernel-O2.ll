; ModuleID = 'covariance.mean_kernel.cu'
source_filename = "covariance.mean_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11mean_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %48

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  store float 0.000000e+00, ptr %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i32 [ 0, %11 ], [ %44, %14 ]
  %16 = phi float [ 0.000000e+00, %11 ], [ %43, %14 ]
  %17 = mul nuw nsw i32 %15, 24
  %18 = add nsw i32 %17, %9
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %3, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = fadd contract float %21, %16
  store float %22, ptr %13, align 4, !tbaa !5
  %23 = mul nuw i32 %15, 24
  %24 = or disjoint i32 %23, 24
  %25 = add nsw i32 %24, %9
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %3, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fadd contract float %28, %22
  store float %29, ptr %13, align 4, !tbaa !5
  %30 = mul nuw i32 %15, 24
  %31 = add nuw i32 %30, 48
  %32 = add nsw i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd contract float %35, %29
  store float %36, ptr %13, align 4, !tbaa !5
  %37 = mul nuw i32 %15, 24
  %38 = add nuw i32 %37, 72
  %39 = add nsw i32 %38, %9
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fadd contract float %42, %36
  store float %43, ptr %13, align 4, !tbaa !5
  %44 = add nuw nsw i32 %15, 4
  %45 = icmp eq i32 %44, 20
  br i1 %45, label %46, label %14, !llvm.loop !9

46:                                               ; preds = %14
  %47 = fdiv contract float %43, 0x414885C200000000
  store float %47, ptr %13, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %4
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

!0 = !{ptr @_Z11mean_kerneliiPfS_, !"kernel", i32 1}
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
