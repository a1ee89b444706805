; ModuleID = 'gemver.cu'
source_filename = "gemver.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel1iffPfS_S_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7) local_unnamed_addr #0 {
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
  %19 = icmp ult i32 %18, 24
  %20 = icmp slt i32 %13, 24
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %42

22:                                               ; preds = %8
  %23 = zext nneg i32 %18 to i64
  %24 = getelementptr inbounds float, ptr %6, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = sext i32 %13 to i64
  %27 = getelementptr inbounds float, ptr %4, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = fmul contract float %25, %28
  %30 = getelementptr inbounds float, ptr %7, i64 %23
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = getelementptr inbounds float, ptr %5, i64 %26
  %33 = load float, ptr %32, align 4, !tbaa !7
  %34 = fmul contract float %31, %33
  %35 = fadd contract float %29, %34
  %36 = mul nuw nsw i32 %18, 24
  %37 = add nsw i32 %36, %13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %3, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !7
  %41 = fadd contract float %40, %35
  store float %41, ptr %39, align 4, !tbaa !7
  br label %42

42:                                               ; preds = %22, %8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel2iffPfS_S_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %74

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %4, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !7
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i32 [ 0, %14 ], [ %68, %18 ]
  %20 = phi float [ %17, %14 ], [ %67, %18 ]
  %21 = mul nuw nsw i32 %19, 24
  %22 = add nsw i32 %21, %12
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %3, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = fmul contract float %25, %2
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds float, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !7
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %20, %30
  store float %31, ptr %16, align 4, !tbaa !7
  %32 = or disjoint i32 %19, 1
  %33 = mul nuw nsw i32 %32, 24
  %34 = add nsw i32 %33, %12
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !7
  %38 = fmul contract float %37, %2
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !7
  %42 = fmul contract float %38, %41
  %43 = fadd contract float %31, %42
  store float %43, ptr %16, align 4, !tbaa !7
  %44 = or disjoint i32 %19, 2
  %45 = mul nuw nsw i32 %44, 24
  %46 = add nsw i32 %45, %12
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %3, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !7
  %50 = fmul contract float %49, %2
  %51 = zext nneg i32 %44 to i64
  %52 = getelementptr inbounds float, ptr %5, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !7
  %54 = fmul contract float %50, %53
  %55 = fadd contract float %43, %54
  store float %55, ptr %16, align 4, !tbaa !7
  %56 = or disjoint i32 %19, 3
  %57 = mul nuw nsw i32 %56, 24
  %58 = add nsw i32 %57, %12
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %3, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !7
  %62 = fmul contract float %61, %2
  %63 = zext nneg i32 %56 to i64
  %64 = getelementptr inbounds float, ptr %5, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !7
  %66 = fmul contract float %62, %65
  %67 = fadd contract float %55, %66
  store float %67, ptr %16, align 4, !tbaa !7
  %68 = add nuw nsw i32 %19, 4
  %69 = icmp eq i32 %68, 24
  br i1 %69, label %70, label %18, !llvm.loop !11

70:                                               ; preds = %18
  %71 = getelementptr inbounds float, ptr %6, i64 %15
  %72 = load float, ptr %71, align 4, !tbaa !7
  %73 = fadd contract float %72, %67
  store float %73, ptr %16, align 4, !tbaa !7
  br label %74

74:                                               ; preds = %70, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel3iffPfS_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, 24
  br i1 %12, label %13, label %232

13:                                               ; preds = %6
  %14 = mul nuw nsw i32 %11, 24
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds float, ptr %5, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !7
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !7
  %21 = fmul contract float %20, %1
  %22 = load float, ptr %4, align 4, !tbaa !7
  %23 = fmul contract float %21, %22
  %24 = fadd contract float %17, %23
  store float %24, ptr %16, align 4, !tbaa !7
  %25 = or disjoint i32 %14, 1
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %3, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = fmul contract float %28, %1
  %30 = getelementptr inbounds i8, ptr %4, i64 4
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = fmul contract float %29, %31
  %33 = fadd contract float %24, %32
  store float %33, ptr %16, align 4, !tbaa !7
  %34 = or disjoint i32 %14, 2
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !7
  %38 = fmul contract float %37, %1
  %39 = getelementptr inbounds i8, ptr %4, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !7
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %33, %41
  store float %42, ptr %16, align 4, !tbaa !7
  %43 = or disjoint i32 %14, 3
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %3, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !7
  %47 = fmul contract float %46, %1
  %48 = getelementptr inbounds i8, ptr %4, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !7
  %50 = fmul contract float %47, %49
  %51 = fadd contract float %42, %50
  store float %51, ptr %16, align 4, !tbaa !7
  %52 = or disjoint i32 %14, 4
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !7
  %56 = fmul contract float %55, %1
  %57 = getelementptr inbounds i8, ptr %4, i64 16
  %58 = load float, ptr %57, align 4, !tbaa !7
  %59 = fmul contract float %56, %58
  %60 = fadd contract float %51, %59
  store float %60, ptr %16, align 4, !tbaa !7
  %61 = or disjoint i32 %14, 5
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %3, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !7
  %65 = fmul contract float %64, %1
  %66 = getelementptr inbounds i8, ptr %4, i64 20
  %67 = load float, ptr %66, align 4, !tbaa !7
  %68 = fmul contract float %65, %67
  %69 = fadd contract float %60, %68
  store float %69, ptr %16, align 4, !tbaa !7
  %70 = or disjoint i32 %14, 6
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %3, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !7
  %74 = fmul contract float %73, %1
  %75 = getelementptr inbounds i8, ptr %4, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !7
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %69, %77
  store float %78, ptr %16, align 4, !tbaa !7
  %79 = or disjoint i32 %14, 7
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !7
  %83 = fmul contract float %82, %1
  %84 = getelementptr inbounds i8, ptr %4, i64 28
  %85 = load float, ptr %84, align 4, !tbaa !7
  %86 = fmul contract float %83, %85
  %87 = fadd contract float %78, %86
  store float %87, ptr %16, align 4, !tbaa !7
  %88 = zext nneg i32 %14 to i64
  %89 = getelementptr inbounds float, ptr %3, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = load float, ptr %90, align 4, !tbaa !7
  %92 = fmul contract float %91, %1
  %93 = getelementptr inbounds i8, ptr %4, i64 32
  %94 = load float, ptr %93, align 4, !tbaa !7
  %95 = fmul contract float %92, %94
  %96 = fadd contract float %87, %95
  store float %96, ptr %16, align 4, !tbaa !7
  %97 = zext nneg i32 %14 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = getelementptr inbounds i8, ptr %98, i64 36
  %100 = load float, ptr %99, align 4, !tbaa !7
  %101 = fmul contract float %100, %1
  %102 = getelementptr inbounds i8, ptr %4, i64 36
  %103 = load float, ptr %102, align 4, !tbaa !7
  %104 = fmul contract float %101, %103
  %105 = fadd contract float %96, %104
  store float %105, ptr %16, align 4, !tbaa !7
  %106 = zext nneg i32 %14 to i64
  %107 = getelementptr inbounds float, ptr %3, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 40
  %109 = load float, ptr %108, align 4, !tbaa !7
  %110 = fmul contract float %109, %1
  %111 = getelementptr inbounds i8, ptr %4, i64 40
  %112 = load float, ptr %111, align 4, !tbaa !7
  %113 = fmul contract float %110, %112
  %114 = fadd contract float %105, %113
  store float %114, ptr %16, align 4, !tbaa !7
  %115 = zext nneg i32 %14 to i64
  %116 = getelementptr inbounds float, ptr %3, i64 %115
  %117 = getelementptr inbounds i8, ptr %116, i64 44
  %118 = load float, ptr %117, align 4, !tbaa !7
  %119 = fmul contract float %118, %1
  %120 = getelementptr inbounds i8, ptr %4, i64 44
  %121 = load float, ptr %120, align 4, !tbaa !7
  %122 = fmul contract float %119, %121
  %123 = fadd contract float %114, %122
  store float %123, ptr %16, align 4, !tbaa !7
  %124 = zext nneg i32 %14 to i64
  %125 = getelementptr inbounds float, ptr %3, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 48
  %127 = load float, ptr %126, align 4, !tbaa !7
  %128 = fmul contract float %127, %1
  %129 = getelementptr inbounds i8, ptr %4, i64 48
  %130 = load float, ptr %129, align 4, !tbaa !7
  %131 = fmul contract float %128, %130
  %132 = fadd contract float %123, %131
  store float %132, ptr %16, align 4, !tbaa !7
  %133 = zext nneg i32 %14 to i64
  %134 = getelementptr inbounds float, ptr %3, i64 %133
  %135 = getelementptr inbounds i8, ptr %134, i64 52
  %136 = load float, ptr %135, align 4, !tbaa !7
  %137 = fmul contract float %136, %1
  %138 = getelementptr inbounds i8, ptr %4, i64 52
  %139 = load float, ptr %138, align 4, !tbaa !7
  %140 = fmul contract float %137, %139
  %141 = fadd contract float %132, %140
  store float %141, ptr %16, align 4, !tbaa !7
  %142 = zext nneg i32 %14 to i64
  %143 = getelementptr inbounds float, ptr %3, i64 %142
  %144 = getelementptr inbounds i8, ptr %143, i64 56
  %145 = load float, ptr %144, align 4, !tbaa !7
  %146 = fmul contract float %145, %1
  %147 = getelementptr inbounds i8, ptr %4, i64 56
  %148 = load float, ptr %147, align 4, !tbaa !7
  %149 = fmul contract float %146, %148
  %150 = fadd contract float %141, %149
  store float %150, ptr %16, align 4, !tbaa !7
  %151 = zext nneg i32 %14 to i64
  %152 = getelementptr inbounds float, ptr %3, i64 %151
  %153 = getelementptr inbounds i8, ptr %152, i64 60
  %154 = load float, ptr %153, align 4, !tbaa !7
  %155 = fmul contract float %154, %1
  %156 = getelementptr inbounds i8, ptr %4, i64 60
  %157 = load float, ptr %156, align 4, !tbaa !7
  %158 = fmul contract float %155, %157
  %159 = fadd contract float %150, %158
  store float %159, ptr %16, align 4, !tbaa !7
  %160 = zext nneg i32 %14 to i64
  %161 = getelementptr inbounds float, ptr %3, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 64
  %163 = load float, ptr %162, align 4, !tbaa !7
  %164 = fmul contract float %163, %1
  %165 = getelementptr inbounds i8, ptr %4, i64 64
  %166 = load float, ptr %165, align 4, !tbaa !7
  %167 = fmul contract float %164, %166
  %168 = fadd contract float %159, %167
  store float %168, ptr %16, align 4, !tbaa !7
  %169 = zext nneg i32 %14 to i64
  %170 = getelementptr inbounds float, ptr %3, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 68
  %172 = load float, ptr %171, align 4, !tbaa !7
  %173 = fmul contract float %172, %1
  %174 = getelementptr inbounds i8, ptr %4, i64 68
  %175 = load float, ptr %174, align 4, !tbaa !7
  %176 = fmul contract float %173, %175
  %177 = fadd contract float %168, %176
  store float %177, ptr %16, align 4, !tbaa !7
  %178 = zext nneg i32 %14 to i64
  %179 = getelementptr inbounds float, ptr %3, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 72
  %181 = load float, ptr %180, align 4, !tbaa !7
  %182 = fmul contract float %181, %1
  %183 = getelementptr inbounds i8, ptr %4, i64 72
  %184 = load float, ptr %183, align 4, !tbaa !7
  %185 = fmul contract float %182, %184
  %186 = fadd contract float %177, %185
  store float %186, ptr %16, align 4, !tbaa !7
  %187 = zext nneg i32 %14 to i64
  %188 = getelementptr inbounds float, ptr %3, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 76
  %190 = load float, ptr %189, align 4, !tbaa !7
  %191 = fmul contract float %190, %1
  %192 = getelementptr inbounds i8, ptr %4, i64 76
  %193 = load float, ptr %192, align 4, !tbaa !7
  %194 = fmul contract float %191, %193
  %195 = fadd contract float %186, %194
  store float %195, ptr %16, align 4, !tbaa !7
  %196 = zext nneg i32 %14 to i64
  %197 = getelementptr inbounds float, ptr %3, i64 %196
  %198 = getelementptr inbounds i8, ptr %197, i64 80
  %199 = load float, ptr %198, align 4, !tbaa !7
  %200 = fmul contract float %199, %1
  %201 = getelementptr inbounds i8, ptr %4, i64 80
  %202 = load float, ptr %201, align 4, !tbaa !7
  %203 = fmul contract float %200, %202
  %204 = fadd contract float %195, %203
  store float %204, ptr %16, align 4, !tbaa !7
  %205 = zext nneg i32 %14 to i64
  %206 = getelementptr inbounds float, ptr %3, i64 %205
  %207 = getelementptr inbounds i8, ptr %206, i64 84
  %208 = load float, ptr %207, align 4, !tbaa !7
  %209 = fmul contract float %208, %1
  %210 = getelementptr inbounds i8, ptr %4, i64 84
  %211 = load float, ptr %210, align 4, !tbaa !7
  %212 = fmul contract float %209, %211
  %213 = fadd contract float %204, %212
  store float %213, ptr %16, align 4, !tbaa !7
  %214 = zext nneg i32 %14 to i64
  %215 = getelementptr inbounds float, ptr %3, i64 %214
  %216 = getelementptr inbounds i8, ptr %215, i64 88
  %217 = load float, ptr %216, align 4, !tbaa !7
  %218 = fmul contract float %217, %1
  %219 = getelementptr inbounds i8, ptr %4, i64 88
  %220 = load float, ptr %219, align 4, !tbaa !7
  %221 = fmul contract float %218, %220
  %222 = fadd contract float %213, %221
  store float %222, ptr %16, align 4, !tbaa !7
  %223 = zext nneg i32 %14 to i64
  %224 = getelementptr inbounds float, ptr %3, i64 %223
  %225 = getelementptr inbounds i8, ptr %224, i64 92
  %226 = load float, ptr %225, align 4, !tbaa !7
  %227 = fmul contract float %226, %1
  %228 = getelementptr inbounds i8, ptr %4, i64 92
  %229 = load float, ptr %228, align 4, !tbaa !7
  %230 = fmul contract float %227, %229
  %231 = fadd contract float %222, %230
  store float %231, ptr %16, align 4, !tbaa !7
  br label %232

232:                                              ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z14gemver_kernel1iffPfS_S_S_S_, !"kernel", i32 1}
!1 = !{ptr @_Z14gemver_kernel2iffPfS_S_S_, !"kernel", i32 1}
!2 = !{ptr @_Z14gemver_kernel3iffPfS_S_, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
