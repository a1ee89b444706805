; A struct index past the last field.
; test: parse-error struct index 2 is out of range

@g = global { i32, i64 } zeroinitializer
@p = global ptr getelementptr ({ i32, i64 }, ptr @g, i64 0, i32 2)

; ==== expected output ====
; parse error: 5:61: invalid getelementptr indices: struct index 2 is out of range
