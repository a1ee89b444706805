; Blocks never synchronize: one block reads the counter another block wrote.
; test: interpret
; launch: @k grid=2 (out=i32[1] zero)
; expect-ub: data-race

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %out, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: data-race: reads byte 0 of buffer 'out', which block (0,0,0) wrote at 11:3: @k, block %entry, `%v = load i32, ptr addrspace(1) %out, align 4` (block (1,0,0), thread (0,0,0))
