; ModuleID = 'doitgen.doitgen_kernel1.cu'
source_filename = "doitgen.doitgen_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15doitgen_kernel1PfS_S_i(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, 12
  %16 = icmp ult i32 %14, 12
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %143

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, 144
  %20 = mul nuw nsw i32 %14, 12
  %21 = add nsw i32 %19, %20
  %22 = add nsw i32 %21, %9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  store float 0.000000e+00, ptr %24, align 4, !tbaa !5
  %25 = sext i32 %21 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = sext i32 %9 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fmul contract float %27, %30
  %32 = fadd contract float %31, 0.000000e+00
  store float %32, ptr %24, align 4, !tbaa !5
  %33 = or disjoint i32 %21, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = sext i32 %9 to i64
  %38 = getelementptr float, ptr %2, i64 %37
  %39 = getelementptr i8, ptr %38, i64 48
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %36, %40
  %42 = fadd contract float %32, %41
  store float %42, ptr %24, align 4, !tbaa !5
  %43 = or disjoint i32 %21, 2
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = sext i32 %9 to i64
  %48 = getelementptr float, ptr %2, i64 %47
  %49 = getelementptr i8, ptr %48, i64 96
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = fmul contract float %46, %50
  %52 = fadd contract float %42, %51
  store float %52, ptr %24, align 4, !tbaa !5
  %53 = or disjoint i32 %21, 3
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = sext i32 %9 to i64
  %58 = getelementptr float, ptr %2, i64 %57
  %59 = getelementptr i8, ptr %58, i64 144
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fmul contract float %56, %60
  %62 = fadd contract float %52, %61
  store float %62, ptr %24, align 4, !tbaa !5
  %63 = sext i32 %21 to i64
  %64 = getelementptr float, ptr %1, i64 %63
  %65 = getelementptr i8, ptr %64, i64 16
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %9 to i64
  %68 = getelementptr float, ptr %2, i64 %67
  %69 = getelementptr i8, ptr %68, i64 192
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fmul contract float %66, %70
  %72 = fadd contract float %62, %71
  store float %72, ptr %24, align 4, !tbaa !5
  %73 = sext i32 %21 to i64
  %74 = getelementptr float, ptr %1, i64 %73
  %75 = getelementptr i8, ptr %74, i64 20
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = sext i32 %9 to i64
  %78 = getelementptr float, ptr %2, i64 %77
  %79 = getelementptr i8, ptr %78, i64 240
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = fmul contract float %76, %80
  %82 = fadd contract float %72, %81
  store float %82, ptr %24, align 4, !tbaa !5
  %83 = sext i32 %21 to i64
  %84 = getelementptr float, ptr %1, i64 %83
  %85 = getelementptr i8, ptr %84, i64 24
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = sext i32 %9 to i64
  %88 = getelementptr float, ptr %2, i64 %87
  %89 = getelementptr i8, ptr %88, i64 288
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fmul contract float %86, %90
  %92 = fadd contract float %82, %91
  store float %92, ptr %24, align 4, !tbaa !5
  %93 = sext i32 %21 to i64
  %94 = getelementptr float, ptr %1, i64 %93
  %95 = getelementptr i8, ptr %94, i64 28
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = sext i32 %9 to i64
  %98 = getelementptr float, ptr %2, i64 %97
  %99 = getelementptr i8, ptr %98, i64 336
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %92, %101
  store float %102, ptr %24, align 4, !tbaa !5
  %103 = sext i32 %21 to i64
  %104 = getelementptr float, ptr %1, i64 %103
  %105 = getelementptr i8, ptr %104, i64 32
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = sext i32 %9 to i64
  %108 = getelementptr float, ptr %2, i64 %107
  %109 = getelementptr i8, ptr %108, i64 384
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = fmul contract float %106, %110
  %112 = fadd contract float %102, %111
  store float %112, ptr %24, align 4, !tbaa !5
  %113 = sext i32 %21 to i64
  %114 = getelementptr float, ptr %1, i64 %113
  %115 = getelementptr i8, ptr %114, i64 36
  %116 = load float, ptr %115, align 4, !tbaa !5
  %117 = sext i32 %9 to i64
  %118 = getelementptr float, ptr %2, i64 %117
  %119 = getelementptr i8, ptr %118, i64 432
  %120 = load float, ptr %119, align 4, !tbaa !5
  %121 = fmul contract float %116, %120
  %122 = fadd contract float %112, %121
  store float %122, ptr %24, align 4, !tbaa !5
  %123 = sext i32 %21 to i64
  %124 = getelementptr float, ptr %1, i64 %123
  %125 = getelementptr i8, ptr %124, i64 40
  %126 = load float, ptr %125, align 4, !tbaa !5
  %127 = sext i32 %9 to i64
  %128 = getelementptr float, ptr %2, i64 %127
  %129 = getelementptr i8, ptr %128, i64 480
  %130 = load float, ptr %129, align 4, !tbaa !5
  %131 = fmul contract float %126, %130
  %132 = fadd contract float %122, %131
  store float %132, ptr %24, align 4, !tbaa !5
  %133 = sext i32 %21 to i64
  %134 = getelementptr float, ptr %1, i64 %133
  %135 = getelementptr i8, ptr %134, i64 44
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = sext i32 %9 to i64
  %138 = getelementptr float, ptr %2, i64 %137
  %139 = getelementptr i8, ptr %138, i64 528
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = fmul contract float %136, %140
  %142 = fadd contract float %132, %141
  store float %142, ptr %24, align 4, !tbaa !5
  br label %143

143:                                              ; preds = %18, %4
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

!0 = !{ptr @_Z15doitgen_kernel1PfS_S_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
