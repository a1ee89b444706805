#include "prelude.h"
// Separate __noinline__ device functions: a struct returned by value, a pointer out
// parameter, and a function called from two call sites with different arguments.
struct MinMax { int lo, hi; };

__device__ __noinline__ MinMax minmax3(int a, int b, int c) {
  MinMax m;
  m.lo = min(a, min(b, c));
  m.hi = max(a, max(b, c));
  return m;
}

__device__ __noinline__ void accumulate(int* acc, int v, int w) { *acc += v * w; }

__device__ __noinline__ int weight(int i) { return (i % 3) + 1; }

__global__ void noinline_calls(const int* in, int* lo, int* hi, int* acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 2 >= n) return;
  // >> 8 keeps the products below 2^31 for any input.
  MinMax m = minmax3(in[i] >> 8, in[i + 1] >> 8, in[i + 2] >> 8);
  lo[i] = m.lo;
  hi[i] = m.hi;
  int a = 0;
  accumulate(&a, m.lo, weight(i));
  accumulate(&a, m.hi, weight(i + 1));
  acc[i] = a;
}
// launch: @_Z14noinline_callsPKiPiS1_S1_i grid=2 block=32 (in=i32[64] random 8, lo=i32[64] zero, hi=i32[64] zero, acc=i32[64] zero, i32 64)
// launch: @_Z14noinline_callsPKiPiS1_S1_i block=8 (in=i32[10] {5, -3, 8, 0, 2, 9, -7, 4, 1, 6}, lo=i32[8] zero, hi=i32[8] zero, acc=i32[8] zero, i32 10)
