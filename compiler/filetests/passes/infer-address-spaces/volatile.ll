; infer-address-spaces, rule 5 (volatile): NVPTX has volatile loads and stores in every space
; (LLVM asks `hasVolatileVariant` about the generic space the access had), so volatile loads and
; stores move to the inferred space, local and const included; volatile `atomicrmw` and
; `cmpxchg` stay generic, on one cast back of their moved GEP. Same output as opt-19, except
; that opt-19 makes one cast back per volatile atomic (%0 and %1) where seam shares one.
; test: opt infer-address-spaces
; launch: @k (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(4) constant [2 x i32] [i32 40, i32 2]

define internal i32 @local_volatile(i32 %v) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %p = addrspacecast ptr addrspace(5) %a to ptr
  store volatile i32 %v, ptr %p, align 4
  %r = load volatile i32, ptr %p, align 4
  ret i32 %r
}

define internal i32 @const_volatile() {
entry:
  %t = addrspacecast ptr addrspace(4) @table to ptr
  %p = getelementptr i32, ptr %t, i64 1
  %a = load volatile i32, ptr %t, align 4
  %b = load volatile i32, ptr %p, align 4
  %r = add i32 %a, %b
  ret i32 %r
}

define internal void @global_atomics(ptr addrspace(1) %out) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %p = getelementptr i32, ptr %o, i64 2
  %x = atomicrmw volatile add ptr %p, i32 5 monotonic, align 4
  %y = cmpxchg volatile ptr %p, i32 5, i32 6 seq_cst seq_cst, align 4
  %q = getelementptr i32, ptr %o, i64 3
  store volatile i32 7, ptr %q, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = call i32 @local_volatile(i32 3)
  store i32 %a, ptr addrspace(1) %out, align 4
  %b = call i32 @const_volatile()
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  call void @global_atomics(ptr addrspace(1) %out)
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @local_volatile: rewrote (local) accesses=2 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @const_volatile: rewrote (const) accesses=2 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @global_atomics: rewrote (global) accesses=1 generic-left=2 exprs=2 casts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @table = internal addrspace(4) constant [2 x i32] [i32 40, i32 2]
;
; define internal i32 @local_volatile(i32 %v) {
; entry:
;   %a = alloca i32, align 4, addrspace(5)
;   store volatile i32 %v, ptr addrspace(5) %a, align 4
;   %r = load volatile i32, ptr addrspace(5) %a, align 4
;   ret i32 %r
; }
;
; define internal i32 @const_volatile() {
; entry:
;   %p = getelementptr i32, ptr addrspace(4) @table, i64 1
;   %a = load volatile i32, ptr addrspace(4) @table, align 4
;   %b = load volatile i32, ptr addrspace(4) %p, align 4
;   %r = add i32 %a, %b
;   ret i32 %r
; }
;
; define internal void @global_atomics(ptr addrspace(1) %out) {
; entry:
;   %p = getelementptr i32, ptr addrspace(1) %out, i64 2
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   %x = atomicrmw volatile add ptr %0, i32 5 monotonic, align 4
;   %y = cmpxchg volatile ptr %0, i32 5, i32 6 seq_cst seq_cst, align 4
;   %q = getelementptr i32, ptr addrspace(1) %out, i64 3
;   store volatile i32 7, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %a = call i32 @local_volatile(i32 3)
;   store i32 %a, ptr addrspace(1) %out, align 4
;   %b = call i32 @const_volatile()
;   %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   call void @global_atomics(ptr addrspace(1) %out)
;   ret void
; }
