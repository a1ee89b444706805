; Numbered values take a number from the next one up, as in LLVM 19 (gaps allowed, never
; back: the unnamed entry block takes %1, so %1 is taken).
; test: parse-error instruction expected to be numbered '%2' or greater

define i32 @f(i32 %0) {
  %1 = add i32 %0, 1
  ret i32 %1
}

; ==== expected output ====
; parse error: 6:3: instruction expected to be numbered '%2' or greater
