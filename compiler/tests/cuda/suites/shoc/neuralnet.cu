// SHOC (Scalable HeterOgeneous Computing benchmark suite), src/cuda/level1/neuralnet/NeuralNet.cu:
// https://github.com/vetter/shoc (commit 0aea03b). Copyright (c) 2011, UT-Battelle, LLC;
// BSD 3-clause licence (LICENSE.md in that repository).
// Adapted for seam: the 14 kernels verbatim (the host code's cuBLAS calls are not
// kernels), but for kernelBackprop2's initializer (0.0 to int, which clang refuses as a narrowing);
// a small network: layers of 16 and 10 neurons, inputs of 24.
#include "suite.h"

__global__ void kernelUpdateBiases(float *nabla_b,float *biases,float eta,float mini_batch_size) {

  float rate=eta/mini_batch_size;

  biases[threadIdx.x]-=rate*nabla_b[threadIdx.x];
}

__global__ void kernelUpdateWeights(float *nabla_w,float *weights,int tws,float eta,float mini_batch_size) {

  float rate=eta/mini_batch_size;

  if ((blockIdx.x*blockDim.x+threadIdx.x)<tws) {
    weights[blockIdx.x*blockDim.x+threadIdx.x]-=rate*nabla_w[blockIdx.x*blockDim.x+threadIdx.x];
  }
}

__global__ void kernelUpdateNablaB(float *nabla_b,float *delta_nabla_b) {
  nabla_b[threadIdx.x]+=delta_nabla_b[threadIdx.x];
}

__global__ void kernelUpdateNablaW(float *nabla_w,float *delta_nabla_w,int tws) {
  if ((blockIdx.x*blockDim.x+threadIdx.x)<tws) {
    nabla_w[blockIdx.x*blockDim.x+threadIdx.x]+=delta_nabla_w[blockIdx.x*blockDim.x+threadIdx.x];
  }
}

__global__ void kernelInitNablaB(float *nabla_b) {
  nabla_b[threadIdx.x]=0.0;
}

__global__ void kernelInitNablaW(float *nabla_w,int tws) {
  if ((blockIdx.x*blockDim.x+threadIdx.x)<tws) {
    nabla_w[blockIdx.x*blockDim.x+threadIdx.x]=0.0;
  }
}

__global__ void kernelBackprop3a(float *delta_nabla_b,int b_off,int bound,int b_off_old,float *weights,int w_off_old) {

  int j;

  delta_nabla_b[b_off+threadIdx.x]=0.0;
  for (j=0; j<bound; j++) {
    delta_nabla_b[b_off+threadIdx.x]+=delta_nabla_b[b_off_old+j]*weights[w_off_old+(j*blockDim.x)+threadIdx.x];
  }
}

__global__ void kernelBackprop3b(float *delta_nabla_b,int b_off,float *zs) {
  delta_nabla_b[b_off+threadIdx.x]*=(1.0/(1.0+expf(-zs[threadIdx.x])))*(1.0-(1.0/(1.0+expf(-zs[threadIdx.x]))));
}

__global__ void kernelBackprop1(float *delta_nabla_w,int w_off,float *activations,float *delta_nabla_b,int b_off) {
  delta_nabla_w[w_off+(blockIdx.x*blockDim.x)+threadIdx.x]=activations[threadIdx.x]*delta_nabla_b[b_off+blockIdx.x];
  //delta_nabla_w[w_off+(threadIdx.x*gridDim.x)+blockIdx.x]=activations[threadIdx.x]*delta_nabla_b[b_off+blockIdx.x];
}

__global__ void kernelBackprop2(float *delta_nabla_b,int b_off,float *activations,float *zs,float y) {

  int y_[10]={0,0,0,0,0,0,0,0,0,0}; // seam: 0.0 in the original; clang refuses the narrowing nvcc warns of

  y_[(int)(y+0.1)]=1.0;
  delta_nabla_b[b_off+threadIdx.x]=(activations[threadIdx.x]-y_[threadIdx.x])*(1.0/(1.0+expf(-zs[threadIdx.x])))*(1.0-(1.0/(1.0+expf(-zs[threadIdx.x]))));
}

__global__ void kernelFeedForward1(float *zs,int bound2,float *weights,int w_off,float *activations1) {

  int i;

  zs[threadIdx.x]=0.0;
  for (i=0; i<bound2; i++) {
    zs[threadIdx.x]+=weights[w_off+(threadIdx.x*bound2)+i]*activations1[i];
  }
}

__global__ void kernelFeedForward1b(float *zs,int bound,float *weights,int w_off,float *activations) {

  int i;

  zs[(blockIdx.x*blockDim.x)+threadIdx.x]=0.0;
  for (i=0; i<bound; i++) {
    zs[(blockIdx.x*blockDim.x)+threadIdx.x]+=weights[w_off+(threadIdx.x*bound)+i]*activations[(blockIdx.x*bound)+i];
  }
}

__global__ void kernelFeedForward3(float *zs,float *biases,int b_off,float *activations) {
  zs[(blockIdx.x*blockDim.x)+threadIdx.x]+=biases[b_off+threadIdx.x];
  activations[(blockIdx.x*blockDim.x)+threadIdx.x]=1.0/(1.0+expf(-zs[(blockIdx.x*blockDim.x)+threadIdx.x]));
}

__global__ void kernelFeedForward2(float *zs,float *biases,int b_off,float *activations) {
  zs[threadIdx.x]+=biases[b_off+threadIdx.x];
  activations[threadIdx.x]=1.0/(1.0+expf(-zs[threadIdx.x]));
}

// launch: @_Z18kernelUpdateBiasesPfS_ff block=16 (nabla_b=f32[16] iota, biases=f32[16] fill 1.0, float 3.0, float 10.0)
// launch: @_Z19kernelUpdateWeightsPfS_iff grid=2 block=64 (nabla_w=f32[128] iota, weights=f32[128] fill 0.5, i32 100, float 3.0, float 10.0)
// launch: @_Z18kernelUpdateNablaBPfS_ block=16 (nabla_b=f32[16] fill 0.25, delta_nabla_b=f32[16] iota)
// launch: @_Z18kernelUpdateNablaWPfS_i grid=2 block=64 (nabla_w=f32[128] fill 0.25, delta_nabla_w=f32[128] iota, i32 100)
// launch: @_Z16kernelInitNablaBPf block=16 (nabla_b=f32[16] iota)
// launch: @_Z16kernelInitNablaWPfi grid=2 block=64 (nabla_w=f32[128] iota, i32 100)
// launch: @_Z16kernelBackprop3aPfiiiS_i block=16 (delta_nabla_b=f32[26] iota, i32 0, i32 10, i32 16, weights=f32[160] random 7, i32 0)
// launch: @_Z16kernelBackprop3bPfiS_ block=16 (delta_nabla_b=f32[26] iota, i32 0, zs=f32[16] random 8)
// launch: @_Z15kernelBackprop1PfiS_S_i grid=10 block=16 (delta_nabla_w=f32[160] zero, i32 0, activations=f32[16] iota, delta_nabla_b=f32[26] fill 0.5, i32 16)
// launch: @_Z15kernelBackprop2PfiS_S_f block=10 (delta_nabla_b=f32[26] zero, i32 16, activations=f32[10] iota, zs=f32[10] fill -0.5, float 3.0)
// launch: @_Z18kernelFeedForward1PfiS_iS_ block=16 (zs=f32[16] zero, i32 24, weights=f32[384] random 9, i32 0, activations1=f32[24] iota)
// launch: @_Z19kernelFeedForward1bPfiS_iS_ grid=2 block=16 (zs=f32[32] zero, i32 24, weights=f32[384] iota, i32 0, activations=f32[48] fill 0.125)
// launch: @_Z18kernelFeedForward3PfS_iS_ grid=2 block=16 (zs=f32[32] iota, biases=f32[26] fill 0.5, i32 10, activations=f32[32] zero)
// launch: @_Z18kernelFeedForward2PfS_iS_ block=10 (zs=f32[10] random 10, biases=f32[26] fill -1.0, i32 16, activations=f32[10] zero)
