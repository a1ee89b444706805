; Without has-global-host-info nothing is eliminated, whatever the lists say (the seed keeps
; every externally visible symbol when nvlink gave no complete host information); in gen-lto
; mode nothing is eliminated even with it.
; test: opt dead-kernel-elim<host-ref-ek=k;trace=true>
; test: opt dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;mode=gen-lto>

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  ret void
}

define ptx_kernel void @other(ptr addrspace(1) %out) {
  ret void
}

; ==== expected output ====
; pipeline: dead-kernel-elim<host-ref-ek=k;trace=true>
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   ret void
; }
;
; define ptx_kernel void @other(ptr addrspace(1) %out) {
;   ret void
; }
; pipeline: dead-kernel-elim<has-global-host-info=true;host-ref-ek=k;mode=gen-lto>
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   ret void
; }
;
; define ptx_kernel void @other(ptr addrspace(1) %out) {
;   ret void
; }
