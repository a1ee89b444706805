; A block must end with a terminator.
; test: parse-error does not end with a terminator

define void @f() {
entry:
  %x = add i32 1, 2
next:
  ret void
}

; ==== expected output ====
; parse error: 7:1: expected an instruction: %entry does not end with a terminator
