; DLL storage classes are outside the subset.
; test: parse-error unsupported DLL storage class

@g = dllexport global i32 0

; ==== expected output ====
; parse error: 4:6: unsupported DLL storage class 'dllexport'
