; Which annotations count as an image handle (seed 000: "an image/sampler typedef such as
; wroimage, rdoimage, or sampler"): a `sampler` does, in NVVM 13.5 as in seam (noinline
; overridden); a `texture` does not, in either (noinline stands).
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@smp cost=always
; expect-nvvm: nvvm: @k: not-inlined (noinline function attribute) callee=@tex cost=never
; expect-nvvm-log: Function smp has an image argument, so overriding noinline attribute
; expect-seam: force-inline: @smp: force-inline (image-handle) params=12 return=4 dropped=noinline
; expect-seam: force-inline: @tex: not-forced (noinline) params=12 return=4

target triple = "nvptx64-nvidia-cuda"

define internal i32 @smp(i32 %x, i64 %h) #0 {
  %a = mul i32 %x, %x
  ret i32 %a
}

define internal i32 @tex(i32 %x, i64 %h) #0 {
  %a = add i32 %x, %x
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i64 %h) {
  %1 = call i32 @smp(i32 %n, i64 %h)
  store volatile i32 %1, ptr addrspace(1) %out
  %2 = call i32 @tex(i32 %n, i64 %h)
  store volatile i32 %2, ptr addrspace(1) %out
  ret void
}

attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @smp, !"sampler", i32 1}
!1 = !{ptr @tex, !"texture", i32 1}
