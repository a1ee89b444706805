// PolyBench/GPU 1.0, CUDA/SYR2K/syr2k.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from NI = NJ = 1024 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// At -O2/-O3 libNVVM's legacy front end (12.9 and 13.5, -opt=3) miscompiles the kernel: it
// turns the `contract` sum c + (alpha*a*b + alpha*b*a) into two chained fmas, a reassociation
// `contract` does not allow (docs/tool-bugs/nvvm-legacy-O3-contract-reassociates.ll).
// expect: O2,O3 nvvm.nvvm-legacy-O3.miscompile-values
// expect: O2,O3 nvvm.nvvm-legacy12-O3.miscompile-values
#include "polybench.h"

#define NI 20
#define NJ 16
__global__ void syr2k_kernel(int ni, int nj, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *a, DATA_TYPE *b, DATA_TYPE *c)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < NI) && (j < NI))
	{
		c[i * NI + j] *= beta;

		int k;
		for(k = 0; k < NJ; k++)
		{
			c[i * NI + j] += alpha * a[i * NJ + k] * b[j * NJ + k] + alpha * b[i * NJ + k] * a[j * NJ + k];
		}
	}
}

// launch: @_Z12syr2k_kerneliiffPfS_S_ grid=1,3 block=32,8 (i32 20, i32 16, float 32412.0, float 2123.0, a=f32[320] iota, b=f32[320] fill 0.5, c=f32[400] iota)
