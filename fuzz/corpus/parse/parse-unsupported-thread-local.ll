; Thread-local storage is outside the subset.
; test: parse-error unsupported thread-local variable

@t = thread_local global i32 0

; ==== expected output ====
; parse error: 4:6: unsupported thread-local variable
