// PolyBench/GPU 1.0, CUDA/JACOBI1D/jacobi1D.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from N = 4096, TSTEPS = 10000 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: runJacobiCUDA_kernel1, one of the 2 kernels of that file (the others: jacobi1D.*.cu).
#include "polybench.h"

#define N 100
#define TSTEPS 1
__global__ void runJacobiCUDA_kernel1(int n, DATA_TYPE* A, DATA_TYPE* B)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if ((i > 0) && (i < (_PB_N-1)))
	{
		B[i] = 0.33333 * (A[i-1] + A[i] + A[i + 1]);
	}
}

// launch: @_Z21runJacobiCUDA_kernel1iPfS_ grid=2 block=64 (i32 100, A=f32[100] iota, B=f32[100] zero)
