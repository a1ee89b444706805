; Arguments must match an explicit function type.
; test: parse-error call arguments do not match the function type

declare i32 @p(ptr, ...)
define void @f() {
  %x = call i32 (ptr, ...) @p(i32 1)
  ret void
}

; ==== expected output ====
; parse error: 6:13: call arguments do not match the function type
