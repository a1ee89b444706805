// Rodinia 3.1, cuda/backprop/backprop_cuda_kernel.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: both kernels verbatim with backprop.h's constants; 32 input units
// (two 16 x 16 blocks), 16 hidden units, as backprop_cuda.cu launches them.
// This module: bpnn_adjust_weights_cuda, one of the 2 kernels taken from that file (the others: backprop.*.cu).
#include "suite.h"

#define WIDTH 16  // shared memory width
#define HEIGHT 16 // shared memory height
#define ETA 0.3       //eta value
#define MOMENTUM 0.3  //momentum value

__global__ void bpnn_adjust_weights_cuda(float * delta,
										 int hid,
										 float * ly,
										 int in,
										 float * w,
										 float * oldw)
{


   int by = blockIdx.y;

   int tx = threadIdx.x;
   int ty = threadIdx.y;

   int index =  ( hid + 1 ) * HEIGHT * by + ( hid + 1 ) * ty + tx + 1 + ( hid + 1 ) ;
   int index_y = HEIGHT * by + ty + 1;
   int index_x = tx + 1;
   //eta = 0.3;
   //momentum = 0.3;

   w[index] += ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));
   oldw[index] = ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));


   __syncthreads();

   if (ty == 0 && by ==0){
   w[index_x] += ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
   oldw[index_x] = ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
   }


}

// launch: @_Z24bpnn_adjust_weights_cudaPfiS_iS_S_ grid=1,2 block=16,16 (delta=f32[17] iota, i32 16, ly=f32[33] fill 0.5, i32 32, w=f32[561] iota, oldw=f32[561] random 12)
