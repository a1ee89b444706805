; launch: @k0 grid=1 block=31 (out=i32[496] zero, in=i32[496] random 1069409454, i32 -1834336795)
; launch: @k1 grid=6 block=43 (out=i32[4128] zero, in=i32[4128] random 3291382392, i32 -817158789)
; seam-gpu case seed-000001 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [16 x i32] [i32 1098310601, i32 -835908746, i32 -2074152192, i32 -1002541059, i32 -373310474, i32 1407571619, i32 -2124973553, i32 495938567, i32 163780018, i32 -346981415, i32 -436065671, i32 1216109288, i32 -619209560, i32 -784062878, i32 860268189, i32 1914920486], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 -453082081, [2 x i32] [i32 -1746099550, i32 -217385889], i16 6040, i64 1499878091 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 1398964178, [64 x i32] [i32 1983517231, i32 -1547333500, i32 1248407321, i32 220172511, i32 -1639136003, i32 -891001498, i32 161546855, i32 1366932455, i32 -1185039495, i32 96390441, i32 -12442992, i32 -1735197360, i32 -8855887, i32 2112418364, i32 -998531139, i32 1515748278, i32 1702129912, i32 765049306, i32 -764710790, i32 -2097805092, i32 1533989687, i32 1685062514, i32 -615670478, i32 85097664, i32 1942701080, i32 618995710, i32 -1076656795, i32 677331494, i32 -892340163, i32 -1885469934, i32 1961291090, i32 -103166375, i32 -110455235, i32 746492751, i32 631926917, i32 897085533, i32 1114325142, i32 36889365, i32 52073748, i32 -1135494089, i32 -572336523, i32 -106961205, i32 -785788405, i32 1951401838, i32 2141393833, i32 1113759510, i32 -1931547639, i32 -1658003261, i32 414577173, i32 -1437091018, i32 1403120227, i32 -17082941, i32 720614310, i32 135488168, i32 1724261309, i32 803801677, i32 -1615522410, i32 2090934781, i32 144084364, i32 384022262, i32 -1335237400, i32 -38322503, i32 -1633698497, i32 -945497938], i32 1807420820 }, align 4
@sh = internal addrspace(3) global [256 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

define linkonce i32 @f0([96 x i32] %agg0) {
entry:
  %v2 = load volatile i16, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2), align 2
  %v1 = sext i16 %v2 to i32
  %v3 = and i32 %v1, 255
  %v4 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v3
  %v5 = load i32, ptr addrspace(3) %v4, align 4
  %v6 = sub i32 %v1, 1977382657
  %v7 = sitofp i32 %v6 to float
  %v8 = sitofp i32 %v6 to float
  %v9 = fadd float %v7, %v8
  %v10 = bitcast float %v9 to i32
  %v12 = and i32 -677213580, 31
  %v11 = ashr i32 %v6, %v12
  %v13 = and i32 %v5, 255
  %v14 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v13
  %v15 = load i32, ptr addrspace(3) %v14, align 4
  %v16 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 87
  %v17 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 76
  %v18 = icmp ne ptr addrspace(3) %v16, %v17
  %v19 = select i1 %v18, i32 38, i32 %v6
  %v20 = add i32 %v19, 1
  %v21 = ptrtoint ptr addrspace(3) %v16 to i64
  %v22 = and i64 %v21, 0
  %v23 = trunc i64 %v22 to i32
  %v24 = add i32 %v20, %v23
  %v25 = shl i32 0, 29
  %v26 = and i32 %v15, %v6
  %v27 = and i32 %v25, 255
  %v28 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v27
  %v29 = load i32, ptr addrspace(3) %v28, align 4
  %v30 = and i32 %v15, 255
  %v31 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v30
  %v32 = load i32, ptr addrspace(3) %v31, align 4
  %v34 = and i32 47, 31
  %v33 = lshr i32 %v29, %v34
  %v35 = atomicrmw add ptr addrspace(1) @count, i32 %v26 monotonic, align 4
  %v36 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 101
  %v37 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 104
  %v38 = icmp sgt ptr addrspace(3) %v36, %v37
  %v39 = select i1 %v38, i32 %v33, i32 -5
  %v40 = add i32 %v39, 19
  %v41 = atomicrmw add ptr addrspace(1) @count, i32 -782987315 monotonic, align 4
  %v43 = and i32 %v29, 32767
  %v44 = or i32 %v43, 1
  %v42 = sdiv i32 %v32, %v44
  %v45 = atomicrmw add ptr addrspace(1) @count, i32 %v10 monotonic, align 4
  %v46 = or i32 %v40, %v32
  %v48 = and i32 %v33, 32767
  %v49 = or i32 %v48, 1
  %v47 = srem i32 %v42, %v49
  %v51 = and i32 -139754503, 32767
  %v52 = or i32 %v51, 1
  %v50 = sdiv i32 %v42, %v52
  %v53 = or i32 -853035335, %v47
  %v54 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 11
  %v55 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 138
  %v56 = icmp sle ptr addrspace(3) %v54, %v55
  %v57 = select i1 %v56, i32 %v53, i32 30
  %v58 = add i32 %v57, 52
  %v60 = icmp ne i32 %v33, 126466713
  %v59 = select i1 %v60, i32 %v33, i32 %v50
  %v61 = and i32 %v53, 255
  %v62 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v61
  %v63 = load i32, ptr addrspace(3) %v62, align 4
  %v64 = and i32 %v59, %v63
  %v65 = atomicrmw add ptr addrspace(1) @count, i32 39 monotonic, align 4
  %v66 = sdiv i64 -8, 56
  %v67 = trunc nuw i64 %v66 to i32
  %v68 = atomicrmw add ptr addrspace(1) @count, i32 %v63 monotonic, align 4
  %v69 = and i32 %v59, 255
  %v70 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v69
  %v71 = load i32, ptr addrspace(3) %v70, align 4
  %v72 = mul i32 %v64, %v63
  %v74 = and i32 -1298732131, 32767
  %v75 = or i32 %v74, 1
  %v73 = sdiv i32 %v72, %v75
  %v76 = xor i32 %v73, %v59
  ret i32 %v76
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 664891839
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a2 = and i32 %x0, 31
  %a1 = lshr i32 %x0, %a2
  %a3 = insertvalue [96 x i32] zeroinitializer, i32 %x0, 3
  %a4 = insertvalue [96 x i32] %a3, i32 %tid, 95
  %a5 = call i32 @f0([96 x i32] %a4)
  %a6 = insertvalue [96 x i32] zeroinitializer, i32 %x0, 39
  %a7 = insertvalue [96 x i32] %a6, i32 %a1, 63
  %a8 = call i32 @f0([96 x i32] %a7) #3
  %a9 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 0
  %a10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 6
  %a11 = icmp sle ptr addrspace(1) %a9, %a10
  %a12 = select i1 %a11, i32 %a8, i32 19
  %a13 = add i32 %a12, 53
  %a14 = fcmp uno float 0x7FF0000000000000, 0xFFF0000000000000
  %a15 = zext i1 %a14 to i32
  %a16 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 24
  %a17 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 97
  %a18 = icmp ult ptr addrspace(3) %a16, %a17
  %a19 = select i1 %a18, i32 21, i32 %a8
  %a20 = add i32 %a19, 40
  %a21 = or i8 0, 33
  %a22 = zext i8 %a21 to i32
  %a23 = mul i32 %a15, 42
  %a24 = sitofp i32 %a23 to float
  %a25 = sitofp i32 %a23 to float
  %a26 = fadd float %a24, %a25
  %a27 = bitcast float %a26 to i32
  %a28 = bitcast i32 %a23 to <2 x i16>
  %a29 = bitcast i32 %n to <2 x i16>
  %a30 = add <2 x i16> %a28, %a29
  %a31 = bitcast <2 x i16> %a30 to i32
  %a33 = and i32 %a31, 31
  %a32 = lshr i32 %a31, %a33
  %a34 = insertvalue [96 x i32] zeroinitializer, i32 %a23, 7
  %a35 = insertvalue [96 x i32] %a34, i32 %a32, 81
  %a36 = notail call i32 @f0([96 x i32] %a35) #4
  %a37 = icmp ugt i64 14, 14
  %a38 = zext i1 %a37 to i32
  %a39 = xor i32 %x0, %a38
  %a40 = xor i32 %a39, %a36
  %a41 = xor i32 %a40, %a32
  %a42 = xor i32 %a41, %a31
  store i32 %a42, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1738311067
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = insertvalue [96 x i32] zeroinitializer, i32 %x0, 39
  %t2 = insertvalue [96 x i32] %t1, i32 %tid, 95
  %t3 = insertvalue [96 x i32] %t2, i32 %x0, 53
  %t4 = call i32 @f0([96 x i32] %t3)
  %t6 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2
  %t7 = load i16, ptr addrspace(4) %t6, align 2
  %t5 = sext i16 %t7 to i32
  %t9 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %t8 = load i32, ptr addrspace(1) %t9, align 4
  %t10 = insertelement <4 x i32> poison, i32 %t8, i64 0
  %t11 = insertelement <4 x i32> %t10, i32 %t4, i64 1
  %t12 = shufflevector <4 x i32> %t11, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %t13 = xor <4 x i32> %t12, <i32 40, i32 55, i32 9, i32 50>
  %t14 = extractelement <4 x i32> %t13, i32 1
  %t15 = and i32 %t5, 15
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t15
  %t17 = load i32, ptr addrspace(1) %t16, align 4
  %t18 = insertvalue [96 x i32] zeroinitializer, i32 %t17, 40
  %t19 = insertvalue [96 x i32] %t18, i32 %t8, 53
  %t20 = call i32 @f0([96 x i32] %t19)
  %t21 = and i32 %t20, 15
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t21
  %t23 = load i32, ptr addrspace(1) %t22, align 4
  %t24 = insertvalue [96 x i32] zeroinitializer, i32 %t23, 73
  %t25 = insertvalue [96 x i32] %t24, i32 21, 19
  %t26 = insertvalue [96 x i32] %t25, i32 %t23, 53
  %t27 = notail call i32 @f0([96 x i32] %t26)
  %t28 = insertvalue [96 x i32] zeroinitializer, i32 %t27, 41
  %t29 = insertvalue [96 x i32] %t28, i32 %t8, 73
  %t30 = insertvalue [96 x i32] %t29, i32 %x0, 77
  %t31 = notail call i32 @f0([96 x i32] %t30)
  %t32 = and i32 %t20, 15
  %t33 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t32
  %t34 = load i32, ptr addrspace(4) %t33, align 4
  %t35 = and i32 47, 15
  %t36 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t35
  %t37 = load i32, ptr addrspace(4) %t36, align 4
  %t38 = insertvalue [96 x i32] zeroinitializer, i32 %t37, 62
  %t39 = insertvalue [96 x i32] %t38, i32 %t37, 39
  %t40 = call i32 @f0([96 x i32] %t39) #5
  %t41 = insertelement <4 x i32> poison, i32 %t27, i64 0
  %t42 = insertelement <4 x i32> %t41, i32 %n, i64 1
  %t43 = shufflevector <4 x i32> %t42, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
  %t44 = xor <4 x i32> %t43, <i32 13, i32 -6, i32 46, i32 42>
  %t45 = icmp ne <4 x i32> %t44, %t43
  %t46 = select <4 x i1> %t45, <4 x i32> %t44, <4 x i32> %t43
  %t48 = and i32 %t40, 3
  %t47 = extractelement <4 x i32> %t46, i32 %t48
  %t49 = sitofp i32 %t34 to float
  %t50 = sitofp i32 %t47 to float
  %t51 = fsub float %t49, %t50
  %t52 = bitcast float %t51 to i32
  %t53 = insertvalue [96 x i32] zeroinitializer, i32 %t37, 24
  %t54 = call i32 @f0([96 x i32] %t53)
  %t55 = atomicrmw add ptr addrspace(1) @count, i32 %t54 monotonic, align 4
  %t56 = call i32 @llvm.umin.i32(i32 %t23, i32 -1147680157)
  %t57 = insertvalue [96 x i32] zeroinitializer, i32 %t4, 66
  %t58 = insertvalue [96 x i32] %t57, i32 %t52, 61
  %t59 = call i32 @f0([96 x i32] %t58)
  %t60 = sitofp i32 %t56 to float
  %t61 = sitofp i32 %t17 to float
  %t62 = fsub float %t60, %t61
  %t63 = bitcast float %t62 to i32
  %t64 = and i32 %t59, 15
  %t65 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t64
  store i32 %t59, ptr addrspace(1) %t65, align 4
  %t67 = and i32 %t40, 32767
  %t68 = or i32 %t67, 1
  %t66 = sdiv i32 %t14, %t68
  %t69 = xor i32 %x0, %t66
  %t70 = xor i32 %t69, %t63
  %t71 = xor i32 %t70, %t59
  %t72 = xor i32 %t71, %t56
  store i32 %t72, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 256
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1400541983
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = and i32 %n, 15
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q1
  %q3 = load i32, ptr addrspace(1) %q2, align 4
  %q4 = and i32 36, 15
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q4
  store i32 %x0, ptr addrspace(1) %q5, align 4
  %q6 = urem i64 23, 31
  %q7 = trunc i64 %q6 to i32
  %q8 = icmp slt i32 %tid, 0
  %q9 = addrspacecast ptr addrspace(1) %slot to ptr
  %q10 = addrspacecast ptr addrspace(4) @c to ptr
  %q11 = select i1 %q8, ptr %q9, ptr %q10
  %q12 = icmp slt i32 %q7, 0
  %q13 = addrspacecast ptr addrspace(1) %slot to ptr
  %q14 = select i1 %q12, ptr %q13, ptr %q11
  %q15 = and i32 %q7, 15
  %q16 = getelementptr inbounds i32, ptr %q11, i32 %q15
  %q17 = load i32, ptr %q16, align 4
  %q18 = and i32 %q7, 15
  %q19 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q18
  store i32 %q7, ptr addrspace(1) %q19, align 4
  %q20 = sub i32 %x0, %tid
  %q22 = and i32 %q17, 32767
  %q23 = or i32 %q22, 1
  %q21 = srem i32 %q7, %q23
  %q24 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 0
  %q25 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 4
  %q26 = icmp sgt ptr addrspace(1) %q24, %q25
  %q27 = select i1 %q26, i32 %q7, i32 56
  %q28 = add i32 %q27, 32
  %q29 = insertvalue [96 x i32] zeroinitializer, i32 %q3, 41
  %q30 = insertvalue [96 x i32] %q29, i32 %q20, 68
  %q31 = call i32 @f0([96 x i32] %q30)
  %q32 = insertvalue [96 x i32] zeroinitializer, i32 %q20, 33
  %q33 = call i32 @f0([96 x i32] %q32)
  %q34 = and i32 %q33, 15
  %q35 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q34
  %q36 = load i32, ptr addrspace(1) %q35, align 4
  %q38 = or i32 %q36, 1
  %q37 = urem i32 %q31, %q38
  %q39 = insertvalue [96 x i32] zeroinitializer, i32 %q36, 32
  %q40 = insertvalue [96 x i32] %q39, i32 %q20, 13
  %q41 = insertvalue [96 x i32] %q40, i32 %tid, 3
  %q42 = notail call i32 @f0([96 x i32] %q41)
  %q43 = and i32 %q7, 15
  %q44 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q43
  %q45 = load i32, ptr addrspace(4) %q44, align 4
  %q46 = mul i32 %q45, %q36
  %q47 = insertvalue [96 x i32] zeroinitializer, i32 %q45, 29
  %q48 = call i32 @f0([96 x i32] %q47)
  %q49 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 0
  %q50 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  %q51 = icmp ule ptr addrspace(1) %q49, %q50
  %q52 = select i1 %q51, i32 8, i32 %q48
  %q53 = add i32 %q52, 56
  %q54 = ptrtoint ptr addrspace(1) %q49 to i64
  %q55 = and i64 %q54, 0
  %q56 = trunc i64 %q55 to i32
  %q57 = add i32 %q53, %q56
  %q58 = xor i32 %x0, %q57
  %q59 = xor i32 %q58, %q48
  %q60 = xor i32 %q59, %q46
  %q61 = xor i32 %q60, %q45
  store i32 %q61, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.umin.i32(i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "seam-site"="2" }
attributes #4 = { nounwind "seam-site"="3" }
attributes #5 = { nounwind "seam-site"="8" }

!nvvm.annotations = !{!0}

!0 = !{ptr @k0, !"kernel", i32 1}
