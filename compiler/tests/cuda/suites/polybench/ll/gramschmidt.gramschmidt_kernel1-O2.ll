; ModuleID = 'gramschmidt.gramschmidt_kernel1.cu'
source_filename = "gramschmidt.gramschmidt_kernel1.cu"
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
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = fmul contract float %20, %20
  %22 = fadd contract float %15, %21
  %23 = mul nuw i32 %14, 20
  %24 = add nuw i32 %23, 20
  %25 = add nsw i32 %24, %5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fmul contract float %28, %28
  %30 = fadd contract float %22, %29
  %31 = mul nuw i32 %14, 20
  %32 = add nuw i32 %31, 40
  %33 = add nsw i32 %32, %5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %2, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %36, %36
  %38 = fadd contract float %30, %37
  %39 = mul nuw i32 %14, 20
  %40 = add nuw i32 %39, 60
  %41 = add nsw i32 %40, %5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %44, %44
  %46 = fadd contract float %38, %45
  %47 = add nuw nsw i32 %14, 4
  %48 = icmp eq i32 %47, 24
  br i1 %48, label %49, label %13, !llvm.loop !9

49:                                               ; preds = %13
  %50 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %46)
  %51 = mul nsw i32 %5, 21
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %3, i64 %52
  store float %50, ptr %53, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %49, %6
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

!0 = !{ptr @_Z19gramschmidt_kernel1iiPfS_S_i, !"kernel", i32 1}
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
