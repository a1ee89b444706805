; ModuleID = 'adi.cu'
source_filename = "adi.cu"
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
  br i1 %10, label %11, label %246

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
  br i1 %23, label %24, label %74

24:                                               ; preds = %11, %50
  %25 = phi i32 [ %73, %50 ], [ 1, %11 ]
  %26 = add nsw i32 %25, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = add i32 %13, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !10
  %34 = getelementptr inbounds float, ptr %1, i64 %27
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = fmul contract float %33, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %31
  %38 = load float, ptr %37, align 4, !tbaa !10
  %39 = fdiv contract float %36, %38
  %40 = fsub contract float %29, %39
  store float %40, ptr %28, align 4, !tbaa !10
  %41 = getelementptr inbounds float, ptr %2, i64 %27
  %42 = load float, ptr %41, align 4, !tbaa !10
  %43 = load float, ptr %34, align 4, !tbaa !10
  %44 = fmul contract float %43, %43
  %45 = load float, ptr %37, align 4, !tbaa !10
  %46 = fdiv contract float %44, %45
  %47 = fsub contract float %42, %46
  store float %47, ptr %41, align 4, !tbaa !10
  %48 = add nuw nsw i32 %25, 1
  %49 = icmp eq i32 %48, 12
  br i1 %49, label %246, label %50, !llvm.loop !14

50:                                               ; preds = %24
  %51 = add nsw i32 %48, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %3, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !10
  %55 = add i32 %12, %25
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %3, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !10
  %59 = getelementptr inbounds float, ptr %1, i64 %52
  %60 = load float, ptr %59, align 4, !tbaa !10
  %61 = fmul contract float %58, %60
  %62 = getelementptr inbounds float, ptr %2, i64 %56
  %63 = load float, ptr %62, align 4, !tbaa !10
  %64 = fdiv contract float %61, %63
  %65 = fsub contract float %54, %64
  store float %65, ptr %53, align 4, !tbaa !10
  %66 = getelementptr inbounds float, ptr %2, i64 %52
  %67 = load float, ptr %66, align 4, !tbaa !10
  %68 = load float, ptr %59, align 4, !tbaa !10
  %69 = fmul contract float %68, %68
  %70 = load float, ptr %62, align 4, !tbaa !10
  %71 = fdiv contract float %69, %70
  %72 = fsub contract float %67, %71
  store float %72, ptr %66, align 4, !tbaa !10
  %73 = add nuw nsw i32 %25, 2
  br label %24

74:                                               ; preds = %11
  %75 = sext i32 %12 to i64
  %76 = shl nsw i64 %75, 2
  %77 = getelementptr i8, ptr %2, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = getelementptr i8, ptr %3, i64 %76
  %80 = load float, ptr %79, align 4
  %81 = or disjoint i32 %12, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %3, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !10
  %85 = getelementptr inbounds float, ptr %1, i64 %82
  %86 = load float, ptr %85, align 4, !tbaa !10
  %87 = fmul contract float %80, %86
  %88 = fdiv contract float %87, %78
  %89 = fsub contract float %84, %88
  store float %89, ptr %83, align 4, !tbaa !10
  %90 = getelementptr inbounds float, ptr %2, i64 %82
  %91 = load float, ptr %90, align 4, !tbaa !10
  %92 = load float, ptr %85, align 4, !tbaa !10
  %93 = fmul contract float %92, %92
  %94 = fdiv contract float %93, %78
  %95 = fsub contract float %91, %94
  store float %95, ptr %90, align 4, !tbaa !10
  %96 = or disjoint i32 %12, 2
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !10
  %100 = getelementptr inbounds float, ptr %1, i64 %97
  %101 = load float, ptr %100, align 4, !tbaa !10
  %102 = fmul contract float %89, %101
  %103 = fdiv contract float %102, %95
  %104 = fsub contract float %99, %103
  store float %104, ptr %98, align 4, !tbaa !10
  %105 = getelementptr inbounds float, ptr %2, i64 %97
  %106 = load float, ptr %105, align 4, !tbaa !10
  %107 = load float, ptr %100, align 4, !tbaa !10
  %108 = fmul contract float %107, %107
  %109 = fdiv contract float %108, %95
  %110 = fsub contract float %106, %109
  store float %110, ptr %105, align 4, !tbaa !10
  %111 = or disjoint i32 %12, 3
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %3, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !10
  %115 = getelementptr inbounds float, ptr %1, i64 %112
  %116 = load float, ptr %115, align 4, !tbaa !10
  %117 = fmul contract float %104, %116
  %118 = fdiv contract float %117, %110
  %119 = fsub contract float %114, %118
  store float %119, ptr %113, align 4, !tbaa !10
  %120 = getelementptr inbounds float, ptr %2, i64 %112
  %121 = load float, ptr %120, align 4, !tbaa !10
  %122 = load float, ptr %115, align 4, !tbaa !10
  %123 = fmul contract float %122, %122
  %124 = fdiv contract float %123, %110
  %125 = fsub contract float %121, %124
  store float %125, ptr %120, align 4, !tbaa !10
  %126 = add nsw i32 %12, 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %3, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !10
  %130 = getelementptr inbounds float, ptr %1, i64 %127
  %131 = load float, ptr %130, align 4, !tbaa !10
  %132 = fmul contract float %119, %131
  %133 = fdiv contract float %132, %125
  %134 = fsub contract float %129, %133
  store float %134, ptr %128, align 4, !tbaa !10
  %135 = getelementptr inbounds float, ptr %2, i64 %127
  %136 = load float, ptr %135, align 4, !tbaa !10
  %137 = load float, ptr %130, align 4, !tbaa !10
  %138 = fmul contract float %137, %137
  %139 = fdiv contract float %138, %125
  %140 = fsub contract float %136, %139
  store float %140, ptr %135, align 4, !tbaa !10
  %141 = add nsw i32 %12, 5
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr %3, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !10
  %145 = getelementptr inbounds float, ptr %1, i64 %142
  %146 = load float, ptr %145, align 4, !tbaa !10
  %147 = fmul contract float %134, %146
  %148 = fdiv contract float %147, %140
  %149 = fsub contract float %144, %148
  store float %149, ptr %143, align 4, !tbaa !10
  %150 = getelementptr inbounds float, ptr %2, i64 %142
  %151 = load float, ptr %150, align 4, !tbaa !10
  %152 = load float, ptr %145, align 4, !tbaa !10
  %153 = fmul contract float %152, %152
  %154 = fdiv contract float %153, %140
  %155 = fsub contract float %151, %154
  store float %155, ptr %150, align 4, !tbaa !10
  %156 = add nsw i32 %12, 6
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %3, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !10
  %160 = getelementptr inbounds float, ptr %1, i64 %157
  %161 = load float, ptr %160, align 4, !tbaa !10
  %162 = fmul contract float %149, %161
  %163 = fdiv contract float %162, %155
  %164 = fsub contract float %159, %163
  store float %164, ptr %158, align 4, !tbaa !10
  %165 = getelementptr inbounds float, ptr %2, i64 %157
  %166 = load float, ptr %165, align 4, !tbaa !10
  %167 = load float, ptr %160, align 4, !tbaa !10
  %168 = fmul contract float %167, %167
  %169 = fdiv contract float %168, %155
  %170 = fsub contract float %166, %169
  store float %170, ptr %165, align 4, !tbaa !10
  %171 = add nsw i32 %12, 7
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %3, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !10
  %175 = getelementptr inbounds float, ptr %1, i64 %172
  %176 = load float, ptr %175, align 4, !tbaa !10
  %177 = fmul contract float %164, %176
  %178 = fdiv contract float %177, %170
  %179 = fsub contract float %174, %178
  store float %179, ptr %173, align 4, !tbaa !10
  %180 = getelementptr inbounds float, ptr %2, i64 %172
  %181 = load float, ptr %180, align 4, !tbaa !10
  %182 = load float, ptr %175, align 4, !tbaa !10
  %183 = fmul contract float %182, %182
  %184 = fdiv contract float %183, %170
  %185 = fsub contract float %181, %184
  store float %185, ptr %180, align 4, !tbaa !10
  %186 = add nsw i32 %12, 8
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %3, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !10
  %190 = getelementptr inbounds float, ptr %1, i64 %187
  %191 = load float, ptr %190, align 4, !tbaa !10
  %192 = fmul contract float %179, %191
  %193 = fdiv contract float %192, %185
  %194 = fsub contract float %189, %193
  store float %194, ptr %188, align 4, !tbaa !10
  %195 = getelementptr inbounds float, ptr %2, i64 %187
  %196 = load float, ptr %195, align 4, !tbaa !10
  %197 = load float, ptr %190, align 4, !tbaa !10
  %198 = fmul contract float %197, %197
  %199 = fdiv contract float %198, %185
  %200 = fsub contract float %196, %199
  store float %200, ptr %195, align 4, !tbaa !10
  %201 = add nsw i32 %12, 9
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds float, ptr %3, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !10
  %205 = getelementptr inbounds float, ptr %1, i64 %202
  %206 = load float, ptr %205, align 4, !tbaa !10
  %207 = fmul contract float %194, %206
  %208 = fdiv contract float %207, %200
  %209 = fsub contract float %204, %208
  store float %209, ptr %203, align 4, !tbaa !10
  %210 = getelementptr inbounds float, ptr %2, i64 %202
  %211 = load float, ptr %210, align 4, !tbaa !10
  %212 = load float, ptr %205, align 4, !tbaa !10
  %213 = fmul contract float %212, %212
  %214 = fdiv contract float %213, %200
  %215 = fsub contract float %211, %214
  store float %215, ptr %210, align 4, !tbaa !10
  %216 = add nsw i32 %12, 10
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr %3, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !10
  %220 = getelementptr inbounds float, ptr %1, i64 %217
  %221 = load float, ptr %220, align 4, !tbaa !10
  %222 = fmul contract float %209, %221
  %223 = fdiv contract float %222, %215
  %224 = fsub contract float %219, %223
  store float %224, ptr %218, align 4, !tbaa !10
  %225 = getelementptr inbounds float, ptr %2, i64 %217
  %226 = load float, ptr %225, align 4, !tbaa !10
  %227 = load float, ptr %220, align 4, !tbaa !10
  %228 = fmul contract float %227, %227
  %229 = fdiv contract float %228, %215
  %230 = fsub contract float %226, %229
  store float %230, ptr %225, align 4, !tbaa !10
  %231 = add nsw i32 %12, 11
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr %3, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !10
  %235 = getelementptr inbounds float, ptr %1, i64 %232
  %236 = load float, ptr %235, align 4, !tbaa !10
  %237 = fmul contract float %224, %236
  %238 = fdiv contract float %237, %230
  %239 = fsub contract float %234, %238
  store float %239, ptr %233, align 4, !tbaa !10
  %240 = getelementptr inbounds float, ptr %2, i64 %232
  %241 = load float, ptr %240, align 4, !tbaa !10
  %242 = load float, ptr %235, align 4, !tbaa !10
  %243 = fmul contract float %242, %242
  %244 = fdiv contract float %243, %230
  %245 = fsub contract float %241, %244
  store float %245, ptr %240, align 4, !tbaa !10
  br label %246

246:                                              ; preds = %24, %74, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel2iPfS_S_(i32 noundef %0, ptr nocapture noundef readnone %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = add nsw i32 %12, 11
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = getelementptr inbounds float, ptr %3, i64 %14
  %17 = load float, ptr %16, align 4, !tbaa !10
  %18 = load float, ptr %15, align 4, !tbaa !10
  %19 = fdiv contract float %17, %18
  store float %19, ptr %16, align 4, !tbaa !10
  br label %20

20:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel3iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %162

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = sext i32 %12 to i64
  %14 = getelementptr float, ptr %3, i64 %13
  %15 = getelementptr i8, ptr %14, i64 40
  %16 = load float, ptr %15, align 4, !tbaa !10
  %17 = add nsw i32 %12, 9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !10
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !10
  %23 = fmul contract float %20, %22
  %24 = fsub contract float %16, %23
  %25 = getelementptr inbounds float, ptr %2, i64 %18
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fdiv contract float %24, %26
  store float %27, ptr %15, align 4, !tbaa !10
  %28 = sext i32 %12 to i64
  %29 = getelementptr float, ptr %3, i64 %28
  %30 = getelementptr i8, ptr %29, i64 36
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = add nsw i32 %12, 8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = getelementptr inbounds float, ptr %1, i64 %33
  %37 = load float, ptr %36, align 4, !tbaa !10
  %38 = fmul contract float %35, %37
  %39 = fsub contract float %31, %38
  %40 = getelementptr inbounds float, ptr %2, i64 %33
  %41 = load float, ptr %40, align 4, !tbaa !10
  %42 = fdiv contract float %39, %41
  store float %42, ptr %30, align 4, !tbaa !10
  %43 = sext i32 %12 to i64
  %44 = getelementptr float, ptr %3, i64 %43
  %45 = getelementptr i8, ptr %44, i64 32
  %46 = load float, ptr %45, align 4, !tbaa !10
  %47 = add nsw i32 %12, 7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %3, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !10
  %51 = getelementptr inbounds float, ptr %1, i64 %48
  %52 = load float, ptr %51, align 4, !tbaa !10
  %53 = fmul contract float %50, %52
  %54 = fsub contract float %46, %53
  %55 = getelementptr inbounds float, ptr %2, i64 %48
  %56 = load float, ptr %55, align 4, !tbaa !10
  %57 = fdiv contract float %54, %56
  store float %57, ptr %45, align 4, !tbaa !10
  %58 = sext i32 %12 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  %60 = getelementptr i8, ptr %59, i64 28
  %61 = load float, ptr %60, align 4, !tbaa !10
  %62 = add nsw i32 %12, 6
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %3, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = getelementptr inbounds float, ptr %1, i64 %63
  %67 = load float, ptr %66, align 4, !tbaa !10
  %68 = fmul contract float %65, %67
  %69 = fsub contract float %61, %68
  %70 = getelementptr inbounds float, ptr %2, i64 %63
  %71 = load float, ptr %70, align 4, !tbaa !10
  %72 = fdiv contract float %69, %71
  store float %72, ptr %60, align 4, !tbaa !10
  %73 = sext i32 %12 to i64
  %74 = getelementptr float, ptr %3, i64 %73
  %75 = getelementptr i8, ptr %74, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !10
  %77 = add nsw i32 %12, 5
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %3, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !10
  %81 = getelementptr inbounds float, ptr %1, i64 %78
  %82 = load float, ptr %81, align 4, !tbaa !10
  %83 = fmul contract float %80, %82
  %84 = fsub contract float %76, %83
  %85 = getelementptr inbounds float, ptr %2, i64 %78
  %86 = load float, ptr %85, align 4, !tbaa !10
  %87 = fdiv contract float %84, %86
  store float %87, ptr %75, align 4, !tbaa !10
  %88 = sext i32 %12 to i64
  %89 = getelementptr float, ptr %3, i64 %88
  %90 = getelementptr i8, ptr %89, i64 20
  %91 = load float, ptr %90, align 4, !tbaa !10
  %92 = add nsw i32 %12, 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %3, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !10
  %96 = getelementptr inbounds float, ptr %1, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !10
  %98 = fmul contract float %95, %97
  %99 = fsub contract float %91, %98
  %100 = getelementptr inbounds float, ptr %2, i64 %93
  %101 = load float, ptr %100, align 4, !tbaa !10
  %102 = fdiv contract float %99, %101
  store float %102, ptr %90, align 4, !tbaa !10
  %103 = sext i32 %12 to i64
  %104 = getelementptr float, ptr %3, i64 %103
  %105 = getelementptr i8, ptr %104, i64 16
  %106 = load float, ptr %105, align 4, !tbaa !10
  %107 = or disjoint i32 %12, 3
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %3, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !10
  %111 = getelementptr inbounds float, ptr %1, i64 %108
  %112 = load float, ptr %111, align 4, !tbaa !10
  %113 = fmul contract float %110, %112
  %114 = fsub contract float %106, %113
  %115 = getelementptr inbounds float, ptr %2, i64 %108
  %116 = load float, ptr %115, align 4, !tbaa !10
  %117 = fdiv contract float %114, %116
  store float %117, ptr %105, align 4, !tbaa !10
  %118 = or disjoint i32 %12, 3
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %3, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !10
  %122 = or disjoint i32 %12, 2
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr %3, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !10
  %126 = getelementptr inbounds float, ptr %1, i64 %123
  %127 = load float, ptr %126, align 4, !tbaa !10
  %128 = fmul contract float %125, %127
  %129 = fsub contract float %121, %128
  %130 = getelementptr inbounds float, ptr %2, i64 %123
  %131 = load float, ptr %130, align 4, !tbaa !10
  %132 = fdiv contract float %129, %131
  store float %132, ptr %120, align 4, !tbaa !10
  %133 = or disjoint i32 %12, 2
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %3, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !10
  %137 = or disjoint i32 %12, 1
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %3, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !10
  %141 = getelementptr inbounds float, ptr %1, i64 %138
  %142 = load float, ptr %141, align 4, !tbaa !10
  %143 = fmul contract float %140, %142
  %144 = fsub contract float %136, %143
  %145 = getelementptr inbounds float, ptr %2, i64 %138
  %146 = load float, ptr %145, align 4, !tbaa !10
  %147 = fdiv contract float %144, %146
  store float %147, ptr %135, align 4, !tbaa !10
  %148 = or disjoint i32 %12, 1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %3, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !10
  %152 = sext i32 %12 to i64
  %153 = getelementptr inbounds float, ptr %3, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !10
  %155 = getelementptr inbounds float, ptr %1, i64 %152
  %156 = load float, ptr %155, align 4, !tbaa !10
  %157 = fmul contract float %154, %156
  %158 = fsub contract float %151, %157
  %159 = getelementptr inbounds float, ptr %2, i64 %152
  %160 = load float, ptr %159, align 4, !tbaa !10
  %161 = fdiv contract float %158, %160
  store float %161, ptr %150, align 4, !tbaa !10
  br label %162

162:                                              ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel4iPfS_S_i(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %37

12:                                               ; preds = %5
  %13 = mul nsw i32 %4, 12
  %14 = add nsw i32 %13, %10
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %3, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !10
  %18 = add i32 %10, -12
  %19 = add i32 %18, %13
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %3, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !10
  %23 = getelementptr inbounds float, ptr %1, i64 %15
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = fmul contract float %22, %24
  %26 = getelementptr inbounds float, ptr %2, i64 %20
  %27 = load float, ptr %26, align 4, !tbaa !10
  %28 = fdiv contract float %25, %27
  %29 = fsub contract float %17, %28
  store float %29, ptr %16, align 4, !tbaa !10
  %30 = getelementptr inbounds float, ptr %2, i64 %15
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = load float, ptr %23, align 4, !tbaa !10
  %33 = fmul contract float %32, %32
  %34 = load float, ptr %26, align 4, !tbaa !10
  %35 = fdiv contract float %33, %34
  %36 = fsub contract float %31, %35
  store float %36, ptr %30, align 4, !tbaa !10
  br label %37

37:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel5iPfS_S_(i32 noundef %0, ptr nocapture noundef readnone %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = add nsw i32 %9, 132
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = getelementptr inbounds float, ptr %3, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !10
  %17 = load float, ptr %14, align 4, !tbaa !10
  %18 = fdiv contract float %16, %17
  store float %18, ptr %15, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel6iPfS_S_i(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %32

12:                                               ; preds = %5
  %13 = sub nsw i32 10, %4
  %14 = mul nsw i32 %13, 12
  %15 = add nsw i32 %14, %10
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %3, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  %19 = sub i32 9, %4
  %20 = mul nsw i32 %19, 12
  %21 = add nsw i32 %20, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %3, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds float, ptr %1, i64 %22
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = fmul contract float %24, %26
  %28 = fsub contract float %18, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %16
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fdiv contract float %28, %30
  store float %31, ptr %17, align 4, !tbaa !10
  br label %32

32:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @_Z11adi_kernel1iPfS_S_, !"kernel", i32 1}
!1 = !{ptr @_Z11adi_kernel2iPfS_S_, !"kernel", i32 1}
!2 = !{ptr @_Z11adi_kernel3iPfS_S_, !"kernel", i32 1}
!3 = !{ptr @_Z11adi_kernel4iPfS_S_i, !"kernel", i32 1}
!4 = !{ptr @_Z11adi_kernel5iPfS_S_, !"kernel", i32 1}
!5 = !{ptr @_Z11adi_kernel6iPfS_S_i, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
