; ModuleID = 'gemver.gemver_kernel3.cu'
source_filename = "gemver.gemver_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14gemver_kernel3iffPfS_S_(i32 noundef %0, float noundef %1, float noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, 24
  br i1 %12, label %13, label %232

13:                                               ; preds = %6
  %14 = mul nuw nsw i32 %11, 24
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds float, ptr %5, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = fmul contract float %20, %1
  %22 = load float, ptr %4, align 4, !tbaa !5
  %23 = fmul contract float %21, %22
  %24 = fadd contract float %17, %23
  store float %24, ptr %16, align 4, !tbaa !5
  %25 = or disjoint i32 %14, 1
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %3, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fmul contract float %28, %1
  %30 = getelementptr inbounds i8, ptr %4, i64 4
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fmul contract float %29, %31
  %33 = fadd contract float %24, %32
  store float %33, ptr %16, align 4, !tbaa !5
  %34 = or disjoint i32 %14, 2
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %37, %1
  %39 = getelementptr inbounds i8, ptr %4, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %33, %41
  store float %42, ptr %16, align 4, !tbaa !5
  %43 = or disjoint i32 %14, 3
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %3, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = fmul contract float %46, %1
  %48 = getelementptr inbounds i8, ptr %4, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fmul contract float %47, %49
  %51 = fadd contract float %42, %50
  store float %51, ptr %16, align 4, !tbaa !5
  %52 = or disjoint i32 %14, 4
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %55, %1
  %57 = getelementptr inbounds i8, ptr %4, i64 16
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %56, %58
  %60 = fadd contract float %51, %59
  store float %60, ptr %16, align 4, !tbaa !5
  %61 = or disjoint i32 %14, 5
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %3, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fmul contract float %64, %1
  %66 = getelementptr inbounds i8, ptr %4, i64 20
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = fmul contract float %65, %67
  %69 = fadd contract float %60, %68
  store float %69, ptr %16, align 4, !tbaa !5
  %70 = or disjoint i32 %14, 6
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %3, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = fmul contract float %73, %1
  %75 = getelementptr inbounds i8, ptr %4, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %69, %77
  store float %78, ptr %16, align 4, !tbaa !5
  %79 = or disjoint i32 %14, 7
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %82, %1
  %84 = getelementptr inbounds i8, ptr %4, i64 28
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fmul contract float %83, %85
  %87 = fadd contract float %78, %86
  store float %87, ptr %16, align 4, !tbaa !5
  %88 = zext nneg i32 %14 to i64
  %89 = getelementptr inbounds float, ptr %3, i64 %88
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = fmul contract float %91, %1
  %93 = getelementptr inbounds i8, ptr %4, i64 32
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = fmul contract float %92, %94
  %96 = fadd contract float %87, %95
  store float %96, ptr %16, align 4, !tbaa !5
  %97 = zext nneg i32 %14 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = getelementptr inbounds i8, ptr %98, i64 36
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %100, %1
  %102 = getelementptr inbounds i8, ptr %4, i64 36
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = fmul contract float %101, %103
  %105 = fadd contract float %96, %104
  store float %105, ptr %16, align 4, !tbaa !5
  %106 = zext nneg i32 %14 to i64
  %107 = getelementptr inbounds float, ptr %3, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 40
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fmul contract float %109, %1
  %111 = getelementptr inbounds i8, ptr %4, i64 40
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %110, %112
  %114 = fadd contract float %105, %113
  store float %114, ptr %16, align 4, !tbaa !5
  %115 = zext nneg i32 %14 to i64
  %116 = getelementptr inbounds float, ptr %3, i64 %115
  %117 = getelementptr inbounds i8, ptr %116, i64 44
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = fmul contract float %118, %1
  %120 = getelementptr inbounds i8, ptr %4, i64 44
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = fmul contract float %119, %121
  %123 = fadd contract float %114, %122
  store float %123, ptr %16, align 4, !tbaa !5
  %124 = zext nneg i32 %14 to i64
  %125 = getelementptr inbounds float, ptr %3, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 48
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul contract float %127, %1
  %129 = getelementptr inbounds i8, ptr %4, i64 48
  %130 = load float, ptr %129, align 4, !tbaa !5
  %131 = fmul contract float %128, %130
  %132 = fadd contract float %123, %131
  store float %132, ptr %16, align 4, !tbaa !5
  %133 = zext nneg i32 %14 to i64
  %134 = getelementptr inbounds float, ptr %3, i64 %133
  %135 = getelementptr inbounds i8, ptr %134, i64 52
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = fmul contract float %136, %1
  %138 = getelementptr inbounds i8, ptr %4, i64 52
  %139 = load float, ptr %138, align 4, !tbaa !5
  %140 = fmul contract float %137, %139
  %141 = fadd contract float %132, %140
  store float %141, ptr %16, align 4, !tbaa !5
  %142 = zext nneg i32 %14 to i64
  %143 = getelementptr inbounds float, ptr %3, i64 %142
  %144 = getelementptr inbounds i8, ptr %143, i64 56
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %145, %1
  %147 = getelementptr inbounds i8, ptr %4, i64 56
  %148 = load float, ptr %147, align 4, !tbaa !5
  %149 = fmul contract float %146, %148
  %150 = fadd contract float %141, %149
  store float %150, ptr %16, align 4, !tbaa !5
  %151 = zext nneg i32 %14 to i64
  %152 = getelementptr inbounds float, ptr %3, i64 %151
  %153 = getelementptr inbounds i8, ptr %152, i64 60
  %154 = load float, ptr %153, align 4, !tbaa !5
  %155 = fmul contract float %154, %1
  %156 = getelementptr inbounds i8, ptr %4, i64 60
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = fmul contract float %155, %157
  %159 = fadd contract float %150, %158
  store float %159, ptr %16, align 4, !tbaa !5
  %160 = zext nneg i32 %14 to i64
  %161 = getelementptr inbounds float, ptr %3, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 64
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = fmul contract float %163, %1
  %165 = getelementptr inbounds i8, ptr %4, i64 64
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = fmul contract float %164, %166
  %168 = fadd contract float %159, %167
  store float %168, ptr %16, align 4, !tbaa !5
  %169 = zext nneg i32 %14 to i64
  %170 = getelementptr inbounds float, ptr %3, i64 %169
  %171 = getelementptr inbounds i8, ptr %170, i64 68
  %172 = load float, ptr %171, align 4, !tbaa !5
  %173 = fmul contract float %172, %1
  %174 = getelementptr inbounds i8, ptr %4, i64 68
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = fmul contract float %173, %175
  %177 = fadd contract float %168, %176
  store float %177, ptr %16, align 4, !tbaa !5
  %178 = zext nneg i32 %14 to i64
  %179 = getelementptr inbounds float, ptr %3, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 72
  %181 = load float, ptr %180, align 4, !tbaa !5
  %182 = fmul contract float %181, %1
  %183 = getelementptr inbounds i8, ptr %4, i64 72
  %184 = load float, ptr %183, align 4, !tbaa !5
  %185 = fmul contract float %182, %184
  %186 = fadd contract float %177, %185
  store float %186, ptr %16, align 4, !tbaa !5
  %187 = zext nneg i32 %14 to i64
  %188 = getelementptr inbounds float, ptr %3, i64 %187
  %189 = getelementptr inbounds i8, ptr %188, i64 76
  %190 = load float, ptr %189, align 4, !tbaa !5
  %191 = fmul contract float %190, %1
  %192 = getelementptr inbounds i8, ptr %4, i64 76
  %193 = load float, ptr %192, align 4, !tbaa !5
  %194 = fmul contract float %191, %193
  %195 = fadd contract float %186, %194
  store float %195, ptr %16, align 4, !tbaa !5
  %196 = zext nneg i32 %14 to i64
  %197 = getelementptr inbounds float, ptr %3, i64 %196
  %198 = getelementptr inbounds i8, ptr %197, i64 80
  %199 = load float, ptr %198, align 4, !tbaa !5
  %200 = fmul contract float %199, %1
  %201 = getelementptr inbounds i8, ptr %4, i64 80
  %202 = load float, ptr %201, align 4, !tbaa !5
  %203 = fmul contract float %200, %202
  %204 = fadd contract float %195, %203
  store float %204, ptr %16, align 4, !tbaa !5
  %205 = zext nneg i32 %14 to i64
  %206 = getelementptr inbounds float, ptr %3, i64 %205
  %207 = getelementptr inbounds i8, ptr %206, i64 84
  %208 = load float, ptr %207, align 4, !tbaa !5
  %209 = fmul contract float %208, %1
  %210 = getelementptr inbounds i8, ptr %4, i64 84
  %211 = load float, ptr %210, align 4, !tbaa !5
  %212 = fmul contract float %209, %211
  %213 = fadd contract float %204, %212
  store float %213, ptr %16, align 4, !tbaa !5
  %214 = zext nneg i32 %14 to i64
  %215 = getelementptr inbounds float, ptr %3, i64 %214
  %216 = getelementptr inbounds i8, ptr %215, i64 88
  %217 = load float, ptr %216, align 4, !tbaa !5
  %218 = fmul contract float %217, %1
  %219 = getelementptr inbounds i8, ptr %4, i64 88
  %220 = load float, ptr %219, align 4, !tbaa !5
  %221 = fmul contract float %218, %220
  %222 = fadd contract float %213, %221
  store float %222, ptr %16, align 4, !tbaa !5
  %223 = zext nneg i32 %14 to i64
  %224 = getelementptr inbounds float, ptr %3, i64 %223
  %225 = getelementptr inbounds i8, ptr %224, i64 92
  %226 = load float, ptr %225, align 4, !tbaa !5
  %227 = fmul contract float %226, %1
  %228 = getelementptr inbounds i8, ptr %4, i64 92
  %229 = load float, ptr %228, align 4, !tbaa !5
  %230 = fmul contract float %227, %229
  %231 = fadd contract float %222, %230
  store float %231, ptr %16, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14gemver_kernel3iffPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
