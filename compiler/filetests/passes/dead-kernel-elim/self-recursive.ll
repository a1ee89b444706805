; dead-kernel-elim (seed 003): the seed erases a queued kernel only when `use_empty()`, and
; LLVM counts a reference from the kernel's own body as a use: an unlaunched kernel that
; takes its own address stays (kept, device-uses); an unlaunched kernel whose address only a
; deleted kernel took goes after it; a variable only its own initializer names stays too.
; test: opt dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;optimize-unused-variables=true;trace=true>
; launch: @k grid=1 block=1 (out=i32[1] zero)

target triple = "nvptx64-nvidia-cuda"

@self_ref = addrspace(1) global ptr addrspace(1) @self_ref, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @self(ptr addrspace(1) %out) {
  store ptr @self, ptr addrspace(1) %out, align 8
  ret void
}

define ptx_kernel void @taker(ptr addrspace(1) %out) {
  store ptr @taken, ptr addrspace(1) %out, align 8
  ret void
}

define ptx_kernel void @taken(ptr addrspace(1) %out) {
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;optimize-unused-variables=true;trace=true>
; remark: dead-kernel-elim: @self: trace (no-reference) message=no reference to kernel self
; remark: dead-kernel-elim: @taker: trace (no-reference) message=no reference to kernel taker
; remark: dead-kernel-elim: @taken: trace (no-reference) message=no reference to kernel taken
; remark: dead-kernel-elim: @self: kept (device-uses) kind=kernel
; remark: dead-kernel-elim: @taker: deleted (no-host-reference) kind=kernel
; remark: dead-kernel-elim: @taken: deleted (no-host-reference) kind=kernel
; remark: dead-kernel-elim: @self_ref: trace (no-reference) message=no reference to variable self_ref
; remark: dead-kernel-elim: @self_ref: kept (device-uses) kind=variable
; target triple = "nvptx64-nvidia-cuda"
;
; @self_ref = addrspace(1) global ptr addrspace(1) @self_ref, align 8
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   store i32 1, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; define ptx_kernel void @self(ptr addrspace(1) %out) {
;   store ptr @self, ptr addrspace(1) %out, align 8
;   ret void
; }
