// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/sort/sort_kernel.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the kernel and the device functions it calls, verbatim (sort_kernel.h's
// SORT_BLOCK_SIZE 128 and SCAN_BLOCK_SIZE 256 as the launches' block sizes); inputs a real run
// would give each step: block-sorted keys for findRadixOffsets, consistent offsets for
// reorderData.
// This module: vectorAddUniform4, one of the 5 kernels taken from that file (the others: sort.*.cu).
#include "suite.h"

__global__ void
vectorAddUniform4(uint *d_vector, const uint *d_uniforms, const int n)
{
    __shared__ uint uni[1];

    if (threadIdx.x == 0)
    {
        uni[0] = d_uniforms[blockIdx.x];
    }

    unsigned int address = threadIdx.x + (blockIdx.x *
            blockDim.x * 4);

    __syncthreads();

    // 4 elems per thread
    for (int i = 0; i < 4 && address < n; i++)
    {
        d_vector[address] += uni[0];
        address += blockDim.x;
    }
}

// launch: @_Z17vectorAddUniform4PjPKji grid=2 block=32 (d_vector=i32[256] iota, d_uniforms=i32[2] {5, 7}, i32 250)
