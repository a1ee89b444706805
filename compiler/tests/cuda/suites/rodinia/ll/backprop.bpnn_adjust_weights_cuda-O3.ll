; ModuleID = 'backprop.bpnn_adjust_weights_cuda.cu'
source_filename = "backprop.bpnn_adjust_weights_cuda.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fpext float %19 to double
  %21 = fmul contract double %20, 3.000000e-01
  %22 = zext nneg i32 %12 to i64
  %23 = getelementptr float, ptr %2, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fpext float %25 to double
  %27 = fmul contract double %21, %26
  %28 = sext i32 %16 to i64
  %29 = getelementptr inbounds float, ptr %5, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fpext float %30 to double
  %32 = fmul contract double %31, 3.000000e-01
  %33 = fadd contract double %27, %32
  %34 = getelementptr inbounds float, ptr %4, i64 %28
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fpext float %35 to double
  %37 = fadd contract double %33, %36
  %38 = fptrunc double %37 to float
  store float %38, ptr %34, align 4, !tbaa !5
  %39 = load float, ptr %18, align 4, !tbaa !5
  %40 = fpext float %39 to double
  %41 = fmul contract double %40, 3.000000e-01
  %42 = load float, ptr %24, align 4, !tbaa !5
  %43 = fpext float %42 to double
  %44 = fmul contract double %41, %43
  %45 = load float, ptr %29, align 4, !tbaa !5
  %46 = fpext float %45 to double
  %47 = fmul contract double %46, 3.000000e-01
  %48 = fadd contract double %44, %47
  %49 = fptrunc double %48 to float
  store float %49, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %50 = or i32 %9, %7
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %74

52:                                               ; preds = %6
  %53 = load float, ptr %18, align 4, !tbaa !5
  %54 = fpext float %53 to double
  %55 = fmul contract double %54, 3.000000e-01
  %56 = getelementptr inbounds float, ptr %5, i64 %17
  %57 = load float, ptr %56, align 4, !tbaa !5
  %58 = fpext float %57 to double
  %59 = fmul contract double %58, 3.000000e-01
  %60 = fadd contract double %55, %59
  %61 = getelementptr inbounds float, ptr %4, i64 %17
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fpext float %62 to double
  %64 = fadd contract double %60, %63
  %65 = fptrunc double %64 to float
  store float %65, ptr %61, align 4, !tbaa !5
  %66 = load float, ptr %18, align 4, !tbaa !5
  %67 = fpext float %66 to double
  %68 = fmul contract double %67, 3.000000e-01
  %69 = load float, ptr %56, align 4, !tbaa !5
  %70 = fpext float %69 to double
  %71 = fmul contract double %70, 3.000000e-01
  %72 = fadd contract double %68, %71
  %73 = fptrunc double %72 to float
  store float %73, ptr %56, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %52, %6
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z24bpnn_adjust_weights_cudaPfiS_iS_S_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
