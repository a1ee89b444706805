; !type on vtables and functions, with string and node type identifiers, as whole-program
; devirtualization expects them.
; test: roundtrip
; test: verify

@_ZTV1A = internal constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZN1A1fEv, ptr @_ZN1A1gEv] }, !type !0, !type !1
@_ZTV1B = internal constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZN1B1fEv, ptr @_ZN1A1gEv] }, !type !0, !type !2, !type !3

define internal void @_ZN1A1fEv(ptr %this) !type !4 {
  ret void
}

define internal void @_ZN1A1gEv(ptr %this) {
  ret void
}

define internal void @_ZN1B1fEv(ptr %this) !type !4 {
  ret void
}

!0 = !{i64 8, !"_ZTS1A"}
!1 = !{i64 16, !"_ZTSM1AFvvE.virtual"}
!2 = !{i64 8, !"_ZTS1B"}
!3 = !{i64 8, !5}
!4 = !{i64 0, !"_ZTSFvPvE"}
!5 = distinct !{}

; ==== expected output ====
; @_ZTV1A = internal constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZN1A1fEv, ptr @_ZN1A1gEv] }, !type !0, !type !1
; @_ZTV1B = internal constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZN1B1fEv, ptr @_ZN1A1gEv] }, !type !0, !type !2, !type !4
;
; define internal void @_ZN1A1fEv(ptr %this) !type !5 {
;   ret void
; }
;
; define internal void @_ZN1A1gEv(ptr %this) {
;   ret void
; }
;
; define internal void @_ZN1B1fEv(ptr %this) !type !5 {
;   ret void
; }
;
; !0 = !{i64 8, !"_ZTS1A"}
; !1 = !{i64 16, !"_ZTSM1AFvvE.virtual"}
; !2 = !{i64 8, !"_ZTS1B"}
; !3 = distinct !{}
; !4 = !{i64 8, !3}
; !5 = !{i64 0, !"_ZTSFvPvE"}
