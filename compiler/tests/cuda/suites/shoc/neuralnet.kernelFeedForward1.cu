// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelFeedForward1, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelFeedForward1(float *zs,int bound2,float *weights,int w_off,float *activations1) {

  int i;

  zs[threadIdx.x]=0.0;
  for (i=0; i<bound2; i++) {
    zs[threadIdx.x]+=weights[w_off+(threadIdx.x*bound2)+i]*activations1[i];
  }
}

// launch: @_Z18kernelFeedForward1PfiS_iS_ block=16 (zs=f32[16] zero, i32 24, weights=f32[384] random 9, i32 0, activations1=f32[24] iota)
