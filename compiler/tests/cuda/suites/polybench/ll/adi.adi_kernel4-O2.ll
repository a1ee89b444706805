; ModuleID = 'adi.adi_kernel4.cu'
source_filename = "adi.adi_kernel4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11adi_kernel4iPfS_S_i(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %37

12:                                               ; preds = %5
  %13 = mul nsw i32 %4, 12
  %14 = add nsw i32 %13, %10
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %3, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = add i32 %10, -12
  %19 = add i32 %18, %13
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %3, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %1, i64 %15
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fmul contract float %22, %24
  %26 = getelementptr inbounds float, ptr %2, i64 %20
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fdiv contract float %25, %27
  %29 = fsub contract float %17, %28
  store float %29, ptr %16, align 4, !tbaa !5
  %30 = getelementptr inbounds float, ptr %2, i64 %15
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = load float, ptr %23, align 4, !tbaa !5
  %33 = fmul contract float %32, %32
  %34 = load float, ptr %26, align 4, !tbaa !5
  %35 = fdiv contract float %33, %34
  %36 = fsub contract float %31, %35
  store float %36, ptr %30, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %12, %5
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

!0 = !{ptr @_Z11adi_kernel4iPfS_S_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
