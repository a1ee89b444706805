; specialize-callees (seed 000): the clone budget, counted per attempt. @f and @g call each
; other (mutual recursion) and are external, so each specialization is a clone. With an
; unlimited budget (-1): @f.global (attempt 1), then @g.global for @f.global's call (attempt
; 2), then @g.global's call to @f proposes the same clone again (attempt 3, reused: the cache
; keeps a recursive graph from cloning forever). With 2, that third attempt is refused
; (clone-suppressed) although it would only have reused a clone. With 1, only @f.global.
; With 0, no clone at all; @inplace, internal with matching calls, is still rewritten in place.
; test: opt specialize-callees
; test: opt specialize-callees<clone-budget=2>
; test: opt specialize-callees<clone-budget=1>
; test: opt specialize-callees<clone-budget=0>
; launch: @k (out=i32[2] zero, in=i32[4] random 9, i32 3)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p, i32 %n) {
entry:
  %v = load i32, ptr %p, align 4
  %stop = icmp eq i32 %n, 0
  br i1 %stop, label %done, label %more

more:
  %m = sub i32 %n, 1
  %r = call i32 @g(ptr %p, i32 %m)
  %s = add i32 %v, %r
  ret i32 %s

done:
  ret i32 %v
}

define i32 @g(ptr %p, i32 %n) {
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %r = call i32 @f(ptr %q, i32 %n)
  ret i32 %r
}

define internal i32 @inplace(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %a = call i32 @f(ptr %gin, i32 %n)
  %b = call i32 @inplace(ptr %gin)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %a, ptr addrspace(1) %out, align 4
  store i32 %b, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: specialize-callees
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @f: clone (external-linkage) arg0=global clone=@f.global attempt=1 calls=1
; remark: specialize-callees: @f: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @g: clone (external-linkage) arg0=global clone=@g.global attempt=2 calls=1
; remark: specialize-callees: @g: affected-callers callers=1 reenqueued=1
; remark: specialize-callees: @inplace: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @inplace: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @f: clone-reused (external-linkage) arg0=global clone=@f.global attempt=3 calls=1
; remark: specialize-callees: @f: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=2 attempts=3
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @f(ptr %p, i32 %n) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g(ptr %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define i32 @g(ptr %p, i32 %n) {
;   %q = getelementptr inbounds i32, ptr %p, i64 1
;   %r = call i32 @f(ptr %q, i32 %n)
;   ret i32 %r
; }
;
; define internal i32 @inplace(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @f.global(ptr addrspace(1) %in, i32 %n)
;   %b = call i32 @inplace(ptr addrspace(1) %in)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; define internal i32 @f.global(ptr addrspace(1) %p, i32 %n) #1 {
; entry:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %0, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g.global(ptr addrspace(1) %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define internal i32 @g.global(ptr addrspace(1) %p, i32 %n) #1 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %q = getelementptr inbounds i32, ptr %1, i64 1
;   %2 = addrspacecast ptr %q to ptr addrspace(1)
;   %r = call i32 @f.global(ptr addrspace(1) %2, i32 %n)
;   ret i32 %r
; }
;
; attributes #0 = { "seam-specialized" }
; attributes #1 = { inlinehint "seam-specialized" }
; pipeline: specialize-callees<clone-budget=2>
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @f: clone (external-linkage) arg0=global clone=@f.global attempt=1 calls=1
; remark: specialize-callees: @f: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @g: clone (external-linkage) arg0=global clone=@g.global attempt=2 calls=1
; remark: specialize-callees: @g: affected-callers callers=1 reenqueued=1
; remark: specialize-callees: @inplace: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @inplace: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @f: clone-suppressed (budget) arg0=global budget=2 attempt=3
; remark: specialize-callees: summary clones=2 attempts=3
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @f(ptr %p, i32 %n) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g(ptr %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define i32 @g(ptr %p, i32 %n) {
;   %q = getelementptr inbounds i32, ptr %p, i64 1
;   %r = call i32 @f(ptr %q, i32 %n)
;   ret i32 %r
; }
;
; define internal i32 @inplace(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @f.global(ptr addrspace(1) %in, i32 %n)
;   %b = call i32 @inplace(ptr addrspace(1) %in)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; define internal i32 @f.global(ptr addrspace(1) %p, i32 %n) #1 {
; entry:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %0, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g.global(ptr addrspace(1) %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define internal i32 @g.global(ptr addrspace(1) %p, i32 %n) #1 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %q = getelementptr inbounds i32, ptr %1, i64 1
;   %r = call i32 @f(ptr %q, i32 %n)
;   ret i32 %r
; }
;
; attributes #0 = { "seam-specialized" }
; attributes #1 = { inlinehint "seam-specialized" }
; pipeline: specialize-callees<clone-budget=1>
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @f: clone (external-linkage) arg0=global clone=@f.global attempt=1 calls=1
; remark: specialize-callees: @f: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: @g: clone-suppressed (budget) arg0=global budget=1 attempt=2
; remark: specialize-callees: @inplace: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @inplace: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=1 attempts=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @f(ptr %p, i32 %n) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g(ptr %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define i32 @g(ptr %p, i32 %n) {
;   %q = getelementptr inbounds i32, ptr %p, i64 1
;   %r = call i32 @f(ptr %q, i32 %n)
;   ret i32 %r
; }
;
; define internal i32 @inplace(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @f.global(ptr addrspace(1) %in, i32 %n)
;   %b = call i32 @inplace(ptr addrspace(1) %in)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; define internal i32 @f.global(ptr addrspace(1) %p, i32 %n) #1 {
; entry:
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %0, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g(ptr %0, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; attributes #0 = { "seam-specialized" }
; attributes #1 = { inlinehint "seam-specialized" }
; pipeline: specialize-callees<clone-budget=0>
; remark: specialize-callees: worklist (initial) size=3
; remark: specialize-callees: @f: clone-suppressed (budget) arg0=global budget=0 attempt=1
; remark: specialize-callees: @g: unresolved (undetermined) arg0=undetermined
; remark: specialize-callees: @inplace: in-place (all-calls-match) arg0=global calls=1
; remark: specialize-callees: @inplace: affected-callers callers=1 reenqueued=0
; remark: specialize-callees: summary clones=0 attempts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @f(ptr %p, i32 %n) {
; entry:
;   %v = load i32, ptr %p, align 4
;   %stop = icmp eq i32 %n, 0
;   br i1 %stop, label %done, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @g(ptr %p, i32 %m)
;   %s = add i32 %v, %r
;   ret i32 %s
;
; done:
;   ret i32 %v
; }
;
; define i32 @g(ptr %p, i32 %n) {
;   %q = getelementptr inbounds i32, ptr %p, i64 1
;   %r = call i32 @f(ptr %q, i32 %n)
;   ret i32 %r
; }
;
; define internal i32 @inplace(ptr addrspace(1) %p) #0 {
;   %1 = addrspacecast ptr addrspace(1) %p to ptr
;   %v = load i32, ptr %1, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %gin = addrspacecast ptr addrspace(1) %in to ptr
;   %a = call i32 @f(ptr %gin, i32 %n)
;   %b = call i32 @inplace(ptr addrspace(1) %in)
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
;   store i32 %a, ptr addrspace(1) %out, align 4
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; attributes #0 = { "seam-specialized" }
