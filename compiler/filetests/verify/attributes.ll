; Attribute sanity: contradictions, optnone's requirements, and attributes on values of a type
; they do not apply to.
; test: verify-error incompatible

define void @both() alwaysinline noinline {
  ret void
}

define void @optnone_alone() optnone {
  ret void
}

define void @optnone_minsize() noinline optnone minsize {
  ret void
}

define void @bad_params(i32 byval(i32) %a, i32 align 4 %b, float signext %c, ptr byval(i32) sret(i32) %d, ptr readnone readonly %e, i32 range(i8 0, 4) %f, i32 nofpclass(nan) %g) {
  ret void
}

define void @call_site_only(ptr elementtype(i32) %p, i32 returned %x) {
  ret void
}

define nonnull i32 @bad_return() {
  ret i32 0
}

; ==== expected output ====
; verifier errors:
; 5:1: @both: attributes 'alwaysinline' and 'noinline' are incompatible
; 9:1: @optnone_alone: attribute 'optnone' requires 'noinline'
; 13:1: @optnone_minsize: attributes 'minsize' and 'optnone' are incompatible
; 17:1: @bad_params, parameter 0: 'byval' applied to incompatible type 'i32'
; 17:1: @bad_params, parameter 1: 'align' applied to incompatible type 'i32'
; 17:1: @bad_params, parameter 2: 'signext' applied to incompatible type 'float'
; 17:1: @bad_params, parameter 3: attributes 'byval', 'inreg', 'nest', 'byref', and 'sret' are incompatible
; 17:1: @bad_params, parameter 3: 'sret' must be on the first or second parameter
; 17:1: @bad_params, parameter 4: attributes 'readnone' and 'readonly' are incompatible
; 17:1: @bad_params, parameter 5: range() bit width must match the value's type
; 17:1: @bad_params, parameter 6: 'nofpclass' applied to incompatible type 'i32'
; 21:1: @call_site_only, parameter 0: 'elementtype' can only be applied to intrinsics
; 21:1: @call_site_only, parameter 0: 'elementtype' can only be applied to a call site argument
; 21:1: @call_site_only, parameter 1: a 'returned' parameter must have the function's return type
; 25:1: @bad_return, return value: 'nonnull' applied to incompatible type 'i32'
