; ModuleID = 'ldg.cu'
source_filename = "ldg.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @gather_ldg(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %30

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %16, i32 4)
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = tail call noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %19, i32 4)
  %21 = fmul float %20, 2.000000e+00
  %22 = getelementptr inbounds float, ptr %4, i64 %15
  store float %21, ptr %22, align 4, !tbaa !6
  %23 = getelementptr inbounds double, ptr %2, i64 %18
  %24 = tail call noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %23, i32 8)
  %25 = getelementptr inbounds i64, ptr %3, i64 %15
  %26 = tail call noundef i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr %25, i32 8)
  %27 = sitofp i64 %26 to double
  %28 = fadd double %24, %27
  %29 = getelementptr inbounds double, ptr %5, i64 %15
  store double %28, ptr %29, align 8, !tbaa !10
  br label %30

30:                                               ; preds = %14, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @ldg_vec(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %37

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <4 x float>, ptr %0, i64 %12
  %14 = tail call noundef <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %13, i32 16)
  %15 = getelementptr inbounds <4 x i32>, ptr %1, i64 %12
  %16 = tail call noundef <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0(ptr %15, i32 16)
  %17 = extractelement <4 x float> %14, i64 0
  %18 = extractelement <4 x i32> %16, i64 0
  %19 = sitofp i32 %18 to float
  %20 = fmul float %17, %19
  %21 = extractelement <4 x float> %14, i64 1
  %22 = extractelement <4 x i32> %16, i64 1
  %23 = sitofp i32 %22 to float
  %24 = fmul float %21, %23
  %25 = fadd float %20, %24
  %26 = extractelement <4 x float> %14, i64 2
  %27 = extractelement <4 x i32> %16, i64 2
  %28 = sitofp i32 %27 to float
  %29 = fmul float %26, %28
  %30 = fadd float %29, %25
  %31 = extractelement <4 x float> %14, i64 3
  %32 = extractelement <4 x i32> %16, i64 3
  %33 = sitofp i32 %32 to float
  %34 = fmul float %31, %33
  %35 = fadd float %34, %30
  %36 = getelementptr inbounds float, ptr %2, i64 %12
  store float %35, ptr %36, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare double @llvm.nvvm.ldg.global.f.f64.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @gather_ldg, !"kernel", i32 1}
!1 = !{ptr @ldg_vec, !"kernel", i32 1}
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
