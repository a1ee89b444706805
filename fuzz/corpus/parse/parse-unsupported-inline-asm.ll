; Inline assembly is outside the subset.
; test: parse-error unsupported inline assembly

define void @f() {
  call void asm sideeffect "exit;", ""()
  ret void
}

; ==== expected output ====
; parse error: 5:13: unsupported inline assembly
