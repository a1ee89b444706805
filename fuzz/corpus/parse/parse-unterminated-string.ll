; A string literal without its closing quote.
; test: parse-error unterminated string

@x = global [3 x i8] c"ab

; ==== expected output ====
; parse error: 4:23: unterminated string
