; libNVVM 13.5's legacy front end at -opt=0 writes `ld.shared.u32 %r, [0]` (an immediate
; .shared address), which ptxas rejects: "Immediate addresses allowed only for .local state
; space". @f is inlined even at -opt=0 (an image annotation forces it, as seed 000 says);
; inlined, the generic address of the constant @c cast back to .shared folds to a constant.
; The load sits on the path `isspacep.shared` guards, which no execution takes. The latest
; front end (-nvvm-latest) and -opt=3 compile it. Reproduce (libNVVM 13.5.37, ptxas 13.5):
;   seam nvvm docs/tool-bugs/nvvm-13.5-legacy-O0-immediate-shared-address.ll -O 0 \
;       --front-end legacy --ptxas           # ptxas rejects line 34: ld.shared.u32 %r1, [0];
;   seam nvvm ... --front-end legacy --print-input   # the NVVM IR 2.0 text libNVVM reads
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define internal i32 @f(ptr %p) {
entry:
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  br i1 %s, label %shared, label %other

shared:
  %q = addrspacecast ptr %p to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %q, align 4
  br label %join

other:
  br label %join

join:
  %r = phi i32 [ %v, %shared ], [ 0, %other ]
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = call i32 @f(ptr addrspacecast (ptr addrspace(4) @c to ptr))
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.shared(ptr)

!nvvm.annotations = !{!0}
!0 = !{ptr @f, !"sampler", i32 1}
