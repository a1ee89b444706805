#include "prelude.h"
// Aggregate copies: a 64-byte record copied from global memory into a local variable and
// back (llvm.memcpy), a zero-initialised local array (llvm.memset), and an array of
// records in shared memory assigned as a whole.
struct Record {
  int key;
  int vals[14];
  float weight;
};

__global__ void records(const Record* in, Record* out, int* hist, int n) {
  __shared__ Record stage[32];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  Record r = in[i < n ? i : n - 1];
  r.key ^= 1;
  r.weight *= 2.0f;
  stage[t] = r;
  __syncthreads();
  Record other = stage[(t + 1) & 31];
  int local[16] = {};
  for (int k = 0; k < 14; ++k) local[(unsigned)other.vals[k] & 15] += 1;
  if (i < n) {
    out[i] = other;
    for (int k = 0; k < 16; ++k) hist[i * 16 + k] = local[k];
  }
}
// Record is 16 x 4 bytes.
// launch: @_Z7recordsPK6RecordPS_Pii block=32 (in=i32[512] iota, out=i32[512] zero, hist=i32[512] zero, i32 32)
// launch: @_Z7recordsPK6RecordPS_Pii grid=2 block=32 (in=i32[1024] random 33, out=i32[1024] zero, hist=i32[1024] zero, i32 50)
