; The integer constant expressions LLVM 19 still has (add, sub, mul, xor, with nuw/nsw on the
; first three, and trunc), and the forms LLVM 19 folds them to (checked with llvm-as-19 |
; llvm-dis-19): poison wins, then undef (xor undef, undef is 0; mul with undef is undef only
; times undef or an odd integer, else 0); integers fold, wrapping, whatever the flags say;
; an integer operand of add/mul/xor goes right; identities disappear; (x op c1) op c2
; reassociates for add/mul/xor (dropping flags), not for sub; vectors fold lane by lane;
; trunc (ptrtoint p to i64) to i32 is ptrtoint p to i32.
; test: roundtrip
; test: verify

@g = global i64 0
@a1 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 0)
@a2 = global i64 add (i64 0, i64 ptrtoint (ptr @g to i64))
@a3 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
@a4 = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
@a5 = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 1)
@a6 = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 0)
@a7 = global i64 add (i64 undef, i64 ptrtoint (ptr @g to i64))
@a8 = global i64 mul (i64 undef, i64 ptrtoint (ptr @g to i64))
@a9 = global i64 mul (i64 undef, i64 4)
@b1 = global i64 mul (i64 undef, i64 3)
@b2 = global i64 add (i64 poison, i64 ptrtoint (ptr @g to i64))
@b3 = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
@b4 = global i64 add nsw (i64 9223372036854775807, i64 1)
@b5 = global i64 add (i64 9223372036854775807, i64 1)
@b6 = global i64 sub nuw (i64 1, i64 2)
@b7 = global i64 mul nsw (i64 4611686018427387904, i64 2)
@b8 = global i64 xor (i64 undef, i64 undef)
@b9 = global i64 sub (i64 undef, i64 undef)
@c1 = global i32 sub (i32 0, i32 trunc (i64 ptrtoint (ptr @g to i64) to i32))
@c2 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 undef)
@c3 = global i64 add (i64 3, i64 ptrtoint (ptr @g to i64))
@c4 = global i64 mul (i64 undef, i64 0)
@c5 = global <2 x i32> add (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>)
@c6 = global i64 add (i64 add (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@c7 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 -3)
@c8 = global i1 xor (i1 true, i1 true)
@d1 = global i64 mul (i64 mul (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@d2 = global i64 xor (i64 xor (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@d3 = global i64 sub (i64 sub (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@d4 = global i64 add nuw (i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@d5 = global i64 add (i64 sub (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
@d6 = global i64 mul (i64 undef, i64 undef)
@d7 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
@d9 = global i64 add (i64 add (i64 ptrtoint (ptr @g to i64), i64 3), i64 -3)
@e1 = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@e2 = global i64 sub (i64 3, i64 ptrtoint (ptr @g to i64))
@e3 = global i64 mul (i64 3, i64 ptrtoint (ptr @g to i64))
@e5 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 undef)
@e6 = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 undef)
@e7 = global i64 add (i64 undef, i64 poison)
@e9 = global i8 trunc (i64 ptrtoint (ptr @g to i64) to i8)
@f1 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 mul (i64 2, i64 3))
@f2 = global i16 trunc (i32 70000 to i16)
@f3 = global <2 x i64> sub (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> <i64 1, i64 1>)

; ==== expected output ====
; @g = global i64 0
; @a1 = global i64 ptrtoint (ptr @g to i64)
; @a2 = global i64 ptrtoint (ptr @g to i64)
; @a3 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
; @a4 = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
; @a5 = global i64 ptrtoint (ptr @g to i64)
; @a6 = global i64 0
; @a7 = global i64 undef
; @a8 = global i64 0
; @a9 = global i64 0
; @b1 = global i64 undef
; @b2 = global i64 poison
; @b3 = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
; @b4 = global i64 -9223372036854775808
; @b5 = global i64 -9223372036854775808
; @b6 = global i64 -1
; @b7 = global i64 -9223372036854775808
; @b8 = global i64 0
; @b9 = global i64 undef
; @c1 = global i32 sub (i32 0, i32 ptrtoint (ptr @g to i32))
; @c2 = global i64 undef
; @c3 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 3)
; @c4 = global i64 0
; @c5 = global <2 x i32> <i32 4, i32 6>
; @c6 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 7)
; @c7 = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 -3)
; @c8 = global i1 false
; @d1 = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 12)
; @d2 = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 7)
; @d3 = global i64 sub (i64 sub (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
; @d4 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 7)
; @d5 = global i64 add (i64 sub (i64 ptrtoint (ptr @g to i64), i64 3), i64 4)
; @d6 = global i64 undef
; @d7 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @g to i64))
; @d9 = global i64 ptrtoint (ptr @g to i64)
; @e1 = global i32 ptrtoint (ptr @g to i32)
; @e2 = global i64 sub (i64 3, i64 ptrtoint (ptr @g to i64))
; @e3 = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)
; @e5 = global i64 undef
; @e6 = global i64 0
; @e7 = global i64 poison
; @e9 = global i8 ptrtoint (ptr @g to i8)
; @f1 = global i64 add (i64 ptrtoint (ptr @g to i64), i64 6)
; @f2 = global i16 4464
; @f3 = global <2 x i64> <i64 sub (i64 ptrtoint (ptr @g to i64), i64 1), i64 0>
