// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level0/DeviceMemory.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the six that use no texture: readTexels* read a
// 2D texture, outside seam's subset); a power-of-two `size` small enough for the interpreter, one
// repeat or two.
// This module: writeLocalMemory, one of the 6 kernels taken from that file (the others: devicememory.*.cu).
// Its launch is undefined: thread t stores its global index to lbuf[(t + k) & 2047] for
// k = 0..15, so neighbouring threads store different values to the same shared word with no
// barrier between: a data race (PTX ISA, memory consistency model: conflicting plain stores not
// ordered by causality). The benchmark only times the stores; seam reports the race.
// expect: O0,O2,O3 harness.none.undefined-case-ub-data-race
#include "suite.h"

__global__ void
writeLocalMemory(float *output, int size, int repeat)
{
    int gid = threadIdx.x + (blockDim.x * blockIdx.x), j = 0;
    int tid=threadIdx.x, localSize=blockDim.x, litems=2048/localSize;
    int s = tid;
    __shared__ float lbuf[2048];
    for (j=0 ; j<repeat ; ++j)
    {
       lbuf[(s+0)&(2047)] = gid;
       lbuf[(s+1)&(2047)] = gid;
       lbuf[(s+2)&(2047)] = gid;
       lbuf[(s+3)&(2047)] = gid;
       lbuf[(s+4)&(2047)] = gid;
       lbuf[(s+5)&(2047)] = gid;
       lbuf[(s+6)&(2047)] = gid;
       lbuf[(s+7)&(2047)] = gid;
       lbuf[(s+8)&(2047)] = gid;
       lbuf[(s+9)&(2047)] = gid;
       lbuf[(s+10)&(2047)] = gid;
       lbuf[(s+11)&(2047)] = gid;
       lbuf[(s+12)&(2047)] = gid;
       lbuf[(s+13)&(2047)] = gid;
       lbuf[(s+14)&(2047)] = gid;
       lbuf[(s+15)&(2047)] = gid;
       s = (s+16)&(2047);
    }
    __syncthreads();
    for (j=0 ; j<litems ; ++j)
       output[gid] = lbuf[tid];
}

// launch: @_Z16writeLocalMemoryPfii grid=2 block=32 (output=f32[64] zero, i32 64, i32 1)
