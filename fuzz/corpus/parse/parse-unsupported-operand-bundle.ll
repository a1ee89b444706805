; Operand bundles are outside the subset.
; test: parse-error unsupported operand bundles

declare void @g()
define void @f() {
  call void @g() [ "deopt"() ]
  ret void
}

; ==== expected output ====
; parse error: 6:18: unsupported operand bundles
