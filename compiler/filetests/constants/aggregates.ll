; Aggregate constants and the forms LLVM folds them to: all-zero aggregates become
; zeroinitializer, all-undef undef, all-poison poison; i8 arrays print as c"..." strings.
; test: roundtrip
; test: verify

%pair = type { i32, float }

@arr = global [3 x i32] [i32 1, i32 2, i32 3]
@arr_zero = global [2 x i32] [i32 0, i32 0]
@arr_undef = global [2 x i32] [i32 undef, i32 undef]
@arr_poison = global [1 x i32] [i32 poison]
@arr_mixed = global [2 x i32] [i32 undef, i32 poison]
@str = global [7 x i8] c"a\22b\\c\0A\00"
@bytes = global [3 x i8] [i8 104, i8 105, i8 0]
@zeros = global [3 x i8] c"\00\00\00"
@empty_arr = global [0 x i32] []
@st = global %pair { i32 7, float 2.5 }
@st_zero = global %pair { i32 0, float 0.0 }
@st_negzero = global %pair { i32 0, float -0.0 }
@lit = global { i8, { i16, double } } { i8 1, { i16, double } { i16 2, double 3.0 } }
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@nested_zero = global [2 x [2 x i8]] [[2 x i8] zeroinitializer, [2 x i8] c"ab"]
@ptrs = global [2 x ptr] [ptr null, ptr @arr]
@null_ptrs = global [2 x ptr] [ptr null, ptr null]
@undef_struct = global { i32 } { i32 undef }
@half_undef = global { i32, i32 } { i32 0, i32 undef }
@empty_struct = global {} {}

; ==== expected output ====
; %pair = type { i32, float }
;
; @arr = global [3 x i32] [i32 1, i32 2, i32 3]
; @arr_zero = global [2 x i32] zeroinitializer
; @arr_undef = global [2 x i32] undef
; @arr_poison = global [1 x i32] poison
; @arr_mixed = global [2 x i32] [i32 undef, i32 poison]
; @str = global [7 x i8] c"a\22b\5Cc\0A\00"
; @bytes = global [3 x i8] c"hi\00"
; @zeros = global [3 x i8] zeroinitializer
; @empty_arr = global [0 x i32] undef
; @st = global %pair { i32 7, float 2.500000e+00 }
; @st_zero = global %pair zeroinitializer
; @st_negzero = global %pair { i32 0, float -0.000000e+00 }
; @lit = global { i8, { i16, double } } { i8 1, { i16, double } { i16 2, double 3.000000e+00 } }
; @packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; @nested_zero = global [2 x [2 x i8]] [[2 x i8] zeroinitializer, [2 x i8] c"ab"]
; @ptrs = global [2 x ptr] [ptr null, ptr @arr]
; @null_ptrs = global [2 x ptr] zeroinitializer
; @undef_struct = global { i32 } undef
; @half_undef = global { i32, i32 } { i32 0, i32 undef }
; @empty_struct = global {} zeroinitializer
