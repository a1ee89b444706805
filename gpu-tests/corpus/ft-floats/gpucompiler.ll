; launch: @k (out=f32[6] zero, float 1.5)
; seam-gpu case ft-floats variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float) #0

declare float @llvm.sqrt.f32(float) #0

define ptx_kernel void @k(ptr addrspace(1) %out, float %x) {
entry:
  %a = call float @llvm.fma.f32(float %x, float %x, float 1.125000e+00)
  store float %a, ptr addrspace(1) %out, align 4
  %i = fptosi float %x to i32
  %i1 = add i32 %i, 1
  %f = sitofp i32 %i1 to float
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i32 1
  store float %f, ptr addrspace(1) %o1, align 4
  %neg = fneg float %x
  %nan = call float @llvm.sqrt.f32(float %neg)
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i32 2
  store float %nan, ptr addrspace(1) %o2, align 4
  %d = fpext float %x to double
  %d2 = fmul double %d, 4.000000e+00
  %d3 = fadd double %d2, 1.000000e+00
  %g = fptrunc double %d3 to float
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i32 3
  store float %g, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i32 4
  store float %neg, ptr addrspace(1) %o4, align 4
  %c = fcmp uno float %nan, %x
  %ci = uitofp i1 %c to float
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i32 5
  store float %ci, ptr addrspace(1) %o5, align 4
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
