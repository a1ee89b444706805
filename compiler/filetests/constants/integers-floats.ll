; Integer and floating point constants: sign, width limits, hexadecimal forms, and the float
; printing rule (six-digit decimal when exact, the double's bits in hex otherwise).
; test: roundtrip
; test: verify

@i1t = global i1 true
@i1f = global i1 false
@i1one = global i1 1
@i8max = global i8 255
@i8min = global i8 -128
@i16 = global i16 -2
@i32 = global i32 2147483647
@i64min = global i64 -9223372036854775808
@i64max = global i64 18446744073709551615
@hexu = global i32 u0xFF
@hexs = global i16 s0xFFFF
@zero_init_scalar = global i32 zeroinitializer
@f1 = global float 1.0
@f_tenth = global float 0x3FB99999A0000000
@f_neg_zero = global float -0.0
@f_inf = global float 0x7FF0000000000000
@f_nan = global float 0x7FF8000000000000
@f_big = global float 3.4028234663852886e38
@d_tenth = global double 0.1
@d_exp = global double 1.5e300
@d_small = global double 4.9406564584124654e-324
@d_hex = global double 0x400921FB54442D18
@d_neg_inf = global double 0xFFF0000000000000
@d_nan_payload = global double 0x7FF8000000000123
@d_int_text = global double 123456.789

; ==== expected output ====
; @i1t = global i1 true
; @i1f = global i1 false
; @i1one = global i1 true
; @i8max = global i8 -1
; @i8min = global i8 -128
; @i16 = global i16 -2
; @i32 = global i32 2147483647
; @i64min = global i64 -9223372036854775808
; @i64max = global i64 -1
; @hexu = global i32 255
; @hexs = global i16 -1
; @zero_init_scalar = global i32 0
; @f1 = global float 1.000000e+00
; @f_tenth = global float 0x3FB99999A0000000
; @f_neg_zero = global float -0.000000e+00
; @f_inf = global float 0x7FF0000000000000
; @f_nan = global float 0x7FF8000000000000
; @f_big = global float 0x47EFFFFFE0000000
; @d_tenth = global double 1.000000e-01
; @d_exp = global double 1.500000e+300
; @d_small = global double 4.940656e-324
; @d_hex = global double 0x400921FB54442D18
; @d_neg_inf = global double 0xFFF0000000000000
; @d_nan_payload = global double 0x7FF8000000000123
; @d_int_text = global double 0x40FE240C9FBE76C9
