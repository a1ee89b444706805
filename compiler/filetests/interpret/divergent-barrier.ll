; A barrier only the first two threads of the block reach.
; test: interpret
; launch: @k block=4 (out=i32[4] zero)
; expect-ub: divergent-barrier
; launch: @k block=2 (out=i32[4] zero)
; expect: out: i32[4] = {1, 1, 0, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %t, 2
  br i1 %low, label %sync, label %done

sync:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 1, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 3:
;   ub: divergent-barrier: 2 of 4 threads wait at a barrier, but thread (2,0,0) returned without reaching one at 18:3: @k, block %sync, `call void @llvm.nvvm.barrier0()` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[4] = {1, 1, 0, 0}
