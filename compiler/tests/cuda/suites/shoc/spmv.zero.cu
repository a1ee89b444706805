// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/spmv/Spmv.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim, instantiated for float and double as the host code
// launches it; the dense vector read from global arrays where the original reads textures
// (texReaderSP/DP keep their shape); a 12 x 12 matrix of 30 entries in CSR and ELLPACK-R form;
// BLOCK_SIZE 128 as Spmv.h has it.
// This module: zero, one of the 4 kernels taken from that file (the others: spmv.*.cu).
#include "suite.h"

static const int BLOCK_SIZE = 128;  // Spmv.h

// seam: the dense vector is read from these arrays, where the original binds the textures
// vecTex and vecTexD to it (textures are outside seam's subset); the readers keep their shape.
__device__ float vecTexData[12] = {0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0};
__device__ double vecTexDataD[12] = {0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0};
struct texReaderSP {
   __device__ __forceinline__ float operator()(const int idx) const
   {
       return vecTexData[idx];
   }
};

struct texReaderDP {
   __device__ __forceinline__ double operator()(const int idx) const
   {
       return vecTexDataD[idx];
   }
};

template <typename fpType>
__global__ void
zero(fpType * __restrict__ a, const int size)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < size) a[t] = 0;
}

// Spmv.cu launches the kernel for float and double.
template __global__ void zero<float>(float*, const int);
template __global__ void zero<double>(double*, const int);

// launch: @_Z4zeroIfEvPT_i grid=1 block=128 (a=f32[12] iota, i32 12)
// launch: @_Z4zeroIdEvPT_i grid=1 block=128 (a=f64[12] iota, i32 12)
