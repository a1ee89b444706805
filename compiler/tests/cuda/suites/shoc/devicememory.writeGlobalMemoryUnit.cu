// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level0/DeviceMemory.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the six that use no texture: readTexels* read a
// 2D texture, outside seam's subset); a power-of-two `size` small enough for the interpreter, one
// repeat or two.
// This module: writeGlobalMemoryUnit, one of the 6 kernels taken from that file (the others: devicememory.*.cu).
// 4 threads, whose 512-element strides then do not overlap.
#include "suite.h"

__global__ void
writeGlobalMemoryUnit(float *output, int size, int repeat)
{
    int gid = threadIdx.x + (blockDim.x * blockIdx.x), j = 0;
    int s = gid*512;
    for (j=0 ; j<repeat ; ++j)
    {
       output[(s+0)&(size-1)] = gid;
       output[(s+1)&(size-1)] = gid;
       output[(s+2)&(size-1)] = gid;
       output[(s+3)&(size-1)] = gid;
       output[(s+4)&(size-1)] = gid;
       output[(s+5)&(size-1)] = gid;
       output[(s+6)&(size-1)] = gid;
       output[(s+7)&(size-1)] = gid;
       output[(s+8)&(size-1)] = gid;
       output[(s+9)&(size-1)] = gid;
       output[(s+10)&(size-1)] = gid;
       output[(s+11)&(size-1)] = gid;
       output[(s+12)&(size-1)] = gid;
       output[(s+13)&(size-1)] = gid;
       output[(s+14)&(size-1)] = gid;
       output[(s+15)&(size-1)] = gid;
       s = (s+16)&(size-1);
    }
}

// launch: @_Z21writeGlobalMemoryUnitPfii grid=1 block=4 (output=f32[2048] zero, i32 2048, i32 2)
