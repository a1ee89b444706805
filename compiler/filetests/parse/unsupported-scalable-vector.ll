; Scalable vectors are outside the subset (NVPTX has none).
; test: parse-error unsupported scalable vector type

define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) {
  ret <vscale x 4 x i32> %v
}

; ==== expected output ====
; parse error: 4:8: unsupported scalable vector type
