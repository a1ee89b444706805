; Vector constants too long to list stay whole (a million elements here; seam never lists them): a splat of zero, undef or poison is
; zeroinitializer, undef or poison, and integer expressions of zero vectors fold to zero
; without listing an element.
; test: roundtrip
; test: verify

@z = global <1000000 x i64> splat (i64 0)
@u = global <1000000 x i32> splat (i32 undef)
@s = global <1000000 x i8> add (<1000000 x i8> zeroinitializer, <1000000 x i8> zeroinitializer)
@m = global <100000 x i16> mul (<100000 x i16> splat (i16 0), <100000 x i16> zeroinitializer)

; ==== expected output ====
; @z = global <1000000 x i64> zeroinitializer
; @u = global <1000000 x i32> undef
; @s = global <1000000 x i8> zeroinitializer
; @m = global <100000 x i16> zeroinitializer
