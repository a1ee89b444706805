target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i32] undef, align 4
@cst = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@vt = internal constant [2 x ptr] [ptr @t0, ptr @t0], align 8

declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare void @llvm.assume(i1)
declare i1 @llvm.type.test(ptr, metadata)

define internal i32 @t0(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define internal i32 @assoc(i32 %x, i32 %y) {
  %a = xor i32 %x, %y
  %b = xor i32 %a, %x
  %c = or i32 %x, %y
  %d = and i32 %c, %x
  %e = and i32 %x, 31
  %f = and i32 %e, 63
  %g = add i32 %y, %x
  %h = sub i32 %g, %y
  %i = mul i32 %h, %b
  %j = add i32 %i, %d
  %k = add i32 %j, %f
  ret i32 %k
}

define internal i32 @shift_ranges(i1 %c, i32 %x, i32 %y, i32 %z) {
  %amt = select i1 %c, i32 12, i32 25
  %s = shl i32 %x, %amt
  %m = and i32 %s, 31
  %r = ashr i32 %y, %m
  %hi = or i32 %z, -2147483648
  %amt2 = and i32 %x, 7
  %l = lshr i32 %hi, %amt2
  %lm = and i32 %l, -16777216
  %q = lshr i32 %y, %lm
  %a = ashr i32 %hi, %amt2
  %am = lshr i32 %a, 24
  %b = xor i32 %am, 255
  %t = shl i32 %z, %b
  %u = add i32 %r, %q
  %v = add i32 %u, %t
  ret i32 %v
}

define internal i32 @div_ranges(i32 %x, i32 %y, i1 %c, i8 %b) {
  %a0 = ashr i32 -8, %x
  %q0 = sdiv i32 %a0, 9
  %q1 = sdiv i32 %a0, 8
  %o0 = or i32 %x, -7
  %r0 = srem i32 %o0, 8
  %r1 = srem i32 %o0, 7
  %m0 = and i32 %y, 63
  %m1 = call i32 @llvm.smax.i32(i32 %m0, i32 %x)
  %q2 = udiv i32 %m1, -1000
  %m2 = call i32 @llvm.smin.i32(i32 %x, i32 -5)
  %q3 = sdiv i32 %m2, -2147483648
  %m3 = call i32 @llvm.umin.i32(i32 %x, i32 20)
  %q4 = udiv i32 %m3, 21
  %q5 = udiv i32 %m3, 20
  %l0 = lshr i32 %x, 28
  %q6 = urem i32 %l0, 16
  %q7 = urem i32 %l0, 15
  %l1 = lshr i32 100, %x
  %q8 = udiv i32 %l1, 101
  %q9 = udiv i32 %l1, 100
  %s0 = select i1 %c, i32 %l0, i32 %m3
  %q10 = udiv i32 %s0, 21
  %q11 = udiv i32 %s0, 20
  %z0 = zext i8 %b to i32
  %q12 = sdiv i32 %z0, 256
  %q13 = sdiv i32 %z0, 255
  %e0 = sext i8 %b to i32
  %q14 = srem i32 %e0, 129
  %q15 = srem i32 %e0, 128
  %n0 = add nsw i32 %x, 5
  %q16 = sdiv i32 %n0, -2147483648
  %d0 = sdiv i32 %x, 1000
  %q17 = sdiv i32 %d0, 2147484
  %q18 = sdiv i32 %d0, 2147483
  %h0 = shl i32 3, %x
  %q19 = udiv i32 %h0, -1073741823
  %t0 = udiv i32 7, %y
  %q20 = urem i32 %t0, 8
  %ab = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %q21 = udiv i32 %ab, -2147483648
  %q22 = udiv i32 %ab, 2147483647
  %u0 = add i32 %q0, %q1
  %u1 = add i32 %u0, %r0
  %u2 = add i32 %u1, %r1
  %u3 = add i32 %u2, %q2
  %u4 = add i32 %u3, %q3
  %u5 = add i32 %u4, %q4
  %u6 = add i32 %u5, %q5
  %u7 = add i32 %u6, %q6
  %u8 = add i32 %u7, %q7
  %u9 = add i32 %u8, %q8
  %u10 = add i32 %u9, %q9
  %u11 = add i32 %u10, %q10
  %u12 = add i32 %u11, %q11
  %u13 = add i32 %u12, %q12
  %u14 = add i32 %u13, %q13
  %u15 = add i32 %u14, %q14
  %u16 = add i32 %u15, %q15
  %u17 = add i32 %u16, %q16
  %u18 = add i32 %u17, %q17
  %u19 = add i32 %u18, %q18
  %u20 = add i32 %u19, %q19
  %u21 = add i32 %u20, %q20
  %u22 = add i32 %u21, %q21
  %u23 = add i32 %u22, %q22
  ret i32 %u23
}

define internal i32 @known_more(i32 %x, i1 %c) {
  %a = lshr i32 %x, 1
  %b = call i32 @llvm.abs.i32(i32 %a, i1 true)
  %q0 = udiv i32 %b, -2147483648
  %q1 = udiv i32 %b, 2147483647
  %n = or i32 %x, -64
  %na = call i32 @llvm.abs.i32(i32 %n, i1 false)
  %q2 = udiv i32 %na, 65
  %q3 = udiv i32 %na, 64
  %d = call i32 @llvm.ctpop.i32(i32 %a)
  %q4 = urem i32 %d, 32
  %q5 = urem i32 %d, 31
  %e = or i32 %x, -2147483648
  %f = call i32 @llvm.ctlz.i32(i32 %e, i1 false)
  %q6 = udiv i32 %f, 2
  %o = or i32 %x, 8
  %g = call i32 @llvm.cttz.i32(i32 %o, i1 false)
  %q7 = udiv i32 %g, 4
  %q8 = udiv i32 %g, 3
  %z = and i32 %x, 255
  %s = select i1 %c, i32 24, i32 %z
  %q9 = sdiv i32 %s, -2147483648
  %t = select i1 %c, i32 24, i32 %x
  %q10 = sdiv i32 %t, -2147483648
  %u0 = add i32 %q0, %q1
  %u1 = add i32 %u0, %q2
  %u2 = add i32 %u1, %q3
  %u3 = add i32 %u2, %q4
  %u4 = add i32 %u3, %q5
  %u5 = add i32 %u4, %q6
  %u6 = add i32 %u5, %q7
  %u7 = add i32 %u6, %q8
  %u8 = add i32 %u7, %q9
  %u9 = add i32 %u8, %q10
  ret i32 %u9
}

define internal i32 @ptr_compares(ptr %p, i32 %x) {
  %g0a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g0b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g0c = icmp eq ptr addrspace(3) %g0a, %g0b
  %g0s = select i1 %g0c, i32 %x, i32 0
  %g0t = add i32 %g0s, 1
  %g1a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g1b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g1c = icmp eq ptr addrspace(3) %g1a, %g1b
  %g1s = select i1 %g1c, i32 %x, i32 1
  %g1t = add i32 %g1s, 1
  %g2a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g2b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g2c = icmp eq ptr addrspace(3) %g2a, %g2b
  %g2s = select i1 %g2c, i32 %x, i32 2
  %g2t = add i32 %g2s, 1
  %g3a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g3b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g3c = icmp ne ptr addrspace(3) %g3a, %g3b
  %g3s = select i1 %g3c, i32 %x, i32 3
  %g3t = add i32 %g3s, 1
  %g4a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g4b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g4c = icmp ne ptr addrspace(3) %g4a, %g4b
  %g4s = select i1 %g4c, i32 %x, i32 4
  %g4t = add i32 %g4s, 1
  %g5a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g5b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g5c = icmp ne ptr addrspace(3) %g5a, %g5b
  %g5s = select i1 %g5c, i32 %x, i32 5
  %g5t = add i32 %g5s, 1
  %g6a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g6b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g6c = icmp ugt ptr addrspace(3) %g6a, %g6b
  %g6s = select i1 %g6c, i32 %x, i32 6
  %g6t = add i32 %g6s, 1
  %g7a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g7b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g7c = icmp ugt ptr addrspace(3) %g7a, %g7b
  %g7s = select i1 %g7c, i32 %x, i32 7
  %g7t = add i32 %g7s, 1
  %g8a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g8b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g8c = icmp ugt ptr addrspace(3) %g8a, %g8b
  %g8s = select i1 %g8c, i32 %x, i32 8
  %g8t = add i32 %g8s, 1
  %g9a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g9b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g9c = icmp uge ptr addrspace(3) %g9a, %g9b
  %g9s = select i1 %g9c, i32 %x, i32 9
  %g9t = add i32 %g9s, 1
  %g10a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g10b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g10c = icmp uge ptr addrspace(3) %g10a, %g10b
  %g10s = select i1 %g10c, i32 %x, i32 10
  %g10t = add i32 %g10s, 1
  %g11a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g11b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g11c = icmp uge ptr addrspace(3) %g11a, %g11b
  %g11s = select i1 %g11c, i32 %x, i32 11
  %g11t = add i32 %g11s, 1
  %g12a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g12b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g12c = icmp ult ptr addrspace(3) %g12a, %g12b
  %g12s = select i1 %g12c, i32 %x, i32 12
  %g12t = add i32 %g12s, 1
  %g13a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g13b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g13c = icmp ult ptr addrspace(3) %g13a, %g13b
  %g13s = select i1 %g13c, i32 %x, i32 13
  %g13t = add i32 %g13s, 1
  %g14a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g14b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g14c = icmp ult ptr addrspace(3) %g14a, %g14b
  %g14s = select i1 %g14c, i32 %x, i32 14
  %g14t = add i32 %g14s, 1
  %g15a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g15b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g15c = icmp ule ptr addrspace(3) %g15a, %g15b
  %g15s = select i1 %g15c, i32 %x, i32 15
  %g15t = add i32 %g15s, 1
  %g16a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g16b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g16c = icmp ule ptr addrspace(3) %g16a, %g16b
  %g16s = select i1 %g16c, i32 %x, i32 16
  %g16t = add i32 %g16s, 1
  %g17a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g17b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g17c = icmp ule ptr addrspace(3) %g17a, %g17b
  %g17s = select i1 %g17c, i32 %x, i32 17
  %g17t = add i32 %g17s, 1
  %g18a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g18b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g18c = icmp sgt ptr addrspace(3) %g18a, %g18b
  %g18s = select i1 %g18c, i32 %x, i32 18
  %g18t = add i32 %g18s, 1
  %g19a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g19b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g19c = icmp sgt ptr addrspace(3) %g19a, %g19b
  %g19s = select i1 %g19c, i32 %x, i32 19
  %g19t = add i32 %g19s, 1
  %g20a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g20b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g20c = icmp sgt ptr addrspace(3) %g20a, %g20b
  %g20s = select i1 %g20c, i32 %x, i32 20
  %g20t = add i32 %g20s, 1
  %g21a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g21b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g21c = icmp sge ptr addrspace(3) %g21a, %g21b
  %g21s = select i1 %g21c, i32 %x, i32 21
  %g21t = add i32 %g21s, 1
  %g22a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g22b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g22c = icmp sge ptr addrspace(3) %g22a, %g22b
  %g22s = select i1 %g22c, i32 %x, i32 22
  %g22t = add i32 %g22s, 1
  %g23a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g23b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g23c = icmp sge ptr addrspace(3) %g23a, %g23b
  %g23s = select i1 %g23c, i32 %x, i32 23
  %g23t = add i32 %g23s, 1
  %g24a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g24b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g24c = icmp slt ptr addrspace(3) %g24a, %g24b
  %g24s = select i1 %g24c, i32 %x, i32 24
  %g24t = add i32 %g24s, 1
  %g25a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g25b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g25c = icmp slt ptr addrspace(3) %g25a, %g25b
  %g25s = select i1 %g25c, i32 %x, i32 25
  %g25t = add i32 %g25s, 1
  %g26a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g26b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g26c = icmp slt ptr addrspace(3) %g26a, %g26b
  %g26s = select i1 %g26c, i32 %x, i32 26
  %g26t = add i32 %g26s, 1
  %g27a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g27b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g27c = icmp sle ptr addrspace(3) %g27a, %g27b
  %g27s = select i1 %g27c, i32 %x, i32 27
  %g27t = add i32 %g27s, 1
  %g28a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g28b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g28c = icmp sle ptr addrspace(3) %g28a, %g28b
  %g28s = select i1 %g28c, i32 %x, i32 28
  %g28t = add i32 %g28s, 1
  %g29a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g29b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g29c = icmp sle ptr addrspace(3) %g29a, %g29b
  %g29s = select i1 %g29c, i32 %x, i32 29
  %g29t = add i32 %g29s, 1
  %acc0 = add i32 %x, %g0t
  %acc1 = add i32 %acc0, %g1t
  %acc2 = add i32 %acc1, %g2t
  %acc3 = add i32 %acc2, %g3t
  %acc4 = add i32 %acc3, %g4t
  %acc5 = add i32 %acc4, %g5t
  %acc6 = add i32 %acc5, %g6t
  %acc7 = add i32 %acc6, %g7t
  %acc8 = add i32 %acc7, %g8t
  %acc9 = add i32 %acc8, %g9t
  %acc10 = add i32 %acc9, %g10t
  %acc11 = add i32 %acc10, %g11t
  %acc12 = add i32 %acc11, %g12t
  %acc13 = add i32 %acc12, %g13t
  %acc14 = add i32 %acc13, %g14t
  %acc15 = add i32 %acc14, %g15t
  %acc16 = add i32 %acc15, %g16t
  %acc17 = add i32 %acc16, %g17t
  %acc18 = add i32 %acc17, %g18t
  %acc19 = add i32 %acc18, %g19t
  %acc20 = add i32 %acc19, %g20t
  %acc21 = add i32 %acc20, %g21t
  %acc22 = add i32 %acc21, %g22t
  %acc23 = add i32 %acc22, %g23t
  %acc24 = add i32 %acc23, %g24t
  %acc25 = add i32 %acc24, %g25t
  %acc26 = add i32 %acc25, %g26t
  %acc27 = add i32 %acc26, %g27t
  %acc28 = add i32 %acc27, %g28t
  %acc29 = add i32 %acc28, %g29t
  %pa = getelementptr inbounds i32, ptr %p, i32 2
  %pb = getelementptr inbounds i32, ptr %p, i32 5
  %pc = icmp sgt ptr %pa, %pb
  %pu = icmp ult ptr %pa, %pb
  %pv = select i1 %pu, i32 %x, i32 11
  %pw = add i32 %pv, 1
  %pt = select i1 %pc, i32 %x, i32 9
  %ps = add i32 %pt, %pw
  %i64 = ptrtoint ptr %pa to i64
  %z64 = and i64 %i64, 0
  %t64 = trunc i64 %z64 to i32
  %i32 = ptrtoint ptr %pa to i32
  %z32 = and i32 %i32, 0
  %r0 = add i32 %acc29, %ps
  %r1 = add i32 %r0, %t64
  %r2 = add i32 %r1, %z32
  ret i32 %r2
}

define internal i32 @entry_dominates(i32 %x, i1 %c, ptr addrspace(4) %q) {
entry:
  %ld = load i32, ptr addrspace(4) %q, align 4
  %h1 = and i32 19, %x
  %h2 = sdiv i32 %h1, 118507596
  %h3 = and i32 %x, 19
  %h4 = sdiv i32 %h3, 118507596
  br i1 %c, label %a, label %b

a:
  br label %j

b:
  br label %j

j:
  %ph = phi i32 [ %ld, %a ], [ %ld, %b ]
  %an = and i32 %ph, %ld
  %r = add i32 %an, %h2
  %r2 = add i32 %r, %h4
  %m0 = shl i32 %x, 20
  %m1 = shl i32 %m0, 11
  %m2 = and i32 %m1, %ld
  %neg = sub i32 0, %m2
  %w0 = ashr i64 0, 51
  %w1 = trunc nuw nsw i64 %w0 to i32
  %w2 = select i1 %c, i32 -2147483648, i32 %w1
  %w3 = and i32 %w2, 31
  %w4 = lshr i32 %x, %w3
  %r3 = add i32 %r2, %neg
  %r4 = add i32 %r3, %w4
  ret i32 %r4
}

define internal i32 @threads(i1 %c, i32 %x) {
  %o = or i32 1369217526, 28
  %s = select i1 %c, i32 %o, i32 %o
  %r = and i32 %s, 63
  %t = select i1 %c, i32 %x, i32 %x
  %u = and i32 %t, %x
  %v = add i32 %r, %u
  ret i32 %v
}

define internal i32 @smallfloat(i32 %x, i32 %y) {
  %a = and i32 %x, 1023
  %b = sitofp i32 %a to half
  %c = uitofp i32 %y to half
  %d = fmul half %b, %b
  %e = bitcast half %d to i16
  %f = zext i16 %e to i32
  %g = sitofp i32 %a to bfloat
  %h = fadd bfloat %g, %g
  %i = uitofp i32 %y to bfloat
  %j = fmul bfloat %i, %h
  %k = bitcast bfloat %j to i16
  %l = zext i16 %k to i32
  %m = sitofp i32 %a to float
  %n = sitofp i32 %y to float
  %o = fadd float %m, %n
  %p = bitcast float %o to i32
  %q = add i32 %f, %l
  %r = add i32 %q, %p
  ret i32 %r
}

define internal i32 @smallfloat_cmp(i16 %a, i16 %b, i32 %z) {
entry:
  %x = bitcast i16 %a to half
  %y = bitcast i16 %b to half
  br label %n0
n0:
  %c1 = fcmp oeq half %x, %y
  br i1 %c1, label %t1, label %n1
t1:
  %u1 = mul i32 %z, 3
  br label %n1
n1:
  %c2 = fcmp ogt half %x, %y
  br i1 %c2, label %t2, label %n2
t2:
  %u2 = mul i32 %z, 4
  br label %n2
n2:
  %c3 = fcmp oge half %x, %y
  br i1 %c3, label %t3, label %n3
t3:
  %u3 = mul i32 %z, 5
  br label %n3
n3:
  %c4 = fcmp olt half %x, %y
  br i1 %c4, label %t4, label %n4
t4:
  %u4 = mul i32 %z, 6
  br label %n4
n4:
  %c5 = fcmp ole half %x, %y
  br i1 %c5, label %t5, label %n5
t5:
  %u5 = mul i32 %z, 7
  br label %n5
n5:
  %c6 = fcmp one half %x, %y
  br i1 %c6, label %t6, label %n6
t6:
  %u6 = mul i32 %z, 8
  br label %n6
n6:
  %c7 = fcmp ord half %x, %y
  br i1 %c7, label %t7, label %n7
t7:
  %u7 = mul i32 %z, 9
  br label %n7
n7:
  %c8 = fcmp ueq half %x, %y
  br i1 %c8, label %t8, label %n8
t8:
  %u8 = mul i32 %z, 10
  br label %n8
n8:
  %c9 = fcmp ugt half %x, %y
  br i1 %c9, label %t9, label %n9
t9:
  %u9 = mul i32 %z, 11
  br label %n9
n9:
  %c10 = fcmp uge half %x, %y
  br i1 %c10, label %t10, label %n10
t10:
  %u10 = mul i32 %z, 12
  br label %n10
n10:
  %c11 = fcmp ult half %x, %y
  br i1 %c11, label %t11, label %n11
t11:
  %u11 = mul i32 %z, 13
  br label %n11
n11:
  %c12 = fcmp ule half %x, %y
  br i1 %c12, label %t12, label %n12
t12:
  %u12 = mul i32 %z, 14
  br label %n12
n12:
  %c13 = fcmp une half %x, %y
  br i1 %c13, label %t13, label %n13
t13:
  %u13 = mul i32 %z, 15
  br label %n13
n13:
  %c14 = fcmp uno half %x, %y
  br i1 %c14, label %t14, label %n14
t14:
  %u14 = mul i32 %z, 16
  br label %n14
n14:
  ret i32 %z
}

define internal i32 @mul_sign_bits(i1 %a, i1 %b, i8 %c, i32 %z) {
entry:
  %sa = sext i1 %a to i32
  %sb = sext i1 %b to i32
  %m = mul i32 %sa, %sb
  %s = ashr i32 %m, 1
  %t = ashr i32 %s, 5
  %sc = sext i8 %c to i32
  %m2 = mul i32 %sc, %sa
  %s2 = ashr i32 %m2, 8
  %t2 = ashr i32 %s2, 3
  %m3 = mul i32 %sa, %sc
  %s3 = ashr i32 %m3, 8
  %t3 = ashr i32 %s3, 3
  %r = add i32 %t, %z
  %r2 = add i32 %r, %t2
  %r3 = add i32 %r2, %t3
  ret i32 %r3
}

define internal i32 @cast_sign_bits(i8 %c, i32 %z) {
entry:
  %w = sext i8 %c to i32
  %tr = trunc i32 %w to i16
  %sh = ashr i16 %tr, 7
  %f = ashr i16 %sh, 3
  %q = and i32 %z, -2147467265
  %tq = trunc i32 %q to i16
  %s2 = ashr i16 %tq, 14
  %f2 = ashr i16 %s2, 1
  %x = sext i16 %f to i32
  %x2 = sext i16 %f2 to i32
  %r = add i32 %x, %x2
  ret i32 %r
}

define internal i32 @mul_nuw_nsw_sign(i16 %a, i16 %b, i32 %z) {
entry:
  %m = mul nuw nsw i16 %a, %b
  %c = icmp slt i16 %m, 0
  br i1 %c, label %t, label %n
t:
  %u = mul i32 %z, 3
  %u2 = mul i32 %u, 5
  br label %n
n:
  %p = and i16 %a, 32767
  %q = or i16 %p, 2
  %m2 = mul nuw nsw i16 %q, %b
  %c2 = icmp slt i16 %m2, 0
  br i1 %c2, label %t2, label %n2
t2:
  %u3 = mul i32 %z, 7
  br label %n2
n2:
  %d = udiv i16 %m2, -32768
  %c3 = icmp eq i16 %d, 0
  br i1 %c3, label %n3, label %t3
t3:
  %u4 = mul i32 %z, 11
  %u5 = mul i32 %u4, 13
  br label %n3
n3:
  ret i32 %z
}

define internal i32 @intrinsics(i32 %x, i32 %y) {
  %a = call i32 @llvm.ctpop.i32(i32 %x)
  %b = call i32 @llvm.smin.i32(i32 %x, i32 3)
  %c = shl i32 %x, 40
  %d = call i32 @llvm.abs.i32(i32 %c, i1 false)
  %e = sdiv i32 %a, 40
  %f = udiv i32 %y, 6
  %g = call i32 @llvm.umin.i32(i32 %f, i32 %y)
  %h = add i32 %a, %b
  %i = add i32 %h, %d
  %j = add i32 %i, %e
  %k = add i32 %j, %g
  ret i32 %k
}

define internal i32 @ephemeral(ptr %obj, i32 %x) {
  %vt = load ptr, ptr %obj, align 8
  %ok = call i1 @llvm.type.test(ptr %vt, metadata !"class")
  call void @llvm.assume(i1 %ok)
  %pos = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %pos)
  %slot = getelementptr inbounds ptr, ptr %vt, i64 1
  %fn = load ptr, ptr %slot, align 8
  %r = call i32 %fn(i32 %x)
  ret i32 %r
}

define internal i32 @selects(i1 %c, i32 %x, ptr %p, ptr %q) {
  %a = select i1 true, i32 %x, i32 0
  %b = icmp slt i32 %x, %x
  %d = select i1 %c, i32 %x, i32 %x
  %e = xor i32 %d, %x
  %f = select i1 %c, ptr %p, ptr %p
  %g = getelementptr inbounds i32, ptr %p, i64 2
  %h = getelementptr inbounds i32, ptr %q, i64 1
  %i = icmp ult ptr %g, %h
  %j = zext i1 %i to i32
  %k = load i32, ptr %f, align 4
  %l = add i32 %a, %e
  %m = add i32 %l, %j
  %n = add i32 %m, %k
  ret i32 %n
}

define internal i32 @vectors(i32 %x, i32 %y) {
  %a = bitcast i32 %x to <2 x i16>
  %b = bitcast i32 %y to <2 x i16>
  %c = add <2 x i16> %a, %a
  %d = xor <2 x i16> %b, zeroinitializer
  %e = mul <2 x i16> %c, %d
  %f = bitcast <2 x i16> %e to i32
  %g = insertelement <4 x i32> poison, i32 %x, i64 0
  %h = extractelement <4 x i32> %g, i64 0
  %i = add i32 %f, %h
  ret i32 %i
}

define internal i32 @knownbits(i32 %x, i32 %y) {
entry:
  %a = shl i32 %y, 9
  %b = and i32 %a, 31
  %c = shl i32 %x, %b
  %d = and i32 %x, 31
  %e = lshr i32 1, %d
  %f = or i32 %e, 1
  %g = udiv i32 %y, %f
  %h = and i32 %x, 1023
  %i = udiv i32 %h, 5000
  %j = srem i32 -1, %f
  %k = ashr i32 %j, %d
  %l = add i32 %c, %g
  %m = add i32 %l, %i
  %n = add i32 %m, %k
  br label %loop

loop:
  %p = phi i32 [ 0, %entry ], [ %q, %loop ]
  %r = udiv i32 %p, -4
  %q = add nuw nsw i32 %p, 1
  %s = icmp ult i32 %q, %n
  br i1 %s, label %loop, label %done

done:
  ret i32 %r
}

; Known bits with the instruction's flags (LLVM 19's `KnownBits::shl` with `nuw`/`nsw`,
; `lshr`/`ashr` and `sdiv` with `exact`), a shift amount `isKnownNonZero` proves nonzero (a
; `select` of nonzero constants, an `or` with 1) and `KnownBits::mul` (high zeros of a
; bounded product, the sign of `mul nsw x, x`): each simplified division has a twin that
; is not.
; unsigned: `icmp ugt (add nuw x, C), C` is `icmp ugt x, 0`, decided by x's range or `isKnownNonZero`; both sides of each flag and constant.
define internal i32 @icmp_add_const(i32 %x, i32 %c) {
  %a0 = or i32 %x, 1
  %t0 = add nuw i32 %a0, 48
  %r0 = urem i32 48, %t0
  %a1 = or i32 %x, 1
  %t1 = add nuw i32 48, %a1
  %r1 = udiv i32 48, %t1
  %a2 = or i32 %x, 1
  %t2 = add i32 %a2, 48
  %r2 = urem i32 48, %t2
  %a3 = or i32 %x, 1
  %t3 = add nsw i32 %a3, 48
  %r3 = urem i32 48, %t3
  %a4 = or i32 %x, 1
  %t4 = add nuw i32 %a4, 47
  %r4 = urem i32 48, %t4
  %a5 = or i32 %x, 1
  %t5 = add nuw i32 %a5, 49
  %r5 = urem i32 48, %t5
  %t6 = add nuw i32 %x, 48
  %r6 = urem i32 48, %t6
  %a7 = or i32 %x, 1
  %t7 = add nuw i32 %a7, 48
  %r7 = urem i32 47, %t7
  %a8 = or i32 %x, 1
  %t8 = add nuw i32 %a8, 48
  %r8 = urem i32 49, %t8
  %a9 = or i32 %x, 1
  %s9 = shl nuw i32 %a9, 3
  %t9 = add nuw i32 %s9, 48
  %r9 = urem i32 48, %t9
  %a10 = or i32 %x, 1
  %s10 = shl i32 %a10, 3
  %t10 = add nuw i32 %s10, 48
  %r10 = urem i32 48, %t10
  %a11 = or i32 %x, 8
  %s11 = lshr exact i32 %a11, 3
  %t11 = add nuw i32 %s11, 48
  %r11 = urem i32 48, %t11
  %a12 = or i32 %x, 1
  %z12 = zext i32 %a12 to i64
  %t12 = add nuw i64 %z12, 48
  %r6412 = urem i64 48, %t12
  %r12 = trunc i64 %r6412 to i32
  %a13 = and i32 11, 65535
  %t13 = add nuw i32 %a13, 48
  %o13 = or i32 %x, -3430
  %cc13 = icmp slt i32 %c, 5
  %s13 = select i1 %cc13, i32 %t13, i32 %o13
  %r13 = urem i32 48, %s13
  %a14 = mul nuw i32 %x, 3
  %b14 = or i32 %a14, 1
  %t14 = add nuw i32 %b14, 5
  %r14 = urem i32 5, %t14
  %a15 = and i32 %x, 7
  %b15 = or i32 %a15, 1
  %t15 = add nuw i32 %b15, 8
  %u15 = add nuw i32 %t15, 16
  %v15 = add nuw i32 %u15, 32
  %r15 = udiv i32 32, %v15
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  %sum14 = add i32 %sum13, %r15
  ret i32 %sum14
}

; signed: `icmp sgt (add nsw x, C), C` is `icmp sgt x, 0` (and `slt` against -C), decided by x's known sign bit and `isKnownNonZero`; `ne` against `MIN` needs no flag.
define internal i32 @icmp_add_signed(i32 %x, i32 %c) {
  %a0 = lshr i32 %x, 1
  %b0 = or i32 %a0, 1
  %t0 = add nsw i32 %b0, 48
  %r0 = sdiv i32 48, %t0
  %a1 = lshr i32 %x, 1
  %b1 = or i32 %a1, 1
  %t1 = add nsw i32 %b1, 48
  %r1 = srem i32 -48, %t1
  %a2 = lshr i32 %x, 1
  %b2 = or i32 %a2, 1
  %t2 = add i32 %b2, 48
  %r2 = sdiv i32 48, %t2
  %a3 = lshr i32 %x, 1
  %t3 = add nsw i32 %a3, 48
  %r3 = sdiv i32 48, %t3
  %a4 = or i32 %x, -2147483648
  %t4 = add nsw i32 %a4, -48
  %r4 = sdiv i32 48, %t4
  %a5 = or i32 %x, -2147483647
  %t5 = add nsw i32 %a5, -48
  %r5 = srem i32 -48, %t5
  %a6 = or i32 %x, 1
  %t6 = add i32 %a6, -2147483648
  %r6 = sdiv i32 %t6, -2147483648
  %t7 = add i32 %x, -2147483648
  %r7 = sdiv i32 %t7, -2147483648
  %a8 = lshr i32 %x, 1
  %b8 = or i32 %a8, 1
  %t8 = add nsw i32 %b8, -48
  %r8 = sdiv i32 %t8, 48
  %a9 = and i32 %x, 7
  %b9 = or i32 %a9, 2
  %t9 = add nsw i32 %b9, -8
  %r9 = sdiv i32 %t9, 8
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  ret i32 %sum8
}

; two values: `icmp ult x, (add nuw x, y)` is `icmp ult 0, y`.
define internal i32 @icmp_add_values(i32 %x, i32 %c) {
  %t0 = add nuw i32 %x, 1
  %r0 = urem i32 %x, %t0
  %t1 = add nuw i32 1, %x
  %r1 = udiv i32 %x, %t1
  %t2 = add i32 %x, 1
  %r2 = urem i32 %x, %t2
  %t3 = add nsw i32 %x, 1
  %r3 = urem i32 %x, %t3
  %t4 = add nuw i32 %x, %c
  %r4 = urem i32 %x, %t4
  %o5 = or i32 %c, 4
  %t5 = add nuw i32 %x, %o5
  %r5 = urem i32 %x, %t5
  %a6 = or i32 %x, 1
  %cc6 = icmp slt i32 %c, 5
  %s6 = select i1 %cc6, i32 %a6, i32 3
  %t6 = add nuw i32 %s6, 48
  %r6 = urem i32 48, %t6
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  ret i32 %sum5
}

; a min/max against one of its own operands (`simplifyICmpWithMinMax`): `umax(16, y) > 16` is `16 < y`;
; both sides of the inner bound, signed and unsigned, and a max against a min.
define internal i32 @icmp_minmax(i32 %x, i32 %c) {
  %a0 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b0 = call i32 @llvm.umax.i32(i32 16, i32 %a0)
  %r0 = urem i32 15, %b0
  %a1 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b1 = call i32 @llvm.umax.i32(i32 16, i32 %a1)
  %r1 = urem i32 16, %b1
  %a2 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b2 = call i32 @llvm.umax.i32(i32 %a2, i32 16)
  %r2 = udiv i32 16, %b2
  %a3 = call i32 @llvm.smax.i32(i32 %x, i32 16)
  %b3 = call i32 @llvm.umax.i32(i32 16, i32 %a3)
  %r3 = urem i32 16, %b3
  %a4 = call i32 @llvm.smax.i32(i32 %x, i32 17)
  %b4 = call i32 @llvm.umax.i32(i32 16, i32 %a4)
  %r4 = urem i32 16, %b4
  %a5 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b5 = call i32 @llvm.umax.i32(i32 16, i32 %a5)
  %r5 = urem i32 17, %b5
  %a6 = or i32 %x, 64
  %b6 = call i32 @llvm.umax.i32(i32 %a6, i32 16)
  %r6 = urem i32 16, %b6
  %a7 = or i32 %x, 8
  %b7 = call i32 @llvm.umax.i32(i32 %a7, i32 16)
  %r7 = urem i32 16, %b7
  %a8 = call i32 @llvm.smin.i32(i32 %x, i32 -48)
  %b8 = call i32 @llvm.smin.i32(i32 %a8, i32 -16)
  %r8 = sdiv i32 16, %b8
  %a9 = call i32 @llvm.smin.i32(i32 %x, i32 -48)
  %b9 = call i32 @llvm.smin.i32(i32 -16, i32 %a9)
  %r9 = srem i32 -16, %b9
  %a10 = call i32 @llvm.smin.i32(i32 %x, i32 -8)
  %b10 = call i32 @llvm.smin.i32(i32 -16, i32 %a10)
  %r10 = srem i32 -16, %b10
  %b11 = call i32 @llvm.umax.i32(i32 %x, i32 16)
  %r11 = urem i32 16, %b11
  %o12 = add nuw i32 %x, 1
  %b12 = call i32 @llvm.umax.i32(i32 %c, i32 %o12)
  %r12 = urem i32 %x, %b12
  %m13 = call i32 @llvm.umin.i32(i32 %x, i32 %c)
  %b13 = call i32 @llvm.umax.i32(i32 %x, i32 %c)
  %cc13 = icmp ult i32 %b13, %m13
  %r13 = zext i1 %cc13 to i32
  %a14 = call i32 @llvm.umax.i32(i32 %x, i32 48)
  %b14 = call i32 @llvm.umin.i32(i32 47, i32 %a14)
  %r14 = urem i32 47, %b14
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  ret i32 %sum13
}

; shuffles TargetTransformInfo prices: one that keeps its length and reads every lane it
; defines from the same lane of one operand (poison lanes allowed, not all) is free, of
; constants or not; a select, a reverse, a splat, a narrowing one is not, nor a widening one
; other than such an identity padded with poison lanes (`@shuffle_widen`).
define internal i32 @shuffle_costs(i32 %x, i32 %c) {
  %q0 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 poison>
  %r0 = extractelement <2 x i32> %q0, i32 0
  %q1 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 1>
  %r1 = extractelement <2 x i32> %q1, i32 0
  %q2 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %r2 = extractelement <4 x i32> %q2, i32 0
  %q3 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <2 x i32> <i32 2, i32 5>
  %r3 = extractelement <2 x i32> %q3, i32 1
  %q4 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 poison, i32 1>
  %r4 = extractelement <2 x i32> %q4, i32 1
  %q5 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 0, i32 1>
  %r5 = extractelement <2 x i32> %q5, i32 0
  %q6 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 3>
  %r6 = extractelement <2 x i32> %q6, i32 0
  %q7 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 1, i32 0>
  %r7 = extractelement <2 x i32> %q7, i32 0
  %q8 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 0, i32 0>
  %r8 = extractelement <2 x i32> %q8, i32 0
  %q9 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r9 = extractelement <4 x i32> %q9, i32 0
  %q10 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <2 x i32> <i32 0, i32 1>
  %r10 = extractelement <2 x i32> %q10, i32 1
  %q11 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r11 = extractelement <4 x i32> %q11, i32 1
  %q12 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 4, i32 1, i32 2, i32 3>
  %r12 = extractelement <4 x i32> %q12, i32 1
  %q13 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 5, i32 1, i32 7, i32 3>
  %r13 = extractelement <4 x i32> %q13, i32 1
  %v14 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q14 = shufflevector <2 x i32> %v14, <2 x i32> %v14, <2 x i32> <i32 0, i32 poison>
  %r14 = extractelement <2 x i32> %q14, i32 0
  %v15 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q15 = shufflevector <2 x i32> %v15, <2 x i32> %v15, <2 x i32> <i32 2, i32 3>
  %r15 = extractelement <2 x i32> %q15, i32 0
  %v16 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q16 = shufflevector <2 x i32> %v16, <2 x i32> %v16, <2 x i32> <i32 0, i32 3>
  %r16 = extractelement <2 x i32> %q16, i32 0
  %v17 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q17 = shufflevector <2 x i32> %v17, <2 x i32> %v17, <2 x i32> <i32 poison, i32 poison>
  %r17 = extractelement <2 x i32> %q17, i32 0
  %v18 = insertelement <4 x i32> poison, i32 %x, i64 0
  %q18 = shufflevector <4 x i32> %v18, <4 x i32> %v18, <4 x i32> <i32 4, i32 poison, i32 6, i32 7>
  %r18 = extractelement <4 x i32> %q18, i32 0
  %v19 = insertelement <4 x i32> poison, i32 %x, i64 0
  %q19 = shufflevector <4 x i32> %v19, <4 x i32> %v19, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %r19 = extractelement <4 x i32> %q19, i32 0
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  %sum14 = add i32 %sum13, %r15
  %sum15 = add i32 %sum14, %r16
  %sum16 = add i32 %sum15, %r17
  %sum17 = add i32 %sum16, %r18
  %sum18 = add i32 %sum17, %r19
  ret i32 %sum18
}

define internal i32 @shift_facts(i32 %x, i32 %y, i1 %c) {
  %s1 = select i1 %c, i32 1, i32 30
  %s0 = select i1 %c, i32 0, i32 30
  %a1 = shl i32 %x, %s1
  %m1 = and i32 %a1, 3
  %q1 = udiv i32 %m1, 3
  %a0 = shl i32 %x, %s0
  %m0 = and i32 %a0, 3
  %q0 = udiv i32 %m0, 3
  %b1 = lshr i32 %x, %s1
  %q2 = udiv i32 %b1, -2147483648
  %b0 = lshr i32 %x, %s0
  %q3 = udiv i32 %b0, -2147483648
  %t = and i32 %y, 31
  %h1 = shl nuw nsw i32 36, %t
  %q4 = sdiv i32 %h1, -2147483648
  %h2 = shl nsw i32 36, %t
  %q5 = sdiv i32 %h2, -2147483648
  %h3 = shl i32 36, %t
  %q6 = sdiv i32 %h3, -2147483648
  %h4 = shl nuw i32 36, %t
  %q7 = sdiv i32 %h4, -2147483648
  %o = or i32 %y, 1
  %u1 = shl nuw nsw i32 %x, %o
  %q8 = sdiv i32 %u1, -2147483648
  %u2 = shl nuw i32 %x, %o
  %q9 = sdiv i32 %u2, -2147483648
  %e1 = lshr exact i32 1073741826, %t
  %q10 = udiv i32 %e1, 1610612740
  %q11 = udiv i32 %e1, 1610612739
  %e2 = lshr i32 1073741826, %t
  %q12 = udiv i32 %e2, 1610612740
  %g1 = ashr exact i32 -1073741822, %t
  %q13 = sdiv i32 %g1, -2147483648
  %z = zext i1 %c to i32
  %zs = add i32 %z, 1
  %n1 = select i1 %c, i32 %o, i32 7
  %v1 = lshr i32 %x, %n1
  %q14 = udiv i32 %v1, -2147483648
  %p1 = shl nsw i32 -36, %s1
  %q15 = sdiv i32 %p1, 1073741824
  %p2 = shl nsw i32 -36, %s0
  %q16 = sdiv i32 %p2, 1073741824
  %e3 = lshr exact i32 -1073741822, %t
  %x3 = xor i32 %e3, 1073741824
  %q17 = udiv i32 %x3, -1610612732
  %e4 = lshr i32 -1073741822, %t
  %x4 = xor i32 %e4, 1073741824
  %q18 = udiv i32 %x4, -1610612732
  %od = or i32 %x, 1
  %dx1 = sdiv exact i32 %od, %o
  %q19 = sdiv i32 %dx1, -2147483648
  %dx2 = sdiv i32 %od, %o
  %q20 = sdiv i32 %dx2, -2147483648
  %ma = and i32 %x, 255
  %mb = and i32 %y, 255
  %mm1 = mul i32 %ma, %mb
  %q21 = sdiv i32 %mm1, -2147483648
  %mm2 = mul i32 %ma, %y
  %q22 = sdiv i32 %mm2, -2147483648
  %ng = or i32 %x, -2147483648
  %mm3 = mul nsw i32 %ng, %ng
  %q23 = sdiv i32 %mm3, -2147483648
  %mm4 = mul i32 %ng, %ng
  %q24 = sdiv i32 %mm4, -2147483648
  %r0 = add i32 %q0, %q1
  %r1 = add i32 %r0, %q2
  %r2 = add i32 %r1, %q3
  %r3 = add i32 %r2, %q4
  %r4 = add i32 %r3, %q5
  %r5 = add i32 %r4, %q6
  %r6 = add i32 %r5, %q7
  %r7 = add i32 %r6, %q8
  %r8 = add i32 %r7, %q9
  %r9 = add i32 %r8, %q10
  %r10 = add i32 %r9, %q11
  %r11 = add i32 %r10, %q12
  %r12 = add i32 %r11, %q13
  %r13 = add i32 %r12, %q14
  %r14 = add i32 %r13, %q15
  %r15 = add i32 %r14, %q16
  %r16 = add i32 %r15, %q17
  %r17 = add i32 %r16, %q18
  %r18 = add i32 %r17, %q19
  %r19 = add i32 %r18, %q20
  %r20 = add i32 %r19, %q21
  %r21 = add i32 %r20, %q22
  %r22 = add i32 %r21, %q23
  %r23 = add i32 %r22, %q24
  ret i32 %r23
}
define internal i32 @vector_signs(i32 %x, i32 %y) {
  %vx = insertelement <4 x i32> poison, i32 %x, i64 0
  %z = insertelement <4 x i32> zeroinitializer, i32 %x, i64 2
  %e0 = extractelement <4 x i32> %z, i32 0
  %s0 = ashr i32 %e0, 3
  %a = ashr i32 %x, 20
  %c = insertelement <4 x i32> <i32 -1, i32 0, i32 5, i32 1>, i32 %a, i64 2
  %c1 = ashr <4 x i32> %c, <i32 7, i32 7, i32 7, i32 7>
  %c2 = ashr <4 x i32> %c1, <i32 7, i32 7, i32 7, i32 7>
  %e1 = extractelement <4 x i32> %c1, i32 1
  %s1 = ashr i32 %e1, 3
  %e2 = extractelement <4 x i32> %c2, i32 1
  %s2 = ashr i32 %e2, 3
  %u = shufflevector <4 x i32> %c, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %e3 = extractelement <4 x i32> %u, i32 1
  %s3 = ashr i32 %e3, 3
  %v = ashr <4 x i32> %vx, <i32 31, i32 31, i32 31, i32 31>
  %e4 = extractelement <4 x i32> %v, i32 0
  %s4 = ashr i32 %e4, 3
  %w1 = ashr <4 x i32> %vx, <i32 20, i32 20, i32 20, i32 20>
  %w2 = ashr <4 x i32> %w1, <i32 12, i32 11, i32 12, i32 12>
  %e5 = extractelement <4 x i32> %w2, i32 0
  %s5 = ashr i32 %e5, 3
  %t = shufflevector <4 x i32> %v, <4 x i32> <i32 -1, i32 0, i32 7, i32 7>, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %e6 = extractelement <4 x i32> %t, i32 2
  %s6 = ashr i32 %e6, 3
  %vy = insertelement <4 x i32> poison, i32 %y, i64 0
  %cmp = icmp slt <4 x i32> %vy, %v
  %sel = select <4 x i1> %cmp, <4 x i32> %v, <4 x i32> <i32 -1, i32 0, i32 0, i32 -1>
  %e7 = extractelement <4 x i32> %sel, i32 %y
  %s7 = ashr i32 %e7, 3
  %b = and <4 x i32> %vx, <i32 1, i32 1, i32 1, i32 1>
  %dec = add <4 x i32> %b, <i32 -1, i32 -1, i32 -1, i32 -1>
  %e8 = extractelement <4 x i32> %dec, i32 0
  %s8 = ashr i32 %e8, 3
  %neg = sub <4 x i32> zeroinitializer, %b
  %e9 = extractelement <4 x i32> %neg, i32 0
  %s9 = ashr i32 %e9, 3
  %un = shufflevector <4 x i32> %vx, <4 x i32> poison, <4 x i32> <i32 0, i32 undef, i32 0, i32 0>
  %uv = ashr <4 x i32> %un, <i32 31, i32 31, i32 31, i32 31>
  %e10 = extractelement <4 x i32> %uv, i32 0
  %s10 = ashr i32 %e10, 3
  %zc = ashr <4 x i32> %z, <i32 31, i32 31, i32 31, i32 31>
  %zu = shufflevector <4 x i32> %zc, <4 x i32> poison, <4 x i32> <i32 1, i32 undef, i32 0, i32 0>
  %e11 = extractelement <4 x i32> %zu, i32 0
  %s11 = ashr i32 %e11, 3
  %r0 = add i32 %s0, %s1
  %r1 = add i32 %r0, %s2
  %r2 = add i32 %r1, %s3
  %r3 = add i32 %r2, %s4
  %r4 = add i32 %r3, %s5
  %r5 = add i32 %r4, %s6
  %r6 = add i32 %r5, %s7
  %r7 = add i32 %r6, %s8
  %r8 = add i32 %r7, %s9
  %r9 = add i32 %r8, %s10
  %r10 = add i32 %r9, %s11
  ret i32 %r10
}

; Floating-point values read as integers: what LLVM's `computeKnownFPClass` proves of them
; decides a division through a `select`.
define internal i32 @fp_bits_a(i1 %c, i32 %x, float %f, double %d, i32 %k) {
  %q = udiv i32 %x, 601938
  %b0 = bitcast double 0.000000e+00 to i64
  %t0 = trunc i64 %b0 to i32
  %s0 = select i1 %c, i32 %q, i32 %t0
  %r0 = udiv i32 %s0, 2147483647
  %e1 = fpext float 0xFFF0000000000000 to double
  %b1 = bitcast double %e1 to i64
  %h1 = lshr i64 %b1, 32
  %t1 = trunc i64 %h1 to i32
  %l1 = lshr i32 %t1, 1
  %s1 = select i1 %c, i32 %q, i32 %l1
  %r1 = udiv i32 %s1, 2147483647
  %b2 = bitcast float 0x7FF0000000000000 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, 2139095041
  %b3 = bitcast float 1.500000e+00 to i32
  %s3 = select i1 %c, i32 %q, i32 %b3
  %r3 = udiv i32 %s3, -2147483648
  %r3b = udiv i32 %s3, 1069547521
  %b4 = bitcast float 0x7FF8000000000000 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, -2147483648
  %e5 = fpext float 0x7FF8000000000000 to double
  %b5 = bitcast double %e5 to i64
  %h5 = lshr i64 %b5, 32
  %t5 = trunc i64 %h5 to i32
  %s5 = select i1 %c, i32 %q, i32 %t5
  %r5 = udiv i32 %s5, -2147483648
  %u6 = uitofp i32 %k to float
  %b6 = bitcast float %u6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %u7 = sitofp i32 %k to float
  %b7 = bitcast float %u7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %u8 = fptrunc double 3.0 to float
  %b8 = bitcast float %u8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %e9 = fpext float 0xB6A0000000000000 to double
  %b9 = bitcast double %e9 to i64
  %h9 = lshr i64 %b9, 63
  %t9 = trunc i64 %h9 to i32
  %s9 = select i1 %c, i32 %q, i32 %t9
  %r9 = udiv i32 %s9, 2
  %b10 = bitcast float -0.000000e+00 to i32
  %s10 = select i1 %c, i32 %q, i32 %b10
  %r10 = udiv i32 %s10, -2147483647
  %u11 = uitofp i32 %k to float
  %a11 = fadd float %u11, %u11
  %b11 = bitcast float %a11 to i32
  %s11 = select i1 %c, i32 %q, i32 %b11
  %r11 = udiv i32 %s11, -2147483648
  %b12 = bitcast float %f to i32
  %s12 = select i1 %c, i32 %q, i32 %b12
  %r12 = udiv i32 %s12, -2147483648
  %u13 = uitofp i32 %k to half
  %b13 = bitcast half %u13 to i16
  %z13 = zext i16 %b13 to i32
  %s13 = select i1 %c, i32 %q, i32 %z13
  %r13 = udiv i32 %s13, 32768
  %a0 = add i32 %r0, %r1
  %a1 = add i32 %a0, %r2
  %a2 = add i32 %a1, %r3
  %a3 = add i32 %a2, %r3b
  %a4 = add i32 %a3, %r4
  %a5 = add i32 %a4, %r5
  %a6 = add i32 %a5, %r6
  %a7 = add i32 %a6, %r7
  %a8 = add i32 %a7, %r8
  %a9 = add i32 %a8, %r9
  %a10 = add i32 %a9, %r10
  %a11x = add i32 %a10, %r11
  %a12 = add i32 %a11x, %r12
  %a13 = add i32 %a12, %r13
  ret i32 %a13
}

define internal i32 @fp_bits_b(i1 %c, i32 %x, i32 %k) {
  %q = udiv i32 %x, 601938
  %u0 = sitofp i32 5 to float
  %b0 = bitcast float %u0 to i32
  %s0 = select i1 %c, i32 %q, i32 %b0
  %r0 = udiv i32 %s0, -2147483648
  %u1 = fptrunc double 0x7FF8000000000000 to float
  %b1 = bitcast float %u1 to i32
  %s1 = select i1 %c, i32 %q, i32 %b1
  %r1 = udiv i32 %s1, -2147483648
  %u2 = fptrunc double -0.000000e+00 to float
  %b2 = bitcast float %u2 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, -2147483647
  %u3 = fpext float 3.0 to double
  %b3 = bitcast double %u3 to i64
  %h3 = lshr i64 %b3, 32
  %t3 = trunc i64 %h3 to i32
  %s3 = select i1 %c, i32 %q, i32 %t3
  %r3 = udiv i32 %s3, -2147483648
  %u4 = fptrunc double 0.0 to float
  %b4 = bitcast float %u4 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, 1
  %r4b = udiv i32 %s4, 7
  %u5 = uitofp i32 %k to float
  %v5 = sitofp i32 %k to float
  %a5 = fadd float %u5, %v5
  %b5 = bitcast float %a5 to i32
  %s5 = select i1 %c, i32 %q, i32 %b5
  %r5 = udiv i32 %s5, -2147483648
  %a6 = fmul float %u5, %u5
  %b6 = bitcast float %a6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %w7 = uitofp i32 %x to float
  %a7 = fmul float %u5, %w7
  %b7 = bitcast float %a7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %a8 = fsub float %u5, %w7
  %b8 = bitcast float %a8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %a9 = fadd float %u5, %w7
  %b9 = bitcast float %a9 to i32
  %s9 = select i1 %c, i32 %q, i32 %b9
  %r9 = udiv i32 %s9, -2147483648
  %h10 = uitofp i32 %k to half
  %g10 = uitofp i32 %x to half
  %a10 = fadd half %h10, %g10
  %b10 = bitcast half %a10 to i16
  %z10 = zext i16 %b10 to i32
  %s10 = select i1 %c, i32 %q, i32 %z10
  %r10 = udiv i32 %s10, 32768
  %a11 = fmul half %h10, %g10
  %b11 = bitcast half %a11 to i16
  %z11 = zext i16 %b11 to i32
  %s11 = select i1 %c, i32 %q, i32 %z11
  %r11 = udiv i32 %s11, 32768
  %a12 = fadd float %u5, 1.0
  %b12 = bitcast float %a12 to i32
  %s12 = select i1 %c, i32 %q, i32 %b12
  %r12 = udiv i32 %s12, -2147483648
  %m0 = add i32 %r0, %r1
  %m1 = add i32 %m0, %r2
  %m2 = add i32 %m1, %r3
  %m3 = add i32 %m2, %r4
  %m4 = add i32 %m3, %r4b
  %m5 = add i32 %m4, %r5
  %m6 = add i32 %m5, %r6
  %m7 = add i32 %m6, %r7
  %m8 = add i32 %m7, %r8
  %m9 = add i32 %m8, %r9
  %m10 = add i32 %m9, %r10
  %m11 = add i32 %m10, %r11
  %m12 = add i32 %m11, %r12
  ret i32 %m12
}

define internal i32 @fp_bits_c(i1 %c, i32 %x, i32 %k) {
  %q = udiv i32 %x, 601938
  %u = uitofp i32 %k to float
  %a1 = fmul float -2.0, %u
  %b1 = bitcast float %a1 to i32
  %x1 = xor i32 %b1, -2147483648
  %s1 = select i1 %c, i32 %q, i32 %x1
  %r1 = udiv i32 %s1, -2147483648
  %a2 = fadd float %u, -0.0
  %b2 = bitcast float %a2 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, -2147483648
  %h = uitofp i32 %k to half
  %a3 = fadd half %h, 1.0
  %b3 = bitcast half %a3 to i16
  %z3 = zext i16 %b3 to i32
  %s3 = select i1 %c, i32 %q, i32 %z3
  %r3 = udiv i32 %s3, 32768
  %a4 = fsub float %u, %u
  %b4 = bitcast float %a4 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, -2147483648
  %sh = sitofp i32 %k to half
  %a5 = fmul half %sh, %sh
  %b5 = bitcast half %a5 to i16
  %z5 = zext i16 %b5 to i32
  %s5 = select i1 %c, i32 %q, i32 %z5
  %r5 = udiv i32 %s5, 32768
  %sf = sitofp i32 %k to float
  %a6 = fmul float %sf, %sf
  %b6 = bitcast float %a6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %a7 = fmul float %sf, %u
  %b7 = bitcast float %a7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %a8 = fadd float 0x7FF0000000000000, %u
  %b8 = bitcast float %a8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %a9 = fmul half %h, 0.0
  %b9 = bitcast half %a9 to i16
  %z9 = zext i16 %b9 to i32
  %s9 = select i1 %c, i32 %q, i32 %z9
  %r9 = udiv i32 %s9, 32768
  %m1 = add i32 %r1, %r2
  %m2 = add i32 %m1, %r3
  %m3 = add i32 %m2, %r4
  %m4 = add i32 %m3, %r5
  %m5 = add i32 %m4, %r6
  %m6 = add i32 %m5, %r7
  %m7 = add i32 %m6, %r8
  %m8 = add i32 %m7, %r9
  ret i32 %m8
}

define internal i32 @literal(i32 %x) {
entry:
  br i1 false, label %then, label %else

then:
  %a = mul i32 %x, %x
  %b = mul i32 %a, %x
  br label %join

else:
  %c = add i32 %x, 1
  br label %join

join:
  %d = phi i32 [ %b, %then ], [ %c, %else ]
  ret i32 %d
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i1 %c) {
  %p = addrspacecast ptr addrspace(1) %out to ptr
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %obj = addrspacecast ptr addrspace(3) @sh to ptr
  %a0 = call i32 @assoc(i32 %n, i32 7)
  %a1 = call i32 @assoc(i32 %n, i32 %n)
  %sh0 = call i32 @shift_ranges(i1 %c, i32 %n, i32 %n, i32 %n)
  %sh1 = call i32 @shift_ranges(i1 true, i32 %n, i32 9, i32 %n)
  %pc0 = call i32 @ptr_compares(ptr %p, i32 %n)
  %pc1 = call i32 @ptr_compares(ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %n)
  %gv = getelementptr inbounds i32, ptr %p, i32 %n
  %pc2 = call i32 @ptr_compares(ptr %gv, i32 %n)
  %gn = getelementptr i32, ptr %p, i32 2
  %pc3 = call i32 @ptr_compares(ptr %gn, i32 %n)
  %nb = trunc i32 %n to i8
  %dr0 = call i32 @div_ranges(i32 %n, i32 %n, i1 %c, i8 %nb)
  %km0 = call i32 @known_more(i32 %n, i1 %c)
  %dr1 = call i32 @div_ranges(i32 %n, i32 3, i1 true, i8 -1)
  %ed0 = call i32 @entry_dominates(i32 %n, i1 %c, ptr addrspace(4) @cst)
  %b0 = call i32 @threads(i1 %c, i32 %n)
  %b1 = call i32 @threads(i1 true, i32 3)
  %c0 = call i32 @smallfloat(i32 37, i32 %n)
  %c1 = call i32 @smallfloat(i32 %n, i32 0)
  %c2 = call i32 @smallfloat(i32 0, i32 %n)
  %d0 = call i32 @intrinsics(i32 -580703206, i32 %n)
  %d1 = call i32 @intrinsics(i32 %n, i32 0)
  %e0 = call i32 @ephemeral(ptr %obj, i32 %n)
  %e1 = call i32 @ephemeral(ptr %obj, i32 5)
  %f0 = call i32 @selects(i1 %c, i32 %n, ptr %p, ptr %q)
  %f1 = call i32 @selects(i1 false, i32 3, ptr %p, ptr %p)
  %g0 = call i32 @vectors(i32 %n, i32 0)
  %g1 = call i32 @vectors(i32 65537, i32 %n)
  %h0 = call i32 @knownbits(i32 %n, i32 %n)
  %h1 = call i32 @knownbits(i32 3, i32 %n)
  %i0 = call i32 @literal(i32 %n)
  %i1 = call i32 @literal(i32 2)
  %nh = trunc i32 %n to i16
  %mn0 = call i32 @mul_nuw_nsw_sign(i16 %nh, i16 %nh, i32 %n)
  %cs0 = call i32 @cast_sign_bits(i8 %nb, i32 %n)
  %ms0 = call i32 @mul_sign_bits(i1 %c, i1 %c, i8 %nb, i32 %n)
  %hc0 = call i32 @smallfloat_cmp(i16 15360, i16 15360, i32 %n)
  %hc1 = call i32 @smallfloat_cmp(i16 15360, i16 16384, i32 %n)
  %hc2 = call i32 @smallfloat_cmp(i16 16384, i16 15360, i32 %n)
  %hc3 = call i32 @smallfloat_cmp(i16 32256, i16 15360, i32 %n)
  %hc4 = call i32 @smallfloat_cmp(i16 -32768, i16 0, i32 %n)
  %s0 = add i32 %a0, %a1
  %s1 = add i32 %s0, %b0
  %s2 = add i32 %s1, %b1
  %s3 = add i32 %s2, %c0
  %s4 = add i32 %s3, %c1
  %s5 = add i32 %s4, %c2
  %s6 = add i32 %s5, %d0
  %s7 = add i32 %s6, %d1
  %s8 = add i32 %s7, %e0
  %s9 = add i32 %s8, %e1
  %s10 = add i32 %s9, %f0
  %s11 = add i32 %s10, %f1
  %s12 = add i32 %s11, %g0
  %s13 = add i32 %s12, %g1
  %s14 = add i32 %s13, %h0
  %s15 = add i32 %s14, %h1
  %s16 = add i32 %s15, %i0
  %s17 = add i32 %s16, %i1
  %s18 = add i32 %s17, %sh0
  %s19 = add i32 %s18, %sh1
  %s20 = add i32 %s19, %pc0
  %s21 = add i32 %s20, %pc1
  %s22 = add i32 %s21, %ed0
  %s23 = add i32 %s22, %dr0
  %s24 = add i32 %s23, %dr1
  %s25 = add i32 %s24, %km0
  %s26 = add i32 %s25, %pc2
  %s27 = add i32 %s26, %pc3
  %vs0 = call i32 @vector_signs(i32 %n, i32 %n)
  %vs1 = call i32 @vector_signs(i32 -77, i32 5)
  %s28 = add i32 %s27, %vs0
  %s29 = add i32 %s28, %vs1
  %fa = call i32 @fp_bits_a(i1 %c, i32 %n, float 1.0, double 1.0, i32 %n)
  %fb = call i32 @fp_bits_b(i1 %c, i32 %n, i32 %n)
  %fc = call i32 @fp_bits_c(i1 %c, i32 %n, i32 %n)
  %s30 = add i32 %s29, %fa
  %s31 = add i32 %s30, %fb
  %s32 = add i32 %s31, %fc
  %sf = call i32 @shift_facts(i32 %n, i32 %n, i1 %c)
  %s33 = add i32 %s32, %sf
  %ia0 = call i32 @icmp_add_const(i32 %n, i32 %n)
  %si0 = add i32 %s33, %ia0
  %ia1 = call i32 @icmp_add_signed(i32 %n, i32 %n)
  %si1 = add i32 %si0, %ia1
  %ia2 = call i32 @icmp_add_values(i32 %n, i32 %n)
  %si2 = add i32 %si1, %ia2
  %ia3 = call i32 @icmp_minmax(i32 %n, i32 %n)
  %si3 = add i32 %si2, %ia3
  %ia4 = call i32 @shuffle_costs(i32 %n, i32 %n)
  %si4 = add i32 %si3, %ia4
  %ia5 = call i32 @dead_poison_int(i32 %n)
  %si5 = add i32 %si4, %ia5
  %ia6 = call i32 @dead_poison_cast(i32 %n)
  %si6 = add i32 %si5, %ia6
  %wv2 = insertelement <2 x i32> poison, i32 %n, i32 0
  %wv4 = insertelement <4 x i32> poison, i32 %n, i32 1
  %ia7 = call i32 @shuffle_widen(i32 %n, <2 x i32> %wv2, <4 x i32> %wv4)
  %si7 = add i32 %si6, %ia7
  store i32 %si7, ptr addrspace(1) %out, align 4
  ret void
}

; NVPTX's getGEPCost: a register base plus one byte-strided register index and no constant
; offset is free; another stride, an offset besides, two variable indices or a global base
; cost 5 (found on clang's -O0 CUDA modules: `getelementptr inbounds i8, ptr %p, i64 %i`).
@gep_bytes = internal global [64 x i8] zeroinitializer

define internal i32 @gep_i8(ptr %p, i64 %i) {
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_i8_i32_index(ptr %p, i32 %i) {
  %q = getelementptr i8, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_bytes_row0(ptr %p, i64 %i) {
  %q = getelementptr inbounds [4 x i8], ptr %p, i64 0, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_bytes_row1(ptr %p, i64 %i) {
  %q = getelementptr inbounds [4 x i8], ptr %p, i64 1, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_i16(ptr %p, i64 %i) {
  %q = getelementptr inbounds i16, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_global_base(i64 %i) {
  %q = getelementptr inbounds i8, ptr @gep_bytes, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @gep_two_indices(ptr %p, i64 %i, i64 %j) {
  %q = getelementptr inbounds [4 x i8], ptr %p, i64 %j, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define ptx_kernel void @gep_strides(ptr addrspace(1) %out, ptr %p, i64 %i, i32 %i32) {
  %1 = call i32 @gep_i8(ptr %p, i64 %i)
  %2 = call i32 @gep_i8_i32_index(ptr %p, i32 %i32)
  %3 = call i32 @gep_bytes_row0(ptr %p, i64 %i)
  %4 = call i32 @gep_bytes_row1(ptr %p, i64 %i)
  %5 = call i32 @gep_i16(ptr %p, i64 %i)
  %6 = call i32 @gep_global_base(i64 %i)
  %7 = call i32 @gep_two_indices(ptr %p, i64 %i, i64 %i)
  %8 = call i32 @gep_i8(ptr %p, i64 %i)
  store volatile i32 %1, ptr addrspace(1) %out
  store volatile i32 %2, ptr addrspace(1) %out
  store volatile i32 %3, ptr addrspace(1) %out
  store volatile i32 %4, ptr addrspace(1) %out
  store volatile i32 %5, ptr addrspace(1) %out
  store volatile i32 %6, ptr addrspace(1) %out
  store volatile i32 %7, ptr addrspace(1) %out
  store volatile i32 %8, ptr addrspace(1) %out
  ret void
}
