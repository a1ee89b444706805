; launch: @k0 grid=7 block=10 (out=i32[560] zero, in=i32[560] random 1888915841, i32 2024280911)
; launch: @k1 grid=3 block=1 (out=i32[24] zero, in=i32[24] random 131896075, i32 1880746295)
; launch: @k2 grid=2 block=10 (out=i32[160] zero, in=i32[160] random 4097315520, i32 -1021947157)
; seam-gpu case seed-000000 variant original
; seam-case seed=0
; config: functions=7,kernels=4,depth=3,stmts=3,trip=4,slot=8,shared=32,grid=8,block=12,cost=557133,features=calls+recursion+mutual-recursion+linkage+indirect-calls+local-mem+forwarding+disagree+constexpr-casts+aggregates+byval+images+nooutline+floats+multi-kernels+vectors+warp-ops
; features: calls,linkage,global-ptrs,local-mem,byval,images,nooutline,multi-kernels,vectors,warp-ops
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @f2 = image-handle (params 48, return 4)
; label: force-inline @f3 = image-handle (params 16, return 4)
; label: force-inline @f4 = none (params 28, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: arg-space @f2 0 = local
; label: arg-space @f2 2 = local
; label: arg-space @f2 3 = local
; label: arg-space @f4 0 = global
; label: arg-space @f4 1 = local
; label: arg-space @f4 2 = local
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = launched

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@vt0.0 = internal constant [2 x ptr] [ptr @t0, ptr @t1], align 8
@vt1.0 = internal constant [2 x ptr] [ptr @t0, ptr @t1], align 8
@vt1.1 = internal constant [2 x ptr] [ptr @t1, ptr @t1], align 8
@taken = internal constant [1 x ptr] [ptr @f2], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v2 = or i32 %x0, 1
  %v1 = udiv i32 %x0, %v2
  %v4 = or i32 %v1, 1
  %v3 = urem i32 %x0, %v4
  %v6 = and i32 %x0, 31
  %v5 = ashr i32 %x0, %v6
  %v7 = and i32 %v5, %x0
  %v8 = xor i32 %v7, %v1
  ret i32 %v8
}

define internal i32 @t1(i32 %x0) {
entry:
  %a1 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %a3 = and i32 %x0, 31
  %a2 = lshr i32 %x0, %a3
  %a4 = xor i32 %a2, %x0
  ret i32 %a4
}

define internal i32 @f2(ptr %p0, i64 %wroimage1, ptr %p2, ptr %p3, i32 %x4, i32 %x5, ptr align 4 byval([13 x i32]) %bv6) {
entry:
  %t1 = alloca [8 x i32], align 4
  br label %linit1

linit1:
  %t2 = phi i32 [ 0, %entry ], [ %t3, %lfill2 ]
  %t4 = icmp ult i32 %t2, 8
  br i1 %t4, label %lfill2, label %ldone3

lfill2:
  %t5 = mul i32 %t2, 2139063933
  %t6 = xor i32 %t5, %x4
  %t7 = getelementptr inbounds [8 x i32], ptr %t1, i32 0, i32 %t2
  store i32 %t6, ptr %t7, align 4
  %t3 = add nuw nsw i32 %t2, 1
  br label %linit1

ldone3:
  %t8 = addrspacecast ptr %t1 to ptr addrspace(5)
  %t10 = and i32 %x4, 32767
  %t11 = or i32 %t10, 1
  %t9 = srem i32 -8, %t11
  %t12 = and i32 %x5, 7
  %t13 = getelementptr inbounds i32, ptr %p2, i32 %t12
  %t14 = load i32, ptr %t13, align 4
  %t15 = xor i32 %t14, %t14
  ret i32 %t15
}

define internal i32 @f3(i32 %x0, i64 %sampler1, i32 %x2) #0 {
entry:
  %q1 = alloca [8 x i32], align 4
  %q19 = alloca [13 x i32], align 4
  br label %linit1

linit1:
  %q2 = phi i32 [ 0, %entry ], [ %q3, %lfill2 ]
  %q4 = icmp ult i32 %q2, 8
  br i1 %q4, label %lfill2, label %ldone3

lfill2:
  %q5 = mul i32 %q2, 1789461387
  %q6 = xor i32 %q5, %x0
  %q7 = getelementptr inbounds [8 x i32], ptr %q1, i32 0, i32 %q2
  store i32 %q6, ptr %q7, align 4
  %q3 = add nuw nsw i32 %q2, 1
  br label %linit1

ldone3:
  %q8 = addrspacecast ptr %q1 to ptr addrspace(5)
  %q9 = and i32 %x0, 7
  %q10 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q9
  %q11 = load i32, ptr addrspace(5) %q10, align 4
  %q12 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q13 = zext i32 %x0 to i64
  %q14 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q15 = addrspacecast ptr addrspace(5) %q8 to ptr
  %q16 = insertvalue [13 x i32] zeroinitializer, i32 %x2, 11
  %q17 = insertvalue [13 x i32] %q16, i32 %x2, 4
  %q18 = insertvalue [13 x i32] %q17, i32 %q11, 3
  store [13 x i32] %q18, ptr %q19, align 4
  %q20 = call i32 @f2(ptr %q12, i64 %q13, ptr %q14, ptr %q15, i32 %x0, i32 %x2, ptr align 4 byval([13 x i32]) %q19) #3
  %q21 = and i32 %x2, 7
  %q22 = getelementptr inbounds i32, ptr addrspace(5) %q8, i32 %q21
  store i32 %q11, ptr addrspace(5) %q22, align 4
  %q23 = xor i32 %q20, %x2
  ret i32 %q23
}

define private i32 @f4(ptr %p0, ptr %p1, ptr %p2, i32 %x3) {
entry:
  %w1 = zext i32 %x3 to i64
  %w2 = call i32 @f3(i32 40, i64 %w1, i32 %x3)
  %w3 = and i32 %w2, 7
  %w4 = getelementptr inbounds i32, ptr %p0, i32 %w3
  store i32 %w2, ptr %w4, align 4
  %w5 = bitcast i32 105472954 to <2 x i16>
  %w6 = bitcast i32 %w2 to <2 x i16>
  %w7 = sub <2 x i16> %w5, %w6
  %w8 = bitcast <2 x i16> %w7 to i32
  %w9 = xor i32 %w8, %w8
  ret i32 %w9
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %z1 = alloca [8 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %z2 = phi i32 [ 0, %entry ], [ %z3, %lfill2 ]
  %z4 = icmp ult i32 %z2, 8
  br i1 %z4, label %lfill2, label %ldone3

lfill2:
  %z5 = mul i32 %z2, -766217185
  %z6 = xor i32 %z5, %n
  %z7 = getelementptr inbounds [8 x i32], ptr %z1, i32 0, i32 %z2
  store i32 %z6, ptr %z7, align 4
  %z3 = add nuw nsw i32 %z2, 1
  br label %linit1

ldone3:
  %z8 = addrspacecast ptr %z1 to ptr addrspace(5)
  %z9 = and i32 %tid, 7
  %z10 = getelementptr inbounds i32, ptr addrspace(5) %z8, i32 %z9
  store i32 %n, ptr addrspace(5) %z10, align 4
  %z11 = xor i32 %x0, %tid
  %z12 = xor i32 %z11, %x0
  %z13 = xor i32 %z12, %n
  store i32 %z13, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m1 = alloca [8 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %m2 = phi i32 [ 0, %entry ], [ %m3, %lfill2 ]
  %m4 = icmp ult i32 %m2, 8
  br i1 %m4, label %lfill2, label %ldone3

lfill2:
  %m5 = mul i32 %m2, 1134641535
  %m6 = xor i32 %m5, %tid
  %m7 = getelementptr inbounds [8 x i32], ptr %m1, i32 0, i32 %m2
  store i32 %m6, ptr %m7, align 4
  %m3 = add nuw nsw i32 %m2, 1
  br label %linit1

ldone3:
  %m8 = addrspacecast ptr %m1 to ptr addrspace(5)
  %m9 = addrspacecast ptr addrspace(1) %slot to ptr
  %m10 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m11 = addrspacecast ptr addrspace(5) %m8 to ptr
  %m12 = call i32 @f4(ptr %m9, ptr %m10, ptr %m11, i32 %x0)
  %m13 = xor i32 %x0, %m12
  %m14 = xor i32 %m13, %tid
  %m15 = xor i32 %m14, %x0
  %m16 = xor i32 %m15, %n
  store i32 %m16, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %h1 = alloca [8 x i32], align 4
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
  %base = mul i32 %gid, 8
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %linit1

linit1:
  %h2 = phi i32 [ 0, %entry ], [ %h3, %lfill2 ]
  %h4 = icmp ult i32 %h2, 8
  br i1 %h4, label %lfill2, label %ldone3

lfill2:
  %h5 = mul i32 %h2, 1336539763
  %h6 = xor i32 %h5, 28
  %h7 = getelementptr inbounds [8 x i32], ptr %h1, i32 0, i32 %h2
  store i32 %h6, ptr %h7, align 4
  %h3 = add nuw nsw i32 %h2, 1
  br label %linit1

ldone3:
  %h8 = addrspacecast ptr %h1 to ptr addrspace(5)
  %h9 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %wmask, i32 %tid, i32 4, i32 %wc)
  %h10 = xor i32 %x0, %h9
  %h11 = xor i32 %h10, %tid
  %h12 = xor i32 %h11, %x0
  %h13 = xor i32 %h12, %n
  store i32 %h13, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.abs.i32(i32, i1 immarg) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { "nooutline" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nounwind "seam-site"="1" }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @f2, !"wroimage", i32 1}
!1 = !{ptr @f3, !"sampler", i32 1}
!2 = !{ptr @f4, !"rdoimage", i32 4}
!3 = !{ptr @k1, !"kernel", i32 1}
