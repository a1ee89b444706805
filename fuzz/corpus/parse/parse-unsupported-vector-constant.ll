; Vector constants are outside the subset.
; test: parse-error unsupported vector constant

@v = global [1 x i32] <i32 1>

; ==== expected output ====
; parse error: 4:23: unsupported vector constant
