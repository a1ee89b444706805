; launch: @k0 grid=2 block=22 (out=i32[704] zero, in=i32[704] random 1098661615, i32 -1012327989)
; launch: @k1 grid=3 block=37 (out=i32[1776] zero, in=i32[1776] random 2692753656, i32 1387067208)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=18,kernels=2,depth=3,stmts=10,trip=8,slot=16,shared=16,grid=3,block=63,cost=685400,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels
; features: calls,recursion,mutual-recursion,linkage,indirect-calls,global-ptrs,local-mem,forwarding,aggregates,byval,images,nooutline,floats,multi-kernels
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @t2 = none (params 4, return 4)
; label: force-inline @t3 = none (params 4, return 4)
; label: force-inline @f4 = none (params 28, return 4)
; label: force-inline @f5 = none (params 16, return 4)
; label: force-inline @f6 = image-handle (params 32, return 4)
; label: force-inline @f7 = none (params 64, return 4)
; label: force-inline @f8 = none (params 8, return 4)
; label: force-inline @f9 = none (params 4, return 4)
; label: force-inline @rec10 = none (params 20, return 4)
; label: force-inline @f11 = image-handle (params 32, return 4)
; label: force-inline @f12 = none (params 52, return 4)
; label: force-inline @rec13 = image-handle (params 16, return 4)
; label: force-inline @f14 = none (params 0, return 4)
; label: force-inline @mra15 = image-handle (params 40, return 4)
; label: force-inline @mrb15 = image-handle (params 40, return 4)
; label: force-inline @f17 = none (params 44, return 4)
; label: force-inline @mra18 = none (params 24, return 4)
; label: force-inline @mrb18 = none (params 24, return 4)
; label: force-inline @f20 = none (params 16, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @f4 0 = local
; label: arg-space @f4 1 = local
; label: arg-space @f4 2 = local
; label: arg-space @f5 0 = global
; label: arg-space @f5 1 = global
; label: arg-space @f6 0 = local
; label: arg-space @f6 1 = local
; label: arg-space @f6 2 = local
; label: arg-space @f11 0 = local
; label: arg-space @f11 1 = global
; label: arg-space @f12 0 = local
; label: arg-space @f12 1 = local
; label: arg-space @f12 2 = local
; label: arg-space @f17 0 = local
; label: arg-space @mra18 0 = uncalled
; label: arg-space @mrb18 0 = uncalled
; label: arg-space @f20 0 = global
; label: devirt @f6 %icall.0 = none(unguarded, 2 candidates)
; label: devirt @f6 %icall.1 = none(unguarded, 2 candidates)
; label: devirt @f7 %icall.2 = none(unguarded, 2 candidates)
; label: devirt @f8 %icall.3 = none(unguarded, 2 candidates)
; label: devirt @f8 %icall.4 = none(unguarded, 2 candidates)
; label: devirt @f9 %icall.5 = none(unguarded, 2 candidates)
; label: devirt @f11 %icall.6 = none(unguarded, 2 candidates)
; label: devirt @f11 %icall.7 = none(unguarded, 2 candidates)
; label: devirt @f11 %icall.8 = none(unguarded, 2 candidates)
; label: devirt @mra15 %icall.9 = none(unguarded, 2 candidates)
; label: devirt @mra18 %icall.10 = none(unguarded, 2 candidates)
; label: devirt @mra18 %icall.11 = none(unguarded, 2 candidates)
; label: devirt @f20 %icall.12 = none(unguarded, 2 candidates)
; label: devirt @k1 %icall.13 = none(unguarded, 2 candidates)
; label: devirt @k1 %icall.14 = none(unguarded, 2 candidates)
; label: kernel @k0 = launched
; label: kernel @k1 = launched

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [2 x ptr] [ptr @t3, ptr @t2], align 8
@vt0.1 = internal constant [2 x ptr] [ptr @t1, ptr @t1], align 8
@vt1.0 = internal constant [2 x ptr] [ptr @t1, ptr @t0], align 8
@vt1.1 = internal constant [2 x ptr] [ptr @t3, ptr @t2], align 8
@vt1.2 = internal constant [2 x ptr] [ptr @t3, ptr @t2], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v1 = xor i32 %x0, %x0
  %v3 = icmp sgt i32 %v1, %x0
  %v2 = select i1 %v3, i32 %v1, i32 %v1
  %v5 = and i32 %x0, 31
  %v4 = ashr i32 %x0, %v5
  %v6 = and i32 %v4, %x0
  %v7 = xor i32 %v6, %v1
  ret i32 %v7
}

define internal i32 @t1(i32 %x0) {
entry:
  %a1 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %a3 = and i32 %x0, 31
  %a2 = lshr i32 %x0, %a3
  %a4 = xor i32 %a2, %x0
  ret i32 %a4
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %t2 = or i32 %x0, 13389081
  %t3 = add i32 494971829, 55
  %t5 = and i32 %x0, 32767
  %t6 = or i32 %t5, 1
  %t4 = sdiv i32 %t1, %t6
  %t7 = xor i32 %t4, %t1
  ret i32 %t7
}

define internal i32 @t3(i32 %x0) {
entry:
  %q1 = call i32 @llvm.umin.i32(i32 %x0, i32 -8)
  %q2 = mul i32 %q1, %x0
  %q4 = and i32 %q2, 32767
  %q5 = or i32 %q4, 1
  %q3 = srem i32 %q2, %q5
  %q6 = xor i32 1613434891, %q1
  %q7 = xor i32 %q6, %q2
  ret i32 %q7
}

define private i32 @f4(ptr %p0, ptr %p1, ptr %p2, i32 %x3) {
entry:
  %w1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 16
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 1549997633
  %w6 = xor i32 %w5, %x3
  %w7 = getelementptr inbounds [16 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = or i32 %x3, %x3
  %w10 = xor i32 %w9, 1341018653
  ret i32 %w10
}

define internal i32 @f5(ptr %p0, ptr %p1) {
entry:
  %z1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 16
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, 1231272625
  %z6 = xor i32 %z5, 47
  %z7 = getelementptr inbounds [16 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = and i32 286967081, 15
  %z10 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z9
  %z11 = load i32, ptr addrspace(5) %z10, align 4
  %z12 = and i32 %z11, 15
  %z13 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z12
  store i32 %z11, ptr addrspace(5) %z13, align 4
  %z14 = and i32 %z11, 15
  %z15 = getelementptr inbounds i32, ptr %p1, i32 %z14
  %z16 = load i32, ptr %z15, align 4
  %z17 = and i32 %z11, 15
  %z18 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z17
  store i32 %z16, ptr addrspace(5) %z18, align 4
  %z19 = sitofp i32 32 to float
  %z20 = sitofp i32 %z16 to float
  %z21 = fsub float %z19, %z20
  %z22 = bitcast float %z21 to i32
  %z23 = sitofp i32 %z11 to float
  %z24 = sitofp i32 %z11 to float
  %z25 = fmul float %z23, %z24
  %z26 = bitcast float %z25 to i32
  %z28 = and i32 %z22, 31
  %z27 = ashr i32 %z22, %z28
  %z29 = xor i32 %z27, %z16
  ret i32 %z29
}

define i32 @f6(ptr %p0, ptr %p1, ptr %p2, i64 %sampler3) {
entry:
  %m1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 16
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 323973271
  %m6 = xor i32 %m5, 7
  %m7 = getelementptr inbounds [16 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m10 = and i32 47, 32767
  %m11 = or i32 %m10, 1
  %m9 = srem i32 -594343120, %m11
  %m12 = sub i32 %m9, %m9
  %m13 = and i32 %m9, 15
  %m14 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m13
  store i32 %m12, ptr addrspace(5) %m14, align 4
  %m15 = mul i32 1700989545, %m9
  %m16 = and i32 %m15, %m12
  %m17 = icmp sgt i32 %m12, 0
  %m18 = select i1 %m17, ptr @vt0.0, ptr @vt0.0
  %m19 = getelementptr inbounds ptr, ptr %m18, i64 0
  %m20 = load ptr, ptr %m19, align 8
  %icall.0 = call i32 %m20(i32 %m16)
  %m21 = sitofp i32 %m15 to float
  %m22 = sitofp i32 %m12 to float
  %m23 = fmul float %m21, %m22
  %m24 = bitcast float %m23 to i32
  %m25 = icmp sgt i32 %m15, 0
  %m26 = select i1 %m25, ptr @vt0.1, ptr @vt0.0
  %m27 = getelementptr inbounds ptr, ptr %m26, i64 0
  %m28 = load ptr, ptr %m27, align 8
  %icall.1 = call i32 %m28(i32 %m16)
  %m29 = add i32 %icall.0, %m16
  %m30 = xor i32 %m29, %icall.0
  ret i32 %m30
}

define private i32 @f7(i32 %x0, i32 %x1, [12 x i32] %agg2, ptr align 4 byval([13 x i32]) %bv3) {
entry:
  %h1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 16
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 97080005
  %h6 = xor i32 %h5, %x0
  %h7 = getelementptr inbounds [16 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = and i32 %x0, 15
  %h10 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h9
  store i32 %x0, ptr addrspace(5) %h10, align 4
  %h11 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %h12 = and i32 %h11, 15
  %h13 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h12
  store i32 %h11, ptr addrspace(5) %h13, align 4
  %h14 = icmp sgt i32 %x1, 0
  %h15 = select i1 %h14, ptr @vt0.1, ptr @vt0.0
  %h16 = getelementptr inbounds ptr, ptr %h15, i64 1
  %h17 = load ptr, ptr %h16, align 8
  %icall.2 = call i32 %h17(i32 %h11)
  %h18 = xor i32 %icall.2, %icall.2
  ret i32 %h18
}

define i32 @f8(i32 %x0, i32 %x1) {
entry:
  %v1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %v2 = phi i32 [ 0, %entry ], [ %v3, %lfill2 ]
  %v4 = icmp ult i32 %v2, 16
  br i1 %v4, label %lfill2, label %ldone3

lfill2:
  %v5 = mul i32 %v2, -1893902863
  %v6 = xor i32 %v5, %x0
  %v7 = getelementptr inbounds [16 x i32], ptr %v1, i32 0, i32 %v2
  store i32 %v6, ptr %v7, align 4
  %v3 = add nuw nsw i32 %v2, 1
  br label %linit1

ldone3:
  %v8 = addrspacecast ptr %v1 to ptr addrspace(5)
  %v9 = and i32 %x1, 15
  %v10 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v9
  %v11 = load i32, ptr addrspace(5) %v10, align 4
  %v12 = add i32 %x1, %x1
  %v13 = icmp sgt i32 %x0, 0
  %v14 = select i1 %v13, ptr @vt0.1, ptr @vt0.0
  %v15 = getelementptr inbounds ptr, ptr %v14, i64 1
  %v16 = load ptr, ptr %v15, align 8
  %icall.3 = call i32 %v16(i32 %v11)
  %v17 = icmp sgt i32 %v11, 0
  %v18 = select i1 %v17, ptr @vt0.1, ptr @vt0.0
  %v19 = getelementptr inbounds ptr, ptr %v18, i64 0
  %v20 = load ptr, ptr %v19, align 8
  %icall.4 = call i32 %v20(i32 %icall.3)
  %v21 = and i32 %v12, 15
  %v22 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v21
  store i32 -1970556327, ptr addrspace(5) %v22, align 4
  %v23 = and i32 %v12, 15
  %v24 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v23
  store i32 %v12, ptr addrspace(5) %v24, align 4
  %v26 = and i32 %v11, 31
  %v25 = shl i32 %icall.4, %v26
  %v27 = add i32 %v11, %v12
  %v28 = and i32 %v25, 15
  %v29 = getelementptr inbounds i32, ptr addrspace(5) %v8, i32 %v28
  %v30 = load i32, ptr addrspace(5) %v29, align 4
  %v31 = xor i32 %v30, %v27
  ret i32 %v31
}

define internal i32 @f9(i32 %x0) {
entry:
  %a1 = xor i32 %x0, %x0
  %a2 = sitofp i32 %a1 to double
  %a3 = sitofp i32 %x0 to double
  %a4 = fsub double %a2, %a3
  %a6 = bitcast double %a4 to i64
  %a7 = lshr i64 %a6, 29
  %a5 = trunc i64 %a7 to i32
  %a8 = icmp sgt i32 %x0, 0
  %a9 = select i1 %a8, ptr @vt1.2, ptr @vt1.0
  %a10 = getelementptr inbounds ptr, ptr %a9, i64 0
  %a11 = load ptr, ptr %a10, align 8
  %icall.5 = call i32 %a11(i32 %a1)
  %a12 = xor i32 %icall.5, %a5
  ret i32 %a12
}

define private i32 @rec10(i32 %x0, i32 %x1, i32 %depth, [2 x i32] %agg3) {
entry:
  %t1 = icmp eq i32 %depth, 0
  br i1 %t1, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %t2 = sub i32 %depth, 1
  %t3 = call i32 @rec10(i32 %depth, i32 %x0, i32 %t2, [2 x i32] %agg3)
  %t4 = xor i32 %t3, 1185545644
  br label %rjoin3

rjoin3:
  %t5 = phi i32 [ -1266542872, %base1 ], [ %t4, %recurse2 ]
  ret i32 %t5
}

define private i32 @f11(ptr %p0, ptr %p1, i64 %wroimage2, ptr align 4 byval([31 x i32]) %bv3) {
entry:
  %q1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 16
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 965384441
  %q6 = xor i32 %q5, 22
  %q7 = getelementptr inbounds [16 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = or i32 45, 6
  %q10 = and i32 %q9, 15
  %q11 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q10
  store i32 %q9, ptr addrspace(5) %q11, align 4
  %q12 = icmp sgt i32 %q9, 0
  %q13 = select i1 %q12, ptr @vt1.2, ptr @vt1.1
  %q14 = getelementptr inbounds ptr, ptr %q13, i64 0
  %q15 = load ptr, ptr %q14, align 8
  %icall.6 = call i32 %q15(i32 %q9)
  %q16 = sitofp i32 %icall.6 to double
  %q17 = sitofp i32 %icall.6 to double
  %q18 = fmul double %q16, %q17
  %q20 = bitcast double %q18 to i64
  %q21 = lshr i64 %q20, 29
  %q19 = trunc i64 %q21 to i32
  %q22 = icmp sgt i32 %q9, 0
  %q23 = select i1 %q22, ptr @vt1.2, ptr @vt1.0
  %q24 = getelementptr inbounds ptr, ptr %q23, i64 0
  %q25 = load ptr, ptr %q24, align 8
  %icall.7 = call i32 %q25(i32 %q9)
  %q26 = call i32 @f8(i32 %q19, i32 %icall.6)
  %q27 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q28 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q29 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q30 = call i32 @f4(ptr %q27, ptr %q28, ptr %q29, i32 %icall.6)
  %q31 = icmp sgt i32 %q26, 0
  %q32 = select i1 %q31, ptr @vt0.1, ptr @vt0.1
  %q33 = getelementptr inbounds ptr, ptr %q32, i64 0
  %q34 = load ptr, ptr %q33, align 8
  %icall.8 = call i32 %q34(i32 %q9)
  %q35 = add i32 -1411224109, %q26
  %q36 = xor i32 %q35, %q26
  ret i32 %q36
}

define private i32 @f12(ptr %p0, ptr %p1, ptr %p2, [5 x i32] %agg3, ptr align 4 byval([110 x i32]) %bv4) #0 {
entry:
  %w1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 16
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 1281441183
  %w6 = xor i32 %w5, -1172110098
  %w7 = getelementptr inbounds [16 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = and i32 34, 15
  %w10 = getelementptr inbounds i32, ptr %p1, i32 %w9
  %w11 = load i32, ptr %w10, align 4
  %w12 = xor i32 %w11, 45
  ret i32 %w12
}

define internal i32 @rec13(i32 %x0, i64 %sampler1, i32 %depth) {
entry:
  %z1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 16
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -2130584949
  %z6 = xor i32 %z5, %x0
  %z7 = getelementptr inbounds [16 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z10 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z11 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z12 = zext i32 %depth to i64
  %z13 = call i32 @f6(ptr %z9, ptr %z10, ptr %z11, i64 %z12)
  %z14 = icmp eq i32 %depth, 0
  br i1 %z14, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %z15 = sub i32 %depth, 1
  %z16 = call i32 @rec13(i32 %depth, i64 %sampler1, i32 %z15)
  %z17 = xor i32 %z16, %z13
  br label %rjoin6

rjoin6:
  %z18 = phi i32 [ %z13, %base4 ], [ %z17, %recurse5 ]
  ret i32 %z18
}

define internal i32 @f14() #0 {
entry:
  %m1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 16
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 1369174953
  %m6 = xor i32 %m5, 50
  %m7 = getelementptr inbounds [16 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = and i32 13, 15
  %m10 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m9
  %m11 = load i32, ptr addrspace(5) %m10, align 4
  %m12 = and i32 %m11, 15
  %m13 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m12
  %m14 = load i32, ptr addrspace(5) %m13, align 4
  %m15 = add i32 %m11, %m11
  %m16 = and i32 %m15, 15
  %m17 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m16
  store i32 %m14, ptr addrspace(5) %m17, align 4
  %m18 = call i32 @f8(i32 37, i32 -840347627)
  %m19 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m20 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m21 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m22 = call i32 @f4(ptr %m19, ptr %m20, ptr %m21, i32 %m14)
  %m23 = xor i32 %m22, %m11
  ret i32 %m23
}

define internal i32 @mra15(i32 %x0, i32 %depth, i64 %sampler2, [6 x i32] %agg3) #0 {
entry:
  %h2 = and i32 %x0, 31
  %h1 = lshr i32 46, %h2
  %h4 = and i32 %x0, 32767
  %h5 = or i32 %h4, 1
  %h3 = srem i32 %h1, %h5
  %h6 = icmp sgt i32 %depth, 0
  %h7 = select i1 %h6, ptr @vt1.2, ptr @vt1.1
  %h8 = getelementptr inbounds ptr, ptr %h7, i64 1
  %h9 = load ptr, ptr %h8, align 8
  %icall.9 = call i32 %h9(i32 %h1)
  %h10 = icmp eq i32 %depth, 0
  br i1 %h10, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %h11 = sub i32 %depth, 1
  %h12 = call i32 @mrb15(i32 -1429556051, i32 %h11, i64 %sampler2, [6 x i32] %agg3)
  %h13 = xor i32 %h12, %depth
  br label %rjoin3

rjoin3:
  %h14 = phi i32 [ %icall.9, %base1 ], [ %h13, %recurse2 ]
  ret i32 %h14
}

define i32 @mrb15(i32 %x0, i32 %depth, i64 %sampler2, [6 x i32] %agg3) {
entry:
  %v7 = alloca [13 x i32], align 4
  %v2 = icmp slt i32 %depth, %depth
  %v1 = select i1 %v2, i32 %depth, i32 %depth
  %v3 = insertvalue [12 x i32] zeroinitializer, i32 %depth, 9
  %v4 = insertvalue [12 x i32] %v3, i32 %x0, 5
  %v5 = insertvalue [13 x i32] zeroinitializer, i32 %v1, 3
  %v6 = insertvalue [13 x i32] %v5, i32 %x0, 12
  store [13 x i32] %v6, ptr %v7, align 4
  %v8 = call i32 @f7(i32 %v1, i32 %v1, [12 x i32] %v4, ptr align 4 byval([13 x i32]) %v7)
  %v9 = icmp eq i32 %depth, 0
  br i1 %v9, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %v10 = sub i32 %depth, 1
  %v11 = call i32 @mra15(i32 %v8, i32 %v10, i64 %sampler2, [6 x i32] %agg3)
  %v12 = xor i32 %v11, %v8
  br label %rjoin3

rjoin3:
  %v13 = phi i32 [ %x0, %base1 ], [ %v12, %recurse2 ]
  ret i32 %v13
}

define i32 @f17(ptr %p0, [9 x i32] %agg1) #0 {
entry:
  %a1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 16
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -1008089319
  %a6 = xor i32 %a5, 16
  %a7 = getelementptr inbounds [16 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = and i32 13, 15
  %a10 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %a9
  %a11 = load i32, ptr addrspace(5) %a10, align 4
  %a12 = call i32 @f8(i32 %a11, i32 %a11)
  %a14 = or i32 -1578259551, 1
  %a13 = udiv i32 %a11, %a14
  %a15 = xor i32 %a13, %a13
  ret i32 %a15
}

define internal i32 @mra18(ptr %p0, i32 %x1, i32 %depth, ptr align 4 byval([15 x i32]) %bv3) {
entry:
  %t1 = icmp sgt i32 %depth, 0
  %t2 = select i1 %t1, ptr @vt1.1, ptr @vt1.0
  %t3 = getelementptr inbounds ptr, ptr %t2, i64 0
  %t4 = load ptr, ptr %t3, align 8
  %icall.10 = call i32 %t4(i32 %x1)
  %t5 = and i32 %icall.10, 15
  %t6 = getelementptr inbounds i32, ptr %p0, i32 %t5
  store i32 122853648, ptr %t6, align 4
  %t8 = and i32 334514325, 32767
  %t9 = or i32 %t8, 1
  %t7 = srem i32 -1292224998, %t9
  %t10 = icmp sgt i32 %depth, 0
  %t11 = select i1 %t10, ptr @vt1.2, ptr @vt1.0
  %t12 = getelementptr inbounds ptr, ptr %t11, i64 1
  %t13 = load ptr, ptr %t12, align 8
  %icall.11 = call i32 %t13(i32 -185797761)
  %t14 = icmp eq i32 %depth, 0
  br i1 %t14, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %t15 = sub i32 %depth, 1
  %t16 = call i32 @mrb18(ptr %p0, i32 %depth, i32 %t15, ptr align 4 byval([15 x i32]) %bv3)
  %t17 = xor i32 %t16, %depth
  br label %rjoin3

rjoin3:
  %t18 = phi i32 [ %depth, %base1 ], [ %t17, %recurse2 ]
  ret i32 %t18
}

define private i32 @mrb18(ptr %p0, i32 %x1, i32 %depth, ptr align 4 byval([15 x i32]) %bv3) {
entry:
  %q1 = alloca [16 x i32], align 4
  %q13 = alloca [31 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 16
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 1170427235
  %q6 = xor i32 %q5, %depth
  %q7 = getelementptr inbounds [16 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q10 = zext i32 %depth to i64
  %q11 = insertvalue [31 x i32] zeroinitializer, i32 %depth, 17
  %q12 = insertvalue [31 x i32] %q11, i32 %x1, 24
  store [31 x i32] %q12, ptr %q13, align 4
  %q14 = call i32 @f11(ptr %q9, ptr %p0, i64 %q10, ptr align 4 byval([31 x i32]) %q13)
  %q15 = and i32 %depth, 15
  %q16 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q15
  store i32 %q14, ptr addrspace(5) %q16, align 4
  %q17 = sitofp i32 %x1 to float
  %q18 = sitofp i32 %x1 to float
  %q19 = fadd float %q17, %q18
  %q20 = bitcast float %q19 to i32
  %q21 = icmp eq i32 %depth, 0
  br i1 %q21, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %q22 = sub i32 %depth, 1
  %q23 = call i32 @mra18(ptr %p0, i32 %x1, i32 %q22, ptr align 4 byval([15 x i32]) %bv3)
  %q24 = xor i32 %q23, %q14
  br label %rjoin6

rjoin6:
  %q25 = phi i32 [ %q20, %base4 ], [ %q24, %recurse5 ]
  ret i32 %q25
}

define private i32 @f20(ptr %p0, ptr align 4 byval([25 x i32]) %bv1) {
entry:
  %w1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 16
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, -1615718723
  %w6 = xor i32 %w5, -8
  %w7 = getelementptr inbounds [16 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = and i32 8, 15
  %w10 = getelementptr inbounds i32, ptr %p0, i32 %w9
  %w11 = load i32, ptr %w10, align 4
  %w12 = icmp sgt i32 %w11, 0
  %w13 = select i1 %w12, ptr @vt1.1, ptr @vt1.1
  %w14 = getelementptr inbounds ptr, ptr %w13, i64 1
  %w15 = load ptr, ptr %w14, align 8
  %icall.12 = call i32 %w15(i32 %w11)
  %w16 = call i32 @f9(i32 24)
  %w18 = or i32 %w11, 1
  %w17 = urem i32 %w16, %w18
  %w19 = and i32 %w11, 15
  %w20 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w19
  %w21 = load i32, ptr addrspace(5) %w20, align 4
  %w22 = and i32 %w21, 15
  %w23 = getelementptr inbounds i32, ptr %p0, i32 %w22
  %w24 = load i32, ptr %w23, align 4
  %w25 = call i32 @f5(ptr %p0, ptr %p0)
  %w26 = call i32 @f14()
  %w27 = addrspacecast ptr addrspace(5) %w8 to ptr
  %w28 = insertvalue [9 x i32] zeroinitializer, i32 49, 1
  %w29 = call i32 @f17(ptr %w27, [9 x i32] %w28)
  %w30 = xor i32 %w29, %w25
  ret i32 %w30
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %z1 = and i32 %tid, 15
  %z2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z1
  %z3 = load i32, ptr addrspace(1) %z2, align 4
  %z4 = and i32 %z3, 15
  %z5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z4
  store i32 %n, ptr addrspace(1) %z5, align 4
  %z6 = xor i32 %x0, %z3
  %z7 = xor i32 %z6, %tid
  %z8 = xor i32 %z7, %x0
  %z9 = xor i32 %z8, %n
  store i32 %z9, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m1 = alloca [16 x i32], align 4
  %m21 = alloca [31 x i32], align 4
  %m30 = alloca [25 x i32], align 4
  %m44 = alloca [110 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 16
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, -729335993
  %m6 = xor i32 %m5, %x0
  %m7 = getelementptr inbounds [16 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = and i32 %tid, 15
  %m10 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m9
  store i32 %n, ptr addrspace(5) %m10, align 4
  %m11 = icmp sgt i32 %x0, 0
  %m12 = select i1 %m11, ptr @vt0.1, ptr @vt0.1
  %m13 = getelementptr inbounds ptr, ptr %m12, i64 1
  %m14 = load ptr, ptr %m13, align 8
  %icall.13 = call i32 %m14(i32 %n)
  %m15 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m16 = addrspacecast ptr addrspace(1) %slot to ptr
  %m17 = zext i32 %n to i64
  %m18 = insertvalue [31 x i32] zeroinitializer, i32 %n, 30
  %m19 = insertvalue [31 x i32] %m18, i32 %icall.13, 22
  %m20 = insertvalue [31 x i32] %m19, i32 -7, 4
  store [31 x i32] %m20, ptr %m21, align 4
  %m22 = call i32 @f11(ptr %m15, ptr %m16, i64 %m17, ptr align 4 byval([31 x i32]) %m21)
  %m23 = icmp sgt i32 %m22, 0
  %m24 = select i1 %m23, ptr @vt1.2, ptr @vt1.1
  %m25 = getelementptr inbounds ptr, ptr %m24, i64 0
  %m26 = load ptr, ptr %m25, align 8
  %icall.14 = call i32 %m26(i32 20)
  %m27 = addrspacecast ptr addrspace(1) %islot to ptr
  %m28 = insertvalue [25 x i32] zeroinitializer, i32 %tid, 2
  %m29 = insertvalue [25 x i32] %m28, i32 %m22, 15
  store [25 x i32] %m29, ptr %m30, align 4
  %m31 = call i32 @f20(ptr %m27, ptr align 4 byval([25 x i32]) %m30)
  %m32 = and i32 %m22, 15
  %m33 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m32
  %m34 = load i32, ptr addrspace(1) %m33, align 4
  %m35 = and i32 %m31, 15
  %m36 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m35
  %m37 = load i32, ptr addrspace(5) %m36, align 4
  %m38 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m39 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m40 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m41 = insertvalue [5 x i32] zeroinitializer, i32 %m37, 3
  %m42 = insertvalue [5 x i32] %m41, i32 %m34, 1
  %m43 = insertvalue [110 x i32] zeroinitializer, i32 -128623171, 85
  store [110 x i32] %m43, ptr %m44, align 4
  %m45 = call i32 @f12(ptr %m38, ptr %m39, ptr %m40, [5 x i32] %m42, ptr align 4 byval([110 x i32]) %m44)
  %m46 = xor i32 %x0, %m45
  %m47 = xor i32 %m46, %m37
  %m48 = xor i32 %m47, %m34
  %m49 = xor i32 %m48, %m31
  store i32 %m49, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.umin.i32(i32, i32) #1

attributes #0 = { "nooutline" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}

!0 = !{ptr @f6, !"sampler", i32 3}
!1 = !{ptr @f11, !"wroimage", i32 2}
!2 = !{ptr @rec13, !"sampler", i32 1}
!3 = !{ptr @mra15, !"sampler", i32 2}
!4 = !{ptr @mrb15, !"sampler", i32 2}
