; Arrays, literal structs (packed and not), named structs (nested, forward-referenced, opaque),
; and empty aggregates. Named types print sorted by name, and only those in use.
; test: roundtrip
; test: verify

%struct.Outer = type { i32, %struct.Inner, [2 x %struct.Inner] }
%struct.Inner = type { float, ptr addrspace(1) }
%packed = type <{ i8, i32, i16 }>
%opaque = type opaque
%unused = type { i64 }
%empty = type {}

@ext = external global %opaque

define void @f(ptr %p) {
  %a = alloca [4 x [8 x i16]], align 2
  %b = alloca { i8, { i32, double } }, align 8
  %c = alloca <{ i8, i64 }>, align 1
  %d = alloca %struct.Outer, align 8
  %e = alloca %packed, align 1
  %z = alloca [0 x i32], align 4
  %s = alloca {}, align 1
  %n = alloca %empty, align 1
  ret void
}

define %struct.Inner @ret_named(%struct.Inner %x) {
  ret %struct.Inner %x
}

; ==== expected output ====
; %empty = type {}
; %opaque = type opaque
; %packed = type <{ i8, i32, i16 }>
; %struct.Inner = type { float, ptr addrspace(1) }
; %struct.Outer = type { i32, %struct.Inner, [2 x %struct.Inner] }
;
; @ext = external global %opaque
;
; define void @f(ptr %p) {
;   %a = alloca [4 x [8 x i16]], align 2
;   %b = alloca { i8, { i32, double } }, align 8
;   %c = alloca <{ i8, i64 }>, align 1
;   %d = alloca %struct.Outer, align 8
;   %e = alloca %packed, align 1
;   %z = alloca [0 x i32], align 4
;   %s = alloca {}, align 1
;   %n = alloca %empty, align 1
;   ret void
; }
;
; define %struct.Inner @ret_named(%struct.Inner %x) {
;   ret %struct.Inner %x
; }
