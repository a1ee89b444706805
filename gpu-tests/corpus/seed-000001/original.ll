; launch: @k0 grid=1 block=23 (out=i32[184] zero, in=i32[184] random 899550050, i32 -1200842088)
; launch: @k1 grid=1 block=20 (out=i32[160] zero, in=i32[160] random 3697752370, i32 -520927319)
; launch: @k2 grid=4 block=13 (out=i32[416] zero, in=i32[416] random 160777652, i32 1103336299)
; seam-gpu case seed-000001 variant original
; seam-case seed=1
; config: functions=3,kernels=3,depth=6,stmts=17,trip=2,slot=8,shared=128,grid=4,block=38,cost=986196,features=calls+linkage+type-tests+shared-mem+const-mem+disagree+gep-args+ptr-merge+ptr-return+aggregates+big-params+noinline+optnone+nooutline+floats+atomics+multi-kernels+unreferenced-kernels+early-returns+vectors+const-folds+ptr-compare
; features: calls,linkage,shared-mem,ptr-merge,big-params,floats,atomics,multi-kernels,unreferenced-kernels,vectors,const-folds,ptr-compare
; label: force-inline @f0 = none (params 384, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: force-inline @k3 = kernel (params 20, return 0)
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = launched
; label: kernel @k3 = unreferenced
; label: variable @c = used
; label: variable @count = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [8 x i32] [i32 94560649, i32 215901865, i32 -1853461171, i32 -1835527237, i32 515467223, i32 -1595136671, i32 694566558, i32 664932743], align 4
@sh = internal addrspace(3) global [128 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4

define linkonce i32 @f0([96 x i32] %agg0) {
entry:
  %v1 = and i32 0, 127
  %v2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v1
  %v3 = load i32, ptr addrspace(3) %v2, align 4
  %v4 = and i32 43, 127
  %v5 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v4
  %v6 = load i32, ptr addrspace(3) %v5, align 4
  %v7 = xor i32 %v6, %v3
  ret i32 %v7
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 128
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -596180649
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [128 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = insertvalue [96 x i32] zeroinitializer, i32 %tid, 58
  %a2 = insertvalue [96 x i32] %a1, i32 %tid, 75
  %a3 = insertvalue [96 x i32] %a2, i32 %x0, 20
  %a4 = call i32 @f0([96 x i32] %a3) #2
  %a5 = insertvalue [96 x i32] zeroinitializer, i32 -2018295338, 72
  %a6 = notail call i32 @f0([96 x i32] %a5)
  %a8 = and i32 %x0, 31
  %a7 = ashr i32 %a6, %a8
  %a9 = insertvalue [96 x i32] zeroinitializer, i32 %a4, 2
  %a10 = insertvalue [96 x i32] %a9, i32 %a7, 61
  %a11 = call i32 @f0([96 x i32] %a10) #3
  %a12 = atomicrmw add ptr addrspace(1) @count, i32 %a11 monotonic, align 4
  %a13 = lshr i32 -793063206, 4
  %a14 = and i32 -2025397661, 7
  %a15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a14
  store i32 %a6, ptr addrspace(1) %a15, align 4
  %a16 = add i32 %a13, %a13
  %a18 = icmp ne i32 %a13, -782987315
  %a17 = select i1 %a18, i32 %a13, i32 %x0
  %a19 = and i32 %a11, 7
  %a20 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a19
  %a21 = load i32, ptr addrspace(1) %a20, align 4
  %a22 = and i32 32, 7
  %a23 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a22
  %a24 = load i32, ptr addrspace(1) %a23, align 4
  %a25 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 5
  %a26 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 115
  %a27 = icmp uge ptr addrspace(3) %a25, %a26
  %a28 = select i1 %a27, i32 1081983351, i32 -6
  %a29 = add i32 %a28, 45
  %a30 = ptrtoint ptr addrspace(3) %a25 to i32
  %a31 = and i32 %a30, 0
  %a32 = add i32 %a29, %a31
  %a33 = and i32 %a17, 7
  %a34 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a33
  store i32 -139754503, ptr addrspace(1) %a34, align 4
  %a35 = and i32 %a21, 127
  %a36 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a35
  %a37 = load i32, ptr addrspace(3) %a36, align 4
  %a38 = and i32 %a24, 7
  %a39 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a38
  store i32 %a16, ptr addrspace(1) %a39, align 4
  %a40 = sitofp i32 %a37 to float
  %a41 = sitofp i32 -976190209 to float
  %a42 = fmul float %a40, %a41
  %a43 = bitcast float %a42 to i32
  %a44 = and i32 %tid, 7
  %a45 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a44
  %a46 = load i32, ptr addrspace(1) %a45, align 4
  %a47 = xor i32 %x0, %a46
  %a48 = xor i32 %a47, %a43
  %a49 = xor i32 %a48, %a37
  %a50 = xor i32 %a49, %a32
  store i32 %a50, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 128
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 723085257
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [128 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %x0, 7
  %t2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t1
  store i32 %x0, ptr addrspace(1) %t2, align 4
  %t3 = sitofp i32 %tid to double
  %t4 = sitofp i32 39 to double
  %t5 = fadd double %t3, %t4
  %t7 = bitcast double %t5 to i64
  %t8 = lshr i64 %t7, 29
  %t6 = trunc i64 %t8 to i32
  %t9 = insertvalue [96 x i32] zeroinitializer, i32 %x0, 64
  %t10 = insertvalue [96 x i32] %t9, i32 %tid, 86
  %t11 = call i32 @f0([96 x i32] %t10)
  %t12 = insertvalue [96 x i32] zeroinitializer, i32 %n, 32
  %t13 = insertvalue [96 x i32] %t12, i32 %t11, 2
  %t14 = call i32 @f0([96 x i32] %t13)
  %t15 = and i32 %t11, 7
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t15
  %t17 = load i32, ptr addrspace(1) %t16, align 4
  %t19 = and i32 -1298732131, 32767
  %t20 = or i32 %t19, 1
  %t18 = sdiv i32 %t17, %t20
  %t22 = and i32 %t17, 31
  %t21 = ashr i32 %t6, %t22
  %t23 = ashr i32 23, 7
  %t24 = insertvalue [96 x i32] zeroinitializer, i32 %t17, 64
  %t25 = insertvalue [96 x i32] %t24, i32 %x0, 3
  %t26 = call i32 @f0([96 x i32] %t25)
  %t27 = call i32 @llvm.smax.i32(i32 %t18, i32 -2013285828)
  %t28 = insertvalue [96 x i32] zeroinitializer, i32 23, 6
  %t29 = call i32 @f0([96 x i32] %t28)
  %t30 = xor i32 %x0, %t29
  %t31 = xor i32 %t30, %t27
  %t32 = xor i32 %t31, %t26
  %t33 = xor i32 %t32, %t23
  store i32 %t33, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 128
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -563031807
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [128 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %q1 = fcmp uno float 0x7FF0000000000000, 0xFFF0000000000000
  %q2 = zext i1 %q1 to i32
  %q3 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 0
  %q4 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 1
  %q5 = icmp ult ptr addrspace(4) %q3, %q4
  %q6 = select i1 %q5, i32 21, i32 %x0
  %q7 = add i32 %q6, 40
  %q8 = or i8 0, 33
  %q9 = zext i8 %q8 to i32
  %q10 = mul i32 %q2, 42
  %q11 = sitofp i32 %q10 to float
  %q12 = sitofp i32 %q10 to float
  %q13 = fadd float %q11, %q12
  %q14 = bitcast float %q13 to i32
  %q15 = bitcast i32 %q10 to <2 x i16>
  %q16 = bitcast i32 %n to <2 x i16>
  %q17 = add <2 x i16> %q15, %q16
  %q18 = bitcast <2 x i16> %q17 to i32
  %q20 = and i32 %q18, 31
  %q19 = lshr i32 %q18, %q20
  %q21 = insertvalue [96 x i32] zeroinitializer, i32 %q10, 7
  %q22 = insertvalue [96 x i32] %q21, i32 %q19, 81
  %q23 = call i32 @f0([96 x i32] %q22)
  %q24 = icmp ugt i64 14, 14
  %q25 = zext i1 %q24 to i32
  %q26 = icmp slt i32 %q18, 0
  %q27 = addrspacecast ptr addrspace(1) %islot to ptr
  %q28 = addrspacecast ptr addrspace(4) @c to ptr
  %q29 = select i1 %q26, ptr %q27, ptr %q28
  %q30 = atomicrmw add ptr addrspace(1) @count, i32 %q18 monotonic, align 4
  %q31 = insertvalue [96 x i32] zeroinitializer, i32 %q23, 2
  %q32 = insertvalue [96 x i32] %q31, i32 %q19, 64
  %q33 = insertvalue [96 x i32] %q32, i32 %q19, 8
  %q34 = notail call i32 @f0([96 x i32] %q33)
  %q35 = sitofp i32 %q23 to double
  %q36 = sitofp i32 %q34 to double
  %q37 = fsub double %q35, %q36
  %q39 = bitcast double %q37 to i64
  %q40 = lshr i64 %q39, 29
  %q38 = trunc i64 %q40 to i32
  %q41 = and i32 %q23, 7
  %q42 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %q41
  store i32 %q34, ptr addrspace(1) %q42, align 4
  %q43 = xor i32 %x0, %q38
  %q44 = xor i32 %q43, %q34
  %q45 = xor i32 %q44, %q25
  %q46 = xor i32 %q45, %q23
  store i32 %q46, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 128
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -2135803375
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [128 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %w1 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 1
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 2
  %w3 = icmp ult ptr addrspace(1) %w1, %w2
  %w4 = select i1 %w3, i32 %tid, i32 22
  %w5 = add i32 %w4, 22
  %w6 = xor i32 %x0, %w5
  %w7 = xor i32 %w6, %tid
  %w8 = xor i32 %w7, %x0
  %w9 = xor i32 %w8, %n
  store i32 %w9, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.smax.i32(i32, i32) #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nounwind "seam-site"="1" }
attributes #3 = { nounwind "seam-site"="3" }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
!2 = !{ptr @k2, !"kernel", i32 1}
