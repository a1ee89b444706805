; The .param ABI shapes the force-inline rules are about, written as LLVM's NVPTX param tests
; write them: byval aggregates below and above 384 bytes, aggregate returns below and above
; 144 bytes, and image/sampler handles on a kernel.
; test: roundtrip
; test: verify

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%small = type { [24 x i32] }
%large = type { [97 x i32] }
%ret_ok = type { [18 x double] }
%ret_big = type { [19 x double] }

define internal float @takes_small(ptr byval(%small) align 4 %s) noinline {
  %p = getelementptr inbounds %small, ptr %s, i64 0, i32 0, i64 3
  %v = load i32, ptr %p, align 4
  %f = sitofp i32 %v to float
  ret float %f
}

define internal float @takes_large(ptr byval(%large) align 4 %s) {
  %v = load i32, ptr %s, align 4
  %f = sitofp i32 %v to float
  ret float %f
}

define internal %ret_ok @ret_144(double %x) {
  %r = insertvalue %ret_ok zeroinitializer, double %x, 0, 0
  ret %ret_ok %r
}

define internal %ret_big @ret_152(double %x) {
  %r = insertvalue %ret_big zeroinitializer, double %x, 0, 18
  ret %ret_big %r
}

define void @imaging(i64 %img, i64 %smp, ptr addrspace(1) %out) {
  store i64 %img, ptr addrspace(1) %out, align 8
  ret void
}

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @imaging, !"kernel", i32 1}
!1 = !{ptr @imaging, !"rdoimage", i32 0}
!2 = !{ptr @imaging, !"sampler", i32 1}

; ==== expected output ====
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; %large = type { [97 x i32] }
; %ret_big = type { [19 x double] }
; %ret_ok = type { [18 x double] }
; %small = type { [24 x i32] }
;
; define internal float @takes_small(ptr align 4 byval(%small) %s) #0 {
;   %p = getelementptr inbounds %small, ptr %s, i64 0, i32 0, i64 3
;   %v = load i32, ptr %p, align 4
;   %f = sitofp i32 %v to float
;   ret float %f
; }
;
; define internal float @takes_large(ptr align 4 byval(%large) %s) {
;   %v = load i32, ptr %s, align 4
;   %f = sitofp i32 %v to float
;   ret float %f
; }
;
; define internal %ret_ok @ret_144(double %x) {
;   %r = insertvalue %ret_ok zeroinitializer, double %x, 0, 0
;   ret %ret_ok %r
; }
;
; define internal %ret_big @ret_152(double %x) {
;   %r = insertvalue %ret_big zeroinitializer, double %x, 0, 18
;   ret %ret_big %r
; }
;
; define void @imaging(i64 %img, i64 %smp, ptr addrspace(1) %out) {
;   store i64 %img, ptr addrspace(1) %out, align 8
;   ret void
; }
;
; attributes #0 = { noinline }
;
; !nvvm.annotations = !{!0, !1, !2}
;
; !0 = !{ptr @imaging, !"kernel", i32 1}
; !1 = !{ptr @imaging, !"rdoimage", i32 0}
; !2 = !{ptr @imaging, !"sampler", i32 1}
