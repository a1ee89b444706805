; launch: @k0 grid=1 block=51 (out=i32[1632] zero, in=i32[1632] random 2374325184, i32 -1637860980)
; launch: @k1 grid=1 block=50 (out=i32[1600] zero, in=i32[1600] random 3437988928, i32 -1502613879)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=12,kernels=3,depth=5,stmts=13,trip=32,slot=32,shared=32,grid=2,block=51,cost=580106,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels+vectors+warp-ops+const-folds+ptr-compare
; features: calls,recursion,linkage,indirect-calls,global-ptrs,local-mem,forwarding,aggregates,byval,images,floats,multi-kernels,vectors,warp-ops,const-folds
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @t2 = none (params 4, return 4)
; label: force-inline @rec3 = image-handle (params 44, return 4)
; label: force-inline @f4 = none (params 28, return 0)
; label: force-inline @f5 = none (params 40, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @rec3 0 = uncalled
; label: arg-space @rec3 1 = uncalled
; label: arg-space @rec3 3 = uncalled
; label: arg-space @f4 0 = global
; label: arg-space @f4 1 = global
; label: arg-space @f4 2 = global
; label: arg-space @f5 0 = global
; label: devirt @k0 %icall.0 = none(unguarded, 2 candidates)
; label: kernel @k0 = launched
; label: kernel @k1 = launched

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [1 x ptr] [ptr @t1], align 8
@vt0.1 = internal constant [1 x ptr] [ptr @t2], align 8
@vt0.2 = internal constant [1 x ptr] [ptr @t2], align 8
@taken = internal constant [1 x ptr] [ptr @rec3], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v2 = icmp sgt i32 %x0, %x0
  %v1 = select i1 %v2, i32 %x0, i32 %x0
  %v3 = sub i32 %x0, %v1
  %v4 = and i32 %v1, %v3
  %v5 = xor i32 %v4, %v1
  ret i32 %v5
}

define internal i32 @t1(i32 %x0) {
entry:
  %a2 = and i32 %x0, 31
  %a1 = lshr i32 %x0, %a2
  %a3 = and i32 %x0, %a1
  %a4 = xor i32 %a3, %x0
  ret i32 %a4
}

define internal i32 @t2(i32 %x0) {
entry:
  %t1 = call i32 @llvm.umin.i32(i32 %x0, i32 %x0)
  %t3 = and i32 %t1, 31
  %t2 = shl i32 %t1, %t3
  %t5 = or i32 %t2, 1
  %t4 = urem i32 %t2, %t5
  %t7 = and i32 %x0, 32767
  %t8 = or i32 %t7, 1
  %t6 = srem i32 %x0, %t8
  %t9 = xor i32 %t6, %t2
  ret i32 %t9
}

define internal i32 @rec3(ptr %p0, ptr %p1, i64 %wroimage2, ptr %p3, i32 %x4, i32 %x5, i32 %depth) {
entry:
  %q1 = icmp eq i32 %depth, 0
  br i1 %q1, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %q2 = sub i32 %depth, 1
  %q3 = call i32 @rec3(ptr %p0, ptr %p1, i64 %wroimage2, ptr %p3, i32 1613434891, i32 %x5, i32 %q2)
  %q4 = xor i32 %q3, %depth
  br label %rjoin3

rjoin3:
  %q5 = phi i32 [ %depth, %base1 ], [ %q4, %recurse2 ]
  ret i32 %q5
}

define weak void @f4(ptr %p0, ptr %p1, ptr %p2, i32 %x3) {
entry:
  %w1 = alloca [32 x i32], align 4
  br label %linit1

linit1:
  %w2 = phi i32 [ 0, %entry ], [ %w3, %lfill2 ]
  %w4 = icmp ult i32 %w2, 32
  br i1 %w4, label %lfill2, label %ldone3

lfill2:
  %w5 = mul i32 %w2, 1767131499
  %w6 = xor i32 %w5, %x3
  %w7 = getelementptr inbounds [32 x i32], ptr %w1, i32 0, i32 %w2
  store i32 %w6, ptr %w7, align 4
  %w3 = add nuw nsw i32 %w2, 1
  br label %linit1

ldone3:
  %w8 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w9 = and i32 %x3, 31
  %w10 = getelementptr inbounds i32, ptr %p0, i32 %w9
  %w11 = load i32, ptr %w10, align 4
  %w13 = or i32 %w11, 1
  %w12 = udiv i32 %w11, %w13
  %w14 = and i32 %w11, 31
  %w15 = getelementptr inbounds i32, ptr %p2, i32 %w14
  store i32 %x3, ptr %w15, align 4
  %w16 = and i32 %w12, 31
  %w17 = getelementptr inbounds i32, ptr %p0, i32 %w16
  %w18 = load i32, ptr %w17, align 4
  %w20 = or i32 %x3, 1
  %w19 = urem i32 %x3, %w20
  %w21 = bitcast i32 %w19 to <2 x i16>
  %w22 = bitcast i32 %w11 to <2 x i16>
  %w23 = sub <2 x i16> %w21, %w22
  %w24 = bitcast <2 x i16> %w23 to i32
  %w26 = icmp ult i32 %w19, %w19
  %w25 = select i1 %w26, i32 %w19, i32 %w18
  %w27 = and i32 105472954, 31
  %w28 = getelementptr inbounds i32, ptr %p2, i32 %w27
  store i32 %w24, ptr %w28, align 4
  %w29 = and i32 %w19, 31
  %w30 = getelementptr inbounds i32, ptr %p0, i32 %w29
  %w31 = load i32, ptr %w30, align 4
  %w32 = insertelement <4 x i32> poison, i32 15, i64 0
  %w33 = insertelement <4 x i32> %w32, i32 %w24, i64 1
  %w34 = shufflevector <4 x i32> %w33, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %w35 = xor <4 x i32> %w34, <i32 7, i32 -8, i32 0, i32 6>
  %w36 = icmp ne <4 x i32> %w35, %w34
  %w37 = select <4 x i1> %w36, <4 x i32> %w35, <4 x i32> %w34
  %w38 = extractelement <4 x i32> %w37, i32 1
  ret void
}

define internal i32 @f5(ptr %p0, [6 x i32] %agg1, ptr align 4 byval([52 x i32]) %bv2) {
entry:
  %z1 = and i32 -5, 31
  %z2 = getelementptr inbounds i32, ptr %p0, i32 %z1
  %z3 = load i32, ptr %z2, align 4
  %z5 = and i32 %z3, 31
  %z4 = ashr i32 %z3, %z5
  %z6 = mul i32 %z4, %z4
  %z7 = xor i64 1351103705685551415, 0
  %z8 = trunc i64 %z7 to i32
  %z9 = sitofp i32 %z3 to double
  %z10 = sitofp i32 %z8 to double
  %z11 = fsub double %z9, %z10
  %z13 = bitcast double %z11 to i64
  %z14 = lshr i64 %z13, 29
  %z12 = trunc i64 %z14 to i32
  %z15 = xor i32 %z12, %z12
  ret i32 %z15
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m20 = alloca [52 x i32], align 4
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
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %m2 = icmp ne i32 %tid, %n
  %m1 = select i1 %m2, i32 %tid, i32 -1323125933
  %m3 = sub i32 %n, %n
  %m4 = and i32 %m1, 31
  %m5 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %m4
  %m6 = load i32, ptr addrspace(1) %m5, align 4
  %m7 = icmp sgt i32 %tid, 0
  %m8 = select i1 %m7, ptr @vt0.1, ptr @vt0.2
  %m9 = getelementptr inbounds ptr, ptr %m8, i64 0
  %m10 = load ptr, ptr %m9, align 8
  %icall.0 = call i32 %m10(i32 %m6)
  %m11 = addrspacecast ptr addrspace(1) %islot to ptr
  %m12 = addrspacecast ptr addrspace(1) %islot to ptr
  %m13 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @f4(ptr %m11, ptr %m12, ptr %m13, i32 %n)
  %m14 = addrspacecast ptr addrspace(1) %islot to ptr
  %m15 = insertvalue [6 x i32] zeroinitializer, i32 %m1, 1
  %m16 = insertvalue [6 x i32] %m15, i32 %m3, 2
  %m17 = insertvalue [52 x i32] zeroinitializer, i32 %m1, 48
  %m18 = insertvalue [52 x i32] %m17, i32 %m6, 26
  %m19 = insertvalue [52 x i32] %m18, i32 %m6, 51
  store [52 x i32] %m19, ptr %m20, align 4
  %m21 = notail call i32 @f5(ptr %m14, [6 x i32] %m16, ptr align 4 byval([52 x i32]) %m20)
  %m22 = insertelement <4 x i32> poison, i32 %m3, i64 0
  %m23 = insertelement <4 x i32> %m22, i32 %m6, i64 1
  %m24 = shufflevector <4 x i32> %m23, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 1>
  %m25 = xor <4 x i32> %m24, <i32 14, i32 36, i32 19, i32 53>
  %m26 = icmp slt <4 x i32> %m25, %m24
  %m27 = select <4 x i1> %m26, <4 x i32> %m25, <4 x i32> %m24
  %m28 = extractelement <4 x i32> %m27, i32 1
  %m29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %m3, i32 28, i32 %wc)
  %m30 = addrspacecast ptr addrspace(1) %islot to ptr
  %m31 = addrspacecast ptr addrspace(1) %islot to ptr
  %m32 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @f4(ptr %m30, ptr %m31, ptr %m32, i32 %icall.0)
  %m33 = xor i32 %x0, %m29
  %m34 = xor i32 %m33, %m28
  %m35 = xor i32 %m34, %m21
  %m36 = xor i32 %m35, %icall.0
  store i32 %m36, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %h1 = alloca [32 x i32], align 4
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
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 32
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 1739549803
  %h6 = xor i32 %h5, -720444843
  %h7 = getelementptr inbounds [32 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = fcmp une double -0.000000e+00, 3.000000e+00
  %h10 = zext i1 %h9 to i32
  %h11 = and i32 %n, %h10
  %h12 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %wmask, i32 %x0, i32 31, i32 %wc)
  %h13 = sub i32 %h10, %h10
  %h14 = xor i32 %x0, %h13
  %h15 = xor i32 %h14, %h12
  %h16 = xor i32 %h15, %h11
  %h17 = xor i32 %h16, %h10
  store i32 %h17, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @rec3, !"wroimage", i32 2}
!1 = !{ptr @f4, !"rdoimage", i32 4}
!2 = !{ptr @f5, !"texture", i32 0}
