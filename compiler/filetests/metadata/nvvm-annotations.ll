; !nvvm.annotations: kernels, launch bounds, image and sampler parameters (by index), entries
; with several properties, duplicates, and annotations on globals. Seam keeps them on the
; functions and globals they name and prints one node per property.
; test: roundtrip
; test: verify

@tex = addrspace(1) global i64 0

define void @k1(ptr addrspace(1) %out) {
  ret void
}

define void @k2(i64 %img, i64 %smp, ptr %p) {
  ret void
}

define void @not_a_kernel() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !0, !5}

!0 = !{ptr @k1, !"kernel", i32 1}
!1 = !{ptr @k1, !"maxntidx", i32 256, !"maxntidy", i32 1, !"minctasm", i32 2}
!2 = !{ptr @k2, !"kernel", i32 1, !"rdoimage", i32 0}
!3 = !{ptr @k2, !"sampler", i32 1}
!4 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!5 = !{ptr @not_a_kernel, !"kernel", i32 0}

; ==== expected output ====
; @tex = addrspace(1) global i64 0
;
; define void @k1(ptr addrspace(1) %out) {
;   ret void
; }
;
; define void @k2(i64 %img, i64 %smp, ptr %p) {
;   ret void
; }
;
; define void @not_a_kernel() {
;   ret void
; }
;
; !nvvm.annotations = !{!0, !1, !2, !3, !4, !1, !5, !6, !7, !8}
;
; !0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
; !1 = !{ptr @k1, !"kernel", i32 1}
; !2 = !{ptr @k1, !"maxntidx", i32 256}
; !3 = !{ptr @k1, !"maxntidy", i32 1}
; !4 = !{ptr @k1, !"minctasm", i32 2}
; !5 = !{ptr @k2, !"kernel", i32 1}
; !6 = !{ptr @k2, !"rdoimage", i32 0}
; !7 = !{ptr @k2, !"sampler", i32 1}
; !8 = !{ptr @not_a_kernel, !"kernel", i32 0}
