#include "prelude.h"
// One templated kernel instantiated for two element types and two compile-time factors,
// calling a templated device function.
template <typename T>
__device__ T clamp_to(T v, T lo, T hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T, int SCALE>
__global__ void scale_clamp(const T* in, T* out, T lo, T hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = clamp_to<T>(in[i] * (T)SCALE, lo, hi);
}

template __global__ void scale_clamp<int, 3>(const int*, int*, int, int, int);
template __global__ void scale_clamp<float, 2>(const float*, float*, float, float, int);
// launch: @_Z11scale_clampIiLi3EEvPKT_PS0_S0_S0_i grid=2 block=32 (in=i32[64] iota, out=i32[64] zero, i32 10, i32 100, i32 60)
// launch: @_Z11scale_clampIfLi2EEvPKT_PS0_S0_S0_i block=64 (in=f32[64] random 4, out=f32[64] zero, float -1000.0, float 1.0e6, i32 64)
