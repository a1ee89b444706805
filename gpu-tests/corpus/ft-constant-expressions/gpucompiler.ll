; launch: @k block=1 (out=i64[5] zero)
; seam-gpu case ft-constant-expressions variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@off = addrspace(4) constant i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8)
@folded = addrspace(4) constant i64 7

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = load i64, ptr addrspace(4) @off, align 8
  %a = sub i64 %p, ptrtoint (ptr addrspace(1) @g to i64)
  store i64 %a, ptr addrspace(1) %out, align 8
  %x = xor i64 xor (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 12), ptrtoint (ptr addrspace(1) @g to i64)
  %o1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %x, ptr addrspace(1) %o1, align 8
  %m = sub i64 mul (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 2), ptrtoint (ptr addrspace(1) @g to i64)
  %m2 = sub i64 %m, ptrtoint (ptr addrspace(1) @g to i64)
  %m3 = add i64 %m2, 16
  %o2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %m3, ptr addrspace(1) %o2, align 8
  %t = trunc i64 sub (i64 ptrtoint (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 4) to i64), i64 ptrtoint (ptr addrspace(1) @g to i64)) to i32
  %t64 = zext i32 %t to i64
  %o3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %t64, ptr addrspace(1) %o3, align 8
  %f = load i64, ptr addrspace(4) @folded, align 8
  %o4 = getelementptr i64, ptr addrspace(1) %out, i64 4
  store i64 %f, ptr addrspace(1) %o4, align 8
  ret void
}
