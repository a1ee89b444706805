; simplify-cfg: a branch on a constant becomes unconditional and the untaken block, now
; unreachable, goes with its phi entry; a switch on a constant goes the same way; a
; conditional branch with one target twice becomes a branch; a phi of one value is replaced
; by it; straight-line blocks merge into their only predecessor; an empty block is bypassed.
; test: opt simplify-cfg
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 true, label %a, label %never

never:
  br label %a

a:
  %x = phi i32 [ %tid, %entry ], [ 99, %never ]
  switch i32 2, label %d [ i32 1, label %never
                           i32 2, label %b ]

d:
  br label %b

b:
  %y = phi i32 [ %x, %a ], [ 0, %d ]
  %c = icmp eq i32 %y, 1
  br i1 %c, label %e, label %e

e:
  %same = phi i32 [ %y, %b ], [ %y, %b ]
  br label %empty

empty:
  br label %f

f:
  %z = add i32 %same, 10
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %z, ptr addrspace(1) %q, align 4
  ret void
}

; @bypass: %hop holds only a branch to %join, which has no phi and another predecessor:
; %left and %right branch to %join directly, and %right's branch, now to %join twice, folds.
define internal i32 @bypass(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %left, label %right

left:
  store i32 1, ptr addrspace(1) null, align 4
  br label %hop

right:
  store i32 2, ptr addrspace(1) null, align 4
  %d = icmp eq i32 %x, 7
  br i1 %d, label %hop, label %join

hop:
  br label %join

join:
  ret i32 %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: simplify-cfg
; remark: simplify-cfg: @k: simplified folded=3 unreachable=2 phis=3 merged=5 bypassed=0
; remark: simplify-cfg: @bypass: simplified folded=1 unreachable=0 phis=0 merged=0 bypassed=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %c = icmp eq i32 %tid, 1
;   %z = add i32 %tid, 10
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %z, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; define internal i32 @bypass(i32 %x) {
; entry:
;   %c = icmp slt i32 %x, 0
;   br i1 %c, label %left, label %right
;
; left:
;   store i32 1, ptr addrspace(1) null, align 4
;   br label %join
;
; right:
;   store i32 2, ptr addrspace(1) null, align 4
;   %d = icmp eq i32 %x, 7
;   br label %join
;
; join:
;   ret i32 %x
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
