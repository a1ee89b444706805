#include "prelude.h"
// 64-bit integer arithmetic: multiply, high product, shifts by variable amounts, rotates,
// population count, leading zeros, and a 64-bit hash (splitmix64).
__device__ u64 splitmix64(u64 z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

__global__ void int64_math(const u64* in, u64* out, int* counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u64 x = in[i];
  unsigned s = (unsigned)x & 63;
  u64 h = splitmix64(x);
  out[4 * i + 0] = h;
  out[4 * i + 1] = __umul64hi(h, x | 1) + (x << s) + (x >> (63 - s));
  out[4 * i + 2] = (x << s) | (x >> ((64 - s) & 63));
  out[4 * i + 3] = (u64)((i64)x >> 7) * 3ull - (x & 0xffffffffull) * (x >> 32);
  counts[2 * i] = __popcll(h);
  counts[2 * i + 1] = h == 0 ? 64 : __builtin_clzll(h);
}
// launch: @_Z10int64_mathPKyPyPii grid=2 block=32 (in=i64[64] random 99, out=i64[256] zero, counts=i32[128] zero, i32 64)
// launch: @_Z10int64_mathPKyPyPii block=4 (in=i64[4] {0, 1, -1, 0x8000000000000000}, out=i64[16] zero, counts=i32[8] zero, i32 4)
