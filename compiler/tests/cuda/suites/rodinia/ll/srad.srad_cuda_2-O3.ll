; ModuleID = 'srad.srad_cuda_2.cu'
source_filename = "srad.srad_cuda_2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11srad_cuda_2PfS_S_S_S_S_iiff(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = shl nsw i32 %6, 4
  %16 = mul i32 %15, %12
  %17 = shl nsw i32 %11, 4
  %18 = add nsw i32 %16, %17
  %19 = mul nsw i32 %14, %6
  %20 = add nsw i32 %18, %19
  %21 = add nsw i32 %20, %13
  %22 = add i32 %15, %13
  %23 = add i32 %22, %18
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %4, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = zext nneg i32 %14 to i64
  %28 = zext nneg i32 %13 to i64
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp to ptr), i64 0, i64 %27, i64 %28
  store float %26, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %30 = sext i32 %23 to i64
  %31 = getelementptr inbounds float, ptr %5, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 0, i64 %27, i64 %28
  store float %32, ptr %33, align 4, !tbaa !5
  %34 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %35 = add nsw i32 %34, -1
  %36 = icmp eq i32 %12, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %10
  %38 = mul nsw i32 %6, 15
  %39 = add nuw i32 %17, %13
  %40 = add i32 %39, %38
  %41 = add i32 %40, %16
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  store float %44, ptr %33, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %37, %10
  tail call void @llvm.nvvm.barrier0()
  %46 = sext i32 %20 to i64
  %47 = getelementptr float, ptr %5, i64 %46
  %48 = getelementptr i8, ptr %47, i64 64
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 0, i64 %27, i64 %28
  store float %49, ptr %50, align 4, !tbaa !5
  %51 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %52 = add nsw i32 %51, -1
  %53 = icmp eq i32 %11, %52
  br i1 %53, label %54, label %62

54:                                               ; preds = %45
  %55 = shl i32 %51, 4
  %56 = add i32 %55, -1
  %57 = add i32 %56, %19
  %58 = add i32 %57, %16
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %5, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  store float %61, ptr %50, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %54, %45
  tail call void @llvm.nvvm.barrier0()
  %63 = getelementptr inbounds float, ptr %5, i64 %24
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %27, i64 %28
  store float %64, ptr %65, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = icmp eq i32 %14, 15
  %68 = icmp eq i32 %13, 15
  %69 = and i1 %67, %68
  br i1 %69, label %87, label %70

70:                                               ; preds = %62
  br i1 %68, label %71, label %75

71:                                               ; preds = %70
  %72 = add nuw nsw i32 %14, 1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %73, i64 %28
  br label %87

75:                                               ; preds = %70
  br i1 %67, label %76, label %80

76:                                               ; preds = %75
  %77 = add nuw nsw i32 %13, 1
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %27, i64 %78
  br label %87

80:                                               ; preds = %75
  %81 = add nuw nsw i32 %14, 1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %82, i64 %28
  %84 = add nuw nsw i32 %13, 1
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 0, i64 %27, i64 %85
  br label %87

87:                                               ; preds = %62, %71, %80, %76
  %88 = phi ptr [ %74, %71 ], [ %33, %76 ], [ %83, %80 ], [ %33, %62 ]
  %89 = phi ptr [ %50, %71 ], [ %79, %76 ], [ %86, %80 ], [ %50, %62 ]
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = load float, ptr %88, align 4, !tbaa !5
  %92 = getelementptr inbounds float, ptr %2, i64 %24
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %66, %93
  %95 = getelementptr inbounds float, ptr %3, i64 %24
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = fmul contract float %91, %96
  %98 = fadd contract float %94, %97
  %99 = getelementptr inbounds float, ptr %1, i64 %24
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %66, %100
  %102 = fadd contract float %98, %101
  %103 = getelementptr inbounds float, ptr %0, i64 %24
  %104 = load float, ptr %103, align 4, !tbaa !5
  %105 = fmul contract float %90, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %29, align 4, !tbaa !5
  %108 = fpext float %107 to double
  %109 = fpext float %8 to double
  %110 = fmul contract double %109, 2.500000e-01
  %111 = fpext float %106 to double
  %112 = fmul contract double %110, %111
  %113 = fadd contract double %112, %108
  %114 = fptrunc double %113 to float
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result to ptr), i64 0, i64 %27, i64 %28
  store float %114, ptr %115, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %116 = load float, ptr %115, align 4, !tbaa !5
  store float %116, ptr %25, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11srad_cuda_2PfS_S_S_S_S_iiff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
