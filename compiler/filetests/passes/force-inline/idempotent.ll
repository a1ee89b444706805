; force-inline (seed 000) is idempotent: the second run skips what the first marked, and a
; function already alwaysinline is never touched.
; test: opt force-inline,force-inline

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @big([100 x i32] %a) {
  %x = extractvalue [100 x i32] %a, 0
  ret i32 %x
}

define internal i32 @already(i32 %a) alwaysinline {
  ret i32 %a
}

define internal i32 @small(i32 %a) {
  ret i32 %a
}

; ==== expected output ====
; pipeline: force-inline,force-inline
; remark: force-inline: @big: force-inline (large-params) params=400 return=4
; remark: force-inline: @already: skip (already-alwaysinline) params=4 return=4
; remark: force-inline: @small: not-forced (none) params=4 return=4
; remark: force-inline: @big: skip (already-alwaysinline) params=400 return=4
; remark: force-inline: @already: skip (already-alwaysinline) params=4 return=4
; remark: force-inline: @small: not-forced (none) params=4 return=4
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @big([100 x i32] %a) #0 {
;   %x = extractvalue [100 x i32] %a, 0
;   ret i32 %x
; }
;
; define internal i32 @already(i32 %a) #0 {
;   ret i32 %a
; }
;
; define internal i32 @small(i32 %a) {
;   ret i32 %a
; }
;
; attributes #0 = { alwaysinline }
