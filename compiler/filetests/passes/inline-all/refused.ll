; inline-all refuses, changing nothing, what cannot be inlined into one function: recursion
; it reaches (each recursive component named once) and indirect calls. A missing entry point
; is an error too.
; test: opt-error inline-all<entry=k> cannot inline everything into @k: an indirect call in @k; recursion among @down; recursion among @a, @b
; test: opt-error inline-all<entry=nowhere> no function @nowhere
; test: opt inline-all<entry=fine>

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fp = internal constant ptr @leaf, align 8

define internal i32 @leaf(i32 %x) {
  ret i32 %x
}

define internal i32 @down(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %stop, label %go

stop:
  ret i32 0

go:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  ret i32 %r
}

define internal i32 @a(i32 %n) {
  %r = call i32 @b(i32 %n)
  ret i32 %r
}

define internal i32 @b(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %stop, label %go

stop:
  ret i32 0

go:
  %m = sub i32 %n, 1
  %r = call i32 @a(i32 %m)
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %x = call i32 @down(i32 3)
  %y = call i32 @a(i32 %x)
  %f = load ptr, ptr addrspace(4) addrspacecast (ptr @fp to ptr addrspace(4)), align 8
  %z = call i32 %f(i32 %y)
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @fine(ptr addrspace(1) %out) {
  %x = call i32 @leaf(i32 5)
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: inline-all<entry=k>
; error: pass inline-all<entry=k>: cannot inline everything into @k: an indirect call in @k; recursion among @down; recursion among @a, @b
; pipeline: inline-all<entry=nowhere>
; error: pass inline-all<entry=nowhere>: no function @nowhere (entry=nowhere)
; pipeline: inline-all<entry=fine>
; remark: inline-all: @fine: inlined (inline-all) callee=@leaf growth=-1
; remark: inline-all: @fine: summary inlined=1 insts=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @fp = internal constant ptr @leaf, align 8
;
; define internal i32 @leaf(i32 %x) {
;   ret i32 %x
; }
;
; define internal i32 @down(i32 %n) {
; entry:
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %stop, label %go
;
; stop:
;   ret i32 0
;
; go:
;   %m = sub i32 %n, 1
;   %r = call i32 @down(i32 %m)
;   ret i32 %r
; }
;
; define internal i32 @a(i32 %n) {
;   %r = call i32 @b(i32 %n)
;   ret i32 %r
; }
;
; define internal i32 @b(i32 %n) {
; entry:
;   %z = icmp eq i32 %n, 0
;   br i1 %z, label %stop, label %go
;
; stop:
;   ret i32 0
;
; go:
;   %m = sub i32 %n, 1
;   %r = call i32 @a(i32 %m)
;   ret i32 %r
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %x = call i32 @down(i32 3)
;   %y = call i32 @a(i32 %x)
;   %f = load ptr, ptr addrspace(4) addrspacecast (ptr @fp to ptr addrspace(4)), align 8
;   %z = call i32 %f(i32 %y)
;   store i32 %z, ptr addrspace(1) %out, align 4
;   ret void
; }
;
; define ptx_kernel void @fine(ptr addrspace(1) %out) {
;   store i32 5, ptr addrspace(1) %out, align 4
;   ret void
; }
