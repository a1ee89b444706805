#include "prelude.h"
// Math the way CUDA's headers write it: calls to libdevice's __nv_* functions, left as
// external declarations because -nocudalib links no libdevice.
__global__ void softplus_gelu(const float* in, float* soft, float* gelu, double* dlog, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  soft[i] = logf(1.0f + expf(x));
  gelu[i] = 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * powf(x, 3.0f))));
  dlog[i] = log(exp((double)x) + 1.0) + (double)erff(x) + (double)(sinf(x) * cosf(x));
}

// Row softmax, one thread per row: the maximum, the sum of expf, then the quotients.
__device__ __noinline__ float row_max(const float* r, int cols) {
  float m = r[0];
  for (int c = 1; c < cols; ++c) m = fmaxf(m, r[c]);
  return m;
}

extern "C" __global__ void softmax_rows(const float* in, float* out, int rows, int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  const float* r = in + row * cols;
  float m = row_max(r, cols), s = 0.0f;
  for (int c = 0; c < cols; ++c) s += expf(r[c] - m);
  for (int c = 0; c < cols; ++c) out[row * cols + c] = expf(r[c] - m) / s;
}
// launch: @_Z13softplus_geluPKfPfS1_Pdi block=32 (in=f32[32] iota, soft=f32[32] zero, gelu=f32[32] zero, dlog=f64[32] zero, i32 32)
// launch: @softmax_rows block=16 (in=f32[128] iota, out=f32[128] zero, i32 16, i32 8)
