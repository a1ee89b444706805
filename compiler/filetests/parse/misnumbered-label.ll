; Numbered blocks take a number from the next one up (LLVM 19 lets them skip ahead, never
; back): the unnamed entry block is %1, so a block numbered 1 is refused.
; test: parse-error label expected to be numbered '2' or greater

define void @f(i32 %0) {
  br label %1
1:
  ret void
}

; ==== expected output ====
; parse error: 7:1: label expected to be numbered '2' or greater
