; launch: @k0 grid=6 block=23 (out=i32[8832] zero, in=i32[8832] random 3560127492, i32 -324178189)
; launch: @k1 grid=8 block=3 (out=i32[1536] zero, in=i32[1536] random 2606584413, i32 -1188222359)
; seam-gpu case seed-000002 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [512 x i32] undef, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1816138873
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = shl i32 %tid, 9
  %v2 = mul i32 %v1, %n
  %v3 = xor i32 %v2, %v1
  %v4 = mul i32 %v3, -167516797
  %v5 = shl i32 %v4, 26
  %v6 = and i32 %v5, %n
  %v7 = lshr i32 %v6, 19
  %v8 = lshr i32 %v7, 27
  %v9 = and i32 %n, 63
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v9
  store i32 %v8, ptr addrspace(1) %v10, align 4
  %v11 = xor i32 %x0, %v8
  %v12 = xor i32 %v11, %tid
  %v13 = xor i32 %v12, %x0
  %v14 = xor i32 %v13, %n
  store i32 %v14, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1621963195
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %tid, 63
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a1
  store i32 %x0, ptr addrspace(1) %a2, align 4
  %a3 = and i32 %x0, 63
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a3
  store i32 %n, ptr addrspace(1) %a4, align 4
  %a5 = shl i32 20, 9
  %a6 = mul i32 %a5, %n
  %a7 = xor i32 %a6, %a5
  %a8 = mul i32 %a7, -167516797
  %a9 = shl i32 %a8, 26
  %a10 = and i32 %a9, %n
  %a11 = lshr i32 %a10, 19
  %a12 = lshr i32 %a11, 27
  %a13 = xor i32 %x0, %a12
  %a14 = xor i32 %a13, %tid
  %a15 = xor i32 %a14, %x0
  %a16 = xor i32 %a15, %n
  store i32 %a16, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 840560279
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = shl i32 %x0, 9
  %t2 = mul i32 %t1, %x0
  %t3 = xor i32 %t2, %t1
  %t4 = mul i32 %t3, -167516797
  %t5 = shl i32 %t4, 26
  %t6 = and i32 %t5, %x0
  %t7 = lshr i32 %t6, 19
  %t8 = lshr i32 %t7, 27
  %t9 = xor i32 %x0, %t8
  %t10 = xor i32 %t9, %tid
  %t11 = xor i32 %t10, %x0
  %t12 = xor i32 %t11, %n
  store i32 %t12, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k2, !"kernel", i32 1}
