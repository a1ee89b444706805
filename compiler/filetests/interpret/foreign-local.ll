; Thread 0 publishes a pointer to its local variable through shared memory; thread 1 uses it.
; test: interpret
; launch: @k block=2 (out=i32[2] zero)
; expect-ub: foreign-local

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global ptr undef, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = alloca i32, align 4
  store i32 %t, ptr %x, align 4
  %first = icmp eq i32 %t, 0
  br i1 %first, label %publish, label %wait

publish:
  store ptr %x, ptr addrspace(3) @slot, align 8
  br label %wait

wait:
  call void @llvm.nvvm.barrier0()
  %p = load ptr, ptr addrspace(3) @slot, align 8
  %v = load i32, ptr %p, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 3:
;   ub: foreign-local: local allocation #3 belongs to another thread at 26:3: @k, block %wait, `%v = load i32, ptr %p, align 4` (block (0,0,0), thread (1,0,0))
