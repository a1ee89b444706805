; launch: @k0 grid=1 block=6 (out=i32[24] zero, in=i32[24] random 1100325933, i32 -1191386337)
; seam-gpu case seed-000003 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] [i32 1026218022, i32 1586439702, i32 1288225779, i32 -1802958951], align 4
@c = internal addrspace(4) constant [4 x i32] [i32 2030696176, i32 1605166578, i32 265429270, i32 1219724142], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 536156870, [2 x i32] [i32 -1139382810, i32 -173834691], i16 -31508, i64 1161180459 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 1788171656, [64 x i32] [i32 123124345, i32 1539304227, i32 1449531570, i32 -1049483899, i32 -1277063934, i32 -1556088234, i32 1116062353, i32 677271174, i32 -173925402, i32 1768685726, i32 1819623675, i32 2141050502, i32 396321384, i32 -500254812, i32 548900031, i32 1704326417, i32 -1291525825, i32 -763877327, i32 594739871, i32 -1739610657, i32 -1973876540, i32 58274575, i32 1968075540, i32 -1400578866, i32 1980795185, i32 1070642613, i32 1901370579, i32 563794287, i32 231915590, i32 -381926487, i32 -241780580, i32 -1971056073, i32 123877470, i32 -1851918933, i32 -1650172207, i32 1816201817, i32 -578617329, i32 1759171865, i32 2130522019, i32 -1843261917, i32 -1756605156, i32 -109708751, i32 -587785038, i32 948815965, i32 -1124834381, i32 2053217106, i32 -927941242, i32 1122981197, i32 357167924, i32 1609333483, i32 -2145834424, i32 291515333, i32 -179355642, i32 -1794252252, i32 628082873, i32 -2076759536, i32 363795579, i32 646854484, i32 -1605351288, i32 1092673947, i32 -1454292192, i32 -995110580, i32 -1974622338, i32 1644580090], i32 890490686 }, align 4
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
  br i1 %a9, label %then4, label %join6

then4:
  %a10 = addrspacecast ptr addrspace(1) @g to ptr
  %a11 = insertvalue [5 x i32] zeroinitializer, i32 %depth, 4
  %a12 = insertvalue [5 x i32] %a11, i32 %x4, 1
  %a13 = insertvalue [5 x i32] %a12, i32 %depth, 0
  %a14 = call i32 @f0(ptr %a10, ptr %p0, ptr %p2, i32 %x4, i32 %x4, [5 x i32] %a13) #6
  %a15 = sitofp i32 %x4 to float
  %a16 = sitofp i32 %a14 to float
  %a17 = fmul float %a15, %a16
  %a18 = bitcast float %a17 to i32
  %a19 = xor i32 %a18, -7
  br label %join6

join6:
  %a20 = phi i32 [ %x3, %then4 ], [ 1623168048, %ldone3 ]
  %a21 = phi ptr [ %p1, %then4 ], [ %p0, %ldone3 ]
  %a23 = and i32 %x3, 31
  %a22 = ashr i32 %depth, %a23
  %a24 = addrspacecast ptr addrspace(1) @g to ptr
  %a25 = insertvalue [5 x i32] zeroinitializer, i32 %depth, 1
  %a26 = insertvalue [5 x i32] %a25, i32 %depth, 2
  %a27 = insertvalue [5 x i32] %a26, i32 %x3, 4
  %a28 = call i32 @f0(ptr %a24, ptr %a21, ptr %p0, i32 405088699, i32 %x4, [5 x i32] %a27)
  %a29 = insertvalue [5 x i32] zeroinitializer, i32 %depth, 4
  %a30 = insertvalue [5 x i32] %a29, i32 %a22, 0
  %a31 = insertvalue [5 x i32] %a30, i32 %a28, 1
  %a32 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, ptr %p2, i32 %a20, i32 %a28, [5 x i32] %a31) #7
  %a33 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a34 = insertvalue [5 x i32] zeroinitializer, i32 1475314188, 2
  %a35 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %a33, ptr %p0, i32 %a28, i32 %a28, [5 x i32] %a34)
  %a36 = icmp slt i32 %x3, 0
  %a37 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a38 = select i1 %a36, ptr %p0, ptr %a37
  %a39 = and i32 8, 3
  %a40 = getelementptr inbounds i32, ptr %a38, i32 %a39
  store i32 %a28, ptr %a40, align 4
  %a41 = sitofp i32 %depth to double
  %a42 = sitofp i32 %a32 to double
  %a43 = fmul double %a41, %a42
  %a45 = bitcast double %a43 to i64
  %a46 = lshr i64 %a45, 29
  %a44 = trunc i64 %a46 to i32
  %a47 = and i32 %a44, 3
  %a48 = getelementptr inbounds i32, ptr %p1, i32 %a47
  %a49 = load i32, ptr %a48, align 4
  %a50 = icmp eq i32 %a49, %a49
  br i1 %a50, label %then7, label %else8

then7:
  %a51 = icmp sge i32 39, %a49
  br i1 %a51, label %then10, label %join12

then10:
  %a52 = addrspacecast ptr addrspace(1) @g to ptr
  %a53 = addrspacecast ptr addrspace(1) @g to ptr
  %a54 = insertvalue [5 x i32] zeroinitializer, i32 %a49, 3
  %a55 = insertvalue [5 x i32] %a54, i32 %a49, 4
  %a56 = insertvalue [5 x i32] %a55, i32 %a49, 1
  %a57 = call i32 @f0(ptr %a52, ptr %p0, ptr %a53, i32 %a32, i32 34, [5 x i32] %a56)
  %a58 = mul i32 %a57, %a28
  %a59 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a60 = insertvalue [5 x i32] zeroinitializer, i32 %a57, 2
  %a61 = call i32 @f0(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %a59, ptr %a38, i32 %a58, i32 %a57, [5 x i32] %a60)
  %a62 = addrspacecast ptr addrspace(1) @g to ptr
  %a63 = insertvalue [5 x i32] zeroinitializer, i32 %a61, 3
  %a64 = insertvalue [5 x i32] %a63, i32 1589494527, 3
  %a65 = call i32 @f0(ptr %p1, ptr %a38, ptr %a62, i32 %a58, i32 %a58, [5 x i32] %a64)
  %a66 = and i32 %a58, 3
  %a67 = getelementptr inbounds i32, ptr %p2, i32 %a66
  %a68 = load i32, ptr %a67, align 4
  br label %join12

join12:
  %a69 = phi i32 [ %a68, %then10 ], [ 20, %then7 ]
  %a70 = phi ptr addrspace(3) [ @sh, %then10 ], [ @sh, %then7 ]
  %a72 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %a73 = lshr i64 %a72, 17
  %a71 = trunc i64 %a73 to i32
  %a74 = and i32 %a44, 1023
  %a75 = and i32 20, 1023
  %a76 = sitofp i32 %a74 to half
  %a77 = uitofp i32 %a75 to half
  %a78 = fsub half %a76, %a77
  %a79 = bitcast half %a78 to i16
  %a80 = zext i16 %a79 to i32
  %a81 = and i32 %a71, 3
  %a82 = getelementptr inbounds i32, ptr %a21, i32 %a81
  %a83 = load i32, ptr %a82, align 4
  ret i32 %a83

else8:
  %a84 = icmp ult i32 %a32, %x4
  br i1 %a84, label %then13, label %join15

then13:
  %a85 = icmp eq i32 %a32, %a49
  br i1 %a85, label %then16, label %else17

then16:
  %a86 = and i32 %a22, 3
  %a87 = getelementptr inbounds i32, ptr %p1, i32 %a86
  %a88 = load i32, ptr %a87, align 4
  br label %join18

else17:
  %a89 = icmp slt i32 %a28, 0
  %a90 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a91 = select i1 %a89, ptr %p2, ptr %a90
  %a92 = and i32 %a44, 3
  %a93 = getelementptr inbounds i32, ptr %a91, i32 %a92
  %a94 = load i32, ptr %a93, align 4
  %a95 = and i32 %a49, 1023
  %a96 = and i32 %a44, 1023
  %a97 = sitofp i32 %a95 to bfloat
  %a98 = uitofp i32 %a96 to bfloat
  %a99 = fadd bfloat %a97, %a98
  %a102 = fpext bfloat %a99 to float
  %a103 = fptrunc float %a102 to bfloat
  %a100 = bitcast bfloat %a103 to i16
  %a101 = zext i16 %a100 to i32
  %a104 = insertvalue [5 x i32] zeroinitializer, i32 37, 1
  %a105 = insertvalue [5 x i32] %a104, i32 -445314175, 3
  %a106 = insertvalue [5 x i32] %a105, i32 %a44, 1
  %a107 = notail call i32 @f0(ptr %p2, ptr %p0, ptr %a21, i32 4, i32 %a44, [5 x i32] %a106) #8
  br label %join18

join18:
  %a108 = phi i32 [ %a88, %then16 ], [ %a107, %else17 ]
  %a109 = phi ptr addrspace(3) [ @sh, %then16 ], [ @sh, %else17 ]
  %a110 = call i1 @llvm.nvvm.isspacep.shared(ptr %a21)
  br i1 %a110, label %is19, label %isnot20

is19:
  %a111 = addrspacecast ptr %a21 to ptr addrspace(3)
  %a112 = and i32 %a22, 3
  %a113 = getelementptr inbounds i32, ptr addrspace(3) %a111, i32 %a112
  %a114 = load i32, ptr addrspace(3) %a113, align 4
  br label %isjoin21

isnot20:
  %a115 = and i32 %a35, 3
  %a116 = getelementptr inbounds i32, ptr %a21, i32 %a115
  %a117 = load i32, ptr %a116, align 4
  br label %isjoin21

isjoin21:
  %a118 = phi i32 [ %a114, %is19 ], [ %a117, %isnot20 ]
  %a119 = and i32 %a108, 3
  %a120 = getelementptr inbounds i32, ptr %p2, i32 %a119
  %a121 = load i32, ptr %a120, align 4
  br label %join15

join15:
  %a122 = phi i32 [ %a121, %isjoin21 ], [ %a28, %else8 ]
  %a124 = and i32 %a49, 32767
  %a125 = or i32 %a124, 1
  %a123 = sdiv i32 %depth, %a125
  %a126 = addrspacecast ptr addrspace(1) @g to ptr
  %a127 = insertvalue [5 x i32] zeroinitializer, i32 7665899, 4
  %a128 = call i32 @f0(ptr %a126, ptr %p0, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %a122, i32 %a22, [5 x i32] %a127)
  br label %join9

join9:
  %a129 = phi i32 [ %a128, %join15 ]
  %a130 = and i32 %a49, 3
  %a131 = getelementptr inbounds i32, ptr %a38, i32 %a130
  store i32 %a129, ptr %a131, align 4
  %a132 = icmp slt i32 %a32, 0
  %a133 = select i1 %a132, ptr %a21, ptr %p2
  %a134 = sub i32 %a35, %a44
  %a135 = and i32 %a129, 3
  %a136 = getelementptr inbounds i32, ptr %p0, i32 %a135
  %a137 = load i32, ptr %a136, align 4
  %a138 = and i32 247642046, 1023
  %a139 = and i32 42, 1023
  %a145 = sitofp i32 %a138 to half
  %a146 = uitofp i32 %a139 to half
  %a147 = insertelement <2 x half> poison, half %a145, i64 0
  %a148 = insertelement <2 x half> %a147, half %a146, i64 1
  %a149 = insertelement <2 x half> poison, half %a146, i64 0
  %a150 = insertelement <2 x half> %a149, half %a145, i64 1
  %a151 = fmul <2 x half> %a148, %a150
  %a144 = bitcast <2 x half> %a151 to i32
  %a152 = and i32 %a129, 3
  %a153 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a152
  store i32 %a129, ptr addrspace(5) %a153, align 4
  %a154 = icmp eq i32 %depth, 0
  br i1 %a154, label %base22, label %recurse23

base22:
  br label %rjoin24

recurse23:
  %a155 = sub i32 %depth, 1
  %a156 = call i32 @rec1(ptr %p0, ptr %p1, ptr %p2, i32 %a134, i32 %a49, i32 %a155, [7 x i32] %agg6)
  %a157 = xor i32 %a156, %depth
  br label %rjoin24

rjoin24:
  %a158 = phi i32 [ %x4, %base22 ], [ %a157, %recurse23 ]
  ret i32 %a158
}

define i32 @f2(ptr %p0, ptr %p1, i32 %x2, [12 x i32] %agg3) {
entry:
  %t1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 4
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 66108953
  %t6 = xor i32 %t5, %x2
  %t7 = getelementptr inbounds [4 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = and i32 1202121939, 3
  %t10 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t9
  %t11 = load i32, ptr addrspace(5) %t10, align 4
  %t12 = mul i32 %t11, %x2
  %t13 = add i32 %t12, -595226089
  %t14 = sub i32 %t13, %t12
  %t15 = xor i32 %t14, %t12
  %t16 = shl i32 %t15, 12
  %t17 = add i32 %t16, 1920841285
  %t18 = xor i32 %t17, %t14
  %t19 = sub i32 %t18, 2060247927
  %t20 = and i32 %t19, %x2
  %t21 = mul i32 %t20, %t16
  %t22 = mul i32 %t21, %t12
  %t23 = and i32 %t22, %t15
  %t24 = or i32 %t23, %t18
  %t26 = icmp ne i32 166331067, %t24
  %t25 = select i1 %t26, i32 166331067, i32 %x2
  %t27 = and i32 %t25, 15
  %t28 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %t27
  %t29 = load i32, ptr addrspace(3) %t28, align 4
  %t30 = and i32 %t24, 3
  %t31 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t30
  store i32 -567346990, ptr addrspace(5) %t31, align 4
  %t32 = and i32 %t24, 3
  %t33 = getelementptr inbounds i32, ptr %p0, i32 %t32
  %t34 = load i32, ptr %t33, align 4
  %t35 = and i32 -774298653, 3
  %t36 = getelementptr inbounds i32, ptr %p1, i32 %t35
  store i32 %t34, ptr %t36, align 4
  %t37 = icmp slt i32 26, 0
  %t38 = select i1 %t37, ptr %p1, ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %t39 = icmp slt i32 %x2, 0
  %t40 = addrspacecast ptr addrspace(4) @c to ptr
  %t41 = select i1 %t39, ptr %p1, ptr %t40
  %t42 = sitofp i32 %t34 to float
  %t43 = sitofp i32 %t24 to float
  %t44 = fadd float %t42, %t43
  %t45 = bitcast float %t44 to i32
  %t46 = and i32 %t45, %t29
  %t47 = insertvalue [5 x i32] zeroinitializer, i32 31, 4
  %t48 = insertvalue [5 x i32] %t47, i32 %t29, 0
  %t49 = insertvalue [5 x i32] %t48, i32 %t46, 0
  %t50 = notail call i32 @f0(ptr %p1, ptr %t38, ptr %t38, i32 %t46, i32 %t46, [5 x i32] %t49)
  %t52 = and i32 %t46, 32767
  %t53 = or i32 %t52, 1
  %t51 = sdiv i32 %t45, %t53
  %t55 = icmp slt i32 %t51, %t45
  %t54 = select i1 %t55, i32 %t51, i32 %t45
  %t57 = icmp ne i32 %t45, %t50
  %t56 = select i1 %t57, i32 %t45, i32 41
  %t58 = sitofp i32 %t56 to double
  %t59 = sitofp i32 %t50 to double
  %t60 = fmul double %t58, %t59
  %t62 = bitcast double %t60 to i64
  %t63 = lshr i64 %t62, 29
  %t61 = trunc i64 %t63 to i32
  %t65 = or i32 %t51, 1
  %t64 = udiv i32 %t51, %t65
  %t66 = call i1 @llvm.nvvm.isspacep.shared(ptr %t41)
  br i1 %t66, label %is4, label %isnot5

is4:
  %t67 = addrspacecast ptr %t41 to ptr addrspace(3)
  %t68 = and i32 %t24, 3
  %t69 = getelementptr inbounds i32, ptr addrspace(3) %t67, i32 %t68
  %t70 = load i32, ptr addrspace(3) %t69, align 4
  br label %isjoin6

isnot5:
  %t71 = and i32 %t25, 3
  %t72 = getelementptr inbounds i32, ptr %t41, i32 %t71
  %t73 = load i32, ptr %t72, align 4
  br label %isjoin6

isjoin6:
  %t74 = phi i32 [ %t70, %is4 ], [ %t73, %isnot5 ]
  %t75 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t76 = insertvalue [5 x i32] zeroinitializer, i32 %t56, 2
  %t77 = insertvalue [5 x i32] %t76, i32 %t74, 1
  %t78 = call i32 @f0(ptr %p1, ptr %p1, ptr %t75, i32 %t11, i32 %t25, [5 x i32] %t77) #9
  %t79 = call i1 @llvm.nvvm.isspacep.local(ptr %t41)
  br i1 %t79, label %is7, label %isnot8

is7:
  %t80 = addrspacecast ptr %t41 to ptr addrspace(5)
  %t81 = and i32 %t78, 3
  %t82 = getelementptr inbounds i32, ptr addrspace(5) %t80, i32 %t81
  %t83 = load i32, ptr addrspace(5) %t82, align 4
  br label %isjoin9

isnot8:
  %t84 = and i32 %t61, 3
  %t85 = getelementptr inbounds i32, ptr %t41, i32 %t84
  %t86 = load i32, ptr %t85, align 4
  br label %isjoin9

isjoin9:
  %t87 = phi i32 [ %t83, %is7 ], [ %t86, %isnot8 ]
  %t88 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t89 = addrspacecast ptr addrspace(3) @sh to ptr
  %t90 = and i32 1835444423, 3
  %t91 = insertvalue [7 x i32] zeroinitializer, i32 %t74, 1
  %t92 = call i32 @rec1(ptr %t88, ptr %t89, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t64, i32 %t78, i32 %t90, [7 x i32] %t91)
  %t93 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t94 = and i32 %t50, 3
  %t95 = insertvalue [7 x i32] zeroinitializer, i32 54, 1
  %t96 = insertvalue [7 x i32] %t95, i32 18, 0
  %t97 = call i32 @rec1(ptr %t93, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t92, i32 45, i32 %t94, [7 x i32] %t96)
  %t98 = and i32 %t50, 3
  %t99 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t98
  %t100 = load i32, ptr addrspace(5) %t99, align 4
  %t101 = call i1 @llvm.nvvm.isspacep.global(ptr %t38)
  br i1 %t101, label %is10, label %isnot11

is10:
  %t102 = addrspacecast ptr %t38 to ptr addrspace(1)
  %t103 = and i32 %t34, 3
  %t104 = getelementptr inbounds i32, ptr addrspace(1) %t102, i32 %t103
  %t105 = load i32, ptr addrspace(1) %t104, align 4
  br label %isjoin12

isnot11:
  %t106 = and i32 %t92, 3
  %t107 = getelementptr inbounds i32, ptr %t38, i32 %t106
  %t108 = load i32, ptr %t107, align 4
  br label %isjoin12

isjoin12:
  %t109 = phi i32 [ %t105, %is10 ], [ %t108, %isnot11 ]
  %t111 = icmp uge i32 20, %t100
  %t110 = select i1 %t111, i32 20, i32 %t92
  %t112 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t113 = insertvalue [5 x i32] zeroinitializer, i32 %t109, 4
  %t114 = call i32 @f0(ptr %t38, ptr %t112, ptr %p1, i32 %t97, i32 %t100, [5 x i32] %t113) #10
  %t116 = or i32 %t100, 1
  %t115 = urem i32 %t100, %t116
  %t117 = and i32 %t109, 3
  %t118 = getelementptr inbounds i32, ptr %t38, i32 %t117
  %t119 = load i32, ptr %t118, align 4
  %t120 = and i32 %t110, 3
  %t121 = getelementptr inbounds i32, ptr %p1, i32 %t120
  store i32 %t114, ptr %t121, align 4
  %t122 = addrspacecast ptr addrspace(4) @c to ptr
  %t123 = insertvalue [5 x i32] zeroinitializer, i32 %t110, 1
  %t124 = insertvalue [5 x i32] %t123, i32 %t110, 3
  %t125 = call i32 @f0(ptr %p1, ptr %p1, ptr %t122, i32 %t87, i32 %t119, [5 x i32] %t124) #11
  %t126 = icmp ne i32 %t119, %t34
  br i1 %t126, label %then13, label %else14

then13:
  %t127 = insertvalue [5 x i32] zeroinitializer, i32 %t24, 2
  %t128 = insertvalue [5 x i32] %t127, i32 %t119, 3
  %t129 = call i32 @f0(ptr %t38, ptr %p1, ptr %t38, i32 %t115, i32 %t115, [5 x i32] %t128)
  %t131 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %t132 = lshr i64 %t131, 17
  %t130 = trunc i64 %t132 to i32
  %t133 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t134 = addrspacecast ptr addrspace(3) @sh to ptr
  %t135 = and i32 %t119, 3
  %t136 = insertvalue [7 x i32] zeroinitializer, i32 %t119, 2
  %t137 = insertvalue [7 x i32] %t136, i32 %t119, 1
  %t138 = insertvalue [7 x i32] %t137, i32 %t61, 2
  %t139 = notail call i32 @rec1(ptr %p0, ptr %t133, ptr %t134, i32 %x2, i32 %t125, i32 %t135, [7 x i32] %t138) #12
  %t140 = sitofp i32 %t129 to double
  %t141 = sitofp i32 %x2 to double
  %t142 = fsub double %t140, %t141
  %t144 = bitcast double %t142 to i64
  %t145 = lshr i64 %t144, 29
  %t143 = trunc i64 %t145 to i32
  %t146 = and i32 %t129, 3
  %t147 = getelementptr inbounds i32, ptr %p0, i32 %t146
  %t148 = load i32, ptr %t147, align 4
  %t149 = addrspacecast ptr addrspace(3) @sh to ptr
  %t150 = and i32 %t139, 3
  %t151 = insertvalue [7 x i32] zeroinitializer, i32 14, 3
  %t152 = insertvalue [7 x i32] %t151, i32 %t143, 1
  %t153 = insertvalue [7 x i32] %t152, i32 %t148, 1
  %t154 = call i32 @rec1(ptr %p0, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %t149, i32 %t148, i32 %t143, i32 %t150, [7 x i32] %t153)
  br label %join15

else14:
  %t156 = load volatile i32, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 0), align 4
  %t157 = call i1 @llvm.nvvm.isspacep.shared(ptr %p1)
  br i1 %t157, label %is16, label %isnot17

is16:
  %t158 = addrspacecast ptr %p1 to ptr addrspace(3)
  %t159 = and i32 %t109, 3
  %t160 = getelementptr inbounds i32, ptr addrspace(3) %t158, i32 %t159
  %t161 = load i32, ptr addrspace(3) %t160, align 4
  br label %isjoin18

isnot17:
  %t162 = and i32 %t92, 3
  %t163 = getelementptr inbounds i32, ptr %p1, i32 %t162
  %t164 = load i32, ptr %t163, align 4
  br label %isjoin18

isjoin18:
  %t165 = phi i32 [ %t161, %is16 ], [ %t164, %isnot17 ]
  %t166 = sitofp i32 %t46 to double
  %t167 = sitofp i32 %t109 to double
  %t168 = fsub double %t166, %t167
  %t170 = bitcast double %t168 to i64
  %t171 = lshr i64 %t170, 29
  %t169 = trunc i64 %t171 to i32
  br label %join15

join15:
  %t172 = phi i32 [ %t87, %then13 ], [ %t169, %isjoin18 ]
  %t173 = phi ptr [ %t41, %then13 ], [ %t41, %isjoin18 ]
  %t174 = xor i32 %t172, %t115
  %t175 = xor i32 %t174, %t24
  ret i32 %t175
}

define weak i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %depth) #2 {
entry:
  %q1 = mul i32 %x3, %x3
  %q2 = call i32 @llvm.ctpop.i32(i32 %depth)
  %q3 = call i1 @llvm.nvvm.isspacep.global(ptr %p1)
  br i1 %q3, label %is1, label %isnot2

is1:
  %q4 = addrspacecast ptr %p1 to ptr addrspace(1)
  %q5 = and i32 %q2, 3
  %q6 = getelementptr inbounds i32, ptr addrspace(1) %q4, i32 %q5
  %q7 = load i32, ptr addrspace(1) %q6, align 4
  br label %isjoin3

isnot2:
  %q8 = and i32 11, 3
  %q9 = getelementptr inbounds i32, ptr %p1, i32 %q8
  %q10 = load i32, ptr %q9, align 4
  br label %isjoin3

isjoin3:
  %q11 = phi i32 [ %q7, %is1 ], [ %q10, %isnot2 ]
  %q13 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %q14 = lshr i64 %q13, 17
  %q12 = trunc i64 %q14 to i32
  %q15 = icmp eq i32 %depth, 0
  br i1 %q15, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %q16 = sub i32 %depth, 1
  %q17 = call i32 @mrb3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %q16)
  %q18 = xor i32 %q17, %q1
  br label %rjoin6

rjoin6:
  %q19 = phi i32 [ %q2, %base4 ], [ %q18, %recurse5 ]
  ret i32 %q19
}

define i32 @mrb3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %depth) {
entry:
  %w2 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %w1 = load i32, ptr addrspace(1) %w2, align 4
  %w3 = add i32 %w1, %depth
  %w4 = sitofp i32 %w1 to float
  %w5 = sitofp i32 %x3 to float
  %w6 = fsub float %w4, %w5
  %w7 = bitcast float %w6 to i32
  %w8 = and i32 %x3, 3
  %w9 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w8
  %w10 = load i32, ptr addrspace(1) %w9, align 4
  %w11 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %w11, label %is1, label %isnot2

is1:
  %w12 = addrspacecast ptr %p0 to ptr addrspace(3)
  %w13 = and i32 %w1, 3
  %w14 = getelementptr inbounds i32, ptr addrspace(3) %w12, i32 %w13
  %w15 = load i32, ptr addrspace(3) %w14, align 4
  br label %isjoin3

isnot2:
  %w16 = and i32 %w3, 3
  %w17 = getelementptr inbounds i32, ptr %p0, i32 %w16
  %w18 = load i32, ptr %w17, align 4
  br label %isjoin3

isjoin3:
  %w19 = phi i32 [ %w15, %is1 ], [ %w18, %isnot2 ]
  %w20 = call i32 @llvm.ctpop.i32(i32 %w10)
  %w21 = addrspacecast ptr addrspace(1) @g to ptr
  %w22 = addrspacecast ptr addrspace(3) @sh to ptr
  %w23 = insertvalue [5 x i32] zeroinitializer, i32 %w19, 2
  %w24 = call i32 @f0(ptr %w21, ptr %w22, ptr %p1, i32 %w19, i32 %w19, [5 x i32] %w23)
  %w25 = and i32 %w19, 3
  %w26 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w25
  %w27 = load i32, ptr addrspace(1) %w26, align 4
  %w28 = icmp eq i32 %depth, 0
  br i1 %w28, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %w29 = sub i32 %depth, 1
  %w30 = call i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %w24, i32 %w29)
  %w31 = xor i32 %w30, %w20
  br label %rjoin6

rjoin6:
  %w32 = phi i32 [ %w27, %base4 ], [ %w31, %recurse5 ]
  ret i32 %w32
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %z1 = alloca [4 x i32], align 4
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
  %sv = mul i32 %si, -13249383
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
  %z5 = mul i32 %z2, -312212269
  %z6 = xor i32 %z5, 24
  %z7 = getelementptr inbounds [4 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = and i32 %tid, -1118657711
  %z10 = mul i32 %n, %z9
  %z11 = add i32 %z10, -595226089
  %z12 = sub i32 %z11, %z10
  %z13 = xor i32 %z12, %z10
  %z14 = shl i32 %z13, 12
  %z15 = add i32 %z14, 1920841285
  %z16 = xor i32 %z15, %z12
  %z17 = sub i32 %z16, 2060247927
  %z18 = and i32 %z17, %z9
  %z19 = mul i32 %z18, %z14
  %z20 = mul i32 %z19, %z10
  %z21 = and i32 %z20, %z13
  %z22 = or i32 %z21, %z16
  %z23 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 -401642977, i32 17, i32 %wc)
  %z25 = icmp ne i32 %tid, %z9
  %z24 = select i1 %z25, i32 %tid, i32 %z22
  %z26 = addrspacecast ptr addrspace(1) %slot to ptr
  %z27 = addrspacecast ptr addrspace(1) %slot to ptr
  %z28 = insertvalue [12 x i32] zeroinitializer, i32 %z24, 7
  %z29 = call i32 @f2(ptr %z26, ptr %z27, i32 46, [12 x i32] %z28)
  %z30 = icmp sge i32 %z29, %z22
  br i1 %z30, label %then4, label %else5

then4:
  %z31 = and i32 %z29, 3
  %z32 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z31
  store i32 1494366910, ptr addrspace(5) %z32, align 4
  %z33 = and i32 %z22, 3
  %z34 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z33
  store i32 %z23, ptr addrspace(5) %z34, align 4
  %z35 = and i32 %z24, 3
  %z36 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z35
  store i32 %z24, ptr addrspace(1) %z36, align 4
  %z37 = and i32 %z24, 1023
  %z38 = and i32 %x0, 1023
  %z39 = sitofp i32 %z37 to half
  %z40 = uitofp i32 %z38 to half
  %z41 = fsub half %z39, %z40
  %z42 = bitcast half %z41 to i16
  %z43 = zext i16 %z42 to i32
  br label %join6

else5:
  %z44 = addrspacecast ptr addrspace(1) %slot to ptr
  %z45 = addrspacecast ptr addrspace(1) %islot to ptr
  %z46 = addrspacecast ptr addrspace(1) %slot to ptr
  %z47 = and i32 %tid, 3
  %z48 = notail call i32 @mra3(ptr %z44, ptr %z45, ptr %z46, i32 %z29, i32 %z47)
  %z49 = and i32 -1832482741, 3
  %z50 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z49
  %z51 = load i32, ptr addrspace(5) %z50, align 4
  %z52 = icmp slt i32 %z48, 0
  %z53 = addrspacecast ptr addrspace(1) %islot to ptr
  %z54 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z55 = select i1 %z52, ptr %z53, ptr %z54
  %z56 = and i32 %z51, 1023
  %z57 = and i32 %z9, 1023
  %z63 = sitofp i32 %z56 to half
  %z64 = uitofp i32 %z57 to half
  %z65 = insertelement <2 x half> poison, half %z63, i64 0
  %z66 = insertelement <2 x half> %z65, half %z64, i64 1
  %z67 = insertelement <2 x half> poison, half %z64, i64 0
  %z68 = insertelement <2 x half> %z67, half %z63, i64 1
  %z69 = fsub <2 x half> %z66, %z68
  %z62 = bitcast <2 x half> %z69 to i32
  %z70 = addrspacecast ptr addrspace(1) %slot to ptr
  %z71 = and i32 %z62, 3
  %z72 = call i32 @mrb3(ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %z70, ptr %z55, i32 %z48, i32 %z71)
  br label %join6

join6:
  %z73 = phi i32 [ %z43, %then4 ], [ %z72, %else5 ]
  %z74 = phi ptr addrspace(5) [ %z8, %then4 ], [ %z8, %else5 ]
  %z75 = and i32 %z73, 3
  %z76 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z75
  %z77 = load i32, ptr addrspace(5) %z76, align 4
  %z78 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z79 = addrspacecast ptr addrspace(1) %slot to ptr
  %z80 = insertvalue [12 x i32] zeroinitializer, i32 %z77, 7
  %z81 = insertvalue [12 x i32] %z80, i32 %z29, 6
  %z82 = call i32 @f2(ptr %z78, ptr %z79, i32 %z29, [12 x i32] %z81)
  %z84 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %z83 = load volatile i32, ptr addrspace(1) %z84, align 4
  %z85 = icmp ult i32 %z83, %z73
  br i1 %z85, label %then7, label %else8

then7:
  %z86 = and i32 6, 3
  %z87 = getelementptr inbounds i32, ptr addrspace(5) %z74, i32 %z86
  store i32 %z77, ptr addrspace(5) %z87, align 4
  br label %join9

else8:
  %z88 = addrspacecast ptr addrspace(5) %z74 to ptr
  %z89 = addrspacecast ptr addrspace(3) @sh to ptr
  %z90 = and i32 %z83, 3
  %z91 = insertvalue [7 x i32] zeroinitializer, i32 39, 3
  %z92 = insertvalue [7 x i32] %z91, i32 %z83, 0
  %z93 = notail call i32 @rec1(ptr %z88, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %z89, i32 %z22, i32 %z29, i32 %z90, [7 x i32] %z92)
  br label %join9

join9:
  %z94 = phi i32 [ %z29, %then7 ], [ %z93, %else8 ]
  %z95 = phi ptr addrspace(5) [ %z8, %then7 ], [ %z74, %else8 ]
  %z96 = and i32 %z82, 3
  %z97 = getelementptr inbounds i32, ptr addrspace(5) %z74, i32 %z96
  %z98 = load i32, ptr addrspace(5) %z97, align 4
  %z99 = sitofp i32 %z9 to float
  %z100 = sitofp i32 %z94 to float
  %z101 = fadd float %z99, %z100
  %z102 = bitcast float %z101 to i32
  %z103 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %z98, i32 21, i32 %wc)
  %z104 = addrspacecast ptr addrspace(3) @sh to ptr
  %z105 = addrspacecast ptr addrspace(1) %slot to ptr
  %z106 = addrspacecast ptr addrspace(1) %slot to ptr
  %z107 = and i32 %z98, 3
  %z108 = call i32 @mra3(ptr %z104, ptr %z105, ptr %z106, i32 %z94, i32 %z107)
  %z109 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z110 = addrspacecast ptr addrspace(5) %z95 to ptr
  %z111 = addrspacecast ptr addrspace(3) @sh to ptr
  %z112 = and i32 %z24, 3
  %z113 = insertvalue [7 x i32] zeroinitializer, i32 %z82, 0
  %z114 = insertvalue [7 x i32] %z113, i32 %z108, 4
  %z115 = notail call i32 @rec1(ptr %z109, ptr %z110, ptr %z111, i32 -1823739576, i32 %z108, i32 %z112, [7 x i32] %z114) #13
  %z117 = and i32 %z103, 31
  %z116 = ashr i32 %z103, %z117
  %z118 = and i32 %z115, 3
  %z119 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z118
  store i32 -1221736201, ptr addrspace(5) %z119, align 4
  %z120 = and i32 %z82, 3
  %z121 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z120
  %z122 = load i32, ptr addrspace(1) %z121, align 4
  %z123 = and i32 %z108, 3
  %z124 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z123
  store i32 %z116, ptr addrspace(1) %z124, align 4
  %z125 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %z116, i32 16, i32 %wc)
  %z126 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z127 = and i32 %z94, 3
  %z128 = insertvalue [7 x i32] zeroinitializer, i32 %z125, 5
  %z129 = insertvalue [7 x i32] %z128, i32 %z122, 0
  %z130 = insertvalue [7 x i32] %z129, i32 %z125, 2
  %z131 = call i32 @rec1(ptr %z126, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %z29, i32 %tid, i32 %z127, [7 x i32] %z130)
  %z133 = or i32 %tid, 1
  %z132 = udiv i32 %z116, %z133
  %z134 = mul i32 %z132, %z131
  %z135 = add i32 %z134, -595226089
  %z136 = sub i32 %z135, %z134
  %z137 = xor i32 %z136, %z134
  %z138 = shl i32 %z137, 12
  %z139 = add i32 %z138, 1920841285
  %z140 = xor i32 %z139, %z136
  %z141 = sub i32 %z140, 2060247927
  %z142 = and i32 %z141, %z131
  %z143 = mul i32 %z142, %z138
  %z144 = mul i32 %z143, %z134
  %z145 = and i32 %z144, %z137
  %z146 = or i32 %z145, %z140
  %z147 = xor i32 %x0, %z146
  %z148 = xor i32 %z147, %z132
  %z149 = xor i32 %z148, %z131
  %z150 = xor i32 %z149, %z125
  %z151 = xor i32 %z150, %z22
  store i32 %z151, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m1 = alloca [4 x i32], align 4
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
  %sv = mul i32 %si, -2012325115
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %shdone ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 4
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 1382640851
  %m6 = xor i32 %m5, %tid
  %m7 = getelementptr inbounds [4 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m10 = or i32 %tid, 1
  %m9 = udiv i32 %x0, %m10
  %m11 = sitofp i32 %x0 to double
  %m12 = sitofp i32 %tid to double
  %m13 = fmul double %m11, %m12
  %m15 = bitcast double %m13 to i64
  %m16 = lshr i64 %m15, 29
  %m14 = trunc i64 %m16 to i32
  %m17 = addrspacecast ptr addrspace(1) %slot to ptr
  %m18 = addrspacecast ptr addrspace(3) @sh to ptr
  %m19 = addrspacecast ptr addrspace(1) %islot to ptr
  %m20 = and i32 %m14, 3
  %m21 = insertvalue [7 x i32] zeroinitializer, i32 %m9, 4
  %m22 = notail call i32 @rec1(ptr %m17, ptr %m18, ptr %m19, i32 %m14, i32 %n, i32 %m20, [7 x i32] %m21)
  %m23 = and i32 %m9, 3
  %m24 = notail call i32 @mra3(ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %n, i32 %m23) #14
  %m25 = and i32 %m9, 3
  %m26 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m25
  store i32 %m24, ptr addrspace(1) %m26, align 4
  %m28 = and i32 %m22, 32767
  %m29 = or i32 %m28, 1
  %m27 = sdiv i32 %m22, %m29
  %m30 = addrspacecast ptr addrspace(1) @g to ptr
  %m31 = addrspacecast ptr addrspace(1) %islot to ptr
  %m32 = and i32 %m24, 3
  %m33 = call i32 @mrb3(ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %m30, ptr %m31, i32 %x0, i32 %m32)
  %m34 = icmp sge i32 %tid, -1494505672
  br i1 %m34, label %then4, label %else5

then4:
  %m36 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 0
  %m37 = load volatile i32, ptr addrspace(4) %m36, align 4
  br label %join6

else5:
  %m38 = and i32 %x0, 1023
  %m39 = and i32 %m14, 1023
  %m40 = sitofp i32 %m38 to bfloat
  %m41 = uitofp i32 %m39 to bfloat
  %m42 = fmul bfloat %m40, %m41
  %m43 = bitcast bfloat %m42 to i16
  %m44 = zext i16 %m43 to i32
  %m46 = and i32 %m44, 32767
  %m47 = or i32 %m46, 1
  %m45 = sdiv i32 %m33, %m47
  %m48 = sitofp i32 %m33 to float
  %m49 = sitofp i32 %m44 to float
  %m50 = fmul float %m48, %m49
  %m51 = bitcast float %m50 to i32
  br label %join6

join6:
  %m52 = phi i32 [ %m37, %then4 ], [ %m51, %else5 ]
  %m53 = phi ptr addrspace(1) [ @g, %then4 ], [ %islot, %else5 ]
  %m55 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %m54 = load i32, ptr addrspace(1) %m55, align 4
  %m56 = sitofp i32 %m27 to float
  %m57 = sitofp i32 %m33 to float
  %m58 = fadd float %m56, %m57
  %m59 = bitcast float %m58 to i32
  %m60 = and i32 %m59, 3
  %m61 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m60
  store i32 %m52, ptr addrspace(5) %m61, align 4
  %m62 = mul i32 1439958722, %m9
  %m63 = add i32 %m62, -595226089
  %m64 = sub i32 %m63, %m62
  %m65 = xor i32 %m64, %m62
  %m66 = shl i32 %m65, 12
  %m67 = add i32 %m66, 1920841285
  %m68 = xor i32 %m67, %m64
  %m69 = sub i32 %m68, 2060247927
  %m70 = and i32 %m69, %m9
  %m71 = mul i32 %m70, %m66
  %m72 = mul i32 %m71, %m62
  %m73 = and i32 %m72, %m65
  %m74 = or i32 %m73, %m68
  %m75 = addrspacecast ptr addrspace(1) %m53 to ptr
  %m76 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m77 = addrspacecast ptr addrspace(1) %islot to ptr
  %m78 = insertvalue [5 x i32] zeroinitializer, i32 %m59, 2
  %m79 = insertvalue [5 x i32] %m78, i32 2, 4
  %m80 = insertvalue [5 x i32] %m79, i32 %m59, 4
  %m81 = call i32 @f0(ptr %m75, ptr %m76, ptr %m77, i32 %m54, i32 %m52, [5 x i32] %m80)
  %m82 = icmp slt i32 %m54, 0
  %m83 = addrspacecast ptr addrspace(1) @g to ptr
  %m84 = select i1 %m82, ptr %m83, ptr addrspacecast (ptr addrspace(3) @sh to ptr)
  %m85 = mul i32 %m74, %m24
  %m86 = add i32 %m85, -595226089
  %m87 = sub i32 %m86, %m85
  %m88 = xor i32 %m87, %m85
  %m89 = shl i32 %m88, 12
  %m90 = add i32 %m89, 1920841285
  %m91 = xor i32 %m90, %m87
  %m92 = sub i32 %m91, 2060247927
  %m93 = and i32 %m92, %m24
  %m94 = mul i32 %m93, %m89
  %m95 = mul i32 %m94, %m85
  %m96 = and i32 %m95, %m88
  %m97 = or i32 %m96, %m91
  %m98 = xor i32 %x0, %m97
  %m99 = xor i32 %m98, %m81
  %m100 = xor i32 %m99, %m74
  %m101 = xor i32 %m100, %m59
  store i32 %m101, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

declare i32 @llvm.ctpop.i32(i32) #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

declare void @llvm.nvvm.barrier0() #5

attributes #0 = { "nooutline" }
attributes #1 = { noinline }
attributes #2 = { noinline optnone }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind "seam-site"="1" }
attributes #7 = { nounwind "seam-site"="3" }
attributes #8 = { nounwind "seam-site"="8" }
attributes #9 = { nounwind "seam-site"="11" }
attributes #10 = { nounwind "seam-site"="14" }
attributes #11 = { nounwind "seam-site"="15" }
attributes #12 = { nounwind "seam-site"="17" }
attributes #13 = { nounwind "seam-site"="26" }
attributes #14 = { nounwind "seam-site"="29" }
