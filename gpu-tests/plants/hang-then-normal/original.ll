; launch: @h (flag=i32[1] zero, out=i32[1] zero)
; launch: @h (flag=i32[1] fill 1, out=i32[1] zero)
; seam-gpu case hang-then-normal variant original
; seam-gpu plant: the first launch spins forever on a flag nobody sets (the interpreters run
; out of fuel, a GPU passes the watchdog: the worker is killed); the second finds the flag set
; and must pass in a fresh worker.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  br label %spin

spin:
  %n = phi i32 [ 0, %entry ], [ %n1, %spin ]
  %v = load volatile i32, ptr addrspace(1) %flag, align 4
  %n1 = add i32 %n, 1
  %z = icmp eq i32 %v, 0
  br i1 %z, label %spin, label %done

done:
  store i32 %n1, ptr addrspace(1) %out, align 4
  ret void
}
