; An integer literal wider than its type.
; test: parse-error integer constant '256' does not fit in i8

@x = global i8 256

; ==== expected output ====
; parse error: 4:16: integer constant '256' does not fit in i8
