; launch: @k0 grid=1 block=18 (out=i32[72] zero, in=i32[72] random 448319332, i32 2049780390)
; seam-gpu case seed-000003 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] [i32 1331161647, i32 -119364961, i32 835631044, i32 -125667076], align 4
@c = internal addrspace(4) constant [4 x i32] [i32 1989036794, i32 -3819428, i32 -1593633188, i32 1544218505], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 660733828, [2 x i32] [i32 -1031155695, i32 -133869239], i16 -21735, i64 -575296850 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 2060757642, [64 x i32] [i32 -31135023, i32 1766308920, i32 -2027036021, i32 -1002495809, i32 431469547, i32 1822858071, i32 1902219358, i32 1327954054, i32 1306071336, i32 571421065, i32 -1711538423, i32 1091839087, i32 -1587374650, i32 -1426842035, i32 1540739058, i32 1674660390, i32 -194201474, i32 -2045833436, i32 -1692717373, i32 -1932211554, i32 -69922699, i32 1732723047, i32 1724561442, i32 -924596029, i32 1391649598, i32 115725281, i32 696846614, i32 289300946, i32 1213668742, i32 652585070, i32 -1691054227, i32 -1104696223, i32 -540636594, i32 1261980190, i32 376237200, i32 -264461955, i32 -2064742307, i32 -228755913, i32 -1032405331, i32 -1082363568, i32 46747431, i32 9122218, i32 1677589284, i32 -1502998177, i32 -459027976, i32 2075617349, i32 1611397203, i32 -561344720, i32 1728509173, i32 -825541654, i32 194346230, i32 432849672, i32 1591746191, i32 1732981433, i32 -725970559, i32 -68519350, i32 1077675731, i32 80215509, i32 445687318, i32 333061300, i32 -616638969, i32 -188848239, i32 -506820018, i32 -1476213488], i32 813177751 }, align 4
@sh = internal addrspace(3) global [16 x i32] undef, align 4

define weak i32 @rec1(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, i32 %depth, [7 x i32] %agg6) #0 {
entry:
  %a1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 4
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -1978848031
  %a6 = xor i32 %a5, %depth
  %a7 = getelementptr inbounds [4 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = icmp ne i32 %x4, 36
  br i1 %a9, label %then4, label %else5

then4:
  %a11 = and i32 1474978574, 31
  %a10 = shl i32 %x4, %a11
  %a13 = and i32 %a10, 31
  %a12 = shl i32 %depth, %a13
  %a14 = icmp eq i32 %a12, %a10
  br i1 %a14, label %then7, label %else8

then7:
  %a15 = and i32 -506095600, 3
  %a16 = getelementptr inbounds i32, ptr %p0, i32 %a15
  store i32 %depth, ptr %a16, align 4
  %a17 = sitofp i32 %x4 to float
  %a18 = sitofp i32 %depth to float
  %a19 = fadd float %a17, %a18
  %a20 = bitcast float %a19 to i32
  %a22 = and i32 28, 31
  %a21 = ashr i32 %a20, %a22
  %a24 = and i32 %a10, 31
  %a23 = ashr i32 %a12, %a24
  br label %join9

else8:
  %a25 = icmp ne i32 %a10, %a10
  br i1 %a25, label %then10, label %else11

then10:
  %a26 = sub i32 %x3, 8
  %a27 = and i32 %a10, 3
  %a28 = getelementptr inbounds i32, ptr %p0, i32 %a27
  store i32 %a10, ptr %a28, align 4
  br label %join12

else11:
  %a29 = insertvalue [5 x i32] zeroinitializer, i32 %a12, 4
  %a30 = insertvalue [5 x i32] %a29, i32 %a10, 0
  %a31 = insertvalue [5 x i32] %a30, i32 %a12, 1
  %v1.i = sitofp i32 %depth to double
  %v2.i = sitofp i32 %a12 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %depth, 3
  %v8.i = getelementptr inbounds i32, ptr %p0, i32 %v7.i
  %v9.i = load i32, ptr %v8.i, align 4
  %v10.i = mul i32 %depth, %v4.i
  %v11.i = add i32 %v10.i, -595226089
  %v12.i = sub i32 %v11.i, %v10.i
  %v13.i = xor i32 %v12.i, %v10.i
  %v14.i = shl i32 %v13.i, 12
  %v15.i = add i32 %v14.i, 1920841285
  %v16.i = xor i32 %v15.i, %v12.i
  %v17.i = sub i32 %v16.i, 2060247927
  %v18.i = and i32 %v17.i, %v4.i
  %v19.i = mul i32 %v18.i, %v14.i
  %v20.i = mul i32 %v19.i, %v10.i
  %v21.i = and i32 %v20.i, %v13.i
  %v22.i = or i32 %v21.i, %v16.i
  %v23.i = xor i32 %v22.i, %v4.i
  %v24.i = xor i32 %v23.i, %v22.i
  %a34 = insertvalue [5 x i32] zeroinitializer, i32 1475314188, 2
  %v1.i.1 = sitofp i32 %a12 to double
  %v2.i.1 = sitofp i32 %v24.i to double
  %v3.i.1 = fsub double %v1.i.1, %v2.i.1
  %v5.i.1 = bitcast double %v3.i.1 to i64
  %v6.i.1 = lshr i64 %v5.i.1, 29
  %v4.i.1 = trunc i64 %v6.i.1 to i32
  %v7.i.1 = and i32 %a12, 3
  %v8.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %v7.i.1
  %v9.i.1 = load i32, ptr addrspace(5) %v8.i.1, align 4
  %v10.i.1 = mul i32 %a12, %v4.i.1
  %v11.i.1 = add i32 %v10.i.1, -595226089
  %v12.i.1 = sub i32 %v11.i.1, %v10.i.1
  %v13.i.1 = xor i32 %v12.i.1, %v10.i.1
  %v14.i.1 = shl i32 %v13.i.1, 12
  %v15.i.1 = add i32 %v14.i.1, 1920841285
  %v16.i.1 = xor i32 %v15.i.1, %v12.i.1
  %v17.i.1 = sub i32 %v16.i.1, 2060247927
  %v18.i.1 = and i32 %v17.i.1, %v4.i.1
  %v19.i.1 = mul i32 %v18.i.1, %v14.i.1
  %v20.i.1 = mul i32 %v19.i.1, %v10.i.1
  %v21.i.1 = and i32 %v20.i.1, %v13.i.1
  %v22.i.1 = or i32 %v21.i.1, %v16.i.1
  %v23.i.1 = xor i32 %v22.i.1, %v4.i.1
  %v24.i.1 = xor i32 %v23.i.1, %v22.i.1
  br label %join12

join12:
  %a36 = phi i32 [ %a26, %then10 ], [ %v24.i, %else11 ]
  %a37 = and i32 %a12, 3
  %a38 = getelementptr inbounds i32, ptr %p0, i32 %a37
  %a39 = load i32, ptr %a38, align 4
  br label %join9

join9:
  %a40 = phi i32 [ %a23, %then7 ], [ %a39, %join12 ]
  %a41 = sitofp i32 8 to double
  %a42 = sitofp i32 %depth to double
  %a43 = fadd double %a41, %a42
  %a45 = bitcast double %a43 to i64
  %a46 = lshr i64 %a45, 29
  %a44 = trunc i64 %a46 to i32
  %a47 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a47, label %is13, label %isnot14

is13:
  %a48 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a49 = and i32 %a40, 3
  %a50 = getelementptr inbounds i32, ptr addrspace(5) %a48, i32 %a49
  %a51 = load i32, ptr addrspace(5) %a50, align 4
  br label %isjoin15

isnot14:
  %a52 = and i32 %a44, 3
  %a53 = getelementptr inbounds i32, ptr %p0, i32 %a52
  %a54 = load i32, ptr %a53, align 4
  br label %isjoin15

isjoin15:
  %a55 = phi i32 [ %a51, %is13 ], [ %a54, %isnot14 ]
  %a56 = icmp eq i32 %a55, %a55
  br i1 %a56, label %then16, label %else17

then16:
  %a57 = icmp sge i32 39, %a55
  br i1 %a57, label %then19, label %else20

then19:
  %a60 = and i32 %a40, 63
  %a59 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 1, i32 %a60
  %a58 = load i32, ptr addrspace(1) %a59, align 4
  %a62 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %a61 = load i32, ptr addrspace(1) %a62, align 4
  ret i32 %a61

else20:
  %a63 = and i32 32, 1023
  %a64 = and i32 %a40, 1023
  %a65 = sitofp i32 %a63 to bfloat
  %a66 = uitofp i32 %a64 to bfloat
  %a67 = fsub bfloat %a65, %a66
  %a68 = bitcast bfloat %a67 to i16
  %a69 = zext i16 %a68 to i32
  br label %join21

join21:
  %a70 = phi i32 [ %a69, %else20 ]
  %a71 = phi ptr [ %p0, %else20 ]
  %a73 = addrspacecast ptr addrspace(1) @g to ptr
  %a74 = insertvalue [5 x i32] zeroinitializer, i32 %a55, 1
  %a75 = insertvalue [5 x i32] %a74, i32 %a44, 2
  %a76 = insertvalue [5 x i32] %a75, i32 18, 0
  %v1.i.2 = sitofp i32 %a44 to double
  %v2.i.2 = sitofp i32 %a10 to double
  %v3.i.2 = fsub double %v1.i.2, %v2.i.2
  %v5.i.2 = bitcast double %v3.i.2 to i64
  %v6.i.2 = lshr i64 %v5.i.2, 29
  %v4.i.2 = trunc i64 %v6.i.2 to i32
  %v7.i.2 = and i32 %a44, 3
  %v8.i.2 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %v7.i.2
  %v9.i.2 = load i32, ptr addrspace(5) %v8.i.2, align 4
  %v10.i.2 = mul i32 %a44, %v4.i.2
  %v11.i.2 = add i32 %v10.i.2, -595226089
  %v12.i.2 = sub i32 %v11.i.2, %v10.i.2
  %v13.i.2 = xor i32 %v12.i.2, %v10.i.2
  %v14.i.2 = shl i32 %v13.i.2, 12
  %v15.i.2 = add i32 %v14.i.2, 1920841285
  %v16.i.2 = xor i32 %v15.i.2, %v12.i.2
  %v17.i.2 = sub i32 %v16.i.2, 2060247927
  %v18.i.2 = and i32 %v17.i.2, %v4.i.2
  %v19.i.2 = mul i32 %v18.i.2, %v14.i.2
  %v20.i.2 = mul i32 %v19.i.2, %v10.i.2
  %v21.i.2 = and i32 %v20.i.2, %v13.i.2
  %v22.i.2 = or i32 %v21.i.2, %v16.i.2
  %v23.i.2 = xor i32 %v22.i.2, %v4.i.2
  %v24.i.2 = xor i32 %v23.i.2, %v22.i.2
  %a78 = and i32 %a12, 3
  %a79 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a78
  %a80 = load i32, ptr addrspace(1) %a79, align 4
  %a81 = and i32 %a80, 15
  %a82 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a81
  %a83 = load i32, ptr addrspace(3) %a82, align 4
  ret i32 %a83

else17:
  %a84 = and i32 78324919, 1023
  %a85 = and i32 %a40, 1023
  %a86 = sitofp i32 %a84 to bfloat
  %a87 = uitofp i32 %a85 to bfloat
  %a88 = fadd bfloat %a86, %a87
  %a89 = bitcast bfloat %a88 to i16
  %a90 = zext i16 %a89 to i32
  %a91 = and i32 %a40, 1023
  %a92 = and i32 %a40, 1023
  %a93 = sitofp i32 %a91 to bfloat
  %a94 = uitofp i32 %a92 to bfloat
  %a95 = fadd bfloat %a93, %a94
  %a96 = bitcast bfloat %a95 to i16
  %a97 = zext i16 %a96 to i32
  %a98 = call i1 @llvm.nvvm.isspacep.shared(ptr %p2)
  br i1 %a98, label %is22, label %isnot23

is22:
  %a99 = addrspacecast ptr %p2 to ptr addrspace(3)
  %a100 = and i32 %a55, 3
  %a101 = getelementptr inbounds i32, ptr addrspace(3) %a99, i32 %a100
  %a102 = load i32, ptr addrspace(3) %a101, align 4
  br label %isjoin24

isnot23:
  %a103 = and i32 %a90, 3
  %a104 = getelementptr inbounds i32, ptr %p2, i32 %a103
  %a105 = load i32, ptr %a104, align 4
  br label %isjoin24

isjoin24:
  %a106 = phi i32 [ %a102, %is22 ], [ %a105, %isnot23 ]
  %a107 = and i32 %a55, 3
  %a108 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a107
  store i32 %a90, ptr addrspace(5) %a108, align 4
  %a109 = icmp ne i32 %a97, %a90
  br i1 %a109, label %then25, label %else26

then25:
  %a111 = icmp eq i32 %a55, %depth
  %a110 = select i1 %a111, i32 %a55, i32 %x4
  %a112 = and i32 %a97, 3
  %a113 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a112
  %a114 = load i32, ptr addrspace(5) %a113, align 4
  %a115 = call i1 @llvm.nvvm.isspacep.local(ptr %p1)
  br i1 %a115, label %is28, label %isnot29

is28:
  %a116 = addrspacecast ptr %p1 to ptr addrspace(5)
  %a117 = and i32 %a110, 3
  %a118 = getelementptr inbounds i32, ptr addrspace(5) %a116, i32 %a117
  %a119 = load i32, ptr addrspace(5) %a118, align 4
  br label %isjoin30

isnot29:
  %a120 = and i32 %a12, 3
  %a121 = getelementptr inbounds i32, ptr %p1, i32 %a120
  %a122 = load i32, ptr %a121, align 4
  br label %isjoin30

isjoin30:
  %a123 = phi i32 [ %a119, %is28 ], [ %a122, %isnot29 ]
  br label %join27

else26:
  %a124 = and i32 %a106, 15
  %a125 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a124
  %a126 = load i32, ptr addrspace(3) %a125, align 4
  %a127 = insertvalue [5 x i32] zeroinitializer, i32 %a90, 3
  %a128 = insertvalue [5 x i32] %a127, i32 %a106, 2
  %a129 = insertvalue [5 x i32] %a128, i32 %a106, 3
  %v1.i.3 = sitofp i32 %a106 to double
  %v2.i.3 = sitofp i32 %a90 to double
  %v3.i.3 = fsub double %v1.i.3, %v2.i.3
  %v5.i.3 = bitcast double %v3.i.3 to i64
  %v6.i.3 = lshr i64 %v5.i.3, 29
  %v4.i.3 = trunc i64 %v6.i.3 to i32
  %v7.i.3 = and i32 %a106, 3
  %v8.i.3 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.3
  %v9.i.3 = load i32, ptr %v8.i.3, align 4
  %v10.i.3 = mul i32 %a106, %v4.i.3
  %v11.i.3 = add i32 %v10.i.3, -595226089
  %v12.i.3 = sub i32 %v11.i.3, %v10.i.3
  %v13.i.3 = xor i32 %v12.i.3, %v10.i.3
  %v14.i.3 = shl i32 %v13.i.3, 12
  %v15.i.3 = add i32 %v14.i.3, 1920841285
  %v16.i.3 = xor i32 %v15.i.3, %v12.i.3
  %v17.i.3 = sub i32 %v16.i.3, 2060247927
  %v18.i.3 = and i32 %v17.i.3, %v4.i.3
  %v19.i.3 = mul i32 %v18.i.3, %v14.i.3
  %v20.i.3 = mul i32 %v19.i.3, %v10.i.3
  %v21.i.3 = and i32 %v20.i.3, %v13.i.3
  %v22.i.3 = or i32 %v21.i.3, %v16.i.3
  %v23.i.3 = xor i32 %v22.i.3, %v4.i.3
  %v24.i.3 = xor i32 %v23.i.3, %v22.i.3
  %a131 = insertvalue [5 x i32] zeroinitializer, i32 %a90, 3
  %v1.i.4 = sitofp i32 37 to double
  %v2.i.4 = sitofp i32 %a40 to double
  %v3.i.4 = fsub double %v1.i.4, %v2.i.4
  %v5.i.4 = bitcast double %v3.i.4 to i64
  %v6.i.4 = lshr i64 %v5.i.4, 29
  %v4.i.4 = trunc i64 %v6.i.4 to i32
  %v7.i.4 = and i32 37, 3
  %v8.i.4 = getelementptr inbounds i32, ptr %p2, i32 %v7.i.4
  %v9.i.4 = load i32, ptr %v8.i.4, align 4
  %v10.i.4 = mul i32 37, %v4.i.4
  %v11.i.4 = add i32 %v10.i.4, -595226089
  %v12.i.4 = sub i32 %v11.i.4, %v10.i.4
  %v13.i.4 = xor i32 %v12.i.4, %v10.i.4
  %v14.i.4 = shl i32 %v13.i.4, 12
  %v15.i.4 = add i32 %v14.i.4, 1920841285
  %v16.i.4 = xor i32 %v15.i.4, %v12.i.4
  %v17.i.4 = sub i32 %v16.i.4, 2060247927
  %v18.i.4 = and i32 %v17.i.4, %v4.i.4
  %v19.i.4 = mul i32 %v18.i.4, %v14.i.4
  %v20.i.4 = mul i32 %v19.i.4, %v10.i.4
  %v21.i.4 = and i32 %v20.i.4, %v13.i.4
  %v22.i.4 = or i32 %v21.i.4, %v16.i.4
  %v23.i.4 = xor i32 %v22.i.4, %v4.i.4
  %v24.i.4 = xor i32 %v23.i.4, %v22.i.4
  %a133 = and i32 0, 3
  %a134 = getelementptr inbounds i32, ptr %p1, i32 %a133
  %a135 = load i32, ptr %a134, align 4
  %a136 = and i32 %a97, 3
  %a137 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a136
  %a138 = load i32, ptr addrspace(5) %a137, align 4
  %a139 = and i32 %a55, 3
  %a140 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a139
  store i32 %v24.i.4, ptr addrspace(5) %a140, align 4
  br label %join27

join27:
  %a141 = phi i32 [ %a123, %isjoin30 ], [ %a138, %else26 ]
  %a142 = phi ptr [ %p0, %isjoin30 ], [ %p2, %else26 ]
  %a143 = call i1 @llvm.nvvm.isspacep.shared(ptr %p1)
  br i1 %a143, label %is31, label %isnot32

is31:
  %a144 = addrspacecast ptr %p1 to ptr addrspace(3)
  %a145 = and i32 %a141, 3
  %a146 = getelementptr inbounds i32, ptr addrspace(3) %a144, i32 %a145
  %a147 = load i32, ptr addrspace(3) %a146, align 4
  br label %isjoin33

isnot32:
  %a148 = and i32 %a97, 3
  %a149 = getelementptr inbounds i32, ptr %p1, i32 %a148
  %a150 = load i32, ptr %a149, align 4
  br label %isjoin33

isjoin33:
  %a151 = phi i32 [ %a147, %is31 ], [ %a150, %isnot32 ]
  br label %join18

join18:
  %a152 = phi i32 [ 1378691760, %isjoin33 ]
  br label %join6

else5:
  %a154 = and i32 %depth, 32767
  %a155 = or i32 %a154, 1
  %a153 = srem i32 %x4, %a155
  %a156 = and i32 %a153, 3
  %a157 = getelementptr inbounds i32, ptr %p1, i32 %a156
  %a158 = load i32, ptr %a157, align 4
  %a159 = and i32 %depth, 3
  %a160 = getelementptr inbounds i32, ptr %p0, i32 %a159
  %a161 = load i32, ptr %a160, align 4
  %a163 = load i32, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 1), align 4
  %a165 = icmp uge i32 %a158, %x4
  %a164 = select i1 %a165, i32 %a158, i32 %a158
  %a167 = or i32 %a163, 1
  %a166 = udiv i32 %x3, %a167
  br label %join6

join6:
  %a168 = phi i32 [ %a152, %join18 ], [ %a161, %else5 ]
  %a169 = phi ptr [ %p1, %join18 ], [ %p0, %else5 ]
  %a170 = call i1 @llvm.nvvm.isspacep.shared(ptr %p2)
  br i1 %a170, label %is34, label %isnot35

is34:
  %a171 = addrspacecast ptr %p2 to ptr addrspace(3)
  %a172 = and i32 %x4, 3
  %a173 = getelementptr inbounds i32, ptr addrspace(3) %a171, i32 %a172
  %a174 = load i32, ptr addrspace(3) %a173, align 4
  br label %isjoin36

isnot35:
  %a175 = and i32 %x4, 3
  %a176 = getelementptr inbounds i32, ptr %p2, i32 %a175
  %a177 = load i32, ptr %a176, align 4
  br label %isjoin36

isjoin36:
  %a178 = phi i32 [ %a174, %is34 ], [ %a177, %isnot35 ]
  %a179 = and i32 -1526612007, 1023
  %a180 = and i32 %a168, 1023
  %a181 = sitofp i32 %a179 to bfloat
  %a182 = uitofp i32 %a180 to bfloat
  %a183 = fadd bfloat %a181, %a182
  %a186 = fpext bfloat %a183 to float
  %a187 = fptrunc float %a186 to bfloat
  %a184 = bitcast bfloat %a187 to i16
  %a185 = zext i16 %a184 to i32
  %a189 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %a188 = load i32, ptr addrspace(1) %a189, align 4
  %a190 = and i32 %a178, 3
  %a191 = getelementptr inbounds i32, ptr %p0, i32 %a190
  %a192 = load i32, ptr %a191, align 4
  %a193 = insertvalue [5 x i32] zeroinitializer, i32 %a192, 3
  %v1.i.5 = sitofp i32 %a178 to double
  %v2.i.5 = sitofp i32 %a178 to double
  %v3.i.5 = fsub double %v1.i.5, %v2.i.5
  %v5.i.5 = bitcast double %v3.i.5 to i64
  %v6.i.5 = lshr i64 %v5.i.5, 29
  %v4.i.5 = trunc i64 %v6.i.5 to i32
  %v7.i.5 = and i32 %a178, 3
  %v8.i.5 = getelementptr inbounds i32, ptr %a169, i32 %v7.i.5
  %v9.i.5 = load i32, ptr %v8.i.5, align 4
  %v10.i.5 = mul i32 %a178, %v4.i.5
  %v11.i.5 = add i32 %v10.i.5, -595226089
  %v12.i.5 = sub i32 %v11.i.5, %v10.i.5
  %v13.i.5 = xor i32 %v12.i.5, %v10.i.5
  %v14.i.5 = shl i32 %v13.i.5, 12
  %v15.i.5 = add i32 %v14.i.5, 1920841285
  %v16.i.5 = xor i32 %v15.i.5, %v12.i.5
  %v17.i.5 = sub i32 %v16.i.5, 2060247927
  %v18.i.5 = and i32 %v17.i.5, %v4.i.5
  %v19.i.5 = mul i32 %v18.i.5, %v14.i.5
  %v20.i.5 = mul i32 %v19.i.5, %v10.i.5
  %v21.i.5 = and i32 %v20.i.5, %v13.i.5
  %v22.i.5 = or i32 %v21.i.5, %v16.i.5
  %v23.i.5 = xor i32 %v22.i.5, %v4.i.5
  %v24.i.5 = xor i32 %v23.i.5, %v22.i.5
  %a195 = and i32 %v24.i.5, 3
  %a196 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a195
  %a197 = load i32, ptr addrspace(1) %a196, align 4
  %a198 = addrspacecast ptr addrspace(1) @g to ptr
  %a199 = insertvalue [5 x i32] zeroinitializer, i32 %x4, 1
  %v1.i.6 = sitofp i32 38 to double
  %v2.i.6 = sitofp i32 %a192 to double
  %v3.i.6 = fsub double %v1.i.6, %v2.i.6
  %v5.i.6 = bitcast double %v3.i.6 to i64
  %v6.i.6 = lshr i64 %v5.i.6, 29
  %v4.i.6 = trunc i64 %v6.i.6 to i32
  %v7.i.6 = and i32 38, 3
  %v8.i.6 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.6
  %v9.i.6 = load i32, ptr %v8.i.6, align 4
  %v10.i.6 = mul i32 38, %v4.i.6
  %v11.i.6 = add i32 %v10.i.6, -595226089
  %v12.i.6 = sub i32 %v11.i.6, %v10.i.6
  %v13.i.6 = xor i32 %v12.i.6, %v10.i.6
  %v14.i.6 = shl i32 %v13.i.6, 12
  %v15.i.6 = add i32 %v14.i.6, 1920841285
  %v16.i.6 = xor i32 %v15.i.6, %v12.i.6
  %v17.i.6 = sub i32 %v16.i.6, 2060247927
  %v18.i.6 = and i32 %v17.i.6, %v4.i.6
  %v19.i.6 = mul i32 %v18.i.6, %v14.i.6
  %v20.i.6 = mul i32 %v19.i.6, %v10.i.6
  %v21.i.6 = and i32 %v20.i.6, %v13.i.6
  %v22.i.6 = or i32 %v21.i.6, %v16.i.6
  %v23.i.6 = xor i32 %v22.i.6, %v4.i.6
  %v24.i.6 = xor i32 %v23.i.6, %v22.i.6
  %a201 = insertvalue [5 x i32] zeroinitializer, i32 %a192, 1
  %v1.i.7 = sitofp i32 %v24.i.6 to double
  %v2.i.7 = sitofp i32 -567346990 to double
  %v3.i.7 = fsub double %v1.i.7, %v2.i.7
  %v5.i.7 = bitcast double %v3.i.7 to i64
  %v6.i.7 = lshr i64 %v5.i.7, 29
  %v4.i.7 = trunc i64 %v6.i.7 to i32
  %v7.i.7 = and i32 %v24.i.6, 3
  %v8.i.7 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.7
  %v9.i.7 = load i32, ptr %v8.i.7, align 4
  %v10.i.7 = mul i32 %v24.i.6, %v4.i.7
  %v11.i.7 = add i32 %v10.i.7, -595226089
  %v12.i.7 = sub i32 %v11.i.7, %v10.i.7
  %v13.i.7 = xor i32 %v12.i.7, %v10.i.7
  %v14.i.7 = shl i32 %v13.i.7, 12
  %v15.i.7 = add i32 %v14.i.7, 1920841285
  %v16.i.7 = xor i32 %v15.i.7, %v12.i.7
  %v17.i.7 = sub i32 %v16.i.7, 2060247927
  %v18.i.7 = and i32 %v17.i.7, %v4.i.7
  %v19.i.7 = mul i32 %v18.i.7, %v14.i.7
  %v20.i.7 = mul i32 %v19.i.7, %v10.i.7
  %v21.i.7 = and i32 %v20.i.7, %v13.i.7
  %v22.i.7 = or i32 %v21.i.7, %v16.i.7
  %v23.i.7 = xor i32 %v22.i.7, %v4.i.7
  %v24.i.7 = xor i32 %v23.i.7, %v22.i.7
  %a203 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a204 = addrspacecast ptr addrspace(1) @g to ptr
  %a205 = insertvalue [5 x i32] zeroinitializer, i32 26, 4
  %a206 = insertvalue [5 x i32] %a205, i32 %a197, 0
  %a207 = insertvalue [5 x i32] %a206, i32 %v24.i.5, 3
  %v1.i.8 = sitofp i32 %v24.i.6 to double
  %v2.i.8 = sitofp i32 %v24.i.6 to double
  %v3.i.8 = fsub double %v1.i.8, %v2.i.8
  %v5.i.8 = bitcast double %v3.i.8 to i64
  %v6.i.8 = lshr i64 %v5.i.8, 29
  %v4.i.8 = trunc i64 %v6.i.8 to i32
  %v7.i.8 = and i32 %v24.i.6, 3
  %v8.i.8 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.8
  %v9.i.8 = load i32, ptr %v8.i.8, align 4
  %v10.i.8 = mul i32 %v24.i.6, %v4.i.8
  %v11.i.8 = add i32 %v10.i.8, -595226089
  %v12.i.8 = sub i32 %v11.i.8, %v10.i.8
  %v13.i.8 = xor i32 %v12.i.8, %v10.i.8
  %v14.i.8 = shl i32 %v13.i.8, 12
  %v15.i.8 = add i32 %v14.i.8, 1920841285
  %v16.i.8 = xor i32 %v15.i.8, %v12.i.8
  %v17.i.8 = sub i32 %v16.i.8, 2060247927
  %v18.i.8 = and i32 %v17.i.8, %v4.i.8
  %v19.i.8 = mul i32 %v18.i.8, %v14.i.8
  %v20.i.8 = mul i32 %v19.i.8, %v10.i.8
  %v21.i.8 = and i32 %v20.i.8, %v13.i.8
  %v22.i.8 = or i32 %v21.i.8, %v16.i.8
  %v23.i.8 = xor i32 %v22.i.8, %v4.i.8
  %v24.i.8 = xor i32 %v23.i.8, %v22.i.8
  %a209 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a209, label %is37, label %isnot38

is37:
  %a210 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a211 = and i32 %a197, 3
  %a212 = getelementptr inbounds i32, ptr addrspace(5) %a210, i32 %a211
  %a213 = load i32, ptr addrspace(5) %a212, align 4
  br label %isjoin39

isnot38:
  %a214 = and i32 %v24.i.7, 3
  %a215 = getelementptr inbounds i32, ptr %p0, i32 %a214
  %a216 = load i32, ptr %a215, align 4
  br label %isjoin39

isjoin39:
  %a217 = phi i32 [ %a213, %is37 ], [ %a216, %isnot38 ]
  %a218 = and i32 %v24.i.7, 3
  %a219 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a218
  %a220 = load i32, ptr addrspace(1) %a219, align 4
  %a222 = insertvalue [5 x i32] zeroinitializer, i32 %v24.i.7, 0
  %a223 = insertvalue [5 x i32] %a222, i32 %a220, 3
  %a224 = insertvalue [5 x i32] %a223, i32 %a220, 3
  %v1.i.9 = sitofp i32 %a220 to double
  %v2.i.9 = sitofp i32 %a220 to double
  %v3.i.9 = fsub double %v1.i.9, %v2.i.9
  %v5.i.9 = bitcast double %v3.i.9 to i64
  %v6.i.9 = lshr i64 %v5.i.9, 29
  %v4.i.9 = trunc i64 %v6.i.9 to i32
  %v7.i.9 = and i32 %a220, 3
  %v8.i.9 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v7.i.9
  %v9.i.9 = load i32, ptr addrspace(3) %v8.i.9, align 4
  %v10.i.9 = mul i32 %a220, %v4.i.9
  %v11.i.9 = add i32 %v10.i.9, -595226089
  %v12.i.9 = sub i32 %v11.i.9, %v10.i.9
  %v13.i.9 = xor i32 %v12.i.9, %v10.i.9
  %v14.i.9 = shl i32 %v13.i.9, 12
  %v15.i.9 = add i32 %v14.i.9, 1920841285
  %v16.i.9 = xor i32 %v15.i.9, %v12.i.9
  %v17.i.9 = sub i32 %v16.i.9, 2060247927
  %v18.i.9 = and i32 %v17.i.9, %v4.i.9
  %v19.i.9 = mul i32 %v18.i.9, %v14.i.9
  %v20.i.9 = mul i32 %v19.i.9, %v10.i.9
  %v21.i.9 = and i32 %v20.i.9, %v13.i.9
  %v22.i.9 = or i32 %v21.i.9, %v16.i.9
  %v23.i.9 = xor i32 %v22.i.9, %v4.i.9
  %v24.i.9 = xor i32 %v23.i.9, %v22.i.9
  %a227 = and i32 %v24.i.9, 31
  %a226 = lshr i32 %a220, %a227
  %a228 = and i32 %a220, 3
  %a229 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a228
  store i32 %v24.i.9, ptr addrspace(5) %a229, align 4
  %a230 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a230, label %is40, label %isnot41

is40:
  %a231 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a232 = and i32 %a217, 3
  %a233 = getelementptr inbounds i32, ptr addrspace(5) %a231, i32 %a232
  %a234 = load i32, ptr addrspace(5) %a233, align 4
  br label %isjoin42

isnot41:
  %a235 = and i32 45, 3
  %a236 = getelementptr inbounds i32, ptr %p0, i32 %a235
  %a237 = load i32, ptr %a236, align 4
  br label %isjoin42

isjoin42:
  %a238 = phi i32 [ %a234, %is40 ], [ %a237, %isnot41 ]
  %a239 = icmp eq i32 %depth, 0
  br i1 %a239, label %base43, label %recurse44

base43:
  br label %rjoin45

recurse44:
  %a240 = sub i32 %depth, 1
  %a241 = call i32 @rec1(ptr %p0, ptr %p1, ptr %p2, i32 %a192, i32 41, i32 %a240, [7 x i32] %agg6)
  %a242 = xor i32 %a241, %v24.i.6
  br label %rjoin45

rjoin45:
  %a243 = phi i32 [ %a238, %base43 ], [ %a242, %recurse44 ]
  ret i32 %a243
}

define internal i32 @f2(ptr %p0, i32 %x1, i32 %x2) #1 {
entry:
  %t1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 4
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, -2121061773
  %t6 = xor i32 %t5, %x1
  %t7 = getelementptr inbounds [4 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %t9, label %is4, label %isnot5

is4:
  %t10 = addrspacecast ptr %p0 to ptr addrspace(1)
  %t11 = and i32 %x2, 3
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t10, i32 %t11
  %t13 = load i32, ptr addrspace(1) %t12, align 4
  br label %isjoin6

isnot5:
  %t14 = and i32 %x1, 3
  %t15 = getelementptr inbounds i32, ptr %p0, i32 %t14
  %t16 = load i32, ptr %t15, align 4
  br label %isjoin6

isjoin6:
  %t17 = phi i32 [ %t13, %is4 ], [ %t16, %isnot5 ]
  %t18 = mul i32 %x1, %t17
  %t19 = add i32 %t18, -595226089
  %t20 = sub i32 %t19, %t18
  %t21 = xor i32 %t20, %t18
  %t22 = shl i32 %t21, 12
  %t23 = add i32 %t22, 1920841285
  %t24 = xor i32 %t23, %t20
  %t25 = sub i32 %t24, 2060247927
  %t26 = and i32 %t25, %t17
  %t27 = mul i32 %t26, %t22
  %t28 = mul i32 %t27, %t18
  %t29 = and i32 %t28, %t21
  %t30 = or i32 %t29, %t24
  %t31 = and i32 %x1, 1023
  %t32 = and i32 %x1, 1023
  %t33 = sitofp i32 %t31 to half
  %t34 = uitofp i32 %t32 to half
  %t35 = fsub half %t33, %t34
  %t38 = fpext half %t35 to float
  %t39 = fptrunc float %t38 to half
  %t36 = bitcast half %t39 to i16
  %t37 = zext i16 %t36 to i32
  %t41 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %t42 = load volatile i32, ptr addrspace(4) %t41, align 4
  %t43 = icmp slt i32 %t37, 0
  %t44 = addrspacecast ptr addrspace(1) @g to ptr
  %t45 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t46 = select i1 %t43, ptr %t44, ptr %t45
  %t47 = and i32 %t30, 15
  %t48 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %t47
  %t49 = load i32, ptr addrspace(3) %t48, align 4
  %t50 = mul i32 %t42, %t37
  %t51 = addrspacecast ptr addrspace(3) @sh to ptr
  %t52 = addrspacecast ptr addrspace(3) @sh to ptr
  %t53 = and i32 %t50, 3
  %t54 = insertvalue [7 x i32] zeroinitializer, i32 %t37, 6
  %t55 = insertvalue [7 x i32] %t54, i32 %x2, 1
  %t56 = insertvalue [7 x i32] %t55, i32 %t49, 2
  %t57 = call i32 @rec1(ptr %p0, ptr %t51, ptr %t52, i32 %t37, i32 %t49, i32 %t53, [7 x i32] %t56)
  %t58 = and i32 -1226982073, 3
  %t59 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t58
  %t60 = load i32, ptr addrspace(1) %t59, align 4
  %t61 = and i32 %t50, 3
  %t62 = getelementptr inbounds i32, ptr %t46, i32 %t61
  %t63 = load i32, ptr %t62, align 4
  %t64 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %t64, label %is7, label %isnot8

is7:
  %t65 = addrspacecast ptr %p0 to ptr addrspace(1)
  %t66 = and i32 %t42, 3
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %t65, i32 %t66
  %t68 = load i32, ptr addrspace(1) %t67, align 4
  br label %isjoin9

isnot8:
  %t69 = and i32 %t57, 3
  %t70 = getelementptr inbounds i32, ptr %p0, i32 %t69
  %t71 = load i32, ptr %t70, align 4
  br label %isjoin9

isjoin9:
  %t72 = phi i32 [ %t68, %is7 ], [ %t71, %isnot8 ]
  %t74 = icmp uge i32 20, %t63
  %t73 = select i1 %t74, i32 20, i32 %t57
  %t76 = insertvalue [5 x i32] zeroinitializer, i32 %t72, 4
  %v1.i = sitofp i32 %t60 to double
  %v2.i = sitofp i32 %t63 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %t60, 3
  %v8.i = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %v7.i
  %v9.i = load i32, ptr addrspace(5) %v8.i, align 4
  %v10.i = mul i32 %t60, %v4.i
  %v11.i = add i32 %v10.i, -595226089
  %v12.i = sub i32 %v11.i, %v10.i
  %v13.i = xor i32 %v12.i, %v10.i
  %v14.i = shl i32 %v13.i, 12
  %v15.i = add i32 %v14.i, 1920841285
  %v16.i = xor i32 %v15.i, %v12.i
  %v17.i = sub i32 %v16.i, 2060247927
  %v18.i = and i32 %v17.i, %v4.i
  %v19.i = mul i32 %v18.i, %v14.i
  %v20.i = mul i32 %v19.i, %v10.i
  %v21.i = and i32 %v20.i, %v13.i
  %v22.i = or i32 %v21.i, %v16.i
  %v23.i = xor i32 %v22.i, %v4.i
  %v24.i = xor i32 %v23.i, %v22.i
  %t79 = or i32 %t63, 1
  %t78 = urem i32 %t63, %t79
  %t80 = and i32 %t72, 3
  %t81 = getelementptr inbounds i32, ptr %p0, i32 %t80
  %t82 = load i32, ptr %t81, align 4
  %t83 = and i32 %t73, 3
  %t84 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t83
  store i32 %v24.i, ptr addrspace(5) %t84, align 4
  %t85 = addrspacecast ptr addrspace(1) @g to ptr
  %t86 = insertvalue [5 x i32] zeroinitializer, i32 %x2, 3
  %t87 = insertvalue [5 x i32] %t86, i32 %v24.i, 0
  %t88 = insertvalue [5 x i32] %t87, i32 %t78, 1
  %v1.i.1 = sitofp i32 %t73 to double
  %v2.i.1 = sitofp i32 %t37 to double
  %v3.i.1 = fsub double %v1.i.1, %v2.i.1
  %v5.i.1 = bitcast double %v3.i.1 to i64
  %v6.i.1 = lshr i64 %v5.i.1, 29
  %v4.i.1 = trunc i64 %v6.i.1 to i32
  %v7.i.1 = and i32 %t73, 3
  %v8.i.1 = getelementptr inbounds i32, ptr %t46, i32 %v7.i.1
  %v9.i.1 = load i32, ptr %v8.i.1, align 4
  %v10.i.1 = mul i32 %t73, %v4.i.1
  %v11.i.1 = add i32 %v10.i.1, -595226089
  %v12.i.1 = sub i32 %v11.i.1, %v10.i.1
  %v13.i.1 = xor i32 %v12.i.1, %v10.i.1
  %v14.i.1 = shl i32 %v13.i.1, 12
  %v15.i.1 = add i32 %v14.i.1, 1920841285
  %v16.i.1 = xor i32 %v15.i.1, %v12.i.1
  %v17.i.1 = sub i32 %v16.i.1, 2060247927
  %v18.i.1 = and i32 %v17.i.1, %v4.i.1
  %v19.i.1 = mul i32 %v18.i.1, %v14.i.1
  %v20.i.1 = mul i32 %v19.i.1, %v10.i.1
  %v21.i.1 = and i32 %v20.i.1, %v13.i.1
  %v22.i.1 = or i32 %v21.i.1, %v16.i.1
  %v23.i.1 = xor i32 %v22.i.1, %v4.i.1
  %v24.i.1 = xor i32 %v23.i.1, %v22.i.1
  %t91 = and i32 -8, 31
  %t90 = lshr i32 56, %t91
  %t93 = or i32 %v24.i.1, 1
  %t92 = udiv i32 %t90, %t93
  %t94 = icmp ult i32 21, %v24.i.1
  br i1 %t94, label %then10, label %else11

then10:
  %t95 = and i32 %t90, 3
  %t96 = getelementptr inbounds i32, ptr %p0, i32 %t95
  %t97 = load i32, ptr %t96, align 4
  %t98 = and i32 %t60, 3
  %t99 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t98
  %t100 = load i32, ptr addrspace(1) %t99, align 4
  %t101 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t102 = and i32 %t92, 3
  %t103 = insertvalue [7 x i32] zeroinitializer, i32 %t100, 2
  %t104 = insertvalue [7 x i32] %t103, i32 %v24.i.1, 0
  %t105 = insertvalue [7 x i32] %t104, i32 %t82, 5
  %t106 = notail call i32 @rec1(ptr %t101, ptr %p0, ptr %t46, i32 %t92, i32 %x1, i32 %t102, [7 x i32] %t105)
  %t108 = icmp eq i32 %v24.i.1, %t97
  %t107 = select i1 %t108, i32 %v24.i.1, i32 %t100
  %t109 = and i32 %t97, 3
  %t110 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t109
  %t111 = load i32, ptr addrspace(5) %t110, align 4
  br label %join12

else11:
  %t112 = icmp slt i32 %t92, 0
  %t113 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t114 = select i1 %t112, ptr %t46, ptr %t113
  %t115 = call i32 @llvm.smin.i32(i32 %t92, i32 %t82)
  br label %join12

join12:
  %t116 = phi i32 [ %t111, %then10 ], [ %t115, %else11 ]
  %t118 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %t117 = load i32, ptr addrspace(1) %t118, align 4
  %t119 = icmp slt i32 %t116, 0
  %t120 = addrspacecast ptr addrspace(3) @sh to ptr
  %t121 = addrspacecast ptr addrspace(1) @g to ptr
  %t122 = select i1 %t119, ptr %t120, ptr %t121
  %t124 = insertvalue [5 x i32] zeroinitializer, i32 %t92, 2
  %v1.i.2 = sitofp i32 %t117 to double
  %v2.i.2 = sitofp i32 %t117 to double
  %v3.i.2 = fsub double %v1.i.2, %v2.i.2
  %v5.i.2 = bitcast double %v3.i.2 to i64
  %v6.i.2 = lshr i64 %v5.i.2, 29
  %v4.i.2 = trunc i64 %v6.i.2 to i32
  %v7.i.2 = and i32 %t117, 3
  %v8.i.2 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %v7.i.2
  %v9.i.2 = load i32, ptr addrspace(5) %v8.i.2, align 4
  %v10.i.2 = mul i32 %t117, %v4.i.2
  %v11.i.2 = add i32 %v10.i.2, -595226089
  %v12.i.2 = sub i32 %v11.i.2, %v10.i.2
  %v13.i.2 = xor i32 %v12.i.2, %v10.i.2
  %v14.i.2 = shl i32 %v13.i.2, 12
  %v15.i.2 = add i32 %v14.i.2, 1920841285
  %v16.i.2 = xor i32 %v15.i.2, %v12.i.2
  %v17.i.2 = sub i32 %v16.i.2, 2060247927
  %v18.i.2 = and i32 %v17.i.2, %v4.i.2
  %v19.i.2 = mul i32 %v18.i.2, %v14.i.2
  %v20.i.2 = mul i32 %v19.i.2, %v10.i.2
  %v21.i.2 = and i32 %v20.i.2, %v13.i.2
  %v22.i.2 = or i32 %v21.i.2, %v16.i.2
  %v23.i.2 = xor i32 %v22.i.2, %v4.i.2
  %v24.i.2 = xor i32 %v23.i.2, %v22.i.2
  %t126 = insertvalue [5 x i32] zeroinitializer, i32 %t117, 4
  %t127 = insertvalue [5 x i32] %t126, i32 %v24.i.2, 0
  %t128 = insertvalue [5 x i32] %t127, i32 %v24.i.2, 2
  %v1.i.3 = sitofp i32 %t117 to double
  %v2.i.3 = sitofp i32 53 to double
  %v3.i.3 = fsub double %v1.i.3, %v2.i.3
  %v5.i.3 = bitcast double %v3.i.3 to i64
  %v6.i.3 = lshr i64 %v5.i.3, 29
  %v4.i.3 = trunc i64 %v6.i.3 to i32
  %v7.i.3 = and i32 %t117, 3
  %v8.i.3 = getelementptr inbounds i32, ptr %t46, i32 %v7.i.3
  %v9.i.3 = load i32, ptr %v8.i.3, align 4
  %v10.i.3 = mul i32 %t117, %v4.i.3
  %v11.i.3 = add i32 %v10.i.3, -595226089
  %v12.i.3 = sub i32 %v11.i.3, %v10.i.3
  %v13.i.3 = xor i32 %v12.i.3, %v10.i.3
  %v14.i.3 = shl i32 %v13.i.3, 12
  %v15.i.3 = add i32 %v14.i.3, 1920841285
  %v16.i.3 = xor i32 %v15.i.3, %v12.i.3
  %v17.i.3 = sub i32 %v16.i.3, 2060247927
  %v18.i.3 = and i32 %v17.i.3, %v4.i.3
  %v19.i.3 = mul i32 %v18.i.3, %v14.i.3
  %v20.i.3 = mul i32 %v19.i.3, %v10.i.3
  %v21.i.3 = and i32 %v20.i.3, %v13.i.3
  %v22.i.3 = or i32 %v21.i.3, %v16.i.3
  %v23.i.3 = xor i32 %v22.i.3, %v4.i.3
  %v24.i.3 = xor i32 %v23.i.3, %v22.i.3
  %t131 = insertvalue [5 x i32] zeroinitializer, i32 %v24.i.2, 0
  %t132 = insertvalue [5 x i32] %t131, i32 %v24.i.2, 3
  %v1.i.4 = sitofp i32 %t30 to double
  %v2.i.4 = sitofp i32 %v24.i.2 to double
  %v3.i.4 = fsub double %v1.i.4, %v2.i.4
  %v5.i.4 = bitcast double %v3.i.4 to i64
  %v6.i.4 = lshr i64 %v5.i.4, 29
  %v4.i.4 = trunc i64 %v6.i.4 to i32
  %v7.i.4 = and i32 %t30, 3
  %v8.i.4 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %v7.i.4
  %v9.i.4 = load i32, ptr addrspace(5) %v8.i.4, align 4
  %v10.i.4 = mul i32 %t30, %v4.i.4
  %v11.i.4 = add i32 %v10.i.4, -595226089
  %v12.i.4 = sub i32 %v11.i.4, %v10.i.4
  %v13.i.4 = xor i32 %v12.i.4, %v10.i.4
  %v14.i.4 = shl i32 %v13.i.4, 12
  %v15.i.4 = add i32 %v14.i.4, 1920841285
  %v16.i.4 = xor i32 %v15.i.4, %v12.i.4
  %v17.i.4 = sub i32 %v16.i.4, 2060247927
  %v18.i.4 = and i32 %v17.i.4, %v4.i.4
  %v19.i.4 = mul i32 %v18.i.4, %v14.i.4
  %v20.i.4 = mul i32 %v19.i.4, %v10.i.4
  %v21.i.4 = and i32 %v20.i.4, %v13.i.4
  %v22.i.4 = or i32 %v21.i.4, %v16.i.4
  %v23.i.4 = xor i32 %v22.i.4, %v4.i.4
  %v24.i.4 = xor i32 %v23.i.4, %v22.i.4
  %t134 = insertvalue [5 x i32] zeroinitializer, i32 %t117, 3
  %t135 = insertvalue [5 x i32] %t134, i32 %v24.i.2, 0
  %v1.i.5 = sitofp i32 %v24.i.4 to double
  %v2.i.5 = sitofp i32 11 to double
  %v3.i.5 = fsub double %v1.i.5, %v2.i.5
  %v5.i.5 = bitcast double %v3.i.5 to i64
  %v6.i.5 = lshr i64 %v5.i.5, 29
  %v4.i.5 = trunc i64 %v6.i.5 to i32
  %v7.i.5 = and i32 %v24.i.4, 3
  %v8.i.5 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v7.i.5
  %v9.i.5 = load i32, ptr addrspace(1) %v8.i.5, align 4
  %v10.i.5 = mul i32 %v24.i.4, %v4.i.5
  %v11.i.5 = add i32 %v10.i.5, -595226089
  %v12.i.5 = sub i32 %v11.i.5, %v10.i.5
  %v13.i.5 = xor i32 %v12.i.5, %v10.i.5
  %v14.i.5 = shl i32 %v13.i.5, 12
  %v15.i.5 = add i32 %v14.i.5, 1920841285
  %v16.i.5 = xor i32 %v15.i.5, %v12.i.5
  %v17.i.5 = sub i32 %v16.i.5, 2060247927
  %v18.i.5 = and i32 %v17.i.5, %v4.i.5
  %v19.i.5 = mul i32 %v18.i.5, %v14.i.5
  %v20.i.5 = mul i32 %v19.i.5, %v10.i.5
  %v21.i.5 = and i32 %v20.i.5, %v13.i.5
  %v22.i.5 = or i32 %v21.i.5, %v16.i.5
  %v23.i.5 = xor i32 %v22.i.5, %v4.i.5
  %v24.i.5 = xor i32 %v23.i.5, %v22.i.5
  %t137 = icmp slt i32 %v24.i.4, 0
  %t138 = select i1 %t137, ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %t122
  %t139 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %t139, label %is13, label %isnot14

is13:
  %t140 = addrspacecast ptr %p0 to ptr addrspace(1)
  %t141 = and i32 %v24.i.3, 3
  %t142 = getelementptr inbounds i32, ptr addrspace(1) %t140, i32 %t141
  %t143 = load i32, ptr addrspace(1) %t142, align 4
  br label %isjoin15

isnot14:
  %t144 = and i32 %t50, 3
  %t145 = getelementptr inbounds i32, ptr %p0, i32 %t144
  %t146 = load i32, ptr %t145, align 4
  br label %isjoin15

isjoin15:
  %t147 = phi i32 [ %t143, %is13 ], [ %t146, %isnot14 ]
  %t149 = and i32 %t117, 31
  %t148 = ashr i32 %v24.i.3, %t149
  %t150 = icmp slt i32 %t147, 0
  %t151 = addrspacecast ptr addrspace(1) @g to ptr
  %t152 = select i1 %t150, ptr %t46, ptr %t151
  %t153 = xor i32 %t148, %t148
  %t154 = xor i32 %t153, %t30
  ret i32 %t154
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #2 {
entry:
  %w1.i = alloca [4 x i32], align 4
  %z1 = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 16
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 10417571
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %shdone ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 4
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, 1753193943
  %z6 = xor i32 %z5, %tid
  %z7 = getelementptr inbounds [4 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = add i32 -1075695945, %tid
  %z10 = addrspacecast ptr addrspace(1) %slot to ptr
  %z11 = addrspacecast ptr addrspace(1) %slot to ptr
  %z12 = addrspacecast ptr addrspace(5) %z8 to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %w1.i)
  %0 = addrspacecast ptr addrspace(1) %slot to ptr
  %1 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i

linit1.i:
  %w2.i = phi i32 [ 0, %ldone3 ], [ %w3.i, %lfill2.i ]
  %w4.i = icmp ult i32 %w2.i, 4
  br i1 %w4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %w5.i = mul i32 %w2.i, 1986548641
  %w6.i = xor i32 %w5.i, -1512103053
  %w7.i = getelementptr inbounds [4 x i32], ptr %w1.i, i32 0, i32 %w2.i
  store i32 %w6.i, ptr %w7.i, align 4
  %w3.i = add nuw nsw i32 %w2.i, 1
  br label %linit1.i

ldone3.i:
  %w8.i = addrspacecast ptr %w1.i to ptr addrspace(5)
  %w9.i = and i32 -1512103053, 1023
  %w10.i = and i32 -1512103053, 1023
  %w11.i = sitofp i32 %w9.i to bfloat
  %w12.i = uitofp i32 %w10.i to bfloat
  %w13.i = fmul bfloat %w11.i, %w12.i
  %w14.i = bitcast bfloat %w13.i to i16
  %w15.i = zext i16 %w14.i to i32
  %w16.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %w16.i, label %is4.i, label %isnot5.i

is4.i:
  %w18.i = and i32 -1512103053, 3
  %w19.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w18.i
  %w20.i = load i32, ptr addrspace(1) %w19.i, align 4
  br label %isjoin6.i

isnot5.i:
  %w21.i = and i32 319863214, 3
  %w22.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w21.i
  %w23.i = load i32, ptr addrspace(1) %w22.i, align 4
  br label %isjoin6.i

isjoin6.i:
  %w24.i = phi i32 [ %w20.i, %is4.i ], [ %w23.i, %isnot5.i ]
  %w25.i = and i32 -1512103053, 3
  %w26.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w25.i
  %w27.i = load i32, ptr addrspace(1) %w26.i, align 4
  %w28.i = and i32 %w15.i, 1023
  %w29.i = and i32 -1512103053, 1023
  %w30.i = sitofp i32 %w28.i to half
  %w31.i = uitofp i32 %w29.i to half
  %w32.i = fsub half %w30.i, %w31.i
  %w33.i = bitcast half %w32.i to i16
  %w34.i = zext i16 %w33.i to i32
  %w35.i = and i32 %w24.i, 3
  %w36.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w35.i
  %w37.i = load i32, ptr addrspace(4) %w36.i, align 4
  %w38.i = call i1 @llvm.nvvm.isspacep.local(ptr %z12)
  br i1 %w38.i, label %is7.i, label %isnot8.i

is7.i:
  %w40.i = and i32 %w27.i, 3
  %w41.i = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %w40.i
  %w42.i = load i32, ptr addrspace(5) %w41.i, align 4
  br label %isjoin9.i

isnot8.i:
  %w43.i = and i32 %w34.i, 3
  %w44.i = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %w43.i
  %w45.i = load i32, ptr addrspace(5) %w44.i, align 4
  br label %isjoin9.i

isjoin9.i:
  %w46.i = phi i32 [ %w42.i, %is7.i ], [ %w45.i, %isnot8.i ]
  %w47.i = and i32 %w27.i, 3
  %w48.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w47.i
  %w49.i = load i32, ptr addrspace(4) %w48.i, align 4
  %w50.i = insertvalue [5 x i32] zeroinitializer, i32 %w34.i, 4
  %w51.i = insertvalue [5 x i32] %w50.i, i32 %w46.i, 4
  %w52.i = insertvalue [5 x i32] %w51.i, i32 %w34.i, 3
  %v1.i.i = sitofp i32 %w37.i to double
  %v2.i.i = sitofp i32 %w34.i to double
  %v3.i.i = fsub double %v1.i.i, %v2.i.i
  %v5.i.i = bitcast double %v3.i.i to i64
  %v6.i.i = lshr i64 %v5.i.i, 29
  %v4.i.i = trunc i64 %v6.i.i to i32
  %v7.i.i = and i32 %w37.i, 3
  %v8.i.i = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %v7.i.i
  %v9.i.i = load i32, ptr addrspace(5) %v8.i.i, align 4
  %v10.i.i = mul i32 %w37.i, %v4.i.i
  %v11.i.i = add i32 %v10.i.i, -595226089
  %v12.i.i = sub i32 %v11.i.i, %v10.i.i
  %v13.i.i = xor i32 %v12.i.i, %v10.i.i
  %v14.i.i = shl i32 %v13.i.i, 12
  %v15.i.i = add i32 %v14.i.i, 1920841285
  %v16.i.i = xor i32 %v15.i.i, %v12.i.i
  %v17.i.i = sub i32 %v16.i.i, 2060247927
  %v18.i.i = and i32 %v17.i.i, %v4.i.i
  %v19.i.i = mul i32 %v18.i.i, %v14.i.i
  %v20.i.i = mul i32 %v19.i.i, %v10.i.i
  %v21.i.i = and i32 %v20.i.i, %v13.i.i
  %v22.i.i = or i32 %v21.i.i, %v16.i.i
  %v23.i.i = xor i32 %v22.i.i, %v4.i.i
  %v24.i.i = xor i32 %v23.i.i, %v22.i.i
  %w54.i = icmp slt i32 %w34.i, 0
  %w55.i = select i1 %w54.i, ptr %0, ptr addrspacecast (ptr addrspace(4) @c to ptr)
  %w56.i = call i32 @f2(ptr %z12, i32 %w46.i, i32 %w49.i)
  %w58.i = and i32 -1512103053, 31
  %w57.i = ashr i32 %w49.i, %w58.i
  %w60.i = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %w61.i = load volatile i32, ptr addrspace(4) %w60.i, align 4
  %w62.i = and i32 %w57.i, 3
  %w63.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w62.i
  %w64.i = load i32, ptr addrspace(4) %w63.i, align 4
  %w65.i = call i1 @llvm.nvvm.isspacep.const(ptr %w55.i)
  br i1 %w65.i, label %is10.i, label %isnot11.i

is10.i:
  %w66.i = addrspacecast ptr %w55.i to ptr addrspace(4)
  %w67.i = and i32 %w24.i, 3
  %w68.i = getelementptr inbounds i32, ptr addrspace(4) %w66.i, i32 %w67.i
  %w69.i = load i32, ptr addrspace(4) %w68.i, align 4
  br label %isjoin12.i

isnot11.i:
  %w70.i = and i32 %w56.i, 3
  %w71.i = getelementptr inbounds i32, ptr %w55.i, i32 %w70.i
  %w72.i = load i32, ptr %w71.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %w73.i = phi i32 [ %w69.i, %is10.i ], [ %w72.i, %isnot11.i ]
  %w74.i = and i32 %w57.i, 3
  %w75.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w74.i
  %w76.i = load i32, ptr addrspace(1) %w75.i, align 4
  %w77.i = call i32 @f2(ptr %z12, i32 %w73.i, i32 %w46.i)
  %w78.i = call i1 @llvm.nvvm.isspacep.shared(ptr %w55.i)
  br i1 %w78.i, label %is13.i, label %isnot14.i

is13.i:
  %w79.i = addrspacecast ptr %w55.i to ptr addrspace(3)
  %w80.i = and i32 %w56.i, 3
  %w81.i = getelementptr inbounds i32, ptr addrspace(3) %w79.i, i32 %w80.i
  %w82.i = load i32, ptr addrspace(3) %w81.i, align 4
  br label %isjoin15.i

isnot14.i:
  %w83.i = and i32 %w64.i, 3
  %w84.i = getelementptr inbounds i32, ptr %w55.i, i32 %w83.i
  %w85.i = load i32, ptr %w84.i, align 4
  br label %isjoin15.i

isjoin15.i:
  %w86.i = phi i32 [ %w82.i, %is13.i ], [ %w85.i, %isnot14.i ]
  %w87.i = addrspacecast ptr addrspace(3) @sh to ptr
  %w88.i = and i32 %w57.i, 3
  %w89.i = insertvalue [7 x i32] zeroinitializer, i32 %w76.i, 1
  %w90.i = insertvalue [7 x i32] %w89.i, i32 %w86.i, 6
  %w91.i = call i32 @rec1(ptr %1, ptr %w87.i, ptr %1, i32 %w77.i, i32 %w76.i, i32 %w88.i, [7 x i32] %w90.i) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr %w1.i)
  %z13 = add i32 %z9, %z9
  %z14 = mul i32 %n, %tid
  %z15 = add i32 %z14, -595226089
  %z16 = sub i32 %z15, %z14
  %z17 = xor i32 %z16, %z14
  %z18 = shl i32 %z17, 12
  %z19 = add i32 %z18, 1920841285
  %z20 = xor i32 %z19, %z16
  %z21 = sub i32 %z20, 2060247927
  %z22 = and i32 %z21, %tid
  %z23 = mul i32 %z22, %z18
  %z24 = mul i32 %z23, %z14
  %z25 = and i32 %z24, %z17
  %z26 = or i32 %z25, %z20
  %z27 = mul i32 %z26, %z13
  %z28 = add i32 %z27, -595226089
  %z29 = sub i32 %z28, %z27
  %z30 = xor i32 %z29, %z27
  %z31 = shl i32 %z30, 12
  %z32 = add i32 %z31, 1920841285
  %z33 = xor i32 %z32, %z29
  %z34 = sub i32 %z33, 2060247927
  %z35 = and i32 %z34, %z13
  %z36 = mul i32 %z35, %z31
  %z37 = mul i32 %z36, %z27
  %z38 = and i32 %z37, %z30
  %z39 = or i32 %z38, %z33
  %z40 = xor i32 %x0, %z39
  %z41 = xor i32 %z40, %z26
  %z42 = xor i32 %z41, %z13
  %z43 = xor i32 %z42, %z9
  store i32 %z43, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #2 {
entry:
  %q1.i = alloca [4 x i32], align 4
  %w1.i = alloca [4 x i32], align 4
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
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 16
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -793397897
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %m1 = and i32 %n, 3
  %m2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m1
  store i32 %tid, ptr addrspace(1) %m2, align 4
  %m3 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  %0 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %shdone ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, -664355541
  %q6.i = xor i32 %q5.i, 1645808299
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = sitofp i32 %x0 to float
  %q10.i = sitofp i32 %x0 to float
  %q11.i = fmul float %q9.i, %q10.i
  %q12.i = bitcast float %q11.i to i32
  %q13.i = and i32 %q12.i, 3
  %q14.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q13.i
  store i32 %q12.i, ptr addrspace(5) %q14.i, align 4
  %q15.i = call i32 @f2(ptr %0, i32 %q12.i, i32 %x0)
  %q17.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q18.i = insertvalue [5 x i32] zeroinitializer, i32 24, 0
  %q19.i = insertvalue [5 x i32] %q18.i, i32 %q12.i, 1
  %q20.i = insertvalue [5 x i32] %q19.i, i32 %x0, 2
  %v1.i.i = sitofp i32 %x0 to double
  %v2.i.i = sitofp i32 %x0 to double
  %v3.i.i = fsub double %v1.i.i, %v2.i.i
  %v5.i.i = bitcast double %v3.i.i to i64
  %v6.i.i = lshr i64 %v5.i.i, 29
  %v4.i.i = trunc i64 %v6.i.i to i32
  %v7.i.i = and i32 %x0, 3
  %v8.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %v7.i.i
  %v9.i.i = load i32, ptr addrspace(5) %v8.i.i, align 4
  %v10.i.i = mul i32 %x0, %v4.i.i
  %v11.i.i = add i32 %v10.i.i, -595226089
  %v12.i.i = sub i32 %v11.i.i, %v10.i.i
  %v13.i.i = xor i32 %v12.i.i, %v10.i.i
  %v14.i.i = shl i32 %v13.i.i, 12
  %v15.i.i = add i32 %v14.i.i, 1920841285
  %v16.i.i = xor i32 %v15.i.i, %v12.i.i
  %v17.i.i = sub i32 %v16.i.i, 2060247927
  %v18.i.i = and i32 %v17.i.i, %v4.i.i
  %v19.i.i = mul i32 %v18.i.i, %v14.i.i
  %v20.i.i = mul i32 %v19.i.i, %v10.i.i
  %v21.i.i = and i32 %v20.i.i, %v13.i.i
  %v22.i.i = or i32 %v21.i.i, %v16.i.i
  %v23.i.i = xor i32 %v22.i.i, %v4.i.i
  %v24.i.i = xor i32 %v23.i.i, %v22.i.i
  %q22.i = and i32 %q12.i, 1023
  %q23.i = and i32 %q12.i, 1023
  %q29.i = sitofp i32 %q22.i to half
  %q30.i = uitofp i32 %q23.i to half
  %q31.i = insertelement <2 x half> poison, half %q29.i, i64 0
  %q32.i = insertelement <2 x half> %q31.i, half %q30.i, i64 1
  %q33.i = insertelement <2 x half> poison, half %q30.i, i64 0
  %q34.i = insertelement <2 x half> %q33.i, half %q29.i, i64 1
  %q35.i = fmul <2 x half> %q32.i, %q34.i
  %q28.i = bitcast <2 x half> %q35.i to i32
  %q36.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %q36.i, label %is4.i, label %isnot5.i

is4.i:
  %q38.i = and i32 %x0, 3
  %q39.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q38.i
  %q40.i = load i32, ptr addrspace(1) %q39.i, align 4
  br label %isjoin6.i

isnot5.i:
  %q41.i = and i32 -401642977, 3
  %q42.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q41.i
  %q43.i = load i32, ptr addrspace(1) %q42.i, align 4
  br label %isjoin6.i

isjoin6.i:
  %q44.i = phi i32 [ %q40.i, %is4.i ], [ %q43.i, %isnot5.i ]
  %q45.i = sitofp i32 -6 to float
  %q46.i = sitofp i32 %x0 to float
  %q47.i = fmul float %q45.i, %q46.i
  %q48.i = bitcast float %q47.i to i32
  %q49.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q50.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q51.i = and i32 %q44.i, 3
  %q52.i = insertvalue [7 x i32] zeroinitializer, i32 -1826831118, 2
  %q53.i = call i32 @rec1(ptr %q49.i, ptr %q50.i, ptr %0, i32 %q28.i, i32 46, i32 %q51.i, [7 x i32] %q52.i)
  %q55.i = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %q54.i = load volatile i32, ptr addrspace(1) %q55.i, align 4
  %q56.i = call i1 @llvm.nvvm.isspacep.local(ptr %0)
  br i1 %q56.i, label %is7.i, label %isnot8.i

is7.i:
  %q57.i = addrspacecast ptr %0 to ptr addrspace(5)
  %q58.i = and i32 %q12.i, 3
  %q59.i = getelementptr inbounds i32, ptr addrspace(5) %q57.i, i32 %q58.i
  %q60.i = load i32, ptr addrspace(5) %q59.i, align 4
  br label %isjoin9.i

isnot8.i:
  %q61.i = and i32 %q48.i, 3
  %q62.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q61.i
  %q63.i = load i32, ptr addrspace(1) %q62.i, align 4
  br label %isjoin9.i

isjoin9.i:
  %q64.i = phi i32 [ %q60.i, %is7.i ], [ %q63.i, %isnot8.i ]
  %q65.i = icmp ult i32 %q64.i, 6
  br i1 %q65.i, label %then10.i, label %else11.i

then10.i:
  %q66.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %q66.i, label %is13.i, label %isnot14.i

is13.i:
  %q68.i = and i32 %q54.i, 3
  %q69.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q68.i
  %q70.i = load i32, ptr addrspace(1) %q69.i, align 4
  br label %isjoin15.i

isnot14.i:
  %q71.i = and i32 %q54.i, 3
  %q72.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q71.i
  %q73.i = load i32, ptr addrspace(1) %q72.i, align 4
  br label %isjoin15.i

isjoin15.i:
  %q74.i = phi i32 [ %q70.i, %is13.i ], [ %q73.i, %isnot14.i ]
  %q75.i = call i1 @llvm.nvvm.isspacep.const(ptr %0)
  br i1 %q75.i, label %is16.i, label %isnot17.i

is16.i:
  %q76.i = addrspacecast ptr %0 to ptr addrspace(4)
  %q77.i = and i32 %q53.i, 3
  %q78.i = getelementptr inbounds i32, ptr addrspace(4) %q76.i, i32 %q77.i
  %q79.i = load i32, ptr addrspace(4) %q78.i, align 4
  br label %isjoin18.i

isnot17.i:
  %q80.i = and i32 %q74.i, 3
  %q81.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q80.i
  %q82.i = load i32, ptr addrspace(1) %q81.i, align 4
  br label %isjoin18.i

isjoin18.i:
  %q83.i = phi i32 [ %q79.i, %is16.i ], [ %q82.i, %isnot17.i ]
  %q84.i = icmp slt i32 %q15.i, %q64.i
  br i1 %q84.i, label %then19.i, label %else20.i

then19.i:
  %q85.i = call i1 @llvm.nvvm.isspacep.shared(ptr %0)
  br i1 %q85.i, label %is22.i, label %isnot23.i

is22.i:
  %q86.i = addrspacecast ptr %0 to ptr addrspace(3)
  %q87.i = and i32 %q64.i, 3
  %q88.i = getelementptr inbounds i32, ptr addrspace(3) %q86.i, i32 %q87.i
  %q89.i = load i32, ptr addrspace(3) %q88.i, align 4
  br label %isjoin24.i

isnot23.i:
  %q90.i = and i32 -1630731752, 3
  %q91.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q90.i
  %q92.i = load i32, ptr addrspace(1) %q91.i, align 4
  br label %isjoin24.i

isjoin24.i:
  %q93.i = phi i32 [ %q89.i, %is22.i ], [ %q92.i, %isnot23.i ]
  %q95.i = icmp uge i32 %q64.i, %q83.i
  %q94.i = select i1 %q95.i, i32 %q64.i, i32 %q83.i
  %q96.i = and i32 %q94.i, 1023
  %q97.i = and i32 %q93.i, 1023
  %q103.i = sitofp i32 %q96.i to half
  %q104.i = uitofp i32 %q97.i to half
  %q105.i = insertelement <2 x half> poison, half %q103.i, i64 0
  %q106.i = insertelement <2 x half> %q105.i, half %q104.i, i64 1
  %q107.i = insertelement <2 x half> poison, half %q104.i, i64 0
  %q108.i = insertelement <2 x half> %q107.i, half %q103.i, i64 1
  %q109.i = fsub <2 x half> %q106.i, %q108.i
  %q102.i = bitcast <2 x half> %q109.i to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  br label %f3.global.exit

else20.i:
  %q110.i = sitofp i32 %q54.i to float
  %q111.i = sitofp i32 %q74.i to float
  %q112.i = fmul float %q110.i, %q111.i
  %q113.i = bitcast float %q112.i to i32
  %q114.i = and i32 %q64.i, 3
  %q115.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q114.i
  %q116.i = load i32, ptr addrspace(1) %q115.i, align 4
  br label %join21.i

join21.i:
  %q117.i = phi i32 [ %q116.i, %else20.i ]
  %q118.i = notail call i32 @f2(ptr %0, i32 %q53.i, i32 %q64.i)
  %q119.i = call i32 @f2(ptr %0, i32 -1165843805, i32 %q48.i)
  %q120.i = and i32 %q118.i, 1023
  %q121.i = and i32 %q74.i, 1023
  %q122.i = sitofp i32 %q120.i to bfloat
  %q123.i = uitofp i32 %q121.i to bfloat
  %q124.i = fadd bfloat %q122.i, %q123.i
  %q127.i = fpext bfloat %q124.i to float
  %q128.i = fptrunc float %q127.i to bfloat
  %q125.i = bitcast bfloat %q128.i to i16
  %q126.i = zext i16 %q125.i to i32
  br label %join12.i

else11.i:
  %q129.i = icmp slt i32 %q54.i, 0
  %q130.i = addrspacecast ptr addrspace(4) @c to ptr
  %q131.i = select i1 %q129.i, ptr %q130.i, ptr %0
  %q132.i = sitofp i32 6 to float
  %q133.i = sitofp i32 %x0 to float
  %q134.i = fsub float %q132.i, %q133.i
  %q135.i = bitcast float %q134.i to i32
  %q136.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q137.i = and i32 %q135.i, 3
  %q138.i = insertvalue [7 x i32] zeroinitializer, i32 39, 3
  %q139.i = insertvalue [7 x i32] %q138.i, i32 %q135.i, 0
  %q140.i = notail call i32 @rec1(ptr %0, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %q136.i, i32 %v24.i.i, i32 %q48.i, i32 %q137.i, [7 x i32] %q139.i)
  br label %join12.i

join12.i:
  %q141.i = phi i32 [ %q126.i, %join21.i ], [ %q140.i, %else11.i ]
  %q142.i = and i32 %q54.i, 3
  %q143.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q142.i
  %q144.i = load i32, ptr addrspace(1) %q143.i, align 4
  %q145.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q146.i = and i32 %q12.i, 3
  %q147.i = insertvalue [7 x i32] zeroinitializer, i32 %q64.i, 3
  %q148.i = call i32 @rec1(ptr %0, ptr %q145.i, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %v24.i.i, i32 %q141.i, i32 %q146.i, [7 x i32] %q147.i)
  %q149.i = icmp slt i32 %q144.i, 0
  %q150.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q151.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q152.i = select i1 %q149.i, ptr %q150.i, ptr %q151.i
  %q153.i = call i32 @f2(ptr %0, i32 %q144.i, i32 %q148.i)
  %q154.i = and i32 -1823739576, 3
  %q155.i = getelementptr inbounds i32, ptr %q152.i, i32 %q154.i
  %q156.i = load i32, ptr %q155.i, align 4
  %q158.i = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %q157.i = load i32, ptr addrspace(1) %q158.i, align 4
  %q159.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %q159.i, label %is25.i, label %isnot26.i

is25.i:
  %q161.i = and i32 %q64.i, 3
  %q162.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q161.i
  %q163.i = load i32, ptr addrspace(1) %q162.i, align 4
  br label %isjoin27.i

isnot26.i:
  %q164.i = and i32 %q156.i, 3
  %q165.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q164.i
  %q166.i = load i32, ptr addrspace(1) %q165.i, align 4
  br label %isjoin27.i

isjoin27.i:
  %q167.i = phi i32 [ %q163.i, %is25.i ], [ %q166.i, %isnot26.i ]
  %q168.i = sub i32 %q156.i, %q64.i
  %q169.i = and i32 %q28.i, 3
  %q170.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q169.i
  %q171.i = load i32, ptr addrspace(5) %q170.i, align 4
  %q172.i = mul i32 12695341, %q167.i
  %q173.i = add i32 %q172.i, -595226089
  %q174.i = sub i32 %q173.i, %q172.i
  %q175.i = xor i32 %q174.i, %q172.i
  %q176.i = shl i32 %q175.i, 12
  %q177.i = add i32 %q176.i, 1920841285
  %q178.i = xor i32 %q177.i, %q174.i
  %q179.i = sub i32 %q178.i, 2060247927
  %q180.i = and i32 %q179.i, %q167.i
  %q181.i = mul i32 %q180.i, %q176.i
  %q182.i = mul i32 %q181.i, %q172.i
  %q183.i = and i32 %q182.i, %q175.i
  %q184.i = or i32 %q183.i, %q178.i
  %q185.i = and i32 %q184.i, 3
  %q186.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q185.i
  %q187.i = load i32, ptr addrspace(5) %q186.i, align 4
  %q188.i = and i32 %q168.i, 3
  %q189.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q188.i
  store i32 %q153.i, ptr addrspace(5) %q189.i, align 4
  %q191.i = and i32 %q15.i, 31
  %q190.i = lshr i32 %q171.i, %q191.i
  %q192.i = and i32 %q187.i, 1023
  %q193.i = and i32 %q171.i, 1023
  %q194.i = sitofp i32 %q192.i to half
  %q195.i = uitofp i32 %q193.i to half
  %q196.i = fmul half %q194.i, %q195.i
  %q199.i = fpext half %q196.i to float
  %q200.i = fptrunc float %q199.i to half
  %q197.i = bitcast half %q200.i to i16
  %q198.i = zext i16 %q197.i to i32
  %q202.i = insertvalue [5 x i32] zeroinitializer, i32 %q198.i, 1
  %q203.i = insertvalue [5 x i32] %q202.i, i32 %q184.i, 0
  %q204.i = insertvalue [5 x i32] %q203.i, i32 %q187.i, 1
  %v1.i.1.i = sitofp i32 %q190.i to double
  %v2.i.1.i = sitofp i32 %q198.i to double
  %v3.i.1.i = fsub double %v1.i.1.i, %v2.i.1.i
  %v5.i.1.i = bitcast double %v3.i.1.i to i64
  %v6.i.1.i = lshr i64 %v5.i.1.i, 29
  %v4.i.1.i = trunc i64 %v6.i.1.i to i32
  %v7.i.1.i = and i32 %q190.i, 3
  %v8.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %v7.i.1.i
  %v9.i.1.i = load i32, ptr addrspace(5) %v8.i.1.i, align 4
  %v10.i.1.i = mul i32 %q190.i, %v4.i.1.i
  %v11.i.1.i = add i32 %v10.i.1.i, -595226089
  %v12.i.1.i = sub i32 %v11.i.1.i, %v10.i.1.i
  %v13.i.1.i = xor i32 %v12.i.1.i, %v10.i.1.i
  %v14.i.1.i = shl i32 %v13.i.1.i, 12
  %v15.i.1.i = add i32 %v14.i.1.i, 1920841285
  %v16.i.1.i = xor i32 %v15.i.1.i, %v12.i.1.i
  %v17.i.1.i = sub i32 %v16.i.1.i, 2060247927
  %v18.i.1.i = and i32 %v17.i.1.i, %v4.i.1.i
  %v19.i.1.i = mul i32 %v18.i.1.i, %v14.i.1.i
  %v20.i.1.i = mul i32 %v19.i.1.i, %v10.i.1.i
  %v21.i.1.i = and i32 %v20.i.1.i, %v13.i.1.i
  %v22.i.1.i = or i32 %v21.i.1.i, %v16.i.1.i
  %v23.i.1.i = xor i32 %v22.i.1.i, %v4.i.1.i
  %v24.i.1.i = xor i32 %v23.i.1.i, %v22.i.1.i
  %q206.i = and i32 %q187.i, 3
  %q207.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q206.i
  store i32 %q198.i, ptr addrspace(1) %q207.i, align 4
  %q208.i = icmp ne i32 %q198.i, %q190.i
  br i1 %q208.i, label %then28.i, label %else29.i

then28.i:
  %q209.i = icmp slt i32 %q190.i, 0
  %q210.i = addrspacecast ptr addrspace(3) @sh to ptr
  %q211.i = addrspacecast ptr addrspace(4) @c to ptr
  %q212.i = select i1 %q209.i, ptr %q210.i, ptr %q211.i
  br label %join30.i

else29.i:
  %q213.i = mul i32 %q198.i, %q190.i
  %q214.i = icmp ult i32 %q198.i, %v24.i.i
  br i1 %q214.i, label %then31.i, label %else32.i

then31.i:
  %q215.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %q215.i, label %is34.i, label %isnot35.i

is34.i:
  %q217.i = and i32 %q44.i, 3
  %q218.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q217.i
  %q219.i = load i32, ptr addrspace(1) %q218.i, align 4
  br label %isjoin36.i

isnot35.i:
  %q220.i = and i32 %q213.i, 3
  %q221.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q220.i
  %q222.i = load i32, ptr addrspace(1) %q221.i, align 4
  br label %isjoin36.i

isjoin36.i:
  %q223.i = phi i32 [ %q219.i, %is34.i ], [ %q222.i, %isnot35.i ]
  %q224.i = and i32 %q184.i, 3
  %q225.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q224.i
  store i32 %q213.i, ptr addrspace(1) %q225.i, align 4
  br label %join33.i

else32.i:
  %q226.i = call i32 @llvm.umax.i32(i32 27, i32 %q48.i)
  %q227.i = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %q227.i, label %is37.i, label %isnot38.i

is37.i:
  %q229.i = and i32 %q226.i, 3
  %q230.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q229.i
  %q231.i = load i32, ptr addrspace(1) %q230.i, align 4
  br label %isjoin39.i

isnot38.i:
  %q232.i = and i32 %q226.i, 3
  %q233.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q232.i
  %q234.i = load i32, ptr addrspace(1) %q233.i, align 4
  br label %isjoin39.i

isjoin39.i:
  %q235.i = phi i32 [ %q231.i, %is37.i ], [ %q234.i, %isnot38.i ]
  br label %join33.i

join33.i:
  %q236.i = phi i32 [ %q223.i, %isjoin36.i ], [ %q235.i, %isjoin39.i ]
  %q237.i = phi ptr addrspace(3) [ @sh, %isjoin36.i ], [ @sh, %isjoin39.i ]
  %q238.i = call i32 @llvm.abs.i32(i32 -1257918962, i1 false)
  %q239.i = and i32 %q213.i, %q236.i
  %q240.i = call i1 @llvm.nvvm.isspacep.global(ptr %q152.i)
  br i1 %q240.i, label %is40.i, label %isnot41.i

is40.i:
  %q241.i = addrspacecast ptr %q152.i to ptr addrspace(1)
  %q242.i = and i32 %q184.i, 3
  %q243.i = getelementptr inbounds i32, ptr addrspace(1) %q241.i, i32 %q242.i
  %q244.i = load i32, ptr addrspace(1) %q243.i, align 4
  br label %isjoin42.i

isnot41.i:
  %q245.i = and i32 %q238.i, 3
  %q246.i = getelementptr inbounds i32, ptr %q152.i, i32 %q245.i
  %q247.i = load i32, ptr %q246.i, align 4
  br label %isjoin42.i

isjoin42.i:
  %q248.i = phi i32 [ %q244.i, %is40.i ], [ %q247.i, %isnot41.i ]
  br label %join30.i

join30.i:
  %q249.i = phi i32 [ %x0, %then28.i ], [ %q12.i, %isjoin42.i ]
  %q250.i = xor i32 %q190.i, %q190.i
  %q251.i = xor i32 %q250.i, %q184.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  br label %f3.global.exit

f3.global.exit:
  %m4 = phi i32 [ %q64.i, %isjoin24.i ], [ %q251.i, %join30.i ]
  %m5 = mul i32 %tid, %n
  %m6 = add i32 %m5, -595226089
  %m7 = sub i32 %m6, %m5
  %m8 = xor i32 %m7, %m5
  %m9 = shl i32 %m8, 12
  %m10 = add i32 %m9, 1920841285
  %m11 = xor i32 %m10, %m7
  %m12 = sub i32 %m11, 2060247927
  %m13 = and i32 %m12, %n
  %m14 = mul i32 %m13, %m9
  %m15 = mul i32 %m14, %m5
  %m16 = and i32 %m15, %m8
  %m17 = or i32 %m16, %m11
  %m18 = addrspacecast ptr addrspace(1) @g to ptr
  %m20 = addrspacecast ptr addrspace(1) %islot to ptr
  %m21 = insertvalue [5 x i32] zeroinitializer, i32 %n, 4
  %m22 = insertvalue [5 x i32] %m21, i32 %m17, 0
  %m23 = insertvalue [5 x i32] %m22, i32 %m4, 0
  %v1.i = sitofp i32 -719725181 to double
  %v2.i = sitofp i32 %x0 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 -719725181, 3
  %v8.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v7.i
  %v9.i = load i32, ptr addrspace(1) %v8.i, align 4
  %v10.i = mul i32 -719725181, %v4.i
  %v11.i = add i32 %v10.i, -595226089
  %v12.i = sub i32 %v11.i, %v10.i
  %v13.i = xor i32 %v12.i, %v10.i
  %v14.i = shl i32 %v13.i, 12
  %v15.i = add i32 %v14.i, 1920841285
  %v16.i = xor i32 %v15.i, %v12.i
  %v17.i = sub i32 %v16.i, 2060247927
  %v18.i = and i32 %v17.i, %v4.i
  %v19.i = mul i32 %v18.i, %v14.i
  %v20.i = mul i32 %v19.i, %v10.i
  %v21.i = and i32 %v20.i, %v13.i
  %v22.i = or i32 %v21.i, %v16.i
  %v23.i = xor i32 %v22.i, %v4.i
  %v24.i = xor i32 %v23.i, %v22.i
  %m26 = or i32 948815965, 1
  %m25 = udiv i32 %v24.i, %m26
  %m27 = and i32 %m17, 3
  %m28 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m27
  store i32 %m17, ptr addrspace(1) %m28, align 4
  %m29 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 %m25, i32 15, i32 0)
  %m30 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %x0, i32 26, i32 %wc)
  %m31 = and i32 %m29, 3
  %m32 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m31
  %m33 = load i32, ptr addrspace(4) %m32, align 4
  %m34 = addrspacecast ptr addrspace(1) %slot to ptr
  %m35 = notail call i32 @f2(ptr %m34, i32 %m17, i32 28)
  %m36 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %m33, i32 5, i32 %wc)
  %m37 = sitofp i32 %m36 to float
  %m38 = sitofp i32 %m30 to float
  %m39 = fadd float %m37, %m38
  %m40 = bitcast float %m39 to i32
  %m41 = addrspacecast ptr addrspace(1) %slot to ptr
  %m42 = call i32 @f2(ptr %m41, i32 %m40, i32 %m25)
  %m43 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %m40, i32 17, i32 %wc)
  %m44 = icmp ne i32 %tid, %m35
  br i1 %m44, label %then1, label %else2

then1:
  %m45 = sitofp i32 %m40 to double
  %m46 = sitofp i32 %m17 to double
  %m47 = fmul double %m45, %m46
  %m49 = bitcast double %m47 to i64
  %m50 = lshr i64 %m49, 29
  %m48 = trunc i64 %m50 to i32
  %m51 = sitofp i32 %m40 to float
  %m52 = sitofp i32 -8 to float
  %m53 = fadd float %m51, %m52
  %m54 = bitcast float %m53 to i32
  %m55 = and i32 %m29, 3
  %m56 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m55
  store i32 37, ptr addrspace(1) %m56, align 4
  br label %join3

else2:
  %m57 = addrspacecast ptr addrspace(1) %slot to ptr
  %m58 = addrspacecast ptr addrspace(1) %slot to ptr
  %m59 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %w1.i)
  %1 = addrspacecast ptr addrspace(1) %slot to ptr
  %2 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i.1

linit1.i.1:
  %w2.i = phi i32 [ 0, %else2 ], [ %w3.i, %lfill2.i.1 ]
  %w4.i = icmp ult i32 %w2.i, 4
  br i1 %w4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %w5.i = mul i32 %w2.i, 1986548641
  %w6.i = xor i32 %w5.i, %m36
  %w7.i = getelementptr inbounds [4 x i32], ptr %w1.i, i32 0, i32 %w2.i
  store i32 %w6.i, ptr %w7.i, align 4
  %w3.i = add nuw nsw i32 %w2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %w8.i = addrspacecast ptr %w1.i to ptr addrspace(5)
  %w9.i = and i32 %m36, 1023
  %w10.i = and i32 %m36, 1023
  %w11.i = sitofp i32 %w9.i to bfloat
  %w12.i = uitofp i32 %w10.i to bfloat
  %w13.i = fmul bfloat %w11.i, %w12.i
  %w14.i = bitcast bfloat %w13.i to i16
  %w15.i = zext i16 %w14.i to i32
  %w16.i = call i1 @llvm.nvvm.isspacep.global(ptr %1)
  br i1 %w16.i, label %is4.i.1, label %isnot5.i.1

is4.i.1:
  %w18.i = and i32 %m36, 3
  %w19.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w18.i
  %w20.i = load i32, ptr addrspace(1) %w19.i, align 4
  br label %isjoin6.i.1

isnot5.i.1:
  %w21.i = and i32 319863214, 3
  %w22.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w21.i
  %w23.i = load i32, ptr addrspace(1) %w22.i, align 4
  br label %isjoin6.i.1

isjoin6.i.1:
  %w24.i = phi i32 [ %w20.i, %is4.i.1 ], [ %w23.i, %isnot5.i.1 ]
  %w25.i = and i32 %m36, 3
  %w26.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w25.i
  %w27.i = load i32, ptr addrspace(1) %w26.i, align 4
  %w28.i = and i32 %w15.i, 1023
  %w29.i = and i32 %m36, 1023
  %w30.i = sitofp i32 %w28.i to half
  %w31.i = uitofp i32 %w29.i to half
  %w32.i = fsub half %w30.i, %w31.i
  %w33.i = bitcast half %w32.i to i16
  %w34.i = zext i16 %w33.i to i32
  %w35.i = and i32 %w24.i, 3
  %w36.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w35.i
  %w37.i = load i32, ptr addrspace(4) %w36.i, align 4
  %w38.i = call i1 @llvm.nvvm.isspacep.local(ptr %m59)
  br i1 %w38.i, label %is7.i.1, label %isnot8.i.1

is7.i.1:
  %w39.i = addrspacecast ptr %m59 to ptr addrspace(5)
  %w40.i = and i32 %w27.i, 3
  %w41.i = getelementptr inbounds i32, ptr addrspace(5) %w39.i, i32 %w40.i
  %w42.i = load i32, ptr addrspace(5) %w41.i, align 4
  br label %isjoin9.i.1

isnot8.i.1:
  %w43.i = and i32 %w34.i, 3
  %w44.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w43.i
  %w45.i = load i32, ptr addrspace(1) %w44.i, align 4
  br label %isjoin9.i.1

isjoin9.i.1:
  %w46.i = phi i32 [ %w42.i, %is7.i.1 ], [ %w45.i, %isnot8.i.1 ]
  %w47.i = and i32 %w27.i, 3
  %w48.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w47.i
  %w49.i = load i32, ptr addrspace(4) %w48.i, align 4
  %w50.i = insertvalue [5 x i32] zeroinitializer, i32 %w34.i, 4
  %w51.i = insertvalue [5 x i32] %w50.i, i32 %w46.i, 4
  %w52.i = insertvalue [5 x i32] %w51.i, i32 %w34.i, 3
  %v1.i.i.1 = sitofp i32 %w37.i to double
  %v2.i.i.1 = sitofp i32 %w34.i to double
  %v3.i.i.1 = fsub double %v1.i.i.1, %v2.i.i.1
  %v5.i.i.1 = bitcast double %v3.i.i.1 to i64
  %v6.i.i.1 = lshr i64 %v5.i.i.1, 29
  %v4.i.i.1 = trunc i64 %v6.i.i.1 to i32
  %v7.i.i.1 = and i32 %w37.i, 3
  %v8.i.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.i.1
  %v9.i.i.1 = load i32, ptr addrspace(1) %v8.i.i.1, align 4
  %v10.i.i.1 = mul i32 %w37.i, %v4.i.i.1
  %v11.i.i.1 = add i32 %v10.i.i.1, -595226089
  %v12.i.i.1 = sub i32 %v11.i.i.1, %v10.i.i.1
  %v13.i.i.1 = xor i32 %v12.i.i.1, %v10.i.i.1
  %v14.i.i.1 = shl i32 %v13.i.i.1, 12
  %v15.i.i.1 = add i32 %v14.i.i.1, 1920841285
  %v16.i.i.1 = xor i32 %v15.i.i.1, %v12.i.i.1
  %v17.i.i.1 = sub i32 %v16.i.i.1, 2060247927
  %v18.i.i.1 = and i32 %v17.i.i.1, %v4.i.i.1
  %v19.i.i.1 = mul i32 %v18.i.i.1, %v14.i.i.1
  %v20.i.i.1 = mul i32 %v19.i.i.1, %v10.i.i.1
  %v21.i.i.1 = and i32 %v20.i.i.1, %v13.i.i.1
  %v22.i.i.1 = or i32 %v21.i.i.1, %v16.i.i.1
  %v23.i.i.1 = xor i32 %v22.i.i.1, %v4.i.i.1
  %v24.i.i.1 = xor i32 %v23.i.i.1, %v22.i.i.1
  %w54.i = icmp slt i32 %w34.i, 0
  %w55.i = select i1 %w54.i, ptr %1, ptr addrspacecast (ptr addrspace(4) @c to ptr)
  %w56.i = call i32 @f2(ptr %m59, i32 %w46.i, i32 %w49.i)
  %w58.i = and i32 %m36, 31
  %w57.i = ashr i32 %w49.i, %w58.i
  %w60.i = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %w61.i = load volatile i32, ptr addrspace(4) %w60.i, align 4
  %w62.i = and i32 %w57.i, 3
  %w63.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w62.i
  %w64.i = load i32, ptr addrspace(4) %w63.i, align 4
  %w65.i = call i1 @llvm.nvvm.isspacep.const(ptr %w55.i)
  br i1 %w65.i, label %is10.i, label %isnot11.i

is10.i:
  %w66.i = addrspacecast ptr %w55.i to ptr addrspace(4)
  %w67.i = and i32 %w24.i, 3
  %w68.i = getelementptr inbounds i32, ptr addrspace(4) %w66.i, i32 %w67.i
  %w69.i = load i32, ptr addrspace(4) %w68.i, align 4
  br label %isjoin12.i

isnot11.i:
  %w70.i = and i32 %w56.i, 3
  %w71.i = getelementptr inbounds i32, ptr %w55.i, i32 %w70.i
  %w72.i = load i32, ptr %w71.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %w73.i = phi i32 [ %w69.i, %is10.i ], [ %w72.i, %isnot11.i ]
  %w74.i = and i32 %w57.i, 3
  %w75.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w74.i
  %w76.i = load i32, ptr addrspace(1) %w75.i, align 4
  %w77.i = call i32 @f2(ptr %m59, i32 %w73.i, i32 %w46.i)
  %w78.i = call i1 @llvm.nvvm.isspacep.shared(ptr %w55.i)
  br i1 %w78.i, label %is13.i.1, label %isnot14.i.1

is13.i.1:
  %w79.i = addrspacecast ptr %w55.i to ptr addrspace(3)
  %w80.i = and i32 %w56.i, 3
  %w81.i = getelementptr inbounds i32, ptr addrspace(3) %w79.i, i32 %w80.i
  %w82.i = load i32, ptr addrspace(3) %w81.i, align 4
  br label %isjoin15.i.1

isnot14.i.1:
  %w83.i = and i32 %w64.i, 3
  %w84.i = getelementptr inbounds i32, ptr %w55.i, i32 %w83.i
  %w85.i = load i32, ptr %w84.i, align 4
  br label %isjoin15.i.1

isjoin15.i.1:
  %w86.i = phi i32 [ %w82.i, %is13.i.1 ], [ %w85.i, %isnot14.i.1 ]
  %w87.i = addrspacecast ptr addrspace(3) @sh to ptr
  %w88.i = and i32 %w57.i, 3
  %w89.i = insertvalue [7 x i32] zeroinitializer, i32 %w76.i, 1
  %w90.i = insertvalue [7 x i32] %w89.i, i32 %w86.i, 6
  %w91.i = call i32 @rec1(ptr %2, ptr %w87.i, ptr %2, i32 %w77.i, i32 %w76.i, i32 %w88.i, [7 x i32] %w90.i) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr %w1.i)
  %m60 = mul i32 %n, %m42
  %m61 = and i32 %m35, 3
  %m62 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %m61
  %m63 = load i32, ptr addrspace(1) %m62, align 4
  br label %join3

join3:
  %m64 = phi i32 [ %m54, %then1 ], [ %m63, %isjoin15.i.1 ]
  %m65 = addrspacecast ptr addrspace(1) %slot to ptr
  %m66 = addrspacecast ptr addrspace(1) @g to ptr
  %m67 = and i32 %m40, 3
  %m68 = insertvalue [7 x i32] zeroinitializer, i32 %m42, 0
  %m69 = notail call i32 @rec1(ptr %m65, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %m66, i32 %m64, i32 %m43, i32 %m67, [7 x i32] %m68)
  %m71 = and i32 %x0, 31
  %m70 = lshr i32 %m35, %m71
  %m72 = and i32 %m64, 3
  %m73 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m72
  %m74 = load i32, ptr addrspace(4) %m73, align 4
  %m75 = mul i32 %m69, %m29
  %m76 = add i32 %m75, -595226089
  %m77 = sub i32 %m76, %m75
  %m78 = xor i32 %m77, %m75
  %m79 = shl i32 %m78, 12
  %m80 = add i32 %m79, 1920841285
  %m81 = xor i32 %m80, %m77
  %m82 = sub i32 %m81, 2060247927
  %m83 = and i32 %m82, %m29
  %m84 = mul i32 %m83, %m79
  %m85 = mul i32 %m84, %m75
  %m86 = and i32 %m85, %m78
  %m87 = or i32 %m86, %m81
  %m88 = xor i32 %x0, %m87
  %m89 = xor i32 %m88, %m74
  %m90 = xor i32 %m89, %m70
  %m91 = xor i32 %m90, %m69
  %m92 = xor i32 %m91, %m17
  store i32 %m92, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

declare i32 @llvm.abs.i32(i32, i1 immarg) #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

declare i32 @llvm.smin.i32(i32, i32) #3

declare i32 @llvm.umax.i32(i32, i32) #3

declare void @llvm.nvvm.barrier0() #5

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { noinline }
attributes #1 = { noinline "nooutline" }
attributes #2 = { alwaysinline }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind "seam-site"="31" }

!nvvm.annotations = !{!0}

!0 = !{ptr @k0, !"kernel", i32 1}
