; Personality functions (exception handling) are outside the subset.
; test: parse-error unsupported function property 'personality'

define void @f() personality ptr null {
  ret void
}

; ==== expected output ====
; parse error: 4:18: unsupported function property 'personality'
