; LLVM 19's NVPTX code generator turns a call through a pointer loaded from a constant table
; into a direct call of the function in the table, keeping the call's own arguments, even
; where the function takes fewer: `call.uni (retval0), t0, (param0, param1);` for
; `i32 @t0(i32)`. ptxas (12.9 and 13.5) rejects that PTX: "Call has wrong number of
; parameters". The IR is valid (a call through a mismatched type is undefined only when it
; runs; @f never calls the table's function with two arguments in a program that runs it).
; seam's generator met it in devirtualization's type-mismatch term (`@dvterms`, which nothing
; calls): 6 of 100 compiled cases went without any PTX-level oracle until the term called
; through a mismatched parameter type of the same width instead. Reproduce:
;   llc-19 -mcpu=sm_90 docs/tool-bugs/llvm19-folded-call-keeps-extra-arguments.ll -o t.ptx
;   ptxas -arch=sm_90 t.ptx -o t.cubin
target triple = "nvptx64-nvidia-cuda"

@tbl = internal constant [1 x ptr] [ptr @t0]

define internal i32 @t0(i32 %a) {
  ret i32 %a
}

define i32 @f(i32 %x) {
  %p = load ptr, ptr @tbl
  %r = call i32 %p(i32 %x, i32 %x)
  ret i32 %r
}
