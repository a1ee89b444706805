; Numbered blocks take the next number too.
; test: parse-error label expected to be numbered '2'

define void @f(i32 %0) {
  br label %5
5:
  ret void
}

; ==== expected output ====
; parse error: 6:1: label expected to be numbered '2'
