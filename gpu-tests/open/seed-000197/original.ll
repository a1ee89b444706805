; launch: @k0 grid=5 block=37 (out=i32[740] zero, in=i32[740] random 895281538, i32 1855362652)
; launch: @k1 grid=1 block=37 (out=i32[148] zero, in=i32[148] random 692180871, i32 528229535)
; launch: @k2 grid=1 block=13 (out=i32[52] zero, in=i32[52] random 309598967, i32 2074464163)
; seam-gpu case seed-000197 variant original
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] [i32 522112192, i32 -756361912, i32 172921842, i32 -2042555946], align 4
@count = internal addrspace(1) global i32 0, align 4
@vt0.0 = internal constant [1 x ptr] [ptr @t1], align 8
@vt0.1 = internal constant [1 x ptr] [ptr @t1], align 8
@vt0.2 = internal constant [1 x ptr] [ptr @t0], align 8
@vt1.0 = internal constant [1 x ptr] [ptr @t2], align 8
@vt1.1 = internal constant [1 x ptr] [ptr @t0], align 8
@taken = internal constant [1 x ptr] [ptr @rec3], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v2 = and i32 %x0, 31
  %v1 = shl i32 %x0, %v2
  %v4 = and i32 %x0, 31
  %v3 = shl i32 %x0, %v4
  %v5 = sub i32 %v1, %v1
  %v6 = xor i32 %v5, %v1
  ret i32 %v6
}

define internal i32 @t1(i32 %x0) {
entry:
  %a2 = or i32 %x0, 1
  %a1 = udiv i32 %x0, %a2
  %a3 = call i32 @llvm.umin.i32(i32 -1894788888, i32 %x0)
  %a4 = xor i32 %a3, -1318695522
  ret i32 %a4
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = call i32 @llvm.ctpop.i32(i32 %x0)
  %t3 = and i32 1556173158, 31
  %t2 = ashr i32 2, %t3
  %t5 = and i32 %x0, 31
  %t4 = shl i32 %t1, %t5
  %t6 = and i32 %t2, %t1
  %t7 = xor i32 %t6, %x0
  ret i32 %t7
}

define internal i32 @rec3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %depth) {
entry:
  %q1 = icmp sge i32 %x3, %x3
  br i1 %q1, label %then1, label %join3

then1:
  %q3 = and i32 %x3, 32767
  %q4 = or i32 %q3, 1
  %q2 = srem i32 %depth, %q4
  %q5 = sdiv i16 -1, 1
  %q6 = sext i16 %q5 to i32
  %q7 = icmp sgt i32 %q6, 0
  %q8 = select i1 %q7, ptr @vt0.0, ptr @vt0.0
  %q9 = getelementptr inbounds ptr, ptr %q8, i64 0
  %q10 = load ptr, ptr %q9, align 8
  %icall.0 = call i32 %q10(i32 %depth)
  %q12 = and i32 %depth, 31
  %q11 = ashr i32 %q2, %q12
  br label %join3

join3:
  %q13 = phi i32 [ %q11, %then1 ], [ %depth, %entry ]
  %q15 = icmp sgt i32 %q13, %x3
  %q14 = select i1 %q15, i32 %q13, i32 %x3
  %q16 = mul i32 %q14, %q13
  %q17 = and i32 %q13, 3
  %q18 = getelementptr inbounds i32, ptr addrspace(1) @g, i32 %q17
  %q19 = load i32, ptr addrspace(1) %q18, align 4
  %q20 = and i32 %q13, 3
  %q21 = getelementptr inbounds i32, ptr %p2, i32 %q20
  %q22 = load i32, ptr %q21, align 4
  %q24 = and i32 38, 31
  %q23 = shl i32 %q16, %q24
  %q25 = getelementptr inbounds i32, ptr %p0, i32 3
  %q26 = getelementptr inbounds i32, ptr %p0, i32 2
  %q27 = icmp sle ptr %q25, %q26
  %q28 = select i1 %q27, i32 43, i32 %q16
  %q29 = add i32 %q28, 47
  %q30 = and i32 %q23, 3
  %q31 = getelementptr inbounds i32, ptr %p2, i32 %q30
  %q32 = load i32, ptr %q31, align 4
  %q33 = or i32 %x3, %q29
  %q34 = atomicrmw add ptr addrspace(1) @count, i32 %q32 monotonic, align 4
  %q35 = icmp eq i32 %depth, 0
  br i1 %q35, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %q36 = sub i32 %depth, 1
  %q37 = call i32 @rec3(ptr %p0, ptr %p1, ptr %p2, i32 -2088994916, i32 %q36)
  %q38 = xor i32 %q37, %depth
  br label %rjoin6

rjoin6:
  %q39 = phi i32 [ %x3, %base4 ], [ %q38, %recurse5 ]
  ret i32 %q39
}

define i32 @f4(ptr %p0, ptr %p1, ptr %p2, i32 %x3) {
entry:
  %w1 = icmp sge i32 %x3, %x3
  br i1 %w1, label %then1, label %else2

then1:
  %w2 = icmp sge i32 %x3, %x3
  br i1 %w2, label %then4, label %join6

then4:
  %w4 = icmp slt i32 %x3, %x3
  %w3 = select i1 %w4, i32 %x3, i32 %x3
  br label %join6

join6:
  %w5 = phi i32 [ %w3, %then4 ], [ %x3, %then1 ]
  %w6 = and i32 48131064, 3
  %w7 = getelementptr inbounds i32, ptr %p0, i32 %w6
  store i32 %w5, ptr %w7, align 4
  %w9 = and i32 %x3, 32767
  %w10 = or i32 %w9, 1
  %w8 = sdiv i32 %x3, %w10
  %w11 = call i32 @llvm.abs.i32(i32 %w5, i1 false)
  %w12 = and i32 %w5, 3
  %w13 = notail call i32 @rec3(ptr %p1, ptr %p2, ptr %p0, i32 %w5, i32 %w12)
  %w14 = and i32 -2, 3
  %w15 = getelementptr inbounds i32, ptr %p0, i32 %w14
  %w16 = load i32, ptr %w15, align 4
  br label %join3

else2:
  %w17 = and i32 %x3, 3
  %w18 = call i32 @rec3(ptr %p0, ptr %p0, ptr %p2, i32 %x3, i32 %w17)
  br label %join3

join3:
  %w19 = phi i32 [ %w13, %join6 ], [ %w18, %else2 ]
  %w20 = getelementptr inbounds i32, ptr %p0, i32 2
  %w21 = getelementptr inbounds i32, ptr %p0, i32 1
  %w22 = icmp ugt ptr %w20, %w21
  %w23 = select i1 %w22, i32 %w19, i32 8
  %w24 = add i32 %w23, 36
  %w25 = ptrtoint ptr %w20 to i32
  %w26 = and i32 %w25, 0
  %w27 = add i32 %w24, %w26
  %w28 = atomicrmw add ptr addrspace(1) @count, i32 %w27 monotonic, align 4
  %w29 = icmp sgt i8 -1, -1
  %w30 = zext i1 %w29 to i32
  %w31 = atomicrmw add ptr addrspace(1) @count, i32 %w27 monotonic, align 4
  %w33 = or i32 %x3, 1
  %w32 = udiv i32 %x3, %w33
  %w34 = icmp sgt i32 %w30, 0
  %w35 = select i1 %w34, ptr @vt1.0, ptr @vt1.1
  %w36 = getelementptr inbounds ptr, ptr %w35, i64 0
  %w37 = load ptr, ptr %w36, align 8
  %icall.1 = call i32 %w37(i32 %w27)
  %w38 = and i32 42, 3
  %w39 = getelementptr inbounds i32, ptr %p0, i32 %w38
  %w40 = load i32, ptr %w39, align 4
  %w41 = icmp sgt i32 %w30, 0
  %w42 = select i1 %w41, ptr @vt1.1, ptr @vt1.0
  %w43 = getelementptr inbounds ptr, ptr %w42, i64 0
  %w44 = load ptr, ptr %w43, align 8
  %icall.2 = call i32 %w44(i32 24)
  %w45 = icmp sgt i32 %w19, 0
  %w46 = select i1 %w45, ptr @vt1.0, ptr @vt1.1
  %w47 = getelementptr inbounds ptr, ptr %w46, i64 0
  %w48 = load ptr, ptr %w47, align 8
  %icall.3 = call i32 %w48(i32 %icall.2)
  %w49 = atomicrmw add ptr addrspace(1) @count, i32 %w19 monotonic, align 4
  %w50 = and i32 %x3, 3
  %w51 = call i32 @rec3(ptr %p0, ptr %p0, ptr %p2, i32 %w19, i32 %w50)
  %w52 = and i32 %w40, 3
  %w53 = call i32 @rec3(ptr %p0, ptr %p0, ptr %p1, i32 %w51, i32 %w52) #3
  %w55 = and i32 %icall.3, 31
  %w54 = lshr i32 %w51, %w55
  %w56 = atomicrmw add ptr addrspace(1) @count, i32 %w54 monotonic, align 4
  %w57 = mul i32 %w53, %w40
  %w58 = and i32 %w40, 3
  %w59 = getelementptr inbounds i32, ptr %p1, i32 %w58
  %w60 = load i32, ptr %w59, align 4
  %w61 = and i32 %icall.2, 3
  %w62 = call i32 @rec3(ptr %p0, ptr %p2, ptr %p1, i32 %w54, i32 %w61)
  %w63 = icmp slt i32 %w54, %w62
  br i1 %w63, label %then7, label %join9

then7:
  %w64 = and i32 %w60, 3
  %w65 = getelementptr inbounds i32, ptr %p0, i32 %w64
  store i32 %w54, ptr %w65, align 4
  %w67 = and i32 %w54, 31
  %w66 = ashr i32 %w57, %w67
  br label %join9

join9:
  %w68 = phi i32 [ %w66, %then7 ], [ %w54, %join3 ]
  %w69 = icmp sgt i32 %w19, 0
  %w70 = select i1 %w69, ptr @vt1.0, ptr @vt1.1
  %w71 = getelementptr inbounds ptr, ptr %w70, i64 0
  %w72 = load ptr, ptr %w71, align 8
  %icall.4 = call i32 %w72(i32 %w57)
  %w73 = and i32 %w62, 3
  %w74 = getelementptr inbounds i32, ptr %p0, i32 %w73
  store i32 %w62, ptr %w74, align 4
  %w75 = and i32 %w40, 3
  %w76 = call i32 @rec3(ptr %p0, ptr %p2, ptr %p1, i32 %icall.4, i32 %w75) #4
  %w77 = and i32 44, 3
  %w78 = call i32 @rec3(ptr %p1, ptr %p0, ptr %p2, i32 %w68, i32 %w77) #5
  %w79 = sitofp i32 %w68 to float
  %w80 = sitofp i32 -1937898337 to float
  %w81 = fsub float %w79, %w80
  %w82 = bitcast float %w81 to i32
  %w83 = icmp eq i32 %x3, %w78
  br i1 %w83, label %then10, label %else11

then10:
  %w84 = icmp sgt i32 %w76, 0
  %w85 = select i1 %w84, ptr @vt0.1, ptr @vt0.1
  %w86 = getelementptr inbounds ptr, ptr %w85, i64 0
  %w87 = load ptr, ptr %w86, align 8
  %icall.5 = call i32 %w87(i32 %w76)
  %w88 = getelementptr inbounds i32, ptr %p1, i32 3
  %w89 = getelementptr inbounds i32, ptr %p1, i32 3
  %w90 = icmp uge ptr %w88, %w89
  %w91 = select i1 %w90, i32 %w76, i32 -5
  %w92 = add i32 %w91, -6
  %w93 = and i32 %w82, 3
  %w94 = getelementptr inbounds i32, ptr %p1, i32 %w93
  %w95 = load i32, ptr %w94, align 4
  br label %join12

else11:
  %w96 = icmp sgt i32 %icall.4, 0
  %w97 = select i1 %w96, ptr @vt0.0, ptr @vt0.2
  %w98 = getelementptr inbounds ptr, ptr %w97, i64 0
  %w99 = load ptr, ptr %w98, align 8
  %icall.6 = call i32 %w99(i32 %w82)
  %w100 = and i32 %w68, 3
  %w101 = getelementptr inbounds i32, ptr %p1, i32 %w100
  %w102 = load i32, ptr %w101, align 4
  %w103 = add i32 %icall.6, %w82
  br label %join12

join12:
  %w104 = phi i32 [ %icall.3, %then10 ], [ %w103, %else11 ]
  %w105 = and i32 %w76, 3
  %w106 = getelementptr inbounds i32, ptr %p0, i32 %w105
  %w107 = load i32, ptr %w106, align 4
  %w108 = xor i32 %w107, %w82
  ret i32 %w108
}

define internal ptr @f5(ptr %p0, i32 %x1) {
entry:
  %z1 = xor i32 %x1, %x1
  %z2 = and i32 %z1, 1
  %z3 = getelementptr inbounds i32, ptr %p0, i32 %z2
  %z4 = load i32, ptr %z3, align 4
  %z5 = atomicrmw add ptr addrspace(1) @count, i32 %z1 monotonic, align 4
  %z7 = and i32 %z4, 31
  %z6 = shl i32 %z4, %z7
  %z8 = icmp eq i32 %z4, 727126467
  br i1 %z8, label %then1, label %join3

then1:
  %z9 = sitofp i32 %z4 to double
  %z10 = sitofp i32 %z4 to double
  %z11 = fsub double %z9, %z10
  %z13 = bitcast double %z11 to i64
  %z14 = lshr i64 %z13, 29
  %z12 = trunc i64 %z14 to i32
  %z15 = and i32 %x1, 1
  %z16 = getelementptr inbounds i32, ptr %p0, i32 %z15
  %z17 = load i32, ptr %z16, align 4
  %z18 = and i32 %z4, %z17
  %z19 = addrspacecast ptr addrspace(1) @g to ptr
  %z20 = addrspacecast ptr addrspace(1) @g to ptr
  %z21 = addrspacecast ptr addrspace(1) @g to ptr
  %z22 = and i32 %z12, 3
  %z23 = notail call i32 @rec3(ptr %z19, ptr %z20, ptr %z21, i32 %z17, i32 %z22) #6
  br label %join3

join3:
  %z24 = phi i32 [ %z17, %then1 ], [ %z1, %entry ]
  ret ptr %p0
}

define internal [25 x i32] @f6([8 x i32] %agg0) #0 {
entry:
  %m1 = icmp ne i32 1760129240, -1727764033
  br i1 %m1, label %then1, label %else2

then1:
  %m2 = icmp sgt i32 -1812755196, 0
  %m3 = select i1 %m2, ptr @vt0.1, ptr @vt0.2
  %m4 = getelementptr inbounds ptr, ptr %m3, i64 0
  %m5 = load ptr, ptr %m4, align 8
  %icall.7 = call i32 %m5(i32 862696345)
  br label %join3

else2:
  %m6 = sdiv i32 41, -2147483648
  %m8 = and i32 -71820249, 31
  %m7 = shl i32 %m6, %m8
  %m9 = sitofp i32 -1575403186 to double
  %m10 = sitofp i32 %m6 to double
  %m11 = fmul double %m9, %m10
  %m13 = bitcast double %m11 to i64
  %m14 = lshr i64 %m13, 29
  %m12 = trunc i64 %m14 to i32
  br label %join3

join3:
  %m15 = phi i32 [ %icall.7, %then1 ], [ %m6, %else2 ]
  %m16 = addrspacecast ptr addrspace(1) @g to ptr
  %m17 = call ptr @f5(ptr %m16, i32 %m15)
  %m18 = insertvalue [25 x i32] zeroinitializer, i32 %m15, 8
  %m19 = insertvalue [25 x i32] %m18, i32 %m15, 5
  ret [25 x i32] %m19
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %h1 = icmp slt i32 %tid, 873240876
  br i1 %h1, label %then1, label %else2

then1:
  %h3 = icmp sgt i32 %tid, %tid
  %h2 = select i1 %h3, i32 %tid, i32 %tid
  %h4 = insertvalue [8 x i32] zeroinitializer, i32 %x0, 2
  %h5 = call [25 x i32] @f6([8 x i32] %h4)
  %h6 = extractvalue [25 x i32] %h5, 6
  %h7 = extractvalue [25 x i32] %h5, 0
  br label %join3

else2:
  %h8 = and i32 %x0, 3
  %h9 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h8
  %h10 = load i32, ptr addrspace(1) %h9, align 4
  %h11 = insertvalue [8 x i32] zeroinitializer, i32 %n, 1
  %h12 = notail call [25 x i32] @f6([8 x i32] %h11)
  %h13 = extractvalue [25 x i32] %h12, 4
  %h14 = icmp ult i32 %tid, %n
  br i1 %h14, label %then4, label %join6

then4:
  %h15 = icmp sgt i32 %x0, 0
  %h16 = select i1 %h15, ptr @vt0.2, ptr @vt0.2
  %h17 = getelementptr inbounds ptr, ptr %h16, i64 0
  %h18 = load ptr, ptr %h17, align 8
  %icall.8 = call i32 %h18(i32 %h10)
  %h19 = call i32 @llvm.umax.i32(i32 671947763, i32 %x0)
  br label %join6

join6:
  %h20 = phi i32 [ %h19, %then4 ], [ %x0, %else2 ]
  %h21 = addrspacecast ptr addrspace(1) %slot to ptr
  %h22 = addrspacecast ptr addrspace(1) %islot to ptr
  %h23 = addrspacecast ptr addrspace(1) %islot to ptr
  %h24 = and i32 %h20, 3
  %h25 = call i32 @rec3(ptr %h21, ptr %h22, ptr %h23, i32 %n, i32 %h24)
  %h26 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %h27 = addrspacecast ptr addrspace(1) %h26 to ptr
  %h28 = call ptr @f5(ptr %h27, i32 %h10) #7
  br label %join3

join3:
  %h29 = phi i32 [ %h7, %then1 ], [ %h25, %join6 ]
  %h30 = xor i32 %x0, %h29
  %h31 = xor i32 %h30, %tid
  %h32 = xor i32 %h31, %x0
  %h33 = xor i32 %h32, %n
  store i32 %h33, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %v1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 %tid, i32 21, i32 0)
  %v2 = icmp ule i64 -8511685514814799026, -8511685514814799026
  %v3 = zext i1 %v2 to i32
  %v4 = and i32 %v3, 3
  %v5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v4
  store i32 %x0, ptr addrspace(1) %v5, align 4
  %v6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %v7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  %v8 = icmp uge ptr addrspace(1) %v6, %v7
  %v9 = select i1 %v8, i32 28, i32 %v3
  %v10 = add i32 %v9, 2
  %v11 = ptrtoint ptr addrspace(1) %v6 to i32
  %v12 = and i32 %v11, 0
  %v13 = add i32 %v10, %v12
  %v14 = and i32 %v13, 3
  %v15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v14
  store i32 %v3, ptr addrspace(1) %v15, align 4
  %v16 = and i32 %v3, 3
  %v17 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v16
  store i32 %v1, ptr addrspace(1) %v17, align 4
  %v19 = icmp ult i32 %v13, 10
  %v18 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %v19)
  %v21 = and i32 %v1, 31
  %v20 = lshr i32 %n, %v21
  %v22 = addrspacecast ptr addrspace(1) %slot to ptr
  %v23 = addrspacecast ptr addrspace(1) %islot to ptr
  %v24 = addrspacecast ptr addrspace(1) %islot to ptr
  %v25 = and i32 %v18, 3
  %v26 = notail call i32 @rec3(ptr %v22, ptr %v23, ptr %v24, i32 %v13, i32 %v25)
  %v27 = sitofp i32 %v18 to float
  %v28 = sitofp i32 %v18 to float
  %v29 = fsub float %v27, %v28
  %v30 = bitcast float %v29 to i32
  %v31 = sub i32 %v26, %v18
  %v32 = and i32 632362725, 3
  %v33 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v32
  store i32 %v30, ptr addrspace(1) %v33, align 4
  %v34 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %v31, i32 29, i32 %wc)
  %v36 = and i32 %v30, 31
  %v35 = shl i32 %v1, %v36
  %v37 = and i32 %v35, 3
  %v38 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v37
  store i32 %v30, ptr addrspace(1) %v38, align 4
  %v39 = addrspacecast ptr addrspace(1) %slot to ptr
  %v40 = addrspacecast ptr addrspace(1) %slot to ptr
  %v41 = addrspacecast ptr addrspace(1) %islot to ptr
  %v42 = call i32 @f4(ptr %v39, ptr %v40, ptr %v41, i32 56)
  %v43 = addrspacecast ptr addrspace(1) %islot to ptr
  %v44 = call ptr @f5(ptr %v43, i32 %v42)
  %v45 = addrspacecast ptr addrspace(1) %slot to ptr
  %v46 = addrspacecast ptr addrspace(1) %islot to ptr
  %v47 = addrspacecast ptr addrspace(1) %islot to ptr
  %v48 = and i32 %v42, 3
  %v49 = call i32 @rec3(ptr %v45, ptr %v46, ptr %v47, i32 %v34, i32 %v48)
  %v50 = fptosi float -2.750000e+00 to i8
  %v51 = sext i8 %v50 to i32
  %v52 = and i32 %v49, 3
  %v53 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %v52
  %v54 = load i32, ptr addrspace(1) %v53, align 4
  %v55 = call i32 @llvm.abs.i32(i32 %v54, i1 false)
  %v56 = insertvalue [8 x i32] zeroinitializer, i32 %v54, 4
  %v57 = call [25 x i32] @f6([8 x i32] %v56)
  %v58 = extractvalue [25 x i32] %v57, 9
  %v59 = extractvalue [25 x i32] %v57, 14
  %v60 = insertvalue [8 x i32] zeroinitializer, i32 %v54, 4
  %v61 = call [25 x i32] @f6([8 x i32] %v60) #8
  %v62 = extractvalue [25 x i32] %v61, 9
  %v63 = icmp slt i32 -1, -1
  %v64 = zext i1 %v63 to i32
  %v65 = sitofp i32 %v1 to float
  %v66 = sitofp i32 %v26 to float
  %v67 = fadd float %v65, %v66
  %v68 = bitcast float %v67 to i32
  %v69 = addrspacecast ptr addrspace(1) %slot to ptr
  %v70 = call ptr @f5(ptr %v69, i32 %v68) #9
  %v71 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %x0, i32 4, i32 %wc)
  %v72 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %v34, i32 13, i32 %wc)
  %v73 = xor i32 %x0, %v72
  %v74 = xor i32 %v73, %v71
  %v75 = xor i32 %v74, %v68
  %v76 = xor i32 %v75, %v64
  store i32 %v76, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
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
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %a1 = icmp slt i32 %n, %n
  br i1 %a1, label %then1, label %join3

then1:
  %a2 = icmp ne i32 %n, %tid
  br i1 %a2, label %then4, label %else5

then4:
  %a3 = and i32 %n, 3
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a3
  %a5 = load i32, ptr addrspace(1) %a4, align 4
  %a6 = and i32 %tid, 3
  %a7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a6
  %a8 = load i32, ptr addrspace(1) %a7, align 4
  %a9 = and i32 15, 3
  %a10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a9
  store i32 %tid, ptr addrspace(1) %a10, align 4
  %a11 = addrspacecast ptr addrspace(1) %slot to ptr
  %a12 = addrspacecast ptr addrspace(1) %slot to ptr
  %a13 = addrspacecast ptr addrspace(1) %islot to ptr
  %a14 = and i32 54, 3
  %a15 = call i32 @rec3(ptr %a11, ptr %a12, ptr %a13, i32 %tid, i32 %a14) #10
  %a16 = icmp sgt i32 %a15, 0
  %a17 = select i1 %a16, ptr @vt0.0, ptr @vt0.1
  %a18 = getelementptr inbounds ptr, ptr %a17, i64 0
  %a19 = load ptr, ptr %a18, align 8
  %icall.9 = call i32 %a19(i32 %a15)
  %a21 = icmp uge i32 2134450253, %a15
  %a20 = select i1 %a21, i32 2134450253, i32 %a5
  br label %join6

else5:
  %a22 = and i32 %x0, 3
  %a23 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a22
  %a24 = load i32, ptr addrspace(1) %a23, align 4
  %a25 = icmp sgt i32 30, 0
  %a26 = select i1 %a25, ptr @vt0.1, ptr @vt0.0
  %a27 = getelementptr inbounds ptr, ptr %a26, i64 0
  %a28 = load ptr, ptr %a27, align 8
  %icall.10 = call i32 %a28(i32 %a24)
  br label %join6

join6:
  %a29 = phi i32 [ %a20, %then4 ], [ %icall.10, %else5 ]
  %a30 = insertvalue [8 x i32] zeroinitializer, i32 %n, 0
  %a31 = insertvalue [8 x i32] %a30, i32 %n, 7
  %a32 = call [25 x i32] @f6([8 x i32] %a31)
  %a33 = extractvalue [25 x i32] %a32, 10
  %a34 = extractvalue [25 x i32] %a32, 2
  %a35 = and i32 54, 3
  %a36 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a35
  store i32 4, ptr addrspace(1) %a36, align 4
  %a38 = or i32 %a33, 1
  %a37 = urem i32 %tid, %a38
  %a39 = icmp ult i32 %a37, %a33
  br i1 %a39, label %then7, label %else8

then7:
  %a40 = addrspacecast ptr addrspace(1) %slot to ptr
  %a41 = addrspacecast ptr addrspace(1) %slot to ptr
  %a42 = addrspacecast ptr addrspace(1) %slot to ptr
  %a43 = and i32 %a33, 3
  %a44 = call i32 @rec3(ptr %a40, ptr %a41, ptr %a42, i32 %a34, i32 %a43)
  %a45 = sitofp i32 %a44 to double
  %a46 = sitofp i32 37 to double
  %a47 = fmul double %a45, %a46
  %a49 = bitcast double %a47 to i64
  %a50 = lshr i64 %a49, 29
  %a48 = trunc i64 %a50 to i32
  %a51 = addrspacecast ptr addrspace(1) %islot to ptr
  %a52 = addrspacecast ptr addrspace(1) %slot to ptr
  %a53 = addrspacecast ptr addrspace(1) %islot to ptr
  %a54 = and i32 %a34, 3
  %a55 = call i32 @rec3(ptr %a51, ptr %a52, ptr %a53, i32 %a48, i32 %a54) #11
  %a57 = icmp ne i32 %a37, 9
  %a56 = select i1 %a57, i32 %a37, i32 %a48
  %a58 = mul i32 %a56, %a29
  %a59 = insertvalue [8 x i32] zeroinitializer, i32 %a29, 0
  %a60 = call [25 x i32] @f6([8 x i32] %a59)
  %a61 = extractvalue [25 x i32] %a60, 14
  br label %join9

else8:
  %a62 = sitofp i32 %a33 to float
  %a63 = sitofp i32 %a34 to float
  %a64 = fadd float %a62, %a63
  %a65 = bitcast float %a64 to i32
  %a66 = insertvalue [8 x i32] zeroinitializer, i32 %a33, 0
  %a67 = call [25 x i32] @f6([8 x i32] %a66)
  %a68 = extractvalue [25 x i32] %a67, 1
  %a69 = extractvalue [25 x i32] %a67, 6
  br label %join9

join9:
  %a70 = phi i32 [ %a61, %then7 ], [ %a69, %else8 ]
  br label %join3

join3:
  %a71 = phi i32 [ %a70, %join9 ], [ 526781433, %entry ]
  %a73 = icmp sgt i32 %a71, %n
  %a72 = select i1 %a73, i32 %a71, i32 %a71
  %a74 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %x0, i32 6, i32 %wc)
  %a75 = sitofp i32 %n to double
  %a76 = sitofp i32 %tid to double
  %a77 = fmul double %a75, %a76
  %a79 = bitcast double %a77 to i64
  %a80 = lshr i64 %a79, 29
  %a78 = trunc i64 %a80 to i32
  %a81 = and i32 %a78, 3
  %a82 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a81
  %a83 = load i32, ptr addrspace(1) %a82, align 4
  %a84 = sitofp i32 %tid to float
  %a85 = sitofp i32 %a78 to float
  %a86 = fsub float %a84, %a85
  %a87 = bitcast float %a86 to i32
  %a88 = icmp sgt i32 %n, 0
  %a89 = select i1 %a88, ptr @vt1.0, ptr @vt1.0
  %a90 = getelementptr inbounds ptr, ptr %a89, i64 0
  %a91 = load ptr, ptr %a90, align 8
  %icall.11 = call i32 %a91(i32 %a87)
  %a92 = atomicrmw add ptr addrspace(1) @count, i32 %a78 monotonic, align 4
  %a94 = and i32 %a78, 31
  %a93 = ashr i32 %a83, %a94
  %a95 = and i32 %icall.11, 3
  %a96 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a95
  %a97 = load i32, ptr addrspace(1) %a96, align 4
  %a98 = add i32 %a93, -653838798
  %a99 = addrspacecast ptr addrspace(1) %islot to ptr
  %a100 = addrspacecast ptr addrspace(1) %islot to ptr
  %a101 = addrspacecast ptr addrspace(1) %islot to ptr
  %a102 = and i32 %a71, 3
  %a103 = notail call i32 @rec3(ptr %a99, ptr %a100, ptr %a101, i32 %icall.11, i32 %a102)
  %a104 = icmp sgt i32 %a93, 0
  %a105 = select i1 %a104, ptr @vt1.1, ptr @vt1.1
  %a106 = getelementptr inbounds ptr, ptr %a105, i64 0
  %a107 = load ptr, ptr %a106, align 8
  %icall.12 = call i32 %a107(i32 %a103)
  %a108 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 1
  %a109 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 1
  %a110 = icmp sle ptr addrspace(1) %a108, %a109
  %a111 = select i1 %a110, i32 14, i32 %icall.12
  %a112 = add i32 %a111, 35
  %a113 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %a114 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %a115 = icmp eq ptr addrspace(1) %a113, %a114
  %a116 = select i1 %a115, i32 -4, i32 %a103
  %a117 = add i32 %a116, 11
  %a118 = ptrtoint ptr addrspace(1) %a113 to i32
  %a119 = and i32 %a118, 0
  %a120 = add i32 %a117, %a119
  %a122 = icmp ult i32 %tid, 1371440522
  %a121 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %a122)
  %a123 = and i32 %a112, 3
  %a124 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a123
  %a125 = load i32, ptr addrspace(1) %a124, align 4
  %a126 = and i32 %a125, 3
  %a127 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a126
  %a128 = load i32, ptr addrspace(1) %a127, align 4
  %a130 = icmp ult i32 %a120, %a125
  %a129 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %a130)
  %a131 = and i32 %a129, %a129
  %a132 = mul i32 %a97, %a128
  %a133 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %wmask, i32 %a128, i32 6, i32 %wc)
  %a134 = addrspacecast ptr addrspace(1) %slot to ptr
  %a135 = addrspacecast ptr addrspace(1) %slot to ptr
  %a136 = addrspacecast ptr addrspace(1) %slot to ptr
  %a137 = and i32 %a133, 3
  %a138 = call i32 @rec3(ptr %a134, ptr %a135, ptr %a136, i32 %a132, i32 %a137)
  %a139 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 %a133, i32 31, i32 0)
  %a140 = and i32 %a133, 3
  %a141 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a140
  %a142 = load i32, ptr addrspace(1) %a141, align 4
  %a143 = and i32 %a139, 3
  %a144 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a143
  store i32 %a139, ptr addrspace(1) %a144, align 4
  %a145 = add i32 %a98, %a139
  %a146 = xor i32 %x0, %a145
  %a147 = xor i32 %a146, %a142
  %a148 = xor i32 %a147, %a139
  %a149 = xor i32 %a148, %a138
  store i32 %a149, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 4
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %t1 = atomicrmw add ptr addrspace(1) @count, i32 -1160381860 monotonic, align 4
  %t2 = xor i32 %x0, %tid
  %t3 = xor i32 %t2, %x0
  %t4 = xor i32 %t3, %n
  store i32 %t4, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare i32 @llvm.ctpop.i32(i32) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

declare i32 @llvm.umax.i32(i32, i32) #1

declare i32 @llvm.umin.i32(i32, i32) #1

attributes #0 = { "nooutline" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nounwind "seam-site"="4" }
attributes #4 = { nounwind "seam-site"="6" }
attributes #5 = { nounwind "seam-site"="7" }
attributes #6 = { nounwind "seam-site"="8" }
attributes #7 = { nounwind "seam-site"="13" }
attributes #8 = { nounwind "seam-site"="19" }
attributes #9 = { nounwind "seam-site"="20" }
attributes #10 = { nounwind "seam-site"="21" }
attributes #11 = { nounwind "seam-site"="24" }
