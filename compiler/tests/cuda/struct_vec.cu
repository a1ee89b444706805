#include "prelude.h"
// CUDA's own vector types are aligned structs, not ext_vector_type vectors: copies of
// 16-byte and 8-byte aligned structs through global memory.
struct __align__(16) F4 { float x, y, z, w; };
struct __align__(8) F2 { float x, y; };

__device__ F4 add4(F4 a, F4 b) { return F4{a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w}; }

__global__ void struct_vec(F4* out, const F4* in, F2* out2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    F4 v = in[i];
    F4 w = in[n - 1 - i];
    out[i] = add4(v, w);
    F2 p = {v.x + v.w, v.y * v.z};
    out2[i] = p;
  }
}
// launch: @_Z10struct_vecP2F4PKS_P2F2i grid=2 block=32 (out=f32[256] zero, in=f32[256] iota, out2=f32[128] zero, i32 64)
// launch: @_Z10struct_vecP2F4PKS_P2F2i block=8 (out=f32[32] zero, in=f32[32] random 3, out2=f32[16] zero, i32 5)
