; ModuleID = 'gramschmidt.cu'
source_filename = "gramschmidt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel1iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readnone %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = sub nsw i32 0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %13, label %54

13:                                               ; preds = %6, %13
  %14 = phi i32 [ %47, %13 ], [ 0, %6 ]
  %15 = phi float [ %46, %13 ], [ 0.000000e+00, %6 ]
  %16 = mul nuw nsw i32 %14, 20
  %17 = add nsw i32 %16, %5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !7
  %21 = fmul contract float %20, %20
  %22 = fadd contract float %15, %21
  %23 = mul nuw i32 %14, 20
  %24 = add nuw i32 %23, 20
  %25 = add nsw i32 %24, %5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = fmul contract float %28, %28
  %30 = fadd contract float %22, %29
  %31 = mul nuw i32 %14, 20
  %32 = add nuw i32 %31, 40
  %33 = add nsw i32 %32, %5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %2, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !7
  %37 = fmul contract float %36, %36
  %38 = fadd contract float %30, %37
  %39 = mul nuw i32 %14, 20
  %40 = add nuw i32 %39, 60
  %41 = add nsw i32 %40, %5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !7
  %45 = fmul contract float %44, %44
  %46 = fadd contract float %38, %45
  %47 = add nuw nsw i32 %14, 4
  %48 = icmp eq i32 %47, 24
  br i1 %48, label %49, label %13, !llvm.loop !11

49:                                               ; preds = %13
  %50 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %46)
  %51 = mul nsw i32 %5, 21
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %3, i64 %52
  store float %50, ptr %53, align 4, !tbaa !7
  br label %54

54:                                               ; preds = %49, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19gramschmidt_kernel2iiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, 24
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = mul nsw i32 %11, 20
  %15 = add nsw i32 %14, %5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !7
  %19 = mul nsw i32 %5, 21
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %3, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !7
  %23 = fdiv contract float %18, %22
  %24 = getelementptr inbounds float, ptr %4, i64 %16
  store float %23, ptr %24, align 4, !tbaa !7
  br label %25

25:                                               ; preds = %13, %6
  ret void
}

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
  br i1 %14, label %15, label %77

15:                                               ; preds = %6
  %16 = mul nsw i32 %5, 20
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  store float 0.000000e+00, ptr %19, align 4, !tbaa !7
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi i32 [ 0, %15 ], [ %46, %20 ]
  %22 = phi float [ 0.000000e+00, %15 ], [ %45, %20 ]
  %23 = mul nuw nsw i32 %21, 20
  %24 = add nsw i32 %23, %5
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !7
  %28 = add nsw i32 %23, %11
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = fmul contract float %27, %31
  %33 = fadd contract float %22, %32
  store float %33, ptr %19, align 4, !tbaa !7
  %34 = mul nuw i32 %21, 20
  %35 = add nuw i32 %34, 20
  %36 = add nsw i32 %35, %5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !7
  %40 = add nsw i32 %35, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !7
  %44 = fmul contract float %39, %43
  %45 = fadd contract float %33, %44
  store float %45, ptr %19, align 4, !tbaa !7
  %46 = add nuw nsw i32 %21, 2
  %47 = icmp eq i32 %46, 24
  br i1 %47, label %48, label %20, !llvm.loop !13

48:                                               ; preds = %20, %48
  %49 = phi i32 [ %75, %48 ], [ 0, %20 ]
  %50 = mul nuw nsw i32 %49, 20
  %51 = add nsw i32 %50, %5
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !7
  %55 = load float, ptr %19, align 4, !tbaa !7
  %56 = fmul contract float %54, %55
  %57 = add nsw i32 %50, %11
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !7
  %61 = fsub contract float %60, %56
  store float %61, ptr %59, align 4, !tbaa !7
  %62 = mul nuw i32 %49, 20
  %63 = add nuw i32 %62, 20
  %64 = add nsw i32 %63, %5
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %4, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !7
  %68 = load float, ptr %19, align 4, !tbaa !7
  %69 = fmul contract float %67, %68
  %70 = add nsw i32 %63, %11
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !7
  %74 = fsub contract float %73, %69
  store float %74, ptr %72, align 4, !tbaa !7
  %75 = add nuw nsw i32 %49, 2
  %76 = icmp eq i32 %75, 24
  br i1 %76, label %77, label %48, !llvm.loop !14

77:                                               ; preds = %48, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z19gramschmidt_kernel1iiPfS_S_i, !"kernel", i32 1}
!1 = !{ptr @_Z19gramschmidt_kernel2iiPfS_S_i, !"kernel", i32 1}
!2 = !{ptr @_Z19gramschmidt_kernel3iiPfS_S_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
