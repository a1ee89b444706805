#include "prelude.h"
// Integer division and remainder: signed and unsigned, 32- and 64-bit, by constants (which
// become multiply-high sequences) and by run-time divisors (never zero, never INT_MIN / -1).
extern "C" __global__ void intdiv(const int* a, const int* b, int* q, unsigned* uq,
                                  long long* lq, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i];
  int d = b[i] == 0 ? 1 : b[i];
  if (d == -1) d = 3;
  q[4 * i + 0] = x / d;
  q[4 * i + 1] = x % d;
  q[4 * i + 2] = x / 7 + x % 10;
  q[4 * i + 3] = (x >> 1) / 4 - x % -6;
  unsigned ux = (unsigned)x, ud = (unsigned)d;
  uq[2 * i + 0] = ux / ud + ux % 1000u;
  uq[2 * i + 1] = ux / 3u - ux % 16u;
  long long lx = (long long)x * 1000003ll;
  lq[2 * i + 0] = lx / (long long)d;
  lq[2 * i + 1] = (long long)((unsigned long long)lx % 1000000007ull);
}
// launch: @intdiv grid=2 block=32 (a=i32[64] random 40, b=i32[64] random 41, q=i32[256] zero, uq=i32[128] zero, lq=i64[128] zero, i32 64)
// launch: @intdiv block=8 (a=i32[8] {100, -100, 7, -7, 0, 2147483647, -2147483648, 13}, b=i32[8] {7, 7, -2, -2, 5, -1, 3, 0}, q=i32[32] zero, uq=i32[16] zero, lq=i64[16] zero, i32 8)
