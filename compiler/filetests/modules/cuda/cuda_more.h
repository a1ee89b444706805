// More of what CUDA's headers give, for clang-19 -nocudainc: 2D/3D indices, fences, and the
// warp shuffle (outside seam's subset, on purpose).
#include "cuda_min.h"
#define TID_Y __nvvm_read_ptx_sreg_tid_y()
#define NTID_Y __nvvm_read_ptx_sreg_ntid_y()
#define CTAID_Y __nvvm_read_ptx_sreg_ctaid_y()
#define __threadfence() __nvvm_membar_gl()
#define __threadfence_block() __nvvm_membar_cta()
