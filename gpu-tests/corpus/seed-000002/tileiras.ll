; launch: @k0 grid=1 block=7 (out=i32[448] zero, in=i32[448] random 2200264463, i32 -1331079224)
; launch: @k1 grid=2 block=8 (out=i32[1024] zero, in=i32[1024] random 3794869075, i32 -372220461)
; launch: @k2 grid=3 block=5 (out=i32[960] zero, in=i32[960] random 2621200717, i32 721084633)
; launch: @k3 grid=1 block=8 (out=i32[512] zero, in=i32[512] random 2249914321, i32 45997725)
; seam-gpu case seed-000002 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [1024 x i32] undef, align 4

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1158296559
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = and i32 %n, 63
  %v2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v1
  %v3 = load i32, ptr addrspace(1) %v2, align 4
  %v4 = and i32 %tid, 63
  %v5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v4
  store i32 %tid, ptr addrspace(1) %v5, align 4
  %v6 = and i32 %n, 63
  %v7 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v6
  %v8 = load i32, ptr addrspace(1) %v7, align 4
  %v9 = add i32 %v8, 2075019877
  %v10 = lshr i32 %v9, 26
  %v11 = sub i32 %v10, -1359608859
  %v12 = xor i32 %v11, %v10
  %v13 = lshr i32 %v12, 19
  %v14 = lshr i32 %v13, 27
  %v15 = and i32 %v14, %tid
  %v16 = and i32 %v15, %v9
  %v17 = or i32 %v3, %v16
  %v18 = xor i32 %x0, %v17
  %v19 = xor i32 %v18, %v16
  %v20 = xor i32 %v19, %v8
  %v21 = xor i32 %v20, %v3
  store i32 %v21, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1624821595
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %tid, 3
  br label %loop1

loop1:
  %a2 = phi i32 [ 0, %shdone ], [ %a4, %body2 ]
  %a3 = phi i32 [ %x0, %shdone ], [ %a5, %body2 ]
  %a6 = icmp ult i32 %a2, %a1
  br i1 %a6, label %body2, label %exit3

body2:
  %a7 = and i32 %a3, 63
  %a8 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a7
  %a9 = load i32, ptr addrspace(1) %a8, align 4
  %a5 = add i32 %a3, %a9
  %a4 = add nuw nsw i32 %a2, 1
  br label %loop1

exit3:
  %a10 = xor i32 %x0, %a3
  %a11 = xor i32 %a10, %tid
  %a12 = xor i32 %a11, %x0
  %a13 = xor i32 %a12, %n
  store i32 %a13, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -324178189
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = call i32 @llvm.smax.i32(i32 %tid, i32 %n)
  %t2 = mul i32 %tid, %tid
  %t3 = add i32 %x0, 2075019877
  %t4 = lshr i32 %t3, 26
  %t5 = sub i32 %t4, -1359608859
  %t6 = xor i32 %t5, %t4
  %t7 = lshr i32 %t6, 19
  %t8 = lshr i32 %t7, 27
  %t9 = and i32 %t8, %tid
  %t10 = and i32 %t9, %t3
  %t11 = and i32 %x0, %t2
  %t12 = sub i32 %t2, %t1
  %t13 = call i32 @llvm.smax.i32(i32 %n, i32 %tid)
  %t15 = icmp sgt i32 17, %t2
  %t14 = select i1 %t15, i32 17, i32 %t11
  %t16 = xor i32 %x0, %t14
  %t17 = xor i32 %t16, %t13
  %t18 = xor i32 %t17, %t12
  %t19 = xor i32 %t18, %t11
  store i32 %t19, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1900183371
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = and i32 %tid, 1023
  %q2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q1
  %q3 = load i32, ptr addrspace(3) %q2, align 4
  %q4 = or i32 42, %tid
  %q5 = and i32 -65077745, %q3
  %q6 = add i32 %n, 2075019877
  %q7 = lshr i32 %q6, 26
  %q8 = sub i32 %q7, -1359608859
  %q9 = xor i32 %q8, %q7
  %q10 = lshr i32 %q9, 19
  %q11 = lshr i32 %q10, 27
  %q12 = and i32 %q11, %n
  %q13 = and i32 %q12, %q6
  %q14 = xor i32 %x0, %q13
  %q15 = xor i32 %q14, %q5
  %q16 = xor i32 %q15, %q4
  %q17 = xor i32 %q16, %q3
  store i32 %q17, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k4(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -52876619
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = and i32 -1150742630, 63
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w1
  store i32 %n, ptr addrspace(1) %w2, align 4
  %w3 = and i32 %tid, 63
  %w4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w3
  %w5 = load i32, ptr addrspace(1) %w4, align 4
  %w6 = xor i32 %x0, %w5
  %w7 = xor i32 %w6, %tid
  %w8 = xor i32 %w7, %x0
  %w9 = xor i32 %w8, %n
  store i32 %w9, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.smax.i32(i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k3, !"kernel", i32 1}
