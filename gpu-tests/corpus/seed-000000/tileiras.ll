; launch: @k0 grid=7 block=10 (out=i32[560] zero, in=i32[560] random 1888915841, i32 2024280911)
; launch: @k1 grid=3 block=1 (out=i32[24] zero, in=i32[24] random 131896075, i32 1880746295)
; launch: @k2 grid=2 block=10 (out=i32[160] zero, in=i32[160] random 4097315520, i32 -1021947157)
; seam-gpu case seed-000000 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @f2(ptr %p0, i64 %wroimage1, ptr %p2, ptr %p3, i32 %x4, i32 %x5, ptr align 4 byval([13 x i32]) %bv6) #0 {
entry:
  %t1 = alloca [8 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 8
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 2139063933
  %t6 = xor i32 %t5, %x4
  %t7 = getelementptr inbounds [8 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t10 = and i32 %x4, 32767
  %t11 = or i32 %t10, 1
  %t9 = srem i32 -8, %t11
  %t12 = and i32 %x5, 7
  %t13 = getelementptr inbounds i32, ptr %p2, i32 %t12
  %t14 = load i32, ptr %t13, align 4
  %t15 = xor i32 %t14, %t14
  ret i32 %t15
}

define internal i32 @f3(i32 %x0, i64 %sampler1, i32 %x2) #1 {
entry:
  %bv6.i = alloca [13 x i32], align 4
  %t1.i = alloca [8 x i32], align 4
  %q1 = alloca [8 x i32], align 4
  %q19 = alloca [13 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 8
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 1789461387
  %q6 = xor i32 %q5, %x0
  %q7 = getelementptr inbounds [8 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = and i32 %x0, 7
  %q10 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q9
  %q11 = load i32, ptr addrspace(5) %q10, align 4
  %q12 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q13 = zext i32 %x0 to i64
  %q14 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q15 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q16 = insertvalue [13 x i32] zeroinitializer, i32 %x2, 11
  %q17 = insertvalue [13 x i32] %q16, i32 %x2, 4
  %q18 = insertvalue [13 x i32] %q17, i32 %q11, 3
  store [13 x i32] %q18, ptr %q19, align 4
  call void @llvm.lifetime.start.p0(i64 52, ptr %bv6.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv6.i, ptr %q19, i64 52, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr %t1.i)
  %0 = addrspacecast ptr addrspace(5) %q8 to ptr
  %1 = addrspacecast ptr addrspace(5) %q8 to ptr
  br label %linit1.i

linit1.i:
  %t2.i = phi i32 [ 0, %ldone3 ], [ %t3.i, %lfill2.i ]
  %t4.i = icmp ult i32 %t2.i, 8
  br i1 %t4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %t5.i = mul i32 %t2.i, 2139063933
  %t6.i = xor i32 %t5.i, %x0
  %t7.i = getelementptr inbounds [8 x i32], ptr %t1.i, i32 0, i32 %t2.i
  store i32 %t6.i, ptr %t7.i, align 4
  %t3.i = add nuw nsw i32 %t2.i, 1
  br label %linit1.i

ldone3.i:
  %t8.i = addrspacecast ptr %t1.i to ptr addrspace(5)
  %t10.i = and i32 %x0, 32767
  %t11.i = or i32 %t10.i, 1
  %t9.i = srem i32 -8, %t11.i
  %t12.i = and i32 %x2, 7
  %t13.i = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %t12.i
  %t14.i = load i32, ptr addrspace(5) %t13.i, align 4
  %t15.i = xor i32 %t14.i, %t14.i
  call void @llvm.lifetime.end.p0(i64 52, ptr %bv6.i)
  call void @llvm.lifetime.end.p0(i64 32, ptr %t1.i)
  %q21 = and i32 %x2, 7
  %q22 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q21
  store i32 %q11, ptr addrspace(5) %q22, align 4
  %q23 = xor i32 %t15.i, %x2
  ret i32 %q23
}

define private i32 @f4(ptr addrspace(1) %p0, ptr addrspace(5) %p1, ptr addrspace(5) %p2, i32 %x3) #2 {
entry:
  %bv6.i.i = alloca [13 x i32], align 4
  %t1.i.i = alloca [8 x i32], align 4
  %q1.i = alloca [8 x i32], align 4
  %q19.i = alloca [13 x i32], align 4
  %0 = addrspacecast ptr addrspace(5) %p1 to ptr
  %1 = addrspacecast ptr addrspace(5) %p2 to ptr
  %w1 = zext i32 %x3 to i64
  call void @llvm.lifetime.start.p0(i64 32, ptr %q1.i)
  call void @llvm.lifetime.start.p0(i64 52, ptr %q19.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %entry ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 8
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 1789461387
  %q6.i = xor i32 %q5.i, 40
  %q7.i = getelementptr inbounds [8 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = and i32 40, 7
  %q10.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q9.i
  %q11.i = load i32, ptr addrspace(5) %q10.i, align 4
  %q12.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q13.i = zext i32 40 to i64
  %q14.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q15.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q16.i = insertvalue [13 x i32] zeroinitializer, i32 %x3, 11
  %q17.i = insertvalue [13 x i32] %q16.i, i32 %x3, 4
  %q18.i = insertvalue [13 x i32] %q17.i, i32 %q11.i, 3
  store [13 x i32] %q18.i, ptr %q19.i, align 4
  call void @llvm.lifetime.start.p0(i64 52, ptr %bv6.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv6.i.i, ptr %q19.i, i64 52, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr %t1.i.i)
  %2 = addrspacecast ptr addrspace(5) %q8.i to ptr
  %3 = addrspacecast ptr addrspace(5) %q8.i to ptr
  br label %linit1.i.i

linit1.i.i:
  %t2.i.i = phi i32 [ 0, %ldone3.i ], [ %t3.i.i, %lfill2.i.i ]
  %t4.i.i = icmp ult i32 %t2.i.i, 8
  br i1 %t4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %t5.i.i = mul i32 %t2.i.i, 2139063933
  %t6.i.i = xor i32 %t5.i.i, 40
  %t7.i.i = getelementptr inbounds [8 x i32], ptr %t1.i.i, i32 0, i32 %t2.i.i
  store i32 %t6.i.i, ptr %t7.i.i, align 4
  %t3.i.i = add nuw nsw i32 %t2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %t8.i.i = addrspacecast ptr %t1.i.i to ptr addrspace(5)
  %t10.i.i = and i32 40, 32767
  %t11.i.i = or i32 %t10.i.i, 1
  %t9.i.i = srem i32 -8, %t11.i.i
  %t12.i.i = and i32 %x3, 7
  %t13.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %t12.i.i
  %t14.i.i = load i32, ptr addrspace(5) %t13.i.i, align 4
  %t15.i.i = xor i32 %t14.i.i, %t14.i.i
  call void @llvm.lifetime.end.p0(i64 52, ptr %bv6.i.i)
  call void @llvm.lifetime.end.p0(i64 32, ptr %t1.i.i)
  %q21.i = and i32 %x3, 7
  %q22.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q21.i
  store i32 %q11.i, ptr addrspace(5) %q22.i, align 4
  %q23.i = xor i32 %t15.i.i, %x3
  call void @llvm.lifetime.end.p0(i64 32, ptr %q1.i)
  call void @llvm.lifetime.end.p0(i64 52, ptr %q19.i)
  %w3 = and i32 %q23.i, 7
  %w4 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %w3
  store i32 %q23.i, ptr addrspace(1) %w4, align 4
  %w5 = bitcast i32 105472954 to <2 x i16>
  %w6 = bitcast i32 %q23.i to <2 x i16>
  %w7 = sub <2 x i16> %w5, %w6
  %w8 = bitcast <2 x i16> %w7 to i32
  %w9 = xor i32 %w8, %w8
  ret i32 %w9
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %z1 = alloca [8 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 8
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -766217185
  %z6 = xor i32 %z5, %n
  %z7 = getelementptr inbounds [8 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = and i32 %tid, 7
  %z10 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z9
  store i32 %n, ptr addrspace(5) %z10, align 4
  %z11 = xor i32 %x0, %tid
  %z12 = xor i32 %z11, %x0
  %z13 = xor i32 %z12, %n
  store i32 %z13, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %bv6.i.i.i = alloca [13 x i32], align 4
  %t1.i.i.i = alloca [8 x i32], align 4
  %q1.i.i = alloca [8 x i32], align 4
  %q19.i.i = alloca [13 x i32], align 4
  %m1 = alloca [8 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 8
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 1134641535
  %m6 = xor i32 %m5, %tid
  %m7 = getelementptr inbounds [8 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = addrspacecast ptr addrspace(1) %slot to ptr
  %m10 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m11 = addrspacecast ptr addrspace(5) %m8 to ptr
  %0 = addrspacecast ptr addrspace(5) %m8 to ptr
  %1 = addrspacecast ptr addrspace(5) %m8 to ptr
  %w1.i = zext i32 %x0 to i64
  call void @llvm.lifetime.start.p0(i64 32, ptr %q1.i.i)
  call void @llvm.lifetime.start.p0(i64 52, ptr %q19.i.i)
  br label %linit1.i.i

linit1.i.i:
  %q2.i.i = phi i32 [ 0, %ldone3 ], [ %q3.i.i, %lfill2.i.i ]
  %q4.i.i = icmp ult i32 %q2.i.i, 8
  br i1 %q4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %q5.i.i = mul i32 %q2.i.i, 1789461387
  %q6.i.i = xor i32 %q5.i.i, 40
  %q7.i.i = getelementptr inbounds [8 x i32], ptr %q1.i.i, i32 0, i32 %q2.i.i
  store i32 %q6.i.i, ptr %q7.i.i, align 4
  %q3.i.i = add nuw nsw i32 %q2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %q8.i.i = addrspacecast ptr %q1.i.i to ptr addrspace(5)
  %q9.i.i = and i32 40, 7
  %q10.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.i, i32 %q9.i.i
  %q11.i.i = load i32, ptr addrspace(5) %q10.i.i, align 4
  %q12.i.i = addrspacecast ptr addrspace(5) %q8.i.i to ptr
  %q13.i.i = zext i32 40 to i64
  %q14.i.i = addrspacecast ptr addrspace(5) %q8.i.i to ptr
  %q15.i.i = addrspacecast ptr addrspace(5) %q8.i.i to ptr
  %q16.i.i = insertvalue [13 x i32] zeroinitializer, i32 %x0, 11
  %q17.i.i = insertvalue [13 x i32] %q16.i.i, i32 %x0, 4
  %q18.i.i = insertvalue [13 x i32] %q17.i.i, i32 %q11.i.i, 3
  store [13 x i32] %q18.i.i, ptr %q19.i.i, align 4
  call void @llvm.lifetime.start.p0(i64 52, ptr %bv6.i.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv6.i.i.i, ptr %q19.i.i, i64 52, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr %t1.i.i.i)
  %2 = addrspacecast ptr addrspace(5) %q8.i.i to ptr
  %3 = addrspacecast ptr addrspace(5) %q8.i.i to ptr
  br label %linit1.i.i.i

linit1.i.i.i:
  %t2.i.i.i = phi i32 [ 0, %ldone3.i.i ], [ %t3.i.i.i, %lfill2.i.i.i ]
  %t4.i.i.i = icmp ult i32 %t2.i.i.i, 8
  br i1 %t4.i.i.i, label %lfill2.i.i.i, label %ldone3.i.i.i

lfill2.i.i.i:
  %t5.i.i.i = mul i32 %t2.i.i.i, 2139063933
  %t6.i.i.i = xor i32 %t5.i.i.i, 40
  %t7.i.i.i = getelementptr inbounds [8 x i32], ptr %t1.i.i.i, i32 0, i32 %t2.i.i.i
  store i32 %t6.i.i.i, ptr %t7.i.i.i, align 4
  %t3.i.i.i = add nuw nsw i32 %t2.i.i.i, 1
  br label %linit1.i.i.i

ldone3.i.i.i:
  %t8.i.i.i = addrspacecast ptr %t1.i.i.i to ptr addrspace(5)
  %t10.i.i.i = and i32 40, 32767
  %t11.i.i.i = or i32 %t10.i.i.i, 1
  %t9.i.i.i = srem i32 -8, %t11.i.i.i
  %t12.i.i.i = and i32 %x0, 7
  %t13.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.i, i32 %t12.i.i.i
  %t14.i.i.i = load i32, ptr addrspace(5) %t13.i.i.i, align 4
  %t15.i.i.i = xor i32 %t14.i.i.i, %t14.i.i.i
  call void @llvm.lifetime.end.p0(i64 52, ptr %bv6.i.i.i)
  call void @llvm.lifetime.end.p0(i64 32, ptr %t1.i.i.i)
  %q21.i.i = and i32 %x0, 7
  %q22.i.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i.i, i32 %q21.i.i
  store i32 %q11.i.i, ptr addrspace(5) %q22.i.i, align 4
  %q23.i.i = xor i32 %t15.i.i.i, %x0
  call void @llvm.lifetime.end.p0(i64 32, ptr %q1.i.i)
  call void @llvm.lifetime.end.p0(i64 52, ptr %q19.i.i)
  %w3.i = and i32 %q23.i.i, 7
  %w4.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %w3.i
  store i32 %q23.i.i, ptr addrspace(1) %w4.i, align 4
  %w5.i = bitcast i32 105472954 to <2 x i16>
  %w6.i = bitcast i32 %q23.i.i to <2 x i16>
  %w7.i = sub <2 x i16> %w5.i, %w6.i
  %w8.i = bitcast <2 x i16> %w7.i to i32
  %w9.i = xor i32 %w8.i, %w8.i
  %m13 = xor i32 %x0, %w9.i
  %m14 = xor i32 %m13, %tid
  %m15 = xor i32 %m14, %x0
  %m16 = xor i32 %m15, %n
  store i32 %m16, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %h1 = alloca [8 x i32], align 4
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
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 8
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 1336539763
  %h6 = xor i32 %h5, 28
  %h7 = getelementptr inbounds [8 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %tid, i32 4, i32 %wc)
  %h10 = xor i32 %x0, %h9
  %h11 = xor i32 %h10, %tid
  %h12 = xor i32 %h11, %x0
  %h13 = xor i32 %h12, %n
  store i32 %h13, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { alwaysinline }
attributes #1 = { alwaysinline "nooutline" }
attributes #2 = { "seam-specialized" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @f2, !"wroimage", i32 1}
!1 = !{ptr @f3, !"sampler", i32 1}
!2 = !{ptr @f4, !"rdoimage", i32 4}
!3 = !{ptr @k1, !"kernel", i32 1}
