// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelBackprop2, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelBackprop2(float *delta_nabla_b,int b_off,float *activations,float *zs,float y) {

  int y_[10]={0,0,0,0,0,0,0,0,0,0}; // seam: 0.0 in the original; clang refuses the narrowing nvcc warns of

  y_[(int)(y+0.1)]=1.0;
  delta_nabla_b[b_off+threadIdx.x]=(activations[threadIdx.x]-y_[threadIdx.x])*(1.0/(1.0+expf(-zs[threadIdx.x])))*(1.0-(1.0/(1.0+expf(-zs[threadIdx.x]))));
}

// launch: @_Z15kernelBackprop2PfiS_S_f block=10 (delta_nabla_b=f32[26] zero, i32 16, activations=f32[10] iota, zs=f32[10] fill -0.5, float 3.0)
