; launch: @k0 grid=2 block=7 (out=i32[224] zero, in=i32[224] random 1466589157, i32 -602252305)
; seam-gpu case seed-000003 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [16 x i32] [i32 -1754640048, i32 1703775251, i32 2072137264, i32 -1930052866, i32 778054158, i32 99659646, i32 948188177, i32 1586608576, i32 568378078, i32 2066178795, i32 1807297849, i32 -1965991771, i32 2037451600, i32 2128881595, i32 424514917, i32 1185807870], align 4
@sh = internal addrspace(3) global [512 x i32] undef, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %a1.i = alloca [16 x i32], align 4
  %a1.i.1 = alloca [16 x i32], align 4
  %a1.i.2 = alloca [16 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1733341019
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %n, 15
  %t2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t1
  store i32 %tid, ptr addrspace(1) %t2, align 4
  %t3 = addrspacecast ptr addrspace(4) @c to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %a1.i)
  %0 = addrspacecast ptr addrspace(3) @sh to ptr
  br label %linit1.i

linit1.i:
  %a2.i = phi i32 [ 0, %shdone ], [ %a3.i, %lfill2.i ]
  %a4.i = icmp ult i32 %a2.i, 16
  br i1 %a4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %a5.i = mul i32 %a2.i, -1531103427
  %a6.i = xor i32 %a5.i, %x0
  %a7.i = getelementptr inbounds [16 x i32], ptr %a1.i, i32 0, i32 %a2.i
  store i32 %a6.i, ptr %a7.i, align 4
  %a3.i = add nuw nsw i32 %a2.i, 1
  br label %linit1.i

ldone3.i:
  %a8.i = addrspacecast ptr %a1.i to ptr addrspace(5)
  %a9.i = and i32 %x0, 15
  %a10.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i, i32 %a9.i
  store i32 %x0, ptr addrspace(5) %a10.i, align 4
  %a11.i = xor i32 %x0, %x0
  call void @llvm.lifetime.end.p0(i64 64, ptr %a1.i)
  %t5 = addrspacecast ptr addrspace(1) %slot to ptr
  %t6 = addrspacecast ptr addrspace(4) @c to ptr
  %t7 = and i32 %x0, 3
  %t8 = insertvalue [1 x i32] zeroinitializer, i32 %x0, 0
  %t9 = insertvalue [1 x i32] %t8, i32 %tid, 0
  %t10 = call i32 @rec0.global.const(ptr addrspace(1) %slot, ptr addrspace(4) @c, i32 8, i32 %t7, [1 x i32] %t9)
  %t11 = and i32 %t10, 15
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t11
  %t13 = load i32, ptr addrspace(1) %t12, align 4
  %t14 = addrspacecast ptr addrspace(1) %islot to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %a1.i.1)
  %1 = addrspacecast ptr addrspace(3) @sh to ptr
  br label %linit1.i.1

linit1.i.1:
  %a2.i.1 = phi i32 [ 0, %ldone3.i ], [ %a3.i.1, %lfill2.i.1 ]
  %a4.i.1 = icmp ult i32 %a2.i.1, 16
  br i1 %a4.i.1, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %a5.i.1 = mul i32 %a2.i.1, -1531103427
  %a6.i.1 = xor i32 %a5.i.1, %t10
  %a7.i.1 = getelementptr inbounds [16 x i32], ptr %a1.i.1, i32 0, i32 %a2.i.1
  store i32 %a6.i.1, ptr %a7.i.1, align 4
  %a3.i.1 = add nuw nsw i32 %a2.i.1, 1
  br label %linit1.i.1

ldone3.i.1:
  %a8.i.1 = addrspacecast ptr %a1.i.1 to ptr addrspace(5)
  %a9.i.1 = and i32 %t10, 15
  %a10.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1, i32 %a9.i.1
  store i32 %t10, ptr addrspace(5) %a10.i.1, align 4
  %a11.i.1 = xor i32 %t10, %t10
  call void @llvm.lifetime.end.p0(i64 64, ptr %a1.i.1)
  %t16 = and i32 %t13, 15
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t16
  store i32 %a11.i.1, ptr addrspace(1) %t17, align 4
  %t19 = or i32 %t13, 1
  %t18 = udiv i32 %tid, %t19
  %t20 = addrspacecast ptr addrspace(4) @c to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %a1.i.2)
  %2 = addrspacecast ptr addrspace(3) @sh to ptr
  br label %linit1.i.2

linit1.i.2:
  %a2.i.2 = phi i32 [ 0, %ldone3.i.1 ], [ %a3.i.2, %lfill2.i.2 ]
  %a4.i.2 = icmp ult i32 %a2.i.2, 16
  br i1 %a4.i.2, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %a5.i.2 = mul i32 %a2.i.2, -1531103427
  %a6.i.2 = xor i32 %a5.i.2, -307875545
  %a7.i.2 = getelementptr inbounds [16 x i32], ptr %a1.i.2, i32 0, i32 %a2.i.2
  store i32 %a6.i.2, ptr %a7.i.2, align 4
  %a3.i.2 = add nuw nsw i32 %a2.i.2, 1
  br label %linit1.i.2

ldone3.i.2:
  %a8.i.2 = addrspacecast ptr %a1.i.2 to ptr addrspace(5)
  %a9.i.2 = and i32 -307875545, 15
  %a10.i.2 = getelementptr inbounds i32, ptr addrspace(5) %a8.i.2, i32 %a9.i.2
  store i32 -307875545, ptr addrspace(5) %a10.i.2, align 4
  %a11.i.2 = xor i32 -307875545, -307875545
  call void @llvm.lifetime.end.p0(i64 64, ptr %a1.i.2)
  %t22 = xor i32 %x0, %a11.i.2
  %t23 = xor i32 %t22, %t18
  %t24 = xor i32 %t23, %a11.i.1
  %t25 = xor i32 %t24, %t13
  store i32 %t25, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %a1.i = alloca [16 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 832255121
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = sitofp i32 %tid to double
  %q2 = sitofp i32 %tid to double
  %q3 = fmul double %q1, %q2
  %q5 = bitcast double %q3 to i64
  %q6 = lshr i64 %q5, 29
  %q4 = trunc i64 %q6 to i32
  %q7 = sitofp i32 %n to float
  %q8 = sitofp i32 %n to float
  %q9 = fsub float %q7, %q8
  %q10 = bitcast float %q9 to i32
  %q11 = icmp slt i32 %q4, 0
  %q12 = addrspacecast ptr addrspace(1) %islot to ptr
  %q13 = select i1 %q11, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %q12
  %q14 = and i32 826016880, 15
  %q15 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q14
  %q16 = load i32, ptr addrspace(4) %q15, align 4
  %q17 = addrspacecast ptr addrspace(1) %slot to ptr
  %q18 = addrspacecast ptr addrspace(4) @c to ptr
  %q19 = and i32 %q4, 3
  %q20 = insertvalue [1 x i32] zeroinitializer, i32 %tid, 0
  %q21 = call i32 @rec0.global.const(ptr addrspace(1) %slot, ptr addrspace(4) @c, i32 %q4, i32 %q19, [1 x i32] %q20)
  %q23 = and i32 32, 31
  %q22 = ashr i32 %q4, %q23
  %q24 = and i32 %q10, 15
  %q25 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q24
  store i32 %q22, ptr addrspace(1) %q25, align 4
  %q26 = addrspacecast ptr addrspace(4) @c to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %a1.i)
  %0 = addrspacecast ptr addrspace(3) @sh to ptr
  br label %linit1.i

linit1.i:
  %a2.i = phi i32 [ 0, %shdone ], [ %a3.i, %lfill2.i ]
  %a4.i = icmp ult i32 %a2.i, 16
  br i1 %a4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %a5.i = mul i32 %a2.i, -1531103427
  %a6.i = xor i32 %a5.i, %q22
  %a7.i = getelementptr inbounds [16 x i32], ptr %a1.i, i32 0, i32 %a2.i
  store i32 %a6.i, ptr %a7.i, align 4
  %a3.i = add nuw nsw i32 %a2.i, 1
  br label %linit1.i

ldone3.i:
  %a8.i = addrspacecast ptr %a1.i to ptr addrspace(5)
  %a9.i = and i32 %q22, 15
  %a10.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i, i32 %a9.i
  store i32 %q22, ptr addrspace(5) %a10.i, align 4
  %a11.i = xor i32 %q22, %q22
  call void @llvm.lifetime.end.p0(i64 64, ptr %a1.i)
  %q28 = xor i32 %x0, %a11.i
  %q29 = xor i32 %q28, %q22
  %q30 = xor i32 %q29, %q21
  %q31 = xor i32 %q30, %q16
  store i32 %q31, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #1

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

define internal i32 @rec0.global.const(ptr addrspace(1) %p0, ptr addrspace(4) %p1, i32 %x2, i32 %depth, [1 x i32] %agg4) #3 {
entry:
  %0 = addrspacecast ptr addrspace(1) %p0 to ptr
  %1 = addrspacecast ptr addrspace(4) %p1 to ptr
  %v1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %v2 = phi i32 [ 0, %entry ], [ %v3, %lfill2 ]
  %v4 = icmp ult i32 %v2, 16
  br i1 %v4, label %lfill2, label %ldone3

lfill2:
  %v5 = mul i32 %v2, 882885499
  %v6 = xor i32 %v5, %x2
  %v7 = getelementptr inbounds [16 x i32], ptr %v1, i32 0, i32 %v2
  store i32 %v6, ptr %v7, align 4
  %v3 = add nuw nsw i32 %v2, 1
  br label %linit1

ldone3:
  %v8 = addrspacecast ptr %v1 to ptr addrspace(5)
  %v9 = and i32 %depth, 15
  %v10 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v9
  %v11 = load i32, ptr addrspace(4) %v10, align 4
  %v12 = icmp sge i32 %v11, %v11
  br i1 %v12, label %then4, label %else5

then4:
  %v13 = add i32 %x2, -347944001
  %v14 = add i32 %v13, -595226089
  %v15 = sub i32 %v14, %v13
  %v16 = xor i32 %v15, -934678917
  %v17 = add i32 %v16, 1802665399
  %v18 = xor i32 %v17, %depth
  %v19 = sub i32 %v18, %v16
  %v20 = call i1 @llvm.nvvm.isspacep.shared(ptr %0)
  br i1 %v20, label %is7, label %isnot8

is7:
  %v21 = addrspacecast ptr %0 to ptr addrspace(3)
  %v22 = and i32 %v11, 15
  %v23 = getelementptr inbounds i32, ptr addrspace(3) %v21, i32 %v22
  %v24 = load i32, ptr addrspace(3) %v23, align 4
  br label %isjoin9

isnot8:
  %v25 = and i32 %x2, 15
  %v26 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %v25
  %v27 = load i32, ptr addrspace(1) %v26, align 4
  br label %isjoin9

isjoin9:
  %v28 = phi i32 [ %v24, %is7 ], [ %v27, %isnot8 ]
  br label %join6

else5:
  %v29 = sitofp i32 %v11 to float
  %v30 = sitofp i32 %x2 to float
  %v31 = fmul float %v29, %v30
  %v32 = bitcast float %v31 to i32
  %v33 = xor i32 -2034688280, %x2
  br label %join6

join6:
  %v34 = phi i32 [ %v28, %isjoin9 ], [ %v33, %else5 ]
  %v35 = xor i32 %v11, %x2
  %v36 = call i1 @llvm.nvvm.isspacep.local(ptr %1)
  br i1 %v36, label %is10, label %isnot11

is10:
  %v37 = addrspacecast ptr %1 to ptr addrspace(5)
  %v38 = and i32 %v11, 15
  %v39 = getelementptr inbounds i32, ptr addrspace(5) %v37, i32 %v38
  %v40 = load i32, ptr addrspace(5) %v39, align 4
  br label %isjoin12

isnot11:
  %v41 = and i32 10, 15
  %v42 = getelementptr inbounds i32, ptr addrspace(4) %p1, i32 %v41
  %v43 = load i32, ptr addrspace(4) %v42, align 4
  br label %isjoin12

isjoin12:
  %v44 = phi i32 [ %v40, %is10 ], [ %v43, %isnot11 ]
  %v45 = icmp eq i32 %depth, 0
  br i1 %v45, label %base13, label %recurse14

base13:
  br label %rjoin15

recurse14:
  %v46 = sub i32 %depth, 1
  %v47 = call i32 @rec0.global.const(ptr addrspace(1) %p0, ptr addrspace(4) %p1, i32 44, i32 %v46, [1 x i32] %agg4)
  %v48 = xor i32 %v47, %v44
  br label %rjoin15

rjoin15:
  %v49 = phi i32 [ %v44, %base13 ], [ %v48, %recurse14 ]
  ret i32 %v49
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { inlinehint "seam-specialized" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
