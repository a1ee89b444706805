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
  br i1 %14, label %15, label %77

15:                                               ; preds = %6
  %16 = mul nsw i32 %5, 20
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %3, i64 %18
  store float 0.000000e+00, ptr %19, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi i32 [ 0, %15 ], [ %46, %20 ]
  %22 = phi float [ 0.000000e+00, %15 ], [ %45, %20 ]
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
  %46 = add nuw nsw i32 %21, 2
  %47 = icmp eq i32 %46, 24
  br i1 %47, label %48, label %20, !llvm.loop !9

48:                                               ; preds = %20, %48
  %49 = phi i32 [ %75, %48 ], [ 0, %20 ]
  %50 = mul nuw nsw i32 %49, 20
  %51 = add nsw i32 %50, %5
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = load float, ptr %19, align 4, !tbaa !5
  %56 = fmul contract float %54, %55
  %57 = add nsw i32 %50, %11
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fsub contract float %60, %56
  store float %61, ptr %59, align 4, !tbaa !5
  %62 = mul nuw i32 %49, 20
  %63 = add nuw i32 %62, 20
  %64 = add nsw i32 %63, %5
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %4, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = load float, ptr %19, align 4, !tbaa !5
  %69 = fmul contract float %67, %68
  %70 = add nsw i32 %63, %11
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = fsub contract float %73, %69
  store float %74, ptr %72, align 4, !tbaa !5
  %75 = add nuw nsw i32 %49, 2
  %76 = icmp eq i32 %75, 24
  br i1 %76, label %77, label %48, !llvm.loop !11

77:                                               ; preds = %48, %6
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
