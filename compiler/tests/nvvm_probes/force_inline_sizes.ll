; Seed 000's force-inline payload rules at their boundaries: a parameter payload of 384 bytes
; (not forced) and 388 (forced), each slot at least 4 bytes (95 and 96 `i8` parameters after an
; `i32`: 384 and 388), and a return of 144 bytes (not forced) and 148 (forced). NVVM 13.5 marks
; exactly the forced ones always-inline; the others go through its cost model.
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@p388 cost=always
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@s388 cost=always
; expect-nvvm: nvvm: @k: inlined (always inline attribute) callee=@r148 cost=always
; expect-nvvm-reason: @p384 cost
; expect-nvvm-reason: @s384 cost
; expect-nvvm-reason: @r144 cost
; expect-seam: force-inline: @p384: not-forced (none) params=384 return=4
; expect-seam: force-inline: @p388: force-inline (large-params) params=388 return=4
; expect-seam: force-inline: @s384: not-forced (none) params=384 return=4
; expect-seam: force-inline: @s388: force-inline (large-params) params=388 return=4
; expect-seam: force-inline: @r144: not-forced (none) params=4 return=144
; expect-seam: force-inline: @r148: force-inline (large-return) params=4 return=148

target triple = "nvptx64-nvidia-cuda"

define internal i32 @p384(i32 %x, [95 x i32] %p0) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @p388(i32 %x, [96 x i32] %p0) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @s384(i32 %x, i8 %p0, i8 %p1, i8 %p2, i8 %p3, i8 %p4, i8 %p5, i8 %p6, i8 %p7, i8 %p8, i8 %p9, i8 %p10, i8 %p11, i8 %p12, i8 %p13, i8 %p14, i8 %p15, i8 %p16, i8 %p17, i8 %p18, i8 %p19, i8 %p20, i8 %p21, i8 %p22, i8 %p23, i8 %p24, i8 %p25, i8 %p26, i8 %p27, i8 %p28, i8 %p29, i8 %p30, i8 %p31, i8 %p32, i8 %p33, i8 %p34, i8 %p35, i8 %p36, i8 %p37, i8 %p38, i8 %p39, i8 %p40, i8 %p41, i8 %p42, i8 %p43, i8 %p44, i8 %p45, i8 %p46, i8 %p47, i8 %p48, i8 %p49, i8 %p50, i8 %p51, i8 %p52, i8 %p53, i8 %p54, i8 %p55, i8 %p56, i8 %p57, i8 %p58, i8 %p59, i8 %p60, i8 %p61, i8 %p62, i8 %p63, i8 %p64, i8 %p65, i8 %p66, i8 %p67, i8 %p68, i8 %p69, i8 %p70, i8 %p71, i8 %p72, i8 %p73, i8 %p74, i8 %p75, i8 %p76, i8 %p77, i8 %p78, i8 %p79, i8 %p80, i8 %p81, i8 %p82, i8 %p83, i8 %p84, i8 %p85, i8 %p86, i8 %p87, i8 %p88, i8 %p89, i8 %p90, i8 %p91, i8 %p92, i8 %p93, i8 %p94) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @s388(i32 %x, i8 %p0, i8 %p1, i8 %p2, i8 %p3, i8 %p4, i8 %p5, i8 %p6, i8 %p7, i8 %p8, i8 %p9, i8 %p10, i8 %p11, i8 %p12, i8 %p13, i8 %p14, i8 %p15, i8 %p16, i8 %p17, i8 %p18, i8 %p19, i8 %p20, i8 %p21, i8 %p22, i8 %p23, i8 %p24, i8 %p25, i8 %p26, i8 %p27, i8 %p28, i8 %p29, i8 %p30, i8 %p31, i8 %p32, i8 %p33, i8 %p34, i8 %p35, i8 %p36, i8 %p37, i8 %p38, i8 %p39, i8 %p40, i8 %p41, i8 %p42, i8 %p43, i8 %p44, i8 %p45, i8 %p46, i8 %p47, i8 %p48, i8 %p49, i8 %p50, i8 %p51, i8 %p52, i8 %p53, i8 %p54, i8 %p55, i8 %p56, i8 %p57, i8 %p58, i8 %p59, i8 %p60, i8 %p61, i8 %p62, i8 %p63, i8 %p64, i8 %p65, i8 %p66, i8 %p67, i8 %p68, i8 %p69, i8 %p70, i8 %p71, i8 %p72, i8 %p73, i8 %p74, i8 %p75, i8 %p76, i8 %p77, i8 %p78, i8 %p79, i8 %p80, i8 %p81, i8 %p82, i8 %p83, i8 %p84, i8 %p85, i8 %p86, i8 %p87, i8 %p88, i8 %p89, i8 %p90, i8 %p91, i8 %p92, i8 %p93, i8 %p94, i8 %p95) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal [36 x i32] @r144(i32 %x) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  %r = insertvalue [36 x i32] zeroinitializer, i32 %c, 0
  ret [36 x i32] %r
}

define internal [37 x i32] @r148(i32 %x) {
  %a = mul i32 %x, %x
  %b = add i32 %a, 7
  %c = xor i32 %b, %x
  %r = insertvalue [37 x i32] zeroinitializer, i32 %c, 0
  ret [37 x i32] %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i8 %b) {
  %1 = call i32 @p384(i32 %n, [95 x i32] zeroinitializer)
  store volatile i32 %1, ptr addrspace(1) %out
  %2 = call i32 @p388(i32 %n, [96 x i32] zeroinitializer)
  store volatile i32 %2, ptr addrspace(1) %out
  %3 = call i32 @s384(i32 %n, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b)
  store volatile i32 %3, ptr addrspace(1) %out
  %4 = call i32 @s388(i32 %n, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b, i8 %b)
  store volatile i32 %4, ptr addrspace(1) %out
  %5 = call [36 x i32] @r144(i32 %n)
  %6 = extractvalue [36 x i32] %5, 0
  store volatile i32 %6, ptr addrspace(1) %out
  %7 = call [37 x i32] @r148(i32 %n)
  %8 = extractvalue [37 x i32] %7, 0
  store volatile i32 %8, ptr addrspace(1) %out
  ret void
}
