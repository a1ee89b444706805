; llvm.fmuladd is fused, as LLVM's NVPTX back end fuses it (and llvm.fma always is); a plain
; fmul and fadd are rounded twice. a*b = 1 + 2^-22 + 2^-46 exactly; minus (1 + 2^-22) leaves
; 2^-46 when fused and 0 when rounded first (tests/codegen.rs checks the PTX side).
; test: interpret
; launch: @k (out=f32[3] zero)
; expect: out: f32[3] = {1.4210854715202004e-14, 1.4210854715202004e-14, 0.0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fma.f32(float, float, float)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %m = call float @llvm.fmuladd.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  store float %m, ptr addrspace(1) %out, align 4
  %f = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i32 1
  store float %f, ptr addrspace(1) %o1, align 4
  %p = fmul float 0x3FF0000020000000, 0x3FF0000020000000
  %s = fadd float %p, 0xBFF0000040000000
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i32 2
  store float %s, ptr addrspace(1) %o2, align 4
  ret void
}

; ==== expected output ====
; launch at line 5:
;   out: f32[3] = {1.4210854715202004e-14, 1.4210854715202004e-14, 0.0}
