; ModuleID = 'correlation.std_kernel.cu'
source_filename = "correlation.std_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10std_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %177

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %2, i64 %13
  %16 = getelementptr inbounds float, ptr %4, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = load float, ptr %15, align 4, !tbaa !5
  %19 = fsub contract float %17, %18
  %20 = fmul contract float %19, %19
  store float %20, ptr %14, align 4, !tbaa !5
  %21 = sext i32 %10 to i64
  %22 = getelementptr float, ptr %4, i64 %21
  %23 = getelementptr i8, ptr %22, i64 96
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = load float, ptr %15, align 4, !tbaa !5
  %26 = fsub contract float %24, %25
  %27 = fmul contract float %26, %26
  %28 = fadd contract float %20, %27
  store float %28, ptr %14, align 4, !tbaa !5
  %29 = sext i32 %10 to i64
  %30 = getelementptr float, ptr %4, i64 %29
  %31 = getelementptr i8, ptr %30, i64 192
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = load float, ptr %15, align 4, !tbaa !5
  %34 = fsub contract float %32, %33
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %28, %35
  store float %36, ptr %14, align 4, !tbaa !5
  %37 = sext i32 %10 to i64
  %38 = getelementptr float, ptr %4, i64 %37
  %39 = getelementptr i8, ptr %38, i64 288
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = load float, ptr %15, align 4, !tbaa !5
  %42 = fsub contract float %40, %41
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %36, %43
  store float %44, ptr %14, align 4, !tbaa !5
  %45 = sext i32 %10 to i64
  %46 = getelementptr float, ptr %4, i64 %45
  %47 = getelementptr i8, ptr %46, i64 384
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = load float, ptr %15, align 4, !tbaa !5
  %50 = fsub contract float %48, %49
  %51 = fmul contract float %50, %50
  %52 = fadd contract float %44, %51
  store float %52, ptr %14, align 4, !tbaa !5
  %53 = sext i32 %10 to i64
  %54 = getelementptr float, ptr %4, i64 %53
  %55 = getelementptr i8, ptr %54, i64 480
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = load float, ptr %15, align 4, !tbaa !5
  %58 = fsub contract float %56, %57
  %59 = fmul contract float %58, %58
  %60 = fadd contract float %52, %59
  store float %60, ptr %14, align 4, !tbaa !5
  %61 = sext i32 %10 to i64
  %62 = getelementptr float, ptr %4, i64 %61
  %63 = getelementptr i8, ptr %62, i64 576
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = load float, ptr %15, align 4, !tbaa !5
  %66 = fsub contract float %64, %65
  %67 = fmul contract float %66, %66
  %68 = fadd contract float %60, %67
  store float %68, ptr %14, align 4, !tbaa !5
  %69 = sext i32 %10 to i64
  %70 = getelementptr float, ptr %4, i64 %69
  %71 = getelementptr i8, ptr %70, i64 672
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = load float, ptr %15, align 4, !tbaa !5
  %74 = fsub contract float %72, %73
  %75 = fmul contract float %74, %74
  %76 = fadd contract float %68, %75
  store float %76, ptr %14, align 4, !tbaa !5
  %77 = sext i32 %10 to i64
  %78 = getelementptr float, ptr %4, i64 %77
  %79 = getelementptr i8, ptr %78, i64 768
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = load float, ptr %15, align 4, !tbaa !5
  %82 = fsub contract float %80, %81
  %83 = fmul contract float %82, %82
  %84 = fadd contract float %76, %83
  store float %84, ptr %14, align 4, !tbaa !5
  %85 = sext i32 %10 to i64
  %86 = getelementptr float, ptr %4, i64 %85
  %87 = getelementptr i8, ptr %86, i64 864
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = load float, ptr %15, align 4, !tbaa !5
  %90 = fsub contract float %88, %89
  %91 = fmul contract float %90, %90
  %92 = fadd contract float %84, %91
  store float %92, ptr %14, align 4, !tbaa !5
  %93 = sext i32 %10 to i64
  %94 = getelementptr float, ptr %4, i64 %93
  %95 = getelementptr i8, ptr %94, i64 960
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = load float, ptr %15, align 4, !tbaa !5
  %98 = fsub contract float %96, %97
  %99 = fmul contract float %98, %98
  %100 = fadd contract float %92, %99
  store float %100, ptr %14, align 4, !tbaa !5
  %101 = sext i32 %10 to i64
  %102 = getelementptr float, ptr %4, i64 %101
  %103 = getelementptr i8, ptr %102, i64 1056
  %104 = load float, ptr %103, align 4, !tbaa !5
  %105 = load float, ptr %15, align 4, !tbaa !5
  %106 = fsub contract float %104, %105
  %107 = fmul contract float %106, %106
  %108 = fadd contract float %100, %107
  store float %108, ptr %14, align 4, !tbaa !5
  %109 = sext i32 %10 to i64
  %110 = getelementptr float, ptr %4, i64 %109
  %111 = getelementptr i8, ptr %110, i64 1152
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = load float, ptr %15, align 4, !tbaa !5
  %114 = fsub contract float %112, %113
  %115 = fmul contract float %114, %114
  %116 = fadd contract float %108, %115
  store float %116, ptr %14, align 4, !tbaa !5
  %117 = sext i32 %10 to i64
  %118 = getelementptr float, ptr %4, i64 %117
  %119 = getelementptr i8, ptr %118, i64 1248
  %120 = load float, ptr %119, align 4, !tbaa !5
  %121 = load float, ptr %15, align 4, !tbaa !5
  %122 = fsub contract float %120, %121
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %116, %123
  store float %124, ptr %14, align 4, !tbaa !5
  %125 = sext i32 %10 to i64
  %126 = getelementptr float, ptr %4, i64 %125
  %127 = getelementptr i8, ptr %126, i64 1344
  %128 = load float, ptr %127, align 4, !tbaa !5
  %129 = load float, ptr %15, align 4, !tbaa !5
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %130, %130
  %132 = fadd contract float %124, %131
  store float %132, ptr %14, align 4, !tbaa !5
  %133 = sext i32 %10 to i64
  %134 = getelementptr float, ptr %4, i64 %133
  %135 = getelementptr i8, ptr %134, i64 1440
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = load float, ptr %15, align 4, !tbaa !5
  %138 = fsub contract float %136, %137
  %139 = fmul contract float %138, %138
  %140 = fadd contract float %132, %139
  store float %140, ptr %14, align 4, !tbaa !5
  %141 = sext i32 %10 to i64
  %142 = getelementptr float, ptr %4, i64 %141
  %143 = getelementptr i8, ptr %142, i64 1536
  %144 = load float, ptr %143, align 4, !tbaa !5
  %145 = load float, ptr %15, align 4, !tbaa !5
  %146 = fsub contract float %144, %145
  %147 = fmul contract float %146, %146
  %148 = fadd contract float %140, %147
  store float %148, ptr %14, align 4, !tbaa !5
  %149 = sext i32 %10 to i64
  %150 = getelementptr float, ptr %4, i64 %149
  %151 = getelementptr i8, ptr %150, i64 1632
  %152 = load float, ptr %151, align 4, !tbaa !5
  %153 = load float, ptr %15, align 4, !tbaa !5
  %154 = fsub contract float %152, %153
  %155 = fmul contract float %154, %154
  %156 = fadd contract float %148, %155
  store float %156, ptr %14, align 4, !tbaa !5
  %157 = sext i32 %10 to i64
  %158 = getelementptr float, ptr %4, i64 %157
  %159 = getelementptr i8, ptr %158, i64 1728
  %160 = load float, ptr %159, align 4, !tbaa !5
  %161 = load float, ptr %15, align 4, !tbaa !5
  %162 = fsub contract float %160, %161
  %163 = fmul contract float %162, %162
  %164 = fadd contract float %156, %163
  store float %164, ptr %14, align 4, !tbaa !5
  %165 = sext i32 %10 to i64
  %166 = getelementptr float, ptr %4, i64 %165
  %167 = getelementptr i8, ptr %166, i64 1824
  %168 = load float, ptr %167, align 4, !tbaa !5
  %169 = load float, ptr %15, align 4, !tbaa !5
  %170 = fsub contract float %168, %169
  %171 = fmul contract float %170, %170
  %172 = fadd contract float %164, %171
  %173 = fdiv contract float %172, 0x414885C200000000
  %174 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %173)
  %175 = fcmp contract ugt float %174, 0x3F747AE140000000
  %176 = select i1 %175, float %174, float 1.000000e+00
  store float %176, ptr %14, align 4, !tbaa !5
  br label %177

177:                                              ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10std_kerneliiPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
