; ModuleID = 'vec_float4.cu'
source_filename = "vec_float4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vadd4(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, float noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %32

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x float>, ptr %1, i64 %14
  %16 = load <4 x float>, ptr %15, align 16, !tbaa !6
  %17 = getelementptr inbounds <4 x float>, ptr %2, i64 %14
  %18 = load <4 x float>, ptr %17, align 16, !tbaa !6
  %19 = insertelement <4 x float> poison, float %4, i64 0
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer
  %21 = fmul <4 x float> %20, %16
  %22 = fadd <4 x float> %21, %18
  %23 = getelementptr inbounds <4 x float>, ptr %0, i64 %14
  store <4 x float> %22, ptr %23, align 16, !tbaa !6
  %24 = extractelement <4 x float> %22, i64 0
  %25 = extractelement <4 x float> %22, i64 1
  %26 = fadd float %24, %25
  %27 = extractelement <4 x float> %22, i64 2
  %28 = fadd float %27, %26
  %29 = extractelement <4 x float> %22, i64 3
  %30 = fadd float %29, %28
  %31 = getelementptr inbounds float, ptr %3, i64 %14
  store float %30, ptr %31, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @scale_cast4(ptr nocapture noundef %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = shl nsw i32 %8, 2
  %10 = or disjoint i32 %9, 3
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %35, label %12

12:                                               ; preds = %3
  %13 = icmp slt i32 %9, %1
  br i1 %13, label %14, label %73

14:                                               ; preds = %12
  %15 = and i32 %1, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %24, %17 ], [ %9, %14 ]
  %19 = phi i32 [ %25, %17 ], [ 0, %14 ]
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = fmul float %22, %2
  store float %23, ptr %21, align 4, !tbaa !9
  %24 = add nsw i32 %18, 1
  %25 = add i32 %19, 1
  %26 = icmp eq i32 %25, %15
  br i1 %26, label %27, label %17, !llvm.loop !11

27:                                               ; preds = %17, %14
  %28 = phi i32 [ %9, %14 ], [ %24, %17 ]
  %29 = sub i32 %9, %1
  %30 = icmp ugt i32 %29, -4
  br i1 %30, label %73, label %31

31:                                               ; preds = %27
  %32 = getelementptr i8, ptr %0, i64 4
  %33 = getelementptr i8, ptr %0, i64 8
  %34 = getelementptr i8, ptr %0, i64 12
  br label %53

35:                                               ; preds = %3
  %36 = sext i32 %8 to i64
  %37 = getelementptr inbounds <4 x float>, ptr %0, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 12
  %39 = load float, ptr %38, align 4
  %40 = fmul float %39, %2
  %41 = getelementptr inbounds i8, ptr %37, i64 8
  %42 = load float, ptr %41, align 8
  %43 = fmul float %42, %2
  %44 = getelementptr inbounds i8, ptr %37, i64 4
  %45 = load float, ptr %44, align 4
  %46 = fmul float %45, %2
  %47 = load float, ptr %37, align 16
  %48 = fmul float %47, %2
  %49 = insertelement <4 x float> poison, float %40, i64 0
  %50 = insertelement <4 x float> %49, float %43, i64 1
  %51 = insertelement <4 x float> %50, float %46, i64 2
  %52 = insertelement <4 x float> %51, float %48, i64 3
  store <4 x float> %52, ptr %37, align 16, !tbaa !6
  br label %73

53:                                               ; preds = %53, %31
  %54 = phi i32 [ %28, %31 ], [ %71, %53 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !9
  %58 = fmul float %57, %2
  store float %58, ptr %56, align 4, !tbaa !9
  %59 = sext i32 %54 to i64
  %60 = getelementptr float, ptr %32, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !9
  %62 = fmul float %61, %2
  store float %62, ptr %60, align 4, !tbaa !9
  %63 = sext i32 %54 to i64
  %64 = getelementptr float, ptr %33, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !9
  %66 = fmul float %65, %2
  store float %66, ptr %64, align 4, !tbaa !9
  %67 = sext i32 %54 to i64
  %68 = getelementptr float, ptr %34, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !9
  %70 = fmul float %69, %2
  store float %70, ptr %68, align 4, !tbaa !9
  %71 = add nsw i32 %54, 4
  %72 = icmp eq i32 %71, %1
  br i1 %72, label %73, label %53, !llvm.loop !13

73:                                               ; preds = %27, %53, %12, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @vadd4, !"kernel", i32 1}
!1 = !{ptr @scale_cast4, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
