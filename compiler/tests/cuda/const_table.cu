#include "prelude.h"
// Constant-memory tables: a CRC-32 nibble table indexed by data, and polynomial
// coefficients read uniformly by every thread.
__constant__ unsigned crc_table[16] = {
    0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
    0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
    0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu};
__constant__ float poly[4] = {1.0f, -0.5f, 0.25f, -0.125f};

extern "C" __global__ void crc_poly(const unsigned* words, unsigned* crcs, const float* x,
                                    float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned crc = 0xffffffffu, w = words[i];
  for (int k = 0; k < 8; ++k) {
    crc = crc_table[(crc ^ w) & 0xf] ^ (crc >> 4);
    w >>= 4;
  }
  crcs[i] = ~crc;
  float v = x[i], acc = 0.0f;
  for (int k = 3; k >= 0; --k) acc = acc * v + poly[k];
  y[i] = acc;
}
// launch: @crc_poly grid=2 block=32 (words=i32[64] random 1, crcs=i32[64] zero, x=f32[64] iota, y=f32[64] zero, i32 64)
// launch: @crc_poly block=4 (words=i32[4] {0, 1, 0x12345678, -1}, crcs=i32[4] zero, x=f32[4] {0.0, 1.0, -1.0, 0.5}, y=f32[4] zero, i32 4)
