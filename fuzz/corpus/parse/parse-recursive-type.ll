; A struct that contains itself by value has no size.
; test: parse-error contains itself

%A = type { i32, %B }
%B = type { %A }

; ==== expected output ====
; parse error: 5:13: type '%A' contains itself
