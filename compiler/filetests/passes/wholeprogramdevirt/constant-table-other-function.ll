; A type test of a constant table covers the calls through that table everywhere: LLVM's
; dominator tree of the testing function calls a block of another function unreachable, and
; an unreachable use dominated. @other's unguarded call through @vt is devirtualized too; a
; call at offset 8 (slot 1, reached through a chain of two getelementptrs) as well.
; test: opt wholeprogramdevirt
; launch: @k grid=1 block=1 (out=i32[2] zero, i32 5)

target triple = "nvptx64-nvidia-cuda"

@vt = internal constant [2 x ptr] [ptr @f, ptr @g], align 8, !type !0

define internal i32 @f(i32 %x) {
  %r = mul i32 %x, 5
  ret i32 %r
}

define internal i32 @g(i32 %x) {
  %r = mul i32 %x, 7
  ret i32 %r
}

define internal i32 @other(i32 %x) {
  %fp = load ptr, ptr @vt, align 8
  %icall.other = call i32 %fp(i32 %x)
  ret i32 %icall.other
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i1 @llvm.type.test(ptr @vt, metadata !"T")
  call void @llvm.assume(i1 %t)
  %a = getelementptr inbounds i8, ptr @vt, i64 4
  %b = getelementptr inbounds i8, ptr %a, i64 4
  %fp = load ptr, ptr %b, align 8
  %icall.slot1 = call i32 %fp(i32 %n)
  %o = call i32 @other(i32 %n)
  store i32 %icall.slot1, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %o, ptr addrspace(1) %o1, align 4
  ret void
}

declare i1 @llvm.type.test(ptr, metadata)
declare void @llvm.assume(i1 noundef)

!0 = !{i64 0, !"T"}

; ==== expected output ====
; pipeline: wholeprogramdevirt
; remark: wholeprogramdevirt: @other: devirtualized (single-implementation) call=%icall.other target=@f
; remark: wholeprogramdevirt: @k: devirtualized (single-implementation) call=%icall.slot1 target=@g
; target triple = "nvptx64-nvidia-cuda"
;
; @vt = internal constant [2 x ptr] [ptr @f, ptr @g], align 8, !type !0
;
; define internal i32 @f(i32 %x) {
;   %r = mul i32 %x, 5
;   ret i32 %r
; }
;
; define internal i32 @g(i32 %x) {
;   %r = mul i32 %x, 7
;   ret i32 %r
; }
;
; define internal i32 @other(i32 %x) {
;   %fp = load ptr, ptr @vt, align 8
;   %icall.other = call i32 @f(i32 %x)
;   ret i32 %icall.other
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
;   %t = call i1 @llvm.type.test(ptr @vt, metadata !"T")
;   call void @llvm.assume(i1 %t)
;   %a = getelementptr inbounds i8, ptr @vt, i64 4
;   %b = getelementptr inbounds i8, ptr %a, i64 4
;   %fp = load ptr, ptr %b, align 8
;   %icall.slot1 = call i32 @g(i32 %n)
;   %o = call i32 @other(i32 %n)
;   store i32 %icall.slot1, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %o, ptr addrspace(1) %o1, align 4
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
; !0 = !{i64 0, !"T"}
