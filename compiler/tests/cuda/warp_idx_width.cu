#include "prelude.h"
// __shfl_sync with a lane index and a segment width below 32: broadcast of each 8-lane
// segment's first value, a rotation by one lane within the segment, and a float
// __shfl_up_sync over 16-lane segments. Then a 64-bit __shfl_down_sync (two 32-bit
// shuffles) summing 64-bit values over the warp.
extern "C" __global__ void warp_idx(const int* in, int* bcast, int* rot, const float* fin,
                                    float* fup) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  bcast[i] = __shfl_sync(0xffffffffu, v, 0, 8);
  rot[i] = __shfl_sync(0xffffffffu, v, (lane + 1) & 7, 8);
  fup[i] = __shfl_up_sync(0xffffffffu, fin[i], 2, 16);
}

extern "C" __global__ void warp_sum64(const long long* in, long long* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long v = in[i];
  for (int d = 16; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
  if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}
// launch: @warp_idx grid=2 block=32 (in=i32[64] iota, bcast=i32[64] zero, rot=i32[64] zero, fin=f32[64] iota, fup=f32[64] zero)
// launch: @warp_idx block=64 (in=i32[64] random 5, bcast=i32[64] zero, rot=i32[64] zero, fin=f32[64] random 6, fup=f32[64] zero)
// launch: @warp_sum64 grid=2 block=64 (in=i64[128] {0x100000000, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, -127}, out=i64[4] zero)
