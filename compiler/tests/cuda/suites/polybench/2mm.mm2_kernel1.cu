// PolyBench/GPU 1.0, CUDA/2MM/2mm.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from NI = NJ = NK = NL = 1024 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: mm2_kernel1, one of the 2 kernels of that file (the others: 2mm.*.cu).
#include "polybench.h"

#define NI 20
#define NJ 20
#define NK 20
#define NL 20
__global__ void mm2_kernel1(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *tmp, DATA_TYPE *A, DATA_TYPE *B)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < _PB_NI) && (j < _PB_NJ))
	{
		tmp[i * NJ + j] = 0;
		int k;
		for (k = 0; k < _PB_NK; k++)
		{
			tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
		}
	}
}

// launch: @_Z11mm2_kernel1iiiiffPfS_S_ grid=1,3 block=32,8 (i32 20, i32 20, i32 20, i32 20, float 32412.0, float 2123.0, tmp=f32[400] zero, A=f32[400] iota, B=f32[400] fill 0.5)
