; Many threads of two blocks store the same value to one flag (BFS's `*g_over = true`): a
; benign race, not undefined behaviour (docs/semantics.md, "Data races"); the outcome carries
; it as a warning. Storing different values stays a data race: race-different-values.ll.
; test: interpret
; launch: @k grid=2 block=32 (over=i32[1] zero)
; expect: over: i32[1] = {1}

define ptx_kernel void @k(ptr addrspace(1) %over) {
entry:
  store i32 1, ptr addrspace(1) %over, align 4
  ret void
}

; ==== expected output ====
; launch at line 5:
;   over: i32[1] = {1}
;   warning: 63 benign races (stores of the same value)
