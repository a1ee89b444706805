; Numbered values must be consecutive, as in LLVM (the unnamed entry block takes %1).
; test: parse-error instruction expected to be numbered '%2'

define i32 @f(i32 %0) {
  %3 = add i32 %0, 1
  ret i32 %3
}

; ==== expected output ====
; parse error: 5:3: instruction expected to be numbered '%2'
