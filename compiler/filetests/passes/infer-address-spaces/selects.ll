; infer-address-spaces, rules 2 and 4 (selects): a select of two values of one space moves to
; it; a constant arm that can be cast to the other arm's space (`null`, `undef`, an
; addrspacecast of a global of that space) takes it, `null` becoming the constant
; `addrspacecast (ptr null to ptr addrspace(N))`; a select of two spaces, or of a constant
; checked first against a generic other arm, stays generic. Chains of selects follow. Same
; output as opt-19.
; test: opt infer-address-spaces
; launch: @k (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] zeroinitializer
@g = internal addrspace(1) global [4 x i32] zeroinitializer

define internal void @same_space(ptr addrspace(1) %out, i1 %c) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %a = getelementptr i32, ptr %o, i64 1
  %s = select i1 %c, ptr %o, ptr %a
  store i32 11, ptr %s, align 4
  ret void
}

define internal void @with_null(ptr addrspace(1) %out, i1 %c, i1 %d) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %a = getelementptr i32, ptr %o, i64 2
  %s1 = select i1 %c, ptr %a, ptr null
  %s2 = select i1 %d, ptr %s1, ptr undef
  %isnull = icmp eq ptr %s2, null
  br i1 %isnull, label %done, label %write

write:
  store i32 12, ptr %s2, align 4
  br label %done

done:
  ret void
}

define internal i32 @constant_arms(i1 %c) {
entry:
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 8)
  store i32 13, ptr %s, align 4
  %t = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %v = load i32, ptr %t, align 4
  %u = select i1 %c, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr null
  %w = load i32, ptr %u, align 4
  %r = add i32 %v, %w
  ret i32 %r
}

define internal void @two_spaces(ptr addrspace(1) %out, i1 %c) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %g3 = getelementptr i32, ptr %o, i64 3
  %s = select i1 %c, ptr %g3, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  store i32 14, ptr %s, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @same_space(ptr addrspace(1) %out, i1 false)
  call void @with_null(ptr addrspace(1) %out, i1 true, i1 true)
  call void @with_null(ptr addrspace(1) %out, i1 false, i1 true)
  %v = call i32 @constant_arms(i1 true)
  %w = call i32 @constant_arms(i1 false)
  call void @two_spaces(ptr addrspace(1) %out, i1 true)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %v, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 5
  store i32 %w, ptr addrspace(1) %o5, align 4
  %t2 = getelementptr i32, ptr addrspace(3) @tile, i64 2
  %x = load i32, ptr addrspace(3) %t2, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 6
  store i32 %x, ptr addrspace(1) %o6, align 4
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @same_space: rewrote (global) accesses=1 generic-left=0 exprs=2 casts=0
; remark: infer-address-spaces: @with_null: rewrote (global) accesses=1 generic-left=0 exprs=3 casts=0
; remark: infer-address-spaces: @constant_arms: rewrote (shared) accesses=1 generic-left=2 exprs=1 casts=0
; remark: infer-address-spaces: @two_spaces: rewrote (global) accesses=0 generic-left=1 exprs=1 casts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [8 x i32] zeroinitializer
; @g = internal addrspace(1) global [4 x i32] zeroinitializer
;
; define internal void @same_space(ptr addrspace(1) %out, i1 %c) {
; entry:
;   %a = getelementptr i32, ptr addrspace(1) %out, i64 1
;   %s = select i1 %c, ptr addrspace(1) %out, ptr addrspace(1) %a
;   store i32 11, ptr addrspace(1) %s, align 4
;   ret void
; }
;
; define internal void @with_null(ptr addrspace(1) %out, i1 %c, i1 %d) {
; entry:
;   %a = getelementptr i32, ptr addrspace(1) %out, i64 2
;   %s1 = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1))
;   %s2 = select i1 %d, ptr addrspace(1) %s1, ptr addrspace(1) undef
;   %isnull = icmp eq ptr addrspace(1) %s2, addrspacecast (ptr null to ptr addrspace(1))
;   br i1 %isnull, label %done, label %write
;
; write:
;   store i32 12, ptr addrspace(1) %s2, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; define internal i32 @constant_arms(i1 %c) {
; entry:
;   %s = select i1 %c, ptr addrspace(3) @tile, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 8)
;   store i32 13, ptr addrspace(3) %s, align 4
;   %t = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr)
;   %v = load i32, ptr %t, align 4
;   %u = select i1 %c, ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr null
;   %w = load i32, ptr %u, align 4
;   %r = add i32 %v, %w
;   ret i32 %r
; }
;
; define internal void @two_spaces(ptr addrspace(1) %out, i1 %c) {
; entry:
;   %g3 = getelementptr i32, ptr addrspace(1) %out, i64 3
;   %0 = addrspacecast ptr addrspace(1) %g3 to ptr
;   %s = select i1 %c, ptr %0, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
;   store i32 14, ptr %s, align 4
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   call void @same_space(ptr addrspace(1) %out, i1 false)
;   call void @with_null(ptr addrspace(1) %out, i1 true, i1 true)
;   call void @with_null(ptr addrspace(1) %out, i1 false, i1 true)
;   %v = call i32 @constant_arms(i1 true)
;   %w = call i32 @constant_arms(i1 false)
;   call void @two_spaces(ptr addrspace(1) %out, i1 true)
;   %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
;   store i32 %v, ptr addrspace(1) %o4, align 4
;   %o5 = getelementptr i32, ptr addrspace(1) %out, i64 5
;   store i32 %w, ptr addrspace(1) %o5, align 4
;   %t2 = getelementptr i32, ptr addrspace(3) @tile, i64 2
;   %x = load i32, ptr addrspace(3) %t2, align 4
;   %o6 = getelementptr i32, ptr addrspace(1) %out, i64 6
;   store i32 %x, ptr addrspace(1) %o6, align 4
;   ret void
; }
