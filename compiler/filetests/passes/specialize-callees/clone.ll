; specialize-callees (seed 000): when the callee cannot be rewritten in place it is cloned.
; Three reasons, one callee each: external linkage (@ext: other modules may call it with a
; generic pointer), address taken (@taken: stored in a global), and a call that does not match
; the votes (@mixed: one call passes a caller's generic parameter, undetermined). The clone is
; internal, "seam-specialized" and inlinehint, named after the space; only matching calls are
; retargeted, the original stays for the others.
; test: opt specialize-callees
; launch: @k (out=i32[4] zero, in=i32[4] random 3, i32 2)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
@fp = internal addrspace(1) global ptr @taken, align 8

define i32 @ext(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @taken(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  ret i32 %w
}

define internal i32 @mixed(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = mul i32 %v, 3
  ret i32 %w
}

define internal i32 @opaque(ptr %p) noinline {
  %v = call i32 @mixed(ptr %p)
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %x = getelementptr inbounds [4 x i32], ptr addrspace(3) @sh, i64 0, i64 1
  store i32 %n, ptr addrspace(3) %x, align 4
  %shared = addrspacecast ptr addrspace(3) %x to ptr
  %a = call i32 @ext(ptr %shared)
  %b = call i32 @taken(ptr %shared)
  %c = call i32 @mixed(ptr %shared)
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %d = call i32 @opaque(ptr %gin)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %a, ptr addrspace(1) %out, align 4
  store i32 %b, ptr addrspace(1) %o1, align 4
  store i32 %c, ptr addrspace(1) %o2, align 4
  store i32 %d, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @ext: clone (external-linkage) arg0=shared clone=@ext.shared attempt=1 calls=1
; remark: specialize-callees: @ext: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @taken: clone (address-taken) arg0=shared clone=@taken.shared attempt=2 calls=1
; remark: specialize-callees: @taken: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @mixed: clone (unmatched-calls) arg0=shared clone=@mixed.shared attempt=3 calls=1
; remark: specialize-callees: @mixed: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=3 attempts=3
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
; @fp = internal addrspace(1) global ptr @taken, align 8
;
; define i32 @ext(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @taken(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   %w = add i32 %v, 1
;   ret i32 %w
; }
;
; define internal i32 @mixed(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   %w = mul i32 %v, 3
;   ret i32 %w
; }
;
; define internal i32 @opaque(ptr %p) #0 {
;   %v = call i32 @mixed(ptr %p)
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %x = getelementptr inbounds [4 x i32], ptr addrspace(3) @sh, i64 0, i64 1
;   store i32 %n, ptr addrspace(3) %x, align 4
;   %shared = addrspacecast ptr addrspace(3) %x to ptr
;   %a = call i32 @ext.shared(ptr addrspace(3) %x)
;   %b = call i32 @taken.shared(ptr addrspace(3) %x)
;   %c = call i32 @mixed.shared(ptr addrspace(3) %x)
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %d = call i32 @opaque(ptr %gin)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   store i32 %c, ptr addrspace(1) %o2, align 4
;   store i32 %d, ptr addrspace(1) %o3, align 4
;   ret void
; }
;
; define internal i32 @ext.shared(ptr addrspace(3) %p) #1 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define internal i32 @taken.shared(ptr addrspace(3) %p) #1 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   %w = add i32 %v, 1
;   ret i32 %w
; }
;
; define internal i32 @mixed.shared(ptr addrspace(3) %p) #1 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   %w = mul i32 %v, 3
;   ret i32 %w
; }
;
; attributes #0 = { noinline }
; attributes #1 = { inlinehint "seam-specialized" }
