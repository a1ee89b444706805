; A lane named by a shfl.sync mask returns without reaching it: it leaves the warp's
; membership (PTX ISA: shfl.sync waits for the non-exited threads of membermask), and the
; other 31 lanes read lane 7's value. CUDA's __shfl_sync after an early return.
; test: interpret
; launch: @k block=32 (out=i32[32] zero)
; expect: out: i32[32] = {7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %quit = icmp eq i32 %t, 5
  br i1 %quit, label %done, label %shuffle

shuffle:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 7, i32 31)
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
;   out: i32[32] = {7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}
