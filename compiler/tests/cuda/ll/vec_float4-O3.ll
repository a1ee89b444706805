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
  br i1 %11, label %40, label %12

12:                                               ; preds = %3
  %13 = icmp slt i32 %9, %1
  br i1 %13, label %14, label %94

14:                                               ; preds = %12
  %15 = sub i32 %1, %9
  %16 = and i32 %15, 7
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %14, %18
  %19 = phi i32 [ %25, %18 ], [ %9, %14 ]
  %20 = phi i32 [ %26, %18 ], [ 0, %14 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fmul float %23, %2
  store float %24, ptr %22, align 4, !tbaa !9
  %25 = add nsw i32 %19, 1
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %16
  br i1 %27, label %28, label %18, !llvm.loop !11

28:                                               ; preds = %18, %14
  %29 = phi i32 [ %9, %14 ], [ %25, %18 ]
  %30 = sub i32 %9, %1
  %31 = icmp ugt i32 %30, -8
  br i1 %31, label %94, label %32

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 12
  %36 = getelementptr i8, ptr %0, i64 16
  %37 = getelementptr i8, ptr %0, i64 20
  %38 = getelementptr i8, ptr %0, i64 24
  %39 = getelementptr i8, ptr %0, i64 28
  br label %58

40:                                               ; preds = %3
  %41 = sext i32 %8 to i64
  %42 = getelementptr inbounds <4 x float>, ptr %0, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 12
  %44 = load float, ptr %43, align 4
  %45 = fmul float %44, %2
  %46 = getelementptr inbounds i8, ptr %42, i64 8
  %47 = load float, ptr %46, align 8
  %48 = fmul float %47, %2
  %49 = getelementptr inbounds i8, ptr %42, i64 4
  %50 = load float, ptr %49, align 4
  %51 = fmul float %50, %2
  %52 = load float, ptr %42, align 16
  %53 = fmul float %52, %2
  %54 = insertelement <4 x float> poison, float %45, i64 0
  %55 = insertelement <4 x float> %54, float %48, i64 1
  %56 = insertelement <4 x float> %55, float %51, i64 2
  %57 = insertelement <4 x float> %56, float %53, i64 3
  store <4 x float> %57, ptr %42, align 16, !tbaa !6
  br label %94

58:                                               ; preds = %58, %32
  %59 = phi i32 [ %29, %32 ], [ %92, %58 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fmul float %62, %2
  store float %63, ptr %61, align 4, !tbaa !9
  %64 = sext i32 %59 to i64
  %65 = getelementptr float, ptr %33, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = fmul float %66, %2
  store float %67, ptr %65, align 4, !tbaa !9
  %68 = sext i32 %59 to i64
  %69 = getelementptr float, ptr %34, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !9
  %71 = fmul float %70, %2
  store float %71, ptr %69, align 4, !tbaa !9
  %72 = sext i32 %59 to i64
  %73 = getelementptr float, ptr %35, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !9
  %75 = fmul float %74, %2
  store float %75, ptr %73, align 4, !tbaa !9
  %76 = sext i32 %59 to i64
  %77 = getelementptr float, ptr %36, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !9
  %79 = fmul float %78, %2
  store float %79, ptr %77, align 4, !tbaa !9
  %80 = sext i32 %59 to i64
  %81 = getelementptr float, ptr %37, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !9
  %83 = fmul float %82, %2
  store float %83, ptr %81, align 4, !tbaa !9
  %84 = sext i32 %59 to i64
  %85 = getelementptr float, ptr %38, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = fmul float %86, %2
  store float %87, ptr %85, align 4, !tbaa !9
  %88 = sext i32 %59 to i64
  %89 = getelementptr float, ptr %39, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !9
  %91 = fmul float %90, %2
  store float %91, ptr %89, align 4, !tbaa !9
  %92 = add nsw i32 %59, 8
  %93 = icmp eq i32 %92, %1
  br i1 %93, label %94, label %58, !llvm.loop !13

94:                                               ; preds = %28, %58, %12, %40
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
