// Rodinia 3.1, cuda/nn/nn_cuda.cu: https://github.com/yuhc/gpu-rodinia (commit 9c10d3e).
// Copyright (c) 2008-2011 University of Virginia; BSD-style licence (LICENSE in that repository).
// Adapted for seam: the LatLong record and euclid verbatim; 100 records on 2 x 2 blocks of 32
// threads (28 threads past the end, which the kernel guards).
#include "suite.h"

typedef struct latLong
{
  float lat;
  float lng;
} LatLong;

__global__ void euclid(LatLong *d_locations, float *d_distances, int numRecords,float lat, float lng)
{
	//int globalId = gridDim.x * blockDim.x * blockIdx.y + blockDim.x * blockIdx.x + threadIdx.x;
	int globalId = blockDim.x * ( gridDim.x * blockIdx.y + blockIdx.x ) + threadIdx.x; // more efficient
    LatLong *latLong = d_locations+globalId;
    if (globalId < numRecords) {
        float *dist=d_distances+globalId;
        *dist = (float)sqrt((lat-latLong->lat)*(lat-latLong->lat)+(lng-latLong->lng)*(lng-latLong->lng));
	}
}

// launch: @_Z6euclidP7latLongPfiff grid=2,2 block=32 (d_locations=f32[200] iota, d_distances=f32[100] zero, i32 100, float 30.0, float 90.0)
// launch: @_Z6euclidP7latLongPfiff grid=1 block=64 (d_locations=f32[128] random 13, d_distances=f32[64] zero, i32 64, float 0.0, float 0.0)
