; extractvalue and insertvalue, nested, on structs and arrays, and aggregate phis and returns.
; test: roundtrip
; test: verify

%pair = type { i32, [2 x float] }

define %pair @agg(%pair %p, float %x, i1 %c) {
entry:
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1, 1
  %arr = extractvalue %pair %p, 1
  %q = insertvalue %pair %p, float %x, 1, 0
  %r = insertvalue %pair undef, i32 %a, 0
  %s = insertvalue { i8, { i16 } } zeroinitializer, i16 5, 1, 0
  br i1 %c, label %t, label %f

t:
  br label %j

f:
  br label %j

j:
  %m = phi %pair [ %q, %t ], [ %r, %f ]
  ret %pair %m
}

; ==== expected output ====
; %pair = type { i32, [2 x float] }
;
; define %pair @agg(%pair %p, float %x, i1 %c) {
; entry:
;   %a = extractvalue %pair %p, 0
;   %b = extractvalue %pair %p, 1, 1
;   %arr = extractvalue %pair %p, 1
;   %q = insertvalue %pair %p, float %x, 1, 0
;   %r = insertvalue %pair undef, i32 %a, 0
;   %s = insertvalue { i8, { i16 } } zeroinitializer, i16 5, 1, 0
;   br i1 %c, label %t, label %f
;
; t:
;   br label %j
;
; f:
;   br label %j
;
; j:
;   %m = phi %pair [ %q, %t ], [ %r, %f ]
;   ret %pair %m
; }
