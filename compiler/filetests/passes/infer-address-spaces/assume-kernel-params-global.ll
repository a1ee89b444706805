; infer-address-spaces, option assume-kernel-params-global (default false): a kernel's generic
; pointer parameter points to global memory, as NVPTXLowerArgs assumes under CUDA: its accesses
; go through one `addrspacecast ptr %p to ptr addrspace(1)` at the top of the entry block, GEPs
; on it move to space 1, other uses (a call argument) keep the parameter. A `byval`
; parameter (param space), a non-kernel's parameter and a kernel's `ptr addrspace(1)` are not
; affected; a kernel passed `null` still works (the cast of null is null). A cast of the
; parameter to global among the casts that open the entry block is taken as the parameter's
; value, so a second run changes nothing (third test line: no second remark).
; Differs from opt-19 by the option: LLVM 19 assumes nothing about kernel parameters (opt-19
; leaves this module unchanged); the second test line runs the default.
; test: opt infer-address-spaces<assume-kernel-params-global=true>
; test: opt infer-address-spaces
; test: opt infer-address-spaces<assume-kernel-params-global=true>,infer-address-spaces<assume-kernel-params-global=true>
; launch: @k block=2 (out=i32[4] zero, s=i32[1] fill 7, i32 2)
; launch: @k block=2 (null, s=i32[1] fill 7, i32 0)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal void @device(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %out, ptr byval(i32) align 4 %s, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = load i32, ptr %s, align 4
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %work

work:
  %o = getelementptr i32, ptr %out, i32 %t
  store i32 %x, ptr %o, align 4
  %hi = add i32 %t, 2
  %o2 = getelementptr i32, ptr %out, i32 %hi
  call void @device(ptr %o2, i32 %n)
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: infer-address-spaces<assume-kernel-params-global=true>
; remark: infer-address-spaces: @k: rewrote (global) accesses=1 generic-left=1 exprs=1 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @device(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define ptx_kernel void @k(ptr %out, ptr align 4 byval(i32) %s, i32 %n) {
; entry:
;   %0 = addrspacecast ptr %out to ptr addrspace(1)
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = load i32, ptr %s, align 4
;   %none = icmp eq i32 %n, 0
;   br i1 %none, label %done, label %work
;
; work:
;   %o = getelementptr i32, ptr addrspace(1) %0, i32 %t
;   store i32 %x, ptr addrspace(1) %o, align 4
;   %hi = add i32 %t, 2
;   %o2 = getelementptr i32, ptr %out, i32 %hi
;   call void @device(ptr %o2, i32 %n)
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: infer-address-spaces
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @device(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define ptx_kernel void @k(ptr %out, ptr align 4 byval(i32) %s, i32 %n) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = load i32, ptr %s, align 4
;   %none = icmp eq i32 %n, 0
;   br i1 %none, label %done, label %work
;
; work:
;   %o = getelementptr i32, ptr %out, i32 %t
;   store i32 %x, ptr %o, align 4
;   %hi = add i32 %t, 2
;   %o2 = getelementptr i32, ptr %out, i32 %hi
;   call void @device(ptr %o2, i32 %n)
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: infer-address-spaces<assume-kernel-params-global=true>,infer-address-spaces<assume-kernel-params-global=true>
; remark: infer-address-spaces: @k: rewrote (global) accesses=1 generic-left=1 exprs=1 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal void @device(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define ptx_kernel void @k(ptr %out, ptr align 4 byval(i32) %s, i32 %n) {
; entry:
;   %0 = addrspacecast ptr %out to ptr addrspace(1)
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = load i32, ptr %s, align 4
;   %none = icmp eq i32 %n, 0
;   br i1 %none, label %done, label %work
;
; work:
;   %o = getelementptr i32, ptr addrspace(1) %0, i32 %t
;   store i32 %x, ptr addrspace(1) %o, align 4
;   %hi = add i32 %t, 2
;   %o2 = getelementptr i32, ptr %out, i32 %hi
;   call void @device(ptr %o2, i32 %n)
;   br label %done
;
; done:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
