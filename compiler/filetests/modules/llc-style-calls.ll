; In the style of LLVM's NVPTX call-lowering tests (param-load-store.ll, indirect calls through a
; prototype, recursion): scalar, pointer and aggregate arguments and returns. tests/codegen.rs
; counts the .param traffic LLVM 19 gives these calls.
; test: verify
; test: interpret
; launch: @calls (out=i32[4] zero)
; expect: out: i32[4] = {7, -5, 7, 120}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i64 }

@table = internal addrspace(1) global [1 x ptr] [ptr @fact], align 8

define internal i64 @add2(i32 %a, i32 %b) noinline {
  %s = add i32 %a, %b
  %w = zext i32 %s to i64
  ret i64 %w
}

define internal %pair @make_pair(i32 %x) noinline {
  %p0 = insertvalue %pair undef, i32 %x, 0
  %w = sext i32 %x to i64
  %p1 = insertvalue %pair %p0, i64 %w, 1
  ret %pair %p1
}

define internal i32 @load_through(ptr %p) noinline {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @fact(i32 %n) noinline {
entry:
  %c = icmp ule i32 %n, 1
  br i1 %c, label %base, label %rec

base:
  ret i32 1

rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
}

define ptx_kernel void @calls(ptr addrspace(1) %out) {
  %a = call i64 @add2(i32 3, i32 4)
  %a32 = trunc i64 %a to i32
  store i32 %a32, ptr addrspace(1) %out, align 4
  %pr = call %pair @make_pair(i32 -5)
  %x = extractvalue %pair %pr, 0
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %x, ptr addrspace(1) %o1, align 4
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %l = call i32 @load_through(ptr %g)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %l, ptr addrspace(1) %o2, align 4
  %f = load ptr, ptr addrspace(1) @table, align 8
  %r = call i32 %f(i32 5)
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %r, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; launch at line 6:
;   out: i32[4] = {7, -5, 7, 120}
