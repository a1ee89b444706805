; Swift and x86-MSVC argument conventions are outside the subset.
; test: parse-error unsupported attribute 'swifterror'

declare void @f(ptr swifterror)

; ==== expected output ====
; parse error: 4:21: unsupported attribute 'swifterror'
