; launch: @k grid=2 block=8 (out=i32[16] zero)
; seam-gpu case ft-shared-reverse variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tens = mul i32 %b, 10
  %v = add i32 %tens, %t
  %s = getelementptr inbounds [8 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %m = sub i32 7, %t
  %sm = getelementptr inbounds [8 x i32], ptr addrspace(3) @buf, i32 0, i32 %m
  %w = load i32, ptr addrspace(3) %sm, align 4
  %off = mul i32 %b, 8
  %i = add i32 %off, %t
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
