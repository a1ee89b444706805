; launch: @k block=8 shared=32 (out=i32[8] zero)
; seam-gpu case ft-dynamic-shared variant tileiras
@buf = external addrspace(3) global [0 x i32]

define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = add i32 %t, 1
  %v = mul i32 %t1, 10
  %s = getelementptr [0 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %last = icmp eq i32 %t, 7
  %n = select i1 %last, i32 0, i32 %t1
  %sn = getelementptr [0 x i32], ptr addrspace(3) @buf, i32 0, i32 %n
  %r = load i32, ptr addrspace(3) %sn, align 4
  %w = select i1 %last, i32 0, i32 %r
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
