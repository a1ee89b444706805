; ModuleID = 'correlation.corr_kernel.cu'
source_filename = "correlation.corr_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11corr_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 23
  br i1 %10, label %11, label %225

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  %13 = mul i32 %9, 25
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float 1.000000e+00, ptr %15, align 4, !tbaa !5
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds float, ptr %3, i64 %16
  %18 = sext i32 %9 to i64
  %19 = getelementptr float, ptr %3, i64 %18
  %20 = getelementptr i8, ptr %19, i64 96
  %21 = getelementptr i8, ptr %3, i64 100
  %22 = sext i32 %9 to i64
  %23 = getelementptr float, ptr %3, i64 %22
  %24 = getelementptr i8, ptr %23, i64 192
  %25 = getelementptr i8, ptr %3, i64 196
  %26 = sext i32 %9 to i64
  %27 = getelementptr float, ptr %3, i64 %26
  %28 = getelementptr i8, ptr %27, i64 288
  %29 = getelementptr i8, ptr %3, i64 292
  %30 = sext i32 %9 to i64
  %31 = getelementptr float, ptr %3, i64 %30
  %32 = getelementptr i8, ptr %31, i64 384
  %33 = getelementptr i8, ptr %3, i64 388
  %34 = sext i32 %9 to i64
  %35 = getelementptr float, ptr %3, i64 %34
  %36 = getelementptr i8, ptr %35, i64 480
  %37 = getelementptr i8, ptr %3, i64 484
  %38 = sext i32 %9 to i64
  %39 = getelementptr float, ptr %3, i64 %38
  %40 = getelementptr i8, ptr %39, i64 576
  %41 = getelementptr i8, ptr %3, i64 580
  %42 = sext i32 %9 to i64
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = getelementptr i8, ptr %43, i64 672
  %45 = getelementptr i8, ptr %3, i64 676
  %46 = sext i32 %9 to i64
  %47 = getelementptr float, ptr %3, i64 %46
  %48 = getelementptr i8, ptr %47, i64 768
  %49 = getelementptr i8, ptr %3, i64 772
  %50 = sext i32 %9 to i64
  %51 = getelementptr float, ptr %3, i64 %50
  %52 = getelementptr i8, ptr %51, i64 864
  %53 = getelementptr i8, ptr %3, i64 868
  %54 = sext i32 %9 to i64
  %55 = getelementptr float, ptr %3, i64 %54
  %56 = getelementptr i8, ptr %55, i64 960
  %57 = getelementptr i8, ptr %3, i64 964
  %58 = sext i32 %9 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  %60 = getelementptr i8, ptr %59, i64 1056
  %61 = getelementptr i8, ptr %3, i64 1060
  %62 = sext i32 %9 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  %64 = getelementptr i8, ptr %63, i64 1152
  %65 = getelementptr i8, ptr %3, i64 1156
  %66 = sext i32 %9 to i64
  %67 = getelementptr float, ptr %3, i64 %66
  %68 = getelementptr i8, ptr %67, i64 1248
  %69 = getelementptr i8, ptr %3, i64 1252
  %70 = sext i32 %9 to i64
  %71 = getelementptr float, ptr %3, i64 %70
  %72 = getelementptr i8, ptr %71, i64 1344
  %73 = getelementptr i8, ptr %3, i64 1348
  %74 = sext i32 %9 to i64
  %75 = getelementptr float, ptr %3, i64 %74
  %76 = getelementptr i8, ptr %75, i64 1440
  %77 = getelementptr i8, ptr %3, i64 1444
  %78 = sext i32 %9 to i64
  %79 = getelementptr float, ptr %3, i64 %78
  %80 = getelementptr i8, ptr %79, i64 1536
  %81 = getelementptr i8, ptr %3, i64 1540
  %82 = sext i32 %9 to i64
  %83 = getelementptr float, ptr %3, i64 %82
  %84 = getelementptr i8, ptr %83, i64 1632
  %85 = getelementptr i8, ptr %3, i64 1636
  %86 = sext i32 %9 to i64
  %87 = getelementptr float, ptr %3, i64 %86
  %88 = getelementptr i8, ptr %87, i64 1728
  %89 = getelementptr i8, ptr %3, i64 1732
  %90 = sext i32 %9 to i64
  %91 = getelementptr float, ptr %3, i64 %90
  %92 = getelementptr i8, ptr %91, i64 1824
  %93 = getelementptr i8, ptr %3, i64 1828
  br label %94

94:                                               ; preds = %11, %94
  %95 = phi i32 [ %9, %11 ], [ %96, %94 ]
  %96 = add nsw i32 %95, 1
  %97 = add nsw i32 %96, %12
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %2, i64 %98
  store float 0.000000e+00, ptr %99, align 4, !tbaa !5
  %100 = load float, ptr %17, align 4, !tbaa !5
  %101 = sext i32 %96 to i64
  %102 = getelementptr inbounds float, ptr %3, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = fmul contract float %100, %103
  %105 = fadd contract float %104, 0.000000e+00
  store float %105, ptr %99, align 4, !tbaa !5
  %106 = load float, ptr %20, align 4, !tbaa !5
  %107 = sext i32 %95 to i64
  %108 = getelementptr float, ptr %21, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fmul contract float %106, %109
  %111 = fadd contract float %105, %110
  store float %111, ptr %99, align 4, !tbaa !5
  %112 = load float, ptr %24, align 4, !tbaa !5
  %113 = sext i32 %95 to i64
  %114 = getelementptr float, ptr %25, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !5
  %116 = fmul contract float %112, %115
  %117 = fadd contract float %111, %116
  store float %117, ptr %99, align 4, !tbaa !5
  %118 = load float, ptr %28, align 4, !tbaa !5
  %119 = sext i32 %95 to i64
  %120 = getelementptr float, ptr %29, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = fmul contract float %118, %121
  %123 = fadd contract float %117, %122
  store float %123, ptr %99, align 4, !tbaa !5
  %124 = load float, ptr %32, align 4, !tbaa !5
  %125 = sext i32 %95 to i64
  %126 = getelementptr float, ptr %33, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul contract float %124, %127
  %129 = fadd contract float %123, %128
  store float %129, ptr %99, align 4, !tbaa !5
  %130 = load float, ptr %36, align 4, !tbaa !5
  %131 = sext i32 %95 to i64
  %132 = getelementptr float, ptr %37, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fmul contract float %130, %133
  %135 = fadd contract float %129, %134
  store float %135, ptr %99, align 4, !tbaa !5
  %136 = load float, ptr %40, align 4, !tbaa !5
  %137 = sext i32 %95 to i64
  %138 = getelementptr float, ptr %41, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = fmul contract float %136, %139
  %141 = fadd contract float %135, %140
  store float %141, ptr %99, align 4, !tbaa !5
  %142 = load float, ptr %44, align 4, !tbaa !5
  %143 = sext i32 %95 to i64
  %144 = getelementptr float, ptr %45, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %142, %145
  %147 = fadd contract float %141, %146
  store float %147, ptr %99, align 4, !tbaa !5
  %148 = load float, ptr %48, align 4, !tbaa !5
  %149 = sext i32 %95 to i64
  %150 = getelementptr float, ptr %49, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = fmul contract float %148, %151
  %153 = fadd contract float %147, %152
  store float %153, ptr %99, align 4, !tbaa !5
  %154 = load float, ptr %52, align 4, !tbaa !5
  %155 = sext i32 %95 to i64
  %156 = getelementptr float, ptr %53, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = fmul contract float %154, %157
  %159 = fadd contract float %153, %158
  store float %159, ptr %99, align 4, !tbaa !5
  %160 = load float, ptr %56, align 4, !tbaa !5
  %161 = sext i32 %95 to i64
  %162 = getelementptr float, ptr %57, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = fmul contract float %160, %163
  %165 = fadd contract float %159, %164
  store float %165, ptr %99, align 4, !tbaa !5
  %166 = load float, ptr %60, align 4, !tbaa !5
  %167 = sext i32 %95 to i64
  %168 = getelementptr float, ptr %61, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !5
  %170 = fmul contract float %166, %169
  %171 = fadd contract float %165, %170
  store float %171, ptr %99, align 4, !tbaa !5
  %172 = load float, ptr %64, align 4, !tbaa !5
  %173 = sext i32 %95 to i64
  %174 = getelementptr float, ptr %65, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = fmul contract float %172, %175
  %177 = fadd contract float %171, %176
  store float %177, ptr %99, align 4, !tbaa !5
  %178 = load float, ptr %68, align 4, !tbaa !5
  %179 = sext i32 %95 to i64
  %180 = getelementptr float, ptr %69, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = fmul contract float %178, %181
  %183 = fadd contract float %177, %182
  store float %183, ptr %99, align 4, !tbaa !5
  %184 = load float, ptr %72, align 4, !tbaa !5
  %185 = sext i32 %95 to i64
  %186 = getelementptr float, ptr %73, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !5
  %188 = fmul contract float %184, %187
  %189 = fadd contract float %183, %188
  store float %189, ptr %99, align 4, !tbaa !5
  %190 = load float, ptr %76, align 4, !tbaa !5
  %191 = sext i32 %95 to i64
  %192 = getelementptr float, ptr %77, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !5
  %194 = fmul contract float %190, %193
  %195 = fadd contract float %189, %194
  store float %195, ptr %99, align 4, !tbaa !5
  %196 = load float, ptr %80, align 4, !tbaa !5
  %197 = sext i32 %95 to i64
  %198 = getelementptr float, ptr %81, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !5
  %200 = fmul contract float %196, %199
  %201 = fadd contract float %195, %200
  store float %201, ptr %99, align 4, !tbaa !5
  %202 = load float, ptr %84, align 4, !tbaa !5
  %203 = sext i32 %95 to i64
  %204 = getelementptr float, ptr %85, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !5
  %206 = fmul contract float %202, %205
  %207 = fadd contract float %201, %206
  store float %207, ptr %99, align 4, !tbaa !5
  %208 = load float, ptr %88, align 4, !tbaa !5
  %209 = sext i32 %95 to i64
  %210 = getelementptr float, ptr %89, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = fmul contract float %208, %211
  %213 = fadd contract float %207, %212
  store float %213, ptr %99, align 4, !tbaa !5
  %214 = load float, ptr %92, align 4, !tbaa !5
  %215 = sext i32 %95 to i64
  %216 = getelementptr float, ptr %93, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !5
  %218 = fmul contract float %214, %217
  %219 = fadd contract float %213, %218
  store float %219, ptr %99, align 4, !tbaa !5
  %220 = mul nsw i32 %96, 24
  %221 = add nsw i32 %220, %9
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr %2, i64 %222
  store float %219, ptr %223, align 4, !tbaa !5
  %224 = icmp eq i32 %96, 23
  br i1 %224, label %225, label %94, !llvm.loop !9

225:                                              ; preds = %94, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11corr_kerneliiPfS_, !"kernel", i32 1}
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
