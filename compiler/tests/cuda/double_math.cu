#include "prelude.h"
// Double precision: fma, sqrt, fabs, conversions to and from float and 64-bit integers,
// and a compensated (Kahan) sum over a strided row.
extern "C" __global__ void double_math(const double* in, double* out, float* fout,
                                       long long* lout, int n, int row) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i];
  out[3 * i] = fma(x, 1.0 / 3.0, sqrt(fabs(x)));
  double s = 0.0, c = 0.0;
  for (int k = 0; k < row; ++k) {
    double y = in[(i + k) % n] * 0.1 - c;
    double t = s + y;
    c = (t - s) - y;
    s = t;
  }
  out[3 * i + 1] = s;
  out[3 * i + 2] = (double)(float)x - x;
  fout[i] = (float)(x * 1.0e-3);
  lout[i] = (long long)(x * 1024.0) + (long long)(unsigned)(i * 3);
}
// launch: @double_math grid=2 block=32 (in=f64[64] random 70, out=f64[192] zero, fout=f32[64] zero, lout=i64[64] zero, i32 64, i32 9)
// launch: @double_math block=8 (in=f64[8] {0.1, -0.2, 1.0e10, -3.75, 0.0, 2.5, 1.0e-5, 7.0}, out=f64[24] zero, fout=f32[8] zero, lout=i64[8] zero, i32 8, i32 8)
