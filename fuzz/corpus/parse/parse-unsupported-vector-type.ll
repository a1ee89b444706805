; Vectors are outside the subset.
; test: parse-error unsupported vector type

define <4 x float> @f(<4 x float> %v) {
  ret <4 x float> %v
}

; ==== expected output ====
; parse error: 4:8: unsupported vector type
