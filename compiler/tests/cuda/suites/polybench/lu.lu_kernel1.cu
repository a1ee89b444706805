// PolyBench/GPU 1.0, CUDA/LU/lu.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from N = 2048 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: lu_kernel1, one of the 2 kernels of that file (the others: lu.*.cu).
#include "polybench.h"

#define N 20
__global__ void lu_kernel1(int n, DATA_TYPE *A, int k)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;

	if ((j > k) && (j < _PB_N))
	{
		A[k*N + j] = A[k*N + j] / A[k*N + k];
	}
}

// launch: @_Z10lu_kernel1iPfi grid=1 block=32 (i32 20, A=f32[400] iota, i32 2)
