; launch: @k0 grid=4 block=1 (out=i32[16] zero, in=i32[16] random 1047556025, i32 -1210686127)
; launch: @k1 grid=4 block=1 (out=i32[16] zero, in=i32[16] random 1495542005, i32 -1688287794)
; launch: @k2 grid=1 block=4 (out=i32[16] zero, in=i32[16] random 558164930, i32 709866187)
; seam-gpu case seed-000130 variant lto-thin
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = hidden addrspace(1) global [4 x i32] [i32 -1520739850, i32 -405140149, i32 -1113552334, i32 -148201039], align 4
@count = hidden addrspace(1) global i32 0, align 4

define dso_local i32 @rec0(ptr %p0, ptr %p1, i32 %x2, i32 %x3, i32 %depth, ptr align 4 byval([88 x i32]) %bv5) {
entry:
  %v1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %v2 = phi i32 [ 0, %entry ], [ %v3, %lfill2 ]
  %v4 = icmp ult i32 %v2, 4
  br i1 %v4, label %lfill2, label %ldone3

lfill2:
  %v5 = mul i32 %v2, 2024905663
  %v6 = xor i32 %v5, %depth
  %v7 = getelementptr inbounds [4 x i32], ptr %v1, i32 0, i32 %v2
  store i32 %v6, ptr %v7, align 4
  %v3 = add nuw nsw i32 %v2, 1
  br label %linit1

ldone3:
  %v8 = addrspacecast ptr %v1 to ptr addrspace(5)
  %v9 = and i32 %x3, 3
  %v10 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v9
  %v11 = load i32, ptr addrspace(5) %v10, align 4
  %v12 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %v12, label %is4, label %isnot5

is4:
  %v13 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v14 = and i32 %x3, 3
  %v15 = getelementptr inbounds i32, ptr addrspace(1) %v13, i32 %v14
  %v16 = load i32, ptr addrspace(1) %v15, align 4
  br label %isjoin6

isnot5:
  %v17 = and i32 %x3, 3
  %v18 = getelementptr inbounds i32, ptr %p0, i32 %v17
  %v19 = load i32, ptr %v18, align 4
  br label %isjoin6

isjoin6:
  %v20 = phi i32 [ %v16, %is4 ], [ %v19, %isnot5 ]
  %v21 = and i32 %depth, 3
  %v22 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v21
  store i32 %v20, ptr addrspace(5) %v22, align 4
  %v23 = and i32 %v20, 3
  %v24 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v23
  %v25 = load i32, ptr addrspace(1) %v24, align 4
  %v26 = mul i32 %v25, %v20
  %v27 = and i32 %v11, 3
  %v28 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v27
  %v29 = load i32, ptr addrspace(1) %v28, align 4
  %v30 = and i32 %v26, -2131926671
  %v31 = atomicrmw add ptr addrspace(1) @count, i32 %v30 monotonic, align 4
  br label %loop7

loop7:
  %v32 = phi i32 [ 0, %isjoin6 ], [ %v34, %isjoin18 ]
  %v33 = phi i32 [ %depth, %isjoin6 ], [ %v35, %isjoin18 ]
  %v36 = icmp ult i32 %v32, 29
  br i1 %v36, label %body8, label %exit9

body8:
  %v37 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %v37, label %is10, label %isnot11

is10:
  %v38 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v39 = and i32 %v30, 3
  %v40 = getelementptr inbounds i32, ptr addrspace(1) %v38, i32 %v39
  %v41 = load i32, ptr addrspace(1) %v40, align 4
  br label %isjoin12

isnot11:
  %v42 = and i32 -98981487, 3
  %v43 = getelementptr inbounds i32, ptr %p0, i32 %v42
  %v44 = load i32, ptr %v43, align 4
  br label %isjoin12

isjoin12:
  %v45 = phi i32 [ %v41, %is10 ], [ %v44, %isnot11 ]
  %v46 = mul i32 %v33, %v30
  %v47 = call i1 @llvm.nvvm.isspacep.global(ptr %p1)
  br i1 %v47, label %is13, label %isnot14

is13:
  %v48 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v49 = and i32 %v29, 3
  %v50 = getelementptr inbounds i32, ptr addrspace(1) %v48, i32 %v49
  %v51 = load i32, ptr addrspace(1) %v50, align 4
  br label %isjoin15

isnot14:
  %v52 = and i32 %v25, 3
  %v53 = getelementptr inbounds i32, ptr %p1, i32 %v52
  %v54 = load i32, ptr %v53, align 4
  br label %isjoin15

isjoin15:
  %v55 = phi i32 [ %v51, %is13 ], [ %v54, %isnot14 ]
  %v56 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %v56, label %is16, label %isnot17

is16:
  %v57 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v58 = and i32 %v46, 3
  %v59 = getelementptr inbounds i32, ptr addrspace(1) %v57, i32 %v58
  %v60 = load i32, ptr addrspace(1) %v59, align 4
  br label %isjoin18

isnot17:
  %v61 = and i32 %v11, 3
  %v62 = getelementptr inbounds i32, ptr %p0, i32 %v61
  %v63 = load i32, ptr %v62, align 4
  br label %isjoin18

isjoin18:
  %v64 = phi i32 [ %v60, %is16 ], [ %v63, %isnot17 ]
  %v35 = add i32 %v33, %v64
  %v34 = add nuw nsw i32 %v32, 1
  br label %loop7

exit9:
  %v65 = icmp eq i32 %depth, 0
  br i1 %v65, label %base19, label %recurse20

base19:
  br label %rjoin21

recurse20:
  %v66 = sub i32 %depth, 1
  %v67 = call i32 @rec0(ptr %p0, ptr %p1, i32 %v20, i32 873380661, i32 %v66, ptr align 4 byval([88 x i32]) %bv5)
  %v68 = xor i32 %v67, %v33
  br label %rjoin21

rjoin21:
  %v69 = phi i32 [ %v30, %base19 ], [ %v68, %recurse20 ]
  ret i32 %v69
}

define hidden [37 x i32] @f1(i64 %rdoimage0, ptr %p1, ptr %p2, ptr align 4 byval([42 x i32]) %bv3) #0 {
entry:
  %a1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 4
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -288493249
  %a6 = xor i32 %a5, 1738082391
  %a7 = getelementptr inbounds [4 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a10 = icmp ult i32 1715945790, 44
  %a9 = select i1 %a10, i32 1715945790, i32 -1828395667
  %a12 = or i32 %a9, 1
  %a11 = urem i32 %a9, %a12
  %a14 = or i32 %a9, 1
  %a13 = udiv i32 %a9, %a14
  %a15 = atomicrmw add ptr addrspace(1) @count, i32 %a9 monotonic, align 4
  %a16 = and i32 %a13, %a11
  %a17 = atomicrmw add ptr addrspace(1) @count, i32 %a13 monotonic, align 4
  %a18 = or i32 -866729665, %a16
  %a19 = call i1 @llvm.nvvm.isspacep.shared(ptr %p2)
  br i1 %a19, label %is4, label %isnot5

is4:
  %a20 = addrspacecast ptr %p2 to ptr addrspace(3)
  %a21 = and i32 %a18, 3
  %a22 = getelementptr inbounds i32, ptr addrspace(3) %a20, i32 %a21
  %a23 = load i32, ptr addrspace(3) %a22, align 4
  br label %isjoin6

isnot5:
  %a24 = and i32 %a18, 3
  %a25 = getelementptr inbounds i32, ptr %p2, i32 %a24
  %a26 = load i32, ptr %a25, align 4
  br label %isjoin6

isjoin6:
  %a27 = phi i32 [ %a23, %is4 ], [ %a26, %isnot5 ]
  %a28 = and i32 %a18, 3
  %a29 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a28
  store i32 758828954, ptr addrspace(5) %a29, align 4
  %a30 = and i32 %a16, 3
  %a31 = getelementptr inbounds i32, ptr %p1, i32 %a30
  %a32 = load i32, ptr %a31, align 4
  %a33 = call i1 @llvm.nvvm.isspacep.local(ptr %p2)
  br i1 %a33, label %is7, label %isnot8

is7:
  %a34 = addrspacecast ptr %p2 to ptr addrspace(5)
  %a35 = and i32 %a27, 3
  %a36 = getelementptr inbounds i32, ptr addrspace(5) %a34, i32 %a35
  %a37 = load i32, ptr addrspace(5) %a36, align 4
  br label %isjoin9

isnot8:
  %a38 = and i32 %a27, 3
  %a39 = getelementptr inbounds i32, ptr %p2, i32 %a38
  %a40 = load i32, ptr %a39, align 4
  br label %isjoin9

isjoin9:
  %a41 = phi i32 [ %a37, %is7 ], [ %a40, %isnot8 ]
  %a42 = atomicrmw add ptr addrspace(1) @count, i32 %a32 monotonic, align 4
  %a44 = icmp ult i32 %a18, %a11
  %a43 = select i1 %a44, i32 %a18, i32 %a32
  %a45 = and i32 %a41, 3
  %a46 = getelementptr inbounds i32, ptr %p1, i32 %a45
  store i32 %a32, ptr %a46, align 4
  br label %loop10

loop10:
  %a47 = phi i32 [ 0, %isjoin9 ], [ %a49, %isjoin24 ]
  %a48 = phi i32 [ %a43, %isjoin9 ], [ %a50, %isjoin24 ]
  %a51 = icmp ult i32 %a47, 11
  br i1 %a51, label %body11, label %exit12

body11:
  %a53 = and i32 %a47, 32767
  %a54 = or i32 %a53, 1
  %a52 = sdiv i32 %a41, %a54
  %a56 = or i32 %a52, 1
  %a55 = udiv i32 %a43, %a56
  br label %loop13

loop13:
  %a57 = phi i32 [ 0, %body11 ], [ %a59, %isjoin21 ]
  %a58 = phi i32 [ %a52, %body11 ], [ %a60, %isjoin21 ]
  %a61 = icmp ult i32 %a57, 13
  br i1 %a61, label %body14, label %exit15

body14:
  %a62 = xor i32 %a52, %a52
  %a63 = call i1 @llvm.nvvm.isspacep.global(ptr %p2)
  br i1 %a63, label %is16, label %isnot17

is16:
  %a64 = addrspacecast ptr %p2 to ptr addrspace(1)
  %a65 = and i32 %a57, 3
  %a66 = getelementptr inbounds i32, ptr addrspace(1) %a64, i32 %a65
  %a67 = load i32, ptr addrspace(1) %a66, align 4
  br label %isjoin18

isnot17:
  %a68 = and i32 %a57, 3
  %a69 = getelementptr inbounds i32, ptr %p2, i32 %a68
  %a70 = load i32, ptr %a69, align 4
  br label %isjoin18

isjoin18:
  %a71 = phi i32 [ %a67, %is16 ], [ %a70, %isnot17 ]
  %a72 = call i1 @llvm.nvvm.isspacep.global(ptr %p2)
  br i1 %a72, label %is19, label %isnot20

is19:
  %a73 = addrspacecast ptr %p2 to ptr addrspace(1)
  %a74 = and i32 852487975, 3
  %a75 = getelementptr inbounds i32, ptr addrspace(1) %a73, i32 %a74
  %a76 = load i32, ptr addrspace(1) %a75, align 4
  br label %isjoin21

isnot20:
  %a77 = and i32 %a71, 3
  %a78 = getelementptr inbounds i32, ptr %p2, i32 %a77
  %a79 = load i32, ptr %a78, align 4
  br label %isjoin21

isjoin21:
  %a80 = phi i32 [ %a76, %is19 ], [ %a79, %isnot20 ]
  %a60 = add i32 %a58, %a80
  %a59 = add nuw nsw i32 %a57, 1
  br label %loop13

exit15:
  %a81 = and i32 %a48, 3
  %a82 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a81
  %a83 = load i32, ptr addrspace(5) %a82, align 4
  %a84 = atomicrmw add ptr addrspace(1) @count, i32 %a13 monotonic, align 4
  %a85 = call i1 @llvm.nvvm.isspacep.local(ptr %p1)
  br i1 %a85, label %is22, label %isnot23

is22:
  %a86 = addrspacecast ptr %p1 to ptr addrspace(5)
  %a87 = and i32 %a55, 3
  %a88 = getelementptr inbounds i32, ptr addrspace(5) %a86, i32 %a87
  %a89 = load i32, ptr addrspace(5) %a88, align 4
  br label %isjoin24

isnot23:
  %a90 = and i32 %a52, 3
  %a91 = getelementptr inbounds i32, ptr %p1, i32 %a90
  %a92 = load i32, ptr %a91, align 4
  br label %isjoin24

isjoin24:
  %a93 = phi i32 [ %a89, %is22 ], [ %a92, %isnot23 ]
  %a50 = sub i32 %a48, %a93
  %a49 = add nuw nsw i32 %a47, 1
  br label %loop10

exit12:
  %a94 = atomicrmw add ptr addrspace(1) @count, i32 %a41 monotonic, align 4
  %a95 = call i1 @llvm.nvvm.isspacep.local(ptr %p2)
  br i1 %a95, label %is25, label %isnot26

is25:
  %a96 = addrspacecast ptr %p2 to ptr addrspace(5)
  %a97 = and i32 %a43, 3
  %a98 = getelementptr inbounds i32, ptr addrspace(5) %a96, i32 %a97
  %a99 = load i32, ptr addrspace(5) %a98, align 4
  br label %isjoin27

isnot26:
  %a100 = and i32 %a13, 3
  %a101 = getelementptr inbounds i32, ptr %p2, i32 %a100
  %a102 = load i32, ptr %a101, align 4
  br label %isjoin27

isjoin27:
  %a103 = phi i32 [ %a99, %is25 ], [ %a102, %isnot26 ]
  %a104 = insertvalue [37 x i32] zeroinitializer, i32 %a103, 12
  %a105 = insertvalue [37 x i32] %a104, i32 %a18, 0
  ret [37 x i32] %a105
}

define dso_local [61 x i32] @f2(ptr %p0, ptr %p1, i32 %x2, i32 %x3) {
entry:
  %t1 = alloca [4 x i32], align 4
  %t43 = alloca [42 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 4
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 1646957471
  %t6 = xor i32 %t5, %x2
  %t7 = getelementptr inbounds [4 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = and i32 %x2, 3
  %t10 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t9
  store i32 %x3, ptr addrspace(5) %t10, align 4
  %t11 = and i32 19, 3
  %t12 = getelementptr inbounds i32, ptr %p1, i32 %t11
  %t13 = load i32, ptr %t12, align 4
  %t14 = and i32 %x3, 31
  br label %loop4

loop4:
  %t15 = phi i32 [ 0, %ldone3 ], [ %t17, %body5 ]
  %t16 = phi i32 [ %t13, %ldone3 ], [ %t18, %body5 ]
  %t19 = icmp ult i32 %t15, %t14
  br i1 %t19, label %body5, label %exit6

body5:
  %t20 = and i32 %t16, 3
  %t21 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t20
  store i32 -1742749494, ptr addrspace(5) %t21, align 4
  %t22 = and i32 %t16, 3
  %t23 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22
  %t24 = load i32, ptr addrspace(1) %t23, align 4
  %t18 = xor i32 %t16, %t15
  %t17 = add nuw nsw i32 %t15, 1
  br label %loop4

exit6:
  %t25 = and i32 %t13, 3
  %t26 = getelementptr inbounds i32, ptr %p0, i32 %t25
  %t27 = load i32, ptr %t26, align 4
  %t28 = atomicrmw add ptr addrspace(1) @count, i32 %x2 monotonic, align 4
  %t30 = and i32 %x3, 31
  %t29 = ashr i32 %x3, %t30
  %t31 = and i32 %t27, 3
  %t32 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t31
  %t33 = load i32, ptr addrspace(1) %t32, align 4
  %t34 = and i32 %t33, 3
  %t35 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t34
  %t36 = load i32, ptr addrspace(5) %t35, align 4
  %t37 = and i32 %t36, 3
  %t38 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t37
  store i32 %t29, ptr addrspace(5) %t38, align 4
  %t39 = zext i32 %x3 to i64
  %t40 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t41 = insertvalue [42 x i32] zeroinitializer, i32 9, 35
  %t42 = insertvalue [42 x i32] %t41, i32 %t33, 20
  store [42 x i32] %t42, ptr %t43, align 4
  %t44 = call [37 x i32] @f1(i64 %t39, ptr %t40, ptr %p1, ptr align 4 byval([42 x i32]) %t43)
  %t45 = extractvalue [37 x i32] %t44, 27
  %t46 = and i32 %t45, 3
  %t47 = getelementptr inbounds i32, ptr %p0, i32 %t46
  %t48 = load i32, ptr %t47, align 4
  %t49 = insertvalue [61 x i32] zeroinitializer, i32 %t36, 6
  ret [61 x i32] %t49
}

define hidden ptr @f3(ptr %p0, [9 x i32] %agg1) {
entry:
  %q1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 4
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 2124346635
  %q6 = xor i32 %q5, -2031704769
  %q7 = getelementptr inbounds [4 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = and i32 1027483357, 3
  %q10 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q9
  %q11 = load i32, ptr addrspace(5) %q10, align 4
  %q12 = call i32 @llvm.abs.i32(i32 %q11, i1 false)
  %q13 = sub i32 %q12, %q11
  %q14 = atomicrmw add ptr addrspace(1) @count, i32 %q11 monotonic, align 4
  %q16 = and i32 -1222373305, 31
  %q15 = lshr i32 %q13, %q16
  %q17 = and i32 %q13, 3
  %q18 = getelementptr inbounds i32, ptr %p0, i32 %q17
  store i32 %q11, ptr %q18, align 4
  ret ptr %p0
}

define hidden i32 @rec5(i32 %x0, i32 %depth, i64 %sampler2, ptr align 4 byval([72 x i32]) %bv3) #1 {
entry:
  %z2 = icmp ne i32 16, %depth
  %z1 = select i1 %z2, i32 16, i32 %depth
  %z3 = icmp eq i32 %depth, 0
  br i1 %z3, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %z4 = sub i32 %depth, 1
  %z5 = call i32 @rec5(i32 %depth, i32 %z4, i64 %sampler2, ptr align 4 byval([72 x i32]) %bv3)
  %z6 = xor i32 %z5, %z1
  br label %rjoin3

rjoin3:
  %z7 = phi i32 [ %z1, %base1 ], [ %z6, %recurse2 ]
  ret i32 %z7
}

define hidden [36 x i32] @f6(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, [7 x i32] %agg5) #0 {
entry:
  %q1.i = alloca [4 x i32], align 4
  %q1.i.1 = alloca [4 x i32], align 4
  %m1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 4
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, -2027143489
  %m6 = xor i32 %m5, %x3
  %m7 = getelementptr inbounds [4 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = and i32 %x4, 3
  %m10 = getelementptr inbounds i32, ptr %p1, i32 %m9
  %m11 = load i32, ptr %m10, align 4
  %m13 = icmp sgt i32 %m11, 17
  %m12 = select i1 %m13, i32 %m11, i32 %m11
  %m14 = insertvalue [9 x i32] zeroinitializer, i32 %x3, 2
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %ldone3 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 2124346635
  %q6.i = xor i32 %q5.i, -2031704769
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = and i32 1027483357, 3
  %q10.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q9.i
  %q11.i = load i32, ptr addrspace(5) %q10.i, align 4
  %q12.i = call i32 @llvm.abs.i32(i32 %q11.i, i1 false)
  %q13.i = sub i32 %q12.i, %q11.i
  %q14.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i monotonic, align 4
  %q16.i = and i32 -1222373305, 31
  %q15.i = lshr i32 %q13.i, %q16.i
  %q17.i = and i32 %q13.i, 3
  %q18.i = getelementptr inbounds i32, ptr %p1, i32 %q17.i
  store i32 %q11.i, ptr %q18.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  %m16 = and i32 24, 31
  br label %loop4

loop4:
  %m17 = phi i32 [ 0, %ldone3.i ], [ %m19, %ldone3.i.1 ]
  %m18 = phi i32 [ %m12, %ldone3.i ], [ %m20, %ldone3.i.1 ]
  %m21 = icmp ult i32 %m17, %m16
  br i1 %m21, label %body5, label %exit6

body5:
  %m22 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %m22, label %is7, label %isnot8

is7:
  %m23 = addrspacecast ptr %p1 to ptr addrspace(4)
  %m24 = and i32 %m17, 3
  %m25 = getelementptr inbounds i32, ptr addrspace(4) %m23, i32 %m24
  %m26 = load i32, ptr addrspace(4) %m25, align 4
  br label %isjoin9

isnot8:
  %m27 = and i32 %m12, 3
  %m28 = getelementptr inbounds i32, ptr %p1, i32 %m27
  %m29 = load i32, ptr %m28, align 4
  br label %isjoin9

isjoin9:
  %m30 = phi i32 [ %m26, %is7 ], [ %m29, %isnot8 ]
  %m31 = insertvalue [9 x i32] zeroinitializer, i32 11, 6
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.1)
  br label %linit1.i.1

linit1.i.1:
  %q2.i.1 = phi i32 [ 0, %isjoin9 ], [ %q3.i.1, %lfill2.i.1 ]
  %q4.i.1 = icmp ult i32 %q2.i.1, 4
  br i1 %q4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %q5.i.1 = mul i32 %q2.i.1, 2124346635
  %q6.i.1 = xor i32 %q5.i.1, -2031704769
  %q7.i.1 = getelementptr inbounds [4 x i32], ptr %q1.i.1, i32 0, i32 %q2.i.1
  store i32 %q6.i.1, ptr %q7.i.1, align 4
  %q3.i.1 = add nuw nsw i32 %q2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %q8.i.1 = addrspacecast ptr %q1.i.1 to ptr addrspace(5)
  %q9.i.1 = and i32 1027483357, 3
  %q10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.1, i32 %q9.i.1
  %q11.i.1 = load i32, ptr addrspace(5) %q10.i.1, align 4
  %q12.i.1 = call i32 @llvm.abs.i32(i32 %q11.i.1, i1 false)
  %q13.i.1 = sub i32 %q12.i.1, %q11.i.1
  %q14.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.1 monotonic, align 4
  %q16.i.1 = and i32 -1222373305, 31
  %q15.i.1 = lshr i32 %q13.i.1, %q16.i.1
  %q17.i.1 = and i32 %q13.i.1, 3
  %q18.i.1 = getelementptr inbounds i32, ptr %p0, i32 %q17.i.1
  store i32 %q11.i.1, ptr %q18.i.1, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.1)
  %m33 = atomicrmw add ptr addrspace(1) @count, i32 %m18 monotonic, align 4
  %m34 = and i32 %m18, 3
  %m35 = getelementptr inbounds i32, ptr %p1, i32 %m34
  %m36 = load i32, ptr %m35, align 4
  %m20 = sub i32 %m18, %m36
  %m19 = add nuw nsw i32 %m17, 1
  br label %loop4

exit6:
  %m37 = and i32 %m11, 3
  %m38 = getelementptr inbounds i32, ptr %p0, i32 %m37
  store i32 %m12, ptr %m38, align 4
  %m39 = and i32 %m18, 3
  %m40 = getelementptr inbounds i32, ptr %p0, i32 %m39
  store i32 %x4, ptr %m40, align 4
  %m41 = insertvalue [36 x i32] zeroinitializer, i32 47, 19
  %m42 = insertvalue [36 x i32] %m41, i32 %m12, 24
  ret [36 x i32] %m42
}

define hidden void @f7(i32 %x0) {
entry:
  %bv3.i.i = alloca [42 x i32], align 4
  %a1.i.i = alloca [4 x i32], align 4
  %bv3.i.1.i = alloca [42 x i32], align 4
  %a1.i.1.i = alloca [4 x i32], align 4
  %w10.i = alloca [88 x i32], align 4
  %w24.i = alloca [42 x i32], align 4
  %w49.i = alloca [42 x i32], align 4
  %w57.i = alloca [88 x i32], align 4
  %w83.i = alloca [88 x i32], align 4
  %h1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 4
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, -1412133743
  %h6 = xor i32 %h5, %x0
  %h7 = getelementptr inbounds [4 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = sub i32 -614725539, 47
  %h10 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h11 = addrspacecast ptr addrspace(1) @g to ptr
  %h12 = addrspacecast ptr addrspace(5) %h8 to ptr
  call void @llvm.lifetime.start.p0(i64 352, ptr %w10.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %w24.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %w49.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %w57.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %w83.i)
  %w1.i = sub i32 31, %h9
  %w2.i = and i32 %h9, 3
  %w3.i = getelementptr inbounds i32, ptr %h10, i32 %w2.i
  store i32 %h9, ptr %w3.i, align 4
  %w4.i = and i32 %h9, 3
  %w5.i = getelementptr inbounds i32, ptr %h10, i32 %w4.i
  %w6.i = load i32, ptr %w5.i, align 4
  %w7.i = addrspacecast ptr addrspace(1) @g to ptr
  %w8.i = and i32 %w1.i, 3
  %w9.i = insertvalue [88 x i32] zeroinitializer, i32 -1498826981, 82
  store [88 x i32] %w9.i, ptr %w10.i, align 4
  %w11.i = call i32 @rec0(ptr %h10, ptr %w7.i, i32 %h9, i32 %h9, i32 %w8.i, ptr align 4 byval([88 x i32]) %w10.i)
  br label %loop1.i

loop1.i:
  %w12.i = phi i32 [ 0, %ldone3 ], [ %w14.i, %body2.i ]
  %w13.i = phi i32 [ 11, %ldone3 ], [ %w15.i, %body2.i ]
  %w16.i = icmp ult i32 %w12.i, 15
  br i1 %w16.i, label %body2.i, label %exit3.i

body2.i:
  %w17.i = and i32 %w12.i, 3
  %w18.i = getelementptr inbounds i32, ptr %h10, i32 %w17.i
  %w19.i = load i32, ptr %w18.i, align 4
  %w15.i = xor i32 %w13.i, %w19.i
  %w14.i = add nuw nsw i32 %w12.i, 1
  br label %loop1.i

exit3.i:
  %w20.i = zext i32 %w11.i to i64
  %w21.i = insertvalue [42 x i32] zeroinitializer, i32 %h9, 4
  %w22.i = insertvalue [42 x i32] %w21.i, i32 %w1.i, 15
  %w23.i = insertvalue [42 x i32] %w22.i, i32 %w6.i, 23
  store [42 x i32] %w23.i, ptr %w24.i, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i.i, ptr %w24.i, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %a2.i.i = phi i32 [ 0, %exit3.i ], [ %a3.i.i, %lfill2.i.i ]
  %a4.i.i = icmp ult i32 %a2.i.i, 4
  br i1 %a4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %a5.i.i = mul i32 %a2.i.i, -288493249
  %a6.i.i = xor i32 %a5.i.i, 1738082391
  %a7.i.i = getelementptr inbounds [4 x i32], ptr %a1.i.i, i32 0, i32 %a2.i.i
  store i32 %a6.i.i, ptr %a7.i.i, align 4
  %a3.i.i = add nuw nsw i32 %a2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %a8.i.i = addrspacecast ptr %a1.i.i to ptr addrspace(5)
  %a10.i.i = icmp ult i32 1715945790, 44
  %a9.i.i = select i1 %a10.i.i, i32 1715945790, i32 -1828395667
  %a12.i.i = or i32 %a9.i.i, 1
  %a11.i.i = urem i32 %a9.i.i, %a12.i.i
  %a14.i.i = or i32 %a9.i.i, 1
  %a13.i.i = udiv i32 %a9.i.i, %a14.i.i
  %a15.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a9.i.i monotonic, align 4
  %a16.i.i = and i32 %a13.i.i, %a11.i.i
  %a17.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.i monotonic, align 4
  %a18.i.i = or i32 -866729665, %a16.i.i
  %a19.i.i = call i1 @llvm.nvvm.isspacep.shared(ptr %h12)
  br i1 %a19.i.i, label %is4.i.i, label %isnot5.i.i

is4.i.i:
  %a20.i.i = addrspacecast ptr %h12 to ptr addrspace(3)
  %a21.i.i = and i32 %a18.i.i, 3
  %a22.i.i = getelementptr inbounds i32, ptr addrspace(3) %a20.i.i, i32 %a21.i.i
  %a23.i.i = load i32, ptr addrspace(3) %a22.i.i, align 4
  br label %isjoin6.i.i

isnot5.i.i:
  %a24.i.i = and i32 %a18.i.i, 3
  %a25.i.i = getelementptr inbounds i32, ptr %h12, i32 %a24.i.i
  %a26.i.i = load i32, ptr %a25.i.i, align 4
  br label %isjoin6.i.i

isjoin6.i.i:
  %a27.i.i = phi i32 [ %a23.i.i, %is4.i.i ], [ %a26.i.i, %isnot5.i.i ]
  %a28.i.i = and i32 %a18.i.i, 3
  %a29.i.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.i, i32 %a28.i.i
  store i32 758828954, ptr addrspace(5) %a29.i.i, align 4
  %a30.i.i = and i32 %a16.i.i, 3
  %a31.i.i = getelementptr inbounds i32, ptr %h10, i32 %a30.i.i
  %a32.i.i = load i32, ptr %a31.i.i, align 4
  %a33.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %h12)
  br i1 %a33.i.i, label %is7.i.i, label %isnot8.i.i

is7.i.i:
  %a34.i.i = addrspacecast ptr %h12 to ptr addrspace(5)
  %a35.i.i = and i32 %a27.i.i, 3
  %a36.i.i = getelementptr inbounds i32, ptr addrspace(5) %a34.i.i, i32 %a35.i.i
  %a37.i.i = load i32, ptr addrspace(5) %a36.i.i, align 4
  br label %isjoin9.i.i

isnot8.i.i:
  %a38.i.i = and i32 %a27.i.i, 3
  %a39.i.i = getelementptr inbounds i32, ptr %h12, i32 %a38.i.i
  %a40.i.i = load i32, ptr %a39.i.i, align 4
  br label %isjoin9.i.i

isjoin9.i.i:
  %a41.i.i = phi i32 [ %a37.i.i, %is7.i.i ], [ %a40.i.i, %isnot8.i.i ]
  %a42.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a32.i.i monotonic, align 4
  %a44.i.i = icmp ult i32 %a18.i.i, %a11.i.i
  %a43.i.i = select i1 %a44.i.i, i32 %a18.i.i, i32 %a32.i.i
  %a45.i.i = and i32 %a41.i.i, 3
  %a46.i.i = getelementptr inbounds i32, ptr %h10, i32 %a45.i.i
  store i32 %a32.i.i, ptr %a46.i.i, align 4
  br label %loop10.i.i

loop10.i.i:
  %a47.i.i = phi i32 [ 0, %isjoin9.i.i ], [ %a49.i.i, %isjoin24.i.i ]
  %a48.i.i = phi i32 [ %a43.i.i, %isjoin9.i.i ], [ %a50.i.i, %isjoin24.i.i ]
  %a51.i.i = icmp ult i32 %a47.i.i, 11
  br i1 %a51.i.i, label %body11.i.i, label %exit12.i.i

body11.i.i:
  %a53.i.i = and i32 %a47.i.i, 32767
  %a54.i.i = or i32 %a53.i.i, 1
  %a52.i.i = sdiv i32 %a41.i.i, %a54.i.i
  %a56.i.i = or i32 %a52.i.i, 1
  %a55.i.i = udiv i32 %a43.i.i, %a56.i.i
  br label %loop13.i.i

loop13.i.i:
  %a57.i.i = phi i32 [ 0, %body11.i.i ], [ %a59.i.i, %isjoin21.i.i ]
  %a58.i.i = phi i32 [ %a52.i.i, %body11.i.i ], [ %a60.i.i, %isjoin21.i.i ]
  %a61.i.i = icmp ult i32 %a57.i.i, 13
  br i1 %a61.i.i, label %body14.i.i, label %exit15.i.i

body14.i.i:
  %a62.i.i = xor i32 %a52.i.i, %a52.i.i
  %a63.i.i = call i1 @llvm.nvvm.isspacep.global(ptr %h12)
  br i1 %a63.i.i, label %is16.i.i, label %isnot17.i.i

is16.i.i:
  %a64.i.i = addrspacecast ptr %h12 to ptr addrspace(1)
  %a65.i.i = and i32 %a57.i.i, 3
  %a66.i.i = getelementptr inbounds i32, ptr addrspace(1) %a64.i.i, i32 %a65.i.i
  %a67.i.i = load i32, ptr addrspace(1) %a66.i.i, align 4
  br label %isjoin18.i.i

isnot17.i.i:
  %a68.i.i = and i32 %a57.i.i, 3
  %a69.i.i = getelementptr inbounds i32, ptr %h12, i32 %a68.i.i
  %a70.i.i = load i32, ptr %a69.i.i, align 4
  br label %isjoin18.i.i

isjoin18.i.i:
  %a71.i.i = phi i32 [ %a67.i.i, %is16.i.i ], [ %a70.i.i, %isnot17.i.i ]
  %a72.i.i = call i1 @llvm.nvvm.isspacep.global(ptr %h12)
  br i1 %a72.i.i, label %is19.i.i, label %isnot20.i.i

is19.i.i:
  %a73.i.i = addrspacecast ptr %h12 to ptr addrspace(1)
  %a74.i.i = and i32 852487975, 3
  %a75.i.i = getelementptr inbounds i32, ptr addrspace(1) %a73.i.i, i32 %a74.i.i
  %a76.i.i = load i32, ptr addrspace(1) %a75.i.i, align 4
  br label %isjoin21.i.i

isnot20.i.i:
  %a77.i.i = and i32 %a71.i.i, 3
  %a78.i.i = getelementptr inbounds i32, ptr %h12, i32 %a77.i.i
  %a79.i.i = load i32, ptr %a78.i.i, align 4
  br label %isjoin21.i.i

isjoin21.i.i:
  %a80.i.i = phi i32 [ %a76.i.i, %is19.i.i ], [ %a79.i.i, %isnot20.i.i ]
  %a60.i.i = add i32 %a58.i.i, %a80.i.i
  %a59.i.i = add nuw nsw i32 %a57.i.i, 1
  br label %loop13.i.i

exit15.i.i:
  %a81.i.i = and i32 %a48.i.i, 3
  %a82.i.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.i, i32 %a81.i.i
  %a83.i.i = load i32, ptr addrspace(5) %a82.i.i, align 4
  %a84.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.i monotonic, align 4
  %a85.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %h10)
  br i1 %a85.i.i, label %is22.i.i, label %isnot23.i.i

is22.i.i:
  %a86.i.i = addrspacecast ptr %h10 to ptr addrspace(5)
  %a87.i.i = and i32 %a55.i.i, 3
  %a88.i.i = getelementptr inbounds i32, ptr addrspace(5) %a86.i.i, i32 %a87.i.i
  %a89.i.i = load i32, ptr addrspace(5) %a88.i.i, align 4
  br label %isjoin24.i.i

isnot23.i.i:
  %a90.i.i = and i32 %a52.i.i, 3
  %a91.i.i = getelementptr inbounds i32, ptr %h10, i32 %a90.i.i
  %a92.i.i = load i32, ptr %a91.i.i, align 4
  br label %isjoin24.i.i

isjoin24.i.i:
  %a93.i.i = phi i32 [ %a89.i.i, %is22.i.i ], [ %a92.i.i, %isnot23.i.i ]
  %a50.i.i = sub i32 %a48.i.i, %a93.i.i
  %a49.i.i = add nuw nsw i32 %a47.i.i, 1
  br label %loop10.i.i

exit12.i.i:
  %a94.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a41.i.i monotonic, align 4
  %a95.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %h12)
  br i1 %a95.i.i, label %is25.i.i, label %isnot26.i.i

is25.i.i:
  %a96.i.i = addrspacecast ptr %h12 to ptr addrspace(5)
  %a97.i.i = and i32 %a43.i.i, 3
  %a98.i.i = getelementptr inbounds i32, ptr addrspace(5) %a96.i.i, i32 %a97.i.i
  %a99.i.i = load i32, ptr addrspace(5) %a98.i.i, align 4
  br label %isjoin27.i.i

isnot26.i.i:
  %a100.i.i = and i32 %a13.i.i, 3
  %a101.i.i = getelementptr inbounds i32, ptr %h12, i32 %a100.i.i
  %a102.i.i = load i32, ptr %a101.i.i, align 4
  br label %isjoin27.i.i

isjoin27.i.i:
  %a103.i.i = phi i32 [ %a99.i.i, %is25.i.i ], [ %a102.i.i, %isnot26.i.i ]
  %a104.i.i = insertvalue [37 x i32] zeroinitializer, i32 %a103.i.i, 12
  %a105.i.i = insertvalue [37 x i32] %a104.i.i, i32 %a18.i.i, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.i)
  %w26.i = extractvalue [37 x i32] %a105.i.i, 15
  %w27.i = extractvalue [37 x i32] %a105.i.i, 30
  %w28.i = and i32 %w11.i, 31
  br label %loop4.i

loop4.i:
  %w29.i = phi i32 [ 0, %isjoin27.i.i ], [ %w31.i, %body5.i ]
  %w30.i = phi i32 [ %w13.i, %isjoin27.i.i ], [ %w32.i, %body5.i ]
  %w33.i = icmp ult i32 %w29.i, %w28.i
  br i1 %w33.i, label %body5.i, label %exit6.i

body5.i:
  %w34.i = atomicrmw add ptr addrspace(1) @count, i32 %w29.i monotonic, align 4
  %w36.i = and i32 %h9, 31
  %w35.i = lshr i32 %w27.i, %w36.i
  %w37.i = call i32 @llvm.smin.i32(i32 -287511986, i32 %w30.i)
  %w32.i = xor i32 %w30.i, %w30.i
  %w31.i = add nuw nsw i32 %w29.i, 1
  br label %loop4.i

exit6.i:
  br label %loop7.i

loop7.i:
  %w38.i = phi i32 [ 0, %exit6.i ], [ %w40.i, %body8.i ]
  %w39.i = phi i32 [ %w26.i, %exit6.i ], [ %w41.i, %body8.i ]
  %w42.i = icmp ult i32 %w38.i, 25
  br i1 %w42.i, label %body8.i, label %exit9.i

body8.i:
  %w44.i = or i32 %w38.i, 1
  %w43.i = udiv i32 %w26.i, %w44.i
  %w41.i = sub i32 %w39.i, %w43.i
  %w40.i = add nuw nsw i32 %w38.i, 1
  br label %loop7.i

exit9.i:
  %w45.i = zext i32 %w27.i to i64
  %w46.i = insertvalue [42 x i32] zeroinitializer, i32 %w11.i, 21
  %w47.i = insertvalue [42 x i32] %w46.i, i32 %w26.i, 19
  %w48.i = insertvalue [42 x i32] %w47.i, i32 %w26.i, 24
  store [42 x i32] %w48.i, ptr %w49.i, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i.1.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i.1.i, ptr %w49.i, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.1.i)
  br label %linit1.i.1.i

linit1.i.1.i:
  %a2.i.1.i = phi i32 [ 0, %exit9.i ], [ %a3.i.1.i, %lfill2.i.1.i ]
  %a4.i.1.i = icmp ult i32 %a2.i.1.i, 4
  br i1 %a4.i.1.i, label %lfill2.i.1.i, label %ldone3.i.1.i

lfill2.i.1.i:
  %a5.i.1.i = mul i32 %a2.i.1.i, -288493249
  %a6.i.1.i = xor i32 %a5.i.1.i, 1738082391
  %a7.i.1.i = getelementptr inbounds [4 x i32], ptr %a1.i.1.i, i32 0, i32 %a2.i.1.i
  store i32 %a6.i.1.i, ptr %a7.i.1.i, align 4
  %a3.i.1.i = add nuw nsw i32 %a2.i.1.i, 1
  br label %linit1.i.1.i

ldone3.i.1.i:
  %a8.i.1.i = addrspacecast ptr %a1.i.1.i to ptr addrspace(5)
  %a10.i.1.i = icmp ult i32 1715945790, 44
  %a9.i.1.i = select i1 %a10.i.1.i, i32 1715945790, i32 -1828395667
  %a12.i.1.i = or i32 %a9.i.1.i, 1
  %a11.i.1.i = urem i32 %a9.i.1.i, %a12.i.1.i
  %a14.i.1.i = or i32 %a9.i.1.i, 1
  %a13.i.1.i = udiv i32 %a9.i.1.i, %a14.i.1.i
  %a15.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a9.i.1.i monotonic, align 4
  %a16.i.1.i = and i32 %a13.i.1.i, %a11.i.1.i
  %a17.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1.i monotonic, align 4
  %a18.i.1.i = or i32 -866729665, %a16.i.1.i
  %a19.i.1.i = call i1 @llvm.nvvm.isspacep.shared(ptr %h11)
  br i1 %a19.i.1.i, label %is4.i.1.i, label %isnot5.i.1.i

is4.i.1.i:
  %a20.i.1.i = addrspacecast ptr %h11 to ptr addrspace(3)
  %a21.i.1.i = and i32 %a18.i.1.i, 3
  %a22.i.1.i = getelementptr inbounds i32, ptr addrspace(3) %a20.i.1.i, i32 %a21.i.1.i
  %a23.i.1.i = load i32, ptr addrspace(3) %a22.i.1.i, align 4
  br label %isjoin6.i.1.i

isnot5.i.1.i:
  %a24.i.1.i = and i32 %a18.i.1.i, 3
  %a25.i.1.i = getelementptr inbounds i32, ptr %h11, i32 %a24.i.1.i
  %a26.i.1.i = load i32, ptr %a25.i.1.i, align 4
  br label %isjoin6.i.1.i

isjoin6.i.1.i:
  %a27.i.1.i = phi i32 [ %a23.i.1.i, %is4.i.1.i ], [ %a26.i.1.i, %isnot5.i.1.i ]
  %a28.i.1.i = and i32 %a18.i.1.i, 3
  %a29.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1.i, i32 %a28.i.1.i
  store i32 758828954, ptr addrspace(5) %a29.i.1.i, align 4
  %a30.i.1.i = and i32 %a16.i.1.i, 3
  %a31.i.1.i = getelementptr inbounds i32, ptr %h10, i32 %a30.i.1.i
  %a32.i.1.i = load i32, ptr %a31.i.1.i, align 4
  %a33.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %h11)
  br i1 %a33.i.1.i, label %is7.i.1.i, label %isnot8.i.1.i

is7.i.1.i:
  %a34.i.1.i = addrspacecast ptr %h11 to ptr addrspace(5)
  %a35.i.1.i = and i32 %a27.i.1.i, 3
  %a36.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a34.i.1.i, i32 %a35.i.1.i
  %a37.i.1.i = load i32, ptr addrspace(5) %a36.i.1.i, align 4
  br label %isjoin9.i.1.i

isnot8.i.1.i:
  %a38.i.1.i = and i32 %a27.i.1.i, 3
  %a39.i.1.i = getelementptr inbounds i32, ptr %h11, i32 %a38.i.1.i
  %a40.i.1.i = load i32, ptr %a39.i.1.i, align 4
  br label %isjoin9.i.1.i

isjoin9.i.1.i:
  %a41.i.1.i = phi i32 [ %a37.i.1.i, %is7.i.1.i ], [ %a40.i.1.i, %isnot8.i.1.i ]
  %a42.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a32.i.1.i monotonic, align 4
  %a44.i.1.i = icmp ult i32 %a18.i.1.i, %a11.i.1.i
  %a43.i.1.i = select i1 %a44.i.1.i, i32 %a18.i.1.i, i32 %a32.i.1.i
  %a45.i.1.i = and i32 %a41.i.1.i, 3
  %a46.i.1.i = getelementptr inbounds i32, ptr %h10, i32 %a45.i.1.i
  store i32 %a32.i.1.i, ptr %a46.i.1.i, align 4
  br label %loop10.i.1.i

loop10.i.1.i:
  %a47.i.1.i = phi i32 [ 0, %isjoin9.i.1.i ], [ %a49.i.1.i, %isjoin24.i.1.i ]
  %a48.i.1.i = phi i32 [ %a43.i.1.i, %isjoin9.i.1.i ], [ %a50.i.1.i, %isjoin24.i.1.i ]
  %a51.i.1.i = icmp ult i32 %a47.i.1.i, 11
  br i1 %a51.i.1.i, label %body11.i.1.i, label %exit12.i.1.i

body11.i.1.i:
  %a53.i.1.i = and i32 %a47.i.1.i, 32767
  %a54.i.1.i = or i32 %a53.i.1.i, 1
  %a52.i.1.i = sdiv i32 %a41.i.1.i, %a54.i.1.i
  %a56.i.1.i = or i32 %a52.i.1.i, 1
  %a55.i.1.i = udiv i32 %a43.i.1.i, %a56.i.1.i
  br label %loop13.i.1.i

loop13.i.1.i:
  %a57.i.1.i = phi i32 [ 0, %body11.i.1.i ], [ %a59.i.1.i, %isjoin21.i.1.i ]
  %a58.i.1.i = phi i32 [ %a52.i.1.i, %body11.i.1.i ], [ %a60.i.1.i, %isjoin21.i.1.i ]
  %a61.i.1.i = icmp ult i32 %a57.i.1.i, 13
  br i1 %a61.i.1.i, label %body14.i.1.i, label %exit15.i.1.i

body14.i.1.i:
  %a62.i.1.i = xor i32 %a52.i.1.i, %a52.i.1.i
  %a63.i.1.i = call i1 @llvm.nvvm.isspacep.global(ptr %h11)
  br i1 %a63.i.1.i, label %is16.i.1.i, label %isnot17.i.1.i

is16.i.1.i:
  %a64.i.1.i = addrspacecast ptr %h11 to ptr addrspace(1)
  %a65.i.1.i = and i32 %a57.i.1.i, 3
  %a66.i.1.i = getelementptr inbounds i32, ptr addrspace(1) %a64.i.1.i, i32 %a65.i.1.i
  %a67.i.1.i = load i32, ptr addrspace(1) %a66.i.1.i, align 4
  br label %isjoin18.i.1.i

isnot17.i.1.i:
  %a68.i.1.i = and i32 %a57.i.1.i, 3
  %a69.i.1.i = getelementptr inbounds i32, ptr %h11, i32 %a68.i.1.i
  %a70.i.1.i = load i32, ptr %a69.i.1.i, align 4
  br label %isjoin18.i.1.i

isjoin18.i.1.i:
  %a71.i.1.i = phi i32 [ %a67.i.1.i, %is16.i.1.i ], [ %a70.i.1.i, %isnot17.i.1.i ]
  %a72.i.1.i = call i1 @llvm.nvvm.isspacep.global(ptr %h11)
  br i1 %a72.i.1.i, label %is19.i.1.i, label %isnot20.i.1.i

is19.i.1.i:
  %a73.i.1.i = addrspacecast ptr %h11 to ptr addrspace(1)
  %a74.i.1.i = and i32 852487975, 3
  %a75.i.1.i = getelementptr inbounds i32, ptr addrspace(1) %a73.i.1.i, i32 %a74.i.1.i
  %a76.i.1.i = load i32, ptr addrspace(1) %a75.i.1.i, align 4
  br label %isjoin21.i.1.i

isnot20.i.1.i:
  %a77.i.1.i = and i32 %a71.i.1.i, 3
  %a78.i.1.i = getelementptr inbounds i32, ptr %h11, i32 %a77.i.1.i
  %a79.i.1.i = load i32, ptr %a78.i.1.i, align 4
  br label %isjoin21.i.1.i

isjoin21.i.1.i:
  %a80.i.1.i = phi i32 [ %a76.i.1.i, %is19.i.1.i ], [ %a79.i.1.i, %isnot20.i.1.i ]
  %a60.i.1.i = add i32 %a58.i.1.i, %a80.i.1.i
  %a59.i.1.i = add nuw nsw i32 %a57.i.1.i, 1
  br label %loop13.i.1.i

exit15.i.1.i:
  %a81.i.1.i = and i32 %a48.i.1.i, 3
  %a82.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1.i, i32 %a81.i.1.i
  %a83.i.1.i = load i32, ptr addrspace(5) %a82.i.1.i, align 4
  %a84.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1.i monotonic, align 4
  %a85.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %h10)
  br i1 %a85.i.1.i, label %is22.i.1.i, label %isnot23.i.1.i

is22.i.1.i:
  %a86.i.1.i = addrspacecast ptr %h10 to ptr addrspace(5)
  %a87.i.1.i = and i32 %a55.i.1.i, 3
  %a88.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a86.i.1.i, i32 %a87.i.1.i
  %a89.i.1.i = load i32, ptr addrspace(5) %a88.i.1.i, align 4
  br label %isjoin24.i.1.i

isnot23.i.1.i:
  %a90.i.1.i = and i32 %a52.i.1.i, 3
  %a91.i.1.i = getelementptr inbounds i32, ptr %h10, i32 %a90.i.1.i
  %a92.i.1.i = load i32, ptr %a91.i.1.i, align 4
  br label %isjoin24.i.1.i

isjoin24.i.1.i:
  %a93.i.1.i = phi i32 [ %a89.i.1.i, %is22.i.1.i ], [ %a92.i.1.i, %isnot23.i.1.i ]
  %a50.i.1.i = sub i32 %a48.i.1.i, %a93.i.1.i
  %a49.i.1.i = add nuw nsw i32 %a47.i.1.i, 1
  br label %loop10.i.1.i

exit12.i.1.i:
  %a94.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a41.i.1.i monotonic, align 4
  %a95.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %h11)
  br i1 %a95.i.1.i, label %is25.i.1.i, label %isnot26.i.1.i

is25.i.1.i:
  %a96.i.1.i = addrspacecast ptr %h11 to ptr addrspace(5)
  %a97.i.1.i = and i32 %a43.i.1.i, 3
  %a98.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a96.i.1.i, i32 %a97.i.1.i
  %a99.i.1.i = load i32, ptr addrspace(5) %a98.i.1.i, align 4
  br label %isjoin27.i.1.i

isnot26.i.1.i:
  %a100.i.1.i = and i32 %a13.i.1.i, 3
  %a101.i.1.i = getelementptr inbounds i32, ptr %h11, i32 %a100.i.1.i
  %a102.i.1.i = load i32, ptr %a101.i.1.i, align 4
  br label %isjoin27.i.1.i

isjoin27.i.1.i:
  %a103.i.1.i = phi i32 [ %a99.i.1.i, %is25.i.1.i ], [ %a102.i.1.i, %isnot26.i.1.i ]
  %a104.i.1.i = insertvalue [37 x i32] zeroinitializer, i32 %a103.i.1.i, 12
  %a105.i.1.i = insertvalue [37 x i32] %a104.i.1.i, i32 %a18.i.1.i, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i.1.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.1.i)
  %w51.i = extractvalue [37 x i32] %a105.i.1.i, 27
  %w52.i = and i32 %w6.i, 3
  %w53.i = getelementptr inbounds i32, ptr %h10, i32 %w52.i
  store i32 %w51.i, ptr %w53.i, align 4
  %w54.i = and i32 %w51.i, 3
  %w55.i = insertvalue [88 x i32] zeroinitializer, i32 %w51.i, 52
  %w56.i = insertvalue [88 x i32] %w55.i, i32 %w51.i, 42
  store [88 x i32] %w56.i, ptr %w57.i, align 4
  %w58.i = call i32 @rec0(ptr %h10, ptr %h11, i32 %w51.i, i32 %w26.i, i32 %w54.i, ptr align 4 byval([88 x i32]) %w57.i)
  %w59.i = and i32 %w51.i, 3
  %w60.i = getelementptr inbounds i32, ptr %h10, i32 %w59.i
  store i32 %w1.i, ptr %w60.i, align 4
  %w61.i = call i1 @llvm.nvvm.isspacep.global(ptr %h11)
  br i1 %w61.i, label %is10.i, label %isnot11.i

is10.i:
  %w62.i = addrspacecast ptr %h11 to ptr addrspace(1)
  %w63.i = and i32 %w51.i, 3
  %w64.i = getelementptr inbounds i32, ptr addrspace(1) %w62.i, i32 %w63.i
  %w65.i = load i32, ptr addrspace(1) %w64.i, align 4
  br label %isjoin12.i

isnot11.i:
  %w66.i = and i32 %w51.i, 3
  %w67.i = getelementptr inbounds i32, ptr %h11, i32 %w66.i
  %w68.i = load i32, ptr %w67.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %w69.i = phi i32 [ %w65.i, %is10.i ], [ %w68.i, %isnot11.i ]
  %w70.i = and i32 %w69.i, 3
  %w71.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w70.i
  %w72.i = load i32, ptr addrspace(1) %w71.i, align 4
  %w73.i = and i32 %w72.i, 3
  %w74.i = getelementptr inbounds i32, ptr %h10, i32 %w73.i
  store i32 %w69.i, ptr %w74.i, align 4
  %w75.i = or i32 %w69.i, 15
  %w76.i = and i32 %w72.i, 3
  %w77.i = getelementptr inbounds i32, ptr %h10, i32 %w76.i
  %w78.i = load i32, ptr %w77.i, align 4
  %w79.i = addrspacecast ptr addrspace(1) @g to ptr
  %w80.i = and i32 %w78.i, 3
  %w81.i = insertvalue [88 x i32] zeroinitializer, i32 55, 31
  %w82.i = insertvalue [88 x i32] %w81.i, i32 %w78.i, 37
  store [88 x i32] %w82.i, ptr %w83.i, align 4
  %w84.i = call i32 @rec0(ptr %h10, ptr %w79.i, i32 28, i32 %w69.i, i32 %w80.i, ptr align 4 byval([88 x i32]) %w83.i)
  %w85.i = icmp ugt i32 %w78.i, 7
  %w86.i = select i1 %w85.i, ptr %h12, ptr %h10
  call void @llvm.lifetime.end.p0(i64 352, ptr %w10.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %w24.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %w49.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %w57.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %w83.i)
  %h14 = call i1 @llvm.nvvm.isspacep.shared(ptr %w86.i)
  br i1 %h14, label %is4, label %isnot5

is4:
  %h15 = addrspacecast ptr %w86.i to ptr addrspace(3)
  %h16 = and i32 %h9, 3
  %h17 = getelementptr inbounds i32, ptr addrspace(3) %h15, i32 %h16
  %h18 = load i32, ptr addrspace(3) %h17, align 4
  br label %isjoin6

isnot5:
  %h19 = and i32 %h9, 3
  %h20 = getelementptr inbounds i32, ptr %w86.i, i32 %h19
  %h21 = load i32, ptr %h20, align 4
  br label %isjoin6

isjoin6:
  %h22 = phi i32 [ %h18, %is4 ], [ %h21, %isnot5 ]
  ret void
}

define hidden i32 @f9(ptr %p0, ptr %p1, i32 %x2, i32 %x3, i64 %rdoimage4, [3 x i32] %agg5) {
entry:
  %a1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 4
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, 1904824249
  %a6 = xor i32 %a5, %x3
  %a7 = getelementptr inbounds [4 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a10 = and i32 4, 31
  %a9 = shl i32 -1619984928, %a10
  %a11 = mul i32 900554315, -1285771271
  %a12 = and i32 %a11, -478809233
  %a13 = sub i32 %a12, -178357913
  %a14 = sub i32 %a13, %x2
  %a15 = add i32 %a14, %a12
  %a16 = lshr i32 %a15, 27
  %a17 = lshr i32 %a16, 2
  %a18 = sub i32 %a17, %a15
  %a19 = shl i32 %a18, 6
  %a20 = xor i32 %a19, %a14
  %a21 = sub i32 %a20, %a17
  %a22 = xor i32 %a21, %a19
  %a23 = mul i32 %a22, %a18
  %a24 = xor i32 %a23, %x2
  %a25 = xor i32 %a24, %a23
  ret i32 %a25
}

define internal i32 @rec11(ptr %p0, i64 %wroimage1, i32 %x2, i32 %x3, i32 %depth, [7 x i32] %agg5, ptr align 4 byval([3 x i32]) %bv6) {
entry:
  %q12 = alloca [72 x i32], align 4
  %q20 = alloca [72 x i32], align 4
  %q1 = call [61 x i32] @f2(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %p0, i32 %x3, i32 %x2)
  %q2 = extractvalue [61 x i32] %q1, 52
  %q3 = extractvalue [61 x i32] %q1, 44
  %q4 = and i32 %q2, 3
  %q5 = getelementptr inbounds i32, ptr %p0, i32 %q4
  %q6 = load i32, ptr %q5, align 4
  %q7 = atomicrmw add ptr addrspace(1) @count, i32 %x3 monotonic, align 4
  %q8 = and i32 %depth, 3
  %q9 = zext i32 %q3 to i64
  %q10 = insertvalue [72 x i32] zeroinitializer, i32 %q3, 6
  %q11 = insertvalue [72 x i32] %q10, i32 %q2, 31
  store [72 x i32] %q11, ptr %q12, align 4
  %q13 = call i32 @rec5(i32 1172750379, i32 %q8, i64 %q9, ptr align 4 byval([72 x i32]) %q12)
  %q14 = add i32 %q6, %q3
  %q15 = and i32 1769749744, 3
  %q16 = zext i32 %q3 to i64
  %q17 = insertvalue [72 x i32] zeroinitializer, i32 %q13, 21
  %q18 = insertvalue [72 x i32] %q17, i32 %q6, 30
  %q19 = insertvalue [72 x i32] %q18, i32 %depth, 28
  store [72 x i32] %q19, ptr %q20, align 4
  %q21 = call i32 @rec5(i32 %q3, i32 %q15, i64 %q16, ptr align 4 byval([72 x i32]) %q20)
  %q22 = atomicrmw add ptr addrspace(1) @count, i32 %depth monotonic, align 4
  %q23 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %q23, label %is1, label %isnot2

is1:
  %q24 = addrspacecast ptr %p0 to ptr addrspace(5)
  %q25 = and i32 %q14, 3
  %q26 = getelementptr inbounds i32, ptr addrspace(5) %q24, i32 %q25
  %q27 = load i32, ptr addrspace(5) %q26, align 4
  br label %isjoin3

isnot2:
  %q28 = and i32 %x3, 3
  %q29 = getelementptr inbounds i32, ptr %p0, i32 %q28
  %q30 = load i32, ptr %q29, align 4
  br label %isjoin3

isjoin3:
  %q31 = phi i32 [ %q27, %is1 ], [ %q30, %isnot2 ]
  %q32 = and i32 %q31, -209793466
  %q33 = icmp eq i32 %depth, 0
  br i1 %q33, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %q34 = sub i32 %depth, 1
  %q35 = call i32 @rec11(ptr %p0, i64 %wroimage1, i32 %x3, i32 %q31, i32 %q34, [7 x i32] %agg5, ptr align 4 byval([3 x i32]) %bv6)
  %q36 = xor i32 %q35, %q14
  br label %rjoin6

rjoin6:
  %q37 = phi i32 [ %q32, %base4 ], [ %q36, %recurse5 ]
  ret i32 %q37
}

define hidden [37 x i32] @f14(ptr %p0, ptr %p1, i32 %x2, i32 %x3) #1 {
entry:
  %m1 = and i32 %x3, 3
  %m2 = getelementptr inbounds i32, ptr %p0, i32 %m1
  %m3 = load i32, ptr %m2, align 4
  %m5 = and i32 %x2, 32767
  %m6 = or i32 %m5, 1
  %m4 = srem i32 %m3, %m6
  br label %loop1

loop1:
  %m7 = phi i32 [ 0, %entry ], [ %m9, %body2 ]
  %m8 = phi i32 [ %x3, %entry ], [ %m10, %body2 ]
  %m11 = icmp ult i32 %m7, 9
  br i1 %m11, label %body2, label %exit3

body2:
  %m12 = and i32 %m4, 3
  %m13 = getelementptr inbounds i32, ptr %p0, i32 %m12
  %m14 = load i32, ptr %m13, align 4
  %m15 = atomicrmw add ptr addrspace(1) @count, i32 %m3 monotonic, align 4
  %m10 = add i32 %m8, 45
  %m9 = add nuw nsw i32 %m7, 1
  br label %loop1

exit3:
  %m16 = insertvalue [37 x i32] zeroinitializer, i32 %m4, 2
  %m17 = insertvalue [37 x i32] %m16, i32 %m8, 29
  ret [37 x i32] %m17
}

define dso_local ptr @f15(ptr %p0, ptr %p1, i64 %sampler2, i32 %x3) #1 {
entry:
  %h1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 4
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, -580157257
  %h6 = xor i32 %h5, 762591347
  %h7 = getelementptr inbounds [4 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h10 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h11 = zext i32 29 to i64
  %h12 = insertvalue [3 x i32] zeroinitializer, i32 %x3, 2
  %h13 = insertvalue [3 x i32] %h12, i32 %x3, 1
  %h14 = insertvalue [3 x i32] %h13, i32 %x3, 2
  %h15 = call i32 @f9(ptr %h9, ptr %h10, i32 %x3, i32 %x3, i64 %h11, [3 x i32] %h14)
  %h16 = atomicrmw add ptr addrspace(1) @count, i32 -1314975228 monotonic, align 4
  %h17 = icmp ugt i32 %x3, 7
  %h18 = select i1 %h17, ptr %p0, ptr %p1
  ret ptr %h18
}

define dso_local ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %q1.i.i.i = alloca [4 x i32], align 4
  %q1.i.1.i.i = alloca [4 x i32], align 4
  %t1.i.i.i = alloca [4 x i32], align 4
  %t43.i.i.i = alloca [42 x i32], align 4
  %t1.i.1.i.i = alloca [4 x i32], align 4
  %t43.i.1.i.i = alloca [42 x i32], align 4
  %q1.i.2.i.i = alloca [4 x i32], align 4
  %q1.i.3.i.i = alloca [4 x i32], align 4
  %v1.i.i = alloca [4 x i32], align 4
  %v66.i.i = alloca [88 x i32], align 4
  %v79.i.i = alloca [88 x i32], align 4
  %a1.i.i = alloca [4 x i32], align 4
  %q1.i.i = alloca [4 x i32], align 4
  %z1.i = alloca [4 x i32], align 4
  %z47.i = alloca [72 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %v1 = mul i32 %x0, -1285771271
  %v2 = and i32 %v1, -478809233
  %v3 = sub i32 %v2, -178357913
  %v4 = sub i32 %v3, %n
  %v5 = add i32 %v4, %v2
  %v6 = lshr i32 %v5, 27
  %v7 = lshr i32 %v6, 2
  %v8 = sub i32 %v7, %v5
  %v9 = shl i32 %v8, 6
  %v10 = xor i32 %v9, %v4
  %v11 = sub i32 %v10, %v7
  %v12 = xor i32 %v11, %v9
  %v13 = mul i32 %v12, %v8
  %v14 = and i32 %tid, 3
  %v15 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v14
  %v16 = load i32, ptr addrspace(1) %v15, align 4
  call void @f7(i32 %v13)
  %v17 = and i32 %v16, 3
  %v18 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v17
  %v19 = load i32, ptr addrspace(1) %v18, align 4
  %v20 = and i32 %v16, 3
  %v21 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v20
  %v22 = load i32, ptr addrspace(1) %v21, align 4
  %v23 = call i32 @llvm.ctpop.i32(i32 %v16)
  %v24 = call i32 @llvm.ctpop.i32(i32 %v22)
  %v25 = addrspacecast ptr addrspace(1) @g to ptr
  %v26 = addrspacecast ptr addrspace(1) %islot to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %z1.i)
  call void @llvm.lifetime.start.p0(i64 288, ptr %z47.i)
  br label %linit1.i

linit1.i:
  %z2.i = phi i32 [ 0, %entry ], [ %z3.i, %lfill2.i ]
  %z4.i = icmp ult i32 %z2.i, 4
  br i1 %z4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %z5.i = mul i32 %z2.i, 1647807673
  %z6.i = xor i32 %z5.i, -726545198
  %z7.i = getelementptr inbounds [4 x i32], ptr %z1.i, i32 0, i32 %z2.i
  store i32 %z6.i, ptr %z7.i, align 4
  %z3.i = add nuw nsw i32 %z2.i, 1
  br label %linit1.i

ldone3.i:
  %z8.i = addrspacecast ptr %z1.i to ptr addrspace(5)
  %z9.i = and i32 1827345528, 44314976
  %z10.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z11.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z12.i = insertvalue [12 x i32] zeroinitializer, i32 52, 8
  %z13.i = insertvalue [12 x i32] %z12.i, i32 %z9.i, 7
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %v66.i.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %v79.i.i)
  br label %linit1.i.i

linit1.i.i:
  %v2.i.i = phi i32 [ 0, %ldone3.i ], [ %v3.i.i, %lfill2.i.i ]
  %v4.i.i = icmp ult i32 %v2.i.i, 4
  br i1 %v4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %v5.i.i = mul i32 %v2.i.i, -580320015
  %v6.i.i = xor i32 %v5.i.i, %z9.i
  %v7.i.i = getelementptr inbounds [4 x i32], ptr %v1.i.i, i32 0, i32 %v2.i.i
  store i32 %v6.i.i, ptr %v7.i.i, align 4
  %v3.i.i = add nuw nsw i32 %v2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %v8.i.i = addrspacecast ptr %v1.i.i to ptr addrspace(5)
  %v9.i.i = call i32 @llvm.abs.i32(i32 98082859, i1 false)
  %v10.i.i = and i32 %v9.i.i, 31
  br label %loop4.i.i

loop4.i.i:
  %v11.i.i = phi i32 [ 0, %ldone3.i.i ], [ %v13.i.i, %ldone3.i.1.i.i ]
  %v12.i.i = phi i32 [ %v9.i.i, %ldone3.i.i ], [ %v14.i.i, %ldone3.i.1.i.i ]
  %v15.i.i = icmp ult i32 %v11.i.i, %v10.i.i
  br i1 %v15.i.i, label %body5.i.i, label %exit6.i.i

body5.i.i:
  %v16.i.i = atomicrmw add ptr addrspace(1) @count, i32 %v12.i.i monotonic, align 4
  %v17.i.i = insertvalue [9 x i32] zeroinitializer, i32 %v12.i.i, 7
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.i.i)
  br label %linit1.i.i.i

linit1.i.i.i:
  %q2.i.i.i = phi i32 [ 0, %body5.i.i ], [ %q3.i.i.i, %lfill2.i.i.i ]
  %q4.i.i.i = icmp ult i32 %q2.i.i.i, 4
  br i1 %q4.i.i.i, label %lfill2.i.i.i, label %ldone3.i.i.i

lfill2.i.i.i:
  %q5.i.i.i = mul i32 %q2.i.i.i, 2124346635
  %q6.i.i.i = xor i32 %q5.i.i.i, -2031704769
  %q7.i.i.i = getelementptr inbounds [4 x i32], ptr %q1.i.i.i, i32 0, i32 %q2.i.i.i
  store i32 %q6.i.i.i, ptr %q7.i.i.i, align 4
  %q3.i.i.i = add nuw nsw i32 %q2.i.i.i, 1
  br label %linit1.i.i.i

ldone3.i.i.i:
  %q8.i.i.i = addrspacecast ptr %q1.i.i.i to ptr addrspace(5)
  %q9.i.i.i = and i32 1027483357, 3
  %q10.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.i.i, i32 %q9.i.i.i
  %q11.i.i.i = load i32, ptr addrspace(5) %q10.i.i.i, align 4
  %q12.i.i.i = call i32 @llvm.abs.i32(i32 %q11.i.i.i, i1 false)
  %q13.i.i.i = sub i32 %q12.i.i.i, %q11.i.i.i
  %q14.i.i.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.i.i monotonic, align 4
  %q16.i.i.i = and i32 -1222373305, 31
  %q15.i.i.i = lshr i32 %q13.i.i.i, %q16.i.i.i
  %q17.i.i.i = and i32 %q13.i.i.i, 3
  %q18.i.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %q17.i.i.i
  store i32 %q11.i.i.i, ptr %q18.i.i.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.i.i)
  %v19.i.i = insertvalue [9 x i32] zeroinitializer, i32 -1140386602, 6
  %v20.i.i = insertvalue [9 x i32] %v19.i.i, i32 -6, 6
  %v21.i.i = insertvalue [9 x i32] %v20.i.i, i32 %v9.i.i, 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.1.i.i)
  br label %linit1.i.1.i.i

linit1.i.1.i.i:
  %q2.i.1.i.i = phi i32 [ 0, %ldone3.i.i.i ], [ %q3.i.1.i.i, %lfill2.i.1.i.i ]
  %q4.i.1.i.i = icmp ult i32 %q2.i.1.i.i, 4
  br i1 %q4.i.1.i.i, label %lfill2.i.1.i.i, label %ldone3.i.1.i.i

lfill2.i.1.i.i:
  %q5.i.1.i.i = mul i32 %q2.i.1.i.i, 2124346635
  %q6.i.1.i.i = xor i32 %q5.i.1.i.i, -2031704769
  %q7.i.1.i.i = getelementptr inbounds [4 x i32], ptr %q1.i.1.i.i, i32 0, i32 %q2.i.1.i.i
  store i32 %q6.i.1.i.i, ptr %q7.i.1.i.i, align 4
  %q3.i.1.i.i = add nuw nsw i32 %q2.i.1.i.i, 1
  br label %linit1.i.1.i.i

ldone3.i.1.i.i:
  %q8.i.1.i.i = addrspacecast ptr %q1.i.1.i.i to ptr addrspace(5)
  %q9.i.1.i.i = and i32 1027483357, 3
  %q10.i.1.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.1.i.i, i32 %q9.i.1.i.i
  %q11.i.1.i.i = load i32, ptr addrspace(5) %q10.i.1.i.i, align 4
  %q12.i.1.i.i = call i32 @llvm.abs.i32(i32 %q11.i.1.i.i, i1 false)
  %q13.i.1.i.i = sub i32 %q12.i.1.i.i, %q11.i.1.i.i
  %q14.i.1.i.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.1.i.i monotonic, align 4
  %q16.i.1.i.i = and i32 -1222373305, 31
  %q15.i.1.i.i = lshr i32 %q13.i.1.i.i, %q16.i.1.i.i
  %q17.i.1.i.i = and i32 %q13.i.1.i.i, 3
  %q18.i.1.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %q17.i.1.i.i
  store i32 %q11.i.1.i.i, ptr %q18.i.1.i.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.1.i.i)
  %v14.i.i = xor i32 %v12.i.i, %v12.i.i
  %v13.i.i = add nuw nsw i32 %v11.i.i, 1
  br label %loop4.i.i

exit6.i.i:
  %v23.i.i = addrspacecast ptr addrspace(5) %v8.i.i to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i.i.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %t43.i.i.i)
  br label %linit1.i.2.i.i

linit1.i.2.i.i:
  %t2.i.i.i = phi i32 [ 0, %exit6.i.i ], [ %t3.i.i.i, %lfill2.i.2.i.i ]
  %t4.i.i.i = icmp ult i32 %t2.i.i.i, 4
  br i1 %t4.i.i.i, label %lfill2.i.2.i.i, label %ldone3.i.2.i.i

lfill2.i.2.i.i:
  %t5.i.i.i = mul i32 %t2.i.i.i, 1646957471
  %t6.i.i.i = xor i32 %t5.i.i.i, %z9.i
  %t7.i.i.i = getelementptr inbounds [4 x i32], ptr %t1.i.i.i, i32 0, i32 %t2.i.i.i
  store i32 %t6.i.i.i, ptr %t7.i.i.i, align 4
  %t3.i.i.i = add nuw nsw i32 %t2.i.i.i, 1
  br label %linit1.i.2.i.i

ldone3.i.2.i.i:
  %t8.i.i.i = addrspacecast ptr %t1.i.i.i to ptr addrspace(5)
  %t9.i.i.i = and i32 %z9.i, 3
  %t10.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.i.i, i32 %t9.i.i.i
  store i32 %z9.i, ptr addrspace(5) %t10.i.i.i, align 4
  %t11.i.i.i = and i32 19, 3
  %t12.i.i.i = getelementptr inbounds i32, ptr %v23.i.i, i32 %t11.i.i.i
  %t13.i.i.i = load i32, ptr %t12.i.i.i, align 4
  %t14.i.i.i = and i32 %z9.i, 31
  br label %loop4.i.i.i

loop4.i.i.i:
  %t15.i.i.i = phi i32 [ 0, %ldone3.i.2.i.i ], [ %t17.i.i.i, %body5.i.i.i ]
  %t16.i.i.i = phi i32 [ %t13.i.i.i, %ldone3.i.2.i.i ], [ %t18.i.i.i, %body5.i.i.i ]
  %t19.i.i.i = icmp ult i32 %t15.i.i.i, %t14.i.i.i
  br i1 %t19.i.i.i, label %body5.i.i.i, label %exit6.i.i.i

body5.i.i.i:
  %t20.i.i.i = and i32 %t16.i.i.i, 3
  %t21.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.i.i, i32 %t20.i.i.i
  store i32 -1742749494, ptr addrspace(5) %t21.i.i.i, align 4
  %t22.i.i.i = and i32 %t16.i.i.i, 3
  %t23.i.i.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22.i.i.i
  %t24.i.i.i = load i32, ptr addrspace(1) %t23.i.i.i, align 4
  %t18.i.i.i = xor i32 %t16.i.i.i, %t15.i.i.i
  %t17.i.i.i = add nuw nsw i32 %t15.i.i.i, 1
  br label %loop4.i.i.i

exit6.i.i.i:
  %t25.i.i.i = and i32 %t13.i.i.i, 3
  %t26.i.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t25.i.i.i
  %t27.i.i.i = load i32, ptr %t26.i.i.i, align 4
  %t28.i.i.i = atomicrmw add ptr addrspace(1) @count, i32 %z9.i monotonic, align 4
  %t30.i.i.i = and i32 %z9.i, 31
  %t29.i.i.i = ashr i32 %z9.i, %t30.i.i.i
  %t31.i.i.i = and i32 %t27.i.i.i, 3
  %t32.i.i.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t31.i.i.i
  %t33.i.i.i = load i32, ptr addrspace(1) %t32.i.i.i, align 4
  %t34.i.i.i = and i32 %t33.i.i.i, 3
  %t35.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.i.i, i32 %t34.i.i.i
  %t36.i.i.i = load i32, ptr addrspace(5) %t35.i.i.i, align 4
  %t37.i.i.i = and i32 %t36.i.i.i, 3
  %t38.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.i.i, i32 %t37.i.i.i
  store i32 %t29.i.i.i, ptr addrspace(5) %t38.i.i.i, align 4
  %t39.i.i.i = zext i32 %z9.i to i64
  %t40.i.i.i = addrspacecast ptr addrspace(5) %t8.i.i.i to ptr
  %t41.i.i.i = insertvalue [42 x i32] zeroinitializer, i32 9, 35
  %t42.i.i.i = insertvalue [42 x i32] %t41.i.i.i, i32 %t33.i.i.i, 20
  store [42 x i32] %t42.i.i.i, ptr %t43.i.i.i, align 4
  %t44.i.i.i = call [37 x i32] @f1(i64 %t39.i.i.i, ptr %t40.i.i.i, ptr %v23.i.i, ptr align 4 byval([42 x i32]) %t43.i.i.i)
  %t45.i.i.i = extractvalue [37 x i32] %t44.i.i.i, 27
  %t46.i.i.i = and i32 %t45.i.i.i, 3
  %t47.i.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t46.i.i.i
  %t48.i.i.i = load i32, ptr %t47.i.i.i, align 4
  %t49.i.i.i = insertvalue [61 x i32] zeroinitializer, i32 %t36.i.i.i, 6
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i.i.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %t43.i.i.i)
  %v25.i.i = extractvalue [61 x i32] %t49.i.i.i, 5
  %v26.i.i = extractvalue [61 x i32] %t49.i.i.i, 49
  %v27.i.i = mul i32 43, -1285771271
  %v28.i.i = and i32 %v27.i.i, -478809233
  %v29.i.i = sub i32 %v28.i.i, -178357913
  %v30.i.i = sub i32 %v29.i.i, %v26.i.i
  %v31.i.i = add i32 %v30.i.i, %v28.i.i
  %v32.i.i = lshr i32 %v31.i.i, 27
  %v33.i.i = lshr i32 %v32.i.i, 2
  %v34.i.i = sub i32 %v33.i.i, %v31.i.i
  %v35.i.i = shl i32 %v34.i.i, 6
  %v36.i.i = xor i32 %v35.i.i, %v30.i.i
  %v37.i.i = sub i32 %v36.i.i, %v33.i.i
  %v38.i.i = xor i32 %v37.i.i, %v35.i.i
  %v39.i.i = mul i32 %v38.i.i, %v34.i.i
  %v41.i.i = and i32 %v39.i.i, 31
  %v40.i.i = shl i32 %v25.i.i, %v41.i.i
  %v43.i.i = icmp eq i32 1406103047, %v26.i.i
  %v42.i.i = select i1 %v43.i.i, i32 1406103047, i32 %v40.i.i
  %v44.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %z10.i)
  br i1 %v44.i.i, label %is7.i.i, label %isnot8.i.i

is7.i.i:
  %v45.i.i = addrspacecast ptr %z10.i to ptr addrspace(5)
  %v46.i.i = and i32 %v39.i.i, 3
  %v47.i.i = getelementptr inbounds i32, ptr addrspace(5) %v45.i.i, i32 %v46.i.i
  %v48.i.i = load i32, ptr addrspace(5) %v47.i.i, align 4
  br label %isjoin9.i.i

isnot8.i.i:
  %v49.i.i = and i32 %v26.i.i, 3
  %v50.i.i = getelementptr inbounds i32, ptr %z10.i, i32 %v49.i.i
  %v51.i.i = load i32, ptr %v50.i.i, align 4
  br label %isjoin9.i.i

isjoin9.i.i:
  %v52.i.i = phi i32 [ %v48.i.i, %is7.i.i ], [ %v51.i.i, %isnot8.i.i ]
  %v53.i.i = addrspacecast ptr addrspace(5) %v8.i.i to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i.1.i.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %t43.i.1.i.i)
  br label %linit1.i.3.i.i

linit1.i.3.i.i:
  %t2.i.1.i.i = phi i32 [ 0, %isjoin9.i.i ], [ %t3.i.1.i.i, %lfill2.i.3.i.i ]
  %t4.i.1.i.i = icmp ult i32 %t2.i.1.i.i, 4
  br i1 %t4.i.1.i.i, label %lfill2.i.3.i.i, label %ldone3.i.3.i.i

lfill2.i.3.i.i:
  %t5.i.1.i.i = mul i32 %t2.i.1.i.i, 1646957471
  %t6.i.1.i.i = xor i32 %t5.i.1.i.i, %v39.i.i
  %t7.i.1.i.i = getelementptr inbounds [4 x i32], ptr %t1.i.1.i.i, i32 0, i32 %t2.i.1.i.i
  store i32 %t6.i.1.i.i, ptr %t7.i.1.i.i, align 4
  %t3.i.1.i.i = add nuw nsw i32 %t2.i.1.i.i, 1
  br label %linit1.i.3.i.i

ldone3.i.3.i.i:
  %t8.i.1.i.i = addrspacecast ptr %t1.i.1.i.i to ptr addrspace(5)
  %t9.i.1.i.i = and i32 %v39.i.i, 3
  %t10.i.1.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1.i.i, i32 %t9.i.1.i.i
  store i32 39, ptr addrspace(5) %t10.i.1.i.i, align 4
  %t11.i.1.i.i = and i32 19, 3
  %t12.i.1.i.i = getelementptr inbounds i32, ptr %v53.i.i, i32 %t11.i.1.i.i
  %t13.i.1.i.i = load i32, ptr %t12.i.1.i.i, align 4
  %t14.i.1.i.i = and i32 39, 31
  br label %loop4.i.1.i.i

loop4.i.1.i.i:
  %t15.i.1.i.i = phi i32 [ 0, %ldone3.i.3.i.i ], [ %t17.i.1.i.i, %body5.i.1.i.i ]
  %t16.i.1.i.i = phi i32 [ %t13.i.1.i.i, %ldone3.i.3.i.i ], [ %t18.i.1.i.i, %body5.i.1.i.i ]
  %t19.i.1.i.i = icmp ult i32 %t15.i.1.i.i, %t14.i.1.i.i
  br i1 %t19.i.1.i.i, label %body5.i.1.i.i, label %exit6.i.1.i.i

body5.i.1.i.i:
  %t20.i.1.i.i = and i32 %t16.i.1.i.i, 3
  %t21.i.1.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1.i.i, i32 %t20.i.1.i.i
  store i32 -1742749494, ptr addrspace(5) %t21.i.1.i.i, align 4
  %t22.i.1.i.i = and i32 %t16.i.1.i.i, 3
  %t23.i.1.i.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22.i.1.i.i
  %t24.i.1.i.i = load i32, ptr addrspace(1) %t23.i.1.i.i, align 4
  %t18.i.1.i.i = xor i32 %t16.i.1.i.i, %t15.i.1.i.i
  %t17.i.1.i.i = add nuw nsw i32 %t15.i.1.i.i, 1
  br label %loop4.i.1.i.i

exit6.i.1.i.i:
  %t25.i.1.i.i = and i32 %t13.i.1.i.i, 3
  %t26.i.1.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %t25.i.1.i.i
  %t27.i.1.i.i = load i32, ptr %t26.i.1.i.i, align 4
  %t28.i.1.i.i = atomicrmw add ptr addrspace(1) @count, i32 %v39.i.i monotonic, align 4
  %t30.i.1.i.i = and i32 39, 31
  %t29.i.1.i.i = ashr i32 39, %t30.i.1.i.i
  %t31.i.1.i.i = and i32 %t27.i.1.i.i, 3
  %t32.i.1.i.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t31.i.1.i.i
  %t33.i.1.i.i = load i32, ptr addrspace(1) %t32.i.1.i.i, align 4
  %t34.i.1.i.i = and i32 %t33.i.1.i.i, 3
  %t35.i.1.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1.i.i, i32 %t34.i.1.i.i
  %t36.i.1.i.i = load i32, ptr addrspace(5) %t35.i.1.i.i, align 4
  %t37.i.1.i.i = and i32 %t36.i.1.i.i, 3
  %t38.i.1.i.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1.i.i, i32 %t37.i.1.i.i
  store i32 %t29.i.1.i.i, ptr addrspace(5) %t38.i.1.i.i, align 4
  %t39.i.1.i.i = zext i32 39 to i64
  %t40.i.1.i.i = addrspacecast ptr addrspace(5) %t8.i.1.i.i to ptr
  %t41.i.1.i.i = insertvalue [42 x i32] zeroinitializer, i32 9, 35
  %t42.i.1.i.i = insertvalue [42 x i32] %t41.i.1.i.i, i32 %t33.i.1.i.i, 20
  store [42 x i32] %t42.i.1.i.i, ptr %t43.i.1.i.i, align 4
  %t44.i.1.i.i = call [37 x i32] @f1(i64 %t39.i.1.i.i, ptr %t40.i.1.i.i, ptr %v53.i.i, ptr align 4 byval([42 x i32]) %t43.i.1.i.i)
  %t45.i.1.i.i = extractvalue [37 x i32] %t44.i.1.i.i, 27
  %t46.i.1.i.i = and i32 %t45.i.1.i.i, 3
  %t47.i.1.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %t46.i.1.i.i
  %t48.i.1.i.i = load i32, ptr %t47.i.1.i.i, align 4
  %t49.i.1.i.i = insertvalue [61 x i32] zeroinitializer, i32 %t36.i.1.i.i, 6
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i.1.i.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %t43.i.1.i.i)
  %v55.i.i = extractvalue [61 x i32] %t49.i.1.i.i, 11
  %v56.i.i = and i32 %v40.i.i, 3
  %v57.i.i = getelementptr inbounds i32, ptr %z10.i, i32 %v56.i.i
  %v58.i.i = load i32, ptr %v57.i.i, align 4
  %v59.i.i = addrspacecast ptr addrspace(5) %v8.i.i to ptr
  %v60.i.i = insertvalue [9 x i32] zeroinitializer, i32 %v42.i.i, 6
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.2.i.i)
  br label %linit1.i.4.i.i

linit1.i.4.i.i:
  %q2.i.2.i.i = phi i32 [ 0, %exit6.i.1.i.i ], [ %q3.i.2.i.i, %lfill2.i.4.i.i ]
  %q4.i.2.i.i = icmp ult i32 %q2.i.2.i.i, 4
  br i1 %q4.i.2.i.i, label %lfill2.i.4.i.i, label %ldone3.i.4.i.i

lfill2.i.4.i.i:
  %q5.i.2.i.i = mul i32 %q2.i.2.i.i, 2124346635
  %q6.i.2.i.i = xor i32 %q5.i.2.i.i, -2031704769
  %q7.i.2.i.i = getelementptr inbounds [4 x i32], ptr %q1.i.2.i.i, i32 0, i32 %q2.i.2.i.i
  store i32 %q6.i.2.i.i, ptr %q7.i.2.i.i, align 4
  %q3.i.2.i.i = add nuw nsw i32 %q2.i.2.i.i, 1
  br label %linit1.i.4.i.i

ldone3.i.4.i.i:
  %q8.i.2.i.i = addrspacecast ptr %q1.i.2.i.i to ptr addrspace(5)
  %q9.i.2.i.i = and i32 1027483357, 3
  %q10.i.2.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.2.i.i, i32 %q9.i.2.i.i
  %q11.i.2.i.i = load i32, ptr addrspace(5) %q10.i.2.i.i, align 4
  %q12.i.2.i.i = call i32 @llvm.abs.i32(i32 %q11.i.2.i.i, i1 false)
  %q13.i.2.i.i = sub i32 %q12.i.2.i.i, %q11.i.2.i.i
  %q14.i.2.i.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.2.i.i monotonic, align 4
  %q16.i.2.i.i = and i32 -1222373305, 31
  %q15.i.2.i.i = lshr i32 %q13.i.2.i.i, %q16.i.2.i.i
  %q17.i.2.i.i = and i32 %q13.i.2.i.i, 3
  %q18.i.2.i.i = getelementptr inbounds i32, ptr %v59.i.i, i32 %q17.i.2.i.i
  store i32 %q11.i.2.i.i, ptr %q18.i.2.i.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.2.i.i)
  %v62.i.i = and i32 %v42.i.i, 3
  %v63.i.i = insertvalue [88 x i32] zeroinitializer, i32 %v58.i.i, 22
  %v64.i.i = insertvalue [88 x i32] %v63.i.i, i32 %v39.i.i, 68
  %v65.i.i = insertvalue [88 x i32] %v64.i.i, i32 %v55.i.i, 26
  store [88 x i32] %v65.i.i, ptr %v66.i.i, align 4
  %v67.i.i = call i32 @rec0(ptr %z11.i, ptr %z11.i, i32 %v25.i.i, i32 %v52.i.i, i32 %v62.i.i, ptr align 4 byval([88 x i32]) %v66.i.i)
  %v68.i.i = call i1 @llvm.nvvm.isspacep.const(ptr %z11.i)
  br i1 %v68.i.i, label %is10.i.i, label %isnot11.i.i

is10.i.i:
  %v69.i.i = addrspacecast ptr %z11.i to ptr addrspace(4)
  %v70.i.i = and i32 %v52.i.i, 3
  %v71.i.i = getelementptr inbounds i32, ptr addrspace(4) %v69.i.i, i32 %v70.i.i
  %v72.i.i = load i32, ptr addrspace(4) %v71.i.i, align 4
  br label %isjoin12.i.i

isnot11.i.i:
  %v73.i.i = and i32 %v52.i.i, 3
  %v74.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %v73.i.i
  %v75.i.i = load i32, ptr %v74.i.i, align 4
  br label %isjoin12.i.i

isjoin12.i.i:
  %v76.i.i = phi i32 [ %v72.i.i, %is10.i.i ], [ %v75.i.i, %isnot11.i.i ]
  %v77.i.i = and i32 %v67.i.i, 3
  %v78.i.i = insertvalue [88 x i32] zeroinitializer, i32 %v55.i.i, 82
  store [88 x i32] %v78.i.i, ptr %v79.i.i, align 4
  %v80.i.i = call i32 @rec0(ptr %z11.i, ptr %z11.i, i32 45, i32 %v67.i.i, i32 %v77.i.i, ptr align 4 byval([88 x i32]) %v79.i.i)
  %v81.i.i = and i32 54, 3
  %v82.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %v81.i.i
  store i32 %v58.i.i, ptr %v82.i.i, align 4
  %v83.i.i = insertvalue [9 x i32] zeroinitializer, i32 %v58.i.i, 8
  %v84.i.i = insertvalue [9 x i32] %v83.i.i, i32 39, 3
  %v85.i.i = insertvalue [9 x i32] %v84.i.i, i32 %v67.i.i, 2
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.3.i.i)
  br label %linit1.i.5.i.i

linit1.i.5.i.i:
  %q2.i.3.i.i = phi i32 [ 0, %isjoin12.i.i ], [ %q3.i.3.i.i, %lfill2.i.5.i.i ]
  %q4.i.3.i.i = icmp ult i32 %q2.i.3.i.i, 4
  br i1 %q4.i.3.i.i, label %lfill2.i.5.i.i, label %ldone3.i.5.i.i

lfill2.i.5.i.i:
  %q5.i.3.i.i = mul i32 %q2.i.3.i.i, 2124346635
  %q6.i.3.i.i = xor i32 %q5.i.3.i.i, -2031704769
  %q7.i.3.i.i = getelementptr inbounds [4 x i32], ptr %q1.i.3.i.i, i32 0, i32 %q2.i.3.i.i
  store i32 %q6.i.3.i.i, ptr %q7.i.3.i.i, align 4
  %q3.i.3.i.i = add nuw nsw i32 %q2.i.3.i.i, 1
  br label %linit1.i.5.i.i

ldone3.i.5.i.i:
  %q8.i.3.i.i = addrspacecast ptr %q1.i.3.i.i to ptr addrspace(5)
  %q9.i.3.i.i = and i32 1027483357, 3
  %q10.i.3.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.3.i.i, i32 %q9.i.3.i.i
  %q11.i.3.i.i = load i32, ptr addrspace(5) %q10.i.3.i.i, align 4
  %q12.i.3.i.i = call i32 @llvm.abs.i32(i32 %q11.i.3.i.i, i1 false)
  %q13.i.3.i.i = sub i32 %q12.i.3.i.i, %q11.i.3.i.i
  %q14.i.3.i.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.3.i.i monotonic, align 4
  %q16.i.3.i.i = and i32 -1222373305, 31
  %q15.i.3.i.i = lshr i32 %q13.i.3.i.i, %q16.i.3.i.i
  %q17.i.3.i.i = and i32 %q13.i.3.i.i, 3
  %q18.i.3.i.i = getelementptr inbounds i32, ptr %z11.i, i32 %q17.i.3.i.i
  store i32 %q11.i.3.i.i, ptr %q18.i.3.i.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.3.i.i)
  %v87.i.i = add i32 %v76.i.i, %v67.i.i
  %v88.i.i = atomicrmw add ptr addrspace(1) @count, i32 %v67.i.i monotonic, align 4
  %v89.i.i = xor i32 %v87.i.i, %v87.i.i
  %v90.i.i = xor i32 %v89.i.i, %v39.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %v66.i.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %v79.i.i)
  %z15.i = and i32 7, 3
  %z16.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z15.i
  %z17.i = load i32, ptr addrspace(1) %z16.i, align 4
  %z18.i = or i32 %v90.i.i, %z17.i
  %z20.i = and i32 %z9.i, 31
  %z19.i = ashr i32 4, %z20.i
  %z21.i = call i1 @llvm.nvvm.isspacep.const(ptr %v26)
  br i1 %z21.i, label %is4.i, label %isnot5.i

is4.i:
  %z22.i = addrspacecast ptr %v26 to ptr addrspace(4)
  %z23.i = and i32 %z17.i, 3
  %z24.i = getelementptr inbounds i32, ptr addrspace(4) %z22.i, i32 %z23.i
  %z25.i = load i32, ptr addrspace(4) %z24.i, align 4
  br label %isjoin6.i

isnot5.i:
  %z26.i = and i32 %z17.i, 3
  %z27.i = getelementptr inbounds i32, ptr %v26, i32 %z26.i
  %z28.i = load i32, ptr %z27.i, align 4
  br label %isjoin6.i

isjoin6.i:
  %z29.i = phi i32 [ %z25.i, %is4.i ], [ %z28.i, %isnot5.i ]
  %z30.i = and i32 %z9.i, 3
  %z31.i = getelementptr inbounds i32, ptr %v26, i32 %z30.i
  %z32.i = load i32, ptr %z31.i, align 4
  %z33.i = and i32 %z18.i, 31
  br label %loop7.i

loop7.i:
  %z34.i = phi i32 [ 0, %isjoin6.i ], [ %z36.i, %body8.i ]
  %z35.i = phi i32 [ %z18.i, %isjoin6.i ], [ %z37.i, %body8.i ]
  %z38.i = icmp ult i32 %z34.i, %z33.i
  br i1 %z38.i, label %body8.i, label %exit9.i

body8.i:
  %z40.i = and i32 %z17.i, 32767
  %z41.i = or i32 %z40.i, 1
  %z39.i = srem i32 %z35.i, %z41.i
  %z42.i = and i32 2016843354, 3
  %z43.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z42.i
  store i32 %z39.i, ptr addrspace(5) %z43.i, align 4
  %z44.i = and i32 %z34.i, 3
  %z45.i = zext i32 %z29.i to i64
  %z46.i = insertvalue [72 x i32] zeroinitializer, i32 45, 32
  store [72 x i32] %z46.i, ptr %z47.i, align 4
  %z48.i = call i32 @rec5(i32 32, i32 %z44.i, i64 %z45.i, ptr align 4 byval([72 x i32]) %z47.i)
  %z50.i = or i32 154331664, 1
  %z49.i = udiv i32 %z39.i, %z50.i
  %z51.i = and i32 %z48.i, 3
  %z52.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z51.i
  %z53.i = load i32, ptr addrspace(1) %z52.i, align 4
  %z37.i = add i32 %z35.i, %z53.i
  %z36.i = add nuw nsw i32 %z34.i, 1
  br label %loop7.i

exit9.i:
  %z55.i = icmp ne i32 %z35.i, %z32.i
  %z54.i = select i1 %z55.i, i32 %z35.i, i32 %z29.i
  %z56.i = and i32 %z54.i, 3
  %z57.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z56.i
  store i32 %z54.i, ptr addrspace(5) %z57.i, align 4
  %z58.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z59.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z60.i = zext i32 %v90.i.i to i64
  %z61.i = insertvalue [3 x i32] zeroinitializer, i32 %z54.i, 1
  %z62.i = insertvalue [3 x i32] %z61.i, i32 %z32.i, 2
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.i)
  br label %linit1.i.1.i

linit1.i.1.i:
  %a2.i.i = phi i32 [ 0, %exit9.i ], [ %a3.i.i, %lfill2.i.1.i ]
  %a4.i.i = icmp ult i32 %a2.i.i, 4
  br i1 %a4.i.i, label %lfill2.i.1.i, label %ldone3.i.1.i

lfill2.i.1.i:
  %a5.i.i = mul i32 %a2.i.i, 1904824249
  %a6.i.i = xor i32 %a5.i.i, %z29.i
  %a7.i.i = getelementptr inbounds [4 x i32], ptr %a1.i.i, i32 0, i32 %a2.i.i
  store i32 %a6.i.i, ptr %a7.i.i, align 4
  %a3.i.i = add nuw nsw i32 %a2.i.i, 1
  br label %linit1.i.1.i

ldone3.i.1.i:
  %a8.i.i = addrspacecast ptr %a1.i.i to ptr addrspace(5)
  %a10.i.i = and i32 4, 31
  %a9.i.i = shl i32 -1619984928, %a10.i.i
  %a11.i.i = mul i32 900554315, -1285771271
  %a12.i.i = and i32 %a11.i.i, -478809233
  %a13.i.i = sub i32 %a12.i.i, -178357913
  %a14.i.i = sub i32 %a13.i.i, %z9.i
  %a15.i.i = add i32 %a14.i.i, %a12.i.i
  %a16.i.i = lshr i32 %a15.i.i, 27
  %a17.i.i = lshr i32 %a16.i.i, 2
  %a18.i.i = sub i32 %a17.i.i, %a15.i.i
  %a19.i.i = shl i32 %a18.i.i, 6
  %a20.i.i = xor i32 %a19.i.i, %a14.i.i
  %a21.i.i = sub i32 %a20.i.i, %a17.i.i
  %a22.i.i = xor i32 %a21.i.i, %a19.i.i
  %a23.i.i = mul i32 %a22.i.i, %a18.i.i
  %a24.i.i = xor i32 %a23.i.i, %z9.i
  %a25.i.i = xor i32 %a24.i.i, %a23.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.i)
  %z64.i = and i32 %z54.i, 3
  %z65.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z64.i
  %z66.i = load i32, ptr addrspace(1) %z65.i, align 4
  %z67.i = call i1 @llvm.nvvm.isspacep.global(ptr %v25)
  br i1 %z67.i, label %is10.i, label %isnot11.i

is10.i:
  %z68.i = addrspacecast ptr %v25 to ptr addrspace(1)
  %z69.i = and i32 %z66.i, 3
  %z70.i = getelementptr inbounds i32, ptr addrspace(1) %z68.i, i32 %z69.i
  %z71.i = load i32, ptr addrspace(1) %z70.i, align 4
  br label %isjoin12.i

isnot11.i:
  %z72.i = and i32 %a25.i.i, 3
  %z73.i = getelementptr inbounds i32, ptr %v25, i32 %z72.i
  %z74.i = load i32, ptr %z73.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %z75.i = phi i32 [ %z71.i, %is10.i ], [ %z74.i, %isnot11.i ]
  %z76.i = and i32 %z66.i, 3
  %z77.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z76.i
  %z78.i = load i32, ptr addrspace(5) %z77.i, align 4
  %z79.i = and i32 %z66.i, 31
  br label %loop13.i

loop13.i:
  %z80.i = phi i32 [ 0, %isjoin12.i ], [ %z82.i, %ldone3.i.2.i ]
  %z81.i = phi i32 [ %a25.i.i, %isjoin12.i ], [ %z83.i, %ldone3.i.2.i ]
  %z84.i = icmp ult i32 %z80.i, %z79.i
  br i1 %z84.i, label %body14.i, label %exit15.i

body14.i:
  %z85.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z86.i = insertvalue [9 x i32] zeroinitializer, i32 %z81.i, 4
  %z87.i = insertvalue [9 x i32] %z86.i, i32 %z75.i, 6
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.i)
  br label %linit1.i.2.i

linit1.i.2.i:
  %q2.i.i = phi i32 [ 0, %body14.i ], [ %q3.i.i, %lfill2.i.2.i ]
  %q4.i.i = icmp ult i32 %q2.i.i, 4
  br i1 %q4.i.i, label %lfill2.i.2.i, label %ldone3.i.2.i

lfill2.i.2.i:
  %q5.i.i = mul i32 %q2.i.i, 2124346635
  %q6.i.i = xor i32 %q5.i.i, -2031704769
  %q7.i.i = getelementptr inbounds [4 x i32], ptr %q1.i.i, i32 0, i32 %q2.i.i
  store i32 %q6.i.i, ptr %q7.i.i, align 4
  %q3.i.i = add nuw nsw i32 %q2.i.i, 1
  br label %linit1.i.2.i

ldone3.i.2.i:
  %q8.i.i = addrspacecast ptr %q1.i.i to ptr addrspace(5)
  %q9.i.i = and i32 1027483357, 3
  %q10.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.i, i32 %q9.i.i
  %q11.i.i = load i32, ptr addrspace(5) %q10.i.i, align 4
  %q12.i.i = call i32 @llvm.abs.i32(i32 %q11.i.i, i1 false)
  %q13.i.i = sub i32 %q12.i.i, %q11.i.i
  %q14.i.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.i monotonic, align 4
  %q16.i.i = and i32 -1222373305, 31
  %q15.i.i = lshr i32 %q13.i.i, %q16.i.i
  %q17.i.i = and i32 %q13.i.i, 3
  %q18.i.i = getelementptr inbounds i32, ptr %z85.i, i32 %q17.i.i
  store i32 %q11.i.i, ptr %q18.i.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.i)
  %z89.i = and i32 %z81.i, 3
  %z90.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z89.i
  %z91.i = load i32, ptr addrspace(1) %z90.i, align 4
  %z83.i = xor i32 %z81.i, %z91.i
  %z82.i = add nuw nsw i32 %z80.i, 1
  br label %loop13.i

exit15.i:
  br label %loop16.i

loop16.i:
  %z92.i = phi i32 [ 0, %exit15.i ], [ %z94.i, %exit21.i ]
  %z93.i = phi i32 [ 217707127, %exit15.i ], [ %z95.i, %exit21.i ]
  %z96.i = icmp ult i32 %z92.i, 23
  br i1 %z96.i, label %body17.i, label %exit18.i

body17.i:
  %z97.i = and i32 %z92.i, 3
  %z98.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z97.i
  store i32 %z92.i, ptr addrspace(5) %z98.i, align 4
  %z99.i = and i32 %z66.i, 3
  %z100.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z99.i
  store i32 %z9.i, ptr addrspace(5) %z100.i, align 4
  %z101.i = xor i32 %z93.i, %z81.i
  %z102.i = call i32 @llvm.smin.i32(i32 -1836870628, i32 %z81.i)
  %z103.i = addrspacecast ptr addrspace(5) %z8.i to ptr
  %z104.i = insertvalue [9 x i32] zeroinitializer, i32 %z92.i, 1
  %z105.i = call ptr @f3(ptr %z103.i, [9 x i32] %z104.i)
  br label %loop19.i

loop19.i:
  %z106.i = phi i32 [ 0, %body17.i ], [ %z108.i, %body20.i ]
  %z107.i = phi i32 [ %z102.i, %body17.i ], [ %z109.i, %body20.i ]
  %z110.i = icmp ult i32 %z106.i, 21
  br i1 %z110.i, label %body20.i, label %exit21.i

body20.i:
  %z112.i = or i32 %z107.i, 1
  %z111.i = udiv i32 %z101.i, %z112.i
  %z113.i = and i32 41, 3
  %z114.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z113.i
  store i32 %z111.i, ptr addrspace(5) %z114.i, align 4
  %z115.i = and i32 %z78.i, 3
  %z116.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z115.i
  %z117.i = load i32, ptr addrspace(5) %z116.i, align 4
  %z118.i = call i32 @llvm.umin.i32(i32 %z92.i, i32 %z106.i)
  %z109.i = add i32 %z107.i, %z118.i
  %z108.i = add nuw nsw i32 %z106.i, 1
  br label %loop19.i

exit21.i:
  %z95.i = add i32 %z93.i, %z107.i
  %z94.i = add nuw nsw i32 %z92.i, 1
  br label %loop16.i

exit18.i:
  %z119.i = mul i32 %z93.i, %z93.i
  %z120.i = or i32 %z78.i, %z78.i
  %z121.i = and i32 %z81.i, 3
  %z122.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z121.i
  store i32 %z75.i, ptr addrspace(5) %z122.i, align 4
  %z123.i = call i32 @llvm.abs.i32(i32 %z93.i, i1 false)
  %z124.i = call i1 @llvm.nvvm.isspacep.global(ptr %v25)
  br i1 %z124.i, label %is22.i, label %isnot23.i

is22.i:
  %z125.i = addrspacecast ptr %v25 to ptr addrspace(1)
  %z126.i = and i32 -341395187, 3
  %z127.i = getelementptr inbounds i32, ptr addrspace(1) %z125.i, i32 %z126.i
  %z128.i = load i32, ptr addrspace(1) %z127.i, align 4
  br label %isjoin24.i

isnot23.i:
  %z129.i = and i32 %z123.i, 3
  %z130.i = getelementptr inbounds i32, ptr %v25, i32 %z129.i
  %z131.i = load i32, ptr %z130.i, align 4
  br label %isjoin24.i

isjoin24.i:
  %z132.i = phi i32 [ %z128.i, %is22.i ], [ %z131.i, %isnot23.i ]
  %z133.i = call i1 @llvm.nvvm.isspacep.shared(ptr %v25)
  br i1 %z133.i, label %is25.i, label %isnot26.i

is25.i:
  %z134.i = addrspacecast ptr %v25 to ptr addrspace(3)
  %z135.i = and i32 %z120.i, 3
  %z136.i = getelementptr inbounds i32, ptr addrspace(3) %z134.i, i32 %z135.i
  %z137.i = load i32, ptr addrspace(3) %z136.i, align 4
  br label %isjoin27.i

isnot26.i:
  %z138.i = and i32 %z19.i, 3
  %z139.i = getelementptr inbounds i32, ptr %v25, i32 %z138.i
  %z140.i = load i32, ptr %z139.i, align 4
  br label %isjoin27.i

isjoin27.i:
  %z141.i = phi i32 [ %z137.i, %is25.i ], [ %z140.i, %isnot26.i ]
  %z142.i = and i32 %z17.i, 3
  %z143.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z142.i
  store i32 %z141.i, ptr addrspace(5) %z143.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %z1.i)
  call void @llvm.lifetime.end.p0(i64 288, ptr %z47.i)
  %v27 = addrspacecast ptr addrspace(1) @g to ptr
  %v28 = addrspacecast ptr addrspace(1) %slot to ptr
  %v29 = call [37 x i32] @f14(ptr %v27, ptr %v28, i32 35, i32 %v23)
  %v30 = extractvalue [37 x i32] %v29, 3
  %v32 = icmp uge i32 %v24, %v16
  %v31 = select i1 %v32, i32 %v24, i32 %v23
  %v33 = and i32 %tid, 31
  br label %loop1

loop1:
  %v34 = phi i32 [ 0, %isjoin27.i ], [ %v36, %body2 ]
  %v35 = phi i32 [ %v31, %isjoin27.i ], [ %v37, %body2 ]
  %v38 = icmp ult i32 %v34, %v33
  br i1 %v38, label %body2, label %exit3

body2:
  %v39 = and i32 %v24, 3
  %v40 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v39
  %v41 = load i32, ptr addrspace(1) %v40, align 4
  %v42 = addrspacecast ptr addrspace(1) %slot to ptr
  %v43 = zext i32 %v35 to i64
  %v44 = call ptr @f15(ptr %v42, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 %v43, i32 %v35)
  %v37 = sub i32 %v35, %v41
  %v36 = add nuw nsw i32 %v34, 1
  br label %loop1

exit3:
  %v45 = and i32 %v35, 3
  %v46 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %v45
  %v47 = load i32, ptr addrspace(1) %v46, align 4
  %v48 = and i32 %v35, 3
  %v49 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v48
  store i32 %v30, ptr addrspace(1) %v49, align 4
  %v50 = mul i32 %v30, -1285771271
  %v51 = and i32 %v50, -478809233
  %v52 = sub i32 %v51, -178357913
  %v53 = sub i32 %v52, -928250437
  %v54 = add i32 %v53, %v51
  %v55 = lshr i32 %v54, 27
  %v56 = lshr i32 %v55, 2
  %v57 = sub i32 %v56, %v54
  %v58 = shl i32 %v57, 6
  %v59 = xor i32 %v58, %v53
  %v60 = sub i32 %v59, %v56
  %v61 = xor i32 %v60, %v58
  %v62 = mul i32 %v61, %v57
  %v63 = xor i32 %x0, %v62
  %v64 = xor i32 %v63, %v47
  %v65 = xor i32 %v64, %v35
  %v66 = xor i32 %v65, %v31
  %v67 = xor i32 %v66, %v13
  store i32 %v67, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #2

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #2

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #2

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #2

declare i32 @llvm.abs.i32(i32, i1 immarg) #2

declare i32 @llvm.ctpop.i32(i32) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.smin.i32(i32, i32) #2

declare i32 @llvm.umin.i32(i32, i32) #2

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

define dso_local i32 @f10(ptr %p0, ptr %p1, [12 x i32] %agg2) #1 {
entry:
  %bv3.i = alloca [42 x i32], align 4
  %a1.i = alloca [4 x i32], align 4
  %bv3.i.1 = alloca [42 x i32], align 4
  %a1.i.1 = alloca [4 x i32], align 4
  %t1 = alloca [4 x i32], align 4
  %t36 = alloca [42 x i32], align 4
  %t45 = alloca [42 x i32], align 4
  %t80 = alloca [88 x i32], align 4
  %t86 = alloca [88 x i32], align 4
  %t93 = alloca [88 x i32], align 4
  %t121 = alloca [88 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 4
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, -305634137
  %t6 = xor i32 %t5, -819184514
  %t7 = getelementptr inbounds [4 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = mul i32 8, -1285771271
  %t10 = and i32 %t9, -478809233
  %t11 = sub i32 %t10, -178357913
  %t12 = sub i32 %t11, 15
  %t13 = add i32 %t12, %t10
  %t14 = lshr i32 %t13, 27
  %t15 = lshr i32 %t14, 2
  %t16 = sub i32 %t15, %t13
  %t17 = shl i32 %t16, 6
  %t18 = xor i32 %t17, %t12
  %t19 = sub i32 %t18, %t15
  %t20 = xor i32 %t19, %t17
  %t21 = mul i32 %t20, %t16
  %t22 = and i32 %t21, 3
  %t23 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22
  %t24 = load i32, ptr addrspace(1) %t23, align 4
  %t25 = and i32 %t24, 3
  %t26 = getelementptr inbounds i32, ptr %p0, i32 %t25
  %t27 = load i32, ptr %t26, align 4
  %t28 = and i32 %t21, %t24
  %t29 = and i32 %t21, 3
  %t30 = getelementptr inbounds i32, ptr %p1, i32 %t29
  %t31 = load i32, ptr %t30, align 4
  %t32 = zext i32 %t24 to i64
  %t33 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t34 = insertvalue [42 x i32] zeroinitializer, i32 %t24, 2
  %t35 = insertvalue [42 x i32] %t34, i32 %t28, 6
  store [42 x i32] %t35, ptr %t36, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i, ptr %t36, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i)
  br label %linit1.i

linit1.i:
  %a2.i = phi i32 [ 0, %ldone3 ], [ %a3.i, %lfill2.i ]
  %a4.i = icmp ult i32 %a2.i, 4
  br i1 %a4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %a5.i = mul i32 %a2.i, -288493249
  %a6.i = xor i32 %a5.i, 1738082391
  %a7.i = getelementptr inbounds [4 x i32], ptr %a1.i, i32 0, i32 %a2.i
  store i32 %a6.i, ptr %a7.i, align 4
  %a3.i = add nuw nsw i32 %a2.i, 1
  br label %linit1.i

ldone3.i:
  %a8.i = addrspacecast ptr %a1.i to ptr addrspace(5)
  %a10.i = icmp ult i32 1715945790, 44
  %a9.i = select i1 %a10.i, i32 1715945790, i32 -1828395667
  %a12.i = or i32 %a9.i, 1
  %a11.i = urem i32 %a9.i, %a12.i
  %a14.i = or i32 %a9.i, 1
  %a13.i = udiv i32 %a9.i, %a14.i
  %a15.i = atomicrmw add ptr addrspace(1) @count, i32 %a9.i monotonic, align 4
  %a16.i = and i32 %a13.i, %a11.i
  %a17.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i monotonic, align 4
  %a18.i = or i32 -866729665, %a16.i
  %a19.i = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %a19.i, label %is4.i, label %isnot5.i

is4.i:
  %a20.i = addrspacecast ptr %p0 to ptr addrspace(3)
  %a21.i = and i32 %a18.i, 3
  %a22.i = getelementptr inbounds i32, ptr addrspace(3) %a20.i, i32 %a21.i
  %a23.i = load i32, ptr addrspace(3) %a22.i, align 4
  br label %isjoin6.i

isnot5.i:
  %a24.i = and i32 %a18.i, 3
  %a25.i = getelementptr inbounds i32, ptr %p0, i32 %a24.i
  %a26.i = load i32, ptr %a25.i, align 4
  br label %isjoin6.i

isjoin6.i:
  %a27.i = phi i32 [ %a23.i, %is4.i ], [ %a26.i, %isnot5.i ]
  %a28.i = and i32 %a18.i, 3
  %a29.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i, i32 %a28.i
  store i32 758828954, ptr addrspace(5) %a29.i, align 4
  %a30.i = and i32 %a16.i, 3
  %a31.i = getelementptr inbounds i32, ptr %t33, i32 %a30.i
  %a32.i = load i32, ptr %a31.i, align 4
  %a33.i = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a33.i, label %is7.i, label %isnot8.i

is7.i:
  %a34.i = addrspacecast ptr %p0 to ptr addrspace(5)
  %a35.i = and i32 %a27.i, 3
  %a36.i = getelementptr inbounds i32, ptr addrspace(5) %a34.i, i32 %a35.i
  %a37.i = load i32, ptr addrspace(5) %a36.i, align 4
  br label %isjoin9.i

isnot8.i:
  %a38.i = and i32 %a27.i, 3
  %a39.i = getelementptr inbounds i32, ptr %p0, i32 %a38.i
  %a40.i = load i32, ptr %a39.i, align 4
  br label %isjoin9.i

isjoin9.i:
  %a41.i = phi i32 [ %a37.i, %is7.i ], [ %a40.i, %isnot8.i ]
  %a42.i = atomicrmw add ptr addrspace(1) @count, i32 %a32.i monotonic, align 4
  %a44.i = icmp ult i32 %a18.i, %a11.i
  %a43.i = select i1 %a44.i, i32 %a18.i, i32 %a32.i
  %a45.i = and i32 %a41.i, 3
  %a46.i = getelementptr inbounds i32, ptr %t33, i32 %a45.i
  store i32 %a32.i, ptr %a46.i, align 4
  br label %loop10.i

loop10.i:
  %a47.i = phi i32 [ 0, %isjoin9.i ], [ %a49.i, %isjoin24.i ]
  %a48.i = phi i32 [ %a43.i, %isjoin9.i ], [ %a50.i, %isjoin24.i ]
  %a51.i = icmp ult i32 %a47.i, 11
  br i1 %a51.i, label %body11.i, label %exit12.i

body11.i:
  %a53.i = and i32 %a47.i, 32767
  %a54.i = or i32 %a53.i, 1
  %a52.i = sdiv i32 %a41.i, %a54.i
  %a56.i = or i32 %a52.i, 1
  %a55.i = udiv i32 %a43.i, %a56.i
  br label %loop13.i

loop13.i:
  %a57.i = phi i32 [ 0, %body11.i ], [ %a59.i, %isjoin21.i ]
  %a58.i = phi i32 [ %a52.i, %body11.i ], [ %a60.i, %isjoin21.i ]
  %a61.i = icmp ult i32 %a57.i, 13
  br i1 %a61.i, label %body14.i, label %exit15.i

body14.i:
  %a62.i = xor i32 %a52.i, %a52.i
  %a63.i = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %a63.i, label %is16.i, label %isnot17.i

is16.i:
  %a64.i = addrspacecast ptr %p0 to ptr addrspace(1)
  %a65.i = and i32 %a57.i, 3
  %a66.i = getelementptr inbounds i32, ptr addrspace(1) %a64.i, i32 %a65.i
  %a67.i = load i32, ptr addrspace(1) %a66.i, align 4
  br label %isjoin18.i

isnot17.i:
  %a68.i = and i32 %a57.i, 3
  %a69.i = getelementptr inbounds i32, ptr %p0, i32 %a68.i
  %a70.i = load i32, ptr %a69.i, align 4
  br label %isjoin18.i

isjoin18.i:
  %a71.i = phi i32 [ %a67.i, %is16.i ], [ %a70.i, %isnot17.i ]
  %a72.i = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %a72.i, label %is19.i, label %isnot20.i

is19.i:
  %a73.i = addrspacecast ptr %p0 to ptr addrspace(1)
  %a74.i = and i32 852487975, 3
  %a75.i = getelementptr inbounds i32, ptr addrspace(1) %a73.i, i32 %a74.i
  %a76.i = load i32, ptr addrspace(1) %a75.i, align 4
  br label %isjoin21.i

isnot20.i:
  %a77.i = and i32 %a71.i, 3
  %a78.i = getelementptr inbounds i32, ptr %p0, i32 %a77.i
  %a79.i = load i32, ptr %a78.i, align 4
  br label %isjoin21.i

isjoin21.i:
  %a80.i = phi i32 [ %a76.i, %is19.i ], [ %a79.i, %isnot20.i ]
  %a60.i = add i32 %a58.i, %a80.i
  %a59.i = add nuw nsw i32 %a57.i, 1
  br label %loop13.i

exit15.i:
  %a81.i = and i32 %a48.i, 3
  %a82.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i, i32 %a81.i
  %a83.i = load i32, ptr addrspace(5) %a82.i, align 4
  %a84.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i monotonic, align 4
  %a85.i = call i1 @llvm.nvvm.isspacep.local(ptr %t33)
  br i1 %a85.i, label %is22.i, label %isnot23.i

is22.i:
  %a86.i = addrspacecast ptr %t33 to ptr addrspace(5)
  %a87.i = and i32 %a55.i, 3
  %a88.i = getelementptr inbounds i32, ptr addrspace(5) %a86.i, i32 %a87.i
  %a89.i = load i32, ptr addrspace(5) %a88.i, align 4
  br label %isjoin24.i

isnot23.i:
  %a90.i = and i32 %a52.i, 3
  %a91.i = getelementptr inbounds i32, ptr %t33, i32 %a90.i
  %a92.i = load i32, ptr %a91.i, align 4
  br label %isjoin24.i

isjoin24.i:
  %a93.i = phi i32 [ %a89.i, %is22.i ], [ %a92.i, %isnot23.i ]
  %a50.i = sub i32 %a48.i, %a93.i
  %a49.i = add nuw nsw i32 %a47.i, 1
  br label %loop10.i

exit12.i:
  %a94.i = atomicrmw add ptr addrspace(1) @count, i32 %a41.i monotonic, align 4
  %a95.i = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a95.i, label %is25.i, label %isnot26.i

is25.i:
  %a96.i = addrspacecast ptr %p0 to ptr addrspace(5)
  %a97.i = and i32 %a43.i, 3
  %a98.i = getelementptr inbounds i32, ptr addrspace(5) %a96.i, i32 %a97.i
  %a99.i = load i32, ptr addrspace(5) %a98.i, align 4
  br label %isjoin27.i

isnot26.i:
  %a100.i = and i32 %a13.i, 3
  %a101.i = getelementptr inbounds i32, ptr %p0, i32 %a100.i
  %a102.i = load i32, ptr %a101.i, align 4
  br label %isjoin27.i

isjoin27.i:
  %a103.i = phi i32 [ %a99.i, %is25.i ], [ %a102.i, %isnot26.i ]
  %a104.i = insertvalue [37 x i32] zeroinitializer, i32 %a103.i, 12
  %a105.i = insertvalue [37 x i32] %a104.i, i32 %a18.i, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i)
  %t38 = extractvalue [37 x i32] %a105.i, 7
  %t39 = and i32 %t28, 3
  %t40 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t39
  %t41 = load i32, ptr addrspace(5) %t40, align 4
  %t42 = zext i32 %t41 to i64
  %t43 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t44 = insertvalue [42 x i32] zeroinitializer, i32 %t38, 29
  store [42 x i32] %t44, ptr %t45, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i.1)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i.1, ptr %t45, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.1)
  br label %linit1.i.1

linit1.i.1:
  %a2.i.1 = phi i32 [ 0, %isjoin27.i ], [ %a3.i.1, %lfill2.i.1 ]
  %a4.i.1 = icmp ult i32 %a2.i.1, 4
  br i1 %a4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %a5.i.1 = mul i32 %a2.i.1, -288493249
  %a6.i.1 = xor i32 %a5.i.1, 1738082391
  %a7.i.1 = getelementptr inbounds [4 x i32], ptr %a1.i.1, i32 0, i32 %a2.i.1
  store i32 %a6.i.1, ptr %a7.i.1, align 4
  %a3.i.1 = add nuw nsw i32 %a2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %a8.i.1 = addrspacecast ptr %a1.i.1 to ptr addrspace(5)
  %a10.i.1 = icmp ult i32 1715945790, 44
  %a9.i.1 = select i1 %a10.i.1, i32 1715945790, i32 -1828395667
  %a12.i.1 = or i32 %a9.i.1, 1
  %a11.i.1 = urem i32 %a9.i.1, %a12.i.1
  %a14.i.1 = or i32 %a9.i.1, 1
  %a13.i.1 = udiv i32 %a9.i.1, %a14.i.1
  %a15.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %a9.i.1 monotonic, align 4
  %a16.i.1 = and i32 %a13.i.1, %a11.i.1
  %a17.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1 monotonic, align 4
  %a18.i.1 = or i32 -866729665, %a16.i.1
  %a19.i.1 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %a19.i.1, label %is4.i.1, label %isnot5.i.1

is4.i.1:
  %a20.i.1 = addrspacecast ptr %p0 to ptr addrspace(3)
  %a21.i.1 = and i32 %a18.i.1, 3
  %a22.i.1 = getelementptr inbounds i32, ptr addrspace(3) %a20.i.1, i32 %a21.i.1
  %a23.i.1 = load i32, ptr addrspace(3) %a22.i.1, align 4
  br label %isjoin6.i.1

isnot5.i.1:
  %a24.i.1 = and i32 %a18.i.1, 3
  %a25.i.1 = getelementptr inbounds i32, ptr %p0, i32 %a24.i.1
  %a26.i.1 = load i32, ptr %a25.i.1, align 4
  br label %isjoin6.i.1

isjoin6.i.1:
  %a27.i.1 = phi i32 [ %a23.i.1, %is4.i.1 ], [ %a26.i.1, %isnot5.i.1 ]
  %a28.i.1 = and i32 %a18.i.1, 3
  %a29.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1, i32 %a28.i.1
  store i32 758828954, ptr addrspace(5) %a29.i.1, align 4
  %a30.i.1 = and i32 %a16.i.1, 3
  %a31.i.1 = getelementptr inbounds i32, ptr %t43, i32 %a30.i.1
  %a32.i.1 = load i32, ptr %a31.i.1, align 4
  %a33.i.1 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a33.i.1, label %is7.i.1, label %isnot8.i.1

is7.i.1:
  %a34.i.1 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a35.i.1 = and i32 %a27.i.1, 3
  %a36.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a34.i.1, i32 %a35.i.1
  %a37.i.1 = load i32, ptr addrspace(5) %a36.i.1, align 4
  br label %isjoin9.i.1

isnot8.i.1:
  %a38.i.1 = and i32 %a27.i.1, 3
  %a39.i.1 = getelementptr inbounds i32, ptr %p0, i32 %a38.i.1
  %a40.i.1 = load i32, ptr %a39.i.1, align 4
  br label %isjoin9.i.1

isjoin9.i.1:
  %a41.i.1 = phi i32 [ %a37.i.1, %is7.i.1 ], [ %a40.i.1, %isnot8.i.1 ]
  %a42.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %a32.i.1 monotonic, align 4
  %a44.i.1 = icmp ult i32 %a18.i.1, %a11.i.1
  %a43.i.1 = select i1 %a44.i.1, i32 %a18.i.1, i32 %a32.i.1
  %a45.i.1 = and i32 %a41.i.1, 3
  %a46.i.1 = getelementptr inbounds i32, ptr %t43, i32 %a45.i.1
  store i32 %a32.i.1, ptr %a46.i.1, align 4
  br label %loop10.i.1

loop10.i.1:
  %a47.i.1 = phi i32 [ 0, %isjoin9.i.1 ], [ %a49.i.1, %isjoin24.i.1 ]
  %a48.i.1 = phi i32 [ %a43.i.1, %isjoin9.i.1 ], [ %a50.i.1, %isjoin24.i.1 ]
  %a51.i.1 = icmp ult i32 %a47.i.1, 11
  br i1 %a51.i.1, label %body11.i.1, label %exit12.i.1

body11.i.1:
  %a53.i.1 = and i32 %a47.i.1, 32767
  %a54.i.1 = or i32 %a53.i.1, 1
  %a52.i.1 = sdiv i32 %a41.i.1, %a54.i.1
  %a56.i.1 = or i32 %a52.i.1, 1
  %a55.i.1 = udiv i32 %a43.i.1, %a56.i.1
  br label %loop13.i.1

loop13.i.1:
  %a57.i.1 = phi i32 [ 0, %body11.i.1 ], [ %a59.i.1, %isjoin21.i.1 ]
  %a58.i.1 = phi i32 [ %a52.i.1, %body11.i.1 ], [ %a60.i.1, %isjoin21.i.1 ]
  %a61.i.1 = icmp ult i32 %a57.i.1, 13
  br i1 %a61.i.1, label %body14.i.1, label %exit15.i.1

body14.i.1:
  %a62.i.1 = xor i32 %a52.i.1, %a52.i.1
  %a63.i.1 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %a63.i.1, label %is16.i.1, label %isnot17.i.1

is16.i.1:
  %a64.i.1 = addrspacecast ptr %p0 to ptr addrspace(1)
  %a65.i.1 = and i32 %a57.i.1, 3
  %a66.i.1 = getelementptr inbounds i32, ptr addrspace(1) %a64.i.1, i32 %a65.i.1
  %a67.i.1 = load i32, ptr addrspace(1) %a66.i.1, align 4
  br label %isjoin18.i.1

isnot17.i.1:
  %a68.i.1 = and i32 %a57.i.1, 3
  %a69.i.1 = getelementptr inbounds i32, ptr %p0, i32 %a68.i.1
  %a70.i.1 = load i32, ptr %a69.i.1, align 4
  br label %isjoin18.i.1

isjoin18.i.1:
  %a71.i.1 = phi i32 [ %a67.i.1, %is16.i.1 ], [ %a70.i.1, %isnot17.i.1 ]
  %a72.i.1 = call i1 @llvm.nvvm.isspacep.global(ptr %p0)
  br i1 %a72.i.1, label %is19.i.1, label %isnot20.i.1

is19.i.1:
  %a73.i.1 = addrspacecast ptr %p0 to ptr addrspace(1)
  %a74.i.1 = and i32 852487975, 3
  %a75.i.1 = getelementptr inbounds i32, ptr addrspace(1) %a73.i.1, i32 %a74.i.1
  %a76.i.1 = load i32, ptr addrspace(1) %a75.i.1, align 4
  br label %isjoin21.i.1

isnot20.i.1:
  %a77.i.1 = and i32 %a71.i.1, 3
  %a78.i.1 = getelementptr inbounds i32, ptr %p0, i32 %a77.i.1
  %a79.i.1 = load i32, ptr %a78.i.1, align 4
  br label %isjoin21.i.1

isjoin21.i.1:
  %a80.i.1 = phi i32 [ %a76.i.1, %is19.i.1 ], [ %a79.i.1, %isnot20.i.1 ]
  %a60.i.1 = add i32 %a58.i.1, %a80.i.1
  %a59.i.1 = add nuw nsw i32 %a57.i.1, 1
  br label %loop13.i.1

exit15.i.1:
  %a81.i.1 = and i32 %a48.i.1, 3
  %a82.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1, i32 %a81.i.1
  %a83.i.1 = load i32, ptr addrspace(5) %a82.i.1, align 4
  %a84.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1 monotonic, align 4
  %a85.i.1 = call i1 @llvm.nvvm.isspacep.local(ptr %t43)
  br i1 %a85.i.1, label %is22.i.1, label %isnot23.i.1

is22.i.1:
  %a86.i.1 = addrspacecast ptr %t43 to ptr addrspace(5)
  %a87.i.1 = and i32 %a55.i.1, 3
  %a88.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a86.i.1, i32 %a87.i.1
  %a89.i.1 = load i32, ptr addrspace(5) %a88.i.1, align 4
  br label %isjoin24.i.1

isnot23.i.1:
  %a90.i.1 = and i32 %a52.i.1, 3
  %a91.i.1 = getelementptr inbounds i32, ptr %t43, i32 %a90.i.1
  %a92.i.1 = load i32, ptr %a91.i.1, align 4
  br label %isjoin24.i.1

isjoin24.i.1:
  %a93.i.1 = phi i32 [ %a89.i.1, %is22.i.1 ], [ %a92.i.1, %isnot23.i.1 ]
  %a50.i.1 = sub i32 %a48.i.1, %a93.i.1
  %a49.i.1 = add nuw nsw i32 %a47.i.1, 1
  br label %loop10.i.1

exit12.i.1:
  %a94.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %a41.i.1 monotonic, align 4
  %a95.i.1 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %a95.i.1, label %is25.i.1, label %isnot26.i.1

is25.i.1:
  %a96.i.1 = addrspacecast ptr %p0 to ptr addrspace(5)
  %a97.i.1 = and i32 %a43.i.1, 3
  %a98.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a96.i.1, i32 %a97.i.1
  %a99.i.1 = load i32, ptr addrspace(5) %a98.i.1, align 4
  br label %isjoin27.i.1

isnot26.i.1:
  %a100.i.1 = and i32 %a13.i.1, 3
  %a101.i.1 = getelementptr inbounds i32, ptr %p0, i32 %a100.i.1
  %a102.i.1 = load i32, ptr %a101.i.1, align 4
  br label %isjoin27.i.1

isjoin27.i.1:
  %a103.i.1 = phi i32 [ %a99.i.1, %is25.i.1 ], [ %a102.i.1, %isnot26.i.1 ]
  %a104.i.1 = insertvalue [37 x i32] zeroinitializer, i32 %a103.i.1, 12
  %a105.i.1 = insertvalue [37 x i32] %a104.i.1, i32 %a18.i.1, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i.1)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.1)
  %t47 = extractvalue [37 x i32] %a105.i.1, 34
  br label %loop4

loop4:
  %t48 = phi i32 [ 0, %isjoin27.i.1 ], [ %t50, %exit9 ]
  %t49 = phi i32 [ %t28, %isjoin27.i.1 ], [ %t51, %exit9 ]
  %t52 = icmp ult i32 %t48, 32
  br i1 %t52, label %body5, label %exit6

body5:
  %t53 = and i32 1, 3
  %t54 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t53
  %t55 = load i32, ptr addrspace(5) %t54, align 4
  %t56 = call i32 @llvm.ctpop.i32(i32 %t55)
  %t57 = and i32 2111037288, 31
  br label %loop7

loop7:
  %t58 = phi i32 [ 0, %body5 ], [ %t60, %body8 ]
  %t59 = phi i32 [ %t24, %body5 ], [ %t61, %body8 ]
  %t62 = icmp ult i32 %t58, %t57
  br i1 %t62, label %body8, label %exit9

body8:
  %t61 = add i32 %t59, %t47
  %t60 = add nuw nsw i32 %t58, 1
  br label %loop7

exit9:
  %t63 = call i32 @llvm.smax.i32(i32 %t55, i32 %t56)
  %t51 = xor i32 %t49, %t63
  %t50 = add nuw nsw i32 %t48, 1
  br label %loop4

exit6:
  %t64 = call i1 @llvm.nvvm.isspacep.global(ptr %p1)
  br i1 %t64, label %is10, label %isnot11

is10:
  %t65 = addrspacecast ptr %p1 to ptr addrspace(1)
  %t66 = and i32 %t49, 3
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %t65, i32 %t66
  %t68 = load i32, ptr addrspace(1) %t67, align 4
  br label %isjoin12

isnot11:
  %t69 = and i32 %t41, 3
  %t70 = getelementptr inbounds i32, ptr %p1, i32 %t69
  %t71 = load i32, ptr %t70, align 4
  br label %isjoin12

isjoin12:
  %t72 = phi i32 [ %t68, %is10 ], [ %t71, %isnot11 ]
  %t73 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t74 = insertvalue [9 x i32] zeroinitializer, i32 421555551, 7
  %t75 = insertvalue [9 x i32] %t74, i32 %t41, 6
  %t76 = call ptr @f3(ptr %t73, [9 x i32] %t75)
  %t77 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t78 = and i32 %t49, 3
  %t79 = insertvalue [88 x i32] zeroinitializer, i32 %t47, 32
  store [88 x i32] %t79, ptr %t80, align 4
  %t81 = call i32 @rec0(ptr %t77, ptr %p1, i32 %t31, i32 %t38, i32 %t78, ptr align 4 byval([88 x i32]) %t80)
  %t82 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t83 = and i32 %t47, 3
  %t84 = insertvalue [88 x i32] zeroinitializer, i32 %t72, 72
  %t85 = insertvalue [88 x i32] %t84, i32 %t49, 71
  store [88 x i32] %t85, ptr %t86, align 4
  %t87 = call i32 @rec0(ptr %t82, ptr %t76, i32 %t47, i32 %t41, i32 %t83, ptr align 4 byval([88 x i32]) %t86)
  %t88 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t89 = and i32 %t87, 3
  %t90 = insertvalue [88 x i32] zeroinitializer, i32 %t49, 11
  %t91 = insertvalue [88 x i32] %t90, i32 %t24, 84
  %t92 = insertvalue [88 x i32] %t91, i32 %t72, 55
  store [88 x i32] %t92, ptr %t93, align 4
  %t94 = call i32 @rec0(ptr %t88, ptr %p0, i32 %t81, i32 %t49, i32 %t89, ptr align 4 byval([88 x i32]) %t93)
  %t96 = icmp uge i32 %t21, %t72
  %t95 = select i1 %t96, i32 %t21, i32 %t28
  %t97 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t98 = insertvalue [9 x i32] zeroinitializer, i32 %t49, 4
  %t99 = call ptr @f3(ptr %t97, [9 x i32] %t98)
  %t101 = and i32 %t47, 31
  %t100 = shl i32 3, %t101
  br label %loop13

loop13:
  %t102 = phi i32 [ 0, %isjoin12 ], [ %t104, %body14 ]
  %t103 = phi i32 [ %t87, %isjoin12 ], [ %t105, %body14 ]
  %t106 = icmp ult i32 %t102, 15
  br i1 %t106, label %body14, label %exit15

body14:
  %t107 = and i32 %t100, 3
  %t108 = getelementptr inbounds i32, ptr %t76, i32 %t107
  %t109 = load i32, ptr %t108, align 4
  %t105 = xor i32 %t103, %t109
  %t104 = add nuw nsw i32 %t102, 1
  br label %loop13

exit15:
  %t111 = and i32 1951157533, 31
  %t110 = shl i32 %t28, %t111
  %t112 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t113 = insertvalue [9 x i32] zeroinitializer, i32 %t24, 0
  %t114 = insertvalue [9 x i32] %t113, i32 %t103, 5
  %t115 = call ptr @f3(ptr %t112, [9 x i32] %t114)
  %t116 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t117 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t118 = and i32 %t100, 3
  %t119 = insertvalue [88 x i32] zeroinitializer, i32 %t110, 22
  %t120 = insertvalue [88 x i32] %t119, i32 %t95, 46
  store [88 x i32] %t120, ptr %t121, align 4
  %t122 = call i32 @rec0(ptr %t116, ptr %t117, i32 %t81, i32 %t103, i32 %t118, ptr align 4 byval([88 x i32]) %t121)
  %t123 = xor i32 %t122, %t103
  %t124 = xor i32 %t123, %t21
  ret i32 %t124
}

declare i32 @llvm.smax.i32(i32, i32) #2

define dso_local ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %bv3.i.i = alloca [42 x i32], align 4
  %a1.i.i = alloca [4 x i32], align 4
  %bv3.i.1.i = alloca [42 x i32], align 4
  %a1.i.1.i = alloca [4 x i32], align 4
  %w10.i = alloca [88 x i32], align 4
  %w24.i = alloca [42 x i32], align 4
  %w49.i = alloca [42 x i32], align 4
  %w57.i = alloca [88 x i32], align 4
  %w83.i = alloca [88 x i32], align 4
  %a1 = alloca [4 x i32], align 4
  %a60 = alloca [72 x i32], align 4
  %a103 = alloca [72 x i32], align 4
  %a122 = alloca [72 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 4
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -1058963455
  %a6 = xor i32 %a5, %n
  %a7 = getelementptr inbounds [4 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = addrspacecast ptr addrspace(1) %slot to ptr
  %a10 = addrspacecast ptr addrspace(1) @g to ptr
  %a11 = zext i32 %x0 to i64
  %a12 = call ptr @f15(ptr %a9, ptr %a10, i64 %a11, i32 %n)
  %a13 = and i32 %n, 3
  %a14 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a13
  %a15 = load i32, ptr addrspace(5) %a14, align 4
  %a16 = mul i32 %tid, %n
  %a17 = addrspacecast ptr addrspace(1) %slot to ptr
  %a18 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a19 = addrspacecast ptr addrspace(1) %slot to ptr
  %a20 = insertvalue [7 x i32] zeroinitializer, i32 %a15, 3
  %a21 = insertvalue [7 x i32] %a20, i32 %x0, 2
  %a22 = insertvalue [7 x i32] %a21, i32 %x0, 4
  %a23 = call [36 x i32] @f6(ptr %a17, ptr %a18, ptr %a19, i32 %x0, i32 %tid, [7 x i32] %a22)
  %a24 = extractvalue [36 x i32] %a23, 14
  %a25 = extractvalue [36 x i32] %a23, 1
  %a27 = and i32 %a16, 32767
  %a28 = or i32 %a27, 1
  %a26 = sdiv i32 %a24, %a28
  %a29 = addrspacecast ptr addrspace(1) %slot to ptr
  %a30 = insertvalue [9 x i32] zeroinitializer, i32 %a16, 6
  %a31 = insertvalue [9 x i32] %a30, i32 %a25, 6
  %a32 = call ptr @f3(ptr %a29, [9 x i32] %a31)
  %a33 = addrspacecast ptr addrspace(1) %slot to ptr
  %a34 = insertvalue [9 x i32] zeroinitializer, i32 %a26, 6
  %a35 = insertvalue [9 x i32] %a34, i32 %a26, 3
  %a36 = insertvalue [9 x i32] %a35, i32 %a24, 2
  %a37 = call ptr @f3(ptr %a33, [9 x i32] %a36)
  br label %loop4

loop4:
  %a38 = phi i32 [ 0, %ldone3 ], [ %a40, %body5 ]
  %a39 = phi i32 [ %tid, %ldone3 ], [ %a41, %body5 ]
  %a42 = icmp ult i32 %a38, 5
  br i1 %a42, label %body5, label %exit6

body5:
  %a43 = addrspacecast ptr addrspace(1) %slot to ptr
  %a44 = addrspacecast ptr addrspace(1) %slot to ptr
  %a45 = insertvalue [7 x i32] zeroinitializer, i32 %a25, 3
  %a46 = insertvalue [7 x i32] %a45, i32 %tid, 2
  %a47 = insertvalue [7 x i32] %a46, i32 %a25, 0
  %a48 = call [36 x i32] @f6(ptr %a43, ptr %a44, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 247886076, i32 1583750791, [7 x i32] %a47)
  %a49 = extractvalue [36 x i32] %a48, 9
  %a50 = extractvalue [36 x i32] %a48, 4
  %a51 = addrspacecast ptr addrspace(5) %a8 to ptr
  %a52 = addrspacecast ptr addrspace(1) %slot to ptr
  %a53 = zext i32 %a50 to i64
  %a54 = insertvalue [3 x i32] zeroinitializer, i32 %a26, 1
  %a55 = insertvalue [3 x i32] %a54, i32 -697067757, 2
  %a56 = call i32 @f9(ptr %a51, ptr %a52, i32 %a39, i32 %a50, i64 %a53, [3 x i32] %a55)
  %a57 = and i32 %a49, 3
  %a58 = zext i32 %a49 to i64
  %a59 = insertvalue [72 x i32] zeroinitializer, i32 %a49, 42
  store [72 x i32] %a59, ptr %a60, align 4
  %a61 = call i32 @rec5(i32 %a39, i32 %a57, i64 %a58, ptr align 4 byval([72 x i32]) %a60)
  %a62 = addrspacecast ptr addrspace(1) %slot to ptr
  %a63 = addrspacecast ptr addrspace(1) %islot to ptr
  %a64 = zext i32 %x0 to i64
  %a65 = call ptr @f15(ptr %a62, ptr %a63, i64 %a64, i32 %a61)
  %a41 = sub i32 %a39, %a61
  %a40 = add nuw nsw i32 %a38, 1
  br label %loop4

exit6:
  %a66 = and i32 %a15, 3
  %a67 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a66
  %a68 = load i32, ptr addrspace(1) %a67, align 4
  %a69 = mul i32 1927203977, -1285771271
  %a70 = and i32 %a69, -478809233
  %a71 = sub i32 %a70, -178357913
  %a72 = sub i32 %a71, %a26
  %a73 = add i32 %a72, %a70
  %a74 = lshr i32 %a73, 27
  %a75 = lshr i32 %a74, 2
  %a76 = sub i32 %a75, %a73
  %a77 = shl i32 %a76, 6
  %a78 = xor i32 %a77, %a72
  %a79 = sub i32 %a78, %a75
  %a80 = xor i32 %a79, %a77
  %a81 = mul i32 %a80, %a76
  %a82 = and i32 %a26, 3
  %a83 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %a82
  %a84 = load i32, ptr addrspace(1) %a83, align 4
  %a86 = or i32 %a39, 1
  %a85 = udiv i32 %a39, %a86
  %a87 = add i32 %a81, %a85
  %a88 = addrspacecast ptr addrspace(1) %slot to ptr
  %a89 = addrspacecast ptr addrspace(1) @g to ptr
  call void @llvm.lifetime.start.p0(i64 352, ptr %w10.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %w24.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %w49.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %w57.i)
  call void @llvm.lifetime.start.p0(i64 352, ptr %w83.i)
  %w1.i = sub i32 31, %a85
  %w2.i = and i32 %a84, 3
  %w3.i = getelementptr inbounds i32, ptr %a88, i32 %w2.i
  store i32 %a84, ptr %w3.i, align 4
  %w4.i = and i32 %a85, 3
  %w5.i = getelementptr inbounds i32, ptr %a88, i32 %w4.i
  %w6.i = load i32, ptr %w5.i, align 4
  %w7.i = addrspacecast ptr addrspace(1) @g to ptr
  %w8.i = and i32 %w1.i, 3
  %w9.i = insertvalue [88 x i32] zeroinitializer, i32 -1498826981, 82
  store [88 x i32] %w9.i, ptr %w10.i, align 4
  %w11.i = call i32 @rec0(ptr %a88, ptr %w7.i, i32 %a84, i32 %a84, i32 %w8.i, ptr align 4 byval([88 x i32]) %w10.i)
  br label %loop1.i

loop1.i:
  %w12.i = phi i32 [ 0, %exit6 ], [ %w14.i, %body2.i ]
  %w13.i = phi i32 [ 11, %exit6 ], [ %w15.i, %body2.i ]
  %w16.i = icmp ult i32 %w12.i, 15
  br i1 %w16.i, label %body2.i, label %exit3.i

body2.i:
  %w17.i = and i32 %w12.i, 3
  %w18.i = getelementptr inbounds i32, ptr %a88, i32 %w17.i
  %w19.i = load i32, ptr %w18.i, align 4
  %w15.i = xor i32 %w13.i, %w19.i
  %w14.i = add nuw nsw i32 %w12.i, 1
  br label %loop1.i

exit3.i:
  %w20.i = zext i32 %w11.i to i64
  %w21.i = insertvalue [42 x i32] zeroinitializer, i32 %a85, 4
  %w22.i = insertvalue [42 x i32] %w21.i, i32 %w1.i, 15
  %w23.i = insertvalue [42 x i32] %w22.i, i32 %w6.i, 23
  store [42 x i32] %w23.i, ptr %w24.i, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i.i, ptr %w24.i, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %a2.i.i = phi i32 [ 0, %exit3.i ], [ %a3.i.i, %lfill2.i.i ]
  %a4.i.i = icmp ult i32 %a2.i.i, 4
  br i1 %a4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %a5.i.i = mul i32 %a2.i.i, -288493249
  %a6.i.i = xor i32 %a5.i.i, 1738082391
  %a7.i.i = getelementptr inbounds [4 x i32], ptr %a1.i.i, i32 0, i32 %a2.i.i
  store i32 %a6.i.i, ptr %a7.i.i, align 4
  %a3.i.i = add nuw nsw i32 %a2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %a8.i.i = addrspacecast ptr %a1.i.i to ptr addrspace(5)
  %a10.i.i = icmp ult i32 1715945790, 44
  %a9.i.i = select i1 %a10.i.i, i32 1715945790, i32 -1828395667
  %a12.i.i = or i32 %a9.i.i, 1
  %a11.i.i = urem i32 %a9.i.i, %a12.i.i
  %a14.i.i = or i32 %a9.i.i, 1
  %a13.i.i = udiv i32 %a9.i.i, %a14.i.i
  %a15.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a9.i.i monotonic, align 4
  %a16.i.i = and i32 %a13.i.i, %a11.i.i
  %a17.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.i monotonic, align 4
  %a18.i.i = or i32 -866729665, %a16.i.i
  %a19.i.i = call i1 @llvm.nvvm.isspacep.shared(ptr %a37)
  br i1 %a19.i.i, label %is4.i.i, label %isnot5.i.i

is4.i.i:
  %a20.i.i = addrspacecast ptr %a37 to ptr addrspace(3)
  %a21.i.i = and i32 %a18.i.i, 3
  %a22.i.i = getelementptr inbounds i32, ptr addrspace(3) %a20.i.i, i32 %a21.i.i
  %a23.i.i = load i32, ptr addrspace(3) %a22.i.i, align 4
  br label %isjoin6.i.i

isnot5.i.i:
  %a24.i.i = and i32 %a18.i.i, 3
  %a25.i.i = getelementptr inbounds i32, ptr %a37, i32 %a24.i.i
  %a26.i.i = load i32, ptr %a25.i.i, align 4
  br label %isjoin6.i.i

isjoin6.i.i:
  %a27.i.i = phi i32 [ %a23.i.i, %is4.i.i ], [ %a26.i.i, %isnot5.i.i ]
  %a28.i.i = and i32 %a18.i.i, 3
  %a29.i.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.i, i32 %a28.i.i
  store i32 758828954, ptr addrspace(5) %a29.i.i, align 4
  %a30.i.i = and i32 %a16.i.i, 3
  %a31.i.i = getelementptr inbounds i32, ptr %a88, i32 %a30.i.i
  %a32.i.i = load i32, ptr %a31.i.i, align 4
  %a33.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %a37)
  br i1 %a33.i.i, label %is7.i.i, label %isnot8.i.i

is7.i.i:
  %a34.i.i = addrspacecast ptr %a37 to ptr addrspace(5)
  %a35.i.i = and i32 %a27.i.i, 3
  %a36.i.i = getelementptr inbounds i32, ptr addrspace(5) %a34.i.i, i32 %a35.i.i
  %a37.i.i = load i32, ptr addrspace(5) %a36.i.i, align 4
  br label %isjoin9.i.i

isnot8.i.i:
  %a38.i.i = and i32 %a27.i.i, 3
  %a39.i.i = getelementptr inbounds i32, ptr %a37, i32 %a38.i.i
  %a40.i.i = load i32, ptr %a39.i.i, align 4
  br label %isjoin9.i.i

isjoin9.i.i:
  %a41.i.i = phi i32 [ %a37.i.i, %is7.i.i ], [ %a40.i.i, %isnot8.i.i ]
  %a42.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a32.i.i monotonic, align 4
  %a44.i.i = icmp ult i32 %a18.i.i, %a11.i.i
  %a43.i.i = select i1 %a44.i.i, i32 %a18.i.i, i32 %a32.i.i
  %a45.i.i = and i32 %a41.i.i, 3
  %a46.i.i = getelementptr inbounds i32, ptr %a88, i32 %a45.i.i
  store i32 %a32.i.i, ptr %a46.i.i, align 4
  br label %loop10.i.i

loop10.i.i:
  %a47.i.i = phi i32 [ 0, %isjoin9.i.i ], [ %a49.i.i, %isjoin24.i.i ]
  %a48.i.i = phi i32 [ %a43.i.i, %isjoin9.i.i ], [ %a50.i.i, %isjoin24.i.i ]
  %a51.i.i = icmp ult i32 %a47.i.i, 11
  br i1 %a51.i.i, label %body11.i.i, label %exit12.i.i

body11.i.i:
  %a53.i.i = and i32 %a47.i.i, 32767
  %a54.i.i = or i32 %a53.i.i, 1
  %a52.i.i = sdiv i32 %a41.i.i, %a54.i.i
  %a56.i.i = or i32 %a52.i.i, 1
  %a55.i.i = udiv i32 %a43.i.i, %a56.i.i
  br label %loop13.i.i

loop13.i.i:
  %a57.i.i = phi i32 [ 0, %body11.i.i ], [ %a59.i.i, %isjoin21.i.i ]
  %a58.i.i = phi i32 [ %a52.i.i, %body11.i.i ], [ %a60.i.i, %isjoin21.i.i ]
  %a61.i.i = icmp ult i32 %a57.i.i, 13
  br i1 %a61.i.i, label %body14.i.i, label %exit15.i.i

body14.i.i:
  %a62.i.i = xor i32 %a52.i.i, %a52.i.i
  %a63.i.i = call i1 @llvm.nvvm.isspacep.global(ptr %a37)
  br i1 %a63.i.i, label %is16.i.i, label %isnot17.i.i

is16.i.i:
  %a64.i.i = addrspacecast ptr %a37 to ptr addrspace(1)
  %a65.i.i = and i32 %a57.i.i, 3
  %a66.i.i = getelementptr inbounds i32, ptr addrspace(1) %a64.i.i, i32 %a65.i.i
  %a67.i.i = load i32, ptr addrspace(1) %a66.i.i, align 4
  br label %isjoin18.i.i

isnot17.i.i:
  %a68.i.i = and i32 %a57.i.i, 3
  %a69.i.i = getelementptr inbounds i32, ptr %a37, i32 %a68.i.i
  %a70.i.i = load i32, ptr %a69.i.i, align 4
  br label %isjoin18.i.i

isjoin18.i.i:
  %a71.i.i = phi i32 [ %a67.i.i, %is16.i.i ], [ %a70.i.i, %isnot17.i.i ]
  %a72.i.i = call i1 @llvm.nvvm.isspacep.global(ptr %a37)
  br i1 %a72.i.i, label %is19.i.i, label %isnot20.i.i

is19.i.i:
  %a73.i.i = addrspacecast ptr %a37 to ptr addrspace(1)
  %a74.i.i = and i32 852487975, 3
  %a75.i.i = getelementptr inbounds i32, ptr addrspace(1) %a73.i.i, i32 %a74.i.i
  %a76.i.i = load i32, ptr addrspace(1) %a75.i.i, align 4
  br label %isjoin21.i.i

isnot20.i.i:
  %a77.i.i = and i32 %a71.i.i, 3
  %a78.i.i = getelementptr inbounds i32, ptr %a37, i32 %a77.i.i
  %a79.i.i = load i32, ptr %a78.i.i, align 4
  br label %isjoin21.i.i

isjoin21.i.i:
  %a80.i.i = phi i32 [ %a76.i.i, %is19.i.i ], [ %a79.i.i, %isnot20.i.i ]
  %a60.i.i = add i32 %a58.i.i, %a80.i.i
  %a59.i.i = add nuw nsw i32 %a57.i.i, 1
  br label %loop13.i.i

exit15.i.i:
  %a81.i.i = and i32 %a48.i.i, 3
  %a82.i.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.i, i32 %a81.i.i
  %a83.i.i = load i32, ptr addrspace(5) %a82.i.i, align 4
  %a84.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.i monotonic, align 4
  %a85.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %a88)
  br i1 %a85.i.i, label %is22.i.i, label %isnot23.i.i

is22.i.i:
  %a86.i.i = addrspacecast ptr %a88 to ptr addrspace(5)
  %a87.i.i = and i32 %a55.i.i, 3
  %a88.i.i = getelementptr inbounds i32, ptr addrspace(5) %a86.i.i, i32 %a87.i.i
  %a89.i.i = load i32, ptr addrspace(5) %a88.i.i, align 4
  br label %isjoin24.i.i

isnot23.i.i:
  %a90.i.i = and i32 %a52.i.i, 3
  %a91.i.i = getelementptr inbounds i32, ptr %a88, i32 %a90.i.i
  %a92.i.i = load i32, ptr %a91.i.i, align 4
  br label %isjoin24.i.i

isjoin24.i.i:
  %a93.i.i = phi i32 [ %a89.i.i, %is22.i.i ], [ %a92.i.i, %isnot23.i.i ]
  %a50.i.i = sub i32 %a48.i.i, %a93.i.i
  %a49.i.i = add nuw nsw i32 %a47.i.i, 1
  br label %loop10.i.i

exit12.i.i:
  %a94.i.i = atomicrmw add ptr addrspace(1) @count, i32 %a41.i.i monotonic, align 4
  %a95.i.i = call i1 @llvm.nvvm.isspacep.local(ptr %a37)
  br i1 %a95.i.i, label %is25.i.i, label %isnot26.i.i

is25.i.i:
  %a96.i.i = addrspacecast ptr %a37 to ptr addrspace(5)
  %a97.i.i = and i32 %a43.i.i, 3
  %a98.i.i = getelementptr inbounds i32, ptr addrspace(5) %a96.i.i, i32 %a97.i.i
  %a99.i.i = load i32, ptr addrspace(5) %a98.i.i, align 4
  br label %isjoin27.i.i

isnot26.i.i:
  %a100.i.i = and i32 %a13.i.i, 3
  %a101.i.i = getelementptr inbounds i32, ptr %a37, i32 %a100.i.i
  %a102.i.i = load i32, ptr %a101.i.i, align 4
  br label %isjoin27.i.i

isjoin27.i.i:
  %a103.i.i = phi i32 [ %a99.i.i, %is25.i.i ], [ %a102.i.i, %isnot26.i.i ]
  %a104.i.i = insertvalue [37 x i32] zeroinitializer, i32 %a103.i.i, 12
  %a105.i.i = insertvalue [37 x i32] %a104.i.i, i32 %a18.i.i, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.i)
  %w26.i = extractvalue [37 x i32] %a105.i.i, 15
  %w27.i = extractvalue [37 x i32] %a105.i.i, 30
  %w28.i = and i32 %w11.i, 31
  br label %loop4.i

loop4.i:
  %w29.i = phi i32 [ 0, %isjoin27.i.i ], [ %w31.i, %body5.i ]
  %w30.i = phi i32 [ %w13.i, %isjoin27.i.i ], [ %w32.i, %body5.i ]
  %w33.i = icmp ult i32 %w29.i, %w28.i
  br i1 %w33.i, label %body5.i, label %exit6.i

body5.i:
  %w34.i = atomicrmw add ptr addrspace(1) @count, i32 %w29.i monotonic, align 4
  %w36.i = and i32 %a85, 31
  %w35.i = lshr i32 %w27.i, %w36.i
  %w37.i = call i32 @llvm.smin.i32(i32 -287511986, i32 %w30.i)
  %w32.i = xor i32 %w30.i, %w30.i
  %w31.i = add nuw nsw i32 %w29.i, 1
  br label %loop4.i

exit6.i:
  br label %loop7.i

loop7.i:
  %w38.i = phi i32 [ 0, %exit6.i ], [ %w40.i, %body8.i ]
  %w39.i = phi i32 [ %w26.i, %exit6.i ], [ %w41.i, %body8.i ]
  %w42.i = icmp ult i32 %w38.i, 25
  br i1 %w42.i, label %body8.i, label %exit9.i

body8.i:
  %w44.i = or i32 %w38.i, 1
  %w43.i = udiv i32 %w26.i, %w44.i
  %w41.i = sub i32 %w39.i, %w43.i
  %w40.i = add nuw nsw i32 %w38.i, 1
  br label %loop7.i

exit9.i:
  %w45.i = zext i32 %w27.i to i64
  %w46.i = insertvalue [42 x i32] zeroinitializer, i32 %w11.i, 21
  %w47.i = insertvalue [42 x i32] %w46.i, i32 %w26.i, 19
  %w48.i = insertvalue [42 x i32] %w47.i, i32 %w26.i, 24
  store [42 x i32] %w48.i, ptr %w49.i, align 4
  call void @llvm.lifetime.start.p0(i64 168, ptr %bv3.i.1.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i.1.i, ptr %w49.i, i64 168, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a1.i.1.i)
  br label %linit1.i.1.i

linit1.i.1.i:
  %a2.i.1.i = phi i32 [ 0, %exit9.i ], [ %a3.i.1.i, %lfill2.i.1.i ]
  %a4.i.1.i = icmp ult i32 %a2.i.1.i, 4
  br i1 %a4.i.1.i, label %lfill2.i.1.i, label %ldone3.i.1.i

lfill2.i.1.i:
  %a5.i.1.i = mul i32 %a2.i.1.i, -288493249
  %a6.i.1.i = xor i32 %a5.i.1.i, 1738082391
  %a7.i.1.i = getelementptr inbounds [4 x i32], ptr %a1.i.1.i, i32 0, i32 %a2.i.1.i
  store i32 %a6.i.1.i, ptr %a7.i.1.i, align 4
  %a3.i.1.i = add nuw nsw i32 %a2.i.1.i, 1
  br label %linit1.i.1.i

ldone3.i.1.i:
  %a8.i.1.i = addrspacecast ptr %a1.i.1.i to ptr addrspace(5)
  %a10.i.1.i = icmp ult i32 1715945790, 44
  %a9.i.1.i = select i1 %a10.i.1.i, i32 1715945790, i32 -1828395667
  %a12.i.1.i = or i32 %a9.i.1.i, 1
  %a11.i.1.i = urem i32 %a9.i.1.i, %a12.i.1.i
  %a14.i.1.i = or i32 %a9.i.1.i, 1
  %a13.i.1.i = udiv i32 %a9.i.1.i, %a14.i.1.i
  %a15.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a9.i.1.i monotonic, align 4
  %a16.i.1.i = and i32 %a13.i.1.i, %a11.i.1.i
  %a17.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1.i monotonic, align 4
  %a18.i.1.i = or i32 -866729665, %a16.i.1.i
  %a19.i.1.i = call i1 @llvm.nvvm.isspacep.shared(ptr %a89)
  br i1 %a19.i.1.i, label %is4.i.1.i, label %isnot5.i.1.i

is4.i.1.i:
  %a20.i.1.i = addrspacecast ptr %a89 to ptr addrspace(3)
  %a21.i.1.i = and i32 %a18.i.1.i, 3
  %a22.i.1.i = getelementptr inbounds i32, ptr addrspace(3) %a20.i.1.i, i32 %a21.i.1.i
  %a23.i.1.i = load i32, ptr addrspace(3) %a22.i.1.i, align 4
  br label %isjoin6.i.1.i

isnot5.i.1.i:
  %a24.i.1.i = and i32 %a18.i.1.i, 3
  %a25.i.1.i = getelementptr inbounds i32, ptr %a89, i32 %a24.i.1.i
  %a26.i.1.i = load i32, ptr %a25.i.1.i, align 4
  br label %isjoin6.i.1.i

isjoin6.i.1.i:
  %a27.i.1.i = phi i32 [ %a23.i.1.i, %is4.i.1.i ], [ %a26.i.1.i, %isnot5.i.1.i ]
  %a28.i.1.i = and i32 %a18.i.1.i, 3
  %a29.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1.i, i32 %a28.i.1.i
  store i32 758828954, ptr addrspace(5) %a29.i.1.i, align 4
  %a30.i.1.i = and i32 %a16.i.1.i, 3
  %a31.i.1.i = getelementptr inbounds i32, ptr %a88, i32 %a30.i.1.i
  %a32.i.1.i = load i32, ptr %a31.i.1.i, align 4
  %a33.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %a89)
  br i1 %a33.i.1.i, label %is7.i.1.i, label %isnot8.i.1.i

is7.i.1.i:
  %a34.i.1.i = addrspacecast ptr %a89 to ptr addrspace(5)
  %a35.i.1.i = and i32 %a27.i.1.i, 3
  %a36.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a34.i.1.i, i32 %a35.i.1.i
  %a37.i.1.i = load i32, ptr addrspace(5) %a36.i.1.i, align 4
  br label %isjoin9.i.1.i

isnot8.i.1.i:
  %a38.i.1.i = and i32 %a27.i.1.i, 3
  %a39.i.1.i = getelementptr inbounds i32, ptr %a89, i32 %a38.i.1.i
  %a40.i.1.i = load i32, ptr %a39.i.1.i, align 4
  br label %isjoin9.i.1.i

isjoin9.i.1.i:
  %a41.i.1.i = phi i32 [ %a37.i.1.i, %is7.i.1.i ], [ %a40.i.1.i, %isnot8.i.1.i ]
  %a42.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a32.i.1.i monotonic, align 4
  %a44.i.1.i = icmp ult i32 %a18.i.1.i, %a11.i.1.i
  %a43.i.1.i = select i1 %a44.i.1.i, i32 %a18.i.1.i, i32 %a32.i.1.i
  %a45.i.1.i = and i32 %a41.i.1.i, 3
  %a46.i.1.i = getelementptr inbounds i32, ptr %a88, i32 %a45.i.1.i
  store i32 %a32.i.1.i, ptr %a46.i.1.i, align 4
  br label %loop10.i.1.i

loop10.i.1.i:
  %a47.i.1.i = phi i32 [ 0, %isjoin9.i.1.i ], [ %a49.i.1.i, %isjoin24.i.1.i ]
  %a48.i.1.i = phi i32 [ %a43.i.1.i, %isjoin9.i.1.i ], [ %a50.i.1.i, %isjoin24.i.1.i ]
  %a51.i.1.i = icmp ult i32 %a47.i.1.i, 11
  br i1 %a51.i.1.i, label %body11.i.1.i, label %exit12.i.1.i

body11.i.1.i:
  %a53.i.1.i = and i32 %a47.i.1.i, 32767
  %a54.i.1.i = or i32 %a53.i.1.i, 1
  %a52.i.1.i = sdiv i32 %a41.i.1.i, %a54.i.1.i
  %a56.i.1.i = or i32 %a52.i.1.i, 1
  %a55.i.1.i = udiv i32 %a43.i.1.i, %a56.i.1.i
  br label %loop13.i.1.i

loop13.i.1.i:
  %a57.i.1.i = phi i32 [ 0, %body11.i.1.i ], [ %a59.i.1.i, %isjoin21.i.1.i ]
  %a58.i.1.i = phi i32 [ %a52.i.1.i, %body11.i.1.i ], [ %a60.i.1.i, %isjoin21.i.1.i ]
  %a61.i.1.i = icmp ult i32 %a57.i.1.i, 13
  br i1 %a61.i.1.i, label %body14.i.1.i, label %exit15.i.1.i

body14.i.1.i:
  %a62.i.1.i = xor i32 %a52.i.1.i, %a52.i.1.i
  %a63.i.1.i = call i1 @llvm.nvvm.isspacep.global(ptr %a89)
  br i1 %a63.i.1.i, label %is16.i.1.i, label %isnot17.i.1.i

is16.i.1.i:
  %a64.i.1.i = addrspacecast ptr %a89 to ptr addrspace(1)
  %a65.i.1.i = and i32 %a57.i.1.i, 3
  %a66.i.1.i = getelementptr inbounds i32, ptr addrspace(1) %a64.i.1.i, i32 %a65.i.1.i
  %a67.i.1.i = load i32, ptr addrspace(1) %a66.i.1.i, align 4
  br label %isjoin18.i.1.i

isnot17.i.1.i:
  %a68.i.1.i = and i32 %a57.i.1.i, 3
  %a69.i.1.i = getelementptr inbounds i32, ptr %a89, i32 %a68.i.1.i
  %a70.i.1.i = load i32, ptr %a69.i.1.i, align 4
  br label %isjoin18.i.1.i

isjoin18.i.1.i:
  %a71.i.1.i = phi i32 [ %a67.i.1.i, %is16.i.1.i ], [ %a70.i.1.i, %isnot17.i.1.i ]
  %a72.i.1.i = call i1 @llvm.nvvm.isspacep.global(ptr %a89)
  br i1 %a72.i.1.i, label %is19.i.1.i, label %isnot20.i.1.i

is19.i.1.i:
  %a73.i.1.i = addrspacecast ptr %a89 to ptr addrspace(1)
  %a74.i.1.i = and i32 852487975, 3
  %a75.i.1.i = getelementptr inbounds i32, ptr addrspace(1) %a73.i.1.i, i32 %a74.i.1.i
  %a76.i.1.i = load i32, ptr addrspace(1) %a75.i.1.i, align 4
  br label %isjoin21.i.1.i

isnot20.i.1.i:
  %a77.i.1.i = and i32 %a71.i.1.i, 3
  %a78.i.1.i = getelementptr inbounds i32, ptr %a89, i32 %a77.i.1.i
  %a79.i.1.i = load i32, ptr %a78.i.1.i, align 4
  br label %isjoin21.i.1.i

isjoin21.i.1.i:
  %a80.i.1.i = phi i32 [ %a76.i.1.i, %is19.i.1.i ], [ %a79.i.1.i, %isnot20.i.1.i ]
  %a60.i.1.i = add i32 %a58.i.1.i, %a80.i.1.i
  %a59.i.1.i = add nuw nsw i32 %a57.i.1.i, 1
  br label %loop13.i.1.i

exit15.i.1.i:
  %a81.i.1.i = and i32 %a48.i.1.i, 3
  %a82.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1.i, i32 %a81.i.1.i
  %a83.i.1.i = load i32, ptr addrspace(5) %a82.i.1.i, align 4
  %a84.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a13.i.1.i monotonic, align 4
  %a85.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %a88)
  br i1 %a85.i.1.i, label %is22.i.1.i, label %isnot23.i.1.i

is22.i.1.i:
  %a86.i.1.i = addrspacecast ptr %a88 to ptr addrspace(5)
  %a87.i.1.i = and i32 %a55.i.1.i, 3
  %a88.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a86.i.1.i, i32 %a87.i.1.i
  %a89.i.1.i = load i32, ptr addrspace(5) %a88.i.1.i, align 4
  br label %isjoin24.i.1.i

isnot23.i.1.i:
  %a90.i.1.i = and i32 %a52.i.1.i, 3
  %a91.i.1.i = getelementptr inbounds i32, ptr %a88, i32 %a90.i.1.i
  %a92.i.1.i = load i32, ptr %a91.i.1.i, align 4
  br label %isjoin24.i.1.i

isjoin24.i.1.i:
  %a93.i.1.i = phi i32 [ %a89.i.1.i, %is22.i.1.i ], [ %a92.i.1.i, %isnot23.i.1.i ]
  %a50.i.1.i = sub i32 %a48.i.1.i, %a93.i.1.i
  %a49.i.1.i = add nuw nsw i32 %a47.i.1.i, 1
  br label %loop10.i.1.i

exit12.i.1.i:
  %a94.i.1.i = atomicrmw add ptr addrspace(1) @count, i32 %a41.i.1.i monotonic, align 4
  %a95.i.1.i = call i1 @llvm.nvvm.isspacep.local(ptr %a89)
  br i1 %a95.i.1.i, label %is25.i.1.i, label %isnot26.i.1.i

is25.i.1.i:
  %a96.i.1.i = addrspacecast ptr %a89 to ptr addrspace(5)
  %a97.i.1.i = and i32 %a43.i.1.i, 3
  %a98.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a96.i.1.i, i32 %a97.i.1.i
  %a99.i.1.i = load i32, ptr addrspace(5) %a98.i.1.i, align 4
  br label %isjoin27.i.1.i

isnot26.i.1.i:
  %a100.i.1.i = and i32 %a13.i.1.i, 3
  %a101.i.1.i = getelementptr inbounds i32, ptr %a89, i32 %a100.i.1.i
  %a102.i.1.i = load i32, ptr %a101.i.1.i, align 4
  br label %isjoin27.i.1.i

isjoin27.i.1.i:
  %a103.i.1.i = phi i32 [ %a99.i.1.i, %is25.i.1.i ], [ %a102.i.1.i, %isnot26.i.1.i ]
  %a104.i.1.i = insertvalue [37 x i32] zeroinitializer, i32 %a103.i.1.i, 12
  %a105.i.1.i = insertvalue [37 x i32] %a104.i.1.i, i32 %a18.i.1.i, 0
  call void @llvm.lifetime.end.p0(i64 168, ptr %bv3.i.1.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a1.i.1.i)
  %w51.i = extractvalue [37 x i32] %a105.i.1.i, 27
  %w52.i = and i32 %w6.i, 3
  %w53.i = getelementptr inbounds i32, ptr %a88, i32 %w52.i
  store i32 %w51.i, ptr %w53.i, align 4
  %w54.i = and i32 %w51.i, 3
  %w55.i = insertvalue [88 x i32] zeroinitializer, i32 %w51.i, 52
  %w56.i = insertvalue [88 x i32] %w55.i, i32 %w51.i, 42
  store [88 x i32] %w56.i, ptr %w57.i, align 4
  %w58.i = call i32 @rec0(ptr %a88, ptr %a89, i32 %w51.i, i32 %w26.i, i32 %w54.i, ptr align 4 byval([88 x i32]) %w57.i)
  %w59.i = and i32 %w51.i, 3
  %w60.i = getelementptr inbounds i32, ptr %a88, i32 %w59.i
  store i32 %w1.i, ptr %w60.i, align 4
  %w61.i = call i1 @llvm.nvvm.isspacep.global(ptr %a89)
  br i1 %w61.i, label %is10.i, label %isnot11.i

is10.i:
  %w62.i = addrspacecast ptr %a89 to ptr addrspace(1)
  %w63.i = and i32 %w51.i, 3
  %w64.i = getelementptr inbounds i32, ptr addrspace(1) %w62.i, i32 %w63.i
  %w65.i = load i32, ptr addrspace(1) %w64.i, align 4
  br label %isjoin12.i

isnot11.i:
  %w66.i = and i32 %w51.i, 3
  %w67.i = getelementptr inbounds i32, ptr %a89, i32 %w66.i
  %w68.i = load i32, ptr %w67.i, align 4
  br label %isjoin12.i

isjoin12.i:
  %w69.i = phi i32 [ %w65.i, %is10.i ], [ %w68.i, %isnot11.i ]
  %w70.i = and i32 %w69.i, 3
  %w71.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %w70.i
  %w72.i = load i32, ptr addrspace(1) %w71.i, align 4
  %w73.i = and i32 %w72.i, 3
  %w74.i = getelementptr inbounds i32, ptr %a88, i32 %w73.i
  store i32 %w69.i, ptr %w74.i, align 4
  %w75.i = or i32 %w69.i, 15
  %w76.i = and i32 %w72.i, 3
  %w77.i = getelementptr inbounds i32, ptr %a88, i32 %w76.i
  %w78.i = load i32, ptr %w77.i, align 4
  %w79.i = addrspacecast ptr addrspace(1) @g to ptr
  %w80.i = and i32 %w78.i, 3
  %w81.i = insertvalue [88 x i32] zeroinitializer, i32 55, 31
  %w82.i = insertvalue [88 x i32] %w81.i, i32 %w78.i, 37
  store [88 x i32] %w82.i, ptr %w83.i, align 4
  %w84.i = call i32 @rec0(ptr %a88, ptr %w79.i, i32 28, i32 %w69.i, i32 %w80.i, ptr align 4 byval([88 x i32]) %w83.i)
  %w85.i = icmp ugt i32 %w78.i, 7
  %w86.i = select i1 %w85.i, ptr %a37, ptr %a88
  call void @llvm.lifetime.end.p0(i64 352, ptr %w10.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %w24.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %w49.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %w57.i)
  call void @llvm.lifetime.end.p0(i64 352, ptr %w83.i)
  %a91 = call i1 @llvm.nvvm.isspacep.global(ptr %a32)
  br i1 %a91, label %is7, label %isnot8

is7:
  %a92 = addrspacecast ptr %a32 to ptr addrspace(1)
  %a93 = and i32 921144295, 3
  %a94 = getelementptr inbounds i32, ptr addrspace(1) %a92, i32 %a93
  %a95 = load i32, ptr addrspace(1) %a94, align 4
  br label %isjoin9

isnot8:
  %a96 = and i32 %a87, 3
  %a97 = getelementptr inbounds i32, ptr %a32, i32 %a96
  %a98 = load i32, ptr %a97, align 4
  br label %isjoin9

isjoin9:
  %a99 = phi i32 [ %a95, %is7 ], [ %a98, %isnot8 ]
  %a100 = and i32 %a87, 3
  %a101 = zext i32 %a84 to i64
  %a102 = insertvalue [72 x i32] zeroinitializer, i32 %a99, 44
  store [72 x i32] %a102, ptr %a103, align 4
  %a104 = call i32 @rec5(i32 8, i32 %a100, i64 %a101, ptr align 4 byval([72 x i32]) %a103)
  br label %loop10

loop10:
  %a105 = phi i32 [ 0, %isjoin9 ], [ %a107, %body11 ]
  %a106 = phi i32 [ %a85, %isjoin9 ], [ %a108, %body11 ]
  %a109 = icmp ult i32 %a105, 17
  br i1 %a109, label %body11, label %exit12

body11:
  %a110 = call i32 @llvm.umax.i32(i32 %a99, i32 %a99)
  %a108 = xor i32 %a106, %a110
  %a107 = add nuw nsw i32 %a105, 1
  br label %loop10

exit12:
  br label %loop13

loop13:
  %a111 = phi i32 [ 0, %exit12 ], [ %a113, %body14 ]
  %a112 = phi i32 [ %a104, %exit12 ], [ %a114, %body14 ]
  %a115 = icmp ult i32 %a111, 25
  br i1 %a115, label %body14, label %exit15

body14:
  %a116 = sub i32 480017504, %a104
  %a117 = and i32 %a112, 3
  %a118 = zext i32 %a26 to i64
  %a119 = insertvalue [72 x i32] zeroinitializer, i32 %a112, 7
  %a120 = insertvalue [72 x i32] %a119, i32 %a111, 5
  %a121 = insertvalue [72 x i32] %a120, i32 %a116, 30
  store [72 x i32] %a121, ptr %a122, align 4
  %a123 = call i32 @rec5(i32 %a25, i32 %a117, i64 %a118, ptr align 4 byval([72 x i32]) %a122)
  %a114 = xor i32 %a112, %a123
  %a113 = add nuw nsw i32 %a111, 1
  br label %loop13

exit15:
  %a124 = add i32 %a16, %a106
  %a126 = and i32 %a124, 31
  %a125 = ashr i32 %a124, %a126
  %a127 = and i32 %a25, 3
  %a128 = getelementptr inbounds i32, ptr %a32, i32 %a127
  %a129 = load i32, ptr %a128, align 4
  %a130 = mul i32 %a129, -1285771271
  %a131 = and i32 %a130, -478809233
  %a132 = sub i32 %a131, -178357913
  %a133 = sub i32 %a132, %a104
  %a134 = add i32 %a133, %a131
  %a135 = lshr i32 %a134, 27
  %a136 = lshr i32 %a135, 2
  %a137 = sub i32 %a136, %a134
  %a138 = shl i32 %a137, 6
  %a139 = xor i32 %a138, %a133
  %a140 = sub i32 %a139, %a136
  %a141 = xor i32 %a140, %a138
  %a142 = mul i32 %a141, %a137
  %a143 = xor i32 %x0, %a142
  %a144 = xor i32 %a143, %a129
  %a145 = xor i32 %a144, %a125
  %a146 = xor i32 %a145, %a124
  %a147 = xor i32 %a146, %a81
  store i32 %a147, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.umax.i32(i32, i32) #2

define hidden i32 @f8(ptr %p0, ptr %p1, i32 %x2, i32 %x3, [12 x i32] %agg4) {
entry:
  %q1.i = alloca [4 x i32], align 4
  %q1.i.1 = alloca [4 x i32], align 4
  %t1.i = alloca [4 x i32], align 4
  %t43.i = alloca [42 x i32], align 4
  %t1.i.1 = alloca [4 x i32], align 4
  %t43.i.1 = alloca [42 x i32], align 4
  %q1.i.2 = alloca [4 x i32], align 4
  %q1.i.3 = alloca [4 x i32], align 4
  %v1 = alloca [4 x i32], align 4
  %v66 = alloca [88 x i32], align 4
  %v79 = alloca [88 x i32], align 4
  br label %linit1

linit1:
  %v2 = phi i32 [ 0, %entry ], [ %v3, %lfill2 ]
  %v4 = icmp ult i32 %v2, 4
  br i1 %v4, label %lfill2, label %ldone3

lfill2:
  %v5 = mul i32 %v2, -580320015
  %v6 = xor i32 %v5, %x2
  %v7 = getelementptr inbounds [4 x i32], ptr %v1, i32 0, i32 %v2
  store i32 %v6, ptr %v7, align 4
  %v3 = add nuw nsw i32 %v2, 1
  br label %linit1

ldone3:
  %v8 = addrspacecast ptr %v1 to ptr addrspace(5)
  %v9 = call i32 @llvm.abs.i32(i32 %x3, i1 false)
  %v10 = and i32 %v9, 31
  br label %loop4

loop4:
  %v11 = phi i32 [ 0, %ldone3 ], [ %v13, %ldone3.i.1 ]
  %v12 = phi i32 [ %v9, %ldone3 ], [ %v14, %ldone3.i.1 ]
  %v15 = icmp ult i32 %v11, %v10
  br i1 %v15, label %body5, label %exit6

body5:
  %v16 = atomicrmw add ptr addrspace(1) @count, i32 %v12 monotonic, align 4
  %v17 = insertvalue [9 x i32] zeroinitializer, i32 %v12, 7
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %body5 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 2124346635
  %q6.i = xor i32 %q5.i, -2031704769
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = and i32 1027483357, 3
  %q10.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q9.i
  %q11.i = load i32, ptr addrspace(5) %q10.i, align 4
  %q12.i = call i32 @llvm.abs.i32(i32 %q11.i, i1 false)
  %q13.i = sub i32 %q12.i, %q11.i
  %q14.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i monotonic, align 4
  %q16.i = and i32 -1222373305, 31
  %q15.i = lshr i32 %q13.i, %q16.i
  %q17.i = and i32 %q13.i, 3
  %q18.i = getelementptr inbounds i32, ptr %p1, i32 %q17.i
  store i32 %q11.i, ptr %q18.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  %v19 = insertvalue [9 x i32] zeroinitializer, i32 -1140386602, 6
  %v20 = insertvalue [9 x i32] %v19, i32 -6, 6
  %v21 = insertvalue [9 x i32] %v20, i32 %v9, 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.1)
  br label %linit1.i.1

linit1.i.1:
  %q2.i.1 = phi i32 [ 0, %ldone3.i ], [ %q3.i.1, %lfill2.i.1 ]
  %q4.i.1 = icmp ult i32 %q2.i.1, 4
  br i1 %q4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %q5.i.1 = mul i32 %q2.i.1, 2124346635
  %q6.i.1 = xor i32 %q5.i.1, -2031704769
  %q7.i.1 = getelementptr inbounds [4 x i32], ptr %q1.i.1, i32 0, i32 %q2.i.1
  store i32 %q6.i.1, ptr %q7.i.1, align 4
  %q3.i.1 = add nuw nsw i32 %q2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %q8.i.1 = addrspacecast ptr %q1.i.1 to ptr addrspace(5)
  %q9.i.1 = and i32 1027483357, 3
  %q10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.1, i32 %q9.i.1
  %q11.i.1 = load i32, ptr addrspace(5) %q10.i.1, align 4
  %q12.i.1 = call i32 @llvm.abs.i32(i32 %q11.i.1, i1 false)
  %q13.i.1 = sub i32 %q12.i.1, %q11.i.1
  %q14.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.1 monotonic, align 4
  %q16.i.1 = and i32 -1222373305, 31
  %q15.i.1 = lshr i32 %q13.i.1, %q16.i.1
  %q17.i.1 = and i32 %q13.i.1, 3
  %q18.i.1 = getelementptr inbounds i32, ptr %p1, i32 %q17.i.1
  store i32 %q11.i.1, ptr %q18.i.1, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.1)
  %v14 = xor i32 %v12, %v12
  %v13 = add nuw nsw i32 %v11, 1
  br label %loop4

exit6:
  %v23 = addrspacecast ptr addrspace(5) %v8 to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i)
  call void @llvm.lifetime.start.p0(i64 168, ptr %t43.i)
  br label %linit1.i.2

linit1.i.2:
  %t2.i = phi i32 [ 0, %exit6 ], [ %t3.i, %lfill2.i.2 ]
  %t4.i = icmp ult i32 %t2.i, 4
  br i1 %t4.i, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %t5.i = mul i32 %t2.i, 1646957471
  %t6.i = xor i32 %t5.i, %x2
  %t7.i = getelementptr inbounds [4 x i32], ptr %t1.i, i32 0, i32 %t2.i
  store i32 %t6.i, ptr %t7.i, align 4
  %t3.i = add nuw nsw i32 %t2.i, 1
  br label %linit1.i.2

ldone3.i.2:
  %t8.i = addrspacecast ptr %t1.i to ptr addrspace(5)
  %t9.i = and i32 %x2, 3
  %t10.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t9.i
  store i32 %x2, ptr addrspace(5) %t10.i, align 4
  %t11.i = and i32 19, 3
  %t12.i = getelementptr inbounds i32, ptr %v23, i32 %t11.i
  %t13.i = load i32, ptr %t12.i, align 4
  %t14.i = and i32 %x2, 31
  br label %loop4.i

loop4.i:
  %t15.i = phi i32 [ 0, %ldone3.i.2 ], [ %t17.i, %body5.i ]
  %t16.i = phi i32 [ %t13.i, %ldone3.i.2 ], [ %t18.i, %body5.i ]
  %t19.i = icmp ult i32 %t15.i, %t14.i
  br i1 %t19.i, label %body5.i, label %exit6.i

body5.i:
  %t20.i = and i32 %t16.i, 3
  %t21.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t20.i
  store i32 -1742749494, ptr addrspace(5) %t21.i, align 4
  %t22.i = and i32 %t16.i, 3
  %t23.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22.i
  %t24.i = load i32, ptr addrspace(1) %t23.i, align 4
  %t18.i = xor i32 %t16.i, %t15.i
  %t17.i = add nuw nsw i32 %t15.i, 1
  br label %loop4.i

exit6.i:
  %t25.i = and i32 %t13.i, 3
  %t26.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t25.i
  %t27.i = load i32, ptr %t26.i, align 4
  %t28.i = atomicrmw add ptr addrspace(1) @count, i32 %x2 monotonic, align 4
  %t30.i = and i32 %x2, 31
  %t29.i = ashr i32 %x2, %t30.i
  %t31.i = and i32 %t27.i, 3
  %t32.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t31.i
  %t33.i = load i32, ptr addrspace(1) %t32.i, align 4
  %t34.i = and i32 %t33.i, 3
  %t35.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t34.i
  %t36.i = load i32, ptr addrspace(5) %t35.i, align 4
  %t37.i = and i32 %t36.i, 3
  %t38.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t37.i
  store i32 %t29.i, ptr addrspace(5) %t38.i, align 4
  %t39.i = zext i32 %x2 to i64
  %t40.i = addrspacecast ptr addrspace(5) %t8.i to ptr
  %t41.i = insertvalue [42 x i32] zeroinitializer, i32 9, 35
  %t42.i = insertvalue [42 x i32] %t41.i, i32 %t33.i, 20
  store [42 x i32] %t42.i, ptr %t43.i, align 4
  %t44.i = call [37 x i32] @f1(i64 %t39.i, ptr %t40.i, ptr %v23, ptr align 4 byval([42 x i32]) %t43.i)
  %t45.i = extractvalue [37 x i32] %t44.i, 27
  %t46.i = and i32 %t45.i, 3
  %t47.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %t46.i
  %t48.i = load i32, ptr %t47.i, align 4
  %t49.i = insertvalue [61 x i32] zeroinitializer, i32 %t36.i, 6
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i)
  call void @llvm.lifetime.end.p0(i64 168, ptr %t43.i)
  %v25 = extractvalue [61 x i32] %t49.i, 5
  %v26 = extractvalue [61 x i32] %t49.i, 49
  %v27 = mul i32 43, -1285771271
  %v28 = and i32 %v27, -478809233
  %v29 = sub i32 %v28, -178357913
  %v30 = sub i32 %v29, %v26
  %v31 = add i32 %v30, %v28
  %v32 = lshr i32 %v31, 27
  %v33 = lshr i32 %v32, 2
  %v34 = sub i32 %v33, %v31
  %v35 = shl i32 %v34, 6
  %v36 = xor i32 %v35, %v30
  %v37 = sub i32 %v36, %v33
  %v38 = xor i32 %v37, %v35
  %v39 = mul i32 %v38, %v34
  %v41 = and i32 %v39, 31
  %v40 = shl i32 %v25, %v41
  %v43 = icmp eq i32 1406103047, %v26
  %v42 = select i1 %v43, i32 1406103047, i32 %v40
  %v44 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %v44, label %is7, label %isnot8

is7:
  %v45 = addrspacecast ptr %p0 to ptr addrspace(5)
  %v46 = and i32 %v39, 3
  %v47 = getelementptr inbounds i32, ptr addrspace(5) %v45, i32 %v46
  %v48 = load i32, ptr addrspace(5) %v47, align 4
  br label %isjoin9

isnot8:
  %v49 = and i32 %v26, 3
  %v50 = getelementptr inbounds i32, ptr %p0, i32 %v49
  %v51 = load i32, ptr %v50, align 4
  br label %isjoin9

isjoin9:
  %v52 = phi i32 [ %v48, %is7 ], [ %v51, %isnot8 ]
  %v53 = addrspacecast ptr addrspace(5) %v8 to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %t1.i.1)
  call void @llvm.lifetime.start.p0(i64 168, ptr %t43.i.1)
  br label %linit1.i.3

linit1.i.3:
  %t2.i.1 = phi i32 [ 0, %isjoin9 ], [ %t3.i.1, %lfill2.i.3 ]
  %t4.i.1 = icmp ult i32 %t2.i.1, 4
  br i1 %t4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %t5.i.1 = mul i32 %t2.i.1, 1646957471
  %t6.i.1 = xor i32 %t5.i.1, %v39
  %t7.i.1 = getelementptr inbounds [4 x i32], ptr %t1.i.1, i32 0, i32 %t2.i.1
  store i32 %t6.i.1, ptr %t7.i.1, align 4
  %t3.i.1 = add nuw nsw i32 %t2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %t8.i.1 = addrspacecast ptr %t1.i.1 to ptr addrspace(5)
  %t9.i.1 = and i32 %v39, 3
  %t10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t9.i.1
  store i32 39, ptr addrspace(5) %t10.i.1, align 4
  %t11.i.1 = and i32 19, 3
  %t12.i.1 = getelementptr inbounds i32, ptr %v53, i32 %t11.i.1
  %t13.i.1 = load i32, ptr %t12.i.1, align 4
  %t14.i.1 = and i32 39, 31
  br label %loop4.i.1

loop4.i.1:
  %t15.i.1 = phi i32 [ 0, %ldone3.i.3 ], [ %t17.i.1, %body5.i.1 ]
  %t16.i.1 = phi i32 [ %t13.i.1, %ldone3.i.3 ], [ %t18.i.1, %body5.i.1 ]
  %t19.i.1 = icmp ult i32 %t15.i.1, %t14.i.1
  br i1 %t19.i.1, label %body5.i.1, label %exit6.i.1

body5.i.1:
  %t20.i.1 = and i32 %t16.i.1, 3
  %t21.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t20.i.1
  store i32 -1742749494, ptr addrspace(5) %t21.i.1, align 4
  %t22.i.1 = and i32 %t16.i.1, 3
  %t23.i.1 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t22.i.1
  %t24.i.1 = load i32, ptr addrspace(1) %t23.i.1, align 4
  %t18.i.1 = xor i32 %t16.i.1, %t15.i.1
  %t17.i.1 = add nuw nsw i32 %t15.i.1, 1
  br label %loop4.i.1

exit6.i.1:
  %t25.i.1 = and i32 %t13.i.1, 3
  %t26.i.1 = getelementptr inbounds i32, ptr %p1, i32 %t25.i.1
  %t27.i.1 = load i32, ptr %t26.i.1, align 4
  %t28.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %v39 monotonic, align 4
  %t30.i.1 = and i32 39, 31
  %t29.i.1 = ashr i32 39, %t30.i.1
  %t31.i.1 = and i32 %t27.i.1, 3
  %t32.i.1 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t31.i.1
  %t33.i.1 = load i32, ptr addrspace(1) %t32.i.1, align 4
  %t34.i.1 = and i32 %t33.i.1, 3
  %t35.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t34.i.1
  %t36.i.1 = load i32, ptr addrspace(5) %t35.i.1, align 4
  %t37.i.1 = and i32 %t36.i.1, 3
  %t38.i.1 = getelementptr inbounds i32, ptr addrspace(5) %t8.i.1, i32 %t37.i.1
  store i32 %t29.i.1, ptr addrspace(5) %t38.i.1, align 4
  %t39.i.1 = zext i32 39 to i64
  %t40.i.1 = addrspacecast ptr addrspace(5) %t8.i.1 to ptr
  %t41.i.1 = insertvalue [42 x i32] zeroinitializer, i32 9, 35
  %t42.i.1 = insertvalue [42 x i32] %t41.i.1, i32 %t33.i.1, 20
  store [42 x i32] %t42.i.1, ptr %t43.i.1, align 4
  %t44.i.1 = call [37 x i32] @f1(i64 %t39.i.1, ptr %t40.i.1, ptr %v53, ptr align 4 byval([42 x i32]) %t43.i.1)
  %t45.i.1 = extractvalue [37 x i32] %t44.i.1, 27
  %t46.i.1 = and i32 %t45.i.1, 3
  %t47.i.1 = getelementptr inbounds i32, ptr %p1, i32 %t46.i.1
  %t48.i.1 = load i32, ptr %t47.i.1, align 4
  %t49.i.1 = insertvalue [61 x i32] zeroinitializer, i32 %t36.i.1, 6
  call void @llvm.lifetime.end.p0(i64 16, ptr %t1.i.1)
  call void @llvm.lifetime.end.p0(i64 168, ptr %t43.i.1)
  %v55 = extractvalue [61 x i32] %t49.i.1, 11
  %v56 = and i32 %v40, 3
  %v57 = getelementptr inbounds i32, ptr %p0, i32 %v56
  %v58 = load i32, ptr %v57, align 4
  %v59 = addrspacecast ptr addrspace(5) %v8 to ptr
  %v60 = insertvalue [9 x i32] zeroinitializer, i32 %v42, 6
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.2)
  br label %linit1.i.4

linit1.i.4:
  %q2.i.2 = phi i32 [ 0, %exit6.i.1 ], [ %q3.i.2, %lfill2.i.4 ]
  %q4.i.2 = icmp ult i32 %q2.i.2, 4
  br i1 %q4.i.2, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %q5.i.2 = mul i32 %q2.i.2, 2124346635
  %q6.i.2 = xor i32 %q5.i.2, -2031704769
  %q7.i.2 = getelementptr inbounds [4 x i32], ptr %q1.i.2, i32 0, i32 %q2.i.2
  store i32 %q6.i.2, ptr %q7.i.2, align 4
  %q3.i.2 = add nuw nsw i32 %q2.i.2, 1
  br label %linit1.i.4

ldone3.i.4:
  %q8.i.2 = addrspacecast ptr %q1.i.2 to ptr addrspace(5)
  %q9.i.2 = and i32 1027483357, 3
  %q10.i.2 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.2, i32 %q9.i.2
  %q11.i.2 = load i32, ptr addrspace(5) %q10.i.2, align 4
  %q12.i.2 = call i32 @llvm.abs.i32(i32 %q11.i.2, i1 false)
  %q13.i.2 = sub i32 %q12.i.2, %q11.i.2
  %q14.i.2 = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.2 monotonic, align 4
  %q16.i.2 = and i32 -1222373305, 31
  %q15.i.2 = lshr i32 %q13.i.2, %q16.i.2
  %q17.i.2 = and i32 %q13.i.2, 3
  %q18.i.2 = getelementptr inbounds i32, ptr %v59, i32 %q17.i.2
  store i32 %q11.i.2, ptr %q18.i.2, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.2)
  %v62 = and i32 %v42, 3
  %v63 = insertvalue [88 x i32] zeroinitializer, i32 %v58, 22
  %v64 = insertvalue [88 x i32] %v63, i32 %v39, 68
  %v65 = insertvalue [88 x i32] %v64, i32 %v55, 26
  store [88 x i32] %v65, ptr %v66, align 4
  %v67 = call i32 @rec0(ptr %p1, ptr %p1, i32 %v25, i32 %v52, i32 %v62, ptr align 4 byval([88 x i32]) %v66)
  %v68 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %v68, label %is10, label %isnot11

is10:
  %v69 = addrspacecast ptr %p1 to ptr addrspace(4)
  %v70 = and i32 %v52, 3
  %v71 = getelementptr inbounds i32, ptr addrspace(4) %v69, i32 %v70
  %v72 = load i32, ptr addrspace(4) %v71, align 4
  br label %isjoin12

isnot11:
  %v73 = and i32 %v52, 3
  %v74 = getelementptr inbounds i32, ptr %p1, i32 %v73
  %v75 = load i32, ptr %v74, align 4
  br label %isjoin12

isjoin12:
  %v76 = phi i32 [ %v72, %is10 ], [ %v75, %isnot11 ]
  %v77 = and i32 %v67, 3
  %v78 = insertvalue [88 x i32] zeroinitializer, i32 %v55, 82
  store [88 x i32] %v78, ptr %v79, align 4
  %v80 = call i32 @rec0(ptr %p1, ptr %p1, i32 45, i32 %v67, i32 %v77, ptr align 4 byval([88 x i32]) %v79)
  %v81 = and i32 54, 3
  %v82 = getelementptr inbounds i32, ptr %p1, i32 %v81
  store i32 %v58, ptr %v82, align 4
  %v83 = insertvalue [9 x i32] zeroinitializer, i32 %v58, 8
  %v84 = insertvalue [9 x i32] %v83, i32 39, 3
  %v85 = insertvalue [9 x i32] %v84, i32 %v67, 2
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.3)
  br label %linit1.i.5

linit1.i.5:
  %q2.i.3 = phi i32 [ 0, %isjoin12 ], [ %q3.i.3, %lfill2.i.5 ]
  %q4.i.3 = icmp ult i32 %q2.i.3, 4
  br i1 %q4.i.3, label %lfill2.i.5, label %ldone3.i.5

lfill2.i.5:
  %q5.i.3 = mul i32 %q2.i.3, 2124346635
  %q6.i.3 = xor i32 %q5.i.3, -2031704769
  %q7.i.3 = getelementptr inbounds [4 x i32], ptr %q1.i.3, i32 0, i32 %q2.i.3
  store i32 %q6.i.3, ptr %q7.i.3, align 4
  %q3.i.3 = add nuw nsw i32 %q2.i.3, 1
  br label %linit1.i.5

ldone3.i.5:
  %q8.i.3 = addrspacecast ptr %q1.i.3 to ptr addrspace(5)
  %q9.i.3 = and i32 1027483357, 3
  %q10.i.3 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.3, i32 %q9.i.3
  %q11.i.3 = load i32, ptr addrspace(5) %q10.i.3, align 4
  %q12.i.3 = call i32 @llvm.abs.i32(i32 %q11.i.3, i1 false)
  %q13.i.3 = sub i32 %q12.i.3, %q11.i.3
  %q14.i.3 = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.3 monotonic, align 4
  %q16.i.3 = and i32 -1222373305, 31
  %q15.i.3 = lshr i32 %q13.i.3, %q16.i.3
  %q17.i.3 = and i32 %q13.i.3, 3
  %q18.i.3 = getelementptr inbounds i32, ptr %p1, i32 %q17.i.3
  store i32 %q11.i.3, ptr %q18.i.3, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.3)
  %v87 = add i32 %v76, %v67
  %v88 = atomicrmw add ptr addrspace(1) @count, i32 %v67 monotonic, align 4
  %v89 = xor i32 %v87, %v87
  %v90 = xor i32 %v89, %v39
  ret i32 %v90
}

define dso_local i32 @rec12(ptr %p0, ptr %p1, i64 %wroimage2, ptr %p3, i32 %x4, i32 %depth, ptr align 4 byval([36 x i32]) %bv6) {
entry:
  %q1.i = alloca [4 x i32], align 4
  %w1 = alloca [4 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 4
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 132079857
  %w6 = xor i32 %w5, %depth
  %w7 = getelementptr inbounds [4 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = atomicrmw add ptr addrspace(1) @count, i32 %depth monotonic, align 4
  %w10 = and i32 1853549083, 3
  %w11 = getelementptr inbounds i32, ptr %p3, i32 %w10
  store i32 %depth, ptr %w11, align 4
  %w12 = and i32 %x4, 3
  %w13 = getelementptr inbounds i32, ptr %p3, i32 %w12
  store i32 0, ptr %w13, align 4
  %w14 = insertvalue [12 x i32] zeroinitializer, i32 %depth, 3
  %w15 = insertvalue [12 x i32] %w14, i32 %depth, 5
  %w16 = call i32 @f10(ptr %p3, ptr %p0, [12 x i32] %w15)
  %w17 = xor i32 %x4, %depth
  %w19 = and i32 %w17, 31
  %w18 = ashr i32 %w17, %w19
  br label %loop4

loop4:
  %w20 = phi i32 [ 0, %ldone3 ], [ %w22, %body5 ]
  %w21 = phi i32 [ -2, %ldone3 ], [ %w23, %body5 ]
  %w24 = icmp ult i32 %w20, 32
  br i1 %w24, label %body5, label %exit6

body5:
  %w25 = and i32 %w17, %w18
  %w23 = sub i32 %w21, %w25
  %w22 = add nuw nsw i32 %w20, 1
  br label %loop4

exit6:
  %w26 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w27 = insertvalue [7 x i32] zeroinitializer, i32 %w21, 3
  %w28 = insertvalue [7 x i32] %w27, i32 -1874044058, 1
  %w29 = call [36 x i32] @f6(ptr %p3, ptr %w26, ptr %p0, i32 %w17, i32 -1779653036, [7 x i32] %w28)
  %w30 = extractvalue [36 x i32] %w29, 14
  %w31 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w32 = zext i32 %w21 to i64
  %w33 = insertvalue [3 x i32] zeroinitializer, i32 %w17, 0
  %w34 = insertvalue [3 x i32] %w33, i32 %w16, 1
  %w35 = call i32 @f9(ptr %p3, ptr %w31, i32 %w21, i32 %w18, i64 %w32, [3 x i32] %w34)
  br label %loop7

loop7:
  %w36 = phi i32 [ 0, %exit6 ], [ %w38, %isjoin12 ]
  %w37 = phi i32 [ %w35, %exit6 ], [ %w39, %isjoin12 ]
  %w40 = icmp ult i32 %w36, 26
  br i1 %w40, label %body8, label %exit9

body8:
  %w41 = and i32 %w30, 3
  %w42 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w41
  store i32 %w30, ptr addrspace(5) %w42, align 4
  %w44 = and i32 %depth, 31
  %w43 = ashr i32 %w35, %w44
  %w45 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w46 = insertvalue [9 x i32] zeroinitializer, i32 %w36, 4
  %w47 = insertvalue [9 x i32] %w46, i32 %w35, 6
  %w48 = insertvalue [9 x i32] %w47, i32 %w36, 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %body8 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 2124346635
  %q6.i = xor i32 %q5.i, -2031704769
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = and i32 1027483357, 3
  %q10.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q9.i
  %q11.i = load i32, ptr addrspace(5) %q10.i, align 4
  %q12.i = call i32 @llvm.abs.i32(i32 %q11.i, i1 false)
  %q13.i = sub i32 %q12.i, %q11.i
  %q14.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i monotonic, align 4
  %q16.i = and i32 -1222373305, 31
  %q15.i = lshr i32 %q13.i, %q16.i
  %q17.i = and i32 %q13.i, 3
  %q18.i = getelementptr inbounds i32, ptr %w45, i32 %q17.i
  store i32 %q11.i, ptr %q18.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  %w50 = call i1 @llvm.nvvm.isspacep.global(ptr %w45)
  br i1 %w50, label %is10, label %isnot11

is10:
  %w51 = addrspacecast ptr %w45 to ptr addrspace(1)
  %w52 = and i32 %w37, 3
  %w53 = getelementptr inbounds i32, ptr addrspace(1) %w51, i32 %w52
  %w54 = load i32, ptr addrspace(1) %w53, align 4
  br label %isjoin12

isnot11:
  %w55 = and i32 %w37, 3
  %w56 = getelementptr inbounds i32, ptr %w45, i32 %w55
  %w57 = load i32, ptr %w56, align 4
  br label %isjoin12

isjoin12:
  %w58 = phi i32 [ %w54, %is10 ], [ %w57, %isnot11 ]
  %w59 = and i32 %w36, %w35
  %w39 = sub i32 %w37, %w59
  %w38 = add nuw nsw i32 %w36, 1
  br label %loop7

exit9:
  %w60 = icmp eq i32 %depth, 0
  br i1 %w60, label %base13, label %recurse14

base13:
  br label %rjoin15

recurse14:
  %w61 = sub i32 %depth, 1
  %w62 = call i32 @rec12(ptr %p0, ptr %p1, i64 %wroimage2, ptr %p3, i32 %w37, i32 %w61, ptr align 4 byval([36 x i32]) %bv6)
  %w63 = xor i32 %w62, 54
  br label %rjoin15

rjoin15:
  %w64 = phi i32 [ %w21, %base13 ], [ %w63, %recurse14 ]
  ret i32 %w64
}

define dso_local ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %q1.i = alloca [4 x i32], align 4
  %q1.i.1 = alloca [4 x i32], align 4
  %t1 = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 4
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, -119706907
  %t6 = xor i32 %t5, %n
  %t7 = getelementptr inbounds [4 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = and i32 %n, 31
  br label %loop4

loop4:
  %t10 = phi i32 [ 0, %ldone3 ], [ %t12, %exit9 ]
  %t11 = phi i32 [ %n, %ldone3 ], [ %t13, %exit9 ]
  %t14 = icmp ult i32 %t10, %t9
  br i1 %t14, label %body5, label %exit6

body5:
  %t16 = and i32 16, 31
  %t15 = lshr i32 %t10, %t16
  %t17 = and i32 %t11, 31
  br label %loop7

loop7:
  %t18 = phi i32 [ 0, %body5 ], [ %t20, %ldone3.i ]
  %t19 = phi i32 [ %t15, %body5 ], [ %t21, %ldone3.i ]
  %t22 = icmp ult i32 %t18, %t17
  br i1 %t22, label %body8, label %exit9

body8:
  %t24 = icmp sgt i32 %t19, %t18
  %t23 = select i1 %t24, i32 %t19, i32 %t11
  %t25 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t26 = addrspacecast ptr addrspace(1) @g to ptr
  %t27 = zext i32 %t18 to i64
  %t28 = call ptr @f15(ptr %t25, ptr %t26, i64 %t27, i32 %t23)
  %t29 = and i32 %t18, 3
  %t30 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t29
  store i32 %t18, ptr addrspace(5) %t30, align 4
  %t31 = addrspacecast ptr addrspace(1) %slot to ptr
  %t32 = insertvalue [9 x i32] zeroinitializer, i32 %t18, 2
  %t33 = insertvalue [9 x i32] %t32, i32 %x0, 3
  %t34 = insertvalue [9 x i32] %t33, i32 %t19, 5
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %body8 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 2124346635
  %q6.i = xor i32 %q5.i, -2031704769
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = and i32 1027483357, 3
  %q10.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q9.i
  %q11.i = load i32, ptr addrspace(5) %q10.i, align 4
  %q12.i = call i32 @llvm.abs.i32(i32 %q11.i, i1 false)
  %q13.i = sub i32 %q12.i, %q11.i
  %q14.i = atomicrmw add ptr addrspace(1) @count, i32 %q11.i monotonic, align 4
  %q16.i = and i32 -1222373305, 31
  %q15.i = lshr i32 %q13.i, %q16.i
  %q17.i = and i32 %q13.i, 3
  %q18.i = getelementptr inbounds i32, ptr %t31, i32 %q17.i
  store i32 %q11.i, ptr %q18.i, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  %t21 = add i32 %t19, %t19
  %t20 = add nuw nsw i32 %t18, 1
  br label %loop7

exit9:
  %t36 = and i32 %t15, 3
  %t37 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t36
  store i32 %t19, ptr addrspace(5) %t37, align 4
  %t38 = addrspacecast ptr addrspace(1) %slot to ptr
  %t39 = addrspacecast ptr addrspace(1) %slot to ptr
  %t40 = zext i32 %tid to i64
  %t41 = insertvalue [3 x i32] zeroinitializer, i32 %n, 0
  %t42 = call i32 @f9(ptr %t38, ptr %t39, i32 %t19, i32 %t15, i64 %t40, [3 x i32] %t41)
  %t43 = sub i32 %t15, %x0
  %t44 = xor i32 %t42, %t43
  %t13 = xor i32 %t11, %t44
  %t12 = add nuw nsw i32 %t10, 1
  br label %loop4

exit6:
  %t45 = sub i32 %tid, %tid
  %t46 = and i32 %tid, 31
  br label %loop10

loop10:
  %t47 = phi i32 [ 0, %exit6 ], [ %t49, %body11 ]
  %t48 = phi i32 [ -7, %exit6 ], [ %t50, %body11 ]
  %t51 = icmp ult i32 %t47, %t46
  br i1 %t51, label %body11, label %exit12

body11:
  %t50 = sub i32 %t48, %x0
  %t49 = add nuw nsw i32 %t47, 1
  br label %loop10

exit12:
  %t52 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t53 = addrspacecast ptr addrspace(1) %slot to ptr
  %t54 = addrspacecast ptr addrspace(1) %slot to ptr
  %t55 = insertvalue [7 x i32] zeroinitializer, i32 %t11, 0
  %t56 = insertvalue [7 x i32] %t55, i32 %tid, 3
  %t57 = insertvalue [7 x i32] %t56, i32 %t11, 4
  %t58 = call [36 x i32] @f6(ptr %t52, ptr %t53, ptr %t54, i32 %t48, i32 %x0, [7 x i32] %t57)
  %t59 = extractvalue [36 x i32] %t58, 12
  %t60 = extractvalue [36 x i32] %t58, 9
  %t61 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t62 = addrspacecast ptr addrspace(1) %islot to ptr
  %t63 = zext i32 -1462849259 to i64
  %t64 = call ptr @f15(ptr %t61, ptr %t62, i64 %t63, i32 %t60)
  %t65 = and i32 %t59, 3
  %t66 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t65
  store i32 %t59, ptr addrspace(5) %t66, align 4
  %t68 = and i32 %t59, 32767
  %t69 = or i32 %t68, 1
  %t67 = srem i32 %t59, %t69
  %t70 = mul i32 %t59, %t60
  %t71 = mul i32 %t67, -1285771271
  %t72 = and i32 %t71, -478809233
  %t73 = sub i32 %t72, -178357913
  %t74 = sub i32 %t73, %t70
  %t75 = add i32 %t74, %t72
  %t76 = lshr i32 %t75, 27
  %t77 = lshr i32 %t76, 2
  %t78 = sub i32 %t77, %t75
  %t79 = shl i32 %t78, 6
  %t80 = xor i32 %t79, %t74
  %t81 = sub i32 %t80, %t77
  %t82 = xor i32 %t81, %t79
  %t83 = mul i32 %t82, %t78
  %t84 = addrspacecast ptr addrspace(1) @g to ptr
  %t85 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t86 = call [37 x i32] @f14(ptr %t84, ptr %t85, i32 %t67, i32 %t45)
  %t87 = extractvalue [37 x i32] %t86, 18
  br label %loop13

loop13:
  %t88 = phi i32 [ 0, %exit12 ], [ %t90, %body14 ]
  %t89 = phi i32 [ %t67, %exit12 ], [ %t91, %body14 ]
  %t92 = icmp ult i32 %t88, 4
  br i1 %t92, label %body14, label %exit15

body14:
  %t93 = xor i32 %t88, %t88
  %t94 = and i32 %t87, 3
  %t95 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t94
  %t96 = load i32, ptr addrspace(5) %t95, align 4
  %t97 = and i32 %t89, 3
  %t98 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t97
  %t99 = load i32, ptr addrspace(1) %t98, align 4
  %t100 = atomicrmw add ptr addrspace(1) @count, i32 %t93 monotonic, align 4
  %t91 = xor i32 %t89, %t99
  %t90 = add nuw nsw i32 %t88, 1
  br label %loop13

exit15:
  %t101 = and i32 %t11, 3
  %t102 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t101
  store i32 %t89, ptr addrspace(5) %t102, align 4
  %t103 = and i32 %t89, 31
  br label %loop16

loop16:
  %t104 = phi i32 [ 0, %exit15 ], [ %t106, %body17 ]
  %t105 = phi i32 [ %t87, %exit15 ], [ %t107, %body17 ]
  %t108 = icmp ult i32 %t104, %t103
  br i1 %t108, label %body17, label %exit18

body17:
  %t109 = and i32 %t104, 3
  %t110 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t109
  %t111 = load i32, ptr addrspace(1) %t110, align 4
  %t107 = sub i32 %t105, %t111
  %t106 = add nuw nsw i32 %t104, 1
  br label %loop16

exit18:
  %t112 = and i32 %tid, 3
  %t113 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t112
  store i32 %t60, ptr addrspace(5) %t113, align 4
  %t114 = and i32 %t87, 3
  %t115 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t114
  store i32 %t48, ptr addrspace(5) %t115, align 4
  %t116 = and i32 10857964, 3
  %t117 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t116
  %t118 = load i32, ptr addrspace(1) %t117, align 4
  br label %loop19

loop19:
  %t119 = phi i32 [ 0, %exit18 ], [ %t121, %body20 ]
  %t120 = phi i32 [ %t89, %exit18 ], [ %t122, %body20 ]
  %t123 = icmp ult i32 %t119, 31
  br i1 %t123, label %body20, label %exit21

body20:
  %t125 = and i32 157307768, 31
  %t124 = ashr i32 %t118, %t125
  %t127 = icmp sgt i32 %t118, %t124
  %t126 = select i1 %t127, i32 %t118, i32 %t119
  %t128 = atomicrmw add ptr addrspace(1) @count, i32 %t124 monotonic, align 4
  %t129 = and i32 %t83, 3
  %t130 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t129
  store i32 %t60, ptr addrspace(1) %t130, align 4
  %t122 = add i32 %t120, %t126
  %t121 = add nuw nsw i32 %t119, 1
  br label %loop19

exit21:
  %t132 = icmp eq i32 %t120, %t105
  %t131 = select i1 %t132, i32 %t120, i32 %t118
  %t133 = addrspacecast ptr addrspace(1) %slot to ptr
  %t134 = insertvalue [9 x i32] zeroinitializer, i32 %t120, 0
  %t135 = insertvalue [9 x i32] %t134, i32 %t83, 2
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.1)
  br label %linit1.i.1

linit1.i.1:
  %q2.i.1 = phi i32 [ 0, %exit21 ], [ %q3.i.1, %lfill2.i.1 ]
  %q4.i.1 = icmp ult i32 %q2.i.1, 4
  br i1 %q4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %q5.i.1 = mul i32 %q2.i.1, 2124346635
  %q6.i.1 = xor i32 %q5.i.1, -2031704769
  %q7.i.1 = getelementptr inbounds [4 x i32], ptr %q1.i.1, i32 0, i32 %q2.i.1
  store i32 %q6.i.1, ptr %q7.i.1, align 4
  %q3.i.1 = add nuw nsw i32 %q2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %q8.i.1 = addrspacecast ptr %q1.i.1 to ptr addrspace(5)
  %q9.i.1 = and i32 1027483357, 3
  %q10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.1, i32 %q9.i.1
  %q11.i.1 = load i32, ptr addrspace(5) %q10.i.1, align 4
  %q12.i.1 = call i32 @llvm.abs.i32(i32 %q11.i.1, i1 false)
  %q13.i.1 = sub i32 %q12.i.1, %q11.i.1
  %q14.i.1 = atomicrmw add ptr addrspace(1) @count, i32 %q11.i.1 monotonic, align 4
  %q16.i.1 = and i32 -1222373305, 31
  %q15.i.1 = lshr i32 %q13.i.1, %q16.i.1
  %q17.i.1 = and i32 %q13.i.1, 3
  %q18.i.1 = getelementptr inbounds i32, ptr %t133, i32 %q17.i.1
  store i32 %q11.i.1, ptr %q18.i.1, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.1)
  %t137 = call i1 @llvm.nvvm.isspacep.shared(ptr %t133)
  br i1 %t137, label %is22, label %isnot23

is22:
  %t138 = addrspacecast ptr %t133 to ptr addrspace(3)
  %t139 = and i32 %t131, 3
  %t140 = getelementptr inbounds i32, ptr addrspace(3) %t138, i32 %t139
  %t141 = load i32, ptr addrspace(3) %t140, align 4
  br label %isjoin24

isnot23:
  %t142 = and i32 %t131, 3
  %t143 = getelementptr inbounds i32, ptr %t133, i32 %t142
  %t144 = load i32, ptr %t143, align 4
  br label %isjoin24

isjoin24:
  %t145 = phi i32 [ %t141, %is22 ], [ %t144, %isnot23 ]
  %t146 = mul i32 %t120, -1285771271
  %t147 = and i32 %t146, -478809233
  %t148 = sub i32 %t147, -178357913
  %t149 = sub i32 %t148, %t120
  %t150 = add i32 %t149, %t147
  %t151 = lshr i32 %t150, 27
  %t152 = lshr i32 %t151, 2
  %t153 = sub i32 %t152, %t150
  %t154 = shl i32 %t153, 6
  %t155 = xor i32 %t154, %t149
  %t156 = sub i32 %t155, %t152
  %t157 = xor i32 %t156, %t154
  %t158 = mul i32 %t157, %t153
  %t159 = xor i32 %x0, %t158
  %t160 = xor i32 %t159, %t145
  %t161 = xor i32 %t160, %t131
  %t162 = xor i32 %t161, %t120
  %t163 = xor i32 %t162, %t83
  store i32 %t163, ptr addrspace(1) %slot, align 4
  ret void
}

attributes #0 = { alwaysinline }
attributes #1 = { noinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{ptr @rec0, !"rdoimage", i32 6}
!1 = !{ptr @f1, !"rdoimage", i32 0}
!2 = !{ptr @f2, !"texture", i32 0}
!3 = !{ptr @rec5, !"sampler", i32 2}
!4 = !{ptr @f9, !"rdoimage", i32 4}
!5 = !{ptr @rec11, !"wroimage", i32 1}
!6 = !{ptr @f15, !"sampler", i32 2}
!7 = !{ptr @rec12, !"wroimage", i32 2}
