#include "prelude.h"
// Matrix transpose through dynamic shared memory (`extern __shared__`), padded by one
// column against bank conflicts. The tile is blockDim.x x blockDim.x; the launch must give
// (blockDim.x + 1) * blockDim.y floats of dynamic shared memory (8 x 8 blocks: 72 floats).
extern __shared__ float tile[];

extern "C" __global__ void transpose(const float* in, float* out, int rows, int cols) {
  int T = blockDim.x;
  int x = blockIdx.x * T + threadIdx.x;
  int y = blockIdx.y * T + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y * (T + 1) + threadIdx.x] = in[y * cols + x];
  __syncthreads();
  int ox = blockIdx.y * T + threadIdx.x;
  int oy = blockIdx.x * T + threadIdx.y;
  if (ox < rows && oy < cols) out[oy * rows + ox] = tile[threadIdx.x * (T + 1) + threadIdx.y];
}
// launch: @transpose grid=2,2 block=8,8 shared=288 (in=f32[256] iota, out=f32[256] zero, i32 16, i32 16)
// launch: @transpose grid=2,1 block=8,8 shared=288 (in=f32[96] iota, out=f32[96] zero, i32 6, i32 16)
