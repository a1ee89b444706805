// Initializes an mbarrier object in shared memory: the mbarrier intrinsics are outside seam's
// subset (compiled by: clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib
// --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx78 -O2 -c -emit-llvm mbarrier.cu
// -o mbarrier-O2.bc).
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void init_barrier(unsigned long long *out) {
  __shared__ long long bar;
  __nvvm_mbarrier_init_shared((__attribute__((address_space(3))) long *)&bar, 32);
  __nvvm_bar_sync(0);
  out[0] = bar;
}
