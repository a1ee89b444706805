; ModuleID = '2mm.mm2_kernel1.cu'
source_filename = "2mm.mm2_kernel1.cu"
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
  store float 0.000000e+00, ptr %27, align 4, !tbaa !5
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds float, ptr %7, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fmul contract float %30, %4
  %32 = sext i32 %14 to i64
  %33 = getelementptr inbounds float, ptr %8, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %35, 0.000000e+00
  store float %36, ptr %27, align 4, !tbaa !5
  %37 = or disjoint i32 %24, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %7, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %40, %4
  %42 = sext i32 %14 to i64
  %43 = getelementptr float, ptr %8, i64 %42
  %44 = getelementptr i8, ptr %43, i64 80
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %36, %46
  store float %47, ptr %27, align 4, !tbaa !5
  %48 = or disjoint i32 %24, 2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %7, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fmul contract float %51, %4
  %53 = sext i32 %14 to i64
  %54 = getelementptr float, ptr %8, i64 %53
  %55 = getelementptr i8, ptr %54, i64 160
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fmul contract float %52, %56
  %58 = fadd contract float %47, %57
  store float %58, ptr %27, align 4, !tbaa !5
  %59 = or disjoint i32 %24, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %7, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fmul contract float %62, %4
  %64 = sext i32 %14 to i64
  %65 = getelementptr float, ptr %8, i64 %64
  %66 = getelementptr i8, ptr %65, i64 240
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %58, %68
  store float %69, ptr %27, align 4, !tbaa !5
  %70 = zext nneg i32 %24 to i64
  %71 = getelementptr inbounds float, ptr %7, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = fmul contract float %73, %4
  %75 = sext i32 %14 to i64
  %76 = getelementptr float, ptr %8, i64 %75
  %77 = getelementptr i8, ptr %76, i64 320
  %78 = load float, ptr %77, align 4, !tbaa !5
  %79 = fmul contract float %74, %78
  %80 = fadd contract float %69, %79
  store float %80, ptr %27, align 4, !tbaa !5
  %81 = zext nneg i32 %24 to i64
  %82 = getelementptr inbounds float, ptr %7, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 20
  %84 = load float, ptr %83, align 4, !tbaa !5
  %85 = fmul contract float %84, %4
  %86 = sext i32 %14 to i64
  %87 = getelementptr float, ptr %8, i64 %86
  %88 = getelementptr i8, ptr %87, i64 400
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = fmul contract float %85, %89
  %91 = fadd contract float %80, %90
  store float %91, ptr %27, align 4, !tbaa !5
  %92 = zext nneg i32 %24 to i64
  %93 = getelementptr inbounds float, ptr %7, i64 %92
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fmul contract float %95, %4
  %97 = sext i32 %14 to i64
  %98 = getelementptr float, ptr %8, i64 %97
  %99 = getelementptr i8, ptr %98, i64 480
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %91, %101
  store float %102, ptr %27, align 4, !tbaa !5
  %103 = zext nneg i32 %24 to i64
  %104 = getelementptr inbounds float, ptr %7, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 28
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = fmul contract float %106, %4
  %108 = sext i32 %14 to i64
  %109 = getelementptr float, ptr %8, i64 %108
  %110 = getelementptr i8, ptr %109, i64 560
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %107, %111
  %113 = fadd contract float %102, %112
  store float %113, ptr %27, align 4, !tbaa !5
  %114 = zext nneg i32 %24 to i64
  %115 = getelementptr inbounds float, ptr %7, i64 %114
  %116 = getelementptr inbounds i8, ptr %115, i64 32
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %117, %4
  %119 = sext i32 %14 to i64
  %120 = getelementptr float, ptr %8, i64 %119
  %121 = getelementptr i8, ptr %120, i64 640
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = fmul contract float %118, %122
  %124 = fadd contract float %113, %123
  store float %124, ptr %27, align 4, !tbaa !5
  %125 = zext nneg i32 %24 to i64
  %126 = getelementptr inbounds float, ptr %7, i64 %125
  %127 = getelementptr inbounds i8, ptr %126, i64 36
  %128 = load float, ptr %127, align 4, !tbaa !5
  %129 = fmul contract float %128, %4
  %130 = sext i32 %14 to i64
  %131 = getelementptr float, ptr %8, i64 %130
  %132 = getelementptr i8, ptr %131, i64 720
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fmul contract float %129, %133
  %135 = fadd contract float %124, %134
  store float %135, ptr %27, align 4, !tbaa !5
  %136 = zext nneg i32 %24 to i64
  %137 = getelementptr inbounds float, ptr %7, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 40
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = fmul contract float %139, %4
  %141 = sext i32 %14 to i64
  %142 = getelementptr float, ptr %8, i64 %141
  %143 = getelementptr i8, ptr %142, i64 800
  %144 = load float, ptr %143, align 4, !tbaa !5
  %145 = fmul contract float %140, %144
  %146 = fadd contract float %135, %145
  store float %146, ptr %27, align 4, !tbaa !5
  %147 = zext nneg i32 %24 to i64
  %148 = getelementptr inbounds float, ptr %7, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 44
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = fmul contract float %150, %4
  %152 = sext i32 %14 to i64
  %153 = getelementptr float, ptr %8, i64 %152
  %154 = getelementptr i8, ptr %153, i64 880
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = fmul contract float %151, %155
  %157 = fadd contract float %146, %156
  store float %157, ptr %27, align 4, !tbaa !5
  %158 = zext nneg i32 %24 to i64
  %159 = getelementptr inbounds float, ptr %7, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 48
  %161 = load float, ptr %160, align 4, !tbaa !5
  %162 = fmul contract float %161, %4
  %163 = sext i32 %14 to i64
  %164 = getelementptr float, ptr %8, i64 %163
  %165 = getelementptr i8, ptr %164, i64 960
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = fmul contract float %162, %166
  %168 = fadd contract float %157, %167
  store float %168, ptr %27, align 4, !tbaa !5
  %169 = zext nneg i32 %24 to i64
  %170 = getelementptr inbounds float, ptr %7, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 52
  %172 = load float, ptr %171, align 4, !tbaa !5
  %173 = fmul contract float %172, %4
  %174 = sext i32 %14 to i64
  %175 = getelementptr float, ptr %8, i64 %174
  %176 = getelementptr i8, ptr %175, i64 1040
  %177 = load float, ptr %176, align 4, !tbaa !5
  %178 = fmul contract float %173, %177
  %179 = fadd contract float %168, %178
  store float %179, ptr %27, align 4, !tbaa !5
  %180 = zext nneg i32 %24 to i64
  %181 = getelementptr inbounds float, ptr %7, i64 %180
  %182 = getelementptr inbounds i8, ptr %181, i64 56
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = fmul contract float %183, %4
  %185 = sext i32 %14 to i64
  %186 = getelementptr float, ptr %8, i64 %185
  %187 = getelementptr i8, ptr %186, i64 1120
  %188 = load float, ptr %187, align 4, !tbaa !5
  %189 = fmul contract float %184, %188
  %190 = fadd contract float %179, %189
  store float %190, ptr %27, align 4, !tbaa !5
  %191 = zext nneg i32 %24 to i64
  %192 = getelementptr inbounds float, ptr %7, i64 %191
  %193 = getelementptr inbounds i8, ptr %192, i64 60
  %194 = load float, ptr %193, align 4, !tbaa !5
  %195 = fmul contract float %194, %4
  %196 = sext i32 %14 to i64
  %197 = getelementptr float, ptr %8, i64 %196
  %198 = getelementptr i8, ptr %197, i64 1200
  %199 = load float, ptr %198, align 4, !tbaa !5
  %200 = fmul contract float %195, %199
  %201 = fadd contract float %190, %200
  store float %201, ptr %27, align 4, !tbaa !5
  %202 = zext nneg i32 %24 to i64
  %203 = getelementptr inbounds float, ptr %7, i64 %202
  %204 = getelementptr inbounds i8, ptr %203, i64 64
  %205 = load float, ptr %204, align 4, !tbaa !5
  %206 = fmul contract float %205, %4
  %207 = sext i32 %14 to i64
  %208 = getelementptr float, ptr %8, i64 %207
  %209 = getelementptr i8, ptr %208, i64 1280
  %210 = load float, ptr %209, align 4, !tbaa !5
  %211 = fmul contract float %206, %210
  %212 = fadd contract float %201, %211
  store float %212, ptr %27, align 4, !tbaa !5
  %213 = zext nneg i32 %24 to i64
  %214 = getelementptr inbounds float, ptr %7, i64 %213
  %215 = getelementptr inbounds i8, ptr %214, i64 68
  %216 = load float, ptr %215, align 4, !tbaa !5
  %217 = fmul contract float %216, %4
  %218 = sext i32 %14 to i64
  %219 = getelementptr float, ptr %8, i64 %218
  %220 = getelementptr i8, ptr %219, i64 1360
  %221 = load float, ptr %220, align 4, !tbaa !5
  %222 = fmul contract float %217, %221
  %223 = fadd contract float %212, %222
  store float %223, ptr %27, align 4, !tbaa !5
  %224 = zext nneg i32 %24 to i64
  %225 = getelementptr inbounds float, ptr %7, i64 %224
  %226 = getelementptr inbounds i8, ptr %225, i64 72
  %227 = load float, ptr %226, align 4, !tbaa !5
  %228 = fmul contract float %227, %4
  %229 = sext i32 %14 to i64
  %230 = getelementptr float, ptr %8, i64 %229
  %231 = getelementptr i8, ptr %230, i64 1440
  %232 = load float, ptr %231, align 4, !tbaa !5
  %233 = fmul contract float %228, %232
  %234 = fadd contract float %223, %233
  store float %234, ptr %27, align 4, !tbaa !5
  %235 = zext nneg i32 %24 to i64
  %236 = getelementptr inbounds float, ptr %7, i64 %235
  %237 = getelementptr inbounds i8, ptr %236, i64 76
  %238 = load float, ptr %237, align 4, !tbaa !5
  %239 = fmul contract float %238, %4
  %240 = sext i32 %14 to i64
  %241 = getelementptr float, ptr %8, i64 %240
  %242 = getelementptr i8, ptr %241, i64 1520
  %243 = load float, ptr %242, align 4, !tbaa !5
  %244 = fmul contract float %239, %243
  %245 = fadd contract float %234, %244
  store float %245, ptr %27, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %23, %9
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11mm2_kernel1iiiiffPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
