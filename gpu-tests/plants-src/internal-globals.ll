; launch: @k block=4 (out=i32[4] zero)
; seam-gpu plant: internal and dotted globals in the global and shared-free spaces, read back
; by `cuModuleGetGlobal` under the names LLVM gives them in PTX (`a.b` becomes `a_$_b`; an
; internal global has no `.visible`).

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@count = internal addrspace(1) global i32 0, align 4
@a.b = internal addrspace(1) global [4 x i32] zeroinitializer, align 4
@visible = addrspace(1) global i32 5, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add ptr addrspace(1) @count, i32 1 monotonic, align 4
  %t64 = zext i32 %t to i64
  %slot = getelementptr inbounds [4 x i32], ptr addrspace(1) @a.b, i64 0, i64 %t64
  %x = mul i32 %t, 3
  store i32 %x, ptr addrspace(1) %slot, align 4
  %v = load i32, ptr addrspace(1) @visible, align 4
  %y = add i32 %v, %t
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %y, ptr addrspace(1) %o, align 4
  ret void
}
