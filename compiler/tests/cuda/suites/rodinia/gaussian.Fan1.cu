// Rodinia 3.1, cuda/gaussian/gaussian.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: Fan1 and Fan2 verbatim; a 20 x 20 system at elimination step
// t = 3, Fan1 on a 32-thread block (the host's 512 is more than the rows), Fan2 on 4 x 4 blocks
// as the host's block_size_xy, covering more than the matrix (its bounds guards).
// This module: Fan1, one of the 2 kernels taken from that file (the others: gaussian.*.cu).
#include "suite.h"

/*-------------------------------------------------------
 ** Fan1() -- Calculate multiplier matrix
 ** Pay attention to the index.  Index i give the range
 ** which starts from 0 to range-1.  The real values of
 ** the index should be adjust and related with the value
 ** of t which is defined on the ForwardSub().
 **-------------------------------------------------------
 */
__global__ void Fan1(float *m_cuda, float *a_cuda, int Size, int t)
{
	//if(threadIdx.x + blockIdx.x * blockDim.x >= Size-1-t) printf(".");
	//printf("blockIDx.x:%d,threadIdx.x:%d,Size:%d,t:%d,Size-1-t:%d\n",blockIdx.x,threadIdx.x,Size,t,Size-1-t);

	if(threadIdx.x + blockIdx.x * blockDim.x >= Size-1-t) return;
	*(m_cuda+Size*(blockDim.x*blockIdx.x+threadIdx.x+t+1)+t) = *(a_cuda+Size*(blockDim.x*blockIdx.x+threadIdx.x+t+1)+t) / *(a_cuda+Size*t+t);
}

// launch: @_Z4Fan1PfS_ii grid=1 block=32 (m_cuda=f32[400] zero, a_cuda=f32[400] iota, i32 20, i32 3)
