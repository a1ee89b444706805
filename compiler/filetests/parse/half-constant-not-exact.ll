; A decimal half constant must be exact in half, as LLVM requires.
; test: parse-error floating point constant invalid for type

define half @f() {
  ret half 0.1
}

; ==== expected output ====
; parse error: 5:12: floating point constant invalid for type
