; ModuleID = 'neuralnet.kernelBackprop3a.cu'
source_filename = "neuralnet.kernelBackprop3a.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16kernelBackprop3aPfiiiS_i(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %7, %1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  store float 0.000000e+00, ptr %10, align 4, !tbaa !5
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %65

12:                                               ; preds = %6
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add i32 %7, %5
  %15 = and i32 %2, 1
  %16 = icmp eq i32 %2, 1
  br i1 %16, label %49, label %17

17:                                               ; preds = %12
  %18 = and i32 %2, 2147483646
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi float [ 0.000000e+00, %17 ], [ %45, %19 ]
  %21 = phi i32 [ 0, %17 ], [ %46, %19 ]
  %22 = phi i32 [ 0, %17 ], [ %47, %19 ]
  %23 = add nsw i32 %21, %3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = mul i32 %21, %13
  %28 = add i32 %14, %27
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %4, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fmul contract float %26, %31
  %33 = fadd contract float %20, %32
  store float %33, ptr %10, align 4, !tbaa !5
  %34 = or disjoint i32 %21, 1
  %35 = add nsw i32 %34, %3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = mul i32 %34, %13
  %40 = add i32 %14, %39
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %4, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fmul contract float %38, %43
  %45 = fadd contract float %33, %44
  store float %45, ptr %10, align 4, !tbaa !5
  %46 = add nuw nsw i32 %21, 2
  %47 = add i32 %22, 2
  %48 = icmp eq i32 %47, %18
  br i1 %48, label %49, label %19, !llvm.loop !9

49:                                               ; preds = %19, %12
  %50 = phi float [ 0.000000e+00, %12 ], [ %45, %19 ]
  %51 = phi i32 [ 0, %12 ], [ %46, %19 ]
  %52 = icmp eq i32 %15, 0
  br i1 %52, label %65, label %53

53:                                               ; preds = %49
  %54 = add nsw i32 %51, %3
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !5
  %58 = mul i32 %51, %13
  %59 = add i32 %14, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %4, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fmul contract float %57, %62
  %64 = fadd contract float %50, %63
  store float %64, ptr %10, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %53, %49, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16kernelBackprop3aPfiiiS_i, !"kernel", i32 1}
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
