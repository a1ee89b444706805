; launch: @k0 grid=1 block=23 (out=i32[1472] zero, in=i32[1472] random 1530478434, i32 -209752017)
; launch: @k1 grid=1 block=7 (out=i32[448] zero, in=i32[448] random 171951989, i32 -1554889857)
; launch: @k2 grid=4 block=22 (out=i32[5632] zero, in=i32[5632] random 1667490994, i32 -1572486323)
; seam-gpu case seed-000000 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [1 x ptr] [ptr @t1], align 8
@vt0.1 = internal constant [1 x ptr] [ptr @t2], align 8
@vt0.2 = internal constant [1 x ptr] [ptr @t2], align 8

define internal i32 @t1(i32 %x0) {
entry:
  %a2 = and i32 %x0, 31
  %a1 = lshr i32 %x0, %a2
  %a3 = and i32 %x0, %a1
  %a4 = xor i32 %a3, %x0
  ret i32 %a4
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = call i32 @llvm.umin.i32(i32 %x0, i32 %x0)
  %t3 = and i32 %t1, 31
  %t2 = shl i32 %t1, %t3
  %t5 = or i32 %t2, 1
  %t4 = urem i32 %t2, %t5
  %t7 = and i32 %x0, 32767
  %t8 = or i32 %t7, 1
  %t6 = srem i32 %x0, %t8
  %t9 = xor i32 %t6, %t2
  ret i32 %t9
}

define internal i32 @rec3(i32 %x0, i32 %x1, i32 %depth) {
entry:
  %q2 = or i32 %x1, 1
  %q1 = udiv i32 %depth, %q2
  %q3 = bitcast i32 %x1 to <2 x i16>
  %q4 = bitcast i32 %q1 to <2 x i16>
  %q5 = mul <2 x i16> %q3, %q4
  %q6 = bitcast <2 x i16> %q5 to i32
  %q7 = xor i32 %x1, %q1
  %q8 = icmp eq i32 %depth, 0
  br i1 %q8, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %q9 = sub i32 %depth, 1
  %q10 = call i32 @rec3(i32 %q6, i32 %q7, i32 %q9)
  %q11 = xor i32 %q10, %q6
  br label %rjoin3

rjoin3:
  %q12 = phi i32 [ %depth, %base1 ], [ %q11, %recurse2 ]
  ret i32 %q12
}

define weak_odr i32 @f4(ptr %p0, i32 %x1, i32 %x2) {
entry:
  %w1 = xor i32 %x2, %x2
  %w2 = xor i32 %w1, %w1
  ret i32 %w2
}

define private i32 @f5(i64 %rdoimage0, ptr %p1, ptr %p2) #0 {
entry:
  %z1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 64
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, 1341018653
  %z6 = xor i32 %z5, 49
  %z7 = getelementptr inbounds [64 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z10 = and i32 -6, 31
  %z9 = lshr i32 -244755730, %z10
  %z11 = and i32 %z9, 63
  %z12 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z11
  store i32 %z9, ptr addrspace(5) %z12, align 4
  %z13 = icmp sgt i32 %z9, 0
  %z14 = select i1 %z13, ptr @vt0.0, ptr @vt0.0
  %z15 = getelementptr inbounds ptr, ptr %z14, i64 0
  %z16 = load ptr, ptr %z15, align 8
  %icall.0 = call i32 %z16(i32 %z9)
  %z17 = or i32 %z9, 15
  %z18 = and i32 147051092, 63
  %z19 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z18
  store i32 %z9, ptr addrspace(5) %z19, align 4
  %z20 = xor i32 %z17, %z9
  ret i32 %z20
}

define internal i32 @f7(ptr addrspace(5) %p0, i32 %x1, i64 %wroimage2, [10 x i32] %agg3) #1 {
entry:
  %0 = addrspacecast ptr addrspace(5) %p0 to ptr
  %h1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 64
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 1330829943
  %h6 = xor i32 %h5, %x1
  %h7 = getelementptr inbounds [64 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h10 = or i32 %x1, 1
  %h9 = udiv i32 %x1, %h10
  %h11 = and i32 %h9, 63
  %h12 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h11
  %h13 = load i32, ptr addrspace(5) %h12, align 4
  %h14 = and i32 %x1, 63
  %h15 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h14
  store i32 %x1, ptr addrspace(5) %h15, align 4
  %h16 = fptrunc double 0x4170000010000000 to float
  %h17 = bitcast float %h16 to i32
  %h18 = sitofp i32 %x1 to float
  %h19 = sitofp i32 %h13 to float
  %h20 = fmul float %h18, %h19
  %h21 = bitcast float %h20 to i32
  %h22 = icmp sgt i32 %x1, 0
  %h23 = select i1 %h22, ptr @vt0.2, ptr @vt0.0
  %h24 = getelementptr inbounds ptr, ptr %h23, i64 0
  %h25 = load ptr, ptr %h24, align 8
  %icall.2 = call i32 %h25(i32 -8)
  %h26 = udiv exact i32 1705978384, 426494596
  %h27 = uitofp i8 -128 to float
  %h28 = bitcast float %h27 to i32
  %h29 = fptrunc double 1.000000e+40 to float
  %h30 = bitcast float %h29 to i32
  %h31 = fcmp ole double 3.000000e+00, -1.500000e+00
  %h32 = zext i1 %h31 to i32
  %h33 = and i32 %h9, 63
  %h34 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h33
  %h35 = load i32, ptr addrspace(5) %h34, align 4
  %h36 = bitcast i32 %h21 to <2 x i16>
  %h37 = bitcast i32 %h21 to <2 x i16>
  %h38 = sub <2 x i16> %h36, %h37
  %h39 = bitcast <2 x i16> %h38 to i32
  %h40 = and i32 %h35, 63
  %h41 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h40
  %h42 = load i32, ptr addrspace(5) %h41, align 4
  %h43 = and i32 %h39, 63
  %h44 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h43
  store i32 %h30, ptr addrspace(5) %h44, align 4
  %h46 = icmp eq i32 %h39, %h35
  %h45 = select i1 %h46, i32 %h39, i32 %h32
  %h47 = fcmp uge float 1.000000e+10, 0x7FF0000000000000
  %h48 = zext i1 %h47 to i32
  %h49 = and i32 %h45, 63
  %h50 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h49
  store i32 50, ptr addrspace(5) %h50, align 4
  %h51 = xor i32 %h48, %h42
  ret i32 %h51
}

define internal i32 @f8(ptr addrspace(1) %p0, i64 %sampler1, ptr addrspace(1) %p2) #2 {
entry:
  %v1 = fcmp uno float 0.000000e+00, 0x7FF0000000000000
  %v2 = zext i1 %v1 to i32
  %v3 = and i32 %v2, 3
  %v4 = call i32 @rec3(i32 %v2, i32 %v2, i32 %v3) #9
  %v5 = insertelement <4 x i32> poison, i32 %v4, i64 0
  %v6 = insertelement <4 x i32> %v5, i32 %v4, i64 1
  %v7 = shufflevector <4 x i32> %v6, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %v8 = xor <4 x i32> %v7, <i32 28, i32 -4, i32 21, i32 10>
  %v9 = extractelement <4 x i32> %v8, i32 0
  %v10 = call i32 @llvm.umin.i32(i32 %v4, i32 19)
  %v11 = call i32 @f4.global(ptr addrspace(1) %p2, i32 %v4, i32 %v2)
  %v12 = and i32 19727701, 63
  %v13 = getelementptr inbounds i32, ptr addrspace(1) %p2, i32 %v12
  %v14 = load i32, ptr addrspace(1) %v13, align 4
  %v15 = call i32 @f4.global(ptr addrspace(1) %p0, i32 %v2, i32 %v9)
  %v16 = insertelement <4 x i32> poison, i32 %v2, i64 0
  %v17 = insertelement <4 x i32> %v16, i32 %v15, i64 1
  %v18 = shufflevector <4 x i32> %v17, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>
  %v19 = mul <4 x i32> %v18, <i32 25, i32 22, i32 13, i32 7>
  %v20 = icmp slt <4 x i32> %v19, %v18
  %v21 = select <4 x i1> %v20, <4 x i32> %v19, <4 x i32> %v18
  %v23 = and i32 33, 3
  %v22 = extractelement <4 x i32> %v21, i32 %v23
  %v24 = call i32 @f4.global(ptr addrspace(1) %p2, i32 %v15, i32 %v22)
  %v25 = and i32 %v15, 63
  %v26 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %v25
  %v27 = load i32, ptr addrspace(1) %v26, align 4
  %v29 = or i32 %v27, 1
  %v28 = urem i32 %v27, %v29
  %v30 = xor i32 %v28, %v24
  ret i32 %v30
}

define internal i32 @f9(ptr addrspace(5) %p0, ptr addrspace(5) %p1, i64 %sampler2, i32 %x3) #1 {
entry:
  %0 = addrspacecast ptr addrspace(5) %p1 to ptr
  %a1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 64
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -897876541
  %a6 = xor i32 %a5, %x3
  %a7 = getelementptr inbounds [64 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a10 = and i32 %x3, 32767
  %a11 = or i32 %a10, 1
  %a9 = sdiv i32 %x3, %a11
  %a12 = xor i64 38, 8
  %a13 = trunc nuw i64 %a12 to i32
  %a14 = icmp sgt i32 %a13, 0
  %a15 = select i1 %a14, ptr @vt0.2, ptr @vt0.0
  %a16 = getelementptr inbounds ptr, ptr %a15, i64 0
  %a17 = load ptr, ptr %a16, align 8
  %icall.3 = call i32 %a17(i32 %x3)
  %a18 = and i32 %icall.3, 63
  %a19 = getelementptr inbounds i32, ptr addrspace(5) %p0, i32 %a18
  %a20 = load i32, ptr addrspace(5) %a19, align 4
  %a21 = call i32 @llvm.ctpop.i32(i32 %icall.3)
  %a22 = mul i32 %a21, %a20
  %a24 = icmp ult i32 %a20, %a21
  %a23 = select i1 %a24, i32 %a20, i32 %a22
  %a25 = icmp sgt i32 -1411224109, 0
  %a26 = select i1 %a25, ptr @vt0.0, ptr @vt0.2
  %a27 = getelementptr inbounds ptr, ptr %a26, i64 0
  %a28 = load ptr, ptr %a27, align 8
  %icall.4 = call i32 %a28(i32 %a21)
  %a29 = xor i32 %icall.4, %a23
  ret i32 %a29
}

define internal i32 @f10(i64 %rdoimage0, ptr %p1, ptr %p2, [5 x i32] %agg3, ptr align 4 byval([110 x i32]) %bv4) #0 {
entry:
  %t1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 64
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 1281441183
  %t6 = xor i32 %t5, -1172110098
  %t7 = getelementptr inbounds [64 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = and i32 34, 63
  %t10 = getelementptr inbounds i32, ptr %p1, i32 %t9
  %t11 = load i32, ptr %t10, align 4
  %t13 = and i32 %t11, 31
  %t12 = lshr i32 45, %t13
  %t15 = icmp ult i32 %t12, %t11
  %t14 = select i1 %t15, i32 %t12, i32 %t11
  %t16 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 1
  %t17 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 1
  %t18 = icmp ule ptr addrspace(5) %t16, %t17
  %t19 = select i1 %t18, i32 %t12, i32 18
  %t20 = add i32 %t19, 29
  %t21 = and i32 %t14, 63
  %t22 = getelementptr inbounds i32, ptr addrspace(5) %t8, i32 %t21
  store i32 %t12, ptr addrspace(5) %t22, align 4
  %t23 = and i32 %t14, 63
  %t24 = getelementptr inbounds i32, ptr %p2, i32 %t23
  store i32 -1815245656, ptr %t24, align 4
  %t25 = bitcast i32 %t14 to <2 x i16>
  %t26 = bitcast i32 %t20 to <2 x i16>
  %t27 = sub <2 x i16> %t25, %t26
  %t28 = bitcast <2 x i16> %t27 to i32
  %t30 = and i32 13, 31
  %t29 = shl i32 %t11, %t30
  %t31 = sitofp i32 %t28 to double
  %t32 = sitofp i32 %t29 to double
  %t33 = fsub double %t31, %t32
  %t35 = bitcast double %t33 to i64
  %t36 = lshr i64 %t35, 29
  %t34 = trunc i64 %t36 to i32
  %t37 = getelementptr inbounds i32, ptr %p1, i32 60
  %t38 = getelementptr inbounds i32, ptr %p1, i32 1
  %t39 = icmp eq ptr %t37, %t38
  %t40 = select i1 %t39, i32 39, i32 %t28
  %t41 = add i32 %t40, 51
  %t42 = ptrtoint ptr %t37 to i64
  %t43 = and i64 %t42, 0
  %t44 = trunc i64 %t43 to i32
  %t45 = add i32 %t41, %t44
  %t46 = icmp sgt i32 %t34, 0
  %t47 = select i1 %t46, ptr @vt0.2, ptr @vt0.1
  %t48 = getelementptr inbounds ptr, ptr %t47, i64 0
  %t49 = load ptr, ptr %t48, align 8
  %icall.5 = call i32 %t49(i32 %t14)
  %t50 = xor i32 %icall.5, -5
  ret i32 %t50
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #3 {
entry:
  %bv4.i = alloca [110 x i32], align 4
  %t1.i = alloca [64 x i32], align 4
  %h1.i = alloca [64 x i32], align 4
  %w1 = alloca [64 x i32], align 4
  %w17 = alloca [110 x i32], align 4
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
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 64
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 997565441
  %w6 = xor i32 %w5, 14
  %w7 = getelementptr inbounds [64 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = addrspacecast ptr addrspace(5) %w8 to ptr
  %0 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w1.i = xor i32 %n, %n
  %w2.i = xor i32 %w1.i, %w1.i
  %w11 = add i32 %x0, %tid
  %w12 = zext i32 %tid to i64
  %w15 = insertvalue [5 x i32] zeroinitializer, i32 %w11, 1
  %w16 = insertvalue [110 x i32] zeroinitializer, i32 %w11, 28
  store [110 x i32] %w16, ptr %w17, align 4
  call void @llvm.lifetime.start.p0(i64 440, ptr %bv4.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv4.i, ptr %w17, i64 440, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %t1.i)
  br label %linit1.i

linit1.i:
  %t2.i = phi i32 [ 0, %ldone3 ], [ %t3.i, %lfill2.i ]
  %t4.i = icmp ult i32 %t2.i, 64
  br i1 %t4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %t5.i = mul i32 %t2.i, 1281441183
  %t6.i = xor i32 %t5.i, -1172110098
  %t7.i = getelementptr inbounds [64 x i32], ptr %t1.i, i32 0, i32 %t2.i
  store i32 %t6.i, ptr %t7.i, align 4
  %t3.i = add nuw nsw i32 %t2.i, 1
  br label %linit1.i

ldone3.i:
  %t8.i = addrspacecast ptr %t1.i to ptr addrspace(5)
  %t9.i = and i32 34, 63
  %t10.i = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %t9.i
  %t11.i = load i32, ptr addrspace(5) %t10.i, align 4
  %t13.i = and i32 %t11.i, 31
  %t12.i = lshr i32 45, %t13.i
  %t15.i = icmp ult i32 %t12.i, %t11.i
  %t14.i = select i1 %t15.i, i32 %t12.i, i32 %t11.i
  %t16.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 1
  %t17.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 1
  %t18.i = icmp ule ptr addrspace(5) %t16.i, %t17.i
  %t19.i = select i1 %t18.i, i32 %t12.i, i32 18
  %t20.i = add i32 %t19.i, 29
  %t21.i = and i32 %t14.i, 63
  %t22.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t21.i
  store i32 %t12.i, ptr addrspace(5) %t22.i, align 4
  %t23.i = and i32 %t14.i, 63
  %t24.i = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %t23.i
  store i32 -1815245656, ptr addrspace(5) %t24.i, align 4
  %t25.i = bitcast i32 %t14.i to <2 x i16>
  %t26.i = bitcast i32 %t20.i to <2 x i16>
  %t27.i = sub <2 x i16> %t25.i, %t26.i
  %t28.i = bitcast <2 x i16> %t27.i to i32
  %t30.i = and i32 13, 31
  %t29.i = shl i32 %t11.i, %t30.i
  %t31.i = sitofp i32 %t28.i to double
  %t32.i = sitofp i32 %t29.i to double
  %t33.i = fsub double %t31.i, %t32.i
  %t35.i = bitcast double %t33.i to i64
  %t36.i = lshr i64 %t35.i, 29
  %t34.i = trunc i64 %t36.i to i32
  %t37.i = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 60
  %1 = addrspacecast ptr addrspace(5) %t37.i to ptr
  %t38.i = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 1
  %t39.i = icmp eq ptr addrspace(5) %t37.i, %t38.i
  %t40.i = select i1 %t39.i, i32 39, i32 %t28.i
  %t41.i = add i32 %t40.i, 51
  %t42.i = ptrtoint ptr %1 to i64
  %t43.i = and i64 %t42.i, 0
  %t44.i = trunc i64 %t43.i to i32
  %t45.i = add i32 %t41.i, %t44.i
  %t46.i = icmp sgt i32 %t34.i, 0
  %t47.i = select i1 %t46.i, ptr @vt0.2, ptr @vt0.1
  %t48.i = getelementptr inbounds ptr, ptr %t47.i, i64 0
  %t49.i = load ptr, ptr %t48.i, align 8
  %icall.5.i = call i32 %t49.i(i32 %t14.i)
  %t50.i = xor i32 %icall.5.i, -5
  call void @llvm.lifetime.end.p0(i64 440, ptr %bv4.i)
  call void @llvm.lifetime.end.p0(i64 256, ptr %t1.i)
  %w19 = and i32 %t50.i, 63
  %w20 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w19
  store i32 %x0, ptr addrspace(5) %w20, align 4
  %w22 = icmp ult i32 %t50.i, %tid
  %w21 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %w22)
  %w23 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w24 = zext i32 %t50.i to i64
  %w25 = insertvalue [10 x i32] zeroinitializer, i32 %tid, 9
  call void @llvm.lifetime.start.p0(i64 256, ptr %h1.i)
  %2 = addrspacecast ptr addrspace(5) %w8 to ptr
  br label %linit1.i.1

linit1.i.1:
  %h2.i = phi i32 [ 0, %ldone3.i ], [ %h3.i, %lfill2.i.1 ]
  %h4.i = icmp ult i32 %h2.i, 64
  br i1 %h4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %h5.i = mul i32 %h2.i, 1330829943
  %h6.i = xor i32 %h5.i, 113516482
  %h7.i = getelementptr inbounds [64 x i32], ptr %h1.i, i32 0, i32 %h2.i
  store i32 %h6.i, ptr %h7.i, align 4
  %h3.i = add nuw nsw i32 %h2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %h8.i = addrspacecast ptr %h1.i to ptr addrspace(5)
  %h10.i = or i32 113516482, 1
  %h9.i = udiv i32 113516482, %h10.i
  %h11.i = and i32 %h9.i, 63
  %h12.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h11.i
  %h13.i = load i32, ptr addrspace(5) %h12.i, align 4
  %h14.i = and i32 113516482, 63
  %h15.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h14.i
  store i32 113516482, ptr addrspace(5) %h15.i, align 4
  %h16.i = fptrunc double 0x4170000010000000 to float
  %h17.i = bitcast float %h16.i to i32
  %h18.i = sitofp i32 113516482 to float
  %h19.i = sitofp i32 %h13.i to float
  %h20.i = fmul float %h18.i, %h19.i
  %h21.i = bitcast float %h20.i to i32
  %h22.i = icmp sgt i32 113516482, 0
  %h23.i = select i1 %h22.i, ptr @vt0.2, ptr @vt0.0
  %h24.i = getelementptr inbounds ptr, ptr %h23.i, i64 0
  %h25.i = load ptr, ptr %h24.i, align 8
  %icall.2.i = call i32 %h25.i(i32 -8)
  %h26.i = udiv exact i32 1705978384, 426494596
  %h27.i = uitofp i8 -128 to float
  %h28.i = bitcast float %h27.i to i32
  %h29.i = fptrunc double 1.000000e+40 to float
  %h30.i = bitcast float %h29.i to i32
  %h31.i = fcmp ole double 3.000000e+00, -1.500000e+00
  %h32.i = zext i1 %h31.i to i32
  %h33.i = and i32 %h9.i, 63
  %h34.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h33.i
  %h35.i = load i32, ptr addrspace(5) %h34.i, align 4
  %h36.i = bitcast i32 %h21.i to <2 x i16>
  %h37.i = bitcast i32 %h21.i to <2 x i16>
  %h38.i = sub <2 x i16> %h36.i, %h37.i
  %h39.i = bitcast <2 x i16> %h38.i to i32
  %h40.i = and i32 %h35.i, 63
  %h41.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h40.i
  %h42.i = load i32, ptr addrspace(5) %h41.i, align 4
  %h43.i = and i32 %h39.i, 63
  %h44.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h43.i
  store i32 %h30.i, ptr addrspace(5) %h44.i, align 4
  %h46.i = icmp eq i32 %h39.i, %h35.i
  %h45.i = select i1 %h46.i, i32 %h39.i, i32 %h32.i
  %h47.i = fcmp uge float 1.000000e+10, 0x7FF0000000000000
  %h48.i = zext i1 %h47.i to i32
  %h49.i = and i32 %h45.i, 63
  %h50.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h49.i
  store i32 50, ptr addrspace(5) %h50.i, align 4
  %h51.i = xor i32 %h48.i, %h42.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %h1.i)
  %w27 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %t50.i, i32 15, i32 %wc)
  %w28 = xor i32 %x0, %w27
  %w29 = xor i32 %w28, %h51.i
  %w30 = xor i32 %w29, %w21
  %w31 = xor i32 %w30, %t50.i
  store i32 %w31, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #3 {
entry:
  %a1.i = alloca [64 x i32], align 4
  %z1 = alloca [64 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 64
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, 1474786489
  %z6 = xor i32 %z5, %tid
  %z7 = getelementptr inbounds [64 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z10 = or i32 %x0, 1
  %z9 = udiv i32 -8, %z10
  %z11 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z12 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z13 = zext i32 %n to i64
  call void @llvm.lifetime.start.p0(i64 256, ptr %a1.i)
  %0 = addrspacecast ptr addrspace(5) %z8 to ptr
  br label %linit1.i

linit1.i:
  %a2.i = phi i32 [ 0, %ldone3 ], [ %a3.i, %lfill2.i ]
  %a4.i = icmp ult i32 %a2.i, 64
  br i1 %a4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %a5.i = mul i32 %a2.i, -897876541
  %a6.i = xor i32 %a5.i, %z9
  %a7.i = getelementptr inbounds [64 x i32], ptr %a1.i, i32 0, i32 %a2.i
  store i32 %a6.i, ptr %a7.i, align 4
  %a3.i = add nuw nsw i32 %a2.i, 1
  br label %linit1.i

ldone3.i:
  %a8.i = addrspacecast ptr %a1.i to ptr addrspace(5)
  %a10.i = and i32 %z9, 32767
  %a11.i = or i32 %a10.i, 1
  %a9.i = sdiv i32 %z9, %a11.i
  %a12.i = xor i64 38, 8
  %a13.i = trunc nuw i64 %a12.i to i32
  %a14.i = icmp sgt i32 %a13.i, 0
  %a15.i = select i1 %a14.i, ptr @vt0.2, ptr @vt0.0
  %a16.i = getelementptr inbounds ptr, ptr %a15.i, i64 0
  %a17.i = load ptr, ptr %a16.i, align 8
  %icall.3.i = call i32 %a17.i(i32 %z9)
  %a18.i = and i32 %icall.3.i, 63
  %a19.i = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %a18.i
  %a20.i = load i32, ptr addrspace(5) %a19.i, align 4
  %a21.i = call i32 @llvm.ctpop.i32(i32 %icall.3.i)
  %a22.i = mul i32 %a21.i, %a20.i
  %a24.i = icmp ult i32 %a20.i, %a21.i
  %a23.i = select i1 %a24.i, i32 %a20.i, i32 %a22.i
  %a25.i = icmp sgt i32 -1411224109, 0
  %a26.i = select i1 %a25.i, ptr @vt0.0, ptr @vt0.2
  %a27.i = getelementptr inbounds ptr, ptr %a26.i, i64 0
  %a28.i = load ptr, ptr %a27.i, align 8
  %icall.4.i = call i32 %a28.i(i32 %a21.i)
  %a29.i = xor i32 %icall.4.i, %a23.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %a1.i)
  %z15 = or i32 %x0, %z9
  %z16 = and i32 %z15, 63
  %z17 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z16
  %z18 = load i32, ptr addrspace(1) %z17, align 4
  %z19 = xor i32 %x0, %z18
  %z20 = xor i32 %z19, %z15
  %z21 = xor i32 %z20, %a29.i
  %z22 = xor i32 %z21, %z9
  store i32 %z22, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #3 {
entry:
  %bv4.i = alloca [110 x i32], align 4
  %t1.i = alloca [64 x i32], align 4
  %m15 = alloca [110 x i32], align 4
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
  %m2 = icmp ult i32 %tid, %n
  %m1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %m2)
  %m3 = addrspacecast ptr addrspace(1) %islot to ptr
  %m4 = zext i32 %n to i64
  %m5 = addrspacecast ptr addrspace(1) %slot to ptr
  %v1.i = fcmp uno float 0.000000e+00, 0x7FF0000000000000
  %v2.i = zext i1 %v1.i to i32
  %v3.i = and i32 %v2.i, 3
  %v4.i = call i32 @rec3(i32 %v2.i, i32 %v2.i, i32 %v3.i) #9
  %v5.i = insertelement <4 x i32> poison, i32 %v4.i, i64 0
  %v6.i = insertelement <4 x i32> %v5.i, i32 %v4.i, i64 1
  %v7.i = shufflevector <4 x i32> %v6.i, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %v8.i = xor <4 x i32> %v7.i, <i32 28, i32 -4, i32 21, i32 10>
  %v9.i = extractelement <4 x i32> %v8.i, i32 0
  %v10.i = call i32 @llvm.umin.i32(i32 %v4.i, i32 19)
  %0 = addrspacecast ptr addrspace(1) %slot to ptr
  %w1.i = xor i32 %v2.i, %v2.i
  %w2.i = xor i32 %w1.i, %w1.i
  %v12.i = and i32 19727701, 63
  %v13.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v12.i
  %v14.i = load i32, ptr addrspace(1) %v13.i, align 4
  %1 = addrspacecast ptr addrspace(1) %islot to ptr
  %w1.i.1 = xor i32 %v9.i, %v9.i
  %w2.i.1 = xor i32 %w1.i.1, %w1.i.1
  %v16.i = insertelement <4 x i32> poison, i32 %v2.i, i64 0
  %v17.i = insertelement <4 x i32> %v16.i, i32 %w2.i.1, i64 1
  %v18.i = shufflevector <4 x i32> %v17.i, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>
  %v19.i = mul <4 x i32> %v18.i, <i32 25, i32 22, i32 13, i32 7>
  %v20.i = icmp slt <4 x i32> %v19.i, %v18.i
  %v21.i = select <4 x i1> %v20.i, <4 x i32> %v19.i, <4 x i32> %v18.i
  %v23.i = and i32 33, 3
  %v22.i = extractelement <4 x i32> %v21.i, i32 %v23.i
  %2 = addrspacecast ptr addrspace(1) %slot to ptr
  %w1.i.2 = xor i32 %v22.i, %v22.i
  %w2.i.2 = xor i32 %w1.i.2, %w1.i.2
  %v25.i = and i32 %w2.i.1, 63
  %v26.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v25.i
  %v27.i = load i32, ptr addrspace(1) %v26.i, align 4
  %v29.i = or i32 %v27.i, 1
  %v28.i = urem i32 %v27.i, %v29.i
  %v30.i = xor i32 %v28.i, %w2.i.2
  %m7 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %m1, i32 6, i32 %wc)
  %m8 = zext i32 %v30.i to i64
  %m11 = insertvalue [5 x i32] zeroinitializer, i32 %tid, 2
  %m12 = insertvalue [110 x i32] zeroinitializer, i32 %m1, 55
  %m13 = insertvalue [110 x i32] %m12, i32 %m7, 20
  %m14 = insertvalue [110 x i32] %m13, i32 %m1, 15
  store [110 x i32] %m14, ptr %m15, align 4
  call void @llvm.lifetime.start.p0(i64 440, ptr %bv4.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv4.i, ptr %m15, i64 440, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %t1.i)
  br label %linit1.i

linit1.i:
  %t2.i = phi i32 [ 0, %entry ], [ %t3.i, %lfill2.i ]
  %t4.i = icmp ult i32 %t2.i, 64
  br i1 %t4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %t5.i = mul i32 %t2.i, 1281441183
  %t6.i = xor i32 %t5.i, -1172110098
  %t7.i = getelementptr inbounds [64 x i32], ptr %t1.i, i32 0, i32 %t2.i
  store i32 %t6.i, ptr %t7.i, align 4
  %t3.i = add nuw nsw i32 %t2.i, 1
  br label %linit1.i

ldone3.i:
  %t8.i = addrspacecast ptr %t1.i to ptr addrspace(5)
  %t9.i = and i32 34, 63
  %t10.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t9.i
  %t11.i = load i32, ptr addrspace(1) %t10.i, align 4
  %t13.i = and i32 %t11.i, 31
  %t12.i = lshr i32 45, %t13.i
  %t15.i = icmp ult i32 %t12.i, %t11.i
  %t14.i = select i1 %t15.i, i32 %t12.i, i32 %t11.i
  %t16.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 1
  %t17.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 1
  %t18.i = icmp ule ptr addrspace(5) %t16.i, %t17.i
  %t19.i = select i1 %t18.i, i32 %t12.i, i32 18
  %t20.i = add i32 %t19.i, 29
  %t21.i = and i32 %t14.i, 63
  %t22.i = getelementptr inbounds i32, ptr addrspace(5) %t8.i, i32 %t21.i
  store i32 %t12.i, ptr addrspace(5) %t22.i, align 4
  %t23.i = and i32 %t14.i, 63
  %t24.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t23.i
  store i32 -1815245656, ptr addrspace(1) %t24.i, align 4
  %t25.i = bitcast i32 %t14.i to <2 x i16>
  %t26.i = bitcast i32 %t20.i to <2 x i16>
  %t27.i = sub <2 x i16> %t25.i, %t26.i
  %t28.i = bitcast <2 x i16> %t27.i to i32
  %t30.i = and i32 13, 31
  %t29.i = shl i32 %t11.i, %t30.i
  %t31.i = sitofp i32 %t28.i to double
  %t32.i = sitofp i32 %t29.i to double
  %t33.i = fsub double %t31.i, %t32.i
  %t35.i = bitcast double %t33.i to i64
  %t36.i = lshr i64 %t35.i, 29
  %t34.i = trunc i64 %t36.i to i32
  %t37.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 60
  %3 = addrspacecast ptr addrspace(1) %t37.i to ptr
  %t38.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  %t39.i = icmp eq ptr addrspace(1) %t37.i, %t38.i
  %t40.i = select i1 %t39.i, i32 39, i32 %t28.i
  %t41.i = add i32 %t40.i, 51
  %t42.i = ptrtoint ptr %3 to i64
  %t43.i = and i64 %t42.i, 0
  %t44.i = trunc i64 %t43.i to i32
  %t45.i = add i32 %t41.i, %t44.i
  %t46.i = icmp sgt i32 %t34.i, 0
  %t47.i = select i1 %t46.i, ptr @vt0.2, ptr @vt0.1
  %t48.i = getelementptr inbounds ptr, ptr %t47.i, i64 0
  %t49.i = load ptr, ptr %t48.i, align 8
  %icall.5.i = call i32 %t49.i(i32 %t14.i)
  %t50.i = xor i32 %icall.5.i, -5
  call void @llvm.lifetime.end.p0(i64 440, ptr %bv4.i)
  call void @llvm.lifetime.end.p0(i64 256, ptr %t1.i)
  %m17 = xor i32 %x0, %t50.i
  %m18 = xor i32 %m17, %m7
  %m19 = xor i32 %m18, %v30.i
  %m20 = xor i32 %m19, %m1
  store i32 %m20, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32) #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

declare i32 @llvm.umin.i32(i32, i32) #4

define internal i32 @f4.global(ptr addrspace(1) %p0, i32 %x1, i32 %x2) #6 {
entry:
  %0 = addrspacecast ptr addrspace(1) %p0 to ptr
  %w1 = xor i32 %x2, %x2
  %w2 = xor i32 %w1, %w1
  ret i32 %w2
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { alwaysinline "nooutline" }
attributes #1 = { alwaysinline "seam-specialized" }
attributes #2 = { alwaysinline "nooutline" "seam-specialized" }
attributes #3 = { alwaysinline }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { inlinehint "seam-specialized" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind "seam-site"="2" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{ptr @rec3, !"rdoimage", i32 4}
!1 = !{ptr @f4, !"texture", i32 0}
!2 = !{ptr @f5, !"rdoimage", i32 0}
!3 = !{ptr @f7, !"wroimage", i32 2}
!4 = !{ptr @f8, !"sampler", i32 1}
!5 = !{ptr @f9, !"sampler", i32 2}
!6 = !{ptr @f10, !"rdoimage", i32 0}
!7 = !{ptr @f4.global, !"texture", i32 0}
