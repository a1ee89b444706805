; infer-address-spaces on unreachable code, which may hold cycles without a source: a phi that
; only feeds itself stays uninitialized and unchanged; a moved phi's operand coming from such a
; cycle becomes `poison` (@uninit_operand; opt-19 leaves a null operand there and its verifier
; rejects the module); of two casts to shared memory that would each replace the other (only
; possible where nothing dominates), the first is kept (@cast_cycle). Otherwise as opt-19.
; test: opt infer-address-spaces
; launch: @k (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] zeroinitializer

define internal void @self_phi() {
entry:
  ret void

dead:
  %p = phi ptr [ %p, %dead ]
  store i32 0, ptr %p, align 4
  br label %dead
}

define internal void @uninit_operand(i1 %c) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  br label %j

dead:
  %q = phi ptr [ %q, %dead ]
  br i1 %c, label %j, label %dead

j:
  %p = phi ptr [ %s, %entry ], [ %q, %dead ]
  store i32 4, ptr %p, align 4
  ret void
}

define internal void @cast_cycle() {
entry:
  ret void

dead:
  %m1 = addrspacecast ptr addrspace(3) %s2 to ptr
  %s1 = addrspacecast ptr %m1 to ptr addrspace(3)
  %m2 = addrspacecast ptr addrspace(3) %s1 to ptr
  %s2 = addrspacecast ptr %m2 to ptr addrspace(3)
  store i32 0, ptr %m1, align 4
  store i32 1, ptr addrspace(3) %s2, align 4
  br label %dead
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @self_phi()
  call void @uninit_operand(i1 true)
  call void @cast_cycle()
  %v = load i32, ptr addrspace(3) @tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @uninit_operand: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @cast_cycle: rewrote (shared) accesses=1 generic-left=0 exprs=0 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [4 x i32] zeroinitializer
;
; define internal void @self_phi() {
; entry:
;   ret void
;
; dead:
;   %p = phi ptr [ %p, %dead ]
;   store i32 0, ptr %p, align 4
;   br label %dead
; }
;
; define internal void @uninit_operand(i1 %c) {
; entry:
;   br label %j
;
; dead:
;   %q = phi ptr [ %q, %dead ]
;   br i1 %c, label %j, label %dead
;
; j:
;   %p = phi ptr addrspace(3) [ @tile, %entry ], [ poison, %dead ]
;   store i32 4, ptr addrspace(3) %p, align 4
;   ret void
; }
;
; define internal void @cast_cycle() {
; entry:
;   ret void
;
; dead:
;   %m1 = addrspacecast ptr addrspace(3) %s1 to ptr
;   %s1 = addrspacecast ptr %m1 to ptr addrspace(3)
;   store i32 0, ptr addrspace(3) %s1, align 4
;   store i32 1, ptr addrspace(3) %s1, align 4
;   br label %dead
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   call void @self_phi()
;   call void @uninit_operand(i1 true)
;   call void @cast_cycle()
;   %v = load i32, ptr addrspace(3) @tile, align 4
;   store i32 %v, ptr addrspace(1) %out, align 4
;   ret void
; }
