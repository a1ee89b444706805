// Rodinia 3.1, cuda/lud/cuda/lud_kernel.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: the three kernels verbatim (BLOCK_SIZE 16); a 32 x 32 matrix
// of random values, the first step of lud_cuda's loop (offset 0: one diagonal block, one
// perimeter block of 32 threads, one internal block) and the last diagonal block (offset 16).
// This module: lud_diagonal, one of the 3 kernels taken from that file (the others: lud.*.cu).
#include "suite.h"

#define BLOCK_SIZE 16

__global__ void
lud_diagonal(float *m, int matrix_dim, int offset)
{
  int i,j;
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];

  int array_offset = offset*matrix_dim+offset;
  for(i=0; i < BLOCK_SIZE; i++){
    shadow[i][threadIdx.x]=m[array_offset+threadIdx.x];
    array_offset += matrix_dim;
  }
  __syncthreads();
  for(i=0; i < BLOCK_SIZE-1; i++) {

    if (threadIdx.x>i){
      for(j=0; j < i; j++)
        shadow[threadIdx.x][i] -= shadow[threadIdx.x][j]*shadow[j][i];
      shadow[threadIdx.x][i] /= shadow[i][i];
    }

    __syncthreads();
    if (threadIdx.x>i){

      for(j=0; j < i+1; j++)
        shadow[i+1][threadIdx.x] -= shadow[i+1][j]*shadow[j][threadIdx.x];
    }
    __syncthreads();
  }

  /*
     The first row is not modified, it
     is no need to write it back to the
     global memory

   */
  array_offset = (offset+1)*matrix_dim+offset;
  for(i=1; i < BLOCK_SIZE; i++){
    m[array_offset+threadIdx.x]=shadow[i][threadIdx.x];
    array_offset += matrix_dim;
  }
}

// launch: @_Z12lud_diagonalPfii grid=1 block=16 (m=f32[1024] random 16, i32 32, i32 0)
// launch: @_Z12lud_diagonalPfii grid=1 block=16 (m=f32[1024] iota, i32 32, i32 16)
