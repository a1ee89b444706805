#include "prelude.h"
// Generic pointers into different state spaces: one __noinline__ function is called with a
// pointer into shared memory, into global memory and into a local array, so its
// loads and stores stay generic (the address-space inference problem).
__device__ __noinline__ float sum_scaled(const float* p, int n, float s) {
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) acc += p[k] * s;
  return acc;
}

__device__ __noinline__ void fill(float* p, int n, float v) {
  for (int k = 0; k < n; ++k) p[k] = v + (float)k;
}

__global__ void spaces(const float* g, float* out) {
  __shared__ float tile[64];
  float local[4];
  int t = threadIdx.x;
  tile[t] = g[blockIdx.x * 64 + t];
  __syncthreads();
  fill(local, 4, (float)t);
  float a = sum_scaled(&tile[t & ~7], 8, 0.5f);
  float b = sum_scaled(&g[blockIdx.x * 64 + (t & ~3)], 4, 2.0f);
  float c = sum_scaled(local, 4, 1.0f);
  out[blockIdx.x * 64 + t] = a + b + c;
}
// launch: @_Z6spacesPKfPf grid=2 block=64 (g=f32[128] iota, out=f32[128] zero)
