; Constant expressions of the subset and LLVM's folding of them: casts of null/undef/poison,
; identity bitcasts, addrspacecast round trips, ptrtoint/inttoptr pairs, zero-index GEPs.
; test: roundtrip
; test: verify

@g = addrspace(1) global [4 x i32] zeroinitializer
@s = internal addrspace(3) global [16 x float] undef
@x = global [4 x [4 x i32]] zeroinitializer

@to_generic = global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@shared_generic = global ptr addrspacecast (ptr addrspace(3) @s to ptr)
@round_trip = global ptr addrspace(1) addrspacecast (ptr addrspacecast (ptr addrspace(1) @g to ptr) to ptr addrspace(1))
@hop = global ptr addrspace(3) addrspacecast (ptr addrspacecast (ptr addrspace(1) @g to ptr) to ptr addrspace(3))
@null_cast = global ptr addrspacecast (ptr addrspace(1) null to ptr)
@undef_cast = global ptr addrspacecast (ptr addrspace(1) undef to ptr)
@poison_cast = global ptr addrspacecast (ptr addrspace(1) poison to ptr)
@gep = global ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 2)
@gep_flags = global ptr getelementptr nusw nuw (i8, ptr @x, i64 4)
@gep_inbounds_nuw = global ptr getelementptr inbounds nuw (i8, ptr @x, i64 4)
@gep_zero = global ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @g, i64 0, i64 0)
@gep_undef_idx = global ptr getelementptr (i32, ptr @x, i64 undef)
@gep_of_gep = global ptr getelementptr ([4 x i32], ptr getelementptr ([4 x [4 x i32]], ptr @x, i64 0, i64 1), i64 0, i64 2)
@gep_null = global ptr getelementptr (i8, ptr null, i64 4)
@gep_generic = global ptr getelementptr inbounds ([16 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 3)
@p2i = global i64 ptrtoint (ptr addrspace(1) @g to i64)
@p2i_null = global i64 ptrtoint (ptr null to i64)
@i2p_zero = global ptr inttoptr (i64 0 to ptr)
@i2p = global ptr inttoptr (i64 4096 to ptr)
@i2p2i = global i64 ptrtoint (ptr inttoptr (i64 42 to ptr) to i64)
@p2i2p = global ptr inttoptr (i64 ptrtoint (ptr @x to i64) to ptr)
@p2i2p_other_space = global ptr inttoptr (i64 ptrtoint (ptr addrspace(1) @g to i64) to ptr)
@bitcast_same = global ptr addrspace(1) bitcast (ptr addrspace(1) @g to ptr addrspace(1))
@bitcast_int_float = global float bitcast (i32 1065353216 to float)
@bitcast_float_int = global i64 bitcast (double 1.0 to i64)
@in_struct = global { ptr, i64 } { ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 ptrtoint (ptr @x to i64) }

; ==== expected output ====
; @g = addrspace(1) global [4 x i32] zeroinitializer
; @s = internal addrspace(3) global [16 x float] undef
; @x = global [4 x [4 x i32]] zeroinitializer
; @to_generic = global ptr addrspacecast (ptr addrspace(1) @g to ptr)
; @shared_generic = global ptr addrspacecast (ptr addrspace(3) @s to ptr)
; @round_trip = global ptr addrspace(1) @g
; @hop = global ptr addrspace(3) addrspacecast (ptr addrspace(1) @g to ptr addrspace(3))
; @null_cast = global ptr addrspacecast (ptr addrspace(1) null to ptr)
; @undef_cast = global ptr undef
; @poison_cast = global ptr poison
; @gep = global ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 2)
; @gep_flags = global ptr getelementptr nusw nuw (i8, ptr @x, i64 4)
; @gep_inbounds_nuw = global ptr getelementptr inbounds nuw (i8, ptr @x, i64 4)
; @gep_zero = global ptr addrspace(1) @g
; @gep_undef_idx = global ptr @x
; @gep_of_gep = global ptr getelementptr ([4 x i32], ptr getelementptr ([4 x [4 x i32]], ptr @x, i64 0, i64 1), i64 0, i64 2)
; @gep_null = global ptr getelementptr (i8, ptr null, i64 4)
; @gep_generic = global ptr getelementptr inbounds ([16 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 3)
; @p2i = global i64 ptrtoint (ptr addrspace(1) @g to i64)
; @p2i_null = global i64 0
; @i2p_zero = global ptr null
; @i2p = global ptr inttoptr (i64 4096 to ptr)
; @i2p2i = global i64 42
; @p2i2p = global ptr @x
; @p2i2p_other_space = global ptr inttoptr (i64 ptrtoint (ptr addrspace(1) @g to i64) to ptr)
; @bitcast_same = global ptr addrspace(1) @g
; @bitcast_int_float = global float 1.000000e+00
; @bitcast_float_int = global i64 4607182418800017408
; @in_struct = global { ptr, i64 } { ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 ptrtoint (ptr @x to i64) }
