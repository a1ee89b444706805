; ModuleID = 'gramschmidt.gramschmidt_kernel3.cu'
source_filename = "gramschmidt.gramschmidt_kernel3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel3iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sgt i32 %11, %5
  %13 = icmp slt i32 %11, 20
  %14 = and i1 %13, %12
  br i1 %14, label %15, label %127

15:                                               ; preds = %6
  %16 = mul nsw i32 %5, 20
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  store float 0.000000e+00, ptr %19, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi i32 [ 0, %15 ], [ %70, %20 ]
  %22 = phi float [ 0.000000e+00, %15 ], [ %69, %20 ]
  %23 = mul nuw nsw i32 %21, 20
  %24 = add nsw i32 %23, %5
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = add nsw i32 %23, %11
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fmul contract float %27, %31
  %33 = fadd contract float %22, %32
  store float %33, ptr %19, align 4, !tbaa !5
  %34 = mul nuw i32 %21, 20
  %35 = add nuw i32 %34, 20
  %36 = add nsw i32 %35, %5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = add nsw i32 %35, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fmul contract float %39, %43
  %45 = fadd contract float %33, %44
  store float %45, ptr %19, align 4, !tbaa !5
  %46 = mul nuw i32 %21, 20
  %47 = add nuw i32 %46, 40
  %48 = add nsw i32 %47, %5
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %4, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %47, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %45, %56
  store float %57, ptr %19, align 4, !tbaa !5
  %58 = mul nuw i32 %21, 20
  %59 = add nuw i32 %58, 60
  %60 = add nsw i32 %59, %5
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %4, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %59, %11
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %57, %68
  store float %69, ptr %19, align 4, !tbaa !5
  %70 = add nuw nsw i32 %21, 4
  %71 = icmp eq i32 %70, 24
  br i1 %71, label %72, label %20, !llvm.loop !9

72:                                               ; preds = %20, %72
  %73 = phi i32 [ %125, %72 ], [ 0, %20 ]
  %74 = mul nuw nsw i32 %73, 20
  %75 = add nsw i32 %74, %5
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %4, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !5
  %79 = load float, ptr %19, align 4, !tbaa !5
  %80 = fmul contract float %78, %79
  %81 = add nsw i32 %74, %11
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %2, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !5
  %85 = fsub contract float %84, %80
  store float %85, ptr %83, align 4, !tbaa !5
  %86 = mul nuw i32 %73, 20
  %87 = add nuw i32 %86, 20
  %88 = add nsw i32 %87, %5
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %4, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = load float, ptr %19, align 4, !tbaa !5
  %93 = fmul contract float %91, %92
  %94 = add nsw i32 %87, %11
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %2, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = fsub contract float %97, %93
  store float %98, ptr %96, align 4, !tbaa !5
  %99 = mul nuw i32 %73, 20
  %100 = add nuw i32 %99, 40
  %101 = add nsw i32 %100, %5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %4, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !5
  %105 = load float, ptr %19, align 4, !tbaa !5
  %106 = fmul contract float %104, %105
  %107 = add nsw i32 %100, %11
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %2, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = fsub contract float %110, %106
  store float %111, ptr %109, align 4, !tbaa !5
  %112 = mul nuw i32 %73, 20
  %113 = add nuw i32 %112, 60
  %114 = add nsw i32 %113, %5
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %4, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = load float, ptr %19, align 4, !tbaa !5
  %119 = fmul contract float %117, %118
  %120 = add nsw i32 %113, %11
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %2, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !5
  %124 = fsub contract float %123, %119
  store float %124, ptr %122, align 4, !tbaa !5
  %125 = add nuw nsw i32 %73, 4
  %126 = icmp eq i32 %125, 24
  br i1 %126, label %127, label %72, !llvm.loop !11

127:                                              ; preds = %72, %6
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

!0 = !{ptr @_Z19gramschmidt_kernel3iiPfS_S_i, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
