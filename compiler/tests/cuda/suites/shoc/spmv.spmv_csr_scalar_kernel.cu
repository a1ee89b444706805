// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/spmv/Spmv.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim, instantiated for float and double as the host code
// launches it; the dense vector read from global arrays where the original reads textures
// (texReaderSP/DP keep their shape); a 12 x 12 matrix of 30 entries in CSR and ELLPACK-R form;
// BLOCK_SIZE 128 as Spmv.h has it.
// This module: spmv_csr_scalar_kernel, one of the 4 kernels taken from that file (the others: spmv.*.cu).
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

template <typename fpType, typename texReader>
__global__ void
spmv_csr_scalar_kernel(const fpType * __restrict__ val,
                       const int    * __restrict__ cols,
                       const int    * __restrict__ rowDelimiters,
                       const int dim, fpType * __restrict__ out)
{
    int myRow = blockIdx.x * blockDim.x + threadIdx.x;
    texReader vecTexReader;

    if (myRow < dim)
    {
        fpType t = 0.0f;
        int start = rowDelimiters[myRow];
        int end = rowDelimiters[myRow+1];
        for (int j = start; j < end; j++)
        {
            int col = cols[j];
            t += val[j] * vecTexReader(col);
        }
        out[myRow] = t;
    }
}

// Spmv.cu launches the kernel for float and double.
template __global__ void spmv_csr_scalar_kernel<float, texReaderSP>(const float*, const int*, const int*, const int, float*);
template __global__ void spmv_csr_scalar_kernel<double, texReaderDP>(const double*, const int*, const int*, const int, double*);

// launch: @_Z22spmv_csr_scalar_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ grid=1 block=128 (val=f32[30] iota, cols=i32[30] {0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0}, rowDelimiters=i32[13] {0, 1, 3, 6, 10, 11, 13, 16, 20, 21, 23, 26, 30}, i32 12, out=f32[12] zero)
// launch: @_Z22spmv_csr_scalar_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ grid=1 block=128 (val=f64[30] iota, cols=i32[30] {0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0}, rowDelimiters=i32[13] {0, 1, 3, 6, 10, 11, 13, 16, 20, 21, 23, 26, 30}, i32 12, out=f64[12] zero)
