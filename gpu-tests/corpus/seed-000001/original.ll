; launch: @k0 grid=5 block=5 (out=i32[800] zero, in=i32[800] random 296587919, i32 -1917534776)
; launch: @k1 grid=3 block=2 (out=i32[192] zero, in=i32[192] random 3621547532, i32 -1586571100)
; seam-gpu case seed-000001 variant original
; seam-case seed=1
; config: functions=9,kernels=1,depth=5,stmts=28,trip=16,slot=32,shared=32,grid=6,block=17,cost=884557,features=calls+linkage+type-tests+shared-mem+const-mem+disagree+gep-args+ptr-merge+ptr-return+aggregates+big-params+noinline+optnone+nooutline+floats+atomics+multi-kernels+unreferenced-kernels+early-returns
; features: calls,linkage,global-ptrs,shared-mem,const-mem,forwarding,disagree,gep-args,ptr-merge,ptr-return,aggregates,big-params,optnone,nooutline,floats,atomics,multi-kernels,unreferenced-kernels
; label: force-inline @f0 = none (params 384, return 4)
; label: force-inline @f1 = none (params 8, return 4)
; label: force-inline @f2 = noinline (params 384, return 8)
; label: force-inline @f3 = noinline (params 32, return 0)
; label: force-inline @f4 = none (params 40, return 8)
; label: force-inline @f5 = none (params 36, return 4)
; label: force-inline @f6 = none (params 52, return 8)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: arg-space @f1 0 = disagree(global, const)
; label: arg-space @f2 1 = disagree(global, shared, const)
; label: ret-space @f2 = disagree(global, shared, const)
; label: arg-space @f3 0 = const
; label: arg-space @f4 0 = disagree(shared, const)
; label: arg-space @f4 1 = shared
; label: arg-space @f4 2 = disagree(global, const)
; label: ret-space @f4 = const
; label: arg-space @f5 0 = global
; label: arg-space @f5 1 = disagree(global, shared)
; label: arg-space @f6 0 = disagree(global, shared)
; label: arg-space @f6 1 = disagree(shared, const)
; label: arg-space @f6 2 = disagree(global, const)
; label: ret-space @f6 = disagree(global, shared, const)
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = unreferenced
; label: variable @c = used
; label: variable @count = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [32 x i32] [i32 25569431, i32 1991470358, i32 716392501, i32 1221010620, i32 1204247909, i32 1667863522, i32 67391394, i32 -1560572664, i32 -992802412, i32 933935571, i32 1729762324, i32 267391251, i32 -1045925900, i32 1341988533, i32 1746222190, i32 -2977451, i32 1776096380, i32 -1227602173, i32 -539338947, i32 372075417, i32 1321406703, i32 -767333483, i32 -1596255007, i32 1811002859, i32 677854209, i32 -2127077099, i32 -1429191652, i32 -897418907, i32 149571790, i32 -1409454209, i32 1526475940, i32 -648720040], align 4
@sh = internal addrspace(3) global [32 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4
@taken = internal constant [1 x ptr] [ptr @f1], align 8

define i32 @f0([96 x i32] %agg0) {
entry:
  %v1 = and i32 0, 31
  %v2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v1
  %v3 = load i32, ptr addrspace(3) %v2, align 4
  %v4 = and i32 43, 31
  %v5 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v4
  %v6 = load i32, ptr addrspace(3) %v5, align 4
  %v7 = sitofp i32 %v3 to float
  %v8 = sitofp i32 %v6 to float
  %v9 = fmul float %v7, %v8
  %v10 = bitcast float %v9 to i32
  %v11 = and i32 %v3, 31
  %v12 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v11
  %v13 = load i32, ptr addrspace(3) %v12, align 4
  %v14 = and i32 -1694706611, 31
  %v15 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v14
  %v16 = load i32, ptr addrspace(3) %v15, align 4
  %v18 = icmp eq i32 %v6, %v13
  %v17 = select i1 %v18, i32 %v6, i32 %v16
  %v19 = sitofp i32 %v10 to float
  %v20 = sitofp i32 %v16 to float
  %v21 = fadd float %v19, %v20
  %v22 = bitcast float %v21 to i32
  %v24 = and i32 %v17, 31
  %v23 = shl i32 %v13, %v24
  %v25 = atomicrmw add ptr addrspace(1) @count, i32 %v13 monotonic, align 4
  %v26 = xor i32 %v22, %v22
  %v27 = atomicrmw add ptr addrspace(1) @count, i32 %v10 monotonic, align 4
  %v29 = icmp ne i32 %v22, %v26
  %v28 = select i1 %v29, i32 %v22, i32 %v26
  %v30 = mul i32 47, %v22
  %v31 = xor i32 %v30, %v30
  %v32 = and i32 %v31, 31
  %v33 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v32
  %v34 = load i32, ptr addrspace(3) %v33, align 4
  %v35 = sitofp i32 -782987315 to float
  %v36 = sitofp i32 %v31 to float
  %v37 = fsub float %v35, %v36
  %v38 = bitcast float %v37 to i32
  %v39 = and i32 %v30, 31
  %v40 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v39
  %v41 = load i32, ptr addrspace(3) %v40, align 4
  %v42 = sitofp i32 %v31 to double
  %v43 = sitofp i32 %v38 to double
  %v44 = fmul double %v42, %v43
  %v46 = bitcast double %v44 to i64
  %v47 = lshr i64 %v46, 29
  %v45 = trunc i64 %v47 to i32
  %v48 = sitofp i32 %v38 to float
  %v49 = sitofp i32 52 to float
  %v50 = fsub float %v48, %v49
  %v51 = bitcast float %v50 to i32
  %v53 = and i32 %v51, 32767
  %v54 = or i32 %v53, 1
  %v52 = sdiv i32 %v41, %v54
  %v55 = and i32 %v51, 31
  %v56 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v55
  %v57 = load i32, ptr addrspace(3) %v56, align 4
  %v58 = and i32 -853035335, 31
  %v59 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v58
  %v60 = load i32, ptr addrspace(3) %v59, align 4
  %v61 = add i32 %v10, %v52
  %v62 = and i32 %v52, %v22
  %v63 = atomicrmw add ptr addrspace(1) @count, i32 %v57 monotonic, align 4
  %v65 = and i32 30, 31
  %v64 = ashr i32 %v17, %v65
  %v66 = sitofp i32 %v64 to float
  %v67 = sitofp i32 1705828968 to float
  %v68 = fmul float %v66, %v67
  %v69 = bitcast float %v68 to i32
  %v70 = xor i32 %v69, %v61
  ret i32 %v70
}

define internal i32 @f1(ptr %p0) {
entry:
  %a1 = atomicrmw add ptr addrspace(1) @count, i32 42 monotonic, align 4
  %a2 = and i32 -1959919036, 31
  %a3 = getelementptr inbounds i32, ptr %p0, i32 %a2
  %a4 = load i32, ptr %a3, align 4
  %a5 = and i32 %a4, %a4
  %a7 = or i32 %a4, 1
  %a6 = udiv i32 -1298732131, %a7
  %a8 = icmp slt i32 %a6, 0
  %a9 = addrspacecast ptr addrspace(4) @c to ptr
  %a10 = select i1 %a8, ptr %a9, ptr %p0
  %a12 = and i32 %a5, 31
  %a11 = lshr i32 %a6, %a12
  %a14 = and i32 %a11, 31
  %a13 = lshr i32 22, %a14
  %a16 = and i32 %a5, 32767
  %a17 = or i32 %a16, 1
  %a15 = sdiv i32 %a5, %a17
  %a18 = add i32 %a11, %a13
  %a19 = sitofp i32 %a6 to float
  %a20 = sitofp i32 6 to float
  %a21 = fadd float %a19, %a20
  %a22 = bitcast float %a21 to i32
  %a23 = and i32 %a15, 31
  %a24 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a23
  %a25 = load i32, ptr addrspace(3) %a24, align 4
  %a26 = and i32 %a25, 31
  %a27 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a26
  %a28 = load i32, ptr addrspace(3) %a27, align 4
  %a30 = and i32 %a22, 31
  %a29 = shl i32 %a22, %a30
  %a31 = sitofp i32 %a22 to double
  %a32 = sitofp i32 557265011 to double
  %a33 = fadd double %a31, %a32
  %a35 = bitcast double %a33 to i64
  %a36 = lshr i64 %a35, 29
  %a34 = trunc i64 %a36 to i32
  %a37 = sitofp i32 %a29 to float
  %a38 = sitofp i32 %a34 to float
  %a39 = fsub float %a37, %a38
  %a40 = bitcast float %a39 to i32
  %a41 = mul i32 %a29, 42
  %a42 = sitofp i32 %a41 to float
  %a43 = sitofp i32 %a41 to float
  %a44 = fadd float %a42, %a43
  %a45 = bitcast float %a44 to i32
  %a46 = atomicrmw add ptr addrspace(1) @count, i32 %a41 monotonic, align 4
  %a47 = and i32 %a45, 31
  %a48 = getelementptr inbounds i32, ptr %p0, i32 %a47
  %a49 = load i32, ptr %a48, align 4
  %a50 = xor i32 %a49, %a49
  ret i32 %a50
}

define internal ptr @f2([93 x i32] %agg0, ptr %p1, i32 %x2) #0 {
entry:
  %t1 = and i32 %x2, 31
  %t2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t1
  %t3 = load i32, ptr addrspace(4) %t2, align 4
  %t5 = or i32 %t3, 1
  %t4 = urem i32 %x2, %t5
  %t6 = and i32 %t4, 15
  %t7 = getelementptr inbounds i32, ptr %p1, i32 %t6
  %t8 = load i32, ptr %t7, align 4
  %t10 = or i32 %t8, 1
  %t9 = udiv i32 %t4, %t10
  %t11 = or i32 %t9, %t4
  %t12 = call i32 @llvm.smax.i32(i32 %t9, i32 %t4)
  %t13 = atomicrmw add ptr addrspace(1) @count, i32 %t11 monotonic, align 4
  %t14 = atomicrmw add ptr addrspace(1) @count, i32 -1709538951 monotonic, align 4
  %t16 = icmp sgt i32 %t4, %t3
  %t15 = select i1 %t16, i32 %t4, i32 %t9
  %t17 = call i32 @llvm.ctpop.i32(i32 %t15)
  %t18 = call i32 @llvm.smax.i32(i32 %t11, i32 %t11)
  ret ptr %p1
}

define internal void @f3(ptr %p0, [6 x i32] %agg1) #0 {
entry:
  %q1 = icmp slt i32 11, 0
  %q2 = addrspacecast ptr addrspace(3) @sh to ptr
  %q3 = select i1 %q1, ptr %q2, ptr %p0
  %q4 = call i32 @llvm.smax.i32(i32 515467223, i32 29)
  %q5 = insertvalue [96 x i32] zeroinitializer, i32 24, 39
  %q6 = insertvalue [96 x i32] %q5, i32 %q4, 6
  %q7 = insertvalue [96 x i32] %q6, i32 %q4, 21
  %q8 = call i32 @f0([96 x i32] %q7)
  %q9 = call i32 @f1(ptr %p0)
  %q11 = or i32 %q4, 1
  %q10 = udiv i32 %q9, %q11
  %q12 = insertvalue [93 x i32] zeroinitializer, i32 %q8, 18
  %q13 = call ptr @f2([93 x i32] %q12, ptr %p0, i32 %q9)
  %q14 = icmp slt i32 %q10, 0
  %q15 = select i1 %q14, ptr %q13, ptr %q3
  %q16 = and i32 %q8, 15
  %q17 = getelementptr inbounds i32, ptr %q15, i32 %q16
  %q18 = load i32, ptr %q17, align 4
  %q19 = insertvalue [96 x i32] zeroinitializer, i32 %q8, 91
  %q20 = insertvalue [96 x i32] %q19, i32 %q4, 85
  %q21 = call i32 @f0([96 x i32] %q20)
  %q22 = insertvalue [96 x i32] zeroinitializer, i32 %q18, 14
  %q23 = insertvalue [96 x i32] %q22, i32 %q18, 46
  %q24 = call i32 @f0([96 x i32] %q23)
  %q26 = or i32 %q21, 1
  %q25 = urem i32 %q24, %q26
  %q27 = icmp slt i32 %q18, 0
  %q28 = select i1 %q27, ptr %q15, ptr %q13
  %q29 = insertvalue [96 x i32] zeroinitializer, i32 %q4, 23
  %q30 = call i32 @f0([96 x i32] %q29)
  %q31 = atomicrmw add ptr addrspace(1) @count, i32 %q21 monotonic, align 4
  %q32 = insertvalue [93 x i32] zeroinitializer, i32 %q21, 38
  %q33 = insertvalue [93 x i32] %q32, i32 %q21, 9
  %q34 = insertvalue [93 x i32] %q33, i32 %q24, 81
  %q35 = addrspacecast ptr addrspace(3) @sh to ptr
  %q36 = call ptr @f2([93 x i32] %q34, ptr %q35, i32 %q25)
  %q37 = icmp slt i32 -1015418662, 0
  %q38 = select i1 %q37, ptr %q28, ptr %q15
  %q39 = and i32 %q24, %q9
  %q40 = insertvalue [93 x i32] zeroinitializer, i32 %q39, 49
  %q41 = insertvalue [93 x i32] %q40, i32 %q30, 47
  %q42 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 11
  %q43 = addrspacecast ptr addrspace(3) %q42 to ptr
  %q44 = call ptr @f2([93 x i32] %q41, ptr %q43, i32 %q10)
  %q45 = call i32 @llvm.abs.i32(i32 %q24, i1 false)
  %q47 = icmp eq i32 -4, %q45
  %q46 = select i1 %q47, i32 -4, i32 %q25
  %q48 = icmp slt i32 %q39, 0
  %q49 = select i1 %q48, ptr %q38, ptr %p0
  %q50 = and i32 %q45, 15
  %q51 = getelementptr inbounds i32, ptr %q15, i32 %q50
  %q52 = load i32, ptr %q51, align 4
  %q53 = insertvalue [96 x i32] zeroinitializer, i32 %q21, 38
  %q54 = insertvalue [96 x i32] %q53, i32 %q9, 63
  %q55 = insertvalue [96 x i32] %q54, i32 %q52, 1
  %q56 = call i32 @f0([96 x i32] %q55)
  %q58 = and i32 %q10, 31
  %q57 = shl i32 %q45, %q58
  %q59 = mul i32 %q56, %q39
  %q60 = atomicrmw add ptr addrspace(1) @count, i32 %q8 monotonic, align 4
  ret void
}

define ptr @f4(ptr %p0, ptr %p1, ptr %p2, [4 x i32] %agg3) #1 {
entry:
  %w1 = and i32 50, 31
  %w2 = getelementptr inbounds i32, ptr %p1, i32 %w1
  %w3 = load i32, ptr %w2, align 4
  %w4 = addrspacecast ptr addrspace(4) @c to ptr
  %w5 = insertvalue [6 x i32] zeroinitializer, i32 %w3, 0
  %w6 = insertvalue [6 x i32] %w5, i32 %w3, 0
  call void @f3(ptr %w4, [6 x i32] %w6)
  %w7 = addrspacecast ptr addrspace(4) @c to ptr
  %w8 = insertvalue [6 x i32] zeroinitializer, i32 %w3, 0
  %w9 = insertvalue [6 x i32] %w8, i32 %w3, 4
  %w10 = insertvalue [6 x i32] %w9, i32 %w3, 1
  call void @f3(ptr %w7, [6 x i32] %w10)
  %w11 = call i32 @llvm.ctpop.i32(i32 24)
  %w13 = or i32 %w11, 1
  %w12 = udiv i32 %w11, %w13
  %w15 = or i32 25, 1
  %w14 = urem i32 %w11, %w15
  %w16 = and i32 1812431191, 31
  %w17 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w16
  %w18 = load i32, ptr addrspace(4) %w17, align 4
  %w19 = addrspacecast ptr addrspace(4) @c to ptr
  %w20 = call i32 @f1(ptr %w19)
  %w22 = and i32 %w18, 31
  %w21 = ashr i32 %w12, %w22
  %w23 = xor i32 %w18, %w3
  %w24 = addrspacecast ptr addrspace(4) @c to ptr
  %w25 = insertvalue [6 x i32] zeroinitializer, i32 %w20, 4
  %w26 = insertvalue [6 x i32] %w25, i32 %w20, 5
  %w27 = insertvalue [6 x i32] %w26, i32 %w23, 2
  call void @f3(ptr %w24, [6 x i32] %w27)
  %w29 = or i32 41, 1
  %w28 = urem i32 %w18, %w29
  %w30 = add i32 %w20, %w21
  %w31 = icmp slt i32 %w30, 0
  %w32 = addrspacecast ptr addrspace(4) @c to ptr
  %w33 = select i1 %w31, ptr %p2, ptr %w32
  %w34 = addrspacecast ptr addrspace(4) @c to ptr
  %w35 = call i32 @f1(ptr %w34)
  %w36 = call i32 @llvm.smax.i32(i32 %w23, i32 %w30)
  %w37 = mul i32 %w20, %w28
  %w38 = addrspacecast ptr addrspace(4) @c to ptr
  %w39 = call i32 @f1(ptr %w38)
  %w40 = sub i32 %w35, %w37
  %w41 = addrspacecast ptr addrspace(4) @c to ptr
  %w42 = call i32 @f1(ptr %w41)
  %w43 = and i32 %w39, 31
  %w44 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w43
  %w45 = load i32, ptr addrspace(4) %w44, align 4
  %w47 = and i32 -1115821838, 31
  %w46 = shl i32 %w11, %w47
  %w49 = or i32 %w40, 1
  %w48 = urem i32 %w40, %w49
  %w50 = call i32 @f1(ptr %w33)
  %w52 = and i32 %w3, 31
  %w51 = ashr i32 %w50, %w52
  ret ptr addrspacecast (ptr addrspace(4) @c to ptr)
}

define internal i32 @f5(ptr %p0, ptr %p1, i32 %x2, [4 x i32] %agg3) {
entry:
  %z1 = and i32 %x2, 31
  %z2 = getelementptr inbounds i32, ptr %p0, i32 %z1
  %z3 = load i32, ptr %z2, align 4
  %z4 = sub i32 1026056002, %x2
  %z5 = and i32 %z3, %x2
  %z6 = addrspacecast ptr addrspace(4) @c to ptr
  %z7 = call i32 @f1(ptr %z6)
  %z8 = xor i32 %z7, %z5
  ret i32 %z8
}

define private ptr @f6(ptr %p0, ptr %p1, ptr %p2, [7 x i32] %agg3) {
entry:
  %m1 = call i32 @f1(ptr %p2)
  %m2 = addrspacecast ptr addrspace(3) @sh to ptr
  %m3 = addrspacecast ptr addrspace(3) @sh to ptr
  %m4 = insertvalue [4 x i32] zeroinitializer, i32 %m1, 1
  %m5 = call ptr @f4(ptr %m2, ptr %m3, ptr %p2, [4 x i32] %m4)
  %m6 = icmp slt i32 %m1, 0
  %m7 = addrspacecast ptr addrspace(4) @c to ptr
  %m8 = select i1 %m6, ptr %p2, ptr %m7
  %m9 = and i32 %m1, 31
  %m10 = getelementptr inbounds i32, ptr %m5, i32 %m9
  %m11 = load i32, ptr %m10, align 4
  %m12 = insertvalue [93 x i32] zeroinitializer, i32 %m1, 38
  %m13 = insertvalue [93 x i32] %m12, i32 %m1, 56
  %m14 = insertvalue [93 x i32] %m13, i32 %m1, 1
  %m15 = call ptr @f2([93 x i32] %m14, ptr %p0, i32 1403120227)
  %m17 = and i32 %m1, 31
  %m16 = ashr i32 %m11, %m17
  %m18 = add i32 %m1, %m16
  %m20 = and i32 %m11, 31
  %m19 = shl i32 %m1, %m20
  %m21 = atomicrmw add ptr addrspace(1) @count, i32 %m19 monotonic, align 4
  %m22 = and i32 %m16, 31
  %m23 = getelementptr inbounds i32, ptr %m5, i32 %m22
  %m24 = load i32, ptr %m23, align 4
  %m25 = icmp ugt i32 %m18, 7
  %m26 = select i1 %m25, ptr %p2, ptr %p1
  ret ptr %m26
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -38322503
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %h1 = and i32 %x0, 31
  %h2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h1
  %h3 = load i32, ptr addrspace(1) %h2, align 4
  %h4 = and i32 %h3, 31
  %h5 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %h4
  %h6 = load i32, ptr addrspace(1) %h5, align 4
  %h7 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %h8 = addrspacecast ptr addrspace(3) %h7 to ptr
  %h9 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 12
  %h10 = addrspacecast ptr addrspace(3) %h9 to ptr
  %h11 = addrspacecast ptr addrspace(4) @c to ptr
  %h12 = insertvalue [7 x i32] zeroinitializer, i32 %x0, 1
  %h13 = call ptr @f6(ptr %h8, ptr %h10, ptr %h11, [7 x i32] %h12)
  %h14 = call i32 @llvm.ctpop.i32(i32 %x0)
  %h15 = addrspacecast ptr addrspace(1) %slot to ptr
  %h16 = addrspacecast ptr addrspace(3) @sh to ptr
  %h17 = insertvalue [4 x i32] zeroinitializer, i32 %h3, 0
  %h18 = call i32 @f5(ptr %h15, ptr %h16, i32 %h6, [4 x i32] %h17)
  %h19 = addrspacecast ptr addrspace(3) @sh to ptr
  %h20 = addrspacecast ptr addrspace(3) @sh to ptr
  %h21 = addrspacecast ptr addrspace(4) @c to ptr
  %h22 = insertvalue [4 x i32] zeroinitializer, i32 %h14, 2
  %h23 = insertvalue [4 x i32] %h22, i32 %h14, 2
  %h24 = call ptr @f4(ptr %h19, ptr %h20, ptr %h21, [4 x i32] %h23)
  %h26 = and i32 %n, 31
  %h25 = lshr i32 646105635, %h26
  %h27 = addrspacecast ptr addrspace(3) @sh to ptr
  %h28 = insertvalue [4 x i32] zeroinitializer, i32 %h25, 2
  %h29 = call ptr @f4(ptr %h24, ptr %h27, ptr %h24, [4 x i32] %h28)
  %h30 = and i32 %tid, 31
  %h31 = getelementptr inbounds i32, ptr %h29, i32 %h30
  %h32 = load i32, ptr %h31, align 4
  %h33 = icmp slt i32 %h25, 0
  %h34 = addrspacecast ptr addrspace(1) %slot to ptr
  %h35 = select i1 %h33, ptr %h24, ptr %h34
  %h36 = insertvalue [93 x i32] zeroinitializer, i32 -1509480924, 37
  %h37 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %h38 = addrspacecast ptr addrspace(3) %h37 to ptr
  %h39 = call ptr @f2([93 x i32] %h36, ptr %h38, i32 1842352467)
  %h40 = and i32 %h14, 31
  %h41 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h40
  store i32 %x0, ptr addrspace(1) %h41, align 4
  %h42 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %h43 = addrspacecast ptr addrspace(3) %h42 to ptr
  %h44 = getelementptr inbounds i32, ptr %h24, i32 1
  %h45 = addrspacecast ptr addrspace(4) @c to ptr
  %h46 = insertvalue [7 x i32] zeroinitializer, i32 %n, 5
  %h47 = insertvalue [7 x i32] %h46, i32 %h18, 1
  %h48 = call ptr @f6(ptr %h43, ptr %h44, ptr %h45, [7 x i32] %h47)
  %h49 = addrspacecast ptr addrspace(3) @sh to ptr
  %h50 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 12
  %h51 = addrspacecast ptr addrspace(3) %h50 to ptr
  %h52 = addrspacecast ptr addrspace(4) @c to ptr
  %h53 = insertvalue [7 x i32] zeroinitializer, i32 56, 2
  %h54 = insertvalue [7 x i32] %h53, i32 %h14, 6
  %h55 = insertvalue [7 x i32] %h54, i32 %h25, 1
  %h56 = call ptr @f6(ptr %h49, ptr %h51, ptr %h52, [7 x i32] %h55)
  %h57 = atomicrmw add ptr addrspace(1) @count, i32 %h3 monotonic, align 4
  %h58 = and i32 %h18, 15
  %h59 = getelementptr inbounds i32, ptr %h56, i32 %h58
  %h60 = load i32, ptr %h59, align 4
  %h61 = insertvalue [96 x i32] zeroinitializer, i32 %h60, 31
  %h62 = insertvalue [96 x i32] %h61, i32 %tid, 3
  %h63 = call i32 @f0([96 x i32] %h62)
  %h64 = addrspacecast ptr addrspace(4) @c to ptr
  %h65 = call i32 @f1(ptr %h64)
  %h66 = addrspacecast ptr addrspace(4) @c to ptr
  %h67 = call i32 @f1(ptr %h66)
  %h68 = insertvalue [93 x i32] zeroinitializer, i32 %h60, 16
  %h69 = addrspacecast ptr addrspace(3) @sh to ptr
  %h70 = call ptr @f2([93 x i32] %h68, ptr %h69, i32 %tid)
  %h71 = xor i32 %x0, %h67
  %h72 = xor i32 %h71, %h65
  %h73 = xor i32 %h72, %h63
  %h74 = xor i32 %h73, %h60
  store i32 %h74, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1556400773
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v2 = or i32 %x0, 1
  %v1 = udiv i32 %x0, %v2
  %v3 = insertvalue [96 x i32] zeroinitializer, i32 %tid, 38
  %v4 = call i32 @f0([96 x i32] %v3)
  %v5 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 15
  %v6 = addrspacecast ptr addrspace(1) %v5 to ptr
  %v7 = addrspacecast ptr addrspace(3) @sh to ptr
  %v8 = addrspacecast ptr addrspace(4) @c to ptr
  %v9 = insertvalue [7 x i32] zeroinitializer, i32 %x0, 6
  %v10 = insertvalue [7 x i32] %v9, i32 %v1, 2
  %v11 = insertvalue [7 x i32] %v10, i32 %x0, 0
  %v12 = call ptr @f6(ptr %v6, ptr %v7, ptr %v8, [7 x i32] %v11)
  %v13 = addrspacecast ptr addrspace(4) @c to ptr
  %v14 = call i32 @f1(ptr %v13)
  %v15 = mul i32 %v14, %v1
  %v16 = and i32 %v14, 31
  %v17 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v16
  store i32 -51596673, ptr addrspace(1) %v17, align 4
  %v18 = and i32 %v15, 31
  %v19 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v18
  store i32 %v15, ptr addrspace(1) %v19, align 4
  %v20 = insertvalue [96 x i32] zeroinitializer, i32 %v4, 65
  %v21 = insertvalue [96 x i32] %v20, i32 %v15, 17
  %v22 = insertvalue [96 x i32] %v21, i32 %x0, 62
  %v23 = call i32 @f0([96 x i32] %v22)
  %v25 = or i32 %v14, 1
  %v24 = udiv i32 %v4, %v25
  %v26 = and i32 %v15, 31
  %v27 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v26
  %v28 = load i32, ptr addrspace(3) %v27, align 4
  %v29 = and i32 %v24, 31
  %v30 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v29
  store i32 %v28, ptr addrspace(1) %v30, align 4
  %v31 = and i32 %v1, 31
  %v32 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v31
  %v33 = load i32, ptr addrspace(3) %v32, align 4
  %v34 = and i32 %v33, %v28
  %v35 = insertvalue [93 x i32] zeroinitializer, i32 %v34, 74
  %v36 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %v37 = addrspacecast ptr addrspace(3) %v36 to ptr
  %v38 = call ptr @f2([93 x i32] %v35, ptr %v37, i32 %v28)
  %v40 = and i32 %v33, 31
  %v39 = shl i32 22, %v40
  %v41 = addrspacecast ptr addrspace(4) @c to ptr
  %v42 = call i32 @f1(ptr %v41)
  %v43 = addrspacecast ptr addrspace(3) @sh to ptr
  %v44 = addrspacecast ptr addrspace(3) @sh to ptr
  %v45 = addrspacecast ptr addrspace(1) %islot to ptr
  %v46 = insertvalue [7 x i32] zeroinitializer, i32 %tid, 1
  %v47 = insertvalue [7 x i32] %v46, i32 %n, 2
  %v48 = insertvalue [7 x i32] %v47, i32 %v42, 4
  %v49 = call ptr @f6(ptr %v43, ptr %v44, ptr %v45, [7 x i32] %v48)
  %v50 = addrspacecast ptr addrspace(3) @sh to ptr
  %v51 = addrspacecast ptr addrspace(3) @sh to ptr
  %v52 = addrspacecast ptr addrspace(4) @c to ptr
  %v53 = insertvalue [4 x i32] zeroinitializer, i32 %v4, 1
  %v54 = insertvalue [4 x i32] %v53, i32 %v24, 0
  %v55 = call ptr @f4(ptr %v50, ptr %v51, ptr %v52, [4 x i32] %v54)
  %v56 = and i32 %v33, 15
  %v57 = getelementptr inbounds i32, ptr %v49, i32 %v56
  %v58 = load i32, ptr %v57, align 4
  %v59 = icmp slt i32 %v28, 0
  %v60 = select i1 %v59, ptr addrspace(1) %slot, ptr addrspace(1) %islot
  %v61 = and i32 %v34, 15
  %v62 = getelementptr inbounds i32, ptr %v38, i32 %v61
  %v63 = load i32, ptr %v62, align 4
  %v64 = or i32 %v34, %v42
  %v65 = addrspacecast ptr addrspace(4) @c to ptr
  %v66 = insertvalue [6 x i32] zeroinitializer, i32 %v42, 0
  call void @f3(ptr %v65, [6 x i32] %v66)
  %v68 = or i32 %v42, 1
  %v67 = urem i32 %v64, %v68
  %v70 = icmp slt i32 19, %v63
  %v69 = select i1 %v70, i32 19, i32 %v63
  %v71 = insertvalue [96 x i32] zeroinitializer, i32 %v58, 32
  %v72 = insertvalue [96 x i32] %v71, i32 %v14, 82
  %v73 = call i32 @f0([96 x i32] %v72)
  %v74 = xor i32 %x0, %v73
  %v75 = xor i32 %v74, %v69
  %v76 = xor i32 %v75, %v67
  %v77 = xor i32 %v76, %v64
  store i32 %v77, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 32
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1231513871
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %n, 31
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a1
  %a3 = load i32, ptr addrspace(1) %a2, align 4
  %a4 = and i32 %tid, 31
  %a5 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a4
  %a6 = load i32, ptr addrspace(4) %a5, align 4
  %a8 = and i32 %tid, 32767
  %a9 = or i32 %a8, 1
  %a7 = srem i32 %a3, %a9
  %a10 = icmp slt i32 %a7, 0
  %a11 = select i1 %a10, ptr addrspace(1) %islot, ptr addrspace(1) %slot
  %a12 = and i32 %tid, 31
  %a13 = getelementptr inbounds i32, ptr addrspace(1) %a11, i32 %a12
  %a14 = load i32, ptr addrspace(1) %a13, align 4
  %a15 = and i32 %a6, 31
  %a16 = getelementptr inbounds i32, ptr addrspace(1) %a11, i32 %a15
  %a17 = load i32, ptr addrspace(1) %a16, align 4
  %a18 = addrspacecast ptr addrspace(1) %islot to ptr
  %a19 = getelementptr inbounds i32, ptr addrspace(1) %a11, i32 4
  %a20 = addrspacecast ptr addrspace(1) %a19 to ptr
  %a21 = insertvalue [4 x i32] zeroinitializer, i32 %a7, 0
  %a22 = insertvalue [4 x i32] %a21, i32 54, 1
  %a23 = call i32 @f5(ptr %a18, ptr %a20, i32 %a7, [4 x i32] %a22)
  %a24 = atomicrmw add ptr addrspace(1) @count, i32 %a6 monotonic, align 4
  %a26 = or i32 %a23, 1
  %a25 = udiv i32 %a7, %a26
  %a27 = xor i32 %x0, %a25
  %a28 = xor i32 %a27, %a23
  %a29 = xor i32 %a28, %a17
  %a30 = xor i32 %a29, %a14
  store i32 %a30, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #2

declare i32 @llvm.ctpop.i32(i32) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.smax.i32(i32, i32) #2

declare void @llvm.nvvm.barrier0() #3

attributes #0 = { noinline optnone }
attributes #1 = { "nooutline" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k2, !"kernel", i32 1}
