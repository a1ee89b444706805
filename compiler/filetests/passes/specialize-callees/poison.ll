; specialize-callees (seed 000): the vote lattice. Calls that vote global and shared meet to
; POISON (@conflict stays generic); a phi whose sources disagree votes POISON by itself
; (@phi_conflict); an argument with no evidence (a null pointer, a loaded pointer) votes
; UNDETERMINED, the identity of the meet, so @partial is still resolved by its other call and
; cloned for it; a cast from a space outside the lattice (the .param space, 101) is POISON.
; test: opt specialize-callees<dump=true>
; launch: @k (out=i32[4] zero, in=i32[4] random 11, i32 0)
; launch: @k (out=i32[4] zero, in=i32[4] random 12, i32 1)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
@slot = internal addrspace(1) global ptr null, align 8

define internal i32 @conflict(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @phi_conflict(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @partial(ptr %p) {
  %z = icmp eq ptr %p, null
  br i1 %z, label %null, label %load

null:
  ret i32 -1

load:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i1 @param_space(ptr %p) {
  %z = icmp eq ptr %p, null
  ret i1 %z
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %sh = addrspacecast ptr addrspace(3) @sh to ptr
  %a = call i32 @conflict(ptr %gin)
  %b = call i32 @conflict(ptr %sh)
  %cond = icmp eq i32 %n, 0
  br i1 %cond, label %then, label %join

then:
  br label %join

join:
  %phi = phi ptr [ %gin, %entry ], [ %sh, %then ]
  %c = call i32 @phi_conflict(ptr %phi)
  store ptr %gin, ptr addrspace(1) @slot, align 8
  %loaded = load ptr, ptr addrspace(1) @slot, align 8
  %d0 = call i32 @partial(ptr null)
  %d1 = call i32 @partial(ptr %loaded)
  %d2 = call i32 @partial(ptr %gin)
  %e = call i1 @param_space(ptr addrspacecast (ptr addrspace(101) null to ptr))
  %ab = add i32 %a, %b
  %d01 = add i32 %d0, %d1
  %d = add i32 %d01, %d2
  %ez = zext i1 %e to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %ab, ptr addrspace(1) %out, align 4
  store i32 %c, ptr addrspace(1) %o1, align 4
  store i32 %d, ptr addrspace(1) %o2, align 4
  store i32 %ez, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees<dump=true>
; remark: specialize-callees: worklist (initial) size=4
; remark: specialize-callees: @conflict: votes (dump) arg0=poison calls=2
; remark: specialize-callees: @conflict: unresolved (poison) arg0=poison
; remark: specialize-callees: @phi_conflict: votes (dump) arg0=poison calls=1
; remark: specialize-callees: @phi_conflict: unresolved (poison) arg0=poison
; remark: specialize-callees: @partial: votes (dump) arg0=global calls=3
; remark: specialize-callees: @partial: clone (unmatched-calls) arg0=global clone=@partial.global attempt=1 calls=1
; remark: specialize-callees: @partial: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @param_space: votes (dump) arg0=poison calls=1
; remark: specialize-callees: @param_space: unresolved (poison) arg0=poison
; remark: specialize-callees: summary clones=1 attempts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @sh = internal addrspace(3) global [4 x i32] zeroinitializer, align 4
; @slot = internal addrspace(1) global ptr null, align 8
;
; define internal i32 @conflict(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @phi_conflict(ptr %p) {
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i32 @partial(ptr %p) {
;   %z = icmp eq ptr %p, null
;   br i1 %z, label %null, label %load
;
; null:
;   ret i32 -1
;
; load:
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define internal i1 @param_space(ptr %p) {
;   %z = icmp eq ptr %p, null
;   ret i1 %z
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
; entry:
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %sh = addrspacecast ptr addrspace(3) @sh to ptr
;   %a = call i32 @conflict(ptr %gin)
;   %b = call i32 @conflict(ptr %sh)
;   %cond = icmp eq i32 %n, 0
;   br i1 %cond, label %then, label %join
;
; then:
;   br label %join
;
; join:
;   %phi = phi ptr [ %gin, %entry ], [ %sh, %then ]
;   %c = call i32 @phi_conflict(ptr %phi)
;   store ptr %gin, ptr addrspace(1) @slot, align 8
;   %loaded = load ptr, ptr addrspace(1) @slot, align 8
;   %d0 = call i32 @partial(ptr null)
;   %d1 = call i32 @partial(ptr %loaded)
;   %d2 = call i32 @partial.global(ptr addrspace(1) %in)
;   %e = call i1 @param_space(ptr addrspacecast (ptr addrspace(101) null to ptr))
;   %ab = add i32 %a, %b
;   %d01 = add i32 %d0, %d1
;   %d = add i32 %d01, %d2
;   %ez = zext i1 %e to i32
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
;   store i32 %ab, ptr addrspace(1) %out, align 4
;   store i32 %c, ptr addrspace(1) %o1, align 4
;   store i32 %d, ptr addrspace(1) %o2, align 4
;   store i32 %ez, ptr addrspace(1) %o3, align 4
;   ret void
; }
;
; define internal i32 @partial.global(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %z = icmp eq ptr %1, null
;   br i1 %z, label %null, label %load
;
; null:
;   ret i32 -1
;
; load:
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; attributes #0 = { inlinehint "seam-specialized" }
