// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level0/DeviceMemory.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the six that use no texture: readTexels* read a
// 2D texture, outside seam's subset); a power-of-two `size` small enough for the interpreter, one
// repeat or two.
// This module: writeGlobalMemoryCoalesced, one of the 6 kernels taken from that file (the others: devicememory.*.cu).
#include "suite.h"

__global__ void
writeGlobalMemoryCoalesced(float *output, int size, int repeat)
{
    int gid = threadIdx.x + (blockDim.x * blockIdx.x), j = 0;
    int s = gid;
    for (j=0 ; j<repeat ; ++j)
    {
       output[(s+0)&(size-1)] = gid;
       output[(s+32768)&(size-1)] = gid;
       output[(s+65536)&(size-1)] = gid;
       output[(s+98304)&(size-1)] = gid;
       output[(s+131072)&(size-1)] = gid;
       output[(s+163840)&(size-1)] = gid;
       output[(s+196608)&(size-1)] = gid;
       output[(s+229376)&(size-1)] = gid;
       output[(s+262144)&(size-1)] = gid;
       output[(s+294912)&(size-1)] = gid;
       output[(s+327680)&(size-1)] = gid;
       output[(s+360448)&(size-1)] = gid;
       output[(s+393216)&(size-1)] = gid;
       output[(s+425984)&(size-1)] = gid;
       output[(s+458752)&(size-1)] = gid;
       output[(s+491520)&(size-1)] = gid;
       s = (s+524288)&(size-1);
    }
}

// launch: @_Z26writeGlobalMemoryCoalescedPfii grid=2 block=32 (output=f32[1024] zero, i32 1024, i32 2)
