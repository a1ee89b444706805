#include "prelude.h"
// A tiny stack-free bytecode interpreter per thread: a dense switch (jump table) over
// opcodes, and a sparse switch that becomes a comparison tree.
__device__ int sparse_class(int c) {
  switch (c) {
    case 1: return 10;
    case 7: return 20;
    case 100: return 30;
    case 1000: return 40;
    case -5: return 50;
    default: return 0;
  }
}

__global__ void interp(const int* code, int len, const int* init, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = init[i] & 0xffffff;
  for (int pc = 0; pc < len; ++pc) {
    int op = code[pc] & 7;
    int arg = code[pc] >> 3;
    switch (op) {
      case 0: acc += arg; break;
      case 1: acc -= arg; break;
      case 2: acc ^= arg; break;
      case 3: acc = (acc << 1) | (acc < 0); break;
      case 4: acc = acc > arg ? acc : arg; break;
      case 5: acc &= 0xffff; break;
      case 6: acc += sparse_class(arg); break;
      default: acc = ~acc; break;
    }
    acc &= 0xfffffff;
  }
  out[i] = acc;
}
// code = {add 3, sub 1, xor 5, shl, max 9, mask, class 7, not, class 1000, add 2}
// launch: @_Z6interpPKiiS0_Pi grid=2 block=32 (code=i32[10] {24, 9, 42, 3, 76, 5, 62, 7, 8006, 16}, i32 10, init=i32[64] iota, out=i32[64] zero)
// launch: @_Z6interpPKiiS0_Pi block=32 (code=i32[6] {-34, 3, 3, 802, 6, 7}, i32 6, init=i32[32] random 17, out=i32[32] zero)
