// Rodinia 3.1, cuda/lud/cuda/lud_kernel.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: the three kernels verbatim (BLOCK_SIZE 16); a 32 x 32 matrix
// of random values, the first step of lud_cuda's loop (offset 0: one diagonal block, one
// perimeter block of 32 threads, one internal block) and the last diagonal block (offset 16).
// This module: lud_internal, one of the 3 kernels taken from that file (the others: lud.*.cu).
#include "suite.h"

#define BLOCK_SIZE 16

__global__ void
lud_internal(float *m, int matrix_dim, int offset)
{
  __shared__ float peri_row[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];

  int i;
  float sum;

  int global_row_id = offset + (blockIdx.y+1)*BLOCK_SIZE;
  int global_col_id = offset + (blockIdx.x+1)*BLOCK_SIZE;

  peri_row[threadIdx.y][threadIdx.x] = m[(offset+threadIdx.y)*matrix_dim+global_col_id+threadIdx.x];
  peri_col[threadIdx.y][threadIdx.x] = m[(global_row_id+threadIdx.y)*matrix_dim+offset+threadIdx.x];

  __syncthreads();

  sum = 0;
  for (i=0; i < BLOCK_SIZE; i++)
    sum += peri_col[threadIdx.y][i] * peri_row[i][threadIdx.x];
  m[(global_row_id+threadIdx.y)*matrix_dim+global_col_id+threadIdx.x] -= sum;


}

// launch: @_Z12lud_internalPfii grid=1,1 block=16,16 (m=f32[1024] random 18, i32 32, i32 0)
