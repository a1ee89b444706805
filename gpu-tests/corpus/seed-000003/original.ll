; launch: @k0 grid=1 block=32 (out=i32[1024] zero, in=i32[1024] random 2565719822, i32 -1718322404)
; seam-gpu case seed-000003 variant original
; seam-case seed=3
; config: functions=4,kernels=4,depth=2,stmts=24,trip=32,slot=32,shared=32,grid=1,block=62,cost=633862,features=calls+recursion+mutual-recursion+linkage+global-ptrs+shared-mem+const-mem+local-mem+forwarding+disagree+ptr-merge+isspacep+constexpr-casts+aggregates+noinline+optnone+nooutline+repeated+branches+floats+unreferenced-kernels+early-returns+half+warp-ops+ptr-compare+ranges
; features: calls,linkage,global-ptrs,shared-mem,const-mem,local-mem,ptr-merge,constexpr-casts,aggregates,repeated,branches,floats,unreferenced-kernels,early-returns,half,warp-ops,ptr-compare,ranges
; label: force-inline @f0 = none (params 44, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: kernel @k0 = launched
; label: kernel @k1 = unreferenced
; label: variable @g = used
; label: variable @c = used
; label: variable @cs = used
; label: variable @gs = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [32 x i32] [i32 1052446840, i32 -2046257960, i32 779526559, i32 -51672533, i32 767879503, i32 1875005727, i32 1509228571, i32 -2013214575, i32 623598006, i32 -966901361, i32 1231822536, i32 -1966316466, i32 -879892348, i32 492268749, i32 -1895738593, i32 -698108389, i32 -659733912, i32 -1864479068, i32 2119234560, i32 -530902533, i32 268667906, i32 -1565026904, i32 -1671418598, i32 1325050048, i32 143758896, i32 -1374648259, i32 427303756, i32 673976791, i32 -1275891687, i32 821170904, i32 250984776, i32 395863749], align 4
@c = internal addrspace(4) constant [32 x i32] [i32 -1738188951, i32 618299842, i32 -1355640822, i32 1347475532, i32 -1044294759, i32 2098389988, i32 104107462, i32 1203790774, i32 1073740692, i32 1800189939, i32 836787941, i32 1203700607, i32 1753599524, i32 -1104365477, i32 -54756755, i32 1322597966, i32 303024602, i32 -1259186390, i32 1104371203, i32 899561882, i32 2037654256, i32 569009265, i32 -44475613, i32 -1778763611, i32 -12015287, i32 -598797561, i32 1552919523, i32 657622674, i32 -1343652452, i32 752455553, i32 44872696, i32 -546578726], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 -2047366816, [2 x i32] [i32 1026227967, i32 -1399592803], i16 21193, i64 -1656332074 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 -1482966894, [64 x i32] [i32 -230014543, i32 -1307084613, i32 1728501094, i32 1425496481, i32 1645808299, i32 -664355541, i32 -1520838437, i32 -1419898495, i32 -653767966, i32 -1805280822, i32 -935429299, i32 -1511908519, i32 -93173006, i32 697449632, i32 921301661, i32 903125246, i32 -513547521, i32 550238164, i32 -312212270, i32 -518067691, i32 1360402268, i32 1505579683, i32 328176302, i32 -1255878962, i32 1780456135, i32 -1223628785, i32 -1315372367, i32 -756273446, i32 -2052559381, i32 -1125363679, i32 1915850772, i32 -1871224457, i32 131642653, i32 482669300, i32 662483347, i32 667079118, i32 1886323011, i32 1494366910, i32 -809497717, i32 -1768648519, i32 806560674, i32 1302050456, i32 315224602, i32 90552841, i32 -1195309493, i32 281827006, i32 -1489858743, i32 1438800742, i32 1898208671, i32 408223578, i32 798936322, i32 -964146390, i32 1901239698, i32 -1374817602, i32 1815002371, i32 1944028286, i32 103927578, i32 1883026922, i32 -867102728, i32 1585504922, i32 1118152388, i32 578053045, i32 370328517, i32 928200548], i32 -2103270440 }, align 4
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
  %v34 = sdiv i32 %v3, 134217727
  %v37 = icmp slt i32 %v34, %v32
  %v36 = select i1 %v37, i32 4, i32 13
  %v35 = shl nsw i32 32768, %v36
  %v33 = sdiv i32 %v35, 1073741825
  %v38 = mul i32 %v33, 920345822
  ret i32 %v38

else2:
  %v39 = icmp slt i32 28, %v13
  br i1 %v39, label %then7, label %else8

then7:
  %v40 = icmp ult i32 29, %v13
  br i1 %v40, label %then10, label %else11

then10:
  %v41 = icmp slt i32 %v13, 0
  %v42 = addrspacecast ptr addrspace(3) @sh to ptr
  %v43 = select i1 %v41, ptr %v42, ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %v45 = or i32 %v10, 1
  %v44 = urem i32 %v10, %v45
  %v48 = trunc i32 %v13 to i8
  %v47 = sext i8 %v48 to i32
  %v49 = call i32 @llvm.umax.i32(i32 %v10, i32 33554432)
  %v50 = icmp slt i32 %v13, 33
  %v51 = select i1 %v50, i32 %v47, i32 %v49
  %v46 = srem i32 %v51, -2147483648
  %v52 = and i32 %v46, %v46
  br label %join12

else11:
  %v53 = and i32 %v3, 31
  %v54 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v53
  %v55 = load i32, ptr addrspace(3) %v54, align 4
  %v56 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 17
  %v57 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 1
  %v58 = icmp uge ptr addrspace(1) %v56, %v57
  %v59 = select i1 %v58, i32 16, i32 %v10
  %v60 = add i32 %v59, 6
  br label %join12

join12:
  %v61 = phi i32 [ %v52, %then10 ], [ %v60, %else11 ]
  %v62 = phi ptr addrspace(3) [ @sh, %then10 ], [ @sh, %else11 ]
  %v63 = call i32 @llvm.abs.i32(i32 54, i1 false)
  ret i32 %v63

else8:
  %v64 = and i32 %v10, 1023
  %v65 = and i32 %v10, 1023
  %v66 = sitofp i32 %v64 to half
  %v67 = uitofp i32 %v65 to half
  %v68 = fsub half %v66, %v67
  %v69 = bitcast half %v68 to i16
  %v70 = zext i16 %v69 to i32
  %v71 = and i32 %v10, 1023
  %v72 = and i32 11, 1023
  %v73 = sitofp i32 %v71 to bfloat
  %v74 = uitofp i32 %v72 to bfloat
  %v75 = fsub bfloat %v73, %v74
  %v76 = bitcast bfloat %v75 to i16
  %v77 = zext i16 %v76 to i32
  %v78 = add i32 %v77, %v77
  %v79 = and i32 1886414599, 31
  %v80 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v79
  %v81 = load i32, ptr addrspace(3) %v80, align 4
  %v82 = and i32 %v81, 31
  %v83 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v82
  %v84 = load i32, ptr addrspace(1) %v83, align 4
  br label %join9

join9:
  %v85 = phi i32 [ %v84, %else8 ]
  %v86 = icmp sge i32 20, %v10
  br i1 %v86, label %then13, label %join15

then13:
  %v87 = and i32 39, 31
  %v88 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v87
  %v89 = load i32, ptr addrspace(1) %v88, align 4
  %v90 = and i32 1639081027, 1023
  %v91 = and i32 -995358295, 1023
  %v92 = sitofp i32 %v90 to half
  %v93 = uitofp i32 %v91 to half
  %v94 = fsub half %v92, %v93
  %v95 = bitcast half %v94 to i16
  %v96 = zext i16 %v95 to i32
  %v97 = xor i32 %v96, %v13
  br label %join15

join15:
  %v98 = phi i32 [ %v97, %then13 ], [ %v3, %join9 ]
  %v100 = and i32 %v98, 31
  %v99 = shl i32 %v10, %v100
  %v101 = icmp slt i32 %v98, 0
  %v102 = addrspacecast ptr addrspace(1) @g to ptr
  %v103 = addrspacecast ptr addrspace(3) @sh to ptr
  %v104 = select i1 %v101, ptr %v102, ptr %v103
  %v106 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2
  %v107 = load i16, ptr addrspace(4) %v106, align 2
  %v105 = sext i16 %v107 to i32
  %v109 = and i32 78324919, 31
  %v108 = shl i32 %v85, %v109
  br label %join3

join3:
  %v110 = phi i32 [ %v108, %join15 ]
  %v111 = phi ptr addrspace(3) [ @sh, %join15 ]
  %v113 = and i32 %v10, 52
  %v112 = udiv i32 %v113, 53
  %v115 = call i32 @llvm.abs.i32(i32 %v13, i1 false)
  %v117 = or i32 %v115, 1
  %v116 = udiv i32 2692, %v117
  %v114 = udiv i32 %v116, 2693
  %v118 = add i32 35, -595226089
  %v119 = sub i32 %v118, -293936253
  %v120 = sub i32 %v119, %v110
  %v121 = add i32 %v120, %v118
  %v122 = or i32 %v121, -1314782357
  %v123 = sub i32 %v122, %v121
  %v124 = and i32 %v123, %v120
  %v125 = lshr i32 %v124, 19
  %v126 = shl i32 %v125, 19
  %v127 = mul i32 %v126, %v118
  %v128 = and i32 %v127, %v126
  %v129 = or i32 %v128, %v120
  %v130 = and i32 %v129, %v110
  %v131 = lshr i32 %v130, 3
  %v132 = sub i32 %v131, %v110
  %v133 = and i32 %v132, 31
  %v134 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v133
  %v135 = load i32, ptr addrspace(3) %v134, align 4
  %v136 = and i32 %v13, 31
  %v137 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v136
  %v138 = load i32, ptr addrspace(3) %v137, align 4
  %v139 = icmp eq i32 %v135, %v132
  br i1 %v139, label %then16, label %else17

then16:
  %v141 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %v140 = load i32, ptr addrspace(1) %v141, align 4
  %v144 = lshr i32 %v138, 1
  %v143 = call i32 @llvm.abs.i32(i32 %v144, i1 true)
  %v145 = call i32 @llvm.umax.i32(i32 32767, i32 %v114)
  %v146 = icmp slt i32 %v135, 49
  %v147 = select i1 %v146, i32 %v143, i32 %v145
  %v142 = udiv i32 %v147, -1
  %v148 = and i32 %v138, 1023
  %v149 = and i32 %v140, 1023
  %v150 = sitofp i32 %v148 to half
  %v151 = uitofp i32 %v149 to half
  %v152 = fsub half %v150, %v151
  %v155 = fpext half %v152 to float
  %v156 = fptrunc float %v155 to half
  %v153 = bitcast half %v156 to i16
  %v154 = zext i16 %v153 to i32
  %v157 = and i32 %v142, 31
  %v158 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v157
  %v159 = load i32, ptr addrspace(1) %v158, align 4
  %v160 = sitofp i32 %v154 to float
  %v161 = sitofp i32 %v159 to float
  %v162 = fmul float %v160, %v161
  %v163 = bitcast float %v162 to i32
  %v164 = sitofp i32 %v142 to float
  %v165 = sitofp i32 %v142 to float
  %v166 = fmul float %v164, %v165
  %v167 = bitcast float %v166 to i32
  br label %join18

else17:
  %v168 = and i32 %v112, 31
  %v169 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v168
  %v170 = load i32, ptr addrspace(1) %v169, align 4
  %v171 = and i32 18, 31
  %v172 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v171
  %v173 = load i32, ptr addrspace(1) %v172, align 4
  %v174 = icmp ult i32 %v170, %v112
  br i1 %v174, label %then19, label %else20

then19:
  %v175 = and i32 34, 31
  %v176 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v175
  %v177 = load i32, ptr addrspace(1) %v176, align 4
  ret i32 %v177

else20:
  %v178 = and i32 %v170, 31
  %v179 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v178
  %v180 = load i32, ptr addrspace(1) %v179, align 4
  br label %join21

join21:
  %v181 = phi i32 [ %v180, %else20 ]
  %v182 = and i32 1378691760, 31
  %v183 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v182
  %v184 = load i32, ptr addrspace(3) %v183, align 4
  br label %join18

join18:
  %v185 = phi i32 [ %v167, %then16 ], [ %v184, %join21 ]
  %v186 = and i32 %v185, 31
  %v187 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v186
  %v188 = load i32, ptr addrspace(1) %v187, align 4
  %v190 = icmp eq i32 %v10, %v188
  %v189 = select i1 %v190, i32 %v10, i32 %v135
  %v191 = getelementptr inbounds i32, ptr addrspace(3) %v111, i32 1
  %v192 = getelementptr inbounds i32, ptr addrspace(3) %v111, i32 20
  %v193 = icmp sle ptr addrspace(3) %v191, %v192
  %v194 = select i1 %v193, i32 -4, i32 %v138
  %v195 = add i32 %v194, 41
  %v196 = sitofp i32 9 to double
  %v197 = sitofp i32 21 to double
  %v198 = fsub double %v196, %v197
  %v200 = bitcast double %v198 to i64
  %v201 = lshr i64 %v200, 29
  %v199 = trunc i64 %v201 to i32
  %v202 = and i32 %v195, 31
  %v203 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v202
  %v204 = load i32, ptr addrspace(1) %v203, align 4
  %v205 = and i32 247642046, 31
  %v206 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v205
  %v207 = load i32, ptr addrspace(1) %v206, align 4
  %v208 = xor i32 %v199, %v199
  %v209 = xor i32 %v208, %v132
  ret i32 %v209
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %a1 = alloca [32 x i32], align 4
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
  %sv = mul i32 %si, -649283613
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %shdone ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 32
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -1024861219
  %a6 = xor i32 %a5, %tid
  %a7 = getelementptr inbounds [32 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = icmp ne i32 %tid, %x0
  br i1 %a9, label %then4, label %else5

then4:
  %a10 = and i32 %x0, 31
  %a11 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a10
  %a12 = load i32, ptr addrspace(4) %a11, align 4
  %a13 = insertvalue [11 x i32] zeroinitializer, i32 %a12, 3
  %a14 = call i32 @f0([11 x i32] %a13)
  br label %join6

else5:
  %a15 = and i32 %n, 1023
  %a16 = and i32 %x0, 1023
  %a22 = sitofp i32 %a15 to half
  %a23 = uitofp i32 %a16 to half
  %a24 = insertelement <2 x half> poison, half %a22, i64 0
  %a25 = insertelement <2 x half> %a24, half %a23, i64 1
  %a26 = insertelement <2 x half> poison, half %a23, i64 0
  %a27 = insertelement <2 x half> %a26, half %a22, i64 1
  %a28 = fsub <2 x half> %a25, %a27
  %a21 = bitcast <2 x half> %a28 to i32
  %a29 = and i32 %tid, 31
  %a30 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a29
  %a31 = load i32, ptr addrspace(1) %a30, align 4
  %a33 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2
  %a34 = load i16, ptr addrspace(4) %a33, align 2
  %a32 = sext i16 %a34 to i32
  %a35 = insertvalue [11 x i32] zeroinitializer, i32 %a31, 7
  %a36 = call i32 @f0([11 x i32] %a35)
  br label %join6

join6:
  %a37 = phi i32 [ %a14, %then4 ], [ %a36, %else5 ]
  %a38 = phi ptr addrspace(1) [ %islot, %then4 ], [ %slot, %else5 ]
  %a39 = getelementptr inbounds i32, ptr addrspace(1) %a38, i32 30
  %a40 = getelementptr inbounds i32, ptr addrspace(1) %a38, i32 4
  %a41 = icmp sle ptr addrspace(1) %a39, %a40
  %a42 = select i1 %a41, i32 50277626, i32 7
  %a43 = add i32 %a42, 38
  %a44 = insertvalue [11 x i32] zeroinitializer, i32 %tid, 1
  %a45 = insertvalue [11 x i32] %a44, i32 %a43, 8
  %a46 = notail call i32 @f0([11 x i32] %a45)
  %a48 = icmp uge i32 %tid, %tid
  %a47 = select i1 %a48, i32 %tid, i32 %tid
  %a49 = and i32 %a37, 31
  %a50 = getelementptr inbounds i32, ptr addrspace(1) %a38, i32 %a49
  %a51 = load i32, ptr addrspace(1) %a50, align 4
  %a52 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %a51, i32 6, i32 %wc)
  %a53 = add i32 %a46, -595226089
  %a54 = sub i32 %a53, -293936253
  %a55 = sub i32 %a54, %a52
  %a56 = add i32 %a55, %a53
  %a57 = or i32 %a56, -1314782357
  %a58 = sub i32 %a57, %a56
  %a59 = and i32 %a58, %a55
  %a60 = lshr i32 %a59, 19
  %a61 = shl i32 %a60, 19
  %a62 = mul i32 %a61, %a53
  %a63 = and i32 %a62, %a61
  %a64 = or i32 %a63, %a55
  %a65 = and i32 %a64, %a52
  %a66 = lshr i32 %a65, 3
  %a67 = sub i32 %a66, %a52
  %a68 = icmp slt i32 %a37, %a51
  br i1 %a68, label %then7, label %else8

then7:
  %a69 = insertvalue [11 x i32] zeroinitializer, i32 %a52, 5
  %a70 = insertvalue [11 x i32] %a69, i32 %x0, 8
  %a71 = call i32 @f0([11 x i32] %a70)
  %a72 = and i32 %a71, 31
  %a73 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a72
  %a74 = load i32, ptr addrspace(5) %a73, align 4
  %a76 = load volatile i32, ptr addrspace(4) @cs, align 4
  br label %join9

else8:
  %a77 = and i32 %a52, -4
  %a79 = and i32 %a77, 31
  %a78 = ashr i32 %a77, %a79
  br label %join9

join9:
  %a80 = phi i32 [ %a76, %then7 ], [ %a78, %else8 ]
  %a81 = xor i32 %a51, %a67
  %a82 = insertvalue [11 x i32] zeroinitializer, i32 %x0, 1
  %a83 = call i32 @f0([11 x i32] %a82) #3
  %a84 = and i32 %a67, 1023
  %a85 = and i32 %a52, 1023
  %a86 = sitofp i32 %a84 to half
  %a87 = uitofp i32 %a85 to half
  %a88 = fadd half %a86, %a87
  %a89 = bitcast half %a88 to i16
  %a90 = zext i16 %a89 to i32
  %a91 = add i32 %n, -595226089
  %a92 = sub i32 %a91, -293936253
  %a93 = sub i32 %a92, %a90
  %a94 = add i32 %a93, %a91
  %a95 = or i32 %a94, -1314782357
  %a96 = sub i32 %a95, %a94
  %a97 = and i32 %a96, %a93
  %a98 = lshr i32 %a97, 19
  %a99 = shl i32 %a98, 19
  %a100 = mul i32 %a99, %a91
  %a101 = and i32 %a100, %a99
  %a102 = or i32 %a101, %a93
  %a103 = and i32 %a102, %a90
  %a104 = lshr i32 %a103, 3
  %a105 = sub i32 %a104, %a90
  %a106 = xor i32 %x0, %a105
  %a107 = xor i32 %a106, %a90
  %a108 = xor i32 %a107, %a83
  %a109 = xor i32 %a108, %a81
  %a110 = xor i32 %a109, %a67
  store i32 %a110, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sv = mul i32 %si, 446359355
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = icmp ult i32 -41839830, %n
  br i1 %t1, label %then1, label %else2

then1:
  %t3 = and i32 %tid, 31
  %t2 = shl i32 %n, %t3
  %t5 = or i32 %n, 1
  %t4 = urem i32 %n, %t5
  %t8 = or i32 %t4, 1
  %t7 = sdiv i32 -14604, %t8
  %t9 = udiv i32 %x0, 391206
  %t10 = icmp slt i32 %x0, %x0
  %t11 = select i1 %t10, i32 %t7, i32 %t9
  %t6 = urem i32 %t11, -1
  %t14 = or i32 %t6, 1
  %t13 = sdiv i32 24102, %t14
  %t12 = urem i32 %t13, -1
  %t15 = and i32 %t6, 31
  %t16 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t15
  %t17 = load i32, ptr addrspace(4) %t16, align 4
  %t19 = and i32 %t4, 32767
  %t20 = or i32 %t19, 1
  %t18 = sdiv i32 %t17, %t20
  br label %join3

else2:
  %t21 = and i32 42, 31
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t21
  store i32 -140296572, ptr addrspace(1) %t22, align 4
  %t23 = or i32 %n, 9
  %t24 = insertvalue [11 x i32] zeroinitializer, i32 %t23, 6
  %t25 = insertvalue [11 x i32] %t24, i32 %n, 3
  %t26 = insertvalue [11 x i32] %t25, i32 %x0, 6
  %t27 = notail call i32 @f0([11 x i32] %t26)
  %t28 = and i32 %t23, %t27
  br label %join3

join3:
  %t29 = phi i32 [ %t18, %then1 ], [ %t28, %else2 ]
  %t30 = phi ptr addrspace(3) [ @sh, %then1 ], [ @sh, %else2 ]
  %t31 = insertvalue [11 x i32] zeroinitializer, i32 %tid, 1
  %t32 = insertvalue [11 x i32] %t31, i32 %n, 10
  %t33 = call i32 @f0([11 x i32] %t32)
  %t34 = insertvalue [11 x i32] zeroinitializer, i32 4, 5
  %t35 = insertvalue [11 x i32] %t34, i32 %t33, 4
  %t36 = call i32 @f0([11 x i32] %t35) #4
  %t38 = icmp ult i32 %t36, %tid
  %t37 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %t38)
  %t39 = add i32 %t33, -595226089
  %t40 = sub i32 %t39, -293936253
  %t41 = sub i32 %t40, %t29
  %t42 = add i32 %t41, %t39
  %t43 = or i32 %t42, -1314782357
  %t44 = sub i32 %t43, %t42
  %t45 = and i32 %t44, %t41
  %t46 = lshr i32 %t45, 19
  %t47 = shl i32 %t46, 19
  %t48 = mul i32 %t47, %t39
  %t49 = and i32 %t48, %t47
  %t50 = or i32 %t49, %t41
  %t51 = and i32 %t50, %t29
  %t52 = lshr i32 %t51, 3
  %t53 = sub i32 %t52, %t29
  %t54 = and i32 %t36, 31
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t54
  %t56 = load i32, ptr addrspace(1) %t55, align 4
  %t57 = add i32 %t37, -595226089
  %t58 = sub i32 %t57, -293936253
  %t59 = sub i32 %t58, %tid
  %t60 = add i32 %t59, %t57
  %t61 = or i32 %t60, -1314782357
  %t62 = sub i32 %t61, %t60
  %t63 = and i32 %t62, %t59
  %t64 = lshr i32 %t63, 19
  %t65 = shl i32 %t64, 19
  %t66 = mul i32 %t65, %t57
  %t67 = and i32 %t66, %t65
  %t68 = or i32 %t67, %t59
  %t69 = and i32 %t68, %tid
  %t70 = lshr i32 %t69, 3
  %t71 = sub i32 %t70, %tid
  %t72 = xor i32 %x0, %t71
  %t73 = xor i32 %t72, %t56
  %t74 = xor i32 %t73, %t53
  %t75 = xor i32 %t74, %t37
  store i32 %t75, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

declare i32 @llvm.umax.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "seam-site"="5" }
attributes #4 = { nounwind "seam-site"="8" }
