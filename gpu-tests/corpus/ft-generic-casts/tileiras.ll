; launch: @k (out=i32[8] zero)
; seam-gpu case ft-generic-casts variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global i32 undef, align 4

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0

define ptx_kernel void @k(ptr addrspace(1) %out) #1 {
entry:
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %s = addrspacecast ptr addrspace(3) @sh to ptr
  %a = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %v.i = zext i1 %a to i32
  %p.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 0
  store i32 %v.i, ptr addrspace(1) %p.i, align 4
  %b = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %v.i.1 = zext i1 %b to i32
  %p.i.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %v.i.1, ptr addrspace(1) %p.i.1, align 4
  %c = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  %v.i.2 = zext i1 %c to i32
  %p.i.2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %v.i.2, ptr addrspace(1) %p.i.2, align 4
  %d = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  %v.i.3 = zext i1 %d to i32
  %p.i.3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %v.i.3, ptr addrspace(1) %p.i.3, align 4
  %e = call i1 @llvm.nvvm.isspacep.local(ptr %s)
  %v.i.4 = zext i1 %e to i32
  %p.i.4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
  store i32 %v.i.4, ptr addrspace(1) %p.i.4, align 4
  %f = call i1 @llvm.nvvm.isspacep.shared(ptr null)
  %v.i.5 = zext i1 %f to i32
  %p.i.5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
  store i32 %v.i.5, ptr addrspace(1) %p.i.5, align 4
  store i32 42, ptr addrspace(3) @sh, align 4
  %x = load i32, ptr addrspace(3) @sh, align 4
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 6
  store i32 %x, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 7
  store i32 43, ptr addrspace(1) %p7, align 4
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { alwaysinline }
