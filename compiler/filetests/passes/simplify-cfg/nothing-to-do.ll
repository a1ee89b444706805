; simplify-cfg on a function with nothing to simplify: no remark, and the pass reports no
; change (a pass manager keeps its analyses).
; test: opt simplify-cfg
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = icmp ne i32 %tid, 0
  br i1 %odd, label %a, label %b

a:
  br label %b

b:
  %y = phi i32 [ 3, %entry ], [ 4, %a ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: simplify-cfg
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %odd = icmp ne i32 %tid, 0
;   br i1 %odd, label %a, label %b
;
; a:
;   br label %b
;
; b:
;   %y = phi i32 [ 3, %entry ], [ 4, %a ]
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %y, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
