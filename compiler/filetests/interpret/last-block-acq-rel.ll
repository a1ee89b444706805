; The last-block reduction with the release in the atomic itself: `atomicrmw ... syncscope("device")
; acq_rel` releases the partial and acquires the others' (LLVM 19 prints it as a relaxed atom:
; seam::legalize puts the membars around it).
; test: interpret
; launch: @k grid=4 block=8 (partial=i32[4] zero, count=i32[1] zero, out=i32[1] zero)
; expect: partial: i32[4] = {1, 11, 21, 31}
; expect: count: i32[1] = {0}
; expect: out: i32[1] = {64}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@is_last = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %partial, ptr addrspace(1) %count, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nb = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %publish, label %wait

publish:
  %v = mul i32 %bid, 10
  %v1 = add i32 %v, 1
  %slot = getelementptr inbounds i32, ptr addrspace(1) %partial, i32 %bid
  store i32 %v1, ptr addrspace(1) %slot, align 4
  %ticket = atomicrmw add ptr addrspace(1) %count, i32 1 syncscope("device") acq_rel, align 4
  %lastm1 = sub i32 %nb, 1
  %last = icmp eq i32 %ticket, %lastm1
  %lz = zext i1 %last to i32
  store i32 %lz, ptr addrspace(3) @is_last, align 4
  br label %wait

wait:
  call void @llvm.nvvm.barrier0()
  %il = load i32, ptr addrspace(3) @is_last, align 4
  %isl = icmp ne i32 %il, 0
  %go = and i1 %isl, %t0
  br i1 %go, label %sum, label %done

sum:
  %i = phi i32 [ 0, %wait ], [ %i1, %sum ]
  %acc = phi i32 [ 0, %wait ], [ %acc1, %sum ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %partial, i32 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %acc1 = add i32 %acc, %x
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %nb
  br i1 %more, label %sum, label %total

total:
  store i32 %acc1, ptr addrspace(1) %out, align 4
  store i32 0, ptr addrspace(1) %count, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 5:
;   count: i32[1] = {0}
;   out: i32[1] = {64}
;   partial: i32[4] = {1, 11, 21, 31}
