; launch: @k0 grid=5 block=37 (out=i32[740] zero, in=i32[740] random 895281538, i32 1855362652)
; launch: @k1 grid=1 block=37 (out=i32[148] zero, in=i32[148] random 692180871, i32 528229535)
; launch: @k2 grid=1 block=13 (out=i32[52] zero, in=i32[52] random 309598967, i32 2074464163)
; seam-gpu case seed-000197 variant inline-cost_threshold-multiplier_1__inline_model_llvm__instsimplify_simplify-cfg
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
  ret i32 %v1
}

define internal i32 @t1(i32 %x0) {
entry:
  %a3 = call i32 @llvm.umin.i32(i32 -1894788888, i32 %x0)
  %a4 = xor i32 %a3, -1318695522
  ret i32 %a4
}

define internal i32 @t2(i32 %x0) {
entry:
  ret i32 %x0
}

define internal i32 @rec3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %depth) {
entry:
  %q3 = and i32 %x3, 32767
  %q4 = or i32 %q3, 1
  %q2 = srem i32 %depth, %q4
  %q10 = load ptr, ptr @vt0.0, align 8
  %icall.0 = call i32 %q10(i32 %depth)
  %q12 = and i32 %depth, 31
  %q11 = ashr i32 %q2, %q12
  %q15 = icmp sgt i32 %q11, %x3
  %q14 = select i1 %q15, i32 %q11, i32 %x3
  %q16 = mul i32 %q14, %q11
  %q23 = shl i32 %q16, 6
  %q30 = and i32 %q23, 3
  %q31 = getelementptr inbounds i32, ptr %p2, i32 %q30
  %q32 = load i32, ptr %q31, align 4
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
  store i32 %x3, ptr %p0, align 4
  %w12 = and i32 %x3, 3
  %w13 = notail call i32 @rec3(ptr %p1, ptr %p2, ptr %p0, i32 %x3, i32 %w12)
  %w20 = getelementptr inbounds i32, ptr %p0, i32 2
  %w21 = getelementptr inbounds i32, ptr %p0, i32 1
  %w22 = icmp ugt ptr %w20, %w21
  %w23 = select i1 %w22, i32 %w13, i32 8
  %w24 = add i32 %w23, 36
  %w28 = atomicrmw add ptr addrspace(1) @count, i32 %w24 monotonic, align 4
  %w31 = atomicrmw add ptr addrspace(1) @count, i32 %w24 monotonic, align 4
  %w37 = load ptr, ptr @vt1.1, align 8
  %icall.1 = call i32 %w37(i32 %w24)
  %w39 = getelementptr inbounds i32, ptr %p0, i32 2
  %w40 = load i32, ptr %w39, align 4
  %w44 = load ptr, ptr @vt1.0, align 8
  %icall.2 = call i32 %w44(i32 24)
  %w45 = icmp sgt i32 %w13, 0
  %w46 = select i1 %w45, ptr @vt1.0, ptr @vt1.1
  %w48 = load ptr, ptr %w46, align 8
  %icall.3 = call i32 %w48(i32 %icall.2)
  %w49 = atomicrmw add ptr addrspace(1) @count, i32 %w13 monotonic, align 4
  %w50 = and i32 %x3, 3
  %w51 = call i32 @rec3(ptr %p0, ptr %p0, ptr %p2, i32 %w13, i32 %w50)
  %w52 = and i32 %w40, 3
  %w53 = call i32 @rec3(ptr %p0, ptr %p0, ptr %p1, i32 %w51, i32 %w52) #2
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
  %w68 = phi i32 [ %w66, %then7 ], [ %w54, %entry ]
  %w69 = icmp sgt i32 %w13, 0
  %w70 = select i1 %w69, ptr @vt1.0, ptr @vt1.1
  %w72 = load ptr, ptr %w70, align 8
  %icall.4 = call i32 %w72(i32 %w57)
  %w73 = and i32 %w62, 3
  %w74 = getelementptr inbounds i32, ptr %p0, i32 %w73
  store i32 %w62, ptr %w74, align 4
  %w75 = and i32 %w40, 3
  %w76 = call i32 @rec3(ptr %p0, ptr %p2, ptr %p1, i32 %icall.4, i32 %w75) #3
  %w78 = call i32 @rec3(ptr %p1, ptr %p0, ptr %p2, i32 %w68, i32 0) #4
  %w79 = sitofp i32 %w68 to float
  %w81 = fsub float %w79, 0xC1DCE07EE0000000
  %w82 = bitcast float %w81 to i32
  %w83 = icmp eq i32 %x3, %w78
  br i1 %w83, label %then10, label %else11

then10:
  %w87 = load ptr, ptr @vt0.1, align 8
  %icall.5 = call i32 %w87(i32 %w76)
  br label %join12

else11:
  %w96 = icmp sgt i32 %icall.4, 0
  %w97 = select i1 %w96, ptr @vt0.0, ptr @vt0.2
  %w99 = load ptr, ptr %w97, align 8
  %icall.6 = call i32 %w99(i32 %w82)
  br label %join12

join12:
  %w105 = and i32 %w76, 3
  %w106 = getelementptr inbounds i32, ptr %p0, i32 %w105
  %w107 = load i32, ptr %w106, align 4
  %w108 = xor i32 %w107, %w82
  ret i32 %w108
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
  %m5.i = load ptr, ptr @vt0.2, align 8
  %icall.7.i = call i32 %m5.i(i32 862696345)
  %z4.i.i = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4
  %z5.i.i = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i.i = icmp eq i32 %z4.i.i, 727126467
  br i1 %z8.i.i, label %then1.i.i, label %join3.i.i

then1.i.i:
  %z9.i.i = sitofp i32 %z4.i.i to double
  %z10.i.i = sitofp i32 %z4.i.i to double
  %z11.i.i = fsub double %z9.i.i, %z10.i.i
  %z13.i.i = bitcast double %z11.i.i to i64
  %z14.i.i = lshr i64 %z13.i.i, 29
  %z12.i.i = trunc i64 %z14.i.i to i32
  %z15.i.i = and i32 %icall.7.i, 1
  %z16.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z15.i.i
  %z17.i.i = load i32, ptr %z16.i.i, align 4
  %z22.i.i = and i32 %z12.i.i, 3
  %z23.i.i = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i.i, i32 %z22.i.i) #5
  br label %join3.i.i

join3.i.i:
  %m18.i = insertvalue [25 x i32] zeroinitializer, i32 %icall.7.i, 8
  %m19.i = insertvalue [25 x i32] %m18.i, i32 %icall.7.i, 5
  %h7 = extractvalue [25 x i32] %m19.i, 0
  br label %join3

else2:
  %h8 = and i32 %x0, 3
  %h9 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h8
  %h10 = load i32, ptr addrspace(1) %h9, align 4
  %m5.i.1 = load ptr, ptr @vt0.2, align 8
  %icall.7.i.1 = call i32 %m5.i.1(i32 862696345)
  %z4.i.i.1 = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4
  %z5.i.i.1 = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i.i.1 = icmp eq i32 %z4.i.i.1, 727126467
  br i1 %z8.i.i.1, label %then1.i.i.1, label %join3.i.i.1

then1.i.i.1:
  %z9.i.i.1 = sitofp i32 %z4.i.i.1 to double
  %z10.i.i.1 = sitofp i32 %z4.i.i.1 to double
  %z11.i.i.1 = fsub double %z9.i.i.1, %z10.i.i.1
  %z13.i.i.1 = bitcast double %z11.i.i.1 to i64
  %z14.i.i.1 = lshr i64 %z13.i.i.1, 29
  %z12.i.i.1 = trunc i64 %z14.i.i.1 to i32
  %z15.i.i.1 = and i32 %icall.7.i.1, 1
  %z16.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z15.i.i.1
  %z17.i.i.1 = load i32, ptr %z16.i.i.1, align 4
  %z22.i.i.1 = and i32 %z12.i.i.1, 3
  %z23.i.i.1 = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i.i.1, i32 %z22.i.i.1) #5
  br label %join3.i.i.1

join3.i.i.1:
  %h14 = icmp ult i32 %tid, %n
  br i1 %h14, label %then4, label %join6

then4:
  %h18 = load ptr, ptr @vt0.2, align 8
  %icall.8 = call i32 %h18(i32 %h10)
  %h19 = call i32 @llvm.umax.i32(i32 671947763, i32 %x0)
  br label %join6

join6:
  %h20 = phi i32 [ %h19, %then4 ], [ %x0, %join3.i.i.1 ]
  %h21 = addrspacecast ptr addrspace(1) %slot to ptr
  %h22 = addrspacecast ptr addrspace(1) %islot to ptr
  %h23 = addrspacecast ptr addrspace(1) %islot to ptr
  %h24 = and i32 %h20, 3
  %h25 = call i32 @rec3(ptr %h21, ptr %h22, ptr %h23, i32 %n, i32 %h24)
  %h26 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %h27 = addrspacecast ptr addrspace(1) %h26 to ptr
  %z4.i = load i32, ptr %h27, align 4
  %z5.i = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i = icmp eq i32 %z4.i, 727126467
  br i1 %z8.i, label %then1.i.2, label %join3.i.2

then1.i.2:
  %z9.i = sitofp i32 %z4.i to double
  %z10.i = sitofp i32 %z4.i to double
  %z11.i = fsub double %z9.i, %z10.i
  %z13.i = bitcast double %z11.i to i64
  %z14.i = lshr i64 %z13.i, 29
  %z12.i = trunc i64 %z14.i to i32
  %z15.i = and i32 %h10, 1
  %z16.i = getelementptr inbounds i32, ptr %h27, i32 %z15.i
  %z17.i = load i32, ptr %z16.i, align 4
  %z22.i = and i32 %z12.i, 3
  %z23.i = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i, i32 %z22.i) #5
  br label %join3.i.2

join3.i.2:
  br label %join3

join3:
  %h29 = phi i32 [ %h7, %join3.i.i ], [ %h25, %join3.i.2 ]
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
  %v5 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  store i32 %x0, ptr addrspace(1) %v5, align 4
  %v6 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 2
  %v7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  %v8 = icmp uge ptr addrspace(1) %v6, %v7
  %v9 = select i1 %v8, i32 28, i32 1
  %v10 = add i32 %v9, 2
  %v14 = and i32 %v10, 3
  %v15 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v14
  store i32 1, ptr addrspace(1) %v15, align 4
  %v17 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  store i32 %v1, ptr addrspace(1) %v17, align 4
  %v19 = icmp ult i32 %v10, 10
  %v18 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %v19)
  %v22 = addrspacecast ptr addrspace(1) %slot to ptr
  %v23 = addrspacecast ptr addrspace(1) %islot to ptr
  %v24 = addrspacecast ptr addrspace(1) %islot to ptr
  %v25 = and i32 %v18, 3
  %v26 = notail call i32 @rec3(ptr %v22, ptr %v23, ptr %v24, i32 %v10, i32 %v25)
  %v27 = sitofp i32 %v18 to float
  %v28 = sitofp i32 %v18 to float
  %v29 = fsub float %v27, %v28
  %v30 = bitcast float %v29 to i32
  %v31 = sub i32 %v26, %v18
  %v33 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
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
  store i32 56, ptr %v39, align 4
  %w13.i = notail call i32 @rec3(ptr %v40, ptr %v41, ptr %v39, i32 56, i32 0)
  %w20.i = getelementptr inbounds i32, ptr %v39, i32 2
  %w21.i = getelementptr inbounds i32, ptr %v39, i32 1
  %w22.i = icmp ugt ptr %w20.i, %w21.i
  %w23.i = select i1 %w22.i, i32 %w13.i, i32 8
  %w24.i = add i32 %w23.i, 36
  %w28.i = atomicrmw add ptr addrspace(1) @count, i32 %w24.i monotonic, align 4
  %w31.i = atomicrmw add ptr addrspace(1) @count, i32 %w24.i monotonic, align 4
  %w37.i = load ptr, ptr @vt1.1, align 8
  %icall.1.i = call i32 %w37.i(i32 %w24.i)
  %w39.i = getelementptr inbounds i32, ptr %v39, i32 2
  %w40.i = load i32, ptr %w39.i, align 4
  %w44.i = load ptr, ptr @vt1.0, align 8
  %icall.2.i = call i32 %w44.i(i32 24)
  %w45.i = icmp sgt i32 %w13.i, 0
  %w46.i = select i1 %w45.i, ptr @vt1.0, ptr @vt1.1
  %w48.i = load ptr, ptr %w46.i, align 8
  %icall.3.i = call i32 %w48.i(i32 %icall.2.i)
  %w49.i = atomicrmw add ptr addrspace(1) @count, i32 %w13.i monotonic, align 4
  %w51.i = call i32 @rec3(ptr %v39, ptr %v39, ptr %v41, i32 %w13.i, i32 0)
  %w52.i = and i32 %w40.i, 3
  %w53.i = call i32 @rec3(ptr %v39, ptr %v39, ptr %v40, i32 %w51.i, i32 %w52.i) #2
  %w55.i = and i32 %icall.3.i, 31
  %w54.i = lshr i32 %w51.i, %w55.i
  %w56.i = atomicrmw add ptr addrspace(1) @count, i32 %w54.i monotonic, align 4
  %w57.i = mul i32 %w53.i, %w40.i
  %w58.i = and i32 %w40.i, 3
  %w59.i = getelementptr inbounds i32, ptr %v40, i32 %w58.i
  %w60.i = load i32, ptr %w59.i, align 4
  %w61.i = and i32 %icall.2.i, 3
  %w62.i = call i32 @rec3(ptr %v39, ptr %v41, ptr %v40, i32 %w54.i, i32 %w61.i)
  %w63.i = icmp slt i32 %w54.i, %w62.i
  br i1 %w63.i, label %then7.i, label %join9.i

then7.i:
  %w64.i = and i32 %w60.i, 3
  %w65.i = getelementptr inbounds i32, ptr %v39, i32 %w64.i
  store i32 %w54.i, ptr %w65.i, align 4
  %w67.i = and i32 %w54.i, 31
  %w66.i = ashr i32 %w57.i, %w67.i
  br label %join9.i

join9.i:
  %w68.i = phi i32 [ %w66.i, %then7.i ], [ %w54.i, %entry ]
  %w69.i = icmp sgt i32 %w13.i, 0
  %w70.i = select i1 %w69.i, ptr @vt1.0, ptr @vt1.1
  %w72.i = load ptr, ptr %w70.i, align 8
  %icall.4.i = call i32 %w72.i(i32 %w57.i)
  %w73.i = and i32 %w62.i, 3
  %w74.i = getelementptr inbounds i32, ptr %v39, i32 %w73.i
  store i32 %w62.i, ptr %w74.i, align 4
  %w75.i = and i32 %w40.i, 3
  %w76.i = call i32 @rec3(ptr %v39, ptr %v41, ptr %v40, i32 %icall.4.i, i32 %w75.i) #3
  %w78.i = call i32 @rec3(ptr %v40, ptr %v39, ptr %v41, i32 %w68.i, i32 0) #4
  %w79.i = sitofp i32 %w68.i to float
  %w81.i = fsub float %w79.i, 0xC1DCE07EE0000000
  %w82.i = bitcast float %w81.i to i32
  %w83.i = icmp eq i32 56, %w78.i
  br i1 %w83.i, label %then10.i, label %else11.i

then10.i:
  %w87.i = load ptr, ptr @vt0.1, align 8
  %icall.5.i = call i32 %w87.i(i32 %w76.i)
  br label %join12.i

else11.i:
  %w96.i = icmp sgt i32 %icall.4.i, 0
  %w97.i = select i1 %w96.i, ptr @vt0.0, ptr @vt0.2
  %w99.i = load ptr, ptr %w97.i, align 8
  %icall.6.i = call i32 %w99.i(i32 %w82.i)
  br label %join12.i

join12.i:
  %w105.i = and i32 %w76.i, 3
  %w106.i = getelementptr inbounds i32, ptr %v39, i32 %w105.i
  %w107.i = load i32, ptr %w106.i, align 4
  %w108.i = xor i32 %w107.i, %w82.i
  %v43 = addrspacecast ptr addrspace(1) %islot to ptr
  %z4.i = load i32, ptr %v43, align 4
  %z5.i = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i = icmp eq i32 %z4.i, 727126467
  br i1 %z8.i, label %then1.i.1, label %join3.i.1

then1.i.1:
  %z9.i = sitofp i32 %z4.i to double
  %z10.i = sitofp i32 %z4.i to double
  %z11.i = fsub double %z9.i, %z10.i
  %z13.i = bitcast double %z11.i to i64
  %z14.i = lshr i64 %z13.i, 29
  %z12.i = trunc i64 %z14.i to i32
  %z15.i = and i32 %w108.i, 1
  %z16.i = getelementptr inbounds i32, ptr %v43, i32 %z15.i
  %z17.i = load i32, ptr %z16.i, align 4
  %z22.i = and i32 %z12.i, 3
  %z23.i = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i, i32 %z22.i) #5
  br label %join3.i.1

join3.i.1:
  %v45 = addrspacecast ptr addrspace(1) %slot to ptr
  %v46 = addrspacecast ptr addrspace(1) %islot to ptr
  %v47 = addrspacecast ptr addrspace(1) %islot to ptr
  %v48 = and i32 %w108.i, 3
  %v49 = call i32 @rec3(ptr %v45, ptr %v46, ptr %v47, i32 %v34, i32 %v48)
  %m5.i = load ptr, ptr @vt0.2, align 8
  %icall.7.i = call i32 %m5.i(i32 862696345)
  %z4.i.i = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4
  %z5.i.i = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i.i = icmp eq i32 %z4.i.i, 727126467
  br i1 %z8.i.i, label %then1.i.i, label %join3.i.i

then1.i.i:
  %z9.i.i = sitofp i32 %z4.i.i to double
  %z10.i.i = sitofp i32 %z4.i.i to double
  %z11.i.i = fsub double %z9.i.i, %z10.i.i
  %z13.i.i = bitcast double %z11.i.i to i64
  %z14.i.i = lshr i64 %z13.i.i, 29
  %z12.i.i = trunc i64 %z14.i.i to i32
  %z15.i.i = and i32 %icall.7.i, 1
  %z16.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z15.i.i
  %z17.i.i = load i32, ptr %z16.i.i, align 4
  %z22.i.i = and i32 %z12.i.i, 3
  %z23.i.i = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i.i, i32 %z22.i.i) #5
  br label %join3.i.i

join3.i.i:
  %m5.i.1 = load ptr, ptr @vt0.2, align 8
  %icall.7.i.1 = call i32 %m5.i.1(i32 862696345)
  %z4.i.i.1 = load i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4
  %z5.i.i.1 = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i.i.1 = icmp eq i32 %z4.i.i.1, 727126467
  br i1 %z8.i.i.1, label %then1.i.i.1, label %join3.i.i.1

then1.i.i.1:
  %z9.i.i.1 = sitofp i32 %z4.i.i.1 to double
  %z10.i.i.1 = sitofp i32 %z4.i.i.1 to double
  %z11.i.i.1 = fsub double %z9.i.i.1, %z10.i.i.1
  %z13.i.i.1 = bitcast double %z11.i.i.1 to i64
  %z14.i.i.1 = lshr i64 %z13.i.i.1, 29
  %z12.i.i.1 = trunc i64 %z14.i.i.1 to i32
  %z15.i.i.1 = and i32 %icall.7.i.1, 1
  %z16.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z15.i.i.1
  %z17.i.i.1 = load i32, ptr %z16.i.i.1, align 4
  %z22.i.i.1 = and i32 %z12.i.i.1, 3
  %z23.i.i.1 = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i.i.1, i32 %z22.i.i.1) #5
  br label %join3.i.i.1

join3.i.i.1:
  %v65 = sitofp i32 %v1 to float
  %v66 = sitofp i32 %v26 to float
  %v67 = fadd float %v65, %v66
  %v68 = bitcast float %v67 to i32
  %v69 = addrspacecast ptr addrspace(1) %slot to ptr
  %z4.i.1 = load i32, ptr %v69, align 4
  %z5.i.1 = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %z8.i.1 = icmp eq i32 %z4.i.1, 727126467
  br i1 %z8.i.1, label %then1.i.4, label %join3.i.4

then1.i.4:
  %z9.i.1 = sitofp i32 %z4.i.1 to double
  %z10.i.1 = sitofp i32 %z4.i.1 to double
  %z11.i.1 = fsub double %z9.i.1, %z10.i.1
  %z13.i.1 = bitcast double %z11.i.1 to i64
  %z14.i.1 = lshr i64 %z13.i.1, 29
  %z12.i.1 = trunc i64 %z14.i.1 to i32
  %z15.i.1 = and i32 %v68, 1
  %z16.i.1 = getelementptr inbounds i32, ptr %v69, i32 %z15.i.1
  %z17.i.1 = load i32, ptr %z16.i.1, align 4
  %z22.i.1 = and i32 %z12.i.1, 3
  %z23.i.1 = notail call i32 @rec3(ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 %z17.i.1, i32 %z22.i.1) #5
  br label %join3.i.4

join3.i.4:
  %v71 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %x0, i32 4, i32 %wc)
  %v72 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %v34, i32 13, i32 %wc)
  %v73 = xor i32 %x0, %v72
  %v74 = xor i32 %v73, %v71
  %v75 = xor i32 %v74, %v68
  store i32 %v75, ptr addrspace(1) %slot, align 4
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
  %a91 = load ptr, ptr @vt1.0, align 8
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
  %a102 = and i32 526781433, 3
  %a103 = notail call i32 @rec3(ptr %a99, ptr %a100, ptr %a101, i32 %icall.11, i32 %a102)
  %a107 = load ptr, ptr @vt1.1, align 8
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
  %a122 = icmp ult i32 %tid, 1371440522
  %a121 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %a122)
  %a123 = and i32 %a112, 3
  %a124 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a123
  %a125 = load i32, ptr addrspace(1) %a124, align 4
  %a126 = and i32 %a125, 3
  %a127 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a126
  %a128 = load i32, ptr addrspace(1) %a127, align 4
  %a130 = icmp ult i32 %a117, %a125
  %a129 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %a130)
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

declare i32 @llvm.abs.i32(i32, i1 immarg) #0

declare i32 @llvm.ctpop.i32(i32) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

declare i32 @llvm.umax.i32(i32, i32) #0

declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nounwind "seam-site"="4" }
attributes #3 = { nounwind "seam-site"="6" }
attributes #4 = { nounwind "seam-site"="7" }
attributes #5 = { nounwind "seam-site"="8" }
