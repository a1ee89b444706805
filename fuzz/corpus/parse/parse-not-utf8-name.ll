; Names are UTF-8.
; test: parse-error a name that is not valid UTF-8

@"\FF" = global i32 0

; ==== expected output ====
; parse error: 4:1: a name that is not valid UTF-8
