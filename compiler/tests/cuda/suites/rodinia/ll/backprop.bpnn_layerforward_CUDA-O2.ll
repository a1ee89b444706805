; ModuleID = 'backprop.bpnn_layerforward_CUDA.cu'
source_filename = "backprop.bpnn_layerforward_CUDA.cu"
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
  %24 = load float, ptr %23, align 4, !tbaa !5
  store float %24, ptr %20, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %6, %19
  tail call void @llvm.nvvm.barrier0()
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = zext nneg i32 %8 to i64
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %18, i64 %29
  store float %28, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 0, i64 %18
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fmul contract float %31, %33
  store float %34, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %35 = tail call contract noundef float @llvm.nvvm.lg2.approx.f(float 1.600000e+01)
  %36 = fcmp contract ult float %35, 1.000000e+00
  br i1 %36, label %39, label %37

37:                                               ; preds = %25
  %38 = tail call contract float @llvm.nvvm.lg2.approx.f(float 2.000000e+00)
  br label %41

39:                                               ; preds = %57, %25
  %40 = load float, ptr %30, align 4, !tbaa !5
  store float %40, ptr %27, align 4, !tbaa !5
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
  %50 = load float, ptr %30, align 4, !tbaa !5
  %51 = sdiv i32 %46, 2
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %53, i64 %29
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fadd contract float %50, %55
  store float %56, ptr %30, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %49, %41
  tail call void @llvm.nvvm.barrier0()
  %58 = add nuw nsw i32 %43, 1
  %59 = uitofp nneg i32 %58 to float
  %60 = fcmp contract ult float %35, %59
  br i1 %60, label %39, label %41, !llvm.loop !9

61:                                               ; preds = %39
  %62 = mul nsw i32 %7, %5
  %63 = add nsw i32 %62, %9
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %3, i64 %64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 0, i64 %29, i64 %18
  %67 = load float, ptr %66, align 4, !tbaa !5
  store float %67, ptr %65, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %61, %39
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z22bpnn_layerforward_CUDAPfS_S_S_ii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
