#include "prelude.h"
// __launch_bounds__ on kernels (maxntid / minctasm annotations): saxpy with both bounds, a
// kernel with only the thread bound, and a template whose bound is its block size.
extern "C" __global__ void __launch_bounds__(128, 2)
    saxpy_lb(float* y, const float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void __launch_bounds__(64) iota_lb(int* out, int base) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = base + (int)(blockIdx.x * 1000 + threadIdx.x);
}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) tile_sum(const int* in, int* out) {
  __shared__ int s[THREADS];
  s[threadIdx.x] = in[blockIdx.x * THREADS + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    int acc = 0;
    for (int k = 0; k < THREADS; ++k) acc += s[k];
    out[blockIdx.x] = acc;
  }
}
template __global__ void tile_sum<32>(const int*, int*);
template __global__ void tile_sum<256>(const int*, int*);
// launch: @saxpy_lb grid=2 block=128 (y=f32[256] fill 1.0, x=f32[256] iota, float 3.0, i32 250)
// launch: @iota_lb grid=3 block=64 (out=i32[192] zero, i32 -7)
// launch: @_Z8tile_sumILi32EEvPKiPi grid=4 block=32 (in=i32[128] iota, out=i32[4] zero)
// launch: @_Z8tile_sumILi256EEvPKiPi grid=2 block=256 (in=i32[512] iota, out=i32[2] zero)
