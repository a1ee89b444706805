// PolyBench/GPU 1.0, CUDA/DOITGEN/doitgen.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from NR = NQ = NP = 128 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: doitgen_kernel2, one of the 2 kernels of that file (the others: doitgen.*.cu).
#include "polybench.h"

#define NR 4
#define NQ 12
#define NP 12
__global__ void doitgen_kernel2(DATA_TYPE *sum, DATA_TYPE *A, DATA_TYPE *C4, int r)
{
	int p = blockIdx.x * blockDim.x + threadIdx.x;
	int q = blockIdx.y * blockDim.y + threadIdx.y;

	if ((p < NP) && (q < NQ))
	{
		A[r * (NQ * NP) + q * NP + p] = sum[r * (NQ * NP) + q * NP + p];
	}
}

// launch: @_Z15doitgen_kernel2PfS_S_i grid=1,2 block=32,8 (sum=f32[576] iota, A=f32[576] zero, C4=f32[144] fill 0.5, i32 3)
