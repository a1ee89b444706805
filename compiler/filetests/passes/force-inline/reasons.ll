; force-inline (seed 000): each reason, and functions no rule forces.
; test: opt force-inline
; launch: @k (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; 96 x i32 = 384 bytes: exactly the limit, not forced.
define internal i32 @params_384([96 x i32] %a) {
  %x = extractvalue [96 x i32] %a, 5
  ret i32 %x
}

; 97 x i32 = 388 bytes: forced.
define internal i32 @params_388([97 x i32] %a) {
  %x = extractvalue [97 x i32] %a, 5
  ret i32 %x
}

; 36 x i32 = 144 bytes: not forced; 37 x i32 = 148 bytes: forced.
define internal [36 x i32] @ret_144(i32 %v) {
  %r = insertvalue [36 x i32] zeroinitializer, i32 %v, 0
  ret [36 x i32] %r
}

define internal [37 x i32] @ret_148(i32 %v) {
  %r = insertvalue [37 x i32] zeroinitializer, i32 %v, 0
  ret [37 x i32] %r
}

; An image handle (by annotation, parameter 1).
define internal i32 @image(i32 %a, i64 %img) {
  %t = trunc i64 %img to i32
  %r = add i32 %a, %t
  ret i32 %r
}

; Small and plain: not forced.
define internal i32 @plain(ptr %p, i32 %a) {
  %v = load i32, ptr %p, align 4
  %r = add i32 %v, %a
  ret i32 %r
}

; A declaration is not decided about.
declare i32 @external(i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = insertvalue [97 x i32] zeroinitializer, i32 7, 5
  %x = call i32 @params_388([97 x i32] %a)
  %b = insertvalue [96 x i32] zeroinitializer, i32 8, 5
  %y = call i32 @params_384([96 x i32] %b)
  %r1 = call [37 x i32] @ret_148(i32 3)
  %z = extractvalue [37 x i32] %r1, 0
  %r2 = call [36 x i32] @ret_144(i32 4)
  %w = extractvalue [36 x i32] %r2, 0
  %i = call i32 @image(i32 %z, i64 10)
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %p = call i32 @plain(ptr %g, i32 %w)
  %s1 = add i32 %x, %y
  %s2 = add i32 %s1, %i
  %s3 = add i32 %s2, %p
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %s3, ptr addrspace(1) %o1, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @image, !"rdoimage", i32 1}

; ==== expected output ====
; pipeline: force-inline
; remark: force-inline: @params_384: not-forced (none) params=384 return=4
; remark: force-inline: @params_388: force-inline (large-params) params=388 return=4
; remark: force-inline: @ret_144: not-forced (none) params=4 return=144
; remark: force-inline: @ret_148: force-inline (large-return) params=4 return=148
; remark: force-inline: @image: force-inline (image-handle) params=12 return=4
; remark: force-inline: @plain: not-forced (none) params=12 return=4
; remark: force-inline: @k: force-inline (kernel) params=8 return=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @params_384([96 x i32] %a) {
;   %x = extractvalue [96 x i32] %a, 5
;   ret i32 %x
; }
;
; define internal i32 @params_388([97 x i32] %a) #0 {
;   %x = extractvalue [97 x i32] %a, 5
;   ret i32 %x
; }
;
; define internal [36 x i32] @ret_144(i32 %v) {
;   %r = insertvalue [36 x i32] zeroinitializer, i32 %v, 0
;   ret [36 x i32] %r
; }
;
; define internal [37 x i32] @ret_148(i32 %v) #0 {
;   %r = insertvalue [37 x i32] zeroinitializer, i32 %v, 0
;   ret [37 x i32] %r
; }
;
; define internal i32 @image(i32 %a, i64 %img) #0 {
;   %t = trunc i64 %img to i32
;   %r = add i32 %a, %t
;   ret i32 %r
; }
;
; define internal i32 @plain(ptr %p, i32 %a) {
;   %v = load i32, ptr %p, align 4
;   %r = add i32 %v, %a
;   ret i32 %r
; }
;
; declare i32 @external(i32)
;
; define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
;   %a = insertvalue [97 x i32] zeroinitializer, i32 7, 5
;   %x = call i32 @params_388([97 x i32] %a)
;   %b = insertvalue [96 x i32] zeroinitializer, i32 8, 5
;   %y = call i32 @params_384([96 x i32] %b)
;   %r1 = call [37 x i32] @ret_148(i32 3)
;   %z = extractvalue [37 x i32] %r1, 0
;   %r2 = call [36 x i32] @ret_144(i32 4)
;   %w = extractvalue [36 x i32] %r2, 0
;   %i = call i32 @image(i32 %z, i64 10)
;   %g = addrspacecast ptr addrspace(1) %out to ptr
;   %p = call i32 @plain(ptr %g, i32 %w)
;   %s1 = add i32 %x, %y
;   %s2 = add i32 %s1, %i
;   %s3 = add i32 %s2, %p
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %s3, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; attributes #0 = { alwaysinline }
;
; !nvvm.annotations = !{!0}
;
; !0 = !{ptr @image, !"rdoimage", i32 1}
