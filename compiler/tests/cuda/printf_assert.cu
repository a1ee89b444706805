#include "prelude.h"
// Device printf (clang lowers it to a vprintf call with the arguments packed in a local
// buffer) and assert's failure path (__assertfail), both as CUDA's headers declare them.
extern "C" __device__ int printf(const char*, ...);
extern "C" __device__ void __assertfail(const char* msg, const char* file, unsigned line,
                                       const char* func, unsigned long long charsize);
#define assert(e) \
  ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__, sizeof(char)))

extern "C" __global__ void checked_scale(const int* in, int* out, int n, int verbose) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  assert(v >= 0);
  out[i] = v * 3;
  if (verbose && i == 0) printf("block %d: in[0] = %d, scaled %f\n", (int)blockIdx.x, v, v * 3.0);
}
// The launches print nothing (verbose = 0) and never fail the assertion.
// launch: @checked_scale grid=2 block=32 (in=i32[64] iota, out=i32[64] zero, i32 60, i32 0)
