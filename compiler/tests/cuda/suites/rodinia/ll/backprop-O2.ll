; ModuleID = 'backprop.cu'
source_filename = "backprop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22bpnn_layerforward_CUDAPfS_S_S_ii(ptr nocapture noundef readonly %0, ptr nocapture noundef readnone %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nsw i32 %5, 1
  %11 = shl nuw nsw i32 %7, 4
  %12 = add nuw nsw i32 %11, %9
  %13 = mul i32 %12, %10
  %14 = add nuw nsw i32 %8, 1
  %15 = add i32 %14, %10
  %16 = add i32 %15, %13
  %17 = icmp eq i32 %8, 0
  %18 = zext nneg i32 %9 to i64
  br i1 %17, label %19, label %25

19:                                               ; preds = %6
  %20 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 0, i64 %18
  %21 = zext nneg i32 %12 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = getelementptr i8, ptr %22, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !6
  store float %24, ptr %20, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %6, %19
  tail call void @llvm.nvvm.barrier0()
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !6
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %18, i64 %29
  store float %28, ptr %30, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %31 = load float, ptr %30, align 4, !tbaa !6
  %32 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 0, i64 %18
  %33 = load float, ptr %32, align 4, !tbaa !6
  %34 = fmul contract float %31, %33
  store float %34, ptr %30, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %35 = tail call contract noundef float @llvm.nvvm.lg2.approx.f(float 1.600000e+01)
  %36 = fcmp contract ult float %35, 1.000000e+00
  br i1 %36, label %39, label %37

37:                                               ; preds = %25
  %38 = tail call contract float @llvm.nvvm.lg2.approx.f(float 2.000000e+00)
  br label %41

39:                                               ; preds = %57, %25
  %40 = load float, ptr %30, align 4, !tbaa !6
  store float %40, ptr %27, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  br i1 %17, label %61, label %68

41:                                               ; preds = %37, %57
  %42 = phi float [ 1.000000e+00, %37 ], [ %59, %57 ]
  %43 = phi i32 [ 1, %37 ], [ %58, %57 ]
  %44 = fmul contract float %42, %38
  %45 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %44)
  %46 = fptosi float %45 to i32
  %47 = srem i32 %9, %46
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %57

49:                                               ; preds = %41
  %50 = load float, ptr %30, align 4, !tbaa !6
  %51 = sdiv i32 %46, 2
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %53, i64 %29
  %55 = load float, ptr %54, align 4, !tbaa !6
  %56 = fadd contract float %50, %55
  store float %56, ptr %30, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %49, %41
  tail call void @llvm.nvvm.barrier0()
  %58 = add nuw nsw i32 %43, 1
  %59 = uitofp nneg i32 %58 to float
  %60 = fcmp contract ult float %35, %59
  br i1 %60, label %39, label %41, !llvm.loop !10

61:                                               ; preds = %39
  %62 = mul nsw i32 %7, %5
  %63 = add nsw i32 %62, %9
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %3, i64 %64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %29, i64 %18
  %67 = load float, ptr %66, align 4, !tbaa !6
  store float %67, ptr %65, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %61, %39
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z24bpnn_adjust_weights_cudaPfiS_iS_S_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nsw i32 %1, 1
  %11 = shl nuw nsw i32 %7, 4
  %12 = add nuw nsw i32 %11, %9
  %13 = mul i32 %12, %10
  %14 = add nuw nsw i32 %8, 1
  %15 = add i32 %14, %10
  %16 = add i32 %15, %13
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !6
  %20 = fpext float %19 to double
  %21 = fmul contract double %20, 3.000000e-01
  %22 = zext nneg i32 %12 to i64
  %23 = getelementptr float, ptr %2, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !6
  %26 = fpext float %25 to double
  %27 = fmul contract double %21, %26
  %28 = sext i32 %16 to i64
  %29 = getelementptr inbounds float, ptr %5, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = fpext float %30 to double
  %32 = fmul contract double %31, 3.000000e-01
  %33 = fadd contract double %27, %32
  %34 = getelementptr inbounds float, ptr %4, i64 %28
  %35 = load float, ptr %34, align 4, !tbaa !6
  %36 = fpext float %35 to double
  %37 = fadd contract double %33, %36
  %38 = fptrunc double %37 to float
  store float %38, ptr %34, align 4, !tbaa !6
  %39 = load float, ptr %18, align 4, !tbaa !6
  %40 = fpext float %39 to double
  %41 = fmul contract double %40, 3.000000e-01
  %42 = load float, ptr %24, align 4, !tbaa !6
  %43 = fpext float %42 to double
  %44 = fmul contract double %41, %43
  %45 = load float, ptr %29, align 4, !tbaa !6
  %46 = fpext float %45 to double
  %47 = fmul contract double %46, 3.000000e-01
  %48 = fadd contract double %44, %47
  %49 = fptrunc double %48 to float
  store float %49, ptr %29, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %50 = or i32 %9, %7
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %74

52:                                               ; preds = %6
  %53 = load float, ptr %18, align 4, !tbaa !6
  %54 = fpext float %53 to double
  %55 = fmul contract double %54, 3.000000e-01
  %56 = getelementptr inbounds float, ptr %5, i64 %17
  %57 = load float, ptr %56, align 4, !tbaa !6
  %58 = fpext float %57 to double
  %59 = fmul contract double %58, 3.000000e-01
  %60 = fadd contract double %55, %59
  %61 = getelementptr inbounds float, ptr %4, i64 %17
  %62 = load float, ptr %61, align 4, !tbaa !6
  %63 = fpext float %62 to double
  %64 = fadd contract double %60, %63
  %65 = fptrunc double %64 to float
  store float %65, ptr %61, align 4, !tbaa !6
  %66 = load float, ptr %18, align 4, !tbaa !6
  %67 = fpext float %66 to double
  %68 = fmul contract double %67, 3.000000e-01
  %69 = load float, ptr %56, align 4, !tbaa !6
  %70 = fpext float %69 to double
  %71 = fmul contract double %70, 3.000000e-01
  %72 = fadd contract double %68, %71
  %73 = fptrunc double %72 to float
  store float %73, ptr %56, align 4, !tbaa !6
  br label %74

74:                                               ; preds = %52, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z22bpnn_layerforward_CUDAPfS_S_S_ii, !"kernel", i32 1}
!1 = !{ptr @_Z24bpnn_adjust_weights_cudaPfiS_iS_S_, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
