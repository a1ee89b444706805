; launch: @k0 grid=2 block=42 (out=i32[2688] zero, in=i32[2688] random 2739481000, i32 419118592)
; launch: @k1 grid=2 block=32 (out=i32[2048] zero, in=i32[2048] random 3797266999, i32 1818940686)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=12,kernels=3,depth=5,stmts=13,trip=32,slot=32,shared=32,grid=2,block=51,cost=580106,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels+vectors+warp-ops+const-folds+ptr-compare
; features: calls,recursion,linkage,indirect-calls,global-ptrs,local-mem,forwarding,images,floats,multi-kernels,vectors,warp-ops,const-folds,ptr-compare
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @t2 = none (params 4, return 4)
; label: force-inline @rec3 = image-handle (params 44, return 4)
; label: force-inline @f4 = none (params 28, return 0)
; label: force-inline @f5 = none (params 20, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @rec3 0 = global
; label: arg-space @rec3 1 = global
; label: arg-space @rec3 3 = global
; label: arg-space @f4 0 = global
; label: arg-space @f4 1 = global
; label: arg-space @f4 2 = global
; label: arg-space @f5 0 = global
; label: arg-space @f5 1 = global
; label: devirt @f5 %icall.0 = none(unguarded, 2 candidates)
; label: devirt @k0 %icall.1 = none(unguarded, 2 candidates)
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
  %w9 = sitofp i32 %x3 to float
  %w10 = sitofp i32 %x3 to float
  %w11 = fmul float %w9, %w10
  %w12 = bitcast float %w11 to i32
  %w13 = sub i32 1585639899, %w12
  ret void
}

define private i32 @f5(ptr %p0, ptr %p1, i32 %x2) {
entry:
  %z1 = insertelement <4 x i32> poison, i32 %x2, i64 0
  %z2 = insertelement <4 x i32> %z1, i32 %x2, i64 1
  %z3 = shufflevector <4 x i32> %z2, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 0>
  %z4 = mul <4 x i32> %z3, <i32 9, i32 32, i32 38, i32 29>
  %z6 = and i32 %x2, 3
  %z5 = extractelement <4 x i32> %z4, i32 %z6
  %z7 = getelementptr inbounds i32, ptr %p1, i32 16
  %z8 = getelementptr inbounds i32, ptr %p1, i32 26
  %z9 = icmp sle ptr %z7, %z8
  %z10 = select i1 %z9, i32 %x2, i32 52
  %z11 = add i32 %z10, 33
  %z12 = ptrtoint ptr %z7 to i32
  %z13 = and i32 %z12, 0
  %z14 = add i32 %z11, %z13
  %z15 = getelementptr inbounds i32, ptr %p1, i32 13
  %z16 = getelementptr inbounds i32, ptr %p1, i32 24
  %z17 = icmp ule ptr %z15, %z16
  %z18 = select i1 %z17, i32 1948211613, i32 11
  %z19 = add i32 %z18, -8
  %z20 = insertelement <4 x i32> poison, i32 %z14, i64 0
  %z21 = insertelement <4 x i32> %z20, i32 %x2, i64 1
  %z22 = shufflevector <4 x i32> %z21, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 0, i32 1>
  %z23 = add <4 x i32> %z22, <i32 41, i32 26, i32 0, i32 20>
  %z24 = icmp eq <4 x i32> %z23, %z22
  %z25 = select <4 x i1> %z24, <4 x i32> %z23, <4 x i32> %z22
  %z26 = extractelement <4 x i32> %z25, i32 3
  %z27 = icmp sgt i32 %z26, 0
  %z28 = select i1 %z27, ptr @vt0.1, ptr @vt0.0
  %z29 = getelementptr inbounds ptr, ptr %z28, i64 0
  %z30 = load ptr, ptr %z29, align 8
  %icall.0 = call i32 %z30(i32 %z14)
  %z31 = sub i32 %icall.0, %x2
  %z32 = xor i32 %z31, %z26
  ret i32 %z32
}

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %base = mul i32 %gid, 32
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  %m1 = addrspacecast ptr addrspace(1) %islot to ptr
  %m2 = addrspacecast ptr addrspace(1) %islot to ptr
  %m3 = zext i32 %tid to i64
  %m4 = addrspacecast ptr addrspace(1) %slot to ptr
  %m5 = and i32 %tid, 3
  %m6 = call i32 @rec3(ptr %m1, ptr %m2, i64 %m3, ptr %m4, i32 %tid, i32 %x0, i32 %m5)
  %m8 = icmp ult i32 %tid, %n
  %m7 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %m8)
  %m9 = addrspacecast ptr addrspace(1) %islot to ptr
  %m10 = addrspacecast ptr addrspace(1) %islot to ptr
  %m11 = call i32 @f5(ptr %m9, ptr %m10, i32 %x0)
  %m12 = icmp sgt i32 %tid, 0
  %m13 = select i1 %m12, ptr @vt0.0, ptr @vt0.2
  %m14 = getelementptr inbounds ptr, ptr %m13, i64 0
  %m15 = load ptr, ptr %m14, align 8
  %icall.1 = call i32 %m15(i32 %m6)
  %m17 = icmp ne i32 %m6, %tid
  %m16 = select i1 %m17, i32 %m6, i32 %m11
  %m18 = sitofp i32 %m7 to double
  %m19 = sitofp i32 %m7 to double
  %m20 = fsub double %m18, %m19
  %m22 = bitcast double %m20 to i64
  %m23 = lshr i64 %m22, 29
  %m21 = trunc i64 %m23 to i32
  %m24 = fcmp ugt double 0x7FF8000000000000, -0.000000e+00
  %m25 = zext i1 %m24 to i32
  %m26 = and i32 -1692832822, 31
  %m27 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %m26
  %m28 = load i32, ptr addrspace(1) %m27, align 4
  %m29 = addrspacecast ptr addrspace(1) %islot to ptr
  %m30 = addrspacecast ptr addrspace(1) %slot to ptr
  %m31 = addrspacecast ptr addrspace(1) %slot to ptr
  call void @f4(ptr %m29, ptr %m30, ptr %m31, i32 %m28) #2
  %m32 = call i32 @llvm.abs.i32(i32 %m25, i1 false)
  %m33 = xor i32 %x0, %m32
  %m34 = xor i32 %m33, %m28
  %m35 = xor i32 %m34, %m25
  %m36 = xor i32 %m35, %m21
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
  %h5 = mul i32 %h2, 1568391135
  %h6 = xor i32 %h5, -1361469061
  %h7 = getelementptr inbounds [32 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = and i32 %tid, 31
  %h10 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %h9
  %h11 = load i32, ptr addrspace(1) %h10, align 4
  %h13 = icmp ult i32 %h11, %x0
  %h12 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %wmask, i1 %h13)
  %h14 = xor i32 %x0, %h12
  %h15 = xor i32 %h14, %h11
  %h16 = xor i32 %h15, %tid
  %h17 = xor i32 %h16, %x0
  store i32 %h17, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nounwind "seam-site"="3" }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @rec3, !"wroimage", i32 2}
!1 = !{ptr @f4, !"rdoimage", i32 4}
!2 = !{ptr @f5, !"texture", i32 0}
!3 = !{ptr @k0, !"kernel", i32 1}
