; launch: @k block=4 (out=i32[4] zero)
; seam-gpu case ft-const-table variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@squares = internal addrspace(4) constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@total = addrspace(1) global i32 0, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds [4 x i32], ptr addrspace(4) @squares, i32 0, i32 %t
  %v = load i32, ptr addrspace(4) %q, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  %old = atomicrmw add ptr addrspace(1) @total, i32 %v monotonic, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
