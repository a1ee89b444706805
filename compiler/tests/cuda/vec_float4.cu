#include "prelude.h"
// Vectorized float4 loads and stores: out[i] = a[i] * s + b[i], four lanes at a time,
// and the horizontal sum of each result into sums[i]. Then the canonical pattern of a
// float* buffer read and written as float4 through reinterpret_cast.
extern "C" __global__ void vadd4(float4* out, const float4* a, const float4* b, float* sums,
                                 float s, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 va = a[i];
    float4 vb = b[i];
    float4 r = va * s + vb;
    out[i] = r;
    sums[i] = r.x + r.y + r.z + r.w;
  }
}

extern "C" __global__ void scale_cast4(float* x, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = reinterpret_cast<float4*>(x)[i];
    v = make_float4(v.w * s, v.z * s, v.y * s, v.x * s);
    reinterpret_cast<float4*>(x)[i] = v;
  } else {
    for (int k = 4 * i; k < n; ++k) x[k] *= s;
  }
}
// launch: @vadd4 grid=2 block=64 (out=f32[512] zero, a=f32[512] iota, b=f32[512] fill 0.5, sums=f32[128] zero, float 2.0, i32 120)
// launch: @vadd4 block=32 (out=f32[128] zero, a=f32[128] random 7, b=f32[128] iota, sums=f32[32] zero, float -1.0, i32 32)
// launch: @scale_cast4 block=32 (x=f32[126] iota, i32 126, float 0.5)
