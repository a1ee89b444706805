; launch: @k0 grid=1 block=18 (out=i32[72] zero, in=i32[72] random 448319332, i32 2049780390)
; seam-gpu case seed-000003 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$f3 = comdat any

@g = internal addrspace(1) global [4 x i32] [i32 1331161647, i32 -119364961, i32 835631044, i32 -125667076], align 4
@c = internal addrspace(4) constant [4 x i32] [i32 1989036794, i32 -3819428, i32 -1593633188, i32 1544218505], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 660733828, [2 x i32] [i32 -1031155695, i32 -133869239], i16 -21735, i64 -575296850 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 2060757642, [64 x i32] [i32 -31135023, i32 1766308920, i32 -2027036021, i32 -1002495809, i32 431469547, i32 1822858071, i32 1902219358, i32 1327954054, i32 1306071336, i32 571421065, i32 -1711538423, i32 1091839087, i32 -1587374650, i32 -1426842035, i32 1540739058, i32 1674660390, i32 -194201474, i32 -2045833436, i32 -1692717373, i32 -1932211554, i32 -69922699, i32 1732723047, i32 1724561442, i32 -924596029, i32 1391649598, i32 115725281, i32 696846614, i32 289300946, i32 1213668742, i32 652585070, i32 -1691054227, i32 -1104696223, i32 -540636594, i32 1261980190, i32 376237200, i32 -264461955, i32 -2064742307, i32 -228755913, i32 -1032405331, i32 -1082363568, i32 46747431, i32 9122218, i32 1677589284, i32 -1502998177, i32 -459027976, i32 2075617349, i32 1611397203, i32 -561344720, i32 1728509173, i32 -825541654, i32 194346230, i32 432849672, i32 1591746191, i32 1732981433, i32 -725970559, i32 -68519350, i32 1077675731, i32 80215509, i32 445687318, i32 333061300, i32 -616638969, i32 -188848239, i32 -506820018, i32 -1476213488], i32 813177751 }, align 4
@sh = internal addrspace(3) global [16 x i32] undef, align 4
@taken = internal constant [1 x ptr] [ptr @f0], align 8

define internal i32 @f0(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, [5 x i32] %agg5) #0 {
entry:
  %v1 = sitofp i32 %x3 to double
  %v2 = sitofp i32 %x4 to double
  %v3 = fsub double %v1, %v2
  %v5 = bitcast double %v3 to i64
  %v6 = lshr i64 %v5, 29
  %v4 = trunc i64 %v6 to i32
  %v7 = and i32 %x3, 3
  %v8 = getelementptr inbounds i32, ptr %p1, i32 %v7
  %v9 = load i32, ptr %v8, align 4
  %v10 = mul i32 %x3, %v4
  %v11 = add i32 %v10, -595226089
  %v12 = sub i32 %v11, %v10
  %v13 = xor i32 %v12, %v10
  %v14 = shl i32 %v13, 12
  %v15 = add i32 %v14, 1920841285
  %v16 = xor i32 %v15, %v12
  %v17 = sub i32 %v16, 2060247927
  %v18 = and i32 %v17, %v4
  %v19 = mul i32 %v18, %v14
  %v20 = mul i32 %v19, %v10
  %v21 = and i32 %v20, %v13
  %v22 = or i32 %v21, %v16
  %v23 = xor i32 %v22, %v4
  %v24 = xor i32 %v23, %v22
  ret i32 %v24
}

define weak i32 @rec1(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, i32 %depth, [7 x i32] %agg6) #1 {
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
  %a32 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, ptr %p2, i32 %depth, i32 %a12, [5 x i32] %a31)
  %a33 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a34 = insertvalue [5 x i32] zeroinitializer, i32 1475314188, 2
  %a35 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %a33, ptr %p0, i32 %a12, i32 %a32, [5 x i32] %a34)
  br label %join12

join12:
  %a36 = phi i32 [ %a26, %then10 ], [ %a32, %else11 ]
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
  %a72 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a73 = addrspacecast ptr addrspace(1) @g to ptr
  %a74 = insertvalue [5 x i32] zeroinitializer, i32 %a55, 1
  %a75 = insertvalue [5 x i32] %a74, i32 %a44, 2
  %a76 = insertvalue [5 x i32] %a75, i32 18, 0
  %a77 = call i32 @f0(ptr %p1, ptr %a72, ptr %a73, i32 %a44, i32 %a10, [5 x i32] %a76)
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
  %a130 = notail call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %a106, i32 %a90, [5 x i32] %a129)
  %a131 = insertvalue [5 x i32] zeroinitializer, i32 %a90, 3
  %a132 = notail call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p2, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 37, i32 %a40, [5 x i32] %a131)
  %a133 = and i32 0, 3
  %a134 = getelementptr inbounds i32, ptr %p1, i32 %a133
  %a135 = load i32, ptr %a134, align 4
  %a136 = and i32 %a97, 3
  %a137 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a136
  %a138 = load i32, ptr addrspace(5) %a137, align 4
  %a139 = and i32 %a55, 3
  %a140 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a139
  store i32 %a132, ptr addrspace(5) %a140, align 4
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
  %a194 = call i32 @f0(ptr %p0, ptr %a169, ptr %a169, i32 %a178, i32 %a178, [5 x i32] %a193)
  %a195 = and i32 %a194, 3
  %a196 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a195
  %a197 = load i32, ptr addrspace(1) %a196, align 4
  %a198 = addrspacecast ptr addrspace(1) @g to ptr
  %a199 = insertvalue [5 x i32] zeroinitializer, i32 %x4, 1
  %a200 = call i32 @f0(ptr %p1, ptr %p0, ptr %a198, i32 38, i32 %a192, [5 x i32] %a199) #6
  %a201 = insertvalue [5 x i32] zeroinitializer, i32 %a192, 1
  %a202 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, ptr %p2, i32 %a200, i32 -567346990, [5 x i32] %a201) #7
  %a203 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a204 = addrspacecast ptr addrspace(1) @g to ptr
  %a205 = insertvalue [5 x i32] zeroinitializer, i32 26, 4
  %a206 = insertvalue [5 x i32] %a205, i32 %a197, 0
  %a207 = insertvalue [5 x i32] %a206, i32 %a194, 3
  %a208 = call i32 @f0(ptr %a203, ptr %p0, ptr %a204, i32 %a200, i32 %a200, [5 x i32] %a207)
  %a209 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a209, label %is37, label %isnot38

is37:
  %a210 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a211 = and i32 %a197, 3
  %a212 = getelementptr inbounds i32, ptr addrspace(5) %a210, i32 %a211
  %a213 = load i32, ptr addrspace(5) %a212, align 4
  br label %isjoin39

isnot38:
  %a214 = and i32 %a202, 3
  %a215 = getelementptr inbounds i32, ptr %p0, i32 %a214
  %a216 = load i32, ptr %a215, align 4
  br label %isjoin39

isjoin39:
  %a217 = phi i32 [ %a213, %is37 ], [ %a216, %isnot38 ]
  %a218 = and i32 %a202, 3
  %a219 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a218
  %a220 = load i32, ptr addrspace(1) %a219, align 4
  %a221 = addrspacecast ptr addrspace(3) @sh to ptr
  %a222 = insertvalue [5 x i32] zeroinitializer, i32 %a202, 0
  %a223 = insertvalue [5 x i32] %a222, i32 %a220, 3
  %a224 = insertvalue [5 x i32] %a223, i32 %a220, 3
  %a225 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %a221, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %a220, i32 %a220, [5 x i32] %a224) #8
  %a227 = and i32 %a225, 31
  %a226 = lshr i32 %a220, %a227
  %a228 = and i32 %a220, 3
  %a229 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a228
  store i32 %a225, ptr addrspace(5) %a229, align 4
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
  %a242 = xor i32 %a241, %a200
  br label %rjoin45

rjoin45:
  %a243 = phi i32 [ %a238, %base43 ], [ %a242, %recurse44 ]
  ret i32 %a243
}

define internal i32 @f2(ptr %p0, i32 %x1, i32 %x2) #2 {
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
  %t75 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t76 = insertvalue [5 x i32] zeroinitializer, i32 %t72, 4
  %t77 = call i32 @f0(ptr %p0, ptr %t75, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t60, i32 %t63, [5 x i32] %t76)
  %t79 = or i32 %t63, 1
  %t78 = urem i32 %t63, %t79
  %t80 = and i32 %t72, 3
  %t81 = getelementptr inbounds i32, ptr %p0, i32 %t80
  %t82 = load i32, ptr %t81, align 4
  %t83 = and i32 %t73, 3
  %t84 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t83
  store i32 %t77, ptr addrspace(5) %t84, align 4
  %t85 = addrspacecast ptr addrspace(1) @g to ptr
  %t86 = insertvalue [5 x i32] zeroinitializer, i32 %x2, 3
  %t87 = insertvalue [5 x i32] %t86, i32 %t77, 0
  %t88 = insertvalue [5 x i32] %t87, i32 %t78, 1
  %t89 = call i32 @f0(ptr %t85, ptr %t46, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t73, i32 %t37, [5 x i32] %t88) #9
  %t91 = and i32 -8, 31
  %t90 = lshr i32 56, %t91
  %t93 = or i32 %t89, 1
  %t92 = udiv i32 %t90, %t93
  %t94 = icmp ult i32 21, %t89
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
  %t104 = insertvalue [7 x i32] %t103, i32 %t89, 0
  %t105 = insertvalue [7 x i32] %t104, i32 %t82, 5
  %t106 = notail call i32 @rec1(ptr %t101, ptr %p0, ptr %t46, i32 %t92, i32 %x1, i32 %t102, [7 x i32] %t105)
  %t108 = icmp eq i32 %t89, %t97
  %t107 = select i1 %t108, i32 %t89, i32 %t100
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
  %t123 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t124 = insertvalue [5 x i32] zeroinitializer, i32 %t92, 2
  %t125 = call i32 @f0(ptr %t46, ptr %t123, ptr %t122, i32 %t117, i32 %t117, [5 x i32] %t124)
  %t126 = insertvalue [5 x i32] zeroinitializer, i32 %t117, 4
  %t127 = insertvalue [5 x i32] %t126, i32 %t125, 0
  %t128 = insertvalue [5 x i32] %t127, i32 %t125, 2
  %t129 = call i32 @f0(ptr %t122, ptr %t46, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t117, i32 53, [5 x i32] %t128)
  %t130 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t131 = insertvalue [5 x i32] zeroinitializer, i32 %t125, 0
  %t132 = insertvalue [5 x i32] %t131, i32 %t125, 3
  %t133 = call i32 @f0(ptr %p0, ptr %t130, ptr %p0, i32 %t30, i32 %t125, [5 x i32] %t132)
  %t134 = insertvalue [5 x i32] zeroinitializer, i32 %t117, 3
  %t135 = insertvalue [5 x i32] %t134, i32 %t125, 0
  %t136 = call i32 @f0(ptr %p0, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, i32 %t133, i32 11, [5 x i32] %t135)
  %t137 = icmp slt i32 %t133, 0
  %t138 = select i1 %t137, ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %t122
  %t139 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %t139, label %is13, label %isnot14

is13:
  %t140 = addrspacecast ptr %p0 to ptr addrspace(1)
  %t141 = and i32 %t129, 3
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
  %t148 = ashr i32 %t129, %t149
  %t150 = icmp slt i32 %t147, 0
  %t151 = addrspacecast ptr addrspace(1) @g to ptr
  %t152 = select i1 %t150, ptr %t46, ptr %t151
  %t153 = xor i32 %t148, %t148
  %t154 = xor i32 %t153, %t30
  ret i32 %t154
}

define linkonce_odr i32 @f3(ptr %p0, i32 %x1, i32 %x2) comdat {
entry:
  %q1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 4
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, -664355541
  %q6 = xor i32 %q5, 1645808299
  %q7 = getelementptr inbounds [4 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = sitofp i32 %x2 to float
  %q10 = sitofp i32 %x1 to float
  %q11 = fmul float %q9, %q10
  %q12 = bitcast float %q11 to i32
  %q13 = and i32 %q12, 3
  %q14 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q13
  store i32 %q12, ptr addrspace(5) %q14, align 4
  %q15 = call i32 @f2(ptr %p0, i32 %q12, i32 %x2)
  %q16 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q17 = addrspacecast ptr addrspace(3) @sh to ptr
  %q18 = insertvalue [5 x i32] zeroinitializer, i32 24, 0
  %q19 = insertvalue [5 x i32] %q18, i32 %q12, 1
  %q20 = insertvalue [5 x i32] %q19, i32 %x2, 2
  %q21 = call i32 @f0(ptr %p0, ptr %q16, ptr %q17, i32 %x1, i32 %x2, [5 x i32] %q20)
  %q22 = and i32 %q12, 1023
  %q23 = and i32 %q12, 1023
  %q29 = sitofp i32 %q22 to half
  %q30 = uitofp i32 %q23 to half
  %q31 = insertelement <2 x half> poison, half %q29, i64 0
  %q32 = insertelement <2 x half> %q31, half %q30, i64 1
  %q33 = insertelement <2 x half> poison, half %q30, i64 0
  %q34 = insertelement <2 x half> %q33, half %q29, i64 1
  %q35 = fmul <2 x half> %q32, %q34
  %q28 = bitcast <2 x half> %q35 to i32
  %q36 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %q36, label %is4, label %isnot5

is4:
  %q37 = addrspacecast ptr %p0 to ptr addrspace(1)
  %q38 = and i32 %x2, 3
  %q39 = getelementptr inbounds i32, ptr addrspace(1) %q37, i32 %q38
  %q40 = load i32, ptr addrspace(1) %q39, align 4
  br label %isjoin6

isnot5:
  %q41 = and i32 -401642977, 3
  %q42 = getelementptr inbounds i32, ptr %p0, i32 %q41
  %q43 = load i32, ptr %q42, align 4
  br label %isjoin6

isjoin6:
  %q44 = phi i32 [ %q40, %is4 ], [ %q43, %isnot5 ]
  %q45 = sitofp i32 -6 to float
  %q46 = sitofp i32 %x2 to float
  %q47 = fmul float %q45, %q46
  %q48 = bitcast float %q47 to i32
  %q49 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q50 = addrspacecast ptr addrspace(3) @sh to ptr
  %q51 = and i32 %q44, 3
  %q52 = insertvalue [7 x i32] zeroinitializer, i32 -1826831118, 2
  %q53 = call i32 @rec1(ptr %q49, ptr %q50, ptr %p0, i32 %q28, i32 46, i32 %q51, [7 x i32] %q52)
  %q55 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %q54 = load volatile i32, ptr addrspace(1) %q55, align 4
  %q56 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %q56, label %is7, label %isnot8

is7:
  %q57 = addrspacecast ptr %p0 to ptr addrspace(5)
  %q58 = and i32 %q12, 3
  %q59 = getelementptr inbounds i32, ptr addrspace(5) %q57, i32 %q58
  %q60 = load i32, ptr addrspace(5) %q59, align 4
  br label %isjoin9

isnot8:
  %q61 = and i32 %q48, 3
  %q62 = getelementptr inbounds i32, ptr %p0, i32 %q61
  %q63 = load i32, ptr %q62, align 4
  br label %isjoin9

isjoin9:
  %q64 = phi i32 [ %q60, %is7 ], [ %q63, %isnot8 ]
  %q65 = icmp ult i32 %q64, 6
  br i1 %q65, label %then10, label %else11

then10:
  %q66 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %q66, label %is13, label %isnot14

is13:
  %q67 = addrspacecast ptr %p0 to ptr addrspace(1)
  %q68 = and i32 %q54, 3
  %q69 = getelementptr inbounds i32, ptr addrspace(1) %q67, i32 %q68
  %q70 = load i32, ptr addrspace(1) %q69, align 4
  br label %isjoin15

isnot14:
  %q71 = and i32 %q54, 3
  %q72 = getelementptr inbounds i32, ptr %p0, i32 %q71
  %q73 = load i32, ptr %q72, align 4
  br label %isjoin15

isjoin15:
  %q74 = phi i32 [ %q70, %is13 ], [ %q73, %isnot14 ]
  %q75 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %q75, label %is16, label %isnot17

is16:
  %q76 = addrspacecast ptr %p0 to ptr addrspace(4)
  %q77 = and i32 %q53, 3
  %q78 = getelementptr inbounds i32, ptr addrspace(4) %q76, i32 %q77
  %q79 = load i32, ptr addrspace(4) %q78, align 4
  br label %isjoin18

isnot17:
  %q80 = and i32 %q74, 3
  %q81 = getelementptr inbounds i32, ptr %p0, i32 %q80
  %q82 = load i32, ptr %q81, align 4
  br label %isjoin18

isjoin18:
  %q83 = phi i32 [ %q79, %is16 ], [ %q82, %isnot17 ]
  %q84 = icmp slt i32 %q15, %q64
  br i1 %q84, label %then19, label %else20

then19:
  %q85 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %q85, label %is22, label %isnot23

is22:
  %q86 = addrspacecast ptr %p0 to ptr addrspace(3)
  %q87 = and i32 %q64, 3
  %q88 = getelementptr inbounds i32, ptr addrspace(3) %q86, i32 %q87
  %q89 = load i32, ptr addrspace(3) %q88, align 4
  br label %isjoin24

isnot23:
  %q90 = and i32 -1630731752, 3
  %q91 = getelementptr inbounds i32, ptr %p0, i32 %q90
  %q92 = load i32, ptr %q91, align 4
  br label %isjoin24

isjoin24:
  %q93 = phi i32 [ %q89, %is22 ], [ %q92, %isnot23 ]
  %q95 = icmp uge i32 %q64, %q83
  %q94 = select i1 %q95, i32 %q64, i32 %q83
  %q96 = and i32 %q94, 1023
  %q97 = and i32 %q93, 1023
  %q103 = sitofp i32 %q96 to half
  %q104 = uitofp i32 %q97 to half
  %q105 = insertelement <2 x half> poison, half %q103, i64 0
  %q106 = insertelement <2 x half> %q105, half %q104, i64 1
  %q107 = insertelement <2 x half> poison, half %q104, i64 0
  %q108 = insertelement <2 x half> %q107, half %q103, i64 1
  %q109 = fsub <2 x half> %q106, %q108
  %q102 = bitcast <2 x half> %q109 to i32
  ret i32 %q64

else20:
  %q110 = sitofp i32 %q54 to float
  %q111 = sitofp i32 %q74 to float
  %q112 = fmul float %q110, %q111
  %q113 = bitcast float %q112 to i32
  %q114 = and i32 %q64, 3
  %q115 = getelementptr inbounds i32, ptr %p0, i32 %q114
  %q116 = load i32, ptr %q115, align 4
  br label %join21

join21:
  %q117 = phi i32 [ %q116, %else20 ]
  %q118 = notail call i32 @f2(ptr %p0, i32 %q53, i32 %q64)
  %q119 = call i32 @f2(ptr %p0, i32 -1165843805, i32 %q48)
  %q120 = and i32 %q118, 1023
  %q121 = and i32 %q74, 1023
  %q122 = sitofp i32 %q120 to bfloat
  %q123 = uitofp i32 %q121 to bfloat
  %q124 = fadd bfloat %q122, %q123
  %q127 = fpext bfloat %q124 to float
  %q128 = fptrunc float %q127 to bfloat
  %q125 = bitcast bfloat %q128 to i16
  %q126 = zext i16 %q125 to i32
  br label %join12

else11:
  %q129 = icmp slt i32 %q54, 0
  %q130 = addrspacecast ptr addrspace(4) @c to ptr
  %q131 = select i1 %q129, ptr %q130, ptr %p0
  %q132 = sitofp i32 6 to float
  %q133 = sitofp i32 %x2 to float
  %q134 = fsub float %q132, %q133
  %q135 = bitcast float %q134 to i32
  %q136 = addrspacecast ptr addrspace(3) @sh to ptr
  %q137 = and i32 %q135, 3
  %q138 = insertvalue [7 x i32] zeroinitializer, i32 39, 3
  %q139 = insertvalue [7 x i32] %q138, i32 %q135, 0
  %q140 = notail call i32 @rec1(ptr %p0, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %q136, i32 %q21, i32 %q48, i32 %q137, [7 x i32] %q139)
  br label %join12

join12:
  %q141 = phi i32 [ %q126, %join21 ], [ %q140, %else11 ]
  %q142 = and i32 %q54, 3
  %q143 = getelementptr inbounds i32, ptr %p0, i32 %q142
  %q144 = load i32, ptr %q143, align 4
  %q145 = addrspacecast ptr addrspace(3) @sh to ptr
  %q146 = and i32 %q12, 3
  %q147 = insertvalue [7 x i32] zeroinitializer, i32 %q64, 3
  %q148 = call i32 @rec1(ptr %p0, ptr %q145, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %q21, i32 %q141, i32 %q146, [7 x i32] %q147)
  %q149 = icmp slt i32 %q144, 0
  %q150 = addrspacecast ptr addrspace(3) @sh to ptr
  %q151 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q152 = select i1 %q149, ptr %q150, ptr %q151
  %q153 = call i32 @f2(ptr %p0, i32 %q144, i32 %q148)
  %q154 = and i32 -1823739576, 3
  %q155 = getelementptr inbounds i32, ptr %q152, i32 %q154
  %q156 = load i32, ptr %q155, align 4
  %q158 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %q157 = load i32, ptr addrspace(1) %q158, align 4
  %q159 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %q159, label %is25, label %isnot26

is25:
  %q160 = addrspacecast ptr %p0 to ptr addrspace(1)
  %q161 = and i32 %q64, 3
  %q162 = getelementptr inbounds i32, ptr addrspace(1) %q160, i32 %q161
  %q163 = load i32, ptr addrspace(1) %q162, align 4
  br label %isjoin27

isnot26:
  %q164 = and i32 %q156, 3
  %q165 = getelementptr inbounds i32, ptr %p0, i32 %q164
  %q166 = load i32, ptr %q165, align 4
  br label %isjoin27

isjoin27:
  %q167 = phi i32 [ %q163, %is25 ], [ %q166, %isnot26 ]
  %q168 = sub i32 %q156, %q64
  %q169 = and i32 %q28, 3
  %q170 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q169
  %q171 = load i32, ptr addrspace(5) %q170, align 4
  %q172 = mul i32 12695341, %q167
  %q173 = add i32 %q172, -595226089
  %q174 = sub i32 %q173, %q172
  %q175 = xor i32 %q174, %q172
  %q176 = shl i32 %q175, 12
  %q177 = add i32 %q176, 1920841285
  %q178 = xor i32 %q177, %q174
  %q179 = sub i32 %q178, 2060247927
  %q180 = and i32 %q179, %q167
  %q181 = mul i32 %q180, %q176
  %q182 = mul i32 %q181, %q172
  %q183 = and i32 %q182, %q175
  %q184 = or i32 %q183, %q178
  %q185 = and i32 %q184, 3
  %q186 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q185
  %q187 = load i32, ptr addrspace(5) %q186, align 4
  %q188 = and i32 %q168, 3
  %q189 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q188
  store i32 %q153, ptr addrspace(5) %q189, align 4
  %q191 = and i32 %q15, 31
  %q190 = lshr i32 %q171, %q191
  %q192 = and i32 %q187, 1023
  %q193 = and i32 %q171, 1023
  %q194 = sitofp i32 %q192 to half
  %q195 = uitofp i32 %q193 to half
  %q196 = fmul half %q194, %q195
  %q199 = fpext half %q196 to float
  %q200 = fptrunc float %q199 to half
  %q197 = bitcast half %q200 to i16
  %q198 = zext i16 %q197 to i32
  %q201 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q202 = insertvalue [5 x i32] zeroinitializer, i32 %q198, 1
  %q203 = insertvalue [5 x i32] %q202, i32 %q184, 0
  %q204 = insertvalue [5 x i32] %q203, i32 %q187, 1
  %q205 = call i32 @f0(ptr %p0, ptr %q201, ptr %p0, i32 %q190, i32 %q198, [5 x i32] %q204)
  %q206 = and i32 %q187, 3
  %q207 = getelementptr inbounds i32, ptr %p0, i32 %q206
  store i32 %q198, ptr %q207, align 4
  %q208 = icmp ne i32 %q198, %q190
  br i1 %q208, label %then28, label %else29

then28:
  %q209 = icmp slt i32 %q190, 0
  %q210 = addrspacecast ptr addrspace(3) @sh to ptr
  %q211 = addrspacecast ptr addrspace(4) @c to ptr
  %q212 = select i1 %q209, ptr %q210, ptr %q211
  br label %join30

else29:
  %q213 = mul i32 %q198, %q190
  %q214 = icmp ult i32 %q198, %q21
  br i1 %q214, label %then31, label %else32

then31:
  %q215 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %q215, label %is34, label %isnot35

is34:
  %q216 = addrspacecast ptr %p0 to ptr addrspace(1)
  %q217 = and i32 %q44, 3
  %q218 = getelementptr inbounds i32, ptr addrspace(1) %q216, i32 %q217
  %q219 = load i32, ptr addrspace(1) %q218, align 4
  br label %isjoin36

isnot35:
  %q220 = and i32 %q213, 3
  %q221 = getelementptr inbounds i32, ptr %p0, i32 %q220
  %q222 = load i32, ptr %q221, align 4
  br label %isjoin36

isjoin36:
  %q223 = phi i32 [ %q219, %is34 ], [ %q222, %isnot35 ]
  %q224 = and i32 %q184, 3
  %q225 = getelementptr inbounds i32, ptr %p0, i32 %q224
  store i32 %q213, ptr %q225, align 4
  br label %join33

else32:
  %q226 = call i32 @llvm.umax.i32(i32 27, i32 %q48)
  %q227 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %q227, label %is37, label %isnot38

is37:
  %q228 = addrspacecast ptr %p0 to ptr addrspace(1)
  %q229 = and i32 %q226, 3
  %q230 = getelementptr inbounds i32, ptr addrspace(1) %q228, i32 %q229
  %q231 = load i32, ptr addrspace(1) %q230, align 4
  br label %isjoin39

isnot38:
  %q232 = and i32 %q226, 3
  %q233 = getelementptr inbounds i32, ptr %p0, i32 %q232
  %q234 = load i32, ptr %q233, align 4
  br label %isjoin39

isjoin39:
  %q235 = phi i32 [ %q231, %is37 ], [ %q234, %isnot38 ]
  br label %join33

join33:
  %q236 = phi i32 [ %q223, %isjoin36 ], [ %q235, %isjoin39 ]
  %q237 = phi ptr addrspace(3) [ @sh, %isjoin36 ], [ @sh, %isjoin39 ]
  %q238 = call i32 @llvm.abs.i32(i32 -1257918962, i1 false)
  %q239 = and i32 %q213, %q236
  %q240 = call i1 @llvm.nvvm.isspacep.global(ptr %q152)
  br i1 %q240, label %is40, label %isnot41

is40:
  %q241 = addrspacecast ptr %q152 to ptr addrspace(1)
  %q242 = and i32 %q184, 3
  %q243 = getelementptr inbounds i32, ptr addrspace(1) %q241, i32 %q242
  %q244 = load i32, ptr addrspace(1) %q243, align 4
  br label %isjoin42

isnot41:
  %q245 = and i32 %q238, 3
  %q246 = getelementptr inbounds i32, ptr %q152, i32 %q245
  %q247 = load i32, ptr %q246, align 4
  br label %isjoin42

isjoin42:
  %q248 = phi i32 [ %q244, %is40 ], [ %q247, %isnot41 ]
  br label %join30

join30:
  %q249 = phi i32 [ %x2, %then28 ], [ %q12, %isjoin42 ]
  %q250 = xor i32 %q190, %q190
  %q251 = xor i32 %q250, %q184
  ret i32 %q251
}

define private void @f4(ptr addrspace(1) %p0, ptr addrspace(1) %p1, ptr %p2, i32 %x3) {
conversion:
  %0 = addrspacecast ptr addrspace(1) %p0 to ptr
  %1 = addrspacecast ptr addrspace(1) %p1 to ptr
  br label %entry

entry:
  %w1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 4
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 1986548641
  %w6 = xor i32 %w5, %x3
  %w7 = getelementptr inbounds [4 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = and i32 %x3, 1023
  %w10 = and i32 %x3, 1023
  %w11 = sitofp i32 %w9 to bfloat
  %w12 = uitofp i32 %w10 to bfloat
  %w13 = fmul bfloat %w11, %w12
  %w14 = bitcast bfloat %w13 to i16
  %w15 = zext i16 %w14 to i32
  %w16 = call i1 @llvm.nvvm.isspacep.global(ptr %0)
  br i1 %w16, label %is4, label %isnot5

is4:
  %w18 = and i32 %x3, 3
  %w19 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %w18
  %w20 = load i32, ptr addrspace(1) %w19, align 4
  br label %isjoin6

isnot5:
  %w21 = and i32 319863214, 3
  %w22 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %w21
  %w23 = load i32, ptr addrspace(1) %w22, align 4
  br label %isjoin6

isjoin6:
  %w24 = phi i32 [ %w20, %is4 ], [ %w23, %isnot5 ]
  %w25 = and i32 %x3, 3
  %w26 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %w25
  %w27 = load i32, ptr addrspace(1) %w26, align 4
  %w28 = and i32 %w15, 1023
  %w29 = and i32 %x3, 1023
  %w30 = sitofp i32 %w28 to half
  %w31 = uitofp i32 %w29 to half
  %w32 = fsub half %w30, %w31
  %w33 = bitcast half %w32 to i16
  %w34 = zext i16 %w33 to i32
  %w35 = and i32 %w24, 3
  %w36 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w35
  %w37 = load i32, ptr addrspace(4) %w36, align 4
  %w38 = call i1 @llvm.nvvm.isspacep.local(ptr %p2)
  br i1 %w38, label %is7, label %isnot8

is7:
  %w39 = addrspacecast ptr %p2 to ptr addrspace(5)
  %w40 = and i32 %w27, 3
  %w41 = getelementptr inbounds i32, ptr addrspace(5) %w39, i32 %w40
  %w42 = load i32, ptr addrspace(5) %w41, align 4
  br label %isjoin9

isnot8:
  %w43 = and i32 %w34, 3
  %w44 = getelementptr inbounds i32, ptr %p2, i32 %w43
  %w45 = load i32, ptr %w44, align 4
  br label %isjoin9

isjoin9:
  %w46 = phi i32 [ %w42, %is7 ], [ %w45, %isnot8 ]
  %w47 = and i32 %w27, 3
  %w48 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w47
  %w49 = load i32, ptr addrspace(4) %w48, align 4
  %w50 = insertvalue [5 x i32] zeroinitializer, i32 %w34, 4
  %w51 = insertvalue [5 x i32] %w50, i32 %w46, 4
  %w52 = insertvalue [5 x i32] %w51, i32 %w34, 3
  %w53 = call i32 @f0(ptr %0, ptr %p2, ptr %0, i32 %w37, i32 %w34, [5 x i32] %w52)
  %w54 = icmp slt i32 %w34, 0
  %w55 = select i1 %w54, ptr %0, ptr addrspacecast (ptr addrspace(4) @c to ptr)
  %w56 = call i32 @f2(ptr %p2, i32 %w46, i32 %w49)
  %w58 = and i32 %x3, 31
  %w57 = ashr i32 %w49, %w58
  %w60 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %w61 = load volatile i32, ptr addrspace(4) %w60, align 4
  %w62 = and i32 %w57, 3
  %w63 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w62
  %w64 = load i32, ptr addrspace(4) %w63, align 4
  %w65 = call i1 @llvm.nvvm.isspacep.const(ptr %w55)
  br i1 %w65, label %is10, label %isnot11

is10:
  %w66 = addrspacecast ptr %w55 to ptr addrspace(4)
  %w67 = and i32 %w24, 3
  %w68 = getelementptr inbounds i32, ptr addrspace(4) %w66, i32 %w67
  %w69 = load i32, ptr addrspace(4) %w68, align 4
  br label %isjoin12

isnot11:
  %w70 = and i32 %w56, 3
  %w71 = getelementptr inbounds i32, ptr %w55, i32 %w70
  %w72 = load i32, ptr %w71, align 4
  br label %isjoin12

isjoin12:
  %w73 = phi i32 [ %w69, %is10 ], [ %w72, %isnot11 ]
  %w74 = and i32 %w57, 3
  %w75 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %w74
  %w76 = load i32, ptr addrspace(1) %w75, align 4
  %w77 = call i32 @f2(ptr %p2, i32 %w73, i32 %w46)
  %w78 = call i1 @llvm.nvvm.isspacep.shared(ptr %w55)
  br i1 %w78, label %is13, label %isnot14

is13:
  %w79 = addrspacecast ptr %w55 to ptr addrspace(3)
  %w80 = and i32 %w56, 3
  %w81 = getelementptr inbounds i32, ptr addrspace(3) %w79, i32 %w80
  %w82 = load i32, ptr addrspace(3) %w81, align 4
  br label %isjoin15

isnot14:
  %w83 = and i32 %w64, 3
  %w84 = getelementptr inbounds i32, ptr %w55, i32 %w83
  %w85 = load i32, ptr %w84, align 4
  br label %isjoin15

isjoin15:
  %w86 = phi i32 [ %w82, %is13 ], [ %w85, %isnot14 ]
  %w87 = addrspacecast ptr addrspace(3) @sh to ptr
  %w88 = and i32 %w57, 3
  %w89 = insertvalue [7 x i32] zeroinitializer, i32 %w76, 1
  %w90 = insertvalue [7 x i32] %w89, i32 %w86, 6
  %w91 = call i32 @rec1(ptr %1, ptr %w87, ptr %1, i32 %w77, i32 %w76, i32 %w88, [7 x i32] %w90) #10
  ret void
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %z12 = addrspacecast ptr addrspace(5) %z8 to ptr
  notail call void @f4(ptr addrspace(1) %slot, ptr addrspace(1) %slot, ptr %z12, i32 -1512103053)
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
  %m4 = call i32 @f3(ptr %m3, i32 %x0, i32 %x0) #11
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
  %m19 = addrspacecast ptr addrspace(1) %islot to ptr
  %m20 = addrspacecast ptr addrspace(1) %islot to ptr
  %m21 = insertvalue [5 x i32] zeroinitializer, i32 %n, 4
  %m22 = insertvalue [5 x i32] %m21, i32 %m17, 0
  %m23 = insertvalue [5 x i32] %m22, i32 %m4, 0
  %m24 = call i32 @f0(ptr %m18, ptr %m19, ptr %m20, i32 -719725181, i32 %x0, [5 x i32] %m23)
  %m26 = or i32 948815965, 1
  %m25 = udiv i32 %m24, %m26
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
  %m59 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @f4(ptr addrspace(1) %slot, ptr addrspace(1) %slot, ptr %m59, i32 %m36)
  %m60 = mul i32 %n, %m42
  %m61 = and i32 %m35, 3
  %m62 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %m61
  %m63 = load i32, ptr addrspace(1) %m62, align 4
  br label %join3

join3:
  %m64 = phi i32 [ %m54, %then1 ], [ %m63, %else2 ]
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

attributes #0 = { "nooutline" }
attributes #1 = { noinline }
attributes #2 = { noinline "nooutline" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind "seam-site"="7" }
attributes #7 = { nounwind "seam-site"="8" }
attributes #8 = { nounwind "seam-site"="10" }
attributes #9 = { nounwind "seam-site"="13" }
attributes #10 = { nounwind "seam-site"="31" }
attributes #11 = { nounwind "seam-site"="33" }

!nvvm.annotations = !{!0}

!0 = !{ptr @k0, !"kernel", i32 1}
