; A character that cannot start a token.
; test: parse-error unexpected character '`'

define void @f() {
  ` ret void
}

; ==== expected output ====
; parse error: 5:3: unexpected character '`'
