; launch: @k grid=3 block=4 (count=i32[1] zero, max=i32[1] fill -5, claim=i32[1] fill -1)
; seam-gpu case ft-atomics variant original
; Atomics do not race: a grid-wide counter, a maximum, and a compare-and-swap claim.
; test: interpret
; expect: count: i32[1] = {12}
; expect: max: i32[1] = {11}
; expect: claim: i32[1] = {0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %count, ptr addrspace(1) %max, ptr addrspace(1) %claim) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %b, 4
  %g = add i32 %base, %t
  %a = atomicrmw add ptr addrspace(1) %count, i32 1 monotonic, align 4
  %m = atomicrmw max ptr addrspace(1) %max, i32 %g seq_cst, align 4
  %x = cmpxchg ptr addrspace(1) %claim, i32 -1, i32 %g acq_rel monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; ==== expected output ====
; launch at line 3:
;   claim: i32[1] = {0}
;   count: i32[1] = {12}
;   max: i32[1] = {11}
