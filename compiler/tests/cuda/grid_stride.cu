#include "prelude.h"
// Grid-stride loops: a 64-bit index stepping by the whole grid's thread count, over a
// buffer larger than the grid.
extern "C" __global__ void grid_stride(const float* x, float* y, long long n, float a) {
  long long stride = (long long)gridDim.x * blockDim.x;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void grid_stride_count(const int* in, int* counts, int n, int key) {
  int local = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    local += (in[i] & 7) == key;
  counts[blockIdx.x * blockDim.x + threadIdx.x] = local;
}
// launch: @grid_stride grid=2 block=64 (x=f32[1000] iota, y=f32[1000] fill 1.0, i64 1000, float 0.5)
// launch: @grid_stride_count grid=3 block=32 (in=i32[700] random 12, counts=i32[96] zero, i32 700, i32 3)
