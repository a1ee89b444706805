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
  br i1 %5, label %304, label %738

304:                                              ; preds = %303
  %305 = zext nneg i32 %4 to i64
  %306 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 1, i64 %305
  %307 = load float, ptr %306, align 4, !tbaa !5
  %308 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 64), align 4, !tbaa !5
  %309 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 0, i64 %305
  %310 = load float, ptr %309, align 4, !tbaa !5
  %311 = fmul contract float %308, %310
  %312 = fsub contract float %307, %311
  store float %312, ptr %306, align 4, !tbaa !5
  %313 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %305
  %314 = load float, ptr %313, align 4, !tbaa !5
  %315 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 128), align 4, !tbaa !5
  %316 = fmul contract float %315, %310
  %317 = fsub contract float %314, %316
  %318 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 132), align 4, !tbaa !5
  %319 = fmul contract float %318, %312
  %320 = fsub contract float %317, %319
  store float %320, ptr %313, align 4, !tbaa !5
  %321 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %305
  %322 = load float, ptr %321, align 4, !tbaa !5
  %323 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 192), align 4, !tbaa !5
  %324 = fmul contract float %323, %310
  %325 = fsub contract float %322, %324
  %326 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 196), align 4, !tbaa !5
  %327 = fmul contract float %326, %312
  %328 = fsub contract float %325, %327
  %329 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 200), align 4, !tbaa !5
  %330 = fmul contract float %329, %320
  %331 = fsub contract float %328, %330
  store float %331, ptr %321, align 4, !tbaa !5
  %332 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %305
  %333 = load float, ptr %332, align 4, !tbaa !5
  %334 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 256), align 4, !tbaa !5
  %335 = fmul contract float %334, %310
  %336 = fsub contract float %333, %335
  %337 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 260), align 4, !tbaa !5
  %338 = fmul contract float %337, %312
  %339 = fsub contract float %336, %338
  %340 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 264), align 4, !tbaa !5
  %341 = fmul contract float %340, %320
  %342 = fsub contract float %339, %341
  %343 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 268), align 4, !tbaa !5
  %344 = fmul contract float %343, %331
  %345 = fsub contract float %342, %344
  store float %345, ptr %332, align 4, !tbaa !5
  %346 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %305
  %347 = load float, ptr %346, align 4, !tbaa !5
  %348 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 320), align 4, !tbaa !5
  %349 = fmul contract float %348, %310
  %350 = fsub contract float %347, %349
  %351 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 324), align 4, !tbaa !5
  %352 = fmul contract float %351, %312
  %353 = fsub contract float %350, %352
  %354 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 328), align 4, !tbaa !5
  %355 = fmul contract float %354, %320
  %356 = fsub contract float %353, %355
  %357 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 332), align 4, !tbaa !5
  %358 = fmul contract float %357, %331
  %359 = fsub contract float %356, %358
  %360 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 336), align 4, !tbaa !5
  %361 = fmul contract float %360, %345
  %362 = fsub contract float %359, %361
  store float %362, ptr %346, align 4, !tbaa !5
  %363 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %305
  %364 = load float, ptr %363, align 4, !tbaa !5
  %365 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 384), align 4, !tbaa !5
  %366 = fmul contract float %365, %310
  %367 = fsub contract float %364, %366
  %368 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 388), align 4, !tbaa !5
  %369 = fmul contract float %368, %312
  %370 = fsub contract float %367, %369
  %371 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 392), align 4, !tbaa !5
  %372 = fmul contract float %371, %320
  %373 = fsub contract float %370, %372
  %374 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 396), align 4, !tbaa !5
  %375 = fmul contract float %374, %331
  %376 = fsub contract float %373, %375
  %377 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 400), align 4, !tbaa !5
  %378 = fmul contract float %377, %345
  %379 = fsub contract float %376, %378
  %380 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 404), align 4, !tbaa !5
  %381 = fmul contract float %380, %362
  %382 = fsub contract float %379, %381
  store float %382, ptr %363, align 4, !tbaa !5
  %383 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %305
  %384 = load float, ptr %383, align 4, !tbaa !5
  %385 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 448), align 4, !tbaa !5
  %386 = fmul contract float %385, %310
  %387 = fsub contract float %384, %386
  %388 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 452), align 4, !tbaa !5
  %389 = fmul contract float %388, %312
  %390 = fsub contract float %387, %389
  %391 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 456), align 4, !tbaa !5
  %392 = fmul contract float %391, %320
  %393 = fsub contract float %390, %392
  %394 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 460), align 4, !tbaa !5
  %395 = fmul contract float %394, %331
  %396 = fsub contract float %393, %395
  %397 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 464), align 4, !tbaa !5
  %398 = fmul contract float %397, %345
  %399 = fsub contract float %396, %398
  %400 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 468), align 4, !tbaa !5
  %401 = fmul contract float %400, %362
  %402 = fsub contract float %399, %401
  %403 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 472), align 4, !tbaa !5
  %404 = fmul contract float %403, %382
  %405 = fsub contract float %402, %404
  store float %405, ptr %383, align 4, !tbaa !5
  %406 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %305
  %407 = load float, ptr %406, align 4, !tbaa !5
  %408 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 512), align 4, !tbaa !5
  %409 = load float, ptr %309, align 4, !tbaa !5
  %410 = fmul contract float %408, %409
  %411 = fsub contract float %407, %410
  %412 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 516), align 4, !tbaa !5
  %413 = load float, ptr %306, align 4, !tbaa !5
  %414 = fmul contract float %412, %413
  %415 = fsub contract float %411, %414
  %416 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 520), align 4, !tbaa !5
  %417 = load float, ptr %313, align 4, !tbaa !5
  %418 = fmul contract float %416, %417
  %419 = fsub contract float %415, %418
  %420 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 524), align 4, !tbaa !5
  %421 = load float, ptr %321, align 4, !tbaa !5
  %422 = fmul contract float %420, %421
  %423 = fsub contract float %419, %422
  %424 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 528), align 4, !tbaa !5
  %425 = load float, ptr %332, align 4, !tbaa !5
  %426 = fmul contract float %424, %425
  %427 = fsub contract float %423, %426
  %428 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 532), align 4, !tbaa !5
  %429 = fmul contract float %428, %362
  %430 = fsub contract float %427, %429
  %431 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 536), align 4, !tbaa !5
  %432 = fmul contract float %431, %382
  %433 = fsub contract float %430, %432
  %434 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 540), align 4, !tbaa !5
  %435 = fmul contract float %434, %405
  %436 = fsub contract float %433, %435
  store float %436, ptr %406, align 4, !tbaa !5
  %437 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %305
  %438 = load float, ptr %437, align 4, !tbaa !5
  %439 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 576), align 4, !tbaa !5
  %440 = fmul contract float %439, %409
  %441 = fsub contract float %438, %440
  %442 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 580), align 4, !tbaa !5
  %443 = fmul contract float %442, %413
  %444 = fsub contract float %441, %443
  %445 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 584), align 4, !tbaa !5
  %446 = fmul contract float %445, %417
  %447 = fsub contract float %444, %446
  %448 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 588), align 4, !tbaa !5
  %449 = fmul contract float %448, %421
  %450 = fsub contract float %447, %449
  %451 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 592), align 4, !tbaa !5
  %452 = fmul contract float %451, %425
  %453 = fsub contract float %450, %452
  %454 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 596), align 4, !tbaa !5
  %455 = load float, ptr %346, align 4, !tbaa !5
  %456 = fmul contract float %454, %455
  %457 = fsub contract float %453, %456
  %458 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 600), align 4, !tbaa !5
  %459 = fmul contract float %458, %382
  %460 = fsub contract float %457, %459
  %461 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 604), align 4, !tbaa !5
  %462 = fmul contract float %461, %405
  %463 = fsub contract float %460, %462
  %464 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 608), align 4, !tbaa !5
  %465 = fmul contract float %464, %436
  %466 = fsub contract float %463, %465
  store float %466, ptr %437, align 4, !tbaa !5
  %467 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %305
  %468 = load float, ptr %467, align 4, !tbaa !5
  %469 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 640), align 4, !tbaa !5
  %470 = fmul contract float %469, %409
  %471 = fsub contract float %468, %470
  %472 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 644), align 4, !tbaa !5
  %473 = fmul contract float %472, %413
  %474 = fsub contract float %471, %473
  %475 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 648), align 4, !tbaa !5
  %476 = fmul contract float %475, %417
  %477 = fsub contract float %474, %476
  %478 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 652), align 4, !tbaa !5
  %479 = fmul contract float %478, %421
  %480 = fsub contract float %477, %479
  %481 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 656), align 4, !tbaa !5
  %482 = fmul contract float %481, %425
  %483 = fsub contract float %480, %482
  %484 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 660), align 4, !tbaa !5
  %485 = fmul contract float %484, %455
  %486 = fsub contract float %483, %485
  %487 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 664), align 4, !tbaa !5
  %488 = load float, ptr %363, align 4, !tbaa !5
  %489 = fmul contract float %487, %488
  %490 = fsub contract float %486, %489
  %491 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 668), align 4, !tbaa !5
  %492 = load float, ptr %383, align 4, !tbaa !5
  %493 = fmul contract float %491, %492
  %494 = fsub contract float %490, %493
  %495 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 672), align 4, !tbaa !5
  %496 = fmul contract float %495, %436
  %497 = fsub contract float %494, %496
  %498 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 676), align 4, !tbaa !5
  %499 = fmul contract float %498, %466
  %500 = fsub contract float %497, %499
  store float %500, ptr %467, align 4, !tbaa !5
  %501 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %305
  %502 = load float, ptr %501, align 4, !tbaa !5
  %503 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 704), align 4, !tbaa !5
  %504 = load float, ptr %309, align 4, !tbaa !5
  %505 = fmul contract float %503, %504
  %506 = fsub contract float %502, %505
  %507 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 708), align 4, !tbaa !5
  %508 = load float, ptr %306, align 4, !tbaa !5
  %509 = fmul contract float %507, %508
  %510 = fsub contract float %506, %509
  %511 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 712), align 4, !tbaa !5
  %512 = load float, ptr %313, align 4, !tbaa !5
  %513 = fmul contract float %511, %512
  %514 = fsub contract float %510, %513
  %515 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 716), align 4, !tbaa !5
  %516 = load float, ptr %321, align 4, !tbaa !5
  %517 = fmul contract float %515, %516
  %518 = fsub contract float %514, %517
  %519 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 720), align 4, !tbaa !5
  %520 = load float, ptr %332, align 4, !tbaa !5
  %521 = fmul contract float %519, %520
  %522 = fsub contract float %518, %521
  %523 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 724), align 4, !tbaa !5
  %524 = fmul contract float %523, %455
  %525 = fsub contract float %522, %524
  %526 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 728), align 4, !tbaa !5
  %527 = fmul contract float %526, %488
  %528 = fsub contract float %525, %527
  %529 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 732), align 4, !tbaa !5
  %530 = fmul contract float %529, %492
  %531 = fsub contract float %528, %530
  %532 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 736), align 4, !tbaa !5
  %533 = load float, ptr %406, align 4, !tbaa !5
  %534 = fmul contract float %532, %533
  %535 = fsub contract float %531, %534
  %536 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 740), align 4, !tbaa !5
  %537 = fmul contract float %536, %466
  %538 = fsub contract float %535, %537
  %539 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 744), align 4, !tbaa !5
  %540 = fmul contract float %539, %500
  %541 = fsub contract float %538, %540
  store float %541, ptr %501, align 4, !tbaa !5
  %542 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %305
  %543 = load float, ptr %542, align 4, !tbaa !5
  %544 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 768), align 4, !tbaa !5
  %545 = fmul contract float %544, %504
  %546 = fsub contract float %543, %545
  %547 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 772), align 4, !tbaa !5
  %548 = fmul contract float %547, %508
  %549 = fsub contract float %546, %548
  %550 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 776), align 4, !tbaa !5
  %551 = fmul contract float %550, %512
  %552 = fsub contract float %549, %551
  %553 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 780), align 4, !tbaa !5
  %554 = fmul contract float %553, %516
  %555 = fsub contract float %552, %554
  %556 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 784), align 4, !tbaa !5
  %557 = fmul contract float %556, %520
  %558 = fsub contract float %555, %557
  %559 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 788), align 4, !tbaa !5
  %560 = load float, ptr %346, align 4, !tbaa !5
  %561 = fmul contract float %559, %560
  %562 = fsub contract float %558, %561
  %563 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 792), align 4, !tbaa !5
  %564 = fmul contract float %563, %488
  %565 = fsub contract float %562, %564
  %566 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 796), align 4, !tbaa !5
  %567 = fmul contract float %566, %492
  %568 = fsub contract float %565, %567
  %569 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 800), align 4, !tbaa !5
  %570 = fmul contract float %569, %533
  %571 = fsub contract float %568, %570
  %572 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 804), align 4, !tbaa !5
  %573 = load float, ptr %437, align 4, !tbaa !5
  %574 = fmul contract float %572, %573
  %575 = fsub contract float %571, %574
  %576 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 808), align 4, !tbaa !5
  %577 = fmul contract float %576, %500
  %578 = fsub contract float %575, %577
  %579 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 812), align 4, !tbaa !5
  %580 = fmul contract float %579, %541
  %581 = fsub contract float %578, %580
  store float %581, ptr %542, align 4, !tbaa !5
  %582 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %305
  %583 = load float, ptr %582, align 4, !tbaa !5
  %584 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 832), align 4, !tbaa !5
  %585 = load float, ptr %309, align 4, !tbaa !5
  %586 = fmul contract float %584, %585
  %587 = fsub contract float %583, %586
  %588 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 836), align 4, !tbaa !5
  %589 = load float, ptr %306, align 4, !tbaa !5
  %590 = fmul contract float %588, %589
  %591 = fsub contract float %587, %590
  %592 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 840), align 4, !tbaa !5
  %593 = load float, ptr %313, align 4, !tbaa !5
  %594 = fmul contract float %592, %593
  %595 = fsub contract float %591, %594
  %596 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 844), align 4, !tbaa !5
  %597 = load float, ptr %321, align 4, !tbaa !5
  %598 = fmul contract float %596, %597
  %599 = fsub contract float %595, %598
  %600 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 848), align 4, !tbaa !5
  %601 = load float, ptr %332, align 4, !tbaa !5
  %602 = fmul contract float %600, %601
  %603 = fsub contract float %599, %602
  %604 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 852), align 4, !tbaa !5
  %605 = fmul contract float %604, %560
  %606 = fsub contract float %603, %605
  %607 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 856), align 4, !tbaa !5
  %608 = load float, ptr %363, align 4, !tbaa !5
  %609 = fmul contract float %607, %608
  %610 = fsub contract float %606, %609
  %611 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 860), align 4, !tbaa !5
  %612 = load float, ptr %383, align 4, !tbaa !5
  %613 = fmul contract float %611, %612
  %614 = fsub contract float %610, %613
  %615 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 864), align 4, !tbaa !5
  %616 = load float, ptr %406, align 4, !tbaa !5
  %617 = fmul contract float %615, %616
  %618 = fsub contract float %614, %617
  %619 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 868), align 4, !tbaa !5
  %620 = fmul contract float %619, %573
  %621 = fsub contract float %618, %620
  %622 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 872), align 4, !tbaa !5
  %623 = load float, ptr %467, align 4, !tbaa !5
  %624 = fmul contract float %622, %623
  %625 = fsub contract float %621, %624
  %626 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 876), align 4, !tbaa !5
  %627 = load float, ptr %501, align 4, !tbaa !5
  %628 = fmul contract float %626, %627
  %629 = fsub contract float %625, %628
  %630 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 880), align 4, !tbaa !5
  %631 = fmul contract float %630, %581
  %632 = fsub contract float %629, %631
  store float %632, ptr %582, align 4, !tbaa !5
  %633 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %305
  %634 = load float, ptr %633, align 4, !tbaa !5
  %635 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 896), align 4, !tbaa !5
  %636 = fmul contract float %635, %585
  %637 = fsub contract float %634, %636
  %638 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 900), align 4, !tbaa !5
  %639 = fmul contract float %638, %589
  %640 = fsub contract float %637, %639
  %641 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 904), align 4, !tbaa !5
  %642 = fmul contract float %641, %593
  %643 = fsub contract float %640, %642
  %644 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 908), align 4, !tbaa !5
  %645 = fmul contract float %644, %597
  %646 = fsub contract float %643, %645
  %647 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 912), align 4, !tbaa !5
  %648 = fmul contract float %647, %601
  %649 = fsub contract float %646, %648
  %650 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 916), align 4, !tbaa !5
  %651 = load float, ptr %346, align 4, !tbaa !5
  %652 = fmul contract float %650, %651
  %653 = fsub contract float %649, %652
  %654 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 920), align 4, !tbaa !5
  %655 = fmul contract float %654, %608
  %656 = fsub contract float %653, %655
  %657 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 924), align 4, !tbaa !5
  %658 = fmul contract float %657, %612
  %659 = fsub contract float %656, %658
  %660 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 928), align 4, !tbaa !5
  %661 = fmul contract float %660, %616
  %662 = fsub contract float %659, %661
  %663 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 932), align 4, !tbaa !5
  %664 = load float, ptr %437, align 4, !tbaa !5
  %665 = fmul contract float %663, %664
  %666 = fsub contract float %662, %665
  %667 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 936), align 4, !tbaa !5
  %668 = fmul contract float %667, %623
  %669 = fsub contract float %666, %668
  %670 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 940), align 4, !tbaa !5
  %671 = fmul contract float %670, %627
  %672 = fsub contract float %669, %671
  %673 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 944), align 4, !tbaa !5
  %674 = load float, ptr %542, align 4, !tbaa !5
  %675 = fmul contract float %673, %674
  %676 = fsub contract float %672, %675
  %677 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 948), align 4, !tbaa !5
  %678 = fmul contract float %677, %632
  %679 = fsub contract float %676, %678
  store float %679, ptr %633, align 4, !tbaa !5
  %680 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 15, i64 %305
  %681 = load float, ptr %680, align 4, !tbaa !5
  %682 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 960), align 4, !tbaa !5
  %683 = load float, ptr %309, align 4, !tbaa !5
  %684 = fmul contract float %682, %683
  %685 = fsub contract float %681, %684
  %686 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 964), align 4, !tbaa !5
  %687 = load float, ptr %306, align 4, !tbaa !5
  %688 = fmul contract float %686, %687
  %689 = fsub contract float %685, %688
  %690 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 968), align 4, !tbaa !5
  %691 = load float, ptr %313, align 4, !tbaa !5
  %692 = fmul contract float %690, %691
  %693 = fsub contract float %689, %692
  %694 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 972), align 4, !tbaa !5
  %695 = load float, ptr %321, align 4, !tbaa !5
  %696 = fmul contract float %694, %695
  %697 = fsub contract float %693, %696
  %698 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 976), align 4, !tbaa !5
  %699 = load float, ptr %332, align 4, !tbaa !5
  %700 = fmul contract float %698, %699
  %701 = fsub contract float %697, %700
  %702 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 980), align 4, !tbaa !5
  %703 = fmul contract float %702, %651
  %704 = fsub contract float %701, %703
  %705 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 984), align 4, !tbaa !5
  %706 = load float, ptr %363, align 4, !tbaa !5
  %707 = fmul contract float %705, %706
  %708 = fsub contract float %704, %707
  %709 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 988), align 4, !tbaa !5
  %710 = load float, ptr %383, align 4, !tbaa !5
  %711 = fmul contract float %709, %710
  %712 = fsub contract float %708, %711
  %713 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 992), align 4, !tbaa !5
  %714 = load float, ptr %406, align 4, !tbaa !5
  %715 = fmul contract float %713, %714
  %716 = fsub contract float %712, %715
  %717 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 996), align 4, !tbaa !5
  %718 = fmul contract float %717, %664
  %719 = fsub contract float %716, %718
  %720 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1000), align 4, !tbaa !5
  %721 = load float, ptr %467, align 4, !tbaa !5
  %722 = fmul contract float %720, %721
  %723 = fsub contract float %719, %722
  %724 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1004), align 4, !tbaa !5
  %725 = load float, ptr %501, align 4, !tbaa !5
  %726 = fmul contract float %724, %725
  %727 = fsub contract float %723, %726
  %728 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1008), align 4, !tbaa !5
  %729 = fmul contract float %728, %674
  %730 = fsub contract float %727, %729
  %731 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1012), align 4, !tbaa !5
  %732 = load float, ptr %582, align 4, !tbaa !5
  %733 = fmul contract float %731, %732
  %734 = fsub contract float %730, %733
  %735 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 1016), align 4, !tbaa !5
  %736 = fmul contract float %735, %679
  %737 = fsub contract float %734, %736
  store float %737, ptr %680, align 4, !tbaa !5
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
  %746 = load float, ptr %741, align 4, !tbaa !5
  br label %844

747:                                              ; preds = %742
  %748 = zext nneg i32 %743 to i64
  %749 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %748
  %750 = load float, ptr %749, align 4, !tbaa !5
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
  %761 = load float, ptr %760, align 4, !tbaa !5
  %762 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %759, i64 %748
  %763 = load float, ptr %762, align 4, !tbaa !5
  %764 = fmul contract float %761, %763
  %765 = fsub contract float %756, %764
  store float %765, ptr %749, align 4, !tbaa !5
  %766 = or disjoint i32 %757, 1
  %767 = zext nneg i32 %766 to i64
  %768 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %767
  %769 = load float, ptr %768, align 4, !tbaa !5
  %770 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %767, i64 %748
  %771 = load float, ptr %770, align 4, !tbaa !5
  %772 = fmul contract float %769, %771
  %773 = fsub contract float %765, %772
  store float %773, ptr %749, align 4, !tbaa !5
  %774 = or disjoint i32 %757, 2
  %775 = zext nneg i32 %774 to i64
  %776 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %775
  %777 = load float, ptr %776, align 4, !tbaa !5
  %778 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %775, i64 %748
  %779 = load float, ptr %778, align 4, !tbaa !5
  %780 = fmul contract float %777, %779
  %781 = fsub contract float %773, %780
  store float %781, ptr %749, align 4, !tbaa !5
  %782 = or disjoint i32 %757, 3
  %783 = zext nneg i32 %782 to i64
  %784 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %783
  %785 = load float, ptr %784, align 4, !tbaa !5
  %786 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %783, i64 %748
  %787 = load float, ptr %786, align 4, !tbaa !5
  %788 = fmul contract float %785, %787
  %789 = fsub contract float %781, %788
  store float %789, ptr %749, align 4, !tbaa !5
  %790 = or disjoint i32 %757, 4
  %791 = zext nneg i32 %790 to i64
  %792 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %791
  %793 = load float, ptr %792, align 4, !tbaa !5
  %794 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %791, i64 %748
  %795 = load float, ptr %794, align 4, !tbaa !5
  %796 = fmul contract float %793, %795
  %797 = fsub contract float %789, %796
  store float %797, ptr %749, align 4, !tbaa !5
  %798 = or disjoint i32 %757, 5
  %799 = zext nneg i32 %798 to i64
  %800 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %799
  %801 = load float, ptr %800, align 4, !tbaa !5
  %802 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %799, i64 %748
  %803 = load float, ptr %802, align 4, !tbaa !5
  %804 = fmul contract float %801, %803
  %805 = fsub contract float %797, %804
  store float %805, ptr %749, align 4, !tbaa !5
  %806 = or disjoint i32 %757, 6
  %807 = zext nneg i32 %806 to i64
  %808 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !5
  %810 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %807, i64 %748
  %811 = load float, ptr %810, align 4, !tbaa !5
  %812 = fmul contract float %809, %811
  %813 = fsub contract float %805, %812
  store float %813, ptr %749, align 4, !tbaa !5
  %814 = or disjoint i32 %757, 7
  %815 = zext nneg i32 %814 to i64
  %816 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %815
  %817 = load float, ptr %816, align 4, !tbaa !5
  %818 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %815, i64 %748
  %819 = load float, ptr %818, align 4, !tbaa !5
  %820 = fmul contract float %817, %819
  %821 = fsub contract float %813, %820
  store float %821, ptr %749, align 4, !tbaa !5
  %822 = add nuw nsw i32 %757, 8
  %823 = add i32 %758, 8
  %824 = icmp eq i32 %823, %754
  br i1 %824, label %825, label %755, !llvm.loop !9

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
  %836 = load float, ptr %835, align 4, !tbaa !5
  %837 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %834, i64 %748
  %838 = load float, ptr %837, align 4, !tbaa !5
  %839 = fmul contract float %836, %838
  %840 = fsub contract float %831, %839
  store float %840, ptr %749, align 4, !tbaa !5
  %841 = add nuw nsw i32 %832, 1
  %842 = add i32 %833, 1
  %843 = icmp eq i32 %842, %751
  br i1 %843, label %844, label %830, !llvm.loop !11

844:                                              ; preds = %825, %830, %745
  %845 = phi i64 [ 0, %745 ], [ %748, %830 ], [ %748, %825 ]
  %846 = phi float [ %746, %745 ], [ %826, %825 ], [ %840, %830 ]
  %847 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 0, i64 %845, i64 %845
  %848 = load float, ptr %847, align 4, !tbaa !5
  %849 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 %740, i64 %845
  %850 = fdiv contract float %846, %848
  store float %850, ptr %849, align 4, !tbaa !5
  %851 = add nuw nsw i32 %743, 1
  %852 = icmp eq i32 %851, 16
  br i1 %852, label %853, label %742, !llvm.loop !13

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
  %864 = load float, ptr %863, align 4, !tbaa !5
  %865 = add i32 %862, %857
  %866 = zext i32 %865 to i64
  %867 = getelementptr inbounds float, ptr %0, i64 %866
  store float %864, ptr %867, align 4, !tbaa !5
  %868 = add nsw i32 %857, %1
  %869 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 2, i64 %858
  %870 = load float, ptr %869, align 4, !tbaa !5
  %871 = add i32 %862, %868
  %872 = zext i32 %871 to i64
  %873 = getelementptr inbounds float, ptr %0, i64 %872
  store float %870, ptr %873, align 4, !tbaa !5
  %874 = add nsw i32 %868, %1
  %875 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 3, i64 %858
  %876 = load float, ptr %875, align 4, !tbaa !5
  %877 = add i32 %862, %874
  %878 = zext i32 %877 to i64
  %879 = getelementptr inbounds float, ptr %0, i64 %878
  store float %876, ptr %879, align 4, !tbaa !5
  %880 = add nsw i32 %874, %1
  %881 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 4, i64 %858
  %882 = load float, ptr %881, align 4, !tbaa !5
  %883 = add i32 %862, %880
  %884 = zext i32 %883 to i64
  %885 = getelementptr inbounds float, ptr %0, i64 %884
  store float %882, ptr %885, align 4, !tbaa !5
  %886 = add nsw i32 %880, %1
  %887 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 5, i64 %858
  %888 = load float, ptr %887, align 4, !tbaa !5
  %889 = add i32 %862, %886
  %890 = zext i32 %889 to i64
  %891 = getelementptr inbounds float, ptr %0, i64 %890
  store float %888, ptr %891, align 4, !tbaa !5
  %892 = add nsw i32 %886, %1
  %893 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 6, i64 %858
  %894 = load float, ptr %893, align 4, !tbaa !5
  %895 = add i32 %862, %892
  %896 = zext i32 %895 to i64
  %897 = getelementptr inbounds float, ptr %0, i64 %896
  store float %894, ptr %897, align 4, !tbaa !5
  %898 = add nsw i32 %892, %1
  %899 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 7, i64 %858
  %900 = load float, ptr %899, align 4, !tbaa !5
  %901 = add i32 %862, %898
  %902 = zext i32 %901 to i64
  %903 = getelementptr inbounds float, ptr %0, i64 %902
  store float %900, ptr %903, align 4, !tbaa !5
  %904 = add nsw i32 %898, %1
  %905 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 8, i64 %858
  %906 = load float, ptr %905, align 4, !tbaa !5
  %907 = add i32 %862, %904
  %908 = zext i32 %907 to i64
  %909 = getelementptr inbounds float, ptr %0, i64 %908
  store float %906, ptr %909, align 4, !tbaa !5
  %910 = add nsw i32 %904, %1
  %911 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 9, i64 %858
  %912 = load float, ptr %911, align 4, !tbaa !5
  %913 = add i32 %862, %910
  %914 = zext i32 %913 to i64
  %915 = getelementptr inbounds float, ptr %0, i64 %914
  store float %912, ptr %915, align 4, !tbaa !5
  %916 = add nsw i32 %910, %1
  %917 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 10, i64 %858
  %918 = load float, ptr %917, align 4, !tbaa !5
  %919 = add i32 %862, %916
  %920 = zext i32 %919 to i64
  %921 = getelementptr inbounds float, ptr %0, i64 %920
  store float %918, ptr %921, align 4, !tbaa !5
  %922 = add nsw i32 %916, %1
  %923 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 11, i64 %858
  %924 = load float, ptr %923, align 4, !tbaa !5
  %925 = add i32 %862, %922
  %926 = zext i32 %925 to i64
  %927 = getelementptr inbounds float, ptr %0, i64 %926
  store float %924, ptr %927, align 4, !tbaa !5
  %928 = add nsw i32 %922, %1
  %929 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 12, i64 %858
  %930 = load float, ptr %929, align 4, !tbaa !5
  %931 = add i32 %862, %928
  %932 = zext i32 %931 to i64
  %933 = getelementptr inbounds float, ptr %0, i64 %932
  store float %930, ptr %933, align 4, !tbaa !5
  %934 = add nsw i32 %928, %1
  %935 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 13, i64 %858
  %936 = load float, ptr %935, align 4, !tbaa !5
  %937 = add i32 %862, %934
  %938 = zext i32 %937 to i64
  %939 = getelementptr inbounds float, ptr %0, i64 %938
  store float %936, ptr %939, align 4, !tbaa !5
  %940 = add nsw i32 %934, %1
  %941 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 0, i64 14, i64 %858
  %942 = load float, ptr %941, align 4, !tbaa !5
  %943 = add i32 %862, %940
  %944 = zext i32 %943 to i64
  %945 = getelementptr inbounds float, ptr %0, i64 %944
  store float %942, ptr %945, align 4, !tbaa !5
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
  %960 = load float, ptr %959, align 4, !tbaa !5
  %961 = add nsw i32 %957, %951
  %962 = sext i32 %961 to i64
  %963 = getelementptr inbounds float, ptr %0, i64 %962
  store float %960, ptr %963, align 4, !tbaa !5
  %964 = add nsw i32 %957, %1
  %965 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 1, i64 %958
  %966 = load float, ptr %965, align 4, !tbaa !5
  %967 = add nsw i32 %964, %951
  %968 = sext i32 %967 to i64
  %969 = getelementptr inbounds float, ptr %0, i64 %968
  store float %966, ptr %969, align 4, !tbaa !5
  %970 = add nsw i32 %964, %1
  %971 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 2, i64 %958
  %972 = load float, ptr %971, align 4, !tbaa !5
  %973 = add nsw i32 %970, %951
  %974 = sext i32 %973 to i64
  %975 = getelementptr inbounds float, ptr %0, i64 %974
  store float %972, ptr %975, align 4, !tbaa !5
  %976 = add nsw i32 %970, %1
  %977 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 3, i64 %958
  %978 = load float, ptr %977, align 4, !tbaa !5
  %979 = add nsw i32 %976, %951
  %980 = sext i32 %979 to i64
  %981 = getelementptr inbounds float, ptr %0, i64 %980
  store float %978, ptr %981, align 4, !tbaa !5
  %982 = add nsw i32 %976, %1
  %983 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 4, i64 %958
  %984 = load float, ptr %983, align 4, !tbaa !5
  %985 = add nsw i32 %982, %951
  %986 = sext i32 %985 to i64
  %987 = getelementptr inbounds float, ptr %0, i64 %986
  store float %984, ptr %987, align 4, !tbaa !5
  %988 = add nsw i32 %982, %1
  %989 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 5, i64 %958
  %990 = load float, ptr %989, align 4, !tbaa !5
  %991 = add nsw i32 %988, %951
  %992 = sext i32 %991 to i64
  %993 = getelementptr inbounds float, ptr %0, i64 %992
  store float %990, ptr %993, align 4, !tbaa !5
  %994 = add nsw i32 %988, %1
  %995 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 6, i64 %958
  %996 = load float, ptr %995, align 4, !tbaa !5
  %997 = add nsw i32 %994, %951
  %998 = sext i32 %997 to i64
  %999 = getelementptr inbounds float, ptr %0, i64 %998
  store float %996, ptr %999, align 4, !tbaa !5
  %1000 = add nsw i32 %994, %1
  %1001 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 7, i64 %958
  %1002 = load float, ptr %1001, align 4, !tbaa !5
  %1003 = add nsw i32 %1000, %951
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds float, ptr %0, i64 %1004
  store float %1002, ptr %1005, align 4, !tbaa !5
  %1006 = add nsw i32 %1000, %1
  %1007 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 8, i64 %958
  %1008 = load float, ptr %1007, align 4, !tbaa !5
  %1009 = add nsw i32 %1006, %951
  %1010 = sext i32 %1009 to i64
  %1011 = getelementptr inbounds float, ptr %0, i64 %1010
  store float %1008, ptr %1011, align 4, !tbaa !5
  %1012 = add nsw i32 %1006, %1
  %1013 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 9, i64 %958
  %1014 = load float, ptr %1013, align 4, !tbaa !5
  %1015 = add nsw i32 %1012, %951
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr inbounds float, ptr %0, i64 %1016
  store float %1014, ptr %1017, align 4, !tbaa !5
  %1018 = add nsw i32 %1012, %1
  %1019 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 10, i64 %958
  %1020 = load float, ptr %1019, align 4, !tbaa !5
  %1021 = add nsw i32 %1018, %951
  %1022 = sext i32 %1021 to i64
  %1023 = getelementptr inbounds float, ptr %0, i64 %1022
  store float %1020, ptr %1023, align 4, !tbaa !5
  %1024 = add nsw i32 %1018, %1
  %1025 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 11, i64 %958
  %1026 = load float, ptr %1025, align 4, !tbaa !5
  %1027 = add nsw i32 %1024, %951
  %1028 = sext i32 %1027 to i64
  %1029 = getelementptr inbounds float, ptr %0, i64 %1028
  store float %1026, ptr %1029, align 4, !tbaa !5
  %1030 = add nsw i32 %1024, %1
  %1031 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 12, i64 %958
  %1032 = load float, ptr %1031, align 4, !tbaa !5
  %1033 = add nsw i32 %1030, %951
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr inbounds float, ptr %0, i64 %1034
  store float %1032, ptr %1035, align 4, !tbaa !5
  %1036 = add nsw i32 %1030, %1
  %1037 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 13, i64 %958
  %1038 = load float, ptr %1037, align 4, !tbaa !5
  %1039 = add nsw i32 %1036, %951
  %1040 = sext i32 %1039 to i64
  %1041 = getelementptr inbounds float, ptr %0, i64 %1040
  store float %1038, ptr %1041, align 4, !tbaa !5
  %1042 = add nsw i32 %1036, %1
  %1043 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 14, i64 %958
  %1044 = load float, ptr %1043, align 4, !tbaa !5
  %1045 = add nsw i32 %1042, %951
  %1046 = sext i32 %1045 to i64
  %1047 = getelementptr inbounds float, ptr %0, i64 %1046
  store float %1044, ptr %1047, align 4, !tbaa !5
  %1048 = add nsw i32 %1042, %1
  %1049 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 0, i64 15, i64 %958
  %1050 = add nsw i32 %1048, %951
  %1051 = sext i32 %1050 to i64
  br label %1052

1052:                                             ; preds = %950, %854
  %1053 = phi i64 [ %1051, %950 ], [ %949, %854 ]
  %1054 = phi ptr [ %1049, %950 ], [ %947, %854 ]
  %1055 = load float, ptr %1054, align 4, !tbaa !5
  %1056 = getelementptr inbounds float, ptr %0, i64 %1053
  store float %1055, ptr %1056, align 4, !tbaa !5
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
