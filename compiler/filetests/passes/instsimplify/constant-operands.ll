; instsimplify: instructions whose operands are all constants fold to the value LLVM 19
; computes: unsigned and signed comparisons below, at and above their boundary; nsw and nuw
; arithmetic near the signed minimum (no poison: -120 fits); a product that overflows without
; flags wraps; an exact right shift of a multiple; fpext of a float constant to double and
; fptrunc of a double constant to float.
; test: opt instsimplify
; launch: @k grid=1 block=1 (out=i32[16] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %c0 = icmp ult i32 3, 5
  %c1 = icmp ult i32 5, 3
  %c2 = icmp ult i32 5, 5
  %c3 = icmp ule i32 5, 5
  %c4 = icmp slt i32 -1, 1
  %c5 = icmp ult i32 -1, 1
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %a = add nsw i32 -100, -20
  %s = sub nsw i32 -100, 20
  %p = mul i32 100000, 100000
  %r = lshr exact i32 12, 2
  %e = fpext float 1.500000e+00 to double
  %f = fmul double %e, 2.000000e+00
  %g = fptosi double %f to i32
  %t = fptrunc double 2.500000e+00 to float
  %u = fptosi float %t to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 6
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 7
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 8
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 9
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 10
  %o11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 11
  store i32 %z0, ptr addrspace(1) %out, align 4
  store i32 %z1, ptr addrspace(1) %o1, align 4
  store i32 %z2, ptr addrspace(1) %o2, align 4
  store i32 %z3, ptr addrspace(1) %o3, align 4
  store i32 %z4, ptr addrspace(1) %o4, align 4
  store i32 %z5, ptr addrspace(1) %o5, align 4
  store i32 %a, ptr addrspace(1) %o6, align 4
  store i32 %s, ptr addrspace(1) %o7, align 4
  store i32 %p, ptr addrspace(1) %o8, align 4
  store i32 %r, ptr addrspace(1) %o9, align 4
  store i32 %g, ptr addrspace(1) %o10, align 4
  store i32 %u, ptr addrspace(1) %o11, align 4
  ret void
}

; ==== expected output ====
; pipeline: instsimplify
; remark: instsimplify: @k: folded insts=21
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
;   %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
;   %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
;   %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 6
;   %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 7
;   %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 8
;   %o9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 9
;   %o10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 10
;   %o11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 11
;   store i32 1, ptr addrspace(1) %out, align 4
;   store i32 0, ptr addrspace(1) %o1, align 4
;   store i32 0, ptr addrspace(1) %o2, align 4
;   store i32 1, ptr addrspace(1) %o3, align 4
;   store i32 1, ptr addrspace(1) %o4, align 4
;   store i32 0, ptr addrspace(1) %o5, align 4
;   store i32 -120, ptr addrspace(1) %o6, align 4
;   store i32 -120, ptr addrspace(1) %o7, align 4
;   store i32 1410065408, ptr addrspace(1) %o8, align 4
;   store i32 3, ptr addrspace(1) %o9, align 4
;   store i32 3, ptr addrspace(1) %o10, align 4
;   store i32 2, ptr addrspace(1) %o11, align 4
;   ret void
; }
