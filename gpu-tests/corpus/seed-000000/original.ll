; launch: @k0 grid=1 block=10 (out=i32[160] zero, in=i32[160] random 3625185352, i32 -1059029643)
; launch: @k1 grid=3 block=4 (out=i32[192] zero, in=i32[192] random 1882151737, i32 -185797761)
; launch: @k2 grid=2 block=20 (out=i32[640] zero, in=i32[640] random 1132399167, i32 931636050)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=2,kernels=3,depth=3,stmts=31,trip=4,slot=16,shared=256,grid=4,block=20,cost=908455,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels+vectors+warp-ops+const-folds
; features: calls,mutual-recursion,linkage,indirect-calls,global-ptrs,local-mem,forwarding,disagree,floats,multi-kernels,vectors,warp-ops,const-folds
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @t2 = none (params 4, return 4)
; label: force-inline @mra3 = none (params 36, return 4)
; label: force-inline @mrb3 = none (params 36, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: arg-space @mra3 0 = disagree(global, local)
; label: arg-space @mra3 1 = disagree(global, local)
; label: arg-space @mra3 2 = disagree(global, local)
; label: arg-space @mrb3 0 = disagree(global, local)
; label: arg-space @mrb3 1 = disagree(global, local)
; label: arg-space @mrb3 2 = disagree(global, local)
; label: devirt @mrb3 %icall.0 = none(unguarded, 2 candidates)
; label: devirt @mrb3 %icall.1 = none(unguarded, 2 candidates)
; label: devirt @mrb3 %icall.2 = none(unguarded, 2 candidates)
; label: devirt @k0 %icall.3 = none(unguarded, 2 candidates)
; label: devirt @k0 %icall.4 = none(unguarded, 2 candidates)
; label: devirt @k0 %icall.5 = none(unguarded, 2 candidates)
; label: devirt @k2 %icall.6 = none(unguarded, 2 candidates)
; label: devirt @k2 %icall.7 = none(unguarded, 2 candidates)
; label: devirt @k2 %icall.8 = none(unguarded, 2 candidates)
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = launched

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [2 x ptr] [ptr @t0, ptr @t0], align 8
@vt0.1 = internal constant [2 x ptr] [ptr @t1, ptr @t0], align 8
@vt0.2 = internal constant [2 x ptr] [ptr @t0, ptr @t1], align 8
@taken = internal constant [1 x ptr] [ptr @mrb3], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v1 = sub i32 %x0, %x0
  %v3 = and i32 %v1, 31
  %v2 = ashr i32 %x0, %v3
  %v5 = and i32 %v1, 32767
  %v6 = or i32 %v5, 1
  %v4 = sdiv i32 %v2, %v6
  %v7 = xor i32 %v4, %v1
  ret i32 %v7
}

define internal i32 @t1(i32 %x0) {
entry:
  %a2 = or i32 %x0, 1
  %a1 = urem i32 %x0, %a2
  %a3 = xor i32 %a1, %a1
  ret i32 %a3
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = or i32 %x0, %x0
  %t2 = add i32 %x0, %t1
  %t3 = call i32 @llvm.abs.i32(i32 %t1, i1 false)
  %t4 = xor i32 %t3, %t3
  ret i32 %t4
}

define weak_odr i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, i32 %depth) {
entry:
  %q1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 16
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 1726587011
  %q6 = xor i32 %q5, %x4
  %q7 = getelementptr inbounds [16 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q10 = and i32 %depth, 32767
  %q11 = or i32 %q10, 1
  %q9 = srem i32 %depth, %q11
  %q12 = and i32 %x3, 15
  %q13 = getelementptr inbounds i32, ptr %p2, i32 %q12
  %q14 = load i32, ptr %q13, align 4
  %q16 = or i32 %q14, 1
  %q15 = urem i32 %q9, %q16
  %q17 = and i32 %depth, 15
  %q18 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q17
  %q19 = load i32, ptr addrspace(5) %q18, align 4
  %q20 = and i32 %x3, 15
  %q21 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q20
  store i32 %q15, ptr addrspace(5) %q21, align 4
  %q22 = icmp eq i32 %depth, 0
  br i1 %q22, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %q23 = sub i32 %depth, 1
  %q24 = call i32 @mrb3(ptr %p0, ptr %p1, ptr %p2, i32 %depth, i32 %q19, i32 %q23)
  %q25 = xor i32 %q24, %q15
  br label %rjoin6

rjoin6:
  %q26 = phi i32 [ %q15, %base4 ], [ %q25, %recurse5 ]
  ret i32 %q26
}

define internal i32 @mrb3(ptr %p0, ptr %p1, ptr %p2, i32 %x3, i32 %x4, i32 %depth) {
entry:
  %w1 = alloca [16 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 16
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 590545043
  %w6 = xor i32 %w5, 1585639899
  %w7 = getelementptr inbounds [16 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = bitcast i32 %depth to <2 x i16>
  %w10 = bitcast i32 %x3 to <2 x i16>
  %w11 = sub <2 x i16> %w9, %w10
  %w12 = bitcast <2 x i16> %w11 to i32
  %w13 = and i32 %x3, 15
  %w14 = getelementptr inbounds i32, ptr %p2, i32 %w13
  %w15 = load i32, ptr %w14, align 4
  %w16 = icmp sgt i32 %depth, 0
  %w17 = select i1 %w16, ptr @vt0.0, ptr @vt0.0
  %w18 = getelementptr inbounds ptr, ptr %w17, i64 0
  %w19 = load ptr, ptr %w18, align 8
  %icall.0 = call i32 %w19(i32 %x4)
  %w20 = and i32 40, 15
  %w21 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w20
  store i32 %w12, ptr addrspace(5) %w21, align 4
  %w23 = and i32 %w12, 31
  %w22 = lshr i32 %w15, %w23
  %w24 = icmp sgt i32 %w22, 0
  %w25 = select i1 %w24, ptr @vt0.0, ptr @vt0.2
  %w26 = getelementptr inbounds ptr, ptr %w25, i64 0
  %w27 = load ptr, ptr %w26, align 8
  %icall.1 = call i32 %w27(i32 %w15)
  %w28 = and i32 %w22, 15
  %w29 = getelementptr inbounds i32, ptr %p1, i32 %w28
  %w30 = load i32, ptr %w29, align 4
  %w31 = and i32 %icall.0, 15
  %w32 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w31
  store i32 %icall.1, ptr addrspace(5) %w32, align 4
  %w33 = and i32 %w12, 15
  %w34 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w33
  store i32 %icall.0, ptr addrspace(5) %w34, align 4
  %w35 = and i32 %x3, 15
  %w36 = getelementptr inbounds i32, ptr %p0, i32 %w35
  %w37 = load i32, ptr %w36, align 4
  %w38 = icmp sgt i32 %icall.1, 0
  %w39 = select i1 %w38, ptr @vt0.0, ptr @vt0.0
  %w40 = getelementptr inbounds ptr, ptr %w39, i64 1
  %w41 = load ptr, ptr %w40, align 8
  %icall.2 = call i32 %w41(i32 %w22)
  %w42 = and i32 %w37, 15
  %w43 = getelementptr inbounds i32, ptr addrspace(5) %w8, i32 %w42
  store i32 %icall.1, ptr addrspace(5) %w43, align 4
  %w44 = icmp eq i32 %depth, 0
  br i1 %w44, label %base4, label %recurse5

base4:
  br label %rjoin6

recurse5:
  %w45 = sub i32 %depth, 1
  %w46 = call i32 @mra3(ptr %p0, ptr %p1, ptr %p2, i32 %icall.1, i32 %w12, i32 %w45)
  %w47 = xor i32 %w46, %icall.1
  br label %rjoin6

rjoin6:
  %w48 = phi i32 [ %w12, %base4 ], [ %w47, %recurse5 ]
  ret i32 %w48
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %z1 = alloca [16 x i32], align 4
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
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 16
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -1483566549
  %z6 = xor i32 %z5, %x0
  %z7 = getelementptr inbounds [16 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z10 = icmp sgt i32 %tid, %x0
  %z9 = select i1 %z10, i32 %tid, i32 30
  %z11 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z12 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z13 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z14 = and i32 %z9, 3
  %z15 = call i32 @mra3(ptr %z11, ptr %z12, ptr %z13, i32 %z9, i32 %n, i32 %z14)
  %z16 = icmp sgt i32 %z15, 0
  %z17 = select i1 %z16, ptr @vt0.1, ptr @vt0.1
  %z18 = getelementptr inbounds ptr, ptr %z17, i64 1
  %z19 = load ptr, ptr %z18, align 8
  %icall.3 = call i32 %z19(i32 %n)
  %z20 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z21 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z22 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z23 = and i32 %icall.3, 3
  %z24 = call i32 @mrb3(ptr %z20, ptr %z21, ptr %z22, i32 %tid, i32 %z15, i32 %z23)
  %z25 = sitofp i32 %z15 to float
  %z26 = sitofp i32 %icall.3 to float
  %z27 = fsub float %z25, %z26
  %z28 = bitcast float %z27 to i32
  %z29 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z30 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z31 = addrspacecast ptr addrspace(1) %islot to ptr
  %z32 = and i32 %icall.3, 3
  %z33 = call i32 @mra3(ptr %z29, ptr %z30, ptr %z31, i32 %icall.3, i32 13, i32 %z32) #2
  %z34 = and i32 %icall.3, 15
  %z35 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z34
  store i32 %z9, ptr addrspace(5) %z35, align 4
  %z36 = icmp sgt i32 %z33, 0
  %z37 = select i1 %z36, ptr @vt0.0, ptr @vt0.2
  %z38 = getelementptr inbounds ptr, ptr %z37, i64 0
  %z39 = load ptr, ptr %z38, align 8
  %icall.4 = call i32 %z39(i32 %z33)
  %z40 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z41 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z42 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z43 = and i32 -6, 3
  %z44 = call i32 @mrb3(ptr %z40, ptr %z41, ptr %z42, i32 %z33, i32 %icall.3, i32 %z43)
  %z45 = and i32 %icall.4, 15
  %z46 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z45
  %z47 = load i32, ptr addrspace(5) %z46, align 4
  %z48 = sitofp i32 %z44 to double
  %z49 = sitofp i32 %z47 to double
  %z50 = fadd double %z48, %z49
  %z52 = bitcast double %z50 to i64
  %z53 = lshr i64 %z52, 29
  %z51 = trunc i64 %z53 to i32
  %z54 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z55 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z56 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z57 = and i32 %icall.3, 3
  %z58 = call i32 @mra3(ptr %z54, ptr %z55, ptr %z56, i32 %z51, i32 %icall.4, i32 %z57)
  %z60 = icmp ult i32 %icall.4, %z51
  %z59 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %z60)
  %z62 = and i32 %z47, 32767
  %z63 = or i32 %z62, 1
  %z61 = sdiv i32 %z58, %z63
  %z64 = bitcast i32 %icall.3 to <2 x i16>
  %z65 = bitcast i32 %z61 to <2 x i16>
  %z66 = sub <2 x i16> %z64, %z65
  %z67 = bitcast <2 x i16> %z66 to i32
  %z68 = addrspacecast ptr addrspace(1) %slot to ptr
  %z69 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z70 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z71 = and i32 50, 3
  %z72 = notail call i32 @mra3(ptr %z68, ptr %z69, ptr %z70, i32 %z59, i32 %z67, i32 %z71)
  %z73 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %z61, i32 30, i32 %wc)
  %z74 = fcmp ugt float 0.000000e+00, 1.000000e+00
  %z75 = zext i1 %z74 to i32
  %z76 = mul i32 %z72, %z67
  %z77 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 -708969332, i32 11, i32 0)
  %z78 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z79 = addrspacecast ptr addrspace(5) %z8 to ptr
  %z80 = addrspacecast ptr addrspace(1) %slot to ptr
  %z81 = and i32 %z75, 3
  %z82 = call i32 @mra3(ptr %z78, ptr %z79, ptr %z80, i32 %z51, i32 %z73, i32 %z81)
  %z83 = call i32 @llvm.smax.i32(i32 %z77, i32 %tid)
  %z84 = icmp sgt i32 %z58, 0
  %z85 = select i1 %z84, ptr @vt0.0, ptr @vt0.0
  %z86 = getelementptr inbounds ptr, ptr %z85, i64 0
  %z87 = load ptr, ptr %z86, align 8
  %icall.5 = call i32 %z87(i32 %z82)
  %z88 = xor i32 %x0, %icall.5
  %z89 = xor i32 %z88, %z83
  %z90 = xor i32 %z89, %z82
  %z91 = xor i32 %z90, %z77
  store i32 %z91, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m1 = alloca [16 x i32], align 4
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
  %m5 = mul i32 %m2, -292207279
  %m6 = xor i32 %m5, %x0
  %m7 = getelementptr inbounds [16 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = addrspacecast ptr addrspace(1) %slot to ptr
  %m10 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m11 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m12 = and i32 288827685, 3
  %m13 = call i32 @mrb3(ptr %m9, ptr %m10, ptr %m11, i32 %n, i32 %tid, i32 %m12)
  %m14 = and i32 %n, 15
  %m15 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m14
  store i32 %x0, ptr addrspace(5) %m15, align 4
  %m16 = sdiv i16 -11560, -1
  %m17 = zext i16 %m16 to i32
  %m18 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m19 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m20 = addrspacecast ptr addrspace(1) %islot to ptr
  %m21 = and i32 %m17, 3
  %m22 = call i32 @mrb3(ptr %m18, ptr %m19, ptr %m20, i32 %tid, i32 %m13, i32 %m21)
  %m23 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m24 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m25 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m26 = and i32 %tid, 3
  %m27 = notail call i32 @mrb3(ptr %m23, ptr %m24, ptr %m25, i32 %m22, i32 %m13, i32 %m26) #3
  %m28 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m29 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m30 = addrspacecast ptr addrspace(1) %islot to ptr
  %m31 = and i32 %m13, 3
  %m32 = call i32 @mrb3(ptr %m28, ptr %m29, ptr %m30, i32 %m13, i32 %m22, i32 %m31)
  %m33 = insertelement <4 x i32> poison, i32 %m32, i64 0
  %m34 = insertelement <4 x i32> %m33, i32 %m27, i64 1
  %m35 = shufflevector <4 x i32> %m34, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 1>
  %m36 = mul <4 x i32> %m35, <i32 48, i32 19, i32 31, i32 43>
  %m37 = extractelement <4 x i32> %m36, i32 1
  %m38 = or i32 %m37, %m13
  %m39 = call i32 @llvm.smax.i32(i32 %n, i32 %m38)
  %m41 = icmp ult i32 %m39, %m38
  %m40 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %m41)
  %m42 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m43 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m44 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m45 = and i32 %m39, 3
  %m46 = call i32 @mrb3(ptr %m42, ptr %m43, ptr %m44, i32 36, i32 %m38, i32 %m45)
  %m47 = sitofp i32 %m38 to float
  %m48 = sitofp i32 %m39 to float
  %m49 = fsub float %m47, %m48
  %m50 = bitcast float %m49 to i32
  %m51 = addrspacecast ptr addrspace(1) %slot to ptr
  %m52 = addrspacecast ptr addrspace(1) %slot to ptr
  %m53 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m54 = and i32 %m17, 3
  %m55 = call i32 @mrb3(ptr %m51, ptr %m52, ptr %m53, i32 %m39, i32 %m50, i32 %m54)
  %m56 = bitcast i32 %m55 to <2 x i16>
  %m57 = bitcast i32 %m55 to <2 x i16>
  %m58 = sub <2 x i16> %m56, %m57
  %m59 = bitcast <2 x i16> %m58 to i32
  %m60 = and i32 %m37, 15
  %m61 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m60
  store i32 %m46, ptr addrspace(5) %m61, align 4
  %m62 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %wmask, i32 %m46, i32 3, i32 0)
  %m63 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m64 = addrspacecast ptr addrspace(1) %slot to ptr
  %m65 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m66 = and i32 4, 3
  %m67 = call i32 @mrb3(ptr %m63, ptr %m64, ptr %m65, i32 %m62, i32 %m27, i32 %m66) #4
  %m68 = sitofp i32 %m62 to float
  %m69 = sitofp i32 %m55 to float
  %m70 = fadd float %m68, %m69
  %m71 = bitcast float %m70 to i32
  %m72 = and i32 %m39, 15
  %m73 = getelementptr inbounds i32, ptr addrspace(5) %m8, i32 %m72
  store i32 %m67, ptr addrspace(5) %m73, align 4
  %m75 = icmp ult i32 %m59, %m59
  %m74 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %m75)
  %m76 = xor i32 %m62, %m40
  %m77 = xor i32 %x0, %m76
  %m78 = xor i32 %m77, %m74
  %m79 = xor i32 %m78, %m71
  %m80 = xor i32 %m79, %m67
  store i32 %m80, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %h1 = alloca [16 x i32], align 4
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
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 16
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 1998551621
  %h6 = xor i32 %h5, %x0
  %h7 = getelementptr inbounds [16 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = icmp sgt i32 %tid, 0
  %h10 = select i1 %h9, ptr @vt0.0, ptr @vt0.1
  %h11 = getelementptr inbounds ptr, ptr %h10, i64 0
  %h12 = load ptr, ptr %h11, align 8
  %icall.6 = call i32 %h12(i32 %tid)
  %h13 = insertelement <4 x i32> poison, i32 33, i64 0
  %h14 = insertelement <4 x i32> %h13, i32 %tid, i64 1
  %h15 = shufflevector <4 x i32> %h14, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 1>
  %h16 = add <4 x i32> %h15, <i32 24, i32 -5, i32 45, i32 48>
  %h17 = extractelement <4 x i32> %h16, i32 2
  %h18 = mul i32 %n, 1745417500
  %h19 = fcmp ord float 0x7FF0000000000000, 0x7FF8000000000000
  %h20 = zext i1 %h19 to i32
  %h21 = icmp sgt i32 %h20, 0
  %h22 = select i1 %h21, ptr @vt0.1, ptr @vt0.0
  %h23 = getelementptr inbounds ptr, ptr %h22, i64 0
  %h24 = load ptr, ptr %h23, align 8
  %icall.7 = call i32 %h24(i32 %icall.6)
  %h25 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h26 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h27 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h28 = and i32 %tid, 3
  %h29 = call i32 @mrb3(ptr %h25, ptr %h26, ptr %h27, i32 %icall.6, i32 %n, i32 %h28)
  %h30 = icmp sgt i32 %icall.7, 0
  %h31 = select i1 %h30, ptr @vt0.0, ptr @vt0.0
  %h32 = getelementptr inbounds ptr, ptr %h31, i64 0
  %h33 = load ptr, ptr %h32, align 8
  %icall.8 = call i32 %h33(i32 %icall.6)
  %h34 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h35 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h36 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h37 = and i32 %icall.8, 3
  %h38 = call i32 @mrb3(ptr %h34, ptr %h35, ptr %h36, i32 -1111119007, i32 %icall.7, i32 %h37)
  %h39 = addrspacecast ptr addrspace(1) %slot to ptr
  %h40 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h41 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h42 = and i32 %icall.7, 3
  %h43 = notail call i32 @mra3(ptr %h39, ptr %h40, ptr %h41, i32 %icall.8, i32 %icall.8, i32 %h42)
  %h44 = sdiv exact i16 -32768, 1
  %h45 = zext i16 %h44 to i32
  %h46 = and i32 %h45, 15
  %h47 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h46
  %h48 = load i32, ptr addrspace(5) %h47, align 4
  %h49 = and i32 %h38, 15
  %h50 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %h49
  %h51 = load i32, ptr addrspace(1) %h50, align 4
  %h52 = sub i32 %h48, %h51
  %h53 = fptrunc double 1.000000e-01 to float
  %h54 = bitcast float %h53 to i32
  %h55 = mul i32 %h54, %h48
  %h56 = or i32 %h54, %x0
  %h57 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h58 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h59 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h60 = and i32 %icall.8, 3
  %h61 = notail call i32 @mra3(ptr %h57, ptr %h58, ptr %h59, i32 %h17, i32 %h56, i32 %h60)
  %h62 = and i32 %h56, 15
  %h63 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h62
  store i32 %h56, ptr addrspace(5) %h63, align 4
  %h65 = and i32 %h54, 31
  %h64 = ashr i32 %h54, %h65
  %h66 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h67 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h68 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h69 = and i32 %h51, 3
  %h70 = call i32 @mrb3(ptr %h66, ptr %h67, ptr %h68, i32 -4, i32 %h55, i32 %h69)
  %h72 = icmp ult i32 %h61, %h52
  %h71 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %h72)
  %h74 = icmp ult i32 %h48, %h48
  %h73 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %h74)
  %h75 = and i32 %h64, 15
  %h76 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h75
  store i32 %h70, ptr addrspace(5) %h76, align 4
  %h77 = xor i32 %x0, %h73
  %h78 = xor i32 %h77, %h71
  %h79 = xor i32 %h78, %h70
  %h80 = xor i32 %h79, %h64
  store i32 %h80, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

declare i32 @llvm.smax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nounwind "seam-site"="3" }
attributes #3 = { nounwind "seam-site"="10" }
attributes #4 = { nounwind "seam-site"="14" }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @mra3, !"rdoimage", i32 7}
!1 = !{ptr @mrb3, !"texture", i32 0}
