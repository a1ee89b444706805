#include "prelude.h"
// Single-precision math through the builtins libdevice reduces to: sqrt, rsqrt, fma, fabs,
// fmin/fmax, floor/ceil/trunc/round, copysign, saturate and the fast approximate functions.
extern "C" __global__ void math_f32(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  float ax = fabsf(x) + 1.0f;
  float* o = out + 8 * i;
  o[0] = sqrtf(ax) + rsqrtf(ax);
  o[1] = fmaf(x, 0.5f, -1.0f);
  o[2] = fminf(x, 3.0f) + fmaxf(x, -3.0f);
  o[3] = floorf(x * 0.3f) + ceilf(x * 0.3f) + truncf(-x * 0.7f) + roundf(x * 0.25f);
  o[4] = copysignf(ax, -x) + __saturatef(x * 0.1f);
  o[5] = __fdividef(x, ax) + __frcp_rn(ax);
  o[6] = __expf(x * 0.01f) + __logf(ax);
  o[7] = __sinf(x * 0.1f) + __cosf(x * 0.1f) + (float)__float2int_rn(x * 1.5f);
}
// launch: @math_f32 grid=2 block=32 (in=f32[64] iota, out=f32[512] zero, i32 64)
// launch: @math_f32 block=16 (in=f32[16] {-4.5, -2.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.5, 3.5, 10.0, -10.0, 100.0, 0.25, -0.75, 7.0}, out=f32[128] zero, i32 16)
