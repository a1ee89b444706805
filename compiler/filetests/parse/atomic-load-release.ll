; Release ordering is for stores.
; test: parse-error atomic load cannot use release ordering

define i32 @f(ptr %p) {
  %x = load atomic i32, ptr %p release, align 4
  ret i32 %x
}

; ==== expected output ====
; parse error: 5:8: atomic load cannot use release ordering
