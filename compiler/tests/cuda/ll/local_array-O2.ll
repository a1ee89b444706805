; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @median7(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = getelementptr inbounds i8, ptr %5, i64 4
  %14 = getelementptr inbounds i8, ptr %5, i64 12
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 4
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  %18 = getelementptr inbounds i8, ptr %5, i64 12
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = getelementptr inbounds i8, ptr %5, i64 4
  %21 = getelementptr inbounds i8, ptr %5, i64 20
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %5, i64 12
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  %25 = getelementptr inbounds i8, ptr %5, i64 4
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  %27 = getelementptr inbounds i8, ptr %5, i64 20
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  %29 = getelementptr inbounds i8, ptr %5, i64 12
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  %31 = getelementptr inbounds i8, ptr %5, i64 4
  br i1 %11, label %32, label %178

32:                                               ; preds = %4
  %33 = getelementptr inbounds i8, ptr %5, i64 4
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5) #4
  %34 = add nsw i32 %3, -1
  %35 = icmp slt i32 %10, 3
  %36 = add nsw i32 %10, -3
  %37 = icmp slt i32 %36, %3
  %38 = select i1 %37, i32 %36, i32 %34
  %39 = select i1 %35, i32 0, i32 %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  store i32 %42, ptr %5, align 4, !tbaa !5
  %43 = icmp slt i32 %10, 2
  %44 = add nsw i32 %10, -2
  %45 = icmp slt i32 %44, %3
  %46 = select i1 %45, i32 %44, i32 %34
  %47 = select i1 %43, i32 0, i32 %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = add nsw i32 %10, -1
  %53 = icmp sgt i32 %10, 0
  %54 = select i1 %53, i32 %52, i32 0
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %57, ptr %58, align 4, !tbaa !5
  %59 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %62, ptr %63, align 4, !tbaa !5
  %64 = icmp slt i32 %10, -1
  %65 = add nsw i32 %10, 1
  %66 = icmp slt i32 %65, %3
  %67 = select i1 %66, i32 %65, i32 %34
  %68 = select i1 %64, i32 0, i32 %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 %71, ptr %72, align 4, !tbaa !5
  %73 = icmp slt i32 %10, -2
  %74 = add nsw i32 %10, 2
  %75 = icmp slt i32 %74, %3
  %76 = select i1 %75, i32 %74, i32 %34
  %77 = select i1 %73, i32 0, i32 %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 %80, ptr %81, align 4, !tbaa !5
  %82 = icmp slt i32 %10, -3
  %83 = add nsw i32 %10, 3
  %84 = icmp slt i32 %83, %3
  %85 = select i1 %84, i32 %83, i32 %34
  %86 = select i1 %82, i32 0, i32 %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %89, ptr %90, align 4, !tbaa !5
  %91 = icmp sgt i32 %42, %50
  br i1 %91, label %92, label %93

92:                                               ; preds = %32
  store i32 %42, ptr %51, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %92, %32
  %94 = phi ptr [ %5, %92 ], [ %33, %32 ]
  store i32 %50, ptr %94, align 4, !tbaa !5
  %95 = load i32, ptr %51, align 4, !tbaa !5
  %96 = icmp sgt i32 %95, %57
  br i1 %96, label %97, label %101

97:                                               ; preds = %93
  store i32 %95, ptr %58, align 4, !tbaa !5
  %98 = load i32, ptr %5, align 4, !tbaa !5
  %99 = icmp sgt i32 %98, %57
  br i1 %99, label %100, label %101

100:                                              ; preds = %97
  store i32 %98, ptr %51, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %100, %97, %93
  %102 = phi ptr [ %12, %93 ], [ %13, %97 ], [ %5, %100 ]
  store i32 %57, ptr %102, align 4, !tbaa !5
  %103 = load i32, ptr %63, align 4, !tbaa !5
  %104 = load i32, ptr %58, align 4, !tbaa !5
  %105 = icmp sgt i32 %104, %103
  br i1 %105, label %106, label %113

106:                                              ; preds = %101
  store i32 %104, ptr %63, align 4, !tbaa !5
  %107 = load i32, ptr %51, align 4, !tbaa !5
  %108 = icmp sgt i32 %107, %103
  br i1 %108, label %109, label %113

109:                                              ; preds = %106
  store i32 %107, ptr %58, align 4, !tbaa !5
  %110 = load i32, ptr %5, align 4, !tbaa !5
  %111 = icmp sgt i32 %110, %103
  br i1 %111, label %112, label %113

112:                                              ; preds = %109
  store i32 %110, ptr %51, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %112, %109, %106, %101
  %114 = phi ptr [ %14, %101 ], [ %15, %106 ], [ %16, %109 ], [ %5, %112 ]
  store i32 %103, ptr %114, align 4, !tbaa !5
  %115 = load i32, ptr %63, align 4, !tbaa !5
  %116 = icmp sgt i32 %115, %71
  br i1 %116, label %117, label %127

117:                                              ; preds = %113
  store i32 %115, ptr %72, align 4, !tbaa !5
  %118 = load i32, ptr %58, align 4, !tbaa !5
  %119 = icmp sgt i32 %118, %71
  br i1 %119, label %120, label %127

120:                                              ; preds = %117
  store i32 %118, ptr %63, align 4, !tbaa !5
  %121 = load i32, ptr %51, align 4, !tbaa !5
  %122 = icmp sgt i32 %121, %71
  br i1 %122, label %123, label %127

123:                                              ; preds = %120
  store i32 %121, ptr %58, align 4, !tbaa !5
  %124 = load i32, ptr %5, align 4, !tbaa !5
  %125 = icmp sgt i32 %124, %71
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  store i32 %124, ptr %51, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %126, %123, %120, %117, %113
  %128 = phi ptr [ %17, %113 ], [ %18, %117 ], [ %19, %120 ], [ %20, %123 ], [ %5, %126 ]
  store i32 %71, ptr %128, align 4, !tbaa !5
  %129 = load i32, ptr %81, align 4, !tbaa !5
  %130 = load i32, ptr %72, align 4, !tbaa !5
  %131 = icmp sgt i32 %130, %129
  br i1 %131, label %132, label %145

132:                                              ; preds = %127
  store i32 %130, ptr %81, align 4, !tbaa !5
  %133 = load i32, ptr %63, align 4, !tbaa !5
  %134 = icmp sgt i32 %133, %129
  br i1 %134, label %135, label %145

135:                                              ; preds = %132
  store i32 %133, ptr %72, align 4, !tbaa !5
  %136 = load i32, ptr %58, align 4, !tbaa !5
  %137 = icmp sgt i32 %136, %129
  br i1 %137, label %138, label %145

138:                                              ; preds = %135
  store i32 %136, ptr %63, align 4, !tbaa !5
  %139 = load i32, ptr %51, align 4, !tbaa !5
  %140 = icmp sgt i32 %139, %129
  br i1 %140, label %141, label %145

141:                                              ; preds = %138
  store i32 %139, ptr %58, align 4, !tbaa !5
  %142 = load i32, ptr %5, align 4, !tbaa !5
  %143 = icmp sgt i32 %142, %129
  br i1 %143, label %144, label %145

144:                                              ; preds = %141
  store i32 %142, ptr %51, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %144, %141, %138, %135, %132, %127
  %146 = phi ptr [ %21, %127 ], [ %22, %132 ], [ %23, %135 ], [ %24, %138 ], [ %25, %141 ], [ %5, %144 ]
  store i32 %129, ptr %146, align 4, !tbaa !5
  %147 = load i32, ptr %90, align 4, !tbaa !5
  %148 = load i32, ptr %81, align 4, !tbaa !5
  %149 = icmp sgt i32 %148, %147
  br i1 %149, label %150, label %166

150:                                              ; preds = %145
  store i32 %148, ptr %90, align 4, !tbaa !5
  %151 = load i32, ptr %72, align 4, !tbaa !5
  %152 = icmp sgt i32 %151, %147
  br i1 %152, label %153, label %166

153:                                              ; preds = %150
  store i32 %151, ptr %81, align 4, !tbaa !5
  %154 = load i32, ptr %63, align 4, !tbaa !5
  %155 = icmp sgt i32 %154, %147
  br i1 %155, label %156, label %166

156:                                              ; preds = %153
  store i32 %154, ptr %72, align 4, !tbaa !5
  %157 = load i32, ptr %58, align 4, !tbaa !5
  %158 = icmp sgt i32 %157, %147
  br i1 %158, label %159, label %166

159:                                              ; preds = %156
  store i32 %157, ptr %63, align 4, !tbaa !5
  %160 = load i32, ptr %51, align 4, !tbaa !5
  %161 = icmp sgt i32 %160, %147
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  store i32 %160, ptr %58, align 4, !tbaa !5
  %163 = load i32, ptr %5, align 4, !tbaa !5
  %164 = icmp sgt i32 %163, %147
  br i1 %164, label %165, label %166

165:                                              ; preds = %162
  store i32 %163, ptr %51, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %165, %162, %159, %156, %153, %150, %145
  %167 = phi ptr [ %26, %145 ], [ %27, %150 ], [ %28, %153 ], [ %29, %156 ], [ %30, %159 ], [ %31, %162 ], [ %5, %165 ]
  store i32 %147, ptr %167, align 4, !tbaa !5
  %168 = load i32, ptr %63, align 4, !tbaa !5
  %169 = sext i32 %10 to i64
  %170 = getelementptr inbounds i32, ptr %1, i64 %169
  store i32 %168, ptr %170, align 4, !tbaa !5
  %171 = getelementptr inbounds i32, ptr %0, i64 %169
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = urem i32 %172, 7
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = getelementptr inbounds i32, ptr %2, i64 %169
  store i32 %176, ptr %177, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5) #4
  br label %178

178:                                              ; preds = %4, %166
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @median7, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
