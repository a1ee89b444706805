; ModuleID = '2mm.mm2_kernel2.cu'
source_filename = "2mm.mm2_kernel2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fmul contract float %28, %5
  store float %29, ptr %27, align 4, !tbaa !5
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds float, ptr %6, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = sext i32 %14 to i64
  %34 = getelementptr inbounds float, ptr %7, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %29, %36
  store float %37, ptr %27, align 4, !tbaa !5
  %38 = or disjoint i32 %24, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %6, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = sext i32 %14 to i64
  %43 = getelementptr float, ptr %7, i64 %42
  %44 = getelementptr i8, ptr %43, i64 80
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %37, %46
  store float %47, ptr %27, align 4, !tbaa !5
  %48 = or disjoint i32 %24, 2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %6, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = sext i32 %14 to i64
  %53 = getelementptr float, ptr %7, i64 %52
  %54 = getelementptr i8, ptr %53, i64 160
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %47, %56
  store float %57, ptr %27, align 4, !tbaa !5
  %58 = or disjoint i32 %24, 3
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %6, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = sext i32 %14 to i64
  %63 = getelementptr float, ptr %7, i64 %62
  %64 = getelementptr i8, ptr %63, i64 240
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %61, %65
  %67 = fadd contract float %57, %66
  store float %67, ptr %27, align 4, !tbaa !5
  %68 = zext nneg i32 %24 to i64
  %69 = getelementptr inbounds float, ptr %6, i64 %68
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = sext i32 %14 to i64
  %73 = getelementptr float, ptr %7, i64 %72
  %74 = getelementptr i8, ptr %73, i64 320
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %71, %75
  %77 = fadd contract float %67, %76
  store float %77, ptr %27, align 4, !tbaa !5
  %78 = zext nneg i32 %24 to i64
  %79 = getelementptr inbounds float, ptr %6, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 20
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = sext i32 %14 to i64
  %83 = getelementptr float, ptr %7, i64 %82
  %84 = getelementptr i8, ptr %83, i64 400
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fmul contract float %81, %85
  %87 = fadd contract float %77, %86
  store float %87, ptr %27, align 4, !tbaa !5
  %88 = zext nneg i32 %24 to i64
  %89 = getelementptr inbounds float, ptr %6, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = sext i32 %14 to i64
  %93 = getelementptr float, ptr %7, i64 %92
  %94 = getelementptr i8, ptr %93, i64 480
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fmul contract float %91, %95
  %97 = fadd contract float %87, %96
  store float %97, ptr %27, align 4, !tbaa !5
  %98 = zext nneg i32 %24 to i64
  %99 = getelementptr inbounds float, ptr %6, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 28
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = sext i32 %14 to i64
  %103 = getelementptr float, ptr %7, i64 %102
  %104 = getelementptr i8, ptr %103, i64 560
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %101, %105
  %107 = fadd contract float %97, %106
  store float %107, ptr %27, align 4, !tbaa !5
  %108 = zext nneg i32 %24 to i64
  %109 = getelementptr inbounds float, ptr %6, i64 %108
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = sext i32 %14 to i64
  %113 = getelementptr float, ptr %7, i64 %112
  %114 = getelementptr i8, ptr %113, i64 640
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = fmul contract float %111, %115
  %117 = fadd contract float %107, %116
  store float %117, ptr %27, align 4, !tbaa !5
  %118 = zext nneg i32 %24 to i64
  %119 = getelementptr inbounds float, ptr %6, i64 %118
  %120 = getelementptr inbounds i8, ptr %119, i64 36
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = sext i32 %14 to i64
  %123 = getelementptr float, ptr %7, i64 %122
  %124 = getelementptr i8, ptr %123, i64 720
  %125 = load float, ptr %124, align 4, !tbaa !5
  %126 = fmul contract float %121, %125
  %127 = fadd contract float %117, %126
  store float %127, ptr %27, align 4, !tbaa !5
  %128 = zext nneg i32 %24 to i64
  %129 = getelementptr inbounds float, ptr %6, i64 %128
  %130 = getelementptr inbounds i8, ptr %129, i64 40
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = sext i32 %14 to i64
  %133 = getelementptr float, ptr %7, i64 %132
  %134 = getelementptr i8, ptr %133, i64 800
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %131, %135
  %137 = fadd contract float %127, %136
  store float %137, ptr %27, align 4, !tbaa !5
  %138 = zext nneg i32 %24 to i64
  %139 = getelementptr inbounds float, ptr %6, i64 %138
  %140 = getelementptr inbounds i8, ptr %139, i64 44
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = sext i32 %14 to i64
  %143 = getelementptr float, ptr %7, i64 %142
  %144 = getelementptr i8, ptr %143, i64 880
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %141, %145
  %147 = fadd contract float %137, %146
  store float %147, ptr %27, align 4, !tbaa !5
  %148 = zext nneg i32 %24 to i64
  %149 = getelementptr inbounds float, ptr %6, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 48
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = sext i32 %14 to i64
  %153 = getelementptr float, ptr %7, i64 %152
  %154 = getelementptr i8, ptr %153, i64 960
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = fmul contract float %151, %155
  %157 = fadd contract float %147, %156
  store float %157, ptr %27, align 4, !tbaa !5
  %158 = zext nneg i32 %24 to i64
  %159 = getelementptr inbounds float, ptr %6, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 52
  %161 = load float, ptr %160, align 4, !tbaa !5
  %162 = sext i32 %14 to i64
  %163 = getelementptr float, ptr %7, i64 %162
  %164 = getelementptr i8, ptr %163, i64 1040
  %165 = load float, ptr %164, align 4, !tbaa !5
  %166 = fmul contract float %161, %165
  %167 = fadd contract float %157, %166
  store float %167, ptr %27, align 4, !tbaa !5
  %168 = zext nneg i32 %24 to i64
  %169 = getelementptr inbounds float, ptr %6, i64 %168
  %170 = getelementptr inbounds i8, ptr %169, i64 56
  %171 = load float, ptr %170, align 4, !tbaa !5
  %172 = sext i32 %14 to i64
  %173 = getelementptr float, ptr %7, i64 %172
  %174 = getelementptr i8, ptr %173, i64 1120
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = fmul contract float %171, %175
  %177 = fadd contract float %167, %176
  store float %177, ptr %27, align 4, !tbaa !5
  %178 = zext nneg i32 %24 to i64
  %179 = getelementptr inbounds float, ptr %6, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 60
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = sext i32 %14 to i64
  %183 = getelementptr float, ptr %7, i64 %182
  %184 = getelementptr i8, ptr %183, i64 1200
  %185 = load float, ptr %184, align 4, !tbaa !5
  %186 = fmul contract float %181, %185
  %187 = fadd contract float %177, %186
  store float %187, ptr %27, align 4, !tbaa !5
  %188 = zext nneg i32 %24 to i64
  %189 = getelementptr inbounds float, ptr %6, i64 %188
  %190 = getelementptr inbounds i8, ptr %189, i64 64
  %191 = load float, ptr %190, align 4, !tbaa !5
  %192 = sext i32 %14 to i64
  %193 = getelementptr float, ptr %7, i64 %192
  %194 = getelementptr i8, ptr %193, i64 1280
  %195 = load float, ptr %194, align 4, !tbaa !5
  %196 = fmul contract float %191, %195
  %197 = fadd contract float %187, %196
  store float %197, ptr %27, align 4, !tbaa !5
  %198 = zext nneg i32 %24 to i64
  %199 = getelementptr inbounds float, ptr %6, i64 %198
  %200 = getelementptr inbounds i8, ptr %199, i64 68
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = sext i32 %14 to i64
  %203 = getelementptr float, ptr %7, i64 %202
  %204 = getelementptr i8, ptr %203, i64 1360
  %205 = load float, ptr %204, align 4, !tbaa !5
  %206 = fmul contract float %201, %205
  %207 = fadd contract float %197, %206
  store float %207, ptr %27, align 4, !tbaa !5
  %208 = zext nneg i32 %24 to i64
  %209 = getelementptr inbounds float, ptr %6, i64 %208
  %210 = getelementptr inbounds i8, ptr %209, i64 72
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = sext i32 %14 to i64
  %213 = getelementptr float, ptr %7, i64 %212
  %214 = getelementptr i8, ptr %213, i64 1440
  %215 = load float, ptr %214, align 4, !tbaa !5
  %216 = fmul contract float %211, %215
  %217 = fadd contract float %207, %216
  store float %217, ptr %27, align 4, !tbaa !5
  %218 = zext nneg i32 %24 to i64
  %219 = getelementptr inbounds float, ptr %6, i64 %218
  %220 = getelementptr inbounds i8, ptr %219, i64 76
  %221 = load float, ptr %220, align 4, !tbaa !5
  %222 = sext i32 %14 to i64
  %223 = getelementptr float, ptr %7, i64 %222
  %224 = getelementptr i8, ptr %223, i64 1520
  %225 = load float, ptr %224, align 4, !tbaa !5
  %226 = fmul contract float %221, %225
  %227 = fadd contract float %217, %226
  store float %227, ptr %27, align 4, !tbaa !5
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11mm2_kernel2iiiiffPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
