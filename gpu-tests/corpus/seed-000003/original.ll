; launch: @k0 grid=6 block=6 (out=i32[576] zero, in=i32[576] random 1542412138, i32 1935531034)
; seam-gpu case seed-000003 variant original
; seam-case seed=3
; config: functions=2,kernels=2,depth=6,stmts=9,trip=2,slot=16,shared=512,grid=8,block=10,cost=675164,features=calls+recursion+mutual-recursion+linkage+global-ptrs+shared-mem+const-mem+local-mem+forwarding+disagree+ptr-merge+isspacep+constexpr-casts+aggregates+noinline+optnone+nooutline+repeated+branches+floats+unreferenced-kernels+early-returns
; features: calls,recursion,linkage,global-ptrs,const-mem,local-mem,forwarding,disagree,ptr-merge,constexpr-casts,optnone,nooutline,repeated,branches,floats,unreferenced-kernels,early-returns
; label: force-inline @f0 = noinline (params 24, return 4)
; label: force-inline @rec1 = none (params 28, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @f0 0 = disagree(global, local)
; label: arg-space @f0 1 = disagree(global, shared, const)
; label: arg-space @f0 2 = disagree(global, local)
; label: arg-space @rec1 0 = global
; label: arg-space @rec1 1 = global
; label: kernel @k0 = launched
; label: kernel @k1 = unreferenced
; label: variable @g = used
; label: variable @c = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [16 x i32] [i32 -120176019, i32 -1537053759, i32 1204060965, i32 615981583, i32 -1417870165, i32 -260690443, i32 1596050584, i32 -1111294068, i32 446578526, i32 559864464, i32 -1952380841, i32 430838821, i32 -1391513806, i32 341746525, i32 1620217314, i32 1364224757], align 4
@c = internal addrspace(4) constant [16 x i32] [i32 -1944873110, i32 1311794573, i32 -1157727358, i32 705596661, i32 -1350685088, i32 873530864, i32 -1178584956, i32 -1025614191, i32 1659576800, i32 758741799, i32 1487236025, i32 189827793, i32 666597745, i32 -1788510492, i32 -33679027, i32 1012680365], align 4
@sh = internal addrspace(3) global [512 x i32] undef, align 4
@taken = internal constant [1 x ptr] [ptr @f0], align 8

define internal i32 @f0(ptr %p0, ptr %p1, ptr %p2) #0 {
entry:
  %v1 = and i32 1784775315, 15
  %v2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v1
  %v3 = load i32, ptr addrspace(4) %v2, align 4
  %v4 = add i32 %v3, -347944001
  %v5 = add i32 %v4, -595226089
  %v6 = sub i32 %v5, %v4
  %v7 = xor i32 %v6, %v4
  %v8 = shl i32 %v7, 12
  %v9 = add i32 %v8, 1920841285
  %v10 = xor i32 %v9, %v6
  %v11 = sub i32 %v10, 2060247927
  %v12 = and i32 %v11, %v3
  %v13 = mul i32 %v12, %v8
  %v14 = mul i32 %v13, %v4
  %v15 = and i32 %v14, %v7
  %v16 = xor i32 %v15, %v15
  %v17 = xor i32 %v16, %v15
  ret i32 %v17
}

define i32 @rec1(ptr %p0, ptr %p1, i32 %x2, i32 %x3, i32 %depth) {
entry:
  %a1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 16
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, 518570703
  %a6 = xor i32 %a5, %depth
  %a7 = getelementptr inbounds [16 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = icmp ne i32 %depth, %depth
  br i1 %a9, label %then4, label %else5

then4:
  %a10 = and i32 %depth, 15
  %a11 = getelementptr inbounds i32, ptr %p0, i32 %a10
  %a12 = load i32, ptr %a11, align 4
  %a13 = and i32 %x2, 15
  %a14 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a13
  store i32 %x2, ptr addrspace(5) %a14, align 4
  %a15 = and i32 %x2, 15
  %a16 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a15
  store i32 %x2, ptr addrspace(5) %a16, align 4
  ret i32 %x2

else5:
  %a17 = and i32 %x2, 15
  %a18 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a17
  store i32 %x2, ptr addrspace(5) %a18, align 4
  %a19 = and i32 %x2, 15
  %a20 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a19
  %a21 = load i32, ptr addrspace(5) %a20, align 4
  br label %join6

join6:
  %a22 = phi i32 [ %a21, %else5 ]
  %a23 = phi ptr [ %p0, %else5 ]
  %a24 = sitofp i32 %depth to float
  %a25 = sitofp i32 %depth to float
  %a26 = fadd float %a24, %a25
  %a27 = bitcast float %a26 to i32
  %a28 = icmp eq i32 %depth, 0
  br i1 %a28, label %base7, label %recurse8

base7:
  br label %rjoin9

recurse8:
  %a29 = sub i32 %depth, 1
  %a30 = call i32 @rec1(ptr %p0, ptr %p1, i32 %a27, i32 %a22, i32 %a29)
  %a31 = xor i32 %a30, %x3
  br label %rjoin9

rjoin9:
  %a32 = phi i32 [ %x2, %base7 ], [ %a31, %recurse8 ]
  ret i32 %a32
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t1 = alloca [16 x i32], align 4
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
  %sv = mul i32 %si, 920345823
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %shdone ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 16
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, -1566461449
  %t6 = xor i32 %t5, 28
  %t7 = getelementptr inbounds [16 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t9 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t10 = addrspacecast ptr addrspace(1) @g to ptr
  %t11 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t12 = call i32 @f0(ptr %t9, ptr %t10, ptr %t11)
  %t13 = icmp slt i32 %n, %tid
  br i1 %t13, label %then4, label %else5

then4:
  %t14 = addrspacecast ptr addrspace(1) %slot to ptr
  %t15 = addrspacecast ptr addrspace(1) %islot to ptr
  %t16 = and i32 %t12, 3
  %t17 = call i32 @rec1(ptr %t14, ptr %t15, i32 %x0, i32 %t12, i32 %t16)
  %t18 = and i32 %t17, 15
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t18
  store i32 %t12, ptr addrspace(1) %t19, align 4
  %t20 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t21 = addrspacecast ptr addrspace(4) @c to ptr
  %t22 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t23 = call i32 @f0(ptr %t20, ptr %t21, ptr %t22)
  br label %join6

else5:
  %t24 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t25 = addrspacecast ptr addrspace(1) %islot to ptr
  %t26 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t27 = call i32 @f0(ptr %t24, ptr %t25, ptr %t26)
  %t29 = or i32 %tid, 1
  %t28 = urem i32 %t12, %t29
  %t30 = addrspacecast ptr addrspace(5) %t8 to ptr
  %t31 = addrspacecast ptr addrspace(1) %islot to ptr
  %t32 = addrspacecast ptr addrspace(1) %slot to ptr
  %t33 = call i32 @f0(ptr %t30, ptr %t31, ptr %t32)
  br label %join6

join6:
  %t34 = phi i32 [ %t23, %then4 ], [ -307875545, %else5 ]
  %t35 = add i32 %tid, -347944001
  %t36 = add i32 %t35, -595226089
  %t37 = sub i32 %t36, %t35
  %t38 = xor i32 %t37, %t35
  %t39 = shl i32 %t38, 12
  %t40 = add i32 %t39, 1920841285
  %t41 = xor i32 %t40, %t37
  %t42 = sub i32 %t41, 2060247927
  %t43 = and i32 %t42, %t34
  %t44 = mul i32 %t43, %t39
  %t45 = mul i32 %t44, %t35
  %t46 = and i32 %t45, %t38
  %t47 = add i32 %tid, -347944001
  %t48 = add i32 %t47, -595226089
  %t49 = sub i32 %t48, %t47
  %t50 = xor i32 %t49, %t47
  %t51 = shl i32 %t50, 12
  %t52 = add i32 %t51, 1920841285
  %t53 = xor i32 %t52, %t49
  %t54 = sub i32 %t53, 2060247927
  %t55 = and i32 %t54, %tid
  %t56 = mul i32 %t55, %t51
  %t57 = mul i32 %t56, %t47
  %t58 = and i32 %t57, %t50
  %t59 = xor i32 %x0, %t58
  %t60 = xor i32 %t59, %t46
  %t61 = xor i32 %t60, %t34
  %t62 = xor i32 %t61, %t12
  store i32 %t62, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %q1 = alloca [16 x i32], align 4
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
  %sv = mul i32 %si, 1363024787
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %shdone ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 16
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 1281272723
  %q6 = xor i32 %q5, %tid
  %q7 = getelementptr inbounds [16 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = add i32 %x0, -347944001
  %q10 = add i32 %q9, -595226089
  %q11 = sub i32 %q10, %q9
  %q12 = xor i32 %q11, %q9
  %q13 = shl i32 %q12, 12
  %q14 = add i32 %q13, 1920841285
  %q15 = xor i32 %q14, %q11
  %q16 = sub i32 %q15, 2060247927
  %q17 = and i32 %q16, %x0
  %q18 = mul i32 %q17, %q13
  %q19 = mul i32 %q18, %q9
  %q20 = and i32 %q19, %q12
  %q21 = and i32 %n, 15
  %q22 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q21
  store i32 %q20, ptr addrspace(5) %q22, align 4
  %q23 = addrspacecast ptr addrspace(1) %islot to ptr
  %q24 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q25 = call i32 @f0(ptr %q23, ptr addrspacecast (ptr addrspace(3) @sh to ptr), ptr %q24)
  %q27 = icmp ne i32 906162976, %x0
  %q26 = select i1 %q27, i32 906162976, i32 %tid
  %q28 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q29 = addrspacecast ptr addrspace(1) %islot to ptr
  %q30 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q31 = call i32 @f0(ptr %q28, ptr %q29, ptr %q30)
  %q32 = sitofp i32 %q31 to float
  %q33 = sitofp i32 %q25 to float
  %q34 = fadd float %q32, %q33
  %q35 = bitcast float %q34 to i32
  %q36 = add i32 %q31, -347944001
  %q37 = add i32 %q36, -595226089
  %q38 = sub i32 %q37, %q36
  %q39 = xor i32 %q38, %q36
  %q40 = shl i32 %q39, 12
  %q41 = add i32 %q40, 1920841285
  %q42 = xor i32 %q41, %q38
  %q43 = sub i32 %q42, 2060247927
  %q44 = and i32 %q43, %q35
  %q45 = mul i32 %q44, %q40
  %q46 = mul i32 %q45, %q36
  %q47 = and i32 %q46, %q39
  %q48 = xor i32 %x0, %q47
  %q49 = xor i32 %q48, %q35
  %q50 = xor i32 %q49, %q31
  %q51 = xor i32 %q50, %q26
  %q52 = xor i32 %q51, %q20
  store i32 %q52, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { noinline optnone "nooutline" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k1, !"kernel", i32 1}
