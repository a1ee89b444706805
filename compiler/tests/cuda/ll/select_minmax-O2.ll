; ModuleID = 'select_minmax.cu'
source_filename = "select_minmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @select_minmax(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %63

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = ashr i32 %17, 1
  %19 = getelementptr inbounds i32, ptr %1, i64 %15
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = ashr i32 %20, 1
  %22 = tail call noundef range(i32 -1073741824, 1073741824) i32 @llvm.smin.i32(i32 %18, i32 %21)
  %23 = mul nsw i32 %12, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  store i32 %22, ptr %25, align 4, !tbaa !5
  %26 = tail call noundef range(i32 -1073741824, 1073741824) i32 @llvm.smax.i32(i32 %18, i32 %21)
  %27 = or disjoint i32 %23, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %3, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !5
  %30 = xor i32 %21, %18
  %31 = getelementptr i8, ptr %25, i64 8
  store i32 %30, ptr %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.smin.i32(i32 %18, i32 100)
  %33 = tail call i32 @llvm.smax.i32(i32 %32, i32 -100)
  %34 = getelementptr i8, ptr %25, i64 12
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = tail call i32 @llvm.abs.i32(i32 %18, i1 true)
  %36 = getelementptr i8, ptr %25, i64 16
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = icmp sgt i32 %18, 0
  %38 = zext i1 %37 to i32
  %39 = ashr i32 %17, 31
  %40 = add nsw i32 %39, %38
  %41 = getelementptr i8, ptr %25, i64 20
  store i32 %40, ptr %41, align 4, !tbaa !5
  %42 = sext i32 %18 to i64
  %43 = sext i32 %21 to i64
  %44 = mul nsw i64 %43, %42
  %45 = tail call noundef range(i64 -1152921503533105152, 1152921504606846977) i64 @llvm.smax.i64(i64 %44, i64 %43)
  %46 = sub nsw i64 0, %43
  %47 = tail call noundef range(i64 -1073741824, 1073741825) i64 @llvm.smin.i64(i64 %42, i64 %46)
  %48 = sub nsw i64 %45, %47
  %49 = getelementptr inbounds i64, ptr %5, i64 %15
  store i64 %48, ptr %49, align 8, !tbaa !9
  %50 = getelementptr inbounds float, ptr %2, i64 %15
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fcmp ogt float %51, 0.000000e+00
  %53 = fmul float %51, 0x3F847AE140000000
  %54 = select i1 %52, float %51, float %53
  %55 = shl nsw i32 %12, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %4, i64 %56
  store float %54, ptr %57, align 4, !tbaa !11
  %58 = tail call noundef float @llvm.maxnum.f32(float %51, float -1.000000e+00)
  %59 = tail call noundef float @llvm.minnum.f32(float %58, float 1.000000e+00)
  %60 = or disjoint i32 %55, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %4, i64 %61
  store float %59, ptr %62, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @select_minmax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
