; ModuleID = 'covariance.mean_kernel.cu'
source_filename = "covariance.mean_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11mean_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %113

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  store float 0.000000e+00, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %3, i64 %12
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fadd contract float %15, 0.000000e+00
  store float %16, ptr %13, align 4, !tbaa !5
  %17 = sext i32 %9 to i64
  %18 = getelementptr float, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %18, i64 96
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = fadd contract float %20, %16
  store float %21, ptr %13, align 4, !tbaa !5
  %22 = sext i32 %9 to i64
  %23 = getelementptr float, ptr %3, i64 %22
  %24 = getelementptr i8, ptr %23, i64 192
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fadd contract float %25, %21
  store float %26, ptr %13, align 4, !tbaa !5
  %27 = sext i32 %9 to i64
  %28 = getelementptr float, ptr %3, i64 %27
  %29 = getelementptr i8, ptr %28, i64 288
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fadd contract float %30, %26
  store float %31, ptr %13, align 4, !tbaa !5
  %32 = sext i32 %9 to i64
  %33 = getelementptr float, ptr %3, i64 %32
  %34 = getelementptr i8, ptr %33, i64 384
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd contract float %35, %31
  store float %36, ptr %13, align 4, !tbaa !5
  %37 = sext i32 %9 to i64
  %38 = getelementptr float, ptr %3, i64 %37
  %39 = getelementptr i8, ptr %38, i64 480
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fadd contract float %40, %36
  store float %41, ptr %13, align 4, !tbaa !5
  %42 = sext i32 %9 to i64
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = getelementptr i8, ptr %43, i64 576
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fadd contract float %45, %41
  store float %46, ptr %13, align 4, !tbaa !5
  %47 = sext i32 %9 to i64
  %48 = getelementptr float, ptr %3, i64 %47
  %49 = getelementptr i8, ptr %48, i64 672
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = fadd contract float %50, %46
  store float %51, ptr %13, align 4, !tbaa !5
  %52 = sext i32 %9 to i64
  %53 = getelementptr float, ptr %3, i64 %52
  %54 = getelementptr i8, ptr %53, i64 768
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fadd contract float %55, %51
  store float %56, ptr %13, align 4, !tbaa !5
  %57 = sext i32 %9 to i64
  %58 = getelementptr float, ptr %3, i64 %57
  %59 = getelementptr i8, ptr %58, i64 864
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fadd contract float %60, %56
  store float %61, ptr %13, align 4, !tbaa !5
  %62 = sext i32 %9 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  %64 = getelementptr i8, ptr %63, i64 960
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fadd contract float %65, %61
  store float %66, ptr %13, align 4, !tbaa !5
  %67 = sext i32 %9 to i64
  %68 = getelementptr float, ptr %3, i64 %67
  %69 = getelementptr i8, ptr %68, i64 1056
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fadd contract float %70, %66
  store float %71, ptr %13, align 4, !tbaa !5
  %72 = sext i32 %9 to i64
  %73 = getelementptr float, ptr %3, i64 %72
  %74 = getelementptr i8, ptr %73, i64 1152
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fadd contract float %75, %71
  store float %76, ptr %13, align 4, !tbaa !5
  %77 = sext i32 %9 to i64
  %78 = getelementptr float, ptr %3, i64 %77
  %79 = getelementptr i8, ptr %78, i64 1248
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = fadd contract float %80, %76
  store float %81, ptr %13, align 4, !tbaa !5
  %82 = sext i32 %9 to i64
  %83 = getelementptr float, ptr %3, i64 %82
  %84 = getelementptr i8, ptr %83, i64 1344
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fadd contract float %85, %81
  store float %86, ptr %13, align 4, !tbaa !5
  %87 = sext i32 %9 to i64
  %88 = getelementptr float, ptr %3, i64 %87
  %89 = getelementptr i8, ptr %88, i64 1440
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fadd contract float %90, %86
  store float %91, ptr %13, align 4, !tbaa !5
  %92 = sext i32 %9 to i64
  %93 = getelementptr float, ptr %3, i64 %92
  %94 = getelementptr i8, ptr %93, i64 1536
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fadd contract float %95, %91
  store float %96, ptr %13, align 4, !tbaa !5
  %97 = sext i32 %9 to i64
  %98 = getelementptr float, ptr %3, i64 %97
  %99 = getelementptr i8, ptr %98, i64 1632
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fadd contract float %100, %96
  store float %101, ptr %13, align 4, !tbaa !5
  %102 = sext i32 %9 to i64
  %103 = getelementptr float, ptr %3, i64 %102
  %104 = getelementptr i8, ptr %103, i64 1728
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fadd contract float %105, %101
  store float %106, ptr %13, align 4, !tbaa !5
  %107 = sext i32 %9 to i64
  %108 = getelementptr float, ptr %3, i64 %107
  %109 = getelementptr i8, ptr %108, i64 1824
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = fadd contract float %110, %106
  %112 = fdiv contract float %111, 0x414885C200000000
  store float %112, ptr %13, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %11, %4
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

!0 = !{ptr @_Z11mean_kerneliiPfS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
