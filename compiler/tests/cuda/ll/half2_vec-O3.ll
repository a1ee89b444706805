; ModuleID = 'half2_vec.cu'
source_filename = "half2_vec.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @half2_dot(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %37

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds <2 x half>, ptr %1, i64 %13
  %15 = load <2 x half>, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds <2 x half>, ptr %2, i64 %13
  %17 = load <2 x half>, ptr %16, align 4, !tbaa !5
  %18 = fmul <2 x half> %15, %17
  %19 = fadd <2 x half> %18, <half 0xH3C00, half 0xH3C00>
  %20 = shufflevector <2 x half> %19, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %21 = fadd <2 x half> %18, %20
  %22 = getelementptr inbounds <2 x half>, ptr %0, i64 %13
  store <2 x half> %21, ptr %22, align 4, !tbaa !5
  %23 = extractelement <2 x half> %18, i64 0
  %24 = fpext half %23 to float
  %25 = extractelement <2 x half> %18, i64 1
  %26 = fpext half %25 to float
  %27 = fadd float %24, %26
  %28 = shl nsw i32 %10, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %3, i64 %29
  store float %27, ptr %30, align 4, !tbaa !8
  %31 = extractelement <2 x half> %21, i64 0
  %32 = fpext half %31 to float
  %33 = fmul float %32, 2.000000e+00
  %34 = or disjoint i32 %28, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %3, i64 %35
  store float %33, ptr %36, align 4, !tbaa !8
  br label %37

37:                                               ; preds = %5, %12
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

!0 = !{ptr @half2_dot, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
