; ModuleID = '3mm.mm3_kernel3.cu'
source_filename = "3mm.mm3_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11mm3_kernel3iiiiiPfS_S_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 {
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
  %19 = icmp ult i32 %18, 12
  %20 = icmp slt i32 %13, 12
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %145

22:                                               ; preds = %8
  %23 = mul nuw nsw i32 %18, 12
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %7, i64 %25
  store float 0.000000e+00, ptr %26, align 4, !tbaa !5
  %27 = zext nneg i32 %23 to i64
  %28 = getelementptr inbounds float, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = sext i32 %13 to i64
  %31 = getelementptr inbounds float, ptr %6, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = fmul contract float %29, %32
  %34 = fadd contract float %33, 0.000000e+00
  store float %34, ptr %26, align 4, !tbaa !5
  %35 = or disjoint i32 %23, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %5, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = sext i32 %13 to i64
  %40 = getelementptr float, ptr %6, i64 %39
  %41 = getelementptr i8, ptr %40, i64 48
  %42 = load float, ptr %41, align 4, !tbaa !5
  %43 = fmul contract float %38, %42
  %44 = fadd contract float %34, %43
  store float %44, ptr %26, align 4, !tbaa !5
  %45 = or disjoint i32 %23, 2
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %5, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = sext i32 %13 to i64
  %50 = getelementptr float, ptr %6, i64 %49
  %51 = getelementptr i8, ptr %50, i64 96
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %48, %52
  %54 = fadd contract float %44, %53
  store float %54, ptr %26, align 4, !tbaa !5
  %55 = or disjoint i32 %23, 3
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %5, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = sext i32 %13 to i64
  %60 = getelementptr float, ptr %6, i64 %59
  %61 = getelementptr i8, ptr %60, i64 144
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fmul contract float %58, %62
  %64 = fadd contract float %54, %63
  store float %64, ptr %26, align 4, !tbaa !5
  %65 = zext nneg i32 %23 to i64
  %66 = getelementptr inbounds float, ptr %5, i64 %65
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = sext i32 %13 to i64
  %70 = getelementptr float, ptr %6, i64 %69
  %71 = getelementptr i8, ptr %70, i64 192
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = fmul contract float %68, %72
  %74 = fadd contract float %64, %73
  store float %74, ptr %26, align 4, !tbaa !5
  %75 = zext nneg i32 %23 to i64
  %76 = getelementptr inbounds float, ptr %5, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 20
  %78 = load float, ptr %77, align 4, !tbaa !5
  %79 = sext i32 %13 to i64
  %80 = getelementptr float, ptr %6, i64 %79
  %81 = getelementptr i8, ptr %80, i64 240
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %78, %82
  %84 = fadd contract float %74, %83
  store float %84, ptr %26, align 4, !tbaa !5
  %85 = zext nneg i32 %23 to i64
  %86 = getelementptr inbounds float, ptr %5, i64 %85
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = sext i32 %13 to i64
  %90 = getelementptr float, ptr %6, i64 %89
  %91 = getelementptr i8, ptr %90, i64 288
  %92 = load float, ptr %91, align 4, !tbaa !5
  %93 = fmul contract float %88, %92
  %94 = fadd contract float %84, %93
  store float %94, ptr %26, align 4, !tbaa !5
  %95 = zext nneg i32 %23 to i64
  %96 = getelementptr inbounds float, ptr %5, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 28
  %98 = load float, ptr %97, align 4, !tbaa !5
  %99 = sext i32 %13 to i64
  %100 = getelementptr float, ptr %6, i64 %99
  %101 = getelementptr i8, ptr %100, i64 336
  %102 = load float, ptr %101, align 4, !tbaa !5
  %103 = fmul contract float %98, %102
  %104 = fadd contract float %94, %103
  store float %104, ptr %26, align 4, !tbaa !5
  %105 = zext nneg i32 %23 to i64
  %106 = getelementptr inbounds float, ptr %5, i64 %105
  %107 = getelementptr inbounds i8, ptr %106, i64 32
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = sext i32 %13 to i64
  %110 = getelementptr float, ptr %6, i64 %109
  %111 = getelementptr i8, ptr %110, i64 384
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %108, %112
  %114 = fadd contract float %104, %113
  store float %114, ptr %26, align 4, !tbaa !5
  %115 = zext nneg i32 %23 to i64
  %116 = getelementptr inbounds float, ptr %5, i64 %115
  %117 = getelementptr inbounds i8, ptr %116, i64 36
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = sext i32 %13 to i64
  %120 = getelementptr float, ptr %6, i64 %119
  %121 = getelementptr i8, ptr %120, i64 432
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = fmul contract float %118, %122
  %124 = fadd contract float %114, %123
  store float %124, ptr %26, align 4, !tbaa !5
  %125 = zext nneg i32 %23 to i64
  %126 = getelementptr inbounds float, ptr %5, i64 %125
  %127 = getelementptr inbounds i8, ptr %126, i64 40
  %128 = load float, ptr %127, align 4, !tbaa !5
  %129 = sext i32 %13 to i64
  %130 = getelementptr float, ptr %6, i64 %129
  %131 = getelementptr i8, ptr %130, i64 480
  %132 = load float, ptr %131, align 4, !tbaa !5
  %133 = fmul contract float %128, %132
  %134 = fadd contract float %124, %133
  store float %134, ptr %26, align 4, !tbaa !5
  %135 = zext nneg i32 %23 to i64
  %136 = getelementptr inbounds float, ptr %5, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 44
  %138 = load float, ptr %137, align 4, !tbaa !5
  %139 = sext i32 %13 to i64
  %140 = getelementptr float, ptr %6, i64 %139
  %141 = getelementptr i8, ptr %140, i64 528
  %142 = load float, ptr %141, align 4, !tbaa !5
  %143 = fmul contract float %138, %142
  %144 = fadd contract float %134, %143
  store float %144, ptr %26, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %22, %8
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

!0 = !{ptr @_Z11mm3_kernel3iiiiiPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
