; A function attribute on a parameter.
; test: parse-error 'noinline' does not apply to parameters

define void @f(i32 noinline %x) {
  ret void
}

; ==== expected output ====
; parse error: 4:20: 'noinline' does not apply to parameters
