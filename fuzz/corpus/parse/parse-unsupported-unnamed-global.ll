; Unnamed globals (@0) are outside the subset.
; test: parse-error unsupported unnamed global

@0 = global i32 0

; ==== expected output ====
; parse error: 4:1: unsupported unnamed global ('@N')
