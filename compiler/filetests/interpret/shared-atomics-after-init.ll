; A plain initialization, a barrier, then every thread's atomic add on the same shared word: the
; barrier orders the initialization before the atomics, and atomics never race with each other
; (the histogram pattern of clang-stencil-O0.ll).
; test: interpret
; launch: @k block=4 (out=i32[1] zero)
; expect: out: i32[1] = {4}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global i32 undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %add

init:
  store i32 0, ptr addrspace(3) @s, align 4
  br label %add

add:
  call void @llvm.nvvm.barrier0()
  %old = atomicrmw add ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 1 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %publish, label %done

publish:
  %v = load i32, ptr addrspace(3) @s, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

; ==== expected output ====
; launch at line 5:
;   out: i32[1] = {4}
