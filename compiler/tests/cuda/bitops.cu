#include "prelude.h"
// 32-bit bit manipulation: population count, find first set, count leading zeros, bit
// reverse, multiply-high, 24-bit multiply, funnel-style rotates and byte swaps.
extern "C" __global__ void bitops(const unsigned* in, int* counts, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i];
  counts[3 * i + 0] = __popc(x);
  counts[3 * i + 1] = __ffs((int)x);
  counts[3 * i + 2] = __clz((int)x);
  unsigned r = (unsigned)(i & 31);
  out[5 * i + 0] = __brev(x);
  out[5 * i + 1] = (unsigned)__mulhi((int)x, 0x12345677);
  out[5 * i + 2] = (unsigned)__mul24((int)(x & 0x7fffff), 1000);
  out[5 * i + 3] = (x << r) | (x >> ((32 - r) & 31));
  out[5 * i + 4] = __builtin_bswap32(x) ^ (x & (x - 1));
}
// launch: @bitops grid=2 block=32 (in=i32[64] random 90, counts=i32[192] zero, out=i32[320] zero, i32 64)
// launch: @bitops block=4 (in=i32[4] {0, 1, 0x80000000, -1}, counts=i32[12] zero, out=i32[20] zero, i32 4)
