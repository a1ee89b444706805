#include "prelude.h"
// Inclusive prefix sum within each warp by __shfl_up_sync (Hillis-Steele); lanes below the
// distance keep their value. Then each warp's total is broadcast from lane 31.
extern "C" __global__ void warp_scan(const int* in, int* out, int* totals) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  out[i] = v;
  int total = __shfl_sync(0xffffffffu, v, 31);
  if (lane == 0) totals[i / 32] = total;
}
// launch: @warp_scan grid=2 block=64 (in=i32[128] iota, out=i32[128] zero, totals=i32[4] zero)
// launch: @warp_scan block=32 (in=i32[32] fill 3, out=i32[32] zero, totals=i32[1] zero)
