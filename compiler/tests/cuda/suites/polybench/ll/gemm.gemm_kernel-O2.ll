; ModuleID = 'gemm.gemm_kernel.cu'
source_filename = "gemm.gemm_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11gemm_kerneliiiffPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
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
  %19 = icmp ult i32 %18, 20
  %20 = icmp slt i32 %13, 20
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %60

22:                                               ; preds = %8
  %23 = mul nuw nsw i32 %18, 20
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %7, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %27, %4
  store float %28, ptr %26, align 4, !tbaa !5
  %29 = shl nuw nsw i32 %18, 4
  br label %30

30:                                               ; preds = %30, %22
  %31 = phi i32 [ 0, %22 ], [ %58, %30 ]
  %32 = phi float [ %28, %22 ], [ %57, %30 ]
  %33 = add nuw nsw i32 %31, %29
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %5, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %36, %3
  %38 = mul nuw nsw i32 %31, 20
  %39 = add nsw i32 %38, %13
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %6, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fmul contract float %37, %42
  %44 = fadd contract float %32, %43
  store float %44, ptr %26, align 4, !tbaa !5
  %45 = or disjoint i32 %31, 1
  %46 = add nuw nsw i32 %45, %29
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %5, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fmul contract float %49, %3
  %51 = mul nuw nsw i32 %45, 20
  %52 = add nsw i32 %51, %13
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %6, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %50, %55
  %57 = fadd contract float %44, %56
  store float %57, ptr %26, align 4, !tbaa !5
  %58 = add nuw nsw i32 %31, 2
  %59 = icmp eq i32 %58, 16
  br i1 %59, label %60, label %30, !llvm.loop !9

60:                                               ; preds = %30, %8
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

!0 = !{ptr @_Z11gemm_kerneliiiffPfS_S_, !"kernel", i32 1}
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
