; launch: @k0 grid=1 block=6 (out=i32[24] zero, in=i32[24] random 1100325933, i32 -1191386337)
; seam-gpu case seed-000003 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] [i32 1026218022, i32 1586439702, i32 1288225779, i32 -1802958951], align 4
@c = internal addrspace(4) constant [4 x i32] [i32 2030696176, i32 1605166578, i32 265429270, i32 1219724142], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 536156870, [2 x i32] [i32 -1139382810, i32 -173834691], i16 -31508, i64 1161180459 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 1788171656, [64 x i32] [i32 123124345, i32 1539304227, i32 1449531570, i32 -1049483899, i32 -1277063934, i32 -1556088234, i32 1116062353, i32 677271174, i32 -173925402, i32 1768685726, i32 1819623675, i32 2141050502, i32 396321384, i32 -500254812, i32 548900031, i32 1704326417, i32 -1291525825, i32 -763877327, i32 594739871, i32 -1739610657, i32 -1973876540, i32 58274575, i32 1968075540, i32 -1400578866, i32 1980795185, i32 1070642613, i32 1901370579, i32 563794287, i32 231915590, i32 -381926487, i32 -241780580, i32 -1971056073, i32 123877470, i32 -1851918933, i32 -1650172207, i32 1816201817, i32 -578617329, i32 1759171865, i32 2130522019, i32 -1843261917, i32 -1756605156, i32 -109708751, i32 -587785038, i32 948815965, i32 -1124834381, i32 2053217106, i32 -927941242, i32 1122981197, i32 357167924, i32 1609333483, i32 -2145834424, i32 291515333, i32 -179355642, i32 -1794252252, i32 628082873, i32 -2076759536, i32 363795579, i32 646854484, i32 -1605351288, i32 1092673947, i32 -1454292192, i32 -995110580, i32 -1974622338, i32 1644580090], i32 890490686 }, align 4
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
  br i1 %a9, label %then4, label %join6

then4:
  %a10 = addrspacecast ptr addrspace(1) @g to ptr
  %a11 = insertvalue [5 x i32] zeroinitializer, i32 %depth, 4
  %a12 = insertvalue [5 x i32] %a11, i32 %x4, 1
  %a13 = insertvalue [5 x i32] %a12, i32 %depth, 0
  %0 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i = sitofp i32 %x4 to double
  %v2.i = sitofp i32 %x4 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %x4, 3
  %v8.i = getelementptr inbounds i32, ptr %p0, i32 %v7.i
  %v9.i = load i32, ptr %v8.i, align 4
  %v10.i = mul i32 %x4, %v4.i
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
  %a15 = sitofp i32 %x4 to float
  %a16 = sitofp i32 %v24.i to float
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
  %1 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.1 = sitofp i32 405088699 to double
  %v2.i.1 = sitofp i32 %x4 to double
  %v3.i.1 = fsub double %v1.i.1, %v2.i.1
  %v5.i.1 = bitcast double %v3.i.1 to i64
  %v6.i.1 = lshr i64 %v5.i.1, 29
  %v4.i.1 = trunc i64 %v6.i.1 to i32
  %v7.i.1 = and i32 405088699, 3
  %v8.i.1 = getelementptr inbounds i32, ptr %a21, i32 %v7.i.1
  %v9.i.1 = load i32, ptr %v8.i.1, align 4
  %v10.i.1 = mul i32 405088699, %v4.i.1
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
  %a29 = insertvalue [5 x i32] zeroinitializer, i32 %depth, 4
  %a30 = insertvalue [5 x i32] %a29, i32 %a22, 0
  %a31 = insertvalue [5 x i32] %a30, i32 %v24.i.1, 1
  %2 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.2 = sitofp i32 %a20 to double
  %v2.i.2 = sitofp i32 %v24.i.1 to double
  %v3.i.2 = fsub double %v1.i.2, %v2.i.2
  %v5.i.2 = bitcast double %v3.i.2 to i64
  %v6.i.2 = lshr i64 %v5.i.2, 29
  %v4.i.2 = trunc i64 %v6.i.2 to i32
  %v7.i.2 = and i32 %a20, 3
  %v8.i.2 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.2
  %v9.i.2 = load i32, ptr %v8.i.2, align 4
  %v10.i.2 = mul i32 %a20, %v4.i.2
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
  %a34 = insertvalue [5 x i32] zeroinitializer, i32 1475314188, 2
  %3 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.3 = sitofp i32 %v24.i.1 to double
  %v2.i.3 = sitofp i32 %v24.i.1 to double
  %v3.i.3 = fsub double %v1.i.3, %v2.i.3
  %v5.i.3 = bitcast double %v3.i.3 to i64
  %v6.i.3 = lshr i64 %v5.i.3, 29
  %v4.i.3 = trunc i64 %v6.i.3 to i32
  %v7.i.3 = and i32 %v24.i.1, 3
  %v8.i.3 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %v7.i.3
  %v9.i.3 = load i32, ptr addrspace(5) %v8.i.3, align 4
  %v10.i.3 = mul i32 %v24.i.1, %v4.i.3
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
  %a36 = icmp slt i32 %x3, 0
  %a37 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a38 = select i1 %a36, ptr %p0, ptr %a37
  %a39 = and i32 8, 3
  %a40 = getelementptr inbounds i32, ptr %a38, i32 %a39
  store i32 %v24.i.1, ptr %a40, align 4
  %a41 = sitofp i32 %depth to double
  %a42 = sitofp i32 %v24.i.2 to double
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
  %4 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.4 = sitofp i32 %v24.i.2 to double
  %v2.i.4 = sitofp i32 34 to double
  %v3.i.4 = fsub double %v1.i.4, %v2.i.4
  %v5.i.4 = bitcast double %v3.i.4 to i64
  %v6.i.4 = lshr i64 %v5.i.4, 29
  %v4.i.4 = trunc i64 %v6.i.4 to i32
  %v7.i.4 = and i32 %v24.i.2, 3
  %v8.i.4 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.4
  %v9.i.4 = load i32, ptr %v8.i.4, align 4
  %v10.i.4 = mul i32 %v24.i.2, %v4.i.4
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
  %a58 = mul i32 %v24.i.4, %v24.i.1
  %a60 = insertvalue [5 x i32] zeroinitializer, i32 %v24.i.4, 2
  %5 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.5 = sitofp i32 %a58 to double
  %v2.i.5 = sitofp i32 %v24.i.4 to double
  %v3.i.5 = fsub double %v1.i.5, %v2.i.5
  %v5.i.5 = bitcast double %v3.i.5 to i64
  %v6.i.5 = lshr i64 %v5.i.5, 29
  %v4.i.5 = trunc i64 %v6.i.5 to i32
  %v7.i.5 = and i32 %a58, 3
  %v8.i.5 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %v7.i.5
  %v9.i.5 = load i32, ptr addrspace(5) %v8.i.5, align 4
  %v10.i.5 = mul i32 %a58, %v4.i.5
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
  %a62 = addrspacecast ptr addrspace(1) @g to ptr
  %a63 = insertvalue [5 x i32] zeroinitializer, i32 %v24.i.5, 3
  %a64 = insertvalue [5 x i32] %a63, i32 1589494527, 3
  %v1.i.6 = sitofp i32 %a58 to double
  %v2.i.6 = sitofp i32 %a58 to double
  %v3.i.6 = fsub double %v1.i.6, %v2.i.6
  %v5.i.6 = bitcast double %v3.i.6 to i64
  %v6.i.6 = lshr i64 %v5.i.6, 29
  %v4.i.6 = trunc i64 %v6.i.6 to i32
  %v7.i.6 = and i32 %a58, 3
  %v8.i.6 = getelementptr inbounds i32, ptr %a38, i32 %v7.i.6
  %v9.i.6 = load i32, ptr %v8.i.6, align 4
  %v10.i.6 = mul i32 %a58, %v4.i.6
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
  %a84 = icmp ult i32 %v24.i.2, %x4
  br i1 %a84, label %then13, label %join15

then13:
  %a85 = icmp eq i32 %v24.i.2, %a49
  br i1 %a85, label %then16, label %else17

then16:
  %a86 = and i32 %a22, 3
  %a87 = getelementptr inbounds i32, ptr %p1, i32 %a86
  %a88 = load i32, ptr %a87, align 4
  br label %join18

else17:
  %a89 = icmp slt i32 %v24.i.1, 0
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
  %v1.i.7 = sitofp i32 4 to double
  %v2.i.7 = sitofp i32 %a44 to double
  %v3.i.7 = fsub double %v1.i.7, %v2.i.7
  %v5.i.7 = bitcast double %v3.i.7 to i64
  %v6.i.7 = lshr i64 %v5.i.7, 29
  %v4.i.7 = trunc i64 %v6.i.7 to i32
  %v7.i.7 = and i32 4, 3
  %v8.i.7 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.7
  %v9.i.7 = load i32, ptr %v8.i.7, align 4
  %v10.i.7 = mul i32 4, %v4.i.7
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
  br label %join18

join18:
  %a108 = phi i32 [ %a88, %then16 ], [ %v24.i.7, %else17 ]
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
  %a115 = and i32 %v24.i.3, 3
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
  %a122 = phi i32 [ %a121, %isjoin21 ], [ %v24.i.1, %else8 ]
  %a124 = and i32 %a49, 32767
  %a125 = or i32 %a124, 1
  %a123 = sdiv i32 %depth, %a125
  %a126 = addrspacecast ptr addrspace(1) @g to ptr
  %a127 = insertvalue [5 x i32] zeroinitializer, i32 7665899, 4
  %6 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.8 = sitofp i32 %a122 to double
  %v2.i.8 = sitofp i32 %a22 to double
  %v3.i.8 = fsub double %v1.i.8, %v2.i.8
  %v5.i.8 = bitcast double %v3.i.8 to i64
  %v6.i.8 = lshr i64 %v5.i.8, 29
  %v4.i.8 = trunc i64 %v6.i.8 to i32
  %v7.i.8 = and i32 %a122, 3
  %v8.i.8 = getelementptr inbounds i32, ptr %p0, i32 %v7.i.8
  %v9.i.8 = load i32, ptr %v8.i.8, align 4
  %v10.i.8 = mul i32 %a122, %v4.i.8
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
  br label %join9

join9:
  %a129 = phi i32 [ %v24.i.8, %join15 ]
  %a130 = and i32 %a49, 3
  %a131 = getelementptr inbounds i32, ptr %a38, i32 %a130
  store i32 %a129, ptr %a131, align 4
  %a132 = icmp slt i32 %v24.i.2, 0
  %a133 = select i1 %a132, ptr %a21, ptr %p2
  %a134 = sub i32 %v24.i.3, %a44
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
  %v1.i = sitofp i32 %t46 to double
  %v2.i = sitofp i32 %t46 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %t46, 3
  %v8.i = getelementptr inbounds i32, ptr %t38, i32 %v7.i
  %v9.i = load i32, ptr %v8.i, align 4
  %v10.i = mul i32 %t46, %v4.i
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
  %t52 = and i32 %t46, 32767
  %t53 = or i32 %t52, 1
  %t51 = sdiv i32 %t45, %t53
  %t55 = icmp slt i32 %t51, %t45
  %t54 = select i1 %t55, i32 %t51, i32 %t45
  %t57 = icmp ne i32 %t45, %v24.i
  %t56 = select i1 %t57, i32 %t45, i32 41
  %t58 = sitofp i32 %t56 to double
  %t59 = sitofp i32 %v24.i to double
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
  %v1.i.1 = sitofp i32 %t11 to double
  %v2.i.1 = sitofp i32 %t25 to double
  %v3.i.1 = fsub double %v1.i.1, %v2.i.1
  %v5.i.1 = bitcast double %v3.i.1 to i64
  %v6.i.1 = lshr i64 %v5.i.1, 29
  %v4.i.1 = trunc i64 %v6.i.1 to i32
  %v7.i.1 = and i32 %t11, 3
  %v8.i.1 = getelementptr inbounds i32, ptr %p1, i32 %v7.i.1
  %v9.i.1 = load i32, ptr %v8.i.1, align 4
  %v10.i.1 = mul i32 %t11, %v4.i.1
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
  %t79 = call i1 @llvm.nvvm.isspacep.local(ptr %t41)
  br i1 %t79, label %is7, label %isnot8

is7:
  %t80 = addrspacecast ptr %t41 to ptr addrspace(5)
  %t81 = and i32 %v24.i.1, 3
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
  %t92 = call i32 @rec1(ptr %t88, ptr %t89, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t64, i32 %v24.i.1, i32 %t90, [7 x i32] %t91)
  %t93 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t94 = and i32 %v24.i, 3
  %t95 = insertvalue [7 x i32] zeroinitializer, i32 54, 1
  %t96 = insertvalue [7 x i32] %t95, i32 18, 0
  %t97 = call i32 @rec1(ptr %t93, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t92, i32 45, i32 %t94, [7 x i32] %t96)
  %t98 = and i32 %v24.i, 3
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
  %t113 = insertvalue [5 x i32] zeroinitializer, i32 %t109, 4
  %v1.i.2 = sitofp i32 %t97 to double
  %v2.i.2 = sitofp i32 %t100 to double
  %v3.i.2 = fsub double %v1.i.2, %v2.i.2
  %v5.i.2 = bitcast double %v3.i.2 to i64
  %v6.i.2 = lshr i64 %v5.i.2, 29
  %v4.i.2 = trunc i64 %v6.i.2 to i32
  %v7.i.2 = and i32 %t97, 3
  %v8.i.2 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %v7.i.2
  %v9.i.2 = load i32, ptr addrspace(5) %v8.i.2, align 4
  %v10.i.2 = mul i32 %t97, %v4.i.2
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
  %t116 = or i32 %t100, 1
  %t115 = urem i32 %t100, %t116
  %t117 = and i32 %t109, 3
  %t118 = getelementptr inbounds i32, ptr %t38, i32 %t117
  %t119 = load i32, ptr %t118, align 4
  %t120 = and i32 %t110, 3
  %t121 = getelementptr inbounds i32, ptr %p1, i32 %t120
  store i32 %v24.i.2, ptr %t121, align 4
  %t122 = addrspacecast ptr addrspace(4) @c to ptr
  %t123 = insertvalue [5 x i32] zeroinitializer, i32 %t110, 1
  %t124 = insertvalue [5 x i32] %t123, i32 %t110, 3
  %v1.i.3 = sitofp i32 %t87 to double
  %v2.i.3 = sitofp i32 %t119 to double
  %v3.i.3 = fsub double %v1.i.3, %v2.i.3
  %v5.i.3 = bitcast double %v3.i.3 to i64
  %v6.i.3 = lshr i64 %v5.i.3, 29
  %v4.i.3 = trunc i64 %v6.i.3 to i32
  %v7.i.3 = and i32 %t87, 3
  %v8.i.3 = getelementptr inbounds i32, ptr %p1, i32 %v7.i.3
  %v9.i.3 = load i32, ptr %v8.i.3, align 4
  %v10.i.3 = mul i32 %t87, %v4.i.3
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
  %t126 = icmp ne i32 %t119, %t34
  br i1 %t126, label %then13, label %else14

then13:
  %t127 = insertvalue [5 x i32] zeroinitializer, i32 %t24, 2
  %t128 = insertvalue [5 x i32] %t127, i32 %t119, 3
  %v1.i.4 = sitofp i32 %t115 to double
  %v2.i.4 = sitofp i32 %t115 to double
  %v3.i.4 = fsub double %v1.i.4, %v2.i.4
  %v5.i.4 = bitcast double %v3.i.4 to i64
  %v6.i.4 = lshr i64 %v5.i.4, 29
  %v4.i.4 = trunc i64 %v6.i.4 to i32
  %v7.i.4 = and i32 %t115, 3
  %v8.i.4 = getelementptr inbounds i32, ptr %p1, i32 %v7.i.4
  %v9.i.4 = load i32, ptr %v8.i.4, align 4
  %v10.i.4 = mul i32 %t115, %v4.i.4
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
  %t131 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %t132 = lshr i64 %t131, 17
  %t130 = trunc i64 %t132 to i32
  %t133 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t134 = addrspacecast ptr addrspace(3) @sh to ptr
  %t135 = and i32 %t119, 3
  %t136 = insertvalue [7 x i32] zeroinitializer, i32 %t119, 2
  %t137 = insertvalue [7 x i32] %t136, i32 %t119, 1
  %t138 = insertvalue [7 x i32] %t137, i32 %t61, 2
  %t139 = notail call i32 @rec1(ptr %p0, ptr %t133, ptr %t134, i32 %x2, i32 %v24.i.3, i32 %t135, [7 x i32] %t138) #7
  %t140 = sitofp i32 %v24.i.4 to double
  %t141 = sitofp i32 %x2 to double
  %t142 = fsub double %t140, %t141
  %t144 = bitcast double %t142 to i64
  %t145 = lshr i64 %t144, 29
  %t143 = trunc i64 %t145 to i32
  %t146 = and i32 %v24.i.4, 3
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

define weak i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %depth) #1 {
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
  %w23 = insertvalue [5 x i32] zeroinitializer, i32 %w19, 2
  %0 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i = sitofp i32 %w19 to double
  %v2.i = sitofp i32 %w19 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %w19, 3
  %v8.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v7.i
  %v9.i = load i32, ptr addrspace(3) %v8.i, align 4
  %v10.i = mul i32 %w19, %v4.i
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
  %w25 = and i32 %w19, 3
  %w26 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w25
  %w27 = load i32, ptr addrspace(1) %w26, align 4
  %w28 = icmp eq i32 %depth, 0
  br i1 %w28, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %w29 = sub i32 %depth, 1
  %w30 = call i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %v24.i, i32 %w29)
  %w31 = xor i32 %w30, %w20
  br label %rjoin6

rjoin6:
  %w32 = phi i32 [ %w27, %base4 ], [ %w31, %recurse5 ]
  ret i32 %w32
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #2 {
entry:
  %t1.i = alloca [4 x i32], align 4
  %t1.i.1 = alloca [4 x i32], align 4
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
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i)
  %0 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i

linit1.i:
  %t2.i = phi i32 [ 0, %ldone3 ], [ %t3.i, %lfill2.i ]
  %t4.i = icmp ult i32 %t2.i, 4
  br i1 %t4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %t5.i = mul i32 %t2.i, 66108953
  %t6.i = xor i32 %t5.i, 46
  %t7.i = getelementptr inbounds [4 x i32], ptr %t1.i, i32 0, i32 %t2.i
  store i32 %t6.i, ptr %t7.i, align 4
  %t3.i = add nuw nsw i32 %t2.i, 1
  br label %linit1.i

ldone3.i:
  %t8.i = addrspacecast ptr %t1.i to ptr addrspace(5)
  %t9.i = and i32 1202121939, 3
  %t10.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t9.i
  %t11.i = load i32, ptr addrspace(5) %t10.i, align 4
  %t12.i = mul i32 %t11.i, 46
  %t13.i = add i32 %t12.i, -595226089
  %t14.i = sub i32 %t13.i, %t12.i
  %t15.i = xor i32 %t14.i, %t12.i
  %t16.i = shl i32 %t15.i, 12
  %t17.i = add i32 %t16.i, 1920841285
  %t18.i = xor i32 %t17.i, %t14.i
  %t19.i = sub i32 %t18.i, 2060247927
  %t20.i = and i32 %t19.i, 46
  %t21.i = mul i32 %t20.i, %t16.i
  %t22.i = mul i32 %t21.i, %t12.i
  %t23.i = and i32 %t22.i, %t15.i
  %t24.i = or i32 %t23.i, %t18.i
  %t26.i = icmp ne i32 166331067, %t24.i
  %t25.i = select i1 %t26.i, i32 166331067, i32 46
  %t27.i = and i32 %t25.i, 15
  %t28.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %t27.i
  %t29.i = load i32, ptr addrspace(3) %t28.i, align 4
  %t30.i = and i32 %t24.i, 3
  %t31.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t30.i
  store i32 -567346990, ptr addrspace(5) %t31.i, align 4
  %t32.i = and i32 %t24.i, 3
  %t33.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t32.i
  %t34.i = load i32, ptr addrspace(1) %t33.i, align 4
  %t35.i = and i32 -774298653, 3
  %t36.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t35.i
  store i32 %t34.i, ptr addrspace(1) %t36.i, align 4
  %t37.i = icmp slt i32 26, 0
  %t38.i = select i1 %t37.i, ptr addrspace(1) %slot, ptr addrspace(1) @g
  %1 = addrspacecast ptr addrspace(1) %t38.i to ptr
  %t39.i = icmp slt i32 46, 0
  %t40.i = addrspacecast ptr addrspace(4) @c to ptr
  %t41.i = select i1 %t39.i, ptr %0, ptr %t40.i
  %t42.i = sitofp i32 %t34.i to float
  %t43.i = sitofp i32 %t24.i to float
  %t44.i = fadd float %t42.i, %t43.i
  %t45.i = bitcast float %t44.i to i32
  %t46.i = and i32 %t45.i, %t29.i
  %t47.i = insertvalue [5 x i32] zeroinitializer, i32 31, 4
  %t48.i = insertvalue [5 x i32] %t47.i, i32 %t29.i, 0
  %t49.i = insertvalue [5 x i32] %t48.i, i32 %t46.i, 0
  %2 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.i = sitofp i32 %t46.i to double
  %v2.i.i = sitofp i32 %t46.i to double
  %v3.i.i = fsub double %v1.i.i, %v2.i.i
  %v5.i.i = bitcast double %v3.i.i to i64
  %v6.i.i = lshr i64 %v5.i.i, 29
  %v4.i.i = trunc i64 %v6.i.i to i32
  %v7.i.i = and i32 %t46.i, 3
  %v8.i.i = getelementptr inbounds i32, ptr addrspace(1) %t38.i, i32 %v7.i.i
  %v9.i.i = load i32, ptr addrspace(1) %v8.i.i, align 4
  %v10.i.i = mul i32 %t46.i, %v4.i.i
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
  %t52.i = and i32 %t46.i, 32767
  %t53.i = or i32 %t52.i, 1
  %t51.i = sdiv i32 %t45.i, %t53.i
  %t55.i = icmp slt i32 %t51.i, %t45.i
  %t54.i = select i1 %t55.i, i32 %t51.i, i32 %t45.i
  %t57.i = icmp ne i32 %t45.i, %v24.i.i
  %t56.i = select i1 %t57.i, i32 %t45.i, i32 41
  %t58.i = sitofp i32 %t56.i to double
  %t59.i = sitofp i32 %v24.i.i to double
  %t60.i = fmul double %t58.i, %t59.i
  %t62.i = bitcast double %t60.i to i64
  %t63.i = lshr i64 %t62.i, 29
  %t61.i = trunc i64 %t63.i to i32
  %t65.i = or i32 %t51.i, 1
  %t64.i = udiv i32 %t51.i, %t65.i
  %t66.i = call i1 @llvm.nvvm.isspacep.shared(ptr %t41.i)
  br i1 %t66.i, label %is4.i, label %isnot5.i

is4.i:
  %t67.i = addrspacecast ptr %t41.i to ptr addrspace(3)
  %t68.i = and i32 %t24.i, 3
  %t69.i = getelementptr inbounds i32, ptr addrspace(3) %t67.i, i32 %t68.i
  %t70.i = load i32, ptr addrspace(3) %t69.i, align 4
  br label %isjoin6.i

isnot5.i:
  %t71.i = and i32 %t25.i, 3
  %t72.i = getelementptr inbounds i32, ptr %t41.i, i32 %t71.i
  %t73.i = load i32, ptr %t72.i, align 4
  br label %isjoin6.i

isjoin6.i:
  %t74.i = phi i32 [ %t70.i, %is4.i ], [ %t73.i, %isnot5.i ]
  %t75.i = addrspacecast ptr addrspace(5) %t8.i to ptr
  %t76.i = insertvalue [5 x i32] zeroinitializer, i32 %t56.i, 2
  %t77.i = insertvalue [5 x i32] %t76.i, i32 %t74.i, 1
  %3 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.1.i = sitofp i32 %t11.i to double
  %v2.i.1.i = sitofp i32 %t25.i to double
  %v3.i.1.i = fsub double %v1.i.1.i, %v2.i.1.i
  %v5.i.1.i = bitcast double %v3.i.1.i to i64
  %v6.i.1.i = lshr i64 %v5.i.1.i, 29
  %v4.i.1.i = trunc i64 %v6.i.1.i to i32
  %v7.i.1.i = and i32 %t11.i, 3
  %v8.i.1.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.1.i
  %v9.i.1.i = load i32, ptr addrspace(1) %v8.i.1.i, align 4
  %v10.i.1.i = mul i32 %t11.i, %v4.i.1.i
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
  %t79.i = call i1 @llvm.nvvm.isspacep.local(ptr %t41.i)
  br i1 %t79.i, label %is7.i, label %isnot8.i

is7.i:
  %t80.i = addrspacecast ptr %t41.i to ptr addrspace(5)
  %t81.i = and i32 %v24.i.1.i, 3
  %t82.i = getelementptr inbounds i32, ptr addrspace(5) %t80.i, i32 %t81.i
  %t83.i = load i32, ptr addrspace(5) %t82.i, align 4
  br label %isjoin9.i

isnot8.i:
  %t84.i = and i32 %t61.i, 3
  %t85.i = getelementptr inbounds i32, ptr %t41.i, i32 %t84.i
  %t86.i = load i32, ptr %t85.i, align 4
  br label %isjoin9.i

isjoin9.i:
  %t87.i = phi i32 [ %t83.i, %is7.i ], [ %t86.i, %isnot8.i ]
  %t88.i = addrspacecast ptr addrspace(5) %t8.i to ptr
  %t89.i = addrspacecast ptr addrspace(3) @sh to ptr
  %t90.i = and i32 1835444423, 3
  %t91.i = insertvalue [7 x i32] zeroinitializer, i32 %t74.i, 1
  %t92.i = call i32 @rec1(ptr %t88.i, ptr %t89.i, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t64.i, i32 %v24.i.1.i, i32 %t90.i, [7 x i32] %t91.i)
  %t93.i = addrspacecast ptr addrspace(5) %t8.i to ptr
  %t94.i = and i32 %v24.i.i, 3
  %t95.i = insertvalue [7 x i32] zeroinitializer, i32 54, 1
  %t96.i = insertvalue [7 x i32] %t95.i, i32 18, 0
  %t97.i = call i32 @rec1(ptr %t93.i, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t92.i, i32 45, i32 %t94.i, [7 x i32] %t96.i)
  %t98.i = and i32 %v24.i.i, 3
  %t99.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t98.i
  %t100.i = load i32, ptr addrspace(5) %t99.i, align 4
  %t101.i = call i1 @llvm.nvvm.isspacep.global(ptr %1)
  br i1 %t101.i, label %is10.i, label %isnot11.i

is10.i:
  %t103.i = and i32 %t34.i, 3
  %t104.i = getelementptr inbounds i32, ptr addrspace(1) %t38.i, i32 %t103.i
  %t105.i = load i32, ptr addrspace(1) %t104.i, align 4
  br label %isjoin12.i

isnot11.i:
  %t106.i = and i32 %t92.i, 3
  %t107.i = getelementptr inbounds i32, ptr addrspace(1) %t38.i, i32 %t106.i
  %t108.i = load i32, ptr addrspace(1) %t107.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %t109.i = phi i32 [ %t105.i, %is10.i ], [ %t108.i, %isnot11.i ]
  %t111.i = icmp uge i32 20, %t100.i
  %t110.i = select i1 %t111.i, i32 20, i32 %t92.i
  %t113.i = insertvalue [5 x i32] zeroinitializer, i32 %t109.i, 4
  %4 = addrspacecast ptr addrspace(1) %t38.i to ptr
  %v1.i.2.i = sitofp i32 %t97.i to double
  %v2.i.2.i = sitofp i32 %t100.i to double
  %v3.i.2.i = fsub double %v1.i.2.i, %v2.i.2.i
  %v5.i.2.i = bitcast double %v3.i.2.i to i64
  %v6.i.2.i = lshr i64 %v5.i.2.i, 29
  %v4.i.2.i = trunc i64 %v6.i.2.i to i32
  %v7.i.2.i = and i32 %t97.i, 3
  %v8.i.2.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %v7.i.2.i
  %v9.i.2.i = load i32, ptr addrspace(5) %v8.i.2.i, align 4
  %v10.i.2.i = mul i32 %t97.i, %v4.i.2.i
  %v11.i.2.i = add i32 %v10.i.2.i, -595226089
  %v12.i.2.i = sub i32 %v11.i.2.i, %v10.i.2.i
  %v13.i.2.i = xor i32 %v12.i.2.i, %v10.i.2.i
  %v14.i.2.i = shl i32 %v13.i.2.i, 12
  %v15.i.2.i = add i32 %v14.i.2.i, 1920841285
  %v16.i.2.i = xor i32 %v15.i.2.i, %v12.i.2.i
  %v17.i.2.i = sub i32 %v16.i.2.i, 2060247927
  %v18.i.2.i = and i32 %v17.i.2.i, %v4.i.2.i
  %v19.i.2.i = mul i32 %v18.i.2.i, %v14.i.2.i
  %v20.i.2.i = mul i32 %v19.i.2.i, %v10.i.2.i
  %v21.i.2.i = and i32 %v20.i.2.i, %v13.i.2.i
  %v22.i.2.i = or i32 %v21.i.2.i, %v16.i.2.i
  %v23.i.2.i = xor i32 %v22.i.2.i, %v4.i.2.i
  %v24.i.2.i = xor i32 %v23.i.2.i, %v22.i.2.i
  %t116.i = or i32 %t100.i, 1
  %t115.i = urem i32 %t100.i, %t116.i
  %t117.i = and i32 %t109.i, 3
  %t118.i = getelementptr inbounds i32, ptr addrspace(1) %t38.i, i32 %t117.i
  %t119.i = load i32, ptr addrspace(1) %t118.i, align 4
  %t120.i = and i32 %t110.i, 3
  %t121.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t120.i
  store i32 %v24.i.2.i, ptr addrspace(1) %t121.i, align 4
  %t122.i = addrspacecast ptr addrspace(4) @c to ptr
  %t123.i = insertvalue [5 x i32] zeroinitializer, i32 %t110.i, 1
  %t124.i = insertvalue [5 x i32] %t123.i, i32 %t110.i, 3
  %5 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.3.i = sitofp i32 %t87.i to double
  %v2.i.3.i = sitofp i32 %t119.i to double
  %v3.i.3.i = fsub double %v1.i.3.i, %v2.i.3.i
  %v5.i.3.i = bitcast double %v3.i.3.i to i64
  %v6.i.3.i = lshr i64 %v5.i.3.i, 29
  %v4.i.3.i = trunc i64 %v6.i.3.i to i32
  %v7.i.3.i = and i32 %t87.i, 3
  %v8.i.3.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.3.i
  %v9.i.3.i = load i32, ptr addrspace(1) %v8.i.3.i, align 4
  %v10.i.3.i = mul i32 %t87.i, %v4.i.3.i
  %v11.i.3.i = add i32 %v10.i.3.i, -595226089
  %v12.i.3.i = sub i32 %v11.i.3.i, %v10.i.3.i
  %v13.i.3.i = xor i32 %v12.i.3.i, %v10.i.3.i
  %v14.i.3.i = shl i32 %v13.i.3.i, 12
  %v15.i.3.i = add i32 %v14.i.3.i, 1920841285
  %v16.i.3.i = xor i32 %v15.i.3.i, %v12.i.3.i
  %v17.i.3.i = sub i32 %v16.i.3.i, 2060247927
  %v18.i.3.i = and i32 %v17.i.3.i, %v4.i.3.i
  %v19.i.3.i = mul i32 %v18.i.3.i, %v14.i.3.i
  %v20.i.3.i = mul i32 %v19.i.3.i, %v10.i.3.i
  %v21.i.3.i = and i32 %v20.i.3.i, %v13.i.3.i
  %v22.i.3.i = or i32 %v21.i.3.i, %v16.i.3.i
  %v23.i.3.i = xor i32 %v22.i.3.i, %v4.i.3.i
  %v24.i.3.i = xor i32 %v23.i.3.i, %v22.i.3.i
  %t126.i = icmp ne i32 %t119.i, %t34.i
  br i1 %t126.i, label %then13.i, label %else14.i

then13.i:
  %t127.i = insertvalue [5 x i32] zeroinitializer, i32 %t24.i, 2
  %t128.i = insertvalue [5 x i32] %t127.i, i32 %t119.i, 3
  %6 = addrspacecast ptr addrspace(1) %t38.i to ptr
  %v1.i.4.i = sitofp i32 %t115.i to double
  %v2.i.4.i = sitofp i32 %t115.i to double
  %v3.i.4.i = fsub double %v1.i.4.i, %v2.i.4.i
  %v5.i.4.i = bitcast double %v3.i.4.i to i64
  %v6.i.4.i = lshr i64 %v5.i.4.i, 29
  %v4.i.4.i = trunc i64 %v6.i.4.i to i32
  %v7.i.4.i = and i32 %t115.i, 3
  %v8.i.4.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.4.i
  %v9.i.4.i = load i32, ptr addrspace(1) %v8.i.4.i, align 4
  %v10.i.4.i = mul i32 %t115.i, %v4.i.4.i
  %v11.i.4.i = add i32 %v10.i.4.i, -595226089
  %v12.i.4.i = sub i32 %v11.i.4.i, %v10.i.4.i
  %v13.i.4.i = xor i32 %v12.i.4.i, %v10.i.4.i
  %v14.i.4.i = shl i32 %v13.i.4.i, 12
  %v15.i.4.i = add i32 %v14.i.4.i, 1920841285
  %v16.i.4.i = xor i32 %v15.i.4.i, %v12.i.4.i
  %v17.i.4.i = sub i32 %v16.i.4.i, 2060247927
  %v18.i.4.i = and i32 %v17.i.4.i, %v4.i.4.i
  %v19.i.4.i = mul i32 %v18.i.4.i, %v14.i.4.i
  %v20.i.4.i = mul i32 %v19.i.4.i, %v10.i.4.i
  %v21.i.4.i = and i32 %v20.i.4.i, %v13.i.4.i
  %v22.i.4.i = or i32 %v21.i.4.i, %v16.i.4.i
  %v23.i.4.i = xor i32 %v22.i.4.i, %v4.i.4.i
  %v24.i.4.i = xor i32 %v23.i.4.i, %v22.i.4.i
  %t131.i = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %t132.i = lshr i64 %t131.i, 17
  %t130.i = trunc i64 %t132.i to i32
  %t133.i = addrspacecast ptr addrspace(5) %t8.i to ptr
  %t134.i = addrspacecast ptr addrspace(3) @sh to ptr
  %t135.i = and i32 %t119.i, 3
  %t136.i = insertvalue [7 x i32] zeroinitializer, i32 %t119.i, 2
  %t137.i = insertvalue [7 x i32] %t136.i, i32 %t119.i, 1
  %t138.i = insertvalue [7 x i32] %t137.i, i32 %t61.i, 2
  %t139.i = notail call i32 @rec1(ptr %z26, ptr %t133.i, ptr %t134.i, i32 46, i32 %v24.i.3.i, i32 %t135.i, [7 x i32] %t138.i) #7
  %t140.i = sitofp i32 %v24.i.4.i to double
  %t141.i = sitofp i32 46 to double
  %t142.i = fsub double %t140.i, %t141.i
  %t144.i = bitcast double %t142.i to i64
  %t145.i = lshr i64 %t144.i, 29
  %t143.i = trunc i64 %t145.i to i32
  %t146.i = and i32 %v24.i.4.i, 3
  %t147.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t146.i
  %t148.i = load i32, ptr addrspace(1) %t147.i, align 4
  %t149.i = addrspacecast ptr addrspace(3) @sh to ptr
  %t150.i = and i32 %t139.i, 3
  %t151.i = insertvalue [7 x i32] zeroinitializer, i32 14, 3
  %t152.i = insertvalue [7 x i32] %t151.i, i32 %t143.i, 1
  %t153.i = insertvalue [7 x i32] %t152.i, i32 %t148.i, 1
  %t154.i = call i32 @rec1(ptr %z26, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %t149.i, i32 %t148.i, i32 %t143.i, i32 %t150.i, [7 x i32] %t153.i)
  br label %join15.i

else14.i:
  %t156.i = load volatile i32, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 0), align 4
  %t157.i = call i1 @llvm.nvvm.isspacep.shared(ptr %0)
  br i1 %t157.i, label %is16.i, label %isnot17.i

is16.i:
  %t158.i = addrspacecast ptr %0 to ptr addrspace(3)
  %t159.i = and i32 %t109.i, 3
  %t160.i = getelementptr inbounds i32, ptr addrspace(3) %t158.i, i32 %t159.i
  %t161.i = load i32, ptr addrspace(3) %t160.i, align 4
  br label %isjoin18.i

isnot17.i:
  %t162.i = and i32 %t92.i, 3
  %t163.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t162.i
  %t164.i = load i32, ptr addrspace(1) %t163.i, align 4
  br label %isjoin18.i

isjoin18.i:
  %t165.i = phi i32 [ %t161.i, %is16.i ], [ %t164.i, %isnot17.i ]
  %t166.i = sitofp i32 %t46.i to double
  %t167.i = sitofp i32 %t109.i to double
  %t168.i = fsub double %t166.i, %t167.i
  %t170.i = bitcast double %t168.i to i64
  %t171.i = lshr i64 %t170.i, 29
  %t169.i = trunc i64 %t171.i to i32
  br label %join15.i

join15.i:
  %t172.i = phi i32 [ %t87.i, %then13.i ], [ %t169.i, %isjoin18.i ]
  %t173.i = phi ptr [ %t41.i, %then13.i ], [ %t41.i, %isjoin18.i ]
  %t174.i = xor i32 %t172.i, %t115.i
  %t175.i = xor i32 %t174.i, %t24.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i)
  %z30 = icmp sge i32 %t175.i, %z22
  br i1 %z30, label %then4, label %else5

then4:
  %z31 = and i32 %t175.i, 3
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
  %z48 = notail call i32 @mra3(ptr %z44, ptr %z45, ptr %z46, i32 %t175.i, i32 %z47)
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
  %7 = addrspacecast ptr addrspace(3) @sh to ptr
  %8 = addrspacecast ptr addrspace(1) %slot to ptr
  %w2.i = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %w1.i = load i32, ptr addrspace(1) %w2.i, align 4
  %w3.i = add i32 %w1.i, %z71
  %w4.i = sitofp i32 %w1.i to float
  %w5.i = sitofp i32 %z48 to float
  %w6.i = fsub float %w4.i, %w5.i
  %w7.i = bitcast float %w6.i to i32
  %w8.i = and i32 %z48, 3
  %w9.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w8.i
  %w10.i = load i32, ptr addrspace(1) %w9.i, align 4
  %w11.i = call i1 @llvm.nvvm.isspacep.shared(ptr %7)
  br i1 %w11.i, label %is1.i, label %isnot2.i

is1.i:
  %w13.i = and i32 %w1.i, 3
  %w14.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w13.i
  %w15.i = load i32, ptr addrspace(3) %w14.i, align 4
  br label %isjoin3.i

isnot2.i:
  %w16.i = and i32 %w3.i, 3
  %w17.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w16.i
  %w18.i = load i32, ptr addrspace(3) %w17.i, align 4
  br label %isjoin3.i

isjoin3.i:
  %w19.i = phi i32 [ %w15.i, %is1.i ], [ %w18.i, %isnot2.i ]
  %w20.i = call i32 @llvm.ctpop.i32(i32 %w10.i)
  %w21.i = addrspacecast ptr addrspace(1) @g to ptr
  %w23.i = insertvalue [5 x i32] zeroinitializer, i32 %w19.i, 2
  %9 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.i.1 = sitofp i32 %w19.i to double
  %v2.i.i.1 = sitofp i32 %w19.i to double
  %v3.i.i.1 = fsub double %v1.i.i.1, %v2.i.i.1
  %v5.i.i.1 = bitcast double %v3.i.i.1 to i64
  %v6.i.i.1 = lshr i64 %v5.i.i.1, 29
  %v4.i.i.1 = trunc i64 %v6.i.i.1 to i32
  %v7.i.i.1 = and i32 %w19.i, 3
  %v8.i.i.1 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v7.i.i.1
  %v9.i.i.1 = load i32, ptr addrspace(3) %v8.i.i.1, align 4
  %v10.i.i.1 = mul i32 %w19.i, %v4.i.i.1
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
  %w25.i = and i32 %w19.i, 3
  %w26.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w25.i
  %w27.i = load i32, ptr addrspace(1) %w26.i, align 4
  %w28.i = icmp eq i32 %z71, 0
  br i1 %w28.i, label %base4.i, label %recurse5.i

base4.i:
  br label %rjoin6.i

recurse5.i:
  %w29.i = sub i32 %z71, 1
  %w30.i = call i32 @mra3(ptr %7, ptr %8, ptr %z55, i32 %v24.i.i.1, i32 %w29.i)
  %w31.i = xor i32 %w30.i, %w20.i
  br label %rjoin6.i

rjoin6.i:
  %w32.i = phi i32 [ %w27.i, %base4.i ], [ %w31.i, %recurse5.i ]
  br label %join6

join6:
  %z73 = phi i32 [ %z43, %then4 ], [ %w32.i, %rjoin6.i ]
  %z74 = phi ptr addrspace(5) [ %z8, %then4 ], [ %z8, %rjoin6.i ]
  %z75 = and i32 %z73, 3
  %z76 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z75
  %z77 = load i32, ptr addrspace(5) %z76, align 4
  %z78 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z79 = addrspacecast ptr addrspace(1) %slot to ptr
  %z80 = insertvalue [12 x i32] zeroinitializer, i32 %z77, 7
  %z81 = insertvalue [12 x i32] %z80, i32 %t175.i, 6
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i.1)
  %10 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i.1

linit1.i.1:
  %t2.i.1 = phi i32 [ 0, %join6 ], [ %t3.i.1, %lfill2.i.1 ]
  %t4.i.1 = icmp ult i32 %t2.i.1, 4
  br i1 %t4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %t5.i.1 = mul i32 %t2.i.1, 66108953
  %t6.i.1 = xor i32 %t5.i.1, %t175.i
  %t7.i.1 = getelementptr inbounds [4 x i32], ptr %t1.i.1, i32 0, i32 %t2.i.1
  store i32 %t6.i.1, ptr %t7.i.1, align 4
  %t3.i.1 = add nuw nsw i32 %t2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %t8.i.1 = addrspacecast ptr %t1.i.1 to ptr addrspace(5)
  %t9.i.1 = and i32 1202121939, 3
  %t10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t9.i.1
  %t11.i.1 = load i32, ptr addrspace(5) %t10.i.1, align 4
  %t12.i.1 = mul i32 %t11.i.1, %t175.i
  %t13.i.1 = add i32 %t12.i.1, -595226089
  %t14.i.1 = sub i32 %t13.i.1, %t12.i.1
  %t15.i.1 = xor i32 %t14.i.1, %t12.i.1
  %t16.i.1 = shl i32 %t15.i.1, 12
  %t17.i.1 = add i32 %t16.i.1, 1920841285
  %t18.i.1 = xor i32 %t17.i.1, %t14.i.1
  %t19.i.1 = sub i32 %t18.i.1, 2060247927
  %t20.i.1 = and i32 %t19.i.1, %t175.i
  %t21.i.1 = mul i32 %t20.i.1, %t16.i.1
  %t22.i.1 = mul i32 %t21.i.1, %t12.i.1
  %t23.i.1 = and i32 %t22.i.1, %t15.i.1
  %t24.i.1 = or i32 %t23.i.1, %t18.i.1
  %t26.i.1 = icmp ne i32 166331067, %t24.i.1
  %t25.i.1 = select i1 %t26.i.1, i32 166331067, i32 %t175.i
  %t27.i.1 = and i32 %t25.i.1, 15
  %t28.i.1 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %t27.i.1
  %t29.i.1 = load i32, ptr addrspace(3) %t28.i.1, align 4
  %t30.i.1 = and i32 %t24.i.1, 3
  %t31.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t30.i.1
  store i32 -567346990, ptr addrspace(5) %t31.i.1, align 4
  %t32.i.1 = and i32 %t24.i.1, 3
  %t33.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %t32.i.1
  %t34.i.1 = load i32, ptr addrspace(5) %t33.i.1, align 4
  %t35.i.1 = and i32 -774298653, 3
  %t36.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t35.i.1
  store i32 %t34.i.1, ptr addrspace(1) %t36.i.1, align 4
  %t37.i.1 = icmp slt i32 26, 0
  %t38.i.1 = select i1 %t37.i.1, ptr addrspace(1) %slot, ptr addrspace(1) @g
  %11 = addrspacecast ptr addrspace(1) %t38.i.1 to ptr
  %t39.i.1 = icmp slt i32 %t175.i, 0
  %t40.i.1 = addrspacecast ptr addrspace(4) @c to ptr
  %t41.i.1 = select i1 %t39.i.1, ptr %10, ptr %t40.i.1
  %t42.i.1 = sitofp i32 %t34.i.1 to float
  %t43.i.1 = sitofp i32 %t24.i.1 to float
  %t44.i.1 = fadd float %t42.i.1, %t43.i.1
  %t45.i.1 = bitcast float %t44.i.1 to i32
  %t46.i.1 = and i32 %t45.i.1, %t29.i.1
  %t47.i.1 = insertvalue [5 x i32] zeroinitializer, i32 31, 4
  %t48.i.1 = insertvalue [5 x i32] %t47.i.1, i32 %t29.i.1, 0
  %t49.i.1 = insertvalue [5 x i32] %t48.i.1, i32 %t46.i.1, 0
  %12 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.i.2 = sitofp i32 %t46.i.1 to double
  %v2.i.i.2 = sitofp i32 %t46.i.1 to double
  %v3.i.i.2 = fsub double %v1.i.i.2, %v2.i.i.2
  %v5.i.i.2 = bitcast double %v3.i.i.2 to i64
  %v6.i.i.2 = lshr i64 %v5.i.i.2, 29
  %v4.i.i.2 = trunc i64 %v6.i.i.2 to i32
  %v7.i.i.2 = and i32 %t46.i.1, 3
  %v8.i.i.2 = getelementptr inbounds i32, ptr addrspace(1) %t38.i.1, i32 %v7.i.i.2
  %v9.i.i.2 = load i32, ptr addrspace(1) %v8.i.i.2, align 4
  %v10.i.i.2 = mul i32 %t46.i.1, %v4.i.i.2
  %v11.i.i.2 = add i32 %v10.i.i.2, -595226089
  %v12.i.i.2 = sub i32 %v11.i.i.2, %v10.i.i.2
  %v13.i.i.2 = xor i32 %v12.i.i.2, %v10.i.i.2
  %v14.i.i.2 = shl i32 %v13.i.i.2, 12
  %v15.i.i.2 = add i32 %v14.i.i.2, 1920841285
  %v16.i.i.2 = xor i32 %v15.i.i.2, %v12.i.i.2
  %v17.i.i.2 = sub i32 %v16.i.i.2, 2060247927
  %v18.i.i.2 = and i32 %v17.i.i.2, %v4.i.i.2
  %v19.i.i.2 = mul i32 %v18.i.i.2, %v14.i.i.2
  %v20.i.i.2 = mul i32 %v19.i.i.2, %v10.i.i.2
  %v21.i.i.2 = and i32 %v20.i.i.2, %v13.i.i.2
  %v22.i.i.2 = or i32 %v21.i.i.2, %v16.i.i.2
  %v23.i.i.2 = xor i32 %v22.i.i.2, %v4.i.i.2
  %v24.i.i.2 = xor i32 %v23.i.i.2, %v22.i.i.2
  %t52.i.1 = and i32 %t46.i.1, 32767
  %t53.i.1 = or i32 %t52.i.1, 1
  %t51.i.1 = sdiv i32 %t45.i.1, %t53.i.1
  %t55.i.1 = icmp slt i32 %t51.i.1, %t45.i.1
  %t54.i.1 = select i1 %t55.i.1, i32 %t51.i.1, i32 %t45.i.1
  %t57.i.1 = icmp ne i32 %t45.i.1, %v24.i.i.2
  %t56.i.1 = select i1 %t57.i.1, i32 %t45.i.1, i32 41
  %t58.i.1 = sitofp i32 %t56.i.1 to double
  %t59.i.1 = sitofp i32 %v24.i.i.2 to double
  %t60.i.1 = fmul double %t58.i.1, %t59.i.1
  %t62.i.1 = bitcast double %t60.i.1 to i64
  %t63.i.1 = lshr i64 %t62.i.1, 29
  %t61.i.1 = trunc i64 %t63.i.1 to i32
  %t65.i.1 = or i32 %t51.i.1, 1
  %t64.i.1 = udiv i32 %t51.i.1, %t65.i.1
  %t66.i.1 = call i1 @llvm.nvvm.isspacep.shared(ptr %t41.i.1)
  br i1 %t66.i.1, label %is4.i.1, label %isnot5.i.1

is4.i.1:
  %t67.i.1 = addrspacecast ptr %t41.i.1 to ptr addrspace(3)
  %t68.i.1 = and i32 %t24.i.1, 3
  %t69.i.1 = getelementptr inbounds i32, ptr addrspace(3) %t67.i.1, i32 %t68.i.1
  %t70.i.1 = load i32, ptr addrspace(3) %t69.i.1, align 4
  br label %isjoin6.i.1

isnot5.i.1:
  %t71.i.1 = and i32 %t25.i.1, 3
  %t72.i.1 = getelementptr inbounds i32, ptr %t41.i.1, i32 %t71.i.1
  %t73.i.1 = load i32, ptr %t72.i.1, align 4
  br label %isjoin6.i.1

isjoin6.i.1:
  %t74.i.1 = phi i32 [ %t70.i.1, %is4.i.1 ], [ %t73.i.1, %isnot5.i.1 ]
  %t75.i.1 = addrspacecast ptr addrspace(5) %t8.i.1 to ptr
  %t76.i.1 = insertvalue [5 x i32] zeroinitializer, i32 %t56.i.1, 2
  %t77.i.1 = insertvalue [5 x i32] %t76.i.1, i32 %t74.i.1, 1
  %13 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.1.i.1 = sitofp i32 %t11.i.1 to double
  %v2.i.1.i.1 = sitofp i32 %t25.i.1 to double
  %v3.i.1.i.1 = fsub double %v1.i.1.i.1, %v2.i.1.i.1
  %v5.i.1.i.1 = bitcast double %v3.i.1.i.1 to i64
  %v6.i.1.i.1 = lshr i64 %v5.i.1.i.1, 29
  %v4.i.1.i.1 = trunc i64 %v6.i.1.i.1 to i32
  %v7.i.1.i.1 = and i32 %t11.i.1, 3
  %v8.i.1.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.1.i.1
  %v9.i.1.i.1 = load i32, ptr addrspace(1) %v8.i.1.i.1, align 4
  %v10.i.1.i.1 = mul i32 %t11.i.1, %v4.i.1.i.1
  %v11.i.1.i.1 = add i32 %v10.i.1.i.1, -595226089
  %v12.i.1.i.1 = sub i32 %v11.i.1.i.1, %v10.i.1.i.1
  %v13.i.1.i.1 = xor i32 %v12.i.1.i.1, %v10.i.1.i.1
  %v14.i.1.i.1 = shl i32 %v13.i.1.i.1, 12
  %v15.i.1.i.1 = add i32 %v14.i.1.i.1, 1920841285
  %v16.i.1.i.1 = xor i32 %v15.i.1.i.1, %v12.i.1.i.1
  %v17.i.1.i.1 = sub i32 %v16.i.1.i.1, 2060247927
  %v18.i.1.i.1 = and i32 %v17.i.1.i.1, %v4.i.1.i.1
  %v19.i.1.i.1 = mul i32 %v18.i.1.i.1, %v14.i.1.i.1
  %v20.i.1.i.1 = mul i32 %v19.i.1.i.1, %v10.i.1.i.1
  %v21.i.1.i.1 = and i32 %v20.i.1.i.1, %v13.i.1.i.1
  %v22.i.1.i.1 = or i32 %v21.i.1.i.1, %v16.i.1.i.1
  %v23.i.1.i.1 = xor i32 %v22.i.1.i.1, %v4.i.1.i.1
  %v24.i.1.i.1 = xor i32 %v23.i.1.i.1, %v22.i.1.i.1
  %t79.i.1 = call i1 @llvm.nvvm.isspacep.local(ptr %t41.i.1)
  br i1 %t79.i.1, label %is7.i.1, label %isnot8.i.1

is7.i.1:
  %t80.i.1 = addrspacecast ptr %t41.i.1 to ptr addrspace(5)
  %t81.i.1 = and i32 %v24.i.1.i.1, 3
  %t82.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t80.i.1, i32 %t81.i.1
  %t83.i.1 = load i32, ptr addrspace(5) %t82.i.1, align 4
  br label %isjoin9.i.1

isnot8.i.1:
  %t84.i.1 = and i32 %t61.i.1, 3
  %t85.i.1 = getelementptr inbounds i32, ptr %t41.i.1, i32 %t84.i.1
  %t86.i.1 = load i32, ptr %t85.i.1, align 4
  br label %isjoin9.i.1

isjoin9.i.1:
  %t87.i.1 = phi i32 [ %t83.i.1, %is7.i.1 ], [ %t86.i.1, %isnot8.i.1 ]
  %t88.i.1 = addrspacecast ptr addrspace(5) %t8.i.1 to ptr
  %t89.i.1 = addrspacecast ptr addrspace(3) @sh to ptr
  %t90.i.1 = and i32 1835444423, 3
  %t91.i.1 = insertvalue [7 x i32] zeroinitializer, i32 %t74.i.1, 1
  %t92.i.1 = call i32 @rec1(ptr %t88.i.1, ptr %t89.i.1, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t64.i.1, i32 %v24.i.1.i.1, i32 %t90.i.1, [7 x i32] %t91.i.1)
  %t93.i.1 = addrspacecast ptr addrspace(5) %t8.i.1 to ptr
  %t94.i.1 = and i32 %v24.i.i.2, 3
  %t95.i.1 = insertvalue [7 x i32] zeroinitializer, i32 54, 1
  %t96.i.1 = insertvalue [7 x i32] %t95.i.1, i32 18, 0
  %t97.i.1 = call i32 @rec1(ptr %t93.i.1, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t92.i.1, i32 45, i32 %t94.i.1, [7 x i32] %t96.i.1)
  %t98.i.1 = and i32 %v24.i.i.2, 3
  %t99.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t98.i.1
  %t100.i.1 = load i32, ptr addrspace(5) %t99.i.1, align 4
  %t101.i.1 = call i1 @llvm.nvvm.isspacep.global(ptr %11)
  br i1 %t101.i.1, label %is10.i.1, label %isnot11.i.1

is10.i.1:
  %t103.i.1 = and i32 %t34.i.1, 3
  %t104.i.1 = getelementptr inbounds i32, ptr addrspace(1) %t38.i.1, i32 %t103.i.1
  %t105.i.1 = load i32, ptr addrspace(1) %t104.i.1, align 4
  br label %isjoin12.i.1

isnot11.i.1:
  %t106.i.1 = and i32 %t92.i.1, 3
  %t107.i.1 = getelementptr inbounds i32, ptr addrspace(1) %t38.i.1, i32 %t106.i.1
  %t108.i.1 = load i32, ptr addrspace(1) %t107.i.1, align 4
  br label %isjoin12.i.1

isjoin12.i.1:
  %t109.i.1 = phi i32 [ %t105.i.1, %is10.i.1 ], [ %t108.i.1, %isnot11.i.1 ]
  %t111.i.1 = icmp uge i32 20, %t100.i.1
  %t110.i.1 = select i1 %t111.i.1, i32 20, i32 %t92.i.1
  %t113.i.1 = insertvalue [5 x i32] zeroinitializer, i32 %t109.i.1, 4
  %14 = addrspacecast ptr addrspace(1) %t38.i.1 to ptr
  %v1.i.2.i.1 = sitofp i32 %t97.i.1 to double
  %v2.i.2.i.1 = sitofp i32 %t100.i.1 to double
  %v3.i.2.i.1 = fsub double %v1.i.2.i.1, %v2.i.2.i.1
  %v5.i.2.i.1 = bitcast double %v3.i.2.i.1 to i64
  %v6.i.2.i.1 = lshr i64 %v5.i.2.i.1, 29
  %v4.i.2.i.1 = trunc i64 %v6.i.2.i.1 to i32
  %v7.i.2.i.1 = and i32 %t97.i.1, 3
  %v8.i.2.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %v7.i.2.i.1
  %v9.i.2.i.1 = load i32, ptr addrspace(5) %v8.i.2.i.1, align 4
  %v10.i.2.i.1 = mul i32 %t97.i.1, %v4.i.2.i.1
  %v11.i.2.i.1 = add i32 %v10.i.2.i.1, -595226089
  %v12.i.2.i.1 = sub i32 %v11.i.2.i.1, %v10.i.2.i.1
  %v13.i.2.i.1 = xor i32 %v12.i.2.i.1, %v10.i.2.i.1
  %v14.i.2.i.1 = shl i32 %v13.i.2.i.1, 12
  %v15.i.2.i.1 = add i32 %v14.i.2.i.1, 1920841285
  %v16.i.2.i.1 = xor i32 %v15.i.2.i.1, %v12.i.2.i.1
  %v17.i.2.i.1 = sub i32 %v16.i.2.i.1, 2060247927
  %v18.i.2.i.1 = and i32 %v17.i.2.i.1, %v4.i.2.i.1
  %v19.i.2.i.1 = mul i32 %v18.i.2.i.1, %v14.i.2.i.1
  %v20.i.2.i.1 = mul i32 %v19.i.2.i.1, %v10.i.2.i.1
  %v21.i.2.i.1 = and i32 %v20.i.2.i.1, %v13.i.2.i.1
  %v22.i.2.i.1 = or i32 %v21.i.2.i.1, %v16.i.2.i.1
  %v23.i.2.i.1 = xor i32 %v22.i.2.i.1, %v4.i.2.i.1
  %v24.i.2.i.1 = xor i32 %v23.i.2.i.1, %v22.i.2.i.1
  %t116.i.1 = or i32 %t100.i.1, 1
  %t115.i.1 = urem i32 %t100.i.1, %t116.i.1
  %t117.i.1 = and i32 %t109.i.1, 3
  %t118.i.1 = getelementptr inbounds i32, ptr addrspace(1) %t38.i.1, i32 %t117.i.1
  %t119.i.1 = load i32, ptr addrspace(1) %t118.i.1, align 4
  %t120.i.1 = and i32 %t110.i.1, 3
  %t121.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t120.i.1
  store i32 %v24.i.2.i.1, ptr addrspace(1) %t121.i.1, align 4
  %t122.i.1 = addrspacecast ptr addrspace(4) @c to ptr
  %t123.i.1 = insertvalue [5 x i32] zeroinitializer, i32 %t110.i.1, 1
  %t124.i.1 = insertvalue [5 x i32] %t123.i.1, i32 %t110.i.1, 3
  %15 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i.3.i.1 = sitofp i32 %t87.i.1 to double
  %v2.i.3.i.1 = sitofp i32 %t119.i.1 to double
  %v3.i.3.i.1 = fsub double %v1.i.3.i.1, %v2.i.3.i.1
  %v5.i.3.i.1 = bitcast double %v3.i.3.i.1 to i64
  %v6.i.3.i.1 = lshr i64 %v5.i.3.i.1, 29
  %v4.i.3.i.1 = trunc i64 %v6.i.3.i.1 to i32
  %v7.i.3.i.1 = and i32 %t87.i.1, 3
  %v8.i.3.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.3.i.1
  %v9.i.3.i.1 = load i32, ptr addrspace(1) %v8.i.3.i.1, align 4
  %v10.i.3.i.1 = mul i32 %t87.i.1, %v4.i.3.i.1
  %v11.i.3.i.1 = add i32 %v10.i.3.i.1, -595226089
  %v12.i.3.i.1 = sub i32 %v11.i.3.i.1, %v10.i.3.i.1
  %v13.i.3.i.1 = xor i32 %v12.i.3.i.1, %v10.i.3.i.1
  %v14.i.3.i.1 = shl i32 %v13.i.3.i.1, 12
  %v15.i.3.i.1 = add i32 %v14.i.3.i.1, 1920841285
  %v16.i.3.i.1 = xor i32 %v15.i.3.i.1, %v12.i.3.i.1
  %v17.i.3.i.1 = sub i32 %v16.i.3.i.1, 2060247927
  %v18.i.3.i.1 = and i32 %v17.i.3.i.1, %v4.i.3.i.1
  %v19.i.3.i.1 = mul i32 %v18.i.3.i.1, %v14.i.3.i.1
  %v20.i.3.i.1 = mul i32 %v19.i.3.i.1, %v10.i.3.i.1
  %v21.i.3.i.1 = and i32 %v20.i.3.i.1, %v13.i.3.i.1
  %v22.i.3.i.1 = or i32 %v21.i.3.i.1, %v16.i.3.i.1
  %v23.i.3.i.1 = xor i32 %v22.i.3.i.1, %v4.i.3.i.1
  %v24.i.3.i.1 = xor i32 %v23.i.3.i.1, %v22.i.3.i.1
  %t126.i.1 = icmp ne i32 %t119.i.1, %t34.i.1
  br i1 %t126.i.1, label %then13.i.1, label %else14.i.1

then13.i.1:
  %t127.i.1 = insertvalue [5 x i32] zeroinitializer, i32 %t24.i.1, 2
  %t128.i.1 = insertvalue [5 x i32] %t127.i.1, i32 %t119.i.1, 3
  %16 = addrspacecast ptr addrspace(1) %t38.i.1 to ptr
  %v1.i.4.i.1 = sitofp i32 %t115.i.1 to double
  %v2.i.4.i.1 = sitofp i32 %t115.i.1 to double
  %v3.i.4.i.1 = fsub double %v1.i.4.i.1, %v2.i.4.i.1
  %v5.i.4.i.1 = bitcast double %v3.i.4.i.1 to i64
  %v6.i.4.i.1 = lshr i64 %v5.i.4.i.1, 29
  %v4.i.4.i.1 = trunc i64 %v6.i.4.i.1 to i32
  %v7.i.4.i.1 = and i32 %t115.i.1, 3
  %v8.i.4.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v7.i.4.i.1
  %v9.i.4.i.1 = load i32, ptr addrspace(1) %v8.i.4.i.1, align 4
  %v10.i.4.i.1 = mul i32 %t115.i.1, %v4.i.4.i.1
  %v11.i.4.i.1 = add i32 %v10.i.4.i.1, -595226089
  %v12.i.4.i.1 = sub i32 %v11.i.4.i.1, %v10.i.4.i.1
  %v13.i.4.i.1 = xor i32 %v12.i.4.i.1, %v10.i.4.i.1
  %v14.i.4.i.1 = shl i32 %v13.i.4.i.1, 12
  %v15.i.4.i.1 = add i32 %v14.i.4.i.1, 1920841285
  %v16.i.4.i.1 = xor i32 %v15.i.4.i.1, %v12.i.4.i.1
  %v17.i.4.i.1 = sub i32 %v16.i.4.i.1, 2060247927
  %v18.i.4.i.1 = and i32 %v17.i.4.i.1, %v4.i.4.i.1
  %v19.i.4.i.1 = mul i32 %v18.i.4.i.1, %v14.i.4.i.1
  %v20.i.4.i.1 = mul i32 %v19.i.4.i.1, %v10.i.4.i.1
  %v21.i.4.i.1 = and i32 %v20.i.4.i.1, %v13.i.4.i.1
  %v22.i.4.i.1 = or i32 %v21.i.4.i.1, %v16.i.4.i.1
  %v23.i.4.i.1 = xor i32 %v22.i.4.i.1, %v4.i.4.i.1
  %v24.i.4.i.1 = xor i32 %v23.i.4.i.1, %v22.i.4.i.1
  %t131.i.1 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %t132.i.1 = lshr i64 %t131.i.1, 17
  %t130.i.1 = trunc i64 %t132.i.1 to i32
  %t133.i.1 = addrspacecast ptr addrspace(5) %t8.i.1 to ptr
  %t134.i.1 = addrspacecast ptr addrspace(3) @sh to ptr
  %t135.i.1 = and i32 %t119.i.1, 3
  %t136.i.1 = insertvalue [7 x i32] zeroinitializer, i32 %t119.i.1, 2
  %t137.i.1 = insertvalue [7 x i32] %t136.i.1, i32 %t119.i.1, 1
  %t138.i.1 = insertvalue [7 x i32] %t137.i.1, i32 %t61.i.1, 2
  %t139.i.1 = notail call i32 @rec1(ptr %z78, ptr %t133.i.1, ptr %t134.i.1, i32 %t175.i, i32 %v24.i.3.i.1, i32 %t135.i.1, [7 x i32] %t138.i.1) #7
  %t140.i.1 = sitofp i32 %v24.i.4.i.1 to double
  %t141.i.1 = sitofp i32 %t175.i to double
  %t142.i.1 = fsub double %t140.i.1, %t141.i.1
  %t144.i.1 = bitcast double %t142.i.1 to i64
  %t145.i.1 = lshr i64 %t144.i.1, 29
  %t143.i.1 = trunc i64 %t145.i.1 to i32
  %t146.i.1 = and i32 %v24.i.4.i.1, 3
  %t147.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %t146.i.1
  %t148.i.1 = load i32, ptr addrspace(5) %t147.i.1, align 4
  %t149.i.1 = addrspacecast ptr addrspace(3) @sh to ptr
  %t150.i.1 = and i32 %t139.i.1, 3
  %t151.i.1 = insertvalue [7 x i32] zeroinitializer, i32 14, 3
  %t152.i.1 = insertvalue [7 x i32] %t151.i.1, i32 %t143.i.1, 1
  %t153.i.1 = insertvalue [7 x i32] %t152.i.1, i32 %t148.i.1, 1
  %t154.i.1 = call i32 @rec1(ptr %z78, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %t149.i.1, i32 %t148.i.1, i32 %t143.i.1, i32 %t150.i.1, [7 x i32] %t153.i.1)
  br label %join15.i.1

else14.i.1:
  %t156.i.1 = load volatile i32, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 0), align 4
  %t157.i.1 = call i1 @llvm.nvvm.isspacep.shared(ptr %10)
  br i1 %t157.i.1, label %is16.i.1, label %isnot17.i.1

is16.i.1:
  %t158.i.1 = addrspacecast ptr %10 to ptr addrspace(3)
  %t159.i.1 = and i32 %t109.i.1, 3
  %t160.i.1 = getelementptr inbounds i32, ptr addrspace(3) %t158.i.1, i32 %t159.i.1
  %t161.i.1 = load i32, ptr addrspace(3) %t160.i.1, align 4
  br label %isjoin18.i.1

isnot17.i.1:
  %t162.i.1 = and i32 %t92.i.1, 3
  %t163.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t162.i.1
  %t164.i.1 = load i32, ptr addrspace(1) %t163.i.1, align 4
  br label %isjoin18.i.1

isjoin18.i.1:
  %t165.i.1 = phi i32 [ %t161.i.1, %is16.i.1 ], [ %t164.i.1, %isnot17.i.1 ]
  %t166.i.1 = sitofp i32 %t46.i.1 to double
  %t167.i.1 = sitofp i32 %t109.i.1 to double
  %t168.i.1 = fsub double %t166.i.1, %t167.i.1
  %t170.i.1 = bitcast double %t168.i.1 to i64
  %t171.i.1 = lshr i64 %t170.i.1, 29
  %t169.i.1 = trunc i64 %t171.i.1 to i32
  br label %join15.i.1

join15.i.1:
  %t172.i.1 = phi i32 [ %t87.i.1, %then13.i.1 ], [ %t169.i.1, %isjoin18.i.1 ]
  %t173.i.1 = phi ptr [ %t41.i.1, %then13.i.1 ], [ %t41.i.1, %isjoin18.i.1 ]
  %t174.i.1 = xor i32 %t172.i.1, %t115.i.1
  %t175.i.1 = xor i32 %t174.i.1, %t24.i.1
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i.1)
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
  %z93 = notail call i32 @rec1(ptr %z88, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %z89, i32 %z22, i32 %t175.i, i32 %z90, [7 x i32] %z92)
  br label %join9

join9:
  %z94 = phi i32 [ %t175.i, %then7 ], [ %z93, %else8 ]
  %z95 = phi ptr addrspace(5) [ %z8, %then7 ], [ %z74, %else8 ]
  %z96 = and i32 %t175.i.1, 3
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
  %z113 = insertvalue [7 x i32] zeroinitializer, i32 %t175.i.1, 0
  %z114 = insertvalue [7 x i32] %z113, i32 %z108, 4
  %z115 = notail call i32 @rec1(ptr %z109, ptr %z110, ptr %z111, i32 -1823739576, i32 %z108, i32 %z112, [7 x i32] %z114) #8
  %z117 = and i32 %z103, 31
  %z116 = ashr i32 %z103, %z117
  %z118 = and i32 %z115, 3
  %z119 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z118
  store i32 -1221736201, ptr addrspace(5) %z119, align 4
  %z120 = and i32 %t175.i.1, 3
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
  %z131 = call i32 @rec1(ptr %z126, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %t175.i, i32 %tid, i32 %z127, [7 x i32] %z130)
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

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #2 {
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
  %m24 = notail call i32 @mra3(ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %n, i32 %m23) #9
  %m25 = and i32 %m9, 3
  %m26 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m25
  store i32 %m24, ptr addrspace(1) %m26, align 4
  %m28 = and i32 %m22, 32767
  %m29 = or i32 %m28, 1
  %m27 = sdiv i32 %m22, %m29
  %m30 = addrspacecast ptr addrspace(1) @g to ptr
  %m31 = addrspacecast ptr addrspace(1) %islot to ptr
  %m32 = and i32 %m24, 3
  %0 = addrspacecast ptr addrspace(3) @sh to ptr
  %1 = addrspacecast ptr addrspace(1) @g to ptr
  %w2.i = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %w1.i = load i32, ptr addrspace(1) %w2.i, align 4
  %w3.i = add i32 %w1.i, %m32
  %w4.i = sitofp i32 %w1.i to float
  %w5.i = sitofp i32 %x0 to float
  %w6.i = fsub float %w4.i, %w5.i
  %w7.i = bitcast float %w6.i to i32
  %w8.i = and i32 %x0, 3
  %w9.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w8.i
  %w10.i = load i32, ptr addrspace(1) %w9.i, align 4
  %w11.i = call i1 @llvm.nvvm.isspacep.shared(ptr %0)
  br i1 %w11.i, label %is1.i, label %isnot2.i

is1.i:
  %w13.i = and i32 %w1.i, 3
  %w14.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w13.i
  %w15.i = load i32, ptr addrspace(3) %w14.i, align 4
  br label %isjoin3.i

isnot2.i:
  %w16.i = and i32 %w3.i, 3
  %w17.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w16.i
  %w18.i = load i32, ptr addrspace(3) %w17.i, align 4
  br label %isjoin3.i

isjoin3.i:
  %w19.i = phi i32 [ %w15.i, %is1.i ], [ %w18.i, %isnot2.i ]
  %w20.i = call i32 @llvm.ctpop.i32(i32 %w10.i)
  %w21.i = addrspacecast ptr addrspace(1) @g to ptr
  %w23.i = insertvalue [5 x i32] zeroinitializer, i32 %w19.i, 2
  %2 = addrspacecast ptr addrspace(1) @g to ptr
  %v1.i.i = sitofp i32 %w19.i to double
  %v2.i.i = sitofp i32 %w19.i to double
  %v3.i.i = fsub double %v1.i.i, %v2.i.i
  %v5.i.i = bitcast double %v3.i.i to i64
  %v6.i.i = lshr i64 %v5.i.i, 29
  %v4.i.i = trunc i64 %v6.i.i to i32
  %v7.i.i = and i32 %w19.i, 3
  %v8.i.i = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v7.i.i
  %v9.i.i = load i32, ptr addrspace(3) %v8.i.i, align 4
  %v10.i.i = mul i32 %w19.i, %v4.i.i
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
  %w25.i = and i32 %w19.i, 3
  %w26.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w25.i
  %w27.i = load i32, ptr addrspace(1) %w26.i, align 4
  %w28.i = icmp eq i32 %m32, 0
  br i1 %w28.i, label %base4.i, label %recurse5.i

base4.i:
  br label %rjoin6.i

recurse5.i:
  %w29.i = sub i32 %m32, 1
  %w30.i = call i32 @mra3(ptr %0, ptr %1, ptr %m31, i32 %v24.i.i, i32 %w29.i)
  %w31.i = xor i32 %w30.i, %w20.i
  br label %rjoin6.i

rjoin6.i:
  %w32.i = phi i32 [ %w27.i, %base4.i ], [ %w31.i, %recurse5.i ]
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
  %m45 = sdiv i32 %w32.i, %m47
  %m48 = sitofp i32 %w32.i to float
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
  %m57 = sitofp i32 %w32.i to float
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
  %m77 = addrspacecast ptr addrspace(1) %islot to ptr
  %m78 = insertvalue [5 x i32] zeroinitializer, i32 %m59, 2
  %m79 = insertvalue [5 x i32] %m78, i32 2, 4
  %m80 = insertvalue [5 x i32] %m79, i32 %m59, 4
  %3 = addrspacecast ptr addrspace(1) %m53 to ptr
  %v1.i = sitofp i32 %m54 to double
  %v2.i = sitofp i32 %m52 to double
  %v3.i = fsub double %v1.i, %v2.i
  %v5.i = bitcast double %v3.i to i64
  %v6.i = lshr i64 %v5.i, 29
  %v4.i = trunc i64 %v6.i to i32
  %v7.i = and i32 %m54, 3
  %v8.i = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %v7.i
  %v9.i = load i32, ptr addrspace(5) %v8.i, align 4
  %v10.i = mul i32 %m54, %v4.i
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
  %m99 = xor i32 %m98, %v24.i
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

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { noinline }
attributes #1 = { noinline optnone }
attributes #2 = { alwaysinline }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind "seam-site"="17" }
attributes #8 = { nounwind "seam-site"="26" }
attributes #9 = { nounwind "seam-site"="29" }
