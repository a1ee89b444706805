; A store has no result to name.
; test: parse-error instructions returning void cannot have a name

define void @f(ptr %p) {
  %x = store i32 1, ptr %p
  ret void
}

; ==== expected output ====
; parse error: 5:3: instructions returning void cannot have a name
