; dead-kernel-elim with complete host information: @k is launched (ek) and @by_address's
; address is taken on the host (ik): both stay. @dead is traced and deleted; @called_on_device
; is traced but kept, a device function refers to it; @annotated, a kernel by its
; `!nvvm.annotations` mark alone, is not touched (the seed tests the calling convention:
; `cc != 71: continue`). Device functions are never touched (GlobalDCE's job), nor are
; variables without optimize-unused-variables.
; test: opt dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;host-ref-ik=by_address;trace=true>
; launch: @k grid=1 block=2 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

@unused_global = addrspace(1) global i32 3, align 4
@table = internal addrspace(1) global ptr @called_on_device, align 8

define void @helper() {
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @by_address(ptr addrspace(1) %out) {
  ret void
}

define ptx_kernel void @dead(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @called_on_device(ptr addrspace(1) %out) {
  ret void
}

define void @annotated(ptr addrspace(1) %out) {
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}

; ==== expected output ====
; pipeline: dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;host-ref-ik=by_address;trace=true>
; remark: dead-kernel-elim: @dead: trace (no-reference) message=no reference to kernel dead
; remark: dead-kernel-elim: @called_on_device: trace (no-reference) message=no reference to kernel called_on_device
; remark: dead-kernel-elim: @dead: deleted (no-host-reference) kind=kernel
; remark: dead-kernel-elim: @called_on_device: kept (device-uses) kind=kernel
; target triple = "nvptx64-nvidia-cuda"
;
; @unused_global = addrspace(1) global i32 3, align 4
; @table = internal addrspace(1) global ptr @called_on_device, align 8
;
; define void @helper() {
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
;   store i32 %t, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; define ptx_kernel void @by_address(ptr addrspace(1) %out) {
;   ret void
; }
;
; define ptx_kernel void @called_on_device(ptr addrspace(1) %out) {
;   ret void
; }
;
; define void @annotated(ptr addrspace(1) %out) {
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
;
; !nvvm.annotations = !{!0}
;
; !0 = !{ptr @annotated, !"kernel", i32 1}
