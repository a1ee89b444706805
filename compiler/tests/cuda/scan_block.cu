#include "prelude.h"
// Block-wide inclusive prefix sum (Hillis-Steele) in shared memory with double buffering,
// plus each block's total, and an exclusive scan derived from it.
#define N 256
__global__ void scan_block(const int* in, int* incl, int* excl, int* totals) {
  __shared__ int buf[2][N];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  int cur = 0;
  buf[cur][t] = in[g];
  __syncthreads();
  for (int d = 1; d < (int)blockDim.x; d <<= 1) {
    int v = buf[cur][t];
    if (t >= d) v += buf[cur][t - d];
    buf[1 - cur][t] = v;
    cur = 1 - cur;
    __syncthreads();
  }
  incl[g] = buf[cur][t];
  excl[g] = t == 0 ? 0 : buf[cur][t - 1];
  if (t == (int)blockDim.x - 1) totals[blockIdx.x] = buf[cur][t];
}
// launch: @_Z10scan_blockPKiPiS1_S1_ grid=2 block=256 (in=i32[512] iota, incl=i32[512] zero, excl=i32[512] zero, totals=i32[2] zero)
// launch: @_Z10scan_blockPKiPiS1_S1_ block=64 (in=i32[64] fill 1, incl=i32[64] zero, excl=i32[64] zero, totals=i32[1] zero)
