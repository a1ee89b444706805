; launch: @k0 grid=4 block=2 (out=i32[32] zero, in=i32[32] random 2071978522, i32 -1490495532)
; launch: @k1 grid=6 block=1 (out=i32[24] zero, in=i32[24] random 2582309704, i32 1964941591)
; seam-gpu case seed-000001 variant gpucompiler
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$f6 = comdat any

@c = internal addrspace(4) constant [4 x i32] [i32 1078640981, i32 -1021419428, i32 -300853245, i32 -395982754], align 4
@cs = internal addrspace(4) constant { i32, [2 x i32], i16, i64 } { i32 1884175067, [2 x i32] [i32 -1852498938, i32 -1497711408], i16 21010, i64 -2099322870 }, align 8
@gs = internal addrspace(1) global { i32, [64 x i32], i32 } { i32 1006726129, [64 x i32] [i32 1323572709, i32 946288472, i32 -647644313, i32 -1876474534, i32 -1745834951, i32 1174095675, i32 1051924747, i32 -2061982818, i32 868590796, i32 -1706202868, i32 -1014633316, i32 1566564515, i32 -1708240674, i32 778916058, i32 523770550, i32 -534661347, i32 1389790259, i32 1734938611, i32 -1328767415, i32 493717594, i32 -1335714327, i32 -206798264, i32 696893890, i32 2131762574, i32 -603071626, i32 997903280, i32 619124375, i32 -436483346, i32 923891015, i32 -1005491595, i32 491027670, i32 -651718566, i32 -2086106818, i32 191292873, i32 -1742163890, i32 -516683300, i32 296587919, i32 -1917534776, i32 1846310926, i32 -660285476, i32 681025902, i32 1830158726, i32 1211463347, i32 616311475, i32 1566918855, i32 -1813887033, i32 1336042345, i32 -1928854524, i32 160735995, i32 -1177303853, i32 336869290, i32 286484250, i32 1878265840, i32 515228072, i32 1013862397, i32 -1856673771, i32 343736274, i32 1191406045, i32 1463662292, i32 1805246426, i32 284104237, i32 1804947139, i32 350343747, i32 -1242849061], i32 1628776551 }, align 4
@sh = internal addrspace(3) global [16 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4
@taken = internal constant [1 x ptr] [ptr @f0], align 8

define internal ptr @f0([93 x i32] %agg0, ptr %p1, ptr %p2) {
entry:
  %v1 = xor i32 1977382657, 51
  %v3 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %v4 = load i32, ptr addrspace(4) %v3, align 4
  %v5 = sub nsw i16 -32768, -1
  %v6 = zext i16 %v5 to i32
  %v8 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %v7 = load i32, ptr addrspace(1) %v8, align 4
  %v10 = and i32 -1368437673, 31
  %v9 = lshr i32 %v1, %v10
  %v12 = load volatile i16, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2), align 2
  %v11 = sext i16 %v12 to i32
  %v13 = icmp slt i32 %v7, 0
  %v14 = addrspacecast ptr addrspace(3) @sh to ptr
  %v15 = addrspacecast ptr addrspace(4) @c to ptr
  %v16 = select i1 %v13, ptr %v14, ptr %v15
  %v17 = fptrunc double -0.000000e+00 to float
  %v18 = bitcast float %v17 to i32
  %v19 = bitcast i32 %v7 to <2 x i16>
  %v20 = bitcast i32 %v7 to <2 x i16>
  %v21 = add <2 x i16> %v19, %v20
  %v22 = bitcast <2 x i16> %v21 to i32
  %v23 = and i32 %v9, 15
  %v24 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v23
  %v25 = load i32, ptr addrspace(3) %v24, align 4
  ret ptr addrspacecast (ptr addrspace(4) @c to ptr)
}

define internal i32 @f1([6 x i32] %agg0, [91 x i32] %agg1) {
entry:
  %a1 = and i32 1012673092, 3
  %a2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a1
  %a3 = load i32, ptr addrspace(4) %a2, align 4
  %a4 = atomicrmw add ptr addrspace(1) @count, i32 -782987315 monotonic, align 4
  %a6 = and i32 %a3, 31
  %a5 = shl i32 %a3, %a6
  %a7 = icmp slt i32 %a5, 0
  %a8 = addrspacecast ptr addrspace(4) @c to ptr
  %a9 = addrspacecast ptr addrspace(3) @sh to ptr
  %a10 = select i1 %a7, ptr %a8, ptr %a9
  %a11 = and i32 %a3, 3
  %a12 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a11
  %a13 = load i32, ptr addrspace(4) %a12, align 4
  %a14 = call i32 @llvm.abs.i32(i32 %a5, i1 false)
  %a16 = and i32 -139754503, 32767
  %a17 = or i32 %a16, 1
  %a15 = sdiv i32 %a5, %a17
  %a18 = or i32 -853035335, %a14
  %a20 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 2
  %a19 = load volatile i32, ptr addrspace(1) %a20, align 4
  %a21 = icmp slt i32 -976190209, 0
  %a22 = addrspacecast ptr addrspace(3) @sh to ptr
  %a23 = addrspacecast ptr addrspace(4) @c to ptr
  %a24 = select i1 %a21, ptr %a22, ptr %a23
  %a25 = and i32 126466713, 3
  %a26 = getelementptr inbounds i32, ptr %a24, i32 %a25
  %a27 = load i32, ptr %a26, align 4
  %a28 = and i32 %a18, 3
  %a29 = getelementptr inbounds i32, ptr %a24, i32 %a28
  %a30 = load i32, ptr %a29, align 4
  %a31 = and i32 1705828968, 3
  %a32 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a31
  %a33 = load i32, ptr addrspace(4) %a32, align 4
  %a35 = or i32 24, 1
  %a34 = urem i32 %a33, %a35
  %a36 = insertelement <4 x i32> poison, i32 %a13, i64 0
  %a37 = insertelement <4 x i32> %a36, i32 %a30, i64 1
  %a38 = shufflevector <4 x i32> %a37, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 0>
  %a39 = or <4 x i32> %a38, <i32 26, i32 38, i32 20, i32 -3>
  %a40 = extractelement <4 x i32> %a39, i32 2
  %a41 = add i32 %a30, %a34
  %a42 = and i32 %a41, 15
  %a43 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a42
  %a44 = load i32, ptr addrspace(3) %a43, align 4
  %a46 = or i32 %a41, 1
  %a45 = udiv i32 %a34, %a46
  %a47 = and i32 %a44, 3
  %a48 = getelementptr inbounds i32, ptr %a24, i32 %a47
  %a49 = load i32, ptr %a48, align 4
  %a51 = and i32 %a33, 32767
  %a52 = or i32 %a51, 1
  %a50 = srem i32 %a49, %a52
  %a53 = and i32 22, 3
  %a54 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a53
  %a55 = load i32, ptr addrspace(4) %a54, align 4
  %a56 = xor i32 %a55, %a14
  ret i32 %a56
}

define private i32 @f2(ptr %p0, i32 %x1, i32 %x2, [8 x i32] %agg3) #0 {
entry:
  %t2 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 0
  %t1 = load i32, ptr addrspace(1) %t2, align 4
  %t3 = sub i32 %t1, %t1
  %t4 = insertelement <4 x i32> poison, i32 %t1, i64 0
  %t5 = insertelement <4 x i32> %t4, i32 %t1, i64 1
  %t6 = shufflevector <4 x i32> %t5, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 1>
  %t7 = add <4 x i32> %t6, <i32 12, i32 21, i32 4, i32 40>
  %t8 = icmp ne <4 x i32> %t7, %t6
  %t9 = select <4 x i1> %t8, <4 x i32> %t7, <4 x i32> %t6
  %t11 = and i32 %t3, 3
  %t10 = extractelement <4 x i32> %t9, i32 %t11
  %t12 = sitofp i32 %t1 to float
  %t13 = sitofp i32 %t3 to float
  %t14 = fsub float %t12, %t13
  %t15 = bitcast float %t14 to i32
  %t16 = and i32 %t15, 3
  %t17 = getelementptr inbounds i32, ptr %p0, i32 %t16
  %t18 = load i32, ptr %t17, align 4
  %t19 = and i32 42, 3
  %t20 = getelementptr inbounds i32, ptr %p0, i32 %t19
  %t21 = load i32, ptr %t20, align 4
  %t22 = and i32 %t21, 3
  %t23 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t22
  %t24 = load i32, ptr addrspace(4) %t23, align 4
  %t25 = uitofp i16 1 to float
  %t26 = bitcast float %t25 to i32
  %t27 = sitofp i32 %t18 to float
  %t28 = sitofp i32 %t3 to float
  %t29 = fmul float %t27, %t28
  %t30 = bitcast float %t29 to i32
  %t31 = sitofp i32 %t30 to float
  %t32 = sitofp i32 185273435 to float
  %t33 = fsub float %t31, %t32
  %t34 = bitcast float %t33 to i32
  %t35 = and i32 %t3, 3
  %t36 = getelementptr inbounds i32, ptr %p0, i32 %t35
  %t37 = load i32, ptr %t36, align 4
  %t38 = and i32 %t30, 3
  %t39 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t38
  %t40 = load i32, ptr addrspace(4) %t39, align 4
  %t41 = insertelement <4 x i32> poison, i32 %t40, i64 0
  %t42 = insertelement <4 x i32> %t41, i32 1, i64 1
  %t43 = shufflevector <4 x i32> %t42, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 1>
  %t44 = add <4 x i32> %t43, <i32 2, i32 31, i32 9, i32 25>
  %t45 = icmp eq <4 x i32> %t44, %t43
  %t46 = select <4 x i1> %t45, <4 x i32> %t44, <4 x i32> %t43
  %t48 = and i32 %t34, 3
  %t47 = extractelement <4 x i32> %t46, i32 %t48
  %t49 = and i32 %t37, 3
  %t50 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t49
  %t51 = load i32, ptr addrspace(4) %t50, align 4
  %t52 = xor i32 %t51, %t40
  ret i32 %t52
}

define weak i32 @f3(i32 %x0, [92 x i32] %agg1, i32 %x2, [3 x i32] %agg3) {
entry:
  %q1 = insertelement <4 x i32> poison, i32 %x2, i64 0
  %q2 = insertelement <4 x i32> %q1, i32 %x0, i64 1
  %q3 = shufflevector <4 x i32> %q2, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 0>
  %q4 = mul <4 x i32> %q3, <i32 25, i32 3, i32 20, i32 45>
  %q6 = and i32 %x0, 3
  %q5 = extractelement <4 x i32> %q4, i32 %q6
  %q7 = xor i32 %x2, %q5
  %q8 = sitofp i32 %x2 to float
  %q9 = sitofp i32 %q7 to float
  %q10 = fadd float %q8, %q9
  %q11 = bitcast float %q10 to i32
  %q12 = and i32 %q5, 15
  %q13 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q12
  %q14 = load i32, ptr addrspace(3) %q13, align 4
  %q15 = and i32 %x0, 15
  %q16 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q15
  %q17 = load i32, ptr addrspace(3) %q16, align 4
  %q18 = call i32 @llvm.abs.i32(i32 %q11, i1 false)
  %q20 = load volatile i16, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 2), align 2
  %q19 = sext i16 %q20 to i32
  %q21 = call i32 @llvm.ctpop.i32(i32 %q17)
  %q22 = and i32 22, 15
  %q23 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q22
  %q24 = load i32, ptr addrspace(3) %q23, align 4
  %q25 = and i32 %q11, 15
  %q26 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q25
  %q27 = load i32, ptr addrspace(3) %q26, align 4
  %q28 = and i32 %q21, 15
  %q29 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %q28
  %q30 = load i32, ptr addrspace(3) %q29, align 4
  %q32 = or i32 %x0, 1
  %q31 = udiv i32 %q21, %q32
  %q33 = xor i32 %q31, %q24
  ret i32 %q33
}

define internal ptr @f4(ptr %p0, ptr %p1) {
entry:
  %w1 = call i32 @llvm.ctpop.i32(i32 1673437117)
  %w2 = and i32 %w1, 1
  %w3 = getelementptr inbounds i32, ptr %p0, i32 %w2
  %w4 = load i32, ptr %w3, align 4
  %w5 = sitofp i32 %w1 to double
  %w6 = sitofp i32 38 to double
  %w7 = fadd double %w5, %w6
  %w9 = bitcast double %w7 to i64
  %w10 = lshr i64 %w9, 29
  %w8 = trunc i64 %w10 to i32
  %w11 = call i32 @llvm.umin.i32(i32 %w4, i32 %w1)
  %w12 = insertelement <4 x i32> poison, i32 %w1, i64 0
  %w13 = insertelement <4 x i32> %w12, i32 %w4, i64 1
  %w14 = shufflevector <4 x i32> %w13, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %w15 = add <4 x i32> %w14, <i32 9, i32 49, i32 10, i32 48>
  %w16 = extractelement <4 x i32> %w15, i32 3
  %w17 = mul i32 %w11, %w8
  %w19 = and i32 6, 32767
  %w20 = or i32 %w19, 1
  %w18 = sdiv i32 %w1, %w20
  %w21 = sitofp i32 -1015418662 to float
  %w22 = sitofp i32 %w18 to float
  %w23 = fsub float %w21, %w22
  %w24 = bitcast float %w23 to i32
  %w25 = insertelement <4 x i32> poison, i32 %w18, i64 0
  %w26 = insertelement <4 x i32> %w25, i32 %w17, i64 1
  %w27 = shufflevector <4 x i32> %w26, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %w28 = xor <4 x i32> %w27, <i32 43, i32 48, i32 30, i32 4>
  %w30 = and i32 %w18, 3
  %w29 = extractelement <4 x i32> %w28, i32 %w30
  %w32 = and i32 %w18, 32767
  %w33 = or i32 %w32, 1
  %w31 = sdiv i32 %w29, %w33
  %w34 = icmp slt i32 %w31, 0
  %w35 = addrspacecast ptr addrspace(4) @c to ptr
  %w36 = select i1 %w34, ptr %p0, ptr %w35
  %w38 = load i64, ptr addrspace(4) getelementptr inbounds ({ i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3), align 8
  %w39 = lshr i64 %w38, 17
  %w37 = trunc i64 %w39 to i32
  %w42 = and i32 %w37, 63
  %w41 = getelementptr inbounds { i32, [64 x i32], i32 }, ptr addrspace(1) @gs, i64 0, i32 1, i32 %w42
  %w40 = load i32, ptr addrspace(1) %w41, align 4
  %w43 = insertelement <4 x i32> poison, i32 %w31, i64 0
  %w44 = insertelement <4 x i32> %w43, i32 %w40, i64 1
  %w45 = shufflevector <4 x i32> %w44, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  %w46 = mul <4 x i32> %w45, <i32 -6, i32 52, i32 5, i32 14>
  %w47 = icmp ugt <4 x i32> %w46, %w45
  %w48 = select <4 x i1> %w47, <4 x i32> %w46, <4 x i32> %w45
  %w50 = and i32 %w31, 3
  %w49 = extractelement <4 x i32> %w48, i32 %w50
  %w51 = icmp ugt i32 55, 1
  %w52 = zext i1 %w51 to i32
  %w53 = icmp ule i64 41, 41
  %w54 = zext i1 %w53 to i32
  %w55 = and i32 %w54, %w52
  %w56 = sitofp i32 %w31 to float
  %w57 = sitofp i32 %w49 to float
  %w58 = fmul float %w56, %w57
  %w59 = bitcast float %w58 to i32
  %w60 = icmp ugt i32 %w59, 7
  %w61 = select i1 %w60, ptr %p1, ptr %p1
  ret ptr %w61
}

define weak i32 @f5(ptr %p0, i32 %x1, i32 %x2) {
entry:
  %z1 = insertvalue [93 x i32] zeroinitializer, i32 %x2, 10
  %z2 = addrspacecast ptr addrspace(4) @c to ptr
  %z3 = addrspacecast ptr addrspace(4) @c to ptr
  %z4 = notail call ptr @f0([93 x i32] %z1, ptr %z2, ptr %z3) #3
  %z5 = bitcast i32 %x2 to <2 x i16>
  %z6 = bitcast i32 %x2 to <2 x i16>
  %z7 = mul <2 x i16> %z5, %z6
  %z8 = bitcast <2 x i16> %z7 to i32
  %z9 = insertvalue [6 x i32] zeroinitializer, i32 %z8, 1
  %z10 = insertvalue [91 x i32] zeroinitializer, i32 %z8, 5
  %z11 = call i32 @f1([6 x i32] %z9, [91 x i32] %z10)
  %z12 = insertvalue [92 x i32] zeroinitializer, i32 %x2, 7
  %z13 = insertvalue [3 x i32] zeroinitializer, i32 %x2, 1
  %z14 = insertvalue [3 x i32] %z13, i32 %z11, 1
  %z15 = notail call i32 @f3(i32 %x1, [92 x i32] %z12, i32 %z8, [3 x i32] %z14) #4
  %z16 = and i32 %z8, 1
  %z17 = getelementptr inbounds i32, ptr %p0, i32 %z16
  %z18 = load i32, ptr %z17, align 4
  %z19 = add i8 -37, -128
  %z20 = zext i8 %z19 to i32
  %z22 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 0
  %z23 = load i32, ptr addrspace(4) %z22, align 4
  %z24 = sitofp i32 %z15 to float
  %z25 = sitofp i32 41 to float
  %z26 = fadd float %z24, %z25
  %z27 = bitcast float %z26 to i32
  %z28 = notail call ptr @f4(ptr %p0, ptr %z4) #5
  %z29 = addrspacecast ptr addrspace(3) @sh to ptr
  %z30 = call ptr @f4(ptr %p0, ptr %z29)
  %z31 = and i32 %z23, 1
  %z32 = getelementptr inbounds i32, ptr %p0, i32 %z31
  %z33 = load i32, ptr %z32, align 4
  %z34 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 0
  %z35 = addrspacecast ptr addrspace(3) %z34 to ptr
  %z36 = notail call ptr @f4(ptr %p0, ptr %z35)
  %z37 = call i32 @llvm.umin.i32(i32 %z23, i32 %z33)
  %z38 = mul i32 %x1, %z33
  %z39 = insertvalue [93 x i32] zeroinitializer, i32 %z37, 66
  %z40 = insertvalue [93 x i32] %z39, i32 -1315400963, 36
  %z41 = addrspacecast ptr addrspace(4) @c to ptr
  %z42 = call ptr @f0([93 x i32] %z40, ptr %z4, ptr %z41)
  %z43 = sitofp i32 -1115821838 to double
  %z44 = sitofp i32 -7 to double
  %z45 = fadd double %z43, %z44
  %z47 = bitcast double %z45 to i64
  %z48 = lshr i64 %z47, 29
  %z46 = trunc i64 %z48 to i32
  %z49 = fcmp ole double 3.000000e+00, 0x7FF8000000000000
  %z50 = zext i1 %z49 to i32
  %z52 = and i32 %z37, 31
  %z51 = shl i32 %z11, %z52
  %z53 = and i32 %z38, 1
  %z54 = getelementptr inbounds i32, ptr %z28, i32 %z53
  %z55 = load i32, ptr %z54, align 4
  %z56 = atomicrmw add ptr addrspace(1) @count, i32 %z50 monotonic, align 4
  %z57 = xor i32 %z55, %z50
  ret i32 %z57
}

define linkonce_odr void @f6() comdat {
entry:
  %m1 = and i32 -5, 53
  %m2 = sitofp i32 -892340163 to double
  %m3 = sitofp i32 %m1 to double
  %m4 = fmul double %m2, %m3
  %m6 = bitcast double %m4 to i64
  %m7 = lshr i64 %m6, 29
  %m5 = trunc i64 %m7 to i32
  %m8 = addrspacecast ptr addrspace(3) @sh to ptr
  %m9 = insertvalue [8 x i32] zeroinitializer, i32 %m1, 5
  %m10 = insertvalue [8 x i32] %m9, i32 %m1, 5
  %m11 = call i32 @f2(ptr %m8, i32 %m5, i32 %m1, [8 x i32] %m10) #6
  %m12 = and i32 %m5, 3
  %m13 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m12
  %m14 = load i32, ptr addrspace(4) %m13, align 4
  %m16 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 3
  %m17 = load i64, ptr addrspace(4) %m16, align 8
  %m18 = lshr i64 %m17, 17
  %m15 = trunc i64 %m18 to i32
  %m20 = icmp slt i32 %m11, %m15
  %m19 = select i1 %m20, i32 %m11, i32 %m11
  %m21 = and i32 %m14, 15
  %m22 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %m21
  %m23 = load i32, ptr addrspace(3) %m22, align 4
  %m24 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 2
  %m25 = addrspacecast ptr addrspace(4) %m24 to ptr
  %m26 = call i32 @f5(ptr %m25, i32 %m14, i32 %m15)
  %m27 = insertelement <4 x i32> poison, i32 %m5, i64 0
  %m28 = insertelement <4 x i32> %m27, i32 %m15, i64 1
  %m29 = shufflevector <4 x i32> %m28, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  %m30 = sub <4 x i32> %m29, <i32 39, i32 43, i32 16, i32 46>
  %m31 = icmp eq <4 x i32> %m30, %m29
  %m32 = select <4 x i1> %m31, <4 x i32> %m30, <4 x i32> %m29
  %m33 = extractelement <4 x i32> %m32, i32 2
  %m35 = getelementptr inbounds { i32, [2 x i32], i16, i64 }, ptr addrspace(4) @cs, i64 0, i32 1, i32 1
  %m36 = load volatile i32, ptr addrspace(4) %m35, align 4
  ret void
}

define internal ptr @f7(ptr addrspace(3) %p0, i32 %x1, i32 %x2) {
conversion:
  %0 = addrspacecast ptr addrspace(3) %p0 to ptr
  br label %entry

entry:
  %h1 = and i32 %x2, 3
  %h2 = getelementptr inbounds i32, ptr addrspace(3) %p0, i32 %h1
  %h3 = load i32, ptr addrspace(3) %h2, align 4
  %h4 = insertelement <4 x i32> poison, i32 %x1, i64 0
  %h5 = insertelement <4 x i32> %h4, i32 %h3, i64 1
  %h6 = shufflevector <4 x i32> %h5, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 0>
  %h7 = mul <4 x i32> %h6, <i32 25, i32 32, i32 38, i32 47>
  %h8 = icmp ugt <4 x i32> %h7, %h6
  %h9 = select <4 x i1> %h8, <4 x i32> %h7, <4 x i32> %h6
  %h10 = extractelement <4 x i32> %h9, i32 1
  %h11 = insertelement <4 x i32> poison, i32 %x1, i64 0
  %h12 = insertelement <4 x i32> %h11, i32 %x2, i64 1
  %h13 = shufflevector <4 x i32> %h12, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %h14 = add <4 x i32> %h13, <i32 49, i32 34, i32 1, i32 -4>
  %h15 = icmp ne <4 x i32> %h14, %h13
  %h16 = select <4 x i1> %h15, <4 x i32> %h14, <4 x i32> %h13
  %h17 = extractelement <4 x i32> %h16, i32 2
  %h18 = sitofp i32 %x2 to double
  %h19 = sitofp i32 %h3 to double
  %h20 = fmul double %h18, %h19
  %h22 = bitcast double %h20 to i64
  %h23 = lshr i64 %h22, 29
  %h21 = trunc i64 %h23 to i32
  ret ptr %0
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %sv = mul i32 %si, -1252581117
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = insertelement <4 x i32> poison, i32 %x0, i64 0
  %v2 = insertelement <4 x i32> %v1, i32 %n, i64 1
  %v3 = shufflevector <4 x i32> %v2, <4 x i32> poison, <4 x i32> zeroinitializer
  %v4 = mul <4 x i32> %v3, <i32 22, i32 42, i32 56, i32 47>
  %v5 = icmp ugt <4 x i32> %v4, %v3
  %v6 = select <4 x i1> %v5, <4 x i32> %v4, <4 x i32> %v3
  %v8 = and i32 %tid, 3
  %v7 = extractelement <4 x i32> %v6, i32 %v8
  %v9 = and i32 646105635, 3
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v9
  %v11 = load i32, ptr addrspace(1) %v10, align 4
  %v13 = load i32, ptr addrspace(4) @cs, align 4
  %v14 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 4
  %v16 = call ptr @f7(ptr addrspace(3) %v14, i32 %v7, i32 769370594)
  %v17 = and i32 %v7, 3
  %v18 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v17
  %v19 = load i32, ptr addrspace(4) %v18, align 4
  %v20 = and i32 %v11, 3
  %v21 = getelementptr inbounds i32, ptr %v16, i32 %v20
  %v22 = load i32, ptr %v21, align 4
  %v23 = sub i32 -1509480924, %v22
  %v24 = and i32 %v11, 3
  %v25 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v24
  store i32 %v23, ptr addrspace(1) %v25, align 4
  %v27 = and i32 %v22, 31
  %v26 = ashr i32 %v13, %v27
  %v29 = and i32 %v23, 31
  %v28 = ashr i32 %v26, %v29
  %v30 = and i32 %v11, 3
  %v31 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v30
  %v32 = load i32, ptr addrspace(4) %v31, align 4
  %v34 = and i32 %v26, 31
  %v33 = lshr i32 %v26, %v34
  %v36 = and i32 56, 31
  %v35 = ashr i32 1, %v36
  %v37 = insertvalue [93 x i32] zeroinitializer, i32 %x0, 41
  %v38 = insertvalue [93 x i32] %v37, i32 %v13, 50
  %v39 = insertvalue [93 x i32] %v38, i32 %v22, 38
  %v40 = addrspacecast ptr addrspace(4) @c to ptr
  %v41 = addrspacecast ptr addrspace(4) @c to ptr
  %v42 = call ptr @f0([93 x i32] %v39, ptr %v40, ptr %v41) #7
  %v43 = and i32 %v33, 3
  %v44 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v43
  store i32 %v19, ptr addrspace(1) %v44, align 4
  %v45 = and i32 %v33, 3
  %v46 = getelementptr inbounds i32, ptr %v16, i32 %v45
  %v47 = load i32, ptr %v46, align 4
  %v48 = icmp slt i32 %v47, 0
  %v49 = addrspacecast ptr addrspace(1) %slot to ptr
  %v50 = addrspacecast ptr addrspace(4) @c to ptr
  %v51 = select i1 %v48, ptr %v49, ptr %v50
  %v52 = addrspacecast ptr addrspace(4) @c to ptr
  %v53 = insertvalue [8 x i32] zeroinitializer, i32 %v47, 4
  %v54 = call i32 @f2(ptr %v52, i32 %v35, i32 %v35, [8 x i32] %v53)
  %v56 = and i32 %v54, 31
  %v55 = shl i32 %v33, %v56
  %v57 = xor i32 %x0, %v55
  %v58 = xor i32 %v57, %v54
  %v59 = xor i32 %v58, %v47
  %v60 = xor i32 %v59, %v35
  store i32 %v60, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %sv = mul i32 %si, 709233349
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  notail call void @f6()
  %a1 = atomicrmw add ptr addrspace(1) @count, i32 %x0 monotonic, align 4
  %a2 = and i32 %tid, 15
  %a3 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a2
  %a4 = load i32, ptr addrspace(3) %a3, align 4
  %a5 = and i32 %tid, 3
  %a6 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a5
  %a7 = load i32, ptr addrspace(4) %a6, align 4
  %a8 = insertvalue [6 x i32] zeroinitializer, i32 %x0, 0
  %a9 = insertvalue [91 x i32] zeroinitializer, i32 %tid, 77
  %a10 = insertvalue [91 x i32] %a9, i32 %tid, 86
  %a11 = insertvalue [91 x i32] %a10, i32 %tid, 28
  %a12 = call i32 @f1([6 x i32] %a8, [91 x i32] %a11) #8
  %a13 = and i32 %a12, 15
  %a14 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a13
  %a15 = load i32, ptr addrspace(3) %a14, align 4
  %a16 = xor i32 %x0, %a15
  %a17 = xor i32 %a16, %a12
  %a18 = xor i32 %a17, %a7
  %a19 = xor i32 %a18, %a4
  store i32 %a19, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %sv = mul i32 %si, 101235133
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = atomicrmw add ptr addrspace(1) @count, i32 %tid monotonic, align 4
  %t2 = ashr i32 1, 3
  %t3 = insertvalue [92 x i32] zeroinitializer, i32 %n, 10
  %t4 = insertvalue [3 x i32] zeroinitializer, i32 %tid, 0
  %t5 = insertvalue [3 x i32] %t4, i32 %tid, 2
  %t6 = call i32 @f3(i32 %x0, [92 x i32] %t3, i32 %tid, [3 x i32] %t5) #9
  %t7 = insertvalue [93 x i32] zeroinitializer, i32 15, 64
  %t8 = insertvalue [93 x i32] %t7, i32 %tid, 57
  %t9 = addrspacecast ptr addrspace(1) %slot to ptr
  %t10 = addrspacecast ptr addrspace(4) @c to ptr
  %t11 = call ptr @f0([93 x i32] %t8, ptr %t9, ptr %t10)
  %t12 = xor i32 %x0, %t6
  %t13 = xor i32 %t12, %t2
  %t14 = xor i32 %t13, %tid
  %t15 = xor i32 %t14, %x0
  store i32 %t15, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare i32 @llvm.ctpop.i32(i32) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.umin.i32(i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { noinline "nooutline" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "seam-site"="1" }
attributes #4 = { nounwind "seam-site"="3" }
attributes #5 = { nounwind "seam-site"="4" }
attributes #6 = { nounwind "seam-site"="8" }
attributes #7 = { nounwind "seam-site"="11" }
attributes #8 = { nounwind "seam-site"="14" }
attributes #9 = { nounwind "seam-site"="15" }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
