// suite.h -- what the public suites' kernels take from CUDA's headers beyond prelude.h.
//
// CUDA's math headers overload the C math functions for float (`sqrt(float)` is `sqrtf`);
// the prelude has only the double ones. Each overload here is the one CUDA declares, reduced
// to the prelude's float function, as the real header's call reaches libdevice's `__nv_*f`.
#pragma once
#include "prelude.h"

__DEV float sqrt(float x) { return sqrtf(x); }
__DEV float fabs(float x) { return fabsf(x); }
__DEV float exp(float x) { return expf(x); }
__DEV float log(float x) { return logf(x); }
__DEV float fmin(float a, float b) { return fminf(a, b); }
__DEV float fmax(float a, float b) { return fmaxf(a, b); }
__DEV double fmin(double a, double b) { return __builtin_fmin(a, b); }
__DEV double fmax(double a, double b) { return __builtin_fmax(a, b); }
__DEV int abs(int x) { return x < 0 ? -x : x; }
