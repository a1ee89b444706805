extern "C" __device__ int printf(const char*, ...);
struct Big { float a[100]; };          // 400-byte payload: above the 384-byte param rule
struct Ret { double d[20]; };          // 160-byte return: above the 144-byte rule
__device__ __noinline__ float sum_big(Big b) { float s = 0; for (int i = 0; i < 100; ++i) s += b.a[i]; return s; }
__device__ __noinline__ Ret make_ret(double x) { Ret r; for (int i = 0; i < 20; ++i) r.d[i] = x * i; return r; }
__device__ float twice(float x) { return 2.0f * x; }
__device__ float thrice(float x) { return 3.0f * x; }
typedef float (*fn_t)(float);
__device__ fn_t table[2] = { twice, thrice };
static __device__ __noinline__ int helper(const int* p, int n) { int s = 0; for (int i = 0; i < n; ++i) s += p[i]; return s; }
__global__ void reduce(const float* in, float* out, int n) {
  __shared__ float buf[256];
  unsigned t = TID_X;
  unsigned i = CTAID_X * NTID_X + t;
  buf[t] = i < (unsigned)n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = NTID_X / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) __atomic_fetch_add(out, buf[0], __ATOMIC_RELAXED);
}
__global__ void misc(Big* bigs, double* outd, float* outf, int* outi, int k) {
  Ret r = make_ret((double)k);
  outd[0] = r.d[k & 15];
  outf[0] = sum_big(bigs[0]) + table[k & 1](1.5f);
  outi[0] = helper(outi + 1, k);
  if (k == 42) printf("k=%d\n", k);
}
template <typename T> __global__ void fill(T* p, T v) { p[TID_X] = v; }
template __global__ void fill<float>(float*, float);
template __global__ void fill<long>(long*, long);
