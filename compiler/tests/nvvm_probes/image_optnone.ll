; An image-handle function that is `optnone` (and so `noinline`, which LLVM requires with it).
; The seed forces an image handle "even if the source requested noinline" and is silent on
; `optnone`. seam drops both attributes and inlines; NVVM 13.5 keeps the call (no override,
; no warning): a difference in reading where the seed is silent.
; expect-nvvm: nvvm: @k: not-inlined (noinline function attribute) callee=@img cost=never
; expect-seam: force-inline: @img: force-inline (image-handle) params=12 return=4 dropped=noinline,optnone
; expect-seam: always-inline: @k: inlined (always-inline) callee=@img growth=0

target triple = "nvptx64-nvidia-cuda"

define internal i32 @img(i32 %x, i64 %h) #0 {
  %a = mul i32 %x, %x
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i64 %h) {
  %1 = call i32 @img(i32 %n, i64 %h)
  store volatile i32 %1, ptr addrspace(1) %out
  ret void
}

attributes #0 = { noinline optnone }

!nvvm.annotations = !{!0}
!0 = !{ptr @img, !"wroimage", i32 1}
