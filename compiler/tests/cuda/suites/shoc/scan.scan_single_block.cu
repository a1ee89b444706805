// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/scan/scan_kernel.h:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the header's code verbatim (SharedMem, and the kernel with what it
// calls); the template instantiated for float as Scan.cu launches it (block size 256, dynamic
// shared memory as the host code sizes it).
// This module: scan_single_block, one of the 3 kernels taken from that file (the others: scan.*.cu).
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

template <class T, int blockSize>
__device__ T scanLocalMem(const T val, volatile T* s_data)
{
    // Set first half of local memory to zero to make room for scanning
    int idx = threadIdx.x;
    s_data[idx] = 0.0f;

    // Set second half to block sums from global memory, but don't go out
    // of bounds
    idx += blockSize;
    s_data[idx] = val;
    __syncthreads();

    // Now, perform Kogge-Stone scan
    T t;
    t = s_data[idx -  1];  __syncthreads();
    s_data[idx] += t;      __syncthreads();

    t = s_data[idx -  2];  __syncthreads();
    s_data[idx] += t;      __syncthreads();

    t = s_data[idx -  4];  __syncthreads();
    s_data[idx] += t;      __syncthreads();

    t = s_data[idx -  8];  __syncthreads();
    s_data[idx] += t;      __syncthreads();

    t = s_data[idx -  16]; __syncthreads();
    s_data[idx] += t;      __syncthreads();

    if (blockSize > 32)
    {
        t = s_data[idx -  32];  __syncthreads();
        s_data[idx] += t;       __syncthreads();
    }
    if (blockSize > 64)
    {
        t = s_data[idx -  64];  __syncthreads();
        s_data[idx] += t;       __syncthreads();
    }
    if (blockSize > 128)
    {
        t = s_data[idx -  128]; __syncthreads();
        s_data[idx] += t;       __syncthreads();
    }
    if (blockSize > 256)
    {
        t = s_data[idx -  256]; __syncthreads();
        s_data[idx] += t;       __syncthreads();
    }
    if (blockSize > 512)
    {
        t = s_data[idx -  512]; __syncthreads();
        s_data[idx] += t;       __syncthreads();
    }

    return s_data[idx-1]; // exclusive
}

template <class T, int blockSize>
__global__ void scan_single_block(T* __restrict__ g_block_sums, const int n)
{
    // Shared memory will be used for intrablock scanning
    // NB: CC's < 1.3 seem incompatible with the templated dynamic
    // shared memory workaround.
    // Inspection with cuda-gdb shows sdata as a pointer to *global*
    // memory and incorrect results are obtained.  This explicit macro
    // works around this issue. Further, it is acceptable to specify
    // float, since CC's < 1.3 do not support double precision.

#if __CUDA_ARCH__ <= 130
    extern volatile __shared__ float s_data[];
#else
    SharedMem<T> shared;
    volatile T* s_data = shared.getPointer();
#endif

    T val = (threadIdx.x < n) ? g_block_sums[threadIdx.x] : 0.0f;

    val = scanLocalMem<T, blockSize>(val, (volatile T*) s_data);

    // Write out to global memory
    if (threadIdx.x < n)
    {
        g_block_sums[threadIdx.x] = val;
    }
}

// Scan.cu launches it for float (and double).
template __global__ void scan_single_block<float, 256>(float*, const int);

// launch: @_Z17scan_single_blockIfLi256EEvPT_i grid=1 block=256 shared=2048 (g_block_sums=f32[64] iota, i32 64)
