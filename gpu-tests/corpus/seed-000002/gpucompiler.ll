; launch: @k0 grid=7 block=3 (out=i32[672] zero, in=i32[672] random 381492645, i32 -1465509297)
; launch: @k1 grid=6 block=19 (out=i32[3648] zero, in=i32[3648] random 1458350270, i32 629806659)
; launch: @k2 grid=4 block=23 (out=i32[2944] zero, in=i32[2944] random 160349351, i32 -1837685770)
; launch: @k3 grid=6 block=7 (out=i32[1344] zero, in=i32[1344] random 1843124780, i32 2033841103)
; seam-gpu case seed-000002 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [512 x i32] undef, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 292448287
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = atomicrmw add ptr addrspace(1) @count, i32 %n monotonic, align 4
  %v2 = and i32 %tid, 31
  %v3 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v2
  %v4 = load i32, ptr addrspace(1) %v3, align 4
  %v6 = and i32 %tid, 31
  %v5 = ashr i32 %n, %v6
  %v8 = icmp eq i32 %n, %v4
  %v7 = select i1 %v8, i32 %n, i32 %v4
  %v9 = and i32 %v4, 31
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v9
  store i32 %v4, ptr addrspace(1) %v10, align 4
  %v11 = and i32 %v4, 31
  %v12 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v11
  store i32 %v7, ptr addrspace(1) %v12, align 4
  %v13 = or i32 %tid, %v4
  %v14 = and i32 %v5, 31
  %v15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v14
  %v16 = load i32, ptr addrspace(1) %v15, align 4
  %v17 = insertelement <2 x i32> zeroinitializer, i32 %v13, i64 0
  %v18 = extractelement <2 x i32> %v17, i64 1
  %v19 = udiv i32 %v18, 8
  %v20 = mul i32 %tid, %v19
  %v21 = xor i32 %v20, -743508477
  %v22 = and i32 %v21, 1485294847
  %v23 = and i32 %v22, %v19
  %v24 = and i32 %v23, -277874579
  %v25 = xor i32 %v24, %v19
  %v26 = or i32 %v25, %v19
  %v27 = or i32 %v26, %v19
  %v28 = add i32 %v27, %v25
  %v29 = and i32 %v28, %v26
  %v30 = lshr i32 %v29, 30
  %v31 = xor i32 %v30, 1880449197
  %v32 = sub i32 %v31, %v21
  %v33 = sub i32 %v32, %v19
  %v34 = add i32 %v33, %v32
  %v35 = shl i32 %v34, 25
  %v36 = xor i32 %v35, 1605473295
  %v37 = xor i32 %v36, %v24
  %v38 = add i32 %v37, 435066783
  %v39 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 14
  %v40 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 15
  %v41 = icmp sgt ptr addrspace(1) %v39, %v40
  %v42 = select i1 %v41, i32 %v38, i32 44
  %v43 = add i32 %v42, 24
  %v44 = ptrtoint ptr addrspace(1) %v39 to i64
  %v45 = and i64 %v44, 0
  %v46 = trunc i64 %v45 to i32
  %v47 = add i32 %v43, %v46
  %v48 = insertelement <4 x i32> poison, i32 %v38, i64 0
  %v49 = insertelement <4 x i32> %v48, i32 %v13, i64 1
  %v50 = shufflevector <4 x i32> %v49, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 0>
  %v51 = and <4 x i32> %v50, <i32 -6, i32 -8, i32 36, i32 19>
  %v52 = icmp eq <4 x i32> %v51, %v50
  %v53 = select <4 x i1> %v52, <4 x i32> %v51, <4 x i32> %v50
  %v55 = and i32 %n, 3
  %v54 = extractelement <4 x i32> %v53, i32 %v55
  %v56 = atomicrmw add ptr addrspace(1) @count, i32 %x0 monotonic, align 4
  %v57 = and i32 %v47, 511
  %v58 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v57
  %v59 = load i32, ptr addrspace(3) %v58, align 4
  %v60 = and i32 -1150742630, 1
  br label %loop1

loop1:
  %v61 = phi i32 [ 0, %shdone ], [ %v63, %body2 ]
  %v62 = phi i32 [ %v16, %shdone ], [ %v64, %body2 ]
  %v65 = icmp ult i32 %v61, %v60
  br i1 %v65, label %body2, label %exit3

body2:
  %v66 = and i32 38, 4095
  %v67 = or i32 %v66, 4096
  %v68 = and i32 10, 7
  %v69 = or i32 %v68, -16
  %v70 = sdiv i32 %v67, %v69
  %v71 = xor i32 %v70, -1
  %v72 = udiv i32 %v71, 910
  %v73 = and i32 %v72, 1
  %v74 = extractelement <2 x i32> zeroinitializer, i32 %v73
  %v75 = and i32 %v72, 31
  %v76 = ashr i32 %v74, %v75
  %v77 = and i32 %v62, 31
  %v78 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v77
  %v79 = load i32, ptr addrspace(1) %v78, align 4
  %v64 = sub i32 %v62, %v79
  %v63 = add nuw nsw i32 %v61, 1
  br label %loop1

exit3:
  %v81 = and i32 %v47, 32767
  %v82 = or i32 %v81, 1
  %v80 = sdiv i32 -1109484154, %v82
  %v83 = and i32 27, 31
  %v84 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v83
  %v85 = load i32, ptr addrspace(1) %v84, align 4
  br label %loop4

loop4:
  %v86 = phi i32 [ 0, %exit3 ], [ %v88, %body5 ]
  %v87 = phi i32 [ -1103553296, %exit3 ], [ %v89, %body5 ]
  %v91 = phi i32 [ 900, %exit3 ], [ %v92, %body5 ]
  %v90 = icmp ult i32 %v86, 1
  br i1 %v90, label %body5, label %exit6

body5:
  %v93 = or i32 %v91, 1
  %v94 = udiv i32 2147483647, %v93
  %v95 = atomicrmw add ptr addrspace(1) @count, i32 %v94 monotonic, align 4
  %v96 = atomicrmw add ptr addrspace(1) @count, i32 35 monotonic, align 4
  %v98 = or i32 867631642, 1
  %v97 = urem i32 %v47, %v98
  %v100 = or i32 %v91, 1
  %v99 = udiv i32 %v97, %v100
  %v102 = call i32 @llvm.umin.i32(i32 %v5, i32 33554431)
  %v103 = call i32 @llvm.smin.i32(i32 %v102, i32 408006824)
  %v101 = sdiv i32 %v103, -2147483648
  %v104 = and i32 %v99, 31
  %v105 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v104
  store i32 %v99, ptr addrspace(1) %v105, align 4
  %v89 = xor i32 %v87, %v101
  %v88 = add nuw nsw i32 %v86, 1
  %v92 = add nsw i32 %v91, 1
  br label %loop4

exit6:
  %v106 = and i32 %v62, 1
  br label %loop7

loop7:
  %v107 = phi i32 [ 0, %exit6 ], [ %v109, %body8 ]
  %v108 = phi i32 [ %v62, %exit6 ], [ %v110, %body8 ]
  %v112 = phi i32 [ 6, %exit6 ], [ %v113, %body8 ]
  %v111 = icmp ult i32 %v107, %v106
  br i1 %v111, label %body8, label %exit9

body8:
  %v114 = or i32 %v112, 1
  %v115 = urem i32 2147483647, %v114
  %v117 = and i32 %v112, 31
  %v116 = ashr i32 %v54, %v117
  %v119 = and i32 %v116, 32767
  %v120 = or i32 %v119, 1
  %v118 = sdiv i32 %v115, %v120
  %v121 = and i32 %v115, 31
  %v122 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v121
  store i32 %v115, ptr addrspace(1) %v122, align 4
  %v123 = and i32 %v116, 31
  %v124 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v123
  store i32 %x0, ptr addrspace(1) %v124, align 4
  %v125 = and i32 %v115, -882540135
  %v127 = or i32 %v116, 1
  %v126 = urem i32 -1665401285, %v127
  %v110 = xor i32 %v108, %v126
  %v109 = add nuw nsw i32 %v107, 1
  %v113 = mul nsw i32 %v112, -1
  br label %loop7

exit9:
  %v128 = mul i32 %tid, %v80
  %v129 = xor i32 %v128, -743508477
  %v130 = and i32 %v129, 1485294847
  %v131 = and i32 %v130, %v80
  %v132 = and i32 %v131, -277874579
  %v133 = xor i32 %v132, %v80
  %v134 = or i32 %v133, %v80
  %v135 = or i32 %v134, %v80
  %v136 = add i32 %v135, %v133
  %v137 = and i32 %v136, %v134
  %v138 = lshr i32 %v137, 30
  %v139 = xor i32 %v138, 1880449197
  %v140 = sub i32 %v139, %v129
  %v141 = sub i32 %v140, %v80
  %v142 = add i32 %v141, %v140
  %v143 = shl i32 %v142, 25
  %v144 = xor i32 %v143, 1605473295
  %v145 = xor i32 %v144, %v132
  %v146 = add i32 %v145, 435066783
  %v147 = xor i32 %x0, %v146
  %v148 = xor i32 %v147, %v108
  %v149 = xor i32 %v148, %v87
  %v150 = xor i32 %v149, %v85
  %v151 = xor i32 %v150, %v38
  store i32 %v151, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1271885423
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = atomicrmw add ptr addrspace(1) @count, i32 %tid monotonic, align 4
  %a2 = and i32 %x0, 511
  %a3 = and i32 %n, 3
  %a4 = mul i32 %a2, %a3
  %a5 = udiv i32 %a4, 2047
  %a6 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 201
  %a7 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 209
  %a8 = icmp uge ptr addrspace(3) %a6, %a7
  %a9 = select i1 %a8, i32 46, i32 %n
  %a10 = add i32 %a9, 29
  %a11 = ptrtoint ptr addrspace(3) %a6 to i64
  %a12 = and i64 %a11, 0
  %a13 = trunc i64 %a12 to i32
  %a14 = add i32 %a10, %a13
  %a15 = mul i32 %a14, -6
  %a16 = xor i32 %a15, -743508477
  %a17 = and i32 %a16, 1485294847
  %a18 = and i32 %a17, -6
  %a19 = and i32 %a18, -277874579
  %a20 = xor i32 %a19, -6
  %a21 = or i32 %a20, -6
  %a22 = or i32 %a21, -6
  %a23 = add i32 %a22, %a20
  %a24 = and i32 %a23, %a21
  %a25 = lshr i32 %a24, 30
  %a26 = xor i32 %a25, 1880449197
  %a27 = sub i32 %a26, %a16
  %a28 = sub i32 %a27, -6
  %a29 = add i32 %a28, %a27
  %a30 = shl i32 %a29, 25
  %a31 = xor i32 %a30, 1605473295
  %a32 = xor i32 %a31, %a19
  %a33 = add i32 %a32, 435066783
  %a34 = mul i32 %a33, %a33
  %a35 = xor i32 %a34, -743508477
  %a36 = and i32 %a35, 1485294847
  %a37 = and i32 %a36, %a33
  %a38 = and i32 %a37, -277874579
  %a39 = xor i32 %a38, %a33
  %a40 = or i32 %a39, %a33
  %a41 = or i32 %a40, %a33
  %a42 = add i32 %a41, %a39
  %a43 = and i32 %a42, %a40
  %a44 = lshr i32 %a43, 30
  %a45 = xor i32 %a44, 1880449197
  %a46 = sub i32 %a45, %a35
  %a47 = sub i32 %a46, %a33
  %a48 = add i32 %a47, %a46
  %a49 = shl i32 %a48, 25
  %a50 = xor i32 %a49, 1605473295
  %a51 = xor i32 %a50, %a38
  %a52 = add i32 %a51, 435066783
  %a53 = xor i32 %x0, %a52
  %a54 = xor i32 %a53, %a33
  %a55 = xor i32 %a54, %a14
  %a56 = xor i32 %a55, %a5
  store i32 %a56, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1140755145
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %x0, 1
  br label %loop1

loop1:
  %t2 = phi i32 [ 0, %shdone ], [ %t4, %body2 ]
  %t3 = phi i32 [ -1631441367, %shdone ], [ %t5, %body2 ]
  %t7 = phi i32 [ -5, %shdone ], [ %t8, %body2 ]
  %t6 = icmp ult i32 %t2, %t1
  br i1 %t6, label %body2, label %exit3

body2:
  %t9 = or i32 %t7, 1
  %t10 = urem i32 1000, %t9
  %t11 = and i32 %tid, 31
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t11
  store i32 2, ptr addrspace(1) %t12, align 4
  %t5 = xor i32 %t3, %t10
  %t4 = add nuw nsw i32 %t2, 1
  %t8 = mul nsw i32 %t7, -1
  br label %loop1

exit3:
  %t14 = and i32 %x0, 31
  %t13 = ashr i32 %x0, %t14
  %t15 = and i32 %t3, 1
  br label %loop4

loop4:
  %t16 = phi i32 [ 0, %exit3 ], [ %t18, %body5 ]
  %t17 = phi i32 [ %x0, %exit3 ], [ %t19, %body5 ]
  %t20 = icmp ult i32 %t16, %t15
  br i1 %t20, label %body5, label %exit6

body5:
  %t21 = insertelement <4 x i32> poison, i32 %t17, i64 0
  %t22 = insertelement <4 x i32> %t21, i32 %t13, i64 1
  %t23 = shufflevector <4 x i32> %t22, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 1>
  %t24 = sub <4 x i32> %t23, <i32 8, i32 27, i32 51, i32 -4>
  %t25 = extractelement <4 x i32> %t24, i32 1
  %t26 = and i32 %t13, 1023
  %t27 = and i32 %t16, 1023
  %t28 = sitofp i32 %t26 to bfloat
  %t29 = uitofp i32 %t27 to bfloat
  %t30 = fsub bfloat %t28, %t29
  %t33 = fpext bfloat %t30 to float
  %t34 = fptrunc float %t33 to bfloat
  %t31 = bitcast bfloat %t34 to i16
  %t32 = zext i16 %t31 to i32
  %t37 = and i32 %t17, 65535
  %t36 = add nuw i32 %t37, 1
  %t35 = udiv i32 0, %t36
  %t38 = sub i32 %t25, %t25
  %t19 = sub i32 %t17, %t38
  %t18 = add nuw nsw i32 %t16, 1
  br label %loop4

exit6:
  %t40 = urem i32 %t13, 886157
  %t39 = udiv i32 %t40, 886156
  %t41 = mul i32 %t39, %t13
  %t42 = xor i32 %t41, -743508477
  %t43 = and i32 %t42, 1485294847
  %t44 = and i32 %t43, %t13
  %t45 = and i32 %t44, -277874579
  %t46 = xor i32 %t45, %t13
  %t47 = or i32 %t46, %t13
  %t48 = or i32 %t47, %t13
  %t49 = add i32 %t48, %t46
  %t50 = and i32 %t49, %t47
  %t51 = lshr i32 %t50, 30
  %t52 = xor i32 %t51, 1880449197
  %t53 = sub i32 %t52, %t42
  %t54 = sub i32 %t53, %t13
  %t55 = add i32 %t54, %t53
  %t56 = shl i32 %t55, 25
  %t57 = xor i32 %t56, 1605473295
  %t58 = xor i32 %t57, %t45
  %t59 = add i32 %t58, 435066783
  %t60 = mul i32 %t13, -1882188785
  %t61 = xor i32 %t60, -743508477
  %t62 = and i32 %t61, 1485294847
  %t63 = and i32 %t62, -1882188785
  %t64 = and i32 %t63, -277874579
  %t65 = xor i32 %t64, -1882188785
  %t66 = or i32 %t65, -1882188785
  %t67 = or i32 %t66, -1882188785
  %t68 = add i32 %t67, %t65
  %t69 = and i32 %t68, %t66
  %t70 = lshr i32 %t69, 30
  %t71 = xor i32 %t70, 1880449197
  %t72 = sub i32 %t71, %t61
  %t73 = sub i32 %t72, -1882188785
  %t74 = add i32 %t73, %t72
  %t75 = shl i32 %t74, 25
  %t76 = xor i32 %t75, 1605473295
  %t77 = xor i32 %t76, %t64
  %t78 = add i32 %t77, 435066783
  %t79 = xor i32 %x0, %t78
  %t80 = xor i32 %t79, %t59
  %t81 = xor i32 %t80, %t39
  %t82 = xor i32 %t81, %t17
  store i32 %t82, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 338013083
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q2 = or i32 %x0, 1
  %q1 = urem i32 %n, %q2
  %q3 = and i32 %n, 31
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q3
  store i32 %tid, ptr addrspace(1) %q4, align 4
  %q7 = trunc i32 %n to i16
  %q6 = sext i16 %q7 to i32
  %q5 = sdiv i32 %q6, 32769
  %q9 = icmp uge i32 %q1, %q5
  %q8 = select i1 %q9, i32 %q1, i32 %n
  %q10 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 428
  %q11 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 276
  %q12 = icmp slt ptr addrspace(3) %q10, %q11
  %q13 = select i1 %q12, i32 36, i32 54
  %q14 = add i32 %q13, 21
  %q15 = ptrtoint ptr addrspace(3) %q10 to i32
  %q16 = and i32 %q15, 0
  %q17 = add i32 %q14, %q16
  %q18 = and i32 %q1, 31
  %q19 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q18
  %q20 = load i32, ptr addrspace(1) %q19, align 4
  %q21 = sub i32 %q20, %q5
  %q22 = mul i32 %q21, %q17
  %q23 = xor i32 %q22, -743508477
  %q24 = and i32 %q23, 1485294847
  %q25 = and i32 %q24, %q17
  %q26 = and i32 %q25, -277874579
  %q27 = xor i32 %q26, %q17
  %q28 = or i32 %q27, %q17
  %q29 = or i32 %q28, %q17
  %q30 = add i32 %q29, %q27
  %q31 = and i32 %q30, %q28
  %q32 = lshr i32 %q31, 30
  %q33 = xor i32 %q32, 1880449197
  %q34 = sub i32 %q33, %q23
  %q35 = sub i32 %q34, %q17
  %q36 = add i32 %q35, %q34
  %q37 = shl i32 %q36, 25
  %q38 = xor i32 %q37, 1605473295
  %q39 = xor i32 %q38, %q26
  %q40 = add i32 %q39, 435066783
  %q41 = and i32 %q8, 255
  %q42 = shl i32 %q41, 1
  %q43 = and i32 %q20, 255
  %q44 = or i32 %q43, 1
  %q45 = or i32 %q44, 1
  %q46 = shl i32 %q45, 1
  %q47 = mul i32 %q42, %q46
  %q48 = sdiv exact i32 %q47, %q46
  %q49 = and i32 %q48, 1
  %q50 = xor i32 %q49, 1
  %q51 = lshr i32 %q17, %q50
  %q52 = and i32 -470741253, 31
  %q53 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q52
  store i32 %q51, ptr addrspace(1) %q53, align 4
  %q54 = and i32 %q51, %q20
  %q55 = and i32 %q40, 1
  br label %loop1

loop1:
  %q56 = phi i32 [ 0, %shdone ], [ %q58, %body2 ]
  %q57 = phi i32 [ %q21, %shdone ], [ %q59, %body2 ]
  %q60 = icmp ult i32 %q56, %q55
  br i1 %q60, label %body2, label %exit3

body2:
  %q61 = insertelement <4 x i32> poison, i32 %q51, i64 0
  %q62 = insertelement <4 x i32> %q61, i32 %q51, i64 1
  %q63 = shufflevector <4 x i32> %q62, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %q64 = add <4 x i32> %q63, <i32 51, i32 30, i32 24, i32 33>
  %q66 = and i32 %q56, 3
  %q65 = extractelement <4 x i32> %q64, i32 %q66
  %q59 = add i32 %q57, %q65
  %q58 = add nuw nsw i32 %q56, 1
  br label %loop1

exit3:
  %q67 = bitcast i32 %q57 to <2 x i16>
  %q68 = bitcast i32 %q21 to <2 x i16>
  %q69 = xor <2 x i16> %q67, %q68
  %q70 = bitcast <2 x i16> %q69 to i32
  %q72 = or i32 %q40, 1
  %q71 = udiv i32 %q20, %q72
  %q74 = icmp eq i32 %tid, %q20
  %q73 = select i1 %q74, i32 %tid, i32 %q40
  %q75 = mul i32 1141200179, 4
  %q76 = xor i32 %q75, -743508477
  %q77 = and i32 %q76, 1485294847
  %q78 = and i32 %q77, 4
  %q79 = and i32 %q78, -277874579
  %q80 = xor i32 %q79, 4
  %q81 = or i32 %q80, 4
  %q82 = or i32 %q81, 4
  %q83 = add i32 %q82, %q80
  %q84 = and i32 %q83, %q81
  %q85 = lshr i32 %q84, 30
  %q86 = xor i32 %q85, 1880449197
  %q87 = sub i32 %q86, %q76
  %q88 = sub i32 %q87, 4
  %q89 = add i32 %q88, %q87
  %q90 = shl i32 %q89, 25
  %q91 = xor i32 %q90, 1605473295
  %q92 = xor i32 %q91, %q79
  %q93 = add i32 %q92, 435066783
  %q94 = xor i32 %x0, %q93
  %q95 = xor i32 %q94, %q73
  %q96 = xor i32 %q95, %q71
  %q97 = xor i32 %q96, %q70
  %q98 = xor i32 %q97, %q40
  store i32 %q98, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k4(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 407354035
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = and i32 %n, 31
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w1
  %w3 = load i32, ptr addrspace(1) %w2, align 4
  br label %loop1

loop1:
  %w4 = phi i32 [ 0, %shdone ], [ %w6, %body2 ]
  %w5 = phi i32 [ %x0, %shdone ], [ %w7, %body2 ]
  %w9 = phi i32 [ 900, %shdone ], [ %w10, %body2 ]
  %w8 = icmp ult i32 %w4, 1
  br i1 %w8, label %body2, label %exit3

body2:
  %w11 = or i32 %w9, 1
  %w12 = urem i32 1000, %w11
  %w13 = insertelement <4 x i32> poison, i32 %tid, i64 0
  %w14 = insertelement <4 x i32> %w13, i32 %w4, i64 1
  %w15 = shufflevector <4 x i32> %w14, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 1>
  %w16 = add <4 x i32> %w15, <i32 -5, i32 -6, i32 53, i32 -7>
  %w17 = extractelement <4 x i32> %w16, i32 2
  %w18 = and i32 %w5, 31
  %w19 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w18
  store i32 %w3, ptr addrspace(1) %w19, align 4
  %w20 = and i32 %w9, 31
  %w21 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w20
  store i32 34, ptr addrspace(1) %w21, align 4
  %w22 = xor i32 %tid, %tid
  %w7 = add i32 %w5, %w22
  %w6 = add nuw nsw i32 %w4, 1
  %w10 = sub nsw i32 %w9, 1
  br label %loop1

exit3:
  %w23 = call i32 @llvm.umax.i32(i32 -7, i32 undef)
  %w24 = icmp eq i32 %w23, -1
  %w25 = select i1 %w24, i32 %w3, i32 0
  %w26 = and i32 13, %w25
  %w29 = mul i32 %tid, %w5
  %w30 = xor i32 %w29, -743508477
  %w31 = and i32 %w30, 1485294847
  %w32 = and i32 %w31, %w5
  %w33 = and i32 %w32, -277874579
  %w34 = xor i32 %w33, %w5
  %w35 = or i32 %w34, %w5
  %w36 = or i32 %w35, %w5
  %w37 = add i32 %w36, %w34
  %w38 = and i32 %w37, %w35
  %w39 = lshr i32 %w38, 30
  %w40 = xor i32 %w39, 1880449197
  %w41 = sub i32 %w40, %w30
  %w42 = sub i32 %w41, %w5
  %w43 = add i32 %w42, %w41
  %w44 = shl i32 %w43, 25
  %w45 = xor i32 %w44, 1605473295
  %w46 = xor i32 %w45, %w33
  %w47 = add i32 %w46, 435066783
  %w48 = mul i32 %w5, %w3
  br label %loop4

loop4:
  %w49 = phi i32 [ 0, %exit3 ], [ %w51, %body5 ]
  %w50 = phi i32 [ %w5, %exit3 ], [ %w52, %body5 ]
  %w53 = icmp ult i32 %w49, 2
  br i1 %w53, label %body5, label %exit6

body5:
  %w55 = srem i32 %w48, 131072
  %w56 = call i32 @llvm.smin.i32(i32 268435455, i32 %w50)
  %w57 = icmp slt i32 %w3, %n
  %w58 = select i1 %w57, i32 %w55, i32 %w56
  %w54 = sdiv i32 %w58, -2147483648
  %w59 = atomicrmw add ptr addrspace(1) @count, i32 %w54 monotonic, align 4
  %w60 = and i32 %w54, %w50
  %w61 = mul i32 %w49, %w49
  %w52 = xor i32 %w50, %w61
  %w51 = add nuw nsw i32 %w49, 1
  br label %loop4

exit6:
  %w62 = and i32 %tid, 31
  %w63 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w62
  store i32 36, ptr addrspace(1) %w63, align 4
  %w64 = and i32 %w50, 1023
  %w65 = and i32 %w48, 1023
  %w71 = sitofp i32 %w64 to half
  %w72 = uitofp i32 %w65 to half
  %w73 = insertelement <2 x half> poison, half %w71, i64 0
  %w74 = insertelement <2 x half> %w73, half %w72, i64 1
  %w75 = insertelement <2 x half> poison, half %w72, i64 0
  %w76 = insertelement <2 x half> %w75, half %w71, i64 1
  %w77 = fsub <2 x half> %w74, %w76
  %w70 = bitcast <2 x half> %w77 to i32
  %w80 = or i32 %w50, -32768
  %w81 = or i32 %w47, -4096
  %w79 = mul nsw i32 %w80, %w81
  %w78 = srem i32 %w79, -2147483648
  %w84 = or i32 %w78, 1
  %w83 = udiv i32 -19033, %w84
  %w82 = sdiv i32 %w83, -2147483648
  %w85 = mul i32 %w50, %w50
  %w86 = xor i32 %w85, -743508477
  %w87 = and i32 %w86, 1485294847
  %w88 = and i32 %w87, %w50
  %w89 = and i32 %w88, -277874579
  %w90 = xor i32 %w89, %w50
  %w91 = or i32 %w90, %w50
  %w92 = or i32 %w91, %w50
  %w93 = add i32 %w92, %w90
  %w94 = and i32 %w93, %w91
  %w95 = lshr i32 %w94, 30
  %w96 = xor i32 %w95, 1880449197
  %w97 = sub i32 %w96, %w86
  %w98 = sub i32 %w97, %w50
  %w99 = add i32 %w98, %w97
  %w100 = shl i32 %w99, 25
  %w101 = xor i32 %w100, 1605473295
  %w102 = xor i32 %w101, %w89
  %w103 = add i32 %w102, 435066783
  %w104 = xor i32 %x0, %w103
  %w105 = xor i32 %w104, %w82
  %w106 = xor i32 %w105, %w78
  %w107 = xor i32 %w106, %w70
  %w108 = xor i32 %w107, %w47
  store i32 %w108, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.smin.i32(i32, i32) #0

declare i32 @llvm.umax.i32(i32, i32) #0

declare i32 @llvm.umin.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k1, !"kernel", i32 1}
!1 = !{ptr @k2, !"kernel", i32 1}
