; ModuleID = 'math_libdevice.cu'
source_filename = "math_libdevice.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13softplus_geluPKfPfS1_Pdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %42

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !6
  %16 = tail call noundef float @__nv_expf(float noundef %15) #5
  %17 = fadd float %16, 1.000000e+00
  %18 = tail call noundef float @__nv_logf(float noundef %17) #5
  %19 = getelementptr inbounds float, ptr %1, i64 %13
  store float %18, ptr %19, align 4, !tbaa !6
  %20 = fmul float %15, 5.000000e-01
  %21 = tail call noundef float @__nv_powf(float noundef %15, float noundef 3.000000e+00) #5
  %22 = fmul float %21, 0x3FA6E4E260000000
  %23 = fadd float %15, %22
  %24 = fmul float %23, 0x3FE9884540000000
  %25 = tail call noundef float @__nv_tanhf(float noundef %24) #5
  %26 = fadd float %25, 1.000000e+00
  %27 = fmul float %20, %26
  %28 = getelementptr inbounds float, ptr %2, i64 %13
  store float %27, ptr %28, align 4, !tbaa !6
  %29 = fpext float %15 to double
  %30 = tail call noundef double @__nv_exp(double noundef %29) #5
  %31 = fadd double %30, 1.000000e+00
  %32 = tail call noundef double @__nv_log(double noundef %31) #5
  %33 = tail call noundef float @__nv_erff(float noundef %15) #5
  %34 = fpext float %33 to double
  %35 = fadd double %32, %34
  %36 = tail call noundef float @__nv_sinf(float noundef %15) #5
  %37 = tail call noundef float @__nv_cosf(float noundef %15) #5
  %38 = fmul float %36, %37
  %39 = fpext float %38 to double
  %40 = fadd double %35, %39
  %41 = getelementptr inbounds double, ptr %3, i64 %13
  store double %40, ptr %41, align 8, !tbaa !10
  br label %42

42:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7row_maxPKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = load float, ptr %0, align 4, !tbaa !6
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %35

5:                                                ; preds = %2
  %6 = add nsw i32 %1, -1
  %7 = add nsw i32 %1, -2
  %8 = and i32 %6, 7
  %9 = icmp ult i32 %7, 7
  br i1 %9, label %19, label %10

10:                                               ; preds = %5
  %11 = and i32 %6, -8
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = getelementptr inbounds i8, ptr %0, i64 20
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %0, i64 28
  br label %37

19:                                               ; preds = %37, %5
  %20 = phi float [ poison, %5 ], [ %72, %37 ]
  %21 = phi i32 [ 1, %5 ], [ %73, %37 ]
  %22 = phi float [ %3, %5 ], [ %72, %37 ]
  %23 = icmp eq i32 %8, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %32, %24 ], [ %21, %19 ]
  %26 = phi float [ %31, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %33, %24 ], [ 0, %19 ]
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = tail call noundef float @llvm.maxnum.f32(float %26, float %30)
  %32 = add nuw nsw i32 %25, 1
  %33 = add i32 %27, 1
  %34 = icmp eq i32 %33, %8
  br i1 %34, label %35, label %24, !llvm.loop !12

35:                                               ; preds = %19, %24, %2
  %36 = phi float [ %3, %2 ], [ %20, %19 ], [ %31, %24 ]
  ret float %36

37:                                               ; preds = %37, %10
  %38 = phi i32 [ 1, %10 ], [ %73, %37 ]
  %39 = phi float [ %3, %10 ], [ %72, %37 ]
  %40 = phi i32 [ 0, %10 ], [ %74, %37 ]
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef float @llvm.maxnum.f32(float %39, float %43)
  %45 = zext nneg i32 %38 to i64
  %46 = getelementptr inbounds float, ptr %12, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !6
  %48 = tail call noundef float @llvm.maxnum.f32(float %44, float %47)
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr inbounds float, ptr %13, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !6
  %52 = tail call noundef float @llvm.maxnum.f32(float %48, float %51)
  %53 = zext nneg i32 %38 to i64
  %54 = getelementptr inbounds float, ptr %14, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef float @llvm.maxnum.f32(float %52, float %55)
  %57 = zext nneg i32 %38 to i64
  %58 = getelementptr inbounds float, ptr %15, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !6
  %60 = tail call noundef float @llvm.maxnum.f32(float %56, float %59)
  %61 = zext nneg i32 %38 to i64
  %62 = getelementptr inbounds float, ptr %16, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !6
  %64 = tail call noundef float @llvm.maxnum.f32(float %60, float %63)
  %65 = zext nneg i32 %38 to i64
  %66 = getelementptr inbounds float, ptr %17, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !6
  %68 = tail call noundef float @llvm.maxnum.f32(float %64, float %67)
  %69 = zext nneg i32 %38 to i64
  %70 = getelementptr inbounds float, ptr %18, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !6
  %72 = tail call noundef float @llvm.maxnum.f32(float %68, float %71)
  %73 = add nuw nsw i32 %38, 8
  %74 = add i32 %40, 8
  %75 = icmp eq i32 %74, %11
  br i1 %75, label %19, label %37, !llvm.loop !14
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @softmax_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %43

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, %3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = tail call noundef float @_Z7row_maxPKfi(ptr noundef %14, i32 noundef %3) #6
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %19, %11
  %18 = phi float [ 0.000000e+00, %11 ], [ %27, %19 ]
  br i1 %16, label %30, label %43

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %28, %19 ], [ 0, %11 ]
  %21 = phi float [ %27, %19 ], [ 0.000000e+00, %11 ]
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds float, ptr %14, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !6
  %25 = fsub float %24, %15
  %26 = tail call noundef float @__nv_expf(float noundef %25) #5
  %27 = fadd float %21, %26
  %28 = add nuw nsw i32 %20, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %17, label %19, !llvm.loop !16

30:                                               ; preds = %17, %30
  %31 = phi i32 [ %41, %30 ], [ 0, %17 ]
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %14, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !6
  %35 = fsub float %34, %15
  %36 = tail call noundef float @__nv_expf(float noundef %35) #5
  %37 = fdiv float %36, %18
  %38 = add nsw i32 %31, %12
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  store float %37, ptr %40, align 4, !tbaa !6
  %41 = add nuw nsw i32 %31, 1
  %42 = icmp eq i32 %41, %3
  br i1 %42, label %43, label %30, !llvm.loop !17

43:                                               ; preds = %30, %17, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z13softplus_geluPKfPfS1_Pdi, !"kernel", i32 1}
!1 = !{ptr @softmax_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
