; infer-address-spaces, rule 5 (uses that need a generic pointer): a moved value keeps feeding
; its generic users through one `addrspacecast` back to generic placed right after it: a call
; argument, a stored value, a `ptrtoint`, a `ret`, a phi that joins two spaces. The original
; `addrspacecast` is kept for such uses instead of a round trip (@keeps_cast).
; Differs from opt-19, on purpose: LLVM makes one cast back per user (@shared_cast has two
; calls and a store through itself: opt-19 makes %0, %1, %2 and, for the store of %r through
; itself, keeps a copy of the old generic GEP alive, because its use walk skips the second
; operand of one user); seam makes one cast and rewrites both operands of the store.
; test: opt infer-address-spaces
; launch: @k block=2 (out=i64[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@slots = internal addrspace(3) global [2 x ptr] undef

define internal void @put(ptr %p, i64 %v) {
entry:
  store i64 %v, ptr %p, align 8
  ret void
}

define internal void @shared_cast(ptr addrspace(1) %out, i64 %i) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %q = getelementptr i64, ptr %o, i64 %i
  call void @put(ptr %q, i64 1)
  store i64 2, ptr %q, align 8
  call void @put(ptr %q, i64 3)
  %r = getelementptr i64, ptr %q, i64 2
  store ptr %r, ptr %r, align 8
  %back = load ptr, ptr %r, align 8
  %same = icmp eq ptr %back, %r
  %z = zext i1 %same to i64
  store i64 %z, ptr %r, align 8
  ret void
}

define internal i64 @keeps_cast(ptr addrspace(1) %out) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %v = load i64, ptr %o, align 8
  call void @put(ptr %o, i64 %v)
  %a = ptrtoint ptr %o to i64
  %b = getelementptr i8, ptr %o, i64 8
  %c = ptrtoint ptr %b to i64
  %d = sub i64 %c, %a
  ret i64 %d
}

define internal ptr @returns(ptr addrspace(1) %out) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %p = getelementptr i64, ptr %o, i64 6
  ret ptr %p
}

define internal i64 @phi_two_spaces(ptr addrspace(1) %out, i32 %t) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %g = getelementptr i64, ptr %o, i64 5
  %slot = getelementptr [2 x ptr], ptr addrspace(3) @slots, i32 0, i32 %t
  store ptr %g, ptr addrspace(3) %slot, align 8
  %first = icmp eq i32 %t, 0
  br i1 %first, label %s, label %join

s:
  %sh = addrspacecast ptr addrspace(3) %slot to ptr
  br label %join

join:
  %p = phi ptr [ %g, %entry ], [ %sh, %s ]
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %one, label %two

one:
  call void @shared_cast(ptr addrspace(1) %out, i64 0)
  %d = call i64 @keeps_cast(ptr addrspace(1) %out)
  %o4 = getelementptr i64, ptr addrspace(1) %out, i64 4
  store i64 %d, ptr addrspace(1) %o4, align 8
  %p = call ptr @returns(ptr addrspace(1) %out)
  store i64 66, ptr %p, align 8
  br label %two

two:
  call void @llvm.nvvm.barrier0()
  %v = call i64 @phi_two_spaces(ptr addrspace(1) %out, i32 %t)
  %t64 = zext i32 %t to i64
  %ok = icmp ne i64 %v, 0
  %z = zext i1 %ok to i64
  %o7 = getelementptr i64, ptr addrspace(1) %out, i64 7
  %both = add i64 %z, %t64
  %isone = icmp eq i32 %t, 1
  br i1 %isone, label %last, label %end

last:
  store i64 %both, ptr addrspace(1) %o7, align 8
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @shared_cast: rewrote (global) accesses=4 generic-left=0 exprs=2 casts=2
; remark: infer-address-spaces: @keeps_cast: rewrote (global) accesses=1 generic-left=0 exprs=0 casts=0
; remark: infer-address-spaces: @returns: rewrote (global) accesses=0 generic-left=0 exprs=1 casts=1
; remark: infer-address-spaces: @phi_two_spaces: rewrote (global) accesses=0 generic-left=1 exprs=1 casts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @slots = internal addrspace(3) global [2 x ptr] undef
;
; define internal void @put(ptr %p, i64 %v) {
; entry:
;   store i64 %v, ptr %p, align 8
;   ret void
; }
;
; define internal void @shared_cast(ptr addrspace(1) %out, i64 %i) {
; entry:
;   %q = getelementptr i64, ptr addrspace(1) %out, i64 %i
;   %0 = addrspacecast ptr addrspace(1) %q to ptr
;   call void @put(ptr %0, i64 1)
;   store i64 2, ptr addrspace(1) %q, align 8
;   call void @put(ptr %0, i64 3)
;   %r = getelementptr i64, ptr addrspace(1) %q, i64 2
;   %1 = addrspacecast ptr addrspace(1) %r to ptr
;   store ptr %1, ptr addrspace(1) %r, align 8
;   %back = load ptr, ptr addrspace(1) %r, align 8
;   %same = icmp eq ptr %back, %1
;   %z = zext i1 %same to i64
;   store i64 %z, ptr addrspace(1) %r, align 8
;   ret void
; }
;
; define internal i64 @keeps_cast(ptr addrspace(1) %out) {
; entry:
;   %o = addrspacecast ptr addrspace(1) %out to ptr
;   %v = load i64, ptr addrspace(1) %out, align 8
;   call void @put(ptr %o, i64 %v)
;   %a = ptrtoint ptr %o to i64
;   %b = getelementptr i8, ptr %o, i64 8
;   %c = ptrtoint ptr %b to i64
;   %d = sub i64 %c, %a
;   ret i64 %d
; }
;
; define internal ptr @returns(ptr addrspace(1) %out) {
; entry:
;   %p = getelementptr i64, ptr addrspace(1) %out, i64 6
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   ret ptr %0
; }
;
; define internal i64 @phi_two_spaces(ptr addrspace(1) %out, i32 %t) {
; entry:
;   %g = getelementptr i64, ptr addrspace(1) %out, i64 5
;   %0 = addrspacecast ptr addrspace(1) %g to ptr
;   %slot = getelementptr [2 x ptr], ptr addrspace(3) @slots, i32 0, i32 %t
;   store ptr %0, ptr addrspace(3) %slot, align 8
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %s, label %join
;
; s:
;   %sh = addrspacecast ptr addrspace(3) %slot to ptr
;   br label %join
;
; join:
;   %p = phi ptr [ %0, %entry ], [ %sh, %s ]
;   %v = load i64, ptr %p, align 8
;   ret i64 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %one, label %two
;
; one:
;   call void @shared_cast(ptr addrspace(1) %out, i64 0)
;   %d = call i64 @keeps_cast(ptr addrspace(1) %out)
;   %o4 = getelementptr i64, ptr addrspace(1) %out, i64 4
;   store i64 %d, ptr addrspace(1) %o4, align 8
;   %p = call ptr @returns(ptr addrspace(1) %out)
;   store i64 66, ptr %p, align 8
;   br label %two
;
; two:
;   call void @llvm.nvvm.barrier0()
;   %v = call i64 @phi_two_spaces(ptr addrspace(1) %out, i32 %t)
;   %t64 = zext i32 %t to i64
;   %ok = icmp ne i64 %v, 0
;   %z = zext i1 %ok to i64
;   %o7 = getelementptr i64, ptr addrspace(1) %out, i64 7
;   %both = add i64 %z, %t64
;   %isone = icmp eq i32 %t, 1
;   br i1 %isone, label %last, label %end
;
; last:
;   store i64 %both, ptr addrspace(1) %o7, align 8
;   br label %end
;
; end:
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare void @llvm.nvvm.barrier0() #1
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { convergent nocallback nounwind }
