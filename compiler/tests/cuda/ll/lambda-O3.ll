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
  br i1 %13, label %194, label %14

14:                                               ; preds = %6
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %101

16:                                               ; preds = %14
  %17 = and i32 %4, 7
  %18 = icmp ult i32 %4, 8
  br i1 %18, label %83, label %19

19:                                               ; preds = %16
  %20 = and i32 %4, 2147483640
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %80, %21 ]
  %23 = phi i32 [ %11, %19 ], [ %77, %21 ]
  %24 = phi i32 [ 0, %19 ], [ %81, %21 ]
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
  %53 = sext i32 %49 to i64
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %23, 5
  %57 = sub i32 %56, %11
  %58 = mul nsw i32 %57, %55
  %59 = add nsw i32 %58, %52
  %60 = sext i32 %56 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add nsw i32 %23, 6
  %64 = sub i32 %63, %11
  %65 = mul nsw i32 %64, %62
  %66 = add nsw i32 %65, %59
  %67 = sext i32 %63 to i64
  %68 = getelementptr inbounds i32, ptr %0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add nsw i32 %23, 7
  %71 = sub i32 %70, %11
  %72 = mul nsw i32 %71, %69
  %73 = add nsw i32 %72, %66
  %74 = sext i32 %70 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = add nsw i32 %23, 8
  %78 = sub i32 %77, %11
  %79 = mul nsw i32 %78, %76
  %80 = add nsw i32 %79, %73
  %81 = add i32 %24, 8
  %82 = icmp eq i32 %81, %20
  br i1 %82, label %83, label %21, !llvm.loop !9

83:                                               ; preds = %21, %16
  %84 = phi i32 [ poison, %16 ], [ %80, %21 ]
  %85 = phi i32 [ 0, %16 ], [ %80, %21 ]
  %86 = phi i32 [ %11, %16 ], [ %77, %21 ]
  %87 = icmp eq i32 %17, 0
  br i1 %87, label %101, label %88

88:                                               ; preds = %83, %88
  %89 = phi i32 [ %98, %88 ], [ %85, %83 ]
  %90 = phi i32 [ %95, %88 ], [ %86, %83 ]
  %91 = phi i32 [ %99, %88 ], [ 0, %83 ]
  %92 = sext i32 %90 to i64
  %93 = getelementptr inbounds i32, ptr %0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = add nsw i32 %90, 1
  %96 = sub i32 %95, %11
  %97 = mul nsw i32 %96, %94
  %98 = add nsw i32 %97, %89
  %99 = add i32 %91, 1
  %100 = icmp eq i32 %99, %17
  br i1 %100, label %101, label %88, !llvm.loop !11

101:                                              ; preds = %83, %88, %14
  %102 = phi i32 [ 0, %14 ], [ %84, %83 ], [ %98, %88 ]
  %103 = sext i32 %11 to i64
  %104 = getelementptr inbounds i32, ptr %1, i64 %103
  store i32 %102, ptr %104, align 4, !tbaa !5
  %105 = getelementptr inbounds i32, ptr %0, i64 %103
  br i1 %15, label %106, label %191

106:                                              ; preds = %101
  %107 = and i32 %4, 7
  %108 = icmp ult i32 %4, 8
  br i1 %108, label %173, label %109

109:                                              ; preds = %106
  %110 = and i32 %4, 2147483640
  br label %111

111:                                              ; preds = %111, %109
  %112 = phi i32 [ 0, %109 ], [ %170, %111 ]
  %113 = phi i32 [ 0, %109 ], [ %169, %111 ]
  %114 = phi i32 [ 0, %109 ], [ %171, %111 ]
  %115 = zext nneg i32 %112 to i64
  %116 = getelementptr inbounds i32, ptr %105, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = icmp sgt i32 %117, %5
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %113, %119
  %121 = or disjoint i32 %112, 1
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %105, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = icmp sgt i32 %124, %5
  %126 = zext i1 %125 to i32
  %127 = add nuw nsw i32 %120, %126
  %128 = or disjoint i32 %112, 2
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %105, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = icmp sgt i32 %131, %5
  %133 = zext i1 %132 to i32
  %134 = add nuw nsw i32 %127, %133
  %135 = or disjoint i32 %112, 3
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %105, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = icmp sgt i32 %138, %5
  %140 = zext i1 %139 to i32
  %141 = add nuw nsw i32 %134, %140
  %142 = or disjoint i32 %112, 4
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %105, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = icmp sgt i32 %145, %5
  %147 = zext i1 %146 to i32
  %148 = add nuw nsw i32 %141, %147
  %149 = or disjoint i32 %112, 5
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %105, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = icmp sgt i32 %152, %5
  %154 = zext i1 %153 to i32
  %155 = add nuw nsw i32 %148, %154
  %156 = or disjoint i32 %112, 6
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %105, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = icmp sgt i32 %159, %5
  %161 = zext i1 %160 to i32
  %162 = add nuw nsw i32 %155, %161
  %163 = or disjoint i32 %112, 7
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds i32, ptr %105, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = icmp sgt i32 %166, %5
  %168 = zext i1 %167 to i32
  %169 = add nuw nsw i32 %162, %168
  %170 = add nuw nsw i32 %112, 8
  %171 = add i32 %114, 8
  %172 = icmp eq i32 %171, %110
  br i1 %172, label %173, label %111, !llvm.loop !13

173:                                              ; preds = %111, %106
  %174 = phi i32 [ poison, %106 ], [ %169, %111 ]
  %175 = phi i32 [ 0, %106 ], [ %170, %111 ]
  %176 = phi i32 [ 0, %106 ], [ %169, %111 ]
  %177 = icmp eq i32 %107, 0
  br i1 %177, label %191, label %178

178:                                              ; preds = %173, %178
  %179 = phi i32 [ %188, %178 ], [ %175, %173 ]
  %180 = phi i32 [ %187, %178 ], [ %176, %173 ]
  %181 = phi i32 [ %189, %178 ], [ 0, %173 ]
  %182 = zext nneg i32 %179 to i64
  %183 = getelementptr inbounds i32, ptr %105, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = icmp sgt i32 %184, %5
  %186 = zext i1 %185 to i32
  %187 = add nuw nsw i32 %180, %186
  %188 = add nuw nsw i32 %179, 1
  %189 = add i32 %181, 1
  %190 = icmp eq i32 %189, %107
  br i1 %190, label %191, label %178, !llvm.loop !14

191:                                              ; preds = %173, %178, %101
  %192 = phi i32 [ 0, %101 ], [ %174, %173 ], [ %187, %178 ]
  %193 = getelementptr inbounds i32, ptr %2, i64 %103
  store i32 %192, ptr %193, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %6, %191
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
