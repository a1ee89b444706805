; va_arg is outside the subset.
; test: parse-error unsupported instruction 'va_arg'

define i32 @f(ptr %ap) {
  %x = va_arg ptr %ap, i32
  ret i32 %x
}

; ==== expected output ====
; parse error: 5:8: unsupported instruction 'va_arg'
