; launch: @k0 grid=1 block=1 (out=i32[32] zero, in=i32[32] random 1854701922, i32 981467270)
; seam-gpu case seed-000003 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [32 x i32] [i32 -1424319769, i32 496211755, i32 712118204, i32 -1862434413, i32 1603889339, i32 779566525, i32 1790800573, i32 1986805653, i32 959666254, i32 1534083992, i32 1127449495, i32 1202430172, i32 1164027551, i32 -126548690, i32 -660834787, i32 -1548008379, i32 125375322, i32 1722337058, i32 445898349, i32 392267386, i32 -1563039525, i32 1396223137, i32 -130100445, i32 -1732800145, i32 -140296572, i32 1194491799, i32 1203166653, i32 -651750971, i32 1549359723, i32 -2013011640, i32 1232012090, i32 1975862556], align 4
@c = internal addrspace(4) constant [32 x i32] [i32 2095430071, i32 1937793471, i32 -1502246083, i32 -975985637, i32 -2051596416, i32 1769701006, i32 -559340284, i32 -1154750391, i32 -1969028350, i32 1797267462, i32 -319767669, i32 666194542, i32 -625134981, i32 -305721763, i32 -1803871080, i32 -1156548455, i32 143972414, i32 1990303622, i32 -343266514, i32 -991342596, i32 -1034870995, i32 -184542353, i32 13144409, i32 727299720, i32 1581354789, i32 1813956806, i32 -865841591, i32 -1914141558, i32 1466748363, i32 22224669, i32 1672878991, i32 -1388156714], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 -565271336, [2 x i32] [i32 1358168208, i32 1527905150], i16 736, i64 -1214928880 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 -872950559, [64 x i32] [i32 1613568674, i32 -89603940, i32 -1852428210, i32 277363976, i32 2015579310, i32 739366681, i32 -210757336, i32 -233645901, i32 -172406736, i32 -1738095346, i32 1700227351, i32 -629030248, i32 848300580, i32 1356352687, i32 -1051485872, i32 316925121, i32 881706621, i32 -1067207162, i32 -289721, i32 1287123775, i32 -530651797, i32 -1090289871, i32 -2050087865, i32 750279528, i32 -1132827202, i32 -717336836, i32 264886862, i32 -229168622, i32 -748813388, i32 -1640392127, i32 1948446773, i32 -362516103, i32 1499144993, i32 -96950787, i32 1219053973, i32 1326647295, i32 -1884560420, i32 847680092, i32 -377643993, i32 -644906577, i32 -1397491668, i32 1809766914, i32 -139894561, i32 721354629, i32 -1813471939, i32 1448266156, i32 1180751507, i32 1245819293, i32 393788402, i32 114648754, i32 -145120921, i32 420129620, i32 1723673442, i32 1507384280, i32 1578205605, i32 139125419, i32 1704577753, i32 1048268180, i32 -501524024, i32 1917514405, i32 -1841520390, i32 -369976023, i32 -728170954, i32 1675820853], i32 1678037536 }, align 4
@sh = internal addrspace(3) global [32 x i32] undef, align 4

define linkonce_odr i32 @f0([11 x i32] %agg0) {
entry:
  %v1 = and i32 -2079167903, 31
  %v2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v1
  %v3 = load i32, ptr addrspace(3) %v2, align 4
  %v4 = and i32 %v3, 1023
  %v5 = and i32 %v3, 1023
  %v6 = sitofp i32 %v4 to bfloat
  %v7 = uitofp i32 %v5 to bfloat
  %v8 = fadd bfloat %v6, %v7
  %v11 = fpext bfloat %v8 to float
  %v12 = fptrunc float %v11 to bfloat
  %v9 = bitcast bfloat %v12 to i16
  %v10 = zext i16 %v9 to i32
  %v13 = add i32 %v3, %v3
  %v14 = icmp eq i32 %v13, %v3
  br i1 %v14, label %then1, label %else2

then1:
  %v15 = icmp slt i32 %v3, %v13
  br i1 %v15, label %then4, label %else5

then4:
  %v16 = and i32 %v13, 31
  %v17 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v16
  %v18 = load i32, ptr addrspace(3) %v17, align 4
  ret i32 %v18

else5:
  %v19 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 15
  %v20 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 19
  %v21 = icmp uge ptr addrspace(1) %v19, %v20
  %v22 = select i1 %v21, i32 10, i32 %v13
  %v23 = add i32 %v22, 33
  %v24 = ptrtoint ptr addrspace(1) %v19 to i64
  %v25 = and i64 %v24, 0
  %v26 = trunc i64 %v25 to i32
  %v27 = add i32 %v23, %v26
  %v28 = and i32 %v27, 31
  %v29 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v28
  %v30 = load i32, ptr addrspace(1) %v29, align 4
  %v31 = mul i32 %v30, %v30
  br label %join6

join6:
  %v32 = phi i32 [ %v3, %else5 ]
  %v35 = and i32 %v3, 65535
  %v34 = add nsw i32 %v35, -6
  %v37 = and i32 %v34, 31
  %v36 = ashr i32 53, %v37
  %v33 = urem i32 %v36, 54
  %v38 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 4
  %v39 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 13
  %v40 = icmp ule ptr addrspace(1) %v38, %v39
  %v41 = select i1 %v40, i32 %v13, i32 8
  %v42 = add i32 %v41, 10
  %v43 = ptrtoint ptr addrspace(1) %v38 to i32
  %v44 = and i32 %v43, 0
  %v45 = add i32 %v42, %v44
  ret i32 %v45

else2:
  %v47 = udiv i32 %v10, 219161
  %v48 = call i32 @llvm.ctpop.i32(i32 %v47)
  %v46 = udiv i32 %v48, 33
  %v49 = call i32 @llvm.smin.i32(i32 %v3, i32 %v3)
  %v50 = and i32 18, 1023
  %v51 = and i32 %v10, 1023
  %v52 = sitofp i32 %v50 to bfloat
  %v53 = uitofp i32 %v51 to bfloat
  %v54 = fadd bfloat %v52, %v53
  %v55 = bitcast bfloat %v54 to i16
  %v56 = zext i16 %v55 to i32
  br label %join3

join3:
  %v57 = phi i32 [ %v56, %else2 ]
  %v58 = phi ptr addrspace(3) [ @sh, %else2 ]
  %v59 = sub i32 %v13, 8
  %v60 = sitofp i32 %v57 to float
  %v61 = sitofp i32 %v13 to float
  %v62 = fadd float %v60, %v61
  %v63 = bitcast float %v62 to i32
  %v64 = icmp slt i32 %v10, %v13
  br i1 %v64, label %then7, label %else8

then7:
  %v65 = and i32 %v63, 1023
  %v66 = and i32 %v3, 1023
  %v67 = sitofp i32 %v65 to half
  %v68 = uitofp i32 %v66 to half
  %v69 = fmul half %v67, %v68
  %v70 = bitcast half %v69 to i16
  %v71 = zext i16 %v70 to i32
  br label %join9

else8:
  %v73 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 1, i32 19
  %v72 = load i32, ptr addrspace(1) %v73, align 4
  %v74 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 3
  %v75 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 30
  %v76 = icmp sge ptr addrspace(1) %v74, %v75
  %v77 = select i1 %v76, i32 9, i32 %v72
  %v78 = add i32 %v77, 55
  %v80 = and i32 1475314188, 32767
  %v81 = or i32 %v80, 1
  %v79 = sdiv i32 %v72, %v81
  %v82 = icmp eq i32 %v78, %v78
  br i1 %v82, label %then10, label %else11

then10:
  %v83 = and i32 %v63, 1023
  %v84 = and i32 %v79, 1023
  %v90 = sitofp i32 %v83 to half
  %v91 = uitofp i32 %v84 to half
  %v92 = insertelement <2 x half> poison, half %v90, i64 0
  %v93 = insertelement <2 x half> %v92, half %v91, i64 1
  %v94 = insertelement <2 x half> poison, half %v91, i64 0
  %v95 = insertelement <2 x half> %v94, half %v90, i64 1
  %v96 = fadd <2 x half> %v93, %v95
  %v89 = bitcast <2 x half> %v96 to i32
  %v97 = icmp slt i32 %v89, 0
  %v98 = select i1 %v97, ptr addrspace(3) @sh, ptr addrspace(3) %v58
  br label %join12

else11:
  %v101 = or i32 %v59, 1
  %v100 = srem i32 15816, %v101
  %v99 = srem i32 %v100, 15817
  %v102 = or i32 %v13, 1
  %v104 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %v103 = load i32, ptr addrspace(1) %v104, align 4
  %v105 = and i32 906162976, 31
  %v106 = getelementptr inbounds i32, ptr addrspace(3) %v58, i32 %v105
  %v107 = load i32, ptr addrspace(3) %v106, align 4
  br label %join12

join12:
  %v108 = phi i32 [ %v89, %then10 ], [ %v107, %else11 ]
  %v110 = ashr i32 34, 31
  %v111 = sdiv i32 %v110, 1
  %v109 = ashr i32 %v111, 24
  %v113 = icmp uge i32 -995358295, %v109
  %v112 = select i1 %v113, i32 -995358295, i32 %v63
  br label %join9

join9:
  %v114 = phi i32 [ %v71, %then7 ], [ %v112, %join12 ]
  %v115 = and i32 %v63, %v57
  %v116 = add i32 18, -595226089
  %v117 = sub i32 %v116, -293936253
  %v118 = sub i32 %v117, %v57
  %v119 = add i32 %v118, %v116
  %v120 = or i32 %v119, -1314782357
  %v121 = sub i32 %v120, %v119
  %v122 = and i32 %v121, %v118
  %v123 = lshr i32 %v122, 19
  %v124 = shl i32 %v123, 19
  %v125 = mul i32 %v124, %v116
  %v126 = and i32 %v125, %v124
  %v127 = or i32 %v126, %v118
  %v128 = and i32 %v127, %v57
  %v129 = lshr i32 %v128, 3
  %v130 = sub i32 %v129, %v57
  %v131 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 22
  %v132 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 24
  %v133 = icmp uge ptr addrspace(1) %v131, %v132
  %v134 = select i1 %v133, i32 29, i32 %v130
  %v135 = add i32 %v134, -7
  %v136 = ptrtoint ptr addrspace(1) %v131 to i64
  %v137 = and i64 %v136, 0
  %v138 = trunc i64 %v137 to i32
  %v139 = add i32 %v135, %v138
  %v140 = mul i32 -1417870165, %v130
  %v141 = icmp sge i32 %v115, %v115
  br i1 %v141, label %then13, label %else14

then13:
  %v142 = icmp slt i32 %v140, 0
  %v143 = addrspacecast ptr addrspace(1) @g to ptr
  %v144 = select i1 %v142, ptr %v143, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %v145 = and i32 %v57, 1023
  %v146 = and i32 %v115, 1023
  %v147 = sitofp i32 %v145 to half
  %v148 = uitofp i32 %v146 to half
  %v149 = fmul half %v147, %v148
  %v152 = fpext half %v149 to float
  %v153 = fptrunc float %v152 to half
  %v150 = bitcast half %v153 to i16
  %v151 = zext i16 %v150 to i32
  %v154 = and i32 %v13, 31
  %v155 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v154
  %v156 = load i32, ptr addrspace(1) %v155, align 4
  ret i32 %v156

else14:
  %v157 = icmp slt i32 %v115, 0
  %v158 = select i1 %v157, ptr addrspace(3) %v58, ptr addrspace(3) @sh
  %v160 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %v161 = load i32, ptr addrspace(4) %v160, align 4
  %v163 = and i32 %v139, 31
  %v162 = ashr i32 %v139, %v163
  %v164 = sub i32 %v114, %v161
  %v165 = and i32 %v162, 31
  %v166 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v165
  %v167 = load i32, ptr addrspace(1) %v166, align 4
  %v169 = or i32 %v164, 2915
  %v168 = udiv i32 2914, %v169
  br label %join15

join15:
  %v170 = phi i32 [ %v168, %else14 ]
  %v171 = sitofp i32 %v59 to double
  %v172 = sitofp i32 %v130 to double
  %v173 = fmul double %v171, %v172
  %v175 = bitcast double %v173 to i64
  %v176 = lshr i64 %v175, 29
  %v174 = trunc i64 %v176 to i32
  %v177 = sitofp i32 %v115 to double
  %v178 = sitofp i32 %v170 to double
  %v179 = fsub double %v177, %v178
  %v181 = bitcast double %v179 to i64
  %v182 = lshr i64 %v181, 29
  %v180 = trunc i64 %v182 to i32
  %v185 = and i32 %v10, 65535
  %v184 = add nsw i32 %v185, -2
  %v183 = sdiv i32 %v184, 65535
  %v186 = and i32 %v170, 31
  %v187 = getelementptr inbounds i32, ptr addrspace(3) %v58, i32 %v186
  %v188 = load i32, ptr addrspace(3) %v187, align 4
  %v189 = xor i32 %v170, %v188
  %v190 = xor i32 %v189, %v130
  ret i32 %v190
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %wb = and i32 %tid, -32
  %wl = sub i32 %ntid, %wb
  %wfull = icmp uge i32 %wl, 32
  %wsh = shl i32 1, %wl
  %wm1 = sub i32 %wsh, 1
  %wmask = select i1 %wfull, i32 -1, i32 %wm1
  %wl1 = sub i32 %wl, 1
  %wc = select i1 %wfull, i32 31, i32 %wl1
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
  %sv = mul i32 %si, 140203903
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = add i32 %x0, -595226089
  %a2 = sub i32 %a1, -293936253
  %a3 = sub i32 %a2, %tid
  %a4 = add i32 %a3, %a1
  %a5 = or i32 %a4, -1314782357
  %a6 = sub i32 %a5, %a4
  %a7 = and i32 %a6, %a3
  %a8 = lshr i32 %a7, 19
  %a9 = shl i32 %a8, 19
  %a10 = mul i32 %a9, %a1
  %a11 = and i32 %a10, %a9
  %a12 = or i32 %a11, %a3
  %a13 = and i32 %a12, %tid
  %a14 = lshr i32 %a13, 3
  %a15 = sub i32 %a14, %tid
  %a17 = and i32 %n, 31
  %a16 = ashr i32 %tid, %a17
  %a19 = icmp ult i32 %n, 1378691760
  %a18 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %a19)
  %a20 = and i32 %a16, 1023
  %a21 = and i32 %a16, 1023
  %a22 = sitofp i32 %a20 to bfloat
  %a23 = uitofp i32 %a21 to bfloat
  %a24 = fadd bfloat %a22, %a23
  %a27 = fpext bfloat %a24 to float
  %a28 = fptrunc float %a27 to bfloat
  %a25 = bitcast bfloat %a28 to i16
  %a26 = zext i16 %a25 to i32
  %a29 = insertvalue [11 x i32] zeroinitializer, i32 %a15, 10
  %a30 = insertvalue [11 x i32] %a29, i32 %a16, 10
  %a31 = insertvalue [11 x i32] %a30, i32 %a18, 9
  %a32 = call i32 @f0([11 x i32] %a31)
  %a33 = and i32 %a18, 31
  %a34 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a33
  %a35 = load i32, ptr addrspace(3) %a34, align 4
  %a37 = and i32 21, 32767
  %a38 = or i32 %a37, 1
  %a36 = sdiv i32 9, %a38
  %a39 = add i32 %a32, -595226089
  %a40 = sub i32 %a39, -293936253
  %a41 = sub i32 %a40, %a35
  %a42 = add i32 %a41, %a39
  %a43 = or i32 %a42, -1314782357
  %a44 = sub i32 %a43, %a42
  %a45 = and i32 %a44, %a41
  %a46 = lshr i32 %a45, 19
  %a47 = shl i32 %a46, 19
  %a48 = mul i32 %a47, %a39
  %a49 = and i32 %a48, %a47
  %a50 = or i32 %a49, %a41
  %a51 = and i32 %a50, %a35
  %a52 = lshr i32 %a51, 3
  %a53 = sub i32 %a52, %a35
  %a54 = xor i32 %x0, %a53
  %a55 = xor i32 %a54, %a36
  %a56 = xor i32 %a55, %a35
  %a57 = xor i32 %a56, %a32
  %a58 = xor i32 %a57, %a15
  store i32 %a58, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t1 = alloca [32 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %wb = and i32 %tid, -32
  %wl = sub i32 %ntid, %wb
  %wfull = icmp uge i32 %wl, 32
  %wsh = shl i32 1, %wl
  %wm1 = sub i32 %wsh, 1
  %wmask = select i1 %wfull, i32 -1, i32 %wm1
  %wl1 = sub i32 %wl, 1
  %wc = select i1 %wfull, i32 31, i32 %wl1
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
  %sv = mul i32 %si, -1102403627
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %shdone ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 32
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 1821303567
  %t6 = xor i32 %t5, %n
  %t7 = getelementptr inbounds [32 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = icmp eq i32 %x0, %n
  br i1 %t9, label %then4, label %else5

then4:
  %t10 = and i32 %tid, 31
  %t11 = getelementptr inbounds i32, ptr %t1, i32 %t10
  store i32 %tid, ptr %t11, align 4
  %t12 = call i32 @llvm.smin.i32(i32 %x0, i32 21)
  %t13 = call i1 @llvm.nvvm.isspacep.local(ptr %t1)
  br i1 %t13, label %is7, label %isnot8

is7:
  %t14 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t15 = and i32 %tid, 31
  %t16 = getelementptr inbounds i32, ptr addrspace(5) %t14, i32 %t15
  %t17 = load i32, ptr addrspace(5) %t16, align 4
  br label %isjoin9

isnot8:
  %t18 = and i32 %tid, 31
  %t19 = getelementptr inbounds i32, ptr %t1, i32 %t18
  %t20 = load i32, ptr %t19, align 4
  br label %isjoin9

isjoin9:
  %t21 = phi i32 [ %t17, %is7 ], [ %t20, %isnot8 ]
  %t23 = or i32 %t21, 1
  %t22 = udiv i32 %t12, %t23
  br label %join6

else5:
  %t24 = insertvalue [11 x i32] zeroinitializer, i32 -1, 10
  %t25 = insertvalue [11 x i32] %t24, i32 %x0, 4
  %t26 = notail call i32 @f0([11 x i32] %t25) #3
  %t27 = insertvalue [11 x i32] zeroinitializer, i32 %x0, 3
  %t28 = call i32 @f0([11 x i32] %t27)
  br label %join6

join6:
  %t29 = phi i32 [ %t22, %isjoin9 ], [ %t28, %else5 ]
  %t30 = and i32 %n, 31
  %t31 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t30
  %t32 = load i32, ptr addrspace(4) %t31, align 4
  %t33 = mul i32 %tid, %t29
  %t34 = sub i32 %tid, %t29
  %t35 = insertvalue [11 x i32] zeroinitializer, i32 %t32, 1
  %t36 = insertvalue [11 x i32] %t35, i32 %t34, 8
  %t37 = notail call i32 @f0([11 x i32] %t36)
  %t38 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %t32, i32 3, i32 %wc)
  %t40 = and i32 %t38, 31
  %t39 = ashr i32 %t37, %t40
  %t41 = insertvalue [11 x i32] zeroinitializer, i32 %t38, 7
  %t42 = insertvalue [11 x i32] %t41, i32 %t37, 8
  %t43 = insertvalue [11 x i32] %t42, i32 %t34, 6
  %t44 = call i32 @f0([11 x i32] %t43) #4
  %t45 = call i1 @llvm.nvvm.isspacep.const(ptr %t1)
  br i1 %t45, label %is10, label %isnot11

is10:
  %t46 = addrspacecast ptr %t1 to ptr addrspace(4)
  %t47 = and i32 %n, 31
  %t48 = getelementptr inbounds i32, ptr addrspace(4) %t46, i32 %t47
  %t49 = load i32, ptr addrspace(4) %t48, align 4
  br label %isjoin12

isnot11:
  %t50 = and i32 %t38, 31
  %t51 = getelementptr inbounds i32, ptr %t1, i32 %t50
  %t52 = load i32, ptr %t51, align 4
  br label %isjoin12

isjoin12:
  %t53 = phi i32 [ %t49, %is10 ], [ %t52, %isnot11 ]
  %t54 = call i1 @llvm.nvvm.isspacep.local(ptr %t1)
  br i1 %t54, label %is13, label %isnot14

is13:
  %t55 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t56 = and i32 %t39, 31
  %t57 = getelementptr inbounds i32, ptr addrspace(5) %t55, i32 %t56
  %t58 = load i32, ptr addrspace(5) %t57, align 4
  br label %isjoin15

isnot14:
  %t59 = and i32 %t53, 31
  %t60 = getelementptr inbounds i32, ptr %t1, i32 %t59
  %t61 = load i32, ptr %t60, align 4
  br label %isjoin15

isjoin15:
  %t62 = phi i32 [ %t58, %is13 ], [ %t61, %isnot14 ]
  %t63 = and i32 %t32, 31
  %t64 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t63
  %t65 = load i32, ptr addrspace(1) %t64, align 4
  %t67 = srem i32 %t62, 11
  %t66 = udiv i32 %t67, -1
  %t68 = icmp slt i32 -4, 0
  %t69 = addrspacecast ptr addrspace(1) %slot to ptr
  %t70 = select i1 %t68, ptr %t1, ptr %t69
  %t71 = and i32 %t66, 31
  %t72 = getelementptr inbounds i32, ptr %t1, i32 %t71
  store i32 %t66, ptr %t72, align 4
  %t73 = and i32 %t62, 31
  %t74 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t73
  %t75 = load i32, ptr addrspace(1) %t74, align 4
  %t76 = call i1 @llvm.nvvm.isspacep.local(ptr %t1)
  br i1 %t76, label %is16, label %isnot17

is16:
  %t77 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t78 = and i32 %t62, 31
  %t79 = getelementptr inbounds i32, ptr addrspace(5) %t77, i32 %t78
  %t80 = load i32, ptr addrspace(5) %t79, align 4
  br label %isjoin18

isnot17:
  %t81 = and i32 45, 31
  %t82 = getelementptr inbounds i32, ptr %t1, i32 %t81
  %t83 = load i32, ptr %t82, align 4
  br label %isjoin18

isjoin18:
  %t84 = phi i32 [ %t80, %is16 ], [ %t83, %isnot17 ]
  %t85 = add i32 %t84, -595226089
  %t86 = sub i32 %t85, -293936253
  %t87 = sub i32 %t86, %t66
  %t88 = add i32 %t87, %t85
  %t89 = or i32 %t88, -1314782357
  %t90 = sub i32 %t89, %t88
  %t91 = and i32 %t90, %t87
  %t92 = lshr i32 %t91, 19
  %t93 = shl i32 %t92, 19
  %t94 = mul i32 %t93, %t85
  %t95 = and i32 %t94, %t93
  %t96 = or i32 %t95, %t87
  %t97 = and i32 %t96, %t66
  %t98 = lshr i32 %t97, 3
  %t99 = sub i32 %t98, %t66
  %t100 = add i32 41, -595226089
  %t101 = sub i32 %t100, -293936253
  %t102 = sub i32 %t101, %t44
  %t103 = add i32 %t102, %t100
  %t104 = or i32 %t103, -1314782357
  %t105 = sub i32 %t104, %t103
  %t106 = and i32 %t105, %t102
  %t107 = lshr i32 %t106, 19
  %t108 = shl i32 %t107, 19
  %t109 = mul i32 %t108, %t100
  %t110 = and i32 %t109, %t108
  %t111 = or i32 %t110, %t102
  %t112 = and i32 %t111, %t44
  %t113 = lshr i32 %t112, 3
  %t114 = sub i32 %t113, %t44
  %t115 = xor i32 %x0, %t114
  %t116 = xor i32 %t115, %t99
  %t117 = xor i32 %t116, %t84
  %t118 = xor i32 %t117, %t75
  store i32 %t118, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0

declare i32 @llvm.ctpop.i32(i32) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

declare i32 @llvm.smin.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "seam-site"="2" }
attributes #4 = { nounwind "seam-site"="5" }
