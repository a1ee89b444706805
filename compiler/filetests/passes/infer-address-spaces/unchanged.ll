; infer-address-spaces: functions where nothing changes and no remark is made. Generic
; parameters, loads, call results, generic globals and `inttoptr` give generic (rule 2); an
; addrspacecast used only by a call keeps its generic use (rule 5); `llvm.nvvm.isspacep` and
; `llvm.lifetime` are not rewritten (LLVM 19 has no NVPTX hook for them); a kernel's generic
; parameter and a generic alloca are not assumed anything without the options. Same output
; as opt-19 (the module unchanged).
; test: opt infer-address-spaces
; launch: @k (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gen = internal global i32 4
@slot = internal addrspace(3) global i32 0

define internal i32 @generic_sources(ptr %p, ptr %pp) {
entry:
  %a = load i32, ptr %p, align 4
  %q = load ptr, ptr %pp, align 8
  %b = load i32, ptr %q, align 4
  %c = load i32, ptr @gen, align 4
  %g = getelementptr i32, ptr @gen, i64 0
  %d = load i32, ptr %g, align 4
  %i = ptrtoint ptr %p to i64
  %j = add i64 %i, 0
  %r = inttoptr i64 %j to ptr
  %e = load i32, ptr %r, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  ret i32 %s4
}

define internal void @store_through(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define internal i1 @only_calls() {
entry:
  %s = addrspacecast ptr addrspace(3) @slot to ptr
  call void @store_through(ptr %s, i32 6)
  %g = getelementptr i8, ptr %s, i64 0
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  call void @llvm.lifetime.start.p0(i64 4, ptr %g)
  ret i1 %t
}

define ptx_kernel void @k(ptr %out) {
entry:
  %a = alloca ptr, align 8
  store ptr %out, ptr %a, align 8
  %v = call i32 @generic_sources(ptr %out, ptr %a)
  store i32 %v, ptr %out, align 4
  %t = call i1 @only_calls()
  %z = zext i1 %t to i32
  %o1 = getelementptr i32, ptr %out, i64 1
  store i32 %z, ptr %o1, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.lifetime.start.p0(i64, ptr)

; ==== expected output ====
; pipeline: infer-address-spaces
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @gen = internal global i32 4
; @slot = internal addrspace(3) global i32 0
;
; define internal i32 @generic_sources(ptr %p, ptr %pp) {
; entry:
;   %a = load i32, ptr %p, align 4
;   %q = load ptr, ptr %pp, align 8
;   %b = load i32, ptr %q, align 4
;   %c = load i32, ptr @gen, align 4
;   %g = getelementptr i32, ptr @gen, i64 0
;   %d = load i32, ptr %g, align 4
;   %i = ptrtoint ptr %p to i64
;   %j = add i64 %i, 0
;   %r = inttoptr i64 %j to ptr
;   %e = load i32, ptr %r, align 4
;   %s1 = add i32 %a, %b
;   %s2 = add i32 %s1, %c
;   %s3 = add i32 %s2, %d
;   %s4 = add i32 %s3, %e
;   ret i32 %s4
; }
;
; define internal void @store_through(ptr %p, i32 %v) {
; entry:
;   store i32 %v, ptr %p, align 4
;   ret void
; }
;
; define internal i1 @only_calls() {
; entry:
;   %s = addrspacecast ptr addrspace(3) @slot to ptr
;   call void @store_through(ptr %s, i32 6)
;   %g = getelementptr i8, ptr %s, i64 0
;   %t = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
;   call void @llvm.lifetime.start.p0(i64 4, ptr %g)
;   ret i1 %t
; }
;
; define ptx_kernel void @k(ptr %out) {
; entry:
;   %a = alloca ptr, align 8
;   store ptr %out, ptr %a, align 8
;   %v = call i32 @generic_sources(ptr %out, ptr %a)
;   store i32 %v, ptr %out, align 4
;   %t = call i1 @only_calls()
;   %z = zext i1 %t to i32
;   %o1 = getelementptr i32, ptr %out, i64 1
;   store i32 %z, ptr %o1, align 4
;   ret void
; }
;
; declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #0
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
