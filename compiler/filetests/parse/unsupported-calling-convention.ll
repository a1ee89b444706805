; The SPIR/AMDGPU entry-point conventions and x86_intrcc are outside the subset.
; test: parse-error unsupported calling convention 'amdgpu_kernel'

define amdgpu_kernel void @f() {
  ret void
}

; ==== expected output ====
; parse error: 4:8: unsupported calling convention 'amdgpu_kernel'
