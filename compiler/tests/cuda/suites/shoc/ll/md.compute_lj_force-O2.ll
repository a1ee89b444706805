; ModuleID = 'md.compute_lj_force.cu'
source_filename = "md.compute_lj_force.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.double4 = type { double, double, double, double }
%struct.double3 = type { double, double, double }

$_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

$_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, float noundef %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 comdat {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %16, label %69

16:                                               ; preds = %8
  %17 = getelementptr inbounds <4 x float>, ptr %1, i64 %14
  %18 = load float, ptr %17, align 16
  %19 = getelementptr inbounds i8, ptr %17, i64 4
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds i8, ptr %17, i64 8
  %22 = load float, ptr %21, align 8
  br label %23

23:                                               ; preds = %16, %63
  %24 = phi float [ 0.000000e+00, %16 ], [ %66, %63 ]
  %25 = phi float [ 0.000000e+00, %16 ], [ %65, %63 ]
  %26 = phi float [ 0.000000e+00, %16 ], [ %64, %63 ]
  %27 = phi i32 [ 0, %16 ], [ %67, %63 ]
  %28 = mul nsw i32 %27, %7
  %29 = add nsw i32 %28, %13
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %3, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds <4 x float>, ptr %1, i64 %33
  %35 = load float, ptr %34, align 16
  %36 = fsub contract float %18, %35
  %37 = getelementptr inbounds i8, ptr %34, i64 4
  %38 = load float, ptr %37, align 4
  %39 = fsub contract float %20, %38
  %40 = getelementptr inbounds i8, ptr %34, i64 8
  %41 = load float, ptr %40, align 8
  %42 = fsub contract float %22, %41
  %43 = fmul contract float %36, %36
  %44 = fmul contract float %39, %39
  %45 = fadd contract float %43, %44
  %46 = fmul contract float %42, %42
  %47 = fadd contract float %46, %45
  %48 = fcmp contract olt float %47, %4
  br i1 %48, label %49, label %63

49:                                               ; preds = %23
  %50 = fdiv contract float 1.000000e+00, %47
  %51 = fmul contract float %50, %50
  %52 = fmul contract float %50, %51
  %53 = fmul contract float %50, %52
  %54 = fmul contract float %52, %5
  %55 = fsub contract float %54, %6
  %56 = fmul contract float %53, %55
  %57 = fmul contract float %36, %56
  %58 = fadd contract float %24, %57
  %59 = fmul contract float %39, %56
  %60 = fadd contract float %25, %59
  %61 = fmul contract float %42, %56
  %62 = fadd contract float %26, %61
  br label %63

63:                                               ; preds = %49, %23
  %64 = phi float [ %62, %49 ], [ %26, %23 ]
  %65 = phi float [ %60, %49 ], [ %25, %23 ]
  %66 = phi float [ %58, %49 ], [ %24, %23 ]
  %67 = add nuw nsw i32 %27, 1
  %68 = icmp eq i32 %67, %2
  br i1 %68, label %69, label %23, !llvm.loop !10

69:                                               ; preds = %63, %8
  %70 = phi float [ 0.000000e+00, %8 ], [ %64, %63 ]
  %71 = phi float [ 0.000000e+00, %8 ], [ %65, %63 ]
  %72 = phi float [ 0.000000e+00, %8 ], [ %66, %63 ]
  %73 = getelementptr inbounds %struct.float3, ptr %0, i64 %14
  store float %72, ptr %73, align 4, !tbaa !12
  %74 = getelementptr inbounds i8, ptr %73, i64 4
  store float %71, ptr %74, align 4, !tbaa !12
  %75 = getelementptr inbounds i8, ptr %73, i64 8
  store float %70, ptr %75, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, double noundef %4, double noundef %5, double noundef %6, i32 noundef %7) local_unnamed_addr #0 comdat {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.double4, ptr %1, i64 %14
  %16 = load double, ptr %15, align 16, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %15, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !14
  %19 = getelementptr inbounds i8, ptr %15, i64 16
  %20 = load double, ptr %19, align 16, !tbaa !14
  %21 = icmp sgt i32 %2, 0
  br i1 %21, label %22, label %68

22:                                               ; preds = %8, %62
  %23 = phi double [ %65, %62 ], [ 0.000000e+00, %8 ]
  %24 = phi double [ %64, %62 ], [ 0.000000e+00, %8 ]
  %25 = phi double [ %63, %62 ], [ 0.000000e+00, %8 ]
  %26 = phi i32 [ %66, %62 ], [ 0, %8 ]
  %27 = mul nsw i32 %26, %7
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %3, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.double4, ptr %1, i64 %32
  %34 = load double, ptr %33, align 16, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %33, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %33, i64 16
  %38 = load double, ptr %37, align 16, !tbaa !14
  %39 = fsub contract double %16, %34
  %40 = fsub contract double %18, %36
  %41 = fsub contract double %20, %38
  %42 = fmul contract double %39, %39
  %43 = fmul contract double %40, %40
  %44 = fadd contract double %42, %43
  %45 = fmul contract double %41, %41
  %46 = fadd contract double %44, %45
  %47 = fcmp contract olt double %46, %4
  br i1 %47, label %48, label %62

48:                                               ; preds = %22
  %49 = fdiv contract double 1.000000e+00, %46
  %50 = fmul contract double %49, %49
  %51 = fmul contract double %49, %50
  %52 = fmul contract double %49, %51
  %53 = fmul contract double %51, %5
  %54 = fsub contract double %53, %6
  %55 = fmul contract double %52, %54
  %56 = fmul contract double %39, %55
  %57 = fadd contract double %23, %56
  %58 = fmul contract double %40, %55
  %59 = fadd contract double %24, %58
  %60 = fmul contract double %41, %55
  %61 = fadd contract double %25, %60
  br label %62

62:                                               ; preds = %48, %22
  %63 = phi double [ %61, %48 ], [ %25, %22 ]
  %64 = phi double [ %59, %48 ], [ %24, %22 ]
  %65 = phi double [ %57, %48 ], [ %23, %22 ]
  %66 = add nuw nsw i32 %26, 1
  %67 = icmp eq i32 %66, %2
  br i1 %67, label %68, label %22, !llvm.loop !16

68:                                               ; preds = %62, %8
  %69 = phi double [ 0.000000e+00, %8 ], [ %63, %62 ]
  %70 = phi double [ 0.000000e+00, %8 ], [ %64, %62 ]
  %71 = phi double [ 0.000000e+00, %8 ], [ %65, %62 ]
  %72 = getelementptr inbounds %struct.double3, ptr %0, i64 %14
  store double %71, ptr %72, align 8, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store double %70, ptr %73, align 8, !tbaa !14
  %74 = getelementptr inbounds i8, ptr %72, i64 16
  store double %69, ptr %74, align 8, !tbaa !14
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i, !"kernel", i32 1}
!1 = !{ptr @_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !11}
