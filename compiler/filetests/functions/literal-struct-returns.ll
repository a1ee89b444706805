; Functions returning literal struct types, declared and defined (the pre-scan that finds
; function names steps over the return type's braces).
; test: roundtrip
; test: verify

declare { i32, i1 } @pair(i32)

declare { float, { i8, ptr } } @nested()

define { i32, i1 } @swap({ i1, i32 } %x) {
entry:
  %a = extractvalue { i1, i32 } %x, 0
  %b = extractvalue { i1, i32 } %x, 1
  %r0 = insertvalue { i32, i1 } poison, i32 %b, 0
  %r1 = insertvalue { i32, i1 } %r0, i1 %a, 1
  ret { i32, i1 } %r1
}

define <{ i8, i32 }> @packed() {
entry:
  %p = call { i32, i1 } @pair(i32 3)
  ret <{ i8, i32 }> <{ i8 1, i32 2 }>
}

; ==== expected output ====
; declare { i32, i1 } @pair(i32)
;
; declare { float, { i8, ptr } } @nested()
;
; define { i32, i1 } @swap({ i1, i32 } %x) {
; entry:
;   %a = extractvalue { i1, i32 } %x, 0
;   %b = extractvalue { i1, i32 } %x, 1
;   %r0 = insertvalue { i32, i1 } poison, i32 %b, 0
;   %r1 = insertvalue { i32, i1 } %r0, i1 %a, 1
;   ret { i32, i1 } %r1
; }
;
; define <{ i8, i32 }> @packed() {
; entry:
;   %p = call { i32, i1 } @pair(i32 3)
;   ret <{ i8, i32 }> <{ i8 1, i32 2 }>
; }
