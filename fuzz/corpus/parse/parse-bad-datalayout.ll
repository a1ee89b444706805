; A data layout string the subset cannot read.
; test: parse-error unknown datalayout specification 'q7'

target datalayout = "e-q7"

; ==== expected output ====
; parse error: 4:21: unknown datalayout specification 'q7'
