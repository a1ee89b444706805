; launch: @k0 grid=8 block=13 (out=i32[416] zero, in=i32[416] random 1549359723, i32 -2013011640)
; seam-gpu case seed-000003 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] [i32 1232012090, i32 1975862556, i32 2095430071, i32 1937793471], align 4
@c = internal addrspace(4) constant [4 x i32] [i32 -1502246083, i32 -975985637, i32 -2051596416, i32 1769701006], align 4
@sh = internal addrspace(3) global [512 x i32] undef, align 4

define private void @f1(ptr %p0, ptr %p1, [7 x i32] %agg2) #0 {
entry:
  %v1.i = alloca [4 x i32], align 4
  %a1 = icmp sge i32 743137224, 4
  br i1 %a1, label %then1, label %else2

then1:
  %a3 = and i32 -775563051, 32767
  %a4 = or i32 %a3, 1
  %a2 = sdiv i32 622539414, %a4
  br label %join3

else2:
  %a5 = icmp slt i32 -1658743825, 0
  %a6 = select i1 %a5, ptr %p0, ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %a8 = and i32 6, 31
  %a7 = lshr i32 36, %a8
  %a10 = icmp ult i32 %a7, 1623168048
  %a9 = select i1 %a10, i32 %a7, i32 %a7
  %a11 = mul i32 %a7, 1120648957
  %a12 = xor i32 %a11, -2054023645
  %a13 = and i32 %a12, %a9
  %a14 = or i32 %a13, 1240365795
  %a15 = add i32 %a14, 1920841285
  %a16 = xor i32 %a15, %a9
  %a17 = mul i32 %a16, %a9
  %a18 = sub i32 %a17, %a16
  br label %join3

join3:
  %a19 = phi i32 [ %a2, %then1 ], [ %a18, %else2 ]
  %a20 = and i32 %a19, 3
  %a21 = getelementptr inbounds i32, ptr %p0, i32 %a20
  store i32 %a19, ptr %a21, align 4
  %a22 = sitofp i32 %a19 to float
  %a23 = sitofp i32 %a19 to float
  %a24 = fadd float %a22, %a23
  %a25 = bitcast float %a24 to i32
  %a26 = and i32 %a25, 3
  %a27 = getelementptr inbounds i32, ptr %p1, i32 %a26
  %a28 = load i32, ptr %a27, align 4
  %a29 = addrspacecast ptr addrspace(3) @sh to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i)
  br label %linit1.i

linit1.i:
  %v2.i = phi i32 [ 0, %join3 ], [ %v3.i, %lfill2.i ]
  %v4.i = icmp ult i32 %v2.i, 4
  br i1 %v4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %v5.i = mul i32 %v2.i, 1549141027
  %v6.i = xor i32 %v5.i, -7
  %v7.i = getelementptr inbounds [4 x i32], ptr %v1.i, i32 0, i32 %v2.i
  store i32 %v6.i, ptr %v7.i, align 4
  %v3.i = add nuw nsw i32 %v2.i, 1
  br label %linit1.i

ldone3.i:
  %v8.i = addrspacecast ptr %v1.i to ptr addrspace(5)
  %v9.i = and i32 -7, 3
  %v10.i = getelementptr inbounds i32, ptr %p0, i32 %v9.i
  %v11.i = load i32, ptr %v10.i, align 4
  %v12.i = xor i32 -7, %v11.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i)
  %a31 = and i32 %a25, 3
  %a32 = getelementptr inbounds i32, ptr %p1, i32 %a31
  store i32 %a28, ptr %a32, align 4
  %a33 = and i32 %a19, 511
  %a34 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a33
  %a35 = load i32, ptr addrspace(3) %a34, align 4
  ret void
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %v1.i.i = alloca [4 x i32], align 4
  %q1.i = alloca [4 x i32], align 4
  %v1.i = alloca [4 x i32], align 4
  %v1.i.1 = alloca [4 x i32], align 4
  %v1.i.i.1 = alloca [4 x i32], align 4
  %q1.i.1 = alloca [4 x i32], align 4
  %v1.i.2 = alloca [4 x i32], align 4
  %v1.i.3 = alloca [4 x i32], align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1171695325
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
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
  %z5 = mul i32 %z2, -1355864521
  %z6 = xor i32 %z5, %tid
  %z7 = getelementptr inbounds [4 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = and i32 1639081027, 3
  %z10 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z9
  %z11 = load i32, ptr addrspace(1) %z10, align 4
  %z12 = mul i32 %tid, %z11
  %z13 = mul i32 %tid, 1120648957
  %z14 = xor i32 %z13, -2054023645
  %z15 = and i32 %z14, %z11
  %z16 = or i32 %z15, 1240365795
  %z17 = add i32 %z16, 1920841285
  %z18 = xor i32 %z17, %z11
  %z19 = mul i32 %z18, %z11
  %z20 = sub i32 %z19, %z18
  %z21 = icmp ne i32 %z12, %tid
  br i1 %z21, label %then4, label %else5

then4:
  %z23 = or i32 %z11, 1
  %z22 = urem i32 %z12, %z23
  %z24 = icmp ne i32 %z12, %z11
  br i1 %z24, label %then7, label %else8

then7:
  %z25 = call i32 @llvm.abs.i32(i32 %z20, i1 false)
  %z26 = and i32 -1640014147, 3
  %z27 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z26
  store i32 %z25, ptr addrspace(1) %z27, align 4
  %z28 = and i32 338004897, 3
  %z29 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z28
  store i32 %z22, ptr addrspace(1) %z29, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %then7 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 807944065
  %q6.i = xor i32 %q5.i, %z25
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = mul i32 %z25, 1120648957
  %q10.i = xor i32 %q9.i, -2054023645
  %q11.i = and i32 %q10.i, %z25
  %q12.i = or i32 %q11.i, 1240365795
  %q13.i = add i32 %q12.i, 1920841285
  %q14.i = xor i32 %q13.i, %z25
  %q15.i = mul i32 %q14.i, %z25
  %q16.i = sub i32 %q15.i, %q14.i
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %v2.i.i = phi i32 [ 0, %ldone3.i ], [ %v3.i.i, %lfill2.i.i ]
  %v4.i.i = icmp ult i32 %v2.i.i, 4
  br i1 %v4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %v5.i.i = mul i32 %v2.i.i, 1549141027
  %v6.i.i = xor i32 %v5.i.i, %q16.i
  %v7.i.i = getelementptr inbounds [4 x i32], ptr %v1.i.i, i32 0, i32 %v2.i.i
  store i32 %v6.i.i, ptr %v7.i.i, align 4
  %v3.i.i = add nuw nsw i32 %v2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %v8.i.i = addrspacecast ptr %v1.i.i to ptr addrspace(5)
  %v9.i.i = and i32 %q16.i, 3
  %v10.i.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v9.i.i
  %v11.i.i = load i32, ptr addrspace(4) %v10.i.i, align 4
  %v12.i.i = xor i32 %q16.i, %v11.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.i)
  %q19.i = or i32 %v12.i.i, 1
  %q18.i = urem i32 8, %q19.i
  %q20.i = and i32 %v12.i.i, 3
  %q21.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q20.i
  store i32 %q18.i, ptr addrspace(5) %q21.i, align 4
  %q22.i = xor i32 %q18.i, %v12.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  br label %join9

else8:
  %z31 = call i32 @llvm.umin.i32(i32 %z12, i32 %x0)
  %z32 = icmp sge i32 %z31, %z12
  br i1 %z32, label %then10, label %else11

then10:
  %z33 = addrspacecast ptr addrspace(1) %slot to ptr
  %z34 = addrspacecast ptr addrspace(1) %slot to ptr
  %z35 = insertvalue [7 x i32] zeroinitializer, i32 %z31, 6
  call void @f1(ptr %z33, ptr %z34, [7 x i32] %z35)
  %z36 = and i32 %z31, 3
  %z37 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z36
  store i32 %z20, ptr addrspace(1) %z37, align 4
  %z38 = call i32 @llvm.umin.i32(i32 %z12, i32 %z20)
  %z39 = and i32 %z38, 3
  %z40 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %z39
  %z41 = load i32, ptr addrspace(4) %z40, align 4
  %w1.i = and i32 %z38, 3
  %w2.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w1.i
  %w3.i = load i32, ptr addrspace(4) %w2.i, align 4
  %w4.i = xor i32 %w3.i, 1
  %z43 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z44 = addrspacecast ptr addrspace(1) %slot to ptr
  %0 = addrspacecast ptr addrspace(1) %slot to ptr
  %t1.i = and i32 %tid, 3
  %t2.i = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t1.i
  %t3.i = load i32, ptr addrspace(1) %t2.i, align 4
  %t4.i = and i32 %tid, 3
  %t5.i = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %t4.i
  store i32 %tid, ptr addrspace(5) %t5.i, align 4
  %t6.i = mul i32 %tid, 1120648957
  %t7.i = xor i32 %t6.i, -2054023645
  %t8.i = and i32 %t7.i, %t3.i
  %t9.i = or i32 %t8.i, 1240365795
  %t10.i = add i32 %t9.i, 1920841285
  %t11.i = xor i32 %t10.i, %t3.i
  %t12.i = mul i32 %t11.i, %t3.i
  %t13.i = sub i32 %t12.i, %t11.i
  %t14.i = or i32 %t13.i, %t13.i
  %t15.i = xor i32 %t14.i, %t14.i
  br label %join12

else11:
  %z46 = icmp slt i32 %z22, 0
  %z47 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z48 = select i1 %z46, ptr %z47, ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %z49 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z50 = addrspacecast ptr addrspace(1) %slot to ptr
  %z51 = addrspacecast ptr addrspace(1) @g to ptr
  %1 = addrspacecast ptr addrspace(1) %slot to ptr
  %t1.i.1 = and i32 %z22, 3
  %t2.i.1 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %t1.i.1
  %t3.i.1 = load i32, ptr addrspace(1) %t2.i.1, align 4
  %t4.i.1 = and i32 %z22, 3
  %t5.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %t4.i.1
  store i32 %z22, ptr addrspace(5) %t5.i.1, align 4
  %t6.i.1 = mul i32 %z22, 1120648957
  %t7.i.1 = xor i32 %t6.i.1, -2054023645
  %t8.i.1 = and i32 %t7.i.1, %t3.i.1
  %t9.i.1 = or i32 %t8.i.1, 1240365795
  %t10.i.1 = add i32 %t9.i.1, 1920841285
  %t11.i.1 = xor i32 %t10.i.1, %t3.i.1
  %t12.i.1 = mul i32 %t11.i.1, %t3.i.1
  %t13.i.1 = sub i32 %t12.i.1, %t11.i.1
  %t14.i.1 = or i32 %t13.i.1, %t13.i.1
  %t15.i.1 = xor i32 %t14.i.1, %t14.i.1
  %z54 = and i32 %z22, 32767
  %z55 = or i32 %z54, 1
  %z53 = srem i32 %x0, %z55
  %z56 = xor i32 34, %z20
  %z57 = addrspacecast ptr addrspace(1) @g to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i)
  %2 = addrspacecast ptr addrspace(1) @g to ptr
  br label %linit1.i.1

linit1.i.1:
  %v2.i = phi i32 [ 0, %else11 ], [ %v3.i, %lfill2.i.1 ]
  %v4.i = icmp ult i32 %v2.i, 4
  br i1 %v4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %v5.i = mul i32 %v2.i, 1549141027
  %v6.i = xor i32 %v5.i, %z53
  %v7.i = getelementptr inbounds [4 x i32], ptr %v1.i, i32 0, i32 %v2.i
  store i32 %v6.i, ptr %v7.i, align 4
  %v3.i = add nuw nsw i32 %v2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %v8.i = addrspacecast ptr %v1.i to ptr addrspace(5)
  %v9.i = and i32 %z53, 3
  %v10.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v9.i
  %v11.i = load i32, ptr addrspace(4) %v10.i, align 4
  %v12.i = xor i32 %z53, %v11.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i)
  %z60 = addrspacecast ptr addrspace(1) %islot to ptr
  %z62 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.1)
  %3 = addrspacecast ptr addrspace(1) %islot to ptr
  br label %linit1.i.2

linit1.i.2:
  %v2.i.1 = phi i32 [ 0, %ldone3.i.1 ], [ %v3.i.1, %lfill2.i.2 ]
  %v4.i.1 = icmp ult i32 %v2.i.1, 4
  br i1 %v4.i.1, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %v5.i.1 = mul i32 %v2.i.1, 1549141027
  %v6.i.1 = xor i32 %v5.i.1, %v12.i
  %v7.i.1 = getelementptr inbounds [4 x i32], ptr %v1.i.1, i32 0, i32 %v2.i.1
  store i32 %v6.i.1, ptr %v7.i.1, align 4
  %v3.i.1 = add nuw nsw i32 %v2.i.1, 1
  br label %linit1.i.2

ldone3.i.2:
  %v8.i.1 = addrspacecast ptr %v1.i.1 to ptr addrspace(5)
  %v9.i.1 = and i32 %v12.i, 3
  %v10.i.1 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v9.i.1
  %v11.i.1 = load i32, ptr addrspace(4) %v10.i.1, align 4
  %v12.i.1 = xor i32 %v12.i, %v11.i.1
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.1)
  br label %join12

join12:
  %z64 = phi i32 [ %t15.i, %then10 ], [ %v12.i.1, %ldone3.i.2 ]
  %z65 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z66 = addrspacecast ptr addrspace(1) %slot to ptr
  %z67 = insertvalue [7 x i32] zeroinitializer, i32 9, 1
  call void @f1(ptr %z65, ptr %z66, [7 x i32] %z67)
  %z68 = and i32 %z22, 3
  %z69 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z68
  store i32 %z31, ptr addrspace(1) %z69, align 4
  br label %join9

join9:
  %z70 = phi i32 [ %q22.i, %ldone3.i.i ], [ %z64, %join12 ]
  %z71 = phi ptr addrspace(1) [ %slot, %ldone3.i.i ], [ %islot, %join12 ]
  %z72 = icmp sge i32 %z20, %tid
  br i1 %z72, label %then13, label %else14

then13:
  %z73 = icmp ult i32 %z12, %z11
  br i1 %z73, label %then16, label %else17

then16:
  %z74 = icmp slt i32 %z22, 0
  %z75 = select i1 %z74, ptr addrspace(1) %islot, ptr addrspace(1) %slot
  %z76 = mul i32 %x0, %tid
  br label %join18

else17:
  %z77 = icmp slt i32 %z12, 0
  %z78 = select i1 %z77, ptr addrspace(1) %z71, ptr addrspace(1) @g
  br label %join18

join18:
  %z79 = phi i32 [ %z76, %then16 ], [ 33, %else17 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i.1)
  br label %linit1.i.3

linit1.i.3:
  %q2.i.1 = phi i32 [ 0, %join18 ], [ %q3.i.1, %lfill2.i.3 ]
  %q4.i.1 = icmp ult i32 %q2.i.1, 4
  br i1 %q4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %q5.i.1 = mul i32 %q2.i.1, 807944065
  %q6.i.1 = xor i32 %q5.i.1, %z20
  %q7.i.1 = getelementptr inbounds [4 x i32], ptr %q1.i.1, i32 0, i32 %q2.i.1
  store i32 %q6.i.1, ptr %q7.i.1, align 4
  %q3.i.1 = add nuw nsw i32 %q2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %q8.i.1 = addrspacecast ptr %q1.i.1 to ptr addrspace(5)
  %q9.i.1 = mul i32 %z20, 1120648957
  %q10.i.1 = xor i32 %q9.i.1, -2054023645
  %q11.i.1 = and i32 %q10.i.1, %z20
  %q12.i.1 = or i32 %q11.i.1, 1240365795
  %q13.i.1 = add i32 %q12.i.1, 1920841285
  %q14.i.1 = xor i32 %q13.i.1, %z20
  %q15.i.1 = mul i32 %q14.i.1, %z20
  %q16.i.1 = sub i32 %q15.i.1, %q14.i.1
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.i.1)
  br label %linit1.i.i.1

linit1.i.i.1:
  %v2.i.i.1 = phi i32 [ 0, %ldone3.i.3 ], [ %v3.i.i.1, %lfill2.i.i.1 ]
  %v4.i.i.1 = icmp ult i32 %v2.i.i.1, 4
  br i1 %v4.i.i.1, label %lfill2.i.i.1, label %ldone3.i.i.1

lfill2.i.i.1:
  %v5.i.i.1 = mul i32 %v2.i.i.1, 1549141027
  %v6.i.i.1 = xor i32 %v5.i.i.1, %q16.i.1
  %v7.i.i.1 = getelementptr inbounds [4 x i32], ptr %v1.i.i.1, i32 0, i32 %v2.i.i.1
  store i32 %v6.i.i.1, ptr %v7.i.i.1, align 4
  %v3.i.i.1 = add nuw nsw i32 %v2.i.i.1, 1
  br label %linit1.i.i.1

ldone3.i.i.1:
  %v8.i.i.1 = addrspacecast ptr %v1.i.i.1 to ptr addrspace(5)
  %v9.i.i.1 = and i32 %q16.i.1, 3
  %v10.i.i.1 = getelementptr inbounds i32, ptr addrspace(1) %z71, i32 %v9.i.i.1
  %v11.i.i.1 = load i32, ptr addrspace(1) %v10.i.i.1, align 4
  %v12.i.i.1 = xor i32 %q16.i.1, %v11.i.i.1
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.i.1)
  %q19.i.1 = or i32 %v12.i.i.1, 1
  %q18.i.1 = urem i32 8, %q19.i.1
  %q20.i.1 = and i32 %v12.i.i.1, 3
  %q21.i.1 = getelementptr inbounds i32, ptr addrspace(5) %q8.i.1, i32 %q20.i.1
  store i32 %q18.i.1, ptr addrspace(5) %q21.i.1, align 4
  %q22.i.1 = xor i32 %q18.i.1, %v12.i.i.1
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i.1)
  %z82 = addrspacecast ptr addrspace(1) %z71 to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.2)
  %4 = addrspacecast ptr addrspace(1) %z71 to ptr
  br label %linit1.i.4

linit1.i.4:
  %v2.i.2 = phi i32 [ 0, %ldone3.i.i.1 ], [ %v3.i.2, %lfill2.i.4 ]
  %v4.i.2 = icmp ult i32 %v2.i.2, 4
  br i1 %v4.i.2, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %v5.i.2 = mul i32 %v2.i.2, 1549141027
  %v6.i.2 = xor i32 %v5.i.2, %z70
  %v7.i.2 = getelementptr inbounds [4 x i32], ptr %v1.i.2, i32 0, i32 %v2.i.2
  store i32 %v6.i.2, ptr %v7.i.2, align 4
  %v3.i.2 = add nuw nsw i32 %v2.i.2, 1
  br label %linit1.i.4

ldone3.i.4:
  %v8.i.2 = addrspacecast ptr %v1.i.2 to ptr addrspace(5)
  %v9.i.2 = and i32 %z70, 3
  %v10.i.2 = getelementptr inbounds i32, ptr addrspace(1) %z71, i32 %v9.i.2
  %v11.i.2 = load i32, ptr addrspace(1) %v10.i.2, align 4
  %v12.i.2 = xor i32 %z70, %v11.i.2
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.2)
  %z85 = sitofp i32 %z70 to float
  %z86 = sitofp i32 %z79 to float
  %z87 = fmul float %z85, %z86
  %z88 = bitcast float %z87 to i32
  br label %join15

else14:
  %z89 = and i32 %z12, 3
  %z90 = getelementptr inbounds i32, ptr addrspace(1) %z71, i32 %z89
  %z91 = load i32, ptr addrspace(1) %z90, align 4
  %w1.i.1 = and i32 %z91, 3
  %w2.i.1 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w1.i.1
  %w3.i.1 = load i32, ptr addrspace(4) %w2.i.1, align 4
  %w4.i.1 = xor i32 %w3.i.1, 1
  %z93 = sitofp i32 %tid to float
  %z94 = sitofp i32 %z70 to float
  %z95 = fadd float %z93, %z94
  %z96 = bitcast float %z95 to i32
  %z97 = and i32 %x0, 3
  %z98 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z97
  %z99 = load i32, ptr addrspace(1) %z98, align 4
  br label %join15

join15:
  %z100 = phi i32 [ %z88, %ldone3.i.4 ], [ %z99, %else14 ]
  %z101 = and i32 %tid, 3
  %z102 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z101
  store i32 %z20, ptr addrspace(1) %z102, align 4
  %z103 = addrspacecast ptr addrspace(1) %islot to ptr
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.3)
  %5 = addrspacecast ptr addrspace(1) %islot to ptr
  br label %linit1.i.5

linit1.i.5:
  %v2.i.3 = phi i32 [ 0, %join15 ], [ %v3.i.3, %lfill2.i.5 ]
  %v4.i.3 = icmp ult i32 %v2.i.3, 4
  br i1 %v4.i.3, label %lfill2.i.5, label %ldone3.i.5

lfill2.i.5:
  %v5.i.3 = mul i32 %v2.i.3, 1549141027
  %v6.i.3 = xor i32 %v5.i.3, %z22
  %v7.i.3 = getelementptr inbounds [4 x i32], ptr %v1.i.3, i32 0, i32 %v2.i.3
  store i32 %v6.i.3, ptr %v7.i.3, align 4
  %v3.i.3 = add nuw nsw i32 %v2.i.3, 1
  br label %linit1.i.5

ldone3.i.5:
  %v8.i.3 = addrspacecast ptr %v1.i.3 to ptr addrspace(5)
  %v9.i.3 = and i32 %z22, 3
  %v10.i.3 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v9.i.3
  %v11.i.3 = load i32, ptr addrspace(4) %v10.i.3, align 4
  %v12.i.3 = xor i32 %z22, %v11.i.3
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.3)
  %z105 = and i32 %z22, 3
  %z106 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z105
  store i32 %v12.i.3, ptr addrspace(1) %z106, align 4
  br label %join6

else5:
  %z107 = icmp slt i32 %z11, 0
  %z108 = addrspacecast ptr addrspace(4) @c to ptr
  %z109 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z110 = select i1 %z107, ptr %z108, ptr %z109
  br label %join6

join6:
  %z111 = phi i32 [ %v12.i.3, %ldone3.i.5 ], [ %tid, %else5 ]
  %z112 = sitofp i32 %z111 to float
  %z113 = sitofp i32 %tid to float
  %z114 = fmul float %z112, %z113
  %z115 = bitcast float %z114 to i32
  %z116 = and i32 %tid, 3
  %z117 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %z116
  %z118 = load i32, ptr addrspace(1) %z117, align 4
  %z119 = xor i32 %x0, %z118
  %z120 = xor i32 %z119, %z115
  %z121 = xor i32 %z120, %z111
  %z122 = xor i32 %z121, %z20
  store i32 %z122, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %v1.i.i = alloca [4 x i32], align 4
  %q1.i = alloca [4 x i32], align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1745866561
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %m1 = and i32 -4, 3
  %m2 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %m1
  %m3 = load i32, ptr addrspace(1) %m2, align 4
  %m4 = icmp sge i32 %m3, %tid
  br i1 %m4, label %then1, label %else2

then1:
  %w1.i = and i32 %n, 3
  %w2.i = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w1.i
  %w3.i = load i32, ptr addrspace(4) %w2.i, align 4
  %w4.i = xor i32 %w3.i, 1
  %m6 = and i32 %w4.i, 511
  %m7 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %m6
  %m8 = load i32, ptr addrspace(3) %m7, align 4
  br label %join3

else2:
  %m9 = and i32 %tid, 3
  %m10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m9
  store i32 41, ptr addrspace(1) %m10, align 4
  %m12 = or i32 %m3, 1
  %m11 = udiv i32 %n, %m12
  %m13 = sitofp i32 -1758745830 to float
  %m14 = sitofp i32 %m11 to float
  %m15 = fadd float %m13, %m14
  %m16 = bitcast float %m15 to i32
  %m17 = add i32 %x0, %m16
  br label %join3

join3:
  %m18 = phi i32 [ %m8, %then1 ], [ %m3, %else2 ]
  %m19 = phi ptr addrspace(1) [ %islot, %then1 ], [ %islot, %else2 ]
  %m20 = and i32 %x0, 3
  %m21 = getelementptr inbounds i32, ptr addrspace(1) %m19, i32 %m20
  %m22 = load i32, ptr addrspace(1) %m21, align 4
  %m24 = or i32 %tid, 1
  %m23 = urem i32 861425270, %m24
  %m25 = and i32 %m23, 3
  %m26 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m25
  store i32 43, ptr addrspace(1) %m26, align 4
  %m27 = or i32 28, %m18
  call void @llvm.lifetime.start.p0(i64 16, ptr %q1.i)
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %join3 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 4
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 807944065
  %q6.i = xor i32 %q5.i, %m18
  %q7.i = getelementptr inbounds [4 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = mul i32 %m18, 1120648957
  %q10.i = xor i32 %q9.i, -2054023645
  %q11.i = and i32 %q10.i, %m18
  %q12.i = or i32 %q11.i, 1240365795
  %q13.i = add i32 %q12.i, 1920841285
  %q14.i = xor i32 %q13.i, %m18
  %q15.i = mul i32 %q14.i, %m18
  %q16.i = sub i32 %q15.i, %q14.i
  call void @llvm.lifetime.start.p0(i64 16, ptr %v1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %v2.i.i = phi i32 [ 0, %ldone3.i ], [ %v3.i.i, %lfill2.i.i ]
  %v4.i.i = icmp ult i32 %v2.i.i, 4
  br i1 %v4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %v5.i.i = mul i32 %v2.i.i, 1549141027
  %v6.i.i = xor i32 %v5.i.i, %q16.i
  %v7.i.i = getelementptr inbounds [4 x i32], ptr %v1.i.i, i32 0, i32 %v2.i.i
  store i32 %v6.i.i, ptr %v7.i.i, align 4
  %v3.i.i = add nuw nsw i32 %v2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %v8.i.i = addrspacecast ptr %v1.i.i to ptr addrspace(5)
  %v9.i.i = and i32 %q16.i, 3
  %v10.i.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v9.i.i
  %v11.i.i = load i32, ptr addrspace(1) %v10.i.i, align 4
  %v12.i.i = xor i32 %q16.i, %v11.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %v1.i.i)
  %q19.i = or i32 %v12.i.i, 1
  %q18.i = urem i32 8, %q19.i
  %q20.i = and i32 %v12.i.i, 3
  %q21.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q20.i
  store i32 %q18.i, ptr addrspace(5) %q21.i, align 4
  %q22.i = xor i32 %q18.i, %v12.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr %q1.i)
  %m30 = mul i32 %x0, 1120648957
  %m31 = xor i32 %m30, -2054023645
  %m32 = and i32 %m31, %m23
  %m33 = or i32 %m32, 1240365795
  %m34 = add i32 %m33, 1920841285
  %m35 = xor i32 %m34, %m23
  %m36 = mul i32 %m35, %m23
  %m37 = sub i32 %m36, %m35
  %m38 = xor i32 %m37, %m23
  %m39 = and i32 %q22.i, 3
  %m40 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m39
  store i32 %m27, ptr addrspace(1) %m40, align 4
  %m41 = icmp slt i32 %m27, 0
  %m42 = select i1 %m41, ptr addrspace(1) @g, ptr addrspace(1) %slot
  %m43 = and i32 -140296572, 3
  %m44 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m43
  store i32 %tid, ptr addrspace(1) %m44, align 4
  %m45 = and i32 9, 3
  %m46 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m45
  store i32 -1226982073, ptr addrspace(1) %m46, align 4
  %m47 = xor i32 %x0, %m38
  %m48 = xor i32 %m47, %m37
  %m49 = xor i32 %m48, %q22.i
  %m50 = xor i32 %m49, %m27
  store i32 %m50, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.umin.i32(i32, i32) #2

declare void @llvm.nvvm.barrier0() #3

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { noinline }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
