; Constant expressions other than getelementptr, bitcast, addrspacecast, ptrtoint and inttoptr are outside the subset.
; test: parse-error unsupported constant expression 'add'

@g = global i32 0
@x = global i64 add (i64 ptrtoint (ptr @g to i64), i64 1)

; ==== expected output ====
; parse error: 5:17: unsupported constant expression 'add'
