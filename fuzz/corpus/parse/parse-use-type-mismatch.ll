; A use with a type other than the value's.
; test: parse-error '%x' has type 'i32' but is used as 'i64'

define void @f(i32 %x) {
  %y = add i64 %x, 1
  ret void
}

; ==== expected output ====
; parse error: 5:16: '%x' has type 'i32' but is used as 'i64'
