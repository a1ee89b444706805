// What the PolyBench/GPU 1.0 kernels take from common/polybench.h and their own .cuh headers
// (https://github.com/sgrauerg/polybenchGpu): DATA_TYPE is float, POLYBENCH_LOOP_BOUND(x, y) is
// x (polybench.h's default: a loop bound is the compile-time size), and the `_PB_` bounds each
// .cuh header defines. Each file sets its own, smaller, sizes.
#pragma once
#include "suite.h"

#define DATA_TYPE float
#define POLYBENCH_LOOP_BOUND(x, y) x

#define _PB_N POLYBENCH_LOOP_BOUND(N, n)
#define _PB_M POLYBENCH_LOOP_BOUND(M, m)
#define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
#define _PB_NK POLYBENCH_LOOP_BOUND(NK, nk)
#define _PB_NL POLYBENCH_LOOP_BOUND(NL, nl)
#define _PB_NM POLYBENCH_LOOP_BOUND(NM, nm)
#define _PB_NX POLYBENCH_LOOP_BOUND(NX, nx)
#define _PB_NY POLYBENCH_LOOP_BOUND(NY, ny)
#define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS, tsteps)
#define _PB_TMAX POLYBENCH_LOOP_BOUND(TMAX, tmax)
