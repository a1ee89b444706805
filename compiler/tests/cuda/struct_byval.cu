#include "prelude.h"
// Structs passed by value to a kernel (`byval` parameters) and to a device function:
// a parameter block with mixed ints and floats, and a small 2D extent.
struct Params {
  int n;
  float scale;
  float bias;
  int stride;
};
struct Extent { short w, h; };

__device__ __noinline__ float affine(Params p, float x) { return p.scale * x + p.bias; }

__global__ void apply_params(const float* in, float* out, Params p, Extent e, int* area) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) out[i * p.stride] = affine(p, in[i]);
  if (i == 0) area[0] = e.w * e.h;
}
// Params {n = 40, scale = 2.0, bias = -1.0, stride = 2}: 16 bytes; Extent {w = 7, h = -3}
// launch: @_Z12apply_paramsPKfPf6Params6ExtentPi block=64 (in=f32[40] iota, out=f32[80] zero, p=i32[4] {40, 0x40000000, 0xbf800000, 2}, e=i16[2] {7, -3}, area=i32[1] zero)
// launch: @_Z12apply_paramsPKfPf6Params6ExtentPi grid=2 block=32 (in=f32[64] fill 3.0, out=f32[64] zero, p=i32[4] {64, 0x3f000000, 0x00000000, 1}, e=i16[2] {100, 100}, area=i32[1] zero)
