; infer-address-spaces, rule 5 (icmp): an icmp of two values moved to one space compares in that
; space; so does one of a moved value and a constant that can be cast there (`null` becomes
; `addrspacecast (ptr null to ptr addrspace(1))`, `undef` stays `undef`, the addrspacecast of a
; global of that space becomes the global). An icmp of two spaces, or of a moved value and a
; generic one, compares generic values (casts back). The compared casts die once unused. Same
; output as opt-19, except that @mixed shares one cast back where opt-19 makes one per icmp.
; test: opt infer-address-spaces
; launch: @k (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] zeroinitializer

define internal i32 @same_space(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %pa = addrspacecast ptr addrspace(1) %a to ptr
  %pb = addrspacecast ptr addrspace(1) %b to ptr
  %ga = getelementptr i8, ptr %pa, i64 4
  %gb = getelementptr i8, ptr %pb, i64 4
  %c1 = icmp eq ptr %ga, %gb
  %c2 = icmp ult ptr %pa, %pb
  %c3 = icmp ne ptr %ga, null
  %c4 = icmp ne ptr %ga, undef
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %r1 = add i32 %z1, %z2
  %r2 = add i32 %r1, %z3
  %f = freeze i1 %c4
  %z4 = zext i1 %f to i32
  %r3 = mul i32 %z4, 0
  %r = add i32 %r2, %r3
  ret i32 %r
}

define internal i32 @with_global(i64 %i) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  %p = getelementptr i32, ptr %s, i64 %i
  %c = icmp eq ptr %p, addrspacecast (ptr addrspace(3) @tile to ptr)
  %z = zext i1 %c to i32
  ret i32 %z
}

define internal i32 @mixed(ptr addrspace(1) %a, ptr %q) {
entry:
  %pa = addrspacecast ptr addrspace(1) %a to ptr
  %ga = getelementptr i8, ptr %pa, i64 4
  %gs = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4
  %c1 = icmp eq ptr %ga, %gs
  %c2 = icmp eq ptr %ga, %q
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %r = add i32 %z1, %z2
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  %a = call i32 @same_space(ptr addrspace(1) %out, ptr addrspace(1) %o1)
  store i32 %a, ptr addrspace(1) %out, align 4
  %b = call i32 @same_space(ptr addrspace(1) %out, ptr addrspace(1) %out)
  store i32 %b, ptr addrspace(1) %o1, align 4
  %c = call i32 @with_global(i64 0)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %c, ptr addrspace(1) %o2, align 4
  %d = call i32 @with_global(i64 1)
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %d, ptr addrspace(1) %o3, align 4
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %gp = getelementptr i8, ptr %g, i64 4
  %e = call i32 @mixed(ptr addrspace(1) %out, ptr %gp)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %e, ptr addrspace(1) %o4, align 4
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @same_space: rewrote (global) accesses=0 generic-left=0 exprs=2 casts=0
; remark: infer-address-spaces: @with_global: rewrote (shared) accesses=0 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @mixed: rewrote (global,shared) accesses=0 generic-left=0 exprs=2 casts=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [4 x i32] zeroinitializer
;
; define internal i32 @same_space(ptr addrspace(1) %a, ptr addrspace(1) %b) {
; entry:
;   %ga = getelementptr i8, ptr addrspace(1) %a, i64 4
;   %gb = getelementptr i8, ptr addrspace(1) %b, i64 4
;   %c1 = icmp eq ptr addrspace(1) %ga, %gb
;   %c2 = icmp ult ptr addrspace(1) %a, %b
;   %c3 = icmp ne ptr addrspace(1) %ga, addrspacecast (ptr null to ptr addrspace(1))
;   %c4 = icmp ne ptr addrspace(1) %ga, undef
;   %z1 = zext i1 %c1 to i32
;   %z2 = zext i1 %c2 to i32
;   %z3 = zext i1 %c3 to i32
;   %r1 = add i32 %z1, %z2
;   %r2 = add i32 %r1, %z3
;   %f = freeze i1 %c4
;   %z4 = zext i1 %f to i32
;   %r3 = mul i32 %z4, 0
;   %r = add i32 %r2, %r3
;   ret i32 %r
; }
;
; define internal i32 @with_global(i64 %i) {
; entry:
;   %p = getelementptr i32, ptr addrspace(3) @tile, i64 %i
;   %c = icmp eq ptr addrspace(3) %p, @tile
;   %z = zext i1 %c to i32
;   ret i32 %z
; }
;
; define internal i32 @mixed(ptr addrspace(1) %a, ptr %q) {
; entry:
;   %ga = getelementptr i8, ptr addrspace(1) %a, i64 4
;   %0 = addrspacecast ptr addrspace(1) %ga to ptr
;   %gs = getelementptr i8, ptr addrspace(3) @tile, i64 4
;   %1 = addrspacecast ptr addrspace(3) %gs to ptr
;   %c1 = icmp eq ptr %0, %1
;   %c2 = icmp eq ptr %0, %q
;   %z1 = zext i1 %c1 to i32
;   %z2 = zext i1 %c2 to i32
;   %r = add i32 %z1, %z2
;   ret i32 %r
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
;   %a = call i32 @same_space(ptr addrspace(1) %out, ptr addrspace(1) %o1)
;   store i32 %a, ptr addrspace(1) %out, align 4
;   %b = call i32 @same_space(ptr addrspace(1) %out, ptr addrspace(1) %out)
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   %c = call i32 @with_global(i64 0)
;   %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
;   store i32 %c, ptr addrspace(1) %o2, align 4
;   %d = call i32 @with_global(i64 1)
;   %o3 = getelementptr i32, ptr addrspace(1) %out, i64 3
;   store i32 %d, ptr addrspace(1) %o3, align 4
;   %g = addrspacecast ptr addrspace(1) %out to ptr
;   %gp = getelementptr i8, ptr %g, i64 4
;   %e = call i32 @mixed(ptr addrspace(1) %out, ptr %gp)
;   %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
;   store i32 %e, ptr addrspace(1) %o4, align 4
;   ret void
; }
