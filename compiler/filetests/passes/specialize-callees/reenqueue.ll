; specialize-callees (seed 000): the fixed-point worklist. @leaf comes first in module order
; and has no evidence yet (@mid forwards its own generic parameter). Specializing @mid (its one
; caller passes a shared pointer) re-enqueues its affected callers (the kernel is not a
; candidate) and the candidates its body now gives evidence to: @leaf, which then resolves
; to shared and is rewritten in place. @get returns its parameter, so its return space
; resolves too, and @use, which is passed @get's result, is re-enqueued from its caller.
; test: opt specialize-callees
; launch: @k (out=i32[2] zero, in=i32[2] random 5, i32 3)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4

define internal i32 @leaf(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @use(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 100
  ret i32 %w
}

define internal i32 @mid(ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %v = call i32 @leaf(ptr %q)
  ret i32 %v
}

define internal ptr @get(ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 2
  ret ptr %q
}

define internal i32 @outer(ptr %p) {
  %r = call ptr @get(ptr %p)
  %v = call i32 @use(ptr %r)
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  store i32 %n, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @sh, i64 4), align 4
  store i32 7, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @sh, i64 8), align 4
  %a = call i32 @mid(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %b = call i32 @outer(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %a, ptr addrspace(1) %out, align 4
  store i32 %b, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=5
; remark: specialize-callees: @leaf: unresolved (undetermined) arg0=undetermined
; remark: specialize-callees: @use: unresolved (undetermined) arg0=undetermined
; remark: specialize-callees: @mid: in-place (all-calls-match) arg0=shared calls=1
; remark: specialize-callees: @mid: affected-callers callers=1 reenqueued=1
; remark: specialize-callees: @get: unresolved (undetermined) arg0=undetermined
; remark: specialize-callees: @outer: in-place (all-calls-match) arg0=shared calls=1
; remark: specialize-callees: @outer: affected-callers callers=1 reenqueued=2
; remark: specialize-callees: @leaf: in-place (all-calls-match) arg0=shared calls=1
; remark: specialize-callees: @leaf: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @get: in-place (all-calls-match) arg0=shared calls=1
; remark: specialize-callees: @get: return-space (shared) of=@get returns=1
; remark: specialize-callees: @get: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @use: in-place (all-calls-match) arg0=shared calls=1
; remark: specialize-callees: @use: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=0 attempts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
;
; define internal i32 @leaf(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define internal i32 @use(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %v = load i32, ptr %1, align 4
;   %w = add i32 %v, 100
;   ret i32 %w
; }
;
; define internal i32 @mid(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %q = getelementptr inbounds i32, ptr %1, i64 1
;   %2 = addrspacecast ptr %q to ptr addrspace(3)
;   %v = call i32 @leaf(ptr addrspace(3) %2)
;   ret i32 %v
; }
;
; define internal ptr addrspace(3) @get(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %q = getelementptr inbounds i32, ptr %1, i64 2
;   %2 = addrspacecast ptr %q to ptr addrspace(3)
;   ret ptr addrspace(3) %2
; }
;
; define internal i32 @outer(ptr addrspace(3) %p) #0 {
;   %1 = addrspacecast ptr addrspace(3) %p to ptr
;   %r = call ptr addrspace(3) @get(ptr addrspace(3) %p)
;   %2 = addrspacecast ptr addrspace(3) %r to ptr
;   %v = call i32 @use(ptr addrspace(3) %r)
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   store i32 %n, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @sh, i64 4), align 4
;   store i32 7, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @sh, i64 8), align 4
;   %a = call i32 @mid(ptr addrspace(3) @sh)
;   %b = call i32 @outer(ptr addrspace(3) @sh)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; attributes #0 = { "seam-specialized" }
