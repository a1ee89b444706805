; ModuleID = 'neuralnet.kernelBackprop2.cu'
source_filename = "neuralnet.kernelBackprop2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15kernelBackprop2PfiS_S_f(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, float noundef %4) local_unnamed_addr #0 {
  %6 = alloca [10 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  %7 = fpext float %4 to double
  %8 = fadd contract double %7, 1.000000e-01
  %9 = fptosi double %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %10
  store i32 1, ptr %11, align 4, !tbaa !5
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = sitofp i32 %17 to float
  %19 = fsub contract float %15, %18
  %20 = fpext float %19 to double
  %21 = getelementptr inbounds float, ptr %3, i64 %13
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = fneg contract float %22
  %24 = tail call contract noundef float @__nv_expf(float noundef %23) #6
  %25 = fpext float %24 to double
  %26 = fadd contract double %25, 1.000000e+00
  %27 = fdiv contract double 1.000000e+00, %26
  %28 = fmul contract double %27, %20
  %29 = load float, ptr %21, align 4, !tbaa !9
  %30 = fneg contract float %29
  %31 = tail call contract noundef float @__nv_expf(float noundef %30) #6
  %32 = fpext float %31 to double
  %33 = fadd contract double %32, 1.000000e+00
  %34 = fdiv contract double 1.000000e+00, %33
  %35 = fsub contract double 1.000000e+00, %34
  %36 = fmul contract double %28, %35
  %37 = fptrunc double %36 to float
  %38 = add i32 %12, %1
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %37, ptr %40, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15kernelBackprop2PfiS_S_f, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
