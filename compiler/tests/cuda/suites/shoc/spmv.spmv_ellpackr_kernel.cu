// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/spmv/Spmv.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim, instantiated for float and double as the host code
// launches it; the dense vector read from global arrays where the original reads textures
// (texReaderSP/DP keep their shape); a 12 x 12 matrix of 30 entries in CSR and ELLPACK-R form;
// BLOCK_SIZE 128 as Spmv.h has it.
// This module: spmv_ellpackr_kernel, one of the 4 kernels taken from that file (the others: spmv.*.cu).
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
spmv_ellpackr_kernel(const fpType * __restrict__ val,
                     const int    * __restrict__ cols,
                     const int    * __restrict__ rowLengths,
                     const int dim, fpType * __restrict__ out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    texReader vecTexReader;

    if (t < dim)
    {
        fpType result = 0.0f;
        int max = rowLengths[t];
        for (int i = 0; i < max; i++)
        {
            int ind = i*dim+t;
            result += val[ind] * vecTexReader(cols[ind]);
        }
        out[t] = result;
    }
}

// Spmv.cu launches the kernel for float and double.
template __global__ void spmv_ellpackr_kernel<float, texReaderSP>(const float*, const int*, const int*, const int, float*);
template __global__ void spmv_ellpackr_kernel<double, texReaderDP>(const double*, const int*, const int*, const int, double*);

// launch: @_Z20spmv_ellpackr_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ grid=1 block=128 (val=f32[48] {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 3.0, 4.0, 5.0, 0.0, 7.0, 8.0, 9.0, 0.0, 11.0, 12.0, 13.0, 0.0, 0.0, 5.0, 6.0, 0.0, 0.0, 9.0, 10.0, 0.0, 0.0, 13.0, 14.0, 0.0, 0.0, 0.0, 7.0, 0.0, 0.0, 0.0, 11.0, 0.0, 0.0, 0.0, 15.0}, cols=i32[48] {0, 3, 6, 9, 0, 3, 6, 9, 0, 3, 6, 9, 0, 4, 7, 10, 0, 4, 7, 10, 0, 4, 7, 10, 0, 0, 8, 11, 0, 0, 8, 11, 0, 0, 8, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, rowLengths=i32[12] {1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}, i32 12, out=f32[12] zero)
// launch: @_Z20spmv_ellpackr_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ grid=1 block=128 (val=f64[48] {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 0.0, 3.0, 4.0, 5.0, 0.0, 7.0, 8.0, 9.0, 0.0, 11.0, 12.0, 13.0, 0.0, 0.0, 5.0, 6.0, 0.0, 0.0, 9.0, 10.0, 0.0, 0.0, 13.0, 14.0, 0.0, 0.0, 0.0, 7.0, 0.0, 0.0, 0.0, 11.0, 0.0, 0.0, 0.0, 15.0}, cols=i32[48] {0, 3, 6, 9, 0, 3, 6, 9, 0, 3, 6, 9, 0, 4, 7, 10, 0, 4, 7, 10, 0, 4, 7, 10, 0, 0, 8, 11, 0, 0, 8, 11, 0, 0, 8, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, rowLengths=i32[12] {1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}, i32 12, out=f64[12] zero)
