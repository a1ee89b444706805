; Typed pointers (before LLVM 17) are outside the subset: the subset uses opaque pointers.
; test: parse-error unsupported typed pointer type

define void @f(i32* %p) {
  ret void
}

; ==== expected output ====
; parse error: 4:19: unsupported typed pointer type ('*'): write 'ptr'
