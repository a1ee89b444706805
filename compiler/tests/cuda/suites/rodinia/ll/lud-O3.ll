; ModuleID = 'lud.cu'
source_filename = "lud.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalPfiiE6shadow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12lud_diagonalPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %1, 1
  %5 = mul i32 %4, %2
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = add i32 %5, %6
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !7
  %12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 0, i64 %7
  store float %11, ptr %12, align 4, !tbaa !7
  %13 = add nsw i32 %5, %1
  %14 = add i32 %13, %6
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !7
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 1, i64 %7
  store float %17, ptr %18, align 4, !tbaa !7
  %19 = add nsw i32 %13, %1
  %20 = add i32 %19, %6
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !7
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 2, i64 %7
  store float %23, ptr %24, align 4, !tbaa !7
  %25 = add nsw i32 %19, %1
  %26 = add i32 %25, %6
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !7
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 3, i64 %7
  store float %29, ptr %30, align 4, !tbaa !7
  %31 = add nsw i32 %25, %1
  %32 = add i32 %31, %6
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 4, i64 %7
  store float %35, ptr %36, align 4, !tbaa !7
  %37 = add nsw i32 %31, %1
  %38 = add i32 %37, %6
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !7
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 5, i64 %7
  store float %41, ptr %42, align 4, !tbaa !7
  %43 = add nsw i32 %37, %1
  %44 = add i32 %43, %6
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !7
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 6, i64 %7
  store float %47, ptr %48, align 4, !tbaa !7
  %49 = add nsw i32 %43, %1
  %50 = add i32 %49, %6
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !7
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 7, i64 %7
  store float %53, ptr %54, align 4, !tbaa !7
  %55 = add nsw i32 %49, %1
  %56 = add i32 %55, %6
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !7
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 8, i64 %7
  store float %59, ptr %60, align 4, !tbaa !7
  %61 = add nsw i32 %55, %1
  %62 = add i32 %61, %6
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !7
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 9, i64 %7
  store float %65, ptr %66, align 4, !tbaa !7
  %67 = add nsw i32 %61, %1
  %68 = add i32 %67, %6
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !7
  %72 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 10, i64 %7
  store float %71, ptr %72, align 4, !tbaa !7
  %73 = add nsw i32 %67, %1
  %74 = add i32 %73, %6
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !7
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 11, i64 %7
  store float %77, ptr %78, align 4, !tbaa !7
  %79 = add nsw i32 %73, %1
  %80 = add i32 %79, %6
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !7
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 12, i64 %7
  store float %83, ptr %84, align 4, !tbaa !7
  %85 = add nsw i32 %79, %1
  %86 = add i32 %85, %6
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !7
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 13, i64 %7
  store float %89, ptr %90, align 4, !tbaa !7
  %91 = add nsw i32 %85, %1
  %92 = add i32 %91, %6
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !7
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 14, i64 %7
  store float %95, ptr %96, align 4, !tbaa !7
  %97 = add nsw i32 %91, %1
  %98 = add i32 %97, %6
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !7
  %102 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 15, i64 %7
  store float %101, ptr %102, align 4, !tbaa !7
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
  %111 = load float, ptr %103, align 4, !tbaa !7
  br label %209

112:                                              ; preds = %108
  %113 = zext nneg i32 %106 to i64
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !7
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
  %126 = load float, ptr %125, align 4, !tbaa !7
  %127 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %124, i64 %113
  %128 = load float, ptr %127, align 4, !tbaa !7
  %129 = fmul contract float %126, %128
  %130 = fsub contract float %121, %129
  store float %130, ptr %114, align 4, !tbaa !7
  %131 = or disjoint i32 %122, 1
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !7
  %135 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %132, i64 %113
  %136 = load float, ptr %135, align 4, !tbaa !7
  %137 = fmul contract float %134, %136
  %138 = fsub contract float %130, %137
  store float %138, ptr %114, align 4, !tbaa !7
  %139 = or disjoint i32 %122, 2
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !7
  %143 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %140, i64 %113
  %144 = load float, ptr %143, align 4, !tbaa !7
  %145 = fmul contract float %142, %144
  %146 = fsub contract float %138, %145
  store float %146, ptr %114, align 4, !tbaa !7
  %147 = or disjoint i32 %122, 3
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !7
  %151 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %148, i64 %113
  %152 = load float, ptr %151, align 4, !tbaa !7
  %153 = fmul contract float %150, %152
  %154 = fsub contract float %146, %153
  store float %154, ptr %114, align 4, !tbaa !7
  %155 = or disjoint i32 %122, 4
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !7
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %156, i64 %113
  %160 = load float, ptr %159, align 4, !tbaa !7
  %161 = fmul contract float %158, %160
  %162 = fsub contract float %154, %161
  store float %162, ptr %114, align 4, !tbaa !7
  %163 = or disjoint i32 %122, 5
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !7
  %167 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %164, i64 %113
  %168 = load float, ptr %167, align 4, !tbaa !7
  %169 = fmul contract float %166, %168
  %170 = fsub contract float %162, %169
  store float %170, ptr %114, align 4, !tbaa !7
  %171 = or disjoint i32 %122, 6
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !7
  %175 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %172, i64 %113
  %176 = load float, ptr %175, align 4, !tbaa !7
  %177 = fmul contract float %174, %176
  %178 = fsub contract float %170, %177
  store float %178, ptr %114, align 4, !tbaa !7
  %179 = or disjoint i32 %122, 7
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !7
  %183 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %180, i64 %113
  %184 = load float, ptr %183, align 4, !tbaa !7
  %185 = fmul contract float %182, %184
  %186 = fsub contract float %178, %185
  store float %186, ptr %114, align 4, !tbaa !7
  %187 = add nuw nsw i32 %122, 8
  %188 = add i32 %123, 8
  %189 = icmp eq i32 %188, %119
  br i1 %189, label %190, label %120, !llvm.loop !11

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
  %201 = load float, ptr %200, align 4, !tbaa !7
  %202 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %199, i64 %113
  %203 = load float, ptr %202, align 4, !tbaa !7
  %204 = fmul contract float %201, %203
  %205 = fsub contract float %196, %204
  store float %205, ptr %114, align 4, !tbaa !7
  %206 = add nuw nsw i32 %197, 1
  %207 = add i32 %198, 1
  %208 = icmp eq i32 %207, %116
  br i1 %208, label %209, label %195, !llvm.loop !13

209:                                              ; preds = %190, %195, %110
  %210 = phi i64 [ 0, %110 ], [ %113, %195 ], [ %113, %190 ]
  %211 = phi float [ %111, %110 ], [ %191, %190 ], [ %205, %195 ]
  %212 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %210, i64 %210
  %213 = load float, ptr %212, align 4, !tbaa !7
  %214 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %7, i64 %210
  %215 = fdiv contract float %211, %213
  store float %215, ptr %214, align 4, !tbaa !7
  br label %216

216:                                              ; preds = %209, %104
  tail call void @llvm.nvvm.barrier0()
  %217 = add nuw nsw i32 %106, 1
  br i1 %107, label %218, label %314

218:                                              ; preds = %216
  %219 = zext nneg i32 %217 to i64
  %220 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %7
  %221 = load float, ptr %220, align 4, !tbaa !7
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
  %232 = load float, ptr %231, align 4, !tbaa !7
  %233 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %230, i64 %7
  %234 = load float, ptr %233, align 4, !tbaa !7
  %235 = fmul contract float %232, %234
  %236 = fsub contract float %228, %235
  store float %236, ptr %220, align 4, !tbaa !7
  %237 = or disjoint i32 %227, 1
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !7
  %241 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %238, i64 %7
  %242 = load float, ptr %241, align 4, !tbaa !7
  %243 = fmul contract float %240, %242
  %244 = fsub contract float %236, %243
  store float %244, ptr %220, align 4, !tbaa !7
  %245 = or disjoint i32 %227, 2
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !7
  %249 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %246, i64 %7
  %250 = load float, ptr %249, align 4, !tbaa !7
  %251 = fmul contract float %248, %250
  %252 = fsub contract float %244, %251
  store float %252, ptr %220, align 4, !tbaa !7
  %253 = or disjoint i32 %227, 3
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !7
  %257 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %254, i64 %7
  %258 = load float, ptr %257, align 4, !tbaa !7
  %259 = fmul contract float %256, %258
  %260 = fsub contract float %252, %259
  store float %260, ptr %220, align 4, !tbaa !7
  %261 = or disjoint i32 %227, 4
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !7
  %265 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %262, i64 %7
  %266 = load float, ptr %265, align 4, !tbaa !7
  %267 = fmul contract float %264, %266
  %268 = fsub contract float %260, %267
  store float %268, ptr %220, align 4, !tbaa !7
  %269 = or disjoint i32 %227, 5
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %270
  %272 = load float, ptr %271, align 4, !tbaa !7
  %273 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %270, i64 %7
  %274 = load float, ptr %273, align 4, !tbaa !7
  %275 = fmul contract float %272, %274
  %276 = fsub contract float %268, %275
  store float %276, ptr %220, align 4, !tbaa !7
  %277 = or disjoint i32 %227, 6
  %278 = zext nneg i32 %277 to i64
  %279 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %278
  %280 = load float, ptr %279, align 4, !tbaa !7
  %281 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %278, i64 %7
  %282 = load float, ptr %281, align 4, !tbaa !7
  %283 = fmul contract float %280, %282
  %284 = fsub contract float %276, %283
  store float %284, ptr %220, align 4, !tbaa !7
  %285 = or disjoint i32 %227, 7
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %219, i64 %286
  %288 = load float, ptr %287, align 4, !tbaa !7
  %289 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %286, i64 %7
  %290 = load float, ptr %289, align 4, !tbaa !7
  %291 = fmul contract float %288, %290
  %292 = fsub contract float %284, %291
  store float %292, ptr %220, align 4, !tbaa !7
  %293 = add nuw nsw i32 %227, 8
  %294 = add i32 %229, 8
  %295 = icmp eq i32 %294, %225
  br i1 %295, label %296, label %226, !llvm.loop !15

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
  %306 = load float, ptr %305, align 4, !tbaa !7
  %307 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %304, i64 %7
  %308 = load float, ptr %307, align 4, !tbaa !7
  %309 = fmul contract float %306, %308
  %310 = fsub contract float %302, %309
  store float %310, ptr %220, align 4, !tbaa !7
  %311 = add nuw nsw i32 %301, 1
  %312 = add i32 %303, 1
  %313 = icmp eq i32 %312, %222
  br i1 %313, label %314, label %300, !llvm.loop !16

314:                                              ; preds = %296, %300, %216
  tail call void @llvm.nvvm.barrier0()
  %315 = add nuw nsw i32 %105, 1
  %316 = icmp eq i32 %217, 15
  br i1 %316, label %317, label %104, !llvm.loop !17

317:                                              ; preds = %314
  %318 = add nsw i32 %2, 1
  %319 = mul nsw i32 %318, %1
  %320 = add nsw i32 %319, %2
  %321 = load float, ptr %18, align 4, !tbaa !7
  %322 = add i32 %320, %6
  %323 = zext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr %0, i64 %323
  store float %321, ptr %324, align 4, !tbaa !7
  %325 = add nsw i32 %320, %1
  %326 = load float, ptr %24, align 4, !tbaa !7
  %327 = add i32 %325, %6
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds float, ptr %0, i64 %328
  store float %326, ptr %329, align 4, !tbaa !7
  %330 = add nsw i32 %325, %1
  %331 = load float, ptr %30, align 4, !tbaa !7
  %332 = add i32 %330, %6
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds float, ptr %0, i64 %333
  store float %331, ptr %334, align 4, !tbaa !7
  %335 = add nsw i32 %330, %1
  %336 = load float, ptr %36, align 4, !tbaa !7
  %337 = add i32 %335, %6
  %338 = zext i32 %337 to i64
  %339 = getelementptr inbounds float, ptr %0, i64 %338
  store float %336, ptr %339, align 4, !tbaa !7
  %340 = add nsw i32 %335, %1
  %341 = load float, ptr %42, align 4, !tbaa !7
  %342 = add i32 %340, %6
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds float, ptr %0, i64 %343
  store float %341, ptr %344, align 4, !tbaa !7
  %345 = add nsw i32 %340, %1
  %346 = load float, ptr %48, align 4, !tbaa !7
  %347 = add i32 %345, %6
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr %0, i64 %348
  store float %346, ptr %349, align 4, !tbaa !7
  %350 = add nsw i32 %345, %1
  %351 = load float, ptr %54, align 4, !tbaa !7
  %352 = add i32 %350, %6
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr %0, i64 %353
  store float %351, ptr %354, align 4, !tbaa !7
  %355 = add nsw i32 %350, %1
  %356 = load float, ptr %60, align 4, !tbaa !7
  %357 = add i32 %355, %6
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr %0, i64 %358
  store float %356, ptr %359, align 4, !tbaa !7
  %360 = add nsw i32 %355, %1
  %361 = load float, ptr %66, align 4, !tbaa !7
  %362 = add i32 %360, %6
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr %0, i64 %363
  store float %361, ptr %364, align 4, !tbaa !7
  %365 = add nsw i32 %360, %1
  %366 = load float, ptr %72, align 4, !tbaa !7
  %367 = add i32 %365, %6
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds float, ptr %0, i64 %368
  store float %366, ptr %369, align 4, !tbaa !7
  %370 = add nsw i32 %365, %1
  %371 = load float, ptr %78, align 4, !tbaa !7
  %372 = add i32 %370, %6
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds float, ptr %0, i64 %373
  store float %371, ptr %374, align 4, !tbaa !7
  %375 = add nsw i32 %370, %1
  %376 = load float, ptr %84, align 4, !tbaa !7
  %377 = add i32 %375, %6
  %378 = zext i32 %377 to i64
  %379 = getelementptr inbounds float, ptr %0, i64 %378
  store float %376, ptr %379, align 4, !tbaa !7
  %380 = add nsw i32 %375, %1
  %381 = load float, ptr %90, align 4, !tbaa !7
  %382 = add i32 %380, %6
  %383 = zext i32 %382 to i64
  %384 = getelementptr inbounds float, ptr %0, i64 %383
  store float %381, ptr %384, align 4, !tbaa !7
  %385 = add nsw i32 %380, %1
  %386 = load float, ptr %96, align 4, !tbaa !7
  %387 = add i32 %385, %6
  %388 = zext i32 %387 to i64
  %389 = getelementptr inbounds float, ptr %0, i64 %388
  store float %386, ptr %389, align 4, !tbaa !7
  %390 = add nsw i32 %385, %1
  %391 = load float, ptr %102, align 4, !tbaa !7
  %392 = add i32 %390, %6
  %393 = zext i32 %392 to i64
  %394 = getelementptr inbounds float, ptr %0, i64 %393
  store float %391, ptr %394, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13lud_perimeterPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 16
  br i1 %5, label %6, label %149

6:                                                ; preds = %3
  %7 = add i32 %1, 1
  %8 = mul i32 %7, %2
  %9 = zext nneg i32 %4 to i64
  %10 = add nsw i32 %8, %4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !7
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 0, i64 %9
  store float %13, ptr %14, align 4, !tbaa !7
  %15 = add nsw i32 %8, %1
  %16 = add nsw i32 %15, %4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !7
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 1, i64 %9
  store float %19, ptr %20, align 4, !tbaa !7
  %21 = add nsw i32 %15, %1
  %22 = add nsw i32 %21, %4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 2, i64 %9
  store float %25, ptr %26, align 4, !tbaa !7
  %27 = add nsw i32 %21, %1
  %28 = add nsw i32 %27, %4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 3, i64 %9
  store float %31, ptr %32, align 4, !tbaa !7
  %33 = add nsw i32 %27, %1
  %34 = add nsw i32 %33, %4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !7
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 4, i64 %9
  store float %37, ptr %38, align 4, !tbaa !7
  %39 = add nsw i32 %33, %1
  %40 = add nsw i32 %39, %4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !7
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 5, i64 %9
  store float %43, ptr %44, align 4, !tbaa !7
  %45 = add nsw i32 %39, %1
  %46 = add nsw i32 %45, %4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !7
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 6, i64 %9
  store float %49, ptr %50, align 4, !tbaa !7
  %51 = add nsw i32 %45, %1
  %52 = add nsw i32 %51, %4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !7
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 7, i64 %9
  store float %55, ptr %56, align 4, !tbaa !7
  %57 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %58 = shl i32 %57, 4
  %59 = or disjoint i32 %4, 16
  %60 = add i32 %59, %58
  %61 = add i32 %60, %8
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !7
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 0, i64 %9
  store float %64, ptr %65, align 4, !tbaa !7
  %66 = add i32 %60, %15
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !7
  %70 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %9
  store float %69, ptr %70, align 4, !tbaa !7
  %71 = add i32 %60, %21
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !7
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %9
  store float %74, ptr %75, align 4, !tbaa !7
  %76 = add i32 %60, %27
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !7
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %9
  store float %79, ptr %80, align 4, !tbaa !7
  %81 = add i32 %60, %33
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !7
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %9
  store float %84, ptr %85, align 4, !tbaa !7
  %86 = add i32 %60, %39
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !7
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %9
  store float %89, ptr %90, align 4, !tbaa !7
  %91 = add i32 %60, %45
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %0, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !7
  %95 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %9
  store float %94, ptr %95, align 4, !tbaa !7
  %96 = add i32 %60, %51
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !7
  %100 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %9
  store float %99, ptr %100, align 4, !tbaa !7
  %101 = add nsw i32 %51, %1
  %102 = add i32 %60, %101
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !7
  %106 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %9
  store float %105, ptr %106, align 4, !tbaa !7
  %107 = add nsw i32 %101, %1
  %108 = add i32 %60, %107
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !7
  %112 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %9
  store float %111, ptr %112, align 4, !tbaa !7
  %113 = add nsw i32 %107, %1
  %114 = add i32 %60, %113
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %0, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !7
  %118 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %9
  store float %117, ptr %118, align 4, !tbaa !7
  %119 = add nsw i32 %113, %1
  %120 = add i32 %60, %119
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !7
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %9
  store float %123, ptr %124, align 4, !tbaa !7
  %125 = add nsw i32 %119, %1
  %126 = add i32 %60, %125
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %0, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !7
  %130 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %9
  store float %129, ptr %130, align 4, !tbaa !7
  %131 = add nsw i32 %125, %1
  %132 = add i32 %60, %131
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr %0, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !7
  %136 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %9
  store float %135, ptr %136, align 4, !tbaa !7
  %137 = add nsw i32 %131, %1
  %138 = add i32 %60, %137
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %0, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !7
  %142 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %9
  store float %141, ptr %142, align 4, !tbaa !7
  %143 = add nsw i32 %137, %1
  %144 = add i32 %60, %143
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %0, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !7
  %148 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %9
  store float %147, ptr %148, align 4, !tbaa !7
  br label %303

149:                                              ; preds = %3
  %150 = add nsw i32 %4, -16
  %151 = add nsw i32 %2, 8
  %152 = mul nsw i32 %151, %1
  %153 = add nsw i32 %152, %2
  %154 = zext nneg i32 %150 to i64
  %155 = add nsw i32 %153, %150
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !7
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 8, i64 %154
  store float %158, ptr %159, align 4, !tbaa !7
  %160 = add nsw i32 %153, %1
  %161 = add nsw i32 %160, %150
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr %0, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !7
  %165 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 9, i64 %154
  store float %164, ptr %165, align 4, !tbaa !7
  %166 = add nsw i32 %160, %1
  %167 = add nsw i32 %166, %150
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr %0, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !7
  %171 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 10, i64 %154
  store float %170, ptr %171, align 4, !tbaa !7
  %172 = add nsw i32 %166, %1
  %173 = add nsw i32 %172, %150
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !7
  %177 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 11, i64 %154
  store float %176, ptr %177, align 4, !tbaa !7
  %178 = add nsw i32 %172, %1
  %179 = add nsw i32 %178, %150
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %0, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !7
  %183 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 12, i64 %154
  store float %182, ptr %183, align 4, !tbaa !7
  %184 = add nsw i32 %178, %1
  %185 = add nsw i32 %184, %150
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %0, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !7
  %189 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 13, i64 %154
  store float %188, ptr %189, align 4, !tbaa !7
  %190 = add nsw i32 %184, %1
  %191 = add nsw i32 %190, %150
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, ptr %0, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !7
  %195 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 14, i64 %154
  store float %194, ptr %195, align 4, !tbaa !7
  %196 = add nsw i32 %190, %1
  %197 = add nsw i32 %196, %150
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr %0, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !7
  %201 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 15, i64 %154
  store float %200, ptr %201, align 4, !tbaa !7
  %202 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %203 = shl i32 %202, 4
  %204 = add i32 %203, 16
  %205 = add i32 %204, %2
  %206 = mul i32 %205, %1
  %207 = add i32 %206, %2
  %208 = add nsw i32 %207, %150
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds float, ptr %0, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !7
  %212 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 0, i64 %154
  store float %211, ptr %212, align 4, !tbaa !7
  %213 = add nsw i32 %207, %1
  %214 = add nsw i32 %213, %150
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %0, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !7
  %218 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 1, i64 %154
  store float %217, ptr %218, align 4, !tbaa !7
  %219 = add nsw i32 %213, %1
  %220 = add nsw i32 %219, %150
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds float, ptr %0, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !7
  %224 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 2, i64 %154
  store float %223, ptr %224, align 4, !tbaa !7
  %225 = add nsw i32 %219, %1
  %226 = add nsw i32 %225, %150
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr %0, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !7
  %230 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 3, i64 %154
  store float %229, ptr %230, align 4, !tbaa !7
  %231 = add nsw i32 %225, %1
  %232 = add nsw i32 %231, %150
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr %0, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !7
  %236 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 4, i64 %154
  store float %235, ptr %236, align 4, !tbaa !7
  %237 = add nsw i32 %231, %1
  %238 = add nsw i32 %237, %150
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr %0, i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !7
  %242 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 5, i64 %154
  store float %241, ptr %242, align 4, !tbaa !7
  %243 = add nsw i32 %237, %1
  %244 = add nsw i32 %243, %150
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr %0, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !7
  %248 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 6, i64 %154
  store float %247, ptr %248, align 4, !tbaa !7
  %249 = add nsw i32 %243, %1
  %250 = add nsw i32 %249, %150
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr %0, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !7
  %254 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 7, i64 %154
  store float %253, ptr %254, align 4, !tbaa !7
  %255 = add nsw i32 %249, %1
  %256 = add nsw i32 %255, %150
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds float, ptr %0, i64 %257
  %259 = load float, ptr %258, align 4, !tbaa !7
  %260 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 8, i64 %154
  store float %259, ptr %260, align 4, !tbaa !7
  %261 = add nsw i32 %255, %1
  %262 = add nsw i32 %261, %150
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr %0, i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !7
  %266 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 9, i64 %154
  store float %265, ptr %266, align 4, !tbaa !7
  %267 = add nsw i32 %261, %1
  %268 = add nsw i32 %267, %150
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr %0, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !7
  %272 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 10, i64 %154
  store float %271, ptr %272, align 4, !tbaa !7
  %273 = add nsw i32 %267, %1
  %274 = add nsw i32 %273, %150
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds float, ptr %0, i64 %275
  %277 = load float, ptr %276, align 4, !tbaa !7
  %278 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 11, i64 %154
  store float %277, ptr %278, align 4, !tbaa !7
  %279 = add nsw i32 %273, %1
  %280 = add nsw i32 %279, %150
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds float, ptr %0, i64 %281
  %283 = load float, ptr %282, align 4, !tbaa !7
  %284 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 12, i64 %154
  store float %283, ptr %284, align 4, !tbaa !7
  %285 = add nsw i32 %279, %1
  %286 = add nsw i32 %285, %150
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds float, ptr %0, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !7
  %290 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 13, i64 %154
  store float %289, ptr %290, align 4, !tbaa !7
  %291 = add nsw i32 %285, %1
  %292 = add nsw i32 %291, %150
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds float, ptr %0, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !7
  %296 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 14, i64 %154
  store float %295, ptr %296, align 4, !tbaa !7
  %297 = add nsw i32 %291, %1
  %298 = add nsw i32 %297, %150
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds float, ptr %0, i64 %299
  %301 = load float, ptr %300, align 4, !tbaa !7
  %302 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 15, i64 %154
  store float %301, ptr %302, align 4, !tbaa !7
  br label %303

303:                                              ; preds = %149, %6
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %304, label %738

304:                                              ; preds = %303
  %305 = zext nneg i32 %4 to i64
  %306 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %305
  %307 = load float, ptr %306, align 4, !tbaa !7
  %308 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 64), align 4, !tbaa !7
  %309 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 0, i64 %305
  %310 = load float, ptr %309, align 4, !tbaa !7
  %311 = fmul contract float %308, %310
  %312 = fsub contract float %307, %311
  store float %312, ptr %306, align 4, !tbaa !7
  %313 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %305
  %314 = load float, ptr %313, align 4, !tbaa !7
  %315 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 128), align 4, !tbaa !7
  %316 = fmul contract float %315, %310
  %317 = fsub contract float %314, %316
  %318 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 132), align 4, !tbaa !7
  %319 = fmul contract float %318, %312
  %320 = fsub contract float %317, %319
  store float %320, ptr %313, align 4, !tbaa !7
  %321 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %305
  %322 = load float, ptr %321, align 4, !tbaa !7
  %323 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 192), align 4, !tbaa !7
  %324 = fmul contract float %323, %310
  %325 = fsub contract float %322, %324
  %326 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 196), align 4, !tbaa !7
  %327 = fmul contract float %326, %312
  %328 = fsub contract float %325, %327
  %329 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 200), align 4, !tbaa !7
  %330 = fmul contract float %329, %320
  %331 = fsub contract float %328, %330
  store float %331, ptr %321, align 4, !tbaa !7
  %332 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %305
  %333 = load float, ptr %332, align 4, !tbaa !7
  %334 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 256), align 4, !tbaa !7
  %335 = fmul contract float %334, %310
  %336 = fsub contract float %333, %335
  %337 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 260), align 4, !tbaa !7
  %338 = fmul contract float %337, %312
  %339 = fsub contract float %336, %338
  %340 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 264), align 4, !tbaa !7
  %341 = fmul contract float %340, %320
  %342 = fsub contract float %339, %341
  %343 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 268), align 4, !tbaa !7
  %344 = fmul contract float %343, %331
  %345 = fsub contract float %342, %344
  store float %345, ptr %332, align 4, !tbaa !7
  %346 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %305
  %347 = load float, ptr %346, align 4, !tbaa !7
  %348 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 320), align 4, !tbaa !7
  %349 = fmul contract float %348, %310
  %350 = fsub contract float %347, %349
  %351 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 324), align 4, !tbaa !7
  %352 = fmul contract float %351, %312
  %353 = fsub contract float %350, %352
  %354 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 328), align 4, !tbaa !7
  %355 = fmul contract float %354, %320
  %356 = fsub contract float %353, %355
  %357 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 332), align 4, !tbaa !7
  %358 = fmul contract float %357, %331
  %359 = fsub contract float %356, %358
  %360 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 336), align 4, !tbaa !7
  %361 = fmul contract float %360, %345
  %362 = fsub contract float %359, %361
  store float %362, ptr %346, align 4, !tbaa !7
  %363 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %305
  %364 = load float, ptr %363, align 4, !tbaa !7
  %365 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 384), align 4, !tbaa !7
  %366 = fmul contract float %365, %310
  %367 = fsub contract float %364, %366
  %368 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 388), align 4, !tbaa !7
  %369 = fmul contract float %368, %312
  %370 = fsub contract float %367, %369
  %371 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 392), align 4, !tbaa !7
  %372 = fmul contract float %371, %320
  %373 = fsub contract float %370, %372
  %374 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 396), align 4, !tbaa !7
  %375 = fmul contract float %374, %331
  %376 = fsub contract float %373, %375
  %377 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 400), align 4, !tbaa !7
  %378 = fmul contract float %377, %345
  %379 = fsub contract float %376, %378
  %380 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 404), align 4, !tbaa !7
  %381 = fmul contract float %380, %362
  %382 = fsub contract float %379, %381
  store float %382, ptr %363, align 4, !tbaa !7
  %383 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %305
  %384 = load float, ptr %383, align 4, !tbaa !7
  %385 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 448), align 4, !tbaa !7
  %386 = fmul contract float %385, %310
  %387 = fsub contract float %384, %386
  %388 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 452), align 4, !tbaa !7
  %389 = fmul contract float %388, %312
  %390 = fsub contract float %387, %389
  %391 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 456), align 4, !tbaa !7
  %392 = fmul contract float %391, %320
  %393 = fsub contract float %390, %392
  %394 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 460), align 4, !tbaa !7
  %395 = fmul contract float %394, %331
  %396 = fsub contract float %393, %395
  %397 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 464), align 4, !tbaa !7
  %398 = fmul contract float %397, %345
  %399 = fsub contract float %396, %398
  %400 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 468), align 4, !tbaa !7
  %401 = fmul contract float %400, %362
  %402 = fsub contract float %399, %401
  %403 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 472), align 4, !tbaa !7
  %404 = fmul contract float %403, %382
  %405 = fsub contract float %402, %404
  store float %405, ptr %383, align 4, !tbaa !7
  %406 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %305
  %407 = load float, ptr %406, align 4, !tbaa !7
  %408 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 512), align 4, !tbaa !7
  %409 = load float, ptr %309, align 4, !tbaa !7
  %410 = fmul contract float %408, %409
  %411 = fsub contract float %407, %410
  %412 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 516), align 4, !tbaa !7
  %413 = load float, ptr %306, align 4, !tbaa !7
  %414 = fmul contract float %412, %413
  %415 = fsub contract float %411, %414
  %416 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 520), align 4, !tbaa !7
  %417 = load float, ptr %313, align 4, !tbaa !7
  %418 = fmul contract float %416, %417
  %419 = fsub contract float %415, %418
  %420 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 524), align 4, !tbaa !7
  %421 = load float, ptr %321, align 4, !tbaa !7
  %422 = fmul contract float %420, %421
  %423 = fsub contract float %419, %422
  %424 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 528), align 4, !tbaa !7
  %425 = load float, ptr %332, align 4, !tbaa !7
  %426 = fmul contract float %424, %425
  %427 = fsub contract float %423, %426
  %428 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 532), align 4, !tbaa !7
  %429 = fmul contract float %428, %362
  %430 = fsub contract float %427, %429
  %431 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 536), align 4, !tbaa !7
  %432 = fmul contract float %431, %382
  %433 = fsub contract float %430, %432
  %434 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 540), align 4, !tbaa !7
  %435 = fmul contract float %434, %405
  %436 = fsub contract float %433, %435
  store float %436, ptr %406, align 4, !tbaa !7
  %437 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %305
  %438 = load float, ptr %437, align 4, !tbaa !7
  %439 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 576), align 4, !tbaa !7
  %440 = fmul contract float %439, %409
  %441 = fsub contract float %438, %440
  %442 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 580), align 4, !tbaa !7
  %443 = fmul contract float %442, %413
  %444 = fsub contract float %441, %443
  %445 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 584), align 4, !tbaa !7
  %446 = fmul contract float %445, %417
  %447 = fsub contract float %444, %446
  %448 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 588), align 4, !tbaa !7
  %449 = fmul contract float %448, %421
  %450 = fsub contract float %447, %449
  %451 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 592), align 4, !tbaa !7
  %452 = fmul contract float %451, %425
  %453 = fsub contract float %450, %452
  %454 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 596), align 4, !tbaa !7
  %455 = load float, ptr %346, align 4, !tbaa !7
  %456 = fmul contract float %454, %455
  %457 = fsub contract float %453, %456
  %458 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 600), align 4, !tbaa !7
  %459 = fmul contract float %458, %382
  %460 = fsub contract float %457, %459
  %461 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 604), align 4, !tbaa !7
  %462 = fmul contract float %461, %405
  %463 = fsub contract float %460, %462
  %464 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 608), align 4, !tbaa !7
  %465 = fmul contract float %464, %436
  %466 = fsub contract float %463, %465
  store float %466, ptr %437, align 4, !tbaa !7
  %467 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %305
  %468 = load float, ptr %467, align 4, !tbaa !7
  %469 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 640), align 4, !tbaa !7
  %470 = fmul contract float %469, %409
  %471 = fsub contract float %468, %470
  %472 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 644), align 4, !tbaa !7
  %473 = fmul contract float %472, %413
  %474 = fsub contract float %471, %473
  %475 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 648), align 4, !tbaa !7
  %476 = fmul contract float %475, %417
  %477 = fsub contract float %474, %476
  %478 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 652), align 4, !tbaa !7
  %479 = fmul contract float %478, %421
  %480 = fsub contract float %477, %479
  %481 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 656), align 4, !tbaa !7
  %482 = fmul contract float %481, %425
  %483 = fsub contract float %480, %482
  %484 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 660), align 4, !tbaa !7
  %485 = fmul contract float %484, %455
  %486 = fsub contract float %483, %485
  %487 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 664), align 4, !tbaa !7
  %488 = load float, ptr %363, align 4, !tbaa !7
  %489 = fmul contract float %487, %488
  %490 = fsub contract float %486, %489
  %491 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 668), align 4, !tbaa !7
  %492 = load float, ptr %383, align 4, !tbaa !7
  %493 = fmul contract float %491, %492
  %494 = fsub contract float %490, %493
  %495 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 672), align 4, !tbaa !7
  %496 = fmul contract float %495, %436
  %497 = fsub contract float %494, %496
  %498 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 676), align 4, !tbaa !7
  %499 = fmul contract float %498, %466
  %500 = fsub contract float %497, %499
  store float %500, ptr %467, align 4, !tbaa !7
  %501 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %305
  %502 = load float, ptr %501, align 4, !tbaa !7
  %503 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 704), align 4, !tbaa !7
  %504 = load float, ptr %309, align 4, !tbaa !7
  %505 = fmul contract float %503, %504
  %506 = fsub contract float %502, %505
  %507 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 708), align 4, !tbaa !7
  %508 = load float, ptr %306, align 4, !tbaa !7
  %509 = fmul contract float %507, %508
  %510 = fsub contract float %506, %509
  %511 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 712), align 4, !tbaa !7
  %512 = load float, ptr %313, align 4, !tbaa !7
  %513 = fmul contract float %511, %512
  %514 = fsub contract float %510, %513
  %515 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 716), align 4, !tbaa !7
  %516 = load float, ptr %321, align 4, !tbaa !7
  %517 = fmul contract float %515, %516
  %518 = fsub contract float %514, %517
  %519 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 720), align 4, !tbaa !7
  %520 = load float, ptr %332, align 4, !tbaa !7
  %521 = fmul contract float %519, %520
  %522 = fsub contract float %518, %521
  %523 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 724), align 4, !tbaa !7
  %524 = fmul contract float %523, %455
  %525 = fsub contract float %522, %524
  %526 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 728), align 4, !tbaa !7
  %527 = fmul contract float %526, %488
  %528 = fsub contract float %525, %527
  %529 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 732), align 4, !tbaa !7
  %530 = fmul contract float %529, %492
  %531 = fsub contract float %528, %530
  %532 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 736), align 4, !tbaa !7
  %533 = load float, ptr %406, align 4, !tbaa !7
  %534 = fmul contract float %532, %533
  %535 = fsub contract float %531, %534
  %536 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 740), align 4, !tbaa !7
  %537 = fmul contract float %536, %466
  %538 = fsub contract float %535, %537
  %539 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 744), align 4, !tbaa !7
  %540 = fmul contract float %539, %500
  %541 = fsub contract float %538, %540
  store float %541, ptr %501, align 4, !tbaa !7
  %542 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %305
  %543 = load float, ptr %542, align 4, !tbaa !7
  %544 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 768), align 4, !tbaa !7
  %545 = fmul contract float %544, %504
  %546 = fsub contract float %543, %545
  %547 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 772), align 4, !tbaa !7
  %548 = fmul contract float %547, %508
  %549 = fsub contract float %546, %548
  %550 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 776), align 4, !tbaa !7
  %551 = fmul contract float %550, %512
  %552 = fsub contract float %549, %551
  %553 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 780), align 4, !tbaa !7
  %554 = fmul contract float %553, %516
  %555 = fsub contract float %552, %554
  %556 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 784), align 4, !tbaa !7
  %557 = fmul contract float %556, %520
  %558 = fsub contract float %555, %557
  %559 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 788), align 4, !tbaa !7
  %560 = load float, ptr %346, align 4, !tbaa !7
  %561 = fmul contract float %559, %560
  %562 = fsub contract float %558, %561
  %563 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 792), align 4, !tbaa !7
  %564 = fmul contract float %563, %488
  %565 = fsub contract float %562, %564
  %566 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 796), align 4, !tbaa !7
  %567 = fmul contract float %566, %492
  %568 = fsub contract float %565, %567
  %569 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 800), align 4, !tbaa !7
  %570 = fmul contract float %569, %533
  %571 = fsub contract float %568, %570
  %572 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 804), align 4, !tbaa !7
  %573 = load float, ptr %437, align 4, !tbaa !7
  %574 = fmul contract float %572, %573
  %575 = fsub contract float %571, %574
  %576 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 808), align 4, !tbaa !7
  %577 = fmul contract float %576, %500
  %578 = fsub contract float %575, %577
  %579 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 812), align 4, !tbaa !7
  %580 = fmul contract float %579, %541
  %581 = fsub contract float %578, %580
  store float %581, ptr %542, align 4, !tbaa !7
  %582 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %305
  %583 = load float, ptr %582, align 4, !tbaa !7
  %584 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 832), align 4, !tbaa !7
  %585 = load float, ptr %309, align 4, !tbaa !7
  %586 = fmul contract float %584, %585
  %587 = fsub contract float %583, %586
  %588 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 836), align 4, !tbaa !7
  %589 = load float, ptr %306, align 4, !tbaa !7
  %590 = fmul contract float %588, %589
  %591 = fsub contract float %587, %590
  %592 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 840), align 4, !tbaa !7
  %593 = load float, ptr %313, align 4, !tbaa !7
  %594 = fmul contract float %592, %593
  %595 = fsub contract float %591, %594
  %596 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 844), align 4, !tbaa !7
  %597 = load float, ptr %321, align 4, !tbaa !7
  %598 = fmul contract float %596, %597
  %599 = fsub contract float %595, %598
  %600 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 848), align 4, !tbaa !7
  %601 = load float, ptr %332, align 4, !tbaa !7
  %602 = fmul contract float %600, %601
  %603 = fsub contract float %599, %602
  %604 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 852), align 4, !tbaa !7
  %605 = fmul contract float %604, %560
  %606 = fsub contract float %603, %605
  %607 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 856), align 4, !tbaa !7
  %608 = load float, ptr %363, align 4, !tbaa !7
  %609 = fmul contract float %607, %608
  %610 = fsub contract float %606, %609
  %611 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 860), align 4, !tbaa !7
  %612 = load float, ptr %383, align 4, !tbaa !7
  %613 = fmul contract float %611, %612
  %614 = fsub contract float %610, %613
  %615 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 864), align 4, !tbaa !7
  %616 = load float, ptr %406, align 4, !tbaa !7
  %617 = fmul contract float %615, %616
  %618 = fsub contract float %614, %617
  %619 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 868), align 4, !tbaa !7
  %620 = fmul contract float %619, %573
  %621 = fsub contract float %618, %620
  %622 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 872), align 4, !tbaa !7
  %623 = load float, ptr %467, align 4, !tbaa !7
  %624 = fmul contract float %622, %623
  %625 = fsub contract float %621, %624
  %626 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 876), align 4, !tbaa !7
  %627 = load float, ptr %501, align 4, !tbaa !7
  %628 = fmul contract float %626, %627
  %629 = fsub contract float %625, %628
  %630 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 880), align 4, !tbaa !7
  %631 = fmul contract float %630, %581
  %632 = fsub contract float %629, %631
  store float %632, ptr %582, align 4, !tbaa !7
  %633 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %305
  %634 = load float, ptr %633, align 4, !tbaa !7
  %635 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 896), align 4, !tbaa !7
  %636 = fmul contract float %635, %585
  %637 = fsub contract float %634, %636
  %638 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 900), align 4, !tbaa !7
  %639 = fmul contract float %638, %589
  %640 = fsub contract float %637, %639
  %641 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 904), align 4, !tbaa !7
  %642 = fmul contract float %641, %593
  %643 = fsub contract float %640, %642
  %644 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 908), align 4, !tbaa !7
  %645 = fmul contract float %644, %597
  %646 = fsub contract float %643, %645
  %647 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 912), align 4, !tbaa !7
  %648 = fmul contract float %647, %601
  %649 = fsub contract float %646, %648
  %650 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 916), align 4, !tbaa !7
  %651 = load float, ptr %346, align 4, !tbaa !7
  %652 = fmul contract float %650, %651
  %653 = fsub contract float %649, %652
  %654 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 920), align 4, !tbaa !7
  %655 = fmul contract float %654, %608
  %656 = fsub contract float %653, %655
  %657 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 924), align 4, !tbaa !7
  %658 = fmul contract float %657, %612
  %659 = fsub contract float %656, %658
  %660 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 928), align 4, !tbaa !7
  %661 = fmul contract float %660, %616
  %662 = fsub contract float %659, %661
  %663 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 932), align 4, !tbaa !7
  %664 = load float, ptr %437, align 4, !tbaa !7
  %665 = fmul contract float %663, %664
  %666 = fsub contract float %662, %665
  %667 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 936), align 4, !tbaa !7
  %668 = fmul contract float %667, %623
  %669 = fsub contract float %666, %668
  %670 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 940), align 4, !tbaa !7
  %671 = fmul contract float %670, %627
  %672 = fsub contract float %669, %671
  %673 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 944), align 4, !tbaa !7
  %674 = load float, ptr %542, align 4, !tbaa !7
  %675 = fmul contract float %673, %674
  %676 = fsub contract float %672, %675
  %677 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 948), align 4, !tbaa !7
  %678 = fmul contract float %677, %632
  %679 = fsub contract float %676, %678
  store float %679, ptr %633, align 4, !tbaa !7
  %680 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %305
  %681 = load float, ptr %680, align 4, !tbaa !7
  %682 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 960), align 4, !tbaa !7
  %683 = load float, ptr %309, align 4, !tbaa !7
  %684 = fmul contract float %682, %683
  %685 = fsub contract float %681, %684
  %686 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 964), align 4, !tbaa !7
  %687 = load float, ptr %306, align 4, !tbaa !7
  %688 = fmul contract float %686, %687
  %689 = fsub contract float %685, %688
  %690 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 968), align 4, !tbaa !7
  %691 = load float, ptr %313, align 4, !tbaa !7
  %692 = fmul contract float %690, %691
  %693 = fsub contract float %689, %692
  %694 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 972), align 4, !tbaa !7
  %695 = load float, ptr %321, align 4, !tbaa !7
  %696 = fmul contract float %694, %695
  %697 = fsub contract float %693, %696
  %698 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 976), align 4, !tbaa !7
  %699 = load float, ptr %332, align 4, !tbaa !7
  %700 = fmul contract float %698, %699
  %701 = fsub contract float %697, %700
  %702 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 980), align 4, !tbaa !7
  %703 = fmul contract float %702, %651
  %704 = fsub contract float %701, %703
  %705 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 984), align 4, !tbaa !7
  %706 = load float, ptr %363, align 4, !tbaa !7
  %707 = fmul contract float %705, %706
  %708 = fsub contract float %704, %707
  %709 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 988), align 4, !tbaa !7
  %710 = load float, ptr %383, align 4, !tbaa !7
  %711 = fmul contract float %709, %710
  %712 = fsub contract float %708, %711
  %713 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 992), align 4, !tbaa !7
  %714 = load float, ptr %406, align 4, !tbaa !7
  %715 = fmul contract float %713, %714
  %716 = fsub contract float %712, %715
  %717 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 996), align 4, !tbaa !7
  %718 = fmul contract float %717, %664
  %719 = fsub contract float %716, %718
  %720 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1000), align 4, !tbaa !7
  %721 = load float, ptr %467, align 4, !tbaa !7
  %722 = fmul contract float %720, %721
  %723 = fsub contract float %719, %722
  %724 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1004), align 4, !tbaa !7
  %725 = load float, ptr %501, align 4, !tbaa !7
  %726 = fmul contract float %724, %725
  %727 = fsub contract float %723, %726
  %728 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1008), align 4, !tbaa !7
  %729 = fmul contract float %728, %674
  %730 = fsub contract float %727, %729
  %731 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1012), align 4, !tbaa !7
  %732 = load float, ptr %582, align 4, !tbaa !7
  %733 = fmul contract float %731, %732
  %734 = fsub contract float %730, %733
  %735 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1016), align 4, !tbaa !7
  %736 = fmul contract float %735, %679
  %737 = fsub contract float %734, %736
  store float %737, ptr %680, align 4, !tbaa !7
  br label %853

738:                                              ; preds = %303
  %739 = add nsw i32 %4, -16
  %740 = zext nneg i32 %739 to i64
  %741 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 0
  br label %742

742:                                              ; preds = %738, %844
  %743 = phi i32 [ 0, %738 ], [ %851, %844 ]
  %744 = icmp eq i32 %743, 0
  br i1 %744, label %745, label %747

745:                                              ; preds = %742
  %746 = load float, ptr %741, align 4, !tbaa !7
  br label %844

747:                                              ; preds = %742
  %748 = zext nneg i32 %743 to i64
  %749 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %748
  %750 = load float, ptr %749, align 4, !tbaa !7
  %751 = and i32 %743, 7
  %752 = icmp ult i32 %743, 8
  br i1 %752, label %825, label %753

753:                                              ; preds = %747
  %754 = and i32 %743, 2147483640
  br label %755

755:                                              ; preds = %755, %753
  %756 = phi float [ %750, %753 ], [ %821, %755 ]
  %757 = phi i32 [ 0, %753 ], [ %822, %755 ]
  %758 = phi i32 [ 0, %753 ], [ %823, %755 ]
  %759 = zext nneg i32 %757 to i64
  %760 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %759
  %761 = load float, ptr %760, align 4, !tbaa !7
  %762 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %759, i64 %748
  %763 = load float, ptr %762, align 4, !tbaa !7
  %764 = fmul contract float %761, %763
  %765 = fsub contract float %756, %764
  store float %765, ptr %749, align 4, !tbaa !7
  %766 = or disjoint i32 %757, 1
  %767 = zext nneg i32 %766 to i64
  %768 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %767
  %769 = load float, ptr %768, align 4, !tbaa !7
  %770 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %767, i64 %748
  %771 = load float, ptr %770, align 4, !tbaa !7
  %772 = fmul contract float %769, %771
  %773 = fsub contract float %765, %772
  store float %773, ptr %749, align 4, !tbaa !7
  %774 = or disjoint i32 %757, 2
  %775 = zext nneg i32 %774 to i64
  %776 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %775
  %777 = load float, ptr %776, align 4, !tbaa !7
  %778 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %775, i64 %748
  %779 = load float, ptr %778, align 4, !tbaa !7
  %780 = fmul contract float %777, %779
  %781 = fsub contract float %773, %780
  store float %781, ptr %749, align 4, !tbaa !7
  %782 = or disjoint i32 %757, 3
  %783 = zext nneg i32 %782 to i64
  %784 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %783
  %785 = load float, ptr %784, align 4, !tbaa !7
  %786 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %783, i64 %748
  %787 = load float, ptr %786, align 4, !tbaa !7
  %788 = fmul contract float %785, %787
  %789 = fsub contract float %781, %788
  store float %789, ptr %749, align 4, !tbaa !7
  %790 = or disjoint i32 %757, 4
  %791 = zext nneg i32 %790 to i64
  %792 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %791
  %793 = load float, ptr %792, align 4, !tbaa !7
  %794 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %791, i64 %748
  %795 = load float, ptr %794, align 4, !tbaa !7
  %796 = fmul contract float %793, %795
  %797 = fsub contract float %789, %796
  store float %797, ptr %749, align 4, !tbaa !7
  %798 = or disjoint i32 %757, 5
  %799 = zext nneg i32 %798 to i64
  %800 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %799
  %801 = load float, ptr %800, align 4, !tbaa !7
  %802 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %799, i64 %748
  %803 = load float, ptr %802, align 4, !tbaa !7
  %804 = fmul contract float %801, %803
  %805 = fsub contract float %797, %804
  store float %805, ptr %749, align 4, !tbaa !7
  %806 = or disjoint i32 %757, 6
  %807 = zext nneg i32 %806 to i64
  %808 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !7
  %810 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %807, i64 %748
  %811 = load float, ptr %810, align 4, !tbaa !7
  %812 = fmul contract float %809, %811
  %813 = fsub contract float %805, %812
  store float %813, ptr %749, align 4, !tbaa !7
  %814 = or disjoint i32 %757, 7
  %815 = zext nneg i32 %814 to i64
  %816 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %815
  %817 = load float, ptr %816, align 4, !tbaa !7
  %818 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %815, i64 %748
  %819 = load float, ptr %818, align 4, !tbaa !7
  %820 = fmul contract float %817, %819
  %821 = fsub contract float %813, %820
  store float %821, ptr %749, align 4, !tbaa !7
  %822 = add nuw nsw i32 %757, 8
  %823 = add i32 %758, 8
  %824 = icmp eq i32 %823, %754
  br i1 %824, label %825, label %755, !llvm.loop !18

825:                                              ; preds = %755, %747
  %826 = phi float [ poison, %747 ], [ %821, %755 ]
  %827 = phi float [ %750, %747 ], [ %821, %755 ]
  %828 = phi i32 [ 0, %747 ], [ %822, %755 ]
  %829 = icmp eq i32 %751, 0
  br i1 %829, label %844, label %830

830:                                              ; preds = %825, %830
  %831 = phi float [ %840, %830 ], [ %827, %825 ]
  %832 = phi i32 [ %841, %830 ], [ %828, %825 ]
  %833 = phi i32 [ %842, %830 ], [ 0, %825 ]
  %834 = zext nneg i32 %832 to i64
  %835 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %834
  %836 = load float, ptr %835, align 4, !tbaa !7
  %837 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %834, i64 %748
  %838 = load float, ptr %837, align 4, !tbaa !7
  %839 = fmul contract float %836, %838
  %840 = fsub contract float %831, %839
  store float %840, ptr %749, align 4, !tbaa !7
  %841 = add nuw nsw i32 %832, 1
  %842 = add i32 %833, 1
  %843 = icmp eq i32 %842, %751
  br i1 %843, label %844, label %830, !llvm.loop !19

844:                                              ; preds = %825, %830, %745
  %845 = phi i64 [ 0, %745 ], [ %748, %830 ], [ %748, %825 ]
  %846 = phi float [ %746, %745 ], [ %826, %825 ], [ %840, %830 ]
  %847 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %845, i64 %845
  %848 = load float, ptr %847, align 4, !tbaa !7
  %849 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %845
  %850 = fdiv contract float %846, %848
  store float %850, ptr %849, align 4, !tbaa !7
  %851 = add nuw nsw i32 %743, 1
  %852 = icmp eq i32 %851, 16
  br i1 %852, label %853, label %742, !llvm.loop !20

853:                                              ; preds = %844, %304
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %854, label %950

854:                                              ; preds = %853
  %855 = add nsw i32 %2, 1
  %856 = mul nsw i32 %855, %1
  %857 = add nsw i32 %856, %2
  %858 = zext nneg i32 %4 to i64
  %859 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %860 = shl i32 %859, 4
  %861 = or disjoint i32 %4, 16
  %862 = add i32 %861, %860
  %863 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %858
  %864 = load float, ptr %863, align 4, !tbaa !7
  %865 = add i32 %862, %857
  %866 = zext i32 %865 to i64
  %867 = getelementptr inbounds float, ptr %0, i64 %866
  store float %864, ptr %867, align 4, !tbaa !7
  %868 = add nsw i32 %857, %1
  %869 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %858
  %870 = load float, ptr %869, align 4, !tbaa !7
  %871 = add i32 %862, %868
  %872 = zext i32 %871 to i64
  %873 = getelementptr inbounds float, ptr %0, i64 %872
  store float %870, ptr %873, align 4, !tbaa !7
  %874 = add nsw i32 %868, %1
  %875 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %858
  %876 = load float, ptr %875, align 4, !tbaa !7
  %877 = add i32 %862, %874
  %878 = zext i32 %877 to i64
  %879 = getelementptr inbounds float, ptr %0, i64 %878
  store float %876, ptr %879, align 4, !tbaa !7
  %880 = add nsw i32 %874, %1
  %881 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %858
  %882 = load float, ptr %881, align 4, !tbaa !7
  %883 = add i32 %862, %880
  %884 = zext i32 %883 to i64
  %885 = getelementptr inbounds float, ptr %0, i64 %884
  store float %882, ptr %885, align 4, !tbaa !7
  %886 = add nsw i32 %880, %1
  %887 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %858
  %888 = load float, ptr %887, align 4, !tbaa !7
  %889 = add i32 %862, %886
  %890 = zext i32 %889 to i64
  %891 = getelementptr inbounds float, ptr %0, i64 %890
  store float %888, ptr %891, align 4, !tbaa !7
  %892 = add nsw i32 %886, %1
  %893 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %858
  %894 = load float, ptr %893, align 4, !tbaa !7
  %895 = add i32 %862, %892
  %896 = zext i32 %895 to i64
  %897 = getelementptr inbounds float, ptr %0, i64 %896
  store float %894, ptr %897, align 4, !tbaa !7
  %898 = add nsw i32 %892, %1
  %899 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %858
  %900 = load float, ptr %899, align 4, !tbaa !7
  %901 = add i32 %862, %898
  %902 = zext i32 %901 to i64
  %903 = getelementptr inbounds float, ptr %0, i64 %902
  store float %900, ptr %903, align 4, !tbaa !7
  %904 = add nsw i32 %898, %1
  %905 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %858
  %906 = load float, ptr %905, align 4, !tbaa !7
  %907 = add i32 %862, %904
  %908 = zext i32 %907 to i64
  %909 = getelementptr inbounds float, ptr %0, i64 %908
  store float %906, ptr %909, align 4, !tbaa !7
  %910 = add nsw i32 %904, %1
  %911 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %858
  %912 = load float, ptr %911, align 4, !tbaa !7
  %913 = add i32 %862, %910
  %914 = zext i32 %913 to i64
  %915 = getelementptr inbounds float, ptr %0, i64 %914
  store float %912, ptr %915, align 4, !tbaa !7
  %916 = add nsw i32 %910, %1
  %917 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %858
  %918 = load float, ptr %917, align 4, !tbaa !7
  %919 = add i32 %862, %916
  %920 = zext i32 %919 to i64
  %921 = getelementptr inbounds float, ptr %0, i64 %920
  store float %918, ptr %921, align 4, !tbaa !7
  %922 = add nsw i32 %916, %1
  %923 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %858
  %924 = load float, ptr %923, align 4, !tbaa !7
  %925 = add i32 %862, %922
  %926 = zext i32 %925 to i64
  %927 = getelementptr inbounds float, ptr %0, i64 %926
  store float %924, ptr %927, align 4, !tbaa !7
  %928 = add nsw i32 %922, %1
  %929 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %858
  %930 = load float, ptr %929, align 4, !tbaa !7
  %931 = add i32 %862, %928
  %932 = zext i32 %931 to i64
  %933 = getelementptr inbounds float, ptr %0, i64 %932
  store float %930, ptr %933, align 4, !tbaa !7
  %934 = add nsw i32 %928, %1
  %935 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %858
  %936 = load float, ptr %935, align 4, !tbaa !7
  %937 = add i32 %862, %934
  %938 = zext i32 %937 to i64
  %939 = getelementptr inbounds float, ptr %0, i64 %938
  store float %936, ptr %939, align 4, !tbaa !7
  %940 = add nsw i32 %934, %1
  %941 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %858
  %942 = load float, ptr %941, align 4, !tbaa !7
  %943 = add i32 %862, %940
  %944 = zext i32 %943 to i64
  %945 = getelementptr inbounds float, ptr %0, i64 %944
  store float %942, ptr %945, align 4, !tbaa !7
  %946 = add nsw i32 %940, %1
  %947 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %858
  %948 = add i32 %862, %946
  %949 = zext i32 %948 to i64
  br label %1052

950:                                              ; preds = %853
  %951 = add nsw i32 %4, -16
  %952 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %953 = shl i32 %952, 4
  %954 = add i32 %953, 16
  %955 = add i32 %954, %2
  %956 = mul i32 %955, %1
  %957 = add i32 %956, %2
  %958 = sext i32 %951 to i64
  %959 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 0, i64 %958
  %960 = load float, ptr %959, align 4, !tbaa !7
  %961 = add nsw i32 %957, %951
  %962 = sext i32 %961 to i64
  %963 = getelementptr inbounds float, ptr %0, i64 %962
  store float %960, ptr %963, align 4, !tbaa !7
  %964 = add nsw i32 %957, %1
  %965 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 1, i64 %958
  %966 = load float, ptr %965, align 4, !tbaa !7
  %967 = add nsw i32 %964, %951
  %968 = sext i32 %967 to i64
  %969 = getelementptr inbounds float, ptr %0, i64 %968
  store float %966, ptr %969, align 4, !tbaa !7
  %970 = add nsw i32 %964, %1
  %971 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 2, i64 %958
  %972 = load float, ptr %971, align 4, !tbaa !7
  %973 = add nsw i32 %970, %951
  %974 = sext i32 %973 to i64
  %975 = getelementptr inbounds float, ptr %0, i64 %974
  store float %972, ptr %975, align 4, !tbaa !7
  %976 = add nsw i32 %970, %1
  %977 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 3, i64 %958
  %978 = load float, ptr %977, align 4, !tbaa !7
  %979 = add nsw i32 %976, %951
  %980 = sext i32 %979 to i64
  %981 = getelementptr inbounds float, ptr %0, i64 %980
  store float %978, ptr %981, align 4, !tbaa !7
  %982 = add nsw i32 %976, %1
  %983 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 4, i64 %958
  %984 = load float, ptr %983, align 4, !tbaa !7
  %985 = add nsw i32 %982, %951
  %986 = sext i32 %985 to i64
  %987 = getelementptr inbounds float, ptr %0, i64 %986
  store float %984, ptr %987, align 4, !tbaa !7
  %988 = add nsw i32 %982, %1
  %989 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 5, i64 %958
  %990 = load float, ptr %989, align 4, !tbaa !7
  %991 = add nsw i32 %988, %951
  %992 = sext i32 %991 to i64
  %993 = getelementptr inbounds float, ptr %0, i64 %992
  store float %990, ptr %993, align 4, !tbaa !7
  %994 = add nsw i32 %988, %1
  %995 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 6, i64 %958
  %996 = load float, ptr %995, align 4, !tbaa !7
  %997 = add nsw i32 %994, %951
  %998 = sext i32 %997 to i64
  %999 = getelementptr inbounds float, ptr %0, i64 %998
  store float %996, ptr %999, align 4, !tbaa !7
  %1000 = add nsw i32 %994, %1
  %1001 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 7, i64 %958
  %1002 = load float, ptr %1001, align 4, !tbaa !7
  %1003 = add nsw i32 %1000, %951
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds float, ptr %0, i64 %1004
  store float %1002, ptr %1005, align 4, !tbaa !7
  %1006 = add nsw i32 %1000, %1
  %1007 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 8, i64 %958
  %1008 = load float, ptr %1007, align 4, !tbaa !7
  %1009 = add nsw i32 %1006, %951
  %1010 = sext i32 %1009 to i64
  %1011 = getelementptr inbounds float, ptr %0, i64 %1010
  store float %1008, ptr %1011, align 4, !tbaa !7
  %1012 = add nsw i32 %1006, %1
  %1013 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 9, i64 %958
  %1014 = load float, ptr %1013, align 4, !tbaa !7
  %1015 = add nsw i32 %1012, %951
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr inbounds float, ptr %0, i64 %1016
  store float %1014, ptr %1017, align 4, !tbaa !7
  %1018 = add nsw i32 %1012, %1
  %1019 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 10, i64 %958
  %1020 = load float, ptr %1019, align 4, !tbaa !7
  %1021 = add nsw i32 %1018, %951
  %1022 = sext i32 %1021 to i64
  %1023 = getelementptr inbounds float, ptr %0, i64 %1022
  store float %1020, ptr %1023, align 4, !tbaa !7
  %1024 = add nsw i32 %1018, %1
  %1025 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 11, i64 %958
  %1026 = load float, ptr %1025, align 4, !tbaa !7
  %1027 = add nsw i32 %1024, %951
  %1028 = sext i32 %1027 to i64
  %1029 = getelementptr inbounds float, ptr %0, i64 %1028
  store float %1026, ptr %1029, align 4, !tbaa !7
  %1030 = add nsw i32 %1024, %1
  %1031 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 12, i64 %958
  %1032 = load float, ptr %1031, align 4, !tbaa !7
  %1033 = add nsw i32 %1030, %951
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr inbounds float, ptr %0, i64 %1034
  store float %1032, ptr %1035, align 4, !tbaa !7
  %1036 = add nsw i32 %1030, %1
  %1037 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 13, i64 %958
  %1038 = load float, ptr %1037, align 4, !tbaa !7
  %1039 = add nsw i32 %1036, %951
  %1040 = sext i32 %1039 to i64
  %1041 = getelementptr inbounds float, ptr %0, i64 %1040
  store float %1038, ptr %1041, align 4, !tbaa !7
  %1042 = add nsw i32 %1036, %1
  %1043 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 14, i64 %958
  %1044 = load float, ptr %1043, align 4, !tbaa !7
  %1045 = add nsw i32 %1042, %951
  %1046 = sext i32 %1045 to i64
  %1047 = getelementptr inbounds float, ptr %0, i64 %1046
  store float %1044, ptr %1047, align 4, !tbaa !7
  %1048 = add nsw i32 %1042, %1
  %1049 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 15, i64 %958
  %1050 = add nsw i32 %1048, %951
  %1051 = sext i32 %1050 to i64
  br label %1052

1052:                                             ; preds = %950, %854
  %1053 = phi i64 [ %1051, %950 ], [ %949, %854 ]
  %1054 = phi ptr [ %1049, %950 ], [ %947, %854 ]
  %1055 = load float, ptr %1054, align 4, !tbaa !7
  %1056 = getelementptr inbounds float, ptr %0, i64 %1053
  store float %1055, ptr %1056, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12lud_internalPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = shl nuw nsw i32 %4, 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 4
  %8 = add i32 %2, 16
  %9 = add i32 %8, %7
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add i32 %10, %2
  %12 = mul i32 %11, %1
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %9, %13
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !7
  %19 = zext nneg i32 %10 to i64
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 %19, i64 %20
  store float %18, ptr %21, align 4, !tbaa !7
  %22 = add i32 %8, %10
  %23 = add i32 %22, %5
  %24 = mul i32 %23, %1
  %25 = add i32 %24, %13
  %26 = add i32 %25, %2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !7
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 %20
  store float %29, ptr %30, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 0
  %32 = load float, ptr %31, align 4, !tbaa !7
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 0, i64 %20
  %34 = load float, ptr %33, align 4, !tbaa !7
  %35 = fmul contract float %32, %34
  %36 = fadd contract float %35, 0.000000e+00
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 1
  %38 = load float, ptr %37, align 4, !tbaa !7
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 1, i64 %20
  %40 = load float, ptr %39, align 4, !tbaa !7
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %36, %41
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 2
  %44 = load float, ptr %43, align 4, !tbaa !7
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 2, i64 %20
  %46 = load float, ptr %45, align 4, !tbaa !7
  %47 = fmul contract float %44, %46
  %48 = fadd contract float %42, %47
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 3
  %50 = load float, ptr %49, align 4, !tbaa !7
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 3, i64 %20
  %52 = load float, ptr %51, align 4, !tbaa !7
  %53 = fmul contract float %50, %52
  %54 = fadd contract float %48, %53
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 4
  %56 = load float, ptr %55, align 4, !tbaa !7
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 4, i64 %20
  %58 = load float, ptr %57, align 4, !tbaa !7
  %59 = fmul contract float %56, %58
  %60 = fadd contract float %54, %59
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 5
  %62 = load float, ptr %61, align 4, !tbaa !7
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 5, i64 %20
  %64 = load float, ptr %63, align 4, !tbaa !7
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %60, %65
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 6
  %68 = load float, ptr %67, align 4, !tbaa !7
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 6, i64 %20
  %70 = load float, ptr %69, align 4, !tbaa !7
  %71 = fmul contract float %68, %70
  %72 = fadd contract float %66, %71
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 7
  %74 = load float, ptr %73, align 4, !tbaa !7
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 7, i64 %20
  %76 = load float, ptr %75, align 4, !tbaa !7
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %72, %77
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !7
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 8, i64 %20
  %82 = load float, ptr %81, align 4, !tbaa !7
  %83 = fmul contract float %80, %82
  %84 = fadd contract float %78, %83
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 9
  %86 = load float, ptr %85, align 4, !tbaa !7
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 9, i64 %20
  %88 = load float, ptr %87, align 4, !tbaa !7
  %89 = fmul contract float %86, %88
  %90 = fadd contract float %84, %89
  %91 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 10
  %92 = load float, ptr %91, align 4, !tbaa !7
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 10, i64 %20
  %94 = load float, ptr %93, align 4, !tbaa !7
  %95 = fmul contract float %92, %94
  %96 = fadd contract float %90, %95
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 11
  %98 = load float, ptr %97, align 4, !tbaa !7
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 11, i64 %20
  %100 = load float, ptr %99, align 4, !tbaa !7
  %101 = fmul contract float %98, %100
  %102 = fadd contract float %96, %101
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 12
  %104 = load float, ptr %103, align 4, !tbaa !7
  %105 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 12, i64 %20
  %106 = load float, ptr %105, align 4, !tbaa !7
  %107 = fmul contract float %104, %106
  %108 = fadd contract float %102, %107
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 13
  %110 = load float, ptr %109, align 4, !tbaa !7
  %111 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 13, i64 %20
  %112 = load float, ptr %111, align 4, !tbaa !7
  %113 = fmul contract float %110, %112
  %114 = fadd contract float %108, %113
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 14
  %116 = load float, ptr %115, align 4, !tbaa !7
  %117 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 14, i64 %20
  %118 = load float, ptr %117, align 4, !tbaa !7
  %119 = fmul contract float %116, %118
  %120 = fadd contract float %114, %119
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 15
  %122 = load float, ptr %121, align 4, !tbaa !7
  %123 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 15, i64 %20
  %124 = load float, ptr %123, align 4, !tbaa !7
  %125 = fmul contract float %122, %124
  %126 = fadd contract float %120, %125
  %127 = add i32 %14, %24
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %0, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !7
  %131 = fsub contract float %130, %126
  store float %131, ptr %129, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z12lud_diagonalPfii, !"kernel", i32 1}
!1 = !{ptr @_Z13lud_perimeterPfii, !"kernel", i32 1}
!2 = !{ptr @_Z12lud_internalPfii, !"kernel", i32 1}
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !12}
