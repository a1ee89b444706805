; ModuleID = 'fdtd2d.cu'
source_filename = "fdtd2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z17fdtd_step1_kerneliiPfS_S_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readnone %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp ult i32 %17, 20
  %19 = icmp slt i32 %12, 24
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %45

21:                                               ; preds = %7
  %22 = icmp eq i32 %17, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %21
  %24 = sext i32 %6 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !7
  %27 = sext i32 %12 to i64
  %28 = getelementptr inbounds float, ptr %4, i64 %27
  store float %26, ptr %28, align 4, !tbaa !7
  br label %45

29:                                               ; preds = %21
  %30 = mul nuw nsw i32 %17, 24
  %31 = add nsw i32 %30, %12
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %4, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !7
  %35 = getelementptr inbounds float, ptr %5, i64 %32
  %36 = load float, ptr %35, align 4, !tbaa !7
  %37 = add i32 %12, -24
  %38 = add i32 %37, %30
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %5, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !7
  %42 = fsub contract float %36, %41
  %43 = fmul contract float %42, 5.000000e-01
  %44 = fsub contract float %34, %43
  store float %44, ptr %33, align 4, !tbaa !7
  br label %45

45:                                               ; preds = %23, %29, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z17fdtd_step2_kerneliiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readnone %3, ptr nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #0 {
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
  %18 = add i32 %11, -1
  %19 = icmp ult i32 %18, 23
  %20 = and i1 %17, %19
  br i1 %20, label %21, label %36

21:                                               ; preds = %6
  %22 = mul nuw nsw i32 %16, 24
  %23 = add nuw nsw i32 %22, %11
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !7
  %27 = getelementptr inbounds float, ptr %4, i64 %24
  %28 = load float, ptr %27, align 4, !tbaa !7
  %29 = add nuw nsw i32 %22, %18
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %4, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !7
  %33 = fsub contract float %28, %32
  %34 = fmul contract float %33, 5.000000e-01
  %35 = fsub contract float %26, %34
  store float %35, ptr %25, align 4, !tbaa !7
  br label %36

36:                                               ; preds = %21, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z17fdtd_step3_kerneliiPfS_S_i(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 {
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
  %17 = icmp ult i32 %16, 19
  %18 = icmp slt i32 %11, 23
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %45

20:                                               ; preds = %6
  %21 = mul nuw nsw i32 %16, 24
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %4, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = add nsw i32 %11, 1
  %27 = add nsw i32 %26, %21
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !7
  %31 = getelementptr inbounds float, ptr %2, i64 %23
  %32 = load float, ptr %31, align 4, !tbaa !7
  %33 = fsub contract float %30, %32
  %34 = add nsw i32 %11, 24
  %35 = add nsw i32 %34, %21
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %3, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !7
  %39 = fadd contract float %33, %38
  %40 = getelementptr inbounds float, ptr %3, i64 %23
  %41 = load float, ptr %40, align 4, !tbaa !7
  %42 = fsub contract float %39, %41
  %43 = fmul contract float %42, 0x3FE6666660000000
  %44 = fsub contract float %25, %43
  store float %44, ptr %24, align 4, !tbaa !7
  br label %45

45:                                               ; preds = %20, %6
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

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z17fdtd_step1_kerneliiPfS_S_S_i, !"kernel", i32 1}
!1 = !{ptr @_Z17fdtd_step2_kerneliiPfS_S_i, !"kernel", i32 1}
!2 = !{ptr @_Z17fdtd_step3_kerneliiPfS_S_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
