// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/scan/scan_kernel.h:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the header's code verbatim (SharedMem, and the kernel with what it
// calls); the template instantiated for float as Scan.cu launches it (block size 256, dynamic
// shared memory as the host code sizes it).
// This module: reduce, one of the 3 kernels taken from that file (the others: scan.*.cu).
// Its last steps are warp-synchronous (volatile, no __syncwarp()): race-free, what they read is the schedule's.
#include "suite.h"

// NB: The following class is a workaround for using dynamically sized
// shared memory in templated code. Without this workaround, the
// compiler would generate two shared memory arrays (one for SP
// and one for DP) of the same name and would generate an error.
template <class T>
class SharedMem
{
    public:
      __device__ inline T* getPointer()
      {
          extern __shared__ T s[];
          return s;
      };
};

// Specialization for double
template <>
class SharedMem <double>
{
    public:
      __device__ inline double* getPointer()
      {
          extern __shared__ double s_double[];
          return s_double;
      }
};

// Specialization for float
template <>
class SharedMem <float>
{
    public:
      __device__ inline float* getPointer()
      {
          extern __shared__ float s_float[];
          return s_float;
      }
};

// Reduction Kernel
// Note: This kernel is slightly different than the kernel in the
// reduction benchmark, in which blocks read in a coalesced, but
// non-contiguous pattern (i.e. the accesses are coalesced, but
// strided by the grid size). This kernel essentially assigns
// each block a contiguous region of the input array.
template <class T, int blockSize>
__global__ void
reduce(const T* __restrict__ g_idata, T* __restrict__ g_odata,
       int n)
{

    // First, calculate the bounds of the region of the array
    // that this block will sum.  We need these regions to match
    // perfectly with those in the bottom-level scan, so we index
    // as if vector types of length 4 were in use.  This prevents
    // errors due to slightly misaligned regions.
    int region_size = ((n / 4) / gridDim.x) * 4;
    int block_start = blockIdx.x * region_size;

    // Give the last block any extra elements
    int block_stop  = (blockIdx.x == gridDim.x - 1) ?
        n : block_start + region_size;

    // Calculate starting index for this thread
    int tid = threadIdx.x;
    int i = block_start + tid;

    // Shared memory will be used for intrablock summation
    // NB: CC's < 1.3 seem incompatible with the templated dynamic
    // shared memory workaround.
    // Inspection with cuda-gdb shows sdata as a pointer to *global*
    // memory and incorrect results are obtained.  This explicit macro
    // works around this issue. Further, it is acceptable to specify
    // float, since CC's < 1.3 do not support double precision.
#if __CUDA_ARCH__ <= 130
    extern volatile __shared__ float sdata[];
#else
    SharedMem<T> shared;
    volatile T* sdata = shared.getPointer();
#endif
    // This thread's sum
    T sum = 0.0f;

    // Reduce multiple elements per thread
    while (i < block_stop)
    {
        sum += g_idata[i];
        i += blockSize;
    }
    // Load this thread's sum into shared memory
    sdata[tid] = sum;
    __syncthreads();

    // Reduce the contents of shared memory
    // NB: This is an unrolled loop, and assumes warp-syncrhonous
    // execution.
    if (blockSize >= 512)
    {
        if (tid < 256)
        {
            sdata[tid] += sdata[tid + 256];
        }
        __syncthreads();
    }
    if (blockSize >= 256)
    {
        if (tid < 128)
        {
            sdata[tid] += sdata[tid + 128];
        }
        __syncthreads();
    }
    if (blockSize >= 128)
    {
        if (tid < 64)  { sdata[tid] += sdata[tid + 64]; }  __syncthreads();
    }
    if (tid < warpSize)
    {
        // NB2: This section would also need __sync calls if warp
        // synchronous execution were not assumed
        if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
        if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
        if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
        if (blockSize >= 8)  sdata[tid] += sdata[tid + 4];
        if (blockSize >= 4)  sdata[tid] += sdata[tid + 2];
        if (blockSize >= 2)  sdata[tid] += sdata[tid + 1];
    }

    // Write result for this block to global memory
    if (tid == 0)
    {
        g_odata[blockIdx.x] = sdata[0];
    }
}

// Scan.cu launches it for float (and double).
template __global__ void reduce<float, 256>(const float*, float*, int);

// launch: @_Z6reduceIfLi256EEvPKT_PS0_i grid=2 block=256 shared=1024 (g_idata=f32[1024] iota, g_odata=f32[2] zero, i32 1024)
