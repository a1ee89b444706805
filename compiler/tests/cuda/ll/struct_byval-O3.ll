; ModuleID = 'struct_byval.cu'
source_filename = "struct_byval.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, float, float, i32 }
%struct.Extent = type { i16, i16 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6affine6Paramsf(ptr nocapture noundef readonly byval(%struct.Params) align 4 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !5
  %5 = fmul float %4, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = fadd float %5, %7
  ret float %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12apply_paramsPKfPf6Params6ExtentPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%struct.Params) align 4 %2, ptr nocapture noundef readonly byval(%struct.Extent) align 2 %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = load i32, ptr %2, align 4, !tbaa !12
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %5
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = tail call noundef float @_Z6affine6Paramsf(ptr noundef nonnull byval(%struct.Params) align 4 %2, float noundef %16) #3
  %18 = getelementptr inbounds i8, ptr %2, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !14
  %20 = mul nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  store float %17, ptr %22, align 4, !tbaa !13
  br label %23

23:                                               ; preds = %13, %5
  %24 = icmp eq i32 %10, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %23
  %26 = load i16, ptr %3, align 2, !tbaa !15
  %27 = sext i16 %26 to i32
  %28 = getelementptr inbounds i8, ptr %3, i64 2
  %29 = load i16, ptr %28, align 2, !tbaa !18
  %30 = sext i16 %29 to i32
  %31 = mul nsw i32 %30, %27
  store i32 %31, ptr %4, align 4, !tbaa !19
  br label %32

32:                                               ; preds = %25, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12apply_paramsPKfPf6Params6ExtentPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 4}
!6 = !{!"_ZTS6Params", !7, i64 0, !10, i64 4, !10, i64 8, !7, i64 12}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"float", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !7, i64 0}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !7, i64 12}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS6Extent", !17, i64 0, !17, i64 2}
!17 = !{!"short", !8, i64 0}
!18 = !{!16, !17, i64 2}
!19 = !{!7, !7, i64 0}
