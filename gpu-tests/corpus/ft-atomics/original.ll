; launch: @k grid=3 block=4 (count=i32[1] zero, max=i32[1] fill -5, claim=i32[1] fill -1, wins=i32[1] zero)
; seam-gpu case ft-atomics variant original
; Atomics do not race: a grid-wide counter, a maximum, and a compare-and-swap claim. Which
; thread wins the claim depends on the order the GPU runs blocks in (an H100 gave thread 8
; where the interpreter gives 0), so the claim stores the same value from every thread and
; the winners are counted: exactly one, on any schedule.
; test: interpret
; expect: count: i32[1] = {12}
; expect: max: i32[1] = {11}
; expect: claim: i32[1] = {7}
; expect: wins: i32[1] = {1}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %count, ptr addrspace(1) %max, ptr addrspace(1) %claim, ptr addrspace(1) %wins) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %b, 4
  %g = add i32 %base, %t
  %a = atomicrmw add ptr addrspace(1) %count, i32 1 monotonic, align 4
  %m = atomicrmw max ptr addrspace(1) %max, i32 %g seq_cst, align 4
  %x = cmpxchg ptr addrspace(1) %claim, i32 -1, i32 7 acq_rel monotonic, align 4
  %won = extractvalue { i32, i1 } %x, 1
  br i1 %won, label %winner, label %done

winner:
  %w = atomicrmw add ptr addrspace(1) %wins, i32 1 monotonic, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; ==== expected output ====
; launch at line 6:
;   claim: i32[1] = {7}
;   count: i32[1] = {12}
;   max: i32[1] = {11}
;   wins: i32[1] = {1}
