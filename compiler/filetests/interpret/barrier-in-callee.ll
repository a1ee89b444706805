; A barrier inside a device function, reached through different call sites, synchronizes.
; test: interpret
; launch: @k block=4 (out=i32[4] zero)
; expect: out: i32[4] = {3, 2, 1, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [4 x i32] undef, align 4

define internal void @sync() {
entry:
  call void @llvm.nvvm.barrier0()
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = getelementptr inbounds [4 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %s, align 4
  %even = icmp eq i32 %t, 0
  br i1 %even, label %a, label %b

a:
  call void @sync()
  br label %read

b:
  call void @sync()
  br label %read

read:
  %m = sub i32 3, %t
  %sm = getelementptr inbounds [4 x i32], ptr addrspace(3) @buf, i32 0, i32 %m
  %v = load i32, ptr addrspace(3) %sm, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 3:
;   out: i32[4] = {3, 2, 1, 0}
