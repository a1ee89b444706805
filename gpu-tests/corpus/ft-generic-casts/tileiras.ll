; launch: @k (out=i32[8] zero)
; seam-gpu case ft-generic-casts variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global i32 undef, align 4

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0

define internal void @put(ptr addrspace(1) %out, i32 %i, i1 %b) {
entry:
  %v = zext i1 %b to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) #1 {
entry:
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %s = addrspacecast ptr addrspace(3) @sh to ptr
  %a = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  call void @put(ptr addrspace(1) %out, i32 0, i1 %a)
  %b = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  call void @put(ptr addrspace(1) %out, i32 1, i1 %b)
  %c = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  call void @put(ptr addrspace(1) %out, i32 2, i1 %c)
  %d = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  call void @put(ptr addrspace(1) %out, i32 3, i1 %d)
  %e = call i1 @llvm.nvvm.isspacep.local(ptr %s)
  call void @put(ptr addrspace(1) %out, i32 4, i1 %e)
  %f = call i1 @llvm.nvvm.isspacep.shared(ptr null)
  call void @put(ptr addrspace(1) %out, i32 5, i1 %f)
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
