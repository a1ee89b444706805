; specialize-callees (seed 000): return-space resolution. After @pick is specialized (both
; pointer parameters global), every ret returns a global pointer (a parameter, a GEP of one),
; so the return type becomes ptr addrspace(1) and the calls cast the result back to generic.
; @mixed returns a global or a constant pointer: its return stays generic. @through returns
; what it loaded, which says nothing: unresolved.
; test: opt specialize-callees
; launch: @k (out=i32[3] zero, in=i32[4] random 21, i32 0)
; launch: @k (out=i32[3] zero, in=i32[4] random 22, i32 1)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@slot = internal addrspace(1) global ptr null, align 8

define internal ptr @pick(ptr %a, ptr %b, i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %first, label %second

first:
  ret ptr %a

second:
  %q = getelementptr inbounds i32, ptr %b, i64 1
  ret ptr %q
}

define internal ptr @mixed(ptr %a, i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %first, label %second

first:
  ret ptr %a

second:
  ret ptr addrspacecast (ptr addrspace(4) @sh to ptr)
}

define internal ptr @through(ptr %a) {
  store ptr %a, ptr addrspace(1) @slot, align 8
  %l = load ptr, ptr addrspace(1) @slot, align 8
  ret ptr %l
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %p = call ptr @pick(ptr %gin, ptr %gin, i32 %n)
  %v = load i32, ptr %p, align 4
  %m = call ptr @mixed(ptr %gin, i32 %n)
  %w = load i32, ptr %m, align 4
  %t = call ptr @through(ptr %gin)
  %x = load i32, ptr %t, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %v, ptr addrspace(1) %out, align 4
  store i32 %w, ptr addrspace(1) %o1, align 4
  store i32 %x, ptr addrspace(1) %o2, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @pick: in-place (all-calls-match) arg0=global arg1=global calls=1
; remark: specialize-callees: @pick: return-space (global) of=@pick returns=2
; remark: specialize-callees: @pick: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @mixed: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @mixed: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @through: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @through: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=0 attempts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @sh = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
; @slot = internal addrspace(1) global ptr null, align 8
;
; define internal ptr addrspace(1) @pick(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) #0 {
;   %1 = addrspacecast ptr addrspace(1) %a to ptr
;   %2 = addrspacecast ptr addrspace(1) %b to ptr
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %first, label %second
;
; first:
;   ret ptr addrspace(1) %a
;
; second:
;   %q = getelementptr inbounds i32, ptr %2, i64 1
;   %3 = addrspacecast ptr %q to ptr addrspace(1)
;   ret ptr addrspace(1) %3
; }
;
; define internal ptr @mixed(ptr addrspace(1) %a, i32 %n) #0 {
;   %1 = addrspacecast ptr addrspace(1) %a to ptr
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %first, label %second
;
; first:
;   ret ptr %1
;
; second:
;   ret ptr addrspacecast (ptr addrspace(4) @sh to ptr)
; }
;
; define internal ptr @through(ptr addrspace(1) %a) #0 {
;   %1 = addrspacecast ptr addrspace(1) %a to ptr
;   store ptr %1, ptr addrspace(1) @slot, align 8
;   %l = load ptr, ptr addrspace(1) @slot, align 8
;   ret ptr %l
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %p = call ptr addrspace(1) @pick(ptr addrspace(1) %in, ptr addrspace(1) %in, i32 %n)
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   %m = call ptr @mixed(ptr addrspace(1) %in, i32 %n)
;   %w = load i32, ptr %m, align 4
;   %t = call ptr @through(ptr addrspace(1) %in)
;   %x = load i32, ptr %t, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
;   store i32 %v, ptr addrspace(1) %out, align 4
;   store i32 %w, ptr addrspace(1) %o1, align 4
;   store i32 %x, ptr addrspace(1) %o2, align 4
;   ret void
; }
;
; attributes #0 = { "seam-specialized" }
