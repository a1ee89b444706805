; launch: @k0 grid=7 block=24 (out=i32[10752] zero, in=i32[10752] random 2394783924, i32 -773468433)
; launch: @k1 grid=1 block=58 (out=i32[3712] zero, in=i32[3712] random 1359421574, i32 -1453953486)
; seam-gpu case seed-000002 variant original
; seam-case seed=2
; config: functions=13,kernels=2,depth=7,stmts=5,trip=32,slot=64,shared=512,grid=8,block=60,cost=866481,features=mutual-recursion+type-tests+shared-mem+disagree+isspacep+constexpr-casts+aggregates+big-params+big-returns+noinline+repeated+loops+atomics+multi-kernels+unreferenced-kernels+early-returns
; features: repeated,multi-kernels,unreferenced-kernels
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: force-inline @k2 = kernel (params 20, return 0)
; label: kernel @k0 = launched
; label: kernel @k1 = launched
; label: kernel @k2 = unreferenced

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [512 x i32] undef, align 4

define void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 657499229
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %v1 = shl i32 %n, 9
  %v2 = mul i32 %v1, -1175302277
  %v3 = xor i32 %v2, -743508477
  %v4 = and i32 %v3, 1485294847
  %v5 = and i32 %v4, %n
  %v6 = and i32 %v5, -277874579
  %v7 = xor i32 %v6, %n
  %v8 = or i32 %v7, %n
  %v9 = or i32 %v8, %n
  %v10 = add i32 %v9, %v1
  %v11 = and i32 %v10, %v6
  %v12 = lshr i32 %v11, 30
  %v13 = xor i32 %v12, 1880449197
  %v14 = sub i32 %v13, %v10
  %v15 = sub i32 %v14, %n
  %v16 = add i32 %v15, %v3
  %v17 = shl i32 %v16, 25
  %v18 = xor i32 %v17, 1605473295
  %v19 = and i32 %tid, 63
  %v20 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %v19
  %v21 = load i32, ptr addrspace(1) %v20, align 4
  %v22 = shl i32 %v21, 9
  %v23 = mul i32 %v22, -1175302277
  %v24 = xor i32 %v23, -743508477
  %v25 = and i32 %v24, 1485294847
  %v26 = and i32 %v25, %tid
  %v27 = and i32 %v26, -277874579
  %v28 = xor i32 %v27, %tid
  %v29 = or i32 %v28, %tid
  %v30 = or i32 %v29, %tid
  %v31 = add i32 %v30, %v22
  %v32 = and i32 %v31, %v27
  %v33 = lshr i32 %v32, 30
  %v34 = xor i32 %v33, 1880449197
  %v35 = sub i32 %v34, %v31
  %v36 = sub i32 %v35, %tid
  %v37 = add i32 %v36, %v24
  %v38 = shl i32 %v37, 25
  %v39 = xor i32 %v38, 1605473295
  %v40 = xor i32 %x0, %v39
  %v41 = xor i32 %v40, %v21
  %v42 = xor i32 %v41, %v18
  %v43 = xor i32 %v42, %tid
  store i32 %v43, ptr addrspace(1) %slot, align 4
  ret void
}

define void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 1206693231
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %tid, 63
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a1
  store i32 %tid, ptr addrspace(1) %a2, align 4
  %a3 = and i32 %tid, 63
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a3
  %a5 = load i32, ptr addrspace(1) %a4, align 4
  %a6 = and i32 %tid, 63
  %a7 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a6
  %a8 = load i32, ptr addrspace(1) %a7, align 4
  %a9 = shl i32 %tid, 9
  %a10 = mul i32 %a9, -1175302277
  %a11 = xor i32 %a10, -743508477
  %a12 = and i32 %a11, 1485294847
  %a13 = and i32 %a12, %a8
  %a14 = and i32 %a13, -277874579
  %a15 = xor i32 %a14, %a8
  %a16 = or i32 %a15, %a8
  %a17 = or i32 %a16, %a8
  %a18 = add i32 %a17, %a9
  %a19 = and i32 %a18, %a14
  %a20 = lshr i32 %a19, 30
  %a21 = xor i32 %a20, 1880449197
  %a22 = sub i32 %a21, %a18
  %a23 = sub i32 %a22, %a8
  %a24 = add i32 %a23, %a11
  %a25 = shl i32 %a24, 25
  %a26 = xor i32 %a25, 1605473295
  %a27 = shl i32 %x0, 9
  %a28 = mul i32 %a27, -1175302277
  %a29 = xor i32 %a28, -743508477
  %a30 = and i32 %a29, 1485294847
  %a31 = and i32 %a30, %a8
  %a32 = and i32 %a31, -277874579
  %a33 = xor i32 %a32, %a8
  %a34 = or i32 %a33, %a8
  %a35 = or i32 %a34, %a8
  %a36 = add i32 %a35, %a27
  %a37 = and i32 %a36, %a32
  %a38 = lshr i32 %a37, 30
  %a39 = xor i32 %a38, 1880449197
  %a40 = sub i32 %a39, %a36
  %a41 = sub i32 %a40, %a8
  %a42 = add i32 %a41, %a29
  %a43 = shl i32 %a42, 25
  %a44 = xor i32 %a43, 1605473295
  %a45 = xor i32 %x0, %a44
  %a46 = xor i32 %a45, %a26
  %a47 = xor i32 %a46, %a8
  %a48 = xor i32 %a47, %a5
  store i32 %a48, ptr addrspace(1) %slot, align 4
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
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1909935737
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %t1 = and i32 %n, 63
  %t2 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t1
  %t3 = load i32, ptr addrspace(1) %t2, align 4
  %t4 = and i32 %t3, 63
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %t4
  %t6 = load i32, ptr addrspace(1) %t5, align 4
  %t7 = shl i32 %tid, 9
  %t8 = mul i32 %t7, -1175302277
  %t9 = xor i32 %t8, -743508477
  %t10 = and i32 %t9, 1485294847
  %t11 = and i32 %t10, %t6
  %t12 = and i32 %t11, -277874579
  %t13 = xor i32 %t12, %t6
  %t14 = or i32 %t13, %t6
  %t15 = or i32 %t14, %t6
  %t16 = add i32 %t15, %t7
  %t17 = and i32 %t16, %t12
  %t18 = lshr i32 %t17, 30
  %t19 = xor i32 %t18, 1880449197
  %t20 = sub i32 %t19, %t16
  %t21 = sub i32 %t20, %t6
  %t22 = add i32 %t21, %t9
  %t23 = shl i32 %t22, 25
  %t24 = xor i32 %t23, 1605473295
  %t25 = shl i32 %t3, 9
  %t26 = mul i32 %t25, -1175302277
  %t27 = xor i32 %t26, -743508477
  %t28 = and i32 %t27, 1485294847
  %t29 = and i32 %t28, %t24
  %t30 = and i32 %t29, -277874579
  %t31 = xor i32 %t30, %t24
  %t32 = or i32 %t31, %t24
  %t33 = or i32 %t32, %t24
  %t34 = add i32 %t33, %t25
  %t35 = and i32 %t34, %t30
  %t36 = lshr i32 %t35, 30
  %t37 = xor i32 %t36, 1880449197
  %t38 = sub i32 %t37, %t34
  %t39 = sub i32 %t38, %t24
  %t40 = add i32 %t39, %t27
  %t41 = shl i32 %t40, 25
  %t42 = xor i32 %t41, 1605473295
  %t43 = xor i32 %x0, %t42
  %t44 = xor i32 %t43, %t24
  %t45 = xor i32 %t44, %t6
  %t46 = xor i32 %t45, %t3
  store i32 %t46, ptr addrspace(1) %slot, align 4
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
