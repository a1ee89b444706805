; Inline assembly is only ever called, through its own function type.
; test: parse-error expected
; (LLVM: inline assembly is not a value outside a call)

define ptr @f() {
  ret ptr asm "nop;", ""
}

; ==== expected output ====
; parse error: 6:11: expected a constant, found 'asm'
