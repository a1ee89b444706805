; LLVM keeps calling convention numbers in 10 bits.
; test: parse-error calling convention number must be at most 1023

define cc 1234 void @f() {
  ret void
}

; ==== expected output ====
; parse error: 4:8: calling convention number must be at most 1023
