; infer-address-spaces, rule 5 (memory intrinsics): a non-volatile `llvm.memcpy`, `memmove` or
; `memset` takes its moved pointers and is re-declared for their types
; (`llvm.memcpy.p1.p3.i64`, with LLVM's attributes for it); the call keeps the `align` of its
; pointer arguments and drops its other call-site attributes and `tail` marker, as LLVM's
; IRBuilder does. A volatile one is left alone, so is a pointer that is not an address
; expression (@mixed keeps %q generic). Old declarations stay.
; Differs from opt-19 only in declarations: LLVM rewrites one pointer at a time and leaves the
; intermediate `llvm.memcpy.p0.p1.i64` and `llvm.memmove.p0.p3.i32` declared but unused; seam
; declares only the final types, in the order the calls are met.
; test: opt infer-address-spaces
; launch: @k block=4 (out=i32[16] zero, in=i32[16] iota)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x i32] undef

define internal void @stage(ptr addrspace(1) %in, i32 %t) {
entry:
  %pin = addrspacecast ptr addrspace(1) %in to ptr
  %ps = addrspacecast ptr addrspace(3) @tile to ptr
  %i = mul i32 %t, 4
  %src = getelementptr i32, ptr %pin, i32 %i
  %dst = getelementptr i32, ptr %ps, i32 %i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef align 4 %dst, ptr noalias align 4 %src, i64 16, i1 false) #0
  ret void
}

define internal void @publish(ptr addrspace(1) %out, i32 %t) {
entry:
  %po = addrspacecast ptr addrspace(1) %out to ptr
  %ps = addrspacecast ptr addrspace(3) @tile to ptr
  %i = mul i32 %t, 4
  %dst = getelementptr i32, ptr %po, i32 %i
  %j = xor i32 %i, 4
  %src = getelementptr i32, ptr %ps, i32 %j
  call void @llvm.memmove.p0.p0.i32(ptr align 4 %dst, ptr align 4 %src, i32 12, i1 false)
  %last = getelementptr i32, ptr %dst, i32 3
  call void @llvm.memset.p0.i64(ptr align 4 %last, i8 1, i64 4, i1 false)
  call void @llvm.memmove.p0.p0.i32(ptr %src, ptr %src, i32 4, i1 false)
  ret void
}

define internal void @mixed(ptr addrspace(1) %out, ptr %q) {
entry:
  %po = addrspacecast ptr addrspace(1) %out to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr %po, ptr %q, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %po, i8 0, i64 1, i1 true)
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @stage(ptr addrspace(1) %in, i32 %t)
  call void @llvm.nvvm.barrier0()
  call void @publish(ptr addrspace(1) %out, i32 %t)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %one, label %end

one:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  call void @mixed(ptr addrspace(1) %out, ptr %s)
  br label %end

end:
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind }

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @stage: rewrote (global,shared) accesses=2 generic-left=0 exprs=2 casts=0
; remark: infer-address-spaces: @publish: rewrote (global,shared) accesses=5 generic-left=0 exprs=3 casts=0
; remark: infer-address-spaces: @mixed: rewrote (global) accesses=1 generic-left=2 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [16 x i32] undef
;
; define internal void @stage(ptr addrspace(1) %in, i32 %t) {
; entry:
;   %i = mul i32 %t, 4
;   %src = getelementptr i32, ptr addrspace(1) %in, i32 %i
;   %dst = getelementptr i32, ptr addrspace(3) @tile, i32 %i
;   call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 %dst, ptr addrspace(1) align 4 %src, i64 16, i1 false)
;   ret void
; }
;
; define internal void @publish(ptr addrspace(1) %out, i32 %t) {
; entry:
;   %i = mul i32 %t, 4
;   %dst = getelementptr i32, ptr addrspace(1) %out, i32 %i
;   %j = xor i32 %i, 4
;   %src = getelementptr i32, ptr addrspace(3) @tile, i32 %j
;   call void @llvm.memmove.p1.p3.i32(ptr addrspace(1) align 4 %dst, ptr addrspace(3) align 4 %src, i32 12, i1 false)
;   %last = getelementptr i32, ptr addrspace(1) %dst, i32 3
;   call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %last, i8 1, i64 4, i1 false)
;   call void @llvm.memmove.p3.p3.i32(ptr addrspace(3) %src, ptr addrspace(3) %src, i32 4, i1 false)
;   ret void
; }
;
; define internal void @mixed(ptr addrspace(1) %out, ptr %q) {
; entry:
;   %po = addrspacecast ptr addrspace(1) %out to ptr
;   call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %q, i64 4, i1 false)
;   call void @llvm.memset.p0.i64(ptr %po, i8 0, i64 1, i1 true)
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   call void @stage(ptr addrspace(1) %in, i32 %t)
;   call void @llvm.nvvm.barrier0()
;   call void @publish(ptr addrspace(1) %out, i32 %t)
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %one, label %end
;
; one:
;   %s = addrspacecast ptr addrspace(3) @tile to ptr
;   call void @mixed(ptr addrspace(1) %out, ptr %s)
;   br label %end
;
; end:
;   ret void
; }
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0
;
; declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #0
;
; declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
;
; declare void @llvm.nvvm.barrier0() #3
;
; declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #0
;
; declare void @llvm.memmove.p1.p3.i32(ptr addrspace(1) nocapture writeonly, ptr addrspace(3) nocapture readonly, i32, i1 immarg) #0
;
; declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #1
;
; declare void @llvm.memmove.p3.p3.i32(ptr addrspace(3) nocapture writeonly, ptr addrspace(3) nocapture readonly, i32, i1 immarg) #0
;
; declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0
;
; attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #3 = { convergent nocallback nounwind }
