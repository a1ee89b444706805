// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelUpdateNablaW, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelUpdateNablaW(float *nabla_w,float *delta_nabla_w,int tws) {
  if ((blockIdx.x*blockDim.x+threadIdx.x)<tws) {
    nabla_w[blockIdx.x*blockDim.x+threadIdx.x]+=delta_nabla_w[blockIdx.x*blockDim.x+threadIdx.x];
  }
}

// launch: @_Z18kernelUpdateNablaWPfS_i grid=2 block=64 (nabla_w=f32[128] fill 0.25, delta_nabla_w=f32[128] iota, i32 100)
