; Half precision is outside the subset.
; test: parse-error unsupported type 'half'

define half @f(half %x) {
  ret half %x
}

; ==== expected output ====
; parse error: 4:8: unsupported type 'half'
