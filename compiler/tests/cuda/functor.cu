#include "prelude.h"
// A functor struct with operator(), passed by value to a templated kernel (a `byval`
// struct parameter), as thrust-style transform kernels do.
struct Affine {
  float a, b;
  int shift;
  __device__ float operator()(float x, int i) const { return a * x + b + (float)(i >> shift); }
};

struct Square {
  __device__ float operator()(float x, int) const { return x * x; }
};

template <typename F>
__global__ void transform(const float* in, float* out, int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = f(in[i], i);
}

template __global__ void transform<Affine>(const float*, float*, int, Affine);
template __global__ void transform<Square>(const float*, float*, int, Square);
// Affine {a = 2.0, b = 1.0, shift = 2} as bytes: 0x40000000, 0x3f800000, 2
// launch: @_Z9transformI6AffineEvPKfPfiT_ grid=2 block=32 (in=f32[100] iota, out=f32[100] zero, i32 100, f=i32[3] {0x40000000, 0x3f800000, 2})
// launch: @_Z9transformI6SquareEvPKfPfiT_ block=32 (in=f32[40] iota, out=f32[40] zero, i32 40, f=i8[1] zero)
