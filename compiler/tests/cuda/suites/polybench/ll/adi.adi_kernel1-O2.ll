; ModuleID = 'adi.adi_kernel1.cu'
source_filename = "adi.adi_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel1iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %78

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = add i32 %12, -1
  %14 = sext i32 %12 to i64
  %15 = shl nsw i64 %14, 2
  %16 = getelementptr i8, ptr %3, i64 %15
  %17 = add nsw i64 %15, 48
  %18 = getelementptr i8, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %2, i64 %15
  %20 = getelementptr i8, ptr %2, i64 %17
  %21 = icmp ult ptr %16, %20
  %22 = icmp ult ptr %19, %18
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %50

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %48, %24 ], [ 1, %11 ]
  %26 = add nsw i32 %25, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = add i32 %13, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %1, i64 %27
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %33, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %31
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fdiv contract float %36, %38
  %40 = fsub contract float %29, %39
  store float %40, ptr %28, align 4, !tbaa !5
  %41 = getelementptr inbounds float, ptr %2, i64 %27
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = load float, ptr %34, align 4, !tbaa !5
  %44 = fmul contract float %43, %43
  %45 = load float, ptr %37, align 4, !tbaa !5
  %46 = fdiv contract float %44, %45
  %47 = fsub contract float %42, %46
  store float %47, ptr %41, align 4, !tbaa !5
  %48 = add nuw nsw i32 %25, 1
  %49 = icmp eq i32 %48, 12
  br i1 %49, label %78, label %24, !llvm.loop !9

50:                                               ; preds = %11
  %51 = sext i32 %12 to i64
  %52 = shl nsw i64 %51, 2
  %53 = getelementptr i8, ptr %3, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = getelementptr i8, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4
  br label %57

57:                                               ; preds = %50, %57
  %58 = phi float [ %56, %50 ], [ %75, %57 ]
  %59 = phi float [ %54, %50 ], [ %69, %57 ]
  %60 = phi i32 [ 1, %50 ], [ %76, %57 ]
  %61 = add nsw i32 %60, %12
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %3, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds float, ptr %1, i64 %62
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %59, %66
  %68 = fdiv contract float %67, %58
  %69 = fsub contract float %64, %68
  store float %69, ptr %63, align 4, !tbaa !5
  %70 = getelementptr inbounds float, ptr %2, i64 %62
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = load float, ptr %65, align 4, !tbaa !5
  %73 = fmul contract float %72, %72
  %74 = fdiv contract float %73, %58
  %75 = fsub contract float %71, %74
  store float %75, ptr %70, align 4, !tbaa !5
  %76 = add nuw nsw i32 %60, 1
  %77 = icmp eq i32 %76, 12
  br i1 %77, label %78, label %57, !llvm.loop !9

78:                                               ; preds = %57, %24, %4
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

!0 = !{ptr @_Z11adi_kernel1iPfS_S_, !"kernel", i32 1}
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
