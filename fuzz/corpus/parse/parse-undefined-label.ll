; A branch to a block that does not exist.
; test: parse-error use of undefined label '%nowhere'

define void @f() {
  br label %nowhere
}

; ==== expected output ====
; parse error: 5:12: use of undefined label '%nowhere'
