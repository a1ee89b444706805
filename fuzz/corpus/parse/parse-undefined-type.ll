; A named type that is never defined.
; test: parse-error use of undefined type '%T'

@x = global %T zeroinitializer

; ==== expected output ====
; parse error: 4:13: use of undefined type '%T'
