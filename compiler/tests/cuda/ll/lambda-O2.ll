; ModuleID = 'lambda.cu'
source_filename = "lambda.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7lambdasPKiPiS1_iii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = add nsw i32 %11, %4
  %13 = icmp sgt i32 %12, %3
  br i1 %13, label %138, label %14

14:                                               ; preds = %6
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %73

16:                                               ; preds = %14
  %17 = and i32 %4, 3
  %18 = icmp ult i32 %4, 4
  br i1 %18, label %55, label %19

19:                                               ; preds = %16
  %20 = and i32 %4, 2147483644
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %52, %21 ]
  %23 = phi i32 [ %11, %19 ], [ %49, %21 ]
  %24 = phi i32 [ 0, %19 ], [ %53, %21 ]
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = add nsw i32 %23, 1
  %29 = sub i32 %28, %11
  %30 = mul nsw i32 %29, %27
  %31 = add nsw i32 %30, %22
  %32 = sext i32 %28 to i64
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %23, 2
  %36 = sub i32 %35, %11
  %37 = mul nsw i32 %36, %34
  %38 = add nsw i32 %37, %31
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds i32, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %23, 3
  %43 = sub i32 %42, %11
  %44 = mul nsw i32 %43, %41
  %45 = add nsw i32 %44, %38
  %46 = sext i32 %42 to i64
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add nsw i32 %23, 4
  %50 = sub i32 %49, %11
  %51 = mul nsw i32 %50, %48
  %52 = add nsw i32 %51, %45
  %53 = add i32 %24, 4
  %54 = icmp eq i32 %53, %20
  br i1 %54, label %55, label %21, !llvm.loop !9

55:                                               ; preds = %21, %16
  %56 = phi i32 [ poison, %16 ], [ %52, %21 ]
  %57 = phi i32 [ 0, %16 ], [ %52, %21 ]
  %58 = phi i32 [ %11, %16 ], [ %49, %21 ]
  %59 = icmp eq i32 %17, 0
  br i1 %59, label %73, label %60

60:                                               ; preds = %55, %60
  %61 = phi i32 [ %70, %60 ], [ %57, %55 ]
  %62 = phi i32 [ %67, %60 ], [ %58, %55 ]
  %63 = phi i32 [ %71, %60 ], [ 0, %55 ]
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds i32, ptr %0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %62, 1
  %68 = sub i32 %67, %11
  %69 = mul nsw i32 %68, %66
  %70 = add nsw i32 %69, %61
  %71 = add i32 %63, 1
  %72 = icmp eq i32 %71, %17
  br i1 %72, label %73, label %60, !llvm.loop !11

73:                                               ; preds = %55, %60, %14
  %74 = phi i32 [ 0, %14 ], [ %56, %55 ], [ %70, %60 ]
  %75 = sext i32 %11 to i64
  %76 = getelementptr inbounds i32, ptr %1, i64 %75
  store i32 %74, ptr %76, align 4, !tbaa !5
  %77 = getelementptr inbounds i32, ptr %0, i64 %75
  br i1 %15, label %78, label %135

78:                                               ; preds = %73
  %79 = and i32 %4, 3
  %80 = icmp ult i32 %4, 4
  br i1 %80, label %117, label %81

81:                                               ; preds = %78
  %82 = and i32 %4, 2147483644
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i32 [ 0, %81 ], [ %114, %83 ]
  %85 = phi i32 [ 0, %81 ], [ %113, %83 ]
  %86 = phi i32 [ 0, %81 ], [ %115, %83 ]
  %87 = zext nneg i32 %84 to i64
  %88 = getelementptr inbounds i32, ptr %77, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp sgt i32 %89, %5
  %91 = zext i1 %90 to i32
  %92 = add nuw nsw i32 %85, %91
  %93 = or disjoint i32 %84, 1
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %77, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = icmp sgt i32 %96, %5
  %98 = zext i1 %97 to i32
  %99 = add nuw nsw i32 %92, %98
  %100 = or disjoint i32 %84, 2
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %77, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = icmp sgt i32 %103, %5
  %105 = zext i1 %104 to i32
  %106 = add nuw nsw i32 %99, %105
  %107 = or disjoint i32 %84, 3
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %77, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = icmp sgt i32 %110, %5
  %112 = zext i1 %111 to i32
  %113 = add nuw nsw i32 %106, %112
  %114 = add nuw nsw i32 %84, 4
  %115 = add i32 %86, 4
  %116 = icmp eq i32 %115, %82
  br i1 %116, label %117, label %83, !llvm.loop !13

117:                                              ; preds = %83, %78
  %118 = phi i32 [ poison, %78 ], [ %113, %83 ]
  %119 = phi i32 [ 0, %78 ], [ %114, %83 ]
  %120 = phi i32 [ 0, %78 ], [ %113, %83 ]
  %121 = icmp eq i32 %79, 0
  br i1 %121, label %135, label %122

122:                                              ; preds = %117, %122
  %123 = phi i32 [ %132, %122 ], [ %119, %117 ]
  %124 = phi i32 [ %131, %122 ], [ %120, %117 ]
  %125 = phi i32 [ %133, %122 ], [ 0, %117 ]
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds i32, ptr %77, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = icmp sgt i32 %128, %5
  %130 = zext i1 %129 to i32
  %131 = add nuw nsw i32 %124, %130
  %132 = add nuw nsw i32 %123, 1
  %133 = add i32 %125, 1
  %134 = icmp eq i32 %133, %79
  br i1 %134, label %135, label %122, !llvm.loop !14

135:                                              ; preds = %117, %122, %73
  %136 = phi i32 [ 0, %73 ], [ %118, %117 ], [ %131, %122 ]
  %137 = getelementptr inbounds i32, ptr %2, i64 %75
  store i32 %136, ptr %137, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %6, %135
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

!0 = !{ptr @_Z7lambdasPKiPiS1_iii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
