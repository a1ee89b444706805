; wholeprogramdevirt: a call through a table of type !"A" (both tables hold @a1 in slot 0)
; becomes a direct call to @a1; slot 1 holds @a2 and @b2, so that call keeps its candidates.
; A call not dominated by a type test of its pointer (the test comes after it) is left
; alone; an untyped table's call has no type test at all.
; test: opt wholeprogramdevirt
; launch: @k grid=1 block=1 (out=i32[4] zero, i32 5)

target triple = "nvptx64-nvidia-cuda"

@vtA = internal constant [2 x ptr] [ptr @a1, ptr @a2], align 8, !type !0
@vtB = internal constant [2 x ptr] [ptr @a1, ptr @b2], align 8, !type !0
@untyped = internal constant [1 x ptr] [ptr @a1], align 8

define internal i32 @a1(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal i32 @a2(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}

define internal i32 @b2(i32 %x) {
  %r = add i32 %x, 3
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %c = icmp sgt i32 %n, 0
  %vt = select i1 %c, ptr @vtA, ptr @vtB
  %late = select i1 %c, ptr @vtB, ptr @vtA
  %lslot = getelementptr inbounds ptr, ptr %late, i64 0
  %lfp = load ptr, ptr %lslot, align 8
  %icall.late = call i32 %lfp(i32 %n)
  %t = call i1 @llvm.type.test(ptr %vt, metadata !"A")
  call void @llvm.assume(i1 %t)
  %t2 = call i1 @llvm.type.test(ptr %late, metadata !"A")
  call void @llvm.assume(i1 %t2)
  %s0 = getelementptr inbounds ptr, ptr %vt, i64 0
  %f0 = load ptr, ptr %s0, align 8
  %icall.one = call i32 %f0(i32 %n)
  %s1 = getelementptr inbounds ptr, ptr %vt, i64 1
  %f1 = load ptr, ptr %s1, align 8
  %icall.two = call i32 %f1(i32 %n)
  %uf = load ptr, ptr @untyped, align 8
  %icall.untyped = call i32 %uf(i32 %n)
  store i32 %icall.one, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %icall.two, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %icall.late, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %icall.untyped, ptr addrspace(1) %o3, align 4
  ret void
}

declare i1 @llvm.type.test(ptr, metadata)
declare void @llvm.assume(i1 noundef)

!0 = !{i64 0, !"A"}

; ==== expected output ====
; pipeline: wholeprogramdevirt
; remark: wholeprogramdevirt: @k: devirtualized (single-implementation) call=%icall.one target=@a1
; remark: wholeprogramdevirt: @k: not-devirtualized (multiple-implementations) call=%icall.two candidates=@a2 @b2
; target triple = "nvptx64-nvidia-cuda"
;
; @vtA = internal constant [2 x ptr] [ptr @a1, ptr @a2], align 8, !type !0
; @vtB = internal constant [2 x ptr] [ptr @a1, ptr @b2], align 8, !type !0
; @untyped = internal constant [1 x ptr] [ptr @a1], align 8
;
; define internal i32 @a1(i32 %x) {
;   %r = add i32 %x, 1
;   ret i32 %r
; }
;
; define internal i32 @a2(i32 %x) {
;   %r = add i32 %x, 2
;   ret i32 %r
; }
;
; define internal i32 @b2(i32 %x) {
;   %r = add i32 %x, 3
;   ret i32 %r
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
;   %c = icmp sgt i32 %n, 0
;   %vt = select i1 %c, ptr @vtA, ptr @vtB
;   %late = select i1 %c, ptr @vtB, ptr @vtA
;   %lslot = getelementptr inbounds ptr, ptr %late, i64 0
;   %lfp = load ptr, ptr %lslot, align 8
;   %icall.late = call i32 %lfp(i32 %n)
;   %t = call i1 @llvm.type.test(ptr %vt, metadata !"A")
;   call void @llvm.assume(i1 %t)
;   %t2 = call i1 @llvm.type.test(ptr %late, metadata !"A")
;   call void @llvm.assume(i1 %t2)
;   %s0 = getelementptr inbounds ptr, ptr %vt, i64 0
;   %f0 = load ptr, ptr %s0, align 8
;   %icall.one = call i32 @a1(i32 %n)
;   %s1 = getelementptr inbounds ptr, ptr %vt, i64 1
;   %f1 = load ptr, ptr %s1, align 8
;   %icall.two = call i32 %f1(i32 %n)
;   %uf = load ptr, ptr @untyped, align 8
;   %icall.untyped = call i32 %uf(i32 %n)
;   store i32 %icall.one, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %icall.two, ptr addrspace(1) %o1, align 4
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   store i32 %icall.late, ptr addrspace(1) %o2, align 4
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
;   store i32 %icall.untyped, ptr addrspace(1) %o3, align 4
;   ret void
; }
;
; declare i1 @llvm.type.test(ptr, metadata) #0
;
; declare void @llvm.assume(i1 noundef) #1
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
;
; !0 = !{i64 0, !"A"}
