// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/spmv/Spmv.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim, instantiated for float and double as the host code
// launches it; the dense vector read from global arrays where the original reads textures
// (texReaderSP/DP keep their shape); a 12 x 12 matrix of 30 entries in CSR and ELLPACK-R form;
// BLOCK_SIZE 128 as Spmv.h has it.
// This module: spmv_csr_vector_kernel, one of the 4 kernels taken from that file (the others: spmv.*.cu).
// Its launches are undefined. A warp sums a row: each lane stores its partial sum to
// partialSums[t], then lanes id < 16 add partialSums[t + 16], ... with no __syncwarp() between,
// relying on the warp's lanes running in lockstep. CUDA has not promised that since Volta
// (CUDA C++ Programming Guide, "Independent Thread Scheduling": such code needs __syncwarp()).
// The accesses are volatile, so they do not race (PTX's ld/st.volatile are relaxed), but in a
// legal schedule lane 0 reads partialSums[16] before lane 16 has stored it: an uninitialized
// shared value, which reaches `out` (seam: poison-stored).
// expect: O0,O2,O3 harness.none.undefined-case-ub-poison-stored
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
spmv_csr_vector_kernel(const fpType * __restrict__ val,
                       const int    * __restrict__ cols,
                       const int    * __restrict__ rowDelimiters,
                       const int dim, fpType * __restrict__ out)
{
    // Thread ID in block
    int t = threadIdx.x;
    // Thread ID within warp
    int id = t & (warpSize-1);
    int warpsPerBlock = blockDim.x / warpSize;
    // One row per warp
    int myRow = (blockIdx.x * warpsPerBlock) + (t / warpSize);
    // Texture reader for the dense vector
    texReader vecTexReader;

    __shared__ volatile fpType partialSums[BLOCK_SIZE];

    if (myRow < dim)
    {
        int warpStart = rowDelimiters[myRow];
        int warpEnd = rowDelimiters[myRow+1];
        fpType mySum = 0;
        for (int j = warpStart + id; j < warpEnd; j += warpSize)
        {
            int col = cols[j];
            mySum += val[j] * vecTexReader(col);
        }
        partialSums[t] = mySum;

        // Reduce partial sums
        if (id < 16) partialSums[t] += partialSums[t+16];
        if (id <  8) partialSums[t] += partialSums[t+ 8];
        if (id <  4) partialSums[t] += partialSums[t+ 4];
        if (id <  2) partialSums[t] += partialSums[t+ 2];
        if (id <  1) partialSums[t] += partialSums[t+ 1];

        // Write result
        if (id == 0)
        {
            out[myRow] = partialSums[t];
        }
    }
}

// Spmv.cu launches the kernel for float and double.
template __global__ void spmv_csr_vector_kernel<float, texReaderSP>(const float*, const int*, const int*, const int, float*);
template __global__ void spmv_csr_vector_kernel<double, texReaderDP>(const double*, const int*, const int*, const int, double*);

// launch: @_Z22spmv_csr_vector_kernelIf11texReaderSPEvPKT_PKiS5_iPS1_ grid=3 block=128 (val=f32[30] iota, cols=i32[30] {0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0}, rowDelimiters=i32[13] {0, 1, 3, 6, 10, 11, 13, 16, 20, 21, 23, 26, 30}, i32 12, out=f32[12] zero)
// launch: @_Z22spmv_csr_vector_kernelId11texReaderDPEvPKT_PKiS5_iPS1_ grid=3 block=128 (val=f64[30] iota, cols=i32[30] {0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0, 0, 3, 4, 6, 7, 8, 9, 10, 11, 0}, rowDelimiters=i32[13] {0, 1, 3, 6, 10, 11, 13, 16, 20, 21, 23, 26, 30}, i32 12, out=f64[12] zero)
