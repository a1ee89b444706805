; In the style of LLVM's NVPTX codegen tests (ld-st-addrspace.ll, nvvm annotations, cvta):
; kernels marked both ways, loads and stores through every space, casts to and from generic.
; test: roundtrip
; test: verify

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gv = addrspace(1) global [32 x i32] zeroinitializer, align 4
@sv = internal addrspace(3) global [32 x i32] undef, align 4
@cv = addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define ptx_kernel void @ld_st_global(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}

define void @ld_st_shared_const(i32 %i) {
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @sv, i32 0, i32 %i
  %q = getelementptr inbounds [4 x i32], ptr addrspace(4) @cv, i32 0, i32 %i
  %c = load i32, ptr addrspace(4) %q, align 4
  store volatile i32 %c, ptr addrspace(3) %p, align 4
  ret void
}

define i32 @ld_generic(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @cvta_round_trip(ptr addrspace(3) %s) {
  %g = addrspacecast ptr addrspace(3) %s to ptr
  %v = call i32 @ld_generic(ptr %g)
  %back = addrspacecast ptr %g to ptr addrspace(3)
  store i32 %v, ptr addrspace(3) %back, align 4
  ret i32 %v
}

define void @local_scratch(i32 %x) {
  %buf = alloca [4 x i32], align 4
  %l = addrspacecast ptr %buf to ptr addrspace(5)
  store i32 %x, ptr addrspace(5) %l, align 4
  ret void
}

define void @old_style_kernel(ptr %out) {
  %g = addrspacecast ptr %out to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %g, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @old_style_kernel, !"kernel", i32 1}
!1 = !{ptr @old_style_kernel, !"maxntidx", i32 128}

; ==== expected output ====
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @gv = addrspace(1) global [32 x i32] zeroinitializer, align 4
; @sv = internal addrspace(3) global [32 x i32] undef, align 4
; @cv = addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
;
; define ptx_kernel void @ld_st_global(ptr addrspace(1) %a, ptr addrspace(1) %b) {
;   %v = load i32, ptr addrspace(1) %a, align 4
;   store i32 %v, ptr addrspace(1) %b, align 4
;   ret void
; }
;
; define void @ld_st_shared_const(i32 %i) {
;   %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @sv, i32 0, i32 %i
;   %q = getelementptr inbounds [4 x i32], ptr addrspace(4) @cv, i32 0, i32 %i
;   %c = load i32, ptr addrspace(4) %q, align 4
;   store volatile i32 %c, ptr addrspace(3) %p, align 4
;   ret void
; }
;
; define i32 @ld_generic(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define i32 @cvta_round_trip(ptr addrspace(3) %s) {
;   %g = addrspacecast ptr addrspace(3) %s to ptr
;   %v = call i32 @ld_generic(ptr %g)
;   %back = addrspacecast ptr %g to ptr addrspace(3)
;   store i32 %v, ptr addrspace(3) %back, align 4
;   ret i32 %v
; }
;
; define void @local_scratch(i32 %x) {
;   %buf = alloca [4 x i32], align 4
;   %l = addrspacecast ptr %buf to ptr addrspace(5)
;   store i32 %x, ptr addrspace(5) %l, align 4
;   ret void
; }
;
; define void @old_style_kernel(ptr %out) {
;   %g = addrspacecast ptr %out to ptr addrspace(1)
;   store i32 0, ptr addrspace(1) %g, align 4
;   ret void
; }
;
; !nvvm.annotations = !{!0, !1}
;
; !0 = !{ptr @old_style_kernel, !"kernel", i32 1}
; !1 = !{ptr @old_style_kernel, !"maxntidx", i32 128}
