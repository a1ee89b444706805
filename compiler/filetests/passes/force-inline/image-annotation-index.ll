; force-inline (seed 000): an image-handle annotation forces its function only when its
; parameter index names a parameter (index < the parameter count); an index one past the last
; parameter, or an annotation that is not an image kind, forces nothing.
; test: opt force-inline

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; rdoimage on parameter 1 of 2: the last parameter, forced.
define internal i32 @last(i32 %a, i64 %img) {
  %t = trunc i64 %img to i32
  %r = add i32 %a, %t
  ret i32 %r
}

; sampler on parameter 2 of 2: no such parameter, not forced.
define internal i32 @past(i32 %a, i64 %img) {
  %t = trunc i64 %img to i32
  %r = add i32 %a, %t
  ret i32 %r
}

; maxntidx 0 on a device function: not an image annotation, not forced.
define internal i32 @other(i32 %a) {
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %x = call i32 @last(i32 1, i64 2)
  %y = call i32 @past(i32 3, i64 4)
  %z = call i32 @other(i32 5)
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @last, !"rdoimage", i32 1}
!1 = !{ptr @past, !"sampler", i32 2}
!2 = !{ptr @other, !"maxntidx", i32 0}

; ==== expected output ====
; pipeline: force-inline
; remark: force-inline: @last: force-inline (image-handle) params=12 return=4
; remark: force-inline: @past: not-forced (none) params=12 return=4
; remark: force-inline: @other: not-forced (none) params=4 return=4
; remark: force-inline: @k: force-inline (kernel) params=8 return=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @last(i32 %a, i64 %img) #0 {
;   %t = trunc i64 %img to i32
;   %r = add i32 %a, %t
;   ret i32 %r
; }
;
; define internal i32 @past(i32 %a, i64 %img) {
;   %t = trunc i64 %img to i32
;   %r = add i32 %a, %t
;   ret i32 %r
; }
;
; define internal i32 @other(i32 %a) {
;   ret i32 %a
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
;   %x = call i32 @last(i32 1, i64 2)
;   %y = call i32 @past(i32 3, i64 4)
;   %z = call i32 @other(i32 5)
;   %s = add i32 %x, %y
;   %t = add i32 %s, %z
;   store i32 %t, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; attributes #0 = { alwaysinline }
;
; !nvvm.annotations = !{!0, !1, !2}
;
; !0 = !{ptr @last, !"rdoimage", i32 1}
; !1 = !{ptr @past, !"sampler", i32 2}
; !2 = !{ptr @other, !"maxntidx", i32 0}
