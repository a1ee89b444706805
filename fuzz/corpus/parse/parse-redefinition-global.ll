; A function and a global with one name.
; test: parse-error redefinition of '@f'

@f = global i32 0
define void @f() {
  ret void
}

; ==== expected output ====
; parse error: 5:13: redefinition of '@f'
