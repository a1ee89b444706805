; ModuleID = 'bicg.bicg_kernel1.cu'
source_filename = "bicg.bicg_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12bicg_kernel1iiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 40
  br i1 %11, label %12, label %74

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %4, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ 0, %12 ], [ %72, %15 ]
  %17 = phi float [ 0.000000e+00, %12 ], [ %71, %15 ]
  %18 = zext nneg i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = mul nuw nsw i32 %16, 40
  %22 = add nsw i32 %21, %10
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %20, %25
  %27 = fadd contract float %17, %26
  store float %27, ptr %14, align 4, !tbaa !5
  %28 = add nuw nsw i32 %16, 1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %3, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = mul nuw nsw i32 %28, 40
  %33 = add nsw i32 %32, %10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %2, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %31, %36
  %38 = fadd contract float %27, %37
  store float %38, ptr %14, align 4, !tbaa !5
  %39 = add nuw nsw i32 %16, 2
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = mul nuw nsw i32 %39, 40
  %44 = add nsw i32 %43, %10
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul contract float %42, %47
  %49 = fadd contract float %38, %48
  store float %49, ptr %14, align 4, !tbaa !5
  %50 = add nuw nsw i32 %16, 3
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %3, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = mul nuw nsw i32 %50, 40
  %55 = add nsw i32 %54, %10
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %2, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %53, %58
  %60 = fadd contract float %49, %59
  store float %60, ptr %14, align 4, !tbaa !5
  %61 = add nuw nsw i32 %16, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %3, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = mul nuw nsw i32 %61, 40
  %66 = add nsw i32 %65, %10
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %64, %69
  %71 = fadd contract float %60, %70
  store float %71, ptr %14, align 4, !tbaa !5
  %72 = add nuw nsw i32 %16, 5
  %73 = icmp eq i32 %72, 40
  br i1 %73, label %74, label %15, !llvm.loop !9

74:                                               ; preds = %15, %5
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

!0 = !{ptr @_Z12bicg_kernel1iiPfS_S_, !"kernel", i32 1}
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
