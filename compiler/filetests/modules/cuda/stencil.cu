// Real-world shapes: 2D indexing, __constant__ tables, structs by value and by pointer, local
// arrays passed to device functions (generic pointers into .local), recursion, shared-memory
// atomics, a compare-and-swap loop, and a fence through llvm.nvvm.membar.
struct Particle { float x, y, vx, vy; int id; };
struct Stats { float sum; int count; };
__constant__ float weights[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
__device__ int counter;

__device__ __noinline__ void accumulate(Stats* s, const float* v, int n) {
  for (int i = 0; i < n; ++i) { s->sum += v[i]; s->count += 1; }
}
__device__ __noinline__ float dot(const float* a, const float* b, int n) {
  float d = 0.0f;
  for (int i = 0; i < n; ++i) d += a[i] * b[i];
  return d;
}
__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ __noinline__ Particle step(Particle p, float dt) {
  p.x += p.vx * dt; p.y += p.vy * dt;
  if (p.x < 0.0f || p.x > 1.0f) p.vx = -p.vx;
  if (p.y < 0.0f || p.y > 1.0f) p.vy = -p.vy;
  return p;
}

__global__ void stencil2d(const float* in, float* out, int w, int h) {
  int x = CTAID_X * NTID_X + TID_X;
  int y = CTAID_Y * NTID_Y + TID_Y;
  if (x >= w || y >= h) return;
  float acc = 0.0f;
  for (int k = -2; k <= 2; ++k) {
    int xx = x + k < 0 ? 0 : (x + k >= w ? w - 1 : x + k);
    acc += weights[k + 2] * in[y * w + xx];
  }
  out[y * w + x] = acc;
}

__global__ void particles(Particle* ps, int n, float dt) {
  int i = CTAID_X * NTID_X + TID_X;
  if (i < n) ps[i] = step(ps[i], dt);
}

__global__ void histogram(const int* data, int n, int* bins) {
  __shared__ int local[16];
  if (TID_X < 16) local[TID_X] = 0;
  __syncthreads();
  for (int i = CTAID_X * NTID_X + TID_X; i < n; i += NTID_X * 4)
    __atomic_fetch_add(&local[data[i] & 15], 1, __ATOMIC_RELAXED);
  __syncthreads();
  if (TID_X < 16) __atomic_fetch_add(&bins[TID_X], local[TID_X], __ATOMIC_RELAXED);
}

__global__ void local_stats(const float* in, float* out, int n) {
  int i = CTAID_X * NTID_X + TID_X;
  if (i >= n) return;
  Stats s = {0.0f, 0};
  float tmp[8];
  for (int k = 0; k < 8; ++k) tmp[k] = in[(i + k) % n];
  accumulate(&s, tmp, 8);
  out[i] = s.sum / (float)s.count + dot(tmp, tmp, 8) + (float)fib(i & 7);
}

__global__ void cas_max(int* m, const int* v, int n) {
  int i = CTAID_X * NTID_X + TID_X;
  if (i >= n) return;
  int old = __atomic_load_n(m, __ATOMIC_RELAXED);
  while (old < v[i] && !__atomic_compare_exchange_n(m, &old, v[i], false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
  __threadfence();
  __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
}
