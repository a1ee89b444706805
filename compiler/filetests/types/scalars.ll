; Every scalar type of the subset: integers of any width from i1 to i64, float, double, and
; pointers into each NVPTX address space plus one outside NVPTX's list (kept as is).
; test: roundtrip
; test: verify

define void @ints(i1 %a, i7 %b, i8 %c, i16 %d, i24 %e, i32 %f, i33 %g, i64 %h) {
  ret void
}

define void @floats(float %a, double %b) {
  ret void
}

define void @pointers(ptr %gen, ptr addrspace(1) %global, ptr addrspace(3) %shared, ptr addrspace(4) %const, ptr addrspace(5) %local, ptr addrspace(6) %tensor, ptr addrspace(7) %cluster, ptr addrspace(101) %param, ptr addrspace(2) %other) {
  ret void
}

define i33 @odd_width(i33 %x) {
  %y = add i33 %x, -1
  ret i33 %y
}

; ==== expected output ====
; define void @ints(i1 %a, i7 %b, i8 %c, i16 %d, i24 %e, i32 %f, i33 %g, i64 %h) {
;   ret void
; }
;
; define void @floats(float %a, double %b) {
;   ret void
; }
;
; define void @pointers(ptr %gen, ptr addrspace(1) %global, ptr addrspace(3) %shared, ptr addrspace(4) %const, ptr addrspace(5) %local, ptr addrspace(6) %tensor, ptr addrspace(7) %cluster, ptr addrspace(101) %param, ptr addrspace(2) %other) {
;   ret void
; }
;
; define i33 @odd_width(i33 %x) {
;   %y = add i33 %x, -1
;   ret i33 %y
; }
