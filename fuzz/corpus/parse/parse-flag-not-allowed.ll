; exact belongs to divisions and right shifts.
; test: parse-error 'exact' is not allowed here

define i32 @f(i32 %x) {
  %y = add exact i32 %x, 1
  ret i32 %y
}

; ==== expected output ====
; parse error: 5:12: 'exact' is not allowed here
