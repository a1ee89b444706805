// suite.h -- what the public suites' kernels take from CUDA's headers beyond prelude.h.
//
// CUDA's math headers overload the C math functions for float (`sqrt(float)` is `sqrtf`);
// the prelude has only the double ones. Each overload here is the one CUDA declares, reduced
// to the prelude's float function, as the real header's call reaches libdevice's `__nv_*f`.
#pragma once
#include "prelude.h"

// CUDA's vector types the prelude lacks (as ext_vector_type, like the prelude's own).
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned uint2 __attribute__((ext_vector_type(2)));
// float3 and double3/double4 as CUDA's vector_types.h has them: plain structs (a 12-byte float3),
// double4 16-byte aligned.
struct float3 { float x, y, z; };
struct double3 { double x, y, z; };
struct __align__(16) double4 { double x, y, z, w; };
__DEV uint2 make_uint2(uint x, uint y) { return (uint2){x, y}; }
__DEV uint4 make_uint4(uint x, uint y, uint z, uint w) { return (uint4){x, y, z, w}; }
__DEV double2 make_double2(double x, double y) { return (double2){x, y}; }

__DEV float sqrt(float x) { return sqrtf(x); }
__DEV float fabs(float x) { return fabsf(x); }
__DEV float exp(float x) { return expf(x); }
__DEV float log(float x) { return logf(x); }
__DEV float fmin(float a, float b) { return fminf(a, b); }
__DEV float fmax(float a, float b) { return fmaxf(a, b); }
__DEV double fmin(double a, double b) { return __builtin_fmin(a, b); }
__DEV double fmax(double a, double b) { return __builtin_fmax(a, b); }
__DEV int abs(int x) { return x < 0 ? -x : x; }

// CUDA's fast intrinsics (device_functions.h): __log2f is lg2.approx, __powf is
// exp2(y * log2(x)) on the approximate instructions.
__DEV float __log2f(float x) { return __nvvm_lg2_approx_f(x); }
__DEV float __powf(float x, float y) { return __nvvm_ex2_approx_f(y * __nvvm_lg2_approx_f(x)); }
