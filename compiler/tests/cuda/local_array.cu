#include "prelude.h"
// A per-thread local array indexed dynamically: gather a window, insertion-sort it, write
// the median and a data-dependent element.
#define W 7
extern "C" __global__ void median7(const int* in, int* med, int* pick, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v[W];
  for (int k = 0; k < W; ++k) {
    int j = i + k - W / 2;
    j = j < 0 ? 0 : (j >= n ? n - 1 : j);
    v[k] = in[j];
  }
  for (int a = 1; a < W; ++a) {
    int x = v[a], b = a - 1;
    while (b >= 0 && v[b] > x) {
      v[b + 1] = v[b];
      --b;
    }
    v[b + 1] = x;
  }
  med[i] = v[W / 2];
  pick[i] = v[(unsigned)in[i] % W];
}
// launch: @median7 grid=2 block=32 (in=i32[64] random 31, med=i32[64] zero, pick=i32[64] zero, i32 64)
// launch: @median7 block=8 (in=i32[8] {9, 1, 8, 2, 7, 3, 6, 4}, med=i32[8] zero, pick=i32[8] zero, i32 8)
