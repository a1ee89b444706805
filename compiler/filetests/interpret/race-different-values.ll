; Threads of one block store different values to one word with no barrier between: a data
; race (each thread's own index), undefined whichever store lands last.
; test: interpret
; launch: @k block=32 (out=i32[1] zero)
; expect-ub: data-race

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 4:
;   ub: data-race: writes byte 0 of buffer 'out', which thread (0,0,0) of this block wrote since the last barrier at 10:3: @k, block %entry, `store i32 %t, ptr addrspace(1) %out, align 4` (block (0,0,0), thread (1,0,0))
