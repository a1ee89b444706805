; A float literal must be exactly representable (0.1 is not).
; test: parse-error floating point constant invalid for type

@x = global float 0.1

; ==== expected output ====
; parse error: 4:19: floating point constant invalid for type
