; launch: @k0 grid=5 block=32 (out=i32[5120] zero, in=i32[5120] random 3285238786, i32 -1916694697)
; launch: @k1 grid=5 block=26 (out=i32[4160] zero, in=i32[4160] random 1532089835, i32 -15077507)
; launch: @k2 grid=4 block=12 (out=i32[1536] zero, in=i32[1536] random 4007849258, i32 -1760275168)
; launch: @k3 grid=4 block=3 (out=i32[384] zero, in=i32[384] random 2677438701, i32 176460813)
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
  br label %loop1

loop1:
  %v5 = phi i32 [ 0, %shdone ], [ %v7, %body2 ]
  %v6 = phi i32 [ -1688382883, %shdone ], [ %v8, %body2 ]
  %v9 = icmp ult i32 %v5, 1
  br i1 %v9, label %body2, label %exit3

body2:
  %v10 = and i32 %n, 31
  %v11 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v10
  store i32 %v6, ptr addrspace(1) %v11, align 4
  %v13 = icmp sgt i32 %tid, %v4
  %v12 = select i1 %v13, i32 %tid, i32 %v4
  %v14 = insertelement <4 x i32> poison, i32 %v4, i64 0
  %v15 = insertelement <4 x i32> %v14, i32 %v6, i64 1
  %v16 = shufflevector <4 x i32> %v15, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %v17 = sub <4 x i32> %v16, <i32 3, i32 23, i32 33, i32 -1>
  %v19 = and i32 %v5, 3
  %v18 = extractelement <4 x i32> %v17, i32 %v19
  %v21 = and i32 17, 32767
  %v22 = or i32 %v21, 1
  %v20 = srem i32 %v5, %v22
  %v8 = xor i32 %v6, %v20
  %v7 = add nuw nsw i32 %v5, 1
  br label %loop1

exit3:
  %v23 = mul i32 %x0, %v6
  %v24 = xor i32 %v23, -743508477
  %v25 = and i32 %v24, 1485294847
  %v26 = and i32 %v25, %v6
  %v27 = and i32 %v26, -277874579
  %v28 = xor i32 %v27, %v6
  %v29 = or i32 %v28, %v6
  %v30 = or i32 %v29, %v6
  %v31 = add i32 %v30, %v28
  %v32 = and i32 %v31, %v29
  %v33 = lshr i32 %v32, 30
  %v34 = xor i32 %v33, 1880449197
  %v35 = sub i32 %v34, %v24
  %v36 = sub i32 %v35, %v6
  %v37 = add i32 %v36, %v35
  %v38 = shl i32 %v37, 25
  %v39 = xor i32 %v38, 1605473295
  %v40 = xor i32 %v39, %v27
  %v41 = add i32 %v40, 435066783
  br label %loop4

loop4:
  %v42 = phi i32 [ 0, %exit3 ], [ %v44, %body5 ]
  %v43 = phi i32 [ 1977143781, %exit3 ], [ %v45, %body5 ]
  %v46 = icmp ult i32 %v42, 1
  br i1 %v46, label %body5, label %exit6

body5:
  %v48 = ashr i32 %v41, 22
  %v49 = srem i32 %v48, 513
  %v47 = ashr i32 %v49, 30
  %v50 = or i32 -2113733602, %v47
  %v51 = and i32 %v47, 31
  %v52 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v51
  %v53 = load i32, ptr addrspace(1) %v52, align 4
  %v45 = add i32 %v43, %v53
  %v44 = add nuw nsw i32 %v42, 1
  br label %loop4

exit6:
  %v54 = and i32 %v41, 31
  %v55 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v54
  store i32 %v6, ptr addrspace(1) %v55, align 4
  %v56 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 7
  %v57 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 26
  %v58 = icmp ult ptr addrspace(1) %v56, %v57
  %v59 = select i1 %v58, i32 49, i32 26
  %v60 = add i32 %v59, -1
  %v61 = ptrtoint ptr addrspace(1) %v56 to i32
  %v62 = and i32 %v61, 0
  %v63 = add i32 %v60, %v62
  %v64 = mul i32 %v63, %v63
  %v66 = call i32 @llvm.ctlz.i32(i32 19, i1 false)
  %v68 = and i32 %x0, 65535
  %v67 = add nsw i32 %v68, 43
  %v69 = icmp slt i32 %v64, %v64
  %v70 = select i1 %v69, i32 %v66, i32 %v67
  %v65 = urem i32 %v70, 65579
  %v71 = atomicrmw add ptr addrspace(1) @count, i32 44 monotonic, align 4
  %v72 = and i32 %v65, 1
  br label %loop7

loop7:
  %v73 = phi i32 [ 0, %exit6 ], [ %v75, %exit15 ]
  %v74 = phi i32 [ %v43, %exit6 ], [ %v76, %exit15 ]
  %v77 = icmp ult i32 %v73, %v72
  br i1 %v77, label %body8, label %exit9

body8:
  %v78 = and i32 27, 31
  %v79 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v78
  %v80 = load i32, ptr addrspace(1) %v79, align 4
  %v81 = and i32 %tid, 31
  %v82 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v81
  store i32 %v65, ptr addrspace(1) %v82, align 4
  %v83 = and i32 -8, 31
  %v84 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v83
  %v85 = load i32, ptr addrspace(1) %v84, align 4
  %v86 = and i32 33, 1
  br label %loop10

loop10:
  %v87 = phi i32 [ 0, %body8 ], [ %v89, %body11 ]
  %v88 = phi i32 [ %v85, %body8 ], [ %v90, %body11 ]
  %v91 = icmp ult i32 %v87, %v86
  br i1 %v91, label %body11, label %exit12

body11:
  %v92 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 11
  %v93 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 7
  %v94 = icmp ult ptr addrspace(1) %v92, %v93
  %v95 = select i1 %v94, i32 45, i32 35299959
  %v96 = add i32 %v95, 5
  %v97 = and i32 %v96, 511
  %v98 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v97
  %v99 = load i32, ptr addrspace(3) %v98, align 4
  %v101 = and i32 %v88, 34
  %v100 = urem i32 %v101, 36
  %v90 = sub i32 %v88, %v100
  %v89 = add nuw nsw i32 %v87, 1
  br label %loop10

exit12:
  br label %loop13

loop13:
  %v102 = phi i32 [ 0, %exit12 ], [ %v104, %body14 ]
  %v103 = phi i32 [ %v85, %exit12 ], [ %v105, %body14 ]
  %v106 = icmp ult i32 %v102, 2
  br i1 %v106, label %body14, label %exit15

body14:
  %v107 = and i32 %v102, 31
  %v108 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v107
  %v109 = load i32, ptr addrspace(1) %v108, align 4
  %v105 = xor i32 %v103, %v109
  %v104 = add nuw nsw i32 %v102, 1
  br label %loop13

exit15:
  %v76 = xor i32 %v74, %v103
  %v75 = add nuw nsw i32 %v73, 1
  br label %loop7

exit9:
  %v110 = and i32 %x0, 1023
  %v111 = and i32 %v65, 1023
  %v112 = sitofp i32 %v110 to bfloat
  %v113 = uitofp i32 %v111 to bfloat
  %v114 = fmul bfloat %v112, %v113
  %v117 = fpext bfloat %v114 to float
  %v118 = fptrunc float %v117 to bfloat
  %v115 = bitcast bfloat %v118 to i16
  %v116 = zext i16 %v115 to i32
  %v119 = and i32 562869382, 31
  %v120 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v119
  %v121 = load i32, ptr addrspace(1) %v120, align 4
  %v123 = and i32 %v121, 32767
  %v124 = or i32 %v123, 1
  %v122 = sdiv i32 %v65, %v124
  %v125 = atomicrmw add ptr addrspace(1) @count, i32 %v121 monotonic, align 4
  %v128 = trunc i32 %v121 to i8
  %v127 = zext i8 %v128 to i32
  %v126 = urem i32 %v127, 256
  %v129 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 325
  %v130 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 313
  %v131 = icmp ugt ptr addrspace(3) %v129, %v130
  %v132 = select i1 %v131, i32 %v126, i32 41
  %v133 = add i32 %v132, 22
  %v134 = add i32 %v121, -29672825
  %v136 = and i32 %v122, 31
  %v135 = lshr i32 %v126, %v136
  %v137 = mul i32 %v133, %x0
  %v138 = xor i32 %v137, -743508477
  %v139 = and i32 %v138, 1485294847
  %v140 = and i32 %v139, %x0
  %v141 = and i32 %v140, -277874579
  %v142 = xor i32 %v141, %x0
  %v143 = or i32 %v142, %x0
  %v144 = or i32 %v143, %x0
  %v145 = add i32 %v144, %v142
  %v146 = and i32 %v145, %v143
  %v147 = lshr i32 %v146, 30
  %v148 = xor i32 %v147, 1880449197
  %v149 = sub i32 %v148, %v138
  %v150 = sub i32 %v149, %x0
  %v151 = add i32 %v150, %v149
  %v152 = shl i32 %v151, 25
  %v153 = xor i32 %v152, 1605473295
  %v154 = xor i32 %v153, %v141
  %v155 = add i32 %v154, 435066783
  %v156 = xor i32 %x0, %v155
  %v157 = xor i32 %v156, %v135
  %v158 = xor i32 %v157, %v134
  %v159 = xor i32 %v158, %v133
  %v160 = xor i32 %v159, %v41
  store i32 %v160, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -172740463
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = call i32 @llvm.ctpop.i32(i32 %tid)
  %a2 = and i32 %a1, 31
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a2
  store i32 %x0, ptr addrspace(1) %a3, align 4
  br label %loop1

loop1:
  %a4 = phi i32 [ 0, %shdone ], [ %a6, %exit9 ]
  %a5 = phi i32 [ %tid, %shdone ], [ %a7, %exit9 ]
  %a8 = icmp ult i32 %a4, 2
  br i1 %a8, label %body2, label %exit3

body2:
  br label %loop4

loop4:
  %a9 = phi i32 [ 0, %body2 ], [ %a11, %body5 ]
  %a10 = phi i32 [ %a1, %body2 ], [ %a12, %body5 ]
  %a13 = icmp ult i32 %a9, 1
  br i1 %a13, label %body5, label %exit6

body5:
  %a14 = call i32 @llvm.smax.i32(i32 %a10, i32 %a10)
  %a15 = insertelement <4 x i32> poison, i32 %a4, i64 0
  %a16 = insertelement <4 x i32> %a15, i32 %a5, i64 1
  %a17 = shufflevector <4 x i32> %a16, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 1>
  %a18 = add <4 x i32> %a17, <i32 20, i32 25, i32 16, i32 56>
  %a19 = icmp ne <4 x i32> %a18, %a17
  %a20 = select <4 x i1> %a19, <4 x i32> %a18, <4 x i32> %a17
  %a22 = and i32 %a9, 3
  %a21 = extractelement <4 x i32> %a20, i32 %a22
  %a23 = and i32 %a4, 31
  %a24 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a23
  store i32 %a14, ptr addrspace(1) %a24, align 4
  %a25 = mul i32 %a5, %a9
  %a26 = and i32 -1015645042, 31
  %a27 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a26
  store i32 %a25, ptr addrspace(1) %a27, align 4
  %a12 = xor i32 %a10, %a25
  %a11 = add nuw nsw i32 %a9, 1
  br label %loop4

exit6:
  %a28 = and i32 %tid, 31
  %a29 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a28
  %a30 = load i32, ptr addrspace(1) %a29, align 4
  br label %loop7

loop7:
  %a31 = phi i32 [ 0, %exit6 ], [ %a33, %body8 ]
  %a32 = phi i32 [ %a30, %exit6 ], [ %a34, %body8 ]
  %a35 = icmp ult i32 %a31, 2
  br i1 %a35, label %body8, label %exit9

body8:
  %a37 = call i32 @llvm.umax.i32(i32 %a32, i32 51)
  %a36 = urem i32 %a37, -1
  %a34 = sub i32 %a32, %a36
  %a33 = add nuw nsw i32 %a31, 1
  br label %loop7

exit9:
  %a40 = trunc i32 %a30 to i8
  %a39 = zext i8 %a40 to i32
  %a38 = sdiv i32 %a39, -255
  %a41 = and i32 %a32, 31
  %a42 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a41
  store i32 %a38, ptr addrspace(1) %a42, align 4
  %a43 = and i32 %a30, 1023
  %a44 = and i32 %a30, 1023
  %a45 = sitofp i32 %a43 to bfloat
  %a46 = uitofp i32 %a44 to bfloat
  %a47 = fmul bfloat %a45, %a46
  %a48 = bitcast bfloat %a47 to i16
  %a49 = zext i16 %a48 to i32
  %a7 = sub i32 %a5, %a49
  %a6 = add nuw nsw i32 %a4, 1
  br label %loop1

exit3:
  %a50 = mul i32 %n, %tid
  %a51 = mul i32 %a50, 1506460902
  %a52 = xor i32 %a51, -743508477
  %a53 = and i32 %a52, 1485294847
  %a54 = and i32 %a53, 1506460902
  %a55 = and i32 %a54, -277874579
  %a56 = xor i32 %a55, 1506460902
  %a57 = or i32 %a56, 1506460902
  %a58 = or i32 %a57, 1506460902
  %a59 = add i32 %a58, %a56
  %a60 = and i32 %a59, %a57
  %a61 = lshr i32 %a60, 30
  %a62 = xor i32 %a61, 1880449197
  %a63 = sub i32 %a62, %a52
  %a64 = sub i32 %a63, 1506460902
  %a65 = add i32 %a64, %a63
  %a66 = shl i32 %a65, 25
  %a67 = xor i32 %a66, 1605473295
  %a68 = xor i32 %a67, %a55
  %a69 = add i32 %a68, 435066783
  %a70 = and i32 -1882188785, 31
  %a71 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a70
  store i32 %a1, ptr addrspace(1) %a71, align 4
  %a72 = atomicrmw add ptr addrspace(1) @count, i32 %tid monotonic, align 4
  %a74 = and i32 %a50, 31
  %a73 = shl i32 %a69, %a74
  %a77 = or i32 %a69, 1
  %a76 = urem i32 -27929, %a77
  %a78 = srem i32 %a76, 2097152
  %a75 = srem i32 %a78, 2097151
  %a80 = and i32 %a50, 31
  %a79 = lshr i32 %a1, %a80
  %a82 = and i32 %a73, 32767
  %a83 = or i32 %a82, 1
  %a81 = srem i32 -151854271, %a83
  %a84 = and i32 %a75, 54
  %a85 = and i32 %a84, 31
  %a86 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a85
  %a87 = load i32, ptr addrspace(1) %a86, align 4
  %a88 = and i32 %a79, 1023
  %a89 = and i32 %a87, 1023
  %a90 = sitofp i32 %a88 to bfloat
  %a91 = uitofp i32 %a89 to bfloat
  %a92 = fadd bfloat %a90, %a91
  %a95 = fpext bfloat %a92 to float
  %a96 = fptrunc float %a95 to bfloat
  %a93 = bitcast bfloat %a96 to i16
  %a94 = zext i16 %a93 to i32
  %a97 = mul i32 %n, %a94
  %a98 = xor i32 %a97, -743508477
  %a99 = and i32 %a98, 1485294847
  %a100 = and i32 %a99, %a94
  %a101 = and i32 %a100, -277874579
  %a102 = xor i32 %a101, %a94
  %a103 = or i32 %a102, %a94
  %a104 = or i32 %a103, %a94
  %a105 = add i32 %a104, %a102
  %a106 = and i32 %a105, %a103
  %a107 = lshr i32 %a106, 30
  %a108 = xor i32 %a107, 1880449197
  %a109 = sub i32 %a108, %a98
  %a110 = sub i32 %a109, %a94
  %a111 = add i32 %a110, %a109
  %a112 = shl i32 %a111, 25
  %a113 = xor i32 %a112, 1605473295
  %a114 = xor i32 %a113, %a101
  %a115 = add i32 %a114, 435066783
  %a116 = xor i32 %x0, %a115
  %a117 = xor i32 %a116, %a94
  %a118 = xor i32 %a117, %a87
  %a119 = xor i32 %a118, %a84
  %a120 = xor i32 %a119, %a69
  store i32 %a120, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sv = mul i32 %si, -504026417
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %x0, 1023
  %t2 = and i32 %tid, 1023
  %t3 = sitofp i32 %t1 to half
  %t4 = uitofp i32 %t2 to half
  %t5 = fadd half %t3, %t4
  %t8 = fpext half %t5 to float
  %t9 = fptrunc float %t8 to half
  %t6 = bitcast half %t9 to i16
  %t7 = zext i16 %t6 to i32
  %t10 = mul i32 %tid, %t7
  %t11 = xor i32 %t10, -743508477
  %t12 = and i32 %t11, 1485294847
  %t13 = and i32 %t12, %t7
  %t14 = and i32 %t13, -277874579
  %t15 = xor i32 %t14, %t7
  %t16 = or i32 %t15, %t7
  %t17 = or i32 %t16, %t7
  %t18 = add i32 %t17, %t15
  %t19 = and i32 %t18, %t16
  %t20 = lshr i32 %t19, 30
  %t21 = xor i32 %t20, 1880449197
  %t22 = sub i32 %t21, %t11
  %t23 = sub i32 %t22, %t7
  %t24 = add i32 %t23, %t22
  %t25 = shl i32 %t24, 25
  %t26 = xor i32 %t25, 1605473295
  %t27 = xor i32 %t26, %t14
  %t28 = add i32 %t27, 435066783
  %t29 = mul i32 -470741253, %t28
  %t30 = xor i32 %t29, -743508477
  %t31 = and i32 %t30, 1485294847
  %t32 = and i32 %t31, %t28
  %t33 = and i32 %t32, -277874579
  %t34 = xor i32 %t33, %t28
  %t35 = or i32 %t34, %t28
  %t36 = or i32 %t35, %t28
  %t37 = add i32 %t36, %t34
  %t38 = and i32 %t37, %t35
  %t39 = lshr i32 %t38, 30
  %t40 = xor i32 %t39, 1880449197
  %t41 = sub i32 %t40, %t30
  %t42 = sub i32 %t41, %t28
  %t43 = add i32 %t42, %t41
  %t44 = shl i32 %t43, 25
  %t45 = xor i32 %t44, 1605473295
  %t46 = xor i32 %t45, %t33
  %t47 = add i32 %t46, 435066783
  %t48 = xor i32 %x0, %t47
  %t49 = xor i32 %t48, %t28
  %t50 = xor i32 %t49, %t7
  %t51 = xor i32 %t50, %tid
  store i32 %t51, ptr addrspace(1) %slot, align 4
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
  %sv = mul i32 %si, 1779653753
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = and i32 %x0, 511
  %q2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q1
  %q3 = load i32, ptr addrspace(3) %q2, align 4
  %q4 = and i32 %n, 31
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q4
  store i32 %q3, ptr addrspace(1) %q5, align 4
  %q6 = and i32 %n, 31
  %q7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q6
  store i32 %n, ptr addrspace(1) %q7, align 4
  %q8 = mul i32 %q3, %tid
  %q9 = xor i32 %q8, -743508477
  %q10 = and i32 %q9, 1485294847
  %q11 = and i32 %q10, %tid
  %q12 = and i32 %q11, -277874579
  %q13 = xor i32 %q12, %tid
  %q14 = or i32 %q13, %tid
  %q15 = or i32 %q14, %tid
  %q16 = add i32 %q15, %q13
  %q17 = and i32 %q16, %q14
  %q18 = lshr i32 %q17, 30
  %q19 = xor i32 %q18, 1880449197
  %q20 = sub i32 %q19, %q9
  %q21 = sub i32 %q20, %tid
  %q22 = add i32 %q21, %q20
  %q23 = shl i32 %q22, 25
  %q24 = xor i32 %q23, 1605473295
  %q25 = xor i32 %q24, %q12
  %q26 = add i32 %q25, 435066783
  %q27 = and i32 %tid, 31
  %q28 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q27
  store i32 %q3, ptr addrspace(1) %q28, align 4
  %q29 = and i32 %tid, 1023
  %q30 = and i32 %x0, 1023
  %q31 = sitofp i32 %q29 to bfloat
  %q32 = uitofp i32 %q30 to bfloat
  %q33 = fadd bfloat %q31, %q32
  %q36 = fpext bfloat %q33 to float
  %q37 = fptrunc float %q36 to bfloat
  %q34 = bitcast bfloat %q37 to i16
  %q35 = zext i16 %q34 to i32
  %q38 = atomicrmw add ptr addrspace(1) @count, i32 34 monotonic, align 4
  %q39 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 292
  %q40 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 62
  %q41 = icmp ult ptr addrspace(3) %q39, %q40
  %q42 = select i1 %q41, i32 -2, i32 %tid
  %q43 = add i32 %q42, 42
  %q44 = ptrtoint ptr addrspace(3) %q39 to i64
  %q45 = and i64 %q44, 0
  %q46 = trunc i64 %q45 to i32
  %q47 = add i32 %q43, %q46
  %q48 = insertelement <4 x i32> poison, i32 %q35, i64 0
  %q49 = insertelement <4 x i32> %q48, i32 %q26, i64 1
  %q50 = shufflevector <4 x i32> %q49, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %q51 = or <4 x i32> %q50, <i32 16, i32 1, i32 46, i32 43>
  %q52 = extractelement <4 x i32> %q51, i32 2
  %q53 = mul i32 %q26, %x0
  %q54 = xor i32 %q53, -743508477
  %q55 = and i32 %q54, 1485294847
  %q56 = and i32 %q55, %x0
  %q57 = and i32 %q56, -277874579
  %q58 = xor i32 %q57, %x0
  %q59 = or i32 %q58, %x0
  %q60 = or i32 %q59, %x0
  %q61 = add i32 %q60, %q58
  %q62 = and i32 %q61, %q59
  %q63 = lshr i32 %q62, 30
  %q64 = xor i32 %q63, 1880449197
  %q65 = sub i32 %q64, %q54
  %q66 = sub i32 %q65, %x0
  %q67 = add i32 %q66, %q65
  %q68 = shl i32 %q67, 25
  %q69 = xor i32 %q68, 1605473295
  %q70 = xor i32 %q69, %q57
  %q71 = add i32 %q70, 435066783
  %q72 = xor i32 %x0, %q71
  %q73 = xor i32 %q72, %q52
  %q74 = xor i32 %q73, %q47
  %q75 = xor i32 %q74, %q35
  %q76 = xor i32 %q75, %q26
  store i32 %q76, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k4(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sv = mul i32 %si, 2043302805
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = add i32 %tid, %n
  %w2 = and i32 %x0, 31
  %w3 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w2
  store i32 %w1, ptr addrspace(1) %w3, align 4
  %w4 = and i32 %x0, 1023
  %w5 = and i32 %tid, 1023
  %w6 = sitofp i32 %w4 to half
  %w7 = uitofp i32 %w5 to half
  %w8 = fadd half %w6, %w7
  %w9 = bitcast half %w8 to i16
  %w10 = zext i16 %w9 to i32
  %w12 = and i32 %tid, 32767
  %w13 = or i32 %w12, 1
  %w11 = sdiv i32 %w1, %w13
  %w15 = call i32 @llvm.umax.i32(i32 %w11, i32 -6)
  %w17 = trunc i32 %w15 to i8
  %w16 = sext i8 %w17 to i32
  %w14 = udiv i32 %w16, -1
  %w18 = and i32 13, 31
  %w19 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w18
  %w20 = load i32, ptr addrspace(1) %w19, align 4
  %w21 = mul i32 %w10, %w11
  %w22 = xor i32 %w21, -743508477
  %w23 = and i32 %w22, 1485294847
  %w24 = and i32 %w23, %w11
  %w25 = and i32 %w24, -277874579
  %w26 = xor i32 %w25, %w11
  %w27 = or i32 %w26, %w11
  %w28 = or i32 %w27, %w11
  %w29 = add i32 %w28, %w26
  %w30 = and i32 %w29, %w27
  %w31 = lshr i32 %w30, 30
  %w32 = xor i32 %w31, 1880449197
  %w33 = sub i32 %w32, %w22
  %w34 = sub i32 %w33, %w11
  %w35 = add i32 %w34, %w33
  %w36 = shl i32 %w35, 25
  %w37 = xor i32 %w36, 1605473295
  %w38 = xor i32 %w37, %w25
  %w39 = add i32 %w38, 435066783
  %w40 = mul i32 %n, %w14
  %w41 = xor i32 %w40, -743508477
  %w42 = and i32 %w41, 1485294847
  %w43 = and i32 %w42, %w14
  %w44 = and i32 %w43, -277874579
  %w45 = xor i32 %w44, %w14
  %w46 = or i32 %w45, %w14
  %w47 = or i32 %w46, %w14
  %w48 = add i32 %w47, %w45
  %w49 = and i32 %w48, %w46
  %w50 = lshr i32 %w49, 30
  %w51 = xor i32 %w50, 1880449197
  %w52 = sub i32 %w51, %w41
  %w53 = sub i32 %w52, %w14
  %w54 = add i32 %w53, %w52
  %w55 = shl i32 %w54, 25
  %w56 = xor i32 %w55, 1605473295
  %w57 = xor i32 %w56, %w44
  %w58 = add i32 %w57, 435066783
  %w59 = xor i32 %x0, %w58
  %w60 = xor i32 %w59, %w39
  %w61 = xor i32 %w60, %w20
  %w62 = xor i32 %w61, %w14
  store i32 %w62, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

declare i32 @llvm.ctpop.i32(i32) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.smax.i32(i32, i32) #0

declare i32 @llvm.umax.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k4, !"kernel", i32 1}
