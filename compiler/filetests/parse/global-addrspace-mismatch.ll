; A global referenced with a pointer type of another address space.
; test: parse-error '@g' is in addrspace(1) but is used as 'ptr'

@g = addrspace(1) global i32 0
@p = global ptr @g

; ==== expected output ====
; parse error: 5:17: '@g' is in addrspace(1) but is used as 'ptr'
