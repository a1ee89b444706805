; launch: @k0 grid=5 block=4 (out=i32[1280] zero, in=i32[1280] random 299309432, i32 1880696876)
; seam-gpu case seed-000003 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [64 x i32] [i32 316191731, i32 -1186451214, i32 1724190453, i32 1466505112, i32 -2117953435, i32 -1878383398, i32 -666063054, i32 1402556496, i32 -471547455, i32 -1916371694, i32 1672873524, i32 -74168384, i32 -1208795137, i32 1592093516, i32 58667488, i32 -836483137, i32 -1201969019, i32 2054012460, i32 1045363900, i32 -908439851, i32 1462374927, i32 1577301234, i32 966410707, i32 586167710, i32 1685158260, i32 1529029098, i32 950402393, i32 -1454795270, i32 319291208, i32 -1411130289, i32 -2037228401, i32 2107385650, i32 -1887326231, i32 -1275581223, i32 -556137812, i32 -1453269141, i32 -16808457, i32 -392348374, i32 1388948627, i32 1624675158, i32 1102159174, i32 2025583178, i32 -714690025, i32 1503749894, i32 179000567, i32 -1121230311, i32 -656680858, i32 293709145, i32 1256368990, i32 -1714759416, i32 2068681829, i32 458868798, i32 1257416162, i32 1017182834, i32 -224581230, i32 -1728170263, i32 -486591020, i32 -137043613, i32 80879819, i32 -367661724, i32 391962910, i32 1386434838, i32 -1834067523, i32 -825355377], align 4
@c = internal addrspace(4) constant [64 x i32] [i32 -1698187996, i32 -401642977, i32 45201168, i32 786084249, i32 1844171500, i32 1344374184, i32 -1877689108, i32 1635217969, i32 -1256353673, i32 -218888232, i32 -1315758908, i32 -775018628, i32 21178306, i32 985559151, i32 193681682, i32 -1866870848, i32 597857940, i32 -1231540205, i32 -233157221, i32 -1173810487, i32 105579877, i32 1455339713, i32 -1891036980, i32 1533454130, i32 1570723266, i32 -10850012, i32 -855500716, i32 1261055902, i32 -1651325304, i32 -222400174, i32 -1123832307, i32 -2072089554, i32 -820349985, i32 -1242954191, i32 267939900, i32 -493171631, i32 -1497080192, i32 1672823461, i32 -1010490764, i32 929306130, i32 -1198377133, i32 -1546082405, i32 2126152354, i32 1753413421, i32 -1732343166, i32 722418612, i32 -573080957, i32 -35996498, i32 1697588974, i32 -948790896, i32 1487323434, i32 -2041992820, i32 -184568127, i32 1691410014, i32 399832985, i32 -1515735040, i32 232800945, i32 72928236, i32 -2034842064, i32 -946998978, i32 629489674, i32 -973365628, i32 -172174279, i32 34187437], align 4
@sh = internal addrspace(3) global [64 x i32] undef, align 4

define internal i32 @mra0(i32 %x0, i32 %depth) {
entry:
  %v1 = icmp eq i32 %depth, 0
  br i1 %v1, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %v2 = sub i32 %depth, 1
  %v3 = call i32 @mrb0(i32 %x0, i32 %v2)
  %v4 = xor i32 %v3, %x0
  br label %rjoin3

rjoin3:
  %v5 = phi i32 [ %depth, %base1 ], [ %v4, %recurse2 ]
  ret i32 %v5
}

define i32 @mrb0(i32 %x0, i32 %depth) {
entry:
  %a1 = icmp sge i32 %x0, %depth
  br i1 %a1, label %then1, label %else2

then1:
  %a2 = and i32 %depth, 63
  %a3 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a2
  %a4 = load i32, ptr addrspace(4) %a3, align 4
  %a5 = and i32 %x0, 63
  %a6 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a5
  %a7 = load i32, ptr addrspace(3) %a6, align 4
  ret i32 %a7

else2:
  %a8 = icmp sge i32 %depth, %depth
  br i1 %a8, label %then4, label %else5

then4:
  %a9 = and i32 %x0, 63
  %a10 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a9
  %a11 = load i32, ptr addrspace(1) %a10, align 4
  %a12 = icmp eq i32 %a11, %depth
  br i1 %a12, label %then7, label %else8

then7:
  %a13 = and i32 %x0, 1023
  %a14 = and i32 1623168048, 1023
  %a15 = sitofp i32 %a13 to half
  %a16 = uitofp i32 %a14 to half
  %a17 = fmul half %a15, %a16
  %a18 = bitcast half %a17 to i16
  %a19 = zext i16 %a18 to i32
  %a20 = sitofp i32 16 to double
  %a21 = sitofp i32 %a11 to double
  %a22 = fmul double %a20, %a21
  %a24 = bitcast double %a22 to i64
  %a25 = lshr i64 %a24, 29
  %a23 = trunc i64 %a25 to i32
  %a27 = or i32 %a23, 1
  %a26 = urem i32 %a19, %a27
  ret i32 %a26

else8:
  %a28 = call i32 @llvm.abs.i32(i32 %a11, i1 false)
  %a29 = sub i32 %a28, %a28
  br label %join9

join9:
  %a30 = phi i32 [ %a29, %else8 ]
  %a31 = icmp slt i32 %a30, 0
  %a32 = select i1 %a31, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %a33 = call i1 @llvm.nvvm.isspacep.const(ptr %a32)
  br i1 %a33, label %is10, label %isnot11

is10:
  %a34 = addrspacecast ptr %a32 to ptr addrspace(4)
  %a35 = and i32 %depth, 63
  %a36 = getelementptr inbounds i32, ptr addrspace(4) %a34, i32 %a35
  %a37 = load i32, ptr addrspace(4) %a36, align 4
  br label %isjoin12

isnot11:
  %a38 = and i32 %depth, 63
  %a39 = getelementptr inbounds i32, ptr %a32, i32 %a38
  %a40 = load i32, ptr %a39, align 4
  br label %isjoin12

isjoin12:
  %a41 = phi i32 [ %a37, %is10 ], [ %a40, %isnot11 ]
  %a42 = icmp slt i32 %a41, 0
  %a43 = select i1 %a42, ptr %a32, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  br label %join6

else5:
  %a44 = sitofp i32 %x0 to float
  %a45 = sitofp i32 %x0 to float
  %a46 = fadd float %a44, %a45
  %a47 = bitcast float %a46 to i32
  %a49 = and i32 %depth, 31
  %a48 = lshr i32 %a47, %a49
  br label %join6

join6:
  %a50 = phi i32 [ %a41, %isjoin12 ], [ %a48, %else5 ]
  %a51 = and i32 %depth, 1023
  %a52 = and i32 %depth, 1023
  %a53 = sitofp i32 %a51 to half
  %a54 = uitofp i32 %a52 to half
  %a55 = fmul half %a53, %a54
  %a58 = fpext half %a55 to float
  %a59 = fptrunc float %a58 to half
  %a56 = bitcast half %a59 to i16
  %a57 = zext i16 %a56 to i32
  br label %join3

join3:
  %a60 = phi i32 [ %a57, %join6 ]
  %a61 = phi ptr addrspace(1) [ @g, %join6 ]
  %a62 = and i32 %a60, 1023
  %a63 = and i32 %a60, 1023
  %a64 = sitofp i32 %a62 to half
  %a65 = uitofp i32 %a63 to half
  %a66 = fmul half %a64, %a65
  %a67 = bitcast half %a66 to i16
  %a68 = zext i16 %a67 to i32
  %a69 = icmp eq i32 %depth, 0
  br i1 %a69, label %base13, label %recurse14

base13:
  br label %rjoin15

recurse14:
  %a70 = sub i32 %depth, 1
  %a71 = call i32 @mra0(i32 %a68, i32 %a70)
  %a72 = xor i32 %a71, %a68
  br label %rjoin15

rjoin15:
  %a73 = phi i32 [ %a60, %base13 ], [ %a72, %recurse14 ]
  ret i32 %a73
}

define private i32 @f3(ptr addrspace(3) %p0, ptr addrspace(1) %p1, i32 %x2, i32 %x3) #0 {
entry:
  %0 = addrspacecast ptr addrspace(3) %p0 to ptr
  %1 = addrspacecast ptr addrspace(1) %p1 to ptr
  %q1 = insertvalue [6 x i32] zeroinitializer, i32 %x2, 2
  %q2 = insertvalue [6 x i32] %q1, i32 %x2, 4
  %q3 = insertvalue [6 x i32] %q2, i32 %x3, 3
  call void @f2.const(ptr addrspace(4) @c, i32 %x3, [6 x i32] %q3)
  %q4 = and i32 %x2, 1023
  %q5 = and i32 %x3, 1023
  %q11 = sitofp i32 %q4 to half
  %q12 = uitofp i32 %q5 to half
  %q13 = insertelement <2 x half> poison, half %q11, i64 0
  %q14 = insertelement <2 x half> %q13, half %q12, i64 1
  %q15 = insertelement <2 x half> poison, half %q12, i64 0
  %q16 = insertelement <2 x half> %q15, half %q11, i64 1
  %q17 = fsub <2 x half> %q14, %q16
  %q10 = bitcast <2 x half> %q17 to i32
  %q18 = xor i32 %x2, %x3
  %q19 = icmp ne i32 %x2, %q10
  br i1 %q19, label %then1, label %else2

then1:
  %q20 = icmp ne i32 %q18, -1640014147
  br i1 %q20, label %then4, label %else5

then4:
  %q21 = and i32 %x3, 3
  %v1.i = icmp eq i32 %q21, 0
  br i1 %v1.i, label %base1.i, label %recurse2.i

base1.i:
  br label %rjoin3.i

recurse2.i:
  %v2.i = sub i32 %q21, 1
  %v3.i = call i32 @mrb0(i32 %x2, i32 %v2.i)
  %v4.i = xor i32 %v3.i, %x2
  br label %rjoin3.i

rjoin3.i:
  %v5.i = phi i32 [ %q21, %base1.i ], [ %v4.i, %recurse2.i ]
  %q23 = and i32 35, 63
  %q24 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q23
  %q25 = load i32, ptr addrspace(4) %q24, align 4
  %q26 = and i32 %q25, 3
  %q27 = call i32 @mrb0(i32 %q18, i32 %q26)
  %q28 = icmp eq i32 %q25, %q18
  br i1 %q28, label %then7, label %else8

then7:
  %q30 = icmp eq i32 %q10, %q27
  %q29 = select i1 %q30, i32 %q10, i32 %v5.i
  ret i32 %q27

else8:
  %q31 = and i32 %q25, 1023
  %q32 = and i32 %q25, 1023
  %q33 = sitofp i32 %q31 to bfloat
  %q34 = uitofp i32 %q32 to bfloat
  %q35 = fmul bfloat %q33, %q34
  %q38 = fpext bfloat %q35 to float
  %q39 = fptrunc float %q38 to bfloat
  %q36 = bitcast bfloat %q39 to i16
  %q37 = zext i16 %q36 to i32
  %q40 = and i32 %x3, 63
  %q41 = getelementptr inbounds i32, ptr addrspace(1) %p1, i32 %q40
  store i32 %q18, ptr addrspace(1) %q41, align 4
  %q42 = and i32 %q27, 3
  %v1.i.1 = icmp eq i32 %q42, 0
  br i1 %v1.i.1, label %base1.i.1, label %recurse2.i.1

base1.i.1:
  br label %rjoin3.i.1

recurse2.i.1:
  %v2.i.1 = sub i32 %q42, 1
  %v3.i.1 = call i32 @mrb0(i32 %q25, i32 %v2.i.1)
  %v4.i.1 = xor i32 %v3.i.1, %q25
  br label %rjoin3.i.1

rjoin3.i.1:
  %v5.i.1 = phi i32 [ %q42, %base1.i.1 ], [ %v4.i.1, %recurse2.i.1 ]
  %q44 = and i32 %q37, 63
  %q45 = getelementptr inbounds i32, ptr addrspace(1) %p1, i32 %q44
  store i32 %q18, ptr addrspace(1) %q45, align 4
  %q47 = or i32 %v5.i.1, 1
  %q46 = udiv i32 %q37, %q47
  br label %join9

join9:
  %q48 = phi i32 [ 4, %rjoin3.i.1 ]
  %q49 = icmp ne i32 %q27, 37
  br i1 %q49, label %then10, label %else11

then10:
  %q50 = and i32 18, 3
  %v1.i.2 = icmp eq i32 %q50, 0
  br i1 %v1.i.2, label %base1.i.2, label %recurse2.i.2

base1.i.2:
  br label %rjoin3.i.2

recurse2.i.2:
  %v2.i.2 = sub i32 %q50, 1
  %v3.i.2 = call i32 @mrb0(i32 %q27, i32 %v2.i.2)
  %v4.i.2 = xor i32 %v3.i.2, %q27
  br label %rjoin3.i.2

rjoin3.i.2:
  %v5.i.2 = phi i32 [ %q50, %base1.i.2 ], [ %v4.i.2, %recurse2.i.2 ]
  %q52 = and i32 %q18, 63
  %q53 = getelementptr inbounds i32, ptr addrspace(1) %p1, i32 %q52
  store i32 %q48, ptr addrspace(1) %q53, align 4
  %q54 = and i32 %q10, 63
  %q55 = getelementptr inbounds i32, ptr addrspace(3) %p0, i32 %q54
  %q56 = load i32, ptr addrspace(3) %q55, align 4
  %q57 = and i32 %q27, 3
  %q58 = call i32 @mrb0(i32 %v5.i.2, i32 %q57)
  br label %join12

else11:
  %q59 = sitofp i32 %q48 to double
  %q60 = sitofp i32 1378691760 to double
  %q61 = fmul double %q59, %q60
  %q63 = bitcast double %q61 to i64
  %q64 = lshr i64 %q63, 29
  %q62 = trunc i64 %q64 to i32
  %q65 = and i32 %q62, 63
  %q66 = getelementptr inbounds i32, ptr addrspace(1) %p1, i32 %q65
  store i32 %q62, ptr addrspace(1) %q66, align 4
  %q67 = and i32 %q27, 3
  %v1.i.3 = icmp eq i32 %q67, 0
  br i1 %v1.i.3, label %base1.i.3, label %recurse2.i.3

base1.i.3:
  br label %rjoin3.i.3

recurse2.i.3:
  %v2.i.3 = sub i32 %q67, 1
  %v3.i.3 = call i32 @mrb0(i32 %q62, i32 %v2.i.3)
  %v4.i.3 = xor i32 %v3.i.3, %q62
  br label %rjoin3.i.3

rjoin3.i.3:
  %v5.i.3 = phi i32 [ %q67, %base1.i.3 ], [ %v4.i.3, %recurse2.i.3 ]
  br label %join12

join12:
  %q69 = phi i32 [ %q58, %rjoin3.i.2 ], [ %v5.i.3, %rjoin3.i.3 ]
  br label %join6

else5:
  %q70 = call i32 @llvm.smin.i32(i32 %q10, i32 -4)
  %q72 = or i32 %q18, 1
  %q71 = udiv i32 %q18, %q72
  %q73 = and i32 %q10, 1023
  %q74 = and i32 %q10, 1023
  %q80 = sitofp i32 %q73 to half
  %q81 = uitofp i32 %q74 to half
  %q82 = insertelement <2 x half> poison, half %q80, i64 0
  %q83 = insertelement <2 x half> %q82, half %q81, i64 1
  %q84 = insertelement <2 x half> poison, half %q81, i64 0
  %q85 = insertelement <2 x half> %q84, half %q80, i64 1
  %q86 = fadd <2 x half> %q83, %q85
  %q79 = bitcast <2 x half> %q86 to i32
  br label %join6

join6:
  %q87 = phi i32 [ %q69, %join12 ], [ %q79, %else5 ]
  %q89 = and i32 %x3, 31
  %q88 = shl i32 839114510, %q89
  %q91 = and i32 %q87, 32767
  %q92 = or i32 %q91, 1
  %q90 = srem i32 %q87, %q92
  br label %join3

else2:
  %q93 = or i32 %x2, %q18
  %q95 = or i32 %q10, 1
  %q94 = udiv i32 %x2, %q95
  %q96 = insertvalue [6 x i32] zeroinitializer, i32 %q10, 0
  %q97 = insertvalue [6 x i32] %q96, i32 %q94, 3
  %q98 = insertvalue [6 x i32] %q97, i32 %q94, 1
  call void @f2.const(ptr addrspace(4) @c, i32 24, [6 x i32] %q98)
  br label %join3

join3:
  %q99 = phi i32 [ %q90, %join6 ], [ %q94, %else2 ]
  %q100 = phi ptr [ %1, %join6 ], [ %0, %else2 ]
  %q101 = call i1 @llvm.nvvm.isspacep.const(ptr %q100)
  br i1 %q101, label %is13, label %isnot14

is13:
  %q102 = addrspacecast ptr %q100 to ptr addrspace(4)
  %q103 = and i32 -1, 63
  %q104 = getelementptr inbounds i32, ptr addrspace(4) %q102, i32 %q103
  %q105 = load i32, ptr addrspace(4) %q104, align 4
  br label %isjoin15

isnot14:
  %q106 = and i32 %q10, 63
  %q107 = getelementptr inbounds i32, ptr %q100, i32 %q106
  %q108 = load i32, ptr %q107, align 4
  br label %isjoin15

isjoin15:
  %q109 = phi i32 [ %q105, %is13 ], [ %q108, %isnot14 ]
  %q110 = and i32 %q18, 3
  %q111 = call i32 @mrb0(i32 %x2, i32 %q110)
  %q112 = and i32 26, 3
  %q113 = notail call i32 @mra0(i32 %q109, i32 %q112)
  %q114 = and i32 %q113, 63
  %q115 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q114
  %q116 = load i32, ptr addrspace(3) %q115, align 4
  %q118 = and i32 %q109, 32767
  %q119 = or i32 %q118, 1
  %q117 = srem i32 %q109, %q119
  %q120 = and i32 %q111, 63
  %q121 = getelementptr inbounds i32, ptr %q100, i32 %q120
  %q122 = load i32, ptr %q121, align 4
  %q123 = xor i32 %q116, %q116
  %q124 = xor i32 %q123, -2054023645
  %q125 = and i32 %q124, %q123
  %q126 = or i32 %q125, %q116
  %q127 = xor i32 %q126, %q124
  %q128 = sub i32 %q127, %q116
  %q129 = add i32 %q128, %q125
  %q130 = or i32 %q129, -1314782357
  %q131 = sub i32 %q130, %q126
  %q132 = and i32 %q131, %q127
  %q133 = xor i32 %q132, %q116
  %q134 = xor i32 %q133, %q132
  ret i32 %q134
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
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
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 64
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -774298653
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = and i32 %n, 63
  %w2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w1
  %w3 = load i32, ptr addrspace(3) %w2, align 4
  %w4 = and i32 %x0, 63
  %w5 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w4
  %w6 = load i32, ptr addrspace(3) %w5, align 4
  %w7 = and i32 %w6, 63
  %w8 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w7
  store i32 %x0, ptr addrspace(1) %w8, align 4
  %w9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %w3, i32 26, i32 %wc)
  %w10 = icmp slt i32 %w6, 0
  %w11 = select i1 %w10, ptr addrspace(1) %islot, ptr addrspace(1) @g
  %w12 = and i32 %w9, 63
  %w13 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w12
  store i32 %w3, ptr addrspace(1) %w13, align 4
  %w14 = addrspacecast ptr addrspace(1) %slot to ptr
  %w15 = call i32 @f3(ptr addrspace(3) @sh, ptr addrspace(1) %slot, i32 31, i32 %x0)
  %w16 = and i32 %x0, -4
  %w18 = and i32 %w16, 31
  %w17 = ashr i32 %w16, %w18
  %w20 = or i32 %tid, 1
  %w19 = udiv i32 %w15, %w20
  %w21 = sitofp i32 %w3 to double
  %w22 = sitofp i32 51 to double
  %w23 = fadd double %w21, %w22
  %w25 = bitcast double %w23 to i64
  %w26 = lshr i64 %w25, 29
  %w24 = trunc i64 %w26 to i32
  %w27 = and i32 41, 63
  %w28 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w27
  %w29 = load i32, ptr addrspace(1) %w28, align 4
  %w30 = xor i32 %w24, %w24
  %w31 = xor i32 %w30, -2054023645
  %w32 = and i32 %w31, %w30
  %w33 = or i32 %w32, %w24
  %w34 = xor i32 %w33, %w31
  %w35 = sub i32 %w34, %w24
  %w36 = add i32 %w35, %w32
  %w37 = or i32 %w36, -1314782357
  %w38 = sub i32 %w37, %w33
  %w39 = and i32 %w38, %w34
  %w40 = xor i32 %w24, %w24
  %w41 = xor i32 %w40, -2054023645
  %w42 = and i32 %w41, %w40
  %w43 = or i32 %w42, %w24
  %w44 = xor i32 %w43, %w41
  %w45 = sub i32 %w44, %w24
  %w46 = add i32 %w45, %w42
  %w47 = or i32 %w46, -1314782357
  %w48 = sub i32 %w47, %w43
  %w49 = and i32 %w48, %w44
  %w50 = xor i32 %x0, %w49
  %w51 = xor i32 %w50, %w39
  %w52 = xor i32 %w51, %w29
  %w53 = xor i32 %w52, %w24
  store i32 %w53, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %z1 = alloca [64 x i32], align 4
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
  %sc = icmp ult i32 %si, 64
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 732633755
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %shdone ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 64
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -1721189487
  %z6 = xor i32 %z5, -41839830
  %z7 = getelementptr inbounds [64 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = icmp ne i32 %x0, %n
  br i1 %z9, label %then4, label %else5

then4:
  %z10 = and i32 %n, 63
  %z11 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z10
  %z12 = load i32, ptr addrspace(3) %z11, align 4
  br label %join6

else5:
  %z13 = icmp slt i32 %x0, 0
  %z14 = addrspacecast ptr addrspace(1) %islot to ptr
  %z15 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z16 = select i1 %z13, ptr %z14, ptr %z15
  %z17 = and i32 %tid, 3
  %z18 = call i32 @mra0(i32 %tid, i32 %z17)
  br label %join6

join6:
  %z19 = phi i32 [ %z12, %then4 ], [ %z18, %else5 ]
  %z20 = phi ptr addrspace(3) [ @sh, %then4 ], [ @sh, %else5 ]
  %z21 = and i32 %x0, 63
  %z22 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z21
  %z23 = load i32, ptr addrspace(3) %z22, align 4
  %z24 = and i32 %x0, 63
  %z25 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z24
  %z26 = load i32, ptr addrspace(1) %z25, align 4
  %z27 = insertvalue [6 x i32] zeroinitializer, i32 %z19, 2
  call void @f2.const(ptr addrspace(4) @c, i32 %z26, [6 x i32] %z27)
  %z29 = icmp ult i32 %tid, %n
  %z28 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %z29)
  %z30 = and i32 %z28, 3
  %z31 = call i32 @mra0(i32 %z19, i32 %z30)
  %z32 = and i32 42, 3
  %z33 = call i32 @mrb0(i32 -140296572, i32 %z32)
  %z34 = and i32 %z26, 1023
  %z35 = and i32 %z26, 1023
  %z41 = sitofp i32 %z34 to half
  %z42 = uitofp i32 %z35 to half
  %z43 = insertelement <2 x half> poison, half %z41, i64 0
  %z44 = insertelement <2 x half> %z43, half %z42, i64 1
  %z45 = insertelement <2 x half> poison, half %z42, i64 0
  %z46 = insertelement <2 x half> %z45, half %z41, i64 1
  %z47 = fsub <2 x half> %z44, %z46
  %z40 = bitcast <2 x half> %z47 to i32
  %z48 = icmp ult i32 %z40, %z28
  br i1 %z48, label %then7, label %else8

then7:
  %z49 = sitofp i32 %z31 to float
  %z50 = sitofp i32 %z26 to float
  %z51 = fsub float %z49, %z50
  %z52 = bitcast float %z51 to i32
  %z54 = icmp ult i32 %z31, %z40
  %z53 = select i1 %z54, i32 %z31, i32 %z40
  %z55 = icmp eq i32 -5, %z19
  br i1 %z55, label %then10, label %else11

then10:
  %z56 = icmp slt i32 %z33, 0
  %z57 = addrspacecast ptr addrspace(1) %slot to ptr
  %z58 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z59 = select i1 %z56, ptr %z57, ptr %z58
  %z60 = or i32 %z40, %z53
  br label %join12

else11:
  %z61 = and i32 42, 3
  %z62 = call i32 @mra0(i32 %z52, i32 %z61) #6
  %z63 = and i32 %z40, 1023
  %z64 = and i32 %z62, 1023
  %z65 = sitofp i32 %z63 to bfloat
  %z66 = uitofp i32 %z64 to bfloat
  %z67 = fadd bfloat %z65, %z66
  %z68 = bitcast bfloat %z67 to i16
  %z69 = zext i16 %z68 to i32
  br label %join12

join12:
  %z70 = phi i32 [ %z60, %then10 ], [ %z69, %else11 ]
  %z71 = and i32 %z70, 63
  %z72 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z71
  %z73 = load i32, ptr addrspace(5) %z72, align 4
  br label %join9

else8:
  %z75 = icmp eq i32 45, %z31
  %z74 = select i1 %z75, i32 45, i32 -7
  %z76 = and i32 %z19, 63
  %z77 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z76
  store i32 %z31, ptr addrspace(5) %z77, align 4
  %z78 = and i32 %z31, 3
  %z79 = notail call i32 @mrb0(i32 %z23, i32 %z78)
  br label %join9

join9:
  %z80 = phi i32 [ %z73, %join12 ], [ %z79, %else8 ]
  %z81 = xor i32 %z33, %z40
  %z82 = xor i32 %z81, -2054023645
  %z83 = and i32 %z82, %z81
  %z84 = or i32 %z83, %z40
  %z85 = xor i32 %z84, %z82
  %z86 = sub i32 %z85, %z40
  %z87 = add i32 %z86, %z83
  %z88 = or i32 %z87, -1314782357
  %z89 = sub i32 %z88, %z84
  %z90 = and i32 %z89, %z85
  %z91 = and i32 %z80, 63
  %z92 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z91
  store i32 %z28, ptr addrspace(1) %z92, align 4
  %z93 = and i32 %z26, 63
  %z94 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z93
  %z95 = load i32, ptr addrspace(1) %z94, align 4
  %z96 = addrspacecast ptr addrspace(3) %z20 to ptr
  %z97 = addrspacecast ptr addrspace(1) %slot to ptr
  %z98 = call i32 @f3(ptr addrspace(3) %z20, ptr addrspace(1) %slot, i32 %z23, i32 %z80) #7
  %z99 = add i32 %z28, %z98
  %z101 = icmp ult i32 %z99, %z99
  %z100 = select i1 %z101, i32 %z99, i32 %z98
  %z102 = and i32 %z28, 63
  %z103 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z102
  store i32 %z80, ptr addrspace(1) %z103, align 4
  %z104 = xor i32 %z99, %z98
  %z105 = xor i32 %z104, -2054023645
  %z106 = and i32 %z105, %z104
  %z107 = or i32 %z106, %z98
  %z108 = xor i32 %z107, %z105
  %z109 = sub i32 %z108, %z98
  %z110 = add i32 %z109, %z106
  %z111 = or i32 %z110, -1314782357
  %z112 = sub i32 %z111, %z107
  %z113 = and i32 %z112, %z108
  %z114 = xor i32 %x0, %z113
  %z115 = xor i32 %z114, %z100
  %z116 = xor i32 %z115, %z99
  %z117 = xor i32 %z116, %z98
  %z118 = xor i32 %z117, %z90
  store i32 %z118, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #2

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #2

declare i32 @llvm.abs.i32(i32, i1 immarg) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

declare i32 @llvm.smin.i32(i32, i32) #2

declare void @llvm.nvvm.barrier0() #4

define internal void @f2.const(ptr addrspace(4) %p0, i32 %x1, [6 x i32] %agg2) #5 {
entry:
  %0 = addrspacecast ptr addrspace(4) %p0 to ptr
  %t1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 64
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, -276689821
  %t6 = xor i32 %t5, %x1
  %t7 = getelementptr inbounds [64 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = and i32 %x1, 1023
  %t10 = and i32 %x1, 1023
  %t11 = sitofp i32 %t9 to half
  %t12 = uitofp i32 %t10 to half
  %t13 = fadd half %t11, %t12
  %t16 = fpext half %t13 to float
  %t17 = fptrunc float %t16 to half
  %t14 = bitcast half %t17 to i16
  %t15 = zext i16 %t14 to i32
  %t18 = and i32 %t15, 63
  %t19 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t18
  store i32 %x1, ptr addrspace(5) %t19, align 4
  %t20 = call i1 @llvm.nvvm.isspacep.const(ptr %0)
  br i1 %t20, label %is4, label %isnot5

is4:
  %t22 = and i32 %x1, 63
  %t23 = getelementptr inbounds i32, ptr addrspace(4) %p0, i32 %t22
  %t24 = load i32, ptr addrspace(4) %t23, align 4
  br label %isjoin6

isnot5:
  %t25 = and i32 %x1, 63
  %t26 = getelementptr inbounds i32, ptr addrspace(4) %p0, i32 %t25
  %t27 = load i32, ptr addrspace(4) %t26, align 4
  br label %isjoin6

isjoin6:
  %t28 = phi i32 [ %t24, %is4 ], [ %t27, %isnot5 ]
  %t29 = and i32 %t15, 3
  %v1.i = icmp eq i32 %t29, 0
  br i1 %v1.i, label %base1.i, label %recurse2.i

base1.i:
  br label %rjoin3.i

recurse2.i:
  %v2.i = sub i32 %t29, 1
  %a1.i.1 = icmp sge i32 %t28, %v2.i
  br i1 %a1.i.1, label %then1.i.1, label %else2.i.1

then1.i.1:
  %a2.i.1 = and i32 %v2.i, 63
  %a3.i.1 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a2.i.1
  %a4.i.1 = load i32, ptr addrspace(4) %a3.i.1, align 4
  %a5.i.1 = and i32 %t28, 63
  %a6.i.1 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a5.i.1
  %a7.i.1 = load i32, ptr addrspace(3) %a6.i.1, align 4
  br label %mrb0.exit.1

else2.i.1:
  %a8.i.1 = icmp sge i32 %v2.i, %v2.i
  br i1 %a8.i.1, label %then4.i.1, label %else5.i.1

then4.i.1:
  %a9.i.1 = and i32 %t28, 63
  %a10.i.1 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a9.i.1
  %a11.i.1 = load i32, ptr addrspace(1) %a10.i.1, align 4
  %a12.i.1 = icmp eq i32 %a11.i.1, %v2.i
  br i1 %a12.i.1, label %then7.i.1, label %else8.i.1

then7.i.1:
  %a13.i.1 = and i32 %t28, 1023
  %a14.i.1 = and i32 1623168048, 1023
  %a15.i.1 = sitofp i32 %a13.i.1 to half
  %a16.i.1 = uitofp i32 %a14.i.1 to half
  %a17.i.1 = fmul half %a15.i.1, %a16.i.1
  %a18.i.1 = bitcast half %a17.i.1 to i16
  %a19.i.1 = zext i16 %a18.i.1 to i32
  %a20.i.1 = sitofp i32 16 to double
  %a21.i.1 = sitofp i32 %a11.i.1 to double
  %a22.i.1 = fmul double %a20.i.1, %a21.i.1
  %a24.i.1 = bitcast double %a22.i.1 to i64
  %a25.i.1 = lshr i64 %a24.i.1, 29
  %a23.i.1 = trunc i64 %a25.i.1 to i32
  %a27.i.1 = or i32 %a23.i.1, 1
  %a26.i.1 = urem i32 %a19.i.1, %a27.i.1
  br label %mrb0.exit.1

else8.i.1:
  %a28.i.1 = call i32 @llvm.abs.i32(i32 %a11.i.1, i1 false)
  %a29.i.1 = sub i32 %a28.i.1, %a28.i.1
  br label %join9.i.1

join9.i.1:
  %a30.i.1 = phi i32 [ %a29.i.1, %else8.i.1 ]
  %a31.i.1 = icmp slt i32 %a30.i.1, 0
  %a32.i.1 = select i1 %a31.i.1, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %a33.i.1 = call i1 @llvm.nvvm.isspacep.const(ptr %a32.i.1)
  br i1 %a33.i.1, label %is10.i.1, label %isnot11.i.1

is10.i.1:
  %a34.i.1 = addrspacecast ptr %a32.i.1 to ptr addrspace(4)
  %a35.i.1 = and i32 %v2.i, 63
  %a36.i.1 = getelementptr inbounds i32, ptr addrspace(4) %a34.i.1, i32 %a35.i.1
  %a37.i.1 = load i32, ptr addrspace(4) %a36.i.1, align 4
  br label %isjoin12.i.1

isnot11.i.1:
  %a38.i.1 = and i32 %v2.i, 63
  %a39.i.1 = getelementptr inbounds i32, ptr %a32.i.1, i32 %a38.i.1
  %a40.i.1 = load i32, ptr %a39.i.1, align 4
  br label %isjoin12.i.1

isjoin12.i.1:
  %a41.i.1 = phi i32 [ %a37.i.1, %is10.i.1 ], [ %a40.i.1, %isnot11.i.1 ]
  %a42.i.1 = icmp slt i32 %a41.i.1, 0
  %a43.i.1 = select i1 %a42.i.1, ptr %a32.i.1, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  br label %join6.i.1

else5.i.1:
  %a44.i.1 = sitofp i32 %t28 to float
  %a45.i.1 = sitofp i32 %t28 to float
  %a46.i.1 = fadd float %a44.i.1, %a45.i.1
  %a47.i.1 = bitcast float %a46.i.1 to i32
  %a49.i.1 = and i32 %v2.i, 31
  %a48.i.1 = lshr i32 %a47.i.1, %a49.i.1
  br label %join6.i.1

join6.i.1:
  %a50.i.1 = phi i32 [ %a41.i.1, %isjoin12.i.1 ], [ %a48.i.1, %else5.i.1 ]
  %a51.i.1 = and i32 %v2.i, 1023
  %a52.i.1 = and i32 %v2.i, 1023
  %a53.i.1 = sitofp i32 %a51.i.1 to half
  %a54.i.1 = uitofp i32 %a52.i.1 to half
  %a55.i.1 = fmul half %a53.i.1, %a54.i.1
  %a58.i.1 = fpext half %a55.i.1 to float
  %a59.i.1 = fptrunc float %a58.i.1 to half
  %a56.i.1 = bitcast half %a59.i.1 to i16
  %a57.i.1 = zext i16 %a56.i.1 to i32
  br label %join3.i.1

join3.i.1:
  %a60.i.1 = phi i32 [ %a57.i.1, %join6.i.1 ]
  %a61.i.1 = phi ptr addrspace(1) [ @g, %join6.i.1 ]
  %a62.i.1 = and i32 %a60.i.1, 1023
  %a63.i.1 = and i32 %a60.i.1, 1023
  %a64.i.1 = sitofp i32 %a62.i.1 to half
  %a65.i.1 = uitofp i32 %a63.i.1 to half
  %a66.i.1 = fmul half %a64.i.1, %a65.i.1
  %a67.i.1 = bitcast half %a66.i.1 to i16
  %a68.i.1 = zext i16 %a67.i.1 to i32
  %a69.i.1 = icmp eq i32 %v2.i, 0
  br i1 %a69.i.1, label %base13.i.1, label %recurse14.i.1

base13.i.1:
  br label %rjoin15.i.1

recurse14.i.1:
  %a70.i.1 = sub i32 %v2.i, 1
  %a71.i.1 = call i32 @mra0(i32 %a68.i.1, i32 %a70.i.1)
  %a72.i.1 = xor i32 %a71.i.1, %a68.i.1
  br label %rjoin15.i.1

rjoin15.i.1:
  %a73.i.1 = phi i32 [ %a60.i.1, %base13.i.1 ], [ %a72.i.1, %recurse14.i.1 ]
  br label %mrb0.exit.1

mrb0.exit.1:
  %v3.i = phi i32 [ %a7.i.1, %then1.i.1 ], [ %a26.i.1, %then7.i.1 ], [ %a73.i.1, %rjoin15.i.1 ]
  %v4.i = xor i32 %v3.i, %t28
  br label %rjoin3.i

rjoin3.i:
  %v5.i = phi i32 [ %t29, %base1.i ], [ %v4.i, %mrb0.exit.1 ]
  %t31 = icmp slt i32 %t15, 0
  %t32 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t33 = select i1 %t31, ptr %t32, ptr %0
  %t34 = and i32 %v5.i, 3
  %a1.i = icmp sge i32 %x1, %t34
  br i1 %a1.i, label %then1.i, label %else2.i

then1.i:
  %a2.i = and i32 %t34, 63
  %a3.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a2.i
  %a4.i = load i32, ptr addrspace(4) %a3.i, align 4
  %a5.i = and i32 %x1, 63
  %a6.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a5.i
  %a7.i = load i32, ptr addrspace(3) %a6.i, align 4
  br label %mrb0.exit

else2.i:
  %a8.i = icmp sge i32 %t34, %t34
  br i1 %a8.i, label %then4.i, label %else5.i

then4.i:
  %a9.i = and i32 %x1, 63
  %a10.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a9.i
  %a11.i = load i32, ptr addrspace(1) %a10.i, align 4
  %a12.i = icmp eq i32 %a11.i, %t34
  br i1 %a12.i, label %then7.i, label %else8.i

then7.i:
  %a13.i = and i32 %x1, 1023
  %a14.i = and i32 1623168048, 1023
  %a15.i = sitofp i32 %a13.i to half
  %a16.i = uitofp i32 %a14.i to half
  %a17.i = fmul half %a15.i, %a16.i
  %a18.i = bitcast half %a17.i to i16
  %a19.i = zext i16 %a18.i to i32
  %a20.i = sitofp i32 16 to double
  %a21.i = sitofp i32 %a11.i to double
  %a22.i = fmul double %a20.i, %a21.i
  %a24.i = bitcast double %a22.i to i64
  %a25.i = lshr i64 %a24.i, 29
  %a23.i = trunc i64 %a25.i to i32
  %a27.i = or i32 %a23.i, 1
  %a26.i = urem i32 %a19.i, %a27.i
  br label %mrb0.exit

else8.i:
  %a28.i = call i32 @llvm.abs.i32(i32 %a11.i, i1 false)
  %a29.i = sub i32 %a28.i, %a28.i
  br label %join9.i

join9.i:
  %a30.i = phi i32 [ %a29.i, %else8.i ]
  %a31.i = icmp slt i32 %a30.i, 0
  %a32.i = select i1 %a31.i, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %a33.i = call i1 @llvm.nvvm.isspacep.const(ptr %a32.i)
  br i1 %a33.i, label %is10.i, label %isnot11.i

is10.i:
  %a34.i = addrspacecast ptr %a32.i to ptr addrspace(4)
  %a35.i = and i32 %t34, 63
  %a36.i = getelementptr inbounds i32, ptr addrspace(4) %a34.i, i32 %a35.i
  %a37.i = load i32, ptr addrspace(4) %a36.i, align 4
  br label %isjoin12.i

isnot11.i:
  %a38.i = and i32 %t34, 63
  %a39.i = getelementptr inbounds i32, ptr %a32.i, i32 %a38.i
  %a40.i = load i32, ptr %a39.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %a41.i = phi i32 [ %a37.i, %is10.i ], [ %a40.i, %isnot11.i ]
  %a42.i = icmp slt i32 %a41.i, 0
  %a43.i = select i1 %a42.i, ptr %a32.i, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  br label %join6.i

else5.i:
  %a44.i = sitofp i32 %x1 to float
  %a45.i = sitofp i32 %x1 to float
  %a46.i = fadd float %a44.i, %a45.i
  %a47.i = bitcast float %a46.i to i32
  %a49.i = and i32 %t34, 31
  %a48.i = lshr i32 %a47.i, %a49.i
  br label %join6.i

join6.i:
  %a50.i = phi i32 [ %a41.i, %isjoin12.i ], [ %a48.i, %else5.i ]
  %a51.i = and i32 %t34, 1023
  %a52.i = and i32 %t34, 1023
  %a53.i = sitofp i32 %a51.i to half
  %a54.i = uitofp i32 %a52.i to half
  %a55.i = fmul half %a53.i, %a54.i
  %a58.i = fpext half %a55.i to float
  %a59.i = fptrunc float %a58.i to half
  %a56.i = bitcast half %a59.i to i16
  %a57.i = zext i16 %a56.i to i32
  br label %join3.i

join3.i:
  %a60.i = phi i32 [ %a57.i, %join6.i ]
  %a61.i = phi ptr addrspace(1) [ @g, %join6.i ]
  %a62.i = and i32 %a60.i, 1023
  %a63.i = and i32 %a60.i, 1023
  %a64.i = sitofp i32 %a62.i to half
  %a65.i = uitofp i32 %a63.i to half
  %a66.i = fmul half %a64.i, %a65.i
  %a67.i = bitcast half %a66.i to i16
  %a68.i = zext i16 %a67.i to i32
  %a69.i = icmp eq i32 %t34, 0
  br i1 %a69.i, label %base13.i, label %recurse14.i

base13.i:
  br label %rjoin15.i

recurse14.i:
  %a70.i = sub i32 %t34, 1
  %v1.i.2 = icmp eq i32 %a70.i, 0
  br i1 %v1.i.2, label %base1.i.2, label %recurse2.i.2

base1.i.2:
  br label %rjoin3.i.2

recurse2.i.2:
  %v2.i.2 = sub i32 %a70.i, 1
  %v3.i.2 = call i32 @mrb0(i32 %a68.i, i32 %v2.i.2)
  %v4.i.2 = xor i32 %v3.i.2, %a68.i
  br label %rjoin3.i.2

rjoin3.i.2:
  %v5.i.2 = phi i32 [ %a70.i, %base1.i.2 ], [ %v4.i.2, %recurse2.i.2 ]
  %a72.i = xor i32 %v5.i.2, %a68.i
  br label %rjoin15.i

rjoin15.i:
  %a73.i = phi i32 [ %a60.i, %base13.i ], [ %a72.i, %rjoin3.i.2 ]
  br label %mrb0.exit

mrb0.exit:
  %t35 = phi i32 [ %a7.i, %then1.i ], [ %a26.i, %then7.i ], [ %a73.i, %rjoin15.i ]
  %t36 = call i1 @llvm.nvvm.isspacep.local(ptr %t33)
  br i1 %t36, label %is7, label %isnot8

is7:
  %t37 = addrspacecast ptr %t33 to ptr addrspace(5)
  %t38 = and i32 %t28, 63
  %t39 = getelementptr inbounds i32, ptr addrspace(5) %t37, i32 %t38
  %t40 = load i32, ptr addrspace(5) %t39, align 4
  br label %isjoin9

isnot8:
  %t41 = and i32 20, 63
  %t42 = getelementptr inbounds i32, ptr %t33, i32 %t41
  %t43 = load i32, ptr %t42, align 4
  br label %isjoin9

isjoin9:
  %t44 = phi i32 [ %t40, %is7 ], [ %t43, %isnot8 ]
  %t45 = and i32 %t28, 3
  %v1.i.1 = icmp eq i32 %t45, 0
  br i1 %v1.i.1, label %base1.i.1, label %recurse2.i.1

base1.i.1:
  br label %rjoin3.i.1

recurse2.i.1:
  %v2.i.1 = sub i32 %t45, 1
  %a1.i.2 = icmp sge i32 %t15, %v2.i.1
  br i1 %a1.i.2, label %then1.i.2, label %else2.i.2

then1.i.2:
  %a2.i.2 = and i32 %v2.i.1, 63
  %a3.i.2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a2.i.2
  %a4.i.2 = load i32, ptr addrspace(4) %a3.i.2, align 4
  %a5.i.2 = and i32 %t15, 63
  %a6.i.2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a5.i.2
  %a7.i.2 = load i32, ptr addrspace(3) %a6.i.2, align 4
  br label %mrb0.exit.2

else2.i.2:
  %a8.i.2 = icmp sge i32 %v2.i.1, %v2.i.1
  br i1 %a8.i.2, label %then4.i.2, label %else5.i.2

then4.i.2:
  %a9.i.2 = and i32 %t15, 63
  %a10.i.2 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a9.i.2
  %a11.i.2 = load i32, ptr addrspace(1) %a10.i.2, align 4
  %a12.i.2 = icmp eq i32 %a11.i.2, %v2.i.1
  br i1 %a12.i.2, label %then7.i.2, label %else8.i.2

then7.i.2:
  %a13.i.2 = and i32 %t15, 1023
  %a14.i.2 = and i32 1623168048, 1023
  %a15.i.2 = sitofp i32 %a13.i.2 to half
  %a16.i.2 = uitofp i32 %a14.i.2 to half
  %a17.i.2 = fmul half %a15.i.2, %a16.i.2
  %a18.i.2 = bitcast half %a17.i.2 to i16
  %a19.i.2 = zext i16 %a18.i.2 to i32
  %a20.i.2 = sitofp i32 16 to double
  %a21.i.2 = sitofp i32 %a11.i.2 to double
  %a22.i.2 = fmul double %a20.i.2, %a21.i.2
  %a24.i.2 = bitcast double %a22.i.2 to i64
  %a25.i.2 = lshr i64 %a24.i.2, 29
  %a23.i.2 = trunc i64 %a25.i.2 to i32
  %a27.i.2 = or i32 %a23.i.2, 1
  %a26.i.2 = urem i32 %a19.i.2, %a27.i.2
  br label %mrb0.exit.2

else8.i.2:
  %a28.i.2 = call i32 @llvm.abs.i32(i32 %a11.i.2, i1 false)
  %a29.i.2 = sub i32 %a28.i.2, %a28.i.2
  br label %join9.i.2

join9.i.2:
  %a30.i.2 = phi i32 [ %a29.i.2, %else8.i.2 ]
  %a31.i.2 = icmp slt i32 %a30.i.2, 0
  %a32.i.2 = select i1 %a31.i.2, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %a33.i.2 = call i1 @llvm.nvvm.isspacep.const(ptr %a32.i.2)
  br i1 %a33.i.2, label %is10.i.2, label %isnot11.i.2

is10.i.2:
  %a34.i.2 = addrspacecast ptr %a32.i.2 to ptr addrspace(4)
  %a35.i.2 = and i32 %v2.i.1, 63
  %a36.i.2 = getelementptr inbounds i32, ptr addrspace(4) %a34.i.2, i32 %a35.i.2
  %a37.i.2 = load i32, ptr addrspace(4) %a36.i.2, align 4
  br label %isjoin12.i.2

isnot11.i.2:
  %a38.i.2 = and i32 %v2.i.1, 63
  %a39.i.2 = getelementptr inbounds i32, ptr %a32.i.2, i32 %a38.i.2
  %a40.i.2 = load i32, ptr %a39.i.2, align 4
  br label %isjoin12.i.2

isjoin12.i.2:
  %a41.i.2 = phi i32 [ %a37.i.2, %is10.i.2 ], [ %a40.i.2, %isnot11.i.2 ]
  %a42.i.2 = icmp slt i32 %a41.i.2, 0
  %a43.i.2 = select i1 %a42.i.2, ptr %a32.i.2, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  br label %join6.i.2

else5.i.2:
  %a44.i.2 = sitofp i32 %t15 to float
  %a45.i.2 = sitofp i32 %t15 to float
  %a46.i.2 = fadd float %a44.i.2, %a45.i.2
  %a47.i.2 = bitcast float %a46.i.2 to i32
  %a49.i.2 = and i32 %v2.i.1, 31
  %a48.i.2 = lshr i32 %a47.i.2, %a49.i.2
  br label %join6.i.2

join6.i.2:
  %a50.i.2 = phi i32 [ %a41.i.2, %isjoin12.i.2 ], [ %a48.i.2, %else5.i.2 ]
  %a51.i.2 = and i32 %v2.i.1, 1023
  %a52.i.2 = and i32 %v2.i.1, 1023
  %a53.i.2 = sitofp i32 %a51.i.2 to half
  %a54.i.2 = uitofp i32 %a52.i.2 to half
  %a55.i.2 = fmul half %a53.i.2, %a54.i.2
  %a58.i.2 = fpext half %a55.i.2 to float
  %a59.i.2 = fptrunc float %a58.i.2 to half
  %a56.i.2 = bitcast half %a59.i.2 to i16
  %a57.i.2 = zext i16 %a56.i.2 to i32
  br label %join3.i.2

join3.i.2:
  %a60.i.2 = phi i32 [ %a57.i.2, %join6.i.2 ]
  %a61.i.2 = phi ptr addrspace(1) [ @g, %join6.i.2 ]
  %a62.i.2 = and i32 %a60.i.2, 1023
  %a63.i.2 = and i32 %a60.i.2, 1023
  %a64.i.2 = sitofp i32 %a62.i.2 to half
  %a65.i.2 = uitofp i32 %a63.i.2 to half
  %a66.i.2 = fmul half %a64.i.2, %a65.i.2
  %a67.i.2 = bitcast half %a66.i.2 to i16
  %a68.i.2 = zext i16 %a67.i.2 to i32
  %a69.i.2 = icmp eq i32 %v2.i.1, 0
  br i1 %a69.i.2, label %base13.i.2, label %recurse14.i.2

base13.i.2:
  br label %rjoin15.i.2

recurse14.i.2:
  %a70.i.2 = sub i32 %v2.i.1, 1
  %a71.i.2 = call i32 @mra0(i32 %a68.i.2, i32 %a70.i.2)
  %a72.i.2 = xor i32 %a71.i.2, %a68.i.2
  br label %rjoin15.i.2

rjoin15.i.2:
  %a73.i.2 = phi i32 [ %a60.i.2, %base13.i.2 ], [ %a72.i.2, %recurse14.i.2 ]
  br label %mrb0.exit.2

mrb0.exit.2:
  %v3.i.1 = phi i32 [ %a7.i.2, %then1.i.2 ], [ %a26.i.2, %then7.i.2 ], [ %a73.i.2, %rjoin15.i.2 ]
  %v4.i.1 = xor i32 %v3.i.1, %t15
  br label %rjoin3.i.1

rjoin3.i.1:
  %v5.i.1 = phi i32 [ %t45, %base1.i.1 ], [ %v4.i.1, %mrb0.exit.2 ]
  ret void
}

attributes #0 = { "seam-specialized" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { inlinehint "nooutline" "seam-specialized" }
attributes #6 = { nounwind "seam-site"="19" }
attributes #7 = { nounwind "seam-site"="21" }

!nvvm.annotations = !{!0}

!0 = !{ptr @k1, !"kernel", i32 1}
