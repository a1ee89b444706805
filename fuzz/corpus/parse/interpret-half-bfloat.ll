; half and bfloat: arithmetic computed in float and rounded once to the format (correctly
; rounded), compares, conversions to and from float, double and integers, fneg on the sign
; bit, constants in their hexadecimal forms (0xH, 0xR), and <2 x half> lanes bit-cast to i32.
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=1 (out=i32[8] zero)
; expect: out: i32[8] = {16640, 1, -16384, 16269, 15360, 1, 1207975936, 3}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = fmul half 0xH3C00, 0xH3C00
  %b = fadd half %a, 0xH3E00
  %bi = bitcast half %b to i16
  %bz = zext i16 %bi to i32
  store i32 %bz, ptr addrspace(1) %out, align 4
  ; 1 + 2^-11 is halfway between two halfs: ties to even gives 1.0.
  %tie = fptrunc double 0x3FF0020000000000 to half
  %one = fcmp oeq half %tie, 0xH3C00
  %onez = zext i1 %one to i32
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %onez, ptr addrspace(1) %p1, align 4
  %n = fneg half 0xH4000
  %ni = bitcast half %n to i16
  %nz = sext i16 %ni to i32
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %nz, ptr addrspace(1) %p2, align 4
  ; bfloat: float 1.1 (0x3F8CCCCD) rounds up to 0xR3F8D.
  %x = fptrunc float 0x3FF19999A0000000 to bfloat
  %xi = bitcast bfloat %x to i16
  %xz = zext i16 %xi to i32
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %xz, ptr addrspace(1) %p3, align 4
  %h = sitofp i32 1 to half
  %hi = bitcast half %h to i16
  %hz = zext i16 %hi to i32
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %hz, ptr addrspace(1) %p4, align 4
  %e = fpext bfloat 0xR3FC0 to float
  %ok = fcmp oeq float %e, 1.500000e+00
  %okz = zext i1 %ok to i32
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %okz, ptr addrspace(1) %p5, align 4
  %v = fmul <2 x half> <half 0xH4000, half 0xH4000>, <half 0xH3C00, half 0xH4400>
  %vi = bitcast <2 x half> %v to i32
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %vi, ptr addrspace(1) %p6, align 4
  %big = fptosi half 0xH4200 to i32
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %big, ptr addrspace(1) %p7, align 4
  ret void
}

