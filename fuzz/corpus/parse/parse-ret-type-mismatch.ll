; ret must return the function's type.
; test: parse-error value doesn't match function result type

define i32 @f() {
  ret i64 0
}

; ==== expected output ====
; parse error: 5:7: value doesn't match function result type 'i32'
