; force-inline (seed 000): how parameters count. Each is max(alloc size, 4) bytes, pointers
; rounded up to their ABI alignment; a byval parameter is a pointer (8 bytes) whatever it
; points to; the sum is compared with 384.
; test: opt force-inline

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; 47 pointers (376) + i8 (counted 4) = 380; + i16 (4) = 384: not forced.
define internal void @ptrs_384(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5, ptr %p6, ptr %p7, ptr %p8, ptr %p9, ptr %p10, ptr %p11, ptr %p12, ptr %p13, ptr %p14, ptr %p15, ptr %p16, ptr %p17, ptr %p18, ptr %p19, ptr %p20, ptr %p21, ptr %p22, ptr %p23, ptr %p24, ptr %p25, ptr %p26, ptr %p27, ptr %p28, ptr %p29, ptr %p30, ptr %p31, ptr %p32, ptr %p33, ptr %p34, ptr %p35, ptr %p36, ptr %p37, ptr %p38, ptr %p39, ptr %p40, ptr %p41, ptr %p42, ptr %p43, ptr %p44, ptr %p45, ptr addrspace(3) %p46, i8 %a, i16 %b) {
  ret void
}

; One more i1 (counted 4): 388, forced.
define internal void @ptrs_388(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5, ptr %p6, ptr %p7, ptr %p8, ptr %p9, ptr %p10, ptr %p11, ptr %p12, ptr %p13, ptr %p14, ptr %p15, ptr %p16, ptr %p17, ptr %p18, ptr %p19, ptr %p20, ptr %p21, ptr %p22, ptr %p23, ptr %p24, ptr %p25, ptr %p26, ptr %p27, ptr %p28, ptr %p29, ptr %p30, ptr %p31, ptr %p32, ptr %p33, ptr %p34, ptr %p35, ptr %p36, ptr %p37, ptr %p38, ptr %p39, ptr %p40, ptr %p41, ptr %p42, ptr %p43, ptr %p44, ptr %p45, ptr addrspace(3) %p46, i8 %a, i16 %b, i1 %c) {
  ret void
}

; A 1000-byte byval aggregate counts as its 8-byte pointer: not forced.
define internal i32 @byval_big(ptr byval([250 x i32]) align 4 %s) {
  %v = load i32, ptr %s, align 4
  ret i32 %v
}

; The same aggregate by value: forced.
define internal i32 @by_value_big([250 x i32] %s) {
  %v = extractvalue [250 x i32] %s, 0
  ret i32 %v
}

; A struct with padding: alloc size 24 (i8, i64, i8) x 16 = 384: not forced; 17: forced.
define internal void @structs_384({ i8, i64, i8 } %s0, { i8, i64, i8 } %s1, { i8, i64, i8 } %s2, { i8, i64, i8 } %s3, { i8, i64, i8 } %s4, { i8, i64, i8 } %s5, { i8, i64, i8 } %s6, { i8, i64, i8 } %s7, { i8, i64, i8 } %s8, { i8, i64, i8 } %s9, { i8, i64, i8 } %s10, { i8, i64, i8 } %s11, { i8, i64, i8 } %s12, { i8, i64, i8 } %s13, { i8, i64, i8 } %s14, { i8, i64, i8 } %s15) {
  ret void
}

define internal void @structs_408({ i8, i64, i8 } %s0, { i8, i64, i8 } %s1, { i8, i64, i8 } %s2, { i8, i64, i8 } %s3, { i8, i64, i8 } %s4, { i8, i64, i8 } %s5, { i8, i64, i8 } %s6, { i8, i64, i8 } %s7, { i8, i64, i8 } %s8, { i8, i64, i8 } %s9, { i8, i64, i8 } %s10, { i8, i64, i8 } %s11, { i8, i64, i8 } %s12, { i8, i64, i8 } %s13, { i8, i64, i8 } %s14, { i8, i64, i8 } %s15, { i8, i64, i8 } %s16) {
  ret void
}

; A double return of 8 bytes and an i1 return: not forced.
define internal double @small_ret() {
  ret double 1.0
}

; ==== expected output ====
; pipeline: force-inline
; remark: force-inline: @ptrs_384: not-forced (none) params=384 return=0
; remark: force-inline: @ptrs_388: force-inline (large-params) params=388 return=0
; remark: force-inline: @byval_big: not-forced (none) params=8 return=4
; remark: force-inline: @by_value_big: force-inline (large-params) params=1000 return=4
; remark: force-inline: @structs_384: not-forced (none) params=384 return=0
; remark: force-inline: @structs_408: force-inline (large-params) params=408 return=0
; remark: force-inline: @small_ret: not-forced (none) params=0 return=8
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @ptrs_384(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5, ptr %p6, ptr %p7, ptr %p8, ptr %p9, ptr %p10, ptr %p11, ptr %p12, ptr %p13, ptr %p14, ptr %p15, ptr %p16, ptr %p17, ptr %p18, ptr %p19, ptr %p20, ptr %p21, ptr %p22, ptr %p23, ptr %p24, ptr %p25, ptr %p26, ptr %p27, ptr %p28, ptr %p29, ptr %p30, ptr %p31, ptr %p32, ptr %p33, ptr %p34, ptr %p35, ptr %p36, ptr %p37, ptr %p38, ptr %p39, ptr %p40, ptr %p41, ptr %p42, ptr %p43, ptr %p44, ptr %p45, ptr addrspace(3) %p46, i8 %a, i16 %b) {
;   ret void
; }
;
; define internal void @ptrs_388(ptr %p0, ptr %p1, ptr %p2, ptr %p3, ptr %p4, ptr %p5, ptr %p6, ptr %p7, ptr %p8, ptr %p9, ptr %p10, ptr %p11, ptr %p12, ptr %p13, ptr %p14, ptr %p15, ptr %p16, ptr %p17, ptr %p18, ptr %p19, ptr %p20, ptr %p21, ptr %p22, ptr %p23, ptr %p24, ptr %p25, ptr %p26, ptr %p27, ptr %p28, ptr %p29, ptr %p30, ptr %p31, ptr %p32, ptr %p33, ptr %p34, ptr %p35, ptr %p36, ptr %p37, ptr %p38, ptr %p39, ptr %p40, ptr %p41, ptr %p42, ptr %p43, ptr %p44, ptr %p45, ptr addrspace(3) %p46, i8 %a, i16 %b, i1 %c) #0 {
;   ret void
; }
;
; define internal i32 @byval_big(ptr align 4 byval([250 x i32]) %s) {
;   %v = load i32, ptr %s, align 4
;   ret i32 %v
; }
;
; define internal i32 @by_value_big([250 x i32] %s) #0 {
;   %v = extractvalue [250 x i32] %s, 0
;   ret i32 %v
; }
;
; define internal void @structs_384({ i8, i64, i8 } %s0, { i8, i64, i8 } %s1, { i8, i64, i8 } %s2, { i8, i64, i8 } %s3, { i8, i64, i8 } %s4, { i8, i64, i8 } %s5, { i8, i64, i8 } %s6, { i8, i64, i8 } %s7, { i8, i64, i8 } %s8, { i8, i64, i8 } %s9, { i8, i64, i8 } %s10, { i8, i64, i8 } %s11, { i8, i64, i8 } %s12, { i8, i64, i8 } %s13, { i8, i64, i8 } %s14, { i8, i64, i8 } %s15) {
;   ret void
; }
;
; define internal void @structs_408({ i8, i64, i8 } %s0, { i8, i64, i8 } %s1, { i8, i64, i8 } %s2, { i8, i64, i8 } %s3, { i8, i64, i8 } %s4, { i8, i64, i8 } %s5, { i8, i64, i8 } %s6, { i8, i64, i8 } %s7, { i8, i64, i8 } %s8, { i8, i64, i8 } %s9, { i8, i64, i8 } %s10, { i8, i64, i8 } %s11, { i8, i64, i8 } %s12, { i8, i64, i8 } %s13, { i8, i64, i8 } %s14, { i8, i64, i8 } %s15, { i8, i64, i8 } %s16) #0 {
;   ret void
; }
;
; define internal double @small_ret() {
;   ret double 1.000000e+00
; }
;
; attributes #0 = { alwaysinline }
