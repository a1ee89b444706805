// Rodinia 3.1, cuda/nw/needle_kernel.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: maximum and both kernels verbatim (needle.h's BLOCK_SIZE 16); sequences
// of 32 (cols = 33, 2 x 2 blocks), penalty 10: the second diagonal of the first kernel's sweep
// and the last of the second's, as needle.cu launches them.
// This module: needle_cuda_shared_1, one of the 2 kernels taken from that file (the others: nw.*.cu).
#include "suite.h"

#define BLOCK_SIZE 16

__device__ __host__ int
maximum( int a,
		 int b,
		 int c){

int k;
if( a <= b )
k = b;
else
k = a;

if( k <=c )
return(c);
else
return(k);

}

__global__ void
needle_cuda_shared_1(  int* referrence,
			  int* matrix_cuda,
			  int cols,
			  int penalty,
			  int i,
			  int block_width)
{
  int bx = blockIdx.x;
  int tx = threadIdx.x;

  int b_index_x = bx;
  int b_index_y = i - 1 - bx;

  int index   = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + ( cols + 1 );
  int index_n   = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + ( 1 );
  int index_w   = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + ( cols );
  int index_nw =  cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x;

  __shared__  int temp[BLOCK_SIZE+1][BLOCK_SIZE+1];
  __shared__  int ref[BLOCK_SIZE][BLOCK_SIZE];

   if (tx == 0)
		  temp[tx][0] = matrix_cuda[index_nw];


  for ( int ty = 0 ; ty < BLOCK_SIZE ; ty++)
  ref[ty][tx] = referrence[index + cols * ty];

  __syncthreads();

  temp[tx + 1][0] = matrix_cuda[index_w + cols * tx];

  __syncthreads();

  temp[0][tx + 1] = matrix_cuda[index_n];

  __syncthreads();


  for( int m = 0 ; m < BLOCK_SIZE ; m++){

	  if ( tx <= m ){

		  int t_index_x =  tx + 1;
		  int t_index_y =  m - tx + 1;

          temp[t_index_y][t_index_x] = maximum( temp[t_index_y-1][t_index_x-1] + ref[t_index_y-1][t_index_x-1],
		                                        temp[t_index_y][t_index_x-1]  - penalty,
												temp[t_index_y-1][t_index_x]  - penalty);



	  }

	  __syncthreads();

    }

 for( int m = BLOCK_SIZE - 2 ; m >=0 ; m--){

	  if ( tx <= m){

		  int t_index_x =  tx + BLOCK_SIZE - m ;
		  int t_index_y =  BLOCK_SIZE - tx;

          temp[t_index_y][t_index_x] = maximum( temp[t_index_y-1][t_index_x-1] + ref[t_index_y-1][t_index_x-1],
		                                        temp[t_index_y][t_index_x-1]  - penalty,
												temp[t_index_y-1][t_index_x]  - penalty);

	  }

	  __syncthreads();
  }

  for ( int ty = 0 ; ty < BLOCK_SIZE ; ty++)
  matrix_cuda[index + ty * cols] = temp[ty+1][tx+1];

}

// launch: @_Z20needle_cuda_shared_1PiS_iiii grid=2 block=16 (referrence=i32[1089] iota, matrix_cuda=i32[1089] iota, i32 33, i32 10, i32 2, i32 2)
// launch: @_Z20needle_cuda_shared_1PiS_iiii grid=1 block=16 (referrence=i32[1089] fill -3, matrix_cuda=i32[1089] zero, i32 33, i32 10, i32 1, i32 2)
