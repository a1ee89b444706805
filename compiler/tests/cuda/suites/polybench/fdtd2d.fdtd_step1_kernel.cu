// PolyBench/GPU 1.0, CUDA/FDTD-2D/fdtd2d.cu: https://github.com/sgrauerg/polybenchGpu (commit 5584aaa).
// Copyright (c) 2012, 2013 University of Delaware (Scott Grauer-Gray, William Killian, John
// Cavazos); derived from PolyBench 3.2 (Louis-Noel Pouchet, Ohio State University). Licence:
// none stated in that repository.
// Adapted for seam: the kernels verbatim; sizes cut from NX = NY = 2048, TMAX = 500 to those below so
// interpretation is fast; DATA_TYPE and the loop bounds as the suite's headers give them
// (polybench.h); the prelude instead of the CUDA headers. Launches use the original block
// shapes where small; a grid larger than the problem exercises each kernel's bounds guard.
// This module: fdtd_step1_kernel, one of the 3 kernels of that file (the others: fdtd2d.*.cu).
#include "polybench.h"

#define NX 20
#define NY 24
#define TMAX 4
__global__ void fdtd_step1_kernel(int nx, int ny, DATA_TYPE* _fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < _PB_NX) && (j < _PB_NY))
	{
		if (i == 0)
		{
			ey[i * NY + j] = _fict_[t];
		}
		else
		{
			ey[i * NY + j] = ey[i * NY + j] - 0.5f*(hz[i * NY + j] - hz[(i-1) * NY + j]);
		}
	}
}

// launch: @_Z17fdtd_step1_kerneliiPfS_S_S_i grid=1,3 block=32,8 (i32 20, i32 24, _fict_=f32[4] iota, ex=f32[480] fill 1.0, ey=f32[480] iota, hz=f32[480] random 8, i32 2)
