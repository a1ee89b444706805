// Rodinia 3.1, cuda/backprop/backprop_cuda_kernel.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: both kernels verbatim with backprop.h's constants; 32 input units
// (two 16 x 16 blocks), 16 hidden units, as backprop_cuda.cu launches them.
// This module: bpnn_layerforward_CUDA, one of the 2 kernels taken from that file (the others: backprop.*.cu).
#include "suite.h"

#define WIDTH 16  // shared memory width
#define HEIGHT 16 // shared memory height
#define ETA 0.3       //eta value
#define MOMENTUM 0.3  //momentum value

__global__ void
bpnn_layerforward_CUDA(float *input_cuda,
	                   float *output_hidden_cuda,
					   float *input_hidden_cuda,
					   float *hidden_partial_sum,
					   int in,
					   int hid)
{
   int by = blockIdx.y;
   int tx = threadIdx.x;
   int ty = threadIdx.y;

   int index =  ( hid + 1 ) * HEIGHT * by + ( hid + 1 ) * ty + tx + 1 + ( hid + 1 ) ;

   int index_in = HEIGHT * by + ty + 1;

   __shared__ float input_node[HEIGHT];
   __shared__ float weight_matrix[HEIGHT][WIDTH];


   if ( tx == 0 )
   input_node[ty] = input_cuda[index_in] ;

   __syncthreads();

   weight_matrix[ty][tx] = input_hidden_cuda[index];

   __syncthreads();

   weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];

   __syncthreads();

   for ( int i = 1 ; i <= __log2f(HEIGHT) ; i++){

	   int power_two = __powf(2, i);

	   if( ty % power_two == 0 )
	   weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two/2][tx];

	   __syncthreads();

   }

   //__syncthreads();

   input_hidden_cuda[index] = weight_matrix[ty][tx];

/*
   for ( unsigned int i = 2 ; i <= HEIGHT ; i *= 2){

	   unsigned int power_two = i - 1;

	   if( (ty & power_two) == 0 ) {
		weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two/2][tx];
	   }

   }
   */

   __syncthreads();

   if ( tx == 0 ) {
	   hidden_partial_sum[by * hid + ty] = weight_matrix[tx][ty];
   }

}

// launch: @_Z22bpnn_layerforward_CUDAPfS_S_S_ii grid=1,2 block=16,16 (input_cuda=f32[33] iota, output_hidden_cuda=f32[17] zero, input_hidden_cuda=f32[561] random 11, hidden_partial_sum=f32[32] zero, i32 32, i32 16)
