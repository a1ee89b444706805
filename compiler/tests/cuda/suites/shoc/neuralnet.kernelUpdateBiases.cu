// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelUpdateBiases, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelUpdateBiases(float *nabla_b,float *biases,float eta,float mini_batch_size) {

  float rate=eta/mini_batch_size;

  biases[threadIdx.x]-=rate*nabla_b[threadIdx.x];
}

// launch: @_Z18kernelUpdateBiasesPfS_ff block=16 (nabla_b=f32[16] iota, biases=f32[16] fill 1.0, float 3.0, float 10.0)
