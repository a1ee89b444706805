; An image annotation whose index names no parameter (`!{ptr @f, !"rdoimage", i32 2}` on a
; function of one parameter). The seed is silent: it speaks of an argument that carries an image
; type. seam reads "an argument": the annotation names none, so `noinline` stands. NVVM 13.5
; takes the annotation alone: it overrides `noinline` and inlines.
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@f cost=always
; expect-nvvm-log: Function f has an image argument, so overriding noinline attribute
; expect-seam: force-inline: @f: not-forced (noinline) params=4 return=4

target triple = "nvptx64-nvidia-cuda"

define internal i32 @f(i32 %x) #0 {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %1 = call i32 @f(i32 %n)
  store volatile i32 %1, ptr addrspace(1) %out
  ret void
}

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @f, !"rdoimage", i32 2}
