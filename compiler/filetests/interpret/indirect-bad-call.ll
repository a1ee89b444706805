; An indirect call with a function type the callee does not have.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: bad-call

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @one(i32 %x) {
entry:
  ret i32 %x
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %f = select i1 true, ptr @one, ptr null
  %r = call i64 %f(i64 1)
  %t = trunc i64 %r to i32
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: bad-call: a call to @one through another function type at 17:3: @k, block %entry, `%r = call i64 %f(i64 1)` (block (0,0,0), thread (0,0,0))
