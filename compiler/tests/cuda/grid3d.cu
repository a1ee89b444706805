#include "prelude.h"
// 3D grids of 3D blocks: each thread writes its linearised coordinates, using every
// x/y/z special register.
extern "C" __global__ void grid3d(int* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) {
    int idx = (z * ny + y) * nx + x;
    out[idx] = x + 100 * y + 10000 * z + 1000000 * (int)(gridDim.x * gridDim.y * gridDim.z);
  }
}

extern "C" __global__ void add2d(const float* a, const float* b, float* c, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) c[y * w + x] = a[y * w + x] + b[y * w + x] * (float)blockDim.y;
}
// launch: @grid3d grid=2,2,2 block=4,4,2 (out=i32[256] zero, i32 8, i32 8, i32 4)
// launch: @add2d grid=2,3 block=16,4 (a=f32[384] iota, b=f32[384] fill 2.0, c=f32[384] zero, i32 30, i32 12)
