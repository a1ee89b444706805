#include "prelude.h"
// int4 and int2/float2 vectors: swizzles (shufflevector), lane updates (insert/extract
// element) and a vector int-to-float conversion.
extern "C" __global__ void swizzle(int4* out4, const int4* in4, float2* outf, const int2* in2,
                                   int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int4 v = in4[i];
  int4 r = v.wzyx + v.yxwz * 2;
  r.x ^= i;
  r.w = r.y > r.z ? r.y : r.z;
  out4[i] = r;
  int2 p = in2[i];
  float2 f = __builtin_convertvector(p, float2);
  outf[i] = f * 0.5f + make_float2(1.0f, -1.0f);
}
// launch: @swizzle grid=2 block=32 (out4=i32[256] zero, in4=i32[256] iota, outf=f32[128] zero, in2=i32[128] iota, i32 64)
// launch: @swizzle block=16 (out4=i32[64] zero, in4=i32[64] fill -3, outf=f32[32] zero, in2=i32[32] fill 9, i32 10)
