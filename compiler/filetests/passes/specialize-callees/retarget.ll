; specialize-callees (seed 000): call-site retargeting builds a new call before the old one:
; the result keeps its name and every use, the call keeps its argument, return and function
; attributes, calling convention and tail marker; an argument that is a cast from the space
; is passed as the cast's source, any other (here a phi) through a new cast to the space.
; A self-recursive clone calls itself: @walk's recursive call, copied into @walk.global,
; matches and is retargeted to the clone.
; test: opt specialize-callees
; launch: @k (out=i32[2] zero, in=i32[8] random 33, i32 5)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define fastcc i32 @callee(ptr %p, i32 %x) {
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %x
  ret i32 %s
}

define i32 @walk(ptr %p, i32 %n) {
entry:
  %v = load i32, ptr %p, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more

more:
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %m = sub i32 %n, 1
  %r = call i32 @walk(ptr %q, i32 %m)
  %s = add i32 %v, %r
  ret i32 %s

done:
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %c = icmp ugt i32 %n, 3
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %p = phi ptr [ %gin, %a ], [ %gin, %b ]
  %res = tail call fastcc noundef i32 @callee(ptr noundef nonnull align 4 %p, i32 signext %n) #0
  %w = call i32 @walk(ptr %gin, i32 3)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %res, ptr addrspace(1) %out, align 4
  store i32 %w, ptr addrspace(1) %o1, align 4
  ret void
}

attributes #0 = { nounwind }

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=2
; remark: specialize-callees: @callee: clone (external-linkage) arg0=global clone=@callee.global attempt=1 calls=1
; remark: specialize-callees: @callee: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @walk: clone (external-linkage) arg0=global clone=@walk.global attempt=2 calls=1
; remark: specialize-callees: @walk: affected-callers callers=2 reenqueued=0
; remark: specialize-callees: summary clones=2 attempts=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define fastcc i32 @callee(ptr %p, i32 %x) {
;   %v = load i32, ptr %p, align 4
;   %s = add i32 %v, %x
;   ret i32 %s
; }
;
; define i32 @walk(ptr %p, i32 %n) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %done, label %more
;
; more:
;   %q = getelementptr inbounds i32, ptr %p, i64 1
;   %m = sub i32 %n, 1
;   %r = call i32 @walk(ptr %q, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
; entry:
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %c = icmp ugt i32 %n, 3
;   br i1 %c, label %a, label %b
;
; a:
;   br label %join
;
; b:
;   br label %join
;
; join:
;   %p = phi ptr [ %gin, %a ], [ %gin, %b ]
;   %0 = addrspacecast ptr %p to ptr addrspace(1)
;   %res = tail call fastcc noundef i32 @callee.global(ptr addrspace(1) noundef nonnull align 4 %0, i32 signext %n) #1
;   %w = call i32 @walk.global(ptr addrspace(1) %in, i32 3)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %res, ptr addrspace(1) %out, align 4
;   store i32 %w, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; define internal fastcc i32 @callee.global(ptr addrspace(1) %p, i32 %x) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   %s = add i32 %v, %x
;   ret i32 %s
; }
;
; define internal i32 @walk.global(ptr addrspace(1) %p, i32 %n) #0 {
; entry:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %0, align 4
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %done, label %more
;
; more:
;   %q = getelementptr inbounds i32, ptr %0, i64 1
;   %m = sub i32 %n, 1
;   %1 = addrspacecast ptr %q to ptr addrspace(1)
;   %r = call i32 @walk.global(ptr addrspace(1) %1, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; attributes #0 = { inlinehint "seam-specialized" }
; attributes #1 = { nounwind }
