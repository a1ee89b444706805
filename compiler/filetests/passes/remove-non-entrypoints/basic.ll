; remove-non-entrypoints: after inline-all, every function but the entry point goes, the
; declarations it does not call included; the intrinsic it calls stays. The function table
; only the deleted kernel used goes with the functions it names; @count, which the deleted
; kernel wrote but @main never touches, stays (what @main's launches observe is unchanged).
; Without entry=, the only kernel would be... there are two: an error. Before inline-all, the
; entry point still calls @helper: an error naming it.
; test: opt inline-all<entry=main>,remove-non-entrypoints<entry=main>
; test: opt-error remove-non-entrypoints<entry=main> still calls or refers to @helper: run inline-all first
; test: opt-error remove-non-entrypoints 2 kernels
; launch: @main grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@count = internal addrspace(1) global i32 0, align 4
@table = internal constant [1 x ptr] [ptr @cb], align 8

declare i32 @unused(i32)

define internal i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @cb(i32 %x) {
  ret i32 %x
}

define ptx_kernel void @main(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @helper(i32 %tid)
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @second(ptr addrspace(1) %out) {
  %f = load ptr, ptr addrspace(4) addrspacecast (ptr @table to ptr addrspace(4)), align 8
  %v = call i32 %f(i32 3)
  %old = atomicrmw add ptr addrspace(1) @count, i32 %v monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline-all<entry=main>,remove-non-entrypoints<entry=main>
; remark: inline-all: @main: inlined (inline-all) callee=@helper growth=0
; remark: inline-all: @main: summary inlined=1 insts=6
; remark: remove-non-entrypoints: @unused: deleted (not-entry) kind=declaration
; remark: remove-non-entrypoints: @helper: deleted (not-entry) kind=function
; remark: remove-non-entrypoints: @cb: deleted (not-entry) kind=function
; remark: remove-non-entrypoints: @second: deleted (not-entry) kind=function
; remark: remove-non-entrypoints: @table: deleted (refers-to-deleted) kind=global
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @count = internal addrspace(1) global i32 0, align 4
;
; define ptx_kernel void @main(ptr addrspace(1) %out) {
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %y.i = add i32 %tid, 1
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %y.i, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: remove-non-entrypoints<entry=main>
; error: pass remove-non-entrypoints<entry=main>: the entry point @main still calls or refers to @helper: run inline-all first
; pipeline: remove-non-entrypoints
; error: pass remove-non-entrypoints: 2 kernels (@main, @second): name the entry point with entry=NAME
