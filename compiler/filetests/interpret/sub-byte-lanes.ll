; Vectors of lanes narrower than a byte are bit-packed in memory and in bit casts, lane i at
; bit i × width (LLVM's layout: as if bit-cast to an integer). <4 x i1> <1,1,0,1> is 0b1011;
; <8 x i1> with lanes 0 and 7 set is 0x81 (-127); <2 x i4> <3, 10> is 0xA3 (-93); the byte 0xE4 read as
; <4 x i2> is <0, 1, 2, 3>; a <4 x i1> read back from memory keeps its lanes.
; test: interpret
; launch: @k (out=i8[8] zero, i32 5)
; expect: out: i8[8] = {11, -127, -93, 1, 0, 6, 1, 1}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %v = insertelement <4 x i32> <i32 0, i32 1, i32 0, i32 1>, i32 %x, i64 0
  %c = icmp ne <4 x i32> %v, zeroinitializer
  store <4 x i1> %c, ptr addrspace(1) %out, align 1
  %e = icmp ne <8 x i32> <i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 2>, zeroinitializer
  %b = bitcast <8 x i1> %e to i8
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 1
  store i8 %b, ptr addrspace(1) %o1, align 1
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 2
  store <2 x i4> <i4 3, i4 -6>, ptr addrspace(1) %o2, align 1
  %back = load <4 x i1>, ptr addrspace(1) %out, align 1
  %l3 = extractelement <4 x i1> %back, i64 3
  %z3 = zext i1 %l3 to i8
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 3
  store i8 %z3, ptr addrspace(1) %o3, align 1
  %l2 = extractelement <4 x i1> %back, i64 2
  %z2 = zext i1 %l2 to i8
  %o4 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 4
  store i8 %z2, ptr addrspace(1) %o4, align 1
  %q = bitcast i8 -28 to <4 x i2>
  %q1 = extractelement <4 x i2> %q, i64 1
  %q2 = extractelement <4 x i2> %q, i64 2
  %q3 = extractelement <4 x i2> %q, i64 3
  %s12 = add i2 %q1, %q2
  %z12 = zext i2 %s12 to i8
  %z3b = zext i2 %q3 to i8
  %sum = add i8 %z12, %z3b
  %o5 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 5
  store i8 %sum, ptr addrspace(1) %o5, align 1
  %p = alloca <16 x i1>, align 2
  %w = icmp ult <16 x i32> <i32 0, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 0>, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <16 x i1> %w, ptr %p, align 2
  %h = load i16, ptr %p, align 2
  %hi = lshr i16 %h, 15
  %h8 = trunc i16 %hi to i8
  %o6 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 6
  store i8 %h8, ptr addrspace(1) %o6, align 1
  %lo = trunc i16 %h to i8
  %o7 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 7
  store i8 %lo, ptr addrspace(1) %o7, align 1
  ret void
}

; ==== expected output ====
; launch at line 6:
;   out: i8[8] = {11, -127, -93, 1, 0, 6, 1, 1}
