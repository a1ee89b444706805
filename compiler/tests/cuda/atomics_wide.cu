#include "prelude.h"
// Atomics on 64-bit integers, floats and doubles. The float and double additions add
// small integers and halves, which are exact in any order.
__global__ void atomics_wide(u64* q, i64* l, float* f, double* d, int* old_exch) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&q[0], (u64)t << 33);
  atomicOr(&q[1], 1ull << (t & 63));
  atomicMax(&l[0], (i64)t * -1000000007ll);
  atomicMin(&l[1], (i64)t * -1000000007ll);
  atomicAdd(&f[0], (float)(t & 7) * 0.5f);
  atomicAdd(&d[0], (double)t + 0.25);
  // Every thread swaps in 1.0f; the old values are all 1.0f but the first's.
  float old = atomicExch(&f[1], 1.0f);
  if (old != 1.0f) old_exch[0] = __float_as_int(old);
  // Exactly one thread finds q[2] == 0 and installs 99; it counts itself in q[3].
  if (atomicCAS(&q[2], 0ull, 99ull) == 0ull) atomicAdd(&q[3], 1ull);
}
// launch: @_Z12atomics_widePyPxPfPdPi grid=2 block=64 (q=i64[4] zero, l=i64[2] zero, f=f32[2] {0.0, -3.5}, d=f64[1] zero, old_exch=i32[1] zero)
