#include "prelude.h"
// Lambdas in device code: a capture-by-reference accumulator and a capture-by-value
// predicate passed to templated device helpers.
template <typename F>
__device__ void for_range(int lo, int hi, F f) {
  for (int k = lo; k < hi; ++k) f(k);
}

template <typename P>
__device__ int count_if(const int* v, int n, P pred) {
  int c = 0;
  for (int k = 0; k < n; ++k) c += pred(v[k]) ? 1 : 0;
  return c;
}

__global__ void lambdas(const int* in, int* sums, int* counts, int n, int window, int threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + window > n) return;
  int acc = 0;
  for_range(i, i + window, [&](int k) { acc += in[k] * (k - i + 1); });
  sums[i] = acc;
  counts[i] = count_if(in + i, window, [threshold](int x) { return x > threshold; });
}
// launch: @_Z7lambdasPKiPiS1_iii grid=2 block=32 (in=i32[70] iota, sums=i32[64] zero, counts=i32[64] zero, i32 70, i32 6, i32 30)
// launch: @_Z7lambdasPKiPiS1_iii block=16 (in=i32[20] {5, -3, 8, 0, 2, 9, -7, 4, 1, 6, 5, -3, 8, 0, 2, 9, -7, 4, 1, 6}, sums=i32[16] zero, counts=i32[16] zero, i32 20, i32 5, i32 2)
