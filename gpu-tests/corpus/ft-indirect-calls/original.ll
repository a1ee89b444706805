; launch: @k block=6 (out=i32[6] zero)
; seam-gpu case ft-indirect-calls variant original
; Indirect calls through a table of function pointers in constant memory.
; test: interpret
; expect: out: i32[6] = {10, 20, 30, 13, 23, 33}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ops = internal addrspace(4) constant [3 x ptr] [ptr @times10, ptr @times20, ptr @times30], align 8

define internal i32 @times10(i32 %x) {
entry:
  %r = mul i32 %x, 10
  ret i32 %r
}

define internal i32 @times20(i32 %x) {
entry:
  %r = mul i32 %x, 20
  ret i32 %r
}

define internal i32 @times30(i32 %x) {
entry:
  %r = mul i32 %x, 30
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %which = urem i32 %t, 3
  %hi = udiv i32 %t, 3
  %slot = getelementptr inbounds [3 x ptr], ptr addrspace(4) @ops, i32 0, i32 %which
  %f = load ptr, ptr addrspace(4) %slot, align 8
  %r = call i32 %f(i32 1)
  %extra = mul i32 %hi, 3
  %v = add i32 %r, %extra
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 3:
;   out: i32[6] = {10, 20, 30, 13, 23, 33}
