#include "prelude.h"
// Two-level block reduction: shuffle within each warp, warp totals through dynamic shared
// memory (`extern __shared__`, one int per warp), the first warp reduces those. The
// template is instantiated for int and for float.
template <typename T>
__device__ __forceinline__ T warp_reduce(T v) {
  for (int d = 16; d > 0; d >>= 1) v += __shfl_xor_sync(0xffffffffu, v, d);
  return v;
}

extern __shared__ int warp_totals[];

template <typename T>
__global__ void block_reduce(const T* in, T* out) {
  T* totals = reinterpret_cast<T*>(warp_totals);
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int nwarps = blockDim.x >> 5;
  T v = warp_reduce(in[blockIdx.x * blockDim.x + t]);
  if (lane == 0) totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    T w = lane < nwarps ? totals[lane] : (T)0;
    w = warp_reduce(w);
    if (lane == 0) out[blockIdx.x] = w;
  }
}
template __global__ void block_reduce<int>(const int*, int*);
template __global__ void block_reduce<float>(const float*, float*);
// Dynamic shared memory: blockDim.x / 32 elements of 4 bytes.
// launch: @_Z12block_reduceIiEvPKT_PS0_ grid=2 block=256 shared=32 (in=i32[512] iota, out=i32[2] zero)
// launch: @_Z12block_reduceIfEvPKT_PS0_ block=128 shared=16 (in=f32[128] fill 0.25, out=f32[1] zero)
