#include "prelude.h"
// sm_70/sm_80 warp primitives: __match_any_sync groups lanes holding equal values, and
// __reduce_add_sync (redux.sync) sums the warp in one instruction; __syncwarp between
// shared-memory phases of one warp.
extern "C" __global__ void match_redux(const int* keys, unsigned* groups, int* sums,
                                       int* leaders) {
  __shared__ int stage[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = keys[i] & 3;
  unsigned g = __match_any_sync(0xffffffffu, k);
  groups[i] = g;
  sums[i] = __reduce_add_sync(0xffffffffu, keys[i] & 0xffff);
  stage[threadIdx.x] = __ffs((int)g) - 1;
  __syncwarp();
  leaders[i] = stage[threadIdx.x ^ 1];
}
// launch: @match_redux grid=2 block=64 (keys=i32[128] random 80, groups=i32[128] zero, sums=i32[128] zero, leaders=i32[128] zero)
// launch: @match_redux block=32 (keys=i32[32] iota, groups=i32[32] zero, sums=i32[32] zero, leaders=i32[32] zero)
