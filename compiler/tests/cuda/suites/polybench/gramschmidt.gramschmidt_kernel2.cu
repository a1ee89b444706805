// PolyBench/GPU 1.0, CUDA/GRAMSCHM/gramschmidt.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from NI = NJ = 2048 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: gramschmidt_kernel2, one of the 3 kernels of that file (the others: gramschmidt.*.cu).
#include "polybench.h"

#define NI 24
#define NJ 20
__global__ void gramschmidt_kernel2(int ni, int nj, DATA_TYPE *a, DATA_TYPE *r, DATA_TYPE *q, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < _PB_NI)
	{
		q[i * NJ + k] = a[i * NJ + k] / r[k * NJ + k];
	}
}

// launch: @_Z19gramschmidt_kernel2iiPfS_S_i grid=1 block=32 (i32 24, i32 20, a=f32[480] iota, r=f32[400] fill 4.0, q=f32[480] zero, i32 3)
