; The integer constant expressions LLVM 19 removed (shl, and, or, lshr, ashr, icmp, fcmp,
; select) are refused: LLVM 19 itself refuses them ("shl constexprs are no longer supported").
; test: parse-error unsupported constant expression 'shl'

@g = global i32 0
@x = global i64 shl (i64 ptrtoint (ptr @g to i64), i64 1)

; ==== expected output ====
; parse error: 6:17: unsupported constant expression 'shl'
