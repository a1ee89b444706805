; specialize-callees (seed 000): a clone is named after its original and the spaces of its
; parameters (`@ext.shared`); when that name is taken — by a global or a function the module
; already holds — the first free `.N` suffix is added (`@ext.shared.2`: `@ext.shared` is a
; global, `@ext.shared.1` an internal function). The first clone of a run must check the module's names
; too, not only the clones made before it.
; test: opt specialize-callees
; launch: @k (out=i32[4] zero, in=i32[4] random 3, i32 2)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
@ext.shared = internal addrspace(1) global i32 5, align 4

define i32 @ext(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @ext.shared.1(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %x = getelementptr inbounds [4 x i32], ptr addrspace(3) @sh, i64 0, i64 1
  store i32 %n, ptr addrspace(3) %x, align 4
  %shared = addrspacecast ptr addrspace(3) %x to ptr
  %a = call i32 @ext(ptr %shared)
  %g = load i32, ptr addrspace(1) @ext.shared, align 4
  %b = call i32 @ext.shared.1(i32 %g)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %a, ptr addrspace(1) %out, align 4
  store i32 %b, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=1
; remark: specialize-callees: @ext: clone (external-linkage) arg0=shared clone=@ext.shared.2 attempt=1 calls=1
; remark: specialize-callees: @ext: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=1 attempts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
; @ext.shared = internal addrspace(1) global i32 5, align 4
;
; define i32 @ext(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @ext.shared.1(i32 %x) {
;   %y = add i32 %x, 1
;   ret i32 %y
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %x = getelementptr inbounds [4 x i32], ptr addrspace(3) @sh, i64 0, i64 1
;   store i32 %n, ptr addrspace(3) %x, align 4
;   %shared = addrspacecast ptr addrspace(3) %x to ptr
;   %a = call i32 @ext.shared.2(ptr addrspace(3) %x)
;   %g = load i32, ptr addrspace(1) @ext.shared, align 4
;   %b = call i32 @ext.shared.1(i32 %g)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; define internal i32 @ext.shared.2(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; attributes #0 = { inlinehint "seam-specialized" }
