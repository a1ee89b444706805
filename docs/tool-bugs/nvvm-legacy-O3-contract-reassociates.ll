; libNVVM's legacy front end (NVVM IR 2.0; 12.9 and 13.5) at -opt=3, with -fma=0, turns the
; `contract` sum `c + (a*b + d*e)` into `fma(d, e, fma(a, b, c))`: it reassociates the two
; additions to make both multiplies fusable. `contract` allows fusing a multiply into the add
; that uses it, not reordering additions (LLVM 19's LangRef: "This does not enable
; reassociating to form arbitrary contractions"; LLVM 7's own DAG combiner made this fold only
; under unsafe-fp-math); the latest front end (-nvvm-latest) and LLVM 19's NVPTX back end give
; `c + fma(a, b, d*e)`, and -opt=0 fuses nothing. With these values the allowed results are
; 1.0000001192092896 (unfused, or fused as LLVM fuses) and NVVM's PTX gives 1.0.
; Met in the CUDA corpus: PolyBench/GPU's syr2k (`c += alpha*a*b + alpha*b*a`), clang -O2/-O3.
; Reproduce (libNVVM 13.5.37, and 12.9 with --front-end legacy12):
;   seam nvvm docs/tool-bugs/nvvm-legacy-O3-contract-reassociates.ll --front-end legacy  # two fma.rn.f32
;   seam nvvm --check docs/tool-bugs/nvvm-legacy-O3-contract-reassociates.ll --front-end legacy
;       # nvvm.nvvm-legacy-O3.miscompile-values: expected 1.0000001192092896 actual 1.0
; launch: @k (out=f32[1] zero, float 1.0, float 4.0e-8, float 1.0, float 4.0e-8, float 1.0)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, float %c, float %a, float %b, float %d, float %e) {
entry:
  %m1 = fmul contract float %a, %b
  %m2 = fmul contract float %d, %e
  %s = fadd contract float %m1, %m2
  %r = fadd contract float %c, %s
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
