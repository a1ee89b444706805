; The special registers beyond tid/ntid/ctaid/nctaid, with the values both interpreters give
; (docs/semantics.md, "Intrinsics"): tid.w and nctaid.w 0, warpid, nwarpid, smid 0 of nsmid 1, gridid 0,
; lanemasks, pm/envreg 0, clusters of one block, is_explicit_cluster false; mapa to rank 0;
; ldu; named barriers for the whole block. Each thread stores a mask of the registers that
; differ from those values: 0 everywhere.
; test: interpret
; launch: @k grid=2 block=40 (out=i32[80] zero, src=i32[1] fill 9)
; expect: out: i32[80] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [40 x i32] undef

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %src) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bb = mul i32 %b, 40
  %g = add i32 %bb, %t
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
  %v6 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %v7 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
  %v8 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %v9 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %v10 = call i32 @llvm.nvvm.read.ptx.sreg.envreg7()
  %v11 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %c12 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %v12 = icmp eq i32 %c12, %b
  %v12z = zext i1 %v12 to i32
  %c13 = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %v13 = icmp eq i32 %c13, 2
  %v13z = zext i1 %v13 to i32
  %x = call i1 @llvm.nvvm.is_explicit_cluster()
  %v14 = zext i1 %x to i32
  %mine = getelementptr inbounds [40 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %sp = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %mine, i32 0)
  store i32 1, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  %t1 = add i32 %t, 1
  %n = urem i32 %t1, 40
  %theirs = getelementptr inbounds [40 x i32], ptr addrspace(3) @s, i32 0, i32 %n
  %v15 = load i32, ptr addrspace(3) %theirs
  call void @llvm.nvvm.barrier(i32 2, i32 64)
  call void @llvm.nvvm.barrier.n(i32 3)
  %u = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %src, i32 4)
  %tw = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  %cw = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  %wsum = or i32 %tw, %cw
  %lane = and i32 %t, 31
  %w = lshr i32 %t, 5
  %bit = shl i32 1, %lane
  %lt = sub i32 %bit, 1
  %ge = xor i32 %lt, -1
  %ne0 = icmp ne i32 %v0, %w
  %z0 = zext i1 %ne0 to i32
  %s0 = shl i32 %z0, 0
  %m0 = or i32 0, %s0
  %ne1 = icmp ne i32 %v1, 64
  %z1 = zext i1 %ne1 to i32
  %s1 = shl i32 %z1, 1
  %m1 = or i32 %m0, %s1
  %ne2 = icmp ne i32 %v2, 0
  %z2 = zext i1 %ne2 to i32
  %s2 = shl i32 %z2, 2
  %m2 = or i32 %m1, %s2
  %ne3 = icmp ne i32 %v3, 1
  %z3 = zext i1 %ne3 to i32
  %s3 = shl i32 %z3, 3
  %m3 = or i32 %m2, %s3
  %ne4 = icmp ne i32 %v4, 0
  %z4 = zext i1 %ne4 to i32
  %s4 = shl i32 %z4, 4
  %m4 = or i32 %m3, %s4
  %ne5 = icmp ne i32 %v5, %bit
  %z5 = zext i1 %ne5 to i32
  %s5 = shl i32 %z5, 5
  %m5 = or i32 %m4, %s5
  %ne6 = icmp ne i32 %v6, %lt
  %z6 = zext i1 %ne6 to i32
  %s6 = shl i32 %z6, 6
  %m6 = or i32 %m5, %s6
  %ne7 = icmp ne i32 %v7, %ge
  %z7 = zext i1 %ne7 to i32
  %s7 = shl i32 %z7, 7
  %m7 = or i32 %m6, %s7
  %ne8 = icmp ne i32 %v8, 1
  %z8 = zext i1 %ne8 to i32
  %s8 = shl i32 %z8, 8
  %m8 = or i32 %m7, %s8
  %ne9 = icmp ne i32 %v9, 0
  %z9 = zext i1 %ne9 to i32
  %s9 = shl i32 %z9, 9
  %m9 = or i32 %m8, %s9
  %ne10 = icmp ne i32 %v10, 0
  %z10 = zext i1 %ne10 to i32
  %s10 = shl i32 %z10, 10
  %m10 = or i32 %m9, %s10
  %ne11 = icmp ne i32 %v11, 1
  %z11 = zext i1 %ne11 to i32
  %s11 = shl i32 %z11, 11
  %m11 = or i32 %m10, %s11
  %ne12 = icmp ne i32 %v12z, 1
  %z12 = zext i1 %ne12 to i32
  %s12 = shl i32 %z12, 12
  %m12 = or i32 %m11, %s12
  %ne13 = icmp ne i32 %v13z, 1
  %z13 = zext i1 %ne13 to i32
  %s13 = shl i32 %z13, 13
  %m13 = or i32 %m12, %s13
  %ne14 = icmp ne i32 %v14, 0
  %z14 = zext i1 %ne14 to i32
  %s14 = shl i32 %z14, 14
  %m14 = or i32 %m13, %s14
  %ne15 = icmp ne i32 %v15, 1
  %z15 = zext i1 %ne15 to i32
  %s15 = shl i32 %z15, 15
  %m15 = or i32 %m14, %s15
  %ne16 = icmp ne i32 %u, 9
  %z16 = zext i1 %ne16 to i32
  %s16 = shl i32 %z16, 16
  %m16 = or i32 %m15, %s16
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  %ne17 = icmp ne i32 %wsum, 0
  %z17 = zext i1 %ne17 to i32
  %s17 = shl i32 %z17, 17
  %m17 = or i32 %m16, %s17
  store i32 %m17, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg7()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i1 @llvm.nvvm.is_explicit_cluster()
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.barrier.n(i32)
declare i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()

; ==== expected output ====
; launch at line 7:
;   out: i32[80] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
;   src: i32[1] = {9}
