; ModuleID = 'syr2k.syr2k_kernel.cu'
source_filename = "syr2k.syr2k_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12syr2k_kerneliiffPfS_S_(i32 noundef %0, i32 noundef %1, float noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp ult i32 %17, 20
  %19 = icmp slt i32 %12, 20
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %72

21:                                               ; preds = %7
  %22 = mul nuw nsw i32 %17, 20
  %23 = add nsw i32 %22, %12
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %6, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fmul contract float %26, %3
  store float %27, ptr %25, align 4, !tbaa !5
  %28 = shl nuw nsw i32 %17, 4
  %29 = shl nsw i32 %12, 4
  br label %30

30:                                               ; preds = %30, %21
  %31 = phi i32 [ 0, %21 ], [ %70, %30 ]
  %32 = phi float [ %27, %21 ], [ %69, %30 ]
  %33 = add nuw nsw i32 %31, %28
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %4, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %36, %2
  %38 = add nuw nsw i32 %31, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul contract float %37, %41
  %43 = getelementptr inbounds float, ptr %5, i64 %34
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %44, %2
  %46 = getelementptr inbounds float, ptr %4, i64 %39
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul contract float %45, %47
  %49 = fadd contract float %42, %48
  %50 = fadd contract float %32, %49
  store float %50, ptr %25, align 4, !tbaa !5
  %51 = or disjoint i32 %31, 1
  %52 = add nuw nsw i32 %51, %28
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %4, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %55, %2
  %57 = add nuw nsw i32 %51, %29
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %5, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fmul contract float %56, %60
  %62 = getelementptr inbounds float, ptr %5, i64 %53
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fmul contract float %63, %2
  %65 = getelementptr inbounds float, ptr %4, i64 %58
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %64, %66
  %68 = fadd contract float %61, %67
  %69 = fadd contract float %50, %68
  store float %69, ptr %25, align 4, !tbaa !5
  %70 = add nuw nsw i32 %31, 2
  %71 = icmp eq i32 %70, 16
  br i1 %71, label %72, label %30, !llvm.loop !9

72:                                               ; preds = %30, %7
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

!0 = !{ptr @_Z12syr2k_kerneliiffPfS_S_, !"kernel", i32 1}
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
