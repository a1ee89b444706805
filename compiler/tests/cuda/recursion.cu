#include "prelude.h"
// Bounded recursion: a recursive sum over an implicit binary tree (depth <= 6) and Euclid's
// gcd, both real calls on the device stack.
__device__ int tree_sum(const int* v, int node, int n, int depth) {
  if (node >= n || depth > 6) return 0;
  return v[node] + tree_sum(v, 2 * node + 1, n, depth + 1) + tree_sum(v, 2 * node + 2, n, depth + 1);
}

__device__ unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }

__global__ void recurse(const int* tree, int n, const unsigned* a, const unsigned* b, int* sums,
                        unsigned* gcds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sums[i] = tree_sum(tree, i, n, 0);
  gcds[i] = gcd(a[i], b[i]);
}
// launch: @_Z7recursePKiiPKjS2_PiPj block=32 (tree=i32[63] iota, i32 63, a=i32[32] iota, b=i32[32] fill 12, sums=i32[32] zero, gcds=i32[32] zero)
// launch: @_Z7recursePKiiPKjS2_PiPj grid=2 block=16 (tree=i32[20] fill 1, i32 20, a=i32[32] random 2, b=i32[32] random 3, sums=i32[32] zero, gcds=i32[32] zero)
