#include "prelude.h"
// C = A * B for n x n matrices (n a multiple of TILE) with TILE x TILE tiles staged in
// static shared memory; a 2D grid of 2D blocks.
#define TILE 8
__global__ void matmul(const float* A, const float* B, float* C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    As[ty][tx] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc = fmaf(As[ty][k], Bs[k][tx], acc);
    __syncthreads();
  }
  C[row * n + col] = acc;
}
// launch: @_Z6matmulPKfS0_Pfi grid=2,2 block=8,8 (A=f32[256] iota, B=f32[256] iota, C=f32[256] zero, i32 16)
// launch: @_Z6matmulPKfS0_Pfi block=8,8 (A=f32[64] fill 2.0, B=f32[64] iota, C=f32[64] zero, i32 8)
