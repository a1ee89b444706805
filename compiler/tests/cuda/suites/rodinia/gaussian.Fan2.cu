// Rodinia 3.1, cuda/gaussian/gaussian.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: Fan1 and Fan2 verbatim; a 20 x 20 system at elimination step
// t = 3, Fan1 on a 32-thread block (the host's 512 is more than the rows), Fan2 on 4 x 4 blocks
// as the host's block_size_xy, covering more than the matrix (its bounds guards).
// This module: Fan2, one of the 2 kernels taken from that file (the others: gaussian.*.cu).
#include "suite.h"

/*-------------------------------------------------------
 ** Fan2() -- Modify the matrix A into LUD
 **-------------------------------------------------------
 */

__global__ void Fan2(float *m_cuda, float *a_cuda, float *b_cuda,int Size, int j1, int t)
{
	if(threadIdx.x + blockIdx.x * blockDim.x >= Size-1-t) return;
	if(threadIdx.y + blockIdx.y * blockDim.y >= Size-t) return;

	int xidx = blockIdx.x * blockDim.x + threadIdx.x;
	int yidx = blockIdx.y * blockDim.y + threadIdx.y;
	//printf("blockIdx.x:%d,threadIdx.x:%d,blockIdx.y:%d,threadIdx.y:%d,blockDim.x:%d,blockDim.y:%d\n",blockIdx.x,threadIdx.x,blockIdx.y,threadIdx.y,blockDim.x,blockDim.y);

	a_cuda[Size*(xidx+1+t)+(yidx+t)] -= m_cuda[Size*(xidx+1+t)+t] * a_cuda[Size*t+(yidx+t)];
	//a_cuda[xidx+1+t][yidx+t] -= m_cuda[xidx+1+t][t] * a_cuda[t][yidx+t];
	if(yidx == 0){
		//printf("blockIdx.x:%d,threadIdx.x:%d,blockIdx.y:%d,threadIdx.y:%d,blockDim.x:%d,blockDim.y:%d\n",blockIdx.x,threadIdx.x,blockIdx.y,threadIdx.y,blockDim.x,blockDim.y);
		//printf("xidx:%d,yidx:%d\n",xidx,yidx);
		b_cuda[xidx+1+t] -= m_cuda[Size*(xidx+1+t)+(yidx+t)] * b_cuda[t];
	}
}

// launch: @_Z4Fan2PfS_S_iii grid=5,5 block=4,4 (m_cuda=f32[400] fill 0.25, a_cuda=f32[400] iota, b_cuda=f32[20] iota, i32 20, i32 17, i32 3)
