// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/scan/scan_kernel.h:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the header's code verbatim (SharedMem, and the kernel with what it
// calls); the template instantiated for float as Scan.cu launches it (block size 256, dynamic
// shared memory as the host code sizes it).
// This module: bottom_scan, one of the 3 kernels taken from that file (the others: scan.*.cu).
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

template <class T, class vecT, int blockSize>
__global__ void
bottom_scan(const T* __restrict__ g_idata,
                  T* __restrict__ g_odata,
            const T* __restrict__ g_block_sums,
            int n)
{
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

    __shared__ T s_seed;

    // Prepare for reading 4-element vectors
    // Assume n is divisible by 4
    vecT *g_idata4 = (vecT*)g_idata;
    vecT *g_odata4 = (vecT*)g_odata;
    n /= 4; //vecT is four wide

    // Calculate the bounds of the region of the array
    // that this block will scan
    int region_size = n / gridDim.x;
    int block_start = blockIdx.x * region_size;
    int block_stop  = (blockIdx.x == gridDim.x - 1) ? n : block_start + region_size;

    // Calculate initial starting point for this thread
    int i = block_start + threadIdx.x;
    int window = block_start;

    // Seed the bottom scan with the results from the top scan (i.e. load the per
    // block sums from the previous kernel)
    if (threadIdx.x == 0)
      s_seed = g_block_sums[blockIdx.x];

    __syncthreads();

    // Scan multiple elements per thread
    while (window < block_stop)
    {
        vecT val_4;
        if (i < block_stop) // Make sure we don't read out of bounds
        {
            val_4 = g_idata4[i];
        }
        else
        {
            val_4.x = 0.0f;
            val_4.y = 0.0f;
            val_4.z = 0.0f;
            val_4.w = 0.0f;
        }

        // Serial scan in registers
        val_4.y += val_4.x;
        val_4.z += val_4.y;
        val_4.w += val_4.z;

        // ExScan sums in shared memory
        T res = scanLocalMem<T, blockSize>(val_4.w, (volatile T*) sdata);

        // Update and write out to global memory
        val_4.x += res + s_seed;
        val_4.y += res + s_seed;
        val_4.z += res + s_seed;
        val_4.w += res + s_seed;

        // Make sure we don't write out of bounds
        if (i < block_stop)         {
            g_odata4[i] = val_4;
        }

        __syncthreads();
        // Next seed will be the last value
        if (threadIdx.x == blockSize-1) s_seed = val_4.w;

        // Advance window
        window += blockSize;
        i += blockSize;
    }
}

// Scan.cu launches it for float (and double).
template __global__ void bottom_scan<float, float4, 256>(const float*, float*, const float*, int);

// launch: @_Z11bottom_scanIfDv4_fLi256EEvPKT_PS1_S3_i grid=2 block=256 shared=2048 (g_idata=f32[2048] fill 1.0, g_odata=f32[2048] zero, g_block_sums=f32[2] {0.0, 1024.0}, i32 2048)
