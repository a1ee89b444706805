; launch: @k0 grid=2 block=36 (out=i32[2304] zero, in=i32[2304] random 106533495, i32 1843124780)
; launch: @k1 grid=5 block=16 (out=i32[2560] zero, in=i32[2560] random 1221163321, i32 1099961515)
; launch: @k2 grid=2 block=7 (out=i32[448] zero, in=i32[448] random 3864561229, i32 -964270679)
; launch: @k3 grid=3 block=38 (out=i32[3648] zero, in=i32[3648] random 3809661286, i32 -2131179637)
; seam-gpu case seed-000002 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [512 x i32] undef, align 4
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

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %a78 = srem i32 %a76, 524287
  %a75 = sdiv i32 %a78, 524287
  %a79 = and i32 %a69, 31
  %a80 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a79
  %a81 = load i32, ptr addrspace(1) %a80, align 4
  %a82 = and i32 %a1, %a69
  %a83 = and i32 %a81, 31
  %a84 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a83
  store i32 %a75, ptr addrspace(1) %a84, align 4
  %a86 = and i32 %a82, 31
  %a85 = shl i32 %a73, %a86
  %a87 = and i32 %a75, 511
  %a88 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a87
  %a89 = load i32, ptr addrspace(3) %a88, align 4
  %a90 = mul i32 %a81, %a89
  %a91 = xor i32 %a90, -743508477
  %a92 = and i32 %a91, 1485294847
  %a93 = and i32 %a92, %a89
  %a94 = and i32 %a93, -277874579
  %a95 = xor i32 %a94, %a89
  %a96 = or i32 %a95, %a89
  %a97 = or i32 %a96, %a89
  %a98 = add i32 %a97, %a95
  %a99 = and i32 %a98, %a96
  %a100 = lshr i32 %a99, 30
  %a101 = xor i32 %a100, 1880449197
  %a102 = sub i32 %a101, %a91
  %a103 = sub i32 %a102, %a89
  %a104 = add i32 %a103, %a102
  %a105 = shl i32 %a104, 25
  %a106 = xor i32 %a105, 1605473295
  %a107 = xor i32 %a106, %a94
  %a108 = add i32 %a107, 435066783
  %a109 = xor i32 %x0, %a108
  %a110 = xor i32 %a109, %a89
  %a111 = xor i32 %a110, %a85
  %a112 = xor i32 %a111, %a82
  %a113 = xor i32 %a112, %a69
  store i32 %a113, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -767214603
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 -596975115, 1023
  %t2 = and i32 %x0, 1023
  %t3 = sitofp i32 %t1 to bfloat
  %t4 = uitofp i32 %t2 to bfloat
  %t5 = fmul bfloat %t3, %t4
  %t6 = bitcast bfloat %t5 to i16
  %t7 = zext i16 %t6 to i32
  %t8 = mul i32 %t7, 25
  %t9 = xor i32 %t8, -743508477
  %t10 = and i32 %t9, 1485294847
  %t11 = and i32 %t10, 25
  %t12 = and i32 %t11, -277874579
  %t13 = xor i32 %t12, 25
  %t14 = or i32 %t13, 25
  %t15 = or i32 %t14, 25
  %t16 = add i32 %t15, %t13
  %t17 = and i32 %t16, %t14
  %t18 = lshr i32 %t17, 30
  %t19 = xor i32 %t18, 1880449197
  %t20 = sub i32 %t19, %t9
  %t21 = sub i32 %t20, 25
  %t22 = add i32 %t21, %t20
  %t23 = shl i32 %t22, 25
  %t24 = xor i32 %t23, 1605473295
  %t25 = xor i32 %t24, %t12
  %t26 = add i32 %t25, 435066783
  %t27 = and i32 %t26, 31
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t27
  store i32 %tid, ptr addrspace(1) %t28, align 4
  %t29 = mul i32 %t7, %t7
  %t30 = xor i32 %t29, -743508477
  %t31 = and i32 %t30, 1485294847
  %t32 = and i32 %t31, %t7
  %t33 = and i32 %t32, -277874579
  %t34 = xor i32 %t33, %t7
  %t35 = or i32 %t34, %t7
  %t36 = or i32 %t35, %t7
  %t37 = add i32 %t36, %t34
  %t38 = and i32 %t37, %t35
  %t39 = lshr i32 %t38, 30
  %t40 = xor i32 %t39, 1880449197
  %t41 = sub i32 %t40, %t30
  %t42 = sub i32 %t41, %t7
  %t43 = add i32 %t42, %t41
  %t44 = shl i32 %t43, 25
  %t45 = xor i32 %t44, 1605473295
  %t46 = xor i32 %t45, %t33
  %t47 = add i32 %t46, 435066783
  %t48 = xor i32 %x0, %t47
  %t49 = xor i32 %t48, %t26
  %t50 = xor i32 %t49, %t7
  %t51 = xor i32 %t50, %tid
  store i32 %t51, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sv = mul i32 %si, 324827513
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = and i32 %n, 31
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q1
  store i32 %tid, ptr addrspace(1) %q2, align 4
  %q3 = and i32 %n, 31
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q3
  %q5 = load i32, ptr addrspace(1) %q4, align 4
  %q6 = insertelement <4 x i32> poison, i32 %n, i64 0
  %q7 = insertelement <4 x i32> %q6, i32 -31273166, i64 1
  %q8 = shufflevector <4 x i32> %q7, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 0>
  %q9 = sub <4 x i32> %q8, <i32 6, i32 26, i32 11, i32 -6>
  %q10 = extractelement <4 x i32> %q9, i32 3
  %q11 = mul i32 %tid, %x0
  %q12 = xor i32 %q11, -743508477
  %q13 = and i32 %q12, 1485294847
  %q14 = and i32 %q13, %x0
  %q15 = and i32 %q14, -277874579
  %q16 = xor i32 %q15, %x0
  %q17 = or i32 %q16, %x0
  %q18 = or i32 %q17, %x0
  %q19 = add i32 %q18, %q16
  %q20 = and i32 %q19, %q17
  %q21 = lshr i32 %q20, 30
  %q22 = xor i32 %q21, 1880449197
  %q23 = sub i32 %q22, %q12
  %q24 = sub i32 %q23, %x0
  %q25 = add i32 %q24, %q23
  %q26 = shl i32 %q25, 25
  %q27 = xor i32 %q26, 1605473295
  %q28 = xor i32 %q27, %q15
  %q29 = add i32 %q28, 435066783
  %q30 = atomicrmw add ptr addrspace(1) @count, i32 %x0 monotonic, align 4
  %q32 = and i32 %n, 32767
  %q33 = or i32 %q32, 1
  %q31 = sdiv i32 %q5, %q33
  %q34 = mul i32 %q10, 795063425
  %q35 = xor i32 %q34, -743508477
  %q36 = and i32 %q35, 1485294847
  %q37 = and i32 %q36, 795063425
  %q38 = and i32 %q37, -277874579
  %q39 = xor i32 %q38, 795063425
  %q40 = or i32 %q39, 795063425
  %q41 = or i32 %q40, 795063425
  %q42 = add i32 %q41, %q39
  %q43 = and i32 %q42, %q40
  %q44 = lshr i32 %q43, 30
  %q45 = xor i32 %q44, 1880449197
  %q46 = sub i32 %q45, %q35
  %q47 = sub i32 %q46, 795063425
  %q48 = add i32 %q47, %q46
  %q49 = shl i32 %q48, 25
  %q50 = xor i32 %q49, 1605473295
  %q51 = xor i32 %q50, %q38
  %q52 = add i32 %q51, 435066783
  %q53 = xor i32 %x0, %q52
  %q54 = xor i32 %q53, %q31
  %q55 = xor i32 %q54, %q29
  %q56 = xor i32 %q55, %q10
  store i32 %q56, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k4(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sv = mul i32 %si, 1141200179
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = and i32 1710684425, 31
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w1
  store i32 %tid, ptr addrspace(1) %w2, align 4
  %w3 = and i32 %tid, 1023
  %w4 = and i32 %n, 1023
  %w10 = sitofp i32 %w3 to half
  %w11 = uitofp i32 %w4 to half
  %w12 = insertelement <2 x half> poison, half %w10, i64 0
  %w13 = insertelement <2 x half> %w12, half %w11, i64 1
  %w14 = insertelement <2 x half> poison, half %w11, i64 0
  %w15 = insertelement <2 x half> %w14, half %w10, i64 1
  %w16 = fadd <2 x half> %w13, %w15
  %w9 = bitcast <2 x half> %w16 to i32
  %w17 = and i32 %tid, 31
  %w18 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w17
  store i32 %tid, ptr addrspace(1) %w18, align 4
  %w20 = and i32 %x0, 32767
  %w21 = or i32 %w20, 1
  %w19 = sdiv i32 769566, %w21
  %w22 = mul i32 %x0, %x0
  %w23 = xor i32 %w22, -743508477
  %w24 = and i32 %w23, 1485294847
  %w25 = and i32 %w24, %x0
  %w26 = and i32 %w25, -277874579
  %w27 = xor i32 %w26, %x0
  %w28 = or i32 %w27, %x0
  %w29 = or i32 %w28, %x0
  %w30 = add i32 %w29, %w27
  %w31 = and i32 %w30, %w28
  %w32 = lshr i32 %w31, 30
  %w33 = xor i32 %w32, 1880449197
  %w34 = sub i32 %w33, %w23
  %w35 = sub i32 %w34, %x0
  %w36 = add i32 %w35, %w34
  %w37 = shl i32 %w36, 25
  %w38 = xor i32 %w37, 1605473295
  %w39 = xor i32 %w38, %w26
  %w40 = add i32 %w39, 435066783
  %w41 = and i32 %w9, 31
  %w42 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w41
  %w43 = load i32, ptr addrspace(1) %w42, align 4
  %w44 = and i32 518900143, 1023
  %w45 = and i32 45795919, 1023
  %w46 = sitofp i32 %w44 to half
  %w47 = uitofp i32 %w45 to half
  %w48 = fsub half %w46, %w47
  %w51 = fpext half %w48 to float
  %w52 = fptrunc float %w51 to half
  %w49 = bitcast half %w52 to i16
  %w50 = zext i16 %w49 to i32
  %w53 = xor i32 %w40, %w9
  %w55 = call i32 @llvm.umax.i32(i32 13, i32 14)
  %w54 = srem i32 %w55, -2147483648
  br label %loop1

loop1:
  %w56 = phi i32 [ 0, %shdone ], [ %w58, %exit9 ]
  %w57 = phi i32 [ %w53, %shdone ], [ %w59, %exit9 ]
  %w60 = icmp ult i32 %w56, 1
  br i1 %w60, label %body2, label %exit3

body2:
  %w61 = and i32 %w57, 1
  br label %loop4

loop4:
  %w62 = phi i32 [ 0, %body2 ], [ %w64, %body5 ]
  %w63 = phi i32 [ %w19, %body2 ], [ %w65, %body5 ]
  %w66 = icmp ult i32 %w62, %w61
  br i1 %w66, label %body5, label %exit6

body5:
  %w67 = insertelement <4 x i32> poison, i32 %w50, i64 0
  %w68 = insertelement <4 x i32> %w67, i32 %w62, i64 1
  %w69 = shufflevector <4 x i32> %w68, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 1>
  %w70 = mul <4 x i32> %w69, <i32 23, i32 35, i32 24, i32 12>
  %w71 = icmp ugt <4 x i32> %w70, %w69
  %w72 = select <4 x i1> %w71, <4 x i32> %w70, <4 x i32> %w69
  %w74 = and i32 %w56, 3
  %w73 = extractelement <4 x i32> %w72, i32 %w74
  %w75 = atomicrmw add ptr addrspace(1) @count, i32 %w73 monotonic, align 4
  %w65 = add i32 %w63, %w73
  %w64 = add nuw nsw i32 %w62, 1
  br label %loop4

exit6:
  br label %loop7

loop7:
  %w76 = phi i32 [ 0, %exit6 ], [ %w78, %body8 ]
  %w77 = phi i32 [ %w63, %exit6 ], [ %w79, %body8 ]
  %w80 = icmp ult i32 %w76, 1
  br i1 %w80, label %body8, label %exit9

body8:
  %w82 = icmp ult i32 %w76, %w63
  %w81 = select i1 %w82, i32 %w76, i32 %w76
  %w83 = and i32 %w63, 31
  %w84 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w83
  %w85 = load i32, ptr addrspace(1) %w84, align 4
  %w86 = and i32 %w77, 31
  %w87 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w86
  %w88 = load i32, ptr addrspace(1) %w87, align 4
  %w89 = and i32 %w9, 31
  %w90 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w89
  %w91 = load i32, ptr addrspace(1) %w90, align 4
  %w92 = atomicrmw add ptr addrspace(1) @count, i32 50 monotonic, align 4
  %w93 = and i32 -5, 31
  %w94 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w93
  %w95 = load i32, ptr addrspace(1) %w94, align 4
  %w79 = sub i32 %w77, %w95
  %w78 = add nuw nsw i32 %w76, 1
  br label %loop7

exit9:
  %w96 = or i32 %w57, %w77
  %w59 = sub i32 %w57, %w96
  %w58 = add nuw nsw i32 %w56, 1
  br label %loop1

exit3:
  %w97 = and i32 %w57, 31
  %w98 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w97
  store i32 %w54, ptr addrspace(1) %w98, align 4
  %w99 = and i32 %w57, 31
  %w100 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w99
  %w101 = load i32, ptr addrspace(1) %w100, align 4
  %w102 = and i32 %w57, 31
  %w103 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w102
  %w104 = load i32, ptr addrspace(1) %w103, align 4
  %w106 = and i32 %w101, 32767
  %w107 = or i32 %w106, 1
  %w105 = srem i32 %w54, %w107
  %w109 = or i32 %w104, 1
  %w108 = udiv i32 %w101, %w109
  %w110 = xor i32 %w104, %w104
  %w111 = mul i32 %w104, %w108
  %w112 = xor i32 %w111, -743508477
  %w113 = and i32 %w112, 1485294847
  %w114 = and i32 %w113, %w108
  %w115 = and i32 %w114, -277874579
  %w116 = xor i32 %w115, %w108
  %w117 = or i32 %w116, %w108
  %w118 = or i32 %w117, %w108
  %w119 = add i32 %w118, %w116
  %w120 = and i32 %w119, %w117
  %w121 = lshr i32 %w120, 30
  %w122 = xor i32 %w121, 1880449197
  %w123 = sub i32 %w122, %w112
  %w124 = sub i32 %w123, %w108
  %w125 = add i32 %w124, %w123
  %w126 = shl i32 %w125, 25
  %w127 = xor i32 %w126, 1605473295
  %w128 = xor i32 %w127, %w115
  %w129 = add i32 %w128, 435066783
  %w130 = xor i32 %x0, %w129
  %w131 = xor i32 %w130, %w110
  %w132 = xor i32 %w131, %w108
  %w133 = xor i32 %w132, %w105
  %w134 = xor i32 %w133, %w40
  store i32 %w134, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

declare i32 @llvm.ctpop.i32(i32) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.smax.i32(i32, i32) #1

declare i32 @llvm.umax.i32(i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
