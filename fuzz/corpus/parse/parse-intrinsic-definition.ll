; llvm.* functions are declared, never defined.
; test: parse-error llvm intrinsics cannot be defined

define void @llvm.trap() {
  unreachable
}

; ==== expected output ====
; parse error: 4:13: llvm intrinsics cannot be defined
