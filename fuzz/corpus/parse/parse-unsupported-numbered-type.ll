; Numbered named types (%0 = type ...) are outside the subset.
; test: parse-error unsupported numbered named type

%0 = type { i32 }

; ==== expected output ====
; parse error: 4:1: unsupported numbered named type ('%N = type ...')
