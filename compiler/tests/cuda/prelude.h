// prelude.h -- a minimal CUDA environment for `clang -x cuda -nocudainc -nocudalib`.
//
// Each helper has the shape that clang's CUDA wrapper headers (__clang_cuda_builtin_vars.h,
// __clang_cuda_intrinsics.h, __clang_cuda_device_functions.h) and CUDA's own headers give
// it, except for the math functions: real headers call libdevice (`__nv_sqrtf`, ...), which
// -nocudalib does not link, so the prelude uses the builtins libdevice reduces to. The
// libdevice entry points are declared at the end for kernels that want real external calls.
#pragma once

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __DEV static __device__ __forceinline__

typedef unsigned long long u64;
typedef long long i64;

// ---------------------------------------------------------------- special registers
// As __clang_cuda_builtin_vars.h: a property per component, read through an sreg builtin.
#define __SEAM_SREG(FIELD, INTRINSIC)                                                    \
  __declspec(property(get = __fetch_builtin_##FIELD)) unsigned int FIELD;                \
  static inline __attribute__((always_inline)) __device__ unsigned int                   \
  __fetch_builtin_##FIELD(void) { return INTRINSIC; }

struct __seam_threadIdx_t {
  __SEAM_SREG(x, __nvvm_read_ptx_sreg_tid_x())
  __SEAM_SREG(y, __nvvm_read_ptx_sreg_tid_y())
  __SEAM_SREG(z, __nvvm_read_ptx_sreg_tid_z())
};
struct __seam_blockIdx_t {
  __SEAM_SREG(x, __nvvm_read_ptx_sreg_ctaid_x())
  __SEAM_SREG(y, __nvvm_read_ptx_sreg_ctaid_y())
  __SEAM_SREG(z, __nvvm_read_ptx_sreg_ctaid_z())
};
struct __seam_blockDim_t {
  __SEAM_SREG(x, __nvvm_read_ptx_sreg_ntid_x())
  __SEAM_SREG(y, __nvvm_read_ptx_sreg_ntid_y())
  __SEAM_SREG(z, __nvvm_read_ptx_sreg_ntid_z())
};
struct __seam_gridDim_t {
  __SEAM_SREG(x, __nvvm_read_ptx_sreg_nctaid_x())
  __SEAM_SREG(y, __nvvm_read_ptx_sreg_nctaid_y())
  __SEAM_SREG(z, __nvvm_read_ptx_sreg_nctaid_z())
};
#undef __SEAM_SREG

extern const __device__ __seam_threadIdx_t threadIdx;
extern const __device__ __seam_blockIdx_t blockIdx;
extern const __device__ __seam_blockDim_t blockDim;
extern const __device__ __seam_gridDim_t gridDim;
#define warpSize 32

// ---------------------------------------------------------------- barriers and fences
// `__syncthreads` is a clang builtin (llvm.nvvm.barrier0).
__DEV int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__DEV int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
__DEV int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
__DEV void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
__DEV void __threadfence_block() { __nvvm_membar_cta(); }
__DEV void __threadfence() { __nvvm_membar_gl(); }

// ---------------------------------------------------------------- warp functions
// As __clang_cuda_intrinsics.h: the last operand packs the segment mask and the clamp.
__DEV int __shfl_sync(unsigned mask, int v, int lane, int width = warpSize) {
  return __nvvm_shfl_sync_idx_i32(mask, v, lane, ((warpSize - width) << 8) | 0x1f);
}
__DEV unsigned __shfl_sync(unsigned mask, unsigned v, int lane, int width = warpSize) {
  return (unsigned)__shfl_sync(mask, (int)v, lane, width);
}
__DEV float __shfl_sync(unsigned mask, float v, int lane, int width = warpSize) {
  return __nvvm_shfl_sync_idx_f32(mask, v, lane, ((warpSize - width) << 8) | 0x1f);
}
__DEV int __shfl_up_sync(unsigned mask, int v, unsigned d, int width = warpSize) {
  return __nvvm_shfl_sync_up_i32(mask, v, d, (warpSize - width) << 8);
}
__DEV float __shfl_up_sync(unsigned mask, float v, unsigned d, int width = warpSize) {
  return __nvvm_shfl_sync_up_f32(mask, v, d, (warpSize - width) << 8);
}
__DEV int __shfl_down_sync(unsigned mask, int v, unsigned d, int width = warpSize) {
  return __nvvm_shfl_sync_down_i32(mask, v, d, ((warpSize - width) << 8) | 0x1f);
}
__DEV unsigned __shfl_down_sync(unsigned mask, unsigned v, unsigned d, int width = warpSize) {
  return (unsigned)__shfl_down_sync(mask, (int)v, d, width);
}
__DEV float __shfl_down_sync(unsigned mask, float v, unsigned d, int width = warpSize) {
  return __nvvm_shfl_sync_down_f32(mask, v, d, ((warpSize - width) << 8) | 0x1f);
}
__DEV int __shfl_xor_sync(unsigned mask, int v, int m, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_i32(mask, v, m, ((warpSize - width) << 8) | 0x1f);
}
__DEV float __shfl_xor_sync(unsigned mask, float v, int m, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_f32(mask, v, m, ((warpSize - width) << 8) | 0x1f);
}
// 64-bit shuffles are two 32-bit ones, as in the CUDA headers.
__DEV i64 __shfl_down_sync(unsigned mask, i64 v, unsigned d, int width = warpSize) {
  int lo = __shfl_down_sync(mask, (int)(unsigned)v, d, width);
  int hi = __shfl_down_sync(mask, (int)(v >> 32), d, width);
  return (i64)(((u64)(unsigned)hi << 32) | (unsigned)lo);
}
__DEV double __shfl_xor_sync(unsigned mask, double v, int m, int width = warpSize) {
  i64 b = __builtin_bit_cast(i64, v);
  int lo = __shfl_xor_sync(mask, (int)(unsigned)b, m, width);
  int hi = __shfl_xor_sync(mask, (int)(b >> 32), m, width);
  return __builtin_bit_cast(double, (i64)(((u64)(unsigned)hi << 32) | (unsigned)lo));
}

__DEV unsigned __ballot_sync(unsigned mask, int p) { return __nvvm_vote_ballot_sync(mask, p); }
__DEV int __any_sync(unsigned mask, int p) { return __nvvm_vote_any_sync(mask, p); }
__DEV int __all_sync(unsigned mask, int p) { return __nvvm_vote_all_sync(mask, p); }
__DEV int __uni_sync(unsigned mask, int p) { return __nvvm_vote_uni_sync(mask, p); }
__DEV unsigned __match_any_sync(unsigned mask, int v) { return __nvvm_match_any_sync_i32(mask, v); }
__DEV unsigned __activemask() {
  unsigned m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  return m;
}
__DEV unsigned __lane_id() {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
}
__DEV int __reduce_add_sync(unsigned mask, int v) {
  // sm_80 has redux.sync; clang-19 exposes it only as a builtin on sm_80+.
  return __nvvm_redux_sync_add(v, mask);
}

// ---------------------------------------------------------------- integer intrinsics
__DEV int __popc(unsigned x) { return __builtin_popcount(x); }
__DEV int __popcll(u64 x) { return __builtin_popcountll(x); }
__DEV int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
__DEV int __ffs(int x) { return __builtin_ffs(x); }
__DEV unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
__DEV int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
__DEV u64 __umul64hi(u64 a, u64 b) { return __nvvm_mulhi_ull(a, b); }
__DEV int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
// libdevice's __nv_min etc. are llvm.smin etc.
__DEV int min(int a, int b) { return a < b ? a : b; }
__DEV int max(int a, int b) { return a > b ? a : b; }
__DEV unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
__DEV unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
__DEV i64 llmin(i64 a, i64 b) { return a < b ? a : b; }
__DEV i64 llmax(i64 a, i64 b) { return a > b ? a : b; }

// ---------------------------------------------------------------- read-only loads
// As __clang_cuda_intrinsics.h: one ldg builtin per type.
__DEV float __ldg(const float* p) { return __nvvm_ldg_f(p); }
__DEV double __ldg(const double* p) { return __nvvm_ldg_d(p); }
__DEV int __ldg(const int* p) { return __nvvm_ldg_i(p); }
__DEV unsigned __ldg(const unsigned* p) { return __nvvm_ldg_ui(p); }
__DEV i64 __ldg(const i64* p) { return __nvvm_ldg_ll(p); }
// The vector overloads follow the vector types below.

// ---------------------------------------------------------------- atomics
// As __clang_cuda_device_functions.h: the generic-address-space atom builtins.
__DEV int atomicAdd(int* p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__DEV unsigned atomicAdd(unsigned* p, unsigned v) { return __nvvm_atom_add_gen_i((int*)p, (int)v); }
__DEV u64 atomicAdd(u64* p, u64 v) { return __nvvm_atom_add_gen_ll((i64*)p, (i64)v); }
__DEV float atomicAdd(float* p, float v) { return __nvvm_atom_add_gen_f(p, v); }
__DEV double atomicAdd(double* p, double v) { return __nvvm_atom_add_gen_d(p, v); }
__DEV int atomicSub(int* p, int v) { return __nvvm_atom_sub_gen_i(p, v); }
__DEV int atomicExch(int* p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
__DEV float atomicExch(float* p, float v) {
  return __builtin_bit_cast(float, __nvvm_atom_xchg_gen_i((int*)p, __builtin_bit_cast(int, v)));
}
__DEV int atomicMin(int* p, int v) { return __nvvm_atom_min_gen_i(p, v); }
__DEV int atomicMax(int* p, int v) { return __nvvm_atom_max_gen_i(p, v); }
__DEV unsigned atomicMin(unsigned* p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
__DEV unsigned atomicMax(unsigned* p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
__DEV i64 atomicMin(i64* p, i64 v) { return __nvvm_atom_min_gen_ll(p, v); }
__DEV i64 atomicMax(i64* p, i64 v) { return __nvvm_atom_max_gen_ll(p, v); }
__DEV unsigned atomicInc(unsigned* p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
__DEV unsigned atomicDec(unsigned* p, unsigned v) { return __nvvm_atom_dec_gen_ui(p, v); }
__DEV int atomicCAS(int* p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
__DEV unsigned atomicCAS(unsigned* p, unsigned c, unsigned v) {
  return (unsigned)__nvvm_atom_cas_gen_i((int*)p, (int)c, (int)v);
}
__DEV u64 atomicCAS(u64* p, u64 c, u64 v) {
  return (u64)__nvvm_atom_cas_gen_ll((i64*)p, (i64)c, (i64)v);
}
__DEV int atomicAnd(int* p, int v) { return __nvvm_atom_and_gen_i(p, v); }
__DEV int atomicOr(int* p, int v) { return __nvvm_atom_or_gen_i(p, v); }
__DEV int atomicXor(int* p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
__DEV u64 atomicOr(u64* p, u64 v) { return (u64)__nvvm_atom_or_gen_ll((i64*)p, (i64)v); }
// Scoped variants (sm_60+): block scope.
__DEV int atomicAdd_block(int* p, int v) { return __nvvm_atom_cta_add_gen_i(p, v); }

// ---------------------------------------------------------------- vector types
// clang ext_vector_type vectors; real CUDA uses aligned structs (see struct_vec.cu).
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef unsigned uint4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
__DEV float2 make_float2(float x, float y) { return (float2){x, y}; }
__DEV float4 make_float4(float x, float y, float z, float w) { return (float4){x, y, z, w}; }
__DEV int2 make_int2(int x, int y) { return (int2){x, y}; }
__DEV int4 make_int4(int x, int y, int z, int w) { return (int4){x, y, z, w}; }
__DEV float4 __ldg(const float4* p) { return __nvvm_ldg_f4(p); }
__DEV int4 __ldg(const int4* p) { return __nvvm_ldg_i4(p); }

// ---------------------------------------------------------------- half and bfloat16
typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef __bf16 __nv_bfloat16;
typedef __bf16 __nv_bfloat162 __attribute__((ext_vector_type(2)));
__DEV __half __float2half(float f) { return (__half)f; }
__DEV float __half2float(__half h) { return (float)h; }
__DEV __half2 __floats2half2_rn(float a, float b) { return (__half2){(__half)a, (__half)b}; }
__DEV __half2 __float2half2_rn(float a) { return (__half2){(__half)a, (__half)a}; }
__DEV float __low2float(__half2 h) { return (float)h.x; }
__DEV float __high2float(__half2 h) { return (float)h.y; }
__DEV __half2 __hadd2(__half2 a, __half2 b) { return a + b; }
__DEV __half2 __hmul2(__half2 a, __half2 b) { return a * b; }
__DEV __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return a * b + c; }
__DEV __half __hadd(__half a, __half b) { return a + b; }
__DEV __half __hmul(__half a, __half b) { return a * b; }
__DEV __half __hfma(__half a, __half b, __half c) { return __builtin_fmaf16(a, b, c); }
__DEV bool __hlt(__half a, __half b) { return a < b; }
__DEV __half __hmax(__half a, __half b) { return __nvvm_fmax_f16(a, b); }
__DEV __half __int2half_rn(int i) { return (__half)i; }
__DEV int __half2int_rz(__half h) { return (int)h; }
__DEV unsigned short __half_as_ushort(__half h) { return __builtin_bit_cast(unsigned short, h); }
__DEV __half __ushort_as_half(unsigned short u) { return __builtin_bit_cast(__half, u); }
__DEV __nv_bfloat16 __float2bfloat16(float f) { return (__nv_bfloat16)f; }
__DEV float __bfloat162float(__nv_bfloat16 b) { return (float)b; }
__DEV __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return a + b; }
__DEV __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return a * b; }
__DEV __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __nvvm_fma_rn_bf16(a, b, c);
}
__DEV __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b) { return a + b; }
__DEV __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b) { return a * b; }
__DEV unsigned short __bfloat16_as_ushort(__nv_bfloat16 b) { return __builtin_bit_cast(unsigned short, b); }
__DEV __nv_bfloat16 __ushort_as_bfloat16(unsigned short u) { return __builtin_bit_cast(__nv_bfloat16, u); }

// ---------------------------------------------------------------- math
// What libdevice's entry points reduce to (with -nocudalib nothing else is linked).
__DEV float __int_as_float(int i) { return __builtin_bit_cast(float, i); }
__DEV int __float_as_int(float f) { return __builtin_bit_cast(int, f); }
__DEV float sqrtf(float x) { return __nvvm_sqrt_rn_f(x); }
__DEV double sqrt(double x) { return __nvvm_sqrt_rn_d(x); }
__DEV float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
__DEV float fabsf(float x) { return __builtin_fabsf(x); }
__DEV double fabs(double x) { return __builtin_fabs(x); }
__DEV float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__DEV double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
__DEV float fminf(float a, float b) { return __nvvm_fmin_f(a, b); }
__DEV float fmaxf(float a, float b) { return __nvvm_fmax_f(a, b); }
__DEV float floorf(float x) { return __builtin_floorf(x); }
__DEV float ceilf(float x) { return __builtin_ceilf(x); }
__DEV float truncf(float x) { return __builtin_truncf(x); }
__DEV float roundf(float x) { return __builtin_roundf(x); }
__DEV float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
__DEV float __saturatef(float x) { return __nvvm_saturate_f(x); }
__DEV float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
__DEV float __frcp_rn(float x) { return __nvvm_rcp_rn_f(x); }
__DEV float __fmul_rz(float a, float b) { return __nvvm_mul_rz_f(a, b); }
__DEV float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
__DEV float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.6931471805599453f; }
__DEV float __sinf(float x) { return __nvvm_sin_approx_f(x); }
__DEV float __cosf(float x) { return __nvvm_cos_approx_f(x); }
__DEV int __float2int_rn(float x) { return __nvvm_f2i_rn(x); }
__DEV float __int2float_rn(int x) { return (float)x; }

// libdevice itself: external declarations, as the CUDA headers' math wrappers call them.
extern "C" {
__device__ float __nv_expf(float);
__device__ float __nv_logf(float);
__device__ float __nv_sinf(float);
__device__ float __nv_cosf(float);
__device__ float __nv_powf(float, float);
__device__ float __nv_tanhf(float);
__device__ float __nv_erff(float);
__device__ double __nv_exp(double);
__device__ double __nv_log(double);
}
__DEV float expf(float x) { return __nv_expf(x); }
__DEV float logf(float x) { return __nv_logf(x); }
__DEV float sinf(float x) { return __nv_sinf(x); }
__DEV float cosf(float x) { return __nv_cosf(x); }
__DEV float powf(float a, float b) { return __nv_powf(a, b); }
__DEV float tanhf(float x) { return __nv_tanhf(x); }
__DEV float erff(float x) { return __nv_erff(x); }
__DEV double exp(double x) { return __nv_exp(x); }
__DEV double log(double x) { return __nv_log(x); }
