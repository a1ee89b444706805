; simplify-cfg: a conditional branch on a constant becomes a branch to the taken successor,
; and the successor no longer reached from here loses this block's entry in its phis. Here
; the untaken successor is the *first* one (`br i1 false, label %a, label %b`): %a keeps only
; its entry from %other (a phi of one value, then replaced, and %a merged into %other), and
; %b, still reached, keeps its entry from %fixed.
; test: opt simplify-cfg
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = icmp ne i32 %tid, 0
  br i1 %odd, label %other, label %fixed

fixed:
  br i1 false, label %a, label %b

other:
  br label %a

a:
  %x = phi i32 [ 1, %fixed ], [ 2, %other ]
  br label %b

b:
  %y = phi i32 [ 3, %fixed ], [ %x, %a ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: simplify-cfg
; remark: simplify-cfg: @k: simplified folded=1 unreachable=0 phis=1 merged=1 bypassed=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %odd = icmp ne i32 %tid, 0
;   br i1 %odd, label %other, label %fixed
;
; fixed:
;   br label %b
;
; other:
;   br label %b
;
; b:
;   %y = phi i32 [ 3, %fixed ], [ 2, %other ]
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %y, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
