; ModuleID = 'scan.bottom_scan.cu'
source_filename = "scan.bottom_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i = comdat any

$_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed = comdat any

@_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed = linkonce_odr dso_local local_unnamed_addr addrspace(3) global float undef, comdat, align 4
@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 comdat {
  %5 = sdiv i32 %3, 4
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = udiv i32 %5, %6
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %7, %8
  %10 = add nsw i32 %6, -1
  %11 = icmp eq i32 %8, %10
  %12 = add nsw i32 %9, %7
  %13 = select i1 %11, i32 %5, i32 %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %9, %14
  %16 = icmp eq i32 %14, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %4
  %18 = zext nneg i32 %8 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  store float %20, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !5
  br label %21

21:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier0()
  %22 = icmp slt i32 %9, %13
  br i1 %22, label %23, label %97

23:                                               ; preds = %21
  %24 = zext nneg i32 %14 to i64
  %25 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 1024
  %27 = getelementptr i8, ptr %25, i64 1020
  %28 = getelementptr i8, ptr %25, i64 1016
  %29 = getelementptr i8, ptr %25, i64 1008
  %30 = getelementptr i8, ptr %25, i64 992
  %31 = getelementptr i8, ptr %25, i64 960
  %32 = getelementptr i8, ptr %25, i64 896
  %33 = getelementptr i8, ptr %25, i64 768
  %34 = getelementptr i8, ptr %25, i64 512
  %35 = icmp eq i32 %14, 255
  br label %36

36:                                               ; preds = %23, %93
  %37 = phi i32 [ %15, %23 ], [ %95, %93 ]
  %38 = phi i32 [ %9, %23 ], [ %94, %93 ]
  %39 = icmp slt i32 %37, %13
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = sext i32 %37 to i64
  %42 = getelementptr inbounds <4 x float>, ptr %0, i64 %41
  %43 = load <4 x float>, ptr %42, align 16, !tbaa !9
  br label %44

44:                                               ; preds = %36, %40
  %45 = phi <4 x float> [ %43, %40 ], [ zeroinitializer, %36 ]
  %46 = extractelement <4 x float> %45, i64 0
  %47 = extractelement <4 x float> %45, i64 1
  %48 = fadd contract float %47, %46
  %49 = extractelement <4 x float> %45, i64 2
  %50 = fadd contract float %49, %48
  %51 = extractelement <4 x float> %45, i64 3
  %52 = fadd contract float %51, %50
  store volatile float 0.000000e+00, ptr %25, align 4, !tbaa !5
  store volatile float %52, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %53 = load volatile float, ptr %27, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %54 = load volatile float, ptr %26, align 4, !tbaa !5
  %55 = fadd contract float %53, %54
  store volatile float %55, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %56 = load volatile float, ptr %28, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %57 = load volatile float, ptr %26, align 4, !tbaa !5
  %58 = fadd contract float %56, %57
  store volatile float %58, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %59 = load volatile float, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %60 = load volatile float, ptr %26, align 4, !tbaa !5
  %61 = fadd contract float %59, %60
  store volatile float %61, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %62 = load volatile float, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %63 = load volatile float, ptr %26, align 4, !tbaa !5
  %64 = fadd contract float %62, %63
  store volatile float %64, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %65 = load volatile float, ptr %31, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %66 = load volatile float, ptr %26, align 4, !tbaa !5
  %67 = fadd contract float %65, %66
  store volatile float %67, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %68 = load volatile float, ptr %32, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %69 = load volatile float, ptr %26, align 4, !tbaa !5
  %70 = fadd contract float %68, %69
  store volatile float %70, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %71 = load volatile float, ptr %33, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %72 = load volatile float, ptr %26, align 4, !tbaa !5
  %73 = fadd contract float %71, %72
  store volatile float %73, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %74 = load volatile float, ptr %34, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %75 = load volatile float, ptr %26, align 4, !tbaa !5
  %76 = fadd contract float %74, %75
  store volatile float %76, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %77 = load volatile float, ptr %27, align 4, !tbaa !5
  %78 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !5
  %79 = fadd contract float %77, %78
  %80 = fadd contract float %52, %79
  br i1 %39, label %81, label %91

81:                                               ; preds = %44
  %82 = fadd contract float %46, %79
  %83 = insertelement <4 x float> poison, float %82, i64 0
  %84 = fadd contract float %48, %79
  %85 = insertelement <4 x float> %83, float %84, i64 1
  %86 = fadd contract float %50, %79
  %87 = insertelement <4 x float> %85, float %86, i64 2
  %88 = insertelement <4 x float> %87, float %80, i64 3
  %89 = sext i32 %37 to i64
  %90 = getelementptr inbounds <4 x float>, ptr %1, i64 %89
  store <4 x float> %88, ptr %90, align 16, !tbaa !9
  br label %91

91:                                               ; preds = %81, %44
  tail call void @llvm.nvvm.barrier0()
  br i1 %35, label %92, label %93

92:                                               ; preds = %91
  store float %80, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !5
  br label %93

93:                                               ; preds = %92, %91
  %94 = add nsw i32 %38, 256
  %95 = add nsw i32 %37, 256
  %96 = icmp slt i32 %94, %13
  br i1 %96, label %36, label %97, !llvm.loop !10

97:                                               ; preds = %93, %21
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
