; Threads store the same value to a flag and another thread reads it in the same barrier
; interval: a read observes a racing write, undefined even though every store wrote the same
; value.
; test: interpret
; launch: @k block=32 (out=i32[1] zero, flag=i32[1] zero)
; expect-ub: data-race

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %reader = icmp eq i32 %t, 31
  br i1 %reader, label %read, label %write

write:
  store i32 1, ptr addrspace(1) %flag, align 4
  ret void

read:
  %v = load i32, ptr addrspace(1) %flag, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 5:
;   ub: data-race: reads byte 0 of buffer 'flag', which thread (30,0,0) of this block wrote since the last barrier at 19:3: @k, block %read, `%v = load i32, ptr addrspace(1) %flag, align 4` (block (0,0,0), thread (31,0,0))
