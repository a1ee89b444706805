; Attribute rules that span a signature or need LLVM's exact value lists: sret placement and
; its void return, one 'returned' / 'nest', writable against memory(), optdebug, immarg and
; elementtype outside intrinsics, jumptable without unnamed_addr, string attribute values.
; test: verify-error more than one parameter has attribute 'returned'

declare void @sret_third(i32, i32, ptr sret(i32))
declare i32 @sret_nonvoid(ptr sret(i32))
declare ptr @two_returned(ptr returned, ptr returned)
declare void @two_nest(ptr nest, ptr nest)
declare void @writable_ro(ptr writable) memory(argmem: read)
declare void @optdebug_size() optdebug optsize
declare void @immarg_plain(i32 immarg)
declare void @jt() jumptable
declare void @jt_ok() unnamed_addr jumptable
declare void @strings() "no-nans-fp-math"="maybe" "frame-pointer"="reserved" "warn-stack-size"="-1" "sign-return-address-key"="a_key"
declare void @za() "aarch64_new_za" "aarch64_in_za"
declare void @vararg(...)

define void @calls(ptr %p, i32 %x) {
  call void (...) @vararg(ptr sret(i32) %p)
  call void @immarg_plain(i32 immarg 1)
  ret void
}

; ==== expected output ====
; verifier errors:
; 6:1: @sret_third, parameter 2: 'sret' must be on the first or second parameter
; 7:1: @sret_nonvoid, parameter 0: a function with an 'sret' parameter must return void
; 8:1: @two_returned: more than one parameter has attribute 'returned'
; 9:1: @two_nest: more than one parameter has attribute 'nest'
; 10:1: @writable_ro: attribute 'writable' and memory without 'argmem: write' are incompatible
; 11:1: @optdebug_size: attributes 'optsize' and 'optdebug' are incompatible
; 12:1: @immarg_plain, parameter 0: 'immarg' only applies to intrinsics
; 13:1: @jt: attribute 'jumptable' requires 'unnamed_addr'
; 15:1: @strings: invalid value for 'no-nans-fp-math' attribute: 'maybe'
; 15:1: @strings: invalid value for 'warn-stack-size' attribute: '-1'
; 15:1: @strings: 'sign-return-address-key' present without 'sign-return-address'
; 16:1: @za: attributes aarch64_new_za, aarch64_in_za, aarch64_inout_za, aarch64_out_za, aarch64_preserves_za are mutually exclusive
; 20:3: @calls, block %0, instruction 1 (call): 'sret' cannot be used for the variadic argument 0
; 21:3: @calls, block %0, instruction 2 (call), parameter 0: 'immarg' only applies to intrinsics
