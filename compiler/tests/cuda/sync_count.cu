#include "prelude.h"
// Barriers with a reduction (__syncthreads_count/and/or) and memory fences around a
// shared flag: every thread sees the block's predicate counts.
extern "C" __global__ void sync_count(const int* in, int* counts, int* flags) {
  __shared__ int ready;
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  if (t == 0) ready = 0;
  __syncthreads();
  int v = in[g];
  int c = __syncthreads_count(v > 5);
  int all = __syncthreads_and(v >= 0);
  int any = __syncthreads_or(v == 7);
  if (t == 0) {
    ready = c;
    __threadfence_block();
  }
  __syncthreads();
  counts[g] = ready;
  flags[g] = (all ? 1 : 0) | (any ? 2 : 0);
  __threadfence();
}
// launch: @sync_count grid=2 block=64 (in=i32[128] iota, counts=i32[128] zero, flags=i32[128] zero)
// launch: @sync_count block=48 (in=i32[48] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, -47}, counts=i32[48] zero, flags=i32[48] zero)
