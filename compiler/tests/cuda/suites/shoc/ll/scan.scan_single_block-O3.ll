; ModuleID = 'scan.scan_single_block.cu'
source_filename = "scan.scan_single_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z17scan_single_blockIfLi256EEvPT_i = comdat any

@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17scan_single_blockIfLi256EEvPT_i(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 comdat {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, %1
  %5 = zext nneg i32 %3 to i64
  br i1 %4, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds float, ptr %0, i64 %5
  %8 = load float, ptr %7, align 4, !tbaa !5
  br label %9

9:                                                ; preds = %2, %6
  %10 = phi contract float [ %8, %6 ], [ 0.000000e+00, %2 ]
  %11 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %5
  store volatile float 0.000000e+00, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %11, i64 1024
  store volatile float %10, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %13 = getelementptr i8, ptr %11, i64 1020
  %14 = load volatile float, ptr %13, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %15 = load volatile float, ptr %12, align 4, !tbaa !5
  %16 = fadd contract float %14, %15
  store volatile float %16, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %17 = getelementptr i8, ptr %11, i64 1016
  %18 = load volatile float, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %19 = load volatile float, ptr %12, align 4, !tbaa !5
  %20 = fadd contract float %18, %19
  store volatile float %20, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %21 = getelementptr i8, ptr %11, i64 1008
  %22 = load volatile float, ptr %21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %23 = load volatile float, ptr %12, align 4, !tbaa !5
  %24 = fadd contract float %22, %23
  store volatile float %24, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr i8, ptr %11, i64 992
  %26 = load volatile float, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %27 = load volatile float, ptr %12, align 4, !tbaa !5
  %28 = fadd contract float %26, %27
  store volatile float %28, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %29 = getelementptr i8, ptr %11, i64 960
  %30 = load volatile float, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %31 = load volatile float, ptr %12, align 4, !tbaa !5
  %32 = fadd contract float %30, %31
  store volatile float %32, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %33 = getelementptr i8, ptr %11, i64 896
  %34 = load volatile float, ptr %33, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %35 = load volatile float, ptr %12, align 4, !tbaa !5
  %36 = fadd contract float %34, %35
  store volatile float %36, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %37 = getelementptr i8, ptr %11, i64 768
  %38 = load volatile float, ptr %37, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %39 = load volatile float, ptr %12, align 4, !tbaa !5
  %40 = fadd contract float %38, %39
  store volatile float %40, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %41 = getelementptr i8, ptr %11, i64 512
  %42 = load volatile float, ptr %41, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %43 = load volatile float, ptr %12, align 4, !tbaa !5
  %44 = fadd contract float %42, %43
  store volatile float %44, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %45 = load volatile float, ptr %13, align 4, !tbaa !5
  br i1 %4, label %46, label %48

46:                                               ; preds = %9
  %47 = getelementptr inbounds float, ptr %0, i64 %5
  store float %45, ptr %47, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z17scan_single_blockIfLi256EEvPT_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
