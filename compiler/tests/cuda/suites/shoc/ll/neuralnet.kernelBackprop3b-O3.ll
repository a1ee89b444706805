; ModuleID = 'neuralnet.kernelBackprop3b.cu'
source_filename = "neuralnet.kernelBackprop3b.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16kernelBackprop3bPfiS_(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %2, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !5
  %8 = fneg contract float %7
  %9 = tail call contract noundef float @__nv_expf(float noundef %8) #3
  %10 = fpext float %9 to double
  %11 = fadd contract double %10, 1.000000e+00
  %12 = fdiv contract double 1.000000e+00, %11
  %13 = load float, ptr %6, align 4, !tbaa !5
  %14 = fneg contract float %13
  %15 = tail call contract noundef float @__nv_expf(float noundef %14) #3
  %16 = fpext float %15 to double
  %17 = fadd contract double %16, 1.000000e+00
  %18 = fdiv contract double 1.000000e+00, %17
  %19 = fsub contract double 1.000000e+00, %18
  %20 = fmul contract double %12, %19
  %21 = add i32 %4, %1
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fpext float %24 to double
  %26 = fmul contract double %20, %25
  %27 = fptrunc double %26 to float
  store float %27, ptr %23, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16kernelBackprop3bPfiS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
