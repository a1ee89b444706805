; infer-address-spaces, rules 2 and 4 (phis): a phi of values in one space moves to it, through
; loops (the back edge carries a GEP of the phi itself); a phi joining two spaces, a generic
; parameter, `null` or `undef` stays generic (LLVM 19 gives phis no special case for constants,
; unlike selects). A moved loop value used after the loop by a call gets a cast back right after
; it, a moved phi's after the block's phis (@pick_global). Same output as opt-19.
; test: opt infer-address-spaces
; launch: @k block=2 (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] undef

define internal void @note(ptr %p) {
entry:
  store i32 9, ptr %p, align 4
  ret void
}

; A loop walking shared memory: %p and %next move to space 3.
define internal void @clear_shared(i32 %t) {
entry:
  %base = addrspacecast ptr addrspace(3) @tile to ptr
  %i = sext i32 %t to i64
  %start = getelementptr i32, ptr %base, i64 %i
  br label %loop

loop:
  %p = phi ptr [ %start, %entry ], [ %next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  store i32 %n, ptr %p, align 4
  %next = getelementptr inbounds i32, ptr %p, i64 2
  %n1 = add i32 %n, 1
  %done = icmp eq i32 %n1, 3
  br i1 %done, label %exit, label %loop

exit:
  call void @note(ptr %next)
  ret void
}

; Two arms from global memory: the phi moves to space 1.
define internal void @pick_global(ptr addrspace(1) %out, i1 %c) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr i32, ptr %o, i64 1
  br label %join

b:
  %pb = getelementptr i32, ptr %o, i64 2
  br label %join

join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %flag = phi i1 [ true, %a ], [ false, %b ]
  store i32 5, ptr %p, align 4
  br i1 %flag, label %tell, label %done

tell:
  call void @note(ptr %p)
  br label %done

done:
  ret void
}

; Global and shared arms: the phi stays generic, so do its inputs.
define internal void @pick_mixed(ptr addrspace(1) %out, i1 %c) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  br i1 %c, label %a, label %join

a:
  br label %join

join:
  %p = phi ptr [ %o, %a ], [ %s, %entry ]
  %v = load i32, ptr %p, align 4
  %q = getelementptr i32, ptr %o, i64 3
  store i32 %v, ptr %q, align 4
  ret void
}

; A phi with null (or undef) stays generic in LLVM 19.
define internal void @maybe_null(ptr addrspace(1) %out, i1 %c) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  br i1 %c, label %a, label %join

a:
  br label %join

join:
  %p = phi ptr [ %o, %a ], [ null, %entry ]
  %u = phi ptr [ %o, %a ], [ undef, %entry ]
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %write

write:
  %q = getelementptr i32, ptr %p, i64 4
  store i32 1, ptr %q, align 4
  %r = getelementptr i32, ptr %u, i64 5
  store i32 2, ptr %r, align 4
  br label %done

done:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @clear_shared(i32 %t)
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %one, label %end

one:
  call void @pick_global(ptr addrspace(1) %out, i1 true)
  call void @pick_global(ptr addrspace(1) %out, i1 false)
  call void @pick_mixed(ptr addrspace(1) %out, i1 true)
  call void @maybe_null(ptr addrspace(1) %out, i1 true)
  call void @maybe_null(ptr addrspace(1) %out, i1 false)
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  %s7 = getelementptr i32, ptr %s, i64 7
  %v = load i32, ptr %s7, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %out, i64 7
  store i32 %v, ptr addrspace(1) %o7, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @clear_shared: rewrote (shared) accesses=1 generic-left=0 exprs=3 casts=1
; remark: infer-address-spaces: @pick_global: rewrote (global) accesses=1 generic-left=0 exprs=3 casts=1
; remark: infer-address-spaces: @pick_mixed: rewrote (global) accesses=1 generic-left=1 exprs=1 casts=0
; remark: infer-address-spaces: @k: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [8 x i32] undef
;
; define internal void @note(ptr %p) {
; entry:
;   store i32 9, ptr %p, align 4
;   ret void
; }
;
; define internal void @clear_shared(i32 %t) {
; entry:
;   %i = sext i32 %t to i64
;   %start = getelementptr i32, ptr addrspace(3) @tile, i64 %i
;   br label %loop
;
; loop:
;   %p = phi ptr addrspace(3) [ %start, %entry ], [ %next, %loop ]
;   %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
;   store i32 %n, ptr addrspace(3) %p, align 4
;   %next = getelementptr inbounds i32, ptr addrspace(3) %p, i64 2
;   %0 = addrspacecast ptr addrspace(3) %next to ptr
;   %n1 = add i32 %n, 1
;   %done = icmp eq i32 %n1, 3
;   br i1 %done, label %exit, label %loop
;
; exit:
;   call void @note(ptr %0)
;   ret void
; }
;
; define internal void @pick_global(ptr addrspace(1) %out, i1 %c) {
; entry:
;   br i1 %c, label %a, label %b
;
; a:
;   %pa = getelementptr i32, ptr addrspace(1) %out, i64 1
;   br label %join
;
; b:
;   %pb = getelementptr i32, ptr addrspace(1) %out, i64 2
;   br label %join
;
; join:
;   %p = phi ptr addrspace(1) [ %pa, %a ], [ %pb, %b ]
;   %flag = phi i1 [ true, %a ], [ false, %b ]
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   store i32 5, ptr addrspace(1) %p, align 4
;   br i1 %flag, label %tell, label %done
;
; tell:
;   call void @note(ptr %0)
;   br label %done
;
; done:
;   ret void
; }
;
; define internal void @pick_mixed(ptr addrspace(1) %out, i1 %c) {
; entry:
;   %o = addrspacecast ptr addrspace(1) %out to ptr
;   %s = addrspacecast ptr addrspace(3) @tile to ptr
;   br i1 %c, label %a, label %join
;
; a:
;   br label %join
;
; join:
;   %p = phi ptr [ %o, %a ], [ %s, %entry ]
;   %v = load i32, ptr %p, align 4
;   %q = getelementptr i32, ptr addrspace(1) %out, i64 3
;   store i32 %v, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; define internal void @maybe_null(ptr addrspace(1) %out, i1 %c) {
; entry:
;   %o = addrspacecast ptr addrspace(1) %out to ptr
;   br i1 %c, label %a, label %join
;
; a:
;   br label %join
;
; join:
;   %p = phi ptr [ %o, %a ], [ null, %entry ]
;   %u = phi ptr [ %o, %a ], [ undef, %entry ]
;   %isnull = icmp eq ptr %p, null
;   br i1 %isnull, label %done, label %write
;
; write:
;   %q = getelementptr i32, ptr %p, i64 4
;   store i32 1, ptr %q, align 4
;   %r = getelementptr i32, ptr %u, i64 5
;   store i32 2, ptr %r, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   call void @clear_shared(i32 %t)
;   call void @llvm.nvvm.barrier0()
;   %first = icmp eq i32 %t, 0
;   br i1 %first, label %one, label %end
;
; one:
;   call void @pick_global(ptr addrspace(1) %out, i1 true)
;   call void @pick_global(ptr addrspace(1) %out, i1 false)
;   call void @pick_mixed(ptr addrspace(1) %out, i1 true)
;   call void @maybe_null(ptr addrspace(1) %out, i1 true)
;   call void @maybe_null(ptr addrspace(1) %out, i1 false)
;   %s7 = getelementptr i32, ptr addrspace(3) @tile, i64 7
;   %v = load i32, ptr addrspace(3) %s7, align 4
;   %o7 = getelementptr i32, ptr addrspace(1) %out, i64 7
;   store i32 %v, ptr addrspace(1) %o7, align 4
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
