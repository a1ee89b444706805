// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/triad/Triad.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the kernel verbatim; small vectors.
#include "suite.h"

__global__ void triad(float* A, float* B, float* C, float s)
{
    int gid = threadIdx.x + (blockIdx.x * blockDim.x);
    C[gid] = A[gid] + s*B[gid];
}

// launch: @_Z5triadPfS_S_f grid=2 block=64 (A=f32[128] iota, B=f32[128] fill 0.5, C=f32[128] zero, float 1.75)
// launch: @_Z5triadPfS_S_f grid=3 block=16 (A=f32[48] random 1, B=f32[48] iota, C=f32[48] fill 9.0, float -2.0)
