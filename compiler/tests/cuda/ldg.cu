#include "prelude.h"
// Read-only loads through __ldg (ld.global.nc): float, int, double and 64-bit gathers, and
// float4 / int4 vector loads through the vector overloads.
extern "C" __global__ void gather_ldg(const float* __restrict__ src, const int* __restrict__ idx,
                                      const double* __restrict__ dsrc, const i64* __restrict__ lsrc,
                                      float* out, double* dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int j = __ldg(&idx[i]);
    out[i] = __ldg(&src[j]) * 2.0f;
    dout[i] = __ldg(&dsrc[j]) + (double)__ldg(&lsrc[i]);
  }
}

extern "C" __global__ void ldg_vec(const float4* __restrict__ a, const int4* __restrict__ b,
                                   float* out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = __ldg(&a[i]);
    int4 w = __ldg(&b[i]);
    out[i] = v.x * (float)w.x + v.y * (float)w.y + v.z * (float)w.z + v.w * (float)w.w;
  }
}
// launch: @gather_ldg grid=2 block=32 (src=f32[64] iota, idx=i32[64] {63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, dsrc=f64[64] iota, lsrc=i64[64] fill -3, out=f32[64] zero, dout=f64[64] zero, i32 64)
// launch: @ldg_vec block=64 (a=f32[256] iota, b=i32[256] fill 2, out=f32[64] zero, i32 60)
