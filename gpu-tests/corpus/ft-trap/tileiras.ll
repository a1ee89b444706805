; launch: @k (out=i32[1] zero)
; seam-gpu case ft-trap variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.trap() #0

define ptx_kernel void @k(ptr addrspace(1) %out) #1 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  call void @llvm.trap()
  unreachable
}

attributes #0 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #1 = { alwaysinline }
