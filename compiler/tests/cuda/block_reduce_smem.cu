#include "prelude.h"
// Block sum through static shared memory: tree reduction with a barrier between steps,
// each block's partial sum to out[blockIdx.x]. Loads past n count as zero.
#define BLOCK 128
__global__ void block_sum(const float* in, float* out, int n) {
  __shared__ float s[BLOCK];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + t;
  s[t] = i < (unsigned)n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
// launch: @_Z9block_sumPKfPfi grid=3 block=128 (in=f32[384] iota, out=f32[3] zero, i32 300)
// launch: @_Z9block_sumPKfPfi block=128 (in=f32[128] fill 0.5, out=f32[1] zero, i32 128)
