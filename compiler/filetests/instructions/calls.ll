; Calls: direct and indirect, tail markers, call-site calling conventions, return and argument
; attributes, fast-math flags on calls, and calls whose result is unused (still numbered).
; test: roundtrip
; test: verify

declare i32 @f(i32, ptr)
declare float @g(float)
declare void @v()
declare fastcc ptr @fast(ptr)

define i32 @calls(ptr %fp, ptr %p) {
  %a = call i32 @f(i32 1, ptr %p)
  %b = tail call i32 @f(i32 noundef %a, ptr nonnull align 4 %p)
  %c = notail call noundef i32 @f(i32 %b, ptr null)
  call i32 @f(i32 0, ptr %p)
  %d = call fast float @g(float 1.0)
  %e = call nnan ninf float @g(float %d)
  call void @v() #0
  %h = call fastcc ptr @fast(ptr %p)
  %i = call i32 %fp(i32 %c, ptr %h)
  call void %fp()
  %j = call i32 @f(i32 zeroext 7, ptr byval(i32) %p)
  ret i32 %i
}

define i32 @must(i32 %x, ptr %p) {
  %r = musttail call i32 @f(i32 %x, ptr %p)
  ret i32 %r
}

attributes #0 = { nounwind }

; ==== expected output ====
; declare i32 @f(i32, ptr)
;
; declare float @g(float)
;
; declare void @v()
;
; declare fastcc ptr @fast(ptr)
;
; define i32 @calls(ptr %fp, ptr %p) {
;   %a = call i32 @f(i32 1, ptr %p)
;   %b = tail call i32 @f(i32 noundef %a, ptr nonnull align 4 %p)
;   %c = notail call noundef i32 @f(i32 %b, ptr null)
;   %1 = call i32 @f(i32 0, ptr %p)
;   %d = call fast float @g(float 1.000000e+00)
;   %e = call nnan ninf float @g(float %d)
;   call void @v() #0
;   %h = call fastcc ptr @fast(ptr %p)
;   %i = call i32 %fp(i32 %c, ptr %h)
;   call void %fp()
;   %j = call i32 @f(i32 zeroext 7, ptr byval(i32) %p)
;   ret i32 %i
; }
;
; define i32 @must(i32 %x, ptr %p) {
;   %r = musttail call i32 @f(i32 %x, ptr %p)
;   ret i32 %r
; }
;
; attributes #0 = { nounwind }
