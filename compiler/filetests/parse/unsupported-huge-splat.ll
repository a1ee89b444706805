; seam lists a vector constant's elements; a splat of more than 65,536 (of an element that is not
; null, undef or poison) is refused rather than spelled out (LLVM keeps it as one value).
; test: parse-error unsupported a splat of 4000000000 elements

@a = global <4000000000 x i64> splat (i64 1)

; ==== expected output ====
; parse error: 5:32: unsupported a splat of 4000000000 elements (seam lists a vector constant's elements, up to 65536)
