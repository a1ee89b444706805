; A word that is not an attribute where attributes end.
; test: parse-error expected

define void @f() bogus_attribute {
  ret void
}

; ==== expected output ====
; parse error: 4:18: expected '{' starting the function body, found 'bogus_attribute'
