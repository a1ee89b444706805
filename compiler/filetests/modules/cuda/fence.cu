// In seam's subset, but not compilable by LLVM 19's NVPTX back end: a C++ fence.
__global__ void publish(int* data, int* flag) {
  data[TID_X] = (int)TID_X;
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  if (TID_X == 0) __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
}
