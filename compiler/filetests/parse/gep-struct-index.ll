; Struct fields are selected by constant i32 indices.
; test: parse-error a struct index of getelementptr must be an i32 constant

define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr { i32, i64 }, ptr %p, i64 0, i32 %i
  ret ptr %q
}

; ==== expected output ====
; parse error: 5:51: invalid getelementptr indices: a struct index of getelementptr must be an i32 constant
