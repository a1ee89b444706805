// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelUpdateWeights, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelUpdateWeights(float *nabla_w,float *weights,int tws,float eta,float mini_batch_size) {

  float rate=eta/mini_batch_size;

  if ((blockIdx.x*blockDim.x+threadIdx.x)<tws) {
    weights[blockIdx.x*blockDim.x+threadIdx.x]-=rate*nabla_w[blockIdx.x*blockDim.x+threadIdx.x];
  }
}

// launch: @_Z19kernelUpdateWeightsPfS_iff grid=2 block=64 (nabla_w=f32[128] iota, weights=f32[128] fill 0.5, i32 100, float 3.0, float 10.0)
