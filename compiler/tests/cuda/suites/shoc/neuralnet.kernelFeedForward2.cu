// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelFeedForward2, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelFeedForward2(float *zs,float *biases,int b_off,float *activations) {
  zs[threadIdx.x]+=biases[b_off+threadIdx.x];
  activations[threadIdx.x]=1.0/(1.0+expf(-zs[threadIdx.x]));
}

// launch: @_Z18kernelFeedForward2PfS_iS_ block=10 (zs=f32[10] random 10, biases=f32[26] fill -1.0, i32 16, activations=f32[10] zero)
