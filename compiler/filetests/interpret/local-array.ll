; Local memory: a per-thread array filled in a loop, then summed.
; test: interpret
; launch: @k block=3 (out=i32[3] zero)
; expect: out: i32[3] = {0, 8, 16}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %arr = alloca [4 x i32], align 4, addrspace(5)
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %p = getelementptr inbounds [4 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  %v = add i32 %t, %t
  store i32 %v, ptr addrspace(5) %p, align 4
  %i1 = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i1, 4
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %acc = phi i32 [ 0, %fill ], [ %acc1, %sum ]
  %q = getelementptr inbounds [4 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %x = load i32, ptr addrspace(5) %q, align 4
  %acc1 = add i32 %acc, %x
  %j1 = add nuw nsw i32 %j, 1
  %again = icmp ult i32 %j1, 4
  br i1 %again, label %sum, label %done

done:
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %acc1, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 3:
;   out: i32[3] = {0, 8, 16}
