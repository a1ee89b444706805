; x86 long double constants are outside the subset.
; test: parse-error unsupported floating point format '0xK'

@x = global double 0xK4000C90FDAA22168C235

; ==== expected output ====
; parse error: 4:20: unsupported floating point format '0xK'
