; launch: @k grid=2 block=3 (out=i32[6] zero)
; launch: @k grid=1 block=2 (out=i32[3] fill 7)
; seam-gpu case ft-global-buffers variant original
; Global memory: every thread of a 2x3 grid writes its own element.
; test: interpret
; expect: out: i32[6] = {0, 1, 2, 100, 101, 102}
; expect: out: i32[3] = {0, 1, 7}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %n
  %i = add i32 %base, %t
  %hundreds = mul i32 %b, 100
  %v = add i32 %hundreds, %t
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; ==== expected output ====
; launch at line 3:
;   out: i32[6] = {0, 1, 2, 100, 101, 102}
; launch at line 5:
;   out: i32[3] = {0, 1, 7}
