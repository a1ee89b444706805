; Module-level inline assembly is outside the subset.
; test: parse-error unsupported module-level inline assembly

module asm ".text"

; ==== expected output ====
; parse error: 4:1: unsupported module-level inline assembly
