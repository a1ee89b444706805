; specialize-callees (seed 000): an internal, never address-taken callee whose every call
; votes the same space is rewritten in place. The votes look through an addrspacecast
; instruction, a constant-expression addrspacecast, a GEP of a cast, and a phi and a select
; whose sources agree. The parameter takes the space, the body gets a cast back to generic on
; entry, the callee is marked "seam-specialized", and every call passes the pointer in its space.
; test: opt specialize-callees
; launch: @k (out=i32[4] zero, in=i32[8] random 7, i32 1)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4

define internal i32 @sum2(ptr %p) {
  %v0 = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %v1 = load i32, ptr %q, align 4
  %s = add i32 %v0, %v1
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %a = call i32 @sum2(ptr %gin)
  %b = call i32 @sum2(ptr addrspacecast (ptr addrspace(1) @g to ptr))
  %gep = getelementptr inbounds i32, ptr %gin, i64 2
  %c = call i32 @sum2(ptr %gep)
  %cond = icmp eq i32 %n, 0
  %other = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 4
  %sel = select i1 %cond, ptr %gin, ptr %other
  %d = call i32 @sum2(ptr %sel)
  br i1 %cond, label %then, label %join

then:
  br label %join

join:
  %phi = phi ptr [ %gep, %entry ], [ %other, %then ]
  %e = call i32 @sum2(ptr %phi)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %a, ptr addrspace(1) %out, align 4
  %bc = add i32 %b, %c
  store i32 %bc, ptr addrspace(1) %o1, align 4
  store i32 %d, ptr addrspace(1) %o2, align 4
  store i32 %e, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=1
; remark: specialize-callees: @sum2: in-place (all-calls-match) arg0=global calls=5
; remark: specialize-callees: @sum2: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=0 attempts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @g = internal addrspace(1) global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4
;
; define internal i32 @sum2(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v0 = load i32, ptr %1, align 4
;   %q = getelementptr inbounds i32, ptr %1, i64 1
;   %v1 = load i32, ptr %q, align 4
;   %s = add i32 %v0, %v1
;   ret i32 %s
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
; entry:
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @sum2(ptr addrspace(1) %in)
;   %b = call i32 @sum2(ptr addrspace(1) @g)
;   %gep = getelementptr inbounds i32, ptr %gin, i64 2
;   %0 = addrspacecast ptr %gep to ptr addrspace(1)
;   %c = call i32 @sum2(ptr addrspace(1) %0)
;   %cond = icmp eq i32 %n, 0
;   %other = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 4
;   %sel = select i1 %cond, ptr %gin, ptr %other
;   %1 = addrspacecast ptr %sel to ptr addrspace(1)
;   %d = call i32 @sum2(ptr addrspace(1) %1)
;   br i1 %cond, label %then, label %join
;
; then:
;   br label %join
;
; join:
;   %phi = phi ptr [ %gep, %entry ], [ %other, %then ]
;   %2 = addrspacecast ptr %phi to ptr addrspace(1)
;   %e = call i32 @sum2(ptr addrspace(1) %2)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
;   store i32 %a, ptr addrspace(1) %out, align 4
;   %bc = add i32 %b, %c
;   store i32 %bc, ptr addrspace(1) %o1, align 4
;   store i32 %d, ptr addrspace(1) %o2, align 4
;   store i32 %e, ptr addrspace(1) %o3, align 4
;   ret void
; }
;
; attributes #0 = { "seam-specialized" }
