#include "prelude.h"
// Warp sums through __shfl_down_sync (int and float), one result per warp. The block is a
// whole number of warps and every lane takes part, so the full mask is right.
template <typename T>
__device__ T warp_sum(T v) {
  for (int d = warpSize / 2; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
  return v;
}

__global__ void warp_reduce(const int* in, int* out, const float* fin, float* fout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int s = warp_sum(in[i]);
  float f = warp_sum(fin[i]);
  if ((threadIdx.x & 31) == 0) {
    out[i / 32] = s;
    fout[i / 32] = f;
  }
}
// launch: @_Z11warp_reducePKiPiPKfPf grid=2 block=64 (in=i32[128] iota, out=i32[4] zero, fin=f32[128] fill 0.5, fout=f32[4] zero)
// launch: @_Z11warp_reducePKiPiPKfPf block=32 (in=i32[32] fill -2, out=i32[1] zero, fin=f32[32] iota, fout=f32[1] zero)
