; Integers wider than 64 bits are outside the subset.
; test: parse-error unsupported type 'i128'

define i128 @f(i128 %x) {
  ret i128 %x
}

; ==== expected output ====
; parse error: 4:8: unsupported type 'i128' (the subset has i1 to i64)
