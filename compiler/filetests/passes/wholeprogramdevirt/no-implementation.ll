; wholeprogramdevirt: a virtual call whose type (!"Z") no table carries has no candidate: it is
; left alone, with the remark `not-devirtualized (no-implementation)` (not "multiple
; implementations", which needs two). The call sits in a block the launch never reaches (its
; type test would be false there).
; test: opt wholeprogramdevirt
; launch: @k grid=1 block=1 (out=i32[1] zero, i32 5)

target triple = "nvptx64-nvidia-cuda"

@vtA = internal constant [1 x ptr] [ptr @a1], align 8, !type !0

define internal i32 @a1(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %never = icmp sgt i32 %n, 100
  br i1 %never, label %virtual, label %done

virtual:
  %t = call i1 @llvm.type.test(ptr @vtA, metadata !"Z")
  call void @llvm.assume(i1 %t)
  %f = load ptr, ptr @vtA, align 8
  %r = call i32 %f(i32 %n)
  store i32 %r, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i1 @llvm.type.test(ptr, metadata)
declare void @llvm.assume(i1 noundef)

!0 = !{i64 0, !"A"}

; ==== expected output ====
; pipeline: wholeprogramdevirt
; remark: wholeprogramdevirt: @k: not-devirtualized (no-implementation) call=%r
; target triple = "nvptx64-nvidia-cuda"
;
; @vtA = internal constant [1 x ptr] [ptr @a1], align 8, !type !0
;
; define internal i32 @a1(i32 %x) {
;   %r = add i32 %x, 1
;   ret i32 %r
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
; entry:
;   %never = icmp sgt i32 %n, 100
;   br i1 %never, label %virtual, label %done
;
; virtual:
;   %t = call i1 @llvm.type.test(ptr @vtA, metadata !"Z")
;   call void @llvm.assume(i1 %t)
;   %f = load ptr, ptr @vtA, align 8
;   %r = call i32 %f(i32 %n)
;   store i32 %r, ptr addrspace(1) %out, align 4
;   br label %done
;
; done:
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
