; Poison from a shift by the full width, and from an overflowing `add nsw`, decides a branch.
; test: interpret
; launch: @shift (out=i32[1] zero, i32 32)
; expect-ub: poison-branch
; launch: @shift (out=i32[1] zero, i32 29)
; expect: out: i32[1] = {7}
; launch: @k (out=i32[1] zero, i32 2147483647)
; expect-ub: poison-branch
; launch: @k (out=i32[1] zero, i32 5)
; expect: out: i32[1] = {1}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = add nsw i32 %n, 1
  %c = icmp sgt i32 %v, %n
  br i1 %c, label %yes, label %no

yes:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void

no:
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @shift(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = lshr i32 -1, %n
  %small = icmp ult i32 %v, 1000
  br i1 %small, label %store, label %done

store:
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: poison-branch: the branch condition is poison at 34:3: @shift, block %entry, `br i1 %small, label %store, label %done` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {7}
; launch at line 7:
;   ub: poison-branch: the branch condition is poison at 19:3: @k, block %entry, `br i1 %c, label %yes, label %no` (block (0,0,0), thread (0,0,0))
; launch at line 9:
;   out: i32[1] = {1}
