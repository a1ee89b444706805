; Shared memory starts uninitialized in every block: a branch on what was never written.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: poison-branch

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@flag = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %f = load i32, ptr addrspace(3) @flag, align 4
  %c = icmp eq i32 %f, 0
  br i1 %c, label %zero, label %done

zero:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: poison-branch: the branch condition is poison at 15:3: @k, block %entry, `br i1 %c, label %zero, label %done` (block (0,0,0), thread (0,0,0))
