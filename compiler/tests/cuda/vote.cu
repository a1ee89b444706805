#include "prelude.h"
// Warp votes: __ballot_sync, __any_sync, __all_sync, __uni_sync, the population count of a
// ballot, and __activemask (inline asm in CUDA's headers) where every lane is active.
extern "C" __global__ void vote(const int* in, unsigned* ballots, int* flags, unsigned* masks) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned b = __ballot_sync(0xffffffffu, v > 10);
  int any = __any_sync(0xffffffffu, v < 0);
  int all = __all_sync(0xffffffffu, v >= 0);
  int uni = __uni_sync(0xffffffffu, v & 1);
  if ((threadIdx.x & 31) == 0) ballots[i / 32] = b;
  flags[i] = (any ? 1 : 0) | (all ? 2 : 0) | (uni ? 4 : 0) | (__popc(b) << 3);
  masks[i] = __activemask();
}
// launch: @vote grid=2 block=32 (in=i32[64] iota, ballots=i32[2] zero, flags=i32[64] zero, masks=i32[64] zero)
// launch: @vote block=64 (in=i32[64] fill 12, ballots=i32[2] zero, flags=i32[64] zero, masks=i32[64] zero)
