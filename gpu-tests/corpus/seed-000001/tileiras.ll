; launch: @k0 grid=1 block=14 (out=i32[896] zero, in=i32[896] random 2522025486, i32 -365933153)
; launch: @k1 grid=2 block=10 (out=i32[1280] zero, in=i32[1280] random 925922088, i32 -651152863)
; seam-gpu case seed-000001 variant tileiras
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [64 x i32] [i32 -304776476, i32 -1508899743, i32 -1174047511, i32 1182003063, i32 1287578957, i32 -1349714612, i32 1793652769, i32 1610675389, i32 -904425389, i32 -1354963927, i32 1531613168, i32 -955577588, i32 1374465892, i32 1971791655, i32 -847597802, i32 1738311066, i32 -963326821, i32 -849371448, i32 -261991897, i32 1430303423, i32 1304974069, i32 676500058, i32 -489810720, i32 -976113572, i32 1974960006, i32 -2135803376, i32 352304145, i32 -1709538951, i32 517102528, i32 -1198202560, i32 -1643421048, i32 1822070837, i32 845130936, i32 -1445173447, i32 1944122183, i32 -1790593846, i32 -1013748983, i32 -1562277567, i32 -563697403, i32 -2039657204, i32 -1743537263, i32 -1184376942, i32 -333094626, i32 1715379872, i32 -1575909591, i32 -971052249, i32 685077970, i32 34953891, i32 500134905, i32 -351711633, i32 -768405840, i32 -860446612, i32 1720140688, i32 2021869416, i32 1420448632, i32 -1114229355, i32 -899432801, i32 857783191, i32 268129756, i32 1168327361, i32 2104991182, i32 -359051986, i32 -981518053, i32 1261552172], align 4
@sh = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
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

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier0() #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
