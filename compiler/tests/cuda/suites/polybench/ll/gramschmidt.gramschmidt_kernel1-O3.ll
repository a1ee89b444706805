; ModuleID = 'gramschmidt.gramschmidt_kernel1.cu'
source_filename = "gramschmidt.gramschmidt_kernel1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel1iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readnone %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = sub nsw i32 0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %13, label %160

13:                                               ; preds = %6
  %14 = sext i32 %5 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = fmul contract float %16, %16
  %18 = sext i32 %5 to i64
  %19 = getelementptr float, ptr %2, i64 %18
  %20 = getelementptr i8, ptr %19, i64 80
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = fmul contract float %21, %21
  %23 = fadd contract float %17, %22
  %24 = sext i32 %5 to i64
  %25 = getelementptr float, ptr %2, i64 %24
  %26 = getelementptr i8, ptr %25, i64 160
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %27, %27
  %29 = fadd contract float %23, %28
  %30 = sext i32 %5 to i64
  %31 = getelementptr float, ptr %2, i64 %30
  %32 = getelementptr i8, ptr %31, i64 240
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fmul contract float %33, %33
  %35 = fadd contract float %29, %34
  %36 = sext i32 %5 to i64
  %37 = getelementptr float, ptr %2, i64 %36
  %38 = getelementptr i8, ptr %37, i64 320
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = fmul contract float %39, %39
  %41 = fadd contract float %35, %40
  %42 = sext i32 %5 to i64
  %43 = getelementptr float, ptr %2, i64 %42
  %44 = getelementptr i8, ptr %43, i64 400
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %45, %45
  %47 = fadd contract float %41, %46
  %48 = sext i32 %5 to i64
  %49 = getelementptr float, ptr %2, i64 %48
  %50 = getelementptr i8, ptr %49, i64 480
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fmul contract float %51, %51
  %53 = fadd contract float %47, %52
  %54 = sext i32 %5 to i64
  %55 = getelementptr float, ptr %2, i64 %54
  %56 = getelementptr i8, ptr %55, i64 560
  %57 = load float, ptr %56, align 4, !tbaa !5
  %58 = fmul contract float %57, %57
  %59 = fadd contract float %53, %58
  %60 = sext i32 %5 to i64
  %61 = getelementptr float, ptr %2, i64 %60
  %62 = getelementptr i8, ptr %61, i64 640
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fmul contract float %63, %63
  %65 = fadd contract float %59, %64
  %66 = sext i32 %5 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = getelementptr i8, ptr %67, i64 720
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %69, %69
  %71 = fadd contract float %65, %70
  %72 = sext i32 %5 to i64
  %73 = getelementptr float, ptr %2, i64 %72
  %74 = getelementptr i8, ptr %73, i64 800
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %75, %75
  %77 = fadd contract float %71, %76
  %78 = sext i32 %5 to i64
  %79 = getelementptr float, ptr %2, i64 %78
  %80 = getelementptr i8, ptr %79, i64 880
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = fmul contract float %81, %81
  %83 = fadd contract float %77, %82
  %84 = sext i32 %5 to i64
  %85 = getelementptr float, ptr %2, i64 %84
  %86 = getelementptr i8, ptr %85, i64 960
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %83, %88
  %90 = sext i32 %5 to i64
  %91 = getelementptr float, ptr %2, i64 %90
  %92 = getelementptr i8, ptr %91, i64 1040
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %93, %93
  %95 = fadd contract float %89, %94
  %96 = sext i32 %5 to i64
  %97 = getelementptr float, ptr %2, i64 %96
  %98 = getelementptr i8, ptr %97, i64 1120
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %99, %99
  %101 = fadd contract float %95, %100
  %102 = sext i32 %5 to i64
  %103 = getelementptr float, ptr %2, i64 %102
  %104 = getelementptr i8, ptr %103, i64 1200
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %105, %105
  %107 = fadd contract float %101, %106
  %108 = sext i32 %5 to i64
  %109 = getelementptr float, ptr %2, i64 %108
  %110 = getelementptr i8, ptr %109, i64 1280
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %111, %111
  %113 = fadd contract float %107, %112
  %114 = sext i32 %5 to i64
  %115 = getelementptr float, ptr %2, i64 %114
  %116 = getelementptr i8, ptr %115, i64 1360
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %117, %117
  %119 = fadd contract float %113, %118
  %120 = sext i32 %5 to i64
  %121 = getelementptr float, ptr %2, i64 %120
  %122 = getelementptr i8, ptr %121, i64 1440
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fmul contract float %123, %123
  %125 = fadd contract float %119, %124
  %126 = sext i32 %5 to i64
  %127 = getelementptr float, ptr %2, i64 %126
  %128 = getelementptr i8, ptr %127, i64 1520
  %129 = load float, ptr %128, align 4, !tbaa !5
  %130 = fmul contract float %129, %129
  %131 = fadd contract float %125, %130
  %132 = sext i32 %5 to i64
  %133 = getelementptr float, ptr %2, i64 %132
  %134 = getelementptr i8, ptr %133, i64 1600
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = fmul contract float %135, %135
  %137 = fadd contract float %131, %136
  %138 = sext i32 %5 to i64
  %139 = getelementptr float, ptr %2, i64 %138
  %140 = getelementptr i8, ptr %139, i64 1680
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fmul contract float %141, %141
  %143 = fadd contract float %137, %142
  %144 = sext i32 %5 to i64
  %145 = getelementptr float, ptr %2, i64 %144
  %146 = getelementptr i8, ptr %145, i64 1760
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fmul contract float %147, %147
  %149 = fadd contract float %143, %148
  %150 = sext i32 %5 to i64
  %151 = getelementptr float, ptr %2, i64 %150
  %152 = getelementptr i8, ptr %151, i64 1840
  %153 = load float, ptr %152, align 4, !tbaa !5
  %154 = fmul contract float %153, %153
  %155 = fadd contract float %149, %154
  %156 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %155)
  %157 = mul nsw i32 %5, 21
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %3, i64 %158
  store float %156, ptr %159, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %13, %6
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

!0 = !{ptr @_Z19gramschmidt_kernel1iiPfS_S_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
