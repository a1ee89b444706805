; Inline assembly's constraint string must fit its function type as LLVM 19 checks it
; (InlineAsm::verify): one input constraint per argument.
; test: parse-error number of input constraints does not match number of parameters

define i32 @f(i32 %a) {
entry:
  %l = call i32 asm "add.s32 $0, $1, $1;", "=r,r,r"(i32 %a)
  ret i32 %l
}

; ==== expected output ====
; parse error: 7:17: number of input constraints does not match number of parameters
