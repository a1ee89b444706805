; One element past the end of a buffer.
; test: interpret
; launch: @k block=5 (out=i32[4] zero)
; expect-ub: out-of-bounds

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 3:
;   ub: out-of-bounds: 4 bytes at offset 16 of buffer 'out' (16 bytes) at 13:3: @k, block %entry, `store i32 %t, ptr addrspace(1) %p, align 4` (block (0,0,0), thread (4,0,0))
