; optimize-unused-variables: defined variables in addrspace(1) not named by host-ref-eg/ig and
; in addrspace(4) not named by host-ref-ec/ic are traced; those without a device use go.
; @used_on_device stays (the kernel loads it), @host_global (eg) and @host_const (ic) stay,
; @in_used stays (listed in @llvm.used), @shared is in another space and never considered,
; a declaration neither. The launched kernel keeps observing the same.
; test: opt dead-kernel-elim<has-global-host-info=true;optimize-unused-variables=true;host-ref-ek=k;host-ref-eg=host_global;host-ref-ic=host_const;trace=true>
; launch: @k grid=1 block=1 (out=i32[1] zero)

target triple = "nvptx64-nvidia-cuda"

@used_on_device = addrspace(1) global i32 41, align 4
@host_global = addrspace(1) global i32 1, align 4
@dead_global = addrspace(1) global i32 2, align 4
@host_const = addrspace(4) constant i32 3, align 4
@dead_const = addrspace(4) constant i32 4, align 4
@in_used = addrspace(1) global i32 5, align 4
@shared = addrspace(3) global i32 undef, align 4
@declared = external addrspace(1) global i32, align 4
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @in_used to ptr)], section "llvm.metadata"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @used_on_device, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: dead-kernel-elim<has-global-host-info=true;optimize-unused-variables=true;host-ref-ek=k;host-ref-eg=host_global;host-ref-ic=host_const;trace=true>
; remark: dead-kernel-elim: @used_on_device: trace (no-reference) message=no reference to variable used_on_device
; remark: dead-kernel-elim: @dead_global: trace (no-reference) message=no reference to variable dead_global
; remark: dead-kernel-elim: @dead_const: trace (no-reference) message=no reference to variable dead_const
; remark: dead-kernel-elim: @used_on_device: kept (device-uses) kind=variable
; remark: dead-kernel-elim: @dead_global: deleted (no-host-reference) kind=variable
; remark: dead-kernel-elim: @dead_const: deleted (no-host-reference) kind=variable
; target triple = "nvptx64-nvidia-cuda"
;
; @used_on_device = addrspace(1) global i32 41, align 4
; @host_global = addrspace(1) global i32 1, align 4
; @host_const = addrspace(4) constant i32 3, align 4
; @in_used = addrspace(1) global i32 5, align 4
; @shared = addrspace(3) global i32 undef, align 4
; @declared = external addrspace(1) global i32, align 4
; @llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @in_used to ptr)], section "llvm.metadata"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %v = load i32, ptr addrspace(1) @used_on_device, align 4
;   store i32 %v, ptr addrspace(1) %out, align 4
;   ret void
; }
