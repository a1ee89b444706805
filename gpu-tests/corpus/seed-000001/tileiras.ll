; launch: @k0 grid=2 block=19 (out=i32[1216] zero, in=i32[1216] random 1610675389, i32 -904425389)
; launch: @k1 grid=3 block=9 (out=i32[864] zero, in=i32[864] random 2414915388, i32 185359178)
; seam-gpu case seed-000001 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [32 x i32] [i32 -1352349941, i32 656888300, i32 -1357482617, i32 -2053452422, i32 -862230628, i32 -1631009132, i32 1378340191, i32 -1296043934, i32 1391809856, i32 -1839575608, i32 350234706, i32 -1336089906, i32 2139538897, i32 974157239, i32 -1139703630, i32 -2122771201, i32 1539349018, i32 -515891502, i32 1653127316, i32 -1741316597, i32 -1397199718, i32 1731801695, i32 -213407268, i32 -1261800480, i32 1795790149, i32 -1992178797, i32 -1459248415, i32 1292688998, i32 -1148090771, i32 -678258669, i32 1629403495, i32 -1633620955], align 4
@sh = internal addrspace(3) global [32 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1484371343
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a2 = and i32 -853035335, 31
  %a1 = shl i32 5, %a2
  %a4 = or i32 %a1, 1
  %a3 = udiv i32 %n, %a4
  %a5 = and i32 185779664, 31
  %a6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a5
  store i32 %a3, ptr addrspace(1) %a6, align 4
  %a8 = insertvalue [1 x i32] zeroinitializer, i32 %a1, 0
  %v1.i = and i32 30, 31
  %v2.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v1.i
  %v3.i = load i32, ptr addrspace(4) %v2.i, align 4
  %v4.i = sitofp i32 %v3.i to double
  %v5.i = sitofp i32 %v3.i to double
  %v6.i = fsub double %v4.i, %v5.i
  %v8.i = bitcast double %v6.i to i64
  %v9.i = lshr i64 %v8.i, 29
  %v7.i = trunc i64 %v9.i to i32
  %v10.i = and i32 43, 31
  %v11.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v10.i
  %v12.i = load i32, ptr addrspace(4) %v11.i, align 4
  %v13.i = sitofp i32 %v3.i to float
  %v14.i = sitofp i32 %v3.i to float
  %v15.i = fmul float %v13.i, %v14.i
  %v16.i = bitcast float %v15.i to i32
  %v17.i = and i32 %v7.i, 31
  %v18.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v17.i
  %v19.i = load i32, ptr addrspace(4) %v18.i, align 4
  %v20.i = and i32 -1694706611, 31
  %v21.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v20.i
  %v22.i = load i32, ptr addrspace(4) %v21.i, align 4
  %v24.i = icmp eq i32 %v12.i, %v19.i
  %v23.i = select i1 %v24.i, i32 %v12.i, i32 %v22.i
  %v25.i = sitofp i32 %v16.i to float
  %v26.i = sitofp i32 %v23.i to float
  %v27.i = fadd float %v25.i, %v26.i
  %v28.i = bitcast float %v27.i to i32
  %v30.i = and i32 %v23.i, 31
  %v29.i = shl i32 %v16.i, %v30.i
  %v31.i = atomicrmw add ptr addrspace(1) @count, i32 %v3.i monotonic, align 4
  %v32.i = xor i32 %v19.i, %v28.i
  %v33.i = atomicrmw add ptr addrspace(1) @count, i32 %v29.i monotonic, align 4
  %v35.i = icmp ne i32 %v28.i, %v32.i
  %v34.i = select i1 %v35.i, i32 %v28.i, i32 %v29.i
  %v36.i = mul i32 47, %v23.i
  %v37.i = xor i32 %v36.i, %v36.i
  %v38.i = and i32 %v37.i, 31
  %v39.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v38.i
  %v40.i = load i32, ptr addrspace(4) %v39.i, align 4
  %v41.i = sitofp i32 -782987315 to float
  %v42.i = sitofp i32 %v37.i to float
  %v43.i = fsub float %v41.i, %v42.i
  %v44.i = bitcast float %v43.i to i32
  %v45.i = and i32 %v36.i, 31
  %v46.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v45.i
  %v47.i = load i32, ptr addrspace(4) %v46.i, align 4
  %v48.i = sitofp i32 %v37.i to double
  %v49.i = sitofp i32 %v44.i to double
  %v50.i = fmul double %v48.i, %v49.i
  %v52.i = bitcast double %v50.i to i64
  %v53.i = lshr i64 %v52.i, 29
  %v51.i = trunc i64 %v53.i to i32
  %v54.i = sitofp i32 %v44.i to float
  %v55.i = sitofp i32 52 to float
  %v56.i = fsub float %v54.i, %v55.i
  %v57.i = bitcast float %v56.i to i32
  %a10 = or i32 %tid, %x0
  %a11 = and i32 %a3, %a10
  %a12 = xor i32 %x0, %a11
  %a13 = xor i32 %a12, %a10
  %a14 = xor i32 %a13, %a3
  %a15 = xor i32 %a14, %a1
  store i32 %a15, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 393240943
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t2 = insertvalue [1 x i32] zeroinitializer, i32 %n, 0
  %t3 = insertvalue [1 x i32] %t2, i32 %x0, 0
  %v1.i = and i32 30, 31
  %v2.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v1.i
  %v3.i = load i32, ptr addrspace(4) %v2.i, align 4
  %v4.i = sitofp i32 %v3.i to double
  %v5.i = sitofp i32 %v3.i to double
  %v6.i = fsub double %v4.i, %v5.i
  %v8.i = bitcast double %v6.i to i64
  %v9.i = lshr i64 %v8.i, 29
  %v7.i = trunc i64 %v9.i to i32
  %v10.i = and i32 43, 31
  %v11.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v10.i
  %v12.i = load i32, ptr addrspace(4) %v11.i, align 4
  %v13.i = sitofp i32 %v3.i to float
  %v14.i = sitofp i32 %v3.i to float
  %v15.i = fmul float %v13.i, %v14.i
  %v16.i = bitcast float %v15.i to i32
  %v17.i = and i32 %v7.i, 31
  %v18.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v17.i
  %v19.i = load i32, ptr addrspace(4) %v18.i, align 4
  %v20.i = and i32 -1694706611, 31
  %v21.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v20.i
  %v22.i = load i32, ptr addrspace(4) %v21.i, align 4
  %v24.i = icmp eq i32 %v12.i, %v19.i
  %v23.i = select i1 %v24.i, i32 %v12.i, i32 %v22.i
  %v25.i = sitofp i32 %v16.i to float
  %v26.i = sitofp i32 %v23.i to float
  %v27.i = fadd float %v25.i, %v26.i
  %v28.i = bitcast float %v27.i to i32
  %v30.i = and i32 %v23.i, 31
  %v29.i = shl i32 %v16.i, %v30.i
  %v31.i = atomicrmw add ptr addrspace(1) @count, i32 %v3.i monotonic, align 4
  %v32.i = xor i32 %v19.i, %v28.i
  %v33.i = atomicrmw add ptr addrspace(1) @count, i32 %v29.i monotonic, align 4
  %v35.i = icmp ne i32 %v28.i, %v32.i
  %v34.i = select i1 %v35.i, i32 %v28.i, i32 %v29.i
  %v36.i = mul i32 47, %v23.i
  %v37.i = xor i32 %v36.i, %v36.i
  %v38.i = and i32 %v37.i, 31
  %v39.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v38.i
  %v40.i = load i32, ptr addrspace(4) %v39.i, align 4
  %v41.i = sitofp i32 -782987315 to float
  %v42.i = sitofp i32 %v37.i to float
  %v43.i = fsub float %v41.i, %v42.i
  %v44.i = bitcast float %v43.i to i32
  %v45.i = and i32 %v36.i, 31
  %v46.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v45.i
  %v47.i = load i32, ptr addrspace(4) %v46.i, align 4
  %v48.i = sitofp i32 %v37.i to double
  %v49.i = sitofp i32 %v44.i to double
  %v50.i = fmul double %v48.i, %v49.i
  %v52.i = bitcast double %v50.i to i64
  %v53.i = lshr i64 %v52.i, 29
  %v51.i = trunc i64 %v53.i to i32
  %v54.i = sitofp i32 %v44.i to float
  %v55.i = sitofp i32 52 to float
  %v56.i = fsub float %v54.i, %v55.i
  %v57.i = bitcast float %v56.i to i32
  %t6 = insertvalue [1 x i32] zeroinitializer, i32 %x0, 0
  %t7 = insertvalue [1 x i32] %t6, i32 %x0, 0
  %t8 = insertvalue [1 x i32] %t7, i32 %n, 0
  %v1.i.1 = and i32 30, 31
  %v2.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v1.i.1
  %v3.i.1 = load i32, ptr addrspace(1) %v2.i.1, align 4
  %v4.i.1 = sitofp i32 %v3.i.1 to double
  %v5.i.1 = sitofp i32 %v3.i.1 to double
  %v6.i.1 = fsub double %v4.i.1, %v5.i.1
  %v8.i.1 = bitcast double %v6.i.1 to i64
  %v9.i.1 = lshr i64 %v8.i.1, 29
  %v7.i.1 = trunc i64 %v9.i.1 to i32
  %v10.i.1 = and i32 43, 31
  %v11.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v10.i.1
  %v12.i.1 = load i32, ptr addrspace(1) %v11.i.1, align 4
  %v13.i.1 = sitofp i32 %v3.i.1 to float
  %v14.i.1 = sitofp i32 %v3.i.1 to float
  %v15.i.1 = fmul float %v13.i.1, %v14.i.1
  %v16.i.1 = bitcast float %v15.i.1 to i32
  %v17.i.1 = and i32 %v7.i.1, 31
  %v18.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v17.i.1
  %v19.i.1 = load i32, ptr addrspace(1) %v18.i.1, align 4
  %v20.i.1 = and i32 -1694706611, 31
  %v21.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v20.i.1
  %v22.i.1 = load i32, ptr addrspace(1) %v21.i.1, align 4
  %v24.i.1 = icmp eq i32 %v12.i.1, %v19.i.1
  %v23.i.1 = select i1 %v24.i.1, i32 %v12.i.1, i32 %v22.i.1
  %v25.i.1 = sitofp i32 %v16.i.1 to float
  %v26.i.1 = sitofp i32 %v23.i.1 to float
  %v27.i.1 = fadd float %v25.i.1, %v26.i.1
  %v28.i.1 = bitcast float %v27.i.1 to i32
  %v30.i.1 = and i32 %v23.i.1, 31
  %v29.i.1 = shl i32 %v16.i.1, %v30.i.1
  %v31.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %v3.i.1 monotonic, align 4
  %v32.i.1 = xor i32 %v19.i.1, %v28.i.1
  %v33.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %v29.i.1 monotonic, align 4
  %v35.i.1 = icmp ne i32 %v28.i.1, %v32.i.1
  %v34.i.1 = select i1 %v35.i.1, i32 %v28.i.1, i32 %v29.i.1
  %v36.i.1 = mul i32 47, %v23.i.1
  %v37.i.1 = xor i32 %v36.i.1, %v36.i.1
  %v38.i.1 = and i32 %v37.i.1, 31
  %v39.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v38.i.1
  %v40.i.1 = load i32, ptr addrspace(1) %v39.i.1, align 4
  %v41.i.1 = sitofp i32 -782987315 to float
  %v42.i.1 = sitofp i32 %v37.i.1 to float
  %v43.i.1 = fsub float %v41.i.1, %v42.i.1
  %v44.i.1 = bitcast float %v43.i.1 to i32
  %v45.i.1 = and i32 %v36.i.1, 31
  %v46.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v45.i.1
  %v47.i.1 = load i32, ptr addrspace(1) %v46.i.1, align 4
  %v48.i.1 = sitofp i32 %v37.i.1 to double
  %v49.i.1 = sitofp i32 %v44.i.1 to double
  %v50.i.1 = fmul double %v48.i.1, %v49.i.1
  %v52.i.1 = bitcast double %v50.i.1 to i64
  %v53.i.1 = lshr i64 %v52.i.1, 29
  %v51.i.1 = trunc i64 %v53.i.1 to i32
  %v54.i.1 = sitofp i32 %v44.i.1 to float
  %v55.i.1 = sitofp i32 52 to float
  %v56.i.1 = fsub float %v54.i.1, %v55.i.1
  %v57.i.1 = bitcast float %v56.i.1 to i32
  %t10 = and i32 %n, %tid
  %t11 = sitofp i32 %t10 to float
  %t12 = sitofp i32 %t10 to float
  %t13 = fsub float %t11, %t12
  %t14 = bitcast float %t13 to i32
  %t16 = and i32 %t14, 31
  %t15 = lshr i32 %x0, %t16
  %t17 = xor i32 %x0, %t15
  %t18 = xor i32 %t17, %t14
  %t19 = xor i32 %t18, %t10
  %t20 = xor i32 %t19, %tid
  store i32 %t20, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -593442999
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = call i32 @llvm.ctpop.i32(i32 %n)
  %q2 = and i32 %tid, 31
  %q3 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q2
  %q4 = load i32, ptr addrspace(3) %q3, align 4
  %q6 = and i32 %q1, 31
  %q5 = shl i32 -1476457160, %q6
  %q7 = sub i32 %q1, %tid
  %q9 = and i32 %q5, 31
  %q8 = lshr i32 %q4, %q9
  %q11 = insertvalue [1 x i32] zeroinitializer, i32 %q5, 0
  %q12 = insertvalue [1 x i32] %q11, i32 %x0, 0
  %q13 = insertvalue [1 x i32] %q12, i32 557265011, 0
  %v1.i = and i32 30, 31
  %v2.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v1.i
  %v3.i = load i32, ptr addrspace(4) %v2.i, align 4
  %v4.i = sitofp i32 %v3.i to double
  %v5.i = sitofp i32 %v3.i to double
  %v6.i = fsub double %v4.i, %v5.i
  %v8.i = bitcast double %v6.i to i64
  %v9.i = lshr i64 %v8.i, 29
  %v7.i = trunc i64 %v9.i to i32
  %v10.i = and i32 43, 31
  %v11.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v10.i
  %v12.i = load i32, ptr addrspace(4) %v11.i, align 4
  %v13.i = sitofp i32 %v3.i to float
  %v14.i = sitofp i32 %v3.i to float
  %v15.i = fmul float %v13.i, %v14.i
  %v16.i = bitcast float %v15.i to i32
  %v17.i = and i32 %v7.i, 31
  %v18.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v17.i
  %v19.i = load i32, ptr addrspace(4) %v18.i, align 4
  %v20.i = and i32 -1694706611, 31
  %v21.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v20.i
  %v22.i = load i32, ptr addrspace(4) %v21.i, align 4
  %v24.i = icmp eq i32 %v12.i, %v19.i
  %v23.i = select i1 %v24.i, i32 %v12.i, i32 %v22.i
  %v25.i = sitofp i32 %v16.i to float
  %v26.i = sitofp i32 %v23.i to float
  %v27.i = fadd float %v25.i, %v26.i
  %v28.i = bitcast float %v27.i to i32
  %v30.i = and i32 %v23.i, 31
  %v29.i = shl i32 %v16.i, %v30.i
  %v31.i = atomicrmw add ptr addrspace(1) @count, i32 %v3.i monotonic, align 4
  %v32.i = xor i32 %v19.i, %v28.i
  %v33.i = atomicrmw add ptr addrspace(1) @count, i32 %v29.i monotonic, align 4
  %v35.i = icmp ne i32 %v28.i, %v32.i
  %v34.i = select i1 %v35.i, i32 %v28.i, i32 %v29.i
  %v36.i = mul i32 47, %v23.i
  %v37.i = xor i32 %v36.i, %v36.i
  %v38.i = and i32 %v37.i, 31
  %v39.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v38.i
  %v40.i = load i32, ptr addrspace(4) %v39.i, align 4
  %v41.i = sitofp i32 -782987315 to float
  %v42.i = sitofp i32 %v37.i to float
  %v43.i = fsub float %v41.i, %v42.i
  %v44.i = bitcast float %v43.i to i32
  %v45.i = and i32 %v36.i, 31
  %v46.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v45.i
  %v47.i = load i32, ptr addrspace(4) %v46.i, align 4
  %v48.i = sitofp i32 %v37.i to double
  %v49.i = sitofp i32 %v44.i to double
  %v50.i = fmul double %v48.i, %v49.i
  %v52.i = bitcast double %v50.i to i64
  %v53.i = lshr i64 %v52.i, 29
  %v51.i = trunc i64 %v53.i to i32
  %v54.i = sitofp i32 %v44.i to float
  %v55.i = sitofp i32 52 to float
  %v56.i = fsub float %v54.i, %v55.i
  %v57.i = bitcast float %v56.i to i32
  %q15 = icmp slt i32 %q7, 0
  %q16 = addrspacecast ptr addrspace(3) @sh to ptr
  %q17 = addrspacecast ptr addrspace(1) %islot to ptr
  %q18 = select i1 %q15, ptr %q16, ptr %q17
  %q19 = icmp slt i32 %q7, 0
  %q20 = addrspacecast ptr addrspace(1) %islot to ptr
  %q21 = select i1 %q19, ptr %q20, ptr %q18
  %q22 = sitofp i32 %q8 to double
  %q23 = sitofp i32 -3 to double
  %q24 = fsub double %q22, %q23
  %q26 = bitcast double %q24 to i64
  %q27 = lshr i64 %q26, 29
  %q25 = trunc i64 %q27 to i32
  %q29 = or i32 %q8, 1
  %q28 = urem i32 %q8, %q29
  %q30 = xor i32 %x0, %q28
  %q31 = xor i32 %q30, %q25
  %q32 = xor i32 %q31, %q8
  %q33 = xor i32 %q32, %q7
  store i32 %q33, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k1, !"kernel", i32 1}
