; launch: @k0 grid=6 block=10 (out=i32[1920] zero, in=i32[1920] random 2448013295, i32 477312570)
; launch: @k1 grid=5 block=15 (out=i32[2400] zero, in=i32[2400] random 3822534466, i32 -257074999)
; launch: @k2 grid=2 block=35 (out=i32[2240] zero, in=i32[2240] random 3346796102, i32 1098198932)
; launch: @k3 grid=5 block=33 (out=i32[5280] zero, in=i32[5280] random 2735352473, i32 778850203)
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
  %v42 = phi i32 [ 0, %exit3 ], [ %v44, %exit9 ]
  %v43 = phi i32 [ 1977143781, %exit3 ], [ %v45, %exit9 ]
  %v46 = icmp ult i32 %v42, 1
  br i1 %v46, label %body5, label %exit6

body5:
  %v48 = urem i32 %v42, 907213
  %v50 = trunc i32 %v48 to i16
  %v49 = sext i16 %v50 to i32
  %v47 = urem i32 %v49, -1
  %v52 = and i32 %v42, 31
  %v51 = shl i32 %v43, %v52
  br label %loop7

loop7:
  %v53 = phi i32 [ 0, %body5 ], [ %v55, %body8 ]
  %v54 = phi i32 [ %tid, %body5 ], [ %v56, %body8 ]
  %v57 = icmp ult i32 %v53, 1
  br i1 %v57, label %body8, label %exit9

body8:
  %v58 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 458
  %v59 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 304
  %v60 = icmp sgt ptr addrspace(3) %v58, %v59
  %v61 = select i1 %v60, i32 -1150742630, i32 26
  %v62 = add i32 %v61, -1
  %v63 = ptrtoint ptr addrspace(3) %v58 to i32
  %v64 = and i32 %v63, 0
  %v65 = add i32 %v62, %v64
  %v66 = and i32 29, 511
  %v67 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v66
  %v68 = load i32, ptr addrspace(3) %v67, align 4
  %v56 = sub i32 %v54, %v68
  %v55 = add nuw nsw i32 %v53, 1
  br label %loop7

exit9:
  %v45 = sub i32 %v43, %v43
  %v44 = add nuw nsw i32 %v42, 1
  br label %loop4

exit6:
  %v70 = udiv i32 %v41, 306262
  %v69 = urem i32 %v70, 14024
  %v71 = or i32 %v41, %v69
  %v72 = and i32 %v43, 1
  br label %loop10

loop10:
  %v73 = phi i32 [ 0, %exit6 ], [ %v75, %body11 ]
  %v74 = phi i32 [ %v41, %exit6 ], [ %v76, %body11 ]
  %v77 = icmp ult i32 %v73, %v72
  br i1 %v77, label %body11, label %exit12

body11:
  %v78 = atomicrmw add ptr addrspace(1) @count, i32 -1578700889 monotonic, align 4
  %v79 = xor i32 %v74, %v73
  %v80 = atomicrmw add ptr addrspace(1) @count, i32 %v43 monotonic, align 4
  %v81 = add i32 33, %v79
  %v76 = add i32 %v74, -3
  %v75 = add nuw nsw i32 %v73, 1
  br label %loop10

exit12:
  %v82 = add i32 %v69, %v43
  %v83 = and i32 %v82, 1
  br label %loop13

loop13:
  %v84 = phi i32 [ 0, %exit12 ], [ %v86, %exit18 ]
  %v85 = phi i32 [ %v71, %exit12 ], [ %v87, %exit18 ]
  %v88 = icmp ult i32 %v84, %v83
  br i1 %v88, label %body14, label %exit15

body14:
  %v89 = mul i32 %v85, %v74
  %v90 = and i32 %v82, 1
  br label %loop16

loop16:
  %v91 = phi i32 [ 0, %body14 ], [ %v93, %body17 ]
  %v92 = phi i32 [ %v89, %body14 ], [ %v94, %body17 ]
  %v95 = icmp ult i32 %v91, %v90
  br i1 %v95, label %body17, label %exit18

body17:
  %v96 = and i32 %v92, 31
  %v97 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v96
  %v98 = load i32, ptr addrspace(1) %v97, align 4
  %v99 = or i32 %v98, %v92
  %v100 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %v101 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 14
  %v102 = icmp ult ptr addrspace(1) %v100, %v101
  %v103 = select i1 %v102, i32 %v91, i32 35
  %v104 = add i32 %v103, 31
  %v94 = add i32 %v92, %v104
  %v93 = add nuw nsw i32 %v91, 1
  br label %loop16

exit18:
  %v105 = and i32 -5, 31
  %v106 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v105
  %v107 = load i32, ptr addrspace(1) %v106, align 4
  %v87 = add i32 %v85, %v107
  %v86 = add nuw nsw i32 %v84, 1
  br label %loop13

exit15:
  %v108 = and i32 3, 31
  %v109 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v108
  %v110 = load i32, ptr addrspace(1) %v109, align 4
  %v111 = and i32 %v82, 31
  %v112 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v111
  %v113 = load i32, ptr addrspace(1) %v112, align 4
  %v114 = insertelement <4 x i32> poison, i32 %v110, i64 0
  %v115 = insertelement <4 x i32> %v114, i32 %v41, i64 1
  %v116 = shufflevector <4 x i32> %v115, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 1>
  %v117 = sub <4 x i32> %v116, <i32 -4, i32 28, i32 49, i32 14>
  %v118 = icmp slt <4 x i32> %v117, %v116
  %v119 = select <4 x i1> %v118, <4 x i32> %v117, <4 x i32> %v116
  %v121 = and i32 %v85, 3
  %v120 = extractelement <4 x i32> %v119, i32 %v121
  %v122 = add i32 %v85, -29672825
  %v124 = and i32 %v110, 31
  %v123 = lshr i32 %v113, %v124
  %v125 = and i32 %v113, 511
  %v126 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v125
  %v127 = load i32, ptr addrspace(3) %v126, align 4
  %v128 = and i32 %n, 31
  %v129 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v128
  %v130 = load i32, ptr addrspace(1) %v129, align 4
  %v131 = and i32 %v71, 31
  %v132 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v131
  store i32 29, ptr addrspace(1) %v132, align 4
  %v133 = insertelement <4 x i32> poison, i32 %v122, i64 0
  %v134 = insertelement <4 x i32> %v133, i32 %v123, i64 1
  %v135 = shufflevector <4 x i32> %v134, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 1>
  %v136 = xor <4 x i32> %v135, <i32 26, i32 10, i32 30, i32 16>
  %v137 = extractelement <4 x i32> %v136, i32 1
  %v138 = mul i32 %v6, %v110
  %v139 = xor i32 %v138, -743508477
  %v140 = and i32 %v139, 1485294847
  %v141 = and i32 %v140, %v110
  %v142 = and i32 %v141, -277874579
  %v143 = xor i32 %v142, %v110
  %v144 = or i32 %v143, %v110
  %v145 = or i32 %v144, %v110
  %v146 = add i32 %v145, %v143
  %v147 = and i32 %v146, %v144
  %v148 = lshr i32 %v147, 30
  %v149 = xor i32 %v148, 1880449197
  %v150 = sub i32 %v149, %v139
  %v151 = sub i32 %v150, %v110
  %v152 = add i32 %v151, %v150
  %v153 = shl i32 %v152, 25
  %v154 = xor i32 %v153, 1605473295
  %v155 = xor i32 %v154, %v142
  %v156 = add i32 %v155, 435066783
  %v157 = xor i32 %x0, %v156
  %v158 = xor i32 %v157, %v137
  %v159 = xor i32 %v158, %v130
  %v160 = xor i32 %v159, %v127
  %v161 = xor i32 %v160, %v41
  store i32 %v161, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 2043734211
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 10
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 19
  %a3 = icmp slt ptr addrspace(1) %a1, %a2
  %a4 = select i1 %a3, i32 %n, i32 25
  %a5 = add i32 %a4, 44
  %a6 = ptrtoint ptr addrspace(1) %a1 to i32
  %a7 = and i32 %a6, 0
  %a8 = add i32 %a5, %a7
  %a9 = mul i32 16, %x0
  %a11 = or i32 %a9, 1
  %a10 = urem i32 %tid, %a11
  br label %loop1

loop1:
  %a12 = phi i32 [ 0, %shdone ], [ %a14, %exit6 ]
  %a13 = phi i32 [ %tid, %shdone ], [ %a15, %exit6 ]
  %a16 = icmp ult i32 %a12, 1
  br i1 %a16, label %body2, label %exit3

body2:
  %a17 = and i32 %a10, 31
  %a18 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a17
  %a19 = load i32, ptr addrspace(1) %a18, align 4
  %a20 = and i32 %a12, 1023
  %a21 = and i32 %a12, 1023
  %a22 = sitofp i32 %a20 to bfloat
  %a23 = uitofp i32 %a21 to bfloat
  %a24 = fadd bfloat %a22, %a23
  %a27 = fpext bfloat %a24 to float
  %a28 = fptrunc float %a27 to bfloat
  %a25 = bitcast bfloat %a28 to i16
  %a26 = zext i16 %a25 to i32
  %a29 = and i32 %a26, 31
  %a30 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a29
  %a31 = load i32, ptr addrspace(1) %a30, align 4
  br label %loop4

loop4:
  %a32 = phi i32 [ 0, %body2 ], [ %a34, %body5 ]
  %a33 = phi i32 [ 29, %body2 ], [ %a35, %body5 ]
  %a36 = icmp ult i32 %a32, 2
  br i1 %a36, label %body5, label %exit6

body5:
  %a37 = atomicrmw add ptr addrspace(1) @count, i32 %a31 monotonic, align 4
  %a38 = or i32 %a33, %a33
  %a41 = trunc i32 %a31 to i16
  %a40 = zext i16 %a41 to i32
  %a39 = udiv i32 %a40, 65535
  %a35 = xor i32 %a33, %a39
  %a34 = add nuw nsw i32 %a32, 1
  br label %loop4

exit6:
  %a15 = add i32 %a13, %a33
  %a14 = add nuw nsw i32 %a12, 1
  br label %loop1

exit3:
  %a42 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 29
  %a43 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 13
  %a44 = icmp sgt ptr addrspace(1) %a42, %a43
  %a45 = select i1 %a44, i32 47, i32 %a9
  %a46 = add i32 %a45, 14
  %a47 = ptrtoint ptr addrspace(1) %a42 to i64
  %a48 = and i64 %a47, 0
  %a49 = trunc i64 %a48 to i32
  %a50 = add i32 %a46, %a49
  %a51 = and i32 %a10, 31
  %a52 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a51
  %a53 = load i32, ptr addrspace(1) %a52, align 4
  %a54 = and i32 %a50, 31
  %a55 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a54
  %a56 = load i32, ptr addrspace(1) %a55, align 4
  %a57 = and i32 %a56, 1
  br label %loop7

loop7:
  %a58 = phi i32 [ 0, %exit3 ], [ %a60, %body8 ]
  %a59 = phi i32 [ %a53, %exit3 ], [ %a61, %body8 ]
  %a62 = icmp ult i32 %a58, %a57
  br i1 %a62, label %body8, label %exit9

body8:
  %a63 = and i32 1506460902, 31
  %a64 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a63
  %a65 = load i32, ptr addrspace(1) %a64, align 4
  %a66 = and i32 -1882188785, 31
  %a67 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a66
  store i32 %a56, ptr addrspace(1) %a67, align 4
  %a61 = xor i32 %a59, %a65
  %a60 = add nuw nsw i32 %a58, 1
  br label %loop7

exit9:
  %a68 = atomicrmw add ptr addrspace(1) @count, i32 %a50 monotonic, align 4
  %a69 = mul i32 %a53, %a59
  %a70 = xor i32 %a69, -743508477
  %a71 = and i32 %a70, 1485294847
  %a72 = and i32 %a71, %a59
  %a73 = and i32 %a72, -277874579
  %a74 = xor i32 %a73, %a59
  %a75 = or i32 %a74, %a59
  %a76 = or i32 %a75, %a59
  %a77 = add i32 %a76, %a74
  %a78 = and i32 %a77, %a75
  %a79 = lshr i32 %a78, 30
  %a80 = xor i32 %a79, 1880449197
  %a81 = sub i32 %a80, %a70
  %a82 = sub i32 %a81, %a59
  %a83 = add i32 %a82, %a81
  %a84 = shl i32 %a83, 25
  %a85 = xor i32 %a84, 1605473295
  %a86 = xor i32 %a85, %a73
  %a87 = add i32 %a86, 435066783
  %a89 = or i32 %a87, 1
  %a88 = urem i32 %a56, %a89
  %a91 = and i32 %a88, 31
  %a90 = lshr i32 %a59, %a91
  %a92 = mul i32 %tid, 12
  %a93 = xor i32 %a92, -743508477
  %a94 = and i32 %a93, 1485294847
  %a95 = and i32 %a94, 12
  %a96 = and i32 %a95, -277874579
  %a97 = xor i32 %a96, 12
  %a98 = or i32 %a97, 12
  %a99 = or i32 %a98, 12
  %a100 = add i32 %a99, %a97
  %a101 = and i32 %a100, %a98
  %a102 = lshr i32 %a101, 30
  %a103 = xor i32 %a102, 1880449197
  %a104 = sub i32 %a103, %a93
  %a105 = sub i32 %a104, 12
  %a106 = add i32 %a105, %a104
  %a107 = shl i32 %a106, 25
  %a108 = xor i32 %a107, 1605473295
  %a109 = xor i32 %a108, %a96
  %a110 = add i32 %a109, 435066783
  %a111 = xor i32 %x0, %a110
  %a112 = xor i32 %a111, %a90
  %a113 = xor i32 %a112, %a88
  %a114 = xor i32 %a113, %a87
  store i32 %a114, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sv = mul i32 %si, 1836750491
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %tid, 1023
  %t2 = and i32 %n, 1023
  %t3 = sitofp i32 %t1 to bfloat
  %t4 = uitofp i32 %t2 to bfloat
  %t5 = fmul bfloat %t3, %t4
  %t6 = bitcast bfloat %t5 to i16
  %t7 = zext i16 %t6 to i32
  %t8 = and i32 %n, 31
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t8
  %t10 = load i32, ptr addrspace(1) %t9, align 4
  %t12 = icmp slt i32 %x0, %t10
  %t11 = select i1 %t12, i32 %x0, i32 %x0
  %t13 = and i32 %t10, 31
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t13
  store i32 1161557341, ptr addrspace(1) %t14, align 4
  %t15 = mul i32 %tid, %t10
  %t16 = xor i32 %t15, -743508477
  %t17 = and i32 %t16, 1485294847
  %t18 = and i32 %t17, %t10
  %t19 = and i32 %t18, -277874579
  %t20 = xor i32 %t19, %t10
  %t21 = or i32 %t20, %t10
  %t22 = or i32 %t21, %t10
  %t23 = add i32 %t22, %t20
  %t24 = and i32 %t23, %t21
  %t25 = lshr i32 %t24, 30
  %t26 = xor i32 %t25, 1880449197
  %t27 = sub i32 %t26, %t16
  %t28 = sub i32 %t27, %t10
  %t29 = add i32 %t28, %t27
  %t30 = shl i32 %t29, 25
  %t31 = xor i32 %t30, 1605473295
  %t32 = xor i32 %t31, %t19
  %t33 = add i32 %t32, 435066783
  %t34 = mul i32 %t33, 44
  %t35 = xor i32 %t34, -743508477
  %t36 = and i32 %t35, 1485294847
  %t37 = and i32 %t36, 44
  %t38 = and i32 %t37, -277874579
  %t39 = xor i32 %t38, 44
  %t40 = or i32 %t39, 44
  %t41 = or i32 %t40, 44
  %t42 = add i32 %t41, %t39
  %t43 = and i32 %t42, %t40
  %t44 = lshr i32 %t43, 30
  %t45 = xor i32 %t44, 1880449197
  %t46 = sub i32 %t45, %t35
  %t47 = sub i32 %t46, 44
  %t48 = add i32 %t47, %t46
  %t49 = shl i32 %t48, 25
  %t50 = xor i32 %t49, 1605473295
  %t51 = xor i32 %t50, %t38
  %t52 = add i32 %t51, 435066783
  %t53 = xor i32 %x0, %t52
  %t54 = xor i32 %t53, %t33
  %t55 = xor i32 %t54, %t11
  %t56 = xor i32 %t55, %t10
  store i32 %t56, ptr addrspace(1) %slot, align 4
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
  %sv = mul i32 %si, -664636065
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = and i32 %x0, 31
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q1
  store i32 %tid, ptr addrspace(1) %q2, align 4
  %q3 = and i32 %n, 511
  %q4 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q3
  %q5 = load i32, ptr addrspace(3) %q4, align 4
  %q6 = insertelement <4 x i32> poison, i32 %q5, i64 0
  %q7 = insertelement <4 x i32> %q6, i32 %n, i64 1
  %q8 = shufflevector <4 x i32> %q7, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 1>
  %q9 = sub <4 x i32> %q8, <i32 22, i32 35, i32 -8, i32 39>
  %q10 = extractelement <4 x i32> %q9, i32 3
  %q11 = call i32 @llvm.ctpop.i32(i32 %x0)
  %q12 = mul i32 %q11, %q10
  %q13 = xor i32 %q12, -743508477
  %q14 = and i32 %q13, 1485294847
  %q15 = and i32 %q14, %q10
  %q16 = and i32 %q15, -277874579
  %q17 = xor i32 %q16, %q10
  %q18 = or i32 %q17, %q10
  %q19 = or i32 %q18, %q10
  %q20 = add i32 %q19, %q17
  %q21 = and i32 %q20, %q18
  %q22 = lshr i32 %q21, 30
  %q23 = xor i32 %q22, 1880449197
  %q24 = sub i32 %q23, %q13
  %q25 = sub i32 %q24, %q10
  %q26 = add i32 %q25, %q24
  %q27 = shl i32 %q26, 25
  %q28 = xor i32 %q27, 1605473295
  %q29 = xor i32 %q28, %q16
  %q30 = add i32 %q29, 435066783
  %q31 = and i32 %tid, 31
  %q32 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q31
  store i32 %q11, ptr addrspace(1) %q32, align 4
  %q33 = and i32 %q10, 1023
  %q34 = and i32 %q5, 1023
  %q35 = sitofp i32 %q33 to bfloat
  %q36 = uitofp i32 %q34 to bfloat
  %q37 = fadd bfloat %q35, %q36
  %q40 = fpext bfloat %q37 to float
  %q41 = fptrunc float %q40 to bfloat
  %q38 = bitcast bfloat %q41 to i16
  %q39 = zext i16 %q38 to i32
  %q42 = atomicrmw add ptr addrspace(1) @count, i32 34 monotonic, align 4
  %q43 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 292
  %q44 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 62
  %q45 = icmp ult ptr addrspace(3) %q43, %q44
  %q46 = select i1 %q45, i32 -2, i32 %q10
  %q47 = add i32 %q46, 42
  %q48 = ptrtoint ptr addrspace(3) %q43 to i64
  %q49 = and i64 %q48, 0
  %q50 = trunc i64 %q49 to i32
  %q51 = add i32 %q47, %q50
  %q52 = insertelement <4 x i32> poison, i32 %q39, i64 0
  %q53 = insertelement <4 x i32> %q52, i32 %x0, i64 1
  %q54 = shufflevector <4 x i32> %q53, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %q55 = or <4 x i32> %q54, <i32 16, i32 1, i32 46, i32 43>
  %q56 = extractelement <4 x i32> %q55, i32 2
  br label %loop1

loop1:
  %q57 = phi i32 [ 0, %shdone ], [ %q59, %exit6 ]
  %q58 = phi i32 [ %q5, %shdone ], [ %q60, %exit6 ]
  %q61 = icmp ult i32 %q57, 1
  br i1 %q61, label %body2, label %exit3

body2:
  %q62 = insertelement <4 x i32> poison, i32 %q57, i64 0
  %q63 = insertelement <4 x i32> %q62, i32 %q57, i64 1
  %q64 = shufflevector <4 x i32> %q63, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 0>
  %q65 = add <4 x i32> %q64, <i32 3, i32 -8, i32 9, i32 -3>
  %q66 = icmp ugt <4 x i32> %q65, %q64
  %q67 = select <4 x i1> %q66, <4 x i32> %q65, <4 x i32> %q64
  %q68 = extractelement <4 x i32> %q67, i32 2
  %q69 = and i32 %q57, 1
  br label %loop4

loop4:
  %q70 = phi i32 [ 0, %body2 ], [ %q72, %body5 ]
  %q71 = phi i32 [ %x0, %body2 ], [ %q73, %body5 ]
  %q74 = icmp ult i32 %q70, %q69
  br i1 %q74, label %body5, label %exit6

body5:
  %q75 = insertelement <4 x i32> poison, i32 %q68, i64 0
  %q76 = insertelement <4 x i32> %q75, i32 34, i64 1
  %q77 = shufflevector <4 x i32> %q76, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
  %q78 = or <4 x i32> %q77, <i32 48, i32 -6, i32 55, i32 26>
  %q80 = and i32 %q68, 3
  %q79 = extractelement <4 x i32> %q78, i32 %q80
  %q81 = atomicrmw add ptr addrspace(1) @count, i32 %q70 monotonic, align 4
  %q82 = insertelement <4 x i32> poison, i32 %q68, i64 0
  %q83 = insertelement <4 x i32> %q82, i32 %q79, i64 1
  %q84 = shufflevector <4 x i32> %q83, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %q85 = and <4 x i32> %q84, <i32 45, i32 37, i32 19, i32 10>
  %q87 = and i32 %q79, 3
  %q86 = extractelement <4 x i32> %q85, i32 %q87
  %q89 = or i32 55, 3417
  %q88 = udiv i32 3417, %q89
  %q73 = xor i32 %q71, %q88
  %q72 = add nuw nsw i32 %q70, 1
  br label %loop4

exit6:
  %q90 = and i32 %q5, 511
  %q91 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q90
  %q92 = load i32, ptr addrspace(3) %q91, align 4
  %q94 = or i32 %q68, 86
  %q93 = udiv i32 87, %q94
  %q96 = icmp sgt i32 %q30, 10
  %q95 = select i1 %q96, i32 %q30, i32 %q68
  %q97 = and i32 -794758561, 1023
  %q98 = and i32 %q93, 1023
  %q104 = sitofp i32 %q97 to half
  %q105 = uitofp i32 %q98 to half
  %q106 = insertelement <2 x half> poison, half %q104, i64 0
  %q107 = insertelement <2 x half> %q106, half %q105, i64 1
  %q108 = insertelement <2 x half> poison, half %q105, i64 0
  %q109 = insertelement <2 x half> %q108, half %q104, i64 1
  %q110 = fadd <2 x half> %q107, %q109
  %q103 = bitcast <2 x half> %q110 to i32
  %q60 = sub i32 %q58, %q103
  %q59 = add nuw nsw i32 %q57, 1
  br label %loop1

exit3:
  %q112 = and i32 %q39, 32767
  %q113 = or i32 %q112, 1
  %q111 = srem i32 %q39, %q113
  %q114 = and i32 0, 31
  %q115 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q114
  store i32 %q56, ptr addrspace(1) %q115, align 4
  %q118 = lshr i32 50, 1
  %q117 = call i32 @llvm.abs.i32(i32 %q118, i1 true)
  %q120 = and i32 -5, 3
  %q119 = lshr exact i32 16, %q120
  %q121 = icmp slt i32 %q56, %tid
  %q122 = select i1 %q121, i32 %q117, i32 %q119
  %q116 = sdiv i32 %q122, -2147483648
  %q123 = and i32 %q58, 31
  %q124 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q123
  store i32 %q58, ptr addrspace(1) %q124, align 4
  %q126 = or i32 %q111, 1
  %q125 = urem i32 %q56, %q126
  %q127 = mul i32 %q111, %q116
  %q128 = xor i32 %q127, -743508477
  %q129 = and i32 %q128, 1485294847
  %q130 = and i32 %q129, %q116
  %q131 = and i32 %q130, -277874579
  %q132 = xor i32 %q131, %q116
  %q133 = or i32 %q132, %q116
  %q134 = or i32 %q133, %q116
  %q135 = add i32 %q134, %q132
  %q136 = and i32 %q135, %q133
  %q137 = lshr i32 %q136, 30
  %q138 = xor i32 %q137, 1880449197
  %q139 = sub i32 %q138, %q128
  %q140 = sub i32 %q139, %q116
  %q141 = add i32 %q140, %q139
  %q142 = shl i32 %q141, 25
  %q143 = xor i32 %q142, 1605473295
  %q144 = xor i32 %q143, %q131
  %q145 = add i32 %q144, 435066783
  %q146 = xor i32 %x0, %q145
  %q147 = xor i32 %q146, %q125
  %q148 = xor i32 %q147, %q116
  %q149 = xor i32 %q148, %q111
  %q150 = xor i32 %q149, %q30
  store i32 %q150, ptr addrspace(1) %slot, align 4
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
  %sv = mul i32 %si, 1326890269
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = and i32 %n, 31
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w1
  store i32 %x0, ptr addrspace(1) %w2, align 4
  %w3 = and i32 %n, 31
  %w4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w3
  store i32 %x0, ptr addrspace(1) %w4, align 4
  %w5 = and i32 %n, 31
  %w6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w5
  store i32 %n, ptr addrspace(1) %w6, align 4
  %w7 = and i32 %tid, 1
  br label %loop1

loop1:
  %w8 = phi i32 [ 0, %shdone ], [ %w10, %exit6 ]
  %w9 = phi i32 [ %n, %shdone ], [ %w11, %exit6 ]
  %w12 = icmp ult i32 %w8, %w7
  br i1 %w12, label %body2, label %exit3

body2:
  %w13 = or i32 %x0, %n
  br label %loop4

loop4:
  %w14 = phi i32 [ 0, %body2 ], [ %w16, %body5 ]
  %w15 = phi i32 [ %w9, %body2 ], [ %w17, %body5 ]
  %w18 = icmp ult i32 %w14, 1
  br i1 %w18, label %body5, label %exit6

body5:
  %w21 = and i32 %w13, 65535
  %w20 = add nuw i32 %w21, 1
  %w19 = urem i32 %w20, 65536
  %w22 = and i32 %w14, 511
  %w23 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w22
  %w24 = load i32, ptr addrspace(3) %w23, align 4
  %w26 = and i32 %tid, 31
  %w25 = lshr i32 %w19, %w26
  %w28 = or i32 %w24, 1
  %w27 = urem i32 %w19, %w28
  %w29 = and i32 %w24, 31
  %w30 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w29
  store i32 %w19, ptr addrspace(1) %w30, align 4
  %w31 = and i32 %w19, 511
  %w32 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w31
  %w33 = load i32, ptr addrspace(3) %w32, align 4
  %w17 = xor i32 %w15, %w33
  %w16 = add nuw nsw i32 %w14, 1
  br label %loop4

exit6:
  %w34 = and i32 %w13, 31
  %w35 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w34
  %w36 = load i32, ptr addrspace(1) %w35, align 4
  %w37 = and i32 %w9, 1023
  %w38 = and i32 %w15, 1023
  %w39 = sitofp i32 %w37 to half
  %w40 = uitofp i32 %w38 to half
  %w41 = fsub half %w39, %w40
  %w42 = bitcast half %w41 to i16
  %w43 = zext i16 %w42 to i32
  %w11 = sub i32 %w9, %w43
  %w10 = add nuw nsw i32 %w8, 1
  br label %loop1

exit3:
  %w44 = and i32 %x0, 511
  %w45 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w44
  %w46 = load i32, ptr addrspace(3) %w45, align 4
  %w47 = and i32 11, 511
  %w48 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w47
  %w49 = load i32, ptr addrspace(3) %w48, align 4
  %w50 = insertelement <4 x i32> poison, i32 %w46, i64 0
  %w51 = insertelement <4 x i32> %w50, i32 %w49, i64 1
  %w52 = shufflevector <4 x i32> %w51, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %w53 = mul <4 x i32> %w52, <i32 56, i32 -5, i32 47, i32 25>
  %w54 = icmp slt <4 x i32> %w53, %w52
  %w55 = select <4 x i1> %w54, <4 x i32> %w53, <4 x i32> %w52
  %w57 = and i32 %w9, 3
  %w56 = extractelement <4 x i32> %w55, i32 %w57
  %w58 = mul i32 36, 1126936065
  %w59 = xor i32 %w58, -743508477
  %w60 = and i32 %w59, 1485294847
  %w61 = and i32 %w60, 1126936065
  %w62 = and i32 %w61, -277874579
  %w63 = xor i32 %w62, 1126936065
  %w64 = or i32 %w63, 1126936065
  %w65 = or i32 %w64, 1126936065
  %w66 = add i32 %w65, %w63
  %w67 = and i32 %w66, %w64
  %w68 = lshr i32 %w67, 30
  %w69 = xor i32 %w68, 1880449197
  %w70 = sub i32 %w69, %w59
  %w71 = sub i32 %w70, 1126936065
  %w72 = add i32 %w71, %w70
  %w73 = shl i32 %w72, 25
  %w74 = xor i32 %w73, 1605473295
  %w75 = xor i32 %w74, %w62
  %w76 = add i32 %w75, 435066783
  %w77 = mul i32 %x0, %w56
  %w78 = xor i32 %w77, -743508477
  %w79 = and i32 %w78, 1485294847
  %w80 = and i32 %w79, %w56
  %w81 = and i32 %w80, -277874579
  %w82 = xor i32 %w81, %w56
  %w83 = or i32 %w82, %w56
  %w84 = or i32 %w83, %w56
  %w85 = add i32 %w84, %w82
  %w86 = and i32 %w85, %w83
  %w87 = lshr i32 %w86, 30
  %w88 = xor i32 %w87, 1880449197
  %w89 = sub i32 %w88, %w78
  %w90 = sub i32 %w89, %w56
  %w91 = add i32 %w90, %w89
  %w92 = shl i32 %w91, 25
  %w93 = xor i32 %w92, 1605473295
  %w94 = xor i32 %w93, %w81
  %w95 = add i32 %w94, 435066783
  %w96 = xor i32 %x0, %w95
  %w97 = xor i32 %w96, %w76
  %w98 = xor i32 %w97, %w56
  %w99 = xor i32 %w98, %w49
  store i32 %w99, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare i32 @llvm.ctpop.i32(i32) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k1, !"kernel", i32 1}
!1 = !{ptr @k2, !"kernel", i32 1}
