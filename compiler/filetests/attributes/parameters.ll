; Parameter and return attributes, including byval with its type, range, nofpclass and the
; attributes clang puts on pointers.
; test: roundtrip
; test: verify

%struct.Big = type { [40 x float] }

declare noundef nonnull align 8 dereferenceable(16) ptr @ret_attrs(ptr noalias nocapture readonly align 4 %p)

define void @byval(ptr byval(%struct.Big) align 4 %b, ptr byval([2 x i64]) %c) {
  ret void
}

define void @sret(ptr noalias sret(%struct.Big) align 4 %out) {
  ret void
}

define signext i8 @ext(i8 zeroext %a, i16 signext %b, i32 inreg %c) {
  ret i8 %a
}

define range(i32 0, 1024) i32 @ranges(i32 range(i32 -5, 5) %x, i8 range(i8 1, 0) %y) {
  ret i32 %x
}

define nofpclass(nan inf) float @fpclass(float nofpclass(nan) %x, double nofpclass(snan qnan ninf zero sub) %y) {
  ret float %x
}

define void @misc(ptr writeonly %w, ptr readnone %n, ptr dereferenceable_or_null(64) %d, ptr nonnull %r, ptr nofree %f, ptr writable dead_on_unwind %x, ptr align(16) %parens, ptr "param-str"="v" %s) {
  ret void
}

define ptr @ret_self(ptr returned %p) {
  ret ptr %p
}

define void @byref(ptr byref(%struct.Big) align 8 %b) {
  ret void
}

; ==== expected output ====
; %struct.Big = type { [40 x float] }
;
; declare noundef nonnull align 8 dereferenceable(16) ptr @ret_attrs(ptr noalias nocapture readonly align 4)
;
; define void @byval(ptr align 4 byval(%struct.Big) %b, ptr byval([2 x i64]) %c) {
;   ret void
; }
;
; define void @sret(ptr noalias align 4 sret(%struct.Big) %out) {
;   ret void
; }
;
; define signext i8 @ext(i8 zeroext %a, i16 signext %b, i32 inreg %c) {
;   ret i8 %a
; }
;
; define range(i32 0, 1024) i32 @ranges(i32 range(i32 -5, 5) %x, i8 range(i8 1, 0) %y) {
;   ret i32 %x
; }
;
; define nofpclass(nan inf) float @fpclass(float nofpclass(nan) %x, double nofpclass(nan ninf zero sub) %y) {
;   ret float %x
; }
;
; define void @misc(ptr writeonly %w, ptr readnone %n, ptr dereferenceable_or_null(64) %d, ptr nonnull %r, ptr nofree %f, ptr dead_on_unwind writable %x, ptr align 16 %parens, ptr "param-str"="v" %s) {
;   ret void
; }
;
; define ptr @ret_self(ptr returned %p) {
;   ret ptr %p
; }
;
; define void @byref(ptr align 8 byref(%struct.Big) %b) {
;   ret void
; }
