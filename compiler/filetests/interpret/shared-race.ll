; An exchange without a barrier between the writes and the reads: thread 4 reads the slot
; thread 3 wrote in the same interval.
; test: interpret
; launch: @k block=8 (out=i32[8] zero)
; expect-ub: data-race

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [8 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = getelementptr inbounds [8 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  store i32 0, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  store i32 %t, ptr addrspace(3) %s, align 4
  %m = sub i32 7, %t
  %sm = getelementptr inbounds [8 x i32], ptr addrspace(3) @buf, i32 0, i32 %m
  %w = load i32, ptr addrspace(3) %sm, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 4:
;   ub: data-race: writes byte 16 of @buf, which thread (3,0,0) of this block read since the last barrier at 18:3: @k, block %entry, `store i32 %t, ptr addrspace(3) %s, align 4` (block (0,0,0), thread (4,0,0))
