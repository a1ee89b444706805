; ModuleID = 'vec_int4_swizzle.cu'
source_filename = "vec_int4_swizzle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @swizzle(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %34

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds <4 x i32>, ptr %1, i64 %13
  %15 = load <4 x i32>, ptr %14, align 16, !tbaa !5
  %16 = shufflevector <4 x i32> %15, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %17 = shl <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %19 = add <4 x i32> %18, %16
  %20 = extractelement <4 x i32> %19, i64 0
  %21 = xor i32 %20, %10
  %22 = insertelement <4 x i32> %19, i32 %21, i64 0
  %23 = extractelement <4 x i32> %19, i64 1
  %24 = extractelement <4 x i32> %19, i64 2
  %25 = tail call i32 @llvm.smax.i32(i32 %23, i32 %24)
  %26 = insertelement <4 x i32> %22, i32 %25, i64 3
  %27 = getelementptr inbounds <4 x i32>, ptr %0, i64 %13
  store <4 x i32> %26, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds <2 x i32>, ptr %3, i64 %13
  %29 = load <2 x i32>, ptr %28, align 8, !tbaa !5
  %30 = sitofp <2 x i32> %29 to <2 x float>
  %31 = fmul <2 x float> %30, <float 5.000000e-01, float 5.000000e-01>
  %32 = fadd <2 x float> %31, <float 1.000000e+00, float -1.000000e+00>
  %33 = getelementptr inbounds <2 x float>, ptr %2, i64 %13
  store <2 x float> %32, ptr %33, align 8, !tbaa !5
  br label %34

34:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @swizzle, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
