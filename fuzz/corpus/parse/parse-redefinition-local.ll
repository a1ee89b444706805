; Two definitions of one local name.
; test: parse-error redefinition of '%x'

define void @f() {
  %x = add i32 1, 2
  %x = add i32 3, 4
  ret void
}

; ==== expected output ====
; parse error: 6:3: redefinition of '%x'
