; Call rules the parser cannot check: the callee's own type and calling convention, calls to
; kernels, metadata arguments to ordinary functions, non-constant immarg arguments, musttail
; not followed by its return, fast-math flags without a floating point result.
; test: verify-error call uses type

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
  call ptx_kernel void @kernel()
  call void @plain(metadata !"x")
  %a = call i32 @llvm.abs.i32(i32 %x, i1 %flag)
  %t = musttail call i32 @caller(i1 %flag, i32 %x, i1 %c)
  %s = select nnan i1 %c, i32 %a, i32 %x
  ret i32 %s
}

; ==== expected output ====
; verifier errors:
; 14:1: @plain: only intrinsics can take or return metadata
; 19:3: @caller, block %0, instruction 1 (call): call uses type 'void (i32)' but '@takes_ptr' has type 'void (ptr)'
; 20:3: @caller, block %0, instruction 2 (call): call uses a different calling convention than '@fast'
; 21:3: @caller, block %0, instruction 3 (call): '@kernel' is a kernel and cannot be called
; 22:3: @caller, block %0, instruction 4 (call): metadata arguments are only allowed in calls to intrinsics
; 23:3: @caller, block %0, %a = call: argument 1 is 'immarg' and must be an integer or floating point constant
; 24:3: @caller, block %0, %t = call: a musttail call must be followed by a ret of its result
; 25:3: @caller, block %0, %s = select: fast-math flags on a select without a floating point result
