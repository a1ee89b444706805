; Kernels are not variadic (whichever way they are marked; one may return a value, as LLVM 19
; allows); appending globals are arrays; local linkage needs default visibility; an llvm.*
; declaration has the intrinsic's signature.
; test: verify-error a kernel cannot be variadic

@not_array = appending global i32 0
@hidden_internal = internal hidden global i32 0

define ptx_kernel i32 @returns() {
  ret i32 0
}

define void @variadic(...) {
  ret void
}

define internal hidden void @hidden_local() {
  ret void
}

declare i64 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}

!0 = !{ptr @variadic, !"kernel", i32 1}

; ==== expected output ====
; verifier errors:
; 6:1: @not_array: an appending global must be an array
; 7:1: @hidden_internal: a global with local linkage must have default visibility
; 13:1: @variadic: a kernel cannot be variadic
; 17:1: @hidden_local: a function with local linkage must have default visibility
; 21:1: @llvm.nvvm.read.ptx.sreg.tid.x: intrinsic must be declared as 'i32 ()'
