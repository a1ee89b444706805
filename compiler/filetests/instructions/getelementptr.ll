; getelementptr over arrays and structs, with the inbounds/nusw/nuw flags, in several address
; spaces, with constant and variable indices.
; test: roundtrip
; test: verify

%struct.S = type { i32, [4 x { float, double }], ptr }

define void @geps(ptr %p, ptr addrspace(1) %g, i64 %i, i32 %j) {
  %a = getelementptr i8, ptr %p, i64 %i
  %b = getelementptr inbounds float, ptr addrspace(1) %g, i64 %i
  %c = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 1, i64 %i, i32 1
  %d = getelementptr nusw [4 x i32], ptr %p, i32 %j, i32 %j
  %e = getelementptr inbounds nuw %struct.S, ptr %p, i64 1, i32 2
  %f = getelementptr nusw nuw i16, ptr %p, i16 -1
  %g2 = getelementptr %struct.S, ptr addrspace(1) %g, i64 %i
  %h = getelementptr { i8, i64 }, ptr %p, i8 0, i32 1
  ret void
}

; ==== expected output ====
; %struct.S = type { i32, [4 x { float, double }], ptr }
;
; define void @geps(ptr %p, ptr addrspace(1) %g, i64 %i, i32 %j) {
;   %a = getelementptr i8, ptr %p, i64 %i
;   %b = getelementptr inbounds float, ptr addrspace(1) %g, i64 %i
;   %c = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 1, i64 %i, i32 1
;   %d = getelementptr nusw [4 x i32], ptr %p, i32 %j, i32 %j
;   %e = getelementptr inbounds nuw %struct.S, ptr %p, i64 1, i32 2
;   %f = getelementptr nusw nuw i16, ptr %p, i16 -1
;   %g2 = getelementptr %struct.S, ptr addrspace(1) %g, i64 %i
;   %h = getelementptr { i8, i64 }, ptr %p, i8 0, i32 1
;   ret void
; }
