#include "prelude.h"
// A 16-bin histogram: per-block counts in shared memory by shared atomics, merged into the
// global histogram by one global atomic per bin. And a byte histogram straight into global
// memory (8-bit loads, 256 bins).
#define BINS 16
__global__ void histogram(const unsigned* data, int n, unsigned* hist) {
  __shared__ unsigned local[BINS];
  if (threadIdx.x < BINS) local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[(data[i] >> 4) % BINS], 1u);
  __syncthreads();
  if (threadIdx.x < BINS) atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}

__global__ void byte_histogram(const unsigned char* bytes, int n, int* hist) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&hist[bytes[i]], 1);
}
// launch: @_Z9histogramPKjiPj grid=2 block=64 (data=i32[500] random 14, i32 500, hist=i32[16] zero)
// launch: @_Z9histogramPKjiPj block=32 (data=i32[256] iota, i32 256, hist=i32[16] zero)
// launch: @_Z14byte_histogramPKhiPi grid=2 block=64 (bytes=i8[1000] random 15, i32 1000, hist=i32[256] zero)
