; launch: @k0 grid=1 block=4 (out=i32[16] zero, in=i32[16] random 774480471, i32 -1729519934)
; launch: @k1 grid=1 block=2 (out=i32[8] zero, in=i32[8] random 2241470, i32 -1943185410)
; seam-gpu case seed-000002 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [1024 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1147570345
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = and i32 %tid, 3
  %v2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v1
  %v3 = load i32, ptr addrspace(1) %v2, align 4
  %v4 = insertelement <4 x i32> poison, i32 %v3, i64 0
  %v5 = insertelement <4 x i32> %v4, i32 %x0, i64 1
  %v6 = shufflevector <4 x i32> %v5, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 0>
  %v7 = mul <4 x i32> %v6, <i32 39, i32 22, i32 40, i32 20>
  %v8 = extractelement <4 x i32> %v7, i32 3
  %v9 = and i32 %v8, 3
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v9
  store i32 %tid, ptr addrspace(1) %v10, align 4
  %v11 = add i32 %tid, 1006952605
  %v12 = lshr i32 %v8, 26
  %v13 = sub i32 %v12, %v3
  %v14 = or i32 %v13, %v12
  %v15 = shl i32 %v14, 20
  %v16 = xor i32 %v15, %v12
  %v17 = lshr i32 %v16, 19
  %v18 = lshr i32 %v17, 27
  %v19 = and i32 %v18, %v3
  %v20 = and i32 %v19, -277874579
  %v21 = xor i32 %v20, %v3
  %v22 = or i32 %v21, %v3
  %v23 = or i32 %v22, %v3
  %v24 = add i32 %v23, %v21
  %v25 = call i32 @llvm.smax.i32(i32 %x0, i32 %v3)
  %v26 = lshr i32 %tid, 26
  %v27 = sub i32 %v26, %v24
  %v28 = or i32 %v27, %v26
  %v29 = shl i32 %v28, 20
  %v30 = xor i32 %v29, %v26
  %v31 = lshr i32 %v30, 19
  %v32 = lshr i32 %v31, 27
  %v33 = and i32 %v32, %v24
  %v34 = and i32 %v33, -277874579
  %v35 = xor i32 %v34, %v24
  %v36 = or i32 %v35, %v24
  %v37 = or i32 %v36, %v24
  %v38 = add i32 %v37, %v35
  %v39 = xor i32 %x0, %v38
  %v40 = xor i32 %v39, %v25
  %v41 = xor i32 %v40, %v24
  %v42 = xor i32 %v41, %v11
  store i32 %v42, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -60374731
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %n, 3
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a1
  store i32 %tid, ptr addrspace(1) %a2, align 4
  br label %loop1

loop1:
  %a3 = phi i32 [ 0, %shdone ], [ %a5, %exit6 ]
  %a4 = phi i32 [ 32, %shdone ], [ %a6, %exit6 ]
  %a7 = icmp ult i32 %a3, 5
  br i1 %a7, label %body2, label %exit3

body2:
  %a8 = and i32 %a3, 3
  %a9 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a8
  %a10 = load i32, ptr addrspace(1) %a9, align 4
  %a11 = call i32 @llvm.abs.i32(i32 %a4, i1 false)
  %a12 = and i32 %a4, 3
  %a13 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a12
  store i32 %a11, ptr addrspace(1) %a13, align 4
  %a14 = and i32 %tid, 3
  %a15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a14
  store i32 %a4, ptr addrspace(1) %a15, align 4
  %a16 = and i32 1977143781, 31
  br label %loop4

loop4:
  %a17 = phi i32 [ 0, %body2 ], [ %a19, %body5 ]
  %a18 = phi i32 [ %a3, %body2 ], [ %a20, %body5 ]
  %a21 = icmp ult i32 %a17, %a16
  br i1 %a21, label %body5, label %exit6

body5:
  %a22 = and i32 %a11, 1023
  %a23 = and i32 %a18, 1023
  %a24 = sitofp i32 %a22 to bfloat
  %a25 = uitofp i32 %a23 to bfloat
  %a26 = fadd bfloat %a24, %a25
  %a27 = bitcast bfloat %a26 to i16
  %a28 = zext i16 %a27 to i32
  %a29 = and i32 %a18, 3
  %a30 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a29
  %a31 = load i32, ptr addrspace(1) %a30, align 4
  %a33 = and i32 %a28, 32767
  %a34 = or i32 %a33, 1
  %a32 = sdiv i32 %a18, %a34
  %a35 = call i32 @llvm.smin.i32(i32 %x0, i32 %a31)
  %a20 = add i32 %a18, %a35
  %a19 = add nuw nsw i32 %a17, 1
  br label %loop4

exit6:
  %a6 = add i32 %a4, %a4
  %a5 = add nuw nsw i32 %a3, 1
  br label %loop1

exit3:
  %a36 = and i32 %a4, 3
  %a37 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a36
  store i32 %tid, ptr addrspace(1) %a37, align 4
  %a38 = lshr i32 29, 26
  %a39 = sub i32 %a38, %n
  %a40 = or i32 %a39, %a38
  %a41 = shl i32 %a40, 20
  %a42 = xor i32 %a41, %a38
  %a43 = lshr i32 %a42, 19
  %a44 = lshr i32 %a43, 27
  %a45 = and i32 %a44, %n
  %a46 = and i32 %a45, -277874579
  %a47 = xor i32 %a46, %n
  %a48 = or i32 %a47, %n
  %a49 = or i32 %a48, %n
  %a50 = add i32 %a49, %a47
  %a51 = and i32 10, 1023
  %a52 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a51
  %a53 = load i32, ptr addrspace(3) %a52, align 4
  %a54 = bitcast i32 %tid to <2 x i16>
  %a55 = bitcast i32 %a50 to <2 x i16>
  %a56 = add <2 x i16> %a54, %a55
  %a57 = bitcast <2 x i16> %a56 to i32
  %a59 = and i32 %a50, 31
  %a58 = ashr i32 %tid, %a59
  %a60 = and i32 %a53, 1023
  %a61 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a60
  %a62 = load i32, ptr addrspace(3) %a61, align 4
  %a63 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 2
  %a64 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 1
  %a65 = icmp ugt ptr addrspace(1) %a63, %a64
  %a66 = select i1 %a65, i32 20, i32 15
  %a67 = add i32 %a66, 29
  %a68 = ptrtoint ptr addrspace(1) %a63 to i32
  %a69 = and i32 %a68, 0
  %a70 = add i32 %a67, %a69
  %a71 = atomicrmw add ptr addrspace(1) @count, i32 %a57 monotonic, align 4
  %a72 = and i32 %n, 1023
  %a73 = and i32 -8, 1023
  %a79 = sitofp i32 %a72 to half
  %a80 = uitofp i32 %a73 to half
  %a81 = insertelement <2 x half> poison, half %a79, i64 0
  %a82 = insertelement <2 x half> %a81, half %a80, i64 1
  %a83 = insertelement <2 x half> poison, half %a80, i64 0
  %a84 = insertelement <2 x half> %a83, half %a79, i64 1
  %a85 = fadd <2 x half> %a82, %a84
  %a78 = bitcast <2 x half> %a85 to i32
  %a86 = and i32 725047108, 3
  %a87 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a86
  store i32 %a62, ptr addrspace(1) %a87, align 4
  %a89 = or i32 867631642, 1
  %a88 = urem i32 %a57, %a89
  %a90 = and i32 %a78, 3
  %a91 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a90
  %a92 = load i32, ptr addrspace(1) %a91, align 4
  %a93 = and i32 %a92, 1023
  %a94 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a93
  %a95 = load i32, ptr addrspace(3) %a94, align 4
  %a96 = and i32 %a57, 1023
  %a97 = and i32 %a88, 1023
  %a98 = sitofp i32 %a96 to bfloat
  %a99 = uitofp i32 %a97 to bfloat
  %a100 = fadd bfloat %a98, %a99
  %a101 = bitcast bfloat %a100 to i16
  %a102 = zext i16 %a101 to i32
  %a103 = and i32 %a88, 3
  %a104 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a103
  %a105 = load i32, ptr addrspace(1) %a104, align 4
  %a106 = and i32 %a105, 3
  %a107 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a106
  %a108 = load i32, ptr addrspace(1) %a107, align 4
  %a109 = or i32 %a108, %a105
  %a110 = insertelement <4 x i32> poison, i32 %a105, i64 0
  %a111 = insertelement <4 x i32> %a110, i32 %a109, i64 1
  %a112 = shufflevector <4 x i32> %a111, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %a113 = sub <4 x i32> %a112, <i32 -4, i32 42, i32 2, i32 25>
  %a114 = icmp ugt <4 x i32> %a113, %a112
  %a115 = select <4 x i1> %a114, <4 x i32> %a113, <4 x i32> %a112
  %a116 = extractelement <4 x i32> %a115, i32 1
  %a117 = and i32 %a109, 3
  %a118 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a117
  store i32 %a109, ptr addrspace(1) %a118, align 4
  %a119 = and i32 %a116, 3
  %a120 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a119
  %a121 = load i32, ptr addrspace(1) %a120, align 4
  %a122 = and i32 %a70, 31
  br label %loop7

loop7:
  %a123 = phi i32 [ 0, %exit3 ], [ %a125, %body8 ]
  %a124 = phi i32 [ %a109, %exit3 ], [ %a126, %body8 ]
  %a127 = icmp ult i32 %a123, %a122
  br i1 %a127, label %body8, label %exit9

body8:
  %a128 = and i32 14, 3
  %a129 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a128
  %a130 = load i32, ptr addrspace(1) %a129, align 4
  %a131 = and i32 %a123, 1023
  %a132 = and i32 -882540135, 1023
  %a133 = sitofp i32 %a131 to bfloat
  %a134 = uitofp i32 %a132 to bfloat
  %a135 = fmul bfloat %a133, %a134
  %a136 = bitcast bfloat %a135 to i16
  %a137 = zext i16 %a136 to i32
  %a139 = and i32 %a70, 31
  %a138 = ashr i32 %a124, %a139
  %a126 = sub i32 %a124, %a138
  %a125 = add nuw nsw i32 %a123, 1
  br label %loop7

exit9:
  %a140 = or i32 %a57, %a121
  %a141 = call i32 @llvm.umax.i32(i32 %a140, i32 %a116)
  %a143 = or i32 %a121, 1
  %a142 = udiv i32 %a141, %a143
  %a144 = and i32 %a58, 3
  %a145 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a144
  store i32 %a140, ptr addrspace(1) %a145, align 4
  %a146 = lshr i32 %a141, 26
  %a147 = sub i32 %a146, %a141
  %a148 = or i32 %a147, %a146
  %a149 = shl i32 %a148, 20
  %a150 = xor i32 %a149, %a146
  %a151 = lshr i32 %a150, 19
  %a152 = lshr i32 %a151, 27
  %a153 = and i32 %a152, %a141
  %a154 = and i32 %a153, -277874579
  %a155 = xor i32 %a154, %a141
  %a156 = or i32 %a155, %a141
  %a157 = or i32 %a156, %a141
  %a158 = add i32 %a157, %a155
  %a159 = xor i32 %x0, %a158
  %a160 = xor i32 %a159, %a142
  %a161 = xor i32 %a160, %a141
  %a162 = xor i32 %a161, %a140
  %a163 = xor i32 %a162, %a50
  store i32 %a163, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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
  %sc = icmp ult i32 %si, 1024
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1534829099
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %x0, 1023
  %t2 = and i32 %tid, 1023
  %t3 = sitofp i32 %t1 to half
  %t4 = uitofp i32 %t2 to half
  %t5 = fadd half %t3, %t4
  %t6 = bitcast half %t5 to i16
  %t7 = zext i16 %t6 to i32
  %t8 = atomicrmw add ptr addrspace(1) @count, i32 %tid monotonic, align 4
  %t9 = lshr i32 %x0, 26
  %t10 = sub i32 %t9, %t7
  %t11 = or i32 %t10, %t9
  %t12 = shl i32 %t11, 20
  %t13 = xor i32 %t12, %t9
  %t14 = lshr i32 %t13, 19
  %t15 = lshr i32 %t14, 27
  %t16 = and i32 %t15, %t7
  %t17 = and i32 %t16, -277874579
  %t18 = xor i32 %t17, %t7
  %t19 = or i32 %t18, %t7
  %t20 = or i32 %t19, %t7
  %t21 = add i32 %t20, %t18
  %t22 = lshr i32 %x0, 26
  %t23 = sub i32 %t22, %t21
  %t24 = or i32 %t23, %t22
  %t25 = shl i32 %t24, 20
  %t26 = xor i32 %t25, %t22
  %t27 = lshr i32 %t26, 19
  %t28 = lshr i32 %t27, 27
  %t29 = and i32 %t28, %t21
  %t30 = and i32 %t29, -277874579
  %t31 = xor i32 %t30, %t21
  %t32 = or i32 %t31, %t21
  %t33 = or i32 %t32, %t21
  %t34 = add i32 %t33, %t31
  %t35 = xor i32 %x0, %t34
  %t36 = xor i32 %t35, %t21
  %t37 = xor i32 %t36, %t7
  %t38 = xor i32 %t37, %tid
  store i32 %t38, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.smax.i32(i32, i32) #1

declare i32 @llvm.smin.i32(i32, i32) #1

declare i32 @llvm.umax.i32(i32, i32) #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
