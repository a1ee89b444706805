; Aggregates in registers: a struct returned, taken apart, rebuilt, and passed through a phi.
; test: interpret
; launch: @k block=2 (out=i32[4] zero)
; expect: out: i32[4] = {7, 1, 8, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i1 }

define internal %pair @divmod2(i32 %x) {
entry:
  %q = lshr i32 %x, 1
  %r = and i32 %x, 1
  %odd = trunc i32 %r to i1
  %a = insertvalue %pair poison, i32 %q, 0
  %b = insertvalue %pair %a, i1 %odd, 1
  ret %pair %b
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %t, 0
  br i1 %zero, label %a, label %b

a:
  %pa = call %pair @divmod2(i32 15)
  br label %join

b:
  %pb = call %pair @divmod2(i32 16)
  br label %join

join:
  %p = phi %pair [ %pa, %a ], [ %pb, %b ]
  %q = extractvalue %pair %p, 0
  %odd = extractvalue %pair %p, 1
  %o = zext i1 %odd to i32
  %i = mul i32 %t, 2
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %q, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 1
  store i32 %o, ptr addrspace(1) %p1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; launch at line 3:
;   out: i32[4] = {7, 1, 8, 0}
