; Two switch cases with one value.
; test: parse-error duplicate case value in switch

define void @f(i32 %x) {
  switch i32 %x, label %d [
    i32 1, label %d
    i32 1, label %d
  ]
d:
  ret void
}

; ==== expected output ====
; parse error: 7:5: duplicate case value in switch
