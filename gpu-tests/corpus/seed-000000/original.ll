; launch: @k0 grid=1 block=4 (out=i32[128] zero, in=i32[128] random 3418912342, i32 -190482212)
; launch: @k1 grid=2 block=10 (out=i32[640] zero, in=i32[640] random 2933498235, i32 1568391134)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=12,kernels=3,depth=5,stmts=13,trip=32,slot=32,shared=32,grid=2,block=51,cost=580106,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels+vectors+warp-ops+const-folds+ptr-compare
; features: calls,recursion,linkage,indirect-calls,global-ptrs,local-mem,forwarding,disagree,images,floats,multi-kernels,vectors,warp-ops,ptr-compare
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @t2 = none (params 4, return 4)
; label: force-inline @rec3 = image-handle (params 44, return 4)
; label: force-inline @f4 = none (params 28, return 0)
; label: force-inline @f5 = none (params 16, return 0)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @rec3 0 = local
; label: arg-space @rec3 1 = local
; label: arg-space @rec3 3 = local
; label: arg-space @f4 0 = local
; label: arg-space @f4 1 = global
; label: arg-space @f4 2 = local
; label: arg-space @f5 0 = disagree(global, local)
; label: devirt @k1 %icall.0 = none(unguarded, 2 candidates)
; label: devirt @k1 %icall.1 = none(unguarded, 2 candidates)
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
  %w5 = mul i32 %w2, 1414097623
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
  %w12 = and i32 %w11, 31
  %w13 = getelementptr inbounds i32, ptr %p1, i32 %w12
  %w14 = load i32, ptr %w13, align 4
  %w15 = getelementptr inbounds i32, ptr %p1, i32 2
  %w16 = getelementptr inbounds i32, ptr %p1, i32 30
  %w17 = icmp sge ptr %w15, %w16
  %w18 = select i1 %w17, i32 %w14, i32 8
  %w19 = add i32 %w18, 38
  %w20 = and i32 %w11, 31
  %w21 = getelementptr inbounds i32, ptr %p1, i32 %w20
  %w22 = load i32, ptr %w21, align 4
  %w24 = or i32 %w14, 1
  %w23 = urem i32 %w22, %w24
  %w25 = bitcast i32 %x3 to <2 x i16>
  %w26 = bitcast i32 %w14 to <2 x i16>
  %w27 = sub <2 x i16> %w25, %w26
  %w28 = bitcast <2 x i16> %w27 to i32
  %w30 = icmp ult i32 %w23, %x3
  %w29 = select i1 %w30, i32 %w23, i32 %w22
  %w31 = and i32 105472954, 31
  %w32 = getelementptr inbounds i32, ptr %p2, i32 %w31
  store i32 %w28, ptr %w32, align 4
  %w33 = and i32 %w23, 31
  %w34 = getelementptr inbounds i32, ptr %p2, i32 %w33
  %w35 = load i32, ptr %w34, align 4
  ret void
}

define weak_odr void @f5(ptr %p0, i32 %x1, i32 %x2) {
entry:
  %z1 = insertelement <4 x i32> poison, i32 %x1, i64 0
  %z2 = insertelement <4 x i32> %z1, i32 %x2, i64 1
  %z3 = shufflevector <4 x i32> %z2, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 1>
  %z4 = or <4 x i32> %z3, <i32 24, i32 46, i32 53, i32 -8>
  %z5 = icmp ne <4 x i32> %z4, %z3
  %z6 = select <4 x i1> %z5, <4 x i32> %z4, <4 x i32> %z3
  %z8 = and i32 %x2, 3
  %z7 = extractelement <4 x i32> %z6, i32 %z8
  %z9 = and i32 26, 31
  %z10 = getelementptr inbounds i32, ptr %p0, i32 %z9
  %z11 = load i32, ptr %z10, align 4
  %z12 = and i32 %x2, 31
  %z13 = getelementptr inbounds i32, ptr %p0, i32 %z12
  %z14 = load i32, ptr %z13, align 4
  ret void
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m1 = alloca [32 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 32
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 709863931
  %m6 = xor i32 %m5, %x0
  %m7 = getelementptr inbounds [32 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = and i32 %tid, 31
  %m10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %m9
  %m11 = load i32, ptr addrspace(1) %m10, align 4
  %m12 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 1
  %m13 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 17
  %m14 = icmp eq ptr addrspace(1) %m12, %m13
  %m15 = select i1 %m14, i32 %n, i32 30
  %m16 = add i32 %m15, 26
  %m17 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m18 = addrspacecast ptr addrspace(1) %islot to ptr
  %m19 = addrspacecast ptr addrspace(5) %m8 to ptr
  call void @f4(ptr %m17, ptr %m18, ptr %m19, i32 %x0)
  %m20 = sitofp i32 %tid to float
  %m21 = sitofp i32 %m16 to float
  %m22 = fadd float %m20, %m21
  %m23 = bitcast float %m22 to i32
  %m24 = xor i32 %x0, %m23
  %m25 = xor i32 %m24, %m16
  %m26 = xor i32 %m25, %m11
  %m27 = xor i32 %m26, %tid
  store i32 %m27, ptr addrspace(1) %slot, align 4
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
  %h5 = mul i32 %h2, 1048161773
  %h6 = xor i32 %h5, %x0
  %h7 = getelementptr inbounds [32 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = and i32 %tid, 31
  %h10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h9
  %h11 = load i32, ptr addrspace(1) %h10, align 4
  %h12 = addrspacecast ptr addrspace(5) %h8 to ptr
  call void @f5(ptr %h12, i32 %x0, i32 %tid)
  %h13 = and i32 %n, 31
  %h14 = getelementptr inbounds i32, ptr addrspace(5) %h8, i32 %h13
  store i32 %x0, ptr addrspace(5) %h14, align 4
  %h15 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @f5(ptr %h15, i32 %n, i32 %x0) #2
  %h16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %wmask, i32 %x0, i32 10, i32 %wc)
  %h17 = icmp sgt i32 %tid, 0
  %h18 = select i1 %h17, ptr @vt0.1, ptr @vt0.2
  %h19 = getelementptr inbounds ptr, ptr %h18, i64 0
  %h20 = load ptr, ptr %h19, align 8
  %icall.0 = call i32 %h20(i32 %h16)
  %h21 = addrspacecast ptr addrspace(5) %h8 to ptr
  notail call void @f5(ptr %h21, i32 %icall.0, i32 %tid) #3
  %h22 = icmp sgt i32 %h11, 0
  %h23 = select i1 %h22, ptr @vt0.1, ptr @vt0.0
  %h24 = getelementptr inbounds ptr, ptr %h23, i64 0
  %h25 = load ptr, ptr %h24, align 8
  %icall.1 = call i32 %h25(i32 %tid)
  %h26 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h27 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h28 = zext i32 %icall.0 to i64
  %h29 = addrspacecast ptr addrspace(5) %h8 to ptr
  %h30 = and i32 %h16, 3
  %h31 = call i32 @rec3(ptr %h26, ptr %h27, i64 %h28, ptr %h29, i32 %icall.1, i32 %icall.0, i32 %h30)
  %h32 = xor i32 %x0, %h31
  %h33 = xor i32 %h32, %icall.1
  %h34 = xor i32 %h33, %icall.0
  %h35 = xor i32 %h34, %h16
  store i32 %h35, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nounwind "seam-site"="3" }
attributes #3 = { nounwind "seam-site"="4" }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @rec3, !"wroimage", i32 2}
!1 = !{ptr @f4, !"rdoimage", i32 4}
!2 = !{ptr @f5, !"texture", i32 0}
