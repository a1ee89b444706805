#include "prelude.h"
// 32-bit integer atomics of every kind on global counters. Every final value is independent
// of the order the threads got there: the tickets atomicAdd hands out are a permutation of
// 0..n-1, so only their sum is kept.
extern "C" __global__ void atomics_int(int* c, unsigned* u, int* ticket_sum) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int ticket = atomicAdd(&c[0], 1);
  atomicAdd(ticket_sum, ticket);
  atomicSub(&c[1], t);
  atomicMax(&c[2], t * 3 - 50);
  atomicMin(&c[3], 100 - t);
  atomicAnd(&c[4], (int)~(1u << (t & 31)));
  atomicOr(&c[5], 1 << (t & 15));
  atomicXor(&c[6], t);
  atomicMax(&u[0], (unsigned)t * 7u);
  atomicMin(&u[1], (unsigned)t + 5u);
  atomicInc(&u[2], 1000u);  // wraps to 0 past 1000 (the second launch does)
  atomicDec(&u[3], 1000u);
  atomicAdd(&u[4], 2u);
  // Block-scoped atomics only among this block's threads: one counter per block.
  atomicAdd_block(&c[7 + blockIdx.x], 1);
  if (t == 0) atomicExch(&c[9], 42);
}
// launch: @atomics_int grid=2 block=64 (c=i32[10] {0, 0, -1000, 1000, -1, 0, 0, 0, 0, 7}, u=i32[5] {0, 4000000000, 0, 500, 0}, ticket_sum=i32[1] zero)
// launch: @atomics_int block=32 (c=i32[10] zero, u=i32[5] {0, 4000000000, 990, 0, 1}, ticket_sum=i32[1] zero)
