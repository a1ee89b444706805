; activemask in divergent code: which lanes the hardware reports depends on its scheduling;
; the interpreters call a lane that runs on elsewhere a divergent warp operation.
; test: interpret
; launch: @k block=32 (out=i32[32] zero)
; expect-ub: divergent-warp-op

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %t, 16
  br i1 %low, label %a, label %b
a:
  %am = call i32 @llvm.nvvm.activemask()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %am, ptr addrspace(1) %p
  br label %b
b:
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 4:
;   ub: divergent-warp-op: lane 0 waits at a warp operation with mask 0xffffffff, but lane 16 waits at a block barrier at 16:3: @k, block %a, `%am = call i32 @llvm.nvvm.activemask()` (block (0,0,0), thread (0,0,0))
