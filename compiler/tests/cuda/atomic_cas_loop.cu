#include "prelude.h"
// Read-modify-write operations CUDA has no atomic for, built from an atomicCAS loop:
// a saturating increment and a float maximum on the float's bits. The first read of the
// location must be atomic too (a plain load would race with the other threads' CAS):
// a relaxed __atomic_load_n in one, atomicOr with 0 in the other.
__device__ __noinline__ unsigned sat_inc(unsigned* p, unsigned limit) {
  unsigned old = __atomic_load_n(p, __ATOMIC_RELAXED), assumed;
  do {
    assumed = old;
    unsigned next = assumed >= limit ? limit : assumed + 1;
    old = atomicCAS(p, assumed, next);
  } while (old != assumed);
  return old;
}

__device__ float atomic_fmax(float* p, float v) {
  int* ip = (int*)p;
  int old = atomicOr(ip, 0), assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(ip, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

__global__ void cas_loops(unsigned* counters, float* fmax, const float* vals) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  sat_inc(&counters[0], 50u);
  sat_inc(&counters[1], 1000u);
  atomic_fmax(fmax, vals[t]);
}
// launch: @_Z9cas_loopsPjPfPKf grid=2 block=64 (counters=i32[2] zero, fmax=f32[1] {-1.0e30}, vals=f32[128] random 21)
// launch: @_Z9cas_loopsPjPfPKf block=32 (counters=i32[2] {49, 7}, fmax=f32[1] {0.0}, vals=f32[32] iota)
