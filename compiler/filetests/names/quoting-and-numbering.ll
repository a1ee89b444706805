; Names that need quotes, names with escapes, a local named like a global, numbered values
; interleaved with named ones, unnamed parameters, and numbered values the printer renumbers
; after a named one.
; test: roundtrip
; test: verify

@"global with spaces" = global i32 0
@"\01mangled" = global i32 1
@"quote\22name" = global i32 2
@.str = private constant [2 x i8] c"x\00"
@a.b-c$d = global i32 3

define i32 @"fn name"(i32 %"arg one", i32 %0, i32 %1) {
"entry block":
  %2 = add i32 %"arg one", %0
  %"tmp.2" = add i32 %2, %1
  %3 = mul i32 %"tmp.2", 2
  %-dash = sub i32 %3, 1
  %.dot = add i32 %-dash, 1
  br label %"next block"

"next block":
  %"ünïcode" = add i32 %.dot, 0
  %4 = load i32, ptr @"global with spaces"
  ret i32 %4
}

define void @unnamed_params(i32, ptr) {
  ret void
}

; ==== expected output ====
; @"global with spaces" = global i32 0
; @"\01mangled" = global i32 1
; @"quote\22name" = global i32 2
; @.str = private constant [2 x i8] c"x\00"
; @a.b-c$d = global i32 3
;
; define i32 @"fn name"(i32 %"arg one", i32 %0, i32 %1) {
; "entry block":
;   %2 = add i32 %"arg one", %0
;   %tmp.2 = add i32 %2, %1
;   %3 = mul i32 %tmp.2, 2
;   %-dash = sub i32 %3, 1
;   %.dot = add i32 %-dash, 1
;   br label %"next block"
;
; "next block":
;   %"\C3\BCn\C3\AFcode" = add i32 %.dot, 0
;   %4 = load i32, ptr @"global with spaces", align 4
;   ret i32 %4
; }
;
; define void @unnamed_params(i32 %0, ptr %1) {
;   ret void
; }
