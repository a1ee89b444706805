; The gpucompiler pipeline (propagate-arg-spaces, then infer-address-spaces): the narrowed
; parameter's entry cast is folded and the load becomes a constant-space load, as in the
; seed's example.
; test: opt gpucompiler
; launch: @k (out=i32[1] zero, in=i32[1] zero, i32 0)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@exception = private addrspace(4) constant [10 x i8] c"exception\00"

define internal i32 @report(ptr %ex) {
  %c = load i8, ptr %ex, align 1
  %z = zext i8 %c to i32
  ret i32 %z
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %v = call i32 @report(ptr addrspacecast (ptr addrspace(4) @exception to ptr))
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: gpucompiler
; remark: propagate-arg-spaces: @report: narrowed (callers-agree) arg0=const calls=1 sweep=1
; remark: propagate-arg-spaces: fixpoint sweeps=2
; remark: infer-address-spaces: @report: rewrote (const) accesses=1 generic-left=0 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @exception = private addrspace(4) constant [10 x i8] c"exception\00"
;
; define internal i32 @report(ptr addrspace(4) %ex) {
; conversion:
;   br label %0
;
; 0:
;   %c = load i8, ptr addrspace(4) %ex, align 1
;   %z = zext i8 %c to i32
;   ret i32 %z
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
;   %v = call i32 @report(ptr addrspace(4) @exception)
;   store i32 %v, ptr addrspace(1) %out, align 4
;   ret void
; }
