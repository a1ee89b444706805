#include "prelude.h"
// A table of __device__ functions called through a pointer chosen per element.
typedef int (*op_t)(int, int);

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_max(int a, int b) { return a > b ? a : b; }

__device__ op_t table[4] = {op_add, op_sub, op_mul, op_max};

__device__ __noinline__ int apply(op_t f, int a, int b) { return f(a, b); }

__global__ void dispatch(const int* ops, const int* a, const int* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    op_t f = table[ops[i] & 3];
    out[i] = apply(f, a[i], b[i]);
  }
}
// launch: @_Z8dispatchPKiS0_S0_Pii grid=2 block=32 (ops=i32[64] iota, a=i32[64] iota, b=i32[64] fill 5, out=i32[64] zero, i32 64)
// launch: @_Z8dispatchPKiS0_S0_Pii block=8 (ops=i32[8] {3, 2, 1, 0, 3, 2, 1, 0}, a=i32[8] {1, -2, 3, -4, 5, -6, 7, -8}, b=i32[8] {8, 7, 6, 5, 4, 3, 2, 1}, out=i32[8] zero, i32 8)
