; Call rules the parser cannot check: an intrinsic's own type (an ordinary function may be
; called through another type or calling convention, as LLVM 19 allows: running it is
; `bad-call`), calls to kernels, metadata arguments to ordinary functions, non-constant
; immarg arguments, musttail not followed by its return, fast-math flags without a floating
; point result.
; test: verify-error intrinsic called with incompatible signature

declare void @takes_ptr(ptr)
declare fastcc void @fast()
declare i32 @llvm.abs.i32(i32, i1)

define ptx_kernel void @kernel() {
  ret void
}

define void @plain(metadata %m) {
  ret void
}

define i32 @caller(i1 %flag, i32 %x, i1 %c) {
  call void @takes_ptr(i32 1)
  call void @fast()
  %w = call i64 @llvm.abs.i32(i64 1, i1 false)
  call ptx_kernel void @kernel()
  call void @plain(metadata !"x")
  %a = call i32 @llvm.abs.i32(i32 %x, i1 %flag)
  %t = musttail call i32 @caller(i1 %flag, i32 %x, i1 %c)
  %s = select nnan i1 %c, i32 %a, i32 %x
  ret i32 %s
}

; ==== expected output ====
; verifier errors:
; 16:1: @plain: only intrinsics can take or return metadata
; 23:3: @caller, block %0, %w = call: intrinsic called with incompatible signature: call uses type 'i64 (i64, i1)' but '@llvm.abs.i32' has type 'i32 (i32, i1)'
; 24:3: @caller, block %0, instruction 4 (call): '@kernel' is a kernel and cannot be called
; 25:3: @caller, block %0, instruction 5 (call): metadata arguments are only allowed in calls to intrinsics
; 26:3: @caller, block %0, %a = call: argument 1 is 'immarg' and must be an integer or floating point constant
; 27:3: @caller, block %0, %t = call: a musttail call must be followed by a ret of its result
; 28:3: @caller, block %0, %s = select: fast-math flags on a select without a floating point result
