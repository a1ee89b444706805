#include "prelude.h"
// __nv_bfloat16 scalar arithmetic (promoted through float by clang), a bf16 fma
// intrinsic, and __nv_bfloat162 vectors.
extern "C" __global__ void bf16_ops(__nv_bfloat16* out, const __nv_bfloat16* a,
                                    const __nv_bfloat16* b, __nv_bfloat162* out2,
                                    const __nv_bfloat162* in2, float* outf, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 x = a[i];
  __nv_bfloat16 y = b[i];
  __nv_bfloat16 s = __hadd(x, y);
  __nv_bfloat16 p = __hmul(x, y);
  out[i] = __hfma(s, p, __float2bfloat16(0.25f));
  __nv_bfloat162 v = in2[i];
  out2[i] = __hmul2(__hadd2(v, v.yx), v);
  outf[i] = __bfloat162float(s) - __bfloat162float(p) +
            (float)(__bfloat16_as_ushort(x) & 0xff);
}
// bfloat16 bit patterns: 16256 = 1.0, 16384 = 2.0, 16448 = 3.0, 16512 = 4.0
// launch: @bf16_ops grid=2 block=32 (out=i16[64] zero, a=i16[64] fill 16256, b=i16[64] fill 16448, out2=i16[128] zero, in2=i16[128] fill 16384, outf=f32[64] zero, i32 64)
// launch: @bf16_ops block=4 (out=i16[4] zero, a=i16[4] {16256, 16384, 16448, 16512}, b=i16[4] {16512, 16448, 16384, 16256}, out2=i16[8] zero, in2=i16[8] {16256, 16384, 16448, 16512, 16256, 16384, 16448, 16512}, outf=f32[4] zero, i32 4)
