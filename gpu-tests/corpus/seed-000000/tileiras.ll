; launch: @k0 grid=2 block=22 (out=i32[704] zero, in=i32[704] random 1098661615, i32 -1012327989)
; launch: @k1 grid=3 block=37 (out=i32[1776] zero, in=i32[1776] random 2692753656, i32 1387067208)
; seam-gpu case seed-000000 variant tileiras
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

define private i32 @f4(ptr addrspace(5) %p0, ptr addrspace(5) %p1, ptr addrspace(5) %p2, i32 %x3) #0 {
entry:
  %0 = addrspacecast ptr addrspace(5) %p0 to ptr
  %1 = addrspacecast ptr addrspace(5) %p1 to ptr
  %2 = addrspacecast ptr addrspace(5) %p2 to ptr
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

define i32 @f6(ptr %p0, ptr %p1, ptr %p2, i64 %sampler3) #1 {
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

define private i32 @f11(ptr %p0, ptr %p1, i64 %wroimage2, ptr align 4 byval([31 x i32]) %bv3) #1 {
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
  %q30 = call i32 @f4(ptr addrspace(5) %q8, ptr addrspace(5) %q8, ptr addrspace(5) %q8, i32 %icall.6)
  %q31 = icmp sgt i32 %q26, 0
  %q32 = select i1 %q31, ptr @vt0.1, ptr @vt0.1
  %q33 = getelementptr inbounds ptr, ptr %q32, i64 0
  %q34 = load ptr, ptr %q33, align 8
  %icall.8 = call i32 %q34(i32 %q9)
  %q35 = add i32 -1411224109, %q26
  %q36 = xor i32 %q35, %q26
  ret i32 %q36
}

define internal i32 @rec13(i32 %x0, i64 %sampler1, i32 %depth) #1 {
entry:
  %m1.i = alloca [16 x i32], align 4
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
  call void @llvm.lifetime.start.p0(i64 64, ptr %m1.i)
  %0 = addrspacecast ptr addrspace(5) %z8 to ptr
  %1 = addrspacecast ptr addrspace(5) %z8 to ptr
  %2 = addrspacecast ptr addrspace(5) %z8 to ptr
  br label %linit1.i

linit1.i:
  %m2.i = phi i32 [ 0, %ldone3 ], [ %m3.i, %lfill2.i ]
  %m4.i = icmp ult i32 %m2.i, 16
  br i1 %m4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %m5.i = mul i32 %m2.i, 323973271
  %m6.i = xor i32 %m5.i, 7
  %m7.i = getelementptr inbounds [16 x i32], ptr %m1.i, i32 0, i32 %m2.i
  store i32 %m6.i, ptr %m7.i, align 4
  %m3.i = add nuw nsw i32 %m2.i, 1
  br label %linit1.i

ldone3.i:
  %m8.i = addrspacecast ptr %m1.i to ptr addrspace(5)
  %m10.i = and i32 47, 32767
  %m11.i = or i32 %m10.i, 1
  %m9.i = srem i32 -594343120, %m11.i
  %m12.i = sub i32 %m9.i, %m9.i
  %m13.i = and i32 %m9.i, 15
  %m14.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m13.i
  store i32 %m12.i, ptr addrspace(5) %m14.i, align 4
  %m15.i = mul i32 1700989545, %m9.i
  %m16.i = and i32 %m15.i, %m12.i
  %m17.i = icmp sgt i32 %m12.i, 0
  %m18.i = select i1 %m17.i, ptr @vt0.0, ptr @vt0.0
  %m19.i = getelementptr inbounds ptr, ptr %m18.i, i64 0
  %m20.i = load ptr, ptr %m19.i, align 8
  %icall.0.i = call i32 %m20.i(i32 %m16.i)
  %m21.i = sitofp i32 %m15.i to float
  %m22.i = sitofp i32 %m12.i to float
  %m23.i = fmul float %m21.i, %m22.i
  %m24.i = bitcast float %m23.i to i32
  %m25.i = icmp sgt i32 %m15.i, 0
  %m26.i = select i1 %m25.i, ptr @vt0.1, ptr @vt0.0
  %m27.i = getelementptr inbounds ptr, ptr %m26.i, i64 0
  %m28.i = load ptr, ptr %m27.i, align 8
  %icall.1.i = call i32 %m28.i(i32 %m16.i)
  %m29.i = add i32 %icall.0.i, %m16.i
  %m30.i = xor i32 %m29.i, %icall.0.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %m1.i)
  %z14 = icmp eq i32 %depth, 0
  br i1 %z14, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %z15 = sub i32 %depth, 1
  %z16 = call i32 @rec13(i32 %depth, i64 %sampler1, i32 %z15)
  %z17 = xor i32 %z16, %m30.i
  br label %rjoin6

rjoin6:
  %z18 = phi i32 [ %m30.i, %base4 ], [ %z17, %recurse5 ]
  ret i32 %z18
}

define internal i32 @mra15(i32 %x0, i32 %depth, i64 %sampler2, [6 x i32] %agg3) #2 {
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

define i32 @mrb15(i32 %x0, i32 %depth, i64 %sampler2, [6 x i32] %agg3) #1 {
entry:
  %bv3.i = alloca [13 x i32], align 4
  %h1.i = alloca [16 x i32], align 4
  %v7 = alloca [13 x i32], align 4
  %v2 = icmp slt i32 %depth, %depth
  %v1 = select i1 %v2, i32 %depth, i32 %depth
  %v3 = insertvalue [12 x i32] zeroinitializer, i32 %depth, 9
  %v4 = insertvalue [12 x i32] %v3, i32 %x0, 5
  %v5 = insertvalue [13 x i32] zeroinitializer, i32 %v1, 3
  %v6 = insertvalue [13 x i32] %v5, i32 %x0, 12
  store [13 x i32] %v6, ptr %v7, align 4
  call void @llvm.lifetime.start.p0(i64 52, ptr %bv3.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i, ptr %v7, i64 52, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr %h1.i)
  br label %linit1.i

linit1.i:
  %h2.i = phi i32 [ 0, %entry ], [ %h3.i, %lfill2.i ]
  %h4.i = icmp ult i32 %h2.i, 16
  br i1 %h4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %h5.i = mul i32 %h2.i, 97080005
  %h6.i = xor i32 %h5.i, %v1
  %h7.i = getelementptr inbounds [16 x i32], ptr %h1.i, i32 0, i32 %h2.i
  store i32 %h6.i, ptr %h7.i, align 4
  %h3.i = add nuw nsw i32 %h2.i, 1
  br label %linit1.i

ldone3.i:
  %h8.i = addrspacecast ptr %h1.i to ptr addrspace(5)
  %h9.i = and i32 %v1, 15
  %h10.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h9.i
  store i32 %v1, ptr addrspace(5) %h10.i, align 4
  %h11.i = call i32 @llvm.abs.i32(i32 %v1, i1 false)
  %h12.i = and i32 %h11.i, 15
  %h13.i = getelementptr inbounds i32, ptr addrspace(5) %h8.i, i32 %h12.i
  store i32 %h11.i, ptr addrspace(5) %h13.i, align 4
  %h14.i = icmp sgt i32 %v1, 0
  %h15.i = select i1 %h14.i, ptr @vt0.1, ptr @vt0.0
  %h16.i = getelementptr inbounds ptr, ptr %h15.i, i64 1
  %h17.i = load ptr, ptr %h16.i, align 8
  %icall.2.i = call i32 %h17.i(i32 %h11.i)
  %h18.i = xor i32 %icall.2.i, %icall.2.i
  call void @llvm.lifetime.end.p0(i64 52, ptr %bv3.i)
  call void @llvm.lifetime.end.p0(i64 64, ptr %h1.i)
  %v9 = icmp eq i32 %depth, 0
  br i1 %v9, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %v10 = sub i32 %depth, 1
  %v11 = call i32 @mra15(i32 %h18.i, i32 %v10, i64 %sampler2, [6 x i32] %agg3)
  %v12 = xor i32 %v11, %h18.i
  br label %rjoin3

rjoin3:
  %v13 = phi i32 [ %x0, %base1 ], [ %v12, %recurse2 ]
  ret i32 %v13
}

define i32 @f17(ptr %p0, [9 x i32] %agg1) #3 {
entry:
  %v1.i = alloca [16 x i32], align 4
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
  call void @llvm.lifetime.start.p0(i64 64, ptr %v1.i)
  br label %linit1.i

linit1.i:
  %v2.i = phi i32 [ 0, %ldone3 ], [ %v3.i, %lfill2.i ]
  %v4.i = icmp ult i32 %v2.i, 16
  br i1 %v4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %v5.i = mul i32 %v2.i, -1893902863
  %v6.i = xor i32 %v5.i, %a11
  %v7.i = getelementptr inbounds [16 x i32], ptr %v1.i, i32 0, i32 %v2.i
  store i32 %v6.i, ptr %v7.i, align 4
  %v3.i = add nuw nsw i32 %v2.i, 1
  br label %linit1.i

ldone3.i:
  %v8.i = addrspacecast ptr %v1.i to ptr addrspace(5)
  %v9.i = and i32 %a11, 15
  %v10.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v9.i
  %v11.i = load i32, ptr addrspace(5) %v10.i, align 4
  %v12.i = add i32 %a11, %a11
  %v13.i = icmp sgt i32 %a11, 0
  %v14.i = select i1 %v13.i, ptr @vt0.1, ptr @vt0.0
  %v15.i = getelementptr inbounds ptr, ptr %v14.i, i64 1
  %v16.i = load ptr, ptr %v15.i, align 8
  %icall.3.i = call i32 %v16.i(i32 %v11.i)
  %v17.i = icmp sgt i32 %v11.i, 0
  %v18.i = select i1 %v17.i, ptr @vt0.1, ptr @vt0.0
  %v19.i = getelementptr inbounds ptr, ptr %v18.i, i64 0
  %v20.i = load ptr, ptr %v19.i, align 8
  %icall.4.i = call i32 %v20.i(i32 %icall.3.i)
  %v21.i = and i32 %v12.i, 15
  %v22.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v21.i
  store i32 -1970556327, ptr addrspace(5) %v22.i, align 4
  %v23.i = and i32 %v12.i, 15
  %v24.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v23.i
  store i32 %v12.i, ptr addrspace(5) %v24.i, align 4
  %v26.i = and i32 %v11.i, 31
  %v25.i = shl i32 %icall.4.i, %v26.i
  %v27.i = add i32 %v11.i, %v12.i
  %v28.i = and i32 %v25.i, 15
  %v29.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v28.i
  %v30.i = load i32, ptr addrspace(5) %v29.i, align 4
  %v31.i = xor i32 %v30.i, %v27.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %v1.i)
  %a14 = or i32 -1578259551, 1
  %a13 = udiv i32 %a11, %a14
  %a15 = xor i32 %a13, %a13
  ret i32 %a15
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
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

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %v1.i = alloca [16 x i32], align 4
  %w1.i = alloca [16 x i32], align 4
  %bv1.i = alloca [25 x i32], align 4
  %z1.i.i = alloca [16 x i32], align 4
  %v1.i.i.i = alloca [16 x i32], align 4
  %w1.i.i.i = alloca [16 x i32], align 4
  %m1.i.i = alloca [16 x i32], align 4
  %v1.i.i.1.i = alloca [16 x i32], align 4
  %a1.i.1.i = alloca [16 x i32], align 4
  %w1.i.1 = alloca [16 x i32], align 4
  %bv4.i = alloca [110 x i32], align 4
  %w1.i.2 = alloca [16 x i32], align 4
  %bv3.i = alloca [31 x i32], align 4
  %q1.i = alloca [16 x i32], align 4
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
  call void @llvm.lifetime.start.p0(i64 124, ptr %bv3.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv3.i, ptr %m21, i64 124, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr %q1.i)
  %0 = addrspacecast ptr addrspace(5) %m8 to ptr
  %1 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i

linit1.i:
  %q2.i = phi i32 [ 0, %ldone3 ], [ %q3.i, %lfill2.i ]
  %q4.i = icmp ult i32 %q2.i, 16
  br i1 %q4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %q5.i = mul i32 %q2.i, 965384441
  %q6.i = xor i32 %q5.i, 22
  %q7.i = getelementptr inbounds [16 x i32], ptr %q1.i, i32 0, i32 %q2.i
  store i32 %q6.i, ptr %q7.i, align 4
  %q3.i = add nuw nsw i32 %q2.i, 1
  br label %linit1.i

ldone3.i:
  %q8.i = addrspacecast ptr %q1.i to ptr addrspace(5)
  %q9.i = or i32 45, 6
  %q10.i = and i32 %q9.i, 15
  %q11.i = getelementptr inbounds i32, ptr addrspace(5) %q8.i, i32 %q10.i
  store i32 %q9.i, ptr addrspace(5) %q11.i, align 4
  %q12.i = icmp sgt i32 %q9.i, 0
  %q13.i = select i1 %q12.i, ptr @vt1.2, ptr @vt1.1
  %q14.i = getelementptr inbounds ptr, ptr %q13.i, i64 0
  %q15.i = load ptr, ptr %q14.i, align 8
  %icall.6.i = call i32 %q15.i(i32 %q9.i)
  %q16.i = sitofp i32 %icall.6.i to double
  %q17.i = sitofp i32 %icall.6.i to double
  %q18.i = fmul double %q16.i, %q17.i
  %q20.i = bitcast double %q18.i to i64
  %q21.i = lshr i64 %q20.i, 29
  %q19.i = trunc i64 %q21.i to i32
  %q22.i = icmp sgt i32 %q9.i, 0
  %q23.i = select i1 %q22.i, ptr @vt1.2, ptr @vt1.0
  %q24.i = getelementptr inbounds ptr, ptr %q23.i, i64 0
  %q25.i = load ptr, ptr %q24.i, align 8
  %icall.7.i = call i32 %q25.i(i32 %q9.i)
  call void @llvm.lifetime.start.p0(i64 64, ptr %v1.i)
  br label %linit1.i.1

linit1.i.1:
  %v2.i = phi i32 [ 0, %ldone3.i ], [ %v3.i, %lfill2.i.1 ]
  %v4.i = icmp ult i32 %v2.i, 16
  br i1 %v4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %v5.i = mul i32 %v2.i, -1893902863
  %v6.i = xor i32 %v5.i, %q19.i
  %v7.i = getelementptr inbounds [16 x i32], ptr %v1.i, i32 0, i32 %v2.i
  store i32 %v6.i, ptr %v7.i, align 4
  %v3.i = add nuw nsw i32 %v2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %v8.i = addrspacecast ptr %v1.i to ptr addrspace(5)
  %v9.i = and i32 %icall.6.i, 15
  %v10.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v9.i
  %v11.i = load i32, ptr addrspace(5) %v10.i, align 4
  %v12.i = add i32 %icall.6.i, %icall.6.i
  %v13.i = icmp sgt i32 %q19.i, 0
  %v14.i = select i1 %v13.i, ptr @vt0.1, ptr @vt0.0
  %v15.i = getelementptr inbounds ptr, ptr %v14.i, i64 1
  %v16.i = load ptr, ptr %v15.i, align 8
  %icall.3.i = call i32 %v16.i(i32 %v11.i)
  %v17.i = icmp sgt i32 %v11.i, 0
  %v18.i = select i1 %v17.i, ptr @vt0.1, ptr @vt0.0
  %v19.i = getelementptr inbounds ptr, ptr %v18.i, i64 0
  %v20.i = load ptr, ptr %v19.i, align 8
  %icall.4.i = call i32 %v20.i(i32 %icall.3.i)
  %v21.i = and i32 %v12.i, 15
  %v22.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v21.i
  store i32 -1970556327, ptr addrspace(5) %v22.i, align 4
  %v23.i = and i32 %v12.i, 15
  %v24.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v23.i
  store i32 %v12.i, ptr addrspace(5) %v24.i, align 4
  %v26.i = and i32 %v11.i, 31
  %v25.i = shl i32 %icall.4.i, %v26.i
  %v27.i = add i32 %v11.i, %v12.i
  %v28.i = and i32 %v25.i, 15
  %v29.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i, i32 %v28.i
  %v30.i = load i32, ptr addrspace(5) %v29.i, align 4
  %v31.i = xor i32 %v30.i, %v27.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %v1.i)
  %q27.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q28.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  %q29.i = addrspacecast ptr addrspace(5) %q8.i to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %w1.i)
  %2 = addrspacecast ptr addrspace(5) %q8.i to ptr
  %3 = addrspacecast ptr addrspace(5) %q8.i to ptr
  %4 = addrspacecast ptr addrspace(5) %q8.i to ptr
  br label %linit1.i.2

linit1.i.2:
  %w2.i = phi i32 [ 0, %ldone3.i.1 ], [ %w3.i, %lfill2.i.2 ]
  %w4.i = icmp ult i32 %w2.i, 16
  br i1 %w4.i, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %w5.i = mul i32 %w2.i, 1549997633
  %w6.i = xor i32 %w5.i, %icall.6.i
  %w7.i = getelementptr inbounds [16 x i32], ptr %w1.i, i32 0, i32 %w2.i
  store i32 %w6.i, ptr %w7.i, align 4
  %w3.i = add nuw nsw i32 %w2.i, 1
  br label %linit1.i.2

ldone3.i.2:
  %w8.i = addrspacecast ptr %w1.i to ptr addrspace(5)
  %w9.i = or i32 %icall.6.i, %icall.6.i
  %w10.i = xor i32 %w9.i, 1341018653
  call void @llvm.lifetime.end.p0(i64 64, ptr %w1.i)
  %q31.i = icmp sgt i32 %v31.i, 0
  %q32.i = select i1 %q31.i, ptr @vt0.1, ptr @vt0.1
  %q33.i = getelementptr inbounds ptr, ptr %q32.i, i64 0
  %q34.i = load ptr, ptr %q33.i, align 8
  %icall.8.i = call i32 %q34.i(i32 %q9.i)
  %q35.i = add i32 -1411224109, %v31.i
  %q36.i = xor i32 %q35.i, %v31.i
  call void @llvm.lifetime.end.p0(i64 124, ptr %bv3.i)
  call void @llvm.lifetime.end.p0(i64 64, ptr %q1.i)
  %m23 = icmp sgt i32 %q36.i, 0
  %m24 = select i1 %m23, ptr @vt1.2, ptr @vt1.1
  %m25 = getelementptr inbounds ptr, ptr %m24, i64 0
  %m26 = load ptr, ptr %m25, align 8
  %icall.14 = call i32 %m26(i32 20)
  %m27 = addrspacecast ptr addrspace(1) %islot to ptr
  %m28 = insertvalue [25 x i32] zeroinitializer, i32 %tid, 2
  %m29 = insertvalue [25 x i32] %m28, i32 %q36.i, 15
  store [25 x i32] %m29, ptr %m30, align 4
  call void @llvm.lifetime.start.p0(i64 100, ptr %bv1.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv1.i, ptr %m30, i64 100, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr %w1.i.1)
  br label %linit1.i.3

linit1.i.3:
  %w2.i.1 = phi i32 [ 0, %ldone3.i.2 ], [ %w3.i.1, %lfill2.i.3 ]
  %w4.i.1 = icmp ult i32 %w2.i.1, 16
  br i1 %w4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %w5.i.1 = mul i32 %w2.i.1, -1615718723
  %w6.i.1 = xor i32 %w5.i.1, -8
  %w7.i.1 = getelementptr inbounds [16 x i32], ptr %w1.i.1, i32 0, i32 %w2.i.1
  store i32 %w6.i.1, ptr %w7.i.1, align 4
  %w3.i.1 = add nuw nsw i32 %w2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %w8.i.1 = addrspacecast ptr %w1.i.1 to ptr addrspace(5)
  %w9.i.1 = and i32 8, 15
  %w10.i.1 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w9.i.1
  %w11.i = load i32, ptr addrspace(1) %w10.i.1, align 4
  %w12.i = icmp sgt i32 %w11.i, 0
  %w13.i = select i1 %w12.i, ptr @vt1.1, ptr @vt1.1
  %w14.i = getelementptr inbounds ptr, ptr %w13.i, i64 1
  %w15.i = load ptr, ptr %w14.i, align 8
  %icall.12.i = call i32 %w15.i(i32 %w11.i)
  %a1.i.i = xor i32 24, 24
  %a2.i.i = sitofp i32 %a1.i.i to double
  %a3.i.i = sitofp i32 24 to double
  %a4.i.i = fsub double %a2.i.i, %a3.i.i
  %a6.i.i = bitcast double %a4.i.i to i64
  %a7.i.i = lshr i64 %a6.i.i, 29
  %a5.i.i = trunc i64 %a7.i.i to i32
  %a8.i.i = icmp sgt i32 24, 0
  %a9.i.i = select i1 %a8.i.i, ptr @vt1.2, ptr @vt1.0
  %a10.i.i = getelementptr inbounds ptr, ptr %a9.i.i, i64 0
  %a11.i.i = load ptr, ptr %a10.i.i, align 8
  %icall.5.i.i = call i32 %a11.i.i(i32 %a1.i.i)
  %a12.i.i = xor i32 %icall.5.i.i, %a5.i.i
  %w18.i = or i32 %w11.i, 1
  %w17.i = urem i32 %a12.i.i, %w18.i
  %w19.i = and i32 %w11.i, 15
  %w20.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.1, i32 %w19.i
  %w21.i = load i32, ptr addrspace(5) %w20.i, align 4
  %w22.i = and i32 %w21.i, 15
  %w23.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %w22.i
  %w24.i = load i32, ptr addrspace(1) %w23.i, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr %z1.i.i)
  %5 = addrspacecast ptr addrspace(1) %islot to ptr
  br label %linit1.i.i

linit1.i.i:
  %z2.i.i = phi i32 [ 0, %ldone3.i.3 ], [ %z3.i.i, %lfill2.i.i ]
  %z4.i.i = icmp ult i32 %z2.i.i, 16
  br i1 %z4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %z5.i.i = mul i32 %z2.i.i, 1231272625
  %z6.i.i = xor i32 %z5.i.i, 47
  %z7.i.i = getelementptr inbounds [16 x i32], ptr %z1.i.i, i32 0, i32 %z2.i.i
  store i32 %z6.i.i, ptr %z7.i.i, align 4
  %z3.i.i = add nuw nsw i32 %z2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %z8.i.i = addrspacecast ptr %z1.i.i to ptr addrspace(5)
  %z9.i.i = and i32 286967081, 15
  %z10.i.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i.i, i32 %z9.i.i
  %z11.i.i = load i32, ptr addrspace(5) %z10.i.i, align 4
  %z12.i.i = and i32 %z11.i.i, 15
  %z13.i.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i.i, i32 %z12.i.i
  store i32 %z11.i.i, ptr addrspace(5) %z13.i.i, align 4
  %z14.i.i = and i32 %z11.i.i, 15
  %z15.i.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z14.i.i
  %z16.i.i = load i32, ptr addrspace(1) %z15.i.i, align 4
  %z17.i.i = and i32 %z11.i.i, 15
  %z18.i.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i.i, i32 %z17.i.i
  store i32 %z16.i.i, ptr addrspace(5) %z18.i.i, align 4
  %z19.i.i = sitofp i32 32 to float
  %z20.i.i = sitofp i32 %z16.i.i to float
  %z21.i.i = fsub float %z19.i.i, %z20.i.i
  %z22.i.i = bitcast float %z21.i.i to i32
  %z23.i.i = sitofp i32 %z11.i.i to float
  %z24.i.i = sitofp i32 %z11.i.i to float
  %z25.i.i = fmul float %z23.i.i, %z24.i.i
  %z26.i.i = bitcast float %z25.i.i to i32
  %z28.i.i = and i32 %z22.i.i, 31
  %z27.i.i = ashr i32 %z22.i.i, %z28.i.i
  %z29.i.i = xor i32 %z27.i.i, %z16.i.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %z1.i.i)
  call void @llvm.lifetime.start.p0(i64 64, ptr %m1.i.i)
  br label %linit1.i.1.i

linit1.i.1.i:
  %m2.i.i = phi i32 [ 0, %ldone3.i.i ], [ %m3.i.i, %lfill2.i.1.i ]
  %m4.i.i = icmp ult i32 %m2.i.i, 16
  br i1 %m4.i.i, label %lfill2.i.1.i, label %ldone3.i.1.i

lfill2.i.1.i:
  %m5.i.i = mul i32 %m2.i.i, 1369174953
  %m6.i.i = xor i32 %m5.i.i, 50
  %m7.i.i = getelementptr inbounds [16 x i32], ptr %m1.i.i, i32 0, i32 %m2.i.i
  store i32 %m6.i.i, ptr %m7.i.i, align 4
  %m3.i.i = add nuw nsw i32 %m2.i.i, 1
  br label %linit1.i.1.i

ldone3.i.1.i:
  %m8.i.i = addrspacecast ptr %m1.i.i to ptr addrspace(5)
  %m9.i.i = and i32 13, 15
  %m10.i.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i.i, i32 %m9.i.i
  %m11.i.i = load i32, ptr addrspace(5) %m10.i.i, align 4
  %m12.i.i = and i32 %m11.i.i, 15
  %m13.i.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i.i, i32 %m12.i.i
  %m14.i.i = load i32, ptr addrspace(5) %m13.i.i, align 4
  %m15.i.i = add i32 %m11.i.i, %m11.i.i
  %m16.i.i = and i32 %m15.i.i, 15
  %m17.i.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i.i, i32 %m16.i.i
  store i32 %m14.i.i, ptr addrspace(5) %m17.i.i, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr %v1.i.i.i)
  br label %linit1.i.i.i

linit1.i.i.i:
  %v2.i.i.i = phi i32 [ 0, %ldone3.i.1.i ], [ %v3.i.i.i, %lfill2.i.i.i ]
  %v4.i.i.i = icmp ult i32 %v2.i.i.i, 16
  br i1 %v4.i.i.i, label %lfill2.i.i.i, label %ldone3.i.i.i

lfill2.i.i.i:
  %v5.i.i.i = mul i32 %v2.i.i.i, -1893902863
  %v6.i.i.i = xor i32 %v5.i.i.i, 37
  %v7.i.i.i = getelementptr inbounds [16 x i32], ptr %v1.i.i.i, i32 0, i32 %v2.i.i.i
  store i32 %v6.i.i.i, ptr %v7.i.i.i, align 4
  %v3.i.i.i = add nuw nsw i32 %v2.i.i.i, 1
  br label %linit1.i.i.i

ldone3.i.i.i:
  %v8.i.i.i = addrspacecast ptr %v1.i.i.i to ptr addrspace(5)
  %v9.i.i.i = and i32 -840347627, 15
  %v10.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.i, i32 %v9.i.i.i
  %v11.i.i.i = load i32, ptr addrspace(5) %v10.i.i.i, align 4
  %v12.i.i.i = add i32 -840347627, -840347627
  %v13.i.i.i = icmp sgt i32 37, 0
  %v14.i.i.i = select i1 %v13.i.i.i, ptr @vt0.1, ptr @vt0.0
  %v15.i.i.i = getelementptr inbounds ptr, ptr %v14.i.i.i, i64 1
  %v16.i.i.i = load ptr, ptr %v15.i.i.i, align 8
  %icall.3.i.i.i = call i32 %v16.i.i.i(i32 %v11.i.i.i)
  %v17.i.i.i = icmp sgt i32 %v11.i.i.i, 0
  %v18.i.i.i = select i1 %v17.i.i.i, ptr @vt0.1, ptr @vt0.0
  %v19.i.i.i = getelementptr inbounds ptr, ptr %v18.i.i.i, i64 0
  %v20.i.i.i = load ptr, ptr %v19.i.i.i, align 8
  %icall.4.i.i.i = call i32 %v20.i.i.i(i32 %icall.3.i.i.i)
  %v21.i.i.i = and i32 %v12.i.i.i, 15
  %v22.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.i, i32 %v21.i.i.i
  store i32 -1970556327, ptr addrspace(5) %v22.i.i.i, align 4
  %v23.i.i.i = and i32 %v12.i.i.i, 15
  %v24.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.i, i32 %v23.i.i.i
  store i32 %v12.i.i.i, ptr addrspace(5) %v24.i.i.i, align 4
  %v26.i.i.i = and i32 %v11.i.i.i, 31
  %v25.i.i.i = shl i32 %icall.4.i.i.i, %v26.i.i.i
  %v27.i.i.i = add i32 %v11.i.i.i, %v12.i.i.i
  %v28.i.i.i = and i32 %v25.i.i.i, 15
  %v29.i.i.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.i, i32 %v28.i.i.i
  %v30.i.i.i = load i32, ptr addrspace(5) %v29.i.i.i, align 4
  %v31.i.i.i = xor i32 %v30.i.i.i, %v27.i.i.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %v1.i.i.i)
  %m19.i.i = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  %m20.i.i = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  %m21.i.i = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  call void @llvm.lifetime.start.p0(i64 64, ptr %w1.i.i.i)
  %6 = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  %7 = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  %8 = addrspacecast ptr addrspace(5) %m8.i.i to ptr
  br label %linit1.i.1.i.i

linit1.i.1.i.i:
  %w2.i.i.i = phi i32 [ 0, %ldone3.i.i.i ], [ %w3.i.i.i, %lfill2.i.1.i.i ]
  %w4.i.i.i = icmp ult i32 %w2.i.i.i, 16
  br i1 %w4.i.i.i, label %lfill2.i.1.i.i, label %ldone3.i.1.i.i

lfill2.i.1.i.i:
  %w5.i.i.i = mul i32 %w2.i.i.i, 1549997633
  %w6.i.i.i = xor i32 %w5.i.i.i, %m14.i.i
  %w7.i.i.i = getelementptr inbounds [16 x i32], ptr %w1.i.i.i, i32 0, i32 %w2.i.i.i
  store i32 %w6.i.i.i, ptr %w7.i.i.i, align 4
  %w3.i.i.i = add nuw nsw i32 %w2.i.i.i, 1
  br label %linit1.i.1.i.i

ldone3.i.1.i.i:
  %w8.i.i.i = addrspacecast ptr %w1.i.i.i to ptr addrspace(5)
  %w9.i.i.i = or i32 %m14.i.i, %m14.i.i
  %w10.i.i.i = xor i32 %w9.i.i.i, 1341018653
  call void @llvm.lifetime.end.p0(i64 64, ptr %w1.i.i.i)
  %m23.i.i = xor i32 %w10.i.i.i, %m11.i.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %m1.i.i)
  %w27.i = addrspacecast ptr addrspace(5) %w8.i.1 to ptr
  %w28.i = insertvalue [9 x i32] zeroinitializer, i32 49, 1
  call void @llvm.lifetime.start.p0(i64 64, ptr %a1.i.1.i)
  %9 = addrspacecast ptr addrspace(5) %w8.i.1 to ptr
  br label %linit1.i.2.i

linit1.i.2.i:
  %a2.i.1.i = phi i32 [ 0, %ldone3.i.1.i.i ], [ %a3.i.1.i, %lfill2.i.2.i ]
  %a4.i.1.i = icmp ult i32 %a2.i.1.i, 16
  br i1 %a4.i.1.i, label %lfill2.i.2.i, label %ldone3.i.2.i

lfill2.i.2.i:
  %a5.i.1.i = mul i32 %a2.i.1.i, -1008089319
  %a6.i.1.i = xor i32 %a5.i.1.i, 16
  %a7.i.1.i = getelementptr inbounds [16 x i32], ptr %a1.i.1.i, i32 0, i32 %a2.i.1.i
  store i32 %a6.i.1.i, ptr %a7.i.1.i, align 4
  %a3.i.1.i = add nuw nsw i32 %a2.i.1.i, 1
  br label %linit1.i.2.i

ldone3.i.2.i:
  %a8.i.1.i = addrspacecast ptr %a1.i.1.i to ptr addrspace(5)
  %a9.i.1.i = and i32 13, 15
  %a10.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %a8.i.1.i, i32 %a9.i.1.i
  %a11.i.1.i = load i32, ptr addrspace(5) %a10.i.1.i, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr %v1.i.i.1.i)
  br label %linit1.i.i.1.i

linit1.i.i.1.i:
  %v2.i.i.1.i = phi i32 [ 0, %ldone3.i.2.i ], [ %v3.i.i.1.i, %lfill2.i.i.1.i ]
  %v4.i.i.1.i = icmp ult i32 %v2.i.i.1.i, 16
  br i1 %v4.i.i.1.i, label %lfill2.i.i.1.i, label %ldone3.i.i.1.i

lfill2.i.i.1.i:
  %v5.i.i.1.i = mul i32 %v2.i.i.1.i, -1893902863
  %v6.i.i.1.i = xor i32 %v5.i.i.1.i, %a11.i.1.i
  %v7.i.i.1.i = getelementptr inbounds [16 x i32], ptr %v1.i.i.1.i, i32 0, i32 %v2.i.i.1.i
  store i32 %v6.i.i.1.i, ptr %v7.i.i.1.i, align 4
  %v3.i.i.1.i = add nuw nsw i32 %v2.i.i.1.i, 1
  br label %linit1.i.i.1.i

ldone3.i.i.1.i:
  %v8.i.i.1.i = addrspacecast ptr %v1.i.i.1.i to ptr addrspace(5)
  %v9.i.i.1.i = and i32 %a11.i.1.i, 15
  %v10.i.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.1.i, i32 %v9.i.i.1.i
  %v11.i.i.1.i = load i32, ptr addrspace(5) %v10.i.i.1.i, align 4
  %v12.i.i.1.i = add i32 %a11.i.1.i, %a11.i.1.i
  %v13.i.i.1.i = icmp sgt i32 %a11.i.1.i, 0
  %v14.i.i.1.i = select i1 %v13.i.i.1.i, ptr @vt0.1, ptr @vt0.0
  %v15.i.i.1.i = getelementptr inbounds ptr, ptr %v14.i.i.1.i, i64 1
  %v16.i.i.1.i = load ptr, ptr %v15.i.i.1.i, align 8
  %icall.3.i.i.1.i = call i32 %v16.i.i.1.i(i32 %v11.i.i.1.i)
  %v17.i.i.1.i = icmp sgt i32 %v11.i.i.1.i, 0
  %v18.i.i.1.i = select i1 %v17.i.i.1.i, ptr @vt0.1, ptr @vt0.0
  %v19.i.i.1.i = getelementptr inbounds ptr, ptr %v18.i.i.1.i, i64 0
  %v20.i.i.1.i = load ptr, ptr %v19.i.i.1.i, align 8
  %icall.4.i.i.1.i = call i32 %v20.i.i.1.i(i32 %icall.3.i.i.1.i)
  %v21.i.i.1.i = and i32 %v12.i.i.1.i, 15
  %v22.i.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.1.i, i32 %v21.i.i.1.i
  store i32 -1970556327, ptr addrspace(5) %v22.i.i.1.i, align 4
  %v23.i.i.1.i = and i32 %v12.i.i.1.i, 15
  %v24.i.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.1.i, i32 %v23.i.i.1.i
  store i32 %v12.i.i.1.i, ptr addrspace(5) %v24.i.i.1.i, align 4
  %v26.i.i.1.i = and i32 %v11.i.i.1.i, 31
  %v25.i.i.1.i = shl i32 %icall.4.i.i.1.i, %v26.i.i.1.i
  %v27.i.i.1.i = add i32 %v11.i.i.1.i, %v12.i.i.1.i
  %v28.i.i.1.i = and i32 %v25.i.i.1.i, 15
  %v29.i.i.1.i = getelementptr inbounds i32, ptr addrspace(5) %v8.i.i.1.i, i32 %v28.i.i.1.i
  %v30.i.i.1.i = load i32, ptr addrspace(5) %v29.i.i.1.i, align 4
  %v31.i.i.1.i = xor i32 %v30.i.i.1.i, %v27.i.i.1.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %v1.i.i.1.i)
  %a14.i.i = or i32 -1578259551, 1
  %a13.i.i = udiv i32 %a11.i.1.i, %a14.i.i
  %a15.i.i = xor i32 %a13.i.i, %a13.i.i
  call void @llvm.lifetime.end.p0(i64 64, ptr %a1.i.1.i)
  %w30.i = xor i32 %a15.i.i, %z29.i.i
  call void @llvm.lifetime.end.p0(i64 100, ptr %bv1.i)
  call void @llvm.lifetime.end.p0(i64 64, ptr %w1.i.1)
  %m32 = and i32 %q36.i, 15
  %m33 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m32
  %m34 = load i32, ptr addrspace(1) %m33, align 4
  %m35 = and i32 %w30.i, 15
  %m36 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m35
  %m37 = load i32, ptr addrspace(5) %m36, align 4
  %m38 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m39 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m40 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m41 = insertvalue [5 x i32] zeroinitializer, i32 %m37, 3
  %m42 = insertvalue [5 x i32] %m41, i32 %m34, 1
  %m43 = insertvalue [110 x i32] zeroinitializer, i32 -128623171, 85
  store [110 x i32] %m43, ptr %m44, align 4
  call void @llvm.lifetime.start.p0(i64 440, ptr %bv4.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv4.i, ptr %m44, i64 440, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr %w1.i.2)
  %10 = addrspacecast ptr addrspace(5) %m8 to ptr
  %11 = addrspacecast ptr addrspace(5) %m8 to ptr
  br label %linit1.i.4

linit1.i.4:
  %w2.i.2 = phi i32 [ 0, %ldone3.i.i.1.i ], [ %w3.i.2, %lfill2.i.4 ]
  %w4.i.2 = icmp ult i32 %w2.i.2, 16
  br i1 %w4.i.2, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %w5.i.2 = mul i32 %w2.i.2, 1281441183
  %w6.i.2 = xor i32 %w5.i.2, -1172110098
  %w7.i.2 = getelementptr inbounds [16 x i32], ptr %w1.i.2, i32 0, i32 %w2.i.2
  store i32 %w6.i.2, ptr %w7.i.2, align 4
  %w3.i.2 = add nuw nsw i32 %w2.i.2, 1
  br label %linit1.i.4

ldone3.i.4:
  %w8.i.2 = addrspacecast ptr %w1.i.2 to ptr addrspace(5)
  %w9.i.2 = and i32 34, 15
  %w10.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %w9.i.2
  %w11.i.1 = load i32, ptr addrspace(5) %w10.i.2, align 4
  %w12.i.1 = xor i32 %w11.i.1, 45
  call void @llvm.lifetime.end.p0(i64 440, ptr %bv4.i)
  call void @llvm.lifetime.end.p0(i64 64, ptr %w1.i.2)
  %m46 = xor i32 %x0, %w12.i.1
  %m47 = xor i32 %m46, %m37
  %m48 = xor i32 %m47, %m34
  %m49 = xor i32 %m48, %w30.i
  store i32 %m49, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare i32 @llvm.umin.i32(i32, i32) #4

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { "seam-specialized" }
attributes #1 = { alwaysinline }
attributes #2 = { alwaysinline "nooutline" }
attributes #3 = { "nooutline" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}

!0 = !{ptr @f6, !"sampler", i32 3}
!1 = !{ptr @f11, !"wroimage", i32 2}
!2 = !{ptr @rec13, !"sampler", i32 1}
!3 = !{ptr @mra15, !"sampler", i32 2}
!4 = !{ptr @mrb15, !"sampler", i32 2}
