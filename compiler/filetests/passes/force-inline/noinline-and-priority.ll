; force-inline (seed 000): `noinline` blocks the size rules but not the kernel and image-handle
; rules (which then drop `noinline`, and `optnone` with it); the first reason in priority
; order is the one reported.
; test: opt force-inline

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; noinline + large params: not forced.
define internal i32 @noinline_params([100 x i32] %a) noinline {
  %x = extractvalue [100 x i32] %a, 0
  ret i32 %x
}

; noinline + large return: not forced.
define internal [40 x i32] @noinline_ret() noinline {
  ret [40 x i32] zeroinitializer
}

; noinline + optnone + image: forced; both attributes go.
define internal i32 @noinline_image(i64 %img) noinline optnone {
  %t = trunc i64 %img to i32
  ret i32 %t
}

; A noinline kernel: forced anyway.
define ptx_kernel void @noinline_kernel(ptr addrspace(1) %out) noinline {
  ret void
}

; A kernel by annotation, with an image and large params: "kernel" wins.
define void @annotated_kernel([100 x i32] %a, i64 %img) {
  ret void
}

; Image before the size rules.
define internal [40 x i32] @image_and_large([100 x i32] %a, i64 %s) {
  ret [40 x i32] zeroinitializer
}

; Large params before large return.
define internal [40 x i32] @params_and_ret([100 x i32] %a) {
  ret [40 x i32] zeroinitializer
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @noinline_image, !"wroimage", i32 0}
!1 = !{ptr @annotated_kernel, !"kernel", i32 1}
!2 = !{ptr @annotated_kernel, !"rdoimage", i32 1}
!3 = !{ptr @image_and_large, !"sampler", i32 1}

; ==== expected output ====
; pipeline: force-inline
; remark: force-inline: @noinline_params: not-forced (noinline) params=400 return=4
; remark: force-inline: @noinline_ret: not-forced (noinline) params=0 return=160
; remark: force-inline: @noinline_image: force-inline (image-handle) params=8 return=4 dropped=noinline,optnone
; remark: force-inline: @noinline_kernel: force-inline (kernel) params=8 return=0 dropped=noinline
; remark: force-inline: @annotated_kernel: force-inline (kernel) params=408 return=0
; remark: force-inline: @image_and_large: force-inline (image-handle) params=408 return=160
; remark: force-inline: @params_and_ret: force-inline (large-params) params=400 return=160
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @noinline_params([100 x i32] %a) #0 {
;   %x = extractvalue [100 x i32] %a, 0
;   ret i32 %x
; }
;
; define internal [40 x i32] @noinline_ret() #0 {
;   ret [40 x i32] zeroinitializer
; }
;
; define internal i32 @noinline_image(i64 %img) #1 {
;   %t = trunc i64 %img to i32
;   ret i32 %t
; }
;
; define ptx_kernel void @noinline_kernel(ptr addrspace(1) %out) #1 {
;   ret void
; }
;
; define void @annotated_kernel([100 x i32] %a, i64 %img) #1 {
;   ret void
; }
;
; define internal [40 x i32] @image_and_large([100 x i32] %a, i64 %s) #1 {
;   ret [40 x i32] zeroinitializer
; }
;
; define internal [40 x i32] @params_and_ret([100 x i32] %a) #1 {
;   ret [40 x i32] zeroinitializer
; }
;
; attributes #0 = { noinline }
; attributes #1 = { alwaysinline }
;
; !nvvm.annotations = !{!0, !1, !2, !3}
;
; !0 = !{ptr @noinline_image, !"wroimage", i32 0}
; !1 = !{ptr @annotated_kernel, !"kernel", i32 1}
; !2 = !{ptr @annotated_kernel, !"rdoimage", i32 1}
; !3 = !{ptr @image_and_large, !"sampler", i32 1}
