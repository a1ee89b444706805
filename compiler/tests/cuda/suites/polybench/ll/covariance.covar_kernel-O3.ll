; ModuleID = 'covariance.covar_kernel.cu'
source_filename = "covariance.covar_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12covar_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %222

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  %15 = sext i32 %9 to i64
  %16 = getelementptr float, ptr %3, i64 %15
  %17 = getelementptr i8, ptr %16, i64 96
  %18 = getelementptr i8, ptr %3, i64 96
  %19 = sext i32 %9 to i64
  %20 = getelementptr float, ptr %3, i64 %19
  %21 = getelementptr i8, ptr %20, i64 192
  %22 = getelementptr i8, ptr %3, i64 192
  %23 = sext i32 %9 to i64
  %24 = getelementptr float, ptr %3, i64 %23
  %25 = getelementptr i8, ptr %24, i64 288
  %26 = getelementptr i8, ptr %3, i64 288
  %27 = sext i32 %9 to i64
  %28 = getelementptr float, ptr %3, i64 %27
  %29 = getelementptr i8, ptr %28, i64 384
  %30 = getelementptr i8, ptr %3, i64 384
  %31 = sext i32 %9 to i64
  %32 = getelementptr float, ptr %3, i64 %31
  %33 = getelementptr i8, ptr %32, i64 480
  %34 = getelementptr i8, ptr %3, i64 480
  %35 = sext i32 %9 to i64
  %36 = getelementptr float, ptr %3, i64 %35
  %37 = getelementptr i8, ptr %36, i64 576
  %38 = getelementptr i8, ptr %3, i64 576
  %39 = sext i32 %9 to i64
  %40 = getelementptr float, ptr %3, i64 %39
  %41 = getelementptr i8, ptr %40, i64 672
  %42 = getelementptr i8, ptr %3, i64 672
  %43 = sext i32 %9 to i64
  %44 = getelementptr float, ptr %3, i64 %43
  %45 = getelementptr i8, ptr %44, i64 768
  %46 = getelementptr i8, ptr %3, i64 768
  %47 = sext i32 %9 to i64
  %48 = getelementptr float, ptr %3, i64 %47
  %49 = getelementptr i8, ptr %48, i64 864
  %50 = getelementptr i8, ptr %3, i64 864
  %51 = sext i32 %9 to i64
  %52 = getelementptr float, ptr %3, i64 %51
  %53 = getelementptr i8, ptr %52, i64 960
  %54 = getelementptr i8, ptr %3, i64 960
  %55 = sext i32 %9 to i64
  %56 = getelementptr float, ptr %3, i64 %55
  %57 = getelementptr i8, ptr %56, i64 1056
  %58 = getelementptr i8, ptr %3, i64 1056
  %59 = sext i32 %9 to i64
  %60 = getelementptr float, ptr %3, i64 %59
  %61 = getelementptr i8, ptr %60, i64 1152
  %62 = getelementptr i8, ptr %3, i64 1152
  %63 = sext i32 %9 to i64
  %64 = getelementptr float, ptr %3, i64 %63
  %65 = getelementptr i8, ptr %64, i64 1248
  %66 = getelementptr i8, ptr %3, i64 1248
  %67 = sext i32 %9 to i64
  %68 = getelementptr float, ptr %3, i64 %67
  %69 = getelementptr i8, ptr %68, i64 1344
  %70 = getelementptr i8, ptr %3, i64 1344
  %71 = sext i32 %9 to i64
  %72 = getelementptr float, ptr %3, i64 %71
  %73 = getelementptr i8, ptr %72, i64 1440
  %74 = getelementptr i8, ptr %3, i64 1440
  %75 = sext i32 %9 to i64
  %76 = getelementptr float, ptr %3, i64 %75
  %77 = getelementptr i8, ptr %76, i64 1536
  %78 = getelementptr i8, ptr %3, i64 1536
  %79 = sext i32 %9 to i64
  %80 = getelementptr float, ptr %3, i64 %79
  %81 = getelementptr i8, ptr %80, i64 1632
  %82 = getelementptr i8, ptr %3, i64 1632
  %83 = sext i32 %9 to i64
  %84 = getelementptr float, ptr %3, i64 %83
  %85 = getelementptr i8, ptr %84, i64 1728
  %86 = getelementptr i8, ptr %3, i64 1728
  %87 = sext i32 %9 to i64
  %88 = getelementptr float, ptr %3, i64 %87
  %89 = getelementptr i8, ptr %88, i64 1824
  %90 = getelementptr i8, ptr %3, i64 1824
  br label %91

91:                                               ; preds = %11, %91
  %92 = phi i32 [ %9, %11 ], [ %220, %91 ]
  %93 = add nsw i32 %92, %12
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %2, i64 %94
  store float 0.000000e+00, ptr %95, align 4, !tbaa !5
  %96 = load float, ptr %14, align 4, !tbaa !5
  %97 = sext i32 %92 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %96, %99
  %101 = fadd contract float %100, 0.000000e+00
  store float %101, ptr %95, align 4, !tbaa !5
  %102 = load float, ptr %17, align 4, !tbaa !5
  %103 = sext i32 %92 to i64
  %104 = getelementptr float, ptr %18, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %102, %105
  %107 = fadd contract float %101, %106
  store float %107, ptr %95, align 4, !tbaa !5
  %108 = load float, ptr %21, align 4, !tbaa !5
  %109 = sext i32 %92 to i64
  %110 = getelementptr float, ptr %22, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %108, %111
  %113 = fadd contract float %107, %112
  store float %113, ptr %95, align 4, !tbaa !5
  %114 = load float, ptr %25, align 4, !tbaa !5
  %115 = sext i32 %92 to i64
  %116 = getelementptr float, ptr %26, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %114, %117
  %119 = fadd contract float %113, %118
  store float %119, ptr %95, align 4, !tbaa !5
  %120 = load float, ptr %29, align 4, !tbaa !5
  %121 = sext i32 %92 to i64
  %122 = getelementptr float, ptr %30, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fmul contract float %120, %123
  %125 = fadd contract float %119, %124
  store float %125, ptr %95, align 4, !tbaa !5
  %126 = load float, ptr %33, align 4, !tbaa !5
  %127 = sext i32 %92 to i64
  %128 = getelementptr float, ptr %34, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = fmul contract float %126, %129
  %131 = fadd contract float %125, %130
  store float %131, ptr %95, align 4, !tbaa !5
  %132 = load float, ptr %37, align 4, !tbaa !5
  %133 = sext i32 %92 to i64
  %134 = getelementptr float, ptr %38, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %132, %135
  %137 = fadd contract float %131, %136
  store float %137, ptr %95, align 4, !tbaa !5
  %138 = load float, ptr %41, align 4, !tbaa !5
  %139 = sext i32 %92 to i64
  %140 = getelementptr float, ptr %42, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fmul contract float %138, %141
  %143 = fadd contract float %137, %142
  store float %143, ptr %95, align 4, !tbaa !5
  %144 = load float, ptr %45, align 4, !tbaa !5
  %145 = sext i32 %92 to i64
  %146 = getelementptr float, ptr %46, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fmul contract float %144, %147
  %149 = fadd contract float %143, %148
  store float %149, ptr %95, align 4, !tbaa !5
  %150 = load float, ptr %49, align 4, !tbaa !5
  %151 = sext i32 %92 to i64
  %152 = getelementptr float, ptr %50, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !5
  %154 = fmul contract float %150, %153
  %155 = fadd contract float %149, %154
  store float %155, ptr %95, align 4, !tbaa !5
  %156 = load float, ptr %53, align 4, !tbaa !5
  %157 = sext i32 %92 to i64
  %158 = getelementptr float, ptr %54, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = fmul contract float %156, %159
  %161 = fadd contract float %155, %160
  store float %161, ptr %95, align 4, !tbaa !5
  %162 = load float, ptr %57, align 4, !tbaa !5
  %163 = sext i32 %92 to i64
  %164 = getelementptr float, ptr %58, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !5
  %166 = fmul contract float %162, %165
  %167 = fadd contract float %161, %166
  store float %167, ptr %95, align 4, !tbaa !5
  %168 = load float, ptr %61, align 4, !tbaa !5
  %169 = sext i32 %92 to i64
  %170 = getelementptr float, ptr %62, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !5
  %172 = fmul contract float %168, %171
  %173 = fadd contract float %167, %172
  store float %173, ptr %95, align 4, !tbaa !5
  %174 = load float, ptr %65, align 4, !tbaa !5
  %175 = sext i32 %92 to i64
  %176 = getelementptr float, ptr %66, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !5
  %178 = fmul contract float %174, %177
  %179 = fadd contract float %173, %178
  store float %179, ptr %95, align 4, !tbaa !5
  %180 = load float, ptr %69, align 4, !tbaa !5
  %181 = sext i32 %92 to i64
  %182 = getelementptr float, ptr %70, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !5
  %184 = fmul contract float %180, %183
  %185 = fadd contract float %179, %184
  store float %185, ptr %95, align 4, !tbaa !5
  %186 = load float, ptr %73, align 4, !tbaa !5
  %187 = sext i32 %92 to i64
  %188 = getelementptr float, ptr %74, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !5
  %190 = fmul contract float %186, %189
  %191 = fadd contract float %185, %190
  store float %191, ptr %95, align 4, !tbaa !5
  %192 = load float, ptr %77, align 4, !tbaa !5
  %193 = sext i32 %92 to i64
  %194 = getelementptr float, ptr %78, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !5
  %196 = fmul contract float %192, %195
  %197 = fadd contract float %191, %196
  store float %197, ptr %95, align 4, !tbaa !5
  %198 = load float, ptr %81, align 4, !tbaa !5
  %199 = sext i32 %92 to i64
  %200 = getelementptr float, ptr %82, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = fmul contract float %198, %201
  %203 = fadd contract float %197, %202
  store float %203, ptr %95, align 4, !tbaa !5
  %204 = load float, ptr %85, align 4, !tbaa !5
  %205 = sext i32 %92 to i64
  %206 = getelementptr float, ptr %86, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !5
  %208 = fmul contract float %204, %207
  %209 = fadd contract float %203, %208
  store float %209, ptr %95, align 4, !tbaa !5
  %210 = load float, ptr %89, align 4, !tbaa !5
  %211 = sext i32 %92 to i64
  %212 = getelementptr float, ptr %90, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !5
  %214 = fmul contract float %210, %213
  %215 = fadd contract float %209, %214
  store float %215, ptr %95, align 4, !tbaa !5
  %216 = mul nsw i32 %92, 24
  %217 = add nsw i32 %216, %9
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds float, ptr %2, i64 %218
  store float %215, ptr %219, align 4, !tbaa !5
  %220 = add i32 %92, 1
  %221 = icmp eq i32 %220, 24
  br i1 %221, label %222, label %91, !llvm.loop !9

222:                                              ; preds = %91, %4
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

!0 = !{ptr @_Z12covar_kerneliiPfS_, !"kernel", i32 1}
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
