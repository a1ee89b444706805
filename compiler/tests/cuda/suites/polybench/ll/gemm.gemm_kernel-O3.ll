; ModuleID = 'gemm.gemm_kernel.cu'
source_filename = "gemm.gemm_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11gemm_kerneliiiffPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp ult i32 %18, 20
  %20 = icmp slt i32 %13, 20
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %204

22:                                               ; preds = %8
  %23 = mul nuw nsw i32 %18, 20
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %7, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %27, %4
  store float %28, ptr %26, align 4, !tbaa !5
  %29 = shl nuw nsw i32 %18, 4
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %5, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = fmul contract float %32, %3
  %34 = sext i32 %13 to i64
  %35 = getelementptr inbounds float, ptr %6, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %33, %36
  %38 = fadd contract float %28, %37
  store float %38, ptr %26, align 4, !tbaa !5
  %39 = or disjoint i32 %29, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %5, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fmul contract float %42, %3
  %44 = sext i32 %13 to i64
  %45 = getelementptr float, ptr %6, i64 %44
  %46 = getelementptr i8, ptr %45, i64 80
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fmul contract float %43, %47
  %49 = fadd contract float %38, %48
  store float %49, ptr %26, align 4, !tbaa !5
  %50 = or disjoint i32 %29, 2
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %5, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fmul contract float %53, %3
  %55 = sext i32 %13 to i64
  %56 = getelementptr float, ptr %6, i64 %55
  %57 = getelementptr i8, ptr %56, i64 160
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %54, %58
  %60 = fadd contract float %49, %59
  store float %60, ptr %26, align 4, !tbaa !5
  %61 = or disjoint i32 %29, 3
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %5, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fmul contract float %64, %3
  %66 = sext i32 %13 to i64
  %67 = getelementptr float, ptr %6, i64 %66
  %68 = getelementptr i8, ptr %67, i64 240
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %65, %69
  %71 = fadd contract float %60, %70
  store float %71, ptr %26, align 4, !tbaa !5
  %72 = or disjoint i32 %29, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %5, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %75, %3
  %77 = sext i32 %13 to i64
  %78 = getelementptr float, ptr %6, i64 %77
  %79 = getelementptr i8, ptr %78, i64 320
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = fmul contract float %76, %80
  %82 = fadd contract float %71, %81
  store float %82, ptr %26, align 4, !tbaa !5
  %83 = or disjoint i32 %29, 5
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %5, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = fmul contract float %86, %3
  %88 = sext i32 %13 to i64
  %89 = getelementptr float, ptr %6, i64 %88
  %90 = getelementptr i8, ptr %89, i64 400
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = fmul contract float %87, %91
  %93 = fadd contract float %82, %92
  store float %93, ptr %26, align 4, !tbaa !5
  %94 = or disjoint i32 %29, 6
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %5, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = fmul contract float %97, %3
  %99 = sext i32 %13 to i64
  %100 = getelementptr float, ptr %6, i64 %99
  %101 = getelementptr i8, ptr %100, i64 480
  %102 = load float, ptr %101, align 4, !tbaa !5
  %103 = fmul contract float %98, %102
  %104 = fadd contract float %93, %103
  store float %104, ptr %26, align 4, !tbaa !5
  %105 = or disjoint i32 %29, 7
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %5, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = fmul contract float %108, %3
  %110 = sext i32 %13 to i64
  %111 = getelementptr float, ptr %6, i64 %110
  %112 = getelementptr i8, ptr %111, i64 560
  %113 = load float, ptr %112, align 4, !tbaa !5
  %114 = fmul contract float %109, %113
  %115 = fadd contract float %104, %114
  store float %115, ptr %26, align 4, !tbaa !5
  %116 = or disjoint i32 %29, 8
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %5, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = fmul contract float %119, %3
  %121 = sext i32 %13 to i64
  %122 = getelementptr float, ptr %6, i64 %121
  %123 = getelementptr i8, ptr %122, i64 640
  %124 = load float, ptr %123, align 4, !tbaa !5
  %125 = fmul contract float %120, %124
  %126 = fadd contract float %115, %125
  store float %126, ptr %26, align 4, !tbaa !5
  %127 = or disjoint i32 %29, 9
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %5, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !5
  %131 = fmul contract float %130, %3
  %132 = sext i32 %13 to i64
  %133 = getelementptr float, ptr %6, i64 %132
  %134 = getelementptr i8, ptr %133, i64 720
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %131, %135
  %137 = fadd contract float %126, %136
  store float %137, ptr %26, align 4, !tbaa !5
  %138 = or disjoint i32 %29, 10
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %5, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fmul contract float %141, %3
  %143 = sext i32 %13 to i64
  %144 = getelementptr float, ptr %6, i64 %143
  %145 = getelementptr i8, ptr %144, i64 800
  %146 = load float, ptr %145, align 4, !tbaa !5
  %147 = fmul contract float %142, %146
  %148 = fadd contract float %137, %147
  store float %148, ptr %26, align 4, !tbaa !5
  %149 = or disjoint i32 %29, 11
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds float, ptr %5, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !5
  %153 = fmul contract float %152, %3
  %154 = sext i32 %13 to i64
  %155 = getelementptr float, ptr %6, i64 %154
  %156 = getelementptr i8, ptr %155, i64 880
  %157 = load float, ptr %156, align 4, !tbaa !5
  %158 = fmul contract float %153, %157
  %159 = fadd contract float %148, %158
  store float %159, ptr %26, align 4, !tbaa !5
  %160 = or disjoint i32 %29, 12
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds float, ptr %5, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !5
  %164 = fmul contract float %163, %3
  %165 = sext i32 %13 to i64
  %166 = getelementptr float, ptr %6, i64 %165
  %167 = getelementptr i8, ptr %166, i64 960
  %168 = load float, ptr %167, align 4, !tbaa !5
  %169 = fmul contract float %164, %168
  %170 = fadd contract float %159, %169
  store float %170, ptr %26, align 4, !tbaa !5
  %171 = or disjoint i32 %29, 13
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %5, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !5
  %175 = fmul contract float %174, %3
  %176 = sext i32 %13 to i64
  %177 = getelementptr float, ptr %6, i64 %176
  %178 = getelementptr i8, ptr %177, i64 1040
  %179 = load float, ptr %178, align 4, !tbaa !5
  %180 = fmul contract float %175, %179
  %181 = fadd contract float %170, %180
  store float %181, ptr %26, align 4, !tbaa !5
  %182 = or disjoint i32 %29, 14
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %5, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !5
  %186 = fmul contract float %185, %3
  %187 = sext i32 %13 to i64
  %188 = getelementptr float, ptr %6, i64 %187
  %189 = getelementptr i8, ptr %188, i64 1120
  %190 = load float, ptr %189, align 4, !tbaa !5
  %191 = fmul contract float %186, %190
  %192 = fadd contract float %181, %191
  store float %192, ptr %26, align 4, !tbaa !5
  %193 = or disjoint i32 %29, 15
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds float, ptr %5, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !5
  %197 = fmul contract float %196, %3
  %198 = sext i32 %13 to i64
  %199 = getelementptr float, ptr %6, i64 %198
  %200 = getelementptr i8, ptr %199, i64 1200
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = fmul contract float %197, %201
  %203 = fadd contract float %192, %202
  store float %203, ptr %26, align 4, !tbaa !5
  br label %204

204:                                              ; preds = %22, %8
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

!0 = !{ptr @_Z11gemm_kerneliiiffPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
