; ModuleID = 'neuralnet.kernelBackprop3b.cu'
source_filename = "neuralnet.kernelBackprop3b.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16kernelBackprop3bPfiS_(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %9, i64 %11
  %13 = load float, ptr %12, align 4
  %14 = fneg contract float %13
  store float %14, ptr %4, align 4
  %15 = load float, ptr %4, align 4
  %16 = call contract noundef float @__nv_expf(float noundef %15) #3
  %17 = fpext float %16 to double
  %18 = fadd contract double 1.000000e+00, %17
  %19 = fdiv contract double 1.000000e+00, %18
  %20 = load ptr, ptr %8, align 8
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fneg contract float %24
  store float %25, ptr %5, align 4
  %26 = load float, ptr %5, align 4
  %27 = call contract noundef float @__nv_expf(float noundef %26) #3
  %28 = fpext float %27 to double
  %29 = fadd contract double 1.000000e+00, %28
  %30 = fdiv contract double 1.000000e+00, %29
  %31 = fsub contract double 1.000000e+00, %30
  %32 = fmul contract double %19, %31
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %7, align 4
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %33, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fpext float %39 to double
  %41 = fmul contract double %40, %32
  %42 = fptrunc double %41 to float
  store float %42, ptr %38, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16kernelBackprop3bPfiS_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
