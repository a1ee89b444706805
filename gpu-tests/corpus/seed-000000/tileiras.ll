; launch: @k0 grid=7 block=4 (out=i32[1792] zero, in=i32[1792] random 1184369837, i32 -1075531093)
; launch: @k1 grid=4 block=17 (out=i32[4352] zero, in=i32[4352] random 2298958489, i32 -1479686660)
; seam-gpu case seed-000000 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [2 x ptr] [ptr @t3, ptr @t3], align 8
@vt0.1 = internal constant [2 x ptr] [ptr @t3, ptr @t0], align 8
@vt1.0 = internal constant [2 x ptr] [ptr @t3, ptr @t0], align 8
@vt1.1 = internal constant [2 x ptr] [ptr @t1, ptr @t2], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v1 = sub i32 %x0, 1009549978
  %v3 = and i32 %v1, 31
  %v2 = ashr i32 %x0, %v3
  %v4 = xor i32 %v2, %v2
  ret i32 %v4
}

define internal i32 @t1(i32 %x0) {
entry:
  %a1 = and i32 %x0, %x0
  %a2 = xor i32 %a1, %x0
  ret i32 %a2
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = add i32 %x0, %x0
  %t2 = or i32 %t1, %t1
  %t3 = add i32 %t1, %x0
  %t4 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %t5 = xor i32 %t4, %t1
  ret i32 %t5
}

define internal i32 @t3(i32 %x0) {
entry:
  %q1 = or i32 %x0, %x0
  %q2 = add i32 494971829, 55
  %q4 = and i32 %q2, 32767
  %q5 = or i32 %q4, 1
  %q3 = sdiv i32 %q2, %q5
  %q6 = xor i32 %q3, %x0
  ret i32 %q6
}

define internal i32 @f4(i32 %x0, i64 %sampler1, i32 %x2) #0 {
entry:
  %w1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 64
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 1789461387
  %w6 = xor i32 %w5, %x0
  %w7 = getelementptr inbounds [64 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = icmp sgt i32 %x0, 0
  %w10 = select i1 %w9, ptr @vt1.1, ptr @vt1.1
  %w11 = getelementptr inbounds ptr, ptr %w10, i64 1
  %w12 = load ptr, ptr %w11, align 8
  %icall.0 = call i32 %w12(i32 %x0)
  %w13 = icmp sgt i32 %x0, 0
  %w14 = select i1 %w13, ptr @vt1.0, ptr @vt1.1
  %w15 = getelementptr inbounds ptr, ptr %w14, i64 0
  %w16 = load ptr, ptr %w15, align 8
  %icall.1 = call i32 %w16(i32 %x0)
  %w17 = sub i32 1585639899, %icall.1
  %w18 = and i32 %w17, %icall.1
  %w19 = and i32 %icall.1, 63
  %w20 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w19
  %w21 = load i32, ptr addrspace(5) %w20, align 4
  %w22 = and i32 %x2, 63
  %w23 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w22
  %w24 = load i32, ptr addrspace(5) %w23, align 4
  %w26 = or i32 %x0, 1
  %w25 = udiv i32 %w24, %w26
  %w27 = or i32 %w21, %w24
  %w28 = and i32 %w25, 63
  %w29 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w28
  %w30 = load i32, ptr addrspace(5) %w29, align 4
  %w32 = and i32 %w27, 31
  %w31 = shl i32 %w30, %w32
  %w33 = and i32 %w17, 63
  %w34 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w33
  store i32 %icall.1, ptr addrspace(5) %w34, align 4
  %w35 = and i32 %w30, 63
  %w36 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w35
  %w37 = load i32, ptr addrspace(5) %w36, align 4
  %w39 = and i32 %w27, 32767
  %w40 = or i32 %w39, 1
  %w38 = sdiv i32 %w31, %w40
  %w42 = and i32 %w38, 31
  %w41 = ashr i32 %w38, %w42
  %w43 = and i32 %x0, 63
  %w44 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w43
  %w45 = load i32, ptr addrspace(5) %w44, align 4
  %w47 = and i32 %x2, 32767
  %w48 = or i32 %w47, 1
  %w46 = sdiv i32 %w37, %w48
  %w49 = and i32 %w38, 63
  %w50 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w49
  %w51 = load i32, ptr addrspace(5) %w50, align 4
  %w52 = call i32 @llvm.smin.i32(i32 %w46, i32 %w24)
  %w53 = icmp sgt i32 %w45, 0
  %w54 = select i1 %w53, ptr @vt1.0, ptr @vt1.1
  %w55 = getelementptr inbounds ptr, ptr %w54, i64 1
  %w56 = load ptr, ptr %w55, align 8
  %icall.2 = call i32 %w56(i32 %w46)
  %w57 = mul i32 1420268178, %icall.2
  %w58 = sitofp i32 %w52 to float
  %w59 = sitofp i32 %w51 to float
  %w60 = fadd float %w58, %w59
  %w61 = bitcast float %w60 to i32
  %w62 = icmp sgt i32 %w52, 0
  %w63 = select i1 %w62, ptr @vt0.1, ptr @vt0.1
  %w64 = getelementptr inbounds ptr, ptr %w63, i64 1
  %w65 = load ptr, ptr %w64, align 8
  %icall.3 = call i32 %w65(i32 %w57)
  %w66 = xor i32 %icall.3, %w30
  ret i32 %w66
}

define internal i32 @f5(ptr %p0, ptr %p1) {
entry:
  %z1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 64
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -2064862857
  %z6 = xor i32 %z5, 1048161772
  %z7 = getelementptr inbounds [64 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z10 = and i32 -1577918103, 31
  %z9 = lshr i32 -730434502, %z10
  %z11 = icmp sgt i32 %z9, 0
  %z12 = select i1 %z11, ptr @vt1.0, ptr @vt1.1
  %z13 = getelementptr inbounds ptr, ptr %z12, i64 1
  %z14 = load ptr, ptr %z13, align 8
  %icall.4 = call i32 %z14(i32 -1323125933)
  %z15 = icmp sgt i32 %z9, 0
  %z16 = select i1 %z15, ptr @vt0.1, ptr @vt0.1
  %z17 = getelementptr inbounds ptr, ptr %z16, i64 0
  %z18 = load ptr, ptr %z17, align 8
  %icall.5 = call i32 %z18(i32 %z9)
  %z19 = and i32 %z9, 63
  %z20 = getelementptr inbounds i32, ptr %p0, i32 %z19
  %z21 = load i32, ptr %z20, align 4
  %z22 = and i32 %z9, 63
  %z23 = getelementptr inbounds i32, ptr %p0, i32 %z22
  %z24 = load i32, ptr %z23, align 4
  %z25 = and i32 %icall.4, 63
  %z26 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z25
  store i32 %z24, ptr addrspace(5) %z26, align 4
  %z28 = icmp uge i32 %z9, -8
  %z27 = select i1 %z28, i32 %z9, i32 %z9
  %z29 = icmp sgt i32 %icall.5, 0
  %z30 = select i1 %z29, ptr @vt1.0, ptr @vt1.0
  %z31 = getelementptr inbounds ptr, ptr %z30, i64 1
  %z32 = load ptr, ptr %z31, align 8
  %icall.6 = call i32 %z32(i32 %z24)
  %z33 = sitofp i32 %icall.6 to float
  %z34 = sitofp i32 %z27 to float
  %z35 = fsub float %z33, %z34
  %z36 = bitcast float %z35 to i32
  %z37 = and i32 -590624650, 63
  %z38 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z37
  %z39 = load i32, ptr addrspace(5) %z38, align 4
  %z41 = icmp eq i32 %z27, %z39
  %z40 = select i1 %z41, i32 %z27, i32 %z27
  %z42 = xor i32 %z40, %z39
  ret i32 %z42
}

define internal i32 @f6(ptr %p0, i32 %x1, ptr align 4 byval([113 x i32]) %bv2) {
entry:
  %m1 = alloca [64 x i32], align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 64
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 1040229193
  %m6 = xor i32 %m5, %x1
  %m7 = getelementptr inbounds [64 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = and i32 %x1, -720444843
  %m10 = mul i32 50, %x1
  %m12 = and i32 %m10, 31
  %m11 = lshr i32 -59619731, %m12
  %m13 = and i32 %x1, 63
  %m14 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m13
  store i32 %m9, ptr addrspace(5) %m14, align 4
  %m15 = and i32 %m10, 63
  %m16 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m15
  store i32 %m11, ptr addrspace(5) %m16, align 4
  %m17 = sitofp i32 %m10 to float
  %m18 = sitofp i32 %m10 to float
  %m19 = fmul float %m17, %m18
  %m20 = bitcast float %m19 to i32
  %m21 = sitofp i32 %m20 to float
  %m22 = sitofp i32 %m20 to float
  %m23 = fadd float %m21, %m22
  %m24 = bitcast float %m23 to i32
  %m25 = and i32 362028422, 63
  %m26 = getelementptr inbounds i32, ptr %p0, i32 %m25
  %m27 = load i32, ptr %m26, align 4
  %m29 = or i32 %m20, 1
  %m28 = urem i32 %m24, %m29
  %m30 = sub i32 %m20, %m10
  %m31 = and i32 %m27, 63
  %m32 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m31
  store i32 %m27, ptr addrspace(5) %m32, align 4
  %m33 = and i32 %m28, 63
  %m34 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m33
  store i32 %m24, ptr addrspace(5) %m34, align 4
  %m35 = sitofp i32 %m24 to float
  %m36 = sitofp i32 %m9 to float
  %m37 = fadd float %m35, %m36
  %m38 = bitcast float %m37 to i32
  %m39 = and i32 %m30, 63
  %m40 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m39
  %m41 = load i32, ptr addrspace(5) %m40, align 4
  %m42 = icmp sgt i32 %m38, 0
  %m43 = select i1 %m42, ptr @vt1.0, ptr @vt1.0
  %m44 = getelementptr inbounds ptr, ptr %m43, i64 0
  %m45 = load ptr, ptr %m44, align 8
  %icall.7 = call i32 %m45(i32 %m38)
  %m46 = sitofp i32 1950465234 to float
  %m47 = sitofp i32 %m11 to float
  %m48 = fsub float %m46, %m47
  %m49 = bitcast float %m48 to i32
  %m50 = icmp sgt i32 %m28, 0
  %m51 = select i1 %m50, ptr @vt0.0, ptr @vt0.1
  %m52 = getelementptr inbounds ptr, ptr %m51, i64 0
  %m53 = load ptr, ptr %m52, align 8
  %icall.8 = call i32 %m53(i32 %m49)
  %m54 = and i32 %icall.8, 63
  %m55 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m54
  %m56 = load i32, ptr addrspace(5) %m55, align 4
  %m57 = xor i32 %m56, %m56
  ret i32 %m57
}

define internal i32 @rec7(ptr %p0, i32 %x1, i64 %rdoimage2, i32 %depth) #0 {
entry:
  %h1 = icmp sgt i32 %x1, 0
  %h2 = select i1 %h1, ptr @vt0.1, ptr @vt0.0
  %h3 = getelementptr inbounds ptr, ptr %h2, i64 1
  %h4 = load ptr, ptr %h3, align 8
  %icall.9 = call i32 %h4(i32 %depth)
  %h5 = and i32 %depth, 63
  %h6 = getelementptr inbounds i32, ptr %p0, i32 %h5
  %h7 = load i32, ptr %h6, align 4
  %h8 = icmp eq i32 %depth, 0
  br i1 %h8, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %h9 = sub i32 %depth, 1
  %h10 = call i32 @rec7(ptr %p0, i32 %depth, i64 %rdoimage2, i32 %h9)
  %h11 = xor i32 %h10, %h7
  br label %rjoin3

rjoin3:
  %h12 = phi i32 [ %x1, %base1 ], [ %h11, %recurse2 ]
  ret i32 %h12
}

define i32 @f8(ptr %p0, i64 %sampler1, ptr %p2, ptr %p3, i32 %x4) #0 {
entry:
  %bv2.i = alloca [113 x i32], align 4
  %m1.i = alloca [64 x i32], align 4
  %z1.i = alloca [64 x i32], align 4
  %z1.i.1 = alloca [64 x i32], align 4
  %bv2.i.1 = alloca [113 x i32], align 4
  %m1.i.1 = alloca [64 x i32], align 4
  %bv2.i.2 = alloca [113 x i32], align 4
  %m1.i.2 = alloca [64 x i32], align 4
  %w1.i = alloca [64 x i32], align 4
  %v2 = alloca [113 x i32], align 4
  %v21 = alloca [113 x i32], align 4
  %v24 = alloca [113 x i32], align 4
  %v1 = insertvalue [113 x i32] zeroinitializer, i32 %x4, 33
  store [113 x i32] %v1, ptr %v2, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i, ptr %v2, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i)
  br label %linit1.i.1

linit1.i.1:
  %m2.i = phi i32 [ 0, %entry ], [ %m3.i, %lfill2.i.1 ]
  %m4.i = icmp ult i32 %m2.i, 64
  br i1 %m4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %m5.i = mul i32 %m2.i, 1040229193
  %m6.i = xor i32 %m5.i, %x4
  %m7.i = getelementptr inbounds [64 x i32], ptr %m1.i, i32 0, i32 %m2.i
  store i32 %m6.i, ptr %m7.i, align 4
  %m3.i = add nuw nsw i32 %m2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %m8.i = addrspacecast ptr %m1.i to ptr addrspace(5)
  %m9.i = and i32 %x4, -720444843
  %m10.i = mul i32 50, %x4
  %m12.i = and i32 %m10.i, 31
  %m11.i = lshr i32 -59619731, %m12.i
  %m13.i = and i32 %x4, 63
  %m14.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m13.i
  store i32 %m9.i, ptr addrspace(5) %m14.i, align 4
  %m15.i = and i32 %m10.i, 63
  %m16.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m15.i
  store i32 %m11.i, ptr addrspace(5) %m16.i, align 4
  %m17.i = sitofp i32 %m10.i to float
  %m18.i = sitofp i32 %m10.i to float
  %m19.i = fmul float %m17.i, %m18.i
  %m20.i = bitcast float %m19.i to i32
  %m21.i = sitofp i32 %m20.i to float
  %m22.i = sitofp i32 %m20.i to float
  %m23.i = fadd float %m21.i, %m22.i
  %m24.i = bitcast float %m23.i to i32
  %m25.i = and i32 362028422, 63
  %m26.i = getelementptr inbounds i32, ptr %p3, i32 %m25.i
  %m27.i = load i32, ptr %m26.i, align 4
  %m29.i = or i32 %m20.i, 1
  %m28.i = urem i32 %m24.i, %m29.i
  %m30.i = sub i32 %m20.i, %m10.i
  %m31.i = and i32 %m27.i, 63
  %m32.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m31.i
  store i32 %m27.i, ptr addrspace(5) %m32.i, align 4
  %m33.i = and i32 %m28.i, 63
  %m34.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m33.i
  store i32 %m24.i, ptr addrspace(5) %m34.i, align 4
  %m35.i = sitofp i32 %m24.i to float
  %m36.i = sitofp i32 %m9.i to float
  %m37.i = fadd float %m35.i, %m36.i
  %m38.i = bitcast float %m37.i to i32
  %m39.i = and i32 %m30.i, 63
  %m40.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m39.i
  %m41.i = load i32, ptr addrspace(5) %m40.i, align 4
  %m42.i = icmp sgt i32 %m38.i, 0
  %m43.i = select i1 %m42.i, ptr @vt1.0, ptr @vt1.0
  %m44.i = getelementptr inbounds ptr, ptr %m43.i, i64 0
  %m45.i = load ptr, ptr %m44.i, align 8
  %icall.7.i = call i32 %m45.i(i32 %m38.i)
  %m46.i = sitofp i32 1950465234 to float
  %m47.i = sitofp i32 %m11.i to float
  %m48.i = fsub float %m46.i, %m47.i
  %m49.i = bitcast float %m48.i to i32
  %m50.i = icmp sgt i32 %m28.i, 0
  %m51.i = select i1 %m50.i, ptr @vt0.0, ptr @vt0.1
  %m52.i = getelementptr inbounds ptr, ptr %m51.i, i64 0
  %m53.i = load ptr, ptr %m52.i, align 8
  %icall.8.i = call i32 %m53.i(i32 %m49.i)
  %m54.i = and i32 %icall.8.i, 63
  %m55.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m54.i
  %m56.i = load i32, ptr addrspace(5) %m55.i, align 4
  %m57.i = xor i32 %m56.i, %m56.i
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i)
  %v4 = zext i32 %x4 to i64
  call void @llvm.lifetime.start.p0(i64 256, ptr %w1.i)
  br label %linit1.i

linit1.i:
  %w2.i = phi i32 [ 0, %ldone3.i.1 ], [ %w3.i, %lfill2.i ]
  %w4.i = icmp ult i32 %w2.i, 64
  br i1 %w4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %w5.i = mul i32 %w2.i, 1789461387
  %w6.i = xor i32 %w5.i, %m57.i
  %w7.i = getelementptr inbounds [64 x i32], ptr %w1.i, i32 0, i32 %w2.i
  store i32 %w6.i, ptr %w7.i, align 4
  %w3.i = add nuw nsw i32 %w2.i, 1
  br label %linit1.i

ldone3.i:
  %w8.i = addrspacecast ptr %w1.i to ptr addrspace(5)
  %w9.i = icmp sgt i32 %m57.i, 0
  %w10.i = select i1 %w9.i, ptr @vt1.1, ptr @vt1.1
  %w11.i = getelementptr inbounds ptr, ptr %w10.i, i64 1
  %w12.i = load ptr, ptr %w11.i, align 8
  %icall.0.i = call i32 %w12.i(i32 %m57.i)
  %w13.i = icmp sgt i32 %m57.i, 0
  %w14.i = select i1 %w13.i, ptr @vt1.0, ptr @vt1.1
  %w15.i = getelementptr inbounds ptr, ptr %w14.i, i64 0
  %w16.i = load ptr, ptr %w15.i, align 8
  %icall.1.i = call i32 %w16.i(i32 %m57.i)
  %w17.i = sub i32 1585639899, %icall.1.i
  %w18.i = and i32 %w17.i, %icall.1.i
  %w19.i = and i32 %icall.1.i, 63
  %w20.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w19.i
  %w21.i = load i32, ptr addrspace(5) %w20.i, align 4
  %w22.i = and i32 %x4, 63
  %w23.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w22.i
  %w24.i = load i32, ptr addrspace(5) %w23.i, align 4
  %w26.i = or i32 %m57.i, 1
  %w25.i = udiv i32 %w24.i, %w26.i
  %w27.i = or i32 %w21.i, %w24.i
  %w28.i = and i32 %w25.i, 63
  %w29.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w28.i
  %w30.i = load i32, ptr addrspace(5) %w29.i, align 4
  %w32.i = and i32 %w27.i, 31
  %w31.i = shl i32 %w30.i, %w32.i
  %w33.i = and i32 %w17.i, 63
  %w34.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w33.i
  store i32 %icall.1.i, ptr addrspace(5) %w34.i, align 4
  %w35.i = and i32 %w30.i, 63
  %w36.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w35.i
  %w37.i = load i32, ptr addrspace(5) %w36.i, align 4
  %w39.i = and i32 %w27.i, 32767
  %w40.i = or i32 %w39.i, 1
  %w38.i = sdiv i32 %w31.i, %w40.i
  %w42.i = and i32 %w38.i, 31
  %w41.i = ashr i32 %w38.i, %w42.i
  %w43.i = and i32 %m57.i, 63
  %w44.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w43.i
  %w45.i = load i32, ptr addrspace(5) %w44.i, align 4
  %w47.i = and i32 %x4, 32767
  %w48.i = or i32 %w47.i, 1
  %w46.i = sdiv i32 %w37.i, %w48.i
  %w49.i = and i32 %w38.i, 63
  %w50.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i, i32 %w49.i
  %w51.i = load i32, ptr addrspace(5) %w50.i, align 4
  %w52.i = call i32 @llvm.smin.i32(i32 %w46.i, i32 %w24.i)
  %w53.i = icmp sgt i32 %w45.i, 0
  %w54.i = select i1 %w53.i, ptr @vt1.0, ptr @vt1.1
  %w55.i = getelementptr inbounds ptr, ptr %w54.i, i64 1
  %w56.i = load ptr, ptr %w55.i, align 8
  %icall.2.i = call i32 %w56.i(i32 %w46.i)
  %w57.i = mul i32 1420268178, %icall.2.i
  %w58.i = sitofp i32 %w52.i to float
  %w59.i = sitofp i32 %w51.i to float
  %w60.i = fadd float %w58.i, %w59.i
  %w61.i = bitcast float %w60.i to i32
  %w62.i = icmp sgt i32 %w52.i, 0
  %w63.i = select i1 %w62.i, ptr @vt0.1, ptr @vt0.1
  %w64.i = getelementptr inbounds ptr, ptr %w63.i, i64 1
  %w65.i = load ptr, ptr %w64.i, align 8
  %icall.3.i = call i32 %w65.i(i32 %w57.i)
  %w66.i = xor i32 %icall.3.i, %w30.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %w1.i)
  %v6 = icmp sgt i32 %m57.i, 0
  %v7 = select i1 %v6, ptr @vt0.1, ptr @vt0.1
  %v8 = getelementptr inbounds ptr, ptr %v7, i64 0
  %v9 = load ptr, ptr %v8, align 8
  %icall.10 = call i32 %v9(i32 %x4)
  %v10 = add i32 -1411224109, %m57.i
  %v11 = icmp sgt i32 %w66.i, 0
  %v12 = select i1 %v11, ptr @vt1.0, ptr @vt1.1
  %v13 = getelementptr inbounds ptr, ptr %v12, i64 1
  %v14 = load ptr, ptr %v13, align 8
  %icall.11 = call i32 %v14(i32 %v10)
  %v15 = or i32 %w66.i, %w66.i
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i)
  br label %linit1.i.2

linit1.i.2:
  %z2.i = phi i32 [ 0, %ldone3.i ], [ %z3.i, %lfill2.i.2 ]
  %z4.i = icmp ult i32 %z2.i, 64
  br i1 %z4.i, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %z5.i = mul i32 %z2.i, -2064862857
  %z6.i = xor i32 %z5.i, 1048161772
  %z7.i = getelementptr inbounds [64 x i32], ptr %z1.i, i32 0, i32 %z2.i
  store i32 %z6.i, ptr %z7.i, align 4
  %z3.i = add nuw nsw i32 %z2.i, 1
  br label %linit1.i.2

ldone3.i.2:
  %z8.i = addrspacecast ptr %z1.i to ptr addrspace(5)
  %z10.i = and i32 -1577918103, 31
  %z9.i = lshr i32 -730434502, %z10.i
  %z11.i = icmp sgt i32 %z9.i, 0
  %z12.i = select i1 %z11.i, ptr @vt1.0, ptr @vt1.1
  %z13.i = getelementptr inbounds ptr, ptr %z12.i, i64 1
  %z14.i = load ptr, ptr %z13.i, align 8
  %icall.4.i = call i32 %z14.i(i32 -1323125933)
  %z15.i = icmp sgt i32 %z9.i, 0
  %z16.i = select i1 %z15.i, ptr @vt0.1, ptr @vt0.1
  %z17.i = getelementptr inbounds ptr, ptr %z16.i, i64 0
  %z18.i = load ptr, ptr %z17.i, align 8
  %icall.5.i = call i32 %z18.i(i32 %z9.i)
  %z19.i = and i32 %z9.i, 63
  %z20.i = getelementptr inbounds i32, ptr %p3, i32 %z19.i
  %z21.i = load i32, ptr %z20.i, align 4
  %z22.i = and i32 %z9.i, 63
  %z23.i = getelementptr inbounds i32, ptr %p3, i32 %z22.i
  %z24.i = load i32, ptr %z23.i, align 4
  %z25.i = and i32 %icall.4.i, 63
  %z26.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z25.i
  store i32 %z24.i, ptr addrspace(5) %z26.i, align 4
  %z28.i = icmp uge i32 %z9.i, -8
  %z27.i = select i1 %z28.i, i32 %z9.i, i32 %z9.i
  %z29.i = icmp sgt i32 %icall.5.i, 0
  %z30.i = select i1 %z29.i, ptr @vt1.0, ptr @vt1.0
  %z31.i = getelementptr inbounds ptr, ptr %z30.i, i64 1
  %z32.i = load ptr, ptr %z31.i, align 8
  %icall.6.i = call i32 %z32.i(i32 %z24.i)
  %z33.i = sitofp i32 %icall.6.i to float
  %z34.i = sitofp i32 %z27.i to float
  %z35.i = fsub float %z33.i, %z34.i
  %z36.i = bitcast float %z35.i to i32
  %z37.i = and i32 -590624650, 63
  %z38.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z37.i
  %z39.i = load i32, ptr addrspace(5) %z38.i, align 4
  %z41.i = icmp eq i32 %z27.i, %z39.i
  %z40.i = select i1 %z41.i, i32 %z27.i, i32 %z27.i
  %z42.i = xor i32 %z40.i, %z39.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i)
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i.1)
  br label %linit1.i.3

linit1.i.3:
  %z2.i.1 = phi i32 [ 0, %ldone3.i.2 ], [ %z3.i.1, %lfill2.i.3 ]
  %z4.i.1 = icmp ult i32 %z2.i.1, 64
  br i1 %z4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %z5.i.1 = mul i32 %z2.i.1, -2064862857
  %z6.i.1 = xor i32 %z5.i.1, 1048161772
  %z7.i.1 = getelementptr inbounds [64 x i32], ptr %z1.i.1, i32 0, i32 %z2.i.1
  store i32 %z6.i.1, ptr %z7.i.1, align 4
  %z3.i.1 = add nuw nsw i32 %z2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %z8.i.1 = addrspacecast ptr %z1.i.1 to ptr addrspace(5)
  %z10.i.1 = and i32 -1577918103, 31
  %z9.i.1 = lshr i32 -730434502, %z10.i.1
  %z11.i.1 = icmp sgt i32 %z9.i.1, 0
  %z12.i.1 = select i1 %z11.i.1, ptr @vt1.0, ptr @vt1.1
  %z13.i.1 = getelementptr inbounds ptr, ptr %z12.i.1, i64 1
  %z14.i.1 = load ptr, ptr %z13.i.1, align 8
  %icall.4.i.1 = call i32 %z14.i.1(i32 -1323125933)
  %z15.i.1 = icmp sgt i32 %z9.i.1, 0
  %z16.i.1 = select i1 %z15.i.1, ptr @vt0.1, ptr @vt0.1
  %z17.i.1 = getelementptr inbounds ptr, ptr %z16.i.1, i64 0
  %z18.i.1 = load ptr, ptr %z17.i.1, align 8
  %icall.5.i.1 = call i32 %z18.i.1(i32 %z9.i.1)
  %z19.i.1 = and i32 %z9.i.1, 63
  %z20.i.1 = getelementptr inbounds i32, ptr %p0, i32 %z19.i.1
  %z21.i.1 = load i32, ptr %z20.i.1, align 4
  %z22.i.1 = and i32 %z9.i.1, 63
  %z23.i.1 = getelementptr inbounds i32, ptr %p0, i32 %z22.i.1
  %z24.i.1 = load i32, ptr %z23.i.1, align 4
  %z25.i.1 = and i32 %icall.4.i.1, 63
  %z26.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z25.i.1
  store i32 %z24.i.1, ptr addrspace(5) %z26.i.1, align 4
  %z28.i.1 = icmp uge i32 %z9.i.1, -8
  %z27.i.1 = select i1 %z28.i.1, i32 %z9.i.1, i32 %z9.i.1
  %z29.i.1 = icmp sgt i32 %icall.5.i.1, 0
  %z30.i.1 = select i1 %z29.i.1, ptr @vt1.0, ptr @vt1.0
  %z31.i.1 = getelementptr inbounds ptr, ptr %z30.i.1, i64 1
  %z32.i.1 = load ptr, ptr %z31.i.1, align 8
  %icall.6.i.1 = call i32 %z32.i.1(i32 %z24.i.1)
  %z33.i.1 = sitofp i32 %icall.6.i.1 to float
  %z34.i.1 = sitofp i32 %z27.i.1 to float
  %z35.i.1 = fsub float %z33.i.1, %z34.i.1
  %z36.i.1 = bitcast float %z35.i.1 to i32
  %z37.i.1 = and i32 -590624650, 63
  %z38.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z37.i.1
  %z39.i.1 = load i32, ptr addrspace(5) %z38.i.1, align 4
  %z41.i.1 = icmp eq i32 %z27.i.1, %z39.i.1
  %z40.i.1 = select i1 %z41.i.1, i32 %z27.i.1, i32 %z27.i.1
  %z42.i.1 = xor i32 %z40.i.1, %z39.i.1
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i.1)
  %v18 = insertvalue [113 x i32] zeroinitializer, i32 %z42.i.1, 92
  %v19 = insertvalue [113 x i32] %v18, i32 %icall.11, 29
  %v20 = insertvalue [113 x i32] %v19, i32 %v15, 1
  store [113 x i32] %v20, ptr %v21, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i.1, ptr %v21, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i.1)
  br label %linit1.i.4

linit1.i.4:
  %m2.i.1 = phi i32 [ 0, %ldone3.i.3 ], [ %m3.i.1, %lfill2.i.4 ]
  %m4.i.1 = icmp ult i32 %m2.i.1, 64
  br i1 %m4.i.1, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %m5.i.1 = mul i32 %m2.i.1, 1040229193
  %m6.i.1 = xor i32 %m5.i.1, %icall.11
  %m7.i.1 = getelementptr inbounds [64 x i32], ptr %m1.i.1, i32 0, i32 %m2.i.1
  store i32 %m6.i.1, ptr %m7.i.1, align 4
  %m3.i.1 = add nuw nsw i32 %m2.i.1, 1
  br label %linit1.i.4

ldone3.i.4:
  %m8.i.1 = addrspacecast ptr %m1.i.1 to ptr addrspace(5)
  %m9.i.1 = and i32 %icall.11, -720444843
  %m10.i.1 = mul i32 50, %icall.11
  %m12.i.1 = and i32 %m10.i.1, 31
  %m11.i.1 = lshr i32 -59619731, %m12.i.1
  %m13.i.1 = and i32 %icall.11, 63
  %m14.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m13.i.1
  store i32 %m9.i.1, ptr addrspace(5) %m14.i.1, align 4
  %m15.i.1 = and i32 %m10.i.1, 63
  %m16.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m15.i.1
  store i32 %m11.i.1, ptr addrspace(5) %m16.i.1, align 4
  %m17.i.1 = sitofp i32 %m10.i.1 to float
  %m18.i.1 = sitofp i32 %m10.i.1 to float
  %m19.i.1 = fmul float %m17.i.1, %m18.i.1
  %m20.i.1 = bitcast float %m19.i.1 to i32
  %m21.i.1 = sitofp i32 %m20.i.1 to float
  %m22.i.1 = sitofp i32 %m20.i.1 to float
  %m23.i.1 = fadd float %m21.i.1, %m22.i.1
  %m24.i.1 = bitcast float %m23.i.1 to i32
  %m25.i.1 = and i32 362028422, 63
  %m26.i.1 = getelementptr inbounds i32, ptr %p3, i32 %m25.i.1
  %m27.i.1 = load i32, ptr %m26.i.1, align 4
  %m29.i.1 = or i32 %m20.i.1, 1
  %m28.i.1 = urem i32 %m24.i.1, %m29.i.1
  %m30.i.1 = sub i32 %m20.i.1, %m10.i.1
  %m31.i.1 = and i32 %m27.i.1, 63
  %m32.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m31.i.1
  store i32 %m27.i.1, ptr addrspace(5) %m32.i.1, align 4
  %m33.i.1 = and i32 %m28.i.1, 63
  %m34.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m33.i.1
  store i32 %m24.i.1, ptr addrspace(5) %m34.i.1, align 4
  %m35.i.1 = sitofp i32 %m24.i.1 to float
  %m36.i.1 = sitofp i32 %m9.i.1 to float
  %m37.i.1 = fadd float %m35.i.1, %m36.i.1
  %m38.i.1 = bitcast float %m37.i.1 to i32
  %m39.i.1 = and i32 %m30.i.1, 63
  %m40.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m39.i.1
  %m41.i.1 = load i32, ptr addrspace(5) %m40.i.1, align 4
  %m42.i.1 = icmp sgt i32 %m38.i.1, 0
  %m43.i.1 = select i1 %m42.i.1, ptr @vt1.0, ptr @vt1.0
  %m44.i.1 = getelementptr inbounds ptr, ptr %m43.i.1, i64 0
  %m45.i.1 = load ptr, ptr %m44.i.1, align 8
  %icall.7.i.1 = call i32 %m45.i.1(i32 %m38.i.1)
  %m46.i.1 = sitofp i32 1950465234 to float
  %m47.i.1 = sitofp i32 %m11.i.1 to float
  %m48.i.1 = fsub float %m46.i.1, %m47.i.1
  %m49.i.1 = bitcast float %m48.i.1 to i32
  %m50.i.1 = icmp sgt i32 %m28.i.1, 0
  %m51.i.1 = select i1 %m50.i.1, ptr @vt0.0, ptr @vt0.1
  %m52.i.1 = getelementptr inbounds ptr, ptr %m51.i.1, i64 0
  %m53.i.1 = load ptr, ptr %m52.i.1, align 8
  %icall.8.i.1 = call i32 %m53.i.1(i32 %m49.i.1)
  %m54.i.1 = and i32 %icall.8.i.1, 63
  %m55.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m54.i.1
  %m56.i.1 = load i32, ptr addrspace(5) %m55.i.1, align 4
  %m57.i.1 = xor i32 %m56.i.1, %m56.i.1
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i.1)
  %v23 = insertvalue [113 x i32] zeroinitializer, i32 %z42.i.1, 77
  store [113 x i32] %v23, ptr %v24, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i.2)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i.2, ptr %v24, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i.2)
  br label %linit1.i.5

linit1.i.5:
  %m2.i.2 = phi i32 [ 0, %ldone3.i.4 ], [ %m3.i.2, %lfill2.i.5 ]
  %m4.i.2 = icmp ult i32 %m2.i.2, 64
  br i1 %m4.i.2, label %lfill2.i.5, label %ldone3.i.5

lfill2.i.5:
  %m5.i.2 = mul i32 %m2.i.2, 1040229193
  %m6.i.2 = xor i32 %m5.i.2, %z42.i
  %m7.i.2 = getelementptr inbounds [64 x i32], ptr %m1.i.2, i32 0, i32 %m2.i.2
  store i32 %m6.i.2, ptr %m7.i.2, align 4
  %m3.i.2 = add nuw nsw i32 %m2.i.2, 1
  br label %linit1.i.5

ldone3.i.5:
  %m8.i.2 = addrspacecast ptr %m1.i.2 to ptr addrspace(5)
  %m9.i.2 = and i32 %z42.i, -720444843
  %m10.i.2 = mul i32 50, %z42.i
  %m12.i.2 = and i32 %m10.i.2, 31
  %m11.i.2 = lshr i32 -59619731, %m12.i.2
  %m13.i.2 = and i32 %z42.i, 63
  %m14.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m13.i.2
  store i32 %m9.i.2, ptr addrspace(5) %m14.i.2, align 4
  %m15.i.2 = and i32 %m10.i.2, 63
  %m16.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m15.i.2
  store i32 %m11.i.2, ptr addrspace(5) %m16.i.2, align 4
  %m17.i.2 = sitofp i32 %m10.i.2 to float
  %m18.i.2 = sitofp i32 %m10.i.2 to float
  %m19.i.2 = fmul float %m17.i.2, %m18.i.2
  %m20.i.2 = bitcast float %m19.i.2 to i32
  %m21.i.2 = sitofp i32 %m20.i.2 to float
  %m22.i.2 = sitofp i32 %m20.i.2 to float
  %m23.i.2 = fadd float %m21.i.2, %m22.i.2
  %m24.i.2 = bitcast float %m23.i.2 to i32
  %m25.i.2 = and i32 362028422, 63
  %m26.i.2 = getelementptr inbounds i32, ptr %p2, i32 %m25.i.2
  %m27.i.2 = load i32, ptr %m26.i.2, align 4
  %m29.i.2 = or i32 %m20.i.2, 1
  %m28.i.2 = urem i32 %m24.i.2, %m29.i.2
  %m30.i.2 = sub i32 %m20.i.2, %m10.i.2
  %m31.i.2 = and i32 %m27.i.2, 63
  %m32.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m31.i.2
  store i32 %m27.i.2, ptr addrspace(5) %m32.i.2, align 4
  %m33.i.2 = and i32 %m28.i.2, 63
  %m34.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m33.i.2
  store i32 %m24.i.2, ptr addrspace(5) %m34.i.2, align 4
  %m35.i.2 = sitofp i32 %m24.i.2 to float
  %m36.i.2 = sitofp i32 %m9.i.2 to float
  %m37.i.2 = fadd float %m35.i.2, %m36.i.2
  %m38.i.2 = bitcast float %m37.i.2 to i32
  %m39.i.2 = and i32 %m30.i.2, 63
  %m40.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m39.i.2
  %m41.i.2 = load i32, ptr addrspace(5) %m40.i.2, align 4
  %m42.i.2 = icmp sgt i32 %m38.i.2, 0
  %m43.i.2 = select i1 %m42.i.2, ptr @vt1.0, ptr @vt1.0
  %m44.i.2 = getelementptr inbounds ptr, ptr %m43.i.2, i64 0
  %m45.i.2 = load ptr, ptr %m44.i.2, align 8
  %icall.7.i.2 = call i32 %m45.i.2(i32 %m38.i.2)
  %m46.i.2 = sitofp i32 1950465234 to float
  %m47.i.2 = sitofp i32 %m11.i.2 to float
  %m48.i.2 = fsub float %m46.i.2, %m47.i.2
  %m49.i.2 = bitcast float %m48.i.2 to i32
  %m50.i.2 = icmp sgt i32 %m28.i.2, 0
  %m51.i.2 = select i1 %m50.i.2, ptr @vt0.0, ptr @vt0.1
  %m52.i.2 = getelementptr inbounds ptr, ptr %m51.i.2, i64 0
  %m53.i.2 = load ptr, ptr %m52.i.2, align 8
  %icall.8.i.2 = call i32 %m53.i.2(i32 %m49.i.2)
  %m54.i.2 = and i32 %icall.8.i.2, 63
  %m55.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m54.i.2
  %m56.i.2 = load i32, ptr addrspace(5) %m55.i.2, align 4
  %m57.i.2 = xor i32 %m56.i.2, %m56.i.2
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i.2)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i.2)
  %v27 = or i32 %z42.i, 1
  %v26 = udiv i32 %m57.i.1, %v27
  %v28 = xor i32 %v26, %z42.i.1
  ret i32 %v28
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %bv2.i = alloca [113 x i32], align 4
  %m1.i = alloca [64 x i32], align 4
  %z1.i = alloca [64 x i32], align 4
  %z1.i.1 = alloca [64 x i32], align 4
  %bv2.i.1 = alloca [113 x i32], align 4
  %m1.i.1 = alloca [64 x i32], align 4
  %bv2.i.2 = alloca [113 x i32], align 4
  %m1.i.2 = alloca [64 x i32], align 4
  %w1.i.i = alloca [64 x i32], align 4
  %v2.i = alloca [113 x i32], align 4
  %v21.i = alloca [113 x i32], align 4
  %v24.i = alloca [113 x i32], align 4
  %a1 = alloca [64 x i32], align 4
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
  %a2 = phi i32 [ 0, %entry ], [ %a3, %lfill2 ]
  %a4 = icmp ult i32 %a2, 64
  br i1 %a4, label %lfill2, label %ldone3

lfill2:
  %a5 = mul i32 %a2, -416060463
  %a6 = xor i32 %a5, %x0
  %a7 = getelementptr inbounds [64 x i32], ptr %a1, i32 0, i32 %a2
  store i32 %a6, ptr %a7, align 4
  %a3 = add nuw nsw i32 %a2, 1
  br label %linit1

ldone3:
  %a8 = addrspacecast ptr %a1 to ptr addrspace(5)
  %a9 = icmp sgt i32 %x0, 0
  %a10 = select i1 %a9, ptr @vt1.1, ptr @vt1.1
  %a11 = getelementptr inbounds ptr, ptr %a10, i64 1
  %a12 = load ptr, ptr %a11, align 8
  %icall.12 = call i32 %a12(i32 %x0)
  %a13 = add i32 %tid, %n
  %a14 = and i32 %a13, 63
  %a15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a14
  store i32 %tid, ptr addrspace(1) %a15, align 4
  %a17 = zext i32 %icall.12 to i64
  call void @llvm.lifetime.start.p0(i64 452, ptr %v2.i)
  call void @llvm.lifetime.start.p0(i64 452, ptr %v21.i)
  call void @llvm.lifetime.start.p0(i64 452, ptr %v24.i)
  %v1.i = insertvalue [113 x i32] zeroinitializer, i32 %n, 33
  store [113 x i32] %v1.i, ptr %v2.i, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i, ptr %v2.i, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i)
  br label %linit1.i

linit1.i:
  %m2.i = phi i32 [ 0, %ldone3 ], [ %m3.i, %lfill2.i ]
  %m4.i = icmp ult i32 %m2.i, 64
  br i1 %m4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %m5.i = mul i32 %m2.i, 1040229193
  %m6.i = xor i32 %m5.i, %n
  %m7.i = getelementptr inbounds [64 x i32], ptr %m1.i, i32 0, i32 %m2.i
  store i32 %m6.i, ptr %m7.i, align 4
  %m3.i = add nuw nsw i32 %m2.i, 1
  br label %linit1.i

ldone3.i:
  %m8.i = addrspacecast ptr %m1.i to ptr addrspace(5)
  %m9.i = and i32 %n, -720444843
  %m10.i = mul i32 50, %n
  %m12.i = and i32 %m10.i, 31
  %m11.i = lshr i32 -59619731, %m12.i
  %m13.i = and i32 %n, 63
  %m14.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m13.i
  store i32 %m9.i, ptr addrspace(5) %m14.i, align 4
  %m15.i = and i32 %m10.i, 63
  %m16.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m15.i
  store i32 %m11.i, ptr addrspace(5) %m16.i, align 4
  %m17.i = sitofp i32 %m10.i to float
  %m18.i = sitofp i32 %m10.i to float
  %m19.i = fmul float %m17.i, %m18.i
  %m20.i = bitcast float %m19.i to i32
  %m21.i = sitofp i32 %m20.i to float
  %m22.i = sitofp i32 %m20.i to float
  %m23.i = fadd float %m21.i, %m22.i
  %m24.i = bitcast float %m23.i to i32
  %m25.i = and i32 362028422, 63
  %m26.i = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %m25.i
  %m27.i = load i32, ptr addrspace(5) %m26.i, align 4
  %m29.i = or i32 %m20.i, 1
  %m28.i = urem i32 %m24.i, %m29.i
  %m30.i = sub i32 %m20.i, %m10.i
  %m31.i = and i32 %m27.i, 63
  %m32.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m31.i
  store i32 %m27.i, ptr addrspace(5) %m32.i, align 4
  %m33.i = and i32 %m28.i, 63
  %m34.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m33.i
  store i32 %m24.i, ptr addrspace(5) %m34.i, align 4
  %m35.i = sitofp i32 %m24.i to float
  %m36.i = sitofp i32 %m9.i to float
  %m37.i = fadd float %m35.i, %m36.i
  %m38.i = bitcast float %m37.i to i32
  %m39.i = and i32 %m30.i, 63
  %m40.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m39.i
  %m41.i = load i32, ptr addrspace(5) %m40.i, align 4
  %m42.i = icmp sgt i32 %m38.i, 0
  %m43.i = select i1 %m42.i, ptr @vt1.0, ptr @vt1.0
  %m44.i = getelementptr inbounds ptr, ptr %m43.i, i64 0
  %m45.i = load ptr, ptr %m44.i, align 8
  %icall.7.i = call i32 %m45.i(i32 %m38.i)
  %m46.i = sitofp i32 1950465234 to float
  %m47.i = sitofp i32 %m11.i to float
  %m48.i = fsub float %m46.i, %m47.i
  %m49.i = bitcast float %m48.i to i32
  %m50.i = icmp sgt i32 %m28.i, 0
  %m51.i = select i1 %m50.i, ptr @vt0.0, ptr @vt0.1
  %m52.i = getelementptr inbounds ptr, ptr %m51.i, i64 0
  %m53.i = load ptr, ptr %m52.i, align 8
  %icall.8.i = call i32 %m53.i(i32 %m49.i)
  %m54.i = and i32 %icall.8.i, 63
  %m55.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m54.i
  %m56.i = load i32, ptr addrspace(5) %m55.i, align 4
  %m57.i = xor i32 %m56.i, %m56.i
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i)
  %v4.i = zext i32 %n to i64
  call void @llvm.lifetime.start.p0(i64 256, ptr %w1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %w2.i.i = phi i32 [ 0, %ldone3.i ], [ %w3.i.i, %lfill2.i.i ]
  %w4.i.i = icmp ult i32 %w2.i.i, 64
  br i1 %w4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %w5.i.i = mul i32 %w2.i.i, 1789461387
  %w6.i.i = xor i32 %w5.i.i, %m57.i
  %w7.i.i = getelementptr inbounds [64 x i32], ptr %w1.i.i, i32 0, i32 %w2.i.i
  store i32 %w6.i.i, ptr %w7.i.i, align 4
  %w3.i.i = add nuw nsw i32 %w2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %w8.i.i = addrspacecast ptr %w1.i.i to ptr addrspace(5)
  %w9.i.i = icmp sgt i32 %m57.i, 0
  %w10.i.i = select i1 %w9.i.i, ptr @vt1.1, ptr @vt1.1
  %w11.i.i = getelementptr inbounds ptr, ptr %w10.i.i, i64 1
  %w12.i.i = load ptr, ptr %w11.i.i, align 8
  %icall.0.i.i = call i32 %w12.i.i(i32 %m57.i)
  %w13.i.i = icmp sgt i32 %m57.i, 0
  %w14.i.i = select i1 %w13.i.i, ptr @vt1.0, ptr @vt1.1
  %w15.i.i = getelementptr inbounds ptr, ptr %w14.i.i, i64 0
  %w16.i.i = load ptr, ptr %w15.i.i, align 8
  %icall.1.i.i = call i32 %w16.i.i(i32 %m57.i)
  %w17.i.i = sub i32 1585639899, %icall.1.i.i
  %w18.i.i = and i32 %w17.i.i, %icall.1.i.i
  %w19.i.i = and i32 %icall.1.i.i, 63
  %w20.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w19.i.i
  %w21.i.i = load i32, ptr addrspace(5) %w20.i.i, align 4
  %w22.i.i = and i32 %n, 63
  %w23.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w22.i.i
  %w24.i.i = load i32, ptr addrspace(5) %w23.i.i, align 4
  %w26.i.i = or i32 %m57.i, 1
  %w25.i.i = udiv i32 %w24.i.i, %w26.i.i
  %w27.i.i = or i32 %w21.i.i, %w24.i.i
  %w28.i.i = and i32 %w25.i.i, 63
  %w29.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w28.i.i
  %w30.i.i = load i32, ptr addrspace(5) %w29.i.i, align 4
  %w32.i.i = and i32 %w27.i.i, 31
  %w31.i.i = shl i32 %w30.i.i, %w32.i.i
  %w33.i.i = and i32 %w17.i.i, 63
  %w34.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w33.i.i
  store i32 %icall.1.i.i, ptr addrspace(5) %w34.i.i, align 4
  %w35.i.i = and i32 %w30.i.i, 63
  %w36.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w35.i.i
  %w37.i.i = load i32, ptr addrspace(5) %w36.i.i, align 4
  %w39.i.i = and i32 %w27.i.i, 32767
  %w40.i.i = or i32 %w39.i.i, 1
  %w38.i.i = sdiv i32 %w31.i.i, %w40.i.i
  %w42.i.i = and i32 %w38.i.i, 31
  %w41.i.i = ashr i32 %w38.i.i, %w42.i.i
  %w43.i.i = and i32 %m57.i, 63
  %w44.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w43.i.i
  %w45.i.i = load i32, ptr addrspace(5) %w44.i.i, align 4
  %w47.i.i = and i32 %n, 32767
  %w48.i.i = or i32 %w47.i.i, 1
  %w46.i.i = sdiv i32 %w37.i.i, %w48.i.i
  %w49.i.i = and i32 %w38.i.i, 63
  %w50.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w49.i.i
  %w51.i.i = load i32, ptr addrspace(5) %w50.i.i, align 4
  %w52.i.i = call i32 @llvm.smin.i32(i32 %w46.i.i, i32 %w24.i.i)
  %w53.i.i = icmp sgt i32 %w45.i.i, 0
  %w54.i.i = select i1 %w53.i.i, ptr @vt1.0, ptr @vt1.1
  %w55.i.i = getelementptr inbounds ptr, ptr %w54.i.i, i64 1
  %w56.i.i = load ptr, ptr %w55.i.i, align 8
  %icall.2.i.i = call i32 %w56.i.i(i32 %w46.i.i)
  %w57.i.i = mul i32 1420268178, %icall.2.i.i
  %w58.i.i = sitofp i32 %w52.i.i to float
  %w59.i.i = sitofp i32 %w51.i.i to float
  %w60.i.i = fadd float %w58.i.i, %w59.i.i
  %w61.i.i = bitcast float %w60.i.i to i32
  %w62.i.i = icmp sgt i32 %w52.i.i, 0
  %w63.i.i = select i1 %w62.i.i, ptr @vt0.1, ptr @vt0.1
  %w64.i.i = getelementptr inbounds ptr, ptr %w63.i.i, i64 1
  %w65.i.i = load ptr, ptr %w64.i.i, align 8
  %icall.3.i.i = call i32 %w65.i.i(i32 %w57.i.i)
  %w66.i.i = xor i32 %icall.3.i.i, %w30.i.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %w1.i.i)
  %v6.i = icmp sgt i32 %m57.i, 0
  %v7.i = select i1 %v6.i, ptr @vt0.1, ptr @vt0.1
  %v8.i = getelementptr inbounds ptr, ptr %v7.i, i64 0
  %v9.i = load ptr, ptr %v8.i, align 8
  %icall.10.i = call i32 %v9.i(i32 %n)
  %v10.i = add i32 -1411224109, %m57.i
  %v11.i = icmp sgt i32 %w66.i.i, 0
  %v12.i = select i1 %v11.i, ptr @vt1.0, ptr @vt1.1
  %v13.i = getelementptr inbounds ptr, ptr %v12.i, i64 1
  %v14.i = load ptr, ptr %v13.i, align 8
  %icall.11.i = call i32 %v14.i(i32 %v10.i)
  %v15.i = or i32 %w66.i.i, %w66.i.i
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i)
  br label %linit1.i.1

linit1.i.1:
  %z2.i = phi i32 [ 0, %ldone3.i.i ], [ %z3.i, %lfill2.i.1 ]
  %z4.i = icmp ult i32 %z2.i, 64
  br i1 %z4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %z5.i = mul i32 %z2.i, -2064862857
  %z6.i = xor i32 %z5.i, 1048161772
  %z7.i = getelementptr inbounds [64 x i32], ptr %z1.i, i32 0, i32 %z2.i
  store i32 %z6.i, ptr %z7.i, align 4
  %z3.i = add nuw nsw i32 %z2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %z8.i = addrspacecast ptr %z1.i to ptr addrspace(5)
  %z10.i = and i32 -1577918103, 31
  %z9.i = lshr i32 -730434502, %z10.i
  %z11.i = icmp sgt i32 %z9.i, 0
  %z12.i = select i1 %z11.i, ptr @vt1.0, ptr @vt1.1
  %z13.i = getelementptr inbounds ptr, ptr %z12.i, i64 1
  %z14.i = load ptr, ptr %z13.i, align 8
  %icall.4.i = call i32 %z14.i(i32 -1323125933)
  %z15.i = icmp sgt i32 %z9.i, 0
  %z16.i = select i1 %z15.i, ptr @vt0.1, ptr @vt0.1
  %z17.i = getelementptr inbounds ptr, ptr %z16.i, i64 0
  %z18.i = load ptr, ptr %z17.i, align 8
  %icall.5.i = call i32 %z18.i(i32 %z9.i)
  %z19.i = and i32 %z9.i, 63
  %z20.i = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %z19.i
  %z21.i = load i32, ptr addrspace(5) %z20.i, align 4
  %z22.i = and i32 %z9.i, 63
  %z23.i = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %z22.i
  %z24.i = load i32, ptr addrspace(5) %z23.i, align 4
  %z25.i = and i32 %icall.4.i, 63
  %z26.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z25.i
  store i32 %z24.i, ptr addrspace(5) %z26.i, align 4
  %z28.i = icmp uge i32 %z9.i, -8
  %z27.i = select i1 %z28.i, i32 %z9.i, i32 %z9.i
  %z29.i = icmp sgt i32 %icall.5.i, 0
  %z30.i = select i1 %z29.i, ptr @vt1.0, ptr @vt1.0
  %z31.i = getelementptr inbounds ptr, ptr %z30.i, i64 1
  %z32.i = load ptr, ptr %z31.i, align 8
  %icall.6.i = call i32 %z32.i(i32 %z24.i)
  %z33.i = sitofp i32 %icall.6.i to float
  %z34.i = sitofp i32 %z27.i to float
  %z35.i = fsub float %z33.i, %z34.i
  %z36.i = bitcast float %z35.i to i32
  %z37.i = and i32 -590624650, 63
  %z38.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z37.i
  %z39.i = load i32, ptr addrspace(5) %z38.i, align 4
  %z41.i = icmp eq i32 %z27.i, %z39.i
  %z40.i = select i1 %z41.i, i32 %z27.i, i32 %z27.i
  %z42.i = xor i32 %z40.i, %z39.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i)
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i.1)
  br label %linit1.i.2

linit1.i.2:
  %z2.i.1 = phi i32 [ 0, %ldone3.i.1 ], [ %z3.i.1, %lfill2.i.2 ]
  %z4.i.1 = icmp ult i32 %z2.i.1, 64
  br i1 %z4.i.1, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %z5.i.1 = mul i32 %z2.i.1, -2064862857
  %z6.i.1 = xor i32 %z5.i.1, 1048161772
  %z7.i.1 = getelementptr inbounds [64 x i32], ptr %z1.i.1, i32 0, i32 %z2.i.1
  store i32 %z6.i.1, ptr %z7.i.1, align 4
  %z3.i.1 = add nuw nsw i32 %z2.i.1, 1
  br label %linit1.i.2

ldone3.i.2:
  %z8.i.1 = addrspacecast ptr %z1.i.1 to ptr addrspace(5)
  %z10.i.1 = and i32 -1577918103, 31
  %z9.i.1 = lshr i32 -730434502, %z10.i.1
  %z11.i.1 = icmp sgt i32 %z9.i.1, 0
  %z12.i.1 = select i1 %z11.i.1, ptr @vt1.0, ptr @vt1.1
  %z13.i.1 = getelementptr inbounds ptr, ptr %z12.i.1, i64 1
  %z14.i.1 = load ptr, ptr %z13.i.1, align 8
  %icall.4.i.1 = call i32 %z14.i.1(i32 -1323125933)
  %z15.i.1 = icmp sgt i32 %z9.i.1, 0
  %z16.i.1 = select i1 %z15.i.1, ptr @vt0.1, ptr @vt0.1
  %z17.i.1 = getelementptr inbounds ptr, ptr %z16.i.1, i64 0
  %z18.i.1 = load ptr, ptr %z17.i.1, align 8
  %icall.5.i.1 = call i32 %z18.i.1(i32 %z9.i.1)
  %z19.i.1 = and i32 %z9.i.1, 63
  %z20.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %z19.i.1
  %z21.i.1 = load i32, ptr addrspace(5) %z20.i.1, align 4
  %z22.i.1 = and i32 %z9.i.1, 63
  %z23.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %z22.i.1
  %z24.i.1 = load i32, ptr addrspace(5) %z23.i.1, align 4
  %z25.i.1 = and i32 %icall.4.i.1, 63
  %z26.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z25.i.1
  store i32 %z24.i.1, ptr addrspace(5) %z26.i.1, align 4
  %z28.i.1 = icmp uge i32 %z9.i.1, -8
  %z27.i.1 = select i1 %z28.i.1, i32 %z9.i.1, i32 %z9.i.1
  %z29.i.1 = icmp sgt i32 %icall.5.i.1, 0
  %z30.i.1 = select i1 %z29.i.1, ptr @vt1.0, ptr @vt1.0
  %z31.i.1 = getelementptr inbounds ptr, ptr %z30.i.1, i64 1
  %z32.i.1 = load ptr, ptr %z31.i.1, align 8
  %icall.6.i.1 = call i32 %z32.i.1(i32 %z24.i.1)
  %z33.i.1 = sitofp i32 %icall.6.i.1 to float
  %z34.i.1 = sitofp i32 %z27.i.1 to float
  %z35.i.1 = fsub float %z33.i.1, %z34.i.1
  %z36.i.1 = bitcast float %z35.i.1 to i32
  %z37.i.1 = and i32 -590624650, 63
  %z38.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z37.i.1
  %z39.i.1 = load i32, ptr addrspace(5) %z38.i.1, align 4
  %z41.i.1 = icmp eq i32 %z27.i.1, %z39.i.1
  %z40.i.1 = select i1 %z41.i.1, i32 %z27.i.1, i32 %z27.i.1
  %z42.i.1 = xor i32 %z40.i.1, %z39.i.1
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i.1)
  %v18.i = insertvalue [113 x i32] zeroinitializer, i32 %z42.i.1, 92
  %v19.i = insertvalue [113 x i32] %v18.i, i32 %icall.11.i, 29
  %v20.i = insertvalue [113 x i32] %v19.i, i32 %v15.i, 1
  store [113 x i32] %v20.i, ptr %v21.i, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i.1, ptr %v21.i, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i.1)
  br label %linit1.i.3

linit1.i.3:
  %m2.i.1 = phi i32 [ 0, %ldone3.i.2 ], [ %m3.i.1, %lfill2.i.3 ]
  %m4.i.1 = icmp ult i32 %m2.i.1, 64
  br i1 %m4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %m5.i.1 = mul i32 %m2.i.1, 1040229193
  %m6.i.1 = xor i32 %m5.i.1, %icall.11.i
  %m7.i.1 = getelementptr inbounds [64 x i32], ptr %m1.i.1, i32 0, i32 %m2.i.1
  store i32 %m6.i.1, ptr %m7.i.1, align 4
  %m3.i.1 = add nuw nsw i32 %m2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %m8.i.1 = addrspacecast ptr %m1.i.1 to ptr addrspace(5)
  %m9.i.1 = and i32 %icall.11.i, -720444843
  %m10.i.1 = mul i32 50, %icall.11.i
  %m12.i.1 = and i32 %m10.i.1, 31
  %m11.i.1 = lshr i32 -59619731, %m12.i.1
  %m13.i.1 = and i32 %icall.11.i, 63
  %m14.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m13.i.1
  store i32 %m9.i.1, ptr addrspace(5) %m14.i.1, align 4
  %m15.i.1 = and i32 %m10.i.1, 63
  %m16.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m15.i.1
  store i32 %m11.i.1, ptr addrspace(5) %m16.i.1, align 4
  %m17.i.1 = sitofp i32 %m10.i.1 to float
  %m18.i.1 = sitofp i32 %m10.i.1 to float
  %m19.i.1 = fmul float %m17.i.1, %m18.i.1
  %m20.i.1 = bitcast float %m19.i.1 to i32
  %m21.i.1 = sitofp i32 %m20.i.1 to float
  %m22.i.1 = sitofp i32 %m20.i.1 to float
  %m23.i.1 = fadd float %m21.i.1, %m22.i.1
  %m24.i.1 = bitcast float %m23.i.1 to i32
  %m25.i.1 = and i32 362028422, 63
  %m26.i.1 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %m25.i.1
  %m27.i.1 = load i32, ptr addrspace(5) %m26.i.1, align 4
  %m29.i.1 = or i32 %m20.i.1, 1
  %m28.i.1 = urem i32 %m24.i.1, %m29.i.1
  %m30.i.1 = sub i32 %m20.i.1, %m10.i.1
  %m31.i.1 = and i32 %m27.i.1, 63
  %m32.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m31.i.1
  store i32 %m27.i.1, ptr addrspace(5) %m32.i.1, align 4
  %m33.i.1 = and i32 %m28.i.1, 63
  %m34.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m33.i.1
  store i32 %m24.i.1, ptr addrspace(5) %m34.i.1, align 4
  %m35.i.1 = sitofp i32 %m24.i.1 to float
  %m36.i.1 = sitofp i32 %m9.i.1 to float
  %m37.i.1 = fadd float %m35.i.1, %m36.i.1
  %m38.i.1 = bitcast float %m37.i.1 to i32
  %m39.i.1 = and i32 %m30.i.1, 63
  %m40.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m39.i.1
  %m41.i.1 = load i32, ptr addrspace(5) %m40.i.1, align 4
  %m42.i.1 = icmp sgt i32 %m38.i.1, 0
  %m43.i.1 = select i1 %m42.i.1, ptr @vt1.0, ptr @vt1.0
  %m44.i.1 = getelementptr inbounds ptr, ptr %m43.i.1, i64 0
  %m45.i.1 = load ptr, ptr %m44.i.1, align 8
  %icall.7.i.1 = call i32 %m45.i.1(i32 %m38.i.1)
  %m46.i.1 = sitofp i32 1950465234 to float
  %m47.i.1 = sitofp i32 %m11.i.1 to float
  %m48.i.1 = fsub float %m46.i.1, %m47.i.1
  %m49.i.1 = bitcast float %m48.i.1 to i32
  %m50.i.1 = icmp sgt i32 %m28.i.1, 0
  %m51.i.1 = select i1 %m50.i.1, ptr @vt0.0, ptr @vt0.1
  %m52.i.1 = getelementptr inbounds ptr, ptr %m51.i.1, i64 0
  %m53.i.1 = load ptr, ptr %m52.i.1, align 8
  %icall.8.i.1 = call i32 %m53.i.1(i32 %m49.i.1)
  %m54.i.1 = and i32 %icall.8.i.1, 63
  %m55.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m54.i.1
  %m56.i.1 = load i32, ptr addrspace(5) %m55.i.1, align 4
  %m57.i.1 = xor i32 %m56.i.1, %m56.i.1
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i.1)
  %v23.i = insertvalue [113 x i32] zeroinitializer, i32 %z42.i.1, 77
  store [113 x i32] %v23.i, ptr %v24.i, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i.2)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i.2, ptr %v24.i, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i.2)
  br label %linit1.i.4

linit1.i.4:
  %m2.i.2 = phi i32 [ 0, %ldone3.i.3 ], [ %m3.i.2, %lfill2.i.4 ]
  %m4.i.2 = icmp ult i32 %m2.i.2, 64
  br i1 %m4.i.2, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %m5.i.2 = mul i32 %m2.i.2, 1040229193
  %m6.i.2 = xor i32 %m5.i.2, %z42.i
  %m7.i.2 = getelementptr inbounds [64 x i32], ptr %m1.i.2, i32 0, i32 %m2.i.2
  store i32 %m6.i.2, ptr %m7.i.2, align 4
  %m3.i.2 = add nuw nsw i32 %m2.i.2, 1
  br label %linit1.i.4

ldone3.i.4:
  %m8.i.2 = addrspacecast ptr %m1.i.2 to ptr addrspace(5)
  %m9.i.2 = and i32 %z42.i, -720444843
  %m10.i.2 = mul i32 50, %z42.i
  %m12.i.2 = and i32 %m10.i.2, 31
  %m11.i.2 = lshr i32 -59619731, %m12.i.2
  %m13.i.2 = and i32 %z42.i, 63
  %m14.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m13.i.2
  store i32 %m9.i.2, ptr addrspace(5) %m14.i.2, align 4
  %m15.i.2 = and i32 %m10.i.2, 63
  %m16.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m15.i.2
  store i32 %m11.i.2, ptr addrspace(5) %m16.i.2, align 4
  %m17.i.2 = sitofp i32 %m10.i.2 to float
  %m18.i.2 = sitofp i32 %m10.i.2 to float
  %m19.i.2 = fmul float %m17.i.2, %m18.i.2
  %m20.i.2 = bitcast float %m19.i.2 to i32
  %m21.i.2 = sitofp i32 %m20.i.2 to float
  %m22.i.2 = sitofp i32 %m20.i.2 to float
  %m23.i.2 = fadd float %m21.i.2, %m22.i.2
  %m24.i.2 = bitcast float %m23.i.2 to i32
  %m25.i.2 = and i32 362028422, 63
  %m26.i.2 = getelementptr inbounds i32, ptr addrspace(5) %a8, i32 %m25.i.2
  %m27.i.2 = load i32, ptr addrspace(5) %m26.i.2, align 4
  %m29.i.2 = or i32 %m20.i.2, 1
  %m28.i.2 = urem i32 %m24.i.2, %m29.i.2
  %m30.i.2 = sub i32 %m20.i.2, %m10.i.2
  %m31.i.2 = and i32 %m27.i.2, 63
  %m32.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m31.i.2
  store i32 %m27.i.2, ptr addrspace(5) %m32.i.2, align 4
  %m33.i.2 = and i32 %m28.i.2, 63
  %m34.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m33.i.2
  store i32 %m24.i.2, ptr addrspace(5) %m34.i.2, align 4
  %m35.i.2 = sitofp i32 %m24.i.2 to float
  %m36.i.2 = sitofp i32 %m9.i.2 to float
  %m37.i.2 = fadd float %m35.i.2, %m36.i.2
  %m38.i.2 = bitcast float %m37.i.2 to i32
  %m39.i.2 = and i32 %m30.i.2, 63
  %m40.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m39.i.2
  %m41.i.2 = load i32, ptr addrspace(5) %m40.i.2, align 4
  %m42.i.2 = icmp sgt i32 %m38.i.2, 0
  %m43.i.2 = select i1 %m42.i.2, ptr @vt1.0, ptr @vt1.0
  %m44.i.2 = getelementptr inbounds ptr, ptr %m43.i.2, i64 0
  %m45.i.2 = load ptr, ptr %m44.i.2, align 8
  %icall.7.i.2 = call i32 %m45.i.2(i32 %m38.i.2)
  %m46.i.2 = sitofp i32 1950465234 to float
  %m47.i.2 = sitofp i32 %m11.i.2 to float
  %m48.i.2 = fsub float %m46.i.2, %m47.i.2
  %m49.i.2 = bitcast float %m48.i.2 to i32
  %m50.i.2 = icmp sgt i32 %m28.i.2, 0
  %m51.i.2 = select i1 %m50.i.2, ptr @vt0.0, ptr @vt0.1
  %m52.i.2 = getelementptr inbounds ptr, ptr %m51.i.2, i64 0
  %m53.i.2 = load ptr, ptr %m52.i.2, align 8
  %icall.8.i.2 = call i32 %m53.i.2(i32 %m49.i.2)
  %m54.i.2 = and i32 %icall.8.i.2, 63
  %m55.i.2 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.2, i32 %m54.i.2
  %m56.i.2 = load i32, ptr addrspace(5) %m55.i.2, align 4
  %m57.i.2 = xor i32 %m56.i.2, %m56.i.2
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i.2)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i.2)
  %v27.i = or i32 %z42.i, 1
  %v26.i = udiv i32 %m57.i.1, %v27.i
  %v28.i = xor i32 %v26.i, %z42.i.1
  call void @llvm.lifetime.end.p0(i64 452, ptr %v2.i)
  call void @llvm.lifetime.end.p0(i64 452, ptr %v21.i)
  call void @llvm.lifetime.end.p0(i64 452, ptr %v24.i)
  %a21 = and i32 %tid, 63
  %a22 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a21
  %a23 = load i32, ptr addrspace(1) %a22, align 4
  %a24 = icmp sgt i32 %v28.i, 0
  %a25 = select i1 %a24, ptr @vt0.1, ptr @vt0.0
  %a26 = getelementptr inbounds ptr, ptr %a25, i64 0
  %a27 = load ptr, ptr %a26, align 8
  %icall.13 = call i32 %a27(i32 1745417500)
  %a29 = or i32 %a13, 1
  %a28 = udiv i32 %icall.13, %a29
  %a30 = xor i32 %x0, %a28
  %a31 = xor i32 %a30, %icall.13
  %a32 = xor i32 %a31, %a23
  %a33 = xor i32 %a32, %v28.i
  store i32 %a33, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %z1.i = alloca [64 x i32], align 4
  %bv2.i = alloca [113 x i32], align 4
  %m1.i = alloca [64 x i32], align 4
  %z1.i.1 = alloca [64 x i32], align 4
  %bv2.i.1 = alloca [113 x i32], align 4
  %m1.i.1 = alloca [64 x i32], align 4
  %z1.i.2 = alloca [64 x i32], align 4
  %w1.i.i = alloca [64 x i32], align 4
  %v2.i = alloca [113 x i32], align 4
  %v21.i = alloca [113 x i32], align 4
  %v24.i = alloca [113 x i32], align 4
  %t39 = alloca [113 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %t1 = sitofp i32 %tid to float
  %t2 = sitofp i32 %tid to float
  %t3 = fsub float %t1, %t2
  %t4 = bitcast float %t3 to i32
  %t5 = icmp sgt i32 %tid, 0
  %t6 = select i1 %t5, ptr @vt1.1, ptr @vt1.1
  %t7 = getelementptr inbounds ptr, ptr %t6, i64 1
  %t8 = load ptr, ptr %t7, align 8
  %icall.14 = call i32 %t8(i32 %n)
  %t9 = sitofp i32 %x0 to float
  %t10 = sitofp i32 %t4 to float
  %t11 = fsub float %t9, %t10
  %t12 = bitcast float %t11 to i32
  %t13 = and i32 %t4, 63
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %t13
  store i32 %t4, ptr addrspace(1) %t14, align 4
  %t16 = or i32 %tid, 1
  %t15 = urem i32 %t4, %t16
  %t17 = addrspacecast ptr addrspace(1) %islot to ptr
  %t18 = addrspacecast ptr addrspace(1) %islot to ptr
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i)
  %0 = addrspacecast ptr addrspace(1) %islot to ptr
  br label %linit1.i

linit1.i:
  %z2.i = phi i32 [ 0, %entry ], [ %z3.i, %lfill2.i ]
  %z4.i = icmp ult i32 %z2.i, 64
  br i1 %z4.i, label %lfill2.i, label %ldone3.i

lfill2.i:
  %z5.i = mul i32 %z2.i, -2064862857
  %z6.i = xor i32 %z5.i, 1048161772
  %z7.i = getelementptr inbounds [64 x i32], ptr %z1.i, i32 0, i32 %z2.i
  store i32 %z6.i, ptr %z7.i, align 4
  %z3.i = add nuw nsw i32 %z2.i, 1
  br label %linit1.i

ldone3.i:
  %z8.i = addrspacecast ptr %z1.i to ptr addrspace(5)
  %z10.i = and i32 -1577918103, 31
  %z9.i = lshr i32 -730434502, %z10.i
  %z11.i = icmp sgt i32 %z9.i, 0
  %z12.i = select i1 %z11.i, ptr @vt1.0, ptr @vt1.1
  %z13.i = getelementptr inbounds ptr, ptr %z12.i, i64 1
  %z14.i = load ptr, ptr %z13.i, align 8
  %icall.4.i = call i32 %z14.i(i32 -1323125933)
  %z15.i = icmp sgt i32 %z9.i, 0
  %z16.i = select i1 %z15.i, ptr @vt0.1, ptr @vt0.1
  %z17.i = getelementptr inbounds ptr, ptr %z16.i, i64 0
  %z18.i = load ptr, ptr %z17.i, align 8
  %icall.5.i = call i32 %z18.i(i32 %z9.i)
  %z19.i = and i32 %z9.i, 63
  %z20.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z19.i
  %z21.i = load i32, ptr addrspace(1) %z20.i, align 4
  %z22.i = and i32 %z9.i, 63
  %z23.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z22.i
  %z24.i = load i32, ptr addrspace(1) %z23.i, align 4
  %z25.i = and i32 %icall.4.i, 63
  %z26.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z25.i
  store i32 %z24.i, ptr addrspace(5) %z26.i, align 4
  %z28.i = icmp uge i32 %z9.i, -8
  %z27.i = select i1 %z28.i, i32 %z9.i, i32 %z9.i
  %z29.i = icmp sgt i32 %icall.5.i, 0
  %z30.i = select i1 %z29.i, ptr @vt1.0, ptr @vt1.0
  %z31.i = getelementptr inbounds ptr, ptr %z30.i, i64 1
  %z32.i = load ptr, ptr %z31.i, align 8
  %icall.6.i = call i32 %z32.i(i32 %z24.i)
  %z33.i = sitofp i32 %icall.6.i to float
  %z34.i = sitofp i32 %z27.i to float
  %z35.i = fsub float %z33.i, %z34.i
  %z36.i = bitcast float %z35.i to i32
  %z37.i = and i32 -590624650, 63
  %z38.i = getelementptr inbounds i32, ptr addrspace(5) %z8.i, i32 %z37.i
  %z39.i = load i32, ptr addrspace(5) %z38.i, align 4
  %z41.i = icmp eq i32 %z27.i, %z39.i
  %z40.i = select i1 %z41.i, i32 %z27.i, i32 %z27.i
  %z42.i = xor i32 %z40.i, %z39.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i)
  %t20 = sitofp i32 %z42.i to float
  %t21 = sitofp i32 %z42.i to float
  %t22 = fsub float %t20, %t21
  %t23 = bitcast float %t22 to i32
  %t24 = sitofp i32 %z42.i to float
  %t25 = sitofp i32 %t23 to float
  %t26 = fsub float %t24, %t25
  %t27 = bitcast float %t26 to i32
  %t28 = and i32 150184865, 63
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t28
  %t30 = load i32, ptr addrspace(1) %t29, align 4
  %t31 = addrspacecast ptr addrspace(1) %slot to ptr
  %t32 = zext i32 %z42.i to i64
  %t33 = addrspacecast ptr addrspace(1) %slot to ptr
  %t34 = addrspacecast ptr addrspace(1) %islot to ptr
  call void @llvm.lifetime.start.p0(i64 452, ptr %v2.i)
  call void @llvm.lifetime.start.p0(i64 452, ptr %v21.i)
  call void @llvm.lifetime.start.p0(i64 452, ptr %v24.i)
  %v1.i = insertvalue [113 x i32] zeroinitializer, i32 %t27, 33
  store [113 x i32] %v1.i, ptr %v2.i, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i, ptr %v2.i, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i)
  br label %linit1.i.1

linit1.i.1:
  %m2.i = phi i32 [ 0, %ldone3.i ], [ %m3.i, %lfill2.i.1 ]
  %m4.i = icmp ult i32 %m2.i, 64
  br i1 %m4.i, label %lfill2.i.1, label %ldone3.i.1

lfill2.i.1:
  %m5.i = mul i32 %m2.i, 1040229193
  %m6.i = xor i32 %m5.i, %t27
  %m7.i = getelementptr inbounds [64 x i32], ptr %m1.i, i32 0, i32 %m2.i
  store i32 %m6.i, ptr %m7.i, align 4
  %m3.i = add nuw nsw i32 %m2.i, 1
  br label %linit1.i.1

ldone3.i.1:
  %m8.i = addrspacecast ptr %m1.i to ptr addrspace(5)
  %m9.i = and i32 %t27, -720444843
  %m10.i = mul i32 50, %t27
  %m12.i = and i32 %m10.i, 31
  %m11.i = lshr i32 -59619731, %m12.i
  %m13.i = and i32 %t27, 63
  %m14.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m13.i
  store i32 %m9.i, ptr addrspace(5) %m14.i, align 4
  %m15.i = and i32 %m10.i, 63
  %m16.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m15.i
  store i32 %m11.i, ptr addrspace(5) %m16.i, align 4
  %m17.i = sitofp i32 %m10.i to float
  %m18.i = sitofp i32 %m10.i to float
  %m19.i = fmul float %m17.i, %m18.i
  %m20.i = bitcast float %m19.i to i32
  %m21.i = sitofp i32 %m20.i to float
  %m22.i = sitofp i32 %m20.i to float
  %m23.i = fadd float %m21.i, %m22.i
  %m24.i = bitcast float %m23.i to i32
  %m25.i = and i32 362028422, 63
  %m26.i = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %m25.i
  %m27.i = load i32, ptr addrspace(1) %m26.i, align 4
  %m29.i = or i32 %m20.i, 1
  %m28.i = urem i32 %m24.i, %m29.i
  %m30.i = sub i32 %m20.i, %m10.i
  %m31.i = and i32 %m27.i, 63
  %m32.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m31.i
  store i32 %m27.i, ptr addrspace(5) %m32.i, align 4
  %m33.i = and i32 %m28.i, 63
  %m34.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m33.i
  store i32 %m24.i, ptr addrspace(5) %m34.i, align 4
  %m35.i = sitofp i32 %m24.i to float
  %m36.i = sitofp i32 %m9.i to float
  %m37.i = fadd float %m35.i, %m36.i
  %m38.i = bitcast float %m37.i to i32
  %m39.i = and i32 %m30.i, 63
  %m40.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m39.i
  %m41.i = load i32, ptr addrspace(5) %m40.i, align 4
  %m42.i = icmp sgt i32 %m38.i, 0
  %m43.i = select i1 %m42.i, ptr @vt1.0, ptr @vt1.0
  %m44.i = getelementptr inbounds ptr, ptr %m43.i, i64 0
  %m45.i = load ptr, ptr %m44.i, align 8
  %icall.7.i = call i32 %m45.i(i32 %m38.i)
  %m46.i = sitofp i32 1950465234 to float
  %m47.i = sitofp i32 %m11.i to float
  %m48.i = fsub float %m46.i, %m47.i
  %m49.i = bitcast float %m48.i to i32
  %m50.i = icmp sgt i32 %m28.i, 0
  %m51.i = select i1 %m50.i, ptr @vt0.0, ptr @vt0.1
  %m52.i = getelementptr inbounds ptr, ptr %m51.i, i64 0
  %m53.i = load ptr, ptr %m52.i, align 8
  %icall.8.i = call i32 %m53.i(i32 %m49.i)
  %m54.i = and i32 %icall.8.i, 63
  %m55.i = getelementptr inbounds i32, ptr addrspace(5) %m8.i, i32 %m54.i
  %m56.i = load i32, ptr addrspace(5) %m55.i, align 4
  %m57.i = xor i32 %m56.i, %m56.i
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i)
  %v4.i = zext i32 %t27 to i64
  call void @llvm.lifetime.start.p0(i64 256, ptr %w1.i.i)
  br label %linit1.i.i

linit1.i.i:
  %w2.i.i = phi i32 [ 0, %ldone3.i.1 ], [ %w3.i.i, %lfill2.i.i ]
  %w4.i.i = icmp ult i32 %w2.i.i, 64
  br i1 %w4.i.i, label %lfill2.i.i, label %ldone3.i.i

lfill2.i.i:
  %w5.i.i = mul i32 %w2.i.i, 1789461387
  %w6.i.i = xor i32 %w5.i.i, %m57.i
  %w7.i.i = getelementptr inbounds [64 x i32], ptr %w1.i.i, i32 0, i32 %w2.i.i
  store i32 %w6.i.i, ptr %w7.i.i, align 4
  %w3.i.i = add nuw nsw i32 %w2.i.i, 1
  br label %linit1.i.i

ldone3.i.i:
  %w8.i.i = addrspacecast ptr %w1.i.i to ptr addrspace(5)
  %w9.i.i = icmp sgt i32 %m57.i, 0
  %w10.i.i = select i1 %w9.i.i, ptr @vt1.1, ptr @vt1.1
  %w11.i.i = getelementptr inbounds ptr, ptr %w10.i.i, i64 1
  %w12.i.i = load ptr, ptr %w11.i.i, align 8
  %icall.0.i.i = call i32 %w12.i.i(i32 %m57.i)
  %w13.i.i = icmp sgt i32 %m57.i, 0
  %w14.i.i = select i1 %w13.i.i, ptr @vt1.0, ptr @vt1.1
  %w15.i.i = getelementptr inbounds ptr, ptr %w14.i.i, i64 0
  %w16.i.i = load ptr, ptr %w15.i.i, align 8
  %icall.1.i.i = call i32 %w16.i.i(i32 %m57.i)
  %w17.i.i = sub i32 1585639899, %icall.1.i.i
  %w18.i.i = and i32 %w17.i.i, %icall.1.i.i
  %w19.i.i = and i32 %icall.1.i.i, 63
  %w20.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w19.i.i
  %w21.i.i = load i32, ptr addrspace(5) %w20.i.i, align 4
  %w22.i.i = and i32 %t27, 63
  %w23.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w22.i.i
  %w24.i.i = load i32, ptr addrspace(5) %w23.i.i, align 4
  %w26.i.i = or i32 %m57.i, 1
  %w25.i.i = udiv i32 %w24.i.i, %w26.i.i
  %w27.i.i = or i32 %w21.i.i, %w24.i.i
  %w28.i.i = and i32 %w25.i.i, 63
  %w29.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w28.i.i
  %w30.i.i = load i32, ptr addrspace(5) %w29.i.i, align 4
  %w32.i.i = and i32 %w27.i.i, 31
  %w31.i.i = shl i32 %w30.i.i, %w32.i.i
  %w33.i.i = and i32 %w17.i.i, 63
  %w34.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w33.i.i
  store i32 %icall.1.i.i, ptr addrspace(5) %w34.i.i, align 4
  %w35.i.i = and i32 %w30.i.i, 63
  %w36.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w35.i.i
  %w37.i.i = load i32, ptr addrspace(5) %w36.i.i, align 4
  %w39.i.i = and i32 %w27.i.i, 32767
  %w40.i.i = or i32 %w39.i.i, 1
  %w38.i.i = sdiv i32 %w31.i.i, %w40.i.i
  %w42.i.i = and i32 %w38.i.i, 31
  %w41.i.i = ashr i32 %w38.i.i, %w42.i.i
  %w43.i.i = and i32 %m57.i, 63
  %w44.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w43.i.i
  %w45.i.i = load i32, ptr addrspace(5) %w44.i.i, align 4
  %w47.i.i = and i32 %t27, 32767
  %w48.i.i = or i32 %w47.i.i, 1
  %w46.i.i = sdiv i32 %w37.i.i, %w48.i.i
  %w49.i.i = and i32 %w38.i.i, 63
  %w50.i.i = getelementptr inbounds i32, ptr addrspace(5) %w8.i.i, i32 %w49.i.i
  %w51.i.i = load i32, ptr addrspace(5) %w50.i.i, align 4
  %w52.i.i = call i32 @llvm.smin.i32(i32 %w46.i.i, i32 %w24.i.i)
  %w53.i.i = icmp sgt i32 %w45.i.i, 0
  %w54.i.i = select i1 %w53.i.i, ptr @vt1.0, ptr @vt1.1
  %w55.i.i = getelementptr inbounds ptr, ptr %w54.i.i, i64 1
  %w56.i.i = load ptr, ptr %w55.i.i, align 8
  %icall.2.i.i = call i32 %w56.i.i(i32 %w46.i.i)
  %w57.i.i = mul i32 1420268178, %icall.2.i.i
  %w58.i.i = sitofp i32 %w52.i.i to float
  %w59.i.i = sitofp i32 %w51.i.i to float
  %w60.i.i = fadd float %w58.i.i, %w59.i.i
  %w61.i.i = bitcast float %w60.i.i to i32
  %w62.i.i = icmp sgt i32 %w52.i.i, 0
  %w63.i.i = select i1 %w62.i.i, ptr @vt0.1, ptr @vt0.1
  %w64.i.i = getelementptr inbounds ptr, ptr %w63.i.i, i64 1
  %w65.i.i = load ptr, ptr %w64.i.i, align 8
  %icall.3.i.i = call i32 %w65.i.i(i32 %w57.i.i)
  %w66.i.i = xor i32 %icall.3.i.i, %w30.i.i
  call void @llvm.lifetime.end.p0(i64 256, ptr %w1.i.i)
  %v6.i = icmp sgt i32 %m57.i, 0
  %v7.i = select i1 %v6.i, ptr @vt0.1, ptr @vt0.1
  %v8.i = getelementptr inbounds ptr, ptr %v7.i, i64 0
  %v9.i = load ptr, ptr %v8.i, align 8
  %icall.10.i = call i32 %v9.i(i32 %t27)
  %v10.i = add i32 -1411224109, %m57.i
  %v11.i = icmp sgt i32 %w66.i.i, 0
  %v12.i = select i1 %v11.i, ptr @vt1.0, ptr @vt1.1
  %v13.i = getelementptr inbounds ptr, ptr %v12.i, i64 1
  %v14.i = load ptr, ptr %v13.i, align 8
  %icall.11.i = call i32 %v14.i(i32 %v10.i)
  %v15.i = or i32 %w66.i.i, %w66.i.i
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i.1)
  br label %linit1.i.2

linit1.i.2:
  %z2.i.1 = phi i32 [ 0, %ldone3.i.i ], [ %z3.i.1, %lfill2.i.2 ]
  %z4.i.1 = icmp ult i32 %z2.i.1, 64
  br i1 %z4.i.1, label %lfill2.i.2, label %ldone3.i.2

lfill2.i.2:
  %z5.i.1 = mul i32 %z2.i.1, -2064862857
  %z6.i.1 = xor i32 %z5.i.1, 1048161772
  %z7.i.1 = getelementptr inbounds [64 x i32], ptr %z1.i.1, i32 0, i32 %z2.i.1
  store i32 %z6.i.1, ptr %z7.i.1, align 4
  %z3.i.1 = add nuw nsw i32 %z2.i.1, 1
  br label %linit1.i.2

ldone3.i.2:
  %z8.i.1 = addrspacecast ptr %z1.i.1 to ptr addrspace(5)
  %z10.i.1 = and i32 -1577918103, 31
  %z9.i.1 = lshr i32 -730434502, %z10.i.1
  %z11.i.1 = icmp sgt i32 %z9.i.1, 0
  %z12.i.1 = select i1 %z11.i.1, ptr @vt1.0, ptr @vt1.1
  %z13.i.1 = getelementptr inbounds ptr, ptr %z12.i.1, i64 1
  %z14.i.1 = load ptr, ptr %z13.i.1, align 8
  %icall.4.i.1 = call i32 %z14.i.1(i32 -1323125933)
  %z15.i.1 = icmp sgt i32 %z9.i.1, 0
  %z16.i.1 = select i1 %z15.i.1, ptr @vt0.1, ptr @vt0.1
  %z17.i.1 = getelementptr inbounds ptr, ptr %z16.i.1, i64 0
  %z18.i.1 = load ptr, ptr %z17.i.1, align 8
  %icall.5.i.1 = call i32 %z18.i.1(i32 %z9.i.1)
  %z19.i.1 = and i32 %z9.i.1, 63
  %z20.i.1 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z19.i.1
  %z21.i.1 = load i32, ptr addrspace(1) %z20.i.1, align 4
  %z22.i.1 = and i32 %z9.i.1, 63
  %z23.i.1 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %z22.i.1
  %z24.i.1 = load i32, ptr addrspace(1) %z23.i.1, align 4
  %z25.i.1 = and i32 %icall.4.i.1, 63
  %z26.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z25.i.1
  store i32 %z24.i.1, ptr addrspace(5) %z26.i.1, align 4
  %z28.i.1 = icmp uge i32 %z9.i.1, -8
  %z27.i.1 = select i1 %z28.i.1, i32 %z9.i.1, i32 %z9.i.1
  %z29.i.1 = icmp sgt i32 %icall.5.i.1, 0
  %z30.i.1 = select i1 %z29.i.1, ptr @vt1.0, ptr @vt1.0
  %z31.i.1 = getelementptr inbounds ptr, ptr %z30.i.1, i64 1
  %z32.i.1 = load ptr, ptr %z31.i.1, align 8
  %icall.6.i.1 = call i32 %z32.i.1(i32 %z24.i.1)
  %z33.i.1 = sitofp i32 %icall.6.i.1 to float
  %z34.i.1 = sitofp i32 %z27.i.1 to float
  %z35.i.1 = fsub float %z33.i.1, %z34.i.1
  %z36.i.1 = bitcast float %z35.i.1 to i32
  %z37.i.1 = and i32 -590624650, 63
  %z38.i.1 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.1, i32 %z37.i.1
  %z39.i.1 = load i32, ptr addrspace(5) %z38.i.1, align 4
  %z41.i.1 = icmp eq i32 %z27.i.1, %z39.i.1
  %z40.i.1 = select i1 %z41.i.1, i32 %z27.i.1, i32 %z27.i.1
  %z42.i.1 = xor i32 %z40.i.1, %z39.i.1
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i.1)
  %v17.i = call i32 @f5(ptr %t31, ptr %t33)
  %v18.i = insertvalue [113 x i32] zeroinitializer, i32 %v17.i, 92
  %v19.i = insertvalue [113 x i32] %v18.i, i32 %icall.11.i, 29
  %v20.i = insertvalue [113 x i32] %v19.i, i32 %v15.i, 1
  store [113 x i32] %v20.i, ptr %v21.i, align 4
  %v22.i = call i32 @f6(ptr %t34, i32 %icall.11.i, ptr align 4 byval([113 x i32]) %v21.i)
  %v23.i = insertvalue [113 x i32] zeroinitializer, i32 %v17.i, 77
  store [113 x i32] %v23.i, ptr %v24.i, align 4
  %v25.i = call i32 @f6(ptr %t33, i32 %z42.i.1, ptr align 4 byval([113 x i32]) %v24.i)
  %v27.i = or i32 %z42.i.1, 1
  %v26.i = udiv i32 %v22.i, %v27.i
  %v28.i = xor i32 %v26.i, %v17.i
  call void @llvm.lifetime.end.p0(i64 452, ptr %v2.i)
  call void @llvm.lifetime.end.p0(i64 452, ptr %v21.i)
  call void @llvm.lifetime.end.p0(i64 452, ptr %v24.i)
  %t36 = call i32 @llvm.umax.i32(i32 %v28.i, i32 %v28.i)
  %t37 = addrspacecast ptr addrspace(1) %slot to ptr
  %t38 = insertvalue [113 x i32] zeroinitializer, i32 %v28.i, 82
  store [113 x i32] %t38, ptr %t39, align 4
  call void @llvm.lifetime.start.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.memcpy.p0.p0.i64(ptr %bv2.i.1, ptr %t39, i64 452, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr %m1.i.1)
  br label %linit1.i.3

linit1.i.3:
  %m2.i.1 = phi i32 [ 0, %ldone3.i.2 ], [ %m3.i.1, %lfill2.i.3 ]
  %m4.i.1 = icmp ult i32 %m2.i.1, 64
  br i1 %m4.i.1, label %lfill2.i.3, label %ldone3.i.3

lfill2.i.3:
  %m5.i.1 = mul i32 %m2.i.1, 1040229193
  %m6.i.1 = xor i32 %m5.i.1, %t27
  %m7.i.1 = getelementptr inbounds [64 x i32], ptr %m1.i.1, i32 0, i32 %m2.i.1
  store i32 %m6.i.1, ptr %m7.i.1, align 4
  %m3.i.1 = add nuw nsw i32 %m2.i.1, 1
  br label %linit1.i.3

ldone3.i.3:
  %m8.i.1 = addrspacecast ptr %m1.i.1 to ptr addrspace(5)
  %m9.i.1 = and i32 %t27, -720444843
  %m10.i.1 = mul i32 50, %t27
  %m12.i.1 = and i32 %m10.i.1, 31
  %m11.i.1 = lshr i32 -59619731, %m12.i.1
  %m13.i.1 = and i32 %t27, 63
  %m14.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m13.i.1
  store i32 %m9.i.1, ptr addrspace(5) %m14.i.1, align 4
  %m15.i.1 = and i32 %m10.i.1, 63
  %m16.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m15.i.1
  store i32 %m11.i.1, ptr addrspace(5) %m16.i.1, align 4
  %m17.i.1 = sitofp i32 %m10.i.1 to float
  %m18.i.1 = sitofp i32 %m10.i.1 to float
  %m19.i.1 = fmul float %m17.i.1, %m18.i.1
  %m20.i.1 = bitcast float %m19.i.1 to i32
  %m21.i.1 = sitofp i32 %m20.i.1 to float
  %m22.i.1 = sitofp i32 %m20.i.1 to float
  %m23.i.1 = fadd float %m21.i.1, %m22.i.1
  %m24.i.1 = bitcast float %m23.i.1 to i32
  %m25.i.1 = and i32 362028422, 63
  %m26.i.1 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m25.i.1
  %m27.i.1 = load i32, ptr addrspace(1) %m26.i.1, align 4
  %m29.i.1 = or i32 %m20.i.1, 1
  %m28.i.1 = urem i32 %m24.i.1, %m29.i.1
  %m30.i.1 = sub i32 %m20.i.1, %m10.i.1
  %m31.i.1 = and i32 %m27.i.1, 63
  %m32.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m31.i.1
  store i32 %m27.i.1, ptr addrspace(5) %m32.i.1, align 4
  %m33.i.1 = and i32 %m28.i.1, 63
  %m34.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m33.i.1
  store i32 %m24.i.1, ptr addrspace(5) %m34.i.1, align 4
  %m35.i.1 = sitofp i32 %m24.i.1 to float
  %m36.i.1 = sitofp i32 %m9.i.1 to float
  %m37.i.1 = fadd float %m35.i.1, %m36.i.1
  %m38.i.1 = bitcast float %m37.i.1 to i32
  %m39.i.1 = and i32 %m30.i.1, 63
  %m40.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m39.i.1
  %m41.i.1 = load i32, ptr addrspace(5) %m40.i.1, align 4
  %m42.i.1 = icmp sgt i32 %m38.i.1, 0
  %m43.i.1 = select i1 %m42.i.1, ptr @vt1.0, ptr @vt1.0
  %m44.i.1 = getelementptr inbounds ptr, ptr %m43.i.1, i64 0
  %m45.i.1 = load ptr, ptr %m44.i.1, align 8
  %icall.7.i.1 = call i32 %m45.i.1(i32 %m38.i.1)
  %m46.i.1 = sitofp i32 1950465234 to float
  %m47.i.1 = sitofp i32 %m11.i.1 to float
  %m48.i.1 = fsub float %m46.i.1, %m47.i.1
  %m49.i.1 = bitcast float %m48.i.1 to i32
  %m50.i.1 = icmp sgt i32 %m28.i.1, 0
  %m51.i.1 = select i1 %m50.i.1, ptr @vt0.0, ptr @vt0.1
  %m52.i.1 = getelementptr inbounds ptr, ptr %m51.i.1, i64 0
  %m53.i.1 = load ptr, ptr %m52.i.1, align 8
  %icall.8.i.1 = call i32 %m53.i.1(i32 %m49.i.1)
  %m54.i.1 = and i32 %icall.8.i.1, 63
  %m55.i.1 = getelementptr inbounds i32, ptr addrspace(5) %m8.i.1, i32 %m54.i.1
  %m56.i.1 = load i32, ptr addrspace(5) %m55.i.1, align 4
  %m57.i.1 = xor i32 %m56.i.1, %m56.i.1
  call void @llvm.lifetime.end.p0(i64 452, ptr %bv2.i.1)
  call void @llvm.lifetime.end.p0(i64 256, ptr %m1.i.1)
  %t41 = addrspacecast ptr addrspace(1) %slot to ptr
  %t42 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @llvm.lifetime.start.p0(i64 256, ptr %z1.i.2)
  %1 = addrspacecast ptr addrspace(1) %slot to ptr
  br label %linit1.i.4

linit1.i.4:
  %z2.i.2 = phi i32 [ 0, %ldone3.i.3 ], [ %z3.i.2, %lfill2.i.4 ]
  %z4.i.2 = icmp ult i32 %z2.i.2, 64
  br i1 %z4.i.2, label %lfill2.i.4, label %ldone3.i.4

lfill2.i.4:
  %z5.i.2 = mul i32 %z2.i.2, -2064862857
  %z6.i.2 = xor i32 %z5.i.2, 1048161772
  %z7.i.2 = getelementptr inbounds [64 x i32], ptr %z1.i.2, i32 0, i32 %z2.i.2
  store i32 %z6.i.2, ptr %z7.i.2, align 4
  %z3.i.2 = add nuw nsw i32 %z2.i.2, 1
  br label %linit1.i.4

ldone3.i.4:
  %z8.i.2 = addrspacecast ptr %z1.i.2 to ptr addrspace(5)
  %z10.i.2 = and i32 -1577918103, 31
  %z9.i.2 = lshr i32 -730434502, %z10.i.2
  %z11.i.2 = icmp sgt i32 %z9.i.2, 0
  %z12.i.2 = select i1 %z11.i.2, ptr @vt1.0, ptr @vt1.1
  %z13.i.2 = getelementptr inbounds ptr, ptr %z12.i.2, i64 1
  %z14.i.2 = load ptr, ptr %z13.i.2, align 8
  %icall.4.i.2 = call i32 %z14.i.2(i32 -1323125933)
  %z15.i.2 = icmp sgt i32 %z9.i.2, 0
  %z16.i.2 = select i1 %z15.i.2, ptr @vt0.1, ptr @vt0.1
  %z17.i.2 = getelementptr inbounds ptr, ptr %z16.i.2, i64 0
  %z18.i.2 = load ptr, ptr %z17.i.2, align 8
  %icall.5.i.2 = call i32 %z18.i.2(i32 %z9.i.2)
  %z19.i.2 = and i32 %z9.i.2, 63
  %z20.i.2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z19.i.2
  %z21.i.2 = load i32, ptr addrspace(1) %z20.i.2, align 4
  %z22.i.2 = and i32 %z9.i.2, 63
  %z23.i.2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %z22.i.2
  %z24.i.2 = load i32, ptr addrspace(1) %z23.i.2, align 4
  %z25.i.2 = and i32 %icall.4.i.2, 63
  %z26.i.2 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.2, i32 %z25.i.2
  store i32 %z24.i.2, ptr addrspace(5) %z26.i.2, align 4
  %z28.i.2 = icmp uge i32 %z9.i.2, -8
  %z27.i.2 = select i1 %z28.i.2, i32 %z9.i.2, i32 %z9.i.2
  %z29.i.2 = icmp sgt i32 %icall.5.i.2, 0
  %z30.i.2 = select i1 %z29.i.2, ptr @vt1.0, ptr @vt1.0
  %z31.i.2 = getelementptr inbounds ptr, ptr %z30.i.2, i64 1
  %z32.i.2 = load ptr, ptr %z31.i.2, align 8
  %icall.6.i.2 = call i32 %z32.i.2(i32 %z24.i.2)
  %z33.i.2 = sitofp i32 %icall.6.i.2 to float
  %z34.i.2 = sitofp i32 %z27.i.2 to float
  %z35.i.2 = fsub float %z33.i.2, %z34.i.2
  %z36.i.2 = bitcast float %z35.i.2 to i32
  %z37.i.2 = and i32 -590624650, 63
  %z38.i.2 = getelementptr inbounds i32, ptr addrspace(5) %z8.i.2, i32 %z37.i.2
  %z39.i.2 = load i32, ptr addrspace(5) %z38.i.2, align 4
  %z41.i.2 = icmp eq i32 %z27.i.2, %z39.i.2
  %z40.i.2 = select i1 %z41.i.2, i32 %z27.i.2, i32 %z27.i.2
  %z42.i.2 = xor i32 %z40.i.2, %z39.i.2
  call void @llvm.lifetime.end.p0(i64 256, ptr %z1.i.2)
  %t44 = icmp sgt i32 %z42.i, 0
  %t45 = select i1 %t44, ptr @vt0.0, ptr @vt0.1
  %t46 = getelementptr inbounds ptr, ptr %t45, i64 1
  %t47 = load ptr, ptr %t46, align 8
  %icall.15 = call i32 %t47(i32 -1578259551)
  %t48 = addrspacecast ptr addrspace(1) %slot to ptr
  %t49 = zext i32 %t23 to i64
  %t50 = and i32 -4, 3
  %h1.i = icmp sgt i32 %z42.i.2, 0
  %h2.i = select i1 %h1.i, ptr @vt0.1, ptr @vt0.0
  %h3.i = getelementptr inbounds ptr, ptr %h2.i, i64 1
  %h4.i = load ptr, ptr %h3.i, align 8
  %icall.9.i = call i32 %h4.i(i32 %t50)
  %h5.i = and i32 %t50, 63
  %h6.i = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h5.i
  %h7.i = load i32, ptr addrspace(1) %h6.i, align 4
  %h8.i = icmp eq i32 %t50, 0
  br i1 %h8.i, label %base1.i, label %recurse2.i

base1.i:
  br label %rjoin3.i

recurse2.i:
  %h9.i = sub i32 %t50, 1
  %h10.i = call i32 @rec7.global(ptr addrspace(1) %slot, i32 %t50, i64 %t49, i32 %h9.i)
  %h11.i = xor i32 %h10.i, %h7.i
  br label %rjoin3.i

rjoin3.i:
  %h12.i = phi i32 [ %z42.i.2, %base1.i ], [ %h11.i, %recurse2.i ]
  %t52 = and i32 %icall.14, 63
  %t53 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t52
  %t54 = load i32, ptr addrspace(1) %t53, align 4
  %t55 = and i32 %z42.i.2, %x0
  %t56 = and i32 %t54, 63
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t56
  %t58 = load i32, ptr addrspace(1) %t57, align 4
  %t59 = xor i32 %x0, %t58
  %t60 = xor i32 %t59, %t55
  %t61 = xor i32 %t60, %t54
  %t62 = xor i32 %t61, %h12.i
  store i32 %t62, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.smin.i32(i32, i32) #2

declare i32 @llvm.umax.i32(i32, i32) #2

define internal i32 @rec7.global(ptr addrspace(1) %p0, i32 %x1, i64 %rdoimage2, i32 %depth) #3 {
entry:
  %h1 = icmp sgt i32 %x1, 0
  %h2 = select i1 %h1, ptr @vt0.1, ptr @vt0.0
  %h3 = getelementptr inbounds ptr, ptr %h2, i64 1
  %h4 = load ptr, ptr %h3, align 8
  %icall.9 = call i32 %h4(i32 %depth)
  %h5 = and i32 %depth, 63
  %h6 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %h5
  %h7 = load i32, ptr addrspace(1) %h6, align 4
  %h8 = icmp eq i32 %depth, 0
  br i1 %h8, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %h9 = sub i32 %depth, 1
  %h10 = call i32 @rec7.global(ptr addrspace(1) %p0, i32 %depth, i64 %rdoimage2, i32 %h9)
  %h11 = xor i32 %h10, %h7
  br label %rjoin3

rjoin3:
  %h12 = phi i32 [ %x1, %base1 ], [ %h11, %recurse2 ]
  ret i32 %h12
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { alwaysinline "nooutline" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline inlinehint "nooutline" "seam-specialized" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @f4, !"sampler", i32 1}
!1 = !{ptr @rec7, !"rdoimage", i32 2}
!2 = !{ptr @f8, !"sampler", i32 1}
!3 = !{ptr @rec7.global, !"rdoimage", i32 2}
