; launch: @k0 grid=1 block=14 (out=i32[896] zero, in=i32[896] random 2522025486, i32 -365933153)
; launch: @k1 grid=2 block=10 (out=i32[1280] zero, in=i32[1280] random 925922088, i32 -651152863)
; seam-gpu case seed-000001 variant original
; seam-case seed=1
; config: functions=12,kernels=2,depth=1,stmts=3,trip=4,slot=64,shared=64,grid=4,block=14,cost=951808,features=calls+linkage+type-tests+shared-mem+const-mem+disagree+gep-args+ptr-merge+ptr-return+aggregates+big-params+noinline+optnone+nooutline+floats+atomics+multi-kernels+unreferenced-kernels+early-returns+vectors
; features: linkage,shared-mem,const-mem,big-params,noinline,nooutline,floats,atomics,multi-kernels,unreferenced-kernels,vectors
; label: force-inline @f0 = large-params (params 388, return 4)
; label: force-inline @f1 = noinline (params 16, return 4)
; label: force-inline @f2 = large-params (params 388, return 8)
; label: force-inline @f3 = none (params 56, return 8)
; label: force-inline @f4 = none (params 12, return 8)
; label: force-inline @f5 = noinline (params 384, return 4)
; label: force-inline @f6 = none (params 8, return 4)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: arg-space @f0 0 = uncalled
; label: arg-space @f0 2 = uncalled
; label: arg-space @f1 0 = uncalled
; label: arg-space @f2 0 = uncalled
; label: ret-space @f2 = none
; label: arg-space @f3 0 = uncalled
; label: arg-space @f3 1 = uncalled
; label: ret-space @f3 = none
; label: arg-space @f4 0 = uncalled
; label: ret-space @f4 = none
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = unreferenced
; label: variable @c = used
; label: variable @count = used

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [64 x i32] [i32 -304776476, i32 -1508899743, i32 -1174047511, i32 1182003063, i32 1287578957, i32 -1349714612, i32 1793652769, i32 1610675389, i32 -904425389, i32 -1354963927, i32 1531613168, i32 -955577588, i32 1374465892, i32 1971791655, i32 -847597802, i32 1738311066, i32 -963326821, i32 -849371448, i32 -261991897, i32 1430303423, i32 1304974069, i32 676500058, i32 -489810720, i32 -976113572, i32 1974960006, i32 -2135803376, i32 352304145, i32 -1709538951, i32 517102528, i32 -1198202560, i32 -1643421048, i32 1822070837, i32 845130936, i32 -1445173447, i32 1944122183, i32 -1790593846, i32 -1013748983, i32 -1562277567, i32 -563697403, i32 -2039657204, i32 -1743537263, i32 -1184376942, i32 -333094626, i32 1715379872, i32 -1575909591, i32 -971052249, i32 685077970, i32 34953891, i32 500134905, i32 -351711633, i32 -768405840, i32 -860446612, i32 1720140688, i32 2021869416, i32 1420448632, i32 -1114229355, i32 -899432801, i32 857783191, i32 268129756, i32 1168327361, i32 2104991182, i32 -359051986, i32 -981518053, i32 1261552172], align 4
@sh = internal addrspace(3) global [64 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4
@taken = internal constant [1 x ptr] [ptr @f0], align 8

define internal i32 @f0(ptr %p0, [93 x i32] %agg1, ptr %p2) {
entry:
  %v1 = and i32 -884777842, 63
  %v2 = getelementptr inbounds i32, ptr %p2, i32 %v1
  %v3 = load i32, ptr %v2, align 4
  %v4 = xor i32 %v3, 1977382657
  ret i32 %v4
}

define internal i32 @f1(ptr %p0, i32 %x1, i32 %x2) #0 {
entry:
  %a1 = atomicrmw add ptr addrspace(1) @count, i32 -2018295338 monotonic, align 4
  %a2 = xor i32 %x2, -1687310737
  ret i32 %a2
}

define private ptr @f2(ptr %p0, i32 %x1, i32 %x2, [86 x i32] %agg3, [7 x i32] %agg4) {
entry:
  %t1 = insertelement <4 x i32> poison, i32 %x2, i64 0
  %t2 = insertelement <4 x i32> %t1, i32 %x1, i64 1
  %t3 = shufflevector <4 x i32> %t2, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %t4 = sub <4 x i32> %t3, <i32 36, i32 0, i32 28, i32 36>
  %t5 = icmp slt <4 x i32> %t4, %t3
  %t6 = select <4 x i1> %t5, <4 x i32> %t4, <4 x i32> %t3
  %t7 = extractelement <4 x i32> %t6, i32 2
  %t8 = and i32 %x1, 31
  %t9 = getelementptr inbounds i32, ptr %p0, i32 %t8
  %t10 = load i32, ptr %t9, align 4
  ret ptr %p0
}

define internal ptr @f3(ptr %p0, ptr %p1, i32 %x2, [9 x i32] %agg3) #1 {
entry:
  %q1 = and i32 %x2, 31
  %q2 = getelementptr inbounds i32, ptr %p0, i32 %q1
  %q3 = load i32, ptr %q2, align 4
  %q4 = and i32 47, 31
  %q5 = getelementptr inbounds i32, ptr %p0, i32 %q4
  %q6 = load i32, ptr %q5, align 4
  %q7 = icmp ugt i32 %q3, 7
  %q8 = select i1 %q7, ptr %p0, ptr %p1
  ret ptr %q8
}

define internal ptr @f4(ptr %p0, i32 %x1) {
entry:
  %w1 = and i32 %x1, 63
  %w2 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w1
  %w3 = load i32, ptr addrspace(3) %w2, align 4
  ret ptr %p0
}

define internal i32 @f5([96 x i32] %agg0) #0 {
entry:
  %z1 = call i32 @llvm.ctpop.i32(i32 -976190209)
  %z2 = sitofp i32 %z1 to float
  %z3 = sitofp i32 %z1 to float
  %z4 = fsub float %z2, %z3
  %z5 = bitcast float %z4 to i32
  %z6 = xor i32 %z5, 1705828968
  ret i32 %z6
}

define internal i32 @f6(i32 %x0, i32 %x1) {
entry:
  %m1 = call i32 @llvm.ctpop.i32(i32 %x1)
  %m2 = xor i32 %m1, %x0
  ret i32 %m2
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 64
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1405193007
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %h1 = insertelement <4 x i32> poison, i32 %tid, i64 0
  %h2 = insertelement <4 x i32> %h1, i32 %tid, i64 1
  %h3 = shufflevector <4 x i32> %h2, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>
  %h4 = or <4 x i32> %h3, <i32 11, i32 18, i32 52, i32 40>
  %h5 = icmp ne <4 x i32> %h4, %h3
  %h6 = select <4 x i1> %h5, <4 x i32> %h4, <4 x i32> %h3
  %h8 = and i32 %n, 3
  %h7 = extractelement <4 x i32> %h6, i32 %h8
  %h10 = and i32 %h7, 31
  %h9 = lshr i32 506005468, %h10
  %h11 = xor i32 %x0, %h9
  %h12 = xor i32 %h11, %h7
  %h13 = xor i32 %h12, %tid
  %h14 = xor i32 %h13, %x0
  store i32 %h14, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 64
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1494253923
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = and i32 -4, 63
  %v2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v1
  %v3 = load i32, ptr addrspace(4) %v2, align 4
  %v5 = and i32 %tid, 31
  %v4 = shl i32 %v3, %v5
  %v6 = xor i32 %x0, %v4
  %v7 = xor i32 %v6, %v3
  %v8 = xor i32 %v7, %tid
  %v9 = xor i32 %v8, %x0
  store i32 %v9, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 64
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 954101969
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %n, 63
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a1
  store i32 %x0, ptr addrspace(1) %a2, align 4
  %a3 = xor i32 %x0, %tid
  %a4 = xor i32 %a3, %x0
  %a5 = xor i32 %a4, %n
  store i32 %a5, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32) #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare void @llvm.nvvm.barrier0() #3

attributes #0 = { noinline }
attributes #1 = { "nooutline" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
