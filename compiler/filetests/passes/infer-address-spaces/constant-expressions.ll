; infer-address-spaces, rules 1 and 4 (constant expressions): a constant `addrspacecast` from a
; specific space, and a constant GEP on one, are flat address expressions like instructions:
; loads and stores through them take the global directly or the GEP cloned into its space; an
; instruction's other uses of the GEP expression become the constant `addrspacecast` of the
; clone (as LLVM rewrites every use in the function); a phi of one moves with it. Same output
; as opt-19.
; test: opt infer-address-spaces
; launch: @k (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] zeroinitializer

define internal void @put(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define internal i32 @via_constants() {
entry:
  store i32 1, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  store i32 2, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4), align 4
  call void @put(ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4), i32 3)
  %a = load i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  %b = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4), align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define internal i32 @phi_of_constants(i1 %c) {
entry:
  %p = addrspacecast ptr addrspace(3) @tile to ptr
  br i1 %c, label %x, label %y

x:
  br label %y

y:
  %q = phi ptr [ %p, %entry ], [ getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 8), %x ]
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = call i32 @via_constants()
  store i32 %a, ptr addrspace(1) %out, align 4
  %b = call i32 @phi_of_constants(i1 true)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  %c = call i32 @phi_of_constants(i1 false)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %c, ptr addrspace(1) %o2, align 4
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @via_constants: rewrote (shared) accesses=4 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @phi_of_constants: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [4 x i32] zeroinitializer
;
; define internal void @put(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define internal i32 @via_constants() {
; entry:
;   store i32 1, ptr addrspace(3) @tile, align 4
;   store i32 2, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 4), align 4
;   call void @put(ptr addrspacecast (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 4) to ptr), i32 3)
;   %a = load i32, ptr addrspace(3) @tile, align 4
;   %b = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 4), align 4
;   %s = add i32 %a, %b
;   ret i32 %s
; }
;
; define internal i32 @phi_of_constants(i1 %c) {
; entry:
;   br i1 %c, label %x, label %y
;
; x:
;   br label %y
;
; y:
;   %q = phi ptr addrspace(3) [ @tile, %entry ], [ getelementptr inbounds (i8, ptr addrspace(3) @tile, i64 8), %x ]
;   %v = load i32, ptr addrspace(3) %q, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %a = call i32 @via_constants()
;   store i32 %a, ptr addrspace(1) %out, align 4
;   %b = call i32 @phi_of_constants(i1 true)
;   %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   %c = call i32 @phi_of_constants(i1 false)
;   %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
;   store i32 %c, ptr addrspace(1) %o2, align 4
;   ret void
; }
