// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: a kernel verbatim (the host code's cuBLAS calls are not kernels),
// but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing); a
// small network: layers of 16 and 10 neurons, inputs of 24.
// This module: kernelBackprop1, one of the 14 kernels taken from that file (the others: neuralnet.*.cu).
#include "suite.h"

__global__ void kernelBackprop1(float *delta_nabla_w,int w_off,float *activations,float *delta_nabla_b,int b_off) {
  delta_nabla_w[w_off+(blockIdx.x*blockDim.x)+threadIdx.x]=activations[threadIdx.x]*delta_nabla_b[b_off+blockIdx.x];
  //delta_nabla_w[w_off+(threadIdx.x*gridDim.x)+blockIdx.x]=activations[threadIdx.x]*delta_nabla_b[b_off+blockIdx.x];
}

// launch: @_Z15kernelBackprop1PfiS_S_i grid=10 block=16 (delta_nabla_w=f32[160] zero, i32 0, activations=f32[16] iota, delta_nabla_b=f32[26] fill 0.5, i32 16)
