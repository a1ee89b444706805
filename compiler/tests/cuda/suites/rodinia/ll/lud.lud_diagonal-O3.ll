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

104:                                              ; preds = %3, %314
  %105 = phi i32 [ 1, %3 ], [ %315, %314 ]
  %106 = phi i32 [ 0, %3 ], [ %217, %314 ]
  %107 = icmp ugt i32 %6, %106
  br i1 %107, label %108, label %216

108:                                              ; preds = %104
  %109 = icmp eq i32 %106, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %108
  %111 = load float, ptr %103, align 4, !tbaa !5
  br label %209

112:                                              ; preds = %108
  %113 = zext nneg i32 %106 to i64
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = and i32 %106, 7
  %117 = icmp ult i32 %106, 8
  br i1 %117, label %190, label %118

118:                                              ; preds = %112
  %119 = and i32 %106, 2147483640
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi float [ %115, %118 ], [ %186, %120 ]
  %122 = phi i32 [ 0, %118 ], [ %187, %120 ]
  %123 = phi i32 [ 0, %118 ], [ %188, %120 ]
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
  %139 = or disjoint i32 %122, 2
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !5
  %143 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %140, i64 %113
  %144 = load float, ptr %143, align 4, !tbaa !5
  %145 = fmul contract float %142, %144
  %146 = fsub contract float %138, %145
  store float %146, ptr %114, align 4, !tbaa !5
  %147 = or disjoint i32 %122, 3
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %148, i64 %113
  %152 = load float, ptr %151, align 4, !tbaa !5
  %153 = fmul contract float %150, %152
  %154 = fsub contract float %146, %153
  store float %154, ptr %114, align 4, !tbaa !5
  %155 = or disjoint i32 %122, 4
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !5
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %156, i64 %113
  %160 = load float, ptr %159, align 4, !tbaa !5
  %161 = fmul contract float %158, %160
  %162 = fsub contract float %154, %161
  store float %162, ptr %114, align 4, !tbaa !5
  %163 = or disjoint i32 %122, 5
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %164, i64 %113
  %168 = load float, ptr %167, align 4, !tbaa !5
  %169 = fmul contract float %166, %168
  %170 = fsub contract float %162, %169
  store float %170, ptr %114, align 4, !tbaa !5
  %171 = or disjoint i32 %122, 6
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !5
  %175 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %172, i64 %113
  %176 = load float, ptr %175, align 4, !tbaa !5
  %177 = fmul contract float %174, %176
  %178 = fsub contract float %170, %177
  store float %178, ptr %114, align 4, !tbaa !5
  %179 = or disjoint i32 %122, 7
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !5
  %183 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %180, i64 %113
  %184 = load float, ptr %183, align 4, !tbaa !5
  %185 = fmul contract float %182, %184
  %186 = fsub contract float %178, %185
  store float %186, ptr %114, align 4, !tbaa !5
  %187 = add nuw nsw i32 %122, 8
  %188 = add i32 %123, 8
  %189 = icmp eq i32 %188, %119
  br i1 %189, label %190, label %120, !llvm.loop !9

190:                                              ; preds = %120, %112
  %191 = phi float [ poison, %112 ], [ %186, %120 ]
  %192 = phi float [ %115, %112 ], [ %186, %120 ]
  %193 = phi i32 [ 0, %112 ], [ %187, %120 ]
  %194 = icmp eq i32 %116, 0
  br i1 %194, label %209, label %195

195:                                              ; preds = %190, %195
  %196 = phi float [ %205, %195 ], [ %192, %190 ]
  %197 = phi i32 [ %206, %195 ], [ %193, %190 ]
  %198 = phi i32 [ %207, %195 ], [ 0, %190 ]
  %199 = zext nneg i32 %197 to i64
  %200 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %199, i64 %113
  %203 = load float, ptr %202, align 4, !tbaa !5
  %204 = fmul contract float %201, %203
  %205 = fsub contract float %196, %204
  store float %205, ptr %114, align 4, !tbaa !5
  %206 = add nuw nsw i32 %197, 1
  %207 = add i32 %198, 1
  %208 = icmp eq i32 %207, %116
  br i1 %208, label %209, label %195, !llvm.loop !11

209:                                              ; preds = %190, %195, %110
  %210 = phi i64 [ 0, %110 ], [ %113, %195 ], [ %113, %190 ]
  %211 = phi float [ %111, %110 ], [ %191, %190 ], [ %205, %195 ]
  %212 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %210, i64 %210
  %213 = load float, ptr %212, align 4, !tbaa !5
  %214 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %210
  %215 = fdiv contract float %211, %213
  store float %215, ptr %214, align 4, !tbaa !5
  br label %216

216:                                              ; preds = %209, %104
  tail call void @llvm.nvvm.barrier0()
  %217 = add nuw nsw i32 %106, 1
  br i1 %107, label %218, label %314

218:                                              ; preds = %216
  %219 = zext nneg i32 %217 to i64
  %220 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %7
  %221 = load float, ptr %220, align 4, !tbaa !5
  %222 = and i32 %105, 7
  %223 = icmp ult i32 %106, 7
  br i1 %223, label %296, label %224

224:                                              ; preds = %218
  %225 = and i32 %105, 2147483640
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi i32 [ 0, %224 ], [ %293, %226 ]
  %228 = phi float [ %221, %224 ], [ %292, %226 ]
  %229 = phi i32 [ 0, %224 ], [ %294, %226 ]
  %230 = zext nneg i32 %227 to i64
  %231 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !5
  %233 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %230, i64 %7
  %234 = load float, ptr %233, align 4, !tbaa !5
  %235 = fmul contract float %232, %234
  %236 = fsub contract float %228, %235
  store float %236, ptr %220, align 4, !tbaa !5
  %237 = or disjoint i32 %227, 1
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !5
  %241 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %238, i64 %7
  %242 = load float, ptr %241, align 4, !tbaa !5
  %243 = fmul contract float %240, %242
  %244 = fsub contract float %236, %243
  store float %244, ptr %220, align 4, !tbaa !5
  %245 = or disjoint i32 %227, 2
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !5
  %249 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %246, i64 %7
  %250 = load float, ptr %249, align 4, !tbaa !5
  %251 = fmul contract float %248, %250
  %252 = fsub contract float %244, %251
  store float %252, ptr %220, align 4, !tbaa !5
  %253 = or disjoint i32 %227, 3
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !5
  %257 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %254, i64 %7
  %258 = load float, ptr %257, align 4, !tbaa !5
  %259 = fmul contract float %256, %258
  %260 = fsub contract float %252, %259
  store float %260, ptr %220, align 4, !tbaa !5
  %261 = or disjoint i32 %227, 4
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !5
  %265 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %262, i64 %7
  %266 = load float, ptr %265, align 4, !tbaa !5
  %267 = fmul contract float %264, %266
  %268 = fsub contract float %260, %267
  store float %268, ptr %220, align 4, !tbaa !5
  %269 = or disjoint i32 %227, 5
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %270
  %272 = load float, ptr %271, align 4, !tbaa !5
  %273 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %270, i64 %7
  %274 = load float, ptr %273, align 4, !tbaa !5
  %275 = fmul contract float %272, %274
  %276 = fsub contract float %268, %275
  store float %276, ptr %220, align 4, !tbaa !5
  %277 = or disjoint i32 %227, 6
  %278 = zext nneg i32 %277 to i64
  %279 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %278
  %280 = load float, ptr %279, align 4, !tbaa !5
  %281 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %278, i64 %7
  %282 = load float, ptr %281, align 4, !tbaa !5
  %283 = fmul contract float %280, %282
  %284 = fsub contract float %276, %283
  store float %284, ptr %220, align 4, !tbaa !5
  %285 = or disjoint i32 %227, 7
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %286
  %288 = load float, ptr %287, align 4, !tbaa !5
  %289 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %286, i64 %7
  %290 = load float, ptr %289, align 4, !tbaa !5
  %291 = fmul contract float %288, %290
  %292 = fsub contract float %284, %291
  store float %292, ptr %220, align 4, !tbaa !5
  %293 = add nuw nsw i32 %227, 8
  %294 = add i32 %229, 8
  %295 = icmp eq i32 %294, %225
  br i1 %295, label %296, label %226, !llvm.loop !13

296:                                              ; preds = %226, %218
  %297 = phi i32 [ 0, %218 ], [ %293, %226 ]
  %298 = phi float [ %221, %218 ], [ %292, %226 ]
  %299 = icmp eq i32 %222, 0
  br i1 %299, label %314, label %300

300:                                              ; preds = %296, %300
  %301 = phi i32 [ %311, %300 ], [ %297, %296 ]
  %302 = phi float [ %310, %300 ], [ %298, %296 ]
  %303 = phi i32 [ %312, %300 ], [ 0, %296 ]
  %304 = zext nneg i32 %301 to i64
  %305 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !5
  %307 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %304, i64 %7
  %308 = load float, ptr %307, align 4, !tbaa !5
  %309 = fmul contract float %306, %308
  %310 = fsub contract float %302, %309
  store float %310, ptr %220, align 4, !tbaa !5
  %311 = add nuw nsw i32 %301, 1
  %312 = add i32 %303, 1
  %313 = icmp eq i32 %312, %222
  br i1 %313, label %314, label %300, !llvm.loop !14

314:                                              ; preds = %296, %300, %216
  tail call void @llvm.nvvm.barrier0()
  %315 = add nuw nsw i32 %105, 1
  %316 = icmp eq i32 %217, 15
  br i1 %316, label %317, label %104, !llvm.loop !15

317:                                              ; preds = %314
  %318 = add nsw i32 %2, 1
  %319 = mul nsw i32 %318, %1
  %320 = add nsw i32 %319, %2
  %321 = load float, ptr %18, align 4, !tbaa !5
  %322 = add i32 %320, %6
  %323 = zext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr %0, i64 %323
  store float %321, ptr %324, align 4, !tbaa !5
  %325 = add nsw i32 %320, %1
  %326 = load float, ptr %24, align 4, !tbaa !5
  %327 = add i32 %325, %6
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds float, ptr %0, i64 %328
  store float %326, ptr %329, align 4, !tbaa !5
  %330 = add nsw i32 %325, %1
  %331 = load float, ptr %30, align 4, !tbaa !5
  %332 = add i32 %330, %6
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds float, ptr %0, i64 %333
  store float %331, ptr %334, align 4, !tbaa !5
  %335 = add nsw i32 %330, %1
  %336 = load float, ptr %36, align 4, !tbaa !5
  %337 = add i32 %335, %6
  %338 = zext i32 %337 to i64
  %339 = getelementptr inbounds float, ptr %0, i64 %338
  store float %336, ptr %339, align 4, !tbaa !5
  %340 = add nsw i32 %335, %1
  %341 = load float, ptr %42, align 4, !tbaa !5
  %342 = add i32 %340, %6
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds float, ptr %0, i64 %343
  store float %341, ptr %344, align 4, !tbaa !5
  %345 = add nsw i32 %340, %1
  %346 = load float, ptr %48, align 4, !tbaa !5
  %347 = add i32 %345, %6
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr %0, i64 %348
  store float %346, ptr %349, align 4, !tbaa !5
  %350 = add nsw i32 %345, %1
  %351 = load float, ptr %54, align 4, !tbaa !5
  %352 = add i32 %350, %6
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr %0, i64 %353
  store float %351, ptr %354, align 4, !tbaa !5
  %355 = add nsw i32 %350, %1
  %356 = load float, ptr %60, align 4, !tbaa !5
  %357 = add i32 %355, %6
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr %0, i64 %358
  store float %356, ptr %359, align 4, !tbaa !5
  %360 = add nsw i32 %355, %1
  %361 = load float, ptr %66, align 4, !tbaa !5
  %362 = add i32 %360, %6
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr %0, i64 %363
  store float %361, ptr %364, align 4, !tbaa !5
  %365 = add nsw i32 %360, %1
  %366 = load float, ptr %72, align 4, !tbaa !5
  %367 = add i32 %365, %6
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds float, ptr %0, i64 %368
  store float %366, ptr %369, align 4, !tbaa !5
  %370 = add nsw i32 %365, %1
  %371 = load float, ptr %78, align 4, !tbaa !5
  %372 = add i32 %370, %6
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds float, ptr %0, i64 %373
  store float %371, ptr %374, align 4, !tbaa !5
  %375 = add nsw i32 %370, %1
  %376 = load float, ptr %84, align 4, !tbaa !5
  %377 = add i32 %375, %6
  %378 = zext i32 %377 to i64
  %379 = getelementptr inbounds float, ptr %0, i64 %378
  store float %376, ptr %379, align 4, !tbaa !5
  %380 = add nsw i32 %375, %1
  %381 = load float, ptr %90, align 4, !tbaa !5
  %382 = add i32 %380, %6
  %383 = zext i32 %382 to i64
  %384 = getelementptr inbounds float, ptr %0, i64 %383
  store float %381, ptr %384, align 4, !tbaa !5
  %385 = add nsw i32 %380, %1
  %386 = load float, ptr %96, align 4, !tbaa !5
  %387 = add i32 %385, %6
  %388 = zext i32 %387 to i64
  %389 = getelementptr inbounds float, ptr %0, i64 %388
  store float %386, ptr %389, align 4, !tbaa !5
  %390 = add nsw i32 %385, %1
  %391 = load float, ptr %102, align 4, !tbaa !5
  %392 = add i32 %390, %6
  %393 = zext i32 %392 to i64
  %394 = getelementptr inbounds float, ptr %0, i64 %393
  store float %391, ptr %394, align 4, !tbaa !5
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !10}
