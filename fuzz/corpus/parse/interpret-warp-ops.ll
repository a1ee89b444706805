; Warp-synchronous operations: a lane waits at shfl.sync / vote.sync / match.any.sync /
; redux.sync / bar.warp.sync until every lane of its mask is there (docs/semantics.md,
; "Warps"). Two warps of 32 and a tail warp of 8 lanes using a mask of its own 8 lanes; a
; barrier reduction (__syncthreads_count) over the block.
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=72 (out=i32[72] zero, bal=i32[3] zero, cnt=i32[1] zero)
; expect: out: i32[72] = {496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 540, 540, 540, 540, 540, 540, 540, 540}
; expect: bal: i32[3] = {-1431655766, -1431655766, 170}
; expect: cnt: i32[1] = {36}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %bal, ptr addrspace(1) %cnt) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %tail = icmp uge i32 %t, 64
  %mask = select i1 %tail, i32 255, i32 -1
  ; A butterfly sum: every lane ends with its warp's sum of thread ids.
  %x1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %t, i32 16, i32 31)
  %s1 = select i1 %tail, i32 0, i32 %x1
  %a1 = add i32 %t, %s1
  %x2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %a1, i32 8, i32 31)
  %s2 = select i1 %tail, i32 0, i32 %x2
  %a2 = add i32 %a1, %s2
  %x3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %a2, i32 4, i32 31)
  %a3 = add i32 %a2, %x3
  %x4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %a3, i32 2, i32 31)
  %a4 = add i32 %a3, %x4
  %x5 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %mask, i32 %a4, i32 1, i32 31)
  %a5 = add i32 %a4, %x5
  ; redux.sync gives the same sum directly; store it when both agree.
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %t, i32 %mask)
  %same = icmp eq i32 %r, %a5
  %v = select i1 %same, i32 %r, i32 -1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ; Odd lanes vote: the ballot of each warp.
  %odd = trunc i32 %t to i1
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %odd)
  call void @llvm.nvvm.bar.warp.sync(i32 %mask)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %write, label %count

write:
  %w = lshr i32 %t, 5
  %bp = getelementptr i32, ptr addrspace(1) %bal, i32 %w
  store i32 %b, ptr addrspace(1) %bp, align 4
  br label %count

count:
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 %b)
  %z = icmp eq i32 %t, 0
  %big = icmp ugt i32 %c, 0
  %even = and i32 %t, 1
  %ev = icmp eq i32 %even, 0
  %c2 = call i32 @llvm.nvvm.barrier0.popc(i32 %even)
  br i1 %z, label %wc, label %done

wc:
  store i32 %c2, ptr addrspace(1) %cnt, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)

