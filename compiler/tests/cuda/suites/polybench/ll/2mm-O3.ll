; ModuleID = '2mm.cu'
source_filename = "2mm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11mm2_kernel1iiiiffPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef readonly %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp ult i32 %19, 20
  %21 = icmp slt i32 %14, 20
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %246

23:                                               ; preds = %9
  %24 = mul nuw nsw i32 %19, 20
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %6, i64 %26
  store float 0.000000e+00, ptr %27, align 4, !tbaa !6
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds float, ptr %7, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = fmul contract float %30, %4
  %32 = sext i32 %14 to i64
  %33 = getelementptr inbounds float, ptr %8, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %35, 0.000000e+00
  store float %36, ptr %27, align 4, !tbaa !6
  %37 = or disjoint i32 %24, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %7, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !6
  %41 = fmul contract float %40, %4
  %42 = sext i32 %14 to i64
  %43 = getelementptr float, ptr %8, i64 %42
  %44 = getelementptr i8, ptr %43, i64 80
  %45 = load float, ptr %44, align 4, !tbaa !6
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %36, %46
  store float %47, ptr %27, align 4, !tbaa !6
  %48 = or disjoint i32 %24, 2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %7, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !6
  %52 = fmul contract float %51, %4
  %53 = sext i32 %14 to i64
  %54 = getelementptr float, ptr %8, i64 %53
  %55 = getelementptr i8, ptr %54, i64 160
  %56 = load float, ptr %55, align 4, !tbaa !6
  %57 = fmul contract float %52, %56
  %58 = fadd contract float %47, %57
  store float %58, ptr %27, align 4, !tbaa !6
  %59 = or disjoint i32 %24, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %7, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !6
  %63 = fmul contract float %62, %4
  %64 = sext i32 %14 to i64
  %65 = getelementptr float, ptr %8, i64 %64
  %66 = getelementptr i8, ptr %65, i64 240
  %67 = load float, ptr %66, align 4, !tbaa !6
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %58, %68
  store float %69, ptr %27, align 4, !tbaa !6
  %70 = zext nneg i32 %24 to i64
  %71 = getelementptr inbounds float, ptr %7, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load float, ptr %72, align 4, !tbaa !6
  %74 = fmul contract float %73, %4
  %75 = sext i32 %14 to i64
  %76 = getelementptr float, ptr %8, i64 %75
  %77 = getelementptr i8, ptr %76, i64 320
  %78 = load float, ptr %77, align 4, !tbaa !6
  %79 = fmul contract float %74, %78
  %80 = fadd contract float %69, %79
  store float %80, ptr %27, align 4, !tbaa !6
  %81 = zext nneg i32 %24 to i64
  %82 = getelementptr inbounds float, ptr %7, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 20
  %84 = load float, ptr %83, align 4, !tbaa !6
  %85 = fmul contract float %84, %4
  %86 = sext i32 %14 to i64
  %87 = getelementptr float, ptr %8, i64 %86
  %88 = getelementptr i8, ptr %87, i64 400
  %89 = load float, ptr %88, align 4, !tbaa !6
  %90 = fmul contract float %85, %89
  %91 = fadd contract float %80, %90
  store float %91, ptr %27, align 4, !tbaa !6
  %92 = zext nneg i32 %24 to i64
  %93 = getelementptr inbounds float, ptr %7, i64 %92
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load float, ptr %94, align 4, !tbaa !6
  %96 = fmul contract float %95, %4
  %97 = sext i32 %14 to i64
  %98 = getelementptr float, ptr %8, i64 %97
  %99 = getelementptr i8, ptr %98, i64 480
  %100 = load float, ptr %99, align 4, !tbaa !6
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %91, %101
  store float %102, ptr %27, align 4, !tbaa !6
  %103 = zext nneg i32 %24 to i64
  %104 = getelementptr inbounds float, ptr %7, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 28
  %106 = load float, ptr %105, align 4, !tbaa !6
  %107 = fmul contract float %106, %4
  %108 = sext i32 %14 to i64
  %109 = getelementptr float, ptr %8, i64 %108
  %110 = getelementptr i8, ptr %109, i64 560
  %111 = load float, ptr %110, align 4, !tbaa !6
  %112 = fmul contract float %107, %111
  %113 = fadd contract float %102, %112
  store float %113, ptr %27, align 4, !tbaa !6
  %114 = zext nneg i32 %24 to i64
  %115 = getelementptr inbounds float, ptr %7, i64 %114
  %116 = getelementptr inbounds i8, ptr %115, i64 32
  %117 = load float, ptr %116, align 4, !tbaa !6
  %118 = fmul contract float %117, %4
  %119 = sext i32 %14 to i64
  %120 = getelementptr float, ptr %8, i64 %119
  %121 = getelementptr i8, ptr %120, i64 640
  %122 = load float, ptr %121, align 4, !tbaa !6
  %123 = fmul contract float %118, %122
  %124 = fadd contract float %113, %123
  store float %124, ptr %27, align 4, !tbaa !6
  %125 = zext nneg i32 %24 to i64
  %126 = getelementptr inbounds float, ptr %7, i64 %125
  %127 = getelementptr inbounds i8, ptr %126, i64 36
  %128 = load float, ptr %127, align 4, !tbaa !6
  %129 = fmul contract float %128, %4
  %130 = sext i32 %14 to i64
  %131 = getelementptr float, ptr %8, i64 %130
  %132 = getelementptr i8, ptr %131, i64 720
  %133 = load float, ptr %132, align 4, !tbaa !6
  %134 = fmul contract float %129, %133
  %135 = fadd contract float %124, %134
  store float %135, ptr %27, align 4, !tbaa !6
  %136 = zext nneg i32 %24 to i64
  %137 = getelementptr inbounds float, ptr %7, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 40
  %139 = load float, ptr %138, align 4, !tbaa !6
  %140 = fmul contract float %139, %4
  %141 = sext i32 %14 to i64
  %142 = getelementptr float, ptr %8, i64 %141
  %143 = getelementptr i8, ptr %142, i64 800
  %144 = load float, ptr %143, align 4, !tbaa !6
  %145 = fmul contract float %140, %144
  %146 = fadd contract float %135, %145
  store float %146, ptr %27, align 4, !tbaa !6
  %147 = zext nneg i32 %24 to i64
  %148 = getelementptr inbounds float, ptr %7, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 44
  %150 = load float, ptr %149, align 4, !tbaa !6
  %151 = fmul contract float %150, %4
  %152 = sext i32 %14 to i64
  %153 = getelementptr float, ptr %8, i64 %152
  %154 = getelementptr i8, ptr %153, i64 880
  %155 = load float, ptr %154, align 4, !tbaa !6
  %156 = fmul contract float %151, %155
  %157 = fadd contract float %146, %156
  store float %157, ptr %27, align 4, !tbaa !6
  %158 = zext nneg i32 %24 to i64
  %159 = getelementptr inbounds float, ptr %7, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 48
  %161 = load float, ptr %160, align 4, !tbaa !6
  %162 = fmul contract float %161, %4
  %163 = sext i32 %14 to i64
  %164 = getelementptr float, ptr %8, i64 %163
  %165 = getelementptr i8, ptr %164, i64 960
  %166 = load float, ptr %165, align 4, !tbaa !6
  %167 = fmul contract float %162, %166
  %168 = fadd contract float %157, %167
  store float %168, ptr %27, align 4, !tbaa !6
  %169 = zext nneg i32 %24 to i64
  %170 = getelementptr inbounds float, ptr %7, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 52
  %172 = load float, ptr %171, align 4, !tbaa !6
  %173 = fmul contract float %172, %4
  %174 = sext i32 %14 to i64
  %175 = getelementptr float, ptr %8, i64 %174
  %176 = getelementptr i8, ptr %175, i64 1040
  %177 = load float, ptr %176, align 4, !tbaa !6
  %178 = fmul contract float %173, %177
  %179 = fadd contract float %168, %178
  store float %179, ptr %27, align 4, !tbaa !6
  %180 = zext nneg i32 %24 to i64
  %181 = getelementptr inbounds float, ptr %7, i64 %180
  %182 = getelementptr inbounds i8, ptr %181, i64 56
  %183 = load float, ptr %182, align 4, !tbaa !6
  %184 = fmul contract float %183, %4
  %185 = sext i32 %14 to i64
  %186 = getelementptr float, ptr %8, i64 %185
  %187 = getelementptr i8, ptr %186, i64 1120
  %188 = load float, ptr %187, align 4, !tbaa !6
  %189 = fmul contract float %184, %188
  %190 = fadd contract float %179, %189
  store float %190, ptr %27, align 4, !tbaa !6
  %191 = zext nneg i32 %24 to i64
  %192 = getelementptr inbounds float, ptr %7, i64 %191
  %193 = getelementptr inbounds i8, ptr %192, i64 60
  %194 = load float, ptr %193, align 4, !tbaa !6
  %195 = fmul contract float %194, %4
  %196 = sext i32 %14 to i64
  %197 = getelementptr float, ptr %8, i64 %196
  %198 = getelementptr i8, ptr %197, i64 1200
  %199 = load float, ptr %198, align 4, !tbaa !6
  %200 = fmul contract float %195, %199
  %201 = fadd contract float %190, %200
  store float %201, ptr %27, align 4, !tbaa !6
  %202 = zext nneg i32 %24 to i64
  %203 = getelementptr inbounds float, ptr %7, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 64
  %205 = load float, ptr %204, align 4, !tbaa !6
  %206 = fmul contract float %205, %4
  %207 = sext i32 %14 to i64
  %208 = getelementptr float, ptr %8, i64 %207
  %209 = getelementptr i8, ptr %208, i64 1280
  %210 = load float, ptr %209, align 4, !tbaa !6
  %211 = fmul contract float %206, %210
  %212 = fadd contract float %201, %211
  store float %212, ptr %27, align 4, !tbaa !6
  %213 = zext nneg i32 %24 to i64
  %214 = getelementptr inbounds float, ptr %7, i64 %213
  %215 = getelementptr inbounds i8, ptr %214, i64 68
  %216 = load float, ptr %215, align 4, !tbaa !6
  %217 = fmul contract float %216, %4
  %218 = sext i32 %14 to i64
  %219 = getelementptr float, ptr %8, i64 %218
  %220 = getelementptr i8, ptr %219, i64 1360
  %221 = load float, ptr %220, align 4, !tbaa !6
  %222 = fmul contract float %217, %221
  %223 = fadd contract float %212, %222
  store float %223, ptr %27, align 4, !tbaa !6
  %224 = zext nneg i32 %24 to i64
  %225 = getelementptr inbounds float, ptr %7, i64 %224
  %226 = getelementptr inbounds i8, ptr %225, i64 72
  %227 = load float, ptr %226, align 4, !tbaa !6
  %228 = fmul contract float %227, %4
  %229 = sext i32 %14 to i64
  %230 = getelementptr float, ptr %8, i64 %229
  %231 = getelementptr i8, ptr %230, i64 1440
  %232 = load float, ptr %231, align 4, !tbaa !6
  %233 = fmul contract float %228, %232
  %234 = fadd contract float %223, %233
  store float %234, ptr %27, align 4, !tbaa !6
  %235 = zext nneg i32 %24 to i64
  %236 = getelementptr inbounds float, ptr %7, i64 %235
  %237 = getelementptr inbounds i8, ptr %236, i64 76
  %238 = load float, ptr %237, align 4, !tbaa !6
  %239 = fmul contract float %238, %4
  %240 = sext i32 %14 to i64
  %241 = getelementptr float, ptr %8, i64 %240
  %242 = getelementptr i8, ptr %241, i64 1520
  %243 = load float, ptr %242, align 4, !tbaa !6
  %244 = fmul contract float %239, %243
  %245 = fadd contract float %234, %244
  store float %245, ptr %27, align 4, !tbaa !6
  br label %246

246:                                              ; preds = %23, %9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11mm2_kernel2iiiiffPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp ult i32 %19, 20
  %21 = icmp slt i32 %14, 20
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %228

23:                                               ; preds = %9
  %24 = mul nuw nsw i32 %19, 20
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %8, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = fmul contract float %28, %5
  store float %29, ptr %27, align 4, !tbaa !6
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds float, ptr %6, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !6
  %33 = sext i32 %14 to i64
  %34 = getelementptr inbounds float, ptr %7, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !6
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %29, %36
  store float %37, ptr %27, align 4, !tbaa !6
  %38 = or disjoint i32 %24, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %6, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !6
  %42 = sext i32 %14 to i64
  %43 = getelementptr float, ptr %7, i64 %42
  %44 = getelementptr i8, ptr %43, i64 80
  %45 = load float, ptr %44, align 4, !tbaa !6
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %37, %46
  store float %47, ptr %27, align 4, !tbaa !6
  %48 = or disjoint i32 %24, 2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %6, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !6
  %52 = sext i32 %14 to i64
  %53 = getelementptr float, ptr %7, i64 %52
  %54 = getelementptr i8, ptr %53, i64 160
  %55 = load float, ptr %54, align 4, !tbaa !6
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %47, %56
  store float %57, ptr %27, align 4, !tbaa !6
  %58 = or disjoint i32 %24, 3
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %6, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !6
  %62 = sext i32 %14 to i64
  %63 = getelementptr float, ptr %7, i64 %62
  %64 = getelementptr i8, ptr %63, i64 240
  %65 = load float, ptr %64, align 4, !tbaa !6
  %66 = fmul contract float %61, %65
  %67 = fadd contract float %57, %66
  store float %67, ptr %27, align 4, !tbaa !6
  %68 = zext nneg i32 %24 to i64
  %69 = getelementptr inbounds float, ptr %6, i64 %68
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load float, ptr %70, align 4, !tbaa !6
  %72 = sext i32 %14 to i64
  %73 = getelementptr float, ptr %7, i64 %72
  %74 = getelementptr i8, ptr %73, i64 320
  %75 = load float, ptr %74, align 4, !tbaa !6
  %76 = fmul contract float %71, %75
  %77 = fadd contract float %67, %76
  store float %77, ptr %27, align 4, !tbaa !6
  %78 = zext nneg i32 %24 to i64
  %79 = getelementptr inbounds float, ptr %6, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 20
  %81 = load float, ptr %80, align 4, !tbaa !6
  %82 = sext i32 %14 to i64
  %83 = getelementptr float, ptr %7, i64 %82
  %84 = getelementptr i8, ptr %83, i64 400
  %85 = load float, ptr %84, align 4, !tbaa !6
  %86 = fmul contract float %81, %85
  %87 = fadd contract float %77, %86
  store float %87, ptr %27, align 4, !tbaa !6
  %88 = zext nneg i32 %24 to i64
  %89 = getelementptr inbounds float, ptr %6, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load float, ptr %90, align 4, !tbaa !6
  %92 = sext i32 %14 to i64
  %93 = getelementptr float, ptr %7, i64 %92
  %94 = getelementptr i8, ptr %93, i64 480
  %95 = load float, ptr %94, align 4, !tbaa !6
  %96 = fmul contract float %91, %95
  %97 = fadd contract float %87, %96
  store float %97, ptr %27, align 4, !tbaa !6
  %98 = zext nneg i32 %24 to i64
  %99 = getelementptr inbounds float, ptr %6, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 28
  %101 = load float, ptr %100, align 4, !tbaa !6
  %102 = sext i32 %14 to i64
  %103 = getelementptr float, ptr %7, i64 %102
  %104 = getelementptr i8, ptr %103, i64 560
  %105 = load float, ptr %104, align 4, !tbaa !6
  %106 = fmul contract float %101, %105
  %107 = fadd contract float %97, %106
  store float %107, ptr %27, align 4, !tbaa !6
  %108 = zext nneg i32 %24 to i64
  %109 = getelementptr inbounds float, ptr %6, i64 %108
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  %111 = load float, ptr %110, align 4, !tbaa !6
  %112 = sext i32 %14 to i64
  %113 = getelementptr float, ptr %7, i64 %112
  %114 = getelementptr i8, ptr %113, i64 640
  %115 = load float, ptr %114, align 4, !tbaa !6
  %116 = fmul contract float %111, %115
  %117 = fadd contract float %107, %116
  store float %117, ptr %27, align 4, !tbaa !6
  %118 = zext nneg i32 %24 to i64
  %119 = getelementptr inbounds float, ptr %6, i64 %118
  %120 = getelementptr inbounds i8, ptr %119, i64 36
  %121 = load float, ptr %120, align 4, !tbaa !6
  %122 = sext i32 %14 to i64
  %123 = getelementptr float, ptr %7, i64 %122
  %124 = getelementptr i8, ptr %123, i64 720
  %125 = load float, ptr %124, align 4, !tbaa !6
  %126 = fmul contract float %121, %125
  %127 = fadd contract float %117, %126
  store float %127, ptr %27, align 4, !tbaa !6
  %128 = zext nneg i32 %24 to i64
  %129 = getelementptr inbounds float, ptr %6, i64 %128
  %130 = getelementptr inbounds i8, ptr %129, i64 40
  %131 = load float, ptr %130, align 4, !tbaa !6
  %132 = sext i32 %14 to i64
  %133 = getelementptr float, ptr %7, i64 %132
  %134 = getelementptr i8, ptr %133, i64 800
  %135 = load float, ptr %134, align 4, !tbaa !6
  %136 = fmul contract float %131, %135
  %137 = fadd contract float %127, %136
  store float %137, ptr %27, align 4, !tbaa !6
  %138 = zext nneg i32 %24 to i64
  %139 = getelementptr inbounds float, ptr %6, i64 %138
  %140 = getelementptr inbounds i8, ptr %139, i64 44
  %141 = load float, ptr %140, align 4, !tbaa !6
  %142 = sext i32 %14 to i64
  %143 = getelementptr float, ptr %7, i64 %142
  %144 = getelementptr i8, ptr %143, i64 880
  %145 = load float, ptr %144, align 4, !tbaa !6
  %146 = fmul contract float %141, %145
  %147 = fadd contract float %137, %146
  store float %147, ptr %27, align 4, !tbaa !6
  %148 = zext nneg i32 %24 to i64
  %149 = getelementptr inbounds float, ptr %6, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 48
  %151 = load float, ptr %150, align 4, !tbaa !6
  %152 = sext i32 %14 to i64
  %153 = getelementptr float, ptr %7, i64 %152
  %154 = getelementptr i8, ptr %153, i64 960
  %155 = load float, ptr %154, align 4, !tbaa !6
  %156 = fmul contract float %151, %155
  %157 = fadd contract float %147, %156
  store float %157, ptr %27, align 4, !tbaa !6
  %158 = zext nneg i32 %24 to i64
  %159 = getelementptr inbounds float, ptr %6, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 52
  %161 = load float, ptr %160, align 4, !tbaa !6
  %162 = sext i32 %14 to i64
  %163 = getelementptr float, ptr %7, i64 %162
  %164 = getelementptr i8, ptr %163, i64 1040
  %165 = load float, ptr %164, align 4, !tbaa !6
  %166 = fmul contract float %161, %165
  %167 = fadd contract float %157, %166
  store float %167, ptr %27, align 4, !tbaa !6
  %168 = zext nneg i32 %24 to i64
  %169 = getelementptr inbounds float, ptr %6, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 56
  %171 = load float, ptr %170, align 4, !tbaa !6
  %172 = sext i32 %14 to i64
  %173 = getelementptr float, ptr %7, i64 %172
  %174 = getelementptr i8, ptr %173, i64 1120
  %175 = load float, ptr %174, align 4, !tbaa !6
  %176 = fmul contract float %171, %175
  %177 = fadd contract float %167, %176
  store float %177, ptr %27, align 4, !tbaa !6
  %178 = zext nneg i32 %24 to i64
  %179 = getelementptr inbounds float, ptr %6, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 60
  %181 = load float, ptr %180, align 4, !tbaa !6
  %182 = sext i32 %14 to i64
  %183 = getelementptr float, ptr %7, i64 %182
  %184 = getelementptr i8, ptr %183, i64 1200
  %185 = load float, ptr %184, align 4, !tbaa !6
  %186 = fmul contract float %181, %185
  %187 = fadd contract float %177, %186
  store float %187, ptr %27, align 4, !tbaa !6
  %188 = zext nneg i32 %24 to i64
  %189 = getelementptr inbounds float, ptr %6, i64 %188
  %190 = getelementptr inbounds i8, ptr %189, i64 64
  %191 = load float, ptr %190, align 4, !tbaa !6
  %192 = sext i32 %14 to i64
  %193 = getelementptr float, ptr %7, i64 %192
  %194 = getelementptr i8, ptr %193, i64 1280
  %195 = load float, ptr %194, align 4, !tbaa !6
  %196 = fmul contract float %191, %195
  %197 = fadd contract float %187, %196
  store float %197, ptr %27, align 4, !tbaa !6
  %198 = zext nneg i32 %24 to i64
  %199 = getelementptr inbounds float, ptr %6, i64 %198
  %200 = getelementptr inbounds i8, ptr %199, i64 68
  %201 = load float, ptr %200, align 4, !tbaa !6
  %202 = sext i32 %14 to i64
  %203 = getelementptr float, ptr %7, i64 %202
  %204 = getelementptr i8, ptr %203, i64 1360
  %205 = load float, ptr %204, align 4, !tbaa !6
  %206 = fmul contract float %201, %205
  %207 = fadd contract float %197, %206
  store float %207, ptr %27, align 4, !tbaa !6
  %208 = zext nneg i32 %24 to i64
  %209 = getelementptr inbounds float, ptr %6, i64 %208
  %210 = getelementptr inbounds i8, ptr %209, i64 72
  %211 = load float, ptr %210, align 4, !tbaa !6
  %212 = sext i32 %14 to i64
  %213 = getelementptr float, ptr %7, i64 %212
  %214 = getelementptr i8, ptr %213, i64 1440
  %215 = load float, ptr %214, align 4, !tbaa !6
  %216 = fmul contract float %211, %215
  %217 = fadd contract float %207, %216
  store float %217, ptr %27, align 4, !tbaa !6
  %218 = zext nneg i32 %24 to i64
  %219 = getelementptr inbounds float, ptr %6, i64 %218
  %220 = getelementptr inbounds i8, ptr %219, i64 76
  %221 = load float, ptr %220, align 4, !tbaa !6
  %222 = sext i32 %14 to i64
  %223 = getelementptr float, ptr %7, i64 %222
  %224 = getelementptr i8, ptr %223, i64 1520
  %225 = load float, ptr %224, align 4, !tbaa !6
  %226 = fmul contract float %221, %225
  %227 = fadd contract float %217, %226
  store float %227, ptr %27, align 4, !tbaa !6
  br label %228

228:                                              ; preds = %23, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z11mm2_kernel1iiiiffPfS_S_, !"kernel", i32 1}
!1 = !{ptr @_Z11mm2_kernel2iiiiffPfS_S_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
