; As in LLVM, 'target' and 'source_filename' statements form a header before everything else.
; test: parse-error must come before every other definition

@x = global i32 0
target datalayout = "e"

; ==== expected output ====
; parse error: 5:1: 'target' and 'source_filename' must come before every other definition
