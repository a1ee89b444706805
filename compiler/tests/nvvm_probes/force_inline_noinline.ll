; Seed 000: an image handle is forced even under `noinline`; large parameters and a large
; return are not. Each callee is `noinline`. (The kernel rule is not observable: a call to a
; kernel is invalid IR, for seam's verifier and LLVM's.)
; expect-nvvm: nvvm: @k: not-inlined (noinline function attribute) callee=@p388 cost=never
; expect-nvvm: nvvm: @k: not-inlined (noinline function attribute) callee=@r148 cost=never
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@img cost=always
; expect-nvvm-log: Function img has an image argument, so overriding noinline attribute
; expect-seam: force-inline: @p388: not-forced (noinline) params=388 return=4
; expect-seam: force-inline: @r148: not-forced (noinline) params=4 return=148
; expect-seam: force-inline: @img: force-inline (image-handle) params=12 return=4 dropped=noinline

target triple = "nvptx64-nvidia-cuda"

define internal i32 @p388(i32 %x, [96 x i32] %p0) #0 {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal [37 x i32] @r148(i32 %x) #0 {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  %r = insertvalue [37 x i32] zeroinitializer, i32 %c, 0
  ret [37 x i32] %r
}

define internal i32 @img(i32 %x, i64 %p0) #0 {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i64 %h) {
  %1 = call i32 @p388(i32 %n, [96 x i32] zeroinitializer)
  store volatile i32 %1, ptr addrspace(1) %out
  %2 = call [37 x i32] @r148(i32 %n)
  %3 = extractvalue [37 x i32] %2, 0
  store volatile i32 %3, ptr addrspace(1) %out
  %4 = call i32 @img(i32 %n, i64 %h)
  store volatile i32 %4, ptr addrspace(1) %out
  ret void
}

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @img, !"rdoimage", i32 1}
