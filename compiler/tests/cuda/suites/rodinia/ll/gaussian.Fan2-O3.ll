; ModuleID = 'gaussian.Fan2.cu'
source_filename = "gaussian.Fan2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4Fan2PfS_S_iii(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %7
  %12 = xor i32 %5, -1
  %13 = add i32 %12, %3
  %14 = icmp ult i32 %11, %13
  br i1 %14, label %15, label %55

15:                                               ; preds = %6
  %16 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %17, %18
  %20 = add nuw nsw i32 %19, %16
  %21 = sub nsw i32 %3, %5
  %22 = icmp ult i32 %20, %21
  br i1 %22, label %23, label %55

23:                                               ; preds = %15
  %24 = add nuw nsw i32 %11, 1
  %25 = add nsw i32 %24, %5
  %26 = mul nsw i32 %25, %3
  %27 = add nsw i32 %26, %5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = mul nsw i32 %5, %3
  %32 = add nsw i32 %20, %5
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fmul contract float %30, %36
  %38 = add nsw i32 %26, %32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fsub contract float %41, %37
  store float %42, ptr %40, align 4, !tbaa !5
  %43 = icmp eq i32 %20, 0
  br i1 %43, label %44, label %55

44:                                               ; preds = %23
  %45 = getelementptr inbounds float, ptr %0, i64 %39
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = sext i32 %5 to i64
  %48 = getelementptr inbounds float, ptr %2, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fmul contract float %46, %49
  %51 = sext i32 %25 to i64
  %52 = getelementptr inbounds float, ptr %2, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fsub contract float %53, %50
  store float %54, ptr %52, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %23, %44, %15, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4Fan2PfS_S_iii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
