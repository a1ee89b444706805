; launch: @k block=2 (out=i32[2] zero, s=i32[3] {5, 7, 9})
; seam-gpu case ft-byval-kernel-param variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr align 4 byval([3 x i32]) %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = load i32, ptr %s, align 4
  %f = add i32 %t, 1
  %fp = getelementptr inbounds [3 x i32], ptr %s, i32 0, i32 %f
  %b = load i32, ptr %fp, align 4
  %v = add i32 %a, %b
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
