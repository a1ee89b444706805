; Debug information (clang -g) is outside the subset.
; test: parse-error unsupported debug information metadata

define void @f() !dbg !0 {
  ret void
}
!0 = distinct !DISubprogram(name: "f")

; ==== expected output ====
; parse error: 7:15: unsupported debug information metadata ('!DISubprogram')
