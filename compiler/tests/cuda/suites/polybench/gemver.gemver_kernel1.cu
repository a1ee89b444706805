// PolyBench/GPU 1.0, CUDA/GEMVER/gemver.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from N = 4096 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: gemver_kernel1, one of the 3 kernels of that file (the others: gemver.*.cu).
#include "polybench.h"

#define N 24
__global__ void gemver_kernel1(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *a, DATA_TYPE *v1, DATA_TYPE *v2, DATA_TYPE *u1, DATA_TYPE *u2)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < _PB_N) && (j < _PB_N))
	{
		a[i * N + j] += u1[i] * v1[j] + u2[i] * v2[j];
	}
}

// launch: @_Z14gemver_kernel1iffPfS_S_S_S_ grid=1,3 block=32,8 (i32 24, float 43532.0, float 12313.0, a=f32[576] iota, v1=f32[24] fill 0.5, v2=f32[24] iota, u1=f32[24] iota, u2=f32[24] fill 2.0)
