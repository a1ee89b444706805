; Exception handling is outside the subset.
; test: parse-error unsupported instruction 'invoke'

declare void @g()
define void @f() {
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  ret void
}

; ==== expected output ====
; parse error: 6:3: unsupported instruction 'invoke'
