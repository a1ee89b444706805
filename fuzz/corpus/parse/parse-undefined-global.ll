; A reference to a global that is never defined.
; test: parse-error use of undefined global '@missing'

@p = global ptr @missing

; ==== expected output ====
; parse error: 4:17: use of undefined global '@missing'
