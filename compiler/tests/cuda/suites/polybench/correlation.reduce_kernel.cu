// PolyBench/GPU 1.0, CUDA/CORR/correlation.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from M = N = 2048 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: reduce_kernel, one of the 4 kernels of that file (the others: correlation.*.cu).
#include "polybench.h"

#define M 24
#define N 20
#define FLOAT_N 3214212.01f
#define EPS 0.005f
__global__ void reduce_kernel(int m, int n, DATA_TYPE *mean, DATA_TYPE *std, DATA_TYPE *data)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < _PB_N) && (j < _PB_M))
	{
		data[i*M + j] -= mean[j];
		data[i*M + j] /= (sqrt(FLOAT_N) * std[j]);
	}
}

// launch: @_Z13reduce_kerneliiPfS_S_ grid=1,3 block=32,8 (i32 24, i32 20, mean=f32[24] fill 7.0, std=f32[24] iota, data=f32[480] iota)
