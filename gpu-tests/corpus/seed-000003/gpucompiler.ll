; launch: @k0 grid=1 block=61 (out=i32[1952] zero, in=i32[1952] random 1254921313, i32 265240960)
; seam-gpu case seed-000003 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [32 x i32] [i32 -1550052504, i32 1311796739, i32 -507030137, i32 -1608482302, i32 -1577798327, i32 179681305, i32 -1847919597, i32 -1719202831, i32 -922862153, i32 528830966, i32 -214142301, i32 -2124283858, i32 8810124, i32 -1696122240, i32 -1758745830, i32 263986579, i32 -2121061774, i32 1757122813, i32 1035820953, i32 1925000823, i32 1066756797, i32 1481537132, i32 1134049587, i32 -2087232656, i32 -1596177613, i32 -1499510869, i32 86918497, i32 1981675637, i32 1145428124, i32 324707259, i32 -954071175, i32 -563255640], align 4
@c = internal addrspace(4) constant [32 x i32] [i32 -2038818157, i32 -388294815, i32 -1398693163, i32 -752659656, i32 -1854932930, i32 1048877239, i32 2140665763, i32 -574798030, i32 298141622, i32 1517017383, i32 -515351463, i32 54167555, i32 1159481711, i32 -1179159099, i32 1639939301, i32 -1958907008, i32 -1541691787, i32 528532947, i32 2123269559, i32 621046139, i32 -397812055, i32 50510635, i32 537299619, i32 -1148490976, i32 1383001328, i32 846931893, i32 241031869, i32 479784391, i32 2023330939, i32 -666977520, i32 -1618605932, i32 724465313], align 4
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 -694987182, [64 x i32] [i32 1341975434, i32 523093225, i32 460309073, i32 -1856375552, i32 -1232600888, i32 -1893389479, i32 -926523839, i32 1313434654, i32 -2071278492, i32 -842297880, i32 522016620, i32 462356819, i32 1758880694, i32 -1529303742, i32 9494094, i32 -75607820, i32 48257809, i32 -1475345524, i32 446871445, i32 -1063493587, i32 810482344, i32 1023971734, i32 1286475912, i32 -686196701, i32 422063121, i32 -659295376, i32 1211167250, i32 -988875335, i32 1763154022, i32 -1030199977, i32 170187393, i32 1286550160, i32 -1722789672, i32 -457064109, i32 -964881693, i32 -1241107315, i32 -1807237021, i32 -213909509, i32 -445952841, i32 2133975134, i32 608681731, i32 1533576654, i32 1841179832, i32 1325186170, i32 -632367810, i32 705826761, i32 62190167, i32 -1706962082, i32 -264921543, i32 1903784994, i32 589425252, i32 -1510123173, i32 1234565688, i32 134170793, i32 -472101101, i32 -1839427669, i32 -1675152762, i32 -2119177859, i32 -131278449, i32 -637358925, i32 1625254878, i32 -7997527, i32 -1656935682, i32 -911436824], i32 -1315092896 }, align 4
@sh = internal addrspace(3) global [32 x i32] undef, align 4
@gv = internal addrspace(1) global i32 -1141749183, align 4

define linkonce_odr i32 @f0([11 x i32] %agg0) {
entry:
  %v1 = sub i32 -8, 33
  %v2 = and i32 %v1, 31
  %v3 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v2
  %v4 = load i32, ptr addrspace(1) %v3, align 4
  %v5 = or i32 %v4, 1
  %v6 = uitofp i32 %v5 to float
  %v8 = fmul float %v6, 2.000000e+00
  %v9 = fpext float %v8 to double
  %v10 = bitcast double %v9 to i64
  %v11 = udiv i64 %v10, -9223372036854775808
  %v12 = trunc i64 %v11 to i32
  %v13 = add i32 %v12, -595226089
  %v14 = sub i32 %v13, -293936253
  %v15 = sub i32 %v14, %v12
  %v16 = add i32 %v15, %v13
  %v17 = or i32 %v16, -1314782357
  %v18 = sub i32 %v17, %v16
  %v19 = and i32 %v18, %v15
  %v20 = lshr i32 %v19, 19
  %v21 = shl i32 %v20, 19
  %v22 = mul i32 %v21, %v13
  %v23 = and i32 %v22, %v21
  %v24 = or i32 %v23, %v15
  %v25 = and i32 %v24, %v12
  %v26 = lshr i32 %v25, 3
  %v27 = sub i32 %v26, %v12
  %v29 = and i32 %v12, 32767
  %v30 = or i32 %v29, 1
  %v28 = sdiv i32 36, %v30
  %v32 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %v31 = load i32, ptr addrspace(1) %v32, align 4
  %v34 = srem i32 %v31, 16
  %v33 = urem i32 %v34, -1
  %v35 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 15
  %v36 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 19
  %v37 = icmp uge ptr addrspace(1) %v35, %v36
  %v38 = select i1 %v37, i32 10, i32 %v27
  %v39 = add i32 %v38, 33
  %v40 = ptrtoint ptr addrspace(1) %v35 to i64
  %v41 = and i64 %v40, 0
  %v42 = trunc i64 %v41 to i32
  %v43 = add i32 %v39, %v42
  %v45 = call i32 @llvm.abs.i32(i32 1623168048, i1 false)
  %v46 = udiv i32 %v43, 721069
  %v47 = icmp slt i32 %v43, %v28
  %v48 = select i1 %v47, i32 %v45, i32 %v46
  %v44 = urem i32 %v48, -2147483647
  %v49 = and i32 %v43, 31
  %v50 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v49
  %v51 = load i32, ptr addrspace(1) %v50, align 4
  %v53 = and i32 %v43, 32767
  %v54 = or i32 %v53, 1
  %v52 = sdiv i32 %v28, %v54
  %v55 = and i32 920345822, 8
  %v56 = or i32 %v55, 4
  %v57 = and i32 %v31, 1
  %v58 = lshr i32 %v56, %v57
  %v59 = shl i32 %v52, %v58
  %v60 = and i32 %v59, 1
  %v61 = lshr i32 %v31, %v60
  %v62 = and i32 %v4, 31
  %v63 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v62
  %v64 = load i32, ptr addrspace(3) %v63, align 4
  %v66 = icmp uge i32 %v31, %v51
  %v65 = select i1 %v66, i32 %v31, i32 29
  %v67 = and i32 18, 31
  %v68 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v67
  %v69 = load i32, ptr addrspace(1) %v68, align 4
  %v70 = sitofp i32 %v61 to float
  %v71 = sitofp i32 %v65 to float
  %v72 = fadd float %v70, %v71
  %v73 = bitcast float %v72 to i32
  %v74 = xor i32 %v73, 8
  %v75 = xor i32 %v74, %v27
  ret i32 %v75
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sv = mul i32 %si, 1839617565
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = icmp eq i32 %gid, 0
  br i1 %a1, label %vstore1, label %vdone2

vstore1:
  store volatile i32 %tid, ptr addrspace(1) @gv, align 4
  br label %vdone2

vdone2:
  %a2 = and i32 %x0, 31
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a2
  store i32 %n, ptr addrspace(1) %a3, align 4
  %a4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %x0, i32 11, i32 %wc)
  %a5 = sitofp i32 %a4 to float
  %a6 = sitofp i32 %tid to float
  %a7 = fadd float %a5, %a6
  %a8 = bitcast float %a7 to i32
  %a9 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %x0, i32 3, i32 %wc)
  %a11 = and i32 %a8, 32767
  %a12 = or i32 %a11, 1
  %a10 = srem i32 %tid, %a12
  %a13 = insertvalue [11 x i32] zeroinitializer, i32 %tid, 10
  %a14 = call i32 @f0([11 x i32] %a13)
  %a15 = insertvalue [11 x i32] zeroinitializer, i32 54, 6
  %a16 = insertvalue [11 x i32] %a15, i32 %a10, 4
  %a17 = call i32 @f0([11 x i32] %a16)
  %a18 = add i32 %a14, -595226089
  %a19 = sub i32 %a18, -293936253
  %a20 = sub i32 %a19, %a9
  %a21 = add i32 %a20, %a18
  %a22 = or i32 %a21, -1314782357
  %a23 = sub i32 %a22, %a21
  %a24 = and i32 %a23, %a20
  %a25 = lshr i32 %a24, 19
  %a26 = shl i32 %a25, 19
  %a27 = mul i32 %a26, %a18
  %a28 = and i32 %a27, %a26
  %a29 = or i32 %a28, %a20
  %a30 = and i32 %a29, %a9
  %a31 = lshr i32 %a30, 3
  %a32 = sub i32 %a31, %a9
  %a33 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 16
  %a34 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 27
  %a35 = icmp uge ptr addrspace(1) %a33, %a34
  %a36 = select i1 %a35, i32 8, i32 %tid
  %a37 = add i32 %a36, 49
  %a38 = ptrtoint ptr addrspace(1) %a33 to i64
  %a39 = and i64 %a38, 0
  %a40 = trunc i64 %a39 to i32
  %a41 = add i32 %a37, %a40
  %a42 = and i32 %a14, 1023
  %a43 = and i32 %a32, 1023
  %a44 = sitofp i32 %a42 to half
  %a45 = uitofp i32 %a43 to half
  %a46 = fsub half %a44, %a45
  %a47 = bitcast half %a46 to i16
  %a48 = zext i16 %a47 to i32
  %a49 = and i32 1886414599, 31
  %a50 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a49
  %a51 = load i32, ptr addrspace(1) %a50, align 4
  %a52 = and i32 %a51, 31
  %a53 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a52
  %a54 = load i32, ptr addrspace(1) %a53, align 4
  %a55 = and i32 20, 1023
  %a56 = and i32 %a48, 1023
  %a57 = sitofp i32 %a55 to bfloat
  %a58 = uitofp i32 %a56 to bfloat
  %a59 = fadd bfloat %a57, %a58
  %a62 = fpext bfloat %a59 to float
  %a63 = fptrunc float %a62 to bfloat
  %a60 = bitcast bfloat %a63 to i16
  %a61 = zext i16 %a60 to i32
  %a64 = icmp slt i32 906162976, %a48
  br i1 %a64, label %then3, label %else4

then3:
  %a65 = and i32 %a54, 31
  %a66 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a65
  %a67 = load i32, ptr addrspace(1) %a66, align 4
  %a68 = sitofp i32 %a61 to float
  %a69 = sitofp i32 %a67 to float
  %a70 = fmul float %a68, %a69
  %a71 = bitcast float %a70 to i32
  %a72 = and i32 %a17, 31
  %a73 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a72
  %a74 = load i32, ptr addrspace(4) %a73, align 4
  %a75 = insertvalue [11 x i32] zeroinitializer, i32 %a71, 4
  %a76 = insertvalue [11 x i32] %a75, i32 %a67, 10
  %a77 = insertvalue [11 x i32] %a76, i32 18, 0
  %a78 = notail call i32 @f0([11 x i32] %a77)
  %a79 = and i32 %a9, 1023
  %a80 = and i32 %a67, 1023
  %a86 = sitofp i32 %a79 to half
  %a87 = uitofp i32 %a80 to half
  %a88 = insertelement <2 x half> poison, half %a86, i64 0
  %a89 = insertelement <2 x half> %a88, half %a87, i64 1
  %a90 = insertelement <2 x half> poison, half %a87, i64 0
  %a91 = insertelement <2 x half> %a90, half %a86, i64 1
  %a92 = fmul <2 x half> %a89, %a91
  %a85 = bitcast <2 x half> %a92 to i32
  %a93 = insertvalue [11 x i32] zeroinitializer, i32 %a71, 1
  %a94 = insertvalue [11 x i32] %a93, i32 -1417870165, 3
  %a95 = insertvalue [11 x i32] %a94, i32 %a85, 9
  %a96 = notail call i32 @f0([11 x i32] %a95)
  br label %join5

else4:
  %a97 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 31
  %a98 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 2
  %a99 = icmp sle ptr addrspace(4) %a97, %a98
  %a100 = select i1 %a99, i32 %a17, i32 18
  %a101 = add i32 %a100, 15
  %a102 = and i32 %a54, 31
  %a103 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a102
  store i32 338004897, ptr addrspace(1) %a103, align 4
  %a105 = urem i32 %a101, 889441
  %a104 = sdiv i32 %a105, 889442
  %a106 = and i32 %a101, 31
  %a107 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a106
  %a108 = load i32, ptr addrspace(1) %a107, align 4
  br label %join5

join5:
  %a109 = phi i32 [ %a96, %then3 ], [ %a108, %else4 ]
  %a110 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %wmask, i32 %a51, i32 21, i32 %wc)
  %a111 = mul i32 %a48, %a9
  %a112 = and i32 %tid, 31
  %a113 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a112
  %a114 = load i32, ptr addrspace(4) %a113, align 4
  %a116 = call i32 @llvm.ctlz.i32(i32 %a114, i1 false)
  %a115 = sdiv i32 %a116, -33
  %a117 = icmp slt i32 %a114, 0
  %a118 = addrspacecast ptr addrspace(4) @c to ptr
  %a119 = addrspacecast ptr addrspace(1) %islot to ptr
  %a120 = select i1 %a117, ptr %a118, ptr %a119
  %a121 = and i32 %a110, 1023
  %a122 = and i32 1301636478, 1023
  %a123 = sitofp i32 %a121 to bfloat
  %a124 = uitofp i32 %a122 to bfloat
  %a125 = fsub bfloat %a123, %a124
  %a126 = bitcast bfloat %a125 to i16
  %a127 = zext i16 %a126 to i32
  %a128 = add i32 %a114, -595226089
  %a129 = sub i32 %a128, -293936253
  %a130 = sub i32 %a129, %a109
  %a131 = add i32 %a130, %a128
  %a132 = or i32 %a131, -1314782357
  %a133 = sub i32 %a132, %a131
  %a134 = and i32 %a133, %a130
  %a135 = lshr i32 %a134, 19
  %a136 = shl i32 %a135, 19
  %a137 = mul i32 %a136, %a128
  %a138 = and i32 %a137, %a136
  %a139 = or i32 %a138, %a130
  %a140 = and i32 %a139, %a109
  %a141 = lshr i32 %a140, 3
  %a142 = sub i32 %a141, %a109
  %a143 = xor i32 %x0, %a142
  %a144 = xor i32 %a143, %a127
  %a145 = xor i32 %a144, %a115
  %a146 = xor i32 %a145, %a114
  %a147 = xor i32 %a146, %a32
  store i32 %a147, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sv = mul i32 %si, -1295233591
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t2 = and i32 -445314175, 1
  %t3 = add nuw nsw i32 %t2, 32
  %t1 = alloca i32, i32 %t3, align 4
  br label %linit1

linit1:
  %t4 = phi i32 [ 0, %shdone ], [ %t5, %lfill2 ]
  %t6 = icmp ult i32 %t4, 32
  br i1 %t6, label %lfill2, label %ldone3

lfill2:
  %t7 = mul i32 %t4, 1426611031
  %t8 = xor i32 %t7, %x0
  %t9 = getelementptr inbounds [32 x i32], ptr %t1, i32 0, i32 %t4
  store i32 %t8, ptr %t9, align 4
  %t5 = add nuw nsw i32 %t4, 1
  br label %linit1

ldone3:
  %t10 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t13 = and i32 %tid, 63
  %t12 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 1, i32 %t13
  %t11 = load i32, ptr addrspace(1) %t12, align 4
  %t16 = trunc i32 %x0 to i8
  %t15 = sext i8 %t16 to i32
  %t14 = sdiv i32 %t15, -127
  %t17 = call i1 @llvm.nvvm.isspacep.local(ptr %t1)
  br i1 %t17, label %is4, label %isnot5

is4:
  %t18 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t19 = and i32 %n, 31
  %t20 = getelementptr inbounds i32, ptr addrspace(5) %t18, i32 %t19
  %t21 = load i32, ptr addrspace(5) %t20, align 4
  br label %isjoin6

isnot5:
  %t22 = and i32 %t11, 31
  %t23 = getelementptr inbounds i32, ptr %t1, i32 %t22
  %t24 = load i32, ptr %t23, align 4
  br label %isjoin6

isjoin6:
  %t25 = phi i32 [ %t21, %is4 ], [ %t24, %isnot5 ]
  %t27 = and i32 %t25, 32767
  %t28 = or i32 %t27, 1
  %t26 = srem i32 %t25, %t28
  %t29 = icmp eq i32 %t26, %t14
  br i1 %t29, label %then7, label %else8

then7:
  %t30 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 31
  %t31 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 19
  %t32 = icmp ult ptr addrspace(3) %t30, %t31
  %t33 = select i1 %t32, i32 32, i32 %t14
  %t34 = add i32 %t33, 40
  %t35 = icmp slt i32 %t26, 0
  %t36 = addrspacecast ptr addrspace(1) @g to ptr
  %t37 = addrspacecast ptr addrspace(5) %t10 to ptr
  %t38 = select i1 %t35, ptr %t36, ptr %t37
  %t39 = xor i32 %t26, %t25
  br label %join9

else8:
  %t42 = ashr i32 %t14, 17
  %t41 = mul i32 %t42, %t42
  %t40 = udiv i32 %t41, -2147483647
  %t43 = call i32 @llvm.smin.i32(i32 %t40, i32 %t25)
  %t44 = and i32 %x0, 31
  %t45 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t44
  %t46 = load i32, ptr addrspace(1) %t45, align 4
  %t47 = xor i32 24, %t26
  br label %join9

join9:
  %t48 = phi i32 [ %t25, %then7 ], [ %t40, %else8 ]
  %t49 = phi ptr [ %t1, %then7 ], [ %t1, %else8 ]
  %t50 = add i32 %t26, -595226089
  %t51 = sub i32 %t50, -293936253
  %t52 = sub i32 %t51, %t26
  %t53 = add i32 %t52, %t50
  %t54 = or i32 %t53, -1314782357
  %t55 = sub i32 %t54, %t53
  %t56 = and i32 %t55, %t52
  %t57 = lshr i32 %t56, 19
  %t58 = shl i32 %t57, 19
  %t59 = mul i32 %t58, %t50
  %t60 = and i32 %t59, %t58
  %t61 = or i32 %t60, %t52
  %t62 = and i32 %t61, %t26
  %t63 = lshr i32 %t62, 3
  %t64 = sub i32 %t63, %t26
  %t65 = getelementptr inbounds i32, ptr %t1, i32 16
  %t66 = getelementptr inbounds i32, ptr %t1, i32 3
  %t67 = icmp slt ptr %t65, %t66
  %t68 = select i1 %t67, i32 4, i32 %t25
  %t69 = add i32 %t68, 33
  %t70 = insertvalue [11 x i32] zeroinitializer, i32 %t48, 2
  %t71 = insertvalue [11 x i32] %t70, i32 %t64, 1
  %t72 = notail call i32 @f0([11 x i32] %t71)
  %t73 = call i1 @llvm.nvvm.isspacep.local(ptr %t49)
  br i1 %t73, label %is10, label %isnot11

is10:
  %t74 = addrspacecast ptr %t49 to ptr addrspace(5)
  %t75 = and i32 %tid, 31
  %t76 = getelementptr inbounds i32, ptr addrspace(5) %t74, i32 %t75
  %t77 = load i32, ptr addrspace(5) %t76, align 4
  br label %isjoin12

isnot11:
  %t78 = and i32 %x0, 31
  %t79 = getelementptr inbounds i32, ptr %t49, i32 %t78
  %t80 = load i32, ptr %t79, align 4
  br label %isjoin12

isjoin12:
  %t81 = phi i32 [ %t77, %is10 ], [ %t80, %isnot11 ]
  %t82 = and i32 %t81, 31
  %t83 = getelementptr inbounds i32, ptr addrspace(5) %t10, i32 %t82
  store i32 %t69, ptr addrspace(5) %t83, align 4
  %t85 = and i32 %t64, 32767
  %t86 = or i32 %t85, 1
  %t84 = srem i32 %t64, %t86
  %t87 = insertvalue [11 x i32] zeroinitializer, i32 %t69, 5
  %t88 = call i32 @f0([11 x i32] %t87)
  %t89 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 %t88, i32 17, i32 0)
  %t90 = and i32 %t88, 31
  %t91 = getelementptr inbounds i32, ptr %t49, i32 %t90
  store i32 %t81, ptr %t91, align 4
  %t92 = and i32 %t84, 31
  %t93 = getelementptr inbounds i32, ptr %t49, i32 %t92
  store i32 26, ptr %t93, align 4
  %t94 = call i32 @llvm.abs.i32(i32 %t11, i1 false)
  %t95 = insertvalue [11 x i32] zeroinitializer, i32 %t89, 1
  %t96 = insertvalue [11 x i32] %t95, i32 %t94, 9
  %t97 = call i32 @f0([11 x i32] %t96)
  %t98 = and i32 %t89, 31
  %t99 = getelementptr inbounds i32, ptr %t1, i32 %t98
  store i32 %t26, ptr %t99, align 4
  %t100 = add i32 %t89, -595226089
  %t101 = sub i32 %t100, -293936253
  %t102 = sub i32 %t101, %t88
  %t103 = add i32 %t102, %t100
  %t104 = or i32 %t103, -1314782357
  %t105 = sub i32 %t104, %t103
  %t106 = and i32 %t105, %t102
  %t107 = lshr i32 %t106, 19
  %t108 = shl i32 %t107, 19
  %t109 = mul i32 %t108, %t100
  %t110 = and i32 %t109, %t108
  %t111 = or i32 %t110, %t102
  %t112 = and i32 %t111, %t88
  %t113 = lshr i32 %t112, 3
  %t114 = sub i32 %t113, %t88
  %t115 = xor i32 %x0, %t114
  %t116 = xor i32 %t115, %t97
  %t117 = xor i32 %t116, %t94
  %t118 = xor i32 %t117, %t89
  %t119 = xor i32 %t118, %t64
  store i32 %t119, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0

declare i32 @llvm.abs.i32(i32, i1 immarg) #0

declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

declare i32 @llvm.smin.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
