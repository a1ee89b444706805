; infer-address-spaces, rule 5 (atomics and read-only spaces): non-volatile `atomicrmw` and
; `cmpxchg` and atomic loads and stores move to the inferred space, keeping ordering, scope and
; alignment; the value operands (an `xchg` of a pointer) are generic uses.
; Differs from opt-19, on purpose: a store or atomic whose address resolves to const memory
; keeps its generic address (@to_const): seam's verifier rejects writes through const and param
; pointers (opt-19 writes `store i32 1, ptr addrspace(4) @table`); such a write is undefined
; behaviour when it runs (here it never does).
; test: opt infer-address-spaces
; launch: @k block=4 (out=i32[4] zero, ptrs=i64[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@count = internal addrspace(3) global i32 0
@table = internal addrspace(4) constant [2 x i32] [i32 1, i32 2]

define internal void @tally(ptr addrspace(1) %out, i32 %t) {
entry:
  %c = addrspacecast ptr addrspace(3) @count to ptr
  %old = atomicrmw add ptr %c, i32 1 syncscope("block") monotonic, align 4
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %p = getelementptr i32, ptr %o, i64 1
  %x = cmpxchg weak ptr %p, i32 0, i32 %t acq_rel monotonic, align 4
  %m = atomicrmw max ptr %o, i32 %t seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %n = load atomic i32, ptr %c acquire, align 4
  %q = getelementptr i32, ptr %o, i64 2
  store atomic i32 %n, ptr %q release, align 4
  ret void
}

define internal void @swap_ptr(ptr addrspace(1) %ptrs, ptr addrspace(1) %out) {
entry:
  %pp = addrspacecast ptr addrspace(1) %ptrs to ptr
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %v = getelementptr i32, ptr %o, i64 3
  %old = atomicrmw xchg ptr %pp, ptr %v monotonic, align 8
  %isnull = icmp eq ptr %old, null
  %z = zext i1 %isnull to i32
  store i32 %z, ptr %v, align 4
  store ptr null, ptr %pp, align 8
  ret void
}

define internal void @to_const(i1 %never) {
entry:
  %t = addrspacecast ptr addrspace(4) @table to ptr
  br i1 %never, label %bad, label %done

bad:
  store i32 1, ptr %t, align 4
  %r = atomicrmw add ptr %t, i32 1 monotonic, align 4
  br label %done

done:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %ptrs) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @tally(ptr addrspace(1) %out, i32 %t)
  call void @to_const(i1 false)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %one, label %end

one:
  call void @swap_ptr(ptr addrspace(1) %ptrs, ptr addrspace(1) %out)
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @tally: rewrote (global,shared) accesses=5 generic-left=0 exprs=2 casts=0
; remark: infer-address-spaces: @swap_ptr: rewrote (global) accesses=3 generic-left=0 exprs=1 casts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @count = internal addrspace(3) global i32 0
; @table = internal addrspace(4) constant [2 x i32] [i32 1, i32 2]
;
; define internal void @tally(ptr addrspace(1) %out, i32 %t) {
; entry:
;   %old = atomicrmw add ptr addrspace(3) @count, i32 1 syncscope("block") monotonic, align 4
;   %p = getelementptr i32, ptr addrspace(1) %out, i64 1
;   %x = cmpxchg weak ptr addrspace(1) %p, i32 0, i32 %t acq_rel monotonic, align 4
;   %m = atomicrmw max ptr addrspace(1) %out, i32 %t seq_cst, align 4
;   call void @llvm.nvvm.barrier0()
;   %n = load atomic i32, ptr addrspace(3) @count acquire, align 4
;   %q = getelementptr i32, ptr addrspace(1) %out, i64 2
;   store atomic i32 %n, ptr addrspace(1) %q release, align 4
;   ret void
; }
;
; define internal void @swap_ptr(ptr addrspace(1) %ptrs, ptr addrspace(1) %out) {
; entry:
;   %v = getelementptr i32, ptr addrspace(1) %out, i64 3
;   %0 = addrspacecast ptr addrspace(1) %v to ptr
;   %old = atomicrmw xchg ptr addrspace(1) %ptrs, ptr %0 monotonic, align 8
;   %isnull = icmp eq ptr %old, null
;   %z = zext i1 %isnull to i32
;   store i32 %z, ptr addrspace(1) %v, align 4
;   store ptr null, ptr addrspace(1) %ptrs, align 8
;   ret void
; }
;
; define internal void @to_const(i1 %never) {
; entry:
;   %t = addrspacecast ptr addrspace(4) @table to ptr
;   br i1 %never, label %bad, label %done
;
; bad:
;   store i32 1, ptr %t, align 4
;   %r = atomicrmw add ptr %t, i32 1 monotonic, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %ptrs) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   call void @tally(ptr addrspace(1) %out, i32 %t)
;   call void @to_const(i1 false)
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %one, label %end
;
; one:
;   call void @swap_ptr(ptr addrspace(1) %ptrs, ptr addrspace(1) %out)
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
