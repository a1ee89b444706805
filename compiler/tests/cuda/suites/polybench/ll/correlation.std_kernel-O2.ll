; ModuleID = 'correlation.std_kernel.cu'
source_filename = "correlation.std_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10std_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %45

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %2, i64 %13
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi float [ 0.000000e+00, %12 ], [ %37, %16 ]
  %18 = phi i32 [ 0, %12 ], [ %38, %16 ]
  %19 = mul nuw nsw i32 %18, 24
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %4, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = load float, ptr %15, align 4, !tbaa !5
  %25 = fsub contract float %23, %24
  %26 = fmul contract float %25, %25
  %27 = fadd contract float %17, %26
  store float %27, ptr %14, align 4, !tbaa !5
  %28 = mul nuw i32 %18, 24
  %29 = add nuw i32 %28, 24
  %30 = add nsw i32 %29, %10
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = load float, ptr %15, align 4, !tbaa !5
  %35 = fsub contract float %33, %34
  %36 = fmul contract float %35, %35
  %37 = fadd contract float %27, %36
  store float %37, ptr %14, align 4, !tbaa !5
  %38 = add nuw nsw i32 %18, 2
  %39 = icmp eq i32 %38, 20
  br i1 %39, label %40, label %16, !llvm.loop !9

40:                                               ; preds = %16
  %41 = fdiv contract float %37, 0x414885C200000000
  %42 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %41)
  %43 = fcmp contract ugt float %42, 0x3F747AE140000000
  %44 = select i1 %43, float %42, float 1.000000e+00
  store float %44, ptr %14, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %5
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
