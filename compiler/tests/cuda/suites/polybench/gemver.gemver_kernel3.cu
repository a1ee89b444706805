// PolyBench/GPU 1.0, CUDA/GEMVER/gemver.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from N = 4096 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: gemver_kernel3, one of the 3 kernels of that file (the others: gemver.*.cu).
#include "polybench.h"

#define N 24
__global__ void gemver_kernel3(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *a, DATA_TYPE *x, DATA_TYPE *w)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if ((i >= 0) && (i < _PB_N))
	{
		int j;
		for(j = 0; j < _PB_N; j++)
		{
			w[i] += alpha * a[i*N + j] * x[j];
		}
	}
}

// launch: @_Z14gemver_kernel3iffPfS_S_ grid=1 block=32 (i32 24, float 43532.0, float 12313.0, a=f32[576] iota, x=f32[24] iota, w=f32[24] zero)
