#include "prelude.h"
// __half2 (two halves in a vector): elementwise products, fma, swap of the halves and
// widening of each half to float.
extern "C" __global__ void half2_dot(__half2* out, const __half2* a, const __half2* b,
                                     float* dots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 va = a[i];
  __half2 vb = b[i];
  __half2 p = __hmul2(va, vb);
  __half2 q = __hfma2(va, vb, __float2half2_rn(1.0f));
  __half2 s = __hadd2(p, q.yx);
  out[i] = s;
  dots[2 * i] = __low2float(p) + __high2float(p);
  dots[2 * i + 1] = __low2float(s) * __high2float(__floats2half2_rn(0.5f, 2.0f));
}
// launch: @half2_dot block=32 (out=i16[64] zero, a=i16[64] fill 16384, b=i16[64] fill 15872, dots=f32[64] zero, i32 32)
// launch: @half2_dot block=2 (out=i16[4] zero, a=i16[4] {15360, 16384, 16896, 17408}, b=i16[4] {17408, 16896, 16384, 15360}, dots=f32[4] zero, i32 2)
