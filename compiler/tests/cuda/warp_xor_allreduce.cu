#include "prelude.h"
// Butterfly all-reduce with __shfl_xor_sync: every lane ends with the warp's maximum (float),
// and its sum (double, shuffled as two 32-bit halves).
__global__ void warp_allreduce(const float* in, float* maxes, const double* din, double* sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float m = in[i];
  double s = din[i];
#pragma unroll
  for (int mask = 16; mask >= 1; mask /= 2) {
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, mask));
    s += __shfl_xor_sync(0xffffffffu, s, mask);
  }
  maxes[i] = m;
  sums[i] = s;
}
// launch: @_Z14warp_allreducePKfPfPKdPd grid=2 block=32 (in=f32[64] random 11, maxes=f32[64] zero, din=f64[64] iota, sums=f64[64] zero)
// launch: @_Z14warp_allreducePKfPfPKdPd block=64 (in=f32[64] iota, maxes=f32[64] zero, din=f64[64] fill 0.25, sums=f64[64] zero)
