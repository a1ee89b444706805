; ModuleID = 'syrk.syrk_kernel.cu'
source_filename = "syrk.syrk_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11syrk_kerneliiffPfS_(i32 noundef %0, i32 noundef %1, float noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp ult i32 %16, 20
  %18 = icmp slt i32 %11, 20
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %203

20:                                               ; preds = %6
  %21 = mul nuw nsw i32 %16, 20
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %5, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fmul contract float %25, %3
  store float %26, ptr %24, align 4, !tbaa !5
  %27 = shl nuw nsw i32 %16, 4
  %28 = shl nsw i32 %11, 4
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds float, ptr %4, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fmul contract float %31, %2
  %33 = sext i32 %28 to i64
  %34 = getelementptr inbounds float, ptr %4, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %26, %36
  store float %37, ptr %24, align 4, !tbaa !5
  %38 = or disjoint i32 %27, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %4, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fmul contract float %41, %2
  %43 = or disjoint i32 %28, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %4, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = fmul contract float %42, %46
  %48 = fadd contract float %37, %47
  store float %48, ptr %24, align 4, !tbaa !5
  %49 = or disjoint i32 %27, 2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %4, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %52, %2
  %54 = or disjoint i32 %28, 2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %4, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !5
  %58 = fmul contract float %53, %57
  %59 = fadd contract float %48, %58
  store float %59, ptr %24, align 4, !tbaa !5
  %60 = or disjoint i32 %27, 3
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %4, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fmul contract float %63, %2
  %65 = or disjoint i32 %28, 3
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %4, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = fmul contract float %64, %68
  %70 = fadd contract float %59, %69
  store float %70, ptr %24, align 4, !tbaa !5
  %71 = or disjoint i32 %27, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %4, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = fmul contract float %74, %2
  %76 = or disjoint i32 %28, 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %4, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = fmul contract float %75, %79
  %81 = fadd contract float %70, %80
  store float %81, ptr %24, align 4, !tbaa !5
  %82 = or disjoint i32 %27, 5
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %4, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fmul contract float %85, %2
  %87 = or disjoint i32 %28, 5
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %4, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fmul contract float %86, %90
  %92 = fadd contract float %81, %91
  store float %92, ptr %24, align 4, !tbaa !5
  %93 = or disjoint i32 %27, 6
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %4, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = fmul contract float %96, %2
  %98 = or disjoint i32 %28, 6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %4, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = fmul contract float %97, %101
  %103 = fadd contract float %92, %102
  store float %103, ptr %24, align 4, !tbaa !5
  %104 = or disjoint i32 %27, 7
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %4, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !5
  %108 = fmul contract float %107, %2
  %109 = or disjoint i32 %28, 7
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %4, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %108, %112
  %114 = fadd contract float %103, %113
  store float %114, ptr %24, align 4, !tbaa !5
  %115 = or disjoint i32 %27, 8
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %4, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = fmul contract float %118, %2
  %120 = or disjoint i32 %28, 8
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %4, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fmul contract float %119, %123
  %125 = fadd contract float %114, %124
  store float %125, ptr %24, align 4, !tbaa !5
  %126 = or disjoint i32 %27, 9
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %4, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = fmul contract float %129, %2
  %131 = or disjoint i32 %28, 9
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr %4, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !5
  %135 = fmul contract float %130, %134
  %136 = fadd contract float %125, %135
  store float %136, ptr %24, align 4, !tbaa !5
  %137 = or disjoint i32 %27, 10
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %4, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = fmul contract float %140, %2
  %142 = or disjoint i32 %28, 10
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr %4, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = fmul contract float %141, %145
  %147 = fadd contract float %136, %146
  store float %147, ptr %24, align 4, !tbaa !5
  %148 = or disjoint i32 %27, 11
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %4, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = fmul contract float %151, %2
  %153 = or disjoint i32 %28, 11
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %4, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !5
  %157 = fmul contract float %152, %156
  %158 = fadd contract float %147, %157
  store float %158, ptr %24, align 4, !tbaa !5
  %159 = or disjoint i32 %27, 12
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %4, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !5
  %163 = fmul contract float %162, %2
  %164 = or disjoint i32 %28, 12
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %4, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !5
  %168 = fmul contract float %163, %167
  %169 = fadd contract float %158, %168
  store float %169, ptr %24, align 4, !tbaa !5
  %170 = or disjoint i32 %27, 13
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds float, ptr %4, i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !5
  %174 = fmul contract float %173, %2
  %175 = or disjoint i32 %28, 13
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %4, i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !5
  %179 = fmul contract float %174, %178
  %180 = fadd contract float %169, %179
  store float %180, ptr %24, align 4, !tbaa !5
  %181 = or disjoint i32 %27, 14
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds float, ptr %4, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !5
  %185 = fmul contract float %184, %2
  %186 = or disjoint i32 %28, 14
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %4, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !5
  %190 = fmul contract float %185, %189
  %191 = fadd contract float %180, %190
  store float %191, ptr %24, align 4, !tbaa !5
  %192 = or disjoint i32 %27, 15
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds float, ptr %4, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !5
  %196 = fmul contract float %195, %2
  %197 = or disjoint i32 %28, 15
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr %4, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !5
  %201 = fmul contract float %196, %200
  %202 = fadd contract float %191, %201
  store float %202, ptr %24, align 4, !tbaa !5
  br label %203

203:                                              ; preds = %20, %6
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

!0 = !{ptr @_Z11syrk_kerneliiffPfS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
