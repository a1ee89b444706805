; libNVVM 13.5's legacy front end at -opt=0 refuses a `<2 x half>` built by `insertelement`
; and then multiplied: "Error: unsupported operation" (NVVM_ERROR_COMPILATION). The same
; multiply of a loaded `<2 x half>` compiles; -opt=3 and the latest front end (-nvvm-latest)
; compile this one. The campaign met it in 16 of 400 generated cases (seeds 0..399, reduced
; from 460 to 7 instructions). Reproduce (libNVVM 13.5.37):
;   seam nvvm docs/tool-bugs/nvvm-13.5-legacy-O0-v2f16-built-then-multiplied.ll -O 0 \
;       --front-end legacy                    # libNVVM refused the module at compile
;   seam nvvm ... --front-end legacy --print-input   # the NVVM IR 2.0 text libNVVM reads
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, half %h) {
entry:
  %a = insertelement <2 x half> undef, half %h, i32 1
  %b = fmul <2 x half> %a, %a
  store <2 x half> %b, ptr addrspace(1) %out, align 4
  ret void
}
