#include "prelude.h"
// 1D 5-point stencil: a block's slice plus a halo of RADIUS on each side staged in shared
// memory, coefficients in constant memory, zero outside [0, n).
#define RADIUS 2
#define BLOCK 64
__constant__ float coeff[2 * RADIUS + 1] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};

__global__ void stencil1d(const float* in, float* out, int n) {
  __shared__ float s[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  s[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS, right = g + BLOCK;
    s[l - RADIUS] = left >= 0 && left < n ? in[left] : 0.0f;
    s[l + BLOCK] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g < n) {
    float acc = 0.0f;
    for (int k = -RADIUS; k <= RADIUS; ++k) acc += coeff[k + RADIUS] * s[l + k];
    out[g] = acc;
  }
}
// launch: @_Z9stencil1dPKfPfi grid=3 block=64 (in=f32[192] iota, out=f32[192] zero, i32 170)
// launch: @_Z9stencil1dPKfPfi block=64 (in=f32[64] fill 1.0, out=f32[64] zero, i32 64)
