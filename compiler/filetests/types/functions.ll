; Function types: variadic declarations, calls that must spell the full function type, and
; indirect calls through pointers.
; test: roundtrip
; test: verify

declare i32 @vprintf(ptr, ptr)
declare i32 @printf(ptr, ...)
declare void @noargs(...)

@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define i32 @f(ptr %fp, i32 %x) {
  %a = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, double 1.0)
  call void (...) @noargs()
  %b = call i32 %fp(i32 %x, i32 %x)
  %c = call float (i32, ...) %fp(i32 1, i64 2)
  %d = call i32 @vprintf(ptr @fmt, ptr null)
  ret i32 %a
}

; ==== expected output ====
; @fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
;
; declare i32 @vprintf(ptr, ptr)
;
; declare i32 @printf(ptr, ...)
;
; declare void @noargs(...)
;
; define i32 @f(ptr %fp, i32 %x) {
;   %a = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, double 1.000000e+00)
;   call void (...) @noargs()
;   %b = call i32 %fp(i32 %x, i32 %x)
;   %c = call float (i32, ...) %fp(i32 1, i64 2)
;   %d = call i32 @vprintf(ptr @fmt, ptr null)
;   ret i32 %a
; }
