; A forward reference whose definition has another type.
; test: parse-error is defined with type 'i64' but was used as 'i32'

define void @f() {
entry:
  br label %b
a:
  %u = add i32 %later, 1
  ret void
b:
  %later = add i64 1, 2
  br label %a
}

; ==== expected output ====
; parse error: 11:3: '%later' is defined with type 'i64' but was used as 'i32'
