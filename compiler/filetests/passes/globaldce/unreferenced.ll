; globaldce: roots are kernels (even internal ones) and externally visible definitions;
; everything they reach stays, through calls, function tables and constant expressions.
; Unreferenced internal and linkonce_odr functions, unreferenced internal globals (also the
; chain @dead_table -> @dead_fn), and declarations nothing calls go; the external @keep_ext
; and the weak @keep_weak stay although nothing refers to them.
; test: opt globaldce
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@live_table = internal constant [1 x ptr] [ptr @via_table], align 8
@dead_table = internal constant [1 x ptr] [ptr @dead_fn], align 8
@unused = internal addrspace(1) global i32 5, align 4
@keep_ext = addrspace(1) global i32 6, align 4
@used = internal addrspace(1) global [2 x i32] [i32 1, i32 2], align 4

declare i32 @never_called(i32)

define internal i32 @via_table(i32 %x) {
  %y = add i32 %x, 40
  ret i32 %y
}

define internal i32 @dead_fn(i32 %x) {
  %y = call i32 @never_called(i32 %x)
  ret i32 %y
}

define linkonce_odr i32 @odr_unused(i32 %x) {
  ret i32 %x
}

define weak i32 @keep_weak(i32 %x) {
  ret i32 %x
}

define internal i32 @direct(i32 %x) {
  %p = getelementptr inbounds [2 x i32], ptr addrspace(1) @used, i64 0, i64 1
  %v = load i32, ptr addrspace(1) %p, align 4
  %y = add i32 %x, %v
  ret i32 %y
}

define internal ptx_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @direct(i32 %tid)
  %f = load ptr, ptr addrspace(4) addrspacecast (ptr @live_table to ptr addrspace(4)), align 8
  %b = call i32 %f(i32 %a)
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %b, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: globaldce
; remark: globaldce: @never_called: deleted (unreferenced) kind=declaration
; remark: globaldce: @dead_fn: deleted (unreferenced) kind=function
; remark: globaldce: @odr_unused: deleted (unreferenced) kind=function
; remark: globaldce: @dead_table: deleted (unreferenced) kind=global
; remark: globaldce: @unused: deleted (unreferenced) kind=global
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @live_table = internal constant [1 x ptr] [ptr @via_table], align 8
; @keep_ext = addrspace(1) global i32 6, align 4
; @used = internal addrspace(1) global [2 x i32] [i32 1, i32 2], align 4
;
; define internal i32 @via_table(i32 %x) {
;   %y = add i32 %x, 40
;   ret i32 %y
; }
;
; define weak i32 @keep_weak(i32 %x) {
;   ret i32 %x
; }
;
; define internal i32 @direct(i32 %x) {
;   %p = getelementptr inbounds [2 x i32], ptr addrspace(1) @used, i64 0, i64 1
;   %v = load i32, ptr addrspace(1) %p, align 4
;   %y = add i32 %x, %v
;   ret i32 %y
; }
;
; define internal ptx_kernel void @k(ptr addrspace(1) %out) {
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a = call i32 @direct(i32 %tid)
;   %f = load ptr, ptr addrspace(4) addrspacecast (ptr @live_table to ptr addrspace(4)), align 8
;   %b = call i32 %f(i32 %a)
;   %idx = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %b, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
