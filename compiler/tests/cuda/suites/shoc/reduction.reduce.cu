// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/reduction/reduction_kernel.h:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the header's code verbatim (SharedMem and the `reduce` kernel);
// `reduce<T, 256>` instantiated for float and double as Reduction.cu launches it, with its
// dynamic shared memory (256 elements); n a multiple of 2 x 256, as the host code's sizes are.
// Its last steps are warp-synchronous (volatile shared memory, no __syncwarp()): race-free, and
// what they read is the schedule's (docs/semantics.md, "Data races").
#include "suite.h"

// The following class is a workaround for using dynamically sized
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

// specialization for float
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
template <class T, int blockSize>
__global__ void
reduce(const T* __restrict__ g_idata, T* __restrict__ g_odata,
        const unsigned int n)
{

    const unsigned int tid = threadIdx.x;
    unsigned int i = (blockIdx.x*(blockDim.x*2)) + tid;
    const unsigned int gridSize = blockDim.x*2*gridDim.x;

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

    sdata[tid] = 0.0f;

    // Reduce multiple elements per thread
    while (i < n)
    {
        sdata[tid] += g_idata[i] + g_idata[i+blockSize];
        i += gridSize;
    }
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

// Reduction.cu launches reduce<T, 256> for float and double.
template __global__ void reduce<float, 256>(const float*, float*, const unsigned int);
template __global__ void reduce<double, 256>(const double*, double*, const unsigned int);

// launch: @_Z6reduceIfLi256EEvPKT_PS0_j grid=2 block=256 shared=1024 (g_idata=f32[2048] iota, g_odata=f32[2] zero, i32 2048)
// launch: @_Z6reduceIdLi256EEvPKT_PS0_j grid=1 block=256 shared=2048 (g_idata=f64[1024] random 3, g_odata=f64[1] zero, i32 1024)
