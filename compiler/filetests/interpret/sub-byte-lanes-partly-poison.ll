; Poison is tracked per byte of memory, and the lanes of a <4 x i1> share one byte: a store of
; such a vector with some lanes poison and some not is refused when it runs (lane 0 stays
; defined in LLVM's memory, which a per-byte shadow cannot say), and the PTX is observed
; instead. A vector wholly poison is stored as poison, as any value is (not to global memory).
; test: interpret-refused a store of a vector of sub-byte lanes some of which are poison
; launch: @k block=1 (out=i8[1] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = alloca <4 x i1>, align 1
  store <4 x i1> poison, ptr %p, align 1
  %v = insertelement <4 x i1> poison, i1 true, i64 0
  store <4 x i1> %v, ptr %p, align 1
  %l = load <4 x i1>, ptr %p, align 1
  %b = extractelement <4 x i1> %l, i64 0
  %z = zext i1 %b to i8
  store i8 %z, ptr addrspace(1) %out, align 1
  ret void
}

; ==== expected output ====
; interpreter: not supported by the interpreter: a store of a vector of sub-byte lanes some of which are poison (poison is tracked per byte)
