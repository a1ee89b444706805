; A divisor that is zero for one thread.
; test: interpret
; launch: @k block=3 (out=i32[3] zero)
; expect-ub: division-by-zero

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = sub i32 2, %t
  %q = udiv i32 100, %d
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %q, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 3:
;   ub: division-by-zero: division by zero at 13:3: @k, block %entry, `%q = udiv i32 100, %d` (block (0,0,0), thread (2,0,0))
