#include "prelude.h"
// Selection idioms: min/max (signed, unsigned, 64-bit, float), clamp, abs, sign, and
// branch-free conditional assignment.
extern "C" __global__ void select_minmax(const int* a, const int* b, const float* f,
                                         int* out, float* fout, long long* lout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i] >> 1, y = b[i] >> 1;
  out[6 * i + 0] = min(x, y);
  out[6 * i + 1] = max(x, y);
  out[6 * i + 2] = (int)umin((unsigned)x, (unsigned)y) ^ (int)umax((unsigned)x, (unsigned)y);
  out[6 * i + 3] = x < -100 ? -100 : (x > 100 ? 100 : x);
  out[6 * i + 4] = x < 0 ? -x : x;
  out[6 * i + 5] = (x > 0) - (x < 0);
  lout[i] = llmax((long long)x * y, (long long)y) - llmin((long long)x, -(long long)y);
  float v = f[i];
  fout[2 * i] = v > 0.0f ? v : 0.01f * v;
  fout[2 * i + 1] = fminf(fmaxf(v, -1.0f), 1.0f);
}
// launch: @select_minmax grid=2 block=32 (a=i32[64] random 50, b=i32[64] random 51, f=f32[64] random 52, out=i32[384] zero, fout=f32[128] zero, lout=i64[64] zero, i32 64)
// launch: @select_minmax block=4 (a=i32[4] {-400, 10, 300, -2147483648}, b=i32[4] {0, -10, 2147483647, 5}, f=f32[4] {-2.0, -0.5, 0.5, 2.0}, out=i32[24] zero, fout=f32[8] zero, lout=i64[4] zero, i32 4)
