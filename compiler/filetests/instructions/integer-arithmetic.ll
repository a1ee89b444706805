; Integer binary operations with every flag they allow.
; test: roundtrip
; test: verify

define i32 @arith(i32 %a, i32 %b) {
  %add = add i32 %a, %b
  %add_nuw = add nuw i32 %a, 1
  %add_nsw = add nsw i32 %a, -1
  %add_both = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %a, %b
  %mul = mul nuw i32 %a, 3
  %udiv = udiv i32 %a, %b
  %udiv_exact = udiv exact i32 %a, 4
  %sdiv = sdiv exact i32 %a, -4
  %urem = urem i32 %a, 7
  %srem = srem i32 %a, 7
  %shl = shl nuw nsw i32 %a, 3
  %lshr = lshr exact i32 %a, 2
  %ashr = ashr i32 %a, 31
  %and = and i32 %a, 255
  %or = or disjoint i32 %a, 256
  %or_plain = or i32 %a, %b
  %xor = xor i32 %a, -1
  ret i32 %xor
}

define i64 @wide(i64 %x, i1 %c, i8 %b) {
  %m = mul nsw i64 %x, %x
  %n = xor i1 %c, true
  %k = add i8 %b, -128
  ret i64 %m
}

; ==== expected output ====
; define i32 @arith(i32 %a, i32 %b) {
;   %add = add i32 %a, %b
;   %add_nuw = add nuw i32 %a, 1
;   %add_nsw = add nsw i32 %a, -1
;   %add_both = add nuw nsw i32 %a, %b
;   %sub = sub nsw i32 %a, %b
;   %mul = mul nuw i32 %a, 3
;   %udiv = udiv i32 %a, %b
;   %udiv_exact = udiv exact i32 %a, 4
;   %sdiv = sdiv exact i32 %a, -4
;   %urem = urem i32 %a, 7
;   %srem = srem i32 %a, 7
;   %shl = shl nuw nsw i32 %a, 3
;   %lshr = lshr exact i32 %a, 2
;   %ashr = ashr i32 %a, 31
;   %and = and i32 %a, 255
;   %or = or disjoint i32 %a, 256
;   %or_plain = or i32 %a, %b
;   %xor = xor i32 %a, -1
;   ret i32 %xor
; }
;
; define i64 @wide(i64 %x, i1 %c, i8 %b) {
;   %m = mul nsw i64 %x, %x
;   %n = xor i1 %c, true
;   %k = add i8 %b, -128
;   ret i64 %m
; }
