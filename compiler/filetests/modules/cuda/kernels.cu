struct Big { float a[40]; };
__device__ int gcount;
__constant__ float coeffs[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ __noinline__ float helper(const float* p, int i) { return p[i] * coeffs[i & 3]; }
__device__ float sumbig(Big b) { float s = 0; for (int i = 0; i < 40; ++i) s += b.a[i]; return s; }
__global__ void __launch_bounds__(128) kern(float* out, const float* in, int n) {
  __shared__ float tile[128];
  int i = CTAID_X * NTID_X + TID_X;
  tile[TID_X] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n) out[i] = helper(tile, TID_X) + (float)__atomic_fetch_add(&gcount, 1, __ATOMIC_RELAXED);
}
template<typename T> __global__ void tk(T* p) { p[TID_X] += T(1); }
template __global__ void tk<int>(int*);
