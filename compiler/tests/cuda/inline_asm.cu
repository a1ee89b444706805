#include "prelude.h"
// Inline PTX, as CUDA code and headers use it: the lane id register, a carry-propagating
// 64-bit add from two 32-bit halves, and a byte permute.
__device__ __forceinline__ unsigned add_cc(unsigned a_lo, unsigned a_hi, unsigned b_lo,
                                           unsigned b_hi, unsigned* hi) {
  unsigned lo;
  asm("add.cc.u32 %0, %2, %3;\n\taddc.u32 %1, %4, %5;"
      : "=r"(lo), "=r"(*hi)
      : "r"(a_lo), "r"(b_lo), "r"(a_hi), "r"(b_hi));
  return lo;
}

__device__ __forceinline__ unsigned prmt(unsigned a, unsigned b, unsigned sel) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  return r;
}

__global__ void inline_asm(const unsigned* a, const unsigned* b, unsigned* sum, unsigned* lanes,
                           unsigned* perm) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned hi;
  sum[2 * i] = add_cc(a[2 * i], a[2 * i + 1], b[2 * i], b[2 * i + 1], &hi);
  sum[2 * i + 1] = hi;
  lanes[i] = __lane_id();
  perm[i] = prmt(a[2 * i], b[2 * i], 0x3210u + (unsigned)(i & 3) * 0x1111u);
}
// launch: @_Z10inline_asmPKjS0_PjS1_S1_ grid=2 block=32 (a=i32[128] random 60, b=i32[128] random 61, sum=i32[128] zero, lanes=i32[64] zero, perm=i32[64] zero)
