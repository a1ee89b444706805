#include "prelude.h"
// Scalar __half arithmetic and conversions: y = fma(a, x, y) in half, then widened copies.
extern "C" __global__ void half_axpy(__half* y, const __half* x, float* yf, int* yi, float a,
                                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half ha = __float2half(a);
  __half xi = x[i];
  __half yi0 = y[i];
  __half r = __hfma(ha, xi, yi0);
  r = __hadd(r, __int2half_rn(i & 7));
  y[i] = r;
  yf[i] = __half2float(r) + __half2float(__hmax(xi, yi0));
  yi[i] = __half2int_rz(__hmul(r, xi)) + (__hlt(xi, r) ? 1000 : 0) +
          (int)(__half_as_ushort(xi) >> 10);
}
// 15360 = 1.0, 16384 = 2.0, 16896 = 3.0, 17408 = 4.0 (half bit patterns)
// launch: @half_axpy grid=2 block=32 (y=i16[64] fill 16384, x=i16[64] fill 15360, yf=f32[64] zero, yi=i32[64] zero, float 1.5, i32 60)
// launch: @half_axpy block=4 (y=i16[4] {15360, 16384, 16896, 17408}, x=i16[4] {17408, 16896, 16384, 15360}, yf=f32[4] zero, yi=i32[4] zero, float -0.5, i32 4)
