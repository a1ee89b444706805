; infer-address-spaces, rule 3 (assumptions): after `llvm.assume(llvm.nvvm.isspacep.S(p))`, a
; GEP on `p` (or on a pointer with the same base through `inbounds` GEPs) moves to space S
; through an `addrspacecast` of `p` inserted before it, when the assume is valid there: earlier
; in the block, later in the block with only calls that surely return in between (@after; not
; past an ordinary call, @after_call), or in the block's unique predecessor (@one_down; not two
; blocks down, @two_down: opt-19 run alone has no dominator tree). A load directly through `p`
; is not an expression and stays (@direct), so does a select of `p` (LLVM's select rule reads
; no assumption).
; Same output as opt-19, except @cluster: LLVM 19 takes `isspacep.shared.cluster` to prove
; shared (3); it proves the cluster's shared window (7).
; test: opt infer-address-spaces
; launch: @k block=2 (out=i32[8] iota)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] zeroinitializer

define internal i32 @same_block(ptr %p) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %t)
  %g = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal i32 @stripped(ptr %p) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 2
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %q)
  call void @llvm.assume(i1 %t)
  %g = getelementptr i32, ptr %p, i64 3
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal i32 @after(ptr %p) {
entry:
  %g = getelementptr i32, ptr %p, i64 4
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %t)
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal void @nothing() {
entry:
  ret void
}

define internal i32 @after_call(ptr %p) {
entry:
  %g = getelementptr i32, ptr %p, i64 4
  call void @nothing()
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %t)
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal i32 @one_down(ptr %p) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  call void @llvm.assume(i1 %t)
  br label %a

a:
  %g = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal i32 @two_down(ptr %p) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  call void @llvm.assume(i1 %t)
  br label %a

a:
  br label %b

b:
  %g = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define internal i32 @direct(ptr %p, i1 %c) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %t)
  %v = load i32, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr null
  %w = load i32, ptr %s, align 4
  %r = add i32 %v, %w
  ret i32 %r
}

define internal i1 @cluster(ptr %p) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %p)
  br i1 %t, label %yes, label %no

yes:
  call void @llvm.assume(i1 %t)
  %g = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %g, align 4
  br label %no

no:
  ret i1 %t
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %first = icmp eq i32 %t, 0
  br i1 %first, label %one, label %two

one:
  %a = call i32 @same_block(ptr %o)
  %b = call i32 @stripped(ptr %o)
  %c = call i32 @after(ptr %o)
  %d = call i32 @after_call(ptr %o)
  %e = call i32 @direct(ptr %o, i1 true)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  store i32 %s4, ptr %o, align 4
  %cl = call i1 @cluster(ptr %o)
  br label %end

two:
  %sh = addrspacecast ptr addrspace(3) @tile to ptr
  store i32 20, ptr %sh, align 4
  %sh1 = getelementptr i32, ptr %sh, i64 1
  store i32 21, ptr %sh1, align 4
  %f = call i32 @one_down(ptr %sh)
  %g = call i32 @two_down(ptr %sh)
  %s5 = add i32 %f, %g
  %o7 = getelementptr i32, ptr %o, i64 7
  store i32 %s5, ptr %o7, align 4
  br label %end

end:
  ret void
}

declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare void @llvm.assume(i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @same_block: rewrote (global) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @stripped: rewrote (global) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @after: rewrote (global) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @one_down: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @cluster: rewrote (shared_cluster) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @k: rewrote (global,shared) accesses=4 generic-left=0 exprs=2 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [4 x i32] zeroinitializer
;
; define internal i32 @same_block(ptr %p) {
; entry:
;   %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
;   call void @llvm.assume(i1 %t)
;   %0 = addrspacecast ptr %p to ptr addrspace(1)
;   %g = getelementptr i32, ptr addrspace(1) %0, i64 1
;   %v = load i32, ptr addrspace(1) %g, align 4
;   ret i32 %v
; }
;
; define internal i32 @stripped(ptr %p) {
; entry:
;   %q = getelementptr inbounds i32, ptr %p, i64 2
;   %t = call i1 @llvm.nvvm.isspacep.global(ptr %q)
;   call void @llvm.assume(i1 %t)
;   %0 = addrspacecast ptr %p to ptr addrspace(1)
;   %g = getelementptr i32, ptr addrspace(1) %0, i64 3
;   %v = load i32, ptr addrspace(1) %g, align 4
;   ret i32 %v
; }
;
; define internal i32 @after(ptr %p) {
; entry:
;   %0 = addrspacecast ptr %p to ptr addrspace(1)
;   %g = getelementptr i32, ptr addrspace(1) %0, i64 4
;   %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
;   call void @llvm.assume(i1 %t)
;   %v = load i32, ptr addrspace(1) %g, align 4
;   ret i32 %v
; }
;
; define internal void @nothing() {
; entry:
;   ret void
; }
;
; define internal i32 @after_call(ptr %p) {
; entry:
;   %g = getelementptr i32, ptr %p, i64 4
;   call void @nothing()
;   %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
;   call void @llvm.assume(i1 %t)
;   %v = load i32, ptr %g, align 4
;   ret i32 %v
; }
;
; define internal i32 @one_down(ptr %p) {
; entry:
;   %t = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
;   call void @llvm.assume(i1 %t)
;   br label %a
;
; a:
;   %0 = addrspacecast ptr %p to ptr addrspace(3)
;   %g = getelementptr i32, ptr addrspace(3) %0, i64 1
;   %v = load i32, ptr addrspace(3) %g, align 4
;   ret i32 %v
; }
;
; define internal i32 @two_down(ptr %p) {
; entry:
;   %t = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
;   call void @llvm.assume(i1 %t)
;   br label %a
;
; a:
;   br label %b
;
; b:
;   %g = getelementptr i32, ptr %p, i64 1
;   %v = load i32, ptr %g, align 4
;   ret i32 %v
; }
;
; define internal i32 @direct(ptr %p, i1 %c) {
; entry:
;   %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
;   call void @llvm.assume(i1 %t)
;   %v = load i32, ptr %p, align 4
;   %s = select i1 %c, ptr %p, ptr null
;   %w = load i32, ptr %s, align 4
;   %r = add i32 %v, %w
;   ret i32 %r
; }
;
; define internal i1 @cluster(ptr %p) {
; entry:
;   %t = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %p)
;   br i1 %t, label %yes, label %no
;
; yes:
;   call void @llvm.assume(i1 %t)
;   %0 = addrspacecast ptr %p to ptr addrspace(7)
;   %g = getelementptr i32, ptr addrspace(7) %0, i64 1
;   %v = load i32, ptr addrspace(7) %g, align 4
;   br label %no
;
; no:
;   ret i1 %t
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %o = addrspacecast ptr addrspace(1) %out to ptr
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %one, label %two
;
; one:
;   %a = call i32 @same_block(ptr %o)
;   %b = call i32 @stripped(ptr %o)
;   %c = call i32 @after(ptr %o)
;   %d = call i32 @after_call(ptr %o)
;   %e = call i32 @direct(ptr %o, i1 true)
;   %s1 = add i32 %a, %b
;   %s2 = add i32 %s1, %c
;   %s3 = add i32 %s2, %d
;   %s4 = add i32 %s3, %e
;   store i32 %s4, ptr addrspace(1) %out, align 4
;   %cl = call i1 @cluster(ptr %o)
;   br label %end
;
; two:
;   %sh = addrspacecast ptr addrspace(3) @tile to ptr
;   store i32 20, ptr addrspace(3) @tile, align 4
;   %sh1 = getelementptr i32, ptr addrspace(3) @tile, i64 1
;   store i32 21, ptr addrspace(3) %sh1, align 4
;   %f = call i32 @one_down(ptr %sh)
;   %g = call i32 @two_down(ptr %sh)
;   %s5 = add i32 %f, %g
;   %o7 = getelementptr i32, ptr addrspace(1) %out, i64 7
;   store i32 %s5, ptr addrspace(1) %o7, align 4
;   br label %end
;
; end:
;   ret void
; }
;
; declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0
;
; declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr nocapture) #0
;
; declare void @llvm.assume(i1 noundef) #1
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
