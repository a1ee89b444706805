; launch: @k block=2,3 (out=i32[6] zero, i32 10)
; seam-gpu case ft-block-2d variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %scale) {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %row = mul i32 %y, 2
  %i = add i32 %row, %x
  %y1 = add i32 %y, 1
  %s = mul i32 %y1, %scale
  %v = add i32 %s, %x
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
