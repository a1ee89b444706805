; ModuleID = 'adi.adi_kernel1.cu'
source_filename = "adi.adi_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel1iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %246

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = add i32 %12, -1
  %14 = sext i32 %12 to i64
  %15 = shl nsw i64 %14, 2
  %16 = getelementptr i8, ptr %3, i64 %15
  %17 = add nsw i64 %15, 48
  %18 = getelementptr i8, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %2, i64 %15
  %20 = getelementptr i8, ptr %2, i64 %17
  %21 = icmp ult ptr %16, %20
  %22 = icmp ult ptr %19, %18
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %74

24:                                               ; preds = %11, %50
  %25 = phi i32 [ %73, %50 ], [ 1, %11 ]
  %26 = add nsw i32 %25, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %3, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = add i32 %13, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %1, i64 %27
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %33, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %31
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fdiv contract float %36, %38
  %40 = fsub contract float %29, %39
  store float %40, ptr %28, align 4, !tbaa !5
  %41 = getelementptr inbounds float, ptr %2, i64 %27
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = load float, ptr %34, align 4, !tbaa !5
  %44 = fmul contract float %43, %43
  %45 = load float, ptr %37, align 4, !tbaa !5
  %46 = fdiv contract float %44, %45
  %47 = fsub contract float %42, %46
  store float %47, ptr %41, align 4, !tbaa !5
  %48 = add nuw nsw i32 %25, 1
  %49 = icmp eq i32 %48, 12
  br i1 %49, label %246, label %50, !llvm.loop !9

50:                                               ; preds = %24
  %51 = add nsw i32 %48, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %3, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = add i32 %12, %25
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %3, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds float, ptr %1, i64 %52
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fmul contract float %58, %60
  %62 = getelementptr inbounds float, ptr %2, i64 %56
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fdiv contract float %61, %63
  %65 = fsub contract float %54, %64
  store float %65, ptr %53, align 4, !tbaa !5
  %66 = getelementptr inbounds float, ptr %2, i64 %52
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = load float, ptr %59, align 4, !tbaa !5
  %69 = fmul contract float %68, %68
  %70 = load float, ptr %62, align 4, !tbaa !5
  %71 = fdiv contract float %69, %70
  %72 = fsub contract float %67, %71
  store float %72, ptr %66, align 4, !tbaa !5
  %73 = add nuw nsw i32 %25, 2
  br label %24

74:                                               ; preds = %11
  %75 = sext i32 %12 to i64
  %76 = shl nsw i64 %75, 2
  %77 = getelementptr i8, ptr %2, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = getelementptr i8, ptr %3, i64 %76
  %80 = load float, ptr %79, align 4
  %81 = or disjoint i32 %12, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %3, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds float, ptr %1, i64 %82
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = fmul contract float %80, %86
  %88 = fdiv contract float %87, %78
  %89 = fsub contract float %84, %88
  store float %89, ptr %83, align 4, !tbaa !5
  %90 = getelementptr inbounds float, ptr %2, i64 %82
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = load float, ptr %85, align 4, !tbaa !5
  %93 = fmul contract float %92, %92
  %94 = fdiv contract float %93, %78
  %95 = fsub contract float %91, %94
  store float %95, ptr %90, align 4, !tbaa !5
  %96 = or disjoint i32 %12, 2
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = getelementptr inbounds float, ptr %1, i64 %97
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = fmul contract float %89, %101
  %103 = fdiv contract float %102, %95
  %104 = fsub contract float %99, %103
  store float %104, ptr %98, align 4, !tbaa !5
  %105 = getelementptr inbounds float, ptr %2, i64 %97
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = load float, ptr %100, align 4, !tbaa !5
  %108 = fmul contract float %107, %107
  %109 = fdiv contract float %108, %95
  %110 = fsub contract float %106, %109
  store float %110, ptr %105, align 4, !tbaa !5
  %111 = or disjoint i32 %12, 3
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %3, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !5
  %115 = getelementptr inbounds float, ptr %1, i64 %112
  %116 = load float, ptr %115, align 4, !tbaa !5
  %117 = fmul contract float %104, %116
  %118 = fdiv contract float %117, %110
  %119 = fsub contract float %114, %118
  store float %119, ptr %113, align 4, !tbaa !5
  %120 = getelementptr inbounds float, ptr %2, i64 %112
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = load float, ptr %115, align 4, !tbaa !5
  %123 = fmul contract float %122, %122
  %124 = fdiv contract float %123, %110
  %125 = fsub contract float %121, %124
  store float %125, ptr %120, align 4, !tbaa !5
  %126 = add nsw i32 %12, 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %3, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = getelementptr inbounds float, ptr %1, i64 %127
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = fmul contract float %119, %131
  %133 = fdiv contract float %132, %125
  %134 = fsub contract float %129, %133
  store float %134, ptr %128, align 4, !tbaa !5
  %135 = getelementptr inbounds float, ptr %2, i64 %127
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = load float, ptr %130, align 4, !tbaa !5
  %138 = fmul contract float %137, %137
  %139 = fdiv contract float %138, %125
  %140 = fsub contract float %136, %139
  store float %140, ptr %135, align 4, !tbaa !5
  %141 = add nsw i32 %12, 5
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr %3, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !5
  %145 = getelementptr inbounds float, ptr %1, i64 %142
  %146 = load float, ptr %145, align 4, !tbaa !5
  %147 = fmul contract float %134, %146
  %148 = fdiv contract float %147, %140
  %149 = fsub contract float %144, %148
  store float %149, ptr %143, align 4, !tbaa !5
  %150 = getelementptr inbounds float, ptr %2, i64 %142
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = load float, ptr %145, align 4, !tbaa !5
  %153 = fmul contract float %152, %152
  %154 = fdiv contract float %153, %140
  %155 = fsub contract float %151, %154
  store float %155, ptr %150, align 4, !tbaa !5
  %156 = add nsw i32 %12, 6
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %3, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = getelementptr inbounds float, ptr %1, i64 %157
  %161 = load float, ptr %160, align 4, !tbaa !5
  %162 = fmul contract float %149, %161
  %163 = fdiv contract float %162, %155
  %164 = fsub contract float %159, %163
  store float %164, ptr %158, align 4, !tbaa !5
  %165 = getelementptr inbounds float, ptr %2, i64 %157
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = load float, ptr %160, align 4, !tbaa !5
  %168 = fmul contract float %167, %167
  %169 = fdiv contract float %168, %155
  %170 = fsub contract float %166, %169
  store float %170, ptr %165, align 4, !tbaa !5
  %171 = add nsw i32 %12, 7
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %3, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !5
  %175 = getelementptr inbounds float, ptr %1, i64 %172
  %176 = load float, ptr %175, align 4, !tbaa !5
  %177 = fmul contract float %164, %176
  %178 = fdiv contract float %177, %170
  %179 = fsub contract float %174, %178
  store float %179, ptr %173, align 4, !tbaa !5
  %180 = getelementptr inbounds float, ptr %2, i64 %172
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = load float, ptr %175, align 4, !tbaa !5
  %183 = fmul contract float %182, %182
  %184 = fdiv contract float %183, %170
  %185 = fsub contract float %181, %184
  store float %185, ptr %180, align 4, !tbaa !5
  %186 = add nsw i32 %12, 8
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %3, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !5
  %190 = getelementptr inbounds float, ptr %1, i64 %187
  %191 = load float, ptr %190, align 4, !tbaa !5
  %192 = fmul contract float %179, %191
  %193 = fdiv contract float %192, %185
  %194 = fsub contract float %189, %193
  store float %194, ptr %188, align 4, !tbaa !5
  %195 = getelementptr inbounds float, ptr %2, i64 %187
  %196 = load float, ptr %195, align 4, !tbaa !5
  %197 = load float, ptr %190, align 4, !tbaa !5
  %198 = fmul contract float %197, %197
  %199 = fdiv contract float %198, %185
  %200 = fsub contract float %196, %199
  store float %200, ptr %195, align 4, !tbaa !5
  %201 = add nsw i32 %12, 9
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds float, ptr %3, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !5
  %205 = getelementptr inbounds float, ptr %1, i64 %202
  %206 = load float, ptr %205, align 4, !tbaa !5
  %207 = fmul contract float %194, %206
  %208 = fdiv contract float %207, %200
  %209 = fsub contract float %204, %208
  store float %209, ptr %203, align 4, !tbaa !5
  %210 = getelementptr inbounds float, ptr %2, i64 %202
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = load float, ptr %205, align 4, !tbaa !5
  %213 = fmul contract float %212, %212
  %214 = fdiv contract float %213, %200
  %215 = fsub contract float %211, %214
  store float %215, ptr %210, align 4, !tbaa !5
  %216 = add nsw i32 %12, 10
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr %3, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !5
  %220 = getelementptr inbounds float, ptr %1, i64 %217
  %221 = load float, ptr %220, align 4, !tbaa !5
  %222 = fmul contract float %209, %221
  %223 = fdiv contract float %222, %215
  %224 = fsub contract float %219, %223
  store float %224, ptr %218, align 4, !tbaa !5
  %225 = getelementptr inbounds float, ptr %2, i64 %217
  %226 = load float, ptr %225, align 4, !tbaa !5
  %227 = load float, ptr %220, align 4, !tbaa !5
  %228 = fmul contract float %227, %227
  %229 = fdiv contract float %228, %215
  %230 = fsub contract float %226, %229
  store float %230, ptr %225, align 4, !tbaa !5
  %231 = add nsw i32 %12, 11
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr %3, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !5
  %235 = getelementptr inbounds float, ptr %1, i64 %232
  %236 = load float, ptr %235, align 4, !tbaa !5
  %237 = fmul contract float %224, %236
  %238 = fdiv contract float %237, %230
  %239 = fsub contract float %234, %238
  store float %239, ptr %233, align 4, !tbaa !5
  %240 = getelementptr inbounds float, ptr %2, i64 %232
  %241 = load float, ptr %240, align 4, !tbaa !5
  %242 = load float, ptr %235, align 4, !tbaa !5
  %243 = fmul contract float %242, %242
  %244 = fdiv contract float %243, %230
  %245 = fsub contract float %241, %244
  store float %245, ptr %240, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %24, %74, %4
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

!0 = !{ptr @_Z11adi_kernel1iPfS_S_, !"kernel", i32 1}
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
