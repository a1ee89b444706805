; ModuleID = 'lud.lud_perimeter.cu'
source_filename = "lud.lud_perimeter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13lud_perimeterPfiiE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

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
  %13 = load float, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 0, i64 %9
  store float %13, ptr %14, align 4, !tbaa !5
  %15 = add nsw i32 %8, %1
  %16 = add nsw i32 %15, %4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 1, i64 %9
  store float %19, ptr %20, align 4, !tbaa !5
  %21 = add nsw i32 %15, %1
  %22 = add nsw i32 %21, %4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 2, i64 %9
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = add nsw i32 %21, %1
  %28 = add nsw i32 %27, %4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 3, i64 %9
  store float %31, ptr %32, align 4, !tbaa !5
  %33 = add nsw i32 %27, %1
  %34 = add nsw i32 %33, %4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 4, i64 %9
  store float %37, ptr %38, align 4, !tbaa !5
  %39 = add nsw i32 %33, %1
  %40 = add nsw i32 %39, %4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 5, i64 %9
  store float %43, ptr %44, align 4, !tbaa !5
  %45 = add nsw i32 %39, %1
  %46 = add nsw i32 %45, %4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 6, i64 %9
  store float %49, ptr %50, align 4, !tbaa !5
  %51 = add nsw i32 %45, %1
  %52 = add nsw i32 %51, %4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 7, i64 %9
  store float %55, ptr %56, align 4, !tbaa !5
  %57 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %58 = shl i32 %57, 4
  %59 = or disjoint i32 %4, 16
  %60 = add i32 %59, %58
  %61 = add i32 %60, %8
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 0, i64 %9
  store float %64, ptr %65, align 4, !tbaa !5
  %66 = add i32 %60, %15
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %9
  store float %69, ptr %70, align 4, !tbaa !5
  %71 = add i32 %60, %21
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %9
  store float %74, ptr %75, align 4, !tbaa !5
  %76 = add i32 %60, %27
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %9
  store float %79, ptr %80, align 4, !tbaa !5
  %81 = add i32 %60, %33
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %9
  store float %84, ptr %85, align 4, !tbaa !5
  %86 = add i32 %60, %39
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %9
  store float %89, ptr %90, align 4, !tbaa !5
  %91 = add i32 %60, %45
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %0, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %9
  store float %94, ptr %95, align 4, !tbaa !5
  %96 = add i32 %60, %51
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %9
  store float %99, ptr %100, align 4, !tbaa !5
  %101 = add nsw i32 %51, %1
  %102 = add i32 %60, %101
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %9
  store float %105, ptr %106, align 4, !tbaa !5
  %107 = add nsw i32 %101, %1
  %108 = add i32 %60, %107
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %9
  store float %111, ptr %112, align 4, !tbaa !5
  %113 = add nsw i32 %107, %1
  %114 = add i32 %60, %113
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %0, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %9
  store float %117, ptr %118, align 4, !tbaa !5
  %119 = add nsw i32 %113, %1
  %120 = add i32 %60, %119
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %9
  store float %123, ptr %124, align 4, !tbaa !5
  %125 = add nsw i32 %119, %1
  %126 = add i32 %60, %125
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %0, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %9
  store float %129, ptr %130, align 4, !tbaa !5
  %131 = add nsw i32 %125, %1
  %132 = add i32 %60, %131
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr %0, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %9
  store float %135, ptr %136, align 4, !tbaa !5
  %137 = add nsw i32 %131, %1
  %138 = add i32 %60, %137
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %0, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %9
  store float %141, ptr %142, align 4, !tbaa !5
  %143 = add nsw i32 %137, %1
  %144 = add i32 %60, %143
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %0, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %9
  store float %147, ptr %148, align 4, !tbaa !5
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
  %158 = load float, ptr %157, align 4, !tbaa !5
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 8, i64 %154
  store float %158, ptr %159, align 4, !tbaa !5
  %160 = add nsw i32 %153, %1
  %161 = add nsw i32 %160, %150
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr %0, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !5
  %165 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 9, i64 %154
  store float %164, ptr %165, align 4, !tbaa !5
  %166 = add nsw i32 %160, %1
  %167 = add nsw i32 %166, %150
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr %0, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !5
  %171 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 10, i64 %154
  store float %170, ptr %171, align 4, !tbaa !5
  %172 = add nsw i32 %166, %1
  %173 = add nsw i32 %172, %150
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !5
  %177 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 11, i64 %154
  store float %176, ptr %177, align 4, !tbaa !5
  %178 = add nsw i32 %172, %1
  %179 = add nsw i32 %178, %150
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %0, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !5
  %183 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 12, i64 %154
  store float %182, ptr %183, align 4, !tbaa !5
  %184 = add nsw i32 %178, %1
  %185 = add nsw i32 %184, %150
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr %0, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !5
  %189 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 13, i64 %154
  store float %188, ptr %189, align 4, !tbaa !5
  %190 = add nsw i32 %184, %1
  %191 = add nsw i32 %190, %150
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, ptr %0, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !5
  %195 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 14, i64 %154
  store float %194, ptr %195, align 4, !tbaa !5
  %196 = add nsw i32 %190, %1
  %197 = add nsw i32 %196, %150
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr %0, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !5
  %201 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 15, i64 %154
  store float %200, ptr %201, align 4, !tbaa !5
  %202 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %203 = shl i32 %202, 4
  %204 = add i32 %203, 16
  %205 = add i32 %204, %2
  %206 = mul i32 %205, %1
  %207 = add i32 %206, %2
  %208 = add nsw i32 %207, %150
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds float, ptr %0, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 0, i64 %154
  store float %211, ptr %212, align 4, !tbaa !5
  %213 = add nsw i32 %207, %1
  %214 = add nsw i32 %213, %150
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %0, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !5
  %218 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 1, i64 %154
  store float %217, ptr %218, align 4, !tbaa !5
  %219 = add nsw i32 %213, %1
  %220 = add nsw i32 %219, %150
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds float, ptr %0, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !5
  %224 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 2, i64 %154
  store float %223, ptr %224, align 4, !tbaa !5
  %225 = add nsw i32 %219, %1
  %226 = add nsw i32 %225, %150
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr %0, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !5
  %230 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 3, i64 %154
  store float %229, ptr %230, align 4, !tbaa !5
  %231 = add nsw i32 %225, %1
  %232 = add nsw i32 %231, %150
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr %0, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !5
  %236 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 4, i64 %154
  store float %235, ptr %236, align 4, !tbaa !5
  %237 = add nsw i32 %231, %1
  %238 = add nsw i32 %237, %150
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr %0, i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !5
  %242 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 5, i64 %154
  store float %241, ptr %242, align 4, !tbaa !5
  %243 = add nsw i32 %237, %1
  %244 = add nsw i32 %243, %150
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr %0, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !5
  %248 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 6, i64 %154
  store float %247, ptr %248, align 4, !tbaa !5
  %249 = add nsw i32 %243, %1
  %250 = add nsw i32 %249, %150
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr %0, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !5
  %254 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 7, i64 %154
  store float %253, ptr %254, align 4, !tbaa !5
  %255 = add nsw i32 %249, %1
  %256 = add nsw i32 %255, %150
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds float, ptr %0, i64 %257
  %259 = load float, ptr %258, align 4, !tbaa !5
  %260 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 8, i64 %154
  store float %259, ptr %260, align 4, !tbaa !5
  %261 = add nsw i32 %255, %1
  %262 = add nsw i32 %261, %150
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr %0, i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !5
  %266 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 9, i64 %154
  store float %265, ptr %266, align 4, !tbaa !5
  %267 = add nsw i32 %261, %1
  %268 = add nsw i32 %267, %150
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr %0, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !5
  %272 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 10, i64 %154
  store float %271, ptr %272, align 4, !tbaa !5
  %273 = add nsw i32 %267, %1
  %274 = add nsw i32 %273, %150
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds float, ptr %0, i64 %275
  %277 = load float, ptr %276, align 4, !tbaa !5
  %278 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 11, i64 %154
  store float %277, ptr %278, align 4, !tbaa !5
  %279 = add nsw i32 %273, %1
  %280 = add nsw i32 %279, %150
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds float, ptr %0, i64 %281
  %283 = load float, ptr %282, align 4, !tbaa !5
  %284 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 12, i64 %154
  store float %283, ptr %284, align 4, !tbaa !5
  %285 = add nsw i32 %279, %1
  %286 = add nsw i32 %285, %150
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds float, ptr %0, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !5
  %290 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 13, i64 %154
  store float %289, ptr %290, align 4, !tbaa !5
  %291 = add nsw i32 %285, %1
  %292 = add nsw i32 %291, %150
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds float, ptr %0, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !5
  %296 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 14, i64 %154
  store float %295, ptr %296, align 4, !tbaa !5
  %297 = add nsw i32 %291, %1
  %298 = add nsw i32 %297, %150
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds float, ptr %0, i64 %299
  %301 = load float, ptr %300, align 4, !tbaa !5
  %302 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 15, i64 %154
  store float %301, ptr %302, align 4, !tbaa !5
  br label %303

303:                                              ; preds = %149, %6
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %304, label %354

304:                                              ; preds = %303
  %305 = zext nneg i32 %4 to i64
  br label %306

306:                                              ; preds = %304, %350
  %307 = phi i32 [ 0, %304 ], [ %353, %350 ]
  %308 = phi i32 [ 1, %304 ], [ %351, %350 ]
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %309, i64 %305
  %311 = load float, ptr %310, align 4, !tbaa !5
  %312 = and i32 %308, 1
  %313 = icmp eq i32 %307, 0
  br i1 %313, label %338, label %314

314:                                              ; preds = %306
  %315 = and i32 %308, 2147483646
  br label %316

316:                                              ; preds = %316, %314
  %317 = phi i32 [ 0, %314 ], [ %335, %316 ]
  %318 = phi float [ %311, %314 ], [ %334, %316 ]
  %319 = phi i32 [ 0, %314 ], [ %336, %316 ]
  %320 = zext nneg i32 %317 to i64
  %321 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %309, i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !5
  %323 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %320, i64 %305
  %324 = load float, ptr %323, align 4, !tbaa !5
  %325 = fmul contract float %322, %324
  %326 = fsub contract float %318, %325
  store float %326, ptr %310, align 4, !tbaa !5
  %327 = or disjoint i32 %317, 1
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %309, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !5
  %331 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %328, i64 %305
  %332 = load float, ptr %331, align 4, !tbaa !5
  %333 = fmul contract float %330, %332
  %334 = fsub contract float %326, %333
  store float %334, ptr %310, align 4, !tbaa !5
  %335 = add nuw nsw i32 %317, 2
  %336 = add i32 %319, 2
  %337 = icmp eq i32 %336, %315
  br i1 %337, label %338, label %316, !llvm.loop !9

338:                                              ; preds = %316, %306
  %339 = phi i32 [ 0, %306 ], [ %335, %316 ]
  %340 = phi float [ %311, %306 ], [ %334, %316 ]
  %341 = icmp eq i32 %312, 0
  br i1 %341, label %350, label %342

342:                                              ; preds = %338
  %343 = zext nneg i32 %339 to i64
  %344 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %309, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !5
  %346 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 %343, i64 %305
  %347 = load float, ptr %346, align 4, !tbaa !5
  %348 = fmul contract float %345, %347
  %349 = fsub contract float %340, %348
  store float %349, ptr %310, align 4, !tbaa !5
  br label %350

350:                                              ; preds = %338, %342
  %351 = add nuw nsw i32 %308, 1
  %352 = icmp eq i32 %351, 16
  %353 = add i32 %307, 1
  br i1 %352, label %415, label %306, !llvm.loop !11

354:                                              ; preds = %303
  %355 = add nsw i32 %4, -16
  %356 = zext nneg i32 %355 to i64
  %357 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 0
  br label %358

358:                                              ; preds = %354, %406
  %359 = phi i32 [ 0, %354 ], [ %413, %406 ]
  %360 = icmp eq i32 %359, 0
  br i1 %360, label %361, label %363

361:                                              ; preds = %358
  %362 = load float, ptr %357, align 4, !tbaa !5
  br label %406

363:                                              ; preds = %358
  %364 = zext nneg i32 %359 to i64
  %365 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 %364
  %366 = load float, ptr %365, align 4, !tbaa !5
  %367 = and i32 %359, 1
  %368 = icmp eq i32 %359, 1
  br i1 %368, label %393, label %369

369:                                              ; preds = %363
  %370 = and i32 %359, 2147483646
  br label %371

371:                                              ; preds = %371, %369
  %372 = phi float [ %366, %369 ], [ %389, %371 ]
  %373 = phi i32 [ 0, %369 ], [ %390, %371 ]
  %374 = phi i32 [ 0, %369 ], [ %391, %371 ]
  %375 = zext nneg i32 %373 to i64
  %376 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 %375
  %377 = load float, ptr %376, align 4, !tbaa !5
  %378 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %375, i64 %364
  %379 = load float, ptr %378, align 4, !tbaa !5
  %380 = fmul contract float %377, %379
  %381 = fsub contract float %372, %380
  store float %381, ptr %365, align 4, !tbaa !5
  %382 = or disjoint i32 %373, 1
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 %383
  %385 = load float, ptr %384, align 4, !tbaa !5
  %386 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %383, i64 %364
  %387 = load float, ptr %386, align 4, !tbaa !5
  %388 = fmul contract float %385, %387
  %389 = fsub contract float %381, %388
  store float %389, ptr %365, align 4, !tbaa !5
  %390 = add nuw nsw i32 %373, 2
  %391 = add i32 %374, 2
  %392 = icmp eq i32 %391, %370
  br i1 %392, label %393, label %371, !llvm.loop !12

393:                                              ; preds = %371, %363
  %394 = phi float [ poison, %363 ], [ %389, %371 ]
  %395 = phi float [ %366, %363 ], [ %389, %371 ]
  %396 = phi i32 [ 0, %363 ], [ %390, %371 ]
  %397 = icmp eq i32 %367, 0
  br i1 %397, label %406, label %398

398:                                              ; preds = %393
  %399 = zext nneg i32 %396 to i64
  %400 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 %399
  %401 = load float, ptr %400, align 4, !tbaa !5
  %402 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %399, i64 %364
  %403 = load float, ptr %402, align 4, !tbaa !5
  %404 = fmul contract float %401, %403
  %405 = fsub contract float %395, %404
  store float %405, ptr %365, align 4, !tbaa !5
  br label %406

406:                                              ; preds = %398, %393, %361
  %407 = phi i64 [ 0, %361 ], [ %364, %393 ], [ %364, %398 ]
  %408 = phi float [ %362, %361 ], [ %394, %393 ], [ %405, %398 ]
  %409 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %407, i64 %407
  %410 = load float, ptr %409, align 4, !tbaa !5
  %411 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %356, i64 %407
  %412 = fdiv contract float %408, %410
  store float %412, ptr %411, align 4, !tbaa !5
  %413 = add nuw nsw i32 %359, 1
  %414 = icmp eq i32 %413, 16
  br i1 %414, label %415, label %358, !llvm.loop !13

415:                                              ; preds = %406, %350
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %416, label %512

416:                                              ; preds = %415
  %417 = add nsw i32 %2, 1
  %418 = mul nsw i32 %417, %1
  %419 = add nsw i32 %418, %2
  %420 = zext nneg i32 %4 to i64
  %421 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %422 = shl i32 %421, 4
  %423 = or disjoint i32 %4, 16
  %424 = add i32 %423, %422
  %425 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %420
  %426 = load float, ptr %425, align 4, !tbaa !5
  %427 = add i32 %424, %419
  %428 = zext i32 %427 to i64
  %429 = getelementptr inbounds float, ptr %0, i64 %428
  store float %426, ptr %429, align 4, !tbaa !5
  %430 = add nsw i32 %419, %1
  %431 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %420
  %432 = load float, ptr %431, align 4, !tbaa !5
  %433 = add i32 %424, %430
  %434 = zext i32 %433 to i64
  %435 = getelementptr inbounds float, ptr %0, i64 %434
  store float %432, ptr %435, align 4, !tbaa !5
  %436 = add nsw i32 %430, %1
  %437 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %420
  %438 = load float, ptr %437, align 4, !tbaa !5
  %439 = add i32 %424, %436
  %440 = zext i32 %439 to i64
  %441 = getelementptr inbounds float, ptr %0, i64 %440
  store float %438, ptr %441, align 4, !tbaa !5
  %442 = add nsw i32 %436, %1
  %443 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %420
  %444 = load float, ptr %443, align 4, !tbaa !5
  %445 = add i32 %424, %442
  %446 = zext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %0, i64 %446
  store float %444, ptr %447, align 4, !tbaa !5
  %448 = add nsw i32 %442, %1
  %449 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %420
  %450 = load float, ptr %449, align 4, !tbaa !5
  %451 = add i32 %424, %448
  %452 = zext i32 %451 to i64
  %453 = getelementptr inbounds float, ptr %0, i64 %452
  store float %450, ptr %453, align 4, !tbaa !5
  %454 = add nsw i32 %448, %1
  %455 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %420
  %456 = load float, ptr %455, align 4, !tbaa !5
  %457 = add i32 %424, %454
  %458 = zext i32 %457 to i64
  %459 = getelementptr inbounds float, ptr %0, i64 %458
  store float %456, ptr %459, align 4, !tbaa !5
  %460 = add nsw i32 %454, %1
  %461 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %420
  %462 = load float, ptr %461, align 4, !tbaa !5
  %463 = add i32 %424, %460
  %464 = zext i32 %463 to i64
  %465 = getelementptr inbounds float, ptr %0, i64 %464
  store float %462, ptr %465, align 4, !tbaa !5
  %466 = add nsw i32 %460, %1
  %467 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %420
  %468 = load float, ptr %467, align 4, !tbaa !5
  %469 = add i32 %424, %466
  %470 = zext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr %0, i64 %470
  store float %468, ptr %471, align 4, !tbaa !5
  %472 = add nsw i32 %466, %1
  %473 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %420
  %474 = load float, ptr %473, align 4, !tbaa !5
  %475 = add i32 %424, %472
  %476 = zext i32 %475 to i64
  %477 = getelementptr inbounds float, ptr %0, i64 %476
  store float %474, ptr %477, align 4, !tbaa !5
  %478 = add nsw i32 %472, %1
  %479 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %420
  %480 = load float, ptr %479, align 4, !tbaa !5
  %481 = add i32 %424, %478
  %482 = zext i32 %481 to i64
  %483 = getelementptr inbounds float, ptr %0, i64 %482
  store float %480, ptr %483, align 4, !tbaa !5
  %484 = add nsw i32 %478, %1
  %485 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %420
  %486 = load float, ptr %485, align 4, !tbaa !5
  %487 = add i32 %424, %484
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr %0, i64 %488
  store float %486, ptr %489, align 4, !tbaa !5
  %490 = add nsw i32 %484, %1
  %491 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %420
  %492 = load float, ptr %491, align 4, !tbaa !5
  %493 = add i32 %424, %490
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds float, ptr %0, i64 %494
  store float %492, ptr %495, align 4, !tbaa !5
  %496 = add nsw i32 %490, %1
  %497 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %420
  %498 = load float, ptr %497, align 4, !tbaa !5
  %499 = add i32 %424, %496
  %500 = zext i32 %499 to i64
  %501 = getelementptr inbounds float, ptr %0, i64 %500
  store float %498, ptr %501, align 4, !tbaa !5
  %502 = add nsw i32 %496, %1
  %503 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %420
  %504 = load float, ptr %503, align 4, !tbaa !5
  %505 = add i32 %424, %502
  %506 = zext i32 %505 to i64
  %507 = getelementptr inbounds float, ptr %0, i64 %506
  store float %504, ptr %507, align 4, !tbaa !5
  %508 = add nsw i32 %502, %1
  %509 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %420
  %510 = add i32 %424, %508
  %511 = zext i32 %510 to i64
  br label %614

512:                                              ; preds = %415
  %513 = add nsw i32 %4, -16
  %514 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %515 = shl i32 %514, 4
  %516 = add i32 %515, 16
  %517 = add i32 %516, %2
  %518 = mul i32 %517, %1
  %519 = add i32 %518, %2
  %520 = sext i32 %513 to i64
  %521 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 0, i64 %520
  %522 = load float, ptr %521, align 4, !tbaa !5
  %523 = add nsw i32 %519, %513
  %524 = sext i32 %523 to i64
  %525 = getelementptr inbounds float, ptr %0, i64 %524
  store float %522, ptr %525, align 4, !tbaa !5
  %526 = add nsw i32 %519, %1
  %527 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 1, i64 %520
  %528 = load float, ptr %527, align 4, !tbaa !5
  %529 = add nsw i32 %526, %513
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds float, ptr %0, i64 %530
  store float %528, ptr %531, align 4, !tbaa !5
  %532 = add nsw i32 %526, %1
  %533 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 2, i64 %520
  %534 = load float, ptr %533, align 4, !tbaa !5
  %535 = add nsw i32 %532, %513
  %536 = sext i32 %535 to i64
  %537 = getelementptr inbounds float, ptr %0, i64 %536
  store float %534, ptr %537, align 4, !tbaa !5
  %538 = add nsw i32 %532, %1
  %539 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 3, i64 %520
  %540 = load float, ptr %539, align 4, !tbaa !5
  %541 = add nsw i32 %538, %513
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr %0, i64 %542
  store float %540, ptr %543, align 4, !tbaa !5
  %544 = add nsw i32 %538, %1
  %545 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 4, i64 %520
  %546 = load float, ptr %545, align 4, !tbaa !5
  %547 = add nsw i32 %544, %513
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr %0, i64 %548
  store float %546, ptr %549, align 4, !tbaa !5
  %550 = add nsw i32 %544, %1
  %551 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 5, i64 %520
  %552 = load float, ptr %551, align 4, !tbaa !5
  %553 = add nsw i32 %550, %513
  %554 = sext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr %0, i64 %554
  store float %552, ptr %555, align 4, !tbaa !5
  %556 = add nsw i32 %550, %1
  %557 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 6, i64 %520
  %558 = load float, ptr %557, align 4, !tbaa !5
  %559 = add nsw i32 %556, %513
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds float, ptr %0, i64 %560
  store float %558, ptr %561, align 4, !tbaa !5
  %562 = add nsw i32 %556, %1
  %563 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 7, i64 %520
  %564 = load float, ptr %563, align 4, !tbaa !5
  %565 = add nsw i32 %562, %513
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds float, ptr %0, i64 %566
  store float %564, ptr %567, align 4, !tbaa !5
  %568 = add nsw i32 %562, %1
  %569 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 8, i64 %520
  %570 = load float, ptr %569, align 4, !tbaa !5
  %571 = add nsw i32 %568, %513
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr %0, i64 %572
  store float %570, ptr %573, align 4, !tbaa !5
  %574 = add nsw i32 %568, %1
  %575 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 9, i64 %520
  %576 = load float, ptr %575, align 4, !tbaa !5
  %577 = add nsw i32 %574, %513
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds float, ptr %0, i64 %578
  store float %576, ptr %579, align 4, !tbaa !5
  %580 = add nsw i32 %574, %1
  %581 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 10, i64 %520
  %582 = load float, ptr %581, align 4, !tbaa !5
  %583 = add nsw i32 %580, %513
  %584 = sext i32 %583 to i64
  %585 = getelementptr inbounds float, ptr %0, i64 %584
  store float %582, ptr %585, align 4, !tbaa !5
  %586 = add nsw i32 %580, %1
  %587 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 11, i64 %520
  %588 = load float, ptr %587, align 4, !tbaa !5
  %589 = add nsw i32 %586, %513
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %0, i64 %590
  store float %588, ptr %591, align 4, !tbaa !5
  %592 = add nsw i32 %586, %1
  %593 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 12, i64 %520
  %594 = load float, ptr %593, align 4, !tbaa !5
  %595 = add nsw i32 %592, %513
  %596 = sext i32 %595 to i64
  %597 = getelementptr inbounds float, ptr %0, i64 %596
  store float %594, ptr %597, align 4, !tbaa !5
  %598 = add nsw i32 %592, %1
  %599 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 13, i64 %520
  %600 = load float, ptr %599, align 4, !tbaa !5
  %601 = add nsw i32 %598, %513
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %0, i64 %602
  store float %600, ptr %603, align 4, !tbaa !5
  %604 = add nsw i32 %598, %1
  %605 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 14, i64 %520
  %606 = load float, ptr %605, align 4, !tbaa !5
  %607 = add nsw i32 %604, %513
  %608 = sext i32 %607 to i64
  %609 = getelementptr inbounds float, ptr %0, i64 %608
  store float %606, ptr %609, align 4, !tbaa !5
  %610 = add nsw i32 %604, %1
  %611 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 15, i64 %520
  %612 = add nsw i32 %610, %513
  %613 = sext i32 %612 to i64
  br label %614

614:                                              ; preds = %512, %416
  %615 = phi i64 [ %613, %512 ], [ %511, %416 ]
  %616 = phi ptr [ %611, %512 ], [ %509, %416 ]
  %617 = load float, ptr %616, align 4, !tbaa !5
  %618 = getelementptr inbounds float, ptr %0, i64 %615
  store float %617, ptr %618, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13lud_perimeterPfii, !"kernel", i32 1}
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
!13 = distinct !{!13, !10}
