; Inline assembly's constraint string must fit its function type as LLVM 19 checks it
; (InlineAsm::verify): without an output constraint ('='), the call returns void.
; test: parse-error inline asm without outputs must return void

define i32 @f() {
entry:
  %l = call i32 asm "mov.u32 $0, %laneid;", "r"()
  ret i32 %l
}

; ==== expected output ====
; parse error: 7:17: inline asm without outputs must return void
