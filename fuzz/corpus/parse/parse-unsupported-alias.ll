; Aliases are outside the subset.
; test: parse-error unsupported global alias

@g = global i32 0
@a = alias i32, ptr @g

; ==== expected output ====
; parse error: 5:1: unsupported global alias
