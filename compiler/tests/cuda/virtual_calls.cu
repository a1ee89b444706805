#include "prelude.h"
// Virtual calls on objects constructed in the kernel: the vtables live in device memory,
// and the call goes through the loaded vtable slot.
struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual int sides() const { return 0; }
};
struct Rect : Shape {
  float w, h;
  __device__ Rect(float w, float h) : w(w), h(h) {}
  __device__ float area() const override { return w * h; }
  __device__ int sides() const override { return 4; }
};
struct Tri : Shape {
  float b, h;
  __device__ Tri(float b, float h) : b(b), h(h) {}
  __device__ float area() const override { return 0.5f * b * h; }
  __device__ int sides() const override { return 3; }
};

__device__ __noinline__ float describe(const Shape& s, int* sides) {
  *sides = s.sides();
  return s.area();
}

__global__ void shapes(const float* dims, const int* kinds, float* areas, int* sides, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Rect r(dims[2 * i], dims[2 * i + 1]);
  Tri t(dims[2 * i], dims[2 * i + 1]);
  const Shape* s = (kinds[i] & 1) ? (const Shape*)&t : (const Shape*)&r;
  areas[i] = describe(*s, &sides[i]);
}
// launch: @_Z6shapesPKfPKiPfPii grid=2 block=32 (dims=f32[128] iota, kinds=i32[64] iota, areas=f32[64] zero, sides=i32[64] zero, i32 64)
// launch: @_Z6shapesPKfPKiPfPii block=4 (dims=f32[8] {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0}, kinds=i32[4] {0, 1, 1, 0}, areas=f32[4] zero, sides=i32[4] zero, i32 4)
