; ModuleID = 'adi.adi_kernel3.cu'
source_filename = "adi.adi_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel3iPfS_S_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %162

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 12
  %13 = sext i32 %12 to i64
  %14 = getelementptr float, ptr %3, i64 %13
  %15 = getelementptr i8, ptr %14, i64 40
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %12, 9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fmul contract float %20, %22
  %24 = fsub contract float %16, %23
  %25 = getelementptr inbounds float, ptr %2, i64 %18
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fdiv contract float %24, %26
  store float %27, ptr %15, align 4, !tbaa !5
  %28 = sext i32 %12 to i64
  %29 = getelementptr float, ptr %3, i64 %28
  %30 = getelementptr i8, ptr %29, i64 36
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = add nsw i32 %12, 8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds float, ptr %1, i64 %33
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %35, %37
  %39 = fsub contract float %31, %38
  %40 = getelementptr inbounds float, ptr %2, i64 %33
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fdiv contract float %39, %41
  store float %42, ptr %30, align 4, !tbaa !5
  %43 = sext i32 %12 to i64
  %44 = getelementptr float, ptr %3, i64 %43
  %45 = getelementptr i8, ptr %44, i64 32
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %12, 7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %3, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds float, ptr %1, i64 %48
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %50, %52
  %54 = fsub contract float %46, %53
  %55 = getelementptr inbounds float, ptr %2, i64 %48
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fdiv contract float %54, %56
  store float %57, ptr %45, align 4, !tbaa !5
  %58 = sext i32 %12 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  %60 = getelementptr i8, ptr %59, i64 28
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %12, 6
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %3, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = getelementptr inbounds float, ptr %1, i64 %63
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = fmul contract float %65, %67
  %69 = fsub contract float %61, %68
  %70 = getelementptr inbounds float, ptr %2, i64 %63
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = fdiv contract float %69, %71
  store float %72, ptr %60, align 4, !tbaa !5
  %73 = sext i32 %12 to i64
  %74 = getelementptr float, ptr %3, i64 %73
  %75 = getelementptr i8, ptr %74, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = add nsw i32 %12, 5
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %3, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds float, ptr %1, i64 %78
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %80, %82
  %84 = fsub contract float %76, %83
  %85 = getelementptr inbounds float, ptr %2, i64 %78
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = fdiv contract float %84, %86
  store float %87, ptr %75, align 4, !tbaa !5
  %88 = sext i32 %12 to i64
  %89 = getelementptr float, ptr %3, i64 %88
  %90 = getelementptr i8, ptr %89, i64 20
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = add nsw i32 %12, 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %3, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds float, ptr %1, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = fmul contract float %95, %97
  %99 = fsub contract float %91, %98
  %100 = getelementptr inbounds float, ptr %2, i64 %93
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = fdiv contract float %99, %101
  store float %102, ptr %90, align 4, !tbaa !5
  %103 = sext i32 %12 to i64
  %104 = getelementptr float, ptr %3, i64 %103
  %105 = getelementptr i8, ptr %104, i64 16
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = or disjoint i32 %12, 3
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %3, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = getelementptr inbounds float, ptr %1, i64 %108
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %110, %112
  %114 = fsub contract float %106, %113
  %115 = getelementptr inbounds float, ptr %2, i64 %108
  %116 = load float, ptr %115, align 4, !tbaa !5
  %117 = fdiv contract float %114, %116
  store float %117, ptr %105, align 4, !tbaa !5
  %118 = or disjoint i32 %12, 3
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %3, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = or disjoint i32 %12, 2
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr %3, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !5
  %126 = getelementptr inbounds float, ptr %1, i64 %123
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul contract float %125, %127
  %129 = fsub contract float %121, %128
  %130 = getelementptr inbounds float, ptr %2, i64 %123
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = fdiv contract float %129, %131
  store float %132, ptr %120, align 4, !tbaa !5
  %133 = or disjoint i32 %12, 2
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %3, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = or disjoint i32 %12, 1
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %3, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = getelementptr inbounds float, ptr %1, i64 %138
  %142 = load float, ptr %141, align 4, !tbaa !5
  %143 = fmul contract float %140, %142
  %144 = fsub contract float %136, %143
  %145 = getelementptr inbounds float, ptr %2, i64 %138
  %146 = load float, ptr %145, align 4, !tbaa !5
  %147 = fdiv contract float %144, %146
  store float %147, ptr %135, align 4, !tbaa !5
  %148 = or disjoint i32 %12, 1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %3, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = sext i32 %12 to i64
  %153 = getelementptr inbounds float, ptr %3, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !5
  %155 = getelementptr inbounds float, ptr %1, i64 %152
  %156 = load float, ptr %155, align 4, !tbaa !5
  %157 = fmul contract float %154, %156
  %158 = fsub contract float %151, %157
  %159 = getelementptr inbounds float, ptr %2, i64 %152
  %160 = load float, ptr %159, align 4, !tbaa !5
  %161 = fdiv contract float %158, %160
  store float %161, ptr %150, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %11, %4
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

!0 = !{ptr @_Z11adi_kernel3iPfS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
