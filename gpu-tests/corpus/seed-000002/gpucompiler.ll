; launch: @k0 grid=2 block=27 (out=i32[1728] zero, in=i32[1728] random 2089744999, i32 -790248586)
; launch: @k1 grid=5 block=16 (out=i32[2560] zero, in=i32[2560] random 4160224309, i32 -393134305)
; launch: @k2 grid=2 block=13 (out=i32[832] zero, in=i32[832] random 520749325, i32 -1685020477)
; seam-gpu case seed-000002 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [1024 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1880449197
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = and i32 %tid, 31
  %v2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v1
  store i32 %x0, ptr addrspace(1) %v2, align 4
  %v3 = or i32 %n, %tid
  %v4 = and i32 35, 31
  %v5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v4
  store i32 %v3, ptr addrspace(1) %v5, align 4
  %v6 = and i32 %tid, 31
  %v7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v6
  store i32 %x0, ptr addrspace(1) %v7, align 4
  %v8 = shl i32 %v3, 31
  %v9 = lshr i32 %v8, 26
  %v10 = sub i32 %v9, %v3
  %v11 = or i32 %v10, %v8
  %v12 = shl i32 %v11, 26
  %v13 = and i32 %v12, 1485294847
  %v14 = and i32 %v13, %v3
  %v15 = and i32 %v14, -277874579
  %v16 = xor i32 %v15, %v3
  %v17 = or i32 %v16, %v3
  %v18 = or i32 %v17, %v3
  %v19 = add i32 %v18, %v10
  %v20 = and i32 %v19, %v17
  %v21 = lshr i32 %v20, 30
  %v22 = shl i32 %x0, 31
  %v23 = lshr i32 %v22, 26
  %v24 = sub i32 %v23, %n
  %v25 = or i32 %v24, %v22
  %v26 = shl i32 %v25, 26
  %v27 = and i32 %v26, 1485294847
  %v28 = and i32 %v27, %n
  %v29 = and i32 %v28, -277874579
  %v30 = xor i32 %v29, %n
  %v31 = or i32 %v30, %n
  %v32 = or i32 %v31, %n
  %v33 = add i32 %v32, %v24
  %v34 = and i32 %v33, %v31
  %v35 = lshr i32 %v34, 30
  %v36 = xor i32 %x0, %v35
  %v37 = xor i32 %v36, %v21
  %v38 = xor i32 %v37, %v3
  %v39 = xor i32 %v38, %tid
  store i32 %v39, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1564362733
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a2 = icmp eq i32 %n, %n
  %a1 = select i1 %a2, i32 %n, i32 %tid
  %a3 = sub i32 %x0, %x0
  %a4 = mul i32 %x0, %tid
  %a5 = and i32 %a1, 31
  %a6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a5
  %a7 = load i32, ptr addrspace(1) %a6, align 4
  %a8 = and i32 %a4, 31
  %a9 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a8
  %a10 = load i32, ptr addrspace(1) %a9, align 4
  %a11 = shl i32 %a7, 31
  %a12 = lshr i32 %a11, 26
  %a13 = sub i32 %a12, %a10
  %a14 = or i32 %a13, %a11
  %a15 = shl i32 %a14, 26
  %a16 = and i32 %a15, 1485294847
  %a17 = and i32 %a16, %a10
  %a18 = and i32 %a17, -277874579
  %a19 = xor i32 %a18, %a10
  %a20 = or i32 %a19, %a10
  %a21 = or i32 %a20, %a10
  %a22 = add i32 %a21, %a13
  %a23 = and i32 %a22, %a20
  %a24 = lshr i32 %a23, 30
  %a25 = xor i32 %a10, %a10
  %a26 = and i32 %a10, 31
  br label %loop1

loop1:
  %a27 = phi i32 [ 0, %shdone ], [ %a29, %body2 ]
  %a28 = phi i32 [ %a24, %shdone ], [ %a30, %body2 ]
  %a31 = icmp ult i32 %a27, %a26
  br i1 %a31, label %body2, label %exit3

body2:
  %a33 = icmp slt i32 1977143781, %a24
  %a32 = select i1 %a33, i32 1977143781, i32 %a27
  %a34 = and i32 -65077745, 31
  %a35 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a34
  %a36 = load i32, ptr addrspace(1) %a35, align 4
  %a38 = and i32 %a28, 31
  %a37 = shl i32 %a32, %a38
  %a39 = and i32 %a10, 31
  %a40 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a39
  store i32 %a25, ptr addrspace(1) %a40, align 4
  %a30 = sub i32 %a28, %a37
  %a29 = add nuw nsw i32 %a27, 1
  br label %loop1

exit3:
  %a41 = sub i32 %a3, %a24
  %a42 = add i32 %a25, %a24
  %a43 = and i32 %a42, 31
  %a44 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a43
  store i32 %a3, ptr addrspace(1) %a44, align 4
  %a45 = call i32 @llvm.umax.i32(i32 %a25, i32 19)
  %a46 = and i32 %a42, %a42
  %a47 = and i32 %a42, 31
  %a48 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a47
  %a49 = load i32, ptr addrspace(1) %a48, align 4
  %a50 = mul i32 %a46, -1109484154
  %a52 = or i32 %a45, 1
  %a51 = udiv i32 %a45, %a52
  %a53 = and i32 %a28, 31
  %a54 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a53
  store i32 %a46, ptr addrspace(1) %a54, align 4
  %a56 = and i32 %tid, 31
  %a55 = lshr i32 %a50, %a56
  %a57 = shl i32 %a50, 31
  %a58 = lshr i32 %a57, 26
  %a59 = sub i32 %a58, 725047108
  %a60 = or i32 %a59, %a57
  %a61 = shl i32 %a60, 26
  %a62 = and i32 %a61, 1485294847
  %a63 = and i32 %a62, 725047108
  %a64 = and i32 %a63, -277874579
  %a65 = xor i32 %a64, 725047108
  %a66 = or i32 %a65, 725047108
  %a67 = or i32 %a66, 725047108
  %a68 = add i32 %a67, %a59
  %a69 = and i32 %a68, %a66
  %a70 = lshr i32 %a69, 30
  %a71 = xor i32 %x0, %a70
  %a72 = xor i32 %a71, %a55
  %a73 = xor i32 %a72, %a51
  %a74 = xor i32 %a73, %a50
  %a75 = xor i32 %a74, %a24
  store i32 %a75, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1999787801
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = call i32 @llvm.ctpop.i32(i32 5)
  %t2 = shl i32 %x0, 31
  %t3 = lshr i32 %t2, 26
  %t4 = sub i32 %t3, %t1
  %t5 = or i32 %t4, %t2
  %t6 = shl i32 %t5, 26
  %t7 = and i32 %t6, 1485294847
  %t8 = and i32 %t7, %t1
  %t9 = and i32 %t8, -277874579
  %t10 = xor i32 %t9, %t1
  %t11 = or i32 %t10, %t1
  %t12 = or i32 %t11, %t1
  %t13 = add i32 %t12, %t4
  %t14 = and i32 %t13, %t11
  %t15 = lshr i32 %t14, 30
  %t16 = and i32 %x0, 31
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t16
  %t18 = load i32, ptr addrspace(1) %t17, align 4
  %t19 = and i32 %t1, 31
  br label %loop1

loop1:
  %t20 = phi i32 [ 0, %shdone ], [ %t22, %exit6 ]
  %t21 = phi i32 [ %tid, %shdone ], [ %t23, %exit6 ]
  %t24 = icmp ult i32 %t20, %t19
  br i1 %t24, label %body2, label %exit3

body2:
  br label %loop4

loop4:
  %t25 = phi i32 [ 0, %body2 ], [ %t27, %body5 ]
  %t26 = phi i32 [ %t20, %body2 ], [ %t28, %body5 ]
  %t29 = icmp ult i32 %t25, 27
  br i1 %t29, label %body5, label %exit6

body5:
  %t30 = and i32 %t21, 31
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t30
  %t32 = load i32, ptr addrspace(1) %t31, align 4
  %t33 = atomicrmw add ptr addrspace(1) @count, i32 %t25 monotonic, align 4
  %t28 = sub i32 %t26, %t32
  %t27 = add nuw nsw i32 %t25, 1
  br label %loop4

exit6:
  %t34 = mul i32 %t15, 562869382
  %t35 = and i32 %t26, 1023
  %t36 = and i32 %t26, 1023
  %t42 = sitofp i32 %t35 to half
  %t43 = uitofp i32 %t36 to half
  %t44 = insertelement <2 x half> poison, half %t42, i64 0
  %t45 = insertelement <2 x half> %t44, half %t43, i64 1
  %t46 = insertelement <2 x half> poison, half %t43, i64 0
  %t47 = insertelement <2 x half> %t46, half %t42, i64 1
  %t48 = fsub <2 x half> %t45, %t47
  %t41 = bitcast <2 x half> %t48 to i32
  %t49 = and i32 %x0, 1023
  %t50 = and i32 %t18, 1023
  %t51 = sitofp i32 %t49 to bfloat
  %t52 = uitofp i32 %t50 to bfloat
  %t53 = fsub bfloat %t51, %t52
  %t56 = fpext bfloat %t53 to float
  %t57 = fptrunc float %t56 to bfloat
  %t54 = bitcast bfloat %t57 to i16
  %t55 = zext i16 %t54 to i32
  %t23 = add i32 %t21, %t55
  %t22 = add nuw nsw i32 %t20, 1
  br label %loop1

exit3:
  %t58 = bitcast i32 %t18 to <2 x i16>
  %t59 = bitcast i32 %x0 to <2 x i16>
  %t60 = sub <2 x i16> %t58, %t59
  %t61 = bitcast <2 x i16> %t60 to i32
  %t62 = and i32 %t18, -882540135
  %t64 = or i32 %t21, 1
  %t63 = urem i32 -1665401285, %t64
  %t65 = insertelement <4 x i32> poison, i32 %n, i64 0
  %t66 = insertelement <4 x i32> %t65, i32 %t62, i64 1
  %t67 = shufflevector <4 x i32> %t66, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 0>
  %t68 = add <4 x i32> %t67, <i32 42, i32 42, i32 20, i32 50>
  %t70 = and i32 %t15, 3
  %t69 = extractelement <4 x i32> %t68, i32 %t70
  %t71 = shl i32 %t61, 31
  %t72 = lshr i32 %t71, 26
  %t73 = sub i32 %t72, %t69
  %t74 = or i32 %t73, %t71
  %t75 = shl i32 %t74, 26
  %t76 = and i32 %t75, 1485294847
  %t77 = and i32 %t76, %t69
  %t78 = and i32 %t77, -277874579
  %t79 = xor i32 %t78, %t69
  %t80 = or i32 %t79, %t69
  %t81 = or i32 %t80, %t69
  %t82 = add i32 %t81, %t73
  %t83 = and i32 %t82, %t80
  %t84 = lshr i32 %t83, 30
  %t85 = xor i32 %x0, %t84
  %t86 = xor i32 %t85, %t69
  %t87 = xor i32 %t86, %t63
  %t88 = xor i32 %t87, %t62
  %t89 = xor i32 %t88, %t15
  store i32 %t89, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -441455905
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q2 = and i32 %n, 32767
  %q3 = or i32 %q2, 1
  %q1 = sdiv i32 %n, %q3
  %q4 = atomicrmw add ptr addrspace(1) @count, i32 %n monotonic, align 4
  %q5 = and i32 %tid, 31
  %q6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q5
  store i32 %tid, ptr addrspace(1) %q6, align 4
  %q7 = shl i32 %q1, 31
  %q8 = lshr i32 %q7, 26
  %q9 = sub i32 %q8, %q1
  %q10 = or i32 %q9, %q7
  %q11 = shl i32 %q10, 26
  %q12 = and i32 %q11, 1485294847
  %q13 = and i32 %q12, %q1
  %q14 = and i32 %q13, -277874579
  %q15 = xor i32 %q14, %q1
  %q16 = or i32 %q15, %q1
  %q17 = or i32 %q16, %q1
  %q18 = add i32 %q17, %q9
  %q19 = and i32 %q18, %q16
  %q20 = lshr i32 %q19, 30
  %q21 = and i32 %q20, 31
  br label %loop1

loop1:
  %q22 = phi i32 [ 0, %shdone ], [ %q24, %body2 ]
  %q23 = phi i32 [ %x0, %shdone ], [ %q25, %body2 ]
  %q26 = icmp ult i32 %q22, %q21
  br i1 %q26, label %body2, label %exit3

body2:
  %q27 = bitcast i32 %q1 to <2 x i16>
  %q28 = bitcast i32 %q20 to <2 x i16>
  %q29 = mul <2 x i16> %q27, %q28
  %q30 = bitcast <2 x i16> %q29 to i32
  %q25 = sub i32 %q23, %q30
  %q24 = add nuw nsw i32 %q22, 1
  br label %loop1

exit3:
  %q32 = and i32 %tid, 32767
  %q33 = or i32 %q32, 1
  %q31 = sdiv i32 %q20, %q33
  %q34 = shl i32 %q23, 31
  %q35 = lshr i32 %q34, 26
  %q36 = sub i32 %q35, %q23
  %q37 = or i32 %q36, %q34
  %q38 = shl i32 %q37, 26
  %q39 = and i32 %q38, 1485294847
  %q40 = and i32 %q39, %q23
  %q41 = and i32 %q40, -277874579
  %q42 = xor i32 %q41, %q23
  %q43 = or i32 %q42, %q23
  %q44 = or i32 %q43, %q23
  %q45 = add i32 %q44, %q36
  %q46 = and i32 %q45, %q43
  %q47 = lshr i32 %q46, 30
  %q48 = xor i32 %x0, %q47
  %q49 = xor i32 %q48, %q31
  %q50 = xor i32 %q49, %q23
  %q51 = xor i32 %q50, %q20
  store i32 %q51, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.umax.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k2, !"kernel", i32 1}
