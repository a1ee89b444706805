; LLVM 19 accepts a call through another function type or calling convention than the
; callee's (not for an intrinsic); running one is `bad-call`. The passes take such a call for
; a call through a pointer (LLVM's getCalledFunction gives no function for another type).
; test: roundtrip
; test: verify
; test: interpret
; launch: @k1 (out=i32[1] zero)
; expect-ub: bad-call
; launch: @k2 (out=i32[1] zero)
; expect-ub: bad-call
; launch: @k3 (out=i32[1] zero)
; expect: out: i32[1] = {5}

define i32 @g(i32 %x) {
  ret i32 %x
}

define ptx_kernel void @k1(ptr addrspace(1) %out) {
  %r = call i64 @g(i64 5)
  %t = trunc i64 %r to i32
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out) {
  %s = call fastcc i32 @g(i32 5)
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out) {
  %s = call i32 @g(i32 5)
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; define i32 @g(i32 %x) {
;   ret i32 %x
; }
;
; define ptx_kernel void @k1(ptr addrspace(1) %out) {
;   %r = call i64 @g(i64 5)
;   %t = trunc i64 %r to i32
;   store i32 %t, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; define ptx_kernel void @k2(ptr addrspace(1) %out) {
;   %s = call fastcc i32 @g(i32 5)
;   store i32 %s, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; define ptx_kernel void @k3(ptr addrspace(1) %out) {
;   %s = call i32 @g(i32 5)
;   store i32 %s, ptr addrspace(1) %out, align 4
;   ret void
; }
; launch at line 7:
;   ub: bad-call: a call to @g through another function type at 19:3: @k1, block %0, `%r = call i64 @g(i64 5)` (block (0,0,0), thread (0,0,0))
; launch at line 9:
;   ub: bad-call: a call to @g with another calling convention at 26:3: @k2, block %0, `%s = call fastcc i32 @g(i32 5)` (block (0,0,0), thread (0,0,0))
; launch at line 11:
;   out: i32[1] = {5}
