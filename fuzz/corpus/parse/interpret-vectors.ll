; Vectors: one register per lane. Element-wise arithmetic, compares and selects (vector
; condition), casts, bitcasts between vectors and scalars (little-endian lanes), constant and
; run-time lane indices (out of range: poison), shufflevector with poison lanes, vector loads
; and stores, vector phis and returns, and `splat`.
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=2 (out=i32[16] zero, f=f32[8] {1.5, -2.0, 3.0, 4.25, 0.5, 8.0, -1.0, 2.0})
; expect: out: i32[16] = {11, 12, 13, 14, 2, 1, 1, 5, 0, 0, 0, 0, 2, 12, 1, 12}
; expect: f: f32[8] = {3.0, -4.0, 6.0, 8.5, 1.0, 16.0, -2.0, 4.0}

define <4 x i32> @add(<4 x i32> %a, <4 x i32> %b) {
  %s = add <4 x i32> %a, %b
  ret <4 x i32> %s
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %f) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = call <4 x i32> @add(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> splat (i32 10))
  %m = mul <4 x i32> %s, <i32 1, i32 1, i32 1, i32 1>
  %base = mul i32 %t, 8
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  %c = icmp sgt <4 x i32> %m, <i32 20, i32 10, i32 30, i32 10>
  %sel = select <4 x i1> %c, <4 x i32> %m, <4 x i32> zeroinitializer
  %first = extractelement <4 x i32> %sel, i32 1
  %sh = shufflevector <4 x i32> %m, <4 x i32> %sel, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  br i1 true, label %store, label %store

store:
  %v = phi <4 x i32> [ %sh, %entry ], [ %sh, %entry ]
  %skip = icmp eq i32 %t, 0
  br i1 %skip, label %lane, label %done

lane:
  store <4 x i32> %v, ptr addrspace(1) %o, align 16
  br label %done

done:
  %o4 = getelementptr i32, ptr addrspace(1) %o, i32 4
  %dyn = and i32 %t, 3
  %ins = insertelement <4 x i32> <i32 2, i32 1, i32 1, i32 5>, i32 %first, i32 %dyn
  %ins2 = insertelement <4 x i32> %ins, i32 7, i64 3
  %w = select i1 %skip, <4 x i32> <i32 2, i32 1, i32 1, i32 5>, <4 x i32> %ins2
  %bc = bitcast <4 x i32> %w to <2 x i64>
  %back = bitcast <2 x i64> %bc to <4 x i32>
  %lane3 = extractelement <4 x i32> %back, i32 %dyn
  %w2 = insertelement <4 x i32> %back, i32 %lane3, i32 3
  %fixed = select i1 %skip, <4 x i32> %back, <4 x i32> %w2
  store <4 x i32> %fixed, ptr addrspace(1) %o4, align 16
  %fo = mul i32 %t, 4
  %fp = getelementptr float, ptr addrspace(1) %f, i32 %fo
  %fv = load <4 x float>, ptr addrspace(1) %fp, align 16
  %dbl = fadd <4 x float> %fv, %fv
  store <4 x float> %dbl, ptr addrspace(1) %fp, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

