; The seed's preserved set is a set of names: without optimize-unused-variables the names of
; host-referenced variables join it, so a kernel whose name only host-ref-eg lists is kept;
; with optimize-unused-variables they do not, and the kernel goes (and @g with it: the host
; lists no variable).
; test: opt dead-kernel-elim<has-global-host-info=true;host-ref-eg=k;trace=true>
; test: opt dead-kernel-elim<has-global-host-info=true;host-ref-eg=k;optimize-unused-variables=true;trace=true>

target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 1, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  ret void
}

; ==== expected output ====
; pipeline: dead-kernel-elim<has-global-host-info=true;host-ref-eg=k;trace=true>
; target triple = "nvptx64-nvidia-cuda"
;
; @g = addrspace(1) global i32 1, align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   ret void
; }
; pipeline: dead-kernel-elim<has-global-host-info=true;host-ref-eg=k;optimize-unused-variables=true;trace=true>
; remark: dead-kernel-elim: @k: trace (no-reference) message=no reference to kernel k
; remark: dead-kernel-elim: @k: deleted (no-host-reference) kind=kernel
; remark: dead-kernel-elim: @g: trace (no-reference) message=no reference to variable g
; remark: dead-kernel-elim: @g: deleted (no-host-reference) kind=variable
; target triple = "nvptx64-nvidia-cuda"
