// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/md/MD.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: compute_lj_force verbatim, instantiated for float and double without
// the texture (useTexture false); float3/double3 and double4 as CUDA's vector types (suite.h);
// 32 atoms with 4 neighbours each, positions from iota; a cutoff of 1000 (MD.h's 16 would leave
// every neighbour of these positions outside it), lj1 1.5 and lj2 2.0 as MD.h has them.
#include "suite.h"

// seam: the position texture is not read (useTexture is false, as the host code's non-texture
// runs instantiate it); the reader keeps its shape, reading nothing.
struct texReader_sp {
   __device__ __forceinline__ float4 operator()(int idx) const
   {
       return make_float4(0.0f, 0.0f, 0.0f, 0.0f);
   }
};
struct texReader_dp {
   __device__ __forceinline__ double4 operator()(int idx) const
   {
       return double4{0.0, 0.0, 0.0, 0.0};
   }
};

template <class T, class forceVecType, class posVecType, bool useTexture,
          typename texReader>
__global__ void compute_lj_force(forceVecType* __restrict__ force3,
                                 const posVecType* __restrict__ position,
                                 const int neighCount,
                                 const int* __restrict__ neighList,
                                 const T cutsq,
                                 const T lj1,
                                 const T lj2,
                                 const int inum)
{
    // Global ID - one thread per atom
    int idx = blockIdx.x*blockDim.x + threadIdx.x;

    // Position of this thread's atom
    posVecType ipos = position[idx];

    // Force accumulator
    forceVecType f = {0.0f, 0.0f, 0.0f};

    texReader positionTexReader;

    int j = 0;
    while (j < neighCount)
    {
        int jidx = neighList[j*inum + idx];
        posVecType jpos;
        if (useTexture)
        {
            // Use texture mem as a cache
            jpos = positionTexReader(jidx);
        }
        else
        {
            jpos = position[jidx];
        }

        // Calculate distance
        T delx = ipos.x - jpos.x;
        T dely = ipos.y - jpos.y;
        T delz = ipos.z - jpos.z;
        T r2inv = delx*delx + dely*dely + delz*delz;

        // If distance is less than cutoff, calculate force
        // and add to accumulator
        if (r2inv < cutsq)
        {
            r2inv = 1.0f/r2inv;
            T r6inv = r2inv * r2inv * r2inv;
            T force = r2inv*r6inv*(lj1*r6inv - lj2);

            f.x += delx * force;
            f.y += dely * force;
            f.z += delz * force;
        }
        j++;
    }

    // store the results
    force3[idx] = f;
}

// MD.cu's runTest launches the kernel for float and double.
template __global__ void compute_lj_force<float, float3, float4, false, texReader_sp>(float3*, const float4*, const int, const int*, const float, const float, const float, const int);
template __global__ void compute_lj_force<double, double3, double4, false, texReader_dp>(double3*, const double4*, const int, const int*, const double, const double, const double, const int);

// launch: @_Z16compute_lj_forceIf6float3Dv4_fLb0E12texReader_spEvPT0_PKT1_iPKiT_SA_SA_i grid=2 block=16 (force3=f32[96] zero, position=f32[128] iota, i32 4, neighList=i32[128] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, float 1000.0, float 1.5, float 2.0, i32 32)
// launch: @_Z16compute_lj_forceId7double37double4Lb0E12texReader_dpEvPT0_PKT1_iPKiT_SA_SA_i grid=2 block=16 (force3=f64[96] zero, position=f64[128] iota, i32 4, neighList=i32[128] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, double 1000.0, double 1.5, double 2.0, i32 32)
