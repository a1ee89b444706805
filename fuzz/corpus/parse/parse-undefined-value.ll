; A local that is never defined.
; test: parse-error use of undefined value '%nope'

define i32 @f() {
  %x = add i32 %nope, 1
  ret i32 %x
}

; ==== expected output ====
; parse error: 5:16: use of undefined value '%nope'
