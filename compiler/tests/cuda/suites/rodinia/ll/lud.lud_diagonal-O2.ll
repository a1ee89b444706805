; ModuleID = 'lud.lud_diagonal.cu'
source_filename = "lud.lud_diagonal.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalPfiiE6shadow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12lud_diagonalPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %1, 1
  %5 = mul i32 %4, %2
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = add i32 %5, %6
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 0, i64 %7
  store float %11, ptr %12, align 4, !tbaa !5
  %13 = add nsw i32 %5, %1
  %14 = add i32 %13, %6
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 1, i64 %7
  store float %17, ptr %18, align 4, !tbaa !5
  %19 = add nsw i32 %13, %1
  %20 = add i32 %19, %6
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 2, i64 %7
  store float %23, ptr %24, align 4, !tbaa !5
  %25 = add nsw i32 %19, %1
  %26 = add i32 %25, %6
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 3, i64 %7
  store float %29, ptr %30, align 4, !tbaa !5
  %31 = add nsw i32 %25, %1
  %32 = add i32 %31, %6
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 4, i64 %7
  store float %35, ptr %36, align 4, !tbaa !5
  %37 = add nsw i32 %31, %1
  %38 = add i32 %37, %6
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 5, i64 %7
  store float %41, ptr %42, align 4, !tbaa !5
  %43 = add nsw i32 %37, %1
  %44 = add i32 %43, %6
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 6, i64 %7
  store float %47, ptr %48, align 4, !tbaa !5
  %49 = add nsw i32 %43, %1
  %50 = add i32 %49, %6
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 7, i64 %7
  store float %53, ptr %54, align 4, !tbaa !5
  %55 = add nsw i32 %49, %1
  %56 = add i32 %55, %6
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 8, i64 %7
  store float %59, ptr %60, align 4, !tbaa !5
  %61 = add nsw i32 %55, %1
  %62 = add i32 %61, %6
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 9, i64 %7
  store float %65, ptr %66, align 4, !tbaa !5
  %67 = add nsw i32 %61, %1
  %68 = add i32 %67, %6
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 10, i64 %7
  store float %71, ptr %72, align 4, !tbaa !5
  %73 = add nsw i32 %67, %1
  %74 = add i32 %73, %6
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !5
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 11, i64 %7
  store float %77, ptr %78, align 4, !tbaa !5
  %79 = add nsw i32 %73, %1
  %80 = add i32 %79, %6
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 12, i64 %7
  store float %83, ptr %84, align 4, !tbaa !5
  %85 = add nsw i32 %79, %1
  %86 = add i32 %85, %6
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 13, i64 %7
  store float %89, ptr %90, align 4, !tbaa !5
  %91 = add nsw i32 %85, %1
  %92 = add i32 %91, %6
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 14, i64 %7
  store float %95, ptr %96, align 4, !tbaa !5
  %97 = add nsw i32 %91, %1
  %98 = add i32 %97, %6
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 15, i64 %7
  store float %101, ptr %102, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 0
  br label %104

104:                                              ; preds = %3, %206
  %105 = phi i32 [ 1, %3 ], [ %207, %206 ]
  %106 = phi i32 [ 0, %3 ], [ %163, %206 ]
  %107 = icmp ugt i32 %6, %106
  br i1 %107, label %108, label %162

108:                                              ; preds = %104
  %109 = icmp eq i32 %106, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %108
  %111 = load float, ptr %103, align 4, !tbaa !5
  br label %155

112:                                              ; preds = %108
  %113 = zext nneg i32 %106 to i64
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = and i32 %106, 1
  %117 = icmp eq i32 %106, 1
  br i1 %117, label %142, label %118

118:                                              ; preds = %112
  %119 = and i32 %106, 2147483646
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi float [ %115, %118 ], [ %138, %120 ]
  %122 = phi i32 [ 0, %118 ], [ %139, %120 ]
  %123 = phi i32 [ 0, %118 ], [ %140, %120 ]
  %124 = zext nneg i32 %122 to i64
  %125 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !5
  %127 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %124, i64 %113
  %128 = load float, ptr %127, align 4, !tbaa !5
  %129 = fmul contract float %126, %128
  %130 = fsub contract float %121, %129
  store float %130, ptr %114, align 4, !tbaa !5
  %131 = or disjoint i32 %122, 1
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !5
  %135 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %132, i64 %113
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = fmul contract float %134, %136
  %138 = fsub contract float %130, %137
  store float %138, ptr %114, align 4, !tbaa !5
  %139 = add nuw nsw i32 %122, 2
  %140 = add i32 %123, 2
  %141 = icmp eq i32 %140, %119
  br i1 %141, label %142, label %120, !llvm.loop !9

142:                                              ; preds = %120, %112
  %143 = phi float [ poison, %112 ], [ %138, %120 ]
  %144 = phi float [ %115, %112 ], [ %138, %120 ]
  %145 = phi i32 [ 0, %112 ], [ %139, %120 ]
  %146 = icmp eq i32 %116, 0
  br i1 %146, label %155, label %147

147:                                              ; preds = %142
  %148 = zext nneg i32 %145 to i64
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %148, i64 %113
  %152 = load float, ptr %151, align 4, !tbaa !5
  %153 = fmul contract float %150, %152
  %154 = fsub contract float %144, %153
  store float %154, ptr %114, align 4, !tbaa !5
  br label %155

155:                                              ; preds = %147, %142, %110
  %156 = phi i64 [ 0, %110 ], [ %113, %142 ], [ %113, %147 ]
  %157 = phi float [ %111, %110 ], [ %143, %142 ], [ %154, %147 ]
  %158 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %156, i64 %156
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %156
  %161 = fdiv contract float %157, %159
  store float %161, ptr %160, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %155, %104
  tail call void @llvm.nvvm.barrier0()
  %163 = add nuw nsw i32 %106, 1
  br i1 %107, label %164, label %206

164:                                              ; preds = %162
  %165 = zext nneg i32 %163 to i64
  %166 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %165, i64 %7
  %167 = load float, ptr %166, align 4, !tbaa !5
  %168 = and i32 %105, 1
  %169 = icmp eq i32 %106, 0
  br i1 %169, label %194, label %170

170:                                              ; preds = %164
  %171 = and i32 %105, 2147483646
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i32 [ 0, %170 ], [ %191, %172 ]
  %174 = phi float [ %167, %170 ], [ %190, %172 ]
  %175 = phi i32 [ 0, %170 ], [ %192, %172 ]
  %176 = zext nneg i32 %173 to i64
  %177 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %165, i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !5
  %179 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %176, i64 %7
  %180 = load float, ptr %179, align 4, !tbaa !5
  %181 = fmul contract float %178, %180
  %182 = fsub contract float %174, %181
  store float %182, ptr %166, align 4, !tbaa !5
  %183 = or disjoint i32 %173, 1
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %165, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !5
  %187 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %184, i64 %7
  %188 = load float, ptr %187, align 4, !tbaa !5
  %189 = fmul contract float %186, %188
  %190 = fsub contract float %182, %189
  store float %190, ptr %166, align 4, !tbaa !5
  %191 = add nuw nsw i32 %173, 2
  %192 = add i32 %175, 2
  %193 = icmp eq i32 %192, %171
  br i1 %193, label %194, label %172, !llvm.loop !11

194:                                              ; preds = %172, %164
  %195 = phi i32 [ 0, %164 ], [ %191, %172 ]
  %196 = phi float [ %167, %164 ], [ %190, %172 ]
  %197 = icmp eq i32 %168, 0
  br i1 %197, label %206, label %198

198:                                              ; preds = %194
  %199 = zext nneg i32 %195 to i64
  %200 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %165, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %199, i64 %7
  %203 = load float, ptr %202, align 4, !tbaa !5
  %204 = fmul contract float %201, %203
  %205 = fsub contract float %196, %204
  store float %205, ptr %166, align 4, !tbaa !5
  br label %206

206:                                              ; preds = %198, %194, %162
  tail call void @llvm.nvvm.barrier0()
  %207 = add nuw nsw i32 %105, 1
  %208 = icmp eq i32 %163, 15
  br i1 %208, label %209, label %104, !llvm.loop !12

209:                                              ; preds = %206
  %210 = add nsw i32 %2, 1
  %211 = mul nsw i32 %210, %1
  %212 = add nsw i32 %211, %2
  %213 = load float, ptr %18, align 4, !tbaa !5
  %214 = add i32 %212, %6
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %0, i64 %215
  store float %213, ptr %216, align 4, !tbaa !5
  %217 = add nsw i32 %212, %1
  %218 = load float, ptr %24, align 4, !tbaa !5
  %219 = add i32 %217, %6
  %220 = zext i32 %219 to i64
  %221 = getelementptr inbounds float, ptr %0, i64 %220
  store float %218, ptr %221, align 4, !tbaa !5
  %222 = add nsw i32 %217, %1
  %223 = load float, ptr %30, align 4, !tbaa !5
  %224 = add i32 %222, %6
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds float, ptr %0, i64 %225
  store float %223, ptr %226, align 4, !tbaa !5
  %227 = add nsw i32 %222, %1
  %228 = load float, ptr %36, align 4, !tbaa !5
  %229 = add i32 %227, %6
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds float, ptr %0, i64 %230
  store float %228, ptr %231, align 4, !tbaa !5
  %232 = add nsw i32 %227, %1
  %233 = load float, ptr %42, align 4, !tbaa !5
  %234 = add i32 %232, %6
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %0, i64 %235
  store float %233, ptr %236, align 4, !tbaa !5
  %237 = add nsw i32 %232, %1
  %238 = load float, ptr %48, align 4, !tbaa !5
  %239 = add i32 %237, %6
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds float, ptr %0, i64 %240
  store float %238, ptr %241, align 4, !tbaa !5
  %242 = add nsw i32 %237, %1
  %243 = load float, ptr %54, align 4, !tbaa !5
  %244 = add i32 %242, %6
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr %0, i64 %245
  store float %243, ptr %246, align 4, !tbaa !5
  %247 = add nsw i32 %242, %1
  %248 = load float, ptr %60, align 4, !tbaa !5
  %249 = add i32 %247, %6
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %0, i64 %250
  store float %248, ptr %251, align 4, !tbaa !5
  %252 = add nsw i32 %247, %1
  %253 = load float, ptr %66, align 4, !tbaa !5
  %254 = add i32 %252, %6
  %255 = zext i32 %254 to i64
  %256 = getelementptr inbounds float, ptr %0, i64 %255
  store float %253, ptr %256, align 4, !tbaa !5
  %257 = add nsw i32 %252, %1
  %258 = load float, ptr %72, align 4, !tbaa !5
  %259 = add i32 %257, %6
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds float, ptr %0, i64 %260
  store float %258, ptr %261, align 4, !tbaa !5
  %262 = add nsw i32 %257, %1
  %263 = load float, ptr %78, align 4, !tbaa !5
  %264 = add i32 %262, %6
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds float, ptr %0, i64 %265
  store float %263, ptr %266, align 4, !tbaa !5
  %267 = add nsw i32 %262, %1
  %268 = load float, ptr %84, align 4, !tbaa !5
  %269 = add i32 %267, %6
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds float, ptr %0, i64 %270
  store float %268, ptr %271, align 4, !tbaa !5
  %272 = add nsw i32 %267, %1
  %273 = load float, ptr %90, align 4, !tbaa !5
  %274 = add i32 %272, %6
  %275 = zext i32 %274 to i64
  %276 = getelementptr inbounds float, ptr %0, i64 %275
  store float %273, ptr %276, align 4, !tbaa !5
  %277 = add nsw i32 %272, %1
  %278 = load float, ptr %96, align 4, !tbaa !5
  %279 = add i32 %277, %6
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds float, ptr %0, i64 %280
  store float %278, ptr %281, align 4, !tbaa !5
  %282 = add nsw i32 %277, %1
  %283 = load float, ptr %102, align 4, !tbaa !5
  %284 = add i32 %282, %6
  %285 = zext i32 %284 to i64
  %286 = getelementptr inbounds float, ptr %0, i64 %285
  store float %283, ptr %286, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12lud_diagonalPfii, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
