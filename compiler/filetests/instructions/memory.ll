; alloca (count, alignment, address space, default preferred alignment), load and store
; (volatile, alignment, default ABI alignment), and atomic loads and stores with scopes.
; test: roundtrip
; test: verify

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @mem(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %n) {
  %a = alloca i32, align 4
  %b = alloca i64
  %c = alloca { i8 }
  %arr = alloca i32, i32 4, align 16
  %dyn = alloca float, i64 %n, align 4
  %one = alloca i32, i32 1
  %one64 = alloca i32, i64 1
  %loc = alloca [8 x float], align 4, addrspace(5)
  store i32 1, ptr %a, align 4
  store volatile i64 2, ptr %b
  %x = load i32, ptr %a
  %y = load volatile float, ptr addrspace(1) %g, align 16
  %z = load double, ptr addrspace(3) %s, align 8
  store float %y, ptr addrspace(5) %loc, align 4
  %at = load atomic i32, ptr %p acquire, align 4
  %atb = load atomic volatile i32, ptr addrspace(1) %g syncscope("block") monotonic, align 4
  store atomic i32 %at, ptr %p release, align 4
  store atomic i64 7, ptr addrspace(3) %s syncscope("device") seq_cst, align 8
  %un = load atomic ptr, ptr %p unordered, align 8
  %agg = load { i32, float }, ptr %p
  store { i32, float } %agg, ptr %p
  ret void
}

; ==== expected output ====
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
;
; define void @mem(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %n) {
;   %a = alloca i32, align 4
;   %b = alloca i64, align 8
;   %c = alloca { i8 }, align 8
;   %arr = alloca i32, i32 4, align 16
;   %dyn = alloca float, i64 %n, align 4
;   %one = alloca i32, align 4
;   %one64 = alloca i32, i64 1, align 4
;   %loc = alloca [8 x float], align 4, addrspace(5)
;   store i32 1, ptr %a, align 4
;   store volatile i64 2, ptr %b, align 8
;   %x = load i32, ptr %a, align 4
;   %y = load volatile float, ptr addrspace(1) %g, align 16
;   %z = load double, ptr addrspace(3) %s, align 8
;   store float %y, ptr addrspace(5) %loc, align 4
;   %at = load atomic i32, ptr %p acquire, align 4
;   %atb = load atomic volatile i32, ptr addrspace(1) %g syncscope("block") monotonic, align 4
;   store atomic i32 %at, ptr %p release, align 4
;   store atomic i64 7, ptr addrspace(3) %s syncscope("device") seq_cst, align 8
;   %un = load atomic ptr, ptr %p unordered, align 8
;   %agg = load { i32, float }, ptr %p, align 4
;   store { i32, float } %agg, ptr %p, align 4
;   ret void
; }
