; Recursion: a recursive function is never inlined into its caller (LLVM's rule, which the
; seeds' inliners keep); NVVM 13.5 keeps the call and says why.
; expect-nvvm: nvvm: @k: not-inlined (recursive) callee=@rec cost=never

target triple = "nvptx64-nvidia-cuda"

define internal i32 @rec(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %z, label %n
n:
  %y = sub i32 %x, 1
  %r = call i32 @rec(i32 %y)
  %s = add i32 %r, 2
  ret i32 %s
z:
  ret i32 0
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %w = call i32 @rec(i32 %n)
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
