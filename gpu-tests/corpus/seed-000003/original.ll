; launch: @k0 grid=3 block=30 (out=i32[5760] zero, in=i32[5760] random 3081465573, i32 1963688262)
; seam-gpu case seed-000003 variant original
; seam-case seed=3
; config: functions=7,kernels=4,depth=8,stmts=10,trip=2,slot=64,shared=512,grid=3,block=57,cost=799435,features=calls+recursion+mutual-recursion+linkage+global-ptrs+shared-mem+const-mem+local-mem+forwarding+disagree+ptr-merge+isspacep+constexpr-casts+aggregates+noinline+optnone+nooutline+repeated+branches+floats+unreferenced-kernels+early-returns+half+warp-ops+ptr-compare
; features: calls,linkage,global-ptrs,const-mem,local-mem,ptr-merge,isspacep,repeated,branches,floats,unreferenced-kernels,early-returns,warp-ops,ptr-compare
; label: force-inline @f0 = none (params 16, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @f0 0 = global
; label: arg-space @f0 1 = global
; label: kernel @k0 = launched
; label: kernel @k1 = unreferenced
; label: variable @g = used
; label: variable @c = used
; label: variable @cs = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [64 x i32] [i32 2141537509, i32 1426611031, i32 912075061, i32 334036272, i32 933410550, i32 -2074498047, i32 350592165, i32 933597985, i32 716215447, i32 1707627053, i32 1683305926, i32 -943707920, i32 1962470390, i32 -852075008, i32 339863117, i32 1394561329, i32 -1775117434, i32 1383165801, i32 1046400327, i32 945423770, i32 -715775518, i32 -1212265817, i32 64949954, i32 -485565902, i32 -1209832306, i32 29350220, i32 1095004581, i32 -371466990, i32 -1109243710, i32 1700738714, i32 1606729443, i32 837590855, i32 -681443953, i32 -154937075, i32 66108953, i32 -139230818, i32 -1494428916, i32 1657442631, i32 1731911310, i32 -1142657167, i32 -569775614, i32 128344165, i32 -1629625023, i32 -259061500, i32 50277626, i32 -567346990, i32 1931094025, i32 1647503486, i32 1903540320, i32 -476948488, i32 -1781409501, i32 1799355353, i32 374597093, i32 -1470837262, i32 -1737808268, i32 324961104, i32 1566170804, i32 -624635761, i32 -1332909426, i32 1345984802, i32 212958881, i32 -1805534981, i32 1098926796, i32 325586895], align 4
@c = internal addrspace(4) constant [64 x i32] [i32 1845732252, i32 1434930736, i32 -2113740345, i32 -1253466080, i32 -1206279692, i32 -65860939, i32 200380890, i32 1035442567, i32 1375127806, i32 1923293061, i32 3076924, i32 1854701922, i32 981467270, i32 -1424319769, i32 496211755, i32 712118204, i32 -1862434413, i32 1603889339, i32 779566525, i32 1790800573, i32 1986805653, i32 959666254, i32 1534083992, i32 1127449495, i32 1202430172, i32 1164027551, i32 -126548690, i32 -660834787, i32 -1548008379, i32 125375322, i32 1722337058, i32 445898349, i32 392267386, i32 -1563039525, i32 1396223137, i32 -130100445, i32 -1732800145, i32 -140296572, i32 1194491799, i32 1203166653, i32 -651750971, i32 1549359723, i32 -2013011640, i32 1232012090, i32 1975862556, i32 2095430071, i32 1937793471, i32 -1502246083, i32 -975985637, i32 -2051596416, i32 1769701006, i32 -559340284, i32 -1154750391, i32 -1969028350, i32 1797267462, i32 -319767669, i32 666194542, i32 -625134981, i32 -305721763, i32 -1803871080, i32 -1156548455, i32 143972414, i32 1990303622, i32 -343266514], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 -991342596, [2 x i32] [i32 -1034870995, i32 -184542353], i16 -28327, i64 727299720 }, align 8
@sh = internal addrspace(3) global [512 x i32] undef, align 4

define weak_odr i32 @f0(ptr %p0, ptr %p1) {
entry:
  %v1 = xor i32 32, -2054023645
  %v2 = and i32 %v1, 2061730573
  %v3 = shl i32 %v2, 12
  %v4 = add i32 %v3, 1920841285
  %v5 = xor i32 %v4, %v1
  %v6 = sub i32 %v5, 2060247927
  %v7 = and i32 %v6, 1314492666
  %v8 = mul i32 %v7, %v1
  %v9 = mul i32 %v8, %v3
  %v10 = and i32 %v9, %v8
  %v11 = or i32 %v10, %v3
  %v12 = and i32 %v11, 1314492666
  %v13 = lshr i32 %v12, 3
  %v14 = sub i32 %v13, 1314492666
  %v15 = and i32 %v14, %v1
  %v16 = lshr i32 %v15, 22
  %v17 = icmp sge i32 %v16, %v16
  br i1 %v17, label %then1, label %else2

then1:
  %v18 = icmp eq i32 %v16, 36
  br i1 %v18, label %then4, label %else5

then4:
  %v19 = xor i32 %v16, %v16
  br label %join6

else5:
  %v21 = or i32 %v16, 1
  %v20 = urem i32 %v16, %v21
  br label %join6

join6:
  %v22 = phi i32 [ %v19, %then4 ], [ %v20, %else5 ]
  br label %join3

else2:
  %v23 = call i1 @llvm.nvvm.isspacep.shared(ptr %p1)
  br i1 %v23, label %is7, label %isnot8

is7:
  %v24 = addrspacecast ptr %p1 to ptr addrspace(3)
  %v25 = and i32 %v16, 63
  %v26 = getelementptr inbounds i32, ptr addrspace(3) %v24, i32 %v25
  %v27 = load i32, ptr addrspace(3) %v26, align 4
  br label %isjoin9

isnot8:
  %v28 = and i32 %v16, 63
  %v29 = getelementptr inbounds i32, ptr %p1, i32 %v28
  %v30 = load i32, ptr %v29, align 4
  br label %isjoin9

isjoin9:
  %v31 = phi i32 [ %v27, %is7 ], [ %v30, %isnot8 ]
  %v32 = and i32 %v16, %v16
  %v33 = and i32 %v16, 63
  %v34 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v33
  %v35 = load i32, ptr addrspace(1) %v34, align 4
  %v37 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %v38 = load i32, ptr addrspace(4) %v37, align 4
  br label %join3

join3:
  %v39 = phi i32 [ %v22, %join6 ], [ %v38, %isjoin9 ]
  %v40 = icmp slt i32 %v39, %v39
  br i1 %v40, label %then10, label %else11

then10:
  %v41 = and i32 %v39, 63
  %v42 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v41
  %v43 = load i32, ptr addrspace(1) %v42, align 4
  %v44 = and i32 %v16, 63
  %v45 = getelementptr inbounds i32, ptr %p0, i32 %v44
  store i32 -506095600, ptr %v45, align 4
  %v46 = icmp ult i32 %v43, %v39
  br i1 %v46, label %then13, label %else14

then13:
  %v47 = sitofp i32 %v43 to double
  %v48 = sitofp i32 %v39 to double
  %v49 = fsub double %v47, %v48
  %v51 = bitcast double %v49 to i64
  %v52 = lshr i64 %v51, 29
  %v50 = trunc i64 %v52 to i32
  %v54 = icmp eq i32 %v50, 18
  %v53 = select i1 %v54, i32 %v50, i32 %v16
  ret i32 %v53

else14:
  %v55 = icmp ult i32 %v43, %v43
  br i1 %v55, label %then16, label %else17

then16:
  %v57 = or i32 %v16, 1
  %v56 = udiv i32 %v16, %v57
  %v58 = sitofp i32 %v39 to float
  %v59 = sitofp i32 %v43 to float
  %v60 = fmul float %v58, %v59
  %v61 = bitcast float %v60 to i32
  ret i32 %v61

else17:
  %v62 = icmp slt i32 %v43, 0
  %v63 = addrspacecast ptr addrspace(4) @c to ptr
  %v64 = addrspacecast ptr addrspace(1) @g to ptr
  %v65 = select i1 %v62, ptr %v63, ptr %v64
  %v66 = and i32 %v43, 63
  %v67 = getelementptr inbounds i32, ptr %p0, i32 %v66
  store i32 %v43, ptr %v67, align 4
  %v69 = or i32 %v16, 1
  %v68 = udiv i32 %v39, %v69
  %v70 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %v70, label %is19, label %isnot20

is19:
  %v71 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v72 = and i32 %v39, 63
  %v73 = getelementptr inbounds i32, ptr addrspace(1) %v71, i32 %v72
  %v74 = load i32, ptr addrspace(1) %v73, align 4
  br label %isjoin21

isnot20:
  %v75 = and i32 %v39, 63
  %v76 = getelementptr inbounds i32, ptr %p0, i32 %v75
  %v77 = load i32, ptr %v76, align 4
  br label %isjoin21

isjoin21:
  %v78 = phi i32 [ %v74, %is19 ], [ %v77, %isnot20 ]
  br label %join18

join18:
  %v79 = phi i32 [ %v78, %isjoin21 ]
  %v80 = phi ptr addrspace(1) [ @g, %isjoin21 ]
  %v81 = icmp slt i32 54, 28
  br i1 %v81, label %then22, label %else23

then22:
  %v82 = and i32 %v79, 63
  %v83 = getelementptr inbounds i32, ptr %p0, i32 %v82
  store i32 %v16, ptr %v83, align 4
  br label %join24

else23:
  %v84 = getelementptr inbounds i32, ptr %p1, i32 35
  %v85 = getelementptr inbounds i32, ptr %p1, i32 58
  %v86 = icmp sge ptr %v84, %v85
  %v87 = select i1 %v86, i32 %v16, i32 42
  %v88 = add i32 %v87, 33
  %v89 = call i1 @llvm.nvvm.isspacep.local(ptr %p1)
  br i1 %v89, label %is25, label %isnot26

is25:
  %v90 = addrspacecast ptr %p1 to ptr addrspace(5)
  %v91 = and i32 %v79, 63
  %v92 = getelementptr inbounds i32, ptr addrspace(5) %v90, i32 %v91
  %v93 = load i32, ptr addrspace(5) %v92, align 4
  br label %isjoin27

isnot26:
  %v94 = and i32 1886414599, 63
  %v95 = getelementptr inbounds i32, ptr %p1, i32 %v94
  %v96 = load i32, ptr %v95, align 4
  br label %isjoin27

isjoin27:
  %v97 = phi i32 [ %v93, %is25 ], [ %v96, %isnot26 ]
  br label %join24

join24:
  %v98 = phi i32 [ %v43, %then22 ], [ %v97, %isjoin27 ]
  br label %join15

join15:
  %v99 = phi i32 [ %v98, %join24 ]
  %v100 = phi ptr [ %p1, %join24 ]
  %v101 = or i32 %v43, 1
  ret i32 %v101

else11:
  %v102 = mul i32 %v16, %v16
  %v103 = and i32 34, 63
  %v104 = getelementptr inbounds i32, ptr %p0, i32 %v103
  store i32 %v39, ptr %v104, align 4
  %v105 = and i32 %v16, 63
  %v106 = getelementptr inbounds i32, ptr %p0, i32 %v105
  store i32 %v39, ptr %v106, align 4
  %v107 = and i32 %v16, 63
  %v108 = getelementptr inbounds i32, ptr %p0, i32 %v107
  store i32 %v39, ptr %v108, align 4
  br label %join12

join12:
  %v109 = phi i32 [ %v102, %else11 ]
  %v110 = phi ptr [ %p1, %else11 ]
  %v111 = sitofp i32 %v16 to float
  %v112 = sitofp i32 %v39 to float
  %v113 = fsub float %v111, %v112
  %v114 = bitcast float %v113 to i32
  %v116 = load i16, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2), align 2
  %v115 = sext i16 %v116 to i32
  %v117 = xor i32 %v115, %v114
  %v118 = xor i32 %v117, %v16
  ret i32 %v118
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %a1 = alloca [64 x i32], align 4
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
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1807874263
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %shdone ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 64
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -1423657181
  %a6 = xor i32 %a5, %tid
  %a7 = getelementptr inbounds [64 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = icmp slt i32 %tid, 0
  %a10 = addrspacecast ptr addrspace(1) %islot to ptr
  %a11 = addrspacecast ptr addrspace(4) @c to ptr
  %a12 = select i1 %a9, ptr %a10, ptr %a11
  %a14 = or i32 -1640014147, 1
  %a13 = udiv i32 %n, %a14
  %a15 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 30
  %a16 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 33
  %a17 = icmp sge ptr addrspace(4) %a15, %a16
  %a18 = select i1 %a17, i32 %n, i32 29
  %a19 = add i32 %a18, 36
  %a20 = ptrtoint ptr addrspace(4) %a15 to i32
  %a21 = and i32 %a20, 0
  %a22 = add i32 %a19, %a21
  %a23 = call i1 @llvm.nvvm.isspacep.local(ptr %a12)
  br i1 %a23, label %is4, label %isnot5

is4:
  %a24 = addrspacecast ptr %a12 to ptr addrspace(5)
  %a25 = and i32 %a13, 63
  %a26 = getelementptr inbounds i32, ptr addrspace(5) %a24, i32 %a25
  %a27 = load i32, ptr addrspace(5) %a26, align 4
  br label %isjoin6

isnot5:
  %a28 = and i32 %tid, 63
  %a29 = getelementptr inbounds i32, ptr %a12, i32 %a28
  %a30 = load i32, ptr %a29, align 4
  br label %isjoin6

isjoin6:
  %a31 = phi i32 [ %a27, %is4 ], [ %a30, %isnot5 ]
  %a32 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %a31, i32 17, i32 %wc)
  %a33 = xor i32 %a13, -2054023645
  %a34 = and i32 %a33, 2061730573
  %a35 = shl i32 %a34, 12
  %a36 = add i32 %a35, 1920841285
  %a37 = xor i32 %a36, %a33
  %a38 = sub i32 %a37, 2060247927
  %a39 = and i32 %a38, %a13
  %a40 = mul i32 %a39, %a33
  %a41 = mul i32 %a40, %a35
  %a42 = and i32 %a41, %a40
  %a43 = or i32 %a42, %a35
  %a44 = and i32 %a43, %a13
  %a45 = lshr i32 %a44, 3
  %a46 = sub i32 %a45, %a13
  %a47 = and i32 %a46, %a33
  %a48 = lshr i32 %a47, 22
  %a49 = xor i32 %tid, -2054023645
  %a50 = and i32 %a49, 2061730573
  %a51 = shl i32 %a50, 12
  %a52 = add i32 %a51, 1920841285
  %a53 = xor i32 %a52, %a49
  %a54 = sub i32 %a53, 2060247927
  %a55 = and i32 %a54, %a31
  %a56 = mul i32 %a55, %a49
  %a57 = mul i32 %a56, %a51
  %a58 = and i32 %a57, %a56
  %a59 = or i32 %a58, %a51
  %a60 = and i32 %a59, %a31
  %a61 = lshr i32 %a60, 3
  %a62 = sub i32 %a61, %a31
  %a63 = and i32 %a62, %a49
  %a64 = lshr i32 %a63, 22
  %a65 = xor i32 %x0, %a64
  %a66 = xor i32 %a65, %a48
  %a67 = xor i32 %a66, %a32
  %a68 = xor i32 %a67, %a31
  store i32 %a68, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1613368973
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = icmp slt i32 %tid, 0
  %t2 = select i1 %t1, ptr addrspace(1) %islot, ptr addrspace(1) %slot
  %t3 = addrspacecast ptr addrspace(1) %slot to ptr
  %t4 = addrspacecast ptr addrspace(1) %t2 to ptr
  %t5 = call i32 @f0(ptr %t3, ptr %t4)
  %t6 = icmp slt i32 %x0, 0
  %t7 = select i1 %t6, ptr addrspace(1) %t2, ptr addrspace(1) %slot
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 24
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 17
  %t10 = icmp slt ptr addrspace(1) %t8, %t9
  %t11 = select i1 %t10, i32 48, i32 %tid
  %t12 = add i32 %t11, 31
  %t13 = xor i32 %t5, -2054023645
  %t14 = and i32 %t13, 2061730573
  %t15 = shl i32 %t14, 12
  %t16 = add i32 %t15, 1920841285
  %t17 = xor i32 %t16, %t13
  %t18 = sub i32 %t17, 2060247927
  %t19 = and i32 %t18, %t5
  %t20 = mul i32 %t19, %t13
  %t21 = mul i32 %t20, %t15
  %t22 = and i32 %t21, %t20
  %t23 = or i32 %t22, %t15
  %t24 = and i32 %t23, %t5
  %t25 = lshr i32 %t24, 3
  %t26 = sub i32 %t25, %t5
  %t27 = and i32 %t26, %t13
  %t28 = lshr i32 %t27, 22
  %t29 = and i32 %t5, 63
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t29
  %t31 = load i32, ptr addrspace(1) %t30, align 4
  %t32 = xor i32 4, -2054023645
  %t33 = and i32 %t32, 2061730573
  %t34 = shl i32 %t33, 12
  %t35 = add i32 %t34, 1920841285
  %t36 = xor i32 %t35, %t32
  %t37 = sub i32 %t36, 2060247927
  %t38 = and i32 %t37, %t5
  %t39 = mul i32 %t38, %t32
  %t40 = mul i32 %t39, %t34
  %t41 = and i32 %t40, %t39
  %t42 = or i32 %t41, %t34
  %t43 = and i32 %t42, %t5
  %t44 = lshr i32 %t43, 3
  %t45 = sub i32 %t44, %t5
  %t46 = and i32 %t45, %t32
  %t47 = lshr i32 %t46, 22
  %t48 = xor i32 %x0, %t47
  %t49 = xor i32 %t48, %t31
  %t50 = xor i32 %t49, %t28
  %t51 = xor i32 %t50, %t12
  store i32 %t51, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #0

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
