; A lane named by a shfl.sync mask waits at a shuffle with another mask: undefined behaviour
; (divergent-warp-op), reported at the waiting lane's call. (A lane that returns instead is
; not waited for: exited-lanes-leave-the-warp.ll.)
; test: interpret
; launch: @k block=32 (out=i32[32] zero)
; expect-ub: divergent-warp-op

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = icmp eq i32 %t, 5
  br i1 %odd, label %alone, label %shuffle

alone:
  %a = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 32, i32 %t, i32 0, i32 31)
  br label %done

shuffle:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

; ==== expected output ====
; launch at line 5:
;   ub: divergent-warp-op: lane 0 waits at a warp operation with mask 0xffffffff, but lane 5 waits at another warp operation or with another mask at 19:3: @k, block %shuffle, `%v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)` (block (0,0,0), thread (0,0,0))
