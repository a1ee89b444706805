; launch: @k0 grid=1 block=4 (out=i32[256] zero, in=i32[256] random 4020763159, i32 1651089894)
; launch: @k1 grid=1 block=9 (out=i32[576] zero, in=i32[576] random 3191414000, i32 -1564273193)
; launch: @k2 grid=1 block=8 (out=i32[512] zero, in=i32[512] random 796814027, i32 928466060)
; seam-gpu case seed-000002 variant original
; seam-case seed=2
; config: functions=4,kernels=4,depth=3,stmts=8,trip=16,slot=64,shared=256,grid=5,block=25,cost=897746,features=mutual-recursion+type-tests+shared-mem+disagree+isspacep+constexpr-casts+aggregates+big-params+big-returns+noinline+repeated+loops+atomics+multi-kernels+unreferenced-kernels+early-returns+vectors+half
; features: shared-mem,repeated,loops,atomics,multi-kernels,unreferenced-kernels,half
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: force-inline @k3 = kernel (params 20, return 0)
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = launched
; label: kernel @k3 = unreferenced
; label: variable @count = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [256 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

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
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1366407079
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = xor i32 %tid, -444352013
  %v2 = xor i32 %v1, 20
  %v3 = shl i32 %v2, 26
  %v4 = and i32 %v3, 1485294847
  %v5 = and i32 %v4, 20
  %v6 = and i32 %v5, -277874579
  %v7 = xor i32 %v6, 20
  %v8 = or i32 %v7, 20
  %v9 = or i32 %v8, 20
  %v10 = add i32 %v9, %v1
  %v11 = and i32 %v10, %v6
  %v12 = lshr i32 %v11, 30
  %v13 = xor i32 %v12, 1880449197
  %v14 = sub i32 %v13, %v10
  %v15 = and i32 13, 15
  br label %loop1

loop1:
  %v16 = phi i32 [ 0, %shdone ], [ %v18, %body2 ]
  %v17 = phi i32 [ %x0, %shdone ], [ %v19, %body2 ]
  %v20 = icmp ult i32 %v16, %v15
  br i1 %v20, label %body2, label %exit3

body2:
  %v21 = sub i32 %v16, %v14
  %v23 = and i32 %v14, 31
  %v22 = ashr i32 %v21, %v23
  %v24 = and i32 -1688382883, 255
  %v25 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v24
  %v26 = load i32, ptr addrspace(3) %v25, align 4
  %v19 = add i32 %v17, %v26
  %v18 = add nuw nsw i32 %v16, 1
  br label %loop1

exit3:
  %v27 = add i32 %v14, %x0
  %v28 = and i32 %v14, 1023
  %v29 = and i32 %v14, 1023
  %v30 = sitofp i32 %v28 to bfloat
  %v31 = uitofp i32 %v29 to bfloat
  %v32 = fsub bfloat %v30, %v31
  %v33 = bitcast bfloat %v32 to i16
  %v34 = zext i16 %v33 to i32
  %v35 = xor i32 %v14, -444352013
  %v36 = xor i32 %v35, %v17
  %v37 = shl i32 %v36, 26
  %v38 = and i32 %v37, 1485294847
  %v39 = and i32 %v38, %v17
  %v40 = and i32 %v39, -277874579
  %v41 = xor i32 %v40, %v17
  %v42 = or i32 %v41, %v17
  %v43 = or i32 %v42, %v17
  %v44 = add i32 %v43, %v35
  %v45 = and i32 %v44, %v40
  %v46 = lshr i32 %v45, 30
  %v47 = xor i32 %v46, 1880449197
  %v48 = sub i32 %v47, %v44
  %v49 = xor i32 %x0, %v48
  %v50 = xor i32 %v49, %v34
  %v51 = xor i32 %v50, %v27
  %v52 = xor i32 %v51, %v17
  %v53 = xor i32 %v52, %v14
  store i32 %v53, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 682723077
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %tid, 63
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a1
  %a3 = load i32, ptr addrspace(1) %a2, align 4
  %a4 = and i32 %n, 63
  %a5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a4
  store i32 %x0, ptr addrspace(1) %a5, align 4
  %a6 = and i32 %a3, 63
  %a7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a6
  store i32 17, ptr addrspace(1) %a7, align 4
  %a8 = xor i32 %a3, -444352013
  %a9 = xor i32 %a8, %a3
  %a10 = shl i32 %a9, 26
  %a11 = and i32 %a10, 1485294847
  %a12 = and i32 %a11, %a3
  %a13 = and i32 %a12, -277874579
  %a14 = xor i32 %a13, %a3
  %a15 = or i32 %a14, %a3
  %a16 = or i32 %a15, %a3
  %a17 = add i32 %a16, %a8
  %a18 = and i32 %a17, %a13
  %a19 = lshr i32 %a18, 30
  %a20 = xor i32 %a19, 1880449197
  %a21 = sub i32 %a20, %a17
  %a23 = and i32 %a3, 32767
  %a24 = or i32 %a23, 1
  %a22 = srem i32 %x0, %a24
  %a25 = and i32 %a21, 255
  %a26 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a25
  %a27 = load i32, ptr addrspace(3) %a26, align 4
  %a28 = xor i32 %a21, -444352013
  %a29 = xor i32 %a28, %a22
  %a30 = shl i32 %a29, 26
  %a31 = and i32 %a30, 1485294847
  %a32 = and i32 %a31, %a22
  %a33 = and i32 %a32, -277874579
  %a34 = xor i32 %a33, %a22
  %a35 = or i32 %a34, %a22
  %a36 = or i32 %a35, %a22
  %a37 = add i32 %a36, %a28
  %a38 = and i32 %a37, %a33
  %a39 = lshr i32 %a38, 30
  %a40 = xor i32 %a39, 1880449197
  %a41 = sub i32 %a40, %a37
  %a42 = xor i32 %x0, %a41
  %a43 = xor i32 %a42, %a27
  %a44 = xor i32 %a43, %a22
  %a45 = xor i32 %a44, %a21
  store i32 %a45, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 519966669
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = atomicrmw add ptr addrspace(1) @count, i32 %x0 monotonic, align 4
  %t2 = and i32 %tid, 63
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t2
  %t4 = load i32, ptr addrspace(1) %t3, align 4
  %t5 = atomicrmw add ptr addrspace(1) @count, i32 %tid monotonic, align 4
  %t6 = xor i32 %x0, -444352013
  %t7 = xor i32 %t6, %tid
  %t8 = shl i32 %t7, 26
  %t9 = and i32 %t8, 1485294847
  %t10 = and i32 %t9, %tid
  %t11 = and i32 %t10, -277874579
  %t12 = xor i32 %t11, %tid
  %t13 = or i32 %t12, %tid
  %t14 = or i32 %t13, %tid
  %t15 = add i32 %t14, %t6
  %t16 = and i32 %t15, %t11
  %t17 = lshr i32 %t16, 30
  %t18 = xor i32 %t17, 1880449197
  %t19 = sub i32 %t18, %t15
  %t20 = xor i32 %tid, -444352013
  %t21 = xor i32 %t20, %x0
  %t22 = shl i32 %t21, 26
  %t23 = and i32 %t22, 1485294847
  %t24 = and i32 %t23, %x0
  %t25 = and i32 %t24, -277874579
  %t26 = xor i32 %t25, %x0
  %t27 = or i32 %t26, %x0
  %t28 = or i32 %t27, %x0
  %t29 = add i32 %t28, %t20
  %t30 = and i32 %t29, %t25
  %t31 = lshr i32 %t30, 30
  %t32 = xor i32 %t31, 1880449197
  %t33 = sub i32 %t32, %t29
  %t34 = xor i32 %x0, %t33
  %t35 = xor i32 %t34, %t19
  %t36 = xor i32 %t35, %t4
  %t37 = xor i32 %t36, %tid
  store i32 %t37, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -893771077
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = mul i32 %tid, %n
  %q2 = and i32 10, 1023
  %q3 = and i32 %x0, 1023
  %q4 = sitofp i32 %q2 to bfloat
  %q5 = uitofp i32 %q3 to bfloat
  %q6 = fsub bfloat %q4, %q5
  %q9 = fpext bfloat %q6 to float
  %q10 = fptrunc float %q9 to bfloat
  %q7 = bitcast bfloat %q10 to i16
  %q8 = zext i16 %q7 to i32
  %q11 = and i32 %q1, 63
  %q12 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %q11
  %q13 = load i32, ptr addrspace(1) %q12, align 4
  %q14 = and i32 %q13, 63
  %q15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q14
  %q16 = load i32, ptr addrspace(1) %q15, align 4
  %q17 = xor i32 %x0, -444352013
  %q18 = xor i32 %q17, %q8
  %q19 = shl i32 %q18, 26
  %q20 = and i32 %q19, 1485294847
  %q21 = and i32 %q20, %q8
  %q22 = and i32 %q21, -277874579
  %q23 = xor i32 %q22, %q8
  %q24 = or i32 %q23, %q8
  %q25 = or i32 %q24, %q8
  %q26 = add i32 %q25, %q17
  %q27 = and i32 %q26, %q22
  %q28 = lshr i32 %q27, 30
  %q29 = xor i32 %q28, 1880449197
  %q30 = sub i32 %q29, %q26
  %q31 = xor i32 %q13, -444352013
  %q32 = xor i32 %q31, %q8
  %q33 = shl i32 %q32, 26
  %q34 = and i32 %q33, 1485294847
  %q35 = and i32 %q34, %q8
  %q36 = and i32 %q35, -277874579
  %q37 = xor i32 %q36, %q8
  %q38 = or i32 %q37, %q8
  %q39 = or i32 %q38, %q8
  %q40 = add i32 %q39, %q31
  %q41 = and i32 %q40, %q36
  %q42 = lshr i32 %q41, 30
  %q43 = xor i32 %q42, 1880449197
  %q44 = sub i32 %q43, %q40
  %q45 = xor i32 %x0, %q44
  %q46 = xor i32 %q45, %q30
  %q47 = xor i32 %q46, %q16
  %q48 = xor i32 %q47, %q13
  store i32 %q48, ptr addrspace(1) %slot, align 4
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
