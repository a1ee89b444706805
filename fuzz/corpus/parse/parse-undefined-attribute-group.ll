; An attribute group that is never defined.
; test: parse-error use of undefined attribute group '#4'

define void @f() #4 {
  ret void
}

; ==== expected output ====
; parse error: 4:18: use of undefined attribute group '#4'
