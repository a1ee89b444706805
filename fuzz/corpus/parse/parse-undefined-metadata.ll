; A metadata node that is never defined.
; test: parse-error use of undefined metadata '!7'

!named = !{!7}

; ==== expected output ====
; parse error: 4:12: use of undefined metadata '!7'
