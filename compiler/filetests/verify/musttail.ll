; musttail as LLVM 19 checks it: followed by a ret of its result (or undef), with the caller's
; prototype, calling convention, variadicity and ABI-relevant parameter attributes.
; test: verify-error cannot guarantee tail call

declare i32 @two(i32, i32)
declare fastcc i32 @fast(i32)
declare i64 @wide(i32)
declare i32 @byval_callee(ptr byval(i32))

define i32 @params(i32 %x) {
  %r = musttail call i32 @two(i32 %x, i32 %x)
  ret i32 %r
}

define i32 @conv(i32 %x) {
  %r = musttail call fastcc i32 @fast(i32 %x)
  ret i32 %r
}

define i32 @result(i32 %x) {
  %r = musttail call i64 @wide(i32 %x)
  ret i32 %x
}

define i32 @abi(ptr %p) {
  %r = musttail call i32 @byval_callee(ptr byval(i32) %p)
  ret i32 %r
}

define i32 @fine(i32 %a, i32 %b) {
  %r = musttail call i32 @two(i32 %a, i32 %b)
  ret i32 undef
}

; ==== expected output ====
; verifier errors:
; 11:3: @params, block %0, %r = call: cannot guarantee tail call due to mismatched parameter types
; 16:3: @conv, block %0, %r = call: cannot guarantee tail call due to mismatched calling conv
; 21:3: @result, block %0, %r = call: a musttail call must be followed by a ret of its result
; 21:3: @result, block %0, %r = call: cannot guarantee tail call due to mismatched return types
; 26:3: @abi, block %0, %r = call: cannot guarantee tail call due to mismatched ABI impacting function attributes
