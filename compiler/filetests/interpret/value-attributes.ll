; Parameter and return attributes: `range` and `nonnull` turn a value that breaks them into
; poison; `noundef` makes poison undefined behaviour at the call or the return.
; test: interpret
; launch: @k (out=i32[2] zero, i32 5)
; expect: out: i32[2] = {5, 1}
; launch: @k (out=i32[2] zero, i32 12)
; expect-ub: poison-operand
; launch: @noundef_arg (out=i32[1] zero, i32 40)
; expect-ub: poison-operand
; launch: @noundef_arg (out=i32[1] zero, i32 4)
; expect: out: i32[1] = {16}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal noundef range(i32 0, 10) i32 @small(i32 %x) {
entry:
  ret i32 %x
}

define internal i32 @id(ptr nonnull %p) {
entry:
  %isnull = icmp eq ptr %p, null
  %r = zext i1 %isnull to i32
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %s = call i32 @small(i32 %x)
  store i32 %s, ptr addrspace(1) %out, align 4
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %n = call i32 @id(ptr %g)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  %one = xor i32 %n, 1
  store i32 %one, ptr addrspace(1) %o1, align 4
  ret void
}

define internal i32 @square(i32 noundef %x) {
entry:
  %r = mul i32 %x, %x
  ret i32 %r
}

define ptx_kernel void @noundef_arg(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = shl i32 1, %n
  %w = lshr i32 %v, %n
  %x = shl i32 %w, 2
  %r = call i32 @square(i32 %x)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 4:
;   out: i32[2] = {5, 1}
; launch at line 6:
;   ub: poison-operand: the returned value is poison (or breaks its attributes) but noundef at 18:3: @small, block %entry, `ret i32 %x` (block (0,0,0), thread (0,0,0))
; launch at line 8:
;   ub: poison-operand: argument 1 is poison (or breaks its attributes) but noundef at 51:3: @noundef_arg, block %entry, `%r = call i32 @square(i32 %x)` (block (0,0,0), thread (0,0,0))
; launch at line 10:
;   out: i32[1] = {16}
