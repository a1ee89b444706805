; trunc must narrow.
; test: parse-error invalid cast 'trunc' from 'i8' to 'i32'

define i32 @f(i8 %x) {
  %y = trunc i8 %x to i32
  ret i32 %y
}

; ==== expected output ====
; parse error: 5:23: invalid cast 'trunc' from 'i8' to 'i32'
